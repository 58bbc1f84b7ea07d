"""Cheap tests that let a slow pattern skip a text it cannot match.

Most of the judge's time goes in regular expressions scanning sentences for what most sentences do not hold: a
pattern of a long alternation is tried at every character. Where a pattern cannot match without one of a few words,
testing for them first (a handful of substring searches) skips the scan for most texts, with the same result.
``pattern`` reads those words from the pattern itself (the judge's text checks compile their patterns with it);
``says_any`` tests for words a piece of code names, where what it needs is not one pattern's."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from re import _constants, _parser  # type: ignore[attr-defined]
from typing import Any, cast

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


# ----------------------------------------------------------------------------------------------- patterns that skip
#
# A pattern's own parse says what text it cannot match: one whose every match holds "respectively" cannot match a
# sentence without that word. ``pattern`` compiles a pattern and, where such words exist and the pattern's scan is slow,
# returns it wrapped so that each call first tests for them (a few substring tests on a text already folded) and answers
# "no match" at once without them - exactly what the scan would have answered. Why a wrapper and not ``re``'s own
# optimiser: ``re`` uses a literal only where a pattern opens with it ("\b(?:up to|at most)" opens with a word boundary
# and an alternation, so it is tried at each of a sentence's characters).

#: a requirement of more alternatives than this costs more to test than most scans it would skip
_MOST_ALTERNATIVES = 12


def pattern(source: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(source, flags)``, skipping texts it cannot match where that can be known cheaply (see above). What it
    returns behaves as the compiled pattern does, call for call (``search``, ``match``, ``fullmatch``, ``finditer``,
    ``findall``, ``sub``, ``subn``, ``split`` and its attributes), except that a match's ``re`` is the compiled pattern:
    tell which pattern matched by the call that found it, not by ``match.re``."""
    compiled = re.compile(source, flags)
    tree = _parser.parse(compiled.pattern, compiled.flags)
    items = list(tree)
    caseless = bool(tree.state.flags & re.IGNORECASE)
    if items and items[0][0] is _constants.LITERAL and not caseless:
        return compiled  # (a pattern opening with a character is scanned for it by ``re`` itself: nothing to gain)
    needs = _worth_testing(_sequence_needs(items, caseless))
    return compiled if needs is None else cast("re.Pattern[str]", _Skipping(compiled, needs))


Literal = tuple[str, bool]  # (text, case-insensitive: written in lower case, sought in the folded text)

#: the need for any digit (what ``\d`` matches): patterns reading numbers need little else
DIGIT: Literal = (r"\d", False)
_ANY_DIGIT = re.compile(r"\d")


def required_literals(compiled: re.Pattern[str]) -> frozenset[Literal] | None:
    """Strings one of which every match of ``compiled`` holds (in the text it is searched in: a lookaround's words count
    too), chosen to skip most texts; ``None`` where none is known or the test would cost more than it saves (a single
    letter or space, too many alternatives)."""
    tree = _parser.parse(compiled.pattern, compiled.flags)
    return _worth_testing(_sequence_needs(list(tree), bool(tree.state.flags & re.IGNORECASE)))


def _worth_testing(needs: frozenset[Literal] | None) -> frozenset[Literal] | None:
    """``needs`` where testing for them can skip many texts cheaply: not too many strings, none a single letter, digit or
    space (a character most texts hold)."""
    if not needs or len(needs) > _MOST_ALTERNATIVES:
        return None
    if any(len(text) < 2 and (text.isalnum() or text.isspace() or text in ".,'-") for text, _ in needs):
        return None
    return needs


@lru_cache(maxsize=65536)
def _has_digit(text: str) -> bool:
    """Whether ``text`` holds a digit as ``\\d`` reads one (memoised: one text is tested for many number patterns)."""
    return _ANY_DIGIT.search(text) is not None


def _literal(code: int, caseless: bool) -> str | None:
    """One character of a literal as it is sought; ``None`` where a caseless pattern matches it as characters the folded
    text may not hold (only ASCII letters' case-insensitive matches are known: ``_MATCHED_AS_ASCII``)."""
    char = chr(code)
    if not caseless:
        return char
    return char.lower() if char.isascii() else None


def _sequence_needs(items: list[tuple[Any, Any]], caseless: bool) -> frozenset[Literal] | None:
    """What a sequence of parsed items needs: the most selective of what each item needs (each must match), a run of
    literal characters counting as one string."""
    options: list[frozenset[Literal]] = []
    run = ""

    def close_run() -> None:
        nonlocal run
        if run and _worth_testing(frozenset({(run, caseless)})):
            options.append(frozenset({(run, caseless)}))
        run = ""

    for op, argument in items:
        if op is _constants.LITERAL:
            char = _literal(argument, caseless)
            if char is None:
                close_run()
            else:
                run += char
            continue
        close_run()
        needs = _worth_testing(_item_needs(op, argument, caseless))
        if needs:
            options.append(needs)
    close_run()
    return max(options, key=_selectivity) if options else None


