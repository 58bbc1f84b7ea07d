"""Typed records that flow between the stages of an evaluation.

Every stage speaks these models; Parquet tables are their columnar form (see ``tables.py``).
A score that could not be computed is a :class:`Score` with ``value=None`` and a reason,
never ``0`` or ``NaN``.
"""

from __future__ import annotations

import math
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

DatasetFormat = Literal["qid_jsonl", "qa_json", "outcome_json"]
"""The three dataset formats of the seeds: 001's JSONL, 002's test_cases JSON, 000's cases.json."""

ResponseStatus = Literal["ok", "error"]
CaseStatus = Literal["pass", "fail", "error"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=False, validate_assignment=False)


class GoldSpan(_Model):
    """A labelled evidence location: inclusive page range inside one document."""

    doc_id: str = Field(min_length=1)
    start_page: int = Field(ge=1)
    end_page: int = Field(ge=1)

    @model_validator(mode="after")
    def _ordered(self) -> GoldSpan:
        if self.start_page > self.end_page:
            raise ValueError(f"start_page ({self.start_page}) must be <= end_page ({self.end_page})")
        return self


class CitationRule(_Model):
    """Seed 000 ``must_cite`` entry: the answer must cite ``doc`` with text containing the quote."""

    doc: str = Field(min_length=1)
    quote_contains: str = Field(min_length=1)


class RequiredFact(_Model):
    """An atomic fact a good answer must state, with its evidence rules."""

    fact_id: str = Field(min_length=1)
    claim: str = Field(min_length=1)
    must_cite: list[CitationRule] = Field(default_factory=list)


class EvalCase(_Model):
    """One question of an eval dataset, normalised from any of the three seed formats.

    Fields a format does not carry keep their defaults; fields we do not know are kept
    verbatim in ``extra`` so nothing from the source file is lost.
    """

    id: str = Field(min_length=1)
    question: str = Field(min_length=1)
    answerable: bool = True
    gold: list[GoldSpan] = Field(default_factory=list)
    ground_truth: str | None = None
    expected_contexts: list[str] = Field(default_factory=list)
    critical: bool = False
    tags: list[str] = Field(default_factory=list)
    required_facts: list[RequiredFact] = Field(default_factory=list)
    forbidden_claims: list[str] = Field(default_factory=list)
    id_generated: bool = False
    source_format: DatasetFormat
    source_line: int | None = None
    extra: dict[str, Any] = Field(default_factory=dict)

    @property
    def is_negative(self) -> bool:
        """A question whose correct answer is "not stated in the sources"."""
        return not self.answerable


class EvalDataset(_Model):
    """A validated dataset file: its cases in deterministic order plus provenance."""

    path: str
    format: DatasetFormat
    name: str
    version: str | None = None
    created: str | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)
    cases: list[EvalCase]
    warnings: list[str] = Field(default_factory=list)
    content_hash: str


#: a metric's reason when the system under test returned no contexts at all (``contexts is None``)
CONTEXTS_NOT_PROVIDED = "system did not provide contexts"


class ContextChunk(_Model):
    """One retrieved context as the system under test returned it (only ``text`` is required)."""

    text: str
    doc_id: str | None = None
    chunk_id: str | None = None
    start_page: int | None = None
    end_page: int | None = None
    score: float | None = None
    rank: int | None = None
    retrieval_method: str | None = None

    @property
    def pages(self) -> str | None:
        """The context's pages as ``page_span`` writes them."""
        return page_span(self.start_page, self.end_page)


def page_span(start_page: int | None, end_page: int | None) -> str | None:
    """``"3"``, ``"3-5"``, or ``None`` when no page is known; a context giving only one end of its
    span is on that page. The one way every report, prompt and probe writes pages."""
    first = start_page if start_page is not None else end_page
    last = end_page if end_page is not None else start_page
    if first is None or last is None:
        return None
    return str(first) if first == last else f"{first}-{last}"


class SystemResponse(_Model):
    """What the system under test said for one case in one variant, on one day.

    ``contexts is None`` means the system does not expose contexts (context metrics become
    unmeasured); ``contexts == []`` means it retrieved nothing (faithfulness auto-fails).
    """

    case_id: str
    variant: str
    system: str
    question: str
    answer: str | None = None
    contexts: list[ContextChunk] | None = None
    citations: list[str] = Field(default_factory=list)
    latency_ms: float | None = None
    status: ResponseStatus = "ok"
    error: str | None = None
    attempts: int = 1
    slow: bool = False
    metadata: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _error_has_reason(self) -> SystemResponse:
        if self.status == "error" and not self.error:
            raise ValueError("an error response must carry its reason in `error`")
        return self


