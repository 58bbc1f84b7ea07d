import pyarrow as pa
from dagster import AssetExecutionContext, AssetsDefinition, Output

from rageval_pipeline.core import stages
from rageval_pipeline.defs.assets.common import eval_asset
from rageval_pipeline.defs.framework_warnings import versioned_output
from rageval_pipeline.defs.metadata import to_metadata
from rageval_pipeline.defs.resources import RagevalResource
from rageval_pipeline.defs.suite_scope import SuiteScope


def build_corpus_index(scope: SuiteScope) -> AssetsDefinition:
    @eval_asset(scope, "corpus_index", kinds=("parquet", "faiss"),
                description="The reference system's chunks and embeddings; embeddings are reused while the "
                            "corpus hash is unchanged.")
    def corpus_index(context: AssetExecutionContext, rageval: RagevalResource) -> Output[pa.Table]:
        result = stages.corpus_index_stage(scope.load(rageval), cache_dir=rageval.cache_dir / "embeddings")
        context.log.info(f"corpus index: {result.metadata}")
        version = result.metadata.get("corpus_hash") or "not-applicable"
        return versioned_output(result.table, metadata=to_metadata(result.metadata), version=str(version))

    return corpus_index
