"""HttpAdapter against a real loopback server (pytest-httpserver), alone and through the runner."""

from __future__ import annotations

import base64
import json
import logging
import socket
import threading
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import pytest
from pytest_httpserver import HTTPServer
from werkzeug import Request, Response

from rageval_pipeline.core.adapters.headers import resolve_headers
from rageval_pipeline.core.adapters.http import (
    MAX_RETRY_AFTER_S,
    HttpAdapter,
    lookup,
    parse_path,
    parse_retry_after,
    redact_url,
    render_template,
)
from rageval_pipeline.core.errors import ConfigError, SystemUnderTestError
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase
from rageval_pipeline.core.runtime.runner import RetryPolicy, collect_responses

SECRET = "s3cr3t-token-value-9f8e7d"
FAST = RetryPolicy(retries=3, base_s=0.0, timeout_s=5.0, slow_threshold_s=5.0)


@pytest.fixture(scope="module")
def _server() -> Iterator[HTTPServer]:
    server = HTTPServer(host="127.0.0.1", port=0, threaded=True)
    server.start()
    yield server
    server.clear()
    server.stop()


@pytest.fixture
def server(_server: HTTPServer, adapters: list[HttpAdapter]) -> Iterator[HTTPServer]:
    _server.clear()
    yield _server
    # the server logs a request only after replying: close clients and let the last entries land
    # before clearing, or they would be counted by the next test
    for adapter in adapters:
        adapter.close()
    time.sleep(0.05)
    _server.clear()


@pytest.fixture
def adapters() -> Iterator[list[HttpAdapter]]:
    made: list[HttpAdapter] = []
    yield made
    for adapter in made:
        adapter.close()


def make(adapters: list[HttpAdapter], url: str, **kwargs) -> HttpAdapter:
    adapter = HttpAdapter(url, **kwargs)
    adapters.append(adapter)
    return adapter


def case(cid: str, question: str | None = None) -> EvalCase:
    return EvalCase(id=cid, question=question or f"question {cid}?", source_format="qa_json")


def closed_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# ----------------------------------------------------------------------------------- success


def test_default_shape_posts_question_and_reads_rich_contexts(server, adapters):
    server.expect_request("/query", method="POST", json={"question": "What is the refund window?"}).respond_with_json({
        "answer": "30 days.",
        "contexts": [
            {"text": "Refunds within 30 days.", "doc_id": "policy.txt", "page": 2, "score": 0.91, "chunk_id": 7},
            {"text": "Exceptions apply.", "doc_id": "policy.txt", "start_page": 3, "end_page": 4},
        ],
    })
    adapter = make(adapters, server.url_for("/query"))
    out = adapter.query("What is the refund window?", {})
    assert out.answer == "30 days."
    assert out.contexts == [
        ContextChunk(text="Refunds within 30 days.", doc_id="policy.txt", chunk_id="7", start_page=2, end_page=2,
                     score=0.91, rank=1),
        ContextChunk(text="Exceptions apply.", doc_id="policy.txt", start_page=3, end_page=4, rank=2),
    ]
    assert out.citations == []
    assert out.metadata["http_status"] == 200
    request, _ = server.log[-1]
    assert request.headers["Content-Type"] == "application/json"


def test_string_contexts_become_chunks_with_ranks(server, adapters):
    server.expect_request("/q").respond_with_json({"answer": "a", "contexts": ["first", "second"]})
    out = make(adapters, server.url_for("/q")).query("q", {})
    assert [(c.text, c.rank, c.doc_id) for c in out.contexts] == [("first", 1, None), ("second", 2, None)]


@pytest.mark.parametrize(("reply", "expected"), [
    ({"answer": "a"}, None),                       # no contexts key: the system does not expose them
    ({"answer": "a", "contexts": None}, None),     # explicit null: same
    ({"answer": "a", "contexts": []}, []),         # retrieved nothing: faithfulness must auto-fail downstream
])
def test_absent_null_and_empty_contexts_are_distinguished(server, adapters, reply, expected):
    server.expect_request("/q").respond_with_json(reply)
    assert make(adapters, server.url_for("/q")).query("q", {}).contexts == expected


