"""context_recall_llm through the real anthropic SDK against the fake Messages API (127.0.0.1)."""

from __future__ import annotations

import json
from pathlib import Path

import anthropic  # noqa: E402,F401  (a dev dependency: fail loudly if missing)
import pytest

from rageval_pipeline.core.errors import JudgeError
from rageval_pipeline.core.judges.cache import JudgeCache
from rageval_pipeline.core.judges.cost import PRICES
from rageval_pipeline.core.judges.recall_llm import (
    RECALL_SYSTEM,
    ClaudeRecallJudge,
    parse_recall_output,
    render_recall_prompt,
)
from rageval_pipeline.core.online import Extraction, evaluate_request
from rageval_pipeline.core.records.schemas import ContextChunk
from rageval_pipeline_tests.fakes.messages_api import (  # fixture `messages_api`: conftest
    FakeMessagesAPI,
    Reply,
)

MODEL = "claude-haiku-4-5"
KEY = "sk-ant-test-RECALL-5b1d"
CHUNKS = [
    ContextChunk(text=f"page {i}: the roof is metal", chunk_id=f"c{i}", doc_id="inspection.txt", start_page=i + 1,
                 score=0.7, retrieval_method="knn")
    for i in range(12)
]
LOW_RECALL = [Extraction(value="metal", chunk_number=1)]  # 1 of 12 => heuristic 0.083 => escalates


def reply(recall: float, *, input_tokens: int = 100, output_tokens: int = 50) -> Reply:
    text = json.dumps({"recall": recall, "missing": ["install year"], "reason": "year absent"})
    return Reply.ok(text, input_tokens=input_tokens, output_tokens=output_tokens)


def judge(api: FakeMessagesAPI, cache: JudgeCache | None) -> ClaudeRecallJudge:
    return ClaudeRecallJudge(
        api_key=KEY, model=MODEL, base_url=api.base_url, cache=cache, retry_base_delay=0.0, max_retries=2, timeout=5.0
    )


def test_llm_recall_then_cache_hit_makes_no_request(messages_api: FakeMessagesAPI, tmp_path: Path) -> None:
    messages_api.enqueue(reply(0.4, input_tokens=1000, output_tokens=100))
    cache = JudgeCache(tmp_path / "judge.sqlite")
    validator = judge(messages_api, cache)

    first = evaluate_request("What roof and when installed?", CHUNKS, LOW_RECALL, recall_llm=validator, answer="metal")
    assert first.errors == []
    assert first.escalated is True
    assert first.context_recall_llm.value == 0.4
    assert "install year" in first.context_recall_llm.reason
    assert first.llm_calls == 1 and first.llm_cached is False
    assert first.llm_cost_usd == PRICES[MODEL].cost(1000, 100) == 0.0015

    (request,) = messages_api.message_requests
    carrying = [name for name, value in request.headers.items() if KEY in value]
    assert carrying in (["authorization"], ["x-api-key"]), carrying  # the key travels only in its auth header
    assert KEY.encode() not in request.raw
    assert request.body["model"] == MODEL and request.body["system"] == RECALL_SYSTEM
    assert request.body["temperature"] == 0.0
    user = request.body["messages"][0]["content"]
    assert "What roof and when installed?" in user and "metal" in user
    assert "[C10] inspection.txt p.10" in user and "[C11]" not in user  # seed 003 sends 10 chunks
    assert len(cache) == 1

    second = evaluate_request("What roof and when installed?", CHUNKS, LOW_RECALL, recall_llm=validator, answer="metal")
    assert len(messages_api.message_requests) == 1  # the cache answered: zero HTTP requests
    assert second.context_recall_llm.value == 0.4
    assert second.llm_calls == 0 and second.llm_cost_usd == 0.0 and second.llm_cached is True
    assert cache.stats.hits == 1
    validator.close()


def test_transient_error_is_retried(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(Reply.overloaded(), reply(0.9))
    result = evaluate_request("q", CHUNKS, LOW_RECALL, recall_llm=judge(messages_api, None))
    assert result.context_recall_llm.value == 0.9 and result.errors == []
    assert len(messages_api.message_requests) == 2


def test_api_rejection_is_reported_without_the_key(messages_api: FakeMessagesAPI, tmp_path: Path) -> None:
    messages_api.enqueue(Reply.error(400, "invalid_request_error", f"bad request for key {KEY}"))
    cache = JudgeCache(tmp_path / "judge.sqlite")
    result = evaluate_request("q", CHUNKS, LOW_RECALL, recall_llm=judge(messages_api, cache))
    assert len(result.errors) == 1 and result.errors[0].startswith("recall_llm: JudgeError: ")
    assert "HTTP 400" in result.errors[0] and KEY not in result.errors[0]
    assert result.context_recall_llm.value is None and result.escalated is True
    assert len(cache) == 0


def test_invalid_reply_gets_one_repair_turn(messages_api: FakeMessagesAPI, tmp_path: Path) -> None:
    messages_api.enqueue(Reply.ok("Recall looks fine to me.", input_tokens=500, output_tokens=10), reply(0.8))
    result = evaluate_request("q", CHUNKS, LOW_RECALL, recall_llm=judge(messages_api, None))
    assert result.context_recall_llm.value == 0.8 and result.errors == []
    assert result.llm_calls == 2 and result.llm_cost_usd == PRICES[MODEL].cost(600, 60)
    repair = messages_api.message_requests[1].body["messages"]
    assert [m["role"] for m in repair] == ["user", "assistant", "user"] and "not valid JSON" in repair[2]["content"]


def test_unusable_reply_after_repair_is_an_error_and_not_cached(messages_api: FakeMessagesAPI, tmp_path: Path) -> None:
    messages_api.enqueue(Reply.ok("I think recall is fine."), Reply.ok('{"recall": 1.7}'))
    cache = JudgeCache(tmp_path / "judge.sqlite")
    result = evaluate_request("q", CHUNKS, LOW_RECALL, recall_llm=judge(messages_api, cache))
    assert len(result.errors) == 1
    assert "recall: Input should be less than or equal to 1" in result.errors[0]
    assert result.context_recall_llm.value is None
    assert len(cache) == 0 and len(messages_api.message_requests) == 2


def test_replay_only_cache_miss_is_reported(tmp_path: Path) -> None:
    cache = JudgeCache(tmp_path / "judge.sqlite", replay_only=True)
    validator = ClaudeRecallJudge(api_key="", model=MODEL, cache=cache)
    result = evaluate_request("q", CHUNKS, LOW_RECALL, recall_llm=validator)
    assert "replay mode" in result.errors[0]


def test_prompt_and_parser_are_pure() -> None:
    assert render_recall_prompt("q", CHUNKS[:2]) == render_recall_prompt("q", CHUNKS[:2])
    assert "Retrieved chunks: (none)" in render_recall_prompt("q", [])
    long = ContextChunk(text="x" * 50)
    assert render_recall_prompt("q", [long], max_chunk_chars=10).endswith("x" * 10 + " [...truncated]")
    assert parse_recall_output('```json\n{"recall": 0.25}\n```').recall == 0.25
    with pytest.raises(JudgeError, match="recall"):
        parse_recall_output('{"missing": []}')
