"""The contract every judge implements."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from rageval_pipeline.core.schemas import EvalCase, SystemResponse, Verdict


@runtime_checkable
class Judge(Protocol):
    """Scores one answer of one case.

    ``judge`` returns the individual passes (``pass_index`` 0..n-1, LLM judges only) followed by
    exactly one final verdict (``pass_index=None``) — the one downstream stages use. It never
    raises for a per-case failure: a case it could not score gets an ``error_verdict`` with the
    reason, so the run goes on.
    """

    name: str

    def judge(self, case: EvalCase, response: SystemResponse) -> list[Verdict]: ...
