"""The labelled calibration data the person running the tests configured (read once, at collection).

Only the calibration tests use it: every other test runs with ``RAGEVAL_CALIBRATION_LABELS`` unset
(see ``conftest.py``), so materializing the graph in a test never calibrates a judge on 400
labelled responses behind its back (with a Claude judge that would be 1,200 calls).
"""

import os
from pathlib import Path

from rageval_pipeline.core.judges.calibration import LABELS_ENV

CALIBRATION_LABELS: Path | None = Path(os.environ[LABELS_ENV]) if os.environ.get(LABELS_ENV) else None
