"""Case shards: one partition's cases split so several workers each take a part of the expensive
stages (asking the system, judging), and the parts merged back into exactly the rows the unsharded
stage writes.

Planning (:func:`plan_shards`) depends only on the set of case ids and the shard count: the ids are
ordered by a content hash and dealt round-robin, so a re-run (after a kill, on another worker) gets
the same shards whatever order the dataset lists its cases in, shard sizes differ by at most one,
and cases that sit together in a dataset (often similar, similarly slow questions) spread over all
shards instead of landing in one.

Merging (:func:`merge_shard_tables`) puts rows back in the order the unsharded stage produces,
stably (a verdict's passes stay in the order the judge wrote them), and refuses parts that lack a
row, repeat one, or carry one nobody asked for — a bad merge is an error, never a silently short
table.

Resuming: each shard keeps its own checkpoint file (:meth:`RunStore.shard_checkpoint_path`), written
by the one process running that shard. One writer per file needs no locking, so the file may sit on
a folder every worker shares (NFS and the like, whose appends from several hosts can interleave);
a shard re-run elsewhere reads what the killed run finished. Judge calls resume through the judge's
own content-addressed call cache, at the granularity of a single call.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pyarrow as pa

from rageval_pipeline.core.datasets import qid_sort_key
from rageval_pipeline.core.errors import ConfigError, DatasetError, StorageError
from rageval_pipeline.core.records.hashing import stable_hash
from rageval_pipeline.core.records.schemas import EvalCase

#: a row's identity in the sharded tables: (case id, variant)
RowKey = tuple[str, str]


@dataclass(frozen=True)
class Shard:
    """Shard ``index`` of ``count``; ``case_ids`` in the dataset's id order."""

    index: int
    count: int
    case_ids: tuple[str, ...]

    @property
    def key(self) -> str:
        """``shard_002_of_008``: usable as a Dagster mapping key and in a file name."""
        return f"shard_{self.index:03d}_of_{self.count:03d}"

    def select(self, cases: Sequence[EvalCase]) -> list[EvalCase]:
        """This shard's cases, in the order ``cases`` lists them."""
        mine = set(self.case_ids)
        return [c for c in cases if c.id in mine]

    def __len__(self) -> int:
        return len(self.case_ids)

    def to_json(self) -> dict[str, Any]:
        """The shard as plain JSON (how it travels from the planning step to its own step)."""
        return {"index": self.index, "count": self.count, "case_ids": list(self.case_ids)}

    @classmethod
    def from_json(cls, data: Any) -> Shard:
        """A shard written by :meth:`to_json`; anything else is a StorageError (a damaged file)."""
        try:
            index, count, case_ids = data["index"], data["count"], data["case_ids"]
            ok = (isinstance(index, int) and isinstance(count, int) and 0 <= index < count
                  and isinstance(case_ids, list) and all(isinstance(c, str) for c in case_ids))
        except (TypeError, KeyError):
            ok = False
        if not ok:
            raise StorageError("not a shard: expected {index, count, case_ids} with 0 <= index < count")
        return cls(index=index, count=count, case_ids=tuple(case_ids))


def _check_unique(case_ids: Sequence[str]) -> None:
    duplicates = sorted(cid for cid, n in Counter(case_ids).items() if n > 1)
    if duplicates:  # shards and merged rows are keyed by case id: a duplicate would vanish
        raise DatasetError(f"duplicate case id(s) {duplicates}: every case needs its own id", field="id")


def plan_shards(cases: Sequence[EvalCase], count: int) -> list[Shard]:
    """``count`` shards over ``cases`` (fewer when there are fewer cases; one, empty, for none)."""
    if count < 1:
        raise ConfigError(f"shard count must be >= 1, got {count}", field="shards")
    ids = [c.id for c in cases]
    _check_unique(ids)
    n = max(1, min(count, len(ids)))
    dealt = sorted(ids, key=lambda cid: (stable_hash(cid), cid))
    return [Shard(index=i, count=n, case_ids=tuple(sorted(dealt[i::n], key=qid_sort_key))) for i in range(n)]


def merge_shard_tables(parts: Sequence[pa.Table], order: Sequence[RowKey], *, schema: pa.Schema,
                       one_row_per_key: bool) -> pa.Table:
    """The rows of every part, in ``order`` of their ``(case_id, variant)``.

    ``one_row_per_key``: each key has exactly one row (responses); otherwise one or more, all from
    the same part and kept in that part's order (a verdict's passes, then its final verdict).
    """
    for number, part in enumerate(parts):
        if not part.schema.equals(schema):
            raise StorageError(f"shard part {number} does not have the table's schema: {part.schema}")
    rank: dict[RowKey, int] = {}
    for position, key in enumerate(order):
        if key in rank:
            raise StorageError(f"the merge order lists case {key[0]!r} variant {key[1]!r} twice")
        rank[key] = position
    table = pa.concat_tables(parts) if parts else schema.empty_table()
    keys = list(zip(table.column("case_id").to_pylist(), table.column("variant").to_pylist(), strict=True))
    owner: dict[RowKey, int] = {}
    row = 0
    for number, part in enumerate(parts):
        for key in keys[row:row + part.num_rows]:
            if key not in rank:
                raise StorageError(f"shard part {number} holds case {key[0]!r} variant {key[1]!r}, "
                                   "which the partition does not have")
            if owner.setdefault(key, number) != number:
                raise StorageError(f"case {key[0]!r} variant {key[1]!r} is in shard parts {owner[key]} and {number}")
        row += part.num_rows
    missing = [key for key in order if key not in owner]
    if missing:
        raise StorageError(f"the shard parts lack {len(missing)} row(s), first case {missing[0][0]!r} "
                           f"variant {missing[0][1]!r}: a shard did not finish")
    if one_row_per_key and len(keys) != len(owner):
        [(case_id, variant), _] = next((k, n) for k, n in Counter(keys).items() if n > 1)
        raise StorageError(f"case {case_id!r} variant {variant!r} has more than one row")
    indices = sorted(range(len(keys)), key=lambda i: (rank[keys[i]], i))
    # parts read back from Parquet name their list items "element", the table's schema "item":
    # equal to Arrow's eye, not in the Arrow schema stored in the merged file
    return table.take(pa.array(indices, type=pa.int64())).combine_chunks().cast(schema)


__all__ = ["RowKey", "Shard", "merge_shard_tables", "plan_shards"]
