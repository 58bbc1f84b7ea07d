"""Span-level retrieval scoring of RAG contexts against labelled evidence (seed 001's harness).

Relevance is not a qrels lookup here: a retrieved chunk is a *strict hit* for a gold span when
it is of the same document (the same ``doc_id``, or one a path ending in the other:
``doc_level.doc_matches``, the rule of the document-level metrics) and its inclusive page range
overlaps the span's. Two relaxed diagnostics separate "retrieved the wrong thing" from "labels are
too narrow": *doc-only* (same document, any pages) and *near-page* (same document, ranges overlap once the gold
span is widened by ``near_page_tolerance`` pages on each side). Only strict hits feed the
headline metrics.

Per case and every cutoff k (all computed in one pass over the top ``max(ks)`` hits):

- ``recall@k``: gold spans overlapped by at least one of the top-k hits / number of gold spans.
  Each gold span counts once however many hits land on it.
- ``mrr@k``: 1 / rank of the first strict hit within k (0 if none).
- ``ndcg@k``: binary gains with novelty -- a hit gains 1 only if it overlaps a gold span that
  no higher-ranked hit overlapped; ideal DCG puts ``min(n_gold, k)`` gains at the top. Because
  every gaining hit uncovers at least one new span, at most ``n_gold`` hits gain and nDCG is
  bounded by 1: duplicate hits on the same span cannot inflate it.
- ``hit_rate@k``, ``doc_hit_rate@k``, ``near_page_hit_rate@k``: 1 if a strict / doc-only /
  near-page hit is within k.

Hits are taken in the order given (rank 1 first): sorting is the caller's job. A hit without
``doc_id`` matches nothing; a hit without pages can still be a doc-only hit but never a strict
or near-page one. A hit with only one of ``start_page``/``end_page`` is read as that single
page; a reversed range is malformed and treated as having no pages.

Cases that cannot be scored are skipped with a reason, never scored as 0: an unanswerable
case, an answerable case without gold spans, and a case whose system returned no contexts
(``hits is None``; an empty list *is* scored -- it retrieved nothing). Persisted values are
rounded to 6 decimals.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rageval_pipeline.core.errors import MetricError
from rageval_pipeline.core.metrics.doc_level import base_name, doc_matches
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase, GoldSpan

SKIP_UNANSWERABLE = "unanswerable"
SKIP_UNLABELED = "unlabeled: no gold spans"
SKIP_NO_CONTEXTS = "system did not return contexts"
SKIP_NO_DOC_IDS = ("documents unknown: the contexts carry no document id (doc_id/source), so neither "
                   "expected documents nor spans can be matched")
SKIP_PAGES_UNKNOWN = "pages unknown: the contexts carry no page numbers, so spans cannot be matched (scored at document level)"

_DIGITS = 6
_METRIC_FAMILIES = ("recall", "mrr", "ndcg", "hit_rate", "doc_hit_rate", "near_page_hit_rate")


class CaseRetrievalScore(BaseModel):
    """Retrieval metrics and debug ranks of one case; ``metrics`` is empty when skipped."""

    model_config = ConfigDict(extra="forbid")

    case_id: str
    scored: bool
    skip_reason: str | None = None
    n_gold: int = Field(ge=0)
    n_hits: int = Field(ge=0)
    metrics: dict[str, float] = Field(default_factory=dict)
    gold_hit_ranks: list[int] = Field(default_factory=list)
    doc_hit_ranks: list[int] = Field(default_factory=list)
    near_page_hit_ranks: list[int] = Field(default_factory=list)
    top_hit_ids: list[str] = Field(default_factory=list)
    #: why some metrics of a scored case are missing (e.g. span metrics when pages are unknown)
    flags: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _scored_or_skipped(self) -> CaseRetrievalScore:
        if self.scored and (self.skip_reason is not None or not self.metrics):
            raise ValueError("a scored case has metrics and no skip_reason")
        if not self.scored and (not self.skip_reason or self.metrics):
            raise ValueError("a skipped case has a skip_reason and no metrics")
        return self


class RetrievalSummary(BaseModel):
    """Means over the scored cases plus an account of every skipped one.

    ``means`` is empty when no case was scored: the caller reports the metrics as unmeasured.
    """

    model_config = ConfigDict(extra="forbid")

    ks: list[int]
    primary_k: int
    near_page_tolerance: int
    total: int
    scored: int
    skipped: dict[str, int]
    means: dict[str, float]
    #: cases behind each mean (a document metric may be measured on more cases than a span one)
    measured: dict[str, int] = Field(default_factory=dict)
    #: scored cases with a caveat, by caveat (e.g. "pages unknown: …")
    flags: dict[str, int] = Field(default_factory=dict)
    skipped_cases: list[tuple[str, str]]


def normalize_ks(ks: Sequence[int]) -> list[int]:
    """Positive integer cutoffs, deduplicated and sorted; anything else is a MetricError."""
    if isinstance(ks, (str, bytes)) or not isinstance(ks, Sequence):
        raise MetricError(f"ks must be a sequence of positive integers, got {ks!r}")
    bad = [k for k in ks if isinstance(k, bool) or not isinstance(k, int) or k < 1]
    if bad or not ks:
        raise MetricError(f"ks must be a non-empty list of positive integers, got {list(ks)!r}")
    return sorted(set(ks))


def _check_tolerance(near_page_tolerance: int) -> int:
    if isinstance(near_page_tolerance, bool) or not isinstance(near_page_tolerance, int) or near_page_tolerance < 0:
        raise MetricError(f"near_page_tolerance must be a non-negative integer, got {near_page_tolerance!r}")
    return near_page_tolerance


def _pages(hit: ContextChunk) -> tuple[int, int] | None:
    """The hit's inclusive page range, or None when it has none (or a malformed one)."""
    start = hit.start_page if hit.start_page is not None else hit.end_page
    end = hit.end_page if hit.end_page is not None else hit.start_page
    if start is None or end is None or start > end:
        return None
    return start, end


