"""Seed 003 extraction and aggregation signals: confidence map, grounding verdict, agreement."""

from __future__ import annotations

import pytest

from rageval_pipeline.core.online.aggregation import (
    agreement_pattern,
    multi_source_agreement,
    value_token,
)
from rageval_pipeline.core.online.extraction import (
    Extraction,
    ValidationSummary,
    aggregated_confidence,
    semantic_validation,
    validate_grounding,
)
from rageval_pipeline.core.records.schemas import ContextChunk

# -- aggregated_confidence ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("label", "expected"),
    [("HIGH", 0.90), ("medium", 0.75), (" Low ", 0.50), ("VERY_HIGH", 0.70), (None, 0.70)],
)
def test_confidence_map_and_default(label: str | None, expected: float) -> None:
    two = [Extraction(value="a", confidence=0.99), Extraction(value="a", confidence=0.1)]
    assert aggregated_confidence(label, two).value == expected


def test_single_source_uses_its_own_confidence_including_zero() -> None:
    assert aggregated_confidence("HIGH", [Extraction(value="a", confidence=0.8123)]).value == 0.812
    assert aggregated_confidence("HIGH", [Extraction(value="a", confidence=0.0)]).value == 0.0
    assert aggregated_confidence("LOW", [Extraction(value="a")]).value == 0.5


def test_single_source_confidence_outside_unit_interval_is_ignored() -> None:
    score = aggregated_confidence("MEDIUM", [Extraction(value="a", confidence=85.0)])
    assert score.value == 0.75
    assert "85.0 outside [0, 1]" in score.reason


def test_confidence_unmeasured_with_nothing_given() -> None:
    assert aggregated_confidence(None, None).value is None
    assert aggregated_confidence("HIGH", None).value == 0.9
    assert aggregated_confidence(None, []).value == 0.7


# -- semantic_validation --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("passed", "failed", "expected"),
    [(1, 1, "pass"), (2, 1, "pass"), (1, 2, "fail"), (0, 3, "fail"), (0, 0, "skipped"), (5, 0, "pass")],
)
def test_semantic_validation_pass_rate_rule(passed: int, failed: int, expected: str) -> None:
    assert semantic_validation(ValidationSummary(passed=passed, failed=failed, skipped=4)).value == expected


def test_semantic_validation_without_summary_is_unmeasured_not_skipped() -> None:
    result = semantic_validation(None)
    assert result.value is None and result.reason


def test_validate_grounding_string_comparison() -> None:
    chunks = [
        ContextChunk(text="The roof is METAL\nstanding seam."),
        ContextChunk(text="Installed in 1998 for $12,000."),
    ]
    extractions = [
        Extraction(value="metal standing seam", chunk_number=1),  # case and line wrap normalised
        Extraction(value=1998.0, chunk_number=2),  # 1998.0 is searched as "1998"
        Extraction(value="tile", chunk_number=1),  # not in its chunk
        Extraction(value="slate", evidence="a slate roof"),  # own evidence wins
        Extraction(value="wood"),  # no evidence at all
        Extraction(value="x", chunk_number=9),  # points past the chunks: no evidence
        Extraction(value=None, chunk_number=1),  # nothing claimed
    ]
    assert validate_grounding(extractions, chunks) == ValidationSummary(passed=3, failed=1, skipped=2)


# -- multi_source_agreement / agreement_pattern ---------------------------------------------------


@pytest.mark.parametrize(
    ("share", "pattern"),
    [(1.0, "unanimous"), (0.96, "unanimous"), (0.95, "majority"), (0.71, "majority"), (0.7, "mixed"),
     (0.41, "mixed"), (0.4, "conflicting"), (0.0, "conflicting")],
)
def test_agreement_pattern_boundaries_are_strict(share: float, pattern: str) -> None:
    assert agreement_pattern(share) == pattern


@pytest.mark.parametrize(
    ("values", "share", "pattern", "unique"),
    [
        (["a"] * 19 + ["b"], 0.95, "majority", 2),
        (["a"] * 8 + ["b", "c"], 0.8, "majority", 3),
        (["a"] * 7 + ["b"] * 3, 0.7, "mixed", 2),
        (["a", "a", "b"], 0.667, "mixed", 2),
        (["a", "a", "b", "b", "c"], 0.4, "conflicting", 3),
        (["a"] * 20, 1.0, "unanimous", 1),
        (["only"], 1.0, "unanimous", 1),
    ],
)
def test_agreement_hand_computed(values: list[str], share: float, pattern: str, unique: int) -> None:
    result = multi_source_agreement(values)
    assert result.score.value == share
    assert result.pattern.value == pattern
    assert result.unique_values == unique


def test_agreement_drops_empty_values_keeps_zero_and_normalises_strings() -> None:
    result = multi_source_agreement(["Metal ", "metal", None, "", "  ", 0, 0])
    # kept: "metal" x2, 0 x2 -> 2 of 4 agree
    assert result.values == 4 and result.unique_values == 2
    assert result.score.value == 0.5 and result.pattern.value == "mixed"


def test_agreement_type_disagreement_is_disagreement() -> None:
    assert value_token(1) != value_token("1")
    assert multi_source_agreement([1, "1"]).score.value == 0.5


def test_agreement_unmeasured_without_values() -> None:
    assert multi_source_agreement(None).score.value is None
    nothing = multi_source_agreement([None, ""])
    assert nothing.score.value is None and nothing.pattern.value is None
