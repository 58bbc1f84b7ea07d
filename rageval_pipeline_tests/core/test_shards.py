"""Case shards: a stable, balanced plan; merged shard tables that are the unsharded stage's Parquet
byte for byte; a shard re-run that asks the system only what the interrupted run had not finished."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pyarrow as pa
import pytest

from rageval_pipeline.core.adapters.factory import build_adapter
from rageval_pipeline.core.config.suites import Suite, declared_shards, load_suite
from rageval_pipeline.core.errors import ConfigError, DatasetError, StorageError
from rageval_pipeline.core.judges.local import LocalJudge
from rageval_pipeline.core.records import tables
from rageval_pipeline.core.records.schemas import EvalCase
from rageval_pipeline.core.retrieval.embeddings import embedder_by_name
from rageval_pipeline.core.runtime.checkpoint import ResponseCheckpoint
from rageval_pipeline.core.runtime.shards import Shard, merge_shard_tables, plan_shards
from rageval_pipeline.core.stages.cases import load_suite_cases
from rageval_pipeline.core.stages.responses import responses_from_table, responses_stage
from rageval_pipeline.core.stages.shards import (
    clear_shard_checkpoints,
    merge_responses,
    merge_verdicts,
    response_row_order,
    response_shards,
    responses_shard_stage,
    shard_checkpoint,
    verdict_shards,
    verdicts_shard_stage,
)
from rageval_pipeline.core.stages.verdicts import verdicts_stage
from rageval_pipeline.core.storage.atomic import write_parquet_atomic
from rageval_pipeline.core.storage.replay import replay_responses
from rageval_pipeline.core.storage.store import RunStore
from rageval_pipeline_tests.support.tiny_project import CASES, write_tiny_project

DATE = "2026-11-21"


def _case(case_id: str, *, critical: bool = False) -> EvalCase:
    return EvalCase(id=case_id, question=f"What about {case_id}?", critical=critical, source_format="outcome_json")


# -- planning ----------------------------------------------------------------------------------


def test_the_plan_is_golden_and_does_not_depend_on_the_dataset_order() -> None:
    cases = [_case(f"q{i}") for i in range(1, 11)]
    expected = [("shard_000_of_003", ("q2", "q7", "q8", "q9")), ("shard_001_of_003", ("q1", "q3", "q4")),
                ("shard_002_of_003", ("q5", "q6", "q10"))]
    assert [(s.key, s.case_ids) for s in plan_shards(cases, 3)] == expected
    assert [(s.key, s.case_ids) for s in plan_shards(list(reversed(cases)), 3)] == expected


@pytest.mark.parametrize(("n_cases", "count", "shards"), [(400, 8, 8), (401, 8, 8), (10, 1, 1), (3, 8, 3), (0, 4, 1)])
def test_every_case_is_in_exactly_one_shard_and_sizes_differ_by_at_most_one(n_cases: int, count: int,
                                                                          shards: int) -> None:
    cases = [_case(f"c{i:04d}") for i in range(n_cases)]
    plan = plan_shards(cases, count)
    assert len(plan) == shards and [s.index for s in plan] == list(range(shards))
    assert all(s.count == shards for s in plan)
    dealt = [cid for s in plan for cid in s.case_ids]
    assert sorted(dealt) == sorted(c.id for c in cases)  # all, once
    sizes = [len(s) for s in plan]
    assert max(sizes) - min(sizes) <= 1


def test_a_shard_selects_its_cases_in_the_dataset_order() -> None:
    cases = [_case("b"), _case("a"), _case("c")]
    shard = Shard(index=0, count=1, case_ids=("a", "c"))
    assert [c.id for c in shard.select(cases)] == ["a", "c"]
    assert [c.id for c in Shard(index=0, count=1, case_ids=("c", "b")).select(cases)] == ["b", "c"]


def test_bad_counts_and_duplicate_ids_are_refused() -> None:
    with pytest.raises(ConfigError, match="shard count must be >= 1, got 0"):
        plan_shards([_case("a")], 0)
    with pytest.raises(DatasetError, match=r"duplicate case id\(s\) \['a'\]"):
        plan_shards([_case("a"), _case("b"), _case("a")], 2)


def test_a_shard_travels_as_json_and_a_damaged_one_is_refused() -> None:
    shard = plan_shards([_case(f"q{i}") for i in range(5)], 2)[1]
    assert Shard.from_json(json.loads(json.dumps(shard.to_json()))) == shard
    for damaged in ({"index": 2, "count": 2, "case_ids": []}, {"index": 0, "count": 1, "case_ids": [1]},
                    {"index": 0, "count": 1}, ["shard"], None):
        with pytest.raises(StorageError, match="not a shard"):
            Shard.from_json(damaged)


# -- the suite's shards setting -----------------------------------------------------------------


def _suite_file(tmp_path: Path, execution: Any, **extra: Any) -> Path:
    paths = write_tiny_project(tmp_path / "project", suite_overrides={"execution": execution, **extra})
    return paths["suite"]


def test_the_shards_setting_defaults_to_one_and_changes_no_result_hash(tmp_path: Path) -> None:
    one = load_suite(_suite_file(tmp_path / "a", {"timeout_s": 10}))
    four = load_suite(_suite_file(tmp_path / "b", {"timeout_s": 10, "shards": 4}))
    assert (one.execution.shards, four.execution.shards) == (1, 4)
    assert declared_shards(_suite_file(tmp_path / "c", {"shards": 4})) == 4
    assert declared_shards(_suite_file(tmp_path / "d", {"timeout_s": 10})) == 1
    # how many workers share the work is not what was evaluated: drift and provenance ignore it
    assert one.config_hash() == four.config_hash()
    cases = load_suite_cases(four).cases
    assert [s.case_ids for s in response_shards(four, cases)] == [s.case_ids for s in verdict_shards(four, cases)]
    assert len(response_shards(four, cases)) == 4 and len(response_shards(one, cases)) == 1
    retrieval_only = four.model_copy(update={"retrieval_only": True})
    assert len(verdict_shards(retrieval_only, cases)) == 1  # nothing to judge, nothing to spread


@pytest.mark.parametrize(("value", "message"), [(0, "greater than or equal to 1"), (257, "less than or equal to 256"),
                                                ("many", "valid integer"), (2.5, "fractional part")])
def test_a_bad_shards_value_names_the_file_and_the_field(tmp_path: Path, value: Any, message: str) -> None:
    path = _suite_file(tmp_path, {"shards": value})
    for read in (load_suite, declared_shards):  # when the suite runs, and when the definitions load
        with pytest.raises(ConfigError, match=message) as raised:
            read(path)
        assert raised.value.path == str(path) and raised.value.field == "execution.shards", (read, raised.value)


# -- merging -----------------------------------------------------------------------------------


class _System(ThreadingHTTPServer):
    """A RAG endpoint on 127.0.0.1 whose answer depends on the question and the variant's mode."""

    daemon_threads = True

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.lock = threading.Lock()
        super().__init__(("127.0.0.1", 0), _Handler)


