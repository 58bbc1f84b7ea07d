"""Lexical retrieval: Okapi BM25 (rank-bm25) over chunk texts.

The tokenizer is deliberately simple and deterministic (lowercase alphanumerics, a small
stopword list, a light plural fold) so that the same text tokenizes identically everywhere: the
reranker and the extractive answerer reuse it, and nightly numbers must not move with a library.
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
        scores = np.asarray(self._bm25.get_scores(terms), dtype=np.float64)
        hits = np.flatnonzero(scores > 0)
        if hits.size == 0:
            return []
        order = np.lexsort((hits, -scores[hits]))[:top_n]
        return [(int(hits[i]), float(scores[hits[i]])) for i in order]


__all__ = ["STOPWORDS", "BM25Index", "tokenize"]
