"""Night-over-night drift: which headline numbers moved, which cases flipped, and why.

A nightly partition is compared with the previous one (and, optionally, with a pinned reference
partition). Two questions are answered separately because they need different evidence:

* *What moved?* — every headline metric (see :func:`headline_metrics`) with its delta and a status
  that is direction-aware: for scores a drop is bad, for hallucination rate, latency and cost an
  increase is bad. Per-case flips come from the per_question rows.
* *Which cases changed?* — the per_question rows carry each case's content hash (``case_hash``), so
  cases added, removed and edited (same id, new question, ground truth or expected evidence) are
  listed by id beside the explanation, with the cases that flipped pass→fail and fail→pass.
* *Why did it move?* — the two summaries' ``provenance`` dicts are compared. The first changed
  input in :data:`EXPLANATION_PRECEDENCE` names the explanation, because an upstream change
  (dataset, corpus, system config, code) makes every downstream difference (judge, answers) expected.

Unmeasured numbers stay ``None`` with a reason; they are never compared as if they were 0.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from rageval_pipeline.core.datasets import qid_sort_key
from rageval_pipeline.core.errors import ConfigError, SummaryShapeError

MetricStatus = Literal["ok", "warn", "fail", "unmeasured"]
ComparisonStatus = Literal["ok", "warn", "fail", "no_baseline"]
Direction = Literal["higher_is_better", "lower_is_better"]
Scale = Literal["absolute", "relative"]
FlipKind = Literal["pass_to_fail", "fail_to_pass", "new_hallucination", "newly_missed_gold", "new_error"]
Explanation = Literal[
    "dataset changed", "corpus changed", "system config changed", "suite settings changed", "code changed",
    "judge changed",
    "system answers changed", "nothing changed but scores moved", "provenance incomplete", "no change",
]

#: Score means of one variant's ``scores.metrics`` that are headline metrics.
SCORE_METRICS: tuple[str, ...] = ("composite", "faithfulness", "answer_relevance", "context_precision",
                                  "context_recall")
#: Retrieval metric families reported at every k of ``retrieval_config.ks``: page-span metrics and the
#: document-level ones (the only retrieval metrics of a dataset that labels expected documents)
RETRIEVAL_FAMILIES: tuple[str, ...] = ("recall", "mrr", "ndcg", "doc_recall", "doc_mrr", "doc_ndcg")

#: Provenance inputs, most upstream first. The first changed one is *the* explanation: a new dataset
#: or corpus changes what is asked and what can be found; a new system config or code changes how
#: the system answers and how we score; a new judge only changes the scoring; changed answers with
#: every other input fixed mean the system under test moved on its own (a live endpoint, a new model).
EXPLANATION_PRECEDENCE: tuple[tuple[str, Explanation], ...] = (
    ("dataset_hash", "dataset changed"),
    ("corpus_hash", "corpus changed"),
    ("system_config_hash", "system config changed"),
    # thresholds, weights, the pass rule, judge settings: the same answers scored or gated differently
    ("suite_config_hash", "suite settings changed"),
    ("code_version", "code changed"),
    ("judge", "judge changed"),
    ("judge_prompt_version", "judge changed"),
    ("answers_hash", "system answers changed"),
)

#: Older summaries name some inputs differently; the first key present wins.
PROVENANCE_ALIASES: dict[str, tuple[str, ...]] = {
    "judge": ("judge", "judges"),
    "system_config_hash": ("system_config_hash", "suite_config_hash"),
}

_STATUS_RANK = {"ok": 0, "warn": 1, "fail": 2}

#: case ids listed in a line of the report before "and N more": enough to start looking, short enough to read
LISTED_IDS = 10


class MetricDrift(BaseModel):
    """One headline metric compared across two partitions.

    ``drop`` is the change in the bad direction (positive = worse) on ``scale``: absolute for
    0–1 rates and scores, relative to the previous value for latency and cost (milliseconds and
    dollars share no scale with a 0.05 tolerance).
    """

    model_config = ConfigDict(extra="forbid")

    metric: str
    direction: Direction
    scale: Scale
    current: float | None
    previous: float | None
    delta: float | None
    drop: float | None
    status: MetricStatus
    reason: str


class CaseFlip(BaseModel):
    model_config = ConfigDict(extra="forbid")

    qid: str
    variant: str
    kind: FlipKind
    detail: str


class CaseChanges(BaseModel):
    """The cases of two partitions compared by id, whatever the variants.

    ``edited`` are the ids on both sides whose content hash differs (question, ground truth, expected
    evidence, flags); ``edits_unknown`` says why some could not be compared (rows without a hash:
    written before hashes were recorded, or imported history), so "none edited" is never a guess.
    """

    model_config = ConfigDict(extra="forbid")

    added: list[str] = Field(default_factory=list)
    removed: list[str] = Field(default_factory=list)
    edited: list[str] = Field(default_factory=list)
    unchanged: int = 0
    edits_unknown: str | None = None


class DriftComparison(BaseModel):
    """The current partition against one baseline (the previous partition or the pinned reference)."""

    model_config = ConfigDict(extra="forbid")

    against: Literal["previous", "reference"]
    baseline_date: str | None
    status: ComparisonStatus
    reason: str
    metrics: list[MetricDrift] = Field(default_factory=list)
    flips: list[CaseFlip] = Field(default_factory=list)
    cases_added: list[str] = Field(default_factory=list)
    cases_removed: list[str] = Field(default_factory=list)
    #: ``None`` when either side has no per_question rows to compare
    case_changes: CaseChanges | None = None
    changed_inputs: list[str] = Field(default_factory=list)
    unknown_inputs: list[str] = Field(default_factory=list)
    explanation: Explanation | None = None


class DriftReport(BaseModel):
    """JSON-safe drift report of one partition.

    ``status`` is the worst status of the comparisons that had a baseline, ``no_baseline`` when
    none had one.
    """

    model_config = ConfigDict(extra="forbid")

    suite: str | None
    date: str | None
    tolerance: float
    warn_at: float
    status: ComparisonStatus
    reason: str
    previous: DriftComparison
    reference: DriftComparison | None = None


# -- headline metrics -----------------------------------------------------------------------------

def _where(summary: Mapping[str, Any]) -> str:
    date = summary.get("date") if isinstance(summary, Mapping) else None
    return f"summary[{date}]" if isinstance(date, str) else "summary"


def _dict(value: Any, where: str, field: str, *, optional: bool = True) -> dict[str, Any] | None:
    if value is None and optional:
        return None
    if not isinstance(value, dict):
        raise SummaryShapeError(f"expected an object, got {type(value).__name__}", path=where, field=field)
    return value


def _number(value: Any, where: str, field: str) -> float | None:
    """A finite float or None; anything else (bool, str, NaN) is a located error, not a guess."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise SummaryShapeError(f"expected a number or null, got {value!r}", path=where, field=field)
    if not math.isfinite(value):
        raise SummaryShapeError(f"expected a finite number, got {value!r}", path=where, field=field)
    return float(value)


