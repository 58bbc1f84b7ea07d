"""``judge_verdicts``: one step judging every response, or (a sharded suite) one step per case shard
and a merge that writes the same table and metadata."""

import pyarrow as pa
from dagster import AssetExecutionContext, AssetsDefinition, OpExecutionContext, Output, op

from rageval_pipeline.core import stages
from rageval_pipeline.core.records import tables
from rageval_pipeline.core.runtime.shards import Shard
from rageval_pipeline.core.stages.result import StageResult
from rageval_pipeline.core.stages.shards import merge_verdicts, verdict_shards, verdicts_shard_stage
from rageval_pipeline.defs.assets.common import eval_asset, eval_graph_asset
from rageval_pipeline.defs.assets.sharding import part_out, plan_op, step_name
from rageval_pipeline.defs.metadata import to_metadata, without_idle_llm_usage
from rageval_pipeline.defs.resources import JudgeResource, RagevalResource
from rageval_pipeline.defs.shard_parts import remove_shard_parts
from rageval_pipeline.defs.suite_scope import SuiteScope

ASSET = "judge_verdicts"
DESCRIPTION = ("Judge verdicts per case × variant: every LLM pass plus the voted final verdict (pass_index null) — "
               "rubric 0–2, faithfulness, relevance, context precision/recall, claims.")


def build_judge_verdicts(scope: SuiteScope) -> AssetsDefinition:
    return _sharded(scope) if scope.sharded else _single_step(scope)


def _not_judged(context: AssetExecutionContext | OpExecutionContext) -> Output[pa.Table]:
    result = stages.not_judged(tables.JUDGE_VERDICTS)
    context.log.info(result.metadata["reason"])
    return Output(result.table, metadata=to_metadata(result.metadata))


def _stored(context: AssetExecutionContext | OpExecutionContext, result: StageResult) -> Output[pa.Table]:
    context.log.info(f"judge {result.metadata['judge']}: {result.metadata['verdicts']} verdicts, "
                     f"{result.metadata['judge_errors']} errors, cost ${result.metadata['cost_usd']}")
    llm_judged = result.metadata["passes"] > 0  # LLM passes are recorded, even when served from the cache
    return Output(result.table, metadata=to_metadata(without_idle_llm_usage(result.metadata, llm_judged=llm_judged)))


def _single_step(scope: SuiteScope) -> AssetsDefinition:
    @eval_asset(scope, ASSET, inputs=("eval_cases", "system_responses"), description=DESCRIPTION)
    def judge_verdicts(
        context: AssetExecutionContext, rageval: RagevalResource, judge: JudgeResource,
        eval_cases: pa.Table, system_responses: pa.Table,
    ) -> Output[pa.Table]:
        suite = scope.load(rageval)
        if suite.retrieval_only:
            return _not_judged(context)
        result = stages.verdicts_stage(judge.build(suite, rageval.cache_dir), stages.cases_from_table(eval_cases),
                                       stages.responses_from_table(system_responses))
        return _stored(context, result)

    return judge_verdicts


def _sharded(scope: SuiteScope) -> AssetsDefinition:
    plan = plan_op(scope, ASSET, verdict_shards)

    @op(name=step_name(scope, ASSET, "shard"), out=part_out(),
        description="Judges the responses of the shard's cases (judge calls resume through the judge's call cache).")
    def judge_shard(context: OpExecutionContext, rageval: RagevalResource, judge: JudgeResource, shard: Shard,
                    eval_cases: pa.Table, system_responses: pa.Table) -> StageResult:
        suite = scope.load(rageval)
        if suite.retrieval_only:  # one shard, nothing to judge: the merge says why
            return stages.not_judged(tables.JUDGE_VERDICTS)
        result = verdicts_shard_stage(judge.build(suite, rageval.cache_dir), stages.cases_from_table(eval_cases),
                                      stages.responses_from_table(system_responses), shard)
        context.log.info(f"{shard.key}: {result.metadata['verdicts']} verdicts, {result.metadata['judge_errors']} errors")
        return result

    @op(name=step_name(scope, ASSET, "merge"),
        description="Merges the shards' verdicts into the table the unsharded asset writes, row for row.")
    def merge(context: OpExecutionContext, rageval: RagevalResource, system_responses: pa.Table,
              parts: list[StageResult]) -> Output[pa.Table]:
        if scope.load(rageval).retrieval_only:
            return _not_judged(context)
        return _stored(context, merge_verdicts(stages.responses_from_table(system_responses), parts))

    @eval_graph_asset(scope, ASSET, inputs=("eval_cases", "system_responses"), description=DESCRIPTION)
    def judge_verdicts(eval_cases: pa.Table, system_responses: pa.Table) -> pa.Table:
        parts = plan(eval_cases).map(lambda shard: judge_shard(shard, eval_cases, system_responses))
        return merge.with_hooks({remove_shard_parts})(system_responses, parts.collect())

    return judge_verdicts
