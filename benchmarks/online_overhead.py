"""Per-request overhead of online evaluation (seed 003's zero-cost metrics), run on demand.

    python benchmarks/online_overhead.py [--iterations 10000] [--dict-inputs] [--with-span]

One synthetic request: 20 chunks (10 BM25, 6 kNN, 4 found by both; BM25 and cosine scores mixed;
7 pages over 2 documents) and 5 extractions citing chunks 1, 2, 4, 9 and 15 (recall heuristic
0.25, so escalation fires — with no validator configured, so no LLM call is made: only the
zero-cost path is timed). Each iteration times one ``evaluate_request`` call twice over: wall
clock (``perf_counter_ns``) and this thread's CPU time (``thread_time_ns``). After 200 warm-up
calls the script prints p50 / p99 / max of both in microseconds and exits 1 when the CPU-time p99
exceeds the 1 ms target. Why CPU time is the gate: on a shared machine the wall-clock tail is
set by the scheduler (a preempted call waits a 4 ms tick, whatever it computes), which says
nothing about the cost evaluation adds to a request; the wall numbers are printed alongside so
an unloaded run can be checked against the same target.

``--dict-inputs`` passes seed-style dicts (so input validation is timed too); ``--with-span``
evaluates inside a recording OpenTelemetry span (needs opentelemetry-sdk).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from contextlib import nullcontext
from typing import Any

from rageval_pipeline.core.online import (
    Extraction,
    OnlineConfig,
    evaluate_request,
    failure_count,
)
from rageval_pipeline.core.records.schemas import ContextChunk

TARGET_P99_US = 1_000.0
WARMUP = 200


def build_request() -> tuple[list[ContextChunk], list[Extraction]]:
    """The fixed synthetic request described in the module docstring."""
    methods = ["bm25"] * 10 + ["knn"] * 6 + ["bm25+knn"] * 4
    chunks = [
        ContextChunk(
            text=f"chunk {i}: the roof type is metal standing seam, installed {2000 + i}.",
            chunk_id=f"doc{i % 2}:{i}",
            doc_id=f"doc{i % 2}.txt",
            start_page=1 + i % 7,
            end_page=1 + i % 7,
            score=(18.0 - i * 0.5) if method == "bm25" else 0.9 - i * 0.02,
            rank=i + 1,
            retrieval_method=method,
        )
        for i, method in enumerate(methods)
    ]
    extractions = [
        Extraction(value="metal" if n != 9 else "tile", chunk_number=n, confidence=0.8) for n in (1, 2, 4, 9, 15)
    ]
    return chunks, extractions


def run(iterations: int, *, dict_inputs: bool, with_span: bool) -> tuple[list[float], list[float]]:
    """``(wall, cpu)`` latencies of ``iterations`` calls in microseconds."""
    chunks, extractions = build_request()
    chunk_args: list[Any] = [c.model_dump(exclude_none=True) for c in chunks] if dict_inputs else chunks
    extraction_args: list[Any] = [e.model_dump(exclude_none=True) for e in extractions] if dict_inputs else extractions
    config = OnlineConfig(bm25_limit=50, knn_limit=50, attach_to_span=with_span)
    span_cm: Any = nullcontext()
    if with_span:
        from opentelemetry.sdk.trace import TracerProvider

        span_cm = TracerProvider().get_tracer("bench").start_as_current_span("request")
    wall: list[float] = []
    cpu: list[float] = []
    with span_cm:
        for i in range(WARMUP + iterations):
            c0, t0 = time.thread_time_ns(), time.perf_counter_ns()
            result = evaluate_request(
                "what is the roof type?", chunk_args, extraction_args,
                config=config, aggregation_confidence="HIGH", total_retrieved_before_filter=30,
            )
            t1, c1 = time.perf_counter_ns(), time.thread_time_ns()
            if i >= WARMUP:
                wall.append((t1 - t0) / 1_000)
                cpu.append((c1 - c0) / 1_000)
    if result.errors:
        raise SystemExit(f"evaluation reported errors: {result.errors}")
    if with_span and not result.span_attached:
        raise SystemExit("the evaluation was not attached to the span")
    return wall, cpu


def percentile(sorted_samples: list[float], q: float) -> float:
    """Nearest-rank percentile of already sorted samples."""
    index = max(0, min(len(sorted_samples) - 1, round(q / 100 * len(sorted_samples) + 0.5) - 1))
    return sorted_samples[index]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=10_000)
    parser.add_argument("--dict-inputs", action="store_true")
    parser.add_argument("--with-span", action="store_true")
    args = parser.parse_args(argv)
    before = failure_count()
    wall, cpu = (sorted(s) for s in run(args.iterations, dict_inputs=args.dict_inputs, with_span=args.with_span))
    print(
        f"online_overhead: {args.iterations} iterations, 20 chunks, 5 extractions"
        f"{' (dict inputs)' if args.dict_inputs else ''}{' (recording span)' if args.with_span else ''}"
    )
    for name, samples in (("wall", wall), ("cpu ", cpu)):
        print(
            f"{name}  p50 {percentile(samples, 50):7.1f} us  p99 {percentile(samples, 99):7.1f} us  "
            f"max {samples[-1]:8.1f} us  mean {statistics.fmean(samples):7.1f} us"
        )
    p99 = percentile(cpu, 99)
    print(f"target cpu p99 <= {TARGET_P99_US:.0f} us: {'OK' if p99 <= TARGET_P99_US else 'MISSED'}")
    if failure_count() != before:
        print("evaluation failures were counted during the run", file=sys.stderr)
        return 1
    return 0 if p99 <= TARGET_P99_US else 1


if __name__ == "__main__":
    raise SystemExit(main())
