"""Backfill history from the seeds' older artefacts, so trends and drift see them as partitions.

Two legacy formats exist:

* seed 001 — one run = ``per_question.jsonl`` + ``summary.json`` (retrieval-only: metrics per k,
  strict / near-page / doc-only diagnostics, no judge);
* seed 002 — ``results.jsonl``, an append log with one line per run (``timestamp``,
  ``composite_score``, ``test_count``, ``failures``, optional per-metric scores).

Each becomes an :class:`ImportedRun` whose ``summary`` has the shape of ``build_summary``'s output
as far as the data goes. What the old run did not record stays ``None`` (or absent) — an imported
partition must never show a number nobody measured. Input is read tolerantly (field-name variants),
but a malformed line or a wrongly typed value is a located error, not a silent skip.
"""

from __future__ import annotations

import json
import math
import re
from datetime import UTC, datetime
from datetime import date as date_cls
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from rageval_pipeline.core.datasets import qid_sort_key
from rageval_pipeline.core.errors import HistoryImportError
from rageval_pipeline.core.records.jsonl import read_jsonl

RETRIEVAL_SCOPE = "answerable_with_non_empty_gold_only"
_METRIC_NAME = re.compile(r"^(recall|mrr|ndcg|precision|hit_rate|map)@(\d+)$")
_FAMILY_K = re.compile(r"^(recall|mrr|ndcg|precision|hit_rate|map)_?at_?(\d+)$|^(recall|mrr|ndcg)(\d+)$")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
#: seed 002 per-metric score names (and their accepted spellings).
SEED002_METRICS: dict[str, tuple[str, ...]] = {
    "faithfulness": ("faithfulness",),
    "answer_relevance": ("answer_relevance", "answer_relevancy", "relevance"),
    "context_precision": ("context_precision",),
    "context_recall": ("context_recall",),
    "semantic_similarity": ("semantic_similarity",),
}


class ImportedRun(BaseModel):
    """One historical run as a partition: its date, where it came from, a summary and its rows."""

    model_config = ConfigDict(extra="forbid")

    date: str
    source: str
    summary: dict[str, Any]
    per_question: list[dict[str, Any]] = Field(default_factory=list)

    @field_validator("date")
    @classmethod
    def _iso_date(cls, value: str) -> str:
        if not _DATE.match(value):
            raise ValueError(f"date must be YYYY-MM-DD, got {value!r}")
        date_cls.fromisoformat(value)
        return value


# -- small typed readers --------------------------------------------------------------------------

class _Loc:
    """Where a value came from, so every type error names file, line and field."""

    def __init__(self, path: Path, line: int | None = None) -> None:
        self.path, self.line = path, line

    def err(self, field: str | None, message: str) -> HistoryImportError:
        return HistoryImportError(message, path=self.path, line=self.line, field=field)

    def number(self, value: Any, field: str, *, lo: float | None = None, hi: float | None = None) -> float | None:
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise self.err(field, f"expected a finite number, got {value!r}")
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            raise self.err(field, f"{value!r} is outside [{lo:g}, {hi:g}]")
        return round(float(value), 6)

    def count(self, value: Any, field: str) -> int | None:
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise self.err(field, f"expected a non-negative integer, got {value!r}")
        return value

    def ranks(self, value: Any, field: str) -> list[int] | None:
        if value is None:
            return None
        if not isinstance(value, list) or any(isinstance(r, bool) or not isinstance(r, int) or r < 1 for r in value):
            raise self.err(field, f"expected a list of ranks (integers >= 1), got {value!r}")
        return list(value)

    def obj(self, value: Any, field: str) -> dict[str, Any] | None:
        if value is None:
            return None
        if not isinstance(value, dict):
            raise self.err(field, f"expected an object, got {type(value).__name__}")
        return value


def _first(data: dict[str, Any], *names: str) -> tuple[str | None, Any]:
    for name in names:
        if name in data and data[name] is not None:
            return name, data[name]
    return None, None


def _read_json(path: Path) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise HistoryImportError(f"cannot read: {exc.strerror or exc}", path=path) from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise HistoryImportError(f"invalid JSON: {exc.msg} (column {exc.colno})", path=path, line=exc.lineno) from exc


def _read_jsonl(path: Path) -> list[tuple[int, dict[str, Any]]]:
    return read_jsonl(path, error=HistoryImportError)


