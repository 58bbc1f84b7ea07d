import pyarrow as pa
from dagster import AssetExecutionContext, AssetsDefinition, Output

from rageval_pipeline.core import stages
from rageval_pipeline.core.records.hashing import stable_hash
from rageval_pipeline.core.runtime.checkpoint import ResponseCheckpoint, fingerprint
from rageval_pipeline.defs.assets.common import eval_asset
from rageval_pipeline.defs.framework_warnings import versioned_output
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.resources import RagevalResource, SystemResource
from rageval_pipeline.defs.suite_scope import SuiteScope


def build_system_responses(scope: SuiteScope) -> AssetsDefinition:
    @eval_asset(scope, "system_responses", inputs=("eval_cases", "corpus_index"),
                description="What the system under test answered, per case × variant: answer, contexts, citations, "
                            "latency, attempts, error. The captured layer: downstream re-scoring never calls the "
                            "system again.")
    def system_responses(
        context: AssetExecutionContext, rageval: RagevalResource, system: SystemResource,
        eval_cases: pa.Table, corpus_index: pa.Table,
    ) -> Output[pa.Table]:
        suite = scope.load(rageval)
        cases = stages.cases_from_table(eval_cases)
        # SystemResource builds the system; a replayed suite's serves its recorded responses
        checkpoint = ResponseCheckpoint(rageval.checkpoint_path("system_responses", context.partition_key, suite.name,
                                                                fingerprint(suite, cases)))
        done = checkpoint.load()
        if done:
            context.log.info(f"resuming: {len(done)} responses from an interrupted run are reused, not asked again")
        adapter = system.build(suite, corpus_index)
        try:
            result = stages.responses_stage(suite, adapter, cases, done=done, on_response=checkpoint.append)
        finally:
            adapter.close()
        result.metadata["resumed"] = len(done)
        # the responses leave with this output; a crash before it is stored costs calls, never correctness
        checkpoint.clear()
        context.log.info(f"{result.metadata['responses']} responses, {result.metadata['errors']} errors")
        answers = result.table.select(["case_id", "variant", "answer", "contexts", "citations", "status", "error"])
        return versioned_output(result.table, metadata=to_metadata(result.metadata),
                                version=stable_hash(answers.to_pylist()))

    return system_responses
