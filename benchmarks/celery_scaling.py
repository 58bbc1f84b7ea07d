"""Does a second Celery worker make one partition faster, and what does Celery cost per step?

A 400-case suite (the sample cases scaled) asks a local HTTP system that answers each question
after 100 ms (an asyncio server in its own process on 127.0.0.1) and is judged by the local judge
(``hashing-v1`` embedder). The whole evaluation graph of one partition is run three ways, each on
a fresh store and a fresh on-disk Dagster instance:

- ``in-process``: Dagster's in-process executor (every step in the launching process);
- ``celery x1`` / ``celery x2``: :mod:`rageval_pipeline.defs.celery` on a real Redis
  (``redis-server`` on a free port) with 1 or 2 workers started through ``dagster-celery worker
  start``, each worker running one step at a time (``--concurrency 1``).

Every step asks the system with the suite's ``execution.concurrency`` (default 8) calls in flight,
so the per-worker concurrency is the same everywhere. Workers are started (and have logged
``ready``) before the clock starts; their start-up is reported on its own.

    python benchmarks/celery_scaling.py [--cases 400] [--latency 0.1] [--concurrency 8] [--repeat 1]

Printed: wall time per configuration, the ratio celery x2 / celery x1 (target <= 0.6), and the
scheduling overhead per step: (celery x1 wall - in-process wall) / steps — both run the same steps
one after another, so the difference is what handing a step to a worker costs — plus the median
time from "task submitted" to the step starting in a worker (from the run's event log).

With today's assets one partition is one step per asset: ``system_responses`` is a single step
that one worker runs however many workers there are, so the 2/1 ratio cannot reach the target;
only the few independent steps (scores and verdicts, checks) overlap. Case shards
(``core.runtime.shards``) wired into the assets are what lets a second worker take half the cases.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import statistics
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

DATE = "2026-11-21"
SUITE = "scaling"
TARGET = 0.6


def _serve(latency: float, port_queue: Any) -> None:
    """The system under test: HTTP/1.1 keep-alive on asyncio, ``latency`` seconds per answer."""
    import asyncio

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = next((int(line[15:]) for line in head.split(b"\r\n")
                               if line[:15].lower() == b"content-length:"), 0)
                question = json.loads(await reader.readexactly(length))["question"] if length else ""
                await asyncio.sleep(latency)
                payload = json.dumps({"answer": f"According to the policy: {question}", "contexts": [
                    {"text": "Customers may request a full refund within 30 days of purchase.",
                     "doc_id": "policies/refund_policy.txt", "page": 1}]}).encode()
                writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                             + str(len(payload)).encode() + b"\r\n\r\n" + payload)
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()

    async def main() -> None:
        server = await asyncio.start_server(handle, "127.0.0.1", 0, backlog=256)
        port_queue.put(server.sockets[0].getsockname()[1])
        async with server:
            await server.serve_forever()

    asyncio.run(main())


def build_project(root: Path, n_cases: int, endpoint: str, concurrency: int) -> Path:
    """``n_cases`` cases (the sample's, scaled) and a suite asking ``endpoint``; returns the suites folder."""
    from rageval_pipeline.core.datasets import dump_dataset, load_dataset

    sample = load_dataset(ROOT / "data" / "sample" / "cases.json").cases
    cases = [sample[i % len(sample)].model_copy(update={"id": f"{sample[i % len(sample)].id}_r{i:05d}"})
             for i in range(n_cases)]
    root.mkdir(parents=True, exist_ok=True)
    (root / "cases.json").write_text(dump_dataset(cases, "outcome_json", name="scaled"), encoding="utf-8")
    suite = {
        "name": SUITE, "dataset": {"path": "../cases.json", "format": "outcome_json"},
        "system": {"adapter": "http", "config": {"endpoint": endpoint}},
        "variants": {"default": {}},
        "execution": {"concurrency": concurrency, "timeout_s": 30, "retries": 0},
        "judge": {"kind": "local", "embedder": "hashing-v1"},
        "thresholds": {"max_error_rate": 1.0},
    }
    (root / "suites").mkdir(parents=True)
    (root / "suites" / f"{SUITE}.yaml").write_text(yaml.safe_dump(suite, sort_keys=False), encoding="utf-8")
    return root / "suites"


def _timeline(instance: Any, run_id: str) -> dict[str, dict[str, float]]:
    """step -> {submitted, started, finished} timestamps from the run's event log."""
    from dagster import DagsterEventType

    steps: dict[str, dict[str, float]] = {}
    for entry in instance.all_logs(run_id):
        event = entry.dagster_event
        if event is None or not event.step_key:
            continue
        marks = steps.setdefault(event.step_key, {})
        if event.event_type == DagsterEventType.ENGINE_EVENT and (event.message or "").startswith("Submitting celery"):
            marks.setdefault("submitted", entry.timestamp)
        elif event.event_type == DagsterEventType.STEP_START:
            marks["started"] = entry.timestamp
        elif event.event_type in (DagsterEventType.STEP_SUCCESS, DagsterEventType.STEP_FAILURE):
            marks["finished"] = entry.timestamp
    return steps


def _measure(name: str, run: Callable[[], Any]) -> dict[str, Any]:
    from dagster import DagsterInstance

    started = time.perf_counter()
    result = run()
    wall = time.perf_counter() - started
    if not result.success:
        raise SystemExit(f"{name}: the run failed: {[e.message for e in result.all_events if e.is_failure]}")
    with DagsterInstance.get() as instance:
        steps = _timeline(instance, result.run_id)
    dispatch = [m["started"] - m["submitted"] for m in steps.values() if "submitted" in m and "started" in m]
    system = steps.get("system_responses", {})
    return {"name": name, "wall_s": wall, "steps": len(steps),
            "system_step_s": system.get("finished", 0.0) - system.get("started", 0.0),
            "dispatch_median_s": statistics.median(dispatch) if dispatch else None}


def run_all(args: argparse.Namespace, root: Path) -> list[dict[str, Any]]:
    from rageval_pipeline_tests.support.celery_cluster import celery_workers, dagster_home, redis_server

    port_queue: Any = mp.get_context("spawn").Queue()
    server = mp.get_context("spawn").Process(target=_serve, args=(args.latency, port_queue), daemon=True)
    server.start()
    try:
        endpoint = f"http://127.0.0.1:{port_queue.get(timeout=30)}/query"
        suites = build_project(root / "project", args.cases, endpoint, args.concurrency)
        os.environ.update(RAGEVAL_SUITES_DIR=str(suites), RAGEVAL_PROJECT_DIR=str(root / "project"),
                          HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", TOKENIZERS_PARALLELISM="false")
        # the definitions read the suites folder when imported: only now
        from dagster import AssetSelection, DagsterInstance, execute_job, materialize, reconstructable

        from rageval_pipeline.defs.celery import BROKER_ENV, celery_eval_job
        from rageval_pipeline.defs.checks import ALL_CHECKS
        from rageval_pipeline.defs.definitions import EVAL_ASSETS, build_resources
        from rageval_pipeline.defs.jobs import EVAL_GROUPS

        quiet = {"loggers": {"console": {"config": {"log_level": "WARNING"}}}}

        key = f"{DATE}|{SUITE}"
        rows: list[dict[str, Any]] = []
        for repeat in range(args.repeat):
            for config in ("in-process", "celery x1", "celery x2"):
                folder = root / f"r{repeat}-{config.replace(' ', '')}"
                home = folder / "home"
                os.environ.update(RAGEVAL_HOME=str(home), DAGSTER_HOME=str(dagster_home(folder / "dagster_home")))
                if config == "in-process":
                    resources = build_resources(home=str(home), suites=str(suites))
                    with DagsterInstance.get() as instance:
                        # the Celery job's selection (every evaluation group), in the launching process
                        rows.append(_measure(config, lambda: materialize(
                            [*EVAL_ASSETS, *ALL_CHECKS], selection=AssetSelection.groups(*EVAL_GROUPS),
                            partition_key=key, resources=resources, instance=instance, run_config=quiet)))
                    continue
                workers = int(config[-1])
                with redis_server(folder / "redis") as broker:
                    os.environ[BROKER_ENV] = broker
                    started = time.perf_counter()
                    with celery_workers(workers, folder=folder / "workers", env=dict(os.environ)):
                        ready = time.perf_counter() - started
                        with DagsterInstance.get() as instance:
                            row = _measure(config, lambda: execute_job(
                                reconstructable(celery_eval_job), instance=instance, run_config=quiet,
                                tags={"dagster/partition": key}))
                        row["workers_ready_s"] = ready
                        rows.append(row)
                print(f"  {rows[-1]['name']}: {rows[-1]['wall_s']:.1f} s", file=sys.stderr, flush=True)
    finally:
        server.terminate()
        server.join(timeout=10)
    return rows


def report(rows: list[dict[str, Any]], args: argparse.Namespace) -> None:
    by_name: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        by_name.setdefault(row["name"], []).append(row)

    def median(name: str, field: str) -> float:
        values = [r[field] for r in by_name[name] if r.get(field) is not None]
        return statistics.median(values) if values else float("nan")

    floor = args.cases * args.latency / args.concurrency
    print(f"\n{args.cases} cases, system latency {args.latency * 1000:.0f} ms, {args.concurrency} calls in flight "
          f"per step (system step floor {floor:.1f} s), {args.repeat} repeat(s), load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores\n")
    print(f"{'executor':<12} {'wall s':>8} {'steps':>6} {'system step s':>14} {'submit→start s':>15} {'workers up s':>13}")
    for name, group in by_name.items():
        up = median(name, "workers_ready_s") if "workers_ready_s" in group[0] else None
        dispatch = median(name, "dispatch_median_s") if group[0]["dispatch_median_s"] is not None else None
        print(f"{name:<12} {median(name, 'wall_s'):>8.1f} {group[0]['steps']:>6} {median(name, 'system_step_s'):>14.1f} "
              f"{'' if dispatch is None else f'{dispatch:.2f}':>15} {'' if up is None else f'{up:.1f}':>13}")
    one, two, local = median("celery x1", "wall_s"), median("celery x2", "wall_s"), median("in-process", "wall_s")
    steps = by_name["celery x1"][0]["steps"]
    ratio = two / one
    print(f"\ncelery x2 / celery x1 wall: {ratio:.2f} (target <= {TARGET}: {'met' if ratio <= TARGET else 'NOT met'})")
    print(f"celery x1 / in-process wall: {one / local:.2f}")
    print(f"scheduling overhead per step: ({one:.1f} - {local:.1f}) / {steps} steps = {(one - local) / steps:.2f} s")
    if ratio > TARGET:
        print("Not met because one partition is one step per asset: system_responses runs on one worker whatever "
              "the number of workers; sharding it across workers is the next step.")


def main() -> None:
    # dagster-celery re-creates its task on every submission, and Celery warns each time
    warnings.filterwarnings("ignore", message=".*unique name.*")
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=400)
    parser.add_argument("--latency", type=float, default=0.1, help="seconds the system takes per answer")
    parser.add_argument("--concurrency", type=int, default=8, help="calls in flight per step (execution.concurrency)")
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="rageval-celery-bench-") as tmp:
        rows = run_all(args, Path(tmp))
    report(rows, args)


if __name__ == "__main__":
    main()