def direction_of(metric: str) -> Direction:
    """Hallucination rate, latency and cost get worse as they grow; every other headline improves."""
    name = metric.rsplit("/", 1)[-1]
    if name in ("hallucination_rate", "latency_p95_ms", "ab_loss_rate") or name.endswith("cost_usd"):
        return "lower_is_better"
    return "higher_is_better"


def scale_of(metric: str) -> Scale:
    name = metric.rsplit("/", 1)[-1]
    return "relative" if name == "latency_p95_ms" or name.endswith("cost_usd") else "absolute"


def headline_values(summary: Mapping[str, Any]) -> dict[str, tuple[float | None, str]]:
    """Every headline metric as ``(value, reason)``; the reason says why a value is None.

    Keys follow ``report_metadata``: ``<variant>/<metric>`` per variant, plus the suite-wide
    ``value_win_rate``, ``judge_cost_usd`` and ``ab_judge_cost_usd``.
    """
    where = _where(summary)
    if not isinstance(summary, Mapping):
        raise SummaryShapeError(f"expected a summary object, got {type(summary).__name__}", path=where)
    variants = _dict(summary.get("variants"), where, "variants", optional=False) or {}
    rconf = _dict(summary.get("retrieval_config"), where, "retrieval_config") or {}
    ks_raw = rconf.get("ks") or []
    if not isinstance(ks_raw, list) or any(isinstance(k, bool) or not isinstance(k, int) for k in ks_raw):
        raise SummaryShapeError(f"expected a list of integers, got {ks_raw!r}", path=where, field="retrieval_config.ks")
    ks = sorted(set(ks_raw))
    out: dict[str, tuple[float | None, str]] = {}
    for name in sorted(variants):
        v = _dict(variants[name], where, f"variants.{name}", optional=False) or {}
        base = f"variants.{name}"
        scores = _dict(v.get("scores"), where, f"{base}.scores")
        metrics = _dict((scores or {}).get("metrics"), where, f"{base}.scores.metrics") or {}
        for metric in SCORE_METRICS:
            if scores is None:
                out[f"{name}/{metric}"] = (None, "no judged scores for this variant")
                continue
            stats = _dict(metrics.get(metric), where, f"{base}.scores.metrics.{metric}")
            value = _number((stats or {}).get("mean"), where, f"{base}.scores.metrics.{metric}.mean")
            out[f"{name}/{metric}"] = (value, "" if value is not None else f"no case measured {metric}")
        for metric in ("hallucination_rate", "pass_rate"):
            if scores is None:
                out[f"{name}/{metric}"] = (None, "no judged scores for this variant")
            else:
                value = _number(scores.get(metric), where, f"{base}.scores.{metric}")
                out[f"{name}/{metric}"] = (value, "" if value is not None else f"{metric} not measured")
        retrieval = _dict(v.get("retrieval"), where, f"{base}.retrieval")
        means = _dict((retrieval or {}).get("means"), where, f"{base}.retrieval.means") or {}
        for k in ks:
            for family in RETRIEVAL_FAMILIES:
                metric = f"{family}@{k}"
                if metric not in means:
                    continue  # a family this dataset cannot measure; one a day lost shows as "no longer measured"
                value = _number(means.get(metric), where, f"{base}.retrieval.means.{metric}")
                out[f"{name}/{metric}"] = (value, "" if value is not None else f"no case measured {metric}")
        responses = _dict(v.get("responses"), where, f"{base}.responses") or {}
        value = _number(responses.get("latency_p95_ms"), where, f"{base}.responses.latency_p95_ms")
        out[f"{name}/latency_p95_ms"] = (value, "" if value is not None else "no response had a recorded latency")
    ab = _dict(summary.get("ab"), where, "ab")
    if ab is None:
        out["value_win_rate"] = (None, "no A/B comparison in this partition")
        out["ab_loss_rate"] = (None, "no A/B comparison in this partition")
        out["ab_judge_cost_usd"] = (None, "no A/B comparison in this partition")
    else:
        win = _dict(ab.get("win_rate"), where, "ab.win_rate")
        value = _number((win or {}).get("value"), where, "ab.win_rate.value")
        raw_unmeasured = ab.get("unmeasured")
        unmeasured: dict[str, Any] = raw_unmeasured if isinstance(raw_unmeasured, dict) else {}
        out["value_win_rate"] = (value, "" if value is not None else str(unmeasured.get("win_rate", "no valid A/B case")))
        # wins can stay put while losses appear (ties turning into losses): both are tracked
        loss = _dict(ab.get("loss_rate"), where, "ab.loss_rate")
        value = _number((loss or {}).get("value"), where, "ab.loss_rate.value")
        out["ab_loss_rate"] = (value, "" if value is not None else str(unmeasured.get("loss_rate", "no valid A/B case")))
        llm = _dict(ab.get("llm"), where, "ab.llm")
        value = _number((llm or {}).get("cost_usd"), where, "ab.llm.cost_usd")
        out["ab_judge_cost_usd"] = (value, "" if value is not None else "the A/B judge reported no cost")
    judge = _dict(summary.get("judge"), where, "judge")
    value = _number((judge or {}).get("cost_usd"), where, "judge.cost_usd")
    out["judge_cost_usd"] = (value, "" if value is not None else
                             ("no judge ran" if judge is None else "the judge reported no cost"))
    return out


