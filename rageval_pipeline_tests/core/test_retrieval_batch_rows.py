"""BatchRows: some rows of MiniLM's batched call, bit for bit, without computing the rest."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from rageval_pipeline.core.retrieval.answerer import split_sentences
from rageval_pipeline.core.retrieval.batch_rows import BatchRows
from rageval_pipeline.core.retrieval.corpus import load_corpus
from rageval_pipeline.core.retrieval.embeddings import MiniLMEmbedder

CORPUS = Path(__file__).resolve().parents[2] / "data" / "corpus"

pytestmark = pytest.mark.slow  # loads the embedding model


def _texts() -> list[str]:
    """A question and ~90 corpus sentences of mixed lengths: two batches of 64, as the answerer's call."""
    sentences = [s for doc in load_corpus(CORPUS)[:6] for page in doc.pages for s in split_sentences(page)]
    return ["When is the API refactor due?", *sentences[:90]]


def test_rows_equal_the_batched_call_bit_for_bit(caplog: pytest.LogCaptureFixture) -> None:
    embedder = MiniLMEmbedder()
    texts = _texts()
    batched = embedder.embed(texts)
    rng = random.Random(3)
    picks = [[0], [0, 5], [1, len(texts) - 1], sorted(rng.sample(range(len(texts)), 7)), list(range(len(texts)))]
    with caplog.at_level("WARNING"):
        for wanted in picks:
            assert embedder.embed_rows(texts, wanted).tobytes() == batched[wanted].tobytes(), wanted
    rows = embedder.batch_rows
    # the first partial call checked every row against the batched call; whether rows computed alone
    # match it is a property of the CPU's kernels (on some machines the last bits move with the batch),
    # and where they do not, the batched call answers (the bits above are the same either way) and says so
    assert rows.independent is not None
    if rows.independent:
        assert rows.remembered > 0  # rows asked again come from memory, still the same bits
    else:
        assert rows.remembered == 0 and rows.computed > 0  # only the check computed rows alone
        assert any("depend on more than their batch's padded length" in r.getMessage() for r in caplog.records)
    assert embedder.embed_rows(["When is the API refactor due?"], [0]).tobytes() == \
        embedder.embed(["When is the API refactor due?"]).tobytes()


def test_rows_that_depend_on_their_batch_fall_back_to_the_batched_call(caplog: pytest.LogCaptureFixture) -> None:
    """Where the check finds any bit that differs (another build, another CPU), every later call is
    answered by the batched call itself: slower, never different."""
    embedder = MiniLMEmbedder()

    def drifting(texts: list[str]) -> np.ndarray:  # a batched call whose rows are not the rows alone
        vectors = embedder.embed(texts)
        vectors[:, 0] += np.float32(1e-6)
        return vectors

    rows = BatchRows(embedder._load, embedder.batch_size, drifting)
    texts = _texts()
    with caplog.at_level("WARNING"):
        out = rows.rows(texts, [0, 3])
    assert rows.independent is False
    assert out.tobytes() == drifting(texts)[[0, 3]].tobytes()
    assert any("depend on more than their batch's padded length" in r.getMessage() for r in caplog.records)
