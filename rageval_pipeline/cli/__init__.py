"""``rageval``: run an evaluation as a Dagster materialization, list suites, open the UI.

One module per job: ``parser`` (every option and help text), ``targets`` (a named suite, or an
ad-hoc one built from flags and a config file), ``run`` (materialize one partition and decide the
exit code), ``output`` (what a run prints and writes for CI), ``commands`` (the smaller
subcommands), ``instance`` (the persistent Dagster instance), ``main`` (dispatch).
"""

from rageval_pipeline.cli.exit_codes import (
           EXIT_CRITICAL,
           EXIT_FATAL,
           EXIT_OK,
           EXIT_THRESHOLD,
)
from rageval_pipeline.cli.instance import DAGSTER_YAML, ensure_dagster_home
from rageval_pipeline.cli.main import main
from rageval_pipeline.cli.parser import build_parser

__all__ = ["DAGSTER_YAML", "EXIT_CRITICAL", "EXIT_FATAL", "EXIT_OK", "EXIT_THRESHOLD", "build_parser",
           "ensure_dagster_home", "main"]
