"""The terminal scorecard of a sweep: sorted by the primary metric, deltas and Holm marks as stored."""

from rageval_pipeline.core.ab.scorecard import Scorecard, ScorecardRow
from rageval_pipeline.core.reports.sweep_table import sweep_table


def row(metric: str, variant: str, base_value: float, value: float | None, *, significant: bool = False,
        n: int = 10) -> ScorecardRow:
    delta = None if value is None else round(value - base_value, 6)
    direction = None if delta is None else ("same" if delta == 0 else "better" if delta > 0 else "worse")
    if metric.startswith("latency") and direction in ("better", "worse"):
        direction = "worse" if direction == "better" else "better"
    return ScorecardRow(metric=metric, variant=variant, base="base", n_pairs=n, n_unpaired=0, base_value=base_value,
                        variant_value=value, delta=delta, ci_low=None, ci_high=None, test="permutation",
                        p_value=0.01 if significant else 0.5, p_holm=0.02 if significant else 0.9,
                        significant=significant, direction=direction)


CARD = Scorecard(base="base", variants=["k0=10", "k0=40", "rerank=off"], alpha=0.05, confidence=0.95, seed=0, rows=[
    row("recall@5", "k0=10", 0.8, 0.7),
    row("recall@5", "k0=40", 0.8, 0.9, significant=True),
    row("recall@5", "rerank=off", 0.8, None),
    row("mrr@5", "k0=10", 0.5, 0.25, significant=True),
    row("mrr@5", "k0=40", 0.5, 0.5),
    row("mrr@5", "rerank=off", 0.5, 0.6),
    row("latency_p50_ms", "k0=10", 12.0, 2.0, significant=True),
    row("latency_p50_ms", "k0=40", 12.0, 3.0, significant=True),
    row("latency_p50_ms", "rerank=off", 12.0, 1.0, significant=True),
])


def test_rows_sort_by_the_primary_metric_with_deltas_and_marks():
    lines = sweep_table(CARD, "recall@5").splitlines()
    assert lines[0] == ("Scorecard against base, sorted by recall@5 (10 paired cases; value, delta, "
                        "+/- = significantly better/worse, Holm-corrected p < 0.05)")
    assert lines[1].split() == ["#", "variant", "recall@5", "mrr@5"]  # latency left out by default
    # best first; the base ranks among the variants; a variant without the metric goes last
    assert [line.split()[1] for line in lines[2:]] == ["k0=40", "base", "k0=10", "rerank=off"]
    assert lines[2].split() == ["1", "k0=40", "0.9000", "+0.1000+", "0.5000", "+0.0000"]
    assert lines[3].split() == ["2", "base", "0.8000", "0.5000"]
    assert lines[4].split() == ["3", "k0=10", "0.7000", "-0.1000", "0.2500", "-0.2500-"]
    assert lines[5].split() == ["4", "rerank=off", "—", "0.6000", "+0.1000"]


def test_lower_is_better_metrics_sort_ascending_and_latency_can_be_shown():
    text = sweep_table(CARD, "latency_p50_ms", lower_is_better=frozenset({"latency_p50_ms"}), include_latency=True)
    order = [line.split()[1] for line in text.splitlines()[2:]]
    assert order == ["rerank=off", "k0=10", "k0=40", "base"]
    assert "1.0000 -11.0000+" in text  # faster, significantly: a '+' (better), though the delta is negative


def test_nothing_measured_says_so():
    empty = CARD.model_copy(update={"rows": [row("recall@5", "k0=10", 0.8, None)]})
    assert sweep_table(empty, "recall@5") == "no variant has a measured headline metric to compare\n"
