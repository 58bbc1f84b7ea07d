"""The evaluation stages as plain functions: typed inputs in, an Arrow table + metadata out.

Dagster assets are one-line wrappers around these, so the whole evaluation also runs (and is
tested) without Dagster. Metadata values are plain floats/ints/strings; ``None`` means unmeasured.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pyarrow as pa
from upath import UPath
from pydantic import BaseModel, ConfigDict, Field

from rageval_pipeline.core import tables
from rageval_pipeline.core.adapters.base import RAGAdapter
from rageval_pipeline.core.bulk import gc_paused
from rageval_pipeline.core.corpus import load_corpus
from rageval_pipeline.core.datasets import load_dataset, qid_sort_key
from rageval_pipeline.core.embeddings import Embedder, embedder_by_name
from rageval_pipeline.core.errors import ConfigError, DatasetError, StorageError
from rageval_pipeline.core.hashing import canonical_json, stable_hash
from rageval_pipeline.core.judges.base import Judge
from rageval_pipeline.core.metrics import (
    CaseRetrievalScore,
    score_case_retrieval,
    summarize_retrieval,
)
from rageval_pipeline.core.progress import report_progress
from rageval_pipeline.core.reports.run_summary import RunSummary, load_summary
from rageval_pipeline.core.store import ReportStore, as_reports
from rageval_pipeline.core.replay import (
    load_frozen_responses,
    load_frozen_verdicts,
    replay_responses,
    replay_verdicts,
)
from rageval_pipeline.core.runner import RetryPolicy, collect_responses
from rageval_pipeline.core.schemas import EvalCase, EvalDataset, SystemResponse, Verdict
from rageval_pipeline.core.scoring import CaseScore, score_case, summarize_case_scores
from rageval_pipeline.core.suites import Suite, system_config


@dataclass
class StageResult:
    table: pa.Table
    metadata: dict[str, Any] = field(default_factory=dict)
    summary: dict[str, Any] = field(default_factory=dict)
    #: the typed summary of an ``eval_report`` partition (``summary`` holds its JSON form)
    run_summary: RunSummary | None = None


# -- eval_cases ---------------------------------------------------------------------------------

def load_suite_cases(suite: Suite) -> EvalDataset:
    dataset = load_dataset(
        suite.resolve(suite.dataset.path), format=suite.dataset.format,
        require_labeled=suite.dataset.require_labeled, max_age_days=suite.dataset.max_age_days,
    )
    if not dataset.cases:
        raise DatasetError("dataset holds no cases", path=dataset.path)
    return dataset


@gc_paused()
def cases_stage(dataset: EvalDataset) -> StageResult:
    cases = dataset.cases
    return StageResult(
        table=tables.to_table(cases, tables.EVAL_CASES),
        metadata={
            "cases": len(cases), "negatives": sum(c.is_negative for c in cases),
            "critical": sum(c.critical for c in cases), "format": dataset.format,
            "content_hash": dataset.content_hash, "warnings": len(dataset.warnings),
            "dataset_path": dataset.path,
        },
    )


def cases_from_table(table: pa.Table) -> list[EvalCase]:
    return tables.from_table(table, EvalCase)


# -- system_responses ---------------------------------------------------------------------------

def responses_stage(
    suite: Suite,
    adapter: RAGAdapter,
    cases: Sequence[EvalCase],
    *,
    on_response: Callable[[SystemResponse], None] | None = None,
    done: Mapping[tuple[str, str], SystemResponse] | None = None,
) -> StageResult:
    ex = suite.execution
    total = len(cases) * len(suite.variants)
    seen = [len(done or {})]

    def progress(response: SystemResponse) -> None:
        seen[0] += 1
        report_progress("system_responses", seen[0], total, f"{response.case_id} [{response.variant}] {response.status}")
        if on_response is not None:
            on_response(response)

    policy = RetryPolicy(retries=ex.retries, backoff=ex.backoff, base_s=ex.backoff_base_s,
                         timeout_s=ex.timeout_s, slow_threshold_s=ex.slow_threshold_s)
    responses = collect_responses(adapter, cases, suite.variants, policy, concurrency=ex.concurrency,
                                  done=done, on_response=progress)
    return StageResult(table=tables.to_table(responses, tables.SYSTEM_RESPONSES), metadata=response_metadata(responses))


def response_metadata(responses: Sequence[SystemResponse]) -> dict[str, Any]:
    from rageval_pipeline.core.scoring import (
        _percentile,  # one percentile rule everywhere
    )

    meta: dict[str, Any] = {"responses": len(responses)}
    errors = sum(r.status == "error" for r in responses)
    meta["errors"] = errors
    meta["error_rate"] = round(errors / len(responses), 6) if responses else None
    latencies = [r.latency_ms for r in responses if r.latency_ms is not None and r.status == "ok"]
    meta["latency_p50_ms"] = _percentile(latencies, 50)
    meta["latency_p95_ms"] = _percentile(latencies, 95)
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


def responses_from_table(table: pa.Table) -> list[SystemResponse]:
    return tables.from_table(table, SystemResponse)


# -- retrieval_scores ---------------------------------------------------------------------------

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


# -- judge_verdicts -----------------------------------------------------------------------------

def not_judged(schema: pa.Schema) -> StageResult:
    """A retrieval-only suite's answer stages: an empty table that says why (not an error, not 0)."""
    return StageResult(table=schema.empty_table(),
                       metadata={"applicable": False, "reason": "retrieval_only suite: answers are not judged"})