def headline_metrics(summary: Mapping[str, Any]) -> dict[str, float | None]:
    """Flat ``{metric: value | None}`` of a summary — the numbers drift and trends compare."""
    return {k: v for k, (v, _) in headline_values(summary).items()}


# -- metric comparison ----------------------------------------------------------------------------

def check_thresholds(tolerance: float, warn_at: float) -> None:
    """A drop of ``warn_at`` warns, a drop beyond ``tolerance`` fails; so 0 <= warn_at <= tolerance."""
    for name, value in (("tolerance", tolerance), ("warn_at", warn_at)):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0:
            raise ConfigError(f"must be a finite number >= 0, got {value!r}", field=f"drift.{name}")
    if warn_at > tolerance:
        raise ConfigError(f"warn_at {warn_at:g} must not exceed tolerance {tolerance:g}", field="drift.warn_at")


def compare_metric(metric: str, current: tuple[float | None, str] | None, previous: tuple[float | None, str] | None,
                   *, tolerance: float, warn_at: float,
                   relative: tuple[float, float] | None = None, latency_floor_ms: float = 0.0) -> MetricDrift:
    """Status of one metric: fail when the bad-direction change exceeds ``tolerance``, warn from ``warn_at``.

    ``relative`` = ``(tolerance, warn_at)`` for the relative-scale metrics (latency, cost), whose
    night-to-night jitter needs far wider bounds than 0–1 quality rates.
    """
    direction, scale = direction_of(metric), scale_of(metric)
    if scale == "relative" and relative is not None:
        tolerance, warn_at = relative
    cur, cur_reason = current if current is not None else (None, "absent from the current partition")
    prev, prev_reason = previous if previous is not None else (None, "absent from the baseline partition")

    def result(delta: float | None, drop: float | None, status: MetricStatus, reason: str) -> MetricDrift:
        return MetricDrift(metric=metric, direction=direction, scale=scale, current=cur, previous=prev,
                           delta=delta, drop=drop, status=status, reason=reason)

    if cur is None or prev is None:
        reasons = [f"current: {cur_reason}" if cur is None else "", f"baseline: {prev_reason}" if prev is None else ""]
        return result(None, None, "unmeasured", "; ".join(r for r in reasons if r))
    delta = round(cur - prev, 6)
    if metric.endswith("latency_p95_ms") and abs(delta) < latency_floor_ms:
        return result(delta, 0.0, "ok", f"change of {delta:+g} ms is inside the {latency_floor_ms:g} ms noise floor")
    worse = -delta if direction == "higher_is_better" else delta
    if scale == "relative":
        if prev == 0:
            if worse > 0:
                return result(delta, None, "fail", f"rose from 0 to {cur:g}: no relative scale, counted as beyond tolerance")
            drop = 0.0 if worse == 0 else round(worse / abs(cur), 6)
        else:
            drop = round(worse / abs(prev), 6)
    else:
        drop = round(worse, 6)
    what = ("relative worsening" if scale != "absolute" else "drop" if direction == "higher_is_better" else "rise")
    if drop > tolerance:
        status: MetricStatus = "fail"
        reason = f"{what} {drop:g} beyond tolerance {tolerance:g}"
    elif drop >= warn_at and drop > 0:
        status, reason = "warn", f"{what} {drop:g} >= warn_at {warn_at:g}"
    else:
        status = "ok"
        reason = "improved" if drop < 0 else "unchanged" if drop == 0 else f"{what} {drop:g} < warn_at {warn_at:g}"
    return result(delta, drop, status, reason)


