"""``rageval``: run an evaluation as a Dagster materialization, list suites, open the UI.

Every ``rageval run`` executes the ``nightly_eval`` job for one date × suite partition on the
persistent Dagster instance in ``$DAGSTER_HOME`` (default ``<project>/.dagster_home``), so runs
started here show up in the UI next to scheduled ones.

Two ways to say what to evaluate:

- a named suite (``--suite sample``): the suite file decides everything;
- ad hoc (``--adapter http --endpoint URL --dataset tests.json``, optionally
  ``--config eval-config.yaml``): ``core.adhoc`` builds a suite from flags and config (flags win),
  the CLI writes it — without secrets — to ``<RAGEVAL_HOME>/adhoc/adhoc.yaml`` and materializes the
  always-present ``<date>|adhoc`` partition. ``--header`` values reach the HTTP adapter only through
  this process's ``RAGEVAL_CLI_HEADERS`` (the job executes in-process).

The CI report (``eval_report.md`` / ``eval_report.json``) and an appended ``results.jsonl`` line go to
``--output`` (ad hoc default ``results/``), re-shaped from the partition's own report files.

Exit codes: 0 all gates pass · 1 a threshold failed (incl. ``--fail-under*``) · 2 a
critical case failed · 3 fatal (invalid config/suite/dataset, bad option, the run failed, or the
system failed for every case).
"""

from __future__ import annotations

import argparse
import fcntl
import datetime as dt
import json
import logging
import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn, TextIO

from rageval_pipeline.core.adapters.factory import ADAPTER_NAMES
from rageval_pipeline.core.errors import RagEvalError
from rageval_pipeline.core.judges.factory import JUDGE_KINDS, JUDGES
from rageval_pipeline.core.reports.run_summary import RunSummary
from rageval_pipeline.core.store import ROWS_FILE, ReportStore, RunStore, location
from rageval_pipeline.core.suites import Suite, discover_suites, load_suite

EXIT_OK, EXIT_THRESHOLD, EXIT_CRITICAL, EXIT_FATAL = 0, 1, 2, 3
DAGSTER_YAML = """\
# Written by `rageval` for a project-local instance (sqlite under this folder).
telemetry:
  enabled: false
# no first-visit pop-ups in the UI
nux:
  enabled: false
run_queue:
  max_concurrent_runs: 2
"""


def ensure_dagster_home() -> Path:
    """Use ``$DAGSTER_HOME`` or create the project-local one (with telemetry off)."""
    from rageval_pipeline.core.settings import Settings

    home = Settings.from_env().dagster_home
    home.mkdir(parents=True, exist_ok=True)
    os.environ["DAGSTER_HOME"] = str(home)
    # Two runs starting at once on a fresh instance would both create its sqlite schema and one
    # would fail ("table alembic_version already exists"): the first creates it, under a lock.
    with open(home / ".rageval-init.lock", "w", encoding="utf-8") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        config = home / "dagster.yaml"
        # ours (and only ours) is brought up to date; a team's own dagster.yaml is never touched
        if not config.exists() or (config.read_text(encoding="utf-8").startswith(DAGSTER_YAML.splitlines()[0])
                                   and config.read_text(encoding="utf-8") != DAGSTER_YAML):
            config.write_text(DAGSTER_YAML, encoding="utf-8")
        from dagster import DagsterInstance

        with DagsterInstance.get():
            pass  # opening it creates (or migrates) the storage, once
    return home


class _ProgressBar(logging.Handler):
    """Draws ``[=====>    ] 45/100 stage`` on stderr from core progress records."""

    def __init__(self, stream: TextIO, verbose: bool) -> None:
        super().__init__(logging.INFO)
        self.stream = stream
        self.verbose = verbose
        self.tty = stream.isatty()

    def emit(self, record: logging.LogRecord) -> None:
        progress = getattr(record, "progress", None)
        if progress is None:
            return
        stage, done, total, detail = progress
        if self.verbose and detail:
            self.stream.write(f"  {stage} {done}/{total} {detail}\n")
            return
        width = 30
        filled = int(width * done / total) if total else width
        bar = "=" * max(0, filled - 1) + (">" if filled else "") + " " * (width - filled)
        line = f"[{bar}] {done}/{total} {stage}"
        if self.tty:
            self.stream.write("\r" + line + ("\n" if done >= total else ""))
        elif done >= total or done == 1:
            self.stream.write(line + "\n")
        self.stream.flush()


