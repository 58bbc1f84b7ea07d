"""How much of a run is Dagster + Parquet, and how much is evaluation?

The sample suite's 42 cases are scaled to N (default 1,000) and answered by the replay system
(frozen responses recorded once from the reference RAG), so the system under test costs nothing
and every second measured belongs to the pipeline. The whole graph is materialized in-process
on an ephemeral instance; every core stage function the assets call is timed, and the rest of
the wall time is Dagster + Parquet IO.

    python benchmarks/pipeline_overhead.py [--cases 1000] [--embedder hashing-v1|all-MiniLM-L6-v2]

Targets (issue 3): Dagster + Parquet overhead <= 15 % of the run; >= 200 cases/s through
retrieval scoring on 2 cores.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rageval_pipeline.core import stages  # noqa: E402
from rageval_pipeline.core.datasets import dump_dataset, load_dataset  # noqa: E402
from rageval_pipeline.core.retrieval.corpus import load_corpus  # noqa: E402
from rageval_pipeline.core.retrieval.embeddings import embedder_by_name  # noqa: E402
from rageval_pipeline.core.runtime.runner import RetryPolicy, collect_responses  # noqa: E402
from rageval_pipeline.core.storage.replay import freeze_responses  # noqa: E402

STAGES = ["load_suite_cases", "cases_stage", "corpus_index_stage", "retrieval_stage",
          "verdicts_stage", "case_scores_stage", "report_stage", "calibration_stage", "cases_from_table",
          "responses_from_table", "retrieval_from_table", "verdicts_from_table", "case_scores_from_table"]
VARIANTS = {"baseline": {"mode": "bm25", "fusion": False, "rerank": False, "expand_neighbors": 0, "k": 5},
            "full": {"mode": "hybrid", "fusion": True, "rerank": True, "expand_neighbors": 1, "k": 5}}


def build_project(root: Path, n_cases: int, embedder: str) -> Path:
    """Scaled dataset + frozen responses + a replay suite named ``sample`` (a known partition)."""
    from rageval_pipeline.core.adapters.reference import ReferenceAdapter
    from rageval_pipeline.core.retrieval.index import build_index
    from rageval_pipeline.core.retrieval.reference import ReferenceRAG

    sample = load_dataset(ROOT / "data" / "sample" / "cases.json")
    emb = embedder_by_name(embedder)
    index = build_index(load_corpus(ROOT / "data" / "corpus"), embedder=emb, cache_dir=root / "emb")
    recorded = collect_responses(ReferenceAdapter(ReferenceRAG(index, emb)), sample.cases, VARIANTS,
                                 RetryPolicy(retries=0))
    cases, responses = [], []
    for i in range(n_cases):
        src = sample.cases[i % len(sample.cases)]
        case_id = f"{src.id}_r{i:05d}"
        cases.append(src.model_copy(update={"id": case_id}))
        for r in recorded:
            if r.case_id == src.id:
                responses.append(r.model_copy(update={"case_id": case_id}))
    (root / "cases.json").write_text(dump_dataset(cases, "outcome_json", name="scaled"), encoding="utf-8")
    freeze_responses(responses, root / "responses.jsonl")
    suite = {
        "name": "sample", "dataset": {"path": "../cases.json", "format": "outcome_json"},
        "mode": "replay", "replay": {"responses": "../responses.jsonl"},
        "variants": VARIANTS, "ab": {"baseline": "baseline", "full": "full"},
        "judge": {"kind": "local", "embedder": embedder}, "thresholds": {"max_error_rate": 1.0},
    }
    (root / "suites").mkdir()
    (root / "suites" / "sample.yaml").write_text(yaml.safe_dump(suite), encoding="utf-8")
    return root / "suites"


def instrument() -> dict[str, float]:
    """Wrap every core stage the assets call with a timer (assets look them up at call time)."""
    spent: dict[str, float] = defaultdict(float)
    for name in STAGES:
        original = getattr(stages, name)

        def timed(*args, __original=original, __name=name, **kwargs):
            start = time.perf_counter()
            try:
                return __original(*args, **kwargs)
            finally:
                spent[__name] += time.perf_counter() - start

        setattr(stages, name, timed)
    return spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--embedder", default="hashing-v1", help="local judge embedder (hashing-v1 or all-MiniLM-L6-v2)")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        t0 = time.perf_counter()
        suites = build_project(root, args.cases, args.embedder)
        print(f"prepared {args.cases} cases × 2 variants in {time.perf_counter() - t0:.1f} s "
              f"(judge embedder {args.embedder})")

        import os

        os.environ["RAGEVAL_SUITES_DIR"] = str(suites)
        from dagster import DagsterInstance, materialize

        from rageval_pipeline.defs.definitions import build_resources, suite_graph

        # warm the embedder so model loading is not billed to either side
        embedder_by_name(args.embedder).embed(["warm up"])
        spent = instrument()
        resources = build_resources(home=str(root / "home"), suites=str(suites))
        with DagsterInstance.ephemeral() as instance:
            start = time.perf_counter()
            graph = suite_graph("sample", include=["2026-11-20"])
            result = materialize(graph.assets_and_checks, partition_key="2026-11-20", resources=resources,
                                 instance=instance, raise_on_error=False,
                                 run_config={"loggers": {"console": {"config": {"log_level": "ERROR"}}}})
            wall = time.perf_counter() - start
        core = sum(spent.values())
        rows = args.cases * 2
        summary = json.loads((root / "home" / "reports" / "sample" / "2026-11-20" / "summary.json").read_text())
        peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"run finished: {result.success and 'all gates pass' or 'a gate failed (expected: the reference answerer misses critical cases)'}; "
              f"summary status {summary['status']}")
        print(f"{'stage':<24}{'seconds':>10}{'share':>9}")
        for name in STAGES:
            if spent.get(name):
                print(f"{name:<24}{spent[name]:>10.3f}{spent[name] / wall:>9.1%}")
        print(f"{'core total':<24}{core:>10.3f}{core / wall:>9.1%}")
        print(f"{'Dagster + Parquet IO':<24}{wall - core:>10.3f}{(wall - core) / wall:>9.1%}   (target <= 15%)")
        print(f"{'wall':<24}{wall:>10.3f}")
        print(f"throughput: {rows / wall:,.0f} case×variant rows/s end to end; retrieval scoring "
              f"{rows / spent['retrieval_stage']:,.0f} rows/s (target >= 200 cases/s)")
        print(f"peak RSS: {peak_mb:,.0f} MB")


if __name__ == "__main__":
    main()
