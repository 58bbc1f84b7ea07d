"""Negative cases are scored as negative cases: a correct refusal passes, a confident answer is a
hallucination, and a QA-JSON case whose ground truth says "not in the sources" is one."""

import json

import pytest

from rageval_pipeline.core.config.suites import PassRule
from rageval_pipeline.core.datasets import load_dataset
from rageval_pipeline.core.judges.local import LocalJudge
from rageval_pipeline.core.metrics.scoring import score_case
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase, SystemResponse
from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder

WEIGHTS = {"faithfulness": 0.4, "answer_relevance": 0.2, "context_precision": 0.2, "context_recall": 0.2}
CONTEXT = ContextChunk(text="Refunds are paid within 30 days of the request. Members pay £20 per class.",
                       doc_id="policy.md", start_page=1, end_page=1)


@pytest.fixture(scope="module")
def judge():
    return LocalJudge(HashingEmbedder())


def _score(judge, case, answer):
    response = SystemResponse(case_id=case.id, variant="v", system="s", question=case.question, answer=answer,
                              contexts=[CONTEXT])
    final = next(v for v in judge.judge(case, response) if v.pass_index is None)
    return final, score_case(case, response, final, weights=WEIGHTS, rule=PassRule(min_composite=0.5))


NEGATIVE = EvalCase(id="n1", question="What is the parental leave policy?", answerable=False,
                    ground_truth="The sources do not state this.", source_format="qa_json")


@pytest.mark.parametrize("refusal", ["The sources do not state this.", "I couldn't find this in the documents.",
                                     "There is no information about parental leave in the provided context."])
def test_a_correct_refusal_on_a_negative_case_passes(judge, refusal):
    verdict, row = _score(judge, NEGATIVE, refusal)
    assert row.status == "pass", row.fail_reasons
    assert verdict.rubric.correctness == 2 and verdict.rubric.hallucination == 2
    for metric in (row.context_precision, row.context_recall):
        assert metric.value is None and metric.reason == "negative case: nothing to retrieve"
    assert row.composite.value is not None  # made of what was measured, never of zeros


def test_a_confident_answer_on_a_negative_case_is_a_hallucination(judge):
    verdict, row = _score(judge, NEGATIVE, "Parents get 26 weeks of paid leave at full salary.")
    assert row.status == "fail" and verdict.rubric.hallucination == 0 and verdict.rubric.correctness == 0


def test_a_partial_refusal_is_judged_per_claim(judge):
    case = EvalCase(id="p1", question="How fast are refunds paid, and who approves them?",
                    ground_truth="Within 30 days.", source_format="qa_json")
    verdict, _ = _score(judge, case, "Refunds are paid within 30 days of the request. "
                                     "The sources do not say who approves them.")
    assert [c.claim for c in verdict.claims] == ["Refunds are paid within 30 days of the request."]
    assert verdict.faithfulness.value == 1.0  # the declining sentence is neither supported nor invented


def test_qa_json_ground_truth_saying_not_answerable_makes_a_negative_case(tmp_path):
    data = {"metadata": {"name": "neg"}, "test_cases": [
        {"id": "a", "question": "Leave policy?", "ground_truth": "Not stated in the sources."},
        {"id": "b", "question": "Refund window?", "ground_truth": "30 days."},
        {"id": "c", "question": "Oslo office?", "ground_truth": "Unknown", "answerable": True},
    ]}
    path = tmp_path / "tests.json"
    path.write_text(json.dumps(data))
    dataset = load_dataset(path)
    answerable = {c.id: c.answerable for c in dataset.cases}
    assert answerable == {"a": False, "b": True, "c": True}  # an explicit answerable wins
    assert any("treated as a negative case" in w for w in dataset.warnings)


def test_a_refusal_with_nothing_retrieved_passes_and_faithfulness_is_unmeasured(judge):
    response = SystemResponse(case_id="n1", variant="v", system="s", question=NEGATIVE.question,
                              answer="The sources do not state this.", contexts=[])
    verdict = next(v for v in judge.judge(NEGATIVE, response) if v.pass_index is None)
    row = score_case(NEGATIVE, response, verdict, weights=WEIGHTS, rule=PassRule(min_composite=0.5))
    assert row.status == "pass", row.fail_reasons
    assert verdict.faithfulness.value is None
    assert verdict.faithfulness.reason == "no claims to check: the answer declines"  # never the 0.0 auto-fail
    assert row.composite.value == 1.0 and verdict.answer_relevance.value == 1.0


