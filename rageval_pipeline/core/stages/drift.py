"""``score_drift``: this partition against the previous date and the pinned reference date."""

from __future__ import annotations

import json
import os

from upath import UPath

from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.errors import StorageError
from rageval_pipeline.core.records import tables
from rageval_pipeline.core.reports.run_summary import RunSummary
from rageval_pipeline.core.runtime.bulk import gc_paused
from rageval_pipeline.core.stages.result import StageResult
from rageval_pipeline.core.storage.store import ReportStore, as_reports


@gc_paused()
def drift_stage(suite: Suite, date: str, *, reports_root: ReportStore | str | os.PathLike[str] | UPath,
                current: RunSummary | None = None) -> StageResult:
    """Drift of this partition against the previous available date and the pinned reference date.

    ``current`` is this partition's summary (the ``eval_report`` asset hands it over); without it
    (an imported date) the summary is read from the report folder.
    """
    from rageval_pipeline.core.reports.drift import (
        case_change_counts,
        compute_drift,
        render_drift_markdown,
        why_summary,
    )

    reports = as_reports(reports_root)
    folder = reports.report_dir(suite.name, date)
    current_data = current.to_json() if current is not None else reports.summary(suite.name, date)
    if current_data is None:
        raise StorageError("no summary.json for this date: materialize eval_report first", path=folder)
    earlier = reports.previous_summaries(suite.name, date, limit=1)
    previous = earlier[-1] if earlier else None
    prev_rows = reports.rows(suite.name, previous["date"]) if previous else None
    reference = reference_rows = None
    pinned = suite.pinned_reference_date
    if pinned and pinned != date:
        reference = reports.summary(suite.name, pinned)
        reference_rows = reports.rows(suite.name, pinned) if reference is not None else None
    report = compute_drift(current_data, previous, current_rows=reports.rows(suite.name, date),
                           previous_rows=prev_rows, tolerance=suite.drift.tolerance, warn_at=suite.drift.warn_at,
                           reference=reference, reference_rows=reference_rows,
                           relative_tolerance=suite.drift.latency_cost_tolerance,
                           relative_warn_at=suite.drift.latency_cost_warn_at,
                           latency_floor_ms=suite.drift.latency_floor_ms)
    data = report.model_dump(mode="json")
    reports.write_text(folder / "drift.json", json.dumps(data, sort_keys=True, indent=2, ensure_ascii=False) + "\n")
    reports.write_text(folder / "drift.md", render_drift_markdown(report))
    rows = []
    for comparison in (report.previous, report.reference):
        if comparison is None:
            continue
        for m in comparison.metrics:
            rows.append({"comparison": comparison.against, "baseline_date": comparison.baseline_date,
                         "metric": m.metric, "current": m.current, "baseline": m.previous, "delta": m.delta,
                         "drop": m.drop, "status": m.status, "reason": m.reason})
    metadata = {"status": report.status, "reason": report.reason,
                "previous_date": report.previous.baseline_date,
                "explanation": report.previous.explanation,
                "changed_inputs": ", ".join(report.previous.changed_inputs) or "none",
                "why": why_summary(report.previous),
                "flips": len(report.previous.flips),
                **case_change_counts(report.previous),
                "metrics_failed": sum(r["status"] == "fail" for r in rows),
                "metrics_warned": sum(r["status"] == "warn" for r in rows)}
    return StageResult(table=tables.rows_table(rows, tables.SCORE_DRIFT), metadata=metadata, summary=data)
