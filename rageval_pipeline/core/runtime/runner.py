"""Ask the system under test every case, in every variant, and record what happened.

One failing case never stops the run: after the retries are spent it becomes a response with
``status="error"`` and the reason. Critical cases go first (seed 002: fail fast on what matters).
"""

from __future__ import annotations

import logging
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from typing import Any

from rageval_pipeline.core.adapters.base import AdapterAnswer, RAGAdapter
from rageval_pipeline.core.datasets import qid_sort_key
from rageval_pipeline.core.errors import DatasetError, SystemUnderTestError
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RetryPolicy:
    """Seed 002: 3 retries, exponential 1 s / 2 s / 4 s (or a fixed delay)."""

    retries: int = 3
    backoff: str = "exponential"
    base_s: float = 1.0
    timeout_s: float = 30.0
    slow_threshold_s: float = 5.0

    def delay(self, attempt: int) -> float:
        """Seconds to wait before retry number ``attempt`` (1-based)."""
        return self.base_s * (2 ** (attempt - 1)) if self.backoff == "exponential" else self.base_s


def order_cases(cases: Iterable[EvalCase]) -> list[EvalCase]:
    """Critical cases first, then the dataset's deterministic order."""
    return sorted(cases, key=lambda c: (not c.critical, qid_sort_key(c.id)))


def _is_retryable(exc: BaseException) -> bool:
    return getattr(exc, "retryable", True)


def _describe(exc: BaseException) -> str:
    text = str(exc).strip() or exc.__class__.__name__
    return f"{exc.__class__.__name__}: {text}" if exc.__class__.__name__ not in text else text


class _CallTimeout(Exception):
    retryable = True


def _call_with_timeout(pool: ThreadPoolExecutor, fn: Callable[[], AdapterAnswer], timeout_s: float) -> AdapterAnswer:
    future: Future[AdapterAnswer] = pool.submit(fn)
    try:
        return future.result(timeout=timeout_s)
    except FutureTimeout:
        future.cancel()  # a running call cannot be interrupted; its result is discarded
        raise _CallTimeout(f"timed out after {timeout_s:g} s") from None


def ask_one(
    adapter: RAGAdapter,
    case: EvalCase,
    variant: str,
    params: Mapping[str, Any],
    policy: RetryPolicy,
    *,
    call_pool: ThreadPoolExecutor,
    sleep: Callable[[float], None] = time.sleep,
) -> SystemResponse:
    """One case × variant with retries; never raises for the system's failures."""
    attempts = 0
    last_error = ""
    started = time.perf_counter()
    while True:
        attempts += 1
        call_started = time.perf_counter()
        try:
            if adapter.enforces_timeout:  # no watcher thread needed: the adapter times itself out
                answer = adapter.query(case.question, params)
            else:
                answer = _call_with_timeout(call_pool, lambda: adapter.query(case.question, params), policy.timeout_s)
        except Exception as exc:  # noqa: BLE001 - any failure of the system under test is recorded per case
            last_error = _describe(exc)
            if attempts > policy.retries or not _is_retryable(exc):
                log.warning("case %s [%s] failed after %d attempt(s): %s", case.id, variant, attempts, last_error)
                return SystemResponse(
                    case_id=case.id, variant=variant, system=adapter.name, question=case.question,
                    status="error", error=last_error, attempts=attempts,
                    latency_ms=round((time.perf_counter() - started) * 1000.0, 3),
                )
            # a server's Retry-After (429/503) wins over our own backoff when it asks for longer
            retry_after = getattr(exc, "retry_after", None)
            sleep(max(policy.delay(attempts), float(retry_after or 0.0)))
            continue
        latency_s = time.perf_counter() - call_started
        return SystemResponse(
            case_id=case.id, variant=variant, system=adapter.name, question=case.question,
            answer=answer.answer, contexts=answer.contexts, citations=answer.citations,
            latency_ms=round(latency_s * 1000.0, 3), status="ok", attempts=attempts,
            slow=latency_s > policy.slow_threshold_s, metadata=answer.metadata,
        )


def collect_responses(
    adapter: RAGAdapter,
    cases: Sequence[EvalCase],
    variants: Mapping[str, Mapping[str, Any]],
    policy: RetryPolicy,
    *,
    concurrency: int = 1,
    done: Mapping[tuple[str, str], SystemResponse] | None = None,
    on_response: Callable[[SystemResponse], None] | None = None,
    sleep: Callable[[float], None] = time.sleep,
) -> list[SystemResponse]:
    """Every case × variant, critical first; ``done`` holds responses to reuse (resume).

    Output order is deterministic (case order, then variant name) whatever the concurrency.
    ``on_response`` sees each new response as it completes (checkpointing, progress).
    """
    duplicates = sorted(cid for cid, n in Counter(c.id for c in cases).items() if n > 1)
    if duplicates:  # results are keyed by case id: a duplicate would silently replace another case
        raise DatasetError(f"duplicate case id(s) {duplicates}: every case needs its own id", field="id")
    done = dict(done or {})
    work = [(case, name) for case in order_cases(cases) for name in sorted(variants) if (case.id, name) not in done]
    results: dict[tuple[str, str], SystemResponse] = dict(done)
    lock = threading.Lock()
    # calls run on their own pool so a timed-out call cannot block a worker slot forever
    with ThreadPoolExecutor(max_workers=max(2, concurrency * 2), thread_name_prefix="sut-call") as call_pool:

        def run(item: tuple[EvalCase, str]) -> None:
            case, name = item
            response = ask_one(adapter, case, name, variants[name], policy, call_pool=call_pool, sleep=sleep)
            with lock:
                results[(case.id, name)] = response
                if on_response is not None:
                    on_response(response)

        if concurrency <= 1:
            for item in work:
                run(item)
        else:
            with ThreadPoolExecutor(max_workers=concurrency, thread_name_prefix="sut-worker") as workers:
                list(workers.map(run, work))
    return [results[(case.id, name)] for case in order_cases(cases) for name in sorted(variants)]


__all__ = ["RetryPolicy", "SystemUnderTestError", "ask_one", "collect_responses", "order_cases"]
