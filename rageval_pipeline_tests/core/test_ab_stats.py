"""A/B statistics against textbook values (Newcombe 1998 Table I; exact binomial sums by hand)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from rageval_pipeline.core.ab import stats
from rageval_pipeline.core.ab.stats import (
    mean_ci_bootstrap,
    paired_bootstrap,
    sign_test,
    wilson_interval,
)
from rageval_pipeline.core.errors import MetricError

# ------------------------------------------------------------------------------ Wilson


@pytest.mark.parametrize(
    ("successes", "n", "low", "high"),
    [
        # Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I, method 3
        (81, 263, 0.2553, 0.3662),
        (15, 148, 0.0624, 0.1605),
        (0, 20, 0.0, 0.1611),
        (1, 29, 0.0061, 0.1718),
        # 0/10, 5/10, 10/10 (z = 1.959964): closed form by hand
        (0, 10, 0.0, 0.2775),
        (5, 10, 0.2366, 0.7634),
        (10, 10, 0.7225, 1.0),
    ],
)
def test_wilson_matches_published_values(successes: int, n: int, low: float, high: float) -> None:
    lo, hi = wilson_interval(successes, n)
    assert lo == pytest.approx(low, abs=5e-5)
    assert hi == pytest.approx(high, abs=5e-5)


def test_wilson_closed_form_0_of_10() -> None:
    z = 1.959963984540054
    assert wilson_interval(0, 10)[1] == pytest.approx(z * z / (10 + z * z), rel=1e-12)


def test_wilson_confidence_widens_interval() -> None:
    lo95, hi95 = wilson_interval(5, 10)
    lo99, hi99 = wilson_interval(5, 10, confidence=0.99)
    assert lo99 < lo95 and hi99 > hi95


@pytest.mark.parametrize(("s", "n"), [(0, 0), (-1, 5), (6, 5)])
def test_wilson_rejects_bad_counts(s: int, n: int) -> None:
    with pytest.raises(MetricError):
        wilson_interval(s, n)


def test_wilson_rejects_bad_confidence() -> None:
    with pytest.raises(MetricError, match="confidence"):
        wilson_interval(1, 2, confidence=1.0)


@given(st.integers(min_value=1, max_value=500).flatmap(lambda n: st.tuples(st.integers(0, n), st.just(n))))
def test_wilson_contains_point_estimate(pair: tuple[int, int]) -> None:
    s, n = pair
    lo, hi = wilson_interval(s, n)
    assert 0.0 <= lo <= s / n <= hi <= 1.0


# ------------------------------------------------------------------------------ sign test


@pytest.mark.parametrize(
    ("wins", "losses", "p"),
    [
        (8, 1, 20 / 512),  # 2 · (C(9,0) + C(9,1)) / 2^9
        (10, 0, 2 / 1024),
        (1, 8, 20 / 512),  # symmetric
        (3, 17, 2 * (1 + 20 + 190 + 1140) / 2**20),
        (5, 5, 1.0),  # 2 · P(X <= 5 | 10) > 1 → capped
        (6, 4, 2 * (1 + 10 + 45 + 120 + 210) / 1024),
        (0, 0, 1.0),  # every case tied: no evidence
        (1, 0, 1.0),
    ],
)
def test_sign_test_exact_values(wins: int, losses: int, p: float) -> None:
    assert sign_test(wins, losses) == pytest.approx(p, rel=1e-12)


def test_sign_test_agrees_with_scipy_binomtest() -> None:
    from scipy.stats import binomtest  # type: ignore[import-untyped]

    # the last two: suite sizes where the tail has thousands of terms (10,000+ cases)
    for wins, losses in [(12, 3), (7, 9), (25, 10), (0, 6), (1_700, 1_600), (5_200, 4_950)]:
        assert sign_test(wins, losses) == pytest.approx(binomtest(wins, wins + losses).pvalue, rel=1e-9)


def test_sign_test_rejects_negative_counts() -> None:
    with pytest.raises(MetricError):
        sign_test(-1, 3)


# ------------------------------------------------------------------------------ bootstrap


def test_paired_bootstrap_matches_exact_binomial_resampling() -> None:
    # diffs = two 1s and eight 0s: a resampled mean is Binomial(10, 0.2)/10, so
    # P(mean <= 0) = 0.8^10 = 0.107374 → p ≈ 2 · 0.107374 = 0.2147 (± Monte-Carlo error ≈ 0.006);
    # the 2.5 % quantile is 0 (P(0) = 0.107 > 0.025) and the 97.5 % one 0.5 (P(X<=4) = 0.967 < 0.975 < P(X<=5) = 0.994)
    result = paired_bootstrap([1, 1] + [0] * 8, seed=0)
    assert result.mean == pytest.approx(0.2)
    assert result.p_value == pytest.approx(2 * 0.8**10, abs=0.012)
    assert (result.low, result.high) == (0.0, 0.5)
    assert result.n == 10 and result.n_resamples == 10_000 and result.confidence == 0.95


def test_bootstrap_ci_close_to_normal_theory_for_a_large_sample() -> None:
    rng = np.random.default_rng(42)
    values = rng.normal(0.3, 1.0, size=400)
    result = mean_ci_bootstrap(values.tolist(), seed=1)
    se = values.std(ddof=1) / math.sqrt(len(values))
    assert result.mean == pytest.approx(values.mean())
    assert result.low == pytest.approx(values.mean() - 1.96 * se, abs=0.01)
    assert result.high == pytest.approx(values.mean() + 1.96 * se, abs=0.01)
    assert result.p_value is None


def test_level_count_resampling_draws_the_same_distribution_as_index_resampling() -> None:
    # 3,000 paired outcomes in {-1, 0, 1}: few levels, so resampling goes by level counts
    # (multinomial); a plain index bootstrap of the same data must give the same distribution
    rng = np.random.default_rng(5)
    diffs = rng.choice([-1.0, 0.0, 1.0], p=[0.2, 0.5, 0.3], size=3_000)
    by_levels = stats._resampled_means(diffs, 10_000, seed=0)
    idx = np.random.default_rng(99).integers(0, diffs.size, size=(4_000, diffs.size))
    by_index = diffs[idx].mean(axis=1)
    se = diffs.std() / math.sqrt(diffs.size)  # the bootstrap's own standard error (population sd)
    for resampled in (by_levels, by_index):
        assert resampled.mean() == pytest.approx(diffs.mean(), abs=0.1 * se)
        assert resampled.std() == pytest.approx(se, rel=0.05)
    for q in (0.025, 0.5, 0.975):
        assert np.quantile(by_levels, q) == pytest.approx(np.quantile(by_index, q), abs=0.15 * se)
    result = paired_bootstrap(diffs.tolist(), seed=0)
    assert (result.low, result.high) == (pytest.approx(diffs.mean() - 1.96 * se, abs=0.1 * se),
                                         pytest.approx(diffs.mean() + 1.96 * se, abs=0.1 * se))
    assert result.p_value == pytest.approx(2 / 10_001)  # mean 0.1 is ~7 standard errors above 0
    assert paired_bootstrap(diffs.tolist(), seed=0) == result  # deterministic on this path too


def test_paired_bootstrap_p_value_rules() -> None:
    all_up = paired_bootstrap([1.0] * 6, n_resamples=999)
    assert all_up.p_value == pytest.approx(2 / 1000)  # k = 0 → 2 (0 + 1) / (B + 1): never exactly 0
    assert (all_up.low, all_up.high) == (1.0, 1.0)
    assert paired_bootstrap([0.0, 0.0, 0.0]).p_value == 1.0  # observed mean 0
    down = paired_bootstrap([-2.0, -1.0, -1.0, 0.0, -1.0])
    assert down.mean == -1.0 and down.p_value is not None and down.p_value < 0.01
    symmetric = paired_bootstrap([1.0, -1.0] * 10 + [0.5])
    assert symmetric.p_value is not None and symmetric.p_value > 0.5


def test_bootstrap_is_deterministic_with_seed_and_varies_without() -> None:
    data = [0.0, 1.0, 2.0, -1.0, 1.0, 0.0, 3.0]
    assert paired_bootstrap(data, seed=7) == paired_bootstrap(data, seed=7)
    assert paired_bootstrap(data, seed=7) != paired_bootstrap(data, seed=8)
    assert mean_ci_bootstrap(data, seed=3) == mean_ci_bootstrap(list(data), seed=3)


@pytest.mark.parametrize("bad", [[], [float("nan"), 1.0], [float("inf")]])
def test_bootstrap_rejects_unusable_input(bad: list[float]) -> None:
    with pytest.raises(MetricError):
        paired_bootstrap(bad)
    with pytest.raises(MetricError):
        mean_ci_bootstrap(bad)


def test_bootstrap_rejects_bad_settings() -> None:
    with pytest.raises(MetricError, match="n_resamples"):
        paired_bootstrap([1.0], n_resamples=0)
    with pytest.raises(MetricError, match="confidence"):
        mean_ci_bootstrap([1.0], confidence=0.0)