def _to_date(value: Any, loc: _Loc, field: str) -> str:
    """``YYYY-MM-DD`` (UTC) from an ISO date, an ISO timestamp (``Z`` allowed) or epoch seconds."""
    if isinstance(value, bool):
        raise loc.err(field, f"expected a date or timestamp, got {value!r}")
    if isinstance(value, (int, float)) and math.isfinite(value):
        return datetime.fromtimestamp(value, tz=UTC).date().isoformat()
    if isinstance(value, str):
        text = value.strip()
        try:
            if _DATE.match(text):
                return date_cls.fromisoformat(text).isoformat()
            parsed = datetime.fromisoformat(text.replace("Z", "+00:00").replace("z", "+00:00"))
        except ValueError as exc:
            raise loc.err(field, f"not an ISO date or timestamp: {value!r}") from exc
        if parsed.tzinfo is not None:
            parsed = parsed.astimezone(UTC)
        return parsed.date().isoformat()
    raise loc.err(field, f"expected a date or timestamp, got {value!r}")


# -- retrieval metrics of seed 001 ----------------------------------------------------------------

def _metric_name(key: str) -> str | None:
    key = key.strip().lower().replace("-", "_")
    if _METRIC_NAME.match(key):
        return key
    m = _FAMILY_K.match(key)
    if m:
        family, k = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        return f"{family}@{int(k)}"
    return None


def _metrics_by_k(raw: Any, loc: _Loc, field: str) -> dict[str, float]:
    """Normalise ``{"recall@8": x}``, ``{"recall_at_8": x}`` and ``{"8"|"k8": {"recall": x}}`` to ``recall@8``."""
    data = loc.obj(raw, field)
    out: dict[str, float] = {}
    for key, value in (data or {}).items():
        name = _metric_name(str(key))
        if name is not None:
            number = loc.number(value, f"{field}.{key}", lo=0.0, hi=1.0)
            if number is not None:
                out[name] = number
            continue
        k_match = re.fullmatch(r"k?(\d+)", str(key).strip().lower())
        if k_match and isinstance(value, dict):
            k = int(k_match.group(1))
            for family, inner in value.items():
                fam = str(family).strip().lower()
                if re.fullmatch(r"[a-z_]+", fam):
                    number = loc.number(inner, f"{field}.{key}.{family}", lo=0.0, hi=1.0)
                    if number is not None:
                        out[f"{fam}@{k}"] = number
    return dict(sorted(out.items()))


def _ks_from(names: Any) -> list[int]:
    return sorted({int(n.rsplit("@", 1)[1]) for n in names if "@" in n})


def _hit_rate(rows: list[dict[str, Any]], field: str, k: int) -> float | None:
    scored = [r for r in rows if r.get("retrieval_scored") and isinstance(r.get(field), list)]
    if not scored:
        return None
    return round(sum(any(rank <= k for rank in r[field]) for r in scored) / len(scored), 6)


def _parse_seed001_row(number: int, raw: dict[str, Any], path: Path, variant: str) -> dict[str, Any]:
    loc = _Loc(path, number)
    _, qid = _first(raw, "qid", "id", "question_id")
    if not isinstance(qid, str) or not qid.strip():
        raise loc.err("qid", f"expected a non-empty string, got {qid!r}")
    answerable = raw.get("answerable")
    if answerable is not None and not isinstance(answerable, bool):
        raise loc.err("answerable", f"expected true/false, got {answerable!r}")
    mkey, mraw = _first(raw, "retrieval_metrics", "metrics")
    metrics = _metrics_by_k(mraw, loc, mkey or "metrics")
    for key, value in raw.items():  # flat "recall@8" columns
        name = _metric_name(str(key))
        if name is not None and name not in metrics:
            flat = loc.number(value, str(key), lo=0.0, hi=1.0)
            if flat is not None:
                metrics[name] = flat
    top = raw.get("top_hit_ids")
    if top is not None and (not isinstance(top, list) or not all(isinstance(t, (str, dict)) for t in top)):
        raise loc.err("top_hit_ids", f"expected a list, got {top!r}")
    scored_flag = raw.get("retrieval_scored", raw.get("scored"))
    if scored_flag is not None and not isinstance(scored_flag, bool):
        raise loc.err("retrieval_scored", f"expected true/false, got {scored_flag!r}")
    scored = bool(metrics) if scored_flag is None else scored_flag
    _, skip = _first(raw, "retrieval_skip_reason", "skip_reason", "skipped_reason")
    if not scored and skip is None:
        skip = "unanswerable" if answerable is False else "unlabeled"
    return {
        "qid": qid.strip(), "variant": variant, "question": raw.get("question"), "answerable": answerable,
        "retrieval_scored": scored, "retrieval_skip_reason": None if scored else str(skip),
        "retrieval_metrics": dict(sorted(metrics.items())),
        "gold_hit_ranks": loc.ranks(raw.get("gold_hit_ranks"), "gold_hit_ranks"),
        "doc_hit_ranks": loc.ranks(raw.get("doc_hit_ranks"), "doc_hit_ranks"),
        "near_page_hit_ranks": loc.ranks(raw.get("near_page_hit_ranks"), "near_page_hit_ranks"),
        "top_hit_ids": None if top is None else [t if isinstance(t, str) else json.dumps(t, sort_keys=True) for t in top],
    }


