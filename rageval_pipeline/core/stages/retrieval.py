"""``retrieval_scores``: span-level and document-level retrieval metrics per case × variant."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pyarrow as pa

from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.metrics import (
    CaseRetrievalScore,
    score_case_retrieval,
    summarize_retrieval,
)
from rageval_pipeline.core.records import tables
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse
from rageval_pipeline.core.runtime.bulk import gc_paused
from rageval_pipeline.core.stages.result import StageResult


class VariantRetrievalScore(CaseRetrievalScore):
    variant: str


@gc_paused()
def retrieval_stage(suite: Suite, cases: Sequence[EvalCase], responses: Sequence[SystemResponse]) -> StageResult:
    from rageval_pipeline.core.metrics.doc_level import doc_level_metrics

    by_id = {c.id: c for c in cases}
    ks = suite.retrieval.ks
    rows: list[VariantRetrievalScore] = []
    # document-level metrics in one ranked-evaluation call per variant (trec_eval's engine)
    doc: dict[str, dict[str, dict[str, float]]] = {}
    for variant in sorted({r.variant for r in responses}):
        doc[variant] = doc_level_metrics(
            [(by_id[r.case_id], None if r.status == "error" else r.contexts) for r in responses if r.variant == variant],
            ks)
    for response in responses:
        case = by_id[response.case_id]
        hits = None if response.status == "error" else response.contexts
        score = score_case_retrieval(case, hits, ks=ks, near_page_tolerance=suite.retrieval.near_page_tolerance,
                                     doc_metrics=doc[response.variant].get(case.id))
        if response.status == "error":
            score = score.model_copy(update={"skip_reason": f"system error: {response.error}"})
        rows.append(VariantRetrievalScore(**score.model_dump(), variant=response.variant))
    summary: dict[str, Any] = {}
    metadata: dict[str, Any] = {}
    for variant in sorted({r.variant for r in rows}):
        part = [r for r in rows if r.variant == variant]
        s = summarize_retrieval(part, ks=ks, primary_k=suite.retrieval.primary_k,
                                near_page_tolerance=suite.retrieval.near_page_tolerance)
        summary[variant] = s.model_dump(mode="json")
        k = suite.retrieval.primary_k
        for name in (f"recall@{k}", f"mrr@{k}", f"ndcg@{k}"):
            metadata[f"{variant}/{name}"] = s.means.get(name)
        metadata[f"{variant}/scored"] = s.scored
    return StageResult(table=tables.to_table(rows, tables.RETRIEVAL_SCORES), metadata=metadata, summary=summary)


def retrieval_from_table(table: pa.Table) -> list[VariantRetrievalScore]:
    return tables.from_table(table, VariantRetrievalScore)
