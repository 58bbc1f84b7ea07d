"""Drift says WHICH cases changed, not only that the dataset did: cases added, removed and edited
(same id, new content hash), listed by id beside the explanation, with the cases that flipped
pass→fail and fail→pass between the two nights."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rageval_pipeline.core.config.suites import load_suite
from rageval_pipeline.core.datasets import case_content_hash, parse_dataset
from rageval_pipeline.core.records.schemas import SystemResponse
from rageval_pipeline.core.reports.drift import (
    CaseChanges,
    SummaryShapeError,
    case_change_counts,
    compute_drift,
    render_drift_markdown,
    why_summary,
)
from rageval_pipeline.core.reports.summary import per_question_rows
from rageval_pipeline.core.stages import drift_stage
from rageval_pipeline.core.storage.store import ReportStore
from rageval_pipeline_tests.core.test_drift import PROV, summary
from rageval_pipeline_tests.support.tiny_project import write_tiny_project


def row(qid: str, case_hash: str | None, status: str = "pass", variant: str = "full") -> dict[str, object]:
    out: dict[str, object] = {"qid": qid, "variant": variant, "status": status, "response_status": "ok",
                              "fail_reasons": ["correctness 0 < 1"] if status == "fail" else []}
    if case_hash is not None:
        out["case_hash"] = case_hash
    return out


def drift(previous_rows, current_rows, *, dataset_changed: bool = True):
    current = summary(date="2026-11-21", provenance={**PROV, "dataset_hash": "d2" if dataset_changed else "d1"})
    return compute_drift(current, summary(date="2026-11-20"), current_rows=current_rows,
                         previous_rows=previous_rows, tolerance=0.05, warn_at=0.02)


PREVIOUS = [row("q1", "h1"), row("q2", "h2"), row("q3", "h3", status="fail"), row("q9", "h9")]
CURRENT = [row("q1", "h1", status="fail"), row("q2", "h2-edited", status="fail"), row("q3", "h3"),
           row("q10", "h10")]


def test_added_removed_and_edited_cases_are_listed_by_id_beside_the_explanation():
    report = drift(PREVIOUS, CURRENT)
    assert report.previous.explanation == "dataset changed"
    assert report.previous.case_changes == CaseChanges(added=["q10"], removed=["q9"], edited=["q2"], unchanged=2)
    md = render_drift_markdown(report)
    why = md.index("**Why:** dataset changed (changed: dataset_hash)\n")
    assert md[why:].startswith(
        "**Why:** dataset changed (changed: dataset_hash)\n"
        "- cases: 1 added (`q10`); 1 removed (`q9`); 1 edited (`q2`)\n"
        "- flipped pass→fail 2: `q1` (full), `q2` (full, edited)\n"
        "- flipped fail→pass 1: `q3` (full)\n"
        "\n| metric |")
    # the cases added and removed are not listed a second time as rows
    assert "Variant rows added" not in md and "Cases added" not in md


def test_why_summary_and_counts_for_the_asset_metadata():
    report = drift(PREVIOUS, CURRENT)
    assert why_summary(report.previous) == (
        "dataset changed — cases: 1 added (q10); 1 removed (q9); 1 edited (q2)"
        " — flipped pass→fail 2: q1 (full), q2 (full, edited) — flipped fail→pass 1: q3 (full)")
    assert case_change_counts(report.previous) == {"cases_added": 1, "cases_removed": 1, "cases_edited": 1,
                                                   "flipped_pass_to_fail": 2, "flipped_fail_to_pass": 1}


def test_long_lists_show_the_first_ten_ids_in_natural_order_then_how_many_more():
    previous = [row("q0", "h0")]
    current = [row("q0", "h0")] + [row(f"q{i}", f"h{i}") for i in range(1, 14)]
    line = next(line for line in render_drift_markdown(drift(previous, current)).splitlines()
                if line.startswith("- cases:"))
    ids = ", ".join(f"`q{i}`" for i in range(1, 11))
    assert line == f"- cases: 13 added ({ids} and 3 more)"


def test_unchanged_cases_say_so_and_a_variant_that_came_is_still_shown():
    previous = [row("q1", "h1"), row("q2", "h2")]
    current = previous + [row("q1", "h1", variant="new")]
    report = drift(previous, current, dataset_changed=False)
    assert report.previous.case_changes == CaseChanges(unchanged=2)
    md = render_drift_markdown(report)
    assert "- cases: none added, removed or edited (2 unchanged)\n" in md
    assert "Variant rows added: q1/new; removed: none" in md


def test_rows_without_content_hashes_leave_edits_unknown_never_none():
    previous = [row("q1", None), row("q2", None)]  # written before rows carried case hashes
    current = [row("q1", "h1"), row("q3", "h3")]
    changes = drift(previous, current).previous.case_changes
    assert changes == CaseChanges(added=["q3"], removed=["q2"], unchanged=0, edits_unknown=(
        "the baseline rows carry no case content hash (written by an older version, or imported), so edited "
        "cases cannot be told apart"))
    assert case_change_counts(drift(previous, current).previous)["cases_edited"] is None


def test_a_partition_without_rows_is_not_compared_case_by_case():
    current = summary(date="2026-11-21")
    report = compute_drift(current, summary(date="2026-11-20"), current_rows=CURRENT, previous_rows=None,
                           tolerance=0.05, warn_at=0.02)
    assert report.previous.case_changes is None
    md = render_drift_markdown(report)
    assert "- cases: not compared (a partition without per_question rows)" in md
    assert "Variant rows added" not in md  # every current row would otherwise look added


def test_a_malformed_case_hash_is_located():
    with pytest.raises(SummaryShapeError, match=r"per_question.jsonl:1: case_hash"):
        drift([{"qid": "q1", "variant": "full", "case_hash": 7}], CURRENT)


QA = {"metadata": {"name": "t"}, "test_cases": [
    {"id": "tc_001", "question": "Refund window?", "ground_truth": "30 days.", "expected_contexts": ["policy.md"]},
    {"id": "tc_002", "question": "Reset a password?", "ground_truth": "Use the login page."}]}


def test_case_hash_follows_content_not_layout_and_is_on_every_row():
    cases = parse_dataset(json.dumps(QA), source="a.json").cases
    relaid = parse_dataset(json.dumps(QA, indent=4), source="b.json").cases  # other lines, same content
    assert [case_content_hash(c) for c in cases] == [case_content_hash(c) for c in relaid]
    for field, value in (("question", "Refund period?"), ("ground_truth", "14 days."),
                         ("expected_contexts", ["terms.md"])):
        edited = json.loads(json.dumps(QA))
        edited["test_cases"][0][field] = value
        first = parse_dataset(json.dumps(edited), source="a.json").cases[0]
        assert case_content_hash(first) != case_content_hash(cases[0]), field
    responses = [SystemResponse(case_id=c.id, variant=v, system="s", question=c.question, answer="a", contexts=[])
                 for c in cases for v in ("baseline", "full")]
    rows = per_question_rows(cases, responses, [], None)
    assert [(r["qid"], r["variant"], r["case_hash"]) for r in rows] == [
        (c.id, v, case_content_hash(c)) for c in cases for v in ("baseline", "full")]


def test_drift_stage_writes_the_case_details_and_returns_them_as_metadata(tmp_path: Path):
    paths = write_tiny_project(tmp_path)
    reports = ReportStore(tmp_path / "reports")
    for date, rows, dataset in (("2026-11-20", PREVIOUS, "d1"), ("2026-11-21", CURRENT, "d2")):
        folder = reports.report_dir("sample", date)
        folder.mkdir(parents=True)
        (folder / "summary.json").write_text(json.dumps(
            summary(date=date, provenance={**PROV, "dataset_hash": dataset})))
        (folder / "per_question.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    result = drift_stage(load_suite(paths["suite"]), "2026-11-21", reports_root=reports)
    assert result.metadata["why"] == why_summary(drift(PREVIOUS, CURRENT).previous)
    assert (result.metadata["cases_added"], result.metadata["cases_removed"], result.metadata["cases_edited"],
            result.metadata["flipped_pass_to_fail"], result.metadata["flipped_fail_to_pass"]) == (1, 1, 1, 2, 1)
    written = json.loads((reports.report_dir("sample", "2026-11-21") / "drift.json").read_text())
    assert written["previous"]["case_changes"] == {"added": ["q10"], "removed": ["q9"], "edited": ["q2"],
                                                   "unchanged": 2, "edits_unknown": None}
    assert "- cases: 1 added (`q10`); 1 removed (`q9`); 1 edited (`q2`)" in (
        reports.report_dir("sample", "2026-11-21") / "drift.md").read_text()
