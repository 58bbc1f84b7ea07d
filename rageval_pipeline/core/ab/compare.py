"""Seed 000's A/B comparison: does the full system beat the simple-RAG baseline, case by case and
overall, and how sure are we?

Value Win Rate, made precise
============================
Seed 000's KPI is "% of cases where Full beats Baseline on correctness/completeness *without
increasing hallucinations*". Per case, from the two 0–2 rubrics (hallucination: 2 = none,
0 = major):

* ``quality = correctness + completeness`` (0–4) — the two criteria the KPI names; evidence is
  reported separately (per-side means) but does not decide a win;
* **loss** if ``full.hallucination < baseline.hallucination`` — the full system hallucinates more.
  This is checked first, so *more hallucination is never a win*, whatever it gained in quality;
* **win** if ``full.quality > baseline.quality`` (and, by the rule above,
  ``full.hallucination >= baseline.hallucination``);
* **loss** if ``baseline.quality > full.quality`` and ``baseline.hallucination >=
  full.hallucination`` — worse answer, no hallucination benefit;
* **tie** otherwise: equal quality, or the trade-off "full is less complete but hallucinates
  less". The KPI asks whether full adds value without new risk; a trade-off proves neither.

The rule is deliberately asymmetric: hallucinating more is a loss even when quality rose, while
hallucinating less only breaks a quality tie in the notes, not in the outcome.

A case whose baseline or full verdict is an error gets outcome ``"error"`` with the reason; it is
counted in ``errors`` and left out of every rate (never counted as a loss or a tie).

Summary statistics (:func:`summarize_ab`)
=========================================
Rates are over valid (non-error) cases with 95 % Wilson intervals; the decision uses the exact
sign test of wins vs losses (ties dropped): ``p < 0.05`` and more wins ⇒ ``full_better``, more
losses ⇒ ``baseline_better``, otherwise ``no_significant_difference``; no valid case ⇒
``not_measured``. The paired bootstrap of the quality delta is reported alongside (effect size
with its interval). Every float is rounded to 6 decimals; the bootstrap is seeded.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rageval_pipeline.core.ab.stats import (
    BootstrapResult,
    mean_ci_bootstrap,
    paired_bootstrap,
    sign_test,
    wilson_interval,
)
from rageval_pipeline.core.errors import JudgeError
from rageval_pipeline.core.records.schemas import EvalCase, Rubric, Verdict

Outcome = Literal["win", "loss", "tie", "error"]
ABVerdict = Literal["full_better", "baseline_better", "no_significant_difference", "not_measured"]

SIGNIFICANCE = 0.05
"""Sign-test level below which the headline claims a winner."""

CONFIDENCE = 0.95
_ROUND = 6
_MIN_BOOTSTRAP = 2
"""A bootstrap of one value only repeats it: below two valid cases the interval is not measured."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SideScores(_Model):
    """One side's rubric in an A/B row. On an error side the integers are ``None`` (unmeasured),
    never a placeholder 0, and ``error`` says why."""

    correctness: int | None = Field(default=None, ge=0, le=2)
    completeness: int | None = Field(default=None, ge=0, le=2)
    evidence: int | None = Field(default=None, ge=0, le=2)
    hallucination: int | None = Field(default=None, ge=0, le=2)
    missing_facts: list[str] = Field(default_factory=list)
    unsupported_claims: list[str] = Field(default_factory=list)
    forbidden_hits: list[str] = Field(default_factory=list)
    status: Literal["ok", "error"] = "ok"
    error: str | None = None

    @property
    def quality(self) -> int | None:
        """``correctness + completeness`` (0–4), ``None`` when unmeasured."""
        if self.correctness is None or self.completeness is None:
            return None
        return self.correctness + self.completeness

    @classmethod
    def from_rubric(cls, rubric: Rubric) -> SideScores:
        return cls(
            correctness=rubric.correctness, completeness=rubric.completeness, evidence=rubric.evidence,
            hallucination=rubric.hallucination, missing_facts=list(rubric.missing_facts),
            unsupported_claims=list(rubric.unsupported_claims), forbidden_hits=list(rubric.forbidden_hits),
        )

    @classmethod
    def failed(cls, reason: str) -> SideScores:
        return cls(status="error", error=reason)


