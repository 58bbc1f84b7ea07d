"""Which subject a clause is about: qualifiers that make another subject ("non-members"), contrasted and
opposed modifiers, and names said of others."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import lru_cache

from rageval_pipeline.core.judges import scan
from rageval_pipeline.core.judges import text as tx
from rageval_pipeline.core.judges.memo import memoised_copies
from rageval_pipeline.core.judges.binding.words import (
    _SPECIFIC_WORDS, _CAPITALISED, _CONJUNCTIONS, _DAY_NAME, _HOW_MANY, _HYPHEN_CODE, _DONE_BY, _IRREGULAR_PAST, _IRREGULAR_VERB_WORDS, _PAIR_JOIN, _PARTICLE, _VERB_AFTER, _WEEKDAYS,
    _WORD_SPAN, _OTHER_FORM, _capitalised_pairs, _dash_joined, _head_word, _letter_labels, _name_runs, _name_spans, _root, _spelled_out_in, _stem,
    _word_before, _words, _written_names,
)
from rageval_pipeline.core.judges.binding.values import (
    _AGE_GROUPS, _Clause, _DAY_NAMES, _DURATION, _DURATION_WORDS, _MEASURE, _MONTH_NAMES, _MONTH_NAMES_RE, _VALUE_START,
    _as_written, _counted, _duration_amount, _duration_key, _first_value, _is_year, _labels, _measure_key, _unit, _values,
)
from rageval_pipeline.core.judges.binding.pieces import (
    _BASE_VERBS, _FREQUENCIES, _KINDS, _OPENING_PHRASE_START, _OPPOSITE_MODIFIERS, _TIERS, _abbreviations, _subject_phrase,
    _tail,
)
from rageval_pipeline.core.judges.binding.tables import _BRACKETED, _table_headers
from rageval_pipeline.core.judges.binding.evidence import (
    _COMPARATIVES, _DASHED_KEY, _EXCEPTED_WITH_VALUE, _INITIALS_WORD, _INNER_NAME_RUN, _IRREGULAR_PAST_WORDS, _LINE_KEY, _LISTED_KEY, _MEASURE_OPENING, _PERSON_ROLES,
    _POLITE, _evidence_names, _features, _lead_word, _modifier_pairs, _ordinal_labels, clauses,
)

#: a word of the claim's grammatical subject counts this many times a word of its predicate
SUBJECT_WEIGHT = 2.0

_QUANTITIES = ("amount", "percent", "points", "duration", "time", "measure", "number")

#: what a thing was (not those ending compounds that name kinds: "nurse-led", "hand-made", "purpose-built")
_PAST_STEMS = frozenset(tx.content_words(" ".join(_IRREGULAR_PAST_WORDS | _IRREGULAR_VERB_WORDS))) - frozenset(
    tx.content_words("led made built ran run held set grown known born won"))


#: a claim opening with a capitalised word before a lower-case one: "Standard parcels are covered ..."
_NAME_BEFORE_NOUN = scan.pattern(r"\s*([A-Z][a-z]+)\s+([a-z]{3,})\b")


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
    # (a name opening the claim is one, though a plural noun follows it, where the evidence names it within a
    # sentence: "Standard parcels are covered ..." beside "up to £20 on the Standard service")
    opening = _NAME_BEFORE_NOUN.match(claim)
    named_opening = {opening.group(1)} & evidence_names if opening and opening.group(2) not in tx.STOPWORDS else set()
    # (and so is a word keying lines of a listing, which opening its line is capitalised as any line's first word is:
    # "Silver" of "• Silver Member (£25): priority booking ..." beside "• Gold Member (£45): ...", where the claim states
    # no quantity that the name would only say whose it is)
    # (a day of the week is said of the key's thing as any other word of it is: "priority booking for weekend slots")
    keys = [m.group(1) for pattern in (_LISTED_KEY, _DASHED_KEY) for m in pattern.finditer(evidence)] \
        if "\n" in evidence and not any(found for kind, found in _values(claim).items()
                                        if kind not in ("name", "weekday")) else []
    keying = {word for key in keys for word in key.split() if word.lower() not in tx.STOPWORDS
              and not any(found for kind, found in _values(word).items() if kind != "name")} if len(keys) >= 2 else set()
    read = frozenset(n for n in _values(claim)["name"]
                     if n.lower() not in lower and (n in evidence_names | joined | keying or n not in in_evidence))
    # (a word the evidence uses plainly too is a name inside a run of names both sides write, the evidence within a
    # sentence, where no word of the run is read as a name already: "use Pharmacy First at any local pharmacy" - "For the
    # first 7 days"; not the "Bus" of "Central Bus Station")
    run_words = {word for m in _INNER_NAME_RUN.finditer(evidence) if re.search(r"\b" + re.escape(m.group(1)) + r"\b", claim)
                 and not set(m.group(1).split()) & read for word in m.group(1).split()} & evidence_names
    return read | run_words | initials | _written_names(claim, evidence_names) | named_opening \
        | _letter_labels(claim) & evidence_names  # (a letter labelling a name the evidence names so too: "Gate A")


#: words placing a thing where a name is, no kind of it (stemmed as pairs are)
_PLACING_WORDS = frozenset(_stem(w) for w in ("round", "around", "through", "past", "into", "onto", "across", "along",
                                              "inside", "outside", "beside", "near"))


def _before_its_name(word: str, head: str, text: str) -> bool:
    """Whether ``word`` (a stem) is written in small letters right before a capitalised word of stem ``head``."""
    return any(_stem(m.group(2).lower()) == head for m in re.finditer(
        r"\b(" + re.escape(word) + r"[a-z]*)\s+([A-Z][\w'’-]*)", text))


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
                # (nor one whose lead says the claim's modifier of it all: "past papers" under "Mock exam marking
                # service:" are mock papers)
                and not (not clause.title and clause.features.get(f"w:{modifier}", 0.0) >= 1.0)
                # (nor a clause under a heading opening with the claim's modifier: "Wales: single limit £50,000" under
                # "Capital limits for care home funding" is a capital limit)
                and not (":" in clause.text and any(
                    _stem(f[5:].lower()) == modifier for f, weight in clause.features.items()
                    if f.startswith("name:") and weight < 1.0 and " " not in f))
                # (nor a clause saying the claim's modifier as its verb: "Replacing a lost library card costs $2" is
                # the "replacement library card", its card no "lost" kind of one)
                and not ("-" not in modifier and _root(modifier) != modifier and _root(modifier) in clause.own_words)
                and head not in _PAST_STEMS  # ("headphones bought" / "products bought": what was bought, no kind of it)
                # (nor a line under a heading naming the claim's very pair: "up to 2 extra tickets" under "Guest ticket
                # allowance:" are guest tickets)
                and not (not clause.title and 0.0 < clause.features.get(f"pair:{modifier} {head}", 0.0) < 1.0
                         and clause.text.lstrip()[:1].isupper() and ":" in clause.text)
                # (nor the end of a compound the claim says, no word of its own: "chemistry drop-ins run on Wednesdays"
                # for "Chemistry drop-in sessions run"; "easy-access saver" is another saver than the "fixed saver")
                and not any(_stem(first.lower()) in claim_words for first in re.findall(
                    r"\b([A-Za-z]+)-" + re.escape(other) + r"[a-z]*\b", clause.text, re.IGNORECASE))
                # (a superlative picks one of the things, no other kind of them; but two pick different ones: "the
                # tallest ride" is not "the fastest ride")
                and other not in claim_words and (other not in _SUPERLATIVES or _SUPERLATIVE_PICK.match(f"the {modifier}"))
                # (nor the claim's own doing as its noun: "Replacement cards" for "Replacing a lost card")
                and _root(other) not in claim_words and _root(other) != _root(modifier)
                and not _spelled_out_in(modifier, clause.text)  # ("FSA elections": "Flexible Spending Account elections")
                # (nor where the other is modified as a thing of the claim is: "the part-time route takes" for "the
                # part-time MSc in Data Science takes")
                # (but a word set between the same two as the claim's modifier is its rival: "a routine dermatology
                # appointment" for "a routine ENT appointment")
                # (a word saying how often or how is no rival: "your first monthly payment" is the "first loan payment";
                # nor a verb: "families whose children get Free School Meals" for "children receive", "Our white-glove
                # service costs" for "White-glove delivery costs")
                and not any(second == other and any(first == word for word, _ in known) and (
                    (first, modifier) not in known or other.endswith("ly") or other in _FREQUENCIES
                    or bool({modifier, other, head} & _BASE_VERB_STEMS)) for first, second in clause.pairs)
                # (nor a word saying how usual the thing is, no kind of it: "Typical treatment length: 12-18 months")
                and other not in _HOW_USUAL
                # (nor a word saying all of it, no part or kind: "a supplement of £120 for the whole tour" is for the
                # "Highlands & Loch Ness tour")
                and other not in _ALL_OF_IT
                # (nor another word for a new thing: "the updated allowances" are the "new allowances")
                and not {modifier, other} <= _NEWLY_MADE
                # (nor another word for the last one: "the final game" is the "last game")
                and not {modifier, other} <= _LAST_ONE
                # (nor which of them in time, under a heading saying the claim's kind: "First collections: 7 April
                # 2025" under "Garden waste service 2025")
                and not (other in _SEQUENCE_WORDS and clause.features.get(f"w:{modifier}", 0.0) > 0)
                # (nor how often a thing is paid, which the claim says in other words, of the thing the passage opens
                # with, where the evidence never pairs the claim's own words: "An annual subscription ... costs £52" for
                # "The garden waste subscription costs £52 a year"; "a daily standing charge" is still no "gas standing
                # charge" the evidence writes)
                and not ((other, modifier) in periodic and used is not None and (modifier, head) not in used)
                # (nor a preposition right before a name, which names no other of it: "may go round Pirate Cove" for "to
                # play Pirate Cove"; a verb may: "highlight Recovery Mode" is not "Select Recovery Mode")
                and not (other in _PLACING_WORDS and _before_its_name(other, head, clause.text)))
               # the same modifier of another head: "e-scooter" for "e-bike", "savings bond" for "savings account"
               # (a pair the evidence writes itself: "US-East maintenance window" pairs "east" with no head)
               or (modifier == other and head != other_head and head not in clause.own_words
                   # (a subject and its verb name no kind of it: "Stage 2 lessons last" is no "lesson length")
                   and head not in _BASE_VERB_STEMS
                   and (used is None or (modifier, head) in used)
                   # (not where the clause goes on under the claim's very pair: "Minimum group size: 3 adults" under
                   # the heading "Group Save" is of Group Save)
                   and f"pair:{modifier} {head}" not in clause.features
                   and other_head not in claim_words and other_head not in _GENERIC_HEADS
                   # (nor another word for what is paid: the "travel fee" is the "travel charge")
                   and not {head, other_head} <= _PRICE_HEADS
                   and (other, other_head) in clause.noun_pairs
                   # (unless the modifier is itself modified as the claim's is: "the part-time version"
                   # is the "part-time MBA", another word for the same thing)
                   and not any((word, modifier) in known for word, second in clause.pairs if second == modifier))
               for modifier, head in known for other, other_head in clause.pairs)


#: words for what is paid for a thing, each another's
_PRICE_HEADS = frozenset(_stem(w) for w in ("fee", "charge", "cost", "price"))

#: the stems of verbs a subject takes before its value ("lessons last"), no head of a kind of thing
_BASE_VERB_STEMS = frozenset(_stem(verb) for verb in _BASE_VERBS)


#: words for the last of things
_LAST_ONE = frozenset({"last", "final"})

#: words saying a thing was newly made or changed, one of another
_NEWLY_MADE = frozenset(_stem(w) for w in ("new", "updated", "revised", "amended", "latest"))

#: words saying which of a series a thing is in time
_SEQUENCE_WORDS = frozenset(_stem(w) for w in ("first", "last", "final", "next", "opening", "closing"))

#: words saying how usual or how exact a value is, no kind of the thing it is of ("typical treatment")
#: words saying all of a thing, no kind of it: "the whole tour", "the entire stay"
_ALL_OF_IT = frozenset(_stem(w) for w in ("whole", "entire"))

_HOW_USUAL = frozenset(_stem(w) for w in ("typical", "usual", "average", "approximate", "estimated", "expected",
                                          # (and their adverbs, said of the doing: "normally takes" / "usually take")
                                          "typically", "usually", "normally", "generally", "commonly", "ordinarily",
                                          "approximately", "roughly"))


def _named_only(pair: tuple[str, str], clause: _Clause) -> bool:
    """Whether the clause says the pair's head only inside names ("Caledonian Device Repairs"): no other thing of
    the kind a claim's plain words ("the authorised repair partner") name."""
    others = [(other, head) for other, head in clause.pairs if head == pair[1] and other != pair[0]]
    # (or where the head is written only as a name: "the 120-seat Screen 1" is no kind of "private screening")
    head_written = [w for w in _WORD_SPAN.findall(clause.text) if _stem(w.lower()) == pair[1]]
    # (or where the other word ends a name of two words or more, which names one thing of the claim's kind: "the Station
    # Road stop" is a bus stop; "an English paper" is no mathematics paper)
    spans = list(_WORD_SPAN.finditer(clause.text))
    named_before = {(_stem(one.group(0).lower()), _stem(two.group(0).lower()))
                    for zero, one, two in zip(spans, spans[1:], spans[2:])
                    if zero.group(0)[0].isupper() and one.group(0)[0].isupper() and not two.group(0)[0].isupper()
                    and clause.text[zero.end():one.start()] == " " and clause.text[one.end():two.start()] == " "}
    return bool(others) and (all(other in _capitalised_pairs(clause.text) or other in named_before for other in others)
                             or all(w[:1].isupper() for w in head_written))


#: a part of a thing named with "of": "the south of the city", "the front of the house"
_PART_OF_THING = scan.pattern(r"\bthe\s+([a-z]+)\s+of\s+the\s+([a-z]+)")


def _opposites(claim: str, evidence: str = "") -> frozenset[tuple[str, str, str]]:
    """(modifier, its opposite, head) for each pair of the claim's words whose first word has an
    opposite: "the new hospital" -> ("new", "old", "hospital"); and for each threshold the claim sets,
    (side, other side, "#" and its number): "valued above €1,000" -> ("above", "below", "#1000")."""
    # (not an opposite the claim says itself of another thing: "The monthly instalment plan has an annual price
    # increase of 4%" is told by the monthly plan's row)
    said = set(re.findall(r"[a-z]+", claim.lower()))
    # (a part of a thing said with "of": "the south of the city")
    parts_of = {(_stem(m.group(1)), _stem(m.group(2))) for m in _PART_OF_THING.finditer(claim.lower())}
    # (and whom the claim speaks of, where a clause says its value of their opposite: "Children ... get 60% off" is not
    # told by "The Network Railcard gives adults 34% off", nor "A children's Sunday roast" by "£21 for adults")
    stems = tx.content_words(claim)
    people = frozenset((who, opposite, _WHOEVER) for who in stems & _PEOPLE for opposite in _OPPOSITE_MODIFIERS[who]
                       if opposite not in stems)
    # (a thing the claim names by a word of its own, no tier, is no tier's thing: "The couture alterations package" is not
    # "Our basic alterations package")
    pairs = _modifier_pairs(claim) | parts_of
    # (where the evidence writes the tier right before the claim's word: the tier names that thing's kind there)
    tiered = frozenset() if stems & _TIERS else frozenset(
        (modifier, tier, head) for modifier, head in pairs if modifier not in _OPPOSITE_MODIFIERS and modifier.isalpha()
        for tier in _tiers_before(head, evidence))
    # (the opposite's stem the claim says too: "For existing members, the new pricing applies")
    return tiered | frozenset((modifier, opposite, head) for modifier, head in pairs
                              for opposite in _OPPOSITE_MODIFIERS.get(modifier, frozenset())
                              if opposite not in said and opposite not in stems) | frozenset(
        (side, _OTHER_SIDE[side], f"#{number}") for side, number in _thresholds(claim)) | people | frozenset(
        # (and a side of an event: "after the Christmas break" is not "before the break")
        (_SIDE[m.group(1).lower()], _OTHER_EVENT_SIDE[_SIDE[m.group(1).lower()]], "^" + "|".join(sorted(_event_words(m))))
        for m in _EVENT_SIDE.finditer(claim) if _event_words(m))


