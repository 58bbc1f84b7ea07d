"""Jobs and the nightly schedule."""

from __future__ import annotations

from dagster import (
    AssetSelection,
    DefaultScheduleStatus,
    build_schedule_from_partitioned_job,
    define_asset_job,
    multiprocess_executor,
)

EVAL_GROUPS = ("dataset", "system", "scoring", "judging", "reporting")

nightly_eval = define_asset_job(
    "nightly_eval",
    selection=AssetSelection.groups(*EVAL_GROUPS),
    description="The whole evaluation graph for one date × suite partition.",
)

# Re-score stored responses (backfills): everything downstream of system_responses, never the system.
rescore = define_asset_job(
    "rescore_from_responses",
    selection=AssetSelection.assets("retrieval_scores", "judge_verdicts", "case_scores", "eval_report"),
    description="Re-compute scores, verdicts and reports from stored system_responses; calls no system.",
)

nightly_schedule = build_schedule_from_partitioned_job(
    nightly_eval, hour_of_day=2, minute_of_hour=0, default_status=DefaultScheduleStatus.STOPPED,
    description="02:00 every day: yesterday's partition for every suite.",
)

multiprocess_eval = define_asset_job(
    "nightly_eval_multiprocess",
    selection=AssetSelection.groups(*EVAL_GROUPS),
    executor_def=multiprocess_executor.configured({"max_concurrent": 2}),
    description="Same graph, one process per step: proves steps share no in-process state.",
)
