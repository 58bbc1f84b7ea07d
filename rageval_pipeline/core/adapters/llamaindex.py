"""Evaluate a persisted LlamaIndex index (seed 002: ``--adapter llamaindex --index-path DIR``).

The index folder is what ``index.storage_context.persist(persist_dir=DIR)`` wrote; it is loaded
with ``StorageContext.from_defaults(persist_dir=DIR)`` + ``load_index_from_storage`` and asked
through ``index.as_query_engine()``. Contexts come from ``response.source_nodes``.

LlamaIndex falls back to OpenAI for both the LLM and the embedding model when none is given,
which would send the eval set to a paid API (or crash offline). This adapter therefore never
reads the global ``Settings``: it passes an embedding model and an LLM explicitly, defaulting
to local, offline ones —

- embedding: :func:`hashing_embedding`, a ``BaseEmbedding`` over
  :class:`~rageval_pipeline.core.retrieval.embeddings.HashingEmbedder` (deterministic, model-free). The
  query must be embedded by the model that built the index, so an index built with another
  model needs that model passed as ``embed_model``;
- LLM: ``MockLLM``, whose answers are placeholders: with it only the retrieval and context
  metrics mean something. Pass a real ``llm`` to evaluate answers.

A variant's params may set ``similarity_top_k`` and ``response_mode``; anything else is refused
(a typo would otherwise evaluate the defaults under the variant's name).

llama-index-core is an optional extra, imported only when this adapter is used.
"""

from __future__ import annotations

import logging
import math
import threading
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from rageval_pipeline.core.adapters.base import AdapterAnswer, RAGAdapter
from rageval_pipeline.core.errors import ConfigError, SystemUnderTestError
from rageval_pipeline.core.records.schemas import ContextChunk
from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder

log = logging.getLogger(__name__)

INSTALL_HINT = "pip install 'rageval_pipeline[llamaindex]'"
DEFAULT_TOP_K = 4
#: MockLLM answers with this many placeholder tokens; an echo of the prompt (its default) would
#: contain the retrieved text verbatim and score as perfectly faithful
MOCK_LLM_TOKENS = 16
PARAM_NAMES = ("similarity_top_k", "response_mode")

#: deterministic failures: a retry would fail the same way
PROGRAMMING_ERRORS: tuple[type[BaseException], ...] = (
    TypeError, AttributeError, NameError, KeyError, IndexError, ImportError, NotImplementedError, ValueError,
)


def _require_llama_index() -> None:
    try:
        import llama_index.core  # noqa: F401
    except ImportError:
        raise ConfigError(f"the llamaindex adapter needs llama-index-core; install it with: {INSTALL_HINT}",
                          field="adapter") from None


@cache
def _hashing_embedding_class() -> type:
    """Built on first use: the base class lives in the optional llama-index-core package."""
    from llama_index.core.base.embeddings.base import BaseEmbedding
    from pydantic import PrivateAttr

    class HashingLlamaEmbedding(BaseEmbedding):
        """LlamaIndex embedding backed by rageval's deterministic HashingEmbedder."""

        _embedder: HashingEmbedder = PrivateAttr()

        def __init__(self, dim: int = 256, **kwargs: Any) -> None:
            super().__init__(model_name=f"{HashingEmbedder.name}-{dim}", **kwargs)
            self._embedder = HashingEmbedder(dim=dim)

        @classmethod
        def class_name(cls) -> str:
            return "HashingLlamaEmbedding"

        def _vector(self, text: str) -> list[float]:
            return [float(x) for x in self._embedder.embed([text])[0]]

        def _get_query_embedding(self, query: str) -> list[float]:
            return self._vector(query)

        def _get_text_embedding(self, text: str) -> list[float]:
            return self._vector(text)

        def _get_text_embeddings(self, texts: list[str]) -> list[list[float]]:
            return [[float(x) for x in row] for row in self._embedder.embed(list(texts))]

        async def _aget_query_embedding(self, query: str) -> list[float]:
            return self._vector(query)

    return HashingLlamaEmbedding


