"""Trend plots over partitions (native nightly summaries and imported history alike).

Four series answer "is the system getting better?": the primary variant's composite,
faithfulness and recall at the primary k, and the A/B value win rate. The primary variant is the
A/B's full variant, else the first variant by name — the same rule the gates use.

The PNGs are committed next to reports and diffed, so they must be byte-stable: the figure is
built without pyplot's global state on the Agg canvas, with a fixed size and dpi, categorical
x positions (no date locators), fixed y limits, and PNG metadata (the matplotlib version) stripped.
Unmeasured points are gaps in the line plus a shaded band — never plotted as 0.
"""

from __future__ import annotations

import io
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from upath import UPath

from rageval_pipeline.core.errors import SummaryShapeError
from rageval_pipeline.core.errors import StorageError
from rageval_pipeline.core.reports.run_summary import primary_variant_of
from rageval_pipeline.core.storage import write_bytes_atomic
from rageval_pipeline.core.store import location, relative_posix

#: Series in plotting order.
SERIES: tuple[str, ...] = ("composite", "faithfulness", "recall@primary_k", "value_win_rate")
FIGSIZE = (6.4, 3.2)
DPI = 100
_MAX_TICKS = 12

TrendPoints = dict[str, list[tuple[str, float | None]]]


def _primary_variant(summary: Mapping[str, Any]) -> str | None:
    """The one primary-variant rule, on a summary whose shape is checked here point by point
    (imported history may hold anything)."""
    variants = summary.get("variants")
    if not isinstance(variants, Mapping) or not variants:
        return None
    ab = summary.get("ab")
    full = ab.get("full") if isinstance(ab, Mapping) else None
    return primary_variant_of(sorted(variants), full if isinstance(full, str) else None)


def _num(value: Any, where: str, field: str) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        raise SummaryShapeError(f"expected a number or null, got {value!r}", path=where, field=field)
    return float(value)


def _get(data: Any, *keys: str) -> Any:
    for key in keys:
        if not isinstance(data, Mapping):
            return None
        data = data.get(key)
    return data


def trend_points(summaries: Sequence[Mapping[str, Any]]) -> TrendPoints:
    """``{series: [(date, value | None), ...]}`` sorted by date (stable for equal dates).

    Every summary contributes one point to every series, so a missing number shows as a gap at
    its date instead of silently shortening the line.
    """
    dated: list[tuple[str, int, Mapping[str, Any]]] = []
    for i, summary in enumerate(summaries):
        date = summary.get("date") if isinstance(summary, Mapping) else None
        if not isinstance(date, str) or not date:
            raise SummaryShapeError(f"expected a YYYY-MM-DD date, got {date!r}", path=f"summaries[{i}]", field="date")
        dated.append((date, i, summary))
    dated.sort(key=lambda t: (t[0], t[1]))
    points: TrendPoints = {name: [] for name in SERIES}
    for date, _, s in dated:
        where = f"summary[{date}]"
        main = _primary_variant(s)
        v = _get(s, "variants", main) if main is not None else None
        base = f"variants.{main}"
        points["composite"].append((date, _num(_get(v, "scores", "metrics", "composite", "mean"), where,
                                               f"{base}.scores.metrics.composite.mean")))
        points["faithfulness"].append((date, _num(_get(v, "scores", "metrics", "faithfulness", "mean"), where,
                                                  f"{base}.scores.metrics.faithfulness.mean")))
        k = _get(s, "retrieval_config", "primary_k")
        recall = _get(v, "retrieval", "means", f"recall@{k}") if isinstance(k, int) else None
        points["recall@primary_k"].append((date, _num(recall, where, f"{base}.retrieval.means.recall@{k}")))
        points["value_win_rate"].append((date, _num(_get(s, "ab", "win_rate", "value"), where, "ab.win_rate.value")))
    return points


def chart_filename(series: str) -> str:
    """``recall@primary_k`` → ``recall_at_primary_k.png`` (no ``@`` in paths or markdown links)."""
    return series.replace("@", "_at_") + ".png"


def _render_one(series: str, values: list[tuple[str, float | None]]) -> bytes:
    import numpy as np
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=FIGSIZE, dpi=DPI)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot(1, 1, 1)
    xs = np.arange(len(values), dtype=float)
    # NaN only inside the plot: matplotlib breaks the line there, which is exactly a gap.
    ys = np.array([np.nan if v is None else v for _, v in values], dtype=float)
    for x, (_, v) in zip(xs, values, strict=True):
        if v is None:
            ax.axvspan(x - 0.4, x + 0.4, color="0.9", linewidth=0, zorder=0)
    ax.plot(xs, ys, marker="o", markersize=4, linewidth=1.5, color="#1f77b4", zorder=2)
    if values and all(v is None for _, v in values):
        ax.text(0.5, 0.5, "no measured points", transform=ax.transAxes, ha="center", va="center", color="0.4")
    ax.set_ylim(0.0, 1.02)
    ax.set_xlim(-0.5, max(len(values) - 0.5, 0.5))
    step = max(1, -(-len(values) // _MAX_TICKS))
    ticks = list(range(0, len(values), step))
    ax.set_xticks([float(t) for t in ticks])
    ax.set_xticklabels([values[t][0] for t in ticks], rotation=45, ha="right", fontsize=7)
    ax.set_title(series + ("  (shaded = unmeasured)" if any(v is None for _, v in values) else ""), fontsize=10)
    ax.grid(True, axis="y", color="0.85", linewidth=0.6)
    fig.subplots_adjust(left=0.09, right=0.98, top=0.88, bottom=0.3)
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=DPI, metadata={"Software": None})
    return buffer.getvalue()


def render_trend_charts(points: Mapping[str, list[tuple[str, float | None]]],
                        out_dir: str | os.PathLike[str] | UPath) -> list[UPath]:
    """One PNG per series in ``out_dir`` (a folder or URL; series order of ``points``); returns the paths."""
    out = location(out_dir)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError(f"cannot create the trends folder: {exc.strerror or exc}", path=out) from exc
    paths: list[UPath] = []
    for series, values in points.items():
        path = out / chart_filename(series)
        write_bytes_atomic(path, _render_one(series, list(values)))
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


__all__ = ["SERIES", "TrendPoints", "chart_filename", "render_trend_charts", "trend_markdown", "trend_points"]
