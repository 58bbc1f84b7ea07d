"""Evaluate a LangChain RAG chain (any ``Runnable``) in-process.

Seed 002's CLI names a chain as ``--chain-path "path/to/rag.py:chain"``.
:meth:`LangChainAdapter.from_chain_path` loads that file **by executing it** — whatever the
file does at import time runs with this process's permissions and environment (API keys
included). That is the trust boundary: only point it at code you would run yourself.

The chain is invoked with the question as a plain string, or as ``{input_key: question}`` when
``input_key`` is set (``"question"``, ``"input"`` ...). A variant's params reach the chain as
``config={"configurable": params}``, LangChain's own mechanism for run-time switches
(``configurable_fields`` / ``configurable_alternatives``).

The output may be a string, a chat message (``AIMessage``: its ``.content``), or a dict holding
the answer under ``answer`` / ``result`` / ``output`` and the retrieved ``Document`` s under
``context`` / ``source_documents`` / ``documents`` (the keys of ``create_retrieval_chain``,
``RetrievalQA`` and hand-written LCEL chains). No documents key → ``contexts=None``: the chain
does not expose them and context metrics are skipped rather than scored as failures.

langchain-core is an optional extra, imported only when this adapter is used.
"""

from __future__ import annotations

import hashlib
import importlib.util
import logging
import math
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from rageval_pipeline.core.adapters.base import AdapterAnswer, RAGAdapter
from rageval_pipeline.core.errors import ConfigError, SystemUnderTestError
from rageval_pipeline.core.records.schemas import ContextChunk

log = logging.getLogger(__name__)

INSTALL_HINT = "pip install 'rageval_pipeline[langchain]'"
ANSWER_KEYS: tuple[str, ...] = ("answer", "result", "output")
CONTEXT_KEYS: tuple[str, ...] = ("context", "source_documents", "documents")

#: exceptions that are bugs in the chain's code: a retry would fail the same way
PROGRAMMING_ERRORS: tuple[type[BaseException], ...] = (
    TypeError, AttributeError, NameError, KeyError, IndexError, ImportError, NotImplementedError,
)


def _require_langchain() -> Any:
    try:
        import langchain_core.runnables as runnables
    except ImportError:
        raise ConfigError(f"the langchain adapter needs langchain-core; install it with: {INSTALL_HINT}",
                          field="adapter") from None
    return runnables


def load_object(spec: str, *, field: str = "chain_path") -> Any:
    """Execute the Python file of ``"path/to/file.py:attribute"`` and return the attribute.

    The file is loaded under a private module name derived from its absolute path (two
    ``rag.py`` files never collide, and nothing named like a real package is shadowed). Its
    folder is on ``sys.path`` while it executes, so it can import its sibling modules.
    """
    path_text, sep, attribute = spec.rpartition(":")
    if not sep or not path_text or not attribute:
        raise ConfigError(f"expected 'path/to/file.py:attribute', got {spec!r}", field=field)
    path = Path(path_text).expanduser()
    if not path.is_file():
        raise ConfigError(f"chain file {str(path)!r} does not exist", field=field)
    resolved = path.resolve()
    module_name = "rageval_user_" + hashlib.sha256(str(resolved).encode()).hexdigest()[:12]
    module_spec = importlib.util.spec_from_file_location(module_name, resolved)
    if module_spec is None or module_spec.loader is None:
        raise ConfigError(f"{str(path)!r} cannot be loaded as a Python module", field=field)
    module = importlib.util.module_from_spec(module_spec)
    folder = str(resolved.parent)
    added = folder not in sys.path
    if added:
        sys.path.insert(0, folder)
    sys.modules[module_name] = module  # dataclasses / pydantic models in the file look it up
    try:
        module_spec.loader.exec_module(module)
    except Exception as exc:
        sys.modules.pop(module_name, None)
        raise ConfigError(f"executing {str(path)!r} failed: {exc.__class__.__name__}: {exc}", field=field) from exc
    finally:
        if added:
            try:
                sys.path.remove(folder)
            except ValueError:
                pass  # the user's module removed it itself
    current: Any = module
    for part in attribute.split("."):
        if not hasattr(current, part):
            available = sorted(n for n in vars(module) if not n.startswith("_"))
            raise ConfigError(f"{str(path)!r} has no attribute {attribute!r}; it defines {available}", field=field)
        current = getattr(current, part)
    return current


