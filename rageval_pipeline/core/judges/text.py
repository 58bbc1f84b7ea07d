"""Cheap text analysis for the local judge: normalisation, sentence/claim splitting, facts.

Everything here is pure, regex-based and deterministic. The local judge needs these pieces to
decide whether a claim is *lexically* grounded (content-word recall) and *factually consistent*
(the numbers, dates, amounts and names a claim asserts appear in the evidence), which embedding
similarity alone cannot do: "refunds within 30 days" and "refunds within 14 days" embed almost
identically.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from rageval_pipeline.core.judges import conversions, refusal_patterns, scan
from rageval_pipeline.core.judges.conversions import conversion_pairs, derived_spans, wrong_conversions
from rageval_pipeline.core.judges.memo import forget_memoised, memoised_copies
from rageval_pipeline.core.judges.refusal_patterns import is_refusal as _is_refusal
from rageval_pipeline.core.judges.scan import says_any

__all__ = [
    "DateMention",
    "ORDINAL_WORDS",
    "bracket_citations",
    "clear_caches",
    "extract_amounts",
    "Facts",
    "content_words",
    "extract_dates",
    "extract_entities",
    "extract_facts",
    "extract_numbers",
    "is_filler",
    "is_refusal",
    "missing_facts",
    "normalise",
    "normalise_ws",
    "split_claims",
    "split_sentences",
    "strip_citations",
    "strip_labels",
    "strip_source_refs",
    "words",
]

# --------------------------------------------------------------------------- normalisation

_WS = scan.pattern(r"\s+")
_QUOTES = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-", "\u00a0": " "})


#: vulgar fractions as decimals, before NFKC turns "2½" into "21⁄2" (read as the number 21)
_VULGAR = {"½": 0.5, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 0.25, "¾": 0.75, "⅕": 0.2, "⅖": 0.4, "⅗": 0.6, "⅘": 0.8,
           "⅙": 1 / 6, "⅚": 5 / 6, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875}
_MIXED_FRACTION = scan.pattern(r"(?:(\d+)\s?)?([" + "".join(_VULGAR) + r"])")


def _decimal_fraction(match: re.Match[str]) -> str:
    value = float(match.group(1) or 0) + _VULGAR[match.group(2)]
    return f"{value:.3f}".rstrip("0").rstrip(".")


@lru_cache(maxsize=65536)
def normalise_ws(text: str) -> str:
    """NFKC, typographic quotes/dashes to ASCII, vulgar fractions to decimals ("2½" → "2.5"),
    whitespace runs collapsed, stripped.

    Used for quote matching (``must_cite.quote_contains``): PDF text wraps lines and uses curly
    quotes, a dataset author types straight ones.
    """
    if any(fraction in text for fraction in _VULGAR):
        text = _MIXED_FRACTION.sub(_decimal_fraction, text)
    return _WS.sub(" ", unicodedata.normalize("NFKC", text).translate(_QUOTES)).strip()


@lru_cache(maxsize=65536)
def normalise(text: str) -> str:
    """``normalise_ws`` plus casefold: the form for case-insensitive containment tests."""
    return normalise_ws(text).casefold()


#: letters of any script: "García", "Sørensen" and "Dvořák" are one word each, not "garc" + "a"
_WORD = scan.pattern(r"[^\W_]+(?:[.,][0-9]+)*")

STOPWORDS = frozenset(
    """a about above after again against all also am an and any are as at be because been before
    being below between both but by can could did do does doing down during each either few for from
    further had has have having he her here hers herself him himself his how however i if in into is
    it its itself just let may me might more most much must my myself no nor not now of off on once
    only or other our ours ourselves out over own per same she should so some such than that the
    their theirs them themselves then there these they this those through thus to too under until up
    upon us very via was we were what when where whether which while who whom whose why will with
    within without would yet you your yours yourself yourselves its e.g i.e etc one s t ll re ve""".split()
)  # ("s", "t", "ll", "re", "ve": what is left of "it's", "don't", "you'll", "we're", "we've")


@memoised_copies(list)
def words(text: str) -> list[str]:
    """Lower-cased word tokens (numbers keep their decimal point / thousands commas)."""
    return _WORD.findall(normalise(text))


#: plurals no suffix rule meets: "children" is "child" ("€7 for children" / "a child ticket")
_IRREGULAR_PLURALS = {"children": "child", "women": "woman", "men": "man", "people": "person", "persons": "person",
                      "feet": "foot", "teeth": "tooth", "mice": "mouse", "geese": "goose",
                      # (a singular ending in "s": "a lens" / "lenses"; and the few plurals of a word ending in "u")
                      "lens": "lens", "menus": "menu", "gurus": "guru", "emus": "emu"}


#: words that say one thing, written as one of them: "a frame ordered from abroad" is one "from an overseas builder"
_SAME_MEANING = {"overseas": "abroad", "usual": "normal", "stairs": "steps", "stair": "step", "closest": "nearest",
                 "extra": "additional", "wide": "width", "deep": "depth", "tall": "height"}


_SIBILANT_PLURAL = scan.pattern(r"(?:ss|zz|x|ch|sh)es$")


@lru_cache(maxsize=131072)
def _stem(token: str) -> str:
    """A tiny suffix stripper so 'refunds'/'refund', 'committed'/'commit' meet; not linguistics."""
    if token[0].isdigit():
        ordinal = re.fullmatch(r"(\d+)(?:st|nd|rd|th)", token)
        return ordinal.group(1) if ordinal else token
    token = _SAME_MEANING.get(token, token)
    if token in _IRREGULAR_PLURALS:  # (stemmed as the singular is: "mice" meets "mouse" at "mous")
        return _without_silent_e(_IRREGULAR_PLURALS[token])
    if len(token) <= 3 or token.endswith("us"):  # ("bonus" is one, as "bonuses" are many)
        return token
    if token in _EED_WORDS:  # ("breed" is no past of "bre": it stems as "breeds" does)
        return token
    # ("bookings" is "booking" is "book": a plural in "-ings" stems as its singular does)
    for suffix, keep in (("ies", "y"), ("ied", "y"), ("ings", ""), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if suffix == "es" and not _SIBILANT_PLURAL.search(token):
            continue  # "grades" is "grade" + "s", "boxes" and "churches" are "box" and "church" + "es"
        if token.endswith(suffix) and len(token) - len(suffix) >= 3 and not token.endswith("ss"):
            stem = token[: -len(suffix)] + keep
            if suffix in ("ing", "ings", "ed") and len(stem) > 3 and stem[-1] == stem[-2] and _undoubled(stem):
                stem = stem[:-1]  # committed -> commit, planning -> plan
            return _without_silent_e(stem)
    return _without_silent_e(token)


#: words in "-eed" that are no past tense
_EED_WORDS = frozenset("breed bleed speed greed steed tweed creed proceed exceed succeed".split())


def _undoubled(stem: str) -> bool:
    """Whether a doubled final consonant was doubled for the suffix ("committ", "cancell"), not the word's own
    ("pass", "buzz", and "ll" after one syllable: "poll", "fill", "call")."""
    if stem[-1] in "sz":
        return False
    return stem[-1] != "l" or len(re.findall(r"[aeiouy]+", stem[:-2])) >= 2


def _without_silent_e(stem: str) -> str:
    """A stem without its silent final e, so "charge", "charges", "charged" and "charging" all meet at
    "charg" ("fee" and the number words keep theirs)."""
    return stem[:-1] if len(stem) >= 4 and stem.endswith("e") and not stem.endswith("ee") and stem not in _NUMBER_WORDS \
        else stem


@lru_cache(maxsize=65536)
def content_words(text: str) -> frozenset[str]:
    """Stemmed non-stopword tokens: the vocabulary lexical overlap is measured on (memoised: the judge
    asks for the same sentences' words many times over, each claim against each unit)."""
    return frozenset(_stem(token.replace(",", "")) for token in words(text) if token not in STOPWORDS)


# --------------------------------------------------------------------------- citations / refusals

_BRACKET_CITATION = scan.pattern(r"\s*\[[^\[\]\n]{1,120}\]")
_PAREN_CITATION = scan.pattern(
    r"\s*\((?:see\s+)?(?:passages?|sources?|docs?|documents?|context|ref(?:erence)?s?)\b[^()\n]{0,60}\)", re.I
)


@lru_cache(maxsize=65536)
def strip_citations(text: str) -> str:
    """Remove inline citation markers (``[doc p.2]``, ``[1]``, ``(Passage 2 & 3)``).

    Markers are provenance, not claims: left in, they would count as unsupported words.
    """
    return _PAREN_CITATION.sub("", _BRACKET_CITATION.sub("", text))


def bracket_citations(text: str) -> list[str]:
    """The contents of ``[...]`` markers, in order, so inline citations can be matched to chunks."""
    return [m.strip() for m in re.findall(r"\[([^\[\]\n]{1,120})\]", text)]


def is_refusal(text: str) -> bool:
    """True when the text says the information is not in the sources / cannot be answered.

    Such sentences are not factual claims about the world (they are dropped from claim checks),
    and on an unanswerable question they are the correct answer. The patterns live in
    ``core.refusal`` (shared with dataset loading, which spots refusal ground truths).
    """
    return _is_refusal(text)


# --------------------------------------------------------------------------- sentences and claims

_ABBREVIATIONS = frozenset(
    "e.g i.e etc vs mr mrs ms dr prof st no fig approx inc incl excl ltd co corp jr sr u.s u.k a.m p.m jan feb mar apr "
    "jun jul aug sep sept oct nov dec".split()
)
_BOUNDARY = scan.pattern(r"[.!?]+[\"')\]]*\s+")
#: abbreviations written before the value they label, whose period ends no sentence when a value follows: "(ext.
#: 4412)", "(max. £6 per item)", "Tel. 01632 960114", "avg. 500Mbps" (before a word they may end one: "for 30 mins.
#: Book online")
_ABBREVIATIONS_BEFORE_VALUE = frozenset("ext tel max min est ref nos avg av typ ca".split())
_VALUE_NEXT = scan.pattern(r"[\d£$€¥+]")
_LIST_MARKER = scan.pattern(r"^\s*(?:[-*•+]+|\(?\d{1,2}[.)]|\(?[a-z][.)])\s+", re.I)


_NO_ANSWER = scan.pattern(r"\bno\.$", re.I)
#: a word opening a sentence after a time of day: capitalised, no day, month or time zone
_SENTENCE_AFTER_TIME = scan.pattern(r"(?!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|"
                                    r"Eastern|Pacific|Central|Mountain|Atlantic|Local|Midnight|Noon)[a-z]*\b)[A-Z][a-z]")


def _is_abbreviation(before: str, after: str = "") -> bool:
    """Does the text before a period end with an abbreviation, an initial or a list number? (``after``: the text
    after the period and its space)"""
    match = re.search(r"([A-Za-z.]+|\d+)$", before)
    if not match:
        return False
    if before[: match.start()][-1:].isdigit():
        return False  # "by March 31st." ends a sentence: an ordinal, not "St." for Street
    token = match.group(1).lower().rstrip(".")
    # (a month cut short after its day ends a sentence before a capitalised word: "Exchange of contracts: 13 Sept.
    # Completion & move day: 27 Sept.")
    if token in _MONTHS and re.search(r"\d\s*$", before[: match.start()]) and after[:1].isupper():
        return False
    # (and so does a time's "a.m." before a sentence's first word: "from 8 to 9 a.m. Sensory-friendly mornings take place
    # ...", not before a day, a month or a time zone: "9 a.m. Monday to Friday", "10 a.m. Eastern")
    if token in ("a.m", "p.m") and re.search(r"\d\s*$", before[: match.start()]) and _SENTENCE_AFTER_TIME.match(after):
        return False
    if token in _ABBREVIATIONS or token in _ABBREVIATIONS_BEFORE_VALUE and _VALUE_NEXT.match(after):
        return True
    if len(token) == 1 and token.isalpha() and before[: match.start()][-1:] in ("'", "’"):
        return False  # a possessive's "s" is no initial: "... at St Edmund's. Lessons cancelled by us ..."
    if len(token) == 1 and token.isalpha():
        # an initial ("J. Smith"), not a unit's last letter ("210 km/h. The electric model", "a 10 m. The", "55 sq m.
        # Floor plans") nor the end of a span of letters ("serving check-in zones A–F. The South Terminal")
        return not re.search(r"(?:[/°º]|\b[A-Z]\s*[-–—]\s*|\d\s*(?:(?:sq|cu)\.?\s*)?)$", before[: match.start()])
    # a bare list number at the start of a line: "1. Open the panel"
    line_start = before.rfind("\n") + 1
    return token.isdigit() and before[line_start:].strip() == match.group(1)


#: words that open a sentence and never go on a name after an initial ("Zone A. The Zone A+B Day Rider ...")
_SENTENCE_OPENER = scan.pattern(r"(?:The|A|An|This|These|That|It|Its|Our|Your|We|You|All|Both|Each|There|They)\s")


def _letter_ends_sentence(before: str, after: str) -> bool:
    """Whether a single letter before a period is a label ending its sentence, not an initial: "within Zone A. The
    Zone A+B Day Rider", "for Zone Q. Zone R has none" (the next sentence opens with another label of the kind), not
    "John F. Kennedy"."""
    label = re.search(r"\b([A-Z][a-z]+)\s+[A-Z]$", before)
    # (a word that labels things by letters is no first name: "may hire any vehicle up to Group F. Drivers aged 18 to 20
    # are accepted ...")
    return label is not None and (_SENTENCE_OPENER.match(after) is not None
                                  or re.match(re.escape(label.group(1)) + r"\s+[A-Z0-9]\b", after) is not None
                                  or label.group(1).lower() in _LETTERED_LABELS and re.match(r"[A-Z]", after) is not None)


#: words naming things labelled by a letter ("Group F", "Zone B", "Gate A"), which no initial follows
_LETTERED_LABELS = frozenset(("group zone gate band level grade type class section room block category terminal platform "
                              "pier court unit plan stand hall wing floor area bay row tier phase stage part appendix "
                              "schedule option route line team division pool studio building site car lot").split())


_COMPANY_SUFFIX = scan.pattern(r"\b(?:Inc|Ltd|Co|Corp|plc|LLC|GmbH)\.$")
_NEXT_WORD = scan.pattern(r"[A-Z][a-z]*\b")
_LOWER_WORD_NEXT = scan.pattern(r"\s+[a-z]{2,}\b")


_CLOCK_END = scan.pattern(r"\d\s*[ap]\.m\.$", re.IGNORECASE)


def _company_ends_sentence(before: str, after: str) -> bool:
    """Whether a company's "Ltd." or "Inc." ends its sentence: the next word opens one ("... went to
    GreenCycle Ltd. A separate contract ..."), where a name would go on ("Acme Inc. Chief Executive")."""
    following = _NEXT_WORD.match(after)
    # (so does a clock's "p.m.": "... to 12:00 p.m. It is closed on Sundays")
    # (as does a capitalised word a lower-case one follows: "... Protection Ltd. Breakdown assistance is provided")
    # (not a day or a month after a clock's "a.m.", the time's own: "opens at 9 a.m. Monday through Friday")
    if _CLOCK_END.search(before) and following and following.group(0).lower() in _DAYS_AND_MONTHS:
        return False
    return bool((_COMPANY_SUFFIX.search(before) or _CLOCK_END.search(before)) and following
                and (following.group(0).lower() in STOPWORDS or _LOWER_WORD_NEXT.match(after, following.end())))


def labelled_table_rows(text: str) -> dict[str, str]:
    """Each row of a " | " table under a header row -> the row with each cell after its column's name:
    "Vela Van | 1.6L diesel | 8" under "Model | Engine | Seats" -> "Model: Vela Van; Engine: 1.6L diesel;
    Seats: 8" (a row alone does not say that 8 is its seats)."""
    out: dict[str, str] = {}
    header: list[str] = []
    block: list[str] = []  # the rows of the current table, markdown rule lines left out
    for line in text.splitlines() + [""]:
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if "|" in line and not any(re.search(r"[A-Za-z0-9]", cell) for cell in cells):
            continue  # a markdown rule line: |---|---|
        if "|" in line:
            block.append(line)
            continue
        # a table's first row names its columns when it holds fewer values than the row after it
        # ("Model | Engine | 0-100 km/h | Seats" over "Vela S | 1.5L petrol | 9.8 s | 5")
        rows = [[cell.strip() for cell in row.strip().strip("|").split("|")] for row in block]
        with_digits = [sum(any(ch.isdigit() for ch in cell) for cell in row) for row in rows]
        if len(rows) >= 2 and with_digits[0] < with_digits[1]:
            header = rows[0]
            for row, cells in zip(block[1:], rows[1:], strict=True):
                if len(cells) == len(header):
                    out[row.strip()] = "; ".join(f"{name}: {cell}" for name, cell in zip(header, cells, strict=True))
        block = []
    return out


@memoised_copies(list)
def split_sentences(text: str) -> list[str]:
    """Split text into sentences: on line breaks, and on ``.!?`` + space unless an abbreviation.

    List markers (``1.``, ``-``) are removed from the start of each sentence. Empty pieces are dropped.
    """
    out: list[str] = []
    for line in re.split(r"\n+", text.replace("\f", "\n")):
        start = 0
        # (a table's row is one line whatever its cells write: "Service | Collection cut-off | Max. delivery time"; a
        # line of cells not set out as a row may end its last one and go on: "Concessions £16 | Members free. Friday
        # Lates (6-9pm): £12 for all ticket holders.")
        # (where the cell says two words or more before its full stop: "| Max. transit time" goes on)
        last_cell = 0 if line.count("|") < 2 else len(line) if line.lstrip().startswith("|") else line.rindex("|")
        for match in (m for m in _BOUNDARY.finditer(line) if m.start() >= last_cell and (
                not last_cell or len(line[last_cell + 1:m.start()].split()) >= 2 and line[m.end():m.end() + 1].isupper())):
            before = line[: match.start() + 1].rstrip(".!?\"')]")
            if _is_abbreviation(line[start : match.start()] if start < match.start() else before,
                                line[match.end():]) and not (
                    _NO_ANSWER.search(line, start, match.start() + 1) and not line[match.end():match.end() + 1].isdigit()
            ) and not _company_ends_sentence(line[start:match.start() + 1], line[match.end():]) \
                    and not _letter_ends_sentence(before, line[match.end():]):
                continue  # "No. 5" goes on; "No. According to the recipe, ..." is an answer and a new sentence
            out.append(line[start : match.end()].strip())
            start = match.end()
        out.append(line[start:].strip())
    return [s for s in (_LIST_MARKER.sub("", piece).strip() for piece in out) if s]


_LEAD_IN = scan.pattern(
    r"^(?:(?:according\s+to|based\s+on|as\s+(?:stated|mentioned)\s+in|per|from)\s+(?:the\s+)?"
    r"(?:given\s+|provided\s+|retrieved\s+|above\s+)?(?:passages?|sources?|context|documents?|information)"
    r"(?:\s+\d+(?:\s*(?:,|and|&)\s*\d+)*)?(?:\s+provided|\s+given)?\s*,\s*"
    r"|(?:the\s+)?(?:passages?|sources?|context|documents?)(?:\s+\d+(?:\s*(?:,|and|&)\s*\d+)*)?\s+"
    r"(?:states?|says?|mentions?|indicates?|suggests?|explains?|notes?)\s+(?:that\s+)?)",
    re.I,
)
#: what an answer may name its source as ("According to the price list, ...", "The race report says ...")
_DOCUMENT = (r"(?:the\s+|this\s+|that\s+|our\s+|your\s+)(?:[\w-]+\s+){0,3}?(?:faqs?|reports?|notices?|polic(?:y|ies)|"
             r"lists?|tables?|handbook|guidance|guides?|timetables?|schedules?|articles?|websites?|pages?|notes|"
             r"changelog|menus?|terms|contracts?|press\s+releases?|releases?|study|survey|data|figures|statements?|"
             r"summary|charts?|spec(?:ification)?s?|sheets?|manuals?|brochures?|announcements?|updates?|records?|"
             r"results|rules|regulations|documentation|docs|excerpt|text|passage|source|document)")
_DOCUMENT_LEAD_IN = scan.pattern(
    r"^(?:(?:according\s+to|based\s+on|as\s+(?:stated|mentioned|shown|listed|noted)\s+in|per|from)\s+" + _DOCUMENT
    + r"\s*,\s*|" + _DOCUMENT + r"\s+(?:states?|says?|mentions?|indicates?|notes?|shows?|confirms?|explains?)"
    r"\s+(?:that\s+)?)", re.I)
_SOURCE_REF = scan.pattern(
    r"\b(?:passages?|sources?|documents?|docs?|excerpts?)\s+#?\d+(?:\s*(?:,|and|&|-|or)\s*\d+)*\b"
    r"|\b(?:first|second|third|fourth|fifth|last|final)\s+(?:passage|source|document)\b",
    re.I,
)
_META_LEAD_IN = scan.pattern(
    r"^(?:(?:therefore|thus|so|in\s+summary|in\s+conclusion|overall|to\s+summari[sz]e)\s*,?\s*)?"
    r"(?:(?:the|my)\s+(?:correct\s+|final\s+|short\s+|brief\s+)?answer(?:\s+to\s+(?:the|your)\s+question)?\s+(?:is|would\s+be)\b\s*:?\s*"
    r"|(?:the\s+)?(?:(?:first|second|third|fourth|fifth|last|final|other)\s+)?(?:passages?|sources?|documents?|context)"
    r"(?:\s+\d+(?:\s*(?:,|and|&)\s*\d+)*)?\s+(?:also\s+)?"
    r"(?:repeats?|reiterates?|provides?|gives?|contains?|discusses?|talks\s+about|describes?|mentions?|explains?"
    r"|suggests?|states?|says?|notes?|adds?|confirms?|indicates?|lists?|shows?)\s+(?:that\s+)?)",
    re.I,
)
_FILLER = scan.pattern(
    r"^(?:sure|certainly|of\s+course|great|okay|ok|absolutely|hello|hi)\b"
    r"|\b(?:i\s+hope\s+this\s+helps|let\s+me\s+know|feel\s+free|happy\s+to\s+help|glad\s+to\s+help|i\s+can\s+help)\b"
    r"|^here(?:\s+is|\s+are|'s)\b"
    r"|^(?:i\s+can\s+confidently|there\s+is\s+no\s+additional\s+information)"
    # a referral ("HR should be able to confirm", "contact your pharmacist for details") asserts no fact
    r"|\bshould\s+be\s+able\s+to\s+(?:confirm|help|advise|tell\s+you)\b"
    r"|^(?:please\s+)?(?:contact|ask|consult|check\s+with|reach\s+out\s+to)\b.{0,80}\b(?:for\s+(?:details|more"
    r"\s+information|confirmation|advice)|to\s+confirm)\b",
    re.I,
)


def is_filler(sentence: str) -> bool:
    """Pleasantries and scaffolding ("Sure, I can help!", "Here are the steps:") — not claims."""
    return bool(_FILLER.search(sentence.strip()))


def strip_source_refs(text: str) -> str:
    """Remove "passage 2", "sources 1 and 3", "the second passage": their numbers are not facts."""
    return _SOURCE_REF.sub("", text)  # (``scan.pattern`` skips a text with no word a reference holds)


#: numbers that label the parts of an answer, not the world: "Method 2", "Option 1", "Question 3"
_ANSWER_LABEL = scan.pattern(
    r"\b(?:steps?|methods?|options?|questions?|answers?|tips?|ways?|approach(?:es)?|solutions?|alternatives?)"
    r"\s+#?\d+(?:\s*(?:,|and|&|-|or)\s*\d+)*\b",
    re.I,
)


#: a count of the answer's own parts, said with where they stand in it: "summarised in 10 steps as
#: mentioned above", "the three tips below" (a count of steps with no "above" or "below" may be the source's)
_ANSWER_PARTS_COUNT = scan.pattern(
    r"\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?=\s+"
    r"(?:steps|methods|options|tips|ways|points|stages|suggestions)\b(?:\s+(?:above|below)|[^.;:!?]*\b"
    r"(?:mentioned|listed|outlined|described|shown|given|detailed)\s+(?:above|below))\b)",
    re.I,
)


@lru_cache(maxsize=65536)
def strip_labels(text: str) -> str:
    """:func:`strip_source_refs`, and the numbers that label an answer's own parts ("Method 2:",
    "Option 1 or Option 2", "Step 3") or a document's ("Table 3", "Figure 2"), or count the answer's
    parts ("the 5 steps above"): a number that only says which item is meant is no fact."""
    text = strip_source_refs(text)
    # (each pattern below needs a digit, the count also one of the parts' names: a text without is left as it is)
    text = _ANSWER_LABEL.sub("", text) if _DIGIT.search(text) else text
    text = _ANSWER_PARTS_COUNT.sub("", text) if says_any(text, _PART_NAMES) else text
    return _DOCUMENT_LABEL.sub("", text) if _DIGIT.search(text) else text


#: a word every count of an answer's parts holds (``_ANSWER_PARTS_COUNT``)
_PART_NAMES = ("step", "method", "option", "tip", "way", "point", "stage", "suggestion")


#: a document's own parts, capitalised as their titles are: "Table 3", "Figure 2.1", "Appendix 4" (not
#: "sales figures 2023", whose year is a fact)
_DOCUMENT_LABEL = scan.pattern(r"\b(?:Tables?|Figures?|Fig\.|Charts?|Exhibits?|Appendi(?:x|ces))\s+\d{1,2}(?:\.\d{1,2})?\b(?![.,]?\d)")


_CLAUSE_SPLIT = scan.pattern(r";\s+|,\s+(?:and|but|while|whereas|although)\s+|\s+however,\s+", re.I)
_MIN_CLAUSE_WORDS = 3


#: a clause part opening with a verb of the subject before it: "take roughly an hour", "costs £5", "lasts two days"
_VERB_FIRST = scan.pattern(r"(?:takes?|lasts?|costs?|runs?|opens?|closes?|starts?|finishes|finish|ends?|includes?|requires?|"
                           r"needs?|offers?|comes?|gets?|gives?|has|have|is|are|was|were|can|will|must|should|may|"
                           r"holds?|seats?|sleeps?|accepts?|allows?|charges?|pays?|leaves?|returns?|departs?|arrives?)\b")


#: a clause part saying only when the part before holds: "only if it still has 7 days left", "only on weekdays"
_ONLY_ON_CONDITION = scan.pattern(r"only\s+(?:if|when|where|after|before|until|on|for|as\s+long\s+as)\b", re.IGNORECASE)


#: a word referring back to what a sentence spoke of before: "book it ahead", "reuse them", "that time"
_REFERS_BACK = scan.pattern(r"\b(?:it|them|they|that\s+time)\b", re.IGNORECASE)


def _says_more_of_the_part_before(part: str) -> bool:
    """Whether a clause part only says something more of what it refers back to, stating no specific: "you won't get it
    back", "you can reuse them next time" (a part of its own words or with a number is a claim of its own)."""
    return bool(_REFERS_BACK.search(part)) and not _DIGIT.search(part) and not extract_numbers(part) \
        and len(content_words(part)) <= 6 and not is_refusal(part)  # (declining is a clause of its own, judged as one)


#: a clause part whose subject is a pronoun for what the part before spoke of: "it stays open until 1pm"
#: (not "they", "he" or "she", who may be others than the part before's subject: "whoever goes in with a child must be 16,
#: and they can look after two under-8s")
_PRONOUN_SUBJECT = scan.pattern(r"it(?:['’](?:s|ll|d)\b|\s+(?!(?:and|or|but|that|which)\b)[a-z]+\b)", re.IGNORECASE)


def _goes_on_about_the_part_before(part: str) -> bool:
    """Whether a short clause part says a specific of what the part before spoke of, by a pronoun: "and it stays open until
    1pm" after "On Saturdays you can phone the booking line from 9am" says the line's closing time, which alone ("It stays
    open until 1pm") no context could support or contradict."""
    return _PRONOUN_SUBJECT.match(part) is not None and len(content_words(part)) <= 5 and not is_refusal(part)


def without_closing_remark(claim: str) -> str:
    """``claim`` less a closing part that only says more of what it refers back to ("The guided safari lasts an hour, and
    you'll need to book it ahead" -> "The guided safari lasts an hour"): what the claim binds to its subject is said
    before it, the remark's words ("next to it") key nothing."""
    joins = list(_CLAUSE_SPLIT.finditer(claim))
    if joins and _says_more_of_the_part_before(claim[joins[-1].end():]):
        return claim[:joins[-1].start()]
    # (and so does a closing consequence drawn from it: "..., so that's the day to book", "..., so it's worth arriving early")
    consequence = _SO_CONSEQUENCE.search(claim)
    if consequence and not _DIGIT.search(claim, consequence.end()) and not extract_numbers(claim[consequence.end():]):
        return claim[:consequence.start()]
    # (and so does a closing word on what the value leaves out: "cost £55, before any laminate" - the laminate's is
    # another price)
    left_out = _ANY_LEFT_OUT.search(claim)
    if left_out and not _DIGIT.search(claim, left_out.start()):
        return claim[:left_out.start()]
    return claim


#: a closing part saying what a value leaves out: ", before any laminate.", ", excluding any extras"
_ANY_LEFT_OUT = scan.pattern(r",\s+(?:before|without|excluding|not\s+including)\s+any\s+[^,.;:!?]{1,40}[.!]?\s*$",
                             re.IGNORECASE)


#: a closing consequence of what the claim said: ", so that's the day to book", ", so it is best to arrive early"
_SO_CONSEQUENCE = scan.pattern(r",\s+so\s+(?=(?:that|it|this|these|those)(?:['’]s|\s+(?:is|are|was|means|makes))\b)(?!.*,\s+so\s)",
                               re.IGNORECASE)


#: a part that is only the condition a statement opens with, the statement not begun: "If the engineer can't get in"
_CONDITION_ALONE = scan.pattern(r"(?:if|when|whenever|unless|once|provided|as\s+long\s+as|in\s+case)\b[^,;:]*", re.IGNORECASE)


def _clauses(sentence: str) -> list[str]:
    """Split on ';' and coordinating conjunctions when both halves are clause-sized.

    Why: an answer sentence often glues one supported and one invented statement together; split,
    the invented half cannot hide behind the supported one. Splits that would leave a fragment of
    fewer than three content words are undone (lists like "red, white, and blue" stay whole).
    """
    parts = [p.strip() for p in _CLAUSE_SPLIT.split(sentence) if p.strip()]
    # (the words each part was split off by, to join a part opening with its verb back as it was said)
    joins = [m.group(0) for m in _CLAUSE_SPLIT.finditer(sentence)]
    merged: list[str] = []
    for index, part in enumerate(parts):
        if merged and len(joins) == len(parts) - 1 and (_VERB_FIRST.match(part) is not None
                                                         or _says_more_of_the_part_before(part)
                                                         # (joined by a conjunction, not set apart by ";": "I don't
                                                         # have that answer; it costs $40" says two things)
                                                         or _goes_on_about_the_part_before(part)
                                                         and not joins[index - 1].startswith(";")
                                                         or _ONLY_ON_CONDITION.match(part) is not None
                                                         or _CONDITION_ALONE.fullmatch(merged[-1]) is not None
                                                         and "," in part):
            # (a part opening with its verb has the part before's subject: "Design consultations take place at the
            # Ambleside shop, and take roughly an hour" - no "Take roughly an hour" of its own; and a short part stating
            # nothing of its own about what it refers back to says it of the part before's subject: "The guided safari
            # lasts an hour, and you'll need to book it ahead" - no "You'll need to book it ahead" alone; nor is the
            # condition the part before holds on: "a monthly ticket can be refunded, but only if it has 7 days left"; nor is
            # a condition whose statement comes after the next condition: "If the engineer can't get in, and you didn't warn
            # us, the call-out fee is charged")
            merged[-1] = f"{merged[-1]}{joins[index - 1]}{part}"
        elif merged and (len(content_words(part)) < _MIN_CLAUSE_WORDS or len(content_words(merged[-1])) < _MIN_CLAUSE_WORDS):
            merged[-1] = f"{merged[-1]}, {part}"
        else:
            merged.append(part)
    return merged


#: a markdown heading line ("## What's new in 4.2.0") titles what follows; it asserts nothing
_MARKDOWN_HEADING = scan.pattern(r"^[ \t]{0,3}#{1,6}[ \t]+[^\n]*$", re.MULTILINE)


_TITLE_WORD = scan.pattern(r"[A-Z0-9][\w'&/-]*|[a-z]+")


def _without_title_lines(text: str) -> str:
    """``text`` less its title lines: a short line in Title Case with no sentence punctuation that
    more text follows ("Non-Essential Amino Acids" over a list) names a section, it asserts nothing.
    A one-line answer in Title Case ("Paris") is the answer itself and stays."""
    lines = text.split("\n")
    kept = []
    for index, line in enumerate(lines):
        tokens = line.strip(" \t*-•#").split()
        more_follows = any(rest.strip() for rest in lines[index + 1:])
        titled = (0 < len(tokens) <= 6 and not re.search(r"[.!?;,:]$", line.strip())
                  and all(_TITLE_WORD.fullmatch(t) and (t[0].isupper() or t[0].isdigit() or t.lower() in STOPWORDS)
                          for t in tokens)
                  and any(t[0].isupper() for t in tokens))
        kept.append("" if titled and more_follows else line)
    return "\n".join(kept)


def split_claims(text: str, *, min_content_words: int = 2, keep_refusals: bool = False) -> list[str]:
    """Atomic claims of an answer: sentences → clauses, citations and lead-ins stripped.

    Dropped: refusal clauses ("the sources do not state ..."), filler ("I hope this helps!"),
    headings (markdown or a Title Case line over more text) and fragments with fewer than ``min_content_words`` content words. Lead-ins that
    attribute rather than assert ("According to passage 2,", "The answer is:") are cut off.
    Refusals are dropped per clause, so "Refunds take 30 days, but the sources do not say who
    approves them" keeps its first clause as a claim. ``keep_refusals=True`` keeps refusing clauses
    too (``judges.refusal`` labels each clause itself).
    """
    claims: list[str] = []
    for sentence in split_sentences(strip_citations(_without_title_lines(_MARKDOWN_HEADING.sub("", text)))):
        if is_filler(sentence):
            continue
        sentence = _META_LEAD_IN.sub("", _DOCUMENT_LEAD_IN.sub("", _LEAD_IN.sub("", sentence.strip()))).strip()
        clauses = _clauses(sentence)
        if not keep_refusals and is_refusal(sentence) and not any(is_refusal(c) for c in clauses):
            continue  # the refusal spans the clause split: the sentence as a whole declines
        for clause in clauses:
            if not keep_refusals and is_refusal(clause):
                continue
            clause = _META_LEAD_IN.sub("", _DOCUMENT_LEAD_IN.sub("", _LEAD_IN.sub("", clause))).strip(" ,;:")
            if len(content_words(clause)) < min_content_words:
                continue
            if clause.endswith(":") or len(clause) < 8:
                continue
            claims.append(clause[0].upper() + clause[1:])
    return claims


# --------------------------------------------------------------------------- numbers, dates, entities

_MONTHS = {
    name: index
    for index, names in enumerate(
        (
            ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",),
            ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"),
            ("october", "oct"), ("november", "nov"), ("december", "dec"),
        ),
        start=1,
    )
    for name in names
}
_MONTH_RE = "|".join(sorted(_MONTHS, key=len, reverse=True))
_YEAR = r"(?P<y>(?:1[5-9]|20|21)\d{2})"
_DATE_PATTERNS = (
    # (a day is no time of day: "Saturday 18 October" over "10:30 - Kids' Shorts" is no 10 October)
    re.compile(rf"\b(?P<m>{_MONTH_RE})\.?\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\b(?![:.]\d)(?:,?\s+{_YEAR}\b)?", re.I),
    # (nor are a time's minutes a day: "last session 17:30 March–October" is no 30 March)
    re.compile(rf"(?<![:.])\b(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m>{_MONTH_RE})\b\.?(?:,?\s+{_YEAR}\b)?", re.I),
    re.compile(rf"\b(?P<m>{_MONTH_RE})\.?,?\s+{_YEAR}\b", re.I),
    re.compile(r"\b(?P<y>(?:1[5-9]|20|21)\d{2})-(?P<mn>\d{1,2})-(?P<d>\d{1,2})\b"),
    # "21/02/2023", "21.02.2023": day first, as most of the world writes it, unless the second part cannot be a
    # month ("02/21/2023"); the same text read the same way on both sides is what the comparisons need
    re.compile(r"(?<![\w/.])(?P<d>\d{1,2})(?P<sep>[/.])(?P<mn>\d{1,2})(?P=sep)(?P<y>(?:19|20)\d{2})(?![\d/])"),
)


@dataclass(frozen=True)
class DateMention:
    """A calendar date with the parts the text gave (missing parts are ``None``)."""

    year: int | None
    month: int | None
    day: int | None

    def agrees_with(self, other: DateMention) -> bool:
        """Same date where both state a part; a part one side leaves out is not a conflict."""
        return all(a is None or b is None or a == b for a, b in ((self.year, other.year), (self.month, other.month), (self.day, other.day)))

    def __str__(self) -> str:
        return "-".join(str(p) if p is not None else "?" for p in (self.year, self.month, self.day))


_DIGIT = scan.pattern(r"\d")


#: a range of days in one month: "from 3 to 9 April", "1-14 July", "April 3-9" (the other end is a
#: plain date pattern's)
_DAY_RANGE_BEFORE = scan.pattern(rf"\b(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\s*(?:-|–|to|until|till)\s*\d{{1,2}}(?:st|nd|rd|th)?\s+"
                                 rf"(?:of\s+)?(?P<m>{_MONTH_RE})\b\.?(?:,?\s+{_YEAR}\b)?", re.I)
_DAY_RANGE_AFTER = scan.pattern(rf"\b(?P<m>{_MONTH_RE})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\s*(?:-|–|to|until|till)\s*"
                                rf"(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+{_YEAR}\b)?", re.I)


#: a name of two capitalised words right before a number it labels: "Green Fix 24" (before "until": "Green Fix 24
#: until 31 March"; a festival's days run from its name: "Edinburgh Festival 2 to 26 August")
_LABEL_BEFORE = scan.pattern(r"\b[A-Z][\w'’-]*\s+[A-Z][a-z]+\s$")

_RANGE_MARK = scan.pattern(r"\d\s*(?:-|–|to\b|until\b|till\b)", re.I)

#: the first three letters of every month's name, in full or short: every name ``_MONTH_RE`` matches opens with one
_MONTH_OPENINGS = tuple(sorted({name[:3] for name in _MONTHS}))
#: what each of ``_DATE_PATTERNS`` cannot match without (``None`` for a month's name, else one of these marks), and
#: whether its match opens with a digit
_DATE_PATTERN_NEEDS: tuple[tuple[tuple[str, ...] | None, bool], ...] = (
    (None, False), (None, True), (None, False), (("-",), True), (("/", "."), True))


@lru_cache(maxsize=65536)
def _date_spans(text: str) -> tuple[tuple[int, int, DateMention], ...]:
    """Non-overlapping date mentions with their character spans (earlier patterns win); memoised: the
    numbers, the dates and the binding of one sentence each ask for them."""
    found: list[tuple[int, int, DateMention]] = []
    digit = _DIGIT.search(text)
    if not digit:
        return ()  # every date pattern needs a digit (a day or a year)
    # (most patterns need a month's name, each written with its first three letters; the others a "-", a "/" or a ".";
    # one opening with its day's or year's digits is looked for from the first digit on)
    named_month = says_any(text, _MONTH_OPENINGS)
    ranges = (_DAY_RANGE_BEFORE, _DAY_RANGE_AFTER) if named_month and _RANGE_MARK.search(text) else ()
    for pattern in ranges:  # the range's other day, spanning that day alone
        for m in pattern.finditer(text, digit.start() if pattern is _DAY_RANGE_BEFORE else 0):
            if pattern is _DAY_RANGE_BEFORE and _LABEL_BEFORE.search(text, 0, m.start()) \
                    and re.match(r"\d+\s+(?:until|till)\b", m.group(0)):
                continue  # a label's number is no day: "sign up to Green Fix 24 until 31 March 2025"
            range_day, range_month = int(m.group("d")), _MONTHS.get(m.group("m").lower().rstrip("."))
            if 1 <= range_day <= 31 and range_month is not None:
                range_year = int(m.group("y")) if m.group("y") else None
                found.append((m.start("d"), m.end("d"), DateMention(range_year, range_month, range_day)))
    for pattern, (needs, from_digit) in zip(_DATE_PATTERNS, _DATE_PATTERN_NEEDS, strict=True):
        if not (named_month if needs is None else any(mark in text for mark in needs)):
            continue
        for m in pattern.finditer(text, digit.start() if from_digit else 0):
            if any(m.start() < end and start < m.end() for start, end, _ in found):
                continue
            groups = m.groupdict()
            month = int(groups["mn"]) if groups.get("mn") else _MONTHS.get((groups.get("m") or "").lower().rstrip("."))
            day = int(groups["d"]) if groups.get("d") else None
            year = int(groups["y"]) if groups.get("y") else None
            if groups.get("sep") and month is not None and day is not None and month > 12 >= day:
                month, day = day, month  # month first: "02/21/2023"
            if day is not None and not 1 <= day <= 31:
                continue
            if month is not None and not 1 <= month <= 12:
                continue
            if (groups.get("m") or "").lower() == "may" and day is None and year is None:
                continue  # the modal verb "may"
            if groups.get("m") == "may" and year is None and re.match(r"\s+(?:not\s+)?[a-z]{2,}", text[m.end():]):
                continue  # (and after a number, in lower case before its verb: "Anyone who looks under 25 may be asked")
            found.append((m.start(), m.end(), DateMention(year, month, day)))
    return tuple(sorted(found, key=lambda item: item[0]))


def extract_dates(text: str) -> list[DateMention]:
    """Calendar dates: "March 25th, 2024", "25 March 2024", "March 2024", "2024-03-25", "25/03/2024"; days listed
    before the month they share are each a date of it ("Saturdays 7 and 14 June")."""
    return [d for _, _, d in _date_spans(normalise_ws(each_day_with_its_month(text)))]


#: the days of a month as ordinal words, each with its number: "fifth" 5, "twenty-first" 21, "thirtieth" 30
_FIRST_TWENTY = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
                 "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth").split()