class Score(_Model):
    """A metric value in [0, 1] or, when it could not be computed, ``None`` with the reason."""

    value: float | None
    reason: str = ""

    @field_validator("value")
    @classmethod
    def _finite_unit(cls, v: float | None) -> float | None:
        if v is None:
            return None
        if not math.isfinite(v):
            raise ValueError("a score must be finite; use value=None with a reason instead")
        if not 0.0 <= v <= 1.0:
            raise ValueError(f"a score must lie in [0, 1], got {v}")
        return float(v)

    @model_validator(mode="after")
    def _unmeasured_has_reason(self) -> Score:
        if self.value is None and not self.reason:
            raise ValueError("an unmeasured score must say why (reason)")
        return self

    @property
    def measured(self) -> bool:
        return self.value is not None

    @classmethod
    def unmeasured(cls, reason: str) -> Score:
        return cls(value=None, reason=reason)


class Rubric(_Model):
    """Seed 000's strict 0–2 rubric for one answer."""

    correctness: int = Field(ge=0, le=2)
    completeness: int = Field(ge=0, le=2)
    evidence: int = Field(ge=0, le=2)
    hallucination: int = Field(ge=0, le=2, description="2 = no unsupported claims, 0 = major hallucination")
    missing_facts: list[str] = Field(default_factory=list)
    unsupported_claims: list[str] = Field(default_factory=list)
    forbidden_hits: list[str] = Field(default_factory=list)


class ClaimCheck(_Model):
    """One claim the answer makes and whether the contexts support it."""

    claim: str
    supported: bool
    support_score: float = Field(ge=0.0, le=1.0)
    context_ids: list[str] = Field(default_factory=list)
    reason: str = ""


class Verdict(_Model):
    """A judge's verdict on one case × variant.

    ``pass_index`` is the pass number (0, 1, 2) for individual LLM passes and ``None`` for the
    final (voted) verdict that downstream stages use.
    """

    case_id: str
    variant: str
    judge: str
    pass_index: int | None = None
    status: ResponseStatus = "ok"
    error: str | None = None
    rubric: Rubric | None = None
    faithfulness: Score
    answer_relevance: Score
    context_precision: Score
    context_recall: Score
    semantic_similarity: Score
    same_information: bool | None = None
    claims: list[ClaimCheck] = Field(default_factory=list)
    confidence: float = Field(ge=0.0, le=1.0)
    reasoning: str = ""
    warnings: list[str] = Field(default_factory=list)
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0
    cached: bool = False
    escalated: bool = False
    stability: float | None = None
    #: the judge's probability that the answer hallucinates, where it computes one (the local
    #: judge's fitted detector); ``None`` otherwise. Calibration ranks answers by it (AUROC).
    hallucination_score: float | None = Field(default=None, ge=0.0, le=1.0)

    @model_validator(mode="after")
    def _consistent(self) -> Verdict:
        if self.status == "error" and not self.error:
            raise ValueError("an error verdict must carry its reason in `error`")
        if self.status == "ok" and self.rubric is None:
            raise ValueError("an ok verdict must carry a rubric")
        return self


__all__ = [
    "CaseStatus",
    "CitationRule",
    "ClaimCheck",
    "ContextChunk",
    "DatasetFormat",
    "EvalCase",
    "EvalDataset",
    "GoldSpan",
    "RequiredFact",
    "ResponseStatus",
    "Rubric",
    "Score",
    "SystemResponse",
    "Verdict",
]


def error_verdict(case_id: str, variant: str, judge: str, reason: str, *, pass_index: int | None = None) -> Verdict:
    """The verdict of a case the judge could not score: every metric unmeasured with the reason."""
    why = f"judge error: {reason}"
    return Verdict(
        case_id=case_id,
        variant=variant,
        judge=judge,
        pass_index=pass_index,
        status="error",
        error=reason,
        rubric=None,
        faithfulness=Score.unmeasured(why),
        answer_relevance=Score.unmeasured(why),
        context_precision=Score.unmeasured(why),
        context_recall=Score.unmeasured(why),
        semantic_similarity=Score.unmeasured(why),
        confidence=0.0,
        reasoning="",
    )


__all__ += ["error_verdict", "page_span"]