def _message_text(content: Any) -> str | None:
    """A chat message's ``content``: a string, or a list of text blocks joined."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts: list[str] = []
        for block in content:
            if isinstance(block, str):
                parts.append(block)
            elif isinstance(block, Mapping) and block.get("type") == "text" and isinstance(block.get("text"), str):
                parts.append(block["text"])
        return "".join(parts)
    return None


def _as_int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def document_to_chunk(doc: Any, rank: int, *, page_offset: int = 0) -> ContextChunk:
    """A LangChain ``Document`` (or a plain string) as a :class:`ContextChunk`.

    Metadata read: ``doc_id`` or else ``source`` → doc_id; ``start_page``/``end_page``, or
    ``page`` (+ ``page_offset``: PyPDFLoader's ``page`` is 0-based, so pass 1 for it);
    ``chunk_id`` or the Document's ``id``; ``score`` or ``relevance_score``.
    """
    if isinstance(doc, str):
        return ContextChunk(text=doc, rank=rank)
    text = getattr(doc, "page_content", None)
    if not isinstance(text, str):
        raise TypeError(f"expected a Document with page_content, got {type(doc).__name__}")
    meta = getattr(doc, "metadata", None) or {}
    doc_id = meta.get("doc_id") if meta.get("doc_id") is not None else meta.get("source")
    page = _as_int(meta.get("page"))
    page = page + page_offset if page is not None else None
    start = _as_int(meta.get("start_page"))
    end = _as_int(meta.get("end_page"))
    start = start if start is not None else page
    end = end if end is not None else start
    chunk_id = meta.get("chunk_id") if meta.get("chunk_id") is not None else getattr(doc, "id", None)
    score = meta.get("score") if meta.get("score") is not None else meta.get("relevance_score")
    if isinstance(score, bool) or not isinstance(score, int | float) or not math.isfinite(score):
        score = None
    return ContextChunk(
        text=text,
        doc_id=str(doc_id) if doc_id is not None else None,
        chunk_id=str(chunk_id) if chunk_id is not None else None,
        start_page=start,
        end_page=end,
        score=float(score) if score is not None else None,
        rank=rank,
    )


class LangChainAdapter(RAGAdapter):
    """Invokes a LangChain ``Runnable`` per question and reads answer + retrieved documents."""

    name = "langchain"

    def __init__(
        self,
        chain: Any,
        *,
        input_key: str | None = None,
        answer_keys: Sequence[str] = ANSWER_KEYS,
        context_keys: Sequence[str] = CONTEXT_KEYS,
        page_offset: int = 0,
        source: str | None = None,
    ) -> None:
        runnables = _require_langchain()
        if not isinstance(chain, runnables.Runnable):
            raise ConfigError(f"the chain must be a LangChain Runnable, got {type(chain).__name__} "
                              "(build it with LCEL, e.g. prompt | llm, or wrap a function in RunnableLambda)",
                              field="chain_path")
        if input_key is not None and (not isinstance(input_key, str) or not input_key):
            raise ConfigError("input_key must be a non-empty string or None", field="input_key")
        self.chain = chain
        self.input_key = input_key
        self.answer_keys = tuple(answer_keys)
        self.context_keys = tuple(context_keys)
        self.page_offset = page_offset
        self.source = source

    @classmethod
    def from_chain_path(cls, spec: str, **kwargs: Any) -> LangChainAdapter:
        """``"path/to/rag.py:chain"`` → adapter. Executes that file: see the module docstring."""
        _require_langchain()
        chain = load_object(spec)
        return cls(chain, source=spec, **kwargs)

    def query(self, question: str, params: Mapping[str, Any]) -> AdapterAnswer:
        chain_input: Any = question if self.input_key is None else {self.input_key: question}
        config = {"configurable": dict(params)} if params else None
        try:
            output = self.chain.invoke(chain_input, config=config)
        except SystemUnderTestError:
            raise
        except PROGRAMMING_ERRORS as exc:
            raise SystemUnderTestError(f"chain raised {exc.__class__.__name__}: {exc}", system=self.name,
                                       retryable=False) from exc
        except Exception as exc:  # noqa: BLE001 - LLM / vector-store failures are usually transient
            raise SystemUnderTestError(f"chain raised {exc.__class__.__name__}: {exc}", system=self.name,
                                       retryable=True) from exc
        return self._parse(output)

    def _parse(self, output: Any) -> AdapterAnswer:
        contexts: list[ContextChunk] | None = None
        answer_value: Any = output
        if isinstance(output, Mapping):
            key = next((k for k in self.answer_keys if k in output), None)
            if key is None:
                raise SystemUnderTestError(
                    f"chain output has none of the answer keys {list(self.answer_keys)}; it has {sorted(map(str, output))}",
                    system=self.name, retryable=False)
            answer_value = output[key]
            context_key = next((k for k in self.context_keys if k in output), None)
            if context_key is not None and output[context_key] is not None:
                contexts = self._contexts(output[context_key], context_key)
        answer = self._answer_text(answer_value)
        return AdapterAnswer(answer=answer, contexts=contexts,
                             metadata={"output_type": type(output).__name__})

    def _answer_text(self, value: Any) -> str:
        if isinstance(value, str):
            return value
        if hasattr(value, "content"):
            text = _message_text(value.content)
            if text is not None:
                return text
        raise SystemUnderTestError(f"chain answer must be a string or a chat message, got {type(value).__name__}",
                                   system=self.name, retryable=False)

    def _contexts(self, raw: Any, key: str) -> list[ContextChunk]:
        if not isinstance(raw, list | tuple):
            raise SystemUnderTestError(f"chain output {key!r} must be a list of Documents, got {type(raw).__name__}",
                                       system=self.name, retryable=False)
        try:
            return [document_to_chunk(doc, i + 1, page_offset=self.page_offset) for i, doc in enumerate(raw)]
        except TypeError as exc:
            raise SystemUnderTestError(f"chain output {key!r}: {exc}", system=self.name, retryable=False) from None

    def describe(self) -> dict[str, Any]:
        return {
            "adapter": self.name,
            "chain": self.source or type(self.chain).__name__,
            "input_key": self.input_key,
            "answer_keys": list(self.answer_keys),
            "context_keys": list(self.context_keys),
            "page_offset": self.page_offset,
        }


__all__ = ["ANSWER_KEYS", "CONTEXT_KEYS", "INSTALL_HINT", "LangChainAdapter", "document_to_chunk", "load_object"]
