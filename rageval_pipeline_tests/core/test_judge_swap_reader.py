"""The swap reader (``core/judges/swap_reader.py``): the packaged adapter loads onto MiniLM and reads a specific taken
from another subject as swapped; the local judge asks it only about supported claims stating a specific and turns a
sure reading into a conflict; the suite key reaches the judge; a missing weights file is named."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
import yaml

from rageval_pipeline.core.config.suites import load_suite
from rageval_pipeline.core.errors import JudgeError
from rageval_pipeline.core.judges.factory import judge_for_suite
from rageval_pipeline.core.judges.local import LocalJudge
from rageval_pipeline.core.judges.swap_reader import PACKAGED, SWAP_CUT, UNSWAPPED_CUT, SwapReader
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase, SystemResponse
from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder

CONTEXT = ("Swimming lessons: Members pay £20 per class; non-members pay £35. Children under 10 swim free with a paying "
           "adult. Lessons run on Tuesdays and Thursdays from 6pm.")


class _FixedReader(SwapReader):
    """A reader answering one probability for every pair, and keeping the pairs it was asked about."""

    def __init__(self, probability: float) -> None:
        super().__init__()
        self.probability = probability
        self.asked: list[tuple[str, str]] = []

    def probabilities(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        self.asked += list(pairs)
        return np.full(len(pairs), self.probability, dtype=np.float32)


def _judged(judge: LocalJudge, answer: str):
    case = EvalCase(id="c1", question="How much do non-members pay?", source_format="qa_json", ground_truth=None,
                    extra={})
    response = SystemResponse(case_id="c1", variant="v", system="s", question=case.question, answer=answer,
                              contexts=[ContextChunk(text=CONTEXT, doc_id="pool.txt", chunk_id="c0")])
    return judge.judge(case, response)[0]


def test_a_sure_reading_turns_a_supported_specific_into_a_conflict() -> None:
    judge = LocalJudge(HashingEmbedder(), detector=None, workers=1)
    assert judge.swap_reader is None  # (off unless asked for)
    before = _judged(judge, "Non-members pay £35 per class.")
    assert before.faithfulness.value == 1.0 and before.rubric.hallucination == 2

    judge.swap_reader = _FixedReader(SWAP_CUT + 0.01)
    after = _judged(judge, "Non-members pay £35 per class.")
    assert after.faithfulness.value == 0.0 and after.rubric.hallucination < 2
    assert f"swap reader {SWAP_CUT + 0.01:.2f}" in after.claims[0].reason
    assert judge.swap_reader.asked == [("Non-members pay £35 per class.", CONTEXT)]


def test_an_unsure_reading_leaves_the_rules_verdict_and_a_claim_without_specifics_is_never_read() -> None:
    judge = LocalJudge(HashingEmbedder(), detector=None, workers=1)
    judge.swap_reader = reader = _FixedReader(SWAP_CUT - 0.01)
    assert _judged(judge, "Non-members pay £35 per class.").faithfulness.value == 1.0
    # (a claim the rules already hold contradicted stays so, whatever the reader says)
    assert _judged(judge, "Non-members pay £10 per class.").faithfulness.value == 0.0
    reader.asked.clear()
    _judged(judge, "Lessons are open to members and non-members alike.")
    assert reader.asked == []


def test_a_sure_reading_of_the_claims_own_value_overrules_a_bound_conflict_but_never_an_invented_one() -> None:
    judge = LocalJudge(HashingEmbedder(), detector=None, workers=1)
    judge.swap_reader = reader = _FixedReader(UNSWAPPED_CUT - 0.01)
    # (the binding finds £20 said of members, and the reader is sure it is the claim's own)
    rescued = _judged(judge, "Members pay £20 per class.")
    assert rescued.faithfulness.value == 1.0 and rescued.rubric.hallucination == 2
    reader.asked.clear()
    invented = _judged(judge, "Non-members pay £99 per class.")
    assert invented.faithfulness.value == 0.0 and reader.asked == []  # (no unit states £99: none is read)


def test_the_packaged_reader_reads_a_specific_of_another_subject_as_swapped() -> None:
    pytest.importorskip("torch")
    reader = SwapReader()
    pairs = [
        ("Non-members pay £35 for each class.", CONTEXT), ("Non-members pay £20 for each class.", CONTEXT),
        ("Members are charged £20 a class.", CONTEXT), ("Members are charged £35 a class.", CONTEXT),
    ]
    supported_1, swapped_1, supported_2, swapped_2 = reader.probabilities(pairs)
    assert swapped_1 > supported_1 and swapped_2 > supported_2
    assert reader.probabilities([]).shape == (0,)


def test_the_packaged_weights_say_which_rounds_they_learned_from() -> None:
    from safetensors import safe_open

    with safe_open(str(PACKAGED), framework="np") as stored:
        config = json.loads(stored.metadata()["config"])
        names = set(stored.keys())
    # (the rounds after it are measured at first sight: bound_facts_realistic.md)
    assert config["through_round"] == 1471 and config["rank"] == 8
    assert {"head.weight", "head.bias", "layer.5.output.dense.down", "layer.0.attention.self.query.up"} <= names


def test_missing_weights_are_named(tmp_path: Path) -> None:
    with pytest.raises(JudgeError, match=r"swap reader's weights are missing: .*nowhere\.safetensors"):
        SwapReader(tmp_path / "nowhere.safetensors")
    broken = tmp_path / "broken.safetensors"
    broken.write_bytes(b"not a tensor file")
    reader = SwapReader(broken)
    pytest.importorskip("torch")
    with pytest.raises(JudgeError, match=r"cannot be read .*broken\.safetensors"):
        reader.probabilities([("a claim of £5", "a passage")])


def test_the_suite_key_reaches_the_judge(tmp_path: Path) -> None:
    path = tmp_path / "swap.yaml"
    path.write_text(yaml.safe_dump({"name": "swap", "dataset": {"path": "cases.json"},
                                    "judge": {"kind": "local", "embedder": "hashing-v1", "swap_check": True}}))
    judge = judge_for_suite(load_suite(path), api_key=None, cache_path=None)
    assert isinstance(judge, LocalJudge) and isinstance(judge.swap_reader, SwapReader)
