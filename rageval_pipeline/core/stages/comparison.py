"""``ab_comparison``: full vs baseline per case, and the Value Win Rate."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pyarrow as pa

from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.datasets import qid_sort_key
from rageval_pipeline.core.judges.base import PairwiseJudge
from rageval_pipeline.core.metrics.scoring import CaseScore
from rageval_pipeline.core.records import tables
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse, Verdict
from rageval_pipeline.core.runtime.bulk import gc_paused
from rageval_pipeline.core.stages.result import StageResult


def ab_stage(
    suite: Suite,
    cases: Sequence[EvalCase],
    verdicts: Sequence[Verdict],
    scores: Sequence[CaseScore],
    *,
    responses: Sequence[SystemResponse] = (),
    pairwise: PairwiseJudge | None = None,
) -> StageResult:
    """Seed 000's full-vs-baseline comparison per case, and the Value Win Rate summary.

    With a pairwise (Claude) judge both answers are judged side by side in both orders; otherwise
    the two variants' independent final verdicts are compared with the same outcome rule.
    """
    if suite.ab is None:
        return StageResult(table=tables.AB_COMPARISON.empty_table(),
                           metadata={"applicable": False, "reason": "the suite names no ab: baseline/full pair"})
    base_name, full_name = suite.ab.baseline, suite.ab.full
    with gc_paused():  # 10,000 sort keys would otherwise trigger full collections of a large heap
        ordered = sorted(cases, key=lambda c: qid_sort_key(c.id))
    judged = None
    if pairwise is not None:  # network calls: the collector stays on while they run
        by_key = {(r.case_id, r.variant): r for r in responses}
        judged = pairwise.judge_pairs([(c, by_key[(c.id, base_name)], by_key[(c.id, full_name)]) for c in ordered])
    with gc_paused():
        return _ab_result(ordered, verdicts, scores, base_name, full_name, judged)


def _ab_result(ordered: Sequence[EvalCase], verdicts: Sequence[Verdict], scores: Sequence[CaseScore],
               base_name: str, full_name: str, judged: Sequence[Any] | None) -> StageResult:
    from rageval_pipeline.core.ab import compare_case, summarize_ab
    from rageval_pipeline.core.judges.pairwise import compare_pairwise
    from rageval_pipeline.core.records.schemas import error_verdict

    finals = {(v.case_id, v.variant): v for v in verdicts if v.pass_index is None}
    status = {(s.case_id, s.variant): s.status for s in scores}
    usage: list[tuple[int, int, float]] = [(0, 0, 0.0)] * len(ordered)
    if judged is not None:
        usage = [(pv.input_tokens, pv.output_tokens, pv.cost_usd) for pv in judged]
        results = [compare_pairwise(c, pv, full_case_status=status.get((c.id, full_name)))
                   for c, pv in zip(ordered, judged, strict=True)]
    else:
        def final(case: EvalCase, variant: str) -> Verdict:
            found = finals.get((case.id, variant))
            return found or error_verdict(case.id, variant, "none", f"no verdict for variant {variant!r}")

        results = [compare_case(c, final(c, base_name), final(c, full_name),
                                full_case_status=status.get((c.id, full_name))) for c in ordered]
    summary = summarize_ab(results).model_dump(mode="json")
    metadata: dict[str, Any] = {"applicable": True, "baseline": base_name, "full": full_name,
                                "wins": summary["wins"], "losses": summary["losses"], "ties": summary["ties"],
                                "errors": summary["errors"], "verdict": summary["verdict"],
                                "headline": summary["headline"], "sign_test_p": summary["sign_test_p"]}
    for name in ("win_rate", "loss_rate", "hallucination_rate_baseline", "hallucination_rate_full"):
        metadata[name] = (summary.get(name) or {}).get("value")
    metadata["input_tokens"] = sum(u[0] for u in usage)
    metadata["output_tokens"] = sum(u[1] for u in usage)
    metadata["cost_usd"] = round(sum(u[2] for u in usage), 6)
    rows = [r.model_dump(mode="json") | {"input_tokens": u[0], "output_tokens": u[1], "cost_usd": u[2]}
            for r, u in zip(results, usage, strict=True)]
    return StageResult(table=tables.rows_table(rows, tables.AB_COMPARISON), metadata=metadata, summary=summary)


@gc_paused()
def ab_summary_from_table(suite: Suite, table: pa.Table) -> dict[str, Any] | None:
    """Recompute the A/B summary from stored rows (the report does not trust cached numbers)."""
    from rageval_pipeline.core.ab import ABCaseResult, summarize_ab

    if suite.ab is None or table.num_rows == 0:
        return None
    summary = summarize_ab(tables.from_table(table, ABCaseResult)).model_dump(mode="json")
    summary["llm"] = {"input_tokens": sum(table.column("input_tokens").to_pylist()),
                      "output_tokens": sum(table.column("output_tokens").to_pylist()),
                      "cost_usd": round(sum(table.column("cost_usd").to_pylist()), 6)}
    return summary
