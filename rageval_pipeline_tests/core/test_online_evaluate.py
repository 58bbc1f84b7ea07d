"""evaluate_request: escalation, non-blocking failures, span attachment, import hygiene."""

from __future__ import annotations

import logging
import subprocess
import sys
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import opentelemetry.sdk.trace  # noqa: E402,F401  (a dev dependency: fail loudly if missing)
import pytest
from opentelemetry import trace  # noqa: E402
from opentelemetry.sdk import trace as sdk_trace  # noqa: E402
from opentelemetry.sdk.trace.export import SimpleSpanProcessor  # noqa: E402
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter  # noqa: E402

from rageval_pipeline.core.online import (
    Extraction,
    OnlineConfig,
    RecallJudgement,
    evaluate_request,
    failure_count,
    span_attributes,
    submit_request,
)
from rageval_pipeline.core.records.schemas import ContextChunk


def chunks(n: int = 10, method: str = "knn") -> list[ContextChunk]:
    return [
        ContextChunk(text=f"the roof is metal ({i})", chunk_id=f"c{i}", doc_id="d", start_page=i + 1, score=0.8,
                     retrieval_method=method)
        for i in range(n)
    ]


def cites(k: int) -> list[Extraction]:
    """``k`` extractions of "metal", citing chunks 1..k."""
    return [Extraction(value="metal", chunk_number=i) for i in range(1, k + 1)]


class Recorder:
    """A recall validator that records its calls and answers a fixed judgement."""

    def __init__(self, score: float = 0.5) -> None:
        self.calls: list[tuple[str, list[ContextChunk], str | None]] = []
        self.score = score

    def __call__(self, query: str, chunks: Sequence[ContextChunk], *, answer: str | None = None) -> RecallJudgement:
        self.calls.append((query, list(chunks), answer))
        return RecallJudgement(score=self.score, reason="fake", llm_calls=1, cost_usd=0.0021)


# -- escalation -----------------------------------------------------------------------------------


def test_no_escalation_at_threshold() -> None:
    validator = Recorder()
    result = evaluate_request("q", chunks(10), cites(7), recall_llm=validator)
    assert result.context_recall_heuristic.value == 0.7
    assert result.escalated is False and validator.calls == []
    assert result.context_recall_llm.value is None and "not escalated" in result.context_recall_llm.reason
    assert result.llm_calls == 0 and result.llm_cost_usd == 0.0


def test_escalation_below_threshold_calls_validator_with_first_chunks() -> None:
    validator = Recorder(0.4)
    config = OnlineConfig(llm_max_chunks=4)
    result = evaluate_request("roof?", chunks(10), cites(6), config=config, recall_llm=validator, answer="metal")
    assert result.context_recall_heuristic.value == 0.6
    assert result.escalated is True
    assert result.context_recall_llm.value == 0.4
    assert result.llm_calls == 1 and result.llm_cost_usd == 0.0021
    (query, sent, answer), = validator.calls
    assert query == "roof?" and answer == "metal" and [c.chunk_id for c in sent] == ["c0", "c1", "c2", "c3"]


def test_threshold_is_configurable() -> None:
    validator = Recorder()
    result = evaluate_request("q", chunks(10), cites(7), config=OnlineConfig(recall_threshold=0.75), recall_llm=validator)
    assert result.escalated is True and len(validator.calls) == 1


def test_limit_hit_escalates_even_with_full_recall() -> None:
    validator = Recorder(0.9)
    result = evaluate_request("q", chunks(10), cites(10), config=OnlineConfig(knn_limit=10), recall_llm=validator)
    assert result.context_recall_heuristic.value == 0.7  # 1.0 x 0.7 penalty: not below the threshold
    assert result.escalated is True and result.escalation_reason == "a retrieval limit was hit"
    assert result.warnings == ["HIT_RETRIEVAL_LIMIT"]
    assert result.recall_warning.value == "HIT_RETRIEVAL_LIMIT"
    assert len(validator.calls) == 1


def test_escalation_without_validator_is_reported_not_called() -> None:
    result = evaluate_request("q", chunks(10), cites(2))
    assert result.escalated is True and result.llm_calls == 0
    assert "no recall validator" in result.context_recall_llm.reason


