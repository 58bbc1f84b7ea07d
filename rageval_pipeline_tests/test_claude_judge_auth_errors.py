"""A Claude judge whose key, account, permission or model the API refuses stops at the first refusal:
one request (not cases × passes × retries), one line naming the cause and what to do, exit 3 from
``rageval run`` with the answers already collected kept — and the key written nowhere. Transient
errors (429, 529, 5xx, timeouts) are still retried call by call, as before.

Every judge talks through the real ``anthropic`` SDK to the fake Messages API on 127.0.0.1
(``fakes/messages_api.py``); nothing of the SDK is mocked.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest

from rageval_pipeline.cli import main
from rageval_pipeline.core.config.suites import JudgeSection
from rageval_pipeline.core.errors import JudgeSetupError
from rageval_pipeline.core.judges.anthropic_judge import AnthropicJudge
from rageval_pipeline.core.judges.base import Judge
from rageval_pipeline.core.judges.cache import JudgeCache
from rageval_pipeline.core.judges.escalate import EscalatingJudge
from rageval_pipeline.core.judges.factory import build_judge
from rageval_pipeline.core.judges.pairwise import PairwiseAnthropicJudge
from rageval_pipeline.core.judges.prompts import load_rubric
from rageval_pipeline.core.judges.recall_llm import ClaudeRecallJudge
from rageval_pipeline.core.records.schemas import (
    ContextChunk,
    EvalCase,
    SystemResponse,
    Verdict,
    error_verdict,
)
from rageval_pipeline_tests.fakes.messages_api import FakeMessagesAPI, Reply
from rageval_pipeline_tests.support.tiny_project import write_tiny_project

MODEL = "claude-haiku-4-5"
KEY = "sk-ant-api03-REFUSED-do-not-print-9c2e"
RUBRIC = load_rubric()
DATE = "2025-06-01"
REFUSED_KEY_LINE = "Claude judge: the API key was refused (401 authentication_error): check $ANTHROPIC_API_KEY"

VERDICT = {
    "correctness": 2, "completeness": 2, "evidence": 2, "hallucination": 2, "missing_facts": [],
    "unsupported_claims": [], "forbidden_hits": [],
    "faithfulness": {"value": 1.0, "reason": "supported"}, "answer_relevance": {"value": 1.0, "reason": "on point"},
    "context_precision": {"value": 1.0, "reason": "useful"}, "context_recall": {"value": 1.0, "reason": "all there"},
    "same_information": True, "claims": [], "reasoning": "fine",
}

# status, error type, then what the one line must say: the cause and what to do
REFUSALS = [
    pytest.param(401, "authentication_error", "the API key was refused", "check $ANTHROPIC_API_KEY", id="401"),
    pytest.param(402, "billing_error", "the account of the API key cannot be billed",
                 "check the plan and credit balance of $ANTHROPIC_API_KEY's organization", id="402"),
    pytest.param(403, "permission_error", "the API key is not allowed to make this request",
                 "check the workspace and model access of $ANTHROPIC_API_KEY", id="403"),
    pytest.param(404, "not_found_error", f"the model '{MODEL}' was not found",
                 "check judge.model (and judge.base_url, if one is set)", id="404"),
]


def refusal(status: int, error_type: str) -> Reply:
    """The API's error reply — echoing the key, as a careless gateway might, to prove it is never quoted."""
    return Reply.error(status, error_type, f"request refused for key {KEY}")


def ok() -> Reply:
    return Reply.ok(json.dumps(VERDICT))


def case(case_id: str) -> EvalCase:
    return EvalCase(id=case_id, question=f"What does {case_id} say?", ground_truth="It says so.",
                    source_format="qa_json")


def response(case_id: str, variant: str = "full") -> SystemResponse:
    return SystemResponse(case_id=case_id, variant=variant, system="ref", question=f"What does {case_id} say?",
                          answer="It says so.", contexts=[ContextChunk(text="It says so.", doc_id="doc.txt")])


def pairs(n: int) -> list[tuple[EvalCase, SystemResponse]]:
    return [(case(f"q{i}"), response(f"q{i}")) for i in range(n)]


def claude_judge(api: FakeMessagesAPI, **kw: Any) -> AnthropicJudge:
    args: dict[str, Any] = {"api_key": KEY, "rubric_text": RUBRIC, "model": MODEL, "base_url": api.base_url,
                            "passes": 3, "concurrency": 4, "max_retries": 3, "retry_base_delay": 0.001,
                            "timeout": 5.0}
    args.update(kw)
    return AnthropicJudge(**args)


