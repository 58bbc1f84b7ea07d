"""Suites: one YAML file names a whole evaluation.

A suite says which dataset to load, which system to ask (adapter + config), which variants of it
to compare, how to judge, how to weight metrics and which thresholds gate the run. Paths inside a
suite file are relative to that file. Secrets never live here: a suite names *environment
variables* (``api_key_env``), read only when a run executes.
"""

from __future__ import annotations

import datetime as dt
import difflib
import itertools
import os
import re
import typing
from pathlib import Path
from typing import Any, Literal, TypeVar

import yaml
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
    field_validator,
    model_validator,
)

from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.core.metrics.generation import (
    DEFAULT_WEIGHTS,
    SCORED_METRICS,
    WEIGHTABLE_METRICS,
    unknown_names,
)
from rageval_pipeline.core.records.hashing import stable_hash
from rageval_pipeline.core.records.schemas import DatasetFormat

C = TypeVar("C", bound=BaseModel)
SUITE_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")
#: variant names also take the ``knob=value,knob=value`` form sweeps generate
VARIANT_NAME = re.compile(r"^[a-z0-9][a-z0-9_.=,-]{0,127}$")
#: more shards than this only adds per-step overhead (a step costs ~1 s to schedule on a worker)
MAX_SHARDS = 256


def check_weights(weights: dict[str, float]) -> dict[str, float]:
    """Composite weights over known metrics, non-negative and not all zero (suite and config file)."""
    unknown = unknown_names(weights, WEIGHTABLE_METRICS)
    if unknown:
        raise ValueError(f"unknown metric(s) {unknown}; supported: {', '.join(WEIGHTABLE_METRICS)}")
    if any(w < 0 for w in weights.values()) or sum(weights.values()) <= 0:
        raise ValueError("weights must be non-negative and not all zero")
    return weights


class _Section(BaseModel):
    # NaN/Infinity in a weight or threshold would compare false everywhere: refuse them at load
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)


class DatasetSection(_Section):
    path: str
    format: DatasetFormat | None = None
    require_labeled: bool = False
    max_age_days: int = Field(default=30, ge=1)


class SystemSection(_Section):
    #: a name in the adapter registry (``core/adapters/factory.py``)
    adapter: str = "reference"
    config: dict[str, Any] = Field(default_factory=dict)

    @field_validator("adapter")
    @classmethod
    def _registered(cls, name: str) -> str:
        from rageval_pipeline.core.adapters.factory import ADAPTER_NAMES

        if name not in ADAPTER_NAMES:
            raise ValueError(f"unknown adapter {name!r}; supported: {', '.join(ADAPTER_NAMES)}")
        return name


class ReplaySection(_Section):
    """Seed 000's replay mode: frozen responses (and optionally frozen verdicts) instead of calls."""

    responses: str
    verdicts: str | None = None


class SweepSection(_Section):
    """Many variants from a base and the knobs that vary: a ``grid`` (every combination) or a
    ``list`` of overrides. Each generated variant is named by what differs from the base, in knob
    order (``k0=40,rerank=off``), so names are readable and stable from night to night."""

    base: dict[str, Any] = Field(default_factory=dict)
    #: name of the base variant in reports and the scorecard
    base_name: str = "base"
    grid: dict[str, list[Any]] = Field(default_factory=dict)
    #: written ``list:`` in YAML (a name that would shadow the builtin inside the class)
    overrides: list[dict[str, Any]] = Field(default_factory=list, alias="list")

    @model_validator(mode="after")
    def _grid_or_list(self) -> SweepSection:
        if bool(self.grid) == bool(self.overrides):
            raise ValueError("give exactly one of sweep.grid (every combination) or sweep.list (explicit overrides)")
        for knob, values in self.grid.items():
            if not values:
                raise ValueError(f"sweep.grid.{knob} needs at least one value")
        return self

    def variants(self) -> dict[str, dict[str, Any]]:
        """``{name: params}``: the base first, then each override of it, in grid / list order."""
        if self.overrides:
            overrides = list(self.overrides)
        else:
            knobs = list(self.grid)
            overrides = [dict(zip(knobs, combo, strict=True))
                         for combo in itertools.product(*(self.grid[k] for k in knobs))]
        out: dict[str, dict[str, Any]] = {self.base_name: dict(self.base)}
        for override in overrides:
            changed = {k: v for k, v in override.items() if self.base.get(k, _UNSET) != v}
            name = variant_label(changed) if changed else self.base_name
            if name in out and out[name] != {**self.base, **override}:
                raise ValueError(f"sweep variants collide on the name {name!r}")
            out[name] = {**self.base, **override}
        return out


