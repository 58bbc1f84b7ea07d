"""Retrieval-quality signals of seed 003 (dimension 1), computed from one production request.

``context_relevance``, ``context_precision``, ``context_recall_heuristic`` and ``recall_warning``
are local arithmetic on chunk metadata; ``context_recall_llm`` is the one paid metric and runs only
when :func:`escalation_decision` says so (the seed's hybrid recall strategy).

Definitions the seed leaves open, fixed here:

* **Retrieval method** — ``retrieval_method`` is split on ``+`` and lower-cased; a part in
  ``{bm25, lexical, sparse}`` marks a lexical hit, one in ``{knn, dense, vector}`` a semantic hit.
  So ``"bm25+knn"`` (the reference RAG's tag for a chunk both retrievers found) is in both sets, and
  listing the chunk twice (once per method) gives the same intersection.
* **Chunk identity** — ``chunk_id``; a chunk without one is only equal to itself (its position),
  because guessing identity from text could merge different chunks.
* **Score normalisation** (the seed averages raw scores, which mixes BM25's unbounded scale with
  cosine's [-1, 1]): each score is mapped to [0, 1] *on its own*, by its method —
  BM25: ``s / (s + k)`` with ``k = bm25_half_saturation`` (default 10: a BM25 score of 10 counts as
  half relevant; negative scores count as 0); kNN (cosine): clamped to [0, 1] (an anti-correlated
  chunk is as useless as an unrelated one); other or fused scores: taken as they are when in
  [0, 1], saturated like BM25 when above 1, 0 when negative. Why not per-request min-max: it is
  relative, so a request whose chunks are all poor still averages about 0.5, which hides exactly
  the stale-index / bad-embedding failures the metric exists to reveal, and it is undefined for a
  single chunk. The saturating transform is absolute, monotone, bounded and needs no other chunk.
  Chunks without a score are left out of the average (a score of ``0`` counts: it is a measurement,
  unlike the seed's truthiness filter); no scored chunk at all ⇒ relevance unmeasured.
* **Pages** — a page is ``(doc_id, start_page)``: page 3 of two documents are two pages.
* **Contributing chunk** — a chunk some extraction's ``chunk_number`` points at (1-based position in
  ``chunks``). ``extractions=None`` (the caller did not say) ⇒ precision and heuristic recall are
  *unmeasured*, never 0; an empty list (nothing extracted) ⇒ precision unmeasured (0/0) and recall 0.
  A ``chunk_number`` past the end of ``chunks`` is ignored for recall (noted in the reason).
* **Available chunks** — the number of *distinct* chunks (by identity), so a chunk listed once per
  retriever is not counted twice.
* **Zero chunks** — relevance unmeasured; recall 0 (nothing retrieved, nothing recalled) and no
  LLM escalation (there is no context to validate).
* **Limits** — ``bm25_limit`` / ``knn_limit`` ``None`` means "not configured": the limit check is
  skipped. ``total_retrieved_before_filter=None`` skips the filtering check.
* **Rounding** — scores to 3 decimals, ``avg_rank`` to 1, as the seed does; the escalation test
  compares the *rounded* heuristic with the threshold, as the seed's code does.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import Protocol

from pydantic import BaseModel, ConfigDict, Field

from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.core.online.extraction import (
    ROUND_DIGITS,
    Categorical,
    Extraction,
)
from rageval_pipeline.core.records.schemas import ContextChunk, Score

WEIGHT_INTERSECTION = 0.4
WEIGHT_AVG_SCORE = 0.5
WEIGHT_DIVERSITY = 0.1
DIVERSITY_PAGES = 5
"""Seed 003: five or more distinct pages is full diversity."""

DEFAULT_BM25_HALF_SATURATION = 10.0
DEFAULT_TOP_K = 10
DEFAULT_RECALL_THRESHOLD = 0.7
LIMIT_PENALTY = 0.7
"""Seed 003: a retriever that hit its limit may have truncated recall (30% penalty)."""
FILTERING_PENALTY = 0.85
"""Seed 003: aggressive score-threshold filtering (15% penalty)."""
HIGH_FILTERING_RATIO = 0.5

HIT_RETRIEVAL_LIMIT = "HIT_RETRIEVAL_LIMIT"
HIGH_THRESHOLD_FILTERING = "HIGH_THRESHOLD_FILTERING"

_LEXICAL = frozenset({"bm25", "lexical", "sparse"})
_SEMANTIC = frozenset({"knn", "dense", "vector"})

ChunkKey = str | int


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ContextRelevance(_Model):
    """``context_relevance`` and the three factors it is made of (``None`` when not computable)."""

    score: Score
    intersection_ratio: float | None = None
    avg_score: float | None = None
    page_diversity: float | None = None


class ContextPrecision(_Model):
    """Precision@k of the contributing chunks, their mean rank and how many there were."""

    score: Score
    avg_rank: float | None = None
    contributing_chunks: int | None = None


class RecallHeuristic(_Model):
    """The zero-cost recall estimate and the retrieval-health flags it raises."""

    score: Score
    contributing_count: int | None = None
    available_chunks: int = 0
    hit_limit: bool = False
    high_filtering: bool = False

    @property
    def warnings(self) -> list[str]:
        """Every flag raised (both can be)."""
        return [w for w, on in ((HIT_RETRIEVAL_LIMIT, self.hit_limit), (HIGH_THRESHOLD_FILTERING, self.high_filtering)) if on]

    @property
    def recall_warning(self) -> Categorical:
        """Seed 003's ``recall_warning``: the flag that caused the penalty, or none."""
        if self.hit_limit:
            return Categorical(value=HIT_RETRIEVAL_LIMIT, reason="BM25 or kNN returned its configured maximum")
        if self.high_filtering:
            return Categorical(value=HIGH_THRESHOLD_FILTERING, reason="over half the retrieved chunks were filtered out")
        return Categorical(value=None, reason="no retrieval warning")


