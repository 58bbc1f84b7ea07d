"""Build the judge a suite asks for.

``auto`` resolves at run time: Claude when the API key is present, the local judge otherwise —
so the same suite runs offline in CI and with Claude where a key is configured.
"""

from __future__ import annotations

from pathlib import Path

from rageval_pipeline.core.embeddings import embedder_by_name
from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.core.judges.base import Judge
from rageval_pipeline.core.judges.prompts import default_rubric_path
from rageval_pipeline.core.suites import JudgeSection

RUBRIC_PATH = default_rubric_path()


def resolved_kind(settings: JudgeSection, api_key: str | None) -> str:
    if settings.kind == "auto":
        return "anthropic" if api_key else "local"
    return settings.kind


def build_judge(
    settings: JudgeSection, *, api_key: str | None, cache_path: Path | None, replay_only: bool = False
) -> Judge:
    from rageval_pipeline.core.judges.local import LocalJudge

    kind = resolved_kind(settings, api_key)
    local = LocalJudge(embedder_by_name(settings.embedder), similarity_threshold=settings.similarity_threshold)
    if kind == "local":
        return local
    if not api_key:
        raise ConfigError(f"judge kind {kind!r} needs an API key in ${settings.api_key_env}", field="judge.kind")
    from rageval_pipeline.core.judges.anthropic_judge import AnthropicJudge
    from rageval_pipeline.core.judges.cache import JudgeCache

    llm = AnthropicJudge(
        api_key=api_key, model=settings.model, base_url=settings.base_url, passes=settings.passes,
        concurrency=settings.concurrency, cache=JudgeCache(cache_path, replay_only=replay_only) if cache_path else None,
        rubric_text=RUBRIC_PATH.read_text(encoding="utf-8"), prices=settings.prices or None,
    )
    if kind == "anthropic":
        return llm
    from rageval_pipeline.core.judges.escalate import EscalatingJudge

    return EscalatingJudge(local, llm, threshold=settings.escalation_threshold)


def build_pairwise_judge(
    settings: JudgeSection, *, api_key: str | None, cache_path: Path | None, replay_only: bool = False
):  # noqa: ANN201 - PairwiseAnthropicJudge | None (imported lazily)
    """Seed 000's pairwise Claude judge when the suite judges with Claude; ``None`` means the A/B
    compares the two variants' independent verdicts (local and escalating judges)."""
    if resolved_kind(settings, api_key) != "anthropic":
        return None
    from rageval_pipeline.core.judges.cache import JudgeCache
    from rageval_pipeline.core.judges.pairwise import PairwiseAnthropicJudge

    return PairwiseAnthropicJudge(
        api_key=api_key or "", model=settings.model, base_url=settings.base_url,
        cache=JudgeCache(cache_path, replay_only=replay_only) if cache_path else None,
        rubric_text=RUBRIC_PATH.read_text(encoding="utf-8"), concurrency=settings.concurrency,
        max_context_chars=settings.max_context_chars, prices=settings.prices or None,
    )
