"""What a ``rageval run`` evaluates: a named suite, or an ad-hoc suite built from flags and a config file."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from rageval_pipeline.core.config.suites import Suite, discover_suites, load_suite

#: the options that make `rageval run` build an ad-hoc suite instead of running a named one
ADHOC_TRIGGERS = ("adapter", "endpoint", "chain_path", "index_path", "dataset", "config")


#: options that only shape an ad-hoc suite (a named suite sets them in its file)
ADHOC_ONLY = {"concurrency": "--concurrency", "timeout": "--timeout", "slow_threshold": "--slow-threshold",
              "judge": "--judge", "retrieval_only": "--retrieval-only"}


FAIL_UNDER_METRICS = ("faithfulness", "answer_relevance", "context_precision", "context_recall")


@dataclass
class RunTarget:
    """What one `rageval run` evaluates: the suite, where seed 002's files go, and display facts."""

    suite: Suite
    adhoc: bool
    output: Path | None
    formats: tuple[str, ...] = ("markdown", "json")
    env_headers: tuple[str, ...] = ()
    endpoint: str | None = None
    extra_metrics: dict[str, float] = field(default_factory=dict)
    extra_composite: float | None = None
    #: secrets typed into an ad-hoc endpoint URL, by the ${VAR} the stored suite names instead
    endpoint_env: dict[str, str] = field(default_factory=dict)

    def process_env(self) -> dict[str, str]:
        """What this process's environment must hold while the system is asked (never stored):
        ``--header`` values and the endpoint's typed-in secrets."""
        from rageval_pipeline.core.adapters.factory import CLI_HEADERS_ENV

        env = dict(self.endpoint_env)
        if self.env_headers:
            env[CLI_HEADERS_ENV] = json.dumps(list(self.env_headers))
        return env


@contextlib.contextmanager
def process_env(values: dict[str, str]) -> Iterator[None]:
    """Set ``values`` in ``os.environ`` for the block, then restore what was there."""
    previous = {name: os.environ.get(name) for name in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for name, value in previous.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def fail_under_metrics(args: argparse.Namespace) -> dict[str, float]:
    return {m: getattr(args, f"fail_under_{m}") for m in FAIL_UNDER_METRICS
            if getattr(args, f"fail_under_{m}", None) is not None}


def resolve_target(args: argparse.Namespace) -> RunTarget:
    """The named suite, or the ad-hoc one built from flags + eval-config.yaml (raises ConfigError)."""
    from rageval_pipeline.core.adapters.headers import parse_header, resolve_headers
    from rageval_pipeline.core.errors import ConfigError

    headers: list[str] = list(args.header or [])
    for position, raw in enumerate(headers, start=1):  # fail fast; errors name the flag, never the value
        parse_header(raw, source=f"--header #{position}", field="--header")
    metrics = fail_under_metrics(args)
    if any(getattr(args, name, None) is not None for name in ADHOC_TRIGGERS):
        from rageval_pipeline.core.config.adhoc import CliOptions, build_adhoc_suite

        options = CliOptions(
            adapter=args.adapter, endpoint=args.endpoint, chain_path=args.chain_path, index_path=args.index_path,
            dataset=args.dataset, config=args.config, output=args.output, concurrency=args.concurrency,
            timeout=args.timeout, slow_threshold=args.slow_threshold, fail_under=args.fail_under,
            fail_under_metrics=metrics, judge=args.judge, name=getattr(args, "name", None),
            retrieval_only=getattr(args, "retrieval_only", None),
        )
        plan = build_adhoc_suite(options, cli_headers=headers)
        suite = plan.suite
        _not_a_project_suite(suite.name, args)
        if suite.system.adapter == "http":
            # ${VAR} templates must resolve now (exit 3 before anything runs), not mid-run
            resolve_headers(suite.system.config.get("headers"), list(plan.env_headers), os.environ)
        return RunTarget(suite=suite, adhoc=True, output=plan.output_dir, formats=plan.formats,
                          env_headers=plan.env_headers, endpoint=plan.endpoint, endpoint_env=plan.endpoint_env)

    given = [flag for name, flag in ADHOC_ONLY.items() if getattr(args, name, None) is not None]
    if given:
        raise ConfigError(f"{', '.join(given)} shape an ad-hoc run (with --adapter/--dataset/--config); "
                          f"suite {args.suite!r} sets them in its file", field=given[0])
    from rageval_pipeline.defs.settings import suites_dir

    folder = Path(args.suites_dir) if args.suites_dir else suites_dir()
    found = discover_suites(folder)
    if args.suite not in found:
        raise ConfigError(f"no suite named {args.suite!r}; known: {', '.join(sorted(found)) or 'none'} (give --suite "
                          "NAME, or --endpoint URL --dataset FILE for an ad-hoc run; `rageval init` writes a starter)",
                          path=str(folder))
    suite = load_suite(found[args.suite])
    endpoint = suite.system.config.get("endpoint") if suite.system.adapter == "http" else None
    return RunTarget(suite=suite, adhoc=False, output=Path(args.output) if args.output else None,
                      env_headers=tuple(headers), endpoint=endpoint if isinstance(endpoint, str) else None,
                      extra_metrics=metrics, extra_composite=args.fail_under)


def _not_a_project_suite(name: str, args: argparse.Namespace) -> None:
    """An ad-hoc configuration is a suite graph of its own: its name must not be a suite file's, or
    the two would share reports, drift and trends (and the suite file's graph would win)."""
    from rageval_pipeline.core.errors import ConfigError
    from rageval_pipeline.defs.settings import suites_dir

    folder = Path(args.suites_dir) if getattr(args, "suites_dir", None) else suites_dir()
    if folder.is_dir() and name in discover_suites(folder):
        raise ConfigError(f"the ad-hoc name {name!r} is a suite of this project ({folder}): choose another --name "
                          f"or run it with --suite {name}", field="--name")


def literal_secret_warning(endpoint: str | None) -> str | None:
    """One line when ``endpoint`` has a credential typed into it (``?api_key=...``), else ``None``."""
    from rageval_pipeline.core.config.adhoc import literal_url_secrets

    names = [what for what, _ in literal_url_secrets(endpoint)] if endpoint else []
    if not names:
        return None
    return (f"warning: the endpoint URL holds a literal secret ({', '.join(names)}): it is used for this run only "
            "and never stored; pass it as an environment variable instead, e.g. "
            "--endpoint 'https://host/query?api_key=${RAG_KEY}'")


def display_endpoint(endpoint: str | None) -> str | None:
    from rageval_pipeline.core.adapters.http import redact_url

    return redact_url(endpoint) if endpoint else None
