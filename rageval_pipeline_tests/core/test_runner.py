import threading
import time
from collections.abc import Mapping
from typing import Any

import pytest

from rageval_pipeline.core.adapters.base import AdapterAnswer, RAGAdapter
from rageval_pipeline.core.errors import SystemUnderTestError
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase
from rageval_pipeline.core.runtime.runner import (
    RetryPolicy,
    collect_responses,
    order_cases,
)


def case(cid: str, critical: bool = False) -> EvalCase:
    return EvalCase(id=cid, question=f"question {cid}?", critical=critical, source_format="qa_json")


class Scripted(RAGAdapter):
    """Plays a script per question: 'ok', 'fail', 'fatal' (not retryable), or 'sleep:<s>'."""

    name = "scripted"

    def __init__(self, script: dict[str, list[str]]):
        self.script = {q: list(steps) for q, steps in script.items()}
        self.calls: list[tuple[str, dict]] = []
        self.lock = threading.Lock()

    def query(self, question: str, params: Mapping[str, Any]) -> AdapterAnswer:
        with self.lock:
            self.calls.append((question, dict(params)))
            steps = self.script.get(question, ["ok"])
            step = steps.pop(0) if len(steps) > 1 else steps[0]
        if step == "fail":
            raise ConnectionError("connection refused")
        if step == "fatal":
            raise SystemUnderTestError("HTTP 400: bad request", retryable=False)
        if step.startswith("sleep:"):
            time.sleep(float(step.split(":")[1]))
        return AdapterAnswer(answer=f"answer to {question} with {params.get('flag')}",
                             contexts=[ContextChunk(text="ctx", doc_id="d.txt", start_page=1, end_page=1)])


FAST = RetryPolicy(retries=3, base_s=0.0, timeout_s=2.0, slow_threshold_s=0.05)


def test_critical_cases_go_first_then_numeric_order():
    ordered = order_cases([case("q10"), case("q2"), case("q7", critical=True), case("q1")])
    assert [c.id for c in ordered] == ["q7", "q1", "q2", "q10"]


def test_every_case_and_variant_answered_with_params():
    adapter = Scripted({})
    out = collect_responses(adapter, [case("q1"), case("q2")], {"full": {"flag": "on"}, "baseline": {"flag": "off"}}, FAST)
    assert [(r.case_id, r.variant) for r in out] == [("q1", "baseline"), ("q1", "full"), ("q2", "baseline"), ("q2", "full")]
    assert out[1].answer == "answer to question q1? with on"
    assert all(r.status == "ok" and r.attempts == 1 and r.latency_ms is not None for r in out)


def test_retries_then_success_counts_attempts():
    adapter = Scripted({"question q1?": ["fail", "fail", "ok"]})
    delays: list[float] = []
    policy = RetryPolicy(retries=3, base_s=1.0, timeout_s=2.0)
    [resp] = collect_responses(adapter, [case("q1")], {"v": {}}, policy, sleep=delays.append)
    assert resp.status == "ok" and resp.attempts == 3
    assert delays == [1.0, 2.0]  # seed 002: exponential 1 s, 2 s, 4 s


def test_exhausted_retries_mark_error_and_run_continues():
    adapter = Scripted({"question q1?": ["fail"]})
    out = collect_responses(adapter, [case("q1"), case("q2")], {"v": {}}, FAST)
    assert out[0].status == "error" and out[0].attempts == 4
    assert "ConnectionError: connection refused" in out[0].error
    assert out[1].status == "ok"


def test_non_retryable_failure_is_not_retried():
    adapter = Scripted({"question q1?": ["fatal"]})
    [resp] = collect_responses(adapter, [case("q1")], {"v": {}}, FAST)
    assert resp.status == "error" and resp.attempts == 1 and "HTTP 400" in resp.error


def test_timeout_becomes_error_with_reason():
    adapter = Scripted({"question q1?": ["sleep:1.0"]})
    policy = RetryPolicy(retries=0, base_s=0.0, timeout_s=0.2)
    [resp] = collect_responses(adapter, [case("q1")], {"v": {}}, policy)
    assert resp.status == "error" and "timed out after 0.2 s" in resp.error


def test_slow_answers_are_flagged():
    adapter = Scripted({"question q1?": ["sleep:0.1"]})
    [resp] = collect_responses(adapter, [case("q1")], {"v": {}}, FAST)
    assert resp.status == "ok" and resp.slow


def test_concurrency_keeps_deterministic_order_and_resume_skips_done():
    cases = [case(f"q{i}") for i in range(1, 13)]
    adapter = Scripted({})
    first = collect_responses(adapter, cases, {"a": {}, "b": {}}, FAST, concurrency=4)
    assert [(r.case_id, r.variant) for r in first] == [(c.id, v) for c in cases for v in ("a", "b")]
    done = {(r.case_id, r.variant): r for r in first[:10]}
    again = Scripted({})
    second = collect_responses(again, cases, {"a": {}, "b": {}}, FAST, done=done, concurrency=3)
    assert len(again.calls) == 14
    assert [r.model_dump() for r in second[:10]] == [r.model_dump() for r in first[:10]]


def test_error_response_requires_reason():
    from rageval_pipeline.core.records.schemas import SystemResponse

    with pytest.raises(ValueError, match="must carry its reason"):
        SystemResponse(case_id="a", variant="v", system="s", question="q", status="error")


def test_retry_after_from_the_system_is_honoured():
    class Limited(RAGAdapter):
        name = "limited"

        def __init__(self):
            self.n = 0

        def query(self, question, params):
            self.n += 1
            if self.n == 1:
                raise SystemUnderTestError("HTTP 429", retry_after=7.5)
            return AdapterAnswer(answer="ok", contexts=None)

    delays: list[float] = []
    [resp] = collect_responses(Limited(), [case("q1")], {"v": {}}, RetryPolicy(retries=3, base_s=1.0), sleep=delays.append)
    assert resp.status == "ok" and resp.attempts == 2 and delays == [7.5]
