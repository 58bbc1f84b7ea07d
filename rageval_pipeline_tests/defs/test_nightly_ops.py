"""Nightly operations: drift that names what changed, and a 7-day backfill that re-scores history
from stored responses — no system call, and no new judge call for unchanged verdicts."""

import json
from pathlib import Path

import pytest
from dagster import DagsterInstance

from rageval_pipeline.defs.resources import JudgeResource
from rageval_pipeline_tests.defs.test_claude_pipeline import reply_for
from rageval_pipeline_tests.fakes.messages_api import FakeMessagesAPI
from rageval_pipeline_tests.support.graph import run_suite
from rageval_pipeline_tests.support.tiny_project import write_tiny_project

RESCORE = ["retrieval_scores", "judge_verdicts", "case_scores", "ab_comparison", "eval_report", "score_drift"]


def _run(paths, instance, date, *, resources=None, selection=None):
    return run_suite(paths, instance, date, resources=resources, selection=selection)


def test_a_corpus_edit_is_named_as_the_cause_with_the_flipped_cases(tmp_path, monkeypatch):
    paths = write_tiny_project(tmp_path)
    monkeypatch.setenv("RAGEVAL_HOME", str(paths["home"]))
    with DagsterInstance.ephemeral() as instance:
        _run(paths, instance, "2026-11-18")
        policy = paths["corpus"] / "policies" / "refunds.txt"
        policy.write_text(policy.read_text().replace("within 30 days", "within 14 days"))
        _run(paths, instance, "2026-11-19")
    folder = Path(paths["home"]) / "reports" / "sample" / "2026-11-19"
    drift = json.loads((folder / "drift.json").read_text())
    previous = drift["previous"]
    assert previous["baseline_date"] == "2026-11-18"
    assert previous["explanation"] == "corpus changed"
    assert "corpus_hash" in previous["changed_inputs"] and "dataset_hash" not in previous["changed_inputs"]
    flipped = {(f["qid"], f["kind"]) for f in previous["flips"]}
    assert any(qid == "t_001" for qid, _ in flipped), flipped
    assert "corpus changed" in (folder / "drift.md").read_text()


def test_first_partition_has_no_baseline_and_the_reports_carry_trend_charts(tmp_path, monkeypatch):
    paths = write_tiny_project(tmp_path)
    monkeypatch.setenv("RAGEVAL_HOME", str(paths["home"]))
    with DagsterInstance.ephemeral() as instance:
        _run(paths, instance, "2026-11-10")
        _run(paths, instance, "2026-11-11")
    first = json.loads((Path(paths["home"]) / "reports" / "sample" / "2026-11-10" / "drift.json").read_text())
    assert first["status"] == "no_baseline"
    second = Path(paths["home"]) / "reports" / "sample" / "2026-11-11"
    assert json.loads((second / "drift.json").read_text())["previous"]["explanation"] == "no change"
    markdown = (second / "summary.md").read_text()
    assert "## Trends" in markdown and "](trends/composite.png)" in markdown
    assert (second / "trends" / "composite.png").stat().st_size > 1000


@pytest.mark.slow
def test_seven_day_backfill_rescores_without_calling_system_or_judge_again(tmp_path, monkeypatch, counting_system):
    paths = write_tiny_project(tmp_path, suite_overrides={
        "judge": {"kind": "auto", "passes": 3, "model": "claude-haiku-4-5", "embedder": "hashing-v1"}})
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-backfill-test")
    monkeypatch.setenv("RAGEVAL_HOME", str(paths["home"]))
    dates = [f"2026-11-{day:02d}" for day in range(1, 8)]
    with FakeMessagesAPI(default=reply_for) as api, DagsterInstance.ephemeral() as instance:
        resources = {"system": counting_system, "judge": JudgeResource(base_url=api.base_url)}
        for date in dates:  # the nightly captures: system answers once per date
            assert _run(paths, instance, date, resources=resources).success
        system_calls, judge_calls = len(counting_system.calls), len(api.message_requests)
        assert system_calls == 7 * 8
        for date in dates:  # the backfill: re-score every stored date with the current code
            result = _run(paths, instance, date, resources=resources, selection=RESCORE)
            assert result.success
            assert {e.step_key for e in result.all_events if e.is_step_success} >= {f"sample__{a}" for a in RESCORE}
        assert len(counting_system.calls) == system_calls  # zero system calls
        assert len(api.message_requests) == judge_calls    # every verdict came from the judge cache