class Escalation(_Model):
    """Whether the LLM recall tier should run, and why (or why not)."""

    escalate: bool
    reason: str


class RecallJudgement(_Model):
    """What an LLM recall validator answered and what it cost."""

    score: float = Field(ge=0.0, le=1.0)
    reason: str = ""
    llm_calls: int = Field(default=0, ge=0)
    cost_usd: float = Field(default=0.0, ge=0.0)
    cached: bool = False


class RecallLLM(Protocol):
    """An LLM recall validator: does ``chunks`` hold everything needed to answer ``query``?

    :class:`rageval_pipeline.core.judges.recall_llm.ClaudeRecallJudge` is the real one; tests inject
    plain callables.
    """

    def __call__(self, query: str, chunks: Sequence[ContextChunk], *, answer: str | None = None) -> RecallJudgement: ...


# -- helpers ---------------------------------------------------------------------------------------


@functools.lru_cache(maxsize=256)
def method_flags(method: str | None) -> tuple[bool, bool]:
    """``(lexical, semantic)`` for a ``retrieval_method`` tag (see the module docstring).

    Cached: a deployment uses a handful of tags, and this runs several times per chunk per request.
    """
    if not method:
        return False, False
    parts = {p.strip() for p in method.lower().split("+")}
    return bool(parts & _LEXICAL), bool(parts & _SEMANTIC)


def chunk_key(chunk: ContextChunk, position: int) -> ChunkKey:
    """Identity of a chunk: its ``chunk_id``, else its 0-based position (equal only to itself)."""
    return chunk.chunk_id if chunk.chunk_id else position


def normalize_score(score: float, method: str | None, *, bm25_half_saturation: float = DEFAULT_BM25_HALF_SATURATION) -> float:
    """One retrieval score mapped to [0, 1] by its method (see the module docstring for why)."""
    if not math.isfinite(score):
        return 0.0
    lexical, semantic = method_flags(method)
    if lexical and not semantic:
        return _saturate(score, bm25_half_saturation)
    if semantic and not lexical:
        return min(max(score, 0.0), 1.0)
    if score > 1.0:
        return _saturate(score, bm25_half_saturation)
    return max(score, 0.0)


def _saturate(score: float, half: float) -> float:
    positive = max(score, 0.0)
    return positive / (positive + half)


def _round(value: float) -> float:
    return round(value, ROUND_DIGITS)


