"""The values a text states, by kind: amounts, percentages, plain numbers, dates, weekdays, durations,
ages and labels ("Version 3.3"), each with what it counts."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache

from rageval_pipeline.core.judges import scan
from rageval_pipeline.core.judges import text as tx
from rageval_pipeline.core.judges.memo import memoised_copies
from rageval_pipeline.core.judges.binding.words import (
    _AGE_GROUP, _DAY_BEFORE_DATE, _DRIVE, _GROUP_OR_RACE, _IRREGULAR_PAST, _MEASURES, _NOT_NAMES, _ROUTE_CODE,
    _SPECIFIC_WORDS, _name_words, _plural_heads, _root, _stem, _words,
)

#: "3 business days", "25 sick days": a closed list of words that qualify a duration without changing its unit
_DURATION_QUALIFIER = (r"(?:working|business|calendar|clear|school|sick|paid|unpaid|consecutive|full|whole|additional|"
                       r"extra|more|further|holiday|vacation|leave|training|trial|rest|notice|longer|shorter|long|short|"
                       r"funded|contact|tuition|classroom|practical|coaching|flying|driving|study)")

#: a number word counts a duration as a numeral does ("one month's notice", "three months")
_DURATION_WORDS = {**tx._NUMBER_WORDS, "one": 1}

_DURATION = scan.pattern(r"(?<![£$€¥])\b(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|" + "|".join(sorted(_DURATION_WORDS, key=len, reverse=True))
                         # (a "+" after the number bounds it from below, the length still its own: "6+ years")
                         + r")(?:\s+and\s+a\s+half|\+)?\s*(?:-\s*)?(?:" + _DURATION_QUALIFIER + r"[\s-]+){0,2}"
                         # (an age in years is no duration: "at least 8 years old"; one in weeks is: "9 weeks old"; nor
                         # is the ages a room or group is for: "the 3-5 years room")
                         r"(seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?"
                         r"|years?\b(?![\s-]+(?:olds?\b|(?:room|group|class|section)s?\b)))\b",
                         re.IGNORECASE)

#: the word before a duration that says what it is: the time allowed ("within 90 days"), or when
#: ("after 30 days"), how long ("for 6 months"), the thing itself ("a one-year warranty", which "can be
#: extended to two years")
_ROLES = frozenset(["within", "after", "before", "for", "in", "over", "under", "up", "to", "least", "than", "every",
                    "per", "a", "an"])


def _duration_amount(match: re.Match[str]) -> float:
    """The number of a ``_DURATION`` match, spelled ("one month's notice") or written, and its half ("three and a half
    years")."""
    whole = float(_DURATION_WORDS[match.group(1).lower()]) if match.group(1).isalpha() \
        else float(match.group(1).replace(",", ""))  # ("1,475 hours")
    return whole + 0.5 if _AND_A_HALF.match(match.string, match.end(1)) else whole


_AND_A_HALF = scan.pattern(r"\s+and\s+a\s+half\b")


def _duration_roles(text: str) -> dict[str, set[str]]:
    """Each duration of a text -> the role words written before it ("within", "after")."""
    out: dict[str, set[str]] = {}
    for m in _DURATION.finditer(text):
        value = _duration_amount(m)
        before = re.findall(r"[A-Za-z]+", text[max(0, m.start() - 20):m.start()])
        role = before[-1].lower() if before and before[-1].lower() in _ROLES else ""
        out.setdefault(_duration_key(value, m.group(2)), set()).add(role)
    return out


def _rate_durations(text: str) -> set[str]:
    """The durations a text charges a thing per: "$4 per extra 15 minutes", "£2 for every additional 30 minutes"."""
    return {_duration_key(_duration_amount(m), m.group(2)) for m in _DURATION.finditer(text)
            if _RATE_BEFORE.search(text, 0, m.start())}


#: what stands before a duration a rate is per: "per", "per extra", "every additional"
#: (not "every 12 months" alone, which says how long each period lasts: "the subscription renews every 12 months")
_RATE_BEFORE = scan.pattern(r"\b(?:per\s+(?:extra\s+|additional\s+|further\s+|subsequent\s+)?|(?:every|each)\s+(?:extra|additional|"
                            r"further|subsequent)\s+)$", re.IGNORECASE)

#: words saying a value was what was planned, not what came about
_PLAN = scan.pattern(r"\b(?:planned|expected|scheduled|intended|originally|estimated|projected|forecast|budgeted)\b",
                     re.IGNORECASE)

_PLANNED_BEFORE = scan.pattern(_PLAN.pattern + r"(?:\s+[a-z]+){0,3}\s*$", re.IGNORECASE)


def _planned_durations(text: str) -> set[str]:
    """The durations a text says were planned: "planned to last two years" -> "years:2"."""
    return {_duration_key(_duration_amount(m), m.group(2)) for m in _DURATION.finditer(text)
            if _PLANNED_BEFORE.search(text, max(0, m.start() - 40), m.start())}


def _other_role(claim: str, value: str, clause: str) -> bool:
    """Whether a duration the clause states plays another part there than in the claim while another
    duration of the clause plays the claim's: "After 30 days, a partial refund is possible within 90
    days" binds no refund "within 30 days"."""
    claimed = _duration_roles(claim).get(value, set()) - {""}
    roles = _duration_roles(clause)
    if not claimed or len(roles) < 2 or not roles.get(value) or roles[value] & claimed:
        return False
    return any(roles[other] & claimed for other in roles if other != value)


#: a year as ``_is_year`` reads one (1500-2199)
_YEAR = scan.pattern(r"\b(1[5-9]\d\d|2[01]\d\d)\b")


def _year_of_another(claim: str, year: str, clause: str) -> bool:
    """Whether a year the clause states is said of something the claim does not say while another
    year of the clause is said of what it does: "Founded in Grenoble in 1987, the company moved its
    headquarters to Lyon in 2003" binds no move "to Lyon in 1987". Each year is said of the words
    written since the year before it."""
    years = list(_YEAR.finditer(clause))
    if len({m.group(1) for m in years}) < 2:
        return False
    claim_words = tx.content_words(claim)
    said: dict[str, set[str]] = {}
    start = 0
    for m in years:
        said.setdefault(m.group(1), set()).update(tx.content_words(clause[start:m.start()]) & claim_words)
        start = m.end()
    shared = set.intersection(*said.values())
    own = {y: words - shared for y, words in said.items()}
    return not own.get(year) and any(words for y, words in own.items() if y != year)


#: an amount as written, with its scale: "$412 million", "€3.20", "£1,450"
_AMOUNT_SPAN = scan.pattern(r"[£$€¥]\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:thousand|million|billion|trillion|bn|m|k)\b)?",
                            re.IGNORECASE)

#: the words right after a value that are still its own: "$412 million worldwide | on a budget of ..."
_OWN_AFTER = scan.pattern(r"(?:\s+(?!(?:on|in|at|for|of|with|from|to|by|and|or|but|while|whereas|than|against)\b)[A-Za-z-]+)*")


def _amount_of_another(claim: str, value: str, clause: str) -> bool:
    """Whether an amount the clause states is said of something the claim does not say while another
    amount of the clause is said of what it does: "The film grossed $412 million worldwide on a budget
    of $95 million" has no gross of $95 million. Each amount is said of the words since the last one,
    and of the words right after it before a preposition ("$412 million worldwide")."""
    spans = [(m.start(), m.end(), _values(m.group(0))["amount"]) for m in _AMOUNT_SPAN.finditer(clause)]
    if len({v for *_, found in spans for v in found}) < 2:
        return False
    claim_words = tx.content_words(claim)
    groups: list[tuple[set[str], set[str]]] = []  # (amounts, words they are said of); a range is one group
    start, last_end = 0, -1
    for begin, end, found in spans:
        after = _OWN_AFTER.match(clause, end)
        stop = after.end() if after else end
        words = tx.content_words(clause[start:begin] + " " + clause[end:stop]) & claim_words
        # (a range says both ends of one thing: "from £1,000 to £25,000"; a bracket after an amount its share per head:
        # "£40 in total (£20 per child)")
        if groups and re.fullmatch(r"\s*(?:to|-|–|and|or|(?:in\s+total|total|overall|altogether)?\s*\()\s*",
                                   clause[last_end:begin]):
            groups[-1][0].update(found)
            groups[-1][1].update(words)
        else:
            groups.append((set(found), set(words)))
        start, last_end = stop, end
    # (a line's key before its amounts is said of each of them: "Philips Essential XL: was £149, now £99")
    key = re.match(r"[^:;,.]{1,80}:", clause[:spans[0][0]])
    key_words = tx.content_words(key.group(0)) & claim_words if key else frozenset()
    for _, group_words in groups:
        group_words.update(key_words)
    said: dict[str, set[str]] = {}
    # (a range holding another amount of the claim is the claim's case, of no other thing: "for properties between
    # £250,001 and £500,000 it is £450" for "For a property worth £400,000 the valuation fee is £450")
    cases = [amount for currency, amount in tx.extract_amounts(claim) if f"{currency}{amount:g}" != value]
    for amounts, group_words in groups:
        ends = [float(re.sub(r"^\D+", "", v)) for v in amounts]
        if len(ends) >= 2 and any(min(ends) <= case <= max(ends) for case in cases):
            continue
        for v in amounts:
            said.setdefault(v, set()).update(group_words)
    if value not in said:
        return False
    shared = set.intersection(*said.values())
    own = {v: words - shared for v, words in said.items()}
    return not own[value] and any(words for v, words in own.items() if v != value)


#: what a percentage is of: "50% of employee 401(k) contributions", "6% of eligible pay"
_PERCENT_OF = scan.pattern(r"(\d+(?:\.\d+)?)\s*(?:%|per\s*cent|percent)\s+of\s+((?:(?:the|their|your|its|an?)\s+)?"
                       r"[\w()'-]+(?:\s+(?!up\b|to\b|and\b|or\b|for\b|in\b|on\b)[\w()'-]+){0,2})", re.IGNORECASE)


def _percent_of_another(claim: str, value: str, clause: str) -> bool:
    """Whether the clause gives the percentage as a share of another thing than the claim does, while
    another of its percentages is of the claim's: "matches 50% of employee contributions up to 6% of
    eligible pay" gives no 50% of eligible pay."""
    def shares(text: str) -> dict[str, frozenset[str]]:
        return {f"{float(m.group(1)):g}": _words(m.group(2)) for m in _PERCENT_OF.finditer(text)}

    claimed = shares(claim).get(value)
    if not claimed:
        return False
    here = shares(clause)
    return bool(here.get(value)) and not here[value] & claimed and any(
        words & claimed for other, words in here.items() if other != value)


#: what joins a span's two dates: "from 4 November to 22 November", "4-22 November"
_SPAN_LINK = scan.pattern(r"\s*(?:to|until|till|through|thru|-|–|—)\s*")

#: words saying a span's end or its start, written in lower case ("Open enrollment ... ends on" says no start)
_SAYS_END = scan.pattern(r"\b(?:ends?|ended|ending|close[sd]?|closing|finish(?:es|ed)?|until|till|deadline|expires?|expired|"
                         # ("up to" before a date: "can be booked up to May 23")
                         r"last\s+day|up\s+to(?=\s+(?:and\s+including\s+)?(?:the\s+)?(?:\d|[A-Z])))\b")

_SAYS_START = scan.pattern(r"\b(?:starts?|started|starting|begins?|began|beginning|opens?|opened|commences?|commenced|"
                           r"from|first\s+day)\b")

_CLOSING = scan.pattern(r"\bclos(?:e[sd]?|ing)\b", re.IGNORECASE)

#: a span a thing is closed for: "will close for resurfacing from 3 February", "closed from 4 to 17 August"
_CLOSED_SPAN = scan.pattern(r"\bclos(?:e[sd]?|ing|ure)\b[^.;]*?\bfrom\b", re.IGNORECASE)


_UNTIL = scan.pattern(r"\b(?:until|till)\b", re.IGNORECASE)

#: a span a thing is stopped for: "bookings are paused from 21 December until 2 January", "suspended from ... to ..."
_PAUSED_SPAN = scan.pattern(r"\b(?:paused|suspended|on\s+hold|clos(?:e[sd]?|ing|ure)|shut|(?:un|not\s+)available)\b"
                            r"[^.;]*?\bfrom\b", re.IGNORECASE)

#: a claim saying when a stopped thing starts again: "can be booked again from 2 January", "resumes from", "reopens"
_STARTS_AGAIN = scan.pattern(r"\b(?:again|re-?open(?:s|ed|ing)?|resum(?:e[sd]?|ing)|restart(?:s|ed|ing)?)\b", re.IGNORECASE)


def _other_end(claim: str, value: str, clause: str) -> bool:
    """Whether the clause gives the date as one end of a span and the claim says it of the other end:
    "Open enrollment runs from November 4 to November 22" does not end on November 4."""
    ends, starts = bool(_SAYS_END.search(claim)), bool(_SAYS_START.search(claim))
    if ends == starts:
        return False  # the claim tells the span whole, or says nothing of its ends
    text = tx.normalise_ws(clause)
    if ends and _CLOSING.search(claim) and not _UNTIL.search(claim) and _CLOSED_SPAN.search(text):
        # (a span a thing is closed for starts when it closes: "will close for resurfacing from 3 February to 28
        # February" closes on 3 February; it is closed "until" its end: "closed for retiling until 16 June")
        ends, starts = False, True
    elif starts and _STARTS_AGAIN.search(claim) and _PAUSED_SPAN.search(text):
        # (a stopped thing starts again when the span it is stopped for ends: "paused from 21 December until 2 January"
        # says bookings are taken again from 2 January)
        ends, starts = True, False
    spans = tx._date_spans(text)
    for (_, first_end, first), (second_start, _, second) in zip(spans, spans[1:]):
        if not _SPAN_LINK.fullmatch(text[first_end:second_start]):
            continue
        other_end = str(first) if ends else str(second)
        if value == other_end or _date_stated(value, frozenset([other_end])):
            return True
    return False


#: what links two clock times in a span, past the point closing "a.m.": "8 a.m. to 10 a.m.", "14:00–22:00"
_TIME_LINK = scan.pattern(r"\.?" + _SPAN_LINK.pattern)


def _spanned(text: str, first: re.Match[str], second: re.Match[str]) -> bool:
    """Whether two clock times of a text are the ends of one span: "14:00–22:00", "8 a.m. to 10 a.m." (not a change from
    one to the other: "moves from 5:00pm to 5:30pm"; nor "between 11pm and 7am", often the span a thing is not done in:
    "hot tubs must not be used between 11pm and 7am")."""
    return bool(_TIME_LINK.fullmatch(text[first.end():second.start()])) \
        and not _CHANGED_FROM.search(text, 0, first.start())


#: a time a claim says a thing ends or starts at, by the word before it: "finish at 2pm", "until 10am", "start at 10 a.m."
_TIME_END_CUE = scan.pattern(r"\b(?:ends?|ending|close[sd]?|closing|finish(?:es|ed)?|shuts?|until|till)\s+(?:\w+\s+){0,2}$",
                             re.IGNORECASE)
_TIME_START_CUE = scan.pattern(r"\b(?:starts?|starting|begins?|beginning|opens?|opening|commences?|from)\s+(?:\w+\s+){0,2}$",
                               re.IGNORECASE)

#: a change of time, from the one it was: "I've had to move your lesson from", "the class moves from"
_CHANGED_FROM = scan.pattern(r"\b(?:mov|chang|push|brought|bring|switch|shift|reschedul|delay|put)\w*\b[^.;]{0,60}\bfrom\s+$",
                             re.IGNORECASE)


def _other_time_end(claim: str, value: str, clause: str) -> bool:
    """Whether the clause gives the clock time only as one end of spans of times and the claim says it of the other end:
    "Lates: 14:00–22:00" do not finish at 2pm, "we open from 8 a.m. to 10 a.m." does not start at 10am."""
    said = next((m for m in _TIME.finditer(claim) if _time_key(m) == value), None)
    ends = bool(said and _TIME_END_CUE.search(claim, 0, said.start()))
    starts = bool(said and _TIME_START_CUE.search(claim, 0, said.start()))
    if ends == starts:
        return False
    times = list(_TIME.finditer(clause))
    ends_said, starts_said = set(), set()
    for i, m in enumerate(times):
        if _time_key(m) != value:
            continue
        if i + 1 < len(times) and _spanned(clause, m, times[i + 1]):
            starts_said.add(i)
        elif i and _spanned(clause, times[i - 1], m):
            ends_said.add(i)
        else:
            return False  # (the time said on its own, of whatever the clause says)
    return bool(starts_said and not ends_said) if ends else bool(ends_said and not starts_said)


#: a value a change started from: "36% of sales last year, up from 29% the year before"; or one given in place of
#: another's: "pay £21 instead of the standard £42", "£8 rather than £12"; or one set beside it for another thing:
#: "about 5.8% for every full year, compared with 10.4% a year under the old basic State Pension"
_FROM_VALUE = scan.pattern(r"\b(?:from|(?:instead\s+of|rather\s+than|compared\s+(?:with|to))(?:\s+(?:the|a|an))?(?:\s+(?:standard|usual|normal|full"
                           r"|regular|adult|basic))?(?:\s+(?:price|rate|fee|charge|cost|amount)\s+of)?)\s+"
                           r"(?:about\s+|around\s+|nearly\s+|just\s+|some\s+)?[£$€¥]?\d[\d,]*(?:\.\d+)?"
                           r"(?:\s*(?:%|per\s*cent|percent|thousand|million|billion|bn)\b|%)?"
                           r"(?!\s*(?:to|-|–|and)\s*[£$€¥]?\d)", re.IGNORECASE)  # not a range: "from $10 to $20"


def _previous_value(claim: str, kind: str, value: str, clause: str) -> bool:
    """Whether the clause gives ``value`` only as where another value of its kind changed from, and the
    claim tells no change: "Online orders made up 36% of sales last year, up from 29% the year before"
    gives no 29% for last year."""
    if re.search(r"\b(?:from|instead\s+of|rather\s+than|compared\s+(?:with|to))\b", claim, re.IGNORECASE):
        return False  # "fell from 3.8% to 3.2%" tells the change itself
    # (a claim of the period the value is said of tells it: "Last year, 51 students signed up" where "this year 64
    # students signed up, compared with 51 last year"; not where the change's end is of that period: "36% of sales last
    # year, up from 29% the year before")
    earlier = {m.group(0).lower() for m in _EARLIER_PERIOD.finditer(claim)}
    previous = {v for m in _FROM_VALUE.finditer(clause) for v in _values(m.group(0))[kind]
                if not (earlier and clause[m.end():m.end() + 20].lower().lstrip(" ,").startswith(tuple(earlier)))}
    return value in previous and bool(_values(clause)[kind] - previous)


def _earlier_in_brackets(claim: str, kind: str, value: str, clause: str) -> bool:
    """Whether the clause gives ``value`` only in a bracket as the earlier period's, beside the current one, and the claim
    speaks of no earlier period: "Gas used: 10,860 kWh (previous year: 12,300 kWh)", "£118 (previously £96)"."""
    if _EARLIER_PERIOD.search(claim) or re.search(r"\b(?:previously|formerly|used\s+to)\b", claim, re.IGNORECASE):
        return False
    earlier = {v for m in _EARLIER_BRACKET.finditer(clause) for v in _values(m.group(1))[kind]}
    return value in earlier and bool(_values(_EARLIER_BRACKET.sub(" ", clause))[kind] - earlier)


#: a bracket giving a value of the earlier period: "(previous year: 12,300 kWh)", "(previously £96)", "(was £40)"
_EARLIER_BRACKET = scan.pattern(r"\((?:previously|formerly|was|(?:last|previous|prior|preceding)\s+(?:year|season|term|quarter|"
                                r"month|week)\s*:)\s*([^()]{1,40})\)", re.IGNORECASE)


#: the period before the one a text speaks of: "last year", "the previous season", "a year earlier"
_EARLIER_PERIOD = scan.pattern(r"\b(?:last|previous|prior|preceding)\s+(?:year|season|term|quarter|month|week)\b"
                               r"|\b(?:year|season|term|quarter|month|week)\s+(?:before|earlier)\b|\ba\s+year\s+ago\b",
                               re.IGNORECASE)

#: a year or a season as a claim writes it: "2024", "2023/24", "2019-20"
_YEAR_WRITTEN = scan.pattern(r"\b(?:1[89]|20)\d\d(?:[/–-]\d{2}(?:\d{2})?)?\b")

#: where the words said with a value a change started from end: at the change's "to", or the clause's next comma
_FROM_TAIL = scan.pattern(r"[^,;]*?(?=\bto\b|[,;]|\.(?!\d)|$)")


def _previous_value_of_another_year(claim: str, kind: str, value: str, clause: str) -> bool:
    """Whether the clause gives ``value`` only as where a change started from, in another year than the one the claim
    gives it for, which the clause says of the change's end: "has risen from 41.3% in 2019/20 to 46.8% in 2023/24" gives
    no 41.3% in 2023/24; "Over the 2023/24 season the resort recorded 412,000 skier days, up from 368,000 the year
    before" gives no 368,000 in 2023/24."""
    years = set(_YEAR_WRITTEN.findall(claim))
    if not years or re.search(r"\b(?:from|instead\s+of|rather\s+than|compared|before|previous|prior|earlier)\b", claim,
                              re.IGNORECASE):
        return False
    for change in _FROM_VALUE.finditer(clause):
        if value not in _values(change.group(0))[kind]:
            continue
        tail = _FROM_TAIL.match(clause, change.end())
        end = tail.end() if tail else change.end()
        own, rest = clause[change.start():end], clause[:change.start()] + " " + clause[end:]
        if not years & set(_YEAR_WRITTEN.findall(own)) and years & set(_YEAR_WRITTEN.findall(rest)):
            return True
    return False


#: a verb of a thing's value changing: "moved", "will rise", "has gone up", "reduces"
_CHANGE_VERB = (r"(?:mov(?:e|es|ed|ing)|chang(?:e|es|ed|ing)|rescheduled|postponed|brought\s+forward|put\s+back|pushed\s+back|"
               r"delayed|increas(?:e|es|ed|ing)|ris(?:e|es|ing|en)|rose|raised|f[ae]ll(?:s|ing|en)?|reduc(?:e|es|ed|ing)|cut|"
               r"lowered|drop(?:s|ped|ping)?|decreas(?:e|es|ed|ing)|(?:go(?:es|ing)?|went|gone)\s+(?:up|down)|extended|"
               r"shortened)")

#: a claim telling what a thing was changed to: "has been moved to", "will rise to", "was cut to"
_CHANGED_TO = scan.pattern(r"\b" + _CHANGE_VERB + r"\b[^.;]{0,40}?\bto\s", re.IGNORECASE)

#: what a change was from, and to: "has been moved from 14–16 June to 23–25 August 2024"
_CHANGE_FROM_TO = scan.pattern(r"\bfrom\s+[^.;]{1,40}?\s+to\s+(?=\S)", re.IGNORECASE)


#: what a thing was first planned for, before a change the clause goes on to: "originally scheduled for Saturday 12 April
#: at 3pm, has been ... and will now take place on Sunday 13 April"
_FIRST_PLANNED = scan.pattern(r"\b(?:originally|previously|initially)\s+(?:(?:scheduled|planned|due|set|booked|arranged|"
                              r"advertised|listed)\s+)?(?:for|on|at|to)\s+[^.;]{1,40}?(?=,|\s+(?:has|have|is|are|was|were|"
                              r"will)\b)", re.IGNORECASE)


def _only_first_planned(claim: str, kind: str, clause: str) -> bool:
    """Whether every value of ``kind`` the clause states is what a thing was first planned for, where the claim says what
    it was changed to: "The summer fete, originally planned for Saturday 7 June, has been postponed" gives no date the
    fete was moved to."""
    if not _CHANGED_TO.search(claim) or re.search(r"\bfrom\b", claim, re.IGNORECASE) or not _FIRST_PLANNED.search(clause):
        return False
    stated = _values(clause)[kind]
    planned = frozenset().union(*(_values(m.group(0))[kind] for m in _FIRST_PLANNED.finditer(clause)))
    return bool(stated) and stated <= planned


def _changed_from(claim: str, kind: str, value: str, clause: str) -> bool:
    """Whether the clause gives ``value`` as what a thing was changed from, where the claim says it is what the
    thing was changed to: "... has been moved from 14–16 June to 23–25 August 2024" was not moved to June; "originally
    scheduled for Saturday 12 April, ... will now take place on Sunday 13 April" was not moved to 12 April."""
    if not _CHANGED_TO.search(claim) or re.search(r"\bfrom\b", claim, re.IGNORECASE):
        return False
    for change in (*_CHANGE_FROM_TO.finditer(clause), *_FIRST_PLANNED.finditer(clause)):
        before = _values(change.group(0))[kind]  # (read with its "from ... to", which tells a bare "8 March" a date)
        after = _values(clause[change.end():])[kind]
        if (value in before or kind == "date" and _date_stated(value, before)) and after - before:
            return True
    return False


#: the word a date is said of, right before it: "paid on", "close of business on", "renewed by"
_WORD_BEFORE_DATE = scan.pattern(r"\b([a-z]{3,})\s+(?:on|by|from|until|before|after)\s+(?:[A-Za-z]+day,?\s+)?$",
                                 re.IGNORECASE)


def _date_of_another_doing(claim: str, value: str, clause: str) -> bool:
    """Whether the clause gives ``value`` as the date of another doing than the one the claim dates, and the claim's
    doing another date: "The dividend will be paid on 14 November 2024 to shareholders of record at the close of
    business on 31 October 2024" pays nothing on 31 October."""
    def said_of(text: str, start: int) -> str:
        word = _WORD_BEFORE_DATE.search(text[:start])
        # (a date's own word is none it is said of: "valid from 4 June until 2 July 2024")
        return _root(word.group(1).lower()) if word and _stem(word.group(1).lower()) not in _SPECIFIC_WORDS else ""

    claimed = next((start for start, end, _ in tx._date_spans(claim) if value in _values(claim[start:end])["date"]),
                   None)
    doing = said_of(claim, claimed) if claimed is not None else ""
    if not doing or doing in tx.STOPWORDS:
        return False
    spans = [(start, value in _values(clause[start:end])["date"]) for start, end, _ in tx._date_spans(clause)]
    own = [said_of(clause, start) for start, its in spans if its]
    others = [said_of(clause, start) for start, its in spans if not its]
    return bool(own) and all(word and word != doing for word in own) and doing in others


#: a part of what a clause counted: "1,850 members, of whom 620 are juniors"
_PART_OF = scan.pattern(r"\b(?:of\s+(?:whom|which|these|those|them)|including|among\s+(?:them|whom))\s+"
                        r"(?:about\s+|around\s+|nearly\s+|almost\s+|some\s+|over\s+)?(\d[\d,]*(?:\.\d+)?)\b", re.IGNORECASE)


def _part_of_another(claim: str, value: str, clause: str) -> bool:
    """Whether the clause states ``value`` as a part of a whole it counts with what the claim counts:
    "The club has 1,850 members, of whom 620 are juniors" has no 620 members."""
    nouns = {counted for counted, _ in _counted(claim).get(value, frozenset()) if counted}
    if not nouns or value not in {f"{float(m.group(1).replace(',', '')):g}" for m in _PART_OF.finditer(clause)}:
        return False
    return any(nouns & {counted for counted, _ in counts} for other, counts in _counted(clause).items() if other != value)


def _recounted(claim: str, value: str, clause: _Clause, units: Sequence[_Clause]) -> set[str]:
    """Where the clause counts ``value`` as another thing than the claim does, the numbers its sentence counts the
    claim's thing with: "6 GPs and 3 practice nurses" has no 6 practice nurses, it has 3."""
    if value in {label for _, label in _labels(claim)} or _PAST_AFTER_NUMBER.search(claim):
        return set()  # a label's number counts nothing ("Terminal 3 opened"), nor one before a verb
    nouns = {counted for counted, _ in _counted(claim).get(value, frozenset()) if counted} | _plural_heads(claim, value)
    # (a verb after the clause's number counts nothing either: "and 4,306 finished the 10K")
    done = {_stem(verb) for verb in _VERB_AFTER_NUMBER.findall(clause.text)}
    # (nor does a word saying when: "compared with 51 last year")
    theirs = {counted for counted, _ in _counted(clause.text).get(value, frozenset())
              if counted and counted not in done and counted not in _WHEN_AFTER_NUMBER} | _plural_heads(clause.text, value)
    if len(nouns) >= 2 and nouns & theirs and _said_twice(claim, value) and (nouns - theirs) & {
            counted for other, counts in _counted(clause.text).items() if other != value for counted, _ in counts}:
        # (a claim counting the number twice, of two things, is checked for the thing the clause counts with another
        # number: "Losing in three games earns you 3 points" where "a loss in three games earns 1 point")
        nouns = nouns - theirs
    if not nouns or not theirs or nouns & theirs or (nouns | theirs) <= _PEOPLE:
        return set()
    # (nor where the claim names all the clause counts after its count's phrase, its counted things being of it: "14
    # volunteers on the shore crew" are the "14 shore crew"; not "600 children's frames" for "over 600 frames", nor
    # "features work by 212 artists" for "212 works by 148 artists")
    count = re.search(r"(?<![\d.,])" + re.escape(value) + r"(?![\d.,]\d)((?:\W+\w+){0,3})", claim)
    if count and theirs <= _words(claim[count.end():]):
        return set()
    # (nor where the clause counts by the one word what the claim counts by a doing and its thing: "8 washers" are
    # "eight washing machines")
    doings = {m.group(1).lower() for m in re.finditer(r"\b([a-z]{3,})ing\s+[a-z]+", claim[count.start():] if count else claim)}
    if doings and all(any(noun.startswith(doing) and noun[len(doing):] in ("er", "r", "or") for doing in doings)
                      for noun in theirs):
        return set()
    # (another clause of the sentence: "Of the company's 5,800 employees, 1,250 work in research" counts the whole
    # the clause's part is of; or the clause itself, past such an opening: "over 900 frame styles from more than 40
    # designer brands")
    opening = _WHOLE_OPENING.match(clause.text)
    # (or a later sentence naming no one else: "Elm Street Residence has 312 bedrooms across five floors. The building
    # also provides 48 bike storage spaces"; an earlier one may count the whole a part is of: "The study enrolled 240
    # participants. Of these, 180 completed the trial")
    return {other for text in [unit.text for unit in units if unit is not clause and (
                unit.sentence == clause.sentence or unit.sentence > clause.sentence and not unit.title
                and not unit.values["name"] - clause.values["name"])]
            + [clause.text[opening.end():] if opening else clause.text]
            for other, counts in _counted(text).items() if other != value and nouns & {a for a, _ in counts}}


def _said_twice(text: str, value: str) -> bool:
    """Whether ``text`` writes the whole number ``value`` twice, in figures or in words ("three games ... 3 points")."""
    said = [m.group(0) for m in re.finditer(r"(?<![\d.,])\d+(?![\d.,]\d)|\b[a-z]+\b", text.lower())]
    return sum(word == value or f"{tx._NUMBER_WORDS.get(word, -1):g}" == value for word in said) >= 2


_PAST_AFTER_NUMBER = scan.pattern(r"\d\s+[a-z]{3,}ed\b")

#: words after a number saying when, which count nothing: "51 last year", "40 this season"
_WHEN_AFTER_NUMBER = frozenset(("last", "this", "next", "previous", "prior"))

#: a past verb right after a number, or a participle saying what they do: "4,306 finished the 10K", "17 waiting at
#: Riverside" (not "12 parking spaces")
_VERB_AFTER_NUMBER = scan.pattern(r"\d\s+([a-z]{3,}ed\b|[a-z]{3,}ing(?=\s+(?:at|in|on|for|to|from|with|by|the|a|an)\b|"
                                  r"\s*[.,;]|\s*$))")

#: an opening naming the whole a clause counts a part of: "Of the company's 5,800 employees, "
_WHOLE_OPENING = scan.pattern(r"\s*(?:of|among|out\s+of)\b(?:[^,]|,(?=\d))*,", re.IGNORECASE)


def _durations(text: str) -> tuple[set[str], set[str]]:
    """(durations, the numbers they are written with) of a text; a race's or a call's time written as a
    clock ("2:09:41", "1:02:30.5") or in primes ("1' 47\"") is a duration in minutes."""
    primes = [m.span() for m in _PRIME_DURATION.finditer(text)] if any(p in text for p in "'’′") else []
    # (the hours of "56h 12' 08\"" are counted with its minutes)
    written = [m for m in _DURATION.finditer(text) if not any(start <= m.start() < end for start, end in primes)]
    found: list[tuple[float, str]] = []
    last_start, last_end, last_unit = -1, -1, ""
    for m in written:
        unit = _unit(m.group(2))
        # (a range's end is no part of one: "30 minutes for shifts of 6–8 hours and 45 minutes for longer ones")
        if found and unit in _UNIT_ORDER and last_unit in _UNIT_ORDER and _UNIT_ORDER[unit] < _UNIT_ORDER[last_unit] \
                and _COMPOUND_GAP.fullmatch(text[last_end:m.start()]) and not _RANGE_BEFORE.search(text, 0, last_start):
            # one duration told in two units: "2 minutes 31 seconds", "1 hour and 28 minutes"
            value, first_unit = found[-1]
            found[-1] = (value * _TO_MINUTES[_unit(first_unit)] + _duration_amount(m) * _TO_MINUTES[unit], "minute")
        else:
            found.append((_duration_amount(m), m.group(2)))
            # (a range's first end is in the unit of its last: "14 to 30 days before departure")
            if (start := _RANGE_START.search(text, 0, m.start())) and not _RANGE_BEFORE.search(text, 0, start.start()):
                found.append((float(start.group(1)), m.group(2)))
        last_start, last_end, last_unit = m.start(), m.end(), unit
    # (a quarter said without a number: "once a quarter" is every three months; "fortnightly" is kept a word, which keys
    # its clause: "the fortnightly pop-up lending point")
    found += [(3.0, "month") for m in tx._ONE_PERIOD.finditer(text) if (m.group(1) or m.group(2)).lower() == "quarter"]
    # (and one more of a unit: "with an additional day if the funeral is over 200 miles away" is one day more)
    found += [(1.0, m.group(1)) for m in _ONE_MORE.finditer(text)]
    clocks = [int(m.group(1)) * 60 + int(m.group(2)) + float(m.group(3)) / 60 for m in _CLOCK_DURATION.finditer(text)]
    clocks += [int(m.group(1) or 0) * 60 + int(m.group(2)) + float(m.group(3)) / 60 for m in _PRIME_DURATION.finditer(text)]
    return ({_duration_key(value, unit) for value, unit in found} | {_duration_key(value, "minute") for value in clocks},
            {f"{_duration_amount(m):g}" for m in written}
            | {f"{float(start.group(1)):g}" for m in written if (start := _RANGE_START.search(text, 0, m.start()))}
            | {f"{_duration_amount(m) - 0.5:g}" for m in written if _AND_A_HALF.match(text, m.end(1))})


#: one more of a unit, said without a number beside another length: "with an additional day", "plus an extra week" (not a
#: unit bought: "book an additional hour")
_ONE_MORE = scan.pattern(r"\b(?:with|plus)\s+an?\s+(?:extra|additional)\s+(minute|hour|day|week|month|year)\b", re.IGNORECASE)

#: the units a duration may be told in together, larger first, and what may stand between them
_UNIT_ORDER = {"hour": 2, "minute": 1, "second": 0}

_COMPOUND_GAP = scan.pattern(r"\s*(?:,\s*|\s+and\s+)?")

_RANGE_BEFORE = scan.pattern(r"\d\s*(?:-|–|—|to)\s*$")

#: a range's first end, right before its last: "14 to " of "14 to 30 days" (not a time or an amount: "9am to 5 hours")
_RANGE_START = scan.pattern(r"(?<![\d.,:£$€¥])\b(\d+(?:\.\d+)?)\s*(?:-|–|—|to)\s*$")

#: hours, minutes and seconds: "2:09:41" (no time of day: a clock's time has no seconds in prose)
_CLOCK_DURATION = scan.pattern(r"(?<![\d:.])(\d{1,2}):([0-5]\d):([0-5]\d(?:\.\d+)?)(?![\d:])")

#: minutes and seconds in primes, as race gaps are given: "1' 47\"", "56h 12' 08\""
_PRIME_DURATION = scan.pattern(r"(?<![\w'’])(?:(\d+)\s*h\s+)?(\d{1,2})\s*['’′]\s*([0-5]?\d(?:\.\d+)?)\s*(?:\"|''|”|″)")

_PERCENT = scan.pattern(r"(\d+(?:\.\d+)?)\s*(?:%|per\s*cent|percent)", re.IGNORECASE)

#: (an amount's "pp" is per person: "£55pp")
_POINTS = scan.pattern(r"(?<![£$€¥\d.,])(\d+(?:\.\d+)?)\s*(?:percentage\s+points?|pp)\b", re.IGNORECASE)

#: a clock time: "9:30", "4pm", "12 noon"; a point parts the minutes where am or pm follows ("5.30pm", "10.15am")
_TIME = scan.pattern(r"\b(\d{1,2})(?:[:.]([0-5]\d))?\s*(?:([ap])\.?m\b|(?=\s+(?:noon|midday)\b))"
                     r"|(?<!:)\b(\d{1,2}):(\d{2})\b(?!:\d)", re.IGNORECASE)



def _time_key(m: re.Match[str]) -> str:
    """A clock time's value as "H:MM" on the 24-hour clock, from a match of ``_TIME``: "4pm" -> "16:00"."""
    hour, minute = (m.group(1), m.group(2) or "0") if m.group(1) else (m.group(4), m.group(5))
    pm = (m.group(3) or "").lower() == "p" and int(hour) < 12
    # (twelve in the morning is the first hour of the day: "12:30 a.m." is 0:30)
    midnight_hour = (m.group(3) or "").lower() == "a" and int(hour) == 12
    return f"{0 if midnight_hour else int(hour) + 12 * pm}:{int(minute):02d}"


_DIGIT = scan.pattern(r"\d")

#: a measure's number and unit; case matters: "5 m" is metres, "5 M" no unit; "4G" is no mass
_MEASURE_START = r"(?<![\w.$€£¥,])"

#: (an allowance's word may stand between the number and its unit: "150 free miles per day", "2 extra kg")
_MEASURE_TAIL = (r"((?:(?<=[\s(])[-−])?(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?))\s?-?"
                 r"(?:(?:free|extra|additional|bonus|included|inclusive)\s+)?("
                 + "|".join(re.escape(u) for u in sorted(_MEASURES, key=len, reverse=True)) + r")(?![\w/])"
                 # (meters that are fitted are devices, no length: "12,480 meters were installed")
                 + "".join(r"(?!(?<=" + unit + r")\s+(?:were|are|was|is|have\s+been|has\s+been|had\s+been)\s+"
                           r"(?:\w+ly\s+)?(?:installed|fitted|replaced|read|upgraded|removed|exchanged|connected))"
                           for unit in ("meter", "meters")))

_MEASURE = scan.pattern(_MEASURE_START + _MEASURE_TAIL)

#: a range of one measure: "7-8 mph", "20 to 25 kg"
_MEASURE_RANGE = scan.pattern(_MEASURE_START + r"(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*" + _MEASURE_TAIL)

_TO_DAYS = {"day": 1.0, "week": 7.0}

_TO_MINUTES = {"second": 1 / 60, "minute": 1.0, "min": 1.0, "hour": 60.0, "hr": 60.0}

#: a phone number written in groups with a leading zero: "01326 554120", "0161 555 0192"
_PHONE_NUMBER = scan.pattern(r"(?<![\d.,£$€¥])\b0\d{2,4}(?:\s\d{3,6}){1,2}\b")

#: a capitalised word labelled by a number or a letter ("Version 3.3", "Model 3", "Station B") names its
#: subject, and points at the clause about it as a name does (a question's own numbers are often
#: quantities: "0 to 60 mph")
#: (letters may be joined: "Zone A+B" is no "Zone A")
#: (not a clock time a name opens a timetable's line with: "Juniors 5.45-7.00pm" is the juniors' session, no "Juniors 5.45")
_LABEL = scan.pattern(r"\b([A-Z][a-z]+(?:[A-Z][a-z]+)*)\s+([A-Z](?:\+[A-Z])*|\d+(?:\.\d+){0,2})\b(?![.,:]?\d)"
                      r"(?!\s*[ap]\.?m\b|\s*(?:-|–|—|to)\s*\d{1,2}(?:[.:]\d{2}(?!\d)|\s*[ap]\.?m\b))")


@dataclass(frozen=True)
class _Clause:
    text: str
    #: subject features ("w:<stem>" words, "<kind>:<value>" specifics) and how much each counts here
    features: dict[str, float]
    qualified: frozenset[str]
    values: dict[str, frozenset[str]]
    #: (modifier, head) of the clause's own adjacent words and its own words (``_contrasted``)
    pairs: frozenset[tuple[str, str]] = frozenset()
    noun_pairs: frozenset[tuple[str, str]] = frozenset()  # those that read as a noun phrase
    #: which sentence (or line) of the evidence the clause is part of
    sentence: int = 0
    own_words: frozenset[str] = frozenset()

    #: the stem of each one-word name of the clause and its weight there
    name_stems: dict[str, float] = field(default_factory=dict)
    #: the ages the clause (with what it inherits) is said of: "Children aged 6 to 12: ..." -> ((6, 12),)
    ages: tuple[tuple[float, float], ...] = ()
    #: the passage's title line ("Ashbury Park School - Our staff."): it names what the passage is about
    title: bool = False
    #: a line's key the rest of the line is said under ("Points earned July–December 2025:"): it states no value
    key: bool = False
    #: the names of the key of the clause's line, where the key is all names ("Lady Marion: open top deck, used for the
    #: Lakefront Sunset Cruise"): what each piece of the line is said of
    key_names: frozenset[str] = frozenset()

    @cached_property
    def labelled_kinds(self) -> frozenset[str]:
        """The stems of the kinds the clause names by a label: "studio" for "Studio A"."""
        return frozenset(_stem(f[6:].split()[0]) for f in self.features if f.startswith("label:"))

    @cached_property
    def own_part(self) -> _Clause:
        """The clause without what it inherits (from a listing's lead, a heading, a pronoun's antecedent)."""
        return replace(self, features={f: w for f, w in self.features.items() if w >= 1.0})

    @cached_property
    def occasions(self) -> dict[str, frozenset[str]]:
        """The years, dates, months, weekdays and times the clause gives (``_occasions``)."""
        return _occasions((f for f in self.features if not _separated_count(f, self.text)), years_of_dates=True)

    def weight(self, feature: str, plain: frozenset[str] = frozenset()) -> float:
        """How much the clause says ``feature``; a word the claim writes in lower case (``plain``)
        matches a capitalised word the evidence read as a name ("the fine for littering" / "Littering
        carries a fixed penalty"), a name the claim capitalises does not."""
        found = self.features.get(feature)
        if found is not None:
            return found
        if feature.startswith("w:") and "-" in feature and _written_apart(feature[2:], self.text):
            return 1.0  # a compound the clause writes in words apart: "settle in" says "settling-in"
        if feature.startswith("name:"):  # (a name said in the plural or the singular: "Friends" for "As a Friend")
            alike = next((self.features[f] for f in (feature + "s", feature[:-1] if feature.endswith("s") else "")
                          if f in self.features), None)
            if alike is not None:
                return alike
        if feature.startswith("name:") and re.search(r"(?<!\w)" + re.escape(feature[5:]) + r"(?:e?s)?(?!\w)", self.text):
            # a name the evidence writes where it is read as words: "Portsmouth-Caen" opening a table row
            # (or its plural opening a list line: "Varifocals – from £149" for "Varifocal lenses")
            return min((w for f, w in self.features.items() if f[2:] in tx.content_words(feature[5:])
                        and f.startswith("w:")), default=0.0)
        if feature.startswith("w:") and "-" not in feature and self.compound_heads.get(feature[2:]):
            return self.compound_heads[feature[2:]]  # "Day-pass holders" say "a day pass"
        if feature.startswith("w:") and len(feature) >= 6:
            # the one who does what the claim says is done says it: "Your groomer on the day will be Oliver Baines" for
            # "Oliver Baines will be grooming your dog" (one: "the Greens by co-leaders Maja Ek and Olof Sand" is not
            # who leads the opposition; "cyclists" for "if you cycle")
            agent = max((self.features[feature + suffix] for suffix in ("er", "or", "ist") if feature + suffix in self.features
                         and re.search(r"(?<![\w-])" + re.escape(feature[2:] + suffix) + ("s?" if suffix == "ist" else "")
                                       + r"\b", self.text.lower())),
                        default=0.0)
            if agent:
                return agent
        # (not the kind a labelled name is one of: "the studio" is no "Studio A", which is one studio of several)
        if feature in plain and feature[2:] in self.labelled_kinds:
            return 0.0
        return self.name_stems.get(feature[2:], 0.0) if feature in plain else 0.0

    @cached_property
    def compound_heads(self) -> dict[str, float]:
        """The last word of each compound the clause says, and its weight there: a compound names the thing its last
        word does ("Day-pass holders" say "a day pass"), unless a prefix makes it another ("Co-author Peter Olsen" is no
        lead author)."""
        out: dict[str, float] = {}
        for f, w in self.features.items():
            parts = f[2:].split("-")
            if f.startswith("w:") and len(parts) > 1 and len(parts[0]) >= 3 and parts[0] not in _OTHER_PREFIXES:
                out[parts[-1]] = max(out.get(parts[-1], 0.0), w)
        return out


#: prefixes making a compound another thing than its last word: "sub-contractor", "non-member" (as do all of two letters
#: or fewer: "co-author", "e-bike")
_OTHER_PREFIXES = frozenset(("non", "semi", "sub", "vice", "pre", "post", "anti", "self", "half", "mini", "multi", "inter"))

_LOWER_WORD = scan.pattern(r"[a-z]+")


@lru_cache(maxsize=65536)
def _written_apart(compound: str, text: str) -> bool:
    """Whether ``text`` writes the compound's words one after another without their hyphen ("Babies settle
    in over two weeks" for "the settling-in period"), each as a word of the same stem."""
    if any(part in tx._NUMBER_WORDS or part[:1].isdigit() for part in compound.split("-")):
        return False  # (a number's compound is a value, checked as one: "the number-five batter")
    parts = [_stem(part) or part for part in compound.split("-")]
    words = [_stem(word) or word for word in _LOWER_WORD.findall(text.lower())]
    return any(words[i:i + len(parts)] == parts for i in range(len(words) - len(parts) + 1))


def _unit(word: str) -> str:
    word = word.lower().rstrip("s")
    return {"sec": "second", "min": "minute", "hr": "hour", "h": "hour"}.get(word, word)


def _measure_key(number: str, unit: str) -> str:
    """Equal measures compare equal within the metric system ("1.6 kg" = "1600 g": "g:1600")."""
    base, factor = _MEASURES[unit]
    value = float(number.replace(",", "").replace("−", "-"))
    return f"{base}:{value * factor:.10g}" if factor is not None else f"{base}:{value:g}"


def _in_claimed_range(claim: str, value: str, stated: set[str]) -> bool:
    """Whether ``value`` ends a range of the claim whose other end (or a value between) is ``stated``."""
    for m in _MEASURE_RANGE.finditer(claim):
        low, high = _measure_key(m.group(1), m.group(3)), _measure_key(m.group(2), m.group(3))
        if value in (low, high):
            base, low_value, high_value = low.split(":")[0], float(low.split(":")[1]), float(high.split(":")[1])
            if any(v.split(":")[0] == base and low_value <= float(v.split(":")[1]) <= high_value for v in stated):
                return True
    return False


def _as_written(key: str, text: str) -> str:
    """A measure as ``text`` writes it ("g:1600" -> "1.6 kg")."""
    return next((f"{m.group(1)} {m.group(2)}" for m in _MEASURE.finditer(text) if _measure_key(m.group(1), m.group(2)) == key),
                key.replace(":", " "))


def _duration_key(value: float, unit: str) -> str:
    """Equal durations compare equal: weeks count in days, hours in minutes; months and years are
    kept apart (a month is not a fixed number of days)."""
    unit = _unit(unit)
    if unit in _TO_DAYS:
        return f"days:{value * _TO_DAYS[unit]:g}"
    if unit in ("month", "year"):
        return f"{unit}s:{value:g}"
    return f"minutes:{value * _TO_MINUTES.get(unit, 1.0):g}"


#: a list's enumeration at the start of a line: "1 First of all, ...", "2. Skim the cream", "3) Collect"
#: ("45 W wired charging" is no item 45, nor is "2 Wi-Fi extenders" or "3 PlayStation controllers" an item 2 or 3)
_ENUMERATION = scan.pattern(r"^\s*\d{1,2}(?:\.\d{1,2}(?=\s))?\s*[.)]?\s+(?=[A-Z])(?!(?![AI]\b)[A-Z]{1,3}\b)(?![A-Za-z]+-[A-Z])(?![A-Z][a-z]+[A-Z])"
                            # (nor a count of things a name qualifies: "24 Blue Badge spaces and 12 parent-and-child
                            # spaces")
                            r"(?!(?:[A-Z][\w'’-]*\s+){1,3}[a-z]{3,}s\b)"
                            # (nor of things named in capitals, their name a plural: "4 Ford Transit Customs")
                            r"(?!(?:[A-Z][\w'’-]*\s+){0,3}[A-Z][a-z]*[^\Ws]s\b(?!['’]))"
                            # (nor a date's day: "1 April–30 September")
                            r"(?!(?:" + "|".join(m.capitalize() for m in sorted(tx._MONTHS, key=len, reverse=True))
                            + r")\b)")

#: a term written as a product's name: a number, a capitalised unit, a capitalised word ("5 Year Fixed Rate")
_TERM_LABEL = scan.pattern(r"\b(\d{1,2})[ -](Year|Month|Week|Day|Night)s?\b(?=\s+[A-Z][a-z])")

#: a number hyphenated to a capitalised word is part of a name, not a quantity: "1099-PATR", "COVID-19"
#: a one-to-one session written in figures: "a monthly 1:1 with a mentor", "1-2-1 coaching"
_ONE_TO_ONE = scan.pattern(r"(?<![\d:.])(?:1:1|1-2-1)(?![\d:]|\.\d)")

#: (a month and a day are a date's, no code: "1 Apr–30 Sep", "30-Sep")
_NO_MONTH = r"(?!(?i:" + "|".join(sorted(tx._MONTHS, key=len, reverse=True)) + r")\b)"

_IDENTIFIER = scan.pattern(r"\b\d+-" + _NO_MONTH + r"[A-Za-z]*[A-Z][A-Za-z]*\b|\b" + _NO_MONTH
                           + r"[A-Za-z]*[A-Z][A-Za-z]*-\d+(?:[A-Z]+\d*)?\b"
                           # (and a phone number: "1-800-ASK-USPS", "1-800-275-8777")
                           r"|\b\d{1,3}(?:-[\dA-Z]{3,}){2,}\b"
                           # (and a reference number, which counts nothing: "Shed quote #2231", "Order #10482"; a rank is
                           # shorter: "reached #2")
                           r"|(?<![\w#])#\d{3,}\b"
                           # (or a year's running number, no year and no count: "incident 2024-117", "ticket 2023-0042"; not
                           # a range, which never ends below where it starts: "1000-1200 people")
                           r"|(?<![\w.,/-])\d{4}-(?:\d{3}|0\d{3,})\b(?![-/.]\d)"
                           # (and a code of capitals and digits: "ECON2050", "ISO9001"; not a fiscal year, "FY2024")
                           r"|\b(?!FY\d)[A-Z]{2,}\d{2,}[A-Za-z]?\b"
                           # (or of digits around capitals, a valve's or a part's type: "12AX7", "6L6s")
                           r"|\b\d{1,3}[A-Z]{2,3}\d{1,3}s?\b"
                           # (or a model's number with its letters after: "Janome 2200XT", "Brother 3034D"; not a measure,
                           # "1000W", "256GB")
                           r"|(?<=[A-Za-z]\s)\d{3,5}(?:[A-Z]{2,3}(?<!GB)(?<!MB)(?<!TB)(?<!KB)(?<!KW)(?<!MW)(?<!HZ)(?<!MP)"
                           r"|[DERSXZQUYIO])\b"
                           # (and a network's generation or a dimension: "3G service", "3D printing")
                           r"|\b\d[GD]\b"
                           # (and a product named by its term: "the 5 Year Fixed Rate", "our 12 Month Saver")
                           r"|" + _TERM_LABEL.pattern +
                           # (and an age group or a race's distance: "the under-14s squad", "U12s", "the 10K")
                           r"|\b(?:[Uu]nder|[Oo]ver)-\d{1,2}s\b|" + _GROUP_OR_RACE
                           # (and a one-to-one session, no ratio: "a monthly 1:1 with a mentor", "1-2-1 coaching")
                           + r"|" + _ONE_TO_ONE.pattern
                           # (and a drive's name: "a 4x4 or van")
                           + r"|" + _DRIVE.pattern
                           # (and a route's code: "the express route 1X", "On the 1X,")
                           + r"|" + _ROUTE_CODE.pattern)


def _without_enumeration(text: str) -> str:
    """``text`` without a leading list number: it says which step this is, not a value."""
    return _ENUMERATION.sub("", text)


_DAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")

_DAY = r"(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?"

_DAY_RANGE = scan.pattern(r"\b" + _DAY + r"\s*(?:to|-|–|through|until|till)\s*" + _DAY + r"\b")

#: (a day word opening a name names no days: "Weekend Free gives you free electricity on Saturdays")
_DAY_WORD = scan.pattern(r"\b" + _DAY + r"\b|\b(weekdays?|weekends?|(?:Weekdays?|Weekends?)(?!\s+[A-Z]))\b")

#: days' short names: in a span ("Mon-Tue", "Fri–Sun"), and before a date ("Sat 16 Nov", "Thu, 3 April")
_SHORT_DAY = "(" + "|".join(day[:3].capitalize() for day in _DAY_NAMES) + ")"
#: the short names ``_SHORT_DAY`` and ``_DAY_BEFORE_DATE`` match, each opening with one of these
_SHORT_DAY_NAMES = tuple(day[:3].capitalize() for day in _DAY_NAMES)

_SHORT_DAY_KEY = scan.pattern(r"(?:^|\n)[\W_]*" + _SHORT_DAY + r"\.?(?:\s*(?:·|\||:)"
                              # (or a dash before what the line says of it: "Thu – Lemon drizzle loaf (£6.00)")
                              + r"|\s+[-–—]\s+(?!" + _SHORT_DAY + r"\b)(?=[A-Za-z]))")

_SHORT_DAY_RANGE = scan.pattern(r"\b" + _SHORT_DAY + r"\s*[-–]\s*" + _SHORT_DAY + r"\b")

#: a short day's name beside the hours it gives: before them ("Wed 9–8, Thu 9–6") or after them ("8am–8pm Mon–Fri,
#: 9am–6pm Sat")
_SHORT_DAY_HOURS = scan.pattern(r"\b" + _SHORT_DAY + r"\.?,?\s+(?=\d{1,2}(?:[:.]\d\d)?\s*(?:[ap]\.?m\.?)?\s*(?:[-–]|to\b))")
#: short days' names listed together: "Sat & Sun 1:00pm–4:00pm", "(Mon, Wed & Fri)"
_SHORT_DAY_RUN = scan.pattern(r"\b" + _SHORT_DAY + r"(?:\.?\s*(?:&|and|,)\s*" + _SHORT_DAY + r")+\b")

_SHORT_DAY_WORD = scan.pattern(r"\b" + _SHORT_DAY + r"\b")

_HOURS_SHORT_DAY = scan.pattern(r"(?:(?<=\d[ap]m)|(?<=\d\d:\d\d))\s+" + _SHORT_DAY + r"\b(?!\s*[-–])")


def _day_number(name: str) -> int:
    """1 (Monday) to 7 for a day's name, full or short ("Thurs")."""
    return next(index for index, day in enumerate(_DAY_NAMES, start=1) if day.startswith(name[:3].lower()))


def _day_span(first: str, last: str) -> list[int]:
    """The days from ``first`` to ``last``, round the weekend where it wraps ("Fri-Mon")."""
    start, end = _day_number(first), _day_number(last)
    return list(range(start, end + 1)) if start <= end else [*range(start, 8), *range(1, end + 1)]


def _weekdays(text: str) -> frozenset[str]:
    """The days of the week a text names, as "1" (Monday) to "7": "Monday to Friday" and "weekdays"
    are five, "weekends" two ("Recycling is collected every other Thursday")."""
    out: set[int] = set()
    # (every pattern but the last two needs a day's short name with its capital)
    short_days = any(day in text for day in _SHORT_DAY_NAMES)
    out.update(_day_number(m.group(1)) for m in (_DAY_BEFORE_DATE.finditer(text) if short_days else ()))
    for m in _SHORT_DAY_RANGE.finditer(text) if short_days else ():
        out.update(_day_span(m.group(1), m.group(2)))
    # (a short day's name keying a row or a line is that day: "Sun | 11am – 4pm", "Sat: 9am–5pm")
    out.update(_day_number(m.group(1)) for m in (_SHORT_DAY_KEY.finditer(text) if short_days else ()))
    out.update(_day_number(m.group(1)) for pattern in ((_SHORT_DAY_HOURS, _HOURS_SHORT_DAY) if short_days else ())
               for m in pattern.finditer(text))
    out.update(_day_number(day.group(1)) for m in (_SHORT_DAY_RUN.finditer(text) if short_days else ())
               for day in _SHORT_DAY_WORD.finditer(m.group(0)))
    # (and one standing where a day is said: "on the first Fri of the month", "Wed Dev" in a rota, "Mon mornings")
    out.update(day for _, _, day in (tx.short_day_spans(text) if short_days else ()))
    lowered = text.lower()
    if "day" not in lowered and "week" not in lowered:
        return frozenset(str(d) for d in out)  # every day's name ends in "day" (the patterns are slow)
    for m in _DAY_RANGE.finditer(text):
        out.update(_day_span(m.group(1), m.group(2)))
    for m in _DAY_WORD.finditer(_DAY_RANGE.sub(" ", text)):
        if m.group(1):
            out.add(_day_number(m.group(1)))
        else:
            out.update(range(1, 6) if m.group(2).lower().startswith("weekday") else (6, 7))
    return frozenset(str(d) for d in out)


#: month names as written capitalised, in full ("Sept" and "May" too) and with their three-letter forms
_MONTH_NAMES_RE = "|".join(m.capitalize() for m in tx._MONTHS if len(m) > 3 or m == "may")

_MONTH_ABBREVIATIONS_RE = "|".join(m.capitalize() for m in tx._MONTHS if len(m) > 2)

#: a month named alone, not as part of a date ("each July", "from May to September"), never before a name
#: ("June Carter"); "May" only where it reads as the month (``_MAY_MONTH``)
_BARE_MONTH = scan.pattern(r"\b(?:" + _MONTH_NAMES_RE
                           + r")\b(?!\s+[A-Z])")

_MAY_MONTH = scan.pattern(r"(?:\b(?:in|of|from|until|till|to|through|since|by|each|every|early|late|mid|last|next|this|and|or|"
                          r"between)\s+|[-–]\s*)$")

#: a span of months: "from November to February", "May–September", "between April and June"
_MONTH_SPAN = scan.pattern(r"\b(?:from\s+|between\s+)?(" + _MONTH_ABBREVIATIONS_RE
                           + r")\s*(?:to|-|–|through|until|till|and)\s*(" + _MONTH_ABBREVIATIONS_RE
                           + r")\b")


def _months(text: str) -> frozenset[str]:
    """The months a text names alone, not as part of a date, by number ("7"): "issued each July", "open
    from May to September" (every month of a span: "November to February" is 11, 12, 1 and 2)."""
    # (a span may abbreviate its months: "Jul–Sep")
    if not _MONTH_WORD.search(text) and "Sept" not in text and not _MONTH_SPAN.search(text):
        return frozenset()
    spans = [(s, e) for s, e, _ in tx._date_spans(text)]
    out: set[int] = set()
    for m in _MONTH_SPAN.finditer(text):
        if any(s <= m.start(1) < e or s <= m.start(2) < e for s, e in spans) or (
                m.group(0).lower().startswith(("from", "between")) is False and " and " in m.group(0)):
            continue  # a date's month ("from 14 March to 30 June") or two months listed ("May and June")
        first, last = tx._MONTHS[m.group(1).lower()], tx._MONTHS[m.group(2).lower()]
        out.update(range(first, last + 1) if first <= last else [*range(first, 13), *range(1, last + 1)])
    for m in _BARE_MONTH.finditer(text):
        if m.group(0) == "May" and not (_MAY_MONTH.search(text, 0, m.start())
                                        or re.match(r"\s*(?:to|-|–|through|until)\s*[A-Z]", text[m.end():])):
            continue  # "May" as a verb or a name
        if not any(s <= m.start() < e for s, e in spans):
            out.add(tx._MONTHS[m.group(0).lower()])
    return frozenset(str(month) for month in out)


#: a fraction, no count: "1/16", "3/4" (not a date's day and month with its year, "12/05/2025", nor "24/7")
_FRACTION = scan.pattern(r"(?<![\d/.])([1-9]|1[0-6])/(2|3|4|8|16|32)(?![\d/])")

#: "Zero" in a name, no number: "Net Zero", "Ground Zero"; and a number word opening a name: "the Four Counties Ring",
#: "the Three Peaks Challenge" (not a month's day: "Four May")
_NUMBER_WORD_IN_NAME = scan.pattern(r"\b([A-Z][a-z]+\s+)Zero\b|(?<![^\s(\"'‘“])(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|"
                         r"Eleven|Twelve)(?=\s+(?!(?:" + "|".join(m.capitalize() for m in tx._MONTHS) + r")\b)[A-Z][a-z])")

#: a length said in words without a number: "a full hour", "half an hour" (not a rate's "an hour": "£12 an hour")
#: (and in quarters: "an hour and a quarter", "three quarters of an hour", "the first quarter of an hour")
_SPOKEN_DURATION = scan.pattern(r"\b(?:a|one)\s+(?:full|whole)\s+(hour|day|week|month|year)\b|\bhalf\s+an\s+hour\b"
                                # (one of a unit owned by what lasts it: "a week's notice", "a month's trial"; not "a day's
                                # parking", which is a rate)
                                r"|\ba\s+(day|week|month|year)(?=['’]s\s+(?:notice|warning|grace|trial|wait|break|holiday|"
                                r"leave|rest|stay|supply|cover|free\s+trial)\b)"
                                # (and an hour of something done: "an hour of free play on the field"; not one priced,
                                # which is a rate: "An hour of one-to-one tuition online costs £36")
                                r"|\ban\s+(hour)(?=\s+of\s)(?![^.;,]{0,60}\b(?:costs?|costing|is|are|comes\s+to|will\s+be|"
                                r"at)\s+(?:just\s+|only\s+)?[£$€¥]\s?\d)"
                                r"|\ban\s+hour\s+and\s+a\s+(?:half|quarter)\b|\b(?:(?:a|one|three)[\s-])?quarters?\s+of\s+an\s+hour\b",
                                re.IGNORECASE)

_SPOKEN_DURATIONS = {"half an hour": "30 minutes", "an hour and a half": "90 minutes", "an hour and a quarter": "75 minutes",
                     "a quarter of an hour": "15 minutes", "one quarter of an hour": "15 minutes", "quarter of an hour": "15 minutes",
                     "three quarters of an hour": "45 minutes", "three-quarters of an hour": "45 minutes"}

#: "an hour" said as how long a thing takes: "takes around an hour" (not a rate: "£12 an hour")
#: (or how long it is: "at an hour long")
_ABOUT_AN_HOUR = scan.pattern(r"\b((?:about|around|roughly|approximately|nearly|almost|over|under|within|takes?|took|"
                              r"lasts?|lasted|just)\s+)an\s+(hour)\b(?!\s+and\s+a\s+(?:half|quarter))(?![\w-])"
                              r"|\b(at\s+|is\s+|are\s+)an\s+(hour)(?=\s+long\b)", re.IGNORECASE)

#: a number written as two words: "forty-five", "twenty one"
_COMPOUND_WORD = r"(?:" + "|".join(tx._TENS) + r")[-\s](?:" + "|".join(tx._UNITS) + r")"

#: a compound number word counting a unit of time: "forty-five minutes", "twenty one days"
_COMPOUND_COUNT_OF_UNIT = scan.pattern(r"\b" + _COMPOUND_WORD + r"(?=[\s-]+(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|"
                                       r"months?|years?)\b)", re.IGNORECASE)

#: "an hour" told with its minutes: "an hour and forty-five minutes", "an hour and 20 mins"
_AN_HOUR_AND_MINUTES = scan.pattern(r"(?<![\d%]\s)\ban\s+hour(?=\s+and\s+(?:\d{1,2}|[a-z]+)\s+min(?:ute)?s?\b)", re.IGNORECASE)


def _word_number(said: str) -> int:
    """A number written in words, one or two of them: "twelve" -> 12, "forty-five" -> 45."""
    words = re.split(r"[-\s]+", said.strip().lower())
    if len(words) == 2:
        return tx._NUMBER_WORDS[words[0]] + tx._UNITS.index(words[1]) + 1
    return _DURATION_WORDS[words[0]]


def _in_figures(match: re.Match[str]) -> str:
    """A number word matched alone, in figures: "forty-five" -> "45"."""
    return str(_word_number(match.group(0)))


#: a share written in words: "Twenty-five per cent", "ten percent"
_SHARE_IN_WORDS = scan.pattern(r"\b(?:" + _COMPOUND_WORD + "|" + "|".join(
    sorted(set(_DURATION_WORDS) - {"zero", "hundred"}, key=len, reverse=True)) + r")(?=\s+(?:per\s*cent|percent)\b)",
                               re.IGNORECASE)

_MONEY_WORD = scan.pattern(r"\b(?:pounds?|dollars?|euros?|pence)\b", re.IGNORECASE)
#: an amount in words or figures and its currency's name: "twelve pounds", "20 dollars" (not a weight: "5 pounds of")
_MONEY_IN_WORDS = scan.pattern(r"(?<![\w£$€.,])(\d+(?:\.\d\d)?|" + _COMPOUND_WORD + "|"
                               + "|".join(sorted(tx._NUMBER_WORDS, key=len, reverse=True)) + r")\s+(pounds?|dollars?|euros?|pence)\b"
                               r"(?!\s+of\b)", re.IGNORECASE)
_CURRENCY_SIGNS = {"pound": "£", "dollar": "$", "euro": "€"}


def _money_with_sign(match: re.Match[str]) -> str:
    """"twelve pounds" -> "£12", "fifty pence" -> "50p"."""
    said = match.group(1).lower()
    value = said if said[0].isdigit() else str(_word_number(said))
    if match.group(2).lower() == "pence":
        return f"{value}p"
    return _CURRENCY_SIGNS[match.group(2).lower().rstrip("s")] + value


#: hours and minutes written short: "2h 25m", "1h10min"
_HOURS_MINUTES = scan.pattern(r"\b(\d{1,3})\s?h\s?([0-5]?\d)\s?m(?:in|ins)?\b")
#: minutes and seconds written short: "52 min 40 s", "38m 05s"
_MINUTES_SECONDS = scan.pattern(r"\b(\d{1,3})\s?m(?:in|ins)?\s+([0-5]?\d)\s?s(?:ec|ecs)?\b")

#: times said by their names, as a clock says them
_NAMED_TIMES = {"midnight": "0:00", "noon": "12:00", "midday": "12:00"}
#: (not one naming a thing with the capitalised words after it: "the Midnight Skate", "the Noon Recital")
_NAMED_TIME = scan.pattern(r"\b(?:midnight|noon|midday|MIDNIGHT|NOON|MIDDAY)\b"
                           r"|\b(?:Midnight|Noon|Midday)\b(?!\s+[A-Z][a-z])")


#: a share of a sum said as a fraction of it: "half the cost", "a quarter of the total", "three-quarters of your fee"
_SHARE_OF_SUM = scan.pattern(r"\b(half|(?:a|one)[\s-]quarter|three[\s-]quarters|(?:a|one)[\s-]tenth)\s+(?:of\s+)?(?=(?:the|your|its|their|"
                             r"our)\s+(?:(?:full|total|whole|overall|original|quoted|treatment|booking|course|remaining|"
                             r"outstanding)\s+)?(?:cost|price|fee|fees|total|amount|balance|bill|fare|rent|premium|charge|"
                             r"value|quote)s?\b)", re.IGNORECASE)

_SHARES_OF_SUMS = {"half": "50%", "quarter": "25%", "quarters": "75%", "tenth": "10%"}

#: a span of clock times with "am" or "pm" after its end only: "6:30-7:30pm", "9:30 - 11:45am", "from 6:30 to 8:30pm",
#: "Mondays 7–8pm"
_SHARED_MERIDIEM = scan.pattern(r"(?<![\d.,:/£$€])\b((\d{1,2})(?:[:.][0-5]\d)?)(\s*(?:[-–]|to)\s*)((\d{1,2})(?:[:.][0-5]\d)?\s*)"
                                r"([ap]\.?m)\b", re.IGNORECASE)  # ("6:30 to 8:30 p.m." too)


#: a size of two sides in one unit: "35 x 45 mm", "20×30cm", "600 by 400 mm"
_SIZE = scan.pattern(r"\b(\d+(?:\.\d+)?)(?:\s*[x×]\s*|\s+by\s+)(\d+(?:\.\d+)?)\s*(mm|cm|m|km|in|inches|ft|feet)\b")


@lru_cache(maxsize=16384)
def _values(text: str) -> dict[str, frozenset[str]]:
    """The specifics of a text by kind, normalised so equal values compare equal ("passage 2" and
    "Method 1" label parts of a text, "1 First, ..." enumerates a list, "1099-PATR" is a name: their numbers are not values,
    ``text.strip_labels``, ``_without_enumeration``, ``_IDENTIFIER``)."""
    clean = tx.normalise_ws(_without_enumeration(tx.strip_labels(text)))
    names = _name_words(clean)
    versions = _versions(clean)
    clean = _VERSION.sub(" ", clean) if versions else clean
    # (a season's end year written short is no count: "2019–20" is the 2019 season)
    if _DIGIT.search(clean):  # (each of these needs a digit)
        clean = _HOURS_MINUTES.sub(r"\1 hours \2 minutes", _SPLIT_YEAR.sub(r"\1", _IDENTIFIER.sub(" ", clean)))
        clean = _MINUTES_SECONDS.sub(r"\1 minutes \2 seconds", clean)
    # (days listed before the month they share are each a date of it: "Saturdays 7 and 14 June")
    clean = tx.each_day_with_its_month(clean)
    # (an amount written in words is that amount: "twelve pounds" is £12)
    clean = _MONEY_IN_WORDS.sub(_money_with_sign, clean) if _MONEY_WORD.search(clean) else clean
    # (a length counted by a compound number word is that number: "forty-five minutes" is 45 minutes, not 40 and 5)
    clean = _COMPOUND_COUNT_OF_UNIT.sub(_in_figures, clean) if "-" in clean or " " in clean else clean
    # (and a share in words is that share: "Twenty-five per cent" is 25%)
    clean = _SHARE_IN_WORDS.sub(_in_figures, clean) if "cent" in clean.lower() else clean
    # (and "one" counting a thing beside a count of more of it is 1: "two points for a win and one point for a draw")
    clean = _ones_in_figures(clean)
    # (a share of a sum said as a fraction is that share: "a quarter of the cost" is 25% of it)
    clean = _SHARE_OF_SUM.sub(lambda m: _SHARES_OF_SUMS[re.split(r"[\s-]", m.group(1).lower())[-1]] + " of ", clean) \
        if "alf" in clean or "uarter" in clean or "enth" in clean else clean
    # (a time told by the part of the day is that time: "until 8 o'clock in the evening" is until 8pm)
    clean = tx.spoken_clock_in_figures(clean)
    clean = _SPOKEN_DURATION.sub(lambda m: _SPOKEN_DURATIONS.get(re.sub(r"\s+", " ", m.group(0).lower()),
                                                                    f"1 {next((g for g in m.groups() if g), '')}"),
                                 clean)
    # ("an hour" before the minutes it is told with is one hour: "an hour and forty-five minutes")
    clean = _AN_HOUR_AND_MINUTES.sub("1 hour", clean)
    clean = _ABOUT_AN_HOUR.sub(lambda m: f"{m.group(1) or m.group(3)} 1 {m.group(2) or m.group(4)}", clean)
    # (each side of a size is measured in its unit: "35 x 45 mm" is 35 mm by 45 mm, no count of 35)
    clean = _SIZE.sub(r"\1 \3 by \2 \3", clean)
    # (a span of clock times shares its closing "am" or "pm" where it runs forward: "Mondays 7:45-8:45pm" starts at 7:45pm)
    clean = _SHARED_MERIDIEM.sub(lambda m: f"{m.group(1)}{m.group(6)}{m.group(3)}{m.group(4)}{m.group(6)}"
                                 if int(m.group(2)) <= int(m.group(5)) < 12 else m.group(0), clean)
    months = _months(clean)
    # (a time said by its name is that time: "all guests must have left by midnight")
    named_times = frozenset(_NAMED_TIMES[m.group(0).lower()] for m in _NAMED_TIME.finditer(clean))
    if not _DIGIT.search(clean):
        # every quantity pattern needs a digit; only spelled-out numbers ("six") and names remain
        spelled_durations, _ = _durations(clean)  # "one month's notice"
        # (a number is a duration's where it is written as one, and a count elsewhere: "includes three fittings, usually
        # spaced about three weeks apart")
        blanked = clean
        for m in _DURATION.finditer(clean):
            blanked = blanked[:m.start()] + " " * (m.end() - m.start()) + blanked[m.end():]
        spelled = frozenset(f"{n:g}" for n in tx.extract_numbers(_NUMBER_WORD_IN_NAME.sub(r"\1    ", blanked),
                                                                 include_dates=False))
        return {"amount": frozenset(), "percent": frozenset(), "points": frozenset(), "duration": frozenset(spelled_durations),
                "date": frozenset(), "month": months, "number": spelled, "time": named_times, "measure": frozenset(),
                "weekday": _weekdays(clean), "version": versions, "name": names}
    percents = {f"{float(m.group(1)):g}" for m in _PERCENT.finditer(clean)}
    points = {f"{float(m.group(1)):g}" for m in _POINTS.finditer(clean)}
    durations, duration_numbers = _durations(clean)
    found_amounts = tx.extract_amounts(clean)
    amounts = {f"{cur}{value:g}" for cur, value in found_amounts}
    as_amounts = Counter(f"{value:g}" for _, value in found_amounts)
    dates = {str(d) for d in tx.extract_dates(clean)}
    numbers = {f"{n:g}" for n in tx.extract_numbers(clean, include_dates=False)}
    times, time_numbers = set(), set()
    for m in _TIME.finditer(clean):
        hour, minute = (m.group(1), m.group(2) or "0") if m.group(1) else (m.group(4), m.group(5))
        times.add(_time_key(m))
        time_numbers |= {f"{float(hour):g}", f"{float(minute):g}"}
    measures = {_measure_key(m.group(1), m.group(2)) for m in _MEASURE.finditer(clean)}
    measure_numbers = {f"{abs(float(m.group(1).replace(',', '').replace('−', '-'))):g}" for m in _MEASURE.finditer(clean)}
    # (a number is a percentage's, a duration's, a time's or a measure's where it is written as one: "an
    # eight-year-old ... 8 tablets" states the count 8 too)
    spans = [m.span() for pattern in (_PERCENT, _POINTS, _DURATION, _CLOCK_DURATION, _PRIME_DURATION, _TIME, _MEASURE)
             for m in pattern.finditer(clean)]
    blanked = _NUMBER_WORD_IN_NAME.sub(r"\1    ", clean)  # ("the Department for Energy Security and Net Zero" counts nothing)
    # (nor does a fraction: "violins in fractional sizes from 1/16 to 3/4")
    blanked = _FRACTION.sub(lambda m: " " * len(m.group(0)), blanked)
    for start, end in spans:
        blanked = blanked[:start] + " " * (end - start) + blanked[end:]
    # (an amount's numeral is no number of its own, unless the text writes it apart too: "earn 1 point for every £1")
    counted = Counter(f"{n:g}" for n in tx.extract_numbers(blanked, include_dates=False))
    numbers = {n for n, times in counted.items() if times > as_amounts[n]}
    return {"amount": frozenset(amounts), "percent": frozenset(percents), "points": frozenset(points),
            "duration": frozenset(durations), "date": frozenset(dates), "month": months, "number": frozenset(numbers),
            "time": frozenset(times) | named_times, "measure": frozenset(measures), "weekday": _weekdays(clean),
            "version": versions, "name": frozenset(names)}


def _ones_in_figures(text: str, beside: str = "") -> str:
    """The text with "one" written as 1 where it counts one of a thing beside a count of more of it, in the text or in
    ``beside`` ("two points for a win and one point for a draw"; "one adult" where the evidence counts "2 adults"): a
    count there, where alone it is often none ("one of our tutors", "one-off")."""
    if "one" not in text.lower():
        return text
    def more_of(noun: str, said: str) -> bool:
        return re.search(r"(?:\b\d+|" + _SPELLED_COUNT + r")\s+" + re.escape(noun) + r"e?s\b", said, re.IGNORECASE) is not None

    # (beside, only where the evidence writes the one in figures too, or joined to its thing: "1 adult + 2 children",
    # "a one-night sleepover ... three nights under canvas"; not "A single cat pen")
    return _ONE_OF_A_THING.sub(lambda m: f"1 {m.group(1)}" if more_of(m.group(1).lower(), text) or (
        re.search(r"(?:\b1\s+|(?<![\w-])one-)" + re.escape(m.group(1).lower()) + r"\b", beside, re.IGNORECASE)
        and more_of(m.group(1).lower(), beside)) else m.group(0), text)


#: "one" counting the thing after it: "one point", "one child"
_ONE_OF_A_THING = scan.pattern(r"(?<![\w-])one\s+([a-z]{3,})\b(?!-)", re.IGNORECASE)

_SPELLED_COUNT = r"\b(?:" + "|".join(w for w in tx._NUMBER_WORDS if w != "zero") + r")"


#: a plain number with the words around it: "12 engineers", "three layers", "8 mph", "Form 1040", "4th floor",
#: "boxes 1", "1099-PATR", "the two.", "employs 1,200"
_COUNT = scan.pattern(r"(?:\b([^\W\d_]+)\s+(?:of\s+)?)?(?<![\w.$€£¥])(?P<number>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|"
                      # (a unit may be written onto the number: "53.2p per day")
                      # (words are whole with their accents: "4 canapés")
                      # (a number word whole, the longest first and a compound one as one: "fourteen" is no "four",
                      # "twenty-four" no "twenty")
                      + r"(?:" + "|".join(tx._TENS) + r")-(?:" + "|".join(tx._UNITS) + r")|"
                      + "|".join(sorted(tx._NUMBER_WORDS, key=len, reverse=True)) + r")(?:st|nd|rd|th)?(?:\b|(?=[A-Za-z]))"
                      # (not past a dash between spaces, which opens what the number is made of: "need just 5 - oats,
                      # butter, ...")
                      r"(?:(?!\s+-\s)\s*-?\s*([^\W\d_]+))?",
                      re.IGNORECASE)

#: "old" after a number of years: an age
_OLD_AFTER = scan.pattern(r"[\s-]+old\b")

#: what separates the numbers of one list: "1,2,3, and 5", "2 or 3"
_LISTED_AFTER = scan.pattern(r"\s*,?\s*(?:(?:and|or|&)\s+)?", re.IGNORECASE)

#: a number's neighbours: the stem of the content word after it (what it counts: "145 people") and
#: of the one before it (what it labels or what is done with it: "Terminal 5", "employs 145"), "" when
#: there is none
Count = tuple[str, str]

#: what a count counts when no word says ("there were 12", "between 30 and 40")
UNCOUNTED: Count = ("", "")

#: "the two" with no noun after it refers back to things already named: no value of its own
REFERENCE: Count = ("<reference>", "")

_SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}


