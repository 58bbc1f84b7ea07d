"""Reading a dataset file of any of the three seed formats into one validated EvalDataset."""

from __future__ import annotations

import logging
import re
from datetime import datetime, timezone
from pathlib import Path, PurePath
from typing import Any, get_args

from rageval_pipeline.core.datasets import limits
from rageval_pipeline.core.datasets._cases import (
    Draft,
    Location,
    build_case,
    describe,
    draft_case,
    missing_summary,
)
from rageval_pipeline.core.datasets._json import (
    DuplicateKeyError,
    TreeProblem,
    check_tree,
    decode_bytes,
    element_lines,
    loads_located,
    make_decoder,
    render_path,
    strip_bom,
    utf8_size,
)
from rageval_pipeline.core.errors import DatasetError
from rageval_pipeline.core.records.hashing import stable_hash
from rageval_pipeline.core.records.schemas import DatasetFormat, EvalCase, EvalDataset

logger = logging.getLogger("rageval_pipeline.core.datasets")

FORMATS: tuple[DatasetFormat, ...] = get_args(DatasetFormat)
CASES_KEY: dict[DatasetFormat, str] = {"qa_json": "test_cases", "outcome_json": "cases"}
FORMAT_HELP = (
    "qid_jsonl (one JSON object per line with qid, question, answerable, gold), "
    'qa_json (an object with "test_cases": [...]), '
    'outcome_json (an object with "cases": [...])'
)
_DIGITS = re.compile(r"([0-9]+)")


def qid_sort_key(case_id: str) -> tuple[Any, ...]:
    """Numeric-aware sort key: ``q2 < q10 < q10a``; a total, deterministic order.

    Text and digit runs alternate in ``re.split`` output, so positions always compare like with
    like. Digit runs compare by value without ``int()`` (no digit-count limit), and the raw id
    breaks ties (``q2`` vs ``q02``) so distinct ids never compare equal.
    """
    parts = _DIGITS.split(case_id)
    key: list[Any] = []
    for i, part in enumerate(parts):
        if i % 2:
            digits = part.lstrip("0")
            key.append((len(digits), digits))
        else:
            key.append(part)
    return (tuple(key), case_id)


def detect_format(data: object) -> DatasetFormat:
    """Which seed format parsed content is in: a list of lines/rows, or a dict by its cases key."""
    if isinstance(data, list) and all(isinstance(item, str | dict) for item in data):
        return "qid_jsonl"
    if isinstance(data, dict):
        has_qa, has_outcome = "test_cases" in data, "cases" in data
        if has_qa and has_outcome:
            raise DatasetError(f'ambiguous format: both "test_cases" and "cases" are present; expected one of: {FORMAT_HELP}')
        if has_qa:
            return "qa_json"
        if has_outcome:
            return "outcome_json"
        raise DatasetError(f"unknown dataset format (object without a cases list); expected one of: {FORMAT_HELP}")
    raise DatasetError(f"unknown dataset format ({describe(data)}); expected one of: {FORMAT_HELP}")


def _check_format_name(format: object, source: str) -> None:
    if format is not None and format not in FORMATS:
        raise DatasetError(f"unknown format {format!r}; expected one of: {', '.join(FORMATS)}", path=source)


def _suffix_hint(source: str) -> str:
    return PurePath(source).suffix.lower()


def _is_jsonl(text: str, source: str, format: DatasetFormat | None) -> bool:
    """Decide between line-per-case and one JSON document, without reading the file twice."""
    if format is not None:
        return format == "qid_jsonl"
    suffix = _suffix_hint(source)
    if suffix in (".jsonl", ".ndjson"):
        return True
    if suffix == ".json":
        return False
    lines = [line for line in text.split("\n") if line.strip()]
    if len(lines) == 1:
        return not _looks_like_document(lines[0])
    return lines[0].lstrip().startswith("{") and lines[0].rstrip().endswith("}")


