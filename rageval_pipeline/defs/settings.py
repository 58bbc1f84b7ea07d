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


ADHOC_SUITE = "adhoc"


def adhoc_suite_path(home: str | None = None) -> Path:
    """Where `rageval run` writes the suite it builds from flags / eval-config.yaml.

    Its partition (``<date>|adhoc``) always exists, so every CLI run is a Dagster materialization
    on the same instance and shows up in the UI; the latest ad-hoc run of a day replaces earlier ones.
    """
    return Path(home or rageval_home()) / ADHOC_SUITE / f"{ADHOC_SUITE}.yaml"
