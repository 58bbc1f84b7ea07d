import pytest

from rageval_pipeline.core.config.suites import PassRule, parse_suite
from rageval_pipeline.core.metrics.scoring import (
    CaseScore,
    composite_score,
    score_case,
    summarize_case_scores,
)
from rageval_pipeline.core.records.schemas import (
    CitationRule,
    EvalCase,
    RequiredFact,
    Rubric,
    Score,
    SystemResponse,
    Verdict,
    error_verdict,
)
from rageval_pipeline.core.reports.gates import decide_exit_code as exit_code
from rageval_pipeline.core.reports.gates import evaluate_gates
from rageval_pipeline.core.reports.run_summary import Gate, load_summary

W = {"faithfulness": 0.4, "answer_relevance": 0.2, "context_precision": 0.2, "context_recall": 0.2}


def scores(**values):
    out = {n: Score(value=0.5) for n in W}
    for name, v in values.items():
        out[name] = Score(value=v) if isinstance(v, float) else Score.unmeasured(v)
    return out


def test_composite_weighted_mean_golden():
    s, renorm = composite_score(scores(faithfulness=1.0, answer_relevance=0.5, context_precision=0.25, context_recall=0.0), W)
    assert s.value == pytest.approx(0.4 * 1.0 + 0.2 * 0.5 + 0.2 * 0.25)  # 0.55
    assert not renorm and s.reason == ""


def test_composite_renormalises_over_measured_and_flags_it():
    s, renorm = composite_score(scores(faithfulness=1.0, answer_relevance=0.5,
                                       context_precision="no contexts", context_recall="no contexts"), W)
    assert s.value == pytest.approx((0.4 * 1.0 + 0.2 * 0.5) / 0.6)  # 0.833333
    assert renorm and "context_precision" in s.reason and "context_recall" in s.reason


def test_composite_unmeasured_when_nothing_measured():
    s, renorm = composite_score({n: Score.unmeasured("judge down") for n in W}, W)
    assert not s.measured and "judge down" in s.reason and renorm


CASE = EvalCase(id="c1", question="Q?", critical=True, tags=["policy"], source_format="outcome_json",
                required_facts=[RequiredFact(fact_id="f1", claim="x",
                                             must_cite=[CitationRule(doc="a.txt", quote_contains="x")])])
RESP = SystemResponse(case_id="c1", variant="full", system="s", question="Q?", answer="A", contexts=[], latency_ms=10.0)


def verdict(rubric: Rubric, value: float = 0.9) -> Verdict:
    return Verdict(case_id="c1", variant="full", judge="local", rubric=rubric, confidence=0.9,
                   faithfulness=Score(value=value), answer_relevance=Score(value=value),
                   context_precision=Score(value=value), context_recall=Score(value=value),
                   semantic_similarity=Score.unmeasured("no ground truth"))


GOOD = Rubric(correctness=2, completeness=2, evidence=2, hallucination=2)


def test_pass_rule_seed000():
    rule = PassRule(min_composite=0.6, min_correctness=1, min_evidence=1, min_hallucination=2)
    assert score_case(CASE, RESP, verdict(GOOD), weights=W, rule=rule).status == "pass"
    weak = score_case(CASE, RESP, verdict(GOOD.model_copy(update={"evidence": 0, "hallucination": 1})), weights=W, rule=rule)
    assert weak.status == "fail" and weak.fail_reasons == ["evidence 0 < 1", "hallucination 1 < 2"]
    assert weak.hallucinated is True
    low = score_case(CASE, RESP, verdict(GOOD, value=0.3), weights=W, rule=rule)
    assert low.fail_reasons == ["composite 0.300 < 0.6"]


def test_errors_are_error_rows_with_reason_not_zero():
    sys_err = RESP.model_copy(update={"status": "error", "error": "HTTP 500", "answer": None})
    row = score_case(CASE, sys_err, None, weights=W, rule=PassRule())
    assert row.status == "error" and row.error == "system error: HTTP 500"
    assert not row.composite.measured and row.composite.reason == "system error: HTTP 500"
    judge_err = score_case(CASE, RESP, error_verdict("c1", "full", "anthropic:x", "all passes failed"), weights=W,
                           rule=PassRule())
    assert judge_err.status == "error" and "judge error: all passes failed" == judge_err.error


def _suite(**thresholds):
    return parse_suite({"name": "s", "dataset": {"path": "x.json"}, "variants": {"base": {}, "full": {}},
                        "ab": {"baseline": "base", "full": "full"}, "thresholds": thresholds}, source="s.yaml")


def _summary(rows_by_variant, recall):
    variants = {}
    for name, rows in rows_by_variant.items():
        agg = summarize_case_scores(rows)[name]
        variants[name] = {"responses": {"error_rate": agg["error_rate"]},
                          "retrieval": {"means": {"recall@5": recall[name]}}, "scores": agg}
    return load_summary({"suite": "s", "date": "2026-11-20", "mode": "live", "variants": variants})