def hashing_embedding(dim: int = 256) -> Any:
    """A LlamaIndex ``BaseEmbedding`` over :class:`HashingEmbedder` (build indexes with it too)."""
    _require_llama_index()
    return _hashing_embedding_class()(dim=dim)


def mock_llm(max_tokens: int | None = MOCK_LLM_TOKENS) -> Any:
    """LlamaIndex's offline ``MockLLM`` (placeholder answers)."""
    _require_llama_index()
    from llama_index.core.llms import MockLLM

    return MockLLM(max_tokens=max_tokens)


def _page(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None  # roman numerals and other printed labels are not page numbers


def node_to_chunk(node_with_score: Any, rank: int) -> ContextChunk:
    """A ``NodeWithScore`` as a :class:`ContextChunk`.

    doc_id: metadata ``doc_id``, else ``file_name``, else the node's ``ref_doc_id``; pages from
    ``start_page``/``end_page`` or the numeric ``page_label`` (SimpleDirectoryReader's PDF pages,
    1-based); chunk_id is the node id; score the similarity.
    """
    node = node_with_score.node
    meta = dict(getattr(node, "metadata", None) or {})
    text = node.get_content()
    doc_id = meta.get("doc_id") or meta.get("file_name") or getattr(node, "ref_doc_id", None)
    start = _page(meta.get("start_page"))
    if start is None:
        start = _page(meta.get("page_label"))
    end = _page(meta.get("end_page"))
    end = end if end is not None else start
    score = node_with_score.score
    if isinstance(score, bool) or not isinstance(score, int | float) or not math.isfinite(score):
        score = None
    return ContextChunk(
        text=text,
        doc_id=str(doc_id) if doc_id is not None else None,
        chunk_id=str(node.node_id) if getattr(node, "node_id", None) else None,
        start_page=start,
        end_page=end,
        score=float(score) if score is not None else None,
        rank=rank,
        retrieval_method="llamaindex",
    )


class LlamaIndexAdapter(RAGAdapter):
    """Queries a LlamaIndex index through its query engine, with an explicit LLM and embedding."""

    name = "llamaindex"

    def __init__(
        self,
        index: Any,
        *,
        similarity_top_k: int = DEFAULT_TOP_K,
        llm: Any | None = None,
        response_mode: str | None = None,
        source: str | None = None,
        embed_model_name: str | None = None,
    ) -> None:
        _require_llama_index()
        if isinstance(similarity_top_k, bool) or not isinstance(similarity_top_k, int) or similarity_top_k < 1:
            raise ConfigError(f"similarity_top_k must be an integer >= 1, got {similarity_top_k!r}",
                              field="similarity_top_k")
        self.index = index
        self.similarity_top_k = similarity_top_k
        self.response_mode = response_mode
        self.source = source
        self.embed_model_name = embed_model_name
        if llm is None:
            log.warning("llamaindex adapter: no LLM given, answers are MockLLM placeholders; "
                        "only retrieval and context metrics are meaningful")
            llm = mock_llm()
        self.llm = llm
        self._engines: dict[tuple[int, str | None], Any] = {}
        self._lock = threading.Lock()

    @classmethod
    def from_index_path(
        cls,
        path: str | Path,
        *,
        similarity_top_k: int = DEFAULT_TOP_K,
        embed_model: Any | None = None,
        llm: Any | None = None,
        index_id: str | None = None,
        response_mode: str | None = None,
    ) -> LlamaIndexAdapter:
        """Load the index persisted in ``path`` (a folder with ``docstore.json`` ...)."""
        _require_llama_index()
        from llama_index.core import StorageContext, load_index_from_storage

        folder = Path(path).expanduser()
        if not folder.is_dir():
            raise ConfigError(f"index folder {str(folder)!r} does not exist", field="index_path")
        if not (folder / "docstore.json").is_file():
            raise ConfigError(f"{str(folder)!r} is not a persisted LlamaIndex index (no docstore.json)",
                              field="index_path")
        embed = embed_model if embed_model is not None else hashing_embedding()
        try:
            storage = StorageContext.from_defaults(persist_dir=str(folder))
            index = load_index_from_storage(storage, index_id=index_id, embed_model=embed)
        except Exception as exc:  # noqa: BLE001 - any load failure is a configuration problem
            raise ConfigError(f"loading the index in {str(folder)!r} failed: {exc.__class__.__name__}: {exc}",
                              field="index_path") from exc
        return cls(index, similarity_top_k=similarity_top_k, llm=llm, response_mode=response_mode,
                   source=str(folder), embed_model_name=getattr(embed, "model_name", type(embed).__name__))

    def _resolve(self, params: Mapping[str, Any]) -> tuple[int, str | None]:
        unknown = sorted(set(params) - set(PARAM_NAMES))
        if unknown:
            raise SystemUnderTestError(f"unknown parameter(s) {unknown} for the llamaindex system; "
                                       f"known: {list(PARAM_NAMES)}", system=self.name, retryable=False)
        top_k = params.get("similarity_top_k", self.similarity_top_k)
        if isinstance(top_k, bool) or not isinstance(top_k, int) or top_k < 1:
            raise SystemUnderTestError(f"parameter 'similarity_top_k' must be an integer >= 1, got {top_k!r}",
                                       system=self.name, retryable=False)
        mode = params.get("response_mode", self.response_mode)
        if mode is not None and not isinstance(mode, str):
            raise SystemUnderTestError(f"parameter 'response_mode' must be a string, got {mode!r}",
                                       system=self.name, retryable=False)
        return top_k, mode

    def _engine(self, key: tuple[int, str | None]) -> Any:
        """One query engine per (top_k, response_mode), built once and reused across threads."""
        with self._lock:
            engine = self._engines.get(key)
            if engine is None:
                kwargs: dict[str, Any] = {"llm": self.llm, "similarity_top_k": key[0]}
                if key[1] is not None:
                    kwargs["response_mode"] = key[1]
                try:
                    engine = self.index.as_query_engine(**kwargs)
                except (ValueError, TypeError) as exc:
                    raise SystemUnderTestError(f"cannot build the query engine: {exc}", system=self.name,
                                               retryable=False) from exc
                self._engines[key] = engine
            return engine

    def query(self, question: str, params: Mapping[str, Any]) -> AdapterAnswer:
        key = self._resolve(params)
        engine = self._engine(key)
        try:
            response = engine.query(question)
        except PROGRAMMING_ERRORS as exc:
            raise SystemUnderTestError(f"query engine raised {exc.__class__.__name__}: {exc}", system=self.name,
                                       retryable=False) from exc
        except Exception as exc:  # noqa: BLE001 - a remote LLM's failures are usually transient
            raise SystemUnderTestError(f"query engine raised {exc.__class__.__name__}: {exc}", system=self.name,
                                       retryable=True) from exc
        answer = getattr(response, "response", None)
        nodes = getattr(response, "source_nodes", None)
        contexts = None if nodes is None else [node_to_chunk(n, i + 1) for i, n in enumerate(nodes)]
        return AdapterAnswer(
            answer=answer if isinstance(answer, str) else "",
            contexts=contexts,
            metadata={"similarity_top_k": key[0], "response_mode": key[1], "llm": type(self.llm).__name__},
        )

    def describe(self) -> dict[str, Any]:
        return {
            "adapter": self.name,
            "index": self.source,
            "similarity_top_k": self.similarity_top_k,
            "response_mode": self.response_mode,
            "llm": type(self.llm).__name__,
            "embed_model": self.embed_model_name,
        }


__all__ = ["DEFAULT_TOP_K", "INSTALL_HINT", "LlamaIndexAdapter", "hashing_embedding", "mock_llm", "node_to_chunk"]
