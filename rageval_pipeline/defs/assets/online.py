"""Production-time quality (seed 003) as daily assets: yesterday's request logs, re-scored offline.

``request_logs`` (one row per served request) → ``online_quality`` (one row per request: the nine
signals, escalation accounting) → check ``recall_warning_share_within_limit``. Partitioned by
``date_partitions`` only: production traffic has no suite.

Where the inputs come from:

* ``RequestLogsResource.folder`` holds ``<date>.jsonl`` or ``<date>.parquet`` per day (written by
  the serving system's log shipper; ``data/request_logs/`` ships three sample days). A missing day
  fails the step naming both paths looked at: an absent log is a broken shipper, not a quiet day
  (a quiet day is an empty file, which materializes zero rows).
* The LLM recall tier runs only when ``ANTHROPIC_API_KEY`` is set *when the step executes* (never
  stored in config or the event log). Without it escalation is still decided and counted
  (``escalations_needed``) and ``context_recall_llm`` is unmeasured ("no API key: escalation
  skipped"). With it, ``ClaudeRecallJudge`` caches replies in ``<RagevalResource.home>/cache/
  judge_calls.sqlite`` — the same SQLite cache as the rubric judges (keys carry the recall prompt
  version, so entries never collide) — so a re-materialized day costs nothing.

Asset modules must not use ``from __future__ import annotations``: Dagster inspects the context
annotation at runtime.
"""

import os
from pathlib import Path

import pyarrow as pa
from dagster import (
    AssetCheckExecutionContext,
    AssetCheckResult,
    AssetCheckSeverity,
    AssetExecutionContext,
    Config,
    ConfigurableResource,
    Output,
    asset,
    asset_check,
)
from pydantic import Field

from rageval_pipeline.core.errors import DatasetError
from rageval_pipeline.core.judges.anthropic_judge import DEFAULT_MODEL
from rageval_pipeline.core.judges.cache import JudgeCache
from rageval_pipeline.core.judges.recall_llm import ClaudeRecallJudge
from rageval_pipeline.core.online import OnlineConfig, load_request_logs
from rageval_pipeline.core.online.batch import (
    evaluate_logs,
    evaluations_to_table,
    logs_from_table,
    logs_to_table,
    recall_warning_share,
    summarize,
)
from rageval_pipeline.defs.framework_warnings import partitioned_checks
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.partitions import date_partitions
from rageval_pipeline.defs.resources import RagevalResource
from rageval_pipeline.defs.settings import settings

API_KEY_ENV = "ANTHROPIC_API_KEY"
DEFAULT_RETRIEVER_LIMIT = 8
"""The sample service's BM25 / kNN result limit (scripts/generate_sample_request_logs.py)."""


def default_request_logs_folder() -> str:
    """``$RAGEVAL_REQUEST_LOGS_DIR``, else the project's ``request_logs`` (``data/request_logs`` in a clone)."""
    return str(settings().request_logs_dir)


class RequestLogsResource(ConfigurableResource):
    """``folder``: one request log per day, ``<folder>/<YYYY-MM-DD>.jsonl`` or ``.parquet``."""

    folder: str

    def path_for(self, date: str) -> Path:
        """The log of ``date``; exactly one of the two formats must exist (two would be ambiguous)."""
        candidates = [Path(self.folder) / f"{date}{suffix}" for suffix in (".jsonl", ".parquet")]
        found = [p for p in candidates if p.is_file()]
        if not found:
            raise DatasetError(f"no request log for {date} (nor {candidates[1].name} next to it)",
                               path=str(candidates[0]))
        if len(found) > 1:
            raise DatasetError(f"two request logs for {date} ({found[0].name}, {found[1].name}): keep one",
                               path=str(found[0]))
        return found[0]


class OnlineQualityConfig(Config):
    """Knobs for replaying the day's requests, and the Claude recall judge's settings."""

    recall_threshold: float = Field(default=0.7, ge=0.0, le=1.0,
                                    description="Escalate when the heuristic recall is below this.")
    top_k: int = Field(default=10, ge=1, description="k of context_precision@k.")
    bm25_limit: int | None = Field(default=DEFAULT_RETRIEVER_LIMIT, ge=1,
                                   description="The BM25 retriever's max result count; null skips the check.")
    knn_limit: int | None = Field(default=DEFAULT_RETRIEVER_LIMIT, ge=1,
                                  description="The kNN retriever's max result count; null skips the check.")
    bm25_half_saturation: float = Field(default=10.0, gt=0.0)
    llm_max_chunks: int = Field(default=10, ge=1, description="Chunks sent to the LLM recall judge.")
    model: str = Field(default=DEFAULT_MODEL, description="Claude model of the recall judge.")
    base_url: str | None = Field(default=None, description="Anthropic API base URL override (gateway, tests).")

    def online_config(self) -> OnlineConfig:
        return OnlineConfig(
            recall_threshold=self.recall_threshold, top_k=self.top_k, bm25_limit=self.bm25_limit,
            knn_limit=self.knn_limit, bm25_half_saturation=self.bm25_half_saturation,
            llm_max_chunks=self.llm_max_chunks, attach_to_span=False,
        )


