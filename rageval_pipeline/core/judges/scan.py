"""Cheap tests that let a slow pattern skip a text it cannot match.

Most of the judge's time goes in regular expressions scanning sentences for what most sentences do not hold: a
pattern of a long alternation is tried at every character. Where a pattern cannot match without one of a few words,
testing for them first (a handful of substring searches) skips the scan for most texts, with the same result."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

#: the letters outside ASCII that a case-insensitive pattern matches as ASCII ones (Python's ``re`` documents these four:
#: dotted capital I, dotless small i, long s, Kelvin sign) - folded to them so no text a pattern matches is skipped
_MATCHED_AS_ASCII = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})


def says_any(text: str, words: Iterable[str]) -> bool:
    """Whether ``text`` holds any of ``words`` (written in lower case) in any case, as a case-insensitive pattern reads
    it: false only where no such pattern needing one of them can match."""
    folded = _folded(text)
    return any(word in folded for word in words)


@lru_cache(maxsize=65536)
def _folded(text: str) -> str:
    """``text`` in lower case (memoised: one text is tested for several patterns' words)."""
    return text.lower() if text.isascii() else text.translate(_MATCHED_AS_ASCII).casefold()
