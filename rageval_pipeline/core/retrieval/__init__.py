"""The reference hybrid RAG (the built-in system under test).

Chunking with page tracking -> BM25 + dense kNN (FAISS) -> reciprocal-rank fusion -> cheap rerank
-> neighbour expansion -> extractive or Claude answer. Heavy pieces (rank-bm25, faiss, the
embedding model, anthropic) load lazily; importing this package is cheap.
"""

from rageval_pipeline.core.retrieval.answerer import (
    REFUSAL,
    AnthropicAnswerer,
    ExtractiveAnswerer,
    GeneratedAnswer,
)
from rageval_pipeline.core.retrieval.chunking import Chunk, chunk_documents
from rageval_pipeline.core.retrieval.fusion import reciprocal_rank_fusion
from rageval_pipeline.core.retrieval.index import CorpusIndex, build_index
from rageval_pipeline.core.retrieval.reference import ReferenceRAG

__all__ = [
    "REFUSAL",
    "AnthropicAnswerer",
    "Chunk",
    "CorpusIndex",
    "ExtractiveAnswerer",
    "GeneratedAnswer",
    "ReferenceRAG",
    "build_index",
    "chunk_documents",
    "reciprocal_rank_fusion",
]
