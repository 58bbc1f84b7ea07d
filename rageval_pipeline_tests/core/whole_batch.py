"""The extractive-semantic answerer's meaning step as it was before stored sentence vectors: one
``embed([question] + candidates)`` call per question, every score raised to its meaning score.
Tests compare the answerer against it: answers, citations and scores must be the same."""

from __future__ import annotations

from typing import Any

from rageval_pipeline.core.retrieval.answerer import (
    SEMANTIC_HIGH,
    SEMANTIC_LOW,
    SEMANTIC_MIN_WORDS,
    ExtractiveAnswerer,
    _Candidate,
)


def whole_batch_semantic(answerer: ExtractiveAnswerer, question: str, candidates: list[_Candidate]) -> list[_Candidate]:
    if answerer.embedder is None or not candidates:
        return candidates
    vectors = answerer.embedder.embed([question] + [c.sentence for c in candidates])
    sims = vectors[1:] @ vectors[0]
    out = []
    for cand, sim in zip(candidates, sims, strict=True):
        semantic = min(1.0, max(0.0, (float(sim) - SEMANTIC_LOW) / (SEMANTIC_HIGH - SEMANTIC_LOW)))
        if len(cand.sentence.split()) < SEMANTIC_MIN_WORDS:
            semantic = 0.0
        score = round(max(cand.score, semantic), 6)
        out.append(_Candidate((-score, cand.sort_key[1], cand.sort_key[2]), cand.sentence, cand.context_index, score,
                              cand.facts))
    return sorted(out)


def use_whole_batch_semantics(answerer: Any) -> Any:
    """``answerer`` with its meaning step replaced by the whole-batch one (returned for chaining)."""
    answerer._semantic = lambda question, candidates: whole_batch_semantic(answerer, question, candidates)
    return answerer
