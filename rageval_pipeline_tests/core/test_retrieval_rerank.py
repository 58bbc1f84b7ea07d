"""Cheap rerank: coverage / proximity golden values and a reorder that the signal justifies."""

from __future__ import annotations

import pytest

from rageval_pipeline.core.retrieval.rerank import (
    LEXICAL_WEIGHT,
    cheap_rerank,
    coverage,
    lexical_score,
    proximity,
)


def test_coverage_and_proximity_golden() -> None:
    tokens = ["api", "x", "y", "refactor", "api", "due"]
    assert coverage(["api", "refactor", "due", "budget"], tokens) == 0.75
    # shortest window holding api, refactor, due: "refactor api due" -> 3 / 3
    assert proximity(["api", "refactor", "due"], tokens) == 1.0
    assert proximity(["api", "due"], ["api", "a", "b", "due"]) == 0.5
    assert proximity(["zzz"], tokens) == 0.0
    assert lexical_score(["api", "due"], ["api", "a", "b", "due"]) == pytest.approx(1.0 * (0.7 + 0.3 * 0.5))


def test_rerank_promotes_full_coverage_and_keeps_pool_only() -> None:
    chunk_tokens = [["bob", "lunch"], ["bob", "api", "refactor"], ["garden"], ["api", "refactor", "bob"]]
    candidates = [(0, 0.0320), (1, 0.0319), (2, 0.0300), (3, 0.0100)]
    out = cheap_rerank(candidates, ["bob", "api", "refactor"], chunk_tokens, pool=3)
    assert [i for i, _ in out] == [1, 0, 2]  # chunk 3 is outside the pool: dropped
    scores = dict(out)
    assert scores[1] == pytest.approx((1 - LEXICAL_WEIGHT) * 0.95 + LEXICAL_WEIGHT * 1.0)
    assert scores[0] == pytest.approx((1 - LEXICAL_WEIGHT) * 1.0 + LEXICAL_WEIGHT * (1 / 3))
    assert scores[2] == 0.0