# -- per-case flips -------------------------------------------------------------------------------

def _index_rows(rows: Sequence[Mapping[str, Any]] | None, label: str) -> dict[tuple[str, str], Mapping[str, Any]]:
    out: dict[tuple[str, str], Mapping[str, Any]] = {}
    for i, row in enumerate(rows or [], start=1):
        if not isinstance(row, Mapping):
            raise SummaryShapeError(f"expected an object, got {type(row).__name__}", path=label, line=i)
        qid = row.get("qid")
        if not isinstance(qid, str) or not qid:
            raise SummaryShapeError(f"expected a non-empty string, got {qid!r}", path=label, line=i, field="qid")
        variant = row.get("variant", "default")
        if not isinstance(variant, str):
            raise SummaryShapeError(f"expected a string, got {variant!r}", path=label, line=i, field="variant")
        if (qid, variant) in out:
            raise SummaryShapeError(f"duplicate row for qid {qid!r} variant {variant!r}", path=label, line=i)
        case_hash = row.get("case_hash")
        if case_hash is not None and not isinstance(case_hash, str):
            raise SummaryShapeError(f"expected a string or null, got {case_hash!r}", path=label, line=i,
                                    field="case_hash")
        out[(qid, variant)] = row
    return out


def _hallucination(row: Mapping[str, Any]) -> int | None:
    rubric = row.get("rubric")
    value = rubric.get("hallucination") if isinstance(rubric, Mapping) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _is_error(row: Mapping[str, Any]) -> bool:
    return row.get("response_status") == "error" or row.get("status") == "error"


