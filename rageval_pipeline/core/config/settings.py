"""Where a user's project keeps its suites and state: one typed object, read from the environment
once and passed on.

A *project folder* is the folder you run ``rageval`` (or ``dagster dev``) in — or the one named by
``RAGEVAL_PROJECT_DIR`` / ``rageval --project DIR``. It holds the suites and, by default, all state;
nothing resolves against the package's install location, so a wheel installed into any
environment behaves like a clone.

| setting | environment variable | default |
|---|---|---|
| ``project_dir`` | ``RAGEVAL_PROJECT_DIR`` | the current directory |
| ``suites_dir`` | ``RAGEVAL_SUITES_DIR`` | ``<project>/suites``, else ``<project>/data/suites`` when that exists |
| ``home`` | ``RAGEVAL_HOME`` | ``<project>/.rageval`` (a folder or an fsspec URL) |
| ``state_dir`` | ``RAGEVAL_STATE_DIR`` | local state of a remote home (see ``core.store``) |
| ``request_logs_dir`` | ``RAGEVAL_REQUEST_LOGS_DIR`` | ``<project>/request_logs``, else ``<project>/data/request_logs`` |
| ``dagster_home`` | ``DAGSTER_HOME`` | ``<project>/.dagster_home`` |
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from pydantic import BaseModel, ConfigDict


def _first_existing(*candidates: Path) -> Path:
    """The first candidate folder that exists, else the first one (where a new project puts it)."""
    return next((c for c in candidates if c.is_dir()), candidates[0])


class Settings(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    project_dir: Path
    suites_dir: Path
    home: str
    state_dir: Path | None = None
    request_logs_dir: Path
    dagster_home: Path

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, *, project_dir: str | Path | None = None) -> Settings:
        env = os.environ if environ is None else environ
        project = Path(project_dir or env.get("RAGEVAL_PROJECT_DIR") or Path.cwd()).resolve()

        def path(variable: str, default: Path) -> Path:
            value = env.get(variable)
            return Path(value).expanduser().resolve() if value else default

        home = env.get("RAGEVAL_HOME") or str(project / ".rageval")
        state = env.get("RAGEVAL_STATE_DIR")
        return cls(
            project_dir=project,
            suites_dir=path("RAGEVAL_SUITES_DIR", _first_existing(project / "suites", project / "data" / "suites")),
            home=home,
            state_dir=Path(state).expanduser().resolve() if state else None,
            request_logs_dir=path("RAGEVAL_REQUEST_LOGS_DIR",
                                  _first_existing(project / "request_logs", project / "data" / "request_logs")),
            dagster_home=path("DAGSTER_HOME", project / ".dagster_home"),
        )


__all__ = ["Settings"]