def test_gates_and_exit_codes():
    rule = PassRule(min_composite=0.5)
    good = score_case(CASE, RESP, verdict(GOOD), weights=W, rule=rule)
    bad = score_case(CASE, RESP, verdict(GOOD, value=0.1), weights=W, rule=rule)
    base = good.model_copy(update={"variant": "base"})
    suite = _suite(**{"retrieval": {"recall@5": 0.5}, "composite": 0.5})
    gates = evaluate_gates(suite, _summary({"base": [base], "full": [good]}, {"base": 0.1, "full": 0.9}))
    assert [g.name for g in gates] == ["error_rate", "error_rate", "recall@5", "composite", "critical_cases"]
    assert all(g.passed for g in gates) and exit_code(gates) == 0  # baseline's poor recall is not gated
    gates = evaluate_gates(suite, _summary({"base": [base], "full": [good]}, {"base": 0.9, "full": 0.2}))
    assert exit_code(gates) == 1
    gates = evaluate_gates(suite, _summary({"base": [base], "full": [bad]}, {"base": 0.9, "full": 0.9}))
    assert exit_code(gates) == 2 and "c1" in gates[-1].reason


def test_gate_on_unmeasured_metric_fails_with_reason():
    suite = _suite(metrics={"faithfulness": 0.5})
    row = score_case(CASE, RESP, error_verdict("c1", "full", "local", "x"), weights=W, rule=PassRule())
    gates = evaluate_gates(suite, _summary({"full": [row]}, {"full": None}))
    faith = [g for g in gates if g.name == "faithfulness"][0]
    assert not faith.passed and faith.reason.startswith("unmeasured")


def test_judge_warnings_such_as_truncation_reach_the_report():
    from rageval_pipeline.core.reports.markdown import render_summary_markdown
    from rageval_pipeline.core.stages import judge_metadata

    truncated = verdict(GOOD).model_copy(update={"warnings": ["contexts truncated to 24000 characters"]})
    meta = judge_metadata([truncated, truncated.model_copy(update={"case_id": "c2"}), verdict(GOOD)])
    assert meta["warnings"] == [{"warning": "contexts truncated to 24000 characters", "cases": 2}]
    summary = {"suite": "s", "date": "2026-11-20", "status": "pass", "mode": "live",
               "dataset": {"cases": 3, "negatives": 0, "critical": 0, "content_hash": "h"}, "judge": meta,
               "gates": [], "retrieval_config": {"ks": [5], "near_page_tolerance": 1, "scope": "x"}, "variants": {}}
    markdown = render_summary_markdown(summary)
    assert "## Judge warnings" in markdown and "| contexts truncated to 24000 characters | 2 |" in markdown


# -- what the composite is made of ---------------------------------------------------------------

ANSWERABLE = EvalCase(id="a1", question="Q?", source_format="qa_json", ground_truth="A.")


def _row(case_id: str, *, contexts: bool) -> CaseScore:
    """A case judged with (all four metrics measured) or without contexts (relevance only)."""
    no_ctx = "system did not provide contexts"
    v = verdict(GOOD).model_copy(update={"case_id": case_id})
    if not contexts:
        v = v.model_copy(update={"faithfulness": Score.unmeasured(no_ctx), "context_precision": Score.unmeasured(no_ctx),
                                 "context_recall": Score.unmeasured(no_ctx)})
    case = ANSWERABLE.model_copy(update={"id": case_id})
    resp = RESP.model_copy(update={"case_id": case_id})
    return score_case(case, resp, v, weights=W, rule=PassRule(min_composite=0.5))


def test_case_coverage_is_the_measured_share_of_the_weight():
    assert _row("a1", contexts=True).composite_coverage == 1.0
    assert _row("a1", contexts=False).composite_coverage == pytest.approx(0.2)  # answer relevance alone


def test_composite_gate_fails_when_only_answer_relevance_was_measured():
    rows = [_row(f"a{i}", contexts=False) for i in range(5)]
    assert all(r.composite.value == pytest.approx(0.9) for r in rows)  # the number alone looks fine
    suite = _suite(composite=0.5)
    gates = evaluate_gates(suite, _summary({"full": rows}, {"full": None}))
    composite = next(g for g in gates if g.name == "composite")
    assert not composite.passed and composite.family == "quality" and composite.exit_code == 1
    assert composite.reason.startswith("composite leaves out faithfulness (a composite gate needs it measured on at "
                                       "least half the cases); it covers 20% of the weight")
    assert "faithfulness on 5/5 cases (system did not provide contexts)" in composite.reason
    assert exit_code(gates) == 1


def test_composite_gate_passes_when_faithfulness_is_measured_on_most_cases():
    rows = [_row("a1", contexts=True), _row("a2", contexts=True), _row("a3", contexts=False)]
    gates = evaluate_gates(_suite(composite=0.5), _summary({"full": rows}, {"full": None}))
    assert next(g for g in gates if g.name == "composite").passed