_DAY_ORDINALS = {word: day for day, word in enumerate(_FIRST_TWENTY, start=1)} | {"thirtieth": 30} | {
    f"{tens}{sep}{word}": base + day for tens, base in (("twenty", 20), ("thirty", 30))
    for day, word in enumerate(_FIRST_TWENTY[:9], start=1) for sep in ("-", " ") if base + day <= 31}
_DAY_ORDINAL = "(?:" + "|".join(sorted((w.replace(" ", r"\s+") for w in _DAY_ORDINALS), key=len, reverse=True)) + ")"
#: a month written with its capital, as a date's is (the verb "may", "to march" are no months)
_CAPITAL_MONTH = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
#: a date whose day is an ordinal word: "the fifth of April", "April the twenty-first", "June first" (on one line, and not
#: a hyphened ordinal that starts a compound: "in April second-year students ...")
_DATE_IN_WORDS = scan.pattern(rf"\b(?:the[ \t]+)?(?P<d1>{_DAY_ORDINAL})[ \t]+of[ \t]+(?P<m1>{_CAPITAL_MONTH})\b"
                              rf"|\b(?P<m2>{_CAPITAL_MONTH})[ \t]+(?:the[ \t]+)?(?P<d2>{_DAY_ORDINAL})\b(?!-)", re.IGNORECASE)
