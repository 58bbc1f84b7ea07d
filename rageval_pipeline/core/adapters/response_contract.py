"""What a system's JSON reply may look like, and how an answer and its contexts are read from it.

The contract (documented in the README, printed by ``rageval check``)::

    {"answer": "…",                                   # or response / output / result
     "contexts": [                                    # or sources / documents / source_documents /
        "plain text",                                 #    retrieved_contexts / chunks / context / source_nodes
        {"text": "…",                                 # or content / page_content / chunk / passage
         "doc_id": "policies/refunds.pdf",            # or document_id / source / id / doc / file_name
         "chunk_id": "refunds#3",
         "page": 2,                                   # or start_page + end_page, page_number (1-based)
         "score": 0.83,                               # or relevance_score / similarity
         "metadata": {"source": "…", "page": 2}}]}    # LangChain-style metadata is read too

LangChain servers (``page_content`` + ``metadata.source``/``metadata.page``) and LlamaIndex
servers (``source_nodes: [{"node": {"text", "metadata": {"file_name"}}, "score"}]``) fit as they
are. The reply may also wrap all of this one level down, under ``data``, ``output`` or ``result``.

When no path is configured the first key found (in the orders above) is used and reported; a
configured path is used as given. A reply without any contexts field leaves contexts *unknown*
(``None``): every context metric is then unmeasured with that reason — never 0 — and the composite
gate refuses a composite made without faithfulness.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from rageval_pipeline.core.schemas import ContextChunk

ANSWER_KEYS = ("answer", "response", "output", "result")
CONTEXT_KEYS = ("contexts", "sources", "documents", "source_documents", "retrieved_contexts", "chunks", "context",
                "source_nodes")
WRAPPER_KEYS = ("data", "output", "result")
TEXT_KEYS = ("text", "content", "page_content", "chunk", "passage")
DOC_ID_KEYS = ("doc_id", "document_id", "source", "id", "doc", "file_name", "filename", "file_path")
PAGE_KEYS = ("page", "page_number", "page_label")
SCORE_KEYS = ("score", "relevance_score", "similarity")


class ReplyShapeError(ValueError):
    """A reply field has the wrong shape; ``where`` is its JSON path."""

    def __init__(self, where: str, message: str) -> None:
        self.where = where
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True)
class ReplyFields:
    """Where in the reply the answer and the contexts were found (``None``: not found)."""

    answer: str | None
    contexts: str | None
    keys: tuple[str, ...]

    def describe(self) -> str:
        answer = f"answer from `{self.answer}`" if self.answer else "no answer"
        contexts = f"contexts from `{self.contexts}`" if self.contexts else "no contexts"
        return f"{answer}, {contexts}"


def _candidates(data: Any) -> list[tuple[str, Mapping[str, Any]]]:
    """The reply object and its one-level wrappers, with their path prefixes."""
    if not isinstance(data, Mapping):
        return []
    out: list[tuple[str, Mapping[str, Any]]] = [("", data)]
    out += [(f"{key}.", data[key]) for key in WRAPPER_KEYS if isinstance(data.get(key), Mapping)]
    return out


def find_fields(data: Any) -> ReplyFields:
    """Auto-detect the answer and the contexts (a list, or one string) of a reply.

    Each is the first known key present, whatever its type, so a wrong type is reported as such
    rather than mistaken for "absent"; an object under ``output``/``result`` is a wrapper, not an
    answer."""
    answer = contexts = None
    for prefix, obj in _candidates(data):
        if answer is None:
            answer = next((prefix + k for k in ANSWER_KEYS if obj.get(k) is not None
                           and not isinstance(obj.get(k), Mapping)), None)
        if contexts is None:
            contexts = next((prefix + k for k in CONTEXT_KEYS if obj.get(k) is not None), None)
    keys = tuple(sorted(data)) if isinstance(data, Mapping) else ()
    return ReplyFields(answer=answer, contexts=contexts, keys=keys)


def get_path(data: Any, dotted: str) -> Any:
    for part in dotted.split("."):
        if not isinstance(data, Mapping) or part not in data:
            return None
        data = data[part]
    return data


def _first(item: Mapping[str, Any], keys: tuple[str, ...]) -> tuple[str | None, Any]:
    for key in keys:
        if item.get(key) is not None:
            return key, item[key]
    return None, None


def _page(value: Any, where: str) -> int:
    if isinstance(value, bool):
        raise ReplyShapeError(where, f"expected a page number, got {value!r}")
    if isinstance(value, int):
        page = value
    elif isinstance(value, float) and value.is_integer():
        page = int(value)
    elif isinstance(value, str) and value.strip().isdigit():
        page = int(value.strip())
    else:
        raise ReplyShapeError(where, f"expected an integer page number, got {value!r}")
    if page < 1:
        raise ReplyShapeError(where, f"page numbers are 1-based, got {page}")
    return page


def _score(value: Any, where: str) -> float:
    if isinstance(value, bool):
        raise ReplyShapeError(where, f"expected a number, got {value!r}")
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise ReplyShapeError(where, f"expected a number, got {value!r}") from None
    if not math.isfinite(number):
        raise ReplyShapeError(where, "expected a finite number")
    return number


def _text_of(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise ReplyShapeError(where, f"must be a string, got {type(value).__name__}")
    return value


def parse_context(item: Any, rank: int, where: str) -> ContextChunk:
    """One context: a string, or an object in any of the shapes of the module docstring."""
    if isinstance(item, str):
        return ContextChunk(text=item, rank=rank)
    if not isinstance(item, Mapping):
        raise ReplyShapeError(where, f"must be a string or an object with text, got {type(item).__name__}")
    node = item.get("node")
    if isinstance(node, Mapping):  # LlamaIndex NodeWithScore: the text lives on the node, the score beside it
        inner = parse_context(node, rank, f"{where}.node")
        key, raw = _first(item, SCORE_KEYS)
        score = _score(raw, f"{where}.{key}") if key else inner.score
        return inner.model_copy(update={"score": score})
    metadata = item.get("metadata") if isinstance(item.get("metadata"), Mapping) else {}
    key, raw = _first(item, TEXT_KEYS)
    if key is None:
        raise ReplyShapeError(where, f"has no text (looked for {', '.join(TEXT_KEYS)}; keys: {', '.join(sorted(item))})")
    text = _text_of(raw, f"{where}.{key}")

    def field(keys: tuple[str, ...], convert: Callable[[Any, str], Any]) -> Any:
        k, v = _first(item, keys)
        if k is not None:
            return convert(v, f"{where}.{k}")
        k, v = _first(metadata, keys)
        return convert(v, f"{where}.metadata.{k}") if k is not None else None

    doc_id = field(DOC_ID_KEYS, lambda v, w: v if isinstance(v, str) else str(v) if isinstance(v, int) and
                   not isinstance(v, bool) else _text_of(v, w))
    chunk_id = field(("chunk_id", "node_id"), lambda v, w: str(v) if isinstance(v, str | int) and
                     not isinstance(v, bool) else _text_of(v, w))
    start = field(("start_page",), _page)
    end = field(("end_page",), _page)
    page = field(PAGE_KEYS, _page)
    start = start if start is not None else page
    end = end if end is not None else (page if page is not None else start)
    if start is not None and end is not None and end < start:
        raise ReplyShapeError(where, f"end_page {end} is before start_page {start}")
    score = field(SCORE_KEYS, _score)
    return ContextChunk(text=text, doc_id=doc_id, chunk_id=chunk_id, start_page=start, end_page=end, score=score,
                        rank=rank)


def parse_contexts(raw: Any, where: str) -> list[ContextChunk]:
    if isinstance(raw, str):  # one context block (e.g. a server that joins its passages)
        return [ContextChunk(text=raw, rank=1)]
    if not isinstance(raw, list):
        raise ReplyShapeError(where, f"must be a list of contexts, got {type(raw).__name__}")
    return [parse_context(item, i + 1, f"{where}[{i}]") for i, item in enumerate(raw)]


def missing_contexts_reason(fields: ReplyFields) -> str:
    keys = ", ".join(fields.keys) or "none"
    return (f"the system's reply has no contexts field (looked for {', '.join(CONTEXT_KEYS)}; keys present: {keys}); "
            "context metrics are unmeasured: return contexts or set system.config.contexts_path")


__all__ = ["ANSWER_KEYS", "CONTEXT_KEYS", "ReplyFields", "ReplyShapeError", "find_fields", "get_path",
           "missing_contexts_reason", "parse_context", "parse_contexts"]
