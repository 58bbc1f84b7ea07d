"""The corpus index: chunks + their embeddings + the identity of what produced them.

Embedding a corpus is the only expensive step of the reference RAG (MiniLM: ~200 chunks/s on
2 cores), so ``build_index`` caches the embedding matrix on disk under a key made of everything
that determines it — embedder name and dimension, chunking parameters and algorithm version,
corpus content hash — and never recomputes it for an unchanged corpus. Cache files are written
atomically (temp file in the same folder + ``os.replace``) so a crash never leaves a torn file.

``CorpusIndex.to_table`` is the columnar form the pipeline stores as the ``corpus_index``
Parquet asset; ``from_table`` restores it exactly (float32 bits included).

The index also holds the vectors of the chunks' quotable sentences (``sentence_vectors``, see
``sentence_vectors.py``), with which the semantic answerer skips most of its model work. They are
cached next to the chunk matrix under a key that hashes the sentence list itself, and stored in
the table as two optional list columns, each chunk row carrying the sentences first seen in it
(a table written before they existed still loads; its answers are the same, only slower).
"""

from __future__ import annotations

import logging
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pyarrow as pa

from rageval_pipeline.core.retrieval.corpus import Document, corpus_hash
from rageval_pipeline.core.retrieval.embeddings import Embedder
from rageval_pipeline.core.errors import RetrievalError
from rageval_pipeline.core.records.hashing import stable_hash
from rageval_pipeline.core.retrieval.chunking import (
    CHUNKER_VERSION,
    Chunk,
    chunk_documents,
)
from rageval_pipeline.core.retrieval.sentence_vectors import (
    SentenceVectors,
    embed_sentences,
    quotable_sentences,
)

log = logging.getLogger(__name__)

TABLE_FORMAT = "rageval.corpus_index.v1"
_META_PREFIX = "rageval."
_COLUMNS = ("chunk_id", "doc_id", "start_page", "end_page", "position", "text", "embedding")
#: optional: the sentences first seen in each chunk and their vectors (``sentence_vectors``)
_SENTENCE_COLUMNS = ("sentences", "sentence_embeddings")


