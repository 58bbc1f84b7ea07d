"""Evaluate any RAG system that answers over HTTP: POST a JSON question, read a JSON answer.

The request body is built from a template so one endpoint can be evaluated in several variants
(seed 000: ``recall(expand=False, include_events=False)`` as the baseline vs ``True`` for the
full system): ``"{question}"`` and ``"{param.NAME}"`` placeholders inside string values are
replaced, and a string that is *exactly* one placeholder takes the value with its JSON type
(``"{param.expand}"`` → ``true``). The answer, contexts and citations are read from the reply
at dotted paths with list indices (``data.result.answer``, ``data.sources``, ``items[0].text``
or ``items.0.text``).

Failure classes matter because the runner retries with backoff (seed 002: 3 retries, 1/2/4 s):
a timeout, a refused connection, 408, 429 and 5xx are ``retryable`` (with the server's
``Retry-After`` passed on); any other 4xx and an unusable reply shape are not, since asking
again cannot fix them. The adapter itself never sleeps or retries.

Header values are credentials: they are kept only inside the httpx client, never logged, never
returned by :meth:`HttpAdapter.describe`, and scrubbed from any error text (a server that echoes
the request in its error page would otherwise leak the token into the report).
"""

from __future__ import annotations

import base64
import contextlib
import email.utils
import json
import logging
import math
import queue
import re
import ssl
import threading
import time
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx

from rageval_pipeline.core.adapters.base import AdapterAnswer, RAGAdapter
from rageval_pipeline.core.adapters.headers import REDACTED, redact
from rageval_pipeline.core.adapters.response_contract import (
    ANSWER_KEYS,
    ReplyFields,
    ReplyShapeError,
    find_fields,
    get_path,
    missing_contexts_reason,
    parse_contexts,
    read_citations,
)
from rageval_pipeline.core.errors import ConfigError, SystemUnderTestError
from rageval_pipeline.core.records.hashing import stable_hash
from rageval_pipeline.core.records.schemas import ContextChunk

log = logging.getLogger(__name__)

#: a server may ask for any Retry-After; more than this would stall a nightly run for one case
MAX_RETRY_AFTER_S = 300.0
#: characters of an error body quoted in the error message
BODY_EXCERPT_CHARS = 200

_PLACEHOLDER = re.compile(r"\{(question|param\.([A-Za-z_][A-Za-z0-9_\-]*))\}")
#: anything that looks like a placeholder: a name in braces (``{questoin}``, ``{ question }``,
#: ``{params.k}``); literal braces around other text (``"{}"``, ``"{\"a\": 1}"``) are left alone
_PLACEHOLDER_LIKE = re.compile(r"\{\s*[A-Za-z_][A-Za-z0-9_.\-]*\s*\}")
SUPPORTED_PLACEHOLDERS = "{question}, {param.NAME}"
_PATH_PART = re.compile(r"^([^\[\]]*)((?:\[\d+\])*)$")
_MISSING = object()
_JSON_BODY = {"Content-Type": "application/json"}


# ---------------------------------------------------------------------------------------------
# JSON paths


def parse_path(path: str) -> tuple[str | int, ...]:
    """``"data.items[0].text"`` or ``"data.items.0.text"`` → ``("data", "items", 0, "text")``."""
    if not isinstance(path, str) or not path.strip():
        raise ConfigError("a JSON path must be a non-empty string like 'data.answer'", field="path")
    steps: list[str | int] = []
    for part in path.split("."):
        match = _PATH_PART.match(part)
        if match is None or (not match.group(1) and not match.group(2)):
            raise ConfigError(f"malformed JSON path {path!r} (at {part!r})", field="path")
        key, indices = match.group(1), match.group(2)
        if key:
            steps.append(int(key) if key.isdigit() else key)
        steps.extend(int(i) for i in re.findall(r"\[(\d+)\]", indices))
    return tuple(steps)


