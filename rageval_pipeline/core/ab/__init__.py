"""Seed 000's outcome A/B evaluation: baseline (simple RAG) vs full system, per case and overall.

``stats`` holds the small-sample statistics (Wilson, sign test, paired bootstrap); ``compare``
turns two verdicts per case into a win / loss / tie / error row and summarises the rows into the
Value Win Rate with intervals and a one-sentence headline. The pairwise Claude judge lives in
``core.judges.pairwise`` (it imports this package, not the other way round).
"""

from rageval_pipeline.core.ab.compare import (
    ABCaseResult,
    ABSummary,
    ABVerdict,
    MeanEstimate,
    Outcome,
    Proportion,
    SideScores,
    compare_case,
    compare_sides,
    outcome_of,
    summarize_ab,
)
from rageval_pipeline.core.ab.stats import (
    BootstrapResult,
    mean_ci_bootstrap,
    paired_bootstrap,
    sign_test,
    wilson_interval,
)

__all__ = [
    "ABCaseResult",
    "ABSummary",
    "ABVerdict",
    "BootstrapResult",
    "MeanEstimate",
    "Outcome",
    "Proportion",
    "SideScores",
    "compare_case",
    "compare_sides",
    "mean_ci_bootstrap",
    "outcome_of",
    "paired_bootstrap",
    "sign_test",
    "summarize_ab",
    "wilson_interval",
]
