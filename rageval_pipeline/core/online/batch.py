"""Batch replay of production request logs: one day of traffic in, one row of seed 003 signals per
request out, plus the day's summary numbers — the Dagster-free half of the ``request_logs`` and
``online_quality`` assets.

Why a batch layer on top of :func:`~rageval_pipeline.core.online.evaluate_request_log`: the request
path evaluates one request and forgets it; a daily partition must (a) store the logs and the
signals through explicit Arrow schemas, so a column never changes type with the day's values, and
(b) turn a few thousand per-request evaluations into the handful of numbers a dashboard plots
(escalation rate, warning counts, score percentiles).

Choices made here:

* **Free-form fields are JSON strings.** ``metadata`` (any mapping), ``values`` and each
  extraction's ``value`` (``str | float | int | bool | None`` — a union Arrow cannot type) are
  stored as canonical JSON, so ``1``, ``1.0``, ``"1"`` and ``true`` survive a round trip as
  different values (aggregation treats them as different, see ``aggregation``).
* **None vs empty survive.** ``extractions`` null means "not logged", ``[]`` "nothing extracted";
  ``values`` null means "take the extractions' values". The metrics distinguish them.
* **Timestamps are UTC.** Stored as ``timestamp[us, UTC]``; an offset is converted to UTC (the
  same instant) and a naive timestamp is taken to be UTC already — the convention of every log
  shipper we know, and the only one that needs no extra field.
* **Offline replay does not attach to spans.** :func:`evaluate_logs` forces
  ``attach_to_span=False``: the span active in a batch job is the job's, not the request's.
* **No API key ≠ no escalation.** Escalation is decided for every request whether or not an LLM
  validator exists (``escalated``, counted as ``escalations_needed``); without a validator the
  LLM recall is unmeasured with :data:`NO_VALIDATOR_REASON`, never a guessed score.
* **The per-row table has no timing column.** ``elapsed_ms`` is how long the *replay* took on this
  machine, not a property of the request; storing it would make identical inputs give different
  Parquet files.
* **Percentiles** interpolate linearly between closest ranks (numpy's default, Excel's
  ``PERCENTILE.INC``), over measured values only; no measured value ⇒ ``None`` (unmeasured).
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

import pyarrow as pa
from pydantic import BaseModel, ConfigDict, ValidationError

from rageval_pipeline.core.errors import ConfigError, StorageError
from rageval_pipeline.core.online.evaluate import (
    DEFAULT_CONFIG,
    OnlineConfig,
    RequestEvaluation,
    evaluate_request_log,
)
from rageval_pipeline.core.online.logs import RequestLog
from rageval_pipeline.core.online.retrieval import (
    HIGH_THRESHOLD_FILTERING,
    HIT_RETRIEVAL_LIMIT,
    RecallLLM,
)
from rageval_pipeline.core.records.hashing import canonical_json
from rageval_pipeline.core.records.schemas import Score

NO_VALIDATOR_REASON = "no API key: escalation skipped"
"""``context_recall_llm``'s reason when escalation fired but no LLM validator was configured."""

RECALL_WARNINGS: tuple[str, ...] = (HIT_RETRIEVAL_LIMIT, HIGH_THRESHOLD_FILTERING)
"""Every warning type :func:`summarize` always reports (0 when absent, so plots have no gaps)."""

SCORE_METRICS: tuple[str, ...] = (
    "context_relevance",
    "context_precision",
    "context_recall_heuristic",
    "context_recall_llm",
    "aggregated_confidence",
    "multi_source_agreement",
)
CATEGORICAL_METRICS: tuple[str, ...] = ("recall_warning", "semantic_validation", "agreement_pattern")
CATEGORY_VALUES: dict[str, tuple[str, ...]] = {
    "semantic_validation": ("pass", "fail", "skipped"),
    "agreement_pattern": ("unanimous", "majority", "mixed", "conflicting"),
}
"""Categorical values counted in :func:`summarize` (always present, 0 when absent)."""

PERCENTILES: tuple[int, ...] = (10, 50, 90)

