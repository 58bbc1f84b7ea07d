"""One reader for JSON Lines files: every line parsed the same way, every problem located.

Frozen replay fixtures, imported history, request logs, RAGTruth labels and report rows are all
JSONL. They differ only in which exception names the problem (a dataset, an imported artefact, a
stored report) and in whether each line is validated by a model — not in how a bad line is
reported: ``file:line: field: message``, blank lines skipped, nothing guessed.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Protocol, TypeVar, overload

from pydantic import BaseModel, ValidationError

from rageval_pipeline.core.errors import DatasetError

M = TypeVar("M", bound=BaseModel)


class LocatedErrorType(Protocol):
    def __call__(self, message: str, *, path: Any = ..., line: int | None = ...,
                 field: str | None = ...) -> Exception: ...


def iter_jsonl_text(text: str, *, path: Any, error: LocatedErrorType = DatasetError,
                    objects_only: bool = False) -> Iterator[tuple[int, Any]]:
    """``(line number, decoded value)`` for every non-blank line of ``text``."""
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as exc:
            raise error(f"invalid JSON: {exc.msg} (column {exc.colno})", path=path, line=number) from None
        if objects_only and not isinstance(value, dict):
            raise error(f"expected a JSON object, got {type(value).__name__}", path=path, line=number)
        yield number, value


def read_text(path: str | Path, *, error: LocatedErrorType = DatasetError, what: str = "file") -> str:
    file = Path(path)
    try:
        return file.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise error(f"{what} does not exist", path=file) from None
    except UnicodeDecodeError as exc:
        raise error(f"not UTF-8 text (byte {exc.start})", path=file) from None
    except OSError as exc:
        raise error(f"cannot read the {what}: {exc.strerror or exc}", path=file) from None


@overload
def read_jsonl(path: str | Path, model: type[M], *, error: LocatedErrorType = ..., what: str = ...
               ) -> list[tuple[int, M]]: ...
@overload
def read_jsonl(path: str | Path, model: None = ..., *, error: LocatedErrorType = ..., what: str = ...
               ) -> list[tuple[int, dict[str, Any]]]: ...
def read_jsonl(path: str | Path, model: type[M] | None = None, *, error: LocatedErrorType = DatasetError,
               what: str = "file") -> list[tuple[int, Any]]:
    """Every non-blank line of a JSONL file as ``(line number, object)``, validated by ``model``
    when one is given; the first problem raises ``error`` naming the file, line and field."""
    file = Path(path)
    out: list[tuple[int, Any]] = []
    for number, value in iter_jsonl_text(read_text(file, error=error, what=what), path=file, error=error,
                                         objects_only=True):
        if model is None:
            out.append((number, value))
            continue
        try:
            out.append((number, model.model_validate(value)))
        except ValidationError as exc:
            first = exc.errors()[0]
            field = ".".join(str(p) for p in first["loc"]) or None
            raise error(first["msg"], path=file, line=number, field=field) from None
    return out


__all__ = ["iter_jsonl_text", "read_jsonl", "read_text"]