#: a side of an event, with the words naming it: "after the Christmas break", "before the ceremony"
#: (past an event is after it: "once it's past the halfway point" where "if it's stopped after halfway")
_EVENT_SIDE = scan.pattern(r"\b(before|after|past)\s+(?:(?:the|your|our)\s+)?([A-Za-z]{4,})(?:\s+([a-z]{4,}))?\b",
                           re.IGNORECASE)
_OTHER_EVENT_SIDE = {"before": "after", "after": "before"}
_SIDE = {"before": "before", "after": "after", "past": "after"}


#: tiers that may be the plain thing itself: "Standard membership" is the membership a claim names by its own word
_PLAIN_TIERS = frozenset(_stem(w) for w in ("standard", "classic"))
_NAMED_TIERS = _TIERS - _PLAIN_TIERS


@lru_cache(maxsize=65536)
def _tiers_before(head: str, evidence: str) -> frozenset[str]:
    """The tiers (no plain one) that a word written right before ``head`` in ``evidence`` starts with: "premium" for
    "Premium seats" (one scan of the evidence per head, not one per tier)."""
    before = {m.group(1).lower() for m in re.finditer(r"\b(\w+)(?=\s+" + re.escape(head) + ")", evidence, re.IGNORECASE)}
    return frozenset(tier for tier in _NAMED_TIERS if any(word.startswith(tier) for word in before))

#: people a value is said of, each with opposites (``_OPPOSITE_MODIFIERS``), and the head standing for any thing of theirs
_PEOPLE = frozenset(_stem(w) for w in "adult child junior senior infant man woman boy girl".split())
_WHOEVER = "@"
_PEOPLE_WRITTEN = {"child": r"child(?:ren)?(?:'s|’s)?", "man": r"m[ae]n(?:'s|’s)?", "woman": r"wom[ae]n(?:'s|’s)?"}


def _value_said_of(who: str, text: str) -> bool:
    """Whether the text says a value of ``who`` (a stem): "gives adults 34% off", "adults pay £8", "£21 for adults", "An
    adult day return to Lundy on the MS Oldenburg costs £45"."""
    word = _PEOPLE_WRITTEN.get(who, re.escape(who) + r"s?")
    return re.search(r"\b" + word + r"\s+(?:(?:pay|get|receive|are\s+charged|cost)s?\s+)?[£$€]?\d", text, re.IGNORECASE) \
        is not None or re.search(r"[£$€]?\d[\d.,]*%?\s+(?:for|per)\s+(?:all\s+|each\s+)?" + word, text, re.IGNORECASE) is not None \
        or re.match(r"\W*(?:an?|the|one)\s+" + word + r"\b[^.;,:]{0,60}?\b(?:costs?|is|are)\s+(?:only\s+|just\s+)?[£$€]\d", text,
                    re.IGNORECASE) is not None


def _opposed(opposites: frozenset[tuple[str, str, str]], clause: _Clause) -> bool:
    """Whether the clause's own words put the opposite of the claim's modifier before the claim's head
    (next to it or one word away: "the old county hospital") and never the claim's modifier; or set the
    claim's threshold from the other side ("shipments valued under €1,000" for those above it)."""
    thresholds = _thresholds(clause.text) if any(head.startswith("#") for _, _, head in opposites) else frozenset()
    return any(((opposite, head[1:]) in thresholds and (modifier, head[1:]) not in thresholds) if head.startswith("#")
               else (_event_side(opposite, head[1:], clause.text) and not _event_side(modifier, head[1:], clause.text))
               if head.startswith("^")
               else (opposite in clause.own_words and modifier not in clause.own_words
                     and _value_said_of(opposite, clause.text)) if head == _WHOEVER
               else opposite in clause.own_words and modifier not in clause.own_words
               and ((opposite, head) in clause.pairs
                    or any(a == opposite and (b, head) in clause.pairs for a, b in clause.pairs)
                    or _word_before(clause.text, opposite, head)
                    or re.search(r"\b" + re.escape(opposite) + r"\w*\s+of\s+the\s+" + re.escape(head), clause.text.lower())
                    # (or the head of the opposite: "Stocks of O negative" for "A positive stocks")
                    or re.search(r"\b" + re.escape(head) + r"\w*\s+of\s+(?:\w+\s+)?" + re.escape(opposite) + r"\w*\b",
                                 clause.text.lower())
                    # (or says its value of the opposite: "adults pay €2.40 per single journey" for "A child's single
                    # journey", not "Voting rights on equal terms with men followed in 1928")
                    or opposite == _lead_word(clause.text))
               for modifier, opposite, head in opposites)


def _event_words(side: re.Match[str]) -> frozenset[str]:
    """The stems of the words naming the event a side is of (``_EVENT_SIDE``)."""
    return frozenset(tx.content_words(" ".join(w for w in side.groups()[1:] if w)))


def _event_side(side: str, events: str, text: str) -> bool:
    """Whether the text says a thing is on that side of an event named by one of ``events`` ("|"-joined stems)."""
    return any(_SIDE[m.group(1).lower()] == side and _event_words(m) & set(events.split("|"))
               for m in _EVENT_SIDE.finditer(text))


#: a threshold: "over £50", "under 18", "more than 10 kg" ("up to" is a limit, not a side of a threshold)
_THRESHOLD = scan.pattern(r"\b(above|over|more\s+than|greater\s+than|(?:larger|bigger|longer|heavier|higher)\s+than|"
                          r"exceeding|in\s+excess\s+of|under|below|less\s+than|(?:smaller|shorter|lighter|lower)\s+than|"
                          # (and a distance's: "Beyond 10 miles, the travel fee is £30" / "Addresses within 10 miles")
                          r"beyond|within(?=\s+\d[\d,.]*\s*(?:miles?|km|kilometres?|kilometers?|metres?|meters?)\b)|"
                          # ("Estates valued up to £500,000" are below what "above £500,000" is; not "for up to 28 days")
                          r"(?<=valued\s|priced\s)up\s+to|(?<=worth\s)up\s+to|(?<=costing\s)up\s+to)"
                          r"\s+(?:the\s+)?[£$€¥]?\s?(\d[\d,]*(?:\.\d+)?)", re.IGNORECASE)

_OTHER_SIDE = {"above": "below", "below": "above"}

#: a "no" right before a bound, or a verb's "not" before it in its clause: "no more than", "cannot make up more than",
#: "shouldn't be left out of the fridge for more than"
_NEGATED_BOUND = scan.pattern(r"(?:\bno|(?:\bnot|\bcannot|n['’]t|\bnever)(?:\s+[\w'’-]+){0,8}?)\s+$", re.IGNORECASE)
_NEGATION_REACH = 160  # characters: nine words and the spaces between them

#: the words opening a threshold from below ("under", "smaller than"); the others set one from above
_BELOW_WORDS = frozenset(("under", "below", "less", "up", "smaller", "shorter", "lighter", "lower", "within"))

#: a span naming what it is of sets a threshold at each end: "shifts of 6–8 hours" are at least 6 and at most
#: 8 hours long (a span a verb takes is a value: "takes 3–5 working days")
_SPAN = scan.pattern(r"\b(?:of|for|with|aged|between|from)\s+[£$€¥]?(\d[\d,]*(?:\.\d+)?)%?\s*(?:-|–|—|to)\s*[£$€¥]?(\d[\d,]*(?:\.\d+)?)(?![\d.,]*\d)")

#: a span written "between 7 and 30": read as "between 7 to 30"
_BETWEEN_AND = scan.pattern(r"\b(between\s+[£$€¥]?\d[\d,]*(?:\.\d+)?%?)\s+and\s+(?=[£$€¥]?\d)", re.IGNORECASE)


def _thresholds(text: str) -> frozenset[tuple[str, str]]:
    """(side, number) of each threshold a text sets: "orders over £50" -> ("above", "50"), "6–8 hours" ->
    ("above", "6") and ("below", "8")."""
    def number(written: str) -> str:
        return f"{float(written.replace(',', '')):g}"
    # (and an open count's: "those with three or more receive 20%", "groups of 10+")
    # (a bound said with "no" or "not" before it is the other side's: "no more than 10 miles" is within 10 miles, and
    # "cannot make up more than 25%" is up to 25%)
    def below(m: re.Match[str]) -> bool:
        # (a few words back only: the pattern reaches no further, and a long evidence would be scanned from its start)
        negated = _NEGATED_BOUND.search(text, max(0, m.start() - _NEGATION_REACH), m.start())
        return (m.group(1).lower().split()[0] in _BELOW_WORDS) != bool(negated)

    return frozenset(("below" if below(m) else "above", number(m.group(2))) for m in _THRESHOLD.finditer(text)) | frozenset(
        ("above", number(value) if value[0].isdigit() else f"{tx._NUMBER_WORDS[value.lower()]:g}")
        for value in _OR_MORE.findall(text)) | frozenset(
        pair for low, high in _SPAN.findall(_BETWEEN_AND.sub(r"\1 to ", text)) if float(low.replace(",", "")) < float(high.replace(",", ""))
        for pair in (("above", number(low)), ("below", number(high))))


#: a count and more: "three or more", "10+ people" (not an amount, nor a sum: "£350 + VAT")
_OR_MORE = scan.pattern(r"(?<![£$€¥\d.,])\b(\d[\d,]*|" + "|".join(w for w in tx._NUMBER_WORDS if w.isalpha())
                        + r")(?:\s+or\s+more\b|\+(?![\w+]))", re.IGNORECASE)


_LISTED_BEFORE = scan.pattern(r"\b([A-Za-z]+)\s*(?:\bor\b|\band\b|/)\s*$")


#: nouns written as a verb's "-ing" or "-ed" form is, which name a kind of the thing after them as any noun does ("Wedding
#: bookings", "evening classes", "the king room")
_NOUNS_LIKE_VERBS = frozenset(["wedding", "evening", "morning", "ceiling", "clothing", "bedding", "building", "sibling",
                               "spring", "king", "ring", "wing", "string", "bed", "shed"])


def _head_modifiers(text: str, head: str, claim_words: frozenset[str],
                    counting: bool = False) -> tuple[bool, frozenset[str]]:
    """Whether ``text`` says ``head`` on its own (or after a word of the claim) somewhere, and the
    other words it puts right before it: "Premium economy" -> (False, {"premium"})."""
    bare, modifiers = False, set()
    previous: re.Match[str] | None = None
    for match in _WORD_SPAN.finditer(text):
        if _stem(match.group(0).lower()) == head and not _adjunct_of_another(text, match, claim_words):
            # (a word in another form is read in the claim's: "communal bins" are "bins shared by residents")
            gap = text[previous.end():match.start()] if previous is not None else ""
            before = _stem(_OTHER_FORM.get(previous.group(0).lower(), previous.group(0).lower())) \
                if previous is not None and gap.strip(" -") == "" else ""
            word = previous.group(0) if previous is not None else ""
            # (a modifier listed with the claim's own is none it lacks: "a damaged or stolen bin" for "a damaged bin")
            listed = _LISTED_BEFORE.search(text, 0, previous.start()) if previous is not None else None
            if listed and _stem(listed.group(1).lower()) in claim_words:
                before = ""
            # (a verb before it is no modifier, "upgraded economy", nor a name's first word, "Heathrow Airport", nor, where
            # what is counted is checked, a number in words: "complete six stations" - one joined on is, "two-seaters")
            # (nor a comparative or a superlative, which picks one of the things: "the larger PureAir 500")
            # (a modifier telling the claim's event in another form is the claim's: "Lost keys" for "Losing the key")
            if not before or before in claim_words or _root(word.lower()) in claim_words \
                    or word.lower() in tx.STOPWORDS | _CONJUNCTIONS | _POLITE | _HOW_MANY | _SETTING_APART \
                    or word[0].isdigit() or (counting and word.lower() in tx._NUMBER_WORDS and "-" not in gap) or (
                    re.search(r"(?:ed|ing)$", word) and word.lower() not in _NOUNS_LIKE_VERBS
                    or word[0].isupper() and match.group(0)[0].isupper()
                    or word.lower() in _COMPARATIVES or before in _SUPERLATIVES):
                bare = True
            else:
                modifiers.add(before)
        previous = match
    return bare, frozenset(modifiers)


#: words setting a thing apart from the rest, no kind of it: "except vouchers bought for the Pass Plus course" are vouchers
_SETTING_APART = frozenset(("except", "excluding", "including", "besides"))

#: a singular noun written right before another noun modifies that noun: "with a valid student card" names a card
_NEXT_LOWER_WORD = scan.pattern(r"[ \t]+([a-z]+)\b(?![-'’])")


def _adjunct_of_another(text: str, match: re.Match[str], claim_words: frozenset[str]) -> bool:
    """Whether the word ``match`` spans is a singular noun modifying the next word, a noun of no claim word: "15% off
    repairs with a valid student card" speaks of no kind of student (a plural, "students get", is a head itself)."""
    word = match.group(0)
    following = _NEXT_LOWER_WORD.match(text, match.end())
    if following is None or not word.islower() or word.endswith("s"):
        return False
    noun = following.group(1)
    return noun not in tx.STOPWORDS and noun not in _NOT_NOUNS and noun not in _BASE_VERBS \
        and not re.search(r"(?:ed|ing|ly)$", noun) and _stem(noun) not in claim_words and len(noun) > 2


#: words after a noun that are no noun it modifies: "the main toilet block near reception"
_NOT_NOUNS = frozenset(("near beside behind opposite above below inside outside next across along around during until "
                        "within without per plus only also just via except including excluding").split())


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
    # (a sentence giving the last one's figure for another name is of that one: "4% of Arvela fridges developed a fault
    # ... For Nordholm, the figure was 11%.")
    sentence_of = {c.sentence: c.sentence for c in units}
    for c in units:
        if c.sentence - 1 in sentence_of and _MEASURE_OPENING.match(c.text) and sentence_of[c.sentence] == c.sentence:
            sentence_of[c.sentence] = sentence_of[c.sentence - 1]
    passage_names = frozenset.intersection(*(frozenset(f for f, w in c.features.items() if f.startswith("name:") and w >= 1.0)
                                             for c in units)) if units and claim_names else frozenset()
    for index in set(sentence_of.values()) if claim_names else set():
        group = [i for i, c in enumerate(units) if sentence_of[c.sentence] == index]
        said = {i: sum(units[i].features.get(f, 0.0) > 0 for f in claim_names) for i in group}
        most = max((said[i] for i in group if any(units[i].features.get(f, 0.0) >= 1.0 for f in claim_names)),
                   default=0)
        # (a name the claim says as a word opening it, or a label of the claim's, is none of another: "while Issue 43
        # remains open" for "Issue 43 of the Fixed Rate Saver is open")
        # (where a sentence restates the one before for another name, the one before names the other as its words
        # do, whatever the restating one takes from it, labels too: "in the first five years")
        restated = len({units[i].sentence for i in group}) > 1
        naming_most = " ".join(units[i].text for i in group if said[i] == most)
        # (nor one excepting a thing of the claim's words from what the clause naming the claim's names says, to give it
        # a value of its own: "anything found goes to Lost & Found and is kept for 30 days before being donated to
        # Goodwill, | except phones, wallets and keys, which we hold for 60 days" for how long Lost & Found keeps a phone)
        most_words = frozenset(f for i in group if said[i] == most for f in units[i].features)
        # (a name every clause of the passage has is no other's: the passage's own, from its title - "Careers at Hartley &
        # Sons")
        out.update(i for i in group if said[i] < most and not _excepting_a_claimed(units[i].text, claim_features,
                                                                                   most_words) and any(
            f.startswith("name:") and w >= 1.0 and f not in claim_names and f"w:{_stem(f[5:].lower())}" not in claim_features
            and f not in passage_names
            and not (restated and f[5:] in naming_most) for f, w in units[i].features.items()) and (restated or not any(
                f.startswith("label:") and f in claim_features for f in units[i].features)))
    return out


