"""Production-time quality signals (seed 003): nine per-request metrics, eight of them free.

Call :func:`evaluate_request` from the request path (it never raises) or replay logged traffic
with :func:`load_request_logs` + :func:`evaluate_request_log`. The pure metric functions are
exported for callers that want one signal. Module docstrings define what seed 003 leaves open:
score normalisation and chunk identity (``retrieval``), confidence and grounding
(``extraction``), value equality and boundaries (``aggregation``), span attributes (``telemetry``).

No Dagster here; anthropic and opentelemetry are imported lazily, only when used.
"""

from rageval_pipeline.core.online.aggregation import (
    AgreementPattern,
    MultiSourceAgreement,
    agreement_pattern,
    multi_source_agreement,
)
from rageval_pipeline.core.online.evaluate import (
    DEFAULT_CONFIG,
    OnlineConfig,
    RequestEvaluation,
    evaluate_request,
    evaluate_request_log,
    failure_count,
    submit_request,
)
from rageval_pipeline.core.online.extraction import (
    Categorical,
    Extraction,
    ValidationSummary,
    aggregated_confidence,
    semantic_validation,
    validate_grounding,
)
from rageval_pipeline.core.online.logs import RequestLog, load_request_logs
from rageval_pipeline.core.online.retrieval import (
    HIGH_THRESHOLD_FILTERING,
    HIT_RETRIEVAL_LIMIT,
    ContextPrecision,
    ContextRelevance,
    Escalation,
    RecallHeuristic,
    RecallJudgement,
    RecallLLM,
    context_precision,
    context_recall_heuristic,
    context_recall_llm,
    context_relevance,
    escalation_decision,
    normalize_score,
)
from rageval_pipeline.core.online.telemetry import (
    attach_to_current_span,
    span_attributes,
)

__all__ = [
    "DEFAULT_CONFIG",
    "HIGH_THRESHOLD_FILTERING",
    "HIT_RETRIEVAL_LIMIT",
    "AgreementPattern",
    "Categorical",
    "ContextPrecision",
    "ContextRelevance",
    "Escalation",
    "Extraction",
    "MultiSourceAgreement",
    "OnlineConfig",
    "RecallHeuristic",
    "RecallJudgement",
    "RecallLLM",
    "RequestEvaluation",
    "RequestLog",
    "ValidationSummary",
    "aggregated_confidence",
    "agreement_pattern",
    "attach_to_current_span",
    "context_precision",
    "context_recall_heuristic",
    "context_recall_llm",
    "context_relevance",
    "escalation_decision",
    "evaluate_request",
    "evaluate_request_log",
    "failure_count",
    "load_request_logs",
    "multi_source_agreement",
    "normalize_score",
    "semantic_validation",
    "span_attributes",
    "submit_request",
    "validate_grounding",
]
