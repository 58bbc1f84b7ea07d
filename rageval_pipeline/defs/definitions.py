"""The code location ``workspace.yaml`` points at."""

from __future__ import annotations

from dagster import Definitions, JobDefinition, in_process_executor

from rageval_pipeline.core.config.settings import Settings
from rageval_pipeline.defs.alerts import gate_alert_sensor
from rageval_pipeline.defs.assets.calibration import judge_calibration
from rageval_pipeline.defs.assets.cases import eval_cases
from rageval_pipeline.defs.assets.comparison import ab_comparison
from rageval_pipeline.defs.assets.corpus import corpus_index
from rageval_pipeline.defs.assets.drift import score_drift
from rageval_pipeline.defs.assets.online import (
    ONLINE_ASSETS,
    ONLINE_CHECKS,
    RequestLogsResource,
)
from rageval_pipeline.defs.assets.report import eval_report
from rageval_pipeline.defs.assets.responses import system_responses
from rageval_pipeline.defs.assets.scores import case_scores, retrieval_scores
from rageval_pipeline.defs.assets.verdicts import judge_verdicts
from rageval_pipeline.defs.checks import ALL_CHECKS
from rageval_pipeline.defs.io_manager import ParquetIOManager
from rageval_pipeline.defs.jobs import (
    calibration_job,
    multiprocess_eval,
    nightly_eval,
    nightly_schedule,
    online_quality_job,
    rescore,
)
from rageval_pipeline.defs.resources import (
    JudgeResource,
    RagevalResource,
    SystemResource,
)

#: the date × suite evaluation graph (one partition = one suite on one day)
EVAL_ASSETS = [eval_cases, corpus_index, system_responses, retrieval_scores, judge_verdicts, case_scores,
               ab_comparison, eval_report, score_drift, judge_calibration]
#: everything, including the daily production-signal assets over request logs
ASSETS = [*EVAL_ASSETS, *ONLINE_ASSETS]
CHECKS = [*ALL_CHECKS, *ONLINE_CHECKS]


def build_resources(home: str | None = None, suites: str | None = None, *,
                    settings: Settings | None = None) -> dict[str, object]:
    """The resources of one project: ``settings`` (default: read from the environment now), with
    ``home``/``suites`` overriding its folders (tests point them at temporary ones)."""
    s = settings or Settings.from_env()
    base = home or s.home
    return {
        "io_manager": ParquetIOManager(base_path=f"{base.rstrip('/')}/storage"),
        # a state_dir keeps checkpoints and caches local when the home is a URL (core.store)
        "rageval": RagevalResource(suites_dir=suites or str(s.suites_dir), home=base,
                                   state_dir=str(s.state_dir) if s.state_dir else None),
        "system": SystemResource(),
        "judge": JudgeResource(),
        "request_logs_source": RequestLogsResource(folder=str(s.request_logs_dir)),
    }


def build_definitions(settings: Settings | None = None) -> Definitions:
    """Every asset, check, job, schedule and sensor, bound to one project's folders.

    In-process by default: on 2 cores, per-step processes cost more than they give (one model load
    per process); ``nightly_eval_multiprocess`` and Dagster's k8s/celery executors scale out. The
    suite partitions are the suites found when this module was imported (Dagster fixes partitions
    when it loads a code location).
    """
    return Definitions(
        assets=ASSETS,
        asset_checks=CHECKS,
        jobs=[nightly_eval, rescore, multiprocess_eval, calibration_job, online_quality_job],
        schedules=[nightly_schedule],
        sensors=[gate_alert_sensor],
        resources=build_resources(settings=settings),
        executor=in_process_executor,
    )


#: the code location ``workspace.yaml`` points at: the project in the working directory
defs = build_definitions()


def multiprocess_eval_job() -> JobDefinition:
    """Module-level factory so ``reconstructable`` can rebuild the job in each step's process.

    Resources come from ``RAGEVAL_HOME`` / ``RAGEVAL_SUITES_DIR`` in the environment, which step
    processes inherit.
    """
    return Definitions(assets=EVAL_ASSETS, asset_checks=ALL_CHECKS, jobs=[multiprocess_eval],
                       resources=build_resources()).resolve_job_def(multiprocess_eval.name)
