"""The evaluation stages as plain functions, one module per asset: typed inputs in, an Arrow table +
metadata out (``StageResult``).

Dagster assets (``defs/assets/``, same module names) are thin wrappers around these, so the whole
evaluation also runs, and is tested, without Dagster. Metadata values are plain floats, ints and
strings; ``None`` means unmeasured. Assets look stage functions up on this package at call time,
which is what lets ``benchmarks/pipeline_overhead.py`` time each stage from outside.
"""

from rageval_pipeline.core.stages.calibration import calibrate_judge, calibration_stage
from rageval_pipeline.core.stages.cases import (
    cases_from_table,
    cases_stage,
    load_suite_cases,
)
from rageval_pipeline.core.stages.comparison import ab_stage, ab_summary_from_table
from rageval_pipeline.core.stages.corpus import NOT_APPLICABLE, corpus_index_stage
from rageval_pipeline.core.stages.drift import drift_stage
from rageval_pipeline.core.stages.report import (
    report_metadata,
    report_stage,
    summary_from_report,
)
from rageval_pipeline.core.stages.responses import (
    response_metadata,
    responses_from_table,
    responses_stage,
)
from rageval_pipeline.core.stages.result import StageResult
from rageval_pipeline.core.stages.retrieval import (
    VariantRetrievalScore,
    retrieval_from_table,
    retrieval_stage,
)
from rageval_pipeline.core.stages.scores import (
    case_scores_from_table,
    case_scores_stage,
)
from rageval_pipeline.core.stages.verdicts import (
    judge_metadata,
    not_judged,
    verdicts_from_table,
    verdicts_stage,
)

__all__ = [
    "NOT_APPLICABLE", "StageResult", "VariantRetrievalScore", "ab_stage", "ab_summary_from_table",
    "calibrate_judge", "calibration_stage", "case_scores_from_table", "case_scores_stage", "cases_from_table",
    "cases_stage", "corpus_index_stage", "drift_stage", "judge_metadata", "load_suite_cases", "not_judged",
    "report_metadata", "report_stage", "response_metadata", "responses_from_table", "responses_stage",
    "retrieval_from_table", "retrieval_stage", "summary_from_report", "verdicts_from_table", "verdicts_stage",
]
