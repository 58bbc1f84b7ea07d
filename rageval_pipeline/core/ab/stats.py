"""Small-sample statistics for A/B evaluation: how sure are we that one system beats the other?

Eval sets are small (seed 000 asks for 20–30 cases), so every rate is reported with an interval
that behaves at 0 % and 100 % and every comparison with an exact or resampling test — never a
normal approximation that would claim certainty a 25-case set cannot give.

* :func:`wilson_interval` — Wilson score interval for a proportion (Wilson 1927; Newcombe 1998,
  method 3). Unlike the Wald interval it never leaves [0, 1] and is not degenerate at 0/n or n/n.
* :func:`sign_test` — exact two-sided binomial sign test of wins vs losses (ties dropped), the
  textbook test for paired preferences.
* :func:`paired_bootstrap` / :func:`mean_ci_bootstrap` — percentile bootstrap of a mean, seeded so
  the same data always give the same interval.

Input problems (n = 0, successes out of range, empty samples) raise :class:`MetricError`: the
caller decides how to report "not measured", the statistics never invent a number.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from statistics import NormalDist

import numpy as np
from pydantic import BaseModel, ConfigDict

from rageval_pipeline.core.errors import MetricError

DEFAULT_RESAMPLES = 10_000
_CHUNK = 2_000
"""Resamples drawn per block: bounds memory (``_CHUNK × n`` indices) without changing results."""
_LEVELS_FACTOR = 8
"""Resample by level counts once there are at least this many values per distinct value: a
multinomial draw per level costs several index draws, so it pays only when levels are few."""


def _z(confidence: float) -> float:
    """Two-sided standard-normal quantile for ``confidence`` (1.959964 for 0.95)."""
    _check_confidence(confidence)
    return NormalDist().inv_cdf(0.5 + confidence / 2.0)


def _check_confidence(confidence: float) -> None:
    if not 0.0 < confidence < 1.0:
        raise MetricError(f"confidence must lie strictly between 0 and 1, got {confidence}")


def wilson_interval(successes: int, n: int, *, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson score interval ``(low, high)`` for ``successes`` out of ``n``.

    Rule for ``n == 0``: raises :class:`MetricError` — with no trials there is no proportion, and
    returning (0, 1) would look like a measurement. Bounds are clipped to [0, 1] only to remove
    floating-point dust (mathematically they already lie inside).
    """
    if n < 0 or successes < 0 or successes > n:
        raise MetricError(f"wilson_interval needs 0 <= successes <= n, got {successes}/{n}")
    if n == 0:
        raise MetricError("wilson_interval: no trials (n = 0), the proportion is not measured")
    z = _z(confidence)
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = (z / (1 + z2 / n)) * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == n else min(1.0, centre + half)
    return low, high


def sign_test(wins: int, losses: int) -> float:
    """Exact two-sided sign-test p-value of ``wins`` vs ``losses`` (ties already excluded).

    Under H0 each non-tied case is a fair coin, so with ``m = wins + losses`` and
    ``k = min(wins, losses)``: ``p = min(1, 2 · P(X <= k))`` with ``X ~ Binomial(m, 1/2)``,
    computed in exact rational arithmetic. ``wins == losses == 0`` (every case tied) gives
    ``p = 1.0``: no untied case, no evidence of a difference.
    """
    if wins < 0 or losses < 0:
        raise MetricError(f"sign_test needs non-negative counts, got wins={wins} losses={losses}")
    m = wins + losses
    if m == 0:
        return 1.0
    k = min(wins, losses)
    # C(m, i) for i = 0..k by the exact recurrence C(m, i) = C(m, i-1) · (m-i+1) / i: one small
    # multiply and divide per term, where calling math.comb per term made 10,000 cases cubic
    term = total = 1
    for i in range(1, k + 1):
        term = term * (m - i + 1) // i
        total += term
    return float(min(Fraction(1), Fraction(2 * total, 2**m)))


