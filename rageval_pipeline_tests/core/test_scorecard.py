"""Scorecard statistics against hand-computed values: paired bootstrap, permutation test, Holm."""

import numpy as np
import pytest

from rageval_pipeline.core.ab.scorecard import (
    MetricSpec,
    build_scorecard,
    holm,
    paired_bootstrap_interval,
    paired_permutation_p,
    rubric_row,
)


def test_holm_matches_the_worked_example():
    # sorted 0.005, 0.01, 0.03, 0.04 → ×4, ×3, ×2, ×1 = 0.02, 0.03, 0.06, 0.04 → running max 0.02, 0.03, 0.06, 0.06
    assert holm([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.03, 0.06, 0.06, 0.02])
    # None is not part of the family: m = 2, so 0.5 × 2 = 1.0, and 0.9 × 1 is lifted to the running max 1.0
    assert holm([0.5, None, 0.9]) == pytest.approx([1.0, None, 1.0])
    assert holm([]) == []


def test_paired_bootstrap_equals_a_hand_written_resampling_loop():
    base = np.array([0.2, 0.5, 0.5, 0.9, 0.1, 0.4, 0.7])
    variant = np.array([0.4, 0.6, 0.5, 1.0, 0.3, 0.3, 0.9])
    rng = np.random.default_rng(11)
    deltas = []
    for _ in range(2_500):  # one resample of case indices at a time, pairs kept together
        idx = rng.integers(0, len(base), size=len(base))
        deltas.append(variant[idx].mean() - base[idx].mean())
    expected = np.quantile(deltas, [0.025, 0.975])
    low, high = paired_bootstrap_interval(base, variant, n_resamples=2_500, seed=11)
    assert (low, high) == pytest.approx(tuple(expected), abs=1e-12)


def test_exact_permutation_p_by_hand():
    # differences 1, 2, 3: of the 8 sign patterns only +++ and --- reach |mean| >= 2
    assert paired_permutation_p(np.zeros(3), np.array([1.0, 2.0, 3.0])) == pytest.approx(2 / 8)
    # differences 1, -1: every pattern has |mean| 0 or 1 >= 0 → the observed 0 difference gives p = 1
    assert paired_permutation_p(np.zeros(2), np.array([1.0, -1.0])) == 1.0
    # differences 1, 1, 1, 1: only ++++ and ---- reach 1 → 2/16
    assert paired_permutation_p(np.zeros(4), np.ones(4)) == pytest.approx(2 / 16)


def test_monte_carlo_permutation_p_for_many_pairs_is_close_to_the_normal_theory():
    rng = np.random.default_rng(0)
    base = rng.normal(0.5, 0.1, 400)
    variant = base + rng.normal(0.0, 0.1, 400)  # no true difference
    p = paired_permutation_p(base, variant, n_permutations=4_000, seed=1)
    assert 0.05 < p <= 1.0
    shifted = paired_permutation_p(base, variant + 0.05, n_permutations=4_000, seed=1)
    assert shifted == pytest.approx(1 / 4_001)  # nothing as extreme in 4,000 permutations


def _values():
    cases = [f"q{i}" for i in range(1, 9)]
    base = {"recall@5": dict(zip(cases, [0, 1, 0, 1, 0, 1, 0, 0], strict=True)),
            "latency_ms": dict(zip(cases, [100, 120, 90, 110, 130, 105, 95, 115], strict=True))}
    better = {"recall@5": dict(zip(cases, [1, 1, 1, 1, 1, 1, 1, 1], strict=True)),
              "latency_ms": dict(zip(cases, [200, 220, 190, 210, 230, 205, 195, 215], strict=True))}
    same = {"recall@5": dict(zip(cases, [0, 1, 0, 1, 0, 1, 0, 0], strict=True)),
            "latency_ms": {**dict(zip(cases, [100, 120, 90, 110, 130, 105, 95, 115], strict=True)), "q8": None}}
    return {"base": base, "k0=40": better, "k0=10": same}


def test_scorecard_rows_with_holm_across_variants():
    card = build_scorecard(_values(), base="base", seed=3, n_resamples=2_000,
                           metrics=[MetricSpec("recall@5"), MetricSpec("latency_ms", higher_is_better=False, kind="p95")],
                           outcomes={"k0=40": (6, 1, 1), "k0=10": (0, 0, 8)})
    rows = {(r.metric, r.variant): r for r in card.rows}
    up = rows[("recall@5", "k0=40")]
    # 5 of 8 cases go 0 → 1: delta 5/8; exact permutation: only the all-kept and all-swapped patterns of the
    # 5 changed cases reach |delta| >= 5/8 (the 3 unchanged cases swap freely) → 2/32
    assert (up.base_value, up.variant_value, up.delta) == (0.375, 1.0, 0.625)
    assert up.p_value == pytest.approx(2 / 32) and up.test == "permutation (exact)"
    flat = rows[("recall@5", "k0=10")]
    assert flat.delta == 0.0 and flat.p_value == 1.0 and flat.direction == "same"
    assert up.p_holm == pytest.approx(min(1.0, 2 * 2 / 32)) and flat.p_holm == 1.0  # family of two
    slow = rows[("latency_ms", "k0=40")]
    assert slow.delta == 100.0 and slow.direction == "worse" and slow.ci_low == slow.ci_high == 100.0
    assert rows[("latency_ms", "k0=10")].n_pairs == 7 and rows[("latency_ms", "k0=10")].n_unpaired == 1
    sign = rows[("rubric_outcome", "k0=40")]
    assert sign.test == "sign test" and sign.p_value == pytest.approx(0.125)  # 2 × P(X<=1 | 7, 0.5) = 16/128
    assert rows[("rubric_outcome", "k0=10")].p_value is None  # all ties: nothing to test


def test_rubric_row_without_cases_is_unmeasured():
    row = rubric_row("b", "v", 0, 0, 0)
    assert row.p_value is None and row.unmeasured_reason
