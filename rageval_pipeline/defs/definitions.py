"""The code location ``workspace.yaml`` and ``rageval ui`` load, and the one factory behind it.

``build_definitions(settings)`` finds the project's suites (its suites folder, plus the ad-hoc
configurations ``rageval run`` has evaluated) and builds each one's evaluation graph
(``defs/suite_graph.py``): assets keyed ``<suite>/<asset>``, its checks, jobs and nightly schedule,
daily partitions from the suite's first day. The online assets, the gate-alert sensor and the
resources are shared.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from dagster import (
    Definitions,
    JobDefinition,
    build_reconstructable_job,
    definitions,
    in_process_executor,
)

from rageval_pipeline.core.config.settings import Settings
from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.defs.alerts import gate_alert_sensor
from rageval_pipeline.defs.assets.online import (
    ONLINE_ASSETS,
    ONLINE_CHECKS,
    RequestLogsResource,
)
from rageval_pipeline.defs.io_manager import ParquetIOManager
from rageval_pipeline.defs.jobs import online_quality_job
from rageval_pipeline.defs.resources import (
    JudgeResource,
    RagevalResource,
    SystemResource,
)
from rageval_pipeline.defs.shard_parts import SHARD_PARTS, shard_parts_io_manager
from rageval_pipeline.defs.suite_graph import SuiteGraph, build_suite_graph
from rageval_pipeline.defs.suite_scope import SuiteScope, discover_scopes

if TYPE_CHECKING:  # what define_asset_job returns; Dagster does not export the name
    from dagster._core.definitions.unresolved_asset_job_definition import UnresolvedAssetJobDefinition

#: jobs a code location adds to every suite's own (the Celery one in ``defs/celery.py``)
ExtraJobs = Callable[[SuiteScope], Sequence["UnresolvedAssetJobDefinition"]]


def build_resources(home: str | None = None, suites: str | None = None, *,
                    settings: Settings | None = None) -> dict[str, object]:
    """The resources of one project: ``settings`` (default: read from the environment now), with
    ``home``/``suites`` overriding its folders (tests point them at temporary ones)."""
    s = settings or Settings.from_env()
    base = home or s.home
    return {
        "io_manager": ParquetIOManager(base_path=f"{base.rstrip('/')}/storage"),
        # what a sharded asset's steps hand each other (under <home>/shard_parts/, removed once stored)
        SHARD_PARTS: shard_parts_io_manager,
        # a state_dir keeps checkpoints and caches local when the home is a URL (core.store)
        "rageval": RagevalResource(suites_dir=suites or str(s.suites_dir), home=base,
                                   state_dir=str(s.state_dir) if s.state_dir else None),
        "system": SystemResource(),
        "judge": JudgeResource(),
        "request_logs_source": RequestLogsResource(folder=str(s.request_logs_dir)),
    }


def suite_graphs(settings: Settings, *, include_dates: Mapping[str, str] | None = None) -> list[SuiteGraph]:
    """Every suite's graph. ``include_dates`` (suite → date) makes a date a partition of a suite
    that declares no ``start_date``, before its first run is stored (``rageval run --date``)."""
    return [build_suite_graph(scope) for scope in discover_scopes(settings, include_dates=include_dates)]


def suite_graph(suite: str, settings: Settings | None = None, *, include: Iterable[str] = ()) -> SuiteGraph:
    """One suite's graph (to materialize it from a test or a notebook); ``include``: dates that must
    be partitions of it (see ``suite_graphs``)."""
    s = settings or Settings.from_env()
    dates = sorted(include)
    graphs = suite_graphs(s, include_dates={suite: dates[0]} if dates else None)
    found = next((g for g in graphs if g.scope.suite == suite), None)
    if found is None:
        raise ConfigError(f"no suite named {suite!r}; known: {[g.scope.suite for g in graphs]}", path=s.suites_dir)
    return found


def build_definitions(settings: Settings | None = None, *, include_dates: Mapping[str, str] | None = None,
                      extra_jobs: ExtraJobs | None = None) -> Definitions:
    """Every suite's assets, checks, jobs and schedule, the online assets and the sensor, bound to
    one project's folders (default: read from the environment now).

    In-process by default: on 2 cores, per-step processes cost more than they give (one model load
    per process); each suite's ``<suite>__nightly_eval_multiprocess`` and Dagster's k8s/celery
    executors scale out. The suites and their first days are read now: Dagster fixes partitions
    when it loads a code location. ``extra_jobs(scope)``: further jobs of each suite (another
    executor's code location adds its own).
    """
    s = settings or Settings.from_env()
    graphs = suite_graphs(s, include_dates=include_dates)
    extra = [j for g in graphs for j in extra_jobs(g.scope)] if extra_jobs is not None else []
    return Definitions(
        assets=[*(a for g in graphs for a in g.assets), *ONLINE_ASSETS],
        asset_checks=[*(c for g in graphs for c in g.checks), *ONLINE_CHECKS],
        jobs=[*(j for g in graphs for j in g.jobs), *extra, online_quality_job],
        schedules=[s_ for g in graphs for s_ in g.schedules],
        sensors=[gate_alert_sensor],
        resources=build_resources(settings=s),
        executor=in_process_executor,
    )


@definitions
def defs() -> Definitions:
    """The code location: the project in the working directory (``RAGEVAL_PROJECT_DIR``), built when
    Dagster loads it, not when this module is imported."""
    return build_definitions()


def multiprocess_eval_job(suite: str, date: str | None = None) -> JobDefinition:
    """``<suite>__nightly_eval_multiprocess``, rebuilt in each step's process (``reconstructable_eval_job``).

    Resources come from ``RAGEVAL_HOME`` / ``RAGEVAL_SUITES_DIR`` in the environment, which step
    processes inherit; ``date`` is the partition to run (a partition even before the first run).
    """
    settings = Settings.from_env()
    graph = suite_graph(suite, settings, include=[date] if date else [])
    return Definitions(assets=graph.assets, asset_checks=graph.checks, jobs=graph.jobs,
                       resources=build_resources(settings=settings)).resolve_job_def(
        graph.scope.job_name("nightly_eval_multiprocess"))


def reconstructable_eval_job(suite: str, date: str | None = None) -> Any:
    """The multiprocess job of ``suite`` as ``execute_job`` needs it: rebuildable from module, function
    and arguments (Dagster's ``ReconstructableJob``, not exported by name)."""
    return build_reconstructable_job("rageval_pipeline.defs.definitions", "multiprocess_eval_job",
                                     reconstructable_kwargs={"suite": suite, "date": date})
