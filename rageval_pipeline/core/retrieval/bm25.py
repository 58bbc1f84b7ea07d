"""Lexical retrieval: Okapi BM25 (rank-bm25's formula and idf) over chunk texts.

The tokenizer is deliberately simple and deterministic (lowercase alphanumerics, a small
stopword list, a light plural fold) so that the same text tokenizes identically everywhere: the
reranker and the extractive answerer reuse it, and nightly numbers must not move with a library.

Scoring walks postings (term -> chunks holding it) instead of rank-bm25's ``get_scores``, which
looks every query term up in every chunk's dict in Python (O(chunks) per term: the largest cost
of a BM25 query on a 2,700-chunk corpus). The result is rank-bm25's, bit for bit: see
:meth:`BM25Index.scores`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from rageval_pipeline.core.errors import RetrievalError

_TOKEN = re.compile(r"[a-z0-9]+")

STOPWORDS: frozenset[str] = frozenset(
    """
    a an and are as at be been but by can could did do does for from had has have how i if in into
    is it its me my no not of on or our s so such t than that the their them then there these they
    this those to was we were what when where which who whom why will with would you your
    """.split()
)


def _fold(token: str) -> str:
    """Light plural fold so "commitments" matches "commitment" (no stemmer dependency)."""
    if len(token) > 4 and token.endswith("ies"):
        return token[:-3] + "y"
    if len(token) > 3 and token.endswith("s") and not token.endswith(("ss", "us", "is")):
        return token[:-1]
    return token


def tokenize(text: str) -> list[str]:
    """Lowercase alphanumeric tokens without stopwords or single letters, plurals folded."""
    out: list[str] = []
    for token in _TOKEN.findall(text.lower()):
        if token in STOPWORDS or (len(token) == 1 and not token.isdigit()):
            continue
        out.append(_fold(token))
    return out


class BM25Index:
    """BM25Okapi over pre-tokenized chunks; ``search`` returns ``(chunk_index, score)`` pairs."""

    def __init__(self, texts: Sequence[str], *, k1: float = 1.5, b: float = 0.75) -> None:
        if not texts:
            raise RetrievalError("cannot build a BM25 index over zero chunks")
        from rank_bm25 import BM25Okapi

        self.tokens: list[list[str]] = [tokenize(t) for t in texts]
        if not any(self.tokens):
            raise RetrievalError("cannot build a BM25 index: no chunk has an indexable word")
        self._bm25 = BM25Okapi(self.tokens, k1=k1, b=b)
        self._floor_idf()
        self._max_idf = max(self._bm25.idf.values())
        self._postings = self._invert()
        bm25 = self._bm25
        # rank-bm25's per-chunk length term, with its exact expression (evaluated once, not per term)
        self._length_norm = bm25.k1 * (1 - bm25.b + bm25.b * np.array(bm25.doc_len) / bm25.avgdl)

    def _floor_idf(self) -> None:
        """rank-bm25 gives terms present in more than half the chunks a negative idf (and on tiny
        corpora its epsilon floor is negative too): a matching word would then *lower* a score.
        We floor every idf at a small positive value instead."""
        idf: dict[str, float] = self._bm25.idf
        positive = [v for v in idf.values() if v > 0]
        floor = 0.25 * (sum(positive) / len(positive)) if positive else 0.1
        for term, value in idf.items():
            if value <= 0:
                idf[term] = floor

    def _invert(self) -> dict[str, tuple[np.ndarray, np.ndarray]]:
        """term -> (indices of the chunks holding it, ascending; its count in each)."""
        chunks_of: dict[str, list[int]] = {}
        counts_of: dict[str, list[int]] = {}
        for index, freqs in enumerate(self._bm25.doc_freqs):
            for term, count in freqs.items():
                chunks_of.setdefault(term, []).append(index)
                counts_of.setdefault(term, []).append(count)
        return {term: (np.array(chunks_of[term], dtype=np.intp), np.array(counts_of[term], dtype=np.int64))
                for term in chunks_of}

    def scores(self, terms: Sequence[str]) -> np.ndarray:
        """BM25 score of every chunk for ``terms``: rank-bm25's ``get_scores(terms)``, bit for bit.

        rank-bm25 adds, term after term (duplicates included), ``idf * (tf * (k1 + 1) / (tf + norm))``
        over *all* chunks. Where a chunk lacks the term that addend is exactly ``+0.0`` (idf is
        floored positive, ``norm > 0``), and adding ``+0.0`` leaves a float unchanged; so adding
        the same IEEE expression only at the term's postings, in the same term order, gives the
        same float64 array.
        """
        bm25 = self._bm25
        score = np.zeros(bm25.corpus_size)
        for term in terms:
            posting = self._postings.get(term)
            if posting is None:
                continue  # rank-bm25 adds 0 * (...) = +0.0 everywhere
            where, freq = posting
            score[where] += (bm25.idf.get(term) or 0) * (freq * (bm25.k1 + 1) / (freq + self._length_norm[where]))
        return score

    def __len__(self) -> int:
        return len(self.tokens)

    def idf(self, term: str) -> float:
        """The (floored) idf of a token; a term absent from the corpus counts as the rarest seen."""
        return float(self._bm25.idf.get(term, self._max_idf))

    def search(self, query: str, top_n: int) -> list[tuple[int, float]]:
        """Top ``top_n`` chunks with a positive score, best first, ties by chunk index."""
        if top_n < 1:
            raise RetrievalError(f"top_n must be >= 1, got {top_n}")
        terms = tokenize(query)
        if not terms:
            return []
        scores = self.scores(terms)
        hits = np.flatnonzero(scores > 0)
        if hits.size == 0:
            return []
        order = np.lexsort((hits, -scores[hits]))[:top_n]
        return [(int(hits[i]), float(scores[hits[i]])) for i in order]


__all__ = ["STOPWORDS", "BM25Index", "tokenize"]
