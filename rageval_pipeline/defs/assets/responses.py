"""``system_responses``: one step asking every question, or (a sharded suite) one step per case shard
and a merge that writes the same table, metadata and data version."""

import pyarrow as pa
from dagster import AssetExecutionContext, AssetsDefinition, OpExecutionContext, Output, op

from rageval_pipeline.core import stages
from rageval_pipeline.core.records.hashing import stable_hash
from rageval_pipeline.core.runtime.checkpoint import ResponseCheckpoint, fingerprint
from rageval_pipeline.core.runtime.shards import Shard
from rageval_pipeline.core.stages.result import StageResult
from rageval_pipeline.core.stages.shards import (
    clear_shard_checkpoints,
    merge_responses,
    response_shards,
    responses_shard_stage,
    shard_checkpoint,
)
from rageval_pipeline.defs.assets.common import eval_asset, eval_graph_asset
from rageval_pipeline.defs.assets.sharding import part_out, plan_op, step_name
from rageval_pipeline.defs.framework_warnings import versioned_output
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.resources import RagevalResource, SystemResource
from rageval_pipeline.defs.shard_parts import remove_shard_parts
from rageval_pipeline.defs.suite_scope import SuiteScope

ASSET = "system_responses"
DESCRIPTION = ("What the system under test answered, per case × variant: answer, contexts, citations, latency, "
               "attempts, error. The captured layer: downstream re-scoring never calls the system again.")


def build_system_responses(scope: SuiteScope) -> AssetsDefinition:
    return _sharded(scope) if scope.sharded else _single_step(scope)


def _stored(result: StageResult) -> Output[pa.Table]:
    """The asset's output: the table, its metadata, and a data version over what was answered
    (latency aside), so a re-run that got the same answers leaves downstream up to date."""
    answers = result.table.select(["case_id", "variant", "answer", "contexts", "citations", "status", "error"])
    return versioned_output(result.table, metadata=to_metadata(result.metadata), version=stable_hash(answers.to_pylist()))


def _single_step(scope: SuiteScope) -> AssetsDefinition:
    @eval_asset(scope, ASSET, inputs=("eval_cases", "corpus_index"), description=DESCRIPTION)
    def system_responses(
        context: AssetExecutionContext, rageval: RagevalResource, system: SystemResource,
        eval_cases: pa.Table, corpus_index: pa.Table,
    ) -> Output[pa.Table]:
        suite = scope.load(rageval)
        cases = stages.cases_from_table(eval_cases)
        # SystemResource builds the system; a replayed suite's serves its recorded responses
        checkpoint = ResponseCheckpoint(rageval.checkpoint_path(ASSET, context.partition_key, suite.name,
                                                                fingerprint(suite, cases)))
        done = checkpoint.load()
        if done:
            context.log.info(f"resuming: {len(done)} responses from an interrupted run are reused, not asked again")
        adapter = system.build(suite, corpus_index)
        try:
            result = stages.responses_stage(suite, adapter, cases, done=done, on_response=checkpoint.append)
        finally:
            adapter.close()
        result.metadata["resumed"] = len(done)
        # the responses leave with this output; a crash before it is stored costs calls, never correctness
        checkpoint.clear()
        context.log.info(f"{result.metadata['responses']} responses, {result.metadata['errors']} errors")
        return _stored(result)

    return system_responses


def _sharded(scope: SuiteScope) -> AssetsDefinition:
    plan = plan_op(scope, ASSET, response_shards)

    @op(name=step_name(scope, ASSET, "shard"), out=part_out(),
        description="Asks the system the shard's cases in every variant, resuming from the shard's checkpoint.")
    def ask_shard(context: OpExecutionContext, rageval: RagevalResource, system: SystemResource, shard: Shard,
                  eval_cases: pa.Table, corpus_index: pa.Table) -> StageResult:
        suite = scope.load(rageval)
        cases = stages.cases_from_table(eval_cases)
        checkpoint = shard_checkpoint(rageval.store, context.partition_key, suite, cases, shard)
        adapter = system.build(suite, corpus_index)
        try:
            result = responses_shard_stage(suite, adapter, cases, shard, checkpoint)
        finally:
            adapter.close()
        if result.metadata["resumed"]:
            context.log.info(f"resuming: {result.metadata['resumed']} responses of {shard.key} from an interrupted "
                             "run are reused, not asked again")
        context.log.info(f"{shard.key}: {result.metadata['responses']} responses, {result.metadata['errors']} errors")
        return result

    @op(name=step_name(scope, ASSET, "merge"),
        description="Merges the shards' responses into the table the unsharded asset writes, row for row.")
    def merge(context: OpExecutionContext, rageval: RagevalResource, eval_cases: pa.Table,
              parts: list[StageResult]) -> Output[pa.Table]:
        suite = scope.load(rageval)
        result = merge_responses(suite, stages.cases_from_table(eval_cases), parts)
        # the responses leave with this output; a crash before it is stored costs calls, never correctness
        clear_shard_checkpoints(rageval.store, context.partition_key, suite)
        context.log.info(f"{result.metadata['responses']} responses from {len(parts)} shard(s), "
                         f"{result.metadata['errors']} errors")
        return _stored(result)

    @eval_graph_asset(scope, ASSET, inputs=("eval_cases", "corpus_index"), description=DESCRIPTION)
    def system_responses(eval_cases: pa.Table, corpus_index: pa.Table) -> pa.Table:
        parts = plan(eval_cases).map(lambda shard: ask_shard(shard, eval_cases, corpus_index))
        return merge.with_hooks({remove_shard_parts})(eval_cases, parts.collect())

    return system_responses
