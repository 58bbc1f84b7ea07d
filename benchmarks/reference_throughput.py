"""How many responses per second the bundled reference RAG gives once its index exists, before vs after.

    python benchmarks/reference_throughput.py --before /tmp/ref_before [--docs 600] [--questions 600]
        [--before-questions 150] [--rounds 1] [--concurrency 1] [--profile 25] [--json out.json]

A user ran the reference system over ClapNQ dev (600 one-page documents, 600 questions, the
sample suite's baseline and full variants) and one nightly partition took over 14 minutes
(~1.5 responses/s). This benchmark writes a stand-in of that shape (``clapnq_stand_in.py``) and
measures two package checkouts side by side: "after" is this checkout, "before" a copy of the
code before a change (``git archive <commit> rageval_pipeline data | tar -x -C /tmp/ref_before``).
Every measurement runs in a fresh subprocess with that checkout first on ``sys.path``; the sides
alternate variant by variant (round 2 swaps the order), so both see the same minutes of a
shared machine — the ratio is the result, absolute rates drift with the load (printed).

1. ``build`` (once per side): chunk + embed the corpus with all-MiniLM-L6-v2 and store the
   ``corpus_index`` table as Parquet. The sides share one embedding cache, so the side built
   second reads the chunk matrix from it; "after" also embeds the chunks' sentences.
2. ``query``, per variant, concurrency and side: load the table as the pipeline does
   (``CorpusIndex.from_table``), build the adapter, answer one warm-up question (model load,
   lazy BM25/FAISS build: reported as ``setup``), then answer the questions through the runner's
   ``collect_responses`` (the pipeline's own loop and thread pool), timed.

The variants are the sample suite's ``baseline`` (BM25, extractive answerer) and ``full``
(hybrid + RRF + rerank + neighbour expansion, extractive-semantic answerer). A digest of every
response (answer, contexts, citations, metadata, status) tells whether both sides answered the
questions they share byte for byte alike; "before" may answer fewer (``--before-questions``:
a rate needs no full pass when the old code takes a second per response). The partition line
is what the user's nightly partition (both variants over all questions) would take at these
rates. ``--profile N`` also prints each run's top N functions by own time (one thread, cProfile).
Benchmarks print; they do not assert. The target (issue #17) is >= 25 responses/s on 2 cores.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TARGET_RPS = 25.0
SUITE = ROOT / "data" / "suites" / "sample.yaml"


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def _load_average() -> str:
    try:
        return " ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


# ----------------------------------------------------------------------------------------------
# subprocess workers (run with one package checkout first on sys.path)
# ----------------------------------------------------------------------------------------------


def _worker_build(args: argparse.Namespace) -> dict[str, Any]:
    import pyarrow.parquet as pq

    from rageval_pipeline.core.config.suites import load_suite
    from rageval_pipeline.core.retrieval.corpus import load_corpus
    from rageval_pipeline.core.retrieval.embeddings import embedder_by_name
    from rageval_pipeline.core.retrieval.index import build_index

    config = load_suite(SUITE).system.config
    embedder = embedder_by_name(config.get("embedder", "all-MiniLM-L6-v2"))
    docs = load_corpus(Path(args.workdir) / "corpus")
    started = time.perf_counter()
    index = build_index(docs, embedder=embedder, chunk_words=int(config.get("chunk_words", 120)),
                        overlap_words=int(config.get("overlap_words", 20)), cache_dir=Path(args.cache))
    table = index.to_table()
    build_s = time.perf_counter() - started
    pq.write_table(table, args.index)
    sentences = getattr(index, "sentence_vectors", None)
    return {"build_s": build_s, "chunks": len(index), "documents": len(docs), "peak_rss_mb": _peak_rss_mb(),
            "chunk_cache_hit": bool(index.cache_hit), "sentences": len(sentences) if sentences is not None else 0,
            "table_mb": os.path.getsize(args.index) / 2**20}


def _digest(responses: list[Any]) -> list[str]:
    out = []
    for r in responses:
        payload = {"case": r.case_id, "answer": r.answer, "citations": r.citations,
                   "contexts": [c.model_dump(mode="json") for c in r.contexts or []], "metadata": r.metadata,
                   "status": r.status, "error": r.error}
        out.append(hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()[:16])
    return out


def _worker_query(args: argparse.Namespace) -> dict[str, Any]:
    import pyarrow.parquet as pq

    from rageval_pipeline.core.adapters.factory import build_adapter
    from rageval_pipeline.core.config.suites import load_suite
    from rageval_pipeline.core.records.schemas import EvalCase
    from rageval_pipeline.core.runtime.runner import RetryPolicy, collect_responses

    suite = load_suite(SUITE)
    params = dict(suite.variants[args.variant])
    rows = json.loads(Path(args.questions_path).read_text(encoding="utf-8"))[: args.limit]
    cases = [EvalCase(id=r["id"], question=r["question"], answerable=r["answer"] is not None,
                      source_format="outcome_json") for r in rows]
    started = time.perf_counter()
    adapter = build_adapter(suite, corpus_index=pq.read_table(args.index))
    adapter.query("Which river does the bridge cross?", params)  # model load, lazy BM25 / FAISS build
    setup_s = time.perf_counter() - started
    policy = RetryPolicy(retries=0, backoff="exponential", base_s=1.0, timeout_s=600.0, slow_threshold_s=600.0)
    load_before = _load_average()
    started, cpu_started = time.perf_counter(), time.process_time()
    responses = collect_responses(adapter, cases, {args.variant: params}, policy, concurrency=args.worker_concurrency)
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu_started
    if args.profile:  # the runner calls the adapter on pool threads, which cProfile does not follow
        import cProfile
        import pstats

        profiler = cProfile.Profile()
        profiler.enable()
        for case in cases:
            adapter.query(case.question, params)
        profiler.disable()
        print(f"--- profile: {args.variant}, {len(cases)} questions, adapter.query in one thread ---", file=sys.stderr)
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("tottime").print_stats(args.profile)
    answerer = getattr(adapter, "_answerers", {}).get(params.get("answerer", "extractive"))
    return {"responses": len(responses), "errors": sum(r.status != "ok" for r in responses), "elapsed_s": elapsed,
            "rps": len(responses) / elapsed, "cpu_ms_per_response": 1000 * cpu / len(responses), "setup_s": setup_s,
            "peak_rss_mb": _peak_rss_mb(),
            "digests": _digest(responses), "refused": sum(bool(r.metadata.get("refused")) for r in responses),
            "answerer_stats": dict(getattr(answerer, "stats", {}) or {}),
            "load": f"{load_before} -> {_load_average()}"}


# ----------------------------------------------------------------------------------------------
# the driver
# ----------------------------------------------------------------------------------------------


def _spawn(package_root: Path, argv: list[str]) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": str(package_root), "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
           "TOKENIZERS_PARALLELISM": "false"}
    cmd = [sys.executable, str(Path(__file__).resolve()), "--package-root", str(package_root), *argv]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
    if done.stderr.strip():
        sys.stderr.write(done.stderr)
    if done.returncode != 0:
        raise SystemExit(f"worker failed ({done.returncode}): {' '.join(argv)}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--docs", type=int, default=600)
    parser.add_argument("--questions", type=int, default=600)
    parser.add_argument("--concurrency", type=int, nargs="+", default=[1],
                        help="runner concurrency levels (the sample suite asks with 1)")
    parser.add_argument("--variants", nargs="+", default=["baseline", "full"])
    parser.add_argument("--before", type=Path, default=None, help="a checkout of the code before the change")
    parser.add_argument("--before-questions", type=int, default=150,
                        help="questions the 'before' side answers (a rate; the old code is slow)")
    parser.add_argument("--rounds", type=int, default=1, help="repeat the alternating query runs")
    parser.add_argument("--profile", type=int, default=0, help="print the top N functions by own time per run")
    parser.add_argument("--json", type=Path, default=None, help="also write the measurements here")
    # worker mode (internal)
    parser.add_argument("--worker", choices=("build", "query"), default=None, help=argparse.SUPPRESS)
    parser.add_argument("--package-root", type=Path, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--workdir", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--cache", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--index", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--variant", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--questions-file", dest="questions_path", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--limit", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--worker-concurrency", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.worker is not None:
        sys.path.insert(0, str(args.package_root))
        import logging

        logging.disable(logging.WARNING)
        print(json.dumps(_worker_build(args) if args.worker == "build" else _worker_query(args)))
        return

    sys.path.insert(0, str(ROOT / "benchmarks"))
    from clapnq_stand_in import make_stand_in

    sides: list[tuple[str, Path, int]] = [("after", ROOT, args.questions)]
    if args.before is not None:
        sides.insert(0, ("before", args.before.resolve(), min(args.before_questions, args.questions)))
    results: dict[str, Any] = {"sides": {name: {"runs": {}} for name, _, _ in sides}}
    print(f"machine: {os.cpu_count()} cores, load average {_load_average()} at the start", flush=True)
    with tempfile.TemporaryDirectory(prefix="rageval-ref-bench-") as tmp:
        work = Path(tmp)
        rows = make_stand_in(work, docs=args.docs, questions=args.questions)
        questions = work / "questions.json"
        questions.write_text(json.dumps(rows), encoding="utf-8")
        words = [len(p.read_text(encoding="utf-8").split()) for p in (work / "corpus").rglob("*.txt")]
        print(f"stand-in corpus: {len(words)} one-page documents, {min(words)}-{max(words)} words "
              f"(mean {sum(words) / len(words):.0f}); {len(rows)} questions "
              f"({sum(r['answer'] is None for r in rows)} unanswerable)", flush=True)
        for side, root, _ in sides:
            build = _spawn(root, ["--worker", "build", "--workdir", str(work), "--cache", str(work / "cache"),
                                  "--index", str(work / f"index-{side}.parquet")])
            results["sides"][side]["build"] = build
            source = "chunk vectors from the shared cache" if build["chunk_cache_hit"] else "chunks embedded"
            if build["sentences"]:
                source += f", {build['sentences']} sentences embedded"
            print(f"[{side}] index: {build['chunks']} chunks ({source}) in {build['build_s']:.1f} s, peak RSS "
                  f"{build['peak_rss_mb']:.0f} MB, table {build['table_mb']:.1f} MB", flush=True)
        for round_ in range(args.rounds):
            for variant in args.variants:
                for level in args.concurrency:
                    order = sides if round_ % 2 == 0 else list(reversed(sides))
                    for side, root, limit in order:
                        run = _spawn(root, ["--worker", "query", "--index", str(work / f"index-{side}.parquet"),
                                            "--variant", variant, "--questions-file", str(questions),
                                            "--limit", str(limit), "--worker-concurrency", str(level)]
                                     + (["--profile", str(args.profile)] if args.profile else []))
                        results["sides"][side]["runs"].setdefault(f"{variant}@{level}", []).append(run)
                        print(f"[{side}] {variant:<8} concurrency {level}: {run['responses']} responses in "
                              f"{run['elapsed_s']:.1f} s = {run['rps']:.2f}/s, {run['cpu_ms_per_response']:.1f} CPU ms "
                              f"each (setup {run['setup_s']:.1f} s, "
                              f"peak RSS {run['peak_rss_mb']:.0f} MB, {run['errors']} errors, {run['refused']} "
                              f"refusals, load {run['load']}) {run['answerer_stats'] or ''}", flush=True)
    _report(results, args.variants, args.concurrency, len(rows))
    if args.json is not None:
        args.json.write_text(json.dumps(results, indent=2), encoding="utf-8")


def _median_rps(runs: list[dict[str, Any]]) -> float:
    rates = sorted(r["rps"] for r in runs)
    return rates[len(rates) // 2]


def _report(results: dict[str, Any], variants: list[str], levels: list[int], questions: int) -> None:
    sides = results["sides"]
    after, before = sides["after"], sides.get("before")
    print()
    print(f"Reference RAG throughput once the index exists (target >= {TARGET_RPS:.0f} responses/s)")
    header = f"{'variant':<9} {'conc':>4} {'after/s':>8} {'RSS MB':>7}"
    if before is not None:
        header += f" {'before/s':>9} {'RSS MB':>7} {'ratio':>7} {'identical':>14}"
    print(header)
    for variant in variants:
        for level in levels:
            key = f"{variant}@{level}"
            a_runs = after["runs"][key]
            line = f"{variant:<9} {level:>4} {_median_rps(a_runs):>8.2f} {max(r['peak_rss_mb'] for r in a_runs):>7.0f}"
            if before is not None:
                b_runs = before["runs"][key]
                shared = len(b_runs[0]["digests"])
                same = all(a["digests"][:shared] == b["digests"] for a in a_runs for b in b_runs)
                same &= all(a["digests"] == a_runs[0]["digests"] for a in a_runs)
                ratio = _median_rps(a_runs) / _median_rps(b_runs)
                line += (f" {_median_rps(b_runs):>9.2f} {max(r['peak_rss_mb'] for r in b_runs):>7.0f} {ratio:>6.1f}x "
                         f"{('yes' if same else 'NO') + f' ({shared} q)':>14}")
            print(line)
    for level in levels:
        for name, side in (("after", after), ("before", before)):
            if side is None:
                continue
            seconds = sum(questions / _median_rps(side["runs"][f"{v}@{level}"]) for v in variants)
            print(f"partition ({' + '.join(variants)}, {questions} questions each, concurrency {level}), {name}: "
                  f"{seconds:.0f} s = {len(variants) * questions / seconds:.1f} responses/s")


if __name__ == "__main__":
    main()