def _excepting_a_claimed(text: str, claim_features: frozenset[str], rule_features: frozenset[str]) -> bool:
    """Whether ``text`` excepts a thing the claim's words name, by a word the rule it excepts from (``rule_features``)
    does not say, giving it a value of its own ("except phones, wallets and keys, which we hold for 60 days" for a claim
    about a phone)."""
    excepted = _EXCEPTED_WITH_VALUE.search(text)
    return excepted is not None and any(f"w:{w}" in claim_features and f"w:{w}" not in rule_features
                                        for w in _words(excepted.group(1)))


#: the words telling an event's start and those telling its end, each with the other ends (stemmed as ``_words``
#: stems: "finished" is "complet", "starts" is "begin")
_STARTS, _ENDS = frozenset({"open", "reopen", "begin", "depart"}), frozenset({"clos", "end", "complet", "arriv"})

_EVENT_ENDS = {word: _ENDS if word in _STARTS else _STARTS for word in _STARTS | _ENDS}

#: how the event words are written where their stem is no prefix of them
_EVENT_WORD = {"begin": re.compile(r"\b(?:begin|began|start|commenc)", re.IGNORECASE),
               "complet": re.compile(r"\b(?:complet|finish)", re.IGNORECASE)}

_BOTH_ENDS = scan.pattern(r"\b(?:to|until|till|through)\s+\d|\d[–-]\d|\s[–-]\s*\d|\b(?:until|till)\b|"
                          r"\b(?:is|are|be|was|were|remains?|stays?)\s+(?:open|closed)\b", re.IGNORECASE)


def _other_end_event(claimed: frozenset[str], clause: _Clause, units: Sequence[_Clause] = ()) -> bool:
    """Whether the clause's own words tell only the other end of the claim's event: "will close ... on 6 January"
    where the claim tells when the restaurant will "reopen"."""
    # (a clause telling a span or a state tells both ends: "is open from 7 am to 9 pm", "can be submitted until 12
    # August", "The museum is closed on 25 December")
    # (nor one saying the claim's word where it inherits it: "Reopening date" over "Closed for retiling · 14 April")
    # (the other end told before the clause's last value, not of what follows it: "on 4 November 2024 for low-income
    # households, and the scheme closes once funding is allocated")
    # (a deadline is when a thing closes: "The deadline for applications to be processed before the start of September
    # is 30 June" tells no start)
    # (a word it inherits from a heading tells nothing where another clause dating a thing tells the claim's end in its
    # own words: "Christmas opening: Our office will close at 4pm on Tuesday 24 December and | reopen on Thursday 2
    # January"; one inherited from its own sentence does: "opens at 06:30 on weekdays and | at 08:15 at weekends,
    # closing ...")
    told_elsewhere = {word for word in claimed if word not in clause.own_words and not any(
        word in other.own_words for other in units if other.sentence == clause.sentence and other is not clause)
        and any((word in other.own_words or f"re{word}" in other.own_words) and any(
            other.values[kind] for kind in ("date", "time", "weekday", "month")) for other in units if other is not clause)}
    if not claimed or any(f"w:{word}" in clause.features for word in claimed - told_elsewhere) \
            or _BOTH_ENDS.search(clause.text) \
            or "clos" in claimed and "w:deadlin" in clause.features:
        return False
    last = max((m.start() for m in _VALUE_START.finditer(clause.text)), default=len(clause.text))
    # (the reader asked to do a thing tells no end of the claim's: "the afternoon hack at 14:30, so please arrive 20
    # minutes early")
    text = _ASKED_TO.sub(lambda m: " " * len(m.group(0)), clause.text)
    return all(any(_EVENT_WORD.get(other, re.compile(r"\b" + other, re.IGNORECASE)).search(text, 0, last)
                   for other in _EVENT_ENDS[word] & clause.own_words) for word in claimed)


#: a request to the reader, with its verb: "please arrive", "Please return"
_ASKED_TO = scan.pattern(r"\bplease\s+[a-z]+", re.IGNORECASE)


#: a subject said of all of its kind: "All staff", "Every member"
_ALL_OF = scan.pattern(r"\s*(?:all|every|each|any)\b", re.IGNORECASE)

#: a subject told by a pronoun: "In London they"
_PRONOUN_END = scan.pattern(r"\b(?:they|it|he|she|we|this|these|those|each|both)\s*$", re.IGNORECASE)


#: a heading or lead-in a clause opens with, before what it says: "What you brought us last year: "
_LEAD_IN = scan.pattern(r"[^:;.]{1,60}:\s+(?=\S)")

#: a gapped piece's subject, the words before its value's phrase: "and rubble for 9%", "with juniors at £4"
_GAPPED_SUBJECT = scan.pattern(r"\W*(?:(?:and|or|but|while|whereas)\s+)?((?:[a-z][\w'’-]*\s+){0,2}[a-z][\w'’-]*)\s+"
                               r"(?:for|at|on|with)\s+(?:about\s+|around\s+|just\s+|only\s+)?[£$€¥]?\d")


def _own_subject(text: str) -> str:
    """A clause's subject (``_subject_phrase``) past a lead-in of its own, or a gapped piece's: "garden waste" of "What
    you brought us last year: garden waste made up 34% ...", "rubble" of "and rubble for 9%"."""
    lead = _LEAD_IN.match(text)
    body = text[lead.end():] if lead else text
    if subject := _subject_phrase(body):
        return subject
    gapped = _GAPPED_SUBJECT.match(body)
    return gapped.group(1) if gapped else ""


def _saying_none(units: Sequence[_Clause], holding: list[bool], scores: list[float], words: frozenset[str],
                 plain: frozenset[str], names: frozenset[str] = frozenset(),
                 claim_words: frozenset[str] = frozenset(), quantity: bool = False) -> set[int]:
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
    if len(words) == 1 and not (words <= _words(_head_word(subject := _own_subject(units[naming[0]].text)))
                                and not _ALL_OF.match(subject) and all(
            (theirs := _own_subject(c.text)) and not _PRONOUN_END.search(theirs)
            and _words(theirs) and not _words(theirs) & claim_words
            for i, c in enumerate(units) if holding[i] and i != naming[0])):
        return set()
    # (a clause naming a name of the claim the other does not is about it, by whatever words: "The Kingsmead site is run
    # by ..." for "The Kingsmead recycling centre", beside "The Ashford Road recycling centre is operated by ...")
    # (where that clause's subject names another: "The Ashford Road recycling centre")
    # (or its initials: "Your account manager for EMEA")
    said = units[naming[0]]
    said_subject = _subject_phrase(said.text)
    # (or, for a quantity, where the clause names another in place of the claim's name it lacks: "the parish precept is
    # £84.20 in Little Marsden and £112.60 in Upper Fenwick" for the Upper Fenwick precept; a name checked is no
    # quantity, and the other name may be the very one checked)
    # (or where its opening phrase sets it in another named place: "In Leeds, the car club is operated by ..." for the York
    # car club, beside "In York, the scheme is run by ...")
    scene = _OPENING_PHRASE_START.match(said.text)
    unnamed = {f for f in names if not said.features.get(f)} if any(
        f"name:{w}" not in names for w in _CAPITALISED.findall(said_subject + (scene.group(0) if scene else ""))
        if f"name:{w}" in said.features) or any(
        w.lower() not in claim_words for w in _INITIALS_WORD.findall(said_subject)) or quantity and any(
        f.startswith("name:") and f not in names and weight >= 1.0 for f, weight in said.features.items()) else set()
    return {i for i, c in enumerate(units) if holding[i] and not any(c.weight(f"w:{w}", plain) > 0 for w in words)
            and not any(c.features.get(f, 0.0) >= 1.0 for f in unnamed)}


#: a subject's head and the thing it is of, on or for: "The single supplement | on the Tuscany coach holiday"
_HEAD_AND_OWNER = scan.pattern(r"(.+?)\s+(?:for|on|of|at|in)\s+(?:the\s+|your\s+|our\s+|a\s+|an\s+)?(.+)", re.IGNORECASE)

