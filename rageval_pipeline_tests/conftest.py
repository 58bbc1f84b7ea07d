"""Fixtures shared across test layers."""

import pytest

from rageval_pipeline_tests.fakes.messages_api import messages_api  # noqa: F401  (fixture registration)
from rageval_pipeline_tests.support.labels import CALIBRATION_LABELS  # noqa: F401  (read before it is unset)


@pytest.fixture(autouse=True)
def _no_calibration_labels_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    """Calibration data is opt-in per test (``support.labels``), never inherited by a graph run."""
    monkeypatch.delenv("RAGEVAL_CALIBRATION_LABELS", raising=False)
