import json

import pytest

from rageval_pipeline.core.errors import HistoryImportError
from rageval_pipeline.core.reports.drift import compute_drift, headline_metrics
from rageval_pipeline.core.reports.history import import_seed001_run, import_seed002_log
from rageval_pipeline.core.reports.trends import trend_charts


def trend_lines(summaries):
    """``{metric: points of the only variant}`` (imported runs hold one variant)."""
    return {c.metric: next(iter(c.lines.values())) for c in trend_charts(summaries)}

SEED001_ROWS = [
    {"qid": "q10", "question": "Ten?", "answerable": True,
     "metrics": {"recall@1": 0.0, "recall@8": 1.0, "mrr@8": 0.5, "ndcg@8": 0.63},
     "gold_hit_ranks": [2], "doc_hit_ranks": [1, 2], "near_page_hit_ranks": [2], "top_hit_ids": ["1:a.pdf:p1-1:c0"]},
    {"qid": "q2", "question": "Two?", "answerable": True,
     "metrics": {"recall@1": 1.0, "recall@8": 1.0, "mrr@8": 1.0, "ndcg@8": 1.0},
     "gold_hit_ranks": [1], "doc_hit_ranks": [1], "near_page_hit_ranks": [1], "top_hit_ids": ["1:b.pdf:p3-3:c4"]},
    {"qid": "q3", "question": "Never?", "answerable": False, "gold_hit_ranks": [], "doc_hit_ranks": [],
     "near_page_hit_ranks": [], "top_hit_ids": []},
]
SEED001_SUMMARY = {
    "timestamp": "2026-02-19T21:05:00Z",
    "config": {"mode": "hybrid", "k": 8, "ks": [1, 8], "near_page_tolerance": 1},
    "counts": {"total_questions": 3, "answerable": 2, "unanswerable": 1, "retrieval_evaluated": 2},
    "retrieval_metrics": {"k1": {"recall": 0.5}, "k8": {"recall": 1.0, "mrr": 0.75, "ndcg": 0.815}},
    "diagnostics": {"hit_rate_at_k": {"8": {"strict": 1.0, "near_page": 1.0, "doc_only": 1.0}}},
    "scope": "answerable_with_non_empty_gold_only",
}


def write_seed001(tmp_path, rows=SEED001_ROWS, summary=SEED001_SUMMARY):
    pq, sj = tmp_path / "per_question.jsonl", tmp_path / "summary.json"
    pq.write_text("".join(json.dumps(r) + "\n" for r in rows) if isinstance(rows, list) else rows)
    sj.write_text(json.dumps(summary) if isinstance(summary, dict) else summary)
    return pq, sj


def test_seed001_run_becomes_a_partition(tmp_path):
    run = import_seed001_run(*write_seed001(tmp_path))
    assert run.date == "2026-02-19" and run.source == "retrieval-run:summary.json"
    s = run.summary
    assert s["retrieval_config"]["ks"] == [1, 8] and s["retrieval_config"]["primary_k"] == 8
    ret = s["variants"]["default"]["retrieval"]
    assert ret["means"]["recall@8"] == 1.0 and ret["means"]["ndcg@8"] == 0.815
    assert ret["means"]["near_page_hit_rate@8"] == 1.0
    # hit_rate@1 was not in the summary: computed from the rows' strict gold ranks (q2 hit at 1, q10 at 2)
    assert ret["means"]["hit_rate@1"] == 0.5
    assert ret["scored"] == 2 and ret["skipped"] == {"unanswerable": 1} and ret["skipped_cases"] == [["q3", "unanswerable"]]
    assert s["dataset"] == {"cases": 3, "negatives": 1, "critical": None, "content_hash": None}
    # no judge ran in seed 001: scores are unknown, never 0
    assert s["variants"]["default"]["scores"] is None and s["judge"] is None
    assert [r["qid"] for r in run.per_question] == ["q2", "q3", "q10"]
    assert run.per_question[2]["retrieval_metrics"]["recall@8"] == 1.0
    h = headline_metrics(s)
    assert h["default/recall@8"] == 1.0 and h["default/composite"] is None and h["value_win_rate"] is None
    assert trend_lines([s])["recall@8"] == [("2026-02-19", 1.0)]