def test_template_and_json_paths(server, adapters):
    server.expect_request("/rag", json={
        "input": {"query": "Who signed?", "prefix": "Q: Who signed?"}, "options": {"top_k": 5, "stream": False},
    }).respond_with_json({
        "data": {"result": {"answer": "Ada."}, "sources": [{"text": "Ada signed.", "doc_id": "m/1.txt"}],
                 "refs": ["m/1.txt"]},
    })
    adapter = make(adapters, server.url_for("/rag"), request_template={
        "input": {"query": "{question}", "prefix": "Q: {question}"}, "options": {"top_k": 5, "stream": False},
    }, answer_path="data.result.answer", contexts_path="data.sources", citations_path="data.refs")
    out = adapter.query("Who signed?", {})
    assert out.answer == "Ada."
    assert out.contexts == [ContextChunk(text="Ada signed.", doc_id="m/1.txt", rank=1)]
    assert out.citations == ["m/1.txt"]


def test_list_index_paths_in_both_spellings(server, adapters):
    server.expect_request("/q").respond_with_json({"choices": [{"message": {"content": "indexed"}}],
                                                  "docs": {"0": ["ctx"]}})
    for answer_path in ("choices[0].message.content", "choices.0.message.content"):
        adapter = make(adapters, server.url_for("/q"), answer_path=answer_path, contexts_path="docs.0")
        out = adapter.query("q", {})
        assert out.answer == "indexed"
        assert [c.text for c in out.contexts] == ["ctx"]


def test_variant_params_keep_their_json_types(server, adapters):
    seen: list[dict] = []

    def handler(request: Request) -> Response:
        seen.append(json.loads(request.data))
        return Response(json.dumps({"answer": "ok"}), content_type="application/json")

    server.expect_request("/recall").respond_with_handler(handler)
    template = {"q": "{question}", "expand": "{param.expand}", "include_events": "{param.include_events}",
                "label": "mode={param.expand}/{param.name}"}
    adapter = make(adapters, server.url_for("/recall"), request_template=template)
    variants = {"baseline": {"expand": False, "include_events": False, "name": "base"},
                "full": {"expand": True, "include_events": True, "name": "full"}}
    rows = collect_responses(adapter, [case("q1")], variants, FAST)
    assert [r.status for r in rows] == ["ok", "ok"]
    assert sorted(seen, key=lambda body: body["label"]) == [
        {"q": "question q1?", "expand": False, "include_events": False, "label": "mode=false/base"},
        {"q": "question q1?", "expand": True, "include_events": True, "label": "mode=true/full"},
    ]


@pytest.mark.parametrize(("template", "fragment"), [
    ({"q": "{questoin}"}, "unknown placeholder {questoin}; supported: {question}, {param.NAME}"),
    ({"q": "{question}", "k": "{params.k}"}, "unknown placeholder {params.k}"),
    ({"q": "{question}", "opts": [{"mode": "{Param.mode}"}]}, "unknown placeholder {Param.mode}"),
    ({"{question}": "q"}, "placeholder {question} in a key is never replaced"),
    ({"q": "fixed text", "top_k": 5}, "has no {question} placeholder, so the question would never be sent"),
])
def test_a_template_that_would_send_the_wrong_body_is_refused_at_construction(template, fragment):
    with pytest.raises(ConfigError) as info:
        HttpAdapter("http://127.0.0.1:1/q", request_template=template)
    assert fragment in str(info.value)
    assert info.value.field == "request_template"


def test_literal_braces_that_are_no_placeholder_stay_allowed(adapters):
    adapter = make(adapters, "http://127.0.0.1:1/q",
                   request_template={"q": "{question}", "filter": '{"lang": "en"}', "empty": "{}"})
    assert adapter.build_request("Why?", {}) == {"q": "Why?", "filter": '{"lang": "en"}', "empty": "{}"}


def test_params_the_request_cannot_carry_fail_loudly_without_a_call(server, adapters):
    adapter = make(adapters, server.url_for("/q"))
    with pytest.raises(SystemUnderTestError, match=r"\['expand'\] are not used") as info:
        adapter.query("q", {"expand": True})
    assert info.value.retryable is False
    templated = make(adapters, server.url_for("/q"), request_template={"q": "{question}", "k": "{param.k}"})
    with pytest.raises(SystemUnderTestError, match="no parameter 'k'") as info:
        templated.query("q", {})
    assert info.value.retryable is False
    assert server.log == []


# ----------------------------------------------------------------------------------- auth


def test_auth_headers_arrive_with_precedence(server, adapters):
    server.expect_request("/q").respond_with_json({"answer": "ok"})
    headers = resolve_headers(
        {"Authorization": "Bearer ${RAG_API_TOKEN}"},
        ["authorization: Bearer from-cli", "X-Tenant: acme"],
        {"RAG_API_TOKEN": SECRET, "RAG_AUTH_HEADER": "X-Api-Key: from-env"},
    )
    make(adapters, server.url_for("/q"), headers=headers).query("q", {})
    request, _ = server.log[-1]
    assert request.headers["Authorization"] == f"Bearer {SECRET}"
    assert request.headers["X-Tenant"] == "acme"
    assert request.headers["X-Api-Key"] == "from-env"


