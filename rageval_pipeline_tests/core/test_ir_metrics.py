"""Golden and property tests for ``rageval_pipeline.core.metrics.ir.evaluate``."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest
import pytrec_eval
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import rageval_pipeline.core.metrics as metrics_facade
from rageval_pipeline.core.errors import MetricError, RagEvalError
from rageval_pipeline.core.metrics import SUPPORTED_METRICS, evaluate

L2 = math.log2

# One query, ranking d1 > d2 > d3 > d4 > d5; relevant: d2 (rel 1) and d4 (rel 2); d9 is
# relevant but never retrieved, d5 is judged non-relevant.
QRELS = {"q1": {"d2": 1, "d4": 2, "d9": 1, "d5": 0}}
RUN = {"q1": {"d1": 0.9, "d2": 0.8, "d3": 0.7, "d4": 0.6, "d5": 0.5}}


def test_golden_single_query() -> None:
    got = evaluate(
        QRELS,
        RUN,
        ["precision@2", "recall@2", "recall@5", "hit_rate@1", "hit_rate@2", "mrr", "mrr@1", "map", "map@2", "ndcg@3", "ndcg"],
    )
    dcg5 = 1 / L2(3) + 2 / L2(5)
    ideal_all = 2 + 1 / L2(3) + 1 / L2(4)
    assert got["precision@2"] == pytest.approx(0.5)
    assert got["recall@2"] == pytest.approx(1 / 3)
    assert got["recall@5"] == pytest.approx(2 / 3)
    assert got["hit_rate@1"] == 0.0
    assert got["hit_rate@2"] == 1.0
    assert got["mrr"] == pytest.approx(0.5)
    assert got["mrr@1"] == 0.0
    assert got["map"] == pytest.approx((1 / 2 + 2 / 4) / 3)
    assert got["map@2"] == pytest.approx((1 / 2) / 3)
    assert got["ndcg@3"] == pytest.approx((1 / L2(3)) / (2 + 1 / L2(3) + 1 / L2(4)))
    assert got["ndcg"] == pytest.approx(dcg5 / ideal_all)
    assert list(got) == [
        "precision@2", "recall@2", "recall@5", "hit_rate@1", "hit_rate@2", "mrr", "mrr@1", "map", "map@2", "ndcg@3", "ndcg",
    ]  # fmt: skip


def test_averages_over_queries_in_both_and_counts_all_nonrelevant_queries() -> None:
    qrels = {"a": {"x": 1}, "b": {"y": 0}, "c": {"z": 1}}
    run = {"a": {"x": 1.0}, "b": {"y": 1.0}, "zzz": {"x": 1.0}}
    # a scores 1, b (judged, nothing relevant) scores 0, c is not in the run, zzz not in qrels
    assert evaluate(qrels, run, "recall@1") == {"recall@1": pytest.approx(0.5)}
    per = evaluate(qrels, run, "recall@1", per_query=True)
    assert per == {"a": {"recall@1": 1.0}, "b": {"recall@1": 0.0}}
    # trec_eval -c: every qrels query, missing ones score 0
    assert evaluate(qrels, run, "recall@1", complete=True) == {"recall@1": pytest.approx(1 / 3)}


def test_empty_ranking_for_a_query_scores_zero_but_counts() -> None:
    got = evaluate({"a": {"x": 1}, "b": {"y": 1}}, {"a": {"x": 1.0}, "b": {}}, ["recall@5", "mrr", "ndcg"], per_query=True)
    assert got == {"a": {"recall@5": 1.0, "mrr": 1.0, "ndcg": 1.0}, "b": {"recall@5": 0.0, "mrr": 0.0, "ndcg": 0.0}}


SUPPORTED_METRICS_CONCRETE = [m.replace("@k", "@3") for m in SUPPORTED_METRICS]


def test_query_without_relevant_documents_is_zero_not_nan() -> None:
    got = evaluate({"a": {"x": 0, "y": -1}}, {"a": {"x": 2.0, "y": 1.0}}, list(SUPPORTED_METRICS_CONCRETE))
    assert all(v == 0.0 and not math.isnan(v) for v in got.values())




def test_no_overlap_raises() -> None:
    with pytest.raises(MetricError, match="no query appears in both"):
        evaluate({"a": {"x": 1}}, {"b": {"x": 1.0}}, "mrr")


def test_tie_rules() -> None:
    qrels = {"q": {"a": 1}}
    run = {"q": {"a": 1.0, "b": 1.0, "c": 1.0, "z": 2.0}}
    # trec: z, then ties by doc id descending: c, b, a -> a at rank 4
    assert evaluate(qrels, run, "mrr", tie_rule="trec")["mrr"] == pytest.approx(1 / 4)
    # stable: z, then a, b, c -> a at rank 2
    assert evaluate(qrels, run, "mrr", tie_rule="stable")["mrr"] == pytest.approx(1 / 2)
    with pytest.raises(MetricError, match="tie_rule"):
        evaluate(qrels, run, "mrr", tie_rule="random")  # type: ignore[arg-type]


def test_ties_with_negative_infinity_scores_rank_before_padding() -> None:
    qrels = {"short": {"a": 1}, "long": {"m": 1}}
    run = {
        "short": {"a": float("-inf"), "b": float("-inf")},
        "long": {"k": 3.0, "l": 2.0, "m": 1.0, "n": 0.0},
    }
    got = evaluate(qrels, run, ["mrr"], per_query=True)
    assert got["short"]["mrr"] == pytest.approx(1 / 2)  # trec: b before a
    assert got["long"]["mrr"] == pytest.approx(1 / 3)


def test_unknown_metric_lists_every_supported_name() -> None:
    with pytest.raises(MetricError) as err:
        evaluate(QRELS, RUN, ["ndcg@10", "bpref"])
    message = str(err.value)
    assert "'bpref'" in message
    for name in SUPPORTED_METRICS:
        assert name in message
    assert set(SUPPORTED_METRICS) == {
        "recall@k", "precision@k", "hit_rate@k", "mrr", "mrr@k", "ndcg", "ndcg@k", "map", "map@k",
    }  # fmt: skip


@pytest.mark.parametrize("bad", ["recall", "ndcg@0", "P@5", "ndcg@x", "", 5])
def test_malformed_metric_names(bad: object) -> None:
    with pytest.raises(MetricError):
        evaluate(QRELS, RUN, [bad])  # type: ignore[list-item]


def test_metric_errors_are_rag_eval_errors() -> None:
    assert issubclass(MetricError, RagEvalError)


def _as_frames(qrels: dict, run: dict) -> tuple[pd.DataFrame, pd.DataFrame]:
    q = pd.DataFrame(
        [(qid, doc, rel) for qid, docs in qrels.items() for doc, rel in docs.items()],
        columns=["qid", "doc_id", "relevance"],
    )
    r = pd.DataFrame(
        [(qid, doc, s) for qid, docs in run.items() for doc, s in docs.items()],
        columns=["qid", "doc_id", "score"],
    )
    return q, r


def test_dict_dataframe_and_arrow_inputs_agree() -> None:
    qrels = {"q1": {"d2": 1, "d4": 2, "d9": 1}, "q2": {"a": 1, "b": 3}, "q3": {"x": 0}}
    run = {
        "q1": {"d1": 0.9, "d2": 0.8, "d3": 0.8, "d4": 0.6},
        "q2": {"b": 0.1, "a": 0.1, "c": 0.5},
        "q3": {"x": 1.0},
    }
    names = ["recall@2", "precision@3", "mrr", "ndcg@3", "ndcg", "map", "hit_rate@1"]
    from_dict = evaluate(qrels, run, names, per_query=True)
    q_df, r_df = _as_frames(qrels, run)
    shuffled = r_df.sample(frac=1.0, random_state=3)  # rows of a query no longer adjacent
    object_ids = r_df.astype({"qid": object, "doc_id": object})
    for q_in, r_in in [
        (q_df, r_df),
        (q_df, shuffled),
        (q_df, object_ids),
        (pa.Table.from_pandas(q_df), pa.Table.from_pandas(r_df)),
        (pa.Table.from_pandas(q_df), pa.Table.from_pandas(shuffled)),
    ]:
        assert evaluate(q_in, r_in, names, per_query=True) == from_dict


def test_integer_query_ids_match_string_ids() -> None:
    q = pd.DataFrame({"qid": [301, 302], "doc_id": ["a", "b"], "relevance": [1, 1]})
    run = {"301": {"a": 1.0}, "302": {"c": 1.0}}
    assert evaluate(q, run, "recall@1", per_query=True) == {"301": {"recall@1": 1.0}, "302": {"recall@1": 0.0}}


def test_relevance_level_moves_binary_threshold_not_gains() -> None:
    qrels = {"q": {"a": 1, "b": 2}}
    run = {"q": {"a": 2.0, "b": 1.0}}
    got = evaluate(qrels, run, ["mrr", "recall@1", "ndcg"], relevance_level=2)
    assert got["mrr"] == pytest.approx(0.5)
    assert got["recall@1"] == 0.0
    ideal = 2 + 1 / L2(3)
    assert got["ndcg"] == pytest.approx((1 + 2 / L2(3)) / ideal)


@pytest.mark.parametrize(
    ("qrels", "run", "message"),
    [
        ({"q": {"a": 1}}, {"q": {"a": float("nan")}}, "must be a number"),
        ({"q": {"a": "high"}}, {"q": {"a": 1.0}}, "must be a number"),
        ({"q": [1, 2]}, {"q": {"a": 1.0}}, "must map doc ids"),
        ([("q", "a", 1)], {"q": {"a": 1.0}}, "must be a dict"),
        (pd.DataFrame({"qid": ["q"], "doc": ["a"], "relevance": [1]}), {"q": {"a": 1.0}}, "lacks column"),
        (
            pd.DataFrame({"qid": ["q", "q"], "doc_id": ["a", "a"], "relevance": [1, 0]}),
            {"q": {"a": 1.0}},
            "more than once",
        ),
        (
            {"q": {"a": 1}},
            pd.DataFrame({"qid": ["q", "q"], "doc_id": ["a", "a"], "score": [1.0, 0.5]}),
            "more than once",
        ),
        ({"q": {"a": 1}}, pd.DataFrame({"qid": ["q", None], "doc_id": ["a", "b"], "score": [1.0, 0.5]}), "missing"),
        ({"q": {"a": 1}}, pd.DataFrame({"qid": ["q"], "doc_id": ["a"], "score": [np.nan]}), "NaN"),
    ],
)
def test_malformed_inputs_raise_metric_error(qrels: object, run: object, message: str) -> None:
    with pytest.raises(MetricError, match=message):
        evaluate(qrels, run, "recall@1")


def test_relevance_level_must_be_positive() -> None:
    with pytest.raises(MetricError, match="relevance_level"):
        evaluate(QRELS, RUN, "mrr", relevance_level=0)


def test_facade_exports_exactly_the_public_api() -> None:
    assert sorted(metrics_facade.__all__) == sorted(
        ["evaluate", "SUPPORTED_METRICS", "score_case_retrieval", "summarize_retrieval", "CaseRetrievalScore", "RetrievalSummary",
             "reported_retrieval_metrics"]
    )


# --- property test: the vectorised pipeline equals a per-query reference -------------------


def _reference(qrels: dict, run: dict, k: int, tie_rule: str) -> dict[str, dict[str, float]]:
    """Plain per-query implementation of the same definitions, for the property test."""
    out: dict[str, dict[str, float]] = {}
    for qid in sorted(set(qrels) & set(run)):
        judged = qrels[qid]
        docs = sorted(run[qid].items(), key=lambda kv: kv[0], reverse=(tie_rule == "trec"))
        ranking = [d for d, _ in sorted(docs, key=lambda kv: -kv[1])]
        rel = [judged.get(d, 0) for d in ranking]
        n_rel = sum(1 for v in judged.values() if v >= 1)
        hits = [r >= 1 for r in rel]
        first = next((i + 1 for i, h in enumerate(hits) if h), None)
        ideal = sorted((max(v, 0) for v in judged.values()), reverse=True)
        idcg = sum(g / L2(i + 2) for i, g in enumerate(ideal[:k]))
        dcg = sum(max(g, 0) / L2(i + 2) for i, g in enumerate(rel[:k]))
        ap = sum(sum(hits[: i + 1]) / (i + 1) for i, h in enumerate(hits) if h)
        out[qid] = {
            f"recall@{k}": sum(hits[:k]) / n_rel if n_rel else 0.0,
            f"precision@{k}": sum(hits[:k]) / k,
            f"hit_rate@{k}": float(any(hits[:k])),
            f"mrr@{k}": 1 / first if first and first <= k else 0.0,
            "mrr": 1 / first if first else 0.0,
            f"ndcg@{k}": dcg / idcg if idcg else 0.0,
            "map": ap / n_rel if n_rel else 0.0,
        }
    return out


_ids = st.sampled_from(["a", "b", "c", "d", "e", "f", "g", "ab", "B"])
_queries = st.sampled_from(["q1", "q2", "q3", "q10"])


@settings(max_examples=150, deadline=None)
@given(
    qrels=st.dictionaries(_queries, st.dictionaries(_ids, st.integers(-1, 3), max_size=5), min_size=1),
    run=st.dictionaries(_queries, st.dictionaries(_ids, st.sampled_from([0.0, 0.5, 1.0, 2.5, -1.0]), max_size=7), min_size=1),
    k=st.integers(1, 6),
    tie_rule=st.sampled_from(["trec", "stable"]),
    shuffle_seed=st.integers(0, 1000),
)
def test_matches_reference_on_random_inputs(qrels: dict, run: dict, k: int, tie_rule: str, shuffle_seed: int) -> None:
    names = [f"recall@{k}", f"precision@{k}", f"hit_rate@{k}", f"mrr@{k}", "mrr", f"ndcg@{k}", "map"]
    _, r_df = _as_frames(qrels, run)
    shuffled = r_df.sample(frac=1.0, random_state=shuffle_seed)
    # a table cannot hold an empty ranking, so its reference drops those queries
    non_empty = {qid: docs for qid, docs in run.items() if docs}
    for r_in, reference_run in ((run, run), (shuffled, non_empty)):
        expected = _reference(qrels, reference_run, k, tie_rule)
        if not expected:
            with pytest.raises(MetricError, match="no query appears"):
                evaluate(qrels, r_in, names, tie_rule=tie_rule)  # type: ignore[arg-type]
            continue
        got = evaluate(qrels, r_in, names, per_query=True, tie_rule=tie_rule)  # type: ignore[arg-type]
        assert got.keys() == expected.keys()
        for qid in expected:
            for name, value in expected[qid].items():
                assert got[qid][name] == pytest.approx(value, abs=1e-12), (qid, name)


@settings(max_examples=60, deadline=None)
@given(
    qrels=st.dictionaries(_queries, st.dictionaries(_ids, st.integers(0, 3), min_size=1, max_size=5), min_size=1),
    run=st.dictionaries(
        _queries, st.dictionaries(_ids, st.sampled_from([0.0, 0.5, 1.0, 2.5]), min_size=1, max_size=7), min_size=1
    ),
)
def test_matches_pytrec_eval_including_ties(qrels: dict, run: dict) -> None:
    """pytrec_eval embeds trec_eval: full-precision agreement, tie rule included."""
    assume(set(qrels) & set(run))
    measures = {"recall_5", "P_5", "recip_rank", "map", "ndcg", "ndcg_cut_3", "success_1"}
    theirs = pytrec_eval.RelevanceEvaluator(qrels, measures).evaluate(run)
    ours = evaluate(qrels, run, ["recall@5", "precision@5", "mrr", "map", "ndcg", "ndcg@3", "hit_rate@1"], per_query=True)
    mapping = {
        "recall_5": "recall@5", "P_5": "precision@5", "recip_rank": "mrr", "map": "map",
        "ndcg": "ndcg", "ndcg_cut_3": "ndcg@3", "success_1": "hit_rate@1",
    }  # fmt: skip
    assert set(theirs) == set(ours)
    for qid, values in theirs.items():
        for measure, value in values.items():
            assert ours[qid][mapping[measure]] == pytest.approx(value, abs=1e-12), (qid, measure)


def test_ragged_and_scattered_large_table_matches_dict_path() -> None:
    """Many queries of very different lengths, rows shuffled: exercises the bucketed blocks."""
    rng = np.random.default_rng(7)
    rows = []
    qrels: dict[str, dict[str, int]] = {}
    for q in range(300):
        n = int(rng.choice([1, 2, 3, 7, 40, 130]))
        docs = [f"d{j}" for j in rng.choice(500, size=n, replace=False)]
        scores = rng.integers(0, 5, size=n).astype(float)  # plenty of ties
        rows += [(f"q{q}", d, s) for d, s in zip(docs, scores, strict=True)]
        qrels[f"q{q}"] = {d: int(rng.integers(0, 3)) for d in rng.choice(docs, size=min(3, n), replace=False)}
    run_df = pd.DataFrame(rows, columns=["qid", "doc_id", "score"]).sample(frac=1.0, random_state=1)
    run_dict: dict[str, dict[str, float]] = {}
    for qid, doc, score in rows:
        run_dict.setdefault(qid, {})[doc] = score
    names = ["recall@10", "ndcg@10", "ndcg", "map", "mrr", "precision@100"]
    measures = {"recall_10", "ndcg_cut_10", "ndcg", "map", "recip_rank", "P_100"}
    theirs = pytrec_eval.RelevanceEvaluator(qrels, measures).evaluate(run_dict)
    ours = evaluate(qrels, run_df, names, per_query=True)
    mapping = {
        "recall_10": "recall@10", "ndcg_cut_10": "ndcg@10", "ndcg": "ndcg", "map": "map",
        "recip_rank": "mrr", "P_100": "precision@100",
    }  # fmt: skip
    for qid, values in theirs.items():
        for measure, value in values.items():
            assert ours[qid][mapping[measure]] == pytest.approx(value, abs=1e-12), (qid, measure)
