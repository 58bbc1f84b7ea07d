"""The persistent Dagster instance a ``rageval`` run records into (``$DAGSTER_HOME``)."""

from __future__ import annotations

import fcntl
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dagster import DagsterInstance

DAGSTER_YAML = """\
# Written by `rageval` for a project-local instance (sqlite under this folder).
telemetry:
  enabled: false
# no first-visit pop-ups in the UI
nux:
  enabled: false
run_queue:
  max_concurrent_runs: 2
"""


def ensure_dagster_home() -> Path:
    """Use ``$DAGSTER_HOME`` or create the project-local one (with telemetry off)."""
    from rageval_pipeline.core.config.settings import Settings

    home = Settings.from_env().dagster_home
    home.mkdir(parents=True, exist_ok=True)
    # Two runs starting at once on a fresh instance would both create its sqlite schema and one
    # would fail ("table alembic_version already exists"): the first creates it, under a lock.
    with open(home / ".rageval-init.lock", "w", encoding="utf-8") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        config = home / "dagster.yaml"
        # ours (and only ours) is brought up to date; a team's own dagster.yaml is never touched
        if not config.exists() or (config.read_text(encoding="utf-8").startswith(DAGSTER_YAML.splitlines()[0])
                                   and config.read_text(encoding="utf-8") != DAGSTER_YAML):
            config.write_text(DAGSTER_YAML, encoding="utf-8")
        with open_instance(home):
            pass  # opening it creates (or migrates) the storage, once
    return home


def open_instance(home: Path) -> DagsterInstance:
    """The instance in ``home``, opened directly: the CLI never rewrites its own environment."""
    from dagster import DagsterInstance

    return DagsterInstance.from_config(str(home))
