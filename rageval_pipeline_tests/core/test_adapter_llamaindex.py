"""LlamaIndexAdapter with the real llama-index-core: a persisted VectorStoreIndex, offline models."""

from __future__ import annotations

import sys
from pathlib import Path

import llama_index.core  # noqa: E402,F401  (a dev dependency: fail loudly if missing)
import numpy as np
import pytest
from llama_index.core import Document, Settings, VectorStoreIndex  # noqa: E402
from llama_index.core.llms import MockLLM  # noqa: E402

from rageval_pipeline.core.adapters.llamaindex import (  # noqa: E402
    LlamaIndexAdapter,
    hashing_embedding,
)
from rageval_pipeline.core.errors import ConfigError, SystemUnderTestError  # noqa: E402
from rageval_pipeline.core.records.schemas import EvalCase  # noqa: E402
from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder  # noqa: E402
from rageval_pipeline.core.runtime.runner import RetryPolicy, collect_responses  # noqa: E402

FAST = RetryPolicy(retries=3, base_s=0.0, timeout_s=20.0, slow_threshold_s=10.0)

DOCS = [
    ("Refunds are accepted within 30 days of purchase with a receipt.", {"file_name": "policy.txt", "page_label": "2"}),
    ("Reset your password from the login page using the forgot link.", {"file_name": "help.txt"}),
    ("Shipping to Europe takes five business days by courier.", {"doc_id": "ship/eu.txt", "start_page": 3,
                                                                  "end_page": 4}),
]


@pytest.fixture(scope="module")
def index_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("li_index")
    documents = [Document(text=text, metadata=meta) for text, meta in DOCS]
    index = VectorStoreIndex.from_documents(documents, embed_model=hashing_embedding())
    index.storage_context.persist(persist_dir=str(folder))
    return folder


def test_hashing_embedding_matches_the_core_embedder():
    embed = hashing_embedding()
    vector = embed.get_query_embedding("refund within thirty days")
    expected = HashingEmbedder().embed(["refund within thirty days"])[0]
    assert len(vector) == 256
    np.testing.assert_allclose(vector, expected, rtol=0, atol=1e-7)
    assert embed.get_text_embedding_batch(["a b", "c"]) == [embed.get_text_embedding("a b"),
                                                            embed.get_text_embedding("c")]


def test_persisted_index_is_loaded_and_queried_offline(index_dir):
    adapter = LlamaIndexAdapter.from_index_path(index_dir, similarity_top_k=2, llm=MockLLM())  # echoing mock
    out = adapter.query("Are refunds accepted within 30 days of purchase?", {})
    assert out.contexts is not None and len(out.contexts) == 2
    top = out.contexts[0]
    assert (top.text, top.doc_id, top.start_page, top.end_page, top.rank) == (DOCS[0][0], "policy.txt", 2, 2, 1)
    assert top.score is not None and top.score > out.contexts[1].score
    assert top.chunk_id and top.retrieval_method == "llamaindex"
    # the echoing MockLLM returns its prompt: the retrieved text and the question reached the LLM
    assert DOCS[0][0] in out.answer and "Are refunds accepted within 30 days of purchase?" in out.answer
    # nothing fell back to the global (OpenAI) defaults
    assert Settings._llm is None and Settings._embed_model is None
    assert adapter.describe() == {"adapter": "llamaindex", "index": str(index_dir), "similarity_top_k": 2,
                                  "response_mode": None, "llm": "MockLLM", "embed_model": "hashing-v1-256"}


def test_default_llm_is_an_offline_placeholder(index_dir, caplog):
    adapter = LlamaIndexAdapter.from_index_path(index_dir)
    assert "MockLLM placeholders" in caplog.text
    out = adapter.query("How long does shipping to Europe take?", {})
    assert set(out.answer.split()) == {"text"}  # placeholder tokens, not an echo of the contexts
    eu = next(c for c in out.contexts if c.doc_id == "ship/eu.txt")
    assert (eu.start_page, eu.end_page) == (3, 4)
    assert out.metadata == {"similarity_top_k": 4, "response_mode": None, "llm": "MockLLM"}
    assert len(out.contexts) == 3  # top_k 4 over a three-node index


def test_variant_params_through_the_runner(index_dir):
    adapter = LlamaIndexAdapter.from_index_path(index_dir, llm=MockLLM(max_tokens=4))
    cases = [EvalCase(id=f"q{i}", question=q, source_format="qa_json")
             for i, q in enumerate(["refund days?", "password reset?", "shipping Europe?"], 1)]
    variants = {"narrow": {"similarity_top_k": 1}, "wide": {"similarity_top_k": 3, "response_mode": "compact"}}
    rows = collect_responses(adapter, cases, variants, FAST, concurrency=3)
    assert [(r.case_id, r.variant) for r in rows] == [(c, v) for c in ("q1", "q2", "q3") for v in ("narrow", "wide")]
    assert all(r.status == "ok" for r in rows)
    assert [len(r.contexts) for r in rows] == [1, 3] * 3
    assert rows[2].contexts[0].doc_id == "help.txt"


def test_unknown_or_bad_params_are_not_retryable(index_dir):
    adapter = LlamaIndexAdapter.from_index_path(index_dir, llm=MockLLM(max_tokens=2))
    with pytest.raises(SystemUnderTestError, match=r"unknown parameter\(s\) \['top_k'\]") as info:
        adapter.query("q", {"top_k": 2})
    assert info.value.retryable is False
    with pytest.raises(SystemUnderTestError, match="similarity_top_k") as info:
        adapter.query("q", {"similarity_top_k": 0})
    assert info.value.retryable is False


def test_loading_errors_are_config_errors(tmp_path):
    with pytest.raises(ConfigError, match="does not exist"):
        LlamaIndexAdapter.from_index_path(tmp_path / "missing")
    with pytest.raises(ConfigError, match="no docstore.json"):
        LlamaIndexAdapter.from_index_path(tmp_path)
    (tmp_path / "docstore.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(ConfigError, match="loading the index"):
        LlamaIndexAdapter.from_index_path(tmp_path)
    with pytest.raises(ConfigError, match="similarity_top_k"):
        LlamaIndexAdapter(object(), similarity_top_k=0, llm=MockLLM())


def test_missing_extra_names_the_install_command(monkeypatch, index_dir):
    monkeypatch.setitem(sys.modules, "llama_index.core", None)
    with pytest.raises(ConfigError, match=r"pip install 'rageval_pipeline\[llamaindex\]'"):
        LlamaIndexAdapter.from_index_path(index_dir)