_MONTH_CAPITALISED = scan.pattern(_CAPITAL_MONTH)
#: a word every day's ordinal holds ("twenty-first" holds "first")
_ORDINAL_WORDS_OF_DAYS = (*_FIRST_TWENTY, "thirtieth")


#: holidays on the same day every year, and that day: "New Year's Day" is 1 January
_FIXED_HOLIDAYS = {"new year's day": "1 January", "new year's eve": "31 December", "christmas eve": "24 December",
                   "christmas day": "25 December", "boxing day": "26 December", "valentine's day": "14 February",
                   "st patrick's day": "17 March", "halloween": "31 October"}
#: (not one its date is written beside already: "Christmas Day (25 December)", "Boxing Day, 26 Dec"; nor one opening a
#: longer name: "the Halloween Night Race")
_FIXED_HOLIDAY = scan.pattern(r"\b(" + "|".join(name.replace("'", "['’]").replace(" ", r"\s+") for name in _FIXED_HOLIDAYS)
                              + r")\b(?![\s,(–-]*(?:\d|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b))(?!\s+(?-i:[A-Z]))",
                              re.IGNORECASE)


def _holiday_date(name: str) -> str:
    return _FIXED_HOLIDAYS[" ".join(name.lower().replace("’", "'").split())]


#: the (month, day) of each holiday on the same day every year
HOLIDAY_DAYS = frozenset((_MONTHS[day.split()[1].lower()], int(day.split()[0])) for day in _FIXED_HOLIDAYS.values())