#: what a number done in a period may count: "four times a week", "two sessions a week", "three classes per week"
_SESSION_WORDS = frozenset(("times", "sessions", "session", "classes", "lessons", "trainings"))
_A_PERIOD = scan.pattern(r"\s+(?:a|per|each|every)\s+(?:day|week|fortnight|month|year|term|season)\b", re.IGNORECASE)


@lru_cache(maxsize=16384)
def _counted(text: str) -> dict[str, frozenset[Count]]:
    """For each plain number of a text, the words around it (``Count``): "64 degrees" -> ("degre", ""),
    "Form 1040" -> ("", "form"), "employs 145 people" -> ("peopl", "employ"); ``UNCOUNTED`` when
    neither says anything, ``REFERENCE`` for "the two". Numbers of different things are not two
    values of one fact (``_same_thing``)."""
    out: dict[str, set[Count]] = {}
    clean = _without_enumeration(tx.strip_labels(text))
    previous: tuple[int, Count] | None = None  # where the last number ended, what it counted
    for match in _COUNT.finditer(clean):
        before, number, after = (match.group(1) or ""), match.group(2).lower(), match.group(3) or ""
        amount = float(_word_number(number)) if number[0].isalpha() else float(number.replace(',', ''))
        if after.lower() in _SCALES:  # "120 million cubic metres": the value is 1.2e+08, "million" counts nothing
            # (the plural after it counts what a number in figures would: "2.4 million homes" counts homes)
            counted = re.match(r"\s+([a-z][a-z'’-]*s|people|children|men|women)\b", clean[match.end():])
            amount, after = amount * _SCALES[after.lower()], counted.group(1) if counted else ""
        elif after.lower() in _PREPOSITIONS_AFTER:  # "seats 14 around a single table" counts no "around"
            after = ""
        value = f"{amount:g}"
        count: Count = (_stem(after), _stem(before))
        if after.lower() in _SESSION_WORDS and _A_PERIOD.match(clean, match.end()):
            # (how often a thing is done in a period counts its sessions, whatever it calls them: "trains four times a
            # week" is "has four sessions a week")
            count = ("session", count[1])
        if after.lower() in ("year", "years") and _OLD_AFTER.match(clean, match.end()):
            count = ("", "age")  # an age: "at least 8 years old" is the "minimum age 8"
        elif before.lower() == "least" and after.lower() in ("", "and", "or", "to") \
                and re.search(r"\bbe\s+at\s+$", clean[:match.start(1)]):
            count = ("", "age")  # (what a person must be at least, counting nothing: "Dog walkers must be at least 18")
        elif before.lower() in ("further", "another", "additional") and _VERB_AFTER_COUNT.fullmatch(after):
            count = UNCOUNTED  # (more of what the last clause counted: "A further 2,875 came to us about debt")
        elif (not after or after.lower() in tx.STOPWORDS) and _COLLECTIVE.fullmatch(before) \
                and re.search(r"\bof\s+$", clean[:match.start("number")]):
            count = UNCOUNTED  # (a group's size counts its members, whatever they are: "split into lab groups of 7")
        if count == UNCOUNTED and before.lower() == "the" and not after and number.isalpha():
            count = REFERENCE
        if count == UNCOUNTED and previous and _LISTED_AFTER.fullmatch(clean, previous[0], match.start("number")):
            count = previous[1]  # "boxes 1,2,3, and 5": each counts boxes
        previous = (match.end("number"), count)
        out.setdefault(value, set()).add(count)
        # a word describing what is counted counts it too: "68 quieter rooms", "18 registered players"
        # (and so does the first half of a compound: "20 first-year students")
        # (and so does a name before a plural: "6 Premium accounts"; not initials, "2 LGV examiners" are no other examiners)
        noun = _NOUN_AFTER_ADJECTIVE.match(clean, match.end()) if _COUNT_ADJECTIVE.fullmatch(after) or (
            after and clean.startswith("-", match.end())) or (
            after[:1].isupper() and not after.isupper() and _PLURAL_AFTER.match(clean, match.end())) else None
        if noun and _stem(noun.group(1)):
            out[value].add((_stem(noun.group(1)), count[1]))
            # (and a plural after a second describing word: "48 reclining leather seats")
            plural = _PLURAL_AFTER.match(clean, noun.end())
            if plural and plural.group(1) not in tx.STOPWORDS and _stem(plural.group(1)):
                out[value].add((_stem(plural.group(1)), count[1]))
    return {value: frozenset(counts) for value, counts in out.items()}


