"""Write a partition's report artefacts: seed 001's per_question.jsonl, summary.json, summary.md."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rageval_pipeline.core.storage import write_text_atomic


def report_dir(root: str | Path, suite: str, date: str) -> Path:
    """Predictable place: ``<root>/<suite>/<date>/``."""
    return Path(root) / suite / date


def write_report(
    folder: Path, summary: dict[str, Any], rows: Sequence[dict[str, Any]], markdown: str
) -> list[str]:
    """Deterministic files (sorted keys, no timestamps); returns their paths."""
    files = {
        "per_question.jsonl": "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in rows),
        "summary.json": json.dumps(summary, sort_keys=True, indent=2, ensure_ascii=False) + "\n",
        "summary.md": markdown,
    }
    written = []
    for name, text in files.items():
        path = folder / name
        write_text_atomic(path, text)
        written.append(str(path))
    return written
