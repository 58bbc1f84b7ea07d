"""Trend charts over partitions (native nightly summaries and imported history alike).

Four charts answer "is the system getting better?": the composite, faithfulness, recall at the
suite's primary k (named as such: ``recall@5``; ``doc_recall@5`` for a dataset that labels expected
documents rather than pages) and the A/B Value Win Rate. Each chart has one
line per variant, dates on the x-axis (spaced by calendar day), the metric's real name on the
y-axis, and the gate threshold of the newest summary drawn where one is set.

A line never joins two runs across dates that were not measured: wherever consecutive runs lie
further apart than the series' usual spacing (the median step: 1 day for nightly runs, 7 for
weekly ones), the line breaks, so a reader never takes a straight segment for values that were
measured in between. A series at its usual spacing is drawn as one line.

The PNGs sit next to reports and are diffed, so they must be byte-stable: the figure is built
without pyplot's global state on the Agg canvas, with a fixed size and dpi, explicit tick
positions and labels (no date locators), fixed y limits, fixed colours per variant, and PNG
metadata (the matplotlib version) stripped. Unmeasured points are gaps in the line — never 0 —
and a date on which no variant measured the metric is shaded.
"""

from __future__ import annotations

import datetime as dt
import io
import math
import os
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from upath import UPath

from rageval_pipeline.core.errors import StorageError, SummaryShapeError
from rageval_pipeline.core.storage.atomic import write_bytes_atomic
from rageval_pipeline.core.storage.store import location, relative_posix

if TYPE_CHECKING:  # matplotlib is imported only when a chart is drawn
    from matplotlib.figure import Figure

FIGSIZE = (6.4, 3.4)
DPI = 100
_MAX_TICKS = 10
#: a fixed colour per variant position (sorted names), so a variant keeps its colour every night
_PALETTE = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f")
AB_LINE = "full vs baseline"

Points = list[tuple[str, float | None]]


@dataclass(frozen=True)
class TrendChart:
    """One metric over dates: a line per variant, and the gate threshold if one is set."""

    metric: str
    lines: dict[str, Points]
    threshold: float | None = None
    op: str | None = None

    @property
    def filename(self) -> str:
        """``recall@5`` → ``recall_at_5.png`` (no ``@`` in paths or markdown links)."""
        return self.metric.replace("@", "_at_") + ".png"


def _num(value: Any, where: str, field_path: str) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        raise SummaryShapeError(f"expected a number or null, got {value!r}", path=where, field=field_path)
    return float(value)


def _get(data: Any, *keys: str) -> Any:
    for key in keys:
        if not isinstance(data, Mapping):
            return None
        data = data.get(key)
    return data


def _dated(summaries: Sequence[Mapping[str, Any]]) -> list[tuple[str, Mapping[str, Any]]]:
    dated: list[tuple[str, int, Mapping[str, Any]]] = []
    for i, summary in enumerate(summaries):
        date = summary.get("date") if isinstance(summary, Mapping) else None
        if not isinstance(date, str) or not date:
            raise SummaryShapeError(f"expected a YYYY-MM-DD date, got {date!r}", path=f"summaries[{i}]", field="date")
        try:
            dt.date.fromisoformat(date)
        except ValueError:
            raise SummaryShapeError(f"expected a YYYY-MM-DD date, got {date!r}", path=f"summaries[{i}]",
                                    field="date") from None
        dated.append((date, i, summary))
    dated.sort(key=lambda t: (t[0], t[1]))
    return [(date, s) for date, _, s in dated]


def _threshold(summary: Mapping[str, Any], metric: str) -> tuple[float | None, str | None]:
    """The newest summary's gate on ``metric`` (the primary variant's), if the suite sets one."""
    for gate in summary.get("gates") or []:
        if isinstance(gate, Mapping) and gate.get("name") == metric and isinstance(gate.get("threshold"), (int, float)):
            return float(gate["threshold"]), str(gate.get("op") or "")
    return None, None