def test_required_coverage_share_is_configurable():
    rows = [_row("a1", contexts=True), _row("a2", contexts=False)]  # mean coverage 0.6
    strict = _suite(composite=0.5, composite_coverage=0.9)
    gate = next(g for g in evaluate_gates(strict, _summary({"full": rows}, {"full": None})) if g.name == "composite")
    assert not gate.passed and "covers 60% of the weight (needs >= 90%" in gate.reason
    lenient = _suite(composite=0.5, composite_coverage=0.0, composite_requires=[])
    gate = next(g for g in evaluate_gates(lenient, _summary({"full": [_row("a1", contexts=False)]}, {"full": None}))
                if g.name == "composite")
    assert gate.passed


def test_fail_under_applies_the_same_coverage_rule():
    from rageval_pipeline.core.reports.ci_report import cli_gates

    rows = [_row(f"a{i}", contexts=False) for i in range(3)]
    summary = _summary({"full": rows}, {"full": None}).model_copy(update={"weights": W})
    gate = cli_gates(summary, composite=0.8, metrics={})[0]
    assert not gate.passed and gate.reason.startswith("composite leaves out faithfulness")
    assert gate.reason.endswith("(--fail-under)")


def test_unknown_threshold_names_fail_at_load_listing_the_supported_ones():
    from rageval_pipeline.core.errors import ConfigError

    with pytest.raises(ConfigError, match=r"recal@5.*supported: recall@1, recall@3, recall@5"):
        _suite(retrieval={"recal@5": 0.6})
    with pytest.raises(ConfigError, match=r"faithfulnes.*supported: faithfulness, answer_relevance"):
        _suite(metrics={"faithfulnes": 0.8})
    with pytest.raises(ConfigError, match=r"recall@7"):
        _suite(retrieval={"recall@7": 0.6})  # 7 is not one of the suite's ks


def test_exit_code_is_decided_by_the_failing_gates_families():
    def gate(family: str, passed: bool, code: int) -> Gate:
        return Gate(name="g", family=family, variant="v", value=None, threshold=0.5, op=">=", passed=passed,
                    reason="r", exit_code=code)

    assert exit_code([]) == 0
    assert exit_code([gate("quality", True, 1), gate("critical", True, 2)]) == 0
    assert exit_code([gate("quality", False, 1)]) == 1
    assert exit_code([gate("quality", False, 1), gate("critical", False, 2)]) == 2
    assert exit_code([gate("quality", True, 1)], fatal=True) == 3


def test_gates_of_earlier_summaries_get_their_family():
    old = {"name": "recall@5", "kind": "threshold", "variant": "full", "value": 0.4, "threshold": 0.5, "op": ">=",
           "passed": False, "reason": "x"}
    assert Gate.model_validate(old).family == "retrieval"
    assert Gate.model_validate({**old, "name": "value_win_rate"}).family == "value"
    assert Gate.model_validate({**old, "name": "composite"}).family == "quality"
    critical = Gate.model_validate({**old, "name": "critical_cases", "kind": "critical"})
    assert critical.family == "critical" and critical.exit_code == 2


def test_hallucination_is_unmeasured_when_the_claims_were_checked_against_nothing():
    from rageval_pipeline.core.judges.local import LocalJudge
    from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder

    judge = LocalJudge(HashingEmbedder())
    bare = EvalCase(id="n1", question="What do non-members pay?", source_format="qa_json")
    referenced = bare.model_copy(update={"id": "n2", "ground_truth": "Non-members pay £35 per class."})

    def row(case, answer):
        response = SystemResponse(case_id=case.id, variant="full", system="s", question=case.question,
                                  answer=answer, contexts=None)
        return score_case(case, response, judge.judge(case, response)[0], weights=W, rule=PassRule())

    unchecked = row(bare, "Non-members pay £10 per class.")  # no contexts, no reference: nothing to check
    assert unchecked.hallucinated is None
    assert row(referenced, "Non-members pay £10 per class.").hallucinated is True  # checked against the reference
    assert row(bare, "The sources do not say.").hallucinated is False  # asserts nothing
    rows = [unchecked.model_copy(update={"case_id": f"n{i}"}) for i in range(3)]
    assert summarize_case_scores(rows)["full"]["hallucination_rate"] is None
    gates = evaluate_gates(_suite(max_hallucination_rate=0.2), _summary({"full": rows}, {"full": None}))
    rate = next(g for g in gates if g.name == "hallucination_rate")
    assert not rate.passed and rate.reason.startswith("unmeasured")


def test_judge_errors_count_in_the_error_rate_gate():
    rows = [score_case(CASE.model_copy(update={"id": f"j{i}"}), RESP.model_copy(update={"case_id": f"j{i}"}),
                       error_verdict(f"j{i}", "full", "anthropic", "all 3 passes failed: HTTP 401"),
                       weights=W, rule=PassRule()) for i in range(3)]
    agg = summarize_case_scores(rows)["full"]
    # the system answered every case (its error rate is 0); the judge scored none
    summary = load_summary({"suite": "s", "date": "2026-11-20", "mode": "live", "variants": {"full": {
        "responses": {"error_rate": 0.0}, "retrieval": {"means": {}}, "scores": agg}}})
    gate = next(g for g in evaluate_gates(_suite(), summary) if g.name == "error_rate")
    assert not gate.passed and gate.value == 1.0 and "the judge failed on cases the system answered" in gate.reason
    assert exit_code([gate]) == 1
