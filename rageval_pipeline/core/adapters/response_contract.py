"""What a system's JSON reply may look like, and how an answer and its contexts are read from it.

The contract (documented in the README, printed by ``rageval check``)::

    {"answer": "…",                                   # or response / output / result / text / completion
     "contexts": [                                    # or sources / documents / source_documents /
        "plain text",                                 #    retrieved_contexts / chunks / context / source_nodes
        {"text": "…",                                 # or content / page_content / chunk / passage
         "doc_id": "policies/refunds.pdf",            # or document_id / source / doc / file_name / … / id
         "chunk_id": "refunds#3",                     # or node_id / id_ (or id, when a doc key names the doc)
         "page": 2,                                   # or start_page + end_page, page_number (1-based)
         "score": 0.83,                               # or relevance_score / similarity
         "metadata": {"source": "…", "page": 2}}],    # LangChain-style metadata is read too
     "citations": ["refunds#3"]}                      # optional: chunk ids, doc ids or 1-based [n] indexes

LangChain servers (``page_content`` + ``metadata.source``/``metadata.page``) and LlamaIndex
servers (``source_nodes: [{"node": {"text", "metadata": {"file_name"}}, "score"}]``) fit as they
are. The reply may also wrap all of this one level down, under ``data``, ``output`` or ``result``.

When no path is configured the answer is the first *string* among the answer keys (top level first,
then the wrappers) and the contexts the first contexts key present (a list, or one string = one
context); both are reported. A configured path is used as given. ``citations`` is never read as
contexts: its items are references to them (a list of strings or numbers; anything else is ignored).

Numbers may arrive as numeric strings (``"page": "3"``, ``"score": "0.8"``); pages are 1-based
(LangChain's PyPDFLoader stores 0-based ``metadata.page``: send ``page + 1``, or configure
``page_offset: 1``, which is added to every ``page`` field). A blank string, like
``null``, means "not known" (``"page": ""``). Anything else is an error naming the JSON path:
``documents[2].page: expected an integer page number, got "abc"``.

A document id that is a URL loses its query and fragment (``https://kb/docs/fees.md?v=2#page=3`` is
the document ``https://kb/docs/fees.md``), and a ``#page=N`` fragment (on a URL or a file name) gives
the page when no page field does.

Contexts that are plain strings all looking like file names or URLs (``"sources": ["fees.md"]``) are
still read as passage text — a context has no place for "name only" and the judges would score
faithfulness 0 without text either way — but a warning says so once per contexts key
(:func:`name_like_contexts_warning`).

A reply without any contexts field leaves contexts *unknown* (``None``): every context metric is
then unmeasured with that reason — never 0 — and the composite gate refuses a composite made
without faithfulness.

When most answers of a variant come back without contexts (``[]`` or no contexts field), one
warning per variant says how many and where they were looked for (:func:`no_contexts_warnings`):
a table of scores does not show that retrieval was never measured.
"""

from __future__ import annotations

import json
import logging
import math
import re
import threading
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from rageval_pipeline.core.errors import RagEvalError
from rageval_pipeline.core.records.schemas import ContextChunk, SystemResponse

ANSWER_KEYS = ("answer", "response", "output", "result", "text", "completion")
CONTEXT_KEYS = ("contexts", "sources", "documents", "source_documents", "retrieved_contexts", "chunks", "context",
                "source_nodes")
WRAPPER_KEYS = ("data", "output", "result")
CITATION_KEYS = ("citations",)
TEXT_KEYS = ("text", "content", "page_content", "chunk", "passage")
#: keys that can only name a document; a bare ``id`` comes after them (in the item and its metadata),
#: since LangChain vector stores put a per-chunk uuid in ``id`` beside ``metadata.source``
DOC_ID_KEYS = ("doc_id", "document_id", "source", "doc", "file_name", "filename", "file_path")
GENERIC_ID_KEYS = ("id",)
CHUNK_ID_KEYS = ("chunk_id", "node_id", "id_")
PAGE_KEYS = ("page", "page_number")
#: LlamaIndex's PDF reader labels pages ("3", but also "iv" or "A-2"): a label is a page only when numeric
PAGE_LABEL_KEYS = ("page_label",)
SCORE_KEYS = ("score", "relevance_score", "similarity")

