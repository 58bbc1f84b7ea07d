"""Shared Messages-API machinery of the Claude judges (per-answer :mod:`anthropic_judge` and
pairwise :mod:`pairwise`): one lazily built SDK client, our own retry policy, the truncation /
repair protocol, the call cache and usage accounting.

Why a private module: both judges must behave identically when the API misbehaves (same retries,
same backoff, same repair turn, same caching of only-valid replies, same scrubbing of the key), and
the only thing that differs between them is how a reply is parsed. So :class:`ClaudeCaller` takes
the parser as an argument and is generic in what it returns.

The protocol of one logical call (what :class:`AnthropicJudge` calls a *pass*):

1. the prompt is sent; 429 / 408 / 409 / 5xx / 529 / timeouts / connection errors / malformed
   bodies are retried with exponential backoff (``retry_base_delay * 2**attempt``, jittered) or
   after the server's ``retry-after`` (capped at ``max_retry_after``); 401 / 402 / 403 / 404 (key,
   account, permission or model refused) raise :class:`JudgeSetupError` (see below); other 4xx
   fail the call at once;
2. a reply cut off by ``max_tokens`` that does not parse is asked again once with twice the budget;
3. a reply that still does not parse gets one repair turn (the bad reply is sent back with the
   parser's complaint, asking for the JSON only).

The parser signals "unusable reply, worth a repair" by raising :class:`JudgeOutputError`; only a
reply that parsed is cached, so a failed call is retried on the next run.

Why a refused key stops everything: a 401 / 402 / 403 / 404 answers the same for every case, pass
and retry, so repeating it only multiplies one error by the size of the run. The first one is
latched: it raises :class:`JudgeSetupError` (one line: the cause and what to change, never the
key) out of :meth:`ClaudeCaller.call`, and every later call raises it again without a request.
Until the API has answered once, requests go one at a time (the *first-request gate*), so an
invalid key costs one request, not one per thread; after that, calls run concurrently as before.

The SDK client is built with ``max_retries=0`` (retries must be visible and configurable here) and
``anthropic`` is imported only when the first call is made.
"""

from __future__ import annotations

import json
import logging
import random
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from rageval_pipeline.core.errors import ConfigError, JudgeError, JudgeOutputError, JudgeSetupError
from rageval_pipeline.core.judges.cache import CacheRecord, JudgeCache
from rageval_pipeline.core.judges.prompts import REPAIR_INSTRUCTION

if TYPE_CHECKING:  # the SDK is imported lazily, only when a call is made
    import anthropic

logger = logging.getLogger(__name__)

RETRYABLE_STATUS = frozenset({408, 409, 429})
"""Client-side statuses worth retrying (timeout, conflict, rate limit); every 5xx is retried too."""

DEFAULT_API_KEY_ENV = "ANTHROPIC_API_KEY"
"""Where the key comes from unless a suite says otherwise (``judge.api_key_env``): named, never
quoted, in a refusal's message."""

SETUP_FAILURES: dict[int, tuple[str, str]] = {
    401: ("the API key was refused", "check ${key_env}"),
    402: ("the account of the API key cannot be billed",
          "check the plan and credit balance of ${key_env}'s organization"),
    403: ("the API key is not allowed to make this request", "check the workspace and model access of ${key_env}"),
    404: ("the model {model!r} was not found", "check judge.model (and judge.base_url, if one is set)"),
}
"""Statuses no retry and no other case can fix (the key, the account, the permission, the model),
as ``(cause, what to do)``; ``{model}`` and ``{key_env}`` are filled in."""

ItemT = TypeVar("ItemT")
ResultT = TypeVar("ResultT")

TRUNCATION_GROWTH = 2
MAX_TOKENS_CEILING = 16_000

T = TypeVar("T")


