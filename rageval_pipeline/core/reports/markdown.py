"""Render a partition's summary as the Markdown report a person reads."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rageval_pipeline.core.generation_metrics import COMPOSITE, GENERATION_METRICS
from rageval_pipeline.core.reports.run_summary import ABReport, Proportion, RunSummary, load_summary
from rageval_pipeline.core.schemas import EvalCase, SystemResponse
from rageval_pipeline.core.scoring import CaseScore

_SCORE_NAMES = (COMPOSITE, *GENERATION_METRICS)


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


def render_summary_markdown(summary: RunSummary | dict[str, Any]) -> str:
    """Headline, gates, retrieval by k, generation scores, latency — no per-case traces."""
    s = load_summary(summary)
    out: list[str] = [f"# RAG evaluation: suite `{s.suite}`, {s.date}", ""]
    ds = s.dataset
    out.append(f"**Status:** {(s.status or 'unknown').upper()} · **Mode:** {s.mode} · "
               f"**Cases:** {ds.cases} ({ds.negatives} negative, {ds.critical} critical) · "
               f"**Dataset hash:** `{ds.content_hash}`")
    judge = s.judge
    if judge:
        out.append(f"**Judge:** {judge.judge} · escalated {judge.escalated or 0} · "
                   f"tokens in/out {judge.input_tokens or 0}/{judge.output_tokens or 0} · "
                   f"cost ${float(judge.cost_usd or 0.0):.4f}")
    out += ["", "## Gates", ""]
    out += _table(["gate", "variant", "value", "op", "threshold", "status", "why"],
                  [[g.name, g.variant, g.value, g.op, g.threshold, "PASS" if g.passed else "FAIL", g.reason]
                   for g in s.gates or []])
    out += _ab_section(s.ab)
    rc = s.retrieval_config
    out += ["", f"## Retrieval (scope: {rc.scope}, near-page ±{rc.near_page_tolerance})", ""]
    header = ["variant", "scored", "skipped"] + [f"{m}@{k}" for k in rc.ks for m in ("recall", "mrr", "ndcg")]
    rows = []
    diag_rows = []
    for name, v in s.variants.items():
        ret = v.retrieval
        means = ret.means if ret is not None else {}
        skipped = sum(ret.skipped.values()) if ret is not None else 0
        rows.append([name, (ret.scored if ret is not None else None) or 0, skipped]
                    + [means.get(f"{m}@{k}") for k in rc.ks for m in ("recall", "mrr", "ndcg")])
        diag_rows.append([name] + [means.get(f"{m}@{k}") for k in rc.ks
                                   for m in ("hit_rate", "near_page_hit_rate", "doc_hit_rate")])
    out += _table(header, rows)
    out += ["", "Diagnostics (strict vs near-page vs doc-only hit rate):", ""]
    out += _table(["variant"] + [f"{m}@{k}" for k in rc.ks for m in ("strict", "near", "doc")], diag_rows)
    scored = {name: v.scores for name, v in s.variants.items() if v.scores is not None}
    if scored:
        out += ["", "## Answer quality", ""]
        out += _table(["variant", "pass", "fail", "error", *_SCORE_NAMES, "hallucination_rate"],
                      [[name, sc.passed, sc.failed, sc.errors] + [sc.mean(n) for n in _SCORE_NAMES]
                       + [sc.hallucination_rate] for name, sc in scored.items()])
        out += _coverage_lines(scored)
    warnings = judge.warnings if judge else []
    if warnings:
        out += ["", "## Judge warnings", ""]
        out += _table(["warning", "cases"], [[w.warning, w.cases] for w in warnings[:20]])
        if len(warnings) > 20:
            out.append(f"... and {len(warnings) - 20} more kinds (see judge_verdicts.warnings)")
    out += ["", "## Latency and errors", ""]
    for name, v in s.variants.items():
        r = v.responses
        out.append(f"- `{name}`: p50 {_fmt(r.latency_p50_ms, 1)} ms · p95 {_fmt(r.latency_p95_ms, 1)} ms · "
                   f"slow {r.slow or 0} · errors {r.errors or 0}/{r.responses or 0}")
    return "\n".join(out) + "\n"


def _coverage_lines(scored: dict[str, Any]) -> list[str]:
    """What each variant's composite is made of, so a composite of one metric never passes as whole."""
    lines: list[str] = []
    for name, sc in scored.items():
        cov = sc.composite_coverage
        if cov is None or cov.mean is None:
            continue
        if cov.mean >= 1.0:
            lines.append(f"- `{name}`: the composite covers 100% of its weight on all {cov.cases} answerable cases")
            continue
        missing = "; ".join(f"{m} unmeasured on {n}/{cov.cases} ({cov.reasons.get(m, '')})"
                            for m, n in cov.unmeasured.items())
        lines.append(f"- `{name}`: the composite covers {cov.mean * 100:.0f}% of its weight on average "
                     f"(minimum {float(cov.min or 0) * 100:.0f}%): {missing}")
    return ["", "Composite coverage (share of the weighted metrics actually measured):", "", *lines] if lines else []


def _pct(p: Proportion | None) -> str:
    if p is None:
        return "unmeasured"
    return f"{p.value:.2f} ({p.low:.2f}–{p.high:.2f})"


def _ab_section(ab: ABReport | None) -> list[str]:
    """The outcome question, answered first: full system vs baseline — who wins, and how sure."""
    if ab is None:
        return []
    out = ["", f"## Full vs baseline (`{ab.full}` vs `{ab.baseline}`)", "", f"**{ab.headline}**", ""]
    p = ab.sign_test_p
    delta = ab.quality_delta
    rows = [
        ["win / loss / tie / error", f"{ab.wins} / {ab.losses} / {ab.ties} / {ab.errors}"],
        ["Value Win Rate (95% CI)", _pct(ab.win_rate)],
        ["loss rate (95% CI)", _pct(ab.loss_rate)],
        ["sign test p (wins vs losses)", "unmeasured" if p is None else f"{p:.4g}"],
        ["quality delta, full − baseline (95% CI)",
         f"{delta.mean:+.2f} ({delta.low:+.2f}–{delta.high:+.2f})" if delta is not None else "unmeasured"],
        ["hallucination rate baseline / full", f"{_pct(ab.hallucination_rate_baseline)} / "
                                               f"{_pct(ab.hallucination_rate_full)}"],
        ["full passes the pass rule", _pct(ab.full_pass_rate)],
    ]
    if ab.llm is not None and ab.llm.input_tokens:
        rows.append(["pairwise judging tokens in/out, cost",
                     f"{ab.llm.input_tokens}/{ab.llm.output_tokens}, ${float(ab.llm.cost_usd):.4f}"])
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
