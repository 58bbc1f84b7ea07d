"""How fast is the local judge on the sample suite, and what do binding and the detector cost?

The sample suite's 84 answers (42 cases x 2 variants, the frozen responses the reference RAG gave,
``data/replay/sample_responses.jsonl``) are judged by the local judge with MiniLM, after the model
is loaded and warmed up. Each configuration starts cold (every memoised text analysis forgotten,
a new judge), rounds are interleaved so a change in the machine's load hits all of them alike, and
the median round is printed side by side:

    judge            binding + fitted detector (the default; MiniLM in bfloat16 where the CPU has
                     it natively, else float32: the header says which; answers scored by one
                     process per CPU once their vectors are computed)
    one process      the default judge scoring every answer in this process (``workers=1``)
    float32          the default judge with MiniLM in float32 (what every machine computes alike)
    no binding       specifics need only occur in a context, not be bound to the claim's subject
    no detector      the plain rule (two unsupported claims or a contradicted specific = major)
    warm cache       the default judge reading sentence vectors a previous run stored (a nightly
                     run of one suite sees mostly the same context sentences)
    scoring only     the default judge with every embedding already computed: the Python part
    swap check       the default judge with the swap reader's second reading of supported specifics on
                     (``judge.swap_check: true``)

    python benchmarks/judge_speed.py [--rounds 3] [--threads 2] [--profile]

Target (issue 15): >= 20 responses/s on 2 cores after model load. ``--profile`` prints the top of a cProfile of one
cold run in one process. The load average is printed before and after: the machine is shared, so compare the columns
of one run, not runs on different days; to compare two commits, run each in turn on one machine and compare the
"fastest CPU s" column (wall time moves with the machine's load by more than most changes do).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from rageval_pipeline.core.datasets import load_dataset  # noqa: E402
from rageval_pipeline.core.judges.local import LocalJudge, clear_caches  # noqa: E402
from rageval_pipeline.core.judges.swap_reader import SwapReader  # noqa: E402
from rageval_pipeline.core.judges.vector_cache import VectorCache  # noqa: E402
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse  # noqa: E402
from rageval_pipeline.core.retrieval.embeddings import (  # noqa: E402
    Embedder,
    get_default_embedder,
    resolve_precision,
)
from rageval_pipeline.core.storage.replay import load_frozen_responses  # noqa: E402

Pair = tuple[EvalCase, SystemResponse]


def sample_pairs() -> list[Pair]:
    cases = {c.id: c for c in load_dataset(ROOT / "data" / "sample" / "cases.json", format="outcome_json").cases}
    responses = load_frozen_responses(ROOT / "data" / "replay" / "sample_responses.jsonl")
    return [(cases[case_id], response) for (case_id, _), response in sorted(responses.items())]


class Memoised:
    """An embedder that computes each text once (for timing the judge's Python part alone)."""

    def __init__(self, inner: Embedder) -> None:
        self.inner, self.name, self.dim = inner, inner.name, inner.dim
        self.vectors: dict[str, np.ndarray] = {}

    def embed(self, texts: list[str]) -> np.ndarray:
        missing = [t for t in dict.fromkeys(texts) if t not in self.vectors]
        if missing:
            self.vectors.update(zip(missing, self.inner.embed(missing), strict=True))
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return np.stack([self.vectors[t] for t in texts])


def cpu_seconds() -> float:
    """CPU time of this process and of its children that have ended (the judge's scoring processes)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def timed(make_judge: Callable[[], LocalJudge], pairs: Sequence[Pair]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one cold judge_many."""
    clear_caches()
    judge = make_judge()
    wall, cpu = time.perf_counter(), cpu_seconds()
    judge.judge_many(pairs)
    return time.perf_counter() - wall, cpu_seconds() - cpu


def _with_reader(judge: LocalJudge, reader: SwapReader) -> LocalJudge:
    """The judge with the swap check on, its reader already loaded (the target is after model load)."""
    judge.swap_reader = reader
    return judge


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--threads", type=int, default=2, help="torch threads (the target is for 2 cores)")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    import torch

    torch.set_num_threads(args.threads)
    pairs = sample_pairs()
    embedder = get_default_embedder("auto")
    float32 = get_default_embedder("float32")
    for model in (embedder, float32):
        model.embed(["warm the model up before timing anything"])
    memo = Memoised(embedder)
    LocalJudge(memo).judge_many(pairs)  # fills the memo (and warms every code path)
    reader = SwapReader(precision=resolve_precision("auto"))
    reader.probabilities([("warm the swap reader up", "before timing anything")])
    cache = VectorCache(Path(tempfile.mkdtemp(prefix="judge-speed-")) / "judge_vectors.sqlite")
    LocalJudge(embedder, vector_cache=cache).judge_many(pairs)  # a previous night's run
    configs: dict[str, Callable[[], LocalJudge]] = {
        "judge": lambda: LocalJudge(embedder),
        "one process": lambda: LocalJudge(embedder, workers=1),
        "float32": lambda: LocalJudge(float32),
        "no binding": lambda: LocalJudge(embedder, bind_subjects=False),
        "no detector": lambda: LocalJudge(embedder, detector=None),
        "warm cache": lambda: LocalJudge(embedder, vector_cache=cache),
        "scoring only": lambda: LocalJudge(memo),
        "swap check": lambda: _with_reader(LocalJudge(embedder), reader),
    }
    print(f"{len(pairs)} responses, torch threads {args.threads}, MiniLM in {resolve_precision('auto')}, "
          "load average before "
          f"{' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    results: dict[str, list[tuple[float, float]]] = {name: [] for name in configs}
    for _ in range(args.rounds):
        for name, make in configs.items():
            results[name].append(timed(make, pairs))
    # (the fastest round's CPU seconds move least with the shared machine's load: the figure to compare two commits by,
    # alternating them on one machine)
    print(f"{'configuration':<16}{'responses/s':>13}{'wall s':>9}{'CPU s':>8}{'fastest CPU s':>15}"
          f"   (median of {args.rounds} cold rounds; fastest of them)")
    for name, runs in results.items():
        wall = statistics.median(r[0] for r in runs)
        cpu = statistics.median(r[1] for r in runs)
        print(f"{name:<16}{len(pairs) / wall:>13.1f}{wall:>9.2f}{cpu:>8.2f}{min(r[1] for r in runs):>15.2f}")
    print(f"load average after {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    if args.profile:
        import cProfile
        import pstats

        clear_caches()
        judge = LocalJudge(embedder, workers=1)  # (a profile sees this process only)
        profiler = cProfile.Profile()
        profiler.runcall(judge.judge_many, pairs)
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(20)


if __name__ == "__main__":
    main()
