"""ReferenceRAG.retrieve_for_eval: seed 001 rows, modes, tie-breaks, expansion, determinism."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rageval_pipeline.core.errors import RetrievalError
from rageval_pipeline.core.records.schemas import ContextChunk
from rageval_pipeline.core.retrieval.corpus import Document
from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder
from rageval_pipeline.core.retrieval.index import build_index
from rageval_pipeline.core.retrieval.reference import (
    ReferenceRAG,
    eval_sort_key,
    merge_overlapping,
)
from rageval_pipeline_tests.core.retrieval_corpus import write_corpus

ROW_FIELDS = {"chunk_id", "doc_id", "start_page", "end_page", "score", "text", "rank", "retrieval_method"}


@pytest.fixture
def rag(tmp_path: Path) -> ReferenceRAG:
    embedder = HashingEmbedder()
    index = build_index(write_corpus(tmp_path), embedder=embedder, chunk_words=12, overlap_words=3)
    return ReferenceRAG(index, embedder)


def test_bm25_mode_rows_follow_the_seed_schema(rag: ReferenceRAG) -> None:
    rows = rag.retrieve_for_eval("API refactor deadline for Bob", mode="bm25", k=3, rerank=False)
    assert rows[0].doc_id == "meetings/meeting_001.txt"
    assert rows[0].start_page <= 2 <= rows[0].end_page and "API refactor" in rows[0].text
    assert [r.rank for r in rows] == list(range(1, len(rows) + 1))
    assert {r.retrieval_method for r in rows} == {"bm25"}
    for row in rows:
        assert {k for k, v in row.model_dump().items() if v is not None} == ROW_FIELDS
        assert row.score == round(row.score, 6)


def test_hybrid_marks_the_retrievers_that_found_each_chunk(rag: ReferenceRAG) -> None:
    rows = rag.retrieve_for_eval("Bob API refactor", mode="hybrid", k=6)
    methods = {r.retrieval_method for r in rows}
    assert methods <= {"bm25", "knn", "bm25+knn"}
    assert rows[0].retrieval_method == "bm25+knn" and rows[0].doc_id == "meetings/meeting_001.txt"
    assert "knn" in methods  # dense returns chunks without a query word; BM25 does not
    scores = [r.score for r in rows]
    assert scores == sorted(scores, reverse=True)


def test_dense_mode_and_no_fusion(rag: ReferenceRAG) -> None:
    dense = rag.retrieve_for_eval("tomatoes basil compost", mode="dense", k=2, rerank=False)
    assert dense[0].doc_id == "notes/garden.txt" and dense[0].retrieval_method == "knn"
    interp = rag.retrieve_for_eval("hotel nightly limit", mode="hybrid", fusion=False, rerank=False, k=3)
    assert interp[0].doc_id == "handbook/travel.txt" and interp[0].start_page == 2
    assert 0.0 <= interp[-1].score <= interp[0].score <= 1.0


def test_neighbour_expansion_merges_adjacent_chunks(rag: ReferenceRAG) -> None:
    plain = rag.retrieve_for_eval("Interview two backend candidates", mode="bm25", k=1, rerank=False)
    wide = rag.retrieve_for_eval("Interview two backend candidates", mode="bm25", k=1, rerank=False,
                                 expand_neighbors=1)
    assert len(wide) == 1 and wide[0].chunk_id == plain[0].chunk_id and wide[0].score == plain[0].score
    pos = int(plain[0].chunk_id.split("#")[1])
    doc_chunks = [c for c in rag.chunks if c.doc_id == plain[0].doc_id]
    before, after = doc_chunks[pos - 1], doc_chunks[pos + 1]
    assert plain[0].text in wide[0].text
    assert wide[0].text.split()[0] == before.text.split()[0]
    assert wide[0].text.split()[-1] == after.text.split()[-1]
    assert wide[0].start_page == min(before.start_page, plain[0].start_page)
    assert wide[0].end_page == max(after.end_page, plain[0].end_page)
    assert len(wide[0].text.split()) < len(before.text.split()) + len(plain[0].text.split()) + len(
        after.text.split())  # overlap words not repeated


def test_expansion_never_duplicates_a_chunk_across_contexts(rag: ReferenceRAG) -> None:
    rows = rag.retrieve_for_eval("Bob Alice Carol meeting", mode="hybrid", k=5, expand_neighbors=2)
    assert len(rows) <= 5
    assert len({r.chunk_id for r in rows}) == len(rows)


def test_two_runs_are_byte_identical(tmp_path: Path) -> None:
    def run() -> str:
        embedder = HashingEmbedder()
        index = build_index(write_corpus(tmp_path), embedder=embedder, chunk_words=12, overlap_words=3)
        rows = ReferenceRAG(index, embedder).retrieve_for_eval("vendor contract renewal risk", k=5,
                                                               expand_neighbors=1)
        return json.dumps([r.model_dump() for r in rows], sort_keys=True)

    assert run() == run()


def test_ties_break_by_doc_then_pages_then_chunk_id(tmp_path: Path) -> None:
    embedder = HashingEmbedder()
    docs = [Document("b.txt", ("zebra crossing",)), Document("a.txt", ("zebra crossing", "zebra crossing"))]
    rag = ReferenceRAG(build_index(docs, embedder=embedder, chunk_words=2, overlap_words=0), embedder)
    rows = rag.retrieve_for_eval("zebra", mode="bm25", k=3, rerank=False)
    assert len({r.score for r in rows}) == 1
    assert [(r.doc_id, r.start_page, r.rank) for r in rows] == [("a.txt", 1, 1), ("a.txt", 2, 2), ("b.txt", 1, 3)]

    def row(chunk: str, doc: str, sp: int, ep: int, score: float) -> ContextChunk:
        return ContextChunk(text="t", chunk_id=chunk, doc_id=doc, start_page=sp, end_page=ep, score=score)

    shuffled = [row("d#2", "d", 1, 2, 0.5), row("d#1", "d", 1, 2, 0.5), row("c#9", "c", 3, 3, 0.5),
                row("d#0", "d", 1, 1, 0.5), row("z#0", "z", 1, 1, 0.9)]
    assert [r.chunk_id for r in sorted(shuffled, key=eval_sort_key)] == ["z#0", "c#9", "d#0", "d#1", "d#2"]


def test_merge_overlapping_drops_the_repeated_words() -> None:
    assert merge_overlapping("a b c d", "c d\ne f") == "a b c d\ne f"
    assert merge_overlapping("a b c d", "c d\fe f") == "a b c d\fe f"
    assert merge_overlapping("a b c d", "c d e") == "a b c d e"
    assert merge_overlapping("a b", "x y") == "a b\nx y"
    assert merge_overlapping("a b c", "b c") == "a b c"


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [({"mode": "sparse"}, "unknown retrieval mode"), ({"k": 0}, "k must be"), ({"k0": 0}, "k0 must be"),
     ({"expand_neighbors": -1}, "expand_neighbors"), ({"rerank_pool": True}, "rerank_pool")],
)
def test_bad_knobs_raise(rag: ReferenceRAG, kwargs: dict, message: str) -> None:
    with pytest.raises(RetrievalError, match=message):
        rag.retrieve_for_eval("anything", **kwargs)
    with pytest.raises(RetrievalError, match="question is empty"):
        rag.retrieve_for_eval("  ")


def test_query_embedder_must_match_the_index(rag: ReferenceRAG) -> None:
    class Other(HashingEmbedder):
        name = "other-model"

    with pytest.raises(RetrievalError, match="same model"):
        ReferenceRAG(rag.index, Other())