log = logging.getLogger(__name__)

_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")
#: a PDF open parameter (``fees.pdf#page=3``), also among other parameters (``#zoom=50&page=3``)
_PAGE_FRAGMENT = re.compile(r"(?:^|&)page=([0-9]+)(?:&|$)")
#: one token naming a file or a location rather than a passage: a URL, a path, or a name.ext
_NAME_LIKE = re.compile(r"^(?:[A-Za-z][A-Za-z0-9+.-]*://\S+|\S*[/\\]\S*|\S+\.[A-Za-z][A-Za-z0-9]{0,4})$")
_name_warned: set[str] = set()
_name_warned_lock = threading.Lock()


class ReplyShapeError(RagEvalError):
    """A reply field has the wrong shape; ``where`` is its JSON path (the adapter re-raises it as a
    non-retryable ``SystemUnderTestError`` for the case)."""

    def __init__(self, where: str, message: str) -> None:
        self.where = where
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True)
class ReplyFields:
    """Where in the reply the answer and the contexts were found (``None``: not found)."""

    answer: str | None
    contexts: str | None
    keys: tuple[str, ...]
    citations: str | None = None

    def describe(self) -> str:
        answer = f"answer from `{self.answer}`" if self.answer else "no answer"
        contexts = f"contexts from `{self.contexts}`" if self.contexts else "no contexts"
        citations = f", citations from `{self.citations}`" if self.citations else ""
        return f"{answer}, {contexts}{citations}"

    def as_metadata(self) -> dict[str, str | None]:
        """What each response row records under ``metadata["response_fields"]``."""
        out = {"answer": self.answer, "contexts": self.contexts}
        if self.citations:
            out["citations"] = self.citations
        return out


def _candidates(data: Any) -> list[tuple[str, Mapping[str, Any]]]:
    """The reply object and its one-level wrappers, with their path prefixes."""
    if not isinstance(data, Mapping):
        return []
    out: list[tuple[str, Mapping[str, Any]]] = [("", data)]
    out += [(f"{key}.", data[key]) for key in WRAPPER_KEYS if isinstance(data.get(key), Mapping)]
    return out


def _is_citation_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str | int) and not isinstance(v, bool) for v in value)


def find_fields(data: Any) -> ReplyFields:
    """Auto-detect the answer, the contexts (a list, or one string) and the citations of a reply.

    The answer is the first *string* under an answer key; when none is a string, the first
    non-object value is returned so that its wrong type is reported rather than mistaken for
    "absent" (an object under ``output``/``result`` is a wrapper, not an answer). The contexts are
    the first contexts key present, whatever its type, for the same reason."""
    candidates = _candidates(data)
    answer = next((prefix + k for prefix, obj in candidates for k in ANSWER_KEYS if isinstance(obj.get(k), str)),
                  None)
    if answer is None:
        answer = next((prefix + k for prefix, obj in candidates for k in ANSWER_KEYS
                       if obj.get(k) is not None and not isinstance(obj.get(k), Mapping)), None)
    contexts = next((prefix + k for prefix, obj in candidates for k in CONTEXT_KEYS if obj.get(k) is not None), None)
    citations = next((prefix + k for prefix, obj in candidates for k in CITATION_KEYS
                      if _is_citation_list(obj.get(k))), None)
    keys = tuple(sorted(data)) if isinstance(data, Mapping) else ()
    return ReplyFields(answer=answer, contexts=contexts, keys=keys, citations=citations)


def read_citations(raw: Any) -> list[str]:
    """An auto-detected ``citations`` list (strings or numbers) as strings."""
    return [str(v) for v in raw] if _is_citation_list(raw) else []


