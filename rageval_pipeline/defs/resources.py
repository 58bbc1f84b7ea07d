"""Resources: where suites and state live, and how a suite's system and judge are built.

System and judge builders are resources so tests (and teams) can swap them: a subclass of
``SystemResource`` that returns a counting fake adapter proves a backfill never calls the system.

The Anthropic key is read from the environment variable the suite names *when a step executes*,
so it never enters run config, the event log, Parquet or reports; without it the suite's
``judge.kind: auto`` falls back to the offline local judge.
"""

from __future__ import annotations

import os
from pathlib import Path

import pyarrow as pa
from dagster import ConfigurableResource

from rageval_pipeline.core.adapters.base import RAGAdapter
from rageval_pipeline.core.adapters.factory import build_adapter
from rageval_pipeline.core.config.suites import Suite, discover_suites, load_suite
from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.core.judges.base import Judge, PairwiseJudge
from rageval_pipeline.core.judges.factory import judge_for_suite, pairwise_for_suite
from rageval_pipeline.core.storage.store import ReportStore, RunStore
from rageval_pipeline.defs.settings import adhoc_suites_dir


class RagevalResource(ConfigurableResource):
    """``suites_dir``: suite YAML files; ``home``: folder or URL for everything a run writes;
    ``state_dir``: local checkpoints and caches when ``home`` is remote (see ``core.store``)."""

    suites_dir: str
    home: str
    state_dir: str | None = None

    @property
    def store(self) -> RunStore:
        return RunStore(self.home, state_dir=self.state_dir)

    def suite(self, name: str, *, adhoc: bool = False) -> Suite:
        """The suite ``name`` from the suites folder, or (``adhoc``) the configuration `rageval run`
        built from flags / eval-config.yaml under that name."""
        folder = adhoc_suites_dir(self.home, self.state_dir) if adhoc else Path(self.suites_dir)
        found = discover_suites(folder) if folder.is_dir() or not adhoc else {}
        if name not in found:
            if adhoc:
                raise ConfigError(f"no ad-hoc configuration named {name!r} has been run here (`rageval run` with "
                                  "flags or --config writes it)", path=folder)
            raise ConfigError(f"no suite named {name!r}; known: {sorted(found)}", path=self.suites_dir)
        return load_suite(found[name])

    @property
    def cache_dir(self) -> Path:
        return self.store.cache_dir

    @property
    def reports_root(self) -> ReportStore:
        return self.store.reports

    def checkpoint_path(self, asset: str, date: str, suite: str, fingerprint: str) -> Path:
        return self.store.checkpoint_path(asset, date, suite, fingerprint)


class SystemResource(ConfigurableResource):
    """Builds the adapter of the system under test for a suite."""

    def build(self, suite: Suite, corpus_index: pa.Table | None) -> RAGAdapter:
        return build_adapter(suite, corpus_index=corpus_index)


class JudgeResource(ConfigurableResource):
    """Builds the suite's judge. ``base_url`` overrides the suite's (a gateway, or a test server)."""

    base_url: str | None = None

    def build(self, suite: Suite, cache_dir: Path) -> Judge:
        return judge_for_suite(suite, api_key=os.environ.get(suite.judge.api_key_env) or None,
                               cache_path=cache_dir / "judge_calls.sqlite", base_url=self.base_url)

    def build_pairwise(self, suite: Suite, cache_dir: Path) -> PairwiseJudge | None:
        """The side-by-side Claude judge for the suite's A/B, or ``None`` (compare verdicts)."""
        return pairwise_for_suite(suite, api_key=os.environ.get(suite.judge.api_key_env) or None,
                                  cache_path=cache_dir / "judge_calls.sqlite", base_url=self.base_url)
