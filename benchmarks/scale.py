"""Does a run grow linearly with the number of cases, and does it fit in memory?

The whole evaluation graph (every asset and check of one date × suite partition) is materialized
in-process through Dagster on N cases for each size (default 1,000 and 10,000): the sample suite's
cases are scaled to N and answered by the replay system (frozen responses recorded once from the
reference RAG, see ``pipeline_overhead.build_project``), and judged by the local judge with the
``hashing-v1`` embedder (``--embedder all-MiniLM-L6-v2`` for the real model). The instance is a
fresh on-disk one (sqlite, the default production storage) per size.

Each size is prepared in one subprocess and run in another, fresh one, so the peak RSS reported
is that run's alone. Every core stage the assets and checks call is timed (self time: a stage
called inside another is billed to itself, not twice), and so is the Parquet IO manager; the rest
of the wall time is Dagster and the asset glue (metadata, data versions, event log).

    python benchmarks/scale.py [--sizes 1000 5000 10000] [--embedder hashing-v1|all-MiniLM-L6-v2] [--json out.json]
    python benchmarks/scale.py --from-json out.json   # the report again, from saved measurements

Targets (issue "Reliability and scale"): peak RSS <= 4 GB at 10,000 cases; linear growth. Two
ratios are printed per stage: largest/smallest size (10k/1k: linear = 10) and the last step up
(5k → 10k: linear = 2). A stage is flagged as faster than linear when the last step's ratio
exceeds 2.4 (slope > 1.26 on a log-log plot). Why not flag on 10k/1k alone: between 1k and 10k
a run crosses two thresholds that are fixed costs, not growth — at 1k the working set fits the
CPU caches and the objects built stay under a quarter of the process's baseline heap (imports,
Dagster), so the cyclic GC never runs a full collection; at 10k both no longer hold. A genuinely
quadratic stage keeps a ratio near 4 for every doubling; a linear one settles at 2.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
KEY = "2026-11-20"
#: every ``rageval_pipeline.core.stages`` function an asset or check looks up at call time
STAGES = ["load_suite_cases", "cases_stage", "corpus_index_stage", "responses_stage",
          "retrieval_stage", "verdicts_stage", "case_scores_stage", "ab_stage", "report_stage", "drift_stage",
          "calibration_stage", "cases_from_table", "responses_from_table", "retrieval_from_table",
          "verdicts_from_table", "case_scores_from_table", "summary_from_report", "ab_summary_from_table"]
IO = ["parquet_write", "parquet_read"]
RATIO_FLAG = 12.0  # 10k/1k, shown for reference
STEP_FLAG = 2.4  # last doubling: what decides "faster than linear"
MIN_FLAG_SECONDS = 0.5  # excess over the linear extrapolation below this is timer noise, not growth


def _rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


# --------------------------------------------------------------------------- child: prepare
def prepare(folder: Path, n_cases: int, embedder: str) -> None:
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(HERE))
    from pipeline_overhead import (
        build_project,  # the same scaled project the overhead benchmark uses
    )

    folder.mkdir(parents=True, exist_ok=True)
    build_project(folder, n_cases, embedder)


# --------------------------------------------------------------------------- child: run
def instrument() -> tuple[dict[str, float], dict[str, int]]:
    """Wrap the core stages and the Parquet IO manager with self-time timers."""
    from rageval_pipeline.core import stages
    from rageval_pipeline.defs.io_manager import ParquetUPathIOManager

    spent: dict[str, float] = defaultdict(float)
    calls: dict[str, int] = defaultdict(int)
    stack: list[list[float]] = []  # [start, time spent in nested timed calls]

    def wrap(owner: object, attr: str, label: str) -> None:
        original = getattr(owner, attr)

        def timed(*args, __original=original, __label=label, **kwargs):
            frame = [time.perf_counter(), 0.0]
            stack.append(frame)
            try:
                return __original(*args, **kwargs)
            finally:
                stack.pop()
                total = time.perf_counter() - frame[0]
                spent[__label] += total - frame[1]
                calls[__label] += 1
                if stack:
                    stack[-1][1] += total

        setattr(owner, attr, timed)

    for name in STAGES:
        wrap(stages, name, name)
    wrap(ParquetUPathIOManager, "dump_to_path", "parquet_write")
    wrap(ParquetUPathIOManager, "load_from_path", "parquet_read")
    return spent, calls


def step_seconds(instance, run_id: str) -> dict[str, float]:  # noqa: ANN001 - a DagsterInstance
    """Wall time per Dagster step (asset or check), from the run's event log."""
    from dagster import DagsterEventType

    starts: dict[str, float] = {}
    out: dict[str, float] = {}
    for entry in instance.all_logs(run_id):
        event = entry.dagster_event
        if event is None or not event.step_key:
            continue
        if event.event_type == DagsterEventType.STEP_START:
            starts[event.step_key] = entry.timestamp
        elif event.event_type in (DagsterEventType.STEP_SUCCESS, DagsterEventType.STEP_FAILURE):
            out[event.step_key] = entry.timestamp - starts.get(event.step_key, entry.timestamp)
    return out


