import copy
import json

import pytest

from rageval_pipeline.core.errors import ConfigError, RagEvalError
from rageval_pipeline.core.reports.drift import (
    EXPLANATION_PRECEDENCE,
    SummaryShapeError,
    compare_metric,
    compute_drift,
    explain_change,
    headline_metrics,
    render_drift_markdown,
)

PROV = {"dataset_hash": "d1", "corpus_hash": "c1", "system_config_hash": "s1", "suite_config_hash": "u1",
        "answers_hash": "a1", "judge": "local", "judge_prompt_version": "p1", "code_version": "v1"}


def summary(date="2026-11-21", composite=0.8, faith=0.9, halluc=0.1, p95=100.0, win=0.6, cost=0.5, recall5=0.7,
            provenance=None):
    return {
        "suite": "s", "date": date, "retrieval_config": {"ks": [1, 5], "primary_k": 5},
        "variants": {"full": {
            "responses": {"latency_p95_ms": p95},
            "retrieval": {"means": {"recall@1": 0.5, "mrr@1": 0.5, "ndcg@1": 0.5, "recall@5": recall5,
                                    "mrr@5": 0.6, "ndcg@5": 0.65}},
            "scores": {"metrics": {"composite": {"mean": composite}, "faithfulness": {"mean": faith},
                                   "answer_relevance": {"mean": 0.7}, "context_precision": {"mean": None},
                                   "context_recall": {"mean": 0.6}},
                       "hallucination_rate": halluc, "pass_rate": 0.5},
        }},
        "judge": {"cost_usd": cost},
        "ab": {"full": "full", "baseline": "base", "win_rate": {"value": win}, "llm": {"cost_usd": 0.1}},
        "provenance": dict(PROV if provenance is None else provenance),
    }


def by_name(report, against="previous"):
    comp = report.previous if against == "previous" else report.reference
    return {m.metric: m for m in comp.metrics}


def drift(cur, prev, tolerance=0.05, warn_at=0.02, **kw):
    return compute_drift(cur, prev, current_rows=kw.pop("current_rows", []), previous_rows=kw.pop("previous_rows", []),
                         tolerance=tolerance, warn_at=warn_at, **kw)


def test_headline_metrics_flattens_every_headline():
    h = headline_metrics(summary())
    assert h["full/composite"] == 0.8 and h["full/faithfulness"] == 0.9
    assert h["full/recall@5"] == 0.7 and h["full/ndcg@5"] == 0.65 and h["full/mrr@1"] == 0.5
    assert h["full/hallucination_rate"] == 0.1 and h["full/pass_rate"] == 0.5
    assert h["full/latency_p95_ms"] == 100.0 and h["value_win_rate"] == 0.6
    assert h["judge_cost_usd"] == 0.5 and h["ab_judge_cost_usd"] == 0.1
    assert h["full/context_precision"] is None


def test_golden_deltas_and_direction_aware_statuses():
    cur = summary(composite=0.7, faith=0.95, halluc=0.2, p95=150.0, win=0.59, cost=0.5)
    m = by_name(drift(cur, summary(date="2026-11-20")))
    assert m["full/composite"].delta == pytest.approx(-0.1) and m["full/composite"].status == "fail"
    assert m["full/faithfulness"].delta == pytest.approx(0.05) and m["full/faithfulness"].status == "ok"
    # an increase is the bad direction for hallucination rate, latency and cost
    assert m["full/hallucination_rate"].drop == pytest.approx(0.1) and m["full/hallucination_rate"].status == "fail"
    assert m["full/latency_p95_ms"].scale == "relative" and m["full/latency_p95_ms"].drop == pytest.approx(0.5)
    assert m["full/latency_p95_ms"].status == "fail"
    assert m["value_win_rate"].drop == pytest.approx(0.01) and m["value_win_rate"].status == "ok"
    assert m["judge_cost_usd"].status == "ok" and m["judge_cost_usd"].delta == 0.0
    # a lower hallucination rate is an improvement, not a drop
    better = by_name(drift(summary(halluc=0.0), summary()))["full/hallucination_rate"]
    assert better.status == "ok" and better.reason == "improved"


@pytest.mark.parametrize("composite,status", [
    (0.78, "warn"),      # drop 0.02 == warn_at -> warn
    (0.781, "ok"),       # drop 0.019 < warn_at
    (0.75, "warn"),      # drop 0.05 == tolerance -> not beyond it
    (0.749, "fail"),     # drop 0.051 > tolerance
])
def test_tolerance_boundaries(composite, status):
    m = by_name(drift(summary(composite=composite), summary(composite=0.8)))["full/composite"]
    assert m.status == status


