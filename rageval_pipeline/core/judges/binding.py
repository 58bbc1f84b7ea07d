"""Facts bound to their subject: a number, date, amount or name supports a claim only where the
evidence says it about the claim's subject.

"Members pay £20 per class; non-members pay £35. Children under 10 attend free." does not support
"Non-members pay £10 per class" — 10 occurs, but about children. The evidence is cut into clauses
(sentences, ``;``, list items, table rows, ", while/whereas/but"); for each specific of the claim the
judge finds the clause that speaks about the claim's *subject* (the claim's other content words,
rarer words weighing more, and a "non-"/"not" qualifier on either side making it a different
subject). If the subject's clause states another value of the same kind and the claim's value is not
stated there, the claim conflicts with the evidence: "£10 for non-members; the context gives £35".

Kinds compared: currency amounts (currency must agree: £ is not $), percentages, other numbers,
dates, durations (days/weeks/months/years/hours/minutes, with exact conversions only: 2 weeks =
14 days) and capitalised names. A claim whose subject words occur nowhere is left to the other
checks; so is a specific the subject's clause says nothing of its kind about (an omission is not a
contradiction).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from rageval_pipeline.core.judges import text as tx

_CLAUSE_BREAK = re.compile(r"(?:(?<=[.!?])\s+(?=[A-Z0-9\"'(£$€])|;\s*|\n+|\s*\|\s*\n|,\s+(?=(?:while|whereas|but|and)\b))")
_NEGATED = re.compile(r"\b(?:non|not|un|excluding|except)[-\s]+(\w+)", re.I)
_DURATION = re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:-\s*)?(minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b", re.I)
_PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s*(?:%|per\s*cent|percent)", re.I)
_POINTS = re.compile(r"(\d+(?:\.\d+)?)\s*(?:percentage\s+)?points?\b", re.I)
_TO_DAYS = {"day": 1.0, "week": 7.0, "year": 365.0}
#: the subject's clause must carry this share of the claim's subject weight to bind anything
MIN_SUBJECT_SHARE = 0.5
#: a value found in a clause scoring above this share of the best is not "about another subject"
OTHER_SUBJECT_SHARE = 0.999
NAMES_BOUND = False
_CAPITALISED = re.compile(r"\b[A-Z][a-z]+(?:[-'][A-Za-z]+)?\b")
_NOT_NAMES = frozenset("""the a an this that these those it its in on at for from by with and but or if when while
whereas after before during each every all some no not our their his her we they he she i you to of as per
there here what which who how why where one two three both either neither any most many few other
""".split()) | frozenset(tx._MONTHS) | {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
#: words that belong to a specific, not to the subject it is said about
_SPECIFIC_WORDS = frozenset(tx._MONTHS) | {"minute", "min", "hour", "hr", "day", "week", "month", "year", "percent",
                                           "cent", "point", "percentage", "usd", "eur", "gbp"}
_TO_MINUTES = {"minute": 1.0, "min": 1.0, "hour": 60.0, "hr": 60.0}


@dataclass(frozen=True)
class _Clause:
    text: str
    words: frozenset[str]
    negated: frozenset[str]
    values: dict[str, frozenset[str]]


def _unit(word: str) -> str:
    word = word.lower().rstrip("s")
    return {"min": "minute", "hr": "hour"}.get(word, word)


def _duration_key(value: float, unit: str) -> str:
    unit = _unit(unit)
    if unit in _TO_DAYS:
        return f"days:{value * _TO_DAYS[unit]:g}" if unit != "year" else f"years:{value:g}"
    if unit == "month":
        return f"months:{value:g}"
    return f"minutes:{value * _TO_MINUTES.get(unit, 1.0):g}"


@lru_cache(maxsize=16384)
def _values(text: str) -> dict[str, frozenset[str]]:
    """The specifics of a text by kind, normalised so equal values compare equal."""
    clean = tx.normalise_ws(text)
    percents = {f"{float(m.group(1)):g}" for m in _PERCENT.finditer(clean)}
    points = {f"{float(m.group(1)):g}" for m in _POINTS.finditer(clean)}
    durations = {_duration_key(float(m.group(1)), m.group(2)) for m in _DURATION.finditer(clean)}
    duration_numbers = {f"{float(m.group(1)):g}" for m in _DURATION.finditer(clean)}
    amounts = {f"{cur}{value:g}" for cur, value in tx.extract_amounts(clean)}
    amount_numbers = {f"{value:g}" for _, value in tx.extract_amounts(clean)}
    dates = {str(d) for d in tx.extract_dates(clean)}
    numbers = {f"{n:g}" for n in tx.extract_numbers(clean, include_dates=False)}
    numbers -= percents | points | duration_numbers | amount_numbers
    names = {m.group(0) for m in _CAPITALISED.finditer(clean) if m.group(0).lower() not in _NOT_NAMES}
    return {"amount": frozenset(amounts), "percent": frozenset(percents), "points": frozenset(points),
            "duration": frozenset(durations), "date": frozenset(dates), "number": frozenset(numbers),
            "name": frozenset(names)}


def _stems(text: str) -> frozenset[str]:
    return frozenset(tx.content_words(text))


@lru_cache(maxsize=4096)
def _clauses(evidence: str) -> tuple[_Clause, ...]:
    parts = [p.strip(" -*•|\t") for p in _CLAUSE_BREAK.split(tx.strip_citations(evidence))]
    out = []
    for part in parts:
        if len(part) < 3:
            continue
        part = part.replace("|", " ")
        out.append(_Clause(text=part, words=_stems(part),
                           negated=frozenset(tx.content_words(" ".join(_NEGATED.findall(part)))),
                           values=_values(part)))
    return tuple(out)


def _subject_score(subject: frozenset[str], negated: frozenset[str], clause: _Clause,
                   weights: dict[str, float]) -> float:
    """How much the clause is about the claim's subject; a different qualifier ("non-members" vs
    "members") makes it another subject."""
    if negated != (clause.negated & (subject | negated)) and (negated or clause.negated & subject):
        return 0.0
    return sum(weights[w] for w in subject & clause.words)


_MONTH_NAMES = {index: name for name, index in tx._MONTHS.items() if len(name) > 3 or name == "may"}


def _describe(kind: str, value: str) -> str:
    if kind == "duration":
        unit, amount = value.split(":")
        if unit == "minutes" and float(amount) % 60 == 0:
            return f"{float(amount) / 60:g} hours"
        return f"{amount} {unit}"
    if kind == "date":
        year, month, day = (value.split("-") + ["?", "?", "?"])[:3]
        parts = [day if day != "?" else "", _MONTH_NAMES.get(int(month), month).capitalize() if month.isdigit() else "",
                 year if year != "?" else ""]
        return " ".join(p for p in parts if p) or value
    return f"{value}%" if kind == "percent" else value


@lru_cache(maxsize=65536)
def bound_conflicts(claim: str, evidence: str) -> list[str]:
    """Specifics of ``claim`` that the evidence binds to its subject with a different value."""
    clauses = _clauses(evidence)
    if len(clauses) < 2:
        return []  # one clause: nothing to bind to another subject (the plain specifics check applies)
    claimed = _values(claim)
    # a name is what the claim asserts only when it asserts nothing else ("Bob approved the budget");
    # next to a number or date it names the subject ("The Pro plan costs $10")
    names_asserted = NAMES_BOUND and not any(v for k, v in claimed.items() if k != "name")
    if not names_asserted:
        claimed = {**claimed, "name": frozenset()}
    if not any(claimed.values()):
        return []
    negated = frozenset(tx.content_words(" ".join(_NEGATED.findall(claim))))
    subject = frozenset(w for w in _stems(claim) if not w[0].isdigit() and w not in _SPECIFIC_WORDS)
    if names_asserted:
        subject -= _stems(" ".join(claimed["name"]))
    if not subject:
        return []
    # rarer words say more about which clause is meant (a word in every clause says nothing), and a
    # name in the claim ("Maya scored …") says most about whom it is about
    names = _stems(" ".join(m.group(0) for m in _CAPITALISED.finditer(claim) if m.group(0).lower() not in _NOT_NAMES))
    weights = {w: (3.0 if w in names else 1.0) * math.log(1 + len(clauses) / (1 + sum(w in c.words for c in clauses)))
               for w in subject}
    scores = [_subject_score(subject, negated, c, weights) for c in clauses]
    problems: list[str] = []
    for kind, values in claimed.items():
        if not values:
            continue
        # which of the clauses stating a value of this kind speaks about the claim's subject
        stating = [(c, s) for c, s in zip(clauses, scores, strict=True) if c.values[kind]]
        best = max((s for _, s in stating), default=0.0)
        # only a clause clearly about the subject can contradict: long passages share a word or two
        # with almost any claim, and a paraphrase must not read as a conflict
        if best <= 0 or best < MIN_SUBJECT_SHARE * sum(weights.values()):
            continue
        about_subject = [c for c, s in stating if s >= best - 1e-9]
        for value in sorted(values):
            if any(value in c.values[kind] for c in about_subject):
                continue  # stated about the subject: bound, fine
            near = max((s for c, s in stating if value in c.values[kind]), default=0.0)
            if near > OTHER_SUBJECT_SHARE * best:
                continue  # the clause stating the value is about much the same subject: not clearly another one
            others = sorted({v for c in about_subject for v in c.values[kind]} - values)
            if others:
                problems.append(f"{_describe(kind, value)} for {_short(subject, claim)}; the context gives "
                                f"{', '.join(_describe(kind, o) for o in others)}")
    return problems


def _short(subject: Iterable[str], claim: str) -> str:
    words = [w for w in re.findall(r"[A-Za-z][\w-]*", claim) if tx.content_words(w) & set(subject)]
    return " ".join(words[:4]) or "the claim's subject"


__all__ = ["bound_conflicts"]
