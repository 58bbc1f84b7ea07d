"""Seed 002's CI artefacts: ``eval_report.md``, ``eval_report.json`` and the ``results.jsonl`` log.

The pipeline's own report (``summary.json`` / ``summary.md`` / ``per_question.jsonl`` under
``RAGEVAL_HOME``) is the source of truth; this module *re-shapes* it into the files seed 002
promises in the user's ``--output`` folder: a summary table with thresholds and status, latency,
critical cases, a full trace of every failed or low-scoring case and scores by tag.

Everything here is a pure function of its inputs — the summary, the per-question rows, and a
:class:`RunInfo` the caller fills (wall-clock start, duration, cost estimate) — with sorted JSON
keys, so the same run gives byte-identical files. Nothing reads the clock or the environment,
and no input carries a header value: the endpoint arrives already redacted.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rageval_pipeline.core.config.suites import Thresholds
from rageval_pipeline.core.metrics.generation import DEFAULT_WEIGHTS, WEIGHTABLE_METRICS
from rageval_pipeline.core.metrics.latency import LatencySample, latency_scope, summarize_latency
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse, Verdict
from rageval_pipeline.core.reports.document import context_location
from rageval_pipeline.core.reports.gates import compare, composite_gate
from rageval_pipeline.core.reports.run_summary import (
    Gate,
    RunSummary,
    ScoreStats,
    load_summary,
)
from rageval_pipeline.core.storage.atomic import write_text_atomic

METRICS = WEIGHTABLE_METRICS
DEFAULT_NORMALISED_WEIGHTS = {n: w / sum(DEFAULT_WEIGHTS.values()) for n, w in DEFAULT_WEIGHTS.items()}
_LABELS = {"composite": "Composite", "faithfulness": "Faithfulness", "answer_relevance": "Answer Relevance",
           "context_precision": "Context Precision", "context_recall": "Context Recall",
           "semantic_similarity": "Semantic Similarity"}
MAX_TRACES = 50
CONTEXTS_SHOWN = 5
SNIPPET_CHARS = 200


@dataclass(frozen=True)
class RunInfo:
    """Facts about the run the partition's summary does not hold (supplied by the CLI)."""

    adapter: str
    endpoint: str | None
    started_at: str  #: UTC ISO-8601, e.g. ``2026-02-02T14:30:00Z``
    duration_s: float
    estimated_cost_usd: float | None
    exit_code: int
    slow_threshold_s: float
    run_id: str | None = None
    extra_gates: tuple[Gate, ...] = ()


@dataclass(frozen=True)
class CaseDetail:
    """What a trace shows beyond per_question.jsonl: ground truth, contexts, the judge's reasoning."""

    ground_truth: str | None = None
    contexts: tuple[tuple[str, str], ...] = ()  #: (text, where)
    reasoning: str = ""
    unsupported_claims: tuple[str, ...] = ()
    #: why the judge found each unsupported claim unsupported ("not in passage 2: number 21"), when it said
    claim_reasons: tuple[str, ...] = ()


@dataclass
class CiReport:
    json: dict[str, Any]
    markdown: str
    log_line: dict[str, Any] = field(default_factory=dict)


def primary_variant(summary: Mapping[str, Any] | RunSummary) -> str | None:
    """The variant the gates judge (the one rule lives on :class:`RunSummary`)."""
    return load_summary(summary).primary_variant


def cli_gates(summary: Mapping[str, Any] | RunSummary, *, composite: float | None, metrics: Mapping[str, float],
              rule: Thresholds | None = None) -> list[Gate]:
    """``--fail-under*`` applied to a named suite's summary (its own thresholds are already gated).

    An unmeasured metric fails its gate: an absent number cannot prove a threshold holds; and the
    composite gate fails when the composite does not cover enough of its weight (``rule``, default:
    faithfulness must be measured).
    """
    s = load_summary(summary)
    variant = s.primary_variant
    if variant is None:
        return []
    scores = s.variants[variant].scores or ScoreStats()
    gates: list[Gate] = []
    if composite is not None:
        gates.append(composite_gate(scores, s.weights or DEFAULT_NORMALISED_WEIGHTS, rule or Thresholds(), composite,
                                    variant, note="--fail-under"))
    for name, threshold in sorted(metrics.items()):
        gates.append(compare(name, "quality", variant, scores.mean(name), threshold, ">=", note="--fail-under"))
    return gates


