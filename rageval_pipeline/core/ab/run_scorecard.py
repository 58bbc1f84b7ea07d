"""The scorecard of one partition: every variant against the suite's base variant, per headline metric.

Per-case values come from the partition's own rows — retrieval scores (recall / MRR / nDCG at the
primary k, document-level recall where measured), case scores (composite, the generation metrics,
pass as 0/1, hallucinated as 0/1) and responses (latency, failed calls included) — so the scorecard
is exactly what the report's means are made of, paired case by case. The rubric row compares the
two variants' final verdicts with the same outcome rule as the A/B Value Win Rate.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rageval_pipeline.core.ab.compare import compare_case
from rageval_pipeline.core.ab.scorecard import MetricSpec, Scorecard, build_scorecard
from rageval_pipeline.core.metrics.generation import COMPOSITE, GENERATION_METRICS
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse, Verdict

#: ``n`` above which a metric's resampling uses fewer draws (its interval is then already tight and
#: ``n × resamples`` work per metric would dominate a 10,000-case night)
LARGE_N = 1_000


def _retrieval_specs(primary_k: int) -> list[MetricSpec]:
    return [MetricSpec(f"{family}@{primary_k}") for family in ("recall", "mrr", "ndcg", "doc_recall")]


def scorecard_metrics(primary_k: int, *, retrieval_only: bool) -> list[MetricSpec]:
    specs = _retrieval_specs(primary_k)
    if not retrieval_only:
        specs += [MetricSpec(COMPOSITE), *(MetricSpec(m) for m in GENERATION_METRICS),
                  MetricSpec("pass_rate"), MetricSpec("hallucination_rate", higher_is_better=False)]
    specs += [MetricSpec("latency_p50_ms", higher_is_better=False, kind="p50"),
              MetricSpec("latency_p95_ms", higher_is_better=False, kind="p95")]
    return specs


def primary_metric(primary_k: int, *, retrieval_only: bool) -> str:
    """What a scorecard is sorted by: the composite, or recall@k when answers are not judged."""
    return f"recall@{primary_k}" if retrieval_only else COMPOSITE


def lower_is_better(primary_k: int, *, retrieval_only: bool) -> frozenset[str]:
    return frozenset(s.name for s in scorecard_metrics(primary_k, retrieval_only=retrieval_only)
                     if not s.higher_is_better)


def run_scorecard(
    *, base: str, primary_k: int, retrieval_only: bool, cases: Sequence[EvalCase],
    responses: Sequence[SystemResponse], retrieval_rows: Sequence[Any], scores: Sequence[Any],
    verdicts: Sequence[Verdict], seed: int = 0,
) -> Scorecard | None:
    """``None`` when there is nothing to compare (one variant, or no base variant among the rows)."""
    variants = sorted({r.variant for r in responses})
    if len(variants) < 2 or base not in variants:
        return None
    values: dict[str, dict[str, dict[str, float | None]]] = {v: {} for v in variants}

    def put(variant: str, metric: str, case_id: str, value: float | None) -> None:
        values[variant].setdefault(metric, {})[case_id] = value

    for row in retrieval_rows:
        for spec in _retrieval_specs(primary_k):
            put(row.variant, spec.name, row.case_id, row.metrics.get(spec.name) if row.scored else None)
    for s in scores:
        if s.status == "error":
            continue
        for metric in (COMPOSITE, *GENERATION_METRICS):
            put(s.variant, metric, s.case_id, getattr(s, metric).value)
        put(s.variant, "pass_rate", s.case_id, 1.0 if s.status == "pass" else 0.0)
        put(s.variant, "hallucination_rate", s.case_id, None if s.hallucinated is None else float(s.hallucinated))
    for r in responses:
        # a failed call counts at its time to failure (``metrics.latency``): a variant that times
        # out must not look faster for it
        put(r.variant, "latency_p50_ms", r.case_id, r.latency_ms)
        put(r.variant, "latency_p95_ms", r.case_id, r.latency_ms)
    outcomes = None if retrieval_only else _outcomes(base, variants, cases, verdicts)
    resamples = 10_000 if len(cases) <= LARGE_N else 2_000
    return build_scorecard(values, base=base, metrics=scorecard_metrics(primary_k, retrieval_only=retrieval_only),
                           outcomes=outcomes, seed=seed, n_resamples=resamples)


def _outcomes(base: str, variants: list[str], cases: Sequence[EvalCase],
              verdicts: Sequence[Verdict]) -> dict[str, tuple[int, int, int]]:
    """Per variant: rubric wins / losses / ties against the base, by the Value-Win-Rate rule."""
    finals = {(v.case_id, v.variant): v for v in verdicts if v.pass_index is None}
    out: dict[str, tuple[int, int, int]] = {}
    for variant in variants:
        if variant == base:
            continue
        wins = losses = ties = 0
        for case in cases:
            b, f = finals.get((case.id, base)), finals.get((case.id, variant))
            if b is None or f is None or b.status == "error" or f.status == "error":
                continue
            outcome = compare_case(case, b, f).outcome
            wins += outcome == "win"
            losses += outcome == "loss"
            ties += outcome == "tie"
        out[variant] = (wins, losses, ties)
    return out


__all__ = ["run_scorecard", "scorecard_metrics"]