@dataclass(frozen=True, eq=False)
class CorpusIndex:
    """Chunks in corpus order with one unit-norm float32 embedding row per chunk.

    ``cache_hit`` says how the embeddings were obtained by ``build_index``: ``True`` read from
    the disk cache, ``False`` computed, ``None`` no cache in use (or restored from a table).
    """

    chunks: tuple[Chunk, ...]
    embeddings: np.ndarray
    corpus_hash: str
    embedder_name: str
    chunk_words: int
    overlap_words: int
    chunker_version: str = CHUNKER_VERSION
    cache_hit: bool | None = field(default=None, compare=False)
    sentence_vectors: SentenceVectors | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.embeddings.ndim != 2 or self.embeddings.shape[0] != len(self.chunks):
            raise RetrievalError(
                f"index has {len(self.chunks)} chunks but an embedding matrix of shape {self.embeddings.shape}"
            )
        if self.embeddings.dtype != np.float32:
            raise RetrievalError(f"embeddings must be float32, got {self.embeddings.dtype}")
        sentences = self.sentence_vectors
        if sentences is not None:
            if len(sentences) and sentences.matrix.shape[1] != self.embeddings.shape[1]:
                raise RetrievalError(f"sentence vectors have {sentences.matrix.shape[1]} dims, "
                                     f"the chunk vectors {self.embeddings.shape[1]}")
            if len(sentences) and not 0 <= int(sentences.owner[-1]) < len(self.chunks):
                raise RetrievalError("a stored sentence names a chunk the index does not have")

    @property
    def dim(self) -> int:
        return int(self.embeddings.shape[1])

    def __len__(self) -> int:
        return len(self.chunks)

    def describe(self) -> dict[str, object]:
        """Non-secret identity of the index (recorded in provenance and adapter ``describe``)."""
        return {
            "corpus_hash": self.corpus_hash,
            "embedder": self.embedder_name,
            "dim": self.dim,
            "chunk_words": self.chunk_words,
            "overlap_words": self.overlap_words,
            "chunker_version": self.chunker_version,
            "chunks": len(self.chunks),
            "documents": len({c.doc_id for c in self.chunks}),
        }

    def to_table(self) -> pa.Table:
        """Arrow table: one row per chunk, ``embedding`` as ``fixed_size_list<float32>[dim]``,
        index identity in the schema metadata (``rageval.*`` keys)."""
        dim = self.dim
        flat = pa.array(np.ascontiguousarray(self.embeddings).reshape(-1), type=pa.float32())
        embedding = pa.FixedSizeListArray.from_arrays(flat, dim)
        schema = pa.schema(
            [
                pa.field("chunk_id", pa.string(), nullable=False),
                pa.field("doc_id", pa.string(), nullable=False),
                pa.field("start_page", pa.int32(), nullable=False),
                pa.field("end_page", pa.int32(), nullable=False),
                pa.field("position", pa.int32(), nullable=False),
                pa.field("text", pa.string(), nullable=False),
                pa.field("embedding", pa.list_(pa.float32(), dim), nullable=False),
            ],
            metadata={
                f"{_META_PREFIX}format": TABLE_FORMAT,
                f"{_META_PREFIX}corpus_hash": self.corpus_hash,
                f"{_META_PREFIX}embedder": self.embedder_name,
                f"{_META_PREFIX}dim": str(dim),
                f"{_META_PREFIX}chunk_words": str(self.chunk_words),
                f"{_META_PREFIX}overlap_words": str(self.overlap_words),
                f"{_META_PREFIX}chunker_version": self.chunker_version,
            },
        )
        columns = [
            pa.array([c.chunk_id for c in self.chunks], pa.string()),
            pa.array([c.doc_id for c in self.chunks], pa.string()),
            pa.array([c.start_page for c in self.chunks], pa.int32()),
            pa.array([c.end_page for c in self.chunks], pa.int32()),
            pa.array([c.position for c in self.chunks], pa.int32()),
            pa.array([c.text for c in self.chunks], pa.string()),
            embedding,
        ]
        if self.sentence_vectors is not None:
            sentence_fields, sentence_columns = self._sentence_columns(dim)
            schema = pa.schema([*schema, *sentence_fields], metadata=schema.metadata)
            columns += sentence_columns
        return pa.Table.from_arrays(columns, schema=schema)

    def _sentence_columns(self, dim: int) -> tuple[list[pa.Field], list[pa.Array]]:
        """Per chunk row: the sentences first seen in it, and their vectors (list columns)."""
        vectors = self.sentence_vectors
        assert vectors is not None
        offsets = pa.array(np.searchsorted(vectors.owner, np.arange(len(self.chunks) + 1)).astype(np.int32))
        texts = pa.ListArray.from_arrays(offsets, pa.array(list(vectors.texts), pa.string()))
        flat = pa.array(np.ascontiguousarray(vectors.matrix, dtype=np.float16).reshape(-1), type=pa.float16())
        matrix = pa.ListArray.from_arrays(offsets, pa.FixedSizeListArray.from_arrays(flat, dim))
        fields = [pa.field("sentences", pa.list_(pa.string()), nullable=False),
                  pa.field("sentence_embeddings", pa.list_(pa.list_(pa.float16(), dim)), nullable=False)]
        return fields, [texts, matrix]

    @classmethod
    def from_table(cls, table: pa.Table) -> CorpusIndex:
        """Inverse of :meth:`to_table`; raises ``RetrievalError`` naming what is missing."""
        meta = {k.decode(): v.decode() for k, v in (table.schema.metadata or {}).items()}
        if meta.get(f"{_META_PREFIX}format") != TABLE_FORMAT:
            raise RetrievalError(
                f"table is not a corpus index (schema metadata rageval.format is "
                f"{meta.get(f'{_META_PREFIX}format')!r}, expected {TABLE_FORMAT!r})"
            )
        missing = [c for c in _COLUMNS if c not in table.column_names]
        if missing:
            raise RetrievalError(f"corpus index table lacks column(s) {missing}")
        try:
            dim = int(meta[f"{_META_PREFIX}dim"])
            chunk_words = int(meta[f"{_META_PREFIX}chunk_words"])
            overlap_words = int(meta[f"{_META_PREFIX}overlap_words"])
            hash_, embedder = meta[f"{_META_PREFIX}corpus_hash"], meta[f"{_META_PREFIX}embedder"]
            version = meta[f"{_META_PREFIX}chunker_version"]
        except (KeyError, ValueError) as exc:
            raise RetrievalError(f"corpus index table metadata is incomplete or malformed ({exc})") from None
        columns = {name: table.column(name).to_pylist() for name in _COLUMNS[:-1]}
        for name, values in columns.items():
            if any(v is None for v in values):
                raise RetrievalError(f"corpus index table column {name!r} holds nulls")
        emb_col = table.column("embedding").combine_chunks()
        if emb_col.null_count:
            raise RetrievalError("corpus index table column 'embedding' holds nulls")
        if not pa.types.is_fixed_size_list(emb_col.type) or emb_col.type.list_size != dim:
            raise RetrievalError(f"column 'embedding' must be fixed_size_list<float32>[{dim}], got {emb_col.type}")
        matrix = emb_col.flatten().to_numpy(zero_copy_only=False).astype(np.float32, copy=False)
        chunks = tuple(
            Chunk(chunk_id=cid, doc_id=did, start_page=sp, end_page=ep, position=pos, text=text)
            for cid, did, sp, ep, pos, text in zip(
                columns["chunk_id"], columns["doc_id"], columns["start_page"], columns["end_page"],
                columns["position"], columns["text"], strict=True,
            )
        )
        return cls(
            chunks=chunks,
            embeddings=matrix.reshape(len(chunks), dim).copy(),
            corpus_hash=hash_,
            embedder_name=embedder,
            chunk_words=chunk_words,
            overlap_words=overlap_words,
            chunker_version=version,
            sentence_vectors=_sentences_from_table(table, dim),
        )


