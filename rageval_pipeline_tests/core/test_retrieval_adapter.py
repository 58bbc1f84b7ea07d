"""ReferenceAdapter: variant params, unknown-param errors, baseline vs full, describe()."""

from __future__ import annotations

from pathlib import Path

import pytest

from rageval_pipeline.core.adapters.reference import ReferenceAdapter
from rageval_pipeline.core.errors import SystemUnderTestError
from rageval_pipeline.core.retrieval.answerer import REFUSAL
from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder
from rageval_pipeline.core.retrieval.index import build_index
from rageval_pipeline.core.retrieval.reference import ReferenceRAG
from rageval_pipeline_tests.core.retrieval_corpus import write_corpus

BASELINE = {"mode": "bm25", "fusion": False, "rerank": False, "expand_neighbors": 0, "k": 5}
FULL = {"mode": "hybrid", "fusion": True, "rerank": True, "expand_neighbors": 1, "k": 5}


@pytest.fixture
def adapter(tmp_path: Path) -> ReferenceAdapter:
    embedder = HashingEmbedder()
    index = build_index(write_corpus(tmp_path), embedder=embedder, chunk_words=40, overlap_words=8)
    return ReferenceAdapter(ReferenceRAG(index, embedder))


def test_unknown_param_lists_the_known_ones(adapter: ReferenceAdapter) -> None:
    with pytest.raises(SystemUnderTestError, match=r"unknown parameter\(s\) \['top_k'\].*known: \[.*'expand_neighbors'"):
        adapter.query("q?", {"top_k": 3})


@pytest.mark.parametrize(
    ("params", "message"),
    [({"k": "5"}, "'k' must be an integer"), ({"fusion": "yes"}, "'fusion' must be true or false"),
     ({"mode": "sparse"}, "'mode' must be one of"), ({"answerer": "gpt"}, "'answerer' must be one of"),
     ({"answerer": "anthropic"}, "not configured"), ({"k": 0}, "retrieval failed: k must be")],
)
def test_bad_params_fail_loudly(adapter: ReferenceAdapter, params: dict, message: str) -> None:
    with pytest.raises(SystemUnderTestError, match=message):
        adapter.query("When is the security review due?", params)


def test_baseline_and_full_variants_answer_with_contexts(adapter: ReferenceAdapter) -> None:
    question = "When is the security review due?"
    base = adapter.query(question, BASELINE)
    full = adapter.query(question, FULL)
    for out in (base, full):
        assert "April 2nd" in out.answer and out.citations
        assert out.contexts and [c.rank for c in out.contexts] == list(range(1, len(out.contexts) + 1))
    assert {c.retrieval_method for c in base.contexts} == {"bm25"}
    assert base.metadata["retrieval"] == {**BASELINE, "k0": 20, "candidate_multiplier": 4, "rerank_pool": 20,
                                          "answerer": "extractive"}
    assert full.metadata["retrieval"]["expand_neighbors"] == 1
    negative = adapter.query("What is Bob's salary?", FULL)
    assert negative.answer == REFUSAL and negative.citations == [] and negative.metadata["refused"] is True


def test_describe_holds_the_index_identity(adapter: ReferenceAdapter) -> None:
    info = adapter.describe()
    assert info["adapter"] == "reference" and info["embedder"] == "hashing-v1"
    assert info["chunk_words"] == 40 and info["overlap_words"] == 8 and len(info["corpus_hash"]) == 16
    assert info["answerers"] == ["extractive", "extractive-semantic"]
