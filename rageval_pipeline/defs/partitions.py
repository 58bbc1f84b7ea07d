"""Partitions of the online assets: one per day of production traffic (they have no suite).

Each suite's evaluation graph has daily partitions of its own, starting at the suite's first day
(``defs/suite_scope.py``).
"""

from __future__ import annotations

from dagster import DailyPartitionsDefinition

FIRST_DATE = "2025-01-01"

# end_offset=1: today's log can be scored while the day is still running
date_partitions = DailyPartitionsDefinition(start_date=FIRST_DATE, end_offset=1)
