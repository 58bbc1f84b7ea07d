"""``corpus_index``: the reference system's chunks and embeddings (other systems bring their own
retrieval, so the asset says it does not apply)."""

from __future__ import annotations

from pathlib import Path

import pyarrow as pa

from rageval_pipeline.core.adapters.factory import reference_config
from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.retrieval.corpus import load_corpus
from rageval_pipeline.core.retrieval.embeddings import Embedder, embedder_by_name
from rageval_pipeline.core.stages.result import StageResult

NOT_APPLICABLE = pa.schema([("chunk_id", pa.string())])


def corpus_index_stage(suite: Suite, *, cache_dir: Path | None, embedder: Embedder | None = None) -> StageResult:
    """The reference system's index (chunks + embeddings); embeddings are reused by corpus hash."""
    if suite.mode == "replay":
        return StageResult(table=NOT_APPLICABLE.empty_table(),
                           metadata={"applicable": False, "reason": "replay mode: responses are frozen"})
    if suite.system.adapter != "reference":
        return StageResult(table=NOT_APPLICABLE.empty_table(),
                           metadata={"applicable": False, "reason": f"adapter {suite.system.adapter!r} brings its own retrieval"})
    from rageval_pipeline.core.retrieval.index import build_index

    cfg = reference_config(suite)
    docs = load_corpus(suite.resolve(cfg.corpus))
    index = build_index(docs, embedder=embedder or embedder_by_name(cfg.embedder), chunk_words=cfg.chunk_words,
                        overlap_words=cfg.overlap_words, cache_dir=cache_dir)
    return StageResult(
        table=index.to_table(),
        metadata={"applicable": True, "corpus_hash": index.corpus_hash, "documents": len(docs),
                  "chunks": len(index), "embedder": index.embedder_name, "embedding_cache_hit": bool(index.cache_hit)},
    )
