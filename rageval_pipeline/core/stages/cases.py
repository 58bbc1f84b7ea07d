"""``eval_cases``: the suite's dataset, loaded and validated, as a table."""

from __future__ import annotations

import pyarrow as pa

from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.datasets import load_dataset
from rageval_pipeline.core.errors import DatasetError
from rageval_pipeline.core.records import tables
from rageval_pipeline.core.records.schemas import EvalCase, EvalDataset
from rageval_pipeline.core.runtime.bulk import gc_paused
from rageval_pipeline.core.stages.result import StageResult


def load_suite_cases(suite: Suite) -> EvalDataset:
    dataset = load_dataset(
        suite.resolve(suite.dataset.path), format=suite.dataset.format,
        require_labeled=suite.dataset.require_labeled, max_age_days=suite.dataset.max_age_days,
    )
    if not dataset.cases:
        raise DatasetError("dataset holds no cases", path=dataset.path)
    return dataset


@gc_paused()
def cases_stage(dataset: EvalDataset) -> StageResult:
    cases = dataset.cases
    return StageResult(
        table=tables.to_table(cases, tables.EVAL_CASES),
        metadata={
            "cases": len(cases), "negatives": sum(c.is_negative for c in cases),
            "critical": sum(c.critical for c in cases), "format": dataset.format,
            "content_hash": dataset.content_hash, "warnings": len(dataset.warnings),
            "dataset_path": dataset.path,
        },
    )


def cases_from_table(table: pa.Table) -> list[EvalCase]:
    return tables.from_table(table, EvalCase)
