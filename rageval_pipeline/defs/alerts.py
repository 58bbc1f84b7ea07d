"""Be told when a gate fails, the Dagster way: a run-status sensor over every run of the instance.

Gates are asset checks, and a failed gate leaves the run *successful* (the evaluation worked; it
found a problem). ``gate_alert_sensor`` looks at every run that finished successfully, collects its
failed asset checks and posts one JSON summary to ``$RAGEVAL_ALERT_WEBHOOK_URL``. Without the
variable it skips with a reason. Turn it on in the UI (Automation) or with
``dagster sensor start gate_alert_sensor`` while the daemon runs.
"""

from __future__ import annotations

import os

from dagster import (
    AssetCheckEvaluation,
    DagsterEventType,
    DagsterRunStatus,
    RunStatusSensorContext,
    SkipReason,
    run_status_sensor,
)

from rageval_pipeline.core.reports.alerts import (
    WEBHOOK_ENV,
    FailedCheck,
    GateAlert,
    post_alert,
)


def failed_checks_of_run(context: RunStatusSensorContext) -> list[FailedCheck]:
    """The failed (and warned) asset check evaluations recorded for the run, in event order."""
    failed: list[FailedCheck] = []
    records = context.instance.all_logs(context.dagster_run.run_id, of_type=DagsterEventType.ASSET_CHECK_EVALUATION)
    for record in records:
        evaluation = record.dagster_event.event_specific_data if record.dagster_event else None
        if not isinstance(evaluation, AssetCheckEvaluation) or evaluation.passed:
            continue
        metadata = {key: getattr(value, "value", value) for key, value in (evaluation.metadata or {}).items()}
        failed.append(FailedCheck(asset=evaluation.asset_key.to_user_string(), check=evaluation.check_name,
                                  partition=evaluation.partition, severity=evaluation.severity.value,
                                  description=evaluation.description, metadata=metadata))
    return failed


# every run of the instance, not only those launched from this code location: ``rageval run`` executes
# in process (a cron job's nightly run has no code-location origin) and was never alerted on
@run_status_sensor(run_status=DagsterRunStatus.SUCCESS, name="gate_alert_sensor", minimum_interval_seconds=30,
                   monitor_all_code_locations=True,
                   description="Posts a JSON summary of failed gate checks to $RAGEVAL_ALERT_WEBHOOK_URL after each "
                               "successful run whose gates failed.")
def gate_alert_sensor(context: RunStatusSensorContext) -> SkipReason | None:
    failed = failed_checks_of_run(context)
    if not failed:
        return SkipReason(f"run {context.dagster_run.run_id}: every gate passed")
    url = os.environ.get(WEBHOOK_ENV)
    if not url:
        return SkipReason(f"{len(failed)} gate check(s) failed, but {WEBHOOK_ENV} is not set: nothing posted")
    alert = GateAlert.build(run_id=context.dagster_run.run_id, job=_run_label(context, failed), failed=failed)
    status = post_alert(url, alert)
    context.log.info(f"gate alert posted for run {context.dagster_run.run_id}: {len(failed)} failed check(s), "
                     f"HTTP {status}")
    return None


def _run_label(context: RunStatusSensorContext, failed: list[FailedCheck]) -> str:
    """The run's job, or — for a run Dagster's UI or a backfill launched on assets, whose job is the
    anonymous ``__ASSET_JOB`` — the suites whose checks failed (an asset key starts with its suite)."""
    job = context.dagster_run.job_name
    if not job.startswith("__"):
        return job
    suites = sorted({f.asset.split("/")[0] for f in failed})
    return f"suite {', '.join(suites)}" if suites else job


__all__ = ["failed_checks_of_run", "gate_alert_sensor"]
