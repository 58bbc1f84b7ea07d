"""The reference hybrid RAG retriever: BM25 + dense kNN, RRF, cheap rerank, neighbour expansion.

``retrieve_for_eval`` follows seed 001's contract: a stable row schema (``ContextChunk`` with
chunk_id, doc_id, start_page, end_page, score, text, rank, retrieval_method), ranks regenerated
1..n after a deterministic sort keyed ``(-score, doc_id, start_page, end_page, chunk_id)``, and
scores rounded to 6 decimals *before* sorting, so two runs produce byte-identical JSON.

Pipeline for one question:

1. candidates: ``k0`` (default ``k * candidate_multiplier``, never below ``k``) from each retriever
   the mode uses (``bm25``, ``dense``, or both for ``hybrid``);
2. hybrid only: ``fusion=True`` -> reciprocal-rank fusion (k=60); ``fusion=False`` -> equal-weight
   interpolation of min-max normalised scores;
3. ``rerank=True``: :func:`cheap_rerank` over the best ``max(rerank_pool, k)`` candidates;
4. the best ``k`` after the deterministic sort;
5. ``expand_neighbors=n``: each hit's context is *merged in place* with the chunks at positions
   ``position-n .. position+n`` of the same document (overlapping words de-duplicated), widening
   its page span. A neighbour that is itself a returned hit, or already merged into a better
   hit, is not merged again. The list length therefore stays ``<= k``; ``chunk_id`` stays the
   hit's id and the score is unchanged.

``retrieval_method`` values: ``"bm25"`` and ``"knn"`` in the single-retriever modes; in hybrid
mode the retrievers whose candidate lists held the chunk: ``"bm25"``, ``"knn"`` or ``"bm25+knn"``
(both — seed 003's intersection signal).

Variants of one run share their per-question work through :class:`CandidatePools` (one BM25 and
one dense candidate list per question at the deepest depth any variant needs, cut per variant;
the question embedded once): every variant's rows are exactly those it would get alone.
"""

from __future__ import annotations

import heapq
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, get_args

from rageval_pipeline.core.retrieval.corpus import PAGE_BREAK
from rageval_pipeline.core.retrieval.embeddings import Embedder
from rageval_pipeline.core.errors import RetrievalError
from rageval_pipeline.core.retrieval.bm25 import BM25Index
from rageval_pipeline.core.retrieval.candidate_pools import CandidatePools
from rageval_pipeline.core.retrieval.chunking import Chunk, merge_overlapping
from rageval_pipeline.core.retrieval.dense import DenseIndex
from rageval_pipeline.core.retrieval.fusion import (
    RRF_K,
    reciprocal_rank_fusion,
    score_interpolation,
)
from rageval_pipeline.core.retrieval.index import CorpusIndex
from rageval_pipeline.core.retrieval.rerank import cheap_rerank
from rageval_pipeline.core.records.schemas import ContextChunk

Mode = Literal["bm25", "dense", "hybrid"]
MODES: tuple[str, ...] = get_args(Mode)
SCORE_DECIMALS = 6
#: page spans remembered by ``locate_pages`` before the memo starts over
_KEPT_LOCATIONS = 4096

@dataclass(frozen=True, slots=True)
class _Hit:
    index: int
    score: float
    method: str


def eval_sort_key(row: ContextChunk) -> tuple[float, str, int, int, str]:
    """Seed 001's tie-breaking: ``(-score, doc_id, start_page, end_page, chunk_id)``."""
    return (
        -(row.score if row.score is not None else float("-inf")),
        row.doc_id or "",
        row.start_page if row.start_page is not None else 0,
        row.end_page if row.end_page is not None else 0,
        row.chunk_id or "",
    )