def case_flips(current_rows: Sequence[Mapping[str, Any]] | None, previous_rows: Sequence[Mapping[str, Any]] | None,
               ) -> tuple[list[CaseFlip], list[str], list[str]]:
    """Flips of the cases present on both sides, plus ``qid/variant`` keys added and removed.

    A case can flip several ways at once (pass→fail *and* a new hallucination); each is listed.
    """
    cur = _index_rows(current_rows, "current per_question.jsonl")
    prev = _index_rows(previous_rows, "baseline per_question.jsonl")
    flips: list[CaseFlip] = []
    for key in sorted(cur.keys() & prev.keys()):
        qid, variant = key
        c, p = cur[key], prev[key]
        if _is_error(c) and not _is_error(p):
            flips.append(CaseFlip(qid=qid, variant=variant, kind="new_error", detail=str(c.get("error") or "error")))
        if p.get("status") == "pass" and c.get("status") == "fail":
            reasons = c.get("fail_reasons")
            detail = "; ".join(map(str, reasons)) if isinstance(reasons, list) and reasons else "now fails"
            flips.append(CaseFlip(qid=qid, variant=variant, kind="pass_to_fail", detail=detail))
        if p.get("status") in ("fail", "error") and c.get("status") == "pass":
            flips.append(CaseFlip(qid=qid, variant=variant, kind="fail_to_pass", detail=f"was {p.get('status')}"))
        hc, hp = _hallucination(c), _hallucination(p)
        if hp is not None and hc is not None and hp >= 2 > hc:
            rubric = c.get("rubric")
            claims = (rubric.get("unsupported_claims") or rubric.get("forbidden_hits")) if isinstance(rubric, Mapping) else None
            detail = f"rubric.hallucination {hp} -> {hc}" + (f": {'; '.join(map(str, claims))}" if claims else "")
            flips.append(CaseFlip(qid=qid, variant=variant, kind="new_hallucination", detail=detail))
        gc, gp = c.get("gold_hit_ranks"), p.get("gold_hit_ranks")
        if isinstance(gp, list) and gp and isinstance(gc, list) and not gc:
            flips.append(CaseFlip(qid=qid, variant=variant, kind="newly_missed_gold",
                                  detail=f"gold was hit at rank(s) {gp}, now missed"))
    added = [f"{q}/{v}" for q, v in sorted(cur.keys() - prev.keys())]
    removed = [f"{q}/{v}" for q, v in sorted(prev.keys() - cur.keys())]
    return flips, added, removed


def _case_hashes(rows: dict[tuple[str, str], Mapping[str, Any]]) -> dict[str, str | None]:
    """``{qid: content hash or None}``: every variant's row of a case carries the same hash."""
    out: dict[str, str | None] = {}
    for (qid, _), row in rows.items():
        if out.get(qid) is None:
            out[qid] = row.get("case_hash")
    return out


def _ids(qids: set[str]) -> list[str]:
    return sorted(qids, key=qid_sort_key)


def case_changes(current_rows: Sequence[Mapping[str, Any]] | None,
                 previous_rows: Sequence[Mapping[str, Any]] | None) -> CaseChanges | None:
    """Cases added, removed and edited between two partitions, by case id; ``None`` without rows on
    either side (an imported summary, a missing per_question.jsonl)."""
    if current_rows is None or previous_rows is None:
        return None
    cur = _case_hashes(_index_rows(current_rows, "current per_question.jsonl"))
    prev = _case_hashes(_index_rows(previous_rows, "baseline per_question.jsonl"))
    common = cur.keys() & prev.keys()
    compared = {qid for qid in common if cur[qid] is not None and prev[qid] is not None}
    edited = {qid for qid in compared if cur[qid] != prev[qid]}
    unhashed = [side for side, hashes in (("baseline", prev), ("current", cur))
                if any(hashes[qid] is None for qid in common)]
    edits_unknown = None
    if unhashed:
        edits_unknown = (f"the {' and '.join(unhashed)} rows carry no case content hash (written by an older "
                         "version, or imported), so edited cases cannot be told apart")
    return CaseChanges(added=_ids(cur.keys() - prev.keys()), removed=_ids(prev.keys() - cur.keys()),
                       edited=_ids(edited), unchanged=len(compared - edited), edits_unknown=edits_unknown)


# -- provenance -----------------------------------------------------------------------------------

def _provenance_value(provenance: Mapping[str, Any], key: str) -> Any:
    for name in PROVENANCE_ALIASES.get(key, (key,)):
        if name in provenance and provenance[name] is not None:
            value = provenance[name]
            return ", ".join(map(str, value)) if isinstance(value, list) else value
    return None