#: a word for a group of people or things, whose size "of 7" counts its members
_COLLECTIVE = scan.pattern(r"(?:group|team|class|batch|set|pack|squad|cohort|part|bundle|crew|pod|bubble|table)(?:s|es|ies|y)?",
                           re.IGNORECASE)

_PLURAL_AFTER = scan.pattern(r"\s+([a-z]{3,}s)\b(?!-)")

#: a verb after a count, which counts nothing: "came", "were", "attended"
_VERB_AFTER_COUNT = scan.pattern(r"(?:" + _IRREGULAR_PAST + r"|were|was|are|have|had|[a-z]{3,}ed)", re.IGNORECASE)


#: prepositions a number may stand before, which are never what it counts
_PREPOSITIONS_AFTER = frozenset(("around", "across", "along", "among", "behind", "beneath", "beside", "besides", "beyond",
                                 "inside", "near", "outside", "throughout", "toward", "towards", "upon", "via", "within",
                                 "without"))

#: a word before what a number counts: a comparative, a participle or a common adjective ("quieter", "registered",
#: "9 parking spaces")
_COUNT_ADJECTIVE = scan.pattern(r"[a-z]{3,}(?:ier|er|est|ed|ing)|(?:new|additional|extra|standard|private|double|single|"
                                r"large|small|full|free|separate|main|spare|premium|dedicated|indoor|outdoor|guided|"
                                r"modern|quiet|spacious|public|local|active|current|annual|permanent|temporary|"
                                # (and words saying they are told apart: "18 different species")
                                r"different|distinct|individual|various|unique)")

