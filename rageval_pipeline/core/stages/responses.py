"""``system_responses``: what the system under test answered — asked live, or served from a
frozen file in replay mode."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pyarrow as pa

from rageval_pipeline.core.adapters.base import RAGAdapter
from rageval_pipeline.core.adapters.replay import ReplayAdapter
from rageval_pipeline.core.adapters.response_contract import warn_no_contexts
from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.metrics.latency import response_samples, summarize_latency
from rageval_pipeline.core.records import tables
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse
from rageval_pipeline.core.runtime.bulk import gc_paused
from rageval_pipeline.core.runtime.progress import report_progress
from rageval_pipeline.core.runtime.runner import RetryPolicy, collect_responses
from rageval_pipeline.core.stages.result import StageResult


def responses_stage(
    suite: Suite,
    adapter: RAGAdapter,
    cases: Sequence[EvalCase],
    *,
    on_response: Callable[[SystemResponse], None] | None = None,
    done: Mapping[tuple[str, str], SystemResponse] | None = None,
    warn_contexts: bool = True,
) -> StageResult:
    """Ask (or replay) every case in every variant. ``warn_contexts=False`` for one shard of a run:
    answers without contexts are warned about once, over all of a variant's answers, at the merge."""
    ex = suite.execution
    total = len(cases) * len(suite.variants)
    seen = [len(done or {})]

    def progress(response: SystemResponse) -> None:
        seen[0] += 1
        report_progress("system_responses", seen[0], total, f"{response.case_id} [{response.variant}] {response.status}")
        if on_response is not None:
            on_response(response)

    if isinstance(adapter, ReplayAdapter):  # recorded rows are served as they were, never re-timed
        with gc_paused():
            responses = adapter.responses(cases, list(suite.variants))
    else:
        policy = RetryPolicy(retries=ex.retries, backoff=ex.backoff, base_s=ex.backoff_base_s,
                             timeout_s=ex.timeout_s, slow_threshold_s=ex.slow_threshold_s)
        responses = collect_responses(adapter, cases, suite.variants, policy, concurrency=ex.concurrency,
                                      done=done, on_response=progress)
    if warn_contexts:
        warn_no_contexts(responses, contexts_path=suite.system.config.get("contexts_path"))
    return StageResult(table=tables.to_table(responses, tables.SYSTEM_RESPONSES), metadata=response_metadata(responses))


def response_metadata(responses: Sequence[SystemResponse]) -> dict[str, Any]:
    meta: dict[str, Any] = {"responses": len(responses)}
    errors = sum(r.status == "error" for r in responses)
    meta["errors"] = errors
    meta["error_rate"] = round(errors / len(responses), 6) if responses else None
    meta.update(latency_metadata(responses))
    meta["slow"] = sum(r.slow for r in responses)
    # the system's reply had no contexts field (HTTP and other remote systems): say so in the report
    missing = [str(r.metadata["contexts_missing"]) for r in responses if r.metadata.get("contexts_missing")]
    if missing:
        meta["contexts_missing"] = len(missing)
        meta["contexts_missing_reason"] = missing[0]
    fields = next((r.metadata["response_fields"] for r in responses if r.metadata.get("response_fields")), None)
    if fields:
        meta["response_fields"] = dict(fields)
    return meta


def latency_metadata(responses: Sequence[SystemResponse]) -> dict[str, Any]:
    """The ``latency_*`` figures of ``ResponseStats``: failed calls count at their time to failure
    (``metrics.latency``), and the counts say what the percentiles are made of."""
    lat = summarize_latency(response_samples(responses))
    return {"latency_p50_ms": lat.p50_ms, "latency_p95_ms": lat.p95_ms, "latency_avg_ms": lat.avg_ms,
            "latency_counted": lat.counted, "latency_failed_counted": lat.failed_counted,
            "latency_untimed": lat.untimed, "latency_retries_untimed": lat.retries_untimed}


def responses_from_table(table: pa.Table) -> list[SystemResponse]:
    return tables.from_table(table, SystemResponse)
