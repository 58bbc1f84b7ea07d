"""Evaluate one production request: seed 003's nine signals, conditional LLM escalation, span
attachment — and never an exception into the caller.

Why "never raises": this runs inside the request path of a live system. Seed 003's rule is that
observability must not affect business logic, so every failure (bad input, a metric bug, the LLM
validator down, the tracing SDK misbehaving) is caught, logged with its traceback, counted
(:func:`failure_count`) and reported in :attr:`RequestEvaluation.errors`; the metrics that failed
are unmeasured with the error as their reason, and the stages that did not fail still report.

Stages, each isolated (a failure in one leaves the others intact):

1. ``inputs`` — coerce chunks / extractions / summary (mappings are accepted; a seed-style
   ``page`` key is read as ``start_page``, a missing ``text`` as ``""``). If this fails, nothing
   else can run.
2. ``retrieval`` — relevance, precision, heuristic recall and its warnings.
3. ``recall_llm`` — only when :func:`~rageval_pipeline.core.online.retrieval.escalation_decision`
   says so. ``escalated`` means the escalation rule fired (whether or not a validator was
   configured); ``llm_calls`` says whether a call was made.
4. ``extraction`` — aggregated confidence and semantic validation (from the given summary, or
   :func:`~rageval_pipeline.core.online.extraction.validate_grounding` when none is given).
5. ``aggregation`` — agreement over ``values`` (or, when ``values`` is ``None``, over the
   extractions' values: they are the per-source results for the same field).
6. ``telemetry`` — attach to the active span (``config.attach_to_span``).

``elapsed_ms`` covers stages 1–5 (the evaluation itself, LLM call included), not the span export.
:func:`failure_count` counts caught exceptions (one per failed stage), process-wide.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from rageval_pipeline.core.online.aggregation import multi_source_agreement
from rageval_pipeline.core.online.extraction import (
    Categorical,
    Extraction,
    ValidationSummary,
    aggregated_confidence,
    semantic_validation,
    validate_grounding,
)
from rageval_pipeline.core.online.logs import RequestLog
from rageval_pipeline.core.online.retrieval import (
    DEFAULT_BM25_HALF_SATURATION,
    DEFAULT_RECALL_THRESHOLD,
    DEFAULT_TOP_K,
    RecallHeuristic,
    RecallLLM,
    context_precision,
    context_recall_heuristic,
    context_recall_llm,
    context_relevance,
    escalation_decision,
)
from rageval_pipeline.core.online.telemetry import attach_to_current_span
from rageval_pipeline.core.records.schemas import ContextChunk, Score

logger = logging.getLogger(__name__)

_MAX_ERROR_CHARS = 500


class OnlineConfig(BaseModel):
    """Tunable knobs of online evaluation (seed 003's thresholds and limits)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    recall_threshold: float = Field(default=DEFAULT_RECALL_THRESHOLD, ge=0.0, le=1.0)
    """Escalate to the LLM when the (rounded) heuristic recall is strictly below this."""
    top_k: int = Field(default=DEFAULT_TOP_K, ge=1)
    bm25_limit: int | None = Field(default=None, ge=1)
    """The BM25 retriever's maximum result count; ``None`` skips the limit check."""
    knn_limit: int | None = Field(default=None, ge=1)
    """The kNN retriever's maximum result count; ``None`` skips the limit check."""
    bm25_half_saturation: float = Field(default=DEFAULT_BM25_HALF_SATURATION, gt=0.0)
    llm_max_chunks: int = Field(default=DEFAULT_TOP_K, ge=1)
    """Chunks sent to the LLM recall validator (seed 003 sends the first 10)."""
    validate_grounding: bool = True
    """Without a validation summary, check extracted values against their evidence locally."""
    attach_to_span: bool = True


DEFAULT_CONFIG = OnlineConfig()


class RequestEvaluation(BaseModel):
    """Seed 003's signals for one request; an unmeasured metric carries its reason."""

    model_config = ConfigDict(extra="forbid")

    request_id: str | None = None
    context_relevance: Score
    context_precision: Score
    context_recall_heuristic: Score
    context_recall_llm: Score
    recall_warning: Categorical
    aggregated_confidence: Score
    semantic_validation: Categorical
    multi_source_agreement: Score
    agreement_pattern: Categorical
    avg_rank: float | None = None
    contributing_chunks: int | None = None
    unique_values: int | None = None
    warnings: list[str] = Field(default_factory=list)
    escalated: bool = False
    escalation_reason: str = ""
    llm_calls: int = 0
    llm_cost_usd: float = 0.0
    llm_cached: bool = False
    errors: list[str] = Field(default_factory=list)
    elapsed_ms: float = 0.0
    span_attached: bool = False


# -- failure accounting ----------------------------------------------------------------------------

_failures_lock = threading.Lock()
_failures = 0


def failure_count() -> int:
    """Exceptions caught by :func:`evaluate_request` in this process (one per failed stage)."""
    with _failures_lock:
        return _failures


def _count_failure() -> None:
    global _failures
    with _failures_lock:
        _failures += 1


# -- input coercion --------------------------------------------------------------------------------


def as_chunk(item: ContextChunk | Mapping[str, Any]) -> ContextChunk:
    """A :class:`ContextChunk` from a chunk or a seed-style mapping (``page`` → ``start_page``)."""
    if isinstance(item, ContextChunk):
        return item
    data = dict(item)
    if "page" in data and "start_page" not in data:
        data["start_page"] = data.pop("page")
    data.setdefault("text", "")
    return ContextChunk.model_validate(data)


def as_extraction(item: Extraction | Mapping[str, Any]) -> Extraction:
    """An :class:`Extraction` from an extraction or a mapping with the same keys."""
    return item if isinstance(item, Extraction) else Extraction.model_validate(item)


# -- the draft that stages fill in -----------------------------------------------------------------


@dataclass
class _Draft:
    """Mutable per-request state; fields left ``None`` become unmeasured with the stage's error."""

    chunks: list[ContextChunk] = field(default_factory=list)
    extractions: list[Extraction] | None = None
    summary: ValidationSummary | None = None
    metrics: dict[str, Score | Categorical] = field(default_factory=dict)
    heuristic: RecallHeuristic | None = None
    avg_rank: float | None = None
    contributing_chunks: int | None = None
    unique_values: int | None = None
    warnings: list[str] = field(default_factory=list)
    escalated: bool = False
    escalation_reason: str = ""
    llm_calls: int = 0
    llm_cost_usd: float = 0.0
    llm_cached: bool = False
    errors: list[str] = field(default_factory=list)
    stage_errors: dict[str, str] = field(default_factory=dict)


_STAGE_METRICS: dict[str, tuple[str, ...]] = {
    "retrieval": ("context_relevance", "context_precision", "context_recall_heuristic", "recall_warning"),
    "recall_llm": ("context_recall_llm",),
    "extraction": ("aggregated_confidence", "semantic_validation"),
    "aggregation": ("multi_source_agreement", "agreement_pattern"),
}
_CATEGORICAL = frozenset({"recall_warning", "semantic_validation", "agreement_pattern"})


def _run_stage(stage: str, draft: _Draft, fn: Any, *args: Any) -> bool:
    """Run one stage; ``False`` (error recorded, logged, counted) if it raised."""
    try:
        fn(draft, *args)
        return True
    # The one deliberate catch-all of the package (seed 003, "non-blocking"): evaluation is a side
    # effect of serving a request, so no failure of it — ours, the input's, the LLM's or the tracing
    # SDK's — may reach the caller. It is not silent: logged with traceback, counted, reported.
    except Exception as exc:  # noqa: BLE001
        message = f"{stage}: {type(exc).__name__}: {exc}"[:_MAX_ERROR_CHARS]
        logger.warning("online evaluation stage %s failed: %s", stage, message, exc_info=True)
        _count_failure()
        draft.errors.append(message)
        draft.stage_errors[stage] = message
        return False


def _inputs(
    draft: _Draft,
    chunks: Sequence[ContextChunk | Mapping[str, Any]],
    extractions: Sequence[Extraction | Mapping[str, Any]] | None,
    summary: ValidationSummary | Mapping[str, Any] | None,
) -> None:
    draft.chunks = [as_chunk(c) for c in chunks]
    draft.extractions = None if extractions is None else [as_extraction(e) for e in extractions]
    if summary is not None:
        draft.summary = summary if isinstance(summary, ValidationSummary) else ValidationSummary.model_validate(summary)


def _retrieval(draft: _Draft, config: OnlineConfig, total_before_filter: int | None) -> None:
    relevance = context_relevance(draft.chunks, bm25_half_saturation=config.bm25_half_saturation)
    precision = context_precision(draft.extractions, top_k=config.top_k)
    heuristic = context_recall_heuristic(
        draft.extractions,
        draft.chunks,
        bm25_limit=config.bm25_limit,
        knn_limit=config.knn_limit,
        total_retrieved_before_filter=total_before_filter,
    )
    draft.metrics.update(
        context_relevance=relevance.score,
        context_precision=precision.score,
        context_recall_heuristic=heuristic.score,
        recall_warning=heuristic.recall_warning,
    )
    draft.avg_rank, draft.contributing_chunks = precision.avg_rank, precision.contributing_chunks
    draft.heuristic = heuristic
    draft.warnings.extend(heuristic.warnings)


def _recall_llm(draft: _Draft, config: OnlineConfig, query: str, answer: str | None, validator: RecallLLM | None) -> None:
    if draft.heuristic is None:
        draft.metrics["context_recall_llm"] = Score.unmeasured("heuristic recall failed: escalation undecided")
        return
    decision = escalation_decision(draft.heuristic, threshold=config.recall_threshold)
    draft.escalated, draft.escalation_reason = decision.escalate, decision.reason
    if not decision.escalate:
        draft.metrics["context_recall_llm"] = Score.unmeasured(f"not escalated: {decision.reason}")
        return
    if validator is None:
        draft.metrics["context_recall_llm"] = Score.unmeasured("escalation triggered but no recall validator configured")
        return
    judgement = context_recall_llm(query, draft.chunks, validator, answer=answer, max_chunks=config.llm_max_chunks)
    draft.llm_calls += judgement.llm_calls
    draft.llm_cost_usd = round(draft.llm_cost_usd + judgement.cost_usd, 6)
    draft.llm_cached = judgement.cached
    draft.metrics["context_recall_llm"] = Score(value=judgement.score, reason=judgement.reason or "LLM recall")


def _extraction(draft: _Draft, config: OnlineConfig, aggregation_label: str | None) -> None:
    draft.metrics["aggregated_confidence"] = aggregated_confidence(aggregation_label, draft.extractions)
    summary = draft.summary
    if summary is None and draft.extractions is not None and config.validate_grounding:
        summary = validate_grounding(draft.extractions, draft.chunks)
    draft.metrics["semantic_validation"] = semantic_validation(summary)


def _aggregation(draft: _Draft, values: Sequence[object] | None) -> None:
    if values is None and draft.extractions is not None:
        values = [e.value for e in draft.extractions]
    agreement = multi_source_agreement(values)
    draft.metrics.update(multi_source_agreement=agreement.score, agreement_pattern=agreement.pattern)
    draft.unique_values = agreement.unique_values if agreement.score.measured else None


def _finish(draft: _Draft, request_id: str | None, elapsed_ms: float) -> RequestEvaluation:
    """Fill every metric a failed stage left empty with an unmeasured value naming the error."""
    metrics: dict[str, Score | Categorical] = {}
    for stage, names in _STAGE_METRICS.items():
        error = draft.stage_errors.get("inputs") or draft.stage_errors.get(stage) or "stage did not run"
        for name in names:
            got = draft.metrics.get(name)
            if got is None:
                reason = f"not computed: {error}"
                got = Categorical.unmeasured(reason) if name in _CATEGORICAL else Score.unmeasured(reason)
            metrics[name] = got
    return RequestEvaluation(
        request_id=request_id,
        **metrics,  # type: ignore[arg-type]
        avg_rank=draft.avg_rank,
        contributing_chunks=draft.contributing_chunks,
        unique_values=draft.unique_values,
        warnings=draft.warnings,
        escalated=draft.escalated,
        escalation_reason=draft.escalation_reason,
        llm_calls=draft.llm_calls,
        llm_cost_usd=draft.llm_cost_usd,
        llm_cached=draft.llm_cached,
        errors=draft.errors,
        elapsed_ms=round(elapsed_ms, 3),
    )


def _telemetry(draft: _Draft, evaluation: RequestEvaluation) -> None:
    evaluation.span_attached = attach_to_current_span(evaluation)


def evaluate_request(
    query: str,
    chunks: Sequence[ContextChunk | Mapping[str, Any]],
    extractions: Sequence[Extraction | Mapping[str, Any]] | None = None,
    values: Sequence[object] | None = None,
    *,
    config: OnlineConfig = DEFAULT_CONFIG,
    recall_llm: RecallLLM | None = None,
    aggregation_confidence: str | None = None,
    validation_summary: ValidationSummary | Mapping[str, Any] | None = None,
    total_retrieved_before_filter: int | None = None,
    answer: str | None = None,
    request_id: str | None = None,
) -> RequestEvaluation:
    """Seed 003's evaluation of one request (see the module docstring); never raises."""
    start = time.perf_counter()
    draft = _Draft()
    if _run_stage("inputs", draft, _inputs, chunks, extractions, validation_summary):
        _run_stage("retrieval", draft, _retrieval, config, total_retrieved_before_filter)
        _run_stage("recall_llm", draft, _recall_llm, config, query, answer, recall_llm)
        _run_stage("extraction", draft, _extraction, config, aggregation_confidence)
        _run_stage("aggregation", draft, _aggregation, values)
    evaluation = _finish(draft, request_id, (time.perf_counter() - start) * 1000.0)
    if config.attach_to_span and not _run_stage("telemetry", draft, _telemetry, evaluation):
        evaluation.errors.append(draft.stage_errors["telemetry"])  # the model copied draft.errors
    return evaluation


def evaluate_request_log(
    record: RequestLog, *, config: OnlineConfig = DEFAULT_CONFIG, recall_llm: RecallLLM | None = None
) -> RequestEvaluation:
    """:func:`evaluate_request` on a logged request (offline replay of production traffic)."""
    return evaluate_request(
        record.query,
        record.chunks,
        record.extractions,
        record.values,
        config=config,
        recall_llm=recall_llm,
        aggregation_confidence=record.aggregation_confidence,
        validation_summary=record.validation_summary,
        total_retrieved_before_filter=record.total_retrieved_before_filter,
        answer=record.answer,
        request_id=record.request_id,
    )


def submit_request(executor: Executor, query: str, chunks: Sequence[ContextChunk | Mapping[str, Any]], /, *args: Any, **kwargs: Any) -> Future[RequestEvaluation]:
    """Run :func:`evaluate_request` on ``executor`` so the LLM tier adds no latency to the request.

    The future never holds an exception (``evaluate_request`` does not raise); pass copies of
    inputs the caller may mutate after submitting.
    """
    return executor.submit(evaluate_request, query, chunks, *args, **kwargs)


__all__ = [
    "DEFAULT_CONFIG",
    "OnlineConfig",
    "RequestEvaluation",
    "as_chunk",
    "as_extraction",
    "evaluate_request",
    "evaluate_request_log",
    "failure_count",
    "submit_request",
]
