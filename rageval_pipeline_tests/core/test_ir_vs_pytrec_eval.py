"""``evaluate`` live against pytrec_eval (trec_eval's own C code) on seeded synthetic data.

The vendored trec_eval outputs check three topics to 4 printed decimals; this checks hundreds of
generated queries at full precision, including what real runs contain and small fixtures rarely
do: tied scores, graded relevance with zeros, judged non-relevant documents, queries whose relevant
documents are never retrieved, and runs shorter than the cutoff.
"""

from __future__ import annotations

import numpy as np
import pytest
import pytrec_eval

from rageval_pipeline.core.metrics import evaluate

CUTOFFS = (1, 5, 10, 100)
# ours -> trec_eval measure (pytrec_eval names; recip_rank and map without a cutoff)
MEASURES = {"mrr": "recip_rank", "map": "map", "ndcg": "ndcg"}
for _k in CUTOFFS:
    MEASURES |= {f"recall@{_k}": f"recall_{_k}", f"precision@{_k}": f"P_{_k}", f"ndcg@{_k}": f"ndcg_cut_{_k}",
                 f"map@{_k}": f"map_cut_{_k}"}
for _k in (1, 5, 10):
    MEASURES[f"hit_rate@{_k}"] = f"success_{_k}"


def _synthetic(seed: int, queries: int = 400) -> tuple[dict, dict]:
    rng = np.random.default_rng(seed)
    qrels: dict[str, dict[str, int]] = {}
    run: dict[str, dict[str, float]] = {}
    for q in range(queries):
        qid = f"q{q}"
        docs = [f"d{q}_{i}" for i in range(int(rng.integers(5, 60)))]
        judged = rng.choice(docs, size=int(rng.integers(1, min(len(docs), 12) + 1)), replace=False)
        # graded 0..3; about one query in ten has no relevant document at all
        grades = rng.integers(0, 4, size=len(judged))
        if q % 10 == 0:
            grades[:] = 0
        qrels[qid] = {str(d): int(g) for d, g in zip(judged, grades, strict=True)}
        retrieved = rng.choice(docs, size=int(rng.integers(1, len(docs) + 1)), replace=False)
        # scores on a coarse grid so ties are frequent (the tie rule matters)
        run[qid] = {str(d): float(rng.integers(0, 8)) / 4.0 for d in retrieved}
    return qrels, run


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_every_query_agrees_with_pytrec_eval(seed: int) -> None:
    qrels, run = _synthetic(seed)
    theirs = pytrec_eval.RelevanceEvaluator(qrels, set(MEASURES.values())).evaluate(run)
    ours = evaluate(qrels, run, list(MEASURES), per_query=True)
    assert set(ours) == set(theirs)
    for qid, values in theirs.items():
        for name, measure in MEASURES.items():
            assert ours[qid][name] == pytest.approx(values[measure], abs=1e-9), (qid, name)


def test_graded_relevance_level_agrees_with_pytrec_eval() -> None:
    qrels, run = _synthetic(7)
    theirs = pytrec_eval.RelevanceEvaluator(qrels, {"map", "recall_10", "P_5"}, relevance_level=2).evaluate(run)
    ours = evaluate(qrels, run, ["map", "recall@10", "precision@5"], per_query=True, relevance_level=2)
    for qid, values in theirs.items():
        assert ours[qid]["map"] == pytest.approx(values["map"], abs=1e-9)
        assert ours[qid]["recall@10"] == pytest.approx(values["recall_10"], abs=1e-9)
        assert ours[qid]["precision@5"] == pytest.approx(values["P_5"], abs=1e-9)
