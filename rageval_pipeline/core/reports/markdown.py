"""What a partition's report says, as document blocks (``reports.document`` renders them to
``summary.md`` and ``summary.html``).

Nothing is cut without saying so: a list longer than shown ends with how many more there are and
where they are (``per_question.jsonl``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rageval_pipeline.core.ab.scorecard import Scorecard
from rageval_pipeline.core.metrics.generation import COMPOSITE, GENERATION_METRICS
from rageval_pipeline.core.metrics.latency import latency_scope
from rageval_pipeline.core.metrics.scoring import CaseScore
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse
from rageval_pipeline.core.reports.document import (
    Block,
    Bullets,
    Heading,
    Image,
    context_location,
    fmt,
    para,
    table,
    to_markdown,
)
from rageval_pipeline.core.reports.run_summary import (
    ABReport,
    Proportion,
    ResponseStats,
    RunSummary,
    ScoreStats,
    load_summary,
)

_SCORE_NAMES = (COMPOSITE, *GENERATION_METRICS)
#: traces shown in full in the report; the rest are counted and pointed at
TRACE_LIMIT = 50
CONTEXTS_PER_TRACE = 5
JUDGE_WARNINGS_SHOWN = 20


def summary_blocks(summary: RunSummary | dict[str, Any]) -> list[Block]:
    """Headline, gates, A/B, retrieval by k, generation scores, coverage, warnings, latency."""
    s = load_summary(summary)
    ds = s.dataset
    blocks: list[Block] = [Heading(1, f"RAG evaluation: suite `{s.suite}`, {s.date}")]
    head = [f"**Status:** {(s.status or 'unknown').upper()} · **Mode:** {s.mode} · "
            f"**Cases:** {ds.cases} ({ds.negatives} negative, {ds.critical} critical) · "
            f"**Dataset hash:** `{ds.content_hash}`"]
    judge = s.judge
    if judge:
        head.append(f"**Judge:** {judge.judge} · escalated {judge.escalated or 0} · "
                    f"tokens in/out {judge.input_tokens or 0}/{judge.output_tokens or 0} · "
                    f"cost ${float(judge.cost_usd or 0.0):.4f}")
    blocks.append(para(*head))
    blocks += [Heading(2, "Gates"),
               table(["gate", "variant", "value", "op", "threshold", "status", "why"],
                     [[g.name, g.variant, g.value, g.op, g.threshold, "PASS" if g.passed else "FAIL", g.reason]
                      for g in s.gates or []])]
    blocks += _ab_blocks(s.ab, s.scorecard)
    blocks += scorecard_blocks(s.scorecard)
    rc = s.retrieval_config
    rows, diag_rows = [], []
    for name, v in s.variants.items():
        ret = v.retrieval
        means = ret.means if ret is not None else {}
        skipped = sum(ret.skipped.values()) if ret is not None else 0
        rows.append([name, (ret.scored if ret is not None else None) or 0, skipped]
                    + [means.get(f"{m}@{k}") for k in rc.ks for m in ("recall", "mrr", "ndcg")])
        diag_rows.append([name] + [means.get(f"{m}@{k}") for k in rc.ks
                                   for m in ("hit_rate", "near_page_hit_rate", "doc_hit_rate")])
    blocks += [Heading(2, f"Retrieval (scope: {rc.scope}, near-page ±{rc.near_page_tolerance})"),
               table(["variant", "scored", "skipped"] + [f"{m}@{k}" for k in rc.ks for m in ("recall", "mrr", "ndcg")],
                     rows),
               para("Diagnostics (strict vs near-page vs doc-only hit rate):"),
               table(["variant"] + [f"{m}@{k}" for k in rc.ks for m in ("strict", "near", "doc")], diag_rows)]
    blocks += _document_level_blocks(s)
    scored = {name: v.scores for name, v in s.variants.items() if v.scores is not None}
    if scored:
        blocks += [Heading(2, "Answer quality"),
                   table(["variant", "pass", "fail", "error", *_SCORE_NAMES, "hallucination_rate"],
                         [[name, sc.passed, sc.failed, sc.errors] + [sc.mean(n) for n in _SCORE_NAMES]
                          + [sc.hallucination_rate] for name, sc in scored.items()])]
        blocks += _hallucination_blocks(scored)
        blocks += _coverage_blocks(scored)
    warnings = judge.warnings if judge else []
    if warnings:
        blocks += [Heading(2, "Judge warnings"),
                   table(["warning", "cases"], [[w.warning, w.cases] for w in warnings[:JUDGE_WARNINGS_SHOWN]])]
        if len(warnings) > JUDGE_WARNINGS_SHOWN:
            blocks.append(para(f"... and {len(warnings) - JUDGE_WARNINGS_SHOWN} more kinds "
                               "(each case's warnings are in judge_verdicts)"))
    latency = []
    for name, v in s.variants.items():
        r = v.responses
        line = (f"`{name}`: p50 {fmt(r.latency_p50_ms, 1)} ms · p95 {fmt(r.latency_p95_ms, 1)} ms"
                f"{_latency_scope(r)} · slow {r.slow or 0} · errors {r.errors or 0}/{r.responses or 0}")
        if r.response_fields:
            line += (f" · answer read from `{r.response_fields.get('answer')}`, contexts from "
                     f"`{r.response_fields.get('contexts') or 'nowhere'}`")
        if r.contexts_missing:
            line += f" · **no contexts on {r.contexts_missing} responses**: {r.contexts_missing_reason}"
        latency.append(line)
    blocks += [Heading(2, "Latency and errors"), Bullets(tuple(latency))]
    return blocks


def _latency_scope(r: ResponseStats) -> str:
    """`` (over 10 responses, 3 of them failed ...)``: a p95 that counts timeouts says so, and one
    from a summary that did not record what it counted (older or imported) adds nothing."""
    if r.latency_counted is None:
        return ""
    return " (" + latency_scope(r.latency_counted, r.latency_failed_counted or 0, r.latency_untimed or 0,
                                r.latency_retries_untimed or 0) + ")"


def _document_level_blocks(s: RunSummary) -> list[Block]:
    """Document-level metrics (expected documents, or the gold spans' documents), when measured."""
    ks = s.retrieval_config.ks
    families = ("doc_recall", "doc_mrr", "doc_ndcg")
    rows, notes = [], []
    for name, v in s.variants.items():
        ret = v.retrieval
        if ret is None or not any(f"{f}@{k}" in ret.means for f in families for k in ks):
            continue
        measured = (ret.model_extra or {}).get("measured", {})
        rows.append([name, measured.get(f"doc_recall@{ks[-1]}", 0)] + [ret.means.get(f"{f}@{k}") for k in ks
                                                                        for f in families])
        for flag, count in ((ret.model_extra or {}).get("flags") or {}).items():
            notes.append(f"`{name}`: {count} case(s) — {flag}")
    if not rows:
        return []
    out: list[Block] = [para("Document level (a retrieved context matches an expected document by name or path; "
                             "each document counts once):"),
                        table(["variant", "cases"] + [f"{f}@{k}" for k in ks for f in families], rows)]
    return out + ([Bullets(tuple(notes))] if notes else [])


def render_summary_markdown(summary: RunSummary | dict[str, Any]) -> str:
    """The summary part of ``summary.md`` (no trends, no per-case traces)."""
    return to_markdown(summary_blocks(summary))


#: how the two columns that look alike differ (shown wherever both appear)
FAITHFULNESS_VS_HALLUCINATION = (
    "Faithfulness is the share of an answer's claims its retrieved contexts support (mean over answers with "
    "claims to check). Hallucination rate is the share of judged answers with rubric hallucination below 2: "
    "an unsupported or contradicted claim, but also a claim the dataset marks as wrong or any answer to a "
    "question the sources cannot answer, which the retrieved text may fully support (faithfulness 1.0)."
)


def _hallucination_blocks(scored: dict[str, ScoreStats]) -> list[Block]:
    """The definitions, and each variant's hallucinated answers by cause."""
    lines = []
    for name, sc in scored.items():
        if sc.hallucination_causes:
            causes = ", ".join(f"{n} {cause}" for cause, n in sc.hallucination_causes.items())
            lines.append(f"`{name}`: {sum(sc.hallucination_causes.values())} hallucinated answers: {causes}")
    blocks: list[Block] = [para(FAITHFULNESS_VS_HALLUCINATION)]
    return blocks + ([Bullets(tuple(lines))] if lines else [])


def _coverage_blocks(scored: dict[str, ScoreStats]) -> list[Block]:
    """What each variant's composite is made of, so a composite of one metric never passes as whole."""
    lines: list[str] = []
    for name, sc in scored.items():
        cov = sc.composite_coverage
        if cov is None or cov.mean is None:
            continue
        if cov.mean >= 1.0:
            lines.append(f"`{name}`: the composite covers 100% of its weight on all {cov.cases} answerable cases")
            continue
        missing = "; ".join(f"{m} unmeasured on {n}/{cov.cases} ({cov.reasons.get(m, '')})"
                            for m, n in cov.unmeasured.items())
        lines.append(f"`{name}`: the composite covers {cov.mean * 100:.0f}% of its weight on average "
                     f"(minimum {float(cov.min or 0) * 100:.0f}%): {missing}")
    if not lines:
        return []
    return [para("Composite coverage (share of the weighted metrics actually measured):"), Bullets(tuple(lines))]


def _pct(p: Proportion | None) -> str:
    if p is None:
        return "unmeasured"
    return f"{p.value:.2f} ({p.low:.2f}–{p.high:.2f})"


def scorecard_blocks(card: Scorecard | None, *, title: str = "Scorecard") -> list[Block]:
    """Every variant against the base: value, paired delta with its 95% interval, p (Holm-corrected)."""
    if card is None or not card.rows:
        return []
    rows = []
    for r in card.rows:
        mark = "**significant**" if r.significant else ""
        ci = "unmeasured" if r.ci_low is None else f"{r.ci_low:+.4f} … {r.ci_high:+.4f}"
        delta = "unmeasured" if r.delta is None else f"{r.delta:+.4f}"
        rows.append([r.metric, r.variant, r.base_value, r.variant_value, delta, ci, r.p_value, r.p_holm,
                     r.direction or "", mark or (r.unmeasured_reason or "")])
    return [Heading(2, f"{title}: every variant vs `{card.base}`"),
            para(f"Paired over the cases both variants measured; {card.confidence:.0%} bootstrap intervals; "
                 f"permutation test (sign test for the rubric), Holm-corrected across variants; "
                 f"significant when the corrected p < {card.alpha:g}."),
            table(["metric", "variant", "base", "variant value", "delta", f"{card.confidence:.0%} CI", "p", "p (Holm)",
                   "direction", ""], rows)]


def _significant_summary(card: Scorecard | None, variant: str) -> str | None:
    if card is None:
        return None
    rows = [r for r in card.significant_rows() if r.variant == variant and r.metric != "rubric_outcome"]
    if not rows:
        return f"Scorecard: no headline metric of `{variant}` differs significantly from `{card.base}`."
    parts = ", ".join(f"{r.metric} {r.delta:+.3f} ({r.direction}, p={r.p_holm:.3g})" for r in rows
                      if r.delta is not None and r.p_holm is not None)
    return f"Scorecard: `{variant}` differs significantly from `{card.base}` on {parts}."


def _ab_blocks(ab: ABReport | None, card: Scorecard | None = None) -> list[Block]:
    """The outcome question, answered first: full system vs baseline — who wins, and how sure —
    and which headline metrics differ significantly (the rubric alone can miss a real gain)."""
    if ab is None:
        return []
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
    headline = [f"**{ab.headline}**"]
    pointer = _significant_summary(card, ab.full) if card is not None and card.base == ab.baseline else None
    if pointer:
        headline.append(pointer)
    return [Heading(2, f"Full vs baseline (`{ab.full}` vs `{ab.baseline}`)"), para(*headline),
            table(["measure", "value"], rows)]


def trend_blocks(images: Sequence[tuple[str, str, bytes | None]]) -> list[Block]:
    """``## Trends`` with one chart per ``(metric, path relative to the report, PNG bytes)``."""
    if not images:
        return []
    return [Heading(2, "Trends"), *(Image(alt=metric, href=href, data=data) for metric, href, data in images)]


def case_trace_blocks(
    cases: Sequence[EvalCase], responses: Sequence[SystemResponse], scores: Sequence[CaseScore], *,
    limit: int = TRACE_LIMIT,
) -> list[Block]:
    """The full trace of every case that did not pass (the first ``limit``; the rest are counted)."""
    by_case = {c.id: c for c in cases}
    by_key = {(r.case_id, r.variant): r for r in responses}
    not_passing = [s for s in scores if s.status != "pass"]
    blocks: list[Block] = [Heading(2, f"Issues found: {len(not_passing)}")]
    for s in not_passing[:limit]:
        case = by_case[s.case_id]
        resp = by_key.get((s.case_id, s.variant))
        blocks.append(Heading(3, f"{s.status.upper()}: {s.case_id} [{s.variant}] - {case.question}"))
        if resp is not None and resp.contexts:
            shown = []
            for ctx in resp.contexts[:CONTEXTS_PER_TRACE]:
                where = context_location(ctx.doc_id, ctx.start_page, ctx.end_page)
                shown.append(f"\"{' '.join(ctx.text.split())[:200]}\" ({where})")
            more = len(resp.contexts) - CONTEXTS_PER_TRACE
            if more > 0:
                shown.append(f"... and {more} more contexts (see system_responses)")
            blocks += [para("**Retrieved contexts:**"), Bullets(tuple(shown))]
        lines = [f"**Answer:** {resp.answer if resp and resp.answer else '(none)'}",
                 f"**Ground truth:** {case.ground_truth or '(not given)'}",
                 "**Scores:** " + ", ".join(f"{n} {fmt(getattr(s, n).value, 2)}" for n in _SCORE_NAMES)]
        if s.rubric is not None:
            r = s.rubric
            lines.append(f"**Rubric:** correctness {r.correctness}, completeness {r.completeness}, "
                         f"evidence {r.evidence}, hallucination {r.hallucination}")
            if r.missing_facts:
                lines.append("**Missing facts:** " + ", ".join(r.missing_facts))
        lines.append("**Why:** " + "; ".join(s.fail_reasons))
        blocks.append(para(*lines))
        if s.rubric is not None and s.rubric.unsupported_claims:
            blocks += [para("**Unsupported claims:**"), Bullets(tuple(s.rubric.unsupported_claims))]
    if len(not_passing) > limit:
        blocks.append(para(f"... and {len(not_passing) - limit} more cases that did not pass: "
                           "see per_question.jsonl (status, fail_reasons) for all of them."))
    return blocks


def render_case_traces(
    cases: Sequence[EvalCase], responses: Sequence[SystemResponse], scores: Sequence[CaseScore], *,
    limit: int = TRACE_LIMIT,
) -> str:
    return to_markdown(case_trace_blocks(cases, responses, scores, limit=limit))


__all__ = ["case_trace_blocks", "render_case_traces", "render_summary_markdown", "summary_blocks", "trend_blocks"]
