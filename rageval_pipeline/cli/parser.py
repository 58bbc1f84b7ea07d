"""The ``rageval`` argument parser: every subcommand, option and help text."""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

from rageval_pipeline.cli.commands import (
    cmd_calibrate,
    cmd_check,
    cmd_import_history,
    cmd_init,
    cmd_suites,
    cmd_ui,
)
from rageval_pipeline.cli.exit_codes import EXIT_FATAL
from rageval_pipeline.cli.run import cmd_run
from rageval_pipeline.cli.targets import FAIL_UNDER_METRICS
from rageval_pipeline.core.adapters.factory import ADAPTER_NAMES
from rageval_pipeline.core.judges.factory import JUDGE_KINDS, JUDGES


class _Parser(argparse.ArgumentParser):
    """argparse exits 2 on a bad option, which seed 002 reserves for a failed critical case."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(EXIT_FATAL, f"{self.prog}: error: {message}\n")


def _suite_name(text: str) -> str:
    from rageval_pipeline.core.config.suites import SUITE_NAME

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
  1  a threshold gate failed (suite thresholds, --fail-under*, error rate, value over baseline,
     drift beyond the suite's tolerance since the previous night)
  2  a critical case failed
  3  fatal: invalid suite/config/dataset, system unreachable for every case, or the run failed
  130  interrupted (Ctrl-C); the answers already saved are reused by the next run

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
        "flags and the config file (flags win), named by what it evaluates (or --name), and materializes its "
        "date: each ad-hoc configuration has its own daily series in the UI.")
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
    adhoc.add_argument("--retrieval-only", action="store_const", const=True, default=None,
                       help="score retrieval only: no answers judged (a named suite sets retrieval_only: true)")
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
    run.set_defaults(func=cmd_run, scorecard=False)


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
    sweep = sub.add_parser("sweep", help="run a suite's variants and print the scorecard against its base",
                           description="Run a suite (usually one with a sweep: section) for one date and print "
                                       "every variant against the base: paired deltas, 95% bootstrap intervals "
                                       "and Holm-corrected significance, sorted by the primary metric.",
                           epilog=RUN_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    _add_run_options(sweep)
    sweep.set_defaults(scorecard=True)
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
    imp.add_argument("--suite", required=True, help="the suite the history belongs to")
    imp.add_argument("--retrieval-run", dest="seed001", nargs=2, metavar=("PER_QUESTION_JSONL", "SUMMARY_JSON"),
                     help="a retrieval harness run: per_question.jsonl and summary.json")
    imp.add_argument("--seed001", dest="seed001", nargs=2, help=argparse.SUPPRESS)  # the flag's first name
    imp.add_argument("--date", help="date of the retrieval run (default: from its summary)")
    imp.add_argument("--results-jsonl", help="a results.jsonl log of earlier CLI runs (one run per line)")
    imp.add_argument("--overwrite", action="store_true", help="replace native reports of the same dates")
    imp.add_argument("--variant",
                     help="the suite's variant the imported numbers belong to, so they plot on that variant's series "
                          "(e.g. full; default: a variant named default)")
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
