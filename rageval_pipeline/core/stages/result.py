"""What every stage returns: the Arrow table an asset stores, plus metadata for the UI."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pyarrow as pa

from rageval_pipeline.core.reports.run_summary import RunSummary


@dataclass
class StageResult:
    table: pa.Table
    metadata: dict[str, Any] = field(default_factory=dict)
    summary: dict[str, Any] = field(default_factory=dict)
    #: the typed summary of an ``eval_report`` partition (``summary`` holds its JSON form)
    run_summary: RunSummary | None = None
