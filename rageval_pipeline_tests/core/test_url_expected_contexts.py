"""Expected contexts may be URLs, as the contexts systems return are: a URL names its document
without its ?query/#fragment (document matching's rule), and a #page=N also labels that page."""

from __future__ import annotations

import json

import pytest

from rageval_pipeline.core.adapters.response_contract import parse_contexts
from rageval_pipeline.core.datasets import dump_dataset, parse_dataset
from rageval_pipeline.core.errors import DatasetError
from rageval_pipeline.core.metrics.doc_level import doc_level_metrics
from rageval_pipeline.core.metrics.spans import score_case_retrieval
from rageval_pipeline.core.records.schemas import EvalCase, GoldSpan

SECTION = "https://docs.example.com/refunds#section-2"
PDF_PAGE = "https://x.org/a.pdf#page=3"


def case_expecting(*expected: object, **fields: object) -> EvalCase:
    raw = {"id": "tc_001", "question": "How are refunds paid?", "ground_truth": "Within 30 days.",
           "expected_contexts": list(expected), **fields}
    [case] = parse_dataset(json.dumps({"test_cases": [raw]}), source="d.json").cases
    return case


def system_contexts(*doc_ids: str) -> list:
    """What the HTTP adapter reads from a reply whose contexts carry these document ids."""
    reply = [{"text": f"passage {i}", "doc_id": doc_id} for i, doc_id in enumerate(doc_ids)]
    return parse_contexts(reply, "contexts")


def doc_recall(case: EvalCase, contexts: list) -> float:
    return doc_level_metrics([(case, contexts)], ks=[1, 5])[case.id]["doc_recall@1"]


@pytest.mark.parametrize("returned", [SECTION, "https://docs.example.com/refunds",
                                      "https://docs.example.com/refunds?lang=en#top"])
def test_a_url_expected_context_matches_the_same_url_with_or_without_its_fragment(returned):
    case = case_expecting(SECTION)
    assert case.expected_contexts == [SECTION] and case.gold == []  # kept as written; no page in it
    assert doc_recall(case, system_contexts(returned)) == 1.0


@pytest.mark.parametrize("returned", [PDF_PAGE, "https://x.org/a.pdf"])
def test_a_url_with_a_page_matches_its_document_with_or_without_the_fragment(returned):
    case = case_expecting(PDF_PAGE)
    assert case.expected_contexts == ["https://x.org/a.pdf"]
    assert case.gold == [GoldSpan(doc_id="https://x.org/a.pdf", start_page=3, end_page=3)]
    assert doc_recall(case, system_contexts(returned)) == 1.0


def test_another_url_is_another_document():
    assert doc_recall(case_expecting(SECTION), system_contexts("https://docs.example.com/fees")) == 0.0


def test_the_page_of_a_url_is_scored_as_a_gold_span():
    case = case_expecting(PDF_PAGE)
    right = score_case_retrieval(case, system_contexts(PDF_PAGE), ks=[1])
    wrong_page = score_case_retrieval(case, system_contexts("https://x.org/a.pdf#page=7"), ks=[1])
    assert (right.metrics["recall@1"], wrong_page.metrics["recall@1"]) == (1.0, 0.0)
    # the page is near-miss evidence of the right document, not a different document
    assert wrong_page.metrics["doc_hit_rate@1"] == 1.0


def test_a_file_name_with_a_page_fragment_names_the_file_too():
    case = case_expecting("policy.pdf#page=2", "policy.pdf#page=2")
    assert case.expected_contexts == ["policy.pdf", "policy.pdf"]
    assert case.gold == [GoldSpan(doc_id="policy.pdf", start_page=2, end_page=2)]  # one span, labelled twice
    assert doc_recall(case, system_contexts("docs/policy.pdf")) == 1.0


def test_an_unanswerable_case_gets_no_gold_from_a_page():
    case = case_expecting(PDF_PAGE, answerable=False)
    assert case.expected_contexts == ["https://x.org/a.pdf"] and case.gold == []


@pytest.mark.parametrize("bad,message", [
    ("https://", 'expected_contexts[0]: not a valid URL: string "https://"'),
    ("https://x.org/a b.pdf", 'expected_contexts[0]: not a valid URL: string "https://x.org/a b.pdf"'),
    ("http://[x/a", "expected_contexts[0]: not a valid URL (Invalid IPv6 URL)"),
    ("https://x.org/a.pdf#page=0", "expected_contexts[0]: #page= must be >= 1, got 0"),
    ("../secrets.md", "expected_contexts[0]: document id '../secrets.md' is not a safe relative path"),
])
def test_malformed_urls_and_paths_are_located_errors(bad, message):
    with pytest.raises(DatasetError) as err:
        case_expecting(bad)
    assert f"d.json:1: test_cases[0].{message}" in str(err.value)


def test_a_dataset_with_url_pages_dumps_and_loads_back_the_same_cases():
    case = case_expecting(PDF_PAGE, SECTION)
    text = dump_dataset([case], "qa_json")
    assert parse_dataset(text, source="again.json").cases[0].model_dump(exclude={"source_line"}) == \
        case.model_dump(exclude={"source_line"})


def test_a_gold_span_may_name_its_document_by_url():
    line = {"qid": "q1", "question": "Q?", "answerable": True,
            "gold": [{"doc_id": "https://x.org/a.pdf", "start_page": 2, "end_page": 3}]}
    [case] = parse_dataset(json.dumps(line) + "\n", source="g.jsonl").cases
    assert case.gold == [GoldSpan(doc_id="https://x.org/a.pdf", start_page=2, end_page=3)]
    hits = score_case_retrieval(case, system_contexts("https://x.org/a.pdf#page=3"), ks=[1])
    assert hits.metrics["recall@1"] == 1.0
