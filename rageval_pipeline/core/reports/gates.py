"""Gates: the suite's thresholds applied to a run's summary.

One function decides pass/fail for everything — the Dagster asset checks and the CLI's exit
codes read the same gate list. A gate on a metric that could not be measured fails with that
reason: an unmeasured number cannot prove a threshold holds.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from rageval_pipeline.core.suites import Suite

GateKind = Literal["validity", "threshold", "critical"]


class Gate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    kind: GateKind
    variant: str | None
    value: float | None
    threshold: float | None
    op: Literal[">=", "<=", "=="]
    passed: bool
    reason: str


def primary_variant(suite: Suite, variants: list[str]) -> str | None:
    """The variant the gates judge: the A/B's full variant, else the first one."""
    if suite.ab is not None and suite.ab.full in variants:
        return suite.ab.full
    return sorted(variants)[0] if variants else None


def _compare(name: str, kind: GateKind, variant: str | None, value: float | None, threshold: float,
             op: Literal[">=", "<="], unmeasured_reason: str = "") -> Gate:
    if value is None:
        return Gate(name=name, kind=kind, variant=variant, value=None, threshold=threshold, op=op, passed=False,
                    reason=f"unmeasured{': ' + unmeasured_reason if unmeasured_reason else ''}")
    passed = value >= threshold if op == ">=" else value <= threshold
    return Gate(name=name, kind=kind, variant=variant, value=round(value, 6), threshold=threshold, op=op,
                passed=passed, reason=f"{value:.4f} {op} {threshold:g}" if passed else f"{value:.4f} not {op} {threshold:g}")


def evaluate_gates(suite: Suite, summary: dict[str, Any]) -> list[Gate]:
    """All gates for one partition's summary (see ``reports.summary.build_summary``)."""
    t = suite.thresholds
    gates: list[Gate] = []
    variants = sorted(summary.get("variants", {}))
    for variant in variants:
        error_rate = summary["variants"][variant]["responses"].get("error_rate")
        gates.append(_compare("error_rate", "validity", variant, error_rate, t.max_error_rate, "<="))
    gates += _ab_gates(suite, summary.get("ab"))
    main = primary_variant(suite, variants)
    if main is None:
        return gates
    v = summary["variants"][main]
    for metric, minimum in sorted(t.retrieval.items()):
        value = v.get("retrieval", {}).get("means", {}).get(metric)
        gates.append(_compare(metric, "threshold", main, value, minimum, ">=", "no case had retrieval scores"))
    scores = v.get("scores")
    if scores is not None:
        if t.composite is not None:
            gates.append(_compare("composite", "threshold", main, scores["metrics"]["composite"]["mean"], t.composite, ">="))
        for metric, minimum in sorted(t.metrics.items()):
            stats = scores["metrics"].get(metric)
            value = stats["mean"] if stats else None
            gates.append(_compare(metric, "threshold", main, value, minimum, ">=", "no case measured it"))
        if t.max_hallucination_rate is not None:
            gates.append(_compare("hallucination_rate", "threshold", main, scores["hallucination_rate"],
                                  t.max_hallucination_rate, "<="))
        failed = scores["critical_failed"]
        gates.append(Gate(
            name="critical_cases", kind="critical", variant=main, value=float(len(failed)), threshold=0.0, op="==",
            passed=not failed, reason="all critical cases pass" if not failed else "critical case(s) not passing: " + ", ".join(failed),
        ))
    return gates


def _ab_gates(suite: Suite, ab: dict[str, Any] | None) -> list[Gate]:
    """Seed 000's value gates: the win rate, and full must not hallucinate more than baseline."""
    if suite.ab is None or ab is None:
        return []
    full = suite.ab.full
    out: list[Gate] = []
    if suite.thresholds.min_win_rate is not None:
        rate = (ab.get("win_rate") or {}).get("value")
        out.append(_compare("value_win_rate", "threshold", full, rate, suite.thresholds.min_win_rate, ">=",
                            ab.get("unmeasured", {}).get("win_rate", "no valid A/B case")))
    base_rate = (ab.get("hallucination_rate_baseline") or {}).get("value")
    full_rate = (ab.get("hallucination_rate_full") or {}).get("value")
    if base_rate is None or full_rate is None:
        out.append(Gate(name="full_hallucination_vs_baseline", kind="threshold", variant=full, value=full_rate,
                        threshold=base_rate, op="<=", passed=False, reason="unmeasured: no valid A/B case"))
    else:
        passed = full_rate <= base_rate
        out.append(Gate(name="full_hallucination_vs_baseline", kind="threshold", variant=full,
                        value=round(full_rate, 6), threshold=round(base_rate, 6), op="<=", passed=passed,
                        reason=f"full {full_rate:.4f} {'<=' if passed else '>'} baseline {base_rate:.4f}"))
    return out


def exit_code(gates: list[Gate]) -> int:
    """Seed 002: 0 all pass, 1 a threshold fails, 2 a critical case failed (3 is for fatal errors)."""
    if any(not g.passed and g.kind == "critical" for g in gates):
        return 2
    if any(not g.passed for g in gates):
        return 1
    return 0
