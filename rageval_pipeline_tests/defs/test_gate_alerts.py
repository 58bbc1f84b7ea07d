"""Failed gates are failed checks of a successful run, and the gate-alert sensor posts them to a
webhook (a real local HTTP server here)."""

import json

import pytest
from dagster import (
    DagsterEventType,
    DagsterInstance,
    SkipReason,
    build_run_status_sensor_context,
)
from pytest_httpserver import HTTPServer

from rageval_pipeline.core.reports.alerts import WEBHOOK_ENV
from rageval_pipeline.defs.alerts import gate_alert_sensor
from rageval_pipeline_tests.support.graph import run_suite
from rageval_pipeline_tests.support.tiny_project import write_tiny_project

KEY = "2026-11-20"


def _run_with_failing_gate(tmp_path, instance):
    # a composite threshold no answer reaches: the gate fails, nothing crashes
    paths = write_tiny_project(tmp_path, suite_overrides={"thresholds": {"max_error_rate": 0.5, "composite": 0.99}})
    return run_suite(paths, instance, KEY)


def _sensor_context(instance, run_id):
    run = instance.get_run_by_id(run_id)
    [success] = instance.all_logs(run_id, of_type=DagsterEventType.RUN_SUCCESS)
    return build_run_status_sensor_context(sensor_name="gate_alert_sensor", dagster_event=success.dagster_event,
                                           dagster_instance=instance, dagster_run=run)


def test_a_failed_gate_is_a_failed_check_of_a_successful_run(tmp_path):
    with DagsterInstance.ephemeral() as instance:
        result = _run_with_failing_gate(tmp_path, instance)
        assert result.success  # the evaluation worked: it found a problem
        checks = {e.check_name: e.passed for e in result.get_asset_check_evaluations()}
        assert not checks["quality_thresholds"] and not checks["all_gates_pass"]
        assert checks["dataset_valid"] and checks["error_rate_within_threshold"]
        failures = [e for e in result.all_events if e.is_step_failure]
        assert failures == []


def test_the_sensor_posts_failed_gates_to_the_webhook(tmp_path, monkeypatch, httpserver: HTTPServer):
    httpserver.expect_oneshot_request("/hooks/nightly", method="POST").respond_with_data("ok")
    monkeypatch.setenv(WEBHOOK_ENV, httpserver.url_for("/hooks/nightly"))
    with DagsterInstance.ephemeral() as instance:
        result = _run_with_failing_gate(tmp_path, instance)
        assert gate_alert_sensor(_sensor_context(instance, result.run_id)) is None
    [(request, _)] = httpserver.log
    body = json.loads(request.get_data())
    assert body["kind"] == "rageval.gates_failed" and body["run_id"] == result.run_id
    assert body["partitions"] == [KEY]
    failed = {(f["asset"], f["check"]) for f in body["failed"]}
    assert {("sample/eval_report", "quality_thresholds"), ("sample/score_drift", "all_gates_pass")} <= failed
    assert "- sample/eval_report.quality_thresholds: " in body["text"]  # the suite is named in each line
    # a run of assets rather than of a named job (the UI's Materialize, a backfill) is named by its suite
    assert body["job"] == "suite sample" and f"failed in suite sample ({KEY})" in body["text"]
    quality = next(f for f in body["failed"] if f["check"] == "quality_thresholds")
    assert "0.99" in quality["description"] and body["text"].startswith("rageval: ")


def test_without_a_webhook_the_sensor_skips_with_a_reason(tmp_path, monkeypatch):
    monkeypatch.delenv(WEBHOOK_ENV, raising=False)
    with DagsterInstance.ephemeral() as instance:
        result = _run_with_failing_gate(tmp_path, instance)
        outcome = gate_alert_sensor(_sensor_context(instance, result.run_id))
    assert isinstance(outcome, SkipReason) and WEBHOOK_ENV in outcome.skip_message


def test_a_webhook_error_never_quotes_the_url(tmp_path, monkeypatch, httpserver: HTTPServer):
    from rageval_pipeline.core.errors import StorageError

    httpserver.expect_oneshot_request("/hooks/T0KEN-secret", method="POST").respond_with_data("no", status=500)
    monkeypatch.setenv(WEBHOOK_ENV, httpserver.url_for("/hooks/T0KEN-secret"))
    with DagsterInstance.ephemeral() as instance:
        result = _run_with_failing_gate(tmp_path, instance)
        with pytest.raises(StorageError) as caught:
            gate_alert_sensor(_sensor_context(instance, result.run_id))
    assert "HTTP 500" in str(caught.value) and "T0KEN" not in str(caught.value)
