"""Write a partition's report artefacts: seed 001's per_question.jsonl, summary.json, summary.md."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from typing import Any

from upath import UPath

from rageval_pipeline.core.storage import write_text_atomic
from rageval_pipeline.core.store import ReportStore


def report_dir(root: str | os.PathLike[str] | UPath | ReportStore, suite: str, date: str) -> UPath:
    """Predictable place: ``<root>/<suite>/<date>/`` (a local folder or a URL)."""
    store = root if isinstance(root, ReportStore) else ReportStore(root)
    return store.report_dir(suite, date)


def write_report(
    folder: UPath, summary: dict[str, Any], rows: Sequence[dict[str, Any]], markdown: str
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
