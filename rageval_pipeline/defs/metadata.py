"""Turn core's plain metadata dicts into Dagster metadata the UI can plot.

The UI plots every int and float entry of an asset across its partitions, so only numbers that mean
something over time are numbers here: LLM usage (tokens, cost, passes) is left out on a day no LLM
judged — a local judge's constant 0 is not a series — and replaced by ``llm_judge: none``. A day an
LLM judge's passes were all served from its cache keeps its (zero) cost: that is a real price.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dagster import MetadataValue

#: numbers that only describe LLM calls
LLM_USAGE = ("input_tokens", "output_tokens", "cost_usd", "passes", "cached_passes")


def without_idle_llm_usage(values: Mapping[str, Any], *, llm_judged: bool) -> dict[str, Any]:
    """``values`` without its LLM usage numbers when no LLM judged (and every one of them is zero)."""
    usage = [values[key] for key in LLM_USAGE if key in values]
    if llm_judged or not usage or any(v != 0 for v in usage):
        return dict(values)
    out = {k: v for k, v in values.items() if k not in LLM_USAGE}
    out["llm_judge"] = "none"
    return out


def to_metadata(values: Mapping[str, Any]) -> dict[str, Any]:
    """Floats stay floats (plotted across partitions); ``None`` shows as "unmeasured", not 0."""
    out: dict[str, Any] = {}
    for key, value in values.items():
        if value is None:
            out[key] = MetadataValue.text("unmeasured")
        elif isinstance(value, bool):
            out[key] = MetadataValue.bool(value)
        elif isinstance(value, int):
            out[key] = MetadataValue.int(value)
        elif isinstance(value, float):
            out[key] = MetadataValue.float(value)
        elif isinstance(value, (dict, list)):
            out[key] = MetadataValue.json(value)
        else:
            out[key] = MetadataValue.text(str(value))
    return out