def verdicts_stage(
    judge: Judge | None, cases: Sequence[EvalCase], responses: Sequence[SystemResponse], *,
    frozen: Path | None = None,
) -> StageResult:
    """Judge every response — or, in replay mode with frozen verdicts, serve those."""
    by_id = {c.id: c for c in cases}
    pairs = [(by_id[r.case_id], r) for r in responses]
    name = "replay" if frozen is not None else judge.name  # type: ignore[union-attr]
    report_progress("judge_verdicts", 0, len(pairs), name)
    if frozen is not None:
        results = replay_verdicts(load_frozen_verdicts(frozen), responses)
    else:
        batch = getattr(judge, "judge_many", None)
        results = batch(pairs) if batch is not None else [judge.judge(c, r) for c, r in pairs]  # type: ignore[union-attr]
    verdicts = [v for group in results for v in group]
    report_progress("judge_verdicts", len(pairs), len(pairs), name)
    finals = [v for v in verdicts if v.pass_index is None]
    meta: dict[str, Any] = {
        "judge": ", ".join(sorted({v.judge for v in finals})) or name, "verdicts": len(finals),
        "passes": len(verdicts) - len(finals), "frozen": frozen is not None,
        "judge_errors": sum(v.status == "error" for v in finals),
        "escalated": sum(v.escalated for v in finals),
        "escalation_rate": round(sum(v.escalated for v in finals) / len(finals), 6) if finals else None,
        "input_tokens": sum(v.input_tokens for v in verdicts if v.pass_index is not None) or sum(v.input_tokens for v in finals),
        "output_tokens": sum(v.output_tokens for v in verdicts if v.pass_index is not None) or sum(v.output_tokens for v in finals),
        "cost_usd": round(sum(v.cost_usd for v in finals), 6),
        "cached_passes": sum(v.cached for v in verdicts if v.pass_index is not None),
    }
    return StageResult(table=tables.to_table(verdicts, tables.JUDGE_VERDICTS), metadata=meta)


def verdicts_from_table(table: pa.Table) -> list[Verdict]:
    return tables.from_table(table, Verdict)


# -- case_scores --------------------------------------------------------------------------------

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


def summary_from_report(table: pa.Table) -> RunSummary:
    """The run summary stored in an ``eval_report`` partition."""
    return load_summary(json.loads(table.column("summary_json")[0].as_py()), source="eval_report")


