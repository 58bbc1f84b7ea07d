"""Per-case checkpoints: a killed run resumes without asking the system again.

Each finished response is appended to a JSONL file and fsync'd before the next call, so after a
``kill -9`` the file holds every response that was complete; a torn last line (the kill landed
mid-write) is ignored. The file name carries a fingerprint of what the responses depend on
(questions, variants, system config): a checkpoint of different inputs is never reused.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from collections.abc import Sequence
from pathlib import Path

from pydantic import ValidationError

from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.records.hashing import stable_hash
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse

log = logging.getLogger(__name__)


def fingerprint(suite: Suite, cases: Sequence[EvalCase]) -> str:
    return stable_hash({
        "questions": sorted([c.id, c.question] for c in cases),
        "variants": suite.variants,
        "system": suite.system.model_dump(mode="json"),
    })


class ResponseCheckpoint:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()

    def load(self) -> dict[tuple[str, str], SystemResponse]:
        """Completed responses; unreadable lines (a torn last write) are skipped with a warning."""
        if not self.path.exists():
            return {}
        done: dict[tuple[str, str], SystemResponse] = {}
        for number, line in enumerate(self.path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            try:
                response = SystemResponse.model_validate(json.loads(line))
            except (json.JSONDecodeError, ValidationError):
                log.warning("%s:%d: skipping an unreadable checkpoint line (interrupted write)", self.path, number)
                continue
            if response.status == "ok":  # errors are retried on resume: the system may be back
                done[(response.case_id, response.variant)] = response
        return done

    def append(self, response: SystemResponse) -> None:
        line = json.dumps(response.model_dump(mode="json"), sort_keys=True, ensure_ascii=False) + "\n"
        with self._lock:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(self.path, "a", encoding="utf-8") as handle:
                handle.write(line)
                handle.flush()
                os.fsync(handle.fileno())

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)
