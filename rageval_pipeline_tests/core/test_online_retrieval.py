"""Seed 003 retrieval signals against hand-computed values from the seed's formulas."""

from __future__ import annotations

import math

import pytest

from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.core.online.extraction import Extraction
from rageval_pipeline.core.online.retrieval import (
    HIGH_THRESHOLD_FILTERING,
    HIT_RETRIEVAL_LIMIT,
    RecallHeuristic,
    context_precision,
    context_recall_heuristic,
    context_relevance,
    escalation_decision,
    method_flags,
    normalize_score,
)
from rageval_pipeline.core.records.schemas import ContextChunk, Score


def chunk(cid: str | None, method: str | None, score: float | None, doc: str = "d1", page: int | None = 1) -> ContextChunk:
    return ContextChunk(text=f"text of {cid}", chunk_id=cid, doc_id=doc, start_page=page, score=score, retrieval_method=method)


def cites(*numbers: int | None) -> list[Extraction]:
    return [Extraction(value="v", chunk_number=n) for n in numbers]


def plain_chunks(n: int, method: str = "knn") -> list[ContextChunk]:
    return [chunk(f"c{i}", method, 0.5, page=i + 1) for i in range(n)]


# -- context_relevance ----------------------------------------------------------------------------


def test_relevance_hand_computed_mixed_scales() -> None:
    chunks = [
        chunk("a", "bm25", 10.0, "d1", 1),  # 10 / (10 + 10) = 0.5
        chunk("a", "knn", 0.8, "d1", 1),  # the same chunk found by kNN: 0.8
        chunk("b", "knn", -0.2, "d1", 2),  # anti-correlated cosine: 0
        chunk("c", "bm25", 30.0, "d2", 1),  # 30 / 40 = 0.75
    ]
    result = context_relevance(chunks)
    # intersection {a} / union {a, b, c} = 1/3; avg = 2.05 / 4 = 0.5125; pages {d1:1, d1:2, d2:1} = 3/5
    expected = 0.4 * (1 / 3) + 0.5 * 0.5125 + 0.1 * 0.6
    assert result.score.value == round(expected, 3) == 0.45
    assert result.intersection_ratio == 0.333
    assert result.avg_score == 0.512  # 0.5125 is stored just below, so it rounds down
    assert result.page_diversity == 0.6


def test_relevance_combined_tag_equals_listing_twice() -> None:
    twice = [chunk("a", "bm25", 0.9), chunk("a", "knn", 0.9), chunk("b", "knn", 0.9, page=2)]
    combined = [chunk("a", "bm25+knn", 0.9), chunk("b", "knn", 0.9, page=2)]
    assert context_relevance(twice).intersection_ratio == context_relevance(combined).intersection_ratio == 0.5


def test_relevance_diversity_saturates_at_five_pages_and_chunks_without_id_never_intersect() -> None:
    chunks = [chunk(None, "bm25", 0.0, page=p) for p in range(1, 8)] + [chunk(None, "knn", 1.0, page=1)]
    result = context_relevance(chunks)
    # no ids => no intersection; scores: seven BM25 0 -> 0, one cosine 1.0 => avg 1/8; 7 pages => 1.0
    assert result.intersection_ratio == 0.0
    assert result.page_diversity == 1.0
    assert result.score.value == round(0.5 * (1 / 8) + 0.1, 3) == 0.163  # 0.1625 is stored just above, so it rounds up


def test_relevance_unscored_chunks_are_left_out_but_zero_scores_count() -> None:
    result = context_relevance([chunk("a", "knn", 0.0), chunk("b", "knn", None, page=2)])
    assert result.avg_score == 0.0
    assert result.score.value == round(0.1 * 2 / 5, 3) == 0.04


def test_relevance_unmeasured_without_chunks_or_scores() -> None:
    empty = context_relevance([])
    assert empty.score.value is None and "no chunks" in empty.score.reason
    unscored = context_relevance([chunk("a", "bm25+knn", None)])
    assert unscored.score.value is None and "score" in unscored.score.reason
    assert unscored.intersection_ratio == 1.0


@pytest.mark.parametrize(
    ("score", "method", "expected"),
    [
        (10.0, "bm25", 0.5),
        (0.0, "bm25", 0.0),
        (-3.0, "bm25", 0.0),
        (0.8, "bm25", 0.8 / 10.8),  # a small BM25 score is weak evidence even though it is < 1
        (0.8, "knn", 0.8),
        (-0.5, "dense", 0.0),
        (1.2, "knn", 1.0),
        (0.6, "bm25+knn", 0.6),
        (30.0, None, 0.75),
        (-0.1, "rrf", 0.0),
        (math.nan, "knn", 0.0),
    ],
)
def test_normalize_score(score: float, method: str | None, expected: float) -> None:
    assert normalize_score(score, method) == pytest.approx(expected)


def test_half_saturation_is_configurable() -> None:
    assert normalize_score(5.0, "bm25", bm25_half_saturation=5.0) == 0.5


def test_method_flags() -> None:
    assert method_flags("BM25 + kNN") == (True, True)
    assert method_flags("lexical") == (True, False)
    assert method_flags("vector") == (False, True)
    assert method_flags("rrf") == (False, False)
    assert method_flags(None) == (False, False)


# -- context_precision ----------------------------------------------------------------------------


def test_precision_hand_computed() -> None:
    result = context_precision(cites(2, 3, 12, 3, None))
    # contributing {2, 3, 12}: 2 within top 10, denominator min(10, 3) = 3; ranks (2+3+12+3)/4 = 5.0
    assert result.score.value == 0.667
    assert result.avg_rank == 5.0
    assert result.contributing_chunks == 3


