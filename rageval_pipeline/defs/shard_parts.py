"""How the steps of a sharded asset hand each other their values, and when those values go away.

A sharded ``system_responses`` or ``judge_verdicts`` is a small graph: a planning step yields one
:class:`Shard` per case shard, one step per shard returns its :class:`StageResult`, and a merge
step writes the asset. The steps may run in different processes or on different machines (Celery
workers, Kubernetes pods), so what passes between them is stored under the run store every worker
shares (``<home>/shard_parts/<run id>/<asset step>/…``, a folder or an object-store URL): a shard
as JSON, a shard's result as Parquet plus its metadata as JSON — never pickles.

The merge step's success hook (:data:`remove_shard_parts`) deletes its asset's parts once the
merged table is stored; until then a re-execution of the run from its failure still finds them.
"""

from __future__ import annotations

import json
import re
from typing import Any

from dagster import HookContext, InputContext, IOManager, OutputContext, io_manager, success_hook
from upath import UPath

from rageval_pipeline.core.errors import StorageError
from rageval_pipeline.core.runtime.shards import Shard
from rageval_pipeline.core.stages.result import StageResult
from rageval_pipeline.core.storage.atomic import read_parquet, write_parquet_atomic, write_text_atomic

#: the resource key of the IO manager every sharded asset's inner steps use
SHARD_PARTS = "rageval_shard_parts"
SHARD_FILE, TABLE_FILE, METADATA_FILE = "shard.json", "table.parquet", "metadata.json"
_UNSAFE = re.compile(r"[^A-Za-z0-9_.=-]")


def _safe(part: str) -> str:
    return _UNSAFE.sub("_", part)


class ShardPartsIOManager(IOManager):
    """Stores shards and shard results of a run under ``root/<run id>/<asset step>/<step>/<output>``."""

    def __init__(self, root: UPath) -> None:
        self.root = root

    def run_folder(self, run_id: str, node: str) -> UPath:
        """Everything one sharded asset's steps stored in one run (``node``: the asset's graph)."""
        return self.root / _safe(run_id) / _safe(node)

    def _path(self, context: OutputContext) -> UPath:
        # a step key of an inner step is "<asset graph>.<op>[<mapping key>]"
        node, _, inner = context.step_key.partition(".")
        folder = self.run_folder(context.run_id, node) / _safe(inner or node) / _safe(context.name)
        return folder / _safe(context.mapping_key) if context.mapping_key else folder

    def handle_output(self, context: OutputContext, obj: Any) -> None:
        path = self._path(context)
        if isinstance(obj, Shard):
            write_text_atomic(path / SHARD_FILE, json.dumps(obj.to_json(), sort_keys=True))
        elif isinstance(obj, StageResult):
            write_parquet_atomic(obj.table, path / TABLE_FILE)
            write_text_atomic(path / METADATA_FILE, json.dumps(obj.metadata, sort_keys=True, default=str))
        else:
            raise StorageError(f"step {context.step_key} handed over a {type(obj).__name__}; shard steps pass "
                               "Shard or StageResult values", path=path)

    def load_input(self, context: InputContext) -> Shard | StageResult:
        upstream = context.upstream_output
        if upstream is None:
            raise StorageError(f"input {context.name} has no upstream step to load a shard part from")
        path = self._path(upstream)
        try:
            if (path / SHARD_FILE).exists():
                return Shard.from_json(json.loads((path / SHARD_FILE).read_text(encoding="utf-8")))
            metadata = json.loads((path / METADATA_FILE).read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise StorageError(f"the part step {upstream.step_key} stored is gone (removed once its asset was "
                               "stored, or by hand): run the asset again", path=path) from None
        except (OSError, ValueError) as exc:
            raise StorageError(f"could not read a shard part: {exc}", path=path) from exc
        return StageResult(table=read_parquet(path / TABLE_FILE), metadata=metadata)


@io_manager(required_resource_keys={"rageval"},
            description="Shards and shard results between a sharded asset's steps, under <home>/shard_parts/.")
def shard_parts_io_manager(init_context: Any) -> ShardPartsIOManager:
    return ShardPartsIOManager(init_context.resources.rageval.store.root / "shard_parts")


@success_hook(name="remove_shard_parts", required_resource_keys={"rageval"})
def remove_shard_parts(context: HookContext) -> None:
    """Once a merge step has stored its asset, delete what its asset's steps handed each other."""
    node = (context.step_key or "").partition(".")[0]
    folder = ShardPartsIOManager(context.resources.rageval.store.root / "shard_parts").run_folder(context.run_id, node)
    try:
        if folder.exists():
            folder.fs.rm(folder.path, recursive=True)  # fsspec: a local folder and a bucket prefix alike
        run = folder.parent
        if run.exists() and not any(run.iterdir()):  # the run's last sharded asset (an object store has no folders)
            run.rmdir()
    except OSError as exc:  # left-over parts cost space, never correctness: say so and go on
        context.log.warning(f"could not remove the shard parts in {folder}: {exc}")


__all__ = ["SHARD_PARTS", "ShardPartsIOManager", "remove_shard_parts", "shard_parts_io_manager"]
