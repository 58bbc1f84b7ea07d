"""``rageval``: run an evaluation as a Dagster materialization, list suites, open the UI.

Every ``rageval run`` executes the ``nightly_eval`` job for one date × suite partition on the
persistent Dagster instance in ``$DAGSTER_HOME`` (default ``<project>/.dagster_home``), so runs
started here show up in the UI next to scheduled ones.

Exit codes (seed 002): 0 all gates pass · 1 a threshold failed · 2 a critical case failed ·
3 fatal (invalid suite/dataset, run failed).
"""

from __future__ import annotations

import argparse
import datetime as dt
import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any, TextIO

from rageval_pipeline.core.errors import RagEvalError
from rageval_pipeline.core.suites import discover_suites, load_suite

EXIT_OK, EXIT_THRESHOLD, EXIT_CRITICAL, EXIT_FATAL = 0, 1, 2, 3
PROJECT_ROOT = Path(__file__).resolve().parents[1]
DAGSTER_YAML = """\
# Written by `rageval` for a project-local instance (sqlite under this folder).
telemetry:
  enabled: false
run_queue:
  max_concurrent_runs: 2
"""


def ensure_dagster_home() -> Path:
    """Use ``$DAGSTER_HOME`` or create the project-local one (with telemetry off)."""
    home = Path(os.environ.get("DAGSTER_HOME") or PROJECT_ROOT / ".dagster_home").resolve()
    home.mkdir(parents=True, exist_ok=True)
    config = home / "dagster.yaml"
    if not config.exists():
        config.write_text(DAGSTER_YAML, encoding="utf-8")
    os.environ["DAGSTER_HOME"] = str(home)
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


def _print_summary(summary: dict[str, Any], out: TextIO) -> None:
    k = summary["retrieval_config"]["primary_k"]
    cols = [f"recall@{k}", f"mrr@{k}", f"ndcg@{k}", "composite", "faithfulness", "halluc.", "pass", "fail", "error"]
    out.write(f"\nSuite {summary['suite']} · {summary['date']} · {summary['dataset']['cases']} cases · "
              f"status {summary['status'].upper()}\n")
    out.write(f"{'variant':<12}" + "".join(f"{c:>13}" for c in cols) + "\n")
    for name, v in summary["variants"].items():
        means = (v.get("retrieval") or {}).get("means", {})
        s = v.get("scores") or {}
        metric = s.get("metrics", {})
        values = [means.get(f"recall@{k}"), means.get(f"mrr@{k}"), means.get(f"ndcg@{k}"),
                  metric.get("composite", {}).get("mean"), metric.get("faithfulness", {}).get("mean"),
                  s.get("hallucination_rate"), s.get("passed"), s.get("failed"), s.get("errors")]
        cells = "".join(f"{'—':>13}" if x is None else (f"{x:>13.4f}" if isinstance(x, float) else f"{x:>13}")
                        for x in values)
        out.write(f"{name:<12}{cells}\n")
    for g in summary["gates"]:
        mark = "PASS" if g["passed"] else "FAIL"
        out.write(f"  [{mark}] {g['name']} ({g['variant']}): {g['reason']}\n")


def cmd_run(args: argparse.Namespace) -> int:
    from rageval_pipeline.defs.settings import suites_dir

    folder = Path(args.suites_dir) if args.suites_dir else suites_dir()
    try:
        found = discover_suites(folder)
        if args.suite not in found:
            print(f"error: no suite named {args.suite!r} in {folder}; known: {sorted(found)}", file=sys.stderr)
            return EXIT_FATAL
        suite = load_suite(found[args.suite])
        date = args.date or dt.datetime.now(dt.timezone.utc).date().isoformat()
        dt.date.fromisoformat(date)
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    except ValueError:
        print(f"error: --date must be YYYY-MM-DD, got {args.date!r}", file=sys.stderr)
        return EXIT_FATAL
    if args.suites_dir:
        os.environ["RAGEVAL_SUITES_DIR"] = str(folder.resolve())
    if args.dry_run:
        return _dry_run(suite)
    home = ensure_dagster_home()

    import warnings

    from dagster import BetaWarning, DagsterInstance, MultiPartitionKey, PreviewWarning

    # Dagster flags partitioned checks and data versions as preview/beta; we rely on them knowingly.
    warnings.filterwarnings("ignore", category=PreviewWarning)
    warnings.filterwarnings("ignore", category=BetaWarning)

    from rageval_pipeline.core.pipeline import summary_from_report
    from rageval_pipeline.defs.checks import CHECK_EXIT_CODES
    from rageval_pipeline.defs.definitions import defs

    handler = None if args.quiet else _ProgressBar(sys.stderr, args.verbose)
    progress_log = logging.getLogger("rageval_pipeline.progress")
    if handler is not None:
        progress_log.addHandler(handler)
        progress_log.setLevel(logging.INFO)
    key = MultiPartitionKey({"date": date, "suite": suite.name})
    # Dagster's own console lines (stack traces of failed checks) only with --verbose: the gates and
    # step failures are printed below in plain words.
    level = "INFO" if args.verbose else "CRITICAL"
    try:
        with DagsterInstance.get() as instance:
            result = defs.resolve_job_def("nightly_eval").execute_in_process(
                partition_key=str(key), instance=instance, raise_on_error=False,
                run_config={"loggers": {"console": {"config": {"log_level": level}}}},
                tags={"rageval/source": "cli"},
            )
            evaluations = result.get_asset_check_evaluations()
            report = None
            if any(node == "eval_report" for node in _succeeded_nodes(result)):
                report = result.output_for_node("eval_report")
    finally:
        if handler is not None:
            progress_log.removeHandler(handler)
    failed_checks = [e.check_name for e in evaluations if not e.passed]
    if report is not None:
        summary = summary_from_report(report)
        if not args.quiet:
            _print_summary(summary, sys.stdout)
            print("\nReports:")
            for path in report.column("files")[0].as_py():
                print(f"  {path}")
            print(f"\nDagster run {result.run_id} on instance {home}")
            print("Open the UI: rageval ui   (then http://127.0.0.1:3000)")
    if failed_checks:
        print("Failed checks: " + ", ".join(sorted(failed_checks)), file=sys.stderr)
        return max(CHECK_EXIT_CODES.get(name, EXIT_THRESHOLD) for name in failed_checks)
    if not result.success or report is None:
        for event in result.all_events:
            if event.is_step_failure and event.step_failure_data is not None:
                print(f"error in {event.step_key}: {event.step_failure_data.error.message.strip()}", file=sys.stderr)
        return EXIT_FATAL
    return EXIT_OK


