import pytest

from rageval_pipeline.core.errors import SummaryShapeError
from rageval_pipeline.core.reports.trends import (
    AB_LINE,
    TrendChart,
    render_trend_charts,
    trend_charts,
    trend_markdown,
)


def summary(date, composite=0.5, faith=0.6, recall=0.7, win=0.55, primary_k=5, ab=True, gates=None):
    variant = {"retrieval": {"means": {f"recall@{primary_k}": recall, "recall@1": 0.01}},
               "scores": {"metrics": {"composite": {"mean": composite}, "faithfulness": {"mean": faith}}}}
    other = {"retrieval": {"means": {f"recall@{primary_k}": 0.0}},
             "scores": {"metrics": {"composite": {"mean": 0.0}, "faithfulness": {"mean": 0.0}}}}
    return {"date": date, "retrieval_config": {"primary_k": primary_k},
            "variants": {"a_baseline": other, "full": variant}, "gates": gates or [],
            "ab": {"full": "full", "baseline": "a_baseline", "win_rate": {"value": win}} if ab else None}


def _by_metric(charts: list[TrendChart]) -> dict[str, TrendChart]:
    return {c.metric: c for c in charts}


def test_one_line_per_variant_sorted_by_date_with_the_real_metric_name():
    charts = _by_metric(trend_charts([summary("2026-11-22", composite=0.8, recall=0.9, primary_k=3),
                                      summary("2026-11-20", faith=None, win=None, primary_k=3),
                                      summary("2026-11-21", ab=False, primary_k=3)]))
    assert list(charts) == ["composite", "faithfulness", "recall@3", "value_win_rate"]  # newest primary k
    assert charts["composite"].lines == {
        "a_baseline": [("2026-11-20", 0.0), ("2026-11-21", 0.0), ("2026-11-22", 0.0)],
        "full": [("2026-11-20", 0.5), ("2026-11-21", 0.5), ("2026-11-22", 0.8)]}
    assert charts["faithfulness"].lines["full"] == [("2026-11-20", None), ("2026-11-21", 0.6), ("2026-11-22", 0.6)]
    assert charts["recall@3"].lines["full"] == [("2026-11-20", 0.7), ("2026-11-21", 0.7), ("2026-11-22", 0.9)]
    assert charts["value_win_rate"].lines == {AB_LINE: [("2026-11-20", None), ("2026-11-21", None),
                                                        ("2026-11-22", 0.55)]}
    assert charts["recall@3"].filename == "recall_at_3.png"


def test_the_newest_summarys_gate_threshold_is_drawn():
    gate = {"name": "composite", "family": "quality", "variant": "full", "value": 0.5, "threshold": 0.7, "op": ">=",
            "passed": False, "reason": "x"}
    charts = _by_metric(trend_charts([summary("2026-11-20"), summary("2026-11-21", gates=[gate])]))
    assert (charts["composite"].threshold, charts["composite"].op) == (0.7, ">=")
    assert charts["faithfulness"].threshold is None


def test_points_reject_malformed_summaries():
    with pytest.raises(SummaryShapeError, match=r"summaries\[1\]: date"):
        trend_charts([summary("2026-11-20"), {"variants": {}}])
    bad = summary("2026-11-20", composite="0.5")
    with pytest.raises(SummaryShapeError, match=r"summary\[2026-11-20\]: variants.full.scores.metrics.composite.mean"):
        trend_charts([bad])


def _render(tmp_path, name, charts):
    return render_trend_charts(charts, tmp_path / name / "trends")


def test_charts_exist_and_are_byte_identical(tmp_path):
    charts = trend_charts([summary(f"2026-11-{d:02d}", composite=0.5 + d / 100) for d in range(1, 16)])
    first, second = _render(tmp_path, "one", charts), _render(tmp_path, "two", charts)
    assert [p.name for p in first] == ["composite.png", "faithfulness.png", "recall_at_5.png", "value_win_rate.png"]
    for a, b in zip(first, second, strict=True):
        data = a.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and data == b.read_bytes()
        assert b"matplotlib" not in data.lower()  # Software metadata stripped


def _chart(values, threshold=None):
    return TrendChart(metric="composite", lines={"full": values}, threshold=threshold, op=">=" if threshold else None)


def test_unmeasured_points_are_gaps_not_zeros_and_the_threshold_shows(tmp_path):
    gap = _chart([("2026-11-01", 0.9), ("2026-11-02", None), ("2026-11-03", 0.9)])
    zero = _chart([("2026-11-01", 0.9), ("2026-11-02", 0.0), ("2026-11-03", 0.9)])
    full = _chart([("2026-11-01", 0.9), ("2026-11-02", 0.9), ("2026-11-03", 0.9)])
    gated = _chart([("2026-11-01", 0.9), ("2026-11-02", 0.9), ("2026-11-03", 0.9)], threshold=0.6)
    g, z, f, t = (_render(tmp_path, n, [c])[0].read_bytes()
                  for n, c in (("g", gap), ("z", zero), ("f", full), ("t", gated)))
    assert g != z and g != f and t != f


def test_dates_are_spaced_by_calendar_day(tmp_path):
    consecutive = _chart([("2026-11-01", 0.5), ("2026-11-02", 0.6)])
    a_week_apart = _chart([("2026-11-01", 0.5), ("2026-11-08", 0.6)])
    assert _render(tmp_path, "c", [consecutive])[0].read_bytes() != _render(tmp_path, "w", [a_week_apart])[0].read_bytes()


def test_all_unmeasured_series_still_renders(tmp_path):
    chart = TrendChart(metric="value_win_rate", lines={AB_LINE: [("2026-11-01", None), ("2026-11-02", None)]})
    [path] = _render(tmp_path, "none", [chart])
    assert path.stat().st_size > 1000


def test_trend_markdown_embeds_relative_paths(tmp_path):
    paths = _render(tmp_path, "report", trend_charts([summary("2026-11-01")]))
    md = trend_markdown(paths, tmp_path / "report")
    assert md.splitlines() == ["## Trends", "", "![composite](trends/composite.png)",
                               "![faithfulness](trends/faithfulness.png)",
                               "![recall@5](trends/recall_at_5.png)",
                               "![value_win_rate](trends/value_win_rate.png)"]


def test_a_dataset_labelling_documents_charts_document_recall():
    docs = summary("2026-11-22")
    for variant in docs["variants"].values():
        variant["retrieval"]["means"] = {"doc_recall@5": 0.75}
    charts = _by_metric(trend_charts([docs]))
    assert "doc_recall@5" in charts and "recall@5" not in charts
    assert charts["doc_recall@5"].lines["full"] == [("2026-11-22", 0.75)]
