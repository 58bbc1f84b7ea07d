"""Resource guards for dataset files.

They live in their own module so a deployment (or a test) can tune them at run time:
the loaders read ``limits.MAX_*`` at call time, never a copy taken at import.
"""

from __future__ import annotations

MAX_FILE_BYTES: int = 256 * 1024 * 1024
"""A dataset file larger than this is refused before it is read into memory."""

MAX_LINE_BYTES: int = 1024 * 1024
"""One JSONL line (one case) larger than this is refused: no real case is that big."""

MAX_NESTING_DEPTH: int = 64
"""JSON nesting deeper than this is refused; the deepest real structure needs 8 levels."""

__all__ = ["MAX_FILE_BYTES", "MAX_LINE_BYTES", "MAX_NESTING_DEPTH"]
