"""Answerers: extractive citations and refusals; Claude prompt / marker mapping without network."""

from __future__ import annotations

from pathlib import Path

import pytest

from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder
from rageval_pipeline.core.errors import SystemUnderTestError
from rageval_pipeline.core.retrieval.answerer import (
    REFUSAL,
    AnthropicAnswerer,
    ExtractiveAnswerer,
    build_prompt,
    map_markers,
    split_sentences,
)
from rageval_pipeline.core.retrieval.index import build_index
from rageval_pipeline.core.retrieval.reference import ReferenceRAG
from rageval_pipeline.core.records.schemas import ContextChunk
from rageval_pipeline_tests.core.retrieval_corpus import write_corpus


@pytest.fixture
def rag(tmp_path: Path) -> ReferenceRAG:
    embedder = HashingEmbedder()
    return ReferenceRAG(build_index(write_corpus(tmp_path), embedder=embedder, chunk_words=40, overlap_words=8),
                        embedder)


def test_extractive_answer_quotes_and_cites_the_evidence(rag: ReferenceRAG) -> None:
    answerer = ExtractiveAnswerer(page_locator=rag.locate_pages)
    question = "When is the security review due?"
    contexts = rag.retrieve_for_eval(question, k=5, expand_neighbors=1)
    out = answerer.answer(question, contexts)
    assert not out.refused
    assert out.text.startswith(
        "Alice: Draft the security review by April 2nd. [meetings/meeting_001.txt p.2]"
    )
    assert out.citations and all(c in {x.chunk_id for x in contexts} for c in out.citations)
    assert out.text.count("[") <= 3


def test_extractive_refuses_a_negative_question(rag: ReferenceRAG) -> None:
    for question in ("What is Bob's salary?", "Who is the CEO of Globex?"):
        out = ExtractiveAnswerer().answer(question, rag.retrieve_for_eval(question, k=5))
        assert (out.text, out.citations, out.refused) == (REFUSAL, [], True)
    assert ExtractiveAnswerer().answer("anything at all?", []).text == REFUSAL


def test_overlapping_fragments_fold_into_the_full_sentence() -> None:
    contexts = [
        ContextChunk(text="limit of 180 euros.", doc_id="t.txt", chunk_id="t#1", start_page=2, end_page=2),
        ContextChunk(text="Hotel stays have a nightly limit of 180 euros.", doc_id="t.txt", chunk_id="t#0",
                     start_page=1, end_page=2),
    ]
    out = ExtractiveAnswerer().answer("What is the nightly hotel limit?", contexts)
    assert out.text == "Hotel stays have a nightly limit of 180 euros. [t.txt pp.1-2]"
    assert out.citations == ["t#0"]


def test_sentence_split_keeps_lines_apart() -> None:
    assert split_sentences("Action items:\nBob: Do X. Alice: Do Y.\n\n") == ["Action items:", "Bob: Do X.",
                                                                              "Alice: Do Y."]


def _ctx(n: int) -> ContextChunk:
    return ContextChunk(text=f"text {n}", doc_id=f"d{n}.txt", chunk_id=f"d{n}.txt#0000", start_page=n, end_page=n)


def test_prompt_numbers_contexts_and_markers_map_back() -> None:
    contexts = [_ctx(1), _ctx(2)]
    prompt = build_prompt("Q?", contexts)
    assert "[1] (d1.txt p.1)\ntext 1" in prompt and "[2] (d2.txt p.2)" in prompt and prompt.endswith(
        "Question: Q?\nAnswer in at most three sentences.")
    cited, invalid = map_markers("A [2]. B [1, 2][7].", contexts)
    assert cited == ["d2.txt#0000", "d1.txt#0000"] and invalid == [7]


def test_anthropic_answerer_needs_a_key_and_skips_calls_without_contexts() -> None:
    assert AnthropicAnswerer("m", api_key="k").answer("Q?", []).metadata["skipped_call"] == "no contexts"
    with pytest.raises(SystemUnderTestError, match="API key"):
        AnthropicAnswerer("m", api_key="")


def test_term_weights_make_a_missing_rare_word_decisive() -> None:
    contexts = [ContextChunk(text="The API supports REST and webhooks.", doc_id="g.txt", chunk_id="g#0",
                             start_page=1, end_page=1)]
    question = "Does the API support pagination?"
    assert not ExtractiveAnswerer().answer(question, contexts).refused  # 'api' + 'support' of 3 terms
    idf = {"api": 0.2, "support": 0.2}
    weighted = ExtractiveAnswerer(term_weight=lambda t: idf.get(t, 3.0))
    assert weighted.answer(question, contexts).text == REFUSAL
