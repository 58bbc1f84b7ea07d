"""Fitting the hallucination detector honestly: nested, grouped cross-validation.

Every choice that is learned from labels is learned inside the training part of a fold: the
regularisation strength (from ``L2_GRID``, by an inner grouped cross-validation on the training
part, best AUROC, the stronger penalty on ties) and the probability cut (best balanced accuracy of
the inner out-of-fold probabilities). The inner cross-validation is repeated over ``INNER_REPEATS``
seeded splits and each response's out-of-fold probabilities averaged, so the chosen l2 and cut
depend less on which sources happen to share an inner fold (on RAGTruth QA, over 8 outer seeds:
pooled out-of-fold BA 0.749 -> 0.755 and F1 0.640 -> 0.646 at 5 folds, 0.747 -> 0.754 and 0.638
-> 0.646 at 2 folds; 5 repeats did no better than 3). The test part of a fold is touched once,
to score it. The verdict rule scored is the judge's own (``decide``): a forbidden/contradicted specific is always a
major hallucination, an answer without unsupported claims never is, otherwise the detector's
probability against its cut.

The shipped model is then fitted on every labelled response with the same procedure (its l2 and cut
from a cross-validation over all of them), and the out-of-fold figures recorded next to it are the
honest estimate of how it does on responses it has not seen; its in-sample figures are recorded too,
to show how much it overfits.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from rageval_pipeline.core.judges.calibration import CalibrationReport, calibration_report
from rageval_pipeline.core.judges.detector import DETECTOR_FEATURES, HallucinationDetector
from rageval_pipeline.core.judges.logistic import LogisticModel, best_cut, fit_logistic, grouped_folds

__all__ = ["INNER_REPEATS", "L2_GRID", "CrossValidation", "FoldResult", "cross_validate", "decide", "fit_detector"]

#: regularisation strengths tried (on standardised features). The inner choice sat at the old top, 100, in every fold
#: on RAGTruth QA, so the grid goes on to 1000 (mostly chosen now: the strong penalty keeps each weight near its
#: feature's own correlation with the label, which 400 rows estimate better than a free fit; over fold seeds 0-7,
#: pooled out-of-fold BA 0.760 -> 0.767 and F1 0.653 -> 0.660 at 5 folds, 0.756 -> 0.759 and 0.647 -> 0.651 at 2)
L2_GRID: tuple[float, ...] = (1.0, 3.0, 10.0, 30.0, 100.0, 300.0, 1000.0)
INNER_FOLDS = 5
INNER_REPEATS = 3


def decide(probabilities: np.ndarray, cut: float, unsupported_share: np.ndarray, contradicted: np.ndarray) -> np.ndarray:
    """The judge's hallucination call (rubric 0) from the detector's probability (see ``LocalJudge``)."""
    return np.asarray((contradicted > 0.5) | ((unsupported_share > 0.0) & (probabilities >= cut)), dtype=bool)


@dataclass(frozen=True)
class FoldResult:
    fold: int
    l2: float
    cut: float
    test: CalibrationReport
    train: CalibrationReport  # in-sample: the fold's model on its own training part


@dataclass(frozen=True)
class CrossValidation:
    folds: int
    seed: int
    per_fold: list[FoldResult]
    pooled: CalibrationReport  # every response's out-of-fold call, pooled


def _columns(features: Sequence[dict[str, float]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rows = np.array([[f[name] for name in DETECTOR_FEATURES] for f in features], dtype=np.float64)
    unsupported = np.array([f["unsupported_share"] for f in features], dtype=np.float64)
    contradicted = np.array([f.get("contradicted", 0.0) for f in features], dtype=np.float64)
    return rows, unsupported, contradicted


def _report(labels: np.ndarray, called: np.ndarray, scores: np.ndarray) -> CalibrationReport:
    return calibration_report(list(zip(labels.tolist(), called.tolist(), scores.tolist(), strict=True)))


def _oof(rows: np.ndarray, labels: np.ndarray, groups: Sequence[object], l2: float, k: int, seed: int) -> np.ndarray:
    """Out-of-fold probabilities of a ``k``-fold grouped cross-validation."""
    out = np.zeros(labels.shape[0])
    for test in grouped_folds(groups, k, seed):
        model = fit_logistic(rows[~test], labels[~test], DETECTOR_FEATURES, l2=l2)
        out[test] = model.probabilities(rows[test])
    return out


def _repeated_oof(rows: np.ndarray, labels: np.ndarray, groups: Sequence[object], l2: float, k: int,
                  seed: int) -> np.ndarray:
    """Out-of-fold probabilities averaged over ``INNER_REPEATS`` differently seeded splits (each
    value still comes only from models that did not see its row)."""
    runs = [_oof(rows, labels, groups, l2, k, seed + 100 * repeat) for repeat in range(INNER_REPEATS)]
    return np.asarray(np.mean(runs, axis=0), dtype=np.float64)


def _choose(rows: np.ndarray, labels: np.ndarray, groups: Sequence[object], unsupported: np.ndarray,
            contradicted: np.ndarray, seed: int) -> tuple[float, float]:
    """(l2, cut) learned from these rows only, by a repeated inner grouped cross-validation."""
    from rageval_pipeline.core.judges.calibration import auroc

    k = min(INNER_FOLDS, len({str(g) for g in groups}))
    best: tuple[float, float, np.ndarray] | None = None
    for l2 in L2_GRID:
        oof = _repeated_oof(rows, labels, groups, l2, k, seed)
        area = auroc(labels.tolist(), oof.tolist()) or 0.0
        if best is None or area >= best[1] - 1e-12:  # ties go to the stronger penalty (later in the grid)
            best = (l2, area, oof)
    assert best is not None
    l2, _, oof = best
    # the cut is chosen where the judge uses it: among answers with an unsupported claim and no
    # contradicted specific (the others are decided without the detector)
    open_cases = (unsupported > 0.0) & (contradicted <= 0.5)
    scores = np.where(open_cases, oof, np.where(contradicted > 0.5, 2.0, -1.0))
    return l2, min(1.0, max(0.0, best_cut(labels, scores)))


def cross_validate(features: Sequence[dict[str, float]], labels: Sequence[bool], groups: Sequence[object], *,
                   folds: int, seed: int) -> CrossValidation:
    """Nested grouped ``folds``-fold cross-validation of the whole fitting procedure."""
    rows, unsupported, contradicted = _columns(features)
    y = np.asarray(labels, dtype=bool)
    group_list = list(groups)
    called = np.zeros(y.shape[0], dtype=bool)
    scores = np.zeros(y.shape[0])
    results: list[FoldResult] = []
    for index, test in enumerate(grouped_folds(group_list, folds, seed)):
        train = ~test
        train_groups = [g for g, t in zip(group_list, train, strict=True) if t]
        l2, cut = _choose(rows[train], y[train], train_groups, unsupported[train], contradicted[train], seed + 1)
        model = fit_logistic(rows[train], y[train], DETECTOR_FEATURES, l2=l2)
        p_test, p_train = model.probabilities(rows[test]), model.probabilities(rows[train])
        called[test] = decide(p_test, cut, unsupported[test], contradicted[test])
        scores[test] = p_test
        results.append(FoldResult(
            fold=index + 1, l2=l2, cut=cut,
            test=_report(y[test], called[test], p_test),
            train=_report(y[train], decide(p_train, cut, unsupported[train], contradicted[train]), p_train)))
    return CrossValidation(folds=folds, seed=seed, per_fold=results, pooled=_report(y, called, scores))


def fit_detector(features: Sequence[dict[str, float]], labels: Sequence[bool], groups: Sequence[object], *,
                 seed: int) -> tuple[HallucinationDetector, CalibrationReport, float]:
    """The shipped detector: l2 and cut chosen by cross-validation over all rows, then fitted on all.

    Returns the detector (without provenance), its in-sample report and the chosen l2.
    """
    rows, unsupported, contradicted = _columns(features)
    y = np.asarray(labels, dtype=bool)
    l2, cut = _choose(rows, y, list(groups), unsupported, contradicted, seed)
    model: LogisticModel = fit_logistic(rows, y, DETECTOR_FEATURES, l2=l2)
    p = model.probabilities(rows)
    in_sample = _report(y, decide(p, cut, unsupported, contradicted), p)
    return HallucinationDetector(model=model, cut=cut), in_sample, l2
