"""Document-level retrieval metrics from what users have (QA JSON's ``expected_contexts``), checked
against values computed by hand, and contexts without page numbers scored at document level."""

import json
import math

import pytest

from rageval_pipeline.core.datasets import load_dataset
from rageval_pipeline.core.metrics.doc_level import doc_level_metrics, doc_matches
from rageval_pipeline.core.metrics.spans import (
    SKIP_NO_DOC_IDS,
    SKIP_PAGES_UNKNOWN,
    score_case_retrieval,
    summarize_retrieval,
)
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase, GoldSpan

KS = [1, 3, 5]


def ctx(doc_id, page=None):
    return ContextChunk(text="t", doc_id=doc_id, start_page=page, end_page=page)


@pytest.fixture
def qa_cases(tmp_path):
    """A QA-JSON dataset as users write it: document names, no spans, no pages."""
    data = {"metadata": {"name": "doc level", "version": "1"}, "test_cases": [
        {"id": "tc1", "question": "Refund window?", "ground_truth": "30 days.", "expected_contexts": ["refund.pdf"]},
        {"id": "tc2", "question": "Fees and refunds?", "ground_truth": "See both.",
         "expected_contexts": ["fees.md", "policies/refund.pdf"]},
        {"id": "tc3", "question": "Shipping?", "ground_truth": "5 days.", "expected_contexts": ["shipping.md"]},
    ]}
    path = tmp_path / "tests.json"
    path.write_text(json.dumps(data))
    return {c.id: c for c in load_dataset(path).cases}


def test_document_metrics_by_hand(qa_cases):
    runs = {
        # expected doc at rank 1 (matched by a path ending in the name)
        "tc1": [ctx("docs/policies/refund.pdf"), ctx("fees.md")],
        # two expected docs at ranks 2 and 4; rank 3 repeats fees.md (counts once)
        "tc2": [ctx("a.md"), ctx("fees.md"), ctx("fees.md"), ctx("kb/policies/refund.pdf")],
        # nothing relevant; a name that merely ends with the same letters does not match
        "tc3": [ctx("xshipping.md"), ctx("shipping.md.bak")],
    }
    got = doc_level_metrics([(qa_cases[c], hits) for c, hits in runs.items()], KS)
    def d(position: int) -> float:  # the discount of rank r is d(r + 1)
        return 1 / math.log2(position)

    assert got["tc1"]["doc_recall@1"] == 1.0 and got["tc1"]["doc_mrr@5"] == 1.0 and got["tc1"]["doc_ndcg@5"] == 1.0
    tc2 = got["tc2"]
    assert (tc2["doc_recall@1"], tc2["doc_recall@3"], tc2["doc_recall@5"]) == (0.0, 0.5, 1.0)
    assert tc2["doc_mrr@5"] == 0.5 and tc2["doc_hit_rate@1"] == 0.0 and tc2["doc_hit_rate@3"] == 1.0
    # gains at ranks 2 and 4; ideal puts both expected docs at ranks 1 and 2
    ideal = 1 + d(3)
    assert tc2["doc_ndcg@3"] == pytest.approx(round(d(3) / ideal, 6))
    assert tc2["doc_ndcg@5"] == pytest.approx(round((d(3) + d(5)) / ideal, 6))
    assert got["tc3"] == {name: 0.0 for name in got["tc3"]}
    assert set(got["tc3"]) == {f"{f}@{k}" for f in ("doc_recall", "doc_mrr", "doc_ndcg", "doc_hit_rate") for k in KS}


def test_summary_means_over_the_cases_that_measured_each_metric(qa_cases):
    runs = {"tc1": [ctx("refund.pdf")], "tc2": [ctx("fees.md"), ctx("policies/refund.pdf")], "tc3": None}
    doc = doc_level_metrics([(qa_cases[c], hits) for c, hits in runs.items()], KS)
    rows = [score_case_retrieval(qa_cases[c], hits, ks=KS, doc_metrics=doc.get(c)) for c, hits in runs.items()]
    assert [r.scored for r in rows] == [True, True, False]  # tc3: the system returned no contexts
    assert rows[2].skip_reason == "system did not return contexts"
    summary = summarize_retrieval(rows, ks=KS, primary_k=5)
    assert summary.means["doc_recall@5"] == 1.0 and summary.measured["doc_recall@5"] == 2
    assert summary.means["doc_recall@1"] == pytest.approx((1.0 + 0.5) / 2)
    assert "recall@5" not in summary.means  # no gold spans: span recall is unmeasured, not 0