def lookup(data: Any, steps: tuple[str | int, ...]) -> Any:
    """The value at ``steps`` or ``_MISSING``; an int step indexes a list, a str step a dict key.

    A digit step on a dict is tried as the string key as well (``{"0": ...}``), since dotted
    paths cannot tell the two apart.
    """
    current = data
    for step in steps:
        if isinstance(current, list) and isinstance(step, int):
            if step >= len(current):
                return _MISSING
            current = current[step]
        elif isinstance(current, dict):
            key = str(step)
            if key not in current:
                return _MISSING
            current = current[key]
        else:
            return _MISSING
    return current


# ---------------------------------------------------------------------------------------------
# request templates


def _template_placeholders(template: Any) -> set[str]:
    """Every ``{question}`` / ``{param.NAME}`` used anywhere in the template's string values."""
    found: set[str] = set()
    if isinstance(template, str):
        found.update(m.group(1) for m in _PLACEHOLDER.finditer(template))
    elif isinstance(template, Mapping):
        for value in template.values():
            found |= _template_placeholders(value)
    elif isinstance(template, list | tuple):
        for value in template:
            found |= _template_placeholders(value)
    return found


def _template_strings(template: Any, *, keys: bool) -> Iterator[str]:
    """Every string value of the template (``keys``: every mapping key instead)."""
    if isinstance(template, str):
        if not keys:
            yield template
    elif isinstance(template, Mapping):
        for key, value in template.items():
            if keys and isinstance(key, str):
                yield key
            yield from _template_strings(value, keys=keys)
    elif isinstance(template, list | tuple):
        for value in template:
            yield from _template_strings(value, keys=keys)


def check_request_template(template: Any) -> None:
    """Refuse a template that would send something other than what its author meant.

    A misspelt placeholder (``{questoin}``) would reach the server as literal text on every call,
    and a template without ``{question}`` would never send the question: both are a
    :class:`ConfigError` (field ``request_template``; callers re-locate it). Placeholders are
    replaced inside string values only, so one in a key is refused as well.
    """
    if template is None:
        return
    for text in _template_strings(template, keys=False):
        for match in _PLACEHOLDER_LIKE.finditer(text):
            if _PLACEHOLDER.fullmatch(match.group(0)) is None:
                raise ConfigError(f"unknown placeholder {match.group(0)}; supported: {SUPPORTED_PLACEHOLDERS}",
                                  field="request_template")
    for key in _template_strings(template, keys=True):
        found = _PLACEHOLDER_LIKE.search(key)
        if found is not None:
            raise ConfigError(f"placeholder {found.group(0)} in a key is never replaced: placeholders go in "
                              "string values", field="request_template")
    if "question" not in _template_placeholders(template):
        raise ConfigError("has no {question} placeholder, so the question would never be sent; "
                          'add one, e.g. {"query": "{question}"}', field="request_template")


def render_template(template: Any, question: str, params: Mapping[str, Any]) -> Any:
    """Substitute placeholders recursively; a whole-placeholder string keeps the value's type."""
    if isinstance(template, str):
        whole = _PLACEHOLDER.fullmatch(template)
        if whole is not None:
            return _placeholder_value(whole, question, params)

        def sub(match: re.Match[str]) -> str:
            value = _placeholder_value(match, question, params)
            return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)

        return _PLACEHOLDER.sub(sub, template)
    if isinstance(template, Mapping):
        return {key: render_template(value, question, params) for key, value in template.items()}
    if isinstance(template, list | tuple):
        return [render_template(value, question, params) for value in template]
    return template


def _placeholder_value(match: re.Match[str], question: str, params: Mapping[str, Any]) -> Any:
    if match.group(1) == "question":
        return question
    name = match.group(2)
    if name not in params:
        raise SystemUnderTestError(
            f"request template uses {{param.{name}}} but the variant has no parameter {name!r} "
            f"(it has {sorted(params)})", system="http", retryable=False,
        )
    return params[name]


def _string_inside(data: Any) -> str:
    """A hint for ``{"answer": {"text": "..."}}``: the answer key holds an object, and where its string is."""
    if not isinstance(data, Mapping):
        return ""
    for key in ANSWER_KEYS:
        value = data.get(key)
        if isinstance(value, Mapping):
            inner = next((k for k in (*ANSWER_KEYS, *value) if isinstance(value.get(k), str)), None)
            if inner is not None:
                return f"; {key!r} is an object: set http.answer_path: {key}.{inner}"
    return ""