def warnings_logged(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.levelno >= logging.WARNING and r.name.startswith("rageval_pipeline")]


# ------------------------------------------------------------------------------ the judges


@pytest.mark.parametrize(("status", "error_type", "cause", "remedy"), REFUSALS)
def test_a_refusal_stops_the_judge_after_one_request(
    messages_api: FakeMessagesAPI, caplog: pytest.LogCaptureFixture,
    status: int, error_type: str, cause: str, remedy: str,
) -> None:
    caplog.set_level(logging.DEBUG)
    messages_api.set_default(refusal(status, error_type))
    judge = claude_judge(messages_api)

    with pytest.raises(JudgeSetupError) as refused:
        judge.judge_many(pairs(6))  # 6 cases × 3 passes × up to 4 attempts, on 4 threads

    assert len(messages_api.message_requests) == 1
    assert str(refused.value) == f"Claude judge: {cause} ({status} {error_type}): {remedy}"
    assert refused.value.status == status
    assert warnings_logged(caplog) == []  # the error is the one report, not a warning per case
    # latched: the next batch is refused without asking again
    with pytest.raises(JudgeSetupError, match=f"{status} {error_type}"):
        judge.judge_many(pairs(2))
    assert len(messages_api.message_requests) == 1
    assert KEY not in str(refused.value) and KEY not in caplog.text and KEY not in repr(judge)


def test_pairwise_and_recall_judges_stop_at_the_first_refusal_too(messages_api: FakeMessagesAPI) -> None:
    messages_api.set_default(refusal(401, "authentication_error"))
    pairwise = PairwiseAnthropicJudge(api_key=KEY, rubric_text=RUBRIC, model=MODEL, base_url=messages_api.base_url,
                                      concurrency=3, retry_base_delay=0.001, timeout=5.0)
    triples = [(case(f"q{i}"), response(f"q{i}", "baseline"), response(f"q{i}")) for i in range(4)]
    with pytest.raises(JudgeSetupError, match="the API key was refused"):
        pairwise.judge_pairs(triples)
    assert len(messages_api.message_requests) == 1

    recall = ClaudeRecallJudge(api_key=KEY, model=MODEL, base_url=messages_api.base_url, retry_base_delay=0.0,
                               timeout=5.0)
    chunks = [ContextChunk(text="The roof is metal.", doc_id="inspection.txt")]
    for _ in range(3):
        with pytest.raises(JudgeSetupError) as refused:
            recall("What is the roof made of?", chunks)
        assert str(refused.value) == REFUSED_KEY_LINE
    assert len(messages_api.message_requests) == 2  # one for the pairwise judge, one for the recall judge


class UnsureLocalJudge(Judge):
    """Errs on every case, so the escalating judge sends them all to Claude."""

    name = "local"

    def judge(self, case: EvalCase, response: SystemResponse) -> list[Verdict]:
        return [error_verdict(case.id, response.variant, self.name, "local judge unsure")]


def test_escalation_does_not_hide_a_refused_key_behind_local_verdicts(messages_api: FakeMessagesAPI) -> None:
    messages_api.set_default(refusal(401, "authentication_error"))
    judge = EscalatingJudge(UnsureLocalJudge(), claude_judge(messages_api), threshold=0.7)
    with pytest.raises(JudgeSetupError, match="the API key was refused"):
        judge.judge_many(pairs(5))
    assert len(messages_api.message_requests) == 1


def test_the_key_variable_a_suite_names_is_the_one_the_message_names(messages_api: FakeMessagesAPI) -> None:
    messages_api.set_default(refusal(401, "authentication_error"))
    settings = JudgeSection(kind="anthropic", model=MODEL, base_url=messages_api.base_url,
                            api_key_env="TEAM_CLAUDE_KEY", concurrency=2)
    judge = build_judge(settings, api_key=KEY, cache_path=None)
    with pytest.raises(JudgeSetupError) as refused:
        judge.judge_many(pairs(3))
    assert str(refused.value).endswith("(401 authentication_error): check $TEAM_CLAUDE_KEY")


