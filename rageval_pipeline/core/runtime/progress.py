"""Progress of long stages, as log records a front end may render (the CLI draws a bar).

Core code only *reports* progress; it never prints. A record carries ``progress=(stage, done, total)``.
"""

from __future__ import annotations

import logging

log = logging.getLogger("rageval_pipeline.progress")


def report_progress(stage: str, done: int, total: int, detail: str = "") -> None:
    log.info("%s %d/%d %s", stage, done, total, detail, extra={"progress": (stage, done, total, detail)})
