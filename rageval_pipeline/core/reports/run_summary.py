"""The typed run summary: what one partition (date × suite) measured, gated and depended on.

``summary.json`` is this model serialised; the report, the gates, the asset checks, trends, drift,
the CI report and the CLI all read it through :func:`load_summary`, so a field is parsed in one
place and a malformed or hand-edited file fails with the field that is wrong.

Summaries imported from earlier tools (``core.history``) carry only what those tools recorded:
every number below may be ``None`` ("not known"), never 0 by default.

Numbers are typed ``int | float`` where a count and a mean share a shape, so the JSON keeps
``3`` as ``3`` and ``0.5`` as ``0.5`` (a plain ``float`` field would rewrite ``3`` as ``3.0`` and
change the bytes of an otherwise identical report).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from rageval_pipeline.core.ab.compare import ABSummary, MeanEstimate, Proportion
from rageval_pipeline.core.ab.scorecard import Scorecard
from rageval_pipeline.core.errors import ConfigError

Number = int | float

#: which asset check reports a gate, and how it compares
GateFamily = Literal["validity", "retrieval", "quality", "critical", "value"]

#: the exit code a failing gate of each family asks for: 2 = a critical case failed, 1 = a
#: threshold failed (3, fatal, is never a gate: it is a run that could not be evaluated)
FAMILY_EXIT_CODES: dict[str, int] = {"validity": 1, "retrieval": 1, "quality": 1, "critical": 2, "value": 1}
_VALUE_GATES = frozenset({"value_win_rate", "full_hallucination_vs_baseline"})


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Gate(_Record):
    """One threshold applied to one variant's number; an unmeasured number never passes."""

    name: str
    family: GateFamily
    variant: str | None
    value: float | None
    threshold: float | None
    op: Literal[">=", "<=", "=="]
    passed: bool
    reason: str
    exit_code: int = Field(default=1, ge=1, le=2)

    @model_validator(mode="before")
    @classmethod
    def _from_earlier_summaries(cls, data: Any) -> Any:
        """Summaries written before gates had families said ``kind: validity|threshold|critical``."""
        if isinstance(data, dict) and "kind" in data and "family" not in data:
            data = dict(data)
            kind = data.pop("kind")
            name = str(data.get("name", ""))
            if kind == "threshold":
                kind = "value" if name in _VALUE_GATES else ("retrieval" if "@" in name else "quality")
            data["family"] = kind
            data.setdefault("exit_code", FAMILY_EXIT_CODES.get(str(kind), 1))
        return data


class DatasetStats(_Record):
    cases: int | None = None
    negatives: int | None = None
    critical: int | None = None
    content_hash: str | None = None


class RetrievalConfig(_Record):
    ks: list[int] = Field(default_factory=list)
    primary_k: int | None = None
    near_page_tolerance: int | None = None
    scope: str | None = None


class ResponseStats(_Record):
    """Calls of one variant: how many, how many failed, how fast."""

    responses: int | None = None
    errors: int | None = None
    error_rate: Number | None = None
    #: nearest-rank percentiles and mean over every response with a measured duration, failed
    #: ones at their time to failure (``metrics.latency``)
    latency_p50_ms: Number | None = None
    latency_p95_ms: Number | None = None
    latency_avg_ms: Number | None = None
    #: what those figures are made of (absent from summaries written before they were counted)
    latency_counted: int | None = None
    latency_failed_counted: int | None = None
    latency_untimed: int | None = None
    latency_retries_untimed: int | None = None
    slow: int | None = None
    #: responses whose reply carried no contexts field, and why (remote systems)
    contexts_missing: int | None = None
    contexts_missing_reason: str | None = None
    #: which reply fields the answer and contexts were read from (auto-detected or configured)
    response_fields: dict[str, str | None] | None = None


class RetrievalStats(BaseModel):
    """Means of the retrieval metrics over the scored cases, and why the others were skipped.

    Extra keys are kept: the retrieval summary grows diagnostics (per-metric measured counts,
    document-level metrics) without every reader having to know them.
    """

    model_config = ConfigDict(extra="allow")

    ks: list[int] = Field(default_factory=list)
    primary_k: int | None = None
    near_page_tolerance: int | None = None
    total: int | None = None
    scored: int | None = None
    skipped: dict[str, int] = Field(default_factory=dict)
    means: dict[str, Number | None] = Field(default_factory=dict)
    skipped_cases: list[tuple[str, str]] = Field(default_factory=list)


class MetricStats(_Record):
    """Mean of one generation metric over the cases that measured it (``None`` when none did)."""

    mean: Number | None = None
    measured: int | None = None
    unmeasured: int | None = None


class LatencyStats(_Record):
    avg: Number | None = None
    p50: Number | None = None
    p95: Number | None = None
    median: Number | None = None


class TagStats(_Record):
    count: int
    avg_composite: Number | None = None


