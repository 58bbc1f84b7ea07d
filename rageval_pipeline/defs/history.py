"""Bring a team's earlier results into the same partitions, trends and drift as nightly runs.

Each imported run becomes (1) the report folder of its date — ``summary.json`` and
``per_question.jsonl`` — where trend charts and ``score_drift`` look for earlier dates, and (2) a
runless ``<suite>/eval_report`` materialization of that date carrying the headline numbers, so the
Dagster UI plots history and new runs on one line. A date that already holds a native
(non-imported) report is left alone unless ``overwrite`` is set.

A suite that declares no ``start_date`` starts at its earliest report, so imported dates become
its first partitions the next time the definitions load; dates before a declared ``start_date``
are imported for trends and drift but are not partitions the UI shows (``before_start`` lists them).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from dagster import (
    AssetMaterialization,
    DagsterInstance,
    MetadataValue,
)

from rageval_pipeline.core.reports.drift import headline_metrics
from rageval_pipeline.core.reports.history import ImportedRun
from rageval_pipeline.core.storage.store import ReportStore, as_reports
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.suite_scope import SuiteScope


@dataclass
class ImportResult:
    imported: list[str] = field(default_factory=list)
    #: imported dates before the suite's declared start_date (no partition shows them)
    before_start: list[str] = field(default_factory=list)


def import_runs(
    runs: Sequence[ImportedRun], *, scope: SuiteScope, reports_root: ReportStore | str | Path,
    instance: DagsterInstance, overwrite: bool = False,
) -> ImportResult:
    """Write each run into its date of ``scope``'s suite; the dates imported (skipped ones are not)."""
    by_date: dict[str, ImportedRun] = {}
    for run in runs:  # several runs on one date (seed 002's append log): the last one of the day wins
        by_date[run.date] = run
    result = ImportResult()
    reports = as_reports(reports_root)
    suite = scope.suite
    for date, run in sorted(by_date.items()):
        folder = reports.report_dir(suite, date)
        old = reports.summary(suite, date)
        if old is not None and not overwrite and not old.get("source"):
            continue  # a native report: never replaced by an import by accident
        summary = {**run.summary, "suite": suite, "date": date, "source": run.source}
        reports.write_text(folder / "summary.json", json.dumps(summary, sort_keys=True, indent=2, ensure_ascii=False) + "\n")
        reports.write_text(folder / "per_question.jsonl",
                           "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in run.per_question))
        metadata = to_metadata(headline_metrics(summary))
        metadata["source"] = MetadataValue.text(run.source)
        metadata["report_dir"] = MetadataValue.path(str(folder))
        instance.report_runless_asset_event(AssetMaterialization(
            asset_key=scope.key("eval_report"), partition=date,
            description=f"imported from {Path(run.source).name}", metadata=metadata,
        ))
        result.imported.append(date)
        if scope.start_declared and date < scope.start_date:
            result.before_start.append(date)
    return result
