import pyarrow as pa
from dagster import AssetExecutionContext, AssetsDefinition, Output

from rageval_pipeline.core import stages
from rageval_pipeline.core.records import tables
from rageval_pipeline.defs.assets.common import eval_asset
from rageval_pipeline.defs.metadata import to_metadata, without_idle_llm_usage
from rageval_pipeline.defs.resources import JudgeResource, RagevalResource
from rageval_pipeline.defs.suite_scope import SuiteScope


def build_ab_comparison(scope: SuiteScope) -> AssetsDefinition:
    @eval_asset(scope, "ab_comparison", inputs=("eval_cases", "system_responses", "judge_verdicts", "case_scores"),
                description="The A/B per case: full vs simple-RAG baseline rubric blocks, outcome (win/loss/tie), "
                            "and the Value Win Rate with its confidence interval and sign test.")
    def ab_comparison(
        context: AssetExecutionContext, rageval: RagevalResource, judge: JudgeResource, eval_cases: pa.Table,
        system_responses: pa.Table, judge_verdicts: pa.Table, case_scores: pa.Table,
    ) -> Output[pa.Table]:
        suite = scope.load(rageval)
        if suite.retrieval_only:
            result = stages.not_judged(tables.AB_COMPARISON)
            return Output(result.table, metadata=to_metadata(result.metadata))
        pairwise = judge.build_pairwise(suite, rageval.cache_dir)
        result = stages.ab_stage(
            suite, stages.cases_from_table(eval_cases), stages.verdicts_from_table(judge_verdicts),
            stages.case_scores_from_table(case_scores), responses=stages.responses_from_table(system_responses),
            pairwise=pairwise,
        )
        context.log.info(str(result.metadata.get("headline") or result.metadata.get("reason")))
        metadata = without_idle_llm_usage(result.metadata, llm_judged=pairwise is not None)
        return Output(result.table, metadata=to_metadata(metadata))

    return ab_comparison