#: (past a compound before it: "20 incoming first-year students")
_NOUN_AFTER_ADJECTIVE = scan.pattern(r"(?:-[a-z]+)*\s+(?:[a-z]+(?:-[a-z]+)+\s+)?([a-z]{3,})\b(?!-)")

#: words counting people in general, which one text says of the same people as another does ("enrolled 412
#: adults" / "412 participants")
_PEOPLE = frozenset(_stem(w) for w in (
    "people persons person adults children patients participants subjects volunteers individuals respondents "
    "enrollees residents members users customers clients visitors attendees voters applicants guests players learners "
    "students pupils delegates "
    # (a booking's places are the people it takes: "max 10 places" is "limited to ten people"; not a "620-seat" hall's
    # seats, which size it)
    "places spaces spots").split())


def _same_thing(claimed: frozenset[Count], other: frozenset[Count]) -> bool:
    """Whether two numbers can be values of one fact: one says nothing of what it is; both count the
    same thing ("64 degrees" and "8 mph" do not, "reached" before both or not); or, where one does not
    say what it counts, the word before them agrees ("Terminal 5" / "Terminal 2", "employs 145" /
    "employs 320 people"). Never a back-reference ("between the two")."""
    other = other - {REFERENCE}
    if not other:
        return False
    if not claimed or UNCOUNTED in claimed or UNCOUNTED in other:
        return True
    for counts, before in claimed:
        for other_counts, other_before in other:
            if counts and other_counts:
                if counts == other_counts or {counts, other_counts} <= _PEOPLE:
                    return True
            elif before and before == other_before:
                return True
    return False


