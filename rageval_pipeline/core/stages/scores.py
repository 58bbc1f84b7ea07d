"""``case_scores``: each response's metric scores, weighted composite and pass/fail."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pyarrow as pa

from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.metrics.scoring import (
    CaseScore,
    score_case,
    summarize_case_scores,
)
from rageval_pipeline.core.records import tables
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse, Verdict
from rageval_pipeline.core.runtime.bulk import gc_paused
from rageval_pipeline.core.stages.result import StageResult


@gc_paused()
def case_scores_stage(
    suite: Suite, cases: Sequence[EvalCase], responses: Sequence[SystemResponse], verdicts: Sequence[Verdict]
) -> StageResult:
    by_id = {c.id: c for c in cases}
    finals = {(v.case_id, v.variant): v for v in verdicts if v.pass_index is None}
    rows = [
        score_case(by_id[r.case_id], r, finals.get((r.case_id, r.variant)),
                   weights=suite.normalised_weights, rule=suite.pass_rule)
        for r in responses
    ]
    summary = summarize_case_scores(rows)
    metadata: dict[str, Any] = {}
    for variant, agg in summary.items():
        for name, stats in agg["metrics"].items():
            metadata[f"{variant}/{name}"] = stats["mean"]
        metadata[f"{variant}/pass_rate"] = agg["pass_rate"]
        metadata[f"{variant}/hallucination_rate"] = agg["hallucination_rate"]
        metadata[f"{variant}/errors"] = agg["errors"]
    return StageResult(table=tables.to_table(rows, tables.CASE_SCORES), metadata=metadata, summary=summary)


def case_scores_from_table(table: pa.Table) -> list[CaseScore]:
    return tables.from_table(table, CaseScore)
