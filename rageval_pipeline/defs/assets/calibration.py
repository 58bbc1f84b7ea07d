import pyarrow as pa
from dagster import AssetExecutionContext, Output, asset

from rageval_pipeline.core import stages
from rageval_pipeline.defs.assets.common import PARTITIONS, partition_suite
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.resources import JudgeResource, RagevalResource


@asset(partitions_def=PARTITIONS, group_name="calibration", kinds={"parquet"}, code_version="1",
       description="How far to trust the suite's judge: its hallucination calls against human labels "
                   "(precision, recall, F1, balanced accuracy, Cohen's kappa, AUROC, all-positive baseline).")
def judge_calibration(context: AssetExecutionContext, rageval: RagevalResource, judge: JudgeResource) -> Output[pa.Table]:
    _, suite = partition_suite(context, rageval)
    built = judge.build(suite, rageval.cache_dir)
    result = stages.calibration_stage(suite, built)
    context.log.info(f"judge calibration: {result.metadata}")
    return Output(result.table, metadata=to_metadata(result.metadata))