class ReferenceRAG:
    """Retrieval over a :class:`CorpusIndex`; BM25 and FAISS are built lazily, on first use,
    from the index's texts and stored embeddings (chunks are never re-embedded)."""

    def __init__(self, index: CorpusIndex, embedder: Embedder) -> None:
        if embedder.name != index.embedder_name:
            raise RetrievalError(
                f"index was embedded with {index.embedder_name!r} but the query embedder is "
                f"{embedder.name!r}; query and chunk vectors must come from the same model"
            )
        if int(embedder.dim) != index.dim:
            raise RetrievalError(f"embedder dim {embedder.dim} != index dim {index.dim}")
        self.index = index
        self.embedder = embedder
        self._by_position = {(c.doc_id, c.position): i for i, c in enumerate(index.chunks)}
        self._doc_chunks: dict[str, list[Chunk]] = {}
        for chunk in index.chunks:
            self._doc_chunks.setdefault(chunk.doc_id, []).append(chunk)
        self._bm25: BM25Index | None = None
        self._dense: DenseIndex | None = None
        self._lock = threading.Lock()
        self.pools = CandidatePools(lambda: self.bm25, lambda: self.dense, embedder)
        #: (doc_id, quote) -> its page span: the answerer cites the same sentences in many variants
        self._located: dict[tuple[str, str], tuple[tuple[int, int] | None]] = {}

    @property
    def chunks(self) -> tuple[Chunk, ...]:
        return self.index.chunks

    @property
    def bm25(self) -> BM25Index:
        with self._lock:
            if self._bm25 is None:
                self._bm25 = BM25Index([c.text for c in self.index.chunks])
            return self._bm25

    @property
    def dense(self) -> DenseIndex:
        with self._lock:
            if self._dense is None:
                self._dense = DenseIndex(self.index.embeddings, embedder=self.embedder)
            return self._dense

    def describe(self) -> dict[str, object]:
        return self.index.describe()

    def term_weight(self, term: str) -> float:
        """Corpus idf of a token (for the answerer: a rare question word matters more)."""
        return self.bm25.idf(term)

    def locate_pages(self, doc_id: str, quote: str) -> tuple[int, int] | None:
        """Narrowest page span of ``quote`` (whitespace normalised) inside one chunk of ``doc_id``,
        or None. Chunk texts mark page breaks with ``\\f``, so a quote within one page gets that
        page even when its chunk straddles pages or its context was widened by expansion."""
        needle = " ".join(quote.split())
        if not needle:
            return None
        key = (doc_id, needle)
        remembered = self._located.get(key)  # (span,): a span may be None
        if remembered is None:
            if len(self._located) >= _KEPT_LOCATIONS:
                self._located.clear()
            remembered = self._located[key] = (self._locate(doc_id, needle),)
        return remembered[0]

    def _locate(self, doc_id: str, needle: str) -> tuple[int, int] | None:
        spans: list[tuple[int, int]] = []
        for chunk in self._doc_chunks.get(doc_id, ()):
            pages = chunk.text.split(PAGE_BREAK)
            inside = [chunk.start_page + i for i, page in enumerate(pages) if needle in " ".join(page.split())]
            if inside:
                spans.extend((p, p) for p in inside)
            elif needle in " ".join(chunk.text.split()):
                spans.append((chunk.start_page, chunk.end_page))
        return min(spans, key=lambda s: (s[1] - s[0], s[0])) if spans else None

    def retrieve_for_eval(
        self,
        question: str,
        *,
        mode: Mode = "hybrid",
        k: int = 8,
        k0: int | None = None,
        candidate_multiplier: int = 4,
        fusion: bool = True,
        rerank: bool = True,
        rerank_pool: int = 20,
        expand_neighbors: int = 0,
    ) -> list[ContextChunk]:
        """Seed 001 rows for ``question``, best first, ranks 1..n (see the module docstring)."""
        _check_knobs(question, mode, k, k0, candidate_multiplier, rerank_pool, expand_neighbors)
        depth = max(k0 if k0 is not None else k * candidate_multiplier, k)

        bm25_hits = self.pools.bm25(question, depth) if mode in ("bm25", "hybrid") else []
        knn_hits = self.pools.knn(question, depth) if mode in ("dense", "hybrid") else []
        if mode == "bm25":
            ranked, methods = bm25_hits, dict.fromkeys((i for i, _ in bm25_hits), "bm25")
        elif mode == "dense":
            ranked, methods = knn_hits, dict.fromkeys((i for i, _ in knn_hits), "knn")
        else:
            ranked = self.pools.derived(question, ("fused", depth, fusion), lambda: (
                reciprocal_rank_fusion([[i for i, _ in bm25_hits], [i for i, _ in knn_hits]], k=RRF_K)
                if fusion
                else score_interpolation([bm25_hits, knn_hits])
            ))
            methods = self.pools.derived(question, ("methods", depth), lambda: _hybrid_methods(bm25_hits, knn_hits))
        if rerank and ranked:
            pool = max(rerank_pool, k)
            ranked = cheap_rerank(ranked, self.pools.terms(question), self.bm25.tokens, pool=pool,
                                  lexical=self.pools.lexical(question, self.bm25.tokens))

        hits = [_Hit(i, round(s, SCORE_DECIMALS), methods[i]) for i, s in ranked]
        top = heapq.nsmallest(k, hits, key=self._chunk_key)  # == sorted(hits, key=...)[:k]
        claimed = {h.index for h in top}
        rows: list[tuple[tuple[float, str, int, int, str], _Hit, list[int]]] = []
        for hit in top:  # best first: a neighbour two hits share goes to the better hit
            members = self._neighbours(hit, claimed, expand_neighbors)
            claimed.update(members)
            rows.append((self._row_key(hit, members), hit, members))
        rows.sort(key=lambda row: row[0])  # eval_sort_key of each row, computed before the row exists
        return [self._row(hit, members, rank) for rank, (_, hit, members) in enumerate(rows, start=1)]

    def _chunk_key(self, hit: _Hit) -> tuple[float, str, int, int, str]:
        c = self.index.chunks[hit.index]
        return (-hit.score, c.doc_id, c.start_page, c.end_page, c.chunk_id)

    def _neighbours(self, hit: _Hit, claimed: set[int], n: int) -> list[int]:
        """Chunks to merge with ``hit`` in document order (``hit`` included): positions within
        ``n`` of the hit in the same document that no returned hit or better hit has claimed."""
        if n == 0:
            return [hit.index]
        chunk = self.index.chunks[hit.index]
        out: list[int] = []
        for pos in range(chunk.position - n, chunk.position + n + 1):
            idx = self._by_position.get((chunk.doc_id, pos))
            if idx is not None and (idx == hit.index or idx not in claimed):
                out.append(idx)
        return out

    def _row_key(self, hit: _Hit, members: Sequence[int]) -> tuple[float, str, int, int, str]:
        """:func:`eval_sort_key` of the row ``_row(hit, members)`` will make."""
        chunks = [self.index.chunks[i] for i in members]
        main = self.index.chunks[hit.index]
        return (-hit.score, main.doc_id, min(c.start_page for c in chunks), max(c.end_page for c in chunks),
                main.chunk_id)

    def _row(self, hit: _Hit, members: Sequence[int], rank: int) -> ContextChunk:
        chunks = [self.index.chunks[i] for i in members]
        text = chunks[0].text
        for nxt in chunks[1:]:
            text = merge_overlapping(text, nxt.text)
        main = self.index.chunks[hit.index]
        return ContextChunk(
            text=text,
            doc_id=main.doc_id,
            chunk_id=main.chunk_id,
            start_page=min(c.start_page for c in chunks),
            end_page=max(c.end_page for c in chunks),
            score=hit.score,
            rank=rank,
            retrieval_method=hit.method,
        )


