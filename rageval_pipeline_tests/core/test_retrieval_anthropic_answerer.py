"""The reference system's Claude answerer, through the real SDK to the fake Messages API."""

import pytest

from rageval_pipeline.core.errors import SystemUnderTestError
from rageval_pipeline.core.records.schemas import ContextChunk
from rageval_pipeline.core.retrieval.answerer import REFUSAL, AnthropicAnswerer
from rageval_pipeline_tests.fakes.messages_api import Reply

CONTEXTS = [
    ContextChunk(text="Bob: Complete API refactor by March 25th.", doc_id="meetings/m1.txt", chunk_id="m1#0",
                 start_page=2, end_page=2),
    ContextChunk(text="Lunch is at noon.", doc_id="misc/menu.txt", chunk_id="menu#0", start_page=1, end_page=1),
]


def test_answer_maps_markers_to_chunk_ids(messages_api):
    messages_api.enqueue(Reply.ok("Bob will finish the API refactor by March 25th [1].", input_tokens=321,
                                  output_tokens=17))
    answerer = AnthropicAnswerer(model="claude-haiku-4-5", api_key="sk-answer-SECRET", base_url=messages_api.base_url)
    out = answerer.answer("When is Bob's refactor due?", CONTEXTS)
    assert out.citations == ["m1#0"] and not out.refused
    assert out.metadata["input_tokens"] == 321 and out.metadata["output_tokens"] == 17
    body = messages_api.message_requests[0].body
    assert body["model"] == "claude-haiku-4-5" and "[1]" in body["messages"][0]["content"]
    assert "sk-answer-SECRET" not in repr(answerer) and "sk-answer-SECRET" not in str(answerer.describe())


def test_refusal_has_no_citations_but_a_cited_refusal_is_not_a_refusal(messages_api):
    messages_api.enqueue(Reply.ok(REFUSAL), Reply.ok(REFUSAL + " [1]"))
    answerer = AnthropicAnswerer(model="claude-haiku-4-5", api_key="k", base_url=messages_api.base_url)
    out = answerer.answer("?", CONTEXTS)
    assert out.refused and out.citations == []
    assert answerer.answer("?", CONTEXTS).citations == ["m1#0"]
    assert messages_api.message_requests[0].body["temperature"] == 0


@pytest.mark.parametrize(("reply", "retryable"), [(Reply.server_error(), True), (Reply.rate_limited(retry_after=0), True),
                                                  (Reply.error(400, "invalid_request_error", "bad"), False)])
def test_api_errors_become_system_errors_the_runner_can_retry(messages_api, reply, retryable):
    messages_api.enqueue(reply)
    answerer = AnthropicAnswerer(model="claude-haiku-4-5", api_key="k", base_url=messages_api.base_url)
    with pytest.raises(SystemUnderTestError) as info:
        answerer.answer("?", CONTEXTS)
    assert info.value.retryable is retryable
    assert len(messages_api.message_requests) == 1  # retries are the runner's job, not the SDK's