def test_without_extractions_nothing_is_guessed() -> None:
    validator = Recorder()
    result = evaluate_request("q", chunks(5), recall_llm=validator)
    assert result.context_relevance.value is not None
    for name in ("context_precision", "context_recall_heuristic", "aggregated_confidence", "multi_source_agreement"):
        assert getattr(result, name).value is None, name
    assert result.semantic_validation.value is None
    assert result.escalated is False and validator.calls == []


def test_zero_chunks() -> None:
    validator = Recorder()
    result = evaluate_request("q", [], cites(1), recall_llm=validator)
    assert result.context_relevance.value is None
    assert result.context_recall_heuristic.value == 0.0
    assert result.escalated is False and validator.calls == []


def test_full_request_all_nine_signals() -> None:
    result = evaluate_request(
        "q", chunks(4), [Extraction(value="metal", chunk_number=1), Extraction(value="tile", chunk_number=2)],
        aggregation_confidence="MEDIUM", request_id="r1",
    )
    # relevance: no BM25 => intersection 0; avg 0.8; 4 pages => 0.8 diversity
    assert result.context_relevance.value == round(0.5 * 0.8 + 0.1 * 0.8, 3) == 0.48
    assert result.context_precision.value == 1.0 and result.avg_rank == 1.5 and result.contributing_chunks == 2
    assert result.context_recall_heuristic.value == 0.5
    assert result.aggregated_confidence.value == 0.75
    assert result.semantic_validation.value == "pass"  # "metal" grounded, "tile" not: 1/2 >= 0.5
    assert result.multi_source_agreement.value == 0.5 and result.agreement_pattern.value == "mixed"
    assert result.unique_values == 2 and result.request_id == "r1"
    assert result.errors == [] and result.elapsed_ms > 0


def test_seed_style_dict_inputs_are_accepted() -> None:
    result = evaluate_request(
        "q",
        [{"chunk_id": "a", "retrieval_method": "bm25", "score": 10.0, "page": 1},
         {"chunk_id": "a", "retrieval_method": "knn", "score": 0.5, "page": 1}],
        [{"value": "x", "chunk_number": 1}],
        validation_summary={"passed": 0, "failed": 2},
    )
    assert result.errors == []
    assert result.context_relevance.value == round(0.4 * 1 + 0.5 * 0.5 + 0.1 * 0.2, 3)
    assert result.semantic_validation.value == "fail"


# -- never raises ---------------------------------------------------------------------------------


def test_raising_validator_is_caught_logged_counted_and_reported(caplog: pytest.LogCaptureFixture) -> None:
    def boom(query: str, chunks: Sequence[ContextChunk], *, answer: str | None = None) -> RecallJudgement:
        raise RuntimeError("validator down")

    before = failure_count()
    with caplog.at_level(logging.WARNING, logger="rageval_pipeline.core.online.evaluate"):
        result = evaluate_request("q", chunks(10), cites(2), recall_llm=boom)
    assert failure_count() == before + 1
    assert result.errors == ["recall_llm: RuntimeError: validator down"]
    assert result.escalated is True
    assert result.context_recall_llm.value is None and "validator down" in result.context_recall_llm.reason
    assert result.context_recall_heuristic.value == 0.2 and result.semantic_validation.value == "pass"
    assert any("validator down" in r.getMessage() and r.exc_info for r in caplog.records)


def test_validator_returning_the_wrong_type_is_an_error() -> None:
    result = evaluate_request("q", chunks(10), cites(2), recall_llm=lambda *a, **k: 0.5)  # type: ignore[arg-type,return-value]
    assert result.errors and "expected RecallJudgement" in result.errors[0]


@pytest.mark.parametrize(
    "bad_chunks",
    [[{"chunk_id": "a", "score": "high"}], None, [42], [{"unknown_field": 1}]],
)
def test_bad_input_never_raises(bad_chunks: Any) -> None:
    before = failure_count()
    result = evaluate_request("q", bad_chunks, cites(1))
    assert failure_count() == before + 1
    assert len(result.errors) == 1 and result.errors[0].startswith("inputs: ")
    assert result.context_relevance.value is None
    assert result.context_relevance.reason.startswith("not computed: inputs: ")
    assert result.agreement_pattern.value is None


