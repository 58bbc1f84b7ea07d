import pyarrow as pa
from dagster import AssetExecutionContext, AssetsDefinition, Output

from rageval_pipeline.core import stages
from rageval_pipeline.core.records import tables
from rageval_pipeline.defs.assets.common import eval_asset
from rageval_pipeline.defs.metadata import to_metadata, without_idle_llm_usage
from rageval_pipeline.defs.resources import JudgeResource, RagevalResource
from rageval_pipeline.defs.suite_scope import SuiteScope


def build_judge_verdicts(scope: SuiteScope) -> AssetsDefinition:
    @eval_asset(scope, "judge_verdicts", inputs=("eval_cases", "system_responses"),
                description="Judge verdicts per case × variant: every LLM pass plus the voted final verdict "
                            "(pass_index null) — rubric 0–2, faithfulness, relevance, context precision/recall, "
                            "claims.")
    def judge_verdicts(
        context: AssetExecutionContext, rageval: RagevalResource, judge: JudgeResource,
        eval_cases: pa.Table, system_responses: pa.Table,
    ) -> Output[pa.Table]:
        suite = scope.load(rageval)
        if suite.retrieval_only:
            result = stages.not_judged(tables.JUDGE_VERDICTS)
            context.log.info(result.metadata["reason"])
            return Output(result.table, metadata=to_metadata(result.metadata))
        result = stages.verdicts_stage(judge.build(suite, rageval.cache_dir), stages.cases_from_table(eval_cases),
                                       stages.responses_from_table(system_responses))
        context.log.info(f"judge {result.metadata['judge']}: {result.metadata['verdicts']} verdicts, "
                         f"{result.metadata['judge_errors']} errors, cost ${result.metadata['cost_usd']}")
        llm_judged = result.metadata["passes"] > 0  # LLM passes are recorded, even when served from the cache
        return Output(result.table, metadata=to_metadata(without_idle_llm_usage(result.metadata,
                                                                                llm_judged=llm_judged)))

    return judge_verdicts
