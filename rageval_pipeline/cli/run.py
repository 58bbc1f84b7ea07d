"""``rageval run``: one evaluation, materialized as a Dagster run.

Every ``rageval run`` executes the suite's ``<suite>__nightly_eval`` job for one date partition on
the persistent Dagster instance in ``$DAGSTER_HOME`` (default ``<project>/.dagster_home``), so runs
started here show up in the UI next to scheduled ones.

Two ways to say what to evaluate:

- a named suite (``--suite sample``): the suite file decides everything;
- ad hoc (``--adapter http --endpoint URL --dataset tests.json``, optionally
  ``--config eval-config.yaml``): ``core.adhoc`` builds a suite from flags and config (flags win),
  named by what it evaluates (``adhoc-<host-path-dataset>-<hash>``, or ``--name``). The CLI writes
  it — without secrets — to ``<RAGEVAL_HOME>/adhoc_suites/<name>.yaml``, so each ad-hoc
  configuration is a suite graph of its own with its own daily series in the UI, and materializes
  its date. ``--header`` values reach the HTTP adapter only through this process's
  ``RAGEVAL_CLI_HEADERS`` (the job executes in-process).

The CI report (``eval_report.md`` / ``eval_report.json``) and an appended ``results.jsonl`` line go to
``--output`` (ad hoc default ``results/``), re-shaped from the partition's own report files.

Exit codes: 0 all gates pass · 1 a threshold failed (incl. ``--fail-under*``) · 2 a
critical case failed · 3 fatal (invalid config/suite/dataset, bad option, the run failed, or the
system failed for every case) · 130 interrupted (Ctrl-C: the answers stored so far are reused by the
next run of the same date)."""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import logging
import os
import re
import signal
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dagster import JobDefinition

from rageval_pipeline.cli.exit_codes import EXIT_FATAL, EXIT_INTERRUPTED, EXIT_OK
from rageval_pipeline.cli.instance import ensure_dagster_home, open_instance
from rageval_pipeline.cli.output import (
    ProgressBar,
    print_scorecard,
    print_summary,
    report_files,
    summary_of,
    ungated_note,
    write_ci_outputs,
)
from rageval_pipeline.cli.targets import (
    RunTarget,
    display_endpoint,
    literal_secret_warning,
    process_env,
    resolve_target,
)
from rageval_pipeline.core.config.settings import Settings
from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.errors import RagEvalError


def cmd_run(args: argparse.Namespace) -> int:
    date = args.date or dt.datetime.now(dt.timezone.utc).date().isoformat()
    try:
        day = dt.date.fromisoformat(date)
    except ValueError:
        print(f"error: --date must be YYYY-MM-DD, got {args.date!r}", file=sys.stderr)
        return EXIT_FATAL
    if day > dt.datetime.now(dt.timezone.utc).date():
        print(f"error: --date {date} is after today (UTC): a day is evaluated once it has begun", file=sys.stderr)
        return EXIT_FATAL
    try:
        target = resolve_target(args)
        plan = _plan(target.suite)
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    from rageval_pipeline.core.runtime.preflight import preflight

    # before any call: unset variables, missing files, labels the corpus lacks; a dry run also asks
    # whether anything answers at the endpoint (a real run reports an unreachable system per case)
    warning = literal_secret_warning(target.endpoint)
    if warning is not None:
        print(warning, file=sys.stderr)
    problems = preflight(target.suite, source="ad-hoc run" if target.adhoc else f"{target.suite.name}.yaml",
                         probe_network=args.dry_run and not args.no_probe,
                         env={**os.environ, **target.process_env()})
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        return EXIT_FATAL
    if args.dry_run:
        return _print_plan(plan, target)
    return _execute(args, target, date, plan)


def _plan(suite: Suite) -> dict[str, Any]:
    """Validate the dataset and price the judge; calls neither the system nor an LLM."""
    from rageval_pipeline.core.runtime.plan import plan_run
    from rageval_pipeline.core.stages import load_suite_cases

    # the dataset's warnings are printed by --dry-run and logged again by eval_cases during the run:
    # once is enough
    dataset_log = logging.getLogger("rageval_pipeline.core.datasets")
    level = dataset_log.level
    dataset_log.setLevel(logging.ERROR)
    try:
        dataset = load_suite_cases(suite)
    finally:
        dataset_log.setLevel(level)
    return plan_run(suite, dataset, api_key_present=bool(os.environ.get(suite.judge.api_key_env)))


