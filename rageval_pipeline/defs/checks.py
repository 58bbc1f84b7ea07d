"""Asset checks: the gates of a partition.

Gates are check *results*, not crashes: a night that computed everything and failed a gate is a
successful run with failed (red) checks, so a failed gate can be told from a broken pipeline at a
glance, and reports, drift and trend charts are always produced — a failing night is when they are
most needed. Only ``dataset_valid`` blocks: a dataset without cases or with repeated ids cannot be
evaluated at all. All read the same ``core.reports.gates`` decisions as the CLI's exit codes: each
check shows the gates of one family (validity, retrieval, quality, critical, value), and
``all_gates_pass`` all of them. ``defs/alerts.py`` posts failed gates to a webhook.
"""


from typing import Any

import pyarrow as pa
from dagster import (
    AssetCheckExecutionContext,
    AssetCheckResult,
    AssetCheckSeverity,
    AssetIn,
    asset_check,
)

from rageval_pipeline.core import stages
from rageval_pipeline.core.reports.gates import compare
from rageval_pipeline.core.reports.run_summary import Gate, GateFamily
from rageval_pipeline.defs.assets.cases import eval_cases
from rageval_pipeline.defs.assets.report import eval_report
from rageval_pipeline.defs.assets.responses import system_responses
from rageval_pipeline.defs.partitions import eval_partitions, partition_parts
from rageval_pipeline.defs.resources import RagevalResource


def _gate_result(gates: list[Gate], *, none_reason: str) -> AssetCheckResult:
    failed = [g for g in gates if not g.passed]
    metadata = {f"{g.variant}/{g.name}" if g.variant else g.name: g.reason for g in gates}
    if not gates:
        metadata = {"gates": none_reason}
    return AssetCheckResult(passed=not failed, severity=AssetCheckSeverity.ERROR, metadata=metadata,
                            description="; ".join(g.reason for g in failed) or None)


@asset_check(asset=eval_cases, blocking=True, partitions_def=eval_partitions,
             description="The dataset loaded, validated, and holds at least one case with unique ids.")
def dataset_valid(context: AssetCheckExecutionContext, eval_cases: pa.Table) -> AssetCheckResult:
    ids = eval_cases.column("id").to_pylist()
    unique = len(set(ids)) == len(ids)
    return AssetCheckResult(passed=bool(ids) and unique, metadata={"cases": len(ids), "unique_ids": unique})


@asset_check(asset=system_responses, partitions_def=eval_partitions,
             description="Share of case × variant calls that ended in error is within the suite's max_error_rate.")
def error_rate_within_threshold(
    context: AssetCheckExecutionContext, rageval: RagevalResource, system_responses: pa.Table
) -> AssetCheckResult:
    _, name = partition_parts(context.partition_key)
    limit = rageval.suite(name).thresholds.max_error_rate
    responses = stages.responses_from_table(system_responses)
    if not responses:
        return AssetCheckResult(passed=False, metadata={"max_error_rate": limit}, description="no responses")
    # the same gate (and rule) the report applies, evaluated as soon as the responses exist
    gates = [compare("error_rate", "validity", variant,
                     stages.response_metadata([r for r in responses if r.variant == variant])["error_rate"],
                     limit, "<=")
             for variant in sorted({r.variant for r in responses})]
    return _gate_result(gates, none_reason="no responses")


def _report_gates(report: pa.Table, families: set[GateFamily]) -> list[Gate]:
    return [g for g in stages.summary_from_report(report).gates or [] if g.family in families]


@asset_check(asset=eval_report, partitions_def=eval_partitions,
             description="Retrieval thresholds of the suite (e.g. recall@5) on the primary variant.")
def retrieval_thresholds(context: AssetCheckExecutionContext, eval_report: pa.Table) -> AssetCheckResult:
    return _gate_result(_report_gates(eval_report, {"retrieval"}), none_reason="no retrieval thresholds set")


@asset_check(asset=eval_report, partitions_def=eval_partitions,
             description="Composite (and what it covers), per-metric and hallucination-rate thresholds on the "
                         "primary variant.")
def quality_thresholds(context: AssetCheckExecutionContext, eval_report: pa.Table) -> AssetCheckResult:
    return _gate_result(_report_gates(eval_report, {"quality"}), none_reason="no quality thresholds set")


@asset_check(asset=eval_report, partitions_def=eval_partitions,
             description="Every critical case passes (a failing critical case is exit code 2).")
def critical_cases_pass(context: AssetCheckExecutionContext, eval_report: pa.Table) -> AssetCheckResult:
    return _gate_result(_report_gates(eval_report, {"critical"}), none_reason="no scored cases")


@asset_check(asset=eval_report, partitions_def=eval_partitions,
             description="Value gates: Value Win Rate >= the suite's min_win_rate, and the full variant's "
                         "hallucination rate not above the baseline's.")
def value_over_baseline(context: AssetCheckExecutionContext, eval_report: pa.Table) -> AssetCheckResult:
    return _gate_result(_report_gates(eval_report, {"value"}), none_reason="the suite has no A/B pair")


@asset_check(asset="score_drift", partitions_def=eval_partitions,
             description="No headline metric dropped beyond the suite's drift tolerance (fails); smaller drops "
                         "beyond warn_at are reported as warnings.")
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


@asset_check(asset="score_drift", partitions_def=eval_partitions,
             additional_ins={"eval_report": AssetIn("eval_report")},
             description="Every gate of the partition passes (error rate, thresholds, critical cases, value over "
                         "baseline), checked once reports, drift and trends exist. A failed gate is a failed check "
                         "of a successful run, never a crash.")
def all_gates_pass(context: AssetCheckExecutionContext, eval_report: pa.Table) -> AssetCheckResult:
    gates = _report_gates(eval_report, {"validity", "retrieval", "quality", "critical", "value"})
    return _gate_result(gates, none_reason="no gates")


ALL_CHECKS = [dataset_valid, error_rate_within_threshold, retrieval_thresholds, quality_thresholds,
              critical_cases_pass, value_over_baseline, drift_within_tolerance, all_gates_pass]
#: checks whose failure is not a gate of the summary: a dataset that does not load is fatal (3); the
#: error rate blocks before the report exists (1); drift compares against history (1)
NON_GATE_CHECK_EXIT_CODES = {"dataset_valid": 3, "error_rate_within_threshold": 1, "drift_within_tolerance": 1}