# -- metrics ---------------------------------------------------------------------------------------


def context_relevance(
    chunks: Sequence[ContextChunk], *, bm25_half_saturation: float = DEFAULT_BM25_HALF_SATURATION
) -> ContextRelevance:
    """Seed 003: ``0.4 * intersection_ratio + 0.5 * avg_normalised_score + 0.1 * page_diversity``."""
    if not chunks:
        return ContextRelevance(score=Score.unmeasured("no chunks retrieved"))
    lexical: set[ChunkKey] = set()
    semantic: set[ChunkKey] = set()
    scores: list[float] = []
    pages: set[tuple[str | None, int]] = set()
    for position, chunk in enumerate(chunks):
        is_lex, is_sem = method_flags(chunk.retrieval_method)
        key = chunk_key(chunk, position)
        if is_lex:
            lexical.add(key)
        if is_sem:
            semantic.add(key)
        if chunk.score is not None:
            scores.append(normalize_score(chunk.score, chunk.retrieval_method, bm25_half_saturation=bm25_half_saturation))
        if chunk.start_page is not None:
            pages.add((chunk.doc_id, chunk.start_page))
    intersection = len(lexical & semantic) / max(len(lexical | semantic), 1)
    diversity = min(len(pages) / DIVERSITY_PAGES, 1.0)
    if not scores:
        return ContextRelevance(
            score=Score.unmeasured("no chunk carries a retrieval score"),
            intersection_ratio=_round(intersection),
            page_diversity=_round(diversity),
        )
    avg = sum(scores) / len(scores)
    value = WEIGHT_INTERSECTION * intersection + WEIGHT_AVG_SCORE * avg + WEIGHT_DIVERSITY * diversity
    reason = f"intersection {intersection:.3f}, normalised score {avg:.3f}, page diversity {diversity:.3f}"
    return ContextRelevance(
        score=Score(value=_round(min(value, 1.0)), reason=reason),
        intersection_ratio=_round(intersection),
        avg_score=_round(avg),
        page_diversity=_round(diversity),
    )


def contributing_numbers(extractions: Sequence[Extraction]) -> list[int]:
    """``chunk_number`` of every extraction that cites one, in extraction order (repeats kept)."""
    return [e.chunk_number for e in extractions if e.chunk_number is not None]


def context_precision(extractions: Sequence[Extraction] | None, *, top_k: int = DEFAULT_TOP_K) -> ContextPrecision:
    """Seed 003: share of contributing chunks ranked within ``top_k``, their mean rank and count.

    The mean rank is over extractions (a chunk cited twice weighs twice), as in the seed.
    """
    if top_k < 1:
        raise ConfigError(f"top_k must be >= 1, got {top_k}", field="top_k")
    if extractions is None:
        return ContextPrecision(score=Score.unmeasured("no extractions given: contributing chunks unknown"))
    ranks = contributing_numbers(extractions)
    contributing = set(ranks)
    if not contributing:
        return ContextPrecision(
            score=Score.unmeasured("no extraction cites a chunk: precision undefined"), contributing_chunks=0
        )
    in_top = sum(1 for c in contributing if c <= top_k)
    precision = in_top / min(top_k, len(contributing))
    return ContextPrecision(
        score=Score(value=_round(precision), reason=f"{in_top} of {len(contributing)} contributing chunks in top {top_k}"),
        avg_rank=round(sum(ranks) / len(ranks), 1),
        contributing_chunks=len(contributing),
    )