def _selectivity(needs: frozenset[Literal]) -> tuple[int, int]:
    """Longer strings first (to four characters; a digit counts as one), then fewer of them."""
    return min(4, min(1 if need == DIGIT else len(need[0]) for need in needs)), -len(needs)


def _item_needs(op: Any, argument: Any, caseless: bool) -> frozenset[Literal] | None:
    """What one parsed item needs; ``None`` where it may match without any given string (an optional part, a class of
    characters, a negative lookaround, a back reference ...)."""
    c = _constants
    if op is c.SUBPATTERN:  # a group, perhaps with its own flags: "(?-i:No)"
        _, added, removed, inner = argument
        return _sequence_needs(list(inner), (caseless or bool(added & re.IGNORECASE)) and not removed & re.IGNORECASE)
    if op is c.ATOMIC_GROUP:
        return _sequence_needs(list(argument), caseless)
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        least, _, inner = argument
        return _sequence_needs(list(inner), caseless) if least >= 1 else None
    if op is c.BRANCH:
        branches = [_sequence_needs(list(branch), caseless) for branch in argument[1]]
        return frozenset().union(*branches) if all(branches) else None  # type: ignore[arg-type]
    if op is c.ASSERT:  # a positive lookahead or lookbehind: its words are in the text too
        return _sequence_needs(list(argument[1]), caseless)
    if op is c.IN:  # a class of a few characters ("[x×]"), or of digits ("\d", "[0-5]")
        needs = [_class_member_needs(kind, member, caseless) for kind, member in argument]
        if needs and all(needs):
            return frozenset(need for need in needs if need is not None)
    return None


def _class_member_needs(kind: Any, member: Any, caseless: bool) -> Literal | None:
    """What one member of a character class needs: its character, or a digit (the class of digits, a range of them)."""
    c = _constants
    if kind is c.LITERAL:
        char = _literal(member, caseless)
        return None if char is None else (char, caseless)
    if kind is c.CATEGORY and member is c.CATEGORY_DIGIT:
        return DIGIT
    if kind is c.RANGE and "0" <= chr(member[0]) <= chr(member[1]) <= "9":
        return DIGIT
    return None


class _Skipping:
    """A compiled pattern that answers "no match" at once for a text holding none of the strings it needs."""

    __slots__ = ("compiled", "caseless", "exact", "digit", "pattern", "flags", "groups", "groupindex")

    def __init__(self, compiled: re.Pattern[str], needs: frozenset[Literal]) -> None:
        self.compiled = compiled
        self.digit = DIGIT in needs
        self.caseless = tuple(sorted(text for text, caseless in needs if caseless))
        self.exact = tuple(sorted(text for text, caseless in needs - {DIGIT} if not caseless))
        self.pattern, self.flags, self.groups, self.groupindex = (compiled.pattern, compiled.flags, compiled.groups,
                                                                  compiled.groupindex)

    def may_match(self, text: str) -> bool:
        """False only where no match can exist (``text`` holds none of the strings needed)."""
        if self.digit and _has_digit(text):
            return True
        for needed in self.exact:
            if needed in text:
                return True
        if self.caseless:
            folded = _folded(text)
            for needed in self.caseless:
                if needed in folded:
                    return True
        return False

    def search(self, text: str, *span: int) -> re.Match[str] | None:
        return self.compiled.search(text, *span) if self.may_match(text) else None

    def match(self, text: str, *span: int) -> re.Match[str] | None:
        return self.compiled.match(text, *span) if self.may_match(text) else None

    def fullmatch(self, text: str, *span: int) -> re.Match[str] | None:
        return self.compiled.fullmatch(text, *span) if self.may_match(text) else None

    def finditer(self, text: str, *span: int) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(text, *span) if self.may_match(text) else iter(())

    def findall(self, text: str, *span: int) -> list[Any]:
        return self.compiled.findall(text, *span) if self.may_match(text) else []

    def sub(self, replacement: Any, text: str, count: int = 0) -> str:
        return self.compiled.sub(replacement, text, count) if self.may_match(text) else text

    def subn(self, replacement: Any, text: str, count: int = 0) -> tuple[str, int]:
        return self.compiled.subn(replacement, text, count) if self.may_match(text) else (text, 0)

    def split(self, text: str, maxsplit: int = 0) -> list[Any]:
        return self.compiled.split(text, maxsplit) if self.may_match(text) else [text]

    def __repr__(self) -> str:
        return f"scan.pattern({self.pattern!r}, {self.flags!r})"
