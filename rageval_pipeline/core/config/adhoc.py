"""Build the ad-hoc suite of ``rageval run --adapter/--dataset/--config`` (seed 002's CLI).

Seed 002 evaluates "any RAG system" from command-line flags plus an optional ``eval-config.yaml``.
The pipeline, however, only knows suites. This module translates flags + config file into a
:class:`~rageval_pipeline.core.config.suites.Suite` named ``adhoc`` that the CLI writes to
``<RAGEVAL_HOME>/adhoc/adhoc.yaml`` and materializes as the ``<date>|adhoc`` partition, so an ad-hoc
run is an ordinary Dagster run (lineage, UI, asset checks) rather than a side channel.

Precedence: a CLI flag beats the config file, the config file beats the defaults.

Secrets never reach the suite file. Header values from ``http.headers`` that use ``${VAR}``
references stay as *templates* (the adapter factory expands them only at execution); literal
header values may be credentials too, so they are returned separately in
:attr:`AdhocPlan.env_headers` and travel, like ``--header`` flags, only through the CLI process's
``RAGEVAL_CLI_HEADERS`` environment variable. The config file still wins over ``--header`` for a
header of the same name, as seed 002 orders them.

Invalid input raises :class:`ConfigError` naming the config file and the field
(``eval-config.yaml: http.timeout: Input should be greater than 0``), which the CLI maps to exit 3.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit, urlunsplit

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from rageval_pipeline.core.adapters.headers import parse_header
from rageval_pipeline.core.config.suites import (
    Suite,
    check_weights,
    config_error,
    parse_suite,
    read_yaml_file,
)
from rageval_pipeline.core.errors import ConfigError

ADHOC_NAME = "adhoc"
#: per-metric thresholds a config file (or ``--fail-under-*``) may set; gated on the case means
METRIC_THRESHOLDS = ("faithfulness", "answer_relevance", "context_precision", "context_recall", "semantic_similarity")
_TEMPLATE = re.compile(r"\$\{[^}]*\}")
#: unreachable cases are errors in the report (a failed gate never blocks the report), and more than
#: one in ten failing is a failed gate: a system that is down must never "pass" its error-rate gate.
#: `thresholds.max_error_rate` in eval-config.yaml sets another limit
ADHOC_MAX_ERROR_RATE = 0.1


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid")


class HttpConfig(_Section):
    headers: dict[str, str | int | float] = Field(default_factory=dict)
    timeout: float | None = Field(default=None, gt=0)
    slow_threshold: float | None = Field(default=None, gt=0)
    request_template: dict[str, Any] | None = None
    answer_path: str | None = None
    contexts_path: str | None = None
    citations_path: str | None = None
    page_offset: int = Field(default=0, ge=0, le=1)

    @field_validator("request_template")
    @classmethod
    def _known_placeholders(cls, template: dict[str, Any] | None) -> dict[str, Any] | None:
        from rageval_pipeline.core.adapters.http import check_request_template

        try:
            check_request_template(template)
        except ConfigError as exc:
            raise ValueError(exc.message) from None
        return template


class ReferenceConfig(_Section):
    """The built-in reference RAG needs a corpus folder (relative to the config file)."""

    corpus: str
    embedder: str | None = None
    chunk_words: int | None = Field(default=None, ge=20, le=2000)
    overlap_words: int | None = Field(default=None, ge=0, le=500)


class RetryConfig(_Section):
    max_attempts: int | None = Field(default=None, ge=1, le=11)
    backoff: Literal["exponential", "fixed"] | None = None
    backoff_base_s: float | None = Field(default=None, ge=0)


class ThresholdsConfig(_Section):
    composite: float | None = Field(default=None, ge=0, le=1)
    faithfulness: float | None = Field(default=None, ge=0, le=1)
    answer_relevance: float | None = Field(default=None, ge=0, le=1)
    context_precision: float | None = Field(default=None, ge=0, le=1)
    context_recall: float | None = Field(default=None, ge=0, le=1)
    semantic_similarity: float | None = Field(default=None, ge=0, le=1)
    max_error_rate: float | None = Field(default=None, ge=0, le=1)
    max_hallucination_rate: float | None = Field(default=None, ge=0, le=1)


class ComparisonConfig(_Section):
    semantic_similarity_threshold: float | None = Field(default=None, ge=0, le=1)
    embedding_model: str | None = None


OutputFormat = Literal["markdown", "json"]


def _all_formats() -> list[OutputFormat]:
    return ["markdown", "json"]


class OutputConfig(_Section):
    directory: str | None = None
    formats: list[OutputFormat] = Field(default_factory=_all_formats)


class EvalConfig(_Section):
    """``eval-config.yaml`` as seed 002 documents it, plus the few keys an ad-hoc suite needs."""

    adapter: str | None = None  # a registered adapter name (checked when the suite loads)
    endpoint: str | None = None
    chain_path: str | None = None
    index_path: str | None = None
    dataset: str | None = None
    judge: str | None = None
    http: HttpConfig = Field(default_factory=HttpConfig)
    reference: ReferenceConfig | None = None
    concurrency: int | None = Field(default=None, ge=1, le=256)
    retry: RetryConfig = Field(default_factory=RetryConfig)
    weights: dict[str, float] | None = None
    thresholds: ThresholdsConfig = Field(default_factory=ThresholdsConfig)
    comparison: ComparisonConfig = Field(default_factory=ComparisonConfig)
    variants: dict[str, dict[str, Any]] | None = None
    output: OutputConfig = Field(default_factory=OutputConfig)

    @field_validator("adapter")
    @classmethod
    def _registered_adapter(cls, name: str | None) -> str | None:
        from rageval_pipeline.core.adapters.factory import ADAPTER_NAMES

        if name is not None and name not in ADAPTER_NAMES:
            raise ValueError(f"unknown adapter {name!r}; supported: {', '.join(ADAPTER_NAMES)}")
        return name

    @field_validator("weights")
    @classmethod
    def _known_weights(cls, weights: dict[str, float] | None) -> dict[str, float] | None:
        return None if weights is None else check_weights(weights)


@dataclass(frozen=True)
class CliOptions:
    """The ``rageval run`` flags that shape an ad-hoc suite (``None`` = not given)."""

    adapter: str | None = None
    endpoint: str | None = None
    chain_path: str | None = None
    index_path: str | None = None
    dataset: str | None = None
    config: str | None = None
    output: str | None = None
    concurrency: int | None = None
    timeout: float | None = None
    slow_threshold: float | None = None
    fail_under: float | None = None
    fail_under_metrics: dict[str, float] = field(default_factory=dict)
    judge: str | None = None
    #: the ad-hoc configuration's identity (reports, drift and trends are kept per name)
    name: str | None = None
    #: score retrieval only: no answers judged (a cheap sweep)
    retrieval_only: bool | None = None


@dataclass(frozen=True)
class AdhocPlan:
    """What the CLI needs to run an ad-hoc evaluation.

    ``env_headers`` are ``Name: value`` strings for ``RAGEVAL_CLI_HEADERS`` only (never written);
    ``endpoint`` is the raw endpoint (display it through ``redact_url``).
    """

    suite: Suite
    output_dir: Path
    formats: tuple[str, ...]
    env_headers: tuple[str, ...]
    endpoint: str | None
    #: secrets typed into the endpoint URL, by the variable the stored suite names in their place:
    #: set them in this process's environment for this run only (never written)
    endpoint_env: dict[str, str] = field(default_factory=dict)


def load_eval_config(path: str | Path) -> EvalConfig:
    """Read and validate ``eval-config.yaml``; every error names the file and the field."""
    source = str(path)
    data = read_yaml_file(path, what="config file")
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise ConfigError("a config file must hold a mapping at the top level", path=source)
    try:
        return EvalConfig.model_validate(data)
    except ValidationError as exc:
        # never echo the offending value: under http.headers it may be a credential
        raise config_error(exc, EvalConfig, path=source) from None


def _pick(flag: Any, configured: Any) -> Any:
    return flag if flag is not None else configured


def _abs(path: str, base: Path) -> str:
    p = Path(path).expanduser()
    return str(p if p.is_absolute() else (base / p).resolve())


def _split_headers(headers: dict[str, str | int | float], cli_headers: list[str], source: str) -> tuple[dict[str, str], list[str]]:
    """``(templated, env)``: ``${VAR}`` values stay in the suite; literal ones join the CLI's env list.

    A literal config header wins over a ``--header`` of the same name (seed 002 order), so the
    flag is dropped here rather than rejected as a duplicate later.
    """
    templated: dict[str, str] = {}
    literal: dict[str, str] = {}
    for name, value in headers.items():
        if isinstance(value, bool):
            raise ConfigError(f"header {name!r}: value must be a string", path=source, field=f"http.headers.{name}")
        text = str(value)
        if _TEMPLATE.search(text):
            templated[name] = text
        else:
            literal[name] = text
    taken = {n.lower() for n in (*templated, *literal)}
    env: list[str] = [f"{name}: {value}" for name, value in literal.items()]
    for position, raw in enumerate(cli_headers, start=1):
        name, _ = parse_header(raw, source=f"--header #{position}", field="--header")
        if name.lower() not in taken:
            env.append(raw)
    return templated, env


def build_adhoc_suite(options: CliOptions, *, cli_headers: list[str] | None = None, cwd: Path | None = None) -> AdhocPlan:
    """The ad-hoc suite for ``options`` (+ the config file it names); raises :class:`ConfigError`.

    Relative paths on the command line resolve against ``cwd``; relative paths in the config file
    against the config file's folder. The suite stores absolute paths, because it is written to
    ``RAGEVAL_HOME`` — far from both.
    """
    here = (cwd or Path.cwd()).resolve()
    config = EvalConfig()
    source = "command line"
    config_dir = here
    if options.config is not None:
        config = load_eval_config(options.config)
        source = str(options.config)
        config_dir = Path(options.config).expanduser().resolve().parent

    adapter = options.adapter or config.adapter
    if adapter is None and (options.endpoint or config.endpoint):
        adapter = "http"
    if adapter is None:
        from rageval_pipeline.core.adapters.factory import ADAPTER_NAMES

        raise ConfigError(f"no adapter: pass --adapter {{{','.join(ADAPTER_NAMES)}}} or set 'adapter' "
                          "in the config file", path=source, field="adapter")

    if options.dataset is not None:
        dataset = _abs(_expand(options.dataset, source, "dataset"), here)
    elif config.dataset is not None:
        dataset = _abs(_expand(config.dataset, source, "dataset"), config_dir)
    else:
        raise ConfigError("no dataset: pass --dataset or set 'dataset' in the config file", path=source,
                          field="dataset")

    endpoint: str | None = None
    endpoint_env: dict[str, str] = {}
    env_headers: list[str] = list(cli_headers or [])
    system_config: dict[str, Any]
    if adapter == "http":
        endpoint = _pick(options.endpoint, config.endpoint)
        if not endpoint:
            raise ConfigError("the http adapter needs --endpoint (or 'endpoint' in the config file)",
                              path=source, field="endpoint")
        # ${VAR}s first: `${RAG_URL}/query` with RAG_URL unset is an unset variable, not a bad scheme
        if not _expand(endpoint, source, "endpoint").startswith(("http://", "https://")):
            raise ConfigError("endpoint must be an http:// or https:// URL", path=source, field="endpoint")
        templated, env_headers = _split_headers(config.http.headers, list(cli_headers or []), source)
        # a secret typed into the URL is never stored: the suite file holds a ${VAR} in its place,
        # set only in this process for this run (see protect_endpoint)
        stored_endpoint, endpoint_env = protect_endpoint(endpoint)
        system_config = {"endpoint": stored_endpoint}
        if templated:
            system_config["headers"] = templated
        # the query timeout becomes execution.timeout_s (below); the factory sets the adapter's own
        # limit a little under it, so the adapter's clearer timeout error is the one recorded
        for key in ("request_template", "answer_path", "contexts_path", "citations_path"):
            value = getattr(config.http, key)
            if value is not None:
                system_config[key] = value
        if config.http.page_offset:
            system_config["page_offset"] = config.http.page_offset
    elif adapter == "langchain":
        chain = _pick(options.chain_path, config.chain_path)
        if not chain:
            raise ConfigError("the langchain adapter needs --chain-path 'path/to/rag.py:chain'", path=source,
                              field="chain_path")
        file, sep, attr = chain.rpartition(":")
        base = here if options.chain_path is not None else config_dir
        system_config = {"chain_path": f"{_abs(file, base)}:{attr}" if sep and file else chain}
    elif adapter == "llamaindex":
        index = _pick(options.index_path, config.index_path)
        if not index:
            raise ConfigError("the llamaindex adapter needs --index-path", path=source, field="index_path")
        system_config = {"index_path": _abs(index, here if options.index_path is not None else config_dir)}
    else:
        if config.reference is None:
            raise ConfigError("the reference adapter needs 'reference: {corpus: <folder>}' in the config file",
                              path=source, field="reference.corpus")
        ref = config.reference
        system_config = {"corpus": _abs(ref.corpus, config_dir)}
        for key in ("embedder", "chunk_words", "overlap_words"):
            value = getattr(ref, key)
            if value is not None:
                system_config[key] = value

    execution: dict[str, Any] = {}
    concurrency = _pick(options.concurrency, config.concurrency)
    if concurrency is not None:
        execution["concurrency"] = concurrency
    timeout = _pick(options.timeout, config.http.timeout)
    if timeout is not None:
        execution["timeout_s"] = float(timeout)
    slow = _pick(options.slow_threshold, config.http.slow_threshold)
    if slow is not None:
        execution["slow_threshold_s"] = float(slow)
    if config.retry.max_attempts is not None:
        execution["retries"] = config.retry.max_attempts - 1
    if config.retry.backoff is not None:
        execution["backoff"] = config.retry.backoff
    if config.retry.backoff_base_s is not None:
        execution["backoff_base_s"] = config.retry.backoff_base_s

    judge: dict[str, Any] = {"kind": _pick(options.judge, config.judge) or "auto"}
    if config.comparison.semantic_similarity_threshold is not None:
        judge["similarity_threshold"] = config.comparison.semantic_similarity_threshold
    if config.comparison.embedding_model is not None:
        judge["embedder"] = config.comparison.embedding_model

    t = config.thresholds
    metrics = {name: getattr(t, name) for name in METRIC_THRESHOLDS if getattr(t, name) is not None}
    metrics.update(options.fail_under_metrics)
    thresholds: dict[str, Any] = {
        "max_error_rate": t.max_error_rate if t.max_error_rate is not None else ADHOC_MAX_ERROR_RATE,
        "composite": _pick(options.fail_under, t.composite),
        "metrics": dict(sorted(metrics.items())),
    }
    if t.max_hallucination_rate is not None:
        thresholds["max_hallucination_rate"] = t.max_hallucination_rate

    data: dict[str, Any] = {
        "name": options.name or adhoc_identity(adapter, system_config.get("endpoint") or system_config.get("chain_path")
                                               or system_config.get("index_path") or system_config.get("corpus"),
                                               dataset),
        "description": f"ad-hoc run of a {adapter} system built by `rageval run`",
        "dataset": {"path": dataset},
        "system": {"adapter": adapter, "config": system_config},
        "variants": config.variants or {"default": {}},
        "execution": execution,
        "judge": judge,
        "thresholds": thresholds,
    }
    if config.weights is not None:
        data["weights"] = config.weights
    if options.retrieval_only:
        data["retrieval_only"] = True
    suite = parse_suite(data, source=source, base_dir=config_dir)
    _validate_system(suite, source)

    if options.output is not None:
        output_dir = Path(options.output).expanduser()
        output_dir = output_dir if output_dir.is_absolute() else here / output_dir
    elif config.output.directory is not None:
        output_dir = Path(_abs(config.output.directory, config_dir))
    else:
        output_dir = here / "results"
    formats = tuple(dict.fromkeys(config.output.formats)) or ("markdown", "json")
    return AdhocPlan(suite=suite, output_dir=output_dir, formats=formats, env_headers=tuple(env_headers),
                     endpoint=endpoint, endpoint_env=endpoint_env)


def _expand(text: str, source: str, field_name: str) -> str:
    """``${VAR}`` from the environment; an unset one is a ConfigError naming it (never a value)."""
    from rageval_pipeline.core.adapters.factory import expand_env

    try:
        return expand_env(text, os.environ, field=field_name)
    except ConfigError as exc:
        raise ConfigError(exc.message, path=source, field=field_name) from None


#: the process-only variables holding secrets typed into an ad-hoc endpoint URL (``_1``, ``_2`` …)
URL_SECRET_ENV = "RAGEVAL_CLI_URL_SECRET"
#: query parameters whose values are credentials (matched in the lower-cased name)
_SECRET_PARAM = re.compile(r"key|token|secret|passw|pwd|auth|sig|credential|session|access|bearer|jwt")


def literal_url_secrets(url: str) -> list[tuple[str, str]]:
    """``(what, value)`` of each credential typed literally into ``url``: the password of its
    user-info and the values of query parameters named like credentials (``api_key``, ``token``,
    ``sig`` …). A ``${VAR}`` value is a reference, not a secret."""
    parts = urlsplit(url)
    found: list[tuple[str, str]] = []
    userinfo = parts.netloc.rpartition("@")[0] if "@" in parts.netloc else ""
    if ":" in userinfo:
        password = userinfo.split(":", 1)[1]
        if password and not _TEMPLATE.fullmatch(password):
            found.append(("password", password))
    for pair in parts.query.split("&") if parts.query else []:
        name, eq, value = pair.partition("=")
        if eq and value and _SECRET_PARAM.search(name.lower()) and not _TEMPLATE.fullmatch(value):
            found.append((name, value))
    return found


def protect_endpoint(url: str) -> tuple[str, dict[str, str]]:
    """``(stored, env)``: ``url`` with each literal secret replaced by ``${RAGEVAL_CLI_URL_SECRET_n}``
    and those variables' values, to be set only in the process that runs now. A later run
    elsewhere (the nightly schedule) lacks them and fails before any call, saying to pass the
    secret as a ``${VAR}`` of its own."""
    secrets = literal_url_secrets(url)
    if not secrets:
        return url, {}
    parts = urlsplit(url)
    env: dict[str, str] = {}
    netloc, query = parts.netloc, parts.query
    for what, value in secrets:
        var = f"{URL_SECRET_ENV}_{len(env) + 1}"
        env[var] = value
        if what == "password":
            userinfo, _, host = netloc.rpartition("@")
            netloc = f"{userinfo.split(':', 1)[0]}:${{{var}}}@{host}"
        else:
            query = "&".join(f"{what}=${{{var}}}" if pair == f"{what}={value}" else pair for pair in query.split("&"))
    return urlunsplit((parts.scheme, netloc, parts.path, query, parts.fragment)), env


def cli_only_secret_problem(endpoint: object, env: Mapping[str, str]) -> str | None:
    """Why a stored ad-hoc endpoint cannot be called here: it had a secret typed into its URL, kept
    only by the process that ran it (``None`` when every such secret is available)."""
    names = re.findall(r"\$\{(" + URL_SECRET_ENV + r"_\d+)\}", str(endpoint))
    if not names or all(env.get(name) for name in names):
        return None
    return ("this ad-hoc configuration was run with a secret typed into its endpoint URL, which is never stored; "
            "run it again with the secret as an environment variable, e.g. "
            "--endpoint 'https://host/query?api_key=${RAG_KEY}'")


def _validate_system(suite: Suite, source: str) -> None:
    """Check ``system.config`` with the adapter registry's own models, before anything runs."""
    from rageval_pipeline.core.adapters.factory import ADAPTERS

    if suite.system.adapter == "reference":  # its corpus was checked above, with the config file's wording
        return
    model = ADAPTERS[suite.system.adapter].config
    try:
        model.model_validate(suite.system.config)
    except ValidationError as exc:
        raise config_error(exc, model, path=source) from None