class _Handler(BaseHTTPRequestHandler):
    server: _System

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        with self.server.lock:
            self.server.asked.append(body["question"])
        payload = json.dumps({"answer": f"[{body.get('mode', 'plain')}] Full refund within 30 days: {body['question']}",
                              "contexts": [{"text": "Customers may request a full refund within 30 days of purchase.",
                                            "doc_id": "policies/refunds.txt", "page": 1}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: Any) -> None:
        return


@pytest.fixture
def system() -> Iterator[_System]:
    server = _System()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture
def http_suite(tmp_path: Path, system: _System) -> tuple[Suite, list[EvalCase]]:
    """The tiny project asking the local system in two variants (one critical case, one negative)."""
    paths = write_tiny_project(tmp_path / "project", suite_overrides={
        "system": {"adapter": "http", "config": {"endpoint": f"http://127.0.0.1:{system.server_port}/query",
                                                 "request_template": {"question": "{question}", "mode": "{param.mode}"}}},
        "variants": {"zeta": {"mode": "zeta"}, "alpha": {"mode": "alpha"}},
        "ab": {"baseline": "alpha", "full": "zeta"},
        "execution": {"timeout_s": 10, "retries": 0, "backoff_base_s": 0.0, "concurrency": 2}})
    suite = load_suite(paths["suite"])
    return suite, load_suite_cases(suite).cases


def _without_wall_clock(table: pa.Table) -> pa.Table:
    """The same table with the wall-clock values two runs never share (the call's latency, the
    HTTP adapter's elapsed time in each row's metadata) set to one constant; everything else as is."""
    latency = table.schema.get_field_index("latency_ms")
    table = table.set_column(latency, table.schema.field(latency), pa.array([1.0] * table.num_rows, pa.float64()))
    column = table.schema.get_field_index("metadata")
    rows = [json.dumps({**json.loads(m), "http_elapsed_ms": 1.0}) for m in table.column("metadata").to_pylist()]
    return table.set_column(column, table.schema.field(column), pa.array(rows, table.schema.field(column).type))


def _parquet_bytes(table: pa.Table, path: Path) -> bytes:
    write_parquet_atomic(table, path)
    return path.read_bytes()


def test_merged_shards_are_the_unsharded_parquet_byte_for_byte(http_suite, tmp_path: Path) -> None:
    suite, cases = http_suite
    adapter = build_adapter(suite, corpus_index=None)
    unsharded = responses_stage(suite, adapter, cases)
    store = RunStore(tmp_path / "home")
    plan = plan_shards(cases, 3)
    parts = [responses_shard_stage(suite, adapter, cases, shard, shard_checkpoint(store, DATE, suite, cases, shard))
             for shard in plan]
    assert [p.metadata["shard"] for p in parts] == [s.key for s in plan]
    merged = merge_responses(suite, cases, parts[::-1])  # any order
    assert merged.table.column("case_id").to_pylist()[:2] == ["t_001", "t_001"]  # the critical case first
    assert merged.table.column("variant").to_pylist()[:2] == ["alpha", "zeta"]
    assert _parquet_bytes(_without_wall_clock(merged.table), tmp_path / "merged.parquet") == \
        _parquet_bytes(_without_wall_clock(unsharded.table), tmp_path / "unsharded.parquet")
    def comparable(meta: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in meta.items() if not k.startswith("latency") and k not in ("shards", "resumed")}
    assert comparable(merged.metadata) == comparable(unsharded.metadata) and merged.metadata["shards"] == 3

    judge = LocalJudge(embedder_by_name("hashing-v1"))
    responses = responses_from_table(unsharded.table)
    whole = verdicts_stage(judge, cases, responses)
    verdict_parts = [verdicts_shard_stage(judge, cases, responses, shard) for shard in plan]
    joined = merge_verdicts(responses, verdict_parts[::-1])
    assert joined.table.num_rows == len(responses)
    assert _parquet_bytes(joined.table, tmp_path / "v_merged.parquet") == \
        _parquet_bytes(whole.table, tmp_path / "v_unsharded.parquet")
    assert {k: v for k, v in joined.metadata.items() if k != "shards"} == whole.metadata


def test_replayed_rows_merge_in_the_replay_order() -> None:
    cases = [_case("q10"), _case("q2", critical=True), _case("q1")]
    replayed = replay_responses({}, cases, ["b", "a"])  # recorded rows: id order, not critical first
    assert response_row_order(cases, ["b", "a"], replayed=True) == [(r.case_id, r.variant) for r in replayed]
    assert response_row_order(cases, ["b", "a"], replayed=False)[:2] == [("q2", "a"), ("q2", "b")]


def test_a_merge_refuses_missing_repeated_and_foreign_rows(http_suite) -> None:
    suite, cases = http_suite
    table = responses_stage(suite, build_adapter(suite, corpus_index=None), cases).table
    order = response_row_order(cases, suite.variants, replayed=False)
    first, rest = table.slice(0, 2), table.slice(2)

    def merge(*parts: pa.Table) -> pa.Table:
        return merge_shard_tables(parts, order, schema=tables.SYSTEM_RESPONSES, one_row_per_key=True)

    assert merge(rest, first).equals(table)
    with pytest.raises(StorageError, match=r"the shard parts lack 2 row\(s\).*a shard did not finish"):
        merge(rest)
    with pytest.raises(StorageError, match="is in shard parts 0 and 2"):
        merge(first, rest, first)
    with pytest.raises(StorageError, match="has more than one row"):
        merge(pa.concat_tables([first, first]), rest)
    with pytest.raises(StorageError, match="which the partition does not have"):
        merge_shard_tables([table], order[2:], schema=tables.SYSTEM_RESPONSES, one_row_per_key=True)
    with pytest.raises(StorageError, match="does not have the table's schema"):
        merge(table.drop_columns(["error"]))


# -- resuming ----------------------------------------------------------------------------------


class _Killed(BaseException):
    """Stands for the kill: nothing after it runs (not an Exception, so no handler swallows it)."""


class _DyingCheckpoint(ResponseCheckpoint):
    """Records ``survive`` responses, then the process 'dies' while recording the next one."""

    def __init__(self, path: Path, survive: int) -> None:
        super().__init__(path)
        self.survive = survive

    def append(self, response: Any) -> None:
        if self.survive == 0:
            raise _Killed
        self.survive -= 1
        super().append(response)


def test_a_shard_rerun_asks_only_what_the_killed_run_had_not_finished(http_suite, system: _System,
                                                                         tmp_path: Path) -> None:
    suite, cases = http_suite
    suite = suite.model_copy(update={"execution": suite.execution.model_copy(update={"concurrency": 1})})
    adapter = build_adapter(suite, corpus_index=None)
    store = RunStore(tmp_path / "home")
    plan = plan_shards(cases, 2)
    shard = max(plan, key=len)
    path = shard_checkpoint(store, DATE, suite, cases, shard).path
    with pytest.raises(_Killed):
        responses_shard_stage(suite, adapter, cases, shard, _DyingCheckpoint(path, survive=3))
    first_run = list(system.asked)
    assert len(first_run) == 4  # three recorded, the fourth answered but lost with the process

    rerun = responses_shard_stage(suite, adapter, cases, shard, shard_checkpoint(store, DATE, suite, cases, shard))
    asked_again = system.asked[len(first_run):]
    assert rerun.metadata["resumed"] == 3
    assert len(asked_again) == len(shard) * len(suite.variants) - 3  # nothing recorded is asked again
    other = next(s for s in plan if s is not shard)
    rest = responses_shard_stage(suite, adapter, cases, other, shard_checkpoint(store, DATE, suite, cases, other))
    merged = merge_responses(suite, cases, [rerun, rest])
    assert [r.status for r in responses_from_table(merged.table)] == ["ok"] * len(CASES) * 2
    assert merged.metadata["resumed"] == 3

    # each shard wrote its own file; clearing them leaves other checkpoints alone
    unsharded = store.checkpoint_path("system_responses", DATE, suite.name, "f" * 16)
    unsharded.write_text("", encoding="utf-8")
    assert len(list(store.shard_checkpoint_dir("system_responses", DATE, suite.name).glob("*.jsonl"))) == 2
    assert clear_shard_checkpoints(store, DATE, suite) == 2
    assert clear_shard_checkpoints(store, DATE, suite) == 0 and unsharded.exists()


# -- MiniLM: how far apart shard plans may be ------------------------------------------------------

#: one unit in the 6th decimal, where persisted scores are rounded (plus float noise)
MINILM_TOLERANCE = 1.5e-6


def _within_tolerance(a: Any, b: Any) -> bool:
    """Equal, or numbers (and Score values) at most one unit of the 6th decimal apart, all else equal."""
    if a == b:
        return True
    if isinstance(a, float) and isinstance(b, float):
        return abs(a - b) <= MINILM_TOLERANCE
    if isinstance(a, dict) and isinstance(b, dict) and a.keys() == b.keys():
        return all(_within_tolerance(a[k], b[k]) for k in a)
    return False


@pytest.mark.slow
def test_minilm_verdicts_of_a_shard_plan_match_the_unsharded_within_one_unit_of_the_6th_decimal(
        tmp_path: Path) -> None:
    """MiniLM's vectors depend in their last float bits (~2e-7) on which texts share a batch, and a
    shard embeds its own texts (the judge's vector cache then serves vectors computed in other
    batches): a shard plan may move a score by one unit of its 6th decimal, nothing more. Measured on
    all 84 recorded answers of the sample suite: 4 scores of 4 answers moved with 4 shards. Here a
    sixth of the cases' full answers: MiniLM embeds ~40 texts a second on a busy 2-core machine."""
    from rageval_pipeline.core.adapters.replay import ReplayAdapter
    from rageval_pipeline.core.datasets import load_dataset
    from rageval_pipeline.core.judges.vector_cache import VectorCache
    from rageval_pipeline.core.retrieval.embeddings import MiniLMEmbedder

    root = Path(__file__).resolve().parents[2]
    cases = load_dataset(root / "data" / "sample" / "cases.json").cases[::6]
    responses = ReplayAdapter(root / "data" / "replay" / "sample_responses.jsonl").responses(cases, ["full"])
    embedder = MiniLMEmbedder()
    whole = verdicts_stage(LocalJudge(embedder), cases, responses)
    judge = LocalJudge(embedder, vector_cache=VectorCache(tmp_path / "judge_vectors.sqlite"))
    merged = merge_verdicts(responses, [verdicts_shard_stage(judge, cases, responses, shard)
                                        for shard in plan_shards(cases, 3)])
    rows = list(zip(whole.table.to_pylist(), merged.table.to_pylist(), strict=True))
    apart = [(a["case_id"], k) for a, b in rows for k in a if not _within_tolerance(a[k], b[k])]
    assert apart == []
    moved = [(a["case_id"], k) for a, b in rows for k in a if a[k] != b[k]]
    assert len(moved) < len(rows) // 4, moved  # the exception, not the rule
