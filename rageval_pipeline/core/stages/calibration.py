"""``judge_calibration``: how well the suite's judge agrees with human hallucination labels."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.judges.base import Judge
from rageval_pipeline.core.judges.detector import describe_fit
from rageval_pipeline.core.judges.local import LocalJudge
from rageval_pipeline.core.records import tables
from rageval_pipeline.core.retrieval.embeddings import vector_identity
from rageval_pipeline.core.stages.result import StageResult


def calibration_stage(suite: Suite, judge: Judge, *, limit: int | None = None) -> StageResult:
    """Agreement of the suite's judge with human hallucination labels (RAGTruth format).

    The labels come from the suite's ``judge.calibration_labels``, else from the environment
    variable ``RAGEVAL_CALIBRATION_LABELS`` (labelled benchmark data lives where each user keeps it,
    never inside the project); with neither, calibration is reported as not configured.
    """
    from rageval_pipeline.core.judges.calibration import LABELS_ENV, configured_labels

    labels = configured_labels(suite.resolve(suite.judge.calibration_labels) if suite.judge.calibration_labels
                               else None)
    if labels is None:
        return StageResult(table=tables.JUDGE_CALIBRATION.empty_table(),
                           metadata={"configured": False,
                                     "reason": f"neither judge.calibration_labels nor {LABELS_ENV} is set"})
    return calibrate_judge(judge, labels, limit=limit)


def calibrate_judge(judge: Judge, labels: Path, *, limit: int | None = None) -> StageResult:
    """Run ``judge`` over labelled responses; rows per example, the report as summary/metadata.

    Examples the judge could not score (error verdicts) are counted, not guessed.
    """
    from rageval_pipeline.core.judges.calibration import (
        calibration_report,
        load_ragtruth,
        prediction_from_verdict,
        to_case_and_response,
    )

    examples = load_ragtruth(labels)[:limit]
    pairs = [to_case_and_response(e) for e in examples]
    results = judge.judge_many(pairs)
    rows: list[dict[str, Any]] = []
    for example, verdicts in zip(examples, results, strict=True):
        final = next(v for v in verdicts if v.pass_index is None)
        prediction = prediction_from_verdict(example.hallucinated, final)
        if prediction is not None:
            label, predicted, score = prediction
            rows.append({"example_id": example.example_id, "label_hallucinated": label,
                         "predicted_hallucinated": predicted, "score": score})
    report = calibration_report([(r["label_hallucinated"], r["predicted_hallucinated"], r["score"]) for r in rows])
    metadata: dict[str, Any] = {"configured": True, "judge": judge.name, "labels": str(labels),
                                "examples": len(examples), "unscored": len(examples) - len(rows)}
    metadata.update(report.model_dump())
    # a fitted detector says how it was cross-validated, and whether these labels are its training set
    detector = judge.detector if isinstance(judge, LocalJudge) else None
    if isinstance(judge, LocalJudge):  # bfloat16 vectors can move a borderline answer: say which were used
        metadata["embedder"] = vector_identity(judge.embedder)
    if detector is not None and detector.provenance:
        digest = hashlib.sha256(labels.read_bytes()).hexdigest()
        metadata["detector_fit"] = describe_fit(detector.provenance, labels_sha256=digest)
        metadata["in_sample"] = digest == detector.provenance.get("labels_sha256")
    return StageResult(table=tables.rows_table(rows, tables.JUDGE_CALIBRATION), metadata=metadata,
                       summary=report.model_dump())