def adhoc_identity(adapter: str, target: object, dataset: str | Path) -> str:
    """A stable, readable suite name for one ad-hoc configuration: what is evaluated, on what data,
    plus a short hash so two endpoints with the same host never share reports, drift or trends.
    ``${VAR}`` parts of an endpoint stay unexpanded (a token never becomes part of a name)."""
    text = str(target or adapter)
    parsed = urlsplit(text) if "://" in text else None
    place = f"{parsed.hostname or ''}{parsed.path or ''}" if parsed else Path(text).name
    words = re.sub(r"[^a-z0-9]+", "-", f"{place}-{Path(str(dataset)).stem}".lower()).strip("-")
    digest = hashlib.sha256(f"{adapter}|{text}|{Path(str(dataset)).resolve()}".encode()).hexdigest()[:6]
    return f"adhoc-{words[:48].strip('-')}-{digest}" if words else f"adhoc-{digest}"


def suite_yaml(suite: Suite) -> str:
    """The ad-hoc suite as YAML (paths absolute, header *templates* only — never a secret)."""
    header = ("# Written by `rageval run` for the ad-hoc partition (<date>|adhoc); regenerated on every run.\n"
              "# Header values here are ${VAR} templates only; literal values and --header flags are never stored.\n"
              f"# A secret typed into the endpoint URL is stored as ${{{URL_SECRET_ENV}_n}}, set only while that run lasted.\n")
    body: str = yaml.safe_dump(suite.model_dump(mode="json", exclude_none=True), sort_keys=True, allow_unicode=True)
    return header + body


__all__ = ["ADHOC_NAME", "METRIC_THRESHOLDS", "URL_SECRET_ENV", "AdhocPlan", "CliOptions", "EvalConfig",
           "build_adhoc_suite", "cli_only_secret_problem", "literal_url_secrets", "load_eval_config",
           "protect_endpoint", "suite_yaml"]