#: a month's name as a name (capitalised: "the march" is no month)
_MONTH_WORD = scan.pattern(r"\b(?:" + _MONTH_NAMES_RE + r")\b")

#: "2nd", "3rd" (a date's day aside: "May 2nd", "2nd of May")
_ORDINAL_FIGURE = scan.pattern(r"(?<![\w.,])([1-9]|1[0-2])(?:st|nd|rd|th)\b", re.IGNORECASE)


def _ordinal_figures(text: str) -> list[str]:
    """The ordinals written in figures that are no day of a month, as words: "2nd" -> "second"."""
    def of_a_month(m: re.Match[str]) -> bool:
        before, after = text[:m.start()].split()[-1:], text[m.end():].split()[:2]
        near = [w.strip(",.").lower() for w in before + after if w.lower() != "of"][:2]
        return any(w in tx._MONTHS for w in near)
    return [tx.ORDINAL_WORDS[int(m.group(1)) - 1] for m in _ORDINAL_FIGURE.finditer(text) if not of_a_month(m)]


#: a number joined to the noun it sizes names a model or a kind: "the 15-inch model", "a 3-bedroom house"
#: (not a duration or a measure, which are values: "a 30-day trial", "a 2-litre bottle")
_SIZED = scan.pattern(r"(?<![\d.,])\b(\d+(?:\.\d+)?)-([a-z]+)\b(?=\s+[A-Za-z])")

