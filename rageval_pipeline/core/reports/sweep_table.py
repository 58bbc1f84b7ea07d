"""The scorecard as a terminal table: one row per variant, sorted by the primary metric.

Each cell is the variant's value and its paired delta against the base; a mark says whether the
difference is significant after Holm's correction across variants (``+`` better, ``-`` worse), so a
20-variant sweep reads at a glance without re-deriving the statistics.
"""

from __future__ import annotations

from rageval_pipeline.core.ab.scorecard import Scorecard, ScorecardRow

BETTER, WORSE = "+", "-"


def _cell(row: ScorecardRow | None, *, is_base: bool) -> str:
    if row is None:
        return "—"
    value = row.base_value if is_base else row.variant_value
    if value is None:
        return "—"
    if is_base or row.delta is None:
        return f"{value:.4f}"
    mark = (BETTER if row.direction == "better" else WORSE) if row.significant else " "
    return f"{value:.4f} {row.delta:+.4f}{mark}"


def _base_row(card: Scorecard, metric: str) -> ScorecardRow | None:
    """The row whose base value covers the most paired cases (every row carries the base's value
    over the cases it pairs)."""
    rows = [r for r in card.rows if r.metric == metric and r.base_value is not None]
    return max(rows, key=lambda r: r.n_pairs) if rows else None


def sweep_table(card: Scorecard, primary_metric: str, *, lower_is_better: frozenset[str] = frozenset(),
                include_latency: bool = False) -> str:
    """``card`` as text. Variants sort by ``primary_metric``, best first (``lower_is_better`` names
    metrics such as latency where less wins); unmeasured last. The base is ranked among them.

    Latency is left out unless asked for: variants of one sweep share work (a candidate pool
    computed for one variant is reused by the next), so their latencies rank the order they ran
    in, not the configurations. The report's scorecard keeps every row."""
    by_key = {(r.variant, r.metric): r for r in card.rows}
    names = list(dict.fromkeys(r.metric for r in card.rows if r.metric != "rubric"
                               and (include_latency or not r.metric.startswith("latency_"))))
    measured = [m for m in names if any(r.metric == m and r.variant_value is not None for r in card.rows)]
    if not measured:
        return "no variant has a measured headline metric to compare\n"

    def row_of(variant: str, metric: str) -> ScorecardRow | None:
        return _base_row(card, metric) if variant == card.base else by_key.get((variant, metric))

    def value(variant: str, metric: str) -> float | None:
        row = row_of(variant, metric)
        if row is None:
            return None
        return row.base_value if variant == card.base else row.variant_value

    primary = primary_metric if primary_metric in measured else measured[0]
    sign = 1.0 if primary in lower_is_better else -1.0
    keyed = [(value(v, primary), v) for v in [card.base, *card.variants]]
    scored = sorted(((x, v) for x, v in keyed if x is not None), key=lambda k: (sign * k[0], k[1]))
    ordered = [v for _, v in scored] + sorted(v for x, v in keyed if x is None)

    rows: list[list[str]] = []
    for rank, variant in enumerate(ordered, start=1):
        is_base = variant == card.base
        rows.append([str(rank), variant + (" (base)" if is_base and variant != "base" else ""),
                     *(_cell(row_of(variant, m), is_base=is_base) for m in measured)])
    header = ["#", "variant", *measured]
    widths = [max(len(line[i]) for line in [header, *rows]) for i in range(len(header))]
    pairs = max((r.n_pairs for r in card.rows if r.metric == primary), default=0)
    lines = [f"Scorecard against {card.base}, sorted by {primary} ({pairs} paired cases; value, delta, "
             f"{BETTER}/{WORSE} = significantly better/worse, Holm-corrected p < {card.alpha:g})"]
    for line in [header, *rows]:
        lines.append("  ".join(cell.ljust(w) if i < 2 else cell.rjust(w)
                               for i, (cell, w) in enumerate(zip(line, widths, strict=True))).rstrip())
    return "\n".join(lines) + "\n"
