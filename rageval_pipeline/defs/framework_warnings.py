"""Dagster features we rely on knowingly, and the one warning each raises, silenced where it is raised.

- Partitioned asset checks (``partitions_def`` on a check) are a Dagster *preview*: without them a
  check on a partitioned asset loads every partition. ``partitioned_checks()`` wraps the code that
  defines such checks.
- Data versions on an ``Output`` are *beta*: the dataset, corpus and answer hashes version what
  downstream assets read, so the UI can tell what changed. ``versioned_output()`` builds them.

Each warning says nothing a rageval user can act on, so exactly its message is silenced around
exactly that call; any other warning still shows.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from contextlib import contextmanager

from typing import Any

from dagster import BetaWarning, DataVersion, Output, PreviewWarning

PARTITIONED_CHECK_PREVIEW = r"Specifying a partitions_def on an AssetCheckSpec"
DATA_VERSION_BETA = r"Parameter `data_version` of initializer `Output.__init__`"


@contextmanager
def partitioned_checks() -> Iterator[None]:
    """Define partitioned asset checks inside this block."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", category=PreviewWarning, message=PARTITIONED_CHECK_PREVIEW)
        yield


def versioned_output(value: Any, *, metadata: dict[str, Any], version: str) -> Output:
    """``Output(value, metadata, data_version=DataVersion(version))``."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", category=BetaWarning, message=DATA_VERSION_BETA)
        return Output(value, metadata=metadata, data_version=DataVersion(version))
