"""A fake Anthropic Messages API: a real HTTP server on 127.0.0.1 that the real ``anthropic`` SDK
talks to through ``base_url`` — so tests exercise the SDK's request building, response parsing
and error classes instead of monkeypatching them.

Usage::

    with FakeMessagesAPI() as api:                      # starts on a free port
        api.enqueue(Reply.rate_limited(retry_after=0.2), Reply.ok('{"correctness": 2, ...}'))
        client = anthropic.Anthropic(api_key="k", base_url=api.base_url, max_retries=0)
        ...
        assert len(api.message_requests) == 2
        assert api.message_requests[0].headers["x-api-key"] == "k"

API
---
``FakeMessagesAPI(script=None, *, default=None)``
    ``script``: replies served in order, one per ``POST /v1/messages``; ``default``: a
    :class:`Reply` or a callable ``(RecordedRequest) -> Reply`` used once the script is empty.
    Without either, an unscripted request gets a 500 ``api_error`` ("fake server: no scripted
    reply"), which makes an unexpected extra call visible in a test.
``enqueue(*replies)``, ``set_default(reply_or_callable)``
    Extend the script / change the fallback while running.
``base_url``, ``requests``, ``message_requests``, ``start()``, ``stop()``, context manager.
    ``requests`` records every request (method, path, lower-cased headers, parsed JSON body,
    raw bytes, monotonic arrival time) — for counting calls and checking where the key went.
``Reply``
    ``Reply.ok(text, stop_reason="end_turn", input_tokens=100, output_tokens=50, delay=0.0)``,
    ``Reply.error(status, error_type, message, headers={})``, ``Reply.rate_limited(retry_after)``,
    ``Reply.overloaded()``, ``Reply.server_error()``; ``delay`` (seconds) sleeps before answering,
    for timeout tests (a stopped server wakes sleepers at once); ``Reply(raw_body=b"...")`` sends
    those bytes verbatim (as ``application/json``) with ``status``, for malformed-response tests.
``POST /v1/messages/count_tokens`` answers ``{"input_tokens": len(body_json) // 4}``.

The pytest fixture :func:`messages_api` yields a started server; import it into a test module.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest


@dataclass(frozen=True)
class Reply:
    """One scripted behaviour: a message (status 200) or an API error."""

    status: int = 200
    text: str = ""
    stop_reason: str = "end_turn"
    input_tokens: int = 100
    output_tokens: int = 50
    error_type: str | None = None
    error_message: str = ""
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    model: str | None = None
    raw_body: bytes | None = None

    @classmethod
    def ok(
        cls,
        text: str,
        *,
        stop_reason: str = "end_turn",
        input_tokens: int = 100,
        output_tokens: int = 50,
        delay: float = 0.0,
    ) -> Reply:
        return cls(text=text, stop_reason=stop_reason, input_tokens=input_tokens, output_tokens=output_tokens, delay=delay)

    @classmethod
    def error(cls, status: int, error_type: str, message: str, *, headers: dict[str, str] | None = None) -> Reply:
        return cls(status=status, error_type=error_type, error_message=message, headers=dict(headers or {}))

    @classmethod
    def rate_limited(cls, retry_after: float | None = None) -> Reply:
        headers = {"retry-after": f"{retry_after:g}"} if retry_after is not None else {}
        return cls.error(429, "rate_limit_error", "Number of request tokens has exceeded your rate limit.", headers=headers)

    @classmethod
    def overloaded(cls) -> Reply:
        return cls.error(529, "overloaded_error", "Overloaded")

    @classmethod
    def server_error(cls) -> Reply:
        return cls.error(500, "api_error", "Internal server error")


@dataclass(frozen=True)
class RecordedRequest:
    """One request as the server received it."""

    method: str
    path: str
    headers: dict[str, str]
    body: Any
    raw: bytes
    at: float


Behaviour = Reply | Callable[[RecordedRequest], Reply]


class FakeMessagesAPI:
    """Scripted Messages API server (see the module docstring)."""

    def __init__(self, script: Iterable[Reply] | None = None, *, default: Behaviour | None = None) -> None:
        self._script: deque[Reply] = deque(script or ())
        self._default = default
        self._lock = threading.Lock()
        self._requests: list[RecordedRequest] = []
        self._stopping = threading.Event()
        self._counter = 0
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- scripting -----------------------------------------------------------------------------

    def enqueue(self, *replies: Reply) -> None:
        with self._lock:
            self._script.extend(replies)

    def set_default(self, behaviour: Behaviour | None) -> None:
        with self._lock:
            self._default = behaviour

    @property
    def requests(self) -> list[RecordedRequest]:
        with self._lock:
            return list(self._requests)

    @property
    def message_requests(self) -> list[RecordedRequest]:
        return [r for r in self.requests if r.method == "POST" and r.path == "/v1/messages"]

    # -- lifecycle -----------------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        if self._server is None:
            raise RuntimeError("the fake Messages API is not running")
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> FakeMessagesAPI:
        handler = _make_handler(self)
        server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        server.daemon_threads = True
        server.block_on_close = False
        self._server = server
        self._thread = threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.02}, name="fake-messages-api", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> FakeMessagesAPI:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- request handling ----------------------------------------------------------------------

    def _record(self, request: RecordedRequest) -> int:
        with self._lock:
            self._requests.append(request)
            self._counter += 1
            return self._counter

    def _next_reply(self, request: RecordedRequest) -> Reply:
        with self._lock:
            if self._script:
                return self._script.popleft()
            default = self._default
        if default is None:
            return Reply.error(500, "api_error", "fake server: no scripted reply")
        return default(request) if callable(default) else default

    def _sleep(self, seconds: float) -> None:
        if seconds > 0:
            self._stopping.wait(seconds)


def _make_handler(api: FakeMessagesAPI) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        server_version = "FakeMessagesAPI/1.0"

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
            """Silence the default stderr access log."""

        def do_POST(self) -> None:  # noqa: N802 - stdlib naming
            length = int(self.headers.get("content-length") or 0)
            raw = self.rfile.read(length) if length else b""
            try:
                body: Any = json.loads(raw) if raw else None
            except json.JSONDecodeError:
                body = None
            request = RecordedRequest(
                method="POST",
                path=self.path.split("?", 1)[0],
                headers={k.lower(): v for k, v in self.headers.items()},
                body=body,
                raw=raw,
                at=time.monotonic(),
            )
            number = api._record(request)
            if request.path == "/v1/messages/count_tokens":
                self._send(200, {"input_tokens": max(1, len(raw) // 4)}, {})
                return
            if request.path != "/v1/messages":
                self._send(404, _error_body("not_found_error", f"no route {request.path}"), {})
                return
            reply = api._next_reply(request)
            api._sleep(reply.delay)
            if api._stopping.is_set():
                return
            if reply.raw_body is not None:
                self._send_raw(reply.status, reply.raw_body, reply.headers)
                return
            if reply.status != 200:
                self._send(reply.status, _error_body(reply.error_type or "api_error", reply.error_message), reply.headers)
                return
            model = reply.model or (body.get("model") if isinstance(body, dict) else None) or "claude-fake"
            message = {
                "id": f"msg_fake_{number:06d}",
                "type": "message",
                "role": "assistant",
                "model": model,
                "content": [{"type": "text", "text": reply.text}],
                "stop_reason": reply.stop_reason,
                "stop_sequence": None,
                "usage": {"input_tokens": reply.input_tokens, "output_tokens": reply.output_tokens},
            }
            self._send(200, message, reply.headers)

        def _send(self, status: int, payload: Any, headers: dict[str, str]) -> None:
            self._send_raw(status, json.dumps(payload).encode("utf-8"), headers)

        def _send_raw(self, status: int, data: bytes, headers: dict[str, str]) -> None:
            try:
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.send_header("request-id", "req_fake")
                for name, value in headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (timeout test): nothing to answer

    return Handler


def _error_body(error_type: str, message: str) -> dict[str, Any]:
    return {"type": "error", "error": {"type": error_type, "message": message}}


@pytest.fixture
def messages_api() -> Iterator[FakeMessagesAPI]:
    """A started :class:`FakeMessagesAPI`, stopped after the test."""
    with FakeMessagesAPI() as api:
        yield api


__all__ = ["FakeMessagesAPI", "RecordedRequest", "Reply", "messages_api"]
