import pyarrow as pa
from dagster import AssetExecutionContext, DataVersion, Output, asset

from rageval_pipeline.core import stages
from rageval_pipeline.core.records.hashing import stable_hash
from rageval_pipeline.core.runtime.checkpoint import ResponseCheckpoint, fingerprint
from rageval_pipeline.defs.assets.common import PARTITIONS, partition_suite
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.resources import RagevalResource, SystemResource


@asset(partitions_def=PARTITIONS, group_name="system", kinds={"parquet"}, code_version="1",
       description="What the system under test answered, per case × variant: answer, contexts, citations, "
                   "latency, attempts, error. The captured layer: downstream re-scoring never calls the system again.")
def system_responses(
    context: AssetExecutionContext, rageval: RagevalResource, system: SystemResource,
    eval_cases: pa.Table, corpus_index: pa.Table,
) -> Output[pa.Table]:
    date, suite = partition_suite(context, rageval)
    cases = stages.cases_from_table(eval_cases)
    # SystemResource builds the system; a replayed suite's serves its recorded responses
    checkpoint = ResponseCheckpoint(rageval.checkpoint_path("system_responses", date, suite.name,
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
    return Output(result.table, metadata=to_metadata(result.metadata),
                  data_version=DataVersion(stable_hash(answers.to_pylist())))
