"""Side-by-side benchmark of retrieval-metric evaluation (run on demand, not a test).

    python benchmarks/ir_metrics.py [--queries 10000 100000] [--ties]

Synthetic data (seeded): Q queries x 100 ranked documents with string ids, 2-4 judged relevant
documents per query (about 3; one in ten is never retrieved), given to every tool as a pandas
DataFrame. Metrics: Recall@{1,3,5,10,100}, MRR@10, nDCG@10.

Tools, each timed end to end from the DataFrames in a fresh subprocess (so their memory
high-water marks do not pollute each other):

- ``ours``: ``rageval_pipeline.core.metrics.evaluate`` on the DataFrames.
- ``pytrec_eval``: DataFrame -> dict conversion + ``RelevanceEvaluator``; its ``recip_rank``
  ignores cutoffs, so MRR@10 is computed on the run cut to the top 10 (trec ordering).
- ``python loop``: DataFrame -> dict conversion + a plain per-query Python implementation.

The script asserts that all tools agree to 1e-9 and prints seconds (wall and CPU), the ratio
to ours, and peak RSS (whole process, and the growth over the loaded DataFrames; the peak is
reset after loading via ``/proc/self/clear_refs`` where the kernel allows it).
"""

from __future__ import annotations

import argparse
import json
import math
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pandas as pd

REPO = Path(__file__).resolve().parents[1]
METRICS = ["recall@1", "recall@3", "recall@5", "recall@10", "recall@100", "mrr@10", "ndcg@10"]
DOCS_PER_QUERY = 100
TOLERANCE = 1e-9


# ---------------------------------------------------------------------------- data


