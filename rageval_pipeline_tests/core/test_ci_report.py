"""core.reports.ci_report: seed 002's eval_report.md / .json and results.jsonl from a partition's report."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rageval_pipeline.core.records.schemas import (
    ClaimCheck,
    ContextChunk,
    EvalCase,
    Rubric,
    Score,
    SystemResponse,
    Verdict,
)
from rageval_pipeline.core.reports.ci_report import (
    CaseDetail,
    RunInfo,
    build_ci_report,
    case_details,
    cli_gates,
    output_paths,
    primary_variant,
    write_ci_report,
)


def _metric(mean: float | None) -> dict[str, Any]:
    return {"mean": mean, "measured": 0 if mean is None else 3, "unmeasured": 0}


def summary() -> dict[str, Any]:
    return {
        "suite": "adhoc", "date": "2026-02-02", "mode": "live", "ab": None,
        "judge": {"judge": "local", "cost_usd": 0.0123},
        "variants": {"default": {
            "responses": {"slow": 1, "errors": 1, "responses": 4},
            "scores": {"metrics": {"composite": _metric(0.7), "faithfulness": _metric(0.9),
                                   "answer_relevance": _metric(0.6), "context_precision": _metric(None),
                                   "context_recall": _metric(0.5), "semantic_similarity": _metric(0.8)}},
        }},
        "gates": [
            {"name": "error_rate", "kind": "validity", "variant": "default", "value": 0.25, "threshold": 1.0,
             "op": "<=", "passed": True, "reason": "ok"},
            {"name": "composite", "kind": "threshold", "variant": "default", "value": 0.7, "threshold": 0.65,
             "op": ">=", "passed": True, "reason": "0.7000 >= 0.65"},
            {"name": "faithfulness", "kind": "threshold", "variant": "default", "value": 0.9, "threshold": 0.95,
             "op": ">=", "passed": False, "reason": "0.9000 not >= 0.95"},
            {"name": "critical_cases", "kind": "critical", "variant": "default", "value": 1.0, "threshold": 0.0,
             "op": "==", "passed": False, "reason": "critical case(s) not passing: tc_001"},
        ],
    }


def row(qid: str, status: str, composite: float | None, *, critical: bool = False, tags: list[str] | None = None,
        latency: float | None = 100.0, response_status: str = "ok", error: str | None = None) -> dict[str, Any]:
    return {"qid": qid, "variant": "default", "question": f"question {qid}?", "critical": critical,
            "tags": tags or [], "response_status": response_status, "error": error, "answer": f"answer {qid}",
            "latency_ms": latency, "attempts": 1 if response_status == "ok" else 4, "status": status,
            "scores": {"composite": composite, "faithfulness": composite}, "fail_reasons": [] if status == "pass"
            else [f"why {qid}"]}


ROWS = [
    row("tc_001", "fail", 0.3, critical=True, tags=["billing", "policy"], latency=300.0),
    row("tc_002", "pass", 0.62, tags=["billing"], latency=100.0),  # passes, but below the composite threshold
    row("tc_003", "pass", 0.9, critical=True, tags=["account"], latency=200.0),
    row("tc_004", "error", None, tags=["account"], latency=9000.0, response_status="error",
        error="ConnectError: refused"),
    {**row("tc_001", "pass", 1.0), "variant": "other"},  # another variant: not the primary one
]
RUN = RunInfo(adapter="http", endpoint="http://user:***@127.0.0.1:8000/query", started_at="2026-02-02T14:30:00Z",
              duration_s=154.2, estimated_cost_usd=0.42, exit_code=2, slow_threshold_s=5.0, run_id="r1")
DETAILS = {"tc_001": CaseDetail(ground_truth="Full refund within 30 days of purchase.",
                                contexts=(("Returns are accepted within 14 days...", "returns.md"),),
                                reasoning="The answer claims 14 days; the ground truth says 30.",
                                unsupported_claims=("14 days",))}


def test_json_holds_summary_cases_latency_cost_tags_counts() -> None:
    report = build_ci_report(summary(), ROWS, RUN, details=DETAILS).json
    assert report["variant"] == "default" and report["exit_code"] == 2 and report["status"] == "fail"
    m = report["summary"]["metrics"]
    assert m["composite"] == {"score": 0.7, "threshold": 0.65, "status": "pass"}
    assert m["faithfulness"] == {"score": 0.9, "threshold": 0.95, "status": "fail"}
    assert m["context_precision"] == {"score": None, "threshold": None, "status": None}
    assert report["summary"]["status"] == "fail"
    assert [c["id"] for c in report["cases"]] == ["tc_001", "tc_002", "tc_003", "tc_004"]
    err = report["cases"][3]
    assert (err["status"], err["error"], err["critical"]) == ("error", "ConnectError: refused", False)
    assert report["cases"][0]["status"] == "fail" and report["cases"][0]["error"] is None
    # the errored 9 s call counts at its time to failure: a system that fails slowly is not fast
    assert report["latency"] == {"avg_ms": 2400.0, "p50_ms": 200.0, "p95_ms": 9000.0, "counted": 4, "failed_counted": 1,
                                 "untimed": 0, "retries_untimed": 0, "slow": 1, "slow_threshold_s": 5.0}
    assert report["cost"] == {"estimated_usd": 0.42, "actual_usd": 0.0123, "judge": "local"}
    assert report["tags"] == {"account": {"count": 2, "avg": 0.9}, "billing": {"count": 2, "avg": 0.46},
                              "policy": {"count": 1, "avg": 0.3}}
    assert report["counts"] == {"cases": 4, "passed": 2, "failed": 1, "errors": 1, "critical": 2,
                                "critical_passed": 1, "critical_failed": ["tc_001"]}
    assert report["issues"] == ["tc_001", "tc_002", "tc_004"]


def test_markdown_follows_the_seed_example() -> None:
    md = build_ci_report(summary(), ROWS, RUN, details=DETAILS).markdown
    assert md.startswith("# RAG Evaluation Report\n")
    for line in ("**Date:** 2026-02-02 14:30:00 UTC", "**Adapter:** http",
                 "**Endpoint:** http://user:***@127.0.0.1:8000/query", "**Test Cases:** 4 (2 critical)",
                 "**Duration:** 2m 34s", "**Estimated Cost:** $0.42 | **Actual Cost:** $0.0123",
                 "| **Composite** | 0.70 | 0.65 | PASS |", "| Faithfulness | 0.90 | 0.95 | FAIL |",
                 "| Context Precision | - | - | - |",
                 "**Latency:** avg 2400ms | p50 200ms | p95 9000ms (over 4 responses including 1 failed one at its "
                 "time to failure, retries and waits included) | slow (>5s): 1",
                 "## Critical Tests: 1/2 PASSED (not passing: tc_001)", "## Issues Found: 3",
                 "### FAILED: tc_001 - question tc_001?", '1. "Returns are accepted within 14 days..." (returns.md)',
                 '**Generated Answer:** "answer tc_001"', '**Ground Truth:** "Full refund within 30 days of purchase."',
                 "**Judge Reasoning:**", '- "14 days"', "### LOW SCORE: tc_002 - question tc_002?",
                 "### ERROR: tc_004 - question tc_004?", "**Error:** ConnectError: refused (after 4 attempt(s))",
                 "## Test Results by Tag", "| billing | 2 | 0.46 |"):
        assert line in md, line
    assert "tc_003 - " not in md  # a passing case above the threshold has no trace


def test_same_inputs_give_identical_files(tmp_path: Path) -> None:
    a = build_ci_report(summary(), ROWS, RUN, details=DETAILS)
    b = build_ci_report(summary(), list(ROWS), RUN, details=dict(DETAILS))
    write_ci_report(a, tmp_path / "a")
    write_ci_report(b, tmp_path / "b")
    for name in ("eval_report.md", "eval_report.json", "results.jsonl"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


def test_results_log_appends_one_line_per_run(tmp_path: Path) -> None:
    report = build_ci_report(summary(), ROWS, RUN)
    write_ci_report(report, tmp_path)
    write_ci_report(report, tmp_path, formats=("json",))
    lines = [json.loads(x) for x in (tmp_path / "results.jsonl").read_text().splitlines()]
    assert len(lines) == 2
    assert lines[0] == {"timestamp": "2026-02-02T14:30:00Z", "suite": "adhoc", "date": "2026-02-02",
                        "variant": "default", "adapter": "http", "endpoint": RUN.endpoint, "composite_score": 0.7,
                        "test_count": 4, "failures": 1, "errors": 1, "critical_failed": ["tc_001"], "exit_code": 2,
                        "status": "fail", "duration_s": 154.2, "cost_usd": 0.0123, "run_id": "r1"}


def test_formats_and_md_output_path(tmp_path: Path) -> None:
    report = build_ci_report(summary(), ROWS, RUN)
    written = write_ci_report(report, tmp_path / "ci" / "report.md", formats=("markdown",))
    assert written == [tmp_path / "ci" / "report.md", tmp_path / "ci" / "results.jsonl"]
    assert not (tmp_path / "ci" / "report.json").exists()
    assert output_paths(tmp_path / "x") == (tmp_path / "x" / "eval_report.md", tmp_path / "x" / "eval_report.json",
                                            tmp_path / "x" / "results.jsonl")


def test_cli_gates_for_fail_under_on_a_named_suite() -> None:
    gates = cli_gates(summary(), composite=0.8, metrics={"faithfulness": 0.5, "context_precision": 0.1})
    by_name = {g.name: g for g in gates}
    assert not by_name["composite"].passed and by_name["composite"].value == 0.7
    assert by_name["faithfulness"].passed
    assert not by_name["context_precision"].passed and "unmeasured" in by_name["context_precision"].reason
    # a --fail-under gate and the suite's own gate on one metric: strictest threshold, both must pass
    report = build_ci_report(summary(), ROWS, RunInfo(**{**RUN.__dict__, "extra_gates": tuple(gates)})).json
    assert report["summary"]["metrics"]["composite"] == {"score": 0.7, "threshold": 0.8, "status": "fail"}
    assert report["summary"]["metrics"]["faithfulness"] == {"score": 0.9, "threshold": 0.95, "status": "fail"}


def test_primary_variant_is_the_ab_full_variant() -> None:
    from rageval_pipeline.core.reports.run_summary import primary_variant_of

    s = summary()
    s["variants"]["baseline"] = s["variants"]["default"]
    assert primary_variant(s) == "baseline"  # no A/B: the first by name
    assert primary_variant_of(["baseline", "default"], "default") == "default"
    assert primary_variant_of(["baseline", "default"], "missing") == "baseline"


def test_case_details_come_from_the_primary_variant() -> None:
    case = EvalCase(id="tc_001", question="q?", ground_truth="thirty days", source_format="qa_json")
    chunk = ContextChunk(text="Returns   within\n14 days", doc_id="returns.md", start_page=2, end_page=2)
    responses = [SystemResponse(case_id="tc_001", variant=v, system="http", question="q?", answer="a",
                                contexts=[chunk] if v == "default" else []) for v in ("default", "other")]
    rubric = Rubric(correctness=0, completeness=0, evidence=0, hallucination=0, unsupported_claims=["14 days"])
    metrics = {n: Score(value=0.5) for n in ("faithfulness", "answer_relevance", "context_precision",
                                             "context_recall", "semantic_similarity")}
    verdicts = [Verdict(case_id="tc_001", variant="default", judge="local", reasoning="wrong number", rubric=rubric,
                        confidence=0.9, **metrics),
                Verdict(case_id="tc_001", variant="default", judge="claude", pass_index=0, reasoning="a pass", rubric=rubric,
                        confidence=0.9, **metrics)]
    detail = case_details([case], responses, verdicts, variant="default")["tc_001"]
    assert detail == CaseDetail(ground_truth="thirty days", contexts=(("Returns within 14 days", "returns.md p.2"),),
                                reasoning="wrong number", unsupported_claims=("14 days",))


def test_a_judge_error_is_the_cases_error_line() -> None:
    judged_nothing = {**row("tc_005", "error", None), "fail_reasons": ["judge error: all 3 passes failed: HTTP 401"]}
    report = build_ci_report(summary(), [*ROWS, judged_nothing], RUN)
    case = next(c for c in report.json["cases"] if c["id"] == "tc_005")
    assert case["error"] == "judge error: all 3 passes failed: HTTP 401"
    assert "**Error:** judge error: all 3 passes failed: HTTP 401\n" in report.markdown  # no "unknown", no attempts
    assert "**Error:** ConnectError: refused (after 4 attempt(s))" in report.markdown


def test_an_unsupported_claim_shows_why_the_judge_found_it_unsupported() -> None:
    case = EvalCase(id="tc_001", question="q?", ground_truth="2.5 cups", source_format="qa_json")
    responses = [SystemResponse(case_id="tc_001", variant="default", system="http", question="q?", answer="Use 21 cups.",
                                contexts=[ContextChunk(text="Use 2.5 cups.", doc_id="recipe.md")])]
    rubric = Rubric(correctness=0, completeness=0, evidence=0, hallucination=0, unsupported_claims=["Use 21 cups."])
    metrics = {n: Score(value=0.5) for n in ("faithfulness", "answer_relevance", "context_precision",
                                             "context_recall", "semantic_similarity")}
    claims = [ClaimCheck(claim="Use 21 cups.", supported=False, support_score=0.9,
                         reason="not in recipe.md: number 21 (score 0.90)")]
    verdicts = [Verdict(case_id="tc_001", variant="default", judge="local", rubric=rubric, claims=claims,
                        confidence=0.9, **metrics)]
    detail = case_details([case], responses, verdicts, variant="default")["tc_001"]
    assert detail.claim_reasons == ("not in recipe.md: number 21 (score 0.90)",)