def _print_plan(plan: dict[str, Any], target: RunTarget) -> int:
    """``--dry-run``: the plan and the LLM cost estimate; nothing is called or written."""
    suite = target.suite
    kind = "ad-hoc run" if target.adhoc else f"suite {plan['suite']}"
    print(f"Dry run of {kind} ({plan['mode']}): nothing will be called.")
    print(f"  dataset   {plan['dataset']} ({plan['format']}): {plan['cases']} cases, "
          f"{plan['negatives']} negative, {plan['critical']} critical, {len(plan['dataset_warnings'])} warning(s)")
    for warning in plan["dataset_warnings"]:
        print(f"    warning: {warning}")
    where = f" at {display_endpoint(target.endpoint)}" if target.endpoint else ""
    variants = plan["variants"]
    if suite.sweep is None and len(variants) <= 4:
        print(f"  system    {plan['system']}{where}: {plan['system_calls']} calls over variants {', '.join(variants)}")
    else:  # a sweep: one variant a line, with what it changes
        print(f"  system    {plan['system']}{where}: {plan['system_calls']} calls over {len(variants)} variants")
        for name in variants:
            knobs = ", ".join(f"{k}={v}" for k, v in sorted(suite.variants[name].items()))
            print(f"    {name:<{max(len(v) for v in variants)}}  {knobs}")
    ex = suite.execution
    print(f"  execution concurrency {ex.concurrency}, timeout {ex.timeout_s:g} s, {ex.retries} retries "
          f"({ex.backoff}), slow > {ex.slow_threshold_s:g} s")
    t = suite.thresholds
    gated = ([f"composite >= {t.composite:g}"] if t.composite is not None else [])
    gated += [f"{m} >= {v:g}" for m, v in sorted(t.metrics.items())]
    gated += [f"{m} >= {v:g}" for m, v in sorted(t.retrieval.items())]
    gated += [f"error rate <= {t.max_error_rate:g}"]
    if t.max_hallucination_rate is not None:
        gated.append(f"hallucination rate <= {t.max_hallucination_rate:g}")
    if t.min_win_rate is not None:
        gated.append(f"Value Win Rate >= {t.min_win_rate:g}")
    if not target.adhoc:  # an ad-hoc run's drift informs, it never gates (see SERIES_CHECKS)
        gated.append(f"drift within {suite.drift.tolerance:g} of the previous night")
    if target.extra_composite is not None:
        gated.append(f"composite >= {target.extra_composite:g} (--fail-under)")
    gated += [f"{m} >= {v:g} (--fail-under)" for m, v in sorted(target.extra_metrics.items())]
    print(f"  gates     {', '.join(gated) or 'none'}; critical cases must pass")
    est = plan["llm_estimate"]
    print(f"  judge     {plan['judge']}: ~{est['calls']} LLM calls, ~{est['input_tokens']:,} input + "
          f"~{est['output_tokens']:,} output tokens, estimated ${est['usd']:.4f}  ({est['note']})")
    if target.output is not None:
        print(f"  output    {target.output}")
    return EXIT_OK


