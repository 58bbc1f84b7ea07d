import os
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from rageval_pipeline.core.errors import StorageError
from rageval_pipeline.core.records import tables
from rageval_pipeline.core.records.schemas import (
    CitationRule,
    ClaimCheck,
    ContextChunk,
    EvalCase,
    GoldSpan,
    RequiredFact,
    Rubric,
    Score,
    SystemResponse,
    Verdict,
    error_verdict,
)
from rageval_pipeline.core.storage.atomic import (
    read_parquet,
    write_parquet_atomic,
)


def _case(**kw) -> EvalCase:
    base = dict(id="q1", question="Who?", gold=[GoldSpan(doc_id="a.txt", start_page=1, end_page=2)],
                ground_truth="Bob", expected_contexts=["a.txt"], critical=True, tags=["x", "y"],
                required_facts=[RequiredFact(fact_id="f", claim="Bob did it",
                                             must_cite=[CitationRule(doc="a.txt", quote_contains="Bob")])],
                forbidden_claims=["Eve did it"], source_format="outcome_json", source_line=7,
                extra={"owner": {"team": "qa"}, "n": 3})
    base.update(kw)
    return EvalCase(**base)


def _roundtrip(tmp_path: Path, models, schema, model_type):
    table = tables.to_table(models, schema)
    assert table.schema.equals(schema)
    path = tmp_path / "t.parquet"
    write_parquet_atomic(table, path)
    back = tables.from_table(read_parquet(path), model_type)
    assert [m.model_dump() for m in back] == [m.model_dump() for m in models]
    return table


def test_cases_roundtrip_with_nested_and_extra(tmp_path):
    minimal = EvalCase(id="q2", question="Why?", answerable=False, source_format="qid_jsonl")
    _roundtrip(tmp_path, [_case(), minimal], tables.EVAL_CASES, EvalCase)


def test_responses_roundtrip_none_vs_empty_contexts(tmp_path):
    rows = [
        SystemResponse(case_id="q1", variant="full", system="ref", question="Who?", answer="Bob [a.txt p.1]",
                       contexts=[ContextChunk(text="Bob did", doc_id="a.txt", chunk_id="a#0", start_page=1, end_page=1,
                                              score=0.5, rank=1, retrieval_method="bm25+knn")],
                       citations=["a#0"], latency_ms=12.5, metadata={"retrieval": {"k": 5}}),
        SystemResponse(case_id="q2", variant="full", system="ref", question="?", answer="x", contexts=None),
        SystemResponse(case_id="q3", variant="full", system="ref", question="?", answer="y", contexts=[]),
        SystemResponse(case_id="q4", variant="full", system="ref", question="?", status="error", error="boom", attempts=4),
    ]
    table = _roundtrip(tmp_path, rows, tables.SYSTEM_RESPONSES, SystemResponse)
    assert table.column("contexts").to_pylist()[1] is None and table.column("contexts").to_pylist()[2] == []


def test_verdicts_roundtrip_measured_unmeasured_and_error(tmp_path):
    ok = Verdict(case_id="q1", variant="full", judge="local",
                 rubric=Rubric(correctness=2, completeness=1, evidence=0, hallucination=2, missing_facts=["f"]),
                 faithfulness=Score(value=1.0), answer_relevance=Score(value=0.5),
                 context_precision=Score.unmeasured("no contexts"), context_recall=Score(value=0.25),
                 semantic_similarity=Score.unmeasured("no ground truth"),
                 claims=[ClaimCheck(claim="Bob did it", supported=True, support_score=0.9, context_ids=["a#0"])],
                 confidence=0.8, warnings=["w"], input_tokens=10, output_tokens=5, cost_usd=0.001, stability=1.0)
    _roundtrip(tmp_path, [ok, error_verdict("q2", "full", "local", "timeout", pass_index=1)], tables.JUDGE_VERDICTS, Verdict)


def test_all_null_column_keeps_its_type():
    rows = [SystemResponse(case_id="q", variant="v", system="s", question="?", answer=None, latency_ms=None)]
    table = tables.to_table(rows, tables.SYSTEM_RESPONSES)
    assert table.schema.field("latency_ms").type == pa.float64()
    assert table.schema.field("answer").type == pa.string()


def test_empty_table_has_full_schema():
    assert tables.to_table([], tables.CASE_SCORES).schema.equals(tables.CASE_SCORES)


def test_failed_write_keeps_previous_version_and_leaves_no_temp(tmp_path, monkeypatch):
    path = tmp_path / "asset" / "2026-01-01" / "sample.parquet"
    good = pa.table({"x": [1, 2, 3]})
    write_parquet_atomic(good, path)

    def disk_full(table, where, **kw):  # half a file reaches the disk, then the device is full
        where.write(b"PAR1partial")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(pq, "write_table", disk_full)
    with pytest.raises(StorageError) as info:
        write_parquet_atomic(pa.table({"x": [9]}), path)
    monkeypatch.undo()
    assert str(path) in str(info.value) and "No space left" in str(info.value)
    assert read_parquet(path).equals(good)
    assert sorted(os.listdir(path.parent)) == ["sample.parquet"]


def test_unwritable_location_names_the_path(tmp_path):
    blocker = tmp_path / "not_a_dir"
    blocker.write_text("a file where a folder should be")
    target = blocker / "asset" / "f.parquet"
    with pytest.raises(StorageError) as info:
        write_parquet_atomic(pa.table({"x": [1]}), target)
    assert str(target) in str(info.value)


def test_read_missing_file_is_storage_error(tmp_path):
    with pytest.raises(StorageError, match="does not exist"):
        read_parquet(tmp_path / "none.parquet")