def context_recall_heuristic(
    extractions: Sequence[Extraction] | None,
    chunks: Sequence[ContextChunk],
    *,
    bm25_limit: int | None,
    knn_limit: int | None,
    total_retrieved_before_filter: int | None,
) -> RecallHeuristic:
    """Seed 003: contributing / available chunks, ×0.7 if a retriever hit its limit, else ×0.85 if
    over half the retrieved chunks were filtered out. The flags are computed even when the score
    cannot be (no extractions), because they alone can trigger escalation."""
    keys = [chunk_key(c, i) for i, c in enumerate(chunks)]
    available = len(set(keys))
    n_lexical = n_semantic = 0
    for chunk in chunks:
        is_lex, is_sem = method_flags(chunk.retrieval_method)
        n_lexical += is_lex
        n_semantic += is_sem
    hit_limit = (bm25_limit is not None and n_lexical >= bm25_limit) or (knn_limit is not None and n_semantic >= knn_limit)
    high_filtering = (
        total_retrieved_before_filter is not None
        and available / max(total_retrieved_before_filter, 1) < HIGH_FILTERING_RATIO
    )
    if extractions is None:
        return RecallHeuristic(
            score=Score.unmeasured("no extractions given: contributing chunks unknown"),
            available_chunks=available, hit_limit=hit_limit, high_filtering=high_filtering,
        )

    numbers = set(contributing_numbers(extractions))
    in_range = {keys[n - 1] for n in numbers if n <= len(chunks)}
    contributing = len(in_range)
    recall = contributing / max(available, 1)
    notes = [f"{contributing} of {available} chunks contributed"]
    ignored = sorted(n for n in numbers if n > len(chunks))
    if ignored:
        notes.append(f"chunk_number {ignored} past the {len(chunks)} chunks given, ignored")
    if hit_limit:
        recall *= LIMIT_PENALTY
        notes.append("retrieval limit hit: x0.7")
    elif high_filtering:
        recall *= FILTERING_PENALTY
        notes.append("high threshold filtering: x0.85")
    return RecallHeuristic(
        score=Score(value=_round(recall), reason="; ".join(notes)), contributing_count=contributing,
        available_chunks=available, hit_limit=hit_limit, high_filtering=high_filtering,
    )


def escalation_decision(heuristic: RecallHeuristic, *, threshold: float = DEFAULT_RECALL_THRESHOLD) -> Escalation:
    """Seed 003's hybrid recall rule: escalate when the heuristic is below ``threshold`` or a
    retrieval limit was hit — except with no chunks at all, where there is nothing to validate."""
    if heuristic.available_chunks == 0:
        return Escalation(escalate=False, reason="no chunks retrieved: nothing for the LLM to validate")
    if heuristic.hit_limit:
        return Escalation(escalate=True, reason="a retrieval limit was hit")
    value = heuristic.score.value
    if value is None:
        return Escalation(escalate=False, reason=f"heuristic recall unmeasured ({heuristic.score.reason})")
    if value < threshold:
        return Escalation(escalate=True, reason=f"heuristic recall {value} < {threshold}")
    return Escalation(escalate=False, reason=f"heuristic recall {value} >= {threshold}")


def context_recall_llm(
    query: str,
    chunks: Sequence[ContextChunk],
    recall_llm: RecallLLM,
    *,
    answer: str | None = None,
    max_chunks: int = DEFAULT_TOP_K,
) -> RecallJudgement:
    """Ask the validator about the first ``max_chunks`` chunks (seed 003 caps the prompt at 10).

    Exceptions from the validator propagate: the caller decides how failures are reported.
    """
    judgement = recall_llm(query, list(chunks[:max_chunks]), answer=answer)
    if not isinstance(judgement, RecallJudgement):
        raise TypeError(f"recall validator returned {type(judgement).__name__}, expected RecallJudgement")
    return judgement.model_copy(update={"score": _round(judgement.score)})


__all__ = [
    "DEFAULT_BM25_HALF_SATURATION",
    "DEFAULT_RECALL_THRESHOLD",
    "DEFAULT_TOP_K",
    "DIVERSITY_PAGES",
    "FILTERING_PENALTY",
    "HIGH_FILTERING_RATIO",
    "HIGH_THRESHOLD_FILTERING",
    "HIT_RETRIEVAL_LIMIT",
    "LIMIT_PENALTY",
    "WEIGHT_AVG_SCORE",
    "WEIGHT_DIVERSITY",
    "WEIGHT_INTERSECTION",
    "ContextPrecision",
    "ContextRelevance",
    "Escalation",
    "RecallHeuristic",
    "RecallJudgement",
    "RecallLLM",
    "chunk_key",
    "context_precision",
    "context_recall_heuristic",
    "context_recall_llm",
    "contributing_numbers",
    "escalation_decision",
    "method_flags",
    "normalize_score",
]