def _looks_like_document(line: str) -> bool:
    """A single line is a whole JSON document when it is an object holding a cases list."""
    try:
        value = make_decoder().decode(line)
    except (ValueError, RecursionError, DuplicateKeyError):
        return False  # the JSONL path reports the problem with its line number
    return isinstance(value, dict) and ("test_cases" in value or "cases" in value)


def parse_dataset(
    text: str,
    *,
    source: str,
    format: DatasetFormat | None = None,
    require_labeled: bool = False,
) -> EvalDataset:
    """Validate in-memory dataset text; ``source`` names it in errors and gives the default name."""
    return _parse(text, source=source, path=source, format=format, require_labeled=require_labeled, warnings=[],
                  log_warnings=True)


def _parse(
    text: str,
    *,
    source: str,
    path: str,
    format: DatasetFormat | None,
    require_labeled: bool,
    warnings: list[str],
    log_warnings: bool,
) -> EvalDataset:
    _check_format_name(format, source)
    if not isinstance(text, str):
        raise DatasetError(f"dataset text must be a string, got {describe(text)}", path=source)
    size = utf8_size(text, source)
    if size > limits.MAX_FILE_BYTES:
        raise DatasetError(f"dataset is {size} bytes, larger than the limit of {limits.MAX_FILE_BYTES} bytes", path=source)
    text = strip_bom(text)
    if not text.strip():
        raise DatasetError("dataset is empty", path=source)
    top: dict[str, Any] = {}
    if _is_jsonl(text, source, format):
        fmt: DatasetFormat = "qid_jsonl"
        drafts = _jsonl_drafts(text, source, require_labeled)
    else:
        fmt, drafts, top = _document_drafts(text, source, format, require_labeled)
    for draft in drafts:
        warnings.extend(draft.warnings)
    summary = missing_summary(drafts, source)
    if summary is not None:
        warnings.append(summary)
    cases = _settle_ids(drafts, fmt, warnings)
    return _assemble(cases, fmt, top, path=path, source=source, warnings=warnings, log_warnings=log_warnings)


def _jsonl_drafts(text: str, source: str, require_labeled: bool) -> list[Draft]:
    drafts: list[Draft] = []
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        size = utf8_size(line, source, number)
        if size > limits.MAX_LINE_BYTES:
            raise DatasetError(
                f"line is {size} bytes, longer than the limit of {limits.MAX_LINE_BYTES} bytes", path=source, line=number
            )
        value = loads_located(line, source, line=number)
        loc = Location(source, number)
        _check_tree_at(value, loc)
        if not isinstance(value, dict):
            raise loc.error("", f"each line must be a JSON object (one case), got {describe(value)}")
        drafts.append(draft_case(value, "qid_jsonl", loc, len(drafts), require_labeled=require_labeled))
    if not drafts:
        raise DatasetError("dataset is empty", path=source)
    return drafts


def _check_tree_at(value: Any, loc: Location) -> None:
    try:
        check_tree(value)
    except TreeProblem as exc:
        raise loc.error(render_path(exc.path), exc.message) from None


