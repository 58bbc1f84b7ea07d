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
from rageval_pipeline_tests.core.whole_batch import use_whole_batch_semantics


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


class _PlainEmbedder:
    """The hashing embedder behind the bare ``Embedder`` protocol (no ``embed_rows``), counting texts."""

    def __init__(self) -> None:
        self.inner = HashingEmbedder()
        self.name, self.dim = self.inner.name, self.inner.dim
        self.texts = 0

    def embed(self, texts: list[str]):  # noqa: ANN201 - np.ndarray
        self.texts += len(texts)
        return self.inner.embed(texts)


def _semantic_questions(rag: ReferenceRAG) -> list[str]:
    """Questions made from corpus sentences (half a sentence, its longest words, its function words
    around unknown ones) and off-topic ones: answers decided by words, by meaning, and refusals."""
    from rageval_pipeline.core.retrieval.bm25 import tokenize

    out = ["Who won the chess tournament?", "What is the refund policy for hotels?",
           "When is the security review due?", "How much sun do tomatoes need?", "What does the API refactor cost?"]
    assert rag.index.sentence_vectors is not None
    for text in rag.index.sentence_vectors.texts:
        words = text.rstrip(".").split()
        longest = sorted(words, key=lambda w: (-len(w), w))[:2]
        out.append(" ".join(words[: max(3, len(words) // 2)]) + "?")
        out.append(f"What is said about {' and '.join(longest)}?")
        skeleton = " ".join(w for w in words if not tokenize(w))
        out.append(f"Zebra quokka {skeleton} {skeleton}?")
    return out


def test_semantic_answers_equal_the_whole_batch_computation(rag: ReferenceRAG) -> None:
    """With the index's sentence vectors the semantic answerer computes only the cosines that can
    change an answer; answers, citations and every score equal the whole-batch computation's."""
    whole = ExtractiveAnswerer(page_locator=rag.locate_pages, embedder=_PlainEmbedder())
    use_whole_batch_semantics(whole)
    bounded = ExtractiveAnswerer(page_locator=rag.locate_pages, embedder=rag.embedder,
                                 sentence_vectors=rag.index.sentence_vectors, question_vector=rag.pools.vector)
    unbounded = ExtractiveAnswerer(page_locator=rag.locate_pages, embedder=_PlainEmbedder())
    questions = _semantic_questions(rag)
    for question in questions:
        for knobs in ({"k": 5, "expand_neighbors": 1}, {"k": 3, "mode": "dense"}):
            contexts = rag.retrieve_for_eval(question, **knobs)
            expected = whole.answer(question, contexts)
            assert bounded.answer(question, contexts) == expected, question
            assert unbounded.answer(question, contexts) == expected, question  # no store, no rows: same
    stats = bounded.stats
    assert stats["model_free"] > 0 and stats["model_calls"] > 0  # both routes taken
    assert stats["rows"] < unbounded.stats["rows"] / 3  # most cosines never computed


def test_a_drifted_store_is_not_trusted(rag: ReferenceRAG, caplog: pytest.LogCaptureFixture) -> None:
    """Vectors that no longer match the embedder (another model build) cannot bound its cosines:
    the answerer warns once and computes every candidate's cosine."""
    from dataclasses import replace

    import numpy as np

    store = rag.index.sentence_vectors
    assert store is not None
    drifted = replace(store, matrix=(store.matrix.astype(np.float32) + np.float32(1e-3)).astype(np.float16))
    answerer = ExtractiveAnswerer(page_locator=rag.locate_pages, embedder=rag.embedder, sentence_vectors=drifted,
                                  question_vector=rag.pools.vector)
    whole = ExtractiveAnswerer(page_locator=rag.locate_pages, embedder=rag.embedder)
    use_whole_batch_semantics(whole)
    with caplog.at_level("WARNING"):
        for question in _semantic_questions(rag)[:20]:
            contexts = rag.retrieve_for_eval(question, k=5)
            assert answerer.answer(question, contexts) == whole.answer(question, contexts)
    warnings = [r.getMessage() for r in caplog.records if "stored sentence vectors are not used" in r.getMessage()]
    assert len(warnings) == 1 and "moves them by up to" in warnings[0]