@dataclass(frozen=True)
class _Matches:
    """How each of the top hits relates to the gold spans (ranks are 1-based)."""

    strict: list[frozenset[int]]
    """Per hit: indices of the gold spans it strictly hits (same doc, overlapping pages)."""
    strict_ranks: list[int]
    doc_ranks: list[int]
    near_ranks: list[int]


def _match(top: Sequence[ContextChunk], gold: Sequence[GoldSpan], widen: int) -> _Matches:
    """Classify every hit once: strict, doc-only and near-page matches come from one lookup."""
    by_doc: dict[str, list[tuple[int, GoldSpan]]] = {}
    for i, g in enumerate(gold):
        by_doc.setdefault(g.doc_id, []).append((i, g))
    out = _Matches([], [], [], [])
    for rank, hit in enumerate(top, start=1):
        same_doc = _same_document(by_doc, hit.doc_id) if hit.doc_id is not None else None
        pages = _pages(hit) if same_doc else None
        strict: frozenset[int] = frozenset()
        if same_doc:
            out.doc_ranks.append(rank)
        if same_doc and pages is not None:
            lo, hi = pages
            strict = frozenset(i for i, g in same_doc if lo <= g.end_page and g.start_page <= hi)
            if strict or any(lo <= g.end_page + widen and g.start_page - widen <= hi for _, g in same_doc):
                out.near_ranks.append(rank)
            if strict:
                out.strict_ranks.append(rank)
        out.strict.append(strict)
    return out


def _same_document(by_doc: dict[str, list[tuple[int, GoldSpan]]], doc_id: str) -> list[tuple[int, GoldSpan]] | None:
    """The gold spans of the hit's document: the same name, else by the document-level rule (one name
    a path ending in the other, ``doc_level.doc_matches``), so span and document metrics agree on
    which document a context is."""
    exact = by_doc.get(doc_id)
    if exact is not None:
        return exact
    base = base_name(doc_id)  # most hits are other documents: only a same-named one can match
    matched = [span for name, spans in by_doc.items()
               if base_name(name) == base and doc_matches(name, doc_id) for span in spans]
    return matched or None


def _hit_id(rank: int, hit: ContextChunk) -> str:
    """``rank:doc_id:p{start}-{end}:chunk_id`` with ``?`` for what the system did not say."""
    pages = _pages(hit)
    span = f"p{pages[0]}-{pages[1]}" if pages else "p?-?"
    return f"{rank}:{hit.doc_id or '?'}:{span}:{hit.chunk_id or '?'}"


