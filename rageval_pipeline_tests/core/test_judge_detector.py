"""The hallucination detector: the numpy logistic regression, grouped folds, the cut, the shipped
coefficient file, the features, and how the detector's call sets the local judge's verdict."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.core.judges.detector import (
    DETECTOR_FEATURES,
    ClaimSignal,
    HallucinationDetector,
    describe_fit,
    detector_features,
    word_trigrams,
)
from rageval_pipeline.core.judges.detector_fit import cross_validate, decide
from rageval_pipeline.core.judges.local import LocalJudge
from rageval_pipeline.core.judges.logistic import LogisticModel, best_cut, fit_logistic, grouped_folds
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase, SystemResponse
from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder


def test_logistic_regression_recovers_a_known_direction() -> None:
    rng = np.random.default_rng(0)
    x = rng.normal(size=(400, 2))
    y = (x[:, 0] * 2.0 - x[:, 1] + rng.normal(scale=0.5, size=400)) > 0
    model = fit_logistic(x, y, ("a", "b"), l2=1.0)
    assert model.weights[0] > 0 > model.weights[1] and abs(model.weights[0]) > abs(model.weights[1])
    p = model.probabilities(x)
    assert ((p >= 0.5) == y).mean() > 0.85
    # a stronger penalty shrinks the weights, never the intercept's freedom
    assert np.linalg.norm(fit_logistic(x, y, ("a", "b"), l2=1000.0).weights) < np.linalg.norm(model.weights)
    with pytest.raises(ValueError, match="both classes"):
        fit_logistic(x, np.zeros(400, dtype=bool), ("a", "b"), l2=1.0)


def test_grouped_folds_keep_a_group_together_and_are_seeded() -> None:
    groups = [g for g in range(10) for _ in range(3)]
    folds = grouped_folds(groups, 5, seed=7)
    assert sum(int(f.sum()) for f in folds) == 30 and all(f.sum() == 6 for f in folds)
    for fold in folds:
        in_fold = {g for g, t in zip(groups, fold, strict=True) if t}
        assert all(t for g, t in zip(groups, fold, strict=True) if g in in_fold)
    assert all((a == b).all() for a, b in zip(folds, grouped_folds(groups, 5, seed=7), strict=True))
    with pytest.raises(ValueError):
        grouped_folds([1, 1, 2], 3, seed=0)


def test_best_cut_is_the_middle_of_the_best_run() -> None:
    labels = np.array([False, False, True, True])
    # any cut in (0.2, 0.7] separates perfectly: the middle of that interval
    assert best_cut(labels, np.array([0.1, 0.2, 0.7, 0.9])) == pytest.approx(0.45)


def _signals(unsupported: float, contradicted: float = 0.0) -> dict[str, float]:
    return {**dict.fromkeys(DETECTOR_FEATURES, 0.0), "unsupported_share": unsupported, "contradicted": contradicted}


def test_the_verdict_rule() -> None:
    p = np.array([0.9, 0.9, 0.1, 0.1])
    called = decide(p, 0.5, unsupported_share=np.array([0.5, 0.0, 0.5, 0.0]), contradicted=np.array([0, 0, 0, 1.0]))
    # probability over the cut needs an unsupported claim; a contradicted specific always counts
    assert called.tolist() == [True, False, False, True]


def test_features_of_one_answer() -> None:
    known = frozenset({"refund", "paid", "14", "day", "approv"})
    claims = [ClaimSignal("Refunds are paid within 14 days.", True, 1.0, 0),
              ClaimSignal("Passage 2 says refunds are paid by Zephyr Bank in Oslo.", False, 0.4, 1)]
    features = detector_features(claims, known_words=known, answer="Refunds are paid within 14 days. More.",
                                 declines=True)
    assert set(features) == set(DETECTOR_FEATURES)
    assert features["unsupported_share"] == 0.5 and features["worst_claim_lexical"] == 0.4
    # "zephyr", "bank", "oslo" are novel; "passage 2" and "says" talk about the sources
    assert features["novel_words"] == pytest.approx(np.log1p(4))  # zephyr, bank, oslo, say
    assert features["specific_problems"] == pytest.approx(np.log1p(1)) and features["declines"] == 1.0
    # no sources given: none of the answer's 4 trigrams is copied
    assert features["copied_trigrams"] == 0.0
    empty = detector_features([], known_words=known, answer="", declines=True)
    assert empty["unsupported_share"] == 0.0 and empty["worst_claim_lexical"] == 1.0
    assert empty["copied_trigrams"] == 1.0  # nothing said, nothing invented


def test_novel_rare_words_counts_invented_words_the_models_vocabulary_has_no_token_for() -> None:
    known = frozenset({"refund", "paid", "14", "day"})
    claims = [ClaimSignal("Refunds are paid quickly by Zephyr Bank via a reinsurer.", False, 0.4, 0),
              ClaimSignal("Zephyr Bank pays refunds.", False, 0.5, 0)]
    features = detector_features(claims, known_words=known, answer="", declines=False)
    # novel: quickly, zephyr, bank, reinsurer, pays (counted once each, whatever the claim); of these only
    # "zephyr" and "reinsurer" are no whole token of MiniLM's vocabulary: the common words are paraphrase's
    assert features["novel_rare_words"] == pytest.approx(np.log1p(2))
    # words of the sources and words about the sources are never novel, however rare
    said = detector_features([ClaimSignal("The passage says Zephyr refunds are paid.", True, 1.0, 0)],
                             known_words=known | {"zephyr"}, answer="", declines=False)
    assert said["novel_rare_words"] == 0.0


def test_copied_trigrams_counts_the_answers_word_triples_found_in_a_source() -> None:
    answer = "Refunds are paid within 14 days, by bank transfer."
    # trigrams: refunds are paid / are paid within / paid within 14 / within 14 days / 14 days by /
    # days by bank / by bank transfer -> 7; the context holds the first 4, the question none
    features = detector_features([], known_words=frozenset(), answer=answer, declines=False,
                                 sources=["[1] Refunds are PAID within 14 days of approval.", "When are refunds paid?"])
    assert features["copied_trigrams"] == pytest.approx(4 / 7)
    # a triple split across two sources is not copied
    split = detector_features([], known_words=frozenset(), answer="alpha beta gamma", declines=False,
                              sources=["alpha beta", "gamma"])
    assert split["copied_trigrams"] == 0.0
    assert word_trigrams("Within 14 days.") == frozenset({("within", "14", "days")})


def test_the_shipped_file_loads_round_trips_and_describes_its_fit() -> None:
    detector = HallucinationDetector.packaged()
    assert detector.model.features == DETECTOR_FEATURES and 0.0 < detector.cut < 1.0
    again = HallucinationDetector.from_json(detector.to_json(), where="memory")
    assert again.to_json() == detector.to_json()
    provenance = detector.provenance
    assert provenance["responses"] == 400 and [cv["folds"] for cv in provenance["cross_validation"]] == [5, 2]
    lines = describe_fit(provenance, labels_sha256=provenance["labels_sha256"])
    assert any("in-sample" in line and "honest estimate" in line for line in lines)
    assert sum(line.startswith("fold ") for line in lines) == 7


def test_a_broken_detector_file_is_a_config_error(tmp_path: Path) -> None:
    path = tmp_path / "d.json"
    path.write_text(json.dumps({"format": 1, "features": ["unsupported_share", "shoe_size"], "mean": [0, 0],
                                "scale": [1, 1], "weights": [1, 1], "intercept": 0, "cut": 0.5}))
    with pytest.raises(ConfigError, match=r"d.json.*unknown features \['shoe_size'\]"):
        HallucinationDetector.from_file(path)
    with pytest.raises(ConfigError, match="cannot read"):
        HallucinationDetector.from_file(tmp_path / "missing.json")


def _constant(probability_cut: float) -> HallucinationDetector:
    """A detector whose probability is 0.5 for every answer; the cut decides."""
    zeros = tuple(0.0 for _ in DETECTOR_FEATURES)
    model = LogisticModel(DETECTOR_FEATURES, zeros, tuple(1.0 for _ in DETECTOR_FEATURES), zeros, 0.0)
    return HallucinationDetector(model=model, cut=probability_cut)


def _judge_one(judge: LocalJudge, answer: str):
    case = EvalCase(id="q", question="When are refunds paid?", source_format="qa_json")
    context = "Refunds are paid within 14 days of approval. Approval takes two working days."
    response = SystemResponse(case_id="q", variant="v", system="s", question=case.question, answer=answer,
                              contexts=[ContextChunk(text=context, chunk_id="c1")])
    return judge.judge(case, response)[0]


def test_the_detector_decides_major_or_minor_but_never_overrules_faithfulness() -> None:
    unsupported = ("Refunds are paid within 14 days of approval. Customers also receive a voucher "
                   "for their next purchase from the loyalty programme.")
    major = _judge_one(LocalJudge(HashingEmbedder(), detector=_constant(0.4)), unsupported)
    minor = _judge_one(LocalJudge(HashingEmbedder(), detector=_constant(0.6)), unsupported)
    assert major.faithfulness.value == minor.faithfulness.value == 0.5
    assert (major.rubric.hallucination, minor.rubric.hallucination) == (0, 1)
    assert major.hallucination_score == 0.5 and "hallucination detector 0.50 >= cut 0.40" in major.reasoning
    # every claim supported: 2 whatever the detector says
    clean = _judge_one(LocalJudge(HashingEmbedder(), detector=_constant(0.0)), "Refunds are paid within 14 days of approval.")
    assert clean.faithfulness.value == 1.0 and clean.rubric.hallucination == 2
    # a contradicted number is major whatever the detector says
    wrong = _judge_one(LocalJudge(HashingEmbedder(), detector=_constant(0.99)), "Refunds are paid within 30 days of approval.")
    assert wrong.rubric.hallucination == 0


def test_cross_validation_reports_every_fold() -> None:
    rng = np.random.default_rng(1)
    rows, labels, groups = [], [], []
    for group in range(20):
        for _ in range(5):
            hallucinated = bool(rng.random() < 0.3)
            signal = _signals(unsupported=float(rng.random() * 0.5 + 0.5 * hallucinated))
            signal["novel_words"] = float(rng.normal(1.0 + hallucinated, 0.5))
            rows.append(signal), labels.append(hallucinated), groups.append(group)
    cv = cross_validate(rows, labels, groups, folds=4, seed=0)
    assert [f.fold for f in cv.per_fold] == [1, 2, 3, 4] and cv.pooled.n == 100
    assert sum(f.test.n for f in cv.per_fold) == 100
    assert cv.pooled.auroc is not None and cv.pooled.auroc > 0.7


def _noisy_rows(seed: int, n_groups: int = 40) -> tuple[np.ndarray, np.ndarray, list[int]]:
    rng = np.random.default_rng(seed)
    rows, labels, groups = [], [], []
    for group in range(n_groups):
        for _ in range(6):
            hallucinated = bool(rng.random() < 0.3)
            signal = _signals(unsupported=float(rng.random() * 0.6 + 0.4 * hallucinated))
            signal["novel_words"] = float(rng.normal(1.0 + 0.8 * hallucinated, 0.8))
            rows.append([signal[name] for name in DETECTOR_FEATURES]), labels.append(hallucinated), groups.append(group)
    return np.array(rows), np.array(labels), groups


def test_repeated_inner_probabilities_stay_out_of_fold() -> None:
    from rageval_pipeline.core.judges.detector_fit import _repeated_oof

    rows, labels, groups = _noisy_rows(2)
    before = _repeated_oof(rows, labels, groups, 10.0, 5, seed=3)
    for row in (0, 17, 101):
        flipped = labels.copy()
        flipped[row] = not flipped[row]
        after = _repeated_oof(rows, flipped, groups, 10.0, 5, seed=3)
        # no model that scored this row saw its label; every model that saw it scored other rows
        assert after[row] == before[row] and not np.allclose(after, before)


def test_repeated_inner_splits_steady_the_chosen_cut(monkeypatch: pytest.MonkeyPatch) -> None:
    import rageval_pipeline.core.judges.detector_fit as fit

    rows, labels, groups = _noisy_rows(5)
    unsupported, contradicted = rows[:, DETECTOR_FEATURES.index("unsupported_share")], np.zeros(len(labels))

    def cuts(repeats: int) -> list[float]:
        monkeypatch.setattr(fit, "INNER_REPEATS", repeats)
        return [fit._choose(rows, labels, groups, unsupported, contradicted, seed)[1] for seed in range(8)]

    assert fit.INNER_REPEATS == 3
    assert np.std(cuts(3)) < np.std(cuts(1))
