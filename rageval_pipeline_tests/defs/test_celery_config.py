"""The Celery job's broker comes from run config or ``RAGEVAL_CELERY_BROKER`` — never a default that
silently points somewhere else — and the worker config acknowledges a step only once it finished."""

from __future__ import annotations

import pytest
from dagster._core.errors import DagsterConfigMappingFunctionError
from dagster._core.system_config.objects import ResolvedRunConfig

from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.defs.celery import BROKER_ENV, celery_definitions, celery_eval_job, worker_config


@pytest.fixture(autouse=True)
def _project(tiny):
    """Every test here builds the tiny project's ``sample`` suite (``tiny`` points the environment at it)."""
    return tiny


def _executor_config(run_config: dict) -> dict:
    return dict(ResolvedRunConfig.build(celery_eval_job("sample"), run_config).execution.execution_engine_config)


def test_every_suite_has_a_celery_job_beside_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(BROKER_ENV, "redis://redis.internal:6379/0")
    definitions = celery_definitions()
    job = definitions.resolve_job_def("sample__nightly_eval_celery")
    assert job.executor_def.name == "rageval_celery"
    assert definitions.resolve_job_def("sample__nightly_eval").executor_def.name == "in_process"
    assert celery_eval_job("sample", "2026-11-21").name == "sample__nightly_eval_celery"


def test_the_broker_comes_from_the_environment_and_serves_as_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(BROKER_ENV, "redis://redis.internal:6379/0")
    config = _executor_config({})
    assert (config["broker"], config["backend"]) == ("redis://redis.internal:6379/0", "redis://redis.internal:6379/0")


def test_run_config_wins_over_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(BROKER_ENV, "redis://redis.internal:6379/0")
    config = _executor_config({"execution": {"config": {"backend": "redis://results:6379/1",
                                                        "config_source": {"task_acks_late": True}}}})
    assert config["broker"] == "redis://redis.internal:6379/0" and config["backend"] == "redis://results:6379/1"
    assert config["config_source"] == {"task_acks_late": True}


def test_without_a_broker_the_run_is_refused_naming_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(BROKER_ENV, raising=False)
    with pytest.raises(DagsterConfigMappingFunctionError) as raised:
        _executor_config({})
    assert isinstance(raised.value.__cause__, ConfigError)
    assert f"the Celery job needs a broker: set {BROKER_ENV}" in str(raised.value.__cause__)


def test_workers_acknowledge_a_step_after_it_ran_and_hand_back_a_dead_workers_step() -> None:
    config = worker_config(visibility_timeout_s=900, restore_interval_s=5)["execution"]["config"]
    assert config["broker"] == {"env": BROKER_ENV} and config["backend"] == {"env": BROKER_ENV}
    source = config["config_source"]
    assert source["task_acks_late"] is True and source["worker_prefetch_multiplier"] == 1
    assert source["broker_transport_options"] == {"visibility_timeout": 900, "unacked_restore_interval": 5,
                                                  "unacked_restore_throttle": 1, "unacked_mutex_expire": 15}
    with pytest.raises(ValueError, match="must be >= 1 second"):
        worker_config(visibility_timeout_s=0)


def test_the_run_asks_redis_for_finished_steps_ten_times_a_second() -> None:
    # dagster-celery's loop sleeps TICK_SECONDS between rounds (1 s as shipped): each dependent step
    # started ~0.5 s late; a dagster-celery that renames the constant fails here, not silently
    from dagster_celery import core_execution_loop

    from rageval_pipeline.defs.celery import POLL_INTERVAL_S

    assert core_execution_loop.TICK_SECONDS == POLL_INTERVAL_S == 0.1