# -- corpus_index -------------------------------------------------------------------------------

class ReferenceSystemConfig(BaseModel):
    """``system.config`` of a suite whose adapter is ``reference``."""

    model_config = ConfigDict(extra="forbid")

    corpus: str
    embedder: str = "all-MiniLM-L6-v2"
    chunk_words: int = Field(default=120, ge=20, le=2000)
    overlap_words: int = Field(default=20, ge=0, le=500)


def reference_config(suite: Suite) -> ReferenceSystemConfig:
    return system_config(ReferenceSystemConfig, suite)


NOT_APPLICABLE = pa.schema([("chunk_id", pa.string())])


def corpus_index_stage(suite: Suite, *, cache_dir: Path | None, embedder: Embedder | None = None) -> StageResult:
    """The reference system's index (chunks + embeddings); embeddings are reused by corpus hash."""
    if suite.mode == "replay":
        return StageResult(table=NOT_APPLICABLE.empty_table(),
                           metadata={"applicable": False, "reason": "replay mode: responses are frozen"})
    if suite.system.adapter != "reference":
        return StageResult(table=NOT_APPLICABLE.empty_table(),
                           metadata={"applicable": False, "reason": f"adapter {suite.system.adapter!r} brings its own retrieval"})
    from rageval_pipeline.core.retrieval.index import build_index

    cfg = reference_config(suite)
    docs = load_corpus(suite.resolve(cfg.corpus))
    index = build_index(docs, embedder=embedder or embedder_by_name(cfg.embedder), chunk_words=cfg.chunk_words,
                        overlap_words=cfg.overlap_words, cache_dir=cache_dir)
    return StageResult(
        table=index.to_table(),
        metadata={"applicable": True, "corpus_hash": index.corpus_hash, "documents": len(docs),
                  "chunks": len(index), "embedder": index.embedder_name, "embedding_cache_hit": bool(index.cache_hit)},
    )


# -- replay -------------------------------------------------------------------------------------

@gc_paused()
def replay_stage(suite: Suite, cases: Sequence[EvalCase]) -> StageResult:
    """Seed 000's replay mode: the frozen responses of every case × variant; nothing is called."""
    if suite.replay is None:
        raise ConfigError("replay needs a replay section naming the frozen responses file",
                          path=f"{suite.name}.yaml", field="replay.responses")
    responses = replay_responses(load_frozen_responses(suite.resolve(suite.replay.responses)), cases,
                                 list(suite.variants))
    return StageResult(table=tables.to_table(responses, tables.SYSTEM_RESPONSES), metadata=response_metadata(responses))


# -- eval_report --------------------------------------------------------------------------------

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
    from rageval_pipeline.core.reports import build_summary, per_question_rows, report_dir, write_report
    from rageval_pipeline.core.reports.markdown import case_trace_blocks, summary_blocks

    variants = sorted({r.variant for r in responses})
    response_meta = {v: response_metadata([r for r in responses if r.variant == v]) for v in variants}
    retrieval_summary = {
        v: summarize_retrieval([r for r in retrieval_rows if r.variant == v], ks=suite.retrieval.ks,
                               primary_k=suite.retrieval.primary_k,
                               near_page_tolerance=suite.retrieval.near_page_tolerance).model_dump(mode="json")
        for v in variants
    }
    judge_meta = verdicts_stage_metadata(verdicts)
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