def _metrics(ks: Sequence[int], n_gold: int, matches: _Matches) -> dict[str, float]:
    """Every metric at every k from one walk down the ranking."""
    depth = ks[-1]
    covered: set[int] = set()
    dcg = ideal = 0.0
    first_strict = 0
    per_k: dict[str, list[float]] = {family: [] for family in _METRIC_FAMILIES}
    first_doc = matches.doc_ranks[0] if matches.doc_ranks else depth + 1
    first_near = matches.near_ranks[0] if matches.near_ranks else depth + 1
    wanted = set(ks)
    for rank in range(1, depth + 1):
        discount = 1.0 / math.log2(rank + 1)
        if rank <= n_gold:
            ideal += discount
        spans = matches.strict[rank - 1] if rank <= len(matches.strict) else frozenset()
        if spans:
            first_strict = first_strict or rank
            if not spans <= covered:
                dcg += discount
                covered |= spans
        if rank in wanted:
            per_k["recall"].append(round(len(covered) / n_gold, _DIGITS))
            per_k["mrr"].append(round(1.0 / first_strict, _DIGITS) if first_strict else 0.0)
            per_k["ndcg"].append(round(dcg / ideal, _DIGITS))
            per_k["hit_rate"].append(1.0 if first_strict else 0.0)
            per_k["doc_hit_rate"].append(1.0 if first_doc <= rank else 0.0)
            per_k["near_page_hit_rate"].append(1.0 if first_near <= rank else 0.0)
    return {
        f"{family}@{k}": value  # already rounded; hit rates are exactly 0 or 1
        for family, values in per_k.items()
        for k, value in zip(ks, values, strict=True)
    }


def _skip_reason(case: EvalCase, hits: Sequence[ContextChunk] | None) -> str | None:
    if not case.answerable:
        return SKIP_UNANSWERABLE
    if not case.gold and not case.expected_contexts:
        return SKIP_UNLABELED
    if hits is None:
        return SKIP_NO_CONTEXTS
    if hits and not any(h.doc_id for h in hits):
        return SKIP_NO_DOC_IDS
    if not case.gold:
        return SKIP_UNLABELED  # expected documents only: scored at document level
    if hits and all(_pages(h) is None for h in hits):
        return SKIP_PAGES_UNKNOWN
    return None


def score_case_retrieval(
    case: EvalCase,
    hits: Sequence[ContextChunk] | None,
    *,
    ks: Sequence[int],
    near_page_tolerance: int = 1,
    doc_metrics: Mapping[str, float] | None = None,
) -> CaseRetrievalScore:
    """Score one case's ranked contexts against its gold spans at every k (module docstring).

    ``doc_metrics`` are the case's document-level metrics (``metrics.doc_level``): a case without
    usable spans (no gold spans, or contexts without pages) is still scored by them, and a case
    whose span metrics are missing for a reason that is not "nothing to score" says so in ``flags``.
    Debug ranks and ``top_hit_ids`` are filled whenever hits were returned, also for skipped
    cases, so an unanswerable question still shows what the system pulled up.
    """
    cutoffs = normalize_ks(ks)
    widen = _check_tolerance(near_page_tolerance)
    top = list(hits[: cutoffs[-1]]) if hits is not None else []
    matches = _match(top, case.gold, widen)
    reason = _skip_reason(case, hits)
    metrics = {} if reason is not None else _metrics(cutoffs, len(case.gold), matches)
    flags: list[str] = []
    if doc_metrics:
        metrics = {**doc_metrics, **metrics}  # the span diagnostic doc_hit_rate@k wins where both exist
        if reason == SKIP_PAGES_UNKNOWN:
            flags.append(reason)
        reason = None
    return CaseRetrievalScore(
        case_id=case.id,
        scored=reason is None,
        skip_reason=reason,
        flags=flags,
        n_gold=len(case.gold),
        n_hits=len(hits) if hits is not None else 0,
        metrics=metrics,
        gold_hit_ranks=matches.strict_ranks,
        doc_hit_ranks=matches.doc_ranks,
        near_page_hit_ranks=matches.near_ranks,
        top_hit_ids=[_hit_id(i + 1, h) for i, h in enumerate(top)],
    )