def test_secret_never_leaks(server, adapters, caplog):
    caplog.set_level(logging.DEBUG)

    def echo_headers(request: Request) -> Response:  # a server that puts the request in its error page
        return Response(f"denied for {request.headers.get('Authorization')}", status=401)

    server.expect_oneshot_request("/q").respond_with_json({"answer": "fine", "contexts": ["c"]})
    server.expect_request("/q").respond_with_handler(echo_headers)
    url = server.url_for("/q") + f"?api_key={SECRET}"
    adapter = make(adapters, url, headers={"Authorization": f"Bearer {SECRET}"})
    answer = adapter.query("q", {})
    rows = collect_responses(adapter, [case("q1")], {"v": {}}, FAST)
    with pytest.raises(SystemUnderTestError) as info:
        adapter.query("q", {})
    # werkzeug's records are the test server's own access log (it prints the URL it received)
    ours = "\n".join(r.getMessage() for r in caplog.records if not r.name.startswith("werkzeug"))
    assert "HTTP Request: POST" in ours  # httpx did log the request, with the key scrubbed
    dumped = [json.dumps(adapter.describe()), answer.model_dump_json(), rows[0].model_dump_json(),
              str(info.value), ours]
    assert rows[0].status == "error" and "HTTP 401" in rows[0].error and "***" in rows[0].error
    assert adapter.describe()["headers"] == {"Authorization": "***"}
    for text in dumped:
        assert SECRET not in text


def test_the_credential_alone_is_scrubbed_wherever_the_system_echoes_it(server, adapters):
    # "bad token <credential>" drops the "Bearer " the whole-value scrub looked for; an answer may
    # echo it too; Basic auth's password travels base64-encoded and comes back decoded
    password = "pw-" + SECRET[::-1]
    basic = "Basic " + base64.b64encode(f"alice:{password}".encode()).decode()

    def echo(request: Request) -> Response:
        token = (request.headers.get("Authorization") or "").split(" ", 1)[1]
        if request.headers.get("X-Mode") == "error":
            return Response(f"error: bad token {token}", status=500)
        shown = base64.b64decode(token).decode() if request.headers["Authorization"].startswith("Basic") else token
        return Response(json.dumps({"answer": f"you sent {shown}", "contexts": [{"text": f"ctx {shown}",
                                                                                  "doc_id": shown}]}),
                        content_type="application/json")

    server.expect_request("/q").respond_with_handler(echo)
    bearer = make(adapters, server.url_for("/q"), headers={"Authorization": f"Bearer {SECRET}"})
    answer = bearer.query("q", {})
    failing = make(adapters, server.url_for("/q"), headers={"Authorization": f"Bearer {SECRET}", "X-Mode": "error"})
    with pytest.raises(SystemUnderTestError) as info:
        failing.query("q", {})
    decoded = make(adapters, server.url_for("/q"), headers={"Authorization": basic}).query("q", {})
    assert "***" in answer.answer and "***" in str(info.value) and "***" in decoded.answer
    for text in (answer.model_dump_json(), str(info.value), decoded.model_dump_json()):
        assert SECRET not in text and password not in text


# ----------------------------------------------------------------------------------- failures


def test_500_then_success_through_the_runner(server, adapters):
    server.expect_oneshot_request("/q").respond_with_data("boom", status=500)
    server.expect_request("/q").respond_with_json({"answer": "recovered"})
    rows = collect_responses(make(adapters, server.url_for("/q")), [case("q1")], {"v": {}}, FAST)
    assert (rows[0].status, rows[0].answer, rows[0].attempts) == ("ok", "recovered", 2)


def test_permanent_500_is_an_error_row_after_four_attempts(server, adapters):
    server.expect_request("/q").respond_with_data("database is down", status=503)
    rows = collect_responses(make(adapters, server.url_for("/q")), [case("q1")], {"v": {}}, FAST)
    assert rows[0].status == "error" and rows[0].attempts == 4
    assert "HTTP 503" in rows[0].error and "database is down" in rows[0].error
    _settle(server, count=4)
    assert len(server.log) == 4


