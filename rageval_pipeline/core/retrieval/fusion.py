"""Combining ranked lists from several retrievers (pure functions, no state).

Reciprocal-rank fusion (Cormack et al. 2009) only looks at ranks, so BM25 scores (unbounded)
and cosines (in [-1, 1]) need no calibration. Score interpolation is the ``fusion=False``
alternative: min-max normalise each list's scores, then take a weighted sum.
Both return ``(key, score)`` best first with ties broken by key ascending (deterministic).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, TypeVar

from rageval_pipeline.core.errors import RetrievalError

K = TypeVar("K", bound=Hashable)

RRF_K = 60


def _ordered(scores: dict[Any, float]) -> list[tuple[Any, float]]:
    return sorted(scores.items(), key=lambda item: (-item[1], item[0]))


def reciprocal_rank_fusion(
    ranked_lists: Sequence[Sequence[K]], *, k: int = RRF_K, weights: Sequence[float] | None = None
) -> list[tuple[K, float]]:
    """``score(d) = sum_i w_i / (k + rank_i(d))`` with 1-based ranks; absent lists add nothing.

    A key repeated inside one list counts at its first (best) rank only.
    """
    if k < 0:
        raise RetrievalError(f"RRF k must be >= 0, got {k}")
    if weights is not None and len(weights) != len(ranked_lists):
        raise RetrievalError(f"{len(weights)} weights given for {len(ranked_lists)} ranked lists")
    fused: dict[K, float] = {}
    for i, ranking in enumerate(ranked_lists):
        weight = 1.0 if weights is None else float(weights[i])
        seen: set[K] = set()
        for rank, key in enumerate(ranking, start=1):
            if key in seen:
                continue
            seen.add(key)
            fused[key] = fused.get(key, 0.0) + weight / (k + rank)
    return _ordered(fused)


def minmax_normalise(scored: Sequence[tuple[K, float]]) -> dict[K, float]:
    """Scores mapped to [0, 1]; a list whose scores are all equal maps to 1.0 (all equally best)."""
    if not scored:
        return {}
    values = [s for _, s in scored]
    lo, hi = min(values), max(values)
    if hi == lo:
        return {key: 1.0 for key, _ in scored}
    return {key: (s - lo) / (hi - lo) for key, s in scored}


def score_interpolation(
    scored_lists: Sequence[Sequence[tuple[K, float]]], *, weights: Sequence[float] | None = None
) -> list[tuple[K, float]]:
    """Weighted sum of min-max normalised scores; a key absent from a list scores 0 there.

    Default weights are equal and sum to 1, so the result lies in [0, 1].
    """
    if not scored_lists:
        return []
    if weights is None:
        weights = [1.0 / len(scored_lists)] * len(scored_lists)
    if len(weights) != len(scored_lists):
        raise RetrievalError(f"{len(weights)} weights given for {len(scored_lists)} score lists")
    combined: dict[K, float] = {}
    for weight, scored in zip(weights, scored_lists, strict=True):
        for key, value in minmax_normalise(scored).items():
            combined[key] = combined.get(key, 0.0) + float(weight) * value
    return _ordered(combined)


__all__ = ["RRF_K", "minmax_normalise", "reciprocal_rank_fusion", "score_interpolation"]
