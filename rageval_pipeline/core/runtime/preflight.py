"""Preflight: what would make tonight's run fail, found before anything is called.

`rageval suites`, `rageval run --dry-run` and the start of every `rageval run` check a suite for the
mistakes that otherwise surface mid-run: an unset ``${VAR}`` in a header or the endpoint, a missing
dataset, corpus, chain or index path, gold documents or expected documents the reference corpus does
not have, and an endpoint nothing answers on (one short request; any HTTP status counts as
reachable; opt out with ``probe_network=False``). Each problem names the suite file and field.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

import httpx
from pydantic import BaseModel, ConfigDict

from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.errors import RagEvalError
from rageval_pipeline.core.records.schemas import EvalCase

PROBE_TIMEOUT_S = 3.0
SHOWN = 5


class Problem(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    path: str
    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.field}: {self.message}"


def _unset_variables(value: object, env: Mapping[str, str]) -> list[str]:
    import re

    return [name for name in re.findall(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}", str(value)) if not env.get(name)]


def preflight(suite: Suite, *, source: str, probe_network: bool = True,
              env: Mapping[str, str] | None = None) -> list[Problem]:
    """Every problem found (empty: ready to run). ``source`` is the suite file as shown to the user."""
    env = os.environ if env is None else env
    problems: list[Problem] = []

    def add(field: str, message: str) -> None:
        problems.append(Problem(path=source, field=field, message=message))

    cases = None
    dataset = suite.resolve(suite.dataset.path)
    if not dataset.is_file():
        add("dataset.path", f"dataset file does not exist: {dataset}")
    else:
        from rageval_pipeline.core.datasets import load_dataset

        try:
            # its warnings are the run's (the eval_cases asset, --dry-run's plan) to show, once
            cases = load_dataset(dataset, format=suite.dataset.format, log_warnings=False).cases
        except RagEvalError as exc:
            add("dataset.path", str(exc))
    config = suite.system.config
    judge_problem = _judge_problem(suite, env)
    if judge_problem is not None:
        add("judge.kind", judge_problem)
    if suite.mode == "replay":
        return problems
    if suite.system.adapter == "http":
        from rageval_pipeline.core.config.adhoc import cli_only_secret_problem

        typed_in = cli_only_secret_problem(config.get("endpoint", ""), env)
        if typed_in is not None:
            add("system.config.endpoint", typed_in)
        for name in [] if typed_in else _unset_variables(config.get("endpoint", ""), env):
            add("system.config.endpoint", f"environment variable {name} is not set")
        for header, value in (config.get("headers") or {}).items():
            for name in _unset_variables(value, env):
                add(f"system.config.headers.{header}", f"environment variable {name} is not set")
        endpoint = str(config.get("endpoint", ""))
        if probe_network and endpoint and not _unset_variables(endpoint, env):
            reason = _unreachable(endpoint)
            if reason:
                add("system.config.endpoint", reason)
    elif suite.system.adapter == "reference":
        corpus = suite.resolve(str(config.get("corpus", "")))
        if not config.get("corpus") or not corpus.is_dir():
            add("system.config.corpus", f"corpus folder does not exist: {corpus}")
        elif cases is not None:
            problems += _corpus_problems(corpus, cases, source)
    elif suite.system.adapter == "langchain":
        chain = str(config.get("chain_path", "")).rsplit(":", 1)[0]
        if not chain or not suite.resolve(chain).is_file():
            add("system.config.chain_path", f"chain file does not exist: {suite.resolve(chain) if chain else '(unset)'}")
    elif suite.system.adapter == "llamaindex":
        index = str(config.get("index_path", ""))
        if not index or not suite.resolve(index).is_dir():
            add("system.config.index_path", f"index folder does not exist: {suite.resolve(index) if index else '(unset)'}")
    return problems


def _judge_problem(suite: Suite, env: Mapping[str, str]) -> str | None:
    """Why the suite's judge cannot be built here (a paid judge without its API key), found before
    the system is asked anything; ``None`` when it can (or nothing is judged)."""
    from rageval_pipeline.core.judges.factory import JUDGES, frozen_verdicts

    if suite.retrieval_only or frozen_verdicts(suite) is not None or suite.judge.kind not in JUDGES:
        return None  # `auto` falls back to the local judge without a key
    if JUDGES[suite.judge.kind].needs_api_key and not env.get(suite.judge.api_key_env):
        return (f"the {suite.judge.kind} judge needs an API key in ${suite.judge.api_key_env}, which is not set: "
                "set it, or judge locally (--judge local, judge.kind: local)")
    return None


def _corpus_problems(corpus: Path, cases: list[EvalCase], source: str) -> list[Problem]:
    from rageval_pipeline.core.metrics.doc_level import doc_matches

    docs = {p.relative_to(corpus).as_posix() for p in corpus.rglob("*.txt")}
    missing_gold = sorted({g.doc_id for c in cases for g in c.gold} - docs)
    missing_expected = sorted({e for c in cases for e in c.expected_contexts
                               if not any(doc_matches(e, d) for d in docs)})
    out = []
    for field, missing in (("gold", missing_gold), ("expected_contexts", missing_expected)):
        if missing:
            shown = ", ".join(missing[:SHOWN]) + (f" and {len(missing) - SHOWN} more" if len(missing) > SHOWN else "")
            out.append(Problem(path=source, field=f"dataset {field}",
                               message=f"{len(missing)} document(s) not in the corpus {corpus.name}/: {shown}"))
    return out


def _unreachable(endpoint: str) -> str | None:
    """``None`` when something answers at the endpoint (any HTTP status), else why not (no URL quoted)."""
    try:
        with httpx.Client(timeout=PROBE_TIMEOUT_S, follow_redirects=False) as client:
            client.request("OPTIONS", endpoint)
    except httpx.TimeoutException:
        return f"endpoint did not answer within {PROBE_TIMEOUT_S:g} s"
    except httpx.HTTPError as exc:
        return f"endpoint is unreachable ({type(exc).__name__})"
    return None


__all__ = ["Problem", "preflight"]