def explain_change(current: Mapping[str, Any], previous: Mapping[str, Any], *, scores_moved: bool,
                   ) -> tuple[list[str], list[str], Explanation]:
    """``(changed_inputs, unknown_inputs, explanation)`` from two provenance dicts.

    An input missing on either side is *unknown*, never assumed unchanged; if nothing known
    changed but something is unknown and the scores moved, the answer is "provenance incomplete".
    """
    changed: list[str] = []
    unknown: list[str] = []
    for key, _ in EXPLANATION_PRECEDENCE:
        a, b = _provenance_value(current, key), _provenance_value(previous, key)
        if a is None or b is None:
            unknown.append(key)
        elif a != b:
            changed.append(key)
    if changed:
        first = next(label for key, label in EXPLANATION_PRECEDENCE if key == changed[0])
        return changed, unknown, first
    if not scores_moved:
        return changed, unknown, "no change"
    return changed, unknown, "provenance incomplete" if unknown else "nothing changed but scores moved"


# -- the report -----------------------------------------------------------------------------------

def _compare(against: Literal["previous", "reference"], current: Mapping[str, Any], baseline: Mapping[str, Any] | None,
             current_rows: Sequence[Mapping[str, Any]] | None, baseline_rows: Sequence[Mapping[str, Any]] | None,
             *, tolerance: float, warn_at: float,
             relative: tuple[float, float] | None = None, latency_floor_ms: float = 0.0) -> DriftComparison:
    if baseline is None:
        return DriftComparison(against=against, baseline_date=None, status="no_baseline",
                               reason=f"no {against} partition to compare with")
    cur, prev = headline_values(current), headline_values(baseline)
    metrics = [compare_metric(m, cur.get(m), prev.get(m), tolerance=tolerance, warn_at=warn_at, relative=relative,
                              latency_floor_ms=latency_floor_ms)
               for m in sorted(cur.keys() | prev.keys())]
    # a side without per-case rows (imported history keeps only the summary) says nothing about
    # which cases changed: every case would read as added or removed
    if not current_rows or not baseline_rows:
        _index_rows(current_rows, "current per_question.jsonl")  # a bad row is still located
        _index_rows(baseline_rows, "baseline per_question.jsonl")
        current_rows = baseline_rows = None
    flips, added, removed = case_flips(current_rows, baseline_rows)
    changes = case_changes(current_rows, baseline_rows)
    # Latency and cost jitter every night; only quality numbers count as "scores moved".
    quality = [m for m in metrics if m.scale == "absolute"]
    scores_moved = any(m.delta not in (None, 0.0) for m in quality) or any(
        (m.current is None) != (m.previous is None) for m in quality)
    where = _where(current)
    cprov = _dict(current.get("provenance"), where, "provenance") or {}
    bprov = _dict(baseline.get("provenance"), _where(baseline), "provenance") or {}
    changed, unknown, explanation = explain_change(cprov, bprov, scores_moved=scores_moved)
    lost = [m.metric for m in metrics if m.current is None and m.previous is not None]
    worst = max((_STATUS_RANK[m.status] for m in metrics if m.status in _STATUS_RANK), default=0)
    if lost:
        worst = max(worst, _STATUS_RANK["warn"])
    status: ComparisonStatus = ("ok", "warn", "fail")[worst]
    counts = {s: sum(m.status == s for m in metrics) for s in ("fail", "warn", "unmeasured")}
    parts = [f"{counts['fail']} failing, {counts['warn']} warning, {counts['unmeasured']} unmeasured metric(s)"]
    if lost:
        parts.append("no longer measured: " + ", ".join(lost))
    parts.append(f"{len(flips)} case flip(s)")
    baseline_date = baseline.get("date") if isinstance(baseline.get("date"), str) else None
    return DriftComparison(
        against=against, baseline_date=baseline_date, status=status, reason="; ".join(parts), metrics=metrics,
        flips=flips, cases_added=added, cases_removed=removed, case_changes=changes, changed_inputs=changed,
        unknown_inputs=unknown, explanation=explanation,
    )


