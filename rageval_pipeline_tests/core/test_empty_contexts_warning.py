"""A system whose answers come back without contexts (``contexts: []`` or no contexts field) is
warned about once per variant, with how many answers and where the contexts were looked for:
otherwise retrieval and faithfulness silently come out 0 or unmeasured for the whole variant."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import httpx
import pytest

from rageval_pipeline.core.adapters.http import HttpAdapter
from rageval_pipeline.core.adapters.response_contract import CONTEXT_KEYS, no_contexts_warnings
from rageval_pipeline.core.config.suites import Suite, load_suite
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase, SystemResponse
from rageval_pipeline.core.runtime.checkpoint import ResponseCheckpoint
from rageval_pipeline.core.runtime.shards import plan_shards
from rageval_pipeline.core.stages import responses_stage
from rageval_pipeline.core.stages.shards import merge_responses, responses_shard_stage
from rageval_pipeline_tests.support.tiny_project import write_tiny_project

HINT = "; set http.contexts_path (contexts_path in a suite's system.config) if your system returns them elsewhere"
WARNING_LOGGER = "rageval_pipeline.core.adapters.response_contract"


def answer(qid: str, variant: str, contexts: list[ContextChunk] | None, *, found_at: str | None = "contexts",
           status: str = "ok", http: bool = True) -> SystemResponse:
    metadata: dict[str, Any] = {"response_fields": {"answer": "answer", "contexts": found_at}} if http else {}
    return SystemResponse(case_id=qid, variant=variant, system="http" if http else "reference", question="Q?",
                          answer="A." if status == "ok" else None, contexts=contexts, status=status,
                          error="HTTP 500" if status == "error" else None, metadata=metadata)


PASSAGE = [ContextChunk(text="Refunds are paid within 30 days.", doc_id="policy.md")]


def test_a_variant_whose_answers_all_have_an_empty_context_list_is_warned_about():
    responses = [answer(f"q{i}", "full", []) for i in range(40)]
    assert no_contexts_warnings(responses, contexts_path=None) == [
        "variant 'full': 40 of 40 answers had no contexts at 'contexts' — retrieval and faithfulness score 0 "
        "without them" + HINT]


def test_a_reply_without_a_contexts_field_names_the_keys_looked_for():
    responses = [answer(f"q{i}", "full", None, found_at=None) for i in range(3)]
    assert no_contexts_warnings(responses, contexts_path=None) == [
        f"variant 'full': 3 of 3 answers had no contexts (the replies had none of {', '.join(CONTEXT_KEYS)}) — "
        "retrieval and faithfulness are unmeasured" + HINT]


def test_a_configured_path_is_named_and_the_hint_says_check():
    responses = [answer("q1", "full", None, found_at=None), answer("q2", "full", [], found_at="data.passages")]
    assert no_contexts_warnings(responses, contexts_path="data.passages") == [
        "variant 'full': 2 of 2 answers had no contexts at 'data.passages' (the configured contexts_path) — "
        "retrieval and faithfulness are unmeasured or 0 without them; check http.contexts_path (contexts_path "
        "in a suite's system.config) if your system returns them elsewhere"]


@pytest.mark.parametrize("empty,total,warned", [(0, 4, False), (2, 4, False), (3, 4, True), (1, 1, True)])
def test_only_a_variant_where_most_answers_lack_contexts_is_warned_about(empty, total, warned):
    responses = [answer(f"q{i}", "full", [] if i < empty else PASSAGE) for i in range(total)]
    lines = no_contexts_warnings(responses, contexts_path=None)
    assert lines == ([f"variant 'full': {empty} of {total} answers had no contexts at 'contexts' — retrieval "
                      "and faithfulness score 0 without them" + HINT] if warned else [])


def test_one_line_per_variant_and_failed_calls_are_not_answers():
    responses = [answer("q1", "baseline", []), answer("q2", "baseline", PASSAGE), answer("q3", "baseline", PASSAGE),
                 answer("q1", "full", []), answer("q2", "full", None, status="error"),
                 answer("q3", "full", None, status="error"),
                 answer("q1", "broken", None, status="error")]
    assert no_contexts_warnings(responses, contexts_path=None) == [
        "variant 'full': 1 of 1 answers had no contexts at 'contexts' — retrieval and faithfulness score 0 "
        "without them" + HINT]


def test_a_system_not_read_from_a_json_reply_gets_no_path_hint():
    responses = [answer("q1", "full", None, http=False), answer("q2", "full", None, http=False)]
    assert no_contexts_warnings(responses, contexts_path=None) == [
        "variant 'full': 2 of 2 answers had no contexts — retrieval and faithfulness are unmeasured"]


# -- where a run says it ---------------------------------------------------------------------------

def _reply(request: httpx.Request) -> httpx.Response:
    """A system that retrieves for ``rerank: true`` and returns ``contexts: []`` otherwise."""
    body = json.loads(request.content)
    contexts = [{"text": "Refunds are paid within 30 days.", "doc_id": "policy.md"}] if body["rerank"] else []
    return httpx.Response(200, json={"answer": "Within 30 days.", "contexts": contexts})


def _http_suite(tmp_path: Path) -> Suite:
    paths = write_tiny_project(tmp_path, suite_overrides={
        "system": {"adapter": "http", "config": {
            "endpoint": "http://rag.test/query",
            "request_template": {"question": "{question}", "rerank": "{param.rerank}"}}},
        "variants": {"baseline": {"rerank": False}, "full": {"rerank": True}},
        "execution": {"shards": 2, "retries": 0}})
    return load_suite(paths["suite"])


def _cases() -> list[EvalCase]:
    return [EvalCase(id=f"q{i}", question=f"Question {i}?", source_format="qa_json") for i in range(1, 5)]


def _warnings(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == WARNING_LOGGER and r.levelno == logging.WARNING]


def test_a_run_warns_once_per_variant_after_every_answer_is_in(tmp_path, caplog):
    suite = _http_suite(tmp_path)
    adapter = HttpAdapter("http://rag.test/query", request_template=suite.system.config["request_template"],
                          transport=httpx.MockTransport(_reply))
    caplog.set_level(logging.WARNING, logger=WARNING_LOGGER)
    try:
        responses_stage(suite, adapter, _cases())
    finally:
        adapter.close()
    assert _warnings(caplog) == [
        "variant 'baseline': 4 of 4 answers had no contexts at 'contexts' — retrieval and faithfulness score 0 "
        "without them" + HINT]


def test_a_sharded_run_warns_at_the_merge_over_all_shards_not_per_shard(tmp_path, caplog):
    suite = _http_suite(tmp_path)
    cases = _cases()
    shards = plan_shards(cases, 2)
    assert len(shards) == 2
    caplog.set_level(logging.WARNING, logger=WARNING_LOGGER)
    parts = []
    for shard in shards:
        adapter = HttpAdapter("http://rag.test/query", request_template=suite.system.config["request_template"],
                              transport=httpx.MockTransport(_reply))
        checkpoint = ResponseCheckpoint(tmp_path / f"{shard.key}.jsonl")
        try:
            parts.append(responses_shard_stage(suite, adapter, cases, shard, checkpoint))
        finally:
            adapter.close()
    assert _warnings(caplog) == []
    merge_responses(suite, cases, parts)
    assert _warnings(caplog) == [
        "variant 'baseline': 4 of 4 answers had no contexts at 'contexts' — retrieval and faithfulness score 0 "
        "without them" + HINT]
