"""A replayed fault schedule: 1,000 cases against a loopback server that fails on purpose.

The server's behaviour is a pure function of the question text (``<fault> #<n>``) and of how many
times it has seen that question, so every run replays the same schedule. ``collect_responses`` with
the real ``HttpAdapter`` must end every case as ``ok`` or ``error`` with a reason naming what
happened, retry exactly as the policy says, and drop or duplicate nothing.
"""

from __future__ import annotations

import json
import threading
import time
from collections import Counter
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from rageval_pipeline.core.adapters.base import AdapterAnswer, RAGAdapter
from rageval_pipeline.core.adapters.http import HttpAdapter
from rageval_pipeline.core.datasets import qid_sort_key
from rageval_pipeline.core.errors import RagEvalError
from rageval_pipeline.core.records.schemas import EvalCase
from rageval_pipeline.core.runtime.runner import RetryPolicy, collect_responses
from rageval_pipeline.core.storage.replay import (
    freeze_responses,
    load_frozen_responses,
    replay_responses,
)

N_CASES = 1_000
RETRIES = 3
# The server shares this process (and 2 cores) with 16 client threads: 0.2 s proved tight enough for a
# healthy reply to time out now and then under load, so the margin is 0.5 s.
ADAPTER_TIMEOUT_S = 1.5  # wide margin: a healthy loopback call on a loaded 2-core CI box can take ~0.5 s
SLOW_S = 2.5  # the "timeout" fault answers only after this, well past the adapter's timeout

# One cycle of 20 positions; 50 cycles make 1,000 cases. Timeouts are rare: each costs 4 × 0.5 s.
CYCLE = (
    ["ok"] * 6 + ["timeout"] + ["500_then_ok"] * 3 + ["500_forever"] * 2 + ["429_then_ok"] * 3
    + ["malformed"] * 2 + ["missing_answer"] * 2 + ["drop"]
)  # fmt: skip
# fault -> (final status, attempts, requests the server sees, words the error reason must contain)
EXPECTED: dict[str, tuple[str, int, int, tuple[str, ...]]] = {
    "ok": ("ok", 1, 1, ()),
    "timeout": ("error", RETRIES + 1, RETRIES + 1, ("timed out",)),
    "500_then_ok": ("ok", 2, 2, ()),
    "500_forever": ("error", RETRIES + 1, RETRIES + 1, ("HTTP 500",)),
    "429_then_ok": ("ok", 2, 2, ()),
    "malformed": ("error", 1, 1, ("not valid JSON",)),
    "missing_answer": ("error", 1, 1, ("reply has no answer",)),
    "drop": ("error", RETRIES + 1, RETRIES + 1, ("failed",)),
}


def fault_of(question: str) -> str:
    return question.split(" #", 1)[0]


