"""Seed 000's A/B comparison: the win/loss/tie rule per case and the summary on a hand-made set."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pydantic import ValidationError

from rageval_pipeline.core.ab import (
    ABCaseResult,
    ABSummary,
    SideScores,
    compare_case,
    paired_bootstrap,
    summarize_ab,
    wilson_interval,
)
from rageval_pipeline.core.errors import JudgeError
from rageval_pipeline.core.records.schemas import (
    EvalCase,
    Rubric,
    Score,
    Verdict,
    error_verdict,
)

JUDGE = "anthropic:claude-haiku-4-5"


def case(case_id: str = "ve_001") -> EvalCase:
    return EvalCase(id=case_id, question=f"Question {case_id}?", source_format="outcome_json")


def verdict(
    case_id: str,
    variant: str,
    scores: tuple[int, int, int, int],
    *,
    missing: list[str] | None = None,
    unsupported: list[str] | None = None,
    forbidden: list[str] | None = None,
) -> Verdict:
    c, comp, ev, h = scores
    s = Score(value=1.0)
    return Verdict(
        case_id=case_id, variant=variant, judge=JUDGE, confidence=1.0,
        rubric=Rubric(correctness=c, completeness=comp, evidence=ev, hallucination=h, missing_facts=missing or [],
                      unsupported_claims=unsupported or [], forbidden_hits=forbidden or []),
        faithfulness=s, answer_relevance=s, context_precision=s, context_recall=s, semantic_similarity=s,
    )


def row(case_id: str, base: tuple[int, int, int, int], full: tuple[int, int, int, int], status: str | None = None,
        **kw: Any) -> ABCaseResult:
    return compare_case(case(case_id), verdict(case_id, "baseline", base), verdict(case_id, "full", full, **kw),
                        full_case_status=status)


# ------------------------------------------------------------------------------ one case


@pytest.mark.parametrize(
    ("base", "full", "outcome", "delta"),
    [
        ((1, 1, 1, 2), (2, 2, 2, 2), "win", 2.0),  # more correct/complete, no new hallucination
        ((1, 1, 1, 1), (2, 1, 1, 2), "win", 1.0),  # better and hallucinates less
        ((1, 1, 1, 2), (2, 2, 2, 1), "loss", 2.0),  # more complete BUT hallucinates more ⇒ loss
        ((0, 0, 0, 2), (2, 2, 2, 0), "loss", 4.0),  # even a +4 quality gain cannot buy hallucination
        ((2, 2, 2, 2), (2, 2, 2, 1), "loss", 0.0),  # same quality, full hallucinates more
        ((2, 2, 2, 2), (1, 2, 2, 2), "loss", -1.0),  # worse, same hallucination
        ((2, 2, 1, 1), (1, 1, 1, 1), "loss", -2.0),
        ((2, 2, 2, 1), (1, 2, 2, 2), "tie", -1.0),  # trade-off: less complete, hallucinates less
        ((2, 1, 0, 2), (1, 2, 2, 2), "tie", 0.0),  # equal quality (evidence does not decide)
        ((2, 2, 2, 1), (2, 2, 2, 2), "tie", 0.0),  # equal quality, hallucinates less: still not a win
    ],
)
def test_outcome_rule(base: tuple[int, int, int, int], full: tuple[int, int, int, int], outcome: str, delta: float) -> None:
    result = row("ve_001", base, full)
    assert result.outcome == outcome
    assert result.full_beats_baseline is (outcome == "win")
    assert result.quality_delta == delta
    assert result.error is None and result.judge == JUDGE


def test_notes_name_missed_facts_and_hallucination_change() -> None:
    result = compare_case(
        case(),
        verdict("ve_001", "baseline", (1, 1, 0, 2), missing=["bob_api_refactor_due"]),
        verdict("ve_001", "full", (2, 2, 2, 1), unsupported=["Bob also owns the billing migration"]),
    )
    assert result.outcome == "loss"
    assert result.notes == (
        "loss: quality 2→4 (+2); full hallucinates more (2→1/2): Bob also owns the billing migration; "
        "baseline missed: bob_api_refactor_due; full missed: none"
    )
    assert row("ve_001", (1, 1, 1, 1), (2, 2, 2, 2)).notes.startswith("win: quality 2→4 (+2); full hallucinates less (1→2/2)")


@pytest.mark.parametrize(
    ("base_err", "full_err", "reason"),
    [
        (True, False, "baseline verdict error: judge timed out"),
        (False, True, "full verdict error: judge timed out"),
        (True, True, "verdict error: judge timed out"),
    ],
)
def test_error_verdicts_give_error_outcome(base_err: bool, full_err: bool, reason: str) -> None:
    def side(variant: str, err: bool) -> Verdict:
        return error_verdict("ve_001", variant, JUDGE, "judge timed out") if err else verdict("ve_001", variant, (2, 2, 2, 2))

    result = compare_case(case(), side("baseline", base_err), side("full", full_err), full_case_status="error")
    assert result.outcome == "error" and result.error == reason
    assert result.full_beats_baseline is None and result.quality_delta is None and result.full_passes is None
    assert (result.baseline.status == "error") is base_err and (result.full.status == "error") is full_err
    if full_err:
        assert result.full.correctness is None  # unmeasured, never a placeholder 0


def test_full_passes_follows_case_status() -> None:
    assert row("a", (1, 1, 1, 2), (2, 2, 2, 2), "pass").full_passes is True
    assert row("a", (1, 1, 1, 2), (2, 2, 2, 2), "fail").full_passes is False
    assert row("a", (1, 1, 1, 2), (2, 2, 2, 2)).full_passes is None


def test_verdict_of_another_case_is_refused() -> None:
    with pytest.raises(JudgeError, match="not 've_001'"):
        compare_case(case(), verdict("ve_002", "baseline", (2, 2, 2, 2)), verdict("ve_001", "full", (2, 2, 2, 2)))


def test_row_model_refuses_an_unmeasured_win() -> None:
    with pytest.raises(ValidationError, match="measured full side"):
        ABCaseResult(case_id="x", question="q", outcome="win", full_beats_baseline=True,
                     baseline=SideScores(correctness=1, completeness=1, evidence=1, hallucination=2),
                     full=SideScores.failed("boom"), quality_delta=1.0, notes="", judge=JUDGE)
    with pytest.raises(ValidationError, match="must say why"):
        ABCaseResult(case_id="x", question="q", outcome="error", full_beats_baseline=None,
                     baseline=SideScores.failed("a"), full=SideScores.failed("b"), quality_delta=None, notes="", judge=JUDGE)


# ------------------------------------------------------------------------------ summary


def hand_set() -> list[ABCaseResult]:
    """8 wins, 1 loss, 1 tie and 2 errors (quality deltas 2,3,1,2,2,1,1,2,0,0)."""
    rows = [
        row("c01", (1, 1, 1, 2), (2, 2, 2, 2), "pass"),
        row("c02", (1, 0, 0, 2), (2, 2, 2, 2), "pass"),
        row("c03", (2, 1, 1, 1), (2, 2, 2, 1), "pass"),
        row("c04", (0, 0, 0, 2), (1, 1, 1, 2), "fail"),
        row("c05", (1, 1, 0, 1), (2, 2, 1, 2), "fail"),
        row("c06", (2, 1, 1, 2), (2, 2, 2, 2), "pass"),
        row("c07", (1, 1, 1, 2), (2, 1, 2, 2), "pass"),
        row("c08", (1, 1, 1, 2), (2, 2, 1, 2), "pass"),
        row("c09", (2, 2, 2, 2), (2, 2, 2, 1), "fail"),
        row("c10", (2, 2, 2, 2), (2, 2, 2, 2), "pass"),
        compare_case(case("c11"), error_verdict("c11", "baseline", JUDGE, "rate limited"), verdict("c11", "full", (2, 2, 2, 2)),
                     full_case_status="error"),
        compare_case(case("c12"), verdict("c12", "baseline", (2, 2, 2, 2)), error_verdict("c12", "full", JUDGE, "refusal")),
    ]
    assert [r.outcome for r in rows] == ["win"] * 8 + ["loss", "tie", "error", "error"]
    return rows


def test_summary_golden_numbers() -> None:
    s = summarize_ab(hand_set())
    assert (s.n_cases, s.n_valid, s.wins, s.losses, s.ties, s.errors) == (12, 10, 8, 1, 1, 2)
    assert s.error_cases == ["c11", "c12"]
    assert s.win_rate is not None and s.loss_rate is not None and s.tie_rate is not None
    assert (s.win_rate.value, s.win_rate.low, s.win_rate.high) == (0.8, pytest.approx(0.4902, abs=5e-5), pytest.approx(0.9433, abs=5e-5))
    assert (s.loss_rate.value, s.loss_rate.low, s.loss_rate.high) == (0.1, pytest.approx(0.0179, abs=5e-5), pytest.approx(0.4042, abs=5e-5))
    assert s.tie_rate.value == 0.1 and s.tie_rate.n == 10
    assert s.sign_test_p == 0.039062  # 2 · (1 + 9) / 2^9 = 0.0390625, rounded to 6 decimals
    assert s.verdict == "full_better"
    assert s.headline == (
        "Full beats baseline: win rate 0.80 (95% CI 0.49–0.94) vs loss rate 0.10; sign test p = 0.039; "
        "10 valid cases, 2 errors excluded."
    )
    # quality delta: mean of 2,3,1,2,2,1,1,2,0,0 = 1.4; the interval is the seeded bootstrap of those diffs
    assert s.quality_delta is not None and s.quality_delta.mean == 1.4 and s.quality_delta.n == 10
    expected = paired_bootstrap([2, 3, 1, 2, 2, 1, 1, 2, 0, 0], seed=0)
    assert (s.quality_delta.low, s.quality_delta.high) == (round(expected.low, 6), round(expected.high, 6))
    assert 0.0 < s.quality_delta.low < 1.4 < s.quality_delta.high
    assert s.quality_delta.p_value is not None and s.quality_delta.p_value < 0.01
    # hallucination (score < 2): baseline c03, c05; full c03, c09 → 0.2 each, paired diff mean 0
    hb, hf = s.hallucination_rate_baseline, s.hallucination_rate_full
    assert hb is not None and hf is not None and (hb.successes, hf.successes, hb.value, hf.value) == (2, 2, 0.2, 0.2)
    assert (hb.low, hb.high) == tuple(round(x, 6) for x in wilson_interval(2, 10))
    assert s.hallucination_rate_diff is not None and s.hallucination_rate_diff.mean == 0.0
    assert s.hallucination_rate_diff.p_value == 1.0
    # evidence means: baseline 9/10, full 17/10
    assert s.evidence_mean_baseline is not None and s.evidence_mean_baseline.mean == 0.9
    assert s.evidence_mean_full is not None and s.evidence_mean_full.mean == 1.7
    assert s.evidence_mean_full.low <= 1.7 <= s.evidence_mean_full.high and s.evidence_mean_full.p_value is None
    # full pass rate over the 11 cases whose full status is known (c11 "error" and c12 None are not)
    assert s.full_pass_rate is not None and (s.full_pass_rate.successes, s.full_pass_rate.n) == (7, 10)
    assert s.full_pass_rate.low == pytest.approx(0.3968, abs=5e-5) and s.full_pass_rate.high == pytest.approx(0.8922, abs=5e-5)
    assert s.unmeasured == {}


def test_no_significant_difference_and_baseline_better() -> None:
    mixed = [row(f"m{i}", (1, 1, 1, 2), (2, 2, 2, 2)) for i in range(6)] + [row("m9", (2, 2, 2, 2), (1, 1, 1, 2))]
    s = summarize_ab(mixed)
    assert s.verdict == "no_significant_difference" and s.sign_test_p == 0.125  # 2·(1+7)/2^7
    assert s.headline.startswith("No significant difference between full and baseline: win rate 0.86")
    assert "p = 0.125; 7 valid cases (not below 0.05)." in s.headline
    worse = [row(f"w{i}", (2, 2, 2, 2), (1, 1, 2, 1)) for i in range(10)]
    b = summarize_ab(worse)
    assert b.verdict == "baseline_better" and b.losses == 10 and b.sign_test_p == 0.001953
    assert b.headline.startswith("Baseline beats full: loss rate 1.00 (95% CI 0.72–1.00) vs win rate 0.00; sign test p = 0.002")
    assert b.hallucination_rate_full is not None and b.hallucination_rate_full.value == 1.0


def test_all_ties_is_no_difference_with_p_one() -> None:
    s = summarize_ab([row(f"t{i}", (2, 2, 2, 2), (2, 2, 2, 2)) for i in range(4)])
    assert s.sign_test_p == 1.0 and s.verdict == "no_significant_difference" and s.ties == 4
    assert s.quality_delta is not None and (s.quality_delta.mean, s.quality_delta.low, s.quality_delta.high) == (0.0, 0.0, 0.0)


def test_nothing_valid_is_not_measured() -> None:
    errs = [compare_case(case(f"e{i}"), error_verdict(f"e{i}", "baseline", JUDGE, "down"),
                         error_verdict(f"e{i}", "full", JUDGE, "down")) for i in range(3)]
    s = summarize_ab(errs)
    assert s.verdict == "not_measured" and s.n_valid == 0 and s.errors == 3
    assert s.win_rate is None and s.loss_rate is None and s.sign_test_p is None and s.quality_delta is None
    assert s.headline == "Full vs baseline not measured: no valid case: all 3 case(s) had a judge error."
    assert s.unmeasured["win_rate"].startswith("no valid case")
    empty = summarize_ab([])
    assert empty.verdict == "not_measured" and empty.headline.endswith("no case was compared.")
    assert empty.full_pass_rate is None and "full_pass_rate" in empty.unmeasured


def test_single_valid_case_has_rates_but_no_bootstrap() -> None:
    s = summarize_ab([row("one", (1, 1, 1, 2), (2, 2, 2, 2))])
    assert s.win_rate is not None and s.win_rate.value == 1.0 and s.sign_test_p == 1.0
    assert s.quality_delta is None and "at least 2" in s.unmeasured["quality_delta"]


def test_summary_is_deterministic_order_free_and_json_safe() -> None:
    rows = hand_set()
    a = summarize_ab(rows)
    assert a == summarize_ab(list(reversed(rows)))
    assert summarize_ab(rows, seed=5).seed == 5
    text = json.dumps(a.model_dump(mode="json"), sort_keys=True, allow_nan=False)
    assert ABSummary.model_validate_json(text) == a
    floats = [a.win_rate.low, a.quality_delta.low, a.evidence_mean_full.high]  # type: ignore[union-attr]
    assert all(round(x, 6) == x for x in floats)
