"""Issue 2's promise: the reference RAG answers the sample suite deterministically — two
independent builds (embeddings computed twice, no shared cache) give byte-identical outputs."""

import json
from pathlib import Path

import pytest

from rageval_pipeline.core.adapters.reference import ReferenceAdapter
from rageval_pipeline.core.retrieval.corpus import load_corpus
from rageval_pipeline.core.datasets import load_dataset
from rageval_pipeline.core.retrieval.embeddings import get_default_embedder
from rageval_pipeline.core.retrieval.index import build_index
from rageval_pipeline.core.retrieval.reference import ReferenceRAG
from rageval_pipeline.core.config.suites import load_suite

ROOT = Path(__file__).resolve().parents[2]


def _answers(cache_dir: Path) -> tuple[bytes, str]:
    suite = load_suite(ROOT / "data" / "suites" / "sample.yaml")
    cases = load_dataset(suite.resolve(suite.dataset.path)).cases
    embedder = get_default_embedder()
    index = build_index(load_corpus(ROOT / "data" / "corpus"), embedder=embedder, cache_dir=cache_dir)
    assert index.cache_hit is False
    adapter = ReferenceAdapter(ReferenceRAG(index, embedder))
    rows = [[case.id, name, adapter.query(case.question, params).model_dump(mode="json")]
            for case in cases for name, params in sorted(suite.variants.items())]
    return json.dumps(rows, sort_keys=True).encode(), index.corpus_hash


@pytest.mark.slow
def test_sample_suite_answers_are_byte_identical_across_independent_builds(tmp_path):
    first, corpus_hash = _answers(tmp_path / "a")
    second, again = _answers(tmp_path / "b")
    assert corpus_hash == again
    assert first == second
    assert len(json.loads(first)) == 84