@pytest.mark.parametrize(("numbers", "expected"), [(range(1, 13), 1.0), (range(3, 15), 0.8), ((11, 15), 0.0)])
def test_precision_denominator_is_min_of_k_and_contributing(numbers: range | tuple[int, ...], expected: float) -> None:
    assert context_precision(cites(*numbers)).score.value == expected


def test_precision_top_k_is_a_parameter() -> None:
    assert context_precision(cites(1, 4, 6), top_k=5).score.value == round(2 / 3, 3)
    with pytest.raises(ConfigError, match="top_k"):
        context_precision(cites(1), top_k=0)


def test_precision_unmeasured_without_contributing_chunks() -> None:
    assert context_precision(None).score.value is None
    assert "no extractions given" in context_precision(None).score.reason
    nothing = context_precision(cites(None, None))
    assert nothing.score.value is None and nothing.contributing_chunks == 0
    assert context_precision([]).score.value is None


# -- context_recall_heuristic ---------------------------------------------------------------------


def heuristic(extractions: list[Extraction] | None, chunks: list[ContextChunk], **kw: int | None) -> RecallHeuristic:
    args: dict[str, int | None] = {"bm25_limit": None, "knn_limit": None, "total_retrieved_before_filter": None}
    args.update(kw)
    return context_recall_heuristic(extractions, chunks, **args)  # type: ignore[arg-type]


def test_recall_plain_ratio() -> None:
    result = heuristic(cites(1, 2, 2, 5), plain_chunks(10))
    assert result.score.value == 0.3
    assert result.contributing_count == 3
    assert result.warnings == []
    assert result.recall_warning.value is None


def test_recall_limit_penalty_30_percent() -> None:
    chunks = plain_chunks(5, "bm25") + plain_chunks(5, "knn")
    chunks = [c.model_copy(update={"chunk_id": f"x{i}"}) for i, c in enumerate(chunks)]
    result = heuristic(cites(1, 2, 3), chunks, bm25_limit=5)
    assert result.hit_limit and result.score.value == round(0.3 * 0.7, 3) == 0.21
    assert result.recall_warning.value == HIT_RETRIEVAL_LIMIT
    assert heuristic(cites(1, 2, 3), chunks, bm25_limit=6).hit_limit is False
    assert heuristic(cites(1, 2, 3), chunks, knn_limit=5).hit_limit is True


def test_recall_filtering_penalty_15_percent_and_boundary() -> None:
    result = heuristic(cites(1, 2, 3), plain_chunks(10), total_retrieved_before_filter=25)
    assert result.high_filtering and result.score.value == 0.255  # 0.3 * 0.85
    assert result.recall_warning.value == HIGH_THRESHOLD_FILTERING
    at_half = heuristic(cites(1, 2, 3), plain_chunks(10), total_retrieved_before_filter=20)
    assert at_half.high_filtering is False and at_half.score.value == 0.3


def test_recall_limit_penalty_wins_but_both_warnings_reported() -> None:
    result = heuristic(cites(1, 2, 3), plain_chunks(10), knn_limit=10, total_retrieved_before_filter=25)
    assert result.score.value == 0.21
    assert result.warnings == [HIT_RETRIEVAL_LIMIT, HIGH_THRESHOLD_FILTERING]
    assert result.recall_warning.value == HIT_RETRIEVAL_LIMIT


def test_recall_counts_distinct_chunks_and_ignores_out_of_range_numbers() -> None:
    chunks = [chunk("a", "bm25", 9.0), chunk("a", "knn", 0.7), chunk("b", "knn", 0.6, page=2)]
    result = heuristic(cites(1, 2, 50), chunks)
    # positions 1 and 2 are the same chunk "a"; 2 distinct chunks available; 50 is ignored
    assert result.available_chunks == 2
    assert result.contributing_count == 1
    assert result.score.value == 0.5
    assert "[50]" in result.score.reason


def test_recall_without_extractions_is_unmeasured_but_still_flags_limits() -> None:
    result = heuristic(None, plain_chunks(4), knn_limit=4)
    assert result.score.value is None and result.hit_limit is True


def test_recall_with_zero_chunks_is_zero() -> None:
    result = heuristic(cites(1), [])
    assert result.score.value == 0.0 and result.available_chunks == 0


# -- escalation_decision --------------------------------------------------------------------------


def made(value: float | None, *, hit_limit: bool = False, available: int = 10) -> RecallHeuristic:
    score = Score(value=value) if value is not None else Score.unmeasured("no extractions given")
    return RecallHeuristic(score=score, available_chunks=available, hit_limit=hit_limit)


@pytest.mark.parametrize(("value", "escalate"), [(0.7, False), (0.95, False), (0.699, True), (0.0, True)])
def test_escalation_exactly_at_threshold(value: float, escalate: bool) -> None:
    assert escalation_decision(made(value)).escalate is escalate


def test_escalation_on_limit_hit_even_with_high_recall_and_custom_threshold() -> None:
    assert escalation_decision(made(1.0, hit_limit=True)).escalate is True
    assert escalation_decision(made(0.8), threshold=0.85).escalate is True
    assert escalation_decision(made(0.8), threshold=0.8).escalate is False


def test_no_escalation_without_chunks_or_when_unmeasured() -> None:
    assert escalation_decision(made(0.0, available=0)).escalate is False
    assert escalation_decision(made(None)).escalate is False
    assert escalation_decision(made(None, hit_limit=True)).escalate is True