_UNSET = object()


def _label_value(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if value is None:
        return "none"
    return re.sub(r"[^a-z0-9_.-]+", "-", str(value).lower()).strip("-") or "empty"


def variant_label(changed: dict[str, Any]) -> str:
    """``{"k0": 40, "rerank": False}`` → ``k0=40,rerank=off`` (knobs in the order given)."""
    return ",".join(f"{re.sub(r'[^a-z0-9_]+', '_', k.lower())}={_label_value(v)}" for k, v in changed.items())


class ABSection(_Section):
    """Which variant is seed 000's simple-RAG baseline and which is the full system."""

    baseline: str
    full: str


class RetrievalSection(_Section):
    ks: list[int] = Field(default_factory=lambda: [1, 3, 5, 10])
    primary_k: int = 5
    near_page_tolerance: int = Field(default=1, ge=0)

    @field_validator("ks")
    @classmethod
    def _positive_sorted(cls, ks: list[int]) -> list[int]:
        if not ks or any(k < 1 for k in ks):
            raise ValueError("ks must be a non-empty list of positive integers")
        return sorted(set(ks))

    @model_validator(mode="after")
    def _primary_in_ks(self) -> RetrievalSection:
        if self.primary_k not in self.ks:
            raise ValueError(f"primary_k {self.primary_k} must be one of ks {self.ks}")
        return self


class ExecutionSection(_Section):
    timeout_s: float = Field(default=30.0, gt=0)
    retries: int = Field(default=3, ge=0, le=10)
    backoff: Literal["exponential", "fixed"] = "exponential"
    backoff_base_s: float = Field(default=1.0, ge=0)
    concurrency: int = Field(default=1, ge=1, le=256)
    slow_threshold_s: float = Field(default=5.0, gt=0)
    #: case shards of ``system_responses`` and ``judge_verdicts`` (``core/runtime/shards.py``): each
    #: shard is a step of its own, so several workers share one date; 1 = one step per asset. Whether
    #: a suite is sharded (more than 1) shapes its Dagster graph, read when the code location loads.
    shards: int = Field(default=1, ge=1, le=MAX_SHARDS)


class JudgeSection(_Section):
    """``auto`` = Claude when the API key variable is set at run time, else the local judge."""

    #: ``auto`` or a name in the judge registry (``core/judges/factory.py``)
    kind: str = "auto"
    model: str = "claude-sonnet-4-6"  # claude-sonnet-4-5 reaches end of life 2026-11-30
    passes: int = Field(default=3, ge=1, le=9)
    escalation_threshold: float = Field(default=0.7, ge=0, le=1)
    similarity_threshold: float = Field(default=0.85, ge=0, le=1)
    embedder: str = "all-MiniLM-L6-v2"
    #: local judge: MiniLM's precision; ``auto`` is bfloat16 where the CPU computes it natively
    #: (AVX512-BF16 or AMX: about twice as fast) and float32 elsewhere; ``float32`` gives the same
    #: vectors on every machine
    embedding_precision: Literal["auto", "float32", "bfloat16"] = "auto"
    #: local judge: a folder with a sequence-classification (NLI) checkpoint whose entailment
    #: probability joins each claim's support (``core/judges/nli.py``); never downloaded
    nli_model_path: str | None = None
    #: local judge: a second reading of each supported claim's numbers, dates, amounts and names by a small learned model
    #: (MiniLM with an adapter shipped in the package, ``core/judges/swap_reader.py``); needs the embeddings extra
    swap_check: bool = False
    #: local judge: processes that score answers side by side once their vectors are computed
    #: (``core/judges/forked.py``); ``auto`` = one per CPU this process may use (at most 8), 1 = no fork
    workers: Literal["auto"] | int = "auto"
    api_key_env: str = "ANTHROPIC_API_KEY"
    base_url: str | None = None
    concurrency: int = Field(default=4, ge=1, le=64)
    max_context_chars: int = Field(default=24_000, ge=1000)
    prices: dict[str, dict[str, float]] = Field(default_factory=dict)
    #: human-labelled responses to measure this judge against (judge_calibration asset)
    calibration_labels: str | None = None
    calibration_format: Literal["ragtruth"] = "ragtruth"

    @field_validator("workers", mode="before")
    @classmethod
    def _positive_workers(cls, workers: object) -> object:
        if workers != "auto" and (isinstance(workers, bool) or not isinstance(workers, int) or not 1 <= workers <= 64):
            raise ValueError(f"must be 'auto' or a number of processes from 1 to 64, got {workers!r}")
        return workers

    @field_validator("kind")
    @classmethod
    def _registered(cls, name: str) -> str:
        from rageval_pipeline.core.judges.factory import JUDGE_KINDS

        if name not in JUDGE_KINDS:
            raise ValueError(f"unknown judge {name!r}; supported: {', '.join(JUDGE_KINDS)}")
        return name


class PassRule(_Section):
    """Seed 000: a case passes only if its answer meets this minimum quality."""

    min_composite: float = Field(default=0.6, ge=0, le=1)
    min_correctness: int = Field(default=1, ge=0, le=2)
    min_evidence: int = Field(default=1, ge=0, le=2)
    min_hallucination: int = Field(default=2, ge=0, le=2)


class DriftSection(_Section):
    """How far a headline metric may drop against the previous date (and the pinned reference)."""

    tolerance: float = Field(default=0.05, ge=0, le=1)
    warn_at: float = Field(default=0.02, ge=0, le=1)
    #: latency and cost are compared relative to the previous value (1.0 = twice as slow/expensive)
    latency_cost_tolerance: float = Field(default=1.0, ge=0)
    latency_cost_warn_at: float = Field(default=0.5, ge=0)
    #: p95 latency moves smaller than this many milliseconds are noise, whatever their ratio
    latency_floor_ms: float = Field(default=50.0, ge=0)
    trend_window: int = Field(default=14, ge=1, le=365)

    @model_validator(mode="after")
    def _ordered(self) -> DriftSection:
        if self.warn_at > self.tolerance:
            raise ValueError(f"warn_at ({self.warn_at}) must not exceed tolerance ({self.tolerance})")
        if self.latency_cost_warn_at > self.latency_cost_tolerance:
            raise ValueError("latency_cost_warn_at must not exceed latency_cost_tolerance")
        return self


class Thresholds(_Section):
    """Gates. ``None`` means "not gated" (reported, never failing)."""

    max_error_rate: float = Field(default=0.1, ge=0, le=1)
    composite: float | None = Field(default=None, ge=0, le=1)
    #: the composite gate also needs this share of the composite's weight to have been measured
    #: (mean over answerable cases); ``None`` = the weight of ``composite_requires``
    composite_coverage: float | None = Field(default=None, ge=0, le=1)
    #: metrics the composite gate needs measured (on at least half of the answerable cases): a
    #: composite made of answer relevance alone says nothing about hallucination
    composite_requires: list[str] = Field(default_factory=lambda: ["faithfulness"])
    metrics: dict[str, float] = Field(default_factory=dict)
    retrieval: dict[str, float] = Field(default_factory=dict)
    max_hallucination_rate: float | None = Field(default=None, ge=0, le=1)
    min_win_rate: float | None = Field(default=None, ge=0, le=1)
    max_drop: float | None = Field(default=None, ge=0, le=1)

    @field_validator("metrics")
    @classmethod
    def _known_metrics(cls, metrics: dict[str, float]) -> dict[str, float]:
        unknown = unknown_names(metrics, SCORED_METRICS)
        if unknown:
            raise ValueError(f"unknown metric(s) {unknown}; supported: {', '.join(SCORED_METRICS)}")
        return metrics

    @field_validator("composite_requires")
    @classmethod
    def _known_required(cls, names: list[str]) -> list[str]:
        unknown = unknown_names(names, WEIGHTABLE_METRICS)
        if unknown:
            raise ValueError(f"unknown metric(s) {unknown}; supported: {', '.join(WEIGHTABLE_METRICS)}")
        return names


class Suite(_Section):
    name: str
    description: str = ""
    mode: Literal["live", "replay"] = "live"
    dataset: DatasetSection
    system: SystemSection = Field(default_factory=SystemSection)
    variants: dict[str, dict[str, Any]] = Field(default_factory=lambda: {"default": dict[str, Any]()})
    ab: ABSection | None = None
    replay: ReplaySection | None = None
    retrieval: RetrievalSection = Field(default_factory=RetrievalSection)
    execution: ExecutionSection = Field(default_factory=ExecutionSection)
    judge: JudgeSection = Field(default_factory=JudgeSection)
    weights: dict[str, float] = Field(default_factory=lambda: dict(DEFAULT_WEIGHTS))
    pass_rule: PassRule = Field(default_factory=PassRule)
    thresholds: Thresholds = Field(default_factory=Thresholds)
    drift: DriftSection = Field(default_factory=DriftSection)
    pinned_reference_date: str | None = None
    #: first day of the suite's daily partitions in Dagster (default: the first date it was run;
    #: see ``defs/suite_scope.py``). Set it to backfill dates before the first run.
    start_date: dt.date | None = None
    #: a grid or list of variants generated from a base (replaces ``variants``)
    sweep: SweepSection | None = None
    #: retrieval metrics only: no judging, no answer scores (a cheap retrieval sweep)
    retrieval_only: bool = False
    #: folder holding the suite file; relative paths resolve against it (not part of the YAML)
    base_dir: str = Field(default=".", exclude=True)

    @field_validator("name")
    @classmethod
    def _name(cls, name: str) -> str:
        if not SUITE_NAME.match(name):
            raise ValueError("must be lowercase letters, digits, '-' or '_' (max 64), starting with a letter/digit")
        return name

    @field_validator("variants")
    @classmethod
    def _variants(cls, variants: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
        if not variants:
            raise ValueError("at least one variant is required")
        for name in variants:
            if not VARIANT_NAME.match(name):
                raise ValueError(f"variant name {name!r} must be lowercase letters, digits and '-', '_', '.', "
                                 "'=' or ',' (max 128)")
        return variants

    @model_validator(mode="before")
    @classmethod
    def _sweep_makes_the_variants(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("sweep") is not None:
            if data.get("variants"):
                raise ValueError("a suite with a sweep generates its variants: remove `variants`")
            try:
                sweep = SweepSection.model_validate(data["sweep"])
            except ValidationError as exc:  # a ValueError: pydantic would print the nested error whole
                problem = validation_problem(exc, SweepSection, prefix="sweep.")
                raise ValueError(": ".join(p for p in reversed(problem or ("invalid sweep", None)) if p)) from None
            data = {**data, "variants": sweep.variants()}
        return data

    @model_validator(mode="after")
    def _retrieval_only_gates(self) -> Suite:
        if self.retrieval_only:
            answer_gates = [name for name, value in (("composite", self.thresholds.composite),
                                                     ("max_hallucination_rate", self.thresholds.max_hallucination_rate),
                                                     ("min_win_rate", self.thresholds.min_win_rate)) if value is not None]
            answer_gates += [f"metrics.{m}" for m in self.thresholds.metrics]
            if answer_gates:
                raise ValueError(f"retrieval_only suites judge no answers, so thresholds {answer_gates} "
                                 "could never be measured: remove them or set retrieval_only: false")
        return self

    @property
    def base_variant(self) -> str:
        """What the scorecard compares every other variant with: the sweep's base, else the A/B
        baseline, else the first variant by name."""
        if self.sweep is not None:
            return self.sweep.base_name
        if self.ab is not None:
            return self.ab.baseline
        return sorted(self.variants)[0]

    @field_validator("weights")
    @classmethod
    def _weights(cls, weights: dict[str, float]) -> dict[str, float]:
        return check_weights(weights)

    @model_validator(mode="after")
    def _replay_has_fixtures(self) -> Suite:
        if self.mode == "replay" and self.replay is None:
            raise ValueError("mode: replay needs a replay section naming the frozen responses file")
        return self

    @model_validator(mode="after")
    def _retrieval_thresholds_known(self) -> Suite:
        from rageval_pipeline.core.metrics import reported_retrieval_metrics

        known = tuple(reported_retrieval_metrics(self.retrieval.ks))
        unknown = unknown_names(self.thresholds.retrieval, known)
        if unknown:
            raise ValueError(f"thresholds.retrieval: unknown metric(s) {unknown} for ks {self.retrieval.ks}; "
                             f"supported: {', '.join(known)}")
        return self

    @model_validator(mode="after")
    def _ab_names_variants(self) -> Suite:
        if self.ab is not None:
            for role in ("baseline", "full"):
                name = getattr(self.ab, role)
                if name not in self.variants:
                    raise ValueError(f"ab.{role} names variant {name!r}, which is not in variants {sorted(self.variants)}")
        return self

    def resolve(self, relative: str) -> Path:
        """A path from the suite file, resolved against the suite's folder."""
        path = Path(relative)
        return path if path.is_absolute() else (Path(self.base_dir) / path).resolve()

    @property
    def normalised_weights(self) -> dict[str, float]:
        total = sum(self.weights.values())
        return {name: w / total for name, w in sorted(self.weights.items())}

    def config_hash(self) -> str:
        """Hash of everything that changes results (drift explains itself with it); where the
        partitions start and how many shards share the work change no result."""
        return stable_hash(self.model_dump(mode="json", exclude={"start_date": True, "execution": {"shards"}}))


def _pydantic_field(loc: tuple[Any, ...]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _model_in(annotation: Any) -> type[BaseModel] | None:
    """The model an annotation holds directly or through ``X | None`` (else ``None``)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in typing.get_args(annotation):
        found = _model_in(arg)
        if found is not None:
            return found
    return None


def _model_at(model: type[BaseModel], loc: tuple[Any, ...]) -> type[BaseModel] | None:
    """The model whose field ``loc`` names (``loc`` without its last part), through nested sections
    and the values of ``dict[str, Section]`` / ``list[Section]`` fields; ``None`` when not a model."""
    current: type[BaseModel] | None = model
    pending: Any = None  # a container annotation whose keys / indices the next parts step over
    for part in loc:
        if pending is not None:
            args = typing.get_args(pending)
            pending = None
            current = _model_in(args[-1]) if args else None
            if current is None:
                return None
            continue
        if current is None:
            return None
        field = next((f for name, f in current.model_fields.items() if part in (name, f.alias)), None)
        if field is None:
            return None
        inner = _model_in(field.annotation)
        if inner is not None:
            current = inner
        else:
            origin = typing.get_origin(field.annotation)
            if origin in (dict, list):
                pending, current = field.annotation, None
            else:
                return None
    return current


def config_keys(model: type[BaseModel]) -> list[str]:
    """The keys a config file may write for ``model``: aliases where set, internal fields left out."""
    return [f.alias or name for name, f in model.model_fields.items() if not f.exclude]


def validation_problem(exc: ValidationError, model: type[BaseModel], *, prefix: str = "",
                       skip_missing: bool = False) -> tuple[str, str | None] | None:
    """``(message, field)`` for the first error of ``exc`` in words a config file's author can act on.

    An unknown key names the close match and every supported key of its section
    (``unknown key; did you mean 'timeout'? supported: endpoint, headers, timeout``); other errors
    keep pydantic's message without its "Value error, " prefix. Values are never quoted: a config
    may hold credentials. ``prefix`` is where ``model`` sits in the file (``system.config.``).
    """
    errors = [e for e in exc.errors() if not (skip_missing and e["type"] == "missing")]
    if not errors:
        return None
    # an unknown key first: "datset:" is why "dataset" is missing, and saying so is what helps
    errors.sort(key=lambda e: e["type"] != "extra_forbidden")
    first = errors[0]
    loc = tuple(first["loc"])
    message = first["msg"].removeprefix("Value error, ")
    if first["type"] == "extra_forbidden" and loc:
        section = _model_at(model, loc[:-1])
        if section is not None:
            keys = config_keys(section)
            close = difflib.get_close_matches(str(loc[-1]), keys, n=1, cutoff=0.8)  # typos, not look-alikes
            hint = f"did you mean {close[0]!r}? " if close else ""
            message = f"unknown key; {hint}supported: {', '.join(keys)}"
        else:
            message = "unknown key"
    if len(errors) > 1:
        message += f" (and {len(errors) - 1} more problem(s))"
    field = _pydantic_field(loc)
    return message, (prefix + field if field else prefix.rstrip(".") or None)


def config_error(exc: ValidationError, model: type[BaseModel], *, path: str | Path | None,
                 prefix: str = "") -> ConfigError:
    """:func:`validation_problem` as a :class:`ConfigError` naming the file and the field."""
    problem = validation_problem(exc, model, prefix=prefix)
    message, field = problem if problem is not None else ("invalid configuration", None)
    return ConfigError(message, path=path, field=field)


def _check_system_config(suite: Suite, source: str | Path) -> None:
    """``system.config`` against the adapter's config model, at load: a misspelt key or a wrong type
    fails before any call. A field left out is reported when the system is built (a suite may be
    loaded to list or inspect it without being runnable here), and a replayed suite calls no
    system, so its config is not needed."""
    from rageval_pipeline.core.adapters.factory import ADAPTERS

    if suite.mode != "live":
        return
    model = ADAPTERS[suite.system.adapter].config
    try:
        model.model_validate(suite.system.config)
    except ValidationError as exc:
        problem = validation_problem(exc, model, prefix="system.config.", skip_missing=True)
        if problem is not None:
            raise ConfigError(problem[0], path=source, field=problem[1]) from None
    if suite.system.adapter == "http":
        from rageval_pipeline.core.adapters.http import check_request_template

        try:
            check_request_template(suite.system.config.get("request_template"))
        except ConfigError as exc:
            raise ConfigError(exc.message, path=source, field="system.config.request_template") from None


def parse_suite(data: Any, *, source: str | Path, base_dir: str | Path | None = None) -> Suite:
    """Validate a suite mapping; errors name the file and the field."""
    if not isinstance(data, dict):
        raise ConfigError("a suite file must hold a mapping at the top level", path=source)
    try:
        suite = Suite.model_validate(data)
    except ValidationError as exc:
        raise config_error(exc, Suite, path=source) from None
    suite.base_dir = str(Path(base_dir) if base_dir is not None else Path(source).resolve().parent)
    _check_system_config(suite, source)
    try:
        suite.config_hash()  # every suite must be hashable for provenance: catch what JSON cannot hold
    except (ValueError, UnicodeEncodeError) as exc:
        raise ConfigError(f"suite holds a value that cannot be stored as JSON ({exc.__class__.__name__})",
                          path=source) from None
    return suite


def read_yaml_file(path: str | Path, *, what: str) -> Any:
    """Parse a YAML file; every failure is a ConfigError naming the file (and line when known).

    Values are never echoed: a config file may hold credentials.
    """
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ConfigError(f"{what} does not exist", path=path) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read {what}: {exc.__class__.__name__}", path=path) from None
    try:
        data = yaml.load(text, Loader=_Loader)  # noqa: S506 - a SafeLoader subclass
    except RecursionError:
        raise ConfigError("YAML nesting is too deep", path=path) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(exc, "problem", None) or "not valid YAML"
        raise ConfigError(f"invalid YAML: {problem}", path=path, line=line) from None
    except ValueError as exc:
        raise ConfigError(f"invalid YAML value: {exc}", path=path) from None
    bad = _find_bad_date(data, ())
    if bad is not None:
        where, date = bad
        raise ConfigError(f"{date.text!r} is not a valid date ({date.reason}); write YYYY-MM-DD",
                          path=path, line=date.line, field=_pydantic_field(where) or None)
    return data


class _BadDate:
    """A scalar YAML reads as a date that does not exist (``2026-13-45``): kept, to be reported with
    its field and line once the whole file is read."""

    def __init__(self, text: str, line: int, reason: str) -> None:
        self.text, self.line, self.reason = text, line, reason


class _Loader(yaml.SafeLoader):  # type: ignore[misc]  # PyYAML is untyped here
    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        # YAML lets a later key silently replace an earlier one: two `endpoint:` lines would run
        # whichever came last, so a repeated key is an error naming its line
        seen: set[Any] = set()
        for key_node, _ in node.value:
            if isinstance(key_node, yaml.ScalarNode) and key_node.tag != "tag:yaml.org,2002:merge":
                key = key_node.value
                if key in seen:
                    raise yaml.constructor.ConstructorError(
                        None, None, f"key {key!r} appears twice in one mapping", key_node.start_mark)
                seen.add(key)
        return super().construct_mapping(node, deep=deep)

    def construct_yaml_timestamp(self, node: Any) -> Any:
        try:
            return super().construct_yaml_timestamp(node)
        except ValueError as exc:
            return _BadDate(str(node.value), node.start_mark.line + 1, str(exc))


_Loader.add_constructor("tag:yaml.org,2002:timestamp", _Loader.construct_yaml_timestamp)


def _find_bad_date(data: Any, where: tuple[Any, ...]) -> tuple[tuple[Any, ...], _BadDate] | None:
    if isinstance(data, _BadDate):
        return where, data
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        found = _find_bad_date(value, (*where, key))
        if found is not None:
            return found
    return None


def system_config(model: type[C], suite: Suite) -> C:
    """``suite.system.config`` as ``model``; a bad field is a ConfigError naming the suite file and field."""
    try:
        config = model.model_validate(suite.system.config)
    except ValidationError as exc:
        raise config_error(exc, model, path=f"{suite.name}.yaml", prefix="system.config.") from None
    from rageval_pipeline.core.config.adhoc import cli_only_secret_problem

    # an ad-hoc endpoint whose typed-in secret only the run that stored it had: never call a wrong URL
    problem = cli_only_secret_problem(suite.system.config.get("endpoint"), os.environ)
    if problem is not None:
        raise ConfigError(problem, path=f"{suite.name}.yaml", field="system.config.endpoint")
    return config


def load_suite(path: str | Path, *, name_is_file_name: bool = True) -> Suite:
    """Read and validate ``path`` (YAML). A suite's name is its file stem (the partition key), except
    for the ad-hoc suite file, which holds whichever named ad-hoc configuration ran last."""
    file = Path(path)
    data = read_yaml_file(file, what="suite file")
    if name_is_file_name and isinstance(data, dict) and "name" not in data:
        data = {"name": file.stem, **data}  # the file name is the suite's name: saying it twice is optional
    suite = parse_suite(data, source=file, base_dir=file.resolve().parent)
    if name_is_file_name and suite.name != file.stem:
        raise ConfigError(f"suite name {suite.name!r} must match the file name {file.stem!r}", path=file, field="name")
    return suite


_START_DATE = TypeAdapter(dt.date)


def declared_start_date(path: str | Path) -> dt.date | None:
    """The ``start_date`` a suite file declares, read without loading the rest of the suite (Dagster
    needs it when definitions load; a file that does not parse reports itself when it runs).
    A ``start_date`` that is not a date is a ConfigError naming the file and the field."""
    try:
        data = read_yaml_file(path, what="suite file")
    except ConfigError:
        return None
    if not isinstance(data, dict) or data.get("start_date") is None:
        return None
    try:
        return _START_DATE.validate_python(data["start_date"])
    except ValidationError as exc:
        message = exc.errors()[0]["msg"]
        raise ConfigError(message, path=path, field="start_date") from None


def declared_shards(path: str | Path) -> int:
    """The ``execution.shards`` a suite file declares (default 1), read without loading the rest of
    the suite: Dagster needs it when definitions load, to give a sharded suite its fan-out graph. A
    file that does not parse reports itself when it runs; a bad ``shards`` is a ConfigError naming
    the file and the field."""
    try:
        data = read_yaml_file(path, what="suite file")
    except ConfigError:
        return 1
    execution = data.get("execution") if isinstance(data, dict) else None
    if not isinstance(execution, dict) or execution.get("shards") is None:
        return 1
    try:
        return ExecutionSection.model_validate({"shards": execution["shards"]}).shards
    except ValidationError as exc:
        raise ConfigError(exc.errors()[0]["msg"], path=path, field="execution.shards") from None


def discover_suites(folder: str | Path) -> dict[str, Path]:
    """Suite files in ``folder`` by name (``<name>.yaml``), sorted. Only names; not validated here."""
    root = Path(folder)
    if not root.is_dir():
        raise ConfigError("suites folder does not exist", path=root)
    return {p.stem: p for p in sorted(root.glob("*.yaml")) if SUITE_NAME.match(p.stem)}
