import pyarrow as pa
from dagster import AssetExecutionContext, Output, asset

from rageval_pipeline.core import stages
from rageval_pipeline.core.records import tables
from rageval_pipeline.defs.assets.common import PARTITIONS, partition_suite
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.resources import JudgeResource, RagevalResource


@asset(partitions_def=PARTITIONS, group_name="judging", kinds={"parquet"}, code_version="1",
       description="Judge verdicts per case × variant: every LLM pass plus the voted final verdict "
                   "(pass_index null) — rubric 0–2, faithfulness, relevance, context precision/recall, claims.")
def judge_verdicts(
    context: AssetExecutionContext, rageval: RagevalResource, judge: JudgeResource,
    eval_cases: pa.Table, system_responses: pa.Table,
) -> Output[pa.Table]:
    _, suite = partition_suite(context, rageval)
    if suite.retrieval_only:
        result = stages.not_judged(tables.JUDGE_VERDICTS)
        context.log.info(result.metadata["reason"])
        return Output(result.table, metadata=to_metadata(result.metadata))
    result = stages.verdicts_stage(judge.build(suite, rageval.cache_dir), stages.cases_from_table(eval_cases),
                                   stages.responses_from_table(system_responses))
    context.log.info(f"judge {result.metadata['judge']}: {result.metadata['verdicts']} verdicts, "
                     f"{result.metadata['judge_errors']} errors, cost ${result.metadata['cost_usd']}")
    return Output(result.table, metadata=to_metadata(result.metadata))