def test_429_retry_after_seconds_reaches_the_runner(server, adapters):
    server.expect_oneshot_request("/q").respond_with_data("slow down", status=429, headers={"Retry-After": "7"})
    server.expect_request("/q").respond_with_json({"answer": "ok"})
    adapter = make(adapters, server.url_for("/q"))
    with pytest.raises(SystemUnderTestError) as info:
        adapter.query("q", {})
    assert info.value.retryable is True and info.value.retry_after == 7.0
    server.clear()
    server.expect_oneshot_request("/q").respond_with_data("slow down", status=429, headers={"Retry-After": "3"})
    server.expect_request("/q").respond_with_json({"answer": "ok"})
    sleeps: list[float] = []
    rows = collect_responses(adapter, [case("q1")], {"v": {}}, FAST, sleep=sleeps.append)
    assert rows[0].status == "ok" and rows[0].attempts == 2 and sleeps == [3.0]


def test_retry_after_http_date_and_garbage():
    now = datetime(2026, 1, 1, 12, 0, 0, tzinfo=UTC)
    assert parse_retry_after(format_datetime(now + timedelta(seconds=42), usegmt=True), now=now) == 42.0
    assert parse_retry_after(format_datetime(now - timedelta(seconds=5), usegmt=True), now=now) == 0.0
    assert parse_retry_after("86400") == MAX_RETRY_AFTER_S
    assert parse_retry_after("soon") is None and parse_retry_after(None) is None and parse_retry_after("nan") is None


def test_timeout_is_retryable(server, adapters):
    def sleepy(request: Request) -> Response:
        time.sleep(0.6)
        return Response(json.dumps({"answer": "late"}), content_type="application/json")

    server.expect_request("/q").respond_with_handler(sleepy)
    adapter = make(adapters, server.url_for("/q"), timeout=0.15)
    started = time.perf_counter()
    with pytest.raises(SystemUnderTestError, match="timed out after 0.15 s") as info:
        adapter.query("q", {})
    assert time.perf_counter() - started < 0.5
    assert info.value.retryable is True


def test_connection_refused_is_retryable_with_reason(adapters):
    adapter = make(adapters, f"http://127.0.0.1:{closed_port()}/q")
    with pytest.raises(SystemUnderTestError, match="ConnectError") as info:
        adapter.query("q", {})
    assert info.value.retryable is True
    rows = collect_responses(adapter, [case("q1")], {"v": {}}, FAST)
    assert rows[0].status == "error" and rows[0].attempts == 4 and "ConnectError" in rows[0].error


@pytest.mark.parametrize(("body", "kwargs", "message"), [
    ("<html>oops</html>", {}, "not valid JSON"),
    (json.dumps({"message": "no answer key"}), {},
     r"reply has no answer \(looked for answer, response, output, result, text, completion\); keys present: message"),
    (json.dumps({"data": {"answer": 3}}), {"answer_path": "data.answer"}, "'data.answer' must be a string"),
    (json.dumps({"answer": "a", "contexts": 5}), {}, "contexts: must be a list of contexts, got int"),
    (json.dumps({"answer": "a", "contexts": [{"doc_id": "x"}]}), {}, r"contexts\[0\]: has no text \(looked for text"),
    (json.dumps({"answer": "a", "contexts": [{"text": "t", "page": "two"}]}), {},
     r'contexts\[0\].page: expected an integer page number, got "two"'),
    (json.dumps({"answer": "a", "sources": [{"content": "t", "page": 0}]}), {}, r"sources\[0\].page: page numbers are 1-based"),
    (json.dumps({"answer": "a", "refs": [1]}), {"citations_path": "refs"}, "'refs' must be a list of strings"),
])
def test_malformed_replies_are_not_retryable_and_name_the_problem(server, adapters, body, kwargs, message):
    server.expect_request("/q").respond_with_data(body, content_type="application/json")
    adapter = make(adapters, server.url_for("/q"), **kwargs)
    with pytest.raises(SystemUnderTestError, match=message) as info:
        adapter.query("q", {})
    assert info.value.retryable is False
    rows = collect_responses(adapter, [case("q1")], {"v": {}}, FAST)
    assert rows[0].status == "error" and rows[0].attempts == 1


def test_404_is_not_retryable(server, adapters):
    server.expect_request("/missing").respond_with_data("no such route", status=404)
    rows = collect_responses(make(adapters, server.url_for("/missing")), [case("q1")], {"v": {}}, FAST)
    assert rows[0].status == "error" and rows[0].attempts == 1
    assert "HTTP 404 NOT FOUND" in rows[0].error and "no such route" in rows[0].error
    _settle(server)
    assert len(server.log) == 1


def _settle(server, count: int = 1, seconds: float = 1.0) -> None:
    """pytest-httpserver records a request after it has replied; give it a moment to do so."""
    deadline = time.monotonic() + seconds
    while len(server.log) < count and time.monotonic() < deadline:
        time.sleep(0.01)