def run(folder: Path, embedder: str, out: Path, gc_mode: str = "default") -> None:
    sys.path.insert(0, str(ROOT))
    suites = folder / "suites"
    os.environ["RAGEVAL_SUITES_DIR"] = str(suites)
    os.environ["RAGEVAL_HOME"] = str(folder / "home")
    from dagster import DagsterInstance, materialize

    from rageval_pipeline.core.retrieval.embeddings import embedder_by_name
    from rageval_pipeline.defs.definitions import build_resources, suite_graph

    embedder_by_name(embedder).embed(["warm up"])  # model loading is billed to neither side
    spent, calls = instrument()
    if gc_mode == "tuned":  # diagnostic: is super-linear growth the cyclic GC rescanning a big heap?
        import gc

        gc.collect()
        gc.freeze()  # imports, Dagster definitions, the model: never rescanned
        gc.set_threshold(50_000, 20, 20)
    resources = build_resources(home=str(folder / "home"), suites=str(suites))
    dagster_home = folder / "dagster_home"
    dagster_home.mkdir()
    rss_before = _rss_mb()
    with DagsterInstance.local_temp(tempdir=str(dagster_home), overrides={"telemetry": {"enabled": False}}) as instance:
        start = time.perf_counter()
        graph = suite_graph("sample", include=[KEY])
        result = materialize(graph.assets_and_checks, partition_key=KEY, resources=resources, instance=instance,
                             raise_on_error=False,
                             run_config={"loggers": {"console": {"config": {"log_level": "ERROR"}}}})
        wall = time.perf_counter() - start
        steps = step_seconds(instance, result.run_id)
        succeeded = sorted(e.step_key for e in result.all_events if e.is_step_success)
        failed_checks = sorted(e.check_name for e in result.get_asset_check_evaluations() if not e.passed)
    summary = json.loads((folder / "home" / "reports" / "sample" / "2026-11-20" / "summary.json").read_text())
    out.write_text(json.dumps({
        "wall": wall, "stages": dict(spent), "calls": dict(calls), "steps": steps,
        "steps_succeeded": succeeded, "failed_checks": failed_checks, "run_success": result.success,
        "summary_status": summary.get("status"),
        "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "rss_before_run_mb": rss_before,
    }), encoding="utf-8")


