"""What a 12-variant retrieval-only sweep of the sample suite costs against one variant's run.

    python benchmarks/sweep_sharing.py [--repeat 5] [--suite data/suites/sample_sweep.yaml]

Issue #17's target: once the index exists, a 12-variant retrieval-only sweep costs <= 2x one
variant's run, because the reference system computes each question's candidate pools (BM25 and
dense lists at the deepest depth any variant needs, the question's vector, rerank signals) once
and cuts them per variant (``core/retrieval/candidate_pools.py``), and answers a context list it
has answered before from memory.

The sweep is the sample sweep suite's base with the grid ``k0 x fusion x rerank`` widened to
``k0: [10, 20, 40]`` (12 variants, the base among them); "single" is the base alone. Every run
gets a fresh adapter over the same index and the same loaded model (so no run inherits another's
pools, answers or remembered embedding rows) and one warm-up question outside the dataset per
variant (lazy BM25/FAISS build). Measured, alternating single / sweep ``--repeat`` times, medians
compared, in wall time and in the process's CPU time:

* ``system``: the reference system's own work: ``adapter.query`` for every case and variant, in
  the runner's order (case by case, every variant of a case in turn) — the target's ratio;
* ``stage``: the same through the pipeline's responses stage (``responses_stage``: runner,
  retries, timing, progress, the Arrow table);
* ``floor``: the responses stage with a system that answers instantly (a fixed answer with five
  contexts): the pipeline's own cost per response, paid 12 times by any 12-variant sweep
  whatever the system — on the sample suite's small corpus it weighs on the stage ratio;
* ``unshared``: the sweep's variants each on a fresh adapter (nothing shared), for comparison.

Then every variant is run alone through the stage, and its responses (answer, contexts,
citations, metadata, status; latency excluded) must equal the sweep's byte for byte.

The loaded model makes a heap of ~500,000 objects, and one full garbage collection of it costs
~0.2 s here — as much as a whole sweep of the sample suite — landing on whichever run crosses the
collector's threshold. So the heap built during setup is frozen (``gc.freeze()``) and each run
starts after a collection: the runs compare work, not collector timing. Benchmarks print; they
do not assert.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

TARGET_RATIO = 2.0
WARM_UP = "Which documents mention a deadline?"


def _fingerprint(response: Any) -> str:
    return json.dumps(response.model_dump(mode="json", exclude={"latency_ms", "slow"}), sort_keys=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--suite", type=Path, default=ROOT / "data" / "suites" / "sample_sweep.yaml")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    from rageval_pipeline.core.adapters.base import AdapterAnswer, RAGAdapter
    from rageval_pipeline.core.adapters.reference import ReferenceAdapter
    from rageval_pipeline.core.config.suites import SweepSection, load_suite
    from rageval_pipeline.core.records.schemas import ContextChunk
    from rageval_pipeline.core.retrieval.corpus import load_corpus
    from rageval_pipeline.core.retrieval.embeddings import MiniLMEmbedder, embedder_by_name
    from rageval_pipeline.core.retrieval.index import build_index
    from rageval_pipeline.core.retrieval.reference import ReferenceRAG
    from rageval_pipeline.core.runtime.runner import order_cases
    from rageval_pipeline.core.stages.cases import load_suite_cases
    from rageval_pipeline.core.stages.responses import responses_from_table, responses_stage

    suite = load_suite(args.suite)
    if suite.sweep is None:
        raise SystemExit(f"{args.suite} has no sweep section")
    grid = {"k0": [10, 20, 40], "fusion": [True, False], "rerank": [True, False]}
    variants = SweepSection(base=dict(suite.sweep.base), base_name=suite.sweep.base_name, grid=grid).variants()
    single = {suite.sweep.base_name: variants[suite.sweep.base_name]}
    cases = load_suite_cases(suite).cases
    config = suite.system.config
    embedder = embedder_by_name(str(config.get("embedder", "all-MiniLM-L6-v2")))
    with tempfile.TemporaryDirectory(prefix="rageval-sweep-bench-") as tmp:
        index = build_index(load_corpus(suite.resolve(str(config["corpus"]))), embedder=embedder,
                            chunk_words=int(config.get("chunk_words", 120)),
                            overlap_words=int(config.get("overlap_words", 20)), cache_dir=Path(tmp))
    fresh_adapter = ReferenceAdapter(ReferenceRAG(index, embedder))
    fresh_adapter.query(WARM_UP, variants[suite.sweep.base_name])  # the model loads
    gc.collect()
    gc.freeze()
    print(f"sample corpus: {len(index.chunks)} chunks; {len(cases)} cases; {len(variants)} variants: "
          f"{', '.join(variants)}; load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}", flush=True)

    def fresh(chosen: dict[str, dict[str, Any]]) -> ReferenceAdapter:
        if isinstance(embedder, MiniLMEmbedder):
            embedder.batch_rows.forget()  # the process-wide model remembers rows: start cold, as a new run would
        adapter = ReferenceAdapter(ReferenceRAG(index, embedder))
        for params in chosen.values():
            adapter.query(WARM_UP, params)
        return adapter

    def system(chosen: dict[str, dict[str, Any]]) -> tuple[float, float]:
        adapter = fresh(chosen)
        started, cpu = time.perf_counter(), time.process_time()
        for case in order_cases(cases):
            for name in sorted(chosen):
                adapter.query(case.question, chosen[name])
        return time.perf_counter() - started, time.process_time() - cpu

    def stage(chosen: dict[str, dict[str, Any]], adapter: RAGAdapter | None = None) -> tuple[float, float]:
        adapter = adapter or fresh(chosen)
        started, cpu = time.perf_counter(), time.process_time()
        responses_stage(suite.model_copy(update={"variants": chosen}), adapter, cases)
        return time.perf_counter() - started, time.process_time() - cpu

    contexts = [ContextChunk(text=" ".join(["word"] * 120), doc_id="d.txt", chunk_id=f"d.txt#{i:04d}", start_page=1,
                             end_page=1, score=0.5, rank=i + 1, retrieval_method="bm25") for i in range(5)]

    class Instant(RAGAdapter):
        name = "instant"

        def query(self, question: str, params: Any) -> AdapterAnswer:
            return AdapterAnswer(answer="The sources do not state this.", contexts=list(contexts),
                                 metadata={"retrieval": dict(params), "refused": True})

    def unshared(chosen: dict[str, dict[str, Any]]) -> tuple[float, float]:
        runs = [system({name: params}) for name, params in chosen.items()]
        return sum(wall for wall, _ in runs), sum(cpu for _, cpu in runs)

    kinds: dict[str, Callable[[dict[str, dict[str, Any]]], tuple[float, float]]] = {
        "system": system, "stage": stage, "floor": lambda chosen: stage(chosen, Instant()), "unshared": unshared}
    times: dict[tuple[str, str], list[tuple[float, float]]] = {}
    for round_ in range(args.repeat):
        runs = (("single", single), ("sweep", variants))
        for label, chosen in runs if round_ % 2 == 0 else tuple(reversed(runs)):
            for kind, measure in kinds.items():
                if kind == "unshared" and label == "single":
                    continue
                gc.collect()
                times.setdefault((kind, label), []).append(measure(chosen))
    median = {key: statistics.median(wall for wall, _ in values) for key, values in times.items()}
    cpu = {key: statistics.median(used for _, used in values) for key, values in times.items()}

    swept = responses_from_table(responses_stage(suite.model_copy(update={"variants": variants}), fresh(variants),
                                                 cases).table)
    alone: dict[tuple[str, str], str] = {}
    for name, params in variants.items():
        result = responses_stage(suite.model_copy(update={"variants": {name: params}}), fresh({name: params}), cases)
        alone.update({(r.case_id, r.variant): _fingerprint(r) for r in responses_from_table(result.table)})
    mismatched = sorted({r.variant for r in swept if alone.get((r.case_id, r.variant)) != _fingerprint(r)})

    n1, n12 = len(cases), len(cases) * len(variants)
    print()
    print(f"medians of {args.repeat} alternating runs; {n1} responses for one variant, {n12} for the sweep; wall "
          f"time, and CPU time of the process (all threads: less sensitive to other processes on the machine)")
    print(f"{'':<10} {'one variant':>12} {'12 variants':>12} {'ratio':>7}   {'CPU one':>9} {'CPU 12':>9} {'ratio':>7}")
    for kind in ("system", "stage", "floor", "unshared"):
        one, many = median[("system" if kind == "unshared" else kind, "single")], median[(kind, "sweep")]
        cpu_one, cpu_many = cpu[("system" if kind == "unshared" else kind, "single")], cpu[(kind, "sweep")]
        print(f"{kind:<10} {one * 1000:>9.0f} ms {many * 1000:>9.0f} ms {many / one:>6.2f}x   "
              f"{cpu_one * 1000:>6.0f} ms {cpu_many * 1000:>6.0f} ms {cpu_many / cpu_one:>6.2f}x")
    print(f"system ratio {median[('system', 'sweep')] / median[('system', 'single')]:.2f}x wall, "
          f"{cpu[('system', 'sweep')] / cpu[('system', 'single')]:.2f}x CPU, against the target <= {TARGET_RATIO:.0f}x "
          f"(unshared: every variant on its own adapter); the pipeline adds "
          f"{median[('floor', 'sweep')] / n12 * 1e6:.0f} us per response whatever the system (floor)")
    print(f"every variant's responses equal its run alone, byte for byte: "
          f"{'yes' if not mismatched and len(alone) == len(swept) else f'NO ({mismatched})'}")


if __name__ == "__main__":
    main()