_PRICE_OR_SHARE = scan.pattern(r"[£$€¥]\s?\d|\d\s?%")

#: a size after "the" names the variant it sizes as a label does: "the 5.0 Ah battery", "the 500 ml bottle"
_NAMED_SIZE = scan.pattern(r"\bthe\s+(\d+(?:\.\d+)?)\s?(?!(?:st|nd|rd|th|am|pm|a\.m|p\.m|hrs?|mins?|secs?|days?|wks?|yrs?)\b)"
                           r"([A-Za-z]{1,4})\s+(?=[a-z])", re.IGNORECASE)


@memoised_copies(list)
def _labels(text: str) -> list[tuple[str, str]]:
    """(word, label) of each labelled name: "Version 3.3" -> ("Version", "3.3"), "Station B" -> ("Station", "b"),
    "15-inch model" -> ("inch", "15")."""
    named = [(word, _label_value(label)) for word, label in _LABEL.findall(text) if word.lower() not in _NOT_NAMES]
    # (a label noun names its thing in lower case too: "fixed in version 4.2.1", "from platform 4")
    named += [(word.capitalize(), _label_value(label)) for word, label in _LOWER_LABEL.findall(text)]
    # (and by a number word in capitals: "Division One", "Stage Two"; the plural naming several: "Divisions Two and Three")
    named += [(singular.capitalize(), f"{_LABEL_NUMBER_WORDS[number.lower()]}") for word, number in _WORD_LABEL.findall(text)
              if (singular := word.lower() if word.lower() in _LABEL_NOUNS else word.lower()[:-1]) in _LABEL_NOUNS]
    named += [(m.group(1)[:-1].capitalize(), f"{_LABEL_NUMBER_WORDS[m.group(2).lower()]}")
              for m in _PLURAL_WORD_LABELS.finditer(text) if m.group(1)[:-1].lower() in _LABEL_NOUNS]
    # a label's number under its word's initial, as a code writes it: "Priority 2" is "P2", "Q3" a quarter's
    codes = [(word[0].upper(), label) for word, label in named if label[0].isdigit() and len(word) > 1] + [
        (letter, f"{float(number):g}") for letter, number in _CODE.findall(text)] + [
        # (and capitals naming a series, the number its generation: "SMETS1" and "SMETS2" meters)
        (letters, f"{float(number):g}") for letters, number in _SERIES_CODE.findall(text)]
    hyphened = _SIZED.findall(text)
    sized = [(word, f"{float(number):g}") for number, word in hyphened + _NAMED_SIZE.findall(text)
             if _stem(word) not in _SPECIFIC_WORDS and not _DURATION.match(f"{number} {word}")]
    # (a length before a noun names the variant beside a price or a share: "The 10-hour package is $650", "a 30-hour
    # block gets 15% off"; alone it is what is said, "a 60-minute grace period for vans")
    if _PRICE_OR_SHARE.search(text):
        sized += [(word, f"{float(number):g}") for number, word in hyphened if _DURATION.match(f"{number} {word}")]
    # "v4.0" is "Version 4.0"
    versions = [("Version", f"{float(number):g}") for number in _SHORT_VERSION.findall(text)]
    # a product named by its term ("the 2 Year Fixed Rate") and a network by its generation ("4G", "5G")
    terms = [(m.group(2), f"{float(m.group(1)):g}") for m in _TERM_LABEL.finditer(text)]
    generations = [("G", number) for number in _GENERATION.findall(text)]
    # a house's number names it: "3 Beech Grove" is not "5 Beech Grove"
    addresses = [(street, f"{float(number):g}") for number, street in _ADDRESS.findall(text)]
    return named + codes + sized + versions + terms + generations + addresses