def _diagnostics(diag: dict[str, Any] | None, loc: _Loc) -> dict[str, float]:
    """Seed 001 diagnostics → ``hit_rate@k`` / ``near_page_hit_rate@k`` / ``doc_hit_rate@k``."""
    names = {"strict": "hit_rate", "hit_rate": "hit_rate", "near_page": "near_page_hit_rate",
             "near_page_hit_rate": "near_page_hit_rate", "doc_only": "doc_hit_rate", "doc_hit_rate": "doc_hit_rate"}
    out: dict[str, float] = {}
    curve = loc.obj((diag or {}).get("hit_rate_at_k"), "diagnostics.hit_rate_at_k") or {}
    for k_key, per_kind in curve.items():
        k_match = re.fullmatch(r"k?(\d+)", str(k_key).strip().lower())
        if not k_match:
            raise loc.err(f"diagnostics.hit_rate_at_k.{k_key}", "expected a k like '8' or 'k8'")
        for kind, value in (loc.obj(per_kind, f"diagnostics.hit_rate_at_k.{k_key}") or {}).items():
            if kind in names:
                number = loc.number(value, f"diagnostics.hit_rate_at_k.{k_key}.{kind}", lo=0.0, hi=1.0)
                if number is not None:
                    out[f"{names[kind]}@{int(k_match.group(1))}"] = number
    return out