def test_seed001_field_variants_and_explicit_date(tmp_path):
    rows = [{"id": "q1", "answerable": True, "recall_at_5": 0.5, "mrr@5": 0.5, "gold_hit_ranks": [3]}]
    summary = {"run_config": {"ks": [5]}, "metrics": {"recall@5": 0.5}}
    run = import_seed001_run(*write_seed001(tmp_path, rows, summary), date="2026-03-01")
    assert run.date == "2026-03-01"
    assert run.per_question[0]["retrieval_metrics"] == {"mrr@5": 0.5, "recall@5": 0.5}
    assert run.summary["retrieval_config"]["primary_k"] == 5
    assert run.summary["variants"]["default"]["retrieval"]["means"]["mrr@5"] == 0.5
    assert run.per_question[0]["top_hit_ids"] is None


def test_seed001_drift_between_two_imported_runs(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    old = import_seed001_run(*write_seed001(tmp_path / "a"))
    rows = [dict(r) for r in SEED001_ROWS]
    rows[0] = {**rows[0], "gold_hit_ranks": [], "metrics": {"recall@1": 0.0, "recall@8": 0.0, "mrr@8": 0.0, "ndcg@8": 0.0}}
    summary = {**SEED001_SUMMARY, "timestamp": "2026-02-20",
               "retrieval_metrics": {"k1": {"recall": 0.5}, "k8": {"recall": 0.5, "mrr": 0.5, "ndcg": 0.5}}}
    new = import_seed001_run(*write_seed001(tmp_path / "b", rows, summary))
    rep = compute_drift(new.summary, old.summary, current_rows=new.per_question, previous_rows=old.per_question,
                        tolerance=0.1, warn_at=0.05)
    m = {x.metric: x for x in rep.previous.metrics}
    assert m["default/recall@8"].delta == -0.5 and m["default/recall@8"].status == "fail"
    assert [(f.qid, f.kind) for f in rep.previous.flips] == [("q10", "newly_missed_gold")]
    assert rep.previous.explanation == "provenance incomplete"


@pytest.mark.parametrize("rows,summary,match", [
    ('{"qid": "q1"}\n{"qid": "q2", \n', SEED001_SUMMARY, r"per_question.jsonl:2: invalid JSON"),
    ('{"qid": "q1"}\n[1, 2]\n', SEED001_SUMMARY, r"per_question.jsonl:2: expected a JSON object"),
    ('{"qid": "q1", "gold_hit_ranks": ["1"]}\n', SEED001_SUMMARY, r"per_question.jsonl:1: gold_hit_ranks"),
    ('{"qid": "q1", "metrics": {"recall@5": "high"}}\n', SEED001_SUMMARY, r"per_question.jsonl:1: metrics.recall@5"),
    ('{"question": "no id"}\n', SEED001_SUMMARY, r"per_question.jsonl:1: qid"),
    ('{"qid": "q1"}\n', '{"timestamp": "2026-01-01",\n "config": }', r"summary.json:2: invalid JSON"),
    ('{"qid": "q1"}\n', {"config": {}}, r"summary.json: date: .*pass date="),
    ('{"qid": "q1"}\n', {"date": "2026-13-45"}, r"summary.json: date: not an ISO date"),
    ('{"qid": "q1"}\n', {"date": "2026-01-01", "config": {"ks": [0]}}, r"summary.json: config.ks"),
])
def test_seed001_malformed_input_is_located(tmp_path, rows, summary, match):
    with pytest.raises(HistoryImportError, match=match):
        import_seed001_run(*write_seed001(tmp_path, rows, summary))


def test_seed002_log_one_run_per_line(tmp_path):
    path = tmp_path / "results.jsonl"
    path.write_text(
        json.dumps({"timestamp": "2026-02-02T23:30:00-02:00", "composite_score": 0.87, "test_count": 50, "failures": 3,
                    "scores": {"faithfulness": 0.91, "answer_relevance": {"mean": 0.82}},
                    "latency": {"avg": 234, "p95": 512}, "cost": {"estimated": 0.42, "actual": 0.38}}) + "\n\n"
        + json.dumps({"timestamp": "2026-02-03T09:00:00Z", "composite_score": 0.8, "test_count": 40, "failures": 0}) + "\n")
    runs = import_seed002_log(path)
    assert [r.date for r in runs] == ["2026-02-03", "2026-02-03"]  # 23:30 at -02:00 is the next UTC day
    assert [r.source for r in runs] == ["results-log:results.jsonl:1", "results-log:results.jsonl:3"]
    first = runs[0].summary["variants"]["default"]
    assert first["scores"]["metrics"]["composite"]["mean"] == 0.87
    assert first["scores"]["metrics"]["faithfulness"]["mean"] == 0.91
    assert first["scores"]["metrics"]["answer_relevance"]["mean"] == 0.82
    assert first["scores"]["metrics"]["context_recall"]["mean"] is None
    assert first["scores"]["pass_rate"] == 0.94 and first["scores"]["passed"] == 47
    assert first["responses"]["latency_p95_ms"] == 512.0 and runs[0].summary["judge"]["cost_usd"] == 0.38
    second = runs[1].summary
    assert second["judge"] is None and second["variants"]["default"]["scores"]["hallucination_rate"] is None
    h = headline_metrics(second)
    assert h["default/composite"] == 0.8 and h["default/pass_rate"] == 1.0 and h["judge_cost_usd"] is None
    pts = trend_lines([r.summary for r in runs])
    assert pts["composite"] == [("2026-02-03", 0.87), ("2026-02-03", 0.8)]
    assert pts["recall"] == [("2026-02-03", None), ("2026-02-03", None)]  # no primary k recorded


def test_a_logged_partition_date_beats_the_moment_of_the_run(tmp_path):
    # rageval's own --output log: a backfill of 1 March run on 4 April belongs to 1 March
    path = tmp_path / "results.jsonl"
    path.write_text(json.dumps({"timestamp": "2026-04-04T09:00:00Z", "date": "2026-03-01", "composite_score": 0.8,
                                "test_count": 10, "failures": 1}) + "\n")
    assert [r.date for r in import_seed002_log(path)] == ["2026-03-01"]


@pytest.mark.parametrize("line,match", [
    ('{"timestamp": "2026-02-02", "composite_score": "0.8"}', r"results.jsonl:2: composite_score: expected a finite number"),
    ('{"timestamp": "2026-02-02", "composite_score": 1.7}', r"results.jsonl:2: composite_score: .*outside"),
    ('{"timestamp": "2026-02-02", "test_count": 5, "failures": 9}', r"results.jsonl:2: failures: 9 failures exceed"),
    ('{"timestamp": "2026-02-02", "test_count": -1}', r"results.jsonl:2: test_count"),
    ('{"composite_score": 0.8}', r"results.jsonl:2: timestamp: missing"),
    ('{"timestamp": "yesterday"}', r"results.jsonl:2: timestamp: not an ISO"),
    ('{"timestamp": "2026-02-02", ', r"results.jsonl:2: invalid JSON"),
])
def test_seed002_malformed_lines_are_located(tmp_path, line, match):
    path = tmp_path / "results.jsonl"
    path.write_text('{"timestamp": "2026-02-01", "composite_score": 0.8}\n' + line + "\n")
    with pytest.raises(HistoryImportError, match=match):
        import_seed002_log(path)


def test_missing_file_is_a_located_error(tmp_path):
    with pytest.raises(HistoryImportError, match="results.jsonl: file does not exist"):
        import_seed002_log(tmp_path / "results.jsonl")
