"""Earlier results (seed 001 artefacts, seed 002's results.jsonl) join the same partitions: the
UI gets eval_report materializations for their dates, trends and drift see them as earlier dates."""

import json
from pathlib import Path

from dagster import AssetKey, AssetRecordsFilter, DagsterInstance

from rageval_pipeline.core.config.suites import load_suite
from rageval_pipeline.core.reports.history import import_seed002_log
from rageval_pipeline.core.stages import drift_stage
from rageval_pipeline.defs.history import import_runs
from rageval_pipeline_tests.defs.test_nightly_ops import _run
from rageval_pipeline_tests.support.tiny_project import write_tiny_project


def test_imported_results_become_partitions_that_drift_and_trends_use(tmp_path, monkeypatch):
    paths = write_tiny_project(tmp_path)
    monkeypatch.setenv("RAGEVAL_HOME", str(paths["home"]))
    log = tmp_path / "results.jsonl"
    log.write_text(
        json.dumps({"timestamp": "2026-11-01T02:00:00Z", "composite_score": 0.91, "test_count": 4, "failures": 0}) + "\n"
        + json.dumps({"timestamp": "2026-11-02T02:00:00Z", "composite_score": 0.40, "test_count": 4, "failures": 3}) + "\n"
        + json.dumps({"timestamp": "2026-11-02T09:00:00Z", "composite_score": 0.93, "test_count": 4, "failures": 0}) + "\n"
    )
    reports = Path(paths["home"]) / "reports"
    with DagsterInstance.ephemeral() as instance:
        dates = import_runs(import_seed002_log(log, suite="sample"), suite="sample", reports_root=reports,
                            instance=instance)
        assert dates == ["2026-11-01", "2026-11-02"]
        records = instance.fetch_materializations(
            AssetRecordsFilter(asset_key=AssetKey("eval_report"),
                               asset_partitions=["2026-11-02|sample"]), limit=1).records
        # the last run of a day (line 3) wins
        assert records and records[0].asset_materialization.metadata["source"].value == "results-log:results.jsonl:3"
        assert json.loads((reports / "sample" / "2026-11-02" / "summary.json").read_text())["source"] == \
            "results-log:results.jsonl:3"
        _run(paths, instance, "2026-11-03")
        # a native report is never replaced by a later import
        assert import_runs(import_seed002_log(log, suite="sample"), suite="sample", reports_root=reports,
                           instance=instance) == ["2026-11-01", "2026-11-02"]
    drift = drift_stage(load_suite(paths["suite"]), "2026-11-03", reports_root=reports)
    assert drift.metadata["previous_date"] == "2026-11-02"
    markdown = (reports / "sample" / "2026-11-03" / "summary.md").read_text()
    assert "## Trends" in markdown
