"""Chunking: word windows with page tracking, sentence-aware ends, deterministic ids."""

from __future__ import annotations

import pytest

from rageval_pipeline.core.errors import RetrievalError
from rageval_pipeline.core.retrieval.chunking import chunk_document, chunk_documents
from rageval_pipeline.core.retrieval.corpus import Document


def _page(prefix: str, n: int) -> str:
    return " ".join(f"{prefix}w{i}" for i in range(n))


def test_chunk_straddling_a_page_break_tracks_both_pages() -> None:
    doc = Document("d.txt", (_page("p1", 10), _page("p2", 10)))
    chunks = chunk_document(doc, chunk_words=8, overlap_words=2)
    got = [(c.start_page, c.end_page, c.text.split()[0], c.text.split()[-1]) for c in chunks]
    # window 2 ends early at the page end (a line end is a sentence end); window 3 straddles
    assert got == [
        (1, 1, "p1w0", "p1w7"),
        (1, 1, "p1w6", "p1w9"),
        (1, 2, "p1w8", "p2w5"),
        (2, 2, "p2w4", "p2w9"),
    ]
    assert [c.chunk_id for c in chunks] == ["d.txt#0000", "d.txt#0001", "d.txt#0002", "d.txt#0003"]
    assert [c.position for c in chunks] == [0, 1, 2, 3]
    assert chunks[2].text == "p1w8 p1w9\fp2w0 p2w1 p2w2 p2w3 p2w4 p2w5"


def test_every_word_is_covered_and_overlap_is_bounded() -> None:
    words = [f"x{i}" for i in range(203)]
    doc = Document("long.txt", (" ".join(words[:90]), " ".join(words[90:])))
    chunks = chunk_document(doc, chunk_words=50, overlap_words=10)
    seen = [w for c in chunks for w in c.text.split()]
    assert set(seen) == set(words)
    for a, b in zip(chunks, chunks[1:], strict=False):
        shared = set(a.text.split()) & set(b.text.split())
        assert len(shared) <= 10
        assert len(a.text.split()) <= 50


def test_window_ends_at_a_sentence_end_when_one_is_close() -> None:
    text = "Aa bb cc dd ee ff. Gg hh. Ii jj kk ll mm nn."
    chunks = chunk_document(Document("s.txt", (text,)), chunk_words=9, overlap_words=4)
    assert chunks[0].text == "Aa bb cc dd ee ff. Gg hh."  # not the hard 9-word cut "... Ii"
    # the 4-word overlap region "ee ff. Gg hh." is moved forward to the sentence start "Gg"
    assert chunks[1].text == "Gg hh. Ii jj kk ll mm nn."


def test_empty_pages_are_skipped_and_page_numbers_kept() -> None:
    doc = Document("e.txt", ("", "only page two has words"))
    (chunk,) = chunk_document(doc)
    assert (chunk.start_page, chunk.end_page) == (2, 2)


def test_chunk_documents_is_deterministic_and_in_corpus_order() -> None:
    docs = [Document("a.txt", (_page("a", 30),)), Document("b.txt", (_page("b", 5),))]
    first = chunk_documents(docs, chunk_words=12, overlap_words=4)
    assert first == chunk_documents(docs, chunk_words=12, overlap_words=4)
    assert [c.doc_id for c in first] == ["a.txt"] * 4 + ["b.txt"]


@pytest.mark.parametrize(("chunk_words", "overlap"), [(0, 0), (10, 10), (10, -1)])
def test_bad_parameters_are_rejected(chunk_words: int, overlap: int) -> None:
    with pytest.raises(RetrievalError, match="chunk_words|overlap_words"):
        chunk_documents([Document("a.txt", ("x y",))], chunk_words=chunk_words, overlap_words=overlap)
