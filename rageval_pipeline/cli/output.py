"""What a run prints and writes for CI: the progress bar, the summary, ``--output`` files."""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from rageval_pipeline.cli.targets import RunTarget, display_endpoint
from rageval_pipeline.core.reports.run_summary import Gate, RunSummary
from rageval_pipeline.core.storage.store import ROWS_FILE, ReportStore, location


class ProgressBar(logging.Handler):
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


def print_summary(summary: RunSummary, out: TextIO) -> None:
    k = summary.retrieval_config.primary_k
    cols = [f"recall@{k}", f"mrr@{k}", f"ndcg@{k}", "composite", "faithfulness", "halluc.", "pass", "fail", "error"]
    out.write(f"\nSuite {summary.suite} · {summary.date} · {summary.dataset.cases} cases · "
              f"status {(summary.status or 'unknown').upper()}\n")
    table: list[list[Any]] = []
    for v in summary.variants.values():
        s = v.scores
        table.append([v.retrieval_mean(f"recall@{k}"), v.retrieval_mean(f"mrr@{k}"), v.retrieval_mean(f"ndcg@{k}"),
                      *((s.mean("composite"), s.mean("faithfulness"), s.hallucination_rate, s.passed, s.failed,
                         s.errors) if s is not None else (None,) * 6)])
    # a column no variant measured (e.g. answer metrics of a retrieval-only suite) is left out
    shown = [i for i in range(len(cols)) if any(row[i] is not None for row in table)]
    width = max([len("variant"), *(len(name) for name in summary.variants)]) + 2
    out.write(f"{'variant':<{width}}" + "".join(f"{cols[i]:>13}" for i in shown) + "\n")
    for name, values in zip(summary.variants, table, strict=True):
        cells = "".join(f"{'—':>13}" if values[i] is None else
                        (f"{values[i]:>13.4f}" if isinstance(values[i], float) else f"{values[i]:>13}")
                        for i in shown)
        out.write(f"{name:<{width}}{cells}\n")
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


#: the gate families that judge the answers or the retrieval (the others check that the run worked)
QUALITY_FAMILIES = frozenset({"quality", "retrieval", "value"})


def ungated_note(gates: Sequence[Gate]) -> str | None:
    """A line saying what a PASS means when no gate looks at quality: otherwise a system that
    answers everything wrongly passes (only the error rate and critical cases were checked)."""
    if any(g.family in QUALITY_FAMILIES for g in gates):
        return None
    return ("  note: no quality, retrieval or A/B gate is set, so PASS only means the error rate and the "
            "critical cases passed (add --fail-under, or thresholds: in the suite)")


def print_scorecard(summary: RunSummary, out: TextIO) -> None:
    """Every variant against the base, sorted by the primary metric, with significance marks."""
    from rageval_pipeline.core.ab.run_scorecard import lower_is_better, primary_metric
    from rageval_pipeline.core.reports.sweep_table import sweep_table

    if summary.scorecard is None:
        return
    k = summary.retrieval_config.primary_k or 5
    only = not any(row.metric == "composite" for row in summary.scorecard.rows)  # answers were not judged
    out.write("\n" + sweep_table(summary.scorecard, primary_metric(k, retrieval_only=only),
                                  lower_is_better=lower_is_better(k, retrieval_only=only)))


def report_files(report: Any) -> list[str]:
    """Every file of the partition's report folder — the report's own, plus what later steps
    added (drift.json / drift.md) — in a stable order."""
    folder = location(report.column("report_dir")[0].as_py())
    try:
        return sorted(str(p) for p in folder.rglob("*") if p.is_file() and not p.name.startswith("."))
    except OSError:
        return list(report.column("files")[0].as_py())


def summary_of(report: Any) -> RunSummary:
    from rageval_pipeline.core.stages import summary_from_report

    return summary_from_report(report)


def write_ci_outputs(
    target: RunTarget, summary: RunSummary | None, report: Any, outputs: dict[str, Any], *,
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
    endpoint = display_endpoint(target.endpoint)
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
