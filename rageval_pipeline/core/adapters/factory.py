"""The adapter registry: each system kind a suite may name, its ``system.config`` model and its builder.

A suite's ``system.adapter`` and ``system.config`` are validated against this registry when the
suite loads, so a typo fails at once with the suite file, the field and the supported names — not
at the end of a run. A new kind of system is one adapter module plus one entry in ``ADAPTERS``. Secrets are resolved only now, at execution: header templates (``${RAG_API_TOKEN}``) expand
from the environment, ``--header`` flags arrive through ``RAGEVAL_CLI_HEADERS`` (set by the CLI in
its own process), ``RAG_AUTH_HEADER`` is read last — none of them is ever stored.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import pyarrow as pa
from pydantic import BaseModel, ConfigDict, Field

from rageval_pipeline.core.adapters.base import RAGAdapter
from rageval_pipeline.core.config.suites import Suite, system_config
from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.core.retrieval.embeddings import Embedder, embedder_by_name

CLI_HEADERS_ENV = "RAGEVAL_CLI_HEADERS"


class _Config(BaseModel):
    model_config = ConfigDict(extra="forbid")


class HttpSystemConfig(_Config):
    endpoint: str
    headers: dict[str, str] = Field(default_factory=dict)
    timeout: float | None = Field(default=None, gt=0)
    request_template: dict[str, Any] | None = None
    #: dotted JSON paths into the reply; unset = auto-detect (see adapters/response_contract.py)
    answer_path: str | None = None
    contexts_path: str | None = None
    citations_path: str | None = None
    #: added to each context's ``page`` (1 for 0-based loaders such as LangChain's PyPDFLoader)
    page_offset: int = Field(default=0, ge=0, le=1)


class LangChainSystemConfig(_Config):
    chain_path: str
    input_key: str | None = None
    page_offset: int = 0


class ReferenceSystemConfig(_Config):
    """``system.config`` of a suite whose adapter is ``reference`` (the bundled hybrid RAG)."""

    corpus: str
    embedder: str = "all-MiniLM-L6-v2"
    chunk_words: int = Field(default=120, ge=20, le=2000)
    overlap_words: int = Field(default=20, ge=0, le=500)


def reference_config(suite: Suite) -> ReferenceSystemConfig:
    return system_config(ReferenceSystemConfig, suite)


class LlamaIndexSystemConfig(_Config):
    index_path: str
    similarity_top_k: int = Field(default=4, ge=1)


def cli_headers(env: Mapping[str, str]) -> list[str]:
    raw = env.get(CLI_HEADERS_ENV)
    if not raw:
        return []
    try:
        headers = json.loads(raw)
    except json.JSONDecodeError:
        raise ConfigError(f"${CLI_HEADERS_ENV} must hold a JSON list of 'Name: value' strings") from None
    if not isinstance(headers, list) or not all(isinstance(h, str) for h in headers):
        raise ConfigError(f"${CLI_HEADERS_ENV} must hold a JSON list of 'Name: value' strings")
    return headers


_VAR = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")


def expand_env(text: str, env: Mapping[str, str], *, field: str) -> str:
    """``${VAR}`` from the environment (an endpoint may carry a token); a missing one names the
    variable and the field, never a value."""
    def sub(match: re.Match[str]) -> str:
        name = match.group(1)
        if not env.get(name):
            raise ConfigError(f"environment variable ${{{name}}} is not set", field=field)
        return env[name]

    return _VAR.sub(sub, text)


@dataclass(frozen=True)
class AdapterInputs:
    """What a builder may use besides the suite: the reference system's built index and embedder."""

    corpus_index: pa.Table | None = None
    embedder: Embedder | None = None


@dataclass(frozen=True)
class AdapterKind:
    name: str
    summary: str
    config: type[_Config]
    build: Callable[[Suite, AdapterInputs], RAGAdapter]


def _reference(suite: Suite, inputs: AdapterInputs) -> RAGAdapter:
    from rageval_pipeline.core.adapters.reference import ReferenceAdapter
    from rageval_pipeline.core.retrieval.index import CorpusIndex
    from rageval_pipeline.core.retrieval.reference import ReferenceRAG

    if inputs.corpus_index is None or inputs.corpus_index.num_rows == 0:
        raise ConfigError("the reference system needs a built corpus_index", field="system.config.corpus")
    index = CorpusIndex.from_table(inputs.corpus_index)
    return ReferenceAdapter(ReferenceRAG(index, inputs.embedder or embedder_by_name(index.embedder_name)))


