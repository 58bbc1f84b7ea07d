"""``evaluate`` against trec_eval's own test outputs (usnistgov/trec_eval ``test/``).

The oracle files are vendored, unchanged and with NIST's notice, in ``rageval_pipeline_tests/oracles/trec_eval``
(its README names the source commit).
Values are compared as trec_eval prints them (``%.4f``), so agreement is to 4 decimals.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pandas as pd
import pytest
import pytrec_eval

from rageval_pipeline.core.metrics import evaluate

ORACLE = Path(__file__).resolve().parents[1] / "oracles" / "trec_eval"
CUTOFFS = (5, 10, 15, 20, 30, 100, 200, 500, 1000)

# trec_eval measure name -> our metric name
MEASURES: dict[str, str] = {"recip_rank": "mrr", "map": "map", "ndcg": "ndcg"}
for _k in CUTOFFS:
    MEASURES[f"P_{_k}"] = f"precision@{_k}"
    MEASURES[f"recall_{_k}"] = f"recall@{_k}"
    MEASURES[f"ndcg_cut_{_k}"] = f"ndcg@{_k}"
    MEASURES[f"map_cut_{_k}"] = f"map@{_k}"
for _k in (1, 5, 10):
    MEASURES[f"success_{_k}"] = f"hit_rate@{_k}"


def _oracle_file(name: str) -> Path:
    path = ORACLE / name
    if not path.is_file():
        pytest.fail(f"trec_eval oracle file missing: {path} (vendored in the test tree: restore it from git)")
    return path


def read_qrels(name: str) -> pd.DataFrame:
    """``topic iter docno rel`` lines -> (qid, doc_id, relevance)."""
    rows = []
    for line in _oracle_file(name).read_text().splitlines():
        parts = line.split()
        if parts:
            rows.append((parts[0], parts[2], int(parts[3])))
    return pd.DataFrame(rows, columns=["qid", "doc_id", "relevance"])


def read_run(name: str) -> pd.DataFrame:
    """``topic Q0 docno rank score tag [anything]`` -> (qid, doc_id, score); rank is ignored."""
    rows = []
    for line in _oracle_file(name).read_text().splitlines():
        parts = line.split()
        if parts:
            rows.append((parts[0], parts[2], float(parts[4])))
    return pd.DataFrame(rows, columns=["qid", "doc_id", "score"])


def read_output(name: str) -> dict[str, dict[str, str]]:
    """``measure \\t topic \\t value`` -> {topic: {measure: printed value}}."""
    out: dict[str, dict[str, str]] = defaultdict(dict)
    for line in _oracle_file(name).read_text().splitlines():
        measure, topic, value = (field.strip() for field in line.split("\t"))
        out[topic][measure] = value
    return dict(out)


def _assert_agrees(oracle: dict[str, dict[str, str]], qrels: pd.DataFrame, run: pd.DataFrame, **kwargs: object) -> int:
    """Compare every supported measure for every topic (and ``all``); return how many compared."""
    names = list(MEASURES.values())
    means = evaluate(qrels, run, names, **kwargs)  # type: ignore[call-overload]
    per_query = evaluate(qrels, run, names, per_query=True, **kwargs)  # type: ignore[call-overload]
    topics = [t for t in oracle if t != "all"]
    if topics:
        assert sorted(per_query) == sorted(topics)
    assert int(oracle["all"]["num_q"]) == len(per_query)
    compared = 0
    mismatches = []
    for topic, measures in oracle.items():
        ours = means if topic == "all" else per_query[topic]
        for measure, printed in measures.items():
            if measure in MEASURES:
                compared += 1
                if f"{ours[MEASURES[measure]]:.4f}" != printed:
                    mismatches.append((topic, measure, printed, ours[MEASURES[measure]]))
    assert not mismatches, mismatches
    return compared


def test_default_measures_out_test() -> None:
    compared = _assert_agrees(read_output("out.test"), read_qrels("qrels.test"), read_run("results.test"))
    assert compared == 11  # map, recip_rank, P_5 .. P_1000


def test_all_trec_out_test_a() -> None:
    compared = _assert_agrees(read_output("out.test.a"), read_qrels("qrels.test"), read_run("results.test"))
    assert compared == len(MEASURES)


def test_per_query_out_test_aq() -> None:
    compared = _assert_agrees(read_output("out.test.aq"), read_qrels("qrels.test"), read_run("results.test"))
    assert compared == 4 * len(MEASURES)


def test_complete_averaging_out_test_aqc() -> None:
    """``-c`` on a truncated run: topic 302 is missing from the run and averages in as 0."""
    run = read_run("results.trunc")
    assert "302" not in set(run["qid"])
    compared = _assert_agrees(read_output("out.test.aqc"), read_qrels("qrels.test"), run, complete=True)
    assert compared == 4 * len(MEASURES)


def test_graded_relevance_level_out_test_aql() -> None:
    """``-l2`` with graded qrels (-1..4): binary measures at rel >= 2, nDCG on graded gains."""
    compared = _assert_agrees(
        read_output("out.test.aql"), read_qrels("qrels.rel_level"), read_run("results.test"), relevance_level=2
    )
    assert compared == 4 * len(MEASURES)


def test_dict_input_agrees_with_table_input_on_oracle_data() -> None:
    qrels, run = read_qrels("qrels.test"), read_run("results.test")
    q_dict: dict[str, dict[str, int]] = defaultdict(dict)
    for qid, doc, rel in qrels.itertuples(index=False):
        q_dict[qid][doc] = rel
    r_dict: dict[str, dict[str, float]] = defaultdict(dict)
    for qid, doc, score in run.itertuples(index=False):
        r_dict[qid][doc] = score
    names = list(MEASURES.values())
    assert evaluate(q_dict, r_dict, names, per_query=True) == evaluate(qrels, run, names, per_query=True)


def test_tie_rule_matches_trec_eval_at_full_precision() -> None:
    """results.test has tied scores; the printed 4 decimals hide the tie rule, pytrec_eval does not.

    pytrec_eval embeds trec_eval: ``tie_rule="trec"`` matches it to 1e-12 and ``"stable"``
    demonstrably differs on topic 301, where a relevant and a non-relevant document tie.
    """
    qrels, run = read_qrels("qrels.test"), read_run("results.test")
    q_dict: dict[str, dict[str, int]] = defaultdict(dict)
    for qid, doc, rel in qrels.itertuples(index=False):
        q_dict[qid][doc] = int(rel)
    r_dict: dict[str, dict[str, float]] = defaultdict(dict)
    for qid, doc, score in run.itertuples(index=False):
        r_dict[qid][doc] = float(score)
    theirs = pytrec_eval.RelevanceEvaluator(dict(q_dict), {"map", "ndcg"}).evaluate(dict(r_dict))
    trec = evaluate(qrels, run, ["map", "ndcg"], per_query=True, tie_rule="trec")
    stable = evaluate(qrels, run, ["map", "ndcg"], per_query=True, tie_rule="stable")
    for topic, values in theirs.items():
        assert trec[topic]["map"] == pytest.approx(values["map"], abs=1e-12)
        assert trec[topic]["ndcg"] == pytest.approx(values["ndcg"], abs=1e-12)
    assert abs(stable["301"]["map"] - theirs["301"]["map"]) > 1e-6


def test_reported_span_metrics_reproduce_trec_eval_on_its_own_test_files() -> None:
    """The function that produces the report's retrieval numbers (``score_case_retrieval``) on
    trec_eval's own test collection: each relevant document becomes a one-page gold span, each
    retrieved document a context on that page, ranked as trec_eval ranks (score descending, ties by
    document id descending). Every hit then covers at most one span, where span metrics are
    defined to equal trec_eval's: recall_k, success_k, ndcg_cut_k (binary qrels) and recip_rank."""
    from rageval_pipeline.core.metrics.spans import score_case_retrieval
    from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase, GoldSpan

    qrels, run, oracle = read_qrels("qrels.test"), read_run("results.test"), read_output("out.test.aq")
    assert set(qrels["relevance"]) == {0, 1}  # binary: span gains are binary too
    ks = sorted({1, *CUTOFFS})
    measures = {"recip_rank": f"mrr@{ks[-1]}"}  # runs hold 500 documents: no cut-off applies
    for k in ks:
        measures |= {f"recall_{k}": f"recall@{k}", f"ndcg_cut_{k}": f"ndcg@{k}", f"success_{k}": f"hit_rate@{k}"}
    compared, mismatches = 0, []
    for topic in sorted(t for t in oracle if t != "all"):
        relevant = qrels[(qrels["qid"] == topic) & (qrels["relevance"] > 0)]["doc_id"]
        case = EvalCase(id=topic, question=f"topic {topic}", source_format="qid_jsonl",
                        gold=[GoldSpan(doc_id=doc, start_page=1, end_page=1) for doc in relevant])
        rows = run[run["qid"] == topic].sort_values(["score", "doc_id"], ascending=[False, False])
        hits = [ContextChunk(text=doc, doc_id=doc, start_page=1, end_page=1) for doc in rows["doc_id"]]
        metrics = score_case_retrieval(case, hits, ks=ks).metrics
        for measure, ours in measures.items():
            if measure in oracle[topic]:
                compared += 1
                if f"{metrics[ours]:.4f}" != oracle[topic][measure]:
                    mismatches.append((topic, measure, oracle[topic][measure], metrics[ours]))
    assert not mismatches, mismatches
    # per topic: recip_rank, recall_k and ndcg_cut_k at 9 cut-offs, success_k at 1, 5, 10
    assert compared == 3 * (1 + 9 + 9 + 3)
