"""The smaller ``rageval`` commands: suites, ui, import-history, calibrate, init, check."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from typing import Any
from pathlib import Path

from rageval_pipeline.cli.exit_codes import EXIT_FATAL, EXIT_OK
from rageval_pipeline.cli.instance import ensure_dagster_home, open_instance
from rageval_pipeline.cli.targets import process_env, resolve_target
from rageval_pipeline.core.config.suites import discover_suites, load_suite
from rageval_pipeline.core.errors import RagEvalError
from rageval_pipeline.core.storage.store import RunStore


def cmd_suites(args: argparse.Namespace) -> int:
    from rageval_pipeline.defs.settings import suites_dir

    folder = Path(args.suites_dir) if args.suites_dir else suites_dir()
    try:
        found = discover_suites(folder)
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    from rageval_pipeline.core.runtime.preflight import preflight

    status = EXIT_OK
    for name, path in found.items():
        try:
            suite = load_suite(path)
        except RagEvalError as exc:
            print(f"{name:<20} INVALID  {exc}")
            status = EXIT_FATAL
            continue
        problems = preflight(suite, source=path.name, probe_network=not args.no_probe)
        mark = "NOT READY" if problems else "ok"
        print(f"{name:<20} {mark:<9} {suite.mode:<7} {suite.system.adapter:<10} "
              f"variants={','.join(sorted(suite.variants))}  {suite.description}")
        for problem in problems:
            print(f"    {problem}")
        if problems:
            status = EXIT_FATAL
    return status


#: `dagster dev` recommends Dagster's newer `dg` CLI on every start (a SupersessionWarning raised in
#: its own process, before any of our code runs): advice for Dagster's users, noise for ours. This
#: one message is silenced in the processes `rageval ui` starts, and nothing else.
QUIET_DAGSTER_DEV = "ignore:Function `dev_command` is superseded"


def cmd_ui(args: argparse.Namespace) -> int:
    home = ensure_dagster_home()
    dagster = shutil.which("dagster") or str(Path(sys.executable).with_name("dagster"))
    from rageval_pipeline.core.config.settings import Settings

    # the module, not a workspace file: a wheel install has no workspace.yaml, and the project
    # folder (suites, state) is the current directory either way
    command = [dagster, "dev", "-m", "rageval_pipeline.defs.definitions", "-h", "127.0.0.1", "-p", str(args.port)]
    print(f"Dagster UI on http://127.0.0.1:{args.port} (instance {home}); Ctrl-C stops it.", flush=True)
    warnings_filter = ",".join(f for f in (os.environ.get("PYTHONWARNINGS"), QUIET_DAGSTER_DEV) if f)
    env = {**os.environ, "DAGSTER_HOME": str(home), "PYTHONWARNINGS": warnings_filter}
    process = subprocess.Popen(command, cwd=Settings.from_env().project_dir, env=env)
    try:
        return process.wait()
    except KeyboardInterrupt:  # dagster dev shuts its own children down on the same signal
        try:
            process.wait(timeout=30)
        except (KeyboardInterrupt, subprocess.TimeoutExpired):
            process.kill()
        print("\nDagster UI stopped.")
        return EXIT_OK


def cmd_import_history(args: argparse.Namespace) -> int:
    """Earlier results into the suite's dates (reports for trends/drift, UI materializations)."""
    if not args.results_jsonl and not args.seed001:
        print("error: give --retrieval-run PER_QUESTION SUMMARY and/or --results-jsonl FILE", file=sys.stderr)
        return EXIT_FATAL
    home = ensure_dagster_home()
    from rageval_pipeline.core.config.settings import Settings
    from rageval_pipeline.core.errors import ConfigError
    from rageval_pipeline.core.reports.history import (
        import_seed001_run,
        import_seed002_log,
    )
    from rageval_pipeline.defs.history import import_runs
    from rageval_pipeline.defs.resources import RagevalResource
    from rageval_pipeline.defs.suite_scope import discover_scopes

    settings = Settings.from_env()
    try:
        scopes = {scope.suite: scope for scope in discover_scopes(settings)}
        if args.suite not in scopes:
            raise ConfigError(f"no suite named {args.suite!r}; known: {sorted(scopes)}", path=settings.suites_dir,
                              field="--suite")
        scope = scopes[args.suite]
        variant = args.variant or "default"
        if args.variant is not None:  # a misspelt variant would start a series nobody looks at
            variants = scope.load(RagevalResource(suites_dir=str(settings.suites_dir), home=settings.home,
                                                  state_dir=str(settings.state_dir) if settings.state_dir else None)).variants
            if variant not in variants:
                raise ConfigError(f"suite {args.suite!r} has no variant {variant!r}; variants: {sorted(variants)}",
                                  field="--variant")
        runs = []
        if args.seed001:
            runs.append(import_seed001_run(args.seed001[0], args.seed001[1], date=args.date, suite=args.suite,
                                           variant=variant))
        if args.results_jsonl:
            runs.extend(import_seed002_log(args.results_jsonl, suite=args.suite, variant=variant))
        with open_instance(home) as instance:
            result = import_runs(runs, scope=scope,
                                 reports_root=RunStore(settings.home, state_dir=settings.state_dir).reports,
                                 instance=instance, overwrite=args.overwrite)
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    dates = result.imported
    skipped = sorted({r.date for r in runs} - set(dates))
    print(f"imported {len(dates)} date(s) into suite {args.suite}: {', '.join(dates) or 'none'}")
    for line in same_day_notes(runs):
        print(line)
    if skipped:
        print(f"kept the existing native reports of: {', '.join(skipped)} (use --overwrite to replace them)")
    if result.before_start:
        print(f"note: {', '.join(result.before_start)} come before the suite's start_date "
              f"{scopes[args.suite].start_date}: trends and drift use them, the UI's partitions do not show them")
    return EXIT_OK


