"""``judge_verdicts``: the judge's verdict on every response (or frozen verdicts in replay mode)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pyarrow as pa

from rageval_pipeline.core.judges.base import Judge
from rageval_pipeline.core.judges.frozen import FrozenJudge
from rageval_pipeline.core.records import tables
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse, Verdict
from rageval_pipeline.core.runtime.progress import report_progress
from rageval_pipeline.core.stages.result import StageResult


def not_judged(schema: pa.Schema) -> StageResult:
    """A retrieval-only suite's answer stages: an empty table that says why (not an error, not 0)."""
    return StageResult(table=schema.empty_table(),
                       metadata={"applicable": False, "reason": "retrieval_only suite: answers are not judged"})


def verdicts_stage(
    judge: Judge, cases: Sequence[EvalCase], responses: Sequence[SystemResponse],
) -> StageResult:
    """Judge every response (a ``FrozenJudge`` serves replay mode's frozen verdicts)."""
    by_id = {c.id: c for c in cases}
    pairs = [(by_id[r.case_id], r) for r in responses]
    name = judge.name
    report_progress("judge_verdicts", 0, len(pairs), name)
    results = judge.judge_many(pairs)
    verdicts = [v for group in results for v in group]
    report_progress("judge_verdicts", len(pairs), len(pairs), name)
    meta = verdicts_metadata(verdicts, judge_name=name, frozen=isinstance(judge, FrozenJudge))
    return StageResult(table=tables.to_table(verdicts, tables.JUDGE_VERDICTS), metadata=meta)


def verdicts_metadata(verdicts: Sequence[Verdict], *, judge_name: str, frozen: bool) -> dict[str, Any]:
    """The ``judge_verdicts`` asset's metadata (a merge of shards computes it over all of them)."""
    finals = [v for v in verdicts if v.pass_index is None]
    meta = judge_metadata(verdicts)
    meta.update({
        "judge": meta["judge"] or judge_name, "passes": len(verdicts) - len(finals), "frozen": frozen,
        "escalation_rate": round(meta["escalated"] / len(finals), 6) if finals else None,
        "cached_passes": sum(v.cached for v in verdicts if v.pass_index is not None),
    })
    return meta


def verdicts_from_table(table: pa.Table) -> list[Verdict]:
    return tables.from_table(table, Verdict)


def judge_metadata(verdicts: Sequence[Verdict]) -> dict[str, Any]:
    """Who judged, how many verdicts, errors, escalations, tokens and cost: the asset's metadata and
    the report's judge section read the same numbers."""
    finals = [v for v in verdicts if v.pass_index is None]
    passes = [v for v in verdicts if v.pass_index is not None]
    counted = passes or finals
    warnings: dict[str, int] = {}
    for v in finals:
        for warning in v.warnings:
            warnings[warning] = warnings.get(warning, 0) + 1
    return {
        "judge": ", ".join(sorted({v.judge for v in finals})) or None,
        # e.g. contexts truncated to the judge's window (seed 002), contexts not provided
        "warnings": [{"warning": w, "cases": n} for w, n in sorted(warnings.items(), key=lambda x: (-x[1], x[0]))],
        "verdicts": len(finals),
        "judge_errors": sum(v.status == "error" for v in finals),
        "escalated": sum(v.escalated for v in finals),
        "input_tokens": sum(v.input_tokens for v in counted),
        "output_tokens": sum(v.output_tokens for v in counted),
        "cost_usd": round(sum(v.cost_usd for v in finals), 6),
    }
