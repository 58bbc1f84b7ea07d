"""Explicit Arrow schemas for every stored table, and model <-> table conversion.

Each asset partition is one Parquet file; writing through these schemas means a column's type
never depends on the values of the day (an all-null column stays ``double``, an empty list stays
``list<struct>``), so partitions concatenate and compare across dates.
Free-form mappings (``extra``, ``metadata``) are stored as canonical JSON strings.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any, TypeVar

import pyarrow as pa
from pydantic import BaseModel

from rageval_pipeline.core.errors import StorageError
from rageval_pipeline.core.records.hashing import canonical_json
from rageval_pipeline.core.runtime.bulk import gc_paused

M = TypeVar("M", bound=BaseModel)

_GOLD = pa.struct([("doc_id", pa.string()), ("start_page", pa.int32()), ("end_page", pa.int32())])
_CITE = pa.struct([("doc", pa.string()), ("quote_contains", pa.string())])
_FACT = pa.struct([("fact_id", pa.string()), ("claim", pa.string()), ("must_cite", pa.list_(_CITE))])
_CONTEXT = pa.struct([
    ("text", pa.string()), ("doc_id", pa.string()), ("chunk_id", pa.string()),
    ("start_page", pa.int32()), ("end_page", pa.int32()), ("score", pa.float64()),
    ("rank", pa.int32()), ("retrieval_method", pa.string()),
])
_SCORE = pa.struct([("value", pa.float64()), ("reason", pa.string())])
_RUBRIC = pa.struct([
    ("correctness", pa.int8()), ("completeness", pa.int8()), ("evidence", pa.int8()), ("hallucination", pa.int8()),
    ("missing_facts", pa.list_(pa.string())), ("unsupported_claims", pa.list_(pa.string())),
    ("forbidden_hits", pa.list_(pa.string())),
])
_CLAIM = pa.struct([
    ("claim", pa.string()), ("supported", pa.bool_()), ("support_score", pa.float64()),
    ("context_ids", pa.list_(pa.string())), ("reason", pa.string()),
])

EVAL_CASES = pa.schema([
    ("id", pa.string()), ("question", pa.string()), ("answerable", pa.bool_()), ("gold", pa.list_(_GOLD)),
    ("ground_truth", pa.string()), ("expected_contexts", pa.list_(pa.string())), ("critical", pa.bool_()),
    ("tags", pa.list_(pa.string())), ("required_facts", pa.list_(_FACT)), ("forbidden_claims", pa.list_(pa.string())),
    ("id_generated", pa.bool_()), ("source_format", pa.string()), ("source_line", pa.int64()), ("extra", pa.string()),
])

SYSTEM_RESPONSES = pa.schema([
    ("case_id", pa.string()), ("variant", pa.string()), ("system", pa.string()), ("question", pa.string()),
    ("answer", pa.string()), ("contexts", pa.list_(_CONTEXT)), ("citations", pa.list_(pa.string())),
    ("latency_ms", pa.float64()), ("status", pa.string()), ("error", pa.string()), ("attempts", pa.int32()),
    ("slow", pa.bool_()), ("metadata", pa.string()),
])

RETRIEVAL_SCORES = pa.schema([
    ("case_id", pa.string()), ("variant", pa.string()), ("scored", pa.bool_()), ("skip_reason", pa.string()),
    ("n_gold", pa.int32()), ("n_hits", pa.int32()), ("metrics", pa.map_(pa.string(), pa.float64())),
    ("gold_hit_ranks", pa.list_(pa.int32())), ("doc_hit_ranks", pa.list_(pa.int32())),
    ("near_page_hit_ranks", pa.list_(pa.int32())), ("top_hit_ids", pa.list_(pa.string())),
    ("flags", pa.list_(pa.string())),
])

JUDGE_VERDICTS = pa.schema([
    ("case_id", pa.string()), ("variant", pa.string()), ("judge", pa.string()), ("pass_index", pa.int32()),
    ("status", pa.string()), ("error", pa.string()), ("rubric", _RUBRIC),
    ("faithfulness", _SCORE), ("answer_relevance", _SCORE), ("context_precision", _SCORE),
    ("context_recall", _SCORE), ("semantic_similarity", _SCORE), ("same_information", pa.bool_()),
    ("claims", pa.list_(_CLAIM)), ("confidence", pa.float64()), ("reasoning", pa.string()),
    ("warnings", pa.list_(pa.string())), ("input_tokens", pa.int64()), ("output_tokens", pa.int64()),
    ("cost_usd", pa.float64()), ("cached", pa.bool_()), ("escalated", pa.bool_()), ("stability", pa.float64()),
    ("hallucination_score", pa.float64()),
])

CASE_SCORES = pa.schema([
    ("case_id", pa.string()), ("variant", pa.string()), ("question", pa.string()), ("critical", pa.bool_()),
    ("tags", pa.list_(pa.string())), ("answerable", pa.bool_()), ("status", pa.string()), ("error", pa.string()),
    ("faithfulness", _SCORE), ("answer_relevance", _SCORE), ("context_precision", _SCORE),
    ("context_recall", _SCORE), ("semantic_similarity", _SCORE), ("composite", _SCORE),
    ("weights_renormalised", pa.bool_()), ("composite_coverage", pa.float64()), ("rubric", _RUBRIC),
    ("hallucinated", pa.bool_()),
    ("fail_reasons", pa.list_(pa.string())), ("latency_ms", pa.float64()), ("judge", pa.string()),
])

EVAL_REPORT = pa.schema([
    ("suite", pa.string()), ("date", pa.string()), ("status", pa.string()), ("summary_json", pa.string()),
    ("report_dir", pa.string()), ("files", pa.list_(pa.string())),
])

_SIDE = pa.struct([
    ("correctness", pa.int8()), ("completeness", pa.int8()), ("evidence", pa.int8()), ("hallucination", pa.int8()),
    ("missing_facts", pa.list_(pa.string())), ("unsupported_claims", pa.list_(pa.string())),
    ("forbidden_hits", pa.list_(pa.string())), ("status", pa.string()), ("error", pa.string()),
])

AB_COMPARISON = pa.schema([
    ("case_id", pa.string()), ("question", pa.string()), ("outcome", pa.string()),
    ("full_beats_baseline", pa.bool_()), ("baseline", _SIDE), ("full", _SIDE), ("quality_delta", pa.float64()),
    ("notes", pa.string()), ("error", pa.string()), ("full_passes", pa.bool_()), ("judge", pa.string()),
    ("position_consistent", pa.bool_()), ("input_tokens", pa.int64()), ("output_tokens", pa.int64()),
    ("cost_usd", pa.float64()),
])

SCORE_DRIFT = pa.schema([
    ("comparison", pa.string()), ("baseline_date", pa.string()), ("metric", pa.string()), ("current", pa.float64()),
    ("baseline", pa.float64()), ("delta", pa.float64()), ("drop", pa.float64()), ("status", pa.string()),
    ("reason", pa.string()),
])

JUDGE_CALIBRATION = pa.schema([
    ("example_id", pa.string()), ("label_hallucinated", pa.bool_()), ("predicted_hallucinated", pa.bool_()),
    ("score", pa.float64()),
])

#: fields holding free-form mappings, stored as canonical JSON strings
_JSON_FIELDS = frozenset({"extra", "metadata"})
_MAP_FIELDS = frozenset({"metrics"})


def _to_row(model: BaseModel) -> dict[str, Any]:
    row = model.model_dump(mode="json")
    for key in _JSON_FIELDS & row.keys():
        row[key] = canonical_json(row[key])
    for key in _MAP_FIELDS & row.keys():
        row[key] = sorted(row[key].items())
    return row


def _from_row(row: dict[str, Any]) -> dict[str, Any]:
    for key in _JSON_FIELDS & row.keys():
        row[key] = json.loads(row[key]) if row[key] else {}
    for key in _MAP_FIELDS & row.keys():
        row[key] = dict(row[key] or [])
    return row


def to_table(models: Iterable[BaseModel], schema: pa.Schema) -> pa.Table:
    """Models → Arrow table of exactly ``schema`` (missing model fields fail loudly)."""
    with gc_paused():
        rows = [_to_row(m) for m in models]
    names = set(schema.names)
    for row in rows[:1]:
        missing = names - row.keys()
        if missing:
            raise StorageError(f"rows lack schema column(s) {sorted(missing)}")
    try:
        return pa.Table.from_pylist([{k: r.get(k) for k in schema.names} for r in rows], schema=schema)
    except (pa.ArrowInvalid, pa.ArrowTypeError) as exc:
        raise StorageError(f"rows do not fit the table schema: {exc}") from None


def from_table(table: pa.Table, model: type[M]) -> list[M]:
    """Arrow table → models (columns the model does not know are ignored)."""
    known = set(model.model_fields)
    out: list[M] = []
    with gc_paused():
        for row in table.to_pylist():
            data = _from_row({k: v for k, v in row.items() if k in known})
            out.append(model.model_validate(data))
    return out


def rows_table(rows: Sequence[dict[str, Any]], schema: pa.Schema) -> pa.Table:
    """Plain dict rows (already JSON-safe) → a table of ``schema``."""
    try:
        return pa.Table.from_pylist([{k: r.get(k) for k in schema.names} for r in rows], schema=schema)
    except (pa.ArrowInvalid, pa.ArrowTypeError) as exc:
        raise StorageError(f"rows do not fit the table schema: {exc}") from None
