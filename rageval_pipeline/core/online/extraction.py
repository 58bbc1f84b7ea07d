"""Extraction-quality signals of seed 003 (dimension 2): ``aggregated_confidence`` and
``semantic_validation``, plus the typed records every online metric shares.

Definitions the seed leaves open, fixed here:

* **Extraction** — one value the production LLM extracted, with ``chunk_number``: the 1-based
  position, in the ``chunks`` sequence given to :func:`~rageval_pipeline.core.online.evaluate_request`,
  of the chunk the value came from (= its rank in the context the extractor saw). ``None`` means
  the extractor cited no chunk.
* **aggregated_confidence** — the seed's map (HIGH 0.90 / MEDIUM 0.75 / LOW 0.50, anything else
  0.70), matched case-insensitively after stripping. The single-source rule (one evidence source
  with its own confidence ⇒ that confidence) uses ``is not None`` instead of the seed's
  truthiness, because a self-reported confidence of ``0.0`` is information, not absence. A
  single-source confidence outside [0, 1] cannot be a probability, so it is ignored (the map
  applies) and the reason says so. With no extraction and no aggregation label there is nothing
  to be confident about: unmeasured, not the 0.70 default.
* **semantic_validation** — the seed's rule on a :class:`ValidationSummary`: pass-rate ≥ 0.5 ⇒
  ``pass``, below ⇒ ``fail``, nothing validated ⇒ ``skipped``. *No summary at all* (the caller ran
  no validation) is different from ``skipped`` (validation ran, found no evidence): it is
  unmeasured. :func:`validate_grounding` builds a summary locally — the seed's "string
  comparison" — when the caller has none.
* **Rounding** — confidences are rounded to 3 decimals, like the seed's other scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rageval_pipeline.core.judges.text import normalise
from rageval_pipeline.core.records.schemas import ContextChunk, Score

CONFIDENCE_MAP: dict[str, float] = {"HIGH": 0.90, "MEDIUM": 0.75, "LOW": 0.50}
"""Seed 003's categorical → numeric confidence map."""

DEFAULT_CONFIDENCE = 0.70
"""Seed 003's confidence for an unknown or missing aggregation label."""

PASS_RATE_THRESHOLD = 0.5
"""Seed 003: a pass rate at or above this is ``pass``."""

ROUND_DIGITS = 3
"""Seed 003 rounds its scores to 3 decimals; every online score follows it."""

ValidationLabel = Literal["pass", "fail", "skipped"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Categorical(_Model):
    """A categorical metric value, or ``None`` with the reason it was not measured / not raised."""

    value: str | None
    reason: str = ""

    @model_validator(mode="after")
    def _none_has_reason(self) -> Categorical:
        if self.value is None and not self.reason:
            raise ValueError("a categorical without a value must say why (reason)")
        return self

    @classmethod
    def unmeasured(cls, reason: str) -> Categorical:
        return cls(value=None, reason=reason)


class Extraction(_Model):
    """One extracted value and where it came from (see the module docstring for ``chunk_number``)."""

    value: str | float | int | bool | None = None
    chunk_number: int | None = Field(default=None, ge=1)
    confidence: float | None = None
    evidence: str | None = None
    """The passage the extractor quoted as evidence, if it quoted one (used by :func:`validate_grounding`)."""


class ValidationSummary(_Model):
    """How many extracted values were found (``passed``) or not found (``failed``) in their evidence;
    ``skipped`` counts values that had no evidence to check against."""

    passed: int = Field(default=0, ge=0)
    failed: int = Field(default=0, ge=0)
    skipped: int = Field(default=0, ge=0)


def aggregated_confidence(
    aggregation_confidence: str | None,
    evidence_sources: Sequence[Extraction] | None,
) -> Score:
    """Seed 003's overall confidence: the categorical map, overridden by a lone source's own confidence."""
    if aggregation_confidence is None and evidence_sources is None:
        return Score.unmeasured("no extraction result given")
    label = aggregation_confidence.strip().upper() if aggregation_confidence is not None else None
    if label in CONFIDENCE_MAP:
        value, reason = CONFIDENCE_MAP[label], f"aggregation confidence {label}"
    else:
        shown = "missing" if label is None else f"unknown ({aggregation_confidence!r})"
        value, reason = DEFAULT_CONFIDENCE, f"aggregation confidence {shown}: default"
    sources = evidence_sources or ()
    if len(sources) == 1 and sources[0].confidence is not None:
        own = sources[0].confidence
        if 0.0 <= own <= 1.0:
            value, reason = own, "single evidence source: its own confidence"
        else:
            reason += f"; single-source confidence {own} outside [0, 1] ignored"
    return Score(value=round(value, ROUND_DIGITS), reason=reason)


def semantic_validation(validation_summary: ValidationSummary | None) -> Categorical:
    """Seed 003's grounding verdict: ``pass`` at a pass rate ≥ 0.5, ``fail`` below, ``skipped`` when
    nothing could be validated; unmeasured when no validation ran."""
    if validation_summary is None:
        return Categorical.unmeasured("no validation summary given")
    total = validation_summary.passed + validation_summary.failed
    if total == 0:
        return Categorical(value="skipped", reason="no evidence available for validation")
    rate = validation_summary.passed / total
    label: ValidationLabel = "pass" if rate >= PASS_RATE_THRESHOLD else "fail"
    return Categorical(value=label, reason=f"{validation_summary.passed}/{total} values grounded")


def validate_grounding(extractions: Sequence[Extraction], chunks: Sequence[ContextChunk]) -> ValidationSummary:
    """A :class:`ValidationSummary` by string comparison: is each extracted value in its evidence?

    Why this rule: seed 003 names the check "string comparison" of the value against the evidence
    text; comparing after :func:`~rageval_pipeline.core.judges.text.normalise` (NFKC, quotes,
    whitespace, case) keeps PDF line wraps and capitalisation from failing a value that is there.
    Evidence is the extraction's own quoted ``evidence`` if given, else the text of the chunk its
    ``chunk_number`` points at. Extractions without a value are ignored (nothing was claimed);
    ones without usable evidence are ``skipped``.
    """
    passed = failed = skipped = 0
    for extraction in extractions:
        value = _value_text(extraction.value)
        if not value:
            continue
        evidence = extraction.evidence
        if evidence is None and extraction.chunk_number is not None and extraction.chunk_number <= len(chunks):
            evidence = chunks[extraction.chunk_number - 1].text
        if not evidence or not evidence.strip():
            skipped += 1
        elif normalise(value) in normalise(evidence):
            passed += 1
        else:
            failed += 1
    return ValidationSummary(passed=passed, failed=failed, skipped=skipped)


def _value_text(value: str | float | int | bool | None) -> str:
    """The searchable text of a value (``""`` when there is none)."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))  # 1200.0 is written "1200" in a document
    return str(value).strip()


__all__ = [
    "CONFIDENCE_MAP",
    "DEFAULT_CONFIDENCE",
    "PASS_RATE_THRESHOLD",
    "ROUND_DIGITS",
    "Categorical",
    "Extraction",
    "ValidationLabel",
    "ValidationSummary",
    "aggregated_confidence",
    "semantic_validation",
    "validate_grounding",
]