def case_details(
    cases: Iterable[EvalCase], responses: Iterable[SystemResponse], verdicts: Iterable[Verdict], *, variant: str
) -> dict[str, CaseDetail]:
    """Trace details per case id for ``variant`` from the run's eval_cases / responses / verdicts."""
    truth = {c.id: c.ground_truth for c in cases}
    ctx: dict[str, tuple[tuple[str, str], ...]] = {}
    for r in responses:
        if r.variant != variant:
            continue
        shown = []
        for chunk in (r.contexts or [])[:CONTEXTS_SHOWN]:
            where = context_location(chunk.doc_id, chunk.start_page, chunk.end_page)
            shown.append((" ".join(chunk.text.split())[:SNIPPET_CHARS], where))
        ctx[r.case_id] = tuple(shown)
    final = {v.case_id: v for v in verdicts if v.variant == variant and v.pass_index is None}
    out: dict[str, CaseDetail] = {}
    for cid in sorted(set(truth) | set(ctx)):
        verdict = final.get(cid)
        rubric = verdict.rubric if verdict is not None else None
        unsupported = tuple(rubric.unsupported_claims) if rubric is not None else ()
        reasons = {c.claim: c.reason for c in (verdict.claims if verdict is not None else []) if not c.supported}
        out[cid] = CaseDetail(
            ground_truth=truth.get(cid), contexts=ctx.get(cid, ()),
            reasoning=(verdict.reasoning or "") if verdict is not None else "",
            unsupported_claims=unsupported,
            claim_reasons=tuple(reasons.get(c) or "" for c in unsupported) if reasons.keys() & set(unsupported) else (),
        )
    return out


def _round(value: Any) -> float | None:
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return None
    return round(float(value), 6)


