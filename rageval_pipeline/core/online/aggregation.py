"""Aggregation-quality signals of seed 003 (dimension 3): do several sources give the same value?

Definitions the seed leaves open, fixed here:

* **Empty values** — ``None`` and blank strings are dropped (nothing was extracted); ``0`` and
  ``False`` are kept (unlike the seed's truthiness filter, they are real extracted values).
* **Equality** — strings are compared after :func:`~rageval_pipeline.core.judges.text.normalise`
  (NFKC, quotes, whitespace, case), so ``"Metal "`` and ``"metal"`` agree; other values by their
  canonical JSON (so ``1`` and ``1.0`` are different tokens, ``1`` and ``"1"`` too — a type
  disagreement between sources is a disagreement worth seeing).
* **Zero values** — unmeasured: agreement among no sources is vacuous, and counting it as 1.0
  would make requests that extracted nothing look perfectly consistent. **One value** is
  unanimous (1.0), as in the seed.
* **Pattern boundaries** — strict ``>`` on the *unrounded* share, as the seed's code: 0.95 exactly
  is ``majority``, 0.7 ``mixed``, 0.4 ``conflicting``.
* **Rounding** — the agreement share to 3 decimals.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict

from rageval_pipeline.core.judges.text import normalise
from rageval_pipeline.core.online.extraction import ROUND_DIGITS, Categorical
from rageval_pipeline.core.records.hashing import canonical_json
from rageval_pipeline.core.records.schemas import Score

AgreementPattern = Literal["unanimous", "majority", "mixed", "conflicting"]

PATTERN_THRESHOLDS: tuple[tuple[float, AgreementPattern], ...] = (
    (0.95, "unanimous"),
    (0.7, "majority"),
    (0.4, "mixed"),
)
"""Seed 003: the first pattern whose threshold the share strictly exceeds; ``conflicting`` otherwise."""


class MultiSourceAgreement(BaseModel):
    """Agreement share, its pattern and the number of distinct values."""

    model_config = ConfigDict(extra="forbid")

    score: Score
    pattern: Categorical
    unique_values: int = 0
    values: int = 0


def agreement_pattern(agreement: float) -> AgreementPattern:
    """Seed 003's label for an agreement share in [0, 1]."""
    for threshold, label in PATTERN_THRESHOLDS:
        if agreement > threshold:
            return label
    return "conflicting"


def value_token(value: object) -> str:
    """The comparison form of one value (see the module docstring)."""
    if isinstance(value, str):
        return "s:" + normalise(value)
    try:
        return "j:" + canonical_json(value)
    except (TypeError, ValueError):  # not JSON-representable (NaN, custom objects): fall back to repr
        return "r:" + repr(value)


def _present(value: object) -> bool:
    if value is None:
        return False
    return not (isinstance(value, str) and not value.strip())


def multi_source_agreement(values: Sequence[object] | None) -> MultiSourceAgreement:
    """Seed 003: share of sources giving the most common value, and its pattern."""
    if values is None:
        why = "no values given"
        return MultiSourceAgreement(score=Score.unmeasured(why), pattern=Categorical.unmeasured(why))
    tokens = [value_token(v) for v in values if _present(v)]
    if not tokens:
        why = "no non-empty values to compare"
        return MultiSourceAgreement(score=Score.unmeasured(why), pattern=Categorical.unmeasured(why))
    counts = Counter(tokens)
    top = counts.most_common(1)[0][1]
    share = top / len(tokens)
    label = agreement_pattern(share)
    reason = f"{top} of {len(tokens)} sources agree"
    return MultiSourceAgreement(
        score=Score(value=round(share, ROUND_DIGITS), reason=reason),
        pattern=Categorical(value=label, reason=reason),
        unique_values=len(counts),
        values=len(tokens),
    )


__all__ = [
    "PATTERN_THRESHOLDS",
    "AgreementPattern",
    "MultiSourceAgreement",
    "agreement_pattern",
    "multi_source_agreement",
    "value_token",
]
