"""Report blocks rendered to Markdown and to one self-contained HTML page; nothing cut silently."""

import base64

from rageval_pipeline.core.metrics.scoring import CaseScore
from rageval_pipeline.core.records.schemas import EvalCase, Score, SystemResponse
from rageval_pipeline.core.reports.document import (
    Bullets,
    Heading,
    Image,
    para,
    table,
    to_html,
    to_markdown,
)
from rageval_pipeline.core.reports.markdown import case_trace_blocks

PNG = b"\x89PNG\r\n\x1a\nfake-chart-bytes"
BLOCKS = [Heading(1, "RAG evaluation: suite `s`, 2026-11-20"), para("**Status:** FAIL · a <b>tag</b> & more"),
          table(["gate", "value", "status"], [["composite", 0.81234, "PASS"], ["faithfulness", None, "FAIL"]]),
          Bullets(("one", "two")), Image(alt="recall@5", href="trends/recall_at_5.png", data=PNG)]


def test_markdown_rendering():
    md = to_markdown(BLOCKS)
    assert md.splitlines() == [
        "# RAG evaluation: suite `s`, 2026-11-20", "", "**Status:** FAIL · a <b>tag</b> & more", "",
        "| gate | value | status |", "|---|---|---|", "| composite | 0.8123 | PASS |",
        "| faithfulness | unmeasured | FAIL |", "", "- one", "- two", "", "![recall@5](trends/recall_at_5.png)"]


def test_html_is_self_contained_escaped_and_marks_status():
    page = to_html(BLOCKS, title="RAG evaluation: s, 2026-11-20")
    assert page.startswith("<!DOCTYPE html>") and "<title>RAG evaluation: s, 2026-11-20</title>" in page
    assert "<h1>RAG evaluation: suite <code>s</code>, 2026-11-20</h1>" in page
    assert "<strong>Status:</strong> FAIL · a &lt;b&gt;tag&lt;/b&gt; &amp; more" in page  # user text never becomes HTML
    assert '<td class="pass">PASS</td>' in page and '<td class="unmeasured">unmeasured</td>' in page
    assert f'src="data:image/png;base64,{base64.b64encode(PNG).decode()}"' in page  # chart inline
    assert "http://" not in page and "https://" not in page and "trends/recall_at_5.png" not in page


def _score(case_id: str) -> CaseScore:
    s = Score(value=0.1)
    return CaseScore(case_id=case_id, variant="full", question="q?", critical=False, status="fail", faithfulness=s,
                     answer_relevance=s, context_precision=s, context_recall=s, semantic_similarity=s, composite=s,
                     fail_reasons=["composite 0.100 < 0.6"])


def test_traces_beyond_the_limit_are_counted_and_pointed_at():
    cases = [EvalCase(id=f"c{i}", question="q?", source_format="qa_json") for i in range(7)]
    responses = [SystemResponse(case_id=c.id, variant="full", system="s", question="q?", answer="a") for c in cases]
    md = to_markdown(case_trace_blocks(cases, responses, [_score(c.id) for c in cases], limit=5))
    assert "## Issues found: 7" in md and md.count("### FAIL:") == 5
    assert "... and 2 more cases that did not pass: see per_question.jsonl" in md