def _latency_json(rows: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The rows' latency by the pipeline's one rule (``metrics.latency``): a failed call counts at
    its time to failure, so timeouts are in the p95; the counts say what was counted."""
    lat = summarize_latency([LatencySample(None if r.get("latency_ms") is None else float(r["latency_ms"]),
                                           r.get("response_status") == "error", int(r.get("attempts") or 1))
                             for r in rows])
    return {"avg_ms": lat.avg_ms, "p50_ms": lat.p50_ms, "p95_ms": lat.p95_ms, "counted": lat.counted,
            "failed_counted": lat.failed_counted, "untimed": lat.untimed, "retries_untimed": lat.retries_untimed}


def build_ci_report(
    summary: Mapping[str, Any] | RunSummary,
    rows: Sequence[Mapping[str, Any]],
    run: RunInfo,
    *,
    details: Mapping[str, CaseDetail] | None = None,
) -> CiReport:
    """``eval_report.json`` (as a dict), ``eval_report.md`` and the ``results.jsonl`` line."""
    typed = load_summary(summary)
    summary = typed.to_json()
    variant = typed.primary_variant
    vsum = (summary.get("variants") or {}).get(variant or "", {})
    scores = vsum.get("scores") or {}
    metric_stats = scores.get("metrics") or {}
    own_rows = [r for r in rows if r.get("variant") == variant]

    gates = list(typed.gates or []) + list(run.extra_gates)
    # several sources may gate one metric (the suite and --fail-under): the strictest threshold is
    # shown, and the metric passes only if every gate on it passes
    threshold_of: dict[str, dict[str, Any]] = {}
    for g in gates:
        if g.family not in ("quality", "retrieval") or g.name not in _LABELS or g.variant != variant:
            continue
        entry = threshold_of.setdefault(g.name, {"threshold": g.threshold, "passed": True})
        entry["threshold"] = max(entry["threshold"] or 0.0, g.threshold or 0.0)
        entry["passed"] = entry["passed"] and g.passed
    metrics_out: dict[str, Any] = {}
    for name in ("composite", *METRICS, "semantic_similarity"):
        mean = _round((metric_stats.get(name) or {}).get("mean"))
        t = threshold_of.get(name)
        metrics_out[name] = {
            "score": mean, "threshold": t["threshold"] if t else None,
            "status": ("pass" if t["passed"] else "fail") if t else None,
        }

    cases_out: list[dict[str, Any]] = []
    for r in own_rows:
        reasons = list(r.get("fail_reasons") or [])
        status = r.get("status") or ("error" if r.get("response_status") == "error" else "fail")
        cases_out.append({
            "id": r["qid"], "question": r.get("question"), "status": status, "critical": bool(r.get("critical")),
            "tags": list(r.get("tags") or []),
            "scores": {k: _round(v) for k, v in sorted((r.get("scores") or {}).items())},
            # the system's error, else why the case has no result (a judge error is a fail reason)
            "error": (r.get("error") or (reasons[0] if reasons else None)) if status == "error" else None,
            "reasons": reasons,
            "latency_ms": _round(r.get("latency_ms")), "attempts": r.get("attempts"),
        })

    responses_meta = vsum.get("responses") or {}
    latency = {**_latency_json(own_rows),
               "slow": int(responses_meta.get("slow") or 0), "slow_threshold_s": run.slow_threshold_s}
    judge = summary.get("judge") or {}
    ab_llm = ((summary.get("ab") or {}).get("llm") or {})
    actual = round(float(judge.get("cost_usd") or 0.0) + float(ab_llm.get("cost_usd") or 0.0), 6)
    cost = {"estimated_usd": None if run.estimated_cost_usd is None else round(run.estimated_cost_usd, 6),
            "actual_usd": actual, "judge": judge.get("judge")}

    tags: dict[str, dict[str, Any]] = {}
    for case in cases_out:
        for tag in case["tags"]:
            entry = tags.setdefault(tag, {"count": 0, "_values": []})
            entry["count"] += 1
            if case["status"] != "error" and case["scores"].get("composite") is not None:
                entry["_values"].append(case["scores"]["composite"])
    tags_out = {t: {"count": e["count"], "avg": round(sum(e["_values"]) / len(e["_values"]), 6) if e["_values"] else None}
                for t, e in sorted(tags.items())}

    critical = [c for c in cases_out if c["critical"]]
    counts = {
        "cases": len(cases_out), "passed": sum(c["status"] == "pass" for c in cases_out),
        "failed": sum(c["status"] == "fail" for c in cases_out),
        "errors": sum(c["status"] == "error" for c in cases_out),
        "critical": len(critical), "critical_passed": sum(c["status"] == "pass" for c in critical),
        "critical_failed": [c["id"] for c in critical if c["status"] != "pass"],
    }
    composite_t = metrics_out["composite"]["threshold"]
    issues = [c["id"] for c in cases_out if c["status"] != "pass"
              or (composite_t is not None and (c["scores"].get("composite") or 0.0) < composite_t)]
    failed_gates = [g for g in gates if not g.passed]
    report: dict[str, Any] = {
        "suite": summary.get("suite"), "date": summary.get("date"), "variant": variant,
        "status": "pass" if run.exit_code == 0 else "fail", "exit_code": run.exit_code,
        "run": {"adapter": run.adapter, "endpoint": run.endpoint, "started_at": run.started_at,
                "duration_s": round(run.duration_s, 3), "run_id": run.run_id},
        "summary": {"composite": metrics_out["composite"]["score"], "metrics": metrics_out,
                    "status": "fail" if failed_gates else "pass"},
        "gates": [g.model_dump(mode="json") for g in gates],
        "counts": counts, "cases": cases_out, "issues": issues, "latency": latency, "cost": cost, "tags": tags_out,
    }
    line = {
        "timestamp": run.started_at, "suite": report["suite"], "date": report["date"], "variant": variant,
        "adapter": run.adapter, "endpoint": run.endpoint, "composite_score": metrics_out["composite"]["score"],
        "test_count": counts["cases"], "failures": counts["failed"], "errors": counts["errors"],
        "critical_failed": counts["critical_failed"], "exit_code": run.exit_code, "status": report["status"],
        "duration_s": report["run"]["duration_s"], "cost_usd": actual, "run_id": run.run_id,
    }
    return CiReport(json=report, markdown=render_ci_markdown(report, own_rows, details or {}), log_line=line)


def _num(value: Any, digits: int = 2) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _threshold(value: float | None) -> str:
    """Thresholds as given (0.999 must not read 1.00), at least two decimals like the scores."""
    if value is None:
        return "-"
    return f"{value:.2f}" if round(value, 2) == value else f"{value:g}"


def _duration(seconds: float) -> str:
    whole = int(round(seconds))
    return f"{whole // 60}m {whole % 60:02d}s" if whole >= 60 else f"{seconds:.1f}s"


def _usd(value: float | None) -> str:
    """Cents for ordinary costs; four decimals for the sub-dime costs of small runs, which would read $0.01."""
    if value is None:
        return "n/a"
    return f"${value:.2f}" if value >= 0.1 or value == 0 else f"${value:.4f}"


def _quoted(text: str | None) -> str:
    return "(none)" if not text else '"' + " ".join(text.split()) + '"'


def render_ci_markdown(report: Mapping[str, Any], rows: Sequence[Mapping[str, Any]],
                       details: Mapping[str, CaseDetail]) -> str:
    """Seed 002's example report, section by section."""
    run, counts, lat = report["run"], report["counts"], report["latency"]
    started = str(run["started_at"]).replace("T", " ").removesuffix("Z")
    out = ["# RAG Evaluation Report", ""]
    out.append(f"**Date:** {started} UTC  ")
    out.append(f"**Suite:** {report['suite']} · partition {report['date']}|{report['suite']} · variant "
               f"{report['variant']}  ")
    out.append(f"**Adapter:** {run['adapter']}  ")
    if run.get("endpoint"):
        out.append(f"**Endpoint:** {run['endpoint']}  ")
    out.append(f"**Test Cases:** {counts['cases']} ({counts['critical']} critical)  ")
    out.append(f"**Duration:** {_duration(float(run['duration_s']))}  ")
    cost = report["cost"]
    out.append(f"**Estimated Cost:** {_usd(cost['estimated_usd'])} | **Actual Cost:** {_usd(cost['actual_usd'])}")
    out.append(f"**Result:** {report['status'].upper()} (exit code {report['exit_code']})")
    out += ["", "## Summary", "", "| Metric | Score | Threshold | Status |", "|--------|-------|-----------|--------|"]
    for name, m in report["summary"]["metrics"].items():
        if name == "semantic_similarity" and m["score"] is None and m["threshold"] is None:
            continue
        label = f"**{_LABELS[name]}**" if name == "composite" else _LABELS[name]
        status = "-" if m["status"] is None else m["status"].upper()
        out.append(f"| {label} | {_num(m['score'])} | {_threshold(m['threshold'])} | {status} |")
    other = [g for g in report["gates"] if not g["passed"] and g["name"] not in _LABELS and g["family"] != "critical"]
    for g in other:
        out.append("")
        out.append(f"**Gate failed:** {g['name']} ({g['variant']}): {g['reason']}")
    scope = latency_scope(lat["counted"], lat["failed_counted"], lat["untimed"], lat["retries_untimed"])
    out += ["", f"**Latency:** avg {_num(lat['avg_ms'], 0)}ms | p50 {_num(lat['p50_ms'], 0)}ms | "
                f"p95 {_num(lat['p95_ms'], 0)}ms ({scope}) | slow (>{lat['slow_threshold_s']:g}s): {lat['slow']}", ""]
    out.append(f"**Cases:** {counts['passed']} passed, {counts['failed']} failed, {counts['errors']} errors")
    out.append("")
    if counts["critical"] == 0:
        out.append("## Critical Tests: none")
    elif counts["critical_failed"]:
        out.append(f"## Critical Tests: {counts['critical_passed']}/{counts['critical']} PASSED "
                   f"(not passing: {', '.join(counts['critical_failed'])})")
    else:
        out.append(f"## Critical Tests: {counts['critical']}/{counts['critical']} PASSED")
    out += ["", f"## Issues Found: {len(report['issues'])}", ""]
    by_id = {r["qid"]: r for r in rows}
    cases = {c["id"]: c for c in report["cases"]}
    for cid in report["issues"][:MAX_TRACES]:
        out += _trace(cases[cid], by_id.get(cid, {}), details.get(cid, CaseDetail()))
    if len(report["issues"]) > MAX_TRACES:
        out += [f"… {len(report['issues']) - MAX_TRACES} more in eval_report.json", ""]
    out += ["## Test Results by Tag", ""]
    if report["tags"]:
        out += ["| Tag | Count | Avg Score |", "|-----|-------|-----------|"]
        out += [f"| {tag} | {t['count']} | {_num(t['avg'])} |" for tag, t in report["tags"].items()]
    else:
        out.append("No tagged cases.")
    return "\n".join(out) + "\n"


def _trace(case: Mapping[str, Any], row: Mapping[str, Any], detail: CaseDetail) -> list[str]:
    """Seed 002's full trace of one failed, errored or low-scoring case."""
    label = {"fail": "FAILED", "error": "ERROR"}.get(case["status"], "LOW SCORE")
    out = [f"### {label}: {case['id']} - {case['question']}", "", f"**Question:** {case['question']}", ""]
    if case["status"] == "error":
        error = case["error"] or "unknown"
        attempts = "" if error.startswith("judge error") else f" (after {case.get('attempts') or 0} attempt(s))"
        out += [f"**Error:** {error}{attempts}", ""]
    if detail.contexts:
        out.append("**Retrieved Contexts:**")
        out += [f"{i}. \"{text}\" ({where})" for i, (text, where) in enumerate(detail.contexts, 1)]
        out.append("")
    elif case["status"] != "error":
        out += ["**Retrieved Contexts:** (none)", ""]
    out += [f"**Generated Answer:** {_quoted(row.get('answer'))}", "",
            f"**Ground Truth:** {_quoted(detail.ground_truth)}", ""]
    measured = [(n, v) for n, v in case["scores"].items() if v is not None]
    if measured:
        out.append("**Scores:**")
        order = ("composite", *METRICS, "semantic_similarity")
        out += [f"- {_LABELS.get(n, n)}: {v:.2f}" for n, v in sorted(measured, key=lambda p: order.index(p[0])
                                                                     if p[0] in order else len(order))]
        out.append("")
    if detail.reasoning:
        out += ["**Judge Reasoning:**", detail.reasoning.strip(), ""]
    if detail.unsupported_claims:
        out.append("**Unsupported Claims:**")
        reasons = detail.claim_reasons or ("",) * len(detail.unsupported_claims)
        out += [f"- \"{c}\"" + (f" — {why}" if why else "") for c, why in zip(detail.unsupported_claims, reasons, strict=True)]
        out.append("")
    if case["reasons"]:
        out += ["**Why:** " + "; ".join(case["reasons"]), ""]
    return out


def output_paths(output: str | Path) -> tuple[Path, Path, Path]:
    """``(markdown, json, results.jsonl)`` for ``--output``: a folder, or a ``.md`` file as in seed 002."""
    target = Path(output)
    if target.suffix.lower() == ".md":
        return target, target.with_suffix(".json"), target.parent / "results.jsonl"
    return target / "eval_report.md", target / "eval_report.json", target / "results.jsonl"


def write_ci_report(report: CiReport, output: str | Path, *, formats: Sequence[str] = ("markdown", "json")) -> list[Path]:
    """Write the report files (atomically) and append the run's line to ``results.jsonl``."""
    md_path, json_path, log_path = output_paths(output)
    written: list[Path] = []
    if "markdown" in formats:
        write_text_atomic(md_path, report.markdown)
        written.append(md_path)
    if "json" in formats:
        write_text_atomic(json_path, json.dumps(report.json, sort_keys=True, indent=2, ensure_ascii=False) + "\n")
        written.append(json_path)
    append_results_line(log_path, report.log_line)
    written.append(log_path)
    return written


def append_results_line(path: Path, line: Mapping[str, Any]) -> None:
    """One JSON object per run; appended, never rewritten (seed 002: no rotation)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a", encoding="utf-8", newline="\n") as handle:
        handle.write(json.dumps(dict(line), sort_keys=True, ensure_ascii=False) + "\n")


__all__ = ["CaseDetail", "CiReport", "RunInfo", "append_results_line", "build_ci_report", "case_details", "cli_gates",
           "output_paths", "primary_variant", "render_ci_markdown", "write_ci_report"]
