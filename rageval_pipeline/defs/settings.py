"""Where the project keeps suites and state. Resolved when definitions load.

``RAGEVAL_SUITES_DIR`` (default ``<project>/data/suites``) decides the suite partitions, which
Dagster must know when it loads the code location; ``RAGEVAL_HOME`` (default
``<project>/.rageval``) holds Parquet storage, reports and caches.
"""

from __future__ import annotations

import os
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[2]


def suites_dir() -> Path:
    return Path(os.environ.get("RAGEVAL_SUITES_DIR", PROJECT_ROOT / "data" / "suites")).resolve()


def rageval_home() -> str:
    """A local folder or a UPath URL (``s3://bucket/prefix``) for storage, reports and caches."""
    return os.environ.get("RAGEVAL_HOME", str(PROJECT_ROOT / ".rageval"))
