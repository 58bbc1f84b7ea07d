"""Per-case scores: the judge's metrics, the weighted composite, and pass / fail / error.

Composite (seed 002): weighted mean of the measured metrics. Weights default to 40/20/20/20 and are
normalised; when a metric is unmeasured its weight is spread over the measured ones and the row is
flagged ``weights_renormalised`` — the composite never silently counts a missing metric as 0.

Pass rule (seed 000): an answer passes only if it meets the suite's minimum quality — composite,
correctness, evidence (for cases with ``must_cite`` rules) and hallucination.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from statistics import median
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from rageval_pipeline.core.config.suites import PassRule
from rageval_pipeline.core.metrics.generation import (
    GENERATION_METRICS,
    SCORED_METRICS,
    WEIGHTABLE_METRICS,
)
from rageval_pipeline.core.records.schemas import (
    CONTEXTS_NOT_PROVIDED,
    CaseStatus,
    EvalCase,
    Rubric,
    Score,
    SystemResponse,
    Verdict,
)

METRICS = WEIGHTABLE_METRICS
REPORTED = tuple(GENERATION_METRICS)


class CaseScore(BaseModel):
    model_config = ConfigDict(extra="forbid")

    case_id: str
    variant: str
    question: str
    critical: bool
    tags: list[str] = Field(default_factory=list)
    answerable: bool = True
    status: CaseStatus
    error: str | None = None
    faithfulness: Score
    answer_relevance: Score
    context_precision: Score
    context_recall: Score
    semantic_similarity: Score
    composite: Score
    weights_renormalised: bool = False
    #: share of the composite's weight that was measured for this case (None: not scored)
    composite_coverage: float | None = None
    rubric: Rubric | None = None
    hallucinated: bool | None = None
    fail_reasons: list[str] = Field(default_factory=list)
    latency_ms: float | None = None
    judge: str = ""


def weight_coverage(scores: Mapping[str, Score], weights: Mapping[str, float]) -> float:
    """Share of the (positive) composite weight whose metric was measured: 1.0 = all of it."""
    active = {name: w for name, w in weights.items() if w > 0}
    total = sum(active.values())
    measured = sum(w for name, w in active.items() if scores[name].measured)
    return round(measured / total, 6) if total else 0.0


def composite_score(scores: Mapping[str, Score], weights: Mapping[str, float]) -> tuple[Score, bool]:
    """Weighted mean over measured metrics; returns (score, renormalised?)."""
    active = {name: w for name, w in weights.items() if w > 0}
    measured = {name: w for name, w in active.items() if scores[name].measured}
    if not measured:
        missing = ", ".join(f"{n} ({scores[n].reason})" for n in sorted(active))
        return Score.unmeasured(f"no weighted metric was measured: {missing}"), True
    total = sum(measured.values())
    weighted = 0.0  # summed in weight order, as sum() would: the composite's float stays bit-identical
    for name, w in measured.items():
        measured_value = scores[name].value
        assert measured_value is not None  # measured means a value
        weighted += w * float(measured_value)
    value = weighted / total
    renormalised = len(measured) < len(active)
    reason = ""
    if renormalised:
        reason = "weights renormalised over measured metrics; unmeasured: " + ", ".join(sorted(set(active) - set(measured)))
    return Score(value=round(min(1.0, max(0.0, value)), 6), reason=reason), renormalised


def _pass_failures(case: EvalCase, composite: Score, rubric: Rubric | None, rule: PassRule) -> list[str]:
    reasons: list[str] = []
    if not composite.measured:
        reasons.append(f"composite unmeasured: {composite.reason}")
    elif composite.value < rule.min_composite:  # type: ignore[operator]
        reasons.append(f"composite {composite.value:.3f} < {rule.min_composite:g}")
    if rubric is None:
        reasons.append("no rubric verdict")
        return reasons
    if rubric.correctness < rule.min_correctness:
        reasons.append(f"correctness {rubric.correctness} < {rule.min_correctness}")
    needs_evidence = any(f.must_cite for f in case.required_facts)
    if needs_evidence and rubric.evidence < rule.min_evidence:
        reasons.append(f"evidence {rubric.evidence} < {rule.min_evidence}")
    if rubric.hallucination < rule.min_hallucination:
        reasons.append(f"hallucination {rubric.hallucination} < {rule.min_hallucination}")
    if rubric.forbidden_hits:
        reasons.append("forbidden claim(s): " + "; ".join(rubric.forbidden_hits))
    return reasons


def score_case(
    case: EvalCase,
    response: SystemResponse,
    verdict: Verdict | None,
    *,
    weights: Mapping[str, float],
    rule: PassRule,
) -> CaseScore:
    """Combine one response and its final verdict into the row of ``case_scores``."""
    base: dict[str, Any] = {
        "case_id": case.id, "variant": response.variant, "question": case.question, "critical": case.critical,
        "tags": list(case.tags), "answerable": case.answerable, "latency_ms": response.latency_ms,
    }
    if response.status == "error" or verdict is None or verdict.status == "error":
        if response.status == "error":
            why = f"system error: {response.error}"
        elif verdict is None:
            why = "no judge verdict for this case"
        else:
            why = f"judge error: {verdict.error}"
        unmeasured = Score.unmeasured(why)
        every_metric: dict[str, Any] = dict.fromkeys(REPORTED, unmeasured)
        return CaseScore(
            **base, status="error", error=why, judge=verdict.judge if verdict else "",
            **every_metric, composite=unmeasured, fail_reasons=[why],
        )
    metric_scores = {name: getattr(verdict, name) for name in REPORTED}
    composite, renormalised = composite_score(metric_scores, weights)
    failures = _pass_failures(case, composite, verdict.rubric, rule)
    rubric = verdict.rubric
    return CaseScore(
        **base, status="fail" if failures else "pass", judge=verdict.judge, **metric_scores,
        composite=composite, weights_renormalised=renormalised,
        composite_coverage=weight_coverage(metric_scores, weights), rubric=rubric,
        hallucinated=None if rubric is None or _claims_unchecked(response, verdict) else rubric.hallucination < 2,
        fail_reasons=failures,
    )


def _claims_unchecked(response: SystemResponse, verdict: Verdict) -> bool:
    """The answer asserted something that nothing was checked against: no contexts returned and no
    reference either (a judge reports no claim checks and faithfulness unmeasured for that reason).
    Its hallucination is then unmeasured — counting it as "none" would let a hallucination-rate gate
    pass on a system that hides its sources."""
    return (response.contexts is None and not verdict.claims and bool((response.answer or "").strip())
            and not verdict.faithfulness.measured and verdict.faithfulness.reason == CONTEXTS_NOT_PROVIDED)


def _mean(values: Sequence[float]) -> float | None:
    return round(sum(values) / len(values), 6) if values else None


def _percentile(values: Sequence[float], q: float) -> float | None:
    """Nearest-rank percentile (no interpolation: the value a real request took)."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100.0 * len(ordered)))
    return round(ordered[rank - 1], 3)