def _http(suite: Suite, inputs: AdapterInputs) -> RAGAdapter:
    from rageval_pipeline.core.adapters.headers import resolve_headers
    from rageval_pipeline.core.adapters.http import HttpAdapter

    cfg = system_config(HttpSystemConfig, suite)
    headers = resolve_headers(cfg.headers, cli_headers(os.environ), os.environ)
    endpoint = expand_env(cfg.endpoint, os.environ, field="system.config.endpoint")
    # a little under the runner's own limit, so the adapter's clearer timeout error is the one recorded
    timeout = cfg.timeout or max(0.1, suite.execution.timeout_s * 0.95)
    return HttpAdapter(endpoint, headers=headers, timeout=timeout, request_template=cfg.request_template,
                       answer_path=cfg.answer_path, contexts_path=cfg.contexts_path,
                       citations_path=cfg.citations_path, max_connections=suite.execution.concurrency,
                       page_offset=cfg.page_offset)


def _langchain(suite: Suite, inputs: AdapterInputs) -> RAGAdapter:
    from rageval_pipeline.core.adapters.langchain import LangChainAdapter

    cfg = system_config(LangChainSystemConfig, suite)
    path, _, attr = cfg.chain_path.rpartition(":")
    spec = f"{suite.resolve(path)}:{attr}" if path else cfg.chain_path
    return LangChainAdapter.from_chain_path(spec, input_key=cfg.input_key, page_offset=cfg.page_offset)


def _llamaindex(suite: Suite, inputs: AdapterInputs) -> RAGAdapter:
    from rageval_pipeline.core.adapters.llamaindex import LlamaIndexAdapter

    cfg = system_config(LlamaIndexSystemConfig, suite)
    return LlamaIndexAdapter.from_index_path(suite.resolve(cfg.index_path), similarity_top_k=cfg.similarity_top_k)


ADAPTERS: dict[str, AdapterKind] = {kind.name: kind for kind in (
    AdapterKind("reference", "the bundled hybrid BM25 + FAISS RAG over a corpus folder", ReferenceSystemConfig,
                _reference),
    AdapterKind("http", "your system behind an HTTP endpoint (POST a question, read answer and contexts)",
                HttpSystemConfig, _http),
    AdapterKind("langchain", "a LangChain runnable imported from 'module.py:attribute'", LangChainSystemConfig,
                _langchain),
    AdapterKind("llamaindex", "a persisted LlamaIndex index folder, queried in process", LlamaIndexSystemConfig,
                _llamaindex),
)}
ADAPTER_NAMES: tuple[str, ...] = tuple(ADAPTERS)


def adapter_kind(name: str) -> AdapterKind:
    """The registered kind ``name``; an unknown one names every supported kind."""
    if name not in ADAPTERS:
        raise ConfigError(f"unknown adapter {name!r}; supported: {', '.join(ADAPTER_NAMES)}", field="system.adapter")
    return ADAPTERS[name]


def validate_system(suite: Suite) -> None:
    """Check ``system.adapter`` and ``system.config`` when the suite loads (a replayed suite calls
    no system, so its config is not needed)."""
    kind = adapter_kind(suite.system.adapter)
    if suite.mode == "live":
        system_config(kind.config, suite)


def build_adapter(suite: Suite, *, corpus_index: pa.Table | None = None, embedder: Embedder | None = None) -> RAGAdapter:
    """The system under test of ``suite``: its recorded responses in replay mode, else the registered kind."""
    if suite.mode == "replay":
        from rageval_pipeline.core.adapters.replay import ReplayAdapter

        if suite.replay is None:
            raise ConfigError("replay needs a replay section naming the frozen responses file",
                              path=f"{suite.name}.yaml", field="replay.responses")
        return ReplayAdapter(suite.resolve(suite.replay.responses))
    return adapter_kind(suite.system.adapter).build(suite, AdapterInputs(corpus_index=corpus_index, embedder=embedder))
