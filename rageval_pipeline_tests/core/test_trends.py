import pytest

from rageval_pipeline.core.errors import SummaryShapeError
from rageval_pipeline.core.reports.trends import render_trend_charts, trend_markdown, trend_points


def summary(date, composite=0.5, faith=0.6, recall=0.7, win=0.55, primary_k=5, ab=True):
    variant = {"retrieval": {"means": {f"recall@{primary_k}": recall, "recall@1": 0.01}},
               "scores": {"metrics": {"composite": {"mean": composite}, "faithfulness": {"mean": faith}}}}
    other = {"retrieval": {"means": {f"recall@{primary_k}": 0.0}},
             "scores": {"metrics": {"composite": {"mean": 0.0}, "faithfulness": {"mean": 0.0}}}}
    return {"date": date, "retrieval_config": {"primary_k": primary_k},
            "variants": {"a_baseline": other, "full": variant},
            "ab": {"full": "full", "baseline": "a_baseline", "win_rate": {"value": win}} if ab else None}


def test_points_follow_the_primary_variant_sorted_by_date():
    pts = trend_points([summary("2026-11-22", composite=0.8, recall=0.9, primary_k=3),
                        summary("2026-11-20", faith=None, win=None), summary("2026-11-21", ab=False)])
    # 11-21 has no A/B: its primary variant is the first by name (a_baseline, all zeros)
    assert pts["composite"] == [("2026-11-20", 0.5), ("2026-11-21", 0.0), ("2026-11-22", 0.8)]
    assert pts["faithfulness"] == [("2026-11-20", None), ("2026-11-21", 0.0), ("2026-11-22", 0.6)]
    assert pts["recall@primary_k"] == [("2026-11-20", 0.7), ("2026-11-21", 0.0), ("2026-11-22", 0.9)]
    assert pts["value_win_rate"] == [("2026-11-20", None), ("2026-11-21", None), ("2026-11-22", 0.55)]


def test_points_reject_malformed_summaries():
    with pytest.raises(SummaryShapeError, match=r"summaries\[1\]: date"):
        trend_points([summary("2026-11-20"), {"variants": {}}])
    bad = summary("2026-11-20", composite="0.5")
    with pytest.raises(SummaryShapeError, match=r"summary\[2026-11-20\]: variants.full.scores.metrics.composite.mean"):
        trend_points([bad])


def _render(tmp_path, name, pts):
    return render_trend_charts(pts, tmp_path / name / "trends")


def test_charts_exist_and_are_byte_identical(tmp_path):
    pts = trend_points([summary(f"2026-11-{d:02d}", composite=0.5 + d / 100) for d in range(1, 16)])
    first, second = _render(tmp_path, "one", pts), _render(tmp_path, "two", pts)
    assert [p.name for p in first] == ["composite.png", "faithfulness.png", "recall_at_primary_k.png",
                                       "value_win_rate.png"]
    for a, b in zip(first, second, strict=True):
        data = a.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and data == b.read_bytes()
        assert b"matplotlib" not in data.lower()  # Software metadata stripped


def test_unmeasured_points_are_gaps_not_zeros(tmp_path):
    gap = {"composite": [("2026-11-01", 0.9), ("2026-11-02", None), ("2026-11-03", 0.9)]}
    zero = {"composite": [("2026-11-01", 0.9), ("2026-11-02", 0.0), ("2026-11-03", 0.9)]}
    full = {"composite": [("2026-11-01", 0.9), ("2026-11-02", 0.9), ("2026-11-03", 0.9)]}
    g, z, f = (_render(tmp_path, n, p)[0].read_bytes() for n, p in (("g", gap), ("z", zero), ("f", full)))
    assert g != z and g != f


def test_all_unmeasured_series_still_renders(tmp_path):
    [path] = _render(tmp_path, "none", {"value_win_rate": [("2026-11-01", None), ("2026-11-02", None)]})
    assert path.stat().st_size > 1000


def test_trend_markdown_embeds_relative_paths(tmp_path):
    paths = _render(tmp_path, "report", trend_points([summary("2026-11-01")]))
    md = trend_markdown(paths, tmp_path / "report")
    assert md.splitlines() == ["## Trends", "", "![composite](trends/composite.png)",
                               "![faithfulness](trends/faithfulness.png)",
                               "![recall@primary_k](trends/recall_at_primary_k.png)",
                               "![value_win_rate](trends/value_win_rate.png)"]
