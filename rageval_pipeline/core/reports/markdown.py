"""Render a partition's summary as the Markdown report a person reads."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rageval_pipeline.core.schemas import EvalCase, SystemResponse
from rageval_pipeline.core.scoring import CaseScore

_SCORE_NAMES = ("composite", "faithfulness", "answer_relevance", "context_precision", "context_recall",
                "semantic_similarity")


def _fmt(value: Any, digits: int = 4) -> str:
    if value is None:
        return "unmeasured"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def _table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(_fmt(c) for c in row) + " |" for row in rows]
    return lines


def render_summary_markdown(summary: dict[str, Any]) -> str:
    """Headline, gates, retrieval by k, generation scores, latency — no per-case traces."""
    out: list[str] = [f"# RAG evaluation: suite `{summary['suite']}`, {summary['date']}", ""]
    ds = summary["dataset"]
    out.append(f"**Status:** {summary['status'].upper()} · **Mode:** {summary['mode']} · "
               f"**Cases:** {ds['cases']} ({ds['negatives']} negative, {ds['critical']} critical) · "
               f"**Dataset hash:** `{ds['content_hash']}`")
    judge = summary.get("judge")
    if judge:
        out.append(f"**Judge:** {judge.get('judge')} · escalated {judge.get('escalated', 0)} · "
                   f"tokens in/out {judge.get('input_tokens', 0)}/{judge.get('output_tokens', 0)} · "
                   f"cost ${judge.get('cost_usd', 0.0):.4f}")
    out += ["", "## Gates", ""]
    out += _table(["gate", "variant", "value", "op", "threshold", "status", "why"],
                  [[g["name"], g["variant"], g["value"], g["op"], g["threshold"],
                    "PASS" if g["passed"] else "FAIL", g["reason"]] for g in summary["gates"]])
    out += _ab_section(summary.get("ab"))
    rc = summary["retrieval_config"]
    out += ["", f"## Retrieval (scope: {rc['scope']}, near-page ±{rc['near_page_tolerance']})", ""]
    header = ["variant", "scored", "skipped"] + [f"{m}@{k}" for k in rc["ks"] for m in ("recall", "mrr", "ndcg")]
    rows = []
    diag_rows = []
    for name, v in summary["variants"].items():
        ret = v.get("retrieval") or {}
        means = ret.get("means", {})
        skipped = sum((ret.get("skipped") or {}).values())
        rows.append([name, ret.get("scored", 0), skipped] + [means.get(f"{m}@{k}") for k in rc["ks"]
                                                             for m in ("recall", "mrr", "ndcg")])
        diag_rows.append([name] + [means.get(f"{m}@{k}") for k in rc["ks"]
                                   for m in ("hit_rate", "near_page_hit_rate", "doc_hit_rate")])
    out += _table(header, rows)
    out += ["", "Diagnostics (strict vs near-page vs doc-only hit rate):", ""]
    out += _table(["variant"] + [f"{m}@{k}" for k in rc["ks"] for m in ("strict", "near", "doc")], diag_rows)
    if any(v.get("scores") for v in summary["variants"].values()):
        out += ["", "## Answer quality", ""]
        rows = []
        for name, v in summary["variants"].items():
            s = v.get("scores")
            if not s:
                continue
            rows.append([name, s["passed"], s["failed"], s["errors"]]
                        + [s["metrics"][n]["mean"] for n in _SCORE_NAMES] + [s["hallucination_rate"]])
        out += _table(["variant", "pass", "fail", "error", *_SCORE_NAMES, "hallucination_rate"], rows)
    warnings = (judge or {}).get("warnings") or []
    if warnings:
        out += ["", "## Judge warnings", ""]
        out += _table(["warning", "cases"], [[w["warning"], w["cases"]] for w in warnings[:20]])
        if len(warnings) > 20:
            out.append(f"... and {len(warnings) - 20} more kinds (see judge_verdicts.warnings)")
    out += ["", "## Latency and errors", ""]
    for name, v in summary["variants"].items():
        r = v["responses"]
        out.append(f"- `{name}`: p50 {_fmt(r.get('latency_p50_ms'), 1)} ms · p95 {_fmt(r.get('latency_p95_ms'), 1)} ms · "
                   f"slow {r.get('slow', 0)} · errors {r.get('errors', 0)}/{r.get('responses', 0)}")
    return "\n".join(out) + "\n"


def _pct(p: dict[str, Any] | None) -> str:
    if not p:
        return "unmeasured"
    return f"{p['value']:.2f} ({p['low']:.2f}–{p['high']:.2f})"


def _ab_section(ab: dict[str, Any] | None) -> list[str]:
    """Seed 000's question, answered first: full system vs baseline — who wins, and how sure."""
    if not ab:
        return []
    out = ["", f"## Full vs baseline (`{ab['full']}` vs `{ab['baseline']}`)", "", f"**{ab['headline']}**", ""]
    p = ab.get("sign_test_p")
    delta = ab.get("quality_delta") or {}
    rows = [
        ["win / loss / tie / error", f"{ab['wins']} / {ab['losses']} / {ab['ties']} / {ab['errors']}"],
        ["Value Win Rate (95% CI)", _pct(ab.get("win_rate"))],
        ["loss rate (95% CI)", _pct(ab.get("loss_rate"))],
        ["sign test p (wins vs losses)", "unmeasured" if p is None else f"{p:.4g}"],
        ["quality delta, full − baseline (95% CI)",
         f"{delta['mean']:+.2f} ({delta['low']:+.2f}–{delta['high']:+.2f})" if delta else "unmeasured"],
        ["hallucination rate baseline / full", f"{_pct(ab.get('hallucination_rate_baseline'))} / "
                                               f"{_pct(ab.get('hallucination_rate_full'))}"],
        ["full passes the pass rule", _pct(ab.get("full_pass_rate"))],
    ]
    llm = ab.get("llm") or {}
    if llm.get("input_tokens"):
        rows.append(["pairwise judging tokens in/out, cost",
                     f"{llm['input_tokens']}/{llm['output_tokens']}, ${llm['cost_usd']:.4f}"])
    out += _table(["measure", "value"], rows)
    return out


