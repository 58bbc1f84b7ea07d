"""One suite's evaluation graph: what it is bound to, and which suites have one.

Every suite file in the project's suites folder — and every ad-hoc configuration `rageval run` has
evaluated — gets the whole evaluation graph of its own: asset keys prefixed by the suite
(``sample/eval_report``), one asset group per suite, one set of jobs and a nightly schedule, and
daily partitions that start at the suite's first day. So each suite's headline metrics are their
own dated series in the UI, and adding a suite file needs no code change.

A suite that declares ``execution.shards`` above 1 gets graph-backed ``system_responses`` and
``judge_verdicts`` (one step per case shard, then a merge); this too is read when the definitions
load, since it shapes the graph. How many shards a run uses is read when it runs.

A suite's first day is its ``start_date`` when the file declares one; otherwise its first run: the
earliest date that has a report in the run store (a native run or imported history), else
yesterday — the date the first nightly run evaluates. Dagster fixes partitions when it loads the
definitions, so this is read then; ``rageval run --date`` passes its date in (``include_dates``), so
a suite's first run may be on any earlier date and the partitions loaded afterwards start there.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from dagster import AssetIn, AssetKey, DailyPartitionsDefinition

from rageval_pipeline.core.config.settings import Settings
from rageval_pipeline.core.config.suites import (
    declared_shards,
    declared_start_date,
    discover_suites,
)
from rageval_pipeline.core.errors import ConfigError, StorageError
from rageval_pipeline.core.storage.store import SUMMARY_FILE, ReportStore, RunStore
from rageval_pipeline.defs.settings import adhoc_suites_dir

if TYPE_CHECKING:
    from rageval_pipeline.core.config.suites import Suite
    from rageval_pipeline.defs.resources import RagevalResource

_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def dagster_name(suite: str) -> str:
    """The suite's name where Dagster allows only ``[A-Za-z0-9_]`` (groups, jobs, schedules)."""
    return re.sub(r"[^A-Za-z0-9_]", "_", suite)


def suite_job_name(suite: str, job: str) -> str:
    """``sample`` + ``nightly_eval`` → ``sample__nightly_eval``: a suite's jobs sort together."""
    return f"{dagster_name(suite)}__{job}"


@dataclass(frozen=True)
class SuiteScope:
    """What one suite's graph is bound to: the suite, its first partition date, whether it is an
    ad-hoc configuration (its file lives in the ad-hoc folder, not the suites folder), and the case
    shards its file declares."""

    suite: str
    start_date: str
    adhoc: bool = False
    #: the suite file declares ``start_date`` (rather than starting at its first run)
    start_declared: bool = False
    #: ``execution.shards`` of the suite file when the definitions loaded
    shards: int = 1

    @property
    def sharded(self) -> bool:
        """Whether the expensive assets fan out over case shards (graph-backed) or are one step each."""
        return self.shards > 1

    @property
    def group(self) -> str:
        return dagster_name(self.suite)

    @cached_property
    def partitions(self) -> DailyPartitionsDefinition:
        # end_offset=1: today's partition exists, so `rageval run` can evaluate today; the nightly
        # schedule still targets yesterday (the last complete day)
        return DailyPartitionsDefinition(start_date=self.start_date, end_offset=1)

    def key(self, asset: str) -> AssetKey:
        return AssetKey([self.suite, asset])

    def ins(self, *assets: str) -> dict[str, AssetIn]:
        """Upstream assets of this suite, each bound to the parameter of its own name."""
        return {name: AssetIn(key=self.key(name)) for name in assets}

    def job_name(self, job: str) -> str:
        return suite_job_name(self.suite, job)

    def load(self, rageval: RagevalResource) -> Suite:
        """The suite, read from its file when a step runs (edits apply to the next run)."""
        return rageval.suite(self.suite, adhoc=self.adhoc)


def discover_scopes(settings: Settings, *, include_dates: Mapping[str, str] | None = None,
                    today: dt.date | None = None) -> list[SuiteScope]:
    """A scope for every suite file and every stored ad-hoc configuration, sorted by name.

    A project suite shadows an ad-hoc configuration of the same name. Two suites whose names differ
    only in ``-`` / ``_`` would share their Dagster names: that is a ConfigError naming the file.
    """
    files: dict[str, tuple[Path, bool]] = {}
    if settings.suites_dir.is_dir():
        files.update({name: (path, False) for name, path in discover_suites(settings.suites_dir).items()})
    adhoc = adhoc_suites_dir(settings.home, settings.state_dir)
    if adhoc.is_dir():
        for name, path in discover_suites(adhoc).items():
            files.setdefault(name, (path, True))
    reports = RunStore(settings.home, state_dir=settings.state_dir).reports
    yesterday = ((today or dt.datetime.now(dt.timezone.utc).date()) - dt.timedelta(days=1)).isoformat()
    scopes: list[SuiteScope] = []
    seen: dict[str, str] = {}
    for name, (path, is_adhoc) in sorted(files.items()):
        declared = declared_start_date(path)
        start = _start_date(name, path, declared, reports, (include_dates or {}).get(name), yesterday)
        scope = SuiteScope(name, start, adhoc=is_adhoc, start_declared=declared is not None,
                           shards=declared_shards(path))
        if scope.group in seen:
            raise ConfigError(f"suites {seen[scope.group]!r} and {name!r} differ only in '-' and '_', which Dagster "
                              f"names alike ({scope.group!r}): rename one", path=path)
        seen[scope.group] = name
        scopes.append(scope)
    return scopes


def _start_date(name: str, path: Path, declared: dt.date | None, reports: ReportStore, include: str | None,
                yesterday: str) -> str:
    if declared is not None:
        if include is not None and include < declared.isoformat():
            raise ConfigError(f"{include} is before the suite's start_date {declared.isoformat()}: move start_date "
                              "back to evaluate it", path=path, field="start_date")
        return declared.isoformat()
    known = [d for d in (first_report_date(reports, name), include) if d is not None]
    return min(known) if known else yesterday


def first_report_date(reports: ReportStore, suite: str) -> str | None:
    """The earliest date the suite has a ``summary.json`` for (a run or imported history), or None.
    Stops at the first one found: on an object store each look is a request."""
    folder = reports.root / suite
    try:
        if not folder.is_dir():
            return None
        dates = sorted(p.name for p in folder.iterdir() if _DATE.match(p.name))
        return next((d for d in dates if (folder / d / SUMMARY_FILE).exists()), None)
    except OSError as exc:
        raise StorageError(f"could not list reports: {exc}", path=folder) from exc


__all__ = ["SuiteScope", "dagster_name", "discover_scopes", "first_report_date", "suite_job_name"]