@dataclass
class CallOutcome(Generic[T]):
    """The result of one logical call: a parsed output or an error, and what it cost.

    ``input_tokens`` / ``output_tokens`` are the tokens billed *now*; a cache hit bills nothing and
    keeps what it originally cost in ``cached_tokens`` (so sums over a run equal the real bill).
    """

    output: T | None
    error: str | None
    input_tokens: int = 0
    output_tokens: int = 0
    calls: int = 0
    cached: bool = False
    cached_tokens: tuple[int, int] = (0, 0)


def check_settings(
    *,
    max_tokens: int,
    timeout: float,
    max_retries: int,
    retry_base_delay: float,
    max_retry_after: float,
    temperature: float | None,
) -> None:
    """Reject impossible call settings with a :class:`ConfigError` naming the field."""
    checks: list[tuple[bool, str, str]] = [
        (max_tokens >= 1, "max_tokens", "must be >= 1"),
        (timeout > 0, "timeout", "must be > 0"),
        (max_retries >= 0, "max_retries", "must be >= 0"),
        (retry_base_delay >= 0, "retry_base_delay", "must be >= 0"),
        (max_retry_after >= 0, "max_retry_after", "must be >= 0"),
        (temperature is None or 0.0 <= temperature <= 1.0, "temperature", "must lie in [0, 1]"),
    ]
    for ok, name, why in checks:
        if not ok:
            raise ConfigError(why, field=name)