_TS = pa.timestamp("us", tz="UTC")
_CHUNK = pa.struct([
    ("text", pa.string()), ("doc_id", pa.string()), ("chunk_id", pa.string()),
    ("start_page", pa.int32()), ("end_page", pa.int32()), ("score", pa.float64()),
    ("rank", pa.int32()), ("retrieval_method", pa.string()),
])
_EXTRACTION = pa.struct([
    ("value", pa.string()), ("chunk_number", pa.int32()), ("confidence", pa.float64()), ("evidence", pa.string()),
])
_SUMMARY = pa.struct([("passed", pa.int32()), ("failed", pa.int32()), ("skipped", pa.int32())])
_SCORE = pa.struct([("value", pa.float64()), ("reason", pa.string())])
_CATEGORICAL = pa.struct([("value", pa.string()), ("reason", pa.string())])

REQUEST_LOGS = pa.schema([
    pa.field("request_id", pa.string(), nullable=False),
    ("timestamp", _TS),
    ("query", pa.string()),
    ("chunks", pa.list_(_CHUNK)),
    ("extractions", pa.list_(_EXTRACTION)),
    ("values", pa.string()),
    ("aggregation_confidence", pa.string()),
    ("validation_summary", _SUMMARY),
    ("total_retrieved_before_filter", pa.int64()),
    ("answer", pa.string()),
    ("metadata", pa.string()),
])
"""One row per logged request (``values``, ``metadata`` and ``extractions[].value`` are JSON)."""

ONLINE_QUALITY = pa.schema([
    pa.field("request_id", pa.string(), nullable=False),
    ("timestamp", _TS),
    *[(name, _SCORE) for name in SCORE_METRICS],
    *[(name, _CATEGORICAL) for name in CATEGORICAL_METRICS],
    ("avg_rank", pa.float64()),
    ("contributing_chunks", pa.int32()),
    ("unique_values", pa.int32()),
    ("warnings", pa.list_(pa.string())),
    ("escalated", pa.bool_()),
    ("escalation_reason", pa.string()),
    ("llm_calls", pa.int32()),
    ("llm_cost_usd", pa.float64()),
    ("llm_cached", pa.bool_()),
    ("errors", pa.list_(pa.string())),
])
"""One row per request: seed 003's nine signals (value or null + reason) and escalation accounting."""


# -- request logs <-> Arrow ------------------------------------------------------------------------


def _utc(value: datetime | None) -> datetime | None:
    if value is None:
        return None
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def _log_row(log: RequestLog) -> dict[str, Any]:
    data = log.model_dump(mode="python")
    data["timestamp"] = _utc(log.timestamp)
    if data["extractions"] is not None:
        data["extractions"] = [{**e, "value": canonical_json(e["value"])} for e in data["extractions"]]
    data["values"] = None if log.values is None else canonical_json(log.values)
    data["metadata"] = canonical_json(log.metadata)
    return data


def _table(rows: Sequence[dict[str, Any]], schema: pa.Schema, what: str) -> pa.Table:
    try:
        return pa.Table.from_pylist([{k: r.get(k) for k in schema.names} for r in rows], schema=schema)
    except (pa.ArrowInvalid, pa.ArrowTypeError, OverflowError) as exc:
        raise StorageError(f"{what} do not fit the table schema: {exc}") from None


def logs_to_table(logs: Iterable[RequestLog]) -> pa.Table:
    """Request logs → a :data:`REQUEST_LOGS` table, in the given order."""
    return _table([_log_row(log) for log in logs], REQUEST_LOGS, "request logs")


def _json_or_none(text: str | None) -> Any:
    return None if text is None else json.loads(text)


def logs_from_table(table: pa.Table) -> list[RequestLog]:
    """A :data:`REQUEST_LOGS` table → request logs (the inverse of :func:`logs_to_table`).

    A row that no longer validates (a hand-edited file, a schema drift) raises
    :class:`StorageError` naming the row and request, not a pydantic dump.
    """
    missing = sorted(set(REQUEST_LOGS.names) - set(table.column_names))
    if missing:
        raise StorageError(f"request-log table lacks column(s) {missing}")
    logs: list[RequestLog] = []
    for number, row in enumerate(table.select(REQUEST_LOGS.names).to_pylist(), start=1):
        try:
            if row["extractions"] is not None:
                row["extractions"] = [{**e, "value": _json_or_none(e["value"])} for e in row["extractions"]]
            row["values"] = _json_or_none(row["values"])
            row["metadata"] = _json_or_none(row["metadata"]) or {}
            if row["validation_summary"] is None:
                del row["validation_summary"]
            logs.append(RequestLog.model_validate(row))
        except (ValidationError, json.JSONDecodeError) as exc:
            raise StorageError(f"request-log row {number} ({row.get('request_id')!r}) is invalid: {exc}") from None
    return logs