def _hybrid_methods(bm25_hits: Sequence[tuple[int, float]], knn_hits: Sequence[tuple[int, float]]) -> dict[int, str]:
    lexical = {i for i, _ in bm25_hits}
    semantic = {i for i, _ in knn_hits}
    out: dict[int, str] = {}
    for i in lexical | semantic:
        out[i] = "bm25+knn" if i in lexical and i in semantic else ("bm25" if i in lexical else "knn")
    return out


def _check_knobs(
    question: str, mode: str, k: int, k0: int | None, multiplier: int, rerank_pool: int, expand: int
) -> None:
    if not isinstance(question, str) or not question.strip():
        raise RetrievalError("question is empty")
    if mode not in MODES:
        raise RetrievalError(f"unknown retrieval mode {mode!r}; known: {', '.join(MODES)}")
    for name, value, low in (("k", k, 1), ("candidate_multiplier", multiplier, 1), ("rerank_pool", rerank_pool, 1),
                             ("expand_neighbors", expand, 0)):
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            raise RetrievalError(f"{name} must be an integer >= {low}, got {value!r}")
    if k0 is not None and (isinstance(k0, bool) or not isinstance(k0, int) or k0 < 1):
        raise RetrievalError(f"k0 must be an integer >= 1 or None, got {k0!r}")


__all__ = ["MODES", "SCORE_DECIMALS", "Mode", "ReferenceRAG", "eval_sort_key", "merge_overlapping"]