def dates_a_holiday(dates: Iterable[DateMention]) -> bool:
    """Whether one of the dates is the day of a holiday on the same day every year (1 January, 25 December ...)."""
    return any((d.month, d.day) in HOLIDAY_DAYS for d in dates)


def holidays_dated(text: str) -> str:
    """``text`` with the day of each holiday on the same day every year written beside its name: "on New Year's Day" ->
    "on New Year's Day (1 January)". For evidence, which a claim may date by the day ("On 1 January we open at noon"); a
    claim's holiday names what it speaks of, no date it asserts."""
    if "day" not in text.lower() and "eve" not in text.lower() and "ween" not in text.lower():
        return text
    return _FIXED_HOLIDAY.sub(lambda m: f"{m.group(1)} ({_holiday_date(m.group(1))})", text)


def dates_in_words_in_figures(text: str) -> str:
    """``text`` with each date whose day is an ordinal word written in figures: "on the fifth of April" -> "on 5 April",
    "from June the twenty-first" -> "from June 21" (a date is the same date however its day is written)."""
    if not _MONTH_CAPITALISED.search(text) or not says_any(text, _ORDINAL_WORDS_OF_DAYS):
        return text

    def in_figures(m: re.Match[str]) -> str:
        month = m.group("m1") or m.group("m2")
        # (a month with its capital; an ordinal after it in lower case: "December First Class" opens a name)
        if not month[0].isupper() or m.group("d2") and not m.group("d2").islower():
            return m.group(0)
        day = _DAY_ORDINALS[" ".join((m.group("d1") or m.group("d2")).lower().split())]
        return f"{day} {month}" if m.group("m1") else f"{month} {day}"
    return _DATE_IN_WORDS.sub(in_figures, text)


#: days listed before the one month they share: "7 and 14 June", "3, 10 and 17 May" (not an amount: "£7 and 14 June")
_DAY_OF_MONTH = r"\d{1,2}(?:st|nd|rd|th)?"
_DAYS_SHARING_MONTH = scan.pattern(r"(?<![£$€¥\d.,:/-])\b(" + _DAY_OF_MONTH + r"(?:,\s*" + _DAY_OF_MONTH + r")*)\s+(?:and|&)\s+("
                                   + _DAY_OF_MONTH + r")\s+(" + "|".join(m.capitalize() for m in _MONTHS if len(m) > 2)
                                   + r")\b")  # (a month with its capital: "children aged 3 and 4 may attend" lists none)


@lru_cache(maxsize=65536)
def each_day_with_its_month(text: str) -> str:
    """The text with each day listed before a month it shares written with that month: "7 June and 14 June"."""
    def written(match: re.Match[str]) -> str:
        month = match.group(3)
        return ", ".join(f"{day.strip()} {month}" for day in match.group(1).split(",")) + f" and {match.group(2)} {month}"
    return _DAYS_SHARING_MONTH.sub(written, text)


_NUMBER_WORDS = {
    "zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
}
#: each number a single word writes, the other way round: 1 "one", 12 "twelve", 40 "forty"
SPELLED_NUMBERS = {number: word for word, number in _NUMBER_WORDS.items()} | {1: "one"}
_SCALE = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12, "k": 1e3, "m": 1e6, "bn": 1e9}
_NUMBER = scan.pattern(
    r"(?P<cur>[$€£¥]|\b(?:GBP|USD|EUR|JPY)\b)?\s?(?P<num>(?<![\w.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\w.])\d+(?:\.\d+)?)"
    r"(?P<pence>p\b|\s?pence\b)?(?P<cents>\s?cents?\b(?!\s+(?:flat|sharp)\b)|¢)?"
    r"(?:\s?(?P<scale>thousand|million|billion|trillion|bn|k|m)\b)?(?P<pct>\s?%|\s?percent\b)?",
    re.I,
)
#: a currency's code before an amount is its sign: "GBP 72.40" is £72.40
_CURRENCY_CODES = {"GBP": "£", "USD": "$", "EUR": "€", "JPY": "¥"}
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_UNITS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
#: "twenty-five" is 25, one number (read as words alone it was 20 and 5); a compound first, so its
#: parts are not matched again
_NUMBER_WORD_RE = scan.pattern(r"\b(?:(" + "|".join(_TENS) + r")[-\s](" + "|".join(_UNITS) + r")|("
                               + "|".join(_NUMBER_WORDS) + r"))\b", re.I)
_LOWER_WORD = scan.pattern(r"[a-z]+")
#: a scale word after a number word, which multiplies it: "five hundred", "two thousand"
_HUNDREDS_AFTER = scan.pattern(r"[\s-]+(hundred|thousand)\b(?!\s+and\b)", re.I)
#: pence after a number in words: "fifty pence"
_PENCE_AFTER = scan.pattern(r"\s+pence\b", re.I)
#: a half added to the number before it: "three and a half hours" (or a quarter, or three: "three and a quarter miles")
_AND_A_HALF = scan.pattern(r"\s+and\s+(?:a\s+half|a\s+quarter|three[\s-]quarters)\b", re.I)


def part_said(words: str | None) -> float:
    """The part of one that "and a half", "and a quarter" or "and three quarters" adds (0 for none)."""
    said = (words or "").lower()
    return 0.5 if "half" in said else 0.75 if "three" in said else 0.25 if "quarter" in said else 0.0


@lru_cache(maxsize=65536)
def _numbers_outside(text: str, skip: tuple[tuple[int, int], ...]) -> tuple[tuple[float, str | None], ...]:
    """(value, currency) for every numeral not inside a ``skip`` span; scale words applied (memoised as
    ``_date_spans`` is)."""
    out: list[tuple[float, str | None]] = []
    # cheap pre-checks: a numeral needs a digit, a number word one of the words (most sentences have neither)
    # (and none starts more than a currency's code and a space before the first digit: the scan starts there)
    digit = _DIGIT.search(text)
    numerals = _NUMBER.finditer(text, max(0, digit.start() - 4)) if digit else iter(())
    for m in numerals:
        if any(start <= m.start("num") < end for start, end in skip):
            continue
        value = float(m.group("num").replace(",", ""))
        scale = (m.group("scale") or "").lower()
        if scale in ("k", "m", "bn") and not m.group("cur"):
            scale = ""  # "5 m" is more likely metres than millions without a currency sign
        value *= _SCALE.get(scale, 1.0)
        if m.group("pence") and not m.group("cur") and (value < 100 or value < 1000 and not float(value).is_integer()):
            out.append((round(value / 100, 6), "£"))  # "20p" is £0.20, "142.9p" £1.429 ("1080p" is no price)
            continue
        if m.group("cents") and not m.group("cur") and value < 100:
            out.append((round(value / 100, 6), "$"))  # ("79 cents" is $0.79; "15 cents flat" is a piano's pitch)
            continue
        # ("3 and a half hours" is 3.5 hours, as "3½ hours" is)
        value += part_said(part.group(0)) if not m.group("cur") and (part := _AND_A_HALF.match(text, m.end())) else 0.0
        out.append((value, _CURRENCY_CODES.get(m.group("cur") or "", m.group("cur"))))
    if _NUMBER_WORDS.keys().isdisjoint(_LOWER_WORD.findall(text.lower())):
        return tuple(out)
    scaled_at = -1  # where the "hundred" a number word before it scaled starts: read once, with that word
    for m in _NUMBER_WORD_RE.finditer(text):
        if m.start() == scaled_at:
            continue
        if not any(start <= m.start() < end for start, end in skip):
            if m.group(1):
                value = _NUMBER_WORDS[m.group(1).lower()] + _UNITS.index(m.group(2).lower()) + 1
            else:
                value = _NUMBER_WORDS[m.group(3).lower()]
            # ("five hundred cards" are 500, "two thousand copies" 2,000: one number, not 5 and 100)
            if value < 100 and (scale_word := _HUNDREDS_AFTER.match(text, m.end())):
                value *= 100 if scale_word.group(1).lower() == "hundred" else 1000
                scaled_at = scale_word.start(1)
            if _PENCE_AFTER.match(text, m.end()):  # ("fifty pence" is £0.50, as "50p" is)
                out.append((round(value / 100, 6), "£"))
                continue
            out.append((float(value) + part_said(part.group(0) if (part := _AND_A_HALF.match(text, m.end())) else None), None))
    return tuple(out)


#: a duration: a numeral or number word and its unit ("14 days", "two weeks", "a fortnight" is not
#: counted: no number), for comparing "2 weeks" with "14 days"
_DURATION = scan.pattern(r"(?<![\w.£$€¥])(\d+(?:\.\d+)?|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True))
                         + r")[\s-]*(minutes?|mins?|hours?|hrs?|h|days?|weeks?|fortnights?|months?|years?)\b", re.I)
#: in days (minutes and hours) or days, months and years at their mean length: "3 months" is "90 days"
#: only approximately, hence the tolerance in ``_same_duration``
_DAYS = {"minute": 1 / 1440, "min": 1 / 1440, "hour": 1 / 24, "hr": 1 / 24, "h": 1 / 24, "day": 1.0, "week": 7.0,
         "fortnight": 14.0, "month": 30.4375, "year": 365.25}
_CALENDAR = ("month", "year")


