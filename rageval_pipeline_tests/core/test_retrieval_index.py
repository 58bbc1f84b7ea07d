"""CorpusIndex: embedding cache hit / miss, atomic cache files, exact Arrow/Parquet round trip
(chunk vectors and the stored sentence vectors of the semantic answerer)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder
from rageval_pipeline.core.errors import RetrievalError
from rageval_pipeline.core.retrieval.index import CorpusIndex, build_index
from rageval_pipeline_tests.core.retrieval_corpus import FILES, CountingEmbedder, write_corpus


def test_second_build_hits_the_cache_and_a_corpus_edit_misses(tmp_path: Path) -> None:
    docs = write_corpus(tmp_path / "corpus")
    cache = tmp_path / "cache"
    embedder = CountingEmbedder(HashingEmbedder())

    first = build_index(docs, embedder=embedder, chunk_words=30, overlap_words=5, cache_dir=cache)
    assert first.cache_hit is False and embedder.calls == 2  # the chunks, then their sentences
    second = build_index(docs, embedder=embedder, chunk_words=30, overlap_words=5, cache_dir=cache)
    assert second.cache_hit is True and embedder.calls == 2  # nothing re-embedded
    assert np.array_equal(first.embeddings, second.embeddings)
    assert second.sentence_vectors is not None and first.sentence_vectors is not None
    assert second.sentence_vectors.matrix.tobytes() == first.sentence_vectors.matrix.tobytes()
    assert [p.name for p in cache.iterdir() if p.name.endswith(".tmp")] == []

    added = " Peppers grow well in the greenhouse too."
    edited = write_corpus(tmp_path / "corpus", {"notes/garden.txt": FILES["notes/garden.txt"] + added})
    third = build_index(edited, embedder=embedder, chunk_words=30, overlap_words=5, cache_dir=cache)
    assert third.cache_hit is False and embedder.calls == 4
    assert third.corpus_hash != first.corpus_hash
    assert third.sentence_vectors is not None
    assert any(text.endswith(added.strip()) for text in third.sentence_vectors.texts)

    # other windows may cut other sentence fragments: the sentence file is keyed by the list itself
    other_params = build_index(docs, embedder=embedder, chunk_words=40, overlap_words=5, cache_dir=cache)
    assert other_params.sentence_vectors is not None
    same_sentences = other_params.sentence_vectors.texts == first.sentence_vectors.texts
    assert other_params.cache_hit is False and embedder.calls == 5 + (0 if same_sentences else 1)


def test_unreadable_cache_file_is_recomputed(tmp_path: Path) -> None:
    docs = write_corpus(tmp_path / "corpus")
    embedder = CountingEmbedder(HashingEmbedder())
    build_index(docs, embedder=embedder, cache_dir=tmp_path / "cache")
    (cache_file,) = (tmp_path / "cache").glob("embeddings-*.npy")
    (sentence_file,) = (tmp_path / "cache").glob("sentences-*.npy")
    cache_file.write_bytes(b"not a numpy file")
    again = build_index(docs, embedder=embedder, cache_dir=tmp_path / "cache")
    assert again.cache_hit is False and embedder.calls == 3  # the chunks again; sentences from their file
    assert build_index(docs, embedder=embedder, cache_dir=tmp_path / "cache").cache_hit is True
    sentence_file.write_bytes(b"torn")
    rebuilt = build_index(docs, embedder=embedder, cache_dir=tmp_path / "cache")
    assert rebuilt.sentence_vectors is not None and again.sentence_vectors is not None
    assert embedder.calls == 4 and rebuilt.sentence_vectors.matrix.tobytes() == again.sentence_vectors.matrix.tobytes()


def test_no_cache_dir_reports_none(tmp_path: Path) -> None:
    index = build_index(write_corpus(tmp_path), embedder=HashingEmbedder())
    assert index.cache_hit is None
    assert index.embeddings.dtype == np.float32 and index.embeddings.shape == (len(index.chunks), 256)


def test_table_round_trip_is_exact_through_parquet(tmp_path: Path) -> None:
    index = build_index(write_corpus(tmp_path / "c"), embedder=HashingEmbedder(dim=64), chunk_words=20,
                        overlap_words=4)
    table = index.to_table()
    assert table.column_names == ["chunk_id", "doc_id", "start_page", "end_page", "position", "text", "embedding",
                                  "sentences", "sentence_embeddings"]
    assert table.schema.field("embedding").type == pa.list_(pa.float32(), 64)
    assert table.schema.field("sentence_embeddings").type == pa.list_(pa.list_(pa.float16(), 64))
    meta = table.schema.metadata
    assert meta[b"rageval.corpus_hash"].decode() == index.corpus_hash
    assert meta[b"rageval.embedder"] == b"hashing-v1"
    assert meta[b"rageval.chunk_words"] == b"20"

    pq.write_table(table, tmp_path / "corpus_index.parquet")
    restored = CorpusIndex.from_table(pq.read_table(tmp_path / "corpus_index.parquet"))
    assert restored.chunks == index.chunks
    assert restored.embeddings.tobytes() == index.embeddings.tobytes()
    assert restored.describe() == index.describe()
    stored, back = index.sentence_vectors, restored.sentence_vectors
    assert stored is not None and back is not None
    assert len(stored) > len(index.chunks)  # several sentences per chunk, each stored once
    assert back.texts == stored.texts and back.owner.tolist() == stored.owner.tolist()
    assert back.matrix.tobytes() == stored.matrix.tobytes()
    # a table split into several record batches restores the same
    sliced = CorpusIndex.from_table(pa.concat_tables([table.slice(0, 3), table.slice(3)]))
    assert sliced.embeddings.tobytes() == index.embeddings.tobytes()
    assert sliced.sentence_vectors is not None
    assert sliced.sentence_vectors.matrix.tobytes() == stored.matrix.tobytes()
    assert sliced.sentence_vectors.texts == stored.texts


def test_stored_sentences_are_the_quotable_ones_of_chunks_and_neighbour_pairs(tmp_path: Path) -> None:
    """Each chunk row carries the sentences first seen in it (alone or merged with the chunk
    before it, as neighbour expansion merges them); headings and short lines are left out."""
    from rageval_pipeline.core.retrieval.answerer import SEMANTIC_MIN_WORDS, is_heading, split_sentences
    from rageval_pipeline.core.retrieval.chunking import merge_overlapping

    index = build_index(write_corpus(tmp_path / "c"), embedder=HashingEmbedder(dim=32), chunk_words=20,
                        overlap_words=4)
    rows = index.to_table().column("sentences").to_pylist()
    seen: set[str] = set()
    for position, (chunk, new) in enumerate(zip(index.chunks, rows, strict=True)):
        before = [c for c in index.chunks if c.doc_id == chunk.doc_id and c.position == chunk.position - 1]
        sources = [chunk.text] + [merge_overlapping(before[0].text, chunk.text) for _ in before[:1]]
        quotable = {s for text in sources for s in split_sentences(text)
                    if not is_heading(s) and len(s.split()) >= SEMANTIC_MIN_WORDS}
        assert set(new) == quotable - seen, position
        seen.update(new)
    assert index.sentence_vectors is not None and sorted(seen) == sorted(index.sentence_vectors.texts)
    # a sentence cut by a chunk boundary is stored whole, as the merged pair holds it
    assert any(not any(s in c.text for c in index.chunks) for s in seen)


def test_a_table_without_sentence_columns_still_loads(tmp_path: Path) -> None:
    """Tables written before sentence vectors existed restore without them (the answerer then
    computes every candidate's cosine, as it did); half of the pair is an error."""
    index = build_index(write_corpus(tmp_path), embedder=HashingEmbedder(dim=16))
    table = index.to_table()
    old = CorpusIndex.from_table(table.drop_columns(["sentences", "sentence_embeddings"]))
    assert old.sentence_vectors is None and old.embeddings.tobytes() == index.embeddings.tobytes()
    with pytest.raises(RetrievalError, match="not all of"):
        CorpusIndex.from_table(table.drop_columns(["sentence_embeddings"]))
    plain = build_index(write_corpus(tmp_path), embedder=HashingEmbedder(dim=16), sentence_vectors=False)
    assert plain.sentence_vectors is None and plain.to_table().column_names[-1] == "embedding"


def test_from_table_rejects_foreign_tables(tmp_path: Path) -> None:
    index = build_index(write_corpus(tmp_path), embedder=HashingEmbedder(dim=16))
    with pytest.raises(RetrievalError, match="not a corpus index"):
        CorpusIndex.from_table(pa.table({"x": [1]}))
    with pytest.raises(RetrievalError, match="lacks column"):
        CorpusIndex.from_table(index.to_table().drop_columns(["text"]))


def test_empty_corpus_is_an_error() -> None:
    with pytest.raises(RetrievalError, match="empty corpus"):
        build_index([], embedder=HashingEmbedder())
