"""Asset checks: the gates of a partition.

Gates are check *results*, not crashes: a night that computed everything and failed a gate is a
successful run with failed (red) checks, so a failed gate can be told from a broken pipeline at a
glance, and reports, drift and trend charts are always produced — a failing night is when they are
most needed. Only ``dataset_valid`` blocks: a dataset without cases or with repeated ids cannot be
evaluated at all. All read the same ``core.reports.gates`` decisions as the CLI's exit codes: each
check shows the gates of one family (validity, retrieval, quality, critical, value), and
``all_gates_pass`` all of them. ``defs/alerts.py`` posts failed gates to a webhook.

Each suite's graph gets its own checks (``build_checks(scope)``); a check's name is the same in
every suite, so the CLI and the alert sensor read check names, and the asset key names the suite.
"""


from collections.abc import Callable
from typing import Any

import pyarrow as pa
from dagster import (
    AssetCheckExecutionContext,
    AssetCheckResult,
    AssetChecksDefinition,
    AssetCheckSeverity,
    AssetIn,
    asset_check,
)

from rageval_pipeline.core import stages
from rageval_pipeline.core.reports.gates import compare
from rageval_pipeline.core.reports.run_summary import Gate, GateFamily
from rageval_pipeline.defs.framework_warnings import partitioned_checks
from rageval_pipeline.defs.resources import RagevalResource
from rageval_pipeline.defs.suite_scope import SuiteScope


def _gate_result(gates: list[Gate], *, none_reason: str) -> AssetCheckResult:
    failed = [g for g in gates if not g.passed]
    metadata = {f"{g.variant}/{g.name}" if g.variant else g.name: g.reason for g in gates}
    if not gates:
        metadata = {"gates": none_reason}
    return AssetCheckResult(passed=not failed, severity=AssetCheckSeverity.ERROR, metadata=metadata,
                            description="; ".join(g.reason for g in failed) or None)


def _report_gates(report: pa.Table, families: set[GateFamily]) -> list[Gate]:
    return [g for g in stages.summary_from_report(report).gates or [] if g.family in families]


def _partitioned_check(scope: SuiteScope, asset: str, *, description: str, blocking: bool = False,
                       inputs: tuple[str, ...] = ()) -> Callable[..., AssetChecksDefinition]:
    """``@asset_check`` on the suite's ``asset``, one evaluation per date partition.

    A check on a partitioned asset must name its partitions, or it loads every partition (a Dagster
    preview feature whose warning ``partitioned_checks`` silences here, where it is raised).
    """
    def wrap(fn: Callable[..., AssetCheckResult]) -> AssetChecksDefinition:
        with partitioned_checks():
            return asset_check(asset=scope.key(asset), blocking=blocking, partitions_def=scope.partitions,
                               additional_ins={name: AssetIn(key=scope.key(name)) for name in inputs},
                               description=description)(fn)

    return wrap


