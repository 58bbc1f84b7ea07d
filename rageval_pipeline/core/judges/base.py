"""The contracts every judge implements: one answer at a time (``Judge``) and side by side
(``PairwiseJudge``, the A/B comparison).

Stages only ever call ``judge_many`` / ``judge_pairs`` — a judge that can batch (one embedding call
for 10,000 answers) or run concurrently (an API judge's thread pool) overrides them; the default
loops. ``estimate`` prices a run before it happens, so ``--dry-run`` asks the judge itself rather
than a parallel copy of its prompt logic.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING

from rageval_pipeline.core.judges.cost import CostEstimate
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse, Verdict

if TYPE_CHECKING:
    from rageval_pipeline.core.judges.pairwise import PairwiseVerdict

#: one case's two answers for the A/B comparison: (case, baseline response, full response)
Triple = tuple[EvalCase, SystemResponse, SystemResponse]


def no_cost(model: str) -> CostEstimate:
    """The estimate of a judge that calls no paid API."""
    return CostEstimate(model=model, calls=0, input_tokens=0, output_tokens=0, usd=0.0)


class Judge(ABC):
    """Scores answers.

    ``judge`` returns the individual passes (``pass_index`` 0..n-1, LLM judges only) followed by
    exactly one final verdict (``pass_index=None``) — the one downstream stages use. It never
    raises for a per-case failure: a case it could not score gets an ``error_verdict`` with the
    reason, so the run goes on.
    """

    name: str

    @abstractmethod
    def judge(self, case: EvalCase, response: SystemResponse) -> list[Verdict]:
        """The verdicts of one answer."""

    def judge_many(self, pairs: Sequence[tuple[EvalCase, SystemResponse]]) -> list[list[Verdict]]:
        """The verdicts of many answers, in input order."""
        return [self.judge(case, response) for case, response in pairs]

    def estimate(self, pairs: Sequence[tuple[EvalCase, SystemResponse]]) -> CostEstimate:
        """API calls, tokens and dollars judging ``pairs`` would take (zero for a local judge)."""
        return no_cost(self.name)

    def close(self) -> None:
        """Release clients and pools (idempotent)."""


class PairwiseJudge(ABC):
    """Compares a case's baseline and full answers side by side (an LLM reading both)."""

    name: str

    @abstractmethod
    def judge_pairs(self, triples: Sequence[Triple]) -> list[PairwiseVerdict]:
        """One merged verdict per case, in input order; a failed case is ``status="error"``."""

    def estimate(self, triples: Sequence[Triple]) -> CostEstimate:
        """API calls, tokens and dollars comparing ``triples`` would take."""
        return no_cost(self.name)

    def close(self) -> None:
        """Release clients and pools (idempotent)."""
