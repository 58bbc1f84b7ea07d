"""Request logs: JSONL and Parquet loading, line-aware errors, replay through evaluate_request_log."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rageval_pipeline.core.errors import DatasetError
from rageval_pipeline.core.online import (
    RequestLog,
    evaluate_request_log,
    load_request_logs,
)


def record(request_id: str = "r1", **overrides: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "request_id": request_id,
        "timestamp": "2026-01-15T10:00:00Z",
        "query": "What roof does the house have?",
        "chunks": [
            {"text": "The roof is metal.", "chunk_id": "a", "doc_id": "d.txt", "start_page": 1, "score": 12.0,
             "retrieval_method": "bm25+knn"},
            {"text": "Windows are double glazed.", "chunk_id": "b", "doc_id": "d.txt", "start_page": 2, "score": 0.4,
             "retrieval_method": "knn"},
        ],
        "extractions": [{"value": "metal", "chunk_number": 1, "confidence": 0.9}],
        "aggregation_confidence": "HIGH",
        "total_retrieved_before_filter": 3,
    }
    data.update(overrides)
    return data


def write_jsonl(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_jsonl_loads_in_order_skipping_blank_lines(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "requests.jsonl", [json.dumps(record("r1")), "", "  ", json.dumps(record("r2"))])
    logs = load_request_logs(path)
    assert [r.request_id for r in logs] == ["r1", "r2"]
    assert logs[0].chunks[0].retrieval_method == "bm25+knn" and logs[0].extractions is not None


def test_replay_through_evaluate_request_log(tmp_path: Path) -> None:
    (log,) = load_request_logs(write_jsonl(tmp_path / "r.jsonl", [json.dumps(record())]))
    result = evaluate_request_log(log)
    assert result.request_id == "r1" and result.errors == []
    # intersection {a}/{a,b} = 0.5; scores 12/22 and 0.4 -> avg 0.472727; 2 pages -> 0.4
    assert result.context_relevance.value == round(0.4 * 0.5 + 0.5 * (12 / 22 + 0.4) / 2 + 0.1 * 0.4, 3)
    assert result.context_recall_heuristic.value == 0.5  # 1 of 2; 2/3 retrieved kept: no filtering penalty
    assert result.aggregated_confidence.value == 0.9  # single source, its own confidence
    assert result.semantic_validation.value == "pass"


def test_empty_file_is_an_empty_log(tmp_path: Path) -> None:
    path = tmp_path / "quiet.jsonl"
    path.write_text("", encoding="utf-8")
    assert load_request_logs(path) == []


@pytest.mark.parametrize(
    ("bad_line", "expected"),
    [
        ('{"request_id": "r2", "query": ', "requests.jsonl:2: invalid JSON: Expecting value (column 31)"),
        (json.dumps(record("r2", chunks=[{"text": "x"}, {"text": "y", "score": "high"}])),
         "requests.jsonl:2: chunks[1].score: Input should be a valid number"),
        (json.dumps({k: v for k, v in record("r2").items() if k != "query"}), "requests.jsonl:2: query: Field required"),
        (json.dumps(record("r2", extractions=[{"chunk_number": 0}])),
         "requests.jsonl:2: extractions[0].chunk_number: Input should be greater than or equal to 1"),
        (json.dumps(record("r1")), "requests.jsonl:2: request_id: duplicate of line 1 ('r1')"),
        ("[1, 2]", "requests.jsonl:2: a request record must be a JSON object, got list"),
        (json.dumps(record("r2", colour="red")), "requests.jsonl:2: colour: Extra inputs are not permitted"),
    ],
)
def test_jsonl_errors_name_file_line_field(tmp_path: Path, bad_line: str, expected: str) -> None:
    path = write_jsonl(tmp_path / "requests.jsonl", [json.dumps(record("r1")), bad_line])
    with pytest.raises(DatasetError) as info:
        load_request_logs(path)
    message = str(info.value)
    assert message.startswith(str(path) + ":2: ") and expected in message
    assert info.value.line == 2


def test_several_problems_in_one_record_are_counted(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "r.jsonl", [json.dumps({"request_id": "", "query": 3})])
    with pytest.raises(DatasetError, match=r"r\.jsonl:1: request_id: .* \(and 1 more\)"):
        load_request_logs(path)


def test_missing_file_and_unknown_format(tmp_path: Path) -> None:
    with pytest.raises(DatasetError, match="not found"):
        load_request_logs(tmp_path / "nope.jsonl")
    other = tmp_path / "requests.csv"
    other.write_text("a,b\n", encoding="utf-8")
    with pytest.raises(DatasetError, match="unknown request-log format '.csv'"):
        load_request_logs(other)


def test_non_utf8_jsonl(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    path.write_bytes(b'{"request_id": "\xff"}\n')
    with pytest.raises(DatasetError, match="not UTF-8"):
        load_request_logs(path)


def test_parquet_round_trip_and_row_numbered_errors(tmp_path: Path) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq
    rows = [record("r1"), record("r2", extractions=None, aggregation_confidence=None)]
    good = tmp_path / "requests.parquet"
    pq.write_table(pa.Table.from_pylist(rows), good)
    logs = load_request_logs(good)
    assert [r.request_id for r in logs] == ["r1", "r2"]
    assert logs[1].extractions is None  # a null column means "not logged", not "nothing extracted"
    assert logs[0] == RequestLog.model_validate(record("r1"))

    bad = tmp_path / "bad.parquet"
    pq.write_table(pa.Table.from_pylist([record("r1"), record("r2", total_retrieved_before_filter=-1)]), bad)
    with pytest.raises(DatasetError) as info:
        load_request_logs(bad)
    assert str(info.value).endswith("bad.parquet:2: total_retrieved_before_filter: Input should be greater than or equal to 0")


def test_corrupt_parquet_is_a_dataset_error(tmp_path: Path) -> None:
    path = tmp_path / "broken.parquet"
    path.write_bytes(b"PAR1 not really")
    with pytest.raises(DatasetError, match="cannot read the Parquet request log"):
        load_request_logs(path)
