"""Where a retrieved context came from, as summary.md and eval_report.md print it: one rule, and a
context without pages (a system returning only document ids, a QA-JSON dataset) shows its document
alone, never ``p.None-None``."""

import pytest

from rageval_pipeline.core.metrics.scoring import CaseScore
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase, Score, SystemResponse
from rageval_pipeline.core.reports.ci_report import build_ci_report, case_details
from rageval_pipeline.core.reports.document import context_location, page_label, to_markdown
from rageval_pipeline.core.reports.markdown import case_trace_blocks
from rageval_pipeline_tests.core.test_ci_report import ROWS, RUN, summary


@pytest.mark.parametrize(("start", "end", "label"), [
    (None, None, None), (3, 3, "p.3"), (3, 5, "pp.3-5"), (None, 5, "p.5"), (4, None, "p.4"),
])
def test_page_label(start, end, label):
    assert page_label(start, end) == label


@pytest.mark.parametrize(("doc", "start", "end", "where"), [
    ("docs/policy.md", None, None, "docs/policy.md"),
    ("fees.pdf", 2, 2, "fees.pdf p.2"),
    ("fees.pdf", 2, 4, "fees.pdf pp.2-4"),
    ("fees.pdf", None, 7, "fees.pdf p.7"),
    (None, None, None, "source unknown"),
    (None, 3, 3, "source unknown p.3"),
])
def test_context_location(doc, start, end, where):
    assert context_location(doc, start, end) == where


#: one context of each shape a system returns: no pages, one page, a span, only its end page, no document
CONTEXTS = [
    ContextChunk(text="Refunds are paid within 30 days.", doc_id="docs/policy.md"),
    ContextChunk(text="Fees are listed on page three.", doc_id="fees.pdf", start_page=3, end_page=3),
    ContextChunk(text="The fee table spans pages.", doc_id="fees.pdf", start_page=3, end_page=5),
    ContextChunk(text="Only the end page is known.", doc_id="fees.pdf", end_page=5),
    ContextChunk(text="An anonymous passage."),
]
EXPECTED = ["docs/policy.md", "fees.pdf p.3", "fees.pdf pp.3-5", "fees.pdf p.5", "source unknown"]


def _case_and_response() -> tuple[EvalCase, SystemResponse]:
    case = EvalCase(id="tc_001", question="question tc_001?", source_format="qa_json")
    response = SystemResponse(case_id="tc_001", variant="default", system="http", question=case.question,
                              answer="answer tc_001", contexts=CONTEXTS)
    return case, response


def test_summary_md_traces_show_pageless_contexts_by_their_document():
    case, response = _case_and_response()
    low = Score(value=0.1)
    score = CaseScore(case_id="tc_001", variant="default", question=case.question, critical=False, status="fail",
                      faithfulness=low, answer_relevance=low, context_precision=low, context_recall=low,
                      semantic_similarity=low, composite=low, fail_reasons=["composite 0.100 < 0.6"])
    md = to_markdown(case_trace_blocks([case], [response], [score]))
    shown = [line for line in md.splitlines() if line.startswith('- "')]
    assert shown == [f'- "{c.text}" ({where})' for c, where in zip(CONTEXTS, EXPECTED, strict=True)]
    assert "None" not in md


def test_eval_report_md_traces_show_pageless_contexts_by_their_document():
    case, response = _case_and_response()
    details = case_details([case], [response], [], variant="default")
    assert [where for _, where in details["tc_001"].contexts] == EXPECTED
    md = build_ci_report(summary(), ROWS, RUN, details=details).markdown
    for i, (context, where) in enumerate(zip(CONTEXTS, EXPECTED, strict=True), 1):
        assert f'{i}. "{context.text}" ({where})' in md
    assert "p.None" not in md and "-None" not in md