def _execute(args: argparse.Namespace, target: RunTarget, date: str, plan: dict[str, Any]) -> int:
    """Materialize the suite's date in-process on the persistent instance; report; exit code."""
    from dagster import AssetKey

    from rageval_pipeline.core.storage.atomic import write_text_atomic
    from rageval_pipeline.defs.settings import adhoc_suites_dir

    home = ensure_dagster_home()
    settings = Settings.from_env()
    if args.suites_dir:
        settings = settings.model_copy(update={"suites_dir": Path(args.suites_dir).resolve()})
    suite = target.suite
    try:
        if target.adhoc:  # its own file, so the configuration gets its own graph and daily series
            from rageval_pipeline.core.config.adhoc import suite_yaml

            write_text_atomic(adhoc_suites_dir(settings.home, settings.state_dir) / f"{suite.name}.yaml",
                              suite_yaml(suite))
        job = _job(settings, suite.name, date)
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    handler = None if args.quiet else ProgressBar(sys.stderr, args.verbose)
    answers = AnswerCount()  # what a Ctrl-C leaves saved, counted even with --quiet
    progress_log = logging.getLogger("rageval_pipeline.progress")
    previous_level = progress_log.level
    progress_log.setLevel(logging.INFO)
    progress_log.addHandler(answers)
    if handler is not None:
        progress_log.addHandler(handler)
    # Dagster's own console lines (stack traces of failed checks) only with --verbose: the gates and
    # step failures are printed below in plain words.
    level = "INFO" if args.verbose else "CRITICAL"
    # --header values and secrets typed into the endpoint live only in this process's environment,
    # read by the adapter factory when system_responses executes in-process; never in run config,
    # tags, the suite file or a report
    started_at = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    clock = time.monotonic()
    outputs: dict[str, Any] = {}
    try:
        with process_env(target.process_env()), open_instance(home) as instance, helpers_ignore_sigint():
            result = job.execute_in_process(
                partition_key=date, instance=instance, raise_on_error=False,
                run_config={"loggers": {"console": {"config": {"log_level": level}}}},
                tags={"rageval/source": "cli", "rageval/adhoc": str(target.adhoc).lower()},
            )
            if _interrupted(result):
                return answers.interrupted(plan.get("system_calls"))
            evaluations = result.get_asset_check_evaluations()
            materialized = {e.asset_key for e in result.get_asset_materialization_events()}
            for name in ("eval_cases", "system_responses", "judge_verdicts", "eval_report"):
                if AssetKey([suite.name, name]) in materialized:
                    outputs[name] = result.asset_value(AssetKey([suite.name, name]))
    except KeyboardInterrupt:  # a Ctrl-C outside a step (Dagster turns those inside into step failures)
        return answers.interrupted(plan.get("system_calls"))
    finally:
        progress_log.removeHandler(answers)
        progress_log.setLevel(previous_level)
        if handler is not None:
            progress_log.removeHandler(handler)
    duration = time.monotonic() - clock
    report = outputs.get("eval_report")
    summary = None if report is None else summary_of(report)

    from rageval_pipeline.core.reports.ci_report import cli_gates
    from rageval_pipeline.core.reports.gates import decide_exit_code
    from rageval_pipeline.core.stages import responses_from_table
    from rageval_pipeline.defs.checks import NON_GATE_CHECK_EXIT_CODES

    failed_checks, notes = _failed_checks(evaluations, adhoc=target.adhoc)
    # checks that are no gate of the report (drift runs after it): the report's status cannot show them
    outside_report = {e.check_name: e.description or "failed" for e in evaluations
                      if e.check_name in failed_checks and e.check_name in SERIES_CHECKS}
    step_errors = _step_errors(result, suite.name, verbose=args.verbose)
    for note in notes:
        print(f"note: {note}", file=sys.stderr)
    extra = [] if summary is None else cli_gates(summary, composite=target.extra_composite,
                                                 metrics=target.extra_metrics, rule=suite.thresholds)
    # the summary's gates decide (the checks on eval_report show the same gates); checks that are
    # not gates of the summary (dataset, error rate before the report, drift) add their own codes
    codes = [decide_exit_code([*(summary.gates or [] if summary is not None else []), *extra])]
    codes += [NON_GATE_CHECK_EXIT_CODES[name] for name in failed_checks if name in NON_GATE_CHECK_EXIT_CODES]
    responses = responses_from_table(outputs["system_responses"]) if "system_responses" in outputs else []
    unreachable = bool(responses) and all(r.status == "error" for r in responses)
    if unreachable:
        codes.append(EXIT_FATAL)
        print(f"error: the system under test failed for every case ({len(responses)} calls); first error: "
              f"{responses[0].error}", file=sys.stderr)
    elif max(codes) == EXIT_OK and (step_errors or report is None):
        codes.append(EXIT_FATAL)
    if _step_failed_with(result, JUDGE_SETUP_ERROR):  # a refused judge key/model is a setup error,
        codes.append(EXIT_FATAL)                      # whatever the checks that still ran say
    if failed_checks:
        print("Failed checks: " + ", ".join(failed_checks), file=sys.stderr)
    # the summary's own gates are printed with the table; --quiet prints no table, so name them here
    for gate in [*(summary.gates or [] if summary is not None and args.quiet else []), *extra]:
        if not gate.passed:
            print(f"Failed gate: {gate.name} ({gate.variant}): {gate.reason}", file=sys.stderr)
    for step, message in step_errors:
        print(f"error in {step}: {message}", file=sys.stderr)
    code = max(codes, default=EXIT_OK)

    if report is not None and summary is not None and not args.quiet:
        print_summary(summary, sys.stdout)
        ungated = ungated_note([*(summary.gates or []), *extra])
        if ungated:
            print(ungated)
        if summary.scorecard is not None and (args.scorecard or target.suite.sweep is not None):
            print_scorecard(summary, sys.stdout)
        for line in outside_report_lines(outside_report, summary.status, code):
            print(line)
        print("\nReports:")
        for path in report_files(report):
            print(f"  {path}")
    if target.output is not None:
        try:
            written = write_ci_outputs(target, summary, report, outputs, started_at=started_at, duration=duration,
                                        plan=plan, exit_code=code, run_id=result.run_id, extra=extra,
                                        test_count=len({r.case_id for r in responses}))
        except RagEvalError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return EXIT_FATAL
        if not args.quiet:
            for file in written:
                print(f"  {file}")
    if not args.quiet:
        print(f"\nDagster run {result.run_id} (suite {suite.name}, partition {date}) on instance {home}")
        print("Open the UI: rageval ui   (then http://127.0.0.1:3000)")
        print(f"Exit code {code}" + exit_reason(code, [*(summary.gates or [] if summary is not None else []), *extra]))
    return code


