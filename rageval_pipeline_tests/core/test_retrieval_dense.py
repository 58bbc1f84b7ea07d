"""Dense retrieval: exact FAISS inner product on known vectors; MiniLM finds a paraphrase (slow)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from rageval_pipeline.core.errors import RetrievalError
from rageval_pipeline.core.retrieval.dense import DenseIndex


def test_flat_ip_ranks_by_cosine_with_index_ties() -> None:
    vectors = np.array([[1, 0, 0], [0, 1, 0], [0.6, 0.8, 0], [1, 0, 0]], dtype=np.float32)
    index = DenseIndex(vectors)
    hits = index.search(np.array([1, 0, 0], dtype=np.float32), 10)
    assert [i for i, _ in hits] == [0, 3, 2, 1]
    assert [round(s, 6) for _, s in hits] == [1.0, 1.0, 0.6, 0.0]
    assert index.search(np.zeros(3, dtype=np.float32), 2) == []
    with pytest.raises(RetrievalError, match="needs the dense index to be built with an embedder"):
        index.search("text", 2)
    with pytest.raises(RetrievalError, match="3 dims|dims"):
        index.search(np.ones(4, dtype=np.float32), 2)


@pytest.mark.slow
def test_minilm_dense_finds_a_paraphrase_bm25_misses(tmp_path: Path) -> None:
    from rageval_pipeline.core.retrieval.embeddings import MiniLMEmbedder
    from rageval_pipeline.core.retrieval.index import build_index
    from rageval_pipeline.core.retrieval.reference import ReferenceRAG
    from rageval_pipeline_tests.core.retrieval_corpus import write_corpus

    embedder = MiniLMEmbedder()
    rag = ReferenceRAG(build_index(write_corpus(tmp_path), embedder=embedder, chunk_words=25, overlap_words=5),
                       embedder)
    question = "How do I get my money back for plane tickets?"
    assert rag.retrieve_for_eval(question, mode="bm25", k=3) == []  # no shared word
    dense = rag.retrieve_for_eval(question, mode="dense", k=1, rerank=False)
    assert dense[0].doc_id == "handbook/travel.txt" and "airfare" in dense[0].text
    hybrid = rag.retrieve_for_eval(question, mode="hybrid", k=3)
    assert hybrid[0].doc_id == "handbook/travel.txt" and hybrid[0].retrieval_method == "knn"