def extract_durations(text: str) -> list[tuple[float, float, bool]]:
    """``(number as written, length in days, calendar)`` of every duration: "two weeks" is
    ``(2, 14, False)``; ``calendar`` when months or years are involved (not a fixed number of days)."""
    out = []
    clean = normalise_ws(text)
    before: tuple[re.Match[str], float, float, str] | None = None
    for m in _DURATION.finditer(clean):
        raw, unit = m.group(1).lower(), m.group(2).lower().rstrip("s")
        number = float(_NUMBER_WORDS[raw]) if raw in _NUMBER_WORDS else float(raw)
        out.append((number, number * _DAYS[unit], unit in _CALENDAR))
        # (a length told in two units is their sum as well, each number of it standing for the whole: "1 hour 30
        # minutes" is "90 minutes", "2 days and 6 hours" is "54 hours"; months and years only add up approximately)
        if before is not None and _DAYS[before[3]] > _DAYS[unit] and not {before[3], unit} & set(_CALENDAR) \
                and _UNITS_JOINED.fullmatch(clean, before[0].end(), m.start()):
            total = before[2] + number * _DAYS[unit]
            out += [(before[1], total, False), (number, total, False)]
        before = (m, number, number * _DAYS[unit], unit)
    # (and a whole and a half of one: "four and a half hours" is "4 hours 30 minutes")
    for m in _AND_A_HALF_UNIT.finditer(clean) if "half" in clean else ():
        raw, unit = m.group(1).lower(), m.group(2).lower().rstrip("s")
        number = (float(_NUMBER_WORDS[raw]) if raw in _NUMBER_WORDS else float(raw)) + 0.5
        out.append((number, number * _DAYS[unit], unit in _CALENDAR))
    # (one fortnight or one quarter of a year, said without a number, is a length too: "a full valet once a quarter" is
    # every three months, "fortnightly" every two weeks; not a quarter of an hour, nor a quarter past or to the hour)
    for m in _ONE_PERIOD.finditer(clean) if "fortnight" in (lower := clean.lower()) or "quarter" in lower else ():
        quarter = (m.group(1) or m.group(2)).lower() == "quarter"
        out.append((1.0, 3 * _DAYS["month"] if quarter else _DAYS["fortnight"], quarter))
    # (and one of a unit said as how long, without a number: "tell us within a week" is "within 7 days"; not a rate's "a
    # week": "open seven days a week", "twice a week")
    for m in _ONE_UNIT_LONG.finditer(clean) if " a" in clean or " one" in clean else ():
        if _AMOUNT_BEFORE.search(clean, 0, m.start()):
            continue  # (a price for a period is a rate: "£5 for a day")
        unit = (m.group(1) or m.group(2)).lower()
        out.append((1.0, _DAYS[unit], unit in _CALENDAR))
    # (a part of a unit said in words is a length as "30 minutes" is: "lasts half an hour", "an hour and a half")
    for m in _PART_OF_UNIT.finditer(text):
        part, unit = (_PARTS[" ".join(m.group(1).lower().replace("-", " ").split())], m.group(2)) if m.group(1) \
            else (1.5 if m.group(4).lower() == "half" else 1.25, m.group(3))
        out.append((part, part * _DAYS[unit.lower()], False))
    return out


#: one period said without a number: "once a quarter", "every fortnight", "quarterly", "fortnightly"
#: (not a quarter of a thing, past or to the hour, nor one naming a thing: "a quarter peal", "a quarter-final"; nor the
#: quarter a length adds: "an hour and a quarter")
_ONE_PERIOD = scan.pattern(r"(?<!\band\s)\b(?:a|an|each|every|per|one)\s+(fortnight|quarter)(?:['’]s)?"
                           r"(?=\s*(?:[,.;:)]|$)|\s+(?:and|or|for|at|in|on|with|from|by|until|after|before|per|each)\b)"
                           r"|\b(fortnight|quarter)ly\b", re.IGNORECASE)

#: one of a unit after a word saying it is how long: "within a week", "for a month", "up to a year" (not "a week or two",
#: "a day's", "a month-long")
_ONE_UNIT_LONG = scan.pattern(r"\b(?:within|for|after|(?:up\s+)?to|about|around|over|under|least|most|than|only|just)\s+"
                              r"(?:a|an|one)\s+(hour|day|week|month|year)\b(?![-'’])(?!\s+(?:or|and|of)\b)"
                              # (or before a word saying how far ahead or after: "must reach us a week ahead of your move")
                              r"|\b(?:a|an|one)\s+(hour|day|week|month|year)\s+(?=(?:ahead|before|beforehand|earlier|"
                              r"later|in\s+advance|prior|after|early|late)\b)",
                              re.IGNORECASE)

_AMOUNT_BEFORE = scan.pattern(r"[£$€¥]\s?\d[\d,.]*\s*$|\d\s?p\s*$")

#: a whole number of a unit and a half of one: "four and a half hours", "2 and a half days"
_AND_A_HALF_UNIT = scan.pattern(r"(?<![\w.£$€¥])(\d+|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True))
                                + r")\s+and\s+a\s+half\s+(minutes?|hours?|days?|weeks?|months?|years?)\b", re.IGNORECASE)

#: what joins the two units of one length: "1 hour 30 minutes", "1 hour and 30 minutes", "2 hours, 15 minutes"
_UNITS_JOINED = scan.pattern(r"\s*(?:,\s*|and\s+|&\s*)?")

#: a part of an hour or a day in words: "half an hour", "a quarter of an hour", "an hour and a half" (or a quarter)
_PARTS = {"half": 0.5, "a quarter": 0.25, "quarter": 0.25, "three quarters": 0.75}
_PART_OF_UNIT = scan.pattern(r"\b(?:(half|(?:a\s+)?quarter|three[\s-]quarters)\s+(?:of\s+)?an?\s+(hour|day)"
                             r"|an?\s+(hour|day)\s+and\s+a\s+(half|quarter))\b", re.IGNORECASE)


def _same_duration(a: tuple[float, float, bool], b: tuple[float, float, bool]) -> bool:
    """Equal lengths: exactly for days/weeks/hours; within 4% once months or years are involved."""
    if a[2] or b[2]:
        return abs(a[1] - b[1]) <= 0.04 * max(a[1], b[1])
    return abs(a[1] - b[1]) <= 1e-9 * max(1.0, a[1])


@memoised_copies(list)
def extract_numbers(text: str, *, include_dates: bool = True) -> list[float]:
    """Numeric values ("49,400" → 49400, "$1.5 million" → 1.5e6, "fourteen" → 14).

    With ``include_dates=False`` the numerals inside date mentions are left out, so a claim's
    dates are checked as dates (allowing an omitted year) rather than as loose numbers, and so is a
    bracketed unit conversion of the value before it ("300°F (150°C)": ``judges.conversions``),
    which is checked through that value.
    """
    clean = normalise_ws(text)
    skip = [] if include_dates else [(s, e) for s, e, _ in _date_spans(clean)] + derived_spans(clean)
    return [value for value, _ in _numbers_outside(clean, tuple(skip))]


def extract_amounts(text: str) -> list[tuple[str, float]]:
    """Currency amounts as (symbol, value): they must agree in value *and* currency."""
    return [(cur, value) for value, cur in _numbers_outside(normalise_ws(text), ()) if cur]


#: a capitalised run of any Latin script ("Leoš Janáček", "Ærø"), or an acronym
_ENTITY = scan.pattern(r"\b[A-ZÀ-ÖØ-Þ][\w'&.-]*[^\W_](?:\s+(?:of\s+|de\s+|the\s+)?[A-ZÀ-ÖØ-Þ][\w'&.-]*[^\W_])*"
                       r"|\b[A-Z]{2,}\b")
_NOT_ENTITIES = frozenset(
    {m for m in _MONTHS} | {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
     "i", "passage", "passages", "source", "sources", "note", "however", "yes", "ok", "step",
     # clock and temperature units are capitalised by convention, not names ("3 PM", "58 degrees Fahrenheit")
     "am", "pm", "fahrenheit", "celsius", "today", "tomorrow", "yesterday",
     # (and so are the devices written as initials: "a desktop PC" is a desktop)
     "pc", "pcs", "tv", "tvs"}
)
#: verbs that open an instruction ("Open Control Panel", "Check the French White Pages", "Use Firefox
#: as ..."): capitalised as the sentence's first word, they are not part of the name that follows
_IMPERATIVES = frozenset(
    "open click select use check go visit tap press choose enter type find search call contact try make add "
    "remove install download run read see look follow apply set turn launch navigate log sign create save "
    "close start scroll drag copy paste insert preheat bake mix place put let keep ask consider double "
    # (and those an answer tells a reader with: "Expect the Module 2 test to last 40 minutes", "Email the Box Office")
    "expect allow email e-mail phone ring text message book reserve bring head pop drop speak talk join note remember "
    "plan pay collect order return register arrive meet take leave write show wear avoid allocate budget "
    # ("Tell Head Chef Priya Nair about your allergy")
    "tell inform notify send give hand submit request".split()
)
#: a preposition or a participle opening a sentence before "the" ("Aboard the ...", "Following the ...")
_OPENING_PREPOSITION = scan.pattern(
    r"[A-Z][a-z]{2,}ing|Located|Based|Situated|Housed|Aboard|Across|Along|Alongside|Around|Behind|Beside|Beyond|"
    r"Inside|Outside|Throughout|Towards?|Upon|Within|Without|Via|Near|Opposite|Past|Despite|Unlike|Among|Amid|Beneath|"
    r"Below|Above|Onboard|Atop|Under|Over")
#: a lower-case word joined to a name ("Frankfurt-bound", "London-based"): no part of the name
_COMPOUNDED = scan.pattern(r"(?<=[A-Za-zÀ-ÿ]{2})-[a-z][a-z-]*$")
#: a name's possessive ending: "the South's economy" names the South
_POSSESSIVE = scan.pattern(r"['’]s?$")
#: what opens a clause inside a sentence: a colon, a bracket, a spaced dash ("Wine - Drinking a glass")
_AFTER_BREAK = scan.pattern(r"(?:[:(]|\s-)\s*$")
#: what may stand before a sentence's first word: quotes, brackets, bullets ("+ Regular meetings")
_OPENING_MARKS = " \"'“‘([+-*•"


#: a doing opening a sentence before what it is done to: "Sitting C1 Advanced at the school costs £195"
_OPENING_GERUND = scan.pattern(r"[A-Z][a-z]{2,}ing")

#: a plural word (of a thing, not a name's own): "Residents", "Holders" ("Friends of the Earth" is read as "Earth")
_OPENING_PLURAL = scan.pattern(r"[A-Z][a-z]{3,}[^s's]s")

#: the days' and months' names (a capitalised run they open before "the" is no one name)
_CALENDAR_NAMES = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"} | set(_MONTHS))

#: determiners a sentence may open with before a name, no part of it
_OPENING_DETERMINERS = frozenset(("every", "each", "all", "any", "some", "both", "either", "neither", "most", "several"))
#: a word opening a sentence that joins what follows to what the sentence says, never a name's first word: "Since Wednesday
#: is a weekday, ...", "Excluding VAT, a mesh banner is £22"
_OPENING_CONNECTIVES = frozenset(("since", "until", "unless", "once", "because", "while", "whilst", "whereas", "although",
                                  "though", "if", "when", "whenever", "excluding", "including", "regarding", "concerning"))


#: a day's short name, capitalised as timetables and rotas write it ("Mon", "Tues", "Weds", "Thurs")
_SHORT_DAY_NAME = scan.pattern(r"\b(Mon|Tues?|Weds?|Thu(?:rs?)?|Fri|Sat|Sun)\b\.?")
#: what stands before a short name that reads as a day: "on Fri", "every Tue", "the first Fri of", "Mon & Tue", "Mon, Wed"
_BEFORE_SHORT_DAY = scan.pattern(r"(?:\b(?:on|every|each|first|second|third|fourth|fifth|last|next|this|by|until|till|from|"
                                 r"before|after|and|or|except|including|between|through|thru|to)|[,&/+\-–])\s*$",
                                 re.IGNORECASE)
#: what follows a short name that reads as a day: a date or a time ("Mon 14 October", "Fri 9am"), a part of the day
#: ("Wed mornings"), or another day joined to it ("Mon & Tue", "Thu-Sat")
_AFTER_SHORT_DAY = scan.pattern(r"\s*(?:\d|[,&/+\-–]|(?:and|or|to|through|thru)\b|(?:morning|afternoon|evening|night|lunch)s?\b)",
                                re.IGNORECASE)
_SHORT_DAY_NUMBERS = {"mon": 1, "tue": 2, "wed": 3, "thu": 4, "fri": 5, "sat": 6, "sun": 7}