class CoverageStats(_Record):
    """How much of the composite's weight was actually measured (1.0 = every weighted metric)."""

    mean: Number | None = None
    min: Number | None = None
    cases: int = 0
    #: weighted metric -> cases (of those with a composite) on which it was unmeasured
    unmeasured: dict[str, int] = Field(default_factory=dict)
    #: one reason per unmeasured metric: the most frequent one
    reasons: dict[str, str] = Field(default_factory=dict)


class ScoreStats(_Record):
    """Aggregates of one variant's case scores."""

    cases: int | None = None
    passed: int | None = None
    failed: int | None = None
    errors: int | None = None
    critical_failed: list[str] | None = None
    metrics: dict[str, MetricStats] = Field(default_factory=dict)
    hallucination_rate: Number | None = None
    #: hallucinated answers by cause (``metrics.scoring.hallucination_causes``)
    hallucination_causes: dict[str, int] = Field(default_factory=dict)
    pass_rate: Number | None = None
    error_rate: Number | None = None
    latency_ms: LatencyStats | None = None
    tags: dict[str, TagStats] | None = None
    composite_coverage: CoverageStats | None = None

    def mean(self, metric: str) -> float | None:
        stats = self.metrics.get(metric)
        return None if stats is None or stats.mean is None else float(stats.mean)


class VariantSummary(_Record):
    params: dict[str, Any] = Field(default_factory=dict)
    responses: ResponseStats = Field(default_factory=ResponseStats)
    retrieval: RetrievalStats | None = None
    scores: ScoreStats | None = None

    def retrieval_mean(self, metric: str) -> float | None:
        if self.retrieval is None:
            return None
        value = self.retrieval.means.get(metric)
        return None if value is None else float(value)


class JudgeWarning(_Record):
    warning: str
    cases: int


class JudgeStats(_Record):
    judge: str | None = None
    warnings: list[JudgeWarning] = Field(default_factory=list)
    verdicts: int | None = None
    judge_errors: int | None = None
    escalated: int | None = None
    input_tokens: int | None = None
    output_tokens: int | None = None
    cost_usd: Number | None = None


class Provenance(_Record):
    """Content hashes of everything a partition's numbers depend on: drift names what changed.

    ``None`` means "not known" (e.g. no corpus for a remote system), never "unchanged".
    """

    dataset_hash: str | None = None
    corpus_hash: str | None = None
    system_config_hash: str | None = None
    suite_config_hash: str | None = None
    answers_hash: str | None = None
    judge: str | None = None
    judge_prompt_version: str | None = None
    code_version: str | None = None


class LLMUsage(_Record):
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: Number = 0.0


class ABReport(ABSummary):
    """The A/B summary as reported: which variants were compared, plus pairwise-judge usage."""

    baseline: str
    full: str
    llm: LLMUsage | None = None


class RunSummary(_Record):
    suite: str
    date: str
    mode: str
    #: where an imported summary came from (absent for runs of this pipeline)
    source: str | None = None
    dataset: DatasetStats = Field(default_factory=DatasetStats)
    retrieval_config: RetrievalConfig = Field(default_factory=RetrievalConfig)
    weights: dict[str, Number] | None = None
    variants: dict[str, VariantSummary] = Field(default_factory=dict)
    judge: JudgeStats | None = None
    provenance: Provenance = Field(default_factory=Provenance)
    ab: ABReport | None = None
    #: every variant against the suite's base variant, with paired statistics (2+ variants)
    scorecard: Scorecard | None = None
    gates: list[Gate] | None = None
    status: Literal["pass", "fail"] | None = None

    @property
    def primary_variant(self) -> str | None:
        """The variant the gates judge and the headline shows: the A/B's full variant, else the
        first by name. Decided here only."""
        return primary_variant_of(sorted(self.variants), self.ab.full if self.ab is not None else None)

    @property
    def primary(self) -> VariantSummary | None:
        name = self.primary_variant
        return None if name is None else self.variants[name]

    def to_json(self) -> dict[str, Any]:
        """The JSON form written to ``summary.json`` (fields never set are left out, so an imported
        summary round-trips to the keys it had)."""
        return self.model_dump(mode="json", exclude_unset=True)


def primary_variant_of(variants: list[str], ab_full: str | None) -> str | None:
    """The one rule for "the primary variant" (suites, summaries and imported runs alike)."""
    if ab_full is not None and ab_full in variants:
        return ab_full
    return sorted(variants)[0] if variants else None


def load_summary(data: Mapping[str, Any] | RunSummary, *, source: str = "summary") -> RunSummary:
    """Validate a summary read from ``summary.json`` (or built in memory); errors name the field."""
    if isinstance(data, RunSummary):
        return data
    try:
        return RunSummary.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ConfigError(f"not a valid run summary: {first['msg']}", path=source, field=where) from None


__all__ = [
    "FAMILY_EXIT_CODES", "ABReport", "MeanEstimate", "Proportion", "Gate", "GateFamily", "CoverageStats", "DatasetStats", "JudgeStats", "LLMUsage", "MetricStats", "Provenance",
    "ResponseStats", "RetrievalConfig", "RetrievalStats", "RunSummary", "ScoreStats", "VariantSummary",
    "load_summary", "primary_variant_of",
]