class ClaudeCaller:
    """One Messages-API endpoint with the judges' retry / repair / cache protocol.

    Thread-safe: the client is built once under a lock, usage totals and the backoff jitter are
    guarded; any number of threads may call :meth:`call` concurrently.
    """

    def __init__(
        self,
        *,
        api_key: str,
        model: str,
        name: str,
        base_url: str | None,
        temperature: float | None,
        max_tokens: int,
        timeout: float,
        max_retries: int,
        retry_base_delay: float,
        max_retry_after: float,
        cache: JudgeCache | None,
        api_key_env: str = DEFAULT_API_KEY_ENV,
    ) -> None:
        check_settings(
            max_tokens=max_tokens, timeout=timeout, max_retries=max_retries, retry_base_delay=retry_base_delay,
            max_retry_after=max_retry_after, temperature=temperature,
        )
        self._api_key = api_key
        self.model = model
        self.name = name
        self.base_url = base_url
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.timeout = timeout
        self.max_retries = max_retries
        self.retry_base_delay = retry_base_delay
        self.max_retry_after = max_retry_after
        self.cache = cache
        self.api_key_env = api_key_env
        self._client: anthropic.Anthropic | None = None
        self._client_lock = threading.Lock()
        # the refusal latch and the first-request gate (see the module docstring)
        self._refusal: str | None = None
        self._refusal_status: int | None = None
        self._refusal_lock = threading.Lock()
        self._first_request_lock = threading.Lock()
        self._api_answered = threading.Event()
        self._totals_lock = threading.Lock()
        self._calls = 0
        self._input_tokens = 0
        self._output_tokens = 0
        self._rng = random.Random(0)

    def __repr__(self) -> str:  # no key, ever
        return f"ClaudeCaller(model={self.model!r}, base_url={self.base_url!r})"

    # -- public --------------------------------------------------------------------------------

    def call(self, *, case_id: str, system: str, user: str, key: str, parse: Callable[[str], T], label: str) -> CallOutcome[T]:
        """One logical call: cache lookup, else converse until ``parse`` accepts. A per-call
        :class:`JudgeError` becomes ``outcome.error`` (scrubbed of the key); only a
        :class:`JudgeSetupError` is raised, since no other call could succeed either."""
        if self.cache is not None:
            try:
                record = self.cache.get(key, case_id=case_id)
            except JudgeError as exc:  # replay-only miss: this call cannot be made
                return CallOutcome(output=None, error=self.scrub(str(exc)))
            if record is not None:
                try:
                    parsed = parse(record.text)
                except JudgeOutputError:
                    logger.warning("judge %s: case %s: unusable cache entry %s, calling again", self.name, case_id, key)
                else:
                    return CallOutcome(
                        output=parsed, error=None, cached=True,
                        cached_tokens=(record.input_tokens, record.output_tokens),
                    )
        outcome: CallOutcome[T] = CallOutcome(output=None, error=None)
        try:
            text, stop_reason = self._converse(case_id, system, user, parse, outcome)
        except JudgeSetupError:
            raise  # not this case's failure: the judge must stop (and not log it once per case)
        except JudgeError as exc:
            outcome.error = self.scrub(str(exc))
            logger.warning("judge %s: case %s %s failed: %s", self.name, case_id, label, outcome.error)
            return outcome
        if self.cache is not None and outcome.output is not None:
            self.cache.put(
                key,
                CacheRecord(
                    text=text,
                    stop_reason=stop_reason,
                    input_tokens=outcome.input_tokens,
                    output_tokens=outcome.output_tokens,
                    model=self.model,
                    calls=max(1, outcome.calls),
                ),
            )
        return outcome

    def totals(self) -> tuple[int, int, int]:
        """``(http_calls, input_tokens, output_tokens)`` billed by this caller so far."""
        with self._totals_lock:
            return self._calls, self._input_tokens, self._output_tokens

    def scrub(self, text: str) -> str:
        """Remove the API key from any text that may leave this object (defence in depth)."""
        return text.replace(self._api_key, "[redacted]") if self._api_key else text

    def close(self) -> None:
        """Close the HTTP client (idempotent)."""
        with self._client_lock:
            if self._client is not None:
                self._client.close()
                self._client = None

    # -- the protocol --------------------------------------------------------------------------

    def _converse(
        self, case_id: str, system: str, user: str, parse: Callable[[str], T], outcome: CallOutcome[T]
    ) -> tuple[str, str | None]:
        """Call until the reply parses: one bigger budget after truncation, one repair turn."""
        messages: list[dict[str, str]] = [{"role": "user", "content": user}]
        max_tokens = self.max_tokens
        grown = repaired = False
        while True:
            message = self._create(case_id, system, messages, max_tokens)
            outcome.calls += 1
            outcome.input_tokens += int(message.usage.input_tokens or 0)
            outcome.output_tokens += int(message.usage.output_tokens or 0)
            self._count(message.usage.input_tokens, message.usage.output_tokens)
            text = "".join(block.text for block in message.content if getattr(block, "type", None) == "text")
            stop = message.stop_reason
            if stop == "refusal":
                raise JudgeError("the model refused to grade this answer (stop_reason=refusal)", case_id=case_id, judge=self.name)
            try:
                outcome.output = parse(text)
                return text, stop
            except JudgeOutputError as exc:
                problem = str(exc)
            if stop == "max_tokens" and not grown and max_tokens < MAX_TOKENS_CEILING:
                grown = True
                max_tokens = min(max_tokens * TRUNCATION_GROWTH, MAX_TOKENS_CEILING)
                logger.info("judge %s: case %s: reply truncated, retrying with max_tokens=%d", self.name, case_id, max_tokens)
                continue
            if not repaired:
                repaired = True
                logger.info("judge %s: case %s: invalid reply (%s), asking for a repair", self.name, case_id, problem)
                messages = [
                    messages[0],
                    {"role": "assistant", "content": text.strip() or "(empty reply)"},
                    {"role": "user", "content": REPAIR_INSTRUCTION.format(problem=problem)},
                ]
                continue
            raise JudgeError(
                f"unusable reply after truncation retry/repair (stop_reason={stop}): {problem}",
                case_id=case_id, judge=self.name,
            )

    def _create(self, case_id: str, system: str, messages: list[dict[str, str]], max_tokens: int) -> Any:
        """One ``messages.create`` behind the refusal latch and the first-request gate."""
        self._raise_if_refused()
        if not self._api_answered.is_set():
            with self._first_request_lock:
                self._raise_if_refused()  # the request this thread waited for was refused
                if not self._api_answered.is_set():
                    return self._first_request(case_id, system, messages, max_tokens)
        return self._create_with_retries(case_id, system, messages, max_tokens)

    def _first_request(self, case_id: str, system: str, messages: list[dict[str, str]], max_tokens: int) -> Any:
        """The request every other thread waits for. Any outcome but a refusal opens the gate: a
        server that is down or overloaded would only have its failures serialised, and a refusal
        that comes later is still latched, after at most ``concurrency`` requests."""
        try:
            return self._create_with_retries(case_id, system, messages, max_tokens)
        finally:
            if self._refusal is None:
                self._api_answered.set()

    def _create_with_retries(self, case_id: str, system: str, messages: list[dict[str, str]], max_tokens: int) -> Any:
        """One ``messages.create`` with our retry policy; raises :class:`JudgeError` when it gives up
        and :class:`JudgeSetupError` at once when the key, account, permission or model is refused."""
        import anthropic

        client = self._get_client(case_id)
        extra: dict[str, Any] | None = {"temperature": self.temperature} if self.temperature is not None else None
        last = ""
        for attempt in range(self.max_retries + 1):
            try:
                message = client.messages.create(
                    model=self.model, max_tokens=max_tokens, system=system, messages=messages, extra_body=extra,  # type: ignore[arg-type]
                )
                if well_formed(message):
                    return message
                last = "malformed API response (not a Message)"
                delay = self._delay(attempt, None)
            except anthropic.APIStatusError as exc:
                if exc.status_code in SETUP_FAILURES:
                    raise self._refused(exc) from None
                last = self._describe(exc)
                retryable = exc.status_code in RETRYABLE_STATUS or exc.status_code >= 500
                if not retryable:
                    raise JudgeError(f"API rejected the request: {last}", case_id=case_id, judge=self.name) from None
                delay = self._delay(attempt, retry_after(exc.response.headers))
            except anthropic.APIConnectionError as exc:  # includes APITimeoutError
                last = "request timed out" if isinstance(exc, anthropic.APITimeoutError) else "connection error"
                delay = self._delay(attempt, None)
            except json.JSONDecodeError:  # SDK 2.12 lets it escape for a non-JSON 200 body
                last = "malformed API response (body is not JSON)"
                delay = self._delay(attempt, None)
            except anthropic.AnthropicError as exc:  # anything else the SDK raises: not retried
                raise JudgeError(
                    f"unusable API response ({type(exc).__name__}): {self.scrub(str(exc))[:300]}",
                    case_id=case_id, judge=self.name,
                ) from None
            if attempt < self.max_retries:
                logger.info(
                    "judge %s: case %s: %s; retry %d/%d in %.2fs",
                    self.name, case_id, last, attempt + 1, self.max_retries, delay,
                )
                time.sleep(delay)
        tries = self.max_retries + 1
        raise JudgeError(
            f"gave up after {tries} attempt{'s' if tries > 1 else ''}: {last}", case_id=case_id, judge=self.name
        )

    # -- helpers -------------------------------------------------------------------------------

    def _get_client(self, case_id: str | None = None) -> anthropic.Anthropic:
        with self._client_lock:
            if self._client is None:
                if not self._api_key:
                    raise JudgeError(
                        "no API key: cannot call the API (replay-only cache missed)", case_id=case_id, judge=self.name
                    )
                import anthropic

                self._client = anthropic.Anthropic(
                    api_key=self._api_key, base_url=self.base_url, timeout=self.timeout, max_retries=0
                )
            return self._client

    def _delay(self, attempt: int, retry_after_s: float | None) -> float:
        """Server's retry-after (capped) if given, else jittered exponential backoff."""
        if retry_after_s is not None:
            return min(max(retry_after_s, 0.0), self.max_retry_after)
        with self._totals_lock:
            jitter = 0.75 + 0.5 * self._rng.random()
        return float(min(self.retry_base_delay * (2**attempt) * jitter, self.max_retry_after))

    def _describe(self, exc: Any) -> str:
        kind, msg = api_error_fields(exc)
        text = f"HTTP {exc.status_code}" + (f" {kind}" if kind else "") + (f": {msg}" if msg else "")
        return self.scrub(text)

    def _refused(self, exc: Any) -> JudgeSetupError:
        """Latch the first refusal (later calls raise it without a request) and return its error."""
        # the server's own message is left out: the line stays short, and nothing it echoes can leak
        kind, _ = api_error_fields(exc)
        message = self.scrub(refusal_message(exc.status_code, kind, model=self.model, api_key_env=self.api_key_env))
        with self._refusal_lock:
            if self._refusal is None:
                self._refusal = message
                self._refusal_status = exc.status_code
        return JudgeSetupError(message, judge=self.name, status=exc.status_code)

    def _raise_if_refused(self) -> None:
        with self._refusal_lock:
            refusal, status = self._refusal, self._refusal_status
        if refusal is not None:
            raise JudgeSetupError(refusal, judge=self.name, status=status)

    def _count(self, input_tokens: int | None, output_tokens: int | None) -> None:
        with self._totals_lock:
            self._calls += 1
            self._input_tokens += int(input_tokens or 0)
            self._output_tokens += int(output_tokens or 0)


