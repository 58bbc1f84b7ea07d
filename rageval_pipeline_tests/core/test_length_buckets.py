"""MiniLM in bfloat16 runs texts grouped by token length, passes side by side: each vector depends on its
text alone (not on what else is embedded with it), it points where ``encode``'s does, and torch's thread
setting is what it was afterwards."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from rageval_pipeline.core.retrieval import length_buckets
from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder, MiniLMEmbedder, get_default_embedder

TEXTS = [
    "Members pay £20 per class; non-members pay £35.",
    "Children under 10 attend free.",
    "The cutover is now scheduled for 12 June 2026.",
    "Refunds are paid within 14 days of approval, less a £10 admin fee, by the original payment method.",
    "x" * 3000,  # (truncated at the model's 256 tokens, as encode truncates it)
    "短い文です。",
    "Sessions start at 21:30 and 23:00.",
    "",
]


@pytest.fixture(scope="module")
def bfloat16() -> MiniLMEmbedder:
    embedder = get_default_embedder("bfloat16")
    assert isinstance(embedder, MiniLMEmbedder)
    return embedder


@pytest.mark.slow
def test_a_vector_is_the_same_bits_alone_and_among_others(bfloat16: MiniLMEmbedder) -> None:
    together = bfloat16.embed(TEXTS)
    for row, text in enumerate(TEXTS):
        assert np.array_equal(bfloat16.embed([text])[0], together[row]), text[:40]
    # (and in another company, in another order)
    shuffled = bfloat16.embed(TEXTS[::-1] + ["A longer sentence about something else entirely, to pad a batch."])
    assert np.array_equal(shuffled[: len(TEXTS)][::-1], together)
    assert np.array_equal(bfloat16.embed_rows(TEXTS, [2, 5]), together[[2, 5]])


@pytest.mark.slow
def test_vectors_are_unit_length_and_point_where_encodes_do(bfloat16: MiniLMEmbedder) -> None:
    vectors = bfloat16.embed(TEXTS)
    model = bfloat16._load()
    encoded = np.asarray(model.encode(TEXTS, batch_size=64, normalize_embeddings=True, show_progress_bar=False),
                         dtype=np.float32)
    assert vectors.shape == (len(TEXTS), 384) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-6)
    # (bfloat16 keeps ~3 significant digits: on a CPU without native bfloat16, where torch computes it another way, the
    # two batchings agree to a cosine of ~0.998, not 0.999 - still the same direction)
    assert float(np.min(np.sum(vectors * encoded, axis=1))) >= 0.995
    full = get_default_embedder("float32").embed(TEXTS)
    assert float(np.min(np.sum(vectors * full, axis=1))) >= 0.995


@pytest.mark.slow
def test_the_passes_run_side_by_side_and_leave_torchs_threads_as_they_were(bfloat16: MiniLMEmbedder) -> None:
    import torch

    before = torch.get_num_threads()
    seen: set[str] = set()
    original = length_buckets.ThreadPoolExecutor

    class Watching(original):  # type: ignore[misc, valid-type]
        def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def]
            def watched(*a, **k):  # type: ignore[no-untyped-def]
                seen.add(threading.current_thread().name)
                assert torch.get_num_threads() == 1  # (one thread per pass while they run side by side)
                return fn(*a, **k)
            return super().submit(watched, *args, **kwargs)

    torch.set_num_threads(2)
    try:
        length_buckets.ThreadPoolExecutor = Watching  # type: ignore[misc]
        many = [f"Sentence number {i} says {'more ' * (i % 30)}about the fees." for i in range(120)]
        vectors = bfloat16.embed(many)
        assert torch.get_num_threads() == 2
        assert len(seen) == 2 and all(name.startswith("minilm") for name in seen)
    finally:
        length_buckets.ThreadPoolExecutor = original  # type: ignore[misc]
        torch.set_num_threads(before)
    torch.set_num_threads(1)  # (one thread: the passes run one after another, the same bits)
    try:
        assert np.array_equal(bfloat16.embed(many), vectors)
    finally:
        torch.set_num_threads(before)


def test_only_a_mean_pooled_transformer_is_run_by_length() -> None:
    assert not length_buckets.supports(HashingEmbedder())
    assert not length_buckets.supports(object())


@pytest.mark.slow
def test_minilm_is_run_by_length(bfloat16: MiniLMEmbedder) -> None:
    assert length_buckets.supports(bfloat16._load())
