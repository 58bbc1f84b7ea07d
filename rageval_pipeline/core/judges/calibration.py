"""Judge calibration: how far a judge's hallucination calls agree with human labels.

The labelled set is RAGTruth's QA subset (``ragtruth_qa_dev.jsonl``: one source — a question and
its retrieved passages — per line, several model responses each, human-annotated hallucination
spans; a response with any span is hallucinated). Each response becomes an answerable
``EvalCase`` without references plus a ``SystemResponse`` whose contexts are the passages, so the
judge is scored on exactly what it can see: grounding in the retrieved contexts.

Decision rule (``prediction_from_verdict``): a response is *predicted hallucinated* when the final
verdict reports a major hallucination (``rubric.hallucination == 0``). For the local judge that is
its fitted detector's call (``detector.py``: a contradicted specific, or an unsupported claim with
a detector probability at or above its cut), and the ranking score for AUROC is the detector's
probability (``verdict.hallucination_score``). A judge without such a score (Claude) is also called
hallucinating when its faithfulness is below ``faithfulness_cut`` (0.8), and ranked by ``1 -
faithfulness`` plus ``0.01 * (2 - rubric.hallucination)`` as a tie-breaker.

Local judge on ragtruth_qa_dev.jsonl (400 responses, 118 hallucinated), MiniLM: the detector's
nested, source-grouped cross-validation (``scripts/fit_hallucination_detector.py``) is recorded per
fold in ``hallucination_detector.json`` and printed by ``rageval calibrate`` (``detector.describe_fit``);
the shipped model's in-sample figures on the same file are what ``rageval calibrate`` measures on it.
The all-positive baseline is F1 0.456, BA 0.5.
All statistics are implemented here with numpy (no scikit-learn at run time) and
golden-tested on hand-computed examples.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import numpy as np
from pydantic import BaseModel, ConfigDict

from rageval_pipeline.core.errors import ConfigError, DatasetError
from rageval_pipeline.core.judges.base import Judge
from rageval_pipeline.core.records.schemas import (
    ContextChunk,
    EvalCase,
    SystemResponse,
    Verdict,
)

__all__ = [
    "LABELS_ENV",
    "CalibrationReport",
    "LabelledResponse",
    "Prediction",
    "auroc",
    "calibration_report",
    "cohen_kappa",
    "configured_labels",
    "hallucination_predictions",
    "load_ragtruth",
    "prediction_from_verdict",
    "split_passages",
    "to_case_and_response",
]


#: where labelled calibration data is found when a suite names none (RAGTruth QA JSONL)
LABELS_ENV = "RAGEVAL_CALIBRATION_LABELS"


def configured_labels(explicit: str | Path | None = None) -> Path | None:
    """The labelled file to calibrate on: ``explicit`` if given, else ``$RAGEVAL_CALIBRATION_LABELS``,
    else ``None`` (calibration not configured). An explicit or configured path that does not exist
    is a :class:`ConfigError` naming it: a typo must not look like "not configured"."""
    if explicit is not None:
        path, where = Path(explicit), "judge.calibration_labels"
    elif os.environ.get(LABELS_ENV):
        path, where = Path(os.environ[LABELS_ENV]).expanduser(), LABELS_ENV
    else:
        return None
    if not path.is_file():
        raise ConfigError("labelled calibration file does not exist", path=str(path), field=where)
    return path


@dataclass(frozen=True)
class LabelledResponse:
    """One model response to a RAGTruth source with its human hallucination label."""

    example_id: str
    question: str
    passages: tuple[str, ...]
    response: str
    hallucinated: bool
    model: str | None = None
    line: int | None = None


Prediction = tuple[bool, bool, float]
"""(human label: hallucinated, judge predicted hallucinated, judge score — higher = more likely)."""

_PASSAGE_MARK = re.compile(r"(?:^|\n)\s*passage\s+(\d+)\s*:", re.I)


def split_passages(text: str) -> list[str]:
    """Split RAGTruth's ``"passage 1:... passage 2:..."`` blob into passages (marker removed).

    Text without markers is one passage; empty passages are dropped.
    """
    marks = list(_PASSAGE_MARK.finditer(text))
    if not marks:
        return [text.strip()] if text.strip() else []
    pieces = [text[m.end() : (marks[i + 1].start() if i + 1 < len(marks) else len(text))] for i, m in enumerate(marks)]
    return [p.strip() for p in pieces if p.strip()]


def _require(obj: object, key: str, kind: type, path: Path, line: int, where: str) -> object:
    if not isinstance(obj, dict) or key not in obj:
        raise DatasetError(f"missing {key!r}", path=path, line=line, field=where.rstrip(".") or None)
    value = obj[key]
    if not isinstance(value, kind):
        raise DatasetError(f"expected {kind.__name__}, got {type(value).__name__}", path=path, line=line, field=f"{where}{key}")
    return value


def load_ragtruth(path: str | Path) -> list[LabelledResponse]:
    """Read a RAGTruth QA JSONL file into labelled responses (file order, deterministic ids).

    Raises ``DatasetError`` naming the file, line and field for unreadable or malformed lines.
    """
    path = Path(path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise DatasetError(f"cannot read RAGTruth file: {exc}", path=path) from None
    out: list[LabelledResponse] = []
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        try:
            row = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise DatasetError(f"invalid JSON: {exc.msg} (column {exc.colno})", path=path, line=number) from None
        source = _require(row, "source", dict, path, number, "")
        question = _require(source, "question", str, path, number, "source.")
        passages = _require(source, "passages", str, path, number, "source.")
        responses = cast(list[Any], _require(row, "responses", list, path, number, ""))
        source_id = row.get("source_id", number)
        for index, item in enumerate(responses):
            where = f"responses[{index}]."
            text = _require(item, "response", str, path, number, where)
            labels = _require(item, "labels", list, path, number, where)
            model = item.get("model") if isinstance(item.get("model"), str) else None
            out.append(
                LabelledResponse(
                    example_id=f"ragtruth-{source_id}-{index}",
                    question=str(question).strip() or "(no question)",
                    passages=tuple(split_passages(str(passages))),
                    response=str(text),
                    hallucinated=bool(labels),
                    model=model,
                    line=number,
                )
            )
    return out


def to_case_and_response(example: LabelledResponse) -> tuple[EvalCase, SystemResponse]:
    """The judge's view of one example: an answerable case with no references + the response."""
    case = EvalCase(id=example.example_id, question=example.question, answerable=True, source_format="qa_json")
    response = SystemResponse(
        case_id=example.example_id,
        variant="ragtruth",
        system=example.model or "ragtruth",
        question=example.question,
        answer=example.response,
        contexts=[ContextChunk(text=p, chunk_id=f"passage {i}", rank=i) for i, p in enumerate(example.passages, start=1)],
    )
    return case, response


