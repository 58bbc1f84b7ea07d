"""BM25 wrapper: tokenizer, keyword retrieval, no-match behaviour, positive idf on tiny corpora."""

from __future__ import annotations

import pytest

from rageval_pipeline.core.errors import RetrievalError
from rageval_pipeline.core.retrieval.bm25 import BM25Index, tokenize


def test_tokenizer_is_simple_and_deterministic() -> None:
    assert tokenize("What are Bob's Commitments, and the API-v2 deadlines?") == [
        "bob", "commitment", "api", "v2", "deadline",
    ]
    assert tokenize("the of a") == []


def test_bm25_finds_the_keyword_chunk() -> None:
    texts = [
        "Tomatoes need full sun and water.",
        "Bob will complete the API refactor by March 25th.",
        "Hotel stays are reimbursed up to a nightly limit.",
    ]
    index = BM25Index(texts)
    hits = index.search("When is the API refactor due?", 3)
    assert hits[0][0] == 1
    assert all(score > 0 for _, score in hits)
    assert [i for i, _ in hits] == [1]  # chunks without a query term are not "found"
    assert index.search("the of", 3) == []
    with pytest.raises(RetrievalError, match="top_n"):
        index.search("api", 0)


def test_term_in_every_chunk_still_scores_positive() -> None:
    index = BM25Index(["budget review", "budget plan"])
    hits = index.search("budget", 5)
    assert len(hits) == 2 and all(s > 0 for _, s in hits)
    assert hits[0][1] == hits[1][1] and [i for i, _ in hits] == [0, 1]  # tie -> chunk index


def test_empty_corpus_is_an_error() -> None:
    with pytest.raises(RetrievalError, match="zero chunks"):
        BM25Index([])


def test_postings_scores_equal_rank_bm25_bit_for_bit() -> None:
    """The postings scorer replaces rank-bm25's per-chunk scan; rounded scores and rankings must
    not move, so every float must be rank-bm25's own, repeated and unseen query terms included."""
    import random
    from pathlib import Path

    import numpy as np

    from rageval_pipeline.core.retrieval.chunking import chunk_documents
    from rageval_pipeline.core.retrieval.corpus import load_corpus

    corpus = Path(__file__).resolve().parents[2] / "data" / "corpus"
    index = BM25Index([c.text for c in chunk_documents(load_corpus(corpus))])
    vocabulary = sorted({t for tokens in index.tokens for t in tokens}) + ["unseenword"]
    rng = random.Random(7)
    for _ in range(300):
        terms = [rng.choice(vocabulary) for _ in range(rng.randint(1, 12))]
        terms += terms[:1]  # a repeated term counts twice in rank-bm25 too
        ours = index.scores(terms)
        theirs = np.asarray(index._bm25.get_scores(terms), dtype=np.float64)
        assert ours.tobytes() == theirs.tobytes(), terms
