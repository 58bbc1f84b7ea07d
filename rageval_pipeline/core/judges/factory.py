"""The judge registry: each judge kind a suite may name, and how it is built.

``auto`` resolves at run time: Claude when the API key is present, the local judge otherwise — so
the same suite runs offline in CI and with Claude where a key is configured. A suite in replay mode
with frozen verdicts is judged by a ``FrozenJudge`` whatever its kind. A new judge is one module
plus one entry in ``JUDGES``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from rageval_pipeline.core.config.suites import JudgeSection, Suite
from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.core.judges.base import Judge, PairwiseJudge
from rageval_pipeline.core.judges.prompts import default_rubric_path
from rageval_pipeline.core.retrieval.embeddings import embedder_by_name

if TYPE_CHECKING:
    from rageval_pipeline.core.judges.cache import JudgeCache

RUBRIC_PATH = default_rubric_path()


@dataclass(frozen=True)
class JudgeInputs:
    """What a builder may use besides the judge settings: the key (never stored) and the call cache."""

    api_key: str | None
    cache_path: Path | None
    #: replay mode: serve only cached calls, never a new paid one
    replay_only: bool = False


@dataclass(frozen=True)
class JudgeKind:
    name: str
    summary: str
    needs_api_key: bool
    build: Callable[[JudgeSection, JudgeInputs], Judge]


def _local(settings: JudgeSection, inputs: JudgeInputs) -> Judge:
    from rageval_pipeline.core.judges.local import LocalJudge

    from rageval_pipeline.core.judges.vector_cache import VectorCache

    # sentence vectors are kept next to the Claude call cache (the run's local cache folder)
    cache = VectorCache(inputs.cache_path.with_name("judge_vectors.sqlite")) if inputs.cache_path else None
    return LocalJudge(embedder_by_name(settings.embedder, settings.embedding_precision),
                      similarity_threshold=settings.similarity_threshold,
                      nli_model_path=settings.nli_model_path, swap_check=settings.swap_check, vector_cache=cache,
                      workers=settings.workers)


def _cache(inputs: JudgeInputs) -> JudgeCache | None:
    from rageval_pipeline.core.judges.cache import JudgeCache

    return JudgeCache(inputs.cache_path, replay_only=inputs.replay_only) if inputs.cache_path else None


def _anthropic(settings: JudgeSection, inputs: JudgeInputs) -> Judge:
    from rageval_pipeline.core.judges.anthropic_judge import AnthropicJudge

    return AnthropicJudge(
        api_key=inputs.api_key or "", model=settings.model, base_url=settings.base_url, passes=settings.passes,
        concurrency=settings.concurrency, cache=_cache(inputs),
        rubric_text=RUBRIC_PATH.read_text(encoding="utf-8"), prices=settings.prices or None,
        api_key_env=settings.api_key_env,
    )


def _escalate(settings: JudgeSection, inputs: JudgeInputs) -> Judge:
    from rageval_pipeline.core.judges.escalate import EscalatingJudge

    return EscalatingJudge(_local(settings, inputs), _anthropic(settings, inputs),
                           threshold=settings.escalation_threshold)


JUDGES: dict[str, JudgeKind] = {kind.name: kind for kind in (
    JudgeKind("local", "zero-cost, offline: claims, bound facts and MiniLM similarity", False, _local),
    JudgeKind("anthropic", "Claude with a 0-2 rubric, majority vote over passes", True, _anthropic),
    JudgeKind("escalate", "local first; Claude only where the local judge is unsure", True, _escalate),
)}
#: what a suite's ``judge.kind`` (and the CLI's ``--judge``) accepts
JUDGE_KINDS: tuple[str, ...] = ("auto", *JUDGES)


def judge_kind(name: str) -> JudgeKind:
    if name not in JUDGES:
        raise ConfigError(f"unknown judge {name!r}; supported: {', '.join(JUDGE_KINDS)}", field="judge.kind")
    return JUDGES[name]


def resolved_kind(settings: JudgeSection, api_key: str | None) -> str:
    if settings.kind == "auto":
        return "anthropic" if api_key else "local"
    return settings.kind


def build_judge(
    settings: JudgeSection, *, api_key: str | None, cache_path: Path | None, replay_only: bool = False
) -> Judge:
    kind = judge_kind(resolved_kind(settings, api_key))
    if kind.needs_api_key and not api_key:
        raise ConfigError(f"judge kind {kind.name!r} needs an API key in ${settings.api_key_env}", field="judge.kind")
    return kind.build(settings, JudgeInputs(api_key=api_key, cache_path=cache_path, replay_only=replay_only))


def frozen_verdicts(suite: Suite) -> Path | None:
    """The frozen verdicts file a replayed suite is judged from, if it names one."""
    if suite.mode == "replay" and suite.replay is not None and suite.replay.verdicts:
        return suite.resolve(suite.replay.verdicts)
    return None


def judge_for_suite(suite: Suite, *, api_key: str | None, cache_path: Path | None,
                    base_url: str | None = None) -> Judge:
    """The judge of ``suite``'s verdicts stage: frozen verdicts in replay mode, else its kind."""
    frozen = frozen_verdicts(suite)
    if frozen is not None:
        from rageval_pipeline.core.judges.frozen import FrozenJudge

        return FrozenJudge(frozen)
    settings = suite.judge if base_url is None else suite.judge.model_copy(update={"base_url": base_url})
    if settings.nli_model_path:  # relative to the suite file, like every path a suite names
        settings = settings.model_copy(update={"nli_model_path": str(suite.resolve(settings.nli_model_path))})
    return build_judge(settings, api_key=api_key, cache_path=cache_path, replay_only=suite.mode == "replay")


def pairwise_for_suite(suite: Suite, *, api_key: str | None, cache_path: Path | None,
                       base_url: str | None = None) -> PairwiseJudge | None:
    """The side-by-side Claude judge for ``suite``'s A/B, or ``None``: frozen verdicts are compared
    as they are, and local or escalating judges compare the two variants' own verdicts."""
    if suite.ab is None or frozen_verdicts(suite) is not None:
        return None
    settings = suite.judge if base_url is None else suite.judge.model_copy(update={"base_url": base_url})
    return build_pairwise_judge(settings, api_key=api_key, cache_path=cache_path, replay_only=suite.mode == "replay")


def build_pairwise_judge(
    settings: JudgeSection, *, api_key: str | None, cache_path: Path | None, replay_only: bool = False
) -> PairwiseJudge | None:
    """The pairwise Claude judge when the suite judges with Claude; ``None`` means the A/B compares
    the two variants' independent verdicts (local and escalating judges)."""
    if resolved_kind(settings, api_key) != "anthropic":
        return None
    from rageval_pipeline.core.judges.pairwise import PairwiseAnthropicJudge

    inputs = JudgeInputs(api_key=api_key, cache_path=cache_path, replay_only=replay_only)
    return PairwiseAnthropicJudge(
        api_key=api_key or "", model=settings.model, base_url=settings.base_url, cache=_cache(inputs),
        rubric_text=RUBRIC_PATH.read_text(encoding="utf-8"), concurrency=settings.concurrency,
        max_context_chars=settings.max_context_chars, prices=settings.prices or None,
        api_key_env=settings.api_key_env,
    )
