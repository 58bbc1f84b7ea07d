"""The verdict: a claim's specific conflicts with the evidence when the clause most about the claim's
subject states another value of that kind."""

from __future__ import annotations

import difflib
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from rageval_pipeline.core.judges import scan
from rageval_pipeline.core.judges import text as tx
from rageval_pipeline.core.judges.scan import says_any
from rageval_pipeline.core.judges.binding.month_spans import _span_end_conflicts
from rageval_pipeline.core.judges.binding.age_groups import _age_bound_of_the_other_side, _age_group_conflicts
from rageval_pipeline.core.judges.binding.words import (
    _ACTION_OF_VERB, _AGE_GROUP_BOUND, _CAPITALISED, _COMMON_ACRONYMS, _DAY_NAME, _OTHER_FORM, _PARTICLE, _letter_labels, _name_groups, _name_runs, _name_spans, _quoted, _root, _short, _stem,
    _MEASURES, _PREPOSITION_WORDS, _SPECIFIC_WORDS, _WEEKDAYS, _verbs, _words,
)
from rageval_pipeline.core.judges.binding.values import (
    REFERENCE, _CHANGE_VERB, _LABEL_NOUNS, _AGE_FROM, _AGE_NUMBER, _AGE_OPEN, _AGE_SPAN, _Clause, _DAY, _DAY_RANGE, _DURATION,
    _COMPOUND_WORD, _DURATION_WORDS, _in_figures, _word_number,
    _MONTH_NAMES_RE, _TERM_LABEL,
    _PHONE_NUMBER, _PLAN, _ones_in_figures, _SEATS, _SIZED, _YEAR_NAMING, _age_number, _age_ranges, _amount_of_another, _changed_from,
    _only_first_planned,
    _compound_number, _date_of_another_doing, _counted, _date_stated, _date_words, _dates_with_weekdays, _duration_key,
    _float_or_none,
    _in_claimed_range, _is_year, _label_span_clauses, _labels, _measure_key, _months_of, _naming_numbers, _occasions,
    _earlier_in_brackets, _other_end, _other_time_end,
    _other_role, _part_of_another, _percent_of_another, _planned_durations, _previous_value, _previous_value_of_another_year, _range_number,
    _rate_durations, _recounted, _said_twice, _same_thing, _separated_count, _sized_counts, _spanned_months, _values,
    _written_year,
    _TIME, _time_key, _year_of_another, _years, _as_written,
)
from rageval_pipeline.core.judges.binding.pieces import (
    _KINDS, _LEAD_IN, _PLAIN_PRESENT, _SINGULAR_PRESENT_VALUE, _subject_phrase,
)
from rageval_pipeline.core.judges.binding.tables import (
    _BRACKETED, _NUMBER_COMPOUND, _RULE_LINE, _listed_key_conflicts, _row_key_conflicts, _superlative_conflicts, _table_headers,
)
from rageval_pipeline.core.judges.binding.evidence import (
    _APPROXIMATE, _COMPOUND, _DASHES, _EXCEPTED_WITH_VALUE, _INITIALS_WORD, _PLACEHOLDER_ACRONYMS, _QUALIFIED, _by_name,
    _clauses, _features,
    _modifier_pairs, _name_features, _qualified_as, _qualifiers, _subject_of_both,
)
from rageval_pipeline.core.judges.binding.subjects import (
    _BOTH_ENDS, _CALLING_AT, _DEADLINE_WORDS, _EVENT_ENDS, _OFFICE_ROLES, _PLACE_ABBREVIATION, _QUANTITIES, _STARTS,
    SUBJECT_WEIGHT, _about_another, _agent_features, _another_code, _another_of_the_name, _another_route, _beside,
    _another_subject, _counts_another_kind, _head_before_verb, _head_noun, _headed_by_its_place, _in_an_unclaimed_case, _key_head,
    _keyed_by_another_head, _opened_by_another, _opening_capitals, _present_subject,
    _subject_head, _claim_names, _contrast_in, _counted_of_the_name, _counts_other_things, _describe, _for_whom,
    _in_place_phrase,
    _labelled_things, _listed_with, _longer_names, _longer_row_names, _name_of_another, _named_beyond_subject, _named_only,
    _names_said_of, _naming_others, _narrower, _not_done_by, _only, _opening_with_case, _opposites, _other_columns,
    _other_date_sides, _bounded_other_way, _other_doings, _other_end_event, _other_labels, _other_sides, _other_tails,
    _other_thresholds,
    _owner_said_apart, _parallel, _part_of_the_name, _picked_by_ordinal, _period_bounds, _placed_elsewhere, _places, _ranged_cases,
    _ranged_counts, _role_phrase, _saying_none, _score, _sets_off, _share_did, _strictly_beyond, _subject_clause,
    _sides, _thresholds,
)

#: the subject's clause must carry this share of the claim's subject weight to bind anything
MIN_SUBJECT_SHARE = 0.5

#: a value found in a clause scoring above this share of the best is not "about another subject"
OTHER_SUBJECT_SHARE = 0.999

#: a name in the claim says most about whom it is about; its other specifics say a little
NAME_WEIGHT = 3.0

OTHER_SPECIFIC_WEIGHT = 0.5

#: another specific of the claim says which clause is meant as a key does ("after five years ... 25 days")
KEY_WEIGHT = 1.0

#: a clause stating the claim's other value keys the checked one where it says this share of the best clause's subject
KEYED_SHARE = 0.75

#: a swapped name: the subject's clause must carry this share of the subject (names are many in
#: long passages, and sentence-initial words mislead)
NAME_SUBJECT_SHARE = 0.75

#: ... or this share, where it says at least ``NAME_LEAD`` times as much of the subject as any clause naming the name
NAME_CLEAR_SHARE = 0.6
NAME_LEAD = 2.0

#: the days a weekend may be counted by: Friday and Saturday nights, Saturday and Sunday
_WEEKEND_NIGHTS = frozenset({"5", "6", "7"})

_DAY_WORD_NAMED = scan.pattern(r"\b" + _DAY + r"\b", re.IGNORECASE)

#: "moved from June", "brought forward from October": the month something was planned for before
_MONTH_LEFT = scan.pattern(r"\bfrom\s+(" + _MONTH_NAMES_RE
                           + r")\b(?!\s*(?:to|until|till|through|-|–)\s)")

#: a claim opening with the thing it is about, labelled by a value: "A £20 bundle", "The 10GB plan"
_LABELLED_OPENING = scan.pattern(r"\s*(?:(?:a|an|the|your|our|each|every)\s+)?\S+[\s-]+[a-z]+\b", re.IGNORECASE)

#: a subject with its relative clause, up to the main verb: "A child who has had a temperature | must stay home"
_RELATIVE_SUBJECT = scan.pattern(r"(\W*(?:[\w'’-]+\s+){1,4}(?:who|that)\s+(?:[\w'’-]+\s+){1,6}?)(?=(?:must|should|can|will|may|"
                                 r"need|needs|are|is|pay|pays|get|gets|receive|receives|have|has)\b)")

#: a note said of every value of a passage alike: "All prices exclude VAT.", "Every price includes delivery."
#: (or the plural of them, saying what holds of them all: "Discounts cannot be combined and are not valid on parties")
_NOTE_OF_ALL = scan.pattern(r"\W*(?:(?:all|every|each)\s+(?:of\s+our\s+|our\s+|the\s+)?(?:prices?|rates?|fees?|charges?|costs?|"
                            r"fares?|tickets?|plans?|options?)\b"
                            # (or what every one of the listed things must be: "All photos must be 35 x 45 mm")
                            r"|all\s+(?:of\s+(?:our|the|your)\s+|our\s+|the\s+|your\s+)?[a-z]{3,}s\s+(?:must|should|need\s+to|have\s+to)\b|(?:our\s+|the\s+|these\s+)?(?:prices|rates|fees|charges|"
                            r"fares|tickets|plans|options|discounts|offers|concessions|vouchers|deals|promotions)\s+"
                            r"(?:can(?:not|'t|’t)?|may|must|are|do|don't|don’t|will|won't|won’t|include|exclude|apply)\b)",
                            re.IGNORECASE)

#: a sentence opening with a plural noun and no article, which says what it does of every one of them: "Tours meet at ..."
#: (or with "All" before it: "All clinics are at our Whiteladies Road practice")
_PLURAL_OPENING = scan.pattern(r"\W*(?:All\s+(?:of\s+)?(?:our\s+|the\s+)?([a-z]{2,}s)|([A-Z][a-z]{2,}s))\s+(?!of\b|and\b|or\b)[a-z]")


def _note_on_every_one(text: str, stating: Sequence[_Clause]) -> bool:
    """Whether ``text`` opens with the plural of a thing that two or more of the ``stating`` clauses are about, and so says
    what it says of each of them alike: "Tours meet at the foyer desk" of "Thursday · 14:00" and "Sunday · 13:00" under a
    "Highlights tour" column."""
    opening = _PLURAL_OPENING.match(text)
    if not opening:
        return False
    plural = opening.group(1) or opening.group(2)
    word = f"w:{_stem(plural.lower())}"
    return sum(1 for c in stating if c.features.get(word, 0.0) > 0 and not c.text.startswith(plural)) >= 2


#: verbs whose number counts the people a thing holds: "seats 90", "sleeps 6", "accommodates 40"
_HOLDING_VERBS = frozenset(_stem(w) for w in ("seats", "holds", "sleeps", "accommodates", "fits", "carries", "takes"))

#: a verb, a bound and a number: "holds a maximum of 60", "seats up to 40", "sleeps at most 6"
_HELD_WITH_BOUND = scan.pattern(r"\b([a-z]+)\s+(?:up\s+to|a\s+max(?:imum)?\s+of|at\s+most|no\s+more\s+than|a\s+minimum\s+of|"
                                r"at\s+least)\s+(\d+)\b", re.IGNORECASE)


#: a claim of a deadline in other words than "must ... by": "The deadline for applying is 24 October"
_DEADLINE_NAMED = scan.pattern(r"\b(?:deadline|closing\s+date|last\s+day\s+to)\b", re.IGNORECASE)

#: a clause saying when a thing happens or opens: "The comp is on Saturday, April 12", "Applications open on 1 October"
_HAPPENS_ON = scan.pattern(r"\b(?:takes?\s+place|taking\s+place|(?:is|are|will\s+be)\s+(?:held\s+)?on|(?:is|are)\s+held|"
                           r"(?:opens?|opening|begins?|starts?)(?:\s+[\w'’]+){0,3}?\s+(?:on|from)\b)", re.IGNORECASE)

#: the rest of a sum: "the rest of the payment", "the remainder of your fee", "the remainder"
_REST_OF_PAYMENT = scan.pattern(r"\bthe\s+(?:(?:rest|remainder)\s+of\s+(?:the|your)\s+(?:payment|fees?|cost|amount|money|"
                                r"price|bill|total|hire charge)|remainder(?!\s+of))\b", re.IGNORECASE)

#: a unit of time right after a number: "8 hours", "30 mins"
_LENGTH_UNIT_AFTER = r"\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b"


def _placing(number: str, text: str) -> bool:
    """Whether ``text`` gives ``number`` as a place one finished in: "placed 19th", "finishing 12th", "came joint 3rd"."""
    return bool(re.search(r"\b(?:plac(?:ed|ing)|finish(?:ed|es|ing)?|came|comes|coming|rank(?:ed|ing)?|end(?:ed|ing))\s+"
                          r"(?:in\s+)?(?:joint\s+|equal\s+)?" + re.escape(number) + r"(?:st|nd|rd|th)\b", text,
                          re.IGNORECASE))


#: the sides a thing is printed on, in words: "on both sides", "on one side only"
_SIDES = scan.pattern(r"\bon\s+(both|two|one|a\s+single)\s+sides?(?:\s+only)?\b", re.IGNORECASE)


def _happenings_beside_a_deadline(claim: str, units: Sequence[_Clause], holding: list[bool]) -> set[int]:
    """For a claim of a date a thing is due by, the clauses saying when a thing happens or opens, where another clause
    giving a date says a deadline: "The Spring Boulder Bash comp is on Saturday, April 12" tells no date to register by
    where "Registration closes on April 5". (A clause saying neither, "The balance is payable on 1 June", stays.)"""
    if not (_DONE_BY_DATE.search(claim) or _DEADLINE_NAMED.search(claim)):
        return set()
    due = [bool(_DEADLINE_WORDS.search(c.text) or _BY_DATE.search(c.text)) for c in units]
    happening = {i for i, c in enumerate(units) if holding[i] and _HAPPENS_ON.search(c.text) and not due[i]}
    deadlines = [i for i, c in enumerate(units) if holding[i] and due[i] and not _HAPPENS_ON.search(c.text)]
    return happening if deadlines else set()


#: what joins a place's name to the street, town or site it is on: "the Recreation Ground on Mill Lane", "the Sports
#: Hall at St Aidan's School"
_PLACED_ON = scan.pattern(r"\s+(?:on|off|at)\s+(?:the\s+)?|['’]s\s+")

#: the last words of a place's name ("the Recreation Ground"), not a person's: "Mark Jennings at Redwood Pension
#: Administration" names a person and where they work, two things
_PLACE_HEADS = frozenset(("hall ground centre center field room studio park pitch pool court house library church chapel "
                          "club theatre gallery arena stadium school college campus building site yard wharf marina "
                          "station museum barn pavilion lodge hotel dojo gym rink green").split())


def _placed_on(claim: str, names: frozenset[str], value: str, evidence: str) -> set[str]:
    """The words of the names joined to the one holding ``value`` as a place and where it is ("X on Y"), where the
    evidence writes the two so joined too: one place, its parts no pointers to each other."""
    groups: list[tuple[int, int, set[str]]] = []  # (names a possessive joins are one: "St Aidan's School")
    for start, end, run in _name_spans(claim, names):
        gap = _PLACED_ON.fullmatch(claim, groups[-1][1], start) if groups else None
        if gap and (gap.group(0).lstrip()[:1] in "'’" or claim[:groups[-1][1]].split()[-1].lower() in _PLACE_HEADS):
            groups[-1] = (groups[-1][0], end, groups[-1][2] | run)
        else:
            groups.append((start, end, set(run)))
    return next((run for start, end, run in groups if value in run and claim[start:end] in evidence), set())


def _held_with_bound(number: str, text: str) -> bool:
    """Whether a verb of holding takes ``number`` through a bound and no noun: "holds a maximum of 60 for receptions"."""
    return any(_stem(m.group(1).lower()) in _HOLDING_VERBS and not re.match(r"\s*[a-z]+[^s\W]s\b", text[m.end():])
               for m in _HELD_WITH_BOUND.finditer(text.replace(",", "")) if m.group(2) == number)


#: words counting people: "180 guests", "12 people"
_PEOPLE_STEMS = frozenset(_stem(w) for w in ("people", "persons", "guests", "visitors", "delegates", "attendees", "diners"))

#: what counts how often a thing is done ("5 times"), stemmed
_TIMES = frozenset(_stem(w) for w in ("times", "occasions"))

#: a subject opening with what is done to its object: "Taking a bicycle", "Adding a second driver"
_GERUND_OPENING = scan.pattern(r"^\W*(?:(?!(?:the|a|an|your|our|their|his|her|its|this|that)\b)[A-Za-z]+\s+)?"  # ("Dry cleaning")
                               r"[A-Za-z]+ing\s+(?=(?:a|an|the|your|our|their|his|her|its|one|two|each|any|some)\b)",
                               re.IGNORECASE)

#: a date a thing is due by: "Please send us your records by 31 October"
_BY_DATE = scan.pattern(r"\bby\s+(?:\d|" + tx._MONTH_RE + r")", re.IGNORECASE)

#: a thing that must be done by a date: "You must accept your room offer by 15 May"
_DONE_BY_DATE = scan.pattern(r"\b(?:must|should|need\s+to|has\s+to|have\s+to)\b[^.;]*?" + _BY_DATE.pattern, re.IGNORECASE)

#: a bound said in words, and the noun a page heads it with
_BOUNDS_SAID = ((re.compile(r"\b(?:up\s+to|at\s+most|no\s+more\s+than|not\s+(?:to\s+)?exceed(?:ing)?)\s+[£$€¥]?\d",
                            re.IGNORECASE), "maximum"),
                (re.compile(r"\b(?:at\s+least|no\s+(?:fewer|less)\s+than)\s+[£$€¥]?\d", re.IGNORECASE), "minimum"),
                # (a date a thing must be done by is its deadline: "You must accept your room offer by 15 May" is told
                # by "Deadline to accept offer: 5 June", not by "Room offers sent: 15 May")
                (_DONE_BY_DATE, "deadlin"))

#: what a size names: a model ("the 65-inch QN90D", "the 15-inch model")
_MODEL_NEXT = scan.pattern(r"\s+(?:[A-Z]|(?:model|version|variant)\b)")

#: a size written with its unit's symbol, which may name a model: "48kWh", "256 GB", "5000mAh"
_SYMBOL_SIZED = scan.pattern(r"(?<![\d.,])\b(\d+(?:\.\d+)?)\s?(kWh|kW|GB|TB|mAh|Ah|cc)\b")

#: an opening phrase setting the case a claim speaks of ("After five years of service, ", "For a property worth
#: £400,000, "), not one giving its value ("By the 3rd business day of the month, "); or the reason or condition
#: that puts the claim's subject in a case ("Because your school has more than 600 pupils, it is offered three")
_CASE_OPENING = scan.pattern(r"\s*(?:after|for|with|once|over|under|above|below|because|since|as)\b"
                             # (up to its comma, past no verb telling a value: "For non-members the trip costs €640 each,
                             # covering ..." opens with no case of its own; a case may say what is: "With a 1.6-litre
                             # engine your car is in the medium band, so ...")
                             r"(?:(?!\s(?:you|we|they|costs?|pays?|takes?|lasts?|gets?|receives?|will|can|must)\s)[^,])*,\s*"
                             # (or, written with no comma, up to whom it then speaks of: "After 10 years you receive", "For
                             # a party of six or more you pay a 25% deposit when you book, ...")
                             r"|\s*(?:after|once)\s+[^,.;]{1,40}?\s(?=(?:you|we|they|staff|employees|members)\s)"
                             r"|\s*(?:for|with|over|under)\s+[^,.;]{1,40}?\s(?=(?:you|we|they)\s)", re.IGNORECASE)

#: a period a value is per: "a year", "per month"; and the adjectives saying so
_PER_PERIOD = scan.pattern(r"\b(?:a|an|per|each|every)\s+(year|month|week|day)\b", re.IGNORECASE)

#: (and a period's own: "a day's parking won't cost more than £8" is per day)
_PERIOD_ADJECTIVES = {"year": ("annual", "yearly", "year's", "year’s"), "month": ("monthly", "month's", "month’s"),
                      "week": ("weekly", "week's", "week’s"), "day": ("daily", "day's", "day’s")}

#: a capitalised word inside a sentence, after a lower-case word: "a Velopark bike"
_CAPITALISED_INSIDE = scan.pattern(r"(?<=[a-z]\s)[A-Z][a-z][\w'’-]*")

#: words naming a level by the number after them: "Stage 4", "Band 7"
_LEVEL_WORDS = frozenset(("Stage", "Level", "Band", "Grade", "Tier", "Phase", "Step", "Class", "Year", "Key"))

#: a short phrase closing a claim after a comma: ", fuel included", ", with the crew arriving at 8am"
#: (or a relative clause of any length going on about what the claim names: ", which you get back at the end of the
#: season if the kit is returned in good condition")
_CLOSING_FACT = scan.pattern(r",\s*((?:[\w'’:-]+\s+){0,7}[\w'’:-]+|(?:which|who)\s+[^,;.!?]{3,200}?)\s*[.!?]?\s*$")

#: a name going on to a number of its own: "Aspire Lounge 41" (from the name's first word)
_NAME_NUMBER = scan.pattern(r"\A[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*\s+(\d[\d.]*[A-Za-z]?)\b(?![.,]?\d)")

#: a time said by what it is after or before: "after surgery", "before the move"
_AFTER_OR_BEFORE = scan.pattern(r"\b(after|before)\s+(?:the\s+|your\s+|their\s+|its\s+)?([a-z]{3,})\b", re.IGNORECASE)


#: a piece going on about the thing of the piece before it: "including Saturday banquet tickets", "with a free drink"
_GOING_ON = scan.pattern(r"\W*(?:including|which\s+includes?|with|plus|covering|featuring|inclusive\s+of"
                         # (or how the thing is handed out: ", allocated by priority (Blue Badge holders first)")
                         r"|[a-z]{4,}ed\s+(?:by|on|according\s+to)\s+(?=(?-i:[a-z])))\b", re.IGNORECASE)


#: what a claim opens with as the purpose of its case, before the thing: "To ride " (of "To ride the VR racing simulators, ...")
_PURPOSE_OPENING = scan.pattern(r"^\W*To\s+[a-z]+\s+(?=(?:the|a|an|our|your)\s+[A-Z]|[A-Z])")

#: ages said as who is that old without hyphens: "4 year olds", "5 and 6 year olds"
_YEAR_OLDS_APART = scan.pattern(r"\b(?:(\d{1,2})\s+(and|or|to|&)\s+)?(\d{1,2})\s+years?\s+olds\b")

def _terms_as_named(claim: str, evidence: str) -> str:
    """``claim`` with a term it writes in small letters before a word written as the evidence writes the product it names:
    "the five-year fixed mortgage" -> "the 5 Year Fixed mortgage" where the evidence has "The 5 Year Fixed (60% LTV)"."""
    for m in _TERM_LABEL.finditer(evidence):
        number, unit = m.group(1), m.group(2)
        named = re.match(r"\s+([A-Z][a-z]+)", evidence[m.end():])
        if named is None:
            continue
        spelled = tx.SPELLED_NUMBERS.get(int(number)) if int(number) <= 20 else None
        said = rf"\b(?:{number}|{spelled})[ -]{unit}s?[ -]{named.group(1)}\b" if spelled else \
            rf"\b{number}[ -]{unit}s?[ -]{named.group(1)}\b"
        claim = re.sub(said, f"{number} {unit} {named.group(1)}", claim, flags=re.IGNORECASE)
    return claim


#: a reply's word opening a claim: "Yes, ...", "No - ..."
_REPLY_WORD = scan.pattern(r"^\s*(?:Yes|Yeah|Yep|No|Nope|Sure|Certainly|Absolutely|Indeed)(?:\s*[,!:;]|\s+[-–—])\s*")

#: "like" giving examples of the word before it: "contact sports like football", "fees, like the deposit"
_LIKE_EXAMPLES = scan.pattern(r"\b([A-Za-z']+)(,?\s+)like\s+(?=[A-Za-z£$€])")

#: words before "like" that make it a verb or a likeness, not examples: "if you like", "would like", "looks like"
_NOT_EXAMPLES_BEFORE_LIKE = frozenset((
    "i", "you", "we", "they", "he", "she", "it", "who", "would", "'d", "might", "may", "do", "does", "did", "don't",
    "doesn't", "didn't", "not", "really", "just", "also", "look", "looks", "looked", "looking", "sound", "sounds",
    "sounded", "seem", "seems", "feel", "feels", "felt", "feeling", "much", "more", "most", "exactly", "nothing",
    "something", "anything", "is", "are", "was", "were", "be", "been", "act", "acts", "treated", "behave", "behaves"))


#: ways of saying "avoid" that the evidence's qualifier "avoid" must read alike: "stay away from contact sports"
_AVOIDING = scan.pattern(r"\b(?:(?:stay|stays|stayed|staying|keep|keeps|kept|keeping)\s+away\s+from"
                         r"|steer(?:s|ed|ing)?\s+clear\s+of|refrain(?:s|ed|ing)?\s+from)\b", re.IGNORECASE)


def _examples_as_such(claim: str) -> str:
    """The claim's "like" giving examples read as the evidence's "such as" (whose words are no subject of their own):
    "avoid contact sports like football or rugby for four weeks" of "... contact sports such as football and rugby"."""
    return _LIKE_EXAMPLES.sub(lambda m: m.group(0) if m.group(1).lower() in _NOT_EXAMPLES_BEFORE_LIKE
                              or m.group(1).lower().endswith("'d") else f"{m.group(1)}{m.group(2)}such as ", claim)


def _placed_as_given(claim: str, value: str, evidence: str) -> bool:
    """Whether the claim says ``value`` is where a thing it names is ("the Heaton centre in Bradford") and the evidence
    places the thing of that whole name there too ("at Heaton in Bradford"; not "the Secretary of State in Sacramento"
    for "the Department of State in Sacramento")."""
    if " in " not in claim:
        return False
    place = re.escape(value)
    claimed = {_RUN_OPENING.sub("", m.group(1))
               for m in re.finditer(_NAMED_RUN + rf"(?:\s+[a-z]+){{0,2}}\s+in\s+{place}\b", claim)}
    return bool(claimed - {""}) and any(_RUN_OPENING.sub("", m.group(1)) in claimed
                                        for m in re.finditer(_NAMED_RUN + rf"\s+in\s+{place}\b", evidence))


#: a run of capitalised words, small words joining them ("Department of State", "Heaton"), whole: no capitalised word
#: just before it
_NAMED_RUN = r"(?<![A-Za-z.'’-])(?<![A-Z][\w.'’-] )([A-Z][\w.'’-]*(?:\s+(?:(?:of|the|de|and|&)\s+)*[A-Z][\w.'’-]*)*)"

#: a sentence's opening word before a run's name, no part of it: "At the Heaton centre", "The Consulate"
_RUN_OPENING = scan.pattern(r"^(?:(?:At|In|On|The|From|To|For|By|Near|Via|A|An)\s+(?:the\s+)?)+")


#: where a claim goes on with a statement of its own: "Every mix comes with three rounds of revisions, and any more after
#: that are charged at £25 each"
_NEXT_STATEMENT = scan.pattern(r"(?:;|,\s+(and|but|while|whereas|with|as\s+long\s+as|so\s+long\s+as|provided(?:\s+that)?))"
                               r"\s+(?=[a-z])")


#: a named thing and what a relative clause after it says it does: "the Silver adoption" + "costs £90 per year"
_NAMED_THEN_WHICH = scan.pattern(r"\b((?:the|a|an|your|our)\s+(?:[A-Z][\w'’&-]*\s+){1,3}[a-z][\w'’-]*"
                                 r"|(?:[A-Z][\w'’&-]*\s+){0,2}[A-Z][\w'’&-]*),\s+which\s+"
                                 r"((?:costs?|is|are|takes?|lasts?|runs?|opens?|closes?|starts?|seats?|holds?|includes?|has"
                                 r"|have|comes?\s+with|gives?|offers?)\b[^,;]*)")

#: a part of a claim opening with a pronoun for what the part before it is about: "it costs £120", "they close at 5pm"
_PRONOUN_OPENING_PART = scan.pattern(r"\s*(?:it|its|they|their|this|that|these|those|he|she|his|her|which|who)\b",
                                     re.IGNORECASE)


@lru_cache(maxsize=65536)
def bound_conflicts(claim: str, evidence: str, given: frozenset[float] = frozenset(),
                    given_words: frozenset[str] = frozenset()) -> list[str]:
    """Specifics of ``claim`` that the evidence binds to its subject with a different value, as
    readable reasons ("£10 for Non-members; the context gives £35"); empty when none. ``given``: the
    question's own numbers ("where does 1099-PATR go on 1040"), ``given_words`` its stemmed words
    ("typical weather in indiana"): an answer restating the question's number or name repeats what it
    is asked about, it does not state a value of its own."""
    found = _conflicts_of_whole_claim(claim, evidence, given, given_words)
    if found:
        return found
    # (a named thing's value said in a relative clause after it is a statement of the name's own, read apart where read
    # whole the claim binds nothing: "The meet-and-greet is only part of the Silver adoption, which costs £90 per year" says
    # "the Silver adoption costs £90 per year")
    for relative in _NAMED_THEN_WHICH.finditer(claim) if ", which" in claim else ():
        stated = f"{relative.group(1)} {relative.group(2).rstrip(' .')}."
        if any(found for kind, found in _values(relative.group(2)).items() if kind != "name") \
                and _values(relative.group(1))["name"]:
            # (a new list: the ones read are memoised)
            found = found + _conflicts_of_whole_claim(stated[0].upper() + stated[1:], evidence, given, given_words)
    if found:
        return found
    # (a claim making two statements, each with a value of its own, is read one statement at a time where read whole it
    # binds nothing: the second's words are of its own value, and key no clause of the first's - "Every mix comes with 4
    # rounds of revisions, and any more after that are charged at £25 each" is of "three rounds of revisions")
    # (not a part going on about the first by a pronoun, whose subject is the first's: ", and it costs £120"; nor one
    # "with" a value that is no price: ", with the tenancy ending on a Sunday")
    joints = list(_NEXT_STATEMENT.finditer(claim))
    if not joints:
        return []
    # (each part with the word joining it to the one before: "" for the first)
    parts = [("", claim[:joints[0].start()])] + [
        ((joint.group(1) or ";").lower(), claim[joint.end():joints[k + 1].start() if k + 1 < len(joints) else len(claim)])
        for k, joint in enumerate(joints)]
    stating = [part for joiner, part in parts
               if any(found for kind, found in _values(part).items() if kind != "name")
               and not (joiner and _PRONOUN_OPENING_PART.match(part))
               and not (joiner == "with" and not (_values(part)["amount"] or _values(part)["percent"]))]
    if len(stating) < 2:
        return []
    return [problem for part in stating
            for problem in _conflicts_of_whole_claim(part.rstrip(" .") + ".", evidence, given, given_words)]


@lru_cache(maxsize=65536)
def _conflicts_of_whole_claim(claim: str, evidence: str, given: frozenset[float] = frozenset(),
                              given_words: frozenset[str] = frozenset()) -> list[str]:
    """``bound_conflicts`` of the claim read whole."""
    claim = claim.translate(_DASHES)  # (read as the evidence's sentences are: "Bedford–Brighton" is "Bedford-Brighton")
    # (a reply's "Yes," or "No," opening it is no word of its subject: "Yes, branded hoodies are 20% cheaper")
    claim = _REPLY_WORD.sub("", claim)
    # (and its "like" giving examples is the evidence's "such as": "contact sports like football")
    claim = _examples_as_such(claim) if "like" in claim else claim
    # (both sides are read alike first, the evidence's rewrites memoised: one context serves many claims)
    claim, evidence = _read_alike(claim, contractions=True), _read_alike(evidence, contractions=False)
    # (what one side says is avoided by other words is avoided as the other's "avoid" says it: "You should stay away from
    # contact sports ... for four weeks" of "avoid contact sports such as football and rugby for 4 weeks")
    if "avoid" in evidence.lower() or "avoid" in claim.lower():
        claim, evidence = _AVOIDING.sub("avoid", claim), _AVOIDING.sub("avoid", evidence)
    # (the evidence's holiday on the same day every year is on that day, where the claim dates it so: "New Year's Day:
    # 12pm – 8pm" for "On 1 January we're open ...")
    evidence = tx.holidays_dated(evidence) if tx.dates_a_holiday(tx.extract_dates(claim)) else evidence
    # (a product the evidence names by its term is the one the claim names so in small letters: "The five-year fixed
    # mortgage" is the "5 Year Fixed")
    claim = _terms_as_named(claim, evidence) if "ear" in claim or "onth" in claim else claim
    # (a time the claim tells without "am" or "pm" is the one the evidence gives on either side of noon: "lunch at quarter
    # past one" where "13:15 - Lunch")
    claim = _bare_times_as_given(tx.spoken_clock_in_figures(claim, o_clock_alone=True), evidence)
    # (printed on both sides is double-sided, on one side single-sided: "500 business cards printed on both sides" under
    # "| Quantity | Single-sided | Double-sided |")
    claim = _SIDES.sub(lambda m: "double-sided" if m.group(1).lower() in ("both", "two") else "single-sided", claim)
    # (and a thing "un-done" in one word is one not done, where the other side says the doing negated: "Unfinished items"
    # are what "couldn't be finished", "may take the helm unsupervised" is doing so "without anyone supervising")
    claim, evidence = _not_done(claim, evidence), _not_done(evidence, claim)
    claim, evidence = _doings_in_one_word(claim), _doings_in_one_word(evidence)
    # (a case of a thing not done within a time is the time it must be done in, where the claim says it done: "If you don't
    # renew within 3 months of the expiry date, your account is closed" for "You have three months after the expiry date
    # to renew")
    if "if" in evidence.lower():
        evidence = _NOT_DONE_WITHIN.sub(lambda m: f"{m.group(1)} must {m.group(2)} {m.group(3)}" if re.search(
            r"\b" + re.escape(m.group(2)) + r"\b", claim, re.IGNORECASE) and not _NEGATION_WORD.search(claim)
            else m.group(0), evidence)
    # (a remark the claim adds in brackets, stating no value, says nothing of which clause its values are in: "A church
    # receives a 10% discount on each tuning (unless the Yearly Care Plan saving is larger, since the two don't stack)")
    # (its "the two" counts nothing)
    claim = _BRACKETED_REMARK.sub(lambda m: "" if not any(
        found for kind, found in _values(m.group(0)).items() if kind not in ("name", "number")) else m.group(0), claim) \
        if "(" in claim else claim
    # (one more of a thing is the second of it, where the evidence counts it so and never says "extra": "an extra pair of
    # custom orthotics" is "a second pair ordered at the same time")
    claim = _ONE_MORE.sub(lambda m: f"a second {m.group(1)}" if re.search(
        r"\bsecond\s+" + re.escape(m.group(1)) + r"\b", evidence, re.IGNORECASE) and not re.search(
        r"\b(?:extra|additional|another)\s+" + re.escape(m.group(1)) + r"\b", evidence, re.IGNORECASE) else m.group(0),
        claim) if "second" in evidence.lower() else claim
    # (a thing the claim's case leaves unused is the one the evidence says a case is without: "If phenol isn't used, the
    # nail grows back in up to 70% of cases" where "Without phenol, regrowth occurs in up to 70% of cases")
    claim = _UNUSED_CASE.sub(lambda m: f"without {m.group(1)}" if re.search(
        r"\bwithout\s+(?:the\s+|an?\s+|any\s+)?" + re.escape(m.group(1)) + r"\b", evidence, re.IGNORECASE) else m.group(0),
        claim) if "if" in claim.lower() else claim
    # (what a claim opens by setting apart is none of its subject, where it states no value: "Apart from catalytic
    # converters and DPFs, an exhaust system the garage fits is covered for three years" is of the exhaust system)
    claim = _SET_APART_OPENING.sub("", claim)
    # (and so is what it opens by doing without, where the evidence never says "without": "Without a monthly direct
    # debit, juniors pay £10 for each class" is not of the "Monthly (direct debit)" column - a clause saying all of what
    # it does without is of the other case, see below)
    done_without = _WITHOUT_OPENING.match(claim) if not _WITHOUT.search(evidence) else None
    without_words = _words(done_without.group(1)) if done_without else frozenset()
    claim = claim[done_without.end():] if done_without else claim
    # (and so is the whole it opens by counting, where the rest counts a part of it: "Among the park's 42 attractions there
    # are three water rides" is of the water rides, not of what counts 42)
    whole = _WHOLE_OPENING_COUNT.match(claim)
    claim = claim[whole.end():] if whole and (re.search(r"\d", claim[whole.end():])
                                              or _NUMBER_IN_WORDS.search(claim, whole.end())) else claim
    # (a closing "with ...ing" of plain words is a second statement stating no specific: its words key no clause of the
    # claim's values: "takes effect on 1 March, with current members keeping their rate until they renew" is not of
    # "existing members keep their current rate until renewal" rather than of "Annual membership prices will change")
    # (not a closing "and is ...": "A tattoo consultation takes about 45 minutes and is free" is of "Consultations last
    # about 30 minutes and are free of charge")
    # (nor one stating a value in words: ", with each member keeping six guest passes")
    # (an apposition only after a value that is no name: "You'll want Kevin Doyle, the senior groomer who ..." says whose
    # name it is by the apposition)
    if (tail := _PLAIN_STATEMENT_TAIL.search(claim)) and not any(
            found for kind, found in _values(tail.group(0)).items() if kind != "name") and (
            tail.group(0).lstrip(", ").startswith("with") or any(
                found for kind, found in _values(claim[:tail.start()]).items() if kind != "name")):
        claim = claim[:tail.start()] + "."
    # (the organisation's own role or place is that role or place: "Dan Mercer, the club's Ticket Office Manager" says no
    # more of a club than "our Ticket Office Manager" does - its word keys no clause about "supporters' club matters")
    claim = _ORGANISATION_S.sub("the ", claim) if "'s " in claim or "’s " in claim else claim
    # (and so is finishing second: "The team finishing second in the league takes home £150" where "| Runners-up | £150 |")
    claim = _FINISHING_ORDINAL.sub(r"\1\2 place", claim)
    # (a case the claim opens with as the one that does not suit is no case of its value: "If Tuesday isn't convenient, the
    # van could come on Thursday at 11am" is not of "collect on Tuesday between 2pm and 3pm")
    claim = _UNSUITED_CASE.sub("", claim, count=1)  # (anchored at the start: no guard needed)
    # (fresh things are new ones, where the evidence says "new" and never "fresh": "around 150 fresh pieces" where "150 new
    # pieces going out on the rails each week", beside "340 pieces listed online"; not a name: "Fresh Start Kitchens")
    claim = re.sub(r"\bfresh\b", "new", claim) if "fresh" in claim and re.search(r"\bnew\b", evidence) \
        and not re.search(r"\bfresh", evidence, re.IGNORECASE) else claim
    # (the whole of a period is the full one, where the evidence prices it so and never says "whole": "an e-bike for the
    # whole day" where "£35 half day, £50 full day")
    claim = _WHOLE_PERIOD.sub(r"full \1", claim) if "whole" in claim and re.search(
        r"\bfull[\s-](?:day|week|month|year|session|term)", evidence) and "whole" not in evidence.lower() else claim
    # (degrees with no scale are those of the one scale the evidence gives temperatures in: "wash at forty degrees" where
    # "Machine wash at 40°C")
    claim = _degrees_as_given(claim, evidence) if "degree" in claim else claim
    # (paying for a period, said by its adverb, is paying the amount per the period: "If you pay annually, membership
    # costs £49" is "£49 a year", beside "£4.99 a month or £49 a year")
    claim = _paid_per_period(claim) if "ly" in claim else claim
    # (an ordinal said in words is the one the evidence writes in figures, where it never writes the word: "The player
    # finishing second" where "1st place takes 50%, 2nd place 30%")
    claim = _ordinals_as_written(claim, evidence) if _FIGURE_ORDINAL.search(evidence) else claim
    # (a name joined to a word by a hyphen is the name the evidence writes alone: "The Olympic-distance bike leg" where
    # "while the Olympic race doubles that to ... 40 km bike")
    # (a compound counted in words is the one the evidence counts in figures: "The five-visit pass" where "a 5-visit pass
    # at £65"; and a thing a period long is of that period: "a week-long stay" is "a full week")
    if "-" in claim:
        claim = _PERIOD_LONG.sub(r"\1", _counted_as_written(claim, evidence))
    claim = _NAME_HYPHENATED.sub(lambda m: f"{m.group(1)} {m.group(2)}" if re.search(
        r"\b" + m.group(1) + r"\b(?!-)", evidence) and m.group(0) not in evidence else m.group(0), claim)
    # (the final one of a kind is the last, where the evidence says "last" and never "final": "The final court slot of
    # the day begins at 9:15pm" where "the first bookable slot is at 6:45am and the last one starts at 9:15pm"; "the
    # final" alone is a match)
    if _LAST_WORD.search(evidence) and not _FINAL_WORD.search(evidence):
        claim = _FINAL_ONE.sub(r"\1last\2", claim)
    # (a numbered thing the claim opens with, saying which one is the thing it describes, is what it asserts: "Court 2 is
    # the racketball-only court" says what "The racketball-only court is Court 2" says, where a label's number opening
    # a claim otherwise keys its clause as a name does)
    claim = _LABEL_IS_THE.sub(lambda m: f"{m.group(3)[0].upper()}{m.group(3)[1:]} {m.group(2)} {m.group(1)}.", claim)
    # (and staying open until a time is closing then, where the evidence tells closing times only as closing: "stays open
    # until 18:00" under "| Day | Opens | Closes |"; not where it says "open until 9pm" itself)
    if _CLOSING_WORD.search(evidence) and not _OPEN_UNTIL.search(evidence):
        claim = _STAYS_OPEN_UNTIL.sub(_closes_at, claim)
    # (a floor of a building is a place named as a name names one, where the claim states no quantity it would key: "on
    # the lower level" is no more "on the first floor" than "in Room A" is "in Room B"; not "18 offices on the second
    # floor", where the floor says which clause the count is in as any words do)
    if not re.search(r"\d", claim):
        claim, evidence = _FLOOR.sub(_floor_named, claim), _FLOOR.sub(_floor_named, evidence)
    # (days named as a part of a name the evidence gives are the name's, as they are there: "During weekday Happy Hour"
    # for "Weekday Happy Hour (4–6 PM): 25% off")
    claim = _DAYS_NAMING.sub(lambda m: m.group(0).capitalize() if re.search(
        r"\b" + re.escape(m.group(0).strip().capitalize()) + r"\s+" + re.escape(m.group(2)) + r"\b", evidence) else m.group(0),
        claim)
    # (initials the evidence never writes but spells out are its words: "An EPC costs £85" where "Energy Performance
    # Certificates can be arranged for £85")
    claim = _spelled_out_initials(claim, evidence)
    # (and words the claim spells out are the initials the evidence writes for them, where it never spells them out: "This
    # year's Annual General Meeting" where "AGM: 12 June")
    claim = _initials_of_spelled_out(claim, evidence)
    # (and words in lower case the claim writes as initials are those initials where the evidence writes both: "The AGM
    # will be held in Lecture Theatre B" where "the annual general meeting takes place in Lecture Theatre B ... attend the
    # AGM")
    evidence = _initials_for_words(claim, evidence)
    # (and so are initials with a number: "KS2" where the evidence writes "Key Stage 2")
    claim = _spelled_out_codes(claim, evidence)
    # (and an age group written as a code or in words is the one the evidence writes the other way: "Under-12 games" where
    # "U12 matches are 7-a-side")
    claim = _age_groups_as_written(claim, evidence)
    # (and a thing named by its day is the one thing of that day the evidence names: "For Sunday games" where "by 8pm
    # Thursday for Sunday friendlies", beside "by 8pm Wednesday for Saturday league games")
    claim = _day_kinds_as_written(claim, evidence)
    # (an addition the claim tags on with no value of its own says nothing of which clause its value is in: "Changing
    # your booking online costs £5 per passenger, plus any difference in fare", where the evidence ends its listing of
    # fees with the same words)
    claim = _ADDITION.sub(lambda m: m.group(0) if _COUNT_WORDS.intersection(tx.words(m.group(0))) else "", claim)
    # (and so does a thing it says is included, unless the evidence says it beside the claim's own figure: "The B ride
    # normally takes around three and a half hours, café stop included" where "Durations include a café stop of around
    # 30 minutes"; "costs $30, with a timing chip and the post-race barbecue included" where "Both include a timing chip
    # ..."; not "costs €180 for an evening, piano included" where "€180 for the same slot, including use of the piano")
    claim = _INCLUDED_AFTER.sub(lambda m: m.group(0) if _said_beside_figure(
        m.group(1).split()[-1], set(re.findall(r"\d[\d,.]*\d|\d", claim[:m.start()])), evidence) else "", claim)
    # (an amount the claim adds on at its end is of the thing it names, no more of the claim's subject: "A replacement
    # 240-litre wheeled bin costs £32, plus a £6 delivery charge" where "A delivery charge of £6 is added to every order")
    added = _AMOUNT_ADDED.search(claim)
    if added:
        return [*bound_conflicts(claim[:added.start()] + ".", evidence, given, given_words),
                *bound_conflicts(f"There is {added.group(1)}.", evidence, given, given_words)]
    # (a person's deed told with the figure it was done with asserts the deed as much as the figure: "Callum Reid holds
    # the outdoor lap record with a 51.302 s lap" says who holds the outdoor record, where the figure might be anyone's)
    with_figure = _PERSON_DEED_WITH_FIGURE.match(claim)
    deed_conflicts = bound_conflicts(claim[:with_figure.start(1)] + ".", evidence, given, given_words) \
        if with_figure else []
    if deed_conflicts:
        return deed_conflicts
    if _quoted(claim, evidence):
        return []  # the answer quotes the evidence: whatever it binds, the evidence binds the same way
    # a bound the claim gives as the other end of a range the evidence states: "offers up to $200" where "offers between
    # $200 and $1,000"
    wrong_ends = _wrong_range_ends(claim, evidence) or _wrong_route_ends(claim, evidence) \
        or _old_value_as_new(claim, evidence) or _wrong_period_end(claim, evidence)
    if wrong_ends:
        return wrong_ends
    # (and a table's row the claim names by its key for what another row says: "Breakdown cover comes with the Silver
    # account" where only the Gold row gives breakdown cover)
    keyed = _row_key_conflicts(claim, evidence) if "|" in evidence else _listed_key_conflicts(claim, evidence)
    if keyed:
        return keyed
    # (and the thing a claim calls the cheapest or the highest of a listing of amounts, where another line's amount is:
    # "Hedgehog Gardening gave the cheapest quote" where its £340 is above "Ashgrove Tree Services | £295")
    superlative = _superlative_conflicts(claim, evidence) if "\n" in evidence else []
    if superlative:
        return superlative
    # (and a person the claim gives a title that the evidence gives, by that title, to another: "Parking Operations
    # Manager Greg Tolliver" for "The Parking Operations Manager is Linda Marquez")
    titled = _titled_person_conflicts(claim, evidence)
    if titled:
        return titled
    # (and a group's ages bounded by another group's bound: "Children under 16" where "children under 8 ... a paying adult
    # aged 16 or over")
    aged_otherwise = _age_group_conflicts(claim, evidence) or _age_bound_of_the_other_side(claim, evidence)
    if aged_otherwise:
        return aged_otherwise
    # (and a span of months started or ended in another month: "The main pollack season starts in May" where "Pollack |
    # April – December")
    span_ends = _span_end_conflicts(claim, evidence)
    if span_ends:
        return span_ends
    # (and a name set beside the role the evidence sets beside another: "Marcus, the fitter," where "our fitter, Priya")
    swapped_roles = _role_swaps(claim, evidence)
    if swapped_roles:
        return swapped_roles
    if not any(_values(claim).values()) and not _INITIALS_WORD.search(claim) and not re.search(r"\d", claim):
        # a claim stating no specific binds none (every conflict below is of a claimed value, or of a date the claim
        # writes with a digit): the evidence need not be read into clauses, the costliest step
        return []
    # (a piece cut from "two points for a win and one point for a draw" counts its one point as the whole did; and the
    # claim's "one adult" is the "1 adult" the evidence counts beside "2 adults")
    units = _clauses(_ones_in_figures(evidence))
    claim = _ones_in_figures(claim, evidence)
    names = _claim_names(claim, evidence)
    # (one clause may say two times of two doings: "dropped off before 10am is ready for collection after 4pm")
    slotted = _time_slot_conflicts(claim, units) if len(units) < 2 else []
    if slotted:
        return slotted
    # (and two lengths, each of the thing it is written before: "a 90-minute ride followed by a 20-minute run")
    lengths_of_things = _compound_length_conflicts(claim, evidence)
    if lengths_of_things:
        return lengths_of_things
    if len(units) < 2 and not (names and units and len(units[0].values["name"] - names) >= 2) and not (
            units and any(len(units[0].values[kind]) >= 2 and _values(claim)[kind] for kind in ("amount", "percent"))) \
            and not (units and len(units[0].values["number"]) >= 2 and any(
                _recounted(claim, value, units[0], units) for value in _values(claim)["number"])) \
            and not (units and units[0].values["duration"] and any(
                v not in units[0].values["duration"] and v.split(":")[-1] in units[0].values["number"]
                and any(a for a, _ in _counted(units[0].text).get(v.split(":")[-1], frozenset()))
                for v in _values(claim)["duration"])) \
            and not (units and any(_previous_value_of_another_year(claim, kind, value, units[0].text)
                                   for kind in ("percent", "amount", "number", "measure") for value in _values(claim)[kind]
                                   if not _is_year(value))) \
            and not (units and len(units[0].values["date"]) >= 2 and any(
                _other_end(claim, value, units[0].text) or _changed_from(claim, "date", value, units[0].text)
                or _date_of_another_doing(claim, value, units[0].text) for value in _values(claim)["date"])):
        # one clause: nothing to bind to another subject (the plain specifics check applies), unless
        # it names others beside the claim's names ("presented by Julian Marsh to Eva Lindgren") or
        # states amounts of different things ("built for $1.2 billion on a budget of $800 million"), or counts
        # another thing with the claim's number ("12 Gas Safe registered engineers and 8 NICEIC-approved electricians"),
        # or counts a thing with the number of a length the claim states where it gives another length ("25 days' annual
        # leave plus the 8 public bank holidays" for "8 days' annual leave"; not a bare number, the length said again:
        # "Five minutes ... were added at the end of the first half and eight at the end of the second"),
        # or gives the claim's value as the one a change started from in another year ("up from 81,200 the year before"),
        # or gives the claim's date as the other end of a span ("runs from 4 November 2024 until 22 November 2024") or as
        # what a date was changed from ("has been moved from 8 March to 22 March 2025") or that of another doing ("paid on
        # 14 November 2024 to shareholders of record at the close of business on 31 October 2024")
        return []
    claimed = {**_values(claim), "name": (_values(claim)["name"] | set(_INITIALS_WORD.findall(claim))
                                          | _letter_labels(claim)) & names}
    # a name is what the claim asserts when it states no quantity ("Bob approved the budget", "...
    # in 2024", "the 9:40 service calls at Oxford"); next to an amount or a count it names whom the quantity is about ("The Pro plan
    # costs $10", "Maya scored 14 points"), and the quantity is what is checked
    # unless the claim says when: then who did it on that occasion is asserted too ("Ashford Rovers won the
    # 2019 final, beating Eastgate United 3-0")
    # (the number of a label the claim is about is no quantity: "Version 4.0 was codenamed Aurora")
    # (or the label it opens with, where no verb tells its subject: "Precinct 5 voters cast their ballots at ...")
    label_numbers = {label for _, label in _labels(_subject_phrase(claim))} | {
        label for word, label in _labels(claim) if re.match(r"\W*(?:the\s+)?" + re.escape(word) + r"\b", claim, re.I)}
    label_words = {word for word, _ in _labels(claim)}  # ("Terminal 5" names no one)
    # (nor is the number closing a longer name: "at Maple Park Field 3")
    label_numbers |= {label for word, label in _labels(claim)
                      if re.search(r"\b[A-Z][\w'’-]*\s+" + re.escape(word) + r"\s+" + re.escape(label) + r"\b", claim)}
    # (nor are the ends of a range of labelled things: "on Rinks 1 to 3", "Courts 4-6")
    label_numbers |= {f"{float(n):g}" for m in _LABELLED_RANGE.finditer(claim) for n in m.group(1, 2)}
    # (an ordinal opening a name counts nothing: "the 51st & Green lounge", "42nd Street")
    claimed["number"] = claimed["number"] - {f"{float(m.group(1)):g}" for m in _ORDINAL_NAMING.finditer(claim)}
    # (nor is "a full day" where the evidence names a session "Full day", no length it counts: "A full day (8am–6pm) in
    # Saplings costs £72.00" under "| Room | Age range | Full day (8am–6pm) |")
    if _A_WHOLE_DAY.search(claim) and _SESSION_CALLED_DAY.search(evidence):
        claimed["duration"] = claimed["duration"] - {"days:1"}
    # (a number the question gives after a plain word is what the claim is asked about, no quantity it states: "The
    # Egyptian Gallery is on level 2" for "Which gallery is on level 2?"; not a name's, "Windows 10")
    # (not one the claim states twice, once as the question does: "Losing in three games earns you 3 points" for "How
    # many points for losing in three games?")
    # (nor after a capitalised word the question says before it too, a team's or a group's numbered name: "Jo Whitlock is
    # the Ladies 2s captain" for "Who captains the Ladies 2s?")
    # (in figures or in words, after the claim's opening word as after any in lower case: "Reaching fifty donations earns
    # you ..." for "my 50th donation")
    claim_in_figures = _NUMBER_IN_WORDS.sub(_in_figures, claim) if given else claim
    claim_in_figures = claim_in_figures[:1].lower() + claim_in_figures[1:]
    asked = {v for v in claimed["number"] if float(v) in given and not _said_twice(claim, v) and any(
        word.islower() or tx.content_words(word) <= given_words
        for word in re.findall(r"(?<![\w-])([A-Za-z]+)\s+" + re.escape(v) + r"(?:s\b|(?![\w.,]\d|\w))",
                               claim_in_figures))}
    # (nor does an age group's bound count anything: "the under-14 girls' team", "the U12s")
    age_groups = {f"{float(n):g}" for n in _AGE_GROUP_BOUND.findall(claim)}
    # (nor is a number naming a thing, wherever it stands: "were last season's Division Two champions", "meets in Room 7")
    naming_numbers = {label for word, label in _labels(claim) if len(word) > 1 and word[0].isupper()}
    if any(v for kind in _QUANTITIES for v in claimed[kind]
           if not (kind == "number" and (_is_year(v) or v in label_numbers or v in asked or v in age_groups
                                         or v in naming_numbers))
           and kind != "time") \
            and not (claimed["date"] or any(_is_year(v) for v in claimed["number"])) \
            and len([run for run in _name_runs(claim, claimed["name"]) if not run <= label_words]) < 2 \
            and not _named_beyond_subject(claim, claimed["name"]):
        claimed["name"] = frozenset()
    if any(v for kind in _QUANTITIES for v in claimed[kind] if kind != "time" and not (kind == "number" and _is_year(v))):
        # and a month beside a quantity says when it holds ("The unemployment rate in March was 4.1%"): the
        # quantity is checked in the month's clause, the month itself asserts nothing
        claimed["month"] = frozenset()
    # (and so do months beside a full date: "Points earned in July–December 2025 expire on 30 June 2026")
    if any(v.count("-") == 2 and "?" not in v for v in claimed["date"]):
        claimed["month"] = frozenset()
    # a month the claim says a thing moved from is its earlier plan, not when it holds ("moved it from June")
    claimed["month"] = claimed["month"] - {str(tx._MONTHS[m.group(1).lower()]) for m in _MONTH_LEFT.finditer(claim)}
    # a number making a compound the evidence writes as it is names a kind of thing beside a quantity the claim states
    # apart, it counts nothing of the claim's: "the two-person team makes 3 delivery attempts" where "our two-person
    # team makes 2 delivery attempts" (alone it is what the claim says: "The larger model has a 16-inch screen")
    compounded = {_compound_number(m.group(1)) for m in _NUMBER_COMPOUND.finditer(claim)
                  if re.search(r"(?<![\w-])" + re.escape(m.group(0)) + r"(?![\w-])", evidence, re.IGNORECASE)}
    # (a size naming the claim's thing is no quantity it states: "The 7.5-tonne lorry comes with a 3-person crew")
    stated_apart = {f"{n:g}" for n in tx.extract_numbers(_SIZED.sub(" ", _NUMBER_COMPOUND.sub(" ", claim)),
                                                          include_dates=False)}
    # (a year is no quantity stated apart: "The Grubb refractor, which dates from 1891, has a 16-inch lens" states the lens)
    if {v for v in stated_apart if not _is_year(v)} - compounded:
        claimed["number"] = claimed["number"] - (compounded - stated_apart)
    # (a number the claim writes in a compound and again apart is a count of its own, where the question gives it in the
    # compound: "A 4-foot tortoise table can hold four adult tortoises" for "... on a 4-foot tortoise table?")
    said_twice = stated_apart & {_compound_number(m.group(1)) for m in _NUMBER_COMPOUND.finditer(claim)}
    # (so does a length making such a compound, beside another quantity: "A three-year reserved instance is discounted
    # by 50%" where "A three-year commitment brings the discount to 50%" - which instance, not a length it states)
    # (in the claim's subject only: "Fibre 150 has an 18-month minimum term" states its length)
    compound_lengths = {key for m in _LENGTH_COMPOUND.finditer(_subject_phrase(claim))
                        for key in _compound_lengths(m.group(0))
                        if re.search(r"(?<![\w-])" + re.escape(m.group(0)) + r"(?![\w-])", evidence, re.IGNORECASE)}
    # (another quantity: not a label's number, "The Inspiron 14 comes with a three-year ... warranty" states its length)
    naming_lengths = compound_lengths if any(claimed[kind] for kind in ("amount", "percent", "measure")) or any(
        v not in label_numbers and not _is_year(v) for v in claimed["number"]) else set()
    own = _features(claim, names)
    # (who does what the claim says is done "by" them is keyed by the noun of who does it: "is underwritten by" under
    # "Underwriter: Northgate Insurance plc", "operated by" under "Operator")
    own.update({f: 1.0 for f in _agent_features(claim, evidence) if f not in own})
    # (a bound the claim says as "up to" or "at least" is the maximum or the minimum of an evidence that names its
    # bounds so: "covers groups of up to 9 adults" is told by "Maximum group size: 9 adults", not by "Minimum group
    # size: 3 adults"; where the evidence says "up to" itself, its words say which clause is meant)
    own.update({f"w:{word}": 1.0 for bound, word in _BOUNDS_SAID
                if bound.search(claim) and not bound.search(evidence) and f"w:{word}" not in own})
    # (whose a role is says less of which clause is meant than the role: "the charity's treasurer" is told by
    # "serves as Treasurer", not by "joined the charity" - the passage is all about the charity)
    # (the owner weighs as one word however many features its words make: "the pre-school's SENCo")
    owner_weights: dict[str, float] = {}
    for owner, role in _COMMON_OWNER.findall(claim):
        # (an office of two words too, "the practice's safeguarding lead"; or one known by its initials, "SENCo")
        if any(_stem(word) in _OFFICE_ROLES for word in role.split()) or role[:2].isupper():
            said = {f for f in own if f in _features(owner, names) or any(
                f == f"w:{word}" or f.startswith("pair:") and word in f[5:].split() for word in _words(owner))}
            owner_weights.update({f: OWNER_WEIGHT / len(said) for f in said})
    own.update({f: own[f] * weight for f, weight in owner_weights.items()})
    owner_features = set(owner_weights)
    words = {f for f in own if f.startswith("w:")}
    # a claim about a name only ("Inflation was 4.1% in 2022") has a subject too
    if not (words or any(f.startswith("name:") for f in own)) or not any(claimed.values()):
        return []
    # (a qualifier of words no clause stating a value uses tells no clause from another: "costs €21.00 per
    # week, excluding handling fees" where every price leaves the fees out alike; "Outside Europe" does tell
    # "It costs £2.50 per day in our Europe zone")
    # (read as a clause's are: "do not report income that you should report"; the owner of an office qualifies no
    # role: "The pre-school's SENCo")
    said_qualified = _qualifiers(claim, "") - {f[2:] for f in owner_weights if f.startswith("w:")}
    # ("after surgery" is what the evidence's "post-surgery" says: "Lead-only walks: 4 weeks" under "Post-surgery
    # aftercare")
    said_qualified |= {word for m in _AFTER_OR_BEFORE.finditer(claim) for word in tx.content_words(m.group(2))
                       if re.search(r"\b" + ("post" if m.group(1).lower() == "after" else "pre") + "-" + m.group(2),
                                    evidence, re.IGNORECASE)}
    # (a name the claim leaves out is none it asserts: "Outside Europe, ... costs £7 per day")
    unqualified = _QUALIFIED.sub(" ", claim)
    claimed["name"] = frozenset(n for n in claimed["name"] if re.search(r"\b" + re.escape(n) + r"\b", unqualified))
    left_out_names = {f for n in names if not re.search(r"\b" + re.escape(n) + r"\b", unqualified) for f in _name_features(n)}
    qualified = said_qualified & frozenset().union(*(c.qualified for c in units), *(c.own_words for c in units if any(
        c.values[kind] for kind in _KINDS if kind != "name")))
    # (a piece of the claim giving a value of its own qualifies that value's thing, though the claim names the thing
    # plainly elsewhere: "$145 for the full season, or $80 for a half season" - the $80 is the half season's)
    # (not the owner of an office, as above: "The pre-school's SENCo")
    qualified_of_piece = _qualified_pieces(claim, frozenset().union(*(c.qualified for c in units)) - {
        f[2:] for f in owner_weights if f.startswith("w:")}) if _QUALIFIED.search(claim) else {}
    # the claim's pairs of words the evidence uses, together or apart ("the second quarter" where it says
    # "in the first quarter and by 0.7% in the second")
    everywhere = frozenset().union(*(c.own_words for c in units))
    said_pairs = _modifier_pairs(claim)
    used = frozenset(p for p in said_pairs if any(p in c.pairs for c in units))
    # (and a first modifier with the head a second stands before, where a clause stating a value pairs them and no lead
    # does: "A lakeside seasonal pitch" is the "lakeside pitch", not "a standard pitch" under "Seasonal pitch fees"; not
    # "A missed hygienist appointment" under "Missed appointments:")
    stating_any = [any(c.values[k] for k in _KINDS if k != "name") for c in units]
    known = used | frozenset(p for p in _modifier_pairs(claim, nouns_only=True) if set(p) <= everywhere) | frozenset(
        p for p in {(a, c) for a, b in said_pairs for b2, c in said_pairs if b2 == b and a != c and "-" not in a}
        if any(p in c.pairs for c, states in zip(units, stating_any) if states)
        and not any(p in c.pairs for c, states in zip(units, stating_any) if not states))
    # (the claim's pairs of plain words, no name: "the authorised repair partner")
    plain_pairs = frozenset(p for p in known if set(p) <= tx.content_words(" ".join(re.findall(r"\b[a-z][\w'-]*", claim))))
    claim_stems = frozenset(tx.content_words(claim)) | {_stem(_OTHER_FORM[w]) for w in re.findall(r"[a-z]+", claim.lower())
                                                        if w in _OTHER_FORM} | {
        _ACTION_OF_VERB[w] for w in tx.content_words(claim) if w in _ACTION_OF_VERB}
    # (and what "a year" says of a thing: "costs £35 a year" is an annual charge, of what the passage opens saying it is
    # about: "Garden waste collection is an opt-in service. An annual subscription ... costs £52")
    topic_words = units[0].own_words if units and not any(units[0].values[kind] for kind in _QUANTITIES) else frozenset()
    # a name only the first clause says, where no later clause names anything, is what the whole passage is about: it
    # weighs as a word, not as a name keying that clause ("The coach to the Whit Friday marches costs £35 per player. ...
    # The £25 balance must reach the treasurer by 1 June" - the balance is the coach's too)
    # (not where a later clause speaks of the others: "The UCAS deadline for Medicine ... is 15 October. For most other
    # undergraduate courses, ..." - the name keys its clause apart from theirs)
    # (where later clauses name nothing of their own, a name of the first none of them inherits is still the first's
    # alone: "Club nights start at 7:30pm in the clubroom on Mill Lane. The building is locked at 10:00pm"; not one they
    # go on about, "The Old Mill Cafe is open from 9am to 5pm. The terrace closes at 4pm")
    topic_names = frozenset(f for f in units[0].features if f.startswith("name:") and not any(
        f in c.features for c in units[1:])) if len(units) > 1 and not any(
        f.startswith("name:") and weight >= 1.0 for c in units[1:] for f, weight in c.features.items()) and not any(
        _THE_OTHERS.search(c.text) for c in units[1:]) else frozenset()
    # (a topic's name of several words weighs as one word, its pairs of words and its season as none)
    topic_weight = 1 / max(1, len(topic_names & own.keys()))
    topic_name_stems = frozenset(_stem(f[5:].lower()) for f in topic_names)
    periodic = frozenset((_stem(word), modifier) for m in _PER_PERIOD.finditer(claim)
                         for word in _PERIOD_ADJECTIVES[m.group(1).lower()] for modifier in topic_words)
    claim_pairs = _modifier_pairs(claim)
    claim_capitalised = frozenset(_stem(w.lower()) for w in _CAPITALISED_INSIDE.findall(claim))
    # rarer features say more about which clause is meant (one in every clause says nothing)
    # the claim's words written in lower case, and its first word when that is no name of it (capitalised
    # by grammar: "Online returns can be filed")
    first = re.match(r"\W*([A-Z][a-z]+)\b(?![-'\w]|\s+" + _PARTICLE + r"?[A-Z])", claim)  # "Amir Haddad won": a name
    lower = re.findall(r"\b[a-z][\w'-]*", claim) + ([first.group(1)] if first and first.group(1) not in names else [])
    plain = frozenset(f"w:{w}" for w in tx.content_words(" ".join(lower))) | frozenset(
        f"w:{_ACTION_OF_VERB[w]}" for w in tx.content_words(" ".join(lower)) if w in _ACTION_OF_VERB)  # ("registered")
    saying = {f: sum(c.weight(f, plain) > 0 for c in units) for f in own}  # how many clauses say each feature
    idf = {f: math.log(1 + len(units) / (1 + saying[f])) for f in own}
    # a claim word the evidence never uses (a paraphrase: "won" for "went to") cannot say which
    # clause is meant, so the share the subject's clause must carry is of the words it does use
    # (nor does a qualifier the evidence never carries: what the claim leaves out is no part of its subject)
    # (a compound is asked no share of its own: its parts are, "Part-time staff receive a pro-rata amount")
    present = {f for f in own if saying[f] and not (f.startswith("w:") and "-" in f)} \
        - {f"w:{w}" for w in said_qualified - qualified}
    # the words the claim is about before it says anything of them ("Electronics | can be returned
    # within 14 days") tell its subject from another subject with the same predicate ("Most items can
    # be returned within 30 days")
    # (not up to a closing phrase's verb, where the claim's own is none: "Sessions start again on Tuesday 26 August |
    # once the summer break is over")
    claim_subject = _subject_phrase(_ONCE_ANOTHER_IS_OVER.sub("", claim))
    # (a relative clause after the subject's noun is part of it, up to the main verb: "A child who has had a
    # temperature | must stay home for 24 hours")
    relative = _RELATIVE_SUBJECT.match(claim) if re.search(r"\b(?:who|that)\s*$", claim_subject) else None
    claim_subject = relative.group(1) if relative else claim_subject
    # (nor is an opening phrase saying when: "Last year | wood made up 12% of all the material received")
    claim_subject = _OPENING_WHEN.sub("", claim_subject, count=1)
    # (of "the music of the national anthem", the music: the words after "of" say whose)
    head_of_subject = re.split(r"\bof\b", claim_subject)[0] or claim_subject
    # (a subject of a doing is what is done, not the doing: "Taking a bicycle on the ferry costs €10" is about the
    # bicycle)
    doing = _SINGULAR_PRESENT_VALUE.search(claim) if not claim_subject and _GERUND_OPENING.match(claim) else None
    head_of_subject = _GERUND_OPENING.sub("", claim[:doing.start()]) if doing else head_of_subject
    grammatical_subject = frozenset(f"w:{w}" for w in _words(head_of_subject)) | frozenset(
        f"w:{compound.lower()}" for compound in _COMPOUND.findall(head_of_subject)) | frozenset(
        f for n in names if re.search(r"\b" + re.escape(n) + r"\b", head_of_subject) for f in _name_features(n))  # "Maria Okafor won"
    # what the claim says of its subject: for a date, the event ("began", "was consecrated")
    predicate = frozenset(_words(claim)) - _words(claim_subject) if claim_subject else frozenset()
    # whom the claim says its value is for, where the evidence speaks of them: "approved for children"
    # (not in a clause whose own subject is someone else: "Seniors ... receive a 50% discount on all fares"
    # says nothing of whether the students' "30% discount on off-peak and peak journeys" is on fares)
    beneficiaries = _for_whom(claim) & frozenset().union(*(
        c.own_words for c in units if any(c.values[kind] for kind in _QUANTITIES)
        and not _about_another(c.text, claim_stems)))
    opposites = _opposites(claim, evidence)
    # whether the evidence uses the claim's verb, which then says which event's clause is meant
    told_by_verb = bool(_verbs(claim) - _words(claim_subject) & everywhere)
    # (and then weighs as a subject does: "was nominated for the peace prize in 2009 and 2012, and was
    # finally awarded it in 2014")
    claim_verbs = frozenset(f"w:{v}" for v in _verbs(claim) - _words(claim_subject))
    # (not a word of a name: the "Autumn Épée Open" opens nothing)
    # (nor one of the event the claim's is set after: "opens its doors again on 18 August after the summer closure")
    claim_events = _words(_CAPITALISED_INSIDE.sub(" ", _AFTER_AN_EVENT.sub("", claim))) - _words(claim_subject) \
        & _EVENT_ENDS.keys()
    # (a deadline is when a thing closes, wherever the claim says it: "The deadline for uniform grant applications is 15
    # July 2025" where applications "open on 1 June and close on 15 July 2025")
    claim_events |= {"clos"} if "deadlin" in _words(claim) and not _words(claim) & _STARTS else set()
    # (so is what a thing goes on until, where the claim names no event: "The winter league runs until 28 March" where the
    # season "starts on 16 September and finishes on 28 March")
    # (not where it tells the start too, another time or date of it: "takes over at 1pm and continues until 8am on Monday")
    claim_events |= {"end"} if not claim_events and _GOES_ON_UNTIL.search(claim) and sum(
        len(found) for kind, found in _values(claim).items() if kind in ("time", "date")) <= 1 else set()
    # the claim's quantities (not its years or times: occasions), which its occasions are of
    # of one sentence's clauses, one naming a name of the claim as its own is about it, not one naming
    # others instead: "£412,000 in Clifton, £298,000 in Bedminster" for Bedminster's price
    naming_others = _naming_others(units, frozenset(f for f in own if f.startswith("name:")), frozenset(own))
    subject_words = frozenset(f[2:] for f in grammatical_subject if f.startswith("w:"))
    whole_subject_words = _words(claim_subject)
    subject_head_words = _words(re.split(r"\bfor\b", head_of_subject)[0]) if " for " in head_of_subject else frozenset()
    # (the claim's subject words written in lower case: a subject of several said by one clause stating a
    # value, and by no word in another, says which is meant, ``_saying_none``)
    common_subject = frozenset(w for w in subject_words if f"w:{w}" in plain)
    subject_clause = _subject_clause(units, subject_words, plain)
    # (a label's number is none: "fixed in version 5.0.1")
    in_labels = {".".join(label.split(".")[:end]) for _, label in _labels(claim) if label[0].isdigit()
                 for end in range(1, label.count(".") + 2)}
    # the age the claim speaks of keys its clause where the evidence gives ages ("an eight-year-old" under
    # "Children aged 6 to 12"); it is no value of the claim's own
    # (or the ages: "people aged 50 to 64" under "every 3 years to people aged 25 to 49 and every 5 years to
    # those aged 50 to 64")
    ages = _claimed_ages(claim)
    # (not where the question asks the age: the age is then what the claim asserts, "You become eligible for the
    # $10-a-month senior discount at age 62" for "At what age do I qualify for the senior discount?")
    # (one age, where the question gives no number: "Up to what age must a child come with an adult?" keys the clause of
    # "Any child younger than 14" beside the adult's "at least 18")
    ages = None if ages is not None and given_words & {"age", "old"} and not given \
        and len(_values(claim)["number"]) == 1 else ages
    # (the open span of ages the claim says whom it is about by, though no clause gives it as it is: "a guest aged 18 or
    # over" is none of "a guest under 18")
    ages_said = ages if ages is not None and (ages[1] == math.inf or ages[0] == 0) else None
    said_again: frozenset[str] = frozenset()  # the age's number said again as a count: "an eight-year-old ... 8 tablets"
    rest = _values(_CLAIMED_AGE.sub(" ", _AGE_OPEN.sub(" ", _AGE_SPAN.sub(" ", claim)))) if ages is not None else {}
    # (unless the age is all the claim states, which is then what it asserts: "Padlocks can be bought by anyone aged 16 or
    # older" where "Customers must be 18 or over to book a lock change"; not the ages the question gives, which say of
    # whom it asks: "For children aged 5 to 11, the recommended castle is the Pirate Adventure" for "Which castle do you
    # recommend for children aged 5 to 11?")
    # (a value every clause giving ages shares is none the ages key: "Saturday" over "- Junior Riders: ages 7–11" and
    # "- Young Riders: ages 12–16" for "Junior Riders is the Saturday group for children aged 12–16")
    aged = [c for c in units if c.ages] if ages is not None else []
    if ages is not None and any(_covers(span, ages) for c in units for span in c.ages) \
            and (any(v for kind in _KINDS if kind != "name" for v in rest[kind]
                     if not (len(aged) > 1 and all(f"{kind}:{v}" in c.features for c in aged)))
                 or {float(a) for a in ages} <= given):
        keys = {f"{a:g}" for a in ages}
        said_again = frozenset(keys & rest["number"])
        claimed["number"] = claimed["number"] - (keys - rest["number"])
        claimed["duration"] = claimed["duration"] - ({_duration_key(a, "year") for a in ages} - rest["duration"])
    else:
        ages = None
    # (a clause naming the group of the claim's ages by a name of its own names no other: "Senior (65+) £16" for "If you're
    # 65 or older")
    if ages is not None:
        naming_others = {i for i in naming_others if not any(_covers(span, ages) for span in units[i].ages)}
    # (the claim's ages are no quantity of its own: "adults aged 65 and over" where "adults under 65" are held on
    # another day)
    # (nor the groups of a phone number, which count nothing: "call our sales manager, Rachel Ormond, on 01326 554120")
    dialled = {f"{float(group):g}" for m in _PHONE_NUMBER.finditer(claim) for group in m.group(0).split()}
    quantities = [(kind, v) for kind in _QUANTITIES if kind != "time" for v in claimed[kind]
                  if not (kind == "number" and (_is_year(v) or v in in_labels or v in dialled or v in age_groups))]
    claim_labels = {label for _, label in _labels(claim)} | _naming_numbers(claim)
    # (the numbers of the claim's labels it writes again as a count of a plural, nothing before it: "3 UDAs" beside
    # "Band 3")
    labelled_pairs = {(word.lower(), label) for word, label in _labels(claim)}
    counted_apart = frozenset(n for n in claim_labels for m in re.finditer(
        r"(?:^|[^\w\s]\s*|\b([A-Za-z]+)\s+)" + re.escape(n) + r"\s+([A-Za-z]+[^s\W]s)\b", claim)
        if (str(m.group(1)).lower(), n) not in labelled_pairs and m.group(2).lower() not in _BASE_VERB_FORMS)
    aged_clauses = [i for i, c in enumerate(units) if ages is not None
                    and any(_covers(span, ages) for span in c.ages)]
    # (the clauses giving the claim's very ages, where some do: "Cats pay a 15% co-payment from age 10" for "Cats aged
    # 10 or older", not "For dogs aged 8 or older")
    aged_clauses = [i for i in aged_clauses if ages in units[i].ages] or aged_clauses
    # a clause said of a span of the claim's label is keyed by it as by the claim's ages ("Employees in Grades 5
    # and above ..." for "A Grade 6 employee"), and one of a span without it is of others ("Grades 1–4")
    in_span, out_of_span, spanned_labels = _label_span_clauses(claim, units)
    aged_clauses += sorted(in_span - set(aged_clauses))
    age_weight = math.log(1 + len(units) / (1 + len(aged_clauses))) * NAME_WEIGHT
    given_names = {n for n in claimed["name"] if tx.content_words(n) and tx.content_words(n) <= given_words}
    key_named = frozenset().union(*(c.key_names for c in units))  # (the names keying a line, ``held``)
    # (the capitalised words of the claim that may name a line's key: no day or month, which is a value checked)
    claim_key_words = frozenset(word for word in _CAPITALISED.findall(claim[1:]) if not any(
        found for kind, found in _values(word).items() if kind != "name")) if key_named else frozenset()
    # (and a key the claim writes in lower case, all its words: "The platelet donation itself lasts ..." under "Platelets:")
    # (a key opening one line only before a colon, naming a thing, no field every block of a listing has: "Platelets:",
    # not "Membership: Off-Peak ... Membership: Peak"; where no key is a value, no field beside days: "Phone: ..." over
    # "Mon–Fri: 7:30am – 5:30pm")
    claim_key_words |= frozenset(key for key in key_named if tx.content_words(key)
                                 and tx.content_words(key) <= tx.content_words(claim)
                                 and not any(found for kind, found in _values(key).items() if kind != "name")
                                 and len(re.findall(r"(?m)^[ \t]*(?:[-*•·][ \t]*)?" + re.escape(key) + r"[ \t]*:",
                                                    evidence)) == 1) if key_named and not any(
        found for key in key_named for kind, found in _values(key).items() if kind != "name") else frozenset()
    # (a label of the claim a clause states says which event is meant: "Instalment 3: 2 June 2025"; so does a season:
    # "| Summer | 22 July 2021 |" for "The summer campaign took place on 22 July 2021")
    labelled = any(f.startswith(("label:", "season:")) and any(c.features.get(f) for c in units) for f in own)
    one_clause = not _RELATIVE_OR_CONTRAST.search(claim)
    said_together = _dates_with_weekdays(claim)
    role_said = any(_qualified_as(qualified, c) for c in units)
    first_clause = next((c for c in units if not c.title), None)  # (the scene a passage may open with)
    # (a count the evidence never states but sets ranges for is the claim's case, which keys the clauses of its range:
    # "If you send 200 parcels a month" is not of "Business accounts sending more than 500 parcels a month")
    in_ranges, out_of_range, holding_range = _ranged_counts(claim, units)
    # (so does an amount or a duration the claim gives as its case beside a value it states: "For a property worth
    # £400,000 the valuation fee is £450")
    ranged_cases, out_of_case_range, in_case_range = _ranged_cases(claim, units)
    # (and so do the claim's other keys: a threshold's side, a row's whole name, a doing, its subject's label)
    out_of_range = out_of_range | out_of_case_range | _other_thresholds(claim, units, given) | _other_sides(claim, units) \
        | _strictly_beyond(claim, units) | _other_date_sides(claim, units) \
        | _longer_row_names(claim, evidence, units) | _longer_names(claim, units) | _plus_models(claim, units) \
        | _other_doings(claim, units) \
        | (_other_labels(claim, claim_subject, units) - in_span)
    # (a size naming a model, "The 65-inch QN90D", where the evidence names a thing by it too)
    models = [m for m in _SIZED.finditer(claim) if _MODEL_NEXT.match(claim, m.end())]
    sized_subject = {f"{float(m.group(1)):g}" for m in models
                     if re.search(r"(?<![\d.,])" + re.escape(m.group(0)) + r"\b", evidence)}
    # (and a measure opening the claim's subject, where the evidence names a thing by it too: "The 90 cm vivarium" for "The
    # 90 cm version with the same lighting is £215")
    sized_measures = {_measure_key(m.group(1), m.group(2)) for m in _SIZE_BEFORE_THING.finditer(claim)
                      if m.group(2) in _MEASURES and re.search(r"(?<![\d.,])" + re.escape(m.group(1)) + r"\s?"
                                                            + re.escape(m.group(2)) + r"\s+[a-z]", evidence)}
    # (a year naming the claim's thing as the evidence names it: "bookings for the 2026 season")
    year_named = {m.group(0) for m in _YEAR_NAMING.finditer(claim) if re.search(
        r"\bthe\s+" + re.escape(m.group(0)) + r"\s+" + re.escape(claim[m.end():].split()[0].strip(".,;:")),
        evidence, re.IGNORECASE)}
    # (and a clause naming a model of another size is about that model: "The 13-inch AeroBook Pro is now £999"; a size
    # written with its unit's symbol too: "The 48kWh Hyundai Kona" is no "Kona Electric 65kWh")
    model_sizes = {(m.group(2), f"{float(m.group(1)):g}") for m in models} | {
        (m.group(2), f"{float(m.group(1)):g}") for m in _SYMBOL_SIZED.finditer(claim) if _MODEL_NEXT.match(claim, m.end())}
    other_sizes = {i for i, c in enumerate(units) if model_sizes and (sizes := {
        (m.group(2), f"{float(m.group(1)):g}") for pattern in (_SIZED, _SYMBOL_SIZED) for m in pattern.finditer(c.text)})
        and not model_sizes & sizes and {unit for unit, _ in sizes} & {unit for unit, _ in model_sizes}}
    # (and so is one naming its thing by another length of the unit naming the claim's: "with a one-year commitment" for
    # "A three-year reserved instance")
    other_sizes |= {i for i, c in enumerate(units) if naming_lengths and (lengths := _compound_lengths(c.text))
                    and not naming_lengths & lengths
                    and {key.split(":")[0] for key in lengths} & {key.split(":")[0] for key in naming_lengths}}
    # (and one sizing its thing by another measure of the unit sizing the claim's: "A 120 cm vivarium ... is £265" for
    # "The 90 cm vivarium")
    other_sizes |= {i for i, c in enumerate(units) if sized_measures and (measures := {
        v for v in c.values["measure"] if v.split(":")[0] in {m.split(":")[0] for m in sized_measures}})
        and not measures & sized_measures}
    # (where the claim's value is: "A Blue Badge costs £20 in Scotland" is not told by "Councils in England can charge
    # up to £10 for a Blue Badge")
    placed = _places(claim, names)
    # (the place is its whole name, each word of which a clause may say it by: "in the Museum Shop" is "in the Shop")
    placed |= {(preposition, word) for preposition, name in placed for run in _name_runs(claim, names) if name in run
               for word in run}
    claim_runs = [run for run in _name_runs(claim, names) if len(run) >= 2]
    claim_codes = {f for f in own if f.startswith("code:")}
    # (the claim's names in full of who does what it says: "headlined by The Copper Tides")
    acting_runs = [run for run in claim_runs if re.search(r"\bby\s+(?:[Tt]he\s+)?(?:[A-Z][\w'’-]*\s+)*?(?:" + "|".join(
        re.escape(n) for n in run) + r")\b", claim)]
    unit_runs = [[frozenset(_stem(word.lower()) for word in run) for run in _name_runs(c.text, c.values["name"])]
                 for c in units] if claim_runs else []
    column_names = _values(" · ".join(set(_table_headers(evidence).values()))) if "|" in evidence else _values("")
    # (a table with a rule under its header: one without may open with a row of values, "Adult Grand Prix (14+) | £45 pp")
    header_ruled = "|" in evidence and any(_RULE_LINE.fullmatch(line.strip()) for line in evidence.split("\n"))
    weekend_only = bool(re.search(r"\bweekends?\b", claim, re.IGNORECASE)) and not _DAY_WORD_NAMED.search(claim)
    # (a value of the claim's opening phrase is the case it speaks of: "After five years of continuous service, ...
    # receive 27 days" is of the clause saying five years, not of one without a case or of another case)
    case_phrase = _CASE_OPENING.match(claim)
    # (a year is an occasion, not a case: "In the 2021 census, ...")
    # (one the claim states beside a value of its own: "After 15 minutes of inactivity, sessions time out" states it)
    after_case = _values(claim[case_phrase.end():]) if case_phrase else _values("")
    # (not one it states after the case as well: "For a Year 4 class you'll receive one free adult for every four pupils")
    case_values = {(kind, v) for kind in _QUANTITIES if kind != "time"
                   for v in _values(case_phrase.group(0))[kind] if not _is_year(v) and v not in after_case[kind]} \
        if case_phrase and any(
        after_case[kind] for kind in _QUANTITIES if kind != "time") else set()
    # (or inherits it: "when a friend completes their first 5 lessons, you receive £30 ... and your friend receives £15")
    cased = [i for i, c in enumerate(units) if not c.title and any(v in c.values[kind] or c.features.get(f"{kind}:{v}")
                                                                   for kind, v in case_values)]
    # (and the clause a condition stating the case alone opens: "Once the three-month probationary period has ended, |
    # nanny placements require four weeks' notice")
    cased += [i + 1 for i in cased if i + 1 < len(units) and i + 1 not in cased
              and units[i + 1].sentence == units[i].sentence and _states_only_the_case(units[i].text, case_values)]
    claim_rates = _rate_durations(claim)
    claimed_only = _only(claim)
    claim_share_did = _share_did(claim)
    # (a closing phrase stating nothing that adds another fact: ", fuel included")
    closing_fact = _CLOSING_FACT.search(claim)
    added_fact = frozenset(f"w:{w}" for w in _words(closing_fact.group(1)) - _words(claim[:closing_fact.start()])) \
        if closing_fact else frozenset()
    closing_values = _values(closing_fact.group(1)) if closing_fact else _values("")
    claim_role = _role_phrase(claim_subject)
    claim_bounds = _period_bounds(claim)
    claim_thresholds = _thresholds(claim)
    claim_dimensions = _dimensions(claim)
    claim_labelled = _labelled_things(claim)
    opening = _LABELLED_OPENING.match(claim)
    opening_labelled = _labelled_things(opening.group(0)) if opening else frozenset()
    claim_doing = _DOING_OPENING.match(claim)
    # (a claim going on to say what happens "otherwise" speaks of the case of not doing what it says, as a clause of the
    # evidence putting that case does: "You have a quarter of an hour to check in on the tablet, otherwise the room goes
    # back to other members" where "If you haven't checked in on the tablet within 15 minutes, the room is released")
    otherwise_case = frozenset().union(*(u.qualified for u in units if _NOT_DONE_CASE.match(u.text))) \
        if _OTHERWISE.search(claim) else frozenset()
    claim_deed = _deed(claim)
    claim_event_verbs = _event_verbs(claim) - _words(claim_subject)
    claim_opening_subject = _present_subject(claim)
    claim_counts_a_part = any(_PARTITIVE.match(claim, m.start()) for m in re.finditer(r",", claim))
    # (or before a verb saying when it starts or ends: "The spring worktop sale ends on 31 March")
    subject_by_event = not claim_opening_subject
    claim_opening_subject = claim_opening_subject or _present_subject(claim, events=True)
    subject_by_event = subject_by_event and bool(claim_opening_subject)
    claim_subject_head = _subject_head(claim)
    # (a day or a month opening the claim says when, it names no one: "The Thursday Poetry Workshop", "Tuesday is ...")
    claim_head_before_verb = _head_before_verb(claim)
    # (past a phrase saying when, which ends with its year: "At the end of January 2025 Bradford had ...")
    # (and past what the claim says its case is for, whose thing it opens with: "To ride the VR racing simulators, your son
    # must be ...")
    claim_opening_capitals = frozenset(w for w in _opening_capitals(_PURPOSE_OPENING.sub("", _WHEN_OPENING.sub(
                                           "", claim, count=1), count=1))[0]
                                       if w.lower() not in tx._MONTHS
                                       and not re.fullmatch(_DAY_NAME + "s?", w, re.IGNORECASE))
    # (capitals written inside the claim name its thing, those of an abbreviation too: "the VR racing simulators")
    opening_names = names | {w for w in claim_opening_capitals if re.search(r"(?<=[a-z]\s)" + re.escape(w) + r"\b", claim)}
    # (and the parts of its compounds: "large-breed")
    claim_and_codes = claim_stems | _words(claim) | _words(claim.replace("-", " ")) | frozenset(
        f for f in own if f.startswith("code:"))
    routed = _routed_names(claim, evidence)
    # (the period the claim's thing is of, where the claim says it by an adjective and gives its amount per nothing: "The
    # annual ChargeNet Plus plan costs £79")
    # (said before the amount: "Classes cost £6 each for monthly members" are no monthly thing)
    claim_rated = set().union(*_amount_rates(claim).values()) - {""}
    first_amount = _AMOUNT.search(claim)
    claim_period = frozenset(_PERIOD_OF_ADJECTIVE[m.group(1).lower()]
                             for m in _PERIOD_ADJECTIVE.finditer(claim, 0, first_amount.start())) \
        if first_amount and not claim_rated & _TIME_RATES else frozenset()
    # (the months the claim names on their own: the month of one of its dates keys no clause of another date, "Term 2
    # begins on 22 April and finishes on 18 July" is no July thing)
    months_named = _values(claim)["month"]
    excepted_days = {f"weekday:{v}" for v in _excepted_days(claim)}
    condition = _CONDITION_SET_OFF.match(claim)
    condition_said = frozenset(_features(condition.group(0), names)) - frozenset(
        _features(claim[condition.end():], names)) if condition else frozenset()
    condition_times = _values(condition.group(0))["time"] if condition else frozenset()
    exceptions = _exceptions(claim, units)
    # (the claim's words, but for things it adds uncounted: "includes forty large boxes, along with tape, bubble wrap and
    # wardrobe cartons" counts no wardrobe cartons, where a clause counts 4)
    added = _ADDED_UNCOUNTED.search(claim)
    claim_counting_words = claim_stems - _words(added.group(1)) if added and not _values(added.group(1))["number"] \
        else claim_stems
    # (the numbers the claim goes beyond: "more than 120 guests")
    claim_beyond = frozenset(number for side, number in _sides(claim) if side == "above")
    problems: list[str] = []
    for kind in _KINDS:
        values = claimed[kind]
        if not values:
            continue
        for value in sorted(values):
            # (a maker's name before a product's name and model number the evidence gives says no more than the
            # product's: "an Intel Core Ultra 9 185H" where "a Core Ultra 9 185H")
            made = re.search(r"\b" + re.escape(value) + r"\s+([A-Z][\w-]*(?:\s+[A-Z][\w-]*)+\s+\d[\w-]*)", claim) \
                if kind == "name" else None
            if made and re.search(r"(?<!" + re.escape(value) + r"\s)\b" + re.escape(made.group(1)) + r"\b", evidence):
                continue
            # (a place the claim gives as where another of its names is, as the evidence places it, is that name's place,
            # no value of the claim's subject: "At the Heaton centre in Bradford, the average wait is 18 weeks" where "at
            # Heaton in Bradford")
            if kind == "name" and _placed_as_given(claim, value, evidence):
                continue
            # a year is compared with the years of full dates too ("signed in 1995" / "13 September 1993")
            # (a day the claim leaves out, which the evidence says it is closed or excepted on: "every day except Monday"
            # where "Tue-Sun 8:30am-3:30pm, closed Monday")
            if kind == "weekday" and _excepted_days(claim) & {value} and _excepted_days(evidence, closed=True) & {value}:
                continue
            as_year = kind == "number" and _written_year(value, claim)
            # (what the claim counts, which a size of that unit counts too: "a 49-seat executive coach" carries 49
            # passengers)
            counted_nouns = frozenset(a for a, _ in _counted(claim).get(value, frozenset()) if a) if kind == "number" \
                else frozenset()
            # (a thing's age is told as years too: "no more than 10 years old" by "Oil boiler | Maximum age | 7 years")
            # (and so is one said as an age: "up to and including the age of 18" where "guests aged 11 and under")
            # (or an age one reaches: "once you reach 65", "when they turn 18")
            years_old = kind == "number" and _said_as_age(value, claim)
            counts_no_age = kind == "number" and not years_old and (ages is None or float(value) not in ages) and bool(
                {a for a, _ in _counted(claim).get(value, frozenset()) if a} - _AGE_WORDS)

            def held(c: _Clause) -> frozenset[str]:
                if c.key:  # (what its line is said under: "Points earned July–December 2025: | expire 30 June 2026")
                    # (but a line keyed by whom it is about states that name: "- Priya Shah, Children's Coordinator: |
                    # runs the Saturday Club" is Priya Shah's line, no other's)
                    # (and one keyed by its event and the event's day states the day: "Christmas fair (Sunday 7
                    # December): | applications close Friday 31 October" for "the Christmas fair on Sunday 7 December")
                    return c.values[kind] if kind == "name" and _PERSON_KEY.match(c.text) \
                        or kind == "date" and _DATED_KEY.match(c.text) else frozenset()
                if c.title and (kind == "name" or kind in _QUANTITIES):
                    # a title names what the passage is about, no one thing in it (but it may date it all)
                    return frozenset(v for v in c.values["number"] | _years(c.values["date"]) if _is_year(v)) \
                        if as_year else frozenset()
                if kind == "month":  # a date's month is a month stated: "approved on 3 July 2024" for "in July"
                    # (and so is the month of its lead: "October half-term: ... | on 8 September for everyone else")
                    return c.values[kind] | _months_of(c.values["date"]) | (frozenset(
                        f[6:] for f, w in c.features.items() if f.startswith("month:") and w >= 0.75)
                        if c.values[kind] or c.values["date"] else frozenset())
                if kind == "name" and value in key_named:
                    # (a piece of a line names what its line's key names, where the claim's name keys a line too: "Lady
                    # Marion: open top deck, used for the Lakefront Sunset Cruise" for "uses the River Star")
                    return c.values[kind] | c.key_names
                if kind == "duration" and value not in claim_rates:
                    # a duration a charge is per is no length of the claim's thing: "Longer rides are charged $4 per
                    # extra 15 minutes" says no ride lasts 15 minutes
                    return c.values[kind] - _rate_durations(c.text)
                if kind == "measure":  # a measure of another quantity states nothing of it: "58 km²" of "89 m deep"
                    # (one in other units of the same quantity does: "400 metres from our gate" for "2 miles from the
                    # gate", though miles are not converted)
                    return frozenset(v for v in c.values[kind]
                                     if _DIMENSION.get(v.split(":")[0], v.split(":")[0])
                                     == _DIMENSION.get(value.split(":")[0], value.split(":")[0]))
                if years_old:
                    # (a number counting some other thing is no age: "£60 for a 10-class pass" beside "Adults 16+", unless
                    # the clause's ages end at it)
                    age_ends = {f"{end:g}" for age in c.ages for end in age}
                    counting = {v for v in c.values[kind] if v not in age_ends
                                and {a for a, _ in _counted(c.text).get(v, frozenset()) if a} - _AGE_WORDS - _AGE_BOUNDS}
                    return (c.values[kind] - counting) | {
                        f"{float(v[6:]):g}" for v in c.values["duration"] if v.startswith("years:")}
                if kind == "number" and not as_year and (value not in claim_labels or value in counted_apart):
                    # a label's number names a thing, it counts nothing ("the Solenne 5 Max has a 6.8-inch screen");
                    # an age counts no children ("The Oak Room is for children aged 2 to 3 and has space for 20")
                    # (but the same number counting something else is a count: "Children aged three and over must
                    # book at least 3 sessions")
                    # (and, where the claim's number labels its thing too, the clause's labels: "Band 3: 12 UDAs" counts
                    # no 3 UDAs)
                    relabelled = {label for _, label in _labels(c.text)} if value in counted_apart else set()
                    # (and a number a label noun names a thing by before the thing's noun counts nothing, whatever the
                    # claim's number is: "a Cytech-recognised Level 1 certificate" says no one is 1; "the Toddler Room 12
                    # places" and "the east room 150," do count)
                    relabelled |= {label for word, label in _labels(c.text) if word.lower() in _LABEL_NOUNS
                                   and re.search(r"\b" + re.escape(word) + r"\s+" + re.escape(label)
                                                 + r"\s+(?!(?:and|but|for|the|with|per|each|from|was|are|has)\b)"
                                                   r"[a-z]{3,}(?<!s)\b", c.text, re.IGNORECASE)}
                    return c.values[kind] - (_naming_numbers(c.text) - _sized_counts(c.text, counted_nouns)) \
                        - relabelled - (
                        {end for age in c.ages for end in (f"{age[0]:g}", f"{age[1]:g}")
                         if not {a for a, _ in _counted(c.text).get(end, frozenset()) if a} - _AGE_WORDS}
                        if counts_no_age else set())
                return c.values[kind] | _years(c.values["date"]) if as_year else c.values[kind]

            if kind == "number" and not as_year and any(
                    c.title and value in c.values[kind]
                    and re.search(rf"(?<![\d.,]){re.escape(value)}\s+[a-z]{{3,}}s\b", c.text) for c in units) \
                    and not any(value in c.values[kind] for c in units if not c.title):
                continue  # a count the title alone gives is the whole passage's: "Standings after 6 rounds:" over the table
            holding = [bool(held(c)) for c in units]  # (read once: every rule below asks it of each clause)
            stating = [c for c, holds in zip(units, holding, strict=True) if holds]
            if not stating:
                continue
            if (kind, value) in case_values and cased:
                continue  # the case the claim speaks of, which a clause states: no value of its own
            if kind in ("duration", "number", "measure", "percent") and value in column_names[kind] or (
                    kind == "amount" and value in column_names[kind] and header_ruled):
                continue  # a column's name keys its cells, no value: "8 days" in "Car park · 1 day · 8 days"
                # ("0% balance transfer period", "Saving on a £1,000 bike")
            if kind == "number" and value in spanned_labels:
                continue  # the label's span says which clauses it is of, no value: "Grade 6" in "Grades 5 and above"
            if kind == "measure" and value in sized_measures:
                continue  # the size naming the claim's thing as the evidence names one: "The 90 cm vivarium costs ..."
            if kind == "number" and value in sized_subject | year_named:
                continue  # the size naming the claim's subject as the evidence names it: "The 65-inch QN90D costs ..."
                # (or the year: "bookings for the 2026 season open on ...")
            if kind == "number" and value in in_ranges or f"{kind}:{value}" in ranged_cases:
                continue  # a count the evidence gives a range for, no value: "If you send 200 parcels a month"
            if kind == "number" and (float(value) in given and value not in said_again and value not in said_twice
                                     and not _said_twice(claim, value)
                                     or _counted(claim).get(value) == frozenset({REFERENCE})):
                continue  # the question's own number, or "between the two": no value of the claim's own
                # (unless the claim says it twice, once as the question does: "for losing in three games" and "3 points")
            if kind == "name" and tx.content_words(value) and tx.content_words(value) <= given_words:
                continue  # the question's own name (not a letter a stop list drops: "Workshop A")
            if kind == "name" and value in routed:
                continue  # a place of a route the evidence gives as the claim does
            if kind == "duration" and value in naming_lengths:
                continue  # the length naming which thing the claim speaks of: "A three-year reserved instance"
            # (not where a later clause puts its thing in another place as the claim does: "our main kennels ... in
            # Maidstone take both dogs and cats, and our cat-only site is in Tenterden")
            if kind == "name" and quantities and first_clause and value in first_clause.values["name"] \
                    and not any(first_clause.values[k] for k in _QUANTITIES) and _in_place_phrase(claim, value) \
                    and not any(preposition == said and other != value
                                for preposition, said_of in _places(claim, claimed["name"]) if said_of == value
                                for c in units if c is not first_clause
                                for said, other in _places(c.text, c.values["name"])):
                continue  # where it all happens, as the passage opens with it: "... won 6 seats on Eastbridge District
                # Council" where "The Liberal Democrats retained overall control of Eastbridge District Council" opens
                # the table of seats
            checked = f"{kind}:{value}"
            # checking a label's number ("Version 3.3"), the label cannot say where it belongs; the claim's
            # other specifics say which clause is meant as the label does when they are checked
            # (not where the claim writes the number again as a count of its own: "A Band 3 course of treatment counts
            # as 3 UDAs" - the band keys the row its count is checked in)
            own_label = {f for f in own if f.startswith("label:") and kind == "number" and f.endswith(f" {value}")
                         and value not in counted_apart}
            # (and checking a letter labelling a name, the label and the letter's word are the checked one: "Classroom B")
            own_label |= {f for f in own if kind == "name" and len(value) == 1 and (
                f.startswith("label:") and f.endswith(f" {value.lower()}") or f == f"w:{value.lower()}"
                or f.startswith("pair:") and value.lower() in f[5:].split())}
            # (and checking a name, a number written as the end of it is part of it: "the Aspire Lounge 41")
            # (where the words before the number are plain ones, not names the claim checks: "Visio Plan 2" is
            # the Plan 2 of Visio, keyed by its label)
            name_number = _NAME_NUMBER.search(claim[claim.find(value):]) if kind == "name" else None
            if name_number and (between := name_number.group(0).split()[1:-1]) and not set(between) & claimed["name"]:
                own_label |= {f for f in own if f == f"number:{name_number.group(1)}"
                              or f.startswith("label:") and f.endswith(f" {name_number.group(1)}")}
            pointers = {f for f in own if not f.startswith("w:")} if own_label else set()
            # (a model number written right after the checked name is its own, no pointer to where it is: "the Boeing
            # 777"; a short one may label where it is: "Ward 7")
            if name_number and not name_number.group(0).split()[1:-1] and len(name_number.group(1)) >= 3:
                own_label |= {f for f in own if f == f"number:{name_number.group(1)}"
                              or f.startswith("label:") and f.endswith(f" {name_number.group(1)}")}
            # what a checked number counts is its unit: it tells "172 g" from "128 GB", but a listing often
            # leaves it out on one side ("sold 40,000 copies" / "sold 95,000"), so it counts half
            unit = {f"w:{a}" for a, _ in _counted(claim).get(value, frozenset()) if a} if kind == "number" else set()
            # (and what the claim's other numbers count keys their clauses, not this one's: "takes up to 14 passengers and
            # 6 suitcases" is of the line with the passengers)
            # (a count's of things, not a label's nor a size's: "The Nova 8 Pro has 2 rear cameras", "The 12x12 leather
            # album has 30 pages")
            others_counted = {f"w:{a}" for v, counts in _counted(claim).items()
                              if v != value and ("number", v) in quantities and v not in claim_labels
                              and re.search(r"(?<![\w.,])" + re.escape(v) + r"\s+(?:[a-z-]+\s+)?[a-z]+s\b", claim)
                              for a, _ in counts if a} - unit if unit else set()
            # checking a name, the claim's other names say where it belongs ("the Warsaw team is led by
            # Agnieszka Nowak"), but not the rest of the same name ("Agnieszka" for "Nowak") nor a name
            # listed with it ("from the Old English Bulldog and the Bullenbeisser")
            # (a name of the case the claim opens with is what it is about: "If you're staying in a Woodland Yurt, you park
            # in the Top Field")
            case_opening = _NAMED_CASE_OPENING.match(claim) if kind == "name" else None
            case_names = set(_CAPITALISED.findall(case_opening.group(0))) & claimed["name"] if case_opening \
                and value not in _CAPITALISED.findall(case_opening.group(0)) else set()
            # (where a clause names the case with another name of its own: "while guests in the Woodland Yurts use the
            # Orchard car park"; not where the evidence sets the case apart as the claim does, "If you are learning at our
            # Bradford branch, | please contact ...", whose pieces share the subject out)
            case_stems = {_stem(w.lower()) for w in case_names}
            if not any(case_stems <= set(c.name_stems) and {_stem(n.lower()) for n in c.values["name"]} - case_stems
                       for c in units):
                case_names = set()
            same_name = ({f for w in claimed["name"] if w not in _beside(claim, value) and w not in case_names
                          for f in _name_features(w)}
                         | {f for w in next((run for run in _name_runs(claim, claimed["name"]) if value in run), {value})
                            for f in _name_features(w)}) if kind == "name" else set()
            # (a name a model's number joins to the checked one is the same name, its number no pointer to where it is:
            # "the Orbea 7 Wild")
            numbered = [m for m in _NUMBERED_NAME.finditer(claim) if value in (m.group(1), m.group(3))] \
                if kind == "name" else []
            same_name |= {f for m in numbered for w in (m.group(1), m.group(3)) for f in _name_features(w)}
            # (and so is a part of a hyphenated name the checked one is part of: "Betws-y" of "Betws-y-Coed")
            hyphenated = {m.group(0) for m in re.finditer(r"[\w'’]+(?:-[\w'’]+)+", claim)
                          if value in m.group(0)} if kind == "name" else set()
            same_name |= {f for w in claimed["name"] for whole in hyphenated if w != value and w in whole
                          for f in _name_features(w)}
            # (and so is a street a place is named on, as the evidence names it: "the Recreation Ground on Mill Lane")
            same_name |= {f for w in _placed_on(claim, claimed["name"], value, evidence) for f in _name_features(w)} \
                if kind == "name" else set()
            # (a letter labelling another name is no part of the checked one, it says where it belongs: "The Route B
            # pick-up point is The Swan pub car park")
            same_name = {f for f in same_name if len(f) > len("name:x") or f == checked}
            # (a letter labelling a name points to where it is by its word and its label, no more than it did as a word:
            # "Parking enforcement in Car Park C" is keyed by "car park c", not as strongly as by a name)
            letter_names = {f for f in own if f.startswith("name:") and len(f) == len("name:x") and f != checked}
            # (nor is the number of an ordinal opening the checked name a label of the claim's: "the First Floor balcony")
            own_label |= {f for f in own if f.startswith("label:") and any(
                f.endswith(f" {tx.ORDINAL_WORDS.index(w.lower()) + 1}") for w in {f[5:] for f in same_name} | {value}
                if w.lower() in tx.ORDINAL_WORDS)} if kind == "name" else set()
            own_label |= {f for f in own for m in numbered if f.startswith("label:") and f.endswith(f" {m.group(2)}")}
            # (and so is a model's code written on to it: "the Core XR8")
            own_label |= {f for f in own if f.startswith("label:") and f[6:].replace(" ", "") in {
                code.lower().replace("-", "") for code in re.findall(
                    r"\b" + re.escape(value) + r"(?:\s+[A-Z][\w'’-]*)*\s+([A-Z]{1,4}-?\d{1,4}[a-z]?)\b", claim)}} \
                if kind == "name" else set()
            # a pair of words holding the checked name ("the Discovery team", "Hannah Brooks") cannot say whose it is
            name_stems = tx.content_words(" ".join(f[5:] for f in same_name | {checked})) if kind == "name" else set()
            # (and so are the capitals written before it as part of it: "P&O Ferries")
            prefix_stems = tx.content_words(" ".join(
                m.group(1) for word in {f[5:] for f in same_name | {checked}}
                for m in re.finditer(r"\b([A-Z][A-Z&]*&[A-Z&]*)\s+" + re.escape(word), claim))) if kind == "name" else set()
            # (and the capitalised words written on to it, read as words where the evidence opens a row with them:
            # "Hannah" of "Hannah Lindqvist" under "Trustee | Role")
            # (not a word the claim also writes in lower case: "use Syncios Audiobook Transfer to transfer audiobooks")
            prefix_stems |= tx.content_words(" ".join(
                w for m in re.finditer(r"(?:[A-Z][\w'’-]*\s+)*" + re.escape(value) + r"(?:\s+[A-Z][\w'’-]*)*", claim)
                for w in m.group(0).split() if w != value)) - {f[2:] for f in plain} if kind == "name" else set()
            # (and the plain word the name ends on, where the evidence writes it on to the name too: "at the Corn Exchange
            # studio" names the studio, it says nothing of the choir)
            # (after "the", as a place's or a thing's name is, not a person's, whose next word is what they did; and only
            # a word the evidence says nowhere else: "the Croydon centre" beside "the Birmingham centre" is a centre)
            # (or, after any word, where the evidence ends a phrase on it: "using Bepanthen Tattoo balm" where "New tattoos:
            # Bepanthen Tattoo balm, a thin layer" - the balm is the product's, no word of what it is for)
            # (a model's number may stand between them: "the Storm 9 foamie" where "| First-timer | Storm 9 foamie |" -
            # the number is the name's too)
            product_phrases = [m for m in re.finditer(r"(?<![\w'’-])(?:[A-Z][\w'’-]*\s+)*" + re.escape(value)
                                                      + r"(?:\s+(?:[A-Z][\w'’-]*|\d{1,4}[A-Za-z]?))*\s+([a-z]{3,}(?:-[a-z]+)*)\b", claim)
                               if m.group(0) in evidence and evidence.count(m.group(1)) == 1
                               and (claim[m.start() - 4:m.start()].lower() == "the " or re.search(
                                   re.escape(m.group(0)) + r"\s*(?:[,.;:)]|$)", evidence, re.MULTILINE))] \
                if kind == "name" else []
            prefix_stems |= {w for m in product_phrases for w in _words(m.group(1))}
            product_numbers = {n for m in product_phrases for n in re.findall(r"\b(\d{1,4})[A-Za-z]?\b", m.group(0))}
            own_label |= {f for f in own for n in product_numbers
                          if f == f"number:{n}" or f.startswith("label:") and f.endswith(f" {n}")}
            name_stems |= prefix_stems
            checked_stems = frozenset(name_stems)
            # (a checked date's own month is no other specific: "22 January 1901" does not key January)
            own_month = {f"month:{value.split('-')[1]}"} if kind == "date" and value.count("-") == 2 else set()
            # (nor the age group a checked number bounds: "any child under 8" is keyed by no "under 8")
            own_group = {f"code:u{value}", f"code:under-{value}"} if kind == "number" else set()
            # (nor its weekday said with it, the date said again: "on Tuesday 17 June" keys neither by the other)
            same_day = {f for pair in said_together if checked in pair for f in pair}
            # (nor the other end of a range it ends, the same specific: "7–10 working days" keys no clause by its 7)
            same_day |= _range_partners(claim, own, kind, value)
            # (a feature the claim says in part weighs in part: one day of "on a weekday")
            half_written = _HALF_WRITTEN.search(claim) is not None
            no_subject_words = {_stem(m.group(1).lower()) for m in _REPORTING.finditer(claim)}
            # (and "after the first" says the rest, where the first is another: "Each hour after the first is charged at
            # £45", not "billed at £65 for the first hour")
            no_subject_words |= {_stem(m.group(1).lower()) for m in _AFTER_THE_FIRST.finditer(claim)}
            no_subject_words |= {w for m in _START_TO_FINISH.finditer(claim) for w in _words(m.group(0))}
            # (nor what the claim's thing is without: "Without a concession, a Circle seat ... is £42" is no concession)
            no_subject_words |= {w for m in _WITHOUT_THING.finditer(claim) for w in _words(m.group(1))}
            # (nor what the claim sets its case against: "made in an unmade verge rather than the road" is not of the
            # clause "costs £1,150 if we have to dig in the road")
            no_subject_words |= {w for m in _RATHER_THAN.finditer(claim) for w in _words(m.group(1))}
            # (nor what the claim draws from it or sets against it, stating no value: "Bridge Street has six enclosed
            # valeting bays, so it's best to book valets in advance" is about the bays, whatever the advice's words share
            # with other clauses; "..., though wear items like tyres aren't covered")
            # (nor, for a value before it, one stating only values of other kinds: "The surgery shuts for staff training
            # from 1pm on 16 October, so call NHS 111 if you need urgent help then")
            # (not where the value is the case the claim opens with, whose consequence is what it says: "With a 1.6-litre
            # engine your car is in the medium band, so a full service comes to £229")
            consequences = [m for m in _CONSEQUENCE.finditer(claim)
                            if not any(_values(m.group(0))[k] for k in _KINDS)
                            or kind != "name" and not _values(m.group(0))[kind]
                            and value in _values(claim[:m.start()])[kind]
                            and not (case_phrase and value in _values(case_phrase.group(0))[kind])]
            no_subject_words |= {w for m in consequences for w in _words(m.group(0))}
            # (nor any other feature only they say, nor one only another aside below says: the "first day" of "going by
            # how old they are on the first day")
            aside_said = {f for m in consequences for f in _features(m.group(0), names)
                                if f not in _features(claim[:m.start()], names)}
            # (nor a closing clause of its own about another thing, stating nothing, after the checked value: "The main car
            # park takes 80 cars, | and the paddock can hold extra cars when it's dry")
            no_subject_words |= {w for m in _CLOSING_OWN_CLAUSE.finditer(claim)
                                 if not any(_values(m.group(0))[k] for k in _KINDS)
                                 and value in _values(claim[:m.start()])[kind] for w in _words(m.group(0))}
            # (nor a closing phrase stating another value of the kind, the checked one before it: "The Friday night late
            # finishes at 4pm, | with last entry at 9:15pm" is checked by the Friday line, not by its "last entry")
            closings_with_value = [m for m in _CLOSING_WITH_VALUE.finditer(claim)
                                   if (said_after := _values(m.group(0))[kind]) and value not in said_after
                                   and claim.find(m.group(0)) > 0]
            no_subject_words |= {w for m in closings_with_value for w in _words(m.group(0))}
            # (nor its values: the "four" of "ten bedrooms in the lodge, four of them family rooms" keys no clause)
            aside_said |= {f for m in closings_with_value for f in _features(m.group(0), names)
                                 if f.startswith(f"{kind}:") and f not in _features(claim[:m.start()], names)}
            # (nor what a closing "which" clause tells of the thing the checked value is said in, stating values of other
            # kinds only: "All footwear is 5% off in the summer sale, which ends on Saturday 30 August" - the sale ends
            # then, the day keys no clause of the footwear's share)
            # (not one telling of the value itself, said right before it: "You have £50 left to pay, which is due two weeks
            # before your visit")
            closing_which = [m for m in _CLOSING_WHICH.finditer(claim)
                             if value in _values(claim[:m.start()])[kind] and not _values(m.group(0))[kind]
                             # (one after or before the value tells what happens then, no more of the value's thing:
                             # "open daily until 2 November, after which it switches to weekends only")
                             and (m.group(1) or not _values(" ".join(claim[:m.start()].split()[-4:]))[kind])]
            # (and so does a closing "-ing" phrase telling another doing after the checked value, by values of other kinds
            # only: "Our Abergavenny market day out runs weekly on a Friday, leaving Stafford at 8:30am" - the time and
            # place key the clause of the pick-up, not the weekday's)
            closing_which += [m for m in _CLOSING_DOING.finditer(claim)
                              if value in _values(claim[:m.start()])[kind] and not _values(m.group(0))[kind]
                              and any(found for k, found in _values(m.group(0)).items() if k != "name")]
            closing_said = {f for m in closing_which
                            for f in _features(m.group(0), names) if f not in _features(claim[:m.start()], names)}
            # (nor is a thing "only" there the claim's: "..., after which it switches to weekends only")
            only_claimed = _only(claim[:closing_which[0].start()]) if closing_which else claimed_only
            # (nor, for when a thing happens, the other event a closing phrase sets it after or before: "Hacking kicks off
            # at 11:00 on Saturday, after the opening ceremony" where "10:30 Opening ceremony ... 11:00 Hacking begins";
            # "Sessions start again on Tuesday 26 August once the summer break is over")
            if kind in ("time", "weekday", "date"):
                other_events = [m for pattern in (_AFTER_ANOTHER_EVENT, _ONCE_ANOTHER_IS_OVER)
                                for m in pattern.finditer(claim)]
                no_subject_words |= {w for m in other_events for w in _words(m.group(1))}
                # (and its label: "after the second activity block" keys no "Activity block 2" row)
                aside_said |= {f for m in other_events for f in _features(m.group(1), names)
                                     if f.startswith("label:") and f not in _features(claim[:m.start()], names)}
            topic_stems = topic_name_stems if kind != "name" else frozenset()
            subject = {f: idf[f] * own[f] * (NAME_WEIGHT if f in pointers else OTHER_SPECIFIC_WEIGHT if f in unit
                                             else topic_weight if f in topic_names and kind != "name"
                                             else _weight(f, checked))
                       # (a period told from now keys clauses apart as an occasion, ``_another_occasion``; said by one
                       # clause only it points to none: "Last year 38% of finishers ... Women made up 52% of the field")
                       for f in own if f != checked
                       and f not in own_label | same_name | own_month | own_group | same_day | letter_names | others_counted
                       | closing_said | excepted_days | aside_said
                       and not f.startswith("relative:")
                       and not (f.startswith("w:") and f[2:] in prefix_stems)
                       # (nor does the checked name's own word, stemmed as a word: "Compensation" is no "compensat")
                       and not (kind == "name" and f.startswith("w:") and f[2:] in _words(value))
                       # (nor a verb reporting what people said, which a listing may say once for all its parts: "62% of
                       # respondents said they usually book online, compared with 28% who book by phone")
                       and not (f.startswith("w:") and f[2:] in no_subject_words)
                       # (nor its season nor its pair of words: "once the summer break is over")
                       and not (f.startswith("season:") and _stem(f[7:]) in no_subject_words)
                       and not (f.startswith("pair:") and set(f[5:].split()) <= no_subject_words)
                       # (nor the "half" a quantity is written with: "two and a half hours")
                       and not (f == "w:half" and half_written and kind in _QUANTITIES)
                       # (checking a name, one the claim says only to leave it out points to no clause: "appeals from
                       # outside London are decided by ..." is not told by "appeals go to London Tribunals")
                       and not (kind == "name" and f in left_out_names)
                       and not (f.startswith("pair:") and checked_stems & set(f[5:].split()))
                       and not (f.startswith("pair:") and set(f[5:].split()) <= topic_stems)
                       and not (f.startswith("season:") and _stem(f[7:]) in topic_stems)}
            contrast = frozenset(p for p in known if not checked_stems & set(p))
            # (nor is the checked name's own word opposed by its opposite: "in the West Wing" is what is checked against
            # "the quieter East Wing")
            opposed = frozenset(o for o in opposites if o[0] not in checked_stems)
            # (an event is told by its verb more than by its subject, the same thing in every sentence:
            # "the building was consecrated in 1266"; a checked name is mostly the subject itself,)
            event = kind in ("date", "month") or (kind == "number" and bool(as_year or re.search(
                r"\b(?:in|by|since|until|from)\s+" + re.escape(value) + r"\b", claim)))
            # (unless the name is no part of the claim's subject: "The original novel was written by Horton
            # Foote" is about the novel, not the screenplay "written by" him)
            by_subject = not event and (kind != "name" or bool(grammatical_subject) and value not in claim_subject)
            # (unless the claim's subject is a name a clause stating such a value gives: "The Annual General Meeting will
            # take place on 16 April 2025" where "The Annual General Meeting will be held on 14 May 2025")
            # (or a subject of several words only one such clause says: "DBS check forms must be submitted by 17 March"
            # where "Deadline for DBS check forms: 17 March 2025")
            # (the words before "for" are the thing: "Expense claims for the December payroll must be submitted by ..."
            # where "Expense claim deadline: 6 December 2024")
            # (or a line keyed by a word of it: "Installation date: 09/06/2025" for "Your heat pump installation is
            # booked for ..."; or by more of its words than any other line: "Spring term: from 6 January" beside "Autumn
            # term: from 3 September" for "Spring term passes")
            # (a key set off by a dash is one too: "Final - Thursday 7 August" under "Round 2 - Thursday 3 July")
            # (the words after "of" say which one where the head does not: "The final of the Pairs KO Cup" is keyed by
            # "Pairs KO Cup final: 5 April", beside "Singles KO Cup final: 22 March")
            every_key_count = [sorted((len(_words(key) & words) for c in stating if (key := _line_key(c.text))),
                                      reverse=True) for words in (subject_words, whole_subject_words)]
            told_by_subject = any(bool(words) and sum(
                all(_says_word(c, w) for w in words) for c in stating) == 1
                for words in (subject_words, subject_head_words)) or any(
                bool(key_counts) and key_counts[0] > 0 and (len(key_counts) == 1 or key_counts[1] < key_counts[0])
                for key_counts in every_key_count)
            # (or one says two of its words more than any other: "The new charges for business permits will apply from
            # 1 July 2025" for "The increased business permit charges will take effect from ...", beside "resident permit
            # prices will rise from 1 April 2025")
            said_counts = sorted((sum(_says_word(c, w) for w in subject_words) for c in stating), reverse=True)
            told_by_subject = told_by_subject or len(said_counts) > 1 and said_counts[0] >= 2 \
                and said_counts[0] - said_counts[1] >= 2
            # (a date a thing must be done by is a deadline, which the evidence may say in its own words: "applications
            # for September 2025 places close on 31 January 2025")
            # (or a table's header says for its rows: "| Term | Subs due by |")
            deadline_said = kind == "date" and _DONE_BY_DATE.search(claim) is not None and any(
                _DEADLINE_WORDS.search(c.text) or " · " in c.text and any(c.features.get(f, 0.0) for f in _DEADLINE_STEMS)
                for c in stating)
            if event and predicate and not predicate & everywhere and not labelled and not told_by_subject and not any(
                    f.startswith("name:") and c.features.get(f, 0.0) >= 1.0 for f in grammatical_subject for c in stating) \
                    and not deadline_said:
                continue  # "The strike began on 9 March" where the evidence never says "began": which event is unknown
            # the claim's occasion keys its value: a clause of another year, day or time is not about it
            # (not a day the evidence gives a period for, the claim's case: "Cancelling on 10 September" is in "between 1
            # and 30 September", no other day's)
            occasion = _occasions((f for f in own if f not in same_day and f != checked and _is_key(f, checked)
                                   and not _separated_count(f, claim) and f not in ranged_cases
                                   # (nor a day it leaves out: "every day except Monday")
                                   and f not in excepted_days
                                   and not (f.startswith("month:") and f[6:] not in months_named)),
                                  years_of_dates=False)
            of_another_time = out_of_span | other_sizes | out_of_range | {i for i, c in enumerate(units) if _another_occasion(occasion, c)
                               # a clause said of other ages than the claim's ("Children aged 6 to 12" for an adult)
                               or (ages is not None and c.ages
                                   and not any(_covers(span, ages) for span in c.ages))
                               # (or ages none of which the claim's are, the checked value no age of them: "£5 for a
                               # guest under 18" for "a guest aged 18 or over")
                               or (ages is None and ages_said is not None and bool(c.ages)
                                   and all(span[1] < ages_said[0] or span[0] > ages_said[1] for span in c.ages)
                                   and not (kind == "number" and float(value) in ages_said))}
            if kind == "date":
                of_another_time |= _happenings_beside_a_deadline(claim, units, holding)
            # (and a clause giving only what the thing was first planned for is no clause of what it was changed to:
            # "The summer fete, originally planned for Saturday 7 June, has been postponed" for "moved to 14 June")
            if kind in ("date", "time", "weekday", "amount", "percent"):
                of_another_time |= {i for i, c in enumerate(units) if holding[i] and _only_first_planned(claim, kind, c.text)}
            # (a value its sentence goes on to except the claim's day from holds on other days: "the nursery closes at 6:15pm,
            # | except on Fridays, when we close at 5:30pm" for "On Fridays the nursery shuts at 5.30pm")
            if claimed["weekday"] and kind != "weekday":
                of_another_time |= {i for i in range(len(units) - 1) if holding[i]
                                    and units[i + 1].sentence == units[i].sentence
                                    and (excepted := _EXCEPT_OPENING.match(units[i + 1].text)) is not None
                                    and _values(excepted.group(0))["weekday"] & claimed["weekday"]}
            # (who holds a qualified role is said only where the qualified role is: "Vice-captain: Daniel Okafor")
            # (a table's cell holding only another value the claim states is where that value is, not the checked one:
            # "Brackley Rovers · 38" under "P" for "have 80 points after 38 games"; so is any clause holding only another
            # amount the claim states: "Example repayments on a $10,000 loan" over the monthly payments)
            # (so is one holding only another day the claim dates, checking a day: "Christmas bookings open on 2 January,
            # with full payment due by 15 November" is not told by "must be paid in full by 15 November")
            # (days only: "for September 2025 entry" names the intake, no day of it)
            # (and so is one holding only a time the claim's condition gives, checking another time: "Dry cleaning ... must
            # be in by 9am" is not when a suit "can be collected" "as long as it is in by 9am", which the next piece says)
            other_claimed: frozenset[str] = frozenset()
            if kind in _QUANTITIES:
                other_claimed = claimed[kind] - {value}
            elif kind == "date" and not value.endswith("-?"):
                other_claimed = frozenset(v for v in claimed[kind] - {value} if not v.endswith("-?"))

            opening_as_claimed = [kind not in ("name", "weekday", "month") and bool(claim_opening_capitals)
                                  and bool(_opening_capitals(c.text)[0] & claim_opening_capitals) for c in units]
            rival_opening = any(opening_as_claimed) and any(
                _opened_by_another(claim_opening_capitals, names, claim_and_codes, j, units, holding)
                for j in range(len(units)))
            opens_as_claimed = [opens and rival_opening for opens in opening_as_claimed]

            def contrast_of(i: int, c: _Clause) -> frozenset[tuple[str, str]]:
                """The claim's pairs of words that make clause ``i`` another thing (``_contrast_in``)."""
                # (a thing the claim names, where the clause names another of its kind, is another whatever the clause
                # is about: "On the Enterprise plan, access logs are kept" is not told by "... on the Standard plan")
                named_rivals = frozenset(pair for pair in contrast if pair[0] in claim_capitalised and any(
                    other != pair[0] and head == pair[1] and c.name_stems.get(other) for other, head in c.pairs))
                # (a clause opening with the claim's own subject, where another opens with a rival, is about it: how
                # it pairs the words of what the claim says of it is that thing's, "Prestige (£55): ... unlimited drinks"
                # for "The Prestige package, at £39, includes ... two alcoholic drinks", beside "Signature (£39): ..."; a
                # name the claim opens with is checked against the clause telling the rest: "Sky Lab is on the first floor")
                if opens_as_claimed[i]:
                    return frozenset(pair for pair in named_rivals if set(pair) <= subject_words)
                return frozenset(
                    pair for pair in _contrast_in(units, i, contrast, subject_clause, subject_words, claim_stems)
                    | named_rivals
                    if not (pair in plain_pairs and _named_only(pair, c))
                    # (a name the claim gives its thing by, which the clause has from its title or lead, is whose thing
                    # it is, no other kind of it: "a Velopark bike" under "Velopark hire charges" is the "Lost or stolen
                    # bike")
                    and not (pair[0] in claim_capitalised and (c.features.get(f"w:{pair[0]}") or c.name_stems.get(pair[0]))))

            # (a qualifier every clause stating the kind inherits, from a table's header or a list's lead, tells none of
            # them apart: "Window cleaning for a 3-bed semi" is in a row under "Outside windows")
            shared_qualified = frozenset.intersection(*(c.qualified for c in stating)) if len(stating) >= 2 \
                else frozenset()
            qualified_here = qualified | qualified_of_piece.get((kind, value), frozenset()) | {
                w for w in shared_qualified if all(c.features.get(f"w:{w}", 0.0) < 1.0 for c in stating)} | otherwise_case
            every_score = [0.0 if i in of_another_time or (kind == "name" and role_said and not _qualified_as(qualified, c))
                           or (other_claimed and (" · " in c.text or kind in ("amount", "duration", "date")) and bool(held(c))
                               and held(c) <= other_claimed)
                           or (kind == "time" and bool(held(c)) and held(c) <= other_claimed & condition_times)
                           # (a clause capping at the number the claim goes beyond names what holds up to it: "the
                           # Orangery, which holds up to 120 guests" is no room for "more than 120 guests")
                           or (kind == "name" and bool(claim_beyond) and bool(_capped_at(c.text) & claim_beyond))
                           # (a clause saying all of what the claim's case does without is of the other case: "16- and
                           # 17-year-olds may join adult classes only if a parent has signed our consent form" for
                           # "Without a signed consent form, you must be at least 18")
                           or (bool(without_words) and holding[i] and all(c.features.get(f"w:{w}", 0.0) >= 1.0
                                                                          for w in without_words))
                           # (a clause saying what the claim counts only as what it counts per: "Collaborators per
                           # project: 2" counts no projects)
                           or (bool(unit) and all(_only_per(f[2:], c.text) for f in unit))
                           # (a clause counting other things than the claim counts, where another stating a value says
                           # the claim's things: "We hold 60 violins for hire" for the cellos, beside "Our cello fleet
                           # numbers 18 instruments")
                           # (not one naming the claim's name, which may count its things by another word: "650
                           # positions will be eliminated at its Leipzig components factory" for "650 jobs")
                           # (nor where a clause going on about that name counts them: "The Kitten Health Plan includes
                           # 2 vaccinations, 12 flea treatments and 2 nurse checks a year" for "4 nurse checks")
                           # (nor one naming the claim's code: "The 10K, held the same morning, had 6,200 finishers" for
                           # "6,200 runners finished the 10K")
                           or (bool(unit) and holding[i] and not (c.values["name"] & names and not _counted_of_the_name(
                               i, units, holding, c.values["name"] & names, {f[2:] for f in unit}))
                               and not any(f.startswith("code:") and f in own and w >= 1.0 for f, w in c.features.items())
                               and _counts_other_things(
                               i, units, holding, held(c), {f[2:] for f in unit}, claim_counting_words))
                           # (a clause whose subject is another doing than the claim's is about that doing:
                           # "Cancelling within 48 hours ... incurs a $150 fee" for "Rescheduling your move incurs")
                           or _another_doing(claim_doing, c)
                           # (a clause measuring another dimension than the claim's: "up to 5 m long" is no height, "1.85 m
                           # tall" is)
                           or (kind == "measure" and bool(claim_dimensions) and bool(_dimensions(c.text))
                               and not _dimensions(c.text) & claim_dimensions)
                           # (a clause counting what was done otherwise than the claim says, where another count is of
                           # the claim's deed: "the council received 4,200 applications. Of these, 3,650 were approved"
                           # for how many were approved)
                           or (kind == "number" and holding[i] and _another_deed(claim_deed, i, units, holding))
                           # (and one counting the whole of which the next clause counts the claim's part: "We've
                           # completed 140 conversions, and 38 of those were wheelchair-accessible builds")
                           # (unless the claim counts the whole and its part too: "has 20 CCS charging points, 2 of which
                           # also offer CHAdeMO")
                           or (kind == "number" and not claim_counts_a_part
                               and _whole_of_a_part(claim_and_codes, i, units, holding))
                           # (a clause counting another kind of what the claim counts, where another counts its kind: "5
                           # confined water dives ... and 4 open water dives" for "4 open water dives")
                           or (kind == "number" and _counts_another_kind(claim, value, i, units, holding, claim_and_codes))
                           # (a clause saying its value of a subject of its own, where another says it of the claim's:
                           # "Regular traders ... get 10% off pitch fees, and registered charities ... get 50% off")
                           or (kind != "name" and _another_subject(claim_opening_subject, claim_and_codes, i, units,
                                                                   holding, subject_by_event))
                           # (a clause opening with another name as its subject, where another opens with the claim's:
                           # "Enlighten uses custom home trays for around 3 weeks" for what "Boutique whitening" takes,
                           # "Signature (£39): ..." for what "The Prestige package" costs)
                           # (or of where the claim's subject is: "The evening reception ... must finish by midnight" for
                           # when "The bar at the evening reception" closes, beside "and the bar closes at 11:30pm")
                           or (kind != "name" and _headed_by_its_place(claim_head_before_verb, i, units, holding))
                           # (a clause opening with a case the claim never names, where another states its value plainly:
                           # "In an emergency (e.g. a hull breach), a lift can usually be arranged with 24 hours' notice"
                           # for how far ahead "Routine lift-outs need to be booked")
                           or (kind != "name" and _in_an_unclaimed_case(claim_stems, i, units, holding))
                           or (kind not in ("name", "weekday", "month") and _opened_by_another(
                               claim_opening_capitals, opening_names, claim_and_codes, i, units, holding))
                           # (a line keyed by another thing than the claim's subject names, where another line is keyed by
                           # it: "Club shirt - £22" for "The junior club cap costs £22", beside "Cap - £12")
                           or (kind != "name" and _keyed_by_another_head(claim_subject_head, claim_and_codes, i, units,
                                                                         holding))
                           # (a clause giving its amounts per another period than the one the claim's thing is of, or per
                           # another unit: "£7.99 a month" is no price of "the annual plan")
                           or (kind == "amount" and holding[i] and bool(claim_period)
                               and _per_other_period(claim_period, c.text, held(c), not claim_rated))
                           # (a clause telling only the other end of what the claim's date starts or ends is of that
                           # end: "Le Petit Jardin will close for refurbishment on 6 January" for when it reopens)
                           or (kind in ("date", "month", "weekday", "time") and _other_end_event(claim_events, c, units))
                           # (and one dating only another event than the claim's, where another dates the claim's:
                           # "Pre-orders ... open on 3 March" for when it is "expected to ship")
                           or (kind in ("date", "month")
                               and _another_event(claim_event_verbs, claim_and_codes, i, units, holding))
                           # (a name naming another of the claim's named thing is of that one: "The Summerfield Park &
                           # Ride site is operated by ..." for who manages the Brookside Park & Ride site)
                           or (kind == "name" and _another_of_the_name(
                               # (of three words or more: two may be a person's, who shares a family name)
                               [run for run in claim_runs if value not in run and len(run) >= 3], c))
                           # (or another code of the claim's code's series: "Under-9s and Under-11s play home matches at
                           # Bramley Road" is not where "The Under-13s play")
                           or (kind == "name" and _another_code(claim_codes, c))
                           or (kind != "name" and (_placed_elsewhere(placed, c) or _another_of_the_name(claim_runs, c)
                                                   or _another_route(claim, c)
                                                   or _part_of_the_name(claim, claim_runs, i, unit_runs)
                                                   or _another_code(claim_codes, c)))
                           # (who is named for a country is named where the country is: "Claims for products bought in
                           # the UK are handled by ...", not "... bought in the EU are processed by ...")
                           or (kind == "name" and _placed_elsewhere(frozenset(
                               (preposition, place) for preposition, place in placed
                               if _PLACE_ABBREVIATION.fullmatch(place)), c))
                           else
                           _score(subject, qualified_here, c, contrast_of(i, c), claim_stems, plain,
                                  grammatical_subject if by_subject else
                                  _subject_of_both(grammatical_subject, c) if event and not told_by_verb else
                                  claim_verbs if event else frozenset(),
                                  beneficiaries, opposed, used, periodic)
                           for i, c in enumerate(units)]
            # (the clause giving the claim's ages keys it as a name does: "£6 for children aged 5-15" for
            # "A child ticket for ages 5-15", not "Family tickets (two adults and up to three children) cost £26")
            for i in aged_clauses:
                every_score[i] += age_weight if every_score[i] > 0 else 0.0
            # (and so does one whose range holds the claim's count: "groups of 8 or more" for "a group of 10")
            for i in holding_range if kind != "number" else []:
                every_score[i] += math.log(1 + len(units) / (1 + len(holding_range))) * NAME_WEIGHT \
                    if every_score[i] > 0 else 0.0
            # (a clause opening with the case the claim's thing is for keys it as a name does: "For harps and double
            # basses, ..., the charge is £60 each way" for "Delivery for a double bass", not "Collection and delivery ...
            # costs £25")
            for i in _opening_with_case(claim, units, holding) if kind != "name" else []:
                every_score[i] += math.log(1 + len(units)) * NAME_WEIGHT if every_score[i] > 0 else 0.0
            # (so does a clause qualifying its thing as the claim does: "Students may drop a course without a 'W' ... until
            # September 19" for "The last day to drop a course without a W grade")
            qualified_as_claimed = [i for i, c in enumerate(units) if _qualified_as(qualified, c) and holding[i]]
            for i in qualified_as_claimed if kind != "name" else []:
                every_score[i] += math.log(1 + len(units) / (1 + len(qualified_as_claimed))) * NAME_WEIGHT \
                    if every_score[i] > 0 else 0.0
            # (so does one saying the claim's thing "only" as the claim does: "Fitting only, where the customer supplies
            # their own door, is priced at £295" for "Fitting only ... costs £295", not "We supply and fit ... from £1,150")
            only_as_claimed = [i for i, c in enumerate(units) if only_claimed and holding[i] and only_claimed & _only(c.text)]
            for i in only_as_claimed if kind != "name" else []:
                every_score[i] += math.log(1 + len(units) / (1 + len(only_as_claimed))) * NAME_WEIGHT \
                    if every_score[i] > 0 else 0.0
            # (and who holds the role the claim's subject is, where a clause sets a name off by it: "the project officer,
            # Mark Ellison" for "The project officer for the Elm Grove scheme", beside "the permit scheme for Elm Grove
            # will be presented ... by Councillor Janet Okafor")
            # (no clause not saying the role at all is then who holds it)
            if kind == "name" and claim_role and any(holding[i] and _sets_off(claim_role, c.text)
                                                     for i, c in enumerate(units)):
                role_word = claim_role.split()[-1].lower()
                # (or inheriting it from the heading it is listed under: "- Ashby House: Prof. Martin Kells" under
                # "Wardens for 2025/26")
                every_score = [score if role_word in c.text.lower() or c.features.get(f"w:{_stem(role_word)}", 0.0) > 0
                               else 0.0 for score, c in zip(every_score, units, strict=True)]
            # (so does one whose share did what the claim's did, where each says what its share did: "and 41% achieved a
            # distinction" for "41% of pupils achieved a distinction in their graded piano exams", not "96% of our
            # pupils passed their graded piano exams")
            did = [_share_did(c.text) if holding[i] and kind == "percent" and claim_share_did else frozenset()
                   for i, c in enumerate(units)]
            did_as_claimed = [i for i in range(len(units)) if claim_share_did & did[i]] if all(
                did[i] for i in range(len(units)) if holding[i]) else []
            for i in did_as_claimed:
                every_score[i] += math.log(1 + len(units) / (1 + len(did_as_claimed))) * NAME_WEIGHT \
                    if every_score[i] > 0 else 0.0
            # (and so does one setting the threshold the claim's case is, where another stating the kind sets none: "Bookings
            # made more than 8 weeks before arrival require a 20% deposit" for "As you're booking more than 8 weeks ahead,
            # you'll pay a 20% deposit", not "Seasonal pitch holders pay a 35% deposit")
            # (not the first part of a length the checked one is told in two units: "under 8 hours 30 minutes" sets no
            # threshold of 8)
            case_thresholds = frozenset((side, limit) for side, limit in claim_thresholds if limit != _number_of(
                kind, value, claim) and not (
                kind == "duration" and re.search(r"(?<![\d.])" + re.escape(limit) + _LENGTH_UNIT_AFTER + r",?\s+(?:and\s+)?\d",
                                                 claim)))
            at_threshold = [i for i, c in enumerate(units) if case_thresholds and holding[i]
                            and case_thresholds & _thresholds(c.text)]
            if len(at_threshold) < sum(holding):
                for i in at_threshold:
                    every_score[i] += math.log(1 + len(units) / (1 + len(at_threshold))) * NAME_WEIGHT \
                        if every_score[i] > 0 else 0.0
            # (and so does one telling its day as the claim tells the checked one, by another occasion: "going on sale at
            # 10am on the Monday before" for "released at 10am on the Friday before", not "Every Tuesday evening ... 50
            # seats are released")
            framed = {m.group(1).lower() for m in _DAY_BEFORE_AFTER.finditer(claim)
                      if _weekday_key(m.group(0)) == value} if kind == "weekday" else set()
            framed_alike = [i for i, c in enumerate(units) if framed and holding[i]
                            and framed & {m.group(1).lower() for m in _DAY_BEFORE_AFTER.finditer(c.text)}]
            if len(framed_alike) < sum(holding):
                for i in framed_alike:
                    every_score[i] += math.log(1 + len(units) / (1 + len(framed_alike))) * NAME_WEIGHT \
                        if every_score[i] > 0 else 0.0
            # (and so does one bounding its period as the claim does, where each bounds its own: "and must be activated
            # within 6 months of purchase" for "Gift memberships must be activated within 6 months", not "Gift memberships
            # are valid for 12 months from the date they are activated")
            bounds = [_period_bounds(c.text) if holding[i] and kind == "duration" and claim_bounds else frozenset()
                      for i, c in enumerate(units)]
            bounded_as_claimed = [i for i in range(len(units)) if claim_bounds & bounds[i]] if len(
                {bounds[i] for i in range(len(units)) if holding[i]}) > 1 else []
            # (a little: it tells apart clauses saying the claim's thing alike, never the thing itself)
            for i in bounded_as_claimed:
                every_score[i] += OTHER_SPECIFIC_WEIGHT if every_score[i] > 0 else 0.0
            # (and so does one writing an amount of the claim before the thing the claim writes it before, where others
            # do not: "A £20 bundle, which includes 20GB of data, lasts for 60 days" for "A £20 bundle stays valid for 60
            # days", not "A £10 top-up stays valid for 30 days"; the checked amount only where it names the claim's
            # subject: "has a 5,200 mAh battery" may be another model's battery)
            # (the checked value as the claim writes it, measures too: "a 500GB monthly usage allowance")
            checked_written = {value.split(":")[-1], re.sub(r"[\s,]", "", _describe(kind, value, claim))}
            labelling = {(v, thing) for v, thing in claim_labelled
                         if not {re.sub(r"[^\d.£$€¥]", "", v), v} & checked_written or (v, thing) in opening_labelled}
            labelled_as_claimed = [i for i, c in enumerate(units)
                                   if labelling and holding[i] and labelling & _labelled_things(c.text)]
            if len(labelled_as_claimed) < sum(holding):
                for i in labelled_as_claimed:
                    every_score[i] += math.log(1 + len(units) / (1 + len(labelled_as_claimed))) * NAME_WEIGHT \
                        if every_score[i] > 0 else 0.0
            # (and so does one giving an amount per the unit the claim gives the checked one per, where others give none
            # so: "Injections (such as insulin) are £3 per day" for "costs £3 for each day of your pet's stay", beside
            # "a £12 transport charge for each trip")
            claim_rate = _amount_rates(claim).get(value, set()) if kind == "amount" else set()
            open_holding = [i for i in range(len(units)) if holding[i] and every_score[i] > 0] if claim_rate else []
            rated_as_claimed = [i for i in open_holding if any(
                rates & claim_rate for rates in _amount_rates(units[i].text).values())]
            # (only against clauses giving theirs per another unit: a rate said once may go for a listing's later
            # pieces, "Your starting salary will be £28,000 per year. ..., this will increase to £29,500")
            if 0 < len(rated_as_claimed) < len(open_holding) and all(
                    (loose := {_stem(m.group(1).lower()) for m in _PER_ANYTHING.finditer(units[i].text)})
                    and not loose & claim_rate for i in open_holding if i not in rated_as_claimed):
                for i in rated_as_claimed:
                    every_score[i] += math.log(1 + len(units) / (1 + len(rated_as_claimed))) * NAME_WEIGHT
            # (a range holding the case keys a value of another kind than the case's, not a count: "If your train
            # arrived 45 minutes late, you can claim back 50%", not "General English 20" nor "For a £400,000 property
            # ... £495")
            case_rows = sorted(in_case_range - set(cased)) if kind in ("percent", "amount", "duration", "measure") \
                and not any(case.startswith(f"{kind}:") for case in ranged_cases) else []
            by_case = any(held(units[i]) for i in cased + case_rows) and (kind, value) not in case_values \
                and f"{kind}:{value}" not in ranged_cases
            if by_case:
                # (where the case's clauses state only the case's own values, the pieces going on after them in their
                # sentence say what holds in it: "Private Office agreements run for a minimum term of 6 months and
                # require 3 months' notice after that" for "Once the six-month minimum term has ended, ...")
                going_on_after = {j for j, c in enumerate(units) for i in cased
                                  if j > i and c.sentence == units[i].sentence and held(units[i])
                                  and held(units[i]) <= other_claimed} if kind != "name" else set()
                every_score = [score if i in cased or i in case_rows or i in going_on_after else 0.0
                               for i, score in enumerate(every_score)]
            # (a clause stating only other values of a kind the claim states beside the checked one is of another case,
            # where one stating the checked kind states the claim's: "Businesses get a 10% discount on books of 20
            # tickets, or 15% on books of 50 tickets" for "15% off a book of 50 tickets")
            # (one saying the claim's subject about as much as the best: a key the claim gets wrong points nowhere else,
            # "There are two $500 prizes" for "A table of 20 individuals forms a complete ticket worth $500")
            # (each key asked of the scores before any: the answer must not hang on the order the keys are asked in)
            top = max((score for score, holds in zip(every_score, holding, strict=True) if holds), default=0.0)
            keyed_otherwise: set[int] = set()
            for other_kind, other in sorted((k, v) for k, v in quantities if k != kind and f"{k}:{v}" not in same_day
                                            and kind in _QUANTITIES):
                if any(holding[i] and every_score[i] >= KEYED_SHARE * top > 0 and other in c.values[other_kind]
                       for i, c in enumerate(units)):
                    keyed_otherwise |= {i for i, c in enumerate(units) if holding[i] and other not in c.values[other_kind]
                                        and _keys_otherwise(claim, other_kind, other, c)}
            every_score = [0.0 if i in keyed_otherwise else score for i, score in enumerate(every_score)]
            # (a clause stating all the claim's other values of the kind, two or more, is where the claim is: "between
            # 201% and 400% of the Federal Poverty Level qualify for a 60% discount")
            together = [i for i, c in enumerate(units) if len(other_claimed) >= 2 and other_claimed <= held(c)]
            for i in together:
                every_score[i] += math.log(1 + len(units) / (1 + len(together))) * NAME_WEIGHT if every_score[i] > 0 else 0.0
            # (a narrower thing said when the claim says it is, where the plain one is not, is the claim's: "Before
            # 9:30 am on weekdays, concessionary pass holders pay a flat fare of £1.20" for "Before 9:30 am on weekdays,
            # pass holders pay", beside "Pass holders who travel often ... can buy a day ticket for £3.00")
            claim_when = {f for f in own if f.startswith(("time:", "weekday:"))
                          and not f.startswith(f"{kind}:")}
            narrower = {i for i in _narrower(units, every_score, holding, claim_stems,
                                             _words(claim_subject) if kind != "name" else frozenset(), kind == "number")
                        if not (claim_when and claim_when <= units[i].features.keys())}
            # (the claim's "non-members", where the evidence names them only as everyone else, are not the members:
            # "booking opens on 1 September for members and on 8 September for everyone else"; nor is everyone else
            # another thing by its tail)
            complement, everyone_else = _said_of_the_complement(claim, units, holding) if kind != "name" else (set(), set())
            # (and the clause naming them as everyone else is where they are, as one naming them would be: "on 9 June for
            # everyone else" for "If you're not a member, you can book ... from 9 June")
            for i in everyone_else if complement else set():
                every_score[i] += math.log(1 + len(units) / (1 + len(everyone_else))) * NAME_WEIGHT \
                    if every_score[i] > 0 else 0.0
            for i in narrower | _other_columns(
                    units, every_score, holding, claim_stems, claim_pairs) | (_other_tails(
                    units, every_score, holding, claim_stems) - everyone_else if kind != "name" else set()):
                # (unless it states the claim's label: "The entry-level SolarMax 350" is the SolarMax 350)
                if not any(units[i].features.get(f) for f in own if f.startswith("label:")):
                    every_score[i] = 0.0
            # a claim's subject of two words or more said by one clause stating a value, and by no word in
            # another, says which is meant whatever else the other shares with the claim ("Return to running
            # is usually permitted only after 6 months following an uncomplicated Achilles tendon repair")
            # (a clause naming others is none saying the subject's words: "The Eastfield household recycling centre has
            # 14 container bays, while the smaller Marsh Lane site has 6" for the Marsh Lane recycling centre)
            # (a date the claim says a thing is done "by" is told by the one clause doing the claim's thing by a date,
            # not by one saying when the event itself is: "please register by 29 August 2025" for "You need to register
            # for the information evening by 29 August 2025", not "The information evening takes place on 12 September")
            if kind in ("date", "weekday", "month"):
                for i in _not_done_by(claim, units, holding, frozenset(f for f in own if f.startswith("w:"))):
                    every_score[i] = 0.0
            for i in complement | _excepting_the_claims(exceptions, units, holding) if kind != "name" else complement:
                every_score[i] = 0.0
            # (a clause of a scale whose lengths leave out the claim's, where another's take it in, is of another step:
            # "Between 12 and 6 months, 50% ...; between 6 and 3 months, 75%" for cancelling four months ahead)
            # (and so of a scale of measures: "Between 15 and 30 miles we add $25 ..., and from 30 to 50 miles the travel
            # fee is $45" for a home 40 miles away)
            for i in (_other_steps_of_a_scale(claimed["duration"], units, holding) if kind != "duration" else set()) | (
                    _other_steps_of_a_scale(claimed["measure"], units, holding, _measure_spans)
                    if kind != "measure" else set()):
                every_score[i] = 0.0
            of_others = naming_others if kind != "name" else set()
            for i in of_others | (_saying_none(units, holding, [
                    0.0 if i in of_others else score for i, score in enumerate(every_score)], common_subject, plain,
                    frozenset(f for f in subject if f.startswith("name:") and f in grammatical_subject), _words(claim),
                    kind != "name") if by_subject else set()) | (_owner_said_apart(units, holding, every_score, claim_subject, plain, names)
                                                 if kind != "name" else set()):
                every_score[i] = 0.0
            # (two clauses saying the same but for a word or two in one place are of the things those words name:
            # "Injection-site pain was reported by 78% ... Fatigue was reported by 42%" for fatigue)
            for i in _other_slot(units, holding, every_score, claim) if kind != "name" else set():
                every_score[i] = 0.0
            # (and so is one naming another kind of a thing whose kind the claim names by the word a clause stating the
            # kind pairs with it: "Tennis court bookings can be cancelled ... up to 24 hours before" for "a padel
            # booking", beside "For padel courts, the free cancellation window is 48 hours")
            for i in _sibling_kinds(units, holding, every_score, claim) if kind != "name" else set():
                every_score[i] = 0.0
            # (a piece saying what holds without the thing the clause before offers is of the case without it, where the
            # claim says none: "add our Damage Waiver, which reduces your liability ... to 10% of the repair cost (without it
            # you pay 100%)" for "With the Damage Waiver added, you'd only pay 10%")
            if not _WITHOUT_IT.search(claim):
                for i, c in enumerate(units):
                    if i and c.sentence == units[i - 1].sentence and _WITHOUT_IT.match(c.text):
                        every_score[i] = 0.0
            if kind != "name":  # (names have their own say: ``by_own_words`` below)
                _promote_later_pieces(units, every_score, holding, subject, plain, kind, claimed[kind] - {value})
            if kind == "name":
                # a table's cell naming only other names of the claim is where those are said, not the
                # checked one: its row's other cells are ("Men's coxless four · Thames Reach RC" for who
                # coaches the crew); so is any clause naming only other names the claim says before the checked
                # one, where that is no part of its subject ("The cardiology clinic at St Anne's Hospital runs on
                # Tuesdays and Thursdays" does not say who leads the Thursday clinics there)
                run = next((r for r in _name_runs(claim, claimed["name"]) if value in r), {value})
                # (not one labelled as the checked name is, under another: "Local Studies" under "## First Floor" says
                # which floor it is on)
                name_labels = _labels_of_name(claim, value, own)
                for i, c in enumerate(units):
                    if held(c) and held(c) <= claimed["name"] - run and (" · " in c.text or by_subject and max(
                            claim.find(n) for n in held(c)) < claim.find(value)) \
                            and not any(f.split()[0] in name_labels for f in c.features if f.startswith("label:")):
                        every_score[i] = 0.0
            # (a line keyed by another of a listing's keys than the one the claim names is that other's: "Gold (£120):
            # everything in Silver plus a keeper talk" gives no price of Silver's)
            # (so is one where the named key's line gives no value of the kind: "Gold: ... a full valet once a quarter"
            # gives no full valet every three months for the line "Silver: two exterior washes ...")
            if kind != "name" and (named_keys := (names | claim_key_words) & key_named):
                keyed_own = [j for j, u in enumerate(units) if u.key_names & named_keys]
                for i, c in enumerate(units):
                    if c.key_names and not c.key_names & named_keys and every_score[i] > 0 and keyed_own:
                        every_score[i] = 0.0
                # (and a value only lines keyed by others state is theirs, where the named key's line does not take
                # their things in: "Platinum: everything in Gold, plus ...")
                stated_by = [u for j, u in enumerate(units) if holding[j] and value in held(u)]
                key_rivals = sorted(set().union(*(u.key_names for u in stated_by)) - named_keys) if all(
                    u.key_names and not u.key_names & named_keys for u in stated_by) else []
                if keyed_own and key_rivals and not any(holding[j] for j in keyed_own) and not any(
                        set(key_rivals) & set(units[j].values["name"]) for j in keyed_own):
                    problems.append(f"{_describe(kind, value, claim)} for {', '.join(sorted(named_keys))}; the context "
                                    f"gives it for {', '.join(key_rivals)}")
                    continue
            scores = [score for score, holds in zip(every_score, holding, strict=True) if holds]
            best = max(scores)
            # only a clause clearly about the subject can contradict: long passages share a word or
            # two with almost any claim, and a paraphrase must not read as a conflict
            # (words only a clause of another occasion or one stating another subject's value use - another
            # year's, "The written exam takes place on 12 June" for the oral exam's - cannot be asked of the
            # subject's: "The oral exam follows on 19 June")
            # (nor can words only the title uses: they are what every clause is about)
            about_something = [c for i, (score, c) in enumerate(zip(every_score, units, strict=True))
                               if i not in of_another_time and (score > 0 or not holding[i]) and not c.title]
            found = {f for f in present if any(c.weight(f, plain) > 0 for c in about_something)}
            if kind == "name":
                # which clause names who did it is asked of the clauses naming someone: a word only a
                # clause naming no one uses sets the scene ("The final round decided the tournament.")
                found = {f for f in found if any(c.weight(f, plain) > 0 for c in stating)}
                # (and a word a heading naming no one says before every naming line is said of each line: "Booking
                # contacts" over "Group bookings (10+): Emma Clarke" and "Corporate events: Raj Patel" tells neither
                # line by "bookings")
                titles = [c for c in units if c.title]
                found = {f for f in found if not any(c.weight(f, plain) > 0 for c in titles)}
            else:
                # the passage's first clause naming the claim's name and stating no such value sets the scene
                # for the clauses that do ("Charges at Market Street car park apply from 8am to 6pm. Parking
                # costs £1.20 for up to one hour, £2.50 for up to two hours"): what only it says cannot say
                # which of them is meant (a label too: "Economy 10 gives you 10 hours of off-peak electricity ...
                # Current prices: off-peak 17.2p/kWh, peak 31.7p/kWh")
                # (and so does an opening sentence stating no value at all before clauses saying the same of
                # different things: "Residents using a van ... to visit the recycling centres need a free permit. Van
                # permits allow up to 12 visits per year. Trailer permits allow up to 24 visits per year.")
                # (and any sentence before every one stating such a value: "Parents' evenings will be held on Tuesday 4
                # February, 3:30pm to 6:30pm. Appointments are 10 minutes long. Please arrive 5 minutes before your
                # slot." - the evenings are what the appointments are of, so "parents' evening" tells no appointment)
                scene = [first_clause] if first_clause and not held(first_clause) and (any(
                    f.startswith(("name:", "label:")) and f in subject for f in first_clause.features) or not any(
                    first_clause.values[k] for k in _KINDS if k != "name") and _parallel(stating)
                    or first_clause.sentence < min(c.sentence for c in stating)) else []
                # (and so does the rest of its line where that opens with its key: "FA Cup third round: Castlebridge Town v
                # Hadley United, Saturday 11 January, 3pm" over the ticket prices)
                if scene and first_clause is not None and first_clause.key:
                    scene += [c for c in units if c is not first_clause and not c.title
                              and c.sentence == first_clause.sentence and not held(c) and c not in stating]
                # (a clause that has the scene's names only as the passage's, not in its own words, says them no more
                # than the others: "Lingua Viva Madrid offers two main Spanish programmes. ... A registration fee of €50
                # applies to all bookings.")
                found = {f for f in found if any(c.weight(f, plain) >= (1.0 if scene else 0.0) - 1e-9
                                                 and c.weight(f, plain) > 0 for c in stating)
                         or not any(c.weight(f, plain) > 0 for c in scene)}
            # (and who holds the office is told by the office, not by the clause naming its owner: "Harbourside Credit
            # Union is run by volunteer directors" says no one is the credit union's treasurer)
            # (nor do the words of a closing phrase adding another fact, where no clause stating the kind says them:
            # ", fuel included" after "An 8-seater motorboat costs £80 for 2 hours")
            # (nor do a note's words said of every value alike, where no clause stating one says them: "All prices
            # exclude VAT." under a price list, for "A fixed desk costs £180 per month (excluding VAT)")
            # (and so are those of a note opening with the plural of what the stating clauses are all about: "Tours meet at
            # the foyer desk and are free" under a timetable of the Highlights tour)
            found -= {f for f in found if not any(c.weight(f, plain) > 0 for c in stating) and all(
                _NOTE_OF_ALL.match(c.text) or _note_on_every_one(c.text, stating)
                for c in about_something if c.weight(f, plain) > 0)}
            if value not in closing_values[kind]:
                found -= {f for f in added_fact if not any(c.weight(f, plain) > 0 for c in stating)}
            # (nor do the words of a later piece of the best clause's own sentence stating none of the kind, which goes
            # on about its thing: "The Mixed Bonspiel ... is $360 per team, including Saturday banquet tickets for all
            # four players" for "The Mixed Bonspiel pays $480, and that includes banquet tickets"; not an item listed
            # beside it, which is another thing: "costs £350 in a manual car and £390 in an automatic")
            best_at = [i for i in range(len(units)) if holding[i] and every_score[i] >= best - 1e-9] if best > 0 else []
            going_on = [c for j, c in enumerate(units) if not holding[j] and _GOING_ON.match(c.text) and any(
                j > i and c.sentence == units[i].sentence for i in best_at)]
            found -= {f for f in found if going_on and not any(c.weight(f, plain) > 0 for c in stating) and all(
                any(c is later for later in going_on) for c in about_something if c.weight(f, plain) > 0)}
            # (nor do the words of the case the claim opens with, where only clauses stating no value say them: "If you
            # stick with your current tariff, upgrading just means paying off the £312.40 still owed on your device
            # plan" beside "If you keep your current tariff, you only need to clear the device balance")
            found -= {f for f in condition_said if not any(c.weight(f, plain) > 0 for c in stating)}
            # (and where a clause stating no value says the case again, as a note on them all: "Once the action reaches the
            # Oak Street workshop, fitting new hammers takes about two weeks" where "Times start from when the action
            # arrives at our Oak Street shop" closes a listing of turnarounds - its "action" is no "Full action regulation")
            found -= condition_said if condition_said and _says_the_case(condition_said, plain, units, holding) else set()
            weight_found = sum(w for f, w in subject.items() if f in found and not (kind == "name" and f in owner_features))
            # a quantity said only by clauses naming others than the claim's name, beside one naming it, is theirs: "The
            # Saver fare includes a 23 kg checked bag" where "The Saver fare includes only a small under-seat bag, while the
            # Flex fare includes a 23 kg checked bag"
            said_by = [i for i, c in enumerate(units) if holding[i] and value in held(c)]
            if best <= 0 and kind in ("amount", "measure") and said_by \
                    and all(i in of_others for i in said_by):
                rivals = sorted(set().union(*(units[i].values["name"] for i in said_by)) - names)
                if rivals:
                    problems.append(f"{_describe(kind, value, claim)} for {_short(subject, claim)}; the context gives it "
                                    f"for {', '.join(rivals)}")
                    continue
            # (words a clause stating no such value says in the best clause's own sentence are the scene of that clause, as
            # much a sign that the claim is about it as its own words: "Every remote mix includes two rounds of revisions;
            # any further rounds are charged at $40 each" for "every additional revision is charged at $60")
            said_around = best
            # (of a price or a share: a length or a count said beside a case of its own is too easily another thing's - "10
            # one-hour lessons")
            # (or of an age: "HGV drivers must be at least 21 and | hold a Category C licence" for "you need to be aged 21 or
            # older, and hold a Category C licence")
            if 0 < best < MIN_SUBJECT_SHARE * weight_found and not by_case and (kind in ("amount", "percent")
                                                                                 or years_old):
                best_sentences = {units[i].sentence for i in range(len(units))
                                  if holding[i] and every_score[i] >= best - 1e-9}
                scene_said = {f for f in found if not any(c.weight(f, plain) > 0 for c in stating) and any(
                    c.weight(f, plain) > 0 for j, c in enumerate(units)
                    if not holding[j] and c.sentence in best_sentences and not c.title)}
                said_around += sum(w for f, w in subject.items() if f in scene_said)
            # (a value only clauses naming another code of the claim's code's series state, where those naming its own
            # state another, is theirs: "The Under-16s train on Saturdays at 9:15am" where "| Under-13s | Saturday 9:15am
            # |" and "| Under-16s | Sunday 7:30am |")
            if best <= 0 and kind != "name" and claim_codes:
                coded_stating = [c for i, c in enumerate(units) if holding[i] and value in held(c)]
                own_coded = [c for i, c in enumerate(units) if holding[i] and c.features.keys() & claim_codes]
                if coded_stating and own_coded and all(_another_code(claim_codes, c) for c in coded_stating):
                    rivals = sorted({f[5:] for c in coded_stating for f in c.features
                                     if f.startswith("code:") and not re.fullmatch(r"code:[a-z]\d+", f)})
                    problems.append(f"{_describe(kind, value, claim)} for {_short(subject, claim)}; the context gives it "
                                    f"for {', '.join(rivals) or 'another'}")
                    continue
            # (the clause the claim's case keys is its subject's, however few of its other words it says: "With two spare
            # bedrooms, your eligible rent for Housing Benefit will be reduced by 25 per cent" for "and 25% if you have two
            # or more spare bedrooms")
            if best <= 0 or said_around < MIN_SUBJECT_SHARE * weight_found and not by_case:
                continue
            about_subject = [c for c, s in zip(stating, scores, strict=True) if s >= best - 1e-9]
            # (an ordinal of the claim picks its value from a bare listing its subject's clause opens: "the second rent
            # instalment" of "three payments due on 7 October, 13 January and 21 April")
            picked = _picked_by_ordinal(claim, units, holding, about_subject) if kind not in ("name", "number") else None
            if picked is not None:
                if value not in held(units[picked]) and held(units[picked]):
                    problems.append(f"{_describe(kind, value, claim)} for {_short(subject, claim)}; the context gives "
                                    f"{', '.join(_describe(kind, o, units[picked].text) for o in sorted(held(units[picked])))}")
                continue
            if kind == "measure" and _in_claimed_range(claim, value, {v for c in about_subject for v in held(c)}):
                continue  # "around 7-8 mph" where the subject's clause says 7 mph
            if kind == "duration" and any(_within_a_stated_span(value, c.text) for c in about_subject):
                continue  # "ten days ahead" where the subject's clause says "between 14 and 3 days before"
            def of_another(c: _Clause) -> bool:
                """The clause states the value, but of another thing than the claim says it of."""
                return ((kind == "duration" and _other_role(claim, value, c.text))
                        or (as_year and _year_of_another(claim, value, c.text))
                        or (kind == "number" and _part_of_another(claim, value, c.text))
                        or (kind == "number" and not as_year and bool(_recounted(claim, value, c, units)))
                        # (a number the clause bounds from the other side: "guests aged 13 and under" for an adult of "at
                        # least 13")
                        or (kind == "number" and _bounded_other_way(claim, value, c.text))
                        or (kind == "amount" and _amount_of_another(claim, value, c.text))
                        # (an amount said per another period is another price: "$12.99 a month or $99 a year" gives no
                        # "$12.99 a year")
                        or (kind == "amount" and _per_other_time(claim, value, c.text, evidence))
                        or (kind == "percent" and _percent_of_another(claim, value, c.text))
                        or (kind == "time" and _other_time_end(claim, value, c.text))
                        or (kind in ("percent", "amount", "number", "measure")
                            and _earlier_in_brackets(claim, kind, value, c.text))
                        or (kind == "date" and (_other_end(claim, value, c.text)
                                                or _date_of_another_doing(claim, value, c.text)))
                        or (kind in ("date", "amount", "percent", "time") and _changed_from(claim, kind, value, c.text))
                        # (a period told from now is no year the clause may give the value for: "last year, up from
                        # 29% the year before")
                        or (kind in ("percent", "amount", "number", "measure") and not as_year
                            and not set(occasion) - {"relative"}
                            and _previous_value(claim, kind, value, c.text))
                        # (nor one it started from in another year than the one the claim gives it for, the change's end:
                        # "has risen from 41.3% in 2019/20 to 46.8% in 2023/24")
                        or (kind in ("percent", "amount", "number", "measure") and not as_year
                            and _previous_value_of_another_year(claim, kind, value, c.text))
                        or (kind == "name" and _name_of_another(claim, value, c.text, c.values["name"], claimed["name"])))

            value_labels = {word.lower() for word, label in _labels(claim) if label == value and len(word) > 1
                            and word[0].isupper()} if kind == "number" and not _said_twice(claim, value) else set()

            # (a name the claim gives with its letter, "Room A", is not stated by a clause naming only others of its kind:
            # "the low-noise blaster in Room B"; a number labelling a name is the number's to check: "Terminal 5")
            lettered_word = f"label:{value.lower()} "
            own_lettered = {f for f in own if f.startswith(lettered_word) and f[len(lettered_word):].isalpha()} \
                if kind == "name" else set()

            def states(c: _Clause) -> bool:
                # (a partial date the claim states of its own is no part of the full one: "Payment for the April 2025
                # statement is due by 7 April 2025" is not told by the row "April 2025 · 7 May 2025")
                return (value in held(c) or (kind == "date" and _date_stated(value, c.values[kind] - claimed[kind]))
                        # (a weekend is what a clause counts as one: "arrivals on Fridays and Saturdays")
                        or (kind == "weekday" and weekend_only and bool(c.values[kind] & _WEEKEND_NIGHTS))
                        # (and a month is in a span of dates running through it: "born between 1 January and 31 March"
                        # for "born in February")
                        or (kind == "month" and value in _spanned_months(c.text))
                        # (and a number labelling a thing, by the label the clause has, its heading's too: "in Screen 2"
                        # for "16:10 A Complete Unknown (15)" under "Screen 2")
                        # (not one labelling another too: "on Level 1, ..., whereas ... upstairs on Level 2")
                        or (kind == "number" and any(f"label:{word} {value}" in c.features and not any(
                            f.startswith(f"label:{word} ") and f != f"label:{word} {value}" for f in c.features)
                                                     for word in value_labels))) \
                    and not of_another(c) and not (own_lettered and any(
                        f.startswith(lettered_word) for f in c.features) and not own_lettered & c.features.keys())

            if any(states(c) for c in about_subject):
                continue  # stated about the subject: bound, fine
            if kind == "name" and any(value in held(o) and not of_another(o) for c in about_subject if " · " in c.text
                                      for o in units if o.sentence == c.sentence and " · " in o.text):
                continue  # a name in another cell of the subject's row: the row says its cells of one thing ("Holy
                # Trinity, Fenbury · 11 April" and "... · Cambridge Surprise Minor" for "The Cambridge Surprise Minor
                # attempt at Holy Trinity is scheduled for 11 April")
            if kind == "date" and len(claimed["date"]) >= 2 and not _DATE_SPAN.search(claim) and any(
                    claimed["date"] == frozenset().union(*(o.values["date"] for o in units if o.sentence == c.sentence))
                    for c in stating if states(c)):
                continue  # the claim's dates said by a sentence saying no other are said of each other: "If your payment is
                # due on 1 January, you'll be paid on 31 December" where "If it's due on 1 January, you'll be paid on 31
                # December instead"
            if kind == "name" and any(
                    (partner := _listed_with(claim, value, claimed["name"]) & held(c))
                    # (unless the clause lists the partner with someone the claim leaves out: "founded by
                    # Aisha Bello and Tom Hargreaves" is no listing of "Aisha Bello and Carl Jensen")
                    and not {w for p in partner for w in _listed_with(c.text, p, c.values["name"])} - claimed["name"]
                    for c in about_subject):
                continue  # listed in the claim with a name the subject's clause states: the listing is bound there
                # ("bred from the Old English Bulldog and the now extinct Bullenbeisser")
            if kind == "name" and len(_name_runs(claim, claimed["name"])) >= 2 \
                    and not any(held(c) & claimed["name"] for c in about_subject) and any(
                        claimed["name"] <= c.values["name"] and c.sentence not in {o.sentence for o in about_subject}
                        and all(_alike_but_names(c, o) for o in about_subject) for c in stating):
                continue  # the claim's names said together by a sentence saying of them what the one about the subject
                # says of others, naming none of the claim's, are said of each other however many more of the claim's
                # words the other shares: "Residents of Brookfield and Carlton should use the Hartley Road site" for "If
                # you live in Brookfield, you should use the Hartley Road recycling centre", beside "Residents of Ashby
                # and Kirkton should use the Mill Lane recycling centre"
            # (a measured quantity every line gives alike says no whose: "6 months of Netflix Standard" / "6 months of
            # Disney+"; a count said twice may still: "the 3 white stars" / "the three Grand Divisions"; so do two
            # clauses giving it alike: "the first instalment of £243.60 is due by 1 May 2025 and the second instalment
            # of £243.60 by 1 November 2025")
            # (and a day the claim's time is on, where one clause gives both: "On 31 December the office closes at 15:00"
            # where "31 December · 09:00-15:00")
            timed = [("time", v) for v in claimed["time"]] if kind == "date" else []
            if (kind in ("weekday", "date", "month", "name") or as_year) and any(
                    states(c) and not (kind == "name" and claim_beyond and _capped_at(c.text) & claim_beyond)
                    and any(v in c.values[k] and (k == "number" or len(
                        {o.sentence for o in stating if v in o.values[k]}) == 1
                        and sum(v in o.values[k] for o in units) == 1) and not _said_in_lead(c.text, k, v)
                                      for k, v in quantities + timed) for c in stating):
                continue  # the occasion of the claim's quantity where the evidence gives both together
                # ("Saturday was the busiest day, with 31,000 attendees": 31,000 attended on Saturday),
                # or whose it is ("..., while her teammate Maya Tran added 14")
            if kind in ("weekday", "date", "month") and any(states(c) and any(
                    run <= c.values["name"] for run in acting_runs) for c in stating):
                continue  # when the one the claim names in full did it, as a clause says ("Friday is headlined by The
                # Copper Tides" for "Friday at Bluebell Fields is headlined by The Copper Tides")
            # (a clause saying of other names what the subject's clause says of the claim's other name, and naming none of
            # them, is of those others, however many of the claim's plain words it shares: "Residents of Ashby and Kirkton
            # should use the Mill Lane recycling centre" for Brookfield's, beside "Residents of Brookfield and Carlton
            # should use the Hartley Road site")
            keys = {f for f in subject if f.startswith("name:")} if kind == "name" else set()
            name_keyed = bool(keys) and any(a.features.get(f, 0.0) >= 1.0 for a in about_subject for f in keys)

            def of_others_alike(c: _Clause) -> bool:
                return name_keyed and not any(c.features.get(f, 0.0) > 0 for f in keys) \
                    and all(_alike_but_names(c, a) for a in about_subject)

            said_here = [states(c) for c in stating]
            apart = [said and of_others_alike(c) for said, c in zip(said_here, stating, strict=True)]
            elsewhere = [s for s, said, alike in zip(scores, said_here, apart, strict=True) if said and not alike]
            # (so much so that the subject's clause need say no more of the claim's words: "site" for "recycling centre")
            swapped_alike = any(said_here) and all(alike for said, alike in zip(said_here, apart, strict=True) if said)
            # a name stated only of another part of a clause is swapped as much as one of another clause:
            # of the subject's own ("presented by Julian Marsh to Eva Lindgren") or of another one
            # ("managed by the contractor Helen Price, and the bridge was opened by ...")
            # (or one whose subject's clause says at least twice as much of it as any naming the claim's name, and the
            # larger share of it: "Corporate debriefs are held in the Gold Room" over "Birthday parties use the Blue
            # Lounge ... after the game" for "After the game, corporate groups debrief in the Blue Lounge")
            naming_score = max((s for s, c in zip(scores, stating, strict=True) if value in held(c)), default=0.0)
            clearly_ahead = best >= NAME_CLEAR_SHARE * weight_found and best >= NAME_LEAD * naming_score
            # (so is a name said only on another occasion than the claim's, where a clause of its own occasion is about
            # its subject: "Next month we'll be featuring Stichelton" for "Stichelton is the featured cheese this month"
            # beside "This month's Cheese of the Month is Baron Bigod")
            clearly_ahead = clearly_ahead or kind == "name" and best > 0 and all(
                i in of_another_time for i, c in enumerate(units) if holding[i] and value in held(c))
            if kind == "name" and (not any(value in held(c) for c in stating)
                                   or best < NAME_SUBJECT_SHARE * weight_found and not swapped_alike
                                   and not clearly_ahead):
                # a name the evidence never states is the plain specifics check's business; names
                # are swapped only between clauses that clearly differ in what they are about
                continue
            if kind == "name":
                # a clause naming the value by its own words much as the subject's clause does leaves who is
                # meant open (a claim listing steps: "tap 'Storage', followed by 'Reset phone'"); words a
                # listed piece inherits do not count ("..., and Felix Brandt plays her husband Torvald")
                # (what both clauses say alike tells neither from the other: "North West: Aisha Rahman, Regional
                # Network Manager" / "Yorkshire: Mark Dempsey, Regional Network Manager")
                subject_clause_features = {f for c in about_subject for f in c.features}

                def telling(c: _Clause) -> dict[str, float]:
                    return {f: w for f, w in subject.items() if not (f in c.features and f in subject_clause_features)}

                # (each clause contrasted as its score was: "the Station Road stop" is a bus stop)
                by_own_words = [(_score(telling(c), qualified, c.own_part, contrast_of(units.index(c), c), claim_stems,
                                        plain, grammatical_subject if by_subject else frozenset(), beneficiaries,
                                        opposed, used),
                                 max(_score(telling(c), qualified, a, contrast_of(units.index(a), a), claim_stems, plain,
                                            grammatical_subject if by_subject else frozenset(), beneficiaries, opposed,
                                            used) for a in about_subject))
                                for c, s in zip(stating, scores, strict=True) if s > 0 and states(c)]
                if any(own > NAME_SUBJECT_SHARE * theirs for own, theirs in by_own_words):
                    continue
            if max(elsewhere, default=0.0) > OTHER_SUBJECT_SHARE * best:
                continue  # the clause stating the value is about much the same subject
            # a duration the evidence states nowhere is compared within its unit family only: "30 days"
            # may restate "1 month" (not converted, so neither equal nor contradicting)
            # a measure is compared with measures of its own kind only ("172 g" is no value of "128 GB")
            # (or of its quantity in other units: "400 m" for "2 miles", ``held``)
            # (and a duration of another family that is clearly another length is another value: "a 3-month guarantee"
            # where the clause gives "30 days")
            candidates = {v for c in about_subject for v in held(c)
                          if (kind != "duration" or elsewhere) and kind != "measure"
                          or v.split(":")[0] == value.split(":")[0] or kind == "measure"
                          or kind == "duration" and _clearly_another_length(v, value)}
            # (not a value the claim states too, unless it counts another thing there, what the claim counts with the
            # checked value: "takes up to 14 passengers and 6 suitcases" where "Executive MPV - up to 6 passengers")
            candidates -= {v for v in values if v == value or not (kind == "number" and _counts_instead(
                claim, value, v, about_subject))}
            # (a name the claim labels a thing by - a floor, "the second floor" - is contradicted by the subject's clause
            # labelled otherwise, under its heading too: "Local Studies" under "## First Floor")
            if kind == "name" and not candidates:
                own_labels = {f for f in own if f.startswith("label:")}
                label_words = _labels_of_name(claim, value, own)
                candidates = {f[6:] for c in about_subject for f in c.features
                              if f.startswith("label:") and f.split()[0] in label_words and f not in own_labels}
            if kind == "number":  # "64 degrees" is not contradicted by "8 mph" in the same clause
                counts = _counted(claim).get(value, frozenset())
                claim_words = _words(claim)
                claim_units = frozenset(w for w in tx.content_words(claim) if w in _COUNTED_UNITS)

                def comparable(other: str) -> bool:
                    if years_old and (not any(other in c.values["number"] for c in about_subject) or any(
                            float(other) in age for c in about_subject for age in c.ages)
                            or any(_said_as_age(other, c.text) for c in about_subject)):
                        return True  # an age told as years ("Oil boiler · 7 years" under "Maximum age") or as one
                        # ("all visitors must be aged 12 or over", "offered to everyone when they turn 65")
                    if as_year and not any(other in c.values["number"] for c in about_subject):
                        return True  # the year of a date: a year of the same kind of event
                    # (a place one finished in is another's place: "placed 19th" for "finishing 12th")
                    if _placing(value, claim) and any(_placing(other, c.text) for c in about_subject):
                        return True
                    # (a year is another year's rival only, a year told from another too: "Two years later" is 2017;
                    # no count is one: "In 2023, learners who did the mock test programme" for "our three-session mock
                    # test programme")
                    if as_year and (not _is_year(other) or any(_separated_count(f"number:{other}", c.text)
                                                                for c in about_subject)):
                        return False  # (nor a count written with its thousands separator: "1,840 applications")
                    if as_year and not any(other in c.text for c in about_subject):
                        return True  # (a year told from another: the clause's own date)
                    other_counts = frozenset().union(*(_counted(c.text).get(other, frozenset()) for c in about_subject))
                    other_year = any(_written_year(other, c.text) for c in about_subject)  # (not "1,876")
                    if other_year != as_year and not any(a for a, _ in other_counts):
                        return False  # "released in 2019" dates, it does not count copies
                    # what the other number counts, said of the claim's number too: "180 completed the
                    # trial" and "240 participants completed the trial" count completers
                    # (an action noun read as the claim's words read it: "27,900 installations")
                    # (a unit's word the claim says counts too: "25 points" for "10 loyalty points")
                    if _same_thing(counts, other_counts) or any({a, _root(a)} & (claim_words | claim_units)
                                                                for a, _ in other_counts if a):
                        return True
                    # (a number a group the claim names is "of" counts its members: "we carry a roster of 12" for "The
                    # U10 roster is made up of 18 players")
                    if any(not a and before in claim_words and any(re.search(
                            r"\b" + re.escape(before) + r"s?\s+of\s+" + re.escape(other) + r"\b", c.text, re.IGNORECASE)
                            for c in about_subject) for a, before in other_counts):
                        return True
                    # (a number a verb of holding takes counts the people held: "The Terrace Room seats 90" for "180
                    # guests")
                    # (through the bound it is said with: "The Hayloft holds a maximum of 60" for "up to 180 guests")
                    if any(a in _SEATS or a in _PEOPLE_STEMS for a, _ in counts) \
                            and (any(not a and before in _HOLDING_VERBS for a, before in other_counts)
                                 or any(_held_with_bound(other, c.text) for c in about_subject if other in held(c))):
                        return True
                    # (and seats count the people they seat: "The parlour seats 40 people inside" for "24 seats")
                    if any(a in _SEATS for a, _ in counts) and any(a in _PEOPLE_STEMS or a in _SEATS
                                                                    for a, _ in other_counts):
                        return True
                    # (a clause naming the claim's things beside what its number counts counts them: "Our cello fleet
                    # numbers 18 instruments" for "60 cellos")
                    # (a whole number of a plural: "18 instruments", not "a reduction of 9.4 mmHg"; or of the claim's own
                    # plural after a word: "3 colour bulbs" for "6 bulbs", not "6 cargo bikes" for "25 e-bikes")
                    nouns_counted = {a for a, _ in counts if a}
                    # (the plural after the word the number is written before: "68 young players")
                    nouns_counted |= {_stem(m.group(1)) for m in re.finditer(
                        r"(?<![\d.,])" + re.escape(value) + r"\s+[a-z]+\s+([a-z]+[^s\W]s)\b", claim)}
                    if "." not in other and any(nouns_counted & c.own_words and (re.search(
                            r"(?<![\d.,])" + re.escape(other) + r"\s+[a-z]+[^s\W]s\b", c.text.replace(",", "")) or any(
                            _stem(m.group(1)) in nouns_counted for m in re.finditer(
                                r"(?<![\d.,])" + re.escape(other) + r"\s+[a-z]+\s+([a-z]+[^s\W]s)\b", c.text.replace(",", ""))))
                            for c in about_subject if other in held(c)):
                        return True
                    # (a line's number counts what its key names: "Preamp tubes: 3 x 12AX7" for "2 preamp tubes")
                    if any((head := _key_head(c.text)) and _stem(head) in nouns_counted | claim_words
                           for c in about_subject if other in held(c)):
                        return True
                    # (a number written before an adverb or a participle counts the noun after them: "14 fully fitted
                    # display kitchens" for "6 display kitchens")
                    if any(_stem(m.group(1)) in nouns_counted | claim_words for c in about_subject if other in held(c)
                           for m in re.finditer(r"(?<![\d.,])" + re.escape(other)
                                                + r"\s+(?:[a-z]+ly\s+)?(?:[a-z]+ed\s+)(?:[a-z]+ly\s+)?([a-z]+)\b",
                                                c.text.replace(",", ""))):
                        return True
                    # (how many times a thing is done counts the doing: "renew an audiobook up to 5 times" / "up to 3
                    # renewals")
                    if counts and {a for a, _ in counts} <= _TIMES and any(
                            a.startswith(w) for a, _ in other_counts if a for w in claim_words if len(w) >= 4):
                        return True
                    # a bare number of a listed piece counts what its piece inherits: "the main hall holds
                    # 900 people, the east room 150"
                    bare = any(not a for a, _ in other_counts)
                    inherited = {f[2:] for c in about_subject for f, w in c.features.items()
                                 if w < 1.0 and f.startswith("w:")}
                    if bare and any(a in inherited for a, _ in counts if a):
                        return True
                    # the claimed number taken from another piece of the same listing counts what the
                    # listing counts: "The Dublin office has 85 staff, and the Berlin office 130" (not where the
                    # evidence counts what the claim counts with the claim's number and the other number counts
                    # something else: "1 cup a day, no more than 2 treats")
                    # (what the claim counts may be the word after a modifier: "143 league goals" / "143 goals")
                    nouns = {a for a, _ in counts if a}
                    if nouns and {a for a, _ in other_counts if a} - nouns - claim_words and any(
                            (nouns | claim_words) & {a for a, _ in _counted(s.text).get(value, frozenset())}
                            for s in stating):
                        return False
                    # (or of one table: its cells count what their column does, "UK · 3,412" and "Europe · 1,876"
                    # under "Average number of employees by region")
                    return bool(other_counts) and any(
                        (c.sentence == s.sentence or _same_table(c, s)) and c is not s
                        for c in about_subject for s in stating if states(s))

                candidates = {o for o in candidates if comparable(o)}
                # (where the subject's clause counts other things, a clause nearly as much about the subject counting
                # what the claim counts: "The Camden practice has six treatment rooms and four dentists" for "three
                # dentists", three being the hygienists)
                # (not where a clause counts what the claim does with the claim's number: "64 degrees" at 3pm)
                claim_nouns = {a for a, _ in counts if a}
                if not candidates and claim_nouns and not any(
                        states(c) and claim_nouns & {a for a, _ in _counted(c.text).get(value, frozenset())}
                        for c in stating):
                    candidates = {o for c, s in zip(stating, scores, strict=True)
                                  if s >= MIN_SUBJECT_SHARE * best and not states(c)
                                  for o, its in _counted(c.text).items() if claim_nouns & {a for a, _ in its}} - values
                # (what the claim counts, counted with another number beside the subject's clause: "6 GPs and 3 practice
                # nurses" for "6 practice nurses")
                candidates |= {o for c in about_subject for o in _recounted(claim, value, c, units)} - values
            if kind == "weekday" and not candidates and _DAY_RANGE.search(claim):
                # (a day the claim adds to those the subject's clause gives, which another subject's gives: "The Bath
                # school runs classes from Tuesday to Sunday" where it "is open Thursday to Sunday only")
                candidates = {v for c in about_subject for v in held(c)} - {value}
            # (the checked name with the capitalised words the claim writes it with: "the Seminar Room")
            checked_run = next((r for r in _name_runs(claim, claimed["name"]) if value in r), {value}) \
                if kind == "name" else set()
            if kind == "name" and not candidates:
                # (an organisation known by its initials is who the subject's clause names: "Between Edinburgh and
                # Newcastle, the main operator is LNER")
                candidates = {w for c in about_subject for w in _INITIALS_WORD.findall(c.text)
                              if w not in _COMMON_ACRONYMS | _PLACEHOLDER_ACRONYMS and not re.search(r"\b" + w + r"\b", claim)}
                # (and a thing the subject's clause names by a number after the checked name's own word is the other
                # of its kind: "Beginners are taught in Room 4" where the claim has them in "the Seminar Room")
                run_words = {w.lower() for w in checked_run}
                candidates |= {m.group(0) for c in about_subject for m in _NUMBERED_THING.finditer(c.text)
                               if m.group(1).lower() in run_words and m.group(0) not in claim}
            if kind == "name":  # a name the claim itself states is not the other value ("Bucharest, Romania"),
                # nor a capitalised word it writes as a plain word ("Electrical items:" / "old electrical items")
                candidates -= set(_CAPITALISED.findall(claim)) | {o for o in candidates if o.lower() in lower}
                # (nor a stop a route makes on its way, where the claim names none: "calling at Newport, Chepstow and
                # Bristol Temple Meads" names no other start than Cardiff)
                if not _CALLING_AT.search(claim):
                    candidates -= {o for c in about_subject for m in _CALLING_AT.finditer(c.text)
                                   for o in candidates if re.search(r"\b" + re.escape(o) + r"\b", m.group(0))}
                # (nor a name given as an example of a kind, where the claim gives none: "specialises in hand-stripping
                # wire-coated terriers such as Borders and Westies" names no groomer)
                if not _EXAMPLE_NAMES.search(claim):
                    candidates -= {o for c in about_subject for m in _EXAMPLE_NAMES.finditer(c.text)
                                   for o in _CAPITALISED.findall(m.group(1))}
                # (nor a word naming a level by its number, no one: "a BHS Stage 4 coach"; "Mobil 1" is a name)
                candidates -= {o for o in candidates if o in _LEVEL_WORDS for c in about_subject
                               if re.search(r"\b" + re.escape(o) + r"\s+\d", c.text)}
                # (nor the rest of another name of the claim, written in full there: "the Utrecht peatland team"
                # where "A team at Utrecht University ... received €1.5 million")
                # (a role is no name: "Lumera Health's Chief Financial Officer" names no one the role's words do)
                own_names = {w for r in _name_runs(claim, claimed["name"]) if r != checked_run and (
                    value in claim_subject or not any(_stem(n.lower()) in _OFFICE_ROLES for n in r)) for w in r}
                # (but where the clause names that other name alone too, it is that one: "Legal expenses · Harbour
                # Legal Ltd" for "Legal expenses cover is provided by ...")
                # (nor where it is who does what the claim's name is said to: "is run by the community charity Ashby
                # Screen Trust" for "The Regal in Ashby is run by ...")
                # (nor a name the clause gives as what a doing is done to, where the evidence does it to several things
                # and the claim does it to another: "select Scan Leftovers" beside "Select the uTorrent" for "go to the
                # Control Panel and select the Add/Remove Programs option")
                candidates -= {o for c in about_subject for r in _name_runs(c.text, c.values["name"]) if r & candidates
                               and _done_to_another(claim, checked_run, c.text, r, evidence) for o in r}
                by_slot = _by_name(claim, checked_run)
                candidates -= {o for c in about_subject for runs in [_name_runs(c.text, c.values["name"])] for r in runs
                               if r & own_names and not any(other < r and other <= own_names for other in runs)
                               and not (by_slot and _by_name(c.text, r)) for o in r}
                # (nor a one-word name saying of what a thing is, where the claim names someone in full: "our
                # Dublin team, led by Aoife Brennan")
                # (but a name saying of what the same thing the claim's name does is its rival: "our Kingsway store"
                # for "the Elm Park store")
                if len(checked_run) >= 2:
                    claim_heads = {_stem(m.group(1)) for m in re.finditer(
                        r"\b" + r"\s+".join(re.escape(n) for n in sorted(checked_run, key=claim.find)) + r"\s+([a-z]+)",
                        claim)}
                    # (nor where both are where a thing is, after the same word: "seen at Market Street" for "are seen at
                    # our Kingsway clinic")
                    first_word = min(checked_run, key=claim.find)
                    placed_at = {m.group(1).lower() for m in re.finditer(
                        r"\b(at|in|from)\s+(?:the\s+|our\s+)?" + re.escape(first_word) + r"\b", claim)}
                    candidates -= {o for c in about_subject for o in candidates
                                   if any(r == {o} for r in _name_runs(c.text, c.values["name"]))
                                   and any((_stem(o.lower()), _stem(m.group(1))) in c.noun_pairs
                                           and _stem(m.group(1)) not in claim_heads
                                           # (an adverb is no thing a name says of what: "should go to Tom directly")
                                           and not m.group(1).endswith("ly")
                                           for m in re.finditer(r"\b" + re.escape(o) + r"\s+([a-z]+)", c.text))
                                   and not any(re.search(r"\b" + at + r"\s+(?:the\s+|our\s+)?" + re.escape(o) + r"\b",
                                                         c.text, re.IGNORECASE) for at in placed_at)
                                   # (nor where the claim's name is a place and the other names a place by its kind: "use
                                   # the Orchard car park" for "you park in the Top Field")
                                   and not (placed_at and re.search(r"\b" + re.escape(o) + r"\s+(?:car\s+)?" + _PLACE_KINDS,
                                                                    c.text))}
            if kind == "amount":  # a price per kWh is no price per day ("gas costs 6.1p per kWh" / "31p per day")
                rate = _amount_rates(claim).get(value)
                candidates = {o for o in candidates if not rate or not _rates_differ(rate, set().union(
                    *(_amount_rates(c.text).get(o, set()) for c in about_subject)))}
            if kind == "date":  # "15 April" is what "15 April 1912" says where the year goes without saying
                candidates = {o for o in candidates if not _date_stated(value, frozenset([o]))}
            if kind == "duration" and not _PLAN.search(claim):
                # (a planned length is no length a thing took: "a renovation that was planned to last two years" for
                # "The renovation took four and a half years")
                candidates -= {key for c in about_subject for key in _planned_durations(c.text)}
            # (nor does a clause in the first person name another than who "we" are, where the claim's subject names
            # them, says "its" of what the clause says "our" of, and the evidence says "we" of that name: "opened our
            # second branch, on Kingsway" for "Hartley & Sons opened its second branch", where "Our history: Hartley &
            # Sons was founded in 1921")
            if kind == "name" and candidates and value in claim_subject and about_subject \
                    and _ITS.search(claim, claim.find(value)) and all(_OUR.search(c.text) for c in about_subject) \
                    and any(_FIRST_PERSON.search(c.text) and checked_run <= c.values["name"] for c in units):
                candidates = set()
            others = sorted(candidates)
            # (a listing of people saying the claim's words of another than the claim's subject names
            # who is meant: "Rohan Mehta (Chief Financial Officer), Lucy Chen (Chief Technology Officer)")
            # (or, where the claim's subject is a role, the name the role is said of: "Lumera Health's Chief Financial
            # Officer is Tomasz Wisniewski")
            role_subject = value not in claim_subject and any(_stem(w.lower()) in _OFFICE_ROLES
                                                              for w in re.findall(r"[\w-]+", claim_subject))
            said_of = frozenset().union(*(_names_said_of(claim, value, c.text, c.values["name"], claimed["name"],
                                                         of_subject=role_subject)
                                          for c in about_subject)) if kind == "name" and (
                value in claim_subject or role_subject) else frozenset()
            # (a claim listing names of what its subject names lists no more names than those:
            # "Lumen Labs was founded by Aisha Bello and Carl Jensen")
            # (nor are the question's names: "Ms Hannah Okafor is the Head of Mathematics at Ashbury Park School"
            # names one person where the question asks about the school's head of mathematics)
            # (nor are names the subject's clause says too, but the checked one's: "The Loyalty Club is run by Sarah
            # Okafor, Head of Customer Rewards" for who runs the club names one person)
            # (or its sentence says on: "Pastry classes are taught by Chef Hélène Dubois, formerly of Ladurée in Paris")
            subject_sentences = {c.sentence for c in about_subject}
            said_beside = {n for n in values if any(n in c.values["name"] for c in units
                                                    if c in about_subject or c.sentence in subject_sentences)} - set(
                next((r for r in _name_runs(claim, values) if value in r), {value})) if kind == "name" else set()
            listing_of = set(_CAPITALISED.findall(claim_subject)) if kind == "name" and _listed_with(
                claim, value, claimed["name"]) else set()
            if said_of:
                others = sorted(set(others) & said_of) or others
            elif kind == "name" and (_name_groups(claim, values, (listing_of | given_names if one_clause else listing_of)
                                                  | said_beside, evidence) > 2 or sum(
                    any(_name_runs(segment, frozenset(others))) for c in about_subject
                    for segment in _LIST_SEPARATOR.split(_EXAMPLE_NAMES.sub(" ", _BRACKETED.sub(" ", c.text)))
                    # (a role said of the name before it is no name listed: "contact Tom Okafor, our Facilities Lead")
                    if not _OWN_ROLE_SEGMENT.fullmatch(segment)) > 2):
                # many names listed at once (menus, lists of places) are not one swapped name; one name
                # with its affiliation is ("Dr. Hannah Lee of the Institute for Fiscal Research"), and so is
                # one after a bracket listing what a label covers ("Nordics (Sweden, Norway, Denmark): Johan Berg")
                continue
            if others:
                stated = " ".join(c.text for c in about_subject)
                problems.append(f"{_describe(kind, value, claim)} for {_short(subject, claim)}; the context gives "
                                f"{', '.join(_describe(kind, o, stated) for o in others)}")
    return problems or _slot_conflicts(claim, units) or _time_slot_conflicts(claim, units) \
        or _start_told_as_end(claim, units) or _name_keyed_by_value(claim, units)


#: a range of things a plural label names: "Rinks 1 to 3", "Courts 4-6"
_LABELLED_RANGE = scan.pattern(r"\b[A-Z][a-z]+s\s+(\d{1,3})\s*(?:to|-|–|and)\s*(\d{1,3})\b"
                               r"(?!\s*(?:%|[a-z]{2,}s\b|(?:day|week|month|year|hour|minute|mile|metre|foot|inch)\b))")

#: things a claim adds after what it counts: ", along with tape and wardrobe cartons"
_ADDED_UNCOUNTED = scan.pattern(r",?\s+(?:along\s+with|as\s+well\s+as|together\s+with|plus|alongside)\s+([^.;]+)",
                                re.IGNORECASE)

#: the kinds of value a listing may pair each of its names with ("Silver at 10, Gold at 25")
_KEYING_KINDS = ("number", "amount", "percent", "measure", "time", "date")


def _name_keyed_by_value(claim: str, units: Sequence[_Clause]) -> list[str]:
    """A name of the claim a listing pairs with another value than the claim gives it, where the listing pairs the claim's
    value with another of its names: "Reaching fifty donations earns you the Platinum award" against "Bronze at 5
    donations, Silver at 10, Gold at 25, Ruby at 50, and Platinum at 75" (the value may be the question's own, which the
    other checks leave alone). A listing: three pieces of one sentence or more, each naming one name and stating one
    value of the kind."""
    claimed = _values(claim)
    names = claimed["name"]
    if len(names) != 1:
        return []
    (name,) = names
    out: list[str] = []
    for kind in _KEYING_KINDS:
        if len(claimed[kind]) != 1:
            continue
        (value,) = claimed[kind]
        for sentence in sorted({c.sentence for c in units}):
            paired = [c for c in units if c.sentence == sentence
                      and len(c.values["name"]) == 1 and len(c.values[kind]) == 1]
            if len(paired) < 3:
                continue
            naming = [c for c in paired if name in c.values["name"]]
            valued = [c for c in paired if value in c.values[kind]]
            if len(naming) == 1 and len(valued) == 1 and naming[0] is not valued[0] \
                    and not names & valued[0].values["name"]:
                out.append(f"{name} for {_describe(kind, value, claim)}; the context gives "
                           f"{', '.join(sorted(valued[0].values['name']))}")
    return out


#: a closing ", with <someone> <doing> ..." of small letters only (no name, no figure)
#: (or a closing apposition saying what the thing the claim ends on is: "..., the type that can be given to anyone in an
#: emergency")
_PLAIN_STATEMENT_TAIL = scan.pattern(r",\s+with\s+[a-z][a-z' -]*?\b[a-z]{2,}ing\b[a-z' -]*[.!?]?\s*$"
                                     r"|,\s+(?:the|a|an)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:that|which|who)\s+[a-z' -]+[.!?]?\s*$")


#: a heading's bracket naming what slashed values are each for: "(adult / child)", "(members/non-members)"
_SLASHED_HEADS = scan.pattern(r"\(([A-Za-z][\w'’ -]{0,25}?)\s*/\s*([A-Za-z][\w'’ -]{0,25}?)\)")

#: two values a slash parts: "£54 / £41", "45 / 60 minutes"
_SLASHED_VALUES = scan.pattern(r"([£$€¥]?\d[\d,.]*)\s*/\s*([£$€¥]?\d[\d,.]*)(?![\d/])")


def _slashed_columns(text: str) -> str:
    """The lines under a heading line whose bracket names two things by a slash, with each value a slash parts on them
    said with the thing it is for: "Chester Zoo - £54 / £41" under "Summer day trips (adult / child)" is "Chester Zoo -
    adult £54, child £41". Up to the next blank line; a line with no such values is left as it is."""
    lines = text.split("\n")
    heads: tuple[str, str] | None = None
    for index, line in enumerate(lines):
        if not line.strip():
            heads = None
            continue
        found = _SLASHED_HEADS.search(line)
        if found and not _SLASHED_VALUES.search(line):
            heads = (found.group(1).strip(), found.group(2).strip())
            continue
        if heads is not None and len(_SLASHED_VALUES.findall(line)) == 1:
            one, other = heads
            lines[index] = _SLASHED_VALUES.sub(lambda m: f"{one} {m.group(1)}, {other} {m.group(2)}", line)
    return "\n".join(lines)


#: a measure and the dimension it measures: "5 m long", "1.85 m high", "12 m deep", "2 metres in length"
_MEASURED_DIMENSION = scan.pattern(r"\d[\d.,]*\s*(?:m|metres?|meters?|cm|mm|ft|feet|foot|inch(?:es)?)\s+"
                                   r"(?:in\s+)?(long|length|tall|high|height|wide|width|deep|depth)\b", re.IGNORECASE)
_DIMENSION_OF = {"long": "length", "length": "length", "tall": "height", "high": "height", "height": "height",
                 "wide": "width", "width": "width", "deep": "depth", "depth": "depth"}


@lru_cache(maxsize=16384)
def _dimensions(text: str) -> frozenset[str]:
    """The dimensions a text's measures measure: "up to 5 m long and 1.85 m high" -> {"length", "height"}."""
    return frozenset(_DIMENSION_OF[m.group(1).lower()] for m in _MEASURED_DIMENSION.finditer(text))


#: a date referred back to: "after that date", "from this date", "by the same day"
_THAT_DATE = scan.pattern(r"\b(after|before|from|until|by|on)\s+(?:that|this|the\s+same)\s+(?:date|day)\b", re.IGNORECASE)


def _date_referred_to(match: re.Match[str], text: str) -> str:
    """"after that date" as "after 31 January": the last date its sentence gave before it; as written where none."""
    sentence_start = max(text.rfind(". ", 0, match.start()), text.rfind("\n", 0, match.start())) + 1
    before = [(start, end) for start, end, _ in tx._date_spans(text) if sentence_start <= start and end <= match.start()]
    return f"{match.group(1)} {text[before[-1][0]:before[-1][1]]}" if before else match.group(0)


#: (the number words a duration may be counted in count a measure or a compound too)
_MEASURE_NUMBER_WORDS = _DURATION_WORDS

#: a measure of length, volume or mass counted in words: "seven metres", "two miles", "four centimetres"
_MEASURE_IN_WORDS = scan.pattern(r"\b(" + _COMPOUND_WORD + "|" + "|".join(sorted(_MEASURE_NUMBER_WORDS, key=len, reverse=True))
                                 + r")"  # ("twenty-five miles" too)
                                 # (and a part of one after it: "three and a quarter miles" is 3.25 miles)
                                 r"(\s+and\s+(?:a\s+half|a\s+quarter|three[\s-]quarters))?[\s-]+"
                                 # (and an area: "six square metres")
                                 r"((?:square\s+)?(?:metres?|meters?|(?:centi|milli)met(?:re|er)s?|miles?|kilometres?|"
                                 r"kilometers?|km|feet|foot)|inch(?:es)?|litres?|liters?"
                                 r"|kilograms?|kilos?|kg|grams?|tonnes?)\b", re.IGNORECASE)

#: (the unit words of ``_MEASURE_IN_WORDS``, looked for first: most texts have none)
#: what every unit ``_MEASURE_UNIT_WORD`` finds holds
_MEASURE_UNIT_STEMS = ("met", "mile", "km", "feet", "foot", "inch", "lit", "kilo", "kg", "gram", "tonne")
_MEASURE_UNIT_WORD = scan.pattern(r"(?:metre|meter|mile|kilomet|km\b|feet|foot|inch|litre|liter|kilo|kg\b|gram|tonne)",
                                  re.IGNORECASE)

#: a compound counted by a number word: "five-visit", "two-day"
_COUNTED_COMPOUND = scan.pattern(r"\b(" + "|".join(sorted(_MEASURE_NUMBER_WORDS, key=len, reverse=True)) + r")-([a-z]+)\b",
                                 re.IGNORECASE)

def _counted_as_written(claim: str, evidence: str) -> str:
    """The claim with a compound it counts in words written in figures where the evidence writes it so: "The five-visit
    pass" where "a 5-visit pass at £65"."""
    def written(match: re.Match[str]) -> str:
        figures = f"{_MEASURE_NUMBER_WORDS[match.group(1).lower()]}-{match.group(2)}"
        return figures if re.search(r"\b" + re.escape(figures), evidence) else match.group(0)
    return _COUNTED_COMPOUND.sub(written, claim)


#: a thing a period long: "a week-long stay", "a month-long course"
_PERIOD_LONG = scan.pattern(r"\b(hour|day|week|month|year)-long\b", re.IGNORECASE)

#: a part of a unit of length, volume or mass said in words: "half a mile", "a quarter of a mile"
_PART_OF_A_UNIT = scan.pattern(r"\b(half|a\s+quarter|three[\s-]quarters)\s+(?:of\s+)?an?\s+"
                               r"(mile|kilometre|kilometer|metre|meter|litre|liter|kilogram|kilo)\b", re.IGNORECASE)
_UNIT_PARTS = {"half": 0.5, "a quarter": 0.25, "three quarters": 0.75}

#: a heading line in capitals, of a few words (none with a small letter): "PHARAOH'S TOMB", "WARD 13"
_CAPITALS_LINE = scan.pattern(r"^[ \t#*]*[A-Z][A-Z'’&\- \t]*[A-Z](?:[ \t]+\d+)?[ \t*:]*$", re.MULTILINE)
_WORD_IN_CAPITALS = scan.pattern(r"[A-Z]{2,}(?:['’][A-Z]+)?")


#: the organisation a passage is from, owning a role or a place named after it: "the club's Ticket Office Manager", "the
#: museum's Egyptian Gallery"
_ORGANISATION_S = scan.pattern(r"\bthe\s+(?:club|school|company|firm|centre|center|council|museum|zoo|park|nursery|garage|studio|"
                               r"practice|surgery|shop|store|library|hotel|venue|business|organisation|organization|charity|"
                               r"trust|association|society|gym|academy|college|university|theatre|theater|railway|"
                               r"restaurant|cafe|café)['’]s\s+(?=[A-Z])")

#: another tier's name a tier includes everything of: "everything in Silver", "everything from Bronze"
#: (a tier added to, not a place a discount is on: "15% off everything in the Farm Shop (excluding ...)")
_EVERYTHING_IN = scan.pattern(r"(\b[Ee]verything\s+(?:in|from|of|included\s+in|that\s+comes\s+with)\s+)(?:the\s+)?"
                              r"(?:[A-Z][\w'’-]*\s+){0,2}[A-Z][\w'’-]*(?=\s*,?\s*(?:plus|and|as\s+well\s+as|along\s+with|"
                              r"together\s+with|with|\+)(?![\w-]))")

#: a group's size said as so many strong: "is now five strong", "were 40 strong"
_SO_MANY_STRONG = scan.pattern(r"\b(is|are|was|were)\s+(now\s+)?(\d+|(?:" + "|".join(tx._NUMBER_WORDS) + r")(?:-\w+)?)\s+strong\b",
                               re.IGNORECASE)

#: a span of hours said with neither minutes nor "am" or "pm": "from 8 until 11", "between 9 and 5" (not of years, days...)
_BARE_HOUR_SPAN = scan.pattern(r"\b((?:from|between)\s+)(1[0-2]|0?[1-9])(\s+(?:until|till|to|and|-|–)\s+)(1[0-2]|0?[1-9])\b"
                               r"(?![:.]\d|\s*(?:[ap]\.?m\b|%|o['’]clock|-?(?:years?|months?|weeks?|days?|nights?|hours?|hrs?|"
                               r"minutes?|mins?|times|people|persons|guests|[a-z]+-olds?)\b))", re.IGNORECASE)


def _bare_hours_as_given(claim: str, given: frozenset[str]) -> str:
    """``claim`` with a span of bare hours written as the evidence's times where it gives both: "from 8 until 11" is
    "from 8am until 11am" beside "(8am-11am)", "from 9 to 5" is "from 9am to 5pm" beside "09:00-17:00"."""

    def as_given(hour: int) -> str | None:
        morning, afternoon = f"{0 if hour == 12 else hour}:00", f"{12 if hour == 12 else hour + 12}:00"
        if (morning in given) == (afternoon in given):
            return None  # (neither, or both: the evidence does not say which)
        return f"{hour}am" if morning in given else f"{hour}pm"

    def rewrite(m: re.Match[str]) -> str:
        first, second = as_given(int(m.group(2))), as_given(int(m.group(4)))
        if first is None or second is None:
            return m.group(0)
        return m.group(1) + first + m.group(3) + second
    return _BARE_HOUR_SPAN.sub(rewrite, claim)


def _bare_times_as_given(claim: str, evidence: str) -> str:
    """``claim`` with a time it gives without "am" or "pm" read as after noon where the evidence gives it after noon only:
    "starts at 3:15" where "starts at 3:15pm" (or "15:15"); and a span of bare hours as the evidence's times
    (``_bare_hours_as_given``)."""
    if _BARE_HOUR_SPAN.search(claim):
        claim = _bare_hours_as_given(claim, _values(evidence)["time"])
    if ":" not in claim or not tx.BARE_CLOCK.search(claim):
        return claim
    given = _values(evidence)["time"]

    def as_given(m: re.Match[str]) -> str:
        hour, minute = int(m.group(1)), m.group(2)
        return f"{m.group(0)}pm" if f"{hour}:{minute}" not in given and f"{hour + 12}:{minute}" in given else m.group(0)
    return tx.BARE_CLOCK.sub(as_given, claim)


@lru_cache(maxsize=65536)
def _read_alike(text: str, *, contractions: bool) -> str:
    """``text`` with what both sides may say in other words written one way (``contractions``: a claim's are expanded)."""
    # (a list line's key in markdown's bold is its key: "- **Gold – £49/month**: everything in Silver" keys its line as
    # "- Gold – £49/month: ..." does)
    text = _BOLD_LIST_KEY.sub(r"\1\2", text) if "**" in text else text
    # ("US" in capitals is the country, no "us" a stop list drops: "the US region" / "US · 06:00-08:00")
    text = _US.sub("USA", text)
    # (a model's code in the plural is the model: "a pair of Yamaha DXR10s" are "Yamaha DXR10 speakers")
    text = _CODE_PLURAL_S.sub(r"\1", text)
    # (a date whose day is a word is that date in figures: "on the fifth of April" is "on 5 April")
    text = tx.dates_in_words_in_figures(text)
    # (ages said as who is that old, written apart, are those written with hyphens: "5 and 6 year olds" are "5- and
    # 6-year-olds")
    text = _YEAR_OLDS_APART.sub(lambda m: f"{m.group(1)}- {m.group(2)} {m.group(3)}-year-olds" if m.group(2)
                                else f"{m.group(3)}-year-olds", text) if "year old" in text else text
    # (a period written as how often is that period: "a six-monthly Direct Debit" is under "Every 6 months:")
    text = _EVERY_PERIOD.sub(_every_period, text)
    # (a period counted by a number word after it is that ordinal period: "in year one" is "the first year", as
    # "first-year savings" say; in words only, "Year 1" being a school's label)
    text = _PERIOD_NUMBERED.sub(_period_numbered, text)
    # (the date a sentence refers back to is the one it gave: "£52 if you sign up by 31 January, or £58 after that date" is
    # £58 after 31 January)
    if _THAT_DATE.search(text):
        text = _THAT_DATE.sub(lambda m: _date_referred_to(m, text), text)
    # (a measure counted in words is the measure in figures: "up to seven metres" is "up to 7 metres")
    if says_any(text, _MEASURE_UNIT_STEMS) and _MEASURE_UNIT_WORD.search(text):
        text = _MEASURE_IN_WORDS.sub(
            lambda m: f"{float(_word_number(m.group(1))) + tx.part_said(m.group(2)):g} {m.group(3)}", text)
    # (values a slash parts under a heading naming what each is for are each said of its own: "• Chester Zoo - £54 / £41"
    # under "Summer day trips (adult / child)" is "Chester Zoo - adult £54, child £41")
    if not contractions and "/" in text and "\n" in text:
        text = _slashed_columns(text)
    # (a part of a unit said in words is that measure: "half a mile away" is "0.5 miles away")
    text = text if "alf" not in text and "uarter" not in text else _PART_OF_A_UNIT.sub(lambda m: f"{_UNIT_PARTS[' '.join(m.group(1).lower().replace('-', ' ').split())]:g} "
                                         f"{m.group(2)}s", text)
    if not contractions and "verything" in text:
        # (a tier including everything of another names that one as what it adds to, no name of its own: "Gold (£120):
        # everything in Silver plus an invitation ..." is no line of Silver's)
        text = _EVERYTHING_IN.sub(r"\1it", text)
    if not contractions and "\n" in text:
        # (a heading line in capitals names things as a claim names them, in its own case: "PHARAOH'S TOMB" over "For 3-8
        # players." is the "Pharaoh's Tomb" a claim names)
        text = _CAPITALS_LINE.sub(lambda line: _WORD_IN_CAPITALS.sub(lambda m: m.group(0).capitalize(), line.group(0)),
                                  text)
    if contractions:
        # (a contraction's ending in the claim is its verb, no word of what it is about: "you'll be paid" says "will";
        # the evidence is read as written, its clauses cut where its verbs are)
        text = _expand_contractions(text)
    # (a thing after the first one is an additional one: "Every container after the first one costs £20" where "each
    # additional container is £20 per week")
    text = _AFTER_THE_FIRST_ONE.sub(" additional", text) if "first" in text else text
    # (a group so many strong numbers so many: "the herd is now five strong" says what "the herd now numbers 5" does)
    if "strong" in text:
        text = _SO_MANY_STRONG.sub(lambda m: f"{m.group(2) or ''}"
                                   f"{'numbered' if m.group(1).lower() in ('was', 'were') else 'numbers'} {m.group(3)}", text)
    # (a bare number one must be at least is an age: "You need to be at least 16 to enrol" where "open to adults aged 18
    # and over")
    # (on both sides: "To drive our vans, you need to be 25 or over"; "or older" says what "or over" does, no word of the
    # subject: "Only members aged 21 or older can drive the vans"; nor is "years of age" a length: "from 11 years of age"
    # is "from age 11")
    text = _YEARS_OF_AGE.sub(r"age \1", _OR_OLDER.sub(r"\1 or over", _AT_LEAST_AGE.sub(_aged, text)))
    # (the numbered round a standing is after is a count of rounds: "after Round 6" is "after six rounds")
    text = _AFTER_NUMBERED.sub(_stages_counted, text)
    # (one said not to be a member is a non-member: "If you aren't a Guild member, the course is £60" under "Non-members |
    # £60")
    text = _NOT_A_MEMBER.sub(_non_member, text)
    # (a case "except where" it is, "in which case" another value holds, is one "unless" it is: "a 20% deposit ..., except
    # where the frame is ordered from an overseas builder, in which case a 50% deposit is required")
    text = _EXCEPT_WHERE_IN_WHICH_CASE.sub("unless ", text) if "in which case" in text else text
    # (a day "unless it is" a kind of day is excepted as "except on" one excepts it: "closed on Mondays, unless it's a bank
    # holiday" where "closed on Mondays except on bank holidays")
    text = _UNLESS_IT_IS.sub("except on ", text)
    # (and so is one unless they are a member: "Unless you're a Club member, ... costs £5 per night")
    text = _UNLESS_A_MEMBER.sub(lambda m: f"If {m.group(1)} {m.group(2)} {m.group(3) or ''}{m.group(4)}non-{m.group(5)}",
                                text)
    # (what is left of a payment to pay is its balance: "The rest of the payment is due 3 days ahead" where "The remaining
    # balance is due 3 days before the party")
    text = _REST_OF_PAYMENT.sub("the balance", text)
    # (brothers and sisters are siblings: "brothers and sisters who ride in the same lesson" where "Siblings riding in the
    # same lesson")
    return _BROTHERS_AND_SISTERS.sub(lambda m: "siblings" if m.group(0).lower().endswith("s") else "sibling", text) \
        if "sister" in text else text


#: an exception opening a case that a value of its own is given for: "except where ..., in which case"
_EXCEPT_WHERE_IN_WHICH_CASE = scan.pattern(r"\bexcept\s+(?:where|when|if)\s+(?=[^,;.]{1,80},\s+in\s+which\s+case\b)",
                                           re.IGNORECASE)

#: the words saying a thing comes after the first of its kind: " after the first one", " beyond the first"
_AFTER_THE_FIRST_ONE = scan.pattern(r"\s+(?:after|beyond)\s+(?:the|your)\s+first(?:\s+one)?(?=\s*[,.;]|\s+(?:costs?|is|"
                                    r"are|will|can|must|has|have)\b)", re.IGNORECASE)

#: brothers and sisters, one or more: "brothers and sisters", "a brother or sister"
_BROTHERS_AND_SISTERS = scan.pattern(r"\bbrothers?\s+(?:and|or|&|and/or)\s+sisters?\b", re.IGNORECASE)


@lru_cache(maxsize=65536)
def _doings_in_one_word(text: str) -> str:
    """``text`` with a doing said in two words written as the one-word doing: "picked up by 16:30" is "collected",
    "open again" is "reopen"; and the runner-up is second: "The runner-up receives 30%" where "split 50% to the winner,
    30% to second place"."""
    # (and handing a thing back is returning it: "has to be handed back by noon on Sunday" where "must be returned by noon
    # on Sunday")
    # (and wrapping up is ending: "The summer term wraps up on 28 June" under "| Term | Starts | Ends |")
    # (and welcoming guests back is reopening: "Guests will be welcomed back from 14 February" where "We expect to
    # reopen to guests on 14 February"; being present at a thing is attending it)
    # (and getting one's money back is a refund, all of it a full one: "To get all your money back on a tour, cancel ..."
    # where "we'll refund you in full")
    text = _MONEY_BACK.sub(lambda m: "get a full refund" if m.group(1) else "get a refund", text) \
        if "money back" in text else text
    # (and being back open is reopening, a thing due back by a time is to be returned by it: "the studio rink is back open
    # on August 5" where "reopening August 5"; "the tool has to be back with us by 9am" where "return it by 9am")
    if "back" in text:
        text = _BE_BACK_BY.sub("be returned", _BACK_OPEN.sub("reopen", text))
    # (and a thing's last day is its end, the day still its last of the days given: "The last day of the spring term is
    # Saturday 28 March" where "Spring term begins on Monday 5 January and | ends on Saturday 28 March")
    text = _LAST_DAY_OF.sub(r"\g<0> the end of", text) if "day of" in text else text
    return _BE_PRESENT.sub("attend", _WRAPS_UP.sub(_ended, _HANDED_BACK.sub(_returned, _RUNNER_UP.sub(
        "second place", _PICKED_UP.sub(_collected, _WELCOMED_BACK.sub("reopen", _OPEN_AGAIN.sub(r"reopen\1", text)))))))


def _said_of_the_complement(claim: str, units: Sequence[_Clause], holding: list[bool]) -> tuple[set[int], set[int]]:
    """Where the claim speaks of "non-<word>" (or of who holds no <word>) that no clause names, and a clause stating a
    value says it of everyone else: the clauses stating one of the plain <word> (they are the others) and those saying it of everyone else."""
    plain = {m.group(1).lower().rstrip("s") for m in _NON_WORD.finditer(claim)} | {
        m.group(1).lower() for m in _NOT_HOLDING.finditer(claim)}
    # (not where the evidence names them so itself: "Visitors without a library card can have a guest pass")
    if not plain or any(re.search(r"\bnon-?" + re.escape(w), c.text, re.IGNORECASE) for w in plain for c in units) \
            or any(m.group(1).lower() in plain for c in units for m in _NOT_HOLDING.finditer(c.text)):
        return set(), set()
    said = {i for i, c in enumerate(units) if holding[i] and any(
        re.search(r"\b" + re.escape(w) + r"s?\b", c.text, re.IGNORECASE) for w in plain)}
    rest = {i for i, c in enumerate(units) if holding[i] and i not in said and _EVERYONE_ELSE.search(c.text)}
    return (said, rest) if rest else (set(), set())


@dataclass(frozen=True)
class _Exceptions:
    """The clauses excepting things from a rule before them to give them a value of their own (``_EXCEPTED_WITH_VALUE``,
    ``_UNLESS_IN_WHICH_CASE``), and the claim's words, read once per claim for every value it states."""

    found: tuple[tuple[int, re.Match[str]], ...]
    claim_words: frozenset[str]


def _exceptions(claim: str, units: Sequence[_Clause]) -> _Exceptions:
    # (what the claim itself sets apart is no thing it names: "Apart from catalytic converters, an exhaust is covered for
    # three years")
    found = tuple((j, excepted) for j, c in enumerate(units)
                  if (excepted := _EXCEPTED_WITH_VALUE.search(c.text) or _UNLESS_IN_WHICH_CASE.match(c.text)))
    return _Exceptions(found, _words(_SET_APART.sub(" ", claim)) if found else frozenset())


def _excepting_the_claims(exceptions: _Exceptions, units: Sequence[_Clause], holding: list[bool]) -> set[int]:
    """The clauses stating a value before an exception of their sentence that names the claim's thing and gives its own
    value: "anything found ... is kept for 30 days | before being donated to Goodwill, except phones, wallets and keys,
    which we hold for 60 days" holds no 30 days for a phone; "sent within 3 working days, | unless they're needed for a
    legal claim, in which case ..." none for a report for a legal claim."""
    out: set[int] = set()
    for j, excepted in exceptions.found:
        if not holding[j]:
            continue
        c = units[j]
        rule = [i for i in range(j) if holding[i] and units[i].sentence == c.sentence]
        # (by a word of the excepted things the rule does not say: "except vouchers bought in our January sale" names no
        # "standard gift voucher", which the rule's "Gift vouchers ... are valid for 12 months" is about)
        said_by_rule = frozenset().union(*(_words(units[i].text) for i in rule), _words(c.text[:excepted.start()]))
        # (and by the thing it names first, the excepted things: "except for units rented on a promotional rate" names no
        # rent of an existing tenant's)
        head = next(iter(_words(word) for word in re.findall(r"[A-Za-z][\w'’-]*", excepted.group(1)) if _words(word)),
                    frozenset())
        if (_words(excepted.group(1)) - said_by_rule) & exceptions.claim_words and head & exceptions.claim_words:
            out.update(rule)
    return out


#: a clause opening with the case a rule before it does not hold in, giving that case's value: "unless they're needed for
#: a legal or insurance claim, in which case they can take up to 10 working days"
_UNLESS_IN_WHICH_CASE = scan.pattern(r"\W*unless\s+([^,;]{1,80}),\s+in\s+which\s+case\b", re.IGNORECASE)

#: an opening phrase setting things apart from what a claim goes on to say, stating no value: "Apart from catalytic
#: converters and DPFs, "
_SETTING_APART = r"(?:apart\s+from|except(?:\s+for)?|other\s+than|excluding)"
_SET_APART_OPENING = scan.pattern(r"^\s*" + _SETTING_APART + r"\s+[^,;.\d]{1,60},\s*", re.IGNORECASE)

#: an opening saying what the claim's case does without: "Without a monthly direct debit,", "If you don't have a
#: railcard,"
_WITHOUT_OPENING = scan.pattern(r"^\s*(?:without|if\s+(?:you|they)\s+(?:don['’]t|do\s+not)\s+(?:have|use|take|choose|"
                                r"sign\s+up\s+for|pay\s+by))\s+([^,;.\d]{1,50}),\s*", re.IGNORECASE)
_WITHOUT = scan.pattern(r"\bwithout\b|\bno\s+[a-z]+\b", re.IGNORECASE)

#: a list line's key in markdown's bold: "- **Gold – £49/month**:"
_BOLD_LIST_KEY = scan.pattern(r"^([ \t]*[-*•·][ \t]*)\*\*([^*\n]+)\*\*", re.MULTILINE)

#: a cap set on a number: "holds up to 120", "a maximum of 40", "no more than 8"
_CAP = scan.pattern(r"\b(?:up\s+to|a\s+maximum\s+of|maximum|max\.?|no\s+more\s+than|at\s+most)\s+(\d[\d,]*)\b", re.IGNORECASE)


def _capped_at(text: str) -> frozenset[str]:
    """The numbers ``text`` caps a thing at, as ``_sides`` writes them: "holds up to 120 guests" -> {"120"}."""
    return frozenset(f"{float(m.group(1).replace(',', '')):g}" for m in _CAP.finditer(text))


#: an opening counting the whole the claim's part is of: "Among the park's 42 attractions,", "Of our 120 members"
_WHOLE_OPENING_COUNT = scan.pattern(r"^\s*(?:among|of|out\s+of)\s+(?:the\s+|our\s+|its\s+|their\s+|[\w'’]+['’]s\s+)*"
                                    r"(?:\d[\d,]*|" + "|".join(w for w in tx._NUMBER_WORDS if w.isalpha()) + r")\s+"
                                    r"[a-z][\w\s'’-]{0,40}?,?\s+(?=there\s|[a-z\d])", re.IGNORECASE)

#: a phrase setting things apart from what a claim says, anywhere in it: "... covered for three years, apart from DPFs"
_SET_APART = scan.pattern(r"\b" + _SETTING_APART + r"\s+[^,;.]+", re.IGNORECASE)


#: a claim's word for those who are not something: "non-members", "Non-residents"
_NON_WORD = scan.pattern(r"\bnon-([a-z]{3,})", re.IGNORECASE)

#: (or who hold no such thing: "If you don't hold a season ticket", "those without a membership card")
_NOT_HOLDING = scan.pattern(r"\b(?:(?:don['’]t|do\s+not|doesn['’]t|does\s+not)\s+(?:hold|have|own)|without)\s+(?:a|an|any)\s+"
                            r"([a-z]{3,}(?:\s+[a-z]{3,})?)\b", re.IGNORECASE)

#: everyone but those just named: "for everyone else", "all other visitors", "the general public"
_EVERYONE_ELSE = scan.pattern(r"\b(?:everyone|everybody|anyone|all)\s+else\b|\ball\s+other\b|\bothers\b|"
                              r"\b(?:general\s+)?public\b", re.IGNORECASE)


#: a verb reporting what people said, before what they said: "said they", "reported that"
_REPORTING = scan.pattern(r"\b(said|say|says|reported|report|stated|answered|indicated|told\s+us)\s+(?:that\s+)?"
                          r"(?:they|he|she|it|we|their)\b", re.IGNORECASE)

#: another event a claim's closing phrase sets its own after or before: ", after the opening ceremony."
_AFTER_ANOTHER_EVENT = scan.pattern(r",\s*(?:straight\s+|right\s+|just\s+)?(?:after|before|following)\s+the\s+([a-z][a-z\s-]{2,40}?)\s*[.!]?\s*$",
                                    re.IGNORECASE)

#: the same with or without its comma, for the claim's own event words
_AFTER_AN_EVENT = scan.pattern(r"[,\s]" + _AFTER_ANOTHER_EVENT.pattern.removeprefix(","), re.IGNORECASE)

#: a closing phrase setting a thing after another event's end: "once the summer break is over"
_ONCE_ANOTHER_IS_OVER = scan.pattern(r"\b(?:once|when)\s+the\s+([a-z][a-z\s-]{2,40}?)\s+(?:is|are|has\s+been|have\s+been)\s+"
                                     r"(?:over|done|finished|ended)\s*[.!]?\s*$", re.IGNORECASE)

#: the rest after the first of a thing: "after the first", "beyond the first two"
_AFTER_THE_FIRST = scan.pattern(r"\b(?:after|beyond|past)\s+the\s+(first)\b", re.IGNORECASE)

#: a clause speaking of the others than what another clause names: "For most other courses", "everyone else" (wider
#: than ``_EVERYONE_ELSE``, which must name people only: here any "other" tells the first clause's name apart)
#: (or of an alternative to it: "If you apply for bankruptcy instead, the fee is £680")
_THE_OTHERS = scan.pattern(r"\b(?:other|others|else|rest|instead)\b", re.IGNORECASE)

#: the words of a deadline a table's header gives its rows, stemmed as their features are ("| Term | Subs due by |")
_DEADLINE_STEMS = tuple(f"w:{_stem(w)}" for w in ("due", "deadline", "latest"))

#: the whole of a thing's length told by its ends: "takes 36 months from start to finish" says nothing it starts or
#: finishes, a clause's "completes" or "begins" is no word of its subject
#: the kind of place a name names, after it: "the Orchard car park", "the Mill Room", "the Top Field"
_PLACE_KINDS = (r"(?:park|field|room|hall|centre|center|site|building|wing|lane|road|street|gate|entrance|station|"
                r"stop|terminal|yard|barn|lodge|court|pitch|ground|garden|meadow|studio|suite|floor|car\s+park)\b")

#: a case a claim opens with, up to its comma: "If you're staying in a Woodland Yurt, ", "On the Anglesey day trip, "
_NAMED_CASE_OPENING = scan.pattern(r"\s*(?:if|when|whenever|as|for|once|on|at|in|during)\s[^,;]{3,80},\s", re.IGNORECASE)

#: a line's key naming an event with its day in brackets: "Christmas fair (Sunday 7 December):"
_DATED_KEY = scan.pattern(r"\W*[A-Z][\w'’ -]{1,40}\((?:[A-Z][a-z]+,?\s+)?\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+(?:\s+\d{4})?\):\s*$")

#: the quantity an imperial unit measures, as the metric unit of it is named: miles and feet are lengths as metres are
_DIMENSION = {"mi": "m", "ft": "m", "lb": "g", "oz": "g", "gal": "l", "mph": "km/h"}

#: a duration family's length in days, roughly: a month is not a fixed number of days, but three of them are no 30 days
#: (hours and minutes stay apart: "a full day" is often a day's opening hours, "Full day: 9 hours")
_DAYS_IN = {"days": 1.0, "months": 30.44, "years": 365.25}


def _clearly_another_length(one: str, other: str) -> bool:
    """Whether two durations of different families (``values._duration_key``) differ more than twofold: "months:3" is no
    "days:30", "months:1" may be (and "more than 60 days" may be three months)."""
    (family, amount), (other_family, other_amount) = one.split(":"), other.split(":")
    if family == other_family or family not in _DAYS_IN or other_family not in _DAYS_IN:
        return False
    first, second = float(amount) * _DAYS_IN[family], float(other_amount) * _DAYS_IN[other_family]
    return min(first, second) > 0 and max(first, second) / min(first, second) > 2


#: a line's key naming a person and the role they hold: "- Priya Shah, Children's Coordinator:"
_PERSON_KEY = scan.pattern(r"\W*(?:(?:Dr|Mr|Mrs|Ms|Prof|Cllr)\.?\s+)?[A-Z][a-z'’-]+\s+[A-Z][a-z'’-]+,\s+[^:]{2,60}:\s*$")

#: a period opening a claim before its subject: "Last year", "This season", "In 2024,"
_OPENING_WHEN = scan.pattern(r"^\s*(?:(?:last|this|next)\s+(?:year|month|week|season|term|spring|summer|autumn|winter)|"
                             r"in\s+\d{4})\b,?\s+(?=\S)", re.IGNORECASE)

#: a closing phrase adding another fact, or setting one against it: ", with last entry at 9:15pm", ", and the deposit is
#: £50", ", though the emergency line is available until 10pm"
_CLOSING_WITH_VALUE = scan.pattern(r",\s+(?:with|and|plus|(?:al)?though|but|while|whereas"
                                   # (or a part of the things counted before it: "..., two of them doubles for couples")
                                   r"|[\w-]+\s+of\s+(?:them|which|these|those|whom))\s+[^,;]*$", re.IGNORECASE)

#: a clause opening with a condition, past its clause number: "/ 7.3 Once the three-month probationary period has ended"
_CONDITION_CLAUSE = scan.pattern(r"\W*(?:\d+(?:\.\d+)+\s+)?(?=(?:once|when|after|if|unless|as\s+soon\s+as)\b)", re.IGNORECASE)


def _states_only_the_case(text: str, case_values: set[tuple[str, str]]) -> bool:
    """Whether the clause is a condition stating no quantity but the claim's case (its clause number none)."""
    condition = _CONDITION_CLAUSE.match(text)
    return condition is not None and {(kind, v) for kind in _QUANTITIES if kind != "time"
                                      for v in _values(text[condition.end():])[kind]} <= case_values

#: a session a claim calls "a full day" or "a whole day", and the evidence's name for it, no length before it
_A_WHOLE_DAY = scan.pattern(r"\b(?:a|one)\s+(?:full|whole)[\s-]day\b", re.IGNORECASE)
_SESSION_CALLED_DAY = scan.pattern(r"(?<![\w-])(?<!\ba\s)(?<!\bone\s)(?:full|whole)[\s-]day\b", re.IGNORECASE)

def _says_word(clause: _Clause, word: str) -> bool:
    """Whether the clause says the stemmed word itself, in small letters or as a name's word: "club championships" are
    what "our own Club Championships are on Sunday 15 June" says."""
    return clause.features.get(f"w:{word}", 0.0) >= 1.0 or any(
        weight >= 1.0 and f.startswith("name:") and " " not in f and _stem(f[5:].lower()) == word
        for f, weight in clause.features.items())


def _said_in_lead(text: str, kind: str, value: str) -> bool:
    """Whether the clause says the value only in its lead before a colon, which is said of the clauses after it too:
    "Six-week evening courses this autumn: Italian Regional Cooking starts on 9 September" is no more the six weeks of
    the Italian course than of "French Bistro Classics begins on 11 September"."""
    lead = _LEAD_IN.match(text)
    return lead is not None and value in _values(lead.group(0))[kind] and value not in _values(text[lead.end():])[kind]


#: a relative clause closing a claim, telling more of what it named: ", which ends on Saturday 30 August", ", after which
#: it switches to weekends only"
#: a closing phrase telling another doing, a journey's, by its "-ing" verb: ", leaving Stafford at 8:30am", ", returning by
#: 6pm" (not one telling of the value's own thing: ", ending on a Monday" is the notice's end)
_CLOSING_DOING = scan.pattern(r",\s+(?:and\s+)?(?:leaving|departing|arriving|returning|calling|stopping|picking|heading|"
                              r"travelling|traveling|setting\s+off|getting\s+back)\s+[^,;]*$")

_CLOSING_WHICH = scan.pattern(r",\s+(after\s+|before\s+|until\s+)?which\s+[^,;]*$", re.IGNORECASE)

#: what a value is said per, however it is written: "per night", "for each trip", "every visit"
_PER_ANYTHING = scan.pattern(r"\b(?:per|for\s+each|for\s+every|each|every)\s+([a-z]+)", re.IGNORECASE)

#: a speaker's own words: "we", "our", "us"; what is theirs, and what a claim says is its or their own
_FIRST_PERSON = scan.pattern(r"\b(?:we|our|us)\b", re.IGNORECASE)
_OUR = scan.pattern(r"\bour\b", re.IGNORECASE)
_ITS = scan.pattern(r"\b(?:its|their)\b", re.IGNORECASE)

#: a closing clause with a subject and a verb of its own: ", and the paddock can hold extra cars when it's dry"
_CLOSING_OWN_CLAUSE = scan.pattern(r",\s+and\s+(?:the|a|an|our|your|its|their)\s+[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,3}?\s+"
                                   r"(?:can|could|will|may|must|should|is|are|has|have)\b[^,;]*$")

#: what a claim draws from what it says, or sets against it, closing it: ", so it's best to book valets in advance",
#: ", though wear items like tyres aren't covered"
_CONSEQUENCE = scan.pattern(r",\s+(?:so\s+(?!(?:that|much|many|far|long|as)\b)|(?:al)?though\s+|but\s+"
                            # (or the reason for it: "..., because of winter stoppages on the local lock flights"; or what
                            # it goes by: "..., going by how old they are on the first day of camp")
                            r"|because\s+|due\s+to\s+|going\s+by\s+|based\s+on\s+|according\s+to\s+"
                            # (or what follows otherwise: "..., or a £25 late fee will be added")
                            r"|or\s+(?:else\s+)?(?=(?:a|an|the|your|you|we|they|it)\s+[^,;]*?\b(?:is|are|will|must)\b))"
                            r"[^,;]*$", re.IGNORECASE)

#: what a thing is said without: "Without a concession", "without an adult"
_WITHOUT_THING = scan.pattern(r"\bwithout\s+(?:a|an|any|the)\s+([a-z][\w-]*)", re.IGNORECASE)

_BASE_WORD = r"(?!(?:for|on|in|at|if|when|with|by|to|from|and|or|but|per|each|a|an|the|is|are|will)\b)[a-z][\w-]*"
#: what a claim says its case is not: "rather than the road", "instead of by post"
_RATHER_THAN = scan.pattern(r"\b(?:rather\s+than|instead\s+of)\s+(?:the\s+|a\s+|an\s+|by\s+|in\s+|on\s+)?((?:" + _BASE_WORD
                            + r"\s+){0,2}" + _BASE_WORD + ")", re.IGNORECASE)

_START_TO_FINISH = scan.pattern(r"\b(?:from\s+)?(?:start|beginning)\s+to\s+(?:finish|end)\b", re.IGNORECASE)

#: a quantity written with a half: "two and a half hours", "half an hour", "one-and-a-half days"
_HALF_WRITTEN = scan.pattern(r"\band[\s-]+a[\s-]+half\b|\bhalf[\s-]+an?\s+[a-z]+\b|\b[a-z]+-and-a-half\b", re.IGNORECASE)


_US = scan.pattern(r"\bUS\b")

#: units a number counts that are no subject words (``words._SPECIFIC_WORDS``) but say what is counted: "25 points"
_COUNTED_UNITS = frozenset(tx.content_words("points credits"))

#: a period counted by a number word after it: "year one", "week two" (a period's number, no count of anything)
_PERIOD_NUMBERED = scan.pattern(r"\b(day|week|month|term|season|quarter|year)\s+(one|two|three)\b(?![-\w])", re.IGNORECASE)


def _period_numbered(match: re.Match[str]) -> str:
    ordinal = tx.ORDINAL_WORDS[("one", "two", "three").index(match.group(2).lower())]
    return f"{ordinal.capitalize() if match.group(1)[0].isupper() else ordinal} {match.group(1).lower()}"


#: a thing named by a word and a number after it: "Room 4", "Studio 2", "Ward 7B"
_NUMBERED_THING = scan.pattern(r"\b([A-Z][a-z]+)\s+\d{1,4}[A-Z]?\b(?![.,:]?\d)")

#: how often, as a number and a period's adjective: "six-monthly", "2-weekly", "three-yearly"
_EVERY_PERIOD = scan.pattern(r"\b(\d{1,2}|two|three|four|six|eight|twelve)-(week|month|year)ly\b", re.IGNORECASE)


def _every_period(match: re.Match[str]) -> str:
    return f"every {match.group(1)} {match.group(2)}s"


#: the units a length is written in as the second half of a compound: "a three-year commitment", "the 12-month plan"
_LENGTH_UNITS = frozenset(("day", "week", "month", "year", "hour", "minute"))

_LENGTH_COMPOUND = scan.pattern(r"(?<![\w-])(?<!\d[.,])(\d{1,3}|one|"
                                + "|".join(sorted(tx._NUMBER_WORDS, key=len, reverse=True))
                                + r")-(" + "|".join(sorted(_LENGTH_UNITS)) + r")(?![\w-])", re.IGNORECASE)


def _compound_lengths(text: str) -> set[str]:
    """The lengths a text writes as compounds naming a thing, as duration keys: "a three-year commitment" -> years:3."""
    return {_duration_key(1.0 if m.group(1).lower() == "one" else float(_compound_number(m.group(1))), m.group(2).lower())
            for m in _LENGTH_COMPOUND.finditer(text)}


def _plus_models(claim: str, units: Sequence[_Clause]) -> set[int]:
    """The clauses naming only the "+" model of a name the claim gives without it: "the Summit LT+ comes with a 750Wh
    battery" is not of "The Summit LT"."""
    runs = {m.group(0) for m in _CAPITALISED_RUN.finditer(claim) if not claim.startswith("+", m.end())}
    return {i for i, c in enumerate(units) for run in runs
            if re.search(re.escape(run) + r"\+", c.text) and not re.search(re.escape(run) + r"(?![+\w])", c.text)}


#: a run of capitalised words (a name, a model): "Summit LT"
_CAPITALISED_RUN = scan.pattern(r"\b(?!(?:The|A|An|Our|Your|Its)\s)[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+")


#: verbs a singular subject takes, which count nothing a number is before: "zone 2 costs"
_BASE_VERB_FORMS = frozenset(("costs", "takes", "includes", "runs", "opens", "closes", "lasts", "starts", "ends",
                              "applies", "needs", "requires", "gets", "gives", "offers", "comes"))


#: a name a model's number joins to another: "Orbea 7 Wild", "Renault 5 E-Tech"
_NUMBERED_NAME = scan.pattern(r"\b([A-Z][\w'’-]*)\s+(\d{1,4})\s+([A-Z][\w'’-]*)")

#: a model's code of capitals and digits in the plural: "DXR10s", "V8s"
_CODE_PLURAL_S = scan.pattern(r"\b([A-Z]{1,5}\d{1,5}[A-Z]?)s\b")

#: a measure opening the claim's subject, before the thing it sizes: "The 90 cm vivarium", "A 2 m pole" (not one the
#: claim states: "The Basic plan includes a 200GB monthly data allowance"; nor a size of two sides, "The 3m x 4m model")
_SIZE_BEFORE_THING = scan.pattern(r"^\W*(?:[Tt]he|[Aa]n?|[Oo]ur)\s+(\d+(?:\.\d+)?)\s?([A-Za-z]{1,6})\s+(?=[a-z])"
                                  r"(?!(?:x|by)\s)")

#: a contraction's verb written on to its pronoun: "you'll", "we've", "they're", "you'd", "I'm"
_CONTRACTION = scan.pattern(r"(?<=[A-Za-z])['’](ll|ve|re|d|m)\b")
_CONTRACTED = {"ll": " will", "ve": " have", "re": " are", "d": " would", "m": " am"}


#: picking up, which is collecting: "must be picked up by 16:30", "pick-up 15:30", "ready for pickup", "picks riders up"
_PICKED_UP = scan.pattern(r"\bpick(ed|s|ing)?(?:[\s-]*|\s+([a-z]+)\s+)up\b", re.IGNORECASE)

#: a participle negated by its prefix: "unfinished", "unsupervised", "unpaid" (not "united", "understated")
_UN_DONE = scan.pattern(r"\bun(?!der|it)([a-z]{3,}ed)\b", re.IGNORECASE)


def _not_done(text: str, other: str) -> str:
    """``text`` with each participle negated by its prefix written "not ..." where ``other`` says the participle's
    doing negated: "couldn't be finished", "without anyone supervising" (not "unopened items" for "Opened items", nor
    "uncultivated" for "into cultivation")."""
    def negated(m: re.Match[str]) -> str:
        said_not = re.search(r"(?:\bnot|\bnever|\bwithout|\bno|n['’]t)\s+(?:[\w-]+\s+){0,2}?"
                             + re.escape(tx._stem(m.group(1).lower())) + r"\w*", other, re.IGNORECASE)
        return f"not {m.group(1)}" if said_not else m.group(0)
    return _UN_DONE.sub(negated, text) if "un" in text.lower() else text


#: a case of a thing not done within a time: "If you don't renew within", "if they do not respond by"
_NOT_DONE_WITHIN = scan.pattern(r"\bif\s+(you|they|we|he|she)\s+(?:don['’]t|do\s+not|doesn['’]t|does\s+not)\s+([a-z]{3,})\s+"
                                r"(within|by|before)\b", re.IGNORECASE)

_NEGATION_WORD = scan.pattern(r"\b(?:not|never|no)\b|n['’]t\b", re.IGNORECASE)

#: a remark in brackets: "(unless the Yearly Care Plan saving is larger)", "(since the two don't stack)"
_BRACKETED_REMARK = scan.pattern(r"\s*\((?:unless|except|since|because|although|though|if|but)\b[^()]*\)", re.IGNORECASE)

#: one more of a thing: "an extra pair", "an additional child", "another session"
_ONE_MORE = scan.pattern(r"\b(?:an\s+(?:extra|additional)|another)\s+([a-z]{3,})\b", re.IGNORECASE)

#: a case of a thing left unused: "If phenol isn't used", "if a cover is not fitted"
_UNUSED_CASE = scan.pattern(r"\bif\s+(?:the\s+|an?\s+|any\s+)?([a-z]{3,})\s+(?:is|are|was|were)(?:n['’]t|\s+not)\s+"
                            r"(?:used|applied|included|provided|given|added|fitted|worn|available)\b", re.IGNORECASE)


#: guests welcomed back, which a place is reopening to: "Guests will be welcomed back from 14 February"
_WELCOMED_BACK = scan.pattern(r"\b(?:be\s+)?welcom(?:e|es|ed|ing)\s+(?:(?:you|them|guests|visitors|customers)\s+)?back\b",
                              re.IGNORECASE)

#: being present at a thing, which is attending it: "You can be present for your pet's cremation"
_BE_PRESENT = scan.pattern(r"\b(?:be|is|are)\s+present\s+(?:for|at)\b", re.IGNORECASE)

#: opening again, which is reopening: "should be open again from Saturday", "opens its doors again on 2 January"
_OPEN_AGAIN = scan.pattern(r"\b(?:be\s+)?(?:open|start)(s|ed)?\s+(?:(?:its|their|our)\s+doors\s+|up\s+)?again\b", re.IGNORECASE)

def _within_a_stated_span(value: str, text: str) -> bool:
    """Whether a duration ("days:10") lies inside a span of lengths of its unit that ``text`` states, either end first:
    "between 14 and 3 days before your course starts", "3-5 working days"."""
    unit, amount = value.split(":")
    return any(low < float(amount) < high for low, high, span_unit in _length_spans(text, bounds=False)
               if span_unit == unit)


def _other_steps_of_a_scale(lengths: frozenset[str], units: Sequence[_Clause], holding: list[bool],
                            spans_of: Callable[[str], tuple[tuple[float, float, str], ...]] | None = None) -> set[int]:
    """The clauses stating a value over a span of lengths (``spans_of``: of measures) that leaves out the claim's one
    length, where another clause of the sentence states one over a span taking it in ("between 6 and 3 months, 75%" for
    "four months before")."""
    if len(lengths) != 1:
        return set()
    (length,) = lengths
    unit, amount = length.split(":")
    spans = {i: [(low, high) for low, high, span_unit in (spans_of or _length_spans)(c.text) if span_unit == unit]
             for i, c in enumerate(units) if holding[i]}
    taking_in = {units[i].sentence for i, found in spans.items() if any(low <= float(amount) <= high for low, high in found)}
    return {i for i, found in spans.items() if found and units[i].sentence in taking_in
            and not any(low <= float(amount) <= high for low, high in found)}


@lru_cache(maxsize=65536)
def _length_spans(text: str, bounds: bool = True) -> tuple[tuple[float, float, str], ...]:
    """The spans of lengths a text states as (shortest, longest, unit of ``_duration_key``): "between 12 and 6 months";
    with ``bounds`` the one-sided ones too, "within 3 months" (0 to 3), "more than 12 months" (12 and longer). (Asked for
    every value of every claim against the same clauses, hence memoised.)"""
    return _spans(text, _LENGTH_SPAN, _LENGTH_BOUND if bounds else None, lambda n, unit: _duration_key(float(n), unit))


@lru_cache(maxsize=65536)
def _measure_spans(text: str) -> tuple[tuple[float, float, str], ...]:
    """The spans of measures a text states as (least, most, unit of ``_measure_key``): "between 15 and 30 miles", "from 30
    to 50 miles", and the one-sided ones, "within 15 miles" (0 to 15), "beyond 50 miles" (50 and more)."""
    return _spans(text, _MEASURE_SPAN, _MEASURE_BOUND, _measure_key)


def _spans(text: str, span: re.Pattern[str], bound: re.Pattern[str] | None,
           key: Callable[[str, str], str]) -> tuple[tuple[float, float, str], ...]:
    """The spans ``span`` finds (its two ends and their unit) and the one-sided ones ``bound`` finds (the side, the end and
    its unit), as (least, most, unit of ``key``); a span whose ends ``key`` puts in two units is none."""
    out = []
    for m in span.finditer(text):
        ends = [key(m.group(i), m.group(3)).split(":") for i in (1, 2)]
        if ends[0][0] == ends[1][0]:
            low, high = sorted(float(end) for _, end in ends)
            out.append((low, high, ends[0][0]))
    for m in bound.finditer(text) if bound is not None else ():
        unit, amount = key(m.group(2), m.group(3)).split(":")
        below = " ".join(m.group(1).lower().split()) in ("within", "under", "less than", "fewer than", "up to")
        out.append((0.0, float(amount), unit) if below else (float(amount), math.inf, unit))
    return tuple(out)


_MEASURE_UNIT_PATTERN = "|".join(re.escape(u) for u in sorted(_MEASURES, key=len, reverse=True))

#: a span of measures: "between 15 and 30 miles", "from 30 to 50 miles", "8–15 miles"
_MEASURE_SPAN = scan.pattern(r"(?<![\d–-])\b(?:between\s+|from\s+)?(\d[\d,]*(?:\.\d+)?)(?:\s+(?:and|to)\s+|\s*[-–]\s*)"
                             r"(\d[\d,]*(?:\.\d+)?)\s?(" + _MEASURE_UNIT_PATTERN + r")(?![\w/])")

#: a measure bounding a span on one side: "within 15 miles", "beyond 50 miles"
_MEASURE_BOUND = scan.pattern(r"\b(within|under|less\s+than|up\s+to|more\s+than|over|beyond)\s+(\d[\d,]*(?:\.\d+)?)\s?("
                              + _MEASURE_UNIT_PATTERN + r")(?![\w/])", re.IGNORECASE)

#: a length bounding a span on one side: "within 3 months", "more than 12 months", "less than 24 hours"
_LENGTH_BOUND = scan.pattern(r"\b(within|under|less\s+than|fewer\s+than|more\s+than|over)\s+(\d{1,3})\s+(?:working\s+|"
                             r"business\s+|calendar\s+)?(minutes?|hours?|days?|weeks?|months?|years?)\b", re.IGNORECASE)

#: a span of lengths: "between 14 and 3 days", "3-5 working days", "from 2 to 4 weeks"
_LENGTH_SPAN = scan.pattern(r"(?<![\d–-])(?<![\d–-]\s)\b(?:between\s+|from\s+)?(\d{1,3})(?:\s+(?:and|to)\s+|[-–])(\d{1,3})\s+"
                            r"(?:working\s+|business\s+|"
                            r"calendar\s+)?(minutes?|hours?|days?|weeks?|months?|years?)\b", re.IGNORECASE)

#: a claim's closing part saying what happens where its thing is not done: ", otherwise the room goes back", ", or else"
_OTHERWISE = scan.pattern(r",\s+(?:otherwise|or\s+else)\b", re.IGNORECASE)

#: a clause opening with the case of a thing not done: "If you haven't checked in", "If you do not cancel"
_NOT_DONE_CASE = scan.pattern(r"\W*(?:if|where|when)\s+(?:you|they|we|the\s+[a-z]+)\s+(?:haven['’]t|hasn['’]t|have\s+not|"
                              r"has\s+not|don['’]t|doesn['’]t|do\s+not|does\s+not|didn['’]t|did\s+not|fail\s+to)\b",
                              re.IGNORECASE)

#: a thing's last day, its end (not a month's, week's or year's, which is a day of its own: "on the last day of the month")
_LAST_DAY_OF = scan.pattern(r"\b(?:the\s+)?(?:last|final)\s+day\s+of\b(?!\s+(?:the|each|every|a)\s+(?:month|week|year|quarter)\b)",
                            re.IGNORECASE)

#: a place open again after a closure: "is back open", "will be back open"
_BACK_OPEN = scan.pattern(r"\b(?:is|are|will\s+be|be)\s+back\s+open\b", re.IGNORECASE)

#: a thing due back by a time, which is its return: "has to be back with us by 9am", "as long as it's back before 9am"
_BE_BACK_BY = scan.pattern(r"\b(?:be|is|are|it['’]s|they['’]re)\s+back(?:\s+(?:with|to)\s+us)?(?=\s+(?:by|before)\b)",
                           re.IGNORECASE)

#: handing or giving a thing back, which is returning it: "handed back", "give the keys back", "bring it back"
_HANDED_BACK = scan.pattern(r"\b(?:hand|give|bring)(ed|s|ing)?\s+(?:(it|them|[a-z]+)\s+)?back\b(?!\s+(?:to\s+)?(?:in|on|at)\b)",
                            re.IGNORECASE)
_RETURNED = {"": "return", "ed": "returned", "s": "returns", "ing": "returning"}


def _returned(match: re.Match[str]) -> str:
    return f"{_RETURNED[(match.group(1) or '').lower()]} {match.group(2) or ''}".rstrip()


#: a bare number a person must be at least, over or under, before what it lets them do: "be at least 16 to enrol"
#: (or a bare number one must be, or above: "you need to be 25 or over")
_AT_LEAST_AGE = scan.pattern(r"\b(be|are|is|am)\s+(?:(at\s+least|over|under|older\s+than|younger\s+than)\s+(\d{1,2})|"
                             r"(\d{1,2})\s+(or\s+(?:over|older|above)|and\s+(?:over|older|above)|\+))"
                             r"(?=\s+(?:to|in\s+order\s+to|if|before|for|and|when)\b|\s*[.,;](?!\d)|\s*$"
                             # (or before the date one must be it by: "be at least 16 on 1 September", not "at least 7 on
                             # court")
                             r"|\s+(?:on|by|as\s+of)\s+(?:the\s+)?(?:\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)))",
                             re.IGNORECASE)

#: an age told as years of age: "11 years of age"
_YEARS_OF_AGE = scan.pattern(r"\b(\d{1,2})\s+years?\s+of\s+age\b", re.IGNORECASE)

#: an age's open end in other words than "or over": "21 or older", "18 and above", "7 and up"
_OR_OLDER = scan.pattern(r"\b(\d{1,2})\s+(?:or|and)\s+(?:older|above|up|upwards)\b", re.IGNORECASE)


def _aged(match: re.Match[str]) -> str:
    # (written as the ages of the evidence are read, with no word of its own the subject could be told by)
    if match.group(4):
        return f"{match.group(1)} {match.group(4)} or over"
    bound = match.group(2).lower()
    if bound == "at least":
        return f"{match.group(1)} {match.group(3)} or over"
    return f"{match.group(1)} {'over' if bound in ('over', 'older than') else 'under'} {match.group(3)}"


#: a numbered stage of a competition a standing is after: "after Round 6", "following Week 12"
_AFTER_NUMBERED = scan.pattern(r"\b(after|following)\s+(round|week|game|race|stage|match|leg|heat|gameweek)\s+(\d{1,3})\b",
                               re.IGNORECASE)

def _stages_counted(match: re.Match[str]) -> str:
    return f"{match.group(1)} {match.group(3)} {match.group(2).lower()}s"


#: wrapping or winding a thing up, which is ending it: "wraps up on 28 June", "winds up at 4pm"
_WRAPS_UP = scan.pattern(r"\b(?:wrap|wind)(s|ped|ping|ing)?\s+up\b", re.IGNORECASE)
_ENDED = {"": "end", "s": "ends", "ped": "ended", "ping": "ending", "ing": "ending"}


def _ended(match: re.Match[str]) -> str:
    return _ENDED[(match.group(1) or "").lower()]


#: a word saying a thing closes, and "open until" said of a time
_CLOSING_WORD = scan.pattern(r"\bclos(?:e|es|ed|ing)\b", re.IGNORECASE)
_OPEN_UNTIL = scan.pattern(r"\bopen\s+(?:until|till)\b", re.IGNORECASE)

#: staying open until a time, which is closing at it: "stays open until 18:00", "remain open till 9pm"
_STAYS_OPEN_UNTIL = scan.pattern(r"\b(?:stay|remain)(s|ing|ed)?\s+open\s+(?:until|till)\b", re.IGNORECASE)
_CLOSES_AT = {"": "close at", "s": "closes at", "ing": "closing at", "ed": "closed at"}


def _closes_at(match: re.Match[str]) -> str:
    return _CLOSES_AT[(match.group(1) or "").lower()]


#: the one placed second: "the runner-up", "runners-up"
_RUNNER_UP = scan.pattern(r"\brunners?[\s-]up\b", re.IGNORECASE)

#: getting one's money back: "get all your money back", "you'll get your money back"
_MONEY_BACK = scan.pattern(r"\bget\s+(all\s+|the\s+whole\s+of\s+)?(?:your|their|my|our|his|her|the)\s+money\s+back\b")

#: a capitalised word joined to a word in small letters by a hyphen: "Olympic-distance"
_NAME_HYPHENATED = scan.pattern(r"\b([A-Z][a-z]{2,})-([a-z]{3,})\b")

_LAST_WORD = scan.pattern(r"\blast\b", re.IGNORECASE)
_FINAL_WORD = scan.pattern(r"\bfinal", re.IGNORECASE)
#: "final" before the noun it orders: "The final court slot"
_FINAL_ONE = scan.pattern(r"\b((?:[Tt]he|[Yy]our|[Oo]ur)\s+)final(\s+[a-z]+)")


def _line_key(text: str) -> str:
    """The key a line opens with, before its colon or a dash with spaces around it ("Final - Thursday 7 August"), else
    ""."""
    if ":" in text:
        return text.partition(":")[0]
    dashed = _DASH_KEY.match(text)
    return dashed.group(1) if dashed else ""


_DASH_KEY = scan.pattern(r"([^\d:;,.]{1,40}?)\s+[-–]\s+")

#: a claim saying that a numbered thing is the one it describes, with no other figure: "Court 2 is the one reserved for
#: racketball only."
_LABEL_IS_THE = scan.pattern(r"^\s*((?:[Tt]he\s+)?[A-Z][a-z]+\s+\d+[A-Z]?)\s+(is|are)\s+(the\s+[^\d]+?)[.!]?\s*$")

#: a case opening a claim as the one that does not suit: "If Tuesday isn't convenient, ", "If that time doesn't work for
#: you, "
#: (a thing or a time that does not suit, not a person who cannot: "If you can't work weekends, ..." is a case)
_UNSUITED_CASE = scan.pattern(r"^\s*(?:If|Where|Should)\s+(?!(?:you|we|they|I|he|she)\b)[^,]{1,60}?\s+(?:isn['’]t|is\s+not|doesn['’]t|does\s+not|won['’]t|"
                              r"can['’]t|cannot)\s+(?:be\s+)?(?:convenient|suit\w*|work\w*|possible|an\s+option|good\s+for\s+you)"
                              r"\b[^,]{0,40},\s*")

#: the whole of a period: "the whole day"
_WHOLE_PERIOD = scan.pattern(r"\bwhole\s+(day|week|month|year|session|term)\b")

#: degrees said without their scale: "40 degrees", "forty degrees" (not "40 degrees C", nor an angle's "a 90-degree turn")
_BARE_DEGREES = scan.pattern(r"\b(\d{1,3}|" + _COMPOUND_WORD + "|" + "|".join(sorted(tx._NUMBER_WORDS, key=len, reverse=True))
                             + r")\s+degrees\b(?!\s*(?:C|F|Celsius|Fahrenheit|centigrade)\b)", re.IGNORECASE)

#: the scale of a temperature the evidence gives
_SCALE_GIVEN = scan.pattern(r"\d\s*[°º]\s*([CF])\b|\bdegrees\s+(C|F|Celsius|Fahrenheit)\b", re.IGNORECASE)


def _degrees_as_given(claim: str, evidence: str) -> str:
    """``claim`` with its degrees said without a scale in the one scale the evidence gives temperatures in."""
    scales = {m.group(1 if m.group(1) else 2)[0].upper() for m in _SCALE_GIVEN.finditer(evidence)}
    if len(scales) != 1:
        return claim
    scale = scales.pop()
    return _BARE_DEGREES.sub(lambda m: f"{m.group(1) if m.group(1)[0].isdigit() else _word_number(m.group(1))}°{scale}",
                             claim)


#: paying by a period's adverb: "pay annually", "billed monthly"
_PAID_BY_PERIOD = scan.pattern(r"\b(?:pay|pays|paying|paid|billed|charged)\s+(annually|yearly|monthly|weekly)\b", re.IGNORECASE)

_PERIOD_OF_ADVERB = {"annually": "year", "yearly": "year", "monthly": "month", "weekly": "week"}


def _paid_per_period(claim: str) -> str:
    """``claim`` with its one amount said per the period it says the amount is paid by, where it says it per nothing."""
    paid = _PAID_BY_PERIOD.search(claim)
    amounts = list(_AMOUNT.finditer(claim)) if paid else []
    if paid is None or len(amounts) != 1 or _PER.match(claim, amounts[0].end()):
        return claim
    end = amounts[0].end()
    return f"{claim[:end]} a {_PERIOD_OF_ADVERB[paid.group(1).lower()]}{claim[end:]}"


#: an ordinal in figures: "2nd", "11th"
_FIGURE_ORDINAL = scan.pattern(r"\b(\d{1,2})(?:st|nd|rd|th)\b")

#: an ordinal in words saying a place one finishes in, past the first (which says more often which go than which place:
#: "your first visit"); an ordinal of a thing is its label's number already ("the second instalment": ``_ordinal_labels``)
_ORDINAL_WORD = scan.pattern(r"\b(?:" + "|".join(tx.ORDINAL_WORDS[1:]) + r")\b(?=\s+(?:place|position)\b)", re.IGNORECASE)


def _ordinals_as_written(claim: str, evidence: str) -> str:
    """``claim`` with its places said by ordinals in words written in figures where the evidence writes them so and never in
    words."""
    figures = {int(m.group(1)) for m in _FIGURE_ORDINAL.finditer(evidence)}

    def as_written(m: re.Match[str]) -> str:
        number = tx.ORDINAL_WORDS.index(m.group(0).lower()) + 1
        if number not in figures or re.search(r"\b" + m.group(0) + r"\b", evidence, re.IGNORECASE):
            return m.group(0)
        return f"{number}{'nd' if number == 2 else 'rd' if number == 3 else 'th'}"

    return _ORDINAL_WORD.sub(as_written, claim)


#: a place one finishes in, said by its ordinal alone: "The team finishing second in the league"
_FINISHING_ORDINAL = scan.pattern(r"\b((?:finish|end|come|came|place)(?:s|es|ed|ing|d)?\s+(?:in\s+)?)"
                                  r"(first|second|third|fourth|fifth|sixth)\b(?!\s+(?:place|position)\b)", re.IGNORECASE)

#: saying one is not a member: "you aren't a Guild member", "who are not members"
_NOT_A_MEMBER = scan.pattern(r"\b(are|is|am)(?:n['’]t|\s+not)\s+(an?\s+)?((?:[A-Z][\w'’-]*\s+)*|[a-z]+\s+)(members?|customers?|"
                             r"residents?|subscribers?)\b")


_UNLESS_IT_IS = scan.pattern(r"\bunless\s+(?:it|that)(?:\s+is|['’]s)\s+(?:a|an)\s+(?=[a-z]+\s+(?:holiday|day)s?\b)", re.IGNORECASE)

_UNLESS_A_MEMBER = scan.pattern(r"\b(?i:unless)\s+(you|they|he|she|we)\s+(are|is|am)\s+(an?\s+)?((?:[A-Z][\w'’-]*\s+)*|[a-z]+\s+)"
                                r"(members?|customers?|residents?|subscribers?)\b")


def _collected(match: re.Match[str]) -> str:
    return f"collect{match.group(1) or ''} {match.group(2) or ''}".rstrip()


def _non_member(match: re.Match[str]) -> str:
    return f"{match.group(1)} {match.group(2) or ''}{match.group(3)}non-{match.group(4)}"


def _expand_contractions(text: str) -> str:
    """The text with its contractions written out: "you'll be paid" is "you will be paid"."""
    return _CONTRACTION.sub(lambda m: _CONTRACTED[m.group(1)], text) if "'" in text or "’" in text else text


#: a run of capitalised words, as initials spell it out: "Energy Performance Certificates", "Duke of Edinburgh"
_SPELLABLE_RUN = scan.pattern(r"\b[A-Z][a-z]+(?:\s+(?:(?:of|and|for|the|&)\s+)?[A-Z][a-z]+)+")


def _counts_instead(claim: str, checked: str, value: str, clauses: Sequence[_Clause]) -> bool:
    """Whether the clauses count the claim's ``value`` as what the claim counts its ``checked`` number as, and not as
    what the claim counts ``value`` as."""
    claimed = _counted(claim)
    ours, checked_counts = ({a for a, _ in claimed.get(v, frozenset()) if a} for v in (value, checked))
    theirs = {a for c in clauses for a, _ in _counted(c.text).get(value, frozenset()) if a}
    return bool(ours) and not ours & theirs and bool(theirs & checked_counts)


def _initials_for_words(claim: str, evidence: str) -> str:
    """The evidence with each run of words in lower case spelling out initials of three letters or more that the claim
    and the evidence both write replaced by the initials; else as it is."""
    if not _INITIALS_WORD.search(claim):
        return evidence
    for initials in sorted(set(_INITIALS_WORD.findall(claim))):
        if len(initials) >= 3 and re.search(r"\b" + initials + r"\b", evidence):
            spelled = r"\b" + r"\s+".join(f"{letter.lower()}[a-z]+" for letter in initials) + r"\b"
            evidence = re.sub(spelled, initials, evidence)
    return evidence


def _spelled_out_initials(claim: str, evidence: str) -> str:
    """The claim with each of its initials the evidence does not write replaced by the one run of capitalised words the
    evidence has that they are the initials of; else as it is."""
    if not _INITIALS_WORD.search(claim):
        return claim
    for initials in sorted(set(_INITIALS_WORD.findall(claim))):
        if re.search(r"\b" + initials + r"s?\b", evidence):
            continue
        # (a run may open with a word of its own, capitalised as a sentence's first: "The Annual General Meeting will be
        # held")
        runs = {spelled for m in _SPELLABLE_RUN.finditer(evidence)
                if (spelled := _spelling_out(m.group(0).split(), {initials}))}
        if len(runs) == 1:
            claim = re.sub(r"\b" + initials + r"\b", runs.pop(), claim)
    return claim


def _done_to_another(claim: str, checked_run: set[str] | frozenset[str], text: str, run: set[str] | frozenset[str],
                     evidence: str) -> bool:
    """Whether ``text`` writes ``run`` as the object of a verb the evidence does to several named things and the claim
    to another than the checked name: "select Scan Leftovers" beside "Select the uTorrent" where the claim has "select
    the 'Add/Remove Programs' option"."""
    first = min(run, key=lambda word: (text.find(word) < 0, text.find(word)))
    done = re.search(r"\b([a-z]{3,})\s+(?:the\s+)?[\"“‘']?" + re.escape(first) + r"\b", text)
    if not done or done.group(1) in tx.STOPWORDS or done.group(1) in _PREPOSITION_WORDS:
        return False
    # (a doing with one named object in the evidence is a slot the claim's name may fill wrongly: "contact Priya Anand")
    done_to = {m.group(1) or m.group(2) for m in re.finditer(
        r"\b(?i:" + re.escape(done.group(1)) + r")\s+(?:the\s+)?(?:[\"“‘']([\w][\w'’/-]*)|([A-Z][\w'’-]*))", evidence)}
    if len(done_to) < 2:
        return False
    checked_first = min(checked_run, key=lambda word: (claim.find(word) < 0, claim.find(word)))
    # (the claim's verb must take a named object of its own: "pastry chef is Aisha Rahman" does nothing to anyone that
    # "head chef Marco Bellini" could rival)
    objects = [after for m in re.finditer(r"\b" + re.escape(done.group(1)) + r"\b", claim)
               if _NAMED_OBJECT.match(after := claim[m.end():].lstrip())]
    return bool(objects) and not any(re.match(r"(?:(?:the|a|an)\s+)?[\"“‘']?" + re.escape(checked_first) + r"\b", after)
                                     for after in objects)


#: a named thing a verb takes as its object: "the 'Add/Remove Programs' option", "Scan Leftovers"
_NAMED_OBJECT = scan.pattern(r"(?:(?:the|a|an)\s+)?[\"“‘']?[A-Z]")


def _spelling_out(words: list[str], initials: set[str]) -> str:
    """The longest end of a run of capitalised ``words`` whose capitals are one of ``initials`` ("Annual General
    Meeting" of "The Annual General Meeting" for "AGM"); else ""."""
    return next((" ".join(words[start:]) for start in range(len(words) - 1)
                 if "".join(w[0] for w in words[start:] if w[0].isupper()) in initials), "")


def _initials_of_spelled_out(claim: str, evidence: str) -> str:
    """The claim with each run of capitalised words spelling out initials the evidence writes, and the claim does not,
    replaced by those initials where the evidence never spells them out; else as it is."""
    runs = [m.group(0) for m in _SPELLABLE_RUN.finditer(claim)]
    if not runs or not _INITIALS_WORD.search(evidence):
        return claim
    written = set(_INITIALS_WORD.findall(evidence)) - set(_INITIALS_WORD.findall(claim))
    for run in runs:
        # (the run may open with a word of its own, capitalised as a sentence's first: "The Annual General Meeting")
        spelled = _spelling_out(run.split(), written)
        if spelled and spelled not in evidence:
            claim = claim.replace(spelled, "".join(w[0] for w in spelled.split() if w[0].isupper()))
    return claim


def _spelled_out_codes(claim: str, evidence: str) -> str:
    """The claim with each code of initials and a number the evidence does not write ("KS2") replaced by the one run of
    capitalised words and that number the evidence has that it abbreviates ("Key Stage 2"); else as it is."""
    for code, letters, number in sorted({(m.group(0), m.group(1), m.group(2)) for m in _INITIALS_CODE.finditer(claim)}):
        if re.search(r"\b" + code + r"\b", evidence):
            continue
        runs = {m.group(1) for m in re.finditer(r"\b((?:[A-Z][a-z]+\s+){" + str(len(letters)) + r"})" + number + r"\b",
                                                evidence)
                if "".join(w[0] for w in m.group(1).split()) == letters}
        if len(runs) == 1:
            claim = re.sub(r"\b" + code + r"\b", runs.pop() + number, claim)
    return claim


#: a code of two to four initials and a number: "KS2", "PGCE1"
_INITIALS_CODE = scan.pattern(r"\b([A-Z]{2,4})(\d{1,3})\b")

#: a day naming a kind of thing: "Sunday games", "Saturday friendlies" (not a part of the day: "Sunday mornings")
_DAY_NAMED_THING = scan.pattern(r"\b(" + _DAY_NAME + r")\s+(?!(?:mornings?|afternoons?|evenings?|nights?|lunchtimes?|and|or|to|"
                       r"until|till|from|at|in|on|only|each|every|between|" + "|".join(tx._NUMBER_WORDS)
                       + r")\b)([a-z]{3,})\b")


def _day_kinds_as_written(claim: str, evidence: str) -> str:
    """The claim with each thing it names by a day ("For Sunday games") named as the evidence names the one thing of that
    day it gives ("by 8pm Thursday for Sunday friendlies"), where it names none so itself and names the claim's thing
    by another day ("Saturday league games"): the day says which thing."""
    for day, noun in {(m.group(1), m.group(2)) for m in _DAY_NAMED_THING.finditer(claim)}:
        if re.search(r"\b" + day + r"\s+" + noun + r"\b", evidence) or not re.search(
                r"\b(?!" + day + r")" + _DAY_NAME + r"\s+(?:[a-z]+\s+){0,2}" + noun + r"\b", evidence):
            continue
        theirs = {m.group(2) for m in _DAY_NAMED_THING.finditer(evidence) if m.group(1) == day}
        if len(theirs) == 1:
            claim = re.sub(r"\b" + day + r"\s+" + noun + r"\b", f"{day} {theirs.pop()}", claim)
    return claim


#: an age group as a code, "U12", "U-12s", and in words, "Under-12", "under 12s" (not "under 12 minutes")
_AGE_GROUP_CODE = scan.pattern(r"\bU-?(\d{1,2})s?\b")
_AGE_GROUP_WORDS = scan.pattern(r"\b[Uu]nder(?:-(\d{1,2})s?|\s+(\d{1,2})s)\b")


def _age_groups_as_written(claim: str, evidence: str) -> str:
    """The claim with each age group written as the evidence writes it, where it writes it one way only: "Under-12 games"
    is "U12 games" where "U12 matches are 7-a-side", and the reverse."""
    codes = {m.group(1): m.group(0) for m in _AGE_GROUP_CODE.finditer(evidence)}
    words = {m.group(1) or m.group(2): m.group(0) for m in _AGE_GROUP_WORDS.finditer(evidence)}
    claim = _AGE_GROUP_WORDS.sub(lambda m: codes[age] if (age := m.group(1) or m.group(2)) in codes and age not in words
                                 else m.group(0), claim)
    return _AGE_GROUP_CODE.sub(lambda m: words[m.group(1)] if m.group(1) in words and m.group(1) not in codes
                               else m.group(0), claim)


#: a floor or level of a building: "the ground floor", "Lower level", "the 2nd floor"
_FLOOR = scan.pattern(r"\b(ground|first|second|third|fourth|fifth|top|lower|upper|middle|1st|2nd|3rd|4th|5th)[\s-]+"
                      r"(floor|level)\b", re.IGNORECASE)


def _floor_named(match: re.Match[str]) -> str:
    return f"{match.group(1).capitalize()} {match.group(2).capitalize()}"


#: days written before a capitalised word, which may be a part of a name: "weekday Happy Hour"
_DAYS_NAMING = scan.pattern(r"\b(week(?:day|end)s?)\s+(?=([A-Z][\w'’-]*))")

#: an addition a claim ends with, stating no value in figures: ", plus any difference in fare"; or a charge it says is
#: added, and when: ", with a service call charge on top", ", with postage added if sent abroad", ", with delivery extra"
_ADDITION = scan.pattern(r",\s+(?:(?:plus|including|excluding|on\s+top\s+of|in\s+addition\s+to)\b[^\d,.;:£$€¥]*"
                         r"|with\s+[^\d,.;:£$€¥]*?\b(?:on\s+top|added(?:\s+on)?|extra)\b"
                         r"(?:\s+(?:if|when|where|outside|for)\b[^\d,.;:£$€¥]*)?)(?=[.;]?\s*$)")

#: a thing the claim closes on as included: ", café stop included.", ", with a timing chip included."
_INCLUDED_AFTER = scan.pattern(r",\s+([^\d,.;:£$€¥]{1,60}?)\s+(?:included|excluded)(?=[.;]?\s*$)")


def _said_beside_figure(word: str, figures: set[str], evidence: str) -> bool:
    """Whether a sentence of ``evidence`` says ``word`` (or its plural) and one of ``figures``."""
    return any(re.search(r"\b" + re.escape(word) + r"s?\b", sentence, re.IGNORECASE)
               and figures & set(re.findall(r"\d[\d,.]*\d|\d", sentence))
               for sentence in re.split(r"(?<=[.;!?])\s+|\n", evidence))

#: a phrase opening a claim with when it holds, up to its year, before a capitalised word: "At the end of January 2025 "
_WHEN_OPENING = scan.pattern(r"^\W*(?:at|in|on|by|as\s+of|since|from|after|before|until)\b[^,;.]{0,40}?\b\d{4},?\s+(?=(?-i:[A-Z]))",
                             re.IGNORECASE)

#: a person's deed stating no figure, then (the group) the figure it was done with: "Callum Reid holds the outdoor lap
#: record" + " with a 51.302 s lap."
_PERSON_DEED_WITH_FIGURE = scan.pattern(r"^\W*[A-Z][a-z][\w'’-]*(?:\s+[A-Z][\w'’-]+){1,2}\s+[a-z][^,;\d]*?"
                                        r"(,?\s+with\s+(?:an?\s+|the\s+)?(?:[a-z]+\s+){0,2}\d[^,;]*)$")

#: an amount added on at the claim's end, with what it is an amount of: ", plus a £6 delivery charge."
_AMOUNT_ADDED = scan.pattern(r",?\s+plus\s+(an?\s+[£$€¥]\d[\d,.]*\s+[a-z][^,;£$€¥\d]*?)[.;]?\s*$")

#: counts in words, which make an addition a value after all: ", plus one named carer"
_COUNT_WORDS = frozenset(tx._NUMBER_WORDS) | {"one"}


#: an ordinal that is the first word of a name: "51st & Green", "42nd Street", "5th Avenue"
_ORDINAL_NAMING = scan.pattern(r"(?<![\d.,])(\d+)(?:st|nd|rd|th)\s+(?:&\s+[A-Z]|(?:Street|St|Avenue|Ave|Road|Rd|Place)\b)")

_RANGE_VALUE = r"([£$€¥]?\d[\d,]*(?:\.\d+)?(?:%|k\b)?)"

#: the most a claim says a thing is, and the least: "up to $200", "at least 16"
_AT_MOST = scan.pattern(r"\b(?:up\s+to|a\s+maximum\s+of|at\s+most|no\s+more\s+than|as\s+much\s+as)\s+" + _RANGE_VALUE,
                        re.IGNORECASE)

#: a bound said as what a thing is within: "moves within 25 miles of our depot"
#: (a radius too: "within a 15-mile radius")
_WITHIN = scan.pattern(r"\b(?:within(?:\s+an?)?|under|less\s+than|below)\s+" + _RANGE_VALUE, re.IGNORECASE)

_AT_LEAST = scan.pattern(r"\b(?:at\s+least|a\s+minimum\s+of|no\s+less\s+than|starting\s+(?:at|from))\s+" + _RANGE_VALUE,
                         re.IGNORECASE)

#: a range the evidence states: "between $200 and $1,000", "from £5 to £25"
_STATED_RANGE = scan.pattern(r"\b(?:between\s+" + _RANGE_VALUE + r"\s+and|from\s+" + _RANGE_VALUE + r"\s+(?:to|up\s+to))\s+"
                             + _RANGE_VALUE, re.IGNORECASE)


#: a value the evidence says changes to another: "will rise from £36 to £40", "has gone up from 12% to 15%"
_CHANGED_FROM_TO = scan.pattern(r"\b" + _CHANGE_VERB
                                # (past what changes: "reduces your refundable security deposit from £500 to £100")
                                + r"(?:\s+[\w'’-]+){0,5}?\s+from\s+" + _RANGE_VALUE + r"\s+to\s+" + _RANGE_VALUE, re.IGNORECASE)

#: a claim telling what a thing will be after a change: "will cost", "the new price", "once ... take effect"
_AFTER_CHANGE = scan.pattern(r"\b(?:will|new|going\s+forward|from\s+then|take[s]?\s+effect|onwards?)\b", re.IGNORECASE)

#: a claim telling what a thing was before a change: "used to cost", "previously", "the old price"
_BEFORE_CHANGE = scan.pattern(r"\b(?:was|were|had|used\s+to|previously|formerly|old|current(?:ly)?|until|before|last|"
                              r"originally)\b", re.IGNORECASE)

#: a change the evidence tells as still to come: "will rise from £36 to £40", "is going to fall from"
_CHANGE_TO_COME = scan.pattern(r"\b(?:will|shall|going\s+to)\b[^.;]{0,40}$", re.IGNORECASE)


def _old_value_as_new(claim: str, evidence: str) -> list[str]:
    """A value the claim says a thing is, or will be, that the evidence gives as what it changes from: "will cost £36"
    where "the price ... will rise from £36 to £40"; "you only need to leave a £500 deposit" where the waiver "reduces
    your deposit from £500 to £100". Not a claim of before the change ("used to cost £36"), nor a claim of now where
    the change is still to come ("A groom costs £36" before "will rise from £36 to £40")."""
    if _BEFORE_CHANGE.search(claim):
        return []
    said = {_range_number(m.group(0)) for m in re.finditer(r"[£$€¥]?\d[\d,]*(?:\.\d+)?%?", claim)}
    problems = []
    for m in _CHANGED_FROM_TO.finditer(evidence):
        old, new = _range_number(m.group(1)), _range_number(m.group(2))
        # (only where the evidence gives the old value nowhere else, and the claim does not say the new one too)
        if old in said and new not in said and old != new \
                and (_AFTER_CHANGE.search(claim) or not _CHANGE_TO_COME.search(evidence, 0, m.start())) \
                and len(re.findall(r"(?<![\d.,])" + re.escape(m.group(1)) + r"(?![\d]|[.,]\d)", evidence)) == 1:
            problems.append(f"{m.group(1)} is what it changes from; the context gives {m.group(2)}")
    return problems


def _alike_but_names(one: _Clause, other: _Clause) -> bool:
    """Whether two clauses say the same of different names: each shares half its own words or more, names aside, with
    the other ("Residents of Ashby and Kirkton should use the Mill Lane recycling centre" / "Residents of Brookfield and
    Carlton should use the Hartley Road site")."""
    named = {w for c in (one, other) for name in c.values["name"] for w in tx.content_words(name)}
    ours, theirs = one.own_words - named, other.own_words - named
    return bool(ours and theirs) and 2 * len(ours & theirs) >= max(len(ours), len(theirs))


def _wrong_range_ends(claim: str, evidence: str) -> list[str]:
    """A most the claim states that is the least of the one range the evidence gives it in, or a least that is its
    most: "offers up to $200" where the evidence "offers between $200 and $1,000" (the most is $1,000)."""
    ranges = [(m.group(0), _range_number(m.group(1) or m.group(2)), _range_number(m.group(3)))
              for m in _STATED_RANGE.finditer(evidence)]
    if not ranges:
        return []
    problems = []
    for pattern, end in ((_AT_MOST, 0), (_AT_LEAST, 1)):
        for m in pattern.finditer(claim):
            value = _range_number(m.group(1))
            # (the other end said anywhere else as the end it is, or the claim's value as its own end, tells nothing:
            # "between $100 and $200 for a single room; between $200 and $1,000 for a suite")
            as_other = [r for r in ranges if (r[1], r[2])[end] == value and (r[1], r[2])[1 - end] != value]
            as_own = [r for r in ranges if (r[1], r[2])[1 - end] == value]
            # (nor where the evidence says the claim's bound as the claim does: "up to $200 per claim"; "within 25 miles"
            # bounds as "up to 25 miles" does)
            said_so = any(_range_number(b.group(1)) == value
                          for bound in ((pattern, _WITHIN) if end == 0 else (pattern,)) for b in bound.finditer(evidence))
            if len(as_other) == 1 and not as_own and not said_so and as_other[0][1][1] < as_other[0][2][1]:
                problems.append(f"{'up to' if end == 0 else 'at least'} {m.group(1)}; the context gives {as_other[0][0]}")
    return problems


#: a claim saying which end of a period its date is: its last ("The final night of the trail is ...", "closes on") or its
#: first ("The opening night is ...", "starts on")
_PERIOD_LAST = scan.pattern(r"\b(?:final|last|closing)\s+(?:night|day|date|performance|show|session|weekend)\b"
                            r"|\b(?:ends?|ended|finish(?:es|ed)?|closes?|closed)\s+on\b", re.IGNORECASE)
_PERIOD_FIRST = scan.pattern(r"\b(?:first|opening)\s+(?:night|day|date|performance|show|session|weekend)\b"
                             r"|\b(?:starts?|started|begins?|began|opens?|opened)\s+on\b", re.IGNORECASE)

#: what stands between the two dates ending a period: "27 November to Sunday 4 January", "1 May – 30 June"
_PERIOD_JOIN = scan.pattern(r"\s*(?:-|–|—|to|until|till|through)\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\s+)?"
                            r"|\s*[-–—]\s*", re.IGNORECASE)


def _wrong_period_end(claim: str, evidence: str) -> list[str]:
    """A date the claim gives as the last of a period that the evidence gives as its first, or as the first its last:
    "The final night of the Glow light trail is Thursday 27 November" where "Glow ... runs from Thursday 27 November to
    Sunday 4 January". The period the evidence gives that date in, in a sentence saying a word of the claim's subject,
    and the date said nowhere else."""
    last, first = _PERIOD_LAST.search(claim), _PERIOD_FIRST.search(claim)
    dates = [d for _, _, d in tx._date_spans(claim)]
    if bool(last) == bool(first) or len(dates) != 1 or dates[0].day is None or dates[0].month is None:
        return []
    claimed = dates[0]
    spans = tx._date_spans(evidence)
    periods = [(one, other, evidence.rfind(".", 0, one[0]) + 1)
               for one, other in zip(spans, spans[1:])
               if one[2].day is not None and other[2].day is not None and other[2].month is not None
               and _PERIOD_JOIN.fullmatch(evidence, one[1], other[0])]
    said = [d for _, _, d in spans if d.day == claimed.day and d.month == claimed.month]
    wrong_end = [(one, other, start) for one, other, start in periods
                 if (one if last else other)[2].day == claimed.day and (one if last else other)[2].month == claimed.month]
    if len(wrong_end) != 1 or len(said) != 1:
        return []
    one, other, start = wrong_end[0]
    sentence_end = evidence.find(".", other[1])
    words = _words(evidence[start:sentence_end if sentence_end >= 0 else len(evidence)])
    if not words & (_words(claim) - {"final", "last", "closing", "first", "opening", "night", "day", "date"}):
        return []
    right = (other if last else one)[2]
    return [f"{_describe('date', str(claimed))} as the {'last' if last else 'first'} day; the context gives "
            f"{_describe('date', str(right))}"]


#: two dates written as the ends of one period: "from 10 to 14 March", "between 1 and 30 September", "3–7 March"
_DATE_SPAN = scan.pattern(r"\b\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?(?:" + tx._MONTH_RE
                          + r"))?\s*(?:-|–|\bto\b|\buntil\b|\btill\b|\band\b)\s*\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:"
                          + tx._MONTH_RE + r")\b", re.IGNORECASE)

#: a place written by its capitalised words: "Chipping Campden", "Stratford-upon-Avon", "Newcastle upon Tyne"
_PLACE = r"[A-Z][\w'’-]*(?:\s+(?:upon\s+|on\s+)?[A-Z][\w'’-]*)*"

#: where the claim says a thing ends, and where it starts
_ENDS_IN = scan.pattern(r"\b(?:finish(?:es|ed)?|ends?|ended|terminates?|terminated|arrives?|arrived)\s+(?:in|at)\s+(?:the\s+)?("
                        + _PLACE + ")")
_STARTS_IN = scan.pattern(r"\b(?:starts?|started|begins?|began|departs?|departed|sets\s+off)\s+(?:in|at|from)\s+(?:the\s+)?("
                          + _PLACE + ")")

#: a route the evidence gives from one place to another: "runs for 102 miles from Chipping Campden in the north to Bath"
_FROM_TO_PLACES = scan.pattern(r"\bfrom\s+(?:the\s+)?(" + _PLACE + r")\b(?:(?!\bfrom\b)[^.;:]){0,40}?\bto\s+(?:the\s+)?("
                               + _PLACE + ")")

#: where a claim says a thing goes from, and to
_FROM_PLACE = scan.pattern(r"\bfrom\s+(?:the\s+)?(" + _PLACE + ")")
_TO_PLACE = scan.pattern(r"\bto\s+(?:the\s+)?(" + _PLACE + ")")


def _routed_names(claim: str, evidence: str) -> frozenset[str]:
    """The words of the places a claim gives a route between where the evidence gives that very route: "The shuttle bus
    to the Medical School leaves from Park Street" where buses run "from Park Street to the Medical School"."""
    routes = [(m.group(1), m.group(2)) for m in _FROM_TO_PLACES.finditer(evidence)] if "from" in evidence else []
    said = {(a.group(1), b.group(1)) for a in _FROM_PLACE.finditer(claim) for b in _TO_PLACE.finditer(claim)}
    # (the one route from and to its places: not where another runs from the same place, "The morning ferry from
    # Greyhaven sails to Pell Island. The afternoon ferry from Greyhaven sails to Morrow Sound")
    return frozenset(word for start, end in set(routes) & said
                     if sum(start in route for route in routes) == 1 and sum(end in route for route in routes) == 1
                     for place in (start, end) for word in place.split())


def _wrong_route_ends(claim: str, evidence: str) -> list[str]:
    """A place the claim says a thing ends in that the evidence gives only as where a route starts, or the other way
    round: "The Cotswold Way finishes in Chipping Campden" where it "runs ... from Chipping Campden in the north to Bath"."""
    routes = [(m.group(1), m.group(2)) for m in _FROM_TO_PLACES.finditer(evidence)]
    if not routes:
        return []
    starts, ends = {start for start, _ in routes}, {end for _, end in routes}
    problems = []
    for pattern, said, its, other in ((_ENDS_IN, "ends", starts, ends), (_STARTS_IN, "starts", ends, starts)):
        for m in pattern.finditer(claim):
            place = m.group(1)
            if place in its and place not in other:
                others = sorted({b if said == "ends" else a for a, b in routes if place in (a, b)})
                problems.append(f"{place} for where it {said}; the context gives {', '.join(others)}")
    return problems


#: the two words before a date that say which of a clause's dates it is: "go on sale on", "be credited by"
_DATE_SLOT = scan.pattern(r"\b([a-z]{3,})\s+(on|by|until|from)\s+(?:the\s+)?$")


def _range_partners(claim: str, own: dict[str, float], kind: str, value: str) -> set[str]:
    """The claim's number and duration features written as the ends of a range one end of which is the checked
    ``value`` ("7–10 working days": checking 10 days, "number:7")."""
    if kind not in ("number", "duration"):
        return set()
    number = float(value.rsplit(":", 1)[-1])
    ends = {float(end.replace(",", "")) for m in _RANGE_PAIR.finditer(claim)
            if number in {float(m.group(1).replace(",", "")), float(m.group(2).replace(",", ""))} for end in m.groups()}
    # (a range of durations has both ends in its unit: "6–8 weeks" is 42 and 56 days)
    spans = [{_duration_key(float(m.group(i).replace(",", "")), unit.group(2)) for i in (1, 2)}
             for m in _RANGE_PAIR.finditer(claim) if (unit := _DURATION.match(claim, m.start(2)))] if kind == "duration" else []
    same_span = {f"duration:{key}" for keys in spans if value in keys for key in keys}
    return {f for f in own if f.startswith(("number:", "duration:")) and f != f"{kind}:{value}"
            and (_float_or_none(f.rsplit(":", 1)[-1]) in ends or f in same_span)}


#: a range of two numbers: "7–10", "7-10", "7 to 10"
_RANGE_PAIR = scan.pattern(r"(?<![\w.,])(\d[\d,]*(?:\.\d+)?)\s*(?:-|–|to)\s*(\d[\d,]*(?:\.\d+)?)(?![\d.,]\d)")


def _only_per(stem: str, text: str) -> bool:
    """Whether ``text`` says the word of ``stem`` and says it only after "per" ("Collaborators per project: 2")."""
    said = [m for m in _PER_WORD.finditer(text) if _stem(m.group(2).lower()) == stem]
    return bool(said) and all(m.group(1) for m in said)


_PER_WORD = scan.pattern(r"(\bper\s+)?\b([A-Za-z][\w'-]*)")


#: the verb saying a thing closes or ends
_END_VERB = scan.pattern(r"\b(?:closes|closed|will\s+close|ends|ended|will\s+end)\b")


#: a thing said to go on until a day or a time: "runs until 28 March", "lasts till 5pm"
_GOES_ON_UNTIL = scan.pattern(r"\b(?:runs?|running|lasts?|lasting|continues?|continuing|goes\s+on|going\s+on)\s+(?:until|till|"
                              r"through|to)\s+(?:the\s+)?(?:end\s+of\s+)?(?:\d|[A-Z][a-z]+day\b|"
                              + _MONTH_NAMES_RE + r")", re.IGNORECASE)


#: a role set beside a name as an appositive, before it or after it: "our fitter, Priya", "Marcus, the fitter,"
_ROLE_BEFORE_NAME = scan.pattern(r"\b(?i:the|our|your|their)\s+((?:[a-z]+\s+){0,2}[a-z]{3,}),\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b"
                                 r"(?!\s+[A-Z])")
_NAME_BEFORE_ROLE = scan.pattern(r"(?<![\w'’-])([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?),\s+(?:the|our|your|their)\s+((?:[a-z]+\s+){0,2}"
                                 r"[a-z]{3,})\s*[,.;)]")


def _roles(text: str) -> set[tuple[str, str]]:
    """(name, the role's last word stemmed) for each role a text sets beside a name: "Your driver, Marcus, will phone"."""
    return {(m.group(2), _stem(m.group(1).split()[-1])) for m in _ROLE_BEFORE_NAME.finditer(text)} | {
        (m.group(1), _stem(m.group(2).split()[-1])) for m in _NAME_BEFORE_ROLE.finditer(text)}


def _role_swaps(claim: str, evidence: str) -> list[str]:
    """A name the claim sets beside a role, where the evidence sets that role beside another name and the claim's name
    beside another role: "Marcus, the fitter, will assemble it" where "Your driver, Marcus, will phone ..., and our fitter,
    Priya, will stay on afterwards to assemble the wardrobe"."""
    claimed = _roles(claim)
    theirs = _roles(evidence) if claimed else set()
    out = []
    for name, role in sorted(claimed - theirs):
        others = sorted({n for n, r in theirs if r == role and n != name})
        if others and any(n == name and r != role for n, r in theirs):
            out.append(f"{name} for the {role}; the context gives {', '.join(others)}")
    return out


def _start_told_as_end(claim: str, units: Sequence[_Clause]) -> list[str]:
    """A date the claim says a thing closes or ends on, which the evidence tells only as when that thing opens or starts,
    where one other clause gives a date a thing must be done by: "The consultation closes on 8 January 2025" where "Our
    consultation ... opens on 8 January 2025. Responses must be received by 2 April 2025" (the evidence never says
    "closes", so which clause is the claim's is not told by its verb)."""
    verb = _END_VERB.search(claim)
    subject = _words(claim[:verb.start()]) if verb else frozenset()
    if verb is None or not subject:
        return []
    ends = frozenset({_root(verb.group(0).split()[-1].lower())})
    out: list[str] = []
    for value in sorted(_values(claim)["date"]):
        holding = [c for c in units if value in c.values["date"]]
        # (a start told of that date alone: "opens on 3 March 2025" of "the June 2025 exam session" tells no start in June)
        if not holding or not all(_other_end_event(ends, c) and c.own_words & subject and c.values["date"] == {value}
                                  for c in holding):
            continue
        by = [c for c in units if c not in holding and c.values["date"] - {value} and not _other_end_event(ends, c)
              and (_DONE_BY_DATE.search(c.text) or _DEADLINE_WORDS.search(c.text))]
        if len(by) == 1 and len(by[0].values["date"]) == 1:
            other = next(iter(by[0].values["date"]))
            out.append(f"{_describe('date', value)} for {_short({f'w:{w}': 1.0 for w in subject | ends}, claim)}; "
                       f"the context gives {_describe('date', other)}")
    return out


def _slot_conflicts(claim: str, units: Sequence[_Clause]) -> list[str]:
    """A date of the claim a clause of two dates states, where that clause gives another date in the claim's own
    words: "Advance tickets for journeys up to 3 January 2026 will go on sale on 10 October 2025" does not say
    tickets "go on sale on 3 January 2026"."""
    text = tx.normalise_ws(claim)
    out: list[str] = []
    for start, _, date in tx._date_spans(text):
        slot = _DATE_SLOT.search(text, 0, start)
        if not slot or slot.group(1) in tx.STOPWORDS:
            continue
        for clause in units:
            spans = tx._date_spans(clause.text)
            if len(spans) < 2 or date not in {d for _, _, d in spans}:
                continue
            said = [d for s, _, d in spans if (m := _DATE_SLOT.search(clause.text, 0, s))
                    and m.group(1, 2) == slot.group(1, 2)]
            if said and date not in said:
                out.append(f"{_date_words(date)} for \"{slot.group(1)} {slot.group(2)}\"; the context gives "
                           f"{', '.join(_date_words(d) for d in said)}")
    return out


#: a claim giving a person a title: "The Parking Operations Manager is Linda Marquez", "Linda Marquez is the head
#: coach", "Linda Marquez serves as our Events Manager"
_TITLE_IS_PERSON = scan.pattern(r"^\W*(?i:the\s+|our\s+|your\s+)?((?:[\w'’&-]+\s+){0,3}[\w'’&-]+?)\s+(?:is|was|will\s+be)\s+"
                                r"([A-Z][a-z][\w'’-]*(?:\s+[A-Z][\w'’-]+){1,2})\W*$")
_PERSON_IS_TITLE = scan.pattern(r"^\W*([A-Z][a-z][\w'’-]*(?:\s+[A-Z][\w'’-]+){1,2})\s+(?:is|was|will\s+be|serves\s+as|"
                                r"works\s+as|acts\s+as)\s+(?:the\s+|our\s+|their\s+|its\s+)?((?:[\w'’&-]+\s+){0,3}[\w'’&-]+?)\W*$")

#: a claim closing on a title and the person holding it, set off by a comma: "... go to the Fixtures Secretary, Hannah
#: Pryce."; or saying them between commas as it goes on: "Contact the fixtures secretary, Priya Nair, at least 14 days
#: ahead"; and on the person and the title: "... were presented by Mike Oldroyd, the treasurer."
_TITLE_THEN_PERSON = scan.pattern(r"\b(?:the|our|your|their|its)\s+((?:[\w'’&-]+\s+){0,3}[\w'’&-]+),\s+"
                                  r"([A-Z][a-z][\w'’-]*(?:\s+[A-Z][\w'’-]+){1,2})(?:\W*$|\s*,)")
_PERSON_THEN_TITLE = scan.pattern(r"\b([A-Z][a-z][\w'’-]*(?:\s+[A-Z][\w'’-]+){1,2}),\s+(?:the|our|their|its)\s+"
                                  r"((?:[\w'’&-]+\s+){0,3}[\w'’&-]+?)\W*$")

#: the last words of a title a person holds: an office, or a post a service gives one ("Puppy Development Advisor")
_TITLE_HEADS = _OFFICE_ROLES | frozenset(_stem(w) for w in (
    "advisor adviser consultant steward instructor trainer tutor nurse receptionist technician ranger keeper "
    "librarian caretaker groundsman umpire referee").split())

#: a capitalised title of up to four words on one line, and a person's name of two or three
_CAPITALISED_TITLE = r"((?:[A-Z][\w'’&-]*[ \t]+){0,3}[A-Z][\w'’&-]*)"
_PERSON_NAME = r"[A-Z][a-z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]+){1,2}"

#: a title and the person holding it after a comma, set off before the clause goes on: "the Lifeboat Operations Manager,
#: Dave Penrose, authorises every launch"
_TITLE_COMMA_PERSON = scan.pattern(r"\b" + _CAPITALISED_TITLE + r",[ \t]+(" + _PERSON_NAME + r")(?=[ \t]*,|[ \t]+[a-z])")

#: and one in lower case after "the": "should go to the fixtures secretary, Priya Nair, at least 14 days in advance"
_LOWER_TITLE_COMMA_PERSON = scan.pattern(r"\b(?:the|our|your|its|their)[ \t]+((?:[a-z][\w'’&-]*[ \t]+){0,2}[a-z][\w'’&-]*),"
                                         r"[ \t]+(" + _PERSON_NAME + r")(?=[ \t]*,|[ \t]+[a-z])")

#: a line keyed by a title with the person holding it: "Steeple Keeper: David Okafor"
_TITLE_KEY_PERSON = scan.pattern(r"(?m)^[ \t*•-]*" + _CAPITALISED_TITLE + r":[ \t]*((?:(?:Dr|Mr|Mrs|Ms|Miss|Revd?)\.?[ \t]+)?"
                                 + _PERSON_NAME + r")[ \t]*\.?[ \t]*$")

#: a person with the title in brackets after the name: "Hannah Pryce (Fixtures Secretary)"
_PERSON_BRACKETED_TITLE = scan.pattern(r"\b([A-Z][a-z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]+){1,2})[ \t]*\(((?:[\w'’&-]+[ \t]+){0,3}"
                                       r"[\w'’&-]+)\)")

#: a run of capitalised words on one line, which may be a title and a name: "Parking Operations Manager Greg Tolliver"
#: (not a table's cell and the name in the next row: "| Clerk |\n| Sofia Marchetti |")
_TITLED_RUN = scan.pattern(r"\b[A-Z][\w'’&-]*(?:[ \t]+[A-Z][\w'’&-]*)+")

_OWNER_BEFORE = scan.pattern(r"^[\w'’-]+['’]s\s+")


def _titled_people(evidence: str) -> list[tuple[frozenset[str], str]]:
    """(stems of the title, person) for each person the evidence names right after a capitalised title: "Airport
    Director Linda Marquez" -> ({"airport", "director"}, "Linda Marquez")."""
    # (and after a name, in brackets: "Hannah Pryce (Fixtures Secretary)"; and before it, set off by commas: "our
    # Volunteer Coordinator, Tom Reddish, handles ...")
    out = [(frozenset(_stem(w.lower()) for w in m.group(2).split() if w.lower() not in tx.STOPWORDS), m.group(1))
           for m in _PERSON_BRACKETED_TITLE.finditer(evidence) if _stem(m.group(2).split()[-1].lower()) in _TITLE_HEADS]
    out += [(frozenset(_stem(w.lower()) for w in m.group(1).split() if w.lower() not in tx.STOPWORDS), m.group(2))
            for pattern in (_TITLE_COMMA_PERSON, _LOWER_TITLE_COMMA_PERSON, _TITLE_KEY_PERSON)
            for m in pattern.finditer(evidence) if _stem(m.group(1).split()[-1].lower()) in _TITLE_HEADS]
    for run in _TITLED_RUN.finditer(evidence):
        words = run.group(0).split()
        # (the last role word with a name of two or three words after it: "Head Coach Sam Lee")
        roles = [i for i, w in enumerate(words) if _stem(w.lower()) in _TITLE_HEADS and len(words) - i - 1 in (2, 3)]
        if roles:
            at = roles[-1]
            title = frozenset(_stem(w.lower()) for w in words[:at + 1] if w.lower() not in tx.STOPWORDS)
            out.append((title, " ".join(words[at + 1:])))
    return out


def _titled_person_conflicts(claim: str, evidence: str) -> list[str]:
    """A person the claim gives the title the evidence writes before another person's name, where the evidence writes
    the claim's person under another title (``_titled_people``)."""
    said = _TITLE_IS_PERSON.match(claim) or _TITLE_THEN_PERSON.search(claim)
    title_words, person = (said.group(1), said.group(2)) if said else (
        (m.group(2), m.group(1)) if (m := _PERSON_IS_TITLE.match(claim) or _PERSON_THEN_TITLE.search(claim))
        else ("", ""))
    title_words = _OWNER_BEFORE.sub("", title_words)  # (whose the office is says no other office: "the club's Secretary")
    if not person or not title_words.split() or _stem(title_words.split()[-1].lower()) not in _TITLE_HEADS:
        return []
    title = frozenset(_stem(w.lower()) for w in title_words.split() if w.lower() not in tx.STOPWORDS)
    titled = _titled_people(evidence)
    holders = {who for their_title, who in titled if their_title == title}
    # (the claim's person is of the evidence: under another title, or named for what they do: "Umpiring appointments are
    # coordinated by Dave Lennox; requests ... should go to the fixtures secretary, Priya Nair")
    of_the_evidence = any(who == person and their_title != title for their_title, who in titled) or re.search(
        r"(?<![\w'’-])" + re.escape(person) + r"(?![\w'’-])", evidence) is not None
    if holders and person not in holders and of_the_evidence:
        return [f"{person} for {title_words}; the context gives {', '.join(sorted(holders))}"]
    return []


#: the doing a clock time is said of, right before it: "collected after", "dropped off before", "collection from"
_TIME_SLOT = scan.pattern(r"\b([a-z]{3,})(?:\s+(?:off|up|in|out|back))?\s+(?:at|by|before|after|from|until|till)\s+$")


def _slotted_times(text: str) -> list[tuple[str, str]]:
    """(time, stem of the doing it is said of) for each clock time the text says of a doing (``_TIME_SLOT``)."""
    return [(_time_key(m), _root(slot.group(1))) for m in _TIME.finditer(text)
            if (slot := _TIME_SLOT.search(text, 0, m.start())) and slot.group(1) not in tx.STOPWORDS]


def _compound_length_conflicts(claim: str, evidence: str) -> list[str]:
    """A length of the claim said beside a thing the evidence gives another length to by a compound ("a 20-minute run"),
    where that length is the compound length of another thing there: "you'll run for 90 minutes" where "a 90-minute ride
    followed immediately by a 20-minute run"."""
    said: dict[str, list[frozenset[str]]] = {}
    for m in _LENGTH_BEFORE_THING.finditer(evidence):
        # (the word after it and the one after that, which may be the head it modifies: "a 6-week training course")
        for word in m.group(2, 3):
            if word and word.lower() not in tx.STOPWORDS:
                said.setdefault(_stem(word.lower()), []).append(_values(m.group(1).replace("-", " "))["duration"])
    # (each thing with one length: a thing offered in several lengths, "60-minute and 90-minute jump passes", is a menu
    # whose lengths name which one, no thing's own length)
    lengths = {thing: set(found[0]) for thing, found in said.items() if len(found) == 1 and found[0]}
    if len(lengths) < 2 or len(set().union(*lengths.values())) < 2 or len(lengths) < len(said):
        return []
    out: list[str] = []
    words = [(w.start(), _stem(w.group(0).lower())) for w in re.finditer(r"[A-Za-z][A-Za-z-]*", claim)]
    for m in _LENGTH_SAID.finditer(claim):
        length = _values(m.group(0).replace("-", " "))["duration"]
        # (the thing the length is nearest to, among those the evidence gives lengths to, within four words)
        near = sorted((abs(len(re.findall(r"\s+", claim[min(at, m.start()):max(at, m.start())]))), stem)
                      for at, stem in words if stem in lengths and not m.start() <= at < m.end())
        if not near or near[0][0] > 4 or len(near) > 1 and near[1][0] == near[0][0]:
            continue
        theirs = lengths[near[0][1]]
        if length and not length & theirs and length & set().union(*(v for k, v in lengths.items() if k != near[0][1])):
            out.append(f"{m.group(0)} for {near[0][1]}; the context gives "
                       f"{', '.join(_describe('duration', v, evidence) for v in sorted(theirs))}")
    return out


#: a length written before the thing it is of: "a 90-minute ride", "a two-hour workshop"
_LENGTH_BEFORE_THING = scan.pattern(r"\b((?:\d+(?:\.\d+)?|" + "|".join(tx._NUMBER_WORDS) + r")-(?:minute|hour|day|week|month|year))"
                                    r"\s+([a-z][a-z-]{2,})\b(?:\s+([a-z][a-z-]{2,})\b)?", re.IGNORECASE)
#: a length in a claim, said of a thing rather than naming it: "90 minutes", "two hours" (not "a 60-minute massage", which
#: says which thing)
_LENGTH_SAID = scan.pattern(r"\b(?:\d+(?:\.\d+)?|" + "|".join(tx._NUMBER_WORDS) + r")\s(?:minute|hour|day|week|month|year)s?\b",
                            re.IGNORECASE)


def _time_slot_conflicts(claim: str, units: Sequence[_Clause]) -> list[str]:
    """A time of the claim a clause of two times says of another doing than the claim's, where it gives the other time
    for the claim's doing: "dropped off before 10am is ready for collection after 4pm" does not say a thing "can be
    collected after 10am"."""
    out: list[str] = []
    for time, doing in _slotted_times(claim):
        for clause in units:
            said = _slotted_times(clause.text)
            if len(said) < 2 or (time, doing) in said or time not in {t for t, _ in said}:
                continue
            others = sorted({t for t, d in said if d == doing and t != time})
            if others:
                out.append(f"{time} for \"{doing}\"; the context gives {', '.join(others)}")
    return out


_LIST_SEPARATOR = scan.pattern(r",|;|\band\b|\bor\b|&")

#: names given as examples of a kind: "terriers such as Borders and Westies", "e.g. Spain or Portugal"
_EXAMPLE_NAMES = scan.pattern(r"\b(?:such\s+as|e\.g\.,?|for\s+example|for\s+instance)\s+((?:the\s+)?[A-Z][\w'’-]*"
                              r"(?:(?:,\s*|\s+(?:and|or)\s+|\s+)(?:the\s+)?[A-Z][\w'’-]*)*)")

#: a listing's segment that is a role of the speaker's own: " our Facilities Lead."
_OWN_ROLE_SEGMENT = scan.pattern(r"\s*(?:our|your|their)\s+(?:[A-Z][\w'’-]*\s*){1,4}[.!]?\s*")

#: a claim of more than one clause: "..., who share the same mother but have different fathers"
_RELATIVE_OR_CONTRAST = scan.pattern(r",\s*(?:who|which|whose|where|while|whereas|but|and)\b|;|\bbut\b", re.IGNORECASE)


def _keys_otherwise(claim: str, kind: str, value: str, clause: _Clause) -> bool:
    """Whether the clause states another value of the claim's key ``value`` of ``kind``, of the same thing: another
    amount or share, a length of time, a measure of the same unit, a count of the same things ("books of 20 tickets"
    for "a book of 50 tickets"; not "245 Wh/kg" for "after 3,000 cycles", nor the 3 of "the Model 3")."""
    if kind == "measure":
        return any(v.split(":")[0] == value.split(":")[0] for v in clause.values[kind])
    if kind == "number":
        counts = {noun for noun, _ in _counted(claim).get(value, frozenset()) if noun}
        return bool(counts) and any(counts & {noun for noun, _ in _counted(clause.text).get(v, frozenset()) if noun}
                                    for v in clause.values[kind] - _naming_numbers(clause.text))
    return kind in ("amount", "percent", "duration") and bool(clause.values[kind])


def _says_the_case(case: frozenset[str], plain: frozenset[str], units: Sequence[_Clause], holding: list[bool]) -> bool:
    """Whether a clause stating none of the checked kind says most of the case a claim opens with (its names all): a note
    on the evidence's values, which the case's words are of, no clause of them."""
    weights = {f: _weight(f, "") for f in case}
    total = sum(weights.values())
    return total > 0 and any(
        not holding[i] and not any(c.values[kind] for kind in _QUANTITIES)
        and sum(w for f, w in weights.items() if c.weight(f, plain) > 0) >= total / 2
        and all(c.weight(f, plain) > 0 for f in case if f.startswith("name:"))
        for i, c in enumerate(units))


def _number_of(kind: str, value: str, claim: str) -> str:
    """The number a checked measure is written with in the claim: "g:95000" as "95kg" -> "95" (a bound the claim sets with
    its own value is no case it states: "weigh under 95kg" sets no threshold the value is said under); another value as
    it is."""
    if kind == "measure":
        written = re.match(r"[\d,.]+", _as_written(value, claim))
        return f"{float(written.group(0).replace(',', '')):g}" if written else value
    # (an amount's number is no bound the claim sets: "The deposit for a unit larger than 100 sq ft is £100" sets one)
    return value


def _weight(feature: str, checked: str) -> float:
    """How much one feature of the claim says about which clause the ``checked`` specific belongs to."""
    kind = feature.split(":", 1)[0]
    if kind == "w":  # (a compound names a kind of thing as a subject word does: "Same-day delivery")
        return SUBJECT_WEIGHT if "-" in feature else 1.0
    if kind in ("name", "label", "code"):
        return NAME_WEIGHT
    return KEY_WEIGHT if _is_key(feature, checked) else OTHER_SPECIFIC_WEIGHT


def _same_table(one: _Clause, other: _Clause) -> bool:
    """Whether two clauses are cells of one table: rows inheriting the same header's words."""
    def header(clause: _Clause) -> frozenset[str]:
        return frozenset(f for f, w in clause.features.items() if w < 1.0 and f.startswith("w:"))
    return " · " in one.text and " · " in other.text and bool(header(one)) and header(one) == header(other)


def _is_key(feature: str, checked: str) -> bool:
    """Whether another specific of the claim says which clause the checked one belongs to as a key does:
    a date, a year, a time or a value of another kind or unit ("after five years of service, 25 days",
    "in March, 4.4%"). A bare number is not (it is often a range's other end: "7 to 9 hours"), nor a
    value of the checked one's own kind and unit (a range swapped whole, "£7 to £9", keys nothing)."""
    kind, _, value = feature.partition(":")
    if kind == "month":  # a month keys a value, not a date that names it (a date of another month it does:
        # "the January intake closes on 15 November")
        checked_kind, _, checked_value = checked.partition(":")
        return checked_kind != "date" or checked_value.count("-") == 2 and checked_value.split("-")[1] != value
    if kind in ("now", "season", "relative", "school"):
        return True
    if kind not in _KINDS or kind == "name" or (kind == "number" and not _is_year(value)):
        return False
    return _key_class(feature) != _key_class(checked)


def _key_class(feature: str) -> str:
    kind, _, value = feature.partition(":")
    if kind == "duration":
        return "duration:" + {"days": "days", "minutes": "minutes"}.get(value.split(":")[0], "calendar")
    if kind == "number" and _is_year(value):
        return "year"
    return kind


#: the age a claim speaks of: "an eight-year-old", "a child aged five", "people 70 years old"
_CLAIMED_AGE = scan.pattern(r"\b" + _AGE_NUMBER + r"[- ]years?[- ]olds?\b|\b(?:aged|(?:by|at)\s+(?:the\s+)?age(?:\s+of)?)\s+"
                            + _AGE_NUMBER
                            + r"\b(?!\s*(?:(?:up\s+)?to|through|-|–)\s*\d|\s+(?:and|or)\s+(?:over|older|above|under|younger|below)\b)",
                            re.IGNORECASE)

_AGE_WORDS = frozenset(_stem(w) for w in ("age", "aged", "old", "older", "year", "years", "birthday", "birthdays"))

#: words bounding an age after its number, which it counts none of: "from 16 upwards", "18 plus"
_AGE_BOUNDS = frozenset(_stem(w) for w in ("upwards", "upward", "onwards", "onward", "plus", "over", "above", "under",
                                           "below", "younger"))


def _covers(span: tuple[float, float], ages: tuple[float, float]) -> bool:
    """Whether a clause said of the ``span`` is said of the claim's ``ages``: "Children aged 6 to 12" of an
    eight-year-old; a claim's open span only by a span from the same age ("dogs aged 8 or older" are no "cats aged 10
    or older"); "over 60" is said of the "over-60s", whom some count from 60 itself)."""
    return span[0] <= ages[0] and ages[1] <= span[1] and (ages[1] != math.inf or ages[0] - span[0] <= 1)


def _claimed_ages(claim: str) -> tuple[float, float] | None:
    """The age a claim speaks of as (lowest, highest): "an eight-year-old" -> (8, 8), "people aged 50 to
    64" -> (50, 64); None where it names no age."""
    # (not the least age it requires, which is its value: "Participants ... must be 12 or over", "must be at least 8
    # years old")
    # (its numbers in words read as figures first: "at least twenty-five years old" is no "five years old")
    claim = _AGE_REACHED_BY_THEM.sub(" ", _REQUIRED_AGE.sub(" ", _NUMBER_IN_WORDS.sub(_in_figures, claim)))
    m = _CLAIMED_AGE.search(claim)
    # (an age after "over" or "under" is the end of a range: "a boiler over 10 years old")
    if m and not re.search(r"\b(?:over|under|above|below|(?:more|less|older|younger)\s+than)\s+$", claim[:m.start()],
                           re.IGNORECASE):
        word = (m.group(1) or m.group(2)).lower()
        age = float(tx._NUMBER_WORDS[word]) if word in tx._NUMBER_WORDS else float(word)
        return age, age
    # (a span of ages named as ages, not a span of years: "takes 3 to 5 years")
    span = next((m for m in _AGE_SPAN.finditer(claim) if m.group(1)), None)
    if span:
        return _age_number(span.group(1)), _age_number(span.group(2))
    # (or open at one end: "adults aged 65 and older"; not from an age, the least age it states: "can open an
    # account from age 11")
    ranges = _age_ranges(_AGE_FROM.sub(" ", claim))
    return ranges[0] if len(ranges) == 1 else None


#: (and the age from or until which a thing holds for them, which is its value too: "once they are six years old", "until
#: they turn 19")
_AGE_REACHED_BY_THEM = scan.pattern(r"\b(?:once|when|after|until|till)\s+(?:they|you|he|she|(?:your|the)\s+child)\s+"
                                    r"(?:are|['’]re|is|turn|turns|reach|reaches|become|becomes|have\s+turned|has\s+turned)\s+"
                                    r"(?:aged\s+)?" + _AGE_NUMBER + r"\b(?:[\s-]+years?(?:[\s-]+old)?)?", re.IGNORECASE)

#: a condition a claim opens with, set off by its comma: "If you stick with your current tariff, "
_CONDITION_SET_OFF = scan.pattern(r"\W*(?:if|when|as\s+long\s+as|provided|providing|once|since|because|as)\s+[^,;.]{3,80},\s",
                                  re.IGNORECASE)

#: a day a text leaves out of the days it speaks of: "every day except Monday", "apart from Sundays"; with ``closed``,
#: one it says a thing is shut on too: "closed Monday", "not open on Tuesdays"
_DAY_LEFT_OUT = scan.pattern(r"\b(?:except(?:\s+on)?|apart\s+from|other\s+than|excluding|but)\s+(?:(?:a|the)\s+)?(" + _DAY_NAME
                             + r")s?\b", re.IGNORECASE)
_DAY_CLOSED = scan.pattern(r"\b(?:closed(?:\s+on)?|not\s+open\s+on|no\s+\w+\s+on)\s+(?:(?:a|the)\s+)?(" + _DAY_NAME + r")s?\b",
                           re.IGNORECASE)


def _excepted_days(text: str, closed: bool = False) -> frozenset[str]:
    """The weekday values a text leaves out (``_DAY_LEFT_OUT``; ``_DAY_CLOSED`` too where ``closed``)."""
    return frozenset(v for pattern in ((_DAY_LEFT_OUT, _DAY_CLOSED) if closed else (_DAY_LEFT_OUT,))
                     for m in pattern.finditer(text) for v in _values(m.group(1))["weekday"])


#: a clause opening with the days its sentence's value before does not hold on: "except on Fridays, when ...", "except
#: Saturdays and Sundays"
_EXCEPT_OPENING = scan.pattern(r"\W*(?:but\s+)?(?:except|apart\s+from|other\s+than)\s+(?:on\s+|for\s+)?[^,;.]*", re.IGNORECASE)


#: a day told by the occasion it goes before or after: "on the Monday before", "the Friday after the show"
_DAY_BEFORE_AFTER = scan.pattern(r"\bthe\s+" + _DAY_NAME + r"\s+(before|after|beforehand|prior|following)\b", re.IGNORECASE)


def _weekday_key(text: str) -> str:
    """The weekday value a text names once: "the Monday before" -> "1"."""
    days = _values(text)["weekday"]
    return next(iter(days)) if len(days) == 1 else ""


def _labels_of_name(claim: str, value: str, own: dict[str, float]) -> set[str]:
    """The words of the claim's labels (as features: "label:Floor") that the checked name makes with its word beside it: a
    floor written as one, "the second floor" (the label "Floor 2"); not a label naming another thing of the claim:
    "Northgate B is captained by Lucy Hart"."""
    # (or the name is the label's own word with a letter saying which one: "Room A", "Block D")
    return {label for label in (f.split()[0] for f in own if f.startswith("label:"))
            if re.search(r"\b" + re.escape(value) + r"[\s-]+" + re.escape(label[6:]) + r"\b", claim, re.IGNORECASE)} | {
        f.split()[0] for f in own if f.startswith(f"label:{value.lower()} ") and f.split()[-1].isalpha()}


#: the case without the thing just offered: "(without it you pay 100%)"
_WITHOUT_IT = scan.pattern(r"\W*(?:(?:and|or|but)\s+)?without\s+(?:it|this|them|one)\b", re.IGNORECASE)

#: the least age a claim says is required: "must be 12 or over", "need to be aged 16+", "must be at least 18"; or
#: what a thing is for, open from an age: "The Performance Squad is for players aged 11 and over", "is only open to
#: those aged 18+"
_REQUIRED_AGE = scan.pattern(r"\b(?:(?:must|needs?\s+to|ha(?:ve|s)\s+to|should)\s+be\s+(?:at\s+least\s+)?(?:aged\s+)?"
                             r"|(?:is|are)\s+(?:only\s+|strictly\s+)?(?:for|open\s+to|suitable\s+for|restricted\s+to)\s+"
                             r"(?:[a-z]+\s+){0,2}?(?:aged\s+|ages\s+)(?=\d{1,3}(?:\s*\+|\s+(?:years\s+)?(?:or|and)\s+"
                             r"(?:over|older|above))))\d{1,3}"
                             r"(?:\s*\+|\s+(?:years\s+)?(?:or|and)\s+(?:over|older|above)|[\s-]+years?(?:[\s-]+old)?)?",
                             re.IGNORECASE)


def _another_occasion(claimed: dict[str, frozenset[str]], clause: _Clause) -> bool:
    """Whether the clause gives an occasion of a kind the claim keys its value by, and not the claim's:
    "The company's revenue was $3.7 billion in 2022" is not about "revenue of about $4.6 billion in 2024"."""
    if not claimed:
        return False
    # the present against a year: "It now supports 38" / "launched in 2019 with support for 12"
    if ("now" in claimed and clause.occasions.get("year") and "now" not in clause.occasions) or (
            "year" in claimed and "now" in clause.occasions and not clause.occasions.get("year")):
        return True
    for kind, values in claimed.items():
        theirs = clause.occasions.get(kind, frozenset())
        if theirs and not (values & theirs or (kind == "date" and any(_date_stated(v, theirs) for v in values))
                           # (a month inside a span the clause gives is its occasion: "mid-April" is "between 1 March
                           # and 31 May", not "before 1 March")
                           or kind == "month" and values & _spanned_months(clause.text, open_ended=True)
                           # (or one its lead gives it: "October half-term: booking opens on 1 September for members and
                           # | on 8 September for everyone else")
                           or kind == "month" and any(clause.features.get(f"month:{v}", 0.0) >= 0.75 for v in values)
                           # (or one the claim says falls in the season the clause is of: "January falls in our winter
                           # season" is told by "Sunday 10am-4pm" under "Winter (1 October - 31 March):")
                           or kind == "month" and claimed.get("season", frozenset()) & clause.occasions.get(
                               "season", frozenset())):
            return True
    return False


#: an amount and what it is per: "6.1p per kWh", "£12 a night", "$4/month"
_AMOUNT = scan.pattern(r"(?:[£$€¥]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|bn|m|k)\b)?)|\d[\d,]*(?:\.\d+)?p\b", re.IGNORECASE)

#: (a compound before the unit says which kind of it: "per pay-and-play session" is per session)
#: (and past a size's code: "per A4 page" is per page)
#: ("for each" and "every" before a period of time: "50p for each day", "£5 every week")
_PER = scan.pattern(r"(?:\s+(?:per|a|an|each)\s+|\s*/\s*"
                    r"|\s+(?:for\s+)?(?:each|every)\s+(?=(?:hour|day|night|week|month|year)s?\b))"
                    # (past the names of the kind, to the thing it is per: "per GCSE paper", "per A level paper")
                    r"(?:[A-Z]+\d+\s+|(?-i:[A-Z]{2,}|[A-Z]\s+level|[A-Z]-level)\s+"
                    r"(?=(?!(?:for|and|with|the|per|from)\b)(?-i:[a-z]{3,})\b))?"
                    r"(?:[a-z]+(?:-[a-z]+)+\s+"
                    r"(?!(?:for|and|or|in|on|at|to|of|with|the|a|an|per|by|from|is|are|was|were)\b))?([a-z]+)", re.IGNORECASE)

_EACH_BEFORE_PER = scan.pattern(r"\s+each(?=\s+per\s)", re.IGNORECASE)

#: units of time an amount may be said per: rates are compared within their kind only, a price per week with one per
#: day or month, a price per kWh with one per litre - "£16.95 per child" under "Weekly rate" may be "£16.95 a week"
_TIME_RATES = frozenset(_stem(w) for w in ("hour", "day", "night", "week", "month", "quarter", "year", "annum"))


#: an adjective saying the period a thing is of, and that period as a rate's unit: "the annual plan" is per year
_PERIOD_OF_ADJECTIVE = {adjective: _stem(period) for period, adjectives in _PERIOD_ADJECTIVES.items()
                        for adjective in adjectives}
_PERIOD_ADJECTIVE = scan.pattern(r"\b(" + "|".join(_PERIOD_OF_ADJECTIVE) + r")(?![\w'’])", re.IGNORECASE)


def _per_other_time(claim: str, value: str, text: str, evidence: str) -> bool:
    """Whether the text gives the claim's amount only per other periods of time than the claim gives it per; or only per
    other units than time where the evidence gives another amount per the claim's period ("£2 per piece" beside "50p per
    day" is no "£2 for each day")."""
    ours = _amount_rates(claim).get(value, set()) & _TIME_RATES
    said = _amount_rates(text).get(value, set()) if ours else set()
    theirs = said & _TIME_RATES
    if theirs or not said - {""}:
        return bool(theirs) and not theirs & ours
    return any(units & ours for amount, units in _amount_rates(evidence).items() if amount != value)


def _per_other_period(periods: frozenset[str], text: str, amounts: frozenset[str], any_unit: bool) -> bool:
    """Whether every amount of ``amounts`` the text states is said per a period of time, none of them ``periods`` ("£7.99
    a month" is no price of "the annual plan"); or, ``any_unit``, per any other unit ("45p per kWh")."""
    rates = _amount_rates(text)
    said = [(rates.get(amount, set()) - {""}) & (_TIME_RATES if not any_unit else rates.get(amount, set()))
            for amount in amounts]
    return bool(said) and all(units and not units & periods for units in said)


def _rates_differ(ours: set[str], theirs: set[str]) -> bool:
    """Whether two amounts are said per different units of one kind (time, or anything else)."""
    return any(a and b and not a & b for a, b in (
        ({u for u in ours if u in _TIME_RATES}, {u for u in theirs if u in _TIME_RATES}),
        ({u for u in ours if u not in _TIME_RATES}, {u for u in theirs if u not in _TIME_RATES})))


#: a number written in words, one word or a compound: "eight", "twenty-one" (read in figures by ``_in_figures``)
_NUMBER_IN_WORDS = scan.pattern(r"\b(?:" + _COMPOUND_WORD + "|" + "|".join(
    sorted(set(_DURATION_WORDS) - {"zero", "hundred"}, key=len, reverse=True)) + r")\b", re.IGNORECASE)


@lru_cache(maxsize=16384)
def _said_as_age(value: str, text: str) -> bool:
    """Whether the text says the number as someone's or something's age: "no more than 10 years old", "up to and
    including the age of 18", "until their 25th birthday", "once you reach 65", "when they turn 18", "from age 8",
    "aged 14" (not where the text counts with it too: "aged 2–6 needs 2 doses"); the number in figures or in words ("eight
    years old")."""
    text = _NUMBER_IN_WORDS.sub(_in_figures, text)
    number = re.escape(value)
    return re.search(rf"(?<![\d.,]){number}[-\s]+years?[-\s]+old\b"
                     rf"|\bthe\s+age\s+of\s+{number}(?!\d|[.,]\d)"
                     rf"|(?<![\d.,]){number}(?:st|nd|rd|th)\s+birthday\b"
                     rf"|\b(?:reach(?:es|ed|ing)?|turn(?:s|ed|ing)?)\s+{number}"
                     rf"(?=\s*(?:[.,;!?)]|$|years?\b|(?:you|they|he|she|and|or)\b))", text) is not None or (
        re.search(rf"\bage[ds]?\s+{number}(?!\d|[.,]\d)", text) is not None and not _said_twice(text, value))


@lru_cache(maxsize=16384)
def _amount_rates(text: str) -> dict[str, set[str]]:
    """Each amount of a text (as ``_values`` writes it) -> the units it is said per ("6.1p per kWh": "kwh";
    "$8 per seat per month": "seat" and "month")."""
    out: dict[str, set[str]] = {}
    for m in _AMOUNT.finditer(text):
        units, end = set(), m.end()
        # ("each" before the unit is who pays it, said as the list says "per person": "£15 each per hour")
        end = each.end() if (each := _EACH_BEFORE_PER.match(text, end)) else end
        while per := _PER.match(text, end):
            unit = _stem(per.group(1).lower())
            units.add(_RATE_UNIT_SPELLED.get(unit, unit))  # ("per kilo" is "per kg")
            end = per.end()
        for amount in _values(m.group(0))["amount"] if units else ():
            out.setdefault(amount, set()).update(units)
    return out


#: a unit a price is per, spelled out or shortened, as one: "per kilo" / "per kg", "per litre" / "per l"
_RATE_UNIT_SPELLED = {_stem(w): _stem(short) for w, short in (
    ("kilo", "kg"), ("kilos", "kg"), ("kilogram", "kg"), ("kilograms", "kg"), ("kilogramme", "kg"), ("litre", "l"),
    ("liter", "l"), ("litres", "l"), ("metre", "m"), ("meter", "m"), ("hr", "hour"), ("hrs", "hour"), ("min", "minute"),
    ("mins", "minute"), ("wk", "week"), ("mth", "month"), ("yr", "year"),
    # (and one person, by whatever word the price list has for its people: "$34 per player" is "$34 per person"; not an
    # adult or a child, whose prices differ)
    # (an entry is a person's entry: "£30 per entry" to a championship is "£30 per player")
    *((w, "person") for w in ("player", "participant", "guest", "head", "attendee", "visitor", "delegate", "individual",
                             "diner", "people", "pax", "entry", "entrant", "competitor", "rider", "runner")),
    # (and one journey each way: "£3 each way" is "£3 per journey", "per trip", "per single")
    *((w, "journey") for w in ("way", "trip", "single", "crossing")),
    # (and each time a thing is done is each occasion, however the list counts it: "£15 each time" is "£15 per payment")
    *((w, "occasion") for w in ("time", "go", "instance", "transaction", "payment", "use")))}

#: a common noun's possessive before what it owns: "the charity's treasurer", "the credit union's chair"
_COMMON_OWNER = scan.pattern(r"\b(?i:the|its|their|our|your|this)\s+((?:[a-z][\w-]*\s+)?[a-z][\w-]*)['’]s\s+"
                             r"(?:(?:new|current|former|acting|interim|deputy|assistant)\s+)?((?:[a-z][\w-]*\s+)?[a-z][\w-]*|"
                             r"[A-Z]{2,}[a-z]?\b)")

#: how much the owner of an office says of which clause is meant, against the office itself
OWNER_WEIGHT = 0.5

#: a doing opening a text as its subject: "Rescheduling your move incurs ...", "Cancelling within 48 hours ..."
_DOING_OPENING = scan.pattern(r"\W*([A-Z][a-z]{3,}ing)\s+(?=(?:a|an|the|your|our|their|its|within|before|after|by|"
                              r"online|in|at|on|more|less|up)\b)")


#: the past verb after a subject, or its participle after an auxiliary: "were approved", "refused"
_DEED = scan.pattern(r"\s*(?:(?:was|were|has\s+been|have\s+been|had\s+been|had|has|have)\s+)?([a-z]{3,}ed)\b")


def _deed(claim: str) -> str:
    """The stem of what the claim says its subject did or had done to it ("4,200 applications were approved": "approv"),
    or ""."""
    subject = _subject_phrase(claim)  # (the words after the last comma before the verb: "200 applications" of "4,200")
    deed = _DEED.match(claim, claim.find(subject) + len(subject)) if subject.strip() else None
    return _root(deed.group(1)) if deed else ""


#: a clause counting a part of what the one before counted: "Of these, 3,650 were approved", "of which 18 were refused"
_PARTITIVE = scan.pattern(r"\W*(?:and\s+)?(?:of\s+(?:these|those|them|which|whom)|(?:these|those)\s+\d|"
                          r"\d[\d,.]*\s+of\s+(?:these|those|them|which|whom))\b", re.IGNORECASE)


def _another_deed(deed: str, index: int, units: Sequence[_Clause], holding: list[bool]) -> bool:
    """Whether clause ``index`` tells only other deeds than the claim's, where another clause stating a number of a part
    of them tells the claim's: "received 4,200 applications" is no count of those "approved" ("Of these, 3,650 were
    approved"; a deed told in other words of another thing is told apart by its words: "A second edition followed in
    1921")."""
    if not deed or deed in units[index].own_words:
        return False
    verbs = _verbs(units[index].text)
    return bool(verbs) and deed not in verbs and any(
        holding[j] and j != index and deed in _verbs(other.text) and _PARTITIVE.match(other.text) is not None
        for j, other in enumerate(units))


def _whole_of_a_part(claim_words: frozenset[str], index: int, units: Sequence[_Clause], holding: list[bool]) -> bool:
    """Whether clause ``index`` counts a whole the next clause counts a part of, where that part is told by words of the
    claim the whole's clause does not say: "We've completed 140 conversions since 2016" for how many were
    wheelchair-accessible, beside "and 38 of those were wheelchair-accessible builds"."""
    if not holding[index] or index + 1 >= len(units) or not holding[index + 1]:
        return False
    part = units[index + 1]
    # (words, not the values the part states: "Of these, at least 36 credits must be in upper-division courses" tells
    # nothing of "36 credits in total")
    told = {w for w in part.own_words - units[index].own_words if w.isalpha()}
    return _PARTITIVE.match(part.text) is not None and bool(told & claim_words)


#: a verb in "-ing" before when: "a trial in Eastfield, starting on 3 June 2024"
_DOING_WHEN = scan.pattern(r"\b([a-z]{2,})ing\s+(?:on|from|in|at|until|till|by)\b", re.IGNORECASE)


@lru_cache(maxsize=16384)
def _event_verbs(text: str) -> frozenset[str]:
    """The stems of the verbs telling an event in a text: past ones, scheduled ones, and plurals' in the present before
    when ("Pre-orders ... open on 3 March")."""
    verbs = _verbs(text) | frozenset(_root(m.group(0).split()[0].lower()) for m in _PLAIN_PRESENT.finditer(text))
    verbs |= frozenset(
        _root(base) for m in _DOING_WHEN.finditer(text)
        # ("starting": "start"; "closing": "clos", "close"; "running": "run")
        for base in (m.group(1).lower(), m.group(1).lower() + "e", re.sub(r"(.)\1$", r"\1", m.group(1).lower())))
    # (a start is one whatever verb tells it, and so is an end: "opens for the summer season" is when it "starts")
    return frozenset("start" if v.startswith(_START_VERBS) else "end" if v.startswith(_END_VERBS) else v for v in verbs)


_START_VERBS = ("open", "reopen", "begin", "began", "start", "commenc", "launch", "restart", "resum")
_END_VERBS = ("clos", "end", "finish", "complet", "expir")


#: verbs telling an event of any kind, or its span: "followed", "took place", "runs from"
_ANY_EVENT = frozenset(_root(w) for w in ("followed", "happened", "occurred", "came", "took", "held", "run", "runs",
                                          "ran", "last", "lasted", "go", "went"))


def _event_subject_head(text: str) -> str:
    """The head of what a clause opens with as its subject, before its first verb or a plural's verb of when:
    "Pre-orders" of "Pre-orders for the new Flux Delay pedal open on 3 March"."""
    phrase = _subject_phrase(text)
    if not phrase.strip():
        when = _PLAIN_PRESENT.search(text)
        phrase = text[:when.start()] if when else ""
    return _head_noun(phrase)


#: the word right before when a thing happens: "open | on 3 March", "was released | on 18 June"
_BEFORE_WHEN = scan.pattern(r"\b([A-Za-z]+)\s+(?:on|from|in|at|until|till|by)\s+(?:the\s+)?(?=\d|(?:" + _MONTH_NAMES_RE
                            + r")\b)", re.IGNORECASE)


def _another_event(claim_verbs: frozenset[str], claim_words: frozenset[str], index: int, units: Sequence[_Clause],
                   holding: list[bool]) -> bool:
    """Whether clause ``index`` dates only events the claim does not tell, where another clause dating one tells the
    claim's: "Pre-orders for the new Flux Delay pedal open on 3 March" is not when it is "expected to ship", beside
    "Units are expected to ship to dealers on 21 April"."""
    # (not one telling a span, both its ends: "On Saturdays the lines are open from 9am to 1pm")
    if not claim_verbs or not holding[index] or _BOTH_ENDS.search(units[index].text):
        return False
    # (the verb dating its value, written right before when: not one saying who is meant, "Customers with a ProBook 13
    # affected by sticking keys can get a free keyboard repair until 31 March")
    verbs = _event_verbs(units[index].text) & _event_verbs(" ".join(
        f"{m.group(1)} on" for m in _BEFORE_WHEN.finditer(units[index].text)))
    # (a verb saying only that an event happened, or when it ran, may tell the claim's: "Version 3.3 followed on 18 June",
    # "The autumn term runs from 4 September"; and a clause whose own subject is the claim's tells its event in other
    # words: "The US cluster will be updated on June 22" for when its maintenance "is scheduled")
    # (nor where the clause telling the claim's verb names another thing: "Planned maintenance in the Leeds exchange area
    # will take place on 3 June" does not make "Customers on the Bradford exchange will be affected on 5 June" another
    # event)
    return bool(verbs) and not verbs & (claim_verbs | claim_words | _ANY_EVENT) \
        and not _words(_event_subject_head(units[index].text)) & claim_words and any(
        holding[j] and j != index and _event_verbs(other.text) & claim_verbs
        and not {_stem(n.lower()) for n in other.values["name"]} - claim_words for j, other in enumerate(units))


def _another_doing(claim_doing: re.Match[str] | None, clause: _Clause) -> bool:
    """Whether the clause's subject is a doing other than the one the claim's is (``_DOING_OPENING``)."""
    own = _DOING_OPENING.match(clause.text) if claim_doing else None
    return own is not None and claim_doing is not None and _stem(own.group(1).lower()) != _stem(
        claim_doing.group(1).lower()) and _stem(claim_doing.group(1).lower()) not in clause.own_words


#: a word of a clause as its frame is compared
_FRAME_TOKEN = scan.pattern(r"[£$€¥]?\d[\w,.:–/-]*%?|[a-z][\w'’-]*", re.IGNORECASE)

#: a value written as a word of the frame ("£3.95", "2–6", "10am", "92%"), no code ("5G", "HH-4481027")
#: (with the unit written on to it: "12-month")
_FRAME_VALUE = scan.pattern(r"[£$€¥]?\d[\d,.:–-]*(?:%|am|pm|p|k|m|bn|st|nd|rd|th)?"
                            # (a span of times, and a sentence's stop after a time: "8am-8pm", "until 6pm.")
                            r"(?:[–-]\d[\d.:]*(?:am|pm)?)?(?:-[a-z]+)?(?:(?<=[ap]m)[.,:;])?", re.IGNORECASE)

_MEASURE_UNITS = frozenset(unit.lower() for unit in _MEASURES)

#: at most how many words may differ in the one place two clauses differ for them to be saying the same of two things
SLOT_WORDS = 4


@lru_cache(maxsize=4096)
def _frame(text: str) -> tuple[str, ...]:
    """The clause's words in order, each value as "#": a month, a weekday or a number in words is a value too, and so
    is the unit after one; a number after a capitalised word is a name's ("the Nova Tab 11")."""
    tokens = _FRAME_TOKEN.findall(text)
    frame: list[str] = []
    for index, token in enumerate(tokens):
        before = tokens[index - 1] if index else ""
        lower = token.lower()
        # (not one after a word saying how much, capitalised where it opens a sentence: "Around 25")
        named = token.isdigit() and before[:1].isupper() and before.lower() not in tx._MONTHS \
            and before.lower().rstrip("s") not in _WEEKDAYS and before.lower() not in tx.STOPWORDS \
            and before.lower() not in _APPROXIMATE
        # (a unit after a value says what the value is, no thing it is of: "3 months", "250 g")
        value = (_FRAME_VALUE.fullmatch(token) is not None and not named) \
            or lower in tx._MONTHS or lower.rstrip("s") in _WEEKDAYS or lower in tx._NUMBER_WORDS \
            or (bool(frame) and frame[-1] == "#" and (_stem(lower) in _SPECIFIC_WORDS or lower in _MEASURE_UNITS))
        frame.append("#" if value else lower)
    return tuple(frame)


def _frame_words(tokens: Sequence[str]) -> frozenset[str]:
    return frozenset(_root(token) for token in tokens if token != "#" and token not in tx.STOPWORDS)


def _clause_name_words(clause: _Clause) -> frozenset[str]:
    return _frame_words([word.lower() for f in clause.features if f.startswith("name:") for word in f[5:].split()])


def _other_slot(units: Sequence[_Clause], holding: list[bool], every_score: list[float], claim: str) -> set[int]:
    """The clauses stating a value that say what another stating one says, around the value, but of another thing
    named in one place where they differ - the claim saying the other's word there and none of theirs: "Around 25% of
    a home's heat is lost through an uninsulated roof. Around 33% is lost through uninsulated walls." for the walls.
    What a later clause leaves out of what an earlier one says in full tells nothing ("Around 33% is lost"); what a
    later one adds tells what it is about ("It landed near the south pole on 23 August 2023")."""
    stating = [i for i, (holds, score) in enumerate(zip(holding, every_score, strict=True)) if holds and score > 0]
    if len(stating) < 2:
        return set()
    said = _frame_words(_frame(claim))
    frames = {i: _frame(units[i].text) for i in stating}
    names = {i: _clause_name_words(units[i]) for i in stating}
    out: set[int] = set()
    for i in stating:
        mine = frames[i]
        # (what the clause inherits is its own too: "1L pot £6.99" after "Lavender 'Hidcote' 9cm pot £3.49")
        my_names = names[i]
        my_words = _frame_words(mine) | {_root(f[2:]) for f in units[i].features if f.startswith("w:")} | my_names
        for j in stating:
            if i == j:
                continue
            theirs = frames[j]
            blocks = difflib.SequenceMatcher(None, mine, theirs, autojunk=False).get_opcodes()
            # (the value sits in the same frame in both, said of each by the same words around it, and the frame is
            # most of the shorter clause)
            shared = sum(b - a for tag, a, b, _, _ in blocks if tag == "equal")
            if not any(tag == "equal" and "#" in mine[a:b] and b - a >= 2 for tag, a, b, _, _ in blocks) \
                    or 2 * shared < min(len(mine), len(theirs)):
                continue
            later = (units[i].sentence, i) > (units[j].sentence, j)
            # (and a name it has of its row or its lead that the other lacks is its own: "Cardiff · 5 May" of the row
            # holding "St David's Hall")
            own = (_frame_words([w for tag, a, b, _, _ in blocks if tag == "replace" or later and tag == "delete"
                                 for w in mine[a:b]]) | my_names - names[j]) - _frame_words(theirs)
            if own & said:
                continue
            if any(tag == "replace" and b - a <= SLOT_WORDS and d - c <= SLOT_WORDS and _frame_words(mine[a:b])
                   and (_frame_words(theirs[c:d]) - my_words) & said for tag, a, b, c, d in blocks):
                out.add(i)
                break
    return out


def _verb_with_object(text: str, modifier: str, head: str) -> bool:
    """Whether a pair's head is a verb taking an object in ``text``, no noun the modifier names a kind of: "in advance
    receive a full refund" pairs no "advance" with a "receive"."""
    return re.search(r"\b" + re.escape(modifier) + r"\w*\s+" + re.escape(head) + r"\w*\s+(?:a|an|the|your|their|our|its|"
                     r"\d)\b", text, re.IGNORECASE) is not None


def _sibling_kinds(units: Sequence[_Clause], holding: list[bool], every_score: list[float], claim: str) -> set[int]:
    """The clauses stating a value that name, by a modifier of a head, another kind than the one the claim names by
    its modifier of that head in another clause stating a value ("tennis court" / "padel courts"), and never the
    claim's kind nor any name of the claim the other does not say ("RV and boat spaces" for "Parking an RV", beside
    "Outdoor parking spaces for cars")."""
    stating = [i for i, (holds, score) in enumerate(zip(holding, every_score, strict=True)) if holds and score > 0]
    # (the claim's words in lower case, read as their roots: "withdraw" is the "withdrawal limit"'s; a name's word
    # names no kind: "the Platinum Credit Card" is no "Credit limit")
    said = frozenset(_root(w) for w in tx.content_words(" ".join(re.findall(r"\b[a-z][\w'-]*", claim))))
    named = tx.content_words(" ".join(re.findall(r"\b[A-Z][\w'-]*", claim[1:])))
    kinds_of: dict[str, dict[int, set[str]]] = {}
    for i in stating:
        for modifier, head in units[i].noun_pairs | units[i].pairs:
            if modifier not in tx.STOPWORDS and _root(head) not in said and head not in named \
                    and not _verb_with_object(units[i].text, modifier, head):
                kinds_of.setdefault(head, {}).setdefault(i, set()).add(_root(modifier))
    out: set[int] = set()
    for clauses in kinds_of.values():
        claimed = {i for i, modifiers in clauses.items() if modifiers & said}
        if not claimed:
            continue
        claimed_words = frozenset().union(*(units[j].own_words for j in claimed))
        out |= {i for i, modifiers in clauses.items() if i not in claimed and modifiers - said
                and not {_root(w) for w in units[i].own_words} & {m for j in claimed for m in clauses[j] & said}
                and not (units[i].own_words - claimed_words) & named}
    return out


def _qualified_pieces(claim: str, evidence_qualified: frozenset[str]) -> dict[tuple[str, str], frozenset[str]]:
    """Each value of the claim stated in one piece only -> the words that piece qualifies which the evidence qualifies
    too: the $80 of "A junior curler pays $145 for the full season, or $80 for a half season" is of a half season, though
    the claim as a whole, naming the season plainly too, qualifies none."""
    pieces: dict[tuple[str, str], list[frozenset[str]]] = {}
    for piece in _clauses(claim):
        for kind in _KINDS:
            for value in piece.values[kind]:
                pieces.setdefault((kind, value), []).append(piece.qualified & evidence_qualified)
    return {key: said[0] for key, said in pieces.items() if len(said) == 1 and said[0]}


def _promote_later_pieces(units: Sequence[_Clause], every_score: list[float], holding: list[bool],
                          subject: dict[str, float], plain: frozenset[str], kind: str,
                          other_claimed: frozenset[str]) -> None:
    """Raise a later piece of a listing over the piece it inherits its lead from, where its own words say more of the
    claim: "Frequent Traveller members earn 5 points for every £1 spent on cabins and 2 points for every £1 spent on
    onboard dining" - the claim about onboard dining is the second piece's, though the lead's names weigh less there.

    What both pieces say (natively in one, inherited in the other) tells neither from the other, so only the words
    one says and the other does not are compared; a piece holding another value of the kind the claim states is where
    that value is, not the checked one's ("Standard talks are 25 minutes long, including 5 minutes for questions")."""
    stating = [i for i, (score, holds) in enumerate(zip(every_score, holding, strict=True)) if holds and score > 0]
    if len(stating) < 2:
        return
    best = max(stating, key=lambda i: every_score[i])
    lead_piece, top = units[best], every_score[best]
    for i in stating:
        piece = units[i]
        if i == best or piece.sentence != lead_piece.sentence or piece.values[kind] & other_claimed \
                or not any(weight < 1.0 and lead_piece.features.get(f) == 1.0 for f, weight in piece.features.items()):
            continue
        shared = {f for f in subject if lead_piece.weight(f, plain) > 0 and piece.weight(f, plain) > 0}
        # (words and names only: a specific is what the claim states, not what it is about)
        if not any(piece.weight(f, plain) > 0 and f.startswith(("w:", "name:")) for f in subject if f not in shared):
            continue
        lead_says = sum(w * lead_piece.weight(f, plain) for f, w in subject.items() if f not in shared)
        piece_says = sum(w * piece.weight(f, plain) for f, w in subject.items() if f not in shared)
        if piece_says > lead_says + 1e-9:
            every_score[i] = max(every_score[i], top + piece_says - lead_says)


__all__ = ["bound_conflicts", "clauses"]
