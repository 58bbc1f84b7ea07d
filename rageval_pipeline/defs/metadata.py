"""Turn core's plain metadata dicts into Dagster metadata the UI can plot."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dagster import MetadataValue


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