def _final(verdicts: list[Verdict]) -> Verdict:
    finals = [v for v in verdicts if v.pass_index is None]
    return finals[-1] if finals else verdicts[-1]


DEFAULT_FAITHFULNESS_CUT = 0.8


def prediction_from_verdict(
    label: bool, verdict: Verdict, *, faithfulness_cut: float = DEFAULT_FAITHFULNESS_CUT
) -> Prediction | None:
    """(label, predicted, score) for one verdict, ``None`` for an error verdict (not scorable)."""
    if verdict.status != "ok" or verdict.rubric is None:
        return None
    if verdict.hallucination_score is not None:  # the judge's own fitted call and probability
        return (label, verdict.rubric.hallucination == 0, round(verdict.hallucination_score, 6))
    faith = verdict.faithfulness.value
    predicted = verdict.rubric.hallucination == 0 or (faith is not None and faith < faithfulness_cut)
    unsupported = 1.0 - faith if faith is not None else 0.0
    # hallucination level breaks ties among equal unsupported shares (0 = conflict → most likely)
    score = unsupported + 0.01 * (2 - verdict.rubric.hallucination)
    return (label, predicted, round(score, 6))


def hallucination_predictions(
    judge: Judge, examples: Sequence[LabelledResponse], *, faithfulness_cut: float = DEFAULT_FAITHFULNESS_CUT
) -> list[Prediction]:
    """Run ``judge`` on every example (batched through its ``judge_many``).

    Error verdicts are skipped (they carry no prediction); the caller sees that as ``n`` smaller
    than the number of examples.
    """
    pairs = [to_case_and_response(e) for e in examples]
    results = judge.judge_many(pairs)
    out: list[Prediction] = []
    for example, verdicts in zip(examples, results, strict=True):
        prediction = prediction_from_verdict(example.hallucinated, _final(verdicts), faithfulness_cut=faithfulness_cut)
        if prediction is not None:
            out.append(prediction)
    return out


# --------------------------------------------------------------------------- statistics


