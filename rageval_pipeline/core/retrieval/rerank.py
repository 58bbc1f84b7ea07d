"""A cheap, deterministic, model-free rerank of the top fused candidates.

Why: fusion ranks by agreement between retrievers, not by how completely a chunk answers the
question. The rerank blends the (min-max normalised) fused score with a lexical signal:
query-term *coverage* (share of distinct query terms present in the chunk) modulated by
*proximity* (how tightly the matched terms sit together). No cross-encoder: it costs
microseconds and gives identical results everywhere.

    lexical = coverage * (1 - PROXIMITY_WEIGHT + PROXIMITY_WEIGHT * proximity)
    score   = (1 - LEXICAL_WEIGHT) * fused_norm + LEXICAL_WEIGHT * lexical      (in [0, 1])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rageval_pipeline.core.errors import RetrievalError
from rageval_pipeline.core.retrieval.fusion import minmax_normalise

LEXICAL_WEIGHT = 0.4
PROXIMITY_WEIGHT = 0.3


def coverage(query_terms: Sequence[str], tokens: Sequence[str]) -> float:
    """Share of distinct query terms that occur in ``tokens`` (0 when the query has no terms)."""
    wanted = set(query_terms)
    if not wanted:
        return 0.0
    return len(wanted & set(tokens)) / len(wanted)


def proximity(query_terms: Sequence[str], tokens: Sequence[str]) -> float:
    """``m / w`` where ``m`` distinct query terms occur and ``w`` is the shortest token window
    containing one occurrence of each of them (1.0 for adjacent terms or a single match)."""
    wanted = set(query_terms) & set(tokens)
    m = len(wanted)
    if m == 0:
        return 0.0
    counts: dict[str, int] = {}
    have = 0
    best = len(tokens)
    left = 0
    for right, token in enumerate(tokens):
        if token in wanted:
            counts[token] = counts.get(token, 0) + 1
            if counts[token] == 1:
                have += 1
        while have == m:
            best = min(best, right - left + 1)
            out = tokens[left]
            if out in wanted:
                counts[out] -= 1
                if counts[out] == 0:
                    have -= 1
            left += 1
    return m / best


def lexical_score(query_terms: Sequence[str], tokens: Sequence[str]) -> float:
    """Coverage modulated by proximity, in [0, 1]."""
    cov = coverage(query_terms, tokens)
    if cov == 0.0:
        return 0.0
    return cov * (1.0 - PROXIMITY_WEIGHT + PROXIMITY_WEIGHT * proximity(query_terms, tokens))


def cheap_rerank(
    candidates: Sequence[tuple[int, float]],
    query_terms: Sequence[str],
    chunk_tokens: Sequence[Sequence[str]],
    *,
    pool: int,
    lexical: Callable[[int], float] | None = None,
) -> list[tuple[int, float]]:
    """Rerank the best ``pool`` candidates (given best first); the rest are dropped.

    Callers make ``pool`` at least the number of results they return, so every returned chunk
    carries a reranked score on the same [0, 1] scale. ``lexical`` may supply
    ``lexical_score(query_terms, chunk_tokens[index])`` remembered from an earlier call.
    """
    if pool < 1:
        raise RetrievalError(f"rerank_pool must be >= 1, got {pool}")
    if lexical is None:
        def lexical(index: int) -> float:
            return lexical_score(query_terms, chunk_tokens[index])
    top = list(candidates[:pool])
    norm = minmax_normalise(top)
    rescored = {index: (1.0 - LEXICAL_WEIGHT) * norm[index] + LEXICAL_WEIGHT * lexical(index) for index, _ in top}
    return sorted(rescored.items(), key=lambda item: (-item[1], item[0]))


__all__ = ["LEXICAL_WEIGHT", "PROXIMITY_WEIGHT", "cheap_rerank", "coverage", "lexical_score", "proximity"]
