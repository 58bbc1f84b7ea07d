"""The corpus's quotable sentences embedded once per index, to *bound* the semantic answerer's cosines.

Why: the full system's answerer raises a candidate sentence's score to its meaning score
(question–sentence cosine) when that is higher; embedding ~70 candidates per question was nearly
all of a response's time. Chunk sentences are fixed, so the index stores their vectors.

Why only a bound: the answerer's cosines must stay those of one ``embed([question] + candidates)``
call, and a vector's last float bits depend on the padded length of the batch it was computed in
(see ``batch_rows.py``). A stored vector is the same sentence computed in another batch (on this
build within 4e-7 of the batched one in cosine terms, measured over 13,600 candidates), kept as
float16 (half the size; rounding moves a unit vector by at most 2^-11 ~ 4.9e-4 in L2, a bound,
not a measurement). So from stored vectors and the question's own vector the answerer knows each
cosine within :data:`COSINE_TOLERANCE`, which is enough to prove, for most candidates, that a
score stays lexical or stays below the answer's cut-off; only the rest are computed exactly
(float16 instead of float32 changed that rest by 1 %: 161 instead of 158 of 300 questions).

That tolerance holds only for vectors from the same model; a store built by another model build
that drifted is not trusted (:meth:`SentenceVectors.drift_problem`, checked on first use).

Which sentences: those the answerer may score by meaning (no headings, at least
``SEMANTIC_MIN_WORDS`` words), from every chunk and from every pair of consecutive chunks merged
as neighbour expansion merges them (a sentence cut by a chunk boundary is whole there). A
candidate the store lacks is simply computed exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from rageval_pipeline.core.errors import RetrievalError
from rageval_pipeline.core.retrieval.answerer import SEMANTIC_MIN_WORDS, is_heading, split_sentences
from rageval_pipeline.core.retrieval.chunking import Chunk, merge_overlapping
from rageval_pipeline.core.retrieval.embeddings import Embedder

#: float16 rounding error of a unit vector, in L2 (each component moves by at most 2^-11 of itself)
FLOAT16_ROUNDING = 2.0**-11
#: largest L2 distance allowed between a stored vector (before rounding) and the same sentence
#: embedded now: batch effects measure under 1e-6, another model build far more
MAX_STORED_DRIFT = 2.5e-5
#: how far a cosine from a stored vector and the question embedded alone may be from the batched
#: call's: |d cos| <= |d sentence| + |d question| <= FLOAT16_ROUNDING + MAX_STORED_DRIFT + 1e-6
#: (~5.1e-4) for unit vectors, doubled
COSINE_TOLERANCE = 1.1e-3
#: sentences re-embedded by the first-use check
DRIFT_SAMPLE = 16


@dataclass(frozen=True, eq=False)
class SentenceVectors:
    """Distinct quotable sentences in first-seen order, one unit vector each (float16).

    ``owner[i]`` is the index of the chunk where ``texts[i]`` is first seen (non-decreasing): the
    ``corpus_index`` table stores them that way, each chunk row listing its new sentences.
    """

    texts: tuple[str, ...]
    matrix: np.ndarray
    owner: np.ndarray
    _rows: dict[str, int] = field(init=False, repr=False)
    #: how far a cosine from these vectors may be from the batched call's (see the module docstring)
    cosine_tolerance: float = field(default=COSINE_TOLERANCE, init=False)

    def __post_init__(self) -> None:
        if self.matrix.ndim != 2 or self.matrix.shape[0] != len(self.texts) or self.matrix.dtype != np.float16:
            raise RetrievalError(f"{len(self.texts)} stored sentences but a sentence matrix of shape "
                                 f"{self.matrix.shape} {self.matrix.dtype} (expected float16, one row per sentence)")
        if self.owner.shape != (len(self.texts),):
            raise RetrievalError(f"{len(self.texts)} stored sentences but {self.owner.shape[0]} chunk owners")
        if len(self.owner) and np.any(np.diff(self.owner) < 0):
            raise RetrievalError("stored sentences must be in chunk order")
        object.__setattr__(self, "_rows", {text: row for row, text in enumerate(self.texts)})

    def __len__(self) -> int:
        return len(self.texts)

    def row(self, text: str) -> int | None:
        return self._rows.get(text)

    def cosines(self, rows: Sequence[int], vector: np.ndarray) -> np.ndarray:
        """Cosines of stored sentences ``rows`` with a unit ``vector`` (float32 arithmetic)."""
        result: np.ndarray = self.matrix[list(rows)].astype(np.float32) @ np.asarray(vector, dtype=np.float32)
        return result

    def drift_problem(self, embedder: Embedder) -> str | None:
        """Why these vectors cannot bound ``embedder``'s cosines, or None when they can: a spread
        sample is embedded again and each must lie within float16 rounding plus
        :data:`MAX_STORED_DRIFT` of its stored copy."""
        if not self.texts:
            return "no sentences are stored"
        if self.matrix.shape[1] != int(embedder.dim):
            return f"stored vectors have {self.matrix.shape[1]} dims, the embedder {embedder.dim}"
        take = min(len(self.texts), DRIFT_SAMPLE)
        picks = sorted({int(i * len(self.texts) / take) for i in range(take)})
        fresh = np.asarray(embedder.embed([self.texts[i] for i in picks]), dtype=np.float32)
        drift = float(np.max(np.linalg.norm(fresh - self.matrix[picks].astype(np.float32), axis=1)))
        allowed = FLOAT16_ROUNDING + MAX_STORED_DRIFT
        if not drift <= allowed:
            return f"re-embedding stored sentences moves them by up to {drift:.2e} (allowed {allowed:.2e})"
        return None


def quotable_sentences(chunks: Sequence[Chunk]) -> tuple[list[str], list[int]]:
    """The sentences the semantic answerer may score by meaning, distinct, in first-seen order,
    with the index of the chunk (alone, or merged with its predecessor) where each is first seen."""
    texts: list[str] = []
    owner: list[int] = []
    seen: set[str] = set()
    previous: dict[tuple[str, int], str] = {}
    for index, chunk in enumerate(chunks):
        merged = previous.get((chunk.doc_id, chunk.position - 1))
        sources = [chunk.text] if merged is None else [chunk.text, merge_overlapping(merged, chunk.text)]
        previous[(chunk.doc_id, chunk.position)] = chunk.text
        for source in sources:
            for sentence in split_sentences(source):
                if sentence in seen or is_heading(sentence) or len(sentence.split()) < SEMANTIC_MIN_WORDS:
                    continue
                seen.add(sentence)
                texts.append(sentence)
                owner.append(index)
    return texts, owner


def embed_sentences(embedder: Embedder, texts: Sequence[str]) -> np.ndarray:
    """``(len(texts), dim)`` float16 vectors, checked for shape."""
    if not texts:
        return np.zeros((0, int(embedder.dim)), dtype=np.float16)
    matrix = np.asarray(embedder.embed(list(texts)), dtype=np.float32)
    if matrix.shape != (len(texts), int(embedder.dim)):
        raise RetrievalError(f"embedder {embedder.name!r} returned shape {matrix.shape} for {len(texts)} "
                             f"sentences (expected ({len(texts)}, {embedder.dim}))")
    return np.ascontiguousarray(matrix.astype(np.float16))


__all__ = ["COSINE_TOLERANCE", "DRIFT_SAMPLE", "FLOAT16_ROUNDING", "MAX_STORED_DRIFT", "SentenceVectors",
           "embed_sentences", "quotable_sentences"]
