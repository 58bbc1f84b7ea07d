"""Majority vote over judge passes: golden numbers for every rule and tie."""

from __future__ import annotations

from typing import Any

import pytest

from rageval_pipeline.core.errors import JudgeError
from rageval_pipeline.core.judges.prompts import JudgeOutput
from rageval_pipeline.core.judges.voting import (
    stability,
    vote,
    vote_bool,
    vote_float,
    vote_int,
    vote_list,
)


def out(**overrides: Any) -> JudgeOutput:
    data: dict[str, Any] = {
        "correctness": 2,
        "completeness": 2,
        "evidence": 2,
        "hallucination": 2,
        "faithfulness": {"value": 1.0, "reason": "ok"},
        "answer_relevance": {"value": 1.0, "reason": "ok"},
        "context_precision": {"value": 1.0, "reason": "ok"},
        "context_recall": {"value": 1.0, "reason": "ok"},
        "same_information": True,
    }
    data.update(overrides)
    return JudgeOutput.model_validate(data)


@pytest.mark.parametrize(
    ("values", "expected"),
    [
        ([2, 2, 1], 2),
        ([0, 1, 0], 0),
        ([0, 1, 2], 1),  # three-way split: median
        ([2, 0, 1], 1),
        ([1, 2], 1),  # two valid passes disagree: lower (stricter)
        ([2, 0], 0),
        ([2], 2),
        ([2, 2, 0, 0], 0),  # even tie: lower median
        ([2, 2, 2, 0], 2),
    ],
)
def test_vote_int(values: list[int], expected: int) -> None:
    assert vote_int(values) == expected


def test_vote_int_needs_values() -> None:
    with pytest.raises(ValueError, match="at least one"):
        vote_int([])


@pytest.mark.parametrize(
    ("values", "expected"),
    [
        ([True, True, False], True),
        ([True, False, False], False),
        ([True, False], False),  # tie → stricter
        ([None, True, None], True),
        ([None, None], None),
        ([True, False, None], False),
    ],
)
def test_vote_bool(values: list[bool | None], expected: bool | None) -> None:
    assert vote_bool(values) is expected


@pytest.mark.parametrize(
    ("values", "expected"),
    [
        ([0.9, 0.8, 0.4], 0.8),
        ([0.2, 0.3], 0.25),
        ([0.1, None, 0.3], 0.2),
        ([None, None, 0.3], None),  # most passes could not measure it
        ([None, 0.4], 0.4),  # half measured: measured
        ([1 / 3, 1 / 3, 1.0], 0.333333),
    ],
)
def test_vote_float(values: list[float | None], expected: float | None) -> None:
    assert vote_float(values) == expected


def test_vote_list_majority_normalised_first_spelling() -> None:
    lists = [["Fact A", "fact b"], ["fact  a", "c"], ["FACT A", "Fact B", "d", "d"]]
    assert vote_list(lists) == ["Fact A", "fact b"]
    assert vote_list([["x"], ["y"]]) == ["x", "y"]  # tie (1 of 2) counts as reported: stricter
    assert vote_list([["d", "d"], [], []]) == []  # duplicates within a pass count once
    assert vote_list([]) == []


def test_stability_counts_agreeing_fields() -> None:
    a = out()
    assert stability([a]) is None
    assert stability([a, a, a]) == 1.0
    b = out(correctness=1, faithfulness={"value": 0.97, "reason": "x"}, missing_facts=["f"])
    # correctness and missing_facts disagree; 1.0 vs 0.97 agree within 0.05 → 10/12
    assert stability([a, b]) == pytest.approx(10 / 12, abs=1e-6)
    c = out(context_recall={"value": None, "reason": "not exposed"}, unsupported_claims=["A"])
    d = out(context_recall={"value": None, "reason": "other"}, unsupported_claims=["a "])
    assert stability([c, d]) == 1.0  # both null agree; lists compared normalised


def test_vote_full_result() -> None:
    p0 = out(correctness=2, completeness=1, missing_facts=["f2"], reasoning="r0",
             faithfulness={"value": 0.9, "reason": "mostly"}, same_information=True)
    p1 = out(correctness=1, completeness=1, missing_facts=["f2", "f3"], reasoning="r1",
             faithfulness={"value": 0.5, "reason": "half"}, same_information=False)
    p2 = out(correctness=1, completeness=2, missing_facts=[], reasoning="r2",
             faithfulness={"value": 0.6, "reason": "some"}, same_information=False,
             claims=[{"claim": "c", "supported": False, "context_ids": []}])
    result = vote([p0, p1, p2])
    o = result.output
    assert (o.correctness, o.completeness, o.evidence, o.hallucination) == (1, 1, 2, 2)
    assert o.missing_facts == ["f2"]
    assert (o.faithfulness.value, o.faithfulness.reason) == (0.6, "some")
    assert o.same_information is False
    assert result.representative_pass == 1 and o.reasoning == "r1" and o.claims == []
    # disagree: correctness, completeness, missing_facts, faithfulness, same_information → 7/12
    assert result.stability == pytest.approx(7 / 12, abs=1e-6)
    assert (result.valid_passes, result.total_passes, result.warnings) == (3, 3, [])


def test_vote_skips_failed_passes_with_warning() -> None:
    result = vote([None, out(correctness=2), out(correctness=1)])
    assert result.output.correctness == 1  # two valid passes disagree → stricter
    assert result.valid_passes == 2
    assert result.warnings == ["voted over 2 of 3 passes (failed: 0)"]
    assert result.representative_pass == 2
    single = vote([None, None, out()])
    assert single.stability is None and single.output.correctness == 2


def test_vote_with_no_valid_pass_is_a_judge_error() -> None:
    with pytest.raises(JudgeError, match=r"no valid pass to vote on \(0 of 3\)"):
        vote([None, None, None])


def test_unmeasured_majority_keeps_first_reason() -> None:
    r = vote([
        out(context_recall={"value": None, "reason": "contexts not exposed"}),
        out(context_recall={"value": None, "reason": "n/a"}),
        out(context_recall={"value": 0.5, "reason": "half"}),
    ])
    assert r.output.context_recall.value is None and r.output.context_recall.reason == "contexts not exposed"
