"""EscalatingJudge: the LLM judge runs only where the local judge is unsure or failed."""

from __future__ import annotations

from rageval_pipeline.core.judges.base import Judge
from rageval_pipeline.core.judges.escalate import EscalatingJudge
from rageval_pipeline.core.records.schemas import (
    EvalCase,
    Rubric,
    Score,
    SystemResponse,
    Verdict,
    error_verdict,
)


def verdict(case: EvalCase, response: SystemResponse, judge: str, confidence: float, *, pass_index: int | None = None) -> Verdict:
    s = Score(value=0.5, reason="test")
    return Verdict(
        case_id=case.id, variant=response.variant, judge=judge, pass_index=pass_index,
        rubric=Rubric(correctness=1, completeness=1, evidence=1, hallucination=1),
        faithfulness=s, answer_relevance=s, context_precision=s, context_recall=s, semantic_similarity=s,
        confidence=confidence,
    )


class StubLocal(Judge):
    """Confidence per case id; ``None`` → error verdict."""

    name = "local"

    def __init__(self, confidence: dict[str, float | None]) -> None:
        self.confidence = confidence
        self.seen: list[str] = []

    def judge(self, case: EvalCase, response: SystemResponse) -> list[Verdict]:
        self.seen.append(case.id)
        c = self.confidence[case.id]
        if c is None:
            return [error_verdict(case.id, response.variant, self.name, "local broke")]
        return [verdict(case, response, self.name, c)]


class StubLLM(Judge):
    name = "llm"

    def __init__(self, fail: bool = False) -> None:
        self.fail = fail
        self.seen: list[str] = []

    def judge(self, case: EvalCase, response: SystemResponse) -> list[Verdict]:
        self.seen.append(case.id)
        if self.fail:
            return [error_verdict(case.id, response.variant, self.name, "api down", pass_index=0),
                    error_verdict(case.id, response.variant, self.name, "all passes failed")]
        return [verdict(case, response, self.name, 1.0, pass_index=0), verdict(case, response, self.name, 0.9)]


def pair(case_id: str) -> tuple[EvalCase, SystemResponse]:
    case = EvalCase(id=case_id, question="q?", source_format="qa_json")
    return case, SystemResponse(case_id=case_id, variant="v", system="s", question="q?", answer="a", contexts=[])


def test_escalates_only_below_threshold_or_on_error() -> None:
    local = StubLocal({"hi": 0.9, "edge": 0.7, "lo": 0.69, "err": None})
    llm = StubLLM()
    judge = EscalatingJudge(local, llm, threshold=0.7)
    assert isinstance(judge, Judge) and judge.name == "escalate"
    assert judge.escalation_rate is None

    results = {cid: judge.judge(*pair(cid)) for cid in ("hi", "edge", "lo", "err")}
    assert local.seen == ["hi", "edge", "lo", "err"]
    assert llm.seen == ["lo", "err"]
    assert [v.judge for v in results["hi"]] == ["local"] and results["hi"][-1].escalated is False
    assert results["edge"][-1].escalated is False  # at the threshold: trusted
    lo = results["lo"]
    assert [(v.judge, v.pass_index) for v in lo] == [("llm", 0), ("llm", None)]
    assert lo[-1].escalated is True and "local confidence 0.690 < threshold 0.7" in lo[-1].warnings[-1]
    assert results["err"][-1].escalated is True and "local judge errored: local broke" in results["err"][-1].warnings[-1]
    assert (judge.cases, judge.escalated, judge.llm_failures) == (4, 2, 0)
    assert judge.escalation_rate == 0.5


def test_failed_escalation_keeps_local_verdict_or_errors() -> None:
    judge = EscalatingJudge(StubLocal({"lo": 0.2, "err": None}), StubLLM(fail=True))
    kept = judge.judge(*pair("lo"))
    assert len(kept) == 1 and kept[0].judge == "local" and kept[0].escalated is False
    assert "escalation to llm failed (all passes failed); local verdict kept" in kept[0].warnings[-1]
    both = judge.judge(*pair("err"))
    assert len(both) == 1 and both[0].status == "error" and both[0].judge == "escalate"
    assert "local broke" in (both[0].error or "") and "all passes failed" in (both[0].error or "")
    assert (judge.escalated, judge.llm_failures, judge.escalation_rate) == (2, 2, 1.0)


def test_threshold_zero_never_escalates_ok_cases() -> None:
    llm = StubLLM()
    judge = EscalatingJudge(StubLocal({"a": 0.0}), llm, threshold=0.0)
    assert judge.judge(*pair("a"))[-1].judge == "local" and llm.seen == []


class CountingBatches(StubLLM):
    """Records each ``judge_many`` batch: escalate mode must hand the LLM judge one batch."""

    def __init__(self) -> None:
        super().__init__()
        self.batches: list[list[str]] = []

    def judge_many(self, pairs):  # noqa: ANN001, ANN201 - the Judge signature
        self.batches.append([case.id for case, _ in pairs])
        return super().judge_many(pairs)


def test_judge_many_batches_the_local_judge_once_and_the_unsure_cases_once() -> None:
    local = StubLocal({"a": 0.9, "b": 0.2, "c": 0.95, "d": None})
    llm = CountingBatches()
    judge = EscalatingJudge(local, llm, threshold=0.7)
    results = judge.judge_many([pair(i) for i in "abcd"])
    assert llm.batches == [["b", "d"]]
    assert [r[-1].judge for r in results] == ["local", "llm", "local", "llm"]
    assert [r[-1].escalated for r in results] == [False, True, False, True]
    # the same decisions, one case at a time
    single = EscalatingJudge(StubLocal({"a": 0.9, "b": 0.2, "c": 0.95, "d": None}), StubLLM(), threshold=0.7)
    assert [single.judge(*pair(i)) for i in "abcd"] == results
    assert judge.escalated == 2 and judge.cases == 4


def test_a_judge_must_say_how_it_judges_one_answer() -> None:
    import pytest

    class Incomplete(Judge):
        name = "incomplete"

    with pytest.raises(TypeError):
        Incomplete()  # type: ignore[abstract]
