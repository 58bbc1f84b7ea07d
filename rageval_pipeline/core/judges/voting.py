"""Majority vote over the LLM judge's passes (seed 002: "3-pass majority vote").

Pure functions, so the rules can be tested with numbers. Every tie is broken towards the
*stricter* outcome — a judge in doubt should not flatter the system under test:

* rubric integers (0–2): the value a strict majority of valid passes gave; without one, the
  lower median (3 passes split 0/1/2 → 1; 2 valid passes 1/2 → 1);
* booleans (``same_information``): majority of the passes that gave a value; a tie → ``False``;
  no pass gave a value → ``None``;
* metrics in [0, 1]: the median of the passes that measured it, as long as at least half the
  passes measured it; otherwise unmeasured, with the first pass's reason;
* lists (missing facts, unsupported claims, forbidden hits): the items that at least half the
  passes reported (a tie counts as reported), matched case- and whitespace-insensitively, in order
  of first appearance;
* claims and reasoning: taken whole from the *representative* pass — the valid pass whose rubric
  is closest to the voted rubric (first on ties) — because free-text claims cannot be voted on.

Failed passes (``None``) are left out of the vote; the result says how many were used.
``stability`` is the share of the 12 voted fields on which all valid passes agree (floats agree
within 0.05); ``None`` when fewer than two passes are valid.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rageval_pipeline.core.errors import JudgeError
from rageval_pipeline.core.judges.prompts import JudgeOutput, MetricJudgement

INT_FIELDS = ("correctness", "completeness", "evidence", "hallucination")
LIST_FIELDS = ("missing_facts", "unsupported_claims", "forbidden_hits")
METRIC_FIELDS = ("faithfulness", "answer_relevance", "context_precision", "context_recall")
BOOL_FIELDS = ("same_information",)
VOTED_FIELDS = INT_FIELDS + LIST_FIELDS + METRIC_FIELDS + BOOL_FIELDS

FLOAT_AGREEMENT_TOLERANCE = 0.05
"""Two metric values within this distance count as agreeing (LLM scores are coarse)."""


def vote_int(values: Sequence[int]) -> int:
    """Strict-majority value, else the lower median."""
    if not values:
        raise ValueError("vote_int needs at least one value")
    value, count = Counter(values).most_common(1)[0]
    if 2 * count > len(values):
        return value
    return statistics.median_low(values)


def vote_bool(values: Sequence[bool | None]) -> bool | None:
    """Majority of the non-null values; a tie → ``False``; only nulls → ``None``."""
    given = [v for v in values if v is not None]
    if not given:
        return None
    return 2 * sum(given) > len(given)


def vote_float(values: Sequence[float | None]) -> float | None:
    """Median of the measured values when at least half are measured, else ``None``."""
    measured = [v for v in values if v is not None]
    if not measured or 2 * len(measured) < len(values):
        return None
    return round(float(statistics.median(measured)), 6)


def _norm(item: str) -> str:
    return " ".join(item.casefold().split())


def vote_list(lists: Sequence[Sequence[str]]) -> list[str]:
    """Items reported by at least half the lists, first spelling kept, in first-seen order."""
    if not lists:
        return []
    first_spelling: dict[str, str] = {}
    counts: Counter[str] = Counter()
    for items in lists:
        for norm in dict.fromkeys(_norm(i) for i in items):  # an item counts once per pass
            counts[norm] += 1
        for item in items:
            first_spelling.setdefault(_norm(item), item)
    return [spelling for norm, spelling in first_spelling.items() if 2 * counts[norm] >= len(lists)]


def _vote_metric(judgements: Sequence[MetricJudgement]) -> MetricJudgement:
    value = vote_float([j.value for j in judgements])
    if value is None:
        reasons = [j.reason for j in judgements if j.value is None and j.reason.strip()]
        return MetricJudgement(value=None, reason=reasons[0] if reasons else "not measured by a majority of passes")
    measured = [j for j in judgements if j.value is not None]
    closest = min(measured, key=lambda j: abs((j.value or 0.0) - value))  # first on ties
    return MetricJudgement(value=value, reason=closest.reason)


def _agree(outputs: Sequence[JudgeOutput], name: str) -> bool:
    values = [getattr(o, name) for o in outputs]
    if name in LIST_FIELDS:
        return len({frozenset(_norm(i) for i in v) for v in values}) == 1
    if name in METRIC_FIELDS:
        nums = [v.value for v in values]
        if all(n is None for n in nums):
            return True
        if any(n is None for n in nums):
            return False
        return bool(max(nums) - min(nums) <= FLOAT_AGREEMENT_TOLERANCE + 1e-12)
    return len(set(values)) == 1


def stability(outputs: Sequence[JudgeOutput]) -> float | None:
    """Share of the voted fields on which all passes agree; ``None`` for fewer than two passes."""
    if len(outputs) < 2:
        return None
    agreeing = sum(_agree(outputs, name) for name in VOTED_FIELDS)
    return round(agreeing / len(VOTED_FIELDS), 6)


@dataclass(frozen=True)
class VoteResult:
    """The voted output plus how it was reached."""

    output: JudgeOutput
    stability: float | None
    valid_passes: int
    total_passes: int
    representative_pass: int
    warnings: list[str] = field(default_factory=list)


def vote(passes: Sequence[JudgeOutput | None]) -> VoteResult:
    """Vote over the passes (``None`` = failed pass); raises :class:`JudgeError` when none is valid."""
    indexed = [(i, o) for i, o in enumerate(passes) if o is not None]
    if not indexed:
        raise JudgeError(f"no valid pass to vote on (0 of {len(passes)})")
    outputs = [o for _, o in indexed]
    ints = {name: vote_int([getattr(o, name) for o in outputs]) for name in INT_FIELDS}

    def distance(o: JudgeOutput) -> int:
        return sum(abs(getattr(o, name) - ints[name]) for name in INT_FIELDS)

    rep_index, rep = min(indexed, key=lambda pair: (distance(pair[1]), pair[0]))
    fields: dict[str, Any] = {
        **ints,
        **{name: vote_list([getattr(o, name) for o in outputs]) for name in LIST_FIELDS},
        **{name: _vote_metric([getattr(o, name) for o in outputs]) for name in METRIC_FIELDS},
    }
    voted = JudgeOutput(
        **fields,
        same_information=vote_bool([o.same_information for o in outputs]),
        claims=[c.model_copy() for c in rep.claims],
        reasoning=rep.reasoning,
    )
    warnings: list[str] = []
    if len(outputs) < len(passes):
        failed = [i for i, o in enumerate(passes) if o is None]
        warnings.append(
            f"voted over {len(outputs)} of {len(passes)} passes (failed: {', '.join(map(str, failed))})"
        )
    return VoteResult(
        output=voted,
        stability=stability(outputs),
        valid_passes=len(outputs),
        total_passes=len(passes),
        representative_pass=rep_index,
        warnings=warnings,
    )


__all__ = [
    "BOOL_FIELDS",
    "FLOAT_AGREEMENT_TOLERANCE",
    "INT_FIELDS",
    "LIST_FIELDS",
    "METRIC_FIELDS",
    "VOTED_FIELDS",
    "VoteResult",
    "stability",
    "vote",
    "vote_bool",
    "vote_float",
    "vote_int",
    "vote_list",
]
