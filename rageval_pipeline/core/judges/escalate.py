"""Conditional escalation (seed 003): the zero-cost local judge grades every case; the LLM judge
is paid for only where the local judge is unsure.

A case is escalated when the local final verdict errored or its ``confidence`` is below
``threshold`` (default 0.7, seed 003's tunable: higher = more LLM calls, better coverage).
Escalated cases return the LLM judge's verdicts with the final one marked ``escalated=True``
and a warning naming the local confidence. If the LLM judge fails on a case the local judge did
grade, the local verdict is kept (``escalated=False``) with a warning — a paid failure should not
erase a free answer. A :class:`~rageval_pipeline.core.errors.JudgeSetupError` from the LLM judge
(its key, account or model was refused) is not a case's failure and is not settled here: it
propagates, so the run stops as a configuration error instead of quietly falling back to local
verdicts for every unsure case (the local verdicts cost nothing to compute again).
Counters are thread-safe, so one instance can serve a thread pool.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.core.judges.base import Judge
from rageval_pipeline.core.judges.cost import CostEstimate
from rageval_pipeline.core.records.schemas import (
    EvalCase,
    SystemResponse,
    Verdict,
    error_verdict,
)


def final_verdict(verdicts: list[Verdict]) -> Verdict | None:
    """The verdict with ``pass_index=None`` (the last one if a judge returned several)."""
    finals = [v for v in verdicts if v.pass_index is None]
    return finals[-1] if finals else None


class EscalatingJudge(Judge):
    """``local`` always, ``llm`` only below ``threshold`` confidence or on a local error."""

    name = "escalate"

    def __init__(self, local: Judge, llm: Judge, *, threshold: float = 0.7) -> None:
        if not 0.0 <= threshold <= 1.0:
            raise ConfigError(f"escalation threshold must lie in [0, 1], got {threshold}",
                              field="judge.escalation_threshold")
        self.local = local
        self.llm = llm
        self.threshold = threshold
        self._lock = threading.Lock()
        self._cases = 0
        self._escalated = 0
        self._llm_failures = 0

    def judge(self, case: EvalCase, response: SystemResponse) -> list[Verdict]:
        return self.judge_many([(case, response)])[0]

    def judge_many(self, pairs: Sequence[tuple[EvalCase, SystemResponse]]) -> list[list[Verdict]]:
        """The local judge grades every answer in one batch; the unsure ones go to the LLM judge in
        one batch too (its own concurrency), so escalate mode is as parallel as either judge alone."""
        items = list(pairs)
        local_results = self.local.judge_many(items)
        unsure = [i for i, verdicts in enumerate(local_results) if self._why_escalate(final_verdict(verdicts))]
        llm_results = dict(zip(unsure, self.llm.judge_many([items[i] for i in unsure]), strict=True))
        out: list[list[Verdict]] = []
        for i, ((case, response), local_verdicts) in enumerate(zip(items, local_results, strict=True)):
            if i not in llm_results:
                self._count(escalated=False, failed=False)
                out.append(local_verdicts)
            else:
                out.append(self._settle(case, response, local_verdicts, llm_results[i]))
        return out

    def estimate(self, pairs: Sequence[tuple[EvalCase, SystemResponse]]) -> CostEstimate:
        """An upper bound: as if every answer escalated (the local confidences are not known yet)."""
        return self.llm.estimate(pairs)

    def close(self) -> None:
        self.local.close()
        self.llm.close()

    def _why_escalate(self, local_final: Verdict | None) -> str | None:
        if local_final is None:
            return "local judge returned no final verdict"
        if local_final.status == "error":
            return f"local judge errored: {local_final.error}"
        if local_final.confidence < self.threshold:
            return f"local confidence {local_final.confidence:.3f} < threshold {self.threshold}"
        return None

    def _settle(self, case: EvalCase, response: SystemResponse, local_verdicts: list[Verdict],
                llm_verdicts: list[Verdict]) -> list[Verdict]:
        local_final = final_verdict(local_verdicts)
        why = self._why_escalate(local_final)
        llm_final = final_verdict(llm_verdicts)
        if llm_final is not None and llm_final.status == "ok":
            self._count(escalated=True, failed=False)
            marked = llm_final.model_copy(
                update={"escalated": True, "warnings": [*llm_final.warnings, f"escalated to {self.llm.name}: {why}"]}
            )
            return [v for v in llm_verdicts if v.pass_index is not None] + [marked]

        self._count(escalated=True, failed=True)
        llm_error = llm_final.error if llm_final is not None else "no final verdict"
        if local_final is not None and local_final.status == "ok":
            kept = local_final.model_copy(
                update={"warnings": [*local_final.warnings, f"escalation to {self.llm.name} failed ({llm_error}); local verdict kept"]}
            )
            return [v for v in local_verdicts if v.pass_index is not None] + [kept]
        reason = f"{why}; escalation to {self.llm.name} failed: {llm_error}"
        return [error_verdict(case.id, response.variant, self.name, reason)]

    def _count(self, *, escalated: bool, failed: bool) -> None:
        with self._lock:
            self._cases += 1
            self._escalated += escalated
            self._llm_failures += failed

    @property
    def cases(self) -> int:
        with self._lock:
            return self._cases

    @property
    def escalated(self) -> int:
        """Cases sent to the LLM judge (whether or not it succeeded)."""
        with self._lock:
            return self._escalated

    @property
    def llm_failures(self) -> int:
        with self._lock:
            return self._llm_failures

    @property
    def escalation_rate(self) -> float | None:
        """Share of judged cases sent to the LLM; ``None`` before any case was judged."""
        with self._lock:
            return round(self._escalated / self._cases, 6) if self._cases else None


__all__ = ["EscalatingJudge", "final_verdict"]
