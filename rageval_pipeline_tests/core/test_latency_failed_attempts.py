"""Latency counts failed calls: a system timing out on 30% of its questions must not report a fast
p95. Failed responses count at their time to failure, and every report says what was counted."""

from rageval_pipeline.core.ab.run_scorecard import run_scorecard
from rageval_pipeline.core.metrics.latency import LatencySample, summarize_latency
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse
from rageval_pipeline.core.reports.markdown import render_summary_markdown
from rageval_pipeline.core.stages.responses import response_metadata

TIMEOUT_MS = 30000.0


def response(i: int, latency_ms: float | None, *, ok: bool = True, variant: str = "full",
             attempts: int = 1) -> SystemResponse:
    return SystemResponse(case_id=f"q{i}", variant=variant, system="http", question=f"question {i}?",
                          answer="an answer" if ok else None, latency_ms=latency_ms, status="ok" if ok else "error",
                          error=None if ok else "timed out after 30 s", attempts=attempts)


#: 7 answers in 100-106 ms, 3 timeouts (30%)
TIMING_OUT = [response(i, 100.0 + i) for i in range(7)] + [response(i, TIMEOUT_MS, ok=False) for i in range(7, 10)]


def test_timeouts_are_in_the_percentiles():
    meta = response_metadata(TIMING_OUT)
    latency = {k: v for k, v in meta.items() if k.startswith("latency")}
    # nearest rank over all 10: the 5th is 104 ms, the 10th a timeout; mean (721 + 90000) / 10
    assert latency == {"latency_p50_ms": 104.0, "latency_p95_ms": TIMEOUT_MS, "latency_avg_ms": 9072.1,
                       "latency_counted": 10, "latency_failed_counted": 3, "latency_untimed": 0,
                       "latency_retries_untimed": 0}


def test_what_is_left_out_is_counted_and_said():
    lat = summarize_latency([LatencySample(120.0, failed=False, attempts=3),  # two timed-out tries before it
                             LatencySample(None, failed=True), LatencySample(80.0, failed=False)])
    assert (lat.p50_ms, lat.p95_ms, lat.counted, lat.failed_counted, lat.untimed, lat.retries_untimed) == \
        (80.0, 120.0, 2, 0, 1, 2)
    assert lat.describe() == ("over 2 responses, none failed; 1 response without a recorded duration left out; "
                              "2 failed attempts before a successful retry not timed on their own")


def test_summary_md_latency_line_says_what_it_counted():
    md = render_summary_markdown({"suite": "s", "date": "2026-11-20", "mode": "live",
                                  "variants": {"full": {"responses": response_metadata(TIMING_OUT)}}})
    assert ("- `full`: p50 104.0 ms · p95 30000.0 ms (over 10 responses including 3 failed ones at their time to "
            "failure, retries and waits included) · slow 0 · errors 3/10") in md.splitlines()


def test_a_summary_without_the_counts_renders_as_before():
    md = render_summary_markdown({"suite": "s", "date": "2026-11-20", "mode": "live",
                                  "variants": {"full": {"responses": {"latency_p50_ms": 1.0, "latency_p95_ms": 2.0}}}})
    assert "- `full`: p50 1.0 ms · p95 2.0 ms · slow 0 · errors 0/0" in md.splitlines()


def test_the_scorecard_counts_a_timing_out_variant_as_slow():
    cases = [EvalCase(id=f"q{i}", question=f"question {i}?", source_format="qa_json") for i in range(10)]
    base = [response(i, 200.0, variant="base") for i in range(10)]
    card = run_scorecard(base="base", primary_k=5, retrieval_only=True, cases=cases, responses=base + TIMING_OUT,
                         retrieval_rows=[], scores=[], verdicts=[])
    assert card is not None
    rows = {r.metric: r for r in card.rows if r.metric.startswith("latency")}
    assert (rows["latency_p95_ms"].base_value, rows["latency_p95_ms"].variant_value) == (200.0, TIMEOUT_MS)
    assert rows["latency_p50_ms"].variant_value == 104.0