def _print_summary(summary: RunSummary, out: TextIO) -> None:
    k = summary.retrieval_config.primary_k
    cols = [f"recall@{k}", f"mrr@{k}", f"ndcg@{k}", "composite", "faithfulness", "halluc.", "pass", "fail", "error"]
    out.write(f"\nSuite {summary.suite} · {summary.date} · {summary.dataset.cases} cases · "
              f"status {(summary.status or 'unknown').upper()}\n")
    out.write(f"{'variant':<12}" + "".join(f"{c:>13}" for c in cols) + "\n")
    for name, v in summary.variants.items():
        s = v.scores
        values = [v.retrieval_mean(f"recall@{k}"), v.retrieval_mean(f"mrr@{k}"), v.retrieval_mean(f"ndcg@{k}"),
                  *((s.mean("composite"), s.mean("faithfulness"), s.hallucination_rate, s.passed, s.failed, s.errors)
                    if s is not None else (None,) * 6)]
        cells = "".join(f"{'—':>13}" if x is None else (f"{x:>13.4f}" if isinstance(x, float) else f"{x:>13}")
                        for x in values)
        out.write(f"{name:<12}{cells}\n")
    for name, v in summary.variants.items():
        r = v.responses
        if r.response_fields:  # a remote system: say where in its reply the answer and contexts were read
            out.write(f"{name:<12}  reply fields: answer `{r.response_fields.get('answer')}`, contexts "
                      f"`{r.response_fields.get('contexts') or 'none found'}`\n")
        if r.contexts_missing:
            out.write(f"{name:<12}  no contexts on {r.contexts_missing} responses: {r.contexts_missing_reason}\n")
        doc = [f"{m}@{k} {v.retrieval_mean(f'{m}@{k}'):.4f}" for m in ("doc_recall", "doc_mrr", "doc_ndcg")
               if v.retrieval_mean(f"{m}@{k}") is not None]
        if doc and v.retrieval_mean(f"recall@{k}") is None:  # labelled by document, not by page span
            out.write(f"{name:<12}  document level: {', '.join(doc)}\n")
    for g in summary.gates or []:
        mark = "PASS" if g.passed else "FAIL"
        out.write(f"  [{mark}] {g.name} ({g.variant}): {g.reason}\n")


#: the options that make `rageval run` build an ad-hoc suite instead of running a named one
ADHOC_TRIGGERS = ("adapter", "endpoint", "chain_path", "index_path", "dataset", "config")
#: options that only shape an ad-hoc suite (a named suite sets them in its file)
ADHOC_ONLY = {"concurrency": "--concurrency", "timeout": "--timeout", "slow_threshold": "--slow-threshold",
              "judge": "--judge"}
FAIL_UNDER_METRICS = ("faithfulness", "answer_relevance", "context_precision", "context_recall")


@dataclass
class _RunTarget:
    """What one `rageval run` evaluates: the suite, where seed 002's files go, and display facts."""

    suite: Suite
    adhoc: bool
    output: Path | None
    formats: tuple[str, ...] = ("markdown", "json")
    env_headers: tuple[str, ...] = ()
    endpoint: str | None = None
    extra_metrics: dict[str, float] = field(default_factory=dict)
    extra_composite: float | None = None


def _fail_under_metrics(args: argparse.Namespace) -> dict[str, float]:
    return {m: getattr(args, f"fail_under_{m}") for m in FAIL_UNDER_METRICS
            if getattr(args, f"fail_under_{m}", None) is not None}


def _resolve_target(args: argparse.Namespace) -> _RunTarget:
    """The named suite, or the ad-hoc one built from flags + eval-config.yaml (raises ConfigError)."""
    from rageval_pipeline.core.adapters.headers import parse_header, resolve_headers
    from rageval_pipeline.core.errors import ConfigError

    headers: list[str] = list(args.header or [])
    for position, raw in enumerate(headers, start=1):  # fail fast; errors name the flag, never the value
        parse_header(raw, source=f"--header #{position}", field="--header")
    metrics = _fail_under_metrics(args)
    if any(getattr(args, name, None) is not None for name in ADHOC_TRIGGERS):
        from rageval_pipeline.core.adhoc import CliOptions, build_adhoc_suite

        options = CliOptions(
            adapter=args.adapter, endpoint=args.endpoint, chain_path=args.chain_path, index_path=args.index_path,
            dataset=args.dataset, config=args.config, output=args.output, concurrency=args.concurrency,
            timeout=args.timeout, slow_threshold=args.slow_threshold, fail_under=args.fail_under,
            fail_under_metrics=metrics, judge=args.judge, name=getattr(args, "name", None),
        )
        plan = build_adhoc_suite(options, cli_headers=headers)
        suite = plan.suite
        if suite.system.adapter == "http":
            # ${VAR} templates must resolve now (exit 3 before anything runs), not mid-run
            resolve_headers(suite.system.config.get("headers"), list(plan.env_headers), os.environ)
        return _RunTarget(suite=suite, adhoc=True, output=plan.output_dir, formats=plan.formats,
                          env_headers=plan.env_headers, endpoint=plan.endpoint)

    given = [flag for name, flag in ADHOC_ONLY.items() if getattr(args, name, None) is not None]
    if given:
        raise ConfigError(f"{', '.join(given)} shape an ad-hoc run (with --adapter/--dataset/--config); "
                          f"suite {args.suite!r} sets them in its file", field=given[0])
    from rageval_pipeline.defs.settings import suites_dir

    folder = Path(args.suites_dir) if args.suites_dir else suites_dir()
    found = discover_suites(folder)
    if args.suite not in found:
        raise ConfigError(f"no suite named {args.suite!r}; known: {sorted(found)}", path=str(folder))
    suite = load_suite(found[args.suite])
    endpoint = suite.system.config.get("endpoint") if suite.system.adapter == "http" else None
    return _RunTarget(suite=suite, adhoc=False, output=Path(args.output) if args.output else None,
                      env_headers=tuple(headers), endpoint=endpoint if isinstance(endpoint, str) else None,
                      extra_metrics=metrics, extra_composite=args.fail_under)


