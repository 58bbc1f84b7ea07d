"""MiniLM's precision: float32 for retrieval, bfloat16 for the local judge where the CPU has it
natively ("auto"); the two give the same judge decisions, and stored vectors never mix them."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from pydantic import ValidationError

from rageval_pipeline.core.config.suites import JudgeSection
from rageval_pipeline.core.errors import RetrievalError
from rageval_pipeline.core.judges.factory import build_judge
from rageval_pipeline.core.judges.local import LocalJudge
from rageval_pipeline.core.judges.vector_cache import VectorCache
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase, SystemResponse
from rageval_pipeline.core.retrieval.embeddings import (
    HashingEmbedder,
    MiniLMEmbedder,
    get_default_embedder,
    native_bfloat16,
    resolve_precision,
    vector_identity,
)


def test_auto_is_bfloat16_exactly_where_the_cpu_has_it_natively() -> None:
    assert resolve_precision("float32") == "float32"
    assert resolve_precision("bfloat16") == "bfloat16"
    assert resolve_precision("auto") == ("bfloat16" if native_bfloat16() else "float32")


def test_an_unknown_precision_lists_the_supported_ones() -> None:
    with pytest.raises(RetrievalError, match="'fp16'.*auto, float32, bfloat16"):
        resolve_precision("fp16")
    with pytest.raises(RetrievalError, match="float32, bfloat16"):
        MiniLMEmbedder(precision="int8")  # type: ignore[arg-type]
    with pytest.raises(ValidationError, match="embedding_precision"):
        JudgeSection(embedding_precision="fp16")  # type: ignore[arg-type]


def test_retrieval_defaults_to_float32_and_each_precision_is_one_shared_model() -> None:
    assert getattr(get_default_embedder(), "precision") == "float32"
    assert get_default_embedder("float32") is get_default_embedder()
    assert get_default_embedder("bfloat16") is get_default_embedder("bfloat16")
    assert get_default_embedder("bfloat16") is not get_default_embedder("float32")
    assert LocalJudge(embedding_precision="float32").embedder is get_default_embedder("float32")
    assert LocalJudge().embedding_precision == resolve_precision("auto")


def test_stored_vectors_are_named_by_model_and_precision() -> None:
    assert vector_identity(MiniLMEmbedder()) == "all-MiniLM-L6-v2"
    assert vector_identity(MiniLMEmbedder(precision="bfloat16")) == "all-MiniLM-L6-v2@bfloat16/by-length"
    assert vector_identity(HashingEmbedder()) == "hashing-v1"


class _Counting(HashingEmbedder):
    def __init__(self, precision: str) -> None:
        super().__init__()
        self.precision = precision
        self.embedded: list[str] = []

    def embed(self, texts: list[str]) -> np.ndarray:
        self.embedded += texts
        return super().embed(texts)


def _pairs() -> list[tuple[EvalCase, SystemResponse]]:
    case = EvalCase(id="q", question="How much do non-members pay?", source_format="qa_json")
    context = ContextChunk(chunk_id="c", text="Members pay £20 per class; non-members pay £35. Children under 10 attend free.")
    answers = (("right", "Non-members pay £35 per class."), ("wrong", "Non-members pay £10 per class."),
               ("paraphrase", "Non-members are charged £35 for each class."))
    return [(case, SystemResponse(case_id="q", variant=v, system="s", question=case.question, answer=a, contexts=[context]))
            for v, a in answers]


def test_a_judge_of_another_precision_never_reads_the_other_ones_vectors(tmp_path: Path) -> None:
    cache = VectorCache(tmp_path / "judge_vectors.sqlite")
    float32, bfloat16, again = _Counting("float32"), _Counting("bfloat16"), _Counting("bfloat16")
    LocalJudge(float32, vector_cache=cache).judge_many(_pairs())
    LocalJudge(bfloat16, vector_cache=cache).judge_many(_pairs())
    LocalJudge(again, vector_cache=cache).judge_many(_pairs())
    assert float32.embedded and sorted(bfloat16.embedded) == sorted(float32.embedded)
    assert again.embedded == []


@pytest.mark.slow
def test_bfloat16_vectors_are_unit_length_and_point_where_float32_ones_do() -> None:
    texts = ["Non-members pay £35 per class.", "The cutover is now scheduled for 12 June 2026.",
             "Refunds are paid within 14 days of approval.", "x" * 3000, "短い文です。"]
    full, half = get_default_embedder("float32").embed(texts), get_default_embedder("bfloat16").embed(texts)
    assert half.dtype == np.float32 and half.shape == full.shape == (5, 384)
    assert np.allclose(np.linalg.norm(half, axis=1), 1.0, atol=1e-6)
    assert float(np.min(np.sum(full * half, axis=1))) >= 0.999


@pytest.mark.slow
def test_the_judge_decides_alike_in_both_precisions(tmp_path: Path) -> None:
    verdicts = {
        precision: LocalJudge(embedding_precision=precision).judge_many(_pairs())
        for precision in ("float32", "bfloat16")
    }
    for full, half in zip(verdicts["float32"], verdicts["bfloat16"], strict=True):
        assert [c.supported for c in full[0].claims] == [c.supported for c in half[0].claims]
        assert full[0].rubric == half[0].rubric
        assert full[0].hallucination_score == pytest.approx(half[0].hallucination_score, abs=0.01)
    assert [v[0].claims[0].supported for v in verdicts["bfloat16"]] == [True, False, True]


def test_the_suite_setting_reaches_the_local_judge() -> None:
    judge = build_judge(JudgeSection(kind="local", embedding_precision="bfloat16"), api_key=None, cache_path=None)
    assert isinstance(judge, LocalJudge) and getattr(judge.embedder, "precision") == "bfloat16"
    default = build_judge(JudgeSection(kind="local"), api_key=None, cache_path=None)
    assert getattr(default.embedder, "precision") == resolve_precision("auto")  # type: ignore[attr-defined]