#: a thing's owner after it in a clause: "a £5 fee for lost cards"
_OWNER_AFTER = scan.pattern(r"\b(?:for|on|of|at|in)\s+(?:the\s+|your\s+|our\s+|a\s+|an\s+)?([A-Za-z][\w'’-]*(?:\s+[A-Za-z]"
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
    # (a piece of the clause's own sentence goes on about its names as fully: "... applies to the cardholder and up to
    # three other adults ..., plus up to four children")
    return any(j != index and holding[j] and nouns <= other.own_words
               and all(other.features.get(f"name:{n}", 0.0) >= 1.0 or other.sentence == units[index].sentence
                       and other.features.get(f"name:{n}", 0.0) > 0 for n in named) for j, other in enumerate(units))


#: plurals with no "s" a count may name ("212 children")
_IRREGULAR_PLURAL = "|".join(plural for plural in tx._IRREGULAR_PLURALS if not plural.endswith("s"))

#: the stems of plural nouns counting anyone at all ("people", "persons", "individuals")
_ANY_PERSON = frozenset({"person", "individual"})


def _counts_other_things(index: int, units: Sequence[_Clause], holding: list[bool], held: frozenset[str],
                         nouns: set[str], claim_words: frozenset[str]) -> bool:
    """Whether every number clause ``index`` holds counts a thing named, no word of the claim's, while another clause
    stating such a value says the ``nouns`` the claim counts. People are no kind of thing: a clause counting
    "visitors" counts what "41,200 people" counts."""
    clause = units[index]
    if nouns <= _ANY_PERSON or nouns & clause.own_words or not any(holding[j] and j != index and nouns <= other.own_words
                                           for j, other in enumerate(units)):
        return False
    counted = [{a for a, _ in _counted(clause.text).get(v, frozenset())} for v in held]
    # (a plural noun right after each number, or after a word naming its kind, in figures or words: "60 violins", "two
    # glasses of champagne", "4 wardrobe cartons", not "180 completed the trial")
    # ("three other adults": the things counted past the word saying they are more of them)
    return all(things - {""} and not things & (nouns | claim_words) for things in counted) and all(
        re.search(r"(?<![\d.,])(?:" + re.escape(v) + (f"|{_NUMBER_AS_WORD[v]}" if v in _NUMBER_AS_WORD else "")
                  + r")\s+(?:(?:other|more|additional|extra)\s+)?(?:[a-z]+\s+)?(?:[a-z]+[^s\W]s|" + _IRREGULAR_PLURAL + r")\b",
                  clause.text.replace(",", ""),
                  re.IGNORECASE) for v in held)


#: a count and the words naming what it counts, up to their plural: "4 open water dives"
_COUNT_PHRASE = scan.pattern(r"(?<![\d.,£$€¥])(\d[\d,]*|" + "|".join(sorted(tx._NUMBER_WORDS, key=len, reverse=True))
                             + r")\s+((?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*[^s\W]s)\b", re.IGNORECASE)


@memoised_copies(dict, maxsize=16384)  # (asked of each clause for each of its neighbours)
def _count_phrases(text: str) -> dict[str, frozenset[tuple[str, ...]]]:
    """For each number of a text, the stems of the words naming what it counts, up to their plural: "5 confined water
    dives" -> {"5": {("confin", "water", "dive")}}."""
    out: dict[str, set[tuple[str, ...]]] = {}
    for m in _COUNT_PHRASE.finditer(text):
        number = m.group(1).lower()
        value = tx._NUMBER_WORDS.get(number) if number.isalpha() else number.replace(",", "")
        if value is None:
            continue
        words = tuple(_stem(w.lower()) for w in m.group(2).split())
        if all(words) and not set(m.group(2).lower().split()) & tx.STOPWORDS:
            out.setdefault(f"{float(value):g}", set()).add(words)
    return {value: frozenset(phrases) for value, phrases in out.items()}


def _counts_another_kind(claim: str, value: str, index: int, units: Sequence[_Clause], holding: list[bool],
                         claim_words: frozenset[str]) -> bool:
    """Whether clause ``index`` counts another kind of the thing the claim counts, where another clause stating a number
    counts the claim's very kind: "5 confined water dives in the pool and 4 open water dives at the lake" for "4 open
    water dives" (the same plural, another word before it)."""
    if not holding[index]:
        return False
    claimed = _count_phrases(claim).get(value, frozenset())
    if len(claimed) != 1:
        return False
    phrase = next(iter(claimed))
    if len(phrase) < 2:
        return False
    own = {p for ps in _count_phrases(units[index].text).values() for p in ps}
    # (a word of another kind in place of one of the claim's: not a phrase saying less, "10 free withdrawals" for "free
    # ATM withdrawals", nor more, "4 private consultation rooms" for "consultation rooms")
    return bool(own) and phrase not in own and all(
        p[-1] == phrase[-1] and set(p) - set(phrase) - claim_words and set(phrase) - set(p) for p in own) and any(
        holding[j] and j != index and any(phrase in ps for ps in _count_phrases(other.text).values())
        for j, other in enumerate(units))


#: a number as ``_counted`` keys it, and the word writing it: "2" -> "two"
_NUMBER_AS_WORD = {f"{float(number):g}": word for word, number in tx._NUMBER_WORDS.items()}


#: what the claim's thing is for, before its verb taking a value: "Delivery for a double bass costs"
_CLAIMED_FOR = scan.pattern(r"\bfor\s+(?:a|an|the|your|each)?\s*((?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s+(?:costs?|is|are|takes?|"
                            r"lasts?|pays?)\b", re.IGNORECASE)

_CASE_FOR = scan.pattern(r"\W*for\s+([^,]+),", re.IGNORECASE)


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
_SHARE_DID = scan.pattern(r"\d%\s+(?:of\s+(?:[A-Za-z-]+\s+){1,3}?)?(" + _IRREGULAR_PAST + r"|[a-z]{3,}ed)\b")


def _share_did(text: str) -> frozenset[str]:
    """What the text's shares did, stemmed (``_SHARE_DID``)."""
    return frozenset(_stem(m.group(1)) for m in _SHARE_DID.finditer(text))


#: a period's bound: "within 6 months", "after 3 working days", "before 14 days"
_PERIOD_BOUND = scan.pattern(r"\b(within|after|before)\s+(?:\d[\d,.]*|a|an|one|two|three|four|five|six|seven|eight|nine|ten|"
                             r"twelve|fourteen|thirty)[\s-]+(?:(?:working|business|calendar|clear)\s+)?"
                             r"(?:hours?|days?|weeks?|months?|years?)\b", re.IGNORECASE)


#: an amount or a size written before the thing it labels: "A £20 bundle", "the 10GB plan", "a 2-hour lesson" stays out
#: (a duration is a value of its own)
_LABELLING_VALUE = scan.pattern(r"(?<![\w.,])([£$€¥]\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:GB|MB|TB|kW|kWh|mAh))"
                                r"[\s-]+([a-z]{3,})\b")


def _labelled_things(text: str) -> frozenset[tuple[str, str]]:
    """(value, stem of the thing) for each amount or size the text writes before the thing it labels: "A £20 bundle" ->
    ("£20", "bundl"); not where the word after it is a unit or a specific's word ("£20 per month")."""
    return frozenset((m.group(1).replace(" ", "").replace(",", ""), _stem(m.group(2)))
                     for m in _LABELLING_VALUE.finditer(text)
                     if m.group(2) not in tx.STOPWORDS and _stem(m.group(2)) not in _SPECIFIC_WORDS)


def _period_bounds(text: str) -> frozenset[str]:
    """How the text bounds its periods (``_PERIOD_BOUND``): "within", "after", "before"."""
    return frozenset(m.group(1).lower() for m in _PERIOD_BOUND.finditer(text))


def _in_an_unclaimed_case(claim_words: frozenset[str], i: int, units: Sequence[_Clause], holding: list[bool]) -> bool:
    """Whether clause ``i`` opens with a case the claim never names ("In an emergency (e.g. a hull breach), a lift can
    usually be arranged with 24 hours' notice"), where another clause stating a value opens with none: what the claim
    says of its thing plainly is the plain clause's ("Routine lift-outs need to be booked at least 10 working days
    ahead")."""
    case = _IN_A_CASE.match(units[i].text)
    if not (holding[i] and case) or _words(case.group(1)) & claim_words:
        return False
    return any(holding[j] and not _IN_A_CASE.match(units[j].text) and not _CASE_FOR.match(units[j].text)
               for j in range(len(units)) if j != i)


#: a clause opening with the exceptional case it holds in: "In an emergency,", "In the event of a cancellation (...),", "In
#: exceptional circumstances," (not a kind of case, one of several the passage sets side by side: "In a criminal case,")
_IN_A_CASE = scan.pattern(r"\W*in\s+(?:an?\s+)?((?:emergenc(?:y|ies)|urgent\s+cases?|exceptional\s+(?:cases?|circumstances))|"
                          r"(?:the\s+event|case)\s+of\s+(?:an?\s+|the\s+)?[\w'’-]+(?:\s+[\w'’-]+)?)\s*(?:\([^)]*\))?\s*,",
                          re.IGNORECASE)


def _opening_with_case(claim: str, units: Sequence[_Clause], holding: list[bool]) -> list[int]:
    """The one clause stating a value that opens with the case the claim's thing is for ("For harps and double basses,
    ..."), where only one does."""
    said = _CLAIMED_FOR.search(claim)
    case = _words(said.group(1)) if said else frozenset()
    opening = [i for i, c in enumerate(units) if case and holding[i] and (m := _CASE_FOR.match(c.text))
               and case <= _words(m.group(1))]
    # (so does a line keyed by the option the claim opens with: "Express service: in and out in 60 minutes" for "With
    # the express service your dog is in and out within 60 minutes")
    option = _OPTION_OPENING.match(claim)
    option_words = _words(option.group(1)) if option else frozenset()
    opening = opening or [i for i, c in enumerate(units) if option_words and holding[i] and (m := _LINE_KEY.match(c.text))
                          and option_words <= _words(m.group(1))]
    # (and a clause opening with the time the claim says its thing holds in: "During probation, either party may end
    # employment by giving one week's notice" for "The notice period during probation")
    during = _DURING.search(claim)
    during_words = _words(during.group(1)) if during else frozenset()
    opening = opening or [i for i, c in enumerate(units) if during_words and holding[i]
                          and (m := _DURING_OPENING.match(c.text)) and during_words <= _words(m.group(1))]
    # (or, where the claim sets no case apart, one opening with a case of a word the claim says and no other clause
    # stating a value does: "For premium and sports cars, the minimum age is 25" for "to hire a sports car", beside
    # "Drivers must be at least 21 years old to hire one of our cars")
    if not (case or option_words or during_words):
        claim_words = _words(claim)
        stating = [i for i in range(len(units)) if holding[i]]
        # (not one whose case is the scene of its whole sentence: "For flights cancelled by the airline, cash refund
        # requests must be submitted by 30 June 2025, whereas voucher claims ... can be made until 31 December 2025")
        opening = [i for i in stating if (m := _CASE_FOR.match(units[i].text)) and any(
            not any(word in units[j].own_words for j in stating if j != i) for word in _words(m.group(1)) & claim_words)
            and not any(units[j].sentence == units[i].sentence for j in stating if j != i)]
    return opening if len(opening) == 1 else []


#: the time a claim says its thing holds in: "during probation", "during the trial period"
_DURING = scan.pattern(r"\bduring\s+(?:the\s+|your\s+|its\s+|their\s+)?([\w'’-]+(?:\s+[\w'’-]+)?)", re.IGNORECASE)
_DURING_OPENING = scan.pattern(r"\W*during\s+([^,]+),", re.IGNORECASE)


#: a claim opening with the option it speaks of: "With the express service, ...", "On the Premium plan your ...", "For a
#: blocked drain, ..."
_OPTION_OPENING = scan.pattern(r"\W*(?:with|on|under|using|for)\s+(?:the|a|an|your|our)\s+((?:[\w'’-]+\s+){0,3}?[\w'’-]+?)"
                               r"(?:\s*,|\s+(?=(?:your|you|the|a|an|it|they|we|all|each|every)\b))", re.IGNORECASE)


#: a date a thing is done by: "by Thursday 27 March 2025", "by 29 August"
_BY_DATE = scan.pattern(r"\bby\s+(?:" + _DAY_NAME + r",?\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:"
                        + _MONTH_NAMES_RE + r")|(?:" + _MONTH_NAMES_RE + r")\s+\d{1,2})\b")


def _not_done_by(claim: str, units: Sequence[_Clause], holding: list[bool], claim_words: frozenset[str]) -> set[int]:
    """Where the claim says a thing is done by a date and one clause stating a date says a thing of the claim's words done
    by one: the other clauses stating dates, none by a date."""
    if not _BY_DATE.search(claim) or not claim_words:
        return set()
    doing = [i for i, c in enumerate(units)
             if holding[i] and _BY_DATE.search(c.text) and any(c.features.get(w, 0.0) >= 1.0 for w in claim_words)]
    if not doing:
        # (where none says "by", the clauses saying a deadline of the claim's thing in other words are where it is, not
        # those saying when the event itself is: "with entries closing on 23 April" for "the entry has to be in by 23
        # April", not "exams run from 8 June to 11 July")
        deadlines = [i for i, c in enumerate(units) if holding[i] and _DEADLINE_WORDS.search(c.text)
                     and any(c.features.get(w, 0.0) >= 1.0 for w in claim_words if w != "w:deadlin")]
        return {i for i, c in enumerate(units) if holding[i] and i not in deadlines and _EVENT_RUNS.search(c.text)
                and not _DEADLINE_WORDS.search(c.text) and not re.search(r"\bby\b", c.text)} if deadlines else set()
    if len(doing) != 1:
        return set()
    # (one saying a deadline in other words may be the claim's: "applications for the September list close on 8 August")
    # (nor is a listed piece of its sentence, which inherits what is done by its date: "5 January (spring)" of "termly
    # invoices are due by 1 September (autumn), 5 January (spring) and 20 April (summer)")
    return {i for i, c in enumerate(units) if holding[i] and i != doing[0] and not _BY_DATE.search(c.text)
            and not _DEADLINE_WORDS.search(c.text)
            and not (c.sentence == units[doing[0]].sentence
                     and any(0.0 < c.features.get(w, 0.0) < 1.0 for w in claim_words))}


#: words saying when an event itself is: "exams run from 8 June", "matches take place between 1 March and 30 April"
_EVENT_RUNS = scan.pattern(r"\b(?:runs?|running|takes?\s+place|taking\s+place|(?:is|are)\s+held|happens?|starts?|begins?)\b",
                           re.IGNORECASE)

#: words saying a date is a deadline: "close on", "the last order date is", "have until"
_DEADLINE_WORDS = scan.pattern(r"\b(?:until|till|deadline|closes?|closing|last|due|latest|before|no\s+later\s+than)\b",
                               re.IGNORECASE)


def _agent_features(claim: str, evidence: str) -> set[str]:
    """The evidence's features of the nouns naming who does what the claim says is done by someone: "underwritten by"
    is the evidence's "Underwriter", "managed by" its "manager"."""
    agents = set()
    for m in _DONE_BY.finditer(claim):
        verb = m.group(1)
        bases = {verb[:-3] + "e"} if verb.endswith("tten") else {verb[:-2], verb[:-1]} if verb.endswith("ed") \
            else {_IRREGULAR_DONE[verb]} if verb in _IRREGULAR_DONE else set()
        agents |= {base + ending for base in bases for ending in ("r", "er", "or")}
    if not agents:
        return set()
    # (and a compound of what the claim says is done and who does it: "The wines are made by" is told by "our
    # winemaker is")
    claim_stems = tx.content_words(claim)
    return {f"name:{word}" if word in _evidence_names(evidence) else f"w:{_stem(word.lower())}"
            for word in re.findall(r"\b[A-Za-z]{4,}\b", evidence) if word.lower() in agents or any(
                word.lower().endswith(agent) and len(word) - len(agent) >= 3
                and _stem(word.lower()[:-len(agent)]) in claim_stems for agent in agents)}


#: the plain verbs of participles that do not end in "-ed": "made by" is done by a maker
_IRREGULAR_DONE = {"made": "make", "led": "lead", "held": "hold", "built": "build"}


#: a name a value is said in or for: "in Scotland", "In the United Kingdom", "at Heathrow", "for Wales"
_PLACE = scan.pattern(r"\b(in|at|for)\s+(?:the\s+)?"
                      # (a part of the place is in it: "in the south of England", "in the rest of the UK")
                      r"(?:(?:(?:north|south)(?:[- ]?(?:east|west))?|east|west|centre|center|rest|heart|middle)\s+of\s+"
                      r"(?:the\s+)?)?([A-Z][\w'’-]*)", re.IGNORECASE)


def _places(text: str, names: frozenset[str]) -> frozenset[tuple[str, str]]:
    """(preposition, name) of each of the ``names`` a text says a value is in, at or for: ("in", "Scotland"); not a
    label's word, no place: "in Band C", "in Zone 2"."""
    return frozenset((m.group(1).lower(), m.group(2)) for m in _PLACE.finditer(text)
                     if (m.group(2) in names and m.group(2)[0].isupper() or _PLACE_ABBREVIATION.fullmatch(m.group(2)))
                     and not _LABEL_AFTER.match(text, m.end()))


#: what makes the word before it a label's: "C" of "Band C", "2" of "Zone 2"
_LABEL_AFTER = scan.pattern(r"\s+(?:[A-Z]|\d{1,3})\b(?![\w'’-])")


#: a place written in capitals: "in the UK", "in the EU", "for the US"
_PLACE_ABBREVIATION = scan.pattern(r"UK|EU|US|USA|EEA|UAE|NZ")


#: the stops a route makes on its way: ", calling at Newport, Chepstow and Bristol Temple Meads" ("via" may say by what
#: means: "delivered via the Bramble platform")
_CALLING_AT = scan.pattern(r"\b(?:calling|stopping)\s+(?:only\s+)?at\b[^.;]*")


def _another_of_the_name(claim_runs: list[set[str]], clause: _Clause) -> bool:
    """Whether the clause names another thing of a name the claim names in part ("An Adult Day ticket ... costs
    £5.50" for "A Family Day ticket"), and never the claim's thing."""
    if not claim_runs:
        return False
    def stems(run: set[str]) -> set[str]:  # ("Capital Awards" is the "Capital Award")
        return {_stem(word.lower()) for word in run}

    # (places a route calls at on its way are no other thing it is of: "The stopping service 91 takes 2 hours 5 minutes,
    # calling at Newport, Chepstow and Bristol Temple Meads" still goes to Bristol Airport)
    text = _CALLING_AT.sub(" ", clause.text)
    runs = [stems(run) for run in _name_runs(text, clause.values["name"])]
    named = stems(set(clause.values["name"]))
    # (a word of the claim's name the clause writes before the run, capitalised by the line's grammar, is the run's: "-
    # Pension Credit Discount: 25% off" is said of "Pension Credit")
    return any(run & own and run - own and not (own - run) & named and not any(own <= r for r in runs)
               and not (own - run) <= _written_stems(text) for own in map(stems, claim_runs) for run in runs)


@lru_cache(maxsize=16384)
def _written_stems(text: str) -> frozenset[str]:
    return frozenset(_stem(w) for w in tx.words(text))


def _part_of_the_name(claim: str, claim_runs: list[set[str]], index: int,
                      unit_runs: Sequence[list[frozenset[str]]]) -> bool:
    """Whether clause ``index`` names a name the claim names without the claim's first words, where another clause names
    it in full (``unit_runs``: each clause's names, stemmed): "The Express Pass ... costs $49" is not about "The Platinum
    Express Pass", which the next sentence prices (but "Ashby" may be short for "Ashby Hall", and "the Shop" after "the
    Museum Shop" is said for it)."""
    for run in claim_runs:
        own = frozenset(_stem(word.lower()) for word in run)
        if any(own <= said for said in unit_runs[index]):
            continue
        for said in unit_runs[index]:
            left_out = [w for w in run if _stem(w.lower()) not in said]
            kept = [w for w in run if _stem(w.lower()) in said]
            in_full = [at for at, runs in enumerate(unit_runs) if at != index and any(own <= other for other in runs)]
            # (one word of a name the passage gave in full before is a short way back to it: "the Museum Shop ... 20% off
            # in the Shop")
            back_reference = len(kept) == 1 and all(at < index for at in in_full)
            if said < own and kept and max(claim.find(w) for w in left_out) < min(claim.find(w) for w in kept) \
                    and in_full and not back_reference:
                return True
    return False


def _another_code(claim_codes: set[str], clause: _Clause) -> bool:
    """Whether the clause names another model of the claim's code's series, and not the claim's own: "the QX-500TR
    router" is no "QX-500EX"."""
    series = {_series(code) for code in claim_codes}  # (and "the ID.3" is no "ID.4")
    codes = {f for f in clause.features if f.startswith("code:")}
    return bool(series) and not codes & claim_codes and any(_series(code) in series for code in codes)


def _series(code: str) -> str:
    """The series a code feature names one model of: its part before a hyphen or a dot ("code:qx" of "code:qx-500ex"),
    or a size for a size written as one word ("the 6x4ft shed" is no "8x6ft" one)."""
    return "size" if re.fullmatch(r"code:\d{1,2}x\d{1,2}(?:ft|m)", code) else re.split(r"[-.]", code)[0]


def _in_place_phrase(claim: str, name: str) -> bool:
    """Whether the claim says ``name`` in a phrase of where or what of ("on Eastbridge District Council", "at the
    Civic Centre"), not as who or what does something."""
    run = re.search(r"((?:[A-Z][\w'’-]*\s+)*)" + re.escape(name) + r"\b", claim)
    return run is not None and re.search(r"\b(?:on|at|in|of|for)\s+(?:the\s+)?$", claim[:run.start()]) is not None


#: a route with its two ends: "From the UK to Ireland", "between Leeds and York"
_ROUTE_ENDS = scan.pattern(r"\b(?i:from|between)\s+(?:the\s+)?((?:[A-Z][\w'’-]*\s+)+)(?:to|and)\s+(?:the\s+)?"
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
_STRICT_BOUND = scan.pattern(r"\b(?:(?:fewer|less|more)\s+than|under|below|over|above)\s+(\d[\d,]*(?:\.\d+)?)(?![\d,%]|\.\d)",
                             re.IGNORECASE)


def _strictly_beyond(claim: str, units: Sequence[_Clause]) -> set[int]:
    """The clauses bounding a number the claim states plainly from beyond it, where another clause states the number
    itself (a range's end, say): "Fewer than 10 days before arrival: 100% charge" is no case of "Cancelling 10 days before
    arrival", which "10 to 20 days before arrival: 25% charge" is."""
    if re.search(r"\b(?:under|over|below|above|fewer|less|more|older|younger|larger|bigger|smaller|longer|shorter|heavier|"
                 r"lighter|higher|lower)\b[\s-]*(?:than\s+)?\d", claim, re.IGNORECASE) \
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
_THRESHOLD_AFTER = scan.pattern(r"(?<![\d.,])(\d[\d,]*(?:\.\d+)?)\s*(?:[A-Za-z]+\s*)?(?:(\+)|(?:or|and)\s+"
                                r"(over|above|more|older|upwards|longer|under|below|less|fewer|younger|shorter)\b)")


def _sides(text: str) -> frozenset[tuple[str, str]]:
    """(side, number) of each threshold a text sets before or after its number, or by a span (``_thresholds``): "under
    15kg" -> ("below", "15"), "15kg and over" -> ("above", "15")."""
    after = frozenset(("above" if m.group(2) or m.group(3).lower() in _ABOVE_WORDS else "below",
                       f"{float(m.group(1).replace(',', '')):g}") for m in _THRESHOLD_AFTER.finditer(text))
    return _thresholds(text) | after


_ABOVE_WORDS = frozenset(("over", "above", "more", "older", "upwards", "longer"))

#: a bound said by its side before its number, the number within it: "at least 18", "up to and including the age of 11"
#: (narrower than the ranges' ``_AT_MOST`` in ``conflicts``: a plain "up to 28 days" is the claim's value, no side of it)
_AT_LEAST_OR_MOST = scan.pattern(r"\b(?:(at\s+least|a\s+minimum\s+of|no\s+(?:younger|less|fewer)\s+than)|(at\s+most|"
                                 r"a\s+maximum\s+of|no\s+(?:older|more)\s+than|up\s+to\s+and\s+including))\s+"
                                 r"(?:the\s+age\s+of\s+|age\s+)?(\d[\d,]*(?:\.\d+)?)(?![\d,]|\.\d)", re.IGNORECASE)


def _bounded_other_way(claim: str, value: str, text: str) -> bool:
    """Whether the text bounds the claim's number only from the other side than the claim does: "guests aged 13 and
    under" is no "at least 13"."""
    def sides(of: str) -> set[str]:
        said = {side for side, number in _sides(of) if number == value}
        return said | {"above" if m.group(1) else "below" for m in _AT_LEAST_OR_MOST.finditer(of)
                       if f"{float(m.group(3).replace(',', '')):g}" == value}
    ours = sides(claim)
    theirs = sides(text) if ours else set()
    return bool(theirs) and not theirs & ours


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
_QUANTITY_AFTER_LABEL = scan.pattern(r"\s*(?:%|per\s*cent|percent)|[a-z]")


def _only(text: str) -> frozenset[str]:
    """The stems of the words a text says "only" after: "Fitting only" -> "fit"."""
    return frozenset(_stem(w.lower()) for w in _ONLY_AFTER.findall(text) if w.lower() not in tx.STOPWORDS)


_ONLY_AFTER = scan.pattern(r"\b([A-Za-z]{3,})\s+only\b")

#: a verb in the present taking a value: "starts at", "costs", "seats"
_VALUE_VERB = scan.pattern(r"\b(?:starts?|begins?|opens?|closes?|costs?|takes?|lasts?|runs?|seats?|holds?|includes?|"
                           r"offers?|gives?|pays?|earns?|receives?|gets?|requires?)\b")

#: a doing opening a text and the words of what it is done to: "Buying a new release on FilmVault"
_DOING_AND_OBJECT = scan.pattern(r"\W*([A-Z][a-z]{2,}ing)\s+((?:[a-z][\w-]*\s+){1,3})")

#: a clause opening with a doing: "Renting a new release ..."
_OPENING_DOING = scan.pattern(r"\W*([A-Z][a-z]{2,}ing)\s+(?:a|an|the|your|our|their|its)\b")


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
    # (a model's letter and number written as one word names it wherever the claim says it, no value: "You can
    # pre-order the ROG Zephyrus G16 from ..." is not of "The ROG Zephyrus G14 is available to pre-order from ...")
    claimed |= {f"label:{word.lower()} {label}" for word, label in _labels(claim)
                if re.search(r"\b" + re.escape(word + label) + r"\b", claim)}
    # (and an ordinal's wherever the claim says it, but in a place it puts a thing: "A first offence ... leads to a
    # four-week suspension" is not of "a second offence"; "is on the first floor" may be the claim's value)
    claimed |= _ordinal_labels(claim, keys_only=True)
    words = {f.split()[0] for f in claimed}
    # (and so does a model's code after its maker's or range's name: "the Galaxy S24" is not of "the Galaxy A15")
    models = {(name, code.lower()) for name, code in _MODEL_CODE.findall(claim)}
    ranges = {name for name, _ in models}
    relabelled = {i for i, c in enumerate(units) if claimed and not claimed & set(c.features) and any(
        f.startswith("label:") and f.split()[0] in words and w >= 1.0 for f, w in c.features.items())}
    named = {i: _model_codes(c.text) for i, c in enumerate(units)} if models else {}
    # (and a letter before a word the evidence letters so more than one way: "the I Acc share class" is not of "A Acc")
    claim_letters = _LETTER_BEFORE.findall(claim)
    lettered = {i: _letters_before(c.text) for i, c in enumerate(units)} if claim_letters else {}
    letters_of: dict[str, set[str]] = {}
    for letter, word in set().union(*lettered.values()):
        letters_of.setdefault(word, set()).add(letter)
    claim_lettered = {(letter, word) for letter, word in claim_letters if len(letters_of.get(word, ())) >= 2}
    lettered_words = {word for _, word in claim_lettered}
    return relabelled | {i for i, found in named.items()
                         if models and not models & found and any(name in ranges for name, _ in found)} | {
        i for i, found in lettered.items() if not claim_lettered & found and any(word in lettered_words for _, word in found)}


#: a capital letter naming which of a kind, before its word: "A Acc" / "I Acc" share classes
_LETTER_BEFORE = scan.pattern(r"(?<![\w'’.-])([A-Z])\s+([A-Z][a-z]+)\b")


#: a model's code after its name: "Galaxy S24", "Lumen X2", "Zephyrus G16"
_MODEL_CODE = scan.pattern(r"\b([A-Z][a-z]+)\s+([A-Z]{1,3}\d{1,4}[a-z]?)\b")


@lru_cache(maxsize=65536)
def _model_codes(text: str) -> frozenset[tuple[str, str]]:
    """(name, code in small letters) of each model ``text`` names by its code (``_MODEL_CODE``)."""
    return frozenset((name, code.lower()) for name, code in _MODEL_CODE.findall(text))


@lru_cache(maxsize=65536)
def _letters_before(text: str) -> frozenset[tuple[str, str]]:
    """(letter, word) of each capital letter naming which of a kind in ``text`` (``_LETTER_BEFORE``)."""
    return frozenset(_LETTER_BEFORE.findall(text))


def _longer_row_names(claim: str, evidence: str, units: Sequence[_Clause]) -> set[int]:
    """Where a table row's name is all said by the claim, the rows named by it and more that the claim does not say:
    "The Sunny Export tariff" is the row "Sunny Export", not "Sunny Export Plus"; so with a list line's key: "the
    afternoon slot" is "Afternoon: 13:30 - 15:30", not "Late afternoon: 16:00 - 18:00"."""
    said = {_stem(w) for w in _ROW_NAME_WORD.findall(claim.lower())}
    # (a count written out says the row's digits: "for two adults and two children" is "Family (2 adults + 2 children)")
    said |= {f"{tx._NUMBER_WORDS[w]:g}" for w in said & tx._NUMBER_WORDS.keys()}
    columns = {header.split(" · ")[0].strip() for header in _table_headers(evidence).values()} \
        if "|" in evidence else set()  # (a header row names none)

    def row_name(c: _Clause) -> str | None:
        if " · " in c.text and "|" in evidence:
            return c.text.split(" · ")[0].strip()
        key = _LINE_KEY_NAME.match(c.text)
        return key.group(1) if key else None

    written = {i: row_name(c) for i, c in enumerate(units)}
    names = {i: frozenset(_stem(w) for w in _ROW_NAME_WORD.findall(name.lower()))
             for i, c in enumerate(units) if (name := written[i]) is not None and not c.title and name not in columns
             and any(c.values[kind] for kind in _KINDS if kind != "name")}
    claimed = [name for name in names.values() if name - {""} and name <= said]  # (not one of stop words: "Other")
    # (a note in brackets after a row's name adds nothing the claim must say, where the name before it says more of
    # the claim than the shorter row: "Off-peak adult (weekdays before 5 pm)" is the "Off-peak adult membership",
    # not a longer "Adult")
    noted = {i: frozenset(_stem(w) for w in _ROW_NAME_WORD.findall(_BRACKETED.sub(" ", written[i] or "").lower()))
             for i in names}
    return {i for i, name in names.items() if name - said
            and any(own < name and not (own < noted[i] <= said) for own in claimed)}



_ROW_NAME_WORD = scan.pattern(r"[a-z][a-z'’-]*|\d+")

#: a list line's key naming its thing, before the colon: "Late afternoon: 16:00 - 18:00"
_LINE_KEY_NAME = scan.pattern(r"\W*([A-Za-z][^:·\d]{0,40}?):\s")


#: a capitalised word right after a name, which with it names another thing: " Plus", " Pro" (not a sentence's next
#: word: "Active Family. Members ...")
_NAME_WORD_AFTER = scan.pattern(r"[ \t]+([A-Z][a-z][\w'’-]*)\b")


def _longer_names(claim: str, units: Sequence[_Clause]) -> set[int]:
    """Where a clause names the claim's name of a word and a number as it stands, the clauses naming it only with a
    capitalised word more that the claim does not say: "the Nova 8" is not "the Nova 8 Pro"."""
    out: set[int] = set()
    for run in _NAME_AND_NUMBER.findall(claim):
        written = r"(?<![\w-])" + r"\s+".join(re.escape(part) for part in run.split()) + r"(?![\w-])"
        plain: set[int] = set()
        longer: set[int] = set()
        for i, c in enumerate(units):
            for m in re.finditer(written, c.text):
                after = re.match(r"\s+([A-Z][\w'’-]*)", c.text[m.end():])
                (longer if after and not re.search(r"\b" + re.escape(after.group(1)) + r"\b", claim, re.IGNORECASE)
                 else plain).add(i)
        if plain - longer:
            out |= longer - plain
    # (and of two capitalised words, the clauses naming it only with a model number more: "the Chromebook Duet" is not
    # "the Chromebook Duet 3")
    for run in _TWO_NAME_WORDS.findall(claim):
        written = r"(?<![\w-])" + r"\s+".join(re.escape(part) for part in run.split()) + r"(?![\w-])"
        numbered, bare = set(), set()
        for i, c in enumerate(units):
            for m in re.finditer(written, c.text):
                number = _MODEL_NUMBER_AFTER.match(c.text, m.end())
                # (or a capitalised word more: "the Active Family" is not "the Active Family Plus option")
                word = _NAME_WORD_AFTER.match(c.text, m.end())
                if number is None and (word is None or re.search(r"\b" + re.escape(word.group(1)) + r"\b", claim)):
                    bare.add(i)
                elif number is None or not re.search(r"\b" + re.escape(run) + r"\s+" + number.group(1) + r"\b", claim):
                    numbered.add(i)
        # (not one whose sentence names it bare after: "Pension Credit Discount: 25% off your water and | sewerage bill if
        # anyone in the household receives Pension Credit" is the discount for Pension Credit)
        if bare - numbered:
            out |= {i for i in numbered - bare if not any(units[j].sentence == units[i].sentence for j in bare)}
    # (and of two capitalised words after "the", the clauses naming it only after "the" and a capitalised word more:
    # "the Members' Room" is not "the Family Members' Room"; "London King's Cross" is King's Cross)
    for m in _CAPITALISED_RUN.finditer(claim):
        run = m.group(0).split()
        if run[0] == "The":
            run = run[1:]
        elif not re.search(r"\bthe\s+$", claim[:m.start()]):
            continue
        if len(run) < 2:
            continue
        written = r"(?<![\w-])" + r"\s+".join(re.escape(part) for part in run) + r"(?![\w-])"
        prefixed: set[int] = set()
        unprefixed: set[int] = set()
        for i, c in enumerate(units):
            for found in re.finditer(written, c.text):
                before = _CAPITAL_BEFORE.search(c.text, 0, found.start())
                other = before is not None and before.group(1).lower() not in tx.STOPWORDS \
                    and not re.search(r"\b" + re.escape(before.group(1)) + r"\b", claim, re.IGNORECASE)
                (prefixed if other else unprefixed).add(i)
        if unprefixed - prefixed:
            out |= prefixed - unprefixed
    return out


#: a run of capitalised words (a possessive's apostrophe ends one: "The Members' Room")
_CAPITALISED_RUN = scan.pattern(r"\b[A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*)+")

#: a capitalised word just before, after "the": "Family" in "The Family Members' Room"
_CAPITAL_BEFORE = scan.pattern(r"\b(?i:the)\s+([A-Z][\w’'-]*)\s+$")


_TWO_NAME_WORDS = scan.pattern(r"\b[A-Z][a-z]{2,}\s+[A-Z][a-z]{2,}\b(?!\s+[A-Z\d])")

#: a model number after a name, where the name's clause goes on: "the Chromebook Duet 3, reaches"
_MODEL_NUMBER_AFTER = scan.pattern(r"\s+(\d{1,2}[a-z]?)(?=\s*[,;)]|\s+(?:is|has|was|reaches|uses|costs|comes|gets|will|can|"
                                   r"offers|runs|weighs|lasts)\b)")


#: a name and the number naming its model: "Nova 8", "Galaxy S24", "Series 9" (not a weekday and the day of the month:
#: "Saturday 8" is no model that "Saturday 8 March" names longer)
_NAME_AND_NUMBER = scan.pattern(r"\b(?!" + _DAY_NAME + r"\b)[A-Z][a-z][\w'’-]*\s+[A-Z]?\d+[a-z]?\b")


#: kinds of vehicle, as stems, and the stem of the word for them all
_VEHICLES = frozenset(_stem(w) for w in "van car lorry truck minibus coach bus motorcycle motorbike taxi pickup".split())
_VEHICLE = _stem("vehicles")


def _ranged_counts(claim: str, units: Sequence[_Clause]) -> tuple[frozenset[str], set[int], set[int]]:
    """(the claim's plain counts no clause states but some clause's range holds, the clauses whose ranges hold none
    of them, the clauses whose ranges hold one): "200 parcels" in "between 100 and 499 parcels", not in "more than 500
    parcels"."""
    stated = frozenset().union(*(c.values["number"] for c in units))
    counted = _counted(claim)
    # (a count of a thing, the ranges of clauses counting that thing: no age range holds "2 tickets")
    nouns = {v: {a for a, _ in counted.get(v, frozenset()) if a} for v in _values(claim)["number"]}
    # (a group's size counts people, and groups: "A group of 9 qualifies" is in "bookings of 8 or more people", "A group
    # of 12 delegates" in "Groups of 10 or more")
    for m in _GROUP_OF.finditer(claim):
        nouns.setdefault(f"{float(m.group(2)):g}", set()).update(_PEOPLE_WORDS | {_stem(m.group(1).lower())})
    # (a count of vans or cars counts vehicles: "With 25 vans" is in "fleets of 20 or more vehicles")
    for counted_nouns_of in nouns.values():
        counted_nouns_of |= {_VEHICLE for noun in counted_nouns_of if noun in _VEHICLES}
    # (not a bound the claim sets itself, which is what it states: "More than 7 separate absences in 12 months trigger a
    # meeting" is not in "More than 3 separate absences")
    bounds_said = {limit for _, limit in _thresholds(claim)}
    counts = {v for v in _values(claim)["number"] if v not in stated and not _is_year(v) and nouns.get(v)
              and v not in bounds_said}
    counted_nouns = frozenset().union(*nouns.values())

    def bounds_of(text: str, headed: bool = False) -> frozenset[tuple[str, str]]:
        # (a span or an open end written before the counted noun holds its ends: "4 to 6 items", "Up to 3 items"; or
        # one alone in a row under a header naming the noun: "10-15 · 5%" under "Number of children")
        ends = frozenset((side, f"{end:g}") for low, high, currency, unit in _written_ranges(text)
                         if not currency and ({unit, _stem(unit)} & counted_nouns or headed and not unit)
                         for side, end in (("from", low), ("to", high)) if not math.isinf(end))
        # (and a size the counted noun is "of", open above: "Groups of 10 or more")
        sizes = frozenset(("from", f"{float(m.group(2)):g}") for m in _SIZE_OR_MORE.finditer(text)
                          if _stem(m.group(1).lower()) in counted_nouns)
        return _thresholds(text) | ends | sizes

    # (a row counts what its column's header names: "10-15 · 5%" under "Number of children")
    headed = {i for i, c in enumerate(units) if " · " in c.text and not c.title and any(
        nouns[v] & {f[2:] for f in c.features if f.startswith("w:")} for v in counts)}
    ranges = {i: bounds_of(c.text.split(" · ")[0] if i in headed else c.text, i in headed)
              if i in headed or any(nouns[v] & {_stem(w) for w in tx.words(c.text)} for v in counts)
              else frozenset() for i, c in enumerate(units)}
    # (a count open above with no noun of its own counts what the sentence's other range counts: "order 3-4 bridesmaid
    # dresses together and get 10% off; order 5 or more and get 15% off")
    counting = {units[i].sentence for i, bounds in ranges.items() if bounds}
    ranges.update({i: frozenset(("from", f"{float(n):g}") for n in _BARE_OR_MORE.findall(c.text))
                   for i, c in enumerate(units) if not ranges[i] and c.sentence in counting})
    # (and so does one saying its things are "larger" than an earlier clause's range of what is counted: "Larger
    # ceremonies are held in the Great Hall" after "Ceremonies for up to 60 guests")
    for i, implied in _implied_ranges(units).items():
        bounds = frozenset(("above", f"{low:g}") if math.isinf(high) else ("below", f"{high:g}")
                           for low, high, currency, unit in implied
                           if not currency and {unit, _stem(unit)} & counted_nouns)
        if bounds:
            ranges[i] = ranges[i] | bounds

    def holds(bounds: frozenset[tuple[str, str]], count: str) -> bool:
        return all(float(count) > float(limit) if side == "above" else float(count) < float(limit) if side == "below"
                   else float(count) >= float(limit) if side == "from" else float(count) <= float(limit)
                   for side, limit in bounds)

    ranged = frozenset(v for v in counts if any(bounds and holds(bounds, v) for bounds in ranges.values()))
    return ranged, {i for i, bounds in ranges.items() if ranged and bounds and not any(holds(bounds, v) for v in ranged)}, \
        {i for i, bounds in ranges.items() if bounds and any(holds(bounds, v) for v in ranged)}


#: a count open above with no noun after it: "order 5 or more and get 15% off", "groups of 20 or more get 15% off"
_BARE_OR_MORE = scan.pattern(r"(?<![\d.,£$€¥])(\d{1,4})\s*(?:\+|or\s+more|or\s+over)(?=\s*(?:[,;.)]|and\b|$|(?:get|pay|receive|"
                             r"qualify|save|earn|enjoy)\b))")

#: a size open above, of what it counts: "Groups of 10 or more", "parties of 8+"
_SIZE_OR_MORE = scan.pattern(r"\b([A-Za-z]+)\s+of\s+(\d{1,3})\s*(?:\+|or\s+more\b|or\s+over\b)")


#: the hours in a period of each unit (months and years vary, and say no hours)
_IN_HOURS = {"hour": 1.0, "day": 24.0, "week": 168.0}

#: a group's size: "a group of 9", "a party of 12"
_GROUP_OF = scan.pattern(r"\b(group|party|team|family|class)\s+of\s+(\d{1,3})\b(?![.,]\d|\s*%)", re.IGNORECASE)

_PEOPLE_WORDS = frozenset({"people", _stem("people"), "person", _stem("person")})

#: a number a range is written with: "£250,001", "10", "two"
#: (its unit may be written on to it: "18ft to 22ft", "up to 18ft")
_RANGED = r"([£$€¥]?)\s?(\d[\d,]*(?:\.\d+)?(?=\b|(?:ft|m|cm|mm|kg|km)\b)|(?:" + "|".join(
    sorted(_DURATION_WORDS, key=len, reverse=True)) + r")\b)"

#: the ways a range of amounts or durations is written, each -> (which end its first number is, its second's)
_RANGE_FORMS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bbetween\s+" + _RANGED + r"\s+and\s+" + _RANGED, re.IGNORECASE), "span"),
    (re.compile(_RANGED + r"(?:ft|m|cm|mm|kg|km)?\s*(?:-|–|—|to)\s*" + _RANGED, re.IGNORECASE), "span"),
    (re.compile(r"\b(?:more\s+than|over|above|(?:greater|longer|larger|bigger|heavier|higher)\s+than|exceeding|"
                r"in\s+excess\s+of|at\s+least|beyond)\s+"
                r"(?:the\s+)?" + _RANGED, re.IGNORECASE), "above"),
    (re.compile(r"\b(?:(?:less|fewer|shorter|smaller|lighter|lower)\s+than|under|below|within|up\s+to(?:\s+and\s+including)?)\s+"
                r"(?:the\s+)?" + _RANGED, re.IGNORECASE), "below"),
    (re.compile(_RANGED + r"(?:\+|\s+(?:or|and)\s+(?:more|over|above|upwards|longer)\b)", re.IGNORECASE), "above"),
    (re.compile(_RANGED + r"\s+or\s+(?:less|fewer|under|below)\b", re.IGNORECASE), "below"),
)

_UNIT_AFTER = scan.pattern(r"[\s'’]*(?:[a-z]+\s+){0,1}?([A-Za-z]+)")


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


#: a comparative saying the things beyond the bound an earlier clause sets, with no bound of its own: "Larger ceremonies
#: are held in the Great Hall" after "Ceremonies for up to 60 guests", "£300 on larger orders" after "orders under £1,000"
_BEYOND_A_BOUND = scan.pattern(r"\b(?:(larger|bigger|longer|heavier)|(smaller|shorter|lighter))\b(?!\s+than\b)", re.IGNORECASE)


def _implied_ranges(units: Sequence[_Clause]) -> dict[int, list[tuple[float, float, str, str]]]:
    """The range each clause saying things "larger" or "smaller" (``_BEYOND_A_BOUND``) implies, beyond the nearest
    earlier clause's range of the other side, as ``_written_ranges`` gives ranges: "Larger ceremonies" after "up to 60
    guests" -> (60, inf, "", "guest")."""
    out: dict[int, list[tuple[float, float, str, str]]] = {}
    for i, c in enumerate(units):
        said = _BEYOND_A_BOUND.search(c.text)
        if said is None:
            continue
        larger = said.group(1) is not None
        for earlier in reversed(units[:i]):
            bounds = [(low, high, currency, unit) for low, high, currency, unit in _written_ranges(earlier.text)
                      if not math.isinf(high if larger else low)]
            if bounds:
                out[i] = [(high, math.inf, currency, unit) if larger else (-math.inf, low, currency, unit)
                          for low, high, currency, unit in bounds]
                break
    return out


#: a day of a month a period is bounded by: "1 September", "30th of September"
_PERIOD_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"

#: a period of days: "between 1 and 30 September", "from 3 February to 28 February", "1–14 March"
_DATE_PERIOD = scan.pattern(rf"\b(?:between\s+{_PERIOD_DAY}(?:\s+(?:of\s+)?({tx._MONTH_RE}))?\s+and|(?:from\s+)?{_PERIOD_DAY}"
                            rf"(?:\s+(?:of\s+)?({tx._MONTH_RE}))?\s*(?:-|–|—|to|until|till))\s*{_PERIOD_DAY}\s+(?:of\s+)?"
                            rf"({tx._MONTH_RE})\b", re.IGNORECASE)

#: a period open at one end: "before 1 September", "from 1 October", "on or after 1 March"
_DATE_BOUND = scan.pattern(rf"\b(before|until|till|up\s+to|by|on\s+or\s+before|after|from|on\s+or\s+after|starting)\s+"
                           rf"{_PERIOD_DAY}\s+(?:of\s+)?({tx._MONTH_RE})\b(?!\s*(?:-|–|—|to|until|till)\s*\d)", re.IGNORECASE)


def _day_of_year(month: str | int, day: str | int) -> float:
    """A day's place in the year, months apart enough that any day of one comes before the next month's first (the
    month by name, "September", or by number)."""
    number = month if isinstance(month, int) else tx._MONTHS[month.lower().rstrip(".")]
    return number * 32 + int(day)


def _date_ranges(text: str) -> list[tuple[float, float, str, str]]:
    """(first day, last day, "", "date") of each period of days a text bounds, as ``_written_ranges`` gives ranges
    (days as ``_day_of_year`` places them; a year, where written, is left aside): "between 1 and 30 September", "before
    1 September" (up to the day before), "from 1 October" (on)."""
    out = []
    for m in _DATE_PERIOD.finditer(text):
        first_day, first_month = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        low = _day_of_year(first_month or m.group(6), first_day)
        high = _day_of_year(m.group(6), m.group(5))
        if low < high:
            out.append((low, high, "", "date"))
    for m in _DATE_BOUND.finditer(text):
        side, day = m.group(1).lower(), _day_of_year(m.group(3), m.group(2))
        if side in ("before",):
            out.append((-math.inf, day - 1, "", "date"))
        elif side in ("until", "till", "up to", "by") or side.endswith("before"):
            out.append((-math.inf, day, "", "date"))
        elif side == "after":
            out.append((day + 1, math.inf, "", "date"))
        else:
            out.append((day, math.inf, "", "date"))
    return out


def _date_sides(text: str) -> frozenset[tuple[str, float]]:
    """(side, day) of each day the text bounds a period by: "before 1 March" -> ("below", ...), "on or after 1 March"
    -> ("above", ...)."""
    # (a thing running "until" a day is no case of one: "will run until 6 April" is when it "closes after 6 April")
    # (a thing done "by" a day is done before it, where "if" sets it as a case: "£52 for the year if you sign up by 31
    # January, or £58 after that date")
    return frozenset((_date_side(m, text), _day_of_year(m.group(3), m.group(2))) for m in _DATE_BOUND.finditer(text)
                     if m.group(1).lower().endswith(("before", "after")) or m.group(1).lower() == "from"
                     or m.group(1).lower() == "by" and _IF_BEFORE.search(text, max(0, m.start() - 40), m.start()))


#: a case set by "if", a few words before its bound: "if you sign up by 31 January"
_IF_BEFORE = scan.pattern(r"\bif\s+(?:you|they|we|it)\s+(?:[a-z]+\s+){1,3}$", re.IGNORECASE)


def _date_side(bound: re.Match[str], text: str) -> str:
    """The side of its day a ``_DATE_BOUND`` match bounds; a bound of what is not done is the other side's of what is:
    "no refunds are given after 1 December" gives them before it."""
    side = "below" if bound.group(1).lower().endswith("before") or bound.group(1).lower() == "by" else "above"
    return _OTHER_SIDE[side] if _NOT_DONE_BEFORE.search(_piece_before(text, bound.start())) else side


#: a word saying a thing is not done: "no refunds are given", "cannot be changed"
_NOT_DONE_BEFORE = scan.pattern(r"\b(?:no|not|cannot|never)\b|n[’']t\b", re.IGNORECASE)


def _piece_before(text: str, end: int) -> str:
    """The words of ``text`` before ``end`` back to the last break of its piece: a comma, a semicolon, "and", "but"."""
    start = max((m.end() for m in re.finditer(r"[,;.:]|\b(?:and|but|while|whereas)\b", text, re.IGNORECASE)
                 if m.end() <= end), default=0)
    return text[start:end]


def _other_date_sides(claim: str, units: Sequence[_Clause]) -> set[int]:
    """The clauses bounding a day the claim bounds on the other side only: "Stands booked before 1 March require a 25%
    deposit" is not of "booking after 1 March"."""
    claimed = _date_sides(claim)
    if not claimed:
        return set()
    other = {(_OTHER_SIDE[side], day) for side, day in claimed}
    return {i for i, c in enumerate(units) if (sides := _date_sides(c.text)) & other and not sides & claimed}


def _ranged_cases(claim: str, units: Sequence[_Clause]) -> tuple[frozenset[str], set[int], set[int]]:
    """(the claim's amounts and durations no clause states but some clause's range holds, the clauses whose ranges
    of that unit hold none of them, those whose narrowest range holds one), where the claim states another value a
    clause does: that value is what the claim says, the ranged one its case ("For a property worth £400,000 the
    valuation fee is £450" against "up to £250,000 is £290, and for properties between £250,001 and £500,000 it is
    £450"; "An employee with 7 years of service" in the row "5–10 years")."""
    stated = {kind: frozenset().union(*(c.values[kind] for c in units)) for kind in _QUANTITIES}
    claimed = _values(claim)
    if not any(claimed[kind] & stated[kind] for kind in _QUANTITIES):
        return frozenset(), set(), set()
    cases: dict[str, tuple[float, str, str]] = {}  # value -> (its number, its currency, its unit)
    for currency, amount in tx.extract_amounts(claim):
        key = f"{currency}{amount:g}"
        if key not in stated["amount"]:
            cases[f"amount:{key}"] = (amount, currency, "")
    for m in _DURATION.finditer(claim):
        amount, unit = _duration_amount(m), _unit(m.group(2))
        key = _duration_key(amount, unit)
        # (not a part of one length told in two units: "under 8 hours 30 minutes" is no case of 8 hours)
        if key not in stated["duration"] and key in claimed["duration"]:
            cases[f"duration:{key}"] = (amount, "", unit)
    # (and measures: "A checked bag weighing 28 kg incurs a fee of $100" in the row "23.1-32 kg · $100")
    for m in _MEASURE.finditer(claim):
        key = _measure_key(m.group(1), m.group(2))
        if key not in stated["measure"]:
            # (by its unit's first word, as a range's is read: "2,000 sq ft" in "up to 2,500 sq ft")
            cases[f"measure:{key}"] = (float(m.group(1).replace(",", "")), "", _unit(m.group(2).split()[0]))
    # (and a day no clause states, where a clause bounds a period of days: "Cancelling on 10 September" is in "between 1
    # and 30 September", not "before 1 September")
    stated_dates = frozenset().union(*(c.values["date"] for c in units))
    # (a day the claim gives without its year is stated where a clause gives it with one: "by 20 March" for "Thursday 20
    # March 2025")
    stated_days = {d.split("-", 1)[1] for d in stated_dates}
    for value in sorted(claimed["date"] - stated_dates):
        if value.startswith("?-") and value.split("-", 1)[1] in stated_days:
            continue
        _, month, day = value.split("-")
        if month != "?" and day != "?":
            cases[f"date:{value}"] = (_day_of_year(int(month), day), "", "date")
    if not cases:
        return frozenset(), set(), set()

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

    implied = _implied_ranges(units)
    ranges = [_written_ranges(c.text) + (_date_ranges(c.text) if claimed["date"] else []) + implied.get(i, [])
              for i, c in enumerate(units)]
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
    return held, outside, {i for i, found in holding.items() if found} - outside


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
_FOR_ONLY = scan.pattern(r"\bfor\s+(?:the\s+|a\s+|an\s+|all\s+)?([a-z][a-z-]+)")

#: what a value is of, right after it and its unit: "2,700 kWh of electricity and 11,500 kWh of gas"
_OF_NEXT = scan.pattern(r"\s*(?:[A-Za-z]+\s+)?of\s+(?:the\s+|a\s+|an\s+)?([a-z][a-z-]+)")


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
              claim_words: frozenset[str], subject_words: frozenset[str], counting: bool = False) -> set[int]:
    """The clauses stating a value about a narrower thing than the claim's subject, where another
    clause stating a value names the thing itself: in a table with rows "Economy" and "Premium
    economy", a claim about economy passengers is about the first row ("premium" is no word of the
    claim)."""
    open_clauses = [i for i, c in enumerate(units) if holding[i] and scores[i] > 0]
    out: set[int] = set()
    for head in subject_words:
        # (a head said only in an opening phrase before a pronoun going back to the thing is no kind of it: "After
        # outgrowing its first home at the old cattle market, it moved to the High Street")
        said = {i: _head_modifiers(units[i].text, head, claim_words, counting) for i in open_clauses
                if head in units[i].own_words and not ((opening := _OPENING_BEFORE_PRONOUN.match(units[i].text))
                                                       and head not in _words(units[i].text[opening.end():]))}
        # (a bare head said of another named thing is no plain one: "Customers on the Classic Fix tariff" is no plain
        # "customers" beside "Smart meter customers on the Agile Saver tariff")
        plain = [i for i, (bare, _) in said.items() if bare and not tx.content_words(" ".join(
            n for n in units[i].values["name"] if n in _subject_phrase(units[i].text))) - claim_words
                 # (nor is "the return" going back to the thing an earlier clause qualified: "If your tax return is up to
                 # 3 months late, ... After 3 months you'll be charged £10 for each day the return is late")
                 and not (re.search(r"\bthe\s+" + re.escape(head) + r"[a-z]*\b", units[i].text, re.IGNORECASE)
                          and any(said[j][1] - _WHEN_RELATIVE for j in said if j < i))]
        # (a word placing it in time names no narrower kind of it: "carried over from the previous leave year")
        # (nor does one saying it is all of it: "our overall fuel mix" is the fuel mix)
        out |= {i for i, (bare, modifiers) in said.items() if plain and not bare and modifiers - _WHEN_RELATIVE - _WHOLE_OF_IT
                and not any(m in units[j].own_words for j in plain for m in modifiers)}
    return out


