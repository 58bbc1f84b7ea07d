import pyarrow as pa
from dagster import AssetExecutionContext, DataVersion, Output, asset

from rageval_pipeline.core import stages
from rageval_pipeline.defs.assets.common import PARTITIONS, partition_suite
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.resources import RagevalResource


@asset(partitions_def=PARTITIONS, group_name="system", kinds={"parquet", "faiss"}, code_version="1",
       description="The reference system's chunks and embeddings; embeddings are reused while the corpus hash is unchanged.")
def corpus_index(context: AssetExecutionContext, rageval: RagevalResource) -> Output[pa.Table]:
    _, suite = partition_suite(context, rageval)
    result = stages.corpus_index_stage(suite, cache_dir=rageval.cache_dir / "embeddings")
    context.log.info(f"corpus index: {result.metadata}")
    version = result.metadata.get("corpus_hash") or "not-applicable"
    return Output(result.table, metadata=to_metadata(result.metadata), data_version=DataVersion(str(version)))
