"""Summaries, gates and the report files of a partition."""

from rageval_pipeline.core.reports.gates import (
    Gate,
    decide_exit_code,
    evaluate_gates,
    primary_variant,
)
from rageval_pipeline.core.reports.markdown import (
    case_trace_blocks,
    render_case_traces,
    render_summary_markdown,
    summary_blocks,
)
from rageval_pipeline.core.reports.run_summary import RunSummary, load_summary
from rageval_pipeline.core.reports.summary import build_summary, per_question_rows
from rageval_pipeline.core.reports.writer import report_dir, write_report

__all__ = [
    "Gate", "RunSummary", "build_summary", "case_trace_blocks", "summary_blocks", "decide_exit_code", "evaluate_gates", "load_summary", "per_question_rows",
    "primary_variant",
    "render_case_traces", "render_summary_markdown", "report_dir", "write_report",
]
