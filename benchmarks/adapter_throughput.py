"""Throughput of the HTTP adapter through the runner against a loopback server (run on demand).

    python benchmarks/adapter_throughput.py [--queries 400] [--delay 0.1] [--concurrency 1 8 32]

The server (``ThreadingHTTPServer`` on 127.0.0.1, HTTP/1.1 keep-alive, one thread per
connection) answers every POST after ``--delay`` seconds. It runs in a child process, as a real
system under test would, so its threads do not compete with the client's for the GIL. With a
server that takes ``delay`` per request, ``c`` calls in flight can at best complete
``c / delay`` queries per second; the ratio printed is achieved / that bound. Target: >= 0.90 at
concurrency 8 and 32 (concurrency 1 is reported only).

Side by side, ``floor`` runs the same queries from the same number of threads with a minimal
hand-written HTTP/1.1 client on plain sockets (no retries, parsing or rows): the best any Python
client reaches against this server on this machine at that moment, since a 2-core VM's speed
drifts by several percent from minute to minute. Runs alternate ours / floor.

Two more columns explain a miss: ``mkspan`` is the ratio against the makespan bound
``ceil(queries / c) * delay`` (400 queries at 32 in flight need 13 rounds, not 12.5, so the naive
ratio cannot exceed 0.96), and ``ramp`` is how long after the start the c-th call began
(thread-pool and connection start-up, paid once per run). ``--repeat`` runs each concurrency > 1
several times; the verdict uses the median ratio.

The adapter's connection pool is sized to the concurrency unless ``--max-connections`` is given
(e.g. ``--max-connections 8`` shows the pool capping a concurrency-32 run at 8 in flight).
Only 127.0.0.1 is contacted; the run is bounded by ``--queries`` and stops by itself.
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import multiprocessing as mp
import socket
import statistics
import sys
import threading
import time
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.slow_http_system import serve  # noqa: E402
from rageval_pipeline.core.adapters.base import AdapterAnswer  # noqa: E402
from rageval_pipeline.core.adapters.http import HttpAdapter  # noqa: E402
from rageval_pipeline.core.records.schemas import EvalCase  # noqa: E402
from rageval_pipeline.core.runtime.runner import RetryPolicy, collect_responses  # noqa: E402

TARGET = 0.90


#: what the stand-in system answers with
CONTEXT = {"text": "context one", "doc_id": "a.txt", "page": 1}


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 256  # listen backlog: the default 5 drops SYNs when 32 clients connect at once


def _serve(delay: float, port_queue: mp.Queue) -> None:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"  # keep-alive: one TCP connection per client slot, not per query
        # headers and body go out in two writes; with Nagle on, the body waits for the client's
        # delayed ACK (40 ms on Linux) and every call looks 40 ms slower than the server is
        disable_nagle_algorithm = True
        wbufsize = 1 << 16  # buffer the response: one send() per reply (flushed after each request)

        def do_POST(self) -> None:  # noqa: N802 - http.server's naming
            length = int(self.headers.get("Content-Length", "0"))
            question = json.loads(self.rfile.read(length))["question"]
            time.sleep(delay)
            body = json.dumps({"answer": f"answer to {question}", "contexts": [
                {"text": "context one", "doc_id": "a.txt", "page": 1}]}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - silence access log
            return

    server = _Server(("127.0.0.1", 0), Handler)
    port_queue.put(server.server_address[1])
    server.serve_forever(poll_interval=0.05)


class _TimedAdapter(HttpAdapter):
    """Records when each call started (to measure the runner's ramp-up); otherwise unchanged."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.starts: list[float] = []
        self._starts_lock = threading.Lock()

    def query(self, question: str, params: Mapping[str, Any]) -> AdapterAnswer:
        with self._starts_lock:
            self.starts.append(time.perf_counter())
        return super().query(question, params)


def run_once(url: str, queries: int, concurrency: int, delay: float, max_connections: int | None) -> dict:
    cases = [EvalCase(id=f"q{i}", question=f"question {i}?", source_format="qa_json") for i in range(1, queries + 1)]
    policy = RetryPolicy(retries=0, base_s=0.0, timeout_s=30.0, slow_threshold_s=5.0)
    adapter = _TimedAdapter(url, timeout=30.0, max_connections=max_connections or concurrency)
    try:
        started = time.perf_counter()
        rows = collect_responses(adapter, cases, {"v": {}}, policy, concurrency=concurrency)
        elapsed = time.perf_counter() - started
    finally:
        adapter.close()
    starts = sorted(adapter.starts)
    ramp_ms = (starts[min(concurrency, len(starts)) - 1] - started) * 1000.0
    errors = [r for r in rows if r.status != "ok"]
    latencies = sorted(r.latency_ms for r in rows if r.latency_ms is not None)
    throughput = len(rows) / elapsed
    bound = concurrency / delay
    return {
        "concurrency": concurrency, "max_connections": max_connections or concurrency, "queries": len(rows),
        "errors": len(errors), "elapsed_s": elapsed, "throughput_qps": throughput, "bound_qps": bound,
        "ratio": throughput / bound, "makespan_ratio": math.ceil(queries / concurrency) * delay / elapsed,
        "ramp_ms": ramp_ms, "p50_ms": statistics.median(latencies),
        "p95_ms": latencies[int(0.95 * (len(latencies) - 1))],
    }


def run_floor(url: str, queries: int, concurrency: int) -> float:
    """Seconds for ``queries`` POSTs from ``concurrency`` threads over plain keep-alive sockets."""
    host, port = urlsplit(url).hostname, urlsplit(url).port
    path = urlsplit(url).path.encode()
    local = threading.local()
    opened: list[socket.socket] = []

    def ask(i: int) -> None:
        if not hasattr(local, "sock"):
            local.sock = socket.create_connection((host, port))
            local.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            local.reader = local.sock.makefile("rb")
            opened.append(local.sock)
        body = json.dumps({"question": f"question {i}?"}).encode()
        local.sock.sendall(b"POST " + path + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                           b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)
        length = 0
        while (line := local.reader.readline()) not in (b"\r\n", b""):
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":", 1)[1])
        json.loads(local.reader.read(length))

    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=concurrency) as pool:
        list(pool.map(ask, range(queries)))
    elapsed = time.perf_counter() - started
    for sock in opened:
        sock.close()
    return elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--queries", type=int, default=400)
    parser.add_argument("--delay", type=float, default=0.1, help="server delay per request, seconds")
    parser.add_argument("--concurrency", type=int, nargs="+", default=[1, 8, 32])
    parser.add_argument("--max-connections", type=int, default=None)
    parser.add_argument("--repeat", type=int, default=3, help="runs per concurrency > 1 (median decides)")
    parser.add_argument("--server", choices=["asyncio", "threaded"], default="asyncio",
                        help="the stand-in system: asyncio (light) or http.server threads (heavier CPU)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.ERROR)

    ctx = mp.get_context("spawn")
    port_queue: mp.Queue = ctx.Queue()
    if args.server == "threaded":
        server = ctx.Process(target=_serve, args=(args.delay, port_queue), daemon=True)
    else:
        server = ctx.Process(target=serve, args=(args.delay, port_queue, CONTEXT), daemon=True)
    server.start()
    missed = False
    try:
        url = f"http://127.0.0.1:{port_queue.get(timeout=30)}/query"
        print(f"{args.queries} queries per run, server delay {args.delay * 1000:.0f} ms, server in pid {server.pid}")
        print(f"{'conc':>4} {'pool':>4} {'elapsed':>8} {'q/s':>8} {'bound':>8} {'ratio':>6} {'mkspan':>6} "
              f"{'ramp_ms':>7} {'p50ms':>7} {'p95ms':>7} {'err':>4} {'floor':>6} {'/floor':>6}")
        for concurrency in args.concurrency:
            runs, floors = [], []
            for _ in range(1 if concurrency == 1 else max(1, args.repeat)):
                r = run_once(url, args.queries, concurrency, args.delay, args.max_connections)
                floor = (args.queries / run_floor(url, args.queries, concurrency)) / r["bound_qps"]
                runs.append(r)
                floors.append(floor)
                print(f"{r['concurrency']:>4} {r['max_connections']:>4} {r['elapsed_s']:>7.2f}s "
                      f"{r['throughput_qps']:>8.1f} {r['bound_qps']:>8.1f} {r['ratio']:>6.3f} "
                      f"{r['makespan_ratio']:>6.3f} {r['ramp_ms']:>7.1f} {r['p50_ms']:>7.1f} {r['p95_ms']:>7.1f} "
                      f"{r['errors']:>4} {floor:>6.3f} {r['ratio'] / floor:>6.3f}")
            median = statistics.median(r["ratio"] for r in runs)
            errors = sum(r["errors"] for r in runs)
            if concurrency == 1:
                verdict = "reported only"
            elif median >= TARGET and errors == 0:
                verdict = f"ok (>= {TARGET:.2f})"
            else:
                verdict, missed = f"MISSED (< {TARGET:.2f} or errors)", True
            print(f"  -> concurrency {concurrency}: median ratio {median:.3f} (plain-socket floor "
                  f"{statistics.median(floors):.3f})  {verdict}")
    finally:
        server.terminate()
        server.join(timeout=10)
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