@pytest.mark.parametrize("answer", ["Unknown.", "N/A", "I don't know."])
def test_bare_refusals_on_a_negative_case_pass(judge, answer):
    verdict, row = _score(judge, NEGATIVE, answer)
    assert row.status == "pass", row.fail_reasons
    assert (verdict.rubric.correctness, verdict.rubric.hallucination) == (2, 2)


def test_an_answer_that_declines_part_and_invents_the_rest_is_not_a_correct_refusal(judge):
    verdict, row = _score(judge, NEGATIVE, "Parents get 26 weeks of paid leave; the sources do not say who pays it.")
    assert row.status == "fail"
    assert verdict.rubric.correctness < 2 and verdict.rubric.hallucination < 2


def test_a_negation_about_the_world_is_an_answer_not_a_refusal(judge):
    verdict, row = _score(judge, NEGATIVE, "The leave policy does not apply to contractors.")
    assert row.status == "fail" and verdict.rubric.correctness == 0 and verdict.rubric.hallucination == 0


def test_a_partial_refusal_in_one_sentence_is_judged_per_clause(judge):
    case = EvalCase(id="p2", question="How fast are refunds paid, and how much does a class cost?",
                    ground_truth="Refunds are paid within 30 days. Members pay £20 per class.",
                    required_facts=[{"fact_id": "f1", "claim": "Refunds are paid within 30 days."},
                                    {"fact_id": "f2", "claim": "Members pay £20 per class."}],
                    source_format="outcome_json")
    verdict, _ = _score(judge, case, "Refunds are paid within 30 days of the request, but the documents do not "
                                     "mention what a class costs.")
    assert [c.claim for c in verdict.claims] == ["Refunds are paid within 30 days of the request"]
    assert verdict.faithfulness.value == 1.0  # the declining clause is not in the denominator
    assert verdict.rubric.missing_facts == ["f2"] and verdict.rubric.completeness == 1  # half the facts
    assert verdict.rubric.hallucination == 2
    assert "declined, not checked as claims" in verdict.reasoning


def test_a_refusal_on_an_answerable_case_is_not_rewarded(judge):
    case = EvalCase(id="a1", question="How fast are refunds paid?", ground_truth="Within 30 days of the request.",
                    source_format="qa_json")
    verdict, row = _score(judge, case, "The sources do not state this.")
    assert row.status == "fail" and verdict.rubric.correctness == 0
    assert verdict.context_recall.value is not None  # answerable: retrieval is still measured


def test_ground_truth_refusal_warning_names_the_case_and_labelled_evidence_keeps_it_answerable(tmp_path):
    data = {"metadata": {"name": "neg"}, "test_cases": [
        {"id": "q7", "question": "Leave policy?", "ground_truth": "The documents do not say."},
        {"id": "q8", "question": "Is the fee refundable?", "ground_truth": "No, the fee is not refundable."},
    ]}
    path = tmp_path / "tests.json"
    path.write_text(json.dumps(data))
    dataset = load_dataset(path)
    assert {c.id: c.answerable for c in dataset.cases} == {"q7": False, "q8": True}
    assert any("case q7: ground truth says the answer is not in the sources; treated as a negative case" in w
               for w in dataset.warnings)


def test_a_ground_truth_refusal_case_is_skipped_by_retrieval_metrics(tmp_path):
    from rageval_pipeline.core.metrics.spans import SKIP_UNANSWERABLE, _skip_reason

    path = tmp_path / "tests.json"
    path.write_text(json.dumps({"metadata": {"name": "neg"}, "test_cases": [
        {"id": "q7", "question": "Leave policy?", "ground_truth": "Not stated in the sources."}]}))
    (case,) = load_dataset(path).cases
    assert _skip_reason(case, [CONTEXT]) == SKIP_UNANSWERABLE


@pytest.mark.slow
def test_a_refusal_only_meaning_recognises_passes_with_minilm():
    from rageval_pipeline.core.retrieval.embeddings import get_default_embedder

    judge = LocalJudge(get_default_embedder())
    verdict, row = _score(judge, NEGATIVE, "Sorry, I don't have an answer for that.")
    assert row.status == "pass", row.fail_reasons
    assert verdict.claims == [] and verdict.rubric.correctness == 2