def build_provenance(
    suite: Suite, cases: Sequence[EvalCase], responses: Sequence[SystemResponse], verdicts: Sequence[Verdict],
    *, corpus_hash: str | None,
) -> dict[str, Any]:
    """Content hashes of everything a partition's numbers depend on: drift names what changed.

    ``None`` means "not known" (e.g. no corpus for a remote system), never "unchanged".
    """
    from rageval_pipeline import __version__
    from rageval_pipeline.core.judges.prompts import PROMPT_VERSION

    judges = sorted({v.judge for v in verdicts if v.pass_index is None})
    llm_judged = any(j.startswith("anthropic") for j in judges)
    return {
        "dataset_hash": stable_hash([c.model_dump(mode="json") for c in cases]),
        "corpus_hash": corpus_hash,
        "system_config_hash": stable_hash({"system": suite.system.model_dump(mode="json"),
                                           "variants": suite.variants}),
        "suite_config_hash": suite.config_hash(),
        "answers_hash": stable_hash([[r.case_id, r.variant, r.answer, r.status] for r in responses]),
        "judge": ", ".join(judges) or None,
        "judge_prompt_version": PROMPT_VERSION if llm_judged else "local",
        "code_version": __version__,
    }


def sweep_section_of(suite: Suite, summary: RunSummary, reports: ReportStore,
                     folder: UPath) -> tuple[list[Any], list[UPath]]:
    """For a sweep suite: each headline metric against each swept knob (PNG files + report blocks)."""
    from rageval_pipeline.core.reports.document import Heading, Image
    from rageval_pipeline.core.reports.sweep_charts import render_sweep_chart, sweep_charts

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
    from rageval_pipeline.core.store import relative_posix

    history = reports.previous_summaries(suite.name, summary["date"], limit=suite.drift.trend_window - 1)
    charts = trend_charts([*history, summary])
    paths = render_trend_charts(charts, folder / "trends")
    blocks = trend_blocks([(chart.metric, relative_posix(path, folder), path.read_bytes())
                           for chart, path in zip(charts, paths, strict=True)])
    return blocks, paths


def verdicts_stage_metadata(verdicts: Sequence[Verdict]) -> dict[str, Any]:
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


def report_metadata(summary: RunSummary) -> dict[str, Any]:
    """Flat numbers for the UI's plots: the headline metrics, per variant."""
    from rageval_pipeline.core.generation_metrics import COMPOSITE, WEIGHTABLE_METRICS

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


# -- judge_calibration --------------------------------------------------------------------------

def calibration_stage(suite: Suite, judge: Judge, *, limit: int | None = None) -> StageResult:
    """Agreement of the suite's judge with human hallucination labels (RAGTruth format).

    The labels come from the suite's ``judge.calibration_labels``, else from the environment
    variable ``RAGEVAL_CALIBRATION_LABELS`` (labelled benchmark data lives where each user keeps it,
    never inside the project); with neither, calibration is reported as not configured.
    """
    from rageval_pipeline.core.judges.calibration import LABELS_ENV, configured_labels

    labels = configured_labels(suite.resolve(suite.judge.calibration_labels) if suite.judge.calibration_labels
                               else None)
    if labels is None:
        return StageResult(table=tables.JUDGE_CALIBRATION.empty_table(),
                           metadata={"configured": False,
                                     "reason": f"neither judge.calibration_labels nor {LABELS_ENV} is set"})
    return calibrate_judge(judge, labels, limit=limit)


def calibrate_judge(judge: Judge, labels: Path, *, limit: int | None = None) -> StageResult:
    """Run ``judge`` over labelled responses; rows per example, the report as summary/metadata.

    Examples the judge could not score (error verdicts) are counted, not guessed.
    """
    from rageval_pipeline.core.judges.calibration import (
        calibration_report,
        load_ragtruth,
        prediction_from_verdict,
        to_case_and_response,
    )

    examples = load_ragtruth(labels)[:limit]
    pairs = [to_case_and_response(e) for e in examples]
    batch = getattr(judge, "judge_many", None)
    results = batch(pairs) if batch is not None else [judge.judge(c, r) for c, r in pairs]
    rows: list[dict[str, Any]] = []
    for example, verdicts in zip(examples, results, strict=True):
        final = next(v for v in verdicts if v.pass_index is None)
        prediction = prediction_from_verdict(example.hallucinated, final)
        if prediction is not None:
            label, predicted, score = prediction
            rows.append({"example_id": example.example_id, "label_hallucinated": label,
                         "predicted_hallucinated": predicted, "score": score})
    report = calibration_report([(r["label_hallucinated"], r["predicted_hallucinated"], r["score"]) for r in rows])
    metadata: dict[str, Any] = {"configured": True, "judge": judge.name, "labels": str(labels),
                                "examples": len(examples), "unscored": len(examples) - len(rows)}
    metadata.update(report.model_dump())
    return StageResult(table=tables.rows_table(rows, tables.JUDGE_CALIBRATION), metadata=metadata,
                       summary=report.model_dump())


