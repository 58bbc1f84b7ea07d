"""Reciprocal-rank fusion and score interpolation: golden numbers and deterministic ties."""

from __future__ import annotations

import pytest

from rageval_pipeline.core.errors import RetrievalError
from rageval_pipeline.core.retrieval.fusion import (
    minmax_normalise,
    reciprocal_rank_fusion,
    score_interpolation,
)


def test_rrf_golden_numbers() -> None:
    fused = reciprocal_rank_fusion([["a", "b", "c"], ["b", "c", "d"]], k=60)
    assert [key for key, _ in fused] == ["b", "c", "a", "d"]
    expected = {"a": 1 / 61, "b": 1 / 62 + 1 / 61, "c": 1 / 63 + 1 / 62, "d": 1 / 63}
    for key, score in fused:
        assert score == pytest.approx(expected[key], abs=1e-15)
    assert round(dict(fused)["b"], 6) == 0.032522


def test_rrf_ties_break_by_key_and_duplicates_count_once() -> None:
    fused = reciprocal_rank_fusion([[3, 1], [1, 3, 3]], k=0)
    assert fused == [(1, 1.5), (3, 1.5)]


def test_rrf_weights() -> None:
    fused = dict(reciprocal_rank_fusion([["x"], ["y"]], k=1, weights=[2.0, 1.0]))
    assert fused == {"x": 1.0, "y": 0.5}
    with pytest.raises(RetrievalError, match="weights"):
        reciprocal_rank_fusion([["x"]], weights=[1.0, 2.0])


def test_minmax_and_interpolation_golden() -> None:
    assert minmax_normalise([("a", 5.0), ("b", 5.0)]) == {"a": 1.0, "b": 1.0}
    bm25 = [(0, 10.0), (1, 5.0), (2, 0.0)]
    knn = [(2, 0.75), (3, 0.5), (0, 0.25)]
    out = score_interpolation([bm25, knn])
    assert out == [(0, 0.5), (2, 0.5), (1, 0.25), (3, 0.25)]