def _display_endpoint(endpoint: str | None) -> str | None:
    from rageval_pipeline.core.adapters.http import redact_url

    return redact_url(endpoint) if endpoint else None


def cmd_run(args: argparse.Namespace) -> int:
    date = args.date or dt.datetime.now(dt.timezone.utc).date().isoformat()
    try:
        dt.date.fromisoformat(date)
    except ValueError:
        print(f"error: --date must be YYYY-MM-DD, got {args.date!r}", file=sys.stderr)
        return EXIT_FATAL
    if args.suites_dir:
        os.environ["RAGEVAL_SUITES_DIR"] = str(Path(args.suites_dir).resolve())
    try:
        target = _resolve_target(args)
        plan = _plan(target.suite)
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    from rageval_pipeline.core.preflight import preflight

    # before any call: unset variables, missing files, labels the corpus lacks; a dry run also asks
    # whether anything answers at the endpoint (a real run reports an unreachable system per case)
    problems = preflight(target.suite, source="ad-hoc run" if target.adhoc else f"{target.suite.name}.yaml",
                         probe_network=args.dry_run and not args.no_probe)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        return EXIT_FATAL
    if args.dry_run:
        return _print_plan(plan, target)
    return _execute(args, target, date, plan)


def _plan(suite: Suite) -> dict[str, Any]:
    """Validate the dataset and price the judge; calls neither the system nor an LLM."""
    from rageval_pipeline.core.stages import load_suite_cases
    from rageval_pipeline.core.plan import plan_run

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


def _print_plan(plan: dict[str, Any], target: _RunTarget) -> int:
    """``--dry-run``: the plan and the LLM cost estimate; nothing is called or written."""
    suite = target.suite
    kind = "ad-hoc run" if target.adhoc else f"suite {plan['suite']}"
    print(f"Dry run of {kind} ({plan['mode']}): nothing will be called.")
    print(f"  dataset   {plan['dataset']} ({plan['format']}): {plan['cases']} cases, "
          f"{plan['negatives']} negative, {plan['critical']} critical, {len(plan['dataset_warnings'])} warning(s)")
    for warning in plan["dataset_warnings"]:
        print(f"    warning: {warning}")
    where = f" at {_display_endpoint(target.endpoint)}" if target.endpoint else ""
    print(f"  system    {plan['system']}{where}: {plan['system_calls']} calls over variants "
          f"{', '.join(plan['variants'])}")
    ex = suite.execution
    print(f"  execution concurrency {ex.concurrency}, timeout {ex.timeout_s:g} s, {ex.retries} retries "
          f"({ex.backoff}), slow > {ex.slow_threshold_s:g} s")
    t = suite.thresholds
    gated = ([f"composite >= {t.composite:g}"] if t.composite is not None else [])
    gated += [f"{m} >= {v:g}" for m, v in sorted(t.metrics.items())]
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


