"""Exit codes of every ``rageval`` command."""

from __future__ import annotations

EXIT_OK, EXIT_THRESHOLD, EXIT_CRITICAL, EXIT_FATAL = 0, 1, 2, 3
#: interrupted by Ctrl-C (128 + SIGINT, as shells report it); a re-run resumes from saved answers
EXIT_INTERRUPTED = 130
