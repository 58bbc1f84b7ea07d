import pyarrow as pa
from dagster import AssetExecutionContext, MetadataValue, Output, asset

from rageval_pipeline.core import stages
from rageval_pipeline.core.reports.drift import DriftReport, render_drift_markdown
from rageval_pipeline.defs.assets.common import PARTITIONS, partition_suite
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.resources import RagevalResource


@asset(partitions_def=PARTITIONS, group_name="reporting", kinds={"parquet", "markdown"}, code_version="1",
       description="Every headline metric against the previous available date and the suite's pinned reference "
                   "date, per-case flips, and which input changed (dataset / corpus / system / judge / code). "
                   "Takes this partition's eval_report as input; earlier dates are read from their report "
                   "folders (no offset partition mapping, so backfills never spill into tomorrow).")
def score_drift(context: AssetExecutionContext, rageval: RagevalResource, eval_report: pa.Table) -> Output[pa.Table]:
    date, suite = partition_suite(context, rageval)
    result = stages.drift_stage(suite, date, reports_root=rageval.reports_root,
                                  current=stages.summary_from_report(eval_report))
    context.log.info(f"drift {result.metadata['status']}: {result.metadata['reason']}")
    metadata = to_metadata(result.metadata)
    metadata["drift"] = MetadataValue.md(render_drift_markdown(DriftReport.model_validate(result.summary)))
    return Output(result.table, metadata=metadata)
