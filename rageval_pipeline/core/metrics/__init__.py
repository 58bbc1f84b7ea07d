"""Retrieval metrics: ranked-list IR metrics (trec_eval semantics) and span-level RAG scoring.

The public surface is this facade; ``ir`` and ``spans`` hold the implementations.
"""

from rageval_pipeline.core.metrics.ir import SUPPORTED_METRICS, evaluate
from rageval_pipeline.core.metrics.spans import (
    CaseRetrievalScore,
    RetrievalSummary,
    reported_metric_names,
    score_case_retrieval,
    summarize_retrieval,
)


def reported_retrieval_metrics(ks: list[int]) -> list[str]:
    """Every retrieval metric name a summary reports at these cutoffs (what thresholds may gate)."""
    return reported_metric_names(ks)


__all__ = [
    "reported_retrieval_metrics",
    "SUPPORTED_METRICS",
    "CaseRetrievalScore",
    "RetrievalSummary",
    "evaluate",
    "score_case_retrieval",
    "summarize_retrieval",
]
