"""Gates: the suite's thresholds applied to a run's summary, and the exit code they decide.

One function decides pass/fail for everything (:func:`evaluate_gates`), one decides the exit code
(:func:`decide_exit_code`): the Dagster asset checks select gates by family and the CLI's exit
code reads the same list. A gate on a metric that could not be measured fails with that reason:
an unmeasured number cannot prove a threshold holds.

The composite gate also asks what the composite is made of: a composite measured on answer
relevance alone (a system that returns no contexts) says nothing about hallucination, so the gate
fails unless the composite covers enough of its weight (``thresholds.composite_coverage``) and the
metrics it requires (``thresholds.composite_requires``, default faithfulness) were measured.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Literal

from rageval_pipeline.core.config.suites import Suite, Thresholds
from rageval_pipeline.core.reports.run_summary import (
    FAMILY_EXIT_CODES,
    Gate,
    GateFamily,
    RunSummary,
    ScoreStats,
    primary_variant_of,
)

EXIT_OK = 0
EXIT_THRESHOLD = 1
EXIT_CRITICAL = 2
EXIT_FATAL = 3


def primary_variant(suite: Suite, variants: list[str]) -> str | None:
    """The variant the gates judge: the A/B's full variant, else the first one."""
    return primary_variant_of(variants, suite.ab.full if suite.ab is not None else None)


def compare(name: str, family: GateFamily, variant: str | None, value: float | None, threshold: float,
            op: Literal[">=", "<="], unmeasured_reason: str = "", *, note: str = "") -> Gate:
    suffix = f" ({note})" if note else ""
    code = FAMILY_EXIT_CODES[family]
    if value is None:
        return Gate(name=name, family=family, variant=variant, value=None, threshold=threshold, op=op, passed=False,
                    reason=f"unmeasured{': ' + unmeasured_reason if unmeasured_reason else ''}{suffix}", exit_code=code)
    passed = value >= threshold if op == ">=" else value <= threshold
    verdict = f"{value:.4f} {op} {threshold:g}" if passed else f"{value:.4f} not {op} {threshold:g}"
    return Gate(name=name, family=family, variant=variant, value=round(value, 6), threshold=threshold, op=op,
                passed=passed, reason=verdict + suffix, exit_code=code)


def _pct(share: float) -> str:
    return f"{share * 100:.0f}%"


def coverage_problem(scores: ScoreStats, weights: Mapping[str, float], rule: Thresholds) -> str | None:
    """Why this variant's composite does not cover enough of its weight (``None``: it does).

    Coverage is the mean, over the answerable scored cases, of the share of the composite's weight
    that was measured. The required share defaults to the weight of ``composite_requires``, and each
    required metric must be measured on at least half of those cases.
    """
    total = sum(w for w in weights.values() if w > 0)
    required = [m for m in rule.composite_requires if weights.get(m, 0) > 0]
    need = rule.composite_coverage
    if need is None:
        need = sum(weights[m] for m in required) / total if total else 0.0
    cov = scores.composite_coverage
    if cov is None or cov.cases == 0 or cov.mean is None:
        return None  # nothing answerable to cover (e.g. only negative cases): the composite speaks alone
    missing = [m for m in required if cov.unmeasured.get(m, 0) * 2 > cov.cases]
    if float(cov.mean) + 1e-9 >= need and not missing:
        return None
    unmeasured = ", ".join(f"{m} on {n}/{cov.cases} cases ({cov.reasons.get(m, 'unmeasured')})"
                           for m, n in sorted(cov.unmeasured.items()))
    if missing:  # lead with what is missing: "covers 60% (needs >= 40%)" alone reads as a pass
        them = "it" if len(missing) == 1 else "them"
        return (f"composite leaves out {', '.join(missing)} (a composite gate needs {them} measured on at least "
                f"half the cases); it covers {_pct(float(cov.mean))} of the weight; unmeasured: {unmeasured}")
    return (f"composite covers {_pct(float(cov.mean))} of the weight (needs >= {_pct(need)}); "
            f"unmeasured: {unmeasured or 'none'}")


def composite_gate(scores: ScoreStats, weights: Mapping[str, float], rule: Thresholds, threshold: float,
                   variant: str, *, note: str = "") -> Gate:
    """``composite >= threshold``, failing when the composite does not cover enough of its weight."""
    gate = compare("composite", "quality", variant, scores.mean("composite"), threshold, ">=",
                   "no case measured it", note=note)
    problem = coverage_problem(scores, weights, rule)
    if problem is None:
        return gate
    return gate.model_copy(update={"passed": False, "reason": problem + (f" ({note})" if note else "")})