#: an opening phrase of time before a pronoun subject: "After outgrowing its first home at the old cattle market, it"
_OPENING_BEFORE_PRONOUN = scan.pattern(r"\s*(?:after|before|since|following|having|while|when|once|until)\b[^,.;]*,\s+"
                                       r"(?=(?:it|they|we|he|she)\b)", re.IGNORECASE)

#: words saying a thing is all of it, no narrower kind (stemmed)
_WHOLE_OF_IT = frozenset(_stem(w) for w in "overall total whole entire combined".split())

#: words placing a thing in time relative to now (stemmed)
_WHEN_RELATIVE = frozenset(_stem(w) for w in "previous prior last next following current coming".split())


#: (an idiom "on" makes with a word names nothing a value is on: "by 9.2% on average", "payable on arrival")
_NO_ON_IDIOM = r"(?!(?:average|top|arrival|request|time|demand|call|behalf|foot|hand|board|site|offer|entry|departure|" \
               r"completion)\b)"
_FOR_WHOM = scan.pattern(r"\bfor\s+(?:the\s+|a\s+|an\s+|all\s+)?([a-z][a-z-]+)"
                         # and what a value is charged or paid on: "8% commission on new business bookings"
                         r"|(?<=[\d%])\s*(?:[a-z]+\s+){0,2}?on\s+(?:the\s+|all\s+)?" + _NO_ON_IDIOM + r"([a-z][a-z-]+)")

