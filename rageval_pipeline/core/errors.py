"""One exception tree for rageval_pipeline.

    RagEvalError                  root: catch this to catch everything we raise on purpose
    ├── ConfigError               suite / eval-config files and CLI options (file + field)
    ├── DatasetError              eval datasets and corpora (file + line + field)
    │   ├── HistoryImportError    earlier results being imported (results.jsonl, summary.json)
    │   └── SummaryShapeError     a stored summary / per_question row drift or trends cannot read
    ├── MetricError               unknown metric names, malformed qrels / runs
    ├── RetrievalError            building or loading the reference RAG indexes
    ├── SystemUnderTestError      the system being evaluated failed for a case (case id + system)
    ├── JudgeError                a judge call failed or replied with something unusable
    │   ├── JudgeOutputError      the model's reply did not validate (the judge may ask for a repair)
    │   └── JudgeSetupError       the judge's API refused its key, account or model: the run stops
    └── StorageError              reading or writing Parquet / reports / caches (path)

Messages are written for the person who has to fix the input: they start with the place
(``cases.jsonl:17: gold[0].start_page: must be >= 1``) and never leak secrets.
"""

from __future__ import annotations

from pathlib import Path


class RagEvalError(Exception):
    """Root of every error rageval_pipeline raises deliberately."""


def format_location(path: str | Path | None, line: int | None = None, field: str | None = None) -> str:
    """``file:line: field`` with absent parts left out (``''`` when nothing is known)."""
    parts: list[str] = []
    if path is not None:
        where = Path(path).name if isinstance(path, Path) else str(path)
        parts.append(f"{where}:{line}" if line is not None else where)
    elif line is not None:
        parts.append(f"line {line}")
    if field:
        parts.append(field)
    return ": ".join(parts)


class _LocatedError(RagEvalError):
    """An error that points at a file, a line and a field."""

    def __init__(
        self,
        message: str,
        *,
        path: str | Path | None = None,
        line: int | None = None,
        field: str | None = None,
    ) -> None:
        self.message = message
        self.path = str(path) if path is not None else None
        self.line = line
        self.field = field
        where = format_location(path, line, field)
        super().__init__(f"{where}: {message}" if where else message)


class ConfigError(_LocatedError):
    """A suite file, eval-config file or CLI option is invalid."""


class DatasetError(_LocatedError):
    """An eval dataset or corpus file is invalid."""


class HistoryImportError(DatasetError):
    """A legacy history artefact is malformed; the message says ``file:line: field: problem``."""


class SummaryShapeError(DatasetError):
    """A summary or per_question row handed to drift/trends is malformed (names the field path)."""


class MetricError(RagEvalError):
    """Unknown metric name or malformed qrels / run input."""


class RetrievalError(RagEvalError):
    """The reference RAG could not build or load its indexes."""


class SystemUnderTestError(RagEvalError):
    """The system under test failed to answer one case.

    ``retryable=False`` marks failures a retry cannot fix (a 4xx, a malformed reply shape), so the
    runner records them at once instead of waiting through its backoff; ``retry_after`` (seconds)
    is a server's request to wait at least that long before the next attempt.
    """

    def __init__(
        self,
        message: str,
        *,
        case_id: str | None = None,
        system: str | None = None,
        retryable: bool = True,
        retry_after: float | None = None,
    ) -> None:
        self.case_id = case_id
        self.system = system
        self.retryable = retryable
        self.retry_after = retry_after
        prefix = " ".join(p for p in (f"[{system}]" if system else "", f"case {case_id}" if case_id else "") if p)
        super().__init__(f"{prefix}: {message}" if prefix else message)


class JudgeError(RagEvalError):
    """A judge call failed or its reply could not be used."""

    def __init__(self, message: str, *, case_id: str | None = None, judge: str | None = None) -> None:
        self.case_id = case_id
        self.judge = judge
        prefix = " ".join(p for p in (f"[{judge}]" if judge else "", f"case {case_id}" if case_id else "") if p)
        super().__init__(f"{prefix}: {message}" if prefix else message)


class JudgeOutputError(JudgeError):
    """The model's reply was not valid JSON for the judge's output model (the judge may ask for a repair)."""


class JudgeSetupError(JudgeError):
    """The judge cannot work here at all: its API refused the key (401), the account (402), the
    permission (403) or the model (404).

    Unlike a per-case :class:`JudgeError`, no retry and no other case can succeed, so the judge
    stops at the first one and the run ends as a configuration error (exit 3) instead of recording
    the same failure for every case and pass. The message is one line naming the cause and what to
    change; it never carries the key. No ``[judge] case`` prefix: no case caused it.
    """

    def __init__(self, message: str, *, judge: str | None = None, status: int | None = None) -> None:
        super().__init__(message)
        self.judge = judge
        self.status = status


class StorageError(RagEvalError):
    """Reading or writing an artefact failed; the message names the path."""

    def __init__(self, message: str, *, path: object = None) -> None:
        # a local path or any UPath/URL: only its text is kept
        self.path = str(path) if path is not None else None
        super().__init__(f"{path}: {message}" if path is not None else message)


__all__ = [
    "ConfigError",
    "DatasetError",
    "HistoryImportError",
    "JudgeError",
    "JudgeOutputError",
    "JudgeSetupError",
    "MetricError",
    "RagEvalError",
    "RetrievalError",
    "StorageError",
    "SummaryShapeError",
    "SystemUnderTestError",
    "format_location",
]
