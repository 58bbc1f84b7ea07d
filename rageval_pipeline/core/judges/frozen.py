"""Replay mode's judge: verdicts frozen in a JSONL file, served instead of judging.

A first-class double (like httpx's ``MockTransport``): the verdicts stage runs the same code for a
live judge and a frozen one, so replay exercises the real scoring path and CI detects regressions
in the evaluation itself, never the judge's variance.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rageval_pipeline.core.judges.base import Judge
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse, Verdict
from rageval_pipeline.core.storage.replay import (
    load_frozen_verdicts,
    replay_verdicts,
)


class FrozenJudge(Judge):
    """Every response's frozen verdicts (LLM passes and the final one); a response with none gets
    an error verdict naming the gap, never a guess."""

    name = "replay"

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._frozen: dict[tuple[str, str], list[Verdict]] | None = None

    def judge(self, case: EvalCase, response: SystemResponse) -> list[Verdict]:
        return self.judge_many([(case, response)])[0]

    def judge_many(self, pairs: Sequence[tuple[EvalCase, SystemResponse]]) -> list[list[Verdict]]:
        if self._frozen is None:  # read on first use: building the judge touches no file
            self._frozen = load_frozen_verdicts(self.path)
        return replay_verdicts(self._frozen, [response for _, response in pairs])
