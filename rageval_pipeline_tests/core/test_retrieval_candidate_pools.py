"""CandidatePools: variants sharing a question's candidate lists get exactly the rows they get alone."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder
from rageval_pipeline.core.retrieval.index import CorpusIndex, build_index
from rageval_pipeline.core.retrieval.reference import ReferenceRAG
from rageval_pipeline_tests.core.retrieval_corpus import FILES, write_corpus

QUESTIONS = [
    "When is the API refactor due?", "hotel nightly limit", "tomatoes basil compost", "Who attends the sync?",
    "vendor contract renewal", "What is reimbursed?", "receipts thirty days", "unrelated zebra question",
]


@pytest.fixture
def index(tmp_path: Path) -> CorpusIndex:
    # copies of whole documents make identical chunks: equal BM25 scores and equal cosines, so
    # the cut of a deeper list falls inside runs of ties
    files = {**FILES, "copies/travel.txt": FILES["handbook/travel.txt"], "copies/garden.txt": FILES["notes/garden.txt"]}
    return build_index(write_corpus(tmp_path, files), embedder=HashingEmbedder(), chunk_words=12, overlap_words=3)


def test_every_cut_equals_a_direct_search_at_that_depth(index: CorpusIndex) -> None:
    rag = ReferenceRAG(index, HashingEmbedder())
    total = len(index.chunks)
    tied_cuts = 0
    for question in QUESTIONS:
        for depth in [total + 3, *range(1, total + 1)]:  # the deepest first: every later depth is a cut
            assert rag.pools.bm25(question, depth) == rag.bm25.search(question, depth), (question, depth)
            assert rag.pools.knn(question, depth) == rag.dense.search(question, depth), (question, depth)
        deep = rag.dense.search(question, total)
        tied_cuts += sum(deep[d - 1][1] == deep[d][1] for d in range(1, len(deep)))
    assert tied_cuts > 0  # the tie rule was exercised
    assert rag.pools.computed == 2 * len(QUESTIONS)  # one BM25 and one dense list per question


def test_sweep_variants_sharing_pools_get_their_rows_alone(index: CorpusIndex) -> None:
    embedder = HashingEmbedder()
    variants = [
        {"mode": mode, "k": k, "k0": k0, "fusion": fusion, "rerank": rerank, "rerank_pool": pool,
         "expand_neighbors": expand}
        for mode, k, k0, fusion, rerank, pool, expand in itertools.product(
            ("hybrid", "bm25", "dense"), (2, 5), (None, 3, 12), (True, False), (True, False), (4, 20), (0, 1))
    ]
    shared = ReferenceRAG(index, embedder)
    first_question = 0
    for question in QUESTIONS:
        for knobs in variants:
            alone = ReferenceRAG(index, embedder).retrieve_for_eval(question, **knobs)
            assert shared.retrieve_for_eval(question, **knobs) == alone, (question, knobs)
        first_question = first_question or shared.pools.computed
    pools = shared.pools
    # the first question deepens its lists as deeper variants ask; after it, every list is as deep
    # as any variant needs: one BM25 and one dense list per question
    assert pools.computed - first_question == 2 * (len(QUESTIONS) - 1)
    assert pools.reused > 50 * pools.computed


def test_only_recent_questions_are_kept(index: CorpusIndex) -> None:
    from rageval_pipeline.core.retrieval.candidate_pools import CandidatePools

    rag = ReferenceRAG(index, HashingEmbedder())
    pools = CandidatePools(lambda: rag.bm25, lambda: rag.dense, rag.embedder, kept=2)
    for question in QUESTIONS:
        pools.bm25(question, 3)
    assert pools.bm25(QUESTIONS[-1], 3) == rag.bm25.search(QUESTIONS[-1], 3) and pools.computed == len(QUESTIONS)
    pools.bm25(QUESTIONS[0], 3)  # forgotten: computed again
    assert pools.computed == len(QUESTIONS) + 1
