"""Refusals: an answer (or a ground truth) saying the sources do not contain the answer.

On a *negative case* — a question the sources cannot answer — a refusal is the correct answer;
anywhere else it is a missing answer, never a factual claim to check. Two uses, one pattern list:

* :func:`is_refusal` — a sentence of an answer declines ("The documents do not say when…",
  "I couldn't find this in the sources", "There is no information about…"). A statement *about
  the world* that merely contains a negation is not one: "The warranty does not include water
  damage", "Refunds are not given after 30 days", "The plan is not available in Canada" assert
  facts, so verbs like include/give/provide/contain/available count only with the sources (or
  "the information") as their subject or object.
* :func:`is_refusal_ground_truth` — a dataset's expected answer says "not answerable"
  ("Not stated in the sources.", "Unknown", "N/A", "The documents do not say"): such a case is a
  negative case even when the format has no ``answerable`` field.

Dataset loading runs on tens of thousands of cases, so this is regular expressions only; the local
judge adds a meaning-based check and per-clause labels on top (``core/judges/refusal.py``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from rageval_pipeline.core.judges import scan

_SOURCES = (r"(?:provided\s+|given\s+|available\s+|retrieved\s+|supplied\s+|above\s+|these\s+|the\s+|this\s+|my\s+)*"
            r"(?:sources?|documents?|docs|context|passages?|texts?|materials?|excerpts?|records?|data|"
            r"information|knowledge\s+base|articles?|references?|snippets?|chunks?|files?|pages?|"
            # the kinds of document a system retrieves from, named in its own answers
            r"leaflets?|timetables?|changelogs?|brochures?|catalogu?es?|datasheets?|manuals?|handbooks?|guides?|"
            r"reports?|papers?|stud(?:y|ies)|transcripts?|summar(?:y|ies)|documentation|readme|wiki|websites?|"
            r"web\s*pages?|faqs?|release\s+notes|package\s+inserts?|specifications?)")
# ("terms", "schedule", "table", "label" are left out: "the terms do not cover accidental damage" is an
# answer about the contract, not a refusal; with a saying-verb any text counts, see the second pattern)
_FREE_VERBS = r"(?:state|mention|specify|say|indicate|disclose|clarify|tell|reveal)"
_SOURCE_VERBS = (r"(?:contain|include|provide|give|address|discuss|cover|list|describe|have|offer|answer|"
                 r"touch\s+(?:on|upon)|refer\s+to|talk\s+about|go\s+into|deal\s+with)")
# what the system was handed, said without naming it: "not in what I was given", "from what was retrieved"
_HANDED = (r"(?:what\s+(?:i|we)\s+(?:was|were|have\s+been|am|are|have)\s+(?:given|provided|shown|retrieved|found)|"
           r"what\s+(?:was|is|has\s+been)\s+(?:retrieved|provided|given|shown))")
_CANNOT = r"(?:cannot|can't|can\s+not|could\s*n(?:o|')t)"
_FREE_PARTICIPLES = r"(?:stated|mentioned|specified|disclosed|clarified|indicated)"
_SOURCE_PARTICIPLES = (r"(?:provided|given|included|available|found|covered|addressed|described|listed|present|"
                       r"contained|discussed)")
_NEG = r"(?:not|n't|never)"
# the same, where a word boundary must precede it: "n't" is glued to its verb ("isn't in the sources")
_NEG_WORD = r"(?:\bnot|n't|\bnever)"
_ADVERB = r"(?:\s+(?:explicitly|directly|specifically|clearly|actually|anywhere|precisely))?"

_PATTERNS = (
    # "the documents do not say / contain / cover …", "the context doesn't mention it"
    rf"\b{_SOURCES}\s+(?:do|does|did)\s*{_NEG}{_ADVERB}\s+(?:{_FREE_VERBS}|{_SOURCE_VERBS})\b",
    # "it does not say", "the policy doesn't specify", "the excerpt provided does not mention" — a
    # saying-verb is about a text whatever the text is called (a fact about the world is stated with
    # other verbs: "the plan does not include SSO" stays a claim)
    rf"\b(?:it|they|this|that|which|(?:the|this|that|these|those)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+"
    rf"(?:\s+(?:provided|given|above|shown|supplied|retrieved|here))?)\s+(?:do|does|did)\s*{_NEG}{_ADVERB}\s+"
    rf"{_FREE_VERBS}\b",
    # "… is not stated (in the sources)", "the deadline isn't specified"
    rf"\b(?:is|are|was|were|be|been|being)\s*{_NEG}{_ADVERB}\s+{_FREE_PARTICIPLES}\b",
    # "… is not provided / covered / available in the sources"
    rf"\b(?:is|are|was|were|be|been)\s*{_NEG}{_ADVERB}\s+{_SOURCE_PARTICIPLES}\s+(?:in|within|by|from|anywhere\s+in)\s+"
    rf"{_SOURCES}",
    # "not stated in the sources", "(it is) not provided anywhere in the documents" — without a verb before
    rf"\bnot{_ADVERB}\s+(?:{_FREE_PARTICIPLES}|{_SOURCE_PARTICIPLES})\s+(?:in|within|by|from|anywhere\s+in)\s+{_SOURCES}",
    # "not in the sources", "not covered by the documents", "outside the provided context"
    rf"(?:{_NEG_WORD}\s+(?:in|within|part\s+of|covered\s+by|contained\s+in|included\s+in)|\b(?:outside|beyond)"
    rf"(?:\s+of|\s+the\s+scope\s+of)?)\s+(?:what\s+)?{_SOURCES}",
    # "This information is not provided.", "the details aren't available." — the information itself as
    # the subject and nothing after (with "until signed", "to free users" it is a fact about access)
    rf"\b(?:this|that|the|such|this\s+specific|the\s+specific|the\s+exact|the\s+requested)\s+"
    rf"(?:information|details?|answer)\s+(?:is|are|was|were)\s*{_NEG}{_ADVERB}\s+"
    rf"(?:{_SOURCE_PARTICIPLES}|{_FREE_PARTICIPLES})(?:\s+(?:here|anywhere))?\s*(?:[.!;)]|$)",
    # "there is no information / mention / record of …", "no details are given"
    r"\b(?:there\s+(?:is|are|was|were)\s+)?no\s+(?:specific\s+|explicit\s+|relevant\s+|further\s+|such\s+)?"
    # "no answer key / answer sheet" names a thing, it does not decline
    r"(?:information|mention|details?|data|indication|record|reference|answer)s?\b(?!\s+(?:key|sheet|box|phone|machine))"
    r"(?!\s+(?:fee|charge|cost|limit))",
    # "I cannot find / determine / answer …", "unable to confirm"
    # (also opening a bracket or a colon's text: "(Unable to answer based on the given passages)")
    r"(?:\b(?:i|we)(?:\s*'m|\s*'re|\s+am|\s+are|\s+was|\s+were)?\s+|^|[(:]\s*)"
    r"(?:cannot|can't|can\s+not|could\s*n(?:o|')t|unable\s+to|not\s+able\s+to)\s+"
    r"(?:find|determine|answer|confirm|identify|locate|tell|say|verify|provide\s+(?:an?\s+)?(?:answer|information))\b",
    r"\b(?:cannot|can't|can\s+not|could\s*n(?:o|')t|unable\s+to)\s+(?:find|determine|confirm|locate|verify)\s+"
    r"(?:this|that|it|an?\s+answer|the\s+answer|any\s+\w+|anything|whether|the\s+information)\b",
    r"\bnot\s+possible\s+to\s+(?:determine|say|tell|answer|know)\b",
    r"\b(?:insufficient|not\s+enough|lack\s+of|no\s+sufficient)\s+(?:information|context|details?|data)\b",
    # "insufficient evidence" is a finding ("the study found insufficient evidence that the drug works")
    # unless it is about answering from the sources
    rf"\b(?:insufficient|not\s+enough)\s+evidence\s+(?:(?:in|from)\s+{_SOURCES}|to\s+(?:answer|determine|say|tell))",
    r"\bi\s+(?:do\s+not|don't|did\s+not|didn't)\s+(?:know|have\s+(?:that|this|enough|the|any)\s+information)\b",
    r"\bthere\s+is\s+nothing\s+(?:in|about)\b",
    r"\b(?:is|remains)\s+(?:unknown|unclear|not\s+known)\s+(?:from|based\s+on|in)\s+" + _SOURCES,
    # "the answer cannot be determined from the documents", "can't be answered with the given sources"
    rf"\b{_CANNOT}\s+be\s+(?:determined|answered|confirmed|found|verified|established|inferred|known|identified)\s+"
    rf"(?:from|based\s+on|with|using|in|by)\s+(?:{_SOURCES}|{_HANDED})",
    # "this question cannot be answered." — the question itself, with or without the sources named
    rf"\b(?:question|this|it|that)\s+{_CANNOT}\s+be\s+answered\b",
    # "the date does not appear in the context", "is absent from / missing from the documents"
    rf"\b(?:do|does|did)\s*{_NEG}\s+appear\s+(?:in|within|anywhere\s+in)\s+(?:{_SOURCES}|{_HANDED})",
    rf"\b(?:is|are|was|were)\s+(?:absent|missing)\s+(?:from|in)\s+{_SOURCES}",
    # "the passages are silent on this"
    rf"\b{_SOURCES}\s+(?:is|are|was|were|remain|remains|stay|stays)\s+silent\b",
    # "nothing in the retrieved text addresses it", "none of the passages talk about the Oslo office"
    rf"\b(?:nothing|none)\s+(?:in|of)\s+{_SOURCES}\s+(?:\w+\s+)?(?:{_FREE_VERBS}|{_SOURCE_VERBS})",
    # "that isn't something the documents cover"
    rf"{_NEG_WORD}\s+(?:something|anything)\s+(?:that\s+)?{_SOURCES}\s+(?:\w+\s+)?(?:{_FREE_VERBS}|{_SOURCE_VERBS})",
    # "the answer isn't in what I was given", "no way to tell from what was retrieved"
    rf"{_NEG_WORD}\s+(?:in|within|part\s+of)\s+{_HANDED}",
    r"\bno\s+way\s+(?:to|of)\s+(?:tell|telling|know|knowing|determine|determining|say|saying)\b",
)
_REFUSAL = scan.pattern("|".join(f"(?:{p})" for p in _PATTERNS), re.I)

# a whole text that only says "no answer" (after trimming punctuation). "None" is not one: it is the
# real answer to "Which plans include it?"
_SHORT_NO_ANSWER = scan.pattern(
    r"^\s*(?:unknown|n/?a|null|no\s+answer|unanswerable|not\s+answerable|cannot\s+be\s+(?:answered|determined)|"
    r"not\s+(?:stated|available|specified|mentioned|given|known|provided|found|disclosed|documented|applicable)"
    rf"(?:\s+(?:in|from|by)\s+{_SOURCES})?)\s*[.!]?\s*$",
    re.I,
)


def _normal(text: str) -> str:
    return " ".join(text.replace("’", "'").split())


@lru_cache(maxsize=16384)
def is_refusal(text: str) -> bool:
    """True when the text says the sources do not contain / the system cannot give the answer."""
    return bool(_REFUSAL.search(_normal(text)))


def is_bare_refusal(text: str | None) -> bool:
    """True when the whole text is only a "no answer" marker: "Unknown", "N/A", "Not stated.",
    "Not available in the documents." Such a text says nothing else, so it declines; the same words
    inside a sentence ("The plan is not available in Canada") are a fact."""
    return bool(text) and bool(_SHORT_NO_ANSWER.match(_normal(text or "")))


def is_refusal_ground_truth(text: str | None) -> bool:
    """True when an expected answer says the question is not answerable from the sources."""
    if not text or not text.strip():
        return False
    normal = _normal(text)
    return is_bare_refusal(normal) or (len(normal.split()) <= 25 and is_refusal(normal))


__all__ = ["is_bare_refusal", "is_refusal", "is_refusal_ground_truth"]