class BootstrapResult(BaseModel):
    """A bootstrap estimate of a mean: the sample mean, its percentile interval, and (for paired
    differences) the two-sided p-value of "mean = 0"."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    mean: float
    low: float
    high: float
    p_value: float | None
    n: int
    n_resamples: int
    confidence: float


def _resampled_means(values: np.ndarray, n_resamples: int, seed: int) -> np.ndarray:
    """Means of ``n_resamples`` with-replacement resamples of ``values``, from one seeded generator.

    Two exact ways to draw the same bootstrap distribution, chosen by the data alone (so results
    depend only on data, seed and count):

    * few distinct values (A/B scores are small integers: 3–9 levels): how many times each level
      is drawn in a resample is ``Multinomial(n, level shares)``, so a resample costs ``O(levels)``
      instead of ``O(n)`` — 10,000 cases cost what 100 do;
    * otherwise, ``n`` random indices per resample, drawn in blocks of fixed size (bounds memory to
      ``_CHUNK × n`` indices).
    """
    rng = np.random.default_rng(seed)
    n = values.shape[0]
    levels, counts = np.unique(values, return_counts=True)
    if levels.shape[0] * _LEVELS_FACTOR <= n:
        drawn = rng.multinomial(n, counts / n, size=n_resamples)
        means: np.ndarray = (drawn @ levels) / n
        return means
    out = np.empty(n_resamples, dtype=np.float64)
    for start in range(0, n_resamples, _CHUNK):
        size = min(_CHUNK, n_resamples - start)
        idx = rng.integers(0, n, size=(size, n))
        out[start : start + size] = values[idx].mean(axis=1)
    return out


def _prepare(values: Sequence[float], n_resamples: int, confidence: float, what: str) -> np.ndarray:
    _check_confidence(confidence)
    if n_resamples < 1:
        raise MetricError(f"{what}: n_resamples must be >= 1, got {n_resamples}")
    arr = np.asarray(list(values), dtype=np.float64)
    if arr.ndim != 1 or arr.shape[0] == 0:
        raise MetricError(f"{what}: needs at least one value")
    if not np.all(np.isfinite(arr)):
        raise MetricError(f"{what}: values must be finite")
    return arr


def _interval(means: np.ndarray, confidence: float) -> tuple[float, float]:
    alpha = 1.0 - confidence
    low, high = np.quantile(means, [alpha / 2.0, 1.0 - alpha / 2.0])
    return float(low), float(high)


def mean_ci_bootstrap(
    values: Sequence[float],
    *,
    n_resamples: int = DEFAULT_RESAMPLES,
    seed: int = 0,
    confidence: float = 0.95,
) -> BootstrapResult:
    """Percentile-bootstrap interval of the mean of ``values`` (``p_value`` is ``None``: a
    one-sample interval tests nothing by itself).

    The interval is the ``(1-c)/2`` and ``(1+c)/2`` quantiles (numpy's linear interpolation) of
    the resampled means. Deterministic: same values, seed and ``n_resamples`` ⇒ same result.
    """
    arr = _prepare(values, n_resamples, confidence, "mean_ci_bootstrap")
    means = _resampled_means(arr, n_resamples, seed)
    low, high = _interval(means, confidence)
    return BootstrapResult(
        mean=float(arr.mean()), low=low, high=high, p_value=None, n=int(arr.shape[0]),
        n_resamples=n_resamples, confidence=confidence,
    )


def paired_bootstrap(
    diffs: Sequence[float],
    *,
    n_resamples: int = DEFAULT_RESAMPLES,
    seed: int = 0,
    confidence: float = 0.95,
) -> BootstrapResult:
    """Bootstrap of the mean of paired differences (full − baseline per case), with a p-value.

    Resampling whole cases keeps each pair together, so case difficulty cancels out.

    p-value (two-sided, "mean difference = 0"): with observed mean ``d`` and ``k`` the number of
    resampled means on the other side of 0 from ``d`` (``<= 0`` when ``d > 0``, ``>= 0`` when
    ``d < 0``), ``p = min(1, 2 (k + 1) / (B + 1))``. The ``+1`` (Davison & Hinkley 1997) keeps p
    above 0: a finite resample can never show the chance is exactly zero. ``d == 0`` ⇒ ``p = 1``.
    """
    arr = _prepare(diffs, n_resamples, confidence, "paired_bootstrap")
    means = _resampled_means(arr, n_resamples, seed)
    low, high = _interval(means, confidence)
    observed = float(arr.mean())
    if observed == 0.0:
        p = 1.0
    else:
        other_side = int(np.count_nonzero(means <= 0.0 if observed > 0 else means >= 0.0))
        p = min(1.0, 2.0 * (other_side + 1) / (n_resamples + 1))
    return BootstrapResult(
        mean=observed, low=low, high=high, p_value=p, n=int(arr.shape[0]),
        n_resamples=n_resamples, confidence=confidence,
    )


__all__ = [
    "DEFAULT_RESAMPLES",
    "BootstrapResult",
    "mean_ci_bootstrap",
    "paired_bootstrap",
    "sign_test",
    "wilson_interval",
]
