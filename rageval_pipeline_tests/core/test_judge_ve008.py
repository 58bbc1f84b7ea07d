"""Regression: an answer that quotes its cited chunk is not "contradicted" for omitting the project
name the question already gives (sample case ve_008, baseline variant)."""

from pathlib import Path

import pytest

from rageval_pipeline.core.datasets import load_dataset
from rageval_pipeline.core.judges.local import LocalJudge
from rageval_pipeline.core.storage.replay import load_frozen_responses

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_ve008_quoted_answer_is_correct_and_evidenced():
    case = next(c for c in load_dataset(REPO / "data" / "sample" / "cases.json").cases if c.id == "ve_008")
    response = load_frozen_responses(REPO / "data" / "replay" / "sample_responses.jsonl")[("ve_008", "baseline")]
    assert "Orion" not in response.answer and "12 June 2026" in response.answer
    verdict = next(v for v in LocalJudge().judge(case, response) if v.pass_index is None)
    assert "contradicted" not in verdict.reasoning
    assert verdict.rubric.correctness >= 1 and verdict.rubric.evidence >= 1
    assert verdict.rubric.missing_facts == ["orion_cutover_moved"]  # the move from 15 May is left out, not wrong


def test_an_answer_stating_a_different_date_is_still_contradicted():
    from rageval_pipeline.core.records.schemas import (
        ContextChunk,
        EvalCase,
        RequiredFact,
        SystemResponse,
    )
    from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder

    case = EvalCase(id="c", question="When is the Orion cutover now scheduled?", source_format="outcome_json",
                    required_facts=[RequiredFact(fact_id="f", claim="The Orion cutover is scheduled for 12 June 2026")])
    context = ContextChunk(text="The cutover is now scheduled for 12 June 2026.", doc_id="s.txt", chunk_id="s#0")
    response = SystemResponse(case_id="c", variant="v", system="s", question=case.question,
                              answer="The cutover is now scheduled for 19 June 2026.", contexts=[context])
    verdict = next(v for v in LocalJudge(HashingEmbedder()).judge(case, response) if v.pass_index is None)
    assert verdict.rubric.correctness == 0 and "contradicted" in verdict.reasoning
