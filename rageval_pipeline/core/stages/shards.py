"""The two expensive stages per case shard: ``system_responses`` and ``judge_verdicts`` run one shard
at a time (each shard on whichever worker takes it) and merge into the table the unsharded stage
writes, row for row and byte for byte (``core.runtime.shards`` plans and merges).

A suite's ``execution.shards`` says how many shards; both stages deal the same cases into the same
shards (:func:`response_shards`, :func:`verdict_shards`). Each shard's step returns a
:class:`StageResult` whose metadata the merge sums or checks.

A shard's responses are checkpointed in the shard's own file, appended by the one process running
that shard, so a shard re-run after a kill asks the system only what the killed run had not
finished; its judge calls are served by the judge's call cache. :func:`clear_shard_checkpoints`
runs once the merged table is about to be stored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rageval_pipeline.core.adapters.base import RAGAdapter
from rageval_pipeline.core.adapters.response_contract import warn_no_contexts
from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.datasets import qid_sort_key
from rageval_pipeline.core.errors import StorageError
from rageval_pipeline.core.judges.base import Judge
from rageval_pipeline.core.records import tables
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse
from rageval_pipeline.core.runtime.checkpoint import ResponseCheckpoint, fingerprint
from rageval_pipeline.core.runtime.runner import order_cases
from rageval_pipeline.core.runtime.shards import RowKey, Shard, merge_shard_tables, plan_shards
from rageval_pipeline.core.stages.responses import response_metadata, responses_from_table, responses_stage
from rageval_pipeline.core.stages.result import StageResult
from rageval_pipeline.core.stages.verdicts import verdicts_from_table, verdicts_metadata, verdicts_stage
from rageval_pipeline.core.storage.store import RunStore

RESPONSES_ASSET = "system_responses"


def response_shards(suite: Suite, cases: Sequence[EvalCase]) -> list[Shard]:
    """The shards ``system_responses`` asks the system in: ``execution.shards`` of them."""
    return plan_shards(cases, suite.execution.shards)


def verdict_shards(suite: Suite, cases: Sequence[EvalCase]) -> list[Shard]:
    """The shards ``judge_verdicts`` judges in: the responses' shards (a retrieval-only suite judges
    nothing, so one)."""
    return plan_shards(cases, 1 if suite.retrieval_only else suite.execution.shards)


def replays_recorded_responses(suite: Suite) -> bool:
    """Whether the suite's system serves recorded rows (``adapters.factory.build_adapter``'s rule),
    which ``responses_stage`` writes in id order rather than critical cases first."""
    return suite.mode == "replay"


def response_row_order(cases: Sequence[EvalCase], variants: Mapping[str, Any] | Sequence[str], *,
                       replayed: bool) -> list[RowKey]:
    """The ``(case, variant)`` order :func:`responses_stage` writes: critical cases first, then the
    dataset's id order (recorded rows in replay mode: id order only), variants by name."""
    ordered = sorted(cases, key=lambda c: qid_sort_key(c.id)) if replayed else order_cases(cases)
    return [(c.id, v) for c in ordered for v in sorted(variants)]


def shard_checkpoint(store: RunStore, date: str, suite: Suite, cases: Sequence[EvalCase],
                     shard: Shard) -> ResponseCheckpoint:
    """The shard's own checkpoint; its name carries the shard's inputs' fingerprint, so a
    checkpoint of other questions, variants or system config is never reused."""
    return ResponseCheckpoint(store.shard_checkpoint_path(RESPONSES_ASSET, date, suite.name, shard.key,
                                                          fingerprint(suite, shard.select(cases))))


def clear_shard_checkpoints(store: RunStore, date: str, suite: Suite) -> int:
    """Delete every shard checkpoint of the partition (the merged responses are being stored);
    returns how many there were."""
    folder = store.shard_checkpoint_dir(RESPONSES_ASSET, date, suite.name)
    files = sorted(folder.glob("shard_*.jsonl")) if folder.is_dir() else []
    for path in files:
        path.unlink(missing_ok=True)
    return len(files)


def responses_shard_stage(suite: Suite, adapter: RAGAdapter, cases: Sequence[EvalCase], shard: Shard,
                          checkpoint: ResponseCheckpoint) -> StageResult:
    """Ask the system the shard's cases in every variant, resuming from the shard's checkpoint."""
    done = checkpoint.load()
    result = responses_stage(suite, adapter, shard.select(cases), done=done, on_response=checkpoint.append,
                             warn_contexts=False)
    result.metadata.update({"shard": shard.key, "resumed": len(done)})
    return result


def merge_responses(suite: Suite, cases: Sequence[EvalCase], parts: Sequence[StageResult]) -> StageResult:
    """The shards' responses (in any order) as the unsharded stage's table, with its metadata over
    all rows; ``resumed`` counts the responses every shard took from its checkpoint."""
    order = response_row_order(cases, suite.variants, replayed=replays_recorded_responses(suite))
    table = merge_shard_tables([p.table for p in parts], order, schema=tables.SYSTEM_RESPONSES,
                               one_row_per_key=True)
    responses = responses_from_table(table)
    metadata = response_metadata(responses)
    warn_no_contexts(responses, contexts_path=suite.system.config.get("contexts_path"))  # once, not per shard
    metadata["resumed"] = sum(int(p.metadata.get("resumed", 0)) for p in parts)
    metadata["shards"] = len(parts)
    return StageResult(table=table, metadata=metadata)


def verdicts_shard_stage(judge: Judge, cases: Sequence[EvalCase], responses: Sequence[SystemResponse],
                         shard: Shard) -> StageResult:
    """Judge the shard's responses (every variant of the shard's cases)."""
    mine = set(shard.case_ids)
    result = verdicts_stage(judge, cases, [r for r in responses if r.case_id in mine])
    result.metadata.update({"shard": shard.key, "judge_name": judge.name})
    return result


def merge_verdicts(responses: Sequence[SystemResponse], parts: Sequence[StageResult]) -> StageResult:
    """The shards' verdicts (in any order) in the order of ``responses`` (what the unsharded stage
    judged, in its order), each answer's passes and final verdict as the judge wrote them, with the
    unsharded stage's metadata over all rows."""
    if not parts:
        raise StorageError("no shard parts to merge")
    order = [(r.case_id, r.variant) for r in responses]
    table = merge_shard_tables([p.table for p in parts], order, schema=tables.JUDGE_VERDICTS,
                               one_row_per_key=False)
    first = parts[0].metadata
    metadata = verdicts_metadata(verdicts_from_table(table), judge_name=str(first.get("judge_name") or first["judge"]),
                                 frozen=any(bool(p.metadata.get("frozen")) for p in parts))
    metadata["shards"] = len(parts)
    return StageResult(table=table, metadata=metadata)


__all__ = ["clear_shard_checkpoints", "merge_responses", "merge_verdicts", "replays_recorded_responses",
           "response_row_order", "response_shards", "responses_shard_stage", "shard_checkpoint", "verdict_shards",
           "verdicts_shard_stage"]