def _sentences_from_table(table: pa.Table, dim: int) -> SentenceVectors | None:
    """The optional sentence columns; a table written before they existed has none (None)."""
    present = [c for c in _SENTENCE_COLUMNS if c in table.column_names]
    if not present:
        return None
    if len(present) != len(_SENTENCE_COLUMNS):
        raise RetrievalError(f"corpus index table has {present} but not all of {list(_SENTENCE_COLUMNS)}")
    texts_col = table.column("sentences").combine_chunks()
    vectors_col = table.column("sentence_embeddings").combine_chunks()
    if texts_col.null_count or vectors_col.null_count:
        raise RetrievalError("corpus index table sentence columns hold nulls")
    row_type = vectors_col.type.value_type if pa.types.is_list(vectors_col.type) else None
    if (row_type is None or not pa.types.is_fixed_size_list(row_type) or row_type.list_size != dim
            or not pa.types.is_float16(row_type.value_type)):
        raise RetrievalError(f"column 'sentence_embeddings' must be list<fixed_size_list<float16>[{dim}]>, "
                             f"got {vectors_col.type}")
    counts = texts_col.value_lengths().to_numpy(zero_copy_only=False)
    if not np.array_equal(counts, vectors_col.value_lengths().to_numpy(zero_copy_only=False)):
        raise RetrievalError("corpus index table: a chunk row has a different number of sentences and vectors")
    texts = tuple(texts_col.flatten().to_pylist())
    rows = vectors_col.flatten().flatten().to_numpy(zero_copy_only=False).astype(np.float16, copy=False)
    return SentenceVectors(texts=texts, matrix=rows.reshape(len(texts), dim).copy(),
                           owner=np.repeat(np.arange(len(counts), dtype=np.int64), counts))


def cache_key(embedder: Embedder, *, chunk_words: int, overlap_words: int, corpus_digest: str) -> str:
    """Everything that determines the embedding matrix, hashed."""
    return stable_hash(
        {
            "embedder": embedder.name,
            "dim": int(embedder.dim),
            "chunk_words": chunk_words,
            "overlap_words": overlap_words,
            "chunker": CHUNKER_VERSION,
            "corpus": corpus_digest,
        }
    )


