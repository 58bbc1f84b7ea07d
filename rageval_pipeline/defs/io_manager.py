"""Parquet IO manager: one file per asset partition, ``<base>/<asset>/<date>/<suite>.parquet``.

A suite's asset ``<suite>/<asset>`` on ``<date>`` lands in ``<asset>/<date>/<suite>.parquet`` — the
layout the stored history already has, so responses captured before suites had their own graphs
still re-score; an asset without a suite prefix (the online ones) in ``<asset>/<date>.parquet``.

Assets hand over ``pyarrow.Table`` objects already shaped by ``core.tables`` schemas; this layer
only places, writes (atomically) and reads them. ``base_path`` may be a local folder or any
fsspec URL (``s3://bucket/prefix``) — UPath makes both the same code path.
"""

from __future__ import annotations

from typing import Any

import pyarrow as pa
from dagster import (
    ConfigurableIOManagerFactory,
    InputContext,
    OutputContext,
    UPathIOManager,
)
from upath import UPath

from rageval_pipeline.core.errors import StorageError
from rageval_pipeline.core.storage.atomic import (
    read_parquet,
    write_parquet_atomic,
)


class ParquetUPathIOManager(UPathIOManager):
    extension = ".parquet"

    def dump_to_path(self, context: OutputContext, obj: Any, path: UPath) -> None:
        if not isinstance(obj, pa.Table):
            raise StorageError(f"asset {context.asset_key.to_user_string()} returned {type(obj).__name__}, "
                               "expected a pyarrow.Table", path=path)
        write_parquet_atomic(obj, path)

    def load_from_path(self, context: InputContext, path: UPath) -> pa.Table:
        return read_parquet(path)

    def get_asset_relative_path(self, context: InputContext | OutputContext) -> UPath:
        return UPath(context.asset_key.path[-1])

    def get_path_for_partition(self, context: InputContext | OutputContext, path: UPath, partition: str) -> UPath:
        folder = self.make_safe_partition_path(path, partition)
        prefix = context.asset_key.path[:-1]
        return folder.joinpath(*prefix) if prefix else folder

    def get_metadata(self, context: OutputContext, obj: Any) -> dict[str, Any]:
        # no row/column counts: each asset's own metadata counts what it holds (cases, responses,
        # verdicts), and the UI would plot a report's constant one row as a series
        return {}


class ParquetIOManager(ConfigurableIOManagerFactory):
    """Config: ``base_path`` (folder or URL) and optional fsspec ``storage_options``."""

    base_path: str
    storage_options: dict[str, Any] = {}

    def create_io_manager(self, context: Any) -> ParquetUPathIOManager:
        base = UPath(self.base_path, **self.storage_options)
        return ParquetUPathIOManager(base_path=base)