def refusal_message(status: int, error_type: str | None, *, model: str, api_key_env: str) -> str:
    """The one line a refused key / account / permission / model is reported with, e.g.
    ``Claude judge: the API key was refused (401 authentication_error): check $ANTHROPIC_API_KEY``."""
    cause, remedy = SETUP_FAILURES[status]
    code = f"{status} {error_type}" if error_type else f"HTTP {status}"
    fill = {"model": model, "key_env": api_key_env}
    return f"Claude judge: {cause.format(**fill)} ({code}): {remedy.format(**fill)}"


def api_error_fields(exc: Any) -> tuple[str | None, str | None]:
    """``(error.type, error.message)`` of an API error body, when it has them."""
    body = getattr(exc, "body", None)
    error = body.get("error") if isinstance(body, dict) else None
    if not isinstance(error, dict):
        return None, None
    kind, msg = error.get("type"), error.get("message")
    return (kind if isinstance(kind, str) else None), (msg if isinstance(msg, str) else None)


def map_in_threads(
    fn: Callable[[ItemT], ResultT], items: Sequence[ItemT], *, workers: int, thread_name_prefix: str
) -> list[ResultT]:
    """``[fn(item) for item in items]`` on up to ``workers`` threads, in input order.

    Why not ``pool.map``: when ``fn`` raises (a :class:`JudgeSetupError`: the judge must stop), the
    items not started yet are cancelled instead of each being run only to raise the same error.
    Items already running finish, so what they paid for is cached.
    """
    if not items:
        return []
    with ThreadPoolExecutor(max_workers=min(workers, len(items)), thread_name_prefix=thread_name_prefix) as pool:
        futures = [pool.submit(fn, item) for item in items]
        try:
            return [future.result() for future in futures]
        except BaseException:
            for future in futures:
                future.cancel()
            raise


def well_formed(message: Any) -> bool:
    """A reply we can read: content blocks and usage present (the SDK does not validate bodies)."""
    usage = getattr(message, "usage", None)
    return (
        isinstance(getattr(message, "content", None), list)
        and usage is not None
        and isinstance(getattr(usage, "input_tokens", None), int)
        and isinstance(getattr(usage, "output_tokens", None), int)
    )


def retry_after(headers: Mapping[str, str]) -> float | None:
    """Seconds from ``retry-after-ms`` or ``retry-after`` (numeric form; HTTP dates are ignored)."""
    for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
        value = headers.get(name)
        if value is None:
            continue
        try:
            return float(value) * scale
        except ValueError:
            continue
    return None


__all__ = [
    "DEFAULT_API_KEY_ENV",
    "SETUP_FAILURES",
    "CallOutcome",
    "ClaudeCaller",
    "api_error_fields",
    "check_settings",
    "map_in_threads",
    "refusal_message",
    "retry_after",
    "well_formed",
]