@lru_cache(maxsize=16384)
def short_day_spans(text: str) -> tuple[tuple[int, int, int], ...]:
    """The days a text names by their short names, as (start, end, day: 1 for Monday to 7), where the name reads as a day:
    after a word that leads to one ("on Fri", "every Tue", "the first Fri of the month"), before a date, a time, a part
    of the day or another day ("Mon 14 October", "Mon and Wed mornings"), or after a comma or an ampersand as a rota lists
    them ("Mon & Tue Aisha, Wed Dev, Sat Marek"). Not otherwise: "the Sun", "Sat Nav", "Sun Life pays on Fri"."""
    if not any(name in text for name in ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")):
        return ()
    spans = []
    for m in _SHORT_DAY_NAME.finditer(text):
        if _BEFORE_SHORT_DAY.search(text, max(0, m.start() - 12), m.start()) or _AFTER_SHORT_DAY.match(text, m.end()):
            spans.append((m.start(), m.end(), _SHORT_DAY_NUMBERS[m.group(1)[:3].lower()]))
    return tuple(spans)


def extract_entities(text: str) -> list[str]:
    """Capitalised names (multi-word runs, acronyms), excluding sentence-initial common words.

    A sentence's first word is capitalised by grammar, so alone it does not count; as the start of
    a capitalised run it does ("Acme Corp ..."), minus stopwords ("The"), calendar words and an
    instruction's verb ("Open Control Panel" names "Control Panel").
    """
    entities: list[str] = []
    for sentence in split_sentences(strip_citations(text)):
        for m in _ENTITY.finditer(sentence):
            run = m.group(0).split()
            tokens = [_POSSESSIVE.sub("", t) for t in run]
            opens = not sentence[: m.start()].strip(_OPENING_MARKS) or bool(_AFTER_BREAK.search(sentence, 0, m.start()))
            if opens and len(tokens) == 1:
                # a lone sentence-initial word ("Automotive technicians ...") is grammar, and so is
                # one opening a colon's or a bracket's text ("Tip: Apply it twice", "(Recommended)");
                # a run before a colon stays a name: "Helen Okafor: circulate the budget" says who
                continue
            if opens and (tokens[0].lower() in _IMPERATIVES or tokens[0].lower() in _OPENING_DETERMINERS
                          or tokens[0].lower() in _OPENING_CONNECTIVES or _OPENING_GERUND.fullmatch(tokens[0])):
                # (and so is a determiner opening it before a name: "Every Beginner Wheel class runs for 2.5 hours", or a
                # connective: "Since Wednesday is a weekday")
                tokens = tokens[1:]
            # (nor is a preposition or a participle opening the sentence before "the" and a name: "Aboard the MV
            # Lismore Spirit, the crossing lasts 35 minutes" names the ship)
            elif opens and run[1:2] == ["the"] and _OPENING_PREPOSITION.fullmatch(tokens[0]):
                tokens = tokens[1:]
            # (and so is a plural opening the sentence before "of" and a name: "Residents of Elm Road should have their water
            # back by 1pm" names the road)
            elif opens and run[1:2] == ["of"] and len(tokens) > 1 and _OPENING_PLURAL.fullmatch(tokens[0]):
                tokens = tokens[1:]
            # (a day's short name opening a run is the day, not part of a name: "Wed Dev" in a rota names Dev on a Wednesday,
            # "the first Fri of the month" no one called Fri)
            if tokens and _SHORT_DAY_NAME.match(tokens[0]) and m.start() + m.group(0).find(run[len(run) - len(tokens)]) in {
                    start for start, _, _ in short_day_spans(sentence)}:
                tokens = tokens[1:]
            # (a day or a month joined by "the" to a name is two things: "On Saturdays and Sundays the Caxton Court
            # reception opens at 10:00" names the days and the court)
            if len(tokens) > 2 and tokens[1:2] == ["the"] and tokens[0].lower().removesuffix("s") in _CALENDAR_NAMES:
                if tokens[0].lower() not in _NOT_ENTITIES:  # (a day named once is no entity, as elsewhere: "Sundays" is)
                    entities.append(tokens[0])
                tokens = tokens[1:]
            # a place or a name made an adjective is the name: "the Frankfurt-bound flight", "a London-based firm"
            tokens = [_COMPOUNDED.sub("", t) for t in tokens]
            kept = [t for t in tokens if t and t.lower() not in _NOT_ENTITIES and t.lower() not in STOPWORDS]
            if opens and kept == tokens[:1] and run[1:2] in (["the"], ["of"], ["de"]):
                continue  # the sentence's first word joined by "the" to a month: "Since the December 2023 change"
            if opens and kept == tokens[:1] and len(tokens) > 1 and tokens[1].lower() in _NOT_ENTITIES \
                    and _OPENING_PREPOSITION.fullmatch(run[0]):
                continue  # (or a preposition before a day or a month: "Beginning June 1, the rate rises by 3%"; not a
                # name's: "Google's December update")
            tokens = kept
            if tokens:
                entities.append(" ".join(tokens))
    seen: dict[str, None] = {}
    for entity in entities:
        seen.setdefault(entity, None)
    return list(seen)


@dataclass(frozen=True)
class Facts:
    """The checkable specifics of a text: numbers (outside dates), dates, amounts, entities."""

    numbers: tuple[float, ...] = ()
    dates: tuple[DateMention, ...] = ()
    amounts: tuple[tuple[str, float], ...] = ()
    entities: tuple[str, ...] = ()
    all_numbers: frozenset[float] = field(default_factory=frozenset)
    tokens: frozenset[str] = field(default_factory=frozenset)
    durations: tuple[tuple[float, float, bool], ...] = ()
    #: the text the facts were read from (cleaned of citations and labels), for ``initialisms``
    source: str = ""
    #: (value, its bracketed conversion): the value is stated when the evidence states its conversion
    conversions: tuple[tuple[float, float], ...] = ()
    #: bracketed conversions that do not convert the value before them: a problem whatever the evidence
    wrong_conversions: tuple[str, ...] = ()
    #: clock times as (the hour as written, the hour of the 24-hour clock, the minute): "7:45pm" -> (7, 19, 45)
    clock_times: tuple[tuple[float, int, int], ...] = ()

    @property
    def empty(self) -> bool:
        return not (self.numbers or self.dates or self.amounts or self.entities)

    @cached_property
    def numbers_anyhow(self) -> frozenset[float]:
        """Every number the text states however written: its numerals (date parts included), its age groups as fixture
        lists write them ("U15") or by their plural ("the under-tens"), the age an ordinal birthday states ("third
        birthday"). Read once per text: an evidence unit is checked against every claim (a frozen dataclass still takes a
        cached property, which writes the instance's ``__dict__`` directly)."""
        return self.all_numbers | {float(m.group(1)) for token in self.tokens if (m := _AGE_GROUP_TOKEN.fullmatch(token))} \
            | _age_groups(self.source) \
            | {float(ORDINAL_WORDS.index(m.group(1).lower()) + 1) for m in _ORDINAL_BIRTHDAY.finditer(self.source)}

    @property
    def initialisms(self) -> frozenset[str]:
        """The initials of every run of 2-6 consecutive words ("do it yourself" -> "diy"), so an acronym
        the claim uses matches the words the evidence spells out (read only when a claim has one: a
        passage's runs are thousands of strings)."""
        return _initialisms(self.source)


def extract_facts(text: str) -> Facts:
    """All checkable specifics of one text (a claim, or evidence it is checked against)."""
    text = _SHORT_VERSION.sub("version ", strip_labels(strip_citations(text)))
    # (a time in words is the time in figures: "at quarter to twelve" states 11:45, no number 12)
    text = spoken_clock_in_figures(text)
    # (and a date whose day is a word is the date in figures: "on the fifth of April" states 5 April, no count of five)
    text = dates_in_words_in_figures(text)
    numbers = extract_numbers(text, include_dates=True)
    return Facts(
        numbers=tuple(_asserted_numbers(text)),
        dates=tuple(extract_dates(text)),
        amounts=tuple(extract_amounts(text)),
        entities=tuple(extract_entities(text)),
        all_numbers=frozenset(numbers) | _scaled_numbers(text, numbers) | _parts_in_words(text) | _times_in_words(text),
        tokens=frozenset(_stem(t.replace(",", "")) for t in words(text)),
        durations=tuple(extract_durations(text)),
        source=text,
        conversions=tuple((value, converted) for value, converted, _ in conversion_pairs(normalise_ws(text))),
        wrong_conversions=tuple(wrong_conversions(normalise_ws(text))),
        clock_times=clock_times(text),
    )


#: a clock time: with "am" or "pm" ("7:45pm", "7.30 a.m.", "7pm"), or of the 24-hour clock ("19:45")
_CLOCK = scan.pattern(r"(?<![\d.:£$€¥])(\d{1,2})(?:[:.]([0-5]\d))?\s?([ap])\.?m\b\.?"
                      r"|(?<![\d.:£$€¥])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])", re.IGNORECASE)


def clock_times(text: str) -> tuple[tuple[float, int, int], ...]:
    """Each clock time of a text as (the hour as written, the hour of the 24-hour clock, the minute)."""
    out = []
    digit = _DIGIT.search(text)  # (a clock time opens with its hour's digits)
    for m in _CLOCK.finditer(text, digit.start()) if digit else ():
        if m.group(3):
            hour, minute = int(m.group(1)), int(m.group(2) or 0)
            if not 1 <= hour <= 12:
                continue
            # (its minutes after a dot are read as a decimal too: "2.30pm" is written 2.3)
            written = float(f"{hour}.{m.group(2)}") if m.group(2) and "." in m.group(0)[:m.end(2) - m.start()] \
                else float(hour)
            out.append((m.start(), (written, hour % 12 + (12 if m.group(3).lower() == "p" else 0), minute)))
        else:
            out.append((m.start(), (float(m.group(4)), int(m.group(4)), int(m.group(5)))))
    # (a span of two times with dots and no "am" or "pm", as a timetable writes it, is two times: "11.15–12.30")
    for m in _DOTTED_TIME_SPAN.finditer(text, digit.start()) if digit and "." in text else ():
        for said_hour, said_minute, at in ((m.group(1), m.group(2), m.start(1)), (m.group(3), m.group(4), m.start(3))):
            out.append((at, (float(f"{said_hour}.{said_minute}"), int(said_hour), int(said_minute))))
    # (and a span's opening time with no "am" or "pm" of its own is in its end's half of the day where it runs forward:
    # "6.30–9pm" opens at 6:30pm, "11-2pm" at 11am)
    for m in _SPAN_TO_CLOCK.finditer(text, digit.start()) if digit else ():
        hour, minute, end_hour = int(m.group(1)), int(m.group(2) or 0), int(m.group(3)) % 12
        if not 1 <= hour <= 12 or any(at == m.start() for at, _ in out):
            continue
        after_noon = (m.group(4).lower() == "p") == ((hour % 12) * 60 + minute <= end_hour * 60)
        written = float(f"{hour}.{m.group(2)}") if m.group(2) and m.group(0)[m.end(1) - m.start()] == "." else float(hour)
        out.append((m.start(), (written, hour % 12 + (12 if after_noon else 0), minute)))
    return tuple(time for _, time in sorted(out, key=lambda found: found[0]))


#: a span of clock times whose end alone says "am" or "pm": "6.30–9pm", "7-10am", "11 to 2pm"
_SPAN_TO_CLOCK = scan.pattern(r"(?<![\d.:£$€¥,])(\d{1,2})(?:[:.]([0-5]\d))?\s?(?:[–-]|to|until|till)\s?(\d{1,2})"
                              r"(?:[:.][0-5]\d)?\s?([ap])\.?m\b", re.IGNORECASE)


#: a span of two clock times written with dots: "9.45–10.45", "11.15 - 12.30" (not a price's: "£11.15–12.30")
_DOTTED_TIME_SPAN = scan.pattern(r"(?<![\d.:£$€¥,])([01]?\d|2[0-3])\.([0-5]\d)\s?[–-]\s?([01]?\d|2[0-3])\.([0-5]\d)"
                                 r"(?![\d.:%]|\s?(?:[ap]\.?m\b|kg|km|m\b|miles?|cm|mm|g\b|l\b))")


#: the hours of a clock in words
_CLOCK_HOUR_WORDS = {word: hour for hour, word in enumerate(
    "one two three four five six seven eight nine ten eleven twelve".split(), start=1)}

#: the minutes a time in words tells before "past" or "to" its hour ("half" alone before an hour is British for half past it)
_CLOCK_MINUTE_WORDS = {"five": 5, "ten": 10, "quarter": 15, "twenty": 20, "twenty five": 25, "half": 30}

#: a time of day told in words: "7 o'clock in the evening", "eight in the morning", "half past nine at night", "a quarter to
#: six", "twenty to eleven", "half nine" (half past nine)
_SPOKEN_CLOCK = scan.pattern(r"\b(?:(half|(?:a\s+)?quarter|five|ten|twenty(?:[\s-]five)?)\s+(?:(past|to)\s+)?)?"
                             r"(\d{1,2}|" + "|".join(_CLOCK_HOUR_WORDS) + r")(?:[:.]([0-5]\d))?"
                             r"(\s+o['’]clock)?(?:\s+(?:in\s+the\s+(morning|afternoon|evening)|at\s+(night)))?\b(?![:.]\d)",
                             re.IGNORECASE)

#: (what a time in words is said with, asked before the pattern is)
_SPOKEN_CLOCK_MARK = scan.pattern(r"o['’]clock|\bhalf\s|quarter\s|\sin\s+the\s+(?:morning|afternoon|evening)|\sat\s+night"
                                  r"|\b(?:five|ten|twenty)\s+(?:past|to)\s", re.IGNORECASE)

#: the part of the day a sentence speaks of, which says whether its times in words are before or after noon
_MORNING = scan.pattern(r"\bmornings?\b", re.IGNORECASE)
_AFTER_NOON = scan.pattern(r"\b(?:afternoons?|evenings?|nights?|tonight)\b", re.IGNORECASE)

#: what may follow a count "to" another that is a time rather than a span of counts: "five to six in the morning", "ten to
#: eleven, when ...", but not "five to six weeks", "ten to twelve children"
_AFTER_A_TIME = scan.pattern(r"\s*(?:[^\w\s]|$|(?:in|at|on|and|or|when|so|then|but|until|till|by|every|each|daily|sharp|"
                             r"precisely|today|tomorrow|tonight|this|that|is|was|will|with|for|from|the|you|we|they|it)\b)",
                             re.IGNORECASE)

#: (and what may come before it: "at ten to five", "by twenty to nine")
_BEFORE_A_TIME = scan.pattern(r"\b(?:at|by|until|till|before|after|around|about|approximately|roughly)\s+$", re.IGNORECASE)


def _spoken_clock(m: re.Match[str], o_clock_alone: bool = False) -> str:
    """One time in words in figures: "7 o'clock in the evening" -> "7:00pm", "a quarter to six in the evening" -> "5:45pm",
    "half nine" on Sunday mornings -> "9:30am", "twenty to eleven" -> "10:40" (its part of the day unsaid: the hour of the
    clock, which either side of noon may read). Unchanged where it is no time or says no part of the day: "at 7 o'clock"
    (a number of its own, unless ``o_clock_alone``: "7:00"), "seven cars", "five to six weeks"."""
    said, towards = m.group(3).lower(), (m.group(2) or "").lower()
    minutes_word = " ".join((m.group(1) or "").lower().replace("-", " ").split()).replace("a quarter", "quarter")
    hour, minute = (int(said) if said.isdigit() else _CLOCK_HOUR_WORDS[said]), int(m.group(4) or 0)
    daypart = (m.group(6) or ("night" if m.group(7) else "")).lower()
    if minutes_word and not towards and minutes_word != "half":
        # (a count before a time is no part of it: "ten 8 o'clock starts" -- its time alone is read)
        return m.group(0)[:m.start(3) - m.start()] + spoken_clock_in_figures(m.string[m.start(3):m.end()],
                                                                             o_clock_alone=o_clock_alone)
    if not (minutes_word or m.group(5) or daypart) or not 1 <= hour <= 12 or (minutes_word and m.group(4)):
        return m.group(0)
    if towards == "to" and minutes_word in ("five", "ten", "twenty", "twenty five") and not daypart and not (
            _AFTER_A_TIME.match(m.string, m.end()) and _BEFORE_A_TIME.search(m.string, 0, m.start())):
        return m.group(0)  # (a span of counts: "five to six weeks", "aged five to eleven", "open from ten to six")
    if minutes_word:
        minute = _CLOCK_MINUTE_WORDS[minutes_word]
        if towards == "to":
            hour, minute = (hour - 2) % 12 + 1, 60 - minute
    if not daypart:
        # (the sentence's part of the day, where it says one only: "heads out on Sunday mornings at half nine")
        morning, later = bool(_MORNING.search(m.string)), bool(_AFTER_NOON.search(m.string))
        if morning != later:
            daypart = "morning" if morning else "evening"
            # (twelve in a sentence of the morning is the morning's end at noon, no hour after midnight: "the morning
            # session finishes at half past twelve")
            daypart = "afternoon" if hour == 12 and daypart == "morning" else daypart
        elif towards or m.group(5) and o_clock_alone:
            return f"{hour}:{minute:02d}"  # ("twenty to eleven" is a time, on either side of noon)
        else:
            return m.group(0)
    if hour == 12 and not minute and daypart == "night":
        return "midnight"
    return f"{hour}:{minute:02d}{'am' if daypart == 'morning' else 'pm'}"


def spoken_clock_in_figures(text: str, *, o_clock_alone: bool = False) -> str:
    """``text`` with its times of day in words written in figures ("until 8 o'clock in the evening" -> "until 8:00pm",
    "lunch at quarter to twelve" -> "lunch at 11:45"), where it says which time it is. ``o_clock_alone``: an hour
    "o'clock" with no part of the day is that hour of the clock too ("until two o'clock" -> "until 2:00"; a caller that
    reads such a time on either side of noon asks for it, the plain fact check reads the hour as a number)."""
    if not _SPOKEN_CLOCK_MARK.search(text):
        return text
    said = _SPOKEN_CLOCK.sub(lambda m: _spoken_clock(m, o_clock_alone), text)
    # (a span's opening hour in words shares the part of the day its end is told in: "from eight until ten in the evening"
    # runs from 8pm)
    return _SPOKEN_SPAN_START.sub(_span_start_in_figures, said) if said != text and "rom" in said else said


#: a span from an hour in words (or figures) to a time ``spoken_clock_in_figures`` wrote in figures: "from eight until
#: 10:00pm"
_SPOKEN_SPAN_START = scan.pattern(r"\b(from\s+)([a-z]+|\d{1,2})(\s+(?:until|till|to|-|–)\s+)(\d{1,2}):(\d\d)([ap]m)\b",
                                  re.IGNORECASE)


def _span_start_in_figures(m: re.Match[str]) -> str:
    """A ``_SPOKEN_SPAN_START`` span with its opening hour in figures and the end's "am" or "pm"."""
    hour = int(m.group(2)) if m.group(2).isdigit() else _NUMBER_WORDS.get(m.group(2).lower())
    if hour is None or not 1 <= hour <= 12 or hour % 12 > int(m.group(4)) % 12:
        return m.group(0)  # (not an hour, or one before noon that ends after it: "from eleven until 2:00pm")
    return f"{m.group(1)}{hour}{m.group(6)}{m.group(3)}{m.group(4)}:{m.group(5)}{m.group(6)}"


#: a scale the text declares for its figures rather than writing it after each: a table's "(millions)",
#: "in thousands", "(£m)", "($bn)"; and a unit holding a scale: "37 Mt" is 37 million tonnes
#: (a currency may be named with it: "(EUR million)", "($000s)"; group 1 or 2 is the currency, 3 or 4 the scale)
DECLARED_SCALE = scan.pattern(r"\((?i:in\s+)?(?:([A-Z]{3})\s+|([£$€¥])\s?)?(?i:(thousands?|millions?|billions?|k|m|mn|bn|'?000s?))\)"
                              r"|\b(?i:in\s+(thousands|millions|billions))\b")
_SCALED_UNIT = scan.pattern(r"(?<![\w.])(\d+(?:\.\d+)?)\s?([kMG])t\b")
#: each way of declaring a scale -> the scale's word
SCALE_WORDS = {"thousand": "thousand", "thousands": "thousand", "k": "thousand", "000": "thousand", "000s": "thousand",
               "million": "million", "millions": "million", "m": "million", "mn": "million",
               "billion": "billion", "billions": "billion", "bn": "billion"}
_DECLARED = {"thousand": 1e3, "million": 1e6, "billion": 1e9}


def declared_scale(match: re.Match[str]) -> str:
    """The scale word ("thousand", "million", "billion") a ``DECLARED_SCALE`` match declares."""
    return SCALE_WORDS[(match.group(3) or match.group(4)).lower().lstrip("'")]


#: a part of one thing said in words: "half a mile", "a quarter of a mile", "three quarters of an hour"
_PART_IN_WORDS = scan.pattern(r"\b(half|(?:a\s+)?quarter|three[\s-]quarters)\s+(?:of\s+)?an?\s+[a-z]", re.IGNORECASE)

def _parts_in_words(text: str) -> frozenset[float]:
    """The numbers a text states in words as parts of a thing: "half a mile" states 0.5 as "0.5 miles" does (a whole and a
    half is read as a number already: "two and a half miles" is 2.5)."""
    if "alf" not in text and "uarter" not in text:  # (cheaply, whatever the case of its first letter)
        return frozenset()
    parts = {"half": 0.5, "quarter": 0.25, "three quarters": 0.75}
    out = {parts[" ".join(m.group(1).lower().replace("-", " ").split()).removeprefix("a ")]
           for m in _PART_IN_WORDS.finditer(text)}
    return frozenset(out)


#: how many times, or by how many, said in a word: "twice", "thrice", "in pairs"
_TIMES_IN_WORDS = scan.pattern(r"\b(twice|thrice|in\s+pairs)\b", re.IGNORECASE)


def _times_in_words(text: str) -> frozenset[float]:
    """The counts a text states in a word rather than a number: "we'll call you twice" states the 2 of "two calls",
    "students work in pairs" the 2 of "two to a station"."""
    if "ice" not in text and "pairs" not in text:  # (cheaply)
        return frozenset()
    return frozenset(3.0 if m.group(1).lower() == "thrice" else 2.0 for m in _TIMES_IN_WORDS.finditer(text))


def _scaled_numbers(text: str, numbers: list[float]) -> frozenset[float]:
    """The text's figures at the scale it declares for them: "Passengers (millions) ... 6.7" states
    6.7 million, "37 Mt" 37 million (tonnes); an answer writing the scale out states the same figure."""
    out = {float(m.group(1)) * {"k": 1e3, "M": 1e6, "G": 1e9}[m.group(2)] for m in _SCALED_UNIT.finditer(text)}
    for m in DECLARED_SCALE.finditer(text):
        factor = _DECLARED[declared_scale(m)]
        out.update(n * factor for n in numbers if n < 1e6)
    return frozenset(out)


#: "v3.3.0" is version 3.3.0 (its numbers are the version's)
_SHORT_VERSION = scan.pattern(r"(?<![\w.])[vV](?=\d+\.\d)")


@lru_cache(maxsize=4096)
def _initialisms(text: str) -> frozenset[str]:
    tokens = words(text)
    out: set[str] = set()
    # with and without the small words ("National Snow and Ice Data Center" is the NSIDC)
    for initials in ("".join(t[0] for t in tokens), "".join(t[0] for t in tokens if t.lower() not in STOPWORDS)):
        out.update(initials[start:start + size] for size in range(2, 7) for start in range(len(initials) - size + 1))
    return frozenset(out)


#: an abbreviation: two to six capitals, a digit repeating the letter before it ("C3S": CCCS)
_ABBREVIATION = scan.pattern(r"(?=(?:[A-Z]\d?){2,})[A-Z](?:[A-Z]|\d(?=[A-Z]|$)){1,5}")


def _spelled_out(part: str) -> str:
    """The initials an abbreviation stands for: "C3S" -> "cccs", "CFO" -> "cfo"."""
    return re.sub(r"([a-z])(\d)", lambda m: m.group(1) * int(m.group(2)), part.lower())


#: "the two", "these three": a count that points back at things already named, no new figure
_BACK_REFERENCE = scan.pattern(r"\b(?:the|these|those)\s+(?:two|three|four|five|six|seven|eight|nine|ten)\b", re.I)


def _asserted_numbers(text: str) -> list[float]:
    """The numbers a text asserts (``extract_numbers`` without dates), less back-references ("the
    difference between the two"): the things counted were named before, and their number is not
    something the evidence has to state; three quarters of a thing are 0.75 of it."""
    clean = normalise_ws(text)
    skip = [(s, e) for s, e, _ in _date_spans(clean)] + derived_spans(clean)
    skip += [m.span() for m in _BACK_REFERENCE.finditer(clean)]
    # (three quarters of a thing assert three quarters, no three: "lasts three-quarters of an hour" for "45 minutes")
    quarters = [m.span() for m in _PART_IN_WORDS.finditer(clean) if m.group(1).lower().startswith("three")]
    return [value for value, _ in _numbers_outside(clean, tuple(skip + quarters))] + [0.75] * len(quarters)


#: the ordinals as words, first to twelfth ("the third quarter", "your second instalment")
ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                 "eleventh", "twelfth")