def trend_charts(summaries: Sequence[Mapping[str, Any]]) -> list[TrendChart]:
    """The four charts over ``summaries`` (any order; sorted by date here).

    Every summary contributes one point to every line, so a missing number shows as a gap at its
    date instead of silently shortening the line. Recall is shown at the newest summary's primary
    k; earlier dates contribute their value at that same k.
    """
    dated = _dated(summaries)
    if not dated:
        return []
    newest = dated[-1][1]
    k = _get(newest, "retrieval_config", "primary_k")
    recall = f"recall@{k}" if isinstance(k, int) else "recall"
    variants = sorted({name for _, s in dated for name in (_get(s, "variants") or {})})
    # a dataset labelling expected documents (not page spans) has document recall only: chart that
    measured = {m for v in variants for m in (_get(newest, "variants", v, "retrieval", "means") or {})}
    if recall not in measured and f"doc_{recall}" in measured:
        recall = f"doc_{recall}"
    charts: list[TrendChart] = []
    for metric in ("composite", "faithfulness", recall):
        lines: dict[str, Points] = {}
        for variant in variants:
            points: Points = []
            for date, s in dated:
                v = _get(s, "variants", variant)
                where, base = f"summary[{date}]", f"variants.{variant}"
                if metric == recall:
                    value = _num(_get(v, "retrieval", "means", recall), where, f"{base}.retrieval.means.{recall}")
                else:
                    value = _num(_get(v, "scores", "metrics", metric, "mean"), where,
                                 f"{base}.scores.metrics.{metric}.mean")
                points.append((date, value))
            lines[variant] = points
        threshold, op = _threshold(newest, metric)
        charts.append(TrendChart(metric=metric, lines=lines, threshold=threshold, op=op))
    wins = [(date, _num(_get(s, "ab", "win_rate", "value"), f"summary[{date}]", "ab.win_rate.value"))
            for date, s in dated]
    threshold, op = _threshold(newest, "value_win_rate")
    charts.append(TrendChart(metric="value_win_rate", lines={AB_LINE: wins}, threshold=threshold, op=op))
    return charts


def usual_spacing_days(dates: Sequence[str]) -> float | None:
    """The median number of days between consecutive dates (``None`` for fewer than two dates).

    The median, not the smallest step: a weekly series is 7 days apart as a rule, and one skipped
    night must not make every other step of a nightly series look like a gap.
    """
    days = sorted({dt.date.fromisoformat(d).toordinal() for d in dates})
    steps = [later - earlier for earlier, later in zip(days, days[1:])]
    return float(statistics.median(steps)) if steps else None


def line_segments(points: Points, usual_days: float | None) -> list[Points]:
    """``points`` (sorted by date) cut wherever two consecutive dates lie further apart than
    ``usual_days``: each segment may be drawn as one line; the dates between segments were never
    measured. Unmeasured points (``None``) stay inside their segment (they are gaps of their own)."""
    segments: list[Points] = []
    previous: dt.date | None = None
    for date, value in points:
        day = dt.date.fromisoformat(date)
        starts_new = previous is None or (usual_days is not None and (day - previous).days > usual_days)
        if starts_new:
            segments.append([])
        segments[-1].append((date, value))
        previous = day
    return segments


def _plotted(points: Points, x_of: Mapping[str, float], usual_days: float | None) -> tuple[list[float], list[float]]:
    """The x and y values handed to matplotlib: NaN for an unmeasured point, and a NaN point
    between segments, since a NaN is where matplotlib breaks a line."""
    xs: list[float] = []
    ys: list[float] = []
    for segment in line_segments(points, usual_days):
        if xs:
            xs.append(math.nan)
            ys.append(math.nan)
        xs += [x_of[d] for d, _ in segment]
        ys += [math.nan if v is None else v for _, v in segment]
    return xs, ys


