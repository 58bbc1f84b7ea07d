"""Calibration statistics (golden, hand-computed), the RAGTruth loader, and the real calibration run."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from rageval_pipeline.core.config.suites import load_suite
from rageval_pipeline.core.errors import ConfigError, DatasetError
from rageval_pipeline.core.judges.calibration import (
    LABELS_ENV,
    auroc,
    calibration_report,
    cohen_kappa,
    configured_labels,
    hallucination_predictions,
    load_ragtruth,
    prediction_from_verdict,
    split_passages,
    to_case_and_response,
)
from rageval_pipeline.core.judges.detector_fit import cross_validate, fit_detector
from rageval_pipeline.core.judges.local import LocalJudge
from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder
from rageval_pipeline.core.stages import calibration_stage
from rageval_pipeline_tests.support.labels import CALIBRATION_LABELS


def ragtruth() -> Path:
    """The labelled RAGTruth QA file the user configured, or a skip saying how to configure it."""
    if CALIBRATION_LABELS is None:
        pytest.skip(f"set {LABELS_ENV} to a RAGTruth QA JSONL file to run the calibration tests")
    if not CALIBRATION_LABELS.is_file():
        pytest.skip(f"{LABELS_ENV}={CALIBRATION_LABELS} does not exist")
    return CALIBRATION_LABELS


def test_report_golden() -> None:
    labels = [True, True, False, False, True, False]
    predicted = [True, False, True, False, True, False]
    scores = [0.9, 0.2, 0.6, 0.1, 0.8, 0.3]
    report = calibration_report(list(zip(labels, predicted, scores, strict=True)))
    # tp=2 fp=1 fn=1 tn=2
    assert (report.n, report.positives, report.predicted_positives) == (6, 3, 3)
    assert report.precision == pytest.approx(2 / 3, abs=1e-6)
    assert report.recall == pytest.approx(2 / 3, abs=1e-6)
    assert report.f1 == pytest.approx(2 / 3, abs=1e-6)
    assert report.balanced_accuracy == pytest.approx(2 / 3, abs=1e-6)
    assert report.cohen_kappa == pytest.approx(1 / 3, abs=1e-6)  # p_o = 4/6, p_e = 1/2
    # positives 0.9, 0.2, 0.8 vs negatives 0.6, 0.1, 0.3: 7 of 9 pairs ordered correctly
    assert report.auroc == pytest.approx(7 / 9, abs=1e-6)
    assert (report.baseline_precision, report.baseline_recall, report.baseline_balanced_accuracy) == (0.5, 1.0, 0.5)
    assert report.baseline_f1 == pytest.approx(2 / 3, abs=1e-6)


def test_auroc_ties_count_half_and_single_class_is_undefined() -> None:
    assert auroc([True, True, False, False], [0.9, 0.5, 0.5, 0.1]) == pytest.approx(3.5 / 4)
    assert auroc([True, False], [0.3, 0.3]) == 0.5
    assert auroc([True, True], [0.1, 0.2]) is None


def test_kappa_edge_cases() -> None:
    assert cohen_kappa([True, False, True], [True, False, True]) == 1.0
    assert cohen_kappa([True, True], [True, True]) == 0.0  # p_e == 1: no information
    assert cohen_kappa([True, False], [False, True]) == -1.0


def test_split_passages() -> None:
    blob = "passage 1:First text.\n\npassage 2:Second text with passage 3: inside.\n\npassage 3:Third.\n\n"
    assert split_passages(blob) == ["First text.", "Second text with passage 3: inside.", "Third."]
    assert split_passages("no markers here") == ["no markers here"]


def _line(responses: list[dict[str, object]]) -> str:
    return json.dumps({"source_id": 7, "source": {"question": "q?", "passages": "passage 1:Alpha.\n\npassage 2:Beta."}, "responses": responses})


def test_load_ragtruth_labels(tmp_path: Path) -> None:
    path = tmp_path / "rt.jsonl"
    path.write_text(_line([{"response": "a", "labels": []}, {"response": "b", "labels": [{"text": "b"}], "model": "m"}]) + "\n")
    examples = load_ragtruth(path)
    assert [(e.example_id, e.hallucinated, e.passages, e.line) for e in examples] == [
        ("ragtruth-7-0", False, ("Alpha.", "Beta."), 1),
        ("ragtruth-7-1", True, ("Alpha.", "Beta."), 1),
    ]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "rt.jsonl:2: invalid JSON"),
        (json.dumps({"source": {"question": "q"}, "responses": []}), "rt.jsonl:2: source: missing 'passages'"),
        (_line([{"response": "a"}]), "rt.jsonl:2: responses[0]: missing 'labels'"),
        (_line([{"response": 3, "labels": []}]), "rt.jsonl:2: responses[0].response: expected str"),
    ],
)
def test_load_ragtruth_malformed_line(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "rt.jsonl"
    path.write_text(_line([{"response": "a", "labels": []}]) + "\n" + content + "\n")
    with pytest.raises(DatasetError, match=message.replace("[", r"\[").replace("]", r"\]")):
        load_ragtruth(path)


def test_predictions_use_the_judge(tmp_path: Path) -> None:
    path = tmp_path / "rt.jsonl"
    row = {
        "source_id": 1,
        "source": {"question": "How long do refunds take?", "passages": "passage 1:Refunds are issued within 14 days of purchase."},
        "responses": [
            {"response": "Refunds are issued within 14 days of purchase.", "labels": []},
            {"response": "Refunds are issued within 30 days of purchase by Mississippi Bank.", "labels": [{"text": "30"}]},
        ],
    }
    path.write_text(json.dumps(row) + "\n")
    predictions = hallucination_predictions(LocalJudge(HashingEmbedder()), load_ragtruth(path))
    assert [(p[0], p[1]) for p in predictions] == [(False, False), (True, True)]
    assert predictions[1][2] > predictions[0][2]


@pytest.mark.slow
def test_local_judge_calibration_and_detector_refit_on_ragtruth() -> None:
    """One pass of the judge over the labelled file checks three things: the calibration figures
    are the shipped detector's recorded in-sample ones, a refit from the judge's signals reproduces
    the shipped coefficients, and a fresh cross-validation reproduces the recorded per-fold figures."""
    examples = load_ragtruth(ragtruth())
    judge = LocalJudge(embedding_precision="float32")  # the precision the shipped detector was fitted at
    assert judge.detector is not None
    results = judge.judge_with_signals([to_case_and_response(e) for e in examples])
    predictions = [prediction_from_verdict(e.hallucinated, verdicts[0]) for e, (verdicts, _) in
                   zip(examples, results, strict=True)]
    report = calibration_report([p for p in predictions if p is not None])
    assert (report.n, report.positives) == (400, 118)
    assert report.baseline_f1 == pytest.approx(0.455598, abs=1e-6)
    provenance = judge.detector.provenance
    recorded = provenance["in_sample"]
    assert report.balanced_accuracy == pytest.approx(recorded["balanced_accuracy"], abs=1e-6)
    assert report.f1 == pytest.approx(recorded["f1"], abs=1e-6)
    assert report.auroc == pytest.approx(recorded["auroc"], abs=1e-6)
    assert report.balanced_accuracy >= 0.76 and report.auroc is not None and report.auroc >= 0.82

    rows = [signals for _, signals in results]
    assert all(r is not None for r in rows)
    labels = [e.hallucinated for e in examples]
    groups = [e.line for e in examples]
    refit, _, l2 = fit_detector(rows, labels, groups, seed=provenance["seed"])  # type: ignore[arg-type]
    assert l2 == provenance["l2"] and refit.cut == pytest.approx(judge.detector.cut, abs=1e-9)
    assert np.allclose(refit.model.weights, judge.detector.model.weights, atol=1e-8)
    two_fold = next(cv for cv in provenance["cross_validation"] if cv["folds"] == 2)
    cv = cross_validate(rows, labels, groups, folds=2, seed=provenance["seed"])  # type: ignore[arg-type]
    assert [round(f.test.balanced_accuracy, 6) for f in cv.per_fold] == [
        f["out_of_fold"]["balanced_accuracy"] for f in two_fold["per_fold"]]
    # the bars the detector is held to, out of fold: each half of a 2-fold split, and 5-fold pooled
    assert min(f.test.balanced_accuracy for f in cv.per_fold) >= 0.72
    five_fold = next(cv for cv in provenance["cross_validation"] if cv["folds"] == 5)["pooled_out_of_fold"]
    assert five_fold["balanced_accuracy"] >= 0.76 and five_fold["f1"] >= 0.66


# -- where the labels come from: the suite, else RAGEVAL_CALIBRATION_LABELS, else not configured --

REPO = Path(__file__).resolve().parents[2]


def _tiny_labels(tmp_path: Path) -> Path:
    path = tmp_path / "labels.jsonl"
    path.write_text(_line([{"response": "Alpha.", "labels": []}, {"response": "Gamma.", "labels": [{"text": "Gamma"}]}]) + "\n")
    return path


def test_configured_labels_prefers_the_explicit_file_then_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    explicit, from_env = _tiny_labels(tmp_path), tmp_path / "env.jsonl"
    from_env.write_text("")
    assert configured_labels() is None  # conftest unsets the variable for every test
    monkeypatch.setenv(LABELS_ENV, str(from_env))
    assert configured_labels() == from_env
    assert configured_labels(explicit) == explicit


def test_a_configured_file_that_does_not_exist_is_an_error_naming_where_it_was_set(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(LABELS_ENV, str(tmp_path / "typo.jsonl"))
    with pytest.raises(ConfigError, match=rf"typo\.jsonl.*{LABELS_ENV}|{LABELS_ENV}.*typo\.jsonl"):
        configured_labels()
    with pytest.raises(ConfigError, match="judge.calibration_labels"):
        configured_labels(tmp_path / "other.jsonl")


def test_sample_suite_calibrates_only_when_labels_are_configured(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    suite = load_suite(REPO / "data" / "suites" / "sample.yaml")
    assert suite.judge.calibration_labels is None  # the bundled suite names no file outside the project
    judge = LocalJudge(HashingEmbedder())
    unconfigured = calibration_stage(suite, judge)
    assert unconfigured.metadata["configured"] is False
    assert LABELS_ENV in unconfigured.metadata["reason"]
    assert unconfigured.table.num_rows == 0
    monkeypatch.setenv(LABELS_ENV, str(_tiny_labels(tmp_path)))
    configured = calibration_stage(suite, judge)
    assert configured.metadata["configured"] is True
    assert configured.metadata["examples"] == 2
    assert configured.metadata["labels"] == str(tmp_path / "labels.jsonl")
    # the local judge's detector says how it was cross-validated; these labels are not its training set
    assert configured.metadata["in_sample"] is False
    assert any(line.startswith("2-fold cross-validation") for line in configured.metadata["detector_fit"])


def test_cli_calibrate_prints_the_detectors_per_fold_figures(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from rageval_pipeline.cli import main

    assert main(["calibrate", "--labels", str(_tiny_labels(tmp_path))]) == 0
    out = capsys.readouterr().out
    assert "Judge local on" in out and "all-positive baseline" in out
    assert "5-fold cross-validation, grouped by source (out-of-fold):" in out
    assert "fold 5" in out and "pooled" in out and "shipped model in-sample" in out
    assert "fitted on: the figures above are in-sample" not in out


def test_cli_calibrate_without_labels_says_how_to_give_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from rageval_pipeline.cli import EXIT_FATAL, main

    assert main(["calibrate"]) == EXIT_FATAL
    assert f"give --labels FILE or set {LABELS_ENV}" in capsys.readouterr().err
    monkeypatch.setenv(LABELS_ENV, str(tmp_path / "missing.jsonl"))
    assert main(["calibrate"]) == EXIT_FATAL
    err = capsys.readouterr().err
    assert "missing.jsonl" in err and LABELS_ENV in err