class _Schedule:
    """Per-question request counts, shared by the handler threads."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.seen: Counter[str] = Counter()

    def arrive(self, question: str) -> int:
        with self.lock:
            self.seen[question] += 1
            return self.seen[question]


class _FaultHandler(BaseHTTPRequestHandler):
    schedule: _Schedule  # set on the server subclass

    def do_POST(self) -> None:  # noqa: N802 - http.server API
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        question = json.loads(body)["question"]
        fault = fault_of(question)
        nth = self.server.schedule.arrive(question)  # type: ignore[attr-defined]
        if fault == "drop":
            self.close_connection = True
            return  # no status line: the client sees the connection close without a response
        if fault == "timeout":
            time.sleep(SLOW_S)
            self._send(200, {"answer": "too late"})
            return
        if fault == "500_forever" or (fault == "500_then_ok" and nth == 1):
            self._send(500, {"error": "internal"})
            return
        if fault == "429_then_ok" and nth == 1:
            self._send(429, {"error": "slow down"}, headers={"Retry-After": "0"})
            return
        if fault == "malformed":
            self._raw(200, b'{"answer": "unterminated')
            return
        if fault == "missing_answer":
            self._send(200, {"message": "no answer key here"})
            return
        self._send(200, {"answer": f"answer to {question}", "contexts": [{"text": "ctx", "doc_id": "a.txt", "page": 1}]})

    def _send(self, status: int, payload: Any, headers: dict[str, str] | None = None) -> None:
        self._raw(status, json.dumps(payload).encode(), headers)

    def _raw(self, status: int, body: bytes, headers: dict[str, str] | None = None) -> None:
        try:
            self.send_response(status)
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (timeout fault): expected

    def log_message(self, *args: Any) -> None:
        pass


class _FaultServer(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128  # 16 concurrent connects must not overflow the listen backlog

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _FaultHandler)
        self.schedule = _Schedule()

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a dropped / timed-out connection is part of the schedule


@pytest.fixture
def fault_server() -> Iterator[_FaultServer]:
    server = _FaultServer()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


def _cases() -> list[EvalCase]:
    return [
        EvalCase(id=f"c{i:04d}", question=f"{CYCLE[i % len(CYCLE)]} #{i}", source_format="qa_json", critical=i % 97 == 0)
        for i in range(N_CASES)
    ]


def test_thousand_case_fault_schedule(fault_server: _FaultServer, tmp_path: Any) -> None:
    cases = _cases()
    adapter = HttpAdapter(f"http://127.0.0.1:{fault_server.server_address[1]}/rag", timeout=ADAPTER_TIMEOUT_S,
                          max_connections=32)
    policy = RetryPolicy(retries=RETRIES, backoff="exponential", base_s=0.0, timeout_s=5.0, slow_threshold_s=5.0)
    seen_live: list[str] = []
    started = time.perf_counter()
    try:
        responses = collect_responses(adapter, cases, {"default": {}}, policy, concurrency=16,
                                      on_response=lambda r: seen_live.append(r.case_id))
    finally:
        adapter.close()
    elapsed = time.perf_counter() - started

    # nothing dropped, nothing duplicated, deterministic order (critical first, then qid order)
    assert len(responses) == N_CASES
    assert len({r.case_id for r in responses}) == N_CASES and sorted(seen_live) == sorted(c.id for c in cases)
    expected_order = sorted(cases, key=lambda c: (not c.critical, qid_sort_key(c.id)))
    assert [r.case_id for r in responses] == [c.id for c in expected_order]

    by_id = {c.id: c for c in cases}
    outcome: Counter[tuple[str, str, int]] = Counter()
    for r in responses:
        fault = fault_of(by_id[r.case_id].question)
        status, attempts, _, words = EXPECTED[fault]
        assert r.question == by_id[r.case_id].question and r.variant == "default" and r.system == "http"
        assert (r.status, r.attempts) == (status, attempts), (r.case_id, fault, r.status, r.attempts, r.error)
        if status == "ok":
            assert r.error is None and r.answer == f"answer to {r.question}"
            assert r.contexts is not None and r.contexts[0].doc_id == "a.txt"
        else:
            assert r.error and all(w in r.error for w in words), (fault, r.error)
            assert r.answer is None
        if fault == "drop":  # the transport error class names what happened
            assert "RemoteProtocolError" in r.error or "ReadError" in r.error, r.error
        outcome[(fault, r.status, r.attempts)] += 1

    per_class = Counter(CYCLE[i % len(CYCLE)] for i in range(N_CASES))
    assert sum(per_class.values()) == N_CASES
    assert outcome == Counter({(f, EXPECTED[f][0], EXPECTED[f][1]): n for f, n in per_class.items()})
    assert Counter(r.status for r in responses) == Counter(
        {"ok": sum(n for f, n in per_class.items() if EXPECTED[f][0] == "ok"),
         "error": sum(n for f, n in per_class.items() if EXPECTED[f][0] == "error")})

    # the server saw exactly the scheduled number of requests, per case and per class
    seen = fault_server.schedule.seen
    assert set(seen) == {c.question for c in cases}
    for case in cases:
        assert seen[case.question] == EXPECTED[fault_of(case.question)][2], case.question
    requests_per_class = Counter()
    for question, n in seen.items():
        requests_per_class[fault_of(question)] += n
    assert requests_per_class == Counter({f: n * EXPECTED[f][2] for f, n in per_class.items()})
    assert elapsed < 30, f"fault schedule took {elapsed:.1f} s"

    # replaying the frozen run reproduces it exactly (no live calls)
    frozen_path = tmp_path / "responses.jsonl"
    freeze_responses(responses, frozen_path)
    replayed = replay_responses(load_frozen_responses(frozen_path), cases, ["default"])
    key = lambda r: r.case_id  # noqa: E731
    assert sorted((r.model_dump() for r in replayed), key=lambda d: d["case_id"]) == sorted(
        (r.model_dump() for r in sorted(responses, key=key)), key=lambda d: d["case_id"])


class _Echo(RAGAdapter):
    name = "echo"

    def query(self, question: str, params: Any) -> AdapterAnswer:
        return AdapterAnswer(answer=question)


def test_duplicate_case_ids_are_refused_not_silently_merged() -> None:
    cases = [EvalCase(id="x", question="first", source_format="qa_json"),
             EvalCase(id="x", question="second", source_format="qa_json")]
    try:
        responses = collect_responses(_Echo(), cases, {"v": {}}, RetryPolicy(retries=0, base_s=0.0))
    except RagEvalError as exc:
        assert "x" in str(exc)
        return
    assert sorted(r.answer for r in responses) == ["first", "second"]  # today: ["second", "second"]
