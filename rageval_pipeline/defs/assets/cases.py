import pyarrow as pa
from dagster import AssetExecutionContext, DataVersion, Output, asset

from rageval_pipeline.core import stages
from rageval_pipeline.defs.assets.common import PARTITIONS, partition_suite
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.resources import RagevalResource


@asset(partitions_def=PARTITIONS, group_name="dataset", kinds={"parquet"}, code_version="1",
       description="The suite's eval cases, validated and normalised, with the dataset's content hash.")
def eval_cases(context: AssetExecutionContext, rageval: RagevalResource) -> Output[pa.Table]:
    _, suite = partition_suite(context, rageval)
    dataset = stages.load_suite_cases(suite)
    for warning in dataset.warnings:
        context.log.warning(warning)
    result = stages.cases_stage(dataset)
    context.log.info(f"{len(dataset.cases)} cases from {dataset.path} ({dataset.format})")
    return Output(result.table, metadata=to_metadata(result.metadata), data_version=DataVersion(dataset.content_hash))
