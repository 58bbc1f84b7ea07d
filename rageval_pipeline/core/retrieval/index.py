"""The corpus index: chunks + their embeddings + the identity of what produced them.

Embedding a corpus is the only expensive step of the reference RAG (MiniLM: ~200 chunks/s on
2 cores), so ``build_index`` caches the embedding matrix on disk under a key made of everything
that determines it — embedder name and dimension, chunking parameters and algorithm version,
corpus content hash — and never recomputes it for an unchanged corpus. Cache files are written
atomically (temp file in the same folder + ``os.replace``) so a crash never leaves a torn file.

``CorpusIndex.to_table`` is the columnar form the pipeline stores as the ``corpus_index``
Parquet asset; ``from_table`` restores it exactly (float32 bits included).
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

log = logging.getLogger(__name__)

TABLE_FORMAT = "rageval.corpus_index.v1"
_META_PREFIX = "rageval."
_COLUMNS = ("chunk_id", "doc_id", "start_page", "end_page", "position", "text", "embedding")


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

    def __post_init__(self) -> None:
        if self.embeddings.ndim != 2 or self.embeddings.shape[0] != len(self.chunks):
            raise RetrievalError(
                f"index has {len(self.chunks)} chunks but an embedding matrix of shape {self.embeddings.shape}"
            )
        if self.embeddings.dtype != np.float32:
            raise RetrievalError(f"embeddings must be float32, got {self.embeddings.dtype}")

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
        return pa.Table.from_arrays(columns, schema=schema)

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
        )


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


def _read_cache(path: Path, n_chunks: int, dim: int) -> np.ndarray | None:
    if not path.is_file():
        return None
    try:
        matrix: np.ndarray = np.load(path, allow_pickle=False)
    except (OSError, ValueError) as exc:
        log.warning("embedding cache %s is unreadable (%s); recomputing", path, exc)
        return None
    if matrix.shape != (n_chunks, dim) or matrix.dtype != np.float32:
        log.warning("embedding cache %s has shape %s %s, expected (%d, %d) float32; recomputing",
                    path, matrix.shape, matrix.dtype, n_chunks, dim)
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
) -> CorpusIndex:
    """Chunk ``docs`` and embed the chunks, reusing cached embeddings when the key matches."""
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
    )


__all__ = ["TABLE_FORMAT", "CorpusIndex", "build_index", "cache_key"]
