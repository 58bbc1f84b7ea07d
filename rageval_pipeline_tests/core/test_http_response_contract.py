"""The documented response contract of HTTP systems, against a real loopback server.

Each test serves one reply shape that real RAG servers use (a FastAPI service, LangChain's
RetrievalQA, LlamaIndex's query engine, a bare answer) and checks what the adapter reads from it
with no path configured: the answer, each context's text / document / pages / chunk / score, which
fields were used (response metadata, ``describe()``, one log line) and — when something is missing
or malformed — the error or the unmeasured reason, naming the JSON path or the keys present.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, ClassVar

import pytest

from rageval_pipeline.core.adapters.factory import HttpSystemConfig
from rageval_pipeline.core.adapters.http import HttpAdapter
from rageval_pipeline.core.adapters.response_contract import ReplyShapeError, parse_contexts
from rageval_pipeline.core.errors import SystemUnderTestError

ADAPTER_LOG = "rageval_pipeline.core.adapters.http"


class _ReplyServer(BaseHTTPRequestHandler):
    """Answers every POST to ``/<name>`` with ``REPLIES[name]`` as JSON."""

    replies: ClassVar[dict[str, Any]] = {}

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        reply = _ReplyServer.replies.get(self.path.strip("/"))
        payload = json.dumps(reply).encode()
        self.send_response(200 if reply is not None else 404)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, format: str, *args: Any) -> None:
        return


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _ReplyServer)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture
def serve(base_url: str) -> Iterator[Any]:
    """``serve(reply, **adapter_options)`` → an adapter for a fresh endpoint answering ``reply``."""
    made: list[HttpAdapter] = []

    def make(reply: Any, **options: Any) -> HttpAdapter:
        name = f"rag{len(_ReplyServer.replies)}"
        _ReplyServer.replies[name] = reply
        adapter = HttpAdapter(f"{base_url}/{name}", timeout=5.0, **options)
        made.append(adapter)
        return adapter

    yield make
    for adapter in made:
        adapter.close()


def test_path_settings_default_to_auto_detection():
    config = HttpSystemConfig(endpoint="http://127.0.0.1:1/rag")
    assert (config.answer_path, config.contexts_path, config.citations_path) == (None, None, None)


def test_fastapi_style_documents_give_doc_ids_and_pages_without_configuration(serve, caplog):
    caplog.set_level(logging.INFO, logger=ADAPTER_LOG)
    adapter = serve({"response": "Refunds within 30 days.", "documents": [
        {"content": "Customers may request a refund within 30 days.", "source": "docs/policy.md", "page": 2},
        {"content": "Shipping takes 5 days.", "source": "docs/shipping.md", "start_page": "3", "end_page": 4,
         "chunk_id": "shipping#1", "score": "0.61"},
    ]})
    assert adapter.describe()["response_fields"] is None  # nothing read yet
    first = adapter.query("What is the refund policy?", {})
    adapter.query("again?", {})

    assert first.answer == "Refunds within 30 days."
    assert first.contexts is not None
    [policy, shipping] = first.contexts
    assert (policy.doc_id, policy.start_page, policy.end_page, policy.rank) == ("docs/policy.md", 2, 2, 1)
    assert (shipping.doc_id, shipping.start_page, shipping.end_page) == ("docs/shipping.md", 3, 4)
    assert (shipping.chunk_id, shipping.score, shipping.rank) == ("shipping#1", 0.61, 2)
    assert first.metadata["response_fields"] == {"answer": "response", "contexts": "documents"}
    assert "contexts_missing" not in first.metadata
    assert adapter.describe()["response_fields"] == {"answer": "response", "contexts": "documents"}
    assert adapter.describe()["answer_path"] is None and adapter.describe()["contexts_path"] is None
    announced = [r.getMessage() for r in caplog.records if r.name == ADAPTER_LOG and r.levelno == logging.INFO]
    assert len(announced) == 1, announced  # once, not per reply
    assert announced[0].endswith("answer from `response`, contexts from `documents` (2 items in the first reply)")


def test_plain_string_sources_are_contexts_in_rank_order(serve):
    answer = serve({"answer": "Five business days.", "sources": ["Shipping takes 5 business days.", "Other."]}).query(
        "How long?", {})
    assert answer.contexts is not None
    assert [(c.text, c.rank, c.doc_id, c.start_page) for c in answer.contexts] == [
        ("Shipping takes 5 business days.", 1, None, None), ("Other.", 2, None, None)]
    assert answer.metadata["response_fields"] == {"answer": "answer", "contexts": "sources"}


def test_langchain_retrievalqa_reply_reads_metadata_source_and_page(serve):
    answer = serve({"result": "Click Forgot Password.", "source_documents": [
        {"page_content": "To reset your password, click Forgot Password.", "type": "Document",
         "id": "5f1c2a9e-uuid-of-the-chunk", "metadata": {"source": "docs/account.pdf", "page": "1"}},
        {"page_content": "Passwords expire yearly.", "id": None, "metadata": {"doc_id": "docs/security.pdf"}},
    ]}).query("How do I reset my password?", {})
    assert answer.contexts is not None
    [reset, expiry] = answer.contexts
    # the vector store's per-chunk id is the chunk, metadata.source the document
    assert (reset.doc_id, reset.chunk_id, reset.start_page, reset.end_page) == (
        "docs/account.pdf", "5f1c2a9e-uuid-of-the-chunk", 1, 1)
    assert (expiry.doc_id, expiry.chunk_id, expiry.start_page) == ("docs/security.pdf", None, None)
    assert answer.metadata["response_fields"] == {"answer": "result", "contexts": "source_documents"}


def test_llamaindex_source_nodes_read_node_text_file_name_and_score(serve):
    answer = serve({"response": "Standard shipping takes 5 business days.", "source_nodes": [
        {"node": {"id_": "node-7", "text": "Standard shipping takes 5 business days.",
                  "metadata": {"file_name": "shipping.pdf", "page_label": "3"}}, "score": 0.87},
        {"node": {"id_": "node-9", "text": "Preface.", "metadata": {"file_name": "shipping.pdf", "page_label": "iv"}},
         "score": 0.12},
    ]}).query("How long does shipping take?", {})
    assert answer.contexts is not None
    [body, preface] = answer.contexts
    assert (body.text, body.doc_id, body.chunk_id, body.score, body.start_page) == (
        "Standard shipping takes 5 business days.", "shipping.pdf", "node-7", 0.87, 3)
    # a roman-numeral page label is a label, not a page number: no page rather than an error
    assert (preface.doc_id, preface.score, preface.start_page) == ("shipping.pdf", 0.12, None)
    assert answer.metadata["response_fields"] == {"answer": "response", "contexts": "source_nodes"}


def test_answer_is_the_first_string_and_a_data_wrapper_is_searched(serve):
    wrapped = serve({"data": {"output": "Wrapped answer.", "chunks": [{"chunk": "c1", "doc": 42}]}}).query("q", {})
    assert wrapped.answer == "Wrapped answer." and wrapped.contexts is not None
    assert (wrapped.contexts[0].text, wrapped.contexts[0].doc_id) == ("c1", "42")
    assert wrapped.metadata["response_fields"] == {"answer": "data.output", "contexts": "data.chunks"}
    # a list under `output` is not an answer: the first *string* in the documented order wins
    completion = serve({"output": ["token", "stream"], "completion": "The real answer.",
                        "context": "One joined block of passages."}).query("q", {})
    assert completion.answer == "The real answer."
    assert completion.contexts is not None and [c.text for c in completion.contexts] == ["One joined block of passages."]
    assert completion.metadata["response_fields"] == {"answer": "completion", "contexts": "context"}


def test_citations_are_references_never_contexts(serve):
    answer = serve({"answer": "A [1].", "contexts": [{"text": "t", "chunk_id": "c-1"}], "citations": ["c-1", 2]}).query(
        "q", {})
    assert answer.citations == ["c-1", "2"]
    assert answer.metadata["response_fields"] == {"answer": "answer", "contexts": "contexts", "citations": "citations"}
    objects = serve({"answer": "A.", "citations": [{"url": "https://example.org"}]}).query("q", {})
    assert objects.citations == [] and objects.contexts is None  # neither read as citations nor as contexts


def test_a_reply_without_contexts_warns_once_naming_the_keys_and_leaves_contexts_unknown(serve, caplog):
    caplog.set_level(logging.INFO, logger=ADAPTER_LOG)
    adapter = serve({"answer": "Thirty days.", "meta": {"model": "x"}})
    answers = [adapter.query(f"question {i}?", {}) for i in range(3)]

    assert all(a.contexts is None for a in answers)  # unknown, not "retrieved nothing" ([])
    reason = answers[0].metadata["contexts_missing"]
    assert "no contexts field" in reason and "keys present: answer, meta" in reason
    assert "contexts_path" in reason
    assert answers[2].metadata["contexts_missing"] == reason
    assert answers[0].metadata["response_fields"] == {"answer": "answer", "contexts": None}
    warnings = [r.getMessage() for r in caplog.records if r.name == ADAPTER_LOG and r.levelno == logging.WARNING]
    assert len(warnings) == 1 and "keys present: answer, meta" in warnings[0], warnings
    assert not [r for r in caplog.records if r.name == ADAPTER_LOG and r.levelno == logging.INFO]


def test_an_empty_contexts_list_is_retrieved_nothing_not_missing(serve):
    answer = serve({"answer": "I don't know.", "contexts": []}).query("q", {})
    assert answer.contexts == [] and "contexts_missing" not in answer.metadata


def test_no_answer_is_a_permanent_error_naming_the_keys_present(serve):
    adapter = serve({"message": "hello", "sources": ["s"]})
    with pytest.raises(SystemUnderTestError) as info:
        adapter.query("q", {})
    assert info.value.retryable is False
    assert "reply has no answer (looked for answer, response, output, result, text, completion)" in str(info.value)
    assert "keys present: message, sources" in str(info.value)


def test_an_answer_that_is_an_object_points_at_the_string_inside(serve):
    adapter = serve({"answer": {"text": "Refunds take 14 days.", "confidence": 0.9}, "contexts": ["c"]})
    with pytest.raises(SystemUnderTestError) as info:
        adapter.query("q", {})
    assert "keys present: answer, contexts; 'answer' is an object: set http.answer_path: answer.text" \
        in str(info.value)
    assert serve({"answer": {"text": "Refunds take 14 days."}}, answer_path="answer.text").query("q", {}).answer \
        == "Refunds take 14 days."


def test_explicit_paths_keep_their_meaning(serve):
    reply = {"data": {"reply": "Configured.", "hits": [{"body": "ignored shape", "text": "hit text", "doc_id": "d1"}]},
             "answer": "not this one", "contexts": ["not these"]}
    answer = serve(reply, answer_path="data.reply", contexts_path="data.hits").query("q", {})
    assert answer.answer == "Configured."
    assert answer.contexts is not None and [(c.text, c.doc_id) for c in answer.contexts] == [("hit text", "d1")]
    assert answer.metadata["response_fields"] == {"answer": "data.reply", "contexts": "data.hits"}
    # a configured contexts path that is absent is reported as such (no auto-detected fallback)
    missing = serve(reply, contexts_path="data.passages").query("q", {})
    assert missing.contexts is None
    assert "nothing at the configured contexts_path 'data.passages'" in missing.metadata["contexts_missing"]


@pytest.mark.parametrize(("documents", "message"), [
    ([{"content": "a", "page": 1}, {"content": "b", "page": 2}, {"content": "c", "page": "abc"}],
     'documents[2].page: expected an integer page number, got "abc"'),
    ([{"content": "a", "metadata": {"source": "x.pdf", "page": 0}}],
     "documents[0].metadata.page: page numbers are 1-based, got 0 (a 0-based loader such as LangChain's PyPDFLoader"),
    ([{"content": "a", "start_page": 4, "end_page": 2}], "documents[0]: end_page 2 is before start_page 4"),
    ([{"content": "a", "score": "high"}], 'documents[0].score: expected a number, got "high"'),
    ([{"content": "a", "source": ["x"]}], 'documents[0].source: expected a string id, got ["x"]'),
    ([{"title": "no text here"}], "documents[0]: has no text (looked for text, content, page_content"),
    ([{"content": 7}], "documents[0].content: must be a string, got int"),
])
def test_malformed_context_fields_name_their_json_path(serve, documents, message):
    adapter = serve({"response": "r", "documents": documents})
    with pytest.raises(SystemUnderTestError) as info:
        adapter.query("q", {})
    assert message in str(info.value) and info.value.retryable is False


def test_a_blank_page_or_score_means_unknown_not_an_error(serve):
    answer = serve({"answer": "a", "documents": [
        {"content": "x", "source": "a.pdf", "page": "", "score": " "},
        {"content": "y", "source": "b.pdf", "page": None},
        {"content": "z", "page": "", "metadata": {"source": "c.pdf", "page": 4}},
    ]}).query("q", {})
    assert answer.contexts is not None
    assert [(c.doc_id, c.start_page, c.end_page, c.score) for c in answer.contexts] == [
        ("a.pdf", None, None, None), ("b.pdf", None, None, None), ("c.pdf", 4, 4, None)]


def test_url_sources_lose_query_and_fragment_and_a_page_fragment_gives_the_page(serve):
    answer = serve({"answer": "a", "documents": [
        {"content": "x", "source": "https://kb.example.com/docs/fees.md#page=3"},
        {"content": "y", "doc_id": "https://kb.example.com/docs/fees.md?version=2"},
        {"content": "z", "source": "https://kb.example.com/docs/fees.md?v=2#page=3", "page": 5},
        {"content": "w", "source": "manual.pdf#page=7"},
        {"content": "v", "source": "notes#3"},
    ]}).query("q", {})
    assert answer.contexts is not None
    assert [(c.doc_id, c.start_page, c.end_page) for c in answer.contexts] == [
        ("https://kb.example.com/docs/fees.md", 3, 3), ("https://kb.example.com/docs/fees.md", None, None),
        ("https://kb.example.com/docs/fees.md", 5, 5), ("manual.pdf", 7, 7), ("notes#3", None, None)]
    from rageval_pipeline.core.metrics.doc_level import doc_matches
    assert doc_matches("fees.md", answer.contexts[0].doc_id or "")


def test_file_names_as_contexts_are_kept_but_warned_about_once(serve, caplog, monkeypatch):
    from rageval_pipeline.core.adapters import response_contract
    monkeypatch.setattr(response_contract, "_name_warned", set())
    caplog.set_level(logging.WARNING)
    adapter = serve({"answer": "Fees are 3%.", "sources": ["fees.md", "https://kb.example.com/misc.md"]})
    first = adapter.query("q", {})
    adapter.query("q", {})
    assert first.contexts is not None and [c.text for c in first.contexts] == ["fees.md", "https://kb.example.com/misc.md"]
    warned = [r.getMessage() for r in caplog.records if "look like file names" in r.getMessage()]
    assert warned == ["contexts under 'sources' look like file names, not passages (\"fees.md\"); faithfulness needs the "
                      "passage text: set http.contexts_path to where the reply holds it (with names only, every "
                      "answer's claims are unsupported)"]
    caplog.clear()
    serve({"answer": "a", "sources": ["Fees are 3% of the amount.", "misc.md"]}).query("q", {})
    assert not [r for r in caplog.records if "look like file names" in r.getMessage()]


def test_page_offset_reads_a_zero_based_loaders_pages():
    langchain = {"page_content": "Refunds take 14 days.", "metadata": {"source": "policy.pdf", "page": 0}}
    with pytest.raises(ReplyShapeError, match="set page_offset: 1"):
        parse_contexts([langchain], "documents")
    [chunk] = parse_contexts([langchain], "documents", page_offset=1)
    assert (chunk.doc_id, chunk.start_page, chunk.end_page) == ("policy.pdf", 1, 1)
    # only a "page" field is a loader's 0-based page: page_number and explicit spans are 1-based as sent
    [numbered] = parse_contexts([{"text": "t", "page_number": 3}], "contexts", page_offset=1)
    [spanned] = parse_contexts([{"text": "t", "start_page": 2, "end_page": 3}], "contexts", page_offset=1)
    assert numbered.start_page == 3 and (spanned.start_page, spanned.end_page) == (2, 3)
