"""Every suite's evaluation graph on Dagster's Celery executor, with Redis as broker and result backend.

Install the ``celery`` extra (``pip install 'rageval_pipeline[celery]'``) on the machine that
launches runs and on every worker. The launcher and the workers share four things: the broker
(``RAGEVAL_CELERY_BROKER``, e.g. ``redis://redis:6379/0``), the Dagster instance (``DAGSTER_HOME``,
or a Postgres-backed one), the project (``RAGEVAL_SUITES_DIR``) and the store (``RAGEVAL_HOME``: a
shared folder or an object-store URL). Each suite gets ``<suite>__nightly_eval_celery``: the nightly
graph of one date, each step one Celery task (a sharded suite's shards are steps of their own, so
they spread over the workers). ``dagster dev -m rageval_pipeline.defs.celery`` serves the project's
definitions with these jobs added; a worker started with ``dagster-celery worker start -A
dagster_celery.app -y <worker yaml>`` rebuilds the job of each step it receives.

Reliability (:func:`worker_config`): tasks are acknowledged *after* they finish, so when a whole
worker dies (``kill -9``, a lost node) Redis hands its step to another worker once
``visibility_timeout_s`` has passed since delivery, and the re-run step resumes from its
checkpoint. The timeout must exceed the longest step, or a step still running would be started a
second time elsewhere.
"""

from __future__ import annotations

import os
from typing import Any

from typing import TYPE_CHECKING

from dagster import (
    Definitions,
    Field,
    JobDefinition,
    StringSource,
    build_reconstructable_job,
    define_asset_job,
    definitions,
)

from rageval_pipeline.core.config.settings import Settings
from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.defs.definitions import build_definitions, build_resources, suite_graph
from rageval_pipeline.defs.jobs import NIGHTLY_ASSETS, suite_selection
from rageval_pipeline.defs.suite_scope import SuiteScope

if TYPE_CHECKING:  # what define_asset_job returns; Dagster does not export the name
    from dagster._core.definitions.unresolved_asset_job_definition import UnresolvedAssetJobDefinition

try:
    from dagster_celery import celery_executor
except ImportError as exc:  # an optional extra: say which one
    raise ImportError("the Celery executor needs the 'celery' extra: pip install 'rageval_pipeline[celery]'") from exc

#: how often the process running a Celery run asks Redis whether its submitted steps have finished.
#: dagster-celery sleeps a fixed second between rounds (``core_execution_loop.TICK_SECONDS``), so
#: every step that waits on another starts ~0.5 s late on average, along every chain of the graph;
#: a round asks Redis once per step in flight, cheap at a tenth of a second.
POLL_INTERVAL_S = 0.1


def _poll_faster(interval_s: float = POLL_INTERVAL_S) -> None:
    from dagster_celery import core_execution_loop

    if not isinstance(getattr(core_execution_loop, "TICK_SECONDS", None), (int, float)):
        return  # a dagster-celery without the constant: its own pace, nothing else changes
    core_execution_loop.TICK_SECONDS = interval_s  # type: ignore[assignment]  # shipped as the int 1


_poll_faster()

#: the environment variable holding the broker URL (Redis serves as result backend too)
BROKER_ENV = "RAGEVAL_CELERY_BROKER"
#: each suite's Celery job is ``<suite>__nightly_eval_celery``
CELERY_JOB = "nightly_eval_celery"
#: seconds Redis waits before handing an unacknowledged step (its worker died) to another worker
DEFAULT_VISIBILITY_TIMEOUT_S = 3600


def _celery_settings(config: dict[str, Any]) -> dict[str, Any]:
    """Run config → ``celery_executor`` config: a broker named in run config wins over
    ``RAGEVAL_CELERY_BROKER`` (read when the run starts, and in each worker re-reading its config);
    the result backend defaults to the broker."""
    broker = config.get("broker") or os.environ.get(BROKER_ENV)
    if not broker:
        raise ConfigError(f"the Celery job needs a broker: set {BROKER_ENV} (e.g. redis://redis:6379/0) "
                          "or execution.config.broker in the run config", field="execution.config.broker")
    out: dict[str, Any] = {"broker": broker, "backend": config.get("backend") or broker}
    out.update({key: config[key] for key in ("include", "config_source") if key in config})
    return out