#: capitals and a number written on to them, a generation of a series: "SMETS2"
_SERIES_CODE = scan.pattern(r"\b([A-Z]{2,6})(\d{1,3})\b")

#: a number and the street it is on: "42 Market Street", "3 Beech Grove"
_ADDRESS = scan.pattern(r"(?<![\d£$€¥.,])\b(\d{1,4})[A-Za-z]?,?\s+(?:[A-Z][a-z'’]+\s+){1,3}(Street|St|Road|Rd|Avenue|Ave|Lane|"
                        r"Terrace|Court|Grove|Way|Place|Close|Drive|Square|Crescent|Gardens|Row|Hill|Parade|Walk|Mews|"
                        r"Boulevard|Blvd)\b")

#: a span of numbered things: "Grades 1–4", "Bands 5 and above", "levels 3 to 5"
_LABEL_SPAN = scan.pattern(r"\b([A-Za-z]+)\s+(\d{1,3}|K)\s*(?:(?:-|–|—|to)\s*(\d{1,3})\b|(?:and|or)\s+"
                           r"(above|over|higher|upwards|onwards|below|under|lower)\b"
                           # (or a bound of its own: "From Grade 6 upwards")
                           r"|(upwards|onwards)\b)", re.IGNORECASE)


#: a span of labels by their letters: "categories A–C", "Bands D to F"
_LETTER_SPAN = scan.pattern(r"\b([A-Za-z]+)\s+([A-Z])\s*(?:-|–|—|to)\s*([A-Z])\b")

#: a label's number, a dash between spaces and a number: what a line keys, no span ("Stage 1 – 6 swimmers")
_KEYING_DASH = scan.pattern(r"[A-Za-z]+\s+\d{1,3}\s+[-–—]\s+\d{1,3}")


def _label_span_clauses(claim: str, units: Sequence[_Clause]) -> tuple[set[int], set[int], frozenset[str]]:
    """(clauses said of a span of labels holding the claim's label, clauses said only of spans without it, the
    numbers of the claim's labels some span holds) for labels with a label noun ("Grade 6" against "Grades 1–4"
    and "Grades 5 and above")."""
    # (school years only where the claim names one year: "Football Club is open to Years 1–2" states its span)
    spanned_years = any(_span_noun(_span_groups(m)[0]) == "year" for m in _LABEL_SPAN.finditer(claim))
    claimed = {(_span_noun(word), float(number) if number[0].isdigit() else float(ord(number.upper())))
               for word, number in _labels(claim)
               if _span_noun(word) and re.fullmatch(r"\d+(?:\.\d+)?|[A-Za-z]", number)
               and not (spanned_years and _span_noun(word) == "year")}
    # (and a label said by its ordinal before its noun: "a seventh-grade class", "7th grade" is Grade 7)
    claimed |= {(_span_noun(m.group(2)), float(_ordinal_number(m.group(1)))) for m in _ORDINAL_LABEL.finditer(claim)
                if _span_noun(m.group(2)) and not (spanned_years and _span_noun(m.group(2)) == "year")}
    inside: set[int] = set()
    outside: set[int] = set()
    covered: set[str] = set()
    for i, clause in enumerate(units) if claimed else ():
        # (a dash between spaces after one label keys its value, it spans nothing: "Stage 1 – 6 swimmers")
        # (a division below another has a higher number: "Division 2 and below" holds Division 3)
        spans = [(_span_noun(word), float(low), float(high) if high else math.inf
                  if (end.lower() in _UPWARDS) != (_span_noun(word) in _RANKED_DOWNWARDS) else 0.0)
                 for m in _LABEL_SPAN.finditer(clause.text) for word, low, high, end in [_span_groups(m)]
                 if _span_noun(word) and not (word.lower() == _span_noun(word) and _KEYING_DASH.fullmatch(m.group(0)))]
        # (and letters: "categories A–C")
        spans += [(_span_noun(word), float(ord(low)), float(ord(high)))
                  for word, low, high in _LETTER_SPAN.findall(clause.text) if _span_noun(word)]
        spans = [(word, min(low, high), max(low, high)) for word, low, high in spans]
        for word, number in claimed:
            theirs = [(low, high) for w, low, high in spans if w == word]
            if any(low <= number <= high for low, high in theirs):
                inside.add(i)
                covered.add(f"{number:g}")
            elif theirs:
                outside.add(i)
    return inside, outside - inside, frozenset(covered)


#: a label said by its ordinal before its noun: "seventh-grade", "7th grade", "the third Division"
_ORDINAL_LABEL = scan.pattern(r"\b(" + "|".join(tx.ORDINAL_WORDS) + r"|\d{1,2}(?:st|nd|rd|th))[\s-]+([a-z]+)\b", re.IGNORECASE)


def _ordinal_number(said: str) -> int:
    """The number of an ordinal in words or figures: "seventh" 7, "7th" 7."""
    return int(said[:-2]) if said[0].isdigit() else tx.ORDINAL_WORDS.index(said.lower()) + 1


def _span_noun(word: str) -> str:
    """The label noun a word is (``_label_noun``), or a school year written as one: "Year 4" is in "Years 3 to 6"."""
    return _label_noun(word) or ("year" if word[:1].isupper() and word.lower() in ("year", "years") else "")


def _span_groups(match: re.Match[str]) -> tuple[str, str, str, str]:
    """(label word, low, high, open end) of a ``_LABEL_SPAN`` match, "" for what it does not say."""
    word, low, high, end, own_end = match.groups(default="")
    # (kindergarten is the grade before the first: "grades K–5")
    return word, "0" if low == "K" else low, high, end or own_end


_UPWARDS = frozenset(("above", "over", "higher", "upwards", "onwards"))

#: label nouns ranked from the top, the lower ones numbered higher
_RANKED_DOWNWARDS = frozenset(("division",))


def _label_noun(word: str) -> str:
    """The label noun a word is, singular ("Grades" -> "grade", "classes" -> "class", "categories" -> "category"),
    else ""."""
    lower = word.lower()
    return next((w for w in (lower, lower[:-1], lower[:-2], lower[:-3] + "y") if w in _LABEL_NOUNS
                 and (w == lower or lower.endswith("s"))), "")  # ("categories" -> "category")


#: words whose number names the thing ("Form 4835", "Version 3", "Terminal 5"), never counts it ("Silva 27")
_LABEL_NOUNS = frozenset(("form schedule box version model terminal gate route line platform room section article chapter "
                          "table figure page step level grade band stage unit lot phase block building floor bus flight exit "
                          "highway interstate class category type tier zone series episode season act part volume issue "
                          "question item rule regulation clause paragraph appendix annex term semester instalment "
                          "installment payment round module session lesson division").split())

#: (or by a letter: "band C", "zone B"; not the pronoun: "the table I booked")
_LOWER_LABEL = scan.pattern(r"\b(" + "|".join(sorted(_LABEL_NOUNS | {"release"}))
                            + r")\s+(\d+(?:\.\d+){0,2}|(?!I\b)[A-Z]\d?)\b(?![.,:]?\d)")

#: a label noun and its number in a capitalised word: "Division One", "Stage Two"
_LABEL_NUMBER_WORDS = {word: number for word, number in _DURATION_WORDS.items() if 1 <= number <= 12}
_WORD_LABEL = scan.pattern(r"\b([A-Za-z][a-z]+)\s+(" + "|".join(w.capitalize() for w in _LABEL_NUMBER_WORDS) + r")\b(?![-'’])")
#: the last number word of a plural label noun's listing: "Three" of "Divisions Two and Three"
_PLURAL_WORD_LABELS = scan.pattern(r"\b([A-Za-z][a-z]+s)\s+(?:(?:" + "|".join(w.capitalize() for w in _LABEL_NUMBER_WORDS)
                                   + r")(?:,\s+|\s+))+(?:and|or|&)\s+(" + "|".join(w.capitalize() for w in _LABEL_NUMBER_WORDS)
                                   + r")\b")

#: a capital and a number written together as a code: "P2", "Q3", "H1"
_CODE = scan.pattern(r"(?<![\w.-])([A-Z])(\d{1,2})(?![\w.-])")


def _label_value(label: str) -> str:
    """A label's number as compared ("3.30" is 3.3; "4.2.1" stays as written), its letter in lower case."""
    if not label[0].isdigit():
        return label.lower()
    return f"{float(label):g}" if label.count(".") <= 1 else label


#: a release's number: three or four parts ("3.2.0", "10.4.1.2"), any with a "v" before it ("v2.4", "v12"), or a
#: series ("3.x", "2.4.x"); one value of its own kind, never a number ("5.0.1" is not five)
_VERSION = scan.pattern(r"(?<![\w.])(?:[vV](\d+(?:\.\d+){0,3}(?:\.[xX])?)|(\d+(?:\.\d+){2,3})|(\d+(?:\.\d+){0,2}\.[xX]))"
                        r"(?![\w.]*\d)(?!\w)")


def _versions(text: str) -> frozenset[str]:
    """The release numbers of a text as written, without their "v" ("v2.4.0" -> "2.4.0"; "3.X" -> "3.x")."""
    return frozenset((m.group(1) or m.group(2) or m.group(3)).lower() for m in _VERSION.finditer(text))


_GENERATION = scan.pattern(r"\b(\d)G\b")

_SHORT_VERSION = scan.pattern(r"(?<![\w.])[vV](\d+(?:\.\d+)?)(?:\.\d+)*\b")

#: where a value starts: a digit, a currency, a month name ("may" only before a day: "may approve" is no date)
#: (a digit after a letter is part of a name's code: "API v1", "the A380")
_VALUE_START = scan.pattern(r"(?<![A-Za-z\d])\d|[£$€¥]|\b(?:" + "|".join(m for m in tx._MONTH_RE.split("|") if m != "may")
                            + r")\b|\bmay\b(?=\s+\d)", re.IGNORECASE)

#: a model's number: after a name written in capitals inside ("ProDesk 400") or before another part of the name
#: or the verb ("the Pixelon 8 Pro has", "Pixelon 8 has"), not a keyed value ("Dubai 7 hours")
_MODEL_NUMBER = scan.pattern(r"(?:\b[A-Z][a-z]+[A-Z]\w*|\b[A-Z][a-z]+(?=\s+\d+(?:\.\d+)?\s+(?:[A-Z]|(?:has|have|is|are|was|were|will|can|comes|"
                             r"costs|offers|includes|features|ships|runs|uses|supports|weighs|lasts|holds|sells|retails|"
                             r"provides|needs|takes|charges)\b)))\s+\d+(?:\.\d+)?\b(?![.,:]?\d|\s*%)")


@lru_cache(maxsize=16384)
def _naming_numbers(text: str) -> frozenset[str]:
    """The numbers of a text that name a model or a size of a thing ("the Solenne 5 Max", "a 6.8-inch screen"), or a
    house ("Job summary – 27 Elm Road")."""
    return frozenset(f"{float(m.group(1)):g}" for m in (*_SIZED.finditer(text), *_NAMED_SIZE.finditer(text))
                     if not _DURATION.match(f"{m.group(1)} {m.group(2)}")) | {
        f"{float(m.group(0).split()[-1]):g}" for m in _model_numbers(text)} | {
        f"{float(m.group(1)):g}" for m in _NAMED_CELL.finditer(text)} | {
        f"{float(number):g}" for number, _ in _ADDRESS.findall(text)}


#: the units a size counts the people of: a 49-seat coach carries 49 passengers
_SEATS = frozenset({"seat", "seater", "person", "passenger", "guest", "berth"})


def _sized_counts(text: str, nouns: frozenset[str]) -> frozenset[str]:
    """The numbers of the text's sizes in the unit the claim counts ("a 49-seat executive coach" for passengers): counts
    of those things, no names."""
    return frozenset(f"{float(m.group(1)):g}" for m in _SIZED.finditer(text) if (unit := _stem(m.group(2))) in nouns
                     or unit in _SEATS and nouns & _SEATS) if nouns else frozenset()


#: a table cell that is a name and its number, nothing more: "Hub 4", "Hub 4 Pro" under "Router"
_NAMED_CELL = scan.pattern(r"(?:^|(?<=·\s))[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\s+(\d+(?:\.\d+)?)(?:\s+[A-Z][a-z]+)*\s*"
                           r"(?=\s·|$)")


def _model_numbers(text: str) -> list[re.Match[str]]:
    """Each model's name and number in a text ("Pixelon 8"), a word that is no name aside ("The 8")."""
    return [m for m in _MODEL_NUMBER.finditer(text) if m.group(0).split()[0].lower() not in _NOT_NAMES]


#: a year naming which of a thing is meant, no value said of it: "Bookings for the 2025 season open on ..."
_YEAR_NAMING = scan.pattern(r"(?<=\bthe\s)(?:19|20)\d\d(?:/\d{2}(?:\d{2})?)?(?=\s+[a-z])", re.IGNORECASE)

#: a year opening a name after a word that is no preposition: "Our flagship 2020 Estate Red" (not "In 2020 Revenue")
_YEAR_IN_NAME = scan.pattern(r"\b([a-z]+)\s((?:19|20)\d\d)(?=\s+[A-Z][a-z]+\s+[A-Z])")

_BEFORE_A_YEAR = frozenset("in by to of or and for since from until during after before than".split())


def _first_value(piece: str, start: int) -> re.Match[str] | None:
    """Where a piece's first value starts at or after ``start``; a model's number is part of its name."""
    # (and a label keying its line: "Unit 2: 5-year lease, no break, 6 months rent free")
    # (and a house's number: "Viewings for 3 Beech Grove are handled by ...")
    models = [m.span() for m in _model_numbers(piece)] + [
        m.span() for m in _LABEL.finditer(piece) if m.group(1).lower() in _LABEL_NOUNS or piece[m.end():m.end() + 1] == ":"] + [
        m.span() for m in _ADDRESS.finditer(piece)] + [
        m.span() for m in _YEAR_NAMING.finditer(piece)] + [
        m.span(2) for m in _YEAR_IN_NAME.finditer(piece) if m.group(1) not in _BEFORE_A_YEAR] + [
        # (and an age group's: "Under-18s can enter the Mini route for £10" says its value of the Mini route)
        m.span() for m in _AGE_GROUP.finditer(piece)]
    return next((m for m in _VALUE_START.finditer(piece, start) if not any(a <= m.start() < b for a, b in models)),
                None)


#: a season or a financial year written with its end's last digits: "2023/24", "2024-25"
_SPLIT_YEAR = scan.pattern(r"\b((?:19|20)\d\d)[/-]\d\d\b(?![/-]\d)")

