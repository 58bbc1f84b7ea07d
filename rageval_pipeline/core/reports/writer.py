"""Write a partition's report artefacts: per_question.jsonl, summary.json, summary.md, summary.html."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from typing import Any

from upath import UPath

from rageval_pipeline.core.reports.document import Block, to_html, to_markdown
from rageval_pipeline.core.storage.atomic import write_text_atomic
from rageval_pipeline.core.storage.store import ReportStore


def report_dir(root: str | os.PathLike[str] | UPath | ReportStore, suite: str, date: str) -> UPath:
    """Predictable place: ``<root>/<suite>/<date>/`` (a local folder or a URL)."""
    store = root if isinstance(root, ReportStore) else ReportStore(root)
    return store.report_dir(suite, date)


def write_report(
    folder: UPath, summary: dict[str, Any], rows: Sequence[dict[str, Any]], blocks: Sequence[Block], *, title: str
) -> list[str]:
    """Deterministic files (sorted keys, no timestamps); returns their paths."""
    files = {
        "per_question.jsonl": "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in rows),
        "summary.json": json.dumps(summary, sort_keys=True, indent=2, ensure_ascii=False) + "\n",
        "summary.md": to_markdown(blocks),
        # one self-contained page (charts inline) for people who open reports in a browser
        "summary.html": to_html(blocks, title=title),
    }
    written = []
    for name, text in files.items():
        path = folder / name
        write_text_atomic(path, text)
        written.append(str(path))
    return written
