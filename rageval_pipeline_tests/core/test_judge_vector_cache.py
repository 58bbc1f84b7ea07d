"""The local judge's sentence-vector cache: a second run reads what the first stored, verdicts are
identical, and a broken cache file never fails a run."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from rageval_pipeline.core.judges.local import LocalJudge
from rageval_pipeline.core.judges.vector_cache import VectorCache
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase, SystemResponse
from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder


class Counting(HashingEmbedder):
    def __init__(self) -> None:
        super().__init__()
        self.embedded: list[str] = []

    def embed(self, texts: list[str]) -> np.ndarray:
        self.embedded += texts
        return super().embed(texts)


def _pairs() -> list[tuple[EvalCase, SystemResponse]]:
    case = EvalCase(id="q", question="When are refunds paid?", source_format="qa_json", ground_truth="Within 14 days.")
    context = ContextChunk(text="Refunds are paid within 14 days of approval. Approval takes two days.", chunk_id="c")
    return [(case, SystemResponse(case_id="q", variant=v, system="s", question=case.question, answer=a, contexts=[context]))
            for v, a in (("a", "Refunds are paid within 14 days."), ("b", "Refunds are paid within 30 days."))]


def test_a_second_run_reads_the_stored_vectors(tmp_path: Path) -> None:
    cache = VectorCache(tmp_path / "judge_vectors.sqlite")
    first, second = Counting(), Counting()
    before = LocalJudge(first, vector_cache=cache, detector=None).judge_many(_pairs())
    after = LocalJudge(second, vector_cache=cache, detector=None).judge_many(_pairs())
    assert first.embedded and second.embedded == []  # nothing left to embed
    assert [v[0].model_dump() for v in before] == [v[0].model_dump() for v in after]
    uncached = LocalJudge(HashingEmbedder(), detector=None).judge_many(_pairs())
    assert [v[0].model_dump() for v in uncached] == [v[0].model_dump() for v in after]


def test_a_broken_cache_file_is_ignored(tmp_path: Path, caplog) -> None:
    path = tmp_path / "judge_vectors.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    verdicts = LocalJudge(HashingEmbedder(), vector_cache=VectorCache(path), detector=None).judge_many(_pairs())
    assert all(v[0].status == "ok" for v in verdicts)
    assert "unusable, embedding without it" in caplog.text