def render_case_traces(
    cases: Sequence[EvalCase], responses: Sequence[SystemResponse], scores: Sequence[CaseScore], *, limit: int = 50
) -> str:
    """Seed 002's full trace for failed and errored cases."""
    by_case = {c.id: c for c in cases}
    by_key = {(r.case_id, r.variant): r for r in responses}
    bad = [s for s in scores if s.status != "pass"][:limit]
    if not bad:
        return "## Issues found: 0\n"
    out = [f"## Issues found: {sum(s.status != 'pass' for s in scores)}", ""]
    for s in bad:
        case = by_case[s.case_id]
        resp = by_key.get((s.case_id, s.variant))
        out += [f"### {s.status.upper()}: {s.case_id} [{s.variant}] - {case.question}", ""]
        if resp is not None and resp.contexts:
            out.append("**Retrieved contexts:**")
            for i, ctx in enumerate(resp.contexts[:5], 1):
                where = f"{ctx.doc_id} p.{ctx.start_page}-{ctx.end_page}" if ctx.doc_id else "source unknown"
                snippet = " ".join(ctx.text.split())[:200]
                out.append(f"{i}. \"{snippet}\" ({where})")
            out.append("")
        out.append(f"**Answer:** {resp.answer if resp and resp.answer else '(none)'}")
        out.append(f"**Ground truth:** {case.ground_truth or '(not given)'}")
        out.append("**Scores:** " + ", ".join(f"{n} {_fmt(getattr(s, n).value, 2)}" for n in _SCORE_NAMES))
        if s.rubric is not None:
            r = s.rubric
            out.append(f"**Rubric:** correctness {r.correctness}, completeness {r.completeness}, "
                       f"evidence {r.evidence}, hallucination {r.hallucination}")
            if r.missing_facts:
                out.append("**Missing facts:** " + ", ".join(r.missing_facts))
            if r.unsupported_claims:
                out.append("**Unsupported claims:**")
                out += [f"- {c}" for c in r.unsupported_claims]
        out.append("**Why:** " + "; ".join(s.fail_reasons))
        out.append("")
    return "\n".join(out) + "\n"