#: a "for" that goes back to what was said: "charges $3.85 for the same drink"
_BACK = frozenset(["same", "each", "every", "this", "that", "these", "those", "it", "them"])


#: what "for" gives a period by, no one a thing is for: "£85 for the term", "£40 for the day"
_FOR_PERIOD = frozenset(_stem(w) for w in "term semester season year month fortnight week weekend day night hour session "
                                          "stay lifetime period duration".split())


def _for_whom(text: str) -> frozenset[str]:
    """The stems of what a text says something is for: "approved for adults" -> {"adult"} (not "for the term")."""
    return frozenset(w for m in _FOR_WHOM.finditer(text) for w in _words(m.group(1) or m.group(2))
                     if w not in _FOR_PERIOD) | frozenset(
        # (a claim may say what its value is on before the value: "the speed limit for cars on motorways is 70 mph")
        w for m in _ON_WHAT.finditer(text) for w in _words(m.group(1)))


_ON_WHAT = scan.pattern(r"\bon\s+(?:the\s+|all\s+)?" + _NO_ON_IDIOM + r"([a-z][a-z-]+)")


def _about_another(clause: str, claim_words: frozenset[str]) -> bool:
    """Whether a clause opens with someone the claim does not speak of: "Seniors aged 65 and over receive",
    not "Renewals are paid at 3%" of a claim on renewals."""
    # (its subject where a verb tells it, "Contract renewals | are paid", else its first word)
    subject = _words(_subject_phrase(clause)) or {
        w for w in [next((_root(t) for t in tx.words(clause) if t not in tx.STOPWORDS and not t[0].isdigit()), "")] if w}
    # (a word's noun is the same word: "Approval for children ... followed" of "was approved for children")
    return bool(subject) and not any(w[:5] == s[:5] for w in claim_words for s in subject)