#: a birthday told by its ordinal, which states the age it is: "after a child's third birthday" (turns three)
_ORDINAL_BIRTHDAY = scan.pattern(r"\b(" + "|".join(ORDINAL_WORDS) + r")\s+birthday", re.IGNORECASE)


def _same_number(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-9 * max(1.0, abs(a))


#: the country of a people's adjective, by the adjective's stem
_COUNTRY_OF = {_stem(adjective): country for adjective, country in (
    ("english", "england"), ("welsh", "wales"), ("scottish", "scotland"), ("irish", "ireland"), ("british", "britain"),
    ("french", "france"), ("german", "germany"), ("spanish", "spain"), ("italian", "italy"), ("dutch", "netherlands"),
    ("american", "america"), ("canadian", "canada"), ("australian", "australia"), ("european", "europe"))}


def _entity_stated(entity: str, evidence: Facts, also_entities: frozenset[str]) -> bool:
    """Every word of the name occurs in the evidence (or the question), or the evidence writes it
    another usual way: its abbreviation ("FLSA"), its words spelled out ("DIY": "do it yourself"), or
    run together as in a domain or product name ("Pages Jaunes": "pagesjaunes.fr")."""
    parts = words(entity)
    tokens = {_stem(t.replace(",", "")) for t in parts}
    period = _PERIOD_LABEL.fullmatch(entity)
    if period:  # "Q3" is the third quarter, "H1" the first half
        letter, number = (period.group(1), period.group(2)) if period.group(1) else (period.group(3), period.group(4))
        ordinal = ORDINAL_WORDS[int(number) - 1]
        word = "quarter" if letter == "Q" else "half"
        if {_stem(ordinal), _stem(word)} <= evidence.tokens:
            return True
    if not tokens or tokens <= (evidence.tokens | also_entities) or _acronym(entity) in evidence.tokens:
        return True
    # (a people's adjective is its country's: "an English or Welsh registration district" where "in England or Wales")
    if any(token in _COUNTRY_OF for token in tokens) and all(
            token in evidence.tokens | also_entities or token in _COUNTRY_OF and _stem(_COUNTRY_OF[token]) in evidence.tokens
            for token in tokens):
        return True
    # (an initialism the evidence writes in the plural: "a DJ" where "DJs at least 45 minutes")
    written = re.findall(r"[A-Za-z]+", entity)
    if written and all(w.isupper() and f"{w.lower()}s" in evidence.tokens
                       or _stem(w.lower()) in evidence.tokens | also_entities for w in written):
        return True
    age_group = _AGE_GROUP.fullmatch(entity)
    age = age_group.group(1) if age_group else ""
    if age and ({f"u{age}", f"u{age}s"} & evidence.tokens or "u" in evidence.tokens and f"{age}s" in evidence.tokens):
        return True  # "Under-15" where a fixture list writes "U15" (or "U-15s")
    if not age:
        token = _AGE_GROUP_TOKEN.fullmatch(entity.lower())
        age = token.group(1) if token else ""
    if age and _in_age_group_span(float(age), evidence.source):
        return True  # "Under-11" or "U14" where the evidence gives the groups it is among: "U10–U12", "U13 to U16"
    day = _DAY_SHORT_FORMS.get(entity.lower().removesuffix("s"))
    if day and any(_stem(short) in evidence.tokens for short in day):
        return True  # "Wednesdays" where a timetable writes "Wed"
    if day and _day_covered(entity.lower().removesuffix("s"), evidence):
        return True  # "On Saturdays and Sundays" where the evidence says "At weekends", "Tuesday" in "Monday to Friday"
    # (months however written: "October-to-March" where a table's header says "Oct-Mar")
    months = [w for w in re.split(r"[-\s]+", entity.lower()) if w not in ("to", "through", "until", "and")]
    if months and all(w in _MONTHS for w in months) and all(any(
            _stem(name) in evidence.tokens for name, index in _MONTHS.items() if index == _MONTHS[w]) for w in months):
        return True
    if entity in _CHIEF_OFFICERS and {_stem("chief"), _stem(_CHIEF_OFFICERS[entity])} <= evidence.tokens:
        return True  # "CEO" where the evidence says "chief executive"
    # each word stated, written as one word ("Non-Essential": "nonessential"), or an abbreviation of
    # words the evidence spells out ("Norvale Energy's CFO": "chief financial officer")
    known = evidence.tokens | also_entities
    if all(_stem(t.lower().replace(",", "")) in known or "-" in t and _stem(t.lower().replace(",", "").replace("-", "")) in known
           or (_ABBREVIATION.fullmatch(t) and _spelled_out(t) in evidence.initialisms) for t in entity.split()):
        return True
    return len(parts) >= 2 and _stem("".join(parts)) in evidence.tokens



#: a span of days: "Monday to Friday", "Mon–Fri", "Tuesday through Saturday"
_DAY_SPAN = scan.pattern(r"\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s*(?:-|–|—|to|through|thru|until)\s*"
                         r"(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b", re.IGNORECASE)


def _day_covered(day: str, evidence: Facts) -> bool:
    """Whether the evidence names ``day`` (a weekday's full name) by the part of the week it is in or a span of days."""
    week = list(_DAY_SHORT_FORMS)  # (Monday first, as the short forms are written)
    index = week.index(day)
    if _stem("weekend" if index >= 5 else "weekday") in evidence.tokens:
        return True
    starts = [w[:3] for w in week]
    # (a span may run over the weekend: "Fri-Mon" holds Sunday)
    return any((index - starts.index(m.group(1).lower())) % 7
               <= (starts.index(m.group(2).lower()) - starts.index(m.group(1).lower())) % 7
               for m in _DAY_SPAN.finditer(evidence.source))


#: an age group as a name: "Under-15", "Under 11s"
_AGE_GROUP = scan.pattern(r"(?i:under)[-\s]?(\d{1,2})s?")
_AGE_GROUP_TOKEN = scan.pattern(r"u(\d{1,2})s?")
#: an age group named by the plural of its bound: "under-tens", "over-sixties", "under-5s"
_AGE_GROUP_PLURAL = scan.pattern(r"\b(?:under|over)[-\s](?:(\d{1,2})s|([a-z]+?)(ies|s))\b(?!\s+of\b)", re.IGNORECASE)


#: a span of age groups, fixture lists' way: "U10–U12", "U13 to U16", "under-13s to under-16s"; or one open at an end:
#: "U12 and below", "U13 and over"
_AGE_GROUP_SPAN = scan.pattern(r"\b(?:u|under-?)(\d{1,2})s?\s*(?:(?:–|-|to|through)\s*(?:u|under-?)(\d{1,2})s?\b|and\s+"
                               r"(below|under|younger|above|over|older)\b)", re.IGNORECASE)


@lru_cache(maxsize=16384)
def _age_group_spans(text: str) -> tuple[tuple[float, float], ...]:
    """The spans of age groups a text gives (``_AGE_GROUP_SPAN``), as (lowest, highest) group."""
    spans = []
    for m in _AGE_GROUP_SPAN.finditer(text):
        low = float(m.group(1))
        if m.group(2):
            spans.append((low, float(m.group(2))))
        elif m.group(3).lower() in ("below", "under", "younger"):
            spans.append((0.0, low))
        else:
            spans.append((low, 99.0))
    return tuple(spans)


def _in_age_group_span(age: float, text: str) -> bool:
    return any(low <= age <= high for low, high in _age_group_spans(text))


def _claimed_age_groups(claim: Facts) -> frozenset[float]:
    """The ages of the age groups a claim names: "Under-11" and "U14" -> 11, 14."""
    found = {float(m.group(1)) for entity in claim.entities if (m := _AGE_GROUP.fullmatch(entity))}
    return frozenset(found | {float(m.group(1)) for token in claim.tokens if (m := _AGE_GROUP_TOKEN.fullmatch(token))})


@lru_cache(maxsize=16384)
def _age_groups(text: str) -> frozenset[float]:
    """The bounds of the age groups a text names by a plural (``_AGE_GROUP_PLURAL``): "for the under-tens" -> 10."""
    found: set[float] = set()
    for m in _AGE_GROUP_PLURAL.finditer(text):
        word = m.group(2) and (m.group(2) + "y" if m.group(3).lower() == "ies" else m.group(2)).lower()
        if m.group(1):
            found.add(float(m.group(1)))
        elif word in _NUMBER_WORDS:
            found.add(float(_NUMBER_WORDS[word]))
    return frozenset(found)


#: the short forms timetables write weekdays in
_DAY_SHORT_FORMS = {"monday": ("mon",), "tuesday": ("tue", "tues"), "wednesday": ("wed", "weds"),
                    "thursday": ("thu", "thur", "thurs"), "friday": ("fri",), "saturday": ("sat",), "sunday": ("sun",)}
#: the days' and months' names a clock time may go on with ("opens at 9 a.m. Monday through Friday"; "May" left out,
#: which opens a question as often, and the short forms, which may end a sentence)
_DAYS_AND_MONTHS = frozenset({form for day in _DAY_SHORT_FORMS for form in (day, day + "s")} | {"weekdays", "weekends"}
                             | {month for month in _MONTHS if len(month) > 3})
#: a chief officer's title by the word it abbreviates, the evidence often leaving out "officer"
_CHIEF_OFFICERS = {"CEO": "executive", "CFO": "financial", "COO": "operating", "CTO": "technology",
                   "CIO": "information", "CMO": "marketing", "CHRO": "human", "CISO": "security"}
#: a quarter or a half of a year as finance writes it: "Q3", "H1"
_PERIOD_LABEL = scan.pattern(r"(Q)([1-4])|(H)([12])")


def _acronym(entity: str) -> str:
    """"Fair Labor Standards Act" → "flsa", so a name matches its abbreviation in the evidence."""
    parts = entity.split()
    return "".join(p[0] for p in parts).lower() if len(parts) >= 2 else "\0"


def _fmt(value: float) -> str:
    return f"{value:g}" if value < 1e15 else str(value)


def conflicting_specifics(expected: Facts, stated: Facts) -> list[str]:
    """Specifics of ``expected`` that ``stated`` contradicts rather than merely omits.

    A number, date or amount of ``expected`` is contradicted only when ``stated`` lacks it *and*
    states another value of the same kind that ``expected`` does not have ("12 June" where the fact
    says "15 May"). An answer that leaves a value (or a name) out — because the question already
    names it, or it only answers part of the fact — is incomplete, not wrong.
    """
    def same(a: float, b: float) -> bool:
        return abs(a - b) <= 1e-9 * max(1.0, abs(a))

    problems: list[str] = []
    foreign_numbers = [n for n in stated.numbers if not any(same(n, m) for m in expected.all_numbers)]
    for value in expected.numbers:
        if foreign_numbers and not any(same(value, other) for other in stated.all_numbers):
            problems.append(f"number {_fmt(value)} (stated: {', '.join(_fmt(n) for n in foreign_numbers)})")
    foreign_dates = [d for d in stated.dates if not any(d.agrees_with(e) for e in expected.dates)]
    for date in expected.dates:
        if foreign_dates and not any(date.agrees_with(other) for other in stated.dates):
            problems.append(f"date {date} (stated: {', '.join(str(d) for d in foreign_dates)})")
    for currency, value in expected.amounts:
        others = [(c, v) for c, v in stated.amounts if not (c == currency and same(v, value))]
        if others and not any(c == currency and same(v, value) for c, v in stated.amounts):
            problems.append(f"amount {currency}{_fmt(value)} (stated: {', '.join(f'{c}{_fmt(v)}' for c, v in others)})")
    return problems


#: every day of a week said by its count: "seven days a week", "7 days a week"
_WHOLE_WEEK = scan.pattern(r"\b(?:seven|7)\s+days\s+(?:a|per|each|every)\s+week\b", re.IGNORECASE)

#: every day said as such: "daily", "every day", "Monday to Sunday"
_DAILY = scan.pattern(r"\b(?:daily|every\s+day|each\s+day|all\s+week|mon(?:day)?\s*(?:to|-|–)\s*sun(?:day)?)\b", re.IGNORECASE)


#: a time of the 12-hour clock with no "am" or "pm" after it: "until 2:30", "at 11:45"
BARE_CLOCK = scan.pattern(r"(?<![\d.:£$€¥])\b(1[012]|0?[1-9]):([0-5]\d)\b(?!\s*(?:[ap]\.?m\b|:\d))", re.IGNORECASE)


def missing_facts(claim: Facts, evidence: Facts, *, also_entities: frozenset[str] = frozenset(),
                  also_numbers: frozenset[float] = frozenset(), also_dates: tuple[DateMention, ...] = ()) -> list[str]:
    """Specifics of ``claim`` that ``evidence`` does not contain, as readable strings.

    Numbers match by value (any numeral of the evidence, date parts included); dates must agree
    part by part; currency amounts must match value and currency when the evidence states the
    currency; an entity matches when every one of its words occurs in the evidence (or in
    ``also_entities``, the stemmed tokens of the question: restating the question's subject is not
    an invention). Likewise a number in ``also_numbers`` (the question's: "Windows 10", "Form 1040")
    is not missing, nor is a date in ``also_dates`` (the question's: "If I cancel on 10 September, ...").
    """
    # a wrong conversion the evidence prints too ("minus 20 °C (4 °F)") is the sources' slip, quoted
    problems: list[str] = [c for c in claim.wrong_conversions if c not in evidence.wrong_conversions]
    # (an age group as fixture lists write it states its age: "U15" for "Under-15")
    # (and so does its plural: "the under-tens", "the over-60s")
    known_numbers = evidence.numbers_anyhow | also_numbers
    # (and an age group the evidence gives a span of groups for is among them: "Under-11" in "U10–U12")
    known_numbers |= {age for age in _claimed_age_groups(claim) if _in_age_group_span(age, evidence.source)}
    # a duration the evidence states in other units is stated: "two weeks" for "14 days"
    restated = {number for number, *_ in (d for d in claim.durations
                                            if any(_same_duration(d, e) for e in evidence.durations))}
    # "about 390°F (200°C)" against evidence saying 200°C: the answer converted the evidence's value
    converted = {value for value, other in claim.conversions if any(_same_number(other, n) for n in known_numbers)}
    # a time the evidence gives on the other clock is stated: "7:45pm" for "19:45"
    times = {(hour, minute) for _, hour, minute in evidence.clock_times}
    # (a time the claim gives without "am" or "pm" is either: "until half past two" for "11:30-14:30")
    bare = {(int(m.group(1)), int(m.group(2))) for m in BARE_CLOCK.finditer(claim.source)} if ":" in claim.source else set()
    times |= {(hour - 12, minute) for hour, minute in times if 13 <= hour <= 23 and (hour - 12, minute) in bare}
    converted |= {written for written, hour, minute in claim.clock_times if (hour, minute) in times}
    # (and so are its minutes, which the other clock may write with no number, once each: "19:00" for "7pm", "22:30"
    # for "10.30pm", but not the 30 of "30 seats" beside "19:30")
    minutes = Counter(float(minute) for _, hour, minute in claim.clock_times if (hour, minute) in times)
    # (every day of the week is what "daily" says: "seven days a week" for "from 9am to 8pm daily")
    if _WHOLE_WEEK.search(claim.source) and _DAILY.search(evidence.source):
        converted.add(7.0)
    for value in claim.numbers:
        if value in restated or value in converted:
            continue
        if minutes[value] > 0:
            minutes[value] -= 1
            continue
        if not any(_same_number(value, other) for other in known_numbers):
            problems.append(f"number {_fmt(value)}")
    for date in claim.dates:
        if not any(date.agrees_with(other) for other in (*evidence.dates, *also_dates)) \
                and not _written_in_figures_alone(date, evidence.source):
            # a bare year or day may still be stated as a number
            parts = [p for p in (date.year, date.day) if p is not None]
            if date.month is not None or not parts or not all(float(p) in evidence.all_numbers for p in parts):
                problems.append(f"date {date}")
    for currency, value in claim.amounts:
        same_value = [cur for cur, other in evidence.amounts if abs(value - other) <= 1e-9 * max(1.0, abs(value))]
        if same_value and currency not in same_value:
            problems.append(f"amount {currency}{_fmt(value)}")
    for entity in claim.entities:
        if not _entity_stated(entity, evidence, also_entities):
            problems.append(f"entity {entity!r}")
    return problems


def _written_in_figures_alone(date: DateMention, text: str) -> bool:
    """Whether ``text`` writes a date of no year in figures alone, month first as in the US or day first: "Sat 3/15" or
    "15/3" for "March 15" (read only as a claimed date's support: alone, "3/15" may be a fraction or a score)."""
    if date.month is None or date.day is None or date.year is not None or "/" not in text:
        return False
    return bool(re.search(rf"(?<![\d/.]){date.month}/{date.day}(?![\d/])|(?<![\d/.]){date.day}/{date.month}(?![\d/])", text))


def clear_caches() -> None:
    """Forget every memoised analysis of this module and of those it reads conversions, refusals and folded texts
    with (benchmarks measure a cold judge with it)."""
    for module in (sys.modules[__name__], conversions, refusal_patterns, scan):
        forget_memoised(module)
