"""Dagster features we rely on knowingly, and the one warning each raises, silenced where it is raised.

Partitioned asset checks (``partitions_def`` on a check) are a Dagster *preview*: without them a
check on a partitioned asset loads every partition. Dagster warns once per check definition; the
warning says nothing a rageval user can act on, so ``partitioned_checks()`` silences exactly that
message around the code that defines such checks, and any other warning still shows.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from contextlib import contextmanager

from dagster import PreviewWarning

PARTITIONED_CHECK_PREVIEW = r"Specifying a partitions_def on an AssetCheckSpec"


@contextmanager
def partitioned_checks() -> Iterator[None]:
    """Define partitioned asset checks inside this block."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", category=PreviewWarning, message=PARTITIONED_CHECK_PREVIEW)
        yield
