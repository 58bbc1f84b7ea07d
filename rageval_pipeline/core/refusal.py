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
judge adds a meaning-based check on top (``judges/refusal_detector.py``).
"""

from __future__ import annotations

import re

_SOURCES = (r"(?:provided\s+|given\s+|available\s+|retrieved\s+|supplied\s+|above\s+|these\s+|the\s+|this\s+|my\s+)*"
            r"(?:sources?|documents?|docs|context|passages?|texts?|materials?|excerpts?|records?|data|"
            r"information|knowledge\s+base|articles?|references?|snippets?|chunks?|files?|pages?)")
_FREE_VERBS = r"(?:state|mention|specify|say|indicate|disclose|clarify|tell|reveal)"
_SOURCE_VERBS = r"(?:contain|include|provide|give|address|discuss|cover|list|describe|have|offer|answer)"
_FREE_PARTICIPLES = r"(?:stated|mentioned|specified|disclosed|clarified|indicated)"
_SOURCE_PARTICIPLES = (r"(?:provided|given|included|available|found|covered|addressed|described|listed|present|"
                       r"contained|discussed)")
_NEG = r"(?:not|n't|never)"
_ADVERB = r"(?:\s+(?:explicitly|directly|specifically|clearly|actually|anywhere|precisely))?"

_PATTERNS = (
    # "the documents do not say / contain / cover …", "the context doesn't mention it"
    rf"\b{_SOURCES}\s+(?:do|does|did)\s*{_NEG}{_ADVERB}\s+(?:{_FREE_VERBS}|{_SOURCE_VERBS})\b",
    # "it does not say", "the policy doesn't specify" — saying-verbs with a pronoun or a document as subject
    rf"\b(?:it|they|this|that|which|(?:the\s+|this\s+)?(?:policy|report|manual|guide|notes|minutes|handbook|"
    rf"agreement|contract|email|page|faq|memo|statement|release\s+notes))\s+(?:do|does|did)\s*{_NEG}{_ADVERB}\s+"
    rf"{_FREE_VERBS}\b",
    # "… is not stated (in the sources)", "the deadline isn't specified"
    rf"\b(?:is|are|was|were|be|been|being)\s*{_NEG}{_ADVERB}\s+{_FREE_PARTICIPLES}\b",
    # "… is not provided / covered / available in the sources"
    rf"\b(?:is|are|was|were|be|been)\s*{_NEG}{_ADVERB}\s+{_SOURCE_PARTICIPLES}\s+(?:in|within|by|from|anywhere\s+in)\s+"
    rf"{_SOURCES}",
    # "not in the sources", "not covered by the documents", "outside the provided context"
    rf"\b(?:{_NEG}\s+(?:in|within|part\s+of|covered\s+by|contained\s+in|included\s+in)|outside(?:\s+of)?)\s+{_SOURCES}",
    # "there is no information / mention / record of …", "no details are given"
    r"\b(?:there\s+(?:is|are|was|were)\s+)?no\s+(?:specific\s+|explicit\s+|relevant\s+|further\s+|such\s+)?"
    r"(?:information|mention|details?|data|indication|record|reference|answer)s?\b"
    r"(?!\s+(?:fee|charge|cost|limit))",
    # "I cannot find / determine / answer …", "unable to confirm"
    r"(?:\b(?:i|we)(?:\s*'m|\s*'re|\s+am|\s+are|\s+was|\s+were)?\s+|^)"
    r"(?:cannot|can't|can\s+not|could\s*n(?:o|')t|unable\s+to|not\s+able\s+to)\s+"
    r"(?:find|determine|answer|confirm|identify|locate|tell|say|verify|provide\s+(?:an?\s+)?(?:answer|information))\b",
    r"\b(?:cannot|can't|can\s+not|could\s*n(?:o|')t|unable\s+to)\s+(?:find|determine|confirm|locate|verify)\s+"
    r"(?:this|that|it|an?\s+answer|the\s+answer|any\s+\w+|anything|whether|the\s+information)\b",
    r"\bnot\s+possible\s+to\s+(?:determine|say|tell|answer|know)\b",
    r"\b(?:insufficient|not\s+enough|lack\s+of|no\s+sufficient)\s+(?:information|context|details?|data|evidence)\b",
    r"\bi\s+(?:do\s+not|don't|did\s+not|didn't)\s+(?:know|have\s+(?:that|this|enough|the|any)\s+information)\b",
    r"\bthere\s+is\s+nothing\s+(?:in|about)\b",
    r"\b(?:is|remains)\s+(?:unknown|unclear|not\s+known)\s+(?:from|based\s+on|in)\s+" + _SOURCES,
)
_REFUSAL = re.compile("|".join(f"(?:{p})" for p in _PATTERNS), re.I)

# a whole ground truth that only says "no answer" (after trimming punctuation)
_SHORT_NO_ANSWER = re.compile(
    r"^\s*(?:unknown|n/?a|none|null|no\s+answer|unanswerable|not\s+answerable|cannot\s+be\s+(?:answered|determined)|"
    r"not\s+(?:stated|available|specified|mentioned|given|known|provided|found|disclosed|documented|applicable)"
    rf"(?:\s+(?:in|from|by)\s+{_SOURCES})?)\s*[.!]?\s*$",
    re.I,
)


def _normal(text: str) -> str:
    return " ".join(text.replace("’", "'").split())


def is_refusal(text: str) -> bool:
    """True when the text says the sources do not contain / the system cannot give the answer."""
    return bool(_REFUSAL.search(_normal(text)))


def is_refusal_ground_truth(text: str | None) -> bool:
    """True when an expected answer says the question is not answerable from the sources."""
    if not text or not text.strip():
        return False
    normal = _normal(text)
    return bool(_SHORT_NO_ANSWER.match(normal)) or (len(normal.split()) <= 25 and is_refusal(normal))


__all__ = ["is_refusal", "is_refusal_ground_truth"]
