"""Does a second Celery worker make one date of a suite faster, and what does Celery cost per step?

A 400-case suite (the sample cases scaled) asks a local HTTP system that answers each question
after 100 ms (an asyncio server in its own process on 127.0.0.1) and is judged by the local judge
(``hashing-v1`` embedder). For each shard count (``execution.shards``) the suite's nightly graph of
one date runs three ways, one after another in the same minutes, each on a fresh store and a fresh
on-disk Dagster instance:

- ``in-process``: Dagster's in-process executor (every step, every shard, in the launching process);
- ``celery x1`` / ``celery x2``: ``<suite>__nightly_eval_celery`` on a real Redis (``redis-server``
  on a free port) with 1 or 2 workers started through ``dagster-celery worker start``, each worker
  running one step at a time (``--concurrency 1``).

Every step asks the system with the suite's ``execution.concurrency`` (default 8) calls in flight,
so the per-worker concurrency is the same everywhere. Workers are started (and have logged
``ready``) before the clock starts; their start-up is reported on its own.

    python benchmarks/celery_scaling.py [--cases 400] [--latency 0.1] [--concurrency 8] [--shards 1,2,4]

Printed per shard count: wall time per configuration, the ratio celery x2 / celery x1 (target <=
0.6), the scheduling overhead per step: (celery x1 wall - in-process wall) / steps — both run the
same steps one after another, so the difference is what handing a step to a worker costs — the
median time from "task submitted" to the step starting in a worker (from the run's event log), how
long the system was being asked (first shard's start to last shard's end), and the load average.
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

from benchmarks.slow_http_system import serve  # noqa: E402

DATE = "2026-11-21"
SUITE = "scaling"
TARGET = 0.6


#: what the stand-in system answers with (one context from the sample corpus)
CONTEXT = {"text": "Customers may request a full refund within 30 days of purchase.",
           "doc_id": "policies/refund_policy.txt", "page": 1}


def suite_name(shards: int) -> str:
    """One suite name per shard count: the launching process caches a job rebuilt from the same
    (suite, date) arguments, so two projects must not share them."""
    return f"{SUITE}_{shards}"


def build_project(root: Path, n_cases: int, endpoint: str, concurrency: int, shards: int) -> Path:
    """``n_cases`` cases (the sample's, scaled) and a suite asking ``endpoint`` in ``shards`` shards;
    returns the suites folder."""
    from rageval_pipeline.core.datasets import dump_dataset, load_dataset

    sample = load_dataset(ROOT / "data" / "sample" / "cases.json").cases
    cases = [sample[i % len(sample)].model_copy(update={"id": f"{sample[i % len(sample)].id}_r{i:05d}"})
             for i in range(n_cases)]
    root.mkdir(parents=True, exist_ok=True)
    (root / "cases.json").write_text(dump_dataset(cases, "outcome_json", name="scaled"), encoding="utf-8")
    suite = {
        "name": suite_name(shards), "dataset": {"path": "../cases.json", "format": "outcome_json"},
        "system": {"adapter": "http", "config": {"endpoint": endpoint}},
        "variants": {"default": {}},
        "execution": {"concurrency": concurrency, "timeout_s": 30, "retries": 0, "shards": shards},
        "judge": {"kind": "local", "embedder": "hashing-v1"},
        "thresholds": {"max_error_rate": 1.0},
    }
    (root / "suites").mkdir(parents=True)
    (root / "suites" / f"{suite_name(shards)}.yaml").write_text(yaml.safe_dump(suite, sort_keys=False), encoding="utf-8")
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


def _measure(name: str, shards: int, run: Callable[[], Any]) -> dict[str, Any]:
    from dagster import DagsterInstance

    load_before = os.getloadavg()[0]
    started = time.perf_counter()
    result = run()
    wall = time.perf_counter() - started
    if not result.success:
        raise SystemExit(f"{name}: the run failed: {[e.message for e in result.all_events if e.is_failure]}")
    with DagsterInstance.get() as instance:
        steps = _timeline(instance, result.run_id)
    dispatch = [m["started"] - m["submitted"] for m in steps.values() if "submitted" in m and "started" in m]
    # asking the system: the single step, or from the first shard's start to the last one's end
    asking = [m for step, m in steps.items() if step.startswith(f"{suite_name(shards)}__system_responses")
              and ("_shard[" in step or "." not in step) and "started" in m and "finished" in m]
    return {"name": name, "shards": shards, "wall_s": wall, "steps": len(steps),
            "system_s": max(m["finished"] for m in asking) - min(m["started"] for m in asking),
            "dispatch_median_s": statistics.median(dispatch) if dispatch else None,
            "load": (load_before + os.getloadavg()[0]) / 2}


def run_all(args: argparse.Namespace, root: Path) -> list[dict[str, Any]]:
    from rageval_pipeline_tests.support.celery_cluster import celery_workers, dagster_home, redis_server

    port_queue: Any = mp.get_context("spawn").Queue()
    server = mp.get_context("spawn").Process(target=serve, args=(args.latency, port_queue, CONTEXT, "According to the policy: "), daemon=True)
    server.start()
    try:
        endpoint = f"http://127.0.0.1:{port_queue.get(timeout=30)}/query"
        os.environ.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", TOKENIZERS_PARALLELISM="false")
        from dagster import DagsterInstance, execute_job, materialize

        from rageval_pipeline.core.config.settings import Settings
        from rageval_pipeline.defs.celery import BROKER_ENV, reconstructable_celery_job
        from rageval_pipeline.defs.definitions import build_resources, suite_graph
        from rageval_pipeline.defs.jobs import NIGHTLY_ASSETS

        quiet = {"loggers": {"console": {"config": {"log_level": "WARNING"}}}}
        rows: list[dict[str, Any]] = []
        for shards in args.shards:
            project = root / f"shards{shards}"
            suites = build_project(project, args.cases, endpoint, args.concurrency, shards)
            os.environ.update(RAGEVAL_SUITES_DIR=str(suites), RAGEVAL_PROJECT_DIR=str(project))
            for config in ("in-process", "celery x1", "celery x2"):
                folder = project / config.replace(" ", "")
                home = folder / "home"
                os.environ.update(RAGEVAL_HOME=str(home), DAGSTER_HOME=str(dagster_home(folder / "dagster_home")))
                if config == "in-process":
                    graph = suite_graph(suite_name(shards), Settings.from_env(), include=[DATE])
                    resources = build_resources(home=str(home), suites=str(suites))
                    with DagsterInstance.get() as instance:
                        # the Celery job's selection (the nightly assets and their checks), in this process
                        rows.append(_measure(config, shards, lambda: materialize(
                            graph.assets_and_checks, selection=[graph.scope.key(a) for a in NIGHTLY_ASSETS],
                            partition_key=DATE, resources=resources, instance=instance, run_config=quiet)))
                else:
                    workers = int(config[-1])
                    with redis_server(folder / "redis") as broker:
                        os.environ[BROKER_ENV] = broker
                        started = time.perf_counter()
                        with celery_workers(workers, folder=folder / "workers", env=dict(os.environ)):
                            ready = time.perf_counter() - started
                            with DagsterInstance.get() as instance:
                                row = _measure(config, shards, lambda: execute_job(
                                    reconstructable_celery_job(suite_name(shards), DATE), instance=instance, run_config=quiet,
                                    tags={"dagster/partition": DATE}))
                            row["workers_ready_s"] = ready
                            rows.append(row)
                print(f"  {shards} shard(s), {rows[-1]['name']}: {rows[-1]['wall_s']:.1f} s "
                      f"(load {rows[-1]['load']:.1f})", file=sys.stderr, flush=True)
    finally:
        server.terminate()
        server.join(timeout=10)
    return rows


def report(rows: list[dict[str, Any]], args: argparse.Namespace) -> None:
    floor = args.cases * args.latency / args.concurrency
    print(f"\n{args.cases} cases, system latency {args.latency * 1000:.0f} ms, {args.concurrency} calls in flight "
          f"per step (asking takes {floor:.1f} s at that concurrency), {os.cpu_count()} cores\n")
    print(f"{'shards':>6} {'executor':<11} {'wall s':>7} {'steps':>6} {'asking s':>9} {'submit→start s':>15} "
          f"{'workers up s':>13} {'load':>5}")
    for row in rows:
        dispatch, up = row["dispatch_median_s"], row.get("workers_ready_s")
        print(f"{row['shards']:>6} {row['name']:<11} {row['wall_s']:>7.1f} {row['steps']:>6} {row['system_s']:>9.1f} "
              f"{'' if dispatch is None else f'{dispatch:.2f}':>15} {'' if up is None else f'{up:.1f}':>13} "
              f"{row['load']:>5.1f}")
    print()
    for shards in args.shards:
        by_name = {r["name"]: r for r in rows if r["shards"] == shards}
        one, two, local = (by_name[n]["wall_s"] for n in ("celery x1", "celery x2", "in-process"))
        steps = by_name["celery x1"]["steps"]
        ratio = two / one
        print(f"{shards} shard(s): celery x2 / x1 {ratio:.2f} (target <= {TARGET}: {'met' if ratio <= TARGET else 'not met'}); "
              f"x1 / in-process {one / local:.2f}; overhead per step ({one:.1f} - {local:.1f}) / {steps} = "
              f"{(one - local) / steps:.2f} s; asking x2 / x1 "
              f"{by_name['celery x2']['system_s'] / by_name['celery x1']['system_s']:.2f}")


def main() -> None:
    # dagster-celery re-creates its task on every submission, and Celery warns each time
    warnings.filterwarnings("ignore", message=".*already registered.*")
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=400)
    parser.add_argument("--latency", type=float, default=0.1, help="seconds the system takes per answer")
    parser.add_argument("--concurrency", type=int, default=8, help="calls in flight per step (execution.concurrency)")
    parser.add_argument("--shards", type=lambda text: [int(n) for n in text.split(",")], default=[1, 2, 4],
                        help="shard counts to compare, e.g. 1,2,4")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="rageval-celery-bench-") as tmp:
        rows = run_all(args, Path(tmp))
    report(rows, args)


if __name__ == "__main__":
    main()
