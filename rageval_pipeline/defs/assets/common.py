"""What every evaluation asset shares: partitions, IO, and reading the partition key."""

from __future__ import annotations

from dagster import AssetExecutionContext

from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.defs.partitions import eval_partitions, partition_parts
from rageval_pipeline.defs.resources import RagevalResource

PARTITIONS = eval_partitions


def partition_suite(context: AssetExecutionContext, rageval: RagevalResource) -> tuple[str, Suite]:
    """``(date, suite)`` of the partition being materialized."""
    date, name = partition_parts(context.partition_key)
    return date, rageval.suite(name)