def test_zero_cost_rise_fails_without_relative_scale():
    m = compare_metric("judge_cost_usd", (0.3, ""), (0.0, ""), tolerance=0.5, warn_at=0.1)
    assert m.status == "fail" and m.drop is None and "from 0" in m.reason


def test_unmeasured_on_either_side_has_reason():
    m = by_name(drift(summary(), summary()))["full/context_precision"]
    assert m.status == "unmeasured" and m.delta is None and "no case measured context_precision" in m.reason
    prev = summary()
    prev["ab"] = None
    rep = drift(summary(), prev)
    win = by_name(rep)["value_win_rate"]
    assert win.status == "unmeasured" and "no A/B" in win.reason


def test_metric_lost_measurement_warns():
    cur = summary(faith=None)
    rep = drift(cur, summary())
    assert by_name(rep)["full/faithfulness"].status == "unmeasured"
    assert rep.status == "warn" and "no longer measured: full/faithfulness" in rep.previous.reason


def row(qid, status="pass", halluc=2, gold=(1,), response_status="ok", variant="full"):
    return {"qid": qid, "variant": variant, "status": status, "response_status": response_status,
            "rubric": {"hallucination": halluc, "unsupported_claims": ["x"] if halluc < 2 else []},
            "gold_hit_ranks": list(gold), "fail_reasons": ["correctness 0 < 1"] if status == "fail" else [],
            "error": "timeout" if response_status == "error" else None}


def test_case_flips():
    prev = [row("q1"), row("q2", status="fail"), row("q3"), row("q4", gold=(2, 3)), row("q5"), row("q9")]
    cur = [row("q1", status="fail"), row("q2"), row("q3", halluc=1), row("q4", gold=()),
           row("q5", status="error", response_status="error"), row("q10")]
    rep = drift(summary(), summary(), current_rows=cur, previous_rows=prev)
    flips = {(f.qid, f.kind) for f in rep.previous.flips}
    assert flips == {("q1", "pass_to_fail"), ("q2", "fail_to_pass"), ("q3", "new_hallucination"),
                     ("q4", "newly_missed_gold"), ("q5", "new_error")}
    assert rep.previous.cases_added == ["q10/full"] and rep.previous.cases_removed == ["q9/full"]
    q1 = next(f for f in rep.previous.flips if f.qid == "q1")
    assert "correctness 0 < 1" in q1.detail


def test_flips_are_keyed_by_variant():
    prev = [row("q1", variant="base"), row("q1", variant="full")]
    cur = [row("q1", variant="base"), row("q1", status="fail", variant="full")]
    rep = drift(summary(), summary(), current_rows=cur, previous_rows=prev)
    assert [(f.variant, f.kind) for f in rep.previous.flips] == [("full", "pass_to_fail")]


@pytest.mark.parametrize("changed,expected", [
    ({"dataset_hash", "corpus_hash", "answers_hash"}, "dataset changed"),
    ({"corpus_hash", "system_config_hash", "answers_hash"}, "corpus changed"),
    ({"system_config_hash", "code_version", "answers_hash"}, "system config changed"),
    # a new threshold, weight or pass rule: the answers are the same, their scoring is not
    ({"suite_config_hash"}, "suite settings changed"),
    ({"suite_config_hash", "code_version", "judge"}, "suite settings changed"),
    ({"code_version", "judge", "answers_hash"}, "code changed"),
    ({"judge", "answers_hash"}, "judge changed"),
    ({"judge_prompt_version"}, "judge changed"),
    ({"answers_hash"}, "system answers changed"),
])
def test_explanation_precedence(changed, expected):
    prev = dict(PROV)
    cur = {k: (v + "-new" if k in changed else v) for k, v in PROV.items()}
    rep = drift(summary(provenance=cur, composite=0.7), summary(provenance=prev))
    assert rep.previous.explanation == expected
    order = [k for k, _ in EXPLANATION_PRECEDENCE]
    assert rep.previous.changed_inputs == sorted(changed, key=order.index)


def test_nothing_changed_but_scores_moved_and_no_change():
    assert drift(summary(composite=0.7), summary()).previous.explanation == "nothing changed but scores moved"
    # latency jitter alone is not "scores moved"
    assert drift(summary(p95=130.0), summary()).previous.explanation == "no change"


def test_incomplete_provenance_and_legacy_aliases():
    legacy = {"dataset_hash": "d1", "suite_config_hash": "s1", "answers_hash": "a1", "judges": ["local"]}
    changed, unknown, why = explain_change({**legacy, "judges": ["anthropic"]}, legacy, scores_moved=True)
    assert changed == ["judge"] and why == "judge changed"
    assert set(unknown) == {"corpus_hash", "code_version", "judge_prompt_version"}
    assert explain_change(legacy, legacy, scores_moved=True)[2] == "provenance incomplete"
    assert explain_change(legacy, legacy, scores_moved=False)[2] == "no change"


