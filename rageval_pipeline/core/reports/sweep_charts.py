"""Sweep charts: each headline metric against each swept knob.

One PNG per (metric, knob): the knob's values on the x-axis (in the order the sweep lists them),
one dot per variant at its value of that knob — so a 2×3 grid shows three dots per x position —
the mean per x position joined by a line, and the base variant marked. Byte-stable like the trend
charts (Agg canvas, fixed size, explicit ticks, PNG metadata stripped).
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rageval_pipeline.core.ab.scorecard import Scorecard

FIGSIZE = (5.2, 3.2)
DPI = 100


@dataclass(frozen=True)
class SweepChart:
    metric: str
    knob: str
    #: x labels in sweep order
    levels: list[str]
    #: (x index, value, is the base variant)
    points: list[tuple[int, float, bool]]

    @property
    def filename(self) -> str:
        return f"{self.metric.replace('@', '_at_')}_by_{self.knob}.png"


def _label(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return "none" if value is None else str(value)


def variant_values(card: Scorecard, metric: str) -> dict[str, float]:
    """``{variant: value}`` of one metric, the base included (from any of its rows)."""
    out: dict[str, float] = {}
    for row in card.rows:
        if row.metric != metric:
            continue
        if row.variant_value is not None:
            out[row.variant] = float(row.variant_value)
        if row.base_value is not None:
            out[card.base] = float(row.base_value)
    return out


def sweep_charts(card: Scorecard, variants: Mapping[str, Mapping[str, Any]], knobs: Sequence[str],
                 metrics: Sequence[str]) -> list[SweepChart]:
    """Charts for every (metric, knob) that has at least two knob levels and one measured value."""
    charts: list[SweepChart] = []
    for metric in metrics:
        values = variant_values(card, metric)
        if not values:
            continue
        for knob in knobs:
            levels: list[str] = []
            for params in variants.values():
                label = _label(params.get(knob))
                if label not in levels:
                    levels.append(label)
            if len(levels) < 2:
                continue
            points = [(levels.index(_label(params.get(knob))), values[name], name == card.base)
                      for name, params in variants.items() if name in values]
            charts.append(SweepChart(metric=metric, knob=knob, levels=levels, points=points))
    return charts


def render_sweep_chart(chart: SweepChart) -> bytes:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=FIGSIZE, dpi=DPI)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot(1, 1, 1)
    xs = [float(x) for x, _, base in chart.points if not base]
    ys = [y for _, y, base in chart.points if not base]
    ax.scatter(xs, ys, s=18, color="#1f77b4", zorder=3, label="variant")
    base = [(float(x), y) for x, y, is_base in chart.points if is_base]
    if base:
        ax.scatter([b[0] for b in base], [b[1] for b in base], s=60, marker="*", color="#d62728", zorder=4,
                   label="base")
    means = []
    for i in range(len(chart.levels)):
        at = [y for x, y, _ in chart.points if x == i]
        means.append(sum(at) / len(at) if at else float("nan"))
    ax.plot([float(i) for i in range(len(chart.levels))], means, color="0.5", linewidth=1.0, zorder=2, label="mean")
    ax.set_xticks([float(i) for i in range(len(chart.levels))])
    ax.set_xticklabels(chart.levels, fontsize=8)
    ax.set_xlim(-0.5, len(chart.levels) - 0.5)
    if not chart.metric.startswith("latency"):
        ax.set_ylim(0.0, 1.02)
    ax.set_xlabel(chart.knob, fontsize=9)
    ax.set_ylabel(chart.metric, fontsize=9)
    ax.set_title(f"{chart.metric} by {chart.knob}", fontsize=10)
    ax.grid(True, axis="y", color="0.85", linewidth=0.6)
    ax.legend(loc="lower right", fontsize=7, frameon=False)
    fig.subplots_adjust(left=0.14, right=0.97, top=0.88, bottom=0.17)
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=DPI, metadata={"Software": None})
    return buffer.getvalue()


__all__ = ["SweepChart", "render_sweep_chart", "sweep_charts", "variant_values"]