def _execute(args: argparse.Namespace, target: _RunTarget, date: str, plan: dict[str, Any]) -> int:
    """Materialize the partition in-process on the persistent instance; report; exit code."""
    import warnings

    from dagster import BetaWarning, DagsterInstance, MultiPartitionKey, PreviewWarning

    # Dagster flags partitioned checks and data versions as preview/beta; we rely on them knowingly.
    warnings.filterwarnings("ignore", category=PreviewWarning)
    warnings.filterwarnings("ignore", category=BetaWarning)

    from rageval_pipeline.core.adapters.factory import CLI_HEADERS_ENV
    from rageval_pipeline.core.storage import write_text_atomic
    from rageval_pipeline.defs.settings import (
        ADHOC_SUITE,
        adhoc_suite_path,
        rageval_home,
    )

    home = ensure_dagster_home()
    suite = target.suite
    if target.adhoc:
        from rageval_pipeline.core.adhoc import suite_yaml

        try:
            write_text_atomic(adhoc_suite_path(rageval_home()), suite_yaml(suite))
        except RagEvalError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return EXIT_FATAL
    partition_suite = ADHOC_SUITE if target.adhoc else suite.name
    handler = None if args.quiet else _ProgressBar(sys.stderr, args.verbose)
    progress_log = logging.getLogger("rageval_pipeline.progress")
    if handler is not None:
        progress_log.addHandler(handler)
        progress_log.setLevel(logging.INFO)
    key = MultiPartitionKey({"date": date, "suite": partition_suite})
    # Dagster's own console lines (stack traces of failed checks) only with --verbose: the gates and
    # step failures are printed below in plain words.
    level = "INFO" if args.verbose else "CRITICAL"
    # --header values live only in this process's environment, read by the adapter factory when
    # system_responses executes in-process; never in run config, tags, the suite file or a report
    previous_headers = os.environ.get(CLI_HEADERS_ENV)
    if target.env_headers:
        os.environ[CLI_HEADERS_ENV] = json.dumps(list(target.env_headers))
    started_at = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    clock = time.monotonic()
    outputs: dict[str, Any] = {}
    try:
        with DagsterInstance.get() as instance:
            result = _job().execute_in_process(
                partition_key=str(key), instance=instance, raise_on_error=False,
                run_config={"loggers": {"console": {"config": {"log_level": level}}}},
                tags={"rageval/source": "cli", "rageval/adhoc": str(target.adhoc).lower()},
            )
            evaluations = result.get_asset_check_evaluations()
            succeeded = set(_succeeded_nodes(result))
            for node in ("eval_cases", "system_responses", "judge_verdicts", "eval_report"):
                if node in succeeded:
                    outputs[node] = result.output_for_node(node)
    finally:
        if previous_headers is None:
            os.environ.pop(CLI_HEADERS_ENV, None)
        else:
            os.environ[CLI_HEADERS_ENV] = previous_headers
        if handler is not None:
            progress_log.removeHandler(handler)
    duration = time.monotonic() - clock
    report = outputs.get("eval_report")
    summary = None if report is None else _summary_of(report)

    from rageval_pipeline.core.stages import responses_from_table
    from rageval_pipeline.core.reports.ci_report import cli_gates
    from rageval_pipeline.core.reports.gates import decide_exit_code
    from rageval_pipeline.defs.checks import NON_GATE_CHECK_EXIT_CODES

    failed_checks, notes = _failed_checks(evaluations, adhoc=target.adhoc)
    step_errors = _step_errors(result, verbose=args.verbose)
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
    if failed_checks:
        print("Failed checks: " + ", ".join(failed_checks), file=sys.stderr)
    for gate in extra:
        if not gate.passed:
            print(f"Failed gate: {gate.name} ({gate.variant}): {gate.reason}", file=sys.stderr)
    for step, message in step_errors:
        print(f"error in {step}: {message}", file=sys.stderr)
    code = max(codes, default=EXIT_OK)

    if report is not None and summary is not None and not args.quiet:
        _print_summary(summary, sys.stdout)
        print("\nReports:")
        for path in _report_files(report):
            print(f"  {path}")
    if target.output is not None:
        try:
            written = _write_ci_outputs(target, summary, report, outputs, started_at=started_at, duration=duration,
                                        plan=plan, exit_code=code, run_id=result.run_id, extra=extra,
                                        test_count=len({r.case_id for r in responses}))
        except RagEvalError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return EXIT_FATAL
        if not args.quiet:
            for path in written:
                print(f"  {path}")
    if not args.quiet:
        print(f"\nDagster run {result.run_id} (partition {date}|{partition_suite}) on instance {home}")
        print("Open the UI: rageval ui   (then http://127.0.0.1:3000)")
        print(f"Exit code {code}")
    return code


#: checks that describe a *series* of runs of one system; an ad-hoc partition may hold a different
#: system every day, so for ad-hoc runs they inform but never decide the exit code
SERIES_CHECKS = frozenset({"drift_within_tolerance"})


def _failed_checks(evaluations: list[Any], *, adhoc: bool) -> tuple[list[str], list[str]]:
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


def _step_errors(result: Any, *, verbose: bool = False) -> list[tuple[str, str]]:
    """Steps that failed for a reason other than a blocking check (those are gates, not crashes),
    each with its root cause — and, with ``--verbose``, the stack of that cause."""
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
        errors.append((event.step_key or "?", message))
    return errors


def _job() -> Any:
    """``nightly_eval`` bound to resources read from the environment *now*.

    The module-level ``defs`` binds ``RAGEVAL_HOME`` when it is first imported; a long-lived process
    (tests, notebooks) may have changed it since, and the run must use the home the suite was
    written to.
    """
    from dagster import Definitions, in_process_executor

    from rageval_pipeline.defs import definitions as d

    return Definitions(assets=d.ASSETS, asset_checks=d.CHECKS, jobs=[d.nightly_eval],
                       resources=d.build_resources(), executor=in_process_executor).resolve_job_def("nightly_eval")


def _report_files(report: Any) -> list[str]:
    """Every file of the partition's report folder — the report's own, plus what later steps
    added (drift.json / drift.md) — in a stable order."""
    folder = location(report.column("report_dir")[0].as_py())
    try:
        return sorted(str(p) for p in folder.rglob("*") if p.is_file() and not p.name.startswith("."))
    except OSError:
        return list(report.column("files")[0].as_py())


def _summary_of(report: Any) -> RunSummary:
    from rageval_pipeline.core.stages import summary_from_report

    return summary_from_report(report)


