"""Build the system under test a suite names."""

from __future__ import annotations

import pyarrow as pa

from rageval_pipeline.core.adapters.base import RAGAdapter
from rageval_pipeline.core.embeddings import Embedder, embedder_by_name
from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.core.suites import Suite


def build_adapter(suite: Suite, *, corpus_index: pa.Table | None = None, embedder: Embedder | None = None) -> RAGAdapter:
    kind = suite.system.adapter
    if kind == "reference":
        from rageval_pipeline.core.adapters.reference import ReferenceAdapter
        from rageval_pipeline.core.retrieval.index import CorpusIndex
        from rageval_pipeline.core.retrieval.reference import ReferenceRAG

        if corpus_index is None or corpus_index.num_rows == 0:
            raise ConfigError("the reference system needs a built corpus_index", field="system.config.corpus")
        index = CorpusIndex.from_table(corpus_index)
        rag = ReferenceRAG(index, embedder or embedder_by_name(index.embedder_name))
        return ReferenceAdapter(rag)
    raise ConfigError(f"adapter {kind!r} cannot be called live here; use mode: replay with frozen responses "
                      "or one of the built adapters", field="system.adapter")