class ABCaseResult(_Model):
    """One case of the A/B comparison (seed 000's ``baseline`` / ``full`` / ``delta`` blocks).

    ``full_beats_baseline`` is ``outcome == "win"`` (``None`` on error), so it means exactly the
    Value-Win-Rate rule; ``full_passes`` is whether the full answer passed the suite's pass rule
    (``None`` when that status was not given or was an error).
    """

    case_id: str
    question: str
    outcome: Outcome
    full_beats_baseline: bool | None
    baseline: SideScores
    full: SideScores
    quality_delta: float | None
    notes: str
    error: str | None = None
    full_passes: bool | None = None
    judge: str
    position_consistent: bool | None = None

    @model_validator(mode="after")
    def _consistent(self) -> ABCaseResult:
        """A row that can enter the rates must carry both measured sides and its delta."""
        if self.outcome == "error":
            if not self.error:
                raise ValueError("an error row must say why in `error`")
            return self
        for name, side in (("baseline", self.baseline), ("full", self.full)):
            if side.status != "ok" or side.quality is None or side.hallucination is None or side.evidence is None:
                raise ValueError(f"outcome {self.outcome!r} needs a measured {name} side")
        if self.quality_delta is None:
            raise ValueError(f"outcome {self.outcome!r} needs quality_delta")
        return self


# ---------------------------------------------------------------------------------------------
# one case


def outcome_of(baseline: SideScores, full: SideScores) -> Literal["win", "loss", "tie"]:
    """The Value-Win-Rate rule of the module docstring on two measured sides."""
    qb, qf, hb, hf = baseline.quality, full.quality, baseline.hallucination, full.hallucination
    if qb is None or qf is None or hb is None or hf is None:
        raise JudgeError("outcome_of needs two measured sides")
    if hf < hb:
        return "loss"
    if qf > qb:
        return "win"
    if qb > qf and hb >= hf:
        return "loss"
    return "tie"


def _missed(side: SideScores) -> str:
    return ", ".join(side.missing_facts) if side.missing_facts else "none"


def _hallucination_note(baseline: SideScores, full: SideScores) -> str:
    hb, hf = baseline.hallucination, full.hallucination
    if hf == hb:
        return f"hallucination unchanged ({hb}/2)"
    direction = "more" if (hf or 0) < (hb or 0) else "less"
    note = f"full hallucinates {direction} ({hb}→{hf}/2)"
    if direction == "more" and full.unsupported_claims:
        note += ": " + "; ".join(full.unsupported_claims[:3])
    return note


def case_notes(baseline: SideScores, full: SideScores, outcome: str) -> str:
    """Short human explanation: quality change, hallucination change, missed facts per side."""
    qb, qf = baseline.quality, full.quality
    delta = (qf or 0) - (qb or 0)
    parts = [
        f"{outcome}: quality {qb}→{qf} ({delta:+d})",
        _hallucination_note(baseline, full),
        f"baseline missed: {_missed(baseline)}",
        f"full missed: {_missed(full)}",
    ]
    if full.forbidden_hits:
        parts.append("full made forbidden claim(s): " + "; ".join(full.forbidden_hits))
    if baseline.forbidden_hits:
        parts.append("baseline made forbidden claim(s): " + "; ".join(baseline.forbidden_hits))
    return "; ".join(parts)


def _passes(full_case_status: str | None) -> bool | None:
    if full_case_status == "pass":
        return True
    if full_case_status == "fail":
        return False
    return None