def _write_ci_outputs(
    target: _RunTarget, summary: RunSummary | None, report: Any, outputs: dict[str, Any], *,
    started_at: dt.datetime, duration: float, plan: dict[str, Any], exit_code: int, run_id: str,
    extra: list[Any], test_count: int,
) -> list[Path]:
    """Seed 002's eval_report.md / eval_report.json / results.jsonl, from the partition's report files."""
    from rageval_pipeline.core import stages
    from rageval_pipeline.core.reports.ci_report import (
        RunInfo,
        append_results_line,
        build_ci_report,
        case_details,
        output_paths,
        write_ci_report,
    )

    assert target.output is not None
    stamp = started_at.isoformat().replace("+00:00", "Z")
    endpoint = _display_endpoint(target.endpoint)
    if summary is None:
        # no report (the run stopped before eval_report): still log the run, as seed 002 logs every run
        line = {"timestamp": stamp, "suite": target.suite.name, "date": None, "adapter": target.suite.system.adapter,
                "endpoint": endpoint, "composite_score": None, "test_count": test_count, "failures": None,
                "errors": None, "exit_code": exit_code, "status": "error", "run_id": run_id,
                "duration_s": round(duration, 3)}
        log_path = output_paths(target.output)[2]
        append_results_line(log_path, line)
        return [log_path]
    folder = location(report.column("report_dir")[0].as_py())
    rows = ReportStore(folder).read_jsonl(folder / ROWS_FILE) or []
    variant = summary.primary_variant
    details = {}
    if variant is not None and {"eval_cases", "system_responses", "judge_verdicts"} <= set(outputs):
        details = case_details(stages.cases_from_table(outputs["eval_cases"]),
                               stages.responses_from_table(outputs["system_responses"]),
                               stages.verdicts_from_table(outputs["judge_verdicts"]), variant=variant)
    run = RunInfo(adapter=target.suite.system.adapter, endpoint=endpoint, started_at=stamp, duration_s=duration,
                  estimated_cost_usd=float(plan["llm_estimate"]["usd"]), exit_code=exit_code,
                  slow_threshold_s=target.suite.execution.slow_threshold_s, run_id=run_id, extra_gates=tuple(extra))
    return write_ci_report(build_ci_report(summary, rows, run, details=details), target.output, formats=target.formats)


def _succeeded_nodes(result: Any) -> list[str]:
    return [e.step_key for e in result.all_events if e.is_step_success and e.step_key]


def cmd_suites(args: argparse.Namespace) -> int:
    from rageval_pipeline.defs.settings import suites_dir

    folder = Path(args.suites_dir) if args.suites_dir else suites_dir()
    try:
        found = discover_suites(folder)
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    from rageval_pipeline.core.preflight import preflight

    status = EXIT_OK
    for name, path in found.items():
        try:
            suite = load_suite(path)
        except RagEvalError as exc:
            print(f"{name:<20} INVALID  {exc}")
            status = EXIT_FATAL
            continue
        problems = preflight(suite, source=path.name, probe_network=not args.no_probe)
        mark = "NOT READY" if problems else "ok"
        print(f"{name:<20} {mark:<9} {suite.mode:<7} {suite.system.adapter:<10} "
              f"variants={','.join(sorted(suite.variants))}  {suite.description}")
        for problem in problems:
            print(f"    {problem}")
        if problems:
            status = EXIT_FATAL
    return status


def cmd_ui(args: argparse.Namespace) -> int:
    home = ensure_dagster_home()
    dagster = shutil.which("dagster") or str(Path(sys.executable).with_name("dagster"))
    from rageval_pipeline.core.settings import Settings

    # the module, not a workspace file: a wheel install has no workspace.yaml, and the project
    # folder (suites, state) is the current directory either way
    command = [dagster, "dev", "-m", "rageval_pipeline.defs.definitions", "-h", "127.0.0.1", "-p", str(args.port)]
    print(f"Dagster UI on http://127.0.0.1:{args.port} (instance {home}); Ctrl-C stops it.")
    process = subprocess.Popen(command, cwd=Settings.from_env().project_dir)
    try:
        return process.wait()
    except KeyboardInterrupt:  # dagster dev shuts its own children down on the same signal
        try:
            process.wait(timeout=30)
        except (KeyboardInterrupt, subprocess.TimeoutExpired):
            process.kill()
        print("\nDagster UI stopped.")
        return EXIT_OK


def cmd_import_history(args: argparse.Namespace) -> int:
    """Earlier results into the suite's date partitions (reports for trends/drift, UI materializations)."""
    if not args.results_jsonl and not args.seed001:
        print("error: give --retrieval-run PER_QUESTION SUMMARY and/or --results-jsonl FILE", file=sys.stderr)
        return EXIT_FATAL
    ensure_dagster_home()
    from dagster import DagsterInstance

    from rageval_pipeline.core.history import import_seed001_run, import_seed002_log
    from rageval_pipeline.defs.history import import_runs
    from rageval_pipeline.defs.settings import rageval_home

    try:
        runs = []
        if args.seed001:
            runs.append(import_seed001_run(args.seed001[0], args.seed001[1], date=args.date, suite=args.suite))
        if args.results_jsonl:
            runs.extend(import_seed002_log(args.results_jsonl, suite=args.suite))
        with DagsterInstance.get() as instance:
            dates = import_runs(runs, suite=args.suite, reports_root=RunStore(rageval_home()).reports,
                                instance=instance, overwrite=args.overwrite)
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    skipped = sorted({r.date for r in runs} - set(dates))
    print(f"imported {len(dates)} date(s) into suite {args.suite}: {', '.join(dates) or 'none'}")
    if skipped:
        print(f"kept the existing native reports of: {', '.join(skipped)} (use --overwrite to replace them)")
    return EXIT_OK