class RecallWarningConfig(Config):
    max_share: float = Field(default=0.5, ge=0.0, le=1.0,
                             description="Largest acceptable share of requests with any recall warning.")


@asset(partitions_def=date_partitions, group_name="online", kinds={"parquet"}, code_version="1",
       description="One day of production request logs (query, chunks with retrieval method / score / page, "
                   "extractions, values), validated line by line, through an explicit Arrow schema.")
def request_logs(context: AssetExecutionContext, request_logs_source: RequestLogsResource) -> Output[pa.Table]:
    path = request_logs_source.path_for(str(context.partition_key))
    logs = load_request_logs(path)
    context.log.info("request_logs %s: %d requests from %s", context.partition_key, len(logs), path)
    return Output(logs_to_table(logs), metadata=to_metadata({"requests": len(logs), "source": str(path)}))


@asset(partitions_def=date_partitions, group_name="online", kinds={"parquet"}, code_version="1",
       description="Nine zero-cost quality signals per request (value or null + reason), recall warnings, whether the "
                   "LLM recall tier was needed and what it cost; UI metadata: escalation rate, warning counts, "
                   "mean/p10/p50/p90 per score.")
def online_quality(
    context: AssetExecutionContext, config: OnlineQualityConfig, rageval: RagevalResource, request_logs: pa.Table
) -> Output[pa.Table]:
    logs = logs_from_table(request_logs)
    api_key = os.environ.get(API_KEY_ENV) or None
    judge = None
    if api_key is not None:
        cache = JudgeCache(rageval.cache_dir / "judge_calls.sqlite")
        judge = ClaudeRecallJudge(api_key=api_key, model=config.model, base_url=config.base_url, cache=cache)
    try:
        evaluations = evaluate_logs(logs, config=config.online_config(), recall_llm=judge)
    finally:
        if judge is not None:
            judge.close()
    summary = summarize(evaluations)
    context.log.info("online_quality %s: %d requests, %d escalations needed, %d LLM calls (%s)",
                     context.partition_key, summary["requests"], summary["escalations_needed"],
                     summary["llm_calls"], "Claude recall judge" if judge else "no API key: LLM tier skipped")
    # Every number as a float: the UI plots float metadata across partitions.
    numbers = {k: float(v) if isinstance(v, int) else v for k, v in summary.items()}
    metadata = {**numbers, "llm_recall": "claude" if judge else "skipped: no API key"}
    return Output(evaluations_to_table(evaluations, logs), metadata=to_metadata(metadata))


def _recall_warning_share_within_limit(
    context: AssetCheckExecutionContext, config: RecallWarningConfig, online_quality: pa.Table
) -> AssetCheckResult:
    gate = recall_warning_share(online_quality.column("warnings").to_pylist(), max_share=config.max_share)
    metadata = {"requests": gate.requests, "with_recall_warning": gate.with_warning, "share": gate.share,
                "max_share": gate.max_share, **{f"warnings/{k}": v for k, v in gate.by_type.items()}}
    return AssetCheckResult(passed=gate.passed, severity=AssetCheckSeverity.ERROR, metadata=to_metadata(metadata),
                            description=gate.reason)


with partitioned_checks():  # a check per day, like its asset (a Dagster preview feature)
    recall_warning_share_within_limit = asset_check(
        asset=online_quality, name="recall_warning_share_within_limit", partitions_def=date_partitions,
        description="Share of requests with any recall warning (HIT_RETRIEVAL_LIMIT, HIGH_THRESHOLD_FILTERING) "
                    "is at most max_share (default 0.5).")(_recall_warning_share_within_limit)


ONLINE_ASSETS = [request_logs, online_quality]
ONLINE_CHECKS = [recall_warning_share_within_limit]

__all__ = [
    "ONLINE_ASSETS",
    "ONLINE_CHECKS",
    "OnlineQualityConfig",
    "RecallWarningConfig",
    "RequestLogsResource",
    "default_request_logs_folder",
    "online_quality",
    "recall_warning_share_within_limit",
    "request_logs",
]
