import pyarrow as pa
from dagster import (
    AssetExecutionContext,
    AssetKey,
    AssetRecordsFilter,
    AssetsDefinition,
    MetadataValue,
    Output,
)

from rageval_pipeline.core import stages
from rageval_pipeline.core.reports import render_summary_markdown
from rageval_pipeline.defs.assets.common import eval_asset
from rageval_pipeline.defs.metadata import to_metadata, without_idle_llm_usage
from rageval_pipeline.defs.resources import RagevalResource
from rageval_pipeline.defs.suite_scope import SuiteScope


def build_eval_report(scope: SuiteScope) -> AssetsDefinition:
    @eval_asset(scope, "eval_report", kinds=("parquet", "markdown"),
                inputs=("eval_cases", "system_responses", "retrieval_scores", "judge_verdicts", "case_scores",
                        "ab_comparison"),
                # The UI renders descriptions as Markdown: placeholders go in code spans, or `<suite>` is eaten
                description="The day's summary and gates; writes `per_question.jsonl`, `summary.json`, `summary.md`, "
                            "`summary.html` and trend charts under `$RAGEVAL_HOME/reports/{suite}/{date}/`. "
                            "Its metadata plots one series per headline metric and variant (`full/composite`).")
    def eval_report(
        context: AssetExecutionContext, rageval: RagevalResource, eval_cases: pa.Table, system_responses: pa.Table,
        retrieval_scores: pa.Table, judge_verdicts: pa.Table, case_scores: pa.Table, ab_comparison: pa.Table,
    ) -> Output[pa.Table]:
        suite = scope.load(rageval)
        result = stages.report_stage(
            suite, context.partition_key, cases=stages.cases_from_table(eval_cases),
            responses=stages.responses_from_table(system_responses),
            retrieval_rows=stages.retrieval_from_table(retrieval_scores),
            verdicts=stages.verdicts_from_table(judge_verdicts), scores=stages.case_scores_from_table(case_scores),
            reports_root=rageval.reports_root, ab_summary=stages.ab_summary_from_table(suite, ab_comparison),
            corpus_hash=_corpus_hash(context, scope.key("corpus_index")),
        )
        assert result.run_summary is not None  # report_stage always returns the typed summary
        context.log.info(f"report {result.run_summary.status}: {result.table.column('report_dir')[0].as_py()}")
        # an LLM judged the day when its passes are recorded (the pairwise A/B runs only beside them)
        llm_judged = judge_verdicts.column("pass_index").null_count < judge_verdicts.num_rows
        metadata = to_metadata(without_idle_llm_usage(result.metadata, llm_judged=llm_judged))
        metadata["summary"] = MetadataValue.md(render_summary_markdown(result.run_summary))
        metadata["report_dir"] = MetadataValue.path(result.table.column("report_dir")[0].as_py())
        return Output(result.table, metadata=metadata)

    return eval_report


def _corpus_hash(context: AssetExecutionContext, corpus_index: AssetKey) -> str | None:
    """The corpus hash recorded by this date's corpus_index materialization (None: no corpus)."""
    records = context.instance.fetch_materializations(
        AssetRecordsFilter(asset_key=corpus_index, asset_partitions=[context.partition_key]), limit=1,
    ).records
    if not records or records[0].asset_materialization is None:
        return None
    entry = records[0].asset_materialization.metadata.get("corpus_hash")
    return str(entry.value) if entry is not None else None