#: why an answer counts as hallucinated, in the order they are checked (one cause per answer)
HALLUCINATION_CAUSES = ("forbidden claim", "answered an unanswerable question", "unsupported or contradicted claims")


def hallucination_causes(rows: Sequence[CaseScore]) -> dict[str, int]:
    """Hallucinated answers by cause. The first two can be wholly supported by the retrieved
    contexts (faithfulness 1.0): a claim the dataset marks as wrong (often from a superseded
    document) and an answer to a question the sources cannot answer."""
    counts = dict.fromkeys(HALLUCINATION_CAUSES, 0)
    for r in rows:
        if not r.hallucinated or r.rubric is None:
            continue
        if r.rubric.forbidden_hits:
            counts["forbidden claim"] += 1
        elif not r.answerable:
            counts["answered an unanswerable question"] += 1
        else:
            counts["unsupported or contradicted claims"] += 1
    return {cause: n for cause, n in counts.items() if n}


def summarize_variant(rows: Sequence[CaseScore]) -> dict[str, Any]:
    """Aggregates of one variant. A mean over zero measured cases is ``None`` with its count 0."""
    ok = [r for r in rows if r.status != "error"]
    out: dict[str, Any] = {
        "cases": len(rows),
        "passed": sum(r.status == "pass" for r in rows),
        "failed": sum(r.status == "fail" for r in rows),
        "errors": sum(r.status == "error" for r in rows),
        "critical_failed": sorted(r.case_id for r in rows if r.critical and r.status != "pass"),
        "metrics": {},
    }
    for name in SCORED_METRICS:
        values = [float(getattr(r, name).value) for r in ok if getattr(r, name).measured]
        out["metrics"][name] = {"mean": _mean(values), "measured": len(values), "unmeasured": len(ok) - len(values)}
    judged = [r for r in ok if r.hallucinated is not None]
    out["hallucination_rate"] = _mean([1.0 if r.hallucinated else 0.0 for r in judged])
    out["hallucination_causes"] = hallucination_causes(judged)
    out["pass_rate"] = _mean([1.0 if r.status == "pass" else 0.0 for r in rows])
    out["error_rate"] = _mean([1.0 if r.status == "error" else 0.0 for r in rows])
    latencies = [r.latency_ms for r in rows if r.latency_ms is not None]
    out["latency_ms"] = {
        "avg": _mean(latencies), "p50": _percentile(latencies, 50), "p95": _percentile(latencies, 95),
        "median": round(median(latencies), 3) if latencies else None,
    }
    tags: dict[str, list[float]] = {}
    for r in ok:
        for tag in r.tags:
            tags.setdefault(tag, [])
            if r.composite.measured:
                tags[tag].append(float(r.composite.value))  # type: ignore[arg-type]
    out["tags"] = {t: {"count": sum(t in r.tags for r in rows), "avg_composite": _mean(v)} for t, v in sorted(tags.items())}
    out["composite_coverage"] = _coverage(ok)
    return out


