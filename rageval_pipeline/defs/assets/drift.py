import pyarrow as pa
from dagster import AssetExecutionContext, AssetsDefinition, MetadataValue, Output

from rageval_pipeline.core import stages
from rageval_pipeline.core.reports.drift import DriftReport, render_drift_markdown
from rageval_pipeline.defs.assets.common import eval_asset
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.resources import RagevalResource
from rageval_pipeline.defs.suite_scope import SuiteScope


def build_score_drift(scope: SuiteScope) -> AssetsDefinition:
    @eval_asset(scope, "score_drift", inputs=("eval_report",), kinds=("parquet", "markdown"),
                description="Every headline metric against the suite's previous available date and its pinned "
                            "reference date, per-case flips, and which input changed (dataset / corpus / system / "
                            "judge / code). Takes this date's eval_report as input; earlier dates are read from "
                            "their report folders (no offset partition mapping, so backfills never spill into "
                            "tomorrow).")
    def score_drift(context: AssetExecutionContext, rageval: RagevalResource, eval_report: pa.Table) -> Output[pa.Table]:
        result = stages.drift_stage(scope.load(rageval), context.partition_key, reports_root=rageval.reports_root,
                                    current=stages.summary_from_report(eval_report))
        context.log.info(f"drift {result.metadata['status']}: {result.metadata['reason']}")
        if result.metadata["previous_date"] is not None:  # the why, with which cases changed and flipped
            context.log.info(f"why: {result.metadata['why']}")
        metadata = to_metadata(result.metadata)
        metadata["drift"] = MetadataValue.md(render_drift_markdown(DriftReport.model_validate(result.summary)))
        return Output(result.table, metadata=metadata)

    return score_drift