def make_data(n_queries: int, *, ties: bool, seed: int = 20260219) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Seeded synthetic run and qrels; doc ids unique within a query."""
    rng = np.random.default_rng(seed)
    q_index = np.repeat(np.arange(n_queries), DOCS_PER_QUERY)
    slot = np.tile(np.arange(DOCS_PER_QUERY), n_queries)
    doc_number = rng.integers(0, 200_000, size=n_queries * DOCS_PER_QUERY) * DOCS_PER_QUERY + slot
    scores = rng.random(n_queries * DOCS_PER_QUERY)
    if ties:
        scores = np.round(scores, 2)
    qids = np.char.add("q", np.arange(n_queries).astype(str))
    run = pd.DataFrame(
        {
            "qid": pd.array(qids[q_index], dtype="str"),
            "doc_id": pd.array(np.char.add("doc", doc_number.astype(str)), dtype="str"),
            "score": scores,
        }
    )
    n_rel = rng.integers(2, 5, size=n_queries)
    rel_q = np.repeat(np.arange(n_queries), n_rel)
    picks = np.concatenate([rng.choice(DOCS_PER_QUERY, size=k, replace=False) for k in n_rel])
    rel_docs = run["doc_id"].to_numpy()[rel_q * DOCS_PER_QUERY + picks].astype(object)
    unretrieved = rng.random(len(rel_docs)) < 0.1
    rel_docs[unretrieved] = np.char.add("unretrieved", np.flatnonzero(unretrieved).astype(str))
    qrels = pd.DataFrame(
        {
            "qid": pd.array(qids[rel_q], dtype="str"),
            "doc_id": pd.array(rel_docs.astype(str), dtype="str"),
            "relevance": np.ones(len(rel_docs), dtype=np.int64),
        }
    )
    return run, qrels


# ---------------------------------------------------------------------------- tools


def frame_to_dict(frame: pd.DataFrame, value: str) -> dict[str, dict[str, float]]:
    """What dict-based tools need first: {qid: {doc_id: value}}."""
    out: dict[str, dict[str, float]] = {}
    for qid, doc, v in zip(frame["qid"].tolist(), frame["doc_id"].tolist(), frame[value].tolist(), strict=True):
        inner = out.get(qid)
        if inner is None:
            inner = out[qid] = {}
        inner[doc] = v
    return out


def tool_ours(run: pd.DataFrame, qrels: pd.DataFrame) -> dict[str, float]:
    sys.path.insert(0, str(REPO))
    from rageval_pipeline.core.metrics import evaluate

    return evaluate(qrels, run, METRICS)


def tool_pytrec_eval(run: pd.DataFrame, qrels: pd.DataFrame) -> dict[str, float]:
    import pytrec_eval

    q = {qid: {doc: int(r) for doc, r in docs.items()} for qid, docs in frame_to_dict(qrels, "relevance").items()}
    full = frame_to_dict(run, "score")
    top10 = (
        run.sort_values(["qid", "score", "doc_id"], ascending=[True, False, False], kind="stable")
        .groupby("qid", sort=False)
        .head(10)
    )
    cut = frame_to_dict(top10, "score")
    main = pytrec_eval.RelevanceEvaluator(q, {"recall.1,3,5,10,100", "ndcg_cut.10"}).evaluate(full)
    rr = pytrec_eval.RelevanceEvaluator(q, {"recip_rank"}).evaluate(cut)
    names = {"recall_1": "recall@1", "recall_3": "recall@3", "recall_5": "recall@5", "recall_10": "recall@10",
             "recall_100": "recall@100", "ndcg_cut_10": "ndcg@10"}  # fmt: skip
    out = {ours: float(np.mean([v[theirs] for v in main.values()])) for theirs, ours in names.items()}
    out["mrr@10"] = float(np.mean([rr.get(qid, {}).get("recip_rank", 0.0) for qid in main]))
    return {m: out[m] for m in METRICS}


def tool_python_loop(run: pd.DataFrame, qrels: pd.DataFrame) -> dict[str, float]:
    q = frame_to_dict(qrels, "relevance")
    r = frame_to_dict(run, "score")
    sums = dict.fromkeys(METRICS, 0.0)
    n = 0
    for qid, ranking in r.items():
        judged = q.get(qid)
        if judged is None:
            continue
        n += 1
        ranked = [doc for doc, _ in sorted(ranking.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)]
        n_rel = sum(1 for v in judged.values() if v >= 1)
        rel = [judged.get(doc, 0) for doc in ranked]
        for k in (1, 3, 5, 10, 100):
            sums[f"recall@{k}"] += sum(1 for v in rel[:k] if v >= 1) / n_rel if n_rel else 0.0
        first = next((i for i, v in enumerate(rel[:10]) if v >= 1), None)
        sums["mrr@10"] += 1.0 / (first + 1) if first is not None else 0.0
        ideal = sorted((v for v in judged.values() if v > 0), reverse=True)[:10]
        idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
        dcg = sum(g / math.log2(i + 2) for i, g in enumerate(rel[:10]) if g > 0)
        sums["ndcg@10"] += dcg / idcg if idcg else 0.0
    return {m: sums[m] / n for m in METRICS}


TOOLS: dict[str, Callable[[pd.DataFrame, pd.DataFrame], dict[str, float]]] = {
    "ours": tool_ours,
    "pytrec_eval": tool_pytrec_eval,
    "python loop": tool_python_loop,
}


# ---------------------------------------------------------------------------- measurement


def _status_mb(field: str) -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _reset_peak() -> bool:
    try:
        Path("/proc/self/clear_refs").write_text("5")
        return True
    except OSError:
        return False


def child(tool: str, data_dir: Path) -> None:
    """Run one tool in this (fresh) process and print one JSON line."""
    run = pd.read_parquet(data_dir / "run.parquet")
    qrels = pd.read_parquet(data_dir / "qrels.parquet")
    if tool == "ours":  # import cost is part of a cold start, not of the evaluation
        sys.path.insert(0, str(REPO))
        import rageval_pipeline.core.metrics  # noqa: F401
    elif tool == "pytrec_eval":
        import pytrec_eval  # noqa: F401
    loaded = _status_mb("VmRSS")
    reset = _reset_peak()
    wall, cpu = time.perf_counter(), time.process_time()
    result = TOOLS[tool](run, qrels)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    peak = _status_mb("VmHWM")
    print(json.dumps({"tool": tool, "wall": wall, "cpu": cpu, "peak_mb": peak, "loaded_mb": loaded,
                      "peak_reset": reset, "result": result}))  # fmt: skip


def measure(tool: str, data_dir: Path) -> dict:
    proc = subprocess.run(
        [sys.executable, __file__, "--child", tool, "--data", str(data_dir)],
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode != 0:
        raise SystemExit(f"{tool} failed:\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def bench(n_queries: int, ties: bool) -> None:
    run, qrels = make_data(n_queries, ties=ties)
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp)
        run.to_parquet(data_dir / "run.parquet")
        qrels.to_parquet(data_dir / "qrels.parquet")
        rows = [measure(tool, data_dir) for tool in TOOLS]
    ours = rows[0]
    for row in rows[1:]:
        for metric in METRICS:
            diff = abs(row["result"][metric] - ours["result"][metric])
            assert diff <= TOLERANCE, f"{row['tool']} disagrees on {metric}: {row['result'][metric]} vs {ours['result'][metric]}"
    print(f"\n{n_queries:,} queries x {DOCS_PER_QUERY} docs ({len(run):,} run rows, {len(qrels):,} qrels rows)"
          f"{', scores with ties' if ties else ''}; all tools agree to {TOLERANCE:g}")  # fmt: skip
    print(f"{'tool':<12} {'wall s':>8} {'cpu s':>8} {'x ours':>7} {'peak RSS MB':>12} {'over data MB':>13}")
    for row in rows:
        print(
            f"{row['tool']:<12} {row['wall']:>8.2f} {row['cpu']:>8.2f} {row['wall'] / ours['wall']:>7.1f} "
            f"{row['peak_mb']:>12.0f} {row['peak_mb'] - row['loaded_mb']:>13.0f}"
        )
    print("means:", {m: round(v, 6) for m, v in ours["result"].items()})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--queries", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--ties", action="store_true", help="round scores to 2 decimals (many tied scores)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--data", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.data)
        return
    for n in args.queries:
        bench(n, args.ties)


if __name__ == "__main__":
    main()
