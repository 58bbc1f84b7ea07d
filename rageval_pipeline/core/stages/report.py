"""``eval_report``: the run summary, gates and report files of one partition."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from typing import Any

import pyarrow as pa
from upath import UPath

from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.metrics import summarize_retrieval
from rageval_pipeline.core.metrics.scoring import CaseScore, summarize_case_scores
from rageval_pipeline.core.records import tables
from rageval_pipeline.core.records.hashing import canonical_json
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse, Verdict
from rageval_pipeline.core.reports.provenance import build_provenance
from rageval_pipeline.core.reports.run_summary import RunSummary, load_summary
from rageval_pipeline.core.runtime.bulk import gc_paused
from rageval_pipeline.core.stages.responses import response_metadata
from rageval_pipeline.core.stages.result import StageResult
from rageval_pipeline.core.stages.retrieval import VariantRetrievalScore
from rageval_pipeline.core.stages.verdicts import judge_metadata
from rageval_pipeline.core.storage.store import ReportStore, as_reports


def report_stage(
    suite: Suite,
    date: str,
    *,
    cases: Sequence[EvalCase],
    responses: Sequence[SystemResponse],
    retrieval_rows: Sequence[VariantRetrievalScore],
    verdicts: Sequence[Verdict],
    scores: Sequence[CaseScore],
    reports_root: ReportStore | str | os.PathLike[str] | UPath,
    ab_summary: dict[str, Any] | None = None,
    corpus_hash: str | None = None,
) -> StageResult:
    """Summary + gates + seed 001's three artefacts under ``<reports_root>/<suite>/<date>/``."""
    from rageval_pipeline.core.reports import (
        build_summary,
        per_question_rows,
        report_dir,
        write_report,
    )
    from rageval_pipeline.core.reports.markdown import case_trace_blocks, summary_blocks

    variants = sorted({r.variant for r in responses})
    response_meta = {v: response_metadata([r for r in responses if r.variant == v]) for v in variants}
    retrieval_summary = {
        v: summarize_retrieval([r for r in retrieval_rows if r.variant == v], ks=suite.retrieval.ks,
                               primary_k=suite.retrieval.primary_k,
                               near_page_tolerance=suite.retrieval.near_page_tolerance).model_dump(mode="json")
        for v in variants
    }
    judge_meta = judge_metadata(verdicts)
    provenance = build_provenance(suite, cases, responses, verdicts, corpus_hash=corpus_hash)
    cases_meta = {
        "cases": len(cases), "negatives": sum(c.is_negative for c in cases), "critical": sum(c.critical for c in cases),
        "content_hash": provenance["dataset_hash"],
    }
    from rageval_pipeline.core.ab.run_scorecard import run_scorecard

    with gc_paused():
        scorecard = run_scorecard(base=suite.base_variant, primary_k=suite.retrieval.primary_k,
                                  retrieval_only=suite.retrieval_only, cases=cases, responses=responses,
                                  retrieval_rows=retrieval_rows, scores=scores, verdicts=verdicts)
    summary = build_summary(
        suite=suite, date=date, cases_meta=cases_meta, response_meta_by_variant=response_meta,
        retrieval_by_variant=retrieval_summary, scores_by_variant=summarize_case_scores(scores),
        judge_meta=judge_meta, provenance=provenance, ab=ab_summary,
        scorecard=None if scorecard is None else scorecard.model_dump(mode="json"),
    )
    reports = as_reports(reports_root)
    folder = report_dir(reports, suite.name, date)
    data = summary.to_json()
    trend_section, charts = trends_section(suite, data, reports, folder)
    sweep_section, sweep_files = sweep_section_of(suite, summary, reports, folder)
    blocks = [*summary_blocks(summary), *sweep_section, *trend_section, *case_trace_blocks(cases, responses, scores)]
    files = write_report(folder, data, per_question_rows(cases, responses, retrieval_rows, scores), blocks,
                         title=f"RAG evaluation: {suite.name}, {date}") + [str(p) for p in [*sweep_files, *charts]]
    table = tables.rows_table([{
        "suite": suite.name, "date": date, "status": summary.status,
        "summary_json": canonical_json(data), "report_dir": str(folder), "files": files,
    }], tables.EVAL_REPORT)
    return StageResult(table=table, metadata=report_metadata(summary), summary=data, run_summary=summary)