#: Dagster's ``celery_executor`` with the broker taken from the environment unless run config names one
rageval_celery_executor = celery_executor.configured(
    _celery_settings,
    name="rageval_celery",
    config_schema={
        "broker": Field(StringSource, is_required=False, description=f"Broker URL; default ${BROKER_ENV}."),
        "backend": Field(StringSource, is_required=False, description="Result backend URL; default the broker."),
        "include": Field([str], is_required=False, description="Modules every worker should import."),
        "config_source": Field(dict, is_required=False, description="Further Celery app settings."),
    },
)

def build_celery_job(scope: SuiteScope) -> UnresolvedAssetJobDefinition:
    """``<suite>__nightly_eval_celery``: the suite's nightly graph, one Celery task per step."""
    return define_asset_job(
        scope.job_name(CELERY_JOB), selection=suite_selection(scope, NIGHTLY_ASSETS),
        executor_def=rageval_celery_executor,
        description=f"Suite {scope.suite}: the nightly graph for one date, one Celery task per step "
                    f"(broker: ${BROKER_ENV}).")


def celery_eval_job(suite: str, date: str | None = None) -> JobDefinition:
    """``<suite>__nightly_eval_celery``, rebuilt by the launcher and by every worker from the same
    arguments (:func:`reconstructable_celery_job`).

    Resources come from ``RAGEVAL_HOME`` / ``RAGEVAL_SUITES_DIR`` in the environment of the process
    that calls it: the launcher's and each worker's must name the same places. ``date`` is the
    partition to run (a partition even before the suite's first run).
    """
    settings = Settings.from_env()
    graph = suite_graph(suite, settings, include=[date] if date else [])
    job = build_celery_job(graph.scope)
    return Definitions(assets=graph.assets, asset_checks=graph.checks, jobs=[job],
                       resources=build_resources(settings=settings)).resolve_job_def(job.name)


def reconstructable_celery_job(suite: str, date: str | None = None) -> Any:
    """The Celery job of ``suite`` as ``execute_job`` needs it: rebuildable in each worker from
    module, function and arguments (Dagster's ``ReconstructableJob``, not exported by name)."""
    return build_reconstructable_job("rageval_pipeline.defs.celery", "celery_eval_job",
                                     reconstructable_kwargs={"suite": suite, "date": date})


def worker_config(*, visibility_timeout_s: int = DEFAULT_VISIBILITY_TIMEOUT_S,
                  restore_interval_s: int = 10) -> dict[str, Any]:
    """The YAML ``dagster-celery worker start -y`` reads, as a mapping (``yaml.safe_dump`` it).

    ``task_acks_late`` keeps a step's message unacknowledged until the step has finished, and Redis
    re-queues it ``visibility_timeout_s`` after delivery when no worker acknowledged it: a step whose
    worker was killed runs again on another. Live workers sweep for such messages every
    ``restore_interval_s`` seconds. A step's worker *process* dying while its worker lives (the
    kernel's OOM killer on the pool child) fails the step with Celery's ``WorkerLostError`` instead.

    A sweep holds a Redis lock while it runs, and a worker killed during its sweep leaves that lock
    behind until it expires: kombu's default of 300 s would stop every live worker from handing back
    dead workers' steps for five minutes. The lock expires after three sweep intervals (at least 5 s)
    instead; a sweep takes milliseconds, and two overlapping sweeps are safe (each message is handed
    back in a Redis transaction).
    """
    if visibility_timeout_s < 1 or restore_interval_s < 1:
        raise ValueError("visibility_timeout_s and restore_interval_s must be >= 1 second")
    return {"execution": {"config": {
        "broker": {"env": BROKER_ENV},
        "backend": {"env": BROKER_ENV},
        "config_source": {
            "task_acks_late": True,
            "worker_prefetch_multiplier": 1,
            "broker_transport_options": {
                "visibility_timeout": visibility_timeout_s,
                "unacked_restore_interval": restore_interval_s,
                "unacked_restore_throttle": 1,
                "unacked_mutex_expire": max(5, 3 * restore_interval_s),
            },
        },
    }}}


def celery_definitions(settings: Settings | None = None) -> Definitions:
    """The project's definitions with every suite's Celery job added."""
    return build_definitions(settings, extra_jobs=lambda scope: [build_celery_job(scope)])


@definitions
def defs() -> Definitions:
    """``dagster dev -m rageval_pipeline.defs.celery``: the project's code location plus the Celery
    jobs, built when Dagster loads it (importing this module, as each worker does first, reads no suite)."""
    return celery_definitions()