_MONTH_NAMES = {index: max((n for n, i in tx._MONTHS.items() if i == index), key=len) for index in range(1, 13)}


def _range_number(written: str) -> tuple[str, float]:
    """A range end's currency or percent sign and its amount: "$1,000" -> ("$", 1000.0)."""
    sign = written[0] if written[0] in "£$€¥" else "%" if written.endswith("%") else ""
    amount = float(written.strip("£$€¥%k").replace(",", "")) * (1000 if written.endswith("k") else 1)
    return sign, amount


def _compound_number(written: str) -> str:
    return f"{float(written):g}" if written[0].isdigit() else f"{tx._NUMBER_WORDS[written.lower()]:g}"


def _float_or_none(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def _date_words(date: tx.DateMention) -> str:
    """A date as a reason writes it: "3 January 2026"."""
    return " ".join(str(part) for part in (date.day, _MONTH_NAMES.get(date.month or 0, "").capitalize() or None,
                                           date.year) if part)


#: a weekday written with its date: "Tuesday 17 June", "Monday, 26 August 2024", "Friday June 6"
_DAY_AND_DATE = scan.pattern(r"\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:[a-z]*day)?\.?,?\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:"
                             + _MONTH_ABBREVIATIONS_RE + r")|(?:" + _MONTH_ABBREVIATIONS_RE
                             + r")\s+\d{1,2}(?:st|nd|rd|th)?)\b(?:,?\s+\d{4})?", re.IGNORECASE)  # ("Wed 25 Dec" too)


def _dates_with_weekdays(text: str) -> set[frozenset[str]]:
    """The (``weekday:``, ``date:``) feature pairs of each weekday a text writes with its date."""
    pairs: set[frozenset[str]] = set()
    for match in _DAY_AND_DATE.finditer(text):
        values = _values(match.group(0))
        pairs.update(frozenset({f"weekday:{day}", f"date:{date}"}) for day in values["weekday"] for date in values["date"])
    return pairs


_AGE_NUMBER = r"(\d{1,3}|" + "|".join(sorted(tx._NUMBER_WORDS, key=len, reverse=True)) + r")"

#: an age a text says a thing holds by: "94% had received their first dose by age 2", "at the age of 5"
#: an age a thing holds from: "from age 10", "from the age of 65"
#: (a number word too: "from age ten")
_AGE_FROM = scan.pattern(r"\b(?:from|minimum|min\.)\s+(?:the\s+)?age(?:\s+of)?\s+" + _AGE_NUMBER
                         + r"\b(?!\s*(?:(?:up\s+)?to|-|–)\s*\d)",
                         re.IGNORECASE)  # ("from age 16", and a class's "minimum age 12")

#: an age a thing is for at most: "maximum age 17"
_AGE_UP_TO = scan.pattern(r"\b(?:maximum|max\.)\s+age(?:\s+of)?\s+" + _AGE_NUMBER + r"\b(?!\s*(?:to|-|–)\s*\d)",
                          re.IGNORECASE)

_AGE_REACHED = scan.pattern(r"\b(?:by|at)\s+(?:the\s+)?age(?:\s+of)?\s+" + _AGE_NUMBER + r"\b(?!\s*(?:to|-|–)\s*\d)",
                            re.IGNORECASE)

#: an age group named by its bound: "over-60s", "the under 5s" (60 and older, younger than 5)
_AGE_GROUP = scan.pattern(r"\b(over|under)[-\s](\d{1,2})s\b", re.IGNORECASE)

#: someone said to be past or short of an age: "If you're over 60", "she is under 16"
_BEING_AGED = scan.pattern(r"\b(?:you['’]re|you\s+are|i['’]m|i\s+am|they['’]re|they\s+are|(?:he|she)['’]s|(?:he|she)\s+is)"
                           r"\s+(over|under)\s+(\d{1,2})\b(?!\s*(?:%|per\b|[a-z£$€]))", re.IGNORECASE)

#: the ages a text is said of: "aged 10 to 15", "Children 6-12", "4–6 years", "over 12", "16 years and over", "under 6"
#: (in words too: "children aged two to four")
# (its last age after "up to" or "through" too: "aged 5 up to 16")
_AGE_SPAN = scan.pattern(r"\b(?:aged|ages|children|adults|age)\s+(?:between\s+)?" + _AGE_NUMBER
                         + r"\s*(?:(?:up\s+)?to|through|-|–|(?<=\d)\s+and|(?<=[a-z])\s+and)\s*"
                         + _AGE_NUMBER + r"\b"
                         r"|\b(\d{1,3})\s*(?:to|-|–)\s*(\d{1,3})\s+years?\b(?!\s+(?:of|ago|after|before|later))", re.IGNORECASE)

#: a row keyed by a number of years alone: "2 years · 1:5" (under "Age group", an age)
_AGE_CELL = scan.pattern(r"\s*(\d{1,2})(?:\s*(?:to|-|–)\s*(\d{1,2}))?\s+(years?|months?)\s*·")

#: an age group with its ages in brackets: "teens (13–17)", "juniors (8-12 yrs)" (not months: "babies (0–18 months)")
#: the groups a bracket may give the ages of, one or many: "Teen (12–17)", "Juniors (5-11)"
_AGE_GROUPS = (r"teens?|teenagers?|child|children|kids?|juniors?|youths?|adults?|seniors?|students?|pupils?|players?|"
               r"infants?|toddlers?")

_AGE_BRACKET = scan.pattern(r"\b(?:" + _AGE_GROUPS + r")\s*"
                            r"\(\s*(\d{1,2})\s*(?:to|-|–)\s*(\d{1,2})\s*(?:y(?:ea)?rs?\.?|years?\s+old)?\s*\)", re.IGNORECASE)

#: an open bound of ages in brackets after a group: "Child (under 12)", "Senior (65+)", "Adult (18 and over)"
_AGE_BRACKET_OPEN = scan.pattern(r"\b(?:" + _AGE_GROUPS + r")\s*\(\s*(?:(under|below)\s+(\d{1,2})|(\d{1,2})\s*(?:\+|and\s+over|"
                                 r"or\s+over))\s*(?:y(?:ea)?rs?\.?|years?\s+old)?\s*\)", re.IGNORECASE)

_AGE_OPEN = scan.pattern(r"\b(?:aged|child(?:ren)?|bab(?:y|ies)|infants?|toddlers?|adults?|age[sd]?|people|person|patients?|drivers?|"
                         r"riders?|passengers?|travell?ers?|students?|pupils?|players?|members?|customers?|those|anyone|"
                         r"visitors?|guests?)\s+(?:over|above|under|below)\s+"
                         + _AGE_NUMBER + r"\b"
                         # ("Under 2s" heading a column of fees)
                         r"|\b(over|under)\s+(\d{1,3})\s*(?:years|s\b|:|$)|\b" + _AGE_NUMBER
                         + r"\s+(?:years\s+)?(?:and|or)\s+(?:over|older|above)\b"
                         # ("aged 11 or under", "2 years +")
                         r"|\b(?:aged\s+)?" + _AGE_NUMBER + r"\s+(?:years\s+)?(?:and|or)\s+(?:under|younger|below)\b"
                         r"|\b(\d{1,3})\s*(?:years?\s*\+|\+\s*years?\b)"
                         # ("aged 16+", and who they are: "Adults 16+.")
                         r"|\b(?:aged?|ages|adults?|juniors?|teens?|children|players|riders|members)\s+(\d{1,3})\+", re.IGNORECASE)

#: ages said as who is that old, one or two joined ("two-year-olds", "three- and four-year-olds", "3-to-5-year-olds")
_YEAR_OLDS = scan.pattern(r"\b" + _AGE_NUMBER + r"(?:-\s*(and|or|to|&)\s*-?" + _AGE_NUMBER + r")?-years?-olds?\b",
                          re.IGNORECASE)


def _age_ranges(text: str) -> tuple[tuple[float, float], ...]:
    """The ages a text is said of, as (lowest, highest): "Children aged 6 to 12" -> ((6, 12),), "Adults and
    children over 12" -> ((13, inf),), "Do not give to children under 6" -> ((0, 5),)."""
    lower = text.lower()
    if "ag" not in lower and "year" not in lower and "child" not in lower and "adult" not in lower \
            and "over" not in lower and "under" not in lower and "+" not in lower and "(" not in lower:
        return ()
    # (two ages joined by "and" are a span's ends only "between" them: "aged between 4 and 15")
    out = [(_age_number(m.group(1) or m.group(3)), _age_number(m.group(2) or m.group(4))) for m in _AGE_SPAN.finditer(text)
           if " and" not in m.group(0).lower() or "between" in m.group(0).lower()]
    out += [(float(m.group(1)), float(m.group(2))) for m in _AGE_BRACKET.finditer(text)]
    out += [(0.0, float(m.group(2)) - 1) if m.group(1) else (float(m.group(3)), math.inf)
            for m in _AGE_BRACKET_OPEN.finditer(text)]
    for m in _AGE_OPEN.finditer(text):
        if m.group(1):
            word = m.group(0).split()[-2].lower()
            number = _age_number(m.group(1))
        elif m.group(3):
            word, number = m.group(2).lower(), float(m.group(3))
        elif m.group(4):
            word, number = "over", _age_number(m.group(4)) - 1  # "16 years and over": 16 and older
        elif m.group(5):
            word, number = "under", _age_number(m.group(5)) + 1  # "aged 11 or under": 11 and younger
        else:
            word, number = "over", float(m.group(6) or m.group(7)) - 1  # "2 years +", "aged 16+"
        out.append((number + 1, math.inf) if word in ("over", "above") else (0.0, number - 1))
    out += [(_age_number(m.group(1)), _age_number(m.group(1))) for m in _AGE_REACHED.finditer(text)]
    for m in _YEAR_OLDS.finditer(text):
        first, joined_by, second = m.group(1), m.group(2), m.group(3)
        if second and joined_by.lower() == "to":
            out.append((_age_number(first), _age_number(second)))
        else:
            out += [(_age_number(age), _age_number(age)) for age in (first, second) if age]
    out += [(_age_number(m.group(1)), math.inf) for m in _AGE_FROM.finditer(text)]
    out += [(0.0, _age_number(m.group(1))) for m in _AGE_UP_TO.finditer(text)]
    out += [(float(m.group(2)), math.inf) if m.group(1).lower() == "over" else (0.0, float(m.group(2)) - 1)
            for m in _AGE_GROUP.finditer(text)]
    out += [(float(m.group(2)) + 1, math.inf) if m.group(1).lower() == "over" else (0.0, float(m.group(2)) - 1)
            for m in _BEING_AGED.finditer(text)]
    return tuple(out)


def _age_number(written: str) -> float:
    """An age written in digits or words ("11", "three")."""
    return float(written) if written[0].isdigit() else float(tx._NUMBER_WORDS[written.lower()])


#: (two dates joined by "and" are a span after "between" only: "Closed 25 & 26 December and 1 January" lists them)
_BETWEEN = scan.pattern(r"\bbetween\s+$", re.IGNORECASE)

#: (a deadline is no span: "must be paid in full by 15 November" says nothing of January)
_SPAN_OPENING = scan.pattern(r"\b(before|after)\s+(?:the\s+)?$", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _spanned_months(text: str, open_ended: bool = False) -> frozenset[str]:
    """The months wholly or partly inside the spans of dates a text gives: "between 1 March and 31 May" -> March, April,
    May; with ``open_ended``, "before 1 March" -> January, February and "after 31 May" -> June to December."""
    spans = tx._date_spans(text)
    months: set[int] = set()
    paired: set[int] = set()
    for i, ((begin, end, first), (start, _, last)) in enumerate(zip(spans, spans[1:], strict=False)):
        if first.month and last.month and (_SPAN_LINK.fullmatch(text[end:start]) or re.fullmatch(
                r"\s*and\s*", text[end:start]) and _BETWEEN.search(text, 0, begin)):
            months |= {(first.month - 1 + step) % 12 + 1 for step in range((last.month - first.month) % 12 + 1)}
            paired |= {i, i + 1}
    for i, (start, _, date) in enumerate(spans):
        opening = _SPAN_OPENING.search(text, 0, start)
        if not open_ended or i in paired or not opening or not date.month:
            continue
        if opening.group(1).lower() == "before":
            months |= set(range(1, date.month + (1 if (date.day or 1) > 1 else 0)))
        else:
            months |= set(range(date.month + (1 if (date.day or 1) >= 28 else 0), 13))
    return frozenset(str(month) for month in months)


def _months_of(dates: frozenset[str]) -> frozenset[str]:
    """The months of dates that give one ("1993-9-13" -> "9")."""
    return frozenset(d.split("-")[1] for d in dates if d.count("-") == 2 and d.split("-")[1].isdigit())


def _years(dates: frozenset[str]) -> frozenset[str]:
    """The years of dates that give one ("1993-9-13" -> "1993")."""
    return frozenset(d.split("-")[0] for d in dates if d.split("-")[0].isdigit())


#: the kinds of specific that say when something holds: a clause giving another of them is about
#: another occasion ("in 2024" / "in 2022", "Saturday" / "Monday to Friday", "in February" / "in March")
_OCCASIONS = ("year", "date", "month", "weekday", "time", "now", "season", "relative", "school")


def _occasions(features: Iterable[str], *, years_of_dates: bool) -> dict[str, frozenset[str]]:
    """The occasion values of a set of features by kind (``_OCCASIONS``); a date also gives its year
    with ``years_of_dates`` (a clause dated 15 June 2022 is of the claim's "in 2022")."""
    out: dict[str, set[str]] = {}
    for feature in features:
        kind, _, value = feature.partition(":")
        if kind == "number" and _is_year(value):
            out.setdefault("year", set()).add(value)
        elif kind == "date":
            out.setdefault("date", set()).add(value)
            if years_of_dates:
                out.setdefault("year", set()).update(_years(frozenset([value])))
        elif kind in _OCCASIONS:
            out.setdefault(kind, set()).add(value)
    return {kind: frozenset(values) for kind, values in out.items()}


def _date_stated(claimed: str, stated: frozenset[str]) -> bool:
    """Whether a date the evidence states without a part ("?-4-15", 15 April) is the claim's date
    ("1912-4-15"), or the claim leaves out a part the evidence states: every part both give agrees,
    and they share the month and one more."""
    parts = claimed.split("-")
    for other in stated:
        theirs = other.split("-")
        if len(theirs) != 3 or len(parts) != 3:
            continue
        both = [(a, b) for a, b in zip(parts, theirs, strict=True) if a != "?" and b != "?"]
        if all(a == b for a, b in both) and len(both) >= 2 and parts[1] != "?" and parts[1] == theirs[1]:
            return True
    return False


def _is_year(value: str) -> bool:
    return value.isdigit() and 1500 <= int(value) <= 2199


def _separated_count(feature: str, text: str) -> bool:
    """Whether a year-like number of ``text`` is written only with a thousands separator there: a count
    ("Pochard · 2,115"), no year of an occasion."""
    value = feature[7:] if feature.startswith("number:") else ""
    return _is_year(value) and not _written_year(value, text) and f"{value[0]},{value[1:]}" in text


def _written_year(value: str, text: str) -> bool:
    """Whether ``text`` writes ``value`` as a year: a number written with a thousands separator is a
    count ("seats 2,150", "2,100 in manufacturing")."""
    return _is_year(value) and bool(re.search(rf"(?<!\d)(?<!\d[,.]){value}(?!\d|[,.]\d)", text))