def build_checks(scope: SuiteScope) -> list[AssetChecksDefinition]:
    """The gates of one suite's graph, in the order the UI lists them."""

    @_partitioned_check(scope, "eval_cases", blocking=True,
                        description="The dataset loaded, validated, and holds at least one case with unique ids.")
    def dataset_valid(context: AssetCheckExecutionContext, eval_cases: pa.Table) -> AssetCheckResult:
        ids = eval_cases.column("id").to_pylist()
        unique = len(set(ids)) == len(ids)
        return AssetCheckResult(passed=bool(ids) and unique, metadata={"cases": len(ids), "unique_ids": unique})

    @_partitioned_check(scope, "system_responses",
                        description="Share of case × variant calls that ended in error is within the suite's "
                                    "max_error_rate.")
    def error_rate_within_threshold(
        context: AssetCheckExecutionContext, rageval: RagevalResource, system_responses: pa.Table
    ) -> AssetCheckResult:
        limit = scope.load(rageval).thresholds.max_error_rate
        responses = stages.responses_from_table(system_responses)
        if not responses:
            return AssetCheckResult(passed=False, metadata={"max_error_rate": limit}, description="no responses")
        # the same gate (and rule) the report applies, evaluated as soon as the responses exist
        gates = [compare("error_rate", "validity", variant,
                         stages.response_metadata([r for r in responses if r.variant == variant])["error_rate"],
                         limit, "<=")
                 for variant in sorted({r.variant for r in responses})]
        return _gate_result(gates, none_reason="no responses")

    @_partitioned_check(scope, "eval_report",
                        description="Retrieval thresholds of the suite (e.g. recall@5) on the primary variant.")
    def retrieval_thresholds(context: AssetCheckExecutionContext, eval_report: pa.Table) -> AssetCheckResult:
        return _gate_result(_report_gates(eval_report, {"retrieval"}), none_reason="no retrieval thresholds set")

    @_partitioned_check(scope, "eval_report",
                        description="Composite (and what it covers), per-metric and hallucination-rate thresholds "
                                    "on the primary variant.")
    def quality_thresholds(context: AssetCheckExecutionContext, eval_report: pa.Table) -> AssetCheckResult:
        return _gate_result(_report_gates(eval_report, {"quality"}), none_reason="no quality thresholds set")

    @_partitioned_check(scope, "eval_report",
                        description="Every critical case passes (a failing critical case is exit code 2).")
    def critical_cases_pass(context: AssetCheckExecutionContext, eval_report: pa.Table) -> AssetCheckResult:
        return _gate_result(_report_gates(eval_report, {"critical"}), none_reason="no scored cases")

    @_partitioned_check(scope, "eval_report",
                        description="Value gates: Value Win Rate >= the suite's min_win_rate, and the full variant's "
                                    "hallucination rate not above the baseline's.")
    def value_over_baseline(context: AssetCheckExecutionContext, eval_report: pa.Table) -> AssetCheckResult:
        return _gate_result(_report_gates(eval_report, {"value"}), none_reason="the suite has no A/B pair")

    @_partitioned_check(scope, "score_drift",
                        description="No headline metric dropped beyond the suite's drift tolerance (fails); smaller "
                                    "drops beyond warn_at are reported as warnings.")
    def drift_within_tolerance(context: AssetCheckExecutionContext, score_drift: pa.Table) -> AssetCheckResult:
        statuses = score_drift.column("status").to_pylist()
        metrics = score_drift.column("metric").to_pylist()
        comparisons = score_drift.column("comparison").to_pylist()
        failed = [f"{c}:{m}" for c, m, s in zip(comparisons, metrics, statuses, strict=True) if s == "fail"]
        warned = [f"{c}:{m}" for c, m, s in zip(comparisons, metrics, statuses, strict=True) if s == "warn"]
        metadata: dict[str, Any] = {"failed": ", ".join(failed) or "none", "warned": ", ".join(warned) or "none",
                                    "compared_metrics": len(statuses)}
        if failed:
            return AssetCheckResult(passed=False, severity=AssetCheckSeverity.ERROR, metadata=metadata,
                                    description="dropped beyond tolerance: " + ", ".join(failed))
        if warned:
            return AssetCheckResult(passed=False, severity=AssetCheckSeverity.WARN, metadata=metadata,
                                    description="smaller drops: " + ", ".join(warned))
        return AssetCheckResult(passed=True, metadata=metadata)

    @_partitioned_check(scope, "score_drift", inputs=("eval_report",),
                        description="Every gate of the day passes (error rate, thresholds, critical cases, value "
                                    "over baseline), checked once reports, drift and trends exist. A failed gate is "
                                    "a failed check of a successful run, never a crash.")
    def all_gates_pass(context: AssetCheckExecutionContext, eval_report: pa.Table) -> AssetCheckResult:
        gates = _report_gates(eval_report, {"validity", "retrieval", "quality", "critical", "value"})
        return _gate_result(gates, none_reason="no gates")

    return [dataset_valid, error_rate_within_threshold, retrieval_thresholds, quality_thresholds,
            critical_cases_pass, value_over_baseline, drift_within_tolerance, all_gates_pass]


#: the checks of every suite's graph, by name
CHECK_NAMES = ("dataset_valid", "error_rate_within_threshold", "retrieval_thresholds", "quality_thresholds",
               "critical_cases_pass", "value_over_baseline", "drift_within_tolerance", "all_gates_pass")
#: checks whose failure is not a gate of the summary: a dataset that does not load is fatal (3); the
#: error rate blocks before the report exists (1); drift compares against history (1)
NON_GATE_CHECK_EXIT_CODES = {"dataset_valid": 3, "error_rate_within_threshold": 1, "drift_within_tolerance": 1}
