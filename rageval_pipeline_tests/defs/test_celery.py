"""A sharded suite on Dagster's Celery executor: a real Redis on 127.0.0.1, real workers started
through the ``dagster-celery`` CLI, a shared Dagster instance and a shared project folder.

The shards of one date spread over two workers and the run writes the bytes the in-process run of
the same suite writes; a worker killed with SIGKILL while its shard step is calling the system under
test (or the judge) loses the step to another worker, which resumes the shard from its checkpoint
(or the judge's call cache) without making any finished call again.
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest
from dagster import DagsterEventType, DagsterInstance, execute_job

from rageval_pipeline.core.records.schemas import EvalCase
from rageval_pipeline.core.runtime.shards import plan_shards
from rageval_pipeline.defs.celery import BROKER_ENV, reconstructable_celery_job
from rageval_pipeline_tests.support.celery_cluster import (
    Worker,
    celery_workers,
    dagster_home,
    redis_server,
)
from rageval_pipeline_tests.support.graph import keys, run_suite
from rageval_pipeline_tests.support.tiny_project import CASES, write_tiny_project

pytestmark = [
    pytest.mark.slow,
    # dagster-celery re-creates its task for every step it submits, and Celery warns each time
    pytest.mark.filterwarnings("ignore:Task name 'execute_plan' is already registered"),
]

DATE = "2026-11-21"
#: Parquet files no wall clock reaches: the same bytes however the steps were executed
EXACT = ("eval_cases", "retrieval_scores", "judge_verdicts", "ab_comparison")
#: columns that hold wall-clock facts of one run (latency) rather than what was evaluated
RUN_SPECIFIC = {"latency_ms", "slow"}
RESPONSE_SHARDS = "sample__system_responses.sample__system_responses_shard"
VERDICT_SHARDS = "sample__judge_verdicts.sample__judge_verdicts_shard"


def _parquet(home: Path, asset: str) -> Path:
    return home / "storage" / asset / DATE / "sample.parquet"


def _rows(home: Path, asset: str) -> list[dict[str, Any]]:
    return [{k: v for k, v in row.items() if k not in RUN_SPECIFIC} for row in pq.read_table(_parquet(home, asset)).to_pylist()]


def _environment(paths: dict[str, Path], monkeypatch: pytest.MonkeyPatch, broker: str) -> dict[str, str]:
    """The launcher's environment (this process) and the workers': the same instance, project, broker."""
    values = {"DAGSTER_HOME": str(dagster_home(paths["root"] / "dagster_home")), "RAGEVAL_HOME": str(paths["home"]),
              "RAGEVAL_SUITES_DIR": str(paths["suites"]), "RAGEVAL_PROJECT_DIR": str(paths["root"]),
              BROKER_ENV: broker, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
              "TOKENIZERS_PARALLELISM": "false"}
    for name, value in values.items():
        monkeypatch.setenv(name, value)
    return dict(os.environ)


def _step_starts(instance: DagsterInstance, run_id: str) -> dict[str, list[int]]:
    """step key -> PIDs of the processes that started it, in order (a re-delivered step starts twice)."""
    out: dict[str, list[int]] = {}
    for record in instance.get_records_for_run(run_id, of_type=DagsterEventType.STEP_START).records:
        event = record.event_log_entry.dagster_event
        if event is not None and event.step_key and event.pid is not None:
            out.setdefault(event.step_key, []).append(event.pid)
    return out


def _step_pids(instance: DagsterInstance, run_id: str) -> dict[str, int]:
    """step key -> PID of the process that started it last."""
    return {step: pids[-1] for step, pids in _step_starts(instance, run_id).items()}


def _failure(result: Any, workers: list[Worker]) -> str:
    """Why a run failed: its failure events, then what each worker logged (steps run in the workers)."""
    failures = [event.message or "" for event in result.all_events if event.is_failure]
    return "\n".join([*failures, *(worker.tail() for worker in workers)])


def _shard_of(shards: int) -> dict[str, str]:
    """case id -> the key of its shard, as the run plans them (the plan depends only on ids and count)."""
    cases = [EvalCase(id=c["id"], question=c["question"], source_format="outcome_json") for c in CASES]
    return {cid: shard.key for shard in plan_shards(cases, shards) for cid in shard.case_ids}


def test_two_workers_share_a_sharded_date_and_write_the_in_process_bytes(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    paths = write_tiny_project(tmp_path / "project", suite_overrides={
        "execution": {"timeout_s": 10, "retries": 1, "backoff_base_s": 0.0, "shards": 4}})
    with redis_server(tmp_path / "redis") as broker:
        env = _environment(paths, monkeypatch, broker)
        with celery_workers(2, folder=tmp_path / "workers", env=env) as workers:
            instance = DagsterInstance.get()
            result = execute_job(reconstructable_celery_job("sample", DATE), instance=instance,
                                 tags={"dagster/partition": DATE})
            assert result.success, _failure(result, workers)
            pids = _step_pids(instance, result.run_id)
            shard_pids = {pid for step, pid in pids.items() if step.startswith((RESPONSE_SHARDS, VERDICT_SHARDS))}
            # while the workers live (a stopped worker's processes own nothing): the shards really ran
            # in the workers' processes, and on both workers
            owners = {w.name for w in workers if any(w.owns(pid) for pid in shard_pids)}
    assert len([s for s in pids if s.startswith(RESPONSE_SHARDS)]) == 4
    assert owners == {"w1", "w2"}, pids
    celery_home = Path(paths["home"])
    assert (celery_home / "reports" / "sample" / DATE / "summary.json").exists()
    assert not [p for p in (celery_home / "shard_parts").rglob("*") if p.is_file()]  # removed once stored

    in_process_home = tmp_path / "in_process_home"
    with DagsterInstance.ephemeral() as ephemeral:
        assert run_suite(paths, ephemeral, DATE, home=str(in_process_home), raise_on_error=True).success
    for asset in EXACT:
        assert _parquet(celery_home, asset).read_bytes() == _parquet(in_process_home, asset).read_bytes(), asset
    for asset in ("system_responses", "case_scores"):
        rows = _rows(celery_home, asset)
        assert rows and rows == _rows(in_process_home, asset), asset


class HeldCall:
    """Counts calls at a local server; the ``hold_at``-th call waits (``arrived`` set) until the test
    has killed the worker that made it (``release``), so the kill lands at a known point."""

    def __init__(self, hold_at: int) -> None:
        self.hold_at = hold_at
        self.calls: list[str] = []
        self.lock = threading.Lock()
        self.arrived = threading.Event()
        self.release = threading.Event()

    def record(self, what: str) -> None:
        with self.lock:
            self.calls.append(what)
            held = len(self.calls) == self.hold_at
        if held:
            self.arrived.set()
            self.release.wait(timeout=120)


class SystemUnderTest(ThreadingHTTPServer):
    """A RAG endpoint answering after ``latency_s``; every question asked goes through ``held``."""

    daemon_threads = True

    def __init__(self, held: HeldCall, latency_s: float) -> None:
        self.held, self.latency_s = held, latency_s
        super().__init__(("127.0.0.1", 0), _SystemHandler)

    def handle_error(self, request: Any, client_address: Any) -> None:
        return  # the held call's client was killed: its broken pipe is expected


class _SystemHandler(BaseHTTPRequestHandler):
    server: SystemUnderTest

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        question = json.loads(self.rfile.read(int(self.headers["Content-Length"])))["question"]
        self.server.held.record(question)
        time.sleep(self.server.latency_s)
        payload = json.dumps({"answer": f"Answer to: {question}", "contexts": [
            {"text": "Customers may request a full refund within 30 days.", "doc_id": "policies/refunds.txt",
             "page": 1}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: Any) -> None:  # keep test output clean
        return


@contextlib.contextmanager
def _serving(server: ThreadingHTTPServer) -> Iterator[str]:
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/query"
    finally:
        server.shutdown()
        server.server_close()


def _kill_step_worker(held: HeldCall, step_of_call: Callable[[str], str], workers: list[Worker],
                      killed: list[str]) -> None:
    """When ``held``'s call arrives, SIGKILL the worker running the step that made it (its key from
    the call, its process from Dagster's STEP_START event), then let the held call go on (its client
    is gone)."""
    try:
        if not held.arrived.wait(timeout=180):
            return
        step = step_of_call(held.calls[held.hold_at - 1])
        with DagsterInstance.get() as instance:
            [run] = instance.get_runs(limit=1)
            pid = _step_pids(instance, run.run_id)[step]
        worker = next(w for w in workers if w.owns(pid))
        worker.kill()
        killed.append(worker.name)
    finally:
        held.release.set()


def _case_asked(text: str) -> str:
    """The id of the case whose question ``text`` (a question, or a judge request) carries."""
    return next(c["id"] for c in CASES if json.dumps(c["question"])[1:-1] in text or c["question"] == text)


@pytest.mark.timeout(300)
def test_a_killed_worker_loses_its_shard_to_another_and_no_finished_call_is_repeated(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two shards on three workers; the worker whose shard step asks the system's third question is
    SIGKILLed, then the one whose shard step makes the judge's fifth call. Redis hands each step to
    a live worker after the visibility timeout, and the re-run shard resumes: the shard's checkpoint
    and the judge's call cache mean only the call in flight at each kill is made twice."""
    from rageval_pipeline_tests.defs.test_claude_pipeline import VERDICT
    from rageval_pipeline_tests.fakes.messages_api import FakeMessagesAPI, Reply

    system_calls, judge_calls = HeldCall(hold_at=3), HeldCall(hold_at=5)
    shard_of = _shard_of(2)

    def judge_reply(request: Any) -> Any:
        judge_calls.record(request.raw.decode())
        return Reply.ok(json.dumps(VERDICT), delay=0.1)

    with (_serving(SystemUnderTest(system_calls, latency_s=0.2)) as endpoint,
          FakeMessagesAPI(default=judge_reply) as api):
        paths = write_tiny_project(tmp_path / "project", suite_overrides={
            "system": {"adapter": "http", "config": {"endpoint": endpoint}},
            "variants": {"default": {}}, "ab": None,
            "execution": {"timeout_s": 30, "retries": 0, "backoff_base_s": 0.0, "concurrency": 1, "shards": 2},
            "judge": {"kind": "anthropic", "passes": 3, "model": "claude-haiku-4-5", "embedder": "hashing-v1",
                      "concurrency": 1, "base_url": api.base_url}})
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-celery-fault-test")
        with redis_server(tmp_path / "redis") as broker:
            env = _environment(paths, monkeypatch, broker)
            with celery_workers(3, folder=tmp_path / "workers", env=env, visibility_timeout_s=10,
                                restore_interval_s=1) as workers:
                killed: list[str] = []

                def killer() -> None:
                    _kill_step_worker(system_calls, lambda q: f"{RESPONSE_SHARDS}[{shard_of[_case_asked(q)]}]",
                                      workers, killed)
                    _kill_step_worker(judge_calls, lambda r: f"{VERDICT_SHARDS}[{shard_of[_case_asked(r)]}]",
                                      workers, killed)

                watcher = threading.Thread(target=killer, daemon=True)
                watcher.start()
                instance = DagsterInstance.get()
                result = execute_job(
                    reconstructable_celery_job("sample", DATE), instance=instance, tags={"dagster/partition": DATE},
                    asset_selection=keys("sample", ("eval_cases", "corpus_index", "system_responses",
                                                    "judge_verdicts")))
                watcher.join(timeout=30)
                assert result.success, _failure(result, workers)
                assert len(killed) == 2 and len(set(killed)) == 2, killed
                starts = _step_starts(instance, result.run_id)

    # each shard step that lost its worker started twice, the second time in a worker still alive
    held_system = f"{RESPONSE_SHARDS}[{shard_of[_case_asked(system_calls.calls[2])]}]"
    held_judge = f"{VERDICT_SHARDS}[{shard_of[_case_asked(judge_calls.calls[4])]}]"
    twice = sorted(step for step, pids in starts.items() if len(pids) > 1)
    assert twice == sorted([held_system, held_judge]), starts
    # every question asked once, but the one in flight at the kill: its shard's finished answers
    # came from the shard's checkpoint
    asked = Counter(system_calls.calls)
    assert sorted(asked.values()) == [1, 1, 1, 2] and asked[system_calls.calls[2]] == 2, system_calls.calls
    assert set(asked) == {case["question"] for case in CASES}
    # 4 answers × 3 passes (a pass's request is the same prompt): 12 calls, and only the fifth, in
    # flight at the kill, made again; without the call cache the re-run shard would repeat its own
    per_prompt = Counter(judge_calls.calls)
    assert len(judge_calls.calls) == 13 and sorted(per_prompt.values()) == [3, 3, 3, 4], per_prompt.values()
    assert per_prompt[judge_calls.calls[4]] == 4

    home = Path(paths["home"])
    responses = pq.read_table(_parquet(home, "system_responses"))
    assert sorted((r["case_id"], r["status"]) for r in responses.to_pylist()) == [
        ("t_001", "ok"), ("t_002", "ok"), ("t_010", "ok"), ("t_020", "ok")]
    finals = [v for v in pq.read_table(_parquet(home, "judge_verdicts")).to_pylist() if v["pass_index"] is None]
    assert len(finals) == 4 and {v["status"] for v in finals} == {"ok"}
    assert not list(home.glob("checkpoints/**/*.jsonl"))  # cleared once stored
    assert not [p for p in (home / "shard_parts").rglob("*") if p.is_file()]