def compare_sides(
    case: EvalCase,
    baseline: SideScores,
    full: SideScores,
    *,
    judge: str,
    full_case_status: str | None = None,
    position_consistent: bool | None = None,
    extra_notes: Sequence[str] = (),
) -> ABCaseResult:
    """Build the A/B row from two sides (shared by :func:`compare_case` and the pairwise judge).

    ``position_consistent=False`` (a pairwise judge whose preference flipped with the order the
    answers were shown in) turns a win or loss into a tie: a verdict that depends on position is
    not evidence for either system.
    """
    common: dict[str, Any] = {"case_id": case.id, "question": case.question, "baseline": baseline, "full": full,
              "judge": judge, "full_passes": _passes(full_case_status), "position_consistent": position_consistent}
    failed = [(name, side.error or "error") for name, side in (("baseline", baseline), ("full", full)) if side.status == "error"]
    if failed:
        if len(failed) == 2 and failed[0][1] == failed[1][1]:  # one judgement for both (pairwise)
            reason = f"verdict error: {failed[0][1]}"
        else:
            reason = "; ".join(f"{name} verdict error: {why}" for name, why in failed)
        return ABCaseResult(**common, outcome="error", full_beats_baseline=None, quality_delta=None,
                            notes="; ".join([reason, *extra_notes]), error=reason)
    outcome = outcome_of(baseline, full)
    notes = [case_notes(baseline, full, outcome), *extra_notes]
    if position_consistent is False and outcome != "tie":
        notes.append(f"position bias: orders disagreed, counted as tie (rubrics alone say {outcome})")
        outcome = "tie"
    delta = float((full.quality or 0) - (baseline.quality or 0))
    return ABCaseResult(**common, outcome=outcome, full_beats_baseline=outcome == "win",
                        quality_delta=delta, notes="; ".join(notes))


def _side(verdict: Verdict) -> SideScores:
    if verdict.status == "error" or verdict.rubric is None:
        return SideScores.failed(verdict.error or "no rubric in the verdict")
    return SideScores.from_rubric(verdict.rubric)


def compare_case(
    case: EvalCase, baseline: Verdict, full: Verdict, *, full_case_status: str | None = None
) -> ABCaseResult:
    """Compare the final verdicts of the baseline and full answers of one case.

    Raises :class:`JudgeError` when a verdict belongs to another case (a join bug upstream must
    not silently pair the wrong answers).
    """
    for name, verdict in (("baseline", baseline), ("full", full)):
        if verdict.case_id != case.id:
            raise JudgeError(f"{name} verdict is for case {verdict.case_id!r}, not {case.id!r}", case_id=case.id)
    judge = full.judge if full.judge == baseline.judge else f"{baseline.judge} | {full.judge}"
    return compare_sides(case, _side(baseline), _side(full), judge=judge, full_case_status=full_case_status)


# ---------------------------------------------------------------------------------------------
# summary


class Proportion(_Model):
    """``successes / n`` with its Wilson interval."""

    successes: int
    n: int
    value: float
    low: float
    high: float


class MeanEstimate(_Model):
    """A bootstrap mean with its percentile interval (``p_value`` only for paired differences)."""

    mean: float
    low: float
    high: float
    p_value: float | None = None
    n: int


class ABSummary(_Model):
    """Seed 000's answer to "Full system vs baseline — who wins?" with how sure we are.

    A field that could not be measured is ``None`` and ``unmeasured[field]`` says why.
    """

    n_cases: int
    n_valid: int
    wins: int
    losses: int
    ties: int
    errors: int
    win_rate: Proportion | None
    loss_rate: Proportion | None
    tie_rate: Proportion | None
    sign_test_p: float | None
    quality_delta: MeanEstimate | None
    hallucination_rate_baseline: Proportion | None
    hallucination_rate_full: Proportion | None
    hallucination_rate_diff: MeanEstimate | None
    evidence_mean_baseline: MeanEstimate | None
    evidence_mean_full: MeanEstimate | None
    full_pass_rate: Proportion | None
    position_inconsistent: int = 0
    verdict: ABVerdict
    headline: str
    error_cases: list[str] = Field(default_factory=list)
    unmeasured: dict[str, str] = Field(default_factory=dict)
    confidence: float = CONFIDENCE
    seed: int = 0