def cmd_calibrate(args: argparse.Namespace) -> int:
    """Agreement of a judge with human hallucination labels; prints the figures (or JSON)."""
    import json

    from rageval_pipeline.core.judges.factory import build_judge
    from rageval_pipeline.core.stages import calibrate_judge
    from rageval_pipeline.core.suites import JudgeSection

    from rageval_pipeline.core.judges.calibration import LABELS_ENV, configured_labels

    settings = JudgeSection(kind=args.judge, model=args.model, base_url=args.base_url)
    try:
        labels = configured_labels(args.labels)
        if labels is None:
            print(f"error: give --labels FILE or set {LABELS_ENV} (a RAGTruth QA JSONL file)", file=sys.stderr)
            return EXIT_FATAL
        judge = build_judge(settings, api_key=os.environ.get(settings.api_key_env), cache_path=None)
        result = calibrate_judge(judge, labels, limit=args.limit)
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    m = result.metadata
    if args.json:
        print(json.dumps(m, sort_keys=True, indent=2))
        return EXIT_OK
    print(f"Judge {m['judge']} on {m['labels']}: n={m['n']} ({m['positives']} hallucinated), unscored {m['unscored']}")
    print(f"{'':<22}{'precision':>10}{'recall':>10}{'F1':>10}{'bal.acc':>10}{'kappa':>10}{'AUROC':>10}")
    auroc = "—" if m["auroc"] is None else f"{m['auroc']:.3f}"
    print(f"{'judge':<22}{m['precision']:>10.3f}{m['recall']:>10.3f}{m['f1']:>10.3f}"
          f"{m['balanced_accuracy']:>10.3f}{m['cohen_kappa']:>10.3f}{auroc:>10}")
    print(f"{'all-positive baseline':<22}{m['baseline_precision']:>10.3f}{m['baseline_recall']:>10.3f}"
          f"{m['baseline_f1']:>10.3f}{m['baseline_balanced_accuracy']:>10.3f}{0.0:>10.3f}{'0.500':>10}")
    return EXIT_OK


def cmd_init(args: argparse.Namespace) -> int:
    from rageval_pipeline.core.starter import write_starter

    try:
        written = write_starter(Path(args.folder), force=args.force)
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    for path in written:
        print(f"wrote {path}")
    print("Next: edit the endpoint, then `rageval check --config eval-config.yaml` and "
          "`rageval run --config eval-config.yaml` (or `rageval run --suite my_system`).")
    return EXIT_OK


def cmd_check(args: argparse.Namespace) -> int:
    """One question to the system; print what was parsed and what will be measurable. Stores nothing."""
    from rageval_pipeline.core.adapters.factory import CLI_HEADERS_ENV, build_adapter
    from rageval_pipeline.core.stages import corpus_index_stage, load_suite_cases
    from rageval_pipeline.core.probe import probe_system, render_probe
    from rageval_pipeline.core.settings import Settings
    from rageval_pipeline.core.store import RunStore

    try:
        target = _resolve_target(args)
        suite = target.suite
        if suite.mode == "replay":
            print(f"error: suite {suite.name!r} replays frozen responses: there is no live system to ask",
                  file=sys.stderr)
            return EXIT_FATAL
        cases = load_suite_cases(suite).cases
        case = next((c for c in cases if c.id == args.case), None) if args.case else cases[0]
        if case is None:
            print(f"error: no case {args.case!r} in the dataset (first ids: {[c.id for c in cases[:5]]})",
                  file=sys.stderr)
            return EXIT_FATAL
        variant = args.variant or next(iter(suite.variants))
        if variant not in suite.variants:
            print(f"error: no variant {variant!r}; variants: {sorted(suite.variants)}", file=sys.stderr)
            return EXIT_FATAL
        index = None
        if suite.system.adapter == "reference":
            settings = Settings.from_env()
            store = RunStore(settings.home, state_dir=settings.state_dir)
            index = corpus_index_stage(suite, cache_dir=store.cache_dir / "embeddings").table
        previous = os.environ.get(CLI_HEADERS_ENV)
        if target.env_headers:  # --header values reach the adapter only through this process's environment
            os.environ[CLI_HEADERS_ENV] = json.dumps(list(target.env_headers))
        try:
            adapter = build_adapter(suite, corpus_index=index)
        finally:
            if previous is None:
                os.environ.pop(CLI_HEADERS_ENV, None)
            else:
                os.environ[CLI_HEADERS_ENV] = previous
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    try:
        report = probe_system(adapter, case, variant, suite.variants[variant])
    finally:
        adapter.close()
    print(render_probe(report), end="")
    return EXIT_OK if report.ok else EXIT_FATAL


class _Parser(argparse.ArgumentParser):
    """argparse exits 2 on a bad option, which seed 002 reserves for a failed critical case."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(EXIT_FATAL, f"{self.prog}: error: {message}\n")


def _suite_name(text: str) -> str:
    from rageval_pipeline.core.suites import SUITE_NAME

    if not SUITE_NAME.match(text):
        raise argparse.ArgumentTypeError("lowercase letters, digits, '-' or '_' (at most 64), starting with a "
                                         f"letter or digit; got {text!r}")
    return text


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"must be a positive number, got {text}")
    return value


def _unit_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a score between 0 and 1, got {text!r}") from None
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"must be between 0 and 1, got {text}")
    return value


RUN_EPILOG = """\
exit codes:
  0  every gate passed
  1  a threshold gate failed (suite thresholds, --fail-under*, error rate, value over baseline)
  2  a critical case failed
  3  fatal: invalid suite/config/dataset, system unreachable for every case, or the run failed

