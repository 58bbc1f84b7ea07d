"""Ages bound to the group they are said of: "children under 8 ... a paying adult aged 16 or over" gives the children
one bound and the adults another, so "Children under 16 have to be accompanied" moves the adults' bound onto the
children.

The value check of ``conflicts`` keys a claim's number by its subject; a claim saying the same number twice ("Children
under 16 ... by an adult who is at least 16") states it once there, and the adults' clause holds it. This check reads
each group's ages on its own.
"""

from __future__ import annotations

import math
import re

from rageval_pipeline.core.judges import scan
from rageval_pipeline.core.judges.binding.values import _AGE_GROUPS, _AGE_NUMBER, _age_number, _age_ranges

#: a group of people an age bound may follow, and the stretch of words that may say its ages ("a paying adult aged 16
#: or over", "children under 8"); it stops at a clause's end, a table's cell or the next group (read ahead: "two adults
#: and up to 4 children under 16" bounds the children)
_GROUP = scan.pattern(r"\b(" + _AGE_GROUPS + r")\b(?=([^.;:,|\n]{0,40}))", re.IGNORECASE)

_WRITTEN_AGE = scan.pattern(r"\b" + _AGE_NUMBER + r"\b", re.IGNORECASE)

#: what closes an open bound after its number: "16 or over", "18+", "65 and older"
_BOUND_END = scan.pattern(r"(?:\s*\+|\s+(?:years?\s+)?(?:or|and)\s+(?:over|older|above|under|younger|below))?", re.IGNORECASE)

#: a group word just before another: "adult players"
_GROUP_BEFORE = scan.pattern(r"\b(" + _AGE_GROUPS + r")\s+$", re.IGNORECASE)

#: (irregular plurals: the rest lose their "s")
_SINGULAR = {"children": "child", "kids": "kid", "youths": "youth"}


def _singular(word: str) -> str:
    word = word.lower()
    return _SINGULAR.get(word, word[:-1] if word.endswith("s") else word)


def _group_ages(text: str) -> list[tuple[frozenset[str], tuple[float, float], frozenset[float], str]]:
    """(group, ages, the numbers written for them, the words saying so) of each group the text bounds by age once."""
    out = []
    for m in _GROUP.finditer(text):
        tail = re.split(r"\b(?:" + _AGE_GROUPS + r")\b", m.group(2), maxsplit=1, flags=re.IGNORECASE)[0]
        ranges = _age_ranges(f"{m.group(1)}{tail}")
        if len(ranges) != 1:
            continue
        # (a group named by two group words is either's: "adult players" are adults and players)
        before = _GROUP_BEFORE.search(text, 0, m.start())
        group = frozenset(_singular(word) for word in (m.group(1), before.group(1) if before else "") if word)
        bounds = {ranges[0][0], ranges[0][1], ranges[0][0] - 1, ranges[0][1] + 1}
        numbers = [n for n in _WRITTEN_AGE.finditer(tail) if _age_number(n.group(1)) in bounds]
        if not numbers:
            continue
        # (told as far as its bound: "children under 8", "adult aged 16 or over")
        bound_end = _BOUND_END.match(tail, numbers[-1].end())
        end = bound_end.end() if bound_end else numbers[-1].end()
        written = frozenset(_age_number(n.group(1)) for n in numbers)
        said = f"{m.group(1)}{tail[:end]}".strip()
        out.append((group, ranges[0], written, f"{said})" if said.count("(") > said.count(")") else said))
    return out


def _age_group_conflicts(claim: str, evidence: str) -> list[str]:
    """A group's ages the claim bounds by the number the evidence gives another group's bound, where the evidence bounds
    the claim's group otherwise: "Children under 16" where "children under 8 must be accompanied ... by a paying adult
    aged 16 or over" (a narrower span of the group's own is no conflict: "children aged 5 to 7" are under 8)."""
    claimed = _group_ages(claim)
    theirs = _group_ages(evidence) if claimed else []
    out = []
    for group, ages, written, said in claimed:
        own = [(span, numbers, words) for g, span, numbers, words in theirs if g & group]
        others = frozenset().union(*(numbers for g, _, numbers, _ in theirs if not g & group))
        if not own or any(span[0] <= ages[0] and ages[1] <= span[1] for span, _, _ in own):
            continue
        if written & others and not any(written & numbers for _, numbers, _ in own):
            out.append(f"{said} for the {' '.join(sorted(group))}; the context gives {', '.join(sorted({w for _, _, w in own}))}")
    return out


def _age_bound_of_the_other_side(claim: str, evidence: str) -> list[str]:
    """An open span of ages the claim gives from the bound that closes another span of the evidence on the other side,
    where the evidence bounds an open span on the claim's side otherwise: "from age 12" where "under-12s must wear a
    lifejacket ..., and young people may use the tender dock unaccompanied from the age of 16" (the evidence says what
    holds below 12, not that anything starts at 12)."""
    claimed = _age_ranges(claim)
    theirs = _age_ranges(evidence) if claimed else ()
    out = []
    for low, high in claimed:
        if (low == 0) == (high == math.inf) or any(span[0] <= low and high <= span[1] for span in theirs):
            continue
        if high == math.inf:
            same_side = [span for span in theirs if span[1] == math.inf and span[0] > 0]
            complement = any(span[0] == 0 and span[1] + 1 == low for span in theirs)
        else:
            same_side = [span for span in theirs if span[0] == 0 and span[1] < math.inf]
            complement = any(span[1] == math.inf and span[0] == high + 1 for span in theirs)
        # (the claim's number written by the evidence as the other side's bound and nowhere else: not "Junior membership
        # is for children aged 0-15; from 16 you can join as an adult member", which gives 16 as a start, though not as
        # an age)
        number = re.escape(f"{low if high == math.inf else high + 1:g}")
        as_bound = re.search(r"(?:\b(?:under|below|over|above)[\s-]+" + number + r"|\bU-?" + number + r"|(?<![\d.,])" + number
                             + r"\s*\+|(?<![\d.,])" + number + r"\s+(?:and|or)\s+(?:over|older|above|under|younger))(?!\d)",
                             evidence, re.IGNORECASE)
        written_once = len(re.findall(r"(?<![\d.,])" + number + r"(?!\d|\.\d)", evidence)) == 1
        if complement and same_side and as_bound and written_once:
            out.append(f"{_bound_said(low, high)} for the claim's age limit; the context gives "
                       f"{', '.join(_bound_said(*span) for span in same_side)}")
    return out


def _bound_said(low: float, high: float) -> str:
    """An open span of ages in words: "aged 12 and over", "under 8"."""
    return f"aged {low:g} and over" if high == math.inf else f"under {high + 1:g}"