def test_slow_response_is_flagged_by_the_runner(server, adapters):
    def slowish(request: Request) -> Response:
        time.sleep(0.12)
        return Response(json.dumps({"answer": "eventually"}), content_type="application/json")

    server.expect_request("/q").respond_with_handler(slowish)
    policy = RetryPolicy(retries=0, base_s=0.0, timeout_s=5.0, slow_threshold_s=0.05)
    rows = collect_responses(make(adapters, server.url_for("/q")), [case("q1")], {"v": {}}, policy)
    assert rows[0].status == "ok" and rows[0].slow is True and rows[0].latency_ms >= 120


def counting_handler(delay_s: float) -> tuple[dict[str, int], Callable[[Request], Response]]:
    """A handler answering ``re: <question>`` after ``delay_s``, and the peak of calls in flight."""
    lock = threading.Lock()
    state = {"inflight": 0, "peak": 0}

    def handler(request: Request) -> Response:
        with lock:
            state["inflight"] += 1
            state["peak"] = max(state["peak"], state["inflight"])
        time.sleep(delay_s)
        with lock:
            state["inflight"] -= 1
        question = json.loads(request.data)["question"]
        return Response(json.dumps({"answer": f"re: {question}"}), content_type="application/json")

    return state, handler


def test_concurrent_queries_overlap_and_keep_order(server, adapters):
    state, handler = counting_handler(0.05)
    server.expect_request("/q").respond_with_handler(handler)
    cases = [case(f"q{i}") for i in range(1, 17)]
    adapter = make(adapters, server.url_for("/q"), max_connections=8)
    rows = collect_responses(adapter, cases, {"v": {}}, FAST, concurrency=8)
    assert [r.case_id for r in rows] == [f"q{i}" for i in range(1, 17)]
    assert [r.answer for r in rows] == [f"re: question q{i}?" for i in range(1, 17)]
    assert state["peak"] > 1


def test_max_connections_caps_calls_in_flight_and_a_starved_call_times_out(server, adapters):
    state, handler = counting_handler(0.1)
    server.expect_request("/q").respond_with_handler(handler)
    adapter = make(adapters, server.url_for("/q"), max_connections=2)
    rows = collect_responses(adapter, [case(f"q{i}") for i in range(1, 9)], {"v": {}}, FAST, concurrency=6)
    assert [r.status for r in rows] == ["ok"] * 8
    assert state["peak"] == 2  # six workers, two connections: the rest waited for a free one

    # the only connection is busy; a call waits for it no longer than the timeout, then is retryable
    starved = make(adapters, server.url_for("/q"), max_connections=1, timeout=0.05)
    with starved._lane():
        with pytest.raises(SystemUnderTestError, match=r"no free connection within 0.05 s \(max_connections=1\)") as info:
            starved.query("q", {})
    assert info.value.retryable
    assert starved._idle.qsize() == 1  # the lane went back when its holder finished


# ----------------------------------------------------------------------------------- units


def test_paths_templates_and_url_redaction():
    assert parse_path("data.items[0].text") == ("data", "items", 0, "text")
    assert parse_path("a.1.b[2][3]") == ("a", 1, "b", 2, 3)
    with pytest.raises(ConfigError):
        parse_path("a..b")
    assert lookup({"a": [{"b": 1}]}, ("a", 0, "b")) == 1
    assert lookup({"a": []}, ("a", 0)) is not None  # the missing sentinel, not an exception
    assert render_template({"x": ["{question}", {"k": "{param.k}"}], "n": 1}, "Q", {"k": 3}) == \
        {"x": ["Q", {"k": 3}], "n": 1}
    assert redact_url("https://u:pw@h.example/q?key=abc&x=1") == "https://u:***@h.example/q?key=***&x=***"


def test_bad_configuration_is_a_config_error():
    with pytest.raises(ConfigError, match="http:// or https://"):
        HttpAdapter("ftp://127.0.0.1/q")
    for malformed in (f"http://user:{SECRET}@[::1/q", f"http://127.0.0.1:99999/q?key={SECRET}"):
        with pytest.raises(ConfigError, match="not a valid URL") as info:
            HttpAdapter(malformed)
        assert SECRET not in str(info.value)
    with pytest.raises(ConfigError, match="timeout"):
        HttpAdapter("http://127.0.0.1/q", timeout=0)
    with pytest.raises(ConfigError, match="max_connections"):
        HttpAdapter("http://127.0.0.1/q", max_connections=0)
    with pytest.raises(ConfigError, match="single-line") as info:
        HttpAdapter("http://127.0.0.1/q", headers={"Authorization": f"Bearer {SECRET}\r\nX: y"})
    assert SECRET not in str(info.value)
