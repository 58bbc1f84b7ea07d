"""Attach an online evaluation to the active OpenTelemetry span (seed 003's "span-attached").

Why OpenTelemetry rather than a vendor SDK: the seed submits evaluations to the span that served
the request so quality can be correlated with latency, model and user in the tracing backend; the
OpenTelemetry API is the vendor-neutral way to reach "the current span", and every backend
(Datadog included) ingests its attributes.

What is written:

* one attribute per metric, ``rageval.<metric>`` — a float for a score, a string for a categorical;
  an unmeasured metric gets ``rageval.<metric>.unmeasured`` = its reason instead (never a fake 0);
* ``rageval.escalated``, ``rageval.llm_calls``, ``rageval.llm_cost_usd``, ``rageval.error_count``,
  ``rageval.elapsed_ms`` and, when non-empty, ``rageval.warnings`` (a string array);
* one span event, ``rageval.evaluation``, carrying the same summary, so backends that index
  events separately still see one record per evaluation.

It is a no-op (returns ``False``) when ``opentelemetry`` is not installed or no recording span is
active. The API is imported lazily, once: a request path must not pay a failed import per call.
Exceptions are *not* swallowed here — :func:`rageval_pipeline.core.online.evaluate_request` owns
the single catch-all, so a telemetry failure is logged and counted like any other.
"""

from __future__ import annotations

import functools
from types import ModuleType
from typing import TYPE_CHECKING

from rageval_pipeline.core.online.extraction import Categorical
from rageval_pipeline.core.records.schemas import Score

if TYPE_CHECKING:
    from rageval_pipeline.core.online.evaluate import RequestEvaluation

ATTRIBUTE_PREFIX = "rageval."
EVENT_NAME = "rageval.evaluation"

METRIC_FIELDS: tuple[str, ...] = (
    "context_relevance",
    "context_precision",
    "context_recall_heuristic",
    "context_recall_llm",
    "recall_warning",
    "aggregated_confidence",
    "semantic_validation",
    "multi_source_agreement",
    "agreement_pattern",
)
"""Seed 003's nine metrics, in the seed's order (also the field names of ``RequestEvaluation``)."""

AttributeValue = str | bool | int | float | tuple[str, ...]


@functools.cache
def _trace_api() -> ModuleType | None:
    """``opentelemetry.trace`` if installed (imported once), else ``None``."""
    try:
        from opentelemetry import trace
    except ImportError:
        return None
    return trace


def metric_attributes(name: str, metric: Score | Categorical) -> dict[str, AttributeValue]:
    """The span attribute(s) of one metric (see the module docstring)."""
    key = ATTRIBUTE_PREFIX + name
    if metric.value is not None:
        return {key: metric.value}
    if isinstance(metric, Categorical) and name == "recall_warning":
        return {}  # no warning raised is the normal case, not a gap in measurement
    return {key + ".unmeasured": metric.reason}


def summary_attributes(evaluation: RequestEvaluation) -> dict[str, AttributeValue]:
    """Run-level attributes: escalation, LLM spend, error count, elapsed time, warnings."""
    attrs: dict[str, AttributeValue] = {
        ATTRIBUTE_PREFIX + "escalated": evaluation.escalated,
        ATTRIBUTE_PREFIX + "llm_calls": evaluation.llm_calls,
        ATTRIBUTE_PREFIX + "llm_cost_usd": evaluation.llm_cost_usd,
        ATTRIBUTE_PREFIX + "error_count": len(evaluation.errors),
        ATTRIBUTE_PREFIX + "elapsed_ms": evaluation.elapsed_ms,
    }
    if evaluation.warnings:
        attrs[ATTRIBUTE_PREFIX + "warnings"] = tuple(evaluation.warnings)
    return attrs


def span_attributes(evaluation: RequestEvaluation) -> dict[str, AttributeValue]:
    """Every attribute :func:`attach_to_current_span` sets, as a pure function (for tests and logs)."""
    attrs: dict[str, AttributeValue] = {}
    for name in METRIC_FIELDS:
        attrs.update(metric_attributes(name, getattr(evaluation, name)))
    attrs.update(summary_attributes(evaluation))
    return attrs


def attach_to_current_span(evaluation: RequestEvaluation) -> bool:
    """Set the attributes and add the event on the current span; ``False`` when there is none."""
    trace = _trace_api()
    if trace is None:
        return False
    span = trace.get_current_span()
    if not span.is_recording():
        return False
    span.set_attributes(span_attributes(evaluation))
    span.add_event(EVENT_NAME, attributes=summary_attributes(evaluation))
    return True


__all__ = [
    "ATTRIBUTE_PREFIX",
    "EVENT_NAME",
    "METRIC_FIELDS",
    "attach_to_current_span",
    "metric_attributes",
    "span_attributes",
    "summary_attributes",
]
