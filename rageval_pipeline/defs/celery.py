"""The evaluation graph on Dagster's Celery executor, with Redis as broker and result backend.

Install the ``celery`` extra (``pip install 'rageval_pipeline[celery]'``) on the machine that
launches runs and on every worker. The launcher and the workers share four things: the broker
(``RAGEVAL_CELERY_BROKER``, e.g. ``redis://redis:6379/0``), the Dagster instance (``DAGSTER_HOME``,
or a Postgres-backed one), the project (``RAGEVAL_SUITES_DIR``) and the store (``RAGEVAL_HOME``: a
shared folder or an object-store URL). Each step of a run becomes one Celery task; a worker started
with ``dagster-celery worker start -A dagster_celery.app -y <worker yaml>`` rebuilds the job from
:func:`celery_eval_job` and runs the step.

Reliability (:func:`worker_config`): tasks are acknowledged *after* they finish, so when a whole
worker dies (``kill -9``, a lost node) Redis hands its step to another worker once
``visibility_timeout_s`` has passed since delivery, and the re-run step resumes from its
checkpoint. The timeout must exceed the longest step, or a step still running would be started a
second time elsewhere.
"""

from __future__ import annotations

import os
from typing import Any

from dagster import (
    AssetSelection,
    Definitions,
    Field,
    JobDefinition,
    StringSource,
    define_asset_job,
)

from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.defs.checks import ALL_CHECKS
from rageval_pipeline.defs.definitions import EVAL_ASSETS, build_resources
from rageval_pipeline.defs.jobs import EVAL_GROUPS

try:
    from dagster_celery import celery_executor
except ImportError as exc:  # an optional extra: say which one
    raise ImportError("the Celery executor needs the 'celery' extra: pip install 'rageval_pipeline[celery]'") from exc

#: the environment variable holding the broker URL (Redis serves as result backend too)
BROKER_ENV = "RAGEVAL_CELERY_BROKER"
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

celery_eval = define_asset_job(
    CELERY_JOB,
    selection=AssetSelection.groups(*EVAL_GROUPS),
    executor_def=rageval_celery_executor,
    description="The whole evaluation graph for one date × suite partition, one Celery task per step "
                f"(broker: ${BROKER_ENV}).",
)


def celery_eval_job() -> JobDefinition:
    """Module-level factory so ``reconstructable`` (the launcher) and every worker rebuild the same job.

    Resources come from ``RAGEVAL_HOME`` / ``RAGEVAL_SUITES_DIR`` in the environment of the process
    that calls it: the launcher's and each worker's must name the same places.
    """
    return Definitions(assets=EVAL_ASSETS, asset_checks=ALL_CHECKS, jobs=[celery_eval],
                       resources=build_resources()).resolve_job_def(CELERY_JOB)


def worker_config(*, visibility_timeout_s: int = DEFAULT_VISIBILITY_TIMEOUT_S,
                  restore_interval_s: int = 10) -> dict[str, Any]:
    """The YAML ``dagster-celery worker start -y`` reads, as a mapping (``yaml.safe_dump`` it).

    ``task_acks_late`` keeps a step's message unacknowledged until the step has finished, and Redis
    re-queues it ``visibility_timeout_s`` after delivery when no worker acknowledged it: a step whose
    worker was killed runs again on another. Live workers sweep for such messages every
    ``restore_interval_s`` seconds. A step's worker *process* dying while its worker lives (the
    kernel's OOM killer on the pool child) fails the step with Celery's ``WorkerLostError`` instead.
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
            },
        },
    }}}


#: ``dagster dev -m rageval_pipeline.defs.celery`` shows the Celery job beside the assets
defs = Definitions(assets=EVAL_ASSETS, asset_checks=ALL_CHECKS, jobs=[celery_eval], resources=build_resources())