# -- evaluation ------------------------------------------------------------------------------------


def evaluate_logs(
    logs: Sequence[RequestLog],
    *,
    config: OnlineConfig = DEFAULT_CONFIG,
    recall_llm: RecallLLM | None = None,
    no_validator_reason: str = NO_VALIDATOR_REASON,
) -> list[RequestEvaluation]:
    """Seed 003's evaluation of every logged request, in log order (never raises per request).

    Without ``recall_llm``, an escalated request's ``context_recall_llm`` reason becomes
    ``no_validator_reason`` (what an operator needs to know: the LLM tier was *skipped*, and why).
    """
    replay_config = config.model_copy(update={"attach_to_span": False}) if config.attach_to_span else config
    out: list[RequestEvaluation] = []
    for log in logs:
        evaluation = evaluate_request_log(log, config=replay_config, recall_llm=recall_llm)
        skipped = not evaluation.context_recall_llm.measured and not any(
            error.startswith("recall_llm:") for error in evaluation.errors
        )
        if recall_llm is None and evaluation.escalated and skipped:
            evaluation.context_recall_llm = Score.unmeasured(no_validator_reason)
        out.append(evaluation)
    return out


def _metric(value: BaseModel) -> dict[str, Any]:
    return value.model_dump(mode="json")


def evaluations_to_table(evaluations: Sequence[RequestEvaluation], logs: Sequence[RequestLog]) -> pa.Table:
    """Evaluations (paired with their logs, for the timestamp) → an :data:`ONLINE_QUALITY` table."""
    if len(evaluations) != len(logs):
        raise ValueError(f"{len(evaluations)} evaluations for {len(logs)} request logs")
    rows: list[dict[str, Any]] = []
    for evaluation, log in zip(evaluations, logs, strict=True):
        if evaluation.request_id != log.request_id:
            raise ValueError(f"evaluation {evaluation.request_id!r} paired with log {log.request_id!r}")
        row: dict[str, Any] = {"request_id": log.request_id, "timestamp": _utc(log.timestamp)}
        for name in (*SCORE_METRICS, *CATEGORICAL_METRICS):
            row[name] = _metric(getattr(evaluation, name))
        row.update(
            avg_rank=evaluation.avg_rank,
            contributing_chunks=evaluation.contributing_chunks,
            unique_values=evaluation.unique_values,
            warnings=list(evaluation.warnings),
            escalated=evaluation.escalated,
            escalation_reason=evaluation.escalation_reason,
            llm_calls=evaluation.llm_calls,
            llm_cost_usd=round(evaluation.llm_cost_usd, 6),
            llm_cached=evaluation.llm_cached,
            errors=list(evaluation.errors),
        )
        rows.append(row)
    return _table(rows, ONLINE_QUALITY, "online evaluations")


# -- summaries -------------------------------------------------------------------------------------


def percentile(values: Sequence[float], q: float) -> float | None:
    """The ``q``-th percentile (0–100) by linear interpolation between closest ranks; ``None``
    when ``values`` is empty (a percentile of nothing is unmeasured, not 0)."""
    if not 0.0 <= q <= 100.0:
        raise ConfigError(f"percentile must lie in [0, 100], got {q}", field="percentile")
    if not values:
        return None
    ordered = sorted(values)
    position = (len(ordered) - 1) * q / 100.0
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def _r(value: float | None) -> float | None:
    return None if value is None else round(value, 6)


