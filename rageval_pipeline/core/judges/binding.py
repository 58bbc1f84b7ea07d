"""Facts bound to their subject: a number, date, amount or name supports a claim only where the
evidence says it about the claim's subject.

"Members pay £20 per class; non-members pay £35. Children under 10 attend free." does not support
"Non-members pay £10 per class" — 10 occurs, but about children. How the judge tells:

1. The evidence is cut into clauses: sentences, ``;``, list items, table rows (one row = one clause),
   ", while/whereas/but". A row inherits its table's header row (a row stating several values is cut
   into cells, each under its column), a list line its heading line ("Ticket prices:"), a sentence
   going on with "it", "they", "he", "she" or "the rate" the words of what the last one was about. A clause stating several values of one kind is cut again before each
   of them at ", " / "and" / "or" ("6 months for permanent staff and 3 months for contractors");
   the later pieces inherit, at a lower weight, the words that lead the clause ("The probation
   period is"), since they are said about it too; so does a short ";" clause that leaves out what its
   value is about ("team leads may approve up to $1,000; directors up to $25,000").
2. For each specific of the claim — a currency amount (the currency must agree: £ is not $), a
   percentage (not "percentage points"), another number, a date, a duration (days/weeks/months/
   years/hours/minutes with exact conversions only: 2 weeks = 14 days, never months to days) or a
   capitalised name — the judge finds, among the clauses stating a value of that kind, the one
   most about the claim's *subject*: the claim's other content words (rarer words weigh more, a
   name most, and so does a number labelling it: "Version 3.3"; the claim's other specifics a
   little), where a qualifier on one side only
   ("non-members" vs "members", "semi-final" vs "final") makes it another subject.
3. If that clause states another value of the kind and not the claim's, while the claim's value
   occurs only in clauses clearly about something else, the claim conflicts with the evidence:
   "£10 for Non-members; the context gives £35". Plain numbers conflict only when they count or
   name the same thing (the word after them, else the one before: "64 degrees" is not contradicted
   by "8 mph", "Terminal 5" is by "Terminal 2", "employs 145" by "employs 320 people"); a list's
   enumeration ("3 Collect the cream") and a back-reference ("between the two") state no value; a
   name the claim itself mentions is never "the other value".

What it leaves to the other checks: a claim whose subject the evidence does not clearly speak of
(under half the subject's weight found), a value the subject's clause says nothing of its kind about
(an omission is not a contradiction), and near ties between clauses (a paraphrase must not read as a
conflict).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache

from rageval_pipeline.core.judges import text as tx

#: a clause ends at ";" and before a contrasting ", while/whereas/but" (sentences and lines first)
_CLAUSE_BREAK = re.compile(r";\s*|,\s+(?=(?:while|whereas|but)\b)", re.IGNORECASE)
#: where a clause listing several values of one kind may be cut; never before a relative clause
#: (", which constitutes one ticket at $1000" says its value about what the clause just named)
_LIST_BREAK = re.compile(r",\s+(?!(?:which|who|whom|whose|where)\b)|\s+and\s+|\s+(?=(?:but|whereas|while)\s)"
                         # (a second charge added to a first: "a course fee of €160 plus a materials fee of €45")
                         r"|(?<=\d)\s+plus\s+(?=(?:a|an)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:fee|charge|deposit|cost|levy|"
                         r"surcharge|supplement)\b)"
                         # alternatives, each with its own value: "14 standard muffins or about 36 mini muffins"
                         r"|(?<=[a-z])\s+or\s+(?=(?:(?:about|around|roughly|up\s+to|nearly|almost)\s+)?[\d£$€¥])"
                         # (or after a value, another thing with its own: "a morning slot starting at 9am or an
                         # afternoon slot starting at 1pm")
                         r"|(?:(?<=\d)|(?<=\d[ap]m)|(?<=%))\s+or\s+(?=(?:a|an|the)\s)"
                         # (and alternatives each with its value in brackets: "a half day (4 hours) or a full day (8
                         # hours)")
                         r"|(?<=\))\s+or\s+(?=[^()]{1,40}\([^()]*\d[^()]*\))"
                         # a change told in steps: "fell to 4.1% in February before rising to 4.4% in March"
                         r"|\s+(?=(?:before|after|then)\s+[a-z]+ing\b)"
                         # one thing after another, each with its own value: "a 2-hour river cruise ... followed by a
                         # 40-minute guided walk"
                         r"|,?\s+(?=followed\s+by\s+(?:a|an)\s+\d)"
                         # a value set against another's: "52.4% of the vote against 44.1% for Okonkwo"
                         r"|\s+(?=(?:against|versus|vs\.?|compared\s+(?:with|to))\s+(?:just\s+|only\s+)?[\d£$€¥])"
                         # a bracket saying a value of another subject: "£120 for members (£150 for non-members)"
                         r"|\s+\((?=[^()]*[A-Za-z]{3})(?=[^()]*[\d£$€¥])"
                         # a colon before a breakdown: "4,200 people in total: 2,900 at its Shenzhen plant"
                         r"|:\s+", re.IGNORECASE)
#: (a number of another kind after it is no list of bare numbers: "up to £10,000 and 0.75% on any amount above")
_NUMBER_NEXT = re.compile(r"(?:(?:and|or)\s+)?\d[\d,.]*(?!\d|[.,]\d|\s*(?:%|per\s*cent|(?:seconds?|minutes?|hours?|days?|weeks?"
                          r"|months?|years?)\b))", re.IGNORECASE)  # ("the Pixon 9 and 7 years on ...": a duration)
#: a qualifier that makes a different subject: "non-members", "not refundable", "semi-final", "off-peak"
# ("post-war", but "the post closes": a prefix that is a word of its own too qualifies only with its hyphen)
_QUALIFIED = re.compile(r"\b(?:non"
                        # ("No guarantor: 50% of the annual rent paid upfront" is without a guarantor)
                        # (a line's key opening with it: not "there is no minimum for the basic account", "The No side
                        # won", "No claims discount levels:")
                        r"|(?<![\w\s])(?-i:No)(?=\s+[a-z]+\s*:)"
                        r"|not(?![-\s]+\w+[^.;,]*\buntil\b)"  # ("not completed until 1854" was completed then)
                        # (past what the case is not in: "a household not on Universal Credit", "not receiving benefits")
                        r"(?:\s+(?:on|in|receiving|claiming|getting|entitled\s+to|eligible\s+for)(?=\s+[A-Za-z]))?"
                        r"|semi|vice|deputy|assistant|(?:un|pre|post|sub|ex|off)(?=-)|out[-\s]+of(?=[-\s]+[a-z])"
                        # ("the half marathon" is no marathon; "one and a half hours" is hours, "each half lasts" a half,
                        # and a "half-life" no life)
                        r"|(?<!\band\sa\s)(?<!\beach\s)(?<!\bper\s)half(?!-life)"
                        # (these say what they leave out after an article too: "excluding the key deposit")
                        r"|(?:exclud(?:ing|es?|ed)|excl\.?(?=\s)|except|outside(?:\s+of)?|without|avoid(?:ing|s)?)(?:\s+(?:the|a|an|any))?"
                        # (past a word saying the thing is the proper one: "outside a designated parking bay" leaves out
                        # the parking bay)
                        r"(?:\s+(?:designated|dedicated|marked|approved|authori[sz]ed|official|allocated|valid))?"
                        # (past the doing and the amount of it: "without giving 24 hours' notice" leaves out notice)
                        r"(?:\s+(?:giving|having|providing|paying|making|taking|leaving))?(?:\s+\d[\d,.]*\s+[a-z]+['’]?(?=\s))?)"
                        r"[-\s]+['‘\"“]?(\w+)", re.IGNORECASE)  # "not completed until 1854" was completed then
#: "3 business days", "25 sick days": a closed list of words that qualify a duration without changing its unit
_DURATION_QUALIFIER = (r"(?:working|business|calendar|school|sick|paid|unpaid|consecutive|full|whole|additional|"
                       r"extra|more|further|holiday|vacation|leave|training|trial|rest|notice|longer|shorter|long|short)")
#: a number word counts a duration as a numeral does ("one month's notice", "three months")
_DURATION_WORDS = {**tx._NUMBER_WORDS, "one": 1}
_DURATION = re.compile(r"\b(\d+(?:\.\d+)?|" + "|".join(sorted(_DURATION_WORDS, key=len, reverse=True))
                       + r")(?:\s+and\s+a\s+half)?\s*(?:-\s*)?(?:" + _DURATION_QUALIFIER + r"[\s-]+){0,2}"
                       # (an age in years is no duration: "at least 8 years old"; one in weeks is: "9 weeks old")
                       r"(seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?\b(?![\s-]+old\b))\b",
                       re.IGNORECASE)


#: the word before a duration that says what it is: the time allowed ("within 90 days"), or when
#: ("after 30 days"), how long ("for 6 months"), the thing itself ("a one-year warranty", which "can be
#: extended to two years")
_ROLES = frozenset(["within", "after", "before", "for", "in", "over", "under", "up", "to", "least", "than", "every",
                    "per", "a", "an"])


def _duration_amount(match: re.Match[str]) -> float:
    """The number of a ``_DURATION`` match, spelled ("one month's notice") or written, and its half ("three and a half
    years")."""
    whole = float(_DURATION_WORDS[match.group(1).lower()]) if match.group(1).isalpha() else float(match.group(1))
    return whole + 0.5 if _AND_A_HALF.match(match.string, match.end(1)) else whole


_AND_A_HALF = re.compile(r"\s+and\s+a\s+half\b")


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
_RATE_BEFORE = re.compile(r"\b(?:per\s+(?:extra\s+|additional\s+|further\s+|subsequent\s+)?|(?:every|each)\s+(?:extra|additional|"
                          r"further|subsequent)\s+)$", re.IGNORECASE)


#: words saying a value was what was planned, not what came about
_PLAN = re.compile(r"\b(?:planned|expected|scheduled|intended|originally|estimated|projected|forecast|budgeted)\b",
                   re.IGNORECASE)
_PLANNED_BEFORE = re.compile(_PLAN.pattern + r"(?:\s+[a-z]+){0,3}\s*$", re.IGNORECASE)


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
_YEAR = re.compile(r"\b(1[5-9]\d\d|2[01]\d\d)\b")


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
_AMOUNT_SPAN = re.compile(r"[£$€¥]\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:thousand|million|billion|trillion|bn|m|k)\b)?",
                          re.IGNORECASE)
#: the words right after a value that are still its own: "$412 million worldwide | on a budget of ..."
_OWN_AFTER = re.compile(r"(?:\s+(?!(?:on|in|at|for|of|with|from|to|by|and|or|but|while|whereas|than|against)\b)[A-Za-z-]+)*")


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
        if groups and re.fullmatch(r"\s*(?:to|-|–|and|or)\s*", clause[last_end:begin]):
            groups[-1][0].update(found)  # a range says both ends of one thing: "from £1,000 to £25,000"
            groups[-1][1].update(words)
        else:
            groups.append((set(found), set(words)))
        start, last_end = stop, end
    said: dict[str, set[str]] = {}
    # (a range holding another amount of the claim is the claim's case, of no other thing: "for properties between
    # £250,001 and £500,000 it is £450" for "For a property worth £400,000 the valuation fee is £450")
    cases = [amount for currency, amount in tx.extract_amounts(claim) if f"{currency}{amount:g}" != value]
    for amounts, words in groups:
        ends = [float(re.sub(r"^\D+", "", v)) for v in amounts]
        if len(ends) >= 2 and any(min(ends) <= case <= max(ends) for case in cases):
            continue
        for v in amounts:
            said.setdefault(v, set()).update(words)
    if value not in said:
        return False
    shared = set.intersection(*said.values())
    own = {v: words - shared for v, words in said.items()}
    return not own[value] and any(words for v, words in own.items() if v != value)


#: what a percentage is of: "50% of employee 401(k) contributions", "6% of eligible pay"
_PERCENT_OF = re.compile(r"(\d+(?:\.\d+)?)\s*(?:%|per\s*cent|percent)\s+of\s+((?:(?:the|their|your|its|an?)\s+)?"
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
_SPAN_LINK = re.compile(r"\s*(?:to|until|till|through|thru|-|–|—)\s*")
#: words saying a span's end or its start, written in lower case ("Open enrollment ... ends on" says no start)
_SAYS_END = re.compile(r"\b(?:ends?|ended|ending|close[sd]?|closing|finish(?:es|ed)?|until|till|deadline|expires?|expired|"
                       r"last\s+day)\b")
_SAYS_START = re.compile(r"\b(?:starts?|started|starting|begins?|began|beginning|opens?|opened|commences?|commenced|"
                         r"from|first\s+day)\b")


_CLOSING = re.compile(r"\bclos(?:e[sd]?|ing)\b", re.IGNORECASE)
#: a span a thing is closed for: "will close for resurfacing from 3 February", "closed from 4 to 17 August"
_CLOSED_SPAN = re.compile(r"\bclos(?:e[sd]?|ing|ure)\b[^.;]*?\bfrom\b", re.IGNORECASE)


def _other_end(claim: str, value: str, clause: str) -> bool:
    """Whether the clause gives the date as one end of a span and the claim says it of the other end:
    "Open enrollment runs from November 4 to November 22" does not end on November 4."""
    ends, starts = bool(_SAYS_END.search(claim)), bool(_SAYS_START.search(claim))
    if ends == starts:
        return False  # the claim tells the span whole, or says nothing of its ends
    text = tx.normalise_ws(clause)
    if ends and _CLOSING.search(claim) and _CLOSED_SPAN.search(text):
        # (a span a thing is closed for starts when it closes: "will close for resurfacing from 3 February to 28
        # February" closes on 3 February)
        ends, starts = False, True
    spans = tx._date_spans(text)
    for (_, first_end, first), (second_start, _, second) in zip(spans, spans[1:]):
        if not _SPAN_LINK.fullmatch(text[first_end:second_start]):
            continue
        other_end = str(first) if ends else str(second)
        if value == other_end or _date_stated(value, frozenset([other_end])):
            return True
    return False


#: a value a change started from: "36% of sales last year, up from 29% the year before"
_FROM_VALUE = re.compile(r"\bfrom\s+(?:about\s+|around\s+|nearly\s+|just\s+|some\s+)?[£$€¥]?\d[\d,]*(?:\.\d+)?"
                         r"(?:\s*(?:%|per\s*cent|percent|thousand|million|billion|bn)\b|%)?"
                         r"(?!\s*(?:to|-|–|and)\s*[£$€¥]?\d)", re.IGNORECASE)  # not a range: "from $10 to $20"


def _previous_value(claim: str, kind: str, value: str, clause: str) -> bool:
    """Whether the clause gives ``value`` only as where another value of its kind changed from, and the
    claim tells no change: "Online orders made up 36% of sales last year, up from 29% the year before"
    gives no 29% for last year."""
    if re.search(r"\bfrom\b", claim, re.IGNORECASE):
        return False  # "fell from 3.8% to 3.2%" tells the change itself
    previous = {v for m in _FROM_VALUE.finditer(clause) for v in _values(m.group(0))[kind]}
    return value in previous and bool(_values(clause)[kind] - previous)


#: a claim telling what a thing was changed to: "has been moved to", "will rise to", "was cut to"
_CHANGED_TO = re.compile(r"\b(?:moved|changed|rescheduled|postponed|brought\s+forward|put\s+back|pushed\s+back|delayed|"
                         r"increased?|increases|rises?|rising|rose|raised|fall(?:s|ing)?|fell|reduced?|reduces|cut|"
                         r"lowered|drops?|dropped|extended|shortened)\b[^.;]{0,40}?\bto\s", re.IGNORECASE)
#: what a change was from, and to: "has been moved from 14–16 June to 23–25 August 2024"
_CHANGE_FROM_TO = re.compile(r"\bfrom\s+[^.;]{1,40}?\s+to\s+(?=\S)", re.IGNORECASE)


def _changed_from(claim: str, kind: str, value: str, clause: str) -> bool:
    """Whether the clause gives ``value`` as what a thing was changed from, where the claim says it is what the
    thing was changed to: "... has been moved from 14–16 June to 23–25 August 2024" was not moved to June."""
    if not _CHANGED_TO.search(claim) or re.search(r"\bfrom\b", claim, re.IGNORECASE):
        return False
    for change in _CHANGE_FROM_TO.finditer(clause):
        before = _values(change.group(0))[kind]  # (read with its "from ... to", which tells a bare "8 March" a date)
        after = _values(clause[change.end():])[kind]
        if (value in before or kind == "date" and _date_stated(value, before)) and after - before:
            return True
    return False


#: a part of what a clause counted: "1,850 members, of whom 620 are juniors"
_PART_OF = re.compile(r"\b(?:of\s+(?:whom|which|these|those|them)|including|among\s+(?:them|whom))\s+"
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
    theirs = {counted for counted, _ in _counted(clause.text).get(value, frozenset()) if counted and counted not in done} \
        | _plural_heads(clause.text, value)
    if not nouns or not theirs or nouns & theirs or (nouns | theirs) <= _PEOPLE:
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


#: a word before a noun that may say what kind it is (no word opening a phrase of its own: "4 with electric vehicle
#: chargers" counts no chargers)
_MODIFYING_WORD = r"(?!(?:with|for|from|and|the|per|into|over|under|each|that|which|who)\b)[a-z]{3,}"


def _plural_heads(text: str, value: str) -> set[str]:
    """The plural a number's words end on, where a noun or two stand before it: "12 airport lounge passes" counts
    passes (``_counted`` reads what the first word after it says: airport)."""
    # (past a name too: "12 Gas Safe registered engineers")
    # (written with its thousands separated too: "48,200 smart meter installations")
    forms = {value} | ({f"{int(float(value)):,}"} if re.fullmatch(r"\d{4,}", value) else set())
    written = (r"(?<![\w.,])(?:" + "|".join(map(re.escape, forms)) + r")\s+(?:(?:[A-Z][\w-]*\s+){1,3}(?:"
               + _MODIFYING_WORD + r"\s+){0,2}|(?:" + _MODIFYING_WORD + r"\s+){1,3})([a-z]{3,}s)\b")
    return {_stem(m.group(1)) for m in re.finditer(written, text)}


_PAST_AFTER_NUMBER = re.compile(r"\d\s+[a-z]{3,}ed\b")
#: a past verb right after a number, or a participle saying what they do: "4,306 finished the 10K", "17 waiting at
#: Riverside" (not "12 parking spaces")
_VERB_AFTER_NUMBER = re.compile(r"\d\s+([a-z]{3,}ed\b|[a-z]{3,}ing(?=\s+(?:at|in|on|for|to|from|with|by|the|a|an)\b|"
                                r"\s*[.,;]|\s*$))")
#: an opening naming the whole a clause counts a part of: "Of the company's 5,800 employees, "
_WHOLE_OPENING = re.compile(r"\s*(?:of|among|out\s+of)\b(?:[^,]|,(?=\d))*,", re.IGNORECASE)


def _durations(text: str) -> tuple[set[str], set[str]]:
    """(durations, the numbers they are written with) of a text; a race's or a call's time written as a
    clock ("2:09:41", "1:02:30.5") or in primes ("1' 47\"") is a duration in minutes."""
    primes = [m.span() for m in _PRIME_DURATION.finditer(text)]
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
    clocks = [int(m.group(1)) * 60 + int(m.group(2)) + float(m.group(3)) / 60 for m in _CLOCK_DURATION.finditer(text)]
    clocks += [int(m.group(1) or 0) * 60 + int(m.group(2)) + float(m.group(3)) / 60 for m in _PRIME_DURATION.finditer(text)]
    return ({_duration_key(value, unit) for value, unit in found} | {_duration_key(value, "minute") for value in clocks},
            {f"{_duration_amount(m):g}" for m in written}
            | {f"{float(start.group(1)):g}" for m in written if (start := _RANGE_START.search(text, 0, m.start()))}
            | {f"{_duration_amount(m) - 0.5:g}" for m in written if _AND_A_HALF.match(text, m.end(1))})


#: the units a duration may be told in together, larger first, and what may stand between them
_UNIT_ORDER = {"hour": 2, "minute": 1, "second": 0}
_COMPOUND_GAP = re.compile(r"\s*(?:,\s*|\s+and\s+)?")
_RANGE_BEFORE = re.compile(r"\d\s*(?:-|–|—|to)\s*$")
#: a range's first end, right before its last: "14 to " of "14 to 30 days" (not a time or an amount: "9am to 5 hours")
_RANGE_START = re.compile(r"(?<![\d.,:£$€¥])\b(\d+(?:\.\d+)?)\s*(?:-|–|—|to)\s*$")


#: hours, minutes and seconds: "2:09:41" (no time of day: a clock's time has no seconds in prose)
_CLOCK_DURATION = re.compile(r"(?<![\d:.])(\d{1,2}):([0-5]\d):([0-5]\d(?:\.\d+)?)(?![\d:])")
#: minutes and seconds in primes, as race gaps are given: "1' 47\"", "56h 12' 08\""
_PRIME_DURATION = re.compile(r"(?<![\w'’])(?:(\d+)\s*h\s+)?(\d{1,2})\s*['’′]\s*([0-5]?\d(?:\.\d+)?)\s*(?:\"|''|”|″)")
_PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s*(?:%|per\s*cent|percent)", re.IGNORECASE)
_POINTS = re.compile(r"(\d+(?:\.\d+)?)\s*(?:percentage\s+points?|pp)\b", re.IGNORECASE)
#: a clock time: "9:30", "4pm", "12 noon"
_TIME = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*(?:([ap])\.?m\b|(?=\s+(?:noon|midday)\b))"
                   r"|(?<!:)\b(\d{1,2}):(\d{2})\b(?!:\d)", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
#: a capitalised word of any Latin script: "Sørensen", "García"
#: (a possessive is no part of the name: "Spain's rate" names Spain; "O'Brien" is one name)
#: (a brand may end in a capital of its own: "ProctorU")
_CAPITALISED = re.compile(r"\b[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+(?:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)*(?:[A-Z](?=[\s.,;:)]|$))?(?:-[^\W\d_]+|['’](?!s\b)[^\W\d_]+)?\b")
#: a measured quantity: unit spelling -> (what it measures, size in that measure's base unit); metric
#: units convert exactly ("1.6 kg" is "1600 g"); other units compare only with themselves (None)
_MEASURES: dict[str, tuple[str, float | None]] = {
    **{u: ("g", f) for u, f in (("mg", 1e-3), ("g", 1.0), ("grams", 1.0), ("gram", 1.0), ("kg", 1e3),
                                 ("kilograms", 1e3), ("kilogram", 1e3), ("kilos", 1e3), ("tonnes", 1e6), ("tonne", 1e6))},
    **{u: ("m", f) for u, f in (("mm", 1e-3), ("cm", 1e-2), ("m", 1.0), ("metres", 1.0), ("meters", 1.0),
                                 ("metre", 1.0), ("meter", 1.0), ("km", 1e3), ("kilometres", 1e3), ("kilometers", 1e3),
                                 ("kilometre", 1e3), ("kilometer", 1e3))},
    **{u: ("l", f) for u, f in (("ml", 1e-3), ("mL", 1e-3), ("l", 1.0), ("L", 1.0), ("litres", 1.0), ("liters", 1.0),
                                 ("litre", 1.0), ("liter", 1.0))},
    # areas: "32 m²" is 32 square metres, not 32 metres
    **{u: ("m²", 1.0) for u in ("m²", "m2", "sq m", "sqm", "square metres", "square meters", "square metre", "square meter")},
    **{u: ("ft²", 1.0) for u in ("ft²", "sq ft", "sqft", "square feet", "square foot")},
    **{u: ("km²", 1.0) for u in ("km²", "sq km", "square kilometres", "square kilometers", "square miles", "sq mi")
       if "mi" not in u},
    **{u: ("mi²", 1.0) for u in ("square miles", "sq mi")},
    **{u: ("km/h", 1.0) for u in ("km/h", "kph", "kmh")},
    # temperatures: "0°C", "-18 °C", "145 degrees Fahrenheit" (Celsius and Fahrenheit are not converted)
    **{u: ("°C", 1.0) for u in ("°C", "ºC", "degrees Celsius", "degrees C")},
    **{u: ("°F", 1.0) for u in ("°F", "ºF", "degrees Fahrenheit", "degrees F")},
    **{u: ("B", f) for u, f in (("KB", 1e3), ("kB", 1e3), ("MB", 1e6), ("GB", 1e9), ("TB", 1e12))},
    **{u: ("W", f) for u, f in (("W", 1.0), ("kW", 1e3), ("MW", 1e6), ("GW", 1e9))},
    **{u: ("Wh", f) for u, f in (("Wh", 1.0), ("kWh", 1e3), ("MWh", 1e6), ("GWh", 1e9))},
    **{u: (name, None) for name, spellings in (("mi", ("miles", "mile", "mi")), ("ft", ("feet", "foot", "ft")),
                                                ("lb", ("lb", "lbs")), ("oz", ("oz", "ounces", "ounce")),
                                                ("mph", ("mph",)), ("gal", ("gallons", "gallon")))
       for u in spellings},
}
#: a measure's number and unit; case matters: "5 m" is metres, "5 M" no unit; "4G" is no mass
_MEASURE_START = r"(?<![\w.$€£¥,])"
_MEASURE_TAIL = (r"((?:(?<=[\s(])[-−])?(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?))\s?-?("
                 + "|".join(re.escape(u) for u in sorted(_MEASURES, key=len, reverse=True)) + r")(?![\w/])"
                 # (meters that are fitted are devices, no length: "12,480 meters were installed")
                 + "".join(r"(?!(?<=" + unit + r")\s+(?:were|are|was|is|have\s+been|has\s+been|had\s+been)\s+"
                           r"(?:\w+ly\s+)?(?:installed|fitted|replaced|read|upgraded|removed|exchanged|connected))"
                           for unit in ("meter", "meters")))
_MEASURE = re.compile(_MEASURE_START + _MEASURE_TAIL)
#: a range of one measure: "7-8 mph", "20 to 25 kg"
_MEASURE_RANGE = re.compile(_MEASURE_START + r"(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*" + _MEASURE_TAIL)
_TO_DAYS = {"day": 1.0, "week": 7.0}
_TO_MINUTES = {"second": 1 / 60, "minute": 1.0, "min": 1.0, "hour": 60.0, "hr": 60.0}

#: the subject's clause must carry this share of the claim's subject weight to bind anything
MIN_SUBJECT_SHARE = 0.5
#: a value found in a clause scoring above this share of the best is not "about another subject"
OTHER_SUBJECT_SHARE = 0.999
#: words a later piece of a listing clause inherits from the clause's lead count this much
INHERITED = 0.75
#: only a clause this short is cut into listed pieces
MAX_LISTING_WORDS = 30
#: ... unless none of its pieces is longer than this
MAX_PIECE_WORDS = 18
#: a name in the claim says most about whom it is about; its other specifics say a little
NAME_WEIGHT = 3.0
OTHER_SPECIFIC_WEIGHT = 0.5
#: another specific of the claim says which clause is meant as a key does ("after five years ... 25 days")
KEY_WEIGHT = 1.0
#: a word of the claim's grammatical subject counts this many times a word of its predicate
SUBJECT_WEIGHT = 2.0
#: a capitalised word labelled by a number or a letter ("Version 3.3", "Model 3", "Station B") names its
#: subject, and points at the clause about it as a name does (a question's own numbers are often
#: quantities: "0 to 60 mph")
#: (letters may be joined: "Zone A+B" is no "Zone A")
_LABEL = re.compile(r"\b([A-Z][a-z]+(?:[A-Z][a-z]+)*)\s+([A-Z](?:\+[A-Z])*|\d+(?:\.\d+){0,2})\b(?![.,:]?\d)")
#: a swapped name: the subject's clause must carry this share of the subject (names are many in
#: long passages, and sentence-initial words mislead)
NAME_SUBJECT_SHARE = 0.75
_QUANTITIES = ("amount", "percent", "points", "duration", "time", "measure", "number")

_WEEKDAYS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
#: a title before a name is no name, and its period ends no sentence ("Dr. Amara Nwosu")
_TITLES = frozenset(["dr", "mr", "mrs", "ms", "prof", "professor", "sir", "hon", "rev", "sen", "rep", "gen", "col", "capt", "lt", "cllr"])
_AFTER_TITLE = re.compile(r"\b(?:" + "|".join(sorted(_TITLES)) + r")\.?\s+$", re.IGNORECASE)
#: a weekday written short: "Thu 30 October"
_SHORT_WEEKDAYS = frozenset("mon tue tues wed thu thur thurs fri sat sun".split())
_NOT_NAMES = _TITLES | frozenset(["the", "a", "an", "this", "that", "these", "those", "it", "its", "in", "on", "at", "for", "from", "by", "with", "and", "but", "or", "if", "when", "while", "whereas", "after", "before", "during", "each", "every", "all", "some", "no", "not", "our", "their", "his", "her", "we", "they", "he", "she", "i", "you", "to", "of", "as", "per", "there", "here", "what", "which", "who", "how", "why", "where", "one", "two", "three", "both", "either", "neither", "any", "most", "many", "few", "other"]) | tx.STOPWORDS | frozenset(tx._MONTHS) | _WEEKDAYS | {f"{day}s" for day in _WEEKDAYS} | _SHORT_WEEKDAYS
#: words that belong to a specific, not to the subject it is said about
_SPECIFIC_WORDS = frozenset(tx._MONTHS) | _WEEKDAYS | (_SHORT_WEEKDAYS - {"sat", "sun"}) | {"weekday", "weekend"} | {"sec", "minute", "min", "hour", "hr", "day", "week", "month", "year", "percent",
                                           "cent", "point", "percentage", "usd", "eur", "gbp", "am", "pm",
                                           "thousand", "million", "billion", "trillion"} | {
    # a title belongs to the name ("Dr. Tom Ellis"), not to what it is said about
    w for title in _TITLES for w in tx.content_words(title)} | _TITLES | {
    w for unit in _MEASURES for w in tx.content_words(unit.replace("/", " "))} - tx.content_words("square sq")
# ("square" stays a word of what a price is per: "$400 per square foot")
_KINDS = ("amount", "percent", "points", "duration", "date", "month", "time", "measure", "number", "weekday", "name")


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
        if feature.startswith("name:") and re.search(r"(?<!\w)" + re.escape(feature[5:]) + r"(?!\w)", self.text):
            # a name the evidence writes where it is read as words: "Portsmouth-Caen" opening a table row
            return min((w for f, w in self.features.items() if f[2:] in tx.content_words(feature[5:])
                        and f.startswith("w:")), default=0.0)
        return self.name_stems.get(feature[2:], 0.0) if feature in plain else 0.0


_LOWER_WORD = re.compile(r"[a-z]+")


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
_ENUMERATION = re.compile(r"^\s*\d{1,2}\s*[.)]?\s+(?=[A-Z])(?!(?![AI]\b)[A-Z]{1,3}\b)(?![A-Za-z]+-[A-Z])(?![A-Z][a-z]+[A-Z])"
                          # (nor a count of things a name qualifies: "24 Blue Badge spaces and 12 parent-and-child
                          # spaces")
                          r"(?!(?:[A-Z][\w'’-]*\s+){1,3}[a-z]{3,}s\b)")


#: a list flattened into one line by scraping, each item opened by its number and a wide gap:
#: "present in the woman: 1  She is of West African descent 2  She is between 30 and 40"
_INLINE_ENUMERATION = re.compile(r"(?:(?<=\s)|^)\d{1,2}[.)]?\s{2,}(?=[A-Z])")
#: a term written as a product's name: a number, a capitalised unit, a capitalised word ("5 Year Fixed Rate")
_TERM_LABEL = re.compile(r"\b(\d{1,2})[ -](Year|Month|Week|Day|Night)s?\b(?=\s+[A-Z][a-z])")
_GROUP_OR_RACE = r"\bU\d{1,2}s?\b|(?<![£$€¥\d.,])\b\d{1,3}K\b"
#: a number hyphenated to a capitalised word is part of a name, not a quantity: "1099-PATR", "COVID-19"
_IDENTIFIER = re.compile(r"\b\d+-[A-Za-z]*[A-Z][A-Za-z]*\b|\b[A-Za-z]*[A-Z][A-Za-z]*-\d+(?:[A-Z]+\d*)?\b"
                         # (and a phone number: "1-800-ASK-USPS", "1-800-275-8777")
                         r"|\b\d{1,3}(?:-[\dA-Z]{3,}){2,}\b"
                         # (and a code of capitals and digits: "ECON2050", "ISO9001"; not a fiscal year, "FY2024")
                         r"|\b(?!FY\d)[A-Z]{2,}\d{2,}[A-Za-z]?\b"
                         # (and a network's generation or a dimension: "3G service", "3D printing")
                         r"|\b\d[GD]\b"
                         # (and a product named by its term: "the 5 Year Fixed Rate", "our 12 Month Saver")
                         r"|" + _TERM_LABEL.pattern +
                         # (and an age group or a race's distance: "the under-14s squad", "U12s", "the 10K")
                         r"|\b(?:under|over)-\d{1,2}s\b|" + _GROUP_OR_RACE)
#: a compound of words: "same-day", "In-store", "two-person" (not a code: "1-800-ASK-USPS")
_COMPOUND = re.compile(r"(?<![-\w])[A-Za-z][a-z]+(?:-[a-z]+)+\b(?!-)")
#: a code written with a hyphen names a thing as a label does: "USB-C", "CF-340", "the under-14s"
_HYPHEN_CODE = re.compile(r"\b[A-Za-z]+(?:-[A-Za-z0-9]+)*-(?:[A-Z]|\d+[a-z]?s?|[A-Z]+\d+[A-Za-z]*|\d+[A-Z]+\d*)\b(?!-)"
                          r"|" + _GROUP_OR_RACE)


#: the plural ending of a code ("Under-12s")
_CODE_PLURAL = re.compile(r"(?<=\d)s$")


def _without_enumeration(text: str) -> str:
    """``text`` without a leading list number: it says which step this is, not a value."""
    return _ENUMERATION.sub("", text)


_DAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAY = r"(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?"
_DAY_RANGE = re.compile(r"\b" + _DAY + r"\s*(?:to|-|–|through|until|till)\s*" + _DAY + r"\b")
_DAY_WORD = re.compile(r"\b" + _DAY + r"\b|\b([Ww]eekdays?|[Ww]eekends?)\b")
#: days' short names: in a span ("Mon-Tue", "Fri–Sun"), and before a date ("Sat 16 Nov", "Thu, 3 April")
_SHORT_DAY = "(" + "|".join(day[:3].capitalize() for day in _DAY_NAMES) + ")"
_SHORT_DAY_RANGE = re.compile(r"\b" + _SHORT_DAY + r"\s*[-–]\s*" + _SHORT_DAY + r"\b")
_DAY_BEFORE_DATE = re.compile(r"\b(Mon|Tues?|Wed|Thu(?:rs?)?|Fri|Sat|Sun)\.?,?\s+(?=\d)")


def _day_number(name: str) -> int:
    """1 (Monday) to 7 for a day's name, full or short ("Thurs")."""
    return next(index for index, day in enumerate(_DAY_NAMES, start=1) if day.startswith(name[:3].lower()))


def _day_span(first: str, last: str) -> list[int]:
    """The days from ``first`` to ``last``, round the weekend where it wraps ("Fri-Mon")."""
    start, end = _day_number(first), _day_number(last)
    return list(range(start, end + 1)) if start <= end else [*range(start, 8), *range(1, end + 1)]


#: the days a weekend may be counted by: Friday and Saturday nights, Saturday and Sunday
_WEEKEND_NIGHTS = frozenset({"5", "6", "7"})
_DAY_WORD_NAMED = re.compile(r"\b" + _DAY + r"\b", re.IGNORECASE)


def _weekdays(text: str) -> frozenset[str]:
    """The days of the week a text names, as "1" (Monday) to "7": "Monday to Friday" and "weekdays"
    are five, "weekends" two ("Recycling is collected every other Thursday")."""
    out: set[int] = {_day_number(m.group(1)) for m in _DAY_BEFORE_DATE.finditer(text)}
    for m in _SHORT_DAY_RANGE.finditer(text):
        out.update(_day_span(m.group(1), m.group(2)))
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
_BARE_MONTH = re.compile(r"\b(?:" + _MONTH_NAMES_RE
                         + r")\b(?!\s+[A-Z])")
_MAY_MONTH = re.compile(r"(?:\b(?:in|of|from|until|till|to|through|since|by|each|every|early|late|mid|last|next|this|and|or|"
                        r"between)\s+|[-–]\s*)$")
#: a span of months: "from November to February", "May–September", "between April and June"
_MONTH_SPAN = re.compile(r"\b(?:from\s+|between\s+)?(" + _MONTH_ABBREVIATIONS_RE
                         + r")\s*(?:to|-|–|through|until|till|and)\s*(" + _MONTH_ABBREVIATIONS_RE
                         + r")\b")


#: "moved from June", "brought forward from October": the month something was planned for before
_MONTH_LEFT = re.compile(r"\bfrom\s+(" + _MONTH_NAMES_RE
                         + r")\b(?!\s*(?:to|until|till|through|-|–)\s)")


def _months(text: str) -> frozenset[str]:
    """The months a text names alone, not as part of a date, by number ("7"): "issued each July", "open
    from May to September" (every month of a span: "November to February" is 11, 12, 1 and 2)."""
    if not _MONTH_WORD.search(text) and "Sept" not in text:
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
_FRACTION = re.compile(r"(?<![\d/.])([1-9]|1[0-6])/(2|3|4|8|16|32)(?![\d/])")
#: "Zero" in a name, no number: "Net Zero", "Ground Zero"; and a number word opening a name: "the Four Counties Ring",
#: "the Three Peaks Challenge" (not a month's day: "Four May")
_NUMBER_WORD_IN_NAME = re.compile(r"\b([A-Z][a-z]+\s+)Zero\b|(?<![^\s(\"'‘“])(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|"
                         r"Eleven|Twelve)(?=\s+(?!(?:" + "|".join(m.capitalize() for m in tx._MONTHS) + r")\b)[A-Z][a-z])")
#: a length said in words without a number: "a full hour", "half an hour" (not a rate's "an hour": "£12 an hour")
_SPOKEN_DURATION = re.compile(r"\b(?:a|one)\s+(?:full|whole)\s+(hour|day|week|month|year)\b|\bhalf\s+an\s+hour\b"
                              r"|\ban\s+hour\s+and\s+a\s+half\b", re.IGNORECASE)
_SPOKEN_DURATIONS = {"half an hour": "30 minutes", "an hour and a half": "90 minutes"}
#: hours and minutes written short: "2h 25m", "1h10min"
_HOURS_MINUTES = re.compile(r"\b(\d{1,3})\s?h\s?([0-5]?\d)\s?m(?:in|ins)?\b")


@lru_cache(maxsize=16384)
def _values(text: str) -> dict[str, frozenset[str]]:
    """The specifics of a text by kind, normalised so equal values compare equal ("passage 2" and
    "Method 1" label parts of a text, "1 First, ..." enumerates a list, "1099-PATR" is a name: their numbers are not values,
    ``text.strip_labels``, ``_without_enumeration``, ``_IDENTIFIER``)."""
    clean = tx.normalise_ws(_without_enumeration(tx.strip_labels(text)))
    names = _name_words(clean)
    # (a season's end year written short is no count: "2019–20" is the 2019 season)
    clean = _HOURS_MINUTES.sub(r"\1 hours \2 minutes", _SPLIT_YEAR.sub(r"\1", _IDENTIFIER.sub(" ", clean)))
    clean = _SPOKEN_DURATION.sub(lambda m: _SPOKEN_DURATIONS.get(m.group(0).lower(), f"1 {m.group(1)}"), clean)
    months = _months(clean)
    if not _DIGIT.search(clean):
        # every quantity pattern needs a digit; only spelled-out numbers ("six") and names remain
        spelled_durations, duration_words = _durations(clean)  # "one month's notice"
        spelled = frozenset(f"{n:g}" for n in tx.extract_numbers(_NUMBER_WORD_IN_NAME.sub(r"\1    ", clean),
                                                                 include_dates=False)) - duration_words
        return {"amount": frozenset(), "percent": frozenset(), "points": frozenset(), "duration": frozenset(spelled_durations),
                "date": frozenset(), "month": months, "number": spelled, "time": frozenset(), "measure": frozenset(),
                "weekday": _weekdays(clean), "name": names}
    percents = {f"{float(m.group(1)):g}" for m in _PERCENT.finditer(clean)}
    points = {f"{float(m.group(1)):g}" for m in _POINTS.finditer(clean)}
    durations, duration_numbers = _durations(clean)
    amounts = {f"{cur}{value:g}" for cur, value in tx.extract_amounts(clean)}
    amount_numbers = {f"{value:g}" for _, value in tx.extract_amounts(clean)}
    dates = {str(d) for d in tx.extract_dates(clean)}
    numbers = {f"{n:g}" for n in tx.extract_numbers(clean, include_dates=False)}
    times, time_numbers = set(), set()
    for m in _TIME.finditer(clean):
        hour, minute = (m.group(1), m.group(2) or "0") if m.group(1) else (m.group(4), m.group(5))
        pm = (m.group(3) or "").lower() == "p" and int(hour) < 12
        times.add(f"{int(hour) + 12 * pm}:{int(minute):02d}")
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
    numbers = {f"{n:g}" for n in tx.extract_numbers(blanked, include_dates=False)} - amount_numbers
    return {"amount": frozenset(amounts), "percent": frozenset(percents), "points": frozenset(points),
            "duration": frozenset(durations), "date": frozenset(dates), "month": months, "number": frozenset(numbers),
            "time": frozenset(times), "measure": frozenset(measures), "weekday": _weekdays(clean),
            "name": frozenset(names)}


#: a plain number with the words around it: "12 engineers", "three layers", "8 mph", "Form 1040", "4th floor",
#: "boxes 1", "1099-PATR", "the two.", "employs 1,200"
_COUNT = re.compile(r"(?:\b([A-Za-z]+)\s+(?:of\s+)?)?(?<![\w.$€£¥])(?P<number>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|"
                    # (a unit may be written onto the number: "53.2p per day")
                    + "|".join(tx._NUMBER_WORDS) + r")(?:st|nd|rd|th)?(?:\b|(?=[A-Za-z]))(?:\s*-?\s*([A-Za-z]+))?",
                    re.IGNORECASE)
#: "old" after a number of years: an age
_OLD_AFTER = re.compile(r"[\s-]+old\b")
#: what separates the numbers of one list: "1,2,3, and 5", "2 or 3"
_LISTED_AFTER = re.compile(r"\s*,?\s*(?:(?:and|or|&)\s+)?", re.IGNORECASE)
#: a number's neighbours: the stem of the content word after it (what it counts: "145 people") and
#: of the one before it (what it labels or what is done with it: "Terminal 5", "employs 145"), "" when
#: there is none
Count = tuple[str, str]
#: what a count counts when no word says ("there were 12", "between 30 and 40")
UNCOUNTED: Count = ("", "")
#: "the two" with no noun after it refers back to things already named: no value of its own
REFERENCE: Count = ("<reference>", "")


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    return next(iter(sorted(tx.content_words(word))), "")


# and so do their plurals where those stem otherwise ("minutes" stems as "minut")
_SPECIFIC_WORDS = _SPECIFIC_WORDS | {_stem(w + "s") for w in _SPECIFIC_WORDS if len(w) >= 4 and w.isalpha()}


_SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}


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
        amount = float(tx._NUMBER_WORDS[number]) if number.isalpha() else float(number.replace(',', ''))
        if after.lower() in _SCALES:  # "120 million cubic metres": the value is 1.2e+08, "million" counts nothing
            amount, after = amount * _SCALES[after.lower()], ""
        value = f"{amount:g}"
        count: Count = (_stem(after), _stem(before))
        if after.lower() in ("year", "years") and _OLD_AFTER.match(clean, match.end()):
            count = ("", "age")  # an age: "at least 8 years old" is the "minimum age 8"
        elif before.lower() == "least" and after.lower() in ("", "and", "or", "to") \
                and re.search(r"\bbe\s+at\s+$", clean[:match.start(1)]):
            count = ("", "age")  # (what a person must be at least, counting nothing: "Dog walkers must be at least 18")
        if count == UNCOUNTED and before.lower() == "the" and not after and number.isalpha():
            count = REFERENCE
        if count == UNCOUNTED and previous and _LISTED_AFTER.fullmatch(clean, previous[0], match.start("number")):
            count = previous[1]  # "boxes 1,2,3, and 5": each counts boxes
        previous = (match.end("number"), count)
        out.setdefault(value, set()).add(count)
        # a word describing what is counted counts it too: "68 quieter rooms", "18 registered players"
        # (and so does the first half of a compound: "20 first-year students")
        noun = _NOUN_AFTER_ADJECTIVE.match(clean, match.end()) if _COUNT_ADJECTIVE.fullmatch(after) or (
            after and clean.startswith("-", match.end())) else None
        if noun and _stem(noun.group(1)):
            out[value].add((_stem(noun.group(1)), count[1]))
    return {value: frozenset(counts) for value, counts in out.items()}


#: a word before what a number counts: a comparative, a participle or a common adjective ("quieter", "registered",
#: "9 parking spaces")
_COUNT_ADJECTIVE = re.compile(r"[a-z]{3,}(?:ier|er|est|ed|ing)|(?:new|additional|extra|standard|private|double|single|"
                              r"large|small|full|free|separate|main|spare|premium|dedicated|indoor|outdoor|guided|"
                              r"modern|quiet|spacious|public|local|active|current|annual|permanent|temporary)")
#: (past a compound before it: "20 incoming first-year students")
_NOUN_AFTER_ADJECTIVE = re.compile(r"(?:-[a-z]+)*\s+(?:[a-z]+(?:-[a-z]+)+\s+)?([a-z]{3,})\b(?!-)")


#: what counts how often a thing is done ("5 times"), stemmed
_TIMES = frozenset(_stem(w) for w in ("times", "occasions"))


#: words counting people in general, which one text says of the same people as another does ("enrolled 412
#: adults" / "412 participants")
_PEOPLE = frozenset(_stem(w) for w in (
    "people persons person adults children patients participants subjects volunteers individuals respondents "
    "enrollees residents members users customers clients visitors attendees voters applicants").split())


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


_CLAUSE_START = re.compile(r"(?:^|[.!?;:|(\"\n])[\s\-*•\d.)]*$")
_IRREGULAR_VERBS = (r"won|led|ran|took|gave|made|held|wrote|became|set|got|went|said|saw|met|built|chose|drew|sang|"
                    r"spoke|taught|told|beat")
_IRREGULAR_VERB_WORDS = frozenset(_IRREGULAR_VERBS.split("|"))
# (a word in -s or -ed before a colon or a modal is a plural noun or a participle, no verb: "Payroll queries: Helen
# Marsh", "Pension queries should go to ...")
_VERB_AFTER = re.compile(r"\s+(?:[a-z]+(?:ed|s)(?!\s*:|\s+(?:should|must|can|could|would|may|might|shall)\b)"
                         r"|was|is|has|had|will|" + _IRREGULAR_VERBS + r")\b")


#: a clause's first word followed by a capitalised word and a verb is a first name: "Lucia Romano chairs"
#: the small words inside a name: "Bram de Vries", "Ludwig van Beethoven"
_PARTICLE = r"(?:(?:de|van|von|der|den|da|di|del|du|le|la|al|bin|ibn|dos|das)\s+)"
_NAME_PARTICLE = re.compile(r"\b" + _PARTICLE + r"(?=[A-Z])")
_NAME_AFTER = re.compile(r"\s+" + _PARTICLE + r"?[A-Z][a-z]+(?:[-'][A-Za-z]+)?(?:\s+[A-Z][a-z]+)?\s+"
                         r"(?:[a-z]+(?:ed|s)|was|is|has|had|will|" + _IRREGULAR_VERBS + r")\b"
                         # or a surname closing the clause: a list item naming someone ("2022 - Ama Owusu")
                         r"|\s+" + _PARTICLE + r"?[A-Z][a-z]+(?:[-'][A-Za-z]+)?\s*[.;,]?\s*$")
_LABEL_COLON = re.compile(r"\w:[ \t]*$")
_CAPITAL_NEXT = re.compile(r"\s+" + _PARTICLE + r"?[A-Z](?:[a-z]|[A-Z]+\b)")  # ("Kessler IT GmbH")
#: a key naming who does a thing, before its colon: "Bike share operator:", "Funding partner:", "Provided by:"
#: nouns naming who does a thing, in a column's header or a line's key
_WHO_NOUNS = (r"(?:provider|operator|insurer|underwriter|supplier|partner|contact|organi[sz]ation|company|agent|handler|"
              r"carrier|airline|lender|bank|issuer|administrator|regulator|body|courier|sponsor|organi[sz]er|manager|"
              r"chair|host|venue|caterer|contractor)s?")
_WHO_KEY = re.compile(r"(?:\bby|\b" + _WHO_NOUNS + r"):[ \t]*$", re.IGNORECASE)
_VALUE_END = re.compile(r"[ \t]*(?:[.;]|$)", re.MULTILINE)
_SINGULAR_VERB_AFTER = re.compile(r"\s+(?:is|was|has|[a-z]*[a-rt-z]s)\b")


def _capitalised_within(word: str, text: str) -> bool:
    """Whether the text writes ``word`` capitalised inside a clause too ("trains to Reading"): a name there."""
    return re.search(r"[a-z,]\s+" + re.escape(word) + r"\b", text) is not None


_LOWER_NEXT = re.compile(r"\s+[a-z]")
_ADVERB = re.compile(r"[A-Z][a-z]*(?:ully|ally|ntly|ously|ively|edly|ewly|arly|ately|idely|ghtly|uickly|asily)")
#: adjectives that open a clause before its noun ("New hires are onboarded by ...", "Existing customers
#: keep"): read before a verb-like "-s" word they would pass for a name doing something ("Luis manages")
_OPENING_ADJECTIVES = frozenset(
    "new current existing former annual monthly weekly daily additional extra regular local national "
    "international public private total average overall previous recent eligible several various typical "
    "older younger larger smaller higher lower online domestic foreign".split())
_POSSESSIVE_AFTER = re.compile(r"['’]s\s+[A-Za-z]")  # (a named day too: "Mother's Day bookings open on 1 March")


_PLACE_ADJECTIVE = re.compile(r"-(?:based|born|bred|listed|headquartered|registered|educated|trained|made|built|"
                              r"owned|backed|funded|wide|bound)$")


#: a plural subject's verb in the present saying what it gets or does: "Registered charities receive a 25% discount",
#: "Our gas engineers cover 42 postcode districts"
_PLURAL_PRESENT_VERB = re.compile(r"(?<=[a-z]s\s)(?:receive|get|pay|earn|qualify|enjoy|save|cover|serve|handle|"
                                  r"employ)\b")


#: a plural noun and the plural verb it is the subject of: " claims for Aurel headphones bought in the EU are"
_PLURAL_SUBJECT_AFTER = re.compile(r"\s+[a-z]{3,}s\b(?:(?!\b(?:that|which|who|whom|whose)\b)[^,.;:]){0,80}?"
                                   r"\b(?:are|were|have\s+been|(?:will|can|must|may|should|would)\s+(?:not\s+)?be)\b")


#: a colon right after a word and a few words naming what it is: the word keys a line of a list ("Stripe: payment
#: processing", not "Prompt: What were the long-term effects of Reconstruction?")
_KEY_COLON = re.compile(r":\s+(?:[\w&'’()-]+\s*){1,5}[.;]?\s*")
#: what stands before a line's key: nothing but a bullet
_LINE_KEY_WORD = re.compile(r"[^\s\-*•·]")


def _name_words(text: str) -> frozenset[str]:
    """Capitalised words that read as names. Grammar capitalises a clause's first word, so there a
    lone word counts only as the subject of a verb ("Alice approved", "Osei won"), not as an
    imperative or a plural noun ("Run the uninstaller", "Options include"; but "Luis manages")."""
    out = set()
    for match in _CAPITALISED.finditer(text):
        word = match.group(0)
        if word.lower() in _NOT_NAMES or word.split("-")[0].lower() in _NOT_NAMES:
            continue  # (and "April-to-October", "Monday-Friday": a month's or a day's span)
        if _PLACE_ADJECTIVE.search(word):
            continue  # "a Munich-based sensor maker": where it is, no subject of its own
        if _GROUP_POSSESSIVE.match(text, match.start()) or _DAY_BEFORE_DATE.match(text, match.start()):
            continue  # "Women's winner": the women, no one's name; "Sat 16 Nov": a day
        # a plural noun takes "include", a name ending in s takes "manages": "Luis manages finance"
        before = text[: match.start()]
        # (after a label's colon, a capitalised run is the value it names: "Precinct 4: Maplewood Community Center")
        opens_clause = (_CLAUSE_START.search(before) and not _AFTER_TITLE.search(before)
                        and not _NAME_AFTER.match(text, match.end())
                        and not (_LABEL_COLON.search(before) and _CAPITAL_NEXT.match(text, match.end()))
                        # (nor a word that is all a key saying who does a thing gives: "E-scooter operator: Dott")
                        and not (_WHO_KEY.search(before) and _VALUE_END.match(text, match.end())))
        # (or as an owner: "Spain's unemployment rate"; or as the key of a short list item, "Stripe: payment processing")
        if opens_clause and not _POSSESSIVE_AFTER.match(text, match.end()) and not (
                _KEY_COLON.fullmatch(text, match.end()) and not _LINE_KEY_WORD.search(before)) and (
            not _VERB_AFTER.match(text, match.end())
            or (word.endswith("s") and not _SINGULAR_VERB_AFTER.match(text, match.end()))
            # (a plural noun after it whose verb comes later: "Warranty claims for Aurel headphones ... are processed")
            or _PLURAL_SUBJECT_AFTER.match(text, match.end())
            # (a gerund is the subject of its verb as a name is: "Parking costs £1.20", unless the text
            # capitalises it inside a clause too: "Reading is ... trains to Reading")
            or (word.endswith("ing") and not _capitalised_within(word, text))
            # (an adverb opens a clause as no name: "Fully funded PhD studentships", "Recently renovated")
            or _ADVERB.fullmatch(word) or word.lower() in _OPENING_ADJECTIVES
            # (and so is a participle before its noun: "Adjusted earnings for the quarter came in at $1.67")
            or (len(word) >= 6 and word.endswith("ed") and _LOWER_NEXT.match(text, match.end())
                and not _capitalised_within(word, text))
        ):
            continue
        out.add(word)
    # (an organisation known by its initials is named by them where it is who does a thing: "provided by the AA",
    # "operated by NCP"; elsewhere initials are mostly terms or regions: "API calls", "the DACH region")
    out.update(m.group(0) for m in _ACRONYM.finditer(text) if m.group(0) not in _COMMON_ACRONYMS)
    return frozenset(out)


#: initials naming an organisation: two to five capitals standing alone ("DVLA", "NCP"; not "USB-C", "A4", nor the start
#: of a longer name, "DFDS Seaways")
#: (or owning a thing: "EE's 4G network", "runs on BT's lines")
_ACRONYM = re.compile(r"(?:(?<=\bby\s)|(?<=\bby\sthe\s)|(?<=\bcontact\s)|(?<=\bcontact\sthe\s))"
                      r"[A-Z]{2,5}(?![\w&/-]|\.\w|\s+[A-Z])|(?<![\w&/-])[A-Z]{2,5}(?=['’]s\s+[a-z0-9])")
#: initials that name no one: places, units, currencies, times, roles, formats and common terms
_COMMON_ACRONYMS = frozenset((
    "UK US USA EU UAE GB EEA UN AM PM GMT BST UTC CET EST PST VAT ID PIN FAQ PDF TV DJ IT HR PR AI VIP ATM SMS "
    "CEO CFO COO CTO CIO CMO MD MP OBE MBE MA BA KG KM MB TB MPH KWH MW KW GBP USD EUR JPY APR AER "
    "OK NB PS RSVP ASAP DIY NHS GP ISA ETA DOB NI HGV EV SUV WC BBQ UKVI").split())


def _says_what(text: str) -> bool:
    """Whether a text says what a value is about: a subject word, or a code, which says it as a word does ("£1 for
    under-18s")."""
    return bool(_words(text)) or _HYPHEN_CODE.search(text) is not None


@lru_cache(maxsize=65536)
def _words(text: str) -> frozenset[str]:
    """The subject words of a text: stemmed content words that are not part of a specific."""
    # (a name's particles belong to the name, "Bram de Vries", but "a van permit" is about vans)
    text = _NAME_PARTICLE.sub(" ", text)
    # (a word in "-ing" is none, whatever it stems as: "wedding" is no "Wed", "marching" no "March")
    return frozenset(w for w, token in ((_root(token), token) for token in tx.words(text) if token not in tx.STOPWORDS)
                     if w and not w[0].isdigit() and (w not in _SPECIFIC_WORDS or token.endswith(("ing", "ings")))
                     and w not in tx._NUMBER_WORDS)


_ACTION_NOUN = re.compile(r"[a-z]{4,}[ts]ions?")


@lru_cache(maxsize=65536)
def _root(token: str) -> str:
    """A token's stem; an action noun's is its verb's ("translation" stems as "translated" does:
    "translat"; "completion" as "completed"), so "the English translation, by ..." is where "translated
    into English" is found; "replacement" as "replaced": "replac")."""
    if token in _OTHER_FORM:
        stem = _stem(_OTHER_FORM[token])
    elif _ACTION_NOUN.fullmatch(token):
        stem = _stem(token.removesuffix("s")[:-3])
    elif _MENT_NOUN.fullmatch(token):
        stem = _stem(token.removesuffix("s")[:-4])
    elif _EVENT_NOUN.fullmatch(token):  # "expiry", "arrival", "closure": "expire", "arrive", "close"
        verb = re.sub(r"(?:y|ies|als?|ures?)$", "", token)
        stem = _stem(verb + "e" if re.search(r"[aeiou]s$", verb) else verb)  # ("refusal": "refuse", "closure": "close")
        stem = stem[:-1] if stem.endswith("rr") else stem  # ("referral": "refer")
    elif _ABILITY_NOUN.fullmatch(token):  # "availability", "eligibility": "available", "eligible"
        stem = _stem(re.sub(r"ilit(?:y|ies)$", "le", token))
    else:
        stem = _stem(token.replace(",", ""))
    return _SAME_EVENT.get(stem, _ACTION_OF_VERB.get(stem, stem))


#: words saying another word in another form: an adjective its noun ("standard postal delivery" is sent "by standard
#: post"), an adverb its adjective ("newly laid turf" is "new turf")
_OTHER_FORM = {"postal": "post", "rental": "rent", "seasonal": "season", "regional": "region", "coastal": "coast",
               "parental": "parent", "optional": "option", "newly": "new", "freshly": "fresh", "annually": "annual",
               # (a thing done again to what it names: "rehomed 367 cats" is "found new homes for 367")
               "rehome": "home", "rehomed": "home", "rehomes": "home"}


#: a quality's noun told by its adjective: "in-store availability" is what is "available in store"
_ABILITY_NOUN = re.compile(r"[a-z]{3,}[ai]bilit(?:y|ies)")


#: verbs whose action noun does not stem as they do, stemmed as the noun ("Cancellations received by 23 May" are what
#: "cancel ... until 23 May" says; "allocated" and "allocation" stem alike): the noun's stem is what a count of it keeps
_ACTION_OF_VERB = {_stem(verb): _stem(noun[:-3]) for verb, noun in (
    ("cancel", "cancellation"), ("cancelled", "cancellation"), ("reserved", "reservation"), ("confirmed", "confirmation"),
    ("registered", "registration"), ("installed", "installation"), ("install", "installation"),
    ("consulted", "consultation"), ("examined", "examination"), ("prepared", "preparation"), ("declared", "declaration"))}


#: verbs telling one event in other words ("The tower was finished in 1342" / "was completed in 1342")
_SAME_EVENT = {"finish": "complet", "began": "begin", "begun": "begin", "commenc": "begin", "start": "begin",
               "bought": "buy", "purchas": "buy", "won": "win", "lost": "los"}


_MENT_NOUN = re.compile(r"[a-z]{5,}ments?")
#: nouns naming what their verb does: "delivery", "expiry", "enquiry"; "arrival", "renewal", "dismissal", "referral";
#: "closure", "departure", "failure"
_EVENT_NOUN = re.compile(r"[a-z]*(?:liver|cover|pir|quir)(?:y|ies)|[a-z]{3,}(?:iv|ov|ew|aw|os|us|iss|err)als?"
                         r"|[a-z]*(?:los|pos|part|fail)ures?")


#: a month's name as a name (capitalised: "the march" is no month)
_MONTH_WORD = re.compile(r"\b(?:" + _MONTH_NAMES_RE + r")\b")


_NOW = re.compile(r"\b(?:now|currently|nowadays|today|at\s+present)\b", re.IGNORECASE)


_SEASON = re.compile(r"\b(spring|summer|autumn|winter)s?\b(?!\s+(?:school|term|semester|olympics|games|tyres?|tires?|"
                     r"collection|range|sale|edition|camp)\b)", re.IGNORECASE)


def _name_features(name: str) -> set[str]:
    """The features naming ``name`` (each name a dash joins, ``_dash_joined``)."""
    return {f"name:{part}" for part in (_dash_joined(name) or [name])}


def _dash_joined(name: str) -> list[str]:
    """The names a dash joins into one ("Newhaven-Dieppe" -> ["Newhaven", "Dieppe"]); [] for any other name."""
    parts = name.split("-")
    return parts if len(parts) > 1 and all(part[:1].isupper() and len(part) > 1 for part in parts) else []


#: a subject opening with what is done to its object: "Taking a bicycle", "Adding a second driver"
_GERUND_OPENING = re.compile(r"^\W*(?:(?!(?:the|a|an|your|our|their|his|her|its|this|that)\b)[A-Za-z]+\s+)?"  # ("Dry cleaning")
                             r"[A-Za-z]+ing\s+(?=(?:a|an|the|your|our|their|his|her|its|one|two|each|any|some)\b)",
                             re.IGNORECASE)
#: a phone number written in groups with a leading zero: "01326 554120", "0161 555 0192"
_PHONE_NUMBER = re.compile(r"(?<![\d.,£$€¥])\b0\d{2,4}(?:\s\d{3,6}){1,2}\b")
#: a thing that must be done by a date: "You must accept your room offer by 15 May"
_DONE_BY_DATE = re.compile(r"\b(?:must|should|need\s+to|has\s+to|have\s+to)\b[^.;]*?\bby\s+(?:\d|" + tx._MONTH_RE + r")",
                           re.IGNORECASE)
#: a bound said in words, and the noun a page heads it with
_BOUNDS_SAID = ((re.compile(r"\b(?:up\s+to|at\s+most|no\s+more\s+than|not\s+(?:to\s+)?exceed(?:ing)?)\s+[£$€¥]?\d",
                            re.IGNORECASE), "maximum"),
                (re.compile(r"\b(?:at\s+least|no\s+(?:fewer|less)\s+than)\s+[£$€¥]?\d", re.IGNORECASE), "minimum"),
                # (a date a thing must be done by is its deadline: "You must accept your room offer by 15 May" is told
                # by "Deadline to accept offer: 5 June", not by "Room offers sent: 15 May")
                (_DONE_BY_DATE, "deadlin"))


def _features(text: str, names: frozenset[str]) -> dict[str, float]:
    values = _values(text)
    # a name of the text, also where it opens a listed piece ("..., Singapore 13 hours")
    found = (values["name"] | set(_CAPITALISED.findall(text)) | set(_INITIALS_WORD.findall(text))) & names \
        | _written_names(text, names)
    name_stems = tx.content_words(" ".join(found))
    features = {f"w:{w}": 1.0 for w in _words(text) - name_stems}
    features.update({f"{kind}:{v}": 1.0 for kind in _KINDS for v in values[kind] if kind != "name"})
    # a day a span or a listing covers says less of which clause is meant than the day named alone ("open
    # Tuesday to Sunday from 10 am to 6 pm; on Thursdays it stays open until 9 pm")
    features.update({f"weekday:{v}": 1 / len(values["weekday"]) for v in values["weekday"]})
    # (a route or a pairing joins two names with a dash, each a name still: "the Newhaven–Dieppe route" is the route
    # from Newhaven to Dieppe)
    features.update({f: 1.0 for v in found for f in _name_features(v)})
    features.update({f"label:{word.lower()} {label}": 1.0 for word, label in _labels(text)})
    # (a plural of a code is the code: "Under-12s" are the "under-12" players)
    features.update({"code:" + _CODE_PLURAL.sub("", code.lower()): 1.0 for code in _HYPHEN_CODE.findall(text)})
    # a compound says which thing is meant more than its parts, which may be no words at all ("Next-day
    # delivery", "two-person deliveries", "in-store purchases")
    # (a compound's plural says its singular: "cover-ups" are what "a cover-up" is)
    features.update({f"w:{word}": 1.0 for compound in _COMPOUND.findall(text)
                     for word in (compound.lower(), _singular(compound.lower())) if word})
    # an ordinal names what a label's number does: "your third council tax instalment" is "Instalment 3"
    features.update({f"label:{word} {_ORDINALS[m.group(1).lower()]}": 1.0 for m in _ORDINAL_BEFORE.finditer(text)
                     for word in m.group(2).split()})
    # an ordinal in figures is the word ("2nd · 1 May 2025" under "Instalment" is the second instalment)
    features.update({f"w:{w}": 1.0 for w in tx.content_words(" ".join(_ordinal_figures(text)))})
    # a name of common words keys its row as a name does, though its words are no subject words ("Same Day · 6 hours",
    # "Next Day", "First Class")
    features.update({f"phrase:{m.group(0).lower()}": 1.0 for m in _COMMON_WORD_NAME.finditer(text)
                     if any(_stem(w.lower()) in _SPECIFIC_WORDS or w.lower() in tx.STOPWORDS for w in m.group(0).split())
                     and not any(w in names or w.lower() in _TITLES for w in m.group(0).split())
                     and not any(w.lower() in tx._MONTHS or w.lower().rstrip("s") in _WEEKDAYS for w in m.group(0).split())})
    # a month keys the value beside it ("4.4% in March")
    features.update({f"month:{tx._MONTHS[m.group(0).lower()]}": 1.0 for m in _MONTH_WORD.finditer(text)})
    # a season keys the value beside it as a month does ("every 2 hours in winter")
    features.update({f"season:{m.group(1).lower()}": 1.0 for m in _SEASON.finditer(text)})
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
                     if f"weekday:{_day_number(m.group(1))}" in features})  # (whole, whatever other day it names)
    # (so does a unit of time naming a kind of thing: "the day pass" is the "Day pass" row, not the "Monthly pass")
    features.update({f"pair:{m.group(1).lower()} {_stem(m.group(2))}": 1.0 for m in _TIME_MODIFIER.finditer(text)
                     if m.group(2) not in tx.STOPWORDS and not m.group(2).endswith("ed")
                     and not _COUNTING_BEFORE.search(text, 0, m.start())})
    return features


#: a unit of time before a noun, as a kind of the thing: "day pass", "Week ticket" (not "per day charge", "7 day pass")
_TIME_MODIFIER = re.compile(r"(?<![\w-])([Dd]ay|[Ww]eek|[Nn]ight|[Ww]eekend)\s+([a-z]{3,})\b")
#: what counts a unit of time or says it is a rate: "7", "one", "per", "a", "each"
_COUNTING_BEFORE = re.compile(r"(?:\d|\b(?:per|a|an|each|every|one|two|three|four|five|six|seven|same|next|that|this|"
                              r"whole|full|half)|[-–])\s*$", re.IGNORECASE)
_DAY_MODIFIER = re.compile(r"\b((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\s+([a-z]{3,})\b")
#: two capitalised words, not opening with an article or a preposition: "Same Day", "Next Day"
_COMMON_WORD_NAME = re.compile(r"\b(?!(?:The|A|An|In|On|At|For|Of|By|To|With|From|And|Or|Our|Your|This|Each|Every|All)\b)"
                               r"[A-Z][a-z]+\s+[A-Z][a-z]+\b")


_ORDINALS = {word: number for number, word in enumerate(tx.ORDINAL_WORDS, start=1)}
#: "2nd", "3rd" (a date's day aside: "May 2nd", "2nd of May")
_ORDINAL_FIGURE = re.compile(r"(?<![\w.,])([1-9]|1[0-2])(?:st|nd|rd|th)\b", re.IGNORECASE)


def _ordinal_figures(text: str) -> list[str]:
    """The ordinals written in figures that are no day of a month, as words: "2nd" -> "second"."""
    def of_a_month(m: re.Match[str]) -> bool:
        before, after = text[:m.start()].split()[-1:], text[m.end():].split()[:2]
        near = [w.strip(",.").lower() for w in before + after if w.lower() != "of"][:2]
        return any(w in tx._MONTHS for w in near)
    return [tx.ORDINAL_WORDS[int(m.group(1)) - 1] for m in _ORDINAL_FIGURE.finditer(text) if not of_a_month(m)]
_ORDINAL_BEFORE = re.compile(r"\b(" + "|".join(_ORDINALS) + r")\s+((?:(?!(?:is|are|was|were|of|in|on|at|for)\b)[a-z-]+\s+)"
                             r"{0,3}(?!(?:is|are|was|were|of|in|on|at|for)\b)[a-z-]+)", re.IGNORECASE)


#: a number joined to the noun it sizes names a model or a kind: "the 15-inch model", "a 3-bedroom house"
#: (not a duration or a measure, which are values: "a 30-day trial", "a 2-litre bottle")
_SIZED = re.compile(r"(?<![\d.,])\b(\d+(?:\.\d+)?)-([a-z]+)\b(?=\s+[A-Za-z])")


#: a size after "the" names the variant it sizes as a label does: "the 5.0 Ah battery", "the 500 ml bottle"
_NAMED_SIZE = re.compile(r"\bthe\s+(\d+(?:\.\d+)?)\s?(?!(?:st|nd|rd|th|am|pm|a\.m|p\.m|hrs?|mins?|secs?|days?|wks?|yrs?)\b)"
                         r"([A-Za-z]{1,4})\s+(?=[a-z])", re.IGNORECASE)


def _labels(text: str) -> list[tuple[str, str]]:
    """(word, label) of each labelled name: "Version 3.3" -> ("Version", "3.3"), "Station B" -> ("Station", "b"),
    "15-inch model" -> ("inch", "15")."""
    named = [(word, _label_value(label)) for word, label in _LABEL.findall(text) if word.lower() not in _NOT_NAMES]
    # (a label noun names its thing in lower case too: "fixed in version 4.2.1", "from platform 4")
    named += [(word.capitalize(), _label_value(label)) for word, label in _LOWER_LABEL.findall(text)]
    # a label's number under its word's initial, as a code writes it: "Priority 2" is "P2", "Q3" a quarter's
    codes = [(word[0].upper(), label) for word, label in named if label[0].isdigit() and len(word) > 1] + [
        (letter, f"{float(number):g}") for letter, number in _CODE.findall(text)] + [
        # (and capitals naming a series, the number its generation: "SMETS1" and "SMETS2" meters)
        (letters, f"{float(number):g}") for letters, number in _SERIES_CODE.findall(text)]
    sized = [(word, f"{float(number):g}") for number, word in _SIZED.findall(text) + _NAMED_SIZE.findall(text)
             if _stem(word) not in _SPECIFIC_WORDS and not _DURATION.match(f"{number} {word}")]
    # "v4.0" is "Version 4.0"
    versions = [("Version", f"{float(number):g}") for number in _SHORT_VERSION.findall(text)]
    # a product named by its term ("the 2 Year Fixed Rate") and a network by its generation ("4G", "5G")
    terms = [(m.group(2), f"{float(m.group(1)):g}") for m in _TERM_LABEL.finditer(text)]
    generations = [("G", number) for number in _GENERATION.findall(text)]
    # a house's number names it: "3 Beech Grove" is not "5 Beech Grove"
    addresses = [(street, f"{float(number):g}") for number, street in _ADDRESS.findall(text)]
    return named + codes + sized + versions + terms + generations + addresses


#: capitals and a number written on to them, a generation of a series: "SMETS2"
_SERIES_CODE = re.compile(r"\b([A-Z]{2,6})(\d{1,3})\b")
#: a number and the street it is on: "42 Market Street", "3 Beech Grove"
_ADDRESS = re.compile(r"(?<![\d£$€¥.,])\b(\d{1,4})[A-Za-z]?,?\s+(?:[A-Z][a-z'’]+\s+){1,3}(Street|St|Road|Rd|Avenue|Ave|Lane|"
                      r"Terrace|Court|Grove|Way|Place|Close|Drive|Square|Crescent|Gardens|Row|Hill|Parade|Walk|Mews|"
                      r"Boulevard|Blvd)\b")


#: a span of numbered things: "Grades 1–4", "Bands 5 and above", "levels 3 to 5"
_LABEL_SPAN = re.compile(r"\b([A-Za-z]+)\s+(\d{1,3})\s*(?:(?:-|–|—|to)\s*(\d{1,3})\b|(?:and|or)\s+"
                         r"(above|over|higher|upwards|below|under|lower)\b)", re.IGNORECASE)


def _label_span_clauses(claim: str, units: Sequence[_Clause]) -> tuple[set[int], set[int], frozenset[str]]:
    """(clauses said of a span of labels holding the claim's label, clauses said only of spans without it, the
    numbers of the claim's labels some span holds) for labels with a label noun ("Grade 6" against "Grades 1–4"
    and "Grades 5 and above")."""
    claimed = {(_label_noun(word), float(number)) for word, number in _labels(claim)
               if _label_noun(word) and re.fullmatch(r"\d+(?:\.\d+)?", number)}
    inside: set[int] = set()
    outside: set[int] = set()
    covered: set[str] = set()
    for i, clause in enumerate(units) if claimed else ():
        spans = [(_label_noun(word), float(low), float(high) if high else math.inf if end.lower() in _UPWARDS else 0.0)
                 for word, low, high, end in _LABEL_SPAN.findall(clause.text) if _label_noun(word)]
        spans = [(word, min(low, high), max(low, high)) for word, low, high in spans]
        for word, number in claimed:
            theirs = [(low, high) for w, low, high in spans if w == word]
            if any(low <= number <= high for low, high in theirs):
                inside.add(i)
                covered.add(f"{number:g}")
            elif theirs:
                outside.add(i)
    return inside, outside - inside, frozenset(covered)


_UPWARDS = frozenset(("above", "over", "higher", "upwards"))


def _label_noun(word: str) -> str:
    """The label noun a word is, singular ("Grades" -> "grade", "classes" -> "class"), else ""."""
    lower = word.lower()
    return next((w for w in (lower, lower[:-1], lower[:-2]) if w in _LABEL_NOUNS and (w == lower or lower.endswith("s"))), "")


#: words whose number names the thing ("Form 4835", "Version 3", "Terminal 5"), never counts it ("Silva 27")
_LABEL_NOUNS = frozenset(("form schedule box version model terminal gate route line platform room section article chapter "
                          "table figure page step level grade band stage unit lot phase block building floor bus flight exit "
                          "highway interstate class category type tier zone series episode season act part volume issue "
                          "question item rule regulation clause paragraph appendix annex term semester instalment "
                          "installment payment round module session lesson").split())
#: (or by a letter: "band C", "zone B"; not the pronoun: "the table I booked")
_LOWER_LABEL = re.compile(r"\b(" + "|".join(sorted(_LABEL_NOUNS | {"release"}))
                          + r")\s+(\d+(?:\.\d+){0,2}|(?!I\b)[A-Z]\d?)\b(?![.,:]?\d)")
#: a capital and a number written together as a code: "P2", "Q3", "H1"
_CODE = re.compile(r"(?<![\w.-])([A-Z])(\d{1,2})(?![\w.-])")


def _label_value(label: str) -> str:
    """A label's number as compared ("3.30" is 3.3; "4.2.1" stays as written), its letter in lower case."""
    if not label[0].isdigit():
        return label.lower()
    return f"{float(label):g}" if label.count(".") <= 1 else label


_GENERATION = re.compile(r"\b(\d)G\b")
_SHORT_VERSION = re.compile(r"(?<![\w.])[vV](\d+(?:\.\d+)?)(?:\.\d+)*\b")


_INLINE_TITLE = re.compile(r"([^:;.\n]{3,80}):\s+(?=(?:The|A|An|All|Each|Every|Our|Your|This|These)\s)")
#: a short phrase opening with a preposition and holding no verb: "from Therasia."
_FRAGMENT = re.compile(r"(?:of|from|in|at|by|for|with|to)\s+[^\s;]+(?:\s+[^\s;]+){0,2}\s*[.!?]?\s*$")


def _sentence_parts(evidence: str) -> list[list[str]]:
    """Sentences and lines (a list item or table row is one), each as its ``;`` / ", while" clauses."""
    out = []
    evidence = _INLINE_ENUMERATION.sub("\n", evidence)  # each flattened list item is a line of its own
    sentences = [one for whole in tx.split_sentences(tx.strip_citations(evidence)) for one in _respectively(whole)]
    # a passage opening with its title before a colon ("Warranty coverage for Voltera e-bikes: The frame is
    # covered for 5 years ..."): the title is a line of its own
    heading = _INLINE_TITLE.match(sentences[0]) if sentences else None
    # (not a colon inside a quoted title: "Admission to 'Monet: The Water Garden Years' is £19")
    if heading and len(heading.group(1).split()) <= HEADING_WORDS and not _SUBJECT_END.search(heading.group(1)) \
            and _kinds(heading.group(1)) <= {"name", "date", "month"} \
            and not _inside_quotes(sentences[0], len(heading.group(1))):
        sentences[:1] = [heading.group(1), sentences[0][heading.end():]]
    for sentence in sentences:
        parts = [_cells(part).strip(" -*•·\t") for part in _CLAUSE_BREAK.split(sentence)]
        parts = [part for part in parts if len(tx.content_words(part)) >= 1]
        for index in range(len(parts) - 1, 0, -1):
            if _FRAGMENT.match(parts[index]) and not _kinds(parts[index]) - {"name"}:
                # a phrase completing the clause before it is no clause: "the meaning is: Reap; from Therasia."
                parts[index - 1:index + 1] = [f"{parts[index - 1]}; {parts[index]}"]
            elif _SAID_OF_IT.match(parts[index]) and not _kinds(parts[index]) - {"name"} \
                    and _kinds(parts[index - 1]) - {"name"}:
                # (as is one going on about the value before it: "a deposit of £200 is required to secure it; this is
                # refunded when your child leaves")
                parts[index - 1:index + 1] = [f"{parts[index - 1]}; {parts[index]}"]
        if parts:
            out.append(parts)
    return out


#: a clause whose subject is "it": "but it is home to ..."
_IT_OPENING = re.compile(r"\W*(?:(?:but|and|while|although)\s+)?it\s+(?:is|has|was|will|also)\b", re.IGNORECASE)
#: a clause going on about what the one before it said: "this is refunded when ..."
_SAID_OF_IT = re.compile(r"\W*(?:this|it|which)\s+(?:is|will|can|may|must)\b", re.IGNORECASE)
_RESPECTIVELY = re.compile(r",?\s*\brespectively\b", re.IGNORECASE)
_LISTED_VALUE = re.compile(r"[£$€¥]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?%?")
_VALUE_SEPARATOR = re.compile(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+")
_TRAILING_SEPARATOR = re.compile(r"(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+|\s+)$")
_WORD_TOKEN = re.compile(r"[\w'-]+")


#: a thing listed before "respectively": a name of several words ("Hillcrest Academy and St Brendan's"), else one word
_RESPECTIVE_THING = (r"\b((?!(?:The|A|An|In|On|At|For|Of|By|To|With|From|And|Or|But)\b)[A-Z][\w'’.-]*"
                     r"(?:\s+[A-Z][\w'’.-]*)*|[\w'’-]+)")


_ARTICLE = r"(?:(?:the|a|an)\s+(?=[A-Z]))?"


def _respectively(sentence: str) -> list[str]:
    """A sentence pairing listed things with listed values "respectively", as one sentence per thing:
    "The Basic and Plus plans cost £60 and £96 a year respectively." -> "The Basic plans cost £60 a
    year." and "The Plus plans cost £96 a year." (else the sentence itself). The values are those
    listed right before "respectively" (a unit after the last is said of each bare one: "45 and 120
    million cubic metres"); the things, the last listing of as many single words before them."""
    marker = _RESPECTIVELY.search(sentence)
    if not marker:
        return [sentence]
    head = sentence[:marker.start()]
    # the values: separated values ending the text before "respectively", the last with its unit
    # (the last run of two or more: "saw 72% and 64% of pupils achieve a grade 4 or above, respectively")
    chain: list[re.Match[str]] = []
    for value in reversed(list(_LISTED_VALUE.finditer(head))):
        if chain and not _VALUE_SEPARATOR.fullmatch(_unit_less(head[value.end():chain[0].start()])):
            if len(chain) >= 2:
                break
            chain = []
        chain.insert(0, value)
    if len(chain) < 2:
        return [sentence]
    start = chain[0].start()
    # each value with the words it has up to the next one; a bare one takes the last one's unit
    unit = head[chain[-1].end():].strip()
    elements = [_TRAILING_SEPARATOR.sub("", head[a.start():b.start()]) for a, b in zip(chain, chain[1:], strict=False)]
    elements = [e if _WORD_TOKEN.search(e[len(v.group(0)):]) else f"{e} {unit}".strip()
                for e, v in zip(elements, chain, strict=False)] + [head[chain[-1].start():].strip()]
    # the things: the last listing of as many words before the values
    # (a later thing may have its article: "the Social Democrats and the Agrarian League")
    things = re.compile(_RESPECTIVE_THING + "".join([r",\s+" + _ARTICLE + _RESPECTIVE_THING] * (len(chain) - 2))
                        + r",?\s+(?:and|or)\s+" + _ARTICLE + _RESPECTIVE_THING + r"(?![\w'’-])")
    found = list(things.finditer(head[:start]))
    if not found or any(w.lower() in tx.STOPWORDS or w[0].isdigit() for w in found[-1].groups()) or len(
            {w[0].isupper() for i, w in enumerate(found[-1].groups()) if i or head[:found[-1].start()].strip()}) > 1:
        # (names are listed with names: "per month and the Deluxe" lists nothing; a sentence's first word
        # is capitalised by grammar: "Revenue, profit and cash")
        return [sentence]
    listing = found[-1]
    tail = sentence[marker.end():]
    return [f"{head[:listing.start()]}{thing}{head[listing.end():start]}{element}{tail}"
            for thing, element in zip(listing.groups(), elements, strict=True)]


def _unit_less(gap: str) -> str:
    """A gap between two listed values without the first one's unit words ("45 km and 120 km")."""
    return re.sub(r"^\s*[A-Za-z%°]+(?:\s+[a-z]+){0,2}(?=\s*(?:,|and\b|or\b))", "", gap)


def _cells(text: str) -> str:
    """A table row's cells apart, by a mark that is no word and no clause break: "| Berlin | 22 December |
    5 January |" must not read "22 December 5" as 5 December."""
    return tx.normalise_ws(text.replace("|", " · ")) if "|" in text else tx.normalise_ws(text)


def _sentences(evidence: str) -> list[str]:
    """Sentences and lines, then their ``;`` / ", while" clauses."""
    return [part for parts in _sentence_parts(evidence) for part in parts]


#: a later clause of one sentence this short, stating a value of a kind the first clause states, says
#: it about what the first clause is about ("team leads may approve up to $1,000; directors up to $25,000")
ELLIPTICAL_WORDS = 2


#: a thing's place named after it: "at Greenfield Public Library", "in the Riverside Centre"
#: an opening phrase saying where, named or not: "On our commuter line,", "At every branch," (not whom: "For adults,")
_PLACE_OPENING = re.compile(r"\s*(?:on|at|in|across|throughout|within|inside)\s+(?:the|our|all|every|each|this|its|their)\b"
                            # (a time is an occasion of its own, not a place: "In the third quarter,")
                            r"(?![^,]*\b(?:quarter|year|month|week|day|season|period|term|half|morning|afternoon|"
                            r"evening|spring|summer|autumn|winter|past|meantime|end|beginning|event|case)s?\b)",
                            re.IGNORECASE)
_NAMED_PLACE = re.compile(r"\b(?:at|in)\s+(?:the\s+)?(?:[A-Z][\w'’&-]*\s*)+")
#: (the whole name of a place, "at The Commons on Ridge Avenue", "at Hotel du Lac")
_PASSAGE_PLACE = re.compile(_NAMED_PLACE.pattern + r"(?:(?:on|of|upon|du|de|la|le)\s+(?:[A-Z][\w'’&-]*\s*)+)?")


def _elliptical_lead(first: str, part: str) -> str:
    """The first clause's lead when ``part`` leaves out what its value is about, else "". A later
    clause of its own subject ending on a bare value leaves out what the value counts, which the first
    clause says after its own: "Lena Okafor scored 27 league goals for Riverside, while Maya Tran
    added 14" - 14 league goals for Riverside."""
    shared = _listing_kinds(first) & _listing_kinds(part) - {"name"}
    if not shared:
        return ""
    if len(_words(part)) > ELLIPTICAL_WORDS:
        return _unopposed(_tail(first), part) if not _words(_tail(part)) else ""
    return _lead(first, names_listed=False)


def _unopposed(tail: str, part: str) -> str:
    """The first clause's ``tail`` up to a word whose opposite ``part`` says: "The MSc takes 12 months to complete
    full-time, while the part-time route takes 24 months" - the part-time route's 24 months are to complete, not
    full-time."""
    said = _words(part)
    for m in re.finditer(r"[A-Za-z][\w'’]*", tail):
        if _OPPOSITE_MODIFIERS.get(_stem(m.group(0).lower()), frozenset()) & said:
            return tail[:m.start()]
    return tail


def _listing_kinds(text: str) -> frozenset[str]:
    """The kinds a piece of a listing states, names included; a year is a kind of its own ("released in
    2019, sold 95,000" lists no two numbers; "planted in 1820 and reached its height by 1900" two years)."""
    values = _values(text)
    kinds = set(_kinds(text)) | ({"name"} if values["name"] else set())
    # (a number written with a thousands separator is a count: "2,100 in manufacturing")
    years = {v for v in values["number"] if _written_year(v, text)}
    if years:
        kinds.add("year")
        if not values["number"] - years:
            kinds.discard("number")
    if _years(values["date"]):  # a dated event lists with a year's ("fell after 2008, and ... in March 2016")
        kinds.add("year")
    # (a label's number names a thing, it is no value listed: "Schedule C, Schedule F, or Form 4835")
    if "number" in kinds and values["number"] <= {_label_value(label) for word, label in _LABEL.findall(text)
                                                  if word.lower() in _LABEL_NOUNS and label[0].isdigit()}:
        kinds.discard("number")
    return frozenset(kinds)


def _kinds(text: str) -> frozenset[str]:
    """The kinds of specific a piece states; a name counts only in a piece stating nothing else."""
    values = _values(text)
    return frozenset(k for k in _KINDS if values[k] and k != "name") or frozenset(k for k in _KINDS if values[k])


_LARGER_UNIT_BEFORE = re.compile(r"(?<![\d.])\d+(?:\.\d+)?\s*(?:hours?|hrs?|minutes?|mins?)$", re.IGNORECASE)
_SMALLER_UNIT_NEXT = re.compile(r"\d+(?:\.\d+)?\s*(?:minutes?|mins?|seconds?|secs?)\b", re.IGNORECASE)


#: the counts of a party a thing is for, before and after their "and": "for two adults and two children"
_PARTY_COUNT = r"(?:up\s+to\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+[a-z]+"
_PARTY_BEFORE = re.compile(r"\b(?:for|with)\s+" + _PARTY_COUNT + r"$", re.IGNORECASE)
_PARTY_NEXT = re.compile(_PARTY_COUNT + r"\b", re.IGNORECASE)
_OPEN_END = re.compile(r"\s*(?:over|above|older|under|younger|below)\b(?!-\d)", re.IGNORECASE)  # (not "over-65s")


#: what a sentence says of all it lists after a colon: "If you need a lot of prescriptions, a prescription prepayment
#: certificate (PPC) can save you money: "
_LEAD_IN = re.compile(r"[^:;]+?:\s+(?=\S)")
_COPULA_END = re.compile(r"\b(?:is|are|was|were|be|include|includes|as\s+follows)\s*:\s*$", re.IGNORECASE)


def _lead_in(clause: str) -> str:
    """The words before a colon saying of what the rest of the clause lists (three words or more, stating no value),
    with the colon; else ""."""
    opening = _LEAD_IN.match(clause)
    # (not one whose verb the value after the colon completes: "the meaning of the name Theresa is: Reaper")
    # (nor a key of names alone: "Pulse Buds Pro: battery life 8 hours")
    if not opening or len(opening.group(0).split()) < 3 or _kinds(opening.group(0)) - {"name"} \
            or _COPULA_END.search(opening.group(0)) or not _words(" ".join(re.findall(r"\b[a-z][a-z'-]+", opening.group(0)))):
        return ""
    return opening.group(0)


#: who leads a thing, after it: "led by Aoife Brennan", "managed by the Hale Group"
_LED_BY = re.compile(r"(?:led|run|managed|headed|chaired|coached|supervised|overseen)\s+by\s+(?:the\s+)?[A-Z]")


#: names and the present verb taking a value after them: "Cinque Terre costs $850"
_NAMES_THEN_VERB = re.compile(r"\s*(?:[A-Z][\w'’-]*\s+)+(?:costs?|is|are|takes?|lasts?|runs?|starts?)\s+"
                              r"(?:about\s+|around\s+|from\s+|at\s+|just\s+|only\s+)?[£$€¥\d]")
#: a verb after a comma, the one a phrase set off before it belongs to: ", was first published"
_VERB_AFTER_COMMA = re.compile(r",\s+(?:(?:was|is|were|are|has|had|have|will)\b|[a-z]{3,}ed\b)")
#: a bracket closed before its piece's verb: "(ages 5–15) are"
_VERB_AFTER_BRACKET = re.compile(r"[^()]*\)\s+(?:is|are|was|were|has|have|had|will|costs?|pays?|gets?|receives?|takes?|"
                                 r"lasts?|runs?|starts?|opens?|closes?|includes?)\b")
_MADE_BY = re.compile(r"(?:directed|produced|written|designed|conducted|choreographed|narrated|illustrated|"
                      r"composed|curated|translated)\s+by\s+(?:the\s+)?[A-Z]")


#: a quoted title: "'Hokusai: Beyond the Great Wave'", "“Vermeer and the Delft School”"
_QUOTED_TITLE = re.compile(r"(?:(?<=\s)|^)['‘\"“](?=\S)(.{1,80}?)(?<=\S)['’\"”](?![A-Za-z])")


def _inside_quotes(text: str, at: int) -> bool:
    """Whether ``at`` falls inside a quoted title."""
    return any(m.start(1) <= at < m.end(1) for m in _QUOTED_TITLE.finditer(text))


def _inside_names_bracket(text: str, at: int) -> bool:
    """Whether ``at`` falls inside a bracket listing names only: "Short stay car parks (Market Square and Bridge Road)"."""
    opened = text.rfind("(", 0, at)
    closed = text.find(")", at)
    return opened > text.rfind(")", 0, at) and closed > 0 and "(" not in text[at:closed] \
        and _kinds(text[opened + 1:closed]) <= {"name"} and bool(_CAPITALISED.search(text[opened + 1:closed]))


def _pieces(clause: str) -> list[tuple[str, str]]:
    """A clause listing several values of one kind, cut before each: (piece, lead it inherits).

    Cuts fall only where the pieces on both sides state a value of a shared kind, so "In 2024,
    revenue grew 12%" stays whole while "92% at full load and 78% at half load" is cut.
    """
    # a list of bare numbers ("boxes 1,2,3, and 5") is one value list, not pieces about different things
    # (nor is a span "between April and October")
    # a sentence opening with what the rest lists ("Sports equipment is charged per item each way: a golf bag costs
    # €50, a bicycle €75") says it of each piece
    opening = _lead_in(clause)
    if opening:
        listed = _pieces(clause[len(opening):])
        if len(listed) > 1:
            return [(opening, "")] + [(piece, f"{opening} {lead}".strip()) for piece, lead in listed]
    # (nor is a weekday and its date: "on Thursday, February 6, 2025")
    inserted = _insertions(clause) + [(m.start(), m.end()) for m in _DAY_AND_DATE.finditer(clause)]
    # (nor is a name its bracketed initials spell: "the Engineering and Physical Sciences Research Council (EPSRC)")
    if "(" in clause:
        inserted += [(start, start + len(long_form)) for abbreviation, long_form in _abbreviations(clause).items()
                     if (start := clause.rfind(long_form, 0, clause.find(f"({abbreviation}"))) >= 0]
    bounds = [0] + [m.end() for m in _LIST_BREAK.finditer(clause)
                    if not (clause[:m.start()][-1:].isdigit() and _NUMBER_NEXT.match(clause, m.end()))
                    and not (m.group(0).strip() == "and" and _BETWEEN.search(clause, 0, m.start()))
                    # (nor the counts of whom a thing is for: "a family ticket for two adults and two children is £310")
                    and not (m.group(0).strip() == "and" and _PARTY_BEFORE.search(clause, 0, m.start())
                             and _PARTY_NEXT.match(clause, m.end()))
                    # (nor an open span's end: "Children aged three and over")
                    and not _OPEN_END.match(clause, m.end())
                    # (nor the commas around what is said of a subject before its verb: "and Terminal 3, which
                    # opened in 2019, has 22 gates"; "Dr Priya Raman, from the UK Centre ..., warned that ...")
                    and not (m.group(0).startswith(",") and _around_insertion(clause, m.start(), m.end()))
                    # (nor the colon of a title's subtitle: "Creative Writing: Short Stories is taught by ...")
                    and not ((subtitled := _SUBTITLED.match(clause)) and subtitled.end(1) == m.start())
                    # (nor anything inside a quoted title: "Admission to 'Hokusai: Beyond the Great Wave' is £18")
                    and not _inside_quotes(clause, m.start())
                    # (nor inside a bracket naming the things the piece is of: "Short stay car parks (Market Square and
                    # Bridge Road) have a maximum stay of 3 hours")
                    and not _inside_names_bracket(clause, m.start())
                    and not any(start < m.start() < end for start, end in inserted)
                    # (nor the comma before the name of a role just said: "handled by our Head of Billing, Daniel
                    # Okafor, who will respond within ten working days")
                    and not (m.group(0).startswith(",") and _NAME_OF_ROLE.match(clause, m.end()))
                    # (nor the commas around a role in lower case said of a name before its verb: "Sarah Whitfield, our
                    # head instructor, is a BHS Stage 4 coach who teaches all the dressage clinics")
                    and not (m.group(0).startswith(",") and _around_lower_role(clause, m.start(), m.end()))
                    # (nor the comma before the role of a name just said: "led by Priya Raman, Head of Active Travel at
                    # the city council")
                    and not (m.group(0).startswith(",") and _ROLE_OF_NAME.match(clause, m.end())
                             and _NAME_BEFORE.search(clause, 0, m.start()))
                    # (nor the comma before who leads what was just named: "our Dublin team, led by Aoife Brennan")
                    and not (m.group(0).startswith(",") and _LED_BY.match(clause, m.end())
                             and re.search(r"\b[a-z]{3,}$", clause[:m.start()]))
                    # (or who made the work just named: "a new production of A Streetcar Named Desire, directed by
                    # Priya Ramanathan")
                    # (not where it is set off before the verb: "The novel The Salt Orchard, written by the Portuguese
                    # author Inês Carvalho, was first published in Lisbon")
                    and not (m.group(0).startswith(",") and (made := _MADE_BY.match(clause, m.end()))
                             and re.search(r"\b[A-Za-z][\w'’-]+$", clause[:m.start()])
                             and not _VERB_AFTER_COMMA.search(clause, made.end()))
                    # (nor a bracket holding only the value of the words before it: "or a full day (8 hours)")
                    and not ("(" in m.group(0) and _BRACKETED_VALUE.match(clause, m.end())
                             and re.search(r"[a-z]$", clause[:m.start()]))
                    # (a bracket after no value is no value of another: "ECON2050 Public Finance (20 credits)")
                    and not ("(" in m.group(0) and _kinds(clause[:m.start()]) <= {"name"})
                    # (nor one its piece's verb follows: "and child tickets (ages 5–15) are $25" says who they are for)
                    and not ("(" in m.group(0) and _VERB_AFTER_BRACKET.match(clause, m.end()))
                    # (nor a duration told in two units: "needed just 1 hour and 28 minutes"; a range's end is
                    # none: "for shifts of 6–8 hours and 45 minutes for ...")
                    and not ((larger := _LARGER_UNIT_BEFORE.search(clause, 0, m.start()))
                             and not _RANGE_BEFORE.search(clause, 0, larger.start())
                             and _SMALLER_UNIT_NEXT.match(clause, m.end()))]
    if len(bounds) == 1:
        return [(clause, "")]
    merged: list[tuple[str, frozenset[str]]] = []
    # a piece opening a new item with "and" before its value ("..., and her breakthrough single, Paper
    # Moon, in 2012"; "..., and major services like crowns and bridges at 50%") waits for the piece that
    # states it, instead of joining the one before
    pending = ""
    ends = bounds[1:] + [len(clause)]
    for start, end in zip(bounds, ends, strict=True):
        piece = pending + clause[start:end]
        pending = ""
        kinds = _listing_kinds(piece)
        if (merged and end < len(clause) and _NEW_ITEM.match(piece) and not (kinds - {"name"}) & merged[-1][1]
                and any(merged[-1][1] & _listing_kinds(clause[end:later]) for later in ends if later > end)):
            pending = piece
            continue
        # a piece too short to say what its value is about ("or two", "and 5") stays with the last
        # ("and Start Menu" in a list of names, too; "Europe by 6%" says its value of Europe)
        named_only = not _words(piece) - tx.content_words(" ".join(_CAPITALISED.findall(piece)))
        # but one keyed by a value or a month of its own is a piece ("..., and after ten years to 30 days",
        # "October 98 mm, November 121 mm")
        keyed_by_value = (sum(len(v) for k, v in _values(piece).items() if k != "name")
                          + len(_MONTH_WORD.findall(piece))) > 1
        # (a name listed with the one before in a subject is none: "Customers in Scotland and Northern Ireland will
        # follow on 30 September 2025")
        subject_listing = bool(merged) and merged[-1][1] == {"name"} and re.search(r"\sand\s*$", merged[-1][0]) \
            and not _OWN_VERB.search(merged[-1][0]) and len(merged[-1][0].rpartition(": ")[2].split()) <= 6 \
            and (piece[:1].isupper() or len(merged) == 1)  # ("Full-time students and people on Universal Credit receive")
        # (nor is the last name of a listing in a subject without a verb, its verb after it: "An optional excursion
        # package with weekend trips to Rome, Venice and Cinque Terre costs $850")
        subject_listing = subject_listing or bool(merged) and re.search(r"(?:,|\sand)\s*$", merged[-1][0]) is not None \
            and not _OWN_VERB.search(merged[-1][0]) and not (kinds - {"name"}) & (merged[-1][1] - {"weekday"}) \
            and _NAMES_THEN_VERB.match(piece) is not None
        # (names keyed by names are pieces: "Lisbon by Carla Mendes, Porto by Rui Santos")
        # (a closing piece with a subject and a verb of its own stating nothing is a clause of its own: "..., and tickets
        # bought in person at the box office have no booking fee")
        closing_clause = not kinds and end == len(clause) and re.match(r"\s*(?:and|but)\s", piece) is not None \
            and _own_clause(piece)
        if merged and (subject_listing or not (kinds & merged[-1][1]) and not closing_clause
                       or not (_says_what(piece) or keyed_by_value) and not closing_clause
                       or (named_only and not kinds - {"name"}
                           and not (_name_pair(piece) and _name_pair(merged[-1][0])))):
            merged[-1] = (merged[-1][0] + piece, merged[-1][1] | kinds)
        else:
            merged.append((piece, kinds))
    # a leading piece without any specific ("Prices are as follows, ...") belongs to the next one, and
    # so does an opening phrase saying when or for whom ("After five years of service, the allowance
    # increases to 25 days"): it sets the condition of the clause it opens, it is no item of a list
    # (and so does the whole a share is of: "Of the 1,215 plant species assessed, 342 are endangered")
    # (as does the source it is all according to: "According to Calloway Realty's Q2 2024 report, ...", and a
    # key naming the one value after it by a number of its name: "2.0 TDI diesel: 115 PS")
    key_of_one = len(merged) == 2 and merged[0][0].rstrip().endswith(":") and merged[0][1] <= {"number"} \
        and re.search(r"[A-Za-z]{2}", merged[0][0]) is not None
    if len(merged) > 1 and (not merged[0][1] or key_of_one or _ATTRIBUTION.fullmatch(merged[0][0]) or (
            (_OPENING_PHRASE.match(merged[0][0]) and not _OWN_VERB.search(merged[0][0])
             or _PARTITIVE_OPENING.match(merged[0][0])) and len(merged[0][0].split()) <= OPENING_WORDS)):
        merged[1] = (merged[0][0] + merged[1][0], merged[1][1])
        merged.pop(0)
    # a clause opening with a heading of its own ("Children aged 6 to 12: take 1 tablet every 4 hours, no
    # more than 4 tablets in 24 hours") lists the rest about it: each piece of the rest keeps the lead it
    # has there ("take") and inherits the heading too
    heading = merged[0][0]
    if heading.rstrip().endswith(":") and len(merged) > 2:
        return [(heading, "")] + [(piece, f"{heading} {lead}") for piece, lead in _pieces(clause[len(heading):])]
    # (and a key stating values of its own keys the one piece after it whole: "Points earned July–December 2025:
    # expire 30 June 2026")
    if heading.rstrip().endswith(":") and len(merged) == 2:
        return [(heading, ""), (merged[1][0], heading)]
    # a long run-on (badly segmented text, a list of steps) does not have a structure to trust, unless
    # it is a list of short pieces ("46% said they commute by car, 31% use public transport, 14% cycle ...")
    # (a closing phrase stating nothing is no part of its length: "..., compared with £71 million in the same quarter
    # last year, reflecting higher working capital investment ahead of the peak season")
    closing = _CLOSING_PHRASE.search(merged[-1][0])
    closing_words = len(closing.group(0).split()) if closing and not _kinds(closing.group(0)) else 0
    # (nor one said of every piece, whatever it states: "..., both from 6pm to 8pm")
    shared = _SHARED_CLOSING.search(merged[-1][0]) if len(merged) > 1 else None
    closing_words = max(closing_words, len(shared.group(0).split()) if shared else 0)
    # (nor is an opening phrase saying when or where: "From April 2024, patients in England ... are charged £26.80 for a
    # Band 1 course of treatment and £73.50 for a Band 2 course of treatment")
    # (nor a short heading, nor the condition of all: "Rent-to-buy: if you decide to buy your rented piano, 75% of the
    # rental paid in the first year is deducted from the purchase price, falling to 50% in the second year")
    short_heading = re.match(r"[^:,]{1,30}:\s+", merged[0][0])
    after_heading = merged[0][0][short_heading.end() if short_heading else 0:]
    opening_phrase = _OPENING_PHRASE_START.match(after_heading) or _CONDITION_OPENING.match(after_heading)
    opening_words = (len(opening_phrase.group(0).split()) if opening_phrase and len(opening_phrase.group(0).split())
                     <= OPENING_WORDS else 0) + (len(short_heading.group(0).split()) if short_heading else 0)
    # (nor are examples in brackets: "£70 for higher-level contraventions (such as parking on a yellow line during
    # restrictions) and £50 for lower-level contraventions (such as overstaying in a pay-and-display bay)")
    def length(text: str) -> int:
        return len(_EXAMPLES_BRACKETED.sub(" ", text).split())

    if len(merged) == 1 or (length(clause) - closing_words - opening_words > MAX_LISTING_WORDS
                            and max(length(piece) - (closing_words if index == len(merged) - 1 else 0)
                                    - (opening_words if index == 0 else 0)
                                    for index, (piece, _) in enumerate(merged)) > MAX_PIECE_WORDS):
        return [(clause, "")]
    # a listing keyed by names or labels ("Dubai 7 hours, Singapore 13 hours") keeps no key in its lead
    # (a month and its year are no label: "balance due 1 January 2026")
    keyed = all(any(m.group(1).lower() not in tx._MONTHS for m in _LABEL.finditer(piece)) for piece, _ in merged)
    # (its names are keys where a later piece names its own before its value: "Europe by 6%"; one naming them
    # after its value keeps the lead's: "SkyBridge will operate 10 flights a week between Dublin and Lisbon
    # and 4 flights a week between Dublin and Porto")
    # (a source the first piece opens with is every piece's, before the lead: "According to the 2025 review,")
    source = _ATTRIBUTION.match(merged[0][0])
    lead = _lead(merged[0][0][source.end() if source else 0:],
                 keyed or "name" in (merged[0][1] & merged[1][1]) and _names_first(merged[1][0]))
    lead = f"{source.group(0)}{lead}" if source else lead
    # a word or two between a colon and the first value key the first piece alone: "Tyre pressures: front
    # 2.3 bar, rear 2.1 bar" - the rear is no front ("Grades: the exam counts for 60%, ..." says more)
    heading, colon, key = lead.partition(": ")
    lead = heading + ":" if colon and len(key.split()) <= 2 else lead
    # what the first value is said of after it ("60% of the final mark") holds for a later piece that
    # says nothing after its own ("the project for 30%"), not for one that does ("3 months for contractors")
    tail = _tail(merged[0][0])
    # (a named place closing the last piece after what its value is of, where no other piece names one, is where every
    # piece holds: "Members receive 15% off birthday party bookings and 10% off holiday club places at Cedar Lane Sports
    # Centre"; one right after its value is that piece's own: "£10 online and £12 at the Grand Theatre box office")
    closing_place = _CLOSING_PLACE.search(merged[-1][0])
    shared_place = closing_place.group(1) if closing_place and not any(
        _NAMED_PLACE.search(piece) for piece, _ in merged[:-1]) and _words(
        _VALUE_TEXT.sub(" ", merged[-1][0][:closing_place.start()]).split("%")[-1]) else ""
    # (a piece comparing its value with the first's says it of what the first piece says it of, for its own thing:
    # "87% of respondents rated the pool as good, compared with 72% for the changing rooms")
    def lead_of(piece: str) -> str:
        if _CHANGE_OF_IT.match(piece):
            return merged[0][0]
        if _own_clause(piece, merged[0][0]) and not _COMPARED.match(piece):
            return _scene(merged[0][0], piece)
        if _opens_with_verb(piece, merged[0][0]) and not _COMPARED.match(piece):
            return _shared_subject(merged[0][0])
        kept = f"{_without_opening(lead, piece)} {_middle(merged[0][0], piece)}"
        if _says_what(_tail(piece)):
            return kept + (tail if _compared_thing(piece) else _tail_before(tail, _tail(piece)))
        return kept + tail

    # (and so is a span of hours closing the last piece after its own value: "Cars are swapped on Mondays, vans on
    # Thursdays and electric vehicles on Wednesdays, between 9 am and 3 pm")
    closing_hours = _CLOSING_HOURS.search(merged[-1][0])
    shared_hours = closing_hours.group(1) if closing_hours and _kinds(merged[-1][0][:closing_hours.start()]) else ""
    shared_lead = f"{shared_place} {shared_hours}".strip()
    # (the shared place goes to every piece before the last, which says it)
    return [(merged[0][0], shared_lead)] + [(piece, f"{shared_lead} " * (index < len(merged) - 2) + lead_of(piece))
                                            for index, (piece, _) in enumerate(merged[1:])]


#: examples in brackets: "(such as parking on a yellow line)", "(e.g. a sofa)"
_EXAMPLES_BRACKETED = re.compile(r"\(\s*(?:such\s+as|e\.?g\.?|for\s+example|for\s+instance|including)\b[^()]*\)",
                                 re.IGNORECASE)
#: a span of hours closing a listing after a comma: ", between 9 am and 3 pm", ", from 10:00 to 16:00"
_CLOSING_HOURS = re.compile(r",\s*((?:between|from)\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?\s+(?:and|to)\s+\d{1,2}(?:[:.]\d\d)?"
                            r"\s*(?:am|pm)?)\s*\.?\s*$", re.IGNORECASE)
#: a bracket holding one value and its unit only: "(8 hours)", "(£150)"
_BRACKETED_VALUE = re.compile(r"\s*[£$€¥]?\d[\d.,]*\s*(?:%|[a-z]+)?\s*\)")
#: a title in capitals with its subtitle, the subject of the verb after them: "Creative Writing: Short Stories is"
_SUBTITLED = re.compile(r"\W*(?:[A-Z][\w'’&-]*\s+){1,3}[A-Z][\w'’&-]*():\s+(?:[A-Z][\w'’&-]*\s+){1,3}(?=[a-z]{2,}\b)")
#: a value's own text, from where it starts: "£1,260", "12.5%", "15 per cent"
_VALUE_TEXT = re.compile(r"[£$€¥]?\s?\d[\d,.]*(?:\s*(?:%|per\s*cent\b|percent\b))?")


def _middle(first: str, piece: str) -> str:
    """What the first piece says between its first value and a later one of its own that a later piece keeps: the
    part before the phrase the piece replaces ("A discretionary service charge of 12.5% is added to bills for tables
    of up to 7 guests, and 15% for groups of 8 or more": the 15% is added to bills too); nothing where the first piece
    states one value only (its tail says it)."""
    first_start, own_start = _first_value(first, 0), _first_value(piece, 0)
    first_value = _VALUE_TEXT.match(first, first_start.start()) if first_start else None
    own_value = _VALUE_TEXT.match(piece, own_start.start()) if own_start else None
    last = _LAST_VALUE.match(first)
    if not (first_value and own_value and last) or last.end() <= first_value.end():
        return ""
    kept = _tail_before(first[first_value.end():last.end()], piece[own_value.end():])
    return f"{kept} " if _PREPOSITION.match(piece[own_value.end():]) else ""


#: a closing phrase said of each piece before it: ", both from 6pm to 8pm", ", all at 7.30pm"
_SHARED_CLOSING = re.compile(r",\s+(?:both|all|each)\s+(?:from|at|on|in|for|until|between|start(?:ing)?|last(?:ing)?|"
                             r"run(?:ning)?)\b[^,]*$")
#: a last phrase set off by a comma saying why or how: ", reflecting higher working capital investment", ", driven by
#: exports", ", due to ...", ", with the broom wagon following the last riders"
_CLOSING_PHRASE = re.compile(r",\s+(?:[a-z]+ing|driven|led|offset|partly|mainly|largely|due\s+to|owing\s+to|thanks\s+to|"
                             r"because|as|with)\b[^,]*$")


#: a named place closing a sentence, after words of what the value is of: "... off holiday club places at Cedar Lane
#: Sports Centre." (not bought or booked there: "... for tickets bought at the Box Office")
_CLOSING_PLACE = re.compile(r"(?<!ed)(?<!bought)(?<!made)\s+((?:at|in)\s+(?:the\s+)?(?:[A-Z][\w'’&-]*\s+){0,4}"
                            r"[A-Z][\w'’&-]*)\W*$")

#: a piece comparing its value with the first piece's: "compared with 72% for the changing rooms", "against 9% in 2023"
_COMPARED = re.compile(r"\s*(?:compared\s+(?:with|to)|as\s+against|against|versus|vs\.?)\s+[\d£$€¥]", re.IGNORECASE)


def _compared_thing(piece: str) -> bool:
    """Whether a piece compares its value with the first piece's for another thing ("compared with 72% for the changing
    rooms"), not at another time ("compared with 38.9% a year earlier")."""
    own_tail = _tail(piece)
    return bool(_COMPARED.match(piece) and (_PREPOSITION.match(own_tail) or re.match(r"\s*of\s", own_tail))) \
        and not _EARLIER.search(own_tail)


_EARLIER = re.compile(r"\b(?:years?|quarters?|months?|weeks?|earlier|ago|last|previous|prior|before)\b|\d{4}", re.IGNORECASE)


#: an opening naming where the rest is from: "According to the 2024 survey, ", "As reported in Q3 2024, "
_ATTRIBUTION = re.compile(r"\s*(?:according\s+to|as\s+(?:reported|stated|noted|published)\s+(?:by|in))\b[^,;]*,\s*",
                          re.IGNORECASE)


#: a piece saying how the first piece's value changed ("1,842 pairs on Skarholm in 2023, a decline of 12% since
#: 2018", "412 million passengers, up 18% on 2021"): it is about all the first piece is about
_CHANGE_OF_IT = re.compile(r"\s*(?:(?:a|an)\s+(?:\w+\s+)?(?:decline|drop|fall|rise|increase|decrease|gain|growth|jump|"
                           r"reduction|cut|change|slump|surge)\s+(?:of|by)\s+|(?:up|down)\s+(?:by\s+)?)[\d£$€¥]",
                           re.IGNORECASE)


#: a relative clause, a place of origin or a participle said of a subject before its verb: ", which opened in 2019,",
#: ", from the UK Centre for Ecology & Hydrology,", ", available on the Enterprise plan," (not "who": "Professor Gupta,
#: who heads the physics department, co-authored the study with Professor Okoro" says who heads what)
_INSERTION = re.compile(r"(?:which|whose|from|with|without|available|valid|located|based|such\s+as|including|[a-z]{3,}ed|"
                        # (short and irregular participles: "The smaller Barfleur, used on the Poole–Cherbourg route,")
                        r"used|run|led|held|built|made|known|"
                        r"[a-z]{3,}ing"
                        # (where the thing is: "Parking in the Express Red car park, opposite Terminal 1, costs €18")
                        r"|opposite|next\s+to|near|beside|behind|inside|outside|close\s+to|adjacent\s+to|across\s+from"
                        r"|on|at|in)\b[^,;]*"  # (", covering two adults and up to three children,")
                        # (and the name of a role just said: "Our General Manager, Sofia Marchetti, joined ...")
                        r"|(?:(?:Dr|Mr|Mrs|Ms|Prof|Cllr)\.?\s+)?[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){1,2}(?=,)")
_SEGMENT_START = re.compile(r"(?:^|[,;:]\s+|\s+and\s+)(?:(?![,;:]|\s+and\s).)*$", re.DOTALL)
_VERB_AFTER_INSERTION = re.compile(r"\s*(?!(?:and|or|but|while|whereas|then|with|for|in|on|at|to)\b)[a-z]+\b")


#: a piece giving another value of the same thing: "or £40 if you pay at the airport"
_ALTERNATIVE = re.compile(r"\s*(?:,\s*)?or\s+(?:about\s+|around\s+|up\s+to\s+)?[\d£$€¥]", re.IGNORECASE)


def _around_insertion(clause: str, start: int, end: int) -> bool:
    """Whether the comma at ``start``..``end`` opens or closes an insertion between a subject without a verb and
    its verb ("and Terminal 3, which opened in 2019, has 22 gates": the gates are Terminal 3's)."""
    opened = next((m for m in _INSERTION_OPENING.finditer(clause, 0, start) if m.end() == start), None)
    if opened:  # the closing comma: the insertion runs up to it
        before, after = clause[:opened.start()], end
    else:  # the opening comma: an insertion and its closing comma follow
        insertion = _INSERTION.match(clause, end)
        if not insertion or clause[insertion.end():insertion.end() + 1] != ",":
            return False
        before, after = clause[:start], insertion.end() + 1
    segment = _SEGMENT_START.search(before)
    subject = segment.group(0) if segment else before
    return bool(subject.strip()) and not _OWN_VERB.search(subject) and not _OPENS_WITH_PRESENT.match(subject) \
        and _VERB_AFTER_INSERTION.match(clause, after) is not None


#: a role said of a name before it: "Head of Active Travel", "our Chief Operating Officer", "Senior Partner"
_ROLE_OF_NAME = re.compile(r"(?:(?:the|our|its|their)\s+)?(?:(?:[A-Z][a-z]+|and|&)\s+){0,3}(?:Head|Director|Chair|Chairman|"
                           r"Chairwoman|Chairperson|Manager|Lead|Leader|Officer|Co-?ordinator|President|Secretary|"
                           r"Treasurer|Editor|Dean|Principal|Founder|Chief|Partner|Consultant|Curator|Captain|Coach|"
                           r"Superintendent|Supervisor|Administrator|Registrar|Governor|Trustee|Clerk)\b(?![-'’])")
#: a role in lower case set off after a name, up to its closing comma and the name's verb: "our head instructor, is"
_LOWER_ROLE = r"(?:our|the|their|its)\s+(?:[a-z-]+\s+){0,3}[a-z-]+"
_LOWER_ROLE_THEN_VERB = re.compile(_LOWER_ROLE + r",\s*(?:is|was|has|had|will|leads|runs|teaches|manages|[a-z]+ed)\b")
_NAME_THEN_LOWER_ROLE = re.compile(r"\b[A-Z][a-z'’-]+\s+[A-Z][a-z'’-]+,\s*" + _LOWER_ROLE + r"$")


def _around_lower_role(clause: str, start: int, end: int) -> bool:
    """Whether the comma at ``start``..``end`` opens or closes a role in lower case said of the name before it, whose
    verb follows ("Sarah Whitfield, our head instructor, is ...")."""
    opening = _NAME_BEFORE.search(clause, 0, start) and _LOWER_ROLE_THEN_VERB.match(clause, end)
    closing = _NAME_THEN_LOWER_ROLE.search(clause, 0, start) and _VERB_AFTER_INSERTION.match(clause, end)
    return bool(opening or closing)


#: a name ending right before a comma: "Priya Raman"
_NAME_BEFORE = re.compile(r"\b[A-Z][a-z'’-]+\s+[A-Z][a-z'’-]+\s*$")
#: a person's name opening a relative clause about them: "Daniel Okafor, who will respond"
_NAME_OF_ROLE = re.compile(r"(?:(?:Dr|Mr|Mrs|Ms|Prof|Cllr)\.?\s+)?[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){1,2},\s*who\b")


def _insertions(clause: str) -> list[tuple[int, int]]:
    """Where the insertions between a subject and its verb run: ", valid for up to two adults and three children
    travelling together," lists nothing of the clause's own."""
    return [(m.start(), m.end()) for m in _INSERTION_SPAN.finditer(clause)
            if _around_insertion(clause, m.start(), m.start("insertion"))]


_INSERTION_SPAN = re.compile(r",\s*(?P<insertion>[^,;]*),")
_INSERTION_OPENING = re.compile(r",\s+" + _INSERTION.pattern)


_BETWEEN = re.compile(r"\bbetween\b(?:(?!\band\b)(?:[^,;.]|(?<=\d)[,.](?=\d))){1,60}$", re.IGNORECASE)  # ("£250,001")


#: a name keyed by another: "Lisbon by Carla Mendes", "Porto: Rui Santos"
_NAME_PAIR = re.compile(r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*\s*(?::|-|–|\s(?:by|for|in|at|to|with|under))\s+"
                        r"(?:the\s+)?[A-Z][\w'-]*")


def _name_pair(piece: str) -> bool:
    return bool(_NAME_PAIR.search(piece))


_OPENING = re.compile(r"\s*(?:(?:and|or|but)\s+)?([A-Za-z]+)\b")
#: a piece opening a new item: "and her breakthrough single", "and major services like crowns"
_NEW_ITEM = re.compile(r"\s*(?:and|or|but|while|whereas)\s+[a-z]+\b", re.IGNORECASE)
#: a listed piece with a verb of its own and the first piece's subject: "It was passed on 17 July 2019 and
#: came into force on 1 January 2020" - the second piece says nothing of passing
_OPENS_WITH_VERB = re.compile(r"\s*(?:(?:and|or|but)\s+)?(?:then\s+|later\s+)?(?!compared|followed|based)(?:was|were|is|are|has|have|had|became|"
                              r"began|rose|fell|grew|came|went|took|left|won|found|[a-z]{3,}(?<!hundr)ed)\b")


def _shared_subject(lead: str) -> str:
    """What a listed piece opening with its own verb is said of: the first piece's subject ("It was passed
    on 17 July 2019 and came into force ..."; "'Tides of Glass' showcases ... and is sponsored by ...")."""
    subject = _subject_phrase(lead)
    if subject.strip():
        return subject
    # (a verb in the present before what it is said on or at ends it too: "The 2025 to 2026 tax year starts on 6
    # April 2025 and ends on 5 April 2026")
    present = _PRESENT_VERB_BEFORE.search(lead)
    if present and _words(lead[:present.start()]):
        return lead[:present.start()]
    # (where its verb is one the subject pattern does not know, all the first piece says before its value)
    return _lead(lead, names_listed=False)


_PRESENT_VERB_BEFORE = re.compile(r"\s[a-z]+[^s\W]s\s+(?:on|at|in|from|by|until|to|for|with)\b")


#: a piece opening with a verb in the present: "and offers 40 public computers"
_OPENS_WITH_PRESENT_VERB = r"(?:also\s+)?[a-z]+[^s\W]s\b(?!\s+(?:is|are|was|were|has|have)\b)"
_OPENS_WITH_PRESENT = re.compile(r"\s*(?:(?:and|or|but)\s+)?" + _OPENS_WITH_PRESENT_VERB)


def _opens_with_verb(piece: str, first: str = "") -> bool:
    """Whether a listed piece opens with its own verb and has no subject of its own ("and came into force
    on 1 January 2020", "and offers 40 public computers"; after a modal in the ``first`` piece, a bare verb:
    "The branch will close on 6 January and | reopen on 3 February")."""
    return bool(_OPENS_WITH_VERB.match(piece) or _OPENS_WITH_PRESENT.match(piece)
                or (_MODAL.search(first) or _PLAIN_PRESENT.search(first)) and _BARE_VERB_OPENING.match(piece)) \
        and not _own_clause(piece)


_MODAL = re.compile(r"\b(?:will|would|can|could|must|may|might|shall|should)\s+(?:not\s+|also\s+)?[a-z]+\b")
_BARE_VERB_OPENING = re.compile(r"\s*(?:(?:and|or|but)\s+)?(?:then\s+|later\s+)?"
                                r"(?!(?:then|later|also|only|just|still|each|every|both|all|with|from|until|about)\b)"
                                r"[a-z]{3,}\s+(?:on|at|in|from|by|until|for)\b")


def _without_opening(lead: str, piece: str) -> str:
    """The lead less its opening phrase where the piece opens with one of its own: "After five years
    of service, the allowance increases to 25 days, and after ten years to 30 days" — the second
    piece is after ten years, not after five years of service."""
    phrase = _OPENING_PHRASE_START.match(lead)
    word = _OPENING.match(piece)
    if phrase and word and word.group(1).lower() == phrase.group(1).lower():
        return lead[phrase.end():]
    return lead


#: an opening phrase is short: "In July the city averages 9 hours of sunshine a day," is a clause
OPENING_WORDS = 8
#: an opening phrase without a verb or a subject of its own: "After five years of service,", "For adults,",
#: "In 2021,", a participle's ("Founded in 1968 by Walter Brandt,"); not "On Fridays it stays open until 21:00,"
_OPENERS = (r"after|before|for|in|on|at|during|from|since|until|by|under|over|within|once|following|with|without|among|"
            r"outside|inside|beyond|throughout|across")
#: (a participle opens a phrase where a preposition, an adverb or a value follows it: "Founded in 1968,", "Priced at
#: £40,"; "Registered charities receive a 50% discount," is a clause)
_OPENING_PARTICIPLE = (r"[A-Z][a-z]+ed(?=\s+(?:(?:in|on|at|by|to|from|with|for|over|under|as|near|into|after|before|during|"
                       r"between|since|until|around|about|across|through|within|[a-z]+ly)\b|\d|[£$€¥]))")
_OPENING_PHRASE = re.compile(r"\s*(?:" + _OPENERS + r"|as\s+of|up\s+to|" + _OPENING_PARTICIPLE + r")\b(?![^,]*\b(?:can|must|"
                             r"may|should|would|could|might|it|they|he|she|we|you)\b)[^,:]*,\s*$", re.IGNORECASE)
_PARTITIVE_OPENING = re.compile(r"\s*of\s+(?:the|all|its|their|these|those)\b(?:[^,]|,\d{3})*,\s*$", re.IGNORECASE)
_OPENING_PHRASE_START = re.compile(r"\s*(" + _OPENERS + r")\b[^,]*,\s*", re.IGNORECASE)


#: the phrase a piece says after its value, its unit (one word) aside: "25 grams for women"
_PREPOSITION = re.compile(r"^\s*(?:[A-Za-z]+\s+)?(for|in|at|on|among|by|to|from|with)\b", re.IGNORECASE)


def _tail_before(first_tail: str, own_tail: str) -> str:
    """What of the first piece's tail a later piece keeps when it says its own phrase after its value:
    the part before the phrase it replaces ("38 grams of fibre a day for men and 25 grams for women":
    the women's 25 grams are "of fibre a day" too); nothing when its phrase replaces none."""
    phrase = _PREPOSITION.match(own_tail)
    if not phrase:
        # what the first value is a share of holds for a later one saying none ("78% of adults have
        # received one dose, and 64% are fully vaccinated": 64% of adults)
        share_of = _SHARE_OF.match(first_tail) or _SHARE_WITH_COMPLEMENT.match(first_tail)
        return share_of.group(1) if share_of and not own_tail.lstrip().lower().startswith("of ") else ""
    at = re.search(r"\s" + phrase.group(1).lower() + r"\b", first_tail.lower())
    return first_tail[:at.start()] if at else ""


#: "of adults" in "78% of adults have received ...": up to the verb
_SHARE_OF = re.compile(r"(\s*of\s+(?:the\s+|all\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)(?=\s+(?:have|has|had|are|is|were|was|"
                       r"will|can|say|said|use|used|[a-z]+ed)\b)", re.IGNORECASE)
#: "of schools" in "rated 19% of schools outstanding and 68% good": a later piece replaces the word after it
_SHARE_WITH_COMPLEMENT = re.compile(r"(\s*of\s+(?:the\s+|all\s+)?[a-z][\w-]*)\s+[a-z][\w-]*\s*(?:,|and|or)?\s*$",
                                    re.IGNORECASE)


def _own_clause(piece: str, first: str = "") -> bool:
    """Whether a listed piece has a subject and a verb of its own ("Dark mode arrived in version 2.3,
    and version 3.0 introduced the plugin system"): it inherits nothing from the first piece. A gapped
    item has no verb ("the east room 150") or only its verb ("and reviewed by Tomasz Nowak")."""
    # (a word in "-ed" after a number is an adjective: "runs 6 guided tours a day"; a condition's verb is the
    # condition's: "John Lewis on home furnishings, provided the item is identical")
    # (one opening with its condition says the rest with a subject of its own: "and if you go over your credit limit we
    # charge an over-limit fee of £10")
    if _CONDITION_FIRST.match(piece):
        return True
    condition = _CONDITION.search(piece)
    piece = piece[:condition.start()] if condition else piece
    # (or a plural's present verb, where the first piece does not say that plural of its own subject: "Seniors ... pay
    # $28 per month, and students with valid ID pay $33", not "The service charge for the one-bedroom flats ... is
    # £1,320 per year, and the two-bedroom flats pay £1,860": the service charge of those)
    plural = _PLURAL_PRESENT_VALUE.search(piece)  # (it starts past a plural, the word its subject ends on)
    if plural and _words(piece[:plural.start()].split()[-1]) & _words(first):
        plural = None
    verb = next((m for m in _OWN_VERB.finditer(piece) if not (_AFTER_NUMBER.search(piece, 0, m.start())
                                                              and _NOUN_NEXT.match(piece, m.end()))), None) or plural \
        or _SINGULAR_PRESENT_VALUE.search(piece)  # ("and taking a dog in a pet-friendly cabin costs €35")
    # (a pronoun is the first piece's subject again: "the standing charge for electricity is 53.35p per day and
    # for gas it is 31.43p per day")
    # (a participle after a piece's opening value and its noun says which of them, no subject's doing: "and 10% off
    # tyres fitted at any of our centres")
    participle = verb is not None and verb.group(0).endswith("ed") and _VALUE_OPENING.match(piece) is not None
    return bool(verb and _words(piece[:verb.start()]) and not _PRONOUN_BEFORE_VERB.search(piece, 0, verb.start())
                and not participle)


#: a piece opening with its condition, then its own subject and verb: "and if you go over your limit we charge"
_CONDITION_FIRST = re.compile(r"\W*(?:(?:and|but|or)\s+)?(?:if|when|unless)\s+\w+\s[^,;]*?(?:,\s*|\s)(?:we|you)\s+(?!are\b|were\b)"
                              r"[a-z]{3,}\b", re.IGNORECASE)
_VALUE_OPENING = re.compile(r"\s*(?:(?:and|or|but)\s+)?(?:up\s+to\s+)?[£$€¥]?\s?\d")


#: a singular subject's verb in the present before the value it takes: "costs €35", "takes 4 hours"
_SINGULAR_PRESENT_VALUE = re.compile(r"(?<=[A-Za-z]\s)(?:costs|takes|lasts|pays|charges|earns|receives|gets|requires|"
                                     r"holds|runs)\s+(?=(?:about\s+|around\s+|up\s+to\s+|just\s+|only\s+|from\s+)?(?:[£$€¥\d]|"
                                     # (or a spelled one: "and the lunch break lasts one hour")
                                     r"(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|an?)\s+(?:minutes?|hours?|"
                                     r"days?|weeks?|months?|years?|nights?)\b))")
_PRONOUN_BEFORE_VERB = re.compile(r"\b(?:it|they)\s+$", re.IGNORECASE)
#: a condition set off after what it holds for: ", provided the item is identical", ", as long as ...", ", if ..."
_CONDITION = re.compile(r",\s+(?:provided|providing|as\s+long\s+as|so\s+long\s+as|if|unless|when|where)\b"
                        # (a condition's own words say it without the comma: "or under 20 if they stay in education")
                        r"|\s(?:provided|providing|as\s+long\s+as|so\s+long\s+as|if|unless)\s", re.IGNORECASE)


def _scene(first: str, piece: str) -> str:
    """What a listed piece with a subject of its own keeps of the first piece: the heading before its colon
    ("Riverside Tennis Club membership: adult membership is £240 and junior membership is £95") and the
    opening phrase setting the occasion of both ("At this year's AGM, Helen Okafor was elected chair and David
    Lindqvist was appointed treasurer"), unless it opens with its own ("In 2020 ..., and in 2021 ...")."""
    heading, colon, _ = first.partition(": ")
    if colon and len(heading.split()) <= HEADING_WORDS and not _DIGIT.search(heading):
        return heading + ":"
    opening = _OPENING_PHRASE_START.match(first)
    if opening and len(opening.group(0).split()) <= OPENING_WORDS and not _OWN_VERB.search(opening.group(0)):
        return _without_opening(opening.group(0), piece)
    # (and the condition of both: "when a friend you refer completes their first 5 lessons, you receive £30 of lesson
    # credit and your friend receives £15 off their sixth lesson")
    condition = _CONDITION_OPENING.match(first)
    if condition and len(condition.group(0).split()) <= 2 * OPENING_WORDS and not _CONDITION_OPENING.match(piece):
        return condition.group(0)
    # (and what the first subject's head is of, where the piece's subject has that head: "Adult tickets for the
    # open-air cinema screenings are $18 and children's tickets are $9" - the children's tickets are for them too)
    own_head = re.findall(r"[A-Za-z]+", _subject_phrase(piece))[-1:]
    of_head = re.search(r"\b" + re.escape(own_head[0]) + r"\s+((?:for|of|at|on)\s+[^,;]+)", _subject_phrase(first),
                        re.IGNORECASE) if own_head and len(own_head[0]) > 2 else None
    if of_head:
        return of_head.group(1)
    # (and the named thing the first subject is of, where the piece's subject names none: "Nominations for the Ashcombe
    # Parish Council by-election close at 4pm on 3 April, and polling day is 1 May" - the by-election's polling day)
    value = _first_value(first, 0)
    named_of = _NAMED_OF.search(_subject_phrase(first) or first[:value.start() if value else 0])
    own_subject = _subject_phrase(piece)
    return named_of.group(0) if named_of and own_subject and not _CAPITALISED.search(own_subject[1:]) else ""


#: a condition opening a sentence with a subject and verb of its own: "When your friend completes 5 lessons,"
_CONDITION_OPENING = re.compile(r"\s*(?:when|whenever|if|once|as\s+soon\s+as)\s[^,;:]*,\s*", re.IGNORECASE)
#: a subject's phrase naming what it is of: "for the Ashcombe Parish Council by-election"
_NAMED_OF = re.compile(r"\b(?:for|of|at)\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*(?:\s+[a-z]+-[a-z]+)?")


_AFTER_NUMBER = re.compile(r"(?:\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))\s*$", re.IGNORECASE)
_NOUN_NEXT = re.compile(r"\s+(?!(?:the|a|an|its|their|his|her|our|to|in|on|at|by|for|with|from|of|and|or)\b)[a-z]")


_LAST_VALUE = re.compile(r".*[\d%]", re.DOTALL)
#: a finite verb: an auxiliary or a past form ("introduced", "began"); a gapped listing has none
#: past forms that do not end in "-ed"
_IRREGULAR_PAST = ("began|rose|fell|grew|took|went|won|led|ran|gave|held|wrote|became|said|saw|oversaw|met|built|chose|"
                   "drew|sang|spoke|taught|told|bought|sold|brought|thought|caught|fought|sought|lost|kept|left|felt|"
                   "paid|sent|spent|stood|understood|knew|threw|flew|drove|rode|came|ate|fed|fled|lent|dealt|meant|"
                   "struck|stuck|hung|found|broke|froze|stole|woke|withdrew|overtook|undertook|beat|shot|hid|dug")
_OWN_VERB = re.compile(r"\b(?:is|are|was|were|has|have|had|will|" + _IRREGULAR_PAST + r"|[a-z]{3,}(?<!hundr)ed)\b")
_IRREGULAR_PAST_WORDS = frozenset(_IRREGULAR_PAST.split("|"))  # "houses in Eastlake sold": no "Eastlake sold" thing
#: what a thing was (not those ending compounds that name kinds: "nurse-led", "hand-made", "purpose-built")
_PAST_STEMS = frozenset(tx.content_words(" ".join(_IRREGULAR_PAST_WORDS | _IRREGULAR_VERB_WORDS))) - frozenset(
    tx.content_words("led made built ran run held set grown known born won"))


def _tail(piece: str) -> str:
    """The text of a piece after its last value ("of the final mark" in "60% of the final mark")."""
    # (a code's number is no value: "£1 for under-18s" says "for under-18s" after its value)
    match = _LAST_VALUE.match(_HYPHEN_CODE.sub(lambda m: re.sub(r"\d", "x", m.group(0)), piece))
    return piece[match.end():] if match else ""


#: where a value starts: a digit, a currency, a month name ("may" only before a day: "may approve" is no date)
#: (a digit after a letter is part of a name's code: "API v1", "the A380")
_VALUE_START = re.compile(r"(?<![A-Za-z\d])\d|[£$€¥]|\b(?:" + "|".join(m for m in tx._MONTH_RE.split("|") if m != "may")
                          + r")\b|\bmay\b(?=\s+\d)", re.IGNORECASE)


def _names_first(piece: str) -> bool:
    """Whether a listed piece names something before its first value ("Europe by 6%", "and Porto 4 times")."""
    first = _VALUE_START.search(piece)
    return any(w.lower() not in _NOT_NAMES for w in _CAPITALISED.findall(piece[:first.start() if first else len(piece)]))


#: a model's number: after a name written in capitals inside ("ProDesk 400") or before another part of the name
#: or the verb ("the Pixelon 8 Pro has", "Pixelon 8 has"), not a keyed value ("Dubai 7 hours")
_MODEL_NUMBER = re.compile(r"(?:\b[A-Z][a-z]+[A-Z]\w*|\b[A-Z][a-z]+(?=\s+\d+(?:\.\d+)?\s+(?:[A-Z]|(?:has|have|is|are|was|were|will|can|comes|"
                           r"costs|offers|includes|features|ships|runs|uses|supports|weighs|lasts|holds|sells|retails|"
                           r"provides|needs|takes|charges)\b)))\s+\d+(?:\.\d+)?\b(?![.,:]?\d|\s*%)")


#: what a size names: a model ("the 65-inch QN90D", "the 15-inch model")
_MODEL_NEXT = re.compile(r"\s+(?:[A-Z]|(?:model|version|variant)\b)")


@lru_cache(maxsize=16384)
def _naming_numbers(text: str) -> frozenset[str]:
    """The numbers of a text that name a model or a size of a thing ("the Solenne 5 Max", "a 6.8-inch screen")."""
    return frozenset(f"{float(m.group(1)):g}" for m in (*_SIZED.finditer(text), *_NAMED_SIZE.finditer(text))
                     if not _DURATION.match(f"{m.group(1)} {m.group(2)}")) | {
        f"{float(m.group(0).split()[-1]):g}" for m in _model_numbers(text)} | {
        f"{float(m.group(1)):g}" for m in _NAMED_CELL.finditer(text)}


#: the units a size counts the people of: a 49-seat coach carries 49 passengers
_SEATS = frozenset({"seat", "seater", "person", "passenger", "guest", "berth"})


def _sized_counts(text: str, nouns: frozenset[str]) -> frozenset[str]:
    """The numbers of the text's sizes in the unit the claim counts ("a 49-seat executive coach" for passengers): counts
    of those things, no names."""
    return frozenset(f"{float(m.group(1)):g}" for m in _SIZED.finditer(text) if (unit := _stem(m.group(2))) in nouns
                     or unit in _SEATS and nouns & _SEATS) if nouns else frozenset()


#: a table cell that is a name and its number, nothing more: "Hub 4", "Hub 4 Pro" under "Router"
_NAMED_CELL = re.compile(r"(?:^|(?<=·\s))[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\s+(\d+(?:\.\d+)?)(?:\s+[A-Z][a-z]+)*\s*"
                         r"(?=\s·|$)")


def _model_numbers(text: str) -> list[re.Match[str]]:
    """Each model's name and number in a text ("Pixelon 8"), a word that is no name aside ("The 8")."""
    return [m for m in _MODEL_NUMBER.finditer(text) if m.group(0).split()[0].lower() not in _NOT_NAMES]


#: a year naming which of a thing is meant, no value said of it: "Bookings for the 2025 season open on ..."
_YEAR_NAMING = re.compile(r"(?<=\bthe\s)(?:19|20)\d\d(?:/\d{2}(?:\d{2})?)?(?=\s+[a-z])", re.IGNORECASE)
#: a year opening a name after a word that is no preposition: "Our flagship 2020 Estate Red" (not "In 2020 Revenue")
_YEAR_IN_NAME = re.compile(r"\b([a-z]+)\s((?:19|20)\d\d)(?=\s+[A-Z][a-z]+\s+[A-Z])")
_BEFORE_A_YEAR = frozenset("in by to of or and for since from until during after before than".split())


def _first_value(piece: str, start: int) -> re.Match[str] | None:
    """Where a piece's first value starts at or after ``start``; a model's number is part of its name."""
    # (and a label keying its line: "Unit 2: 5-year lease, no break, 6 months rent free")
    # (and a house's number: "Viewings for 3 Beech Grove are handled by ...")
    models = [m.span() for m in _model_numbers(piece)] + [
        m.span() for m in _LABEL.finditer(piece) if m.group(1).lower() in _LABEL_NOUNS or piece[m.end():m.end() + 1] == ":"] + [
        m.span() for m in _ADDRESS.finditer(piece)] + [
        m.span() for m in _YEAR_NAMING.finditer(piece)] + [
        m.span(2) for m in _YEAR_IN_NAME.finditer(piece) if m.group(1) not in _BEFORE_A_YEAR]
    return next((m for m in _VALUE_START.finditer(piece, start) if not any(a <= m.start() < b for a, b in models)),
                None)


def _lead(piece: str, names_listed: bool) -> str:
    """The text of a piece before its first value: what the listed values are said about (an opening
    phrase's value aside: "From 30 March, SkyBridge will operate 10 flights ..., and 4 flights ...", "Founded in
    1889, Aldergate Albion have won the league title 7 times and the national cup 11 times")."""
    opening = _OPENING_PHRASE_START.match(piece) or _PARTICIPLE_OPENING.match(piece)
    first = _first_value(piece, opening.end()) if opening else None
    first = first or _first_value(piece, 0)
    end = first.start() if first else len(piece)
    if names_listed:  # "the Asia region grew sales by 14%, Europe by 6%": Europe's lead is "the region grew sales by"
        return _CAPITALISED.sub(lambda m: m.group(0) if m.group(0).lower() in _NOT_NAMES else "", piece[:end])
    return piece[:end]


_PARTICIPLE_OPENING = re.compile(r"\s*[A-Z][a-z]+ed\b[^,]{0,60},\s*")


@lru_cache(maxsize=4096)
def _evidence_names(evidence: str) -> frozenset[str]:
    """Capitalised words that are names: not a word the text also uses in lower case ("Revenue
    grew" / "revenue"), which is a sentence-initial common word."""
    lower = set(re.findall(r"\b[a-z][a-z'-]*\b", evidence))
    # a table's header row names its columns ("Office | Opened | Employees"): words, not names
    lower |= {w.lower() for header in (_table_headers(evidence).values() if "|" in evidence else ())
              for w in _CAPITALISED.findall(header)}
    # read per clause as the clauses are (a table cell after the first is not a clause start)
    read = {n for part in _sentences(evidence) for n in _name_words(part)}
    # (nor a plural the text uses in the singular in lower case: "Projects: 3" beside "Collaborators per project")
    names = {n for n in read if n.lower() not in lower and _singular(n.lower()) not in lower}
    # (but a word written capitalised on to a name is part of it where the text writes it in lower case as no noun:
    # "Travel Plus includes 4 passes" beside "12 passes plus lounge access"; "the Marlow Museum" beside "led the
    # museum" is the passage's museum, the claim's "museum")
    nouns = set(_DETERMINED.findall(evidence))
    names |= {m.group(2) for m in _NAME_THEN_WORD.finditer(evidence)
              if m.group(1) in names and m.group(2).lower() not in nouns} & read
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
    if sum(bool(_NAME_VALUE.fullmatch(value)) and (" " in value or value in names) for value in values) >= 2:
        names |= {v for v in values if re.fullmatch(r"[A-Z][a-zà-ÿ]{2,}", v) and v.lower() not in lower
                  and v.lower() not in _COMMON_VALUE_WORDS}
    return frozenset(names | _lower_case_names(evidence))


#: a doing said with who does it: "managed by", "operated by", "run by"
_DONE_BY = re.compile(r"\b([a-z]{3,}(?:ed|en)|run|led|held|made|built)\s+by\s+(?:the\s+)?")
_LOWER_CASE_NAME = re.compile(r"([a-z][a-z0-9]{2,})\b(?=\s*(?:[.,;)]|$))")
#: the capitalised words a list line's value may be that name nothing: "Wi-Fi: Free", "Parking: Yes"
_COMMON_VALUE_WORDS = frozenset(("yes no none free open closed included available unavailable daily weekly monthly "
                                 "annually online tbc tba varies optional required mandatory unlimited").split())
#: a list line's one-word-or-name value: "Gatwick North Terminal: Menzies Aviation"
_LINE_VALUE = re.compile(r"^[ \t]*(?:[-*•·][ \t]+)?[^:\n]{1,60}:[ \t]+([A-Za-z][\w&'’-]*(?:[ \t]+[A-Z][\w&'’-]*){0,3})[ \t]*$",
                         re.MULTILINE)
_NAME_VALUE = re.compile(r"[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3}")
#: how a thing is done, where "by" says no one: "sent by post", "paid by card"
_MANNER_NOUNS = frozenset(("post hand phone telephone email mail card cheque cash car bus train coach road rail air sea "
                           "bike bicycle foot appointment default law contract arrangement").split())


@lru_cache(maxsize=4096)
def _lower_case_names(evidence: str) -> frozenset[str]:
    """Names the evidence writes in lower case where another clause of it writes a name with a capital: "Terminal 1
    lounges are managed by Menzies Aviation, while Terminal 2 lounges are managed by dnata"."""
    done = list(_DONE_BY.finditer(evidence))
    by_name = {m.group(1) for m in done if evidence[m.end():m.end() + 1].isupper()}
    # (or a list's line where the other lines' values are names: "Gatwick North Terminal: Menzies Aviation" /
    # "Manchester Terminal 2: dnata")
    values = [m.group(1) for m in _LINE_VALUE.finditer(evidence)]
    listed = {value for value in values if value.islower()} if sum(
        bool(_NAME_VALUE.fullmatch(value)) for value in values) >= 2 else set()
    return frozenset({word.group(1) for m in done if m.group(1) in by_name
                      and (word := _LOWER_CASE_NAME.match(evidence, m.end()))} | listed) - tx.STOPWORDS - _MANNER_NOUNS


def _written_names(text: str, names: frozenset[str]) -> set[str]:
    """The lower-case names (``_lower_case_names``) a text writes."""
    return {n for n in names if n.islower() and re.search(r"\b" + re.escape(n) + r"\b", text)}


#: a column naming who does a thing: "Provided by", "Insurer", "Operator", "Contact"
_WHO_COLUMN = re.compile(r"\bby\s*$|\b" + _WHO_NOUNS + r"\b", re.IGNORECASE)
_INITIALS_WORD = re.compile(r"\b[A-Z]{2,6}\b")
#: initials a cell leaves a value open with
_PLACEHOLDER_ACRONYMS = frozenset("TBC TBA TBD NA NO YES ALL NONE".split())


def _singular(word: str) -> str:
    """A plural's singular, as a text may write it ("projects" -> "project", "companies" -> "company"); "" for a word
    that reads as no plural."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else ""


#: a word after an article or a possessive: a noun ("led the museum")
_DETERMINED = re.compile(r"\b(?:the|a|an|its|our|their|this|that|these|those|each|every|your|his|her|my)\s+"
                         r"([a-z][\w'-]*)")
#: a capitalised word and the capitalised word written on to it: "Travel Plus"
_NAME_THEN_WORD = re.compile(r"\b([A-Z][\w'’-]*)[ \t]+(?=([A-Z][a-z]+)\b)")


_BRACKETED = re.compile(r"\([^()]*\)")


#: what a column header may name besides words: a year or a part of one ("2022 annual mean", "Q3 2024", "FY2023"),
#: a short code ("P1 support response")
_HEADER_PERIOD = re.compile(r"\b(?:FY\s?)?(?:19|20)\d\d\b|\b[A-Z]{1,2}\d{1,2}\b")


#: a period naming a column: "1 day", "8 days", "3-6 months"
_HEADER_DURATION = re.compile(r"\b\d+(?:\s*[-–]\s*\d+)?[\s-]+(?:hours?|days?|nights?|weeks?|months?|years?)\b", re.IGNORECASE)


#: the line under a markdown table's header row: "|---|:--:|"
_RULE_LINE = re.compile(r"\|?(?:\s*:?-{3,}:?\s*\|)+\s*(?::?-{3,}:?)?\s*")


def _table_headers(evidence: str) -> dict[str, str]:
    """Each row of a "|" table (as ``_sentence_parts`` gives it) -> its header row: what its cells are
    ("Tier | Monthly price | API calls" over "Pro | $49 | 100,000")."""
    out: dict[str, str] = {}
    header = ""
    lines = evidence.splitlines()
    for index, line in enumerate(lines):
        if "|" not in line:
            header = ""
            continue
        row = _cells(line).strip(" -*•·\t:")
        if not re.search(r"[A-Za-z0-9]", row):
            continue  # a markdown rule line: |---|---|
        # ("Child (5-15)" names a column, and so do a year and a period: "2022 annual mean", "Q3 2024"; a
        # markdown table's rule line says so whatever it holds: "| Region | 2023 | 2022 |")
        # (nor do periods naming two columns or more: "Car park · 1 day · 8 days")
        row_named = _HEADER_DURATION.sub("", row) if len(_HEADER_DURATION.findall(row)) >= 2 else row
        # (a row whose every cell has words of its own names columns whatever numbers it holds: "Car up to 5m")
        if not header and (not _DIGIT.search(_HEADER_PERIOD.sub("", _BRACKETED.sub("", row_named)))
                           or all(_words(cell) for cell in row.split(" · "))
                           or index + 1 < len(lines) and _RULE_LINE.fullmatch(lines[index + 1].strip())):
            header = row
        elif header:
            out[row] = header
    return out


def _table_titles(evidence: str) -> dict[str, str]:
    """Each row of a "|" table (as ``_table_headers`` keys it) -> the title line right above the table,
    where there is one: what every row is about ("Leeds to London King's Cross, Saturday" over a
    timetable)."""
    out: dict[str, str] = {}
    title, previous = "", ""
    for line in evidence.splitlines():
        if "|" not in line:
            text = line.strip(" -*•·\t\r:")
            # (a blank line may stand between a title and its table)
            title, previous = "", text or previous
            continue
        # (a title may give the year of it all: "A level results 2025 (selected subjects)")
        kinds = _kinds(previous)
        if kinds and "number" in kinds and all(_written_year(n, previous) for n in _values(previous)["number"]):
            kinds = kinds - {"number"}
        if not title and previous and not previous.endswith((".", "!", "?", ";")) \
                and len(previous.split()) <= HEADING_WORDS and kinds <= {"date", "weekday", "name"}:
            title = previous
        previous = ""
        if title:
            out[_cells(line).strip(" -*•·\t:")] = title
    return out


#: a column of ranks: "Pos", "Rank", "#", "No."
_RANK_HEADER = re.compile(r"(?:pos(?:ition)?|rank(?:ing)?|place|#|no\.?|seed)", re.IGNORECASE)


def _row_cells(row: str, header: str, title: str = "") -> list[tuple[str, str]]:
    """A table row stating two or more values, cut into its cells: each (row key and cell, the key's and
    the cell's column headers) - "Two-bedroom flat · £1,450 · £1,670" under "Property · Monthly rent ·
    Deposit" says £1,670 of the deposit, not the rent; [] for any other row. The row's cells of words or
    names only are said of each cell's value too ("Warsaw · Agnieszka Nowak · 2018": the office she
    manages opened in 2018), and so are its other values, which key the row ("Family · 4 kW · 10" is the 4 kW package's
    10 panels). A unit the table's ``title`` gives in brackets is each cell's where its column
    names none ("Discrete annual performance to 30 June (%)")."""
    cells, names = row.split(" · "), header.split(" · ")
    if len(names) == len(cells) - 1:
        names = ["", *names]  # a header leaving the row keys' column unnamed: "| | Electricity | Gas |"
    if len(cells) < 3 or len(cells) != len(names):
        return []
    # a row is known by its first cell of words, not by a rank before it ("2 · Ashford Town · 62" under
    # "Pos · Team · Points" is Ashford Town's row, its 2 a value like its 62)
    key = next((i for i, cell in enumerate(cells) if not _kinds(cell) or _kinds(cell) == {"name"}), 0)
    # (nor by a date before what happened on it: "21/02/2023 · 35,900 · Timing belt replacement" is the belt's row)
    if key and (_RANK_HEADER.fullmatch(names[0].strip()) or _kinds(cells[0]) == {"date"}):
        cells = [cells[key]] + cells[:key] + cells[key + 1:]
        names = [names[key]] + names[:key] + names[key + 1:]
    if sum(bool(_kinds(c)) for c in cells[1:]) < 2:
        return []
    if re.fullmatch(r"\s*\d{1,3}\s*", cells[0]) and names[0].strip().lower() in _LABEL_NOUNS:
        cells = [f"{names[0].strip()} {cells[0].strip()}", *cells[1:]]  # ("2" under "Instalment" is Instalment 2)

    def unit_of(name: str) -> str:  # (a column naming no unit or scale has the title's)
        return name if _HEADER_UNIT.search(name) or _HEADER_DURATION_WORD.search(name) or tx.DECLARED_SCALE.search(name) \
            or _header_measure(name) \
            else title

    return [(f"{cells[0]} · {_with_header_unit(cell, unit_of(name))}",
             " · ".join([names[0], name] + [other for other in cells[1:] if other != cell]))
            for cell, name in zip(cells[1:], names[1:], strict=True)]


def _two_cell_row(row: str, header: str) -> str:
    """A row of a key and one value, the value written with its column's unit: "2–5 years · 27" under
    "Length of service · Annual leave (days)" is "2–5 years · 27 days"."""
    cells, names = row.split(" · "), header.split(" · ")
    if len(cells) != 2 or len(names) != 2:
        return row
    # (and the key too, where its column names its unit: "5+" under "Years without a claim")
    return f"{_with_header_unit(cells[0], names[0])} · {_with_header_unit(cells[1], names[1])}"


#: a column's unit in brackets after its name: "Floor area (sq ft)", "Price (£)", "Uptime (%)"
_HEADER_UNIT = re.compile(r"\(\s*([^()\d]{1,12}?)\s*\)\s*$")


#: a column counting a span of time of something: "Hours of tuition" ("Volunteer hours" counts hours as a number:
#: "1,475 volunteer hours")
#: (or what the time was spent so: "Years without a claim", "Months in service", "Years since qualifying")
_HEADER_DURATION_WORD = re.compile(r"^\s*(hours|days|weeks|months|years|minutes|nights)(?:\s+(?:of|without|since|in|at|with|"
                                   r"after|before|served|worked|employed|insured|held|per|a|each)\b)", re.IGNORECASE)


#: a column named by the unit it measures in, and what is done with it: "Miles required", "Kilometres"
_HEADER_MEASURE_WORD = re.compile(r"^\s*([a-z]+)(?:\s+(?:required|needed|earned|travelled|driven|covered|total))?\s*$",
                                  re.IGNORECASE)


def _header_measure(header: str) -> re.Match[str] | None:
    """The unit word a column is named by, where it is one of measure ("Miles required")."""
    named = _HEADER_MEASURE_WORD.match(header)
    return named if named and _MEASURE.fullmatch(f"2 {named.group(1).lower()}") else None


def _with_header_unit(cell: str, header: str) -> str:
    """A bare number under a column naming its unit, written with it: "610" under "Floor area (sq ft)" is
    "610 sq ft", "12" under "Price (£)" is "£12"."""
    scale = tx.DECLARED_SCALE.search(header)
    if scale:  # "€842.3" under "(EUR million)" is €842.3 million, "2,860" under "(thousands)" 2,860 thousand
        amount = re.fullmatch(r"([£$€¥]?)(\d[\d,]*(?:\.\d+)?)", cell.strip())
        if not amount:
            return cell
        currency = amount.group(1) or scale.group(2) or tx._CURRENCY_CODES.get(scale.group(1) or "", "")
        return f"{currency}{amount.group(2)} {tx.declared_scale(scale)}"
    unit = _HEADER_UNIT.search(header) or _HEADER_DURATION_WORD.search(header) or _header_measure(header)
    # (a cell may be open upwards: "5+" under "Years without a claim" is 5+ years)
    if not unit or not re.fullmatch(r"\d[\d,]*(?:\.\d+)?" + (r"\+?" if unit.re is _HEADER_DURATION_WORD else ""),
                                    cell.strip()):
        return cell
    written = next(group for group in unit.groups() if group).lower()
    return f"{written}{cell.strip()}" if written in ("£", "$", "€", "¥") else f"{cell.strip()} {written}"


#: a heading line is short: "Ticket prices:", "Opening hours (summer):"
HEADING_WORDS = 10
#: a sentence ending with ":" over list items heads them however long it is, up to this
LEAD_IN_WORDS = 24
_HEADING_END = re.compile(r":[ \t\r]*\n|\n[ \t]*[-*•·]\s|\n[ \t]*[A-Z][\w ()/&'-]{0,40}:[ \t]+\S")
#: an item of a list: a bulleted line or a "Label: value" line
_LIST_ITEM = re.compile(r"[ \t]*(?:[-*•·]\s+\S|[A-Z][\w ()/&'-]{0,40}:[ \t]+\S)")


def _list_headings(evidence: str) -> dict[str, str]:
    """Each line under a heading line (as ``_sentence_parts`` gives its sentences) -> the heading: what
    its items are ("Ticket prices:" over "Adult: €18", "Child (4-15): €9"). A heading is a short line
    ending with ":" that states no value; its items run to the next blank line or heading."""
    out: dict[str, str] = {}
    heading = ""
    lines = _INLINE_ENUMERATION.sub("\n", evidence).split("\n")
    for index, line in enumerate(lines):
        text = line.strip(" -*•·\t\r")
        # (a size naming what is served states no value: "Fiber per 1-cup cooked serving:"; nor does the year a
        # heading is of: "2025 estimated tax payment due dates", "Fees 2025/26:")
        # (nor a compound naming a kind: "What's included in our Two-Bedroom Packing Kit:")
        bare = _SPLIT_YEAR.sub(r"\1", _NUMBER_COMPOUND.sub(" ", _SIZED.sub(" ", text)))
        valueless = _kinds(bare) <= {"date", "weekday", "name"} or (
            _kinds(bare) <= {"date", "weekday", "name", "number"} and all(_is_year(v) for v in _values(bare)["number"]))
        heading_like = valueless and len(text.split()) <= HEADING_WORDS
        listed_next = index + 1 < len(lines) and _LIST_ITEM.match(lines[index + 1])
        if not text:
            heading = ""
        elif text.endswith(":") and (heading_like or (valueless and listed_next and len(text.split()) <= LEAD_IN_WORDS)):
            # (a whole sentence may introduce a list: "Members ... elected a new committee at their AGM on Sunday:")
            heading = text[:-1]
        elif heading_like and not heading and not text.endswith((".", "!", "?", ";", ",")) and listed_next:
            # a title over a list ("AeroBrew X2 Coffee Grinder - Specifications" over "• Grind settings: 31")
            heading = text
        elif heading:
            out.update((parts[0], heading) for parts in _sentence_parts(line))
    return out


@lru_cache(maxsize=4096)
def _clauses(evidence: str) -> tuple[_Clause, ...]:
    names = _evidence_names(evidence)
    table = _table_headers(evidence) if "|" in evidence else {}
    titles = _table_titles(evidence) if "|" in evidence else {}
    list_headings = _list_headings(evidence) if _HEADING_END.search(evidence) else {}
    headers = {**list_headings, **table}
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
            and not (title_lines and re.search(r"[\d:]", parts_of[title_lines][0])):  # (a second is no list item)
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
        if sentence is not first and _lead_in(first):
            # (the words before the first clause's colon are said of the later clauses too: "Sports equipment is
            # charged per item each way: a golf bag costs €50, while a bicycle in a suitable box costs €75")
            inherited = f"{_lead_in(first)} {inherited}".strip()
        scene = _OPENING_PHRASE_START.match(first) if sentence is not first else None
        if scene and len(scene.group(0).split()) <= OPENING_WORDS and not _OWN_VERB.search(scene.group(0)) \
                and (_name_runs(scene.group(0), names) or _PLACE_OPENING.match(scene.group(0))) \
                and not _kinds(scene.group(0)) - {"name"}:
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
            said = first if first.startswith(keys[index]) and sentence is not first else keys[index]
            inherited = f"{said} {inherited}".strip()
        # "The museum closed for renovation in 2020. ... it reopened on 18 September 2022": the second
        # sentence is about the museum too, though it does not say so
        opening = _PRONOUN_OPENING.match(sentence)
        # "he" or "she" stands for the last person a clause was about ("Edward succeeded his father ..., but
        # his coronation was delayed. He was finally crowned ..."), "the company" for the last organisation
        personal = bool(opening and _PERSONAL.search(opening.group(0)))
        organisation = None if opening or not person else _ORGANISATION_OPENING.match(sentence)
        if organisation:
            opening, personal = organisation, True
        antecedent = ((person or subject) if personal else subject) if opening or _refers_back(sentence) else ""
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
        if not antecedent and out and sentence is first and (same := _SAME_INSIDE.search(sentence)):
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
        if opening and out and (same := _SAME_THING.match(sentence)):
            # the thing as the last clause naming it described it, whole (its values are no words): "For a typical
            # medium-use household paying by Direct Debit, our Standard Variable tariff costs ... The same household
            # on our 12-month Fixed Saver would pay ..." is the household of the opening phrase, not on that tariff
            antecedent = next((c.text for c in reversed(out) if c.sentence == out[-1].sentence
                               and _stem(same.group(1).lower()) in c.own_words), out[-1].text)
        if opening and out and _OF_THESE.match(sentence):
            # (a share is of the things the last clause counted, as much as of its subject: "Greenfield Park is a new
            # development of 48 homes ... Of these, 12 are being offered through shared ownership")
            antecedent = " ".join([antecedent, *_COUNTED_NOUN.findall(out[-1].text)])
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
            keyed_line = re.search(r"[\w)]:\W*$", lead) is not None
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
            # (a table cell keeps its column's year, the occasion of its count: "UK · 3,412" under "2023")
            # (so does a label the lead gives and the piece does not relabel: "Adding your first checked bag online
            # costs £25 per flight, or £40 if you pay at the airport" - the £40 is for the first bag too)
            relabelled = {f.split()[0] for f in own if f.startswith("label:")}
            # (the named thing the piece's subject is of names it as fully as the first piece: "Entries for the
            # Riverside Photo Prize close on 14 March, and the shortlist is published on 2 April" - the prize's)
            named_of = number > 0 and _NAMED_OF.fullmatch(lead.strip()) is not None
            # (and the names of what the first piece says before its value are a gapped piece's as fully: "Members of
            # the Drivewell Club get 15% off all servicing and 10% off tyres")
            piece_lead = pieces[number][1].strip()
            gapped = number > 0 and bool(piece_lead) and pieces[0][0].startswith(piece_lead) \
                and not _name_runs(piece, names)  # ("..., and Enterprise customers receive 15%" names its own)
            subject_names = {f for f in _features(piece_lead, names) if f.startswith("name:")} if gapped else set()
            # (a line's key names each piece of the line as fully as its first: "Canary Islands Escape (departs 2 March
            # 2026): balance due 1 January 2026")
            key_names = {f"w:{w}" for w in tx.content_words(" ".join(_CAPITALISED.findall(lead)))} if keyed_line else set()
            # (so do the names of the line's key: "Gold: spend £500–£1,499 a year, earn 1.5 points per £1")
            features = {f: 1.0 if (verb_first or named_of or keyed_line) and f.startswith("name:") or f in key_names
                        or f in subject_names
                        or keys[index] and first.startswith(f"{keys[index]}:") and f.startswith("name:")
                        and f[5:] in _CAPITALISED.findall(keys[index])
                        or f.startswith("label:") and (
                            keyed_line or f.split()[0] not in relabelled and number > 0 and _ALTERNATIVE.match(piece))
                        else INHERITED for f in _features(lead, names)
                        # (a line's key keys its pieces whatever dates it states: "Points earned July–December 2025:
                        # expire 30 June 2026"; a heading's names are what its items are about whatever they name:
                        # "Construction phases of St. Alder's Cathedral:" over "Choir: 1250 to 1271")
                        # (nor a date its subject is of: "Suits for weddings on Saturday 6 June must be collected by
                        # Thursday 4 June and returned by Tuesday 9 June")
                        if f.split(":", 1)[0] not in own_kinds or verb_first and f.startswith(("name:", "date:", "weekday:"))
                        or keyed_line and f.startswith(("date:", "month:")) or f in heading_names or f in place_names
                        or cells and f.startswith("number:") and _is_year(f[7:])
                        # (a row's other cells name what its every cell is of: "Indie Showcase · 2 April 2025" is the
                        # showcase at the venue its row gives)
                        or cells and f.startswith("name:")
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
                features.update({f: weight for f in _features(antecedent, names)
                                 if f.startswith(("w:", "name:", "code:", "pair:")) and f not in features})
            features.update(own)
            # (a piece counting a part of what the last one counted counts those things: "This year 312 pupils sat our
            # scholarship exam, and 47 of them were awarded scholarships" - 47 pupils)
            if number > 0 and _PART_OPENING.search(piece):
                features.update({f"w:{w}": 1.0 for w in _words(" ".join(_COUNTED_NOUN.findall(pieces[number - 1][0])))})
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
            values = {**_values(piece), "name": (_values(piece)["name"] | set(_INITIALS_WORD.findall(piece))) & names
                      | _written_names(piece, names) | ({line_value.group(1)} & names if line_value else set())}
            # (and "it" is the thing it stands for, where that is a place the passage names: "The Elm Street site is
            # smaller, but it is home to the trading hut")
            if number == 0 and antecedent and (_owned_work(sentence) or named_by_head or post or (
                    _IT_OPENING.match(sentence) and _name_runs(antecedent, names))):
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
                if len(run) == 1 and len(full) == 1 \
                        and len({frozenset(r) for r, _ in passage_full_names if run < r}) == 1:
                    weight = features.get(f"name:{next(iter(run))}", 1.0)
                    features.update({f"name:{word}": weight for word in next(iter(full)) - run
                                     if f"name:{word}" not in features})
            out.append(_Clause(text=piece.strip(" ,"), features=features,
                               qualified=_qualifiers(piece, lead),
                               values=values,
                               pairs=_modifier_pairs(piece) - same_place, noun_pairs=_modifier_pairs(piece, nouns_only=True),
                               own_words=frozenset(tx.content_words(piece)) | _words(piece) | _ing_nouns(piece),
                               sentence=index,
                               name_stems={next(iter(stems)): w for f, w in features.items() if f.startswith("name:")
                                           for stems in [tx.content_words(f[5:])] if len(stems) == 1},
                               ages=_age_ranges(f"{lead} {piece}"),
                               title=index < title_lines or sentence.rstrip().endswith(":")
                               and sentence.rstrip(" :") in heading_lines,
                               key=number == 0 and len(pieces) > 1 and piece.rstrip().endswith(":")))
    return tuple(out)


def _ing_nouns(text: str) -> frozenset[str]:
    """The stems of a text's plural nouns in "-ings" as their singular stems ("bookings" says "booking", stemmed "book"):
    words it says, no features that weigh."""
    return frozenset(_stem(m.group(1).lower()) for m in re.finditer(r"\b([A-Za-z]{3,}ing)s\b", text))


#: an abbreviation defined in brackets after its long form: "prescription prepayment certificate (PPC)"
_DEFINED_ABBREVIATION = re.compile(r"\(([A-Z]{2,6})s?\)")
#: words an abbreviation's letters skip: "Department for Work and Pensions (DWP)"
_UNSPELLED = frozenset(("of", "and", "for", "the", "in", "on", "&"))


#: a list line opening with a share and what it is of: "- 62% of household waste recycled or composted"
_LIST_SHARE_OF = re.compile(r"^[ \t]*[-*•·][ \t]+\d[\d.,]*\s*%\s+of\s+((?:the\s+|all\s+)?(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)"
                            r"(?=\s+(?:was|were|is|are|[a-z]{3,}ed)\b)", re.MULTILINE)
#: a list line opening with a share and no "of": "- 9% sent to landfill"
_LIST_SHARE = re.compile(r"^[ \t]*[-*•·][ \t]+(\d[\d.,]*\s*%\s+(?!of\b)[a-z].*?)[ \t]*$", re.MULTILINE)


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


_ROW_LABEL = re.compile(r"[A-Z]|\d{1,3}")


def _abbreviations(evidence: str) -> dict[str, str]:
    """Each abbreviation the evidence defines -> its long form, the words right before its bracket whose initials
    spell it ("prescription prepayment certificate (PPC)" -> "prescription prepayment certificate")."""
    out: dict[str, str] = {}
    for m in _DEFINED_ABBREVIATION.finditer(evidence):
        abbreviation, spelled, taken = m.group(1), "", []
        for word in reversed(evidence[:m.start()].split()[-2 * len(m.group(1)):]):
            if not re.fullmatch(r"[A-Za-z][\w'-]*|&", word) or len(spelled) == len(abbreviation):
                break
            taken.append(word)
            if word.lower() not in _UNSPELLED:
                spelled = word[0].upper() + spelled
        while taken and taken[-1].lower() in _UNSPELLED:
            taken.pop()
        if spelled == abbreviation:
            out[abbreviation] = " ".join(reversed(taken))
    return out


#: an opening phrase setting the case a claim speaks of ("After five years of service, ", "For a property worth
#: £400,000, "), not one giving its value ("By the 3rd business day of the month, ")
_CASE_OPENING = re.compile(r"\s*(?:after|for|with|once|over|under|above|below)\b[^,]*,\s*", re.IGNORECASE)


#: a thing named by a name before its noun: "Autumn Double Points event", "Riverside Arts Awards ceremony"
_NAMED_THING = re.compile(r"((?:\b[A-Z][\w'’&-]*\s+)+)([a-z]{3,})\b")


#: a later clause telling the reader what to do is about what the first one is about: "The longer Ridge Trail
#: climbs 1,400 feet over 6 miles; allow 4 hours round trip"
_IMPERATIVE = re.compile(r"\s*(?:(?:and|then)\s+)?(?:allow|budget|plan\s+for|expect|bring|carry|take|pack|book|"
                         r"reserve|pay|bake|cook|roast|simmer|boil|leave|keep|store|soak|water|sow|plant|feed|apply|"
                         r"use|add|wear|check|arrive|call|visit)\b")


#: a line's key before its colon: "Silver: deductible $4,500", "read_timeout: Time to wait ..."
_LINE_KEY = re.compile(r"\s*[-*•·]?\s*([A-Za-z][\w./&'’()-]*(?:\s+[\w./&'’()-]+){0,4}?):\s+(?=\S)")


_DASHES = str.maketrans({"–": "-", "—": "-"})


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
            key = _LINE_KEY.match(evidence, start)
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


def _joined_runs(text: str, names: frozenset[str]) -> list[set[str]]:
    """The runs of names of a text, those joined by "of" as one ("The Museum of Transport")."""
    spans = _name_spans(text, names)
    runs: list[set[str]] = []
    for index, (_, _, run) in enumerate(spans):
        if runs and re.fullmatch(r"\s+of\s+(?:the\s+)?", text[spans[index - 1][1]:spans[index][0]]):
            runs[-1] = runs[-1] | run
        else:
            runs.append(set(run))
    return runs


#: a title's parts: "Lakeshore Marathon 2024 - Results", "Research Summary: Hypertension Coaching"
_TITLE_BREAK = re.compile(r"\s[-–—|]\s|:\s")


#: a code of digits and capitals after a name: "Fixed Saver 12M", "Aero 15X"
_NAMED_CODE = re.compile(r"\b([A-Z][a-z]+\s+)\d+[A-Z]+\b")
#: a season or a financial year written with its end's last digits: "2023/24", "2024-25"
_SPLIT_YEAR = re.compile(r"\b((?:19|20)\d\d)[/-]\d\d\b(?![/-]\d)")


_BULLET = re.compile(r"\s*[-*•·]\s")


def _is_title(evidence: str, sentence: str) -> bool:
    """Whether the evidence opens with ``sentence`` as its title: a short line of names and dates with
    no verb, on a line of its own, cut in parts ("Ashbury Park School - Our staff.") or in title case
    ("Current Exhibitions at the Varga Art Center.")."""
    words = sentence.split()
    if evidence.lstrip()[:1] in "-*•·|" or " · " in sentence:
        return False  # a list's first item or a table's first row
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
_POSSESSED = re.compile(r"\s*(?:his|her|their)\s+((?:[\w-]+\s+){0,3}?[\w-]+)\s*,\s*(?:the\s+)?[A-Z]", re.IGNORECASE)


def _owned_work(sentence: str) -> bool:
    """Whether a sentence opens with someone's thing named after a comma ("Her third book, The Salt
    Road, won ..."), not with someone's relative or colleague ("His deputy, Ines Alba, ...")."""
    m = _POSSESSED.match(sentence)
    return m is not None and not _words(m.group(1)) & _PERSON_ROLES


#: a sentence dated from the one before: "A year later, ...", "Two years later", "The following year",
#: "Later that year", "The year before"
_RELATIVE_YEAR = re.compile(r"\s*(?:(?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+years?\s+"
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
_MEASURE_NOUN = (r"\s*(?:(?:in|for|among|at|on|across|within|by)\s+[^,.;]{1,40}?,?\s+)?"
                 r"(?:the|this|that)\s+(?:rate|figure|number|total|share|proportion|level|amount|"
                 r"increase|decrease|rise|fall|drop|growth|decline)\s+(?:was|is|were|are|had|has|rose|fell|"
                 r"grew|stood|reached|remained)\b")
#: a plain noun after "the" before its verb ("the house opened"), which may be the last word of a name the passage
#: gave ("Hartwell House")
_THE_NOUN = re.compile(r"\bthe\s+([a-z]{4,})\b(?=\s+(?:is|are|was|were|has|had|have|will|would|can|could|may|must|"
                       r"now|also|then|still|first|finally|[a-z]{2,}ed|[a-z]{2,}[^s\W]s)\b)")


#: a line's key ending on when its thing is: "Full-time retainer wear after treatment: 6 months"
_KEY_WHEN = re.compile(r"[^:]{0,60}?\b(?:after|before|following|during|until|prior\s+to)\s+([^:]{1,40}):\s",
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
_POST_ANAPHOR = re.compile(r"\s*(?:[^,.;]{1,40},\s*)?(?:the|this)\s+(?:role|post|position|job|vacancy|"
                           r"successful\s+(?:candidate|applicant)|post-?holder|job-?holder|new\s+(?:hire|starter))\b",
                           re.IGNORECASE)
#: the name of a post as a passage gives it: "the Marketing Coordinator role", "as our Operations Manager"
_POST_NAMED = re.compile(r"((?:\b[A-Z][\w'’&-]*\s+)*[A-Z][\w'’&-]*)\s+(?:role|post|position|job|vacancy)\b"
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
_DEFINITE_SUBJECT = re.compile(r"\s*(?:(?:for|on|in|with|under|from)\s+[^,.;]{1,40},\s*)?the\s+([a-z]{3,})\s+(?:itself\s+)?"
                               r"(?:is|are|was|were|will|applies|apply|costs?|lasts?|runs?|falls?|rises?|drops?)\b",
                               re.IGNORECASE)
#: a clause's subject that is a plain noun, no modifier before it: "while claims for Bedford–Brighton journeys"
_BARE_SUBJECT = re.compile(r"\s*(?:(?:while|whereas|but)\s+)?(?:the\s+)?([a-z]{3,})\s+(?:for|of|on|to|in|from|at)\b")
#: a thing said again as the last clause described it: "The same ticket bought at the station costs €37.50"
#: (not a firm or a person, the one the last clause named: "The same firm designed the Switch House extension")
_SAME_THING = re.compile(r"\s*the\s+same\s+(?!(?:company|firm|group|team|business|organi[sz]ation|person|man|woman|"
                         r"author|architects?|artist|player|coach|owner|family|people)\b)([a-z]+)\b(?!\s+as\b)",
                         re.IGNORECASE)
#: the thing said again inside a sentence: "The conventional ferry on the same route takes around 5 hours"
_SAME_INSIDE = re.compile(r"(?<=\w\s)(?:on|for|over|along|at|in|with)\s+the\s+same\s+([a-z]{3,})\b(?!\s+as\b)")
#: the same place as the one a passage opens with: "in the same building", "on the same site"
_SAME_PLACE = re.compile(r"\b(?:on|at|in|within)\s+the\s+same\s+(?:building|site|venue|property|block|complex|location|"
                         r"premises|campus|development|address)\b", re.IGNORECASE)
_ROUTE_NOUNS = frozenset(("route", "journey", "crossing", "line", "trip", "flight", "sailing", "service"))
#: a route between two named places: "from Piraeus to Mykonos"
_ROUTE = re.compile(r"\b(?:from|between)\s+(?:[A-Z][\w'’-]*\s+)+(?:to|and)\s+(?:[A-Z][\w'’-]*\s*)+")
#: the noun a number counts: "48 homes", "120 credits"
_COUNTED_NOUN = re.compile(r"(?<![\w.,])\d[\d,]*(?:\.\d+)?\s+([a-z]{3,})\b")
#: a share of what the last clause counted: "Of these, 38 withdrew"
_OF_THESE = re.compile(r"\s*of\s+(?:these|those|them)\b", re.IGNORECASE)
#: a piece opening with a part of what the last one counted: "and 47 of them", ", 12 of which"
_PART_OPENING = re.compile(r"\s*(?:and\s+|but\s+|while\s+)?\d[\d,]*\s+of\s+(?:them|these|those|whom|which)\b",
                           re.IGNORECASE)
#: a clause about each of what the last one named: "Guided gorge walks run daily ... Each group is limited to 12
#: participants"
_EACH_OPENING = re.compile(r"\s*(?:each|every)\s+[a-z]+\s+(?=(?:is|are|has|must|can|will|may|lasts?|takes?)\b)",
                           re.IGNORECASE)
#: a clause going on about what the last one was about: "It was completed in May 1937", "After delays,
#: they reopened ..."
_PRONOUN_OPENING = re.compile(r"\s*(?:[^,.;]{0,60},\s*)?(?:it|its|they|their|he|his|she|her)\b"
                              r"|" + _EACH_OPENING.pattern + r"|" + _OF_THESE.pattern + r"|" + _SAME_THING.pattern
                              + r"|" + _MEASURE_NOUN, re.IGNORECASE)
#: a subject naming a plural (what "their" may go back to): "Customers on the Classic Fix tariff"
_PLURAL_HEAD = re.compile(r"^\W*(?:\w+\s+){0,3}?[a-z]+[^su\W]s\b", re.IGNORECASE)


def _refers_back(sentence: str) -> bool:
    """Whether a sentence speaks of what the last one was about by a pronoun: "Regulators approved it on 2 December
    2020"; not by a possessive its own subject owns ("Customers on the Classic Fix tariff will receive their renewal
    letters")."""
    pronoun = _PRONOUN.search(sentence)
    if not pronoun:
        return False
    own_subject = _subject_phrase(sentence)
    return not (pronoun.group(0).lower() == "their" and _PLURAL_HEAD.search(own_subject) is not None
                and not _PRONOUN.search(own_subject) and pronoun.start() >= sentence.find(own_subject) + len(own_subject))


_PERSONAL = re.compile(r"\b(?:he|his|she|her)\s*$", re.IGNORECASE)
_SUBJECT_PRONOUN = re.compile(r"\b(?:he|she)\s*$", re.IGNORECASE)
#: an organisation named again by what it is: "Norvale Systems reported ... The company raised its guidance"
#: (not "The team's oldest member is ...", which names no one before it)
_ORGANISATION_OPENING = re.compile(
    r"\s*the\s+(?:company|firm|group|business|bank|lender|insurer|airline|carrier|retailer|manufacturer|carmaker|brand|"
    r"startup|start-up|club|charity|council|authority|agency|ministry|university|college|hospital|museum|gallery|"
    r"publisher|studio|operator|developer|utility|chain|vessel|ship)\b", re.IGNORECASE)
_MEASURE_OPENING = re.compile(_MEASURE_NOUN, re.IGNORECASE)
#: a pronoun elsewhere in a clause: "Regulators approved it on 2 December 2020"
_PRONOUN = re.compile(r"\b(?:it|its|they|them|their)\b", re.IGNORECASE)
#: the end of a clause's subject: its first verb ("Construction of the bridge | began in March 1932"); never
#: the second half of a compound ("A better-equipped expedition | left")
_SUBJECT_END = re.compile(r"\b(?<!-)(?:is|are|was|were|has|have|had|will|would|can|could|must|may|might|should|shall|"
                          r"does|do|did|began|rose|fell|grew|left|sank|struck|sold|bought|paid|found|kept|lost|spent|"
                          r"sent|brought|stood|came|flew|" + _IRREGULAR_VERBS + r"|[a-z]{3,}(?<!hundr)(?<![^r]e)ed)\b")


#: what stands before an adjective in "-ed", never before the clause's verb: "Volta Mobile's unlimited plan"
_BEFORE_ADJECTIVE = re.compile(r"(?:\b(?:the|a|an|its|their|his|her|our|this|that|these|those)|['’]s)\s+$", re.IGNORECASE)


def _subject_phrase(clause: str) -> str:
    """The words before a clause's first verb (its subject, where it opens with one), else ""."""
    verbs = [m for m in (next((m for m in _SUBJECT_END.finditer(clause) if not (
        m.group(0).endswith("ed") and _BEFORE_ADJECTIVE.search(clause, 0, m.start()))), None),
        _PLURAL_PRESENT_VERB.search(clause)) if m]
    if not verbs:
        return ""
    verb = min(verbs, key=lambda m: m.start())
    # an opening phrase is no part of it: "Founded in 1968 by Walter Brandt, | the company went public";
    # a phrase after it is, where the verb opens that phrase: "The documentary, | narrated by ..."
    before, _, subject = clause[:verb.start()].rpartition(",")
    return subject if subject.strip() else before.rpartition(",")[2]


_IRREGULAR_STEMS = frozenset(_stem(w) for w in _IRREGULAR_VERB_WORDS | frozenset(_IRREGULAR_PAST.split("|")))


def _verbs(text: str) -> frozenset[str]:
    """The stems of a text's past-tense verbs ("reached", "began") and of the verbs of a scheduled event in the
    present ("opens", "runs until"): an event's words."""
    return frozenset(_root(w.lower()) for w in re.findall(r"\b[A-Za-z]{3,}ed\b", text)) | (
        _words(text) & _IRREGULAR_STEMS) | frozenset(_root((m.group(1) or m.group(2)).lower()) for m in _SCHEDULED.finditer(text))


#: the verbs a timetable's events are told by in the present: "opens on", "runs until", "expire on" (those that are
#: adjectives or nouns too only with their "-s": "open enrollment", "the start date")
_SCHEDULED = re.compile(r"\b(?:(expire|begin|depart|arrive|reopen|restart|resume|renew|commence)s?|"
                        r"(open|close|run|start|finish|launch)(?:s|es))\b", re.IGNORECASE)


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
        re.fullmatch(r"\s+of\s+(?:the\s+)?", sentence[spans[i - 1][1]:spans[i][0]]) for i in range(1, index + 1))),
        spans[0][1]) if spans else 0
    # (after its article too: "The Egyptian Treasures exhibition opens at ... It runs until 31 August 2025")
    return sentence[:end] if spans and re.fullmatch(r"(?:the|a|an|our)?", sentence[:spans[0][0]].strip(
        " \t\n-*•").lower()) else ""


_EXCEPTION_OPENING = re.compile(r"\s*(?:(?:and|but)\s+)?(?:except|excluding)(?:\s+for)?\s+[\w-]+(?:\s+[\w-]+)?\s*,", re.IGNORECASE)


_QUALIFIED_AFTER = re.compile(r"\b([A-Za-z]+)\s+(?:excluded|not\s+included)\b", re.IGNORECASE)


#: a thing that is not done, told by "no" before it: "no extra bags accepted" (-> "extra bags not accepted")
_NONE_DONE = re.compile(r"\bno\s+((?:[a-z]+\s+){1,3}?)([a-z]{3,}ed|given|taken)\b", re.IGNORECASE)
#: not having a thing: "does not have", "has no" ("has no more than" is a limit)
_LACKING = re.compile(r"\b(?:(?:does|do|did)\s+not|doesn['’]t|don['’]t|didn['’]t)\s+have\b"
                      r"|\b(?:has|have)\s+no\b(?!\s+(?:more|longer|later|less|fewer)\b)", re.IGNORECASE)


#: a thing had for nothing, said as what it is without: "free of charge", "at no extra cost"
_FREE_OF = re.compile(r"\b(?:free\s+of|at\s+no(?:\s+extra|\s+additional)?)\s+(charge|cost)\b", re.IGNORECASE)
#: the qualifiers saying what a thing is without
_LEAVING_OUT = re.compile(r"(?:without|exclud\w*|excl|except|outside|no)\b", re.IGNORECASE)
#: the words a qualified noun phrase goes on with: "without a GP | referral letter"
#: (a word taking an object after it is the clause's verb: "outside the warranty period carry a call-out fee")
_PHRASE_REST = re.compile(r"(?:[ -]+(?!(?:from|of|for|to|in|on|at|by|with|and|or|is|are|was|were|will|can|may|must|if|"
                          r"when|than|costs?|applies|apply|pays?)\b)[A-Za-z]+\b"
                          r"(?!\s+(?:a|an|the|your|our|their|its|this|these|those|\d|[£$€¥]))){0,2}", re.IGNORECASE)


#: a qualifier saying its case is not eligible or entitled, and the word saying so: "not eligible for"
_NOT_ENTITLED = re.compile(r"(?<=not\s)(?:eligible|entitled)(?=\s)", re.IGNORECASE)


def _last_word(phrase: str) -> str:
    """A phrase's last word, past its hyphens: "fee" of "late-cancellation fee"."""
    return phrase.replace("-", " ").split()[-1]


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
    for m in matches:
        rest = _PHRASE_REST.match(text, m.end()) if _LEAVING_OUT.match(m.group(0)) else None
        words += rest.group(0).split() if rest else []
    return words


def _qualified_as(qualified: frozenset[str], clause: _Clause) -> bool:
    """Whether the clause qualifies its thing as the claim does (``qualified``): all of it, or a word of a phrase
    both qualify ("without a W grade" / "without a 'W' appearing on their transcript")."""
    return bool(qualified) and (qualified <= clause.qualified or bool(qualified & clause.qualified))


#: a charge made where a rule is not kept: ", otherwise the full fee is charged", "otherwise a charge applies"
_OTHERWISE_CHARGED = re.compile(r",?\s*otherwise\s+(?:the\s+|a\s+|an\s+)?(?:full\s+|late\s+)?(?:fee|charge|price|cost|deposit)\s+"
                                r"(?:is\s+charged|will\s+be\s+charged|applies|is\s+payable)", re.IGNORECASE)


def _qualifiers(piece: str, lead: str) -> frozenset[str]:
    """Words qualified as another subject ("non-members") in a piece, or in the lead it inherits when
    the piece does not name that word itself: "hosted the cup semi-final in 1998 and the final in
    2004" — the second piece's "final" is its own, not the lead's "semi-final"."""
    # (not having a thing is being without it: "a car that does not have a valid MOT certificate")
    piece = _LACKING.sub("without", piece)
    # (and "free of charge" is "without charge": "we need 48 hours' notice to cancel without charge")
    piece, lead = _FREE_OF.sub(r"without \1", piece), _FREE_OF.sub(r"without \1", lead)
    # (and so is a rule that charges "otherwise": "must be cancelled 24 hours in advance, otherwise the full fee is charged")
    piece = _OTHERWISE_CHARGED.sub(" without charge", piece)
    piece = _NONE_DONE.sub(r"\1not \2", piece)
    # a piece opening with its exception is about what it excepts: "..., except managers, whose
    # probation lasts six months" states the managers' probation
    opening = _EXCEPTION_OPENING.match(piece)
    read = piece[opening.end():] if opening else piece
    matches = list(_QUALIFIED.finditer(read))
    # (what a thing is without is its whole phrase: "without a GP referral letter" is without the letter as much as
    # "without a referral letter from a GP" is)
    # (a qualifier may follow what it leaves out: "€79 per month, VAT excluded")
    own = tx.content_words(" ".join(_qualified_phrases(read, matches) + _QUALIFIED_AFTER.findall(piece)))
    # (a verb the piece also says plainly is no other subject: "Kettle & Bean charges $3.85 ... and does not
    # charge extra"; a prefixed word is, whatever else the piece says: "Non-birthing parents ... after the birth")
    negated = tx.content_words(" ".join(m.group(1) for m in matches if m.group(0)[:3].lower() == "not"))
    said_plainly = {w.rstrip("e") for w in tx.content_words(_QUALIFIED.sub(" ", piece))}  # ("charges"/"charge")
    own -= {w for w in own & negated if w.rstrip("e") in said_plainly}
    # (nor is a deputy's role where the piece names the role itself too: "The Chair of the committee is Cllr Sarah
    # Whitfield and the Vice-Chair is Cllr Tom Okafor" is about the chair)
    deputy = tx.content_words(" ".join(m.group(1) for m in matches
                                       if m.group(0)[:4].lower() in ("vice", "semi", "depu", "assi")))
    own -= {w for w in own & deputy if w in said_plainly}
    inherited = tx.content_words(" ".join(_qualified_phrases(lead, list(_QUALIFIED.finditer(lead))))) \
        - tx.content_words(piece) if lead else set()
    # (read as the subject's words are: "Did not finish" qualifies what "finished" says, "complet")
    return frozenset(_SAME_EVENT.get(w, w) for w in own | inherited)


def clauses(evidence: str) -> list[str]:
    """The clauses specifics are bound in (for tests and explanations)."""
    return [c.text for c in _clauses(evidence)]


def _claim_names(claim: str, evidence: str) -> frozenset[str]:
    """The claim's names, read as the evidence reads them: a word the evidence uses only as the
    plain first word of a row ("Growth | $49") is a word there, so it is a word here too."""
    lower = set(re.findall(r"\b[a-z][a-z'-]*\b", claim + " " + evidence))
    in_evidence = set(_CAPITALISED.findall(evidence))
    # (initials the evidence names an organisation by name it in the claim too, wherever the claim writes them:
    # "shipped with DPD" where "handled by DPD")
    evidence_names = _evidence_names(evidence)
    initials = set(_INITIALS_WORD.findall(claim)) & evidence_names
    # (and each name of a pair the evidence joins with a dash is a name: "Newhaven" of "the Newhaven–Dieppe route")
    joined = {part for n in evidence_names for part in _dash_joined(n)}
    return frozenset(n for n in _values(claim)["name"]
                     if n.lower() not in lower and (n in evidence_names | joined or n not in in_evidence)) | initials \
        | _written_names(claim, evidence_names)


_WORD_SPAN = re.compile(r"[^\W_]+")


#: a word that may well be a verb or a plural (what a noun phrase rarely ends in): "gets", "lasted"
_VERB_LIKE = re.compile(r"(?:[^s]s|ed|ing)$")
_PLURAL = re.compile(r"[^su]s$", re.IGNORECASE)
_GROUP_POSSESSIVE = re.compile(r"\b(women|men|girls|boys|children|ladies|gentlemen|child|adult|student|senior|infant)['’]s?(?=\s)",
                               re.IGNORECASE)
_COMPARATIVES = frozenset(("lower higher larger smaller bigger longer shorter older younger newer cheaper dearer faster "
                           "slower greater wider narrower deeper heavier lighter earlier later further farther").split())
_VALUE_SOON = re.compile(r"\s+(?:(?:up\s+to|only|just|about|around|approximately|roughly|from|at\s+least)\s+)?[£$€¥\d]")
_VALUE_NEXT = re.compile(r"\s+(?:up\s+to\s+|only\s+|just\s+)?[£$€¥\d]")


#: how exact a value is: "lasts around 10 hours" pairs no "lasts around" that "manages around" contrasts
_APPROXIMATE = frozenset(["around", "approximately", "roughly", "nearly", "almost", "circa", "approx", "least"])


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
    for match in _WORD_SPAN.finditer(text):
        word = match.group(0).lower()
        stem = _stem(_OTHER_FORM.get(word, word))
        if (word in tx.STOPWORDS or word[0].isdigit() or word in tx._NUMBER_WORDS or stem in _SPECIFIC_WORDS
                or word in _APPROXIMATE
                # (nor is "aged": the ages say who is meant, not "adults" or "participants" before it; nor "every",
                # which says how often: "servicing every 24 months")
                or word in ("aged", "every") or word in _POLITE
                # (nor "plus" in lower case, which adds one thing to another: "12 passes plus lounge access")
                or match.group(0) == "plus"
                # (nor is a unit written after a number: "a 3,200 mAh pack" is the "4,500 mAh battery")
                or _UNIT_PLACE.search(text, 0, match.start()) and (len(word) <= 3 or not match.group(0).islower())):
            previous, subject_verb = None, False
            continue
        adjacent = previous is not None and text[previous.end():match.start()].strip(" -") == ""
        # (a preposition heads no noun phrase, though it may modify one: "an e-scooter outside a bay" pairs no
        # "scooter outside"; "outside seating" is seating)
        if previous is not None and adjacent and not subject_verb and word not in _PREPOSITION_WORDS and not (
                nouns_only and (_VERB_LIKE.search(word) and not _NOUN_BEFORE.match(text, match.end())
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
            out.add((_stem(_OTHER_FORM.get(modifier.lower(), modifier)), stem))
        subject_verb = bool(adjacent and previous and word in _BASE_VERBS and _PLURAL.search(previous.group(0)))
        previous = match
    return frozenset((a, b) for a, b in out if a and b and a != b)


#: prepositions a stop list may leave as words: "outside", "inside", "within", "beyond"
_PREPOSITION_WORDS = frozenset(("outside inside within without across beyond along among amongst around behind below "
                                "beneath beside besides between despite except near onto toward towards underneath "
                                "unlike upon via throughout during against").split())
#: words asking politely, which modify no noun: "Please report a missed collection"
_POLITE = frozenset(("please", "kindly"))
#: what stands before a verb in -s, never before a plural noun: "and adds coverage", "which covers", "it includes"
_VERB_CONTEXT = re.compile(r"\b(?:and|also|which|that|it|he|she|then)\s+$", re.IGNORECASE)
#: verbs a plural subject takes as they are written: "changes take effect", "classes run", "fees apply"
_BASE_VERBS = frozenset(("take make give get go come run last apply start begin end open close cost pay need require "
                         "include receive remain follow occur happen expire renew stay vary differ depend qualify").split())
#: a plural's verb in the present before the value it takes: "and students with valid ID pay $33 per month"
_PLURAL_PRESENT_VALUE = re.compile(r"(?:(?<=[a-z]s\s)|(?<=children\s)|(?<=people\s)|(?<=men\s))(?:[^,;]*?\s)?(?:"
                                   + "|".join(sorted(_BASE_VERBS))
                                   + r")\s+(?=(?:about\s+|around\s+|up\s+to\s+|just\s+|only\s+)?[£$€¥\d])")
#: a plural subject's verb in the present, before when or where: "Applications ... open on 3 February and | close
#: on 14 March" (not after an article: "the close of business on")
_PLAIN_PRESENT = re.compile(r"(?<!\bthe\s)\b(?:" + "|".join(sorted(_BASE_VERBS)) + r")\s+(?:on|at|in|from|by|until)\b")
#: what follows a plural noun, never a verb: a colon, a modal or a plural's verb ("Payroll queries:", "Pension queries
#: should go", "Varifocal glasses take up to 14 days")
#: (or "are", or the end of a lead: "Varifocal glasses are", "idle RDP sessions")
_NOUN_BEFORE = re.compile(r"\s*:|\s*$|\s+(?:should|must|can|could|would|may|might|shall|are|were|"
                          + "|".join(sorted(_BASE_VERBS)) + r")\b")


#: where a unit is written: after a number ("3,200 mAh", "50MP"), not after a code ("S6 Lite")
_UNIT_PLACE = re.compile(r"(?<![\w.,])\d[\d,.]*\s?$")


#: a superlative picks one of the things, it names no other kind: "Spain had the highest rate" is of
#: Spain's unemployment rate
_SUPERLATIVES = frozenset(_stem(w) for w in (
    "highest lowest largest smallest biggest fastest slowest longest shortest oldest youngest newest latest "
    "earliest best worst greatest deepest tallest strongest weakest richest poorest busiest cheapest dearest "
    "top").split())


#: nouns standing for a thing already named, no other thing: "The 15-inch model in the same range" (the AeroBook)
_GENERIC_HEADS = frozenset(_stem(w) for w in ("model", "version", "variant", "edition"))


def _contrasted(known: frozenset[tuple[str, str]], claim_words: frozenset[str], clause: _Clause,
                used: frozenset[tuple[str, str]] | None = None,
                periodic: frozenset[tuple[str, str]] = frozenset()) -> bool:
    """Whether the clause speaks of another thing of the claim's kind: where the claim says "savings
    account" and the evidence says so somewhere (``known``), a clause saying "current account" and
    not "savings" is about the current account ("first phase" / "second phase", "carbon frame" /
    "aluminium frame"), and so is one saying "savings bond" and not "account" ("e-scooter" / "e-bike"). Only pairs the evidence itself uses count (a paraphrase, "new policy" for
    "revised policy", contrasts nothing), and only a word the claim does not use ("the phase lasted"
    is no other thing than "the trial lasted" in "the second phase of the trial lasted")."""
    return any((head == other_head and other != modifier and modifier not in clause.own_words
                and head not in _PAST_STEMS  # ("headphones bought" / "products bought": what was bought, no kind of it)
                and other not in claim_words and other not in _SUPERLATIVES
                # (nor the claim's own doing as its noun: "Replacement cards" for "Replacing a lost card")
                and _root(other) not in claim_words
                and not _spelled_out_in(modifier, clause.text)  # ("FSA elections": "Flexible Spending Account elections")
                # (nor where the other is modified as a thing of the claim is: "the part-time route takes" for "the
                # part-time MSc in Data Science takes")
                and not any(second == other and any(first == word for word, _ in known) for first, second in clause.pairs)
                # (nor a word saying how usual the thing is, no kind of it: "Typical treatment length: 12-18 months")
                and other not in _HOW_USUAL
                # (nor another word for a new thing: "the updated allowances" are the "new allowances")
                and not {modifier, other} <= _NEWLY_MADE
                # (nor which of them in time, under a heading saying the claim's kind: "First collections: 7 April
                # 2025" under "Garden waste service 2025")
                and not (other in _SEQUENCE_WORDS and clause.features.get(f"w:{modifier}", 0.0) > 0)
                # (nor how often a thing is paid, which the claim says in other words, of the thing the passage opens
                # with, where the evidence never pairs the claim's own words: "An annual subscription ... costs £52" for
                # "The garden waste subscription costs £52 a year"; "a daily standing charge" is still no "gas standing
                # charge" the evidence writes)
                and not ((other, modifier) in periodic and used is not None and (modifier, head) not in used))
               # the same modifier of another head: "e-scooter" for "e-bike", "savings bond" for "savings account"
               # (a pair the evidence writes itself: "US-East maintenance window" pairs "east" with no head)
               or (modifier == other and head != other_head and head not in clause.own_words
                   and (used is None or (modifier, head) in used)
                   # (not where the clause goes on under the claim's very pair: "Minimum group size: 3 adults" under
                   # the heading "Group Save" is of Group Save)
                   and f"pair:{modifier} {head}" not in clause.features
                   and other_head not in claim_words and other_head not in _GENERIC_HEADS
                   and (other, other_head) in clause.noun_pairs
                   # (unless the modifier is itself modified as the claim's is: "the part-time version"
                   # is the "part-time MBA", another word for the same thing)
                   and not any((word, modifier) in known for word, second in clause.pairs if second == modifier))
               for modifier, head in known for other, other_head in clause.pairs)


#: a period a value is per: "a year", "per month"; and the adjectives saying so
_PER_PERIOD = re.compile(r"\b(?:a|an|per|each|every)\s+(year|month|week|day)\b", re.IGNORECASE)
_PERIOD_ADJECTIVES = {"year": ("annual", "yearly"), "month": ("monthly",), "week": ("weekly",), "day": ("daily",)}
#: words saying a thing was newly made or changed, one of another
_NEWLY_MADE = frozenset(_stem(w) for w in ("new", "updated", "revised", "amended", "latest"))
#: words saying which of a series a thing is in time
_SEQUENCE_WORDS = frozenset(_stem(w) for w in ("first", "last", "final", "next", "opening", "closing"))
#: words saying how usual or how exact a value is, no kind of the thing it is of ("typical treatment")
_HOW_USUAL = frozenset(_stem(w) for w in ("typical", "usual", "average", "approximate", "estimated", "expected"))


#: a capitalised word inside a sentence, after a lower-case word: "a Velopark bike"
_CAPITALISED_INSIDE = re.compile(r"(?<=[a-z]\s)[A-Z][a-z][\w'’-]*")


def _named_only(pair: tuple[str, str], clause: _Clause) -> bool:
    """Whether the clause says the pair's head only inside names ("Caledonian Device Repairs"): no other thing of
    the kind a claim's plain words ("the authorised repair partner") name."""
    others = [(other, head) for other, head in clause.pairs if head == pair[1] and other != pair[0]]
    # (or where the head is written only as a name: "the 120-seat Screen 1" is no kind of "private screening")
    head_written = [w for w in _WORD_SPAN.findall(clause.text) if _stem(w.lower()) == pair[1]]
    return bool(others) and (all(other in _capitalised_pairs(clause.text) for other in others)
                             or all(w[:1].isupper() for w in head_written))


@lru_cache(maxsize=16384)
def _capitalised_pairs(text: str) -> frozenset[tuple[str, str]]:
    """The stems of each two capitalised words standing together, as a name writes them: "Weald Boiler Installers"
    -> (weald, boiler), (boiler, installer)."""
    spans = list(_WORD_SPAN.finditer(text))
    return frozenset((_stem(one.group(0).lower()), _stem(two.group(0).lower())) for one, two in zip(spans, spans[1:])
                     if one.group(0)[0].isupper() and two.group(0)[0].isupper()
                     and text[one.end():two.start()].strip(" -") == "")


@lru_cache(maxsize=65536)
def _spelled_out_in(word: str, text: str) -> bool:
    """Whether ``text`` writes the initialism ``word`` out ("fsa": "Flexible Spending Account"), as the
    specifics check reads abbreviations (``text._initialisms``)."""
    return 2 <= len(word) <= 6 and word in tx._initialisms(text)


#: modifiers naming the opposite one of a pair of things: where the claim says "the new hospital", a
#: clause about "the old county hospital" speaks of the other hospital (a paraphrase keeps the side)
_OPPOSITE_MODIFIERS: dict[str, frozenset[str]] = {}
for _pair in ("old new", "former current", "former new", "previous current", "previous new", "upper lower",
              "inner outer", "northern southern", "eastern western", "north south", "east west", "earlier later",
              "early late", "junior senior", "minimum maximum", "domestic international", "indoor outdoor",
              "public private", "internal external", "front rear", "morning evening", "summer winter",
              "permanent temporary", "urban rural", "inbound outbound", "paid unpaid", "full part", "man woman",
              "boy girl", "male female", "lady gentleman", "adult child", "adult junior", "adult infant",
              "new returning", "new existing"):
    _one, _other = (_stem(w) for w in _pair.split())
    _OPPOSITE_MODIFIERS[_one] = _OPPOSITE_MODIFIERS.get(_one, frozenset()) | {_other}
    _OPPOSITE_MODIFIERS[_other] = _OPPOSITE_MODIFIERS.get(_other, frozenset()) | {_one}
#: (and the tiers of a product, each another of its kind: "the enhanced renters plan" is no "basic renters plan")
_TIERS = frozenset(_stem(w) for w in "basic standard enhanced premium advanced economy".split())
for _one in _TIERS:
    _OPPOSITE_MODIFIERS[_one] = _OPPOSITE_MODIFIERS.get(_one, frozenset()) | (_TIERS - {_one})
#: (and how often a thing recurs: "the fortnightly plan" is no "monthly payment plan"; "annual" and "yearly" are one)
_FREQUENCIES = {_stem(w): w for w in "daily weekly fortnightly monthly quarterly annual yearly".split()}
for _one, _word in _FREQUENCIES.items():
    _OPPOSITE_MODIFIERS[_one] = _OPPOSITE_MODIFIERS.get(_one, frozenset()) | {
        other for other, word in _FREQUENCIES.items() if other != _one and {word, _word} != {"annual", "yearly"}}


#: a part of a thing named with "of": "the south of the city", "the front of the house"
_PART_OF_THING = re.compile(r"\bthe\s+([a-z]+)\s+of\s+the\s+([a-z]+)")


def _opposites(claim: str) -> frozenset[tuple[str, str, str]]:
    """(modifier, its opposite, head) for each pair of the claim's words whose first word has an
    opposite: "the new hospital" -> ("new", "old", "hospital"); and for each threshold the claim sets,
    (side, other side, "#" and its number): "valued above €1,000" -> ("above", "below", "#1000")."""
    # (not an opposite the claim says itself of another thing: "The monthly instalment plan has an annual price
    # increase of 4%" is told by the monthly plan's row)
    said = set(re.findall(r"[a-z]+", claim.lower()))
    # (a part of a thing said with "of": "the south of the city")
    parts_of = {(_stem(m.group(1)), _stem(m.group(2))) for m in _PART_OF_THING.finditer(claim.lower())}
    return frozenset((modifier, opposite, head) for modifier, head in _modifier_pairs(claim) | parts_of
                     for opposite in _OPPOSITE_MODIFIERS.get(modifier, frozenset()) if opposite not in said) | frozenset(
        (side, _OTHER_SIDE[side], f"#{number}") for side, number in _thresholds(claim))


def _opposed(opposites: frozenset[tuple[str, str, str]], clause: _Clause) -> bool:
    """Whether the clause's own words put the opposite of the claim's modifier before the claim's head
    (next to it or one word away: "the old county hospital") and never the claim's modifier; or set the
    claim's threshold from the other side ("shipments valued under €1,000" for those above it)."""
    thresholds = _thresholds(clause.text) if any(head.startswith("#") for _, _, head in opposites) else frozenset()
    return any(((opposite, head[1:]) in thresholds and (modifier, head[1:]) not in thresholds) if head.startswith("#")
               else opposite in clause.own_words and modifier not in clause.own_words
               and ((opposite, head) in clause.pairs
                    or any(a == opposite and (b, head) in clause.pairs for a, b in clause.pairs)
                    or _word_before(clause.text, opposite, head)
                    or re.search(r"\b" + re.escape(opposite) + r"\w*\s+of\s+the\s+" + re.escape(head), clause.text.lower())
                    # (or says its value of the opposite: "adults pay €2.40 per single journey" for "A child's single
                    # journey", not "Voting rights on equal terms with men followed in 1928")
                    or opposite == _lead_word(clause.text))
               for modifier, opposite, head in opposites)


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


def _word_before(text: str, first: str, head: str) -> bool:
    """Whether the stem ``first`` stands one or two words before the stem ``head`` ("Adult day tickets" for adult and
    ticket, where "day" makes no pair of words)."""
    stems = _word_stems(text)
    return any(stem == first and head in stems[i + 1:i + 3] for i, stem in enumerate(stems))


@lru_cache(maxsize=16384)
def _word_stems(text: str) -> tuple[str, ...]:
    """A text's words stemmed, in order (read once per clause: a clause is scored once for every value checked)."""
    return tuple(_stem(w.lower()) for w in re.findall(r"[A-Za-z][\w'’-]*", text))


#: a threshold: "over £50", "under 18", "more than 10 kg" ("up to" is a limit, not a side of a threshold)
_THRESHOLD = re.compile(r"\b(above|over|more\s+than|greater\s+than|exceeding|in\s+excess\s+of|under|below|less\s+than|"
                        # ("Estates valued up to £500,000" are below what "above £500,000" is; not "for up to 28 days")
                        r"(?<=valued\s|priced\s)up\s+to|(?<=worth\s)up\s+to|(?<=costing\s)up\s+to)"
                        r"\s+(?:the\s+)?[£$€¥]?\s?(\d[\d,]*(?:\.\d+)?)", re.IGNORECASE)
_OTHER_SIDE = {"above": "below", "below": "above"}


#: a span naming what it is of sets a threshold at each end: "shifts of 6–8 hours" are at least 6 and at most
#: 8 hours long (a span a verb takes is a value: "takes 3–5 working days")
_SPAN = re.compile(r"\b(?:of|for|with|aged|between|from)\s+[£$€¥]?(\d[\d,]*(?:\.\d+)?)%?\s*(?:-|–|—|to)\s*[£$€¥]?(\d[\d,]*(?:\.\d+)?)(?![\d.,]*\d)")
#: a span written "between 7 and 30": read as "between 7 to 30"
_BETWEEN_AND = re.compile(r"\b(between\s+[£$€¥]?\d[\d,]*(?:\.\d+)?%?)\s+and\s+(?=[£$€¥]?\d)", re.IGNORECASE)


def _thresholds(text: str) -> frozenset[tuple[str, str]]:
    """(side, number) of each threshold a text sets: "orders over £50" -> ("above", "50"), "6–8 hours" ->
    ("above", "6") and ("below", "8")."""
    def number(written: str) -> str:
        return f"{float(written.replace(',', '')):g}"
    return frozenset(("below" if side.lower().split()[0] in ("under", "below", "less", "up") else "above", number(value))
                     for side, value in _THRESHOLD.findall(text)) | frozenset(
        pair for low, high in _SPAN.findall(_BETWEEN_AND.sub(r"\1 to ", text)) if float(low.replace(",", "")) < float(high.replace(",", ""))
        for pair in (("above", number(low)), ("below", number(high))))


#: words joining clauses, never modifiers of the word after them ("whereas refurbished tablets")
_CONJUNCTIONS = frozenset(("whereas", "while", "whilst", "although", "though", "but", "yet", "unless", "because"))


_LISTED_BEFORE = re.compile(r"\b([A-Za-z]+)\s*(?:\bor\b|\band\b|/)\s*$")


def _head_modifiers(text: str, head: str, claim_words: frozenset[str]) -> tuple[bool, frozenset[str]]:
    """Whether ``text`` says ``head`` on its own (or after a word of the claim) somewhere, and the
    other words it puts right before it: "Premium economy" -> (False, {"premium"})."""
    bare, modifiers = False, set()
    previous: re.Match[str] | None = None
    for match in _WORD_SPAN.finditer(text):
        if _stem(match.group(0).lower()) == head:
            before = _stem(previous.group(0).lower()) if previous is not None and text[
                previous.end():match.start()].strip(" -") == "" else ""
            word = previous.group(0) if previous is not None else ""
            # (a modifier listed with the claim's own is none it lacks: "a damaged or stolen bin" for "a damaged bin")
            listed = _LISTED_BEFORE.search(text, 0, previous.start()) if previous is not None else None
            if listed and _stem(listed.group(1).lower()) in claim_words:
                before = ""
            # (a verb before it is no modifier, "upgraded economy", nor a name's first word, "Heathrow Airport")
            # (nor a comparative or a superlative, which picks one of the things: "the larger PureAir 500")
            if not before or before in claim_words or word.lower() in tx.STOPWORDS | _CONJUNCTIONS | _POLITE \
                    or word[0].isdigit() or (
                    re.search(r"(?:ed|ing)$", word) or word[0].isupper() and match.group(0)[0].isupper()
                    or word.lower() in _COMPARATIVES or before in _SUPERLATIVES):
                bare = True
            else:
                modifiers.add(before)
        previous = match
    return bare, frozenset(modifiers)


def _subject_clause(units: Sequence[_Clause], subject_words: frozenset[str], plain: frozenset[str]) -> int | None:
    """The one clause saying the claim's grammatical subject, in its own words; None where no clause or
    several say it (a listed piece inheriting it: "grew by 0.3% in the first quarter and by 0.7% in the
    second")."""
    saying = [j for j, c in enumerate(units) if subject_words and all(c.weight(f"w:{w}", plain) > 0 for w in subject_words)]
    return saying[0] if len(saying) == 1 and subject_words <= units[saying[0]].own_words else None


def _contrast_in(units: Sequence[_Clause], i: int, contrast: frozenset[tuple[str, str]], subject_clause: int | None,
                 subject_words: frozenset[str], claim_stems: frozenset[str]) -> frozenset[tuple[str, str]]:
    """The claim's pairs of words that contrast clause ``i`` with the claim (``_contrasted``): the one clause
    saying the claim's grammatical subject (``_subject_clause``) is about it, whatever variant of another of
    the claim's things it names ("a reduced rate of 5% applies to domestic energy" for "Domestic energy is
    subject to a VAT rate of 5%"), unless another clause says the claim's thing itself, unqualified ("A second
    shop followed in 2016", not "The standard VAT rate")."""
    if i != subject_clause:
        return contrast

    def said_plainly(pair: tuple[str, str]) -> bool:
        return any(pair in c.pairs and not any(b == pair[0] and a not in claim_stems for a, b in c.pairs)
                   for j, c in enumerate(units) if j != i)

    return frozenset(p for p in contrast if subject_words & set(p) or said_plainly(p))


def _naming_others(units: Sequence[_Clause], claim_names: frozenset[str],
                   claim_features: frozenset[str] = frozenset()) -> set[int]:
    """The clauses of a sentence naming others than the claim's names (``name:`` features) as their own where
    another clause of it, naming one of the claim's names as its own, says more of them: "£412,000 in Clifton,
    £298,000 in Bedminster" for Bedminster's price; "signed striker Luca Moretti from Genoa for €18 million
    and goalkeeper Anders Holm from Brøndby for €4 million" for Holm's fee."""
    out: set[int] = set()
    for index in {c.sentence for c in units} if claim_names else set():
        group = [i for i, c in enumerate(units) if c.sentence == index]
        said = {i: sum(units[i].features.get(f, 0.0) > 0 for f in claim_names) for i in group}
        most = max((said[i] for i in group if any(units[i].features.get(f, 0.0) >= 1.0 for f in claim_names)),
                   default=0)
        # (a name the claim says as a word opening it, or a label of the claim's, is none of another: "while Issue 43
        # remains open" for "Issue 43 of the Fixed Rate Saver is open")
        out.update(i for i in group if said[i] < most and any(
            f.startswith("name:") and w >= 1.0 and f not in claim_names and f"w:{_stem(f[5:].lower())}" not in claim_features
            for f, w in units[i].features.items()) and not any(
            f.startswith("label:") and f in claim_features for f in units[i].features))
    return out


#: the words telling an event's start and those telling its end, each with the other ends (stemmed as ``_words``
#: stems: "finished" is "complet", "starts" is "begin")
_STARTS, _ENDS = frozenset({"open", "reopen", "begin", "depart"}), frozenset({"clos", "end", "complet", "arriv"})
_EVENT_ENDS = {word: _ENDS if word in _STARTS else _STARTS for word in _STARTS | _ENDS}


#: how the event words are written where their stem is no prefix of them
_EVENT_WORD = {"begin": re.compile(r"\b(?:begin|began|start|commenc)", re.IGNORECASE),
               "complet": re.compile(r"\b(?:complet|finish)", re.IGNORECASE)}
_BOTH_ENDS = re.compile(r"\b(?:to|until|till|through)\s+\d|\d[–-]\d|\s[–-]\s*\d|\b(?:until|till)\b|"
                        r"\b(?:is|are|be|was|were|remains?|stays?)\s+(?:open|closed)\b", re.IGNORECASE)


def _other_end_event(claimed: frozenset[str], clause: _Clause) -> bool:
    """Whether the clause's own words tell only the other end of the claim's event: "will close ... on 6 January"
    where the claim tells when the restaurant will "reopen"."""
    # (a clause telling a span or a state tells both ends: "is open from 7 am to 9 pm", "can be submitted until 12
    # August", "The museum is closed on 25 December")
    # (nor one saying the claim's word where it inherits it: "Reopening date" over "Closed for retiling · 14 April")
    # (the other end told before the clause's last value, not of what follows it: "on 4 November 2024 for low-income
    # households, and the scheme closes once funding is allocated")
    if not claimed or any(f"w:{word}" in clause.features for word in claimed) or _BOTH_ENDS.search(clause.text):
        return False
    last = max((m.start() for m in _VALUE_START.finditer(clause.text)), default=len(clause.text))
    return all(any(_EVENT_WORD.get(other, re.compile(r"\b" + other, re.IGNORECASE)).search(clause.text, 0, last)
                   for other in _EVENT_ENDS[word] & clause.own_words) for word in claimed)


def _head_word(subject: str) -> str:
    """The last word of a subject's first part: "Motorcycles" of "Motorcycles and mopeds", "manager" of "Our nursery
    manager"; "" for none."""
    first = re.split(r"\s+(?:and|or)\s+|,", subject.strip())[0].split()
    return first[-1] if first else ""


#: a subject said of all of its kind: "All staff", "Every member"
_ALL_OF = re.compile(r"\s*(?:all|every|each|any)\b", re.IGNORECASE)
#: a subject told by a pronoun: "In London they"
_PRONOUN_END = re.compile(r"\b(?:they|it|he|she|we|this|these|those|each|both)\s*$", re.IGNORECASE)


def _saying_none(units: Sequence[_Clause], holding: list[bool], scores: list[float], words: frozenset[str],
                 plain: frozenset[str], names: frozenset[str] = frozenset(),
                 claim_words: frozenset[str] = frozenset()) -> set[int]:
    """Where exactly one clause stating a value says all the claim's subject ``words`` (two or more) as its
    own, the clauses stating a value that say none of them: "Return to running is usually permitted only after
    6 months following an uncomplicated Achilles tendon repair" is not about the walking boot's clause."""
    if not words:
        return set()
    naming = [i for i, c in enumerate(units) if holding[i] and scores[i] > 0 and words <= c.own_words]
    if len(naming) != 1:
        return set()
    # (one word does, where the clause has it as its own subject and every other has a subject of its own:
    # "Motorcycles and mopeds qualify for a 25% discount" beside "Fully electric vehicles receive a 50% discount")
    # (not a subject told by a pronoun, "In London they rose only 0.9%", nor one of the claim's other words: "The
    # English translation, by ..." for "The novel was translated into English by ..."; nor where the clause says it
    # of all of them, which others may narrow: "All staff will receive a 3% ... increase")
    # (and only as the head of its subject, not "Our nursery manager" for the nursery)
    if len(words) == 1 and not (words <= _words(_head_word(subject := _subject_phrase(units[naming[0]].text)))
                                and not _ALL_OF.match(subject) and all(
            (theirs := _subject_phrase(c.text)) and not _PRONOUN_END.search(theirs)
            and _words(theirs) and not _words(theirs) & claim_words
            for i, c in enumerate(units) if holding[i] and i != naming[0])):
        return set()
    # (a clause naming a name of the claim the other does not is about it, by whatever words: "The Kingsmead site is run
    # by ..." for "The Kingsmead recycling centre", beside "The Ashford Road recycling centre is operated by ...")
    # (where that clause's subject names another: "The Ashford Road recycling centre")
    said = units[naming[0]]
    unnamed = {f for f in names if not said.features.get(f)} if any(
        f"name:{w}" not in names for w in _CAPITALISED.findall(_subject_phrase(said.text)) if f"name:{w}" in said.features) \
        else set()
    return {i for i, c in enumerate(units) if holding[i] and not any(c.weight(f"w:{w}", plain) > 0 for w in words)
            and not any(c.features.get(f, 0.0) >= 1.0 for f in unnamed)}


#: a subject's head and the thing it is of, on or for: "The single supplement | on the Tuscany coach holiday"
_HEAD_AND_OWNER = re.compile(r"(.+?)\s+(?:for|on|of|at|in)\s+(?:the\s+|your\s+|our\s+|a\s+|an\s+)?(.+)", re.IGNORECASE)
#: a thing's owner after it in a clause: "a £5 fee for lost cards"
_OWNER_AFTER = re.compile(r"\b(?:for|on|of|at|in)\s+(?:the\s+|your\s+|our\s+|a\s+|an\s+)?([A-Za-z][\w'’-]*(?:\s+[A-Za-z]"
                          r"[\w'’-]*){0,3})", re.IGNORECASE)


def _owner_said_apart(units: Sequence[_Clause], holding: list[bool], scores: list[float], claim_subject: str,
                      plain: frozenset[str], names: frozenset[str]) -> set[int]:
    """Where the claim's subject is a thing of another ("The single supplement on the Tuscany coach holiday") and one
    clause stating a value says the thing, of nothing else, beside the clauses of the other: those others, which say
    what the other costs or does ("The eight-day Tuscany coach holiday costs €1,245 per person, and the single
    supplement is €310"; "Our Christmas Markets of the Rhine coach trip runs from 3 to 8 December. Bookings must be
    made by 31 October")."""
    split = _HEAD_AND_OWNER.match(claim_subject)
    head, owner = (_words(split.group(1)), _words(split.group(2))) if split else (frozenset(), frozenset())
    owner_names = {f for f in _features(split.group(2), names) if f.startswith("name:")} if split else set()
    if not head or not owner or head & owner:
        return set()
    naming = [i for i, c in enumerate(units) if holding[i] and scores[i] > 0 and head <= c.own_words]
    if len(naming) != 1:
        return set()
    said = units[naming[0]]
    # (a thing the clause says of another owner is that one's: "There is a £5 fee for lost cards" for late returns)
    at_head = [m for m in re.finditer(r"\b[\w'’-]+", said.text)
               if (_words(m.group(0)) | frozenset(tx.content_words(m.group(0)))) & head]
    if not at_head:
        return set()
    last_head = at_head[-1].end()
    if any(not _words(m.group(1)) <= owner | {f[5:].lower() for f in owner_names}
           for m in _OWNER_AFTER.finditer(said.text, last_head)
           if not _VALUE_START.match(m.group(1))) or said.values["name"] - {f[5:] for f in names}:
        return set()
    # (nor is one the clause qualifies as the claim does not: "mobile airtime prices will rise by 8.8%, while
    # broadband-only customers will see a 6.5% increase" for the prices of broadband-only customers)
    before = re.search(r"((?:[\w'’-]+\s+){0,3})$", said.text[:at_head[0].start()])
    if before and _words(before.group(1)) - _words(claim_subject):
        return set()
    # (the thing is the owner's where the clause says so, inherited or by its sentence's other clause)
    tied = any(said.weight(f"w:{w}", plain) > 0 for w in owner) or any(said.features.get(f) for f in owner_names) or any(
        c.sentence == said.sentence and owner <= c.own_words for c in units)
    others = [i for i, c in enumerate(units) if holding[i] and i != naming[0]]
    if not tied or any(units[i].weight(f"w:{w}", plain) > 0 for i in others for w in head):
        return set()
    return {i for i in others if owner & units[i].own_words or any(units[i].features.get(f, 0.0) >= 1.0 for f in owner_names)}


def _counted_of_the_name(index: int, units: Sequence[_Clause], holding: list[bool], named: frozenset[str],
                         nouns: set[str]) -> bool:
    """Whether another clause stating a value goes on about the ``named`` names as fully and says the ``nouns`` a claim
    counts (``_counts_other_things``)."""
    return any(j != index and holding[j] and nouns <= other.own_words
               and all(other.features.get(f"name:{n}", 0.0) >= 1.0 for n in named) for j, other in enumerate(units))


def _counts_other_things(index: int, units: Sequence[_Clause], holding: list[bool], held: frozenset[str],
                         nouns: set[str], claim_words: frozenset[str]) -> bool:
    """Whether every number clause ``index`` holds counts a thing named, no word of the claim's, while another clause
    stating such a value says the ``nouns`` the claim counts."""
    clause = units[index]
    if nouns & clause.own_words or not any(holding[j] and j != index and nouns <= other.own_words
                                           for j, other in enumerate(units)):
        return False
    counted = [{a for a, _ in _counted(clause.text).get(v, frozenset())} for v in held]
    # (a plural noun right after each number: "60 violins", not "180 completed the trial")
    return all(things and "" not in things and not things & (nouns | claim_words) for things in counted) and all(
        re.search(r"(?<![\d.,])" + re.escape(v) + r"\s+[a-z]+[^s\W]s\b", clause.text.replace(",", "")) for v in held)


#: words naming a level by the number after them: "Stage 4", "Band 7"
_LEVEL_WORDS = frozenset(("Stage", "Level", "Band", "Grade", "Tier", "Phase", "Step", "Class", "Year", "Key"))
#: what the claim's thing is for, before its verb taking a value: "Delivery for a double bass costs"
_CLAIMED_FOR = re.compile(r"\bfor\s+(?:a|an|the|your|each)?\s*((?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s+(?:costs?|is|are|takes?|"
                          r"lasts?|pays?)\b", re.IGNORECASE)
_CASE_FOR = re.compile(r"\W*for\s+([^,]+),", re.IGNORECASE)


#: a short phrase closing a claim after a comma: ", fuel included", ", with the crew arriving at 8am"
_CLOSING_FACT = re.compile(r",\s*((?:[\w'’:-]+\s+){0,7}[\w'’:-]+)\s*[.!?]?\s*$")


def _role_phrase(subject: str) -> str:
    """The role a subject names, with the word before it that says which: "project officer" in "The project officer for
    the Elm Grove scheme"; "" where it names none."""
    words = re.findall(r"[A-Za-z][\w-]*", re.split(r"\b(?:for|of|at|in)\b", subject)[0])
    if not words or _stem(words[-1].lower()) not in _OFFICE_ROLES | _PERSON_ROLES:
        return ""
    return " ".join(words[-2:]) if len(words) >= 2 and words[-2].lower() not in tx.STOPWORDS else words[-1]


def _sets_off(role: str, text: str) -> bool:
    """Whether the text sets a name off by the role: "the project officer, Mark Ellison", "sales manager Rachel Ormond"."""
    return re.search(r"(?i:\b" + re.escape(role) + r")s?,?\s+(?:(?:Dr|Mr|Mrs|Ms|Prof|Cllr|Councillor)\.?\s+)?[A-Z][a-z]",
                     text) is not None


#: a share and what it did: "41% achieved a distinction", "96% of our pupils passed"
_SHARE_DID = re.compile(r"\d%\s+(?:of\s+(?:[A-Za-z-]+\s+){1,3}?)?(" + _IRREGULAR_PAST + r"|[a-z]{3,}ed)\b")


def _share_did(text: str) -> frozenset[str]:
    """What the text's shares did, stemmed (``_SHARE_DID``)."""
    return frozenset(_stem(m.group(1)) for m in _SHARE_DID.finditer(text))


#: a period's bound: "within 6 months", "after 3 working days", "before 14 days"
_PERIOD_BOUND = re.compile(r"\b(within|after|before)\s+(?:\d[\d,.]*|a|an|one|two|three|four|five|six|seven|eight|nine|ten|"
                           r"twelve|fourteen|thirty)[\s-]+(?:(?:working|business|calendar|clear)\s+)?"
                           r"(?:hours?|days?|weeks?|months?|years?)\b", re.IGNORECASE)


def _period_bounds(text: str) -> frozenset[str]:
    """How the text bounds its periods (``_PERIOD_BOUND``): "within", "after", "before"."""
    return frozenset(m.group(1).lower() for m in _PERIOD_BOUND.finditer(text))


def _opening_with_case(claim: str, units: Sequence[_Clause], holding: list[bool]) -> list[int]:
    """The one clause stating a value that opens with the case the claim's thing is for ("For harps and double basses,
    ..."), where only one does."""
    said = _CLAIMED_FOR.search(claim)
    case = _words(said.group(1)) if said else frozenset()
    opening = [i for i, c in enumerate(units) if case and holding[i] and (m := _CASE_FOR.match(c.text))
               and case <= _words(m.group(1))]
    return opening if len(opening) == 1 else []


#: a date a thing is done by: "by Thursday 27 March 2025", "by 29 August"
_BY_DATE = re.compile(r"\bby\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:"
                      + _MONTH_NAMES_RE + r")|(?:" + _MONTH_NAMES_RE + r")\s+\d{1,2})\b")


def _not_done_by(claim: str, units: Sequence[_Clause], holding: list[bool], claim_words: frozenset[str]) -> set[int]:
    """Where the claim says a thing is done by a date and one clause stating a date says a thing of the claim's words done
    by one: the other clauses stating dates, none by a date."""
    if not _BY_DATE.search(claim) or not claim_words:
        return set()
    doing = [i for i, c in enumerate(units)
             if holding[i] and _BY_DATE.search(c.text) and any(c.features.get(w, 0.0) >= 1.0 for w in claim_words)]
    if len(doing) != 1:
        return set()
    # (one saying a deadline in other words may be the claim's: "applications for the September list close on 8 August")
    return {i for i, c in enumerate(units) if holding[i] and i != doing[0] and not _BY_DATE.search(c.text)
            and not _DEADLINE_WORDS.search(c.text)}


#: words saying a date is a deadline: "close on", "the last order date is", "have until"
_DEADLINE_WORDS = re.compile(r"\b(?:until|till|deadline|closes?|closing|last|due|latest|before|no\s+later\s+than)\b",
                             re.IGNORECASE)


def _agent_features(claim: str, evidence: str) -> set[str]:
    """The evidence's features of the nouns naming who does what the claim says is done by someone: "underwritten by"
    is the evidence's "Underwriter", "managed by" its "manager"."""
    agents = set()
    for m in _DONE_BY.finditer(claim):
        verb = m.group(1)
        bases = {verb[:-3] + "e"} if verb.endswith("tten") else {verb[:-2], verb[:-1]} if verb.endswith("ed") else set()
        agents |= {base + ending for base in bases for ending in ("r", "er", "or")}
    return {f"name:{word}" if word in _evidence_names(evidence) else f"w:{_stem(word.lower())}"
            for word in re.findall(r"\b[A-Za-z]{4,}\b", evidence) if word.lower() in agents} if agents else set()


#: a name a value is said in or for: "in Scotland", "In the United Kingdom", "at Heathrow", "for Wales"
_PLACE = re.compile(r"\b(in|at|for)\s+(?:the\s+)?"
                    # (a part of the place is in it: "in the south of England", "in the rest of the UK")
                    r"(?:(?:(?:north|south)(?:[- ]?(?:east|west))?|east|west|centre|center|rest|heart|middle)\s+of\s+"
                    r"(?:the\s+)?)?([A-Z][\w'’-]*)", re.IGNORECASE)


def _places(text: str, names: frozenset[str]) -> frozenset[tuple[str, str]]:
    """(preposition, name) of each of the ``names`` a text says a value is in, at or for: ("in", "Scotland")."""
    return frozenset((m.group(1).lower(), m.group(2)) for m in _PLACE.finditer(text)
                     if m.group(2) in names and m.group(2)[0].isupper() or _PLACE_ABBREVIATION.fullmatch(m.group(2)))


#: a place written in capitals: "in the UK", "in the EU", "for the US"
_PLACE_ABBREVIATION = re.compile(r"UK|EU|US|USA|EEA|UAE|NZ")


def _another_of_the_name(claim_runs: list[set[str]], clause: _Clause) -> bool:
    """Whether the clause names another thing of a name the claim names in part ("An Adult Day ticket ... costs
    £5.50" for "A Family Day ticket"), and never the claim's thing."""
    if not claim_runs:
        return False
    def stems(run: set[str]) -> set[str]:  # ("Capital Awards" is the "Capital Award")
        return {_stem(word.lower()) for word in run}

    runs = [stems(run) for run in _name_runs(clause.text, clause.values["name"])]
    named = stems(set(clause.values["name"]))
    return any(run & own and run - own and not (own - run) & named and not any(own <= r for r in runs)
               for own in map(stems, claim_runs) for run in runs)


def _part_of_the_name(claim: str, claim_runs: list[set[str]], index: int,
                      unit_runs: Sequence[list[frozenset[str]]]) -> bool:
    """Whether clause ``index`` names a name the claim names without the claim's first words, where another clause names
    it in full (``unit_runs``: each clause's names, stemmed): "The Express Pass ... costs $49" is not about "The Platinum
    Express Pass", which the next sentence prices (but "Ashby" may be short for "Ashby Hall")."""
    for run in claim_runs:
        own = frozenset(_stem(word.lower()) for word in run)
        if any(own <= said for said in unit_runs[index]):
            continue
        for said in unit_runs[index]:
            left_out = [w for w in run if _stem(w.lower()) not in said]
            kept = [w for w in run if _stem(w.lower()) in said]
            if said < own and kept and max(claim.find(w) for w in left_out) < min(claim.find(w) for w in kept) and any(
                    own <= other for at, runs in enumerate(unit_runs) if at != index for other in runs):
                return True
    return False


def _another_code(claim_codes: set[str], clause: _Clause) -> bool:
    """Whether the clause names another model of the claim's code's series, and not the claim's own: "the QX-500TR
    router" is no "QX-500EX"."""
    series = {code.split("-")[0] for code in claim_codes}
    codes = {f for f in clause.features if f.startswith("code:")}
    return bool(series) and not codes & claim_codes and any(code.split("-")[0] in series for code in codes)


def _in_place_phrase(claim: str, name: str) -> bool:
    """Whether the claim says ``name`` in a phrase of where or what of ("on Eastbridge District Council", "at the
    Civic Centre"), not as who or what does something."""
    run = re.search(r"((?:[A-Z][\w'’-]*\s+)*)" + re.escape(name) + r"\b", claim)
    return run is not None and re.search(r"\b(?:on|at|in|of|for)\s+(?:the\s+)?$", claim[:run.start()]) is not None


#: a route with its two ends: "From the UK to Ireland", "between Leeds and York"
_ROUTE_ENDS = re.compile(r"\b(?i:from|between)\s+(?:the\s+)?((?:[A-Z][\w'’-]*\s+)+)(?:to|and)\s+(?:the\s+)?"
                         r"((?:[A-Z][\w'’-]*\s*)+)")


def _another_route(claim: str, clause: _Clause) -> bool:
    """Whether the clause's value is of a route from or to a place the claim says its value is within, one end only:
    "From the UK to Ireland: €2,400" is not "Repatriation within Ireland" (the claim naming a route of its own is told
    by its ends)."""
    route = _ROUTE_ENDS.search(clause.text)
    if not route or _ROUTE_ENDS.search(claim):
        return False
    ends = [set(route.group(1).split()), set(route.group(2).split())]
    said = [bool(end & set(_CAPITALISED.findall(claim))) for end in ends]
    return said.count(True) == 1 and re.search(r"\b(?:within|inside|in)\s+(?:the\s+)?(?:" + "|".join(
        re.escape(w) for end, s in zip(ends, said, strict=True) if s for w in end) + r")\b", claim) is not None


def _placed_elsewhere(placed: frozenset[tuple[str, str]], clause: _Clause) -> bool:
    """Whether the clause puts its value in another place than the claim's (``placed``) and never names the claim's:
    "Councils in England can charge up to £10" for the fee "in Scotland"."""
    if not placed:
        return False
    theirs = _places(clause.text, clause.values["name"])
    # (a place in capitals is told only from another in capitals: "elsewhere in the UK" may be Manchester)
    return any((preposition, other) in theirs and name not in clause.text
               and bool(_PLACE_ABBREVIATION.fullmatch(name)) == bool(_PLACE_ABBREVIATION.fullmatch(other))
               for preposition, name in placed for _, other in theirs if other != name) and not any(
        (preposition, other) in theirs for preposition, other in placed)


def _other_thresholds(claim: str, units: Sequence[_Clause], given: frozenset[float]) -> set[int]:
    """Where a clause sets the claim's very threshold, one the question asks about (``given``), the clauses setting
    another on the same side: "Those sending over 2,000 parcels a month qualify for a 25% discount" is the case of
    "Customers sending over 2,000 parcels", not "Account holders sending more than 500 parcels a month", though 2,000
    is more than 500 too. (A threshold the claim states of its own is its value: "no more than 5 g".)"""
    claimed = frozenset((side, limit) for side, limit in _thresholds(claim) if float(limit) in given)
    if not claimed:
        return set()
    set_by = [_thresholds(c.text) for c in units]
    if not any(claimed <= thresholds for thresholds in set_by):
        return set()
    return {i for i, thresholds in enumerate(set_by) if not claimed <= thresholds and any(
        side == claimed_side and limit != claimed_limit
        for side, limit in thresholds for claimed_side, claimed_limit in claimed)}


#: a bound its number is not within: "fewer than 10 days", "over 65"
_STRICT_BOUND = re.compile(r"\b(?:(?:fewer|less|more)\s+than|under|below|over|above)\s+(\d[\d,]*(?:\.\d+)?)(?![\d,%]|\.\d)",
                           re.IGNORECASE)


def _strictly_beyond(claim: str, units: Sequence[_Clause]) -> set[int]:
    """The clauses bounding a number the claim states plainly from beyond it, where another clause states the number
    itself (a range's end, say): "Fewer than 10 days before arrival: 100% charge" is no case of "Cancelling 10 days before
    arrival", which "10 to 20 days before arrival: 25% charge" is."""
    if re.search(r"\b(?:under|over|below|above|fewer|less|more|older|younger)\b[\s-]*(?:than\s+)?\d", claim, re.IGNORECASE) \
            or _THRESHOLD_AFTER.search(claim):
        return set()  # (a claim setting a bound of its own is told by the bounds)
    out: set[int] = set()
    for number in set(re.findall(r"(?<![\d.,£$€¥])\d[\d,]*(?:\.\d+)?(?![\d,%]|\.\d)", claim)):
        written = re.compile(r"(?<![\d.,£$€¥])" + re.escape(number) + r"(?![\d,%]|\.\d)")
        beyond = {i for i, c in enumerate(units) if number in _STRICT_BOUND.findall(c.text)}
        if beyond and any(i not in beyond and written.search(c.text) for i, c in enumerate(units)):
            out |= beyond
    return out


#: a threshold written after its number: "dogs of 15kg and over", "stays of 7 nights or more", "aged 65+"
_THRESHOLD_AFTER = re.compile(r"(?<![\d.,])(\d[\d,]*(?:\.\d+)?)\s*(?:[A-Za-z]+\s*)?(?:(\+)|(?:or|and)\s+"
                              r"(over|above|more|older|upwards|longer|under|below|less|fewer|younger|shorter)\b)")


def _sides(text: str) -> frozenset[tuple[str, str]]:
    """(side, number) of each threshold a text sets before or after its number, or by a span (``_thresholds``): "under
    15kg" -> ("below", "15"), "15kg and over" -> ("above", "15")."""
    after = frozenset(("above" if m.group(2) or m.group(3).lower() in _ABOVE_WORDS else "below",
                       f"{float(m.group(1).replace(',', '')):g}") for m in _THRESHOLD_AFTER.finditer(text))
    return _thresholds(text) | after


_ABOVE_WORDS = frozenset(("over", "above", "more", "older", "upwards", "longer"))


def _other_sides(claim: str, units: Sequence[_Clause]) -> set[int]:
    """Where a clause sets the claim's threshold on the claim's side, the clauses setting it on the other side: "Full-day
    daycare for a dog of 15kg or over" is of "£38 for dogs of 15kg and over", not "£32 for dogs under 15kg"."""
    claimed = _sides(claim)
    if not claimed:
        return set()
    own = [_sides(c.text) for c in units]
    # (a piece setting none has its sentence's: "If uptime is between 99.0% and 99.9%, | customers receive a 10% credit")
    of_sentence: dict[int, frozenset[tuple[str, str]]] = {}
    for c, thresholds in zip(units, own, strict=True):
        of_sentence[c.sentence] = of_sentence.get(c.sentence, frozenset()) | thresholds
    set_by = [thresholds or of_sentence[c.sentence] for c, thresholds in zip(units, own, strict=True)]
    if not any(claimed & thresholds for thresholds in set_by):
        return set()
    return {i for i, thresholds in enumerate(set_by) if not claimed & thresholds and any(
        (_OTHER_SIDE[side], limit) in thresholds for side, limit in claimed)}


#: what makes a number after a word a quantity, no label: "Around 45% of the dishes"
_QUANTITY_AFTER_LABEL = re.compile(r"\s*(?:%|per\s*cent|percent)|[a-z]")


def _only(text: str) -> frozenset[str]:
    """The stems of the words a text says "only" after: "Fitting only" -> "fit"."""
    return frozenset(_stem(w.lower()) for w in _ONLY_AFTER.findall(text) if w.lower() not in tx.STOPWORDS)


_ONLY_AFTER = re.compile(r"\b([A-Za-z]{3,})\s+only\b")


#: a verb in the present taking a value: "starts at", "costs", "seats"
_VALUE_VERB = re.compile(r"\b(?:starts?|begins?|opens?|closes?|costs?|takes?|lasts?|runs?|seats?|holds?|includes?|"
                         r"offers?|gives?|pays?|earns?|receives?|gets?|requires?)\b")


def _by_name(text: str, run: set[str]) -> bool:
    """Whether the text names the run after "by", as who does a thing: "run by the community charity Ashby Screen
    Trust"."""
    first = min((m for word in run for m in re.finditer(r"\b" + re.escape(word) + r"\b", text)),
                key=lambda m: m.start(), default=None)
    return first is not None and re.search(r"\bby\s+(?:the\s+)?(?:[a-z]+\s+){0,3}$", text[:first.start()]) is not None


#: a doing opening a text and the words of what it is done to: "Buying a new release on FilmVault"
_DOING_AND_OBJECT = re.compile(r"\W*([A-Z][a-z]{2,}ing)\s+((?:[a-z][\w-]*\s+){1,3})")
#: a clause opening with a doing: "Renting a new release ..."
_OPENING_DOING = re.compile(r"\W*([A-Z][a-z]{2,}ing)\s+(?:a|an|the|your|our|their|its)\b")


def _other_doings(claim: str, units: Sequence[_Clause]) -> set[int]:
    """Where a clause does the claim's doing to the claim's thing ("while buying it outright costs £13.99"), the clauses
    opening with another doing: "Renting a new release on FilmVault costs £4.99" is not of "Buying a new release"."""
    doing = _DOING_AND_OBJECT.match(claim)
    if not doing:
        return set()
    verb = doing.group(1).lower()
    objects = "|".join(re.escape(w) for w in tx.content_words(doing.group(2)) | {"it", "them"})
    done = re.compile(r"\b" + verb + r"\s+(?:[\w-]+\s+){0,2}?(?:" + objects + r")", re.IGNORECASE)
    if not any(done.search(c.text) and not c.text.lstrip().lower().startswith(verb) for c in units):
        return set()
    return {i for i, c in enumerate(units) if (other := _OPENING_DOING.match(c.text))
            and _stem(other.group(1).lower()) != _stem(verb) and not done.search(c.text)}


def _other_labels(claim: str, subject: str, units: Sequence[_Clause]) -> set[int]:
    """The clauses giving only another label of a word the claim's subject labels: "Applications for Issue 42 of the
    Fixed Rate Saver close on 14 March 2025" is not of "Issue 43 of the Fixed Rate Saver". (A label the claim says
    after its subject may be its value: "Dark mode was introduced in version 3.0".)"""
    # (a subject the grammar leaves unread ends at a verb taking a value: "Hiring Screen 1 for a private screening
    # starts at $1,200")
    subject = subject or claim[:verb.start()] if (verb := _VALUE_VERB.search(claim)) else subject
    claimed = {f"label:{word.lower()} {label}" for word, label in _labels(subject)
               if word.lower() not in tx.STOPWORDS and _QUANTITY_AFTER_LABEL.match(subject, subject.find(f"{word} {label}")
                                                                                  + len(f"{word} {label}")) is None}
    words = {f.split()[0] for f in claimed}
    return {i for i, c in enumerate(units) if claimed and not claimed & set(c.features) and any(
        f.startswith("label:") and f.split()[0] in words and w >= 1.0 for f, w in c.features.items())}


def _longer_row_names(claim: str, evidence: str, units: Sequence[_Clause]) -> set[int]:
    """Where a table row's name is all said by the claim, the rows named by it and more that the claim does not say:
    "The Sunny Export tariff" is the row "Sunny Export", not "Sunny Export Plus"."""
    if "|" not in evidence:
        return set()
    said = {_stem(w) for w in _ROW_NAME_WORD.findall(claim.lower())}
    columns = {header.split(" · ")[0].strip() for header in _table_headers(evidence).values()}  # (a header row names none)
    names = {i: frozenset(_stem(w) for w in _ROW_NAME_WORD.findall(c.text.split(" · ")[0].lower()))
             for i, c in enumerate(units) if " · " in c.text and not c.title and c.text.split(" · ")[0].strip() not in columns
             and any(c.values[kind] for kind in _KINDS if kind != "name")}
    claimed = [name for name in names.values() if name and name <= said]
    return {i for i, name in names.items() if name - said and any(own < name for own in claimed)}


_ROW_NAME_WORD = re.compile(r"[a-z][a-z'’-]*|\d+")


def _ranged_counts(claim: str, units: Sequence[_Clause]) -> tuple[frozenset[str], set[int]]:
    """(the claim's plain counts no clause states but some clause's range holds, the clauses whose ranges hold none
    of them): "200 parcels" in "between 100 and 499 parcels", not in "more than 500 parcels"."""
    stated = frozenset().union(*(c.values["number"] for c in units))
    counted = _counted(claim)
    # (a count of a thing, the ranges of clauses counting that thing: no age range holds "2 tickets")
    nouns = {v: {a for a, _ in counted.get(v, frozenset()) if a} for v in _values(claim)["number"]}
    # (a group's size counts people: "A group of 9 qualifies" is in "bookings of 8 or more people")
    for m in _GROUP_OF.finditer(claim):
        nouns.setdefault(f"{float(m.group(1)):g}", set()).update(_PEOPLE_WORDS)
    counts = {v for v in _values(claim)["number"] if v not in stated and not _is_year(v) and nouns.get(v)}
    counted_nouns = frozenset().union(*nouns.values())

    def bounds_of(text: str) -> frozenset[tuple[str, str]]:
        # (a span or an open end written before the counted noun holds its ends: "4 to 6 items", "Up to 3 items")
        ends = frozenset((side, f"{end:g}") for low, high, currency, unit in _written_ranges(text)
                         if not currency and {unit, _stem(unit)} & counted_nouns
                         for side, end in (("from", low), ("to", high)) if not math.isinf(end))
        return _thresholds(text) | ends

    ranges = {i: bounds_of(c.text) if any(nouns[v] & {_stem(w) for w in tx.words(c.text)} for v in counts)
              else frozenset() for i, c in enumerate(units)}

    def holds(bounds: frozenset[tuple[str, str]], count: str) -> bool:
        return all(float(count) > float(limit) if side == "above" else float(count) < float(limit) if side == "below"
                   else float(count) >= float(limit) if side == "from" else float(count) <= float(limit)
                   for side, limit in bounds)

    ranged = frozenset(v for v in counts if any(bounds and holds(bounds, v) for bounds in ranges.values()))
    return ranged, {i for i, bounds in ranges.items() if ranged and bounds and not any(holds(bounds, v) for v in ranged)}


#: the hours in a period of each unit (months and years vary, and say no hours)
_IN_HOURS = {"hour": 1.0, "day": 24.0, "week": 168.0}
#: a group's size: "a group of 9", "a party of 12"
_GROUP_OF = re.compile(r"\b(?:group|party|team|family|class)\s+of\s+(\d{1,3})\b(?![.,]\d|\s*%)", re.IGNORECASE)
_PEOPLE_WORDS = frozenset({"people", _stem("people"), "person", _stem("person")})
#: a number a range is written with: "£250,001", "10", "two"
_RANGED = r"([£$€¥]?)\s?(\d[\d,]*(?:\.\d+)?|" + "|".join(sorted(_DURATION_WORDS, key=len, reverse=True)) + r")\b"
#: the ways a range of amounts or durations is written, each -> (which end its first number is, its second's)
_RANGE_FORMS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bbetween\s+" + _RANGED + r"\s+and\s+" + _RANGED, re.IGNORECASE), "span"),
    (re.compile(_RANGED + r"\s*(?:-|–|—|to)\s*" + _RANGED, re.IGNORECASE), "span"),
    (re.compile(r"\b(?:more\s+than|over|above|greater\s+than|exceeding|in\s+excess\s+of|at\s+least)\s+(?:the\s+)?"
                + _RANGED, re.IGNORECASE), "above"),
    (re.compile(r"\b(?:less\s+than|fewer\s+than|under|below|within|up\s+to(?:\s+and\s+including)?)\s+(?:the\s+)?" + _RANGED,
                re.IGNORECASE), "below"),
    (re.compile(_RANGED + r"(?:\+|\s+(?:or|and)\s+(?:more|over|above|upwards|longer)\b)", re.IGNORECASE), "above"),
    (re.compile(_RANGED + r"\s+or\s+(?:less|fewer|under|below)\b", re.IGNORECASE), "below"),
)
_UNIT_AFTER = re.compile(r"[\s'’]*(?:[a-z]+\s+){0,1}?([A-Za-z]+)")


def _written_ranges(text: str) -> list[tuple[float, float, str, str]]:
    """(low, high, currency, the unit word after it) of each range a text writes: "between £250,001 and £500,000"
    -> (250001, 500000, "£", ...), "5–10 years" -> (5, 10, "", "year"), "two or more years' service" ->
    (2, inf, "", "year"), "up to £250,000" -> (-inf, 250000, "£", ...)."""
    def number(written: str) -> float:
        return float(_DURATION_WORDS[written.lower()]) if written.isalpha() else float(written.replace(",", ""))

    out = []
    for pattern, form in _RANGE_FORMS:
        for m in pattern.finditer(text):
            after = _UNIT_AFTER.match(text, m.end())
            unit = _unit(after.group(1)) if after else ""
            first = number(m.group(2))
            if form == "span":
                second = number(m.group(4))
                if first < second:
                    out.append((first, second, m.group(1) or m.group(3), unit))
            else:
                out.append((first, math.inf, m.group(1), unit) if form == "above" else (-math.inf, first, m.group(1), unit))
    return out


def _ranged_cases(claim: str, units: Sequence[_Clause]) -> tuple[frozenset[str], set[int]]:
    """(the claim's amounts and durations no clause states but some clause's range holds, the clauses whose ranges
    of that unit hold none of them), where the claim states another value a clause does: that value is what the
    claim says, the ranged one its case ("For a property worth £400,000 the valuation fee is £450" against "up to
    £250,000 is £290, and for properties between £250,001 and £500,000 it is £450"; "An employee with 7 years of
    service" in the row "5–10 years")."""
    stated = {kind: frozenset().union(*(c.values[kind] for c in units)) for kind in _QUANTITIES}
    claimed = _values(claim)
    if not any(claimed[kind] & stated[kind] for kind in _QUANTITIES):
        return frozenset(), set()
    cases: dict[str, tuple[float, str, str]] = {}  # value -> (its number, its currency, its unit)
    for currency, amount in tx.extract_amounts(claim):
        key = f"{currency}{amount:g}"
        if key not in stated["amount"]:
            cases[f"amount:{key}"] = (amount, currency, "")
    for m in _DURATION.finditer(claim):
        amount, unit = _duration_amount(m), _unit(m.group(2))
        key = _duration_key(amount, unit)
        if key not in stated["duration"]:
            cases[f"duration:{key}"] = (amount, "", unit)
    if not cases:
        return frozenset(), set()

    def fits(value: tuple[float, str, str], written: tuple[float, float, str, str]) -> bool | None:
        """Whether a range holds the value; None where it is a range of something else."""
        amount, currency, unit = value
        low, high, its_currency, its_unit = written
        if unit in _IN_HOURS and its_unit in _IN_HOURS and unit != its_unit:
            # (a period in other units: "5 days" is beyond "within 48 hours")
            amount, low, high = amount * _IN_HOURS[unit], low * _IN_HOURS[its_unit], high * _IN_HOURS[its_unit]
        elif (currency and its_currency != currency) or (unit and its_unit != unit):
            return None
        return low <= amount <= high

    ranges = [_written_ranges(c.text) for c in units]
    held = frozenset(case for case, value in cases.items()
                     if any(fits(value, written) for found in ranges for written in found))
    outside = {i for i, found in enumerate(ranges) if held and any(
        fits(cases[case], written) is not None for case in held for written in found) and not any(
        fits(cases[case], written) for case in held for written in found)}
    # (of tiers holding the case, the narrowest is its own: "five years" is in "5+ years", not "2+ years")
    holding = {i: [w for w in found if any(fits(cases[case], w) for case in held)] for i, found in enumerate(ranges)}
    narrower = [w for found in holding.values() for w in found]
    outside |= {i for i, found in holding.items() if found and all(
        any(low <= w[0] and w[1] <= high and (low, high) != (w[0], w[1]) for w in narrower)
        for low, high, _, _ in found)}
    return held, outside


def _parallel(clauses: Sequence[_Clause]) -> bool:
    """Whether the clauses say the same of different things: the pieces of one listing ("Individual contributors
    have a target of 10%, managers 15%, and directors 25%"), or clauses each sharing half its own words or more with
    another ("Van permits allow up to 12 visits per year" / "Trailer permits allow up to 24 visits per year")."""
    if len(clauses) >= 2 and len({c.sentence for c in clauses}) == 1:
        return True
    return len(clauses) >= 2 and all(any(
        2 * len(one.own_words & other.own_words) >= len(one.own_words) for other in clauses if other is not one)
        for one in clauses)


def _other_columns(units: Sequence[_Clause], scores: list[float], holding: list[bool],
                   claim_words: frozenset[str], claim_pairs: frozenset[tuple[str, str]] = frozenset()) -> set[int]:
    """The cells of a table row under a column named by a word the claim does not say, where another cell of the row
    is under a column the claim names in full: "Audiobook · €0.50" under "Daily overdue charge" is not the audiobook's
    "maximum overdue charge", which "Audiobook · €8.00" under "Maximum charge" is. (Not a column the claim names by the
    word it puts before the other's: "15GB of hotspot data" is under "Hotspot allowance", not "Data".)"""
    rows: dict[int, list[int]] = {}
    for i, c in enumerate(units):
        if holding[i] and scores[i] > 0 and " · " in c.text:
            rows.setdefault(c.sentence, []).append(i)
    out: set[int] = set()
    for cells in rows.values():
        if len(cells) < 2:
            continue
        inherited = {i: frozenset(f[2:] for f, w in units[i].features.items() if f.startswith("w:") and w < 1.0)
                     for i in cells}
        common = frozenset.intersection(*inherited.values())
        column = {i: words - common for i, words in inherited.items()}
        named = [words for words in column.values() if words and words <= claim_words]
        if named:
            out |= {i for i, words in column.items() if words - claim_words and not any(
                (modifier, head) in claim_pairs for modifier in words for head in frozenset().union(*named))}
    return out


#: whom or what a value is for, said after it: "11,500 kWh for gas"
_FOR_ONLY = re.compile(r"\bfor\s+(?:the\s+|a\s+|an\s+|all\s+)?([a-z][a-z-]+)")
#: what a value is of, right after it and its unit: "2,700 kWh of electricity and 11,500 kWh of gas"
_OF_NEXT = re.compile(r"\s*(?:[A-Za-z]+\s+)?of\s+(?:the\s+|a\s+|an\s+)?([a-z][a-z-]+)")


def _other_tails(units: Sequence[_Clause], scores: list[float], holding: list[bool],
                 claim_words: frozenset[str]) -> set[int]:
    """The pieces of one sentence saying after their value whom or what it is for ("for ..."), in words the claim does
    not say, where exactly one other piece's are the claim's: "an annual consumption of 2,700 kWh for electricity and
    11,500 kWh for gas" for the gas bills (not other words: "7 days in advance" / "3 days ahead" is one thing said
    twice, and "25% discount on production of a carer's card" is a condition)."""
    sentences: dict[int, list[int]] = {}
    for i, c in enumerate(units):
        if holding[i] and scores[i] > 0 and " · " not in c.text and not c.title:
            sentences.setdefault(c.sentence, []).append(i)
    out: set[int] = set()
    for pieces in sentences.values():
        if len(pieces) < 2:
            continue
        tails = {i: frozenset(w for m in [*_FOR_ONLY.finditer(tail), _OF_NEXT.match(tail)] if m for w in _words(m.group(1)))
                 for i in pieces if (tail := _tail(units[i].text)) is not None}
        common = frozenset.intersection(*tails.values())
        own = {i: words - common for i, words in tails.items()}
        told = [i for i, words in own.items() if words & claim_words]
        if len(told) == 1 and all(own.values()):
            out |= {i for i in pieces if i != told[0]}
    return out


def _narrower(units: Sequence[_Clause], scores: list[float], holding: list[bool],
              claim_words: frozenset[str], subject_words: frozenset[str]) -> set[int]:
    """The clauses stating a value about a narrower thing than the claim's subject, where another
    clause stating a value names the thing itself: in a table with rows "Economy" and "Premium
    economy", a claim about economy passengers is about the first row ("premium" is no word of the
    claim)."""
    open_clauses = [i for i, c in enumerate(units) if holding[i] and scores[i] > 0]
    out: set[int] = set()
    for head in subject_words:
        said = {i: _head_modifiers(units[i].text, head, claim_words) for i in open_clauses
                if head in units[i].own_words}
        # (a bare head said of another named thing is no plain one: "Customers on the Classic Fix tariff" is no plain
        # "customers" beside "Smart meter customers on the Agile Saver tariff")
        plain = [i for i, (bare, _) in said.items() if bare and not tx.content_words(" ".join(
            n for n in units[i].values["name"] if n in _subject_phrase(units[i].text))) - claim_words]
        out |= {i for i, (bare, modifiers) in said.items() if plain and not bare and modifiers
                and not any(m in units[j].own_words for j in plain for m in modifiers)}
    return out


_FOR_WHOM = re.compile(r"\bfor\s+(?:the\s+|a\s+|an\s+|all\s+)?([a-z][a-z-]+)"
                       # and what a value is charged or paid on: "8% commission on new business bookings"
                       r"|(?<=[\d%])\s*(?:[a-z]+\s+){0,2}?on\s+(?:the\s+|all\s+)?([a-z][a-z-]+)")
#: a "for" that goes back to what was said: "charges $3.85 for the same drink"
_BACK = frozenset(["same", "each", "every", "this", "that", "these", "those", "it", "them"])


def _for_whom(text: str) -> frozenset[str]:
    """The stems of what a text says something is for: "approved for adults" -> {"adult"}."""
    return frozenset(w for m in _FOR_WHOM.finditer(text) for w in _words(m.group(1) or m.group(2))) | frozenset(
        # (a claim may say what its value is on before the value: "the speed limit for cars on motorways is 70 mph")
        w for m in _ON_WHAT.finditer(text) for w in _words(m.group(1)))


_ON_WHAT = re.compile(r"\bon\s+(?:the\s+|all\s+)?([a-z][a-z-]+)")


def _about_another(clause: str, claim_words: frozenset[str]) -> bool:
    """Whether a clause opens with someone the claim does not speak of: "Seniors aged 65 and over receive",
    not "Renewals are paid at 3%" of a claim on renewals."""
    # (its subject where a verb tells it, "Contract renewals | are paid", else its first word)
    subject = _words(_subject_phrase(clause)) or {
        w for w in [next((_root(t) for t in tx.words(clause) if t not in tx.STOPWORDS and not t[0].isdigit()), "")] if w}
    # (a word's noun is the same word: "Approval for children ... followed" of "was approved for children")
    return bool(subject) and not any(w[:5] == s[:5] for w in claim_words for s in subject)


def _for_others(beneficiaries: frozenset[str], claim_words: frozenset[str], text: str) -> bool:
    """Whether a clause says its value is for someone else than the claim: "The vaccine was approved
    for adults in December 2020" is not about its approval for children."""
    # (the clause's first "for" says whom its value is for; one going back to the claim's thing says no other:
    # "charges $3.85 for the same drink and does not charge extra for plant-based milk")
    first = _FOR_WHOM.search(text)
    if first is None or (first.group(1) or first.group(2)) in _BACK:
        return False
    whom = first.group(1) or first.group(2)
    theirs = tx.content_words(whom)  # (stemmed as the claim's words are, or as its verbs' action nouns: "cancellation")
    return bool(theirs - claim_words) and bool(_words(whom) - claim_words) \
        and not beneficiaries & (tx.content_words(text) | _words(text))


def _score(subject: dict[str, float], qualified: frozenset[str], clause: _Clause,
           known: frozenset[tuple[str, str]] = frozenset(), claim_words: frozenset[str] = frozenset(),
           plain: frozenset[str] = frozenset(), grammatical_subject: frozenset[str] = frozenset(),
           beneficiaries: frozenset[str] = frozenset(),
           opposites: frozenset[tuple[str, str, str]] = frozenset(),
           used: frozenset[tuple[str, str]] | None = None,
           periodic: frozenset[tuple[str, str]] = frozenset()) -> float:
    """How much the clause is about the claim's subject; a qualifier on one side only ("non-members"
    vs "members") or another modifier of the claim's own pair of words ("current account" for
    "savings account", ``_contrasted``) makes it another subject."""
    words = {f[2:] for f in subject if f.startswith("w:")}
    # (a clause that never names what the claim qualifies is not the unqualified thing: "In the rest of the
    # world zone ... it costs £5 per day" for "Outside Europe, ...")
    said = clause.qualified & (words | qualified)
    # (a phrase qualified on both sides is the same where they share a word: "without a GP referral letter" and
    # "without a referral letter from a GP")
    if qualified != said and not (qualified & said and said <= qualified) \
            and (qualified - said & clause.own_words or said - qualified):
        return 0.0
    if known and _contrasted(known, claim_words, clause, used, periodic):
        return 0.0
    if beneficiaries and _for_others(beneficiaries, claim_words, clause.text):
        return 0.0
    if opposites and _opposed(opposites, clause):
        return 0.0
    # a word of the claim's grammatical subject counts double (``SUBJECT_WEIGHT``)
    return sum(weight * clause.weight(f, plain) * (SUBJECT_WEIGHT if f in grammatical_subject else 1.0)
               for f, weight in subject.items())


_MONTH_NAMES = {index: max((n for n, i in tx._MONTHS.items() if i == index), key=len) for index in range(1, 13)}


def _describe(kind: str, value: str, text: str = "") -> str:
    if kind == "duration":
        unit, amount = value.split(":")
        if unit == "minutes" and float(amount) % 60 == 0 and float(amount) > 0:
            amount, unit = f"{float(amount) / 60:g}", "hours"
        elif unit == "minutes" and not float(amount).is_integer():  # "47 seconds", not "0.783333 minutes"
            amount, unit = f"{round(float(amount) * 60):g}", "seconds"
        return f"{amount} {unit[:-1] if amount == '1' else unit}"
    if kind == "date":
        year, month, day = (value.split("-") + ["?", "?", "?"])[:3]
        parts = [day if day != "?" else "", _MONTH_NAMES.get(int(month), month).capitalize() if month.isdigit() else "",
                 year if year != "?" else ""]
        return " ".join(p for p in parts if p) or value
    if kind == "weekday":
        return _DAY_NAMES[int(value) - 1].capitalize()
    if kind == "month":
        return _MONTH_NAMES[int(value)].capitalize()
    if kind == "points":
        return f"{value} percentage points"
    if kind == "measure":
        return _as_written(value, text)
    if kind in ("amount", "number") and "e+" in value:  # "$3.7e+09" is stored; "$3.7 billion" is what a reader expects
        currency, number = (value[0], float(value[1:])) if kind == "amount" else ("", float(value))
        scale, word = (1e9, "billion") if number >= 1e9 else (1e6, "million")
        return f"{currency}{number / scale:g} {word}"
    if kind == "number":  # as the text writes it: "1,240"
        return next((m.group(0) for m in _NUMBER_WRITTEN.finditer(text)
                     if f"{float(m.group(0).replace(',', '')):g}" == value), value)
    if kind == "amount":  # as the text writes it: "£1,450", "$1000"
        return next((m.group(0) for m in _AMOUNT_WRITTEN.finditer(text) if m.group(1) == value[0]
                     and f"{float(m.group(2).replace(',', '')):g}" == value[1:]), value)
    return f"{value}%" if kind == "percent" else value


def _named_beyond_subject(claim: str, names: frozenset[str]) -> bool:
    """Whether the claim names someone only after a subject naming no one: "The waste collection contract,
    valued at £14.2 million, was won by Lumen Services" asserts the winner as much as the value."""
    subject = _subject_phrase(claim)
    if not subject.strip():  # (a present verb ends no subject it can find: "The women's record of 2:31:08 belongs to
        # Hannah Lindqvist" - what comes before the first value is the subject's, at least)
        first = _first_value(claim, 0)
        subject = claim[:first.start()] if first else ""
    return bool(subject.strip()) and bool(names) and not set(_CAPITALISED.findall(subject)) & names


_AMOUNT_WRITTEN = re.compile(r"([£$€¥])\s?(\d[\d,]*(?:\.\d+)?)")
_NUMBER_WRITTEN = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])")


#: a name going on to a number of its own: "Aspire Lounge 41" (from the name's first word)
_NAME_NUMBER = re.compile(r"\A[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*\s+(\d[\d.]*[A-Za-z]?)\b(?![.,]?\d)")


#: a time said by what it is after or before: "after surgery", "before the move"
_AFTER_OR_BEFORE = re.compile(r"\b(after|before)\s+(?:the\s+|your\s+|their\s+|its\s+)?([a-z]{3,})\b", re.IGNORECASE)


@lru_cache(maxsize=65536)
def bound_conflicts(claim: str, evidence: str, given: frozenset[float] = frozenset(),
                    given_words: frozenset[str] = frozenset()) -> list[str]:
    """Specifics of ``claim`` that the evidence binds to its subject with a different value, as
    readable reasons ("£10 for Non-members; the context gives £35"); empty when none. ``given``: the
    question's own numbers ("where does 1099-PATR go on 1040"), ``given_words`` its stemmed words
    ("typical weather in indiana"): an answer restating the question's number or name repeats what it
    is asked about, it does not state a value of its own."""
    claim = claim.translate(_DASHES)  # (read as the evidence's sentences are: "Bedford–Brighton" is "Bedford-Brighton")
    if _quoted(claim, evidence):
        return []  # the answer quotes the evidence: whatever it binds, the evidence binds the same way
    # a bound the claim gives as the other end of a range the evidence states: "offers up to $200" where "offers between
    # $200 and $1,000"
    wrong_ends = _wrong_range_ends(claim, evidence)
    if wrong_ends:
        return wrong_ends
    units = _clauses(evidence)
    names = _claim_names(claim, evidence)
    if len(units) < 2 and not (names and units and len(units[0].values["name"] - names) >= 2) and not (
            units and any(len(units[0].values[kind]) >= 2 and _values(claim)[kind] for kind in ("amount", "percent"))) \
            and not (units and len(units[0].values["number"]) >= 2 and any(
                _recounted(claim, value, units[0], units) for value in _values(claim)["number"])) \
            and not (units and len(units[0].values["date"]) >= 2 and any(
                _other_end(claim, value, units[0].text) or _changed_from(claim, "date", value, units[0].text)
                for value in _values(claim)["date"])):
        # one clause: nothing to bind to another subject (the plain specifics check applies), unless
        # it names others beside the claim's names ("presented by Julian Marsh to Eva Lindgren") or
        # states amounts of different things ("built for $1.2 billion on a budget of $800 million"), or counts
        # another thing with the claim's number ("12 Gas Safe registered engineers and 8 NICEIC-approved electricians"),
        # or gives the claim's date as the other end of a span ("runs from 4 November 2024 until 22 November 2024") or as
        # what a date was changed from ("has been moved from 8 March to 22 March 2025")
        return []
    claimed = {**_values(claim), "name": (_values(claim)["name"] | set(_INITIALS_WORD.findall(claim))) & names}
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
    if any(v for kind in _QUANTITIES for v in claimed[kind]
           if not (kind == "number" and (_is_year(v) or v in label_numbers)) and kind != "time") \
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
    if stated_apart - compounded:
        claimed["number"] = claimed["number"] - (compounded - stated_apart)
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
    # the claim's pairs of words the evidence uses, together or apart ("the second quarter" where it says
    # "in the first quarter and by 0.7% in the second")
    everywhere = frozenset().union(*(c.own_words for c in units))
    used = frozenset(p for p in _modifier_pairs(claim) if any(p in c.pairs for c in units))
    known = used | frozenset(p for p in _modifier_pairs(claim, nouns_only=True) if set(p) <= everywhere)
    # (the claim's pairs of plain words, no name: "the authorised repair partner")
    plain_pairs = frozenset(p for p in known if set(p) <= tx.content_words(" ".join(re.findall(r"\b[a-z][\w'-]*", claim))))
    claim_stems = frozenset(tx.content_words(claim)) | {_stem(_OTHER_FORM[w]) for w in re.findall(r"[a-z]+", claim.lower())
                                                        if w in _OTHER_FORM} | {
        _ACTION_OF_VERB[w] for w in tx.content_words(claim) if w in _ACTION_OF_VERB}
    # (and what "a year" says of a thing: "costs £35 a year" is an annual charge, of what the passage opens saying it is
    # about: "Garden waste collection is an opt-in service. An annual subscription ... costs £52")
    topic_words = units[0].own_words if units and not any(units[0].values[kind] for kind in _QUANTITIES) else frozenset()
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
    idf = {f: math.log(1 + len(units) / (1 + sum(c.weight(f, plain) > 0 for c in units))) for f in own}
    # a claim word the evidence never uses (a paraphrase: "won" for "went to") cannot say which
    # clause is meant, so the share the subject's clause must carry is of the words it does use
    # (nor does a qualifier the evidence never carries: what the claim leaves out is no part of its subject)
    # (a compound is asked no share of its own: its parts are, "Part-time staff receive a pro-rata amount")
    present = {f for f in own if any(c.weight(f, plain) > 0 for c in units)
               and not (f.startswith("w:") and "-" in f)} - {f"w:{w}" for w in said_qualified - qualified}
    # the words the claim is about before it says anything of them ("Electronics | can be returned
    # within 14 days") tell its subject from another subject with the same predicate ("Most items can
    # be returned within 30 days")
    claim_subject = _subject_phrase(claim)
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
    opposites = _opposites(claim)
    # whether the evidence uses the claim's verb, which then says which event's clause is meant
    told_by_verb = bool(_verbs(claim) - _words(claim_subject) & everywhere)
    # (and then weighs as a subject does: "was nominated for the peace prize in 2009 and 2012, and was
    # finally awarded it in 2014")
    claim_verbs = frozenset(f"w:{v}" for v in _verbs(claim) - _words(claim_subject))
    claim_events = _words(claim) - _words(claim_subject) & _EVENT_ENDS.keys()
    # (a deadline is when a thing closes, wherever the claim says it: "The deadline for uniform grant applications is 15
    # July 2025" where applications "open on 1 June and close on 15 July 2025")
    claim_events |= {"clos"} if "deadlin" in _words(claim) and not _words(claim) & _STARTS else set()
    # the claim's quantities (not its years or times: occasions), which its occasions are of
    # of one sentence's clauses, one naming a name of the claim as its own is about it, not one naming
    # others instead: "£412,000 in Clifton, £298,000 in Bedminster" for Bedminster's price
    naming_others = _naming_others(units, frozenset(f for f in own if f.startswith("name:")), frozenset(own))
    subject_words = frozenset(f[2:] for f in grammatical_subject if f.startswith("w:"))
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
    said_again: frozenset[str] = frozenset()  # the age's number said again as a count: "an eight-year-old ... 8 tablets"
    if ages is not None and any(_covers(span, ages) for c in units for span in c.ages):
        rest = _values(_CLAIMED_AGE.sub(" ", _AGE_OPEN.sub(" ", _AGE_SPAN.sub(" ", claim))))
        keys = {f"{a:g}" for a in ages}
        said_again = frozenset(keys & rest["number"])
        claimed["number"] = claimed["number"] - (keys - rest["number"])
        claimed["duration"] = claimed["duration"] - ({_duration_key(a, "year") for a in ages} - rest["duration"])
    else:
        ages = None
    # (the claim's ages are no quantity of its own: "adults aged 65 and over" where "adults under 65" are held on
    # another day)
    # (nor the groups of a phone number, which count nothing: "call our sales manager, Rachel Ormond, on 01326 554120")
    dialled = {f"{float(group):g}" for m in _PHONE_NUMBER.finditer(claim) for group in m.group(0).split()}
    quantities = [(kind, v) for kind in _QUANTITIES if kind != "time" for v in claimed[kind]
                  if not (kind == "number" and (_is_year(v) or v in in_labels or v in dialled))]
    claim_labels = {label for _, label in _labels(claim)} | _naming_numbers(claim)
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
    given_names = {n for n in claimed["name"] if tx.content_words(n) <= given_words}
    # (a label of the claim a clause states says which event is meant: "Instalment 3: 2 June 2025"; so does a season:
    # "| Summer | 22 July 2021 |" for "The summer campaign took place on 22 July 2021")
    labelled = any(f.startswith(("label:", "season:")) and any(c.features.get(f) for c in units) for f in own)
    one_clause = not _RELATIVE_OR_CONTRAST.search(claim)
    said_together = _dates_with_weekdays(claim)
    role_said = any(_qualified_as(qualified, c) for c in units)
    first_clause = next((c for c in units if not c.title), None)  # (the scene a passage may open with)
    # (a count the evidence never states but sets ranges for is the claim's case, which keys the clauses of its range:
    # "If you send 200 parcels a month" is not of "Business accounts sending more than 500 parcels a month")
    in_ranges, out_of_range = _ranged_counts(claim, units)
    # (so does an amount or a duration the claim gives as its case beside a value it states: "For a property worth
    # £400,000 the valuation fee is £450")
    ranged_cases, out_of_case_range = _ranged_cases(claim, units)
    # (and so do the claim's other keys: a threshold's side, a row's whole name, a doing, its subject's label)
    out_of_range = out_of_range | out_of_case_range | _other_thresholds(claim, units, given) | _other_sides(claim, units) \
        | _strictly_beyond(claim, units) \
        | _longer_row_names(claim, evidence, units) | _other_doings(claim, units) \
        | (_other_labels(claim, claim_subject, units) - in_span)
    # (a size naming a model, "The 65-inch QN90D", where the evidence names a thing by it too)
    models = [m for m in _SIZED.finditer(claim) if _MODEL_NEXT.match(claim, m.end())]
    sized_subject = {f"{float(m.group(1)):g}" for m in models
                     if re.search(r"(?<![\d.,])" + re.escape(m.group(0)) + r"\b", evidence)}
    # (a year naming the claim's thing as the evidence names it: "bookings for the 2026 season")
    year_named = {m.group(0) for m in _YEAR_NAMING.finditer(claim) if re.search(
        r"\bthe\s+" + re.escape(m.group(0)) + r"\s+" + re.escape(claim[m.end():].split()[0].strip(".,;:")),
        evidence, re.IGNORECASE)}
    # (and a clause naming a model of another size is about that model: "The 13-inch AeroBook Pro is now £999")
    model_sizes = {(m.group(2), f"{float(m.group(1)):g}") for m in models}
    other_sizes = {i for i, c in enumerate(units) if model_sizes and (sizes := {
        (m.group(2), f"{float(m.group(1)):g}") for m in _SIZED.finditer(c.text)}) and not model_sizes & sizes
        and {unit for unit, _ in sizes} & {unit for unit, _ in model_sizes}}
    # (where the claim's value is: "A Blue Badge costs £20 in Scotland" is not told by "Councils in England can charge
    # up to £10 for a Blue Badge")
    placed = _places(claim, names)
    claim_runs = [run for run in _name_runs(claim, names) if len(run) >= 2]
    claim_codes = {f for f in own if f.startswith("code:")}
    # (the claim's names in full of who does what it says: "headlined by The Copper Tides")
    acting_runs = [run for run in claim_runs if re.search(r"\bby\s+(?:[Tt]he\s+)?(?:[A-Z][\w'’-]*\s+)*?(?:" + "|".join(
        re.escape(n) for n in run) + r")\b", claim)]
    unit_runs = [[frozenset(_stem(word.lower()) for word in run) for run in _name_runs(c.text, c.values["name"])]
                 for c in units] if claim_runs else []
    column_names = _values(" · ".join(set(_table_headers(evidence).values()))) if "|" in evidence else _values("")
    weekend_only = bool(re.search(r"\bweekends?\b", claim, re.IGNORECASE)) and not _DAY_WORD_NAMED.search(claim)
    # (a value of the claim's opening phrase is the case it speaks of: "After five years of continuous service, ...
    # receive 27 days" is of the clause saying five years, not of one without a case or of another case)
    case_phrase = _CASE_OPENING.match(claim)
    # (a year is an occasion, not a case: "In the 2021 census, ...")
    # (one the claim states beside a value of its own: "After 15 minutes of inactivity, sessions time out" states it)
    after_case = _values(claim[case_phrase.end():]) if case_phrase else _values("")
    case_values = {(kind, v) for kind in _QUANTITIES if kind != "time"
                   for v in _values(case_phrase.group(0))[kind] if not _is_year(v)} if case_phrase and any(
        after_case[kind] for kind in _QUANTITIES if kind != "time") else set()
    # (or inherits it: "when a friend completes their first 5 lessons, you receive £30 ... and your friend receives £15")
    cased = [i for i, c in enumerate(units) if not c.title and any(v in c.values[kind] or c.features.get(f"{kind}:{v}")
                                                                   for kind, v in case_values)]
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
    claim_doing = _DOING_OPENING.match(claim)
    problems: list[str] = []
    for kind in _KINDS:
        values = claimed[kind]
        if not values:
            continue
        for value in sorted(values):
            # a year is compared with the years of full dates too ("signed in 1995" / "13 September 1993")
            as_year = kind == "number" and _written_year(value, claim)
            # (what the claim counts, which a size of that unit counts too: "a 49-seat executive coach" carries 49
            # passengers)
            counted_nouns = frozenset(a for a, _ in _counted(claim).get(value, frozenset()) if a) if kind == "number" \
                else frozenset()
            counts_no_age = kind == "number" and (ages is None or float(value) not in ages) and bool(
                {a for a, _ in _counted(claim).get(value, frozenset()) if a} - _AGE_WORDS)

            def held(c: _Clause) -> frozenset[str]:
                if c.key:  # (what its line is said under: "Points earned July–December 2025: | expire 30 June 2026")
                    return frozenset()
                if c.title and (kind == "name" or kind in _QUANTITIES):
                    # a title names what the passage is about, no one thing in it (but it may date it all)
                    return frozenset(v for v in c.values["number"] | _years(c.values["date"]) if _is_year(v)) \
                        if as_year else frozenset()
                if kind == "month":  # a date's month is a month stated: "approved on 3 July 2024" for "in July"
                    return c.values[kind] | _months_of(c.values["date"])
                if kind == "duration" and value not in claim_rates:
                    # a duration a charge is per is no length of the claim's thing: "Longer rides are charged $4 per
                    # extra 15 minutes" says no ride lasts 15 minutes
                    return c.values[kind] - _rate_durations(c.text)
                if kind == "measure":  # a measure of another quantity states nothing of it: "58 km²" of "89 m deep"
                    return frozenset(v for v in c.values[kind] if v.split(":")[0] == value.split(":")[0])
                if kind == "number" and not as_year and value not in claim_labels:
                    # a label's number names a thing, it counts nothing ("the Solenne 5 Max has a 6.8-inch screen");
                    # an age counts no children ("The Oak Room is for children aged 2 to 3 and has space for 20")
                    # (but the same number counting something else is a count: "Children aged three and over must
                    # book at least 3 sessions")
                    return c.values[kind] - (_naming_numbers(c.text) - _sized_counts(c.text, counted_nouns)) - (
                        {end for age in c.ages for end in (f"{age[0]:g}", f"{age[1]:g}")
                         if not {a for a, _ in _counted(c.text).get(end, frozenset()) if a} - _AGE_WORDS}
                        if counts_no_age else set())
                return c.values[kind] | _years(c.values["date"]) if as_year else c.values[kind]

            holding = [bool(held(c)) for c in units]  # (read once: every rule below asks it of each clause)
            stating = [c for c, holds in zip(units, holding, strict=True) if holds]
            if not stating:
                continue
            if (kind, value) in case_values and cased:
                continue  # the case the claim speaks of, which a clause states: no value of its own
            if kind in ("duration", "number", "measure", "percent") and value in column_names[kind]:
                continue  # a column's name keys its cells, no value: "8 days" in "Car park · 1 day · 8 days"
                # ("0% balance transfer period")
            if kind == "number" and value in spanned_labels:
                continue  # the label's span says which clauses it is of, no value: "Grade 6" in "Grades 5 and above"
            if kind == "number" and value in sized_subject | year_named:
                continue  # the size naming the claim's subject as the evidence names it: "The 65-inch QN90D costs ..."
                # (or the year: "bookings for the 2026 season open on ...")
            if kind == "number" and value in in_ranges or f"{kind}:{value}" in ranged_cases:
                continue  # a count the evidence gives a range for, no value: "If you send 200 parcels a month"
            if kind == "number" and (float(value) in given and value not in said_again
                                     or _counted(claim).get(value) == frozenset({REFERENCE})):
                continue  # the question's own number, or "between the two": no value of the claim's own
            if kind == "name" and tx.content_words(value) <= given_words:
                continue  # the question's own name
            if kind == "name" and quantities and first_clause and value in first_clause.values["name"] \
                    and not any(first_clause.values[k] for k in _QUANTITIES) and _in_place_phrase(claim, value):
                continue  # where it all happens, as the passage opens with it: "... won 6 seats on Eastbridge District
                # Council" where "The Liberal Democrats retained overall control of Eastbridge District Council" opens
                # the table of seats
            checked = f"{kind}:{value}"
            # checking a label's number ("Version 3.3"), the label cannot say where it belongs; the claim's
            # other specifics say which clause is meant as the label does when they are checked
            own_label = {f for f in own if f.startswith("label:") and kind == "number" and f.endswith(f" {value}")}
            # (and checking a name, a number written as the end of it is part of it: "the Aspire Lounge 41")
            # (where the words before the number are plain ones, not names the claim checks: "Visio Plan 2" is
            # the Plan 2 of Visio, keyed by its label)
            name_number = _NAME_NUMBER.search(claim[claim.find(value):]) if kind == "name" else None
            if name_number and (between := name_number.group(0).split()[1:-1]) and not set(between) & claimed["name"]:
                own_label |= {f for f in own if f == f"number:{name_number.group(1)}"
                              or f.startswith("label:") and f.endswith(f" {name_number.group(1)}")}
            pointers = {f for f in own if not f.startswith("w:")} if own_label else set()
            # what a checked number counts is its unit: it tells "172 g" from "128 GB", but a listing often
            # leaves it out on one side ("sold 40,000 copies" / "sold 95,000"), so it counts half
            unit = {f"w:{a}" for a, _ in _counted(claim).get(value, frozenset()) if a} if kind == "number" else set()
            # checking a name, the claim's other names say where it belongs ("the Warsaw team is led by
            # Agnieszka Nowak"), but not the rest of the same name ("Agnieszka" for "Nowak") nor a name
            # listed with it ("from the Old English Bulldog and the Bullenbeisser")
            same_name = ({f for w in claimed["name"] if w not in _beside(claim, value) for f in _name_features(w)}
                         | {f for w in next((run for run in _name_runs(claim, claimed["name"]) if value in run), {value})
                            for f in _name_features(w)}) if kind == "name" else set()
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
            name_stems |= prefix_stems
            checked_stems = frozenset(name_stems)
            # (a checked date's own month is no other specific: "22 January 1901" does not key January)
            own_month = {f"month:{value.split('-')[1]}"} if kind == "date" and value.count("-") == 2 else set()
            # (nor its weekday said with it, the date said again: "on Tuesday 17 June" keys neither by the other)
            same_day = {f for pair in said_together if checked in pair for f in pair}
            # (nor the other end of a range it ends, the same specific: "7–10 working days" keys no clause by its 7)
            same_day |= _range_partners(claim, own, kind, value)
            # (a feature the claim says in part weighs in part: one day of "on a weekday")
            subject = {f: idf[f] * own[f] * (NAME_WEIGHT if f in pointers else OTHER_SPECIFIC_WEIGHT if f in unit
                                             else _weight(f, checked))
                       for f in own if f != checked and f not in own_label | same_name | own_month | same_day
                       and not (f.startswith("w:") and f[2:] in prefix_stems)
                       # (nor does the checked name's own word, stemmed as a word: "Compensation" is no "compensat")
                       and not (kind == "name" and f.startswith("w:") and f[2:] in _words(value))
                       # (checking a name, one the claim says only to leave it out points to no clause: "appeals from
                       # outside London are decided by ..." is not told by "appeals go to London Tribunals")
                       and not (kind == "name" and f in left_out_names)
                       and not (f.startswith("pair:") and checked_stems & set(f[5:].split()))}
            contrast = frozenset(p for p in known if not checked_stems & set(p))
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
            told_by_subject = any(bool(words) and sum(
                all(c.features.get(f"w:{w}", 0.0) >= 1.0 for w in words) for c in stating) == 1
                for words in (subject_words, subject_head_words)) or sum(
                # (or a line keyed by a word of it: "Installation date: 09/06/2025" for "Your heat pump installation is
                # booked for ...")
                bool(_words(c.text.partition(":")[0]) & subject_words) for c in stating if ":" in c.text) == 1
            # (or one says two of its words more than any other: "The new charges for business permits will apply from
            # 1 July 2025" for "The increased business permit charges will take effect from ...", beside "resident permit
            # prices will rise from 1 April 2025")
            said_counts = sorted((sum(c.features.get(f"w:{w}", 0.0) >= 1.0 for w in subject_words) for c in stating),
                                 reverse=True)
            told_by_subject = told_by_subject or len(said_counts) > 1 and said_counts[0] >= 2 \
                and said_counts[0] - said_counts[1] >= 2
            # (a date a thing must be done by is a deadline, which the evidence may say in its own words: "applications
            # for September 2025 places close on 31 January 2025")
            deadline_said = kind == "date" and _DONE_BY_DATE.search(claim) is not None and any(
                _DEADLINE_WORDS.search(c.text) for c in stating)
            if event and predicate and not predicate & everywhere and not labelled and not told_by_subject and not any(
                    f.startswith("name:") and c.features.get(f, 0.0) >= 1.0 for f in grammatical_subject for c in stating) \
                    and not deadline_said:
                continue  # "The strike began on 9 March" where the evidence never says "began": which event is unknown
            # the claim's occasion keys its value: a clause of another year, day or time is not about it
            occasion = _occasions((f for f in own if f not in same_day and f != checked and _is_key(f, checked)
                                   and not _separated_count(f, claim)),
                                  years_of_dates=False)
            of_another_time = out_of_span | other_sizes | out_of_range | {i for i, c in enumerate(units) if _another_occasion(occasion, c)
                               # a clause said of other ages than the claim's ("Children aged 6 to 12" for an adult)
                               or (ages is not None and c.ages
                                   and not any(_covers(span, ages) for span in c.ages))}
            # (who holds a qualified role is said only where the qualified role is: "Vice-captain: Daniel Okafor")
            # (a table's cell holding only another value the claim states is where that value is, not the checked one:
            # "Brackley Rovers · 38" under "P" for "have 80 points after 38 games"; so is any clause holding only another
            # amount the claim states: "Example repayments on a $10,000 loan" over the monthly payments)
            other_claimed = claimed[kind] - {value} if kind in _QUANTITIES else frozenset()
            every_score = [0.0 if i in of_another_time or (kind == "name" and role_said and not _qualified_as(qualified, c))
                           or (other_claimed and (" · " in c.text or kind == "amount") and bool(held(c))
                               and held(c) <= other_claimed)
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
                           or (bool(unit) and holding[i] and not (c.values["name"] & names and not _counted_of_the_name(
                               i, units, holding, c.values["name"] & names, {f[2:] for f in unit}))
                               and _counts_other_things(
                               i, units, holding, held(c), {f[2:] for f in unit}, claim_stems))
                           # (a clause whose subject is another doing than the claim's is about that doing:
                           # "Cancelling within 48 hours ... incurs a $150 fee" for "Rescheduling your move incurs")
                           or _another_doing(claim_doing, c)
                           # (a clause telling only the other end of what the claim's date starts or ends is of that
                           # end: "Le Petit Jardin will close for refurbishment on 6 January" for when it reopens)
                           or (kind in ("date", "month", "weekday", "time") and _other_end_event(claim_events, c))
                           # (a name naming another of the claim's named thing is of that one: "The Summerfield Park &
                           # Ride site is operated by ..." for who manages the Brookside Park & Ride site)
                           or (kind == "name" and _another_of_the_name(
                               # (of three words or more: two may be a person's, who shares a family name)
                               [run for run in claim_runs if value not in run and len(run) >= 3], c))
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
                           _score(subject, qualified, c, frozenset(
                               pair for pair in _contrast_in(units, i, contrast, subject_clause, subject_words, claim_stems)
                               if not (pair in plain_pairs and _named_only(pair, c))
                               # (a name the claim gives its thing by, which the clause has from its title or lead,
                               # is whose thing it is, no other kind of it: "a Velopark bike" under "Velopark hire
                               # charges" is the "Lost or stolen bike")
                               and not (pair[0] in claim_capitalised and (c.features.get(f"w:{pair[0]}")
                                                                      or c.name_stems.get(pair[0])))),
                                  claim_stems, plain,
                                  grammatical_subject if by_subject else
                                  _subject_of_both(grammatical_subject, c) if event and not told_by_verb else
                                  claim_verbs if event else frozenset(),
                                  beneficiaries, opposites, used, periodic)
                           for i, c in enumerate(units)]
            # (the clause giving the claim's ages keys it as a name does: "£6 for children aged 5-15" for
            # "A child ticket for ages 5-15", not "Family tickets (two adults and up to three children) cost £26")
            for i in aged_clauses:
                every_score[i] += age_weight if every_score[i] > 0 else 0.0
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
            only_as_claimed = [i for i, c in enumerate(units) if claimed_only and holding[i] and claimed_only & _only(c.text)]
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
                every_score = [score if role_word in c.text.lower() else 0.0
                               for score, c in zip(every_score, units, strict=True)]
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
            case_thresholds = frozenset((side, limit) for side, limit in claim_thresholds if limit != value)
            at_threshold = [i for i, c in enumerate(units) if case_thresholds and holding[i]
                            and case_thresholds & _thresholds(c.text)]
            if len(at_threshold) < sum(holding):
                for i in at_threshold:
                    every_score[i] += math.log(1 + len(units) / (1 + len(at_threshold))) * NAME_WEIGHT \
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
            if any(held(units[i]) for i in cased) and (kind, value) not in case_values:
                every_score = [score if i in cased else 0.0 for i, score in enumerate(every_score)]
            # (a clause stating all the claim's other values of the kind, two or more, is where the claim is: "between
            # 201% and 400% of the Federal Poverty Level qualify for a 60% discount")
            together = [i for i, c in enumerate(units) if len(other_claimed) >= 2 and other_claimed <= held(c)]
            for i in together:
                every_score[i] += math.log(1 + len(units) / (1 + len(together))) * NAME_WEIGHT if every_score[i] > 0 else 0.0
            for i in _narrower(units, every_score, holding, claim_stems,
                               _words(claim_subject) if kind != "name" else frozenset()) | _other_columns(
                    units, every_score, holding, claim_stems, claim_pairs) | (_other_tails(
                    units, every_score, holding, claim_stems) if kind != "name" else set()):
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
            of_others = naming_others if kind != "name" else set()
            for i in of_others | (_saying_none(units, holding, [
                    0.0 if i in of_others else score for i, score in enumerate(every_score)], common_subject, plain,
                    frozenset(f for f in subject if f.startswith("name:") and f in grammatical_subject), _words(claim))
                    if by_subject else set()) | (_owner_said_apart(units, holding, every_score, claim_subject, plain, names)
                                                 if kind != "name" else set()):
                every_score[i] = 0.0
            if kind == "name":
                # a table's cell naming only other names of the claim is where those are said, not the
                # checked one: its row's other cells are ("Men's coxless four · Thames Reach RC" for who
                # coaches the crew); so is any clause naming only other names the claim says before the checked
                # one, where that is no part of its subject ("The cardiology clinic at St Anne's Hospital runs on
                # Tuesdays and Thursdays" does not say who leads the Thursday clinics there)
                run = next((r for r in _name_runs(claim, claimed["name"]) if value in r), {value})
                for i, c in enumerate(units):
                    if held(c) and held(c) <= claimed["name"] - run and (" · " in c.text or by_subject and max(
                            claim.find(n) for n in held(c)) < claim.find(value)):
                        every_score[i] = 0.0
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
            else:
                # the passage's first clause naming the claim's name and stating no such value sets the scene
                # for the clauses that do ("Charges at Market Street car park apply from 8am to 6pm. Parking
                # costs £1.20 for up to one hour, £2.50 for up to two hours"): what only it says cannot say
                # which of them is meant
                # (and so does an opening sentence stating no value at all before clauses saying the same of
                # different things: "Residents using a van ... to visit the recycling centres need a free permit. Van
                # permits allow up to 12 visits per year. Trailer permits allow up to 24 visits per year.")
                scene = [first_clause] if first_clause and not held(first_clause) and (any(
                    f.startswith("name:") and f in subject for f in first_clause.features) or not any(
                    first_clause.values[k] for k in _KINDS if k != "name") and _parallel(stating)) else []
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
            if value not in closing_values[kind]:
                found -= {f for f in added_fact if not any(c.weight(f, plain) > 0 for c in stating)}
            weight_found = sum(w for f, w in subject.items() if f in found and not (kind == "name" and f in owner_features))
            if best <= 0 or best < MIN_SUBJECT_SHARE * weight_found:
                continue
            about_subject = [c for c, s in zip(stating, scores, strict=True) if s >= best - 1e-9]
            if kind == "measure" and _in_claimed_range(claim, value, {v for c in about_subject for v in held(c)}):
                continue  # "around 7-8 mph" where the subject's clause says 7 mph
            def of_another(c: _Clause) -> bool:
                """The clause states the value, but of another thing than the claim says it of."""
                return ((kind == "duration" and _other_role(claim, value, c.text))
                        or (as_year and _year_of_another(claim, value, c.text))
                        or (kind == "number" and _part_of_another(claim, value, c.text))
                        or (kind == "number" and not as_year and bool(_recounted(claim, value, c, units)))
                        or (kind == "amount" and _amount_of_another(claim, value, c.text))
                        or (kind == "percent" and _percent_of_another(claim, value, c.text))
                        or (kind == "date" and _other_end(claim, value, c.text))
                        or (kind in ("date", "amount", "percent", "time") and _changed_from(claim, kind, value, c.text))
                        or (kind in ("percent", "amount") and not occasion and _previous_value(claim, kind, value, c.text))
                        or (kind == "name" and _name_of_another(claim, value, c.text, c.values["name"], claimed["name"])))

            def states(c: _Clause) -> bool:
                # (a partial date the claim states of its own is no part of the full one: "Payment for the April 2025
                # statement is due by 7 April 2025" is not told by the row "April 2025 · 7 May 2025")
                return (value in held(c) or (kind == "date" and _date_stated(value, c.values[kind] - claimed[kind]))
                        # (a weekend is what a clause counts as one: "arrivals on Fridays and Saturdays")
                        or (kind == "weekday" and weekend_only and bool(c.values[kind] & _WEEKEND_NIGHTS))) \
                    and not of_another(c)

            if any(states(c) for c in about_subject):
                continue  # stated about the subject: bound, fine
            if kind == "name" and any(
                    (partner := _listed_with(claim, value, claimed["name"]) & held(c))
                    # (unless the clause lists the partner with someone the claim leaves out: "founded by
                    # Aisha Bello and Tom Hargreaves" is no listing of "Aisha Bello and Carl Jensen")
                    and not {w for p in partner for w in _listed_with(c.text, p, c.values["name"])} - claimed["name"]
                    for c in about_subject):
                continue  # listed in the claim with a name the subject's clause states: the listing is bound there
                # ("bred from the Old English Bulldog and the now extinct Bullenbeisser")
            # (a measured quantity every line gives alike says no whose: "6 months of Netflix Standard" / "6 months of
            # Disney+"; a count said twice may still: "the 3 white stars" / "the three Grand Divisions")
            if (kind in ("weekday", "date", "month", "name") or as_year) and any(
                    states(c) and any(v in c.values[k] and (k == "number" or len(
                        {o.sentence for o in stating if v in o.values[k]}) == 1) for k, v in quantities) for c in stating):
                continue  # the occasion of the claim's quantity where the evidence gives both together
                # ("Saturday was the busiest day, with 31,000 attendees": 31,000 attended on Saturday),
                # or whose it is ("..., while her teammate Maya Tran added 14")
            if kind in ("weekday", "date", "month") and any(states(c) and any(
                    run <= c.values["name"] for run in acting_runs) for c in stating):
                continue  # when the one the claim names in full did it, as a clause says ("Friday is headlined by The
                # Copper Tides" for "Friday at Bluebell Fields is headlined by The Copper Tides")
            elsewhere = [s for c, s in zip(stating, scores, strict=True) if states(c)]
            # a name stated only of another part of a clause is swapped as much as one of another clause:
            # of the subject's own ("presented by Julian Marsh to Eva Lindgren") or of another one
            # ("managed by the contractor Helen Price, and the bridge was opened by ...")
            if kind == "name" and (not any(value in held(c) for c in stating)
                                   or best < NAME_SUBJECT_SHARE * weight_found):
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

                by_own_words = [(_score(telling(c), qualified, c.own_part, contrast, claim_stems, plain,
                                        grammatical_subject if by_subject else frozenset(), beneficiaries, opposites,
                                        used),
                                 max(_score(telling(c), qualified, a, contrast, claim_stems, plain,
                                            grammatical_subject if by_subject else frozenset(), beneficiaries, opposites,
                                            used) for a in about_subject))
                                for c, s in zip(stating, scores, strict=True) if s > 0 and states(c)]
                if any(own > NAME_SUBJECT_SHARE * theirs for own, theirs in by_own_words):
                    continue
            if max(elsewhere, default=0.0) > OTHER_SUBJECT_SHARE * best:
                continue  # the clause stating the value is about much the same subject
            # a duration the evidence states nowhere is compared within its unit family only: "30 days"
            # may restate "1 month" (not converted, so neither equal nor contradicting)
            # a measure is compared with measures of its own kind only ("172 g" is no value of "128 GB")
            candidates = {v for c in about_subject for v in held(c)
                          if (kind != "duration" or elsewhere) and kind != "measure"
                          or v.split(":")[0] == value.split(":")[0]} - values
            if kind == "number":  # "64 degrees" is not contradicted by "8 mph" in the same clause
                counts = _counted(claim).get(value, frozenset())
                claim_words = _words(claim)

                def comparable(other: str) -> bool:
                    if as_year and not any(other in c.values["number"] for c in about_subject):
                        return True  # the year of a date: a year of the same kind of event
                    other_counts = frozenset().union(*(_counted(c.text).get(other, frozenset()) for c in about_subject))
                    other_year = any(_written_year(other, c.text) for c in about_subject)  # (not "1,876")
                    if other_year != as_year and not any(a for a, _ in other_counts):
                        return False  # "released in 2019" dates, it does not count copies
                    # what the other number counts, said of the claim's number too: "180 completed the
                    # trial" and "240 participants completed the trial" count completers
                    # (an action noun read as the claim's words read it: "27,900 installations")
                    if _same_thing(counts, other_counts) or any({a, _root(a)} & claim_words for a, _ in other_counts if a):
                        return True
                    # (a clause naming the claim's things beside what its number counts counts them: "Our cello fleet
                    # numbers 18 instruments" for "60 cellos")
                    # (a whole number of a plural: "18 instruments", not "a reduction of 9.4 mmHg")
                    if "." not in other and any({a for a, _ in counts if a} & c.own_words and re.search(
                            r"(?<![\d.,])" + re.escape(other) + r"\s+[a-z]+[^s\W]s\b", c.text.replace(",", ""))
                            for c in about_subject if other in held(c)):
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
            if kind == "name":  # a name the claim itself states is not the other value ("Bucharest, Romania"),
                # nor a capitalised word it writes as a plain word ("Electrical items:" / "old electrical items")
                candidates -= set(_CAPITALISED.findall(claim)) | {o for o in candidates if o.lower() in lower}
                # (nor a word naming a level by its number, no one: "a BHS Stage 4 coach"; "Mobil 1" is a name)
                candidates -= {o for o in candidates if o in _LEVEL_WORDS for c in about_subject
                               if re.search(r"\b" + re.escape(o) + r"\s+\d", c.text)}
                # (nor the rest of another name of the claim, written in full there: "the Utrecht peatland team"
                # where "A team at Utrecht University ... received €1.5 million")
                checked_run = next((r for r in _name_runs(claim, claimed["name"]) if value in r), {value})
                # (a role is no name: "Lumera Health's Chief Financial Officer" names no one the role's words do)
                own_names = {w for r in _name_runs(claim, claimed["name"]) if r != checked_run and (
                    value in claim_subject or not any(_stem(n.lower()) in _OFFICE_ROLES for n in r)) for w in r}
                # (but where the clause names that other name alone too, it is that one: "Legal expenses · Harbour
                # Legal Ltd" for "Legal expenses cover is provided by ...")
                # (nor where it is who does what the claim's name is said to: "is run by the community charity Ashby
                # Screen Trust" for "The Regal in Ashby is run by ...")
                by_slot = _by_name(claim, checked_run)
                candidates -= {o for c in about_subject for runs in [_name_runs(c.text, c.values["name"])] for r in runs
                               if r & own_names and not any(other < r and other <= own_names for other in runs)
                               and not (by_slot and _by_name(c.text, r)) for o in r}
                # (nor a one-word name saying of what a thing is, where the claim names someone in full: "our
                # Dublin team, led by Aoife Brennan")
                if len(checked_run) >= 2:
                    candidates -= {o for c in about_subject for o in candidates
                                   if any(r == {o} for r in _name_runs(c.text, c.values["name"]))
                                   and any((_stem(o.lower()), _stem(m.group(1))) in c.noun_pairs
                                           for m in re.finditer(r"\b" + re.escape(o) + r"\s+([a-z]+)", c.text))}
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
                    for segment in _LIST_SEPARATOR.split(_BRACKETED.sub(" ", c.text))) > 2):
                # many names listed at once (menus, lists of places) are not one swapped name; one name
                # with its affiliation is ("Dr. Hannah Lee of the Institute for Fiscal Research"), and so is
                # one after a bracket listing what a label covers ("Nordics (Sweden, Norway, Denmark): Johan Berg")
                continue
            if others:
                stated = " ".join(c.text for c in about_subject)
                problems.append(f"{_describe(kind, value, claim)} for {_short(subject, claim)}; the context gives "
                                f"{', '.join(_describe(kind, o, stated) for o in others)}")
    return problems or _slot_conflicts(claim, units)


_RANGE_VALUE = r"([£$€¥]?\d[\d,]*(?:\.\d+)?(?:%|k\b)?)"
#: the most a claim says a thing is, and the least: "up to $200", "at least 16"
_AT_MOST = re.compile(r"\b(?:up\s+to|a\s+maximum\s+of|at\s+most|no\s+more\s+than|as\s+much\s+as)\s+" + _RANGE_VALUE,
                      re.IGNORECASE)
_AT_LEAST = re.compile(r"\b(?:at\s+least|a\s+minimum\s+of|no\s+less\s+than|starting\s+(?:at|from))\s+" + _RANGE_VALUE,
                       re.IGNORECASE)
#: a range the evidence states: "between $200 and $1,000", "from £5 to £25"
_STATED_RANGE = re.compile(r"\b(?:between\s+" + _RANGE_VALUE + r"\s+and|from\s+" + _RANGE_VALUE + r"\s+(?:to|up\s+to))\s+"
                           + _RANGE_VALUE, re.IGNORECASE)


def _range_number(written: str) -> tuple[str, float]:
    """A range end's currency or percent sign and its amount: "$1,000" -> ("$", 1000.0)."""
    sign = written[0] if written[0] in "£$€¥" else "%" if written.endswith("%") else ""
    amount = float(written.strip("£$€¥%k").replace(",", "")) * (1000 if written.endswith("k") else 1)
    return sign, amount


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
            # (nor where the evidence says the claim's bound as the claim does: "up to $200 per claim")
            said_so = any(_range_number(b.group(1)) == value for b in pattern.finditer(evidence))
            if len(as_other) == 1 and not as_own and not said_so and as_other[0][1][1] < as_other[0][2][1]:
                problems.append(f"{'up to' if end == 0 else 'at least'} {m.group(1)}; the context gives {as_other[0][0]}")
    return problems


#: the two words before a date that say which of a clause's dates it is: "go on sale on", "be credited by"
_DATE_SLOT = re.compile(r"\b([a-z]{3,})\s+(on|by|until|from)\s+(?:the\s+)?$")


#: a number written on to a word as one compound: "two-person", "3-bedroom", "one-hour"
_NUMBER_COMPOUND = re.compile(r"(?<![\w-])(?<!\d[.,])(\d{1,3}|" + "|".join(sorted(tx._NUMBER_WORDS, key=len, reverse=True))
                              + r")-(?!year-old)[a-z]+(?![\w-])", re.IGNORECASE)


def _compound_number(written: str) -> str:
    return f"{float(written):g}" if written[0].isdigit() else f"{tx._NUMBER_WORDS[written.lower()]:g}"


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


def _float_or_none(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


#: a range of two numbers: "7–10", "7-10", "7 to 10"
_RANGE_PAIR = re.compile(r"(?<![\w.,])(\d[\d,]*(?:\.\d+)?)\s*(?:-|–|to)\s*(\d[\d,]*(?:\.\d+)?)(?![\d.,]\d)")


def _only_per(stem: str, text: str) -> bool:
    """Whether ``text`` says the word of ``stem`` and says it only after "per" ("Collaborators per project: 2")."""
    said = [m for m in _PER_WORD.finditer(text) if _stem(m.group(2).lower()) == stem]
    return bool(said) and all(m.group(1) for m in said)


_PER_WORD = re.compile(r"(\bper\s+)?\b([A-Za-z][\w'-]*)")


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


def _date_words(date: tx.DateMention) -> str:
    """A date as a reason writes it: "3 January 2026"."""
    return " ".join(str(part) for part in (date.day, _MONTH_NAMES.get(date.month or 0, "").capitalize() or None,
                                           date.year) if part)


#: a weekday written with its date: "Tuesday 17 June", "Monday, 26 August 2024", "Friday June 6"
_DAY_AND_DATE = re.compile(r"\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:[a-z]*day)?\.?,?\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:"
                           + _MONTH_NAMES_RE + r")|(?:" + _MONTH_NAMES_RE + r")\s+\d{1,2}(?:st|nd|rd|th)?)\b(?:,?\s+\d{4})?",
                           re.IGNORECASE)


def _dates_with_weekdays(text: str) -> set[frozenset[str]]:
    """The (``weekday:``, ``date:``) feature pairs of each weekday a text writes with its date."""
    pairs: set[frozenset[str]] = set()
    for match in _DAY_AND_DATE.finditer(text):
        values = _values(match.group(0))
        pairs.update(frozenset({f"weekday:{day}", f"date:{date}"}) for day in values["weekday"] for date in values["date"])
    return pairs


def _quoted(claim: str, evidence: str) -> bool:
    """Whether the claim is a sentence of the evidence word for word (case, spacing and the final stop aside)."""
    said = tx.normalise_ws(claim).strip().rstrip(".").lower()
    return len(said.split()) >= 4 and re.search(r"(?<!\w)" + re.escape(said) + r"(?!\w)",
                                                 tx.normalise_ws(evidence).lower()) is not None


_LIST_SEPARATOR = re.compile(r",|;|\band\b|\bor\b|&")


#: a comma before a role said of the name before it lists nothing: "Mark Ellison, the Welfare Support Lead"
#: (not an ampersand within a name: "Park & Ride")
_APPOSITION_SEPARATOR = re.compile(r",(?!\s+(?:the|our|its|their|his|her)\s+[A-Z])|;|\band\b|\bor\b|&(?!\s*[A-Z])")


#: a place a text opens with: "At Cork Airport,", "In Scotland,"
_OPENING_PLACE = re.compile(r"\s*(?i:at|in|for|from)\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3},")


def _beside(text: str, word: str) -> set[str]:
    """The capitalised words of the stretch of ``text`` holding ``word`` between list separators (a role in
    apposition is beside it)."""
    # (a name its bracketed initials spell is one name, whatever joins its words: "Engineering and Physical Sciences
    # Research Council (EPSRC)")
    for long_form in (_abbreviations(text).values() if "(" in text else ()):
        text = text.replace(long_form, _PAIR_JOIN.sub(" ", long_form))
    # (a place the text opens with is where the rest is: "At Cork Airport, baggage is handled by Aviapartner")
    opening = _OPENING_PLACE.match(text)
    if opening:
        text = text[:opening.end() - 1] + " " + text[opening.end():]
    for segment in _APPOSITION_SEPARATOR.split(text):
        found = set(_CAPITALISED.findall(segment))
        if word in found:
            return found
    return set()


def _name_spans(text: str, words: frozenset[str]) -> list[tuple[int, int, set[str]]]:
    """(start, end, words) of each name ``words`` make in ``text``: adjacent name words are one
    ("Chimamanda Ngozi Adichie", "Bram de Vries")."""
    spans: list[tuple[int, int, set[str]]] = []
    of_body = False  # (whether the last name is a body's, "for" what it is: "Department for Energy Security")
    for match in _CAPITALISED.finditer(text):
        if match.group(0) not in words:
            continue
        # (and so are name words with capitalised words between, no names themselves: "Riverside Community Health NHS
        # Trust")
        # (and so are name words an ampersand joins: "Park & Ride", "Marks & Spencer")
        # (and a body's name "for" what it does, which may join two things by "and": "the Department for Energy Security
        # and Net Zero", "the Department for Work and Pensions")
        gap = text[spans[-1][1]:match.start()] if spans else ""
        for_body = bool(spans) and re.fullmatch(r"\s+for\s+", gap) is not None \
            and _BODY_NOUN.search(text, spans[-1][0], spans[-1][1]) is not None
        if spans and (re.fullmatch(r"\s+" + _PARTICLE + r"?|\s+&\s+", gap) or for_body
                      or of_body and re.fullmatch(r"\s+and\s+", gap)
                      or _CAPITALS_BETWEEN.fullmatch(text, spans[-1][1], match.start())):
            spans[-1] = (spans[-1][0], match.end(), spans[-1][2] | {match.group(0)})
            of_body = of_body and not re.fullmatch(r"\s+and\s+", gap) or for_body
        else:
            spans.append((match.start(), match.end(), {match.group(0)}))
            of_body = False
    return spans


#: the head of a body's name that says what it is for: "Department for", "Institute for"
_BODY_NOUN = re.compile(r"\b(?:Department|Institute|Centre|Center|Office|Ministry|Commission|Council|Society|Trust|"
                        r"Foundation|Agency|Alliance|Campaign|Fund|Board|Secretary|Minister)$")


def _name_runs(text: str, words: frozenset[str]) -> list[set[str]]:
    """The names ``words`` make in ``text`` (``_name_spans``)."""
    return [run for *_, run in _name_spans(text, words)]


_PAIR_JOIN = re.compile(r"\s+(?:and|or|&)\s+")
#: capitalised words within one name: " Community " in "Riverside Community Health"
_CAPITALS_BETWEEN = re.compile(r"\s+(?:[A-Z][\w'’&.-]*\s+){1,3}")
_COMMA_JOIN = re.compile(r"\s*,\s*(?:(?:and|or)\s+)?")


#: a claim of more than one clause: "..., who share the same mother but have different fathers"
_RELATIVE_OR_CONTRAST = re.compile(r",\s*(?:who|which|whose|where|while|whereas|but|and)\b|;|\bbut\b", re.IGNORECASE)


def _name_groups(text: str, words: frozenset[str], leave_out: set[str], evidence: str) -> int:
    """How many names ``text`` states (less those holding a word of ``leave_out``), a pair of them
    joined by "and" or "or" outside a longer listing, as the evidence pairs them too, counting once:
    "Orders to Spain and Portugal ship from Gothenburg" states two where the evidence says "Spain and
    Portugal" (but "Margherita, Pepperoni and Hawaiian" three)."""
    spans = [(start, end) for start, end, run in _name_spans(text, words) if not run & leave_out]
    gaps = [text[a[1]:b[0]] for a, b in zip(spans, spans[1:], strict=False)]
    paired = [bool(_PAIR_JOIN.fullmatch(gap)
                   and not any(_COMMA_JOIN.fullmatch(g) for g in gaps[max(0, i - 1):i + 2] if g is not gap)
                   and text[spans[i][0]:spans[i + 1][1]] in evidence) for i, gap in enumerate(gaps)]
    return len(spans) - sum(paired)


#: what joins two listed names: "the Old English Bulldog and the now extinct Bullenbeisser"
_NAMES_JOINED = re.compile(r"\s*,?\s+(?:and|or|&)\s+(?:the\s+)?(?:[a-z-]+\s+){0,3}")


def _listed_with(text: str, name: str, words: frozenset[str]) -> set[str]:
    """The words of the names ``text`` lists together with the one holding ``name`` ("and", "or")."""
    spans = _name_spans(text, words)
    out: set[str] = set()
    for index, (_, _, run) in enumerate(spans):
        if name not in run:
            continue
        for other in (index - 1, index + 1):
            if 0 <= other < len(spans):
                left, right = sorted((index, other))
                if _NAMES_JOINED.fullmatch(text[spans[left][1]:spans[right][0]]):
                    out |= spans[other][2]
    return out


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
    if kind in ("now", "season"):
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


def _name_of_another(claim: str, name: str, clause: str, names: frozenset[str], claim_names: frozenset[str]) -> bool:
    """Whether a clause naming several people says what the claim says of ``name`` of another of them
    (``_names_said_of``)."""
    return bool(_names_said_of(claim, name, clause, names, claim_names))


def _names_said_of(claim: str, name: str, clause: str, names: frozenset[str],
                   claim_names: frozenset[str], of_subject: bool = False) -> frozenset[str]:
    """The names of the others a clause naming several people says what the claim says of ``name`` of
    (more of it than of ``name``); empty when none: "The award was presented by actor Julian Marsh to the
    director Eva Lindgren" - the presenting is Julian Marsh's; "Rohan Mehta (Chief Financial Officer),
    Lucy Chen (Chief Technology Officer)" - both are chief officers, only the first the financial one.
    A name is said of the words written before it since the name before it ("by actor", "to the
    director") and of a bracket right after it ("Sara Lindqvist (project manager)"); what
    follows the last name is the sentence's predicate, about its subject ("Lucía Ferreira of Brazil
    took silver"). A role written in capitals before a name is said of it ("Chief Financial Officer Priya
    Ramanathan"). ``of_subject``: the claim says of ``name`` what its subject says ("Lumera Health's Chief Financial
    Officer is Tomasz Wisniewski")."""
    runs = [(m.start(), m.end(), m.group(0)) for m in _CAPITALISED.finditer(clause)
            if m.group(0) in names and m.group(0).lower().rstrip("s") not in _WEEKDAYS]  # "on Fridays" names no one
    grouped: list[list[tuple[int, int, str]]] = []
    for run in runs:
        if grouped and re.fullmatch(r"\s+" + _PARTICLE + "?", clause[grouped[-1][-1][1]:run[0]]):
            grouped[-1].append(run)
        else:
            grouped.append([run])
    # (a role before the name is no part of it, but what is said of it: "Chief Financial Officer Priya Ramanathan")
    grouped = [group[max((i + 1 for i, (_, _, w) in enumerate(group[:-2]) if _stem(w.lower()) in _OFFICE_ROLES),
                         default=0):] for group in grouped]
    # full names only (a one-word capitalised word is as often a button or a place: "the Power key")
    grouped = [g for g in grouped if len(g) >= 2]
    named_here = any(name == w for g in grouped for _, _, w in g)
    if len(grouped) < 2 and not of_subject or not (named_here or of_subject):
        return frozenset()
    # what the claim says of the name, not what it is about ("The first performance was conducted by ...")
    claim_words = _words(_subject_phrase(claim)) if of_subject else frozenset(_words(claim)) - _words(
        _subject_phrase(claim))
    said: list[set[str]] = []
    after = 0
    # (where each name has its bracket, the brackets tell them apart and what comes before the first is the whole
    # listing's: "Our Reception class teachers are Miss Laura Finch (Robins) and Mr Sam Adeyemi (Wrens)")
    bracketed = all(re.match(r"\s*\(", clause[group[-1][1]:]) for group in grouped)
    for index, group in enumerate(grouped):
        before = "" if bracketed else clause[after:group[0][0]]
        bracket = re.match(r"\s*\(([^()]*)\)", clause[group[-1][1]:])
        after = group[-1][1] + (bracket.end() if bracket else 0)
        own = before + " " + (bracket.group(1) if bracket else "")
        # a name opening the clause as its subject has the predicate up to the next name: "In the new
        # production, Anika Roy plays the lead role of Nora"
        if (not _words(before.rpartition(",")[2]) and _VERB_AFTER.match(clause, group[-1][1])
                and index + 1 < len(grouped)):
            own += " " + clause[after:grouped[index + 1][0][0]]
            after = grouped[index + 1][0][0]
        said.append(set(_words(own)) & claim_words)
    mine = next((i for i, g in enumerate(grouped) if any(name == w for _, _, w in g)), None)
    # (a name the claim's subject says in its own words is no other: "The Harbourside Jazz Festival opens ...
    # with a set by the Marisol Quartet" for "The festival opens ... with a set by the Marisol Quartet")
    subject = _words(_subject_phrase(claim)) if not of_subject else frozenset()
    others = [i for i, g in enumerate(grouped) if i != mine and not any(w in claim_names for _, _, w in g)
              and not _words(" ".join(w for _, _, w in g)) & subject]
    mine_said = said[mine] if mine is not None else set()
    more = [i for i in others if said[i] > mine_said]
    # (of those, the ones saying most: "Chief Executive Officer Jonathan Prewitt" is no Chief Financial Officer)
    return frozenset(w for i in more if not any(said[j] > said[i] for j in more) for _, _, w in grouped[i])


_AGE_NUMBER = r"(\d{1,3}|" + "|".join(sorted(tx._NUMBER_WORDS, key=len, reverse=True)) + r")"
#: the age a claim speaks of: "an eight-year-old", "a child aged five", "people 70 years old"
_CLAIMED_AGE = re.compile(r"\b" + _AGE_NUMBER + r"[- ]years?[- ]olds?\b|\b(?:aged|(?:by|at)\s+(?:the\s+)?age(?:\s+of)?)\s+"
                          + _AGE_NUMBER
                          + r"\b(?!\s*(?:to|-|–)\s*\d|\s+(?:and|or)\s+(?:over|older|above|under|younger|below)\b)",
                          re.IGNORECASE)
#: an age a text says a thing holds by: "94% had received their first dose by age 2", "at the age of 5"
#: an age a thing holds from: "from age 10", "from the age of 65"
#: (a number word too: "from age ten")
_AGE_FROM = re.compile(r"\bfrom\s+(?:the\s+)?age(?:\s+of)?\s+" + _AGE_NUMBER + r"\b(?!\s*(?:to|-|–)\s*\d)", re.IGNORECASE)
_AGE_REACHED = re.compile(r"\b(?:by|at)\s+(?:the\s+)?age(?:\s+of)?\s+" + _AGE_NUMBER + r"\b(?!\s*(?:to|-|–)\s*\d)",
                          re.IGNORECASE)
#: the ages a text is said of: "aged 10 to 15", "Children 6-12", "4–6 years", "over 12", "16 years and over", "under 6"
_AGE_SPAN = re.compile(r"\b(?:aged|ages|children|adults|age)\s+(\d{1,3})\s*(?:to|-|–)\s*(\d{1,3})\b"
                       r"|\b(\d{1,3})\s*(?:to|-|–)\s*(\d{1,3})\s+years?\b(?!\s+(?:of|ago|after|before|later))", re.IGNORECASE)
_AGE_OPEN = re.compile(r"\b(?:aged|children|adults|age[sd]?|people|patients|drivers|riders|passengers|travell?ers|students|"
                       r"pupils|players|members|customers|those|anyone|visitors|guests)\s+(?:over|above|under|below)\s+"
                       + _AGE_NUMBER + r"\b"
                       # ("Under 2s" heading a column of fees)
                       r"|\b(over|under)\s+(\d{1,3})\s*(?:years|s\b|:|$)|\b" + _AGE_NUMBER
                       + r"\s+(?:years\s+)?(?:and|or)\s+(?:over|older|above)\b"
                       # ("aged 11 or under", "2 years +")
                       r"|\b(?:aged\s+)?" + _AGE_NUMBER + r"\s+(?:years\s+)?(?:and|or)\s+(?:under|younger|below)\b"
                       r"|\b(\d{1,3})\s*(?:years?\s*\+|\+\s*years?\b)|\b(?:aged?|ages)\s+(\d{1,3})\+", re.IGNORECASE)


#: ages said as who is that old, one or two joined ("two-year-olds", "three- and four-year-olds", "3-to-5-year-olds")
_YEAR_OLDS = re.compile(r"\b" + _AGE_NUMBER + r"(?:-\s*(and|or|to|&)\s*-?" + _AGE_NUMBER + r")?-years?-olds?\b",
                        re.IGNORECASE)


_AGE_WORDS = frozenset(_stem(w) for w in ("age", "aged", "old", "older", "year", "years"))


def _age_ranges(text: str) -> tuple[tuple[float, float], ...]:
    """The ages a text is said of, as (lowest, highest): "Children aged 6 to 12" -> ((6, 12),), "Adults and
    children over 12" -> ((13, inf),), "Do not give to children under 6" -> ((0, 5),)."""
    lower = text.lower()
    if "ag" not in lower and "year" not in lower and "child" not in lower and "adult" not in lower \
            and "over" not in lower and "under" not in lower and "+" not in lower:
        return ()
    out = [(float(m.group(1) or m.group(3)), float(m.group(2) or m.group(4))) for m in _AGE_SPAN.finditer(text)]
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
    return tuple(out)


def _age_number(written: str) -> float:
    """An age written in digits or words ("11", "three")."""
    return float(written) if written[0].isdigit() else float(tx._NUMBER_WORDS[written.lower()])


def _covers(span: tuple[float, float], ages: tuple[float, float]) -> bool:
    """Whether a clause said of the ``span`` is said of the claim's ``ages``: "Children aged 6 to 12" of an
    eight-year-old; a claim's open span only by a span from the same age ("dogs aged 8 or older" are no "cats aged 10
    or older")."""
    return span[0] <= ages[0] and ages[1] <= span[1] and (ages[1] != math.inf or span[0] == ages[0])


def _claimed_ages(claim: str) -> tuple[float, float] | None:
    """The age a claim speaks of as (lowest, highest): "an eight-year-old" -> (8, 8), "people aged 50 to
    64" -> (50, 64); None where it names no age."""
    # (not the least age it requires, which is its value: "Participants ... must be 12 or over", "must be at least 8
    # years old")
    claim = _REQUIRED_AGE.sub(" ", claim)
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
        return float(span.group(1)), float(span.group(2))
    # (or open at one end: "adults aged 65 and older"; not from an age, the least age it states: "can open an
    # account from age 11")
    ranges = _age_ranges(_AGE_FROM.sub(" ", claim))
    return ranges[0] if len(ranges) == 1 else None


#: the least age a claim says is required: "must be 12 or over", "need to be aged 16+", "must be at least 18"
_REQUIRED_AGE = re.compile(r"\b(?:must|needs?\s+to|ha(?:ve|s)\s+to|should)\s+be\s+(?:at\s+least\s+)?(?:aged\s+)?\d{1,3}"
                           r"(?:\s*\+|\s+(?:years\s+)?(?:or|and)\s+(?:over|older|above)|[\s-]+years?(?:[\s-]+old)?)?",
                           re.IGNORECASE)


def _months_of(dates: frozenset[str]) -> frozenset[str]:
    """The months of dates that give one ("1993-9-13" -> "9")."""
    return frozenset(d.split("-")[1] for d in dates if d.count("-") == 2 and d.split("-")[1].isdigit())


def _years(dates: frozenset[str]) -> frozenset[str]:
    """The years of dates that give one ("1993-9-13" -> "1993")."""
    return frozenset(d.split("-")[0] for d in dates if d.split("-")[0].isdigit())


#: the kinds of specific that say when something holds: a clause giving another of them is about
#: another occasion ("in 2024" / "in 2022", "Saturday" / "Monday to Friday", "in February" / "in March")
_OCCASIONS = ("year", "date", "month", "weekday", "time", "now", "season")


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
        if theirs and not (values & theirs or (kind == "date" and any(_date_stated(v, theirs) for v in values))):
            return True
    return False


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


#: an amount and what it is per: "6.1p per kWh", "£12 a night", "$4/month"
_AMOUNT = re.compile(r"(?:[£$€¥]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|bn|m|k)\b)?)|\d[\d,]*(?:\.\d+)?p\b", re.IGNORECASE)
_PER = re.compile(r"(?:\s+(?:per|a|an|each)\s+|\s*/\s*)([a-z]+)", re.IGNORECASE)


#: units of time an amount may be said per: rates are compared within their kind only, a price per week with one per
#: day or month, a price per kWh with one per litre - "£16.95 per child" under "Weekly rate" may be "£16.95 a week"
_TIME_RATES = frozenset(_stem(w) for w in ("hour", "day", "night", "week", "month", "quarter", "year", "annum"))


def _rates_differ(ours: set[str], theirs: set[str]) -> bool:
    """Whether two amounts are said per different units of one kind (time, or anything else)."""
    return any(a and b and not a & b for a, b in (
        ({u for u in ours if u in _TIME_RATES}, {u for u in theirs if u in _TIME_RATES}),
        ({u for u in ours if u not in _TIME_RATES}, {u for u in theirs if u not in _TIME_RATES})))


@lru_cache(maxsize=16384)
def _amount_rates(text: str) -> dict[str, set[str]]:
    """Each amount of a text (as ``_values`` writes it) -> the units it is said per ("6.1p per kWh": "kwh";
    "$8 per seat per month": "seat" and "month")."""
    out: dict[str, set[str]] = {}
    for m in _AMOUNT.finditer(text):
        units, end = set(), m.end()
        while per := _PER.match(text, end):
            units.add(_stem(per.group(1).lower()))
            end = per.end()
        for amount in _values(m.group(0))["amount"] if units else ():
            out.setdefault(amount, set()).update(units)
    return out


#: a common noun's possessive before what it owns: "the charity's treasurer", "the credit union's chair"
_COMMON_OWNER = re.compile(r"\b(?i:the|its|their|our|your|this)\s+((?:[a-z][\w-]*\s+)?[a-z][\w-]*)['’]s\s+"
                           r"(?:(?:new|current|former|acting|interim|deputy|assistant)\s+)?((?:[a-z][\w-]*\s+)?[a-z][\w-]*|"
                           r"[A-Z]{2,}[a-z]?\b)")
#: offices a person holds in an organisation
_OFFICE_ROLES = _PERSON_ROLES | frozenset(_stem(w) for w in (
    "treasurer chair chairman chairwoman chairperson president director head founder owner editor principal "
    "headteacher headmaster headmistress dean chancellor governor trustee patron ceo cfo coo cto spokesperson "
    "spokesman spokeswoman leader lead officer administrator curator conductor architect designer").split())
#: how much the owner of an office says of which clause is meant, against the office itself
OWNER_WEIGHT = 0.5


#: a doing opening a text as its subject: "Rescheduling your move incurs ...", "Cancelling within 48 hours ..."
_DOING_OPENING = re.compile(r"\W*([A-Z][a-z]{3,}ing)\s+(?=(?:a|an|the|your|our|their|its|within|before|after|by|"
                            r"online|in|at|on|more|less|up)\b)")


def _another_doing(claim_doing: re.Match[str] | None, clause: _Clause) -> bool:
    """Whether the clause's subject is a doing other than the one the claim's is (``_DOING_OPENING``)."""
    own = _DOING_OPENING.match(clause.text) if claim_doing else None
    return own is not None and claim_doing is not None and _stem(own.group(1).lower()) != _stem(
        claim_doing.group(1).lower()) and _stem(claim_doing.group(1).lower()) not in clause.own_words


def _separated_count(feature: str, text: str) -> bool:
    """Whether a year-like number of ``text`` is written only with a thousands separator there: a count
    ("Pochard · 2,115"), no year of an occasion."""
    value = feature[7:] if feature.startswith("number:") else ""
    return _is_year(value) and not _written_year(value, text) and f"{value[0]},{value[1:]}" in text


def _written_year(value: str, text: str) -> bool:
    """Whether ``text`` writes ``value`` as a year: a number written with a thousands separator is a
    count ("seats 2,150", "2,100 in manufacturing")."""
    return _is_year(value) and bool(re.search(rf"(?<!\d)(?<!\d[,.]){value}(?!\d|[,.]\d)", text))


def _short(subject: dict[str, float], claim: str) -> str:
    stems = {f[2:] for f in subject if f.startswith("w:")} | {w for f in subject if f.startswith("name:")
                                                              for w in tx.content_words(f[5:])}
    words = [w for w in re.findall(r"[A-Za-z][\w-]*", claim) if (tx.content_words(w) | _words(w)) & stems]
    return " ".join(words[:4]) or "the claim's subject"


__all__ = ["bound_conflicts", "clauses"]
