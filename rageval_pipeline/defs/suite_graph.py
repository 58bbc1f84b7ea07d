"""The asset factory: one suite's whole evaluation graph, its checks, jobs and schedule.

``build_suite_graph(scope)`` calls one builder per asset with the suite's :class:`SuiteScope`
(key prefix, group, daily partitions); ``build_definitions`` calls it for every suite it finds.
A builder may be replaced by another shape of the same asset (for example a graph-backed asset
that fans a stage out over case shards) without touching the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from typing import TYPE_CHECKING

from dagster import AssetChecksDefinition, AssetsDefinition, ScheduleDefinition

from rageval_pipeline.defs.assets.calibration import build_judge_calibration
from rageval_pipeline.defs.assets.cases import build_eval_cases
from rageval_pipeline.defs.assets.comparison import build_ab_comparison
from rageval_pipeline.defs.assets.corpus import build_corpus_index
from rageval_pipeline.defs.assets.drift import build_score_drift
from rageval_pipeline.defs.assets.report import build_eval_report
from rageval_pipeline.defs.assets.responses import build_system_responses
from rageval_pipeline.defs.assets.scores import build_case_scores, build_retrieval_scores
from rageval_pipeline.defs.assets.verdicts import build_judge_verdicts
from rageval_pipeline.defs.checks import build_checks
from rageval_pipeline.defs.jobs import build_jobs, build_nightly_schedule
from rageval_pipeline.defs.suite_scope import SuiteScope

if TYPE_CHECKING:  # what define_asset_job returns; Dagster does not export the name
    from dagster._core.definitions.unresolved_asset_job_definition import UnresolvedAssetJobDefinition

AssetBuilder = Callable[[SuiteScope], AssetsDefinition]

#: a suite's assets, upstream first; judge_calibration runs on its own job, not nightly
ASSET_BUILDERS: tuple[AssetBuilder, ...] = (
    build_eval_cases, build_corpus_index, build_system_responses, build_retrieval_scores, build_judge_verdicts,
    build_case_scores, build_ab_comparison, build_eval_report, build_score_drift, build_judge_calibration,
)


@dataclass(frozen=True)
class SuiteGraph:
    scope: SuiteScope
    assets: Sequence[AssetsDefinition]
    checks: Sequence[AssetChecksDefinition]
    jobs: Sequence["UnresolvedAssetJobDefinition"]
    schedules: Sequence[ScheduleDefinition]

    @property
    def assets_and_checks(self) -> list[AssetsDefinition | AssetChecksDefinition]:
        """What ``materialize`` takes to run the suite's graph in a test or a notebook."""
        return [*self.assets, *self.checks]


def build_suite_graph(scope: SuiteScope) -> SuiteGraph:
    jobs = build_jobs(scope)
    return SuiteGraph(scope=scope, assets=[build(scope) for build in ASSET_BUILDERS], checks=build_checks(scope),
                      jobs=jobs, schedules=[build_nightly_schedule(scope, jobs[0])])


__all__ = ["ASSET_BUILDERS", "SuiteGraph", "build_suite_graph"]