class CalibrationReport(BaseModel):
    """Agreement of a judge's hallucination calls with human labels (positive = hallucinated)."""

    model_config = ConfigDict(extra="forbid")

    n: int
    positives: int
    predicted_positives: int
    precision: float
    recall: float
    f1: float
    balanced_accuracy: float
    cohen_kappa: float
    auroc: float | None
    baseline_precision: float
    baseline_recall: float
    baseline_f1: float
    baseline_balanced_accuracy: float


def _safe_div(a: float, b: float) -> float:
    """Ratio with 0 for an empty denominator (sklearn's ``zero_division=0`` convention)."""
    return a / b if b else 0.0


def _confusion(labels: np.ndarray, predicted: np.ndarray) -> tuple[int, int, int, int]:
    tp = int(np.sum(labels & predicted))
    fp = int(np.sum(~labels & predicted))
    fn = int(np.sum(labels & ~predicted))
    tn = int(np.sum(~labels & ~predicted))
    return tp, fp, fn, tn


def _prf_ba(tp: int, fp: int, fn: int, tn: int) -> tuple[float, float, float, float]:
    precision = _safe_div(tp, tp + fp)
    recall = _safe_div(tp, tp + fn)
    f1 = _safe_div(2 * precision * recall, precision + recall)
    specificity = _safe_div(tn, tn + fp)
    return precision, recall, f1, (recall + specificity) / 2


def cohen_kappa(labels: Sequence[bool], predicted: Sequence[bool]) -> float:
    """Cohen's kappa of two binary raters: (p_o - p_e) / (1 - p_e); 0 when p_e == 1."""
    y = np.asarray(labels, dtype=bool)
    p = np.asarray(predicted, dtype=bool)
    if y.size == 0:
        return 0.0
    observed = float(np.mean(y == p))
    expected = float(np.mean(y) * np.mean(p) + (1 - np.mean(y)) * (1 - np.mean(p)))
    return _safe_div(observed - expected, 1.0 - expected)


def _average_ranks(values: np.ndarray) -> np.ndarray:
    """1-based ranks with ties given the mean of the ranks they span."""
    order = np.argsort(values, kind="mergesort")
    sorted_values = values[order]
    ranks = np.empty(values.size, dtype=np.float64)
    start = 0
    while start < values.size:
        end = start
        while end + 1 < values.size and sorted_values[end + 1] == sorted_values[start]:
            end += 1
        ranks[order[start : end + 1]] = (start + end) / 2 + 1
        start = end + 1
    return ranks


def auroc(labels: Sequence[bool], scores: Sequence[float]) -> float | None:
    """Area under the ROC curve by the Mann–Whitney rank statistic (ties count one half).

    ``None`` when only one class is present (the area is undefined).
    """
    y = np.asarray(labels, dtype=bool)
    s = np.asarray(scores, dtype=np.float64)
    n_pos, n_neg = int(y.sum()), int((~y).sum())
    if n_pos == 0 or n_neg == 0:
        return None
    ranks = _average_ranks(s)
    return float((ranks[y].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def calibration_report(predictions: Sequence[Prediction]) -> CalibrationReport:
    """Precision, recall, F1, balanced accuracy, kappa, AUROC and the all-positive baseline."""
    labels = np.asarray([p[0] for p in predictions], dtype=bool)
    predicted = np.asarray([p[1] for p in predictions], dtype=bool)
    scores = [p[2] for p in predictions]
    tp, fp, fn, tn = _confusion(labels, predicted)
    precision, recall, f1, balanced = _prf_ba(tp, fp, fn, tn)
    all_positive = np.ones_like(labels)
    b_precision, b_recall, b_f1, b_balanced = _prf_ba(*_confusion(labels, all_positive))
    area = auroc(labels.tolist(), scores)
    def r(value: float) -> float:
        return round(float(value), 6)

    return CalibrationReport(
        n=int(labels.size),
        positives=int(labels.sum()),
        predicted_positives=int(predicted.sum()),
        precision=r(precision),
        recall=r(recall),
        f1=r(f1),
        balanced_accuracy=r(balanced),
        cohen_kappa=r(cohen_kappa(labels.tolist(), predicted.tolist())),
        auroc=None if area is None else r(area),
        baseline_precision=r(b_precision),
        baseline_recall=r(b_recall),
        baseline_f1=r(b_f1),
        baseline_balanced_accuracy=r(b_balanced),
    )