def import_seed001_run(
    per_question_path: str | Path,
    summary_path: str | Path,
    *,
    date: str | None = None,
    suite: str = "imported",
    variant: str = "default",
) -> ImportedRun:
    """Seed 001's eval-run folder as a partition (retrieval only: ``scores``/``judge``/``ab`` are None).

    The date is ``date`` if given, else the summary's ``date`` / ``timestamp`` / ``created_at``.
    Retrieval means come from ``summary.json``; metrics it lacks are the mean over the scored
    per-question rows (real numbers of the same run, never defaults).
    """
    pq_path, s_path = Path(per_question_path), Path(summary_path)
    raw = _read_json(s_path)
    loc = _Loc(s_path)
    if not isinstance(raw, dict):
        raise loc.err(None, f"expected a JSON object, got {type(raw).__name__}")
    rows = [_parse_seed001_row(n, r, pq_path, variant) for n, r in _read_jsonl(pq_path)]
    seen: set[str] = set()
    for row in rows:
        if row["qid"] in seen:
            raise HistoryImportError(f"duplicate qid {row['qid']!r}", path=pq_path, field="qid")
        seen.add(row["qid"])
    rows.sort(key=lambda r: qid_sort_key(r["qid"]))

    if date is None:
        field, value = _first(raw, "date", "timestamp", "created_at", "generated_at", "run_date")
        if field is None:
            raise loc.err("date", "summary has no date/timestamp; pass date= explicitly")
        date = _to_date(value, loc, field)
    else:
        date = _to_date(date, _Loc(s_path), "date")

    ckey, config = _first(raw, "config", "run_config", "args")
    config = loc.obj(config, ckey or "config") or {}
    ckey2, counts = _first(raw, "counts", "dataset")
    counts = loc.obj(counts, ckey2 or "counts") or {}
    mkey, mraw = _first(raw, "retrieval_metrics", "metrics", "retrieval")
    means = _metrics_by_k(mraw, loc, mkey or "metrics")
    dkey, diag = _first(raw, "diagnostics", "secondary_diagnostics")
    means.update({k: v for k, v in _diagnostics(loc.obj(diag, dkey or "diagnostics"), loc).items() if k not in means})

    ks_cfg = config.get("ks", raw.get("ks"))
    if ks_cfg is not None and (not isinstance(ks_cfg, list) or
                               any(isinstance(k, bool) or not isinstance(k, int) or k < 1 for k in ks_cfg)):
        raise loc.err("config.ks", f"expected a list of positive integers, got {ks_cfg!r}")
    ks = sorted(set(ks_cfg)) if ks_cfg else _ks_from(list(means) + [m for r in rows for m in r["retrieval_metrics"]])
    _, primary = _first(config, "k", "primary_k")
    if primary is None:
        primary = raw.get("primary_k", max(ks) if ks else None)
    if primary is not None and (isinstance(primary, bool) or not isinstance(primary, int) or primary < 1):
        raise loc.err("config.k", f"expected a positive integer, got {primary!r}")
    tolerance = loc.count(config.get("near_page_tolerance", raw.get("near_page_tolerance")), "config.near_page_tolerance")

    scored_rows = [r for r in rows if r["retrieval_scored"]]
    for name in sorted({m for r in scored_rows for m in r["retrieval_metrics"]} - set(means)):
        values = [r["retrieval_metrics"][name] for r in scored_rows if name in r["retrieval_metrics"]]
        means[name] = round(sum(values) / len(values), 6)
    for k in ks:
        for field, prefix in (("gold_hit_ranks", "hit_rate"), ("near_page_hit_ranks", "near_page_hit_rate"),
                              ("doc_hit_ranks", "doc_hit_rate")):
            if f"{prefix}@{k}" not in means:
                value = _hit_rate(rows, field, k)
                if value is not None:
                    means[f"{prefix}@{k}"] = value

    total = loc.count(_first(counts, "total_questions", "total", "questions", "cases")[1], "counts.total")
    if total is None:
        total = len(rows) if rows else None
    negatives = loc.count(_first(counts, "unanswerable", "negatives")[1], "counts.unanswerable")
    if negatives is None and rows and all(r["answerable"] is not None for r in rows):
        negatives = sum(r["answerable"] is False for r in rows)
    skipped: dict[str, int] = {}
    for r in rows:
        if not r["retrieval_scored"]:
            skipped[r["retrieval_skip_reason"]] = skipped.get(r["retrieval_skip_reason"], 0) + 1
    scored = loc.count(_first(counts, "retrieval_evaluated", "scored", "evaluated")[1], "counts.retrieval_evaluated")
    retrieval = {
        "ks": ks, "primary_k": primary, "near_page_tolerance": tolerance, "total": total,
        "scored": scored if scored is not None else (len(scored_rows) if rows else None),
        "skipped": dict(sorted(skipped.items())), "means": dict(sorted(means.items())),
        "skipped_cases": [[r["qid"], r["retrieval_skip_reason"]] for r in rows if not r["retrieval_scored"]],
    }
    summary: dict[str, Any] = {
        "suite": suite, "date": date, "mode": "imported", "source": "seed001",
        "dataset": {"cases": total, "negatives": negatives, "critical": None, "content_hash": None},
        "retrieval_config": {"ks": ks, "primary_k": primary, "near_page_tolerance": tolerance,
                             "scope": str(raw.get("scope") or raw.get("retrieval_scope") or RETRIEVAL_SCOPE)},
        "weights": None,
        "variants": {variant: {"params": config, "responses": {"responses": total}, "retrieval": retrieval,
                               "scores": None}},
        "judge": None,
        "provenance": _seed001_provenance(raw, config),
        "ab": None, "gates": None, "status": None,
    }
    return ImportedRun(date=date, source=f"retrieval-run:{s_path.name}", summary=summary, per_question=rows)


def _seed001_provenance(raw: dict[str, Any], config: dict[str, Any]) -> dict[str, Any]:
    """Only the provenance the old run actually recorded; drift treats the rest as unknown."""
    out: dict[str, Any] = {}
    for key, names in (("dataset_hash", ("dataset_hash", "questions_sha256")), ("corpus_hash", ("corpus_hash", "index_hash")),
                       ("code_version", ("code_version", "git_commit", "git_sha"))):
        _, value = _first({**config, **raw}, *names)
        if isinstance(value, str):
            out[key] = value
    return out


# -- seed 002 -------------------------------------------------------------------------------------

