"""Batch replay of request logs: Arrow round trip, escalation accounting, day summaries (golden numbers)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pyarrow as pa
import pytest

from rageval_pipeline.core.errors import ConfigError, StorageError
from rageval_pipeline.core.online import (
    Extraction,
    OnlineConfig,
    RecallJudgement,
    RequestLog,
    ValidationSummary,
)
from rageval_pipeline.core.online.batch import (
    NO_VALIDATOR_REASON,
    ONLINE_QUALITY,
    REQUEST_LOGS,
    evaluate_logs,
    evaluations_to_table,
    logs_from_table,
    logs_to_table,
    percentile,
    recall_warning_share,
    summarize,
)
from rageval_pipeline.core.records.schemas import ContextChunk

CONFIG = OnlineConfig(bm25_limit=4, knn_limit=4)


def chunk(cid: str, method: str, score: float, doc: str, page: int, text: str = "") -> ContextChunk:
    return ContextChunk(text=text or f"text of {cid}", chunk_id=cid, doc_id=doc, start_page=page, score=score,
                        retrieval_method=method)


# A: recall 2/4 = 0.5 -> escalates, no warning.
LOG_A = RequestLog(
    request_id="a", query="what is the answer", timestamp=datetime(2026, 11, 20, 9, 30, tzinfo=UTC),
    chunks=[chunk("c1", "bm25+knn", 0.8, "d1", 1), chunk("c2", "knn", 0.6, "d1", 2),
            chunk("c3", "bm25", 10.0, "d2", 1), chunk("c4", "bm25", 30.0, "d2", 1)],
    extractions=[Extraction(value="42", chunk_number=1, evidence="it is 42"),
                 Extraction(value="42", chunk_number=2, evidence="42 again")],
    aggregation_confidence="HIGH",
)
# B: recall 2/2 filtered hard (2 of 10 kept) -> 1.0 x 0.85 = 0.85: a warning, but no escalation.
LOG_B = RequestLog(
    request_id="b", query="which letter", timestamp=datetime(2026, 11, 20, 10, 0, tzinfo=UTC),
    chunks=[chunk("k1", "knn", 0.9, "d3", 1), chunk("k2", "knn", 0.7, "d3", 2)],
    extractions=[Extraction(value="x", chunk_number=1, evidence="x marks"),
                 Extraction(value="y", chunk_number=2, evidence="y not")],
    total_retrieved_before_filter=10,
)
# C: extractions not logged; 4 BM25 chunks hit bm25_limit=4 -> escalates on the limit.
LOG_C = RequestLog(
    request_id="c", query="everything", chunks=[chunk(f"b{i}", "bm25", 10.0, "d4", i) for i in range(1, 5)],
)
LOGS = [LOG_A, LOG_B, LOG_C]


# -- percentile ------------------------------------------------------------------------------------


def test_percentile_interpolates_linearly_between_ranks() -> None:
    values = [1.0, 0.1, 0.4, 0.2]
    assert percentile(values, 10) == pytest.approx(0.13)
    assert percentile(values, 50) == pytest.approx(0.3)
    assert percentile(values, 90) == pytest.approx(0.82)
    assert percentile(values, 0) == 0.1 and percentile(values, 100) == 1.0
    assert percentile([0.7], 90) == 0.7
    assert percentile([], 50) is None
    with pytest.raises(ConfigError, match="percentile"):
        percentile(values, 101)


# -- request logs <-> Arrow ------------------------------------------------------------------------


def test_logs_round_trip_keeps_types_none_vs_empty_and_instants() -> None:
    tricky = RequestLog(
        request_id="t", query="q", timestamp=datetime(2026, 11, 20, 12, 0, tzinfo=timezone(timedelta(hours=2))),
        chunks=[], extractions=[], values=["1", 1, 1.0, True, None],
        validation_summary=ValidationSummary(passed=2, failed=1, skipped=0),
        metadata={"nested": {"b": [1, 2], "a": None}}, answer="ans", total_retrieved_before_filter=0,
    )
    naive = RequestLog(request_id="n", query="q", timestamp=datetime(2026, 11, 20, 8, 0))
    table = logs_to_table([*LOGS, tricky, naive])
    assert table.schema == REQUEST_LOGS
    assert table.column("values").to_pylist()[3] == '["1",1,1.0,true,null]'
    assert table.column("metadata").to_pylist()[3] == '{"nested":{"a":null,"b":[1,2]}}'
    assert table.column("extractions").to_pylist()[2] is None  # not logged stays null, not []

    back = logs_from_table(table)
    assert [b.request_id for b in back] == ["a", "b", "c", "t", "n"]
    assert back[0] == LOG_A and back[1] == LOG_B and back[2] == LOG_C
    assert back[2].extractions is None and back[3].extractions == []
    assert back[3].values is not None
    assert [type(v) for v in back[3].values] == [str, int, float, bool, type(None)]
    assert back[3].timestamp == datetime(2026, 11, 20, 10, 0, tzinfo=UTC)  # same instant, in UTC
    assert back[4].timestamp == datetime(2026, 11, 20, 8, 0, tzinfo=UTC)  # naive taken as UTC
    assert back[3].model_dump(exclude={"timestamp"}) == tricky.model_dump(exclude={"timestamp"})


def test_logs_from_table_names_the_bad_row_and_missing_columns() -> None:
    table = logs_to_table(LOGS)
    broken = table.set_column(table.schema.get_field_index("metadata"), "metadata",
                              pa.array(["{}", "{not json", "{}"], pa.string()))
    with pytest.raises(StorageError, match=r"row 2 \('b'\)"):
        logs_from_table(broken)
    with pytest.raises(StorageError, match=r"lacks column\(s\) \['query'\]"):
        logs_from_table(table.drop_columns(["query"]))


# -- evaluation ------------------------------------------------------------------------------------


def test_evaluate_logs_decides_escalation_without_a_validator() -> None:
    a, b, c = evaluate_logs(LOGS, config=CONFIG)
    assert a.context_relevance.value == 0.491  # 0.4*0.25 + 0.5*0.6625 + 0.1*0.6
    assert a.context_recall_heuristic.value == 0.5 and a.escalated
    assert a.context_recall_llm.value is None and a.context_recall_llm.reason == NO_VALIDATOR_REASON
    assert b.context_recall_heuristic.value == 0.85 and not b.escalated
    assert b.warnings == ["HIGH_THRESHOLD_FILTERING"]
    assert b.context_recall_llm.reason == "not escalated: heuristic recall 0.85 >= 0.7"
    assert c.escalated and c.escalation_reason == "a retrieval limit was hit"
    assert c.warnings == ["HIT_RETRIEVAL_LIMIT"] and c.context_recall_heuristic.value is None
    assert c.context_recall_llm.reason == NO_VALIDATOR_REASON
    assert all(e.llm_calls == 0 and e.errors == [] and not e.span_attached for e in (a, b, c))


def test_evaluate_logs_calls_the_validator_only_for_escalated_requests() -> None:
    asked: list[str] = []

    def validator(query: str, chunks: Sequence[ContextChunk], *, answer: str | None = None) -> RecallJudgement:
        asked.append(query)
        return RecallJudgement(score=0.6, reason="half there", llm_calls=1, cost_usd=0.002)

    evaluations = evaluate_logs(LOGS, config=CONFIG, recall_llm=validator)
    assert asked == ["what is the answer", "everything"]
    assert [e.context_recall_llm.value for e in evaluations] == [0.6, None, 0.6]
    summary = summarize(evaluations)
    assert summary["llm_calls"] == 2 and summary["cost_usd"] == 0.004
    assert summary["context_recall_llm/measured"] == 2 and summary["context_recall_llm/p50"] == 0.6


def test_summarize_golden_numbers() -> None:
    summary = summarize(evaluate_logs(LOGS, config=CONFIG))
    assert summary["requests"] == 3
    assert summary["escalations_needed"] == 2 and summary["escalation_rate"] == 0.666667
    assert summary["llm_calls"] == 0 and summary["cost_usd"] == 0.0 and summary["failure_count"] == 0
    assert summary["requests_with_recall_warning"] == 2 and summary["recall_warning_share"] == 0.666667
    assert summary["warnings/HIT_RETRIEVAL_LIMIT"] == 1 and summary["warnings/HIGH_THRESHOLD_FILTERING"] == 1
    # relevance: A 0.491, B 0.44 (0.5*0.8 + 0.1*0.4), C 0.33 (0.5*0.5 + 0.1*0.8)
    assert summary["context_relevance/measured"] == 3
    assert summary["context_relevance/mean"] == 0.420333
    assert summary["context_relevance/p10"] == 0.352
    assert summary["context_relevance/p50"] == 0.44
    assert summary["context_relevance/p90"] == 0.4808
    assert summary["context_precision/measured"] == 2 and summary["context_precision/mean"] == 1.0
    assert summary["context_recall_heuristic/mean"] == 0.675
    assert summary["context_recall_llm/measured"] == 0 and summary["context_recall_llm/mean"] is None
    assert summary["aggregated_confidence/mean"] == 0.8  # HIGH 0.9, default 0.7, C unmeasured
    assert summary["multi_source_agreement/mean"] == 0.75  # unanimous 1.0, mixed 0.5
    assert (summary["semantic_validation/pass"], summary["semantic_validation/fail"]) == (2, 0)
    assert (summary["agreement_pattern/unanimous"], summary["agreement_pattern/mixed"]) == (1, 1)
    empty = summarize([])
    assert empty["requests"] == 0 and empty["escalation_rate"] is None and empty["context_relevance/mean"] is None


def test_evaluations_table_has_one_typed_row_per_request() -> None:
    evaluations = evaluate_logs(LOGS, config=CONFIG)
    table = evaluations_to_table(evaluations, LOGS)
    assert table.schema == ONLINE_QUALITY and table.num_rows == 3
    rows = table.to_pylist()
    assert rows[0]["timestamp"] == datetime(2026, 11, 20, 9, 30, tzinfo=UTC) and rows[2]["timestamp"] is None
    assert rows[0]["context_recall_llm"] == {"value": None, "reason": NO_VALIDATOR_REASON}
    assert rows[2]["context_precision"]["value"] is None and rows[2]["context_precision"]["reason"]
    assert rows[2]["recall_warning"]["value"] == "HIT_RETRIEVAL_LIMIT"
    assert [r["escalated"] for r in rows] == [True, False, True]
    assert rows[0]["avg_rank"] == 1.5 and rows[0]["contributing_chunks"] == 2
    with pytest.raises(ValueError, match="3 evaluations for 2"):
        evaluations_to_table(evaluations, LOGS[:2])
    with pytest.raises(ValueError, match="paired with log"):
        evaluations_to_table(evaluations, [LOG_B, LOG_A, LOG_C])


# -- the warning gate ------------------------------------------------------------------------------


def test_recall_warning_share_gate() -> None:
    warnings = [[], ["HIT_RETRIEVAL_LIMIT"], None, ["HIT_RETRIEVAL_LIMIT", "HIGH_THRESHOLD_FILTERING"]]
    gate = recall_warning_share(warnings, max_share=0.5)
    assert (gate.requests, gate.with_warning, gate.share, gate.passed) == (4, 2, 0.5, True)
    assert gate.by_type == {"HIGH_THRESHOLD_FILTERING": 1, "HIT_RETRIEVAL_LIMIT": 2}
    assert recall_warning_share(warnings, max_share=0.49).passed is False
    empty = recall_warning_share([], max_share=0.5)
    assert empty.passed and empty.share is None and "no requests" in empty.reason
    with pytest.raises(ConfigError, match="max_share"):
        recall_warning_share(warnings, max_share=1.5)


def test_shipped_sample_logs_are_what_the_generator_writes() -> None:
    """The checked-in logs must be reproducible (seeded, sorted keys), or the golden runs drift."""
    PROJECT_ROOT = Path(__file__).resolve().parents[2]  # the repository: script and shipped logs

    script = PROJECT_ROOT / "scripts" / "generate_sample_request_logs.py"
    done = subprocess.run([sys.executable, str(script), "--check"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    total = sum(p.stat().st_size for p in (PROJECT_ROOT / "data" / "request_logs").glob("*.jsonl"))
    assert total < 300_000