def expected_metric_names(ks: Sequence[int]) -> list[str]:
    """The span-level metric keys a scored case carries for these cutoffs, in canonical order."""
    return [f"{family}@{k}" for family in _METRIC_FAMILIES for k in normalize_ks(ks)]


def reported_metric_names(ks: Sequence[int]) -> list[str]:
    """Every retrieval metric a summary may report: span-level, then document-level ones."""
    from rageval_pipeline.core.metrics.doc_level import doc_metric_names

    span = expected_metric_names(ks)
    return span + [n for n in doc_metric_names(normalize_ks(ks)) if n not in span]


def _mean(scored: Sequence[CaseRetrievalScore], name: str) -> float:
    """Exact-sum mean (``fsum``) so the rounded value does not depend on case order."""
    return round(math.fsum(s.metrics[name] for s in scored) / len(scored), _DIGITS)


def _check_complete(s: CaseRetrievalScore, group: list[str], cutoffs: list[int]) -> None:
    present = [n for n in group if n in s.metrics]
    if present and len(present) != len(group):
        missing = [n for n in group if n not in s.metrics]
        raise MetricError(f"case {s.case_id}: missing metrics {missing[:3]} for ks={cutoffs}; rescore it")


def summarize_retrieval(
    scores: Sequence[CaseRetrievalScore],
    *,
    ks: Sequence[int],
    primary_k: int,
    near_page_tolerance: int = 1,
) -> RetrievalSummary:
    """Average the scored cases and account for the skipped ones.

    Raises :class:`MetricError` when ``primary_k`` is not one of ``ks``, a case id repeats, or
    a scored case lacks a metric for these ``ks`` (it was scored with different cutoffs).
    """
    cutoffs = normalize_ks(ks)
    tolerance = _check_tolerance(near_page_tolerance)
    if primary_k not in cutoffs:
        raise MetricError(f"primary_k={primary_k!r} must be one of ks={cutoffs}")
    seen = Counter(s.case_id for s in scores)
    repeated = sorted(cid for cid, n in seen.items() if n > 1)
    if repeated:
        raise MetricError(f"case ids scored more than once: {repeated[:5]}")
    from rageval_pipeline.core.metrics.doc_level import DOC_FAMILIES

    # each family group is all-or-nothing per case (a partial set means other cutoffs: rescore)
    doc_names = [f"{f}@{k}" for f in DOC_FAMILIES for k in cutoffs]
    span_only = [n for n in expected_metric_names(cutoffs) if n not in doc_names]
    names = reported_metric_names(cutoffs)
    scored = [s for s in scores if s.scored]
    for s in scored:
        if not any(n in s.metrics for n in names):
            raise MetricError(f"case {s.case_id}: no metrics for ks={cutoffs}; rescore it")
        _check_complete(s, span_only, cutoffs)
        _check_complete(s, [n for n in doc_names if not n.startswith("doc_hit_rate@")], cutoffs)
    skipped_cases = [(s.case_id, str(s.skip_reason)) for s in scores if not s.scored]
    measured = {n: sum(n in s.metrics for s in scored) for n in names}
    return RetrievalSummary(
        ks=cutoffs,
        primary_k=primary_k,
        near_page_tolerance=tolerance,
        total=len(scores),
        scored=len(scored),
        skipped=dict(sorted(Counter(reason for _, reason in skipped_cases).items())),
        # a mean over the cases that measured the metric (span metrics need gold spans with pages,
        # document metrics expected documents); a metric no case measured is absent (unmeasured)
        means={n: _mean([s for s in scored if n in s.metrics], n) for n in names if measured[n]},
        measured={n: c for n, c in measured.items() if c},
        flags=dict(sorted(Counter(f for s in scored for f in s.flags).items())),
        skipped_cases=skipped_cases,
    )


__all__ = [
    "SKIP_NO_CONTEXTS",
    "SKIP_UNANSWERABLE",
    "SKIP_UNLABELED",
    "CaseRetrievalScore",
    "RetrievalSummary",
    "expected_metric_names",
    "normalize_ks",
    "score_case_retrieval",
    "summarize_retrieval",
]
