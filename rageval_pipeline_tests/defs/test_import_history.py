"""Earlier results (seed 001 artefacts, seed 002's results.jsonl) join the same partitions: the
UI gets eval_report materializations for their dates, trends and drift see them as earlier dates."""

import json
from pathlib import Path

from dagster import AssetKey, AssetRecordsFilter, DagsterInstance

from rageval_pipeline.core.config.suites import load_suite
from rageval_pipeline.core.reports.history import import_seed002_log
from rageval_pipeline.core.stages import drift_stage
from rageval_pipeline.defs.history import import_runs
from rageval_pipeline.defs.suite_scope import discover_scopes
from rageval_pipeline_tests.defs.test_nightly_ops import _run
from rageval_pipeline_tests.support.graph import project_settings
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
    settings = project_settings(paths)
    [scope] = discover_scopes(settings)
    assert scope.start_date > "2026-11-01"  # never run, nothing stored: its partitions start yesterday
    with DagsterInstance.ephemeral() as instance:
        result = import_runs(import_seed002_log(log, suite="sample"), scope=scope, reports_root=reports,
                             instance=instance)
        assert result.imported == ["2026-11-01", "2026-11-02"] and result.before_start == []
        # the imported history is the suite's first run: its partitions now start there
        assert [s.start_date for s in discover_scopes(settings)] == ["2026-11-01"]
        records = instance.fetch_materializations(
            AssetRecordsFilter(asset_key=AssetKey(["sample", "eval_report"]),
                               asset_partitions=["2026-11-02"]), limit=1).records
        # the last run of a day (line 3) wins
        assert records and records[0].asset_materialization.metadata["source"].value == "results-log:results.jsonl:3"
        assert json.loads((reports / "sample" / "2026-11-02" / "summary.json").read_text())["source"] == \
            "results-log:results.jsonl:3"
        _run(paths, instance, "2026-11-03")
        # a native report is never replaced by a later import
        again = import_runs(import_seed002_log(log, suite="sample"), scope=scope, reports_root=reports,
                            instance=instance)
        assert again.imported == ["2026-11-01", "2026-11-02"]
    drift = drift_stage(load_suite(paths["suite"]), "2026-11-03", reports_root=reports)
    assert drift.metadata["previous_date"] == "2026-11-02"
    markdown = (reports / "sample" / "2026-11-03" / "summary.md").read_text()
    assert "## Trends" in markdown


def test_history_before_a_declared_start_date_is_imported_and_said_to_be_outside_the_partitions(tmp_path):
    paths = write_tiny_project(tmp_path, suite_overrides={"start_date": "2026-11-02"})
    log = tmp_path / "results.jsonl"
    log.write_text("".join(json.dumps({"timestamp": f"2026-11-0{day}T02:00:00Z", "composite_score": 0.9,
                                       "test_count": 4, "failures": 0}) + "\n" for day in (1, 2)))
    [scope] = discover_scopes(project_settings(paths))
    assert (scope.start_date, scope.start_declared) == ("2026-11-02", True)
    with DagsterInstance.ephemeral() as instance:
        result = import_runs(import_seed002_log(log, suite="sample"), scope=scope,
                             reports_root=Path(paths["home"]) / "reports", instance=instance)
    assert result.imported == ["2026-11-01", "2026-11-02"] and result.before_start == ["2026-11-01"]
    assert [s.start_date for s in discover_scopes(project_settings(paths))] == ["2026-11-02"]  # declared wins
