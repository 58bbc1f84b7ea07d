"""A small L2-regularised logistic regression in numpy, and grouped cross-validation for it.

Used to fit the local judge's hallucination detector (``detector.py``) on labelled responses; no
scikit-learn at run time or fit time. The model standardises each feature (mean and standard
deviation of the training rows), fits class-balanced weights by Newton's method (the problem is
convex and has a handful of features, so a few exact steps converge), and leaves the intercept
unpenalised.

Cross-validation is *grouped*: every response to one source (one question with its passages) lands
in the same fold, otherwise a fold would test on passages it was trained on. Folds are drawn from a
seeded shuffle of the group ids, so a refit reproduces them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

__all__ = ["LogisticModel", "best_cut", "fit_logistic", "grouped_folds"]


@dataclass(frozen=True)
class LogisticModel:
    """``p = sigmoid(intercept + sum(weight_i * (x_i - mean_i) / scale_i))``."""

    features: tuple[str, ...]
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    weights: tuple[float, ...]
    intercept: float

    def probabilities(self, rows: np.ndarray) -> np.ndarray:
        x = np.asarray(rows, dtype=np.float64).reshape(-1, len(self.features))
        z = (x - np.asarray(self.mean)) / np.asarray(self.scale)
        logits = self.intercept + z @ np.asarray(self.weights)
        return np.asarray(1.0 / (1.0 + np.exp(-np.clip(logits, -40.0, 40.0))), dtype=np.float64)


def fit_logistic(
    rows: np.ndarray, labels: np.ndarray, features: Sequence[str], *, l2: float, balanced: bool = True,
    max_steps: int = 100,
) -> LogisticModel:
    """Fit by Newton's method on the standardised rows; ``l2`` penalises the weights, not the intercept.

    ``balanced`` weighs each class by ``n / (2 * n_class)``, so the 0.5 probability cut sits where
    both classes' errors cost the same whatever the prevalence.
    """
    x = np.asarray(rows, dtype=np.float64)
    y = np.asarray(labels, dtype=np.float64)
    if x.ndim != 2 or x.shape[0] != y.shape[0] or x.shape[1] != len(features):
        raise ValueError(f"rows {x.shape} do not match {len(features)} features and {y.shape[0]} labels")
    positives = float(y.sum())
    if positives in (0.0, float(y.size)):
        raise ValueError("both classes are needed to fit a detector")
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale == 0.0] = 1.0
    design = np.hstack([np.ones((x.shape[0], 1)), (x - mean) / scale])
    if balanced:
        sample = np.where(y > 0.5, y.size / (2.0 * positives), y.size / (2.0 * (y.size - positives)))
    else:
        sample = np.ones_like(y)
    penalty = np.full(design.shape[1], float(l2))
    penalty[0] = 0.0
    beta = np.zeros(design.shape[1])
    for _ in range(max_steps):
        p = 1.0 / (1.0 + np.exp(-np.clip(design @ beta, -40.0, 40.0)))
        gradient = design.T @ (sample * (p - y)) + penalty * beta
        hessian = (design * (sample * p * (1.0 - p))[:, None]).T @ design + np.diag(penalty)
        step = np.linalg.solve(hessian + 1e-9 * np.eye(design.shape[1]), gradient)
        beta -= step
        if float(np.max(np.abs(step))) < 1e-10:
            break
    return LogisticModel(features=tuple(features), mean=tuple(float(v) for v in mean),
                         scale=tuple(float(v) for v in scale), weights=tuple(float(v) for v in beta[1:]),
                         intercept=float(beta[0]))


def grouped_folds(groups: Sequence[object], k: int, seed: int) -> list[np.ndarray]:
    """``k`` boolean test masks; each group wholly in one fold, groups dealt round-robin after a
    seeded shuffle of their sorted ids."""
    if k < 2:
        raise ValueError("cross-validation needs at least 2 folds")
    ids = sorted({str(g) for g in groups})
    if len(ids) < k:
        raise ValueError(f"{len(ids)} groups cannot fill {k} folds")
    order = np.random.default_rng(seed).permutation(len(ids))
    fold_of = {ids[i]: n % k for n, i in enumerate(order)}
    assigned = np.array([fold_of[str(g)] for g in groups])
    return [assigned == fold for fold in range(k)]


def best_cut(labels: np.ndarray, scores: np.ndarray) -> float:
    """The score cut (predict positive at ``score >= cut``) with the highest balanced accuracy;
    among equal ones, the midpoint of the widest run of cuts that reach it (stable under refits)."""
    y = np.asarray(labels, dtype=bool)
    s = np.asarray(scores, dtype=np.float64)
    candidates = np.unique(s)
    if candidates.size == 0 or y.all() or not y.any():
        return 0.5
    n_pos, n_neg = float(y.sum()), float((~y).sum())
    values = []
    for cut in candidates:
        predicted = s >= cut
        values.append((float((predicted & y).sum()) / n_pos + float((~predicted & ~y).sum()) / n_neg) / 2.0)
    top = max(values)
    best = [i for i, v in enumerate(values) if v >= top - 1e-12]
    # the best cuts form runs of neighbouring candidates: take the middle of the longest run
    runs: list[list[int]] = []
    for i in best:
        if runs and runs[-1][-1] == i - 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    run = max(runs, key=len)
    # a cut in (candidates[first - 1], candidates[last]] predicts exactly as the run's cuts do
    upper = float(candidates[run[-1]])
    lower = float(candidates[run[0] - 1]) if run[0] > 0 else float(candidates[run[0]])
    return (lower + upper) / 2.0 if upper > lower else upper
