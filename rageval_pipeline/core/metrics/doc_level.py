"""Document-level retrieval metrics: did the system retrieve the right *documents*?

Most teams label which documents answer a question (QA JSON's ``expected_contexts``), not page
spans. For those cases — and for cases with gold spans, whose documents are the spans' ``doc_id``s —
every retrieved context is matched against the expected documents and the standard ranked metrics
are computed by :func:`rageval_pipeline.core.metrics.ir.evaluate`, the engine checked against
trec_eval, so ``doc_recall@k``, ``doc_mrr@k``, ``doc_ndcg@k`` and ``doc_hit_rate@k`` are exactly
trec_eval's ``recall_k``, ``recip_rank`` (cut at k), ``ndcg_cut_k`` and ``success_k`` on the run
built here:

* a retrieved context **matches** an expected name when its ``doc_id`` equals it or one of the two
  is a path that ends in the other at a ``/`` boundary (``docs/policies/refund.pdf`` matches
  ``refund.pdf`` and ``policies/refund.pdf``, not ``xrefund.pdf``; an expected ``docs/refund.pdf``
  matches a returned ``refund.pdf``); ``\\`` counts as ``/``, a leading ``./`` and a URL's
  ``?query`` and ``#fragment`` are ignored; the comparison is case-sensitive (file systems and URLs are);
* each expected document counts once: the first context matching it is a relevant hit, a later
  context of the same document is not (so retrieving one document five times cannot inflate
  recall or nDCG); a context without ``doc_id`` matches nothing;
* the system's order is the ranking (``score = n − rank``, distinct, so no tie rule applies).

A case with nothing to match against, whose system returned no contexts, or whose contexts carry no
document id at all, has no document-level metrics (unmeasured, never 0); an empty list of contexts
is scored (it retrieved nothing).
"""

from __future__ import annotations

from collections.abc import Sequence

from rageval_pipeline.core.metrics.ir import evaluate
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase

DOC_FAMILIES = ("doc_recall", "doc_mrr", "doc_ndcg", "doc_hit_rate")
_IR_NAME = {"doc_recall": "recall", "doc_mrr": "mrr", "doc_ndcg": "ndcg", "doc_hit_rate": "hit_rate"}
_DIGITS = 6


def _normal(name: str) -> str:
    name = name.replace("\\", "/")
    if "://" in name:  # a URL: its query and fragment do not name another document
        name = name.split("#", 1)[0].split("?", 1)[0]
    while name.startswith("./"):
        name = name[2:]
    return name


def base_name(name: str) -> str:
    """The last path segment, as :func:`doc_matches` compares it: two names can only match when these
    are equal (a cheap pre-check before the full rule)."""
    return _normal(name).rsplit("/", 1)[-1]


def doc_matches(expected: str, doc_id: str) -> bool:
    """``doc_id`` is ``expected``, or one is a path ending in the other at a ``/`` boundary."""
    e, d = _normal(expected), _normal(doc_id)
    return bool(e) and bool(d) and (d == e or d.endswith("/" + e) or e.endswith("/" + d))


def expected_documents(case: EvalCase) -> list[str]:
    """What the case's documents are: its ``expected_contexts``, else its gold spans' documents."""
    names = case.expected_contexts or [g.doc_id for g in case.gold]
    return list(dict.fromkeys(n for n in names if n))


def doc_metric_names(ks: Sequence[int]) -> list[str]:
    return [f"{family}@{k}" for family in DOC_FAMILIES for k in sorted(set(ks))]


def _run_rows(hits: Sequence[ContextChunk], expected: list[str]) -> dict[str, float]:
    """The ranking as trec_eval sees it: a relevant docno for the first context of each expected
    document, a unique non-relevant one for every other context."""
    found: set[str] = set()
    rows: dict[str, float] = {}
    for rank, hit in enumerate(hits, start=1):
        docno = f"\x00rank{rank}"  # cannot collide with a document name
        if hit.doc_id:
            match = next((e for e in expected if e not in found and doc_matches(e, hit.doc_id)), None)
            if match is not None:
                found.add(match)
                docno = match
        rows[docno] = float(len(hits) - rank + 1)
    return rows


def doc_level_metrics(
    cases: Sequence[tuple[EvalCase, Sequence[ContextChunk] | None]], ks: Sequence[int],
) -> dict[str, dict[str, float]]:
    """``{case_id: {doc_recall@k: …, …}}`` for every case that can be scored at document level
    (answerable, with expected documents, and contexts returned), in one ``evaluate`` call."""
    qrels: dict[str, dict[str, int]] = {}
    run: dict[str, dict[str, float]] = {}
    for case, hits in cases:
        expected = expected_documents(case)
        if not case.answerable or not expected or hits is None or (hits and not any(h.doc_id for h in hits)):
            continue  # unmeasured (``spans.SKIP_NO_DOC_IDS`` says why when no context names its document)
        qrels[case.id] = dict.fromkeys(expected, 1)
        rows = _run_rows(list(hits)[: max(ks)], expected)
        if rows:
            run[case.id] = rows
    if not qrels:
        return {}
    cutoffs = sorted(set(ks))
    names = [f"{_IR_NAME[f]}@{k}" for f in DOC_FAMILIES for k in cutoffs]
    # complete=True: a case that retrieved nothing is scored 0, exactly like trec_eval -c
    per_case = evaluate(qrels, run or {"\x00none": {"\x00none": 0.0}}, names, per_query=True, complete=True)
    return {
        case_id: {f"{family}@{k}": round(values[f"{_IR_NAME[family]}@{k}"], _DIGITS)
                  for family in DOC_FAMILIES for k in cutoffs}
        for case_id, values in per_case.items() if case_id in qrels
    }


__all__ = ["DOC_FAMILIES", "base_name", "doc_level_metrics", "doc_matches", "doc_metric_names", "expected_documents"]
