"""Every asset is partitioned by day × suite: one Parquet file per (date, suite)."""

from __future__ import annotations

from dagster import (
    DailyPartitionsDefinition,
    MultiPartitionKey,
    MultiPartitionsDefinition,
    StaticPartitionsDefinition,
)

from rageval_pipeline.core.config.suites import discover_suites
from rageval_pipeline.defs.settings import ADHOC_SUITE, suites_dir

FIRST_DATE = "2025-01-01"

# end_offset=1: today's partition exists, so `rageval run` can evaluate today; the nightly
# schedule still targets yesterday (the last complete day).
date_partitions = DailyPartitionsDefinition(start_date=FIRST_DATE, end_offset=1)


def suite_names() -> list[str]:
    """The suites in the project's suites folder (the nightly schedule runs these). A project
    without one (ad-hoc runs from flags or eval-config.yaml only) has none."""
    folder = suites_dir()
    return sorted(discover_suites(folder)) if folder.is_dir() else []


# plus the ad-hoc suite `rageval run` builds from CLI flags / eval-config.yaml
suite_partitions = StaticPartitionsDefinition(sorted({*suite_names(), ADHOC_SUITE}))
eval_partitions = MultiPartitionsDefinition({"date": date_partitions, "suite": suite_partitions})


def partition_parts(key: object) -> tuple[str, str]:
    """``(date, suite)`` from a MultiPartitionKey or its ``"date|suite"`` string form."""
    if not isinstance(key, MultiPartitionKey):
        key = eval_partitions.get_partition_key_from_str(str(key))
    dims = key.keys_by_dimension
    return dims["date"], dims["suite"]
