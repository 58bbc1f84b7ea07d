from __future__ import annotations

import threading
from collections.abc import Mapping
from typing import Any, ClassVar

import pyarrow as pa
import pytest

from rageval_pipeline.core.adapters.base import AdapterAnswer, RAGAdapter
from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.defs.resources import SystemResource
from rageval_pipeline_tests.support.tiny_project import write_tiny_project


@pytest.fixture
def tiny(tmp_path, monkeypatch):
    paths = write_tiny_project(tmp_path)
    monkeypatch.setenv("RAGEVAL_HOME", str(paths["home"]))
    monkeypatch.setenv("RAGEVAL_SUITES_DIR", str(paths["suites"]))
    return paths


class CountingSystem(SystemResource):
    """The real reference system, wrapped to count every call the pipeline makes to it."""

    calls: ClassVar[list[tuple[str, str]]] = []
    lock: ClassVar[threading.Lock] = threading.Lock()

    def build(self, suite: Suite, corpus_index: pa.Table | None) -> RAGAdapter:
        inner = super().build(suite, corpus_index)
        calls, lock = CountingSystem.calls, CountingSystem.lock

        class Counting(RAGAdapter):
            name = inner.name

            def query(self, question: str, params: Mapping[str, Any]) -> AdapterAnswer:
                with lock:
                    calls.append((question, str(params.get("mode"))))
                return inner.query(question, params)

        return Counting()


@pytest.fixture
def counting_system():
    CountingSystem.calls.clear()
    return CountingSystem()
