import pyarrow as pa
from dagster import AssetExecutionContext, Output, asset

from rageval_pipeline.core import stages
from rageval_pipeline.core.records import tables
from rageval_pipeline.defs.assets.common import PARTITIONS, partition_suite
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.resources import RagevalResource


@asset(partitions_def=PARTITIONS, group_name="scoring", kinds={"parquet"}, code_version="1",
       description="Retrieval metrics per case × variant: span Recall/MRR/nDCG@k (strict / near-page / "
                   "doc-only hit ranks) and document-level doc_recall/doc_mrr/doc_ndcg@k, with skip reasons and flags.")
def retrieval_scores(
    context: AssetExecutionContext, rageval: RagevalResource, eval_cases: pa.Table, system_responses: pa.Table
) -> Output[pa.Table]:
    _, suite = partition_suite(context, rageval)
    result = stages.retrieval_stage(suite, stages.cases_from_table(eval_cases),
                                      stages.responses_from_table(system_responses))
    return Output(result.table, metadata=to_metadata(result.metadata))


@asset(partitions_def=PARTITIONS, group_name="scoring", kinds={"parquet"}, code_version="1",
       description="Per case × variant: generation metrics, weighted composite (renormalised when a metric is "
                   "unmeasured), rubric, pass / fail / error with reasons.")
def case_scores(
    context: AssetExecutionContext, rageval: RagevalResource, eval_cases: pa.Table, system_responses: pa.Table,
    judge_verdicts: pa.Table,
) -> Output[pa.Table]:
    _, suite = partition_suite(context, rageval)
    if suite.retrieval_only:
        result = stages.not_judged(tables.CASE_SCORES)
        return Output(result.table, metadata=to_metadata(result.metadata))
    result = stages.case_scores_stage(suite, stages.cases_from_table(eval_cases),
                                        stages.responses_from_table(system_responses),
                                        stages.verdicts_from_table(judge_verdicts))
    return Output(result.table, metadata=to_metadata(result.metadata))