def summarize(evaluations: Sequence[RequestEvaluation]) -> dict[str, float | int | None]:
    """The day's numbers for the Dagster UI (floats plot across partitions; ``None`` = unmeasured).

    Keys: ``requests``; ``escalations_needed`` and ``escalation_rate`` (share of requests whose
    escalation rule fired, LLM call or not); ``llm_calls``, ``cost_usd``; ``failure_count`` (stage
    failures caught while evaluating — each request's ``errors``); ``requests_with_recall_warning``
    and ``recall_warning_share``; ``warnings/<TYPE>`` per warning type; for every score metric
    ``<metric>/measured``, ``/mean``, ``/p10``, ``/p50``, ``/p90``; ``<metric>/<value>`` counts
    for the categorical metrics.
    """
    n = len(evaluations)
    escalations = sum(e.escalated for e in evaluations)
    warned = sum(bool(e.warnings) for e in evaluations)
    out: dict[str, float | int | None] = {
        "requests": n,
        "escalations_needed": escalations,
        "escalation_rate": _r(escalations / n) if n else None,
        "llm_calls": sum(e.llm_calls for e in evaluations),
        "cost_usd": round(sum(e.llm_cost_usd for e in evaluations), 6),
        "failure_count": sum(len(e.errors) for e in evaluations),
        "requests_with_recall_warning": warned,
        "recall_warning_share": _r(warned / n) if n else None,
    }
    counts = Counter(w for e in evaluations for w in e.warnings)
    for kind in sorted(set(RECALL_WARNINGS) | set(counts)):
        out[f"warnings/{kind}"] = counts.get(kind, 0)
    for name in SCORE_METRICS:
        measured = [s.value for e in evaluations if (s := getattr(e, name)).value is not None]
        out[f"{name}/measured"] = len(measured)
        out[f"{name}/mean"] = _r(sum(measured) / len(measured)) if measured else None
        for q in PERCENTILES:
            out[f"{name}/p{q}"] = _r(percentile(measured, q))
    for name, labels in CATEGORY_VALUES.items():
        seen = Counter(getattr(e, name).value for e in evaluations)
        for label in labels:
            out[f"{name}/{label}"] = seen.get(label, 0)
    return out


class WarningShare(BaseModel):
    """The recall-warning gate of one day: how many requests warned, and whether that is too many."""

    model_config = ConfigDict(extra="forbid")

    requests: int
    with_warning: int
    share: float | None
    max_share: float
    passed: bool
    by_type: dict[str, int]
    reason: str


def recall_warning_share(warnings: Sequence[Sequence[str] | None], *, max_share: float) -> WarningShare:
    """Share of requests with any recall warning (one entry of ``warnings`` per request) ≤ ``max_share``.

    A day without requests passes with an unmeasured share: nothing was served, so nothing was
    served badly (an *absent* log is the ``request_logs`` asset's failure, not this gate's).
    """
    if not 0.0 <= max_share <= 1.0:
        raise ConfigError(f"max_share must lie in [0, 1], got {max_share}", field="max_share")
    n = len(warnings)
    flagged = sum(bool(w) for w in warnings)
    counts = Counter(kind for w in warnings for kind in (w or ()))
    by_type = {kind: counts.get(kind, 0) for kind in sorted(set(RECALL_WARNINGS) | set(counts))}
    if n == 0:
        return WarningShare(requests=0, with_warning=0, share=None, max_share=max_share, passed=True,
                            by_type=by_type, reason="no requests in the log: share unmeasured")
    share = round(flagged / n, 6)
    passed = share <= max_share
    reason = f"{flagged} of {n} requests ({share:.1%}) carry a recall warning; max {max_share:.1%}"
    return WarningShare(requests=n, with_warning=flagged, share=share, max_share=max_share, passed=passed,
                        by_type=by_type, reason=reason)


__all__ = [
    "CATEGORICAL_METRICS",
    "CATEGORY_VALUES",
    "NO_VALIDATOR_REASON",
    "ONLINE_QUALITY",
    "PERCENTILES",
    "RECALL_WARNINGS",
    "REQUEST_LOGS",
    "SCORE_METRICS",
    "WarningShare",
    "evaluate_logs",
    "evaluations_to_table",
    "logs_from_table",
    "logs_to_table",
    "percentile",
    "recall_warning_share",
    "summarize",
]