def compute_drift(
    current: Mapping[str, Any],
    previous: Mapping[str, Any] | None,
    *,
    current_rows: Sequence[Mapping[str, Any]] | None,
    previous_rows: Sequence[Mapping[str, Any]] | None,
    tolerance: float,
    warn_at: float,
    reference: Mapping[str, Any] | None = None,
    reference_rows: Sequence[Mapping[str, Any]] | None = None,
    relative_tolerance: float | None = None,
    relative_warn_at: float | None = None,
    latency_floor_ms: float = 0.0,
) -> DriftReport:
    """Drift of ``current`` against the previous partition and, if given, the pinned reference.

    ``tolerance`` and ``warn_at`` are drops in the bad direction (absolute for rates, relative for
    latency and cost): a drop ``>= warn_at`` warns, a drop ``> tolerance`` fails.
    """
    check_thresholds(tolerance, warn_at)
    relative: tuple[float, float] | None = None
    if relative_tolerance is not None:
        warn = relative_tolerance if relative_warn_at is None else relative_warn_at
        if not 0 <= warn <= relative_tolerance:
            raise ConfigError(f"relative warn_at {warn:g} must lie in [0, {relative_tolerance:g}]",
                              field="drift.latency_cost_warn_at")
        relative = (relative_tolerance, warn)
    headline_values(current)  # validate the current summary even when there is no baseline
    prev = _compare("previous", current, previous, current_rows, previous_rows, tolerance=tolerance, warn_at=warn_at,
                    relative=relative, latency_floor_ms=latency_floor_ms)
    ref = None if reference is None else _compare(
        "reference", current, reference, current_rows, reference_rows, tolerance=tolerance, warn_at=warn_at,
        relative=relative, latency_floor_ms=latency_floor_ms)
    compared = [c for c in (prev, ref) if c is not None and c.status != "no_baseline"]
    if not compared:
        status: ComparisonStatus = "no_baseline"
        reason = "no previous partition (and no pinned reference) to compare with: first run or history not backfilled"
    else:
        status = ("ok", "warn", "fail")[max(_STATUS_RANK[c.status] for c in compared)]
        reason = "; ".join(f"vs {c.against} ({c.baseline_date}): {c.status}" for c in compared)
        if prev.status == "no_baseline":
            reason += "; no previous partition"
    suite = current.get("suite") if isinstance(current.get("suite"), str) else None
    date = current.get("date") if isinstance(current.get("date"), str) else None
    return DriftReport(suite=suite, date=date, tolerance=float(tolerance), warn_at=float(warn_at), status=status,
                       reason=reason, previous=prev, reference=ref)


# -- which cases changed, in words -----------------------------------------------------------------

#: the flips listed beside the explanation (every kind stays in the report's flip list)
FLIP_LABELS: dict[FlipKind, str] = {"pass_to_fail": "pass→fail", "fail_to_pass": "fail→pass"}


def listed(items: Sequence[str], limit: int = LISTED_IDS) -> str:
    """``a, b, c and 7 more``: the first ``limit`` items, then how many were left out."""
    shown = ", ".join(items[:limit])
    left = len(items) - limit
    return f"{shown} and {left} more" if left > 0 else shown


def _quote(code: bool) -> Callable[[str], str]:
    return (lambda text: f"`{text}`") if code else (lambda text: text)


def describe_case_changes(changes: CaseChanges, *, code: bool = False) -> str:
    """``1 added (tc_004); 1 removed (tc_003); 1 edited (tc_001)``, or that none changed.
    ``code`` quotes the ids for markdown."""
    quote = _quote(code)
    groups = (("added", changes.added), ("removed", changes.removed), ("edited", changes.edited))
    parts = [f"{len(ids)} {label} ({listed([quote(i) for i in ids])})" for label, ids in groups if ids]
    if not parts:
        parts.append("none added or removed" if changes.edits_unknown
                     else f"none added, removed or edited ({changes.unchanged} unchanged)")
    if changes.edits_unknown:
        parts.append(changes.edits_unknown)
    return "; ".join(parts)


def describe_flips(flips: Sequence[CaseFlip], kind: FlipKind, *, edited: Sequence[str] = (),
                   code: bool = False) -> str | None:
    """``2: tc_001 (full, edited), tc_007 (full)`` for one kind of flip, ``None`` when none flipped
    that way. An edited case is marked: its flip may be the edit, not the system."""
    chosen = sorted((f for f in flips if f.kind == kind), key=lambda f: (qid_sort_key(f.qid), f.variant))
    if not chosen:
        return None
    quote, was_edited = _quote(code), set(edited)
    items = [f"{quote(f.qid)} ({f.variant}{', edited' if f.qid in was_edited else ''})" for f in chosen]
    return f"{len(chosen)}: {listed(items)}"


def case_details(c: DriftComparison, *, code: bool = False) -> list[str]:
    """What stands beside the explanation: which cases changed, which flipped pass→fail / fail→pass."""
    if c.case_changes is None:
        details = ["cases: not compared (a partition without per_question rows)"]
        edited: list[str] = []
    else:
        details = [f"cases: {describe_case_changes(c.case_changes, code=code)}"]
        edited = c.case_changes.edited
    for kind, label in FLIP_LABELS.items():
        text = describe_flips(c.flips, kind, edited=edited, code=code)
        if text is not None:
            details.append(f"flipped {label} {text}")
    return details


