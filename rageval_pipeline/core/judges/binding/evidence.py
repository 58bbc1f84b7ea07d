"""Evidence cut into clauses (sentences, ";", list items, table rows, pieces), each with the words it is
about and the values it states."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from rageval_pipeline.core.judges import scan
from rageval_pipeline.core.judges import text as tx
from rageval_pipeline.core.judges.memo import memoised_copies
from rageval_pipeline.core.judges.binding.words import (
    _CAPITALISED, _COMMON_ACRONYMS, _COMMON_VALUE_WORDS, _CONJUNCTIONS, _DAY_NAME, _DOTTED_CODE, _DRIVE,
    _GROUP_POSSESSIVE, _HOW_MANY, _HYPHEN_CODE, _IRREGULAR_PAST,
    _IRREGULAR_VERB_WORDS, _LINE_VALUE, _NAME_VALUE, _OTHER_FORM, _PREPOSITION_WORDS, _ROUTE_CODE, _SAME_EVENT,
    _NOT_NAMES, _SENTENCE_ADVERBS, _SPECIFIC_WORDS, _TITLES, _WEEKDAYS, _WHO_NOUNS, _WORD_SPAN,
    _brands, _dash_joined, _last_word, _letter_labels, _lower_case_names, _name_runs, _name_spans, _name_words,
    _singular, _stem, _words, _written_names,
)
from rageval_pipeline.core.judges.binding.values import (
    _AGE_CELL, _AGE_GROUPS, _MONTH_NAMES_RE, _ONE_TO_ONE, _Clause, _DIGIT, _LABEL, _MONTH_WORD, _SPLIT_YEAR,
    _age_ranges, _day_number, _first_value, _is_year, _labels, _ordinal_figures, _values, _years,
)
from rageval_pipeline.core.judges.binding.pieces import (
    HEADING_WORDS, OPENING_WORDS, _BASE_VERBS, _BEFORE_ADJECTIVE, _CHANGE_OPENING, _KINDS, _NAMED_OF, _NAMED_PLACE,
    _OPENING_PHRASE_START, _OWN_VERB, _SINGULAR_PRESENT_VALUE, _SUBJECT_END, _abbreviations, _elliptical_lead,
    _kinds, _lead, _lead_in, _names_first, _opens_with_verb, _pieces, _sentence_parts, _sentences, _subject_phrase,
    _without_opening,
)
from rageval_pipeline.core.judges.binding.tables import (
    _BRACKETED, _block_headings, _list_headings, _record_identity, _row_cells, _section_headings, _table_headers,
    _table_titles, _timetable_headings, _two_cell_row,
)

#: a qualifier that makes a different subject: "non-members", "not refundable", "semi-final", "off-peak"
# ("post-war", but "the post closes": a prefix that is a word of its own too qualifies only with its hyphen)
#: what "and a half" may follow as part of one amount: "one and a half hours", "2 and a half days"
_HALF_AFTER = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "hour", "day", "week",
               "month", "year")

#: a line's key that is a name, of a few capitalised words: "Foxglove Cottage:", "- Gold Plus:"
_NAME_KEY = scan.pattern(r"\W*(?:[A-Z][\w'’&.-]*\s+){0,3}[A-Z][\w'’&.-]*\s*(?:\([^()\n]{1,30}\)\s*)?:\s*")

_QUALIFIED = scan.pattern(r"\b(?:non"
                          # ("No guarantor: 50% of the annual rent paid upfront" is without a guarantor)
                          # (a line's key opening with it: not "there is no minimum for the basic account", "The No side
                          # won", "No claims discount levels:")
                          r"|(?<![\w\s])(?-i:No)(?=\s+[a-z]+\s*:)"
                          # (or a bracket saying what a thing comes without: "Weekend (No Camping) – £199")
                          r"|(?<=\()(?-i:No)(?=\s+[A-Za-z][\w'’-]*(?:\s+[A-Za-z][\w'’-]*)?\s*\))"
                          # (or a row's key after a comma: "Weekend, no camping · £245")
                          r"|(?<=,\s)(?-i:no)(?=\s+[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*)?\s*·)"
                          r"|not(?![-\s]+\w+[^.;,]*\buntil\b)"  # ("not completed until 1854" was completed then)
                          r"(?!\s+(?:counting|including)\b)"  # (what is "not counting" the plot leaves it out, below)
                          # (a bound is no other thing: "up to 6 months before your trip, but not earlier")
                          r"(?!\s+(?:any\s+)?(?:earlier|later|sooner|more|less|fewer|longer|before|after)\b)"
                          # (past what the case is not in: "a household not on Universal Credit", "not receiving benefits")
                          # (and past an article: "students who are not on a visa"; "not held in stock" is out of stock)
                          # (and past what is not valid where: "(not valid on peak Saturday sailings)" leaves them out)
                          r"(?:\s+(?:on|in|(?:held|kept|carried)\s+in|receiving|claiming|getting|entitled\s+to|eligible\s+for"
                          r"|(?:valid|available|applicable)\s+(?:on|for|at|in|during))"
                          r"(?:\s+(?:a|an|the)\b)?"
                          r"(?=\s+[A-Za-z]))?"
                          # (a thing arranged "pre-" is arranged in advance, no other thing: "kennels ... must be
                          # pre-booked" for "has to be booked in advance")
                          # (and one of a degree of it: "12 ultra-rapid bays, 6 rapid bays")
                          r"|semi|vice|deputy|assistant|(?:un|post|sub|ex|off|ultra|super|hyper|mini|micro|mega)(?=-)"
                          r"|pre(?=-)(?!-(?:book|order|pa(?:y|id)|regist|arrang|reserv|approv))"
                          # (not staying away from a thing: "must stay out of contact rugby" stands down from it, no other
                          # kind of rugby; nor a direction out of a thing as well as into it: "into or out of Polish")
                          r"|(?<!\bstay\s)(?<!\bstays\s)(?<!\bkeep\s)(?<!\bkept\s)(?<!\bstep\s)(?<!\bsit\s)(?<!\binto\sor\s)(?<!\bin\sor\s)"
                          r"(?<!\bin\sand\s)out[-\s]+of(?=[-\s]+[a-z])"
                          # ("the half marathon" is no marathon; "one and a half hours" is hours, "each half lasts" a half,
                          # and a "half-life" no life)
                          # (", and a half day" after another thing is a half day)
                          r"|(?<![0-9]\sand\sa\s)" + "".join(rf"(?<!\b{number}\sand\sa\s)" for number in _HALF_AFTER)
                          + r"(?<!\beach\s)(?<!\bper\s)half(?!-life)"
                          # (these say what they leave out after an article too: "excluding the key deposit")
                          # (and so do those unable to provide it or not having it: "International students who are
                          # unable to provide a UK-based guarantor" are students without one)
                          # (and "apart from" / "other than" as "except" do, of a time or a place: "apart from during the
                          # Spring Plant Fair"; not of whom: "Apart from birth partners, maternity visitors ...")
                          # (nor is "the outside of" a thing left out: "just the outside of a three-bedroom semi"; a price
                          # "before VAT" leaves the VAT out)
                          r"|(?:exclud(?:ing|es?|ed)|excl\.?(?=\s)|except|not\s+(?:counting|including)|before(?=\s+(?:vat|tax(?:es)?)\b)"
                          r"|(?:apart\s+from|other\s+than)(?=\s+(?:during|on|in|at|over|when)\b)|(?<!\bthe\s)outside(?:\s+of)?"
                          r"|without|avoid(?:ing|s)?"
                          r"|unable\s+to\s+(?:provide|give|show|supply|produce|obtain|offer)"
                          r"|(?:do|does|did)\s+not\s+have|(?:don|doesn|didn)['’]t\s+have)(?:\s+(?:the|a|an|any))?"
                          # (past a word saying the thing is the proper one: "outside a designated parking bay" leaves out
                          # the parking bay)
                          r"(?:\s+(?:designated|dedicated|marked|approved|authori[sz]ed|official|allocated|valid))?"
                          # (past the doing and the amount of it: "without giving 24 hours' notice" leaves out notice)
                          r"(?:\s+(?:giving|having|providing|paying|making|taking|leaving))?(?:\s+\d[\d,.]*\s+[a-z]+['’]?(?=\s))?"
                          # (too little notice is none: "where less than 24 hours' notice is given", "with under 24 hours'
                          # notice", "at short notice" are "without enough notice")
                          # (in words too: "with less than a day's notice")
                          r"|(?:(?:(?:less|fewer)\s+than|under)\s+(?:\d[\d,.]*|an?|one|two|three|four|five|six|seven|"
                          r"eight|nine|ten|twelve)\s+[a-z]+(?:['’]s?)?|short|insufficient)(?=\s+notice\b))"
                          r"[-\s]+['‘\"“]?(\w+)", re.IGNORECASE)  # "not completed until 1854" was completed then

#: an age group written out: "Under-15", "under-11s"
_UNDER_AGE = scan.pattern(r"\b(?i:under)-(\d{1,2})s?\b")

#: a span of age groups: "under-13s to under-16s", "U9–U12"
_AGE_GROUP_SPAN = scan.pattern(r"\b(?i:under-|u)(\d{1,2})s?\s*(?:to|-|–|through)\s*(?i:under-|u)(\d{1,2})s?\b")

#: the same said in words, "children under 16", where nothing after the number says it counts another unit ("under 10
#: minutes", "under 5 people")
_UNDER_AGE_SAID = scan.pattern(r"\b(?i:under)\s+(\d{1,2})(?:s\b|(?=\s*(?:[.,;:)!?]|$|years?\b|(?:can|may|must|are|is|go|get|"
                               r"pay|travel|play|need|should|will|have|stay|swim|ride)\b)))")

#: a group of people bounded by an age: "children under 18", "young people under 19"
_GROUP_UNDER_AGE = scan.pattern(r"\b(?:" + _AGE_GROUPS + r"|people|patients|visitors|guests|customers)\s+(?i:under)\s+(\d{1,2})\b(?![.,:]\d)",
                                re.IGNORECASE)

#: a floor of a building opening what a listing's first piece inherits: the floor every piece is on ("on the Ground Floor")
#: (not a named place, which may be the last piece's own: "41 per cent of teams have escaped The Vault, compared with just
#: 23 per cent in The Heist")
_PLACE_LEAD = scan.pattern(r"\s*on\s+the\s+(?:[A-Z][a-z]+\s+)?(?:Floor|Level)\b")

#: words a later piece of a listing clause inherits from the clause's lead count this much
INHERITED = 0.75

#: how near a text's start a brand written with a small first letter names what the text is about
OPENING_BRAND_WORDS = 4

#: a compound of words: "same-day", "In-store", "two-person" (not a code: "1-800-ASK-USPS")
_COMPOUND = scan.pattern(r"(?<![-\w])[A-Za-z][a-z]+(?:-[a-z]+)+\b(?!-)")

#: the plural ending of a code ("Under-12s")
_CODE_PLURAL = scan.pattern(r"(?<=\d)s$")

_NOW = scan.pattern(r"\b(?:now|currently|nowadays|today|at\s+present|at\s+the\s+moment)\b", re.IGNORECASE)

#: a season (not the name of a term or a range, though a word stands between: "the spring coaching term")
_SEASON = scan.pattern(r"\b(spring|summer|autumn|winter)s?\b(?!\s+(?:[a-z]+\s+)?(?:school|term|semester|olympics|games|tyres?|tires?|"
                       r"collection|range|sale|edition|camp)\b)", re.IGNORECASE)

#: the school's term or its holidays, which key a value as a season does: "term time", "during term", "school holidays",
#: "half-term"
_SCHOOL_PERIOD = scan.pattern(r"\b(?:(term[\s-]time|during\s+term\b)|school\s+holidays?\b|half[\s-]term\b)", re.IGNORECASE)

#: a plural of a common noun owning the next: "the beginners' rink", "the members' bar"
_PLURAL_POSSESSIVE = scan.pattern(r"(?<![\w'’-])([a-z]+s)['’](?=\s)")

#: verbs in "-s" a thing's clause takes after its subject, which modify no noun after them
_VERBS_IN_S = frozenset("holds offers hosts serves provides includes stocks sells accepts requires runs uses".split())

#: a word (no article) right before: the subject a verb follows
_WORD_BEFORE = scan.pattern(r"\b(?!(?:the|a|an|our|your|their|its|his|her|my|this|that|these|those)\b)[A-Za-z][\w'’-]*\s+$",
                            re.IGNORECASE)

#: a word of degree before an adjective: "more affordable", "most popular", "very quiet"
_DEGREE_BEFORE = scan.pattern(r"\b(?:more|most|less|least|very|so|too|quite|rather)\s+$", re.IGNORECASE)

#: "not" before a passive's auxiliary: "cannot be resolved", "were not being used" (not one bounding when, which "can be
#: used from 09:30" says as well: "can't be used before 09:30")
_NOT_PASSIVE = scan.pattern(r"\bnot\s+(?:be|been|being)\s+(?=[a-z]+ed\b(?!\s+(?:before|after|until|till)\b))", re.IGNORECASE)

#: a grade of capitals written with a plus: "VG+", "A+", "EX+"
_PLUS_GRADE = scan.pattern(r"(?<![\w+])([A-Z]{1,3})\+(?![\w+])")

#: a period told from the present: "this year", "last season", "next month", "last tax year" ("the previous year" is
#: last year's)
#: (not one a change is measured against, no occasion of the value: "rose by 18% compared with last year", "up 4% on last
#: year")
_RELATIVE_PERIOD = scan.pattern(r"(?<!\bthan\s)(?<!\bon\s)(?<!\bfrom\s)(?<!\bsince\s)(?<!\bwith\s)(?<!\bto\s)"
                                r"(?<!\bagainst\s)(?<!\bversus\s)(?<!\bvs\s)(?<!\bvs\.\s)"
                                r"\b(this|last|next|previous|current|coming)\s+(?:(?:tax|financial|fiscal|academic|school|calendar)\s+)?"
                                r"(year|season|month|week|term)(?:['’]s)?\b",
                                re.IGNORECASE)
_RELATIVE_SAID = {"previous": "last", "current": "this", "coming": "next"}


def _name_features(name: str) -> set[str]:
    """The features naming ``name`` (each name a dash joins, ``_dash_joined``)."""
    return {f"name:{part}" for part in (_dash_joined(name) or [name])}


#: the word opening a text, capitalised as any is there
_OPENING_WORD = scan.pattern(r"[\W\d_]*([A-Z][a-z'’-]+)\b")

#: a word written in small letters (not opening the text, where a capital says nothing)
_SMALL_WORD = scan.pattern(r"(?<![\w'’-])[a-z][a-z'’-]+")


@memoised_copies(dict, maxsize=16384)
def _features(text: str, names: frozenset[str]) -> dict[str, float]:
    """What ``text`` says as weighted features: its words, values, names, labels and pairs of words."""
    plain = _plain_features(text)
    # a name of the text, also where it opens a listed piece ("..., Singapore 13 hours")
    found = plain.name_candidates & names | _written_names(text, names)
    # (a name's words are no words of the text, unless it also writes them in small letters, outside the name: "New
    # piercings: NeilMed Piercing Aftercare spray" is about piercings as much as "New tattoos: ..." is about tattoos)
    # (a letter labelling a name stays a word too: "Route B" keys its line by "route b" as it did before it was a name)
    # (and so does a word opening the text, capitalised only for that, where it is no name: "Puppies get bathed with
    # Animology Tearless Puppy shampoo" is about puppies)
    opening = _OPENING_WORD.match(text)
    small = plain.small_word_stems | tx.content_words(opening.group(1)) if opening and opening.group(1) not in found \
        else plain.small_word_stems
    name_stems = tx.content_words(" ".join(n for n in found if len(n) > 1)) - small
    features = {f"w:{w}": 1.0 for w in _words(text) - name_stems}
    features.update(plain.said)
    # (a route or a pairing joins two names with a dash, each a name still: "the Newhaven–Dieppe route" is the route
    # from Newhaven to Dieppe)
    features.update({f: 1.0 for v in found for f in _name_features(v)})
    features.update(plain.labelled)
    # (a phrase of common words is no name where a word of it is one of the names: see _plain_features)
    features.update({feature: 1.0 for feature, words in plain.phrases
                     if not any(w in names or w.lower() in _TITLES for w in words)})
    features.update(plain.rest)
    return features


class _PlainFeatures(NamedTuple):
    """What ``_features`` reads from a text whatever the names: the same text is read against the names of
    several passages, and all but its names' part is read once. In ``_features``' order (a feature one part sets
    again keeps its place and takes the later weight, as one dict updated in turn does)."""

    #: the words that may be names of the text (``_features`` keeps those that are names)
    name_candidates: frozenset[str]
    #: the stems of the words the text writes in small letters
    small_word_stems: frozenset[str]
    #: its values and days
    said: dict[str, float]
    #: its labels, codes, compounds and ordinals
    labelled: dict[str, float]
    #: its phrases of common words that may name a row, with their words
    phrases: tuple[tuple[str, tuple[str, ...]], ...]
    #: its months, seasons, periods and pairs of words
    rest: dict[str, float]


@lru_cache(maxsize=16384)
def _plain_features(text: str) -> _PlainFeatures:
    """The names-free part of ``_features`` (its dicts shared by every call: read, never written to)."""
    values = _values(text)
    features: dict[str, float] = {}
    features.update({f"{kind}:{v}": 1.0 for kind in _KINDS for v in values[kind] if kind != "name"})
    # a day a span or a listing covers says less of which clause is meant than the day named alone ("open
    # Tuesday to Sunday from 10 am to 6 pm; on Thursdays it stays open until 9 pm")
    features.update({f"weekday:{v}": 1 / len(values["weekday"]) for v in values["weekday"]})
    said = features
    features = {}
    features.update({f"label:{word.lower()} {label}": 1.0 for word, label in _labels(text)})
    # (a plural of a code is the code: "Under-12s" are the "under-12" players)
    features.update({"code:" + _CODE_PLURAL.sub("", code.lower()): 1.0 for code in _HYPHEN_CODE.findall(text)})
    features.update({f"code:{code.lower()}": 1.0 for code in _DOTTED_CODE.findall(text)})
    # (a brand with a small first letter opening the text says which thing is meant as a name does, though it is
    # no name to swap for another: "The macOS version needs 3.2 GB" beside "The Windows installer requires 2.5 GB";
    # elsewhere it is mostly the platform all the text is about: "add audiobooks from PC to your iOS devices")
    features.update({f"code:{brand.lower()}": 1.0 for brand in _brands(" ".join(text.split()[:OPENING_BRAND_WORDS]))})
    # (a route's code names its route: "the express route 1X"; and a drive's its kind of car: "£45 for a 4x4")
    features.update({f"code:{code.lower()}": 1.0 for code in _ROUTE_CODE.findall(text)})
    features.update({f"code:{code.replace('×', 'x')}": 1.0 for code in _DRIVE.findall(text)})
    # (a grade written with a plus is another grade than the one without: "VG+" is no "VG", "A+" no "A")
    features.update({f"code:{m.group(1).lower()}+": 1.0 for m in _PLUS_GRADE.finditer(text)})
    # (an age group is the code fixture lists write it as: "Under-15" is "U15")
    features.update({f"code:u{m.group(1)}": 1.0 for m in _UNDER_AGE.finditer(text)})
    # (and so is one said in words: "Children under 16 can get in for £5" are the "Under-16s")
    features.update({f"code:u{m.group(1)}": 1.0 for m in _UNDER_AGE_SAID.finditer(text)})
    # (and so is a group of people said to be under it, whatever follows: "for children under 18 the longest interval is
    # 12 months" is for the under-18s)
    features.update({f"code:u{m.group(1)}": 1.0 for m in _GROUP_UNDER_AGE.finditer(text)})
    # (and a span of age groups holds each group inside it: "the under-13s to under-16s" are the under-15s too)
    features.update({f"code:{form}{number}": 1.0 for m in _AGE_GROUP_SPAN.finditer(text)
                     for number in range(int(m.group(1)) + 1, int(m.group(2))) for form in ("under-", "u")})
    # a compound says which thing is meant more than its parts, which may be no words at all ("Next-day
    # delivery", "two-person deliveries", "in-store purchases")
    # (a compound's plural says its singular: "cover-ups" are what "a cover-up" is)
    features.update({f"w:{word}": 1.0 for compound in _COMPOUND.findall(text)
                     for word in (compound.lower(), _singular(compound.lower())) if word})
    # (a one-to-one session in figures is one in words: "£20 for 1:1 PT")
    features.update({"w:one-to-one": 1.0} if _ONE_TO_ONE.search(text) else {})
    # (both of a kind of thing are the pair, no one of them: "or £48 to play both courses" beside "£30 for one course")
    features.update({"w:both": 1.0} if _BOTH_THINGS.search(text) else {})
    features.update(dict.fromkeys(_ordinal_labels(text), 1.0))
    # an ordinal in figures is the word ("2nd · 1 May 2025" under "Instalment" is the second instalment)
    features.update({f"w:{w}": 1.0 for w in tx.content_words(" ".join(_ordinal_figures(text)))})
    labelled = features
    # a name of common words keys its row as a name does, though its words are no subject words ("Same Day · 6 hours",
    # "Next Day", "First Class")
    phrases = tuple((f"phrase:{m.group(0).lower()}", tuple(m.group(0).split())) for m in _COMMON_WORD_NAME.finditer(text)
                    if any(_stem(w.lower()) in _SPECIFIC_WORDS or w.lower() in tx.STOPWORDS for w in m.group(0).split())
                    and not any(w.lower() in tx._MONTHS or w.lower().rstrip("s") in _WEEKDAYS for w in m.group(0).split()))
    features = {}
    # a month keys the value beside it ("4.4% in March")
    features.update({f"month:{tx._MONTHS[m.group(0).lower()]}": 1.0 for m in _MONTH_WORD.finditer(text)})
    # a season keys the value beside it as a month does ("every 2 hours in winter")
    features.update({f"season:{m.group(1).lower()}": 1.0 for m in _SEASON.finditer(text)})
    # (and so do the school's term and its holidays: "During term time ... until 17:00" is not "in the school holidays";
    # a kind of their own, a summer's being no other time than the holidays)
    features.update({f"school:{'term' if m.group(1) else 'holidays'}": 1.0 for m in _SCHOOL_PERIOD.finditer(text)})
    # so is a period told from the present: "raised £14,200 last year" is not "This year's target"
    # (by which way from now only: "This year the Choir Series moves" is of "this season")
    features.update({f"relative:{_RELATIVE_SAID.get(m.group(1).lower(), m.group(1).lower())}": 1.0
                     for m in _RELATIVE_PERIOD.finditer(text)})
    # (a thing closed until a day reopens that day: "while the café stays closed until 2 January" tells when the café
    # reopens as "The bakery counter reopens on 28 December" tells the counter's)
    if _CLOSED_UNTIL.search(text):
        features["w:reopen"] = 1.0
    # "now" is an occasion as a year is: "It now supports 38" is not 2019's "support for 12 languages"
    if _NOW.search(text):
        features["now:now"] = 1.0
    # what a measure measures says which clause is meant as a number's unit does ("Weight: 172 g" for "weighs 128 g")
    features.update({f"unit:{v.split(':')[0]}": 1.0 for v in values["measure"]})
    # two words standing together say more than each alone: "the notice period" is about the notice
    # period more than "notice" in one clause and "period" in another (they weigh as a specific: a little)
    features.update({f"pair:{a} {b}": 1.0 for a, b in _modifier_pairs(text, nouns_only=True)})
    # (a day naming a kind of thing is no occasion but a pair as well: "Saturday delivery", "Sunday service")
    day_kinds = [m for m in _DAY_MODIFIER.finditer(text) if m.group(2) not in tx.STOPWORDS and not m.group(2).endswith("ed")]
    features.update({f"pair:{m.group(1).lower()} {_stem(m.group(2))}": 1.0 for m in day_kinds})
    features.update({f"weekday:{_day_number(m.group(1))}": 1.0 for m in day_kinds
                     if f"weekday:{_day_number(m.group(1))}" in said})  # (whole, whatever other day it names)
    # (so does a unit of time naming a kind of thing: "the day pass" is the "Day pass" row, not the "Monthly pass")
    features.update({f"pair:{m.group(1).lower()} {_stem(m.group(2))}": 1.0 for m in _TIME_MODIFIER.finditer(text)
                     if m.group(2) not in tx.STOPWORDS and not m.group(2).endswith("ed")
                     and not _COUNTING_BEFORE.search(text, 0, m.start())})
    candidates = values["name"] | set(_CAPITALISED.findall(text)) | set(_INITIALS_WORD.findall(text)) | _letter_labels(text)
    return _PlainFeatures(frozenset(candidates), frozenset(tx.content_words(" ".join(_SMALL_WORD.findall(text)))),
                          said, labelled, phrases, features)


#: a thing's being closed up to a day: "stays closed until 2 January", "closed till the 5th"
_CLOSED_UNTIL = scan.pattern(r"\bclosed\s+(?:until|till|up\s+to)\b", re.IGNORECASE)


#: a unit of time before a noun, as a kind of the thing: "day pass", "Week ticket" (not "per day charge", "7 day pass")
_TIME_MODIFIER = scan.pattern(r"(?<![\w-])([Dd]ay|[Ww]eek|[Nn]ight|[Ww]eekend)\s+([a-z]{3,})\b")

#: what counts a unit of time or says it is a rate: "7", "one", "per", "a", "each"
_COUNTING_BEFORE = scan.pattern(r"(?:\d|\b(?:per|a|an|each|every|one|two|three|four|five|six|seven|same|next|that|this|"
                                r"whole|full|half)|[-–])\s*$", re.IGNORECASE)

_DAY_MODIFIER = scan.pattern(r"\b(" + _DAY_NAME + r")\s+([a-z]{3,})\b")

#: two capitalised words, not opening with an article or a preposition: "Same Day", "Next Day"
_COMMON_WORD_NAME = scan.pattern(r"\b(?!(?:The|A|An|In|On|At|For|Of|By|To|With|From|And|Or|Our|Your|This|Each|Every|All)\b)"
                                 r"[A-Z][a-z]+\s+[A-Z][a-z]+\b")

_ORDINALS = {word: number for number, word in enumerate(tx.ORDINAL_WORDS, start=1)}

#: a preposition putting a thing in a place, before the place's article: "is on the "
_IN_THE_PLACE = scan.pattern(r"\b(?:on|in|at|to|into|onto|from)\s+the\s+$", re.IGNORECASE)


def _ordinal_labels(text: str, keys_only: bool = False) -> frozenset[str]:
    """The labels a text's ordinals give: an ordinal names what a label's number does, "your third council tax
    instalment" is "Instalment 3" (not "first time": which go, no label of a thing; "at the first attempt" says the
    same); so does one joined to a period, "first-year savings" are the savings of the first year, "year one".
    ``keys_only``: not those of a place the text puts a thing in, which may be its value ("is on the first floor")."""
    return frozenset({f"label:{word} {_ORDINALS[m.group(1).lower()]}" for m in _ORDINAL_BEFORE.finditer(text)
                      if not (keys_only and _IN_THE_PLACE.search(text, 0, m.start()))
                      # (nor one the thing is compared with: "booked into the same slot as the first dog" is of the second)
                      and not _COMPARED_WITH.search(text, 0, m.start())
                      for word in m.group(2).split() if word.lower() not in _GO_WORDS}
                     | {f"label:{m.group(2).lower()} {_ORDINALS[m.group(1).lower()]}"
                        for m in _ORDINAL_PERIOD_COMPOUND.finditer(text)}
                     # (one in figures before the name of the team it numbers: "the 2nd XI" is not "the 1st XI")
                     | {f"label:{m.group(2).lower()} {int(m.group(1))}" for m in _FIGURE_ORDINAL_BEFORE.finditer(text)
                        if not (keys_only and _IN_THE_PLACE.search(text, 0, m.start()))})

#: what a thing is compared with comes next: "the same slot as the ", "later than the "
_COMPARED_WITH = scan.pattern(r"\b(?:same\s+[a-z]+\s+as|as|than)\s+the\s+$", re.IGNORECASE)

_ORDINAL_BEFORE = scan.pattern(r"\b(" + "|".join(_ORDINALS) + r")\s+((?:(?!(?:is|are|was|were|of|in|on|at|for)\b)[a-z-]+\s+)"
                               r"{0,3}(?!(?:is|are|was|were|of|in|on|at|for)\b)[a-z-]+)", re.IGNORECASE)

#: an ordinal in figures before a capitalised word naming which team or unit: "the 2nd XI", "the 1st Battalion" (not a
#: month's day, "2nd March"; and not before a plain word, where the ordinal is mostly the value: "your 10th cut is free")
_FIGURE_ORDINAL_BEFORE = scan.pattern(r"\b(\d{1,2})(?:st|nd|rd|th)\s+(?!(?i:" + tx._MONTH_RE + r")\b)([A-Z][\w-]*)")

#: an ordinal joined to a period by a hyphen: "first-year", "second-month" (not a quarter, mostly the passage's scene:
#: "third-quarter revenue of $412 million")
_ORDINAL_PERIOD_COMPOUND = scan.pattern(r"\b(" + "|".join(_ORDINALS) + r")-(year|month|week)\b",
                                        re.IGNORECASE)

#: a clause whose subject is "it": "but it is home to ..."
_IT_OPENING = scan.pattern(r"\W*(?:(?:but|and|while|although)\s+)?it\s+(?:is|has|was|will|also)\b", re.IGNORECASE)

#: a thing's place named after it: "at Greenfield Public Library", "in the Riverside Centre"
#: an opening phrase saying where, named or not: "On our commuter line,", "At every branch," (not whom: "For adults,")
_PLACE_OPENING = scan.pattern(r"\s*(?:on|at|in|across|throughout|within|inside)\s+(?:the|our|all|every|each|this|its|their)\b"
                              # (a time is an occasion of its own, not a place: "In the third quarter,")
                              r"(?![^,]*\b(?:quarter|year|month|week|day|season|period|term|half|morning|afternoon|"
                              r"evening|spring|summer|autumn|winter|past|meantime|end|beginning|event|case)s?\b)",
                              re.IGNORECASE)

#: (the whole name of a place, "at The Commons on Ridge Avenue", "at Hotel du Lac")
_PASSAGE_PLACE = scan.pattern(_NAMED_PLACE.pattern + r"(?:(?:on|of|upon|du|de|la|le)\s+(?:[A-Z][\w'’&-]*\s*)+)?")

#: a piece giving another value of the same thing: "or £40 if you pay at the airport"
_ALTERNATIVE = scan.pattern(r"\s*(?:,\s*)?or\s+(?:about\s+|around\s+|up\s+to\s+)?[\d£$€¥]", re.IGNORECASE)

_IRREGULAR_PAST_WORDS = frozenset(_IRREGULAR_PAST.split("|"))  # "houses in Eastlake sold": no "Eastlake sold" thing


#: a title a clause opens with before a colon: "Fixed fares from Bristol Airport with AirLink Cars: "
_OPENING_TITLE = scan.pattern(r"[^:,.;()]{1,80}:\s")

#: an email or web address
_WEB_ADDRESS = scan.pattern(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?://|www\.)\S+", re.IGNORECASE)



#: a line's key of capitalised words, a bracket after it and a colon: "• Gold Member (£45): ..."
_LISTED_KEY = scan.pattern(r"^[ \t]*[-*•·]?[ \t]*((?:[A-Z][\w'’&-]*[ \t]+){0,3}[A-Z][\w'’&-]*)[ \t]*"
                           # (its price in brackets or after a dash: "Silver (£45 a year):", "Pro - $79/month:")
                           # (not a table's row, nor a clock's colon: "London Victoria – Bristol | 09:15")
                           r"(?:\([^()\n]{1,30}\)[ \t]*|[ \t]+[-–—][ \t]+[^:|\n]{1,30})?:(?!\d)",
                           re.MULTILINE)

#: a line's key of capitalised words (and a plain word or two after them) before a spaced dash saying what it is: "Bronze -
#: one class a week, £30/month.", "• Green Waste skip – for grass cuttings ..."
_DASHED_KEY = scan.pattern(r"^[ \t]*[-*•·]?[ \t]*((?:[A-Z][\w'’&]*[ \t]+){0,3}[A-Z][\w'’&]*)(?:[ \t]+[a-z]+){0,2}[ \t]+[-–—]"
                           # (what it is, in words: no person's name keyed by a role, "Treasurer – Fiona Walsh"; in one
                           # sentence, whose key it is: the next one on its line may speak of others)
                           r"[ \t]+(?=[^|\n]{8,}$)(?=[^|\n]*?\b[a-z]{3,}\b)(?![^\n]*[.!?][ \t]+[A-Z])", re.MULTILINE)

#: a capitalised word opening a sentence (or a clause after ";") before a comma and an appositive: "Heron, our largest boat, ..."
_NAME_THEN_APPOSITIVE = scan.pattern(r"(?:^|[.!?;]\s+|\n)[\s\-*•]*([A-Z][a-z]{2,}),\s+(?:our|the|its|their)\s+"
                                     r"(?:[a-z][\w'-]*\s+){0,3}[a-z][\w'-]*,\s+[a-z]")

#: the name signing a message off, on the line after its closing words: "Cheers,\nMaya – Front desk"
_SIGNED_OFF = scan.pattern(r"\b(?i:cheers|thanks|many\s+thanks|thank\s+you|best|best\s+wishes|(?:kind|best|warm)\s+regards|regards|"
                           r"all\s+the\s+best|(?:yours\s+)?sincerely|yours\s+faithfully|speak\s+soon),?[ \t]*\n\s*([A-Z][a-z'’-]{1,})\b")


#: a one-word label opening a line before a colon: "Object: Roman glass beaker", "- Donor: Mrs H. Lacey"
_LINE_LABEL = scan.pattern(r"^[ \t]*(?:[-*•][ \t]+)?([A-Z][a-z]+)(?:[ \t]+[a-z]+)?:", re.MULTILINE)


#: a run of two or more capitalised words after a plain word, no article: "use Pharmacy First at" (not "email the Party
#: Coordinator", a role, nor a kind labelled by a letter: "and Car Park C")
_INNER_NAME_RUN = scan.pattern(r"\b(?!(?:the|a|an|our|your|their|its|this|that|each|every|any)\b)[a-z][a-z'’-]*[ \t]+"
                               r"([A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*)+)(?<![ \t][A-Z0-9])(?![ \t]+[A-Z0-9]\b)")


@lru_cache(maxsize=4096)
def _evidence_names(evidence: str) -> frozenset[str]:
    """Capitalised words that are names: not a word the text also uses in lower case ("Revenue
    grew" / "revenue"), which is a sentence-initial common word."""
    # (an email or web address writes names in lower case: "Elena Ruiz ... elena.ruiz@cardcraft.co.uk")
    lower = set(re.findall(r"\b[a-z][a-z'-]*\b", _WEB_ADDRESS.sub(" ", evidence)))
    # a table's header row names its columns ("Office | Opened | Employees"): words, not names
    lower |= {w.lower() for header in (_table_headers(evidence).values() if "|" in evidence else ())
              for w in _CAPITALISED.findall(header)}
    # read per clause as the clauses are (a table cell after the first is not a clause start)
    parts = _sentences(evidence)
    read = {n for part in parts for n in _name_words(part)}
    # (and a word opening a sentence, set off before what it is, is a name: "Heron, our largest boat, changes over on
    # Fridays")
    # (not a word saying when or how the sentence goes on: "Yesterday, the team met", "Finally, the ...")
    read |= {m.group(1) for m in _NAME_THEN_APPOSITIVE.finditer(evidence)
             if m.group(1).lower() not in tx.STOPWORDS | _NOT_NAMES | _SENTENCE_ADVERBS and not m.group(1).endswith("ly")}
    read |= {m.group(1) for m in _SIGNED_OFF.finditer(evidence) if m.group(1).lower() not in tx.STOPWORDS | _NOT_NAMES}
    # (nor a plural the text uses in the singular in lower case: "Projects: 3" beside "Collaborators per project")
    names = {n for n in read if n.lower() not in lower and _singular(n.lower()) not in lower}
    # (a word the text uses plainly too is a name inside a run of names it writes within a sentence: "use Pharmacy First
    # at any local pharmacy" beside "For the first 7 days")
    # (not a noun it writes after an article: "at the Marlow Museum" beside "led the museum"; nor one of a run some word
    # of which is read as a name already: "at St Anne's Hospital" beside "another hospital consultant")
    determined = set(_DETERMINED.findall(evidence))
    names |= {word for m in _INNER_NAME_RUN.finditer(evidence) if not set(m.group(1).split()) & names
              for word in m.group(1).split() if word.lower() not in tx.STOPWORDS and word.lower() not in determined} & read
    # (the keys of a listing's lines are its things' names, though a line's first word is capitalised as any is:
    # "Essentials - $29/month: ..." beside "Pro - $79/month: ...")
    # (keys with what each costs or is beside them, not a record's field labels: "Price: £20" / "Location: Leeds")
    listed = [m.group(1) for m in _LISTED_KEY.finditer(evidence) if m.end(1) < m.end() - 1] if "\n" in evidence else []
    names |= {word for key in listed for word in re.findall(r"[\w&-]+(?<!['’]s)", key) if word.lower() not in lower
              and word.lower() not in tx.STOPWORDS | _NOT_NAMES} if len(listed) >= 2 else set()
    # (and so are those before a dash saying what each is: "Bronze - one class a week" beside "Gold - unlimited classes")
    dashed = [m.group(1) for m in _DASHED_KEY.finditer(evidence)] if "\n" in evidence else []
    names |= {word for key in dashed for word in key.split() if word.lower() not in lower
              and word.lower() not in tx.STOPWORDS | _NOT_NAMES and not _values(word)["weekday"]
              and not _values(word)["month"]} if len(dashed) >= 2 else set()
    # (nor a field's label opening more than one line of a record layout: "Object: ..." / "Lender: ..." in each record;
    # not one the records' values name with too: "Market: Alveston Village Market")
    keys = Counter(m.group(1) for m in _LINE_LABEL.finditer(evidence))
    names -= {key for key, times in keys.items()
              if times >= 2 and len(re.findall(r"\b" + re.escape(key) + r"\b", evidence)) == times}
    # (but a word written capitalised on to a name is part of it where the text writes it in lower case as no noun:
    # "Travel Plus includes 4 passes" beside "12 passes plus lounge access"; "the Marlow Museum" beside "led the
    # museum" is the passage's museum, the claim's "museum")
    nouns = set(_DETERMINED.findall(evidence))
    names |= {m.group(2) for m in _NAME_THEN_WORD.finditer(evidence)
              if m.group(1) in names and m.group(2).lower() not in nouns} & read
    # (a letter labelling a named thing is a name, though "a" is a word too: "Gate A")
    names |= {n for part in parts for n in _letter_labels(part)}
    # (initials filling a cell of a column saying who does a thing name an organisation as they do after "by":
    # "Breakdown cover | RAC" under "Add-on | Provided by")
    for row, header in (_table_headers(evidence).items() if "|" in evidence else ()):
        for cell, column in zip(row.split(" · "), header.split(" · "), strict=False):
            if _WHO_COLUMN.search(column) and _INITIALS_WORD.fullmatch(cell.strip()) \
                    and cell.strip() not in _COMMON_ACRONYMS | _PLACEHOLDER_ACRONYMS:
                names.add(cell.strip())
    # (and initials filling a cell of a column whose other cells name someone: "English Language | AQA" beside
    # "Mathematics | Edexcel" under "Exam board")
    columns: dict[str, list[str]] = {}
    for row, header in (_table_headers(evidence).items() if "|" in evidence else ()):
        for cell, column in zip(row.split(" · "), header.split(" · "), strict=False):
            columns.setdefault(column, []).append(cell.strip())
    for cells in columns.values():
        if any(cell in names for cell in cells):
            names |= {cell for cell in cells if _INITIALS_WORD.fullmatch(cell)
                      and cell not in _COMMON_ACRONYMS | _PLACEHOLDER_ACRONYMS}
    # (so do initials that are all a list line's value where the list's values are names: "Applying for or renewing a
    # driving licence: DVLA" beside "Booking or changing a driving test: DVSA")
    values = [m.group(1) for m in _LINE_VALUE.finditer(evidence)]
    if sum(bool(_NAME_VALUE.fullmatch(value)) for value in values) >= 2:
        names |= {v for v in values if _INITIALS_WORD.fullmatch(v) and v not in _COMMON_ACRONYMS | _PLACEHOLDER_ACRONYMS}
    # (and one capitalised word that is all a list line's value, where two others are names of several words or
    # initials: "Skincare: Dermalogica" beside "Colour: Wella Professionals" and "Nails: OPI")
    # (with the number of its edition or level: "Japanese A1: Genki I" beside "German A1: Menschen A1")
    single = {m.group(1) for v in values if (m := re.fullmatch(r"([A-Z][a-zà-ÿ]{2,})(?:\s+(?:[IVX]{1,4}|\d{1,3}|[A-Z]\d{1,2}))?", v))
              and m.group(1).lower() not in lower and m.group(1).lower() not in _COMMON_VALUE_WORDS}
    if sum(bool(_NAME_VALUE.fullmatch(value)) and (" " in value or value in names) for value in values) >= 2:
        names |= single
    # (and so are such words where three lines or more have one each: "North West: Warrington" beside "Midlands:
    # Coventry" and "South East: Crawley")
    if len(single) >= 3:
        names |= single
    # (and initials after "by" or "with", as who does a thing: "run in partnership with ERP UK")
    names |= {m.group(1) for m in _INITIALS_BY.finditer(evidence) if m.group(1) not in _COMMON_ACRONYMS}
    return frozenset(names | _lower_case_names(evidence))


#: initials after "by" or "with": who does a thing ("emptied by ERP", "in partnership with DPD"); not those opening a
#: name of words, which is read as one ("run by DFDS Seaways")
#: (and what a thing is done with or through: "body treatments use ESPA oils", "renewed via DVLA")
_INITIALS_BY = scan.pattern(r"\b(?:by|with|use[sd]?|using|via|through)\s+(?:the\s+)?([A-Z]{2,6})\b(?![-'’])(?!\s+[A-Z][a-z])")


#: a column naming who does a thing: "Provided by", "Insurer", "Operator", "Contact"
_WHO_COLUMN = scan.pattern(r"\bby\s*$|\b" + _WHO_NOUNS + r"\b", re.IGNORECASE)

_INITIALS_WORD = scan.pattern(r"\b[A-Z]{2,6}\b")

#: initials a cell leaves a value open with
_PLACEHOLDER_ACRONYMS = frozenset("TBC TBA TBD NA NO YES ALL NONE".split())

#: a word after an article or a possessive: a noun ("led the museum")
_DETERMINED = scan.pattern(r"\b(?:the|a|an|its|our|their|this|that|these|those|each|every|your|his|her|my)\s+"
                           r"([a-z][\w'-]*)")

#: a capitalised word and the capitalised word written on to it: "Travel Plus"
_NAME_THEN_WORD = scan.pattern(r"\b([A-Z][\w'’-]*)[ \t]+(?=([A-Z][a-z]+)\b)")

#: a count of more of what the last clause counted: "A further 2,875 came to us about debt", "Another 40 were rehomed"
_FURTHER_OPENING = scan.pattern(r"\W*(?:a\s+further|another|an\s+additional|an\s+extra)\s+\d[\d,]*\b(?!\s*(?:%|per\s*cent))",
                                re.IGNORECASE)

#: what comes after a first thing, with no subject of its own: "followed by 1 hour in our party room" (not "followed
#: by the Clapham site on 2 May 2025")
_FOLLOWED_BY_VALUE = scan.pattern(r"\s*followed\s+by\s+(?:about\s+|around\s+|up\s+to\s+|another\s+|a\s+further\s+)?"
                                  r"[\d£$€¥]", re.IGNORECASE)

#: an opening phrase naming a labelled thing, its label's number no value: "On route 12,", "At Gate 5,"
_LABELLED_SCENE = scan.pattern(r"\s*(?:on|at|in|for|from)\s+(?:the\s+)?[A-Za-z]+\s+\d{1,4}[A-Z]?\s*,\s*", re.IGNORECASE)

_HEADING_END = scan.pattern(r":[ \t\r]*\n|\n[ \t]*[-*•·]\s|\n[ \t]*[A-Z][\w ()/&'-]{0,40}:[ \t]+\S")


#: a clause doing what the one before it says: "but you must normally do so within six months"
_DOING_SO = scan.pattern(r"\b(?:do|does|did|doing|done)\s+(?:so|this|that)\b", re.IGNORECASE)

#: the first word of a piece, past the word joining it to the one before: "and Ripon on 19 May"
_PIECE_OPENING_WORD = scan.pattern(r"\W*(?:(?:and|or|but|while|whereas|with)\s+)?([A-Z][\w'’-]*)")


@lru_cache(maxsize=4096)
def _clauses(evidence: str) -> tuple[_Clause, ...]:
    names = _evidence_names(evidence)
    table = _table_headers(evidence) if "|" in evidence else {}
    titles = _table_titles(evidence) if "|" in evidence else {}
    list_headings = _list_headings(evidence) if _HEADING_END.search(evidence) else {}
    # (a record's field lines are said of the line naming the record: "Construction time: 19 months" under "Hollin
    # Cutting")
    blocks = _block_headings(evidence) if "\n\n" in evidence.replace("\r", "") or "\n \n" in evidence else {}
    # (and a passage that is one record's by its fields naming it, whatever field line goes before: "Validated:
    # 10/02/2025" is of "Application reference: 25/00412/HOU", not of "Proposal: Single-storey rear extension")
    record = _record_identity(evidence) if not blocks and evidence.count("\n") >= 3 and ":" in evidence else {}
    # (and a passage's sections' sentences of their headings: "For 3-8 players." under "PHARAOH'S TOMB")
    sections = _section_headings(evidence) if not blocks and "\n\n" in evidence.replace("\r", "") else {}
    # (and a timetable's rows of the line heading their section: "16:10 A Complete Unknown (15)" under "Screen 2")
    timetable = _timetable_headings(evidence) if not blocks and not sections and evidence.count("\n") >= 4 else {}
    headers = {**timetable, **sections, **blocks, **list_headings, **table, **record}
    # (the first record's naming line, or the first section's heading, is no title of the passage)
    record_names = set(blocks.values()) | set(sections.values())
    # a line heading a list names what its items are about, no one thing in them: it is read as a title
    heading_lines = set(list_headings.values())
    out: list[_Clause] = []
    subject = ""  # what the last clause was about, for a clause that goes on with "it" or "they"
    person = ""  # the last subject naming someone, for one that goes on with "he" or "she"
    last_years: frozenset[str] = frozenset()  # the years the last clause gave, for "a year later"
    parts_of = _sentence_parts(evidence)
    abbreviations = _abbreviations(evidence)
    # (a title may run to a second line: "Gemini History. The History of Gemini. As other signs ...")
    title_lines = 0
    while title_lines < min(2, len(parts_of)) and len(parts_of[title_lines]) == 1 \
            and _is_title(evidence, parts_of[title_lines][0]) \
            and not (title_lines and re.search(r"[\d:]", parts_of[title_lines][0])) \
            and not (title_lines and parts_of[title_lines - 1][0].rstrip().endswith(":")) \
            and not (title_lines and _same_cut(parts_of[title_lines][0], parts_of[title_lines + 1:title_lines + 2])) \
            and not (not title_lines and _keyed_like_the_next(evidence, parts_of)) \
            and parts_of[title_lines][0].rstrip(" :").lstrip("# ") not in record_names:
        # (a second is no list item, nor the first line under a heading that a colon ends: "Scholarship enquiries by
        # faculty:" over "• Faculty of Science & Engineering – Dr Helen Marsh"; nor the first of lines cut alike:
        # "Contacts" over "Corporate accounts – Sarah Lloyd (Sales)" and "Lost tickets – Daniel Okafor"; nor a first
        # sentence keyed as the one after it on its line: "Race director: Fiona McLeod. Volunteer coordinator: ..."; nor
        # the line naming the first of records alike: "Bledlow Tunnel" over "Length: 1,204 yards", or the first section's
        # markdown heading: "### Fitness Bounce" over "Adults 16+." where "### Teen Night" heads the next)
        title_lines += 1
    # a title naming one thing ("Aurora X2 warranty terms.") names what every clause after it is about,
    # though a clause leaves it unsaid ("while the rechargeable battery is covered for 12 months")
    title_runs = [run for line in parts_of[:title_lines] for run in _name_runs(line[0], names)]
    topic = {f: 1.0 for f in _features(" ".join(line[0] for line in parts_of[:title_lines]), names)
             if f.startswith(("w:", "name:", "label:", "code:", "pair:"))} if len(title_runs) == 1 else {}
    keys = _line_keys(evidence, parts_of)
    # (where no title names one thing, the one name the passage's first sentence opens with)
    opening_run = _opening_topic(parts_of[title_lines][0], names) if not topic and len(parts_of) > title_lines else set()
    passage_full_names = [(span[-1], span[0]) for span in _name_spans(evidence, names) if len(span[-1]) >= 2]
    # (where it is the scene the first sentence opens with, it is no more that sentence's than the others')
    first_scene = _OPENING_PHRASE_START.match(parts_of[title_lines][0]) if opening_run else None
    # (the kind of thing the opening name is: "narrowboat" in "The Kingfisher narrowboat sleeps 4")
    opening_heads = {m.group(1) for name in opening_run for m in re.finditer(
        r"\b" + re.escape(name) + r"\s+([a-z]{3,})\b", parts_of[title_lines][0])} if opening_run else set()
    scene_of_all = first_scene is not None and _joined_runs(first_scene.group(0), names) == [opening_run]
    # (where the passage's first subject is, the place of every later sentence naming none that states a price, a share
    # or a length: "Monthly rent for a room ... at The Commons on Ridge Avenue is $895. Parking permits for the resident
    # garage cost $75 per month")
    opening_sentence = parts_of[title_lines][0] if len(parts_of) > title_lines else ""
    first_value = _first_value(opening_sentence, 0)
    first_place = _PASSAGE_PLACE.search(_subject_phrase(opening_sentence)) or _PASSAGE_PLACE.search(
        opening_sentence[:first_value.start() if first_value else 0])  # ("A flat at The Maltings rents for ...")
    passage_place = first_place.group(0) if first_place and _name_runs(first_place.group(0), names) else ""
    shares_of = _list_shares_of(evidence)
    for index, sentence, first in ((i, part, parts[0]) for i, parts in enumerate(parts_of) for part in parts):
        inherited = (_elliptical_lead(first, sentence) or (_lead(first, names_listed=False) if _IMPERATIVE.match(sentence)
                                                            else "")) if sentence is not first else headers.get(sentence, "")
        if sentence is not first and sentence in sections:
            # (every clause of a section's sentence is said of its heading: "cooking begins at 2pm" of "Arrive from 1.45pm;
            # cooking begins at 2pm" under "Afternoon sessions")
            inherited = f"{inherited} {sections[sentence]}".strip()
        if sentence is not first and _DOING_SO.search(sentence):
            # (a clause doing "so" does what the clause before it says, stating no value: "you can ask the Legal
            # Ombudsman to consider the complaint, | but you must normally do so within six months")
            before = next((parts_of[index][j - 1] for j, part in enumerate(parts_of[index]) if part is sentence and j), "")
            if before and not _kinds(before) - {"name"}:
                inherited = f"{before} {inherited}".strip()
        if sentence is not first and (lead_in := _lead_in(first, over=sentence)):
            # (the words before the first clause's colon are said of the later clauses too: "Sports equipment is
            # charged per item each way: a golf bag costs €50, while a bicycle in a suitable box costs €75")
            inherited = f"{lead_in} {inherited}".strip()
        scene = _OPENING_PHRASE_START.match(first) if sentence is not first else None
        if scene and len(scene.group(0).split()) <= OPENING_WORDS and not _OWN_VERB.search(scene.group(0)) \
                and (_name_runs(scene.group(0), names) or _PLACE_OPENING.match(scene.group(0))
                     # (or a labelled thing: "On route 12, a single adult fare is £2.00, while an unlimited day ticket
                     # costs £5.50")
                     or _labels(scene.group(0)) and _LABELLED_SCENE.fullmatch(scene.group(0))) \
                and not _kinds(_LABELLED_SCENE.sub(" ", scene.group(0))) - {"name"}:
            # (the first clause's opening phrase naming where it all holds is said of the later ones too: "At the
            # Harbour Maritime Museum, guided tours cost £7 per person, while the audio guide can be hired for £4";
            # "On our commuter line, a 10-ride ticket costs $85, while a monthly pass costs $240")
            inherited = f"{_without_opening(scene.group(0), sentence)} {inherited}".strip()
        elif sentence is not first and (place := _NAMED_PLACE.search(_subject_phrase(first))) \
                and _name_runs(place.group(0), names) and not _NAMED_PLACE.search(sentence):
            # (and so is the place the first clause's subject is at, where a later one names none: "The Meeting Room
            # at Greenfield Public Library can be hired for $28 per hour, while the smaller Study Pod costs $12")
            inherited = f"{place.group(0)} {inherited}".strip()
            # (its names are where the later clause is, none of the values its own names replace)
            place_names = {f for f in _features(place.group(0), names) if f.startswith("name:")}
        else:
            place_names = set()
        if out and sentence is first and _SAME_PLACE.search(sentence) and not _NAMED_PLACE.search(sentence) \
                and (last_place := _NAMED_PLACE.search(out[-1].text)) and _name_runs(last_place.group(0), names):
            # ("the same venue" is where the last clause is, by its name: "Club nights take place every Tuesday at the
            # Parish Rooms. Home league matches are played on Thursdays at the same venue" - the league is at the
            # Parish Rooms too, so naming them says no more of the Tuesday than of the Thursday)
            inherited = f"{last_place.group(0)} {inherited}".strip()
            place_names = place_names | {f for f in _features(last_place.group(0), names) if f.startswith("name:")}
        if sentence is not first and (middle := _elided_modifiers(first, sentence)):
            # (a later subject naming the first's kind by another of its modifiers leaves out the words they share:
            # "Standard visa applications are processed within 15 working days, while express applications are processed
            # within 5" - express visa applications)
            inherited = f"{middle} {inherited}".strip()
        if sentence is first and (share_of := shares_of.get(sentence.strip())):
            # (a list's share saying nothing of what it is of is of what its first line's share is: "9% sent to
            # landfill" under "- 62% of household waste recycled or composted")
            inherited = f"{share_of} {inherited}".strip()
        if passage_place and index > title_lines and sentence is first and not _name_runs(sentence, names) \
                and not keys[index] and not table.get(sentence) and _kinds(sentence) & {"amount", "percent", "duration"}:
            inherited = f"{passage_place} {inherited}".strip()
        if sentence is not first and (bare := _BARE_SUBJECT.match(sentence)) and (named_by := re.search(
                r"((?:\b[A-Z][\w'’-]*\s+)+)" + re.escape(bare.group(1)) + r"\b", _subject_phrase(first) or "")) \
                and _name_runs(named_by.group(1), names):
            # (a later clause's bare subject is the thing the first one named by its name: "Delay Repay claims for
            # London Victoria–Brighton journeys are processed by Southern, while claims for Bedford–Brighton journeys
            # are processed by Thameslink" - those are Delay Repay claims too)
            inherited = f"{named_by.group(1).strip()} {inherited}".strip()
            # (its names are the thing's, none of the values the clause's own names replace)
            place_names = place_names | {f for f in _features(named_by.group(1), names) if f.startswith("name:")}
        if keys[index] and not (sentence is first and sentence.startswith(keys[index])):
            # a line opened by its key ("read_timeout: Time to wait for a response. Default: 60 seconds.")
            # says each of its clauses of what the key names, and the key's first clause goes with the
            # others ("Silver: deductible $4,500; coinsurance 30%")
            # (not where the later clause is set against the first with its own subject: "Passenger services
            # contracts: wheelchair assistance is provided by Horizon Ground Services, while baggage handling is
            # contracted to AeroServe" - the baggage handling is no wheelchair assistance)
            said = first if first.startswith(keys[index]) and sentence is not first \
                and not _CONTRASTED_CLAUSE.match(sentence) else keys[index]
            inherited = f"{said} {inherited}".strip()
        # "The museum closed for renovation in 2020. ... it reopened on 18 September 2022": the second
        # sentence is about the museum too, though it does not say so
        opening = _PRONOUN_OPENING.match(sentence)
        # (so does a clause after a ";" telling the reader what they can do there: "The Express Drop-Off zone is right
        # outside departures; you can stay for up to 15 minutes for £7")
        opening = opening or (_READER_GOES_ON.match(sentence) if sentence is not first and subject else None)
        # "he" or "she" stands for the last person a clause was about ("Edward succeeded his father ..., but
        # his coronation was delayed. He was finally crowned ..."), "the company" for the last organisation
        personal = bool(opening and _PERSONAL.search(opening.group(0)))
        organisation = None if opening or not person else _ORGANISATION_OPENING.match(sentence)
        if organisation:
            opening, personal = organisation, True
        antecedent = ((person or subject) if personal else subject) if opening or _refers_back(sentence, names) else ""
        # ("these" are what the last clause named in the plural or recommends, wherever in it: "we recommend a trial
        # overnight stay before a longer booking; these run on Wednesdays")
        antecedent = out[-1].text if opening and out and opening.group(0).strip().lower() == "these" else antecedent
        if not antecedent and out and not _name_runs(sentence, names) and (action := _ACTION_GOES_ON.match(sentence)):
            # (so does one opening with a bare noun of what is done with it, of what the last clause was about: "February
            # half-term courses run from 17 to 22 February 2025; booking closes on 7 February"; only its words are taken)
            opening, antecedent = action, subject or out[-1].text
        # ("the event" goes on about the event the last clause named: "Our Autumn Double Points event runs until 12
        # October. Bonus points earned during the event will be credited ...")
        if not antecedent and out and sentence is first and not _name_runs(sentence, names):
            named = next((m.group(0) for m in _NAMED_THING.finditer(out[-1].text) if _name_runs(m.group(1), names)
                          and re.search(r"\bthe\s+" + m.group(2) + r"\b", sentence)), "")
            antecedent = named or antecedent
        # ("the same" thing inside a sentence is the one an earlier clause names; a route no clause names is the last
        # sentence's "from ... to ...": "The high-speed craft from Piraeus to Mykonos takes about 2 hours 30 minutes. The
        # conventional ferry on the same route takes around 5 hours"; another thing no clause names is none the passage
        # has said: "in the same building")
        # (a route said again in a later clause of the sentence too: "The fast catamaran crosses from Larnholm to Vessby in
        # 35 minutes, while the conventional car ferry takes 1 hour 10 minutes on the same route")
        same = _SAME_INSIDE.search(sentence) if not antecedent and out else None
        if same and (sentence is first or same.group(1).lower() in _ROUTE_NOUNS):
            route = _ROUTE.search(" ".join(c.text for c in out if c.sentence == out[-1].sentence)) \
                if same.group(1).lower() in _ROUTE_NOUNS else None
            antecedent = next((c.text for c in reversed(out) if _stem(same.group(1).lower()) in c.own_words),
                              route.group(0) if route else "")
            # (a place no clause names by that word is the last sentence's subject: "A typical three-bedroom house takes
            # about 45 minutes ... Gutter clearing on the same property usually takes around 2 hours")
            if not antecedent and _SAME_PLACE.search(sentence) and not opening_run:
                verb = _SINGULAR_PRESENT_VALUE.search(out[-1].text)
                antecedent = _subject_phrase(out[-1].text) or (out[-1].text[:verb.start()] if verb else "")
        # (and "the house" the house the passage named, whoever else the sentence names: "Hartwell House was built
        # between 1712 and 1718 ... After the last of the Crane family died, the house opened to the public in 1952")
        named_by_head = _named_by_head(sentence, out, names) if not antecedent and out and sentence is first else ""
        antecedent = named_by_head or antecedent
        # (and "the role" or "the successful candidate" the post the passage advertises: "The Operations Manager will
        # oversee a team of 35 warehouse staff. The role has 4 direct reports")
        post = _advertised_post(out, names) if not antecedent and out and sentence is first \
            and _POST_ANAPHOR.match(sentence) else ""
        antecedent = post or antecedent
        # (and "the charge" the thing the last sentence named with its words: "... an early repayment charge applies.
        # The charge is 3% of the amount repaid in year one")
        if not antecedent and out and sentence is first and (definite := _DEFINITE_SUBJECT.match(sentence)):
            described = re.search(r"\b((?:(?!(?:the|a|an|of|to|for|and|or|on|in|at|by|with|your|our|its|their)\b)"
                                  r"[a-z]{3,}[ -]){1,2})" + re.escape(definite.group(1)) + r"\b"
                                  # (with where it is, as the last sentence names it: "the spring blood drive at Lakeside
                                  # University" for "The drive itself runs on the main campus")
                                  r"((?:\s+(?:at|in|of)\s+(?:the\s+)?(?:[A-Z][\w'’-]*\s?)+)?)", out[-1].text)
            antecedent = f"{described.group(1)}{definite.group(1)}{described.group(2)}" if described else antecedent
        if opening and not antecedent.strip() and out and (_MEASURE_OPENING.match(sentence)
                                                          or _EACH_OPENING.match(sentence)):
            # what the last clause measured, whole: "35% of employees work remotely" (or what it has each of: "Guided
            # gorge walks run daily ... Each group is limited to 12 participants")
            antecedent = out[-1].text
        if not opening and not antecedent.strip() and out and out[-1].sentence == index - 1 \
                and _LENGTH_FRAGMENT.match(sentence) and _on_one_line(evidence, parts_of[index - 1][0], sentence):
            # (a sentence that is only a length and what comes with it goes on about what the last one on its line
            # priced or named: "Gold Party - £21 per child. Two and a half hours, including a private pony ride")
            antecedent = out[-1].text
        if opening and out and (same := _SAME_THING.match(sentence)):
            # the thing as the last clause naming it described it, whole (its values are no words): "For a typical
            # medium-use household paying by Direct Debit, our Standard Variable tariff costs ... The same household
            # on our 12-month Fixed Saver would pay ..." is the household of the opening phrase, not on that tariff
            antecedent = next((c.text for c in reversed(out) if c.sentence == out[-1].sentence
                               and _stem(same.group(1).lower()) in c.own_words), out[-1].text)
        if opening and out and _OF_THESE.match(sentence):
            # (a share is of the things the last clause counted, as much as of its subject: "Greenfield Park is a new
            # development of 48 homes ... Of these, 12 are being offered through shared ownership")
            # (with the words naming them before the noun: "180 GP appointments")
            # (or the amount the last clause measured: "The council collected 41,300 tonnes of household waste last year.
            # Of this, 18,750 tonnes was recycled")
            antecedent = " ".join([antecedent, *_COUNTED_NOUN.findall(out[-1].text),
                                   *_COUNTED_PHRASE.findall(out[-1].text), *_MEASURED_OF.findall(out[-1].text)])
        subject = antecedent if opening else _subject_phrase(sentence) or _opening_name(sentence, names)
        if any(w in names for w in _CAPITALISED.findall(subject)):
            person = subject
        else:  # else the last person the sentence names ("the club sacked head coach Ian Ward. He was ...")
            full_names = [run for run in _name_runs(sentence, names) if len(run) >= 2]
            person = " ".join(sorted(full_names[-1])) if full_names else person
        # "A year later, Millbrook took the title": the year the sentence is of, counted from the last one
        if out:
            last_years = _years(out[-1].values["date"]) | {v for v in out[-1].values["number"] if _is_year(v)} or last_years
        relative = _relative_year(sentence, last_years)
        cells = _row_cells(sentence, table.get(sentence, ""), titles.get(sentence, ""))
        pieces = cells or _pieces(_two_cell_row(sentence, table.get(sentence, "")))
        if not cells:
            # (a piece describing the name the one before it ends with is about what that one is about: "The People's
            # Choice award went to ParkPal, a parking-spot finder built by Kwame Mensah")
            pieces = [(piece, f"{pieces[n - 1][1]} {pieces[n - 1][0]}".strip())
                      if n and not lead and _APPOSITIVE.match(piece) and _ENDS_IN_NAME.search(pieces[n - 1][0])
                      else (piece, lead) for n, (piece, lead) in enumerate(pieces)]
        if not cells and sentence in table and len(pieces) > 1 and " · " not in pieces[0][0]:
            # (a table row's key cell listing several things is one key: "April and October · 10%")
            pieces = [(_two_cell_row(sentence, table[sentence]), "")]
        heading_names = {f for f in _features(headers.get(sentence, ""), names) if f.startswith("name:")} \
            if sentence is first else set()
        for number, (piece, lead) in enumerate(pieces):
            # (what a clause leaves out is left out of each of its pieces: "while the Northgate branch opens at
            # 10 am and closes at 5 pm" both on the weekdays the first clause gives)
            # (and a list line's heading is each of its pieces': "Warranty: 2 years (machine), 5 years (boiler)")
            # (a line's key names what each of its pieces is about: "API v1: read-only from 1 September 2024, shut
            # down 1 December 2024")
            # (a date's month the lead keeps is no part of the key: "C1 advanced:  January, " before "17 March")
            keyed_line = re.search(r"[\w)]:\W*$", _LEFT_MONTHS.sub("", lead)) is not None
            line_key = lead if keyed_line else ""  # (the key alone, not the heading it is joined with below)
            joined = lead and inherited and (sentence is not first or not cells)
            lead = f"{lead} {inherited}".strip() if joined else lead or inherited
            lead = f"{lead} {titles.get(sentence, '')}".strip() if titles else lead
            own = _features(piece, names)
            if (row_label := _row_label(sentence, table.get(sentence, ""))):
                own[row_label] = 1.0
            when = _KEY_WHEN.match(piece)
            if when:  # (a line's key says when its thing is, no other thing: "Retainer wear after treatment: 6 months")
                head_words = _words(piece[:when.start(1)])
                own.update({f"w:{w}": INHERITED for w in _words(when.group(1)) - head_words if own.get(f"w:{w}") == 1.0})
            # a value of the lead is replaced by the piece's own value of that kind ("After five years
            # of service, the allowance increases to 25 days, and after ten years to 30 days")
            # (a date's month keys no month of the lead: only a month named alone replaces one)
            # (names the piece gives after its value replace none of the lead's: "and 4 flights a week between
            # Dublin and Porto" is still SkyBridge's)
            names_after_value = bool(number) and not _names_first(piece)
            own_kinds = {f.split(":", 1)[0] for f in own if f.split(":", 1)[0] in _KINDS and not f.startswith("month:")
                         and not (f.startswith("name:") and names_after_value)
                         } | ({"month"} if _values(piece)["month"] else set())
            # (a piece opening with its own verb says it of the first piece's subject as fully as that
            # piece does: "'Tides of Glass' showcases ... and is sponsored by the Marrow Bay Foundation")
            # (its names too: the subject's names are not values the piece replaces)
            verb_first = bool(number) and _opens_with_verb(piece, pieces[0][0])
            # (the first piece's own names, not those it inherits: "Opening hours at Muddy Paws: ... On Saturdays we open
            # at 9:00am and close at 3pm" - the closing is no more Muddy Paws' than the opening)
            if number == 0:
                first_piece_names = {f for f in own if f.startswith("name:")}
            # (the names of a title the listing opens with are every piece's, whatever the piece names itself: "Fixed
            # fares from Bristol Airport with AirLink Cars: Bristol city centre £38, Bath £52" - the fare to Bath is
            # from Bristol Airport)
            opening_title = _OPENING_TITLE.match(pieces[number][1]) if number and not cells else None
            # (not the capital opening it: "Bulk orders for spring:")
            title_names = {f for f in _features(opening_title.group(0).split(None, 1)[1], names)
                           if f.startswith("name:")} if opening_title and len(opening_title.group(0).split()) >= 3 else set()
            # (a table cell keeps its column's year, the occasion of its count: "UK · 3,412" under "2023")
            # (so does a label the lead gives and the piece does not relabel: "Adding your first checked bag online
            # costs £25 per flight, or £40 if you pay at the airport" - the £40 is for the first bag too)
            relabelled = {f.split()[0] for f in own if f.startswith("label:")}
            # (a heading cut into the piece after its value labels what follows, not the piece: "colour 60p per side. A3:")
            value_at = _first_value(piece, 0) if relabelled else None
            relabelled_first = {f"label:{word.lower()}" for word, _ in _labels(piece[:value_at.end()])} \
                if value_at else set()
            # (the named thing the piece's subject is of names it as fully as the first piece: "Entries for the
            # Riverside Photo Prize close on 14 March, and the shortlist is published on 2 April" - the prize's)
            named_of = number > 0 and _NAMED_OF.fullmatch(lead.strip()) is not None
            # (the names of a place the listing closes on, which every piece holds at, are each piece's, whatever it names
            # itself: "Marlowe Court has 8 washers and 6 dryers on the ground floor" - the washers are there too)
            at_place = _PLACE_LEAD.match(pieces[number][1]) if number == 0 else None
            shared_place_names = {f for f in _features(at_place.group(0), names)
                                  if f.startswith("name:")} if at_place else set()
            # (and the names of what the first piece says before its value are a gapped piece's as fully: "Members of
            # the Drivewell Club get 15% off all servicing and 10% off tyres")
            piece_lead = pieces[number][1].strip()
            gapped = number > 0 and bool(piece_lead) and pieces[0][0].startswith(piece_lead) \
                and not _name_runs(piece, names)  # ("..., and Enterprise customers receive 15%" names its own)
            subject_names = {f for f in _features(piece_lead, names) if f.startswith("name:")} if gapped else set()
            # (a line's key names each piece of the line as fully as its first: "Canary Islands Escape (departs 2 March
            # 2026): balance due 1 January 2026")
            key_names = {f"w:{w}" for w in tx.content_words(" ".join(_CAPITALISED.findall(line_key)))}
            # (so do the names of the line's key: "Gold: spend £500–£1,499 a year, earn 1.5 points per £1"; a title over
            # the lines is no key of theirs: "Route X42 - departures from Market Square" over "Saturday: first bus
            # 08:10, then hourly until 18:10")
            key_features = _features(line_key, names) if keyed_line else {}
            followed = number > 0 and _FOLLOWED_BY_VALUE.match(piece) is not None
            features = {f: 1.0 if (verb_first and f in first_piece_names or named_of) and f.startswith("name:")
                        or f in key_names
                        or keyed_line and f.startswith("name:") and f in key_features
                        or f in subject_names
                        or keys[index] and first.startswith(f"{keys[index]}:") and f.startswith("name:")
                        and f[5:] in _CAPITALISED.findall(keys[index])
                        or f.startswith("label:") and (
                            keyed_line and f in key_features
                            or f.split()[0] not in relabelled and number > 0 and _ALTERNATIVE.match(piece))
                        # (an inherited feature says no more than it does in the lead: "On Saturdays and Sundays we
                        # open at 10:00 and close at 23:00" names each day of the closing as little as of the opening)
                        else min(INHERITED, weight) for f, weight in _features(lead, names).items()
                        # (a line's key keys its pieces whatever dates it states: "Points earned July–December 2025:
                        # expire 30 June 2026"; a heading's names are what its items are about whatever they name:
                        # "Construction phases of St. Alder's Cathedral:" over "Choir: 1250 to 1271")
                        # (nor a date its subject is of: "Suits for weddings on Saturday 6 June must be collected by
                        # Thursday 4 June and returned by Tuesday 9 June")
                        # (never a label the piece gives another of before its value: "Year 6 walked 12 km, while Year 1
                        # completed a 2 km loop" - the second piece is Year 1's alone)
                        if not (f.startswith("label:") and f.split()[0] in relabelled_first) and (
                            f.split(":", 1)[0] not in own_kinds or verb_first and f.startswith(("name:", "date:", "weekday:"))
                        or keyed_line and f.startswith(("date:", "month:")) or f in heading_names or f in place_names
                        or f in shared_place_names
                        # (and a line's key that is a name names what its line is about whoever the line names:
                        # "Foxglove Cottage: collect from Mr Hughes at the village shop" is Foxglove Cottage's key; not a
                        # lead: "We use vaccines from Valneva and Sanofi Pasteur: ...")
                        or f.startswith("name:") and f in key_features and _NAME_KEY.fullmatch(line_key) is not None
                        or f in title_names
                        or cells and f.startswith("number:") and _is_year(f[7:])
                        # (a row's other cells name what its every cell is of: "Indie Showcase · 2 April 2025" is the
                        # showcase at the venue its row gives)
                        or cells and f.startswith("name:"))
                        } if lead.strip() else {}
            # (a later piece with a subject of its own - "..., and the club's director, Phil Green, led the
            # search" - is about that subject)
            if antecedent and (number == 0 or lead):  # its words and names ("Elena Park ... Her first book"); a
                # clause opening with "he" or "she" is as much about the person as one naming them ("her
                # deputy" is someone else), and one opening with "the rate" or "the share" about the last measure
                # (and "the role" is the post, as fully as its name: "The role has 4 direct reports")
                weight = 1.0 if opening and (organisation or _SUBJECT_PRONOUN.search(opening.group(0))
                                             or _MEASURE_OPENING.match(sentence) or _SAME_THING.match(sentence)
                                             or _OF_THESE.match(sentence)) or post else INHERITED
                # (and its label, where the clause goes on about the last thing's measure: "Buses on route 26 run
                # every 10 minutes during the day. In the evenings, after 7pm, the frequency drops to every 30 minutes")
                measure = bool(_MEASURE_OPENING.match(sentence))
                features.update({f: weight for f in _features(antecedent, names)
                                 if (f.startswith(("w:", "name:", "code:", "pair:"))
                                     or measure and f.startswith("label:")) and f not in features})
                if measure and out:
                    # (the rest of what the last clause measured, less than its subject, and the values it measured by of
                    # kinds the clause states none of: "82% of patient transport journeys arrived within 30 minutes ... For
                    # renal patients the figure was 91%" is within 30 minutes too)
                    stated = {kind for kind, found in _values(piece).items() if found} | {"name"}
                    features.update({f: INHERITED for f in _features(out[-1].text, names)
                                     if (f.startswith(("w:", "pair:")) or f.split(":")[0] in _KINDS
                                         and f.split(":")[0] not in stated) and f not in features})
            # (the first value past any bracket: "Kids' parties (ages 8–12) include 45 minutes ...")
            if followed and (value_at := _first_value(_BRACKETED.sub(lambda m: " " * len(m.group(0)), pieces[0][0]), 0)):
                # (what comes after the first thing is said of as fully, and by the same verb: "Kids' parties include 45
                # minutes in the Pirate Ship room followed by 1 hour in our party room")
                features.update({f: 1.0 for f in _features(pieces[0][0][:value_at.start()], names)
                                 if f.startswith(("w:", "name:"))})
            if number > 0 and not cells:
                # (a piece giving only its value and whom it is for says of them what the piece before says between its
                # value and whom that one is for: "will cover 75% of the cost of the Level 1 coaching course for junior
                # members and 50% for adult members" - 50% of that cost)
                features.update({f: INHERITED for f in _features(_gapped_middle(piece, pieces[number - 1][0]), names)
                                 if f.startswith(("w:", "name:", "pair:", "label:")) and f not in features})
            if number == 0 and out and _FURTHER_OPENING.match(piece):
                # (a count of more of what the last clause counted is said of what the last clause says, less than its
                # own words are: "Last year our bureau helped 4,310 people with benefits issues. A further 2,875 came
                # to us about debt")
                features.update({f: INHERITED for f, w in out[-1].features.items()
                                 if w >= 1.0 and f.startswith(("w:", "name:", "pair:")) and f not in features})
            # (a piece naming its own group of people before its value, where the verb is left out, is that group's, not
            # the first piece's: "Adults pay £12 and under-16s £8 for around 30 arrows" - the £8 is no adults')
            if number > 0 and _GROUP_BEFORE_VALUE.match(piece) and _GROUP_WORD.search(_subject_phrase(pieces[0][0])):
                for w in _words(_subject_phrase(pieces[0][0])) - _words(piece):
                    if features.get(f"w:{w}", 1.0) < 1.0:
                        del features[f"w:{w}"]
            features.update(own)
            if number > 0 and _CHANGE_OPENING.match(piece):
                # (a piece saying what the last one's measure changes to is of that measure, whatever it adds: "94% of our
                # graduates were in work or further study within 15 months, rising to 98% for Nursing")
                features.update({f: INHERITED for f in _features(pieces[number - 1][0], names)
                                 if f.startswith(("w:", "pair:")) and f not in features})
            # (a piece counting a part of what the last one counted counts those things: "This year 312 pupils sat our
            # scholarship exam, and 47 of them were awarded scholarships" - 47 pupils)
            # (and so does each further part after "of which": "We operate 14 dual-controlled cars, of which 9 are manual
            # and 5 are automatic" - 5 cars)
            if number > 0 and (_PART_OPENING.search(piece) or any(_PARTS_OPENING.match(earlier)
                                                                  for earlier, _ in pieces[1:number])
                               # (and each part after an opening naming the whole: "of our 140 members, 54 are adults
                               # and the remaining 86 are juniors" - 86 members)
                               or any(_WHOLE_OPENING.fullmatch(earlier) for earlier, _ in pieces[:number])):
                counted = next((found for earlier, _ in reversed(pieces[:number])
                                if (found := _words(" ".join(_COUNTED_NOUN.findall(earlier))))), frozenset())
                features.update({f"w:{w}": 1.0 for w in counted})
            if number > 0 and not relabelled:
                # (a later piece with no label of its own is of the variant the first piece labels: "The 5-year fixed
                # rate is 4.39% with no product fee and a maximum loan-to-value of 90%")
                features.update({f: INHERITED for f in _features(pieces[0][0], names)
                                 if f.startswith("label:") and f not in features})
            for abbreviation, long_form in abbreviations.items():
                # (an abbreviation the evidence defined says its long form: "A 12-month PPC costs £114.50" after "A
                # 3-month prescription prepayment certificate (PPC) costs £32.05")
                if re.search(r"\b" + abbreviation + r"s?\b", piece) and long_form.lower() not in piece.lower():
                    features.update({f: 1.0 for f in _features(long_form, names) if f not in features})
            if number == 0 and (len(pieces) > 1 or sentence is first and len(parts_of[index]) > 1
                                or index == title_lines and scene_of_all) and not cells:
                # the first piece's opening phrase naming where it all holds sets the scene of every piece, no
                # more its own than theirs ("Under the Silver Plan, there is a 6-month waiting period for major
                # dental work and a 12-month waiting period for orthodontics"); one stating a value or naming
                # nothing is its own condition ("After five years of service, ...", "At its deepest point, ...")
                scene = _OPENING_PHRASE_START.match(piece)
                set_by_scene = _features(scene.group(0), names) if scene else {}
                if scene and len(scene.group(0).split()) <= OPENING_WORDS and any(
                        f.startswith("name:") for f in set_by_scene) and not _kinds(scene.group(0)) - {"name"}:
                    rest = _features(piece[scene.end():], names)
                    features.update({f: INHERITED for f in set_by_scene
                                     if f not in rest and f.startswith(("w:", "name:", "pair:", "label:", "code:"))})
            if index >= title_lines:
                features.update({f: w for f, w in topic.items() if f not in features})
            # (or naming only who does what its subject, the passage's own, is: "Our newborn and family work is handled by
            # Tom Hallett" after "Headshot sessions at Lumen Studio are led by Priya Desai"; not "The hotel itself is
            # managed by ..." after "The Belmont Spa is operated by ...")
            ours = re.match(r"\W*Our\b", sentence) is not None
            # (not a piece going on about another thing of the opening name's kind its lead names: "The larger Heron
            # narrowboat sleeps 6 and takes up to 12 passengers" after "The Kingfisher narrowboat ...")
            opening_features = {f for name in opening_run for f in _name_features(name)}
            if index > title_lines and opening_run and all(run & opening_run or ours and _by_name(piece, run)
                                                           for run in _name_runs(piece, names)) \
                    and not any(f.startswith("name:") and f not in opening_features and re.search(
                        r"\b" + re.escape(f[5:]) + r"\s+(?:" + "|".join(opening_heads) + r")\b", evidence)
                                for f in features if opening_heads):
                # a later sentence naming no one else is about what the first one named ("The Bristan Ranger
                # double cab has ... The single cab version is limited to 3,000 kg braked towing"), as is one
                # naming a part of it ("The Meridan Velo ... The Velo Sport is offered at 7.4% APR")
                # (as fully where it says it is in the same place: "Studios in the same building cost £245 per week")
                weight = 1.0 if _SAME_PLACE.search(piece) else INHERITED
                features.update({f: weight for f in opening_features if f not in features})
            # (initials the passage names an organisation by are its name wherever it writes them: "Breakdown cover · RAC")
            # (and so is a name that is all a list line's value: "Skincare: Dermalogica")
            line_value = _LINE_VALUE.fullmatch(piece.strip())
            # (a later piece of a sentence opening on a name the passage names is opened by that name, though grammar
            # would capitalise a clause's first word: "it visits Harrogate on 12 May and Ripon on 19 May")
            opening_name = _PIECE_OPENING_WORD.match(piece) if number and not cells else None
            values = {**_values(piece), "name": (_values(piece)["name"] | set(_INITIALS_WORD.findall(piece))
                                                 | _letter_labels(piece)) & names
                      | _written_names(piece, names)
                      | ({opening_name.group(1)} & names if opening_name else set())
                      # (and a name opening its clause before an appositive: "Otter, our accessible boat, has ...")
                      | ({appositive.group(1)} & names if (appositive := _NAME_THEN_APPOSITIVE.match(piece)) else set())
                      # (and the key of its listing's line: "Pro - $79/month: 8 hours of studio time ...")
                      | (set(key.group(1).split()) & names if (key := _LISTED_KEY.match(piece)) else set())
                      # (or a key before its line's dash: "Gold - unlimited classes plus open mat, £55/month.")
                      | (set(key.group(1).split()) & names if (key := _DASHED_KEY.match(piece)) else set())
                      # (its first word where the rest numbers it: "Japanese A1: Genki I")
                      | ({line_value.group(1), line_value.group(1).split()[0]} & names if line_value else set())}
            aged_row = _aged_row(piece, lead)
            if aged_row:
                # (the years of an age column are ages, no length of anything: "1 to 3 years · Up to 3 times in 24
                # hours" gives no length but 24 hours)
                ages_written = _values(piece.split(" · ")[0])["duration"]
                values["duration"] = values["duration"] - ages_written
                for age in ages_written:
                    features.pop(f"duration:{age}", None)
            # (and "it" is the thing it stands for, where that is a place the passage names: "The Elm Street site is
            # smaller, but it is home to the trading hut")
            if number == 0 and antecedent and (_owned_work(sentence) or named_by_head or post or (
                    _IT_OPENING.match(sentence) and _name_runs(antecedent, names)) or (
                    # ("he" or "she" doing the clause's thing is the person last named, where that is the one the
                    # pronoun stands for and the clause names no one else: "contact Dr. Raj Patel; he reviews all
                    # anatomical files"; not "Her partner, Marco Ferri, joined ...; he now runs the clinics", nor "She
                    # took over from Graham Beale, who ...")
                    personal and opening and _SUBJECT_PRONOUN.search(opening.group(0))
                    and not any(len(run) >= 2 for run in _name_runs(piece, names))
                    and bool(person_names := set(_values(antecedent)["name"]))
                    and _last_person_named(out, names) <= person_names)):
                # "Her third book, The Salt Road, won the prize": what her work did, she did (and "the manor" names
                # the manor, "the successful candidate" the post)
                values["name"] = values["name"] | (_values(antecedent)["name"] & names)
            if relative and number == 0:
                features[f"number:{relative}"] = 1.0
                values["number"] = values["number"] | {relative}
            # (the place said again as "the same property" is no other kind of what the claim names: "Gutter clearing
            # on the same property usually takes around 2 hours" after "A typical three-bedroom house")
            place_again = _SAME_PLACE.search(piece)
            same_place = {pair for pair in _modifier_pairs(piece) if place_again
                          and pair[0] == _stem(place_again.group(0).split()[-1].lower())}
            # (a person named by one word of the one full name the passage gives it in is that person: "Ellie graduated
            # in Mathematics ..." under "Tutor profile – Ellie Wong")
            # (not a word of a name the passage gives in full only later: "The Pulse 7 kW home charger ... The tethered
            # Pulse Pro model")
            at = evidence.find(piece.strip(" ,")) if passage_full_names else -1
            for run in _name_runs(piece, names) if at > 0 else ():
                full = {frozenset(r) for r, start in passage_full_names if run < r and 0 <= start < at}
                # (not one joined to another by "and", which names a thing of its own: "The Gym and Swim membership"
                # after "Our Swim Only membership")
                if len(run) == 1 and len(full) == 1 \
                        and len({frozenset(r) for r, _ in passage_full_names if run < r}) == 1 \
                        and not re.search(r"[A-Z][\w'’-]*\s+(?:and|&)\s+" + re.escape(next(iter(run))) + r"\b|\b"
                                          + re.escape(next(iter(run))) + r"\s+(?:and|&)\s+[A-Z]", piece):
                    weight = features.get(f"name:{next(iter(run))}", 1.0)
                    features.update({f"name:{word}": weight for word in next(iter(full)) - run
                                     if f"name:{word}" not in features})
            # (a sentence giving a group its reduced rate is about what the sentence before priced: "Hiring the clubhouse
            # for a private function costs £80 for an evening. Members pay a reduced rate of £50.")
            if number == 0 and _REDUCED_RATE.match(piece):
                features.update({f: INHERITED for c in out if c.sentence == index - 1 for f, w in c.features.items()
                                 if w >= 1.0 and f.startswith(("w:", "pair:")) and f not in features})
            # (and one saying it does "the same" is about what the clause before it said: "the Red Lion keeps its board
            # free for league players every Monday evening. The Crown & Anchor has offered the same on Wednesdays")
            if out and _THE_SAME.search(piece):
                features.update({f: INHERITED for f, w in out[-1].features.items()
                                 if w >= 1.0 and f.startswith(("w:", "pair:")) and f not in features})
            # (and one saying "by then" holds the date or time of the clause before it: "Subscriptions are due by 31 March;
            # anyone who has not renewed by then will not be covered" - renewing is due by 31 March)
            if out and _BY_THEN.search(piece) and not (values["date"] or values["time"]):
                values = {**values, **{kind: out[-1].values[kind] for kind in ("date", "time") if out[-1].values[kind]}}
                features.update({f"{kind}:{v}": 1.0 for kind in ("date", "time") for v in out[-1].values[kind]})
            out.append(_Clause(text=piece.strip(" ,"), features=features,
                               qualified=_qualifiers(piece, lead),
                               values=values,
                               pairs=_modifier_pairs(piece) - same_place, noun_pairs=_modifier_pairs(piece, nouns_only=True),
                               own_words=frozenset(tx.content_words(piece)) | _words(piece),
                               sentence=index,
                               name_stems={next(iter(stems)): w for f, w in features.items() if f.startswith("name:")
                                           for stems in [tx.content_words(f[5:])] if len(stems) == 1},
                               ages=_age_ranges(f"{lead} {piece}") + aged_row,
                               title=index < title_lines or sentence.rstrip().endswith(":")
                               and sentence.rstrip(" :") in heading_lines,
                               key=number == 0 and len(pieces) > 1 and piece.rstrip().endswith(":"),
                               key_names=_key_names(line_key or (f"{keys[index]}: " if keys[index] and (first.startswith(
                                   f"{keys[index]}:") or _NAME_DASH_KEY.match(first.translate(_DASHES))) else "")
                                                    or _bracketed_name_key(first), names)))
    # (a phrase saying a listing holds for each of a kind is said of every piece of its sentence alike, telling none from
    # another: "25 points for first place, 18 for second and 15 for third in each age group")
    for clause in out:
        for each in _FOR_EACH.finditer(clause.text):
            shared = {f for f in _features(each.group(1), names) if f.startswith(("w:", "pair:"))}
            for other in out:
                if other.sentence == clause.sentence and other is not clause:
                    other.features.update({f: INHERITED for f in shared if other.features.get(f, 0.0) < INHERITED})
            clause.features.update({f: INHERITED for f in shared})
    # (the months a sentence opens with are when each of its clauses holds, those set against the first too: "Between
    # April and October, steam-hauled trains run on Sundays, while our diesel railcar provides the service on Wednesdays")
    for timed in (clause for clause in out if _OPENING_MONTHS.match(clause.text)):
        for other in out:
            if other.sentence == timed.sentence and other is not timed and not (
                    other.values["month"] or other.values["date"]):
                other.features.update({f: 1.0 for f in timed.features if f.startswith("month:")})
    # (a place or state closing a count joined to the one before by "and" is said of both counts: "we currently have four
    # steam locomotives and two heritage diesels in traffic" - the locomotives are in traffic too)
    for earlier, later in zip(out, out[1:]):
        tail = _SHARED_TAIL.match(later.text) if later.sentence == earlier.sentence and _COUNT_THEN_AND.search(
            earlier.text) else None
        # (and so is what closes a piece that leaves out the verb of the one before: "Adults pay £12 and under-16s £8 for
        # around 30 arrows" - the adults' £12 is for the 30 arrows too)
        tail = tail or (_GAPPED_TAIL.match(later.text) if later.sentence == earlier.sentence
                        and _VALUE_THEN_AND.search(earlier.text) else None)
        if tail and tail.group(1).strip():
            earlier.features.update({f: INHERITED for f in _features(tail.group(1), names)
                                     if f.startswith(("w:", "pair:")) and f not in earlier.features})
    return tuple(out)


#: a time told by the clause before: "by then", "until then", "after that date"
_BY_THEN = scan.pattern(r"\b(?:by|until|till|before|after)\s+(?:then|that\s+(?:date|day|time|deadline))\b", re.IGNORECASE)

#: a group of people, who a price or a rule is for: "adults", "under-16s", "non-members"
_GROUP_WORD = scan.pattern(r"\b(?:(?:under|over|u)-?\d{1,2}s?|" + _AGE_GROUPS + r"|members|non-members|concessions|families|"
                           r"visitors|guests)\b", re.IGNORECASE)

#: a piece opening with such a group and its value: "under-16s £8 for ...", "and juniors 50%"
_GROUP_BEFORE_VALUE = scan.pattern(r"\s*(?:(?:and|or|while|whereas)\s+)?(?:[\w'’-]+\s+)?" + _GROUP_WORD.pattern
                                   + r"\s+(?:[\w'’-]+\s+){0,2}?[£$€]?\d", re.IGNORECASE)

#: an amount, a share or a length as written: "£12", "30%", "21 days"
_WRITTEN_VALUE = r"(?:[£$€]\s?\d[\d,]*(?:\.\d+)?|\d+(?:\.\d+)?%|\d+\s+(?:days?|weeks?|months?|years?|hours?|minutes?))"

#: a piece closing on its value, and the word joining the next if it has it: "Adults pay £12 and", "must stand down ...
#: for at least 21 days"
_VALUE_THEN_AND = scan.pattern(_WRITTEN_VALUE + r"\s*,?\s*(?:and|or)?\s*$")

#: the next piece, who and their value with no verb (its own words before the value, no joining or comparing word: not
#: "or £100 for larger instruments", "compared with 75% for the pumped-hydro plant"), and what it is for or before: "under-16s £8 for around 30 arrows
#: under the guidance of a qualified coach", "and any player under 19 for at least 23 days, before completing a graduated
#: return to play"
_GAPPED_TAIL = scan.pattern(r"\s*(?:(?:and|or)\s+)?(?:(?!(?:and|or|compared|with|versus|against|than|to|from|for|at|by)\b)[\w'’-]+\s+){1,5}?(?:(?:for\s+)?(?:at\s+least|up\s+to|a\s+minimum\s+of)\s+)?"
                            + _WRITTEN_VALUE + r",?\s+((?:for|with|including|covering|before|after)\s.+?)\W*$",
                            re.IGNORECASE)


#: a clause opening with the months it holds in: "Between April and October, ", "From May to September, "
_OPENING_MONTHS = scan.pattern(r"\W*(?:between|from|during|throughout|in)\s+(?:the\s+months\s+of\s+)?(?:" + _MONTH_NAMES_RE
                               + r")\s+(?:and|to|until|through|-)\s+(?:" + _MONTH_NAMES_RE + r")\s*,", re.IGNORECASE)

#: a count written in figures or as a word: "4", "1,200", "four", "sixteen"
_COUNT = r"(?:\d[\d,]*|\b(?:" + "|".join(sorted(tx._NUMBER_WORDS, key=len, reverse=True)) + r"))"

#: a piece ending on a count of a thing and "and": "we currently have four steam locomotives and"
_COUNT_THEN_AND = scan.pattern(_COUNT + r"\s+(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*s\s+and$", re.IGNORECASE)

#: the next piece, a count of another thing closed by where or in what state both are: "two heritage diesels in traffic"
#: (or what they are there for: "10 stick delivery devices available for loan at the front desk")
_SHARED_TAIL = scan.pattern(_COUNT + r"\s+(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*s\s+((?:available\s+)?(?:for\s+(?:loan|hire|rent|sale)"
                            r"(?=\W*$|\s+(?:in|on|at|from)\b)\s*)?(?:(?:in|on|at|under|from)\s+(?:the\s+)?(?:[a-z][\w-]*\s+)?"
                            r"[a-z][\w-]*)?)\W*$", re.IGNORECASE)


#: a phrase saying a thing holds in each of a kind: "in each age group" (not "for each additional line", which names
#: what its piece's value is for)
_FOR_EACH = scan.pattern(r"\b(?:in|across|within)\s+(?:each|every)\s+((?:[a-z]+\s+)?[a-z]+)\b")


def _elided_modifiers(first: str, later: str) -> str:
    """The words between the first clause's opening modifier and its noun where ``later`` opens with that noun after one
    modifier of its own ("visa" for "express applications are ..." after "Standard visa applications are ..."), else
    ""."""
    theirs = re.findall(r"[A-Za-z][\w'’-]*", _LEADING_LINK.sub("", first))[:4]
    ours = re.findall(r"[A-Za-z][\w'’-]*", _LEADING_LINK.sub("", later))[:2]
    if len(ours) != 2 or len(theirs) < 3 or ours[0].lower() in tx.STOPWORDS or theirs[0].lower() in tx.STOPWORDS \
            or _stem(ours[0].lower()) in {_stem(w.lower()) for w in theirs}:
        return ""
    head = next((j for j in (2, 3) if j < len(theirs) and _stem(theirs[j].lower()) == _stem(ours[1].lower())), 0)
    middle = theirs[1:head]
    return " ".join(middle) if middle and all(w[:1].islower() and w.lower() not in tx.STOPWORDS for w in middle) else ""


#: a word linking a clause to the one before it: "while", "and", "but"
_LEADING_LINK = scan.pattern(r"^\W*(?:(?:while|whereas|and|but|or|then)\s+)+", re.IGNORECASE)


def _last_person_named(earlier: Sequence[_Clause], names: frozenset[str]) -> set[str]:
    """The words of the last full name (two words or more) the clauses so far give, last in the text: who "he" or "she"
    most likely is (none where no clause gives a full name)."""
    for clause in reversed(earlier):
        spans = [span for span in _name_spans(clause.text, names) if len(span[-1]) >= 2]
        if spans:
            return set(max(spans, key=lambda span: span[0])[-1])
    return set()


#: a list line opening with a share and what it is of: "- 62% of household waste recycled or composted"
_LIST_SHARE_OF = scan.pattern(r"^[ \t]*[-*•·][ \t]+\d[\d.,]*\s*%\s+of\s+((?:the\s+|all\s+)?(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)"
                              r"(?=\s+(?:was|were|is|are|[a-z]{3,}ed)\b)", re.MULTILINE)

#: a list line opening with a share and no "of": "- 9% sent to landfill"
_LIST_SHARE = scan.pattern(r"^[ \t]*[-*•·][ \t]+(\d[\d.,]*\s*%\s+(?!of\b)[a-z].*?)[ \t]*$", re.MULTILINE)


def _aged_row(piece: str, lead: str) -> tuple[tuple[float, float], ...]:
    """The ages a table row keyed by a number of years is of, under a column of ages: "2 years · 1:5" under "Age group ·
    Adult : child ratio" is of two-year-olds; "1 to 3 years · 5 ml" under "Age · How much" of those from one to three, "3 to
    5 months" of babies a quarter of a year old and more."""
    key = _AGE_CELL.match(piece)
    if not key or not re.match(r"\W*age\b", lead, re.IGNORECASE):
        return ()
    per_year = 12.0 if key.group(3).startswith("month") else 1.0
    return ((float(key.group(1)) / per_year, float(key.group(2) or key.group(1)) / per_year),)


def _list_shares_of(evidence: str) -> dict[str, str]:
    """Each list line stating a share of nothing it names -> what the list's first share is of."""
    first = _LIST_SHARE_OF.search(evidence)
    if not first:
        return {}
    return {m.group(1).strip(): first.group(1) for m in _LIST_SHARE.finditer(evidence, first.end())}


def _row_label(row: str, header: str) -> str:
    """The label a table row's first cell gives under a first column naming what it labels: "C · 38" under "Pontoon ·
    Berths" is "Pontoon C" ("label:pontoon c"); "" for none."""
    key, column = row.split(" · ")[0].split(" (")[0].strip(), header.split(" · ")[0].strip()
    if not header or not _ROW_LABEL.fullmatch(key) or not re.fullmatch(r"[A-Z][a-z]{2,}", column):
        return ""
    return f"label:{column.lower()} {key.lower()}"


_ROW_LABEL = scan.pattern(r"[A-Z]|\d{1,3}")

#: a thing named by a name before its noun: "Autumn Double Points event", "Riverside Arts Awards ceremony"
_NAMED_THING = scan.pattern(r"((?:\b[A-Z][\w'’&-]*\s+)+)([a-z]{3,})\b")

#: a later clause telling the reader what to do is about what the first one is about: "The longer Ridge Trail
#: climbs 1,400 feet over 6 miles; allow 4 hours round trip"
_IMPERATIVE = scan.pattern(r"\s*(?:(?:and|then)\s+)?(?:allow|budget|plan\s+for|expect|bring|carry|take|pack|book|"
                           r"reserve|pay|bake|cook|roast|simmer|boil|leave|keep|store|soak|water|sow|plant|feed|apply|"
                           r"use|add|wear|check|arrive|call|visit)\b")

#: a line's key before its colon: "Silver: deductible $4,500", "read_timeout: Time to wait ..."
_LINE_KEY = scan.pattern(r"\s*[-*•·]?\s*([A-Za-z][\w./&'’()-]*(?:\s+[\w./&'’()-]+){0,4}?)"
                         # (its price after a dash is no part of it: "• Silver Service – £65: everything in Bronze ...")
                         r"(?:\s+-\s+[£$€]\d[\d.,]*)?:\s+(?=\S)")

_DASHES = str.maketrans({"–": "-", "—": "-"})

#: a line opened by whom it is about, a dash and what they do, which its later clauses go on with: "Dr Amir Siddiqui (GP
#: Partner) – works Monday to Wednesday; leads on minor surgery and joint injections"
_NAME_DASH_KEY = scan.pattern(r"\s*[-*•·]?\s*((?:[A-Z][\w'’.-]*\s+){0,3}[A-Z][\w'’-]*(?:\s+\([^()\d]{1,40}\))?)"
                              r"\s+-\s+(?=[a-z]{3,}s\s)")


#: a list item's name before a dash, whatever follows: "• Heist at Halloway Bank – Crack the vault ... 75 minutes." (the
#: item's later sentences, "75 minutes.", are said of it)
_ITEM_NAME_DASH_KEY = scan.pattern(r"[ \t]*(?:[*•·]|-(?=[ \t]))[ \t]*([A-Z][\w'’.-]*(?:[ \t]+(?:(?:of|at|the|and|&|on|in|de)[ \t]+)*"
                                   r"[A-Z][\w'’.-]*){0,5})[ \t]+-[ \t]+(?=\S)")


def _line_keys(evidence: str, parts_of: list[list[str]]) -> list[str]:
    """For each sentence of ``parts_of``, the key opening its line where the line has one ("" else):
    each sentence is found in the evidence in turn, by its first words, to tell which line it is on."""
    keys: list[str] = []
    cursor, line_key, line_start = 0, "", -1
    evidence = evidence.translate(_DASHES)  # (the sentences are read with their dashes as hyphens: "£0–£499")
    for parts in parts_of:
        at = evidence.find(parts[0][:20].translate(_DASHES), cursor) if parts[0][:20] else -1
        if at < 0:
            keys.append("")
            continue
        start = evidence.rfind("\n", 0, at) + 1
        if start != line_start:  # a new line: its key, if it opens with one
            line_start = start
            key = _LINE_KEY.match(evidence, start) or _NAME_DASH_KEY.match(evidence, start) \
                or _ITEM_NAME_DASH_KEY.match(evidence, start)
            # (a key's number may name what the line is about: "Unit 2: 5-year lease, no break, 6 months rent free")
            line_key = key.group(1) if key and (not _DIGIT.search(key.group(1)) or _LABEL.fullmatch(key.group(1).strip())) \
                else ""
        keys.append(line_key)
        cursor = at + 1
    return keys


def _opening_topic(sentence: str, names: frozenset[str]) -> set[str]:
    """The name a passage's first sentence is about where it names one before its verb ("Unit 3 at Northgate
    Retail Park, previously occupied by ..., offers"); empty where it names none or several ("At the
    Lakeshore Marathon, Tomasz Wierzbicki won": the race and the winner)."""
    # (after an opening phrase naming no one: "Since the recall began, 48,000 of the affected Orbit smart speakers
    # have been returned")
    opening = _OPENING_PHRASE_START.match(sentence)
    if opening and not _name_spans(opening.group(0), names):
        sentence = sentence[opening.end():]
    elif opening and len(scene := _joined_runs(opening.group(0), names)) == 1 and not _name_spans(
            sentence[opening.end():].split(" ", 1)[0], names):
        # (or the one name an opening phrase sets the scene with, before a subject that is no name: "Under the Boiler
        # Upgrade Scheme, homeowners in England and Wales can get a grant of £7,500 ... A grant of £5,000 is available
        # towards a biomass boiler")
        return scene[0]
    # (a participle after an article is an adjective: "the affected Orbit smart speakers")
    verb = next((m for m in _SUBJECT_END.finditer(sentence) if not (
        m.group(0).endswith("ed") and _BEFORE_ADJECTIVE.search(sentence, 0, m.start()))), None)
    runs = _joined_runs(sentence[:verb.start()] if verb else _opening_name(sentence, names), names)
    return runs[0] if len(runs) == 1 else set()


def _joins_names(text: str, end: int, start: int) -> bool:
    """Whether what stands between two runs of names (``text[end:start]``) makes them one: "of" ("The Museum of
    Transport") or a plural's apostrophe ("The Beginners' Course")."""
    gap = text[end:start]
    return re.fullmatch(r"\s+of\s+(?:the\s+)?", gap) is not None \
        or re.fullmatch(r"['’]\s+", gap) is not None and text[end - 1:end] == "s"


def _joined_runs(text: str, names: frozenset[str]) -> list[set[str]]:
    """The runs of names of a text, those joined by "of" as one ("The Museum of Transport"), and by a plural's
    apostrophe ("The Beginners' Course")."""
    spans = _name_spans(text, names)
    runs: list[set[str]] = []
    for index, (_, _, run) in enumerate(spans):
        if runs and _joins_names(text, spans[index - 1][1], spans[index][0]):
            runs[-1] = runs[-1] | run
        else:
            runs.append(set(run))
    return runs


#: a title's parts: "Lakeshore Marathon 2024 - Results", "Research Summary: Hypertension Coaching"
_TITLE_BREAK = scan.pattern(r"\s[-–—|]\s|:\s")

#: a code of digits and capitals after a name: "Fixed Saver 12M", "Aero 15X"
_NAMED_CODE = scan.pattern(r"\b([A-Z][a-z]+\s+)\d+[A-Z]+\b")

_BULLET = scan.pattern(r"\s*[-*•·]\s")


def _same_cut(line: str, following: Sequence[Sequence[str]]) -> bool:
    """Whether ``line`` and the next line (``following``: its parts, or none) are each cut in two by the same dash or
    colon: the items of one list, not a title over them."""
    if not following:
        return False
    own, next_cut = _TITLE_BREAK.search(line), _TITLE_BREAK.search(following[0][0])
    return own is not None and next_cut is not None and own.group(0).strip() == next_cut.group(0).strip()


def _keyed_like_the_next(evidence: str, parts_of: Sequence[Sequence[str]]) -> bool:
    """Whether the evidence's first sentence is a key and its value, the next sentence on the same line another."""
    first = parts_of[0][0] if parts_of and len(parts_of[0]) == 1 else ""
    cut = _TITLE_BREAK.search(first)
    return cut is not None and cut.group(0).strip() == ":" and _same_cut(first, parts_of[1:2]) \
        and "\n" not in evidence.lstrip()[:len(first) + 2]


def _is_title(evidence: str, sentence: str) -> bool:
    """Whether the evidence opens with ``sentence`` as its title: a short line of names and dates with
    no verb, on a line of its own, cut in parts ("Ashbury Park School - Our staff.") or in title case
    ("Current Exhibitions at the Varga Art Center.")."""
    words = sentence.split()
    if evidence.lstrip()[:1] in "-*•·|" or " · " in sentence:
        return False  # a list's first item or a table's first row
    # (so is a bulleted line under a heading of no content words, which is read as no part: "Who's who" over "- Head coach:
    # Margaret Ellison")
    if any(_BULLET.match(line) and line.strip(" -*•·\t").startswith(sentence.strip()) for line in evidence.splitlines()):
        return False
    bare = _BRACKETED.sub(" ", sentence)  # what a bracket adds is a note on the title: "(30-day rolling)"
    bare = _SPLIT_YEAR.sub(r"\1", bare)  # (a season or a financial year is its first year: "2023/24 season")
    bare = _NAMED_CODE.sub(r"\1", bare)  # (and a product's code is part of its name: "Fixed Saver 12M tariff")
    if not words or len(words) > HEADING_WORDS:
        return False
    if _over_table(evidence, sentence):
        return True  # (what a table's rows are, whatever it counts: "Claims paid within 10 working days (2023)")
    if sentence.rstrip().endswith("?") and evidence.lstrip().startswith(sentence.strip()) and _kinds(bare) <= {"name"}:
        return True  # (the question a help page answers: "Where will I take my test?")
    if _LINE_KEY.match(sentence) and sum(bool(_LINE_KEY.match(line)) and not _BULLET.match(line)
                                         for line in evidence.splitlines()) >= 2:
        return False  # (a list's first "Key: value" line under a heading of no words: "About us")
    if _SUBJECT_END.search(sentence):
        return False
    if not _kinds(bare) <= {"date", "month", "weekday", "name", "number"} \
            or any(not _is_year(v) for v in _values(bare)["number"] if not _LABEL.search(bare)):
        return False
    # (on a line of its own, or before a colon opening the text: "Warranty coverage for Voltera e-bikes: The ...")
    own_line = evidence.lstrip().startswith(sentence.rstrip(" .")) and (
        "\n" in evidence.lstrip()[:len(sentence) + 2] or evidence.lstrip()[len(sentence):].startswith(":"))
    capitalised = [w for w in words if w[:1].isupper()]
    # (or a few words naming the topic before the text goes on: "Office opening hours. Our London office ...")
    topic = len(words) <= TOPIC_WORDS and _kinds(bare) <= {"name"} and len(evidence.strip()) > len(sentence) + 1
    return own_line or topic or bool(_TITLE_BREAK.search(sentence)) or len(capitalised) >= 0.6 * len(words)


def _over_table(evidence: str, sentence: str) -> bool:
    """Whether ``sentence`` is the evidence's first line, with no sentence's end, right above a "|" table."""
    lines = [line.strip() for line in evidence.strip().splitlines() if line.strip()]
    return len(lines) >= 2 and "|" not in lines[0] and "|" in lines[1] and not lines[0].endswith((".", "!", "?", ";")) \
        and lines[0].rstrip(" :") == sentence.strip().rstrip(" :")


#: a first sentence this short, with no verb and no value, names the passage's topic
TOPIC_WORDS = 5

#: people someone's possessive can name ("his deputy, Ines Alba"): what they do is not done by the possessor
_PERSON_ROLES = frozenset(_stem(w) for w in (
    "deputy successor predecessor replacement assistant aide partner colleague rival opponent coach manager "
    "student pupil teacher mentor protege friend wife husband spouse son daughter child children brother sister "
    "father mother parent nephew niece cousin uncle aunt grandson granddaughter grandfather grandmother widow "
    "heir fiance fiancee secretary agent lawyer doctor captain teammate co-founder cofounder boss employer "
    "employee successor-designate stepson stepdaughter stepfather stepmother girlfriend boyfriend").split())

_POSSESSED = scan.pattern(r"\s*(?:his|her|their)\s+((?:[\w-]+\s+){0,3}?[\w-]+)\s*,\s*(?:the\s+)?[A-Z]", re.IGNORECASE)


def _owned_work(sentence: str) -> bool:
    """Whether a sentence opens with someone's thing named after a comma ("Her third book, The Salt
    Road, won ..."), not with someone's relative or colleague ("His deputy, Ines Alba, ...")."""
    m = _POSSESSED.match(sentence)
    return m is not None and not _words(m.group(1)) & _PERSON_ROLES


#: a sentence dated from the one before: "A year later, ...", "Two years later", "The following year",
#: "Later that year", "The year before"
_RELATIVE_YEAR = scan.pattern(r"\s*(?:(?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+years?\s+"
                              r"(?P<dir>later|after(?:wards)?|earlier|before)|the\s+(?P<next>following|next|previous|preceding)"
                              r"\s+year|(?P<same>later\s+that|that\s+same|the\s+same)\s+year)\b", re.IGNORECASE)


def _relative_year(sentence: str, last_years: frozenset[str]) -> str:
    """The year a sentence opening with a year counted from the last clause's is of ("A year later" after
    2018: "2019"), "" when it opens otherwise or the last clause gave no single year."""
    m = _RELATIVE_YEAR.match(sentence)
    if not m or len(last_years) != 1:
        return ""
    year = int(next(iter(last_years)))
    if m.group("same"):
        return str(year)
    if m.group("next"):
        return str(year + (1 if m.group("next").lower() in ("following", "next") else -1))
    count = m.group("n").lower()
    steps = 1 if count in ("a", "an", "one") else int(count) if count.isdigit() else tx._NUMBER_WORDS[count]
    return str(year + (steps if m.group("dir").lower().startswith(("later", "after")) else -steps))


#: a general noun standing for what the last clause measured: "Unemployment stood at 4.2%. The rate was
#: highest in the north at 6.1%", "35% of employees work remotely. In engineering the share is 58%"
_MEASURE_NOUN = (r"\s*(?:(?:in|for|among|at|on|across|within|by|after|from|until)\s+[^,.;]{1,40}?,?\s+"
                 # (or the period it is now of: "This year that figure has risen to 84%")
                 r"|(?:this|last|next)\s+(?:year|month|week|term|season|quarter|summer|winter|spring|autumn)\s+"
                 r"|[^,.;]{1,30},\s+){0,2}"
                 r"(?:the|this|that)\s+(?:rate|figure|number|total|share|proportion|level|amount|"
                 # (and how often the last thing runs: "In the evenings, after 7pm, the frequency drops to every 30
                 # minutes")
                 r"increase|decrease|rise|fall|drop|growth|decline|frequency)\s+(?:was|is|were|are|had|has|rose|fell|"
                 r"grew|stood|reached|remained|drops|rises|falls|increases|decreases|goes|reduces)\b")

#: a plain noun after "the" before its verb ("the house opened"), which may be the last word of a name the passage
#: gave ("Hartwell House")
_THE_NOUN = scan.pattern(r"\bthe\s+([a-z]{4,})\b(?=\s+(?:is|are|was|were|has|had|have|will|would|can|could|may|must|"
                         r"now|also|then|still|first|finally|[a-z]{2,}ed|[a-z]{2,}[^s\W]s)\b)")

#: a line's key ending on when its thing is: "Full-time retainer wear after treatment: 6 months"
_KEY_WHEN = scan.pattern(r"[^:]{0,60}?\b(?:after|before|following|during|until|prior\s+to)\s+([^:]{1,40}):\s",
                         re.IGNORECASE)


def _named_by_head(sentence: str, earlier: Sequence[_Clause], names: frozenset[str]) -> str:
    """The name an earlier clause gave a thing the sentence calls by its last word ("the house" for "Hartwell
    House"), the latest one; "" where the sentence names such a thing itself or none was named."""
    for match in _THE_NOUN.finditer(sentence):
        head = match.group(1).capitalize()
        if re.search(r"\b[A-Z][\w'’-]*\s+" + head + r"\b", sentence):
            continue
        for clause in reversed(earlier):
            named = re.search(r"((?:\b[A-Z][\w'’&-]*\s+)+)" + head + r"\b", clause.text)
            if named and _name_runs(named.group(1), names):
                return named.group(0)
    return ""


#: a subject standing for the post a passage advertises: "The role has 4 direct reports", "The successful
#: candidate will report to ..."
_POST_ANAPHOR = scan.pattern(r"\s*(?:[^,.;]{1,40},\s*)?(?:the|this)\s+(?:role|post|position|job|vacancy|"
                             r"successful\s+(?:candidate|applicant)|post-?holder|job-?holder|new\s+(?:hire|starter))\b",
                             re.IGNORECASE)

#: the name of a post as a passage gives it: "the Marketing Coordinator role", "as our Operations Manager"
_POST_NAMED = scan.pattern(r"((?:\b[A-Z][\w'’&-]*\s+)*[A-Z][\w'’&-]*)\s+(?:role|post|position|job|vacancy)\b"
                           r"|\bas\s+(?:an?|the|our)\s+((?:[A-Z][\w'’&-]*\s+)*[A-Z][\w'’&-]*)")


def _advertised_post(earlier: Sequence[_Clause], names: frozenset[str]) -> str:
    """The post a passage advertises: the first one it calls a role or a post ("the Marketing Coordinator role"),
    else the names its first clause opens with ("The Operations Manager will oversee ...")."""
    for clause in earlier:
        named = _POST_NAMED.search(clause.text)
        if named and _name_runs(named.group(1) or named.group(2), names):
            return named.group(1) or named.group(2)
    opening = next((c.text for c in earlier if not c.title), "")
    subject = _subject_phrase(opening)
    return subject if _name_runs(subject, names) else ""


#: a sentence's subject that is "the" and a noun before its verb: "The charge is 3% of the amount repaid"
#: (after a phrase saying of which case: "For TV, the charge is £12 per remaining month")
_DEFINITE_SUBJECT = scan.pattern(r"\s*(?:(?:for|on|in|with|under|from)\s+[^,.;]{1,40},\s*)?the\s+([a-z]{3,})\s+(?:itself\s+)?"
                                 r"(?:is|are|was|were|will|applies|apply|costs?|lasts?|runs?|falls?|rises?|drops?)\b",
                                 re.IGNORECASE)

#: a clause set against the one before it by a subject of its own: "while baggage handling is contracted to ...", "while
#: three further steam engines are under overhaul"
#: (or one whose subject says whom it is for, with a verb taking a value: "whereas a shared lesson for two riders costs £40")
_CONTRASTED_CLAUSE = scan.pattern(r"\s*(?:while|whereas)\s+(?:the\s+|a\s+|an\s+)?(?:(?:[a-z][a-z-]{2,}\s+){1,4}(?:is|are|was|were)\b"
                                  r"|(?:[\w'-]+\s+){1,6}?(?:costs?|takes?|pays?|lasts?|gets?|receives?)\s+(?:[£$€]|\d))")

#: a clause's subject that is a plain noun, no modifier before it: "while claims for Bedford–Brighton journeys"
_BARE_SUBJECT = scan.pattern(r"\s*(?:(?:while|whereas|but)\s+)?(?:the\s+)?([a-z]{3,})\s+(?:for|of|on|to|in|from|at)\b")

#: a thing said again as the last clause described it: "The same ticket bought at the station costs €37.50"
#: (not a firm or a person, the one the last clause named: "The same firm designed the Switch House extension")
#: (after a phrase saying when or where: "On the day, the same ticket costs €23 at the gate")
_SAME_THING = scan.pattern(r"(?:[^,.;]{0,40},\s*)?\s*the\s+same\s+(?!(?:company|firm|group|team|business|organi[sz]ation|person|man|woman|"
                           r"author|architects?|artist|player|coach|owner|family|people)\b)([a-z]+)\b(?!\s+as\b)",
                           re.IGNORECASE)

#: the thing said again inside a sentence: "The conventional ferry on the same route takes around 5 hours"
_SAME_INSIDE = scan.pattern(r"(?<=\w\s)(?:on|for|over|along|at|in|with)\s+the\s+same\s+([a-z]{3,})\b(?!\s+as\b)")

#: the same place as the one a passage opens with: "in the same building", "on the same site"
_SAME_PLACE = scan.pattern(r"\b(?:on|at|in|within)\s+the\s+same\s+(?:building|site|venue|property|block|complex|location|"
                           r"premises|campus|development|address)\b", re.IGNORECASE)

_ROUTE_NOUNS = frozenset(("route", "journey", "crossing", "line", "trip", "flight", "sailing", "service"))

#: a route between two named places: "from Piraeus to Mykonos"
_ROUTE = scan.pattern(r"\b(?:from|between)\s+(?:[A-Z][\w'’-]*\s+)+(?:to|and)\s+(?:[A-Z][\w'’-]*\s*)+")

#: the noun a number counts: "48 homes", "120 credits"
_COUNTED_NOUN = scan.pattern(r"(?<![\w.,])\d[\d,]*(?:\.\d+)?\s+(?:[a-z]+-[a-z]+\s+)?([a-z]{3,})\b(?!-)")

#: the words a number counts, a name or two before the noun too: "180 GP appointments", "12 Blue Badge spaces"
_COUNTED_PHRASE = scan.pattern(r"(?<![\w.,])\d[\d,]*(?:\.\d+)?\s+((?:[A-Z][\w-]*\s+){1,2}[a-z]{3,})\b")

#: a share of what the last clause counted: "Of these, 38 withdrew"
_OF_THESE = scan.pattern(r"\s*of\s+(?:these|those|them|this|which)\b", re.IGNORECASE)

#: what a measured amount is of: "41,300 tonnes of household waste" (for "Of this, 18,750 tonnes was recycled")
_MEASURED_OF = scan.pattern(r"(?<![\w.,])\d[\d,]*(?:\.\d+)?\s+[a-z]{2,}\s+of\s+((?:[a-z]{3,}\s+)?[a-z]{3,})\b")

#: a piece opening the parts of what the last one counted: "of which 9 are manual", "of whom 12 were volunteers"
_PARTS_OPENING = scan.pattern(r"\s*,?\s*of\s+(?:which|whom|these|those)\s+\d", re.IGNORECASE)

#: a piece opening with a part of what the last one counted: "and 47 of them", ", 12 of which"
#: a listing's opening naming the whole its later pieces are parts of: "of our 140 members, 54 are adults and ..."
_WHOLE_OPENING = scan.pattern(r"\W*(?:of|out\s+of)\s+(?:our|the|its|their|all|these|those)\s+\d[\d,]*\s+(?:[a-z-]+\s+)?"
                              r"[a-z]{3,}\W*", re.IGNORECASE)
_PART_OPENING = scan.pattern(r"\s*(?:and\s+|but\s+|while\s+)?\d[\d,]*\s+of\s+(?:them|these|those|whom|which)\b",
                             re.IGNORECASE)

#: a clause about each of what the last one named: "Guided gorge walks run daily ... Each group is limited to 12
#: participants"
_EACH_OPENING = scan.pattern(r"\s*(?:each|every)\s+[a-z]+\s+(?=(?:is|are|has|must|can|will|may|lasts?|takes?)\b)",
                             re.IGNORECASE)

def _on_one_line(evidence: str, earlier: str, later: str) -> bool:
    """Whether two sentences of the evidence are on one line of it."""
    # (the sentences are read with their dashes made plain: "Tom Okafor – Senior groomer." is found as "Tom Okafor - ...")
    evidence, earlier, later = (text.translate(_DASHES) for text in (evidence, earlier, later))
    start = evidence.find(earlier[:30])
    end = evidence.find(later[:30], start + 1) if start >= 0 else -1
    return end > start and "\n" not in evidence[start:end]


#: a sentence opening with a bare length and no verb: "Two and a half hours, including ...", "90 minutes in our Party Barn",
#: "12 years' experience, ..."
_LENGTH_FRAGMENT = scan.pattern(
    r"\s*(?:(?:about|around|approximately|roughly|up\s+to)\s+)?(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|"
    r"eight|nine|ten|eleven|twelve|half\s+an?)(?:\s+and\s+a\s+half)?[\s-]+(?:minutes?|mins?|hours?|hrs?|days?|nights?|"
    r"weeks?|months?|years?)\b(?:['’]\s+[a-z]+)?(?=\s*[,.(]|\s+(?:in|with|including|of|on|at|plus)\b)", re.IGNORECASE)

#: the reader told what they can do with what the last clause was about: "you can stay for up to 15 minutes"
_READER_GOES_ON = scan.pattern(r"\s*(?:and\s+)?you\s+(?:can|may|must|will|need\s+to|have\s+to)\s+[a-z]+", re.IGNORECASE)

#: a bare noun of what is done with the last clause's subject, before its verb: "booking closes on 7 February",
#: "registration opens", "payment is due" (a bare noun of another thing is its own subject: "children are free")
_ACTION_GOES_ON = scan.pattern(r"\s*(?:and\s+)?(?:[a-z]+(?:ing|ion|ment)|entry|delivery|check-in|check-out)\s+"
                               r"(?:closes|opens|ends|starts|begins|costs|is|runs|takes|lasts|applies|must|will|should)\b",
                               re.IGNORECASE)

#: a piece describing what the one before it ends with: "a food-sharing app made by ..."
_APPOSITIVE = scan.pattern(r"\s*(?:a|an)\s+(?:[a-z][\w'’-]*\s+){0,3}?[a-z][\w'’-]*\s+(?:built|made|created|designed|developed|"
                           r"written|run|founded|led|owned|directed|produced|hosted|played|composed|painted|published|"
                           r"invented|started|launched|organised|organized|managed|coached|taught|presented)\s+by\b")
#: a piece ending with a name (before its full stop or comma)
_ENDS_IN_NAME = scan.pattern(r"\b[A-Z][\w'’-]*\W*$")

#: a clause going on about what the last one was about: "It was completed in May 1937", "After delays,
#: they reopened ..."
#: (or "this" standing for it before a verb: "On completion of your probationary period, this will increase to €44,500")
_PRONOUN_OPENING = scan.pattern(r"\s*(?:[^,.;]{0,60},\s*)?(?:it|its|they|their|he|his|she|her"
                                r"|this(?=\s+(?:will|would|is|was|rises|increases|goes|falls|drops|becomes|changes)\b)"
                                # ("these run on Wednesdays": the trial stays the clause before recommends)
                                r"|these(?=\s+(?:run|are|take|last|cost|start|begin|open|close|can|must|will|include|need)\b))\b"
                                r"|" + _EACH_OPENING.pattern + r"|" + _OF_THESE.pattern + r"|" + _SAME_THING.pattern
                                + r"|" + _MEASURE_NOUN, re.IGNORECASE)

#: a subject naming a plural (what "their" may go back to): "Customers on the Classic Fix tariff"
_PLURAL_HEAD = scan.pattern(r"^\W*(?:\w+\s+){0,3}?[a-z]+[^su\W]s\b", re.IGNORECASE)


#: a verb right after a pronoun, which is its subject: " is collected", " costs", " will"
_VERB_NEXT = scan.pattern(r"['’](?:s|ll|d)\b|\s+(?:is|was|are|were|will|would|has|had|can|could|may|might|must|should|does|"
                          r"did|[a-z]{2,}(?<!s)s)\b")


def _refers_back(sentence: str, names: frozenset[str] = frozenset()) -> bool:
    """Whether a sentence speaks of what the last one was about by a pronoun: "Regulators approved it on 2 December
    2020"; not by a possessive its own subject owns ("Customers on the Classic Fix tariff will receive their renewal
    letters"), nor by an "it" after a name of its own that is no subject of a verb, which is that name's ("while only 18%
    of teams have ever escaped Asylum Ward 9 - we recommend it for groups who ...", not "in Zone B it is collected")."""
    pronoun = _PRONOUN.search(sentence)
    if not pronoun:
        return False
    if pronoun.group(0).lower() == "it" and pronoun.start() > 0 and names and not _VERB_NEXT.match(sentence, pronoun.end()) \
            and _name_runs(sentence[:pronoun.start()], names):
        return False
    own_subject = _subject_phrase(sentence)
    return not (pronoun.group(0).lower() == "their" and _PLURAL_HEAD.search(own_subject) is not None
                and not _PRONOUN.search(own_subject) and pronoun.start() >= sentence.find(own_subject) + len(own_subject))


_PERSONAL = scan.pattern(r"\b(?:he|his|she|her)\s*$", re.IGNORECASE)

_SUBJECT_PRONOUN = scan.pattern(r"\b(?:he|she)\s*$", re.IGNORECASE)

#: an organisation named again by what it is: "Norvale Systems reported ... The company raised its guidance"
#: (not "The team's oldest member is ...", which names no one before it)
_ORGANISATION_OPENING = scan.pattern(
    r"\s*the\s+(?:company|firm|group|business|bank|lender|insurer|airline|carrier|retailer|manufacturer|carmaker|brand|"
    r"startup|start-up|club|charity|council|authority|agency|ministry|university|college|hospital|museum|gallery|"
    r"publisher|studio|operator|developer|utility|chain|vessel|ship)\b", re.IGNORECASE)

_MEASURE_OPENING = scan.pattern(_MEASURE_NOUN, re.IGNORECASE)

#: a pronoun elsewhere in a clause: "Regulators approved it on 2 December 2020"
_PRONOUN = scan.pattern(r"\b(?:it|its|they|them|their)\b", re.IGNORECASE)


def _subject_of_both(grammatical_subject: frozenset[str], clause: _Clause) -> frozenset[str]:
    """The words of the claim's subject that are the clause's subject too: an event's clause is found
    by its verb, but where sentences tell events of different things, by what did it ("The town
    received its charter in 1712. The railway arrived in 1868": the railway's year is 1868)."""
    return frozenset(f for f in grammatical_subject if f[2:] in _words(_subject_phrase(clause.text)))


def _opening_name(sentence: str, names: frozenset[str]) -> str:
    """The name a sentence opens with, where no verb tells its subject ("Lake Varn covers 48 square
    kilometres"): what a later "it" or "its" goes on about."""
    spans = _name_spans(sentence, names)
    # (with the name "of" joins to it: "Our Christmas Markets of the Rhine coach trip runs from ...")
    end = next((spans[index][1] for index in range(len(spans) - 1, 0, -1) if all(
        _joins_names(sentence, spans[i - 1][1], spans[i][0]) for i in range(1, index + 1))), spans[0][1]) if spans else 0
    # (after its article too: "The Egyptian Treasures exhibition opens at ... It runs until 31 August 2025")
    return sentence[:end] if spans and re.fullmatch(r"(?:the|a|an|our)?", sentence[:spans[0][0]].strip(
        " \t\n-*•").lower()) else ""


#: a piece opening with its exception, the value it gives of it after a comma or in brackets: "except managers, whose
#: probation lasts six months", "except zip replacements on coats (7 working days)"
_EXCEPTION_OPENING = scan.pattern(r"\s*(?:(?:and|but)\s+)?(?:except|excluding)(?:\s+for)?\s+[\w-]+(?:\s+[\w-]+){0,3}\s*"
                                  r"(?:,|(?=\(\s*[£$€¥]?\d))", re.IGNORECASE)

_QUALIFIED_AFTER = scan.pattern(r"\b([A-Za-z]+)\s+(?:excluded|not\s+included)\b", re.IGNORECASE)

#: a thing that is not done, told by "no" before it: "no extra bags accepted" (-> "extra bags not accepted")
_NONE_DONE = scan.pattern(r"\bno\s+((?:[a-z]+\s+){1,3}?)([a-z]{3,}ed|given|taken)\b", re.IGNORECASE)
_NONE_DONE_ADDED = scan.pattern(r",?\s+and\s+no\s+(?:[a-z]+\s+){1,3}?(?:[a-z]{3,}ed|given|taken)\b", re.IGNORECASE)

#: month names a lead keeps after the days of its dates are taken out: "C1 advanced:  January, "
_LEFT_MONTHS = scan.pattern(r"(?:[\s,]*\b(?:" + _MONTH_NAMES_RE + r")\b)+[\s,]*$")

#: a "not" written into its verb: "isn't", "aren't", "wasn't" ("can't" and "won't" keep a stub that is no word); and
#: "cannot", one word, as "can't" is (not where it bounds how much, which "can ... no more than" says as well: "cannot
#: make up more than 30% of your cover")
_CONTRACTED_NOT = scan.pattern(r"n['’]t\b|(?<=\bcan)not\b(?!\s+(?:[a-z]+\s+){0,3}?(?:more|less|fewer|longer|later|earlier|"
                               r"over|under|exceed)\b)", re.IGNORECASE)

#: not making a thing the verb of its noun says: "not made a claim", "not made any claims", "not make a booking"
_NOT_MADE_A = scan.pattern(r"\bnot\s+(?:made|make|making)\s+(?:a|an|any)\s+(claim|booking|complaint|payment|purchase|change)s?\b",
                           re.IGNORECASE)

#: not having a thing: "does not have", "has no" ("has no more than" is a limit), "for lack of"
_LACKING = scan.pattern(r"\b(?:(?:does|do|did)\s+not|doesn['’]t|don['’]t|didn['’]t)\s+have\b"
                        r"|\b(?:has|have|had|having)\s+no\b(?!\s+(?:more|longer|later|less|fewer)\b)"
                        r"|\b(?:for|through|from)\s+(?:a\s+)?(?:lack|want)\s+of\b"
                        # (and what a thing is not subject to it is without: "a registration fee of £82 per LPA, which ... is
                        # not subject to VAT" is the fee "(no VAT)")
                        r"|\b(?:is\s+|are\s+)?not\s+subject\s+to\b", re.IGNORECASE)

#: a case said by "there is no", after an "if" (not a plain statement's: "and there is no minimum for the basic
#: account"): "if there is no police report", "If you lose a scooter and there is no police report"
_CASE_THERE_IS_NO = scan.pattern(r"\bthere\s+(?:is|are|was|were)\s+no\b(?!\s+(?:more|longer|later|less|fewer)\b)",
                                 re.IGNORECASE)


def _without_in_case(piece: str) -> str:
    """``piece`` with each "there is no" of a case said as "without" ("if ... and there is no police report")."""
    # (not after "even if", which grants a case rather than naming one: "replaced even if there is no visible damage")
    return _CASE_THERE_IS_NO.sub(lambda m: "without" if re.search(r"(?<!\beven\s)\bif\b", piece[:m.start()], re.IGNORECASE)
                                 else m.group(0), piece)

#: a thing a clause has none of: "with no blood tests", "55 minutes, no interval" ("with no more than" is a limit, and
#: ", no business rates are charged" says what is not done)
_WITH_NO = scan.pattern(r"(?:\bwith\s+no\b|,\s*no\b(?=(?:\s+[a-z]+){1,2}\s*(?:[.,;)]|$)))(?!\s+(?:more|less|fewer|later|longer)\b)",
                        re.IGNORECASE)

#: a thing an offer comes with none of, in brackets after its value: "$279 (no blockout dates, free parking)" (not a
#: bracket naming the case: "Lost scooter (no police report): €600")
_BRACKETED_NONE = scan.pattern(r"(?<=\d)([^()\n]{0,20}?)\s*\(\s*no\b(?=(?:\s+[\w-]+){1,2}\s*[,;)])", re.IGNORECASE)

#: a case a line's key names by what it has none of, in brackets before the colon: "Courtesy hold (no deposit): 7 days",
#: "Lost scooter (no police report): €600"
_CASE_BRACKET_NONE = scan.pattern(r"\s*\(\s*no\s+([\w-]+(?:\s+[\w-]+)?)\s*\)(?=\s*:)", re.IGNORECASE)

#: a thing had for nothing, said as what it is without: "free of charge", "at no extra cost" (a cost is a charge: "at no
#: cost" says what "free of charge" does)
_FREE_OF = scan.pattern(r"\b(?:free\s+of|at\s+no(?:\s+extra|\s+additional)?)\s+(charge|cost)\b", re.IGNORECASE)

#: a time or a case when a thing is not there: "when there is no match", "if there's no", "provided there is no"
_WHEN_THERE_IS_NO = scan.pattern(r"\b(?<!\beven\s)(?:when|where|if|unless|provided|as\s+long\s+as|so\s+long\s+as)\s+there\s*"
                                 r"(?:is|are|['’]s)\s+no\s+", re.IGNORECASE)

#: a time before a payment falls due, said as what the time is without: "a free trial of 4 weeks before subs become
#: payable" is "without subs"
#: (or before the charges for it begin: "allows 10 minutes free before charges begin" is without charge)
_BEFORE_DUE = scan.pattern(r"\bbefore\s+(?:the\s+|any\s+|your\s+)?([a-z]+)\s+(?:is|are|becomes?|falls?)\s+"
                           r"(?:payable|due|charged)\b|(?<=\bfree\s)before\s+(?:any\s+)?(charge|fee)s?\s+(?:begin|start|apply|"
                           r"kick\s+in)\b", re.IGNORECASE)


def _without_due(match: re.Match[str]) -> str:
    return f"without {match.group(1) or match.group(2)}"


#: the qualifiers saying what a thing is without
_LEAVING_OUT = scan.pattern(r"(?:without|exclud\w*|excl|except|apart\s+from(?=\s+(?:during|on|in|at|over|when)\b)"
                            r"|other\s+than(?=\s+(?:during|on|in|at|over|when)\b)|outside|no)\b", re.IGNORECASE)

#: the words a qualified noun phrase goes on with: "without a GP | referral letter"
#: (a word taking an object after it is the clause's verb: "outside the warranty period carry a call-out fee")
#: the words of a thing after "half the": "half the sports hall at peak times" -> "sports hall"
_HALF_REST = scan.pattern(r"(?:\s+(?!(?:at|in|on|for|of|to|from|with|by|and|or|is|are|was|costs?|will|can)\b)[A-Za-z-]+){1,2}",
                          re.IGNORECASE)

_PHRASE_REST = scan.pattern(r"(?:[ -]+(?!(?:from|of|for|to|in|on|at|by|with|and|or|but|yet|though|although|is|are|was|were|"
                            r"will|can|may|must|if|when|than|costs?|applies|apply|pays?)\b)[A-Za-z]+\b"
                            r"(?!\s+(?:a|an|the|your|our|their|its|this|these|those|\d|[£$€¥]))){0,2}", re.IGNORECASE)

#: a qualifier saying its case is not eligible or entitled, and the word saying so: "not eligible for"
_NOT_ENTITLED = scan.pattern(r"(?<=not\s)(?:eligible|entitled)(?=\s)", re.IGNORECASE)


_NOT_INCLUDING = scan.pattern(r"\bnot\s+including\s+(?:the\s+|a\s+|an\s+|any\s+)?([\w'’-]+)", re.IGNORECASE)


def _qualified_phrases(text: str, matches: list[re.Match[str]]) -> list[str]:
    """The words each qualifier of ``text`` qualifies: the word after it, and for what a thing is without its whole
    phrase ("without a GP referral letter" is without the letter as much as "without a referral letter from a GP" is;
    "Outside your monthly allowance" leaves out the allowance)."""
    # (what is avoided is the phrase's last word, the thing itself: "to avoid a late-cancellation fee" avoids the fee,
    # not lateness)
    words = [_last_word(m.group(1) + (rest.group(0) if (rest := _PHRASE_REST.match(text, m.end())) else ""))
             if m.group(0)[:5].lower() == "avoid" else m.group(1) for m in matches]
    # (and one not eligible or entitled is that as much as without what it names: "learners not eligible for free
    # tuition" are not the "eligible learners")
    words += [found.group(0) for m in matches if (found := _NOT_ENTITLED.search(m.group(0)))]
    # (and half of a thing its whole phrase: "half the sports hall" is the "Half hall")
    for m in matches:
        rest = _PHRASE_REST.match(text, m.end()) if _LEAVING_OUT.match(m.group(0)) else _HALF_REST.match(text, m.end()) \
            if m.group(0)[:4].lower() == "half" and m.group(1).lower() in ("the", "a", "an", "your", "our") else None
        words += rest.group(0).split() if rest else []
    return words


def _qualified_as(qualified: frozenset[str], clause: _Clause) -> bool:
    """Whether the clause qualifies its thing as the claim does (``qualified``): all of it, or a word of a phrase
    both qualify ("without a W grade" / "without a 'W' appearing on their transcript")."""
    return bool(qualified) and (qualified <= clause.qualified or bool(qualified & clause.qualified))


#: a charge made where a rule is not kept: ", otherwise the full fee is charged", "otherwise a charge applies",
#: "otherwise the lesson is charged in full", ", or the full fee will be charged"
_OTHERWISE_CHARGED_THEM = scan.pattern(r",?\s*(?:otherwise|or)\s+(?:they|you|we)(?:['’]ll|\s+will)?\s+(?:be\s+)?charged\s+"
                                       r"(?:the\s+|a\s+|an\s+)?(?:full\s+|late\s+)?(?:[a-z]+\s+){0,2}?(fee|charge|price|cost)\b",
                                       re.IGNORECASE)

_OTHERWISE_CHARGED = scan.pattern(r",?\s*(?:otherwise|or)\s+(?:the\s+|a\s+|an\s+|your\s+)?(?:full\s+|late\s+)?(?:[a-z]+\s+){0,2}?"
                                  r"(fee|charge|price|cost|deposit|lesson|session|class|appointment|booking)\s+"
                                  r"(?:is\s+charged|will\s+be\s+charged|applies|is\s+payable)(?:\s+in\s+full)?", re.IGNORECASE)


#: a group's reduced rate opening a sentence: "Members pay a reduced rate of £50", "Students get a discounted price"
_REDUCED_RATE = scan.pattern(r"\W*(?:[A-Za-z][\w'’-]*\s+){1,3}?(?:pay|get|receive|are\s+charged)\s+(?:(?:a|the|just|only)\s+)?"
                             r"(?:reduced|discounted|lower|special|concession(?:ary)?)\s+(?:rate|price|fee|charge)\b")

#: things set aside after a comma: ", quiz nights aside"
_ASIDE = scan.pattern(r"(?<=,\s)((?:[a-z][\w'’-]*\s+){1,3})aside\b")

#: what a thing is except where it belongs to another: "unless they are part of the graduation range", "unless it's in the
#: sale"
_UNLESS_PART_OF = scan.pattern(r"\bunless\s+(?:it|they)\s*(?:is|are|['’]s|['’]re)\s+(?:part\s+of|in|from)\s+(?:the\s+|a\s+|an\s+|our\s+)?"
                               r"((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)", re.IGNORECASE)

#: an exception a relative clause goes on to give a value of: "except the Level 2 Food Hygiene certificate, which costs £15",
#: "except phones, wallets and keys, which we hold for 60 days"
_EXCEPTED_WITH_VALUE = scan.pattern(r"\b(?:except|apart\s+from|other\s+than)(?:\s+for)?\s+"
                                    r"([^,;:.()]{1,60}(?:,\s+[^,;:.()]{1,40}){0,4}(?:\s*\([^()]{1,30}\))?),\s+(?:which|who)\b"
                                    r"(?=[^.;]*?(?:[£$€¥]\d|\d))", re.IGNORECASE)

#: one who does not turn up: "No-shows", "a no-show"
_NO_SHOW = scan.pattern(r"\bno[-\s]shows?\b", re.IGNORECASE)

#: a clause doing what the one before it did, in other words: "has offered the same", "the same applies to"
_THE_SAME = scan.pattern(r"\b(?:(?:offers?|offered|does|did|do|provides?|provided|has|have|had|gets?|got)\s+the\s+same\b"
                         r"(?!\s+[a-z]+\s+(?:as|for)\b)|\bthe\s+same\s+(?:applies|goes)\b)", re.IGNORECASE)

#: a holiday a thing is after: "After Easter", "after Christmas"
_AFTER_HOLIDAY = scan.pattern(r"\b(?i:after)\s+(Easter|Christmas|Whitsun|(?i:half[-\s]term))\b")


#: a failure to do a thing, which is not doing it: "failure to submit", "failing to attend"
_FAILURE_TO = scan.pattern(r"\b(?:failure|failing|fails?|failed)\s+to\b", re.IGNORECASE)


@lru_cache(maxsize=65536)
def _qualifiers(piece: str, lead: str) -> frozenset[str]:
    """Words qualified as another subject ("non-members") in a piece, or in the lead it inherits when
    the piece does not name that word itself: "hosted the cup semi-final in 1998 and the final in
    2004" — the second piece's "final" is its own, not the lead's "semi-final"."""
    # (not having a thing is being without it: "a car that does not have a valid MOT certificate")
    piece = _without_in_case(_LACKING.sub("without", piece))
    # (what is set aside after a comma is excepted: "on Wednesdays, quiz nights aside" is "except quiz nights")
    piece = _ASIDE.sub(r"except \1", piece)
    # (and so is what the thing is not "unless" it is part of: "20% cheaper, unless they are part of the graduation range"
    # says what "(graduation ranges excluded)" does)
    piece = _UNLESS_PART_OF.sub(r"except \1", piece)
    # (but what an exception goes on to give a value of is that value's subject, no thing left out: "free ..., except the
    # Level 2 Food Hygiene certificate, which costs £15")
    piece = _EXCEPTED_WITH_VALUE.sub(r"\1, which", piece)
    # (and a no-show is one who does not show: "No-shows lose their deposit" for "If you don't show up")
    piece, lead = _NO_SHOW.sub("those not showing", piece), _NO_SHOW.sub("those not showing", lead)
    # (and so is having it "with no": "offers GP and nurse appointments only, with no blood tests"; not a fact added after
    # the piece's value: "the spring term has 10 lessons, with no lessons during half-term week")
    added_none = re.search(r",\s*with\s+no\b", piece)
    piece = piece[:added_none.start()] if added_none and re.search(r"\d", piece[:added_none.start()]) else piece
    piece = _WITH_NO.sub(" without", piece)
    # (and so is a time "when there is no" such thing: "on Tuesday and Friday evenings when there is no match" are those
    # "without a match")
    piece = _WHEN_THERE_IS_NO.sub("without ", piece)
    piece = _BRACKETED_NONE.sub(r"\1 without", piece)
    # (and a line's key naming its case by what it has none of: "Courtesy hold on a date (no deposit): 7 days")
    piece = _CASE_BRACKET_NONE.sub(r" without \1", piece)
    # (a contracted "not" is one: "if the bike isn't collected" is what "Bikes not collected" says)
    piece, lead = _CONTRACTED_NOT.sub(" not", piece), _CONTRACTED_NOT.sub(" not", lead)
    # (and not making a claim is not claiming: "as long as you haven't made a claim" is "Provided you haven't claimed")
    piece, lead = _NOT_MADE_A.sub(r"not \1", piece), _NOT_MADE_A.sub(r"not \1", lead)
    # (and so is a failure to do it: "failure to submit a match result ... - £10" is the fine for not submitting one)
    piece, lead = _FAILURE_TO.sub("not", piece), _FAILURE_TO.sub("not", lead)
    # (and what is "not" done in the passive is what is not done: "complaints that cannot be resolved" are those "we cannot
    # resolve")
    piece, lead = _NOT_PASSIVE.sub("not ", piece), _NOT_PASSIVE.sub("not ", lead)
    # (and "free of charge" is "without charge": "we need 48 hours' notice to cancel without charge")
    piece, lead = _FREE_OF.sub("without charge", piece), _FREE_OF.sub("without charge", lead)
    piece, lead = _BEFORE_DUE.sub(_without_due, piece), _BEFORE_DUE.sub(_without_due, lead)
    # (and what is "after" a season's holiday is "post-" it: "After Easter, the junior course moves outdoors" is the
    # "post-Easter junior coaching")
    piece, lead = _AFTER_HOLIDAY.sub(r"post-\1", piece), _AFTER_HOLIDAY.sub(r"post-\1", lead)
    # (and so is a rule that charges "otherwise": "must be cancelled 24 hours in advance, otherwise the full fee is charged")
    # (what is charged, where it is money, is what is avoided: "to avoid paying the full fee")
    # (said of whom it charges too: ", or they will be charged the full court fee")
    for charged in (_OTHERWISE_CHARGED, _OTHERWISE_CHARGED_THEM):
        piece = charged.sub(lambda m: " without charge" + (f" {m.group(1).lower()}" if m.group(1).lower() in (
            "fee", "price", "cost", "deposit") else ""), piece)
    # (not one added after the piece's value, another fact of the same case: "4 weeks' notice is enough and no replacement
    # is needed" qualifies no notice)
    added = _NONE_DONE_ADDED.search(piece)
    piece = piece[:added.start()] if added and re.search(r"\d", piece[:added.start()]) else piece
    piece = _NONE_DONE.sub(r"\1not \2", piece)
    # a piece opening with its exception is about what it excepts: "..., except managers, whose
    # probation lasts six months" states the managers' probation
    opening = _EXCEPTION_OPENING.match(piece)
    read = piece[opening.end():] if opening else piece
    matches = list(_QUALIFIED.finditer(read))
    # (what a thing is without is its whole phrase: "without a GP referral letter" is without the letter as much as
    # "without a referral letter from a GP" is)
    # (a qualifier may follow what it leaves out: "€79 per month, VAT excluded")
    own = tx.content_words(" ".join(_qualified_phrases(read, matches) + _QUALIFIED_AFTER.findall(piece)
                                    # (what is "not including" is left out as by "excluding": "(not including alcohol)")
                                    + _NOT_INCLUDING.findall(read)))
    # (a verb the piece also says plainly is no other subject: "Kettle & Bean charges $3.85 ... and does not
    # charge extra"; a prefixed word is, whatever else the piece says: "Non-birthing parents ... after the birth")
    negated = tx.content_words(" ".join(m.group(1) for m in matches if m.group(0)[:3].lower() == "not"))
    said_plainly = {w.rstrip("e") for w in tx.content_words(_QUALIFIED.sub(" ", piece))}  # ("charges"/"charge")
    own -= {w for w in own & negated if w.rstrip("e") in said_plainly}
    # (nor is a deputy's role where the piece names the role itself too: "The Chair of the committee is Cllr Sarah
    # Whitfield and the Vice-Chair is Cllr Tom Okafor" is about the chair; nor a half of what it names whole too: "the
    # spring term runs from 6th January to 28th March, with a half-term break" is about the term)
    deputy = tx.content_words(" ".join(m.group(1) for m in matches
                                       if m.group(0)[:4].lower() in ("vice", "semi", "depu", "assi", "half")))
    own -= {w for w in own & deputy if w in said_plainly}
    inherited = tx.content_words(" ".join(_qualified_phrases(lead, list(_QUALIFIED.finditer(lead))))) \
        - tx.content_words(piece) if lead else set()
    # (read as the subject's words are: "Did not finish" qualifies what "finished" says, "complet"; and who a thing is
    # for qualifies it as the thing itself: "sessions for pre-schoolers" are pre-school sessions)
    read_as = {_SAME_EVENT.get(w, w) for w in own | inherited}
    return frozenset(read_as | {w[:-2] for w in read_as if w.endswith("er") and len(w) >= 7})


#: a line's key of names with a bracket after them: "• Gold Member (£45): "
_BRACKETED_NAME_KEY = scan.pattern(r"\W*(?:[A-Z][\w'’&.-]*\s+){0,3}[A-Z][\w'’&.-]*\s*\([^()\n]{1,30}\)\s*:\s*")


def _bracketed_name_key(sentence: str) -> str:
    """The key of names a line opens with before a bracket and a colon ("Gold Member (£45): everything in Silver ...");
    "" for none (a key whose bracket holds values keys the line's clauses by no value of it: ``_LINE_KEY``)."""
    key = _BRACKETED_NAME_KEY.match(sentence)
    return key.group(0) if key else ""


def _key_names(key: str, names: frozenset[str]) -> frozenset[str]:
    """The names a line's ``key`` gives, where it is all names ("Lady Marion:"); else none."""
    if not _NAME_KEY.fullmatch(key):
        return frozenset()
    # (its first word too, which opening the line is no name elsewhere: "Gold Member (£45):" is Gold's)
    bare = _BRACKETED.sub(" ", key)
    return frozenset(f[5:] for f in _features(key, names) if f.startswith("name:")) | frozenset(
        word for word in re.findall(r"[A-Z][\w'’&-]+", bare) if word.lower() not in tx.STOPWORDS)


def clauses(evidence: str) -> list[str]:
    """The clauses specifics are bound in (for tests and explanations)."""
    return [c.text for c in _clauses(evidence)]


#: a word that may well be a verb or a plural (what a noun phrase rarely ends in): "gets", "lasted"
_VERB_LIKE = scan.pattern(r"(?:[^s]s|ed|ing)$")

_PLURAL = scan.pattern(r"[^su]s$", re.IGNORECASE)

_COMPARATIVES = frozenset(("lower higher larger smaller bigger longer shorter older younger newer cheaper dearer faster "
                           "slower greater wider narrower deeper heavier lighter earlier later further farther").split())

_VALUE_SOON = scan.pattern(r"\s+(?:(?:up\s+to|only|just|about|around|approximately|roughly|from|at\s+least)\s+)?[£$€¥\d]")

_VALUE_NEXT = scan.pattern(r"\s+(?:up\s+to\s+|only\s+|just\s+)?[£$€¥\d]")

#: how exact a value is: "lasts around 10 hours" pairs no "lasts around" that "manages around" contrasts
_APPROXIMATE = frozenset(["around", "approximately", "roughly", "nearly", "almost", "circa", "approx", "least"])


#: a word, or a kind of a thing named with a unit of time, one word: "next-day delivery", "off-peak" ("3-day", "two-week"
#: are lengths, which are no words)
_PAIRED_SPAN = scan.pattern(r"[^\W\d_]+-(?:day|week|month|year|hour|night|peak)s?\b|[^\W_]+")


#: a modal verb, after which the next word is a verb: "can carry", "must wear" (in small letters: "the May exam period")
_AFTER_MODAL = scan.pattern(r"\b(?:can|could|will|would|may|might|must|should|shall)\s+$")


@lru_cache(maxsize=65536)
def _modifier_pairs(text: str, nouns_only: bool = False) -> frozenset[tuple[str, str]]:
    """(first, second) stems of each two subject words standing next to each other, with only a space
    or a hyphen between: "the savings account pays" -> (saving, account), (account, pay). Numbers,
    number words and a specific's words ("three months") are no subject words. ``nouns_only``: only
    pairs that read as a noun phrase ("savings account", "notice period"; not "city gets")."""
    out = set()
    previous: re.Match[str] | None = None
    subject_verb = False  # (previous is the verb of a plural before it: "versions need servicing" pairs no "need servicing")
    text = _GROUP_POSSESSIVE.sub(r"\1", text)  # "the women's race" is the women race, as "the junior race" is
    text = _PLURAL_POSSESSIVE.sub(r"\1 ", text)  # (and "the beginners' rink" the beginners rink)
    for match in _PAIRED_SPAN.finditer(text):
        word = match.group(0).lower()
        stem = word if "-" in word else _stem(_OTHER_FORM.get(word, word))
        if (word in tx.STOPWORDS or word[0].isdigit() or word.split("-")[0] in tx._NUMBER_WORDS or stem in _SPECIFIC_WORDS
                or word in _APPROXIMATE
                # (nor is "aged": the ages say who is meant, not "adults" or "participants" before it; nor "every",
                # which says how often: "servicing every 24 months")
                or word in ("aged", "every") or word in _POLITE
                # (nor a word saying how many, no kind of thing: "several attempts were lost" are the attempts)
                or word in _HOW_MANY
                # (nor a word joining clauses: "whereas translations of academic transcripts" are no kind of translation)
                or word in _CONJUNCTIONS
                # (nor "plus" in lower case, which adds one thing to another: "12 passes plus lounge access")
                or match.group(0) == "plus"
                # (nor is a unit written after a number: "a 3,200 mAh pack" is the "4,500 mAh battery")
                or _UNIT_PLACE.search(text, 0, match.start()) and (len(word) <= 3 or not match.group(0).islower())):
            previous, subject_verb = None, False
            continue
        adjacent = previous is not None and text[previous.end():match.start()].strip(" -") == ""
        # (a preposition heads no noun phrase, though it may modify one: "an e-scooter outside a bay" pairs no
        # "scooter outside"; "outside seating" is seating)
        # (nor does an adverb, which says how a thing is done, no kind of it: "pay annually" / "billed annually")
        adverb = word.endswith("ly") and (_OTHER_FORM.get(word, "") + "ly" == word or word[:-2] in _OTHER_FORM
                                          or bool(_ADVERB.search(word)))
        # (nor does a word giving an example: "soft cheeses like Brie de Meaux" is no kind of Brie)
        # (nor does a verb after a modal, whose object it takes: "can carry timber lengths" is no kind of lengths)
        if previous is not None and adjacent and not subject_verb and word not in _PREPOSITION_WORDS and not adverb \
                and word not in _HOW_OR_WHERE_DONE \
                and not _AFTER_MODAL.search(text, 0, previous.start()) \
                and previous.group(0).lower() not in _EXAMPLE_WORDS and not (
                nouns_only and (_VERB_LIKE.search(word) and not _NOUN_BEFORE.match(text, match.end())
                                # (after an article, closing its clause, it is a noun: "takes the ballet classes.")
                                and not (_ARTICLE_END.search(text, 0, previous.start())
                                         and _CLAUSE_END.match(text, match.end()))
                                # (past a modal's verb a word in -s is its object: "can begin private lessons")
                                and not _MODAL_VERB_BEFORE.search(text, 0, previous.start())
                                # (and the modal's verb modifies nothing: "can begin private" is no kind of anything)
                                or _MODAL_BEFORE.search(text, 0, previous.start())
                                or word in _IRREGULAR_VERB_WORDS or word in _IRREGULAR_PAST_WORDS
                                or previous.group(0).lower().endswith(("ed", "ing"))
                                # a comparative is no noun a word modifies: "the resort lower in the valley"
                                or word in _COMPARATIVES
                                # a plural and the word taking a value after it are subject and verb:
                                # "students pay €9" (no "student pay")
                                or _PLURAL.search(previous.group(0)) and _VALUE_NEXT.match(text, match.end())
                                # or a verb of its own: "changes take effect", "fees apply", "doors open"
                                or _PLURAL.search(previous.group(0)) and word in _BASE_VERBS)) and not (
                # (a word in -s after "and", "which" or a pronoun is a verb, no modifier: "and adds coverage")
                previous.group(0).endswith("s") and _VERB_CONTEXT.search(text, 0, previous.start())) and not (
                # (nor is a name's verb taking a value: "a new release on FilmVault costs £4.99", "Mykonos takes about
                # 5 hours")
                previous.group(0)[:1].isupper() and _PLURAL.search(word) and _VALUE_SOON.match(text, match.end())):
            modifier = previous.group(0)
            # (an adjective of degree says what the thing is like, no kind of it: "The more affordable DSL range")
            # (nor is a verb in "-s" after its subject: "Our York studio holds consultations" pairs no "holds
            # consultations")
            if not _DEGREE_BEFORE.search(text, 0, previous.start()) and not (
                    previous.group(0).lower() in _VERBS_IN_S and _WORD_BEFORE.search(text, 0, previous.start())):
                out.add((modifier.lower() if "-" in modifier else _stem(_OTHER_FORM.get(modifier.lower(), modifier)),
                         stem))
        subject_verb = bool(adjacent and previous and word in _BASE_VERBS and _PLURAL.search(previous.group(0)))
        previous = match
    # (the first attempt is the first time, the second try the second time: one occasion, no kind of thing)
    return frozenset((a, _TRY_WORDS.get(b, b) if a in _ORDINAL_STEMS else b) for a, b in out if a and b and a != b)


#: words saying how or where a thing is done, after its verb, which head no kind of thing: "booked online" names no
#: other "online" than the claim's "freestyle ice online"
_HOW_OR_WHERE_DONE = frozenset(("online", "offline", "ahead", "overnight", "upstairs", "downstairs", "abroad", "outdoors",
                                "indoors", "onsite", "on-site", "remotely", "in-person"))

_ARTICLE_END = scan.pattern(r"\b(?:the|a|an|your|our|their|its)\s+$", re.IGNORECASE)
_CLAUSE_END = scan.pattern(r"\s*(?:[.!?;]|$)")

#: a modal verb before the word: "can" in "Children can begin"; and with the verb it takes: "can begin"
#: (in small letters: "the May exam period" is a month's)
_MODAL_BEFORE = scan.pattern(r"\b(?:can|could|may|might|must|will|would|should|shall)\s+$")
#: (and with an article after the verb: "can enter the doubles events")
_MODAL_VERB_BEFORE = scan.pattern(r"\b(?:can|could|may|might|must|will|would|should|shall)\s+[a-z]+\s+(?:(?:the|a|an|your|our)\s+)?$")

#: words introducing an example, which modify nothing after them: "cheeses like Brie", "fees including VAT"
_EXAMPLE_WORDS = frozenset(("like", "unlike", "including", "incl", "especially", "notably"))

#: words for one go at a thing, after an ordinal: "at the first attempt" is "first time"
_GO_WORDS = frozenset(("time", "times", "attempt", "attempts", "try", "go", "sitting"))
_TRY_WORDS = {_stem(w): _stem("time") for w in _GO_WORDS}
_ORDINAL_STEMS = frozenset(_stem(w) for w in tx.ORDINAL_WORDS)


#: the endings of adverbs, which head no noun phrase ("Invisalign Lite cases typically take"; not "rally", "family")
_ADVERB = scan.pattern(r"(?:ically|ually|ently|antly|ously|ively|fully|lessly|[^m]ably|ibly|ately|edly|ingly|ckly|wly|rtly"
                       r"|[^a]rly|ntly|stly|ghtly)$")

#: words asking politely, which modify no noun: "Please report a missed collection"
_POLITE = frozenset(("please", "kindly"))

#: what stands before a verb in -s, never before a plural noun: "and adds coverage", "which covers", "it includes"
_VERB_CONTEXT = scan.pattern(r"\b(?:and|also|which|that|it|he|she|then)\s+$", re.IGNORECASE)

#: what follows a plural noun, never a verb: a colon, a modal or a plural's verb ("Payroll queries:", "Pension queries
#: should go", "Varifocal glasses take up to 14 days")
#: (or "are", or the end of a lead: "Varifocal glasses are", "idle RDP sessions")
_NOUN_BEFORE = scan.pattern(r"\s*:|\s*$|\s+(?:should|must|can|could|would|may|might|shall|are|were|"
                            + "|".join(sorted(_BASE_VERBS)) + r")\b")

#: where a unit is written: after a number ("3,200 mAh", "50MP"), not after a code ("S6 Lite")
_UNIT_PLACE = scan.pattern(r"(?<![\w.,])\d[\d,.]*\s?$")


@lru_cache(maxsize=16384)
def _lead_word(text: str) -> str:
    """The stem of the first word a clause says its first value of, after its opening phrase ("adults" in "On all
    CityLink buses, adults pay €2.40"); "" where it states no value."""
    if not _first_value(text, 0):
        return ""
    lead = _lead(text, names_listed=False)
    opening = _OPENING_PHRASE_START.match(lead)
    words = tx.words(lead[opening.end():] if opening else lead)
    return next((_stem(w.lower()) for w in words if _stem(w.lower()) in tx.content_words(w)), "")


def _by_name(text: str, run: set[str]) -> bool:
    """Whether the text names the run after "by", as who does a thing: "run by the community charity Ashby Screen
    Trust"."""
    first = min((m for word in run for m in re.finditer(r"\b" + re.escape(word) + r"\b", text)),
                key=lambda m: m.start(), default=None)
    return first is not None and re.search(r"\bby\s+(?:the\s+)?(?:[a-z]+\s+){0,3}$", text[:first.start()]) is not None


def _gapped_middle(piece: str, first_piece: str) -> str:
    """What a piece of a listing (``first_piece``) says between its value and the preposition a later piece, saying only its
    value and that preposition's object, follows its value with ("of the cost of the Level 1 coaching course" for
    "50% for adult members" after "75% of the cost of the Level 1 coaching course for junior members"), else ""."""
    gap = _VALUE_THEN_WHOM.match(piece)
    value = _first_value(piece, 0)
    if not gap or not value or value.start() != gap.start(1):
        return ""
    first_value = _first_value(first_piece, 0)
    its_value = _VALUE_WRITTEN.match(first_piece, first_value.start()) if first_value else None
    if not its_value:
        return ""
    rest = first_piece[its_value.end():]
    # (or at another preposition saying where its value goes: "70% of entry fees go into the prize fund and the remaining
    # 30% towards range maintenance" - 30% of entry fees too)
    cut = re.search(r"\s" + gap.group(2) + r"\b", rest, re.IGNORECASE) or (
        re.search(r"\s(?:into|to|towards|on)\b", rest, re.IGNORECASE) if gap.group(2).lower() in _WHERE_IT_GOES else None)
    return rest[:cut.start()] if cut and re.search(r"[a-z]", rest[:cut.start()]) else ""


#: prepositions saying where a share or an amount goes: "towards range maintenance", "into the prize fund"
_WHERE_IT_GOES = frozenset(("into", "to", "towards", "on"))


#: both of a kind of thing: "both courses", "both the sessions"
_BOTH_THINGS = scan.pattern(r"\bboth\s+(?:the\s+|of\s+the\s+)?[a-z]{3,}[^s\W]s\b", re.IGNORECASE)

#: a percentage or an amount as written: "75%", "£4.50", "20p"
_VALUE_WRITTEN = scan.pattern(r"[£$€]?\d[\d.,]*\s*(?:%|p\b|per\s?cent\b)?", re.IGNORECASE)

#: a piece that is only a value and whom it is for: "and 50% for adult members", "£4 to non-members"
#: (or where it goes, what is left of a whole: "and the remaining 30% towards range maintenance")
_VALUE_THEN_WHOM = scan.pattern(r"\W*(?:(?:and|or|while|whereas|but)\s+)?(?:just\s+|only\s+|the\s+(?:remaining|other|"
                                r"rest\s+of\s+the)\s+)?(" + _VALUE_WRITTEN.pattern + r")\s+(for|to|towards|into)\s", re.IGNORECASE)
