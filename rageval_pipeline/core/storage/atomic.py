"""Atomic files (Parquet, text, bytes) on a local folder or an fsspec/UPath location (``s3://…``).

A reader never sees a half-written file: we write a temporary sibling and rename it over the
target (``os.replace`` locally — atomic on POSIX; ``fs.mv`` on object stores, where a single PUT
is already all-or-nothing). On failure the temporary file is removed and the previous version of
the target stays intact.
"""

from __future__ import annotations

import os
import uuid
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from rageval_pipeline.core.errors import StorageError


def is_local(path: Any) -> bool:
    """A plain path, or a UPath on the local filesystem (written with fsync + os.replace)."""
    return (getattr(path, "protocol", "") or "") in ("", "file", "local")


def write_parquet_atomic(table: pa.Table, path: Any, *, compression: str = "zstd") -> None:
    """Write ``table`` to ``path`` (Path or UPath) atomically; errors name the path."""
    tmp = path.with_name(f".{path.name}.{uuid.uuid4().hex}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if is_local(path):
            with open(os.fspath(tmp), "wb") as handle:
                pq.write_table(table, handle, compression=compression)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(os.fspath(tmp), os.fspath(path))
        else:
            with tmp.open("wb") as handle:
                pq.write_table(table, handle, compression=compression)
            tmp.fs.mv(tmp.path, path.path)
    except (OSError, pa.ArrowException) as exc:
        try:
            if tmp.exists():
                tmp.unlink()
        except OSError:
            pass  # best effort: the write already failed and that error is what we report
        raise StorageError(f"could not write Parquet: {exc}", path=path) from exc


def read_parquet(path: Any) -> pa.Table:
    try:
        if is_local(path):
            return pq.read_table(os.fspath(path))
        with path.open("rb") as handle:
            return pq.read_table(handle)
    except FileNotFoundError:
        raise StorageError("Parquet file does not exist", path=path) from None
    except (OSError, pa.ArrowException) as exc:
        raise StorageError(f"could not read Parquet: {exc}", path=path) from exc


def write_text_atomic(path: Any, text: str) -> None:
    """Reports and JSON artefacts: same temp-then-rename rule as Parquet (Path or UPath)."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: Any, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically: a temporary sibling renamed over the target."""
    tmp = path.with_name(f".{path.name}.{uuid.uuid4().hex}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if is_local(path):
            with open(os.fspath(tmp), "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(os.fspath(tmp), os.fspath(path))
        else:
            with tmp.open("wb") as handle:
                handle.write(data)
            tmp.fs.mv(tmp.path, path.path)
    except OSError as exc:
        try:
            if tmp.exists():
                tmp.unlink()
        except OSError:
            pass  # best effort: the write already failed and that error is what we report
        raise StorageError(f"could not write file: {exc}", path=path) from exc
