"""PairwiseAnthropicJudge end to end: the real anthropic SDK over HTTP to the fake Messages API
(``messages_api`` fixture registered in conftest)."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from rageval_pipeline.core.ab import summarize_ab
from rageval_pipeline.core.errors import JudgeSetupError
from rageval_pipeline.core.judges.cache import JudgeCache
from rageval_pipeline.core.judges.pairwise import (
    POSITION_BIAS_NOTE,
    PairwiseAnthropicJudge,
    PairwiseOutput,
    compare_pairwise,
    mapped_winner,
    merge_orders,
    union,
)
from rageval_pipeline.core.judges.prompts import load_rubric
from rageval_pipeline.core.records.schemas import (
    CitationRule,
    ContextChunk,
    EvalCase,
    RequiredFact,
    SystemResponse,
)
from rageval_pipeline_tests.fakes.messages_api import (
    FakeMessagesAPI,
    RecordedRequest,
    Reply,
)

MODEL = "claude-haiku-4-5"
KEY = "sk-ant-test-PAIRWISE-SECRET-4b1d"
RUBRIC = load_rubric()
BASE_ANSWER = "Bob has an API task due at some point."
FULL_ANSWER = "Bob committed to complete the API refactor by March 25th, 2024 [meetings/meeting_001.txt]."

GOOD = {"correctness": 2, "completeness": 2, "evidence": 2, "hallucination": 2, "missing_facts": [], "unsupported_claims": []}
WEAK = {"correctness": 1, "completeness": 1, "evidence": 0, "hallucination": 2,
        "missing_facts": ["bob_api_refactor_due"], "unsupported_claims": []}


def make_case(case_id: str = "ve_001", **kw: Any) -> EvalCase:
    fields: dict[str, Any] = {
        "id": case_id,
        "question": "What commitments does Bob have and when are they due?",
        "required_facts": [
            RequiredFact(
                fact_id="bob_api_refactor_due",
                claim="Bob committed to complete the API refactor by March 25th, 2024",
                must_cite=[CitationRule(doc="meetings/meeting_001.txt", quote_contains="Bob: Complete API refactor by March 25th")],
            )
        ],
        "forbidden_claims": ["Bob committed to something not present in the corpus"],
        "source_format": "outcome_json",
    }
    fields.update(kw)
    return EvalCase(**fields)


def response(variant: str, case_id: str = "ve_001", **kw: Any) -> SystemResponse:
    answer = BASE_ANSWER if variant == "baseline" else FULL_ANSWER
    fields: dict[str, Any] = {
        "case_id": case_id, "variant": variant, "system": "mcp", "question": "What commitments does Bob have?",
        "answer": answer,
        "contexts": [ContextChunk(text=f"excerpt {len(variant)}: Bob: Complete API refactor by March 25th",
                                  doc_id="meetings/meeting_001.txt", start_page=2, end_page=2)],
        "citations": ["meetings/meeting_001.txt"] if variant == "full" else [],
    }
    fields.update(kw)
    return SystemResponse(**fields)


def make_judge(messages_api: FakeMessagesAPI, **kw: Any) -> PairwiseAnthropicJudge:
    args: dict[str, Any] = {"api_key": KEY, "rubric_text": RUBRIC, "model": MODEL, "base_url": messages_api.base_url,
                            "retry_base_delay": 0.001, "timeout": 5.0}
    args.update(kw)
    return PairwiseAnthropicJudge(**args)


def user_text(req: RecordedRequest) -> str:
    return str(req.body["messages"][0]["content"])


def baseline_shown_as_a(req: RecordedRequest) -> bool:
    """Order of the two answers inside the prompt (A comes first)."""
    text = user_text(req)
    return text.index(BASE_ANSWER) < text.index(FULL_ANSWER)


def reply(a: dict[str, Any], b: dict[str, Any], winner: str, notes: str = "") -> Reply:
    return Reply.ok(json.dumps({"case_id": "ve_001", "A": a, "B": b, "delta": {"winner": winner, "notes": notes}}))


def fair_judge(req: RecordedRequest) -> Reply:
    """A position-consistent grader: the full answer is better, wherever it is shown."""
    if baseline_shown_as_a(req):
        return reply(WEAK, GOOD, "B", "B cites the quote")
    return reply(GOOD, WEAK, "A", "A cites the quote")


def a_lover(req: RecordedRequest) -> Reply:
    """A position-biased grader: always prefers whatever is shown first (rubrics still honest)."""
    if baseline_shown_as_a(req):
        return reply(WEAK, GOOD, "A")
    return reply(GOOD, WEAK, "A")


# ------------------------------------------------------------------------------ both orders


def test_both_orders_sent_with_seed_000_inputs_and_mapped_back(messages_api: FakeMessagesAPI) -> None:
    messages_api.set_default(fair_judge)
    judge = make_judge(messages_api)
    pv = judge.judge_pair(make_case(), response("baseline"), response("full"))

    reqs = messages_api.message_requests
    assert len(reqs) == 2
    assert baseline_shown_as_a(reqs[0]) and not baseline_shown_as_a(reqs[1])  # order 1: baseline is A
    user = user_text(reqs[0])
    assert "## Answer A\n<answer id=\"A\">\n" + BASE_ANSWER in user
    assert "## Answer B\n<answer id=\"B\">\n" + FULL_ANSWER in user
    for needed in ("[bob_api_refactor_due]", 'text containing "Bob: Complete API refactor by March 25th"',
                   "Bob committed to something not present in the corpus", "## Answerable\nyes",
                   '<context id="B.C1" doc="meetings/meeting_001.txt" pages="2">', "- meetings/meeting_001.txt"):
        assert needed in user, needed
    assert "baseline" not in user.lower() and "full system" not in user.lower()  # labels only
    assert RUBRIC.strip() in reqs[0].body["system"] and '"winner"' in reqs[0].body["system"]
    assert reqs[0].body["temperature"] == 0.0 and reqs[0].body["model"] == MODEL

    assert pv.status == "ok" and pv.position_consistent is True and pv.full_beats_baseline is True
    assert pv.order_winners == ["full", "full"]
    assert pv.baseline is not None and pv.full is not None
    assert (pv.baseline.correctness, pv.baseline.evidence, pv.baseline.missing_facts) == (1, 0, ["bob_api_refactor_due"])
    assert (pv.full.correctness, pv.full.evidence) == (2, 2)
    assert (pv.input_tokens, pv.output_tokens, pv.cost_usd, pv.cached) == (200, 100, 0.0007, False)
    result = compare_pairwise(make_case(), pv, full_case_status="pass")
    assert result.outcome == "win" and result.full_beats_baseline is True and result.position_consistent is True
    assert result.quality_delta == 2.0 and result.full_passes is True and result.judge == f"anthropic-pairwise:{MODEL}"
    assert "order 1 (baseline as A): winner full — B cites the quote" in result.notes


def test_stricter_reading_per_side_min_scores_union_lists(messages_api: FakeMessagesAPI) -> None:
    lenient_full = {**GOOD, "unsupported_claims": ["Bob leads QA"]}
    strict_full = {**GOOD, "evidence": 1, "hallucination": 1, "unsupported_claims": ["bob leads  QA", "Due 2023"]}
    weak2 = {**WEAK, "correctness": 0, "missing_facts": ["BOB_API_REFACTOR_DUE", "other"]}
    messages_api.enqueue(reply(WEAK, lenient_full, "B"), reply(strict_full, weak2, "A"))
    pv = make_judge(messages_api).judge_pair(make_case(), response("baseline"), response("full"))
    assert pv.full is not None and pv.baseline is not None
    assert (pv.full.evidence, pv.full.hallucination) == (1, 1)
    assert pv.full.unsupported_claims == ["Bob leads QA", "Due 2023"]
    assert pv.baseline.correctness == 0 and pv.baseline.missing_facts == ["bob_api_refactor_due", "other"]
    # full hallucinates more (1 < 2) in the merged rubric: a loss, although both orders preferred full
    result = compare_pairwise(make_case(), pv)
    assert result.outcome == "loss"
    assert "judge preferred full but the rubric rule gives baseline; the rule decides" in result.notes


def test_orders_disagreeing_is_a_tie_with_position_note(messages_api: FakeMessagesAPI) -> None:
    messages_api.set_default(a_lover)
    pv = make_judge(messages_api).judge_pair(make_case(), response("baseline"), response("full"))
    assert pv.status == "ok" and pv.position_consistent is False and pv.full_beats_baseline is False
    assert pv.order_winners == ["baseline", "full"]
    assert pv.notes.startswith(POSITION_BIAS_NOTE)
    result = compare_pairwise(make_case(), pv)
    assert result.outcome == "tie" and result.full_beats_baseline is False and result.position_consistent is False
    assert "position bias: orders disagreed, counted as tie (rubrics alone say win)" in result.notes
    summary = summarize_ab([result])
    assert summary.ties == 1 and summary.position_inconsistent == 1


def test_malformed_reply_is_repaired(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(Reply.ok("Sure! A is worse. {winner: B}"), reply(WEAK, GOOD, "b"))
    messages_api.set_default(fair_judge)
    pv = make_judge(messages_api).judge_pair(make_case(), response("baseline"), response("full"))
    reqs = messages_api.message_requests
    assert len(reqs) == 3 and pv.status == "ok" and pv.position_consistent is True
    repair = reqs[1].body["messages"]
    assert [m["role"] for m in repair] == ["user", "assistant", "user"]
    assert "could not be used: reply is not valid JSON" in repair[2]["content"]
    assert pv.input_tokens == 300  # three calls billed


def test_truncated_reply_retried_with_bigger_budget(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(Reply.ok('{"A": {"correctness": 1', stop_reason="max_tokens"))
    messages_api.set_default(fair_judge)
    pv = make_judge(messages_api, max_tokens=700).judge_pair(make_case(), response("baseline"), response("full"))
    assert pv.status == "ok"
    assert [r.body["max_tokens"] for r in messages_api.message_requests] == [700, 1400, 700]


def test_all_calls_failing_gives_error_result_without_raising(messages_api: FakeMessagesAPI) -> None:
    messages_api.set_default(Reply.server_error())
    pv = make_judge(messages_api, max_retries=1).judge_pair(make_case(), response("baseline"), response("full"))
    assert pv.status == "error" and pv.baseline is None and pv.full_beats_baseline is None
    assert pv.error is not None and "order 1 (baseline_first) failed: " in pv.error and "order 2 (full_first) failed: " in pv.error
    assert "gave up after 2 attempts: HTTP 500 api_error" in pv.error
    assert len(messages_api.message_requests) == 4
    result = compare_pairwise(make_case(), pv)
    assert result.outcome == "error" and result.error is not None and result.error.startswith("verdict error: order 1")
    assert summarize_ab([result]).verdict == "not_measured"


def test_one_order_failing_fails_the_case(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(reply(WEAK, GOOD, "B"), Reply.error(400, "invalid_request_error", "prompt too long"))
    pv = make_judge(messages_api).judge_pair(make_case(), response("baseline"), response("full"))
    assert pv.status == "error" and pv.error == (
        f"order 2 (full_first) failed: [anthropic-pairwise:{MODEL}] case ve_001: API rejected the request: "
        "HTTP 400 invalid_request_error: prompt too long"
    )
    assert pv.input_tokens == 100  # the successful order was still billed


def test_system_error_is_not_sent(messages_api: FakeMessagesAPI) -> None:
    pv = make_judge(messages_api).judge_pair(make_case(), response("baseline", status="error", error="timeout"), response("full"))
    assert pv.status == "error" and pv.error == "baseline system failed, nothing to compare: timeout"
    assert messages_api.message_requests == []


# ------------------------------------------------------------------------------ cache, concurrency


def test_second_run_makes_no_http_calls(messages_api: FakeMessagesAPI, tmp_path: Path) -> None:
    messages_api.set_default(fair_judge)
    first = make_judge(messages_api, cache=JudgeCache(tmp_path / "pw.sqlite")).judge_pair(
        make_case(), response("baseline"), response("full"))
    assert len(messages_api.message_requests) == 2
    cache = JudgeCache(tmp_path / "pw.sqlite")
    assert len(cache.keys()) == 2  # one entry per order
    again = make_judge(messages_api, cache=cache).judge_pair(make_case(), response("baseline"), response("full"))
    assert len(messages_api.message_requests) == 2 and cache.stats.hits == 2
    assert again.cached is True and (again.input_tokens, again.output_tokens, again.cost_usd) == (0, 0, 0.0)
    assert again.model_dump(include={"baseline", "full", "order_winners", "notes"}) == first.model_dump(
        include={"baseline", "full", "order_winners", "notes"})
    assert any("2 of 2 orders from cache (originally 200 input + 100 output tokens" in w for w in again.warnings)


def test_cache_key_includes_the_order(messages_api: FakeMessagesAPI) -> None:
    judge = make_judge(messages_api)
    assert judge.cache_key("s", "u", "baseline_first") != judge.cache_key("s", "u", "full_first")
    one = judge.prompt_for(make_case(), response("baseline"), response("full"), "baseline_first")
    assert one == judge.prompt_for(make_case(), response("baseline"), response("full"), "baseline_first")


def test_judge_pairs_concurrent_in_input_order(messages_api: FakeMessagesAPI) -> None:
    def slow(req: RecordedRequest) -> Reply:
        time.sleep(0.15)
        return fair_judge(req)

    messages_api.set_default(slow)
    triples = [(make_case(f"q{i}"), response("baseline", f"q{i}"), response("full", f"q{i}")) for i in range(3)]
    triples.append((make_case("q_err"), response("baseline", "q_err"), response("full", "q_err", status="error", error="boom")))
    start = time.monotonic()
    out = make_judge(messages_api, concurrency=3).judge_pairs(triples)
    elapsed = time.monotonic() - start
    assert [v.case_id for v in out] == ["q0", "q1", "q2", "q_err"]
    assert [v.status for v in out] == ["ok", "ok", "ok", "error"]
    assert len(messages_api.message_requests) == 6
    assert elapsed < 0.75  # sequentially 6 × 0.15 s = 0.9 s; 3 threads × 2 orders ≈ 0.3 s


# ------------------------------------------------------------------------------ secrets, imports


def test_api_key_never_leaks(messages_api: FakeMessagesAPI, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    messages_api.enqueue(Reply.rate_limited(retry_after=0.01), Reply.ok("garbage"))
    messages_api.set_default(Reply.error(401, "authentication_error", f"invalid x-api-key {KEY}"))
    judge = make_judge(messages_api, cache=JudgeCache(tmp_path / "c" / "pw.sqlite"), max_retries=1)
    messages_api.enqueue(reply(WEAK, GOOD, "B"), reply(GOOD, WEAK, "A"))  # served after the 429 + repair
    ok = judge.judge_pair(make_case(), response("baseline"), response("full"))
    with pytest.raises(JudgeSetupError) as refused:  # a 401 stops the judge; the server's echo is not quoted
        judge.judge_pair(make_case("q2"), response("baseline", "q2"), response("full", "q2"))
    assert ok.status == "ok" and "401 authentication_error" in str(refused.value)
    blob = json.dumps(ok.model_dump(mode="json")) + str(refused.value)
    blob += json.dumps(compare_pairwise(make_case(), ok).model_dump(mode="json"))
    assert KEY not in blob and KEY not in caplog.text and KEY not in repr(judge)
    assert "DEBUG" in {r.levelname for r in caplog.records}
    for f in (tmp_path / "c").iterdir():
        assert KEY.encode() not in f.read_bytes(), f.name
    for req in messages_api.requests:
        assert KEY.encode() not in req.raw
        assert [n for n, v in req.headers.items() if KEY in v] in (["authorization"], ["x-api-key"])


def test_module_imports_without_loading_anthropic() -> None:
    code = "import sys, rageval_pipeline.core.judges.pairwise, rageval_pipeline.core.ab; sys.exit(1 if 'anthropic' in sys.modules else 0)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


# ------------------------------------------------------------------------------ pure merging


def test_mapped_winner_table() -> None:
    assert [mapped_winner("baseline_first", w) for w in ("A", "B", "tie")] == ["baseline", "full", "tie"]  # type: ignore[arg-type]
    assert [mapped_winner("full_first", w) for w in ("A", "B", "tie")] == ["full", "baseline", "tie"]  # type: ignore[arg-type]


def test_merge_tie_in_both_orders_is_consistent_not_a_win() -> None:
    out = PairwiseOutput.model_validate({"A": GOOD, "B": GOOD, "delta": {"winner": "TIE"}})
    merged = merge_orders(out, out)
    assert merged["position_consistent"] is True and merged["full_beats_baseline"] is False
    assert merged["order_winners"] == ["tie", "tie"]
    # full says tie in one order and wins in the other: that disagreement is position bias too
    b_wins = PairwiseOutput.model_validate({"A": WEAK, "B": GOOD, "delta": {"winner": "B"}})
    assert merge_orders(b_wins, out)["position_consistent"] is False


def test_union_dedups_case_and_space_insensitively() -> None:
    assert union(["Due 2023", "x"], ["due  2023", "Y", "x"]) == ["Due 2023", "x", "Y"]