your own system over HTTP:
  rageval POSTs {"question": ...} (or your --config request_template) and reads JSON such as
    {"answer": "...", "contexts": [{"text": "...", "doc_id": "policy.md", "page": 2, "score": 0.8}]}
  answer keys tried: answer, response, output, result, text, completion; contexts keys: contexts, sources, documents,
  source_documents, retrieved_contexts, chunks, context, source_nodes (strings, or objects with
  text/content/page_content, doc_id/source/id, chunk_id, page or start_page/end_page, score).
  Without contexts only answer relevance can be measured, and a composite gate fails.
  `rageval check` shows what one reply parses to before you run everything.
"""


def _add_run_options(run: argparse.ArgumentParser) -> None:
    run.add_argument("--suite", default="sample", help="named suite to run when no ad-hoc option is given "
                                                       "(default: sample)")
    run.add_argument("--date", help="partition date YYYY-MM-DD (default: today, UTC)")
    run.add_argument("--suites-dir", help="folder of suite YAML files (default: ./suites or ./data/suites)")
    adhoc = run.add_argument_group(
        "ad-hoc run",
        "Any of --adapter/--endpoint/--chain-path/--index-path/--dataset/--config builds a suite from these "
        "flags and the config file (flags win) and materializes the <date>|adhoc partition.")
    adhoc.add_argument("--adapter", choices=list(ADAPTER_NAMES),
                       help="how to reach the system (default: http when --endpoint is given)")
    adhoc.add_argument("--endpoint", help="URL the http adapter POSTs {\"question\": ...} to")
    adhoc.add_argument("--chain-path", help="'path/to/rag.py:chain' for the langchain adapter (imports and runs it)")
    adhoc.add_argument("--index-path", help="persisted index folder for the llamaindex adapter")
    adhoc.add_argument("--dataset", help="test dataset: QA JSON (test_cases), retrieval JSONL or outcome cases JSON")
    adhoc.add_argument("--config", help="eval-config.yaml (endpoint, headers, thresholds, weights, ...)")
    adhoc.add_argument("--name", type=_suite_name,
                       help="this configuration's name: its reports, drift and trends are kept apart "
                            "(default: from the endpoint or path, the dataset and a short hash)")
    adhoc.add_argument("--concurrency", type=_positive_int, help="cases asked in parallel (default 1)")
    adhoc.add_argument("--timeout", type=_positive_float, help="query timeout in seconds (default 30)")
    adhoc.add_argument("--slow-threshold", type=_positive_float, help="flag queries slower than this (default 5 s)")
    adhoc.add_argument("--judge", choices=list(JUDGE_KINDS),
                       help="auto = Claude when ANTHROPIC_API_KEY is set, else the local judge")
    run.add_argument("--output", help="folder for eval_report.md/.json and results.jsonl (ad-hoc default: results/), "
                                      "or a .md file path")
    run.add_argument("--header", action="append", metavar="'Name: value'",
                     help="HTTP header for the system under test (repeatable); kept only in this process")
    gates = run.add_argument_group("CI gates (exit code 1 when a score is below)")
    gates.add_argument("--fail-under", type=_unit_float, metavar="SCORE",
                       help="composite score; also fails when the composite covers too little of its weight")
    for metric in FAIL_UNDER_METRICS:
        gates.add_argument(f"--fail-under-{metric.replace('_', '-')}", type=_unit_float, metavar="SCORE",
                           dest=f"fail_under_{metric}", help=f"minimum mean {metric.replace('_', ' ')}")
    run.add_argument("--dry-run", action="store_true",
                     help="validate config and dataset, check the endpoint answers, print the plan and cost "
                          "estimate; no evaluation call")
    run.add_argument("--no-probe", action="store_true", help="with --dry-run: do not contact the endpoint")
    noise = run.add_mutually_exclusive_group()
    noise.add_argument("--quiet", action="store_true", help="errors only")
    noise.add_argument("--verbose", action="store_true", help="a line per case, and tracebacks of errors")
    run.set_defaults(func=cmd_run)


def build_parser() -> argparse.ArgumentParser:
    from rageval_pipeline import __version__

    parser = _Parser(prog="rageval", description="Evaluate RAG systems as partitioned Dagster assets: retrieval "
                                                 "metrics, judged answers, A/B value, drift.")
    parser.add_argument("--version", action="version", version=f"rageval {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    run = sub.add_parser("run", help="evaluate a suite, or any RAG system ad hoc, for one date",
                         description="Evaluate a suite, or any RAG system ad hoc, for one date (a Dagster "
                                     "materialization on the project's instance).",
                         epilog=RUN_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    _add_run_options(run)
    suites = sub.add_parser("suites", help="list the suites and whether they validate",
                            description="List the project's suites and whether each one validates.")
    suites.add_argument("--suites-dir", help="folder of suite YAML files (default: ./suites or ./data/suites)")
    suites.add_argument("--no-probe", action="store_true", help="do not contact HTTP endpoints")
    suites.set_defaults(func=cmd_suites)
    cal = sub.add_parser("calibrate", help="measure a judge against human hallucination labels",
                         description="Measure a judge against human hallucination labels (RAGTruth QA JSONL).")
    cal.add_argument("--labels", help="labelled responses file, RAGTruth QA JSONL "
                                      "(default: $RAGEVAL_CALIBRATION_LABELS)")
    cal.add_argument("--format", default="ragtruth", choices=["ragtruth"], help="labels format (default: ragtruth)")
    cal.add_argument("--judge", default="local", choices=list(JUDGES),
                     help="judge to measure (default: local)")
    cal.add_argument("--model", default="claude-sonnet-4-6", help="Claude model for anthropic/escalate")
    cal.add_argument("--base-url", default=None, help="Messages API base URL (a gateway)")
    cal.add_argument("--limit", type=int, default=None, help="only the first N responses")
    cal.add_argument("--json", action="store_true", help="print the figures as JSON")
    cal.set_defaults(func=cmd_calibrate)
    imp = sub.add_parser("import-history", help="load earlier results into date partitions",
                         description="Load earlier evaluation results into the suite's date partitions "
                                     "(report folders for trends and drift, materializations for the UI).")
    imp.add_argument("--suite", required=True, help="the suite (partition) the history belongs to")
    imp.add_argument("--retrieval-run", dest="seed001", nargs=2, metavar=("PER_QUESTION_JSONL", "SUMMARY_JSON"),
                     help="a retrieval harness run: per_question.jsonl and summary.json")
    imp.add_argument("--seed001", dest="seed001", nargs=2, help=argparse.SUPPRESS)  # the flag's first name
    imp.add_argument("--date", help="date of the retrieval run (default: from its summary)")
    imp.add_argument("--results-jsonl", help="a results.jsonl log of earlier CLI runs (one run per line)")
    imp.add_argument("--overwrite", action="store_true", help="replace native reports of the same dates")
    imp.set_defaults(func=cmd_import_history)
    check = sub.add_parser("check", help="ask the system one question and show what was parsed",
                           description="Send ONE case to the system and print what rageval understood: the answer, "
                                       "where it was found, each context's document/pages/score, the citations, and "
                                       "which metrics this dataset makes measurable. Nothing is stored.")
    check.add_argument("--suite", default="sample", help="named suite (default: sample) when no ad-hoc option is given")
    check.add_argument("--suites-dir", help="folder of suite YAML files (default: ./suites or ./data/suites)")
    check.add_argument("--adapter", choices=list(ADAPTER_NAMES),
                       help="how to reach the system (ad hoc)")
    check.add_argument("--endpoint", help="URL of an HTTP system (ad hoc)")
    check.add_argument("--chain-path", help="'path/to/rag.py:chain' for the langchain adapter")
    check.add_argument("--index-path", help="persisted index folder for the llamaindex adapter")
    check.add_argument("--dataset", help="test dataset (ad hoc)")
    check.add_argument("--config", help="eval-config.yaml (ad hoc)")
    check.add_argument("--header", action="append", metavar="'Name: value'", help="HTTP header (repeatable)")
    check.add_argument("--case", help="case id to ask (default: the first case)")
    check.add_argument("--variant", help="variant to ask with (default: the first one)")
    check.set_defaults(func=cmd_check, output=None, concurrency=None, timeout=None, slow_threshold=None, judge=None,
                       dry_run=False, no_probe=True,
                       fail_under=None, **{f"fail_under_{m}": None for m in FAIL_UNDER_METRICS})
    init = sub.add_parser("init", help="write a commented starter eval-config.yaml, suite and dataset",
                          description="Write a commented starter project into FOLDER: eval-config.yaml (ad-hoc "
                                      "runs), suites/my_system.yaml (a nightly suite) and datasets/example.json.")
    init.add_argument("folder", nargs="?", default=".", help="where to write (default: the current folder)")
    init.add_argument("--force", action="store_true", help="overwrite existing files")
    init.set_defaults(func=cmd_init)
    ui = sub.add_parser("ui", help="start the Dagster UI (dagster dev) on 127.0.0.1",
                        description="Start the Dagster UI on this project's instance (dagster dev).")
    ui.add_argument("--port", type=int, default=3000, help="port on 127.0.0.1 (default 3000)")
    ui.set_defaults(func=cmd_ui)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help (0) or a bad option (3): a return value, so callers and tests see it
        return exc.code if isinstance(exc.code, int) else EXIT_FATAL
    if getattr(args, "func", None) is None:  # bare `rageval`: say what it can do
        parser.print_help()
        return EXIT_OK
    try:
        return int(args.func(args))
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    except Exception as exc:  # noqa: BLE001 - anything unexpected is fatal (3), never "a threshold failed" (1)
        print(f"fatal: {exc.__class__.__name__}: {exc}", file=sys.stderr)
        return EXIT_FATAL


if __name__ == "__main__":
    sys.exit(main())
