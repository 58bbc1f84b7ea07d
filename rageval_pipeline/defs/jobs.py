"""A suite's jobs and nightly schedule, and the online job.

A Dagster job spans one partitions definition, and every suite has daily partitions of its own
(starting at its first day), so every suite has its own jobs — named after it, so they sort
together: ``<suite>__nightly_eval``, ``<suite>__rescore_from_responses``,
``<suite>__nightly_eval_multiprocess``, ``<suite>__judge_calibration_job`` — and its own schedule,
``<suite>__nightly_schedule``.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from dagster import (
    AssetSelection,
    DefaultScheduleStatus,
    RunRequest,
    ScheduleDefinition,
    ScheduleEvaluationContext,
    SkipReason,
    define_asset_job,
    multiprocess_executor,
    schedule,
)

from rageval_pipeline.defs.suite_scope import SuiteScope

if TYPE_CHECKING:  # what define_asset_job returns; Dagster does not export the name
    from dagster._core.definitions.unresolved_asset_job_definition import UnresolvedAssetJobDefinition

#: the nightly evaluation of one suite, upstream first
NIGHTLY_ASSETS = ("eval_cases", "corpus_index", "system_responses", "retrieval_scores", "judge_verdicts",
                  "case_scores", "ab_comparison", "eval_report", "score_drift")
#: everything downstream of what the system said: a re-score never calls the system
RESCORE_ASSETS = ("retrieval_scores", "judge_verdicts", "case_scores", "ab_comparison", "eval_report", "score_drift")


def suite_selection(scope: SuiteScope, assets: tuple[str, ...]) -> AssetSelection:
    """The suite's assets named ``assets``."""
    return AssetSelection.assets(*(scope.key(name) for name in assets))


def build_jobs(scope: SuiteScope) -> list[UnresolvedAssetJobDefinition]:
    """The suite's jobs: nightly (in-process), re-score, the same graph one process per step, and
    judge calibration. Their checks come with the assets they check."""
    name = scope.suite
    return [
        define_asset_job(scope.job_name("nightly_eval"), selection=suite_selection(scope, NIGHTLY_ASSETS),
                         description=f"Suite {name}: the whole evaluation graph for one date."),
        define_asset_job(scope.job_name("rescore_from_responses"), selection=suite_selection(scope, RESCORE_ASSETS),
                         description=f"Suite {name}: re-compute scores, verdicts and reports from stored "
                                     "system_responses; calls no system."),
        define_asset_job(scope.job_name("nightly_eval_multiprocess"), selection=suite_selection(scope, NIGHTLY_ASSETS),
                         executor_def=multiprocess_executor.configured({"max_concurrent": 2}),
                         description=f"Suite {name}: the nightly graph, one process per step (steps share no "
                                     "in-process state)."),
        define_asset_job(scope.job_name("judge_calibration_job"), selection=suite_selection(scope, ("judge_calibration",)),
                         description=f"Suite {name}: measure the suite's judge against human labels (not part of "
                                     "the nightly run: ~1 min locally)."),
    ]


def build_nightly_schedule(scope: SuiteScope, nightly: UnresolvedAssetJobDefinition) -> ScheduleDefinition:
    """02:00 UTC: yesterday's partition of the suite (stopped until someone turns it on)."""

    @schedule(job=nightly, name=scope.job_name("nightly_schedule"), cron_schedule="0 2 * * *",
              execution_timezone="UTC", default_status=DefaultScheduleStatus.STOPPED,
              description=f"02:00 UTC every day: suite {scope.suite} on yesterday (the last complete day).")
    def nightly_schedule(context: ScheduleEvaluationContext) -> RunRequest | SkipReason:
        # Written out rather than built from the partitioned job: the date partitions end one day
        # ahead (so `rageval run` can evaluate today), and the nightly run must target yesterday.
        yesterday = (context.scheduled_execution_time.date() - dt.timedelta(days=1)).isoformat()
        if yesterday < scope.start_date:
            return SkipReason(f"{yesterday} is before suite {scope.suite}'s first day {scope.start_date}")
        return RunRequest(run_key=yesterday, partition_key=yesterday)

    return nightly_schedule


online_quality_job = define_asset_job(
    "online_quality_job",
    selection=AssetSelection.assets("request_logs", "online_quality"),
    description="Zero-cost production quality signals over one day of request logs.",
)