def _dry_run(suite: Any) -> int:
    """Validate suite and dataset, print the plan and the LLM cost estimate; call nothing."""
    from rageval_pipeline.core.pipeline import load_suite_cases
    from rageval_pipeline.core.plan import plan_run

    try:
        dataset = load_suite_cases(suite)
        plan = plan_run(suite, dataset, api_key_present=bool(os.environ.get(suite.judge.api_key_env)))
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    print(f"Dry run of suite {plan['suite']} ({plan['mode']}): nothing will be called.")
    print(f"  dataset   {plan['dataset']} ({plan['format']}): {plan['cases']} cases, "
          f"{plan['negatives']} negative, {plan['critical']} critical, {len(plan['dataset_warnings'])} warning(s)")
    for warning in plan["dataset_warnings"]:
        print(f"    warning: {warning}")
    print(f"  system    {plan['system']}: {plan['system_calls']} calls over variants {', '.join(plan['variants'])}")
    est = plan["llm_estimate"]
    print(f"  judge     {plan['judge']}: ~{est['calls']} LLM calls, ~{est['input_tokens']:,} input + "
          f"~{est['output_tokens']:,} output tokens, estimated ${est['usd']:.4f}  ({est['note']})")
    return EXIT_OK


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
    status = EXIT_OK
    for name, path in found.items():
        try:
            suite = load_suite(path)
            print(f"{name:<20} {suite.mode:<7} {suite.system.adapter:<10} variants={','.join(sorted(suite.variants))}"
                  f"  {suite.description}")
        except RagEvalError as exc:
            print(f"{name:<20} INVALID  {exc}")
            status = EXIT_FATAL
    return status


def cmd_ui(args: argparse.Namespace) -> int:
    home = ensure_dagster_home()
    dagster = shutil.which("dagster") or str(Path(sys.executable).with_name("dagster"))
    command = [dagster, "dev", "-w", str(PROJECT_ROOT / "workspace.yaml"), "-h", "127.0.0.1", "-p", str(args.port)]
    print(f"Dagster UI on http://127.0.0.1:{args.port} (instance {home}); Ctrl-C stops it.")
    return subprocess.call(command, cwd=PROJECT_ROOT)


def cmd_calibrate(args: argparse.Namespace) -> int:
    """Agreement of a judge with human hallucination labels; prints the figures (or JSON)."""
    import json

    from rageval_pipeline.core.judges.factory import build_judge
    from rageval_pipeline.core.pipeline import calibrate_judge
    from rageval_pipeline.core.suites import JudgeSection

    settings = JudgeSection(kind=args.judge, model=args.model, base_url=args.base_url)
    try:
        judge = build_judge(settings, api_key=os.environ.get(settings.api_key_env), cache_path=None)
        result = calibrate_judge(judge, Path(args.labels), limit=args.limit)
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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rageval", description="RAG evaluation as Dagster assets.")
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="evaluate one suite for one date (a Dagster materialization)")
    run.add_argument("--suite", default="sample")
    run.add_argument("--date", help="partition date YYYY-MM-DD (default: today, UTC)")
    run.add_argument("--suites-dir", help="folder of suite YAML files (default: data/suites)")
    run.add_argument("--dry-run", action="store_true",
                     help="validate suite and dataset, print the plan and cost estimate, call nothing")
    noise = run.add_mutually_exclusive_group()
    noise.add_argument("--quiet", action="store_true", help="errors only")
    noise.add_argument("--verbose", action="store_true", help="a line per case")
    run.set_defaults(func=cmd_run)
    suites = sub.add_parser("suites", help="list the suites and whether they validate")
    suites.add_argument("--suites-dir")
    suites.set_defaults(func=cmd_suites)
    cal = sub.add_parser("calibrate", help="measure a judge against human hallucination labels")
    cal.add_argument("--labels", required=True, help="labelled responses file")
    cal.add_argument("--format", default="ragtruth", choices=["ragtruth"])
    cal.add_argument("--judge", default="local", choices=["local", "anthropic", "escalate"])
    cal.add_argument("--model", default="claude-sonnet-4-6")
    cal.add_argument("--base-url", default=None, help="Messages API base URL (a gateway)")
    cal.add_argument("--limit", type=int, default=None, help="only the first N responses")
    cal.add_argument("--json", action="store_true")
    cal.set_defaults(func=cmd_calibrate)
    ui = sub.add_parser("ui", help="start the Dagster UI (dagster dev) on 127.0.0.1")
    ui.add_argument("--port", type=int, default=3000)
    ui.set_defaults(func=cmd_ui)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args))
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL


if __name__ == "__main__":
    sys.exit(main())