# ---------------------------------------------------------------------------------------------
# URLs and secrets


def redact_url(url: str) -> str:
    """The URL without a password in its user-info and with query values replaced by ``***``."""
    parts = urlsplit(url)
    netloc = parts.netloc
    if "@" in netloc:
        userinfo, _, host = netloc.rpartition("@")
        user = userinfo.split(":", 1)[0]
        netloc = f"{user}:{REDACTED}@{host}" if ":" in userinfo else f"{user}@{host}"
    query = "&".join(
        f"{pair.split('=', 1)[0]}={REDACTED}" if "=" in pair else pair for pair in parts.query.split("&")
    ) if parts.query else ""
    return urlunsplit((parts.scheme, netloc, parts.path, query, parts.fragment))


def parse_retry_after(value: str | None, *, now: datetime | None = None) -> float | None:
    """Seconds to wait from a ``Retry-After`` header: delta-seconds or an HTTP-date (RFC 9110).

    Unparseable values are ignored (``None``): the runner's own backoff still applies. The result
    is capped at :data:`MAX_RETRY_AFTER_S`.
    """
    if value is None or not value.strip():
        return None
    text = value.strip()
    try:
        seconds = float(text)
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(text)
        except (TypeError, ValueError, IndexError):
            return None
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        seconds = (when - (now or datetime.now(UTC))).total_seconds()
    if not math.isfinite(seconds):
        return None
    return min(max(seconds, 0.0), MAX_RETRY_AFTER_S)


#: "Bearer abc", "Token abc", "Basic dXNlcjpwdw==": a scheme word, then the credential itself
_AUTH_SCHEME = re.compile(r"^\s*([A-Za-z][\w-]{1,20})\s+(\S.*?)\s*$")


def header_secrets(value: str) -> list[str]:
    """What of a header value may leak on its own: the value, the credential after an auth scheme
    (a server echoing "bad token abc" drops the "Bearer "), and Basic auth's decoded password."""
    found = [value]
    scheme = _AUTH_SCHEME.match(value)
    if scheme:
        credential = scheme.group(2)
        found.append(credential)
        if scheme.group(1).lower() == "basic":
            try:
                user, _, password = base64.b64decode(credential, validate=True).decode("utf-8").partition(":")
            except (ValueError, UnicodeDecodeError):
                user, password = "", ""
            found += [password, f"{user}:{password}"] if password else []
    return found


def url_secrets(url: str) -> list[str]:
    """The parts of a URL that may be credentials: the user-info password and query values."""
    parts = urlsplit(url)
    found: list[str] = []
    if "@" in parts.netloc:
        userinfo = parts.netloc.rpartition("@")[0]
        if ":" in userinfo:
            found.append(userinfo.split(":", 1)[1])
    for pair in parts.query.split("&") if parts.query else []:
        if "=" in pair:
            found.append(pair.split("=", 1)[1])
    return found


class _ScrubFilter(logging.Filter):
    """Rewrites records of the ``httpx`` logger that would show a secret.

    httpx logs every request's full URL at INFO; an endpoint with ``?api_key=...`` would put the
    key into the run's log. Header values never reach httpx's log, but are scrubbed as well.
    """

    def __init__(self, secrets: list[str]) -> None:
        super().__init__()
        self.secrets = secrets

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except (TypeError, ValueError):
            return True  # a malformed record is the logging system's to report
        if any(secret in message for secret in self.secrets):
            for secret in self.secrets:
                message = message.replace(secret, REDACTED)
            record.msg, record.args = message, None
        return True


# ---------------------------------------------------------------------------------------------
# the adapter


