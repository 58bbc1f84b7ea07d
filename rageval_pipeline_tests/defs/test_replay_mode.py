"""Seed 000's replay mode, as CI runs it: the `sample_replay` suite replays frozen responses and
frozen verdicts (data/replay/), calls nothing, and is byte-for-byte deterministic — so any change
in these numbers is a change in the evaluation code, caught here."""

import json
from pathlib import Path

import pytest
from dagster import DagsterInstance

from rageval_pipeline_tests.support.graph import run_suite

ROOT = Path(__file__).resolve().parents[2]
DATE = "2026-11-20"


def _replay(home: Path):
    project = {"suites": ROOT / "data" / "suites", "home": home, "root": ROOT}
    with DagsterInstance.ephemeral() as instance:
        result = run_suite(project, instance, DATE, suite="sample_replay")
    folder = home / "reports" / "sample_replay" / "2026-11-20"
    return result, {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_replay_is_byte_for_byte_deterministic_with_the_exact_kpis(tmp_path):
    first_result, first = _replay(tmp_path / "a")
    _, second = _replay(tmp_path / "b")
    assert {"per_question.jsonl", "summary.json", "summary.md", "drift.json", "drift.md",
            "trends/composite.png"} <= set(first)
    assert first == second

    checks = {e.check_name: e.passed for e in first_result.get_asset_check_evaluations()}
    assert checks["error_rate_within_threshold"] and checks["value_over_baseline"]
    assert checks["critical_cases_pass"] is False  # the reference answerer quotes the superseded refund policy

    summary = json.loads(first["summary.json"])
    assert summary["mode"] == "replay" and summary["dataset"]["cases"] == 42
    ab = summary["ab"]
    assert (ab["wins"], ab["losses"], ab["ties"], ab["errors"]) == (3, 4, 35, 0)
    assert ab["win_rate"]["value"] == pytest.approx(0.071429)
    assert (ab["win_rate"]["low"], ab["win_rate"]["high"]) == pytest.approx((0.02459, 0.190094))
    assert ab["sign_test_p"] == 1.0 and ab["verdict"] == "no_significant_difference"
    assert summary["variants"]["full"]["scores"]["critical_failed"] == ["ve_015"]
    golden = {  # recall@5, mrr@5, ndcg@5, composite, passed, hallucination rate
        "baseline": (0.8, 0.609048, 0.629942, 0.724247, 11, 0.238095),
        "full": (0.985714, 0.753333, 0.80288, 0.822665, 17, 0.238095),
    }
    for variant, (recall, mrr, ndcg, composite, passed, halluc) in golden.items():
        v = summary["variants"][variant]
        means = v["retrieval"]["means"]
        assert (means["recall@5"], means["mrr@5"], means["ndcg@5"]) == pytest.approx((recall, mrr, ndcg))
        assert v["scores"]["metrics"]["composite"]["mean"] == pytest.approx(composite)
        assert v["scores"]["passed"] == passed and v["scores"]["hallucination_rate"] == pytest.approx(halluc)
    assert b"## Full vs baseline" in first["summary.md"]
    # the rubric sees no significant difference; the scorecard shows where full is better, paired by case
    card = {(r["metric"], r["variant"]): r for r in summary["scorecard"]["rows"]}
    assert summary["scorecard"]["base"] == "baseline"
    assert card[("recall@5", "full")]["delta"] == pytest.approx(0.985714 - 0.8, abs=1e-6)
    assert card[("composite", "full")]["delta"] == pytest.approx(0.822665 - 0.724247, abs=1e-6)
    assert card[("recall@5", "full")]["significant"] and card[("composite", "full")]["significant"]
    assert not card[("hallucination_rate", "full")]["significant"]  # 0.238 on both
    assert card[("rubric_outcome", "full")]["p_value"] == 1.0  # 3 wins vs 4 losses, as the A/B says
    assert b"Scorecard: `full` differs significantly from `baseline` on recall@5" in first["summary.md"]
