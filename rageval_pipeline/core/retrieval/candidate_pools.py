"""Per-question work shared by every variant of a run: candidate pools, the query vector, rerank signals.

A sweep asks the reference system the same question in many variants (``k0``, fusion, rerank ...).
What a variant needs from BM25 and from the dense index is a *prefix* of one deeper ranked list,
so the first variant to ask a question computes both lists at the largest depth any variant has
asked for so far (``deepest``: after the first question, the depth of every variant in the run)
and the others cut them. Every piece is exactly what the variant would compute alone:

* BM25: hits are ordered by ``(-score, chunk index)``, a total order, so the best ``d`` of a
  deeper list are the best ``d`` (a list shorter than its depth holds every matching chunk).
* dense: FAISS scores each vector the same whatever ``k`` it is asked for (a query searches
  alone, never in a BLAS batch), but among *equal* scores at the cut it may keep another chunk
  than a direct ``k = d`` search would. A cut that falls inside a run of equal scores is
  therefore answered by a direct search at depth ``d`` (duplicate chunks make such ties real).
* the question's vector is ``embedder.embed([question])[0]``, a deterministic call, made once;
* the rerank's lexical signal of a chunk is a pure function of the question's terms and the chunk;
* a fused ranking is a pure function of the two lists it fuses: variants that differ only after
  fusion (rerank, k, expansion) share it.

Entries are kept for the most recent questions only (the runner asks every variant of a case
before the next case), and a question being computed by one thread is waited for, not
recomputed, by the others.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import numpy as np

from rageval_pipeline.core.retrieval.bm25 import BM25Index, tokenize
from rageval_pipeline.core.retrieval.dense import DenseIndex
from rageval_pipeline.core.retrieval.embeddings import Embedder, RowEmbedder
from rageval_pipeline.core.retrieval.rerank import lexical_score

Hits = list[tuple[int, float]]
T = TypeVar("T")
#: questions kept; the runner's concurrency bounds how many are in flight at once
KEPT_QUESTIONS = 256


@dataclass
class _Pool:
    depth: int
    hits: Hits

    def exhausted(self) -> bool:
        """Fewer hits than asked for: the list holds every chunk the retriever can return."""
        return len(self.hits) < self.depth


@dataclass
class _Question:
    lock: threading.Lock = field(default_factory=threading.Lock)
    terms: list[str] | None = None
    vector: np.ndarray | None = None
    bm25: _Pool | None = None
    knn: _Pool | None = None
    lexical: dict[int, float] = field(default_factory=dict)
    derived: dict[tuple[Hashable, ...], Any] = field(default_factory=dict)


class CandidatePools:
    """Candidate lists, query vectors and rerank signals per question, cut per variant."""

    def __init__(self, bm25: Callable[[], BM25Index], dense: Callable[[], DenseIndex], embedder: Embedder,
                 *, kept: int = KEPT_QUESTIONS) -> None:
        self._bm25 = bm25
        self._dense = dense
        self._embedder = embedder
        self._kept = kept
        self._questions: OrderedDict[str, _Question] = OrderedDict()
        self._lock = threading.Lock()
        #: the largest depth any variant has asked for: new pools are computed this deep
        self.deepest = 0
        #: pools computed vs cut from an existing one (benchmarks and tests read these)
        self.computed = 0
        self.reused = 0

    def _entry(self, question: str, depth: int) -> _Question:
        with self._lock:
            self.deepest = max(self.deepest, depth)
            entry = self._questions.get(question)
            if entry is None:
                entry = self._questions[question] = _Question()
                while len(self._questions) > self._kept:
                    self._questions.popitem(last=False)
            else:
                self._questions.move_to_end(question)
            return entry

    def terms(self, question: str) -> list[str]:
        entry = self._entry(question, 0)
        with entry.lock:
            if entry.terms is None:
                entry.terms = tokenize(question)
            return entry.terms

    def bm25(self, question: str, depth: int) -> Hits:
        """``BM25Index.search(question, depth)``, exactly."""
        entry = self._entry(question, depth)
        with entry.lock:
            pool = entry.bm25
            if pool is None or not (pool.depth >= depth or pool.exhausted()):
                deep = max(depth, self.deepest)
                pool = entry.bm25 = _Pool(deep, self._bm25().search(question, deep))
                self.computed += 1
            else:
                self.reused += 1
            return pool.hits[:depth]

    def vector(self, question: str) -> np.ndarray:
        """``embedder.embed([question])[0]`` (what ``DenseIndex.search`` embeds a text query with)."""
        entry = self._entry(question, 0)
        with entry.lock:
            return self._vector(question, entry)

    def _vector(self, question: str, entry: _Question) -> np.ndarray:
        if entry.vector is None:
            # the same call either way; through embed_rows the row is remembered, and the semantic
            # answerer's question row is often this very (text, padded length)
            embedder = self._embedder
            if isinstance(embedder, RowEmbedder):
                rows = embedder.embed_rows([question], [0])
            else:
                rows = embedder.embed([question])
            vector = np.asarray(rows[0])
            vector.setflags(write=False)
            entry.vector = vector
        return entry.vector

    def knn(self, question: str, depth: int) -> Hits:
        """``DenseIndex.search(question, depth)``, exactly (see the module docstring for ties)."""
        entry = self._entry(question, depth)
        with entry.lock:
            vector = self._vector(question, entry)
            dense = self._dense()
            pool = entry.knn
            if pool is None or not (pool.depth >= depth or pool.exhausted()):
                deep = max(depth, self.deepest)
                pool = entry.knn = _Pool(deep, dense.search(vector, deep))
                self.computed += 1
            else:
                self.reused += 1
            hits = pool.hits
            if 0 < depth < len(hits) and hits[depth - 1][1] == hits[depth][1]:
                return dense.search(vector, depth)  # the cut splits equal scores: FAISS picks
            return hits[:depth]

    def derived(self, question: str, key: tuple[Hashable, ...], compute: Callable[[], T]) -> T:
        """``compute()``, remembered for ``question`` under ``key``: what variants with the same
        knobs derive from the same lists (fused rankings, retriever marks). ``compute`` must be
        a pure function of the question and the knobs in ``key``, and its result is shared (read
        it, never change it)."""
        entry = self._entry(question, 0)
        if key not in entry.derived:
            entry.derived[key] = compute()
        result: T = entry.derived[key]
        return result

    def lexical(self, question: str, chunk_tokens: Sequence[Sequence[str]]) -> Callable[[int], float]:
        """``index -> lexical_score(terms(question), chunk_tokens[index])``, remembered per question."""
        terms = self.terms(question)
        entry = self._entry(question, 0)

        def score(index: int) -> float:
            value = entry.lexical.get(index)
            if value is None:
                value = entry.lexical[index] = lexical_score(terms, chunk_tokens[index])
            return value

        return score


__all__ = ["KEPT_QUESTIONS", "CandidatePools", "Hits"]
