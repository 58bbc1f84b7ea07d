"""Retrieval metrics: ranked-list IR metrics (trec_eval semantics) and span-level RAG scoring.

The public surface is this facade; ``ir`` and ``spans`` hold the implementations.
"""

from rageval_pipeline.core.metrics.ir import SUPPORTED_METRICS, evaluate
from rageval_pipeline.core.metrics.spans import (
    CaseRetrievalScore,
    RetrievalSummary,
    score_case_retrieval,
    summarize_retrieval,
)

__all__ = [
    "SUPPORTED_METRICS",
    "CaseRetrievalScore",
    "RetrievalSummary",
    "evaluate",
    "score_case_retrieval",
    "summarize_retrieval",
]
