"""A span of months read by its ends: "Pollack | April – December" holds May, but the season does not start in May.

The value check of ``conflicts`` reads a span as every month in it, so a claim naming a month inside the span is
stated there. A claim saying the span starts or ends in a month is checked against the span's own ends.
"""

from __future__ import annotations

import re

from rageval_pipeline.core.judges import scan
from rageval_pipeline.core.judges import text as tx
from rageval_pipeline.core.judges.binding.tables import _lines_and_sentences
from rageval_pipeline.core.judges.binding.values import _MONTH_NAMES_RE, _MONTH_SPAN
from rageval_pipeline.core.judges.binding.words import _words

#: a claim saying when its thing starts or ends by a month: "starts in May", "runs until October", "from May"
_CLAIMED_END = scan.pattern(r"\b(?:(?P<start>starts?|starting|begins?|beginning|opens?|commences?|runs?\s+from|from)|"
                            r"(?P<end>ends?|ending|finishes|closes?|runs?\s+(?:until|till|to|through)|until|till))\s+"
                            r"(?:in\s+|on\s+)?(?:early\s+|mid-?\s*|late\s+)?(?P<month>" + _MONTH_NAMES_RE + r")\b",
                            re.IGNORECASE)

def _month(word: str) -> int:
    return tx._MONTHS[word.lower()]


def _span_end_conflicts(claim: str, evidence: str) -> list[str]:
    """A month the claim says its thing starts (or ends) in, where the one line or sentence of the evidence giving a span
    of months and naming the claim's thing starts (or ends) the span in another month: "The main pollack season starts
    in May" where "| Pollack | April – December |"."""
    said = _CLAIMED_END.search(claim)
    if not said:
        return []
    month = _month(said.group("month"))
    # (the claim's thing is in its words other than the month's and the verb's: "main pollack season")
    own = _words(claim[:said.start()]) - _words(said.group(0))
    # (a span, not two months listed: "May and June")
    spans = [(part, spans[0]) for part in _lines_and_sentences(evidence)
             if len(spans := [m.groups() for m in _MONTH_SPAN.finditer(part) if " and " not in m.group(0)
                              or m.group(0).lower().startswith("between")]) == 1]
    naming = [(part, span) for part, span in spans if _words(part) & own]
    # (the thing named by a word only its own line says: not "season", which every line of a table of seasons says)
    keyed = [(part, span) for part, span in naming
             if any(w in _words(part) and sum(w in _words(p) for p, _ in spans) == 1 for w in own)]
    if len(keyed) != 1:
        return []
    first, last = (_month(m) for m in keyed[0][1])
    end = first if said.group("start") else last
    if end == month:
        return []
    told = keyed[0][1][0] if said.group("start") else keyed[0][1][1]
    return [f"{said.group('month')} for when it {'starts' if said.group('start') else 'ends'}; the context gives {told}"]