def _render(chart: TrendChart) -> bytes:
    fig = chart_figure(chart)
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=DPI, metadata={"Software": None})
    return buffer.getvalue()


def chart_figure(chart: TrendChart) -> Figure:
    """The chart drawn on its own Agg canvas (no pyplot state); ``_render`` saves it as PNG."""
    import numpy as np
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=FIGSIZE, dpi=DPI)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot(1, 1, 1)
    dates = sorted({d for points in chart.lines.values() for d, _ in points})
    origin = dt.date.fromisoformat(dates[0]).toordinal() if dates else 0
    x_of = {d: float(dt.date.fromisoformat(d).toordinal() - origin) for d in dates}
    for d in dates:  # nothing measured on that date in any line: shade it
        if all(v is None for points in chart.lines.values() for day, v in points if day == d):
            ax.axvspan(x_of[d] - 0.4, x_of[d] + 0.4, color="0.9", linewidth=0, zorder=0)
    usual_days = usual_spacing_days(dates)
    for i, (name, points) in enumerate(chart.lines.items()):
        # NaN only inside the plot: matplotlib breaks the line there, which is exactly a gap
        xs, ys = (np.array(values, dtype=float) for values in _plotted(points, x_of, usual_days))
        ax.plot(xs, ys, marker="o", markersize=4, linewidth=1.5, color=_PALETTE[i % len(_PALETTE)], label=name,
                zorder=2)
    if chart.threshold is not None:
        label = " ".join(part for part in ("gate", chart.op, f"{chart.threshold:g}") if part)
        ax.axhline(chart.threshold, color="#b22222", linestyle="--", linewidth=1.0, zorder=1, label=label)
    if not dates or all(v is None for points in chart.lines.values() for _, v in points):
        ax.text(0.5, 0.5, "no measured points", transform=ax.transAxes, ha="center", va="center", color="0.4")
    span = max(x_of.values(), default=0.0)
    ax.set_ylim(0.0, 1.02)
    ax.set_xlim(-0.5, max(span + 0.5, 0.5))
    step = max(1, -(-len(dates) // _MAX_TICKS))
    ticks = dates[::step]
    ax.set_xticks([x_of[d] for d in ticks])
    ax.set_xticklabels(ticks, rotation=45, ha="right", fontsize=7)
    ax.set_xlabel("date", fontsize=8)
    ax.set_ylabel(chart.metric, fontsize=9)
    ax.set_title(chart.metric, fontsize=10)
    ax.grid(True, axis="y", color="0.85", linewidth=0.6)
    ax.legend(loc="lower left", fontsize=7, frameon=False, ncol=min(4, len(chart.lines) + 1))
    fig.subplots_adjust(left=0.1, right=0.98, top=0.9, bottom=0.3)
    return fig


def render_trend_charts(charts: Sequence[TrendChart], out_dir: str | os.PathLike[str] | UPath) -> list[UPath]:
    """One PNG per chart in ``out_dir`` (a folder or URL); returns the paths in chart order."""
    out = location(out_dir)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError(f"cannot create the trends folder: {exc.strerror or exc}", path=out) from exc
    paths: list[UPath] = []
    for chart in charts:
        path = out / chart.filename
        write_bytes_atomic(path, _render(chart))
        paths.append(path)
    return paths


def trend_markdown(paths: Sequence[str | os.PathLike[str] | UPath], rel_to: str | os.PathLike[str] | UPath) -> str:
    """A ``## Trends`` section embedding each chart by a path relative to the markdown's folder."""
    lines = ["## Trends", ""]
    for p in paths:
        path = location(p)
        rel = relative_posix(path, location(rel_to))
        name = Path(path.name).stem.replace("_at_", "@")
        lines.append(f"![{name}]({rel})")
    return "\n".join(lines) + "\n"


__all__ = ["AB_LINE", "TrendChart", "chart_figure", "line_segments", "render_trend_charts", "trend_charts",
           "trend_markdown", "usual_spacing_days"]
