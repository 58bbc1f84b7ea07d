"""Split paged documents into overlapping word-window chunks that remember their pages.

Why word windows: retrieval metrics (seed 001) judge a hit by doc id + page overlap, so every
chunk must know the inclusive page range it came from, including chunks that straddle a form
feed. Why sentence-aware: a chunk that ends mid-sentence cuts the evidence the answerer quotes,
so when a sentence (or line) ends in the last part of a window we end the chunk there instead,
and the next chunk's overlap starts at a sentence start when one is available.

The chunk text keeps line breaks (words of a line joined by spaces, lines by ``\\n``, pages by the
corpus's form feed ``\\f``) so that transcripts and bullet lists keep their structure for the
answerer, and a quote inside a page-straddling chunk can still be pinned to its page.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rageval_pipeline.core.errors import RetrievalError
from rageval_pipeline.core.retrieval.corpus import PAGE_BREAK, Document

#: bump when the chunking algorithm changes: it is part of the embedding-cache key
CHUNKER_VERSION = "words-v2"

#: a window may end early at a sentence end found in its last (1 - this) fraction
_MIN_FILL = 0.6

_SENTENCE_END = re.compile(r"""[.!?]["')\]]*$""")
_WORD = re.compile(r"\S+")


@dataclass(frozen=True, slots=True)
class Chunk:
    """One retrievable unit: a word window of one document with its inclusive page span."""

    chunk_id: str
    doc_id: str
    start_page: int
    end_page: int
    position: int
    text: str


@dataclass(frozen=True, slots=True)
class _Word:
    text: str
    page: int
    line_end: bool  # last word of its line (or page)
    sentence_end: bool  # ends a sentence, a line or a page


def make_chunk_id(doc_id: str, position: int) -> str:
    """Deterministic id: the document id and the chunk's ordinal inside it."""
    return f"{doc_id}#{position:04d}"


def _words_of(doc: Document) -> list[_Word]:
    words: list[_Word] = []
    for page_no, page in enumerate(doc.pages, start=1):
        for line in page.splitlines():
            tokens = line.split()
            for i, token in enumerate(tokens):
                last = i == len(tokens) - 1
                words.append(_Word(token, page_no, last, last or bool(_SENTENCE_END.search(token))))
    return words


def _render(words: Sequence[_Word]) -> str:
    parts: list[str] = []
    for i, word in enumerate(words):
        parts.append(word.text)
        if i < len(words) - 1:
            if words[i + 1].page != word.page:
                parts.append(PAGE_BREAK)
            else:
                parts.append("\n" if word.line_end else " ")
    return "".join(parts)


def _window_end(words: Sequence[_Word], start: int, chunk_words: int) -> int:
    """Exclusive end of the window starting at ``start``: a sentence end when one is close."""
    hard_end = min(start + chunk_words, len(words))
    if hard_end == len(words):
        return hard_end
    earliest = start + max(1, int(chunk_words * _MIN_FILL))
    for end in range(hard_end, earliest - 1, -1):
        if words[end - 1].sentence_end:
            return end
    return hard_end


def _next_start(words: Sequence[_Word], start: int, end: int, overlap_words: int) -> int:
    """Start of the next window: ``overlap_words`` back, moved forward to a sentence start if any."""
    if overlap_words == 0:
        return end
    lower = max(start + 1, end - overlap_words)
    for candidate in range(lower, end):
        if words[candidate - 1].sentence_end:
            return candidate
    return lower


def chunk_document(doc: Document, *, chunk_words: int = 120, overlap_words: int = 20) -> list[Chunk]:
    """Chunks of one document in reading order (``position`` 0, 1, ...)."""
    _check_params(chunk_words, overlap_words)
    words = _words_of(doc)
    chunks: list[Chunk] = []
    start = 0
    while start < len(words):
        end = _window_end(words, start, chunk_words)
        window = words[start:end]
        position = len(chunks)
        chunks.append(
            Chunk(
                chunk_id=make_chunk_id(doc.doc_id, position),
                doc_id=doc.doc_id,
                start_page=window[0].page,
                end_page=window[-1].page,
                position=position,
                text=_render(window),
            )
        )
        if end >= len(words):
            break
        start = _next_start(words, start, end, overlap_words)
    return chunks


def chunk_documents(docs: Sequence[Document], *, chunk_words: int = 120, overlap_words: int = 20) -> list[Chunk]:
    """Chunks of every document, in document order then position order (deterministic)."""
    _check_params(chunk_words, overlap_words)
    out: list[Chunk] = []
    for doc in docs:
        out.extend(chunk_document(doc, chunk_words=chunk_words, overlap_words=overlap_words))
    return out


def _check_params(chunk_words: int, overlap_words: int) -> None:
    if not isinstance(chunk_words, int) or chunk_words < 1:
        raise RetrievalError(f"chunk_words must be a positive integer, got {chunk_words!r}")
    if not isinstance(overlap_words, int) or not 0 <= overlap_words < chunk_words:
        raise RetrievalError(
            f"overlap_words must be an integer in [0, chunk_words={chunk_words}), got {overlap_words!r}"
        )


def merge_overlapping(first: str, second: str) -> str:
    """``first`` followed by ``second`` without the words ``second`` repeats from ``first``'s end
    (consecutive chunks overlap by up to ``overlap_words``); ``second``'s line breaks are kept."""
    a = first.split()
    spans = [m.span() for m in _WORD.finditer(second)]
    b = [second[s:e] for s, e in spans]
    for size in range(min(len(a), len(b)), 0, -1):
        if a[-size:] == b[:size]:
            if size == len(spans):
                return first
            gap = second[spans[size - 1][1]:spans[size][0]]  # the original space / newline / form feed
            return f"{first}{gap}{second[spans[size][0]:]}"
    return f"{first}\n{second}"


__all__ = ["CHUNKER_VERSION", "Chunk", "chunk_document", "chunk_documents", "make_chunk_id", "merge_overlapping"]
