"""CorpusIndex: embedding cache hit / miss, atomic cache files, exact Arrow/Parquet round trip."""

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
    assert first.cache_hit is False and embedder.calls == 1
    second = build_index(docs, embedder=embedder, chunk_words=30, overlap_words=5, cache_dir=cache)
    assert second.cache_hit is True and embedder.calls == 1  # nothing re-embedded
    assert np.array_equal(first.embeddings, second.embeddings)
    assert [p.name for p in cache.iterdir() if p.name.endswith(".tmp")] == []

    edited = write_corpus(tmp_path / "corpus", {"notes/garden.txt": FILES["notes/garden.txt"] + " Peppers too."})
    third = build_index(edited, embedder=embedder, chunk_words=30, overlap_words=5, cache_dir=cache)
    assert third.cache_hit is False and embedder.calls == 2
    assert third.corpus_hash != first.corpus_hash

    other_params = build_index(docs, embedder=embedder, chunk_words=40, overlap_words=5, cache_dir=cache)
    assert other_params.cache_hit is False and embedder.calls == 3


def test_unreadable_cache_file_is_recomputed(tmp_path: Path) -> None:
    docs = write_corpus(tmp_path / "corpus")
    embedder = CountingEmbedder(HashingEmbedder())
    build_index(docs, embedder=embedder, cache_dir=tmp_path / "cache")
    (cache_file,) = (tmp_path / "cache").iterdir()
    cache_file.write_bytes(b"not a numpy file")
    again = build_index(docs, embedder=embedder, cache_dir=tmp_path / "cache")
    assert again.cache_hit is False and embedder.calls == 2
    assert build_index(docs, embedder=embedder, cache_dir=tmp_path / "cache").cache_hit is True


def test_no_cache_dir_reports_none(tmp_path: Path) -> None:
    index = build_index(write_corpus(tmp_path), embedder=HashingEmbedder())
    assert index.cache_hit is None
    assert index.embeddings.dtype == np.float32 and index.embeddings.shape == (len(index.chunks), 256)


def test_table_round_trip_is_exact_through_parquet(tmp_path: Path) -> None:
    index = build_index(write_corpus(tmp_path / "c"), embedder=HashingEmbedder(dim=64), chunk_words=20,
                        overlap_words=4)
    table = index.to_table()
    assert table.column_names == ["chunk_id", "doc_id", "start_page", "end_page", "position", "text", "embedding"]
    assert table.schema.field("embedding").type == pa.list_(pa.float32(), 64)
    meta = table.schema.metadata
    assert meta[b"rageval.corpus_hash"].decode() == index.corpus_hash
    assert meta[b"rageval.embedder"] == b"hashing-v1"
    assert meta[b"rageval.chunk_words"] == b"20"

    pq.write_table(table, tmp_path / "corpus_index.parquet")
    restored = CorpusIndex.from_table(pq.read_table(tmp_path / "corpus_index.parquet"))
    assert restored.chunks == index.chunks
    assert restored.embeddings.tobytes() == index.embeddings.tobytes()
    assert restored.describe() == index.describe()
    # a table split into several record batches restores the same
    sliced = pa.concat_tables([table.slice(0, 3), table.slice(3)])
    assert CorpusIndex.from_table(sliced).embeddings.tobytes() == index.embeddings.tobytes()


def test_from_table_rejects_foreign_tables(tmp_path: Path) -> None:
    index = build_index(write_corpus(tmp_path), embedder=HashingEmbedder(dim=16))
    with pytest.raises(RetrievalError, match="not a corpus index"):
        CorpusIndex.from_table(pa.table({"x": [1]}))
    with pytest.raises(RetrievalError, match="lacks column"):
        CorpusIndex.from_table(index.to_table().drop_columns(["text"]))


def test_empty_corpus_is_an_error() -> None:
    with pytest.raises(RetrievalError, match="empty corpus"):
        build_index([], embedder=HashingEmbedder())
