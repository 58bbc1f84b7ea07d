"""Assemble one partition's :class:`RunSummary` and its per-question rows.

The summary holds no wall-clock timestamps, so the same inputs give byte-identical artefacts
(seed 001's determinism rule); the date is the partition's date.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.datasets import case_content_hash, qid_sort_key
from rageval_pipeline.core.metrics.generation import SCORED_METRICS
from rageval_pipeline.core.metrics.scoring import CaseScore
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse
from rageval_pipeline.core.reports.gates import evaluate_gates
from rageval_pipeline.core.reports.run_summary import RunSummary, load_summary

RETRIEVAL_SCOPE = "answerable_with_non_empty_gold_only"


def build_summary(
    *,
    suite: Suite,
    date: str,
    cases_meta: dict[str, Any],
    response_meta_by_variant: dict[str, dict[str, Any]],
    retrieval_by_variant: dict[str, dict[str, Any]],
    scores_by_variant: dict[str, dict[str, Any]] | None,
    judge_meta: dict[str, Any] | None,
    provenance: dict[str, Any],
    ab: dict[str, Any] | None = None,
    scorecard: dict[str, Any] | None = None,
) -> RunSummary:
    variants: dict[str, Any] = {}
    for name in sorted(response_meta_by_variant):
        variants[name] = {
            "params": suite.variants.get(name, {}),
            "responses": response_meta_by_variant[name],
            "retrieval": retrieval_by_variant.get(name),
            "scores": (scores_by_variant or {}).get(name),
        }
    summary: dict[str, Any] = {
        "suite": suite.name,
        "date": date,
        "mode": suite.mode,
        "dataset": cases_meta,
        "retrieval_config": {
            "ks": suite.retrieval.ks, "primary_k": suite.retrieval.primary_k,
            "near_page_tolerance": suite.retrieval.near_page_tolerance, "scope": RETRIEVAL_SCOPE,
        },
        "weights": suite.normalised_weights,
        "variants": variants,
        "judge": judge_meta,
        "provenance": provenance,
        "ab": None if ab is None else {"baseline": suite.ab.baseline, "full": suite.ab.full, **ab}
        if suite.ab is not None else None,
    }
    if scorecard is not None:
        summary["scorecard"] = scorecard
    typed = load_summary(summary, source=f"{suite.name}/{date}")
    gates = evaluate_gates(suite, typed)
    typed.gates = gates
    typed.status = "pass" if all(g.passed for g in gates) else "fail"
    return typed


def per_question_rows(
    cases: Sequence[EvalCase],
    responses: Sequence[SystemResponse],
    retrieval_rows: Sequence[Any],
    case_scores: Sequence[CaseScore] | None,
) -> list[dict[str, Any]]:
    """Seed 001's per_question.jsonl rows (one per case × variant), deterministic order."""
    questions = {c.id: c for c in cases}
    case_hashes = {c.id: case_content_hash(c) for c in cases}  # drift lists edited cases by them
    retrieval = {(r.case_id, r.variant): r for r in retrieval_rows}
    scores = {(s.case_id, s.variant): s for s in (case_scores or [])}
    rows: list[dict[str, Any]] = []
    for resp in sorted(responses, key=lambda r: (qid_sort_key(r.case_id), r.variant)):
        key = (resp.case_id, resp.variant)
        case = questions[resp.case_id]
        ret = retrieval.get(key)
        row: dict[str, Any] = {
            "qid": resp.case_id, "variant": resp.variant, "case_hash": case_hashes[resp.case_id],
            "question": case.question,
            "answerable": case.answerable, "critical": case.critical, "tags": case.tags,
            "response_status": resp.status, "error": resp.error, "answer": resp.answer,
            "latency_ms": resp.latency_ms, "attempts": resp.attempts,
        }
        if ret is not None:
            row.update({
                "retrieval_scored": ret.scored, "retrieval_skip_reason": ret.skip_reason,
                "retrieval_metrics": dict(sorted(ret.metrics.items())), "gold_hit_ranks": ret.gold_hit_ranks,
                "doc_hit_ranks": ret.doc_hit_ranks, "near_page_hit_ranks": ret.near_page_hit_ranks,
                "top_hit_ids": ret.top_hit_ids,
            })
        score = scores.get(key)
        if score is not None:
            row.update({
                "status": score.status,
                "scores": {n: getattr(score, n).value for n in SCORED_METRICS},
                "unmeasured": {n: getattr(score, n).reason for n in SCORED_METRICS if not getattr(score, n).measured},
                "rubric": score.rubric.model_dump() if score.rubric else None,
                "fail_reasons": score.fail_reasons,
            })
        rows.append(row)
    return rows