def import_seed002_log(results_jsonl_path: str | Path, *, suite: str = "imported", variant: str = "default",
                       ) -> list[ImportedRun]:
    """One :class:`ImportedRun` per line of seed 002's append-only ``results.jsonl``, in file order.

    ``failures`` counts every test that did not pass (the PRD's report counts errors among the
    failures), so ``pass_rate = (test_count - failures) / test_count``. Per-metric means come from
    ``scores``/``metrics`` objects or top-level keys; absent ones stay None.
    """
    path = Path(results_jsonl_path)
    runs: list[ImportedRun] = []
    for number, raw in _read_jsonl(path):
        loc = _Loc(path, number)
        # a partition date beats the moment of the run: rageval's own --output log has both, and a
        # backfill of March run in April belongs to March
        field, stamp = _first(raw, "date", "timestamp", "time")
        if field is None:
            raise loc.err("timestamp", "missing")
        date = _to_date(stamp, loc, field)
        composite = loc.number(_first(raw, "composite_score", "composite")[1], "composite_score", lo=0.0, hi=1.0)
        test_count = loc.count(_first(raw, "test_count", "total", "tests")[1], "test_count")
        failures = loc.count(_first(raw, "failures", "failed")[1], "failures")
        errors = loc.count(raw.get("errors"), "errors")
        if test_count is not None and failures is not None and failures > test_count:
            raise loc.err("failures", f"{failures} failures exceed test_count {test_count}")
        skey, scores_raw = _first(raw, "scores", "metrics", "metric_scores")
        scores_obj = loc.obj(scores_raw, skey or "scores") or {}
        metrics: dict[str, Any] = {}
        for name, spellings in SEED002_METRICS.items():
            src, value = _first(scores_obj, *spellings)
            where = f"{skey}.{src}" if src else name
            if src is None:
                src, value = _first(raw, *spellings)
                where = src or name
            if isinstance(value, dict):  # {"mean": x} / {"score": x}
                value = _first(value, "mean", "score", "value")[1]
            metrics[name] = {"mean": loc.number(value, where, lo=0.0, hi=1.0), "measured": None, "unmeasured": None}
        metrics["composite"] = {"mean": composite, "measured": None, "unmeasured": None}
        critical = raw.get("critical_failed", raw.get("critical_failures"))
        if critical is not None and not (isinstance(critical, list) and all(isinstance(c, str) for c in critical)):
            critical = None  # a bare count cannot name the cases; leave it unknown
        lkey, latency = _first(raw, "latency", "latency_ms")
        latency_obj = loc.obj(latency, lkey or "latency") if isinstance(latency, dict) else {}
        p95 = loc.number(_first(latency_obj or {}, "p95", "p95_ms")[1], f"{lkey}.p95", lo=0.0)
        ckey, cost = _first(raw, "cost", "cost_usd", "actual_cost")
        cost_value = loc.number(_first(cost, "actual", "actual_usd", "cost_usd")[1] if isinstance(cost, dict) else cost,
                                ckey or "cost", lo=0.0)
        pass_rate = None
        if test_count and failures is not None:
            pass_rate = round((test_count - failures) / test_count, 6)
        scores = {
            "cases": test_count, "failed": failures, "errors": errors,
            "passed": None if test_count is None or failures is None else test_count - failures,
            "critical_failed": critical, "metrics": metrics,
            "hallucination_rate": loc.number(raw.get("hallucination_rate"), "hallucination_rate", lo=0.0, hi=1.0),
            "pass_rate": pass_rate,
            "error_rate": None if errors is None or not test_count else round(errors / test_count, 6),
        }
        summary: dict[str, Any] = {
            "suite": suite, "date": date, "mode": "imported", "source": "seed002",
            "dataset": {"cases": test_count, "negatives": None, "critical": None, "content_hash": None},
            "retrieval_config": {"ks": [], "primary_k": None, "near_page_tolerance": None, "scope": RETRIEVAL_SCOPE},
            "weights": loc.obj(raw.get("weights"), "weights"),
            "variants": {variant: {"params": {}, "responses": {"responses": test_count, "latency_p95_ms": p95},
                                   "retrieval": None, "scores": scores}},
            "judge": None if cost_value is None else {"judge": raw.get("judge_model"), "cost_usd": cost_value},
            "provenance": {k: raw[k] for k in ("dataset_hash", "code_version") if isinstance(raw.get(k), str)},
            "ab": None, "gates": None, "status": None,
        }
        runs.append(ImportedRun(date=date, source=f"results-log:{path.name}:{number}", summary=summary, per_question=[]))
    return runs


__all__ = ["ImportedRun", "import_seed001_run", "import_seed002_log"]
