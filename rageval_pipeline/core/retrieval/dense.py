"""Dense retrieval: exact inner-product search (FAISS ``IndexFlatIP``) over unit vectors.

At sample-corpus scale a flat index is exact and fast (PERF_NOTES: 50k x 384 searches at
~3k queries/s), so there is no approximate index whose results could drift between builds.
The vectors come from the :class:`CorpusIndex`; chunks are never re-embedded here.
"""

from __future__ import annotations

import numpy as np

from rageval_pipeline.core.errors import RetrievalError
from rageval_pipeline.core.retrieval.embeddings import Embedder


class DenseIndex:
    """Cosine search over L2-normalised float32 rows (inner product == cosine)."""

    def __init__(self, vectors: np.ndarray, *, embedder: Embedder | None = None) -> None:
        if vectors.ndim != 2 or vectors.shape[0] == 0:
            raise RetrievalError(f"dense index needs a non-empty (n, dim) matrix, got shape {vectors.shape}")
        if embedder is not None and embedder.dim != vectors.shape[1]:
            raise RetrievalError(
                f"embedder {embedder.name!r} makes {embedder.dim}-dim vectors but the index holds "
                f"{vectors.shape[1]}-dim vectors; rebuild the index with the same embedder"
            )
        import faiss

        self.dim = int(vectors.shape[1])
        self.size = int(vectors.shape[0])
        self._embedder = embedder
        self._index = faiss.IndexFlatIP(self.dim)
        self._index.add(np.ascontiguousarray(vectors, dtype=np.float32))

    def __len__(self) -> int:
        return self.size

    def search(self, query: np.ndarray | str, top_n: int) -> list[tuple[int, float]]:
        """Top ``top_n`` ``(chunk_index, cosine)`` pairs, best first, ties by chunk index.

        ``query`` is a vector of the index's dimension or a text (embedded with the embedder
        given at construction). A zero query vector (empty text) finds nothing.
        """
        if top_n < 1:
            raise RetrievalError(f"top_n must be >= 1, got {top_n}")
        vector = self._query_vector(query)
        if not np.any(vector):
            return []
        n = min(top_n, self.size)
        scores, ids = self._index.search(vector.reshape(1, -1), n)
        pairs = [(int(i), float(s)) for i, s in zip(ids[0], scores[0], strict=True) if i >= 0]
        pairs.sort(key=lambda p: (-p[1], p[0]))
        return pairs

    def _query_vector(self, query: np.ndarray | str) -> np.ndarray:
        if isinstance(query, str):
            if self._embedder is None:
                raise RetrievalError("a text query needs the dense index to be built with an embedder")
            vector = self._embedder.embed([query])[0]
        else:
            vector = np.asarray(query, dtype=np.float32).reshape(-1)
        if vector.shape[0] != self.dim:
            raise RetrievalError(f"query vector has {vector.shape[0]} dims, the index {self.dim}")
        return np.ascontiguousarray(vector, dtype=np.float32)


__all__ = ["DenseIndex"]
