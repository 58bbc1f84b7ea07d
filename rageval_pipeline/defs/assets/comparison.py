import pyarrow as pa
from dagster import AssetExecutionContext, Output, asset

from rageval_pipeline.core import stages
from rageval_pipeline.core.records import tables
from rageval_pipeline.defs.assets.common import PARTITIONS, partition_suite
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.resources import JudgeResource, RagevalResource


@asset(partitions_def=PARTITIONS, group_name="comparison", kinds={"parquet"}, code_version="1",
       description="The A/B per case: full vs simple-RAG baseline rubric blocks, outcome (win/loss/tie), "
                   "and the Value Win Rate with its confidence interval and sign test.")
def ab_comparison(
    context: AssetExecutionContext, rageval: RagevalResource, judge: JudgeResource, eval_cases: pa.Table,
    system_responses: pa.Table, judge_verdicts: pa.Table, case_scores: pa.Table,
) -> Output[pa.Table]:
    _, suite = partition_suite(context, rageval)
    if suite.retrieval_only:
        result = stages.not_judged(tables.AB_COMPARISON)
        return Output(result.table, metadata=to_metadata(result.metadata))
    result = stages.ab_stage(
        suite, stages.cases_from_table(eval_cases), stages.verdicts_from_table(judge_verdicts),
        stages.case_scores_from_table(case_scores), responses=stages.responses_from_table(system_responses),
        pairwise=judge.build_pairwise(suite, rageval.cache_dir),
    )
    context.log.info(str(result.metadata.get("headline") or result.metadata.get("reason")))
    return Output(result.table, metadata=to_metadata(result.metadata))

