"""Fixtures shared across test layers."""

import contextlib
import os
from pathlib import Path

import pytest

from rageval_pipeline_tests.fakes.messages_api import messages_api  # noqa: F401  (fixture registration)
from rageval_pipeline_tests.support.labels import CALIBRATION_LABELS  # noqa: F401  (read before it is unset)

REPO = Path(__file__).resolve().parents[1]


@contextlib.contextmanager
def _working_directory(path: Path):
    before = Path.cwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(before)


# Dagster fixes a code location's partitions when its definitions load, and rageval resolves the
# suites folder against the project folder (the working directory). One test process hosts many
# projects (temporary folders, changed working directories), so the definitions are loaded once, up
# front, as a user would load them: from this repository with its bundled suites (`sample`, ...),
# which the tests' own projects reuse as suite names.
with _working_directory(REPO):
    import rageval_pipeline.defs.definitions  # noqa: E402,F401


@pytest.fixture(autouse=True)
def _no_calibration_labels_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    """Calibration data is opt-in per test (``support.labels``), never inherited by a graph run."""
    monkeypatch.delenv("RAGEVAL_CALIBRATION_LABELS", raising=False)
