import pyarrow as pa
from dagster import AssetExecutionContext, AssetsDefinition, Output

from rageval_pipeline.core import stages
from rageval_pipeline.defs.assets.common import eval_asset
from rageval_pipeline.defs.framework_warnings import versioned_output
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.resources import RagevalResource
from rageval_pipeline.defs.suite_scope import SuiteScope


def build_eval_cases(scope: SuiteScope) -> AssetsDefinition:
    @eval_asset(scope, "eval_cases",
                description="The suite's eval cases, validated and normalised, with the dataset's content hash.")
    def eval_cases(context: AssetExecutionContext, rageval: RagevalResource) -> Output[pa.Table]:
        dataset = stages.load_suite_cases(scope.load(rageval))
        for warning in dataset.warnings:
            context.log.warning(warning)
        result = stages.cases_stage(dataset)
        context.log.info(f"{len(dataset.cases)} cases from {dataset.path} ({dataset.format})")
        return versioned_output(result.table, metadata=to_metadata(result.metadata), version=dataset.content_hash)

    return eval_cases
