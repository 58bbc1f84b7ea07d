"""The ``rageval`` entry point: parse, dispatch, map errors to exit codes."""

from __future__ import annotations

import sys

from rageval_pipeline.cli.exit_codes import EXIT_FATAL, EXIT_INTERRUPTED, EXIT_OK
from rageval_pipeline.cli.parser import build_parser
from rageval_pipeline.core.errors import RagEvalError


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help (0) or a bad option (3): a return value, so callers and tests see it
        return exc.code if isinstance(exc.code, int) else EXIT_FATAL
    if getattr(args, "func", None) is None:  # bare `rageval`: say what it can do
        parser.print_help()
        return EXIT_OK
    try:
        return int(args.func(args))
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    except KeyboardInterrupt:  # Ctrl-C outside a run's steps: no traceback
        print("\nInterrupted.", file=sys.stderr)
        return EXIT_INTERRUPTED
    except Exception as exc:  # noqa: BLE001 - anything unexpected is fatal (3), never "a threshold failed" (1)
        print(f"fatal: {exc.__class__.__name__}: {exc}", file=sys.stderr)
        return EXIT_FATAL