def _coverage(rows: Sequence[CaseScore]) -> dict[str, Any]:
    """What the composite of the answerable scored cases is made of.

    Negative cases are left out: on a question with nothing to retrieve the context metrics are
    unmeasured by design, which says nothing about what the system exposes.
    """
    covered = [r for r in rows if r.answerable and r.composite_coverage is not None]
    unmeasured: dict[str, int] = {}
    reasons: dict[str, dict[str, int]] = {}
    for r in covered:
        for name in WEIGHTABLE_METRICS:
            score: Score = getattr(r, name)
            if not score.measured:
                unmeasured[name] = unmeasured.get(name, 0) + 1
                why = reasons.setdefault(name, {})
                why[score.reason] = why.get(score.reason, 0) + 1
    values = [float(r.composite_coverage) for r in covered]  # type: ignore[arg-type]
    return {
        "mean": _mean(values), "min": round(min(values), 6) if values else None, "cases": len(covered),
        "unmeasured": dict(sorted(unmeasured.items())),
        # the most frequent reason (ties: alphabetical) is the one worth printing
        "reasons": {n: sorted(c.items(), key=lambda x: (-x[1], x[0]))[0][0] for n, c in sorted(reasons.items())},
    }


def summarize_case_scores(rows: Iterable[CaseScore]) -> dict[str, dict[str, Any]]:
    """``{variant: aggregates}`` in variant-name order."""
    by_variant: dict[str, list[CaseScore]] = {}
    for row in rows:
        by_variant.setdefault(row.variant, []).append(row)
    return {name: summarize_variant(by_variant[name]) for name in sorted(by_variant)}
