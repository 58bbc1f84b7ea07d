"""`rageval check`: ask the system ONE question and show what rageval understood — before a night's run.

It prints the answer, where in the reply it was found, each context's document / pages / chunk /
score, the citations, and which metrics this dataset and these replies make measurable (and why the
others are not). Nothing is stored: no Dagster run, no Parquet, no checkpoint.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict

from rageval_pipeline.core.adapters.base import RAGAdapter
from rageval_pipeline.core.errors import RagEvalError
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase

CONTEXTS_SHOWN = 10


class ContextView(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rank: int
    doc_id: str | None
    pages: str | None
    chunk_id: str | None
    score: float | None
    text: str


class Measurability(BaseModel):
    model_config = ConfigDict(extra="forbid")

    metric: str
    measurable: bool
    why: str


class ProbeReport(BaseModel):
    model_config = ConfigDict(extra="forbid")

    system: str
    case_id: str
    question: str
    variant: str
    ok: bool
    error: str | None = None
    latency_ms: float | None = None
    answer: str | None = None
    fields: dict[str, Any] = {}
    contexts: int | None = None
    shown: list[ContextView] = []
    citations: list[str] = []
    metrics: list[Measurability] = []


def measurability(case: EvalCase, contexts: list[ContextChunk] | None, *, has_answer: bool) -> list[Measurability]:
    """Which metrics this case and this reply allow, with the reason for each."""
    out: list[Measurability] = []
    has_ctx = contexts is not None
    with_docs = has_ctx and any(c.doc_id for c in contexts or [])
    with_pages = has_ctx and any(c.pages is not None for c in contexts or [])
    refs = bool(case.required_facts or case.ground_truth or case.gold or case.expected_contexts)

    def add(metric: str, ok: bool, yes: str, no: str) -> None:
        out.append(Measurability(metric=metric, measurable=ok, why=yes if ok else no))

    if not case.answerable:
        add("negative case", True, "a refusal is the correct answer; context precision/recall are not measured", "")
    add("faithfulness", has_ctx and has_answer, "claims are checked against the contexts",
        "needs contexts in the reply" if not has_ctx else "needs an answer")
    add("answer_relevance", has_answer, "from the answer and the question", "needs an answer")
    add("context_precision", has_ctx and refs and case.answerable, "ranks the contexts against the case's references",
        "needs contexts" if not has_ctx else "needs a ground truth, required facts, gold spans or expected documents"
        if case.answerable else "negative case: nothing to retrieve")
    add("context_recall", has_ctx and bool(case.required_facts or case.ground_truth) and case.answerable,
        "looks for each reference statement in the contexts",
        "needs contexts" if not has_ctx else "needs a ground truth or required facts"
        if case.answerable else "negative case: nothing to retrieve")
    add("semantic_similarity", bool(case.ground_truth) and has_answer, "answer vs ground truth", "needs a ground truth")
    add("recall@k (page spans)", bool(case.gold) and with_pages, "gold spans matched by document and page",
        "needs gold spans in the dataset" if not case.gold else "needs page numbers in the contexts "
        "(scored at document level instead)")
    add("doc_recall@k (documents)", bool(case.expected_contexts or case.gold) and bool(with_docs),
        "expected documents matched by name or path",
        "needs expected_contexts or gold spans in the dataset" if not (case.expected_contexts or case.gold)
        else "needs contexts" if not has_ctx else "needs doc_id/source in the contexts")
    add("evidence (must_cite)", any(f.must_cite for f in case.required_facts), "cited chunks must quote the fact",
        "no must_cite rules in this case")
    return out


def probe_system(adapter: RAGAdapter, case: EvalCase, variant: str, params: Mapping[str, Any]) -> ProbeReport:
    """One call; a failure is reported (``ok=False``) with its root cause, never raised."""
    common: dict[str, Any] = {"system": adapter.name, "case_id": case.id, "question": case.question,
                              "variant": variant}
    started = time.monotonic()
    try:
        answer = adapter.query(case.question, params)
    except RagEvalError as exc:
        return ProbeReport(**common, ok=False, error=str(exc), latency_ms=round((time.monotonic() - started) * 1000, 1))
    latency = round((time.monotonic() - started) * 1000, 1)
    contexts = answer.contexts
    shown = [ContextView(rank=i + 1, doc_id=c.doc_id, pages=c.pages, chunk_id=c.chunk_id, score=c.score,
                         text=" ".join(c.text.split())[:80]) for i, c in enumerate((contexts or [])[:CONTEXTS_SHOWN])]
    fields = dict(answer.metadata.get("response_fields") or {})
    if answer.metadata.get("contexts_missing"):
        fields["contexts_missing"] = answer.metadata["contexts_missing"]
    return ProbeReport(**common, ok=True, latency_ms=latency, answer=answer.answer, fields=fields,
                       contexts=None if contexts is None else len(contexts), shown=shown,
                       citations=list(answer.citations),
                       metrics=measurability(case, contexts, has_answer=bool(answer.answer)))


def render_probe(report: ProbeReport) -> str:
    lines = [f"System {report.system} · variant {report.variant} · case {report.case_id}: {report.question}"]
    if not report.ok:
        lines.append(f"FAILED after {report.latency_ms} ms: {report.error}")
        return "\n".join(lines) + "\n"
    lines.append(f"Answer ({report.latency_ms} ms): {(report.answer or '(empty)')[:300]}")
    if report.fields.get("answer") or report.fields.get("contexts"):
        read = (f"Read from: answer `{report.fields.get('answer')}`, contexts "
                f"`{report.fields.get('contexts') or 'none found'}`")
        if report.fields.get("citations"):
            read += f", citations `{report.fields['citations']}`"
        lines.append(read)
    if report.contexts is None:
        lines.append(f"Contexts: NONE — {report.fields.get('contexts_missing', 'the system returned no contexts')}")
    else:
        lines.append(f"Contexts: {report.contexts}" + (f" (first {len(report.shown)})" if report.contexts > len(report.shown)
                                                        else ""))
        for c in report.shown:
            score = "—" if c.score is None else f"{c.score:.3f}"
            lines.append(f"  {c.rank:>2}. doc {c.doc_id or '?'} · pages {c.pages or '?'} · chunk {c.chunk_id or '?'} · "
                         f"score {score} · {c.text!r}")
    lines.append(f"Citations: {', '.join(report.citations) or 'none'}")
    lines.append("Measurable with this dataset and these replies:")
    for m in report.metrics:
        lines.append(f"  [{'yes' if m.measurable else 'no '}] {m.metric}: {m.why}")
    return "\n".join(lines) + "\n"


__all__ = ["ProbeReport", "measurability", "probe_system", "render_probe"]
