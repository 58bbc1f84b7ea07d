"""Where the project keeps suites and state, as the Dagster layer reads it (see ``core.settings``).

The suites folder decides which suite graphs exist, which Dagster must know when it loads the code
location; the home holds Parquet storage, reports and caches. Both resolve against the project
folder (the current directory, or ``RAGEVAL_PROJECT_DIR``), never the package's install location.
"""

from __future__ import annotations

import os
from pathlib import Path

from rageval_pipeline.core.config.settings import Settings
from rageval_pipeline.core.storage.store import RunStore


def settings() -> Settings:
    return Settings.from_env()


def suites_dir() -> Path:
    return settings().suites_dir


def rageval_home() -> str:
    """A local folder or a UPath URL (``s3://bucket/prefix``) for storage, reports and caches."""
    return settings().home


ADHOC_SUITES_FOLDER = "adhoc_suites"


def adhoc_suites_dir(home: str, state_dir: str | os.PathLike[str] | None = None) -> Path:
    """Where `rageval run` keeps the suites it builds from flags / eval-config.yaml, one file per
    ad-hoc identity (``<identity>.yaml``): each becomes its own suite graph, so every ad-hoc
    configuration has its own daily series in the UI. Local, like checkpoints and caches (a remote
    home keeps them in its state folder)."""
    return RunStore(home, state_dir=state_dir).state_root / ADHOC_SUITES_FOLDER