def _document_drafts(
    text: str, source: str, format: DatasetFormat | None, require_labeled: bool
) -> tuple[DatasetFormat, list[Draft], dict[str, Any]]:
    try:
        value = loads_located(text, source)
    except DatasetError as exc:
        if format is None and exc.message.startswith("invalid JSON: Extra data"):
            hint = f"{exc.message}; this looks like JSON Lines: name the file .jsonl or pass format='qid_jsonl'"
            raise DatasetError(hint, path=source, line=exc.line) from None
        raise
    if not isinstance(value, dict):
        raise DatasetError(
            f"unknown dataset format: the top level is {describe(value)}, not an object; expected one of: {FORMAT_HELP}",
            path=source,
        )
    fmt = format or _detect_located(value, source)
    key = CASES_KEY[fmt]
    if key not in value:
        raise DatasetError(f"missing top-level {key!r} list required by the {fmt} format", path=source, field=key)
    raw_cases = value[key]
    if not isinstance(raw_cases, list):
        raise DatasetError(f"must be a list of cases, got {describe(raw_cases)}", path=source, field=key)
    lines = element_lines(text, key, raw_cases)
    try:
        check_tree(value)
    except TreeProblem as exc:
        line = lines[exc.path[1]] if len(exc.path) > 1 and exc.path[0] == key and isinstance(exc.path[1], int) else None
        raise DatasetError(exc.message, path=source, line=line, field=render_path(exc.path)) from None
    if not raw_cases:
        raise DatasetError("dataset has no cases", path=source, field=key)
    drafts = [
        draft_case(raw, fmt, Location(source, lines[i], f"{key}[{i}]"), i, require_labeled=require_labeled)
        for i, raw in enumerate(raw_cases)
    ]
    top = {k: v for k, v in value.items() if k != key}
    return fmt, drafts, _top_level(top, fmt, source)


def _detect_located(value: dict[str, Any], source: str) -> DatasetFormat:
    try:
        return detect_format(value)
    except DatasetError as exc:
        raise DatasetError(exc.message, path=source) from None


def _top_level(top: dict[str, Any], fmt: DatasetFormat, source: str) -> dict[str, Any]:
    """Dataset metadata: qa_json's ``metadata`` block plus any unknown top-level keys."""
    if fmt == "outcome_json":
        return dict(top)
    block = top.pop("metadata", {})
    if not isinstance(block, dict):
        raise DatasetError(f"must be an object, got {describe(block)}", path=source, field="metadata")
    clashes = sorted(set(block) & set(top))
    if clashes:
        raise DatasetError(
            f"top-level key(s) {', '.join(map(repr, clashes))} also appear in the metadata block", path=source
        )
    return {**block, **top}


def _settle_ids(drafts: list[Draft], fmt: DatasetFormat, warnings: list[str]) -> list[EvalCase]:
    """Reject duplicate ids (naming both places) and give id-less cases stable generated ids."""
    first_seen: dict[str, Draft] = {}
    for draft in drafts:
        if draft.explicit_id is None:
            continue
        if draft.explicit_id in first_seen:
            other = first_seen[draft.explicit_id].location
            raise draft.location.error(
                "qid" if fmt == "qid_jsonl" else "id",
                f"duplicate id {draft.explicit_id!r} (first used at {other.label()})",
            )
        first_seen[draft.explicit_id] = draft
    taken = set(first_seen)
    cases = []
    for draft in drafts:
        if draft.explicit_id is not None:
            cases.append(build_case(draft, draft.explicit_id, fmt, generated=False))
            continue
        case_id = _generated_id(draft.index, taken)
        taken.add(case_id)
        warnings.append(f"{draft.location.label()}: missing id; generated {case_id!r}")
        cases.append(build_case(draft, case_id, fmt, generated=True))
    return cases


def _generated_id(index: int, taken: set[str]) -> str:
    """``case_0003`` for the third case, suffixed if a real id already uses that name."""
    base = f"case_{index + 1:04d}"
    candidate, n = base, 1
    while candidate in taken:
        candidate, n = f"{base}_{n}", n + 1
    return candidate


def _case_content(case: EvalCase) -> dict[str, Any]:
    """What a case says (question, expected answer, evidence labels, flags, metadata), without where
    the file put it: the same case moved to another line or format is the same content."""
    return case.model_dump(mode="json", exclude={"source_line", "source_format"})


def content_hash(cases: list[EvalCase]) -> str:
    """Hash of what the cases say, not of how the file spells it (lines, format, whitespace)."""
    rows = sorted((_case_content(case) for case in cases), key=lambda row: qid_sort_key(row["id"]))
    return stable_hash(rows)