#: a heading the clause's line opens with, before its subject: "Annual closures 2026: | The cattery will close ..."
_KEY_BEFORE = r"(?:[A-Z][^:.;|]{0,40}:\s+)?"

#: who or what a clause says something of, before its verb in the present, past a relative clause on it: "Regular
#: traders | who book the full season | get 10% off", "and registered charities and community groups | get 50% off"
#: (by a verb taking what one gets or pays: "get", "pay", "save", "can claim")
_PRESENT_SUBJECT = scan.pattern(r"^\W*" + _KEY_BEFORE + r"(?:(?:and|but|while|whilst|whereas)\s+)?((?:[\w'’-]+\s+){0,5}?[\w'’-]+?)\s+"
                                r"((?:who|that)\s+[^,;]*?\s+)?(?:also\s+)?(?:(?:can|may|will|must)\s+)?"
                                r"(?:get|pay|receive|save|earn|enjoy|claim|cost)s?\b", re.IGNORECASE)

#: ... or by a verb saying when a thing of its own starts or ends: "the free sink and tap offer | ends on 15 April"
_EVENT_SUBJECT = scan.pattern(r"^\W*" + _KEY_BEFORE + r"(?:(?:and|but|while|whilst|whereas)\s+)?((?:[\w'’-]+\s+){0,5}?[\w'’-]+?)\s+()"
                              r"(?:(?:will|also)\s+)?(?:end|run|start|open|close|finish|begin|expire|launch)(?:e?s)?\b",
                              re.IGNORECASE)


@lru_cache(maxsize=16384)  # (asked of each clause for each of its neighbours)
def _present_subject(text: str, relative: bool = False, events: bool = False) -> frozenset[str]:
    """The words and codes of who or what a clause (or a claim) opens with as its subject (``_PRESENT_SUBJECT``; with
    ``events``, ``_EVENT_SUBJECT``), or none: "Over-65s get 20% off" -> {"code:over-65"}; with ``relative``, the words of
    a relative clause saying who they are too ("Customers who book a service")."""
    found = (_EVENT_SUBJECT if events else _PRESENT_SUBJECT).match(text)
    # (a subject ends on a noun: "Stay Monday to Thursday and enjoy 20% off" has none)
    if found is None or found.group(1).split()[-1].lower() in tx.STOPWORDS:
        return frozenset()
    phrase = found.group(1) + " " + (found.group(2) or "" if relative else "")
    return _words(phrase) | frozenset("code:" + re.sub(r"(?<=\d)s$", "", code.lower()) for code in _HYPHEN_CODE.findall(phrase))


def _another_subject(claim_subject: frozenset[str], claim_words: frozenset[str], index: int, units: Sequence[_Clause],
                     holding: list[bool], events: bool = False) -> bool:
    """Whether clause ``index`` says its value of a subject of its own, no word of the claim, where another clause stating
    such a value says it of the claim's subject: "Regular traders who book the full season get 10% off pitch fees, and
    registered charities ... get 50% off" for what charities get; with ``events``, of subjects said before a verb saying
    when a thing starts or ends, as the claim's is ("The spring worktop sale runs until 31 March, and the free sink and
    tap offer ends on 15 April")."""
    if not claim_subject or not holding[index]:
        return False
    own = _present_subject(units[index].text, relative=True, events=events)
    return bool(own) and not own & claim_words and any(
        holding[j] and j != index and _present_subject(other.text, events=events) & claim_subject
        for j, other in enumerate(units))


#: the capitalised words a clause (or a claim) opens with as its subject, before a lower-case word, or as a line's key
#: before its value or a bracket (group 2): "Boutique" of "Boutique is a home-only system", "Prestige" of "The Prestige
#: package, at £39, ..." and of "Prestige (£55): lounge entry, ..."
_OPENING_CAPITALS = scan.pattern(r"\W*(?:(?:and|but|while|whilst|whereas)\s+)?(?:(?:[Tt]he|[Oo]ur|[Yy]our)\s+)?([A-Z][\w'’&-]*(?:\s+[A-Z][\w'’&-]*)*)"
                                 r"(?:(?=\s+[a-z])|(\s*[(:–—]|\s+-\s))")


@lru_cache(maxsize=16384)  # (asked of each clause for each of its neighbours)
def _opening_capitals(text: str) -> tuple[frozenset[str], bool]:
    """The capitalised words ``text`` opens with as its subject (``_OPENING_CAPITALS``), none a stop word ("For", "Our",
    "In": an opening phrase, no subject), and whether they key a line; empty where it opens otherwise."""
    found = _OPENING_CAPITALS.match(text)
    run = found.group(1).split() if found else []
    if any(word.lower() in tx.STOPWORDS for word in run):
        return frozenset(), False
    return frozenset(run), bool(found and found.group(2))


def _written_small(words: frozenset[str], units: Sequence[_Clause]) -> bool:
    """Whether the clauses write one of the capitalised words in small letters too."""
    small = {w.lower() for w in words}
    return any(re.search(r"\b(?:" + "|".join(map(re.escape, small)) + r")\b", c.text) for c in units)


def _opened_by_another(claim_opening: frozenset[str], claim_names: frozenset[str], claim_words: frozenset[str], index: int,
                       units: Sequence[_Clause], holding: list[bool]) -> bool:
    """Whether clause ``index`` opens with a name of its own as its subject, none the claim's, where another clause stating
    such a value opens with the name the claim opens with: "Enlighten uses custom home trays for around 3 weeks" is not
    what "Boutique whitening" takes, beside "Boutique is a home-only system: you wear the trays for about 2 weeks". Or
    where lines are keyed, by any capitalised words: "Signature (£39): ..." is not what "The Prestige package" costs, beside
    "Prestige (£55): ...". (A capitalised word opening a sentence is no name: "Payment is due by 1 November" says when the
    rent is due, beside "Rent invoices are sent ...".) Neither opening with a word the claim says, in any form: "Entries
    for the Teams of Four close" is told by "The Teams of Four closes for entries". ``claim_words``: the claim's words and stems."""
    if not claim_opening or not holding[index]:
        return False
    own, own_keyed = _opening_capitals(units[index].text)
    if not own or _words(" ".join(own)) & claim_words or any(
            re.search(r"\b" + re.escape(word) + r"\b", units[index].text, re.IGNORECASE) for word in claim_opening):
        return False
    for j, other in enumerate(units):
        theirs, keyed = _opening_capitals(other.text)
        if holding[j] and j != index and theirs & claim_opening and (theirs & claim_names or keyed and own_keyed):
            # (a capital the sentence opens with is no name where the evidence writes the word in small letters too:
            # "Save from £10 to £250 each month" opens with the verb of "lets you save up to £100")
            return not _written_small(own, units)
    return False


#: what a clause (or a claim) opens with as its subject, up to its verb: "The bar at the evening reception | closes at"
_SUBJECT_BEFORE_VERB = scan.pattern(r"\W*(?:(?:and|but|while|whilst|whereas)\s+)?((?:the|a|an|this|our|your)\s+(?:[\w'’-]+\s+){0,6}?)"
                                    r"(?:closes|opens|starts|ends|begins|finishes|runs|is|are|was|were|must|will|can|takes|"
                                    r"costs|lasts)\b", re.IGNORECASE)


@lru_cache(maxsize=16384)  # (asked of each clause for each of its neighbours)
def _head_before_verb(text: str) -> tuple[str, frozenset[str]]:
    """The stem of the head of what ``text`` opens with as its subject, up to its verb (``_SUBJECT_BEFORE_VERB``), and the
    words of where or whose it is after it: ("bar", {"even", "recept"}) of "The bar at the evening reception closes at
    midnight"; ("", {}) where it opens otherwise."""
    found = _SUBJECT_BEFORE_VERB.match(text)
    # (an owner says whose: "This season's Christmas Gala" is a gala)
    phrase = re.sub(r"^.*['’]s\s+", "", found.group(1)) if found else ""
    # (a compound's part is no preposition: "The second settling-in visit")
    placed = re.split(r"(?<![\w-])(?:at|in|of|on|for|with|by)(?![\w-])", phrase, maxsplit=1, flags=re.IGNORECASE)
    head = _words(placed[0].split()[-1]) if placed[0].split() else frozenset()  # (stemmed as the words after it are)
    if len(head) != 1:
        return "", frozenset()
    return next(iter(head)), _words(placed[1]) if len(placed) > 1 else frozenset()


def _headed_by_its_place(claim_subject: tuple[str, frozenset[str]], index: int, units: Sequence[_Clause],
                         holding: list[bool]) -> bool:
    """Whether clause ``index`` says its value of the place or the owner the claim says its subject is at, where another
    clause stating such a value opens with a subject of the claim's head: "The evening reception in the Long Barn must
    finish by midnight" is not when "The bar at the evening reception" closes, beside "and the bar closes at 11:30pm"."""
    claim_head, placed = claim_subject
    if not claim_head or not placed or not holding[index]:
        return False
    own, _ = _head_before_verb(units[index].text)
    return own in placed and own != claim_head and any(
        holding[j] and j != index and _head_before_verb(other.text)[0] == claim_head for j, other in enumerate(units))


#: a line's key, before its dash or colon and the value it keys: "Club shirt" of "Club shirt - £22", "Large breeds: max 8
#: dogs"
_VALUE_LINE_KEY = scan.pattern(r"\s*([A-Za-z][A-Za-z'’]*(?:\s+[A-Za-z][A-Za-z'’]*){0,3})\s*(?:\s-\s|:\s)\s*(?:[a-z]+\s+){0,2}"
                       r"[£$€¥]?\d")


@lru_cache(maxsize=16384)
def _key_head(text: str) -> str:
    """The head of a line's key, the thing the line gives a value of ("shirt" of "Club shirt - £22", "fee" of "Fee for a
    resit: £40"); "" for a line with no such key."""
    key = _VALUE_LINE_KEY.match(text)
    return _head_noun(key.group(1)) if key else ""


def _subject_head(claim: str) -> str:
    """The head noun of what a claim opens with as its subject ("cap" of "The junior club cap costs £22"), or ""."""
    opening = _PRESENT_SUBJECT.match(claim)
    return _head_noun(opening.group(1) if opening else _subject_phrase(claim))


def _head_noun(phrase: str) -> str:
    """A noun phrase's head: its last word before "of", "for", "on", "in", "at" ("corkage" of "Corkage on sparkling
    wine"), in lower case."""
    words = re.split(r"\b(?:of|for|on|in|at|with|by)\b", phrase, maxsplit=1, flags=re.IGNORECASE)[0].split()
    return words[-1].lower() if words else ""


#: heads naming only the kind of value a thing has: "the fee", "the price", "the minimum age"
_VALUE_HEADS = frozenset(_stem(w) for w in ("fee charge cost price rate fare discount deposit saving refund time length "
                                            "duration date deadline limit size amount number total allowance period age "
                                            "minimum maximum distance capacity speed weight height").split())