def _error_rate_gate(summary: RunSummary, variant: str, maximum: float) -> Gate:
    """Share of cases without a result: the system failed, or the judge did (a night the judge could
    not score must not pass on a system error rate of 0)."""
    stats = summary.variants[variant]
    system = stats.responses.error_rate
    cases = stats.scores.error_rate if stats.scores is not None else None
    values = [float(v) for v in (system, cases) if v is not None]
    value = max(values) if values else None
    note = ("the judge failed on cases the system answered"
            if cases is not None and system is not None and float(cases) > float(system) else "")
    return compare("error_rate", "validity", variant, value, maximum, "<=", note=note)


def evaluate_gates(suite: Suite, summary: RunSummary) -> list[Gate]:
    """All gates for one partition's summary (see ``reports.summary.build_summary``)."""
    t = suite.thresholds
    gates: list[Gate] = []
    variants = sorted(summary.variants)
    for variant in variants:
        gates.append(_error_rate_gate(summary, variant, t.max_error_rate))
    gates += _ab_gates(suite, summary)
    main = primary_variant(suite, variants)
    if main is None:
        return gates
    v = summary.variants[main]
    for metric, minimum in sorted(t.retrieval.items()):
        gates.append(compare(metric, "retrieval", main, v.retrieval_mean(metric), minimum, ">=",
                             "no case had retrieval scores"))
    scores = v.scores
    if scores is not None:
        if t.composite is not None:
            gates.append(composite_gate(scores, suite.normalised_weights, t, t.composite, main))
        for metric, minimum in sorted(t.metrics.items()):
            gates.append(compare(metric, "quality", main, scores.mean(metric), minimum, ">=", "no case measured it"))
        if t.max_hallucination_rate is not None:
            rate = None if scores.hallucination_rate is None else float(scores.hallucination_rate)
            gates.append(compare("hallucination_rate", "quality", main, rate, t.max_hallucination_rate, "<="))
        failed = list(scores.critical_failed or [])
        gates.append(Gate(
            name="critical_cases", family="critical", variant=main, value=float(len(failed)), threshold=0.0, op="==",
            passed=not failed, exit_code=FAMILY_EXIT_CODES["critical"],
            reason="all critical cases pass" if not failed else "critical case(s) not passing: " + ", ".join(failed),
        ))
    return gates


def _ab_gates(suite: Suite, summary: RunSummary) -> list[Gate]:
    """The value gates: the win rate, and full must not hallucinate more than baseline."""
    ab = summary.ab
    if suite.ab is None or ab is None:
        return []
    full = suite.ab.full
    out: list[Gate] = []
    if suite.thresholds.min_win_rate is not None:
        rate = ab.win_rate.value if ab.win_rate is not None else None
        out.append(compare("value_win_rate", "value", full, rate, suite.thresholds.min_win_rate, ">=",
                           ab.unmeasured.get("win_rate", "no valid A/B case")))
    base_rate = ab.hallucination_rate_baseline.value if ab.hallucination_rate_baseline is not None else None
    full_rate = ab.hallucination_rate_full.value if ab.hallucination_rate_full is not None else None
    code = FAMILY_EXIT_CODES["value"]
    if base_rate is None or full_rate is None:
        out.append(Gate(name="full_hallucination_vs_baseline", family="value", variant=full, value=full_rate,
                        threshold=base_rate, op="<=", passed=False, reason="unmeasured: no valid A/B case",
                        exit_code=code))
    else:
        passed = full_rate <= base_rate
        out.append(Gate(name="full_hallucination_vs_baseline", family="value", variant=full,
                        value=round(full_rate, 6), threshold=round(base_rate, 6), op="<=", passed=passed,
                        reason=f"full {full_rate:.4f} {'<=' if passed else '>'} baseline {base_rate:.4f}",
                        exit_code=code))
    return out


def decide_exit_code(gates: Iterable[Gate], *, fatal: bool = False) -> int:
    """0 every gate passes; otherwise the highest exit code a failing gate asks for (1 threshold,
    2 critical case); 3 when the run could not be evaluated at all (``fatal``)."""
    if fatal:
        return EXIT_FATAL
    return max((g.exit_code for g in gates if not g.passed), default=EXIT_OK)

__all__ = [
    "EXIT_CRITICAL", "EXIT_FATAL", "EXIT_OK", "EXIT_THRESHOLD", "Gate", "GateFamily", "composite_gate", "compare",
    "coverage_problem", "decide_exit_code", "evaluate_gates", "primary_variant",
]
