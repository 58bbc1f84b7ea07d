"""The optional NLI model (``judge: {kind: local, nli_model_path: DIR}``), with a tiny random-weight
BERT made and saved by the test: loading, batching, truncation of long premises, the entailment
label mapping and the errors. Random weights say nothing about quality, only about the plumbing."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import yaml

from rageval_pipeline.core.config.suites import load_suite
from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.core.judges.factory import judge_for_suite
from rageval_pipeline.core.judges.local import LocalJudge
from rageval_pipeline.core.judges.nli import EntailmentModel, entailment_index
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase, SystemResponse
from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder

WORDS = ("refunds are paid within days of approval the customer gets a full refund if request made invoice date "
         "members pay per class children attend free").split()
WINDOW = 64


def _tiny_model(folder: Path, id2label: dict[int, str]) -> Path:
    from transformers import BertConfig, BertForSequenceClassification, BertTokenizerFast

    folder.mkdir(parents=True, exist_ok=True)
    tokens = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *dict.fromkeys(WORDS), *"0123456789"]
    tokenizer = BertTokenizerFast(vocab={t: i for i, t in enumerate(tokens)}, model_max_length=WINDOW)
    config = BertConfig(vocab_size=len(tokens), hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                        intermediate_size=32, max_position_embeddings=WINDOW, num_labels=len(id2label),
                        id2label=id2label, label2id={v: k for k, v in id2label.items()})
    import torch

    torch.manual_seed(0)
    BertForSequenceClassification(config).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


@pytest.fixture(scope="module")
def nli_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _tiny_model(tmp_path_factory.mktemp("nli"), {0: "CONTRADICTION", 1: "NEUTRAL", 2: "ENTAILMENT"})


def test_entailment_label_is_read_from_id2label() -> None:
    assert entailment_index({0: "contradiction", 1: "neutral", 2: "entailment"}, "m") == 2
    assert entailment_index({0: "entails", 1: "not_entails"}, "m") == 0
    assert entailment_index({0: "hallucinated", 1: "consistent"}, "m") == 1  # hallucination detectors
    with pytest.raises(ConfigError, match=r"/models/x.*no entailment label \(labels: 0: 'LABEL_0', 1: 'LABEL_1'"):
        entailment_index({0: "LABEL_0", 1: "LABEL_1"}, "/models/x")


def test_loads_and_scores_in_batches(nli_folder: Path) -> None:
    model = EntailmentModel(nli_folder, batch_size=2)
    assert model.entailment == 2
    pairs = [("refunds are paid within 14 days", f"refunds are paid within {n} days") for n in range(5)]
    batched = model.entailment_probabilities(pairs)
    one_by_one = np.concatenate([model.entailment_probabilities([p]) for p in pairs])
    assert batched.shape == (5,) and np.all((batched > 0) & (batched < 1))
    assert np.allclose(batched, one_by_one, atol=1e-5)  # padding inside a batch changes nothing
    assert model.entailment_probabilities([]).shape == (0,)


def test_a_long_premise_is_truncated_and_the_claim_kept(nli_folder: Path) -> None:
    model = EntailmentModel(nli_folder)
    premise = " ".join(["members pay per class"] * 200)
    encoded = model.encode([premise], ["children attend free"])
    ids = encoded["input_ids"][0].tolist()
    assert len(ids) == WINDOW
    tokenizer = model._load()[0]
    assert tokenizer.decode(ids[-4:-1]) == "children attend free"  # the hypothesis survives whole
    assert model.entailment_probabilities([(premise, "children attend free")]).shape == (1,)


def test_wrong_or_missing_folders_name_the_path(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-model"
    with pytest.raises(ConfigError, match=rf"{missing}.*judge.nli_model_path.*does not exist"):
        EntailmentModel(missing)
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(ConfigError, match=rf"{empty}.*config.json is missing"):
        EntailmentModel(empty)
    unlabelled = _tiny_model(tmp_path / "unlabelled", {0: "LABEL_0", 1: "LABEL_1"})
    with pytest.raises(ConfigError, match=rf"{unlabelled}.*no entailment label"):
        LocalJudge(HashingEmbedder(), nli_model_path=str(unlabelled))


def _suite(tmp_path: Path, judge: dict[str, object]) -> Path:
    path = tmp_path / "nli.yaml"
    path.write_text(yaml.safe_dump({"name": "nli", "dataset": {"path": "cases.json"},
                                    "judge": {"kind": "local", "embedder": "hashing-v1", **judge}}))
    return path


def test_the_suite_key_is_type_checked_and_resolved_next_to_the_suite(tmp_path: Path, nli_folder: Path) -> None:
    with pytest.raises(ConfigError, match="nli_model_path"):
        load_suite(_suite(tmp_path, {"nli_model_path": ["not", "a", "path"]}))
    (tmp_path / "models").mkdir()
    (tmp_path / "models" / "nli").symlink_to(nli_folder, target_is_directory=True)
    suite = load_suite(_suite(tmp_path, {"nli_model_path": "models/nli"}))
    judge = judge_for_suite(suite, api_key=None, cache_path=None)
    assert isinstance(judge, LocalJudge) and judge.nli is not None
    assert judge.nli.folder == str((tmp_path / "models" / "nli").resolve())
    with pytest.raises(ConfigError, match=r"missing-model.*does not exist"):
        judge_for_suite(load_suite(_suite(tmp_path, {"nli_model_path": "missing-model"})), api_key=None,
                        cache_path=None)


def test_the_judge_uses_entailment_as_a_support_signal(nli_folder: Path) -> None:
    case = EvalCase(id="q1", question="When are refunds paid?", source_format="qa_json")
    response = SystemResponse(case_id="q1", variant="v", system="s", question=case.question,
                              answer="Refunds are paid within 14 days of approval.",
                              contexts=[ContextChunk(text="Refunds are paid within 14 days of approval.", chunk_id="c1")])
    with_nli = LocalJudge(HashingEmbedder(), nli_model_path=str(nli_folder), detector=None)
    plain = LocalJudge(HashingEmbedder(), detector=None)
    [verdict] = with_nli.judge(case, response)
    [baseline] = plain.judge(case, response)
    probability = with_nli.nli.entailment_probabilities(  # type: ignore[union-attr]
        [("Refunds are paid within 14 days of approval.", "Refunds are paid within 14 days of approval.")])[0]
    assert verdict.status == "ok"
    # the unit's score is the larger of the blend and the entailment probability
    assert verdict.claims[0].support_score == pytest.approx(max(baseline.claims[0].support_score, probability), abs=1e-6)
