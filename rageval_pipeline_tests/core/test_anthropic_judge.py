"""AnthropicJudge end to end: the real anthropic SDK over HTTP to the fake Messages API."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from rageval_pipeline.core.errors import JudgeSetupError
from rageval_pipeline.core.judges.anthropic_judge import DEFAULT_MODEL, AnthropicJudge
from rageval_pipeline.core.judges.cache import JudgeCache
from rageval_pipeline.core.judges.cost import PRICES, estimate_tokens
from rageval_pipeline.core.judges.prompts import (
    PROMPT_VERSION,
    JudgeInput,
    JudgeOutputError,
    load_rubric,
    parse_judge_output,
    render_judge_prompt,
)
from rageval_pipeline.core.records.schemas import (
    ContextChunk,
    EvalCase,
    RequiredFact,
    SystemResponse,
    Verdict,
)
from rageval_pipeline_tests.fakes.messages_api import FakeMessagesAPI, Reply

MODEL = "claude-haiku-4-5"
PRICE = PRICES[MODEL]
KEY = "sk-ant-test-SECRET-7f3a9c1e"
RUBRIC = load_rubric()


def output(**overrides: Any) -> dict[str, Any]:
    """A valid judge reply as a dict (override any field)."""
    data: dict[str, Any] = {
        "correctness": 2,
        "completeness": 2,
        "evidence": 1,
        "hallucination": 2,
        "missing_facts": [],
        "unsupported_claims": [],
        "forbidden_hits": [],
        "faithfulness": {"value": 1.0, "reason": "all claims supported"},
        "answer_relevance": {"value": 0.9, "reason": "on point"},
        "context_precision": {"value": 0.5, "reason": "one of two contexts useful"},
        "context_recall": {"value": 1.0, "reason": "fact present"},
        "same_information": True,
        "claims": [{"claim": "Bob refactors the API by March 25", "supported": True, "context_ids": ["C1"]}],
        "reasoning": "Correct and supported; the citation lacks the quote.",
    }
    data.update(overrides)
    return data


def ok(**overrides: Any) -> Reply:
    return Reply.ok(json.dumps(output(**overrides)))


def make_case(case_id: str = "ve_001", **kw: Any) -> EvalCase:
    fields: dict[str, Any] = {
        "id": case_id,
        "question": "What commitments does Bob have and when are they due?",
        "ground_truth": "Bob must complete the API refactor by March 25th, 2024.",
        "required_facts": [RequiredFact(fact_id="bob_api_refactor_due", claim="Bob: API refactor by March 25th")],
        "forbidden_claims": ["Bob committed to something not present in the corpus"],
        "source_format": "outcome_json",
    }
    fields.update(kw)
    return EvalCase(**fields)


def make_response(case_id: str = "ve_001", contexts: list[ContextChunk] | None | str = "default", **kw: Any) -> SystemResponse:
    ctx = (
        [
            ContextChunk(text="Bob: Complete API refactor by March 25th", doc_id="meetings/meeting_001.txt", chunk_id="m1#3", start_page=2, end_page=2),
            ContextChunk(text="Lunch menu for Friday", doc_id="misc/menu.txt", chunk_id="menu#0"),
        ]
        if contexts == "default"
        else contexts
    )
    fields: dict[str, Any] = {
        "case_id": case_id,
        "variant": "full",
        "system": "ref",
        "question": "What commitments does Bob have and when are they due?",
        "answer": "Bob will finish the API refactor by March 25th [meetings/meeting_001.txt].",
        "contexts": ctx,
        "citations": ["meetings/meeting_001.txt"],
    }
    fields.update(kw)
    return SystemResponse(**fields)


def make_judge(api: FakeMessagesAPI, **kw: Any) -> AnthropicJudge:
    args: dict[str, Any] = {
        "api_key": KEY,
        "rubric_text": RUBRIC,
        "model": MODEL,
        "base_url": api.base_url,
        "retry_base_delay": 0.001,
        "timeout": 5.0,
    }
    args.update(kw)
    return AnthropicJudge(**args)


def final(verdicts: list[Verdict]) -> Verdict:
    assert verdicts[-1].pass_index is None
    return verdicts[-1]


# ------------------------------------------------------------------------------ normal verdicts


def test_three_passes_then_final_verdict(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(ok(), ok(), ok())
    judge = make_judge(messages_api)
    verdicts = judge.judge(make_case(), make_response())

    assert [v.pass_index for v in verdicts] == [0, 1, 2, None]
    assert all(v.status == "ok" and v.judge == f"anthropic:{MODEL}" for v in verdicts)
    f = final(verdicts)
    assert f.rubric is not None and (f.rubric.correctness, f.rubric.evidence) == (2, 1)
    assert f.faithfulness.value == 1.0 and f.context_precision.value == 0.5
    assert f.semantic_similarity.value is None and f.semantic_similarity.reason
    assert f.stability == 1.0 and f.confidence == 1.0
    assert f.same_information is True
    # claim context label C1 is mapped to the system's chunk id
    assert f.claims[0].context_ids == ["m1#3"] and f.claims[0].support_score == 1.0
    assert (f.input_tokens, f.output_tokens) == (300, 150)
    assert f.cost_usd == pytest.approx((300 * PRICE.input + 150 * PRICE.output) / 1e6)

    reqs = messages_api.message_requests
    assert len(reqs) == 3
    body = reqs[0].body
    assert body["model"] == MODEL and body["max_tokens"] == 1500 and body["temperature"] == 1.0
    assert "strict evaluator" in body["system"] and "Negative (unanswerable) questions" in body["system"]
    user = body["messages"][0]["content"]
    assert '<context id="C1" doc="meetings/meeting_001.txt" pages="2" chunk="m1#3">' in user
    assert "[bob_api_refactor_due]" in user


@pytest.mark.filterwarnings("error::DeprecationWarning")
def test_default_model_is_current_sonnet_and_not_deprecated(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(ok())
    judge = make_judge(messages_api, model=DEFAULT_MODEL, passes=1)
    assert judge.name == "anthropic:claude-sonnet-4-6"
    verdicts = judge.judge(make_case(), make_response())  # the SDK warns for end-of-life models
    assert messages_api.message_requests[0].body["model"] == "claude-sonnet-4-6"
    assert final(verdicts).stability is None  # one pass: no vote, no stability


# ------------------------------------------------------------------------------ retries


def test_rate_limit_honours_retry_after(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(Reply.rate_limited(retry_after=0.3), ok())
    verdicts = make_judge(messages_api, passes=1).judge(make_case(), make_response())
    reqs = messages_api.message_requests
    assert len(reqs) == 2
    assert reqs[1].at - reqs[0].at >= 0.3  # waited as told, not the 1 ms base delay
    assert final(verdicts).status == "ok"


def test_retry_after_is_capped(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(Reply.rate_limited(retry_after=120), ok())
    start = time.monotonic()
    verdicts = make_judge(messages_api, passes=1, max_retry_after=0.05).judge(make_case(), make_response())
    assert time.monotonic() - start < 3.0
    assert final(verdicts).status == "ok" and len(messages_api.message_requests) == 2


def test_overloaded_529_then_success(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(Reply.overloaded(), Reply.overloaded(), ok())
    verdicts = make_judge(messages_api, passes=1).judge(make_case(), make_response())
    assert final(verdicts).status == "ok"
    assert len(messages_api.message_requests) == 3


def test_exhausted_500s_fail_that_pass_only(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(*[Reply.server_error()] * 3, ok(), ok())
    verdicts = make_judge(messages_api, max_retries=2).judge(make_case(), make_response())
    assert [v.status for v in verdicts] == ["error", "ok", "ok", "ok"]
    assert verdicts[0].error is not None
    assert "gave up after 3 attempts" in verdicts[0].error and "HTTP 500 api_error" in verdicts[0].error
    f = final(verdicts)
    assert any("voted over 2 of 3 passes (failed: 0)" in w for w in f.warnings)
    assert f.confidence == pytest.approx(2 / 3, abs=1e-6)
    assert len(messages_api.message_requests) == 5


def test_client_error_is_not_retried(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(Reply.error(400, "invalid_request_error", "max_tokens: too large"))
    verdicts = make_judge(messages_api, passes=1, max_retries=3).judge(make_case(), make_response())
    assert len(messages_api.message_requests) == 1
    assert "HTTP 400 invalid_request_error: max_tokens: too large" in (verdicts[0].error or "")
    assert final(verdicts).status == "error"


def test_timeout_then_pass_error(messages_api: FakeMessagesAPI) -> None:
    messages_api.set_default(Reply.ok(json.dumps(output()), delay=3.0))
    start = time.monotonic()
    verdicts = make_judge(messages_api, passes=1, timeout=0.3, max_retries=1).judge(make_case(), make_response())
    assert time.monotonic() - start < 2.5
    assert len(messages_api.message_requests) == 2
    assert "gave up after 2 attempts: request timed out" in (verdicts[0].error or "")
    assert final(verdicts).status == "error"


# ------------------------------------------------------------------------------ bad replies


def test_malformed_json_is_repaired_once(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(
        Reply.ok("Sure! Here is my grading: {correctness: 2,", input_tokens=100, output_tokens=10),
        Reply.ok("```json\n" + json.dumps(output(correctness=1)) + "\n```", input_tokens=150, output_tokens=60),
    )
    verdicts = make_judge(messages_api, passes=1).judge(make_case(), make_response())
    f = final(verdicts)
    assert f.status == "ok" and f.rubric is not None and f.rubric.correctness == 1
    repair = messages_api.message_requests[1].body["messages"]
    assert [m["role"] for m in repair] == ["user", "assistant", "user"]
    assert repair[1]["content"].startswith("Sure! Here is my grading")
    assert "not valid JSON" in repair[2]["content"] and "ONLY the JSON object" in repair[2]["content"]
    assert (f.input_tokens, f.output_tokens) == (250, 70)  # both calls were billed


def test_second_malformed_reply_fails_the_pass(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(Reply.ok("no json here"), Reply.ok(json.dumps(output(correctness=7))))
    verdicts = make_judge(messages_api, passes=1).judge(make_case(), make_response())
    assert verdicts[0].status == "error"
    assert "correctness" in (verdicts[0].error or "") and "less than or equal to 2" in (verdicts[0].error or "")
    assert verdicts[0].input_tokens == 200  # a failed pass still reports what it cost


def test_truncated_reply_retried_with_bigger_budget(messages_api: FakeMessagesAPI) -> None:
    full = json.dumps(output())
    messages_api.enqueue(Reply.ok(full[:80], stop_reason="max_tokens", output_tokens=1500), ok())
    verdicts = make_judge(messages_api, passes=1).judge(make_case(), make_response())
    reqs = messages_api.message_requests
    assert [r.body["max_tokens"] for r in reqs] == [1500, 3000]
    assert len(reqs[1].body["messages"]) == 1  # same prompt, not a repair turn
    assert final(verdicts).status == "ok" and final(verdicts).output_tokens == 1550


def test_all_passes_failing_gives_error_verdict_without_raising(messages_api: FakeMessagesAPI) -> None:
    messages_api.set_default(Reply.server_error())
    verdicts = make_judge(messages_api, max_retries=0).judge(make_case(), make_response())
    assert [v.status for v in verdicts] == ["error"] * 4
    f = final(verdicts)
    assert f.error is not None and f.error.startswith("all 3 passes failed: pass 0: ")
    assert f.faithfulness.value is None and f.rubric is None


# ------------------------------------------------------------------------------ voting


def test_majority_vote_over_disagreeing_passes(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(
        ok(correctness=2, completeness=0, hallucination=2, missing_facts=["f1"], same_information=True,
           faithfulness={"value": 0.9, "reason": "a"}, reasoning="pass zero"),
        ok(correctness=2, completeness=1, hallucination=1, missing_facts=["F1", "f2"], same_information=False,
           faithfulness={"value": 0.8, "reason": "b"}, reasoning="pass one"),
        ok(correctness=1, completeness=2, hallucination=1, missing_facts=[], same_information=False,
           faithfulness={"value": 0.4, "reason": "c"}, reasoning="pass two"),
    )
    verdicts = make_judge(messages_api).judge(make_case(), make_response())
    f = final(verdicts)
    assert f.rubric is not None
    assert (f.rubric.correctness, f.rubric.completeness, f.rubric.hallucination) == (2, 1, 1)
    assert f.rubric.missing_facts == ["f1"]
    assert f.faithfulness.value == 0.8 and f.faithfulness.reason == "b"
    assert f.same_information is False
    assert f.reasoning == "pass one"  # representative pass: rubric closest to the vote
    # disagreeing fields: correctness, completeness, hallucination, missing_facts, faithfulness, same_information
    assert f.stability == pytest.approx(6 / 12)
    assert [v.rubric.correctness for v in verdicts[:3] if v.rubric] == [2, 2, 1]


# ------------------------------------------------------------------------------ cache and cost


def test_second_run_makes_no_http_calls(messages_api: FakeMessagesAPI, tmp_path: Path) -> None:
    messages_api.enqueue(ok(), ok(correctness=1), ok())
    cache = JudgeCache(tmp_path / "judge.sqlite")
    first = make_judge(messages_api, cache=cache).judge(make_case(), make_response())
    assert len(messages_api.message_requests) == 3 and len(cache.keys()) == 3

    again = make_judge(messages_api, cache=JudgeCache(tmp_path / "judge.sqlite")).judge(make_case(), make_response())
    assert len(messages_api.message_requests) == 3  # zero new calls
    assert [v.rubric.correctness for v in again if v.rubric] == [v.rubric.correctness for v in first if v.rubric]
    assert all(v.cached for v in again)
    assert all((v.input_tokens, v.output_tokens, v.cost_usd) == (0, 0, 0.0) for v in again)
    assert "originally 100 input + 50 output tokens" in again[0].warnings[-1]
    assert any("3 of 3 passes from cache (originally 300 input + 150 output tokens" in w for w in final(again).warnings)


def test_pass_index_is_part_of_the_key(messages_api: FakeMessagesAPI, tmp_path: Path) -> None:
    judge = make_judge(messages_api, cache=JudgeCache(tmp_path / "c.sqlite"))
    system, user, _ = judge.prompt_for(make_case(), make_response())
    keys = {judge.cache_key(system, user, i) for i in range(3)}
    assert len(keys) == 3
    other = make_judge(messages_api, max_tokens=2000)
    assert other.cache_key(system, user, 0) not in keys  # params are part of the key


def test_cost_accounting_equals_reported_usage(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(
        Reply.ok(json.dumps(output()), input_tokens=1234, output_tokens=321),
        Reply.rate_limited(retry_after=0.01),  # an error is not billed
        Reply.ok(json.dumps(output()), input_tokens=1111, output_tokens=222),
        Reply.ok("oops", input_tokens=1000, output_tokens=5),
        Reply.ok(json.dumps(output()), input_tokens=1500, output_tokens=333),
    )
    judge = make_judge(messages_api)
    verdicts = judge.judge(make_case(), make_response())
    tin, tout = 1234 + 1111 + 1000 + 1500, 321 + 222 + 5 + 333
    f = final(verdicts)
    assert (f.input_tokens, f.output_tokens) == (tin, tout)
    assert sum(v.input_tokens for v in verdicts[:3]) == tin
    expected_usd = round((tin * PRICE.input + tout * PRICE.output) / 1e6, 6)
    assert f.cost_usd == expected_usd
    actual = judge.actual_cost()
    assert (actual.calls, actual.input_tokens, actual.output_tokens, actual.usd) == (4, tin, tout, expected_usd)


def test_estimate_before_run_skips_cached_passes(messages_api: FakeMessagesAPI, tmp_path: Path) -> None:
    cache = JudgeCache(tmp_path / "c.sqlite")
    judge = make_judge(messages_api, cache=cache)
    pairs = [(make_case(f"q{i}", question=f"Question {i}?"), make_response(f"q{i}")) for i in range(2)]
    before = judge.estimate_cost(pairs, expected_output_tokens=500)
    assert (before.calls, before.cached_calls, before.output_tokens) == (6, 0, 3000)
    prompts = [judge.prompt_for(*pair) for pair in pairs]
    assert before.input_tokens == 3 * sum(estimate_tokens(s) + estimate_tokens(u) for s, u, _ in prompts)
    messages_api.set_default(ok())
    judge.judge(*pairs[0])
    after = judge.estimate_cost(pairs, expected_output_tokens=500)
    assert (after.calls, after.cached_calls) == (3, 3)
    assert after.usd < before.usd


def test_replay_only_miss_names_the_key_and_calls_nothing(messages_api: FakeMessagesAPI, tmp_path: Path) -> None:
    cache = JudgeCache(tmp_path / "replay.sqlite", replay_only=True)
    judge = make_judge(messages_api, api_key="", cache=cache, passes=2)
    verdicts = judge.judge(make_case(), make_response())
    system, user, _ = judge.prompt_for(make_case(), make_response())
    key0 = judge.cache_key(system, user, 0)
    assert "replay mode" in (verdicts[0].error or "") and key0 in (verdicts[0].error or "")
    assert final(verdicts).status == "error" and key0 in (final(verdicts).error or "")
    assert cache.missing_keys == [key0, judge.cache_key(system, user, 1)]
    assert messages_api.requests == []


# ------------------------------------------------------------------------------ inputs and edges


def test_system_error_response_is_not_sent(messages_api: FakeMessagesAPI) -> None:
    response = make_response(status="error", error="HTTP 503 from system", answer=None)
    verdicts = make_judge(messages_api).judge(make_case(), response)
    assert len(verdicts) == 1 and verdicts[0].status == "error" and verdicts[0].pass_index is None
    assert "HTTP 503 from system" in (verdicts[0].error or "")
    assert messages_api.requests == []


def test_context_rules_none_and_empty(messages_api: FakeMessagesAPI) -> None:
    messages_api.set_default(ok())
    judge = make_judge(messages_api, passes=1)
    none = final(judge.judge(make_case(), make_response(contexts=None)))
    assert none.faithfulness.value is None and none.context_recall.value is None and none.context_precision.value is None
    assert "not expose" in none.context_recall.reason
    assert any("context metrics skipped" in w for w in none.warnings)
    assert none.answer_relevance.value == 0.9  # the answer is still evaluated
    assert "does not expose its retrieved contexts" in messages_api.message_requests[0].body["messages"][0]["content"]

    empty = final(judge.judge(make_case(), make_response(contexts=[])))
    assert empty.faithfulness.value == 0.0 and "auto-fail" in empty.faithfulness.reason
    assert empty.context_precision.value is None and empty.context_recall.value == 0.0


def test_negative_case_context_rules(messages_api: FakeMessagesAPI) -> None:
    # whatever the model says, a negative case has nothing to retrieve and a refusal asserts nothing
    messages_api.set_default(ok(claims=[]))
    judge = make_judge(messages_api, passes=1)
    negative = make_case(answerable=False, required_facts=[], ground_truth="The sources do not state this.")
    refusal = final(judge.judge(negative, make_response(contexts=[], answer="The sources do not state this.")))
    assert refusal.faithfulness.value is None and refusal.faithfulness.reason == "no claims to check: the answer declines"
    for metric in (refusal.context_precision, refusal.context_recall):
        assert metric.value is None and metric.reason == "negative case: nothing to retrieve"
    invented = final(judge.judge(negative, make_response(contexts=[], answer="Bob finishes the refactor on 25 March.")))
    assert invented.faithfulness.value == 0.0 and invented.context_recall.value is None


def test_no_ground_truth_means_no_same_information(messages_api: FakeMessagesAPI) -> None:
    messages_api.set_default(ok(same_information=True))
    f = final(make_judge(messages_api, passes=1).judge(make_case(ground_truth=None), make_response()))
    assert f.same_information is None


def test_long_context_truncated_with_warning(messages_api: FakeMessagesAPI) -> None:
    messages_api.set_default(ok())
    ctx = [ContextChunk(text="x" * 800, chunk_id="a"), ContextChunk(text="y" * 800, chunk_id="b"), ContextChunk(text="z" * 50)]
    judge = make_judge(messages_api, passes=1, max_context_chars=1000)
    f = final(judge.judge(make_case(), make_response(contexts=ctx)))
    assert any("C2 cut from 800 to 200 chars; dropped C3" in w for w in f.warnings)
    user = messages_api.message_requests[0].body["messages"][0]["content"]
    assert "y" * 200 + " [...truncated]" in user and "z" * 50 not in user


def test_judge_many_runs_concurrently_in_order(messages_api: FakeMessagesAPI) -> None:
    def slow_ok(_: Any) -> Reply:
        return Reply.ok(json.dumps(output()), delay=0.2)

    messages_api.set_default(slow_ok)
    pairs = [(make_case(f"q{i}"), make_response(f"q{i}")) for i in range(4)]
    pairs.append((make_case("q_err"), make_response("q_err", status="error", error="boom")))
    judge = make_judge(messages_api, passes=1, concurrency=4)
    start = time.monotonic()
    results = judge.judge_many(pairs)
    elapsed = time.monotonic() - start
    assert [final(v).case_id for v in results] == ["q0", "q1", "q2", "q3", "q_err"]
    assert [final(v).status for v in results] == ["ok"] * 4 + ["error"]
    assert elapsed < 0.7  # 4 × 0.2 s sequentially would be 0.8 s
    assert len(messages_api.message_requests) == 4


# ------------------------------------------------------------------------------ secrets


def test_api_key_never_leaks(messages_api: FakeMessagesAPI, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    messages_api.enqueue(
        Reply.rate_limited(retry_after=0.01), ok(), Reply.ok("garbage"), ok(),
        Reply.error(401, "authentication_error", "invalid x-api-key"),
    )
    cache = JudgeCache(tmp_path / "cache" / "judge.sqlite")
    judge = make_judge(messages_api, cache=cache, max_retries=1)
    with pytest.raises(JudgeSetupError) as refused:  # the 401 on pass 2 stops the judge
        judge.judge(make_case(), make_response())
    verdicts = judge.judge(make_case("q2"), make_response("q2", status="error", error="down"))

    blob = json.dumps([v.model_dump(mode="json") for v in verdicts]) + str(refused.value)
    assert KEY not in blob
    assert KEY not in caplog.text and "DEBUG" in {r.levelname for r in caplog.records}
    assert KEY not in repr(judge)
    for f in (tmp_path / "cache").iterdir():  # db, -wal and -shm
        assert KEY.encode() not in f.read_bytes(), f.name
    for req in messages_api.requests:
        carrying = [name for name, value in req.headers.items() if KEY in value]
        # SDK 2.12 sends the key as "Authorization: Bearer …" (older SDKs: x-api-key) — only there
        assert carrying in (["authorization"], ["x-api-key"]), carrying
        assert KEY.encode() not in req.raw


# ------------------------------------------------------------------------------ prompts


def test_prompt_is_deterministic_and_carries_schema() -> None:
    ji = JudgeInput.from_case(make_case(), make_response())
    a = render_judge_prompt(ji, RUBRIC, max_context_chars=10_000)
    b = render_judge_prompt(JudgeInput.from_case(make_case(), make_response()), RUBRIC, max_context_chars=10_000)
    assert a == b and a[2] == []
    system, user, _ = a
    assert '"context_recall"' in system and '"maximum": 2' in system and "no code fences" in system
    assert PROMPT_VERSION
    negative = render_judge_prompt(JudgeInput.from_case(make_case(answerable=False), make_response()), RUBRIC)[1]
    assert "## Answerable\nno:" in negative


def test_parse_tolerates_fences_and_prose_but_validates() -> None:
    raw = json.dumps(output())
    assert parse_judge_output(f"```json\n{raw}\n```").correctness == 2
    assert parse_judge_output(f"Here you go:\n{raw}\nThanks").completeness == 2
    with pytest.raises(JudgeOutputError, match="not valid JSON"):
        parse_judge_output("{'correctness': 2}")
    with pytest.raises(JudgeOutputError, match="faithfulness.value"):
        parse_judge_output(json.dumps(output(faithfulness={"value": 1.5, "reason": ""})))
    with pytest.raises(JudgeOutputError, match="null metric must give its reason"):
        parse_judge_output(json.dumps(output(context_recall={"value": None, "reason": " "})))
    with pytest.raises(JudgeOutputError, match="must be a JSON object"):
        parse_judge_output("[1, 2]")


def test_module_imports_without_loading_anthropic() -> None:
    code = (
        "import sys, rageval_pipeline.core.judges.anthropic_judge, rageval_pipeline.core.judges.escalate;"
        "sys.exit(1 if 'anthropic' in sys.modules else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_malformed_api_bodies_are_retried_then_fail_the_pass(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(Reply(raw_body=b"<html>proxy error</html>"), Reply(raw_body=b'{"foo": 1}'), ok())
    verdicts = make_judge(messages_api, passes=1, max_retries=2).judge(make_case(), make_response())
    assert final(verdicts).status == "ok" and len(messages_api.message_requests) == 3
    messages_api.enqueue(Reply(raw_body=b'{"foo": 1}'))
    failed = make_judge(messages_api, passes=1, max_retries=0).judge(make_case(), make_response())
    assert "gave up after 1 attempt: malformed API response (not a Message)" in (failed[0].error or "")
