"""The registry of answer-quality (generation) metrics: the one list every other module reads.

Suites, eval-config files, CLI flags (``--fail-under-<metric>``), thresholds, the composite, case
scores, reports and drift all take their metric names from here, so a typo such as
``thresholds.metrics: {faithfulnes: 0.8}`` fails when the suite loads, listing what exists —
not at the end of a night's run.
"""

from __future__ import annotations

from dataclasses import dataclass

from rageval_pipeline.core.errors import ConfigError


@dataclass(frozen=True)
class GenerationMetric:
    name: str
    #: weight in the default composite (0 = reported, not weighted by default)
    default_weight: float
    #: may a suite give it a composite weight?
    weightable: bool
    higher_is_better: bool
    description: str


_METRICS = (
    GenerationMetric("faithfulness", 40.0, True, True,
                     "share of the answer's claims supported by the retrieved contexts"),
    GenerationMetric("answer_relevance", 20.0, True, True, "how directly the answer addresses the question"),
    GenerationMetric("context_precision", 20.0, True, True,
                     "average precision of the ranked contexts against the case's references"),
    GenerationMetric("context_recall", 20.0, True, True,
                     "share of required facts / ground-truth sentences some context supports"),
    GenerationMetric("semantic_similarity", 0.0, False, True, "similarity of the answer to the ground truth"),
)

#: name -> metric, in report order
GENERATION_METRICS: dict[str, GenerationMetric] = {m.name: m for m in _METRICS}
#: the weighted mean of the measured weightable metrics
COMPOSITE = "composite"
#: every per-case score a case_scores row carries, composite last
SCORED_METRICS: tuple[str, ...] = (*GENERATION_METRICS, COMPOSITE)
WEIGHTABLE_METRICS: tuple[str, ...] = tuple(m.name for m in _METRICS if m.weightable)
DEFAULT_WEIGHTS: dict[str, float] = {m.name: m.default_weight for m in _METRICS if m.default_weight > 0}


def unknown_names(names: object, known: tuple[str, ...]) -> list[str]:
    return sorted(str(n) for n in names if n not in known)  # type: ignore[attr-defined]


def require_known(names: object, known: tuple[str, ...], *, what: str, path: str | None = None,
                  field: str | None = None) -> None:
    """Raise a :class:`ConfigError` naming every unknown name and listing the supported ones."""
    unknown = unknown_names(names, known)
    if unknown:
        raise ConfigError(f"unknown {what} {', '.join(repr(u) for u in unknown)}; supported: {', '.join(known)}",
                          path=path, field=field)


__all__ = [
    "COMPOSITE", "DEFAULT_WEIGHTS", "GENERATION_METRICS", "SCORED_METRICS", "WEIGHTABLE_METRICS",
    "GenerationMetric", "require_known", "unknown_names",
]
