"""Run one suite's evaluation graph in-process, as ``build_definitions`` builds it for a project."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from dagster import AssetKey, DagsterInstance, ExecuteInProcessResult, materialize

from rageval_pipeline.core.config.settings import Settings
from rageval_pipeline.defs.definitions import build_resources, suite_graph
from rageval_pipeline.defs.suite_graph import SuiteGraph


def project_settings(paths: Mapping[str, Path], *, home: str | None = None) -> Settings:
    """The settings of a project written by ``write_tiny_project`` (or any suites folder + home)."""
    return Settings.from_env({"RAGEVAL_HOME": home or str(paths["home"]), "RAGEVAL_SUITES_DIR": str(paths["suites"])},
                             project_dir=paths.get("root", Path(paths["suites"]).parent))


def graph_of(paths: Mapping[str, Path], *, suite: str = "sample", dates: Iterable[str] = (),
             home: str | None = None) -> SuiteGraph:
    """The suite's graph, with ``dates`` among its partitions (as `rageval run --date` has them)."""
    return suite_graph(suite, project_settings(paths, home=home), include=dates)


def keys(suite: str, assets: Sequence[str]) -> list[AssetKey]:
    return [AssetKey([suite, name]) for name in assets]


def run_suite(paths: Mapping[str, Path], instance: DagsterInstance, date: str, *, suite: str = "sample",
              resources: Mapping[str, Any] | None = None, selection: Sequence[str] | None = None,
              home: str | None = None, raise_on_error: bool = False) -> ExecuteInProcessResult:
    """Materialize ``date`` of the suite's graph (or the ``selection`` of its assets) with the
    project's resources, ``resources`` replacing some of them."""
    graph = graph_of(paths, suite=suite, dates=[date], home=home)
    res = build_resources(home=home or str(paths["home"]), suites=str(paths["suites"]))
    res.update(resources or {})
    return materialize(graph.assets_and_checks, partition_key=date, resources=res, instance=instance,
                       selection=keys(suite, selection) if selection is not None else None,
                       raise_on_error=raise_on_error)