def same_day_notes(runs: Sequence[Any]) -> list[str]:
    """A partition holds one run per day: say which of several runs of one date was kept (the last in
    the input, as written there) and which were not, instead of dropping them unseen."""
    by_date: dict[str, list[Any]] = {}
    for run in runs:
        by_date.setdefault(run.date, []).append(run)
    return [f"note: {date} has {len(same)} runs in the input; kept the last ({same[-1].source}), not "
            f"{', '.join(r.source for r in same[:-1])}"
            for date, same in sorted(by_date.items()) if len(same) > 1]


def cmd_calibrate(args: argparse.Namespace) -> int:
    """Agreement of a judge with human hallucination labels; prints the figures (or JSON)."""
    import json

    from rageval_pipeline.core.config.suites import JudgeSection
    from rageval_pipeline.core.judges.calibration import LABELS_ENV, configured_labels
    from rageval_pipeline.core.judges.factory import build_judge
    from rageval_pipeline.core.stages import calibrate_judge

    settings = JudgeSection(kind=args.judge, model=args.model, base_url=args.base_url)
    try:
        labels = configured_labels(args.labels)
        if labels is None:
            print(f"error: give --labels FILE or set {LABELS_ENV} (a RAGTruth QA JSONL file)", file=sys.stderr)
            return EXIT_FATAL
        judge = build_judge(settings, api_key=os.environ.get(settings.api_key_env), cache_path=None)
        result = calibrate_judge(judge, labels, limit=args.limit)
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    m = result.metadata
    if args.json:
        print(json.dumps(m, sort_keys=True, indent=2))
        return EXIT_OK
    print(f"Judge {m['judge']} on {m['labels']}: n={m['n']} ({m['positives']} hallucinated), unscored {m['unscored']}")
    print(f"{'':<22}{'precision':>10}{'recall':>10}{'F1':>10}{'bal.acc':>10}{'kappa':>10}{'AUROC':>10}")
    auroc = "—" if m["auroc"] is None else f"{m['auroc']:.3f}"
    print(f"{'judge':<22}{m['precision']:>10.3f}{m['recall']:>10.3f}{m['f1']:>10.3f}"
          f"{m['balanced_accuracy']:>10.3f}{m['cohen_kappa']:>10.3f}{auroc:>10}")
    print(f"{'all-positive baseline':<22}{m['baseline_precision']:>10.3f}{m['baseline_recall']:>10.3f}"
          f"{m['baseline_f1']:>10.3f}{m['baseline_balanced_accuracy']:>10.3f}{0.0:>10.3f}{'0.500':>10}")
    for line in m.get("detector_fit", []):
        print(line)
    return EXIT_OK


def cmd_init(args: argparse.Namespace) -> int:
    from rageval_pipeline.core.config.starter import write_starter

    try:
        written = write_starter(Path(args.folder), force=args.force)
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    for path in written:
        print(f"wrote {path}")
    print("Next: edit the endpoint, then `rageval check --config eval-config.yaml` and "
          "`rageval run --config eval-config.yaml` (or `rageval run --suite my_system`).")
    return EXIT_OK


def cmd_check(args: argparse.Namespace) -> int:
    """One question to the system; print what was parsed and what will be measurable. Stores nothing."""
    from rageval_pipeline.core.adapters.factory import build_adapter
    from rageval_pipeline.core.config.settings import Settings
    from rageval_pipeline.core.runtime.probe import probe_system, render_probe
    from rageval_pipeline.core.stages import corpus_index_stage, load_suite_cases
    from rageval_pipeline.core.storage.store import RunStore

    try:
        target = resolve_target(args)
        suite = target.suite
        if suite.mode == "replay":
            print(f"error: suite {suite.name!r} replays frozen responses: there is no live system to ask",
                  file=sys.stderr)
            return EXIT_FATAL
        cases = load_suite_cases(suite).cases
        case = next((c for c in cases if c.id == args.case), None) if args.case else cases[0]
        if case is None:
            print(f"error: no case {args.case!r} in the dataset (first ids: {[c.id for c in cases[:5]]})",
                  file=sys.stderr)
            return EXIT_FATAL
        variant = args.variant or next(iter(suite.variants))
        if variant not in suite.variants:
            print(f"error: no variant {variant!r}; variants: {sorted(suite.variants)}", file=sys.stderr)
            return EXIT_FATAL
        index = None
        if suite.system.adapter == "reference":
            settings = Settings.from_env()
            store = RunStore(settings.home, state_dir=settings.state_dir)
            index = corpus_index_stage(suite, cache_dir=store.cache_dir / "embeddings").table
        # --header values and secrets typed into the endpoint reach the adapter only through this
        # process's environment
        with process_env(target.process_env()):
            adapter = build_adapter(suite, corpus_index=index)
    except RagEvalError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FATAL
    try:
        report = probe_system(adapter, case, variant, suite.variants[variant])
    finally:
        adapter.close()
    print(render_probe(report), end="")
    return EXIT_OK if report.ok else EXIT_FATAL