# --------------------------------------------------------------------------- parent
def measure(n_cases: int, embedder: str, keep: Path | None, gc_mode: str = "default") -> dict:
    if keep is not None:
        keep.mkdir(parents=True, exist_ok=True)
    tmp = tempfile.TemporaryDirectory(prefix=f"rageval-scale-{n_cases}-", dir=keep)
    folder = Path(tmp.name) / "project"
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false",
           "PYTHONWARNINGS": "ignore"}
    me = [sys.executable, str(Path(__file__).resolve())]
    try:
        t0 = time.perf_counter()
        subprocess.run([*me, "--_prepare", str(folder), "--cases", str(n_cases), "--embedder", embedder],
                       check=True, env=env)
        prepared = time.perf_counter() - t0
        out = Path(tmp.name) / "result.json"
        t0 = time.perf_counter()
        proc = subprocess.run([*me, "--_run", str(folder), "--embedder", embedder, "--_out", str(out),
                               "--gc", gc_mode],
                              env=env, capture_output=True, text=True, check=False)
        process = time.perf_counter() - t0
        if proc.returncode != 0 or not out.exists():
            sys.stderr.write(proc.stderr[-6000:])
            raise SystemExit(f"run with {n_cases} cases failed ({proc.returncode})")
        data = json.loads(out.read_text())
        data.update(cases=n_cases, prepare_s=prepared, process_s=process)
        return data
    finally:
        tmp.cleanup()


def _row(label: str, values: list[float], ratio: float | None, flag: str = "", fmt: str = "{:>11.3f}") -> str:
    cells = "".join(fmt.format(v) for v in values)
    r = f"{ratio:>9.1f}" if ratio is not None else f"{'':>9}"
    return f"{label:<46}{cells}{r}" + (f"  {flag}" if flag else "")


