"""Replay mode's system: responses frozen in a JSONL file, served instead of calling anything.

A first-class double of a system under test: the responses stage takes it like any adapter, and
what it serves keeps what was frozen — answers, contexts, latencies, errors — so downstream scores
are a pure function of the fixture.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from rageval_pipeline.core.adapters.base import AdapterAnswer, RAGAdapter
from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse
from rageval_pipeline.core.storage.replay import (
    load_frozen_responses,
    replay_responses,
)


class ReplayAdapter(RAGAdapter):
    """Frozen rows for every case × variant; a missing row becomes an error row naming the gap."""

    name = "replay"

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)

    def query(self, question: str, params: Mapping[str, Any]) -> AdapterAnswer:
        raise ConfigError("a replayed system answers only the questions it recorded, by case id",
                          path=self.path)

    def responses(self, cases: Sequence[EvalCase], variants: Sequence[str]) -> list[SystemResponse]:
        """The recorded response of each case × variant (cases in id order, variants sorted)."""
        return replay_responses(load_frozen_responses(self.path), cases, list(variants))

    def describe(self) -> dict[str, Any]:
        return {"adapter": self.name, "responses": self.path.name}