def _r(x: float) -> float:
    return round(float(x), _ROUND)


def _wilson(successes: int, n: int) -> Proportion:
    low, high = wilson_interval(successes, n, confidence=CONFIDENCE)
    return Proportion(successes=successes, n=n, value=_r(successes / n), low=_r(low), high=_r(high))


def proportion(successes: int, n: int) -> Proportion | None:
    """Rounded proportion with its 95 % Wilson interval; ``None`` for ``n == 0`` (not measured)."""
    return None if n == 0 else _wilson(successes, n)


def _estimate(result: BootstrapResult) -> MeanEstimate:
    return MeanEstimate(
        mean=_r(result.mean), low=_r(result.low), high=_r(result.high),
        p_value=None if result.p_value is None else _r(result.p_value), n=result.n,
    )


def _measured(value: float | None) -> float:
    """A value of a valid row; ``None`` there is a bug upstream, reported instead of counted as 0."""
    if value is None:
        raise JudgeError("a valid A/B row is missing a measured value")
    return float(value)


def _hallucinated(side: SideScores) -> float:
    """1.0 when the side made any unsupported claim (hallucination score below 2), else 0.0."""
    return 1.0 if _measured(side.hallucination) < 2 else 0.0


def _fmt_p(p: float) -> str:
    return "p < 0.001" if p < 0.001 else f"p = {p:.3f}"


def _decide(wins: int, losses: int, p: float) -> ABVerdict:
    if p < SIGNIFICANCE and wins > losses:
        return "full_better"
    if p < SIGNIFICANCE and losses > wins:
        return "baseline_better"
    return "no_significant_difference"


def _headline(verdict: ABVerdict, win: Proportion, loss: Proportion, p: float, n_valid: int, errors: int) -> str:
    tail = f"{_fmt_p(p)}; {n_valid} valid case{'s' if n_valid != 1 else ''}" + (f", {errors} error{'s' if errors != 1 else ''} excluded" if errors else "")
    win_txt = f"win rate {win.value:.2f} (95% CI {win.low:.2f}–{win.high:.2f})"
    loss_txt = f"loss rate {loss.value:.2f} (95% CI {loss.low:.2f}–{loss.high:.2f})"
    if verdict == "full_better":
        return f"Full beats baseline: {win_txt} vs loss rate {loss.value:.2f}; sign test {tail}."
    if verdict == "baseline_better":
        return f"Baseline beats full: {loss_txt} vs win rate {win.value:.2f}; sign test {tail}."
    return (
        f"No significant difference between full and baseline: {win_txt} vs loss rate "
        f"{loss.value:.2f}; sign test {tail} (not below {SIGNIFICANCE})."
    )


