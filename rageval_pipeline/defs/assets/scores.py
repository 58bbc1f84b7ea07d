import pyarrow as pa
from dagster import AssetExecutionContext, AssetsDefinition, Output

from rageval_pipeline.core import stages
from rageval_pipeline.core.records import tables
from rageval_pipeline.defs.assets.common import eval_asset
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.resources import RagevalResource
from rageval_pipeline.defs.suite_scope import SuiteScope


def build_retrieval_scores(scope: SuiteScope) -> AssetsDefinition:
    @eval_asset(scope, "retrieval_scores", inputs=("eval_cases", "system_responses"),
                description="Retrieval metrics per case × variant: span Recall/MRR/nDCG@k (strict / near-page / "
                            "doc-only hit ranks) and document-level doc_recall/doc_mrr/doc_ndcg@k, with skip "
                            "reasons and flags.")
    def retrieval_scores(
        context: AssetExecutionContext, rageval: RagevalResource, eval_cases: pa.Table, system_responses: pa.Table
    ) -> Output[pa.Table]:
        result = stages.retrieval_stage(scope.load(rageval), stages.cases_from_table(eval_cases),
                                        stages.responses_from_table(system_responses))
        return Output(result.table, metadata=to_metadata(result.metadata))

    return retrieval_scores


def build_case_scores(scope: SuiteScope) -> AssetsDefinition:
    @eval_asset(scope, "case_scores", inputs=("eval_cases", "system_responses", "judge_verdicts"),
                description="Per case × variant: generation metrics, weighted composite (renormalised when a metric "
                            "is unmeasured), rubric, pass / fail / error with reasons.")
    def case_scores(
        context: AssetExecutionContext, rageval: RagevalResource, eval_cases: pa.Table, system_responses: pa.Table,
        judge_verdicts: pa.Table,
    ) -> Output[pa.Table]:
        suite = scope.load(rageval)
        if suite.retrieval_only:
            result = stages.not_judged(tables.CASE_SCORES)
            return Output(result.table, metadata=to_metadata(result.metadata))
        result = stages.case_scores_stage(suite, stages.cases_from_table(eval_cases),
                                          stages.responses_from_table(system_responses),
                                          stages.verdicts_from_table(judge_verdicts))
        return Output(result.table, metadata=to_metadata(result.metadata))

    return case_scores
