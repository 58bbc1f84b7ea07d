"""Bulk record building without quadratic garbage-collector work.

Building tens of thousands of small pydantic models allocates far more container objects than the
GC's generation thresholds expect; every full collection then rescans the whole growing heap, so
conversion time grows faster than the row count (measured: 20× time for 10× rows). Those records
hold no reference cycles, so pausing the cyclic collector while they are built is safe; it is
re-enabled afterwards (and never enabled if it was already off).

Also a decorator (``@gc_paused()``) for the pipeline's CPU-only stages (scoring, A/B, drift,
replay loading): each runs for seconds at most. Never for stages that wait on the network (a live
system, a Claude judge) — those run for hours and their HTTP and exception objects do form cycles.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def gc_paused() -> Iterator[None]:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