def summary_from_report(table: pa.Table) -> RunSummary:
    """The run summary stored in an ``eval_report`` partition."""
    return load_summary(json.loads(table.column("summary_json")[0].as_py()), source="eval_report")


def sweep_section_of(suite: Suite, summary: RunSummary, reports: ReportStore,
                     folder: UPath) -> tuple[list[Any], list[UPath]]:
    """For a sweep suite: each headline metric against each swept knob (PNG files + report blocks)."""
    from rageval_pipeline.core.reports.document import Heading, Image
    from rageval_pipeline.core.reports.sweep_charts import (
        render_sweep_chart,
        sweep_charts,
    )

    if suite.sweep is None or summary.scorecard is None:
        return [], []
    k = suite.retrieval.primary_k
    metrics = [f"recall@{k}", f"mrr@{k}", f"ndcg@{k}"] + ([] if suite.retrieval_only else ["composite", "faithfulness"])
    knobs = list(suite.sweep.grid) or list(dict.fromkeys(k for o in suite.sweep.overrides for k in o))
    blocks: list[Any] = []
    paths: list[UPath] = []
    for chart in sweep_charts(summary.scorecard, suite.variants, knobs, metrics):
        path = folder / "sweep" / chart.filename
        png = render_sweep_chart(chart)
        reports.write_bytes(path, png)
        paths.append(path)
        blocks.append(Image(alt=f"{chart.metric} by {chart.knob}", href=f"sweep/{chart.filename}", data=png))
    return ([Heading(2, "Sweep: each metric against each knob"), *blocks] if blocks else []), paths


def trends_section(suite: Suite, summary: dict[str, Any], reports: ReportStore,
                   folder: UPath) -> tuple[list[Any], list[UPath]]:
    """Trend charts over the last ``drift.trend_window`` dates: the report blocks that show them,
    and the PNG files written beside the report."""
    from rageval_pipeline.core.reports.markdown import trend_blocks
    from rageval_pipeline.core.reports.trends import render_trend_charts, trend_charts
    from rageval_pipeline.core.storage.store import relative_posix

    history = reports.previous_summaries(suite.name, summary["date"], limit=suite.drift.trend_window - 1)
    charts = trend_charts([*history, summary])
    paths = render_trend_charts(charts, folder / "trends")
    blocks = trend_blocks([(chart.metric, relative_posix(path, folder), path.read_bytes())
                           for chart, path in zip(charts, paths, strict=True)])
    return blocks, paths


def report_metadata(summary: RunSummary) -> dict[str, Any]:
    """Flat numbers for the UI's plots: the headline metrics, per variant."""
    from rageval_pipeline.core.metrics.generation import COMPOSITE, WEIGHTABLE_METRICS

    meta: dict[str, Any] = {"status": summary.status}
    k = summary.retrieval_config.primary_k
    for name, v in summary.variants.items():
        for metric in (f"recall@{k}", f"mrr@{k}", f"ndcg@{k}"):
            meta[f"{name}/{metric}"] = v.retrieval_mean(metric)
        if v.retrieval_mean(f"doc_recall@{k}") is not None:  # only where expected documents were labelled
            meta[f"{name}/doc_recall@{k}"] = v.retrieval_mean(f"doc_recall@{k}")
        scores = v.scores
        if scores is not None:
            for metric in (COMPOSITE, *WEIGHTABLE_METRICS):
                meta[f"{name}/{metric}"] = scores.mean(metric)
            meta[f"{name}/hallucination_rate"] = scores.hallucination_rate
            meta[f"{name}/pass_rate"] = scores.pass_rate
            coverage = scores.composite_coverage
            meta[f"{name}/composite_coverage"] = coverage.mean if coverage is not None else None
        meta[f"{name}/latency_p95_ms"] = v.responses.latency_p95_ms
    judge_cost = float(summary.judge.cost_usd or 0.0) if summary.judge is not None else 0.0
    ab = summary.ab
    ab_cost = float(ab.llm.cost_usd) if ab is not None and ab.llm is not None else 0.0
    meta["cost_usd"] = round(judge_cost + ab_cost, 6)
    if ab is not None:
        meta["value_win_rate"] = ab.win_rate.value if ab.win_rate is not None else None
        meta["ab_sign_test_p"] = ab.sign_test_p
    meta["gates_failed"] = sum(not g.passed for g in summary.gates or [])
    return meta