def test_no_baseline():
    rep = drift(summary(), None)
    assert rep.status == "no_baseline" and "no previous partition" in rep.reason
    assert rep.previous.status == "no_baseline" and rep.previous.metrics == []
    json.dumps(rep.model_dump(mode="json"))
    assert "no_baseline" in render_drift_markdown(rep)


def test_reference_comparison_alongside_previous():
    ref = summary(date="2026-01-01", composite=0.9)
    rep = drift(summary(composite=0.8), summary(date="2026-11-20", composite=0.8), reference=ref,
                reference_rows=[row("q1")], current_rows=[row("q1", status="fail")])
    assert rep.previous.status == "ok" and rep.reference.status == "fail"
    assert rep.status == "fail" and rep.reference.baseline_date == "2026-01-01"
    assert [f.kind for f in rep.reference.flips] == ["pass_to_fail"] and rep.previous.flips == []
    md = render_drift_markdown(rep)
    assert "pinned reference (2026-01-01)" in md and "| full/composite | 0.9000 | 0.8000 | -0.1000 | fail |" in md


def test_report_is_json_safe_and_deterministic():
    a = drift(summary(composite=0.7), summary()).model_dump(mode="json")
    b = drift(summary(composite=0.7), summary()).model_dump(mode="json")
    assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def test_bad_input_is_located():
    bad = summary()
    bad["variants"]["full"]["scores"]["metrics"]["composite"]["mean"] = "high"
    with pytest.raises(SummaryShapeError, match=r"summary\[2026-11-21\]: variants.full.scores.metrics.composite.mean"):
        drift(bad, summary())
    nan = copy.deepcopy(summary())
    nan["judge"]["cost_usd"] = float("nan")
    with pytest.raises(RagEvalError, match="judge.cost_usd"):
        drift(summary(), nan)
    with pytest.raises(SummaryShapeError, match=r"per_question.jsonl:2: qid"):
        drift(summary(), summary(), current_rows=[row("q1"), {"variant": "full"}])
    with pytest.raises(ConfigError, match="warn_at"):
        drift(summary(), summary(), tolerance=0.01, warn_at=0.02)


def test_latency_changes_inside_the_noise_floor_are_ok():
    from rageval_pipeline.core.reports.drift import compare_metric

    tiny = compare_metric("full/latency_p95_ms", (5.0, ""), (2.0, ""), tolerance=0.05, warn_at=0.02,
                          relative=(1.0, 0.5), latency_floor_ms=50.0)
    assert tiny.status == "ok" and "noise floor" in tiny.reason
    real = compare_metric("full/latency_p95_ms", (900.0, ""), (400.0, ""), tolerance=0.05, warn_at=0.02,
                          relative=(1.0, 0.5), latency_floor_ms=50.0)
    assert real.status == "fail" and real.drop == 1.25


def test_document_level_retrieval_is_tracked_and_unlabelled_families_are_not_listed():
    def qa_json(date, doc_recall):
        s = summary(date=date)
        s["variants"]["full"]["retrieval"] = {"means": {"doc_recall@5": doc_recall, "doc_mrr@5": 0.9,
                                                        "doc_ndcg@5": 0.9}}
        return s

    report = drift(qa_json("2026-11-21", 0.8571), qa_json("2026-11-20", 1.0))
    metrics = by_name(report)
    assert metrics["full/doc_recall@5"].status == "fail" and metrics["full/doc_recall@5"].delta == pytest.approx(-0.1429)
    # no page spans labelled: no "recall@5 not in retrieval means" rows, on either day
    assert not any(m.endswith(("/recall@5", "/mrr@1", "/ndcg@5")) for m in metrics)



def test_losses_appearing_beside_unchanged_wins_are_drift():
    before, after = summary(date="2026-11-20"), summary(date="2026-11-21")
    before["ab"]["loss_rate"], after["ab"]["loss_rate"] = {"value": 0.0}, {"value": 0.25}
    metrics = by_name(drift(after, before))
    assert metrics["value_win_rate"].status == "ok"
    assert metrics["ab_loss_rate"].status == "fail" and metrics["ab_loss_rate"].direction == "lower_is_better"


def test_a_baseline_without_per_case_rows_lists_no_case_as_added():
    # imported history keeps the summary only: its per_question.jsonl is empty
    rep = drift(summary(), summary(), current_rows=[row("q1"), row("q2")], previous_rows=[])
    assert rep.previous.cases_added == [] and rep.previous.flips == [] and rep.previous.case_changes is None
