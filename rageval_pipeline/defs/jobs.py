"""Jobs and the nightly schedule."""

from __future__ import annotations

import datetime as dt

from dagster import (
    AssetSelection,
    DefaultScheduleStatus,
    MultiPartitionKey,
    RunRequest,
    ScheduleEvaluationContext,
    define_asset_job,
    multiprocess_executor,
    schedule,
)

from rageval_pipeline.defs.partitions import suite_names

EVAL_GROUPS = ("dataset", "system", "scoring", "judging", "comparison", "reporting")


# Re-score stored responses (backfills): everything downstream of system_responses, never the system.
rescore = define_asset_job(
    "rescore_from_responses",
    selection=AssetSelection.assets("retrieval_scores", "judge_verdicts", "case_scores", "ab_comparison",
                                    "eval_report", "score_drift"),
    description="Re-compute scores, verdicts and reports from stored system_responses; calls no system.",
)

nightly_eval = define_asset_job(
    "nightly_eval",
    selection=AssetSelection.groups(*EVAL_GROUPS),
    description="The whole evaluation graph for one date × suite partition.",
)


@schedule(job=nightly_eval, cron_schedule="0 2 * * *", execution_timezone="UTC",
          default_status=DefaultScheduleStatus.STOPPED,
          description="02:00 UTC every day: yesterday's partition (the last complete day) for every suite.")
def nightly_eval_schedule(context: ScheduleEvaluationContext) -> list[RunRequest]:
    # Written out rather than built from the partitioned job: the date partitions end one day
    # ahead (so `rageval run` can evaluate today), and the nightly run must target yesterday.
    yesterday = (context.scheduled_execution_time.date() - dt.timedelta(days=1)).isoformat()
    return [
        RunRequest(run_key=f"{yesterday}|{suite}", partition_key=MultiPartitionKey({"date": yesterday, "suite": suite}))
        for suite in suite_names()
    ]


nightly_schedule = nightly_eval_schedule

multiprocess_eval = define_asset_job(
    "nightly_eval_multiprocess",
    selection=AssetSelection.groups(*EVAL_GROUPS),
    executor_def=multiprocess_executor.configured({"max_concurrent": 2}),
    description="Same graph, one process per step: proves steps share no in-process state.",
)

calibration_job = define_asset_job(
    "judge_calibration_job",
    selection=AssetSelection.assets("judge_calibration"),
    description="Measure the suite's judge against human labels (not part of the nightly run: ~1 min locally).",
)

online_quality_job = define_asset_job(
    "online_quality_job",
    selection=AssetSelection.assets("request_logs", "online_quality"),
    description="Zero-cost production quality signals over one day of request logs.",
)