def test_contexts_without_pages_are_matched_at_document_level_and_flagged():
    case = EvalCase(id="g1", question="q?", source_format="qid_jsonl",
                    gold=[GoldSpan(doc_id="policies/refund.txt", start_page=2, end_page=2)])
    hits = [ctx("policies/refund.txt"), ctx("other.txt")]
    doc = doc_level_metrics([(case, hits)], KS)["g1"]
    row = score_case_retrieval(case, hits, ks=KS, doc_metrics=doc)
    assert row.scored and row.flags == [SKIP_PAGES_UNKNOWN]
    assert "recall@1" not in row.metrics  # span recall would have been a misleading 0.0
    assert row.metrics["doc_recall@1"] == 1.0 and row.metrics["doc_mrr@5"] == 1.0
    summary = summarize_retrieval([row], ks=KS, primary_k=5)
    assert summary.flags == {SKIP_PAGES_UNKNOWN: 1}
    # the same case with pages keeps its span metrics
    paged = score_case_retrieval(case, [ctx("policies/refund.txt", 2)], ks=KS, doc_metrics=doc)
    assert paged.metrics["recall@1"] == 1.0 and paged.flags == []


@pytest.mark.parametrize(("expected", "doc_id", "matches"), [
    ("refund.pdf", "refund.pdf", True),
    ("refund.pdf", "docs/policies/refund.pdf", True),
    ("policies/refund.pdf", "docs\\policies\\refund.pdf", True),
    ("./refund.pdf", "refund.pdf", True),
    ("refund.pdf", "xrefund.pdf", False),
    ("refund.pdf", "refund.pdf.bak", False),
    ("Refund.pdf", "refund.pdf", False),
    # labels may carry the longer path: a returned base name still names that document
    ("docs/warranty.md", "warranty.md", True),
    ("docs/warranty.md", "other/warranty.md", False),
    ("docs/warranty.md", "arranty.md", False),
    # a URL's page fragment or query is not part of the document's name
    ("fees.md", "https://kb.example.com/docs/fees.md#page=3", True),
    ("docs/fees.md", "https://kb.example.com/docs/fees.md?version=2", True),
    ("fees.md", "", False),
])
def test_document_name_matching(expected, doc_id, matches):
    assert doc_matches(expected, doc_id) is matches


def test_contexts_without_any_document_id_leave_document_metrics_unmeasured():
    case = EvalCase(id="q1", question="q?", source_format="qa_json", expected_contexts=["fees.md"])
    nameless = [ContextChunk(text="Members pay £20."), ContextChunk(text="Non-members pay £35.")]
    assert doc_level_metrics([(case, nameless)], KS) == {}
    row = score_case_retrieval(case, nameless, ks=KS, doc_metrics=None)
    assert not row.scored and row.skip_reason == SKIP_NO_DOC_IDS and row.metrics == {}
    # one named context is enough to score: the nameless ones are retrieved non-matches
    named = [ContextChunk(text="Members pay £20."), ContextChunk(text="Non-members pay £35.", doc_id="fees.md")]
    doc = doc_level_metrics([(case, named)], KS)["q1"]
    assert doc["doc_recall@1"] == 0.0 and doc["doc_recall@5"] == 1.0 and doc["doc_mrr@5"] == 0.5
    # an empty list is still scored: it retrieved nothing
    assert doc_level_metrics([(case, [])], KS)["q1"]["doc_recall@5"] == 0.0


def test_span_and_document_metrics_agree_on_which_document_a_context_is():
    # gold "a.pdf" p4, retrieved "docs/a.pdf" p4 first: a hit for the span metrics as for the document ones
    case = EvalCase(id="r9", question="q?", source_format="qid_jsonl",
                    gold=[GoldSpan(doc_id="a.pdf", start_page=4, end_page=4),
                          GoldSpan(doc_id="b.pdf", start_page=1, end_page=1)])
    hits = [ctx("docs/a.pdf", 4), ctx("c.pdf", 1)]
    doc = doc_level_metrics([(case, hits)], KS)["r9"]
    row = score_case_retrieval(case, hits, ks=KS, doc_metrics=doc)
    assert row.metrics["recall@1"] == 0.5 and row.metrics["mrr@1"] == 1.0
    assert row.metrics["doc_hit_rate@1"] == 1.0 and row.metrics["doc_mrr@1"] == 1.0
    assert row.gold_hit_ranks == [1]
