"""Production request logs: one :class:`RequestLog` per served request, read from JSONL or Parquet,
so seed 003's online signals can be recomputed offline (a Dagster partition of yesterday's traffic).

Why a typed record and line-aware errors: logs are written by another system and drift; a bad
record must be reported as ``requests.jsonl:17: chunks[2].score: Input should be a valid number``
— the place to look and what is wrong — not as a pydantic dump or a ``KeyError``.

Formats, chosen by suffix:

* ``.jsonl`` / ``.ndjson`` — one JSON object per line; blank lines are skipped; ``line`` in an
  error is the physical line number (1-based).
* ``.parquet`` — one row per request, nested columns for chunks / extractions; ``line`` is the
  1-based row number. pyarrow is imported only for Parquet.

A ``request_id`` must be unique within a file (a duplicate names the line of the first one).
An empty file is an empty log, not an error: a quiet hour has no requests.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rageval_pipeline.core.errors import DatasetError
from rageval_pipeline.core.online.extraction import Extraction, ValidationSummary
from rageval_pipeline.core.records.jsonl import iter_jsonl_text, read_text
from rageval_pipeline.core.records.schemas import ContextChunk

JSONL_SUFFIXES = frozenset({".jsonl", ".ndjson"})
PARQUET_SUFFIXES = frozenset({".parquet"})


class RequestLog(BaseModel):
    """Everything :func:`~rageval_pipeline.core.online.evaluate_request` needs about one request.

    ``chunks`` is the context in the order the extractor saw it (``Extraction.chunk_number`` is a
    1-based position in it); ``extractions=None`` means the system did not log them (metrics that
    need them become unmeasured), ``[]`` that nothing was extracted.
    """

    model_config = ConfigDict(extra="forbid")

    request_id: str = Field(min_length=1)
    timestamp: datetime | None = None
    query: str
    chunks: list[ContextChunk] = Field(default_factory=list)
    extractions: list[Extraction] | None = None
    values: list[str | float | int | bool | None] | None = None
    aggregation_confidence: str | None = None
    validation_summary: ValidationSummary | None = None
    total_retrieved_before_filter: int | None = Field(default=None, ge=0)
    answer: str | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)


def _field_path(loc: tuple[int | str, ...]) -> str:
    """Pydantic's error location as ``chunks[2].score``."""
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def parse_record(data: object, *, path: str, line: int) -> RequestLog:
    """Validate one decoded record; :class:`DatasetError` names ``path:line: field``."""
    if not isinstance(data, dict):
        raise DatasetError(f"a request record must be a JSON object, got {type(data).__name__}", path=path, line=line)
    try:
        return RequestLog.model_validate(data)
    except ValidationError as exc:
        errors = exc.errors()
        first = errors[0]
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        raise DatasetError(
            f"{first['msg']}{more}", path=path, line=line, field=_field_path(tuple(first["loc"])) or None
        ) from None


def _jsonl_records(path: Path) -> Iterator[tuple[int, object]]:
    """``(line number, decoded object)`` for every non-blank line."""
    text = read_text(path, what="request log")
    yield from iter_jsonl_text(text, path=str(path))


def _parquet_records(path: Path) -> Iterator[tuple[int, object]]:
    """``(row number, row as a dict)`` for every Parquet row."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    try:
        table = pq.read_table(path)
    except (OSError, pa.ArrowException) as exc:
        raise DatasetError(f"cannot read the Parquet request log: {exc}", path=str(path)) from None
    for number, row in enumerate(table.to_pylist(), start=1):
        yield number, _drop_nulls(row)


def _drop_nulls(value: Any) -> Any:
    """Parquet structs carry every field of the column schema; a null one means "not logged"."""
    if isinstance(value, dict):
        return {k: _drop_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_drop_nulls(v) for v in value]
    return value


def _validated(records: Iterable[tuple[int, object]], path: str) -> list[RequestLog]:
    logs: list[RequestLog] = []
    seen: dict[str, int] = {}
    for line, data in records:
        record = parse_record(data, path=path, line=line)
        if record.request_id in seen:
            raise DatasetError(
                f"duplicate of line {seen[record.request_id]} ({record.request_id!r})",
                path=path, line=line, field="request_id",
            )
        seen[record.request_id] = line
        logs.append(record)
    return logs


def load_request_logs(path: str | Path) -> list[RequestLog]:
    """Every request of a JSONL or Parquet log, in file order (see the module docstring)."""
    target = Path(path)
    suffix = target.suffix.lower()
    if not target.is_file():
        raise DatasetError("request log not found", path=str(target))
    if suffix in JSONL_SUFFIXES:
        return _validated(_jsonl_records(target), str(target))
    if suffix in PARQUET_SUFFIXES:
        return _validated(_parquet_records(target), str(target))
    known = ", ".join(sorted(JSONL_SUFFIXES | PARQUET_SUFFIXES))
    raise DatasetError(f"unknown request-log format {suffix or '(no suffix)'!r}: expected one of {known}", path=str(target))


__all__ = ["RequestLog", "load_request_logs", "parse_record"]