def summarize_ab(results: Sequence[ABCaseResult], *, seed: int = 0) -> ABSummary:
    """Aggregate A/B rows into rates, tests and a one-sentence headline (see module docstring).

    Hallucination rate of a side = share of valid cases whose hallucination score is below 2 (any
    unsupported claim); their difference (full − baseline) is a paired bootstrap over the same
    cases. ``full_pass_rate`` is over the cases whose full pass status is known (``full_passes``
    not ``None``), errors included only if their pass status was known. Rows are put in case-id
    order first, so the (seeded) bootstrap gives the same numbers whatever order they came in.
    """
    ordered = sorted(results, key=lambda r: r.case_id)  # input order must not move the bootstrap
    valid = [r for r in ordered if r.outcome != "error"]
    errors = [r for r in ordered if r.outcome == "error"]
    wins = sum(r.outcome == "win" for r in valid)
    losses = sum(r.outcome == "loss" for r in valid)
    ties = sum(r.outcome == "tie" for r in valid)
    n_valid = len(valid)
    unmeasured: dict[str, str] = {}

    known_pass = [r.full_passes for r in results if r.full_passes is not None]
    full_pass_rate = proportion(sum(known_pass), len(known_pass))
    if full_pass_rate is None:
        unmeasured["full_pass_rate"] = "no case carries the full system's pass/fail status"

    common: dict[str, Any] = {
        "n_cases": len(results), "n_valid": n_valid, "wins": wins, "losses": losses, "ties": ties,
        "errors": len(errors), "full_pass_rate": full_pass_rate, "seed": seed,
        "error_cases": [r.case_id for r in errors],
        "position_inconsistent": sum(r.position_consistent is False for r in results),
    }
    if n_valid == 0:
        why = (
            f"no valid case: all {len(results)} case(s) had a judge error" if results else "no case was compared"
        )
        for name in ("win_rate", "loss_rate", "tie_rate", "sign_test_p", "quality_delta",
                     "hallucination_rate_baseline", "hallucination_rate_full", "hallucination_rate_diff",
                     "evidence_mean_baseline", "evidence_mean_full"):
            unmeasured[name] = why
        return ABSummary(
            **common, win_rate=None, loss_rate=None, tie_rate=None, sign_test_p=None, quality_delta=None,
            hallucination_rate_baseline=None, hallucination_rate_full=None, hallucination_rate_diff=None,
            evidence_mean_baseline=None, evidence_mean_full=None, verdict="not_measured",
            headline=f"Full vs baseline not measured: {why}.", unmeasured=unmeasured,
        )

    win, loss, tie = (_wilson(k, n_valid) for k in (wins, losses, ties))
    p = sign_test(wins, losses)
    # valid rows carry measured sides (ABCaseResult validates it), so the ints below are never None
    hall_b = [_hallucinated(r.baseline) for r in valid]
    hall_f = [_hallucinated(r.full) for r in valid]
    boot: dict[str, MeanEstimate | None] = {}
    samples: dict[str, list[float]] = {
        "quality_delta": [_measured(r.quality_delta) for r in valid],
        "hallucination_rate_diff": [f - b for f, b in zip(hall_f, hall_b, strict=True)],
        "evidence_mean_baseline": [_measured(r.baseline.evidence) for r in valid],
        "evidence_mean_full": [_measured(r.full.evidence) for r in valid],
    }
    for name, values in samples.items():
        if len(values) < _MIN_BOOTSTRAP:
            boot[name] = None
            unmeasured[name] = f"bootstrap needs at least {_MIN_BOOTSTRAP} valid cases, got {len(values)}"
            continue
        paired = name in ("quality_delta", "hallucination_rate_diff")
        result = (paired_bootstrap if paired else mean_ci_bootstrap)(values, seed=seed, confidence=CONFIDENCE)
        boot[name] = _estimate(result)
    verdict = _decide(wins, losses, p)
    return ABSummary(
        **common, win_rate=win, loss_rate=loss, tie_rate=tie, sign_test_p=_r(p),
        quality_delta=boot["quality_delta"],
        hallucination_rate_baseline=_wilson(int(sum(hall_b)), n_valid),
        hallucination_rate_full=_wilson(int(sum(hall_f)), n_valid),
        hallucination_rate_diff=boot["hallucination_rate_diff"],
        evidence_mean_baseline=boot["evidence_mean_baseline"], evidence_mean_full=boot["evidence_mean_full"],
        verdict=verdict, headline=_headline(verdict, win, loss, p, n_valid, len(errors)), unmeasured=unmeasured,
    )


__all__ = [
    "CONFIDENCE",
    "SIGNIFICANCE",
    "ABCaseResult",
    "ABSummary",
    "ABVerdict",
    "MeanEstimate",
    "Outcome",
    "Proportion",
    "SideScores",
    "case_notes",
    "compare_case",
    "compare_sides",
    "outcome_of",
    "proportion",
    "summarize_ab",
]