class HttpAdapter(RAGAdapter):
    """A RAG system behind a JSON-over-HTTP endpoint.

    Up to ``max_connections`` keep-alive connections, one ``httpx.Client`` each, shared by the
    runner's threads (a call takes an idle one, or opens a new one while under the limit), so a
    TCP handshake is paid once per connection, not per case. Keep ``max_connections`` ≥ the
    runner's concurrency, otherwise calls queue for a connection (and a queued call can time out
    waiting).
    """

    name = "http"
    enforces_timeout = True  # httpx gives up after `timeout` seconds on its own

    def __init__(
        self,
        endpoint: str,
        *,
        headers: Mapping[str, str] | None = None,
        timeout: float = 30.0,
        request_template: Mapping[str, Any] | None = None,
        answer_path: str | None = None,
        contexts_path: str | None = None,
        citations_path: str | None = None,
        max_connections: int = 8,
        transport: httpx.BaseTransport | None = None,
        page_offset: int = 0,
    ) -> None:
        if not isinstance(endpoint, str):
            raise ConfigError("endpoint must be an http:// or https:// URL", field="endpoint")
        try:  # the message never quotes the URL: it may carry credentials
            parts = urlsplit(endpoint)
            parts.port  # noqa: B018 - raises ValueError for a port outside 0-65535
        except ValueError:
            raise ConfigError("endpoint is not a valid URL (host or port malformed)", field="endpoint") from None
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise ConfigError("endpoint must be an http:// or https:// URL", field="endpoint")
        if not (isinstance(timeout, int | float) and timeout > 0 and math.isfinite(timeout)):
            raise ConfigError(f"timeout must be a positive number of seconds, got {timeout!r}", field="timeout")
        if isinstance(max_connections, bool) or not isinstance(max_connections, int) or max_connections < 1:
            raise ConfigError(f"max_connections must be an integer >= 1, got {max_connections!r}",
                              field="max_connections")
        if request_template is not None:
            if not isinstance(request_template, Mapping):
                raise ConfigError("request_template must be a JSON object", field="request_template")
            try:
                json.dumps(request_template, allow_nan=False)
            except (TypeError, ValueError) as exc:
                raise ConfigError(f"request_template is not JSON-serialisable: {exc}",
                                  field="request_template") from None
            check_request_template(request_template)
        self.endpoint = endpoint
        try:  # parsed once: httpx re-parses a string URL on every call (~0.1 ms, a tenth of a call's CPU)
            self._url = httpx.URL(endpoint)
        except httpx.InvalidURL:
            raise ConfigError("endpoint is not a valid URL", field="endpoint") from None
        self.timeout = float(timeout)
        self.request_template = dict(request_template) if request_template is not None else None
        self.answer_path = answer_path
        self.contexts_path = contexts_path
        self.citations_path = citations_path
        #: added to each context's ``page`` (1 for a 0-based loader such as LangChain's PyPDFLoader)
        self.page_offset = page_offset
        self.max_connections = max_connections
        # None = auto-detect (response_contract): the first known key found is used and reported
        self._answer_steps = parse_path(answer_path) if answer_path is not None else None
        self._contexts_steps = parse_path(contexts_path) if contexts_path is not None else None
        self._announced = False  # the fields used are logged once, on the first reply
        self._fields_seen: dict[str, str | None] | None = None  # the first reply's, for describe()
        self._citations_steps = parse_path(citations_path) if citations_path is not None else None
        self._placeholders = (
            _template_placeholders(self.request_template) if self.request_template is not None else {"question"}
        )
        header_map = dict(headers or {})
        for header_name, value in header_map.items():
            if not isinstance(value, str) or any(ch in value for ch in "\r\n\x00"):
                raise ConfigError(f"header {header_name!r}: value must be a single-line string", field="headers")
        # secrets, longest first so that a value containing another is scrubbed whole; values
        # shorter than 4 characters are not scrubbed (they would mangle ordinary words)
        candidates = [*(part for value in header_map.values() for part in header_secrets(value)),
                      *url_secrets(endpoint)]
        self._secrets = sorted({v for v in candidates if len(v) >= 4}, key=len, reverse=True)
        self._header_names = sorted(header_map, key=str.lower)
        self._display_endpoint = redact_url(endpoint)
        self._closed = False
        self._lock = threading.Lock()
        self._log_filter: _ScrubFilter | None = None
        if self._secrets:
            self._log_filter = _ScrubFilter(self._secrets)
            logging.getLogger("httpx").addFilter(self._log_filter)
        self._transport = transport
        self._lane_options: dict[str, Any] = {
            "headers": {"Accept": "application/json", **header_map},
            "timeout": httpx.Timeout(self.timeout),
            "limits": httpx.Limits(max_connections=1, max_keepalive_connections=1),
            "follow_redirects": False,
        }
        self._ssl_context: ssl.SSLContext | None = None
        self._lanes: list[httpx.Client] = []  # every client made, to close them all
        self._opened = 1  # lanes made or being made (the first one just below)
        self._idle: queue.LifoQueue[httpx.Client] = queue.LifoQueue()
        try:
            self._idle.put(self._new_lane())  # the first lane now: header errors surface at construction
        except (TypeError, ValueError, UnicodeError) as exc:
            if self._log_filter is not None:
                logging.getLogger("httpx").removeFilter(self._log_filter)
            raise ConfigError(f"invalid header configuration ({exc.__class__.__name__})", field="headers") from None

    # -- connection lanes ------------------------------------------------------------------------

    def _new_lane(self) -> httpx.Client:
        """A single-connection client; called with a slot already reserved in ``_opened``."""
        options = dict(self._lane_options)
        if self._transport is not None:
            options["transport"] = self._transport
        else:
            with self._lock:
                if self._ssl_context is None:  # building one costs ~35 ms: all lanes share it
                    self._ssl_context = httpx.create_ssl_context()
                options["verify"] = self._ssl_context
        client = httpx.Client(**options)  # outside the lock: 32 threads starting at once build theirs in parallel
        with self._lock:
            self._lanes.append(client)
        return client

    @contextlib.contextmanager
    def _lane(self) -> Iterator[httpx.Client]:
        """One single-connection client for the duration of a call.

        Lanes instead of one pooled client: httpcore's pool re-checks every connection each time
        it places a request, which at 32 connections cost ~1 ms of CPU per call under a shared
        lock (measured) and kept 32 threads from reaching the 32-in-flight bound.
        """
        client = self._acquire()
        try:
            yield client
        finally:
            self._idle.put(client)

    def _acquire(self) -> httpx.Client:
        try:
            return self._idle.get_nowait()
        except queue.Empty:
            pass
        with self._lock:
            if self._closed:
                raise self._fail("the adapter is closed", retryable=False)
            reserved = self._opened < self.max_connections
            self._opened += reserved
        if reserved:
            try:
                return self._new_lane()
            except BaseException:
                with self._lock:
                    self._opened -= 1
                raise
        try:  # all connections busy: wait as long as a call may take
            return self._idle.get(timeout=self.timeout)
        except queue.Empty:
            raise self._fail(f"POST {self._display_endpoint}: no free connection within {self.timeout:g} s "
                             f"(max_connections={self.max_connections})", retryable=True) from None

    # -- helpers -------------------------------------------------------------------------------

    def _scrub(self, text: str) -> str:
        for secret in self._secrets:
            text = text.replace(secret, REDACTED)
        return text

    def _fail(self, message: str, *, retryable: bool, retry_after: float | None = None) -> SystemUnderTestError:
        return SystemUnderTestError(self._scrub(message), system=self.name, retryable=retryable,
                                    retry_after=retry_after)

    def build_request(self, question: str, params: Mapping[str, Any]) -> Any:
        """The JSON body for one call; variant params the template does not use are an error.

        Ignoring them would evaluate the endpoint's defaults under the variant's name — the
        baseline-vs-full comparison would silently compare a system with itself.
        """
        used = {p.split(".", 1)[1] for p in self._placeholders if p.startswith("param.")}
        unused = sorted(set(params) - used)
        if unused:
            hint = ("the default request sends only the question; configure a request_template"
                    if self.request_template is None else "add {param.NAME} placeholders to the request_template")
            raise self._fail(f"variant parameter(s) {unused} are not used by the request ({hint})", retryable=False)
        if self.request_template is None:
            return {"question": question}
        return render_template(self.request_template, question, params)

    # -- RAGAdapter ----------------------------------------------------------------------------

    def query(self, question: str, params: Mapping[str, Any]) -> AdapterAnswer:
        body = self.build_request(question, params)
        try:
            payload = json.dumps(body, ensure_ascii=False, allow_nan=False).encode("utf-8")
        except (TypeError, ValueError) as exc:
            raise self._fail(f"request body is not JSON-serialisable: {exc}", retryable=False) from None
        started = time.perf_counter()
        try:
            with self._lane() as client:
                response = client.post(self._url, content=payload, headers=_JSON_BODY)
        except httpx.TimeoutException as exc:
            raise self._fail(f"POST {self._display_endpoint} timed out after {self.timeout:g} s "
                             f"({exc.__class__.__name__})", retryable=True) from None
        except (httpx.UnsupportedProtocol, httpx.InvalidURL) as exc:
            raise self._fail(f"POST {self._display_endpoint}: {exc.__class__.__name__}: {exc}",
                             retryable=False) from None
        except httpx.TransportError as exc:
            raise self._fail(f"POST {self._display_endpoint} failed: {exc.__class__.__name__}: {exc}",
                             retryable=True) from None
        elapsed_ms = round((time.perf_counter() - started) * 1000.0, 3)
        log.debug("POST %s -> %d in %.1f ms", self._display_endpoint, response.status_code, elapsed_ms)
        self._raise_for_status(response)
        return self._parse(response, elapsed_ms)

    def _raise_for_status(self, response: httpx.Response) -> None:
        status = response.status_code
        if 200 <= status < 300:
            return
        excerpt = " ".join(response.text.split())[:BODY_EXCERPT_CHARS]
        detail = f"HTTP {status} {response.reason_phrase} from {self._display_endpoint}"
        if excerpt:
            detail += f": {excerpt}"
        if status in (408, 429) or status >= 500:
            retry_after = parse_retry_after(response.headers.get("Retry-After"))
            raise self._fail(detail, retryable=True, retry_after=retry_after)
        if 300 <= status < 400:
            raise self._fail(f"{detail} (redirects are not followed; configure the final URL)", retryable=False)
        raise self._fail(detail, retryable=False)

    def _parse(self, response: httpx.Response, elapsed_ms: float) -> AdapterAnswer:
        try:
            data = json.loads(response.content)
        except RecursionError:
            raise self._fail("reply is not valid JSON (nested too deeply)", retryable=False) from None
        except (ValueError, UnicodeDecodeError) as exc:
            excerpt = " ".join(response.text.split())[:80]
            raise self._fail(f"reply is not valid JSON ({exc.__class__.__name__} at {getattr(exc, 'pos', '?')}): "
                             f"{excerpt!r}", retryable=False) from None

        detected = find_fields(data)
        answer_at = self.answer_path or detected.answer
        if self._answer_steps is not None:
            answer = lookup(data, self._answer_steps)
        else:
            answer = get_path(data, detected.answer) if detected.answer else _MISSING
        if answer is _MISSING or answer is None:
            where = (f"at JSON path {self.answer_path!r}" if self.answer_path
                     else f"(looked for {', '.join(ANSWER_KEYS)})")
            hint = "" if self.answer_path else _string_inside(data)
            raise self._fail(f"reply has no answer {where}; keys present: {', '.join(detected.keys) or 'none'}{hint}",
                             retryable=False)
        if not isinstance(answer, str):
            raise self._fail(f"answer at JSON path {answer_at!r} must be a string, got "
                             f"{type(answer).__name__}", retryable=False)

        contexts: list[ContextChunk] | None = None
        contexts_at = self.contexts_path or detected.contexts
        if self._contexts_steps is not None:
            raw_contexts = lookup(data, self._contexts_steps)
            raw_contexts = None if raw_contexts is _MISSING else raw_contexts
        else:
            raw_contexts = get_path(data, detected.contexts) if detected.contexts else None
        if raw_contexts is not None:
            try:
                contexts = parse_contexts(raw_contexts, str(contexts_at), page_offset=self.page_offset)
            except ReplyShapeError as exc:
                raise self._fail(str(exc), retryable=False) from None
        citations: list[str] = []
        citations_at = self.citations_path
        if self._citations_steps is not None:
            raw_citations = lookup(data, self._citations_steps)
            if raw_citations is not _MISSING and raw_citations is not None:
                if not isinstance(raw_citations, list) or not all(isinstance(c, str) for c in raw_citations):
                    raise self._fail(f"citations at JSON path {self.citations_path!r} must be a list of strings",
                                     retryable=False)
                citations = list(raw_citations)
        elif detected.citations is not None:
            citations = read_citations(get_path(data, detected.citations))
            citations_at = detected.citations

        fields = ReplyFields(answer=answer_at, contexts=contexts_at if contexts is not None else None,
                             keys=detected.keys, citations=citations_at if citations else None)
        self._announce(fields, contexts)

        self._require_encodable(answer, answer_at)
        for i, chunk in enumerate(contexts or []):
            for name in ("text", "doc_id", "chunk_id"):
                self._require_encodable(getattr(chunk, name), f"{contexts_at}[{i}].{name}")
        for i, citation in enumerate(citations):
            self._require_encodable(citation, f"{self.citations_path}[{i}]")
        metadata: dict[str, Any] = {"http_status": response.status_code, "http_elapsed_ms": elapsed_ms,
                                    "response_fields": fields.as_metadata()}
        if contexts is None:
            metadata["contexts_missing"] = missing_contexts_reason(fields, self.contexts_path)
        if self._secrets:  # a system echoing the caller's credential must not get it stored
            answer = self._scrub(answer)
            contexts = None if contexts is None else [self._scrub_chunk(chunk) for chunk in contexts]
            citations = [self._scrub(c) for c in citations]
        return AdapterAnswer(answer=answer, contexts=contexts, citations=citations, metadata=metadata)

    def _scrub_chunk(self, chunk: ContextChunk) -> ContextChunk:
        fields = {name: self._scrub(value) for name in ("text", "doc_id", "chunk_id")
                  if isinstance(value := getattr(chunk, name), str) and any(s in value for s in self._secrets)}
        return chunk.model_copy(update=fields) if fields else chunk

    def _announce(self, fields: ReplyFields, contexts: list[ContextChunk] | None) -> None:
        """Say once which fields of the reply are read — and loudly when there are no contexts."""
        with self._lock:
            if self._announced:
                return
            self._announced = True
            self._fields_seen = fields.as_metadata()
        if contexts is None:
            log.warning("HTTP system %s: %s", self._display_endpoint,
                        missing_contexts_reason(fields, self.contexts_path))
        else:
            log.info("HTTP system %s: %s (%d items in the first reply)", self._display_endpoint,
                        fields.describe(), len(contexts))

    def _require_encodable(self, value: str | None, where: str | None) -> None:
        """JSON may escape lone surrogates (\\ud800) that no UTF-8 file can hold: refuse them here,
        naming the place, instead of crashing when the responses are stored."""
        if value is None:
            return
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise self._fail(f"text at JSON path {where!r} holds an unpaired surrogate (invalid Unicode)",
                             retryable=False) from None

    def describe(self) -> dict[str, Any]:
        """Endpoint (credentials redacted), header names only, the paths and the template's hash.

        The template goes in as a hash: it may carry an API key in a body field, and the
        provenance only needs to notice that it changed. An unset path means auto-detection;
        ``response_fields`` says what the first reply was read from (``None`` before any reply).
        """
        return {
            "adapter": self.name,
            "endpoint": self._display_endpoint,
            "headers": redact(dict.fromkeys(self._header_names, "")),
            "answer_path": self.answer_path,
            "contexts_path": self.contexts_path,
            "citations_path": self.citations_path,
            "response_fields": dict(self._fields_seen) if self._fields_seen is not None else None,
            "request_template_sha": stable_hash(self.request_template) if self.request_template is not None else None,
            "request_placeholders": sorted(self._placeholders),
            "timeout_s": self.timeout,
        }

    def close(self) -> None:
        with self._lock:
            if not self._closed:
                self._closed = True
                for client in self._lanes:
                    client.close()
                if self._log_filter is not None:
                    logging.getLogger("httpx").removeFilter(self._log_filter)


__all__ = ["MAX_RETRY_AFTER_S", "SUPPORTED_PLACEHOLDERS", "HttpAdapter", "check_request_template", "header_secrets",
           "lookup", "parse_path", "parse_retry_after", "redact_url", "render_template", "url_secrets"]
