import pyarrow as pa
from dagster import (
    AssetExecutionContext,
    AssetKey,
    AssetRecordsFilter,
    MetadataValue,
    Output,
    asset,
)

from rageval_pipeline.core import stages
from rageval_pipeline.core.reports import render_summary_markdown
from rageval_pipeline.defs.assets.common import PARTITIONS, partition_suite
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.resources import RagevalResource


@asset(partitions_def=PARTITIONS, group_name="reporting", kinds={"parquet", "markdown"}, code_version="1",
       # The UI renders descriptions as Markdown: placeholders go in code spans, or `<suite>` is eaten as HTML
       description="The partition's summary and gates; writes `per_question.jsonl`, `summary.json`, `summary.md`, "
                   "`summary.html` and trend charts under `$RAGEVAL_HOME/reports/{suite}/{date}/`.")
def eval_report(
    context: AssetExecutionContext, rageval: RagevalResource, eval_cases: pa.Table, system_responses: pa.Table,
    retrieval_scores: pa.Table, judge_verdicts: pa.Table, case_scores: pa.Table, ab_comparison: pa.Table,
) -> Output[pa.Table]:
    date, suite = partition_suite(context, rageval)
    result = stages.report_stage(
        suite, date, cases=stages.cases_from_table(eval_cases),
        responses=stages.responses_from_table(system_responses),
        retrieval_rows=stages.retrieval_from_table(retrieval_scores),
        verdicts=stages.verdicts_from_table(judge_verdicts), scores=stages.case_scores_from_table(case_scores),
        reports_root=rageval.reports_root, ab_summary=stages.ab_summary_from_table(suite, ab_comparison),
        corpus_hash=_corpus_hash(context),
    )
    assert result.run_summary is not None  # report_stage always returns the typed summary
    context.log.info(f"report {result.run_summary.status}: {result.table.column('report_dir')[0].as_py()}")
    metadata = to_metadata(result.metadata)
    metadata["summary"] = MetadataValue.md(render_summary_markdown(result.run_summary))
    metadata["report_dir"] = MetadataValue.path(result.table.column("report_dir")[0].as_py())
    return Output(result.table, metadata=metadata)


def _corpus_hash(context: AssetExecutionContext) -> str | None:
    """The corpus hash recorded by this partition's corpus_index materialization (None: no corpus)."""
    records = context.instance.fetch_materializations(
        AssetRecordsFilter(asset_key=AssetKey("corpus_index"), asset_partitions=[str(context.partition_key)]), limit=1,
    ).records
    if not records or records[0].asset_materialization is None:
        return None
    entry = records[0].asset_materialization.metadata.get("corpus_hash")
    return str(entry.value) if entry is not None else None