def why_summary(c: DriftComparison) -> str:
    """The explanation with its case details on one line (asset metadata, logs)."""
    if c.status == "no_baseline":
        return c.reason
    return " — ".join([str(c.explanation), *case_details(c)])


def case_change_counts(comparison: DriftComparison) -> dict[str, int | None]:
    """How many cases were added, removed, edited and flipped against the previous partition, for the
    asset's metadata (``None``: not compared, no baseline or no per_question rows on one side)."""
    changes = comparison.case_changes
    flips = {kind: sum(f.kind == kind for f in comparison.flips) for kind in FLIP_LABELS}
    known = comparison.status != "no_baseline"
    return {"cases_added": len(changes.added) if changes is not None else None,
            "cases_removed": len(changes.removed) if changes is not None else None,
            "cases_edited": len(changes.edited) if changes is not None and changes.edits_unknown is None else None,
            "flipped_pass_to_fail": flips["pass_to_fail"] if known else None,
            "flipped_fail_to_pass": flips["fail_to_pass"] if known else None}


def _unexplained_rows(keys: Sequence[str], case_ids: Sequence[str]) -> list[str]:
    """``qid/variant`` rows added or removed although their case was not: a variant came or went."""
    cases = set(case_ids)
    return [key for key in keys if key.rsplit("/", 1)[0] not in cases]


# -- markdown -------------------------------------------------------------------------------------

def _fmt(value: float | None) -> str:
    return "—" if value is None else f"{value:.4f}"


def _render_comparison(c: DriftComparison) -> list[str]:
    title = "previous partition" if c.against == "previous" else "pinned reference"
    lines = [f"## Against the {title}" + (f" ({c.baseline_date})" if c.baseline_date else ""), ""]
    lines.append(f"**Status:** {c.status} — {c.reason}")
    if c.status == "no_baseline":
        return lines + [""]
    lines.append(f"**Why:** {c.explanation}" + (f" (changed: {', '.join(c.changed_inputs)})" if c.changed_inputs else ""))
    if c.unknown_inputs:
        lines.append(f"**Unknown provenance:** {', '.join(c.unknown_inputs)}")
    lines += [f"- {detail}" for detail in case_details(c, code=True)]
    lines += ["", "| metric | previous | current | delta | status | note |", "|---|---|---|---|---|---|"]
    order = {"fail": 0, "warn": 1, "unmeasured": 2, "ok": 3}
    for m in sorted(c.metrics, key=lambda m: (order[m.status], m.metric)):
        delta = "—" if m.delta is None else f"{m.delta:+.4f}"
        lines.append(f"| {m.metric} | {_fmt(m.previous)} | {_fmt(m.current)} | {delta} | {m.status} | {m.reason} |")
    if c.flips:
        lines += ["", "### Case flips", ""]
        lines += [f"- `{f.qid}` ({f.variant}) **{f.kind}**: {f.detail}" for f in c.flips]
    # cases added or removed are listed above: only a variant's rows remain (without rows on both
    # sides every row would look added or removed)
    changes = c.case_changes
    added = _unexplained_rows(c.cases_added, changes.added) if changes is not None else []
    removed = _unexplained_rows(c.cases_removed, changes.removed) if changes is not None else []
    if added or removed:
        lines += ["", f"Variant rows added: {', '.join(added) or 'none'}; removed: {', '.join(removed) or 'none'}"]
    return lines + [""]


def render_drift_markdown(report: DriftReport) -> str:
    """A reviewer's page: the verdict, the reason, then every metric worst-first and every flip."""
    head = f"# Drift — {report.suite or 'suite'} {report.date or ''}".rstrip()
    lines = [head, "", f"**Status:** {report.status} — {report.reason}",
             f"Tolerance {report.tolerance:g}, warn at {report.warn_at:g} (drops in the bad direction).", ""]
    lines += _render_comparison(report.previous)
    if report.reference is not None:
        lines += _render_comparison(report.reference)
    return "\n".join(lines).rstrip() + "\n"


__all__ = [
    "EXPLANATION_PRECEDENCE", "CaseChanges", "CaseFlip", "DriftComparison", "DriftReport", "MetricDrift",
    "SummaryShapeError", "case_change_counts", "case_changes", "case_details", "case_flips", "compare_metric",
    "compute_drift", "describe_case_changes", "describe_flips", "direction_of", "explain_change", "headline_metrics",
    "headline_values", "listed", "render_drift_markdown", "why_summary",
]