def _keyed_by_another_head(claim_head: str, claim_words: frozenset[str], index: int, units: Sequence[_Clause],
                           holding: list[bool]) -> bool:
    """Whether line ``index`` is keyed by another thing than the one the claim's subject names, no word of the claim,
    where another line stating such a value is keyed by the claim's thing: "Club shirt - £22" for "The junior club cap",
    beside "Cap - £12"."""
    # (a head saying only what kind of value it is keys nothing: "The fee for a lost car key" is the "Lost key
    # replacement: €250", not the "Late return fee")
    claimed = _stem(claim_head)
    head = _key_head(units[index].text) if claimed and claimed not in _VALUE_HEADS and holding[index] else ""
    # (as any stemming of the claim may write it: "breed" of "large-breed" stems as "bre", "breeds" as "breed")
    forms = {_stem(head), _root(head)} | _words(head) | (_words(head[:-1]) if head.endswith("s") else frozenset())
    return bool(head) and _stem(head) != claimed and not forms & claim_words and any(
        holding[j] and j != index and _stem(_key_head(other.text)) == claimed for j, other in enumerate(units))


#: a group of people by age: "adult", "children", "seniors"
_AGE_GROUP_WORD = scan.pattern(_AGE_GROUPS, re.IGNORECASE)


def _for_others(beneficiaries: frozenset[str], claim_words: frozenset[str], text: str) -> bool:
    """Whether a clause says its value is for someone else than the claim: "The vaccine was approved
    for adults in December 2020" is not about its approval for children."""
    # (the clause's first "for" says whom its value is for; one going back to the claim's thing says no other:
    # "charges $3.85 for the same drink and does not charge extra for plant-based milk")
    first = _FOR_WHOM.search(text)
    if first is None or (first.group(1) or first.group(2)) in _BACK:
        return False
    whom = first.group(1) or first.group(2)
    # (ages are whom a thing is for by how old, no one else: "recommended for ages 16 and up" for "players who are 16")
    if whom.lower() in ("age", "ages", "aged"):
        return False
    # (nor is a group ages bound, where the claim says whom by their ages: "£10 for an adult guest" for "a guest aged 18 or
    # over"; which ages a group has is the age check's to say)
    if _AGE_GROUP_WORD.fullmatch(whom) and claim_words & {"aged", "age", "old"}:
        return False
    # (nor is everyone else, whom the claim's non-members are among: "on 9 June for everyone else", beside "on 2 June for
    # members"; which of them the claim is, is the complement's to say)
    if whom.lower() in ("everyone", "everybody", "anyone", "anybody") and re.match(r"\s+else\b", text[first.end():]):
        return False
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
    # (the claim's names are its words too, which a clause may qualify: "The Deputy Returning Officer" is no "Returning
    # Officer")
    words = {f[2:] for f in subject if f.startswith("w:")} | {
        w for f in subject if f.startswith("name:") for w in tx.content_words(f[5:])}
    # (a clause that never names what the claim qualifies is not the unqualified thing: "In the rest of the
    # world zone ... it costs £5 per day" for "Outside Europe, ...")
    said = clause.qualified & (words | qualified)
    # (a phrase qualified on both sides is the same where they share a word: "without a GP referral letter" and
    # "without a referral letter from a GP")
    # (or where the claim's phrase ends sooner: "without letting the clinic know" / "without letting us know")
    if qualified != said and not (qualified & said and (said <= qualified or qualified <= said)) \
            and (qualified - said & clause.own_words or said - qualified):
        return 0.0
    if known and _contrasted(known, claim_words, clause, used, periodic):
        return 0.0
    if beneficiaries and _for_others(beneficiaries, claim_words, clause.text):
        return 0.0
    if opposites and _opposed(opposites, clause):
        return 0.0
    # a word of the claim's grammatical subject counts double (``SUBJECT_WEIGHT``)
    # (days the claim names by one word or a span, "weekends", "Monday to Friday", are shared out on both sides, a half
    # to Saturday and to Sunday: a clause naming the same days says each of them whole; one naming other days as
    # before, a part of each - a fifth of a Monday for "weekdays", and a span it only overlaps says little of the claim's:
    # "Monday to Saturday" for "Wednesday to Sunday")
    days = frozenset(f for f in subject if f.startswith("weekday:"))
    theirs = {f: w for f, w in clause.features.items() if f.startswith("weekday:") and w > 0}
    same_days = len(days) > 1 and theirs.keys() == days

    def saying(f: str) -> float:
        # (an inherited day says a day less than the clause's own: its weight over the clause's own share of a day)
        return min(1.0, theirs[f] * len(theirs)) if same_days and f in days else clause.weight(f, plain)

    return sum(weight * saying(f) * (SUBJECT_WEIGHT if f in grammatical_subject else 1.0)
               for f, weight in subject.items())


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
    if kind == "amount":  # as the text writes it: "£1,450", "$1000", "10p"
        return next((m.group(0) for m in _AMOUNT_WRITTEN.finditer(text) if m.group(1) == value[0]
                     and f"{float(m.group(2).replace(',', '')):g}" == value[1:]), None) or next(
            (m.group(0) for m in _PENCE_WRITTEN.finditer(text)
             if value[0] == "£" and f"{float(m.group(1)) / 100:g}" == value[1:]), value)
    return f"{value}%" if kind == "percent" else value


#: a person to contact, the object of the verb telling to: "contact Martin Reeve", "speak to Dr Shah"
_CONTACT_WHOM = scan.pattern(r"\b(?i:contact|call|e-?mail|ring|phone|ask\s+for|speak\s+(?:to|with)|talk\s+to|write\s+to)\s+"
                             r"(?:(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s+)?([A-Z][\w'’-]+)")


def _named_beyond_subject(claim: str, names: frozenset[str]) -> bool:
    """Whether the claim names someone only after a subject naming no one: "The waste collection contract,
    valued at £14.2 million, was won by Lumen Services" asserts the winner as much as the value."""
    # (whom the claim tells the reader to contact is asserted as much as the number to contact them on: "For invoices,
    # contact Martin Reeve in Accounts on ext. 204")
    if any(m.group(1) in names for m in _CONTACT_WHOM.finditer(claim)):
        return True
    # (and so is the thing the claim says its subject comes with or is part of: "Early drop-off comes as part of the
    # Summer Saver, which covers all 20 days at a single site for £600")
    if any(set(m.group(1).split()) & names for m in _PART_OF_NAMED.finditer(claim)):
        return True
    # (and so is one the claim concludes: "Plot 57 at Hollybank falls in the 43–84 range, so Dev Patel is your rep")
    if any(set(_CAPITALISED.findall(m.group(0))) & names for m in _SO_CONCLUDING.finditer(claim)):
        return True
    # (and so is the one a cleft sentence picks out, or one the claim says is recommended: "It's the Hape Wooden Railway
    # that comes with 52 pieces", "For an EP of up to five tracks, the studio recommends Ignite")
    # (and the one the claim says is the one doing what it says: "The Silver plan is the one that gives you a 15-minute
    # coaching lesson each month")
    if any(set(_CAPITALISED.findall(m.group(1))) & names for pattern in (_CLEFT, _RECOMMENDED, _THE_ONE_THAT)
           for m in pattern.finditer(claim)):
        return True
    subject = _subject_phrase(claim)
    if not subject.strip():  # (a present verb ends no subject it can find: "The women's record of 2:31:08 belongs to
        # Hannah Lindqvist" - what comes before the first value is the subject's, at least)
        first = _first_value(claim, 0)
        subject = claim[:first.start()] if first else ""
    # (a name said to be the one a superlative picks is asserted too: "Cyprus has the lowest deposit this month, at £29
    # per person")
    if names and subject.strip() and _SUPERLATIVE_PICK.search(claim, len(subject)):
        return True
    return bool(subject.strip()) and bool(names) and not set(_CAPITALISED.findall(subject)) & names


#: what a cleft sentence picks out: "It's the Hape Wooden Railway that ...", "It is Dr Shah who ..."
_CLEFT = scan.pattern(r"^\W*it(?:['’]s|\s+is|\s+was)\s+(?:only\s+)?(.{2,60}?)\s+(?:that|who|which)\b", re.IGNORECASE)

#: a named thing said to be the one of its kind that does what follows: "The Silver plan is the one that gives ...", "Gold
#: is the only plan which includes ..."
_THE_ONE_THAT = scan.pattern(r"^\W*(?:the\s+)?((?:[A-Z][\w'’-]*\s+)*[A-Z][\w'’-]*)(?:\s+[a-z]+)?\s+(?:is|are)\s+the\s+"
                             r"(?:only\s+)?(?:one|ones|[a-z]+)\s+(?:that|which|who|where)\b")

#: a thing recommended by its name: "the studio recommends Ignite", "we'd suggest Menu B"
_RECOMMENDED = scan.pattern(r"\b(?:recommend(?:s|ed)?|suggest(?:s|ed)?|advise(?:s|d)?)\s+((?:the\s+|our\s+)?[A-Z][\w'’-]*"
                            r"(?:\s+[A-Z][\w'’-]*)*)")

#: a closing conclusion: ", so Dev Patel is your rep"
_SO_CONCLUDING = scan.pattern(r",\s+so\s+(?!(?:that|much|many|far|long|as)\b)[^,;]*$", re.IGNORECASE)

#: what a thing comes with or is part of, by its name: "comes as part of the Summer Saver", "is included in Gold"
_PART_OF_NAMED = scan.pattern(r"\b(?:comes?|is|are)\s+(?:only\s+)?(?:as\s+)?(?:(?:a\s+)?part\s+of|included\s+(?:in|with)|"
                              r"available\s+(?:in|with|on)|standard\s+(?:in|with|on))\s+(?:the\s+|your\s+|our\s+)?"
                              r"((?:[A-Z][\w'’-]*\s+)*[A-Z][\w'’-]*)")

#: a superlative picking one of the things: "the lowest deposit", "the driest place", "the most popular", "the
#: best-selling" (not a noun ending so: "the rest", "the interest")
_SUPERLATIVE_PICK = scan.pattern(r"\bthe\s+(?:most|least|(?!(?:r|inter|t|gu|requ|for|harv|cont|n|ch|pri|prot|dig|qu|v|cr|"
                                 r"p|manif|conqu|inqu|arr|bequ|(?:mid|south|north)?w)est\b)[a-z]+est)\b", re.IGNORECASE)


_AMOUNT_WRITTEN = scan.pattern(r"([£$€¥])\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)")

_PENCE_WRITTEN = scan.pattern(r"(?<![\d.£$€¥])(\d+(?:\.\d+)?)p\b")

_NUMBER_WRITTEN = scan.pattern(r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])")

#: a comma before a role said of the name before it lists nothing: "Mark Ellison, the Welfare Support Lead"
#: (not an ampersand within a name: "Park & Ride")
_APPOSITION_SEPARATOR = scan.pattern(r",(?!\s+(?:the|our|its|their|his|her)\s+[A-Z])|;|\band\b|\bor\b|&(?!\s*[A-Z])")

#: a place a text opens with: "At Cork Airport,", "In Scotland,", "At the York branch,", "If you live in Brookfield,"
_OPENING_PLACE = scan.pattern(r"\s*(?:(?i:if\s+(?:you|your\s+[a-z]+)\s+(?:live|work|study|stay|are|is)|living|based)\s+)?"
                              r"(?i:at|in|for|from)\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}"
                              r"(?:\s+[a-z][\w'’-]*)?,")


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
        # (initials too: "The cheapest plan with SSO is the Enterprise plan" says SSO beside Enterprise)
        found = set(_CAPITALISED.findall(segment)) | set(_INITIALS_WORD.findall(segment))
        if word in found:
            return found
    return set()


#: what joins two listed names: "the Old English Bulldog and the now extinct Bullenbeisser"
_NAMES_JOINED = scan.pattern(r"\s*,?\s+(?:and|or|&)\s+(?:the\s+)?(?:[a-z-]+\s+){0,3}")


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


def _name_of_another(claim: str, name: str, clause: str, names: frozenset[str], claim_names: frozenset[str]) -> bool:
    """Whether a clause naming several people says what the claim says of ``name`` of another of them
    (``_names_said_of``)."""
    return bool(_names_said_of(claim, name, clause, names, claim_names))


#: the role a name is given after a preposition, right before the name: "with our nominated tester "
_ROLE_BEFORE_NAME = scan.pattern(r"\b(?:with|by|to|from)\s+((?:(?:our|the|their|its|your|a|an)\s+)?(?:[a-z-]+\s+){1,3})$")


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
        # (up to the role the next name is given after a preposition, which is that name's: "Your Honda Jazz is booked in
        # for its MOT ... with our nominated tester Gareth Lowe")
        if (not _words(before.rpartition(",")[2]) and _VERB_AFTER.match(clause, group[-1][1])
                and index + 1 < len(grouped)):
            role = _ROLE_BEFORE_NAME.search(clause, after, grouped[index + 1][0][0])
            own += " " + clause[after:role.start(1) if role else grouped[index + 1][0][0]]
            after = role.start(1) if role else grouped[index + 1][0][0]
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


#: offices a person holds in an organisation
_OFFICE_ROLES = _PERSON_ROLES | frozenset(_stem(w) for w in (
    "treasurer chair chairman chairwoman chairperson president director head founder owner editor principal "
    "headteacher headmaster headmistress dean chancellor governor trustee patron ceo cfo coo cto spokesperson "
    "spokesman spokeswoman leader lead officer administrator curator conductor architect designer registrar "
    "coordinator organiser organizer clerk bursar warden supervisor").split())


#: an ordinal picking one of a listing's values: "the second instalment", "the 3rd session", "the final payment"
_ORDINAL_PLACE = {**{word: place for place, word in enumerate(tx.ORDINAL_WORDS, 1)}, "final": -1, "last": -1}
#: (no measure's word written on to its number: "a 30-second spot")
_ORDINAL_PICK = scan.pattern(r"(?<![\w-])(" + "|".join(_ORDINAL_PLACE) + r"|\d{1,2}(?=st|nd|rd|th))(?:st|nd|rd|th)?\b"
                             # (not the last period, told from now: "Last year's figures show ...")
                             r"(?!(?<=last)(?:\s+(?:year|month|week|season|term|quarter|night|time|summer|winter|spring|"
                             r"autumn|weekend)s?\b|['’]s\b))", re.IGNORECASE)

#: the words a bare listed value may be written with beside it: its month, its weekday
_BARE_VALUE_WORDS = frozenset(_stem(m) for m in tx._MONTHS) | frozenset(_stem(d) for d in _WEEKDAYS)


def _picked_by_ordinal(claim: str, units: Sequence[_Clause], holding: list[bool],
                       about_subject: Sequence[_Clause]) -> int | None:
    """The clause holding the value the claim's one ordinal picks from a bare listing that the subject's clause opens:
    "The second rent instalment" of "rent is split into three payments due on 7 October, 13 January and 21 April" is
    the piece "13 January". None where the claim has no one ordinal, or the subject's clause opens no such listing
    (each later piece a value and nothing else, as many as the ordinal needs)."""
    ordinals = _ORDINAL_PICK.findall(claim)
    if len(ordinals) != 1 or len(about_subject) != 1:
        return None
    first = units.index(about_subject[0])
    listing = [first]
    for j in range(first + 1, len(units)):
        piece = units[j]
        # (a piece keyed by an ordinal of its own is no bare value: "£40 for 1st, £25 for 2nd and £15 for 3rd")
        if piece.sentence != units[first].sentence or not holding[j] or not all(
                w[0].isdigit() or w in _BARE_VALUE_WORDS for w in piece.own_words) or _ORDINAL_PICK.search(piece.text):
            break
        listing.append(j)
    place = int(ordinals[0]) if ordinals[0].isdigit() else _ORDINAL_PLACE[ordinals[0].lower()]
    if len(listing) < 2 or place > len(listing):
        return None
    return listing[place - 1] if place > 0 else listing[-1]

