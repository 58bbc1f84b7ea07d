"""kill -9 in the middle of `system_responses`, then run the partition again: the cases answered
before the kill are not sent to the system again, no partial Parquet file is ever visible, and the
final responses equal an uninterrupted run's.

The kill lands while the third question is being answered. With concurrency 1 the runner sends a
question only after the previous answer is checkpointed, so the third question's arrival proves the
first two were recorded. (Killing when the server has *finished* two answers races the client's
checkpoint write: the second answer can be on the wire, not yet recorded, and is rightly asked again.)"""

import json
import os
import signal
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from rageval_pipeline_tests.support.tiny_project import write_tiny_project

ROOT = Path(__file__).resolve().parents[2]
RAGEVAL = str(Path(sys.executable).with_name("rageval"))


class SlowSystem(ThreadingHTTPServer):
    """A RAG endpoint that takes 0.4 s per answer and records the questions asked, in order."""

    daemon_threads = True

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.lock = threading.Lock()
        self.third_asked = threading.Event()
        super().__init__(("127.0.0.1", 0), _Handler)


class _Handler(BaseHTTPRequestHandler):
    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        question = body["question"]
        with self.server.lock:
            self.server.asked.append(question)
            if len(self.server.asked) == 3:
                self.server.third_asked.set()
        time.sleep(0.4)
        payload = json.dumps({"answer": f"Answer to: {question}",
                              "contexts": [{"text": "Customers may request a full refund within 30 days.",
                                            "doc_id": "policies/refunds.txt", "page": 1}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args) -> None:  # keep test output clean
        return


def _env(paths) -> dict[str, str]:
    env = dict(os.environ)
    env.update(DAGSTER_HOME=str(paths["root"] / "dagster_home"), RAGEVAL_HOME=str(paths["home"]),
               RAGEVAL_SUITES_DIR=str(paths["suites"]), HF_HUB_OFFLINE="1")
    (paths["root"] / "dagster_home").mkdir(exist_ok=True)
    return env


@pytest.mark.slow
def test_kill_9_mid_run_then_resume_loses_nothing_and_repeats_no_call(tmp_path):
    server = SlowSystem()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        paths = write_tiny_project(tmp_path, suite_overrides={
            "system": {"adapter": "http", "config": {"endpoint": f"http://127.0.0.1:{server.server_port}/query"}},
            "variants": {"default": {}}, "ab": None,
            "execution": {"timeout_s": 10, "retries": 0, "backoff_base_s": 0.0, "concurrency": 1},
        })
        command = [RAGEVAL, "run", "--suite", "sample", "--date", "2026-11-20", "--quiet"]
        first = subprocess.Popen(command, env=_env(paths), cwd=ROOT, start_new_session=True,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        assert server.third_asked.wait(timeout=120), "the run never got going"
        os.killpg(first.pid, signal.SIGKILL)
        first.wait(timeout=30)
        with server.lock:
            checkpointed = server.asked[:2]  # answered and recorded before the third was sent
        assert len(set(checkpointed)) == 2

        storage = Path(paths["home"]) / "storage"
        assert not (storage / "system_responses").exists() or not any((storage / "system_responses").rglob("*.parquet"))
        assert not [p for p in storage.rglob("*") if p.name.endswith(".tmp")]
        checkpoints = list((Path(paths["home"]) / "checkpoints").rglob("*.jsonl"))
        assert len(checkpoints) == 1

        second = subprocess.run(command, env=_env(paths), cwd=ROOT, capture_output=True, text=True, timeout=300)
        assert second.returncode in (0, 1, 2), second.stderr[-2000:]

        assert len(set(server.asked)) == 4
        # every question recorded before the kill was asked exactly once over both runs
        for question in checkpointed:
            assert server.asked.count(question) == 1, (question, server.asked)
        assert len(server.asked) <= 4 + 1  # at most the one call in flight at the kill is repeated

        table = pq.read_table(storage / "system_responses" / "2026-11-20" / "sample.parquet").to_pylist()
        assert sorted((r["case_id"], r["status"]) for r in table) == [
            ("t_001", "ok"), ("t_002", "ok"), ("t_010", "ok"), ("t_020", "ok")]
        assert all(r["answer"] == f"Answer to: {r['question']}" for r in table)
        assert not list((Path(paths["home"]) / "checkpoints").rglob("*.jsonl"))  # cleared once stored
    finally:
        server.shutdown()


@pytest.mark.slow
def test_kill_9_while_judging_then_resume_repeats_no_finished_judge_call(tmp_path):
    from rageval_pipeline_tests.defs.test_claude_pipeline import SIDE, VERDICT
    from rageval_pipeline_tests.fakes.messages_api import FakeMessagesAPI, Reply

    def slow_reply(request):
        pairwise = "comparing two answers, A and B" in json.dumps(request.body.get("system", ""))
        body = {"A": SIDE, "B": SIDE, "delta": {"winner": "tie"}} if pairwise else VERDICT
        return Reply.ok(json.dumps(body), delay=0.25)

    with FakeMessagesAPI(default=slow_reply) as api:
        paths = write_tiny_project(tmp_path, suite_overrides={
            "judge": {"kind": "anthropic", "passes": 3, "model": "claude-haiku-4-5", "embedder": "hashing-v1",
                      "concurrency": 1, "base_url": api.base_url}})
        env = dict(_env(paths), ANTHROPIC_API_KEY="sk-ant-resume-test")
        command = [RAGEVAL, "run", "--suite", "sample", "--date", "2026-11-20", "--quiet"]
        first = subprocess.Popen(command, env=env, cwd=ROOT, start_new_session=True,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 120
        while len(api.message_requests) < 8 and time.monotonic() < deadline and first.poll() is None:
            time.sleep(0.05)
        assert len(api.message_requests) >= 8, "judging never got going"
        os.killpg(first.pid, signal.SIGKILL)
        first.wait(timeout=30)
        before = len(api.message_requests)
        assert not (Path(paths["home"]) / "storage" / "judge_verdicts").exists()

        second = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=300)
        assert second.returncode in (0, 1, 2), second.stderr[-2000:]
        total = len(api.message_requests)
    # 8 answers × 3 passes + 4 cases × 2 A/B orders = 32 distinct calls; only the call in flight at
    # the kill may be sent twice (without the cache the resume alone would send 32 more)
    assert before < 32 and total <= 32 + 1, (before, total)
    verdicts = pq.read_table(Path(paths["home"]) / "storage" / "judge_verdicts" / "2026-11-20" / "sample.parquet")
    finals = [v for v in verdicts.to_pylist() if v["pass_index"] is None]
    assert len(finals) == 8 and {v["status"] for v in finals} == {"ok"}