def report(results: list[dict]) -> list[str]:
    small, large = results[0], results[-1]
    scale = large["cases"] / small["cases"]
    flagged: list[str] = []
    sizes = "".join(f"{r['cases']:>11,}" for r in results)
    step = results[-1]["cases"] / results[-2]["cases"] if len(results) > 2 else None
    ratio_head = f"{'ratio':>9}" if len(results) > 1 else ""
    ratio_head += f"{'last':>7}" if step else ""
    print(f"\n{'cases':<46}{sizes}{ratio_head}   (ratio = {large['cases']:,}/{small['cases']:,} time, "
          f"linear = {scale:.0f}" + (f"; last = {results[-1]['cases']:,}/{results[-2]['cases']:,} time, linear = "
                                    f"{step:.0f}, flagged > {STEP_FLAG * step / 2:.1f})" if step else
                                    f", flagged > {RATIO_FLAG:.0f})"))

    def ratio_of(a: float, b: float) -> float | None:
        return (b / a) if len(results) > 1 and a > 1e-9 else None

    def line(label: str, get, *, flaggable: bool = True) -> None:  # noqa: ANN001
        values = [get(r) for r in results]
        ratio = ratio_of(values[0], values[-1])
        last = ratio_of(values[-2], values[-1]) if step else None
        if step and last is not None:
            too_fast = last > STEP_FLAG * step / 2
            excess = values[-1] - values[-2] * step  # seconds above the linear extrapolation
        else:
            too_fast = ratio is not None and ratio > RATIO_FLAG
            excess = values[-1] - values[0] * scale
        flag = ""
        if flaggable and too_fast:
            if excess >= MIN_FLAG_SECONDS:
                flag = "<-- faster than linear growth"
                flagged.append(label)
            else:
                flag = "(tiny: noise)"
        text = _row(label, values, ratio, "")
        if step:
            text += f"{last:>7.2f}" if last is not None else f"{'':>7}"
        print(f"{text}  {flag}")

    print("-- core stages (self seconds)")
    stages = [s for s in STAGES if any(r["stages"].get(s) for r in results)]
    for name in stages:
        line(name, lambda r, n=name: r["stages"].get(n, 0.0))
    core = lambda r: sum(r["stages"].get(s, 0.0) for s in STAGES)  # noqa: E731
    io = lambda r: sum(r["stages"].get(s, 0.0) for s in IO)  # noqa: E731
    print("-- where the wall time goes (seconds)")
    line("core total", core)
    line("Parquet IO (io manager)", io)
    line("Dagster + asset glue", lambda r: r["wall"] - core(r) - io(r))
    line("wall (materialize)", lambda r: r["wall"])
    print("-- shares of wall")
    for label, get in (("core", core), ("Dagster/IO (Parquet + glue)", lambda r: r["wall"] - core(r)),
                       ("  of which Parquet IO", io)):
        print(f"{label:<46}" + "".join(f"{get(r) / r['wall']:>11.1%}" for r in results))
    print("-- Dagster steps (wall seconds per asset / check step, from the event log)")
    for step_key in sorted({k for r in results for k in r["steps"]}, key=lambda k: -large["steps"].get(k, 0.0)):
        line(step_key, lambda r, k=step_key: r["steps"].get(k, 0.0))
    print("-- throughput and memory")
    print(f"{'cases/s (end to end)':<46}" + "".join(f"{r['cases'] / r['wall']:>11,.0f}" for r in results))
    print(f"{'case×variant rows/s':<46}" + "".join(f"{2 * r['cases'] / r['wall']:>11,.0f}" for r in results))
    print(f"{'RSS before run (MB)':<46}" + "".join(f"{r['rss_before_run_mb']:>11,.0f}" for r in results))
    print(f"{'peak RSS (MB, target 4096)':<46}" + "".join(f"{r['peak_rss_mb']:>11,.0f}" for r in results))
    print(f"{'process wall incl. imports (s)':<46}" + "".join(f"{r['process_s']:>11.1f}" for r in results))
    print(f"{'prepare, not timed above (s)':<46}" + "".join(f"{r['prepare_s']:>11.1f}" for r in results))
    for r in results:
        print(f"{r['cases']:,} cases: {len(r['steps_succeeded'])} steps succeeded; failed checks "
              f"{r['failed_checks'] or 'none'}; summary status {r['summary_status']} "
              "(a failing gate is expected: the reference answerer misses critical cases)")
    verdict = []
    over = [r for r in results if r["peak_rss_mb"] > 4096]
    verdict.append("memory: " + ("OVER 4 GB at " + ", ".join(f"{r['cases']:,}" for r in over) if over
                                 else "within 4 GB"))
    if len(results) > 1:
        verdict.append("growth: " + (f"faster than linear in {', '.join(flagged)}" if flagged else "linear (no stage flagged)"))
    print("; ".join(verdict))
    return flagged


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 5000, 10000])
    parser.add_argument("--cases", type=int, default=1000, help=argparse.SUPPRESS)
    parser.add_argument("--embedder", default="hashing-v1", help="local judge embedder (hashing-v1 or all-MiniLM-L6-v2)")
    parser.add_argument("--gc", choices=["default", "tuned"], default="default",
                        help="tuned: gc.freeze() after imports and gc.set_threshold(50000, 20, 20) in the run "
                             "(diagnoses GC-driven super-linear growth)")
    parser.add_argument("--json", type=Path, help="also write the raw measurements here")
    parser.add_argument("--from-json", type=Path, help="print the report of measurements saved with --json; run nothing")
    parser.add_argument("--keep-dir", type=Path, help="put the temporary projects here (default: system temp)")
    parser.add_argument("--_prepare", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--_run", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--_out", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args._prepare:
        prepare(args._prepare, args.cases, args.embedder)
        return
    if args._run:
        run(args._run, args.embedder, args._out, args.gc)
        return

    if args.from_json:
        report(json.loads(args.from_json.read_text(encoding="utf-8")))
        return
    sizes = sorted(args.sizes)
    results = []
    for n in sizes:
        print(f"{n:,} cases × 2 variants (judge embedder {args.embedder}, gc {args.gc}): preparing, then running in a fresh process...",
              flush=True)
        results.append(measure(n, args.embedder, args.keep_dir, args.gc))
        r = results[-1]
        print(f"  wall {r['wall']:.1f} s, {n / r['wall']:,.0f} cases/s, peak RSS {r['peak_rss_mb']:,.0f} MB", flush=True)
    if args.json:  # first, so a report problem never loses minutes of measurements
        args.json.write_text(json.dumps(results, indent=2), encoding="utf-8")
    report(results)


if __name__ == "__main__":
    main()