def _read_cache(path: Path, n_chunks: int, dim: int, dtype: type[np.floating] = np.float32) -> np.ndarray | None:
    if not path.is_file():
        return None
    try:
        matrix: np.ndarray = np.load(path, allow_pickle=False)
    except (OSError, ValueError) as exc:
        log.warning("embedding cache %s is unreadable (%s); recomputing", path, exc)
        return None
    if matrix.shape != (n_chunks, dim) or matrix.dtype != dtype:
        log.warning("embedding cache %s has shape %s %s, expected (%d, %d) %s; recomputing",
                    path, matrix.shape, matrix.dtype, n_chunks, dim, np.dtype(dtype).name)
        return None
    return matrix


def _write_cache_atomic(path: Path, matrix: np.ndarray) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            np.save(handle, matrix, allow_pickle=False)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def build_index(
    docs: Sequence[Document],
    *,
    embedder: Embedder,
    chunk_words: int = 120,
    overlap_words: int = 20,
    cache_dir: Path | None = None,
    sentence_vectors: bool = True,
) -> CorpusIndex:
    """Chunk ``docs`` and embed the chunks (and, unless ``sentence_vectors=False``, their quotable
    sentences), reusing cached embeddings when the key matches."""
    if not docs:
        raise RetrievalError("cannot build an index over an empty corpus")
    chunks = tuple(chunk_documents(docs, chunk_words=chunk_words, overlap_words=overlap_words))
    if not chunks:
        raise RetrievalError(f"the corpus ({len(docs)} documents) holds no words to index")
    digest = corpus_hash(list(docs))
    key = cache_key(embedder, chunk_words=chunk_words, overlap_words=overlap_words, corpus_digest=digest)
    cache_path = Path(cache_dir) / f"embeddings-{key}.npy" if cache_dir is not None else None

    matrix = _read_cache(cache_path, len(chunks), int(embedder.dim)) if cache_path is not None else None
    hit = matrix is not None
    if matrix is None:
        matrix = np.asarray(embedder.embed([c.text for c in chunks]), dtype=np.float32)
        if matrix.shape != (len(chunks), int(embedder.dim)):
            raise RetrievalError(
                f"embedder {embedder.name!r} returned shape {matrix.shape} for {len(chunks)} chunks "
                f"(expected ({len(chunks)}, {embedder.dim}))"
            )
        if cache_path is not None:
            _write_cache_atomic(cache_path, matrix)
    log.info(
        "corpus index: %d chunks from %d documents, embedder %s, cache %s",
        len(chunks), len(docs), embedder.name,
        "off" if cache_path is None else ("hit" if hit else "miss"),
    )
    return CorpusIndex(
        chunks=chunks,
        embeddings=matrix,
        corpus_hash=digest,
        embedder_name=embedder.name,
        chunk_words=chunk_words,
        overlap_words=overlap_words,
        cache_hit=hit if cache_path is not None else None,
        sentence_vectors=build_sentence_vectors(chunks, embedder, cache_dir=cache_dir) if sentence_vectors else None,
    )


def build_sentence_vectors(chunks: Sequence[Chunk], embedder: Embedder, *, cache_dir: Path | None = None
                           ) -> SentenceVectors:
    """Every quotable sentence of ``chunks`` embedded once, cached like the chunk matrix (the key
    hashes the sentence list itself, so a changed splitter never misaligns cached rows)."""
    texts, owner = quotable_sentences(chunks)
    key = stable_hash({"embedder": embedder.name, "dim": int(embedder.dim), "sentences": stable_hash(texts)})
    cache_path = Path(cache_dir) / f"sentences-{key}.npy" if cache_dir is not None else None
    matrix = _read_cache(cache_path, len(texts), int(embedder.dim), np.float16) if cache_path is not None else None
    if matrix is None:
        matrix = embed_sentences(embedder, texts)
        if cache_path is not None:
            _write_cache_atomic(cache_path, matrix)
    return SentenceVectors(texts=tuple(texts), matrix=matrix, owner=np.array(owner, dtype=np.int64))


__all__ = ["TABLE_FORMAT", "CorpusIndex", "build_index", "build_sentence_vectors", "cache_key"]