def case_content_hash(case: EvalCase) -> str:
    """Hash of what one case says, stored on its report rows so that drift can tell, by case id, an
    edited case (new question, ground truth or expected evidence) from an unchanged one."""
    return stable_hash(_case_content(case))


def _assemble(
    cases: list[EvalCase],
    fmt: DatasetFormat,
    top: dict[str, Any],
    *,
    path: str,
    source: str,
    warnings: list[str],
    log_warnings: bool,
) -> EvalDataset:
    name = top.get("name") if isinstance(top.get("name"), str) and top["name"].strip() else PurePath(source).stem
    version = _optional_text(top, "version", source)
    created = _optional_text(top, "created", source)
    metadata = {k: v for k, v in top.items() if not (fmt == "outcome_json" and k == "version")}
    for message in warnings if log_warnings else ():
        logger.warning("%s", message)
    return EvalDataset(
        path=path,
        format=fmt,
        name=name or "dataset",
        version=version,
        created=created,
        metadata=metadata,
        cases=sorted(cases, key=lambda c: qid_sort_key(c.id)),
        warnings=list(warnings),
        content_hash=content_hash(cases),
    )


def _optional_text(top: dict[str, Any], key: str, source: str) -> str | None:
    value = top.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise DatasetError(f"must be a string, got {describe(value)}", path=source, field=key)
    return str(value)


#: spreadsheet and table files a user may point at first
_NOT_JSON = frozenset({".csv", ".tsv", ".xlsx", ".xls", ".ods", ".parquet"})


def load_dataset(
    path: str | Path,
    *,
    format: DatasetFormat | None = None,
    require_labeled: bool = False,
    max_age_days: int = 30,
    now: datetime | None = None,
    log_warnings: bool = True,
) -> EvalDataset:
    """Load and validate a dataset file; warn (not fail) when it has not changed for too long.

    The warnings are in ``EvalDataset.warnings`` and, unless ``log_warnings=False``, logged. A caller
    that only checks the file before the run loads it again (preflight) passes ``False``, so the
    user reads each warning once."""
    file = Path(path)
    _check_format_name(format, file.name)
    if file.suffix.lower() in _NOT_JSON:  # else it reads as "invalid JSON at line 1", which misleads
        raise DatasetError(f"unsupported dataset file type {file.suffix!r}: write QA JSON or outcome cases JSON "
                           "(.json) or retrieval JSONL (.jsonl), see the README's dataset formats", path=str(file))
    try:
        stat = file.stat()
        if stat.st_size > limits.MAX_FILE_BYTES:
            raise DatasetError(
                f"file is {stat.st_size} bytes, larger than the limit of {limits.MAX_FILE_BYTES} bytes", path=file.name
            )
        data = file.read_bytes()
    except FileNotFoundError:
        raise DatasetError("dataset file does not exist", path=str(file)) from None
    except IsADirectoryError:
        raise DatasetError("dataset path is a directory, not a file", path=str(file)) from None
    except OSError as exc:
        raise DatasetError(f"cannot read dataset file: {exc.strerror or exc}", path=str(file)) from None
    warnings = _staleness(stat.st_mtime, max_age_days, now, file.name)
    text = decode_bytes(data, file.name)
    return _parse(text, source=file.name, path=str(file), format=format, require_labeled=require_labeled,
                  warnings=warnings, log_warnings=log_warnings)


def _staleness(mtime: float, max_age_days: int, now: datetime | None, name: str) -> list[str]:
    """Seed 002: a dataset untouched for longer than ``max_age_days`` may no longer match reality."""
    current = (now or datetime.now(timezone.utc)).timestamp()
    age_days = (current - mtime) / 86400.0
    if age_days <= max_age_days:
        return []
    modified = datetime.fromtimestamp(mtime, timezone.utc).strftime("%Y-%m-%d")
    return [f"{name}: dataset file is {int(age_days)} days old (last modified {modified}), older than {max_age_days} days; labels may be stale"]