def test_submit_request_runs_in_background() -> None:
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = [submit_request(pool, "q", chunks(10), cites(k)) for k in (3, 8)]
        values = [f.result(timeout=10).context_recall_heuristic.value for f in futures]
    assert values == [0.3, 0.8]


# -- telemetry ------------------------------------------------------------------------------------


@pytest.fixture
def tracer() -> Iterator[tuple[Any, InMemorySpanExporter]]:
    exporter = InMemorySpanExporter()
    provider = sdk_trace.TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    yield provider.get_tracer("test"), exporter
    provider.shutdown()


def test_results_attached_to_active_span(tracer: tuple[Any, InMemorySpanExporter]) -> None:
    tr, exporter = tracer
    with tr.start_as_current_span("extract_field"):
        result = evaluate_request("q", chunks(10), cites(7), aggregation_confidence="HIGH")
    assert result.span_attached is True
    (span,) = exporter.get_finished_spans()
    attrs: dict[str, Any] = dict(span.attributes or {})
    assert attrs["rageval.context_relevance"] == result.context_relevance.value
    assert attrs["rageval.context_recall_heuristic"] == 0.7
    assert attrs["rageval.aggregated_confidence"] == 0.9
    assert attrs["rageval.semantic_validation"] == "pass"
    assert attrs["rageval.agreement_pattern"] == "unanimous"
    assert attrs["rageval.context_recall_llm.unmeasured"].startswith("not escalated")
    assert "rageval.recall_warning" not in attrs and "rageval.recall_warning.unmeasured" not in attrs
    assert attrs["rageval.escalated"] is False and attrs["rageval.llm_calls"] == 0
    assert attrs == {**attrs, **span_attributes(result)}
    (event,) = span.events
    assert event.name == "rageval.evaluation" and dict(event.attributes or {})["rageval.error_count"] == 0


def test_warnings_attribute_is_a_string_array(tracer: tuple[Any, InMemorySpanExporter]) -> None:
    tr, exporter = tracer
    with tr.start_as_current_span("r"):
        evaluate_request("q", chunks(10), cites(9), config=OnlineConfig(knn_limit=10), total_retrieved_before_filter=40)
    attrs: dict[str, Any] = dict(exporter.get_finished_spans()[0].attributes or {})
    assert tuple(attrs["rageval.warnings"]) == ("HIT_RETRIEVAL_LIMIT", "HIGH_THRESHOLD_FILTERING")
    assert attrs["rageval.recall_warning"] == "HIT_RETRIEVAL_LIMIT"


def test_no_span_or_disabled_is_a_no_op(tracer: tuple[Any, InMemorySpanExporter]) -> None:
    tr, exporter = tracer
    assert evaluate_request("q", chunks(3), cites(1)).span_attached is False
    with tr.start_as_current_span("r"):
        off = evaluate_request("q", chunks(3), cites(1), config=OnlineConfig(attach_to_span=False))
    assert off.span_attached is False
    assert not exporter.get_finished_spans()[0].attributes


class _BrokenSpan(trace.NonRecordingSpan):
    """A recording span whose backend fails on every write (a flaky exporter, a lost context)."""

    def is_recording(self) -> bool:
        return True

    def set_attributes(self, attributes: Any) -> None:
        raise ConnectionError("collector unreachable")


def test_telemetry_failure_does_not_raise(tracer: tuple[Any, InMemorySpanExporter]) -> None:
    before = failure_count()
    with trace.use_span(_BrokenSpan(trace.INVALID_SPAN_CONTEXT)):
        result = evaluate_request("q", chunks(10), cites(7))
    assert failure_count() == before + 1
    assert result.errors == ["telemetry: ConnectionError: collector unreachable"]
    assert result.span_attached is False and result.context_recall_heuristic.value == 0.7


# -- import hygiene -------------------------------------------------------------------------------


def test_core_online_imports_without_dagster_anthropic_or_opentelemetry() -> None:
    code = (
        "import sys, rageval_pipeline.core.online as o\n"
        "heavy = [m for m in ('dagster', 'anthropic', 'opentelemetry') if m in sys.modules]\n"
        "assert not heavy, heavy\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
