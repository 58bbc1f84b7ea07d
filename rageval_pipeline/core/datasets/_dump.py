"""Serialising cases into any of the three formats, deterministically and losslessly.

With extensions on, every EvalCase field that differs from its default and every ``extra`` key
is written, so loading the text back gives the same cases. With extensions off, only the
fields the seed format itself defines are written (for tools that read the plain seed format).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from rageval_pipeline.core.datasets._cases import CANONICAL_FIELDS, ID_KEYS, misspelled_field
from rageval_pipeline.core.datasets._load import CASES_KEY, FORMATS, qid_sort_key
from rageval_pipeline.core.errors import DatasetError
from rageval_pipeline.core.records.schemas import DatasetFormat, EvalCase, EvalDataset

SEED_FIELDS: dict[DatasetFormat, tuple[str, ...]] = {
    "qid_jsonl": ("question", "answerable", "gold"),
    "qa_json": ("question", "ground_truth", "expected_contexts", "critical", "tags"),
    "outcome_json": ("question", "required_facts", "forbidden_claims"),
}


def _default(name: str) -> Any:
    return EvalCase.model_fields[name].get_default(call_default_factory=True)


def _case_row(case: EvalCase, fmt: DatasetFormat, include_extensions: bool) -> dict[str, Any]:
    data = case.model_dump(mode="json")
    row: dict[str, Any] = {ID_KEYS[fmt][0]: case.id}
    for name in SEED_FIELDS[fmt]:
        if not (name == "ground_truth" and data[name] is None):
            row[name] = data[name]
    if not include_extensions:
        return row
    for name in CANONICAL_FIELDS:
        if name in row or data[name] == _default(name):
            continue
        if name == "answerable" and fmt == "outcome_json":
            row["negative"] = True  # seed 000's own way to mark a negative case
        else:
            row[name] = data[name]
    reserved = {ID_KEYS[fmt][0], "question", *CANONICAL_FIELDS} | ({"negative"} if fmt == "outcome_json" else set())
    for key, value in case.extra.items():
        if key in reserved:
            raise DatasetError(
                f"extra key {key!r} would be read back as a {fmt} field; rename it", field=f"{case.id}.extra"
            )
        row[key] = value
    typo = misspelled_field(row, fmt)
    if typo is not None:
        raise DatasetError(f"extra key {typo[0]!r} would be read back as a misspelling of {typo[1]!r}; rename it",
                           field=f"{case.id}.extra")
    return row


def _to_json(value: Any, *, indent: int | None) -> str:
    try:
        return json.dumps(value, indent=indent, sort_keys=True, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise DatasetError(f"cannot serialise dataset as JSON: {exc}") from None


def dump_dataset(
    cases: Sequence[EvalCase] | EvalDataset,
    format: DatasetFormat,
    *,
    name: str | None = None,
    metadata: dict[str, Any] | None = None,
    version: str | None = None,
    include_extensions: bool = True,
) -> str:
    """Deterministic text of ``cases`` in ``format`` (sorted keys, cases in qid order, final newline).

    An EvalDataset supplies its own metadata and version unless given here. ``qid_jsonl`` has
    no place for dataset-level data, so name, metadata and version are not written there.
    """
    if format not in FORMATS:
        raise DatasetError(f"unknown format {format!r}; expected one of: {', '.join(FORMATS)}")
    if isinstance(cases, EvalDataset):
        metadata = cases.metadata if metadata is None else metadata
        version = cases.version if version is None else version
        cases = cases.cases
    rows = [_case_row(c, format, include_extensions) for c in sorted(cases, key=lambda c: qid_sort_key(c.id))]
    if format == "qid_jsonl":
        return "".join(_to_json(row, indent=None) + "\n" for row in rows)
    document = _document(format, rows, name=name, metadata=dict(metadata or {}), version=version, include_extensions=include_extensions)
    return _to_json(document, indent=2) + "\n"


def _document(
    fmt: DatasetFormat,
    rows: list[dict[str, Any]],
    *,
    name: str | None,
    metadata: dict[str, Any],
    version: str | None,
    include_extensions: bool,
) -> dict[str, Any]:
    """The top-level object: qa_json keeps dataset data in ``metadata``, outcome_json at the top."""
    if name is not None:
        metadata["name"] = name
    if fmt == "qa_json":
        if version is not None:
            metadata["version"] = version
        return {"metadata": metadata, CASES_KEY[fmt]: rows}
    document: dict[str, Any] = {CASES_KEY[fmt]: rows}
    if version is not None:
        document["version"] = version
    if include_extensions:
        clashes = sorted(k for k in metadata if k in document and document[k] != metadata[k])
        if clashes:
            raise DatasetError(f"metadata key(s) {', '.join(map(repr, clashes))} clash with outcome_json fields")
        document.update(metadata)
    return document
