"""Build the system under test a suite names.

Each adapter's ``system.config`` is validated here, so a typo fails with the suite file and the
field. Secrets are resolved only now, at execution: header templates (``${RAG_API_TOKEN}``) expand
from the environment, ``--header`` flags arrive through ``RAGEVAL_CLI_HEADERS`` (set by the CLI in
its own process), ``RAG_AUTH_HEADER`` is read last — none of them is ever stored.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from typing import Any

import pyarrow as pa
from pydantic import BaseModel, ConfigDict, Field

from rageval_pipeline.core.adapters.base import RAGAdapter
from rageval_pipeline.core.embeddings import Embedder, embedder_by_name
from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.core.suites import Suite, system_config

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


def build_adapter(suite: Suite, *, corpus_index: pa.Table | None = None, embedder: Embedder | None = None) -> RAGAdapter:
    kind = suite.system.adapter
    if kind == "reference":
        from rageval_pipeline.core.adapters.reference import ReferenceAdapter
        from rageval_pipeline.core.retrieval.index import CorpusIndex
        from rageval_pipeline.core.retrieval.reference import ReferenceRAG

        if corpus_index is None or corpus_index.num_rows == 0:
            raise ConfigError("the reference system needs a built corpus_index", field="system.config.corpus")
        index = CorpusIndex.from_table(corpus_index)
        return ReferenceAdapter(ReferenceRAG(index, embedder or embedder_by_name(index.embedder_name)))
    if kind == "http":
        from rageval_pipeline.core.adapters.headers import resolve_headers
        from rageval_pipeline.core.adapters.http import HttpAdapter

        cfg: HttpSystemConfig = system_config(HttpSystemConfig, suite)
        headers = resolve_headers(cfg.headers, cli_headers(os.environ), os.environ)
        endpoint = expand_env(cfg.endpoint, os.environ, field="system.config.endpoint")
        # a little under the runner's own limit, so the adapter's clearer timeout error is the one recorded
        timeout = cfg.timeout or max(0.1, suite.execution.timeout_s * 0.95)
        return HttpAdapter(endpoint, headers=headers, timeout=timeout, request_template=cfg.request_template,
                           answer_path=cfg.answer_path, contexts_path=cfg.contexts_path,
                           citations_path=cfg.citations_path, max_connections=suite.execution.concurrency)
    if kind == "langchain":
        from rageval_pipeline.core.adapters.langchain import LangChainAdapter

        lc: LangChainSystemConfig = system_config(LangChainSystemConfig, suite)
        path, _, attr = lc.chain_path.rpartition(":")
        spec = f"{suite.resolve(path)}:{attr}" if path else lc.chain_path
        return LangChainAdapter.from_chain_path(spec, input_key=lc.input_key, page_offset=lc.page_offset)
    if kind == "llamaindex":
        from rageval_pipeline.core.adapters.llamaindex import LlamaIndexAdapter

        li: LlamaIndexSystemConfig = system_config(LlamaIndexSystemConfig, suite)
        return LlamaIndexAdapter.from_index_path(suite.resolve(li.index_path), similarity_top_k=li.similarity_top_k)
    raise ConfigError(f"unknown adapter {kind!r}", field="system.adapter")
