"""Re-fit the local judge's hallucination detector and rewrite its coefficient file.

    .venv/bin/python scripts/fit_hallucination_detector.py [--labels FILE] [--seed 0] [--check]

Runs the local judge (MiniLM, no detector) over the labelled RAGTruth QA responses
(``--labels`` or ``$RAGEVAL_CALIBRATION_LABELS``), cross-validates the whole fitting procedure
(nested and grouped by source: ``core/judges/detector_fit.py``) in 5 folds and in 2 folds with
seeded folds, prints every fold's figures (in-sample and out-of-fold), then fits the shipped model on
all responses and writes ``rageval_pipeline/core/judges/hallucination_detector.json`` with the
figures recorded in it. ``--check`` writes nothing and fails when the file differs from a refit.
``--features FILE`` reuses (or, when absent, saves) the judge's signals, which take minutes to compute.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rageval_pipeline.core.judges.calibration import (  # noqa: E402
    LABELS_ENV,
    CalibrationReport,
    configured_labels,
    load_ragtruth,
    to_case_and_response,
)
from rageval_pipeline.core.judges.detector import DETECTOR_FEATURES, DETECTOR_FILE  # noqa: E402
from rageval_pipeline.core.judges.detector_fit import CrossValidation, cross_validate, fit_detector  # noqa: E402

OUT = ROOT / "rageval_pipeline" / "core" / "judges" / DETECTOR_FILE


def _signals(labels: Path, cache: Path | None, nli_model_path: str | None) -> list[dict[str, float]]:
    if cache is not None and cache.is_file():
        return [json.loads(line) for line in cache.read_text(encoding="utf-8").splitlines() if line.strip()]
    from rageval_pipeline.core.judges.local import LocalJudge

    # float32: the shipped detector is fitted on the vectors every machine computes alike
    judge = LocalJudge(detector=None, embedding_precision="float32")
    examples = load_ragtruth(labels)
    results = judge.judge_with_signals([to_case_and_response(e) for e in examples])
    rows: list[dict[str, float]] = []
    for example, (_, signals) in zip(examples, results, strict=True):
        if signals is None:
            raise SystemExit(f"the judge could not check {example.example_id}: refusing to fit on a partial set")
        rows.append({**signals, "label": float(example.hallucinated), "group": float(example.line or 0)})
    if cache is not None:
        cache.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in rows), encoding="utf-8")
    return rows


def _figures(report: CalibrationReport) -> dict[str, float | None]:
    return {"balanced_accuracy": report.balanced_accuracy, "f1": report.f1, "auroc": report.auroc,
            "precision": report.precision, "recall": report.recall, "n": report.n, "positives": report.positives}


def _cv_record(cv: CrossValidation) -> dict[str, object]:
    return {"folds": cv.folds, "seed": cv.seed, "pooled_out_of_fold": _figures(cv.pooled),
            "per_fold": [{"fold": f.fold, "l2": f.l2, "cut": round(f.cut, 6), "out_of_fold": _figures(f.test),
                          "in_sample": _figures(f.train)} for f in cv.per_fold]}


def _print_cv(cv: CrossValidation) -> None:
    print(f"\n{cv.folds}-fold cross-validation (grouped by source, seed {cv.seed}; l2 and cut chosen inside each fold)")
    print(f"{'fold':<8}{'n':>5}{'l2':>6}{'cut':>7}   {'BA':>6}{'F1':>7}{'AUROC':>7}   |  in-sample {'BA':>6}{'F1':>7}{'AUROC':>7}")
    for f in cv.per_fold:
        print(f"{f.fold:<8}{f.test.n:>5}{f.l2:>6g}{f.cut:>7.3f}   {f.test.balanced_accuracy:>6.3f}{f.test.f1:>7.3f}"
              f"{(f.test.auroc or 0):>7.3f}   |            {f.train.balanced_accuracy:>6.3f}{f.train.f1:>7.3f}"
              f"{(f.train.auroc or 0):>7.3f}")
    p = cv.pooled
    print(f"{'pooled':<8}{p.n:>5}{'':>6}{'':>7}   {p.balanced_accuracy:>6.3f}{p.f1:>7.3f}{(p.auroc or 0):>7.3f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--labels", help=f"RAGTruth QA JSONL (default: ${LABELS_ENV})")
    parser.add_argument("--seed", type=int, default=0, help="seed of the fold shuffles (default 0)")
    parser.add_argument("--features", type=Path, help="signals cache: read if present, else written")
    parser.add_argument("--nli-model-path", help="fit with a local NLI model's entailment as a support signal")
    parser.add_argument("--out", type=Path, default=OUT, help="coefficient file to write")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if --out differs from a refit")
    args = parser.parse_args()
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    labels = configured_labels(args.labels)
    if labels is None:
        print(f"give --labels FILE or set {LABELS_ENV}", file=sys.stderr)
        return 2
    rows = _signals(labels, args.features, args.nli_model_path)
    y = [r["label"] > 0.5 for r in rows]
    groups = [int(r["group"]) for r in rows]
    print(f"{len(rows)} labelled responses ({sum(y)} hallucinated) from {labels.name}, {len(set(groups))} sources")
    print("features: " + ", ".join(DETECTOR_FEATURES))
    runs = [cross_validate(rows, y, groups, folds=k, seed=args.seed) for k in (5, 2)]
    for cv in runs:
        _print_cv(cv)
    detector, in_sample, l2 = fit_detector(rows, y, groups, seed=args.seed)
    digest = hashlib.sha256(labels.read_bytes()).hexdigest()
    provenance = {
        "labels_file": labels.name, "labels_sha256": digest, "responses": len(rows), "hallucinated": int(sum(y)),
        "embedder": "all-MiniLM-L6-v2", "nli_model": bool(args.nli_model_path), "seed": args.seed, "l2": l2,
        "in_sample": _figures(in_sample), "cross_validation": [_cv_record(cv) for cv in runs],
        "refit": "scripts/fit_hallucination_detector.py",
    }
    fitted = type(detector)(model=detector.model, cut=detector.cut, provenance=provenance)
    print(f"\nshipped model (all {len(rows)} responses): l2 {l2:g}, cut {fitted.cut:.3f}; in-sample BA "
          f"{in_sample.balanced_accuracy:.3f} F1 {in_sample.f1:.3f} AUROC {(in_sample.auroc or 0):.3f}")
    for name, weight in zip(fitted.model.features, fitted.model.weights, strict=True):
        print(f"  {name:<22}{weight:+.3f} per standard deviation")
    text = fitted.to_json()
    if args.check:
        same = args.out.is_file() and args.out.read_text(encoding="utf-8") == text
        print(f"\n{args.out}: {'matches the refit' if same else 'DIFFERS from the refit'}")
        return 0 if same else 1
    args.out.write_text(text, encoding="utf-8")
    print(f"\nwrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
