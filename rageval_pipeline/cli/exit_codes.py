"""Exit codes of every ``rageval`` command."""

from __future__ import annotations

EXIT_OK, EXIT_THRESHOLD, EXIT_CRITICAL, EXIT_FATAL = 0, 1, 2, 3
