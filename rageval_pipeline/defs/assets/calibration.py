import pyarrow as pa
from dagster import AssetExecutionContext, AssetsDefinition, Output

from rageval_pipeline.core import stages
from rageval_pipeline.defs.assets.common import eval_asset
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.resources import JudgeResource, RagevalResource
from rageval_pipeline.defs.suite_scope import SuiteScope


def build_judge_calibration(scope: SuiteScope) -> AssetsDefinition:
    @eval_asset(scope, "judge_calibration",
                description="How far to trust the suite's judge: its hallucination calls against human labels "
                            "(precision, recall, F1, balanced accuracy, Cohen's kappa, AUROC, all-positive baseline).")
    def judge_calibration(context: AssetExecutionContext, rageval: RagevalResource,
                          judge: JudgeResource) -> Output[pa.Table]:
        suite = scope.load(rageval)
        result = stages.calibration_stage(suite, judge.build(suite, rageval.cache_dir))
        context.log.info(f"judge calibration: {result.metadata}")
        return Output(result.table, metadata=to_metadata(result.metadata))

    return judge_calibration