def _show(value: Any) -> str:
    """A reply value as JSON, the way the user wrote it (``"abc"``, not Python's ``'abc'``)."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


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


def _blank(value: Any) -> bool:
    """An empty or all-space string: how many serialisers write "not known" for a number."""
    return isinstance(value, str) and not value.strip()


def _page(value: Any, where: str, *, offset: int = 0) -> int | None:
    if _blank(value):
        return None
    if isinstance(value, bool):
        raise ReplyShapeError(where, f"expected an integer page number, got {_show(value)}")
    if isinstance(value, int):
        page = value
    elif isinstance(value, float) and value.is_integer():
        page = int(value)
    elif isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        page = int(value.strip())
    else:
        raise ReplyShapeError(where, f"expected an integer page number, got {_show(value)}")
    page += offset
    if page < 1:
        # never shifted silently: a 0-based page elsewhere in the same reply would be off by one unseen
        raise ReplyShapeError(where, f"page numbers are 1-based, got {page} (a 0-based loader such as "
                                     "LangChain's PyPDFLoader: set page_offset: 1 in system.config, or http: "
                                     "in eval-config.yaml)")
    return page


def _score(value: Any, where: str) -> float | None:
    if _blank(value):
        return None
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise ReplyShapeError(where, f"expected a number, got {_show(value)}")
    try:
        number = float(value)
    except ValueError:
        raise ReplyShapeError(where, f"expected a number, got {_show(value)}") from None
    if not math.isfinite(number):
        raise ReplyShapeError(where, f"expected a finite number, got {_show(value)}")
    return number


def _identifier(value: Any, where: str) -> str:
    """A document or chunk id: a string, or an integer id written as a number."""
    if isinstance(value, str):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    raise ReplyShapeError(where, f"expected a string id, got {_show(value)}")


def is_url(doc_id: str) -> bool:
    """Whether a document id is a URL (``scheme://...``): its query and fragment name no other document."""
    return bool(_URL.match(doc_id))


def split_doc_id(doc_id: str) -> tuple[str, str | None]:
    """``(document, page fragment)``: a URL without its query and fragment, and the ``N`` of a
    ``#page=N`` fragment (URL or file name), so ``https://kb/docs/fees.md#page=3`` names the document
    ``https://kb/docs/fees.md`` at page 3. Anything else is returned as it is."""
    if is_url(doc_id):
        parts = urlsplit(doc_id)
        match = _PAGE_FRAGMENT.search(parts.fragment)
        return urlunsplit((parts.scheme, parts.netloc, parts.path, "", "")), match.group(1) if match else None
    head, hash_, fragment = doc_id.partition("#")
    match = _PAGE_FRAGMENT.search(fragment) if hash_ and head else None
    return (head, match.group(1)) if match else (doc_id, None)


def name_like_contexts_warning(raw: Any, where: str) -> str | None:
    """A warning when every context is a plain string that looks like a file name or URL, not a
    passage (``"sources": ["fees.md", "misc.md"]``): read as text, faithfulness would come out 0."""
    items = [raw] if isinstance(raw, str) else raw
    if not isinstance(items, list) or not items:
        return None
    if not all(isinstance(item, str) and _NAME_LIKE.match(item.strip()) for item in items):
        return None
    return (f"contexts under {where!r} look like file names, not passages ({_show(items[0])}); faithfulness needs "
            "the passage text: set http.contexts_path to where the reply holds it (with names only, every "
            "answer's claims are unsupported)")


def _warn_name_like(raw: Any, where: str) -> None:
    """Log :func:`name_like_contexts_warning` once per contexts key (the first reply), not per case."""
    message = name_like_contexts_warning(raw, where)
    if message is None:
        return
    with _name_warned_lock:
        if where in _name_warned:
            return
        _name_warned.add(where)
    log.warning("%s", message)


def _text_of(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise ReplyShapeError(where, f"must be a string, got {type(value).__name__}")
    return value


def parse_context(item: Any, rank: int, where: str, *, page_offset: int = 0) -> ContextChunk:
    """One context: a string, or an object in any of the shapes of the module docstring.
    ``page_offset`` is added to a ``page`` field (1 for a 0-based loader such as LangChain's
    PyPDFLoader); ``page_number``, ``page_label``, ``start_page``/``end_page`` are 1-based as sent."""
    if isinstance(item, str):
        return ContextChunk(text=item, rank=rank)
    if not isinstance(item, Mapping):
        raise ReplyShapeError(where, f"must be a string or an object with text, got {type(item).__name__}")
    node = item.get("node")
    if isinstance(node, Mapping):  # LlamaIndex NodeWithScore: the text lives on the node, the score beside it
        inner = parse_context(node, rank, f"{where}.node", page_offset=page_offset)
        key, raw = _first(item, SCORE_KEYS)
        score = _score(raw, f"{where}.{key}") if key else None
        return inner.model_copy(update={"score": inner.score if score is None else score})
    raw_metadata = item.get("metadata")
    metadata: Mapping[str, Any] = raw_metadata if isinstance(raw_metadata, Mapping) else {}
    key, raw = _first(item, TEXT_KEYS)
    if key is None:
        raise ReplyShapeError(where, f"has no text (looked for {', '.join(TEXT_KEYS)}; keys: {', '.join(sorted(item))})")
    text = _text_of(raw, f"{where}.{key}")

    def field(keys: tuple[str, ...], convert: Callable[[Any, str], Any]) -> Any:
        k, v = _first(item, keys)
        value = convert(v, f"{where}.{k}") if k is not None else None
        if value is not None:
            return value
        k, v = _first(metadata, keys)  # LangChain-style metadata, also where the item's value is blank
        return convert(v, f"{where}.metadata.{k}") if k is not None else None

    doc_id = field(DOC_ID_KEYS, _identifier)
    chunk_id = field(CHUNK_ID_KEYS, _identifier)
    generic_id = field(GENERIC_ID_KEYS, _identifier)
    if doc_id is None:
        doc_id = generic_id
    elif chunk_id is None:  # a document key named the document, so a bare id is the chunk's own
        chunk_id = generic_id
    fragment_page = None
    if doc_id is not None:
        doc_id, fragment_page = split_doc_id(doc_id)
    start = field(("start_page",), _page)
    end = field(("end_page",), _page)
    page = field(("page",), lambda v, w: _page(v, w, offset=page_offset))
    if page is None:
        page = field(PAGE_KEYS[1:], _page)
    if page is None:
        page = field(PAGE_LABEL_KEYS, lambda v, w: _page(v, w) if isinstance(v, str) and v.strip().isascii()
                     and v.strip().isdigit() else None)
    if page is None and start is None and end is None and fragment_page is not None:
        page = _page(fragment_page, f"{where} (#page= of document id {doc_id!r})")
    start = start if start is not None else page
    end = end if end is not None else (page if page is not None else start)
    if start is not None and end is not None and end < start:
        raise ReplyShapeError(where, f"end_page {end} is before start_page {start}")
    score = field(SCORE_KEYS, _score)
    return ContextChunk(text=text, doc_id=doc_id, chunk_id=chunk_id, start_page=start, end_page=end, score=score,
                        rank=rank)


def parse_contexts(raw: Any, where: str, *, page_offset: int = 0) -> list[ContextChunk]:
    _warn_name_like(raw, where)
    if isinstance(raw, str):  # one context block (e.g. a server that joins its passages)
        return [ContextChunk(text=raw, rank=1)]
    if not isinstance(raw, list):
        raise ReplyShapeError(where, f"must be a list of contexts, got {type(raw).__name__}")
    return [parse_context(item, i + 1, f"{where}[{i}]", page_offset=page_offset) for i, item in enumerate(raw)]


def missing_contexts_reason(fields: ReplyFields, configured_path: str | None = None) -> str:
    keys = ", ".join(fields.keys) or "none"
    if configured_path is not None:
        return (f"the system's reply has nothing at the configured contexts_path {configured_path!r} (keys present: "
                f"{keys}); context metrics are unmeasured")
    return (f"the system's reply has no contexts field (looked for {', '.join(CONTEXT_KEYS)}; keys present: {keys}); "
            "context metrics are unmeasured: return `contexts` or set contexts_path (system.config in a suite, "
            "http: in eval-config.yaml)")


#: a variant is warned about when more than this share of its answers had no contexts: a few empty
#: retrievals are a system's own business, most of them are a reply read in the wrong place
NO_CONTEXTS_SHARE = 0.5


def _looked_at(empty: Sequence[SystemResponse], contexts_path: str | None) -> str:
    """Where the contexts of these answers were looked for, in words (empty for a system that is not
    read from a JSON reply, such as the reference or a LangChain chain)."""
    if contexts_path is not None:
        return f" at {contexts_path!r} (the configured contexts_path)"
    found = Counter(str(r.metadata["response_fields"]["contexts"]) for r in empty
                    if isinstance(r.metadata.get("response_fields"), Mapping)
                    and r.metadata["response_fields"].get("contexts"))
    if found:
        return f" at {found.most_common(1)[0][0]!r}"
    if any("response_fields" in r.metadata for r in empty):
        return f" (the replies had none of {', '.join(CONTEXT_KEYS)})"
    return ""


def _consequence(empty: Sequence[SystemResponse]) -> str:
    """``contexts: []`` is scored (nothing retrieved: 0); no contexts field leaves them unmeasured."""
    unknown = sum(r.contexts is None for r in empty)
    if unknown == len(empty):
        return "retrieval and faithfulness are unmeasured"
    if unknown == 0:
        return "retrieval and faithfulness score 0 without them"
    return "retrieval and faithfulness are unmeasured or 0 without them"


def no_contexts_warnings(responses: Sequence[SystemResponse], *, contexts_path: str | None) -> list[str]:
    """One line per variant most of whose answers had no contexts (``[]`` or none in the reply), saying
    how many, where they were looked for and what it costs. Failed calls are not answers: not counted.

    ``contexts_path`` is the configured one (``None``: auto-detected, see :func:`find_fields`)."""
    lines = []
    for variant in sorted({r.variant for r in responses}):
        answers = [r for r in responses if r.variant == variant and r.status == "ok"]
        empty = [r for r in answers if not r.contexts]
        if not answers or len(empty) <= NO_CONTEXTS_SHARE * len(answers):
            continue
        where = _looked_at(empty, contexts_path)
        line = (f"variant {variant!r}: {len(empty)} of {len(answers)} answers had no contexts{where} — "
                f"{_consequence(empty)}")
        if where:  # read from a JSON reply: the path is what can be set
            verb = "set" if contexts_path is None else "check"
            line += (f"; {verb} http.contexts_path (contexts_path in a suite's system.config) if your system "
                     "returns them elsewhere")
        lines.append(line)
    return lines


def warn_no_contexts(responses: Sequence[SystemResponse], *, contexts_path: str | None) -> list[str]:
    """Log :func:`no_contexts_warnings` (once per run, after every answer is in) and return them."""
    lines = no_contexts_warnings(responses, contexts_path=contexts_path)
    for line in lines:
        log.warning("%s", line)
    return lines


__all__ = ["ANSWER_KEYS", "CITATION_KEYS", "CONTEXT_KEYS", "NO_CONTEXTS_SHARE", "ReplyFields", "ReplyShapeError",
           "find_fields", "get_path", "is_url", "missing_contexts_reason", "name_like_contexts_warning",
           "no_contexts_warnings", "parse_context", "parse_contexts", "read_citations", "split_doc_id",
           "warn_no_contexts"]
