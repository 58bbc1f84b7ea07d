"""Scorecards: every headline metric of every variant against a base variant, with paired statistics.

For each metric and variant the scorecard pairs the cases both variants measured (a case
unmeasured on either side is left out of that metric's pairs, and counted) and reports:

* the base and variant values and their difference (``variant − base``);
* a 95% **paired bootstrap** interval of that difference: whole cases are resampled, so case
  difficulty cancels out (``n`` indices per resample from one seeded generator, drawn in blocks);
* a two-sided **paired permutation** p-value: under "no difference" the two values of a case are
  exchangeable, so each permutation swaps the values within a random subset of cases. It is
  exact (all ``2^n`` swaps) for up to ``EXACT_PERMUTATION_MAX`` pairs, else Monte Carlo with
  ``p = (k + 1) / (B + 1)``. For means this is the sign-flip test of the per-case differences;
* for the 0–2 rubric outcome, the exact **sign test** of wins vs losses;
* **Holm**'s step-down correction across the variants compared on the same metric (the family
  of tests one reads together), and ``significant`` when the corrected p is below ``alpha``.

Metrics are per-case means (composite, faithfulness, recall@k, pass rate as 0/1, hallucination
as 0/1, ...) or latency percentiles (p50 / p95 of per-case latency, the statistic recomputed on each
resample / permutation). ``higher_is_better`` only decides the direction word ("better"/"worse").
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np
from pydantic import BaseModel, ConfigDict

from rageval_pipeline.core.ab.stats import sign_test
from rageval_pipeline.core.errors import MetricError

StatisticKind = Literal["mean", "p50", "p95"]
EXACT_PERMUTATION_MAX = 16
DEFAULT_RESAMPLES = 10_000
_BLOCK = 1_000


@dataclass(frozen=True)
class MetricSpec:
    name: str
    higher_is_better: bool = True
    kind: StatisticKind = "mean"


class ScorecardRow(BaseModel):
    model_config = ConfigDict(extra="forbid")

    metric: str
    variant: str
    base: str
    n_pairs: int
    n_unpaired: int
    base_value: float | None
    variant_value: float | None
    delta: float | None
    ci_low: float | None
    ci_high: float | None
    test: str
    p_value: float | None
    p_holm: float | None = None
    significant: bool = False
    direction: Literal["better", "worse", "same"] | None = None
    unmeasured_reason: str | None = None


class Scorecard(BaseModel):
    model_config = ConfigDict(extra="forbid")

    base: str
    variants: list[str]
    alpha: float
    confidence: float
    seed: int
    rows: list[ScorecardRow]

    def significant_rows(self) -> list[ScorecardRow]:
        return [r for r in self.rows if r.significant]


def _statistic(kind: StatisticKind) -> Callable[[np.ndarray], np.ndarray]:
    """Row-wise statistic of a ``(resamples, n)`` matrix (nearest-rank percentiles, like the reports)."""
    if kind == "mean":
        return lambda m: m.mean(axis=-1)
    q = 50 if kind == "p50" else 95

    def percentile(m: np.ndarray) -> np.ndarray:
        ordered = np.sort(m, axis=-1)
        rank = max(1, math.ceil(q / 100.0 * m.shape[-1]))
        return ordered[..., rank - 1]

    return percentile


def paired_bootstrap_interval(base: np.ndarray, variant: np.ndarray, *, kind: StatisticKind = "mean",
                              n_resamples: int = DEFAULT_RESAMPLES, seed: int = 0,
                              confidence: float = 0.95) -> tuple[float, float]:
    """Percentile interval of ``stat(variant) − stat(base)`` over case resamples (pairs kept together)."""
    n = base.shape[0]
    stat = _statistic(kind)
    rng = np.random.default_rng(seed)
    deltas = np.empty(n_resamples, dtype=np.float64)
    for start in range(0, n_resamples, _BLOCK):
        size = min(_BLOCK, n_resamples - start)
        idx = rng.integers(0, n, size=(size, n))
        deltas[start:start + size] = stat(variant[idx]) - stat(base[idx])
    alpha = 1.0 - confidence
    low, high = np.quantile(deltas, [alpha / 2.0, 1.0 - alpha / 2.0])
    return float(low), float(high)


def paired_permutation_p(base: np.ndarray, variant: np.ndarray, *, kind: StatisticKind = "mean",
                         n_permutations: int = DEFAULT_RESAMPLES, seed: int = 0) -> float:
    """Two-sided p of "no difference": swap the two values within random subsets of cases."""
    n = base.shape[0]
    stat = _statistic(kind)
    observed = abs(float(stat(variant[None, :])[0] - stat(base[None, :])[0]))
    if observed == 0.0:
        return 1.0
    tolerance = 1e-12 * max(1.0, observed)  # float noise must not turn an equal statistic into "less"
    if n <= EXACT_PERMUTATION_MAX:
        swaps = np.array(list(itertools.product((False, True), repeat=n)), dtype=bool)
        a, b = np.where(swaps, variant, base), np.where(swaps, base, variant)
        extreme = np.abs(stat(b) - stat(a)) >= observed - tolerance
        return float(extreme.mean())
    rng = np.random.default_rng(seed)
    count = 0
    for start in range(0, n_permutations, _BLOCK):
        size = min(_BLOCK, n_permutations - start)
        swaps = rng.random((size, n)) < 0.5
        a, b = np.where(swaps, variant, base), np.where(swaps, base, variant)
        count += int(np.count_nonzero(np.abs(stat(b) - stat(a)) >= observed - tolerance))
    return (count + 1) / (n_permutations + 1)


def holm(p_values: Sequence[float | None]) -> list[float | None]:
    """Holm–Bonferroni adjusted p-values (step-down, monotone, capped at 1); ``None`` stays ``None``
    and does not count towards the family size."""
    present = sorted((p, i) for i, p in enumerate(p_values) if p is not None)
    m = len(present)
    adjusted: list[float | None] = [None] * len(p_values)
    running = 0.0
    for rank, (p, i) in enumerate(present):
        running = max(running, min(1.0, (m - rank) * p))
        adjusted[i] = running
    return adjusted


def _direction(delta: float, higher_is_better: bool) -> Literal["better", "worse", "same"]:
    if delta == 0:
        return "same"
    return "better" if (delta > 0) == higher_is_better else "worse"


def compare_metric(spec: MetricSpec, base_name: str, variant_name: str, base: Mapping[str, float | None],
                   variant: Mapping[str, float | None], *, n_resamples: int = DEFAULT_RESAMPLES, seed: int = 0,
                   confidence: float = 0.95) -> ScorecardRow:
    """One scorecard row: the paired cases of one metric, base vs variant."""
    cases = sorted(set(base) | set(variant))
    paired = [c for c in cases if base.get(c) is not None and variant.get(c) is not None]
    common: dict[str, Any] = {"metric": spec.name, "variant": variant_name, "base": base_name, "n_pairs": len(paired),
              "n_unpaired": len(cases) - len(paired)}
    if not paired:
        return ScorecardRow(**common, base_value=None, variant_value=None, delta=None, ci_low=None, ci_high=None,
                            test="none", p_value=None, unmeasured_reason="no case measured by both variants")
    a = np.array([float(base[c]) for c in paired], dtype=np.float64)  # type: ignore[arg-type]
    b = np.array([float(variant[c]) for c in paired], dtype=np.float64)  # type: ignore[arg-type]
    if not (np.all(np.isfinite(a)) and np.all(np.isfinite(b))):
        raise MetricError(f"{spec.name}: scorecard values must be finite")
    stat = _statistic(spec.kind)
    base_value, variant_value = float(stat(a[None, :])[0]), float(stat(b[None, :])[0])
    delta = variant_value - base_value
    low, high = paired_bootstrap_interval(a, b, kind=spec.kind, n_resamples=n_resamples, seed=seed,
                                          confidence=confidence)
    p = paired_permutation_p(a, b, kind=spec.kind, n_permutations=n_resamples, seed=seed)
    exact = len(paired) <= EXACT_PERMUTATION_MAX
    return ScorecardRow(**common, base_value=round(base_value, 6), variant_value=round(variant_value, 6),
                        delta=round(delta, 6), ci_low=round(low, 6), ci_high=round(high, 6),
                        test="permutation (exact)" if exact else "permutation", p_value=round(p, 6),
                        direction=_direction(round(delta, 12), spec.higher_is_better))


def rubric_row(base_name: str, variant_name: str, wins: int, losses: int, ties: int) -> ScorecardRow:
    """The 0–2 rubric outcome (variant wins / loses / ties per case) with the exact sign test."""
    decided = wins + losses
    n = decided + ties
    p = sign_test(wins, losses) if decided else None
    share = (wins - losses) / n if n else None
    return ScorecardRow(metric="rubric_outcome", variant=variant_name, base=base_name, n_pairs=n, n_unpaired=0,
                        base_value=None, variant_value=None, delta=None if share is None else round(share, 6),
                        ci_low=None, ci_high=None, test="sign test", p_value=None if p is None else round(p, 6),
                        direction=None if share is None else _direction(share, True),
                        unmeasured_reason=None if n else "no case judged on both variants")


def build_scorecard(values: Mapping[str, Mapping[str, Mapping[str, float | None]]], *, base: str,
                    metrics: Sequence[MetricSpec], outcomes: Mapping[str, tuple[int, int, int]] | None = None,
                    alpha: float = 0.05, confidence: float = 0.95, seed: int = 0,
                    n_resamples: int = DEFAULT_RESAMPLES) -> Scorecard:
    """``values[variant][metric][case_id]`` → the scorecard of every other variant against ``base``.

    ``outcomes[variant] = (wins, losses, ties)`` adds the rubric sign-test row. Holm's correction
    runs over the variants of each metric.
    """
    if base not in values:
        raise MetricError(f"base variant {base!r} has no values; variants: {sorted(values)}")
    others = sorted(v for v in values if v != base)
    rows: list[ScorecardRow] = []
    for spec in metrics:
        family = [compare_metric(spec, base, v, values[base].get(spec.name, {}), values[v].get(spec.name, {}),
                                 n_resamples=n_resamples, seed=seed, confidence=confidence) for v in others]
        rows += _corrected(family, alpha)
    if outcomes:
        rows += _corrected([rubric_row(base, v, *outcomes[v]) for v in others if v in outcomes], alpha)
    return Scorecard(base=base, variants=others, alpha=alpha, confidence=confidence, seed=seed, rows=rows)


def _corrected(family: list[ScorecardRow], alpha: float) -> list[ScorecardRow]:
    adjusted = holm([r.p_value for r in family])
    return [r.model_copy(update={"p_holm": None if p is None else round(p, 6),
                                 "significant": p is not None and p < alpha and r.direction != "same"})
            for r, p in zip(family, adjusted, strict=True)]


__all__ = ["EXACT_PERMUTATION_MAX", "MetricSpec", "Scorecard", "ScorecardRow", "build_scorecard", "compare_metric",
           "holm", "paired_bootstrap_interval", "paired_permutation_p", "rubric_row"]
