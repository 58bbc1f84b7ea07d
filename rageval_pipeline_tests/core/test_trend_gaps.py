"""Trend lines break across dates that were never measured: runs on Nov 1, 2, 3 and 10 are not
joined from the 3rd to the 10th as if measured in between; a series at its usual spacing (nightly,
or weekly) stays one line."""

import numpy as np
import pytest

from rageval_pipeline.core.reports.trends import (
    TrendChart,
    chart_figure,
    line_segments,
    trend_charts,
    usual_spacing_days,
)
from rageval_pipeline_tests.core.test_trends import summary

LINE_RGB = np.array([0x1F, 0x77, 0xB4])  # the first variant's colour


def _points(days, value=0.5):
    return [(f"2026-11-{d:02d}", value) for d in days]


@pytest.mark.parametrize(("days", "usual"), [
    ([1], None), ([1, 2, 3, 4], 1.0), ([1, 2, 3, 10], 1.0), ([1, 8, 15, 22], 7.0), ([1, 3, 5, 6, 8], 2.0),
])
def test_usual_spacing_is_the_median_step_in_days(days, usual):
    assert usual_spacing_days([d for d, _ in _points(days)]) == usual


def test_a_gap_longer_than_the_usual_spacing_splits_the_line():
    assert line_segments(_points([1, 2, 3, 10]), 1.0) == [_points([1, 2, 3]), _points([10])]
    assert line_segments(_points([1, 8, 22, 29]), 7.0) == [_points([1, 8]), _points([22, 29])]


def test_a_series_at_its_usual_spacing_is_one_line():
    assert line_segments(_points([1, 2, 3, 4]), 1.0) == [_points([1, 2, 3, 4])]
    assert line_segments(_points([1, 8, 15]), 7.0) == [_points([1, 8, 15])]
    assert line_segments(_points([5]), None) == [_points([5])]


def test_unmeasured_points_stay_in_their_segment():
    points = [("2026-11-01", 0.5), ("2026-11-02", None), ("2026-11-03", 0.6), ("2026-11-09", 0.7)]
    assert line_segments(points, 1.0) == [points[:3], points[3:]]


def test_charts_keep_every_run_and_the_points_over_a_gap():
    charts = {c.metric: c for c in trend_charts([summary(f"2026-11-{d:02d}") for d in (1, 2, 3, 10)])}
    assert [d for d, _ in charts["composite"].lines["full"]] == ["2026-11-01", "2026-11-02", "2026-11-03",
                                                                 "2026-11-10"]


def _line_drawn_at(chart: TrendChart, day: float, value: float = 0.5) -> bool:
    """Whether the line's colour is at ``day`` days after the first date, ``value`` high (±2 px)."""
    fig = chart_figure(chart)
    fig.canvas.draw()
    rgba = np.asarray(fig.canvas.buffer_rgba())
    x, y = fig.axes[0].transData.transform((day, value))
    row, col = int(round(rgba.shape[0] - y)), int(round(x))
    patch = rgba[row - 2:row + 3, col - 2:col + 3, :3].astype(int)
    return bool((np.abs(patch - LINE_RGB).sum(axis=-1) < 30).any())


def test_the_rendered_line_is_not_drawn_across_the_gap():
    gap = TrendChart(metric="composite", lines={"full": _points([1, 2, 3, 10])})
    assert _line_drawn_at(gap, 1.5)  # between Nov 2 and 3: measured, joined
    assert not _line_drawn_at(gap, 5.5)  # Nov 6-7: never measured, no line


def test_a_contiguous_series_is_drawn_unbroken():
    daily = TrendChart(metric="composite", lines={"full": _points(range(1, 11))})
    assert all(_line_drawn_at(daily, day + 0.5) for day in range(9))
    weekly = TrendChart(metric="composite", lines={"full": _points([1, 8, 15])})
    assert _line_drawn_at(weekly, 3.5) and _line_drawn_at(weekly, 10.5)
