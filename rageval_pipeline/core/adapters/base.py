"""The contract every system under test is reached through.

Seed 002's contract is ``query(question) -> (answer, contexts | None)``; we keep that shape and
let adapters return richer context metadata (doc, pages, chunk, score) and citations when they
have them. ``params`` carries the variant's settings (seed 000: baseline vs full flags).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from rageval_pipeline.core.records.schemas import ContextChunk


class AdapterAnswer(BaseModel):
    """One answer of the system under test. ``contexts=None``: the system does not expose them."""

    model_config = ConfigDict(extra="forbid")

    answer: str
    contexts: list[ContextChunk] | None = None
    citations: list[str] = Field(default_factory=list)
    metadata: dict[str, Any] = Field(default_factory=dict)


class RAGAdapter(ABC):
    """A system under test. Implementations raise ``SystemUnderTestError`` (or let transport
    errors out) for a failed call; the runner retries, times and records them per case."""

    #: short name recorded on every response row (``reference``, ``http``, ``replay`` ...)
    name: str = "adapter"
    #: True when ``query`` itself gives up after the suite's timeout (e.g. an HTTP client timeout);
    #: the runner then calls it directly instead of watching it from a second thread
    enforces_timeout: bool = False

    @abstractmethod
    def query(self, question: str, params: Mapping[str, Any]) -> AdapterAnswer:
        """Answer ``question`` with the variant settings ``params``."""

    def describe(self) -> dict[str, Any]:
        """Non-secret configuration, hashed into the partition's provenance (drift: "system changed")."""
        return {"adapter": self.name}

    def close(self) -> None:
        """Release connections / models (default: nothing to release)."""