# -- ab_comparison ------------------------------------------------------------------------------

def ab_stage(
    suite: Suite,
    cases: Sequence[EvalCase],
    verdicts: Sequence[Verdict],
    scores: Sequence[CaseScore],
    *,
    responses: Sequence[SystemResponse] = (),
    pairwise: Any = None,
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
    from rageval_pipeline.core.schemas import error_verdict

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


# -- score_drift --------------------------------------------------------------------------------

@gc_paused()
def drift_stage(suite: Suite, date: str, *, reports_root: ReportStore | str | os.PathLike[str] | UPath,
                current: RunSummary | None = None) -> StageResult:
    """Drift of this partition against the previous available date and the pinned reference date.

    ``current`` is this partition's summary (the ``eval_report`` asset hands it over); without it
    (an imported date) the summary is read from the report folder.
    """
    from rageval_pipeline.core.drift import compute_drift, render_drift_markdown

    reports = as_reports(reports_root)
    folder = reports.report_dir(suite.name, date)
    current_data = current.to_json() if current is not None else reports.summary(suite.name, date)
    if current_data is None:
        raise StorageError("no summary.json for this date: materialize eval_report first", path=folder)
    earlier = reports.previous_summaries(suite.name, date, limit=1)
    previous = earlier[-1] if earlier else None
    prev_rows = reports.rows(suite.name, previous["date"]) if previous else None
    reference = reference_rows = None
    pinned = suite.pinned_reference_date
    if pinned and pinned != date:
        reference = reports.summary(suite.name, pinned)
        reference_rows = reports.rows(suite.name, pinned) if reference is not None else None
    report = compute_drift(current_data, previous, current_rows=reports.rows(suite.name, date),
                           previous_rows=prev_rows, tolerance=suite.drift.tolerance, warn_at=suite.drift.warn_at,
                           reference=reference, reference_rows=reference_rows,
                           relative_tolerance=suite.drift.latency_cost_tolerance,
                           relative_warn_at=suite.drift.latency_cost_warn_at,
                           latency_floor_ms=suite.drift.latency_floor_ms)
    data = report.model_dump(mode="json")
    reports.write_text(folder / "drift.json", json.dumps(data, sort_keys=True, indent=2, ensure_ascii=False) + "\n")
    reports.write_text(folder / "drift.md", render_drift_markdown(report))
    rows = []
    for comparison in (report.previous, report.reference):
        if comparison is None:
            continue
        for m in comparison.metrics:
            rows.append({"comparison": comparison.against, "baseline_date": comparison.baseline_date,
                         "metric": m.metric, "current": m.current, "baseline": m.previous, "delta": m.delta,
                         "drop": m.drop, "status": m.status, "reason": m.reason})
    metadata = {"status": report.status, "reason": report.reason,
                "previous_date": report.previous.baseline_date,
                "explanation": report.previous.explanation,
                "changed_inputs": ", ".join(report.previous.changed_inputs) or "none",
                "flips": len(report.previous.flips),
                "metrics_failed": sum(r["status"] == "fail" for r in rows),
                "metrics_warned": sum(r["status"] == "warn" for r in rows)}
    return StageResult(table=tables.rows_table(rows, tables.SCORE_DRIFT), metadata=metadata, summary=data)
