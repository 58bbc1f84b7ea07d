"""Where the project keeps suites and state, as the Dagster layer reads it (see ``core.settings``).

The suites folder decides the suite partitions, which Dagster must know when it loads the code
location; the home holds Parquet storage, reports and caches. Both resolve against the project
folder (the current directory, or ``RAGEVAL_PROJECT_DIR``), never the package's install location.
"""

from __future__ import annotations

from pathlib import Path

from rageval_pipeline.core.config.settings import Settings


def settings() -> Settings:
    return Settings.from_env()


def suites_dir() -> Path:
    return settings().suites_dir


def rageval_home() -> str:
    """A local folder or a UPath URL (``s3://bucket/prefix``) for storage, reports and caches."""
    return settings().home


ADHOC_SUITE = "adhoc"


def adhoc_suite_path(home: str | None = None) -> Path:
    """Where `rageval run` writes the suite it builds from flags / eval-config.yaml.

    Its partition (``<date>|adhoc``) always exists, so every CLI run is a Dagster materialization
    on the same instance and shows up in the UI; the latest ad-hoc run of a day replaces earlier ones.
    """
    return Path(home or rageval_home()) / ADHOC_SUITE / f"{ADHOC_SUITE}.yaml"
