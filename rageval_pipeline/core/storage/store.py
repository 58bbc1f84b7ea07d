"""One store for everything a run writes, on a local folder or any fsspec URL.

``RAGEVAL_HOME`` may be ``/srv/rageval``, ``s3://bucket/rageval`` or ``memory://rageval``: Parquet
storage, report folders (``summary.json``, ``per_question.jsonl``, ``summary.md``, drift files,
trend charts) and imported history all go through :class:`RunStore`, so they land in the same
place — never in a local folder literally named ``s3:``.

Two kinds of state stay on the local disk whatever the home is, because they need POSIX
semantics no object store offers: the per-case checkpoints (fsync'd appends, so a killed run
resumes) and the caches (the judge's SQLite call cache, embedding matrices). With a local home
they live under it; with a remote one under ``state_dir`` (``RAGEVAL_STATE_DIR``; default a folder
under ``~/.cache/rageval`` named after the home URL, so two homes never share state).
"""

from __future__ import annotations

import hashlib
import json
import os
import posixpath
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from upath import UPath

from rageval_pipeline.core.errors import StorageError
from rageval_pipeline.core.records.jsonl import iter_jsonl_text
from rageval_pipeline.core.storage.atomic import (
    is_local,
    write_bytes_atomic,
    write_text_atomic,
)

SUMMARY_FILE = "summary.json"


def _located_storage_error(message: str, *, path: Any = None, line: int | None = None,
                           field: str | None = None) -> StorageError:
    """A stored artefact that does not parse is a storage problem, located like any other."""
    return StorageError(f"line {line}: {message}" if line is not None else message, path=path)
ROWS_FILE = "per_question.jsonl"
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def location(path: str | os.PathLike[str] | UPath) -> UPath:
    """A local path or URL as a :class:`UPath` (local paths stay ordinary paths)."""
    if isinstance(path, UPath):
        return path
    text = os.fspath(path)
    return UPath(text) if "://" in text else UPath(Path(text).absolute())


def relative_posix(path: Any, start: Any) -> str:
    """``path`` relative to ``start`` as a POSIX string, for local paths and URLs alike."""
    def posix(p: Any) -> str:
        return str(getattr(p, "path", "") or os.fspath(p))

    return Path(posixpath.relpath(posix(path), posix(start))).as_posix()


class ReportStore:
    """Report folders ``<root>/<suite>/<date>/``: written atomically, read back by drift, trends,
    the CLI and history import."""

    def __init__(self, root: str | os.PathLike[str] | UPath) -> None:
        self.root = location(root)

    def report_dir(self, suite: str, date: str) -> UPath:
        return self.root / suite / date

    def write_text(self, path: UPath, text: str) -> None:
        write_text_atomic(path, text)

    def write_bytes(self, path: UPath, data: bytes) -> None:
        write_bytes_atomic(path, data)

    def read_json(self, path: UPath) -> Any | None:
        """The parsed file, or ``None`` when it does not exist; a corrupt file is a StorageError."""
        text = self._read(path)
        if text is None:
            return None
        try:
            return json.loads(text)
        except json.JSONDecodeError as exc:
            raise StorageError(f"not valid JSON: {exc.msg} (line {exc.lineno})", path=path) from None

    def read_jsonl(self, path: UPath) -> list[Any] | None:
        text = self._read(path)
        if text is None:
            return None
        return [row for _, row in iter_jsonl_text(text, path=str(path), error=_located_storage_error)]

    def _read(self, path: UPath) -> str | None:
        try:
            return path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise StorageError(f"could not read: {exc}", path=path) from exc

    def summary(self, suite: str, date: str) -> dict[str, Any] | None:
        data = self.read_json(self.report_dir(suite, date) / SUMMARY_FILE)
        return data if isinstance(data, dict) else None

    def rows(self, suite: str, date: str) -> list[dict[str, Any]] | None:
        return self.read_jsonl(self.report_dir(suite, date) / ROWS_FILE)

    def summary_dates(self, suite: str, *, before: str | None = None) -> list[str]:
        """Dates of the suite that have a ``summary.json``, oldest first (optionally before a date)."""
        folder = self.root / suite
        try:
            if not folder.is_dir():
                return []
            names = [p.name for p in folder.iterdir()]
        except OSError as exc:
            raise StorageError(f"could not list reports: {exc}", path=folder) from exc
        dates = sorted(n for n in names if _DATE.match(n) and (before is None or n < before))
        return [d for d in dates if (folder / d / SUMMARY_FILE).exists()]

    def previous_summaries(self, suite: str, date: str, *, limit: int) -> list[dict[str, Any]]:
        """Summaries of the suite's earlier dates, newest last; an unreadable one leaves a gap in
        the trend rather than failing the night."""
        out = []
        for d in self.summary_dates(suite, before=date)[-limit:] if limit > 0 else []:
            try:
                data = self.summary(suite, d)
            except StorageError:
                continue
            if data is not None:
                out.append(data)
        return out


def as_reports(reports: ReportStore | str | os.PathLike[str] | UPath) -> ReportStore:
    return reports if isinstance(reports, ReportStore) else ReportStore(reports)


class RunStore:
    """Where a run's outputs live. ``home`` is a folder or URL; ``state_dir`` the local state of a
    remote home (ignored for a local one)."""

    def __init__(self, home: str | os.PathLike[str] | UPath, *, state_dir: str | os.PathLike[str] | None = None,
                 storage_options: Mapping[str, Any] | None = None) -> None:
        text = home if isinstance(home, UPath) else os.fspath(home)
        if isinstance(text, str) and "://" in text and storage_options:
            self.root = UPath(text, **dict(storage_options))
        else:
            self.root = location(text)
        self._state_dir = Path(state_dir) if state_dir is not None else None
        self.reports = ReportStore(self.root / "reports")

    @property
    def is_local(self) -> bool:
        return is_local(self.root)

    @property
    def storage_url(self) -> str:
        """Base of the Parquet IO manager: ``<home>/storage``."""
        return str(self.root / "storage")

    # -- local working state ---------------------------------------------------------------------

    @property
    def state_root(self) -> Path:
        if self.is_local:
            return Path(os.fspath(self.root))
        if self._state_dir is not None:
            return self._state_dir
        slug = hashlib.sha256(str(self.root).encode("utf-8")).hexdigest()[:12]
        return Path.home() / ".cache" / "rageval" / f"{self.root.protocol}-{slug}"

    @property
    def cache_dir(self) -> Path:
        return self.state_root / "cache"

    def checkpoint_path(self, asset: str, date: str, suite: str, fingerprint: str) -> Path:
        return self.state_root / "checkpoints" / asset / date / f"{suite}-{fingerprint}.jsonl"

    def shard_checkpoint_dir(self, asset: str, date: str, suite: str) -> Path:
        """The checkpoints of one partition's case shards (``core.runtime.shards``), one file each."""
        return self.state_root / "checkpoints" / asset / date / suite

    def shard_checkpoint_path(self, asset: str, date: str, suite: str, shard: str, fingerprint: str) -> Path:
        return self.shard_checkpoint_dir(asset, date, suite) / f"{shard}-{fingerprint}.jsonl"


__all__ = ["ROWS_FILE", "SUMMARY_FILE", "ReportStore", "RunStore", "as_reports", "location", "relative_posix"]
