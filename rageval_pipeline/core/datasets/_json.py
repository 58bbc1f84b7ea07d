"""Turning dataset bytes into JSON values safely, with positions for error messages.

The standard ``json`` module is permissive in ways that hurt an evaluation dataset: it accepts
``NaN``/``Infinity``, silently keeps the last of two duplicate keys, overflows to ``inf`` on
``1e999`` and raises ``RecursionError`` on deep nesting. Everything here turns those cases into
located :class:`DatasetError` messages instead.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from rageval_pipeline.core.datasets import limits
from rageval_pipeline.core.errors import DatasetError

_JSON_WS = re.compile(r"[ \t\n\r]*")
_BOM = "\ufeff"

PathPart = str | int


@dataclass(frozen=True, slots=True)
class NonFinite:
    """Stand-in for a ``NaN``/``Infinity`` literal so the error can name the field it sits in."""

    literal: str


class DuplicateKeyError(Exception):
    """Raised from inside the decoder: two equal keys in one object would lose data silently."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


class TreeProblem(Exception):
    """A value inside a parsed document is unacceptable; ``path`` says where (for locating)."""

    def __init__(self, path: tuple[PathPart, ...], message: str) -> None:
        super().__init__(message)
        self.path = path
        self.message = message


def _parse_float(text: str) -> float | NonFinite:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        return NonFinite(text)
    return value


def _unique_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise DuplicateKeyError(key)
            seen.add(key)
    return result


def make_decoder() -> json.JSONDecoder:
    """A decoder that marks non-finite numbers and rejects duplicate keys."""
    return json.JSONDecoder(
        parse_float=_parse_float,
        parse_constant=NonFinite,
        object_pairs_hook=_unique_pairs,
    )


def line_of(text: str, index: int) -> int:
    """1-based line number of a character offset (``\\n`` separated, as JSON counts)."""
    return text.count("\n", 0, index) + 1


def decode_bytes(data: bytes, source: str) -> str:
    """UTF-8 text of ``data`` (a leading BOM dropped); bad bytes reported by offset and line."""
    if len(data) > limits.MAX_FILE_BYTES:
        raise DatasetError(
            f"file is {len(data)} bytes, larger than the limit of {limits.MAX_FILE_BYTES} bytes", path=source
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise DatasetError(
            f"not valid UTF-8 ({exc.reason} at byte offset {exc.start}); save the file as UTF-8",
            path=source,
            line=line,
        ) from None


def utf8_size(text: str, source: str, line: int | None = None) -> int:
    """Encoded size of ``text``; a lone surrogate (not encodable) is a located error."""
    try:
        return len(text.encode("utf-8"))
    except UnicodeEncodeError as exc:
        at = line if line is not None else line_of(text, exc.start)
        raise DatasetError(
            f"text contains an unpaired surrogate at character offset {exc.start}", path=source, line=at
        ) from None


def strip_bom(text: str) -> str:
    """Text without a leading byte-order mark (editors on Windows like to add one)."""
    return text[1:] if text.startswith(_BOM) else text


def loads_located(text: str, source: str, *, line: int | None = None) -> Any:
    """Parse one JSON value; every failure becomes a DatasetError naming file and line.

    ``line`` is the line the text came from (JSONL); without it the line is taken from the
    decoder's error position inside ``text``.
    """
    try:
        return make_decoder().decode(text)
    except json.JSONDecodeError as exc:
        where = line if line is not None else exc.lineno
        raise DatasetError(f"invalid JSON: {exc.msg} (column {exc.colno})", path=source, line=where) from None
    except DuplicateKeyError as exc:
        raise DatasetError(
            f"duplicate key {exc.key!r} in one JSON object (the first value would be lost)", path=source, line=line
        ) from None
    except RecursionError:
        raise DatasetError(
            f"JSON nesting is too deep (limit {limits.MAX_NESTING_DEPTH} levels)", path=source, line=line
        ) from None
    except ValueError as exc:  # e.g. an integer literal with more digits than Python converts
        raise DatasetError(f"invalid JSON: {exc}", path=source, line=line) from None


def check_tree(value: Any) -> None:
    """Reject what would break hashing or comparisons later: deep nesting, NaN, lone surrogates.

    Iterative (never recursive), so a hostile document cannot exhaust the stack here.
    """
    stack: list[tuple[Any, tuple[PathPart, ...], int]] = [(value, (), 1)]
    while stack:
        node, path, depth = stack.pop()
        if depth > limits.MAX_NESTING_DEPTH:
            # Name the field the deep value hangs off, not a 64-step path nobody can read.
            raise TreeProblem(path[:3], f"JSON nesting is deeper than {limits.MAX_NESTING_DEPTH} levels")
        if isinstance(node, NonFinite):
            raise TreeProblem(path, f"{node.literal} is not allowed: numbers must be finite")
        if isinstance(node, str):
            _check_text(node, path)
        elif isinstance(node, dict):
            for key in node:
                _check_text(key, path)
            stack.extend((child, (*path, key), depth + 1) for key, child in reversed(node.items()))
        elif isinstance(node, list):
            stack.extend((child, (*path, i), depth + 1) for i, child in reversed(list(enumerate(node))))


def _check_text(text: str, path: tuple[PathPart, ...]) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise TreeProblem(path, "string contains an unpaired surrogate escape (not valid Unicode)") from None


def render_path(path: tuple[PathPart, ...]) -> str:
    """``("gold", 0, "start_page")`` → ``gold[0].start_page``."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _skip_ws(text: str, index: int) -> int:
    match = _JSON_WS.match(text, index)
    return match.end() if match else index


def element_lines(text: str, key: str, expected: list[Any]) -> list[int | None]:
    """Line where each element of the top-level array ``key`` starts (``None`` if not found).

    ``json`` keeps no positions, so we find ``"key": [`` candidates and re-scan that array
    element by element; a candidate counts only if it re-parses to exactly ``expected``, which
    rules out look-alikes inside string values. Cost: one extra parse of the cases array.
    """
    decoder = make_decoder()
    for match in re.finditer(re.escape(json.dumps(key)) + r"[ \t\n\r]*:[ \t\n\r]*\[", text):
        starts = _array_starts(text, match.end() - 1, decoder, expected)
        if starts is not None:
            return _lines_of_ascending(text, starts)
    return [None] * len(expected)


def _lines_of_ascending(text: str, offsets: list[int]) -> list[int | None]:
    """Line numbers of ascending offsets in one pass (counting from 0 each time is quadratic)."""
    lines: list[int | None] = []
    line, previous = 1, 0
    for offset in offsets:
        line += text.count("\n", previous, offset)
        previous = offset
        lines.append(line)
    return lines


def _array_starts(text: str, open_index: int, decoder: json.JSONDecoder, expected: list[Any]) -> list[int] | None:
    items: list[Any] = []
    starts: list[int] = []
    try:
        i = _skip_ws(text, open_index + 1)
        if text[i] != "]":
            while True:
                starts.append(i)
                item, i = decoder.scan_once(text, i)  # type: ignore[attr-defined]
                items.append(item)
                i = _skip_ws(text, i)
                if text[i] == ",":
                    i = _skip_ws(text, i + 1)
                    continue
                if text[i] != "]":
                    return None
                break
    except (StopIteration, ValueError, IndexError, RecursionError, DuplicateKeyError):
        return None
    return starts if items == expected else None