def test_a_key_revoked_mid_run_keeps_what_was_already_judged(messages_api: FakeMessagesAPI, tmp_path: Path) -> None:
    messages_api.enqueue(ok(), refusal(401, "authentication_error"))
    cache = JudgeCache(tmp_path / "judge.sqlite")
    with pytest.raises(JudgeSetupError):
        claude_judge(messages_api, passes=1, concurrency=1, cache=cache).judge_many(pairs(3))
    assert len(messages_api.message_requests) == 2  # q0 judged, q1 refused, q2 never asked
    assert len(cache.keys()) == 1

    # with a valid key again, what was judged before the refusal is not paid for twice
    messages_api.set_default(ok())
    results = claude_judge(messages_api, passes=1, concurrency=1, cache=cache).judge_many(pairs(3))
    assert [r[-1].status for r in results] == ["ok"] * 3
    assert [r[-1].cached for r in results] == [True, False, False]
    assert len(messages_api.message_requests) == 4


# ------------------------------------------------------------------------------ transient errors


def test_rate_limits_and_overload_are_still_retried(messages_api: FakeMessagesAPI) -> None:
    messages_api.enqueue(Reply.rate_limited(retry_after=0.01), Reply.overloaded(), Reply.server_error())
    messages_api.set_default(ok())
    results = claude_judge(messages_api, passes=1, concurrency=2).judge_many(pairs(3))
    assert [r[-1].status for r in results] == ["ok"] * 3
    assert len(messages_api.message_requests) == 3 + 3  # three retries, then one success per case


@pytest.mark.parametrize("transient", [Reply.rate_limited(retry_after=0), Reply.overloaded(), Reply.server_error()],
                         ids=["429", "529", "500"])
def test_exhausted_transient_errors_fail_each_pass_and_the_run_goes_on(
    messages_api: FakeMessagesAPI, transient: Reply,
) -> None:
    messages_api.set_default(transient)
    results = claude_judge(messages_api, passes=2, max_retries=1).judge_many(pairs(3))
    finals = [r[-1] for r in results]
    assert [f.status for f in finals] == ["error"] * 3
    assert all("gave up after 2 attempts" in (f.error or "") for f in finals)
    assert len(messages_api.message_requests) == 3 * 2 * 2  # cases × passes × attempts, as before


# ------------------------------------------------------------------------------ `rageval run`


def test_rageval_run_with_a_refused_key_exits_3_in_one_line_and_keeps_the_answers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    with FakeMessagesAPI(default=refusal(401, "authentication_error")) as api:
        paths = write_tiny_project(tmp_path / "project", suite_overrides={"judge": {
            "kind": "anthropic", "base_url": api.base_url, "model": MODEL, "passes": 3, "concurrency": 4,
            "embedder": "hashing-v1"}})
        dagster_home = tmp_path / "dagster_home"
        dagster_home.mkdir()
        for name, value in (("ANTHROPIC_API_KEY", KEY), ("DAGSTER_HOME", str(dagster_home)),
                            ("RAGEVAL_HOME", str(paths["home"])), ("RAGEVAL_SUITES_DIR", str(paths["suites"]))):
            monkeypatch.setenv(name, value)

        code = main(["run", "--suite", "sample", "--date", DATE])
        requests = len(api.message_requests)
    out, err = capsys.readouterr()

    assert code == 3
    assert requests == 1  # 4 cases × 2 variants × 3 passes would have been 24, and the A/B 8 more
    said = [line for line in (out + err).splitlines() if "Claude judge" in line or "authentication_error" in line]
    assert said == [f"error in judge_verdicts: JudgeSetupError: {REFUSED_KEY_LINE}"]
    assert "Traceback" not in out + err

    storage = paths["home"] / "storage"
    answers = pq.read_table(storage / "system_responses" / DATE / "sample.parquet").to_pylist()
    assert len(answers) == 8 and all(a["status"] == "ok" and a["answer"] for a in answers)  # kept
    assert (storage / "retrieval_scores" / DATE / "sample.parquet").is_file()  # needs no judge: scored
    assert not (storage / "judge_verdicts" / DATE / "sample.parquet").exists()

    assert KEY not in out + err and KEY not in caplog.text
    written = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert [str(p) for p in written if KEY.encode() in p.read_bytes()] == []
    # the scan covered the Dagster event log: the refusal is recorded there, without the key
    event_logs = [p for p in dagster_home.rglob("*.db") if REFUSED_KEY_LINE.encode() in p.read_bytes()]
    assert event_logs, "the step failure should be in the Dagster event log"
