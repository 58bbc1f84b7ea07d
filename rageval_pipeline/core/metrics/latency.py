"""How fast a variant's system answered: one rule for summary.md, eval_report and drift.

Every response with a measured duration counts, failed ones included: a call that timed out or
got an HTTP error did take that long, and leaving it out would make a system that times out on
30% of its questions report a fast p95. A failed response counts at its time to failure (until
the run gave up on it: every attempt and the waits between them); an answered one at its
successful attempt.

What is not in the figures is counted and said: responses without a recorded duration, and
attempts that failed before a successful retry (the runner times only the attempt that answered).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from rageval_pipeline.core.metrics.scoring import _percentile  # one percentile rule everywhere
from rageval_pipeline.core.records.schemas import SystemResponse


@dataclass(frozen=True)
class LatencySample:
    """One response as the latency figures see it."""

    latency_ms: float | None
    failed: bool
    attempts: int = 1


@dataclass(frozen=True)
class LatencySummary:
    """Average and nearest-rank percentiles over the counted responses, with what was counted."""

    avg_ms: float | None
    p50_ms: float | None
    p95_ms: float | None
    #: responses whose duration is in the figures, and how many of them failed
    counted: int
    failed_counted: int
    #: responses without a recorded duration (left out: there is nothing to count)
    untimed: int
    #: attempts that failed before a successful retry: not timed on their own, so left out
    retries_untimed: int

    def describe(self) -> str:
        """What was counted, in the reports' words (``latency_scope``)."""
        return latency_scope(self.counted, self.failed_counted, self.untimed, self.retries_untimed)


def latency_scope(counted: int, failed_counted: int, untimed: int = 0, retries_untimed: int = 0) -> str:
    """What the latency figures are made of, as the reports say it next to them: ``over 10
    responses including 3 failed ones at their time to failure, retries and waits included``."""
    if failed_counted:
        failed = (f" including {failed_counted} failed {_plural(failed_counted, 'one')} at "
                  f"{'its' if failed_counted == 1 else 'their'} time to failure, retries and waits included")
    else:
        failed = ", none failed"
    text = f"over {counted} {_plural(counted, 'response')}{failed}"
    if untimed:
        text += f"; {untimed} {_plural(untimed, 'response')} without a recorded duration left out"
    if retries_untimed:
        text += (f"; {retries_untimed} failed {_plural(retries_untimed, 'attempt')} before a successful retry "
                 "not timed on their own")
    return text


def _plural(n: int, word: str) -> str:
    return word if n == 1 else word + "s"


def response_samples(responses: Iterable[SystemResponse]) -> list[LatencySample]:
    """The system's responses as latency samples (an error response is a failed one)."""
    return [LatencySample(r.latency_ms, r.status == "error", r.attempts) for r in responses]


def summarize_latency(samples: Sequence[LatencySample]) -> LatencySummary:
    """Mean, p50 and p95 (nearest rank: a duration a real call took) over every timed sample."""
    timed = [s for s in samples if s.latency_ms is not None]
    values = [float(s.latency_ms) for s in timed if s.latency_ms is not None]
    return LatencySummary(
        avg_ms=round(sum(values) / len(values), 3) if values else None,
        p50_ms=_percentile(values, 50), p95_ms=_percentile(values, 95),
        counted=len(timed), failed_counted=sum(s.failed for s in timed),
        untimed=len(samples) - len(timed),
        # a failed response's duration already spans all its attempts; an answered one's only the last
        retries_untimed=sum(max(s.attempts - 1, 0) for s in timed if not s.failed),
    )


__all__ = ["LatencySample", "LatencySummary", "latency_scope", "response_samples", "summarize_latency"]