def exit_reason(code: int, gates: Sequence[Any]) -> str:
    """``": critical case(s) not passing: ve_015"``: the first failed gate that asks for this exit code,
    so the last line says why without scrolling up; empty when no gate decided it."""
    deciding = next((g for g in gates if not g.passed and g.exit_code == code), None)
    return f": {deciding.name} ({deciding.variant}): {deciding.reason}" if deciding is not None else ""


#: what Dagster raises inside a step on Ctrl-C (SIGINT)
INTERRUPTED_ERROR = "DagsterExecutionInterruptedError"
#: what the judge raises when its API refused the key, account, permission or model (core.errors)
JUDGE_SETUP_ERROR = "JudgeSetupError"


def _interrupted(result: Any) -> bool:
    """Whether a step of the run stopped because of a Ctrl-C."""
    return _step_failed_with(result, INTERRUPTED_ERROR)


def _step_failed_with(result: Any, cls_name: str) -> bool:
    """Whether a step of the run stopped on an error of class ``cls_name`` (its root cause)."""
    return any(event.is_step_failure and event.step_failure_data is not None
               and event.step_failure_data.error is not None
               and root_cause(event.step_failure_data.error).cls_name == cls_name
               for event in result.all_events)


class AnswerCount(logging.Handler):
    """Counts the answers ``system_responses`` has stored (its checkpoint: a re-run resumes from
    them), from the same progress records the bar draws."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.done: int | None = None
        self.total: int | None = None
        self.errors = 0  # error responses are asked again on resume: not saved answers

    def emit(self, record: logging.LogRecord) -> None:
        progress = getattr(record, "progress", None)
        if progress is None or progress[0] != "system_responses":
            return
        _, self.done, self.total, detail = progress
        self.errors += str(detail).endswith(" error")

    def interrupted(self, planned: object) -> int:
        """Say what a Ctrl-C left, in one line; the exit code of an interrupted run."""
        if self.done is None:
            print("\nInterrupted before any answer was collected; re-run to resume.", file=sys.stderr)
        else:
            total = self.total if self.total is not None else planned
            print(f"\nInterrupted: {self.done - self.errors} of {total} answers saved; re-run to resume.",
                  file=sys.stderr)
        return EXIT_INTERRUPTED


@contextlib.contextmanager
def helpers_ignore_sigint() -> Iterator[None]:
    """Keep a Ctrl-C from the helper processes Dagster starts (``tail`` and ``watch_orphans.py``,
    which mirror step output; each printed a KeyboardInterrupt traceback).

    A terminal sends SIGINT to the whole process group. A blocked signal mask survives ``exec``, so
    processes started while this thread blocks SIGINT never see it; a thread that only waits,
    started before the block, keeps receiving it for this process, and Python runs the handler
    (Dagster's: the step stops with DagsterExecutionInterruptedError) in the main thread as ever.
    """
    if threading.current_thread() is not threading.main_thread():
        yield  # only the main thread handles signals; nothing to protect
        return
    stop = threading.Event()
    receiver = threading.Thread(target=stop.wait, name="rageval-sigint-receiver", daemon=True)
    receiver.start()
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)
        stop.set()
        receiver.join()


def outside_report_lines(failed: dict[str, str], status: str | None, code: int) -> list[str]:
    """Lines for failed checks the report's gates do not include (drift is computed after the report),
    so a night that fails only on drift does not print "status PASS" and exit 1 without a word."""
    lines = [f"  [FAIL] {name}: {why}" for name, why in sorted(failed.items())]
    if failed and status == "pass":
        lines.append(f"Overall: FAIL (exit {code}): the report's own gates pass, but "
                     f"{', '.join(sorted(failed))} failed (see drift.md)")
    return lines


#: checks that describe a *series* of runs of one system; an ad-hoc partition may hold a different
#: system every day, so for ad-hoc runs they inform but never decide the exit code
SERIES_CHECKS = frozenset({"drift_within_tolerance"})


def _failed_checks(evaluations: Sequence[Any], *, adhoc: bool) -> tuple[list[str], list[str]]:
    """``(failed check names that decide the exit code, notes to print)``.

    A check that fails with WARN severity (drift's "smaller drop") is a warning, not a failure:
    seed 002's exit 1 means a threshold failed.
    """
    from dagster import AssetCheckSeverity

    failed: list[str] = []
    notes: list[str] = []
    for e in evaluations:
        if e.passed:
            continue
        why = f"{e.check_name}: {e.description}" if e.description else e.check_name
        if e.severity == AssetCheckSeverity.WARN:
            notes.append(f"warning from check {why}")
        elif adhoc and e.check_name in SERIES_CHECKS:
            notes.append(f"check {why} (not gating: ad-hoc runs are not a series of one system)")
        else:
            failed.append(e.check_name)
    return sorted(set(failed)), notes


def root_cause(error: Any) -> Any:
    """The error a person can act on: Dagster wraps what a step raised ("Error occurred while
    executing op …"); the innermost cause is the project's own error (file, field, variable)."""
    seen = error
    while getattr(seen, "cause", None) is not None:
        seen = seen.cause
    return seen


def _step_errors(result: Any, suite: str, *, verbose: bool = False) -> list[tuple[str, str]]:
    """Steps that failed for a reason other than a blocking check (those are gates, not crashes),
    each named by its asset, with its root cause — and, with ``--verbose``, the stack of that cause."""
    from rageval_pipeline.defs.suite_scope import dagster_name

    step_prefix = f"{dagster_name(suite)}__"  # a step is named <suite>__<asset>
    errors: list[tuple[str, str]] = []
    for event in result.all_events:
        data = event.step_failure_data if event.is_step_failure else None
        if data is None or data.error is None or data.error.cls_name == "DagsterAssetCheckFailedError":
            continue
        cause = root_cause(data.error)
        message = cause.message.strip()
        if cause.cls_name:  # "rageval_pipeline.core.errors.RetrievalError: …" reads as "RetrievalError: …"
            prefix = re.match(rf"^(?:[\w.]+\.)?{re.escape(cause.cls_name)}:\s*", message)
            message = f"{cause.cls_name}: {message[prefix.end():] if prefix else message}"
        if verbose:
            message += "\n" + "".join(cause.stack or []).rstrip()
        errors.append(((event.step_key or "?").removeprefix(step_prefix), message))
    return errors


def _job(settings: Settings, suite: str, date: str) -> JobDefinition:
    """The suite's ``<suite>__nightly_eval``, bound to this project's folders read *now* (a
    long-lived process — tests, notebooks — may have changed them), with ``date`` among its
    partitions even before the suite's first run is stored."""
    from rageval_pipeline.defs.definitions import build_definitions
    from rageval_pipeline.defs.suite_scope import suite_job_name

    return build_definitions(settings, include_dates={suite: date}).resolve_job_def(
        suite_job_name(suite, "nightly_eval"))
