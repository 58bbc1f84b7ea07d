"""Seed 003's ``context_recall_llm``: one Claude call asking whether the retrieved context holds
everything needed to answer the query — the only online metric with an LLM cost.

Why it goes through :class:`~rageval_pipeline.core.judges._claude.ClaudeCaller`, the machinery
the rubric and pairwise judges share: the retry policy (backoff, capped ``retry-after``,
non-retryable 4xx), the truncation retry and repair turn, the lazy SDK client with
``max_retries=0``, API-key scrubbing and caching of only-valid replies are written and tested
there; a second copy would drift. The same :class:`~rageval_pipeline.core.judges.cache.JudgeCache`
stores replies under a key that includes :data:`RECALL_PROMPT_VERSION`, so recall entries never
collide with rubric-judge entries and a repeated request costs nothing.

The call is a single pass at temperature 0 (a recall estimate is a measurement, not a vote). A
call that still fails after retries / repair raises :class:`JudgeError` (key scrubbed); online
evaluation reports it as an error instead of guessing a score. A refused key, account,
permission or model raises its subclass :class:`JudgeSetupError`: the first request that gets it
is the last one this judge makes (every later call raises it again without a request), so a bad
key costs one request per day of logs, not one per escalated request.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rageval_pipeline.core.errors import JudgeError, JudgeOutputError
from rageval_pipeline.core.judges._claude import DEFAULT_API_KEY_ENV, ClaudeCaller
from rageval_pipeline.core.judges.anthropic_judge import DEFAULT_MODEL
from rageval_pipeline.core.judges.cache import JudgeCache, judge_cache_key
from rageval_pipeline.core.judges.cost import PriceTable
from rageval_pipeline.core.judges.prompts import extract_json_text
from rageval_pipeline.core.online.retrieval import RecallJudgement
from rageval_pipeline.core.records.schemas import ContextChunk

RECALL_PROMPT_VERSION = "online-recall-2026-01.1"
"""Part of every cache key: bump it when the prompt or the output schema changes."""

DEFAULT_MAX_CHUNK_CHARS = 4_000
"""Per-chunk budget in the prompt (10 chunks ≈ 12k tokens at most)."""

RECALL_SYSTEM = """You audit the retrieval step of a retrieval-augmented generation system.
Given a user query and the numbered context chunks that were retrieved for it, decide how much of
the information needed to fully answer the query is present in the chunks.

Reply with ONLY a JSON object, no prose and no code fences:
{"recall": <number from 0 to 1>, "missing": [<short description of each missing piece>], "reason": "<one sentence>"}

recall = 1 when the chunks contain everything needed; 0 when they contain nothing relevant;
otherwise the fraction of the needed information that is present."""


class RecallOutput(BaseModel):
    """The reply the model must give."""

    model_config = ConfigDict(extra="ignore")

    recall: float = Field(ge=0.0, le=1.0)
    missing: list[str] = Field(default_factory=list)
    reason: str = ""


def render_recall_prompt(
    query: str, chunks: Sequence[ContextChunk], *, answer: str | None = None, max_chunk_chars: int = DEFAULT_MAX_CHUNK_CHARS
) -> str:
    """The user turn: query, optional extracted answer, chunks labelled ``C1``… (pure, so the cache
    key is a function of the inputs)."""
    parts = [f"Query:\n{query.strip()}"]
    if answer:
        parts.append(f"Value extracted by the system (for reference only):\n{answer.strip()}")
    if not chunks:
        parts.append("Retrieved chunks: (none)")
    for i, chunk in enumerate(chunks, start=1):
        text = chunk.text if len(chunk.text) <= max_chunk_chars else chunk.text[:max_chunk_chars] + " [...truncated]"
        where = " ".join(
            p for p in (chunk.doc_id or "", f"p.{chunk.pages}" if chunk.pages else "") if p
        )
        parts.append(f"[C{i}]{' ' + where if where else ''}\n{text}")
    return "\n\n".join(parts)


def parse_recall_output(text: str) -> RecallOutput:
    """Validate a reply; :class:`JudgeOutputError` (a :class:`JudgeError`) says what was wrong, and
    is what makes the caller ask the model for a repair."""
    try:
        data = json.loads(extract_json_text(text))
    except json.JSONDecodeError as exc:
        raise JudgeOutputError(f"recall reply is not valid JSON ({exc.msg} at char {exc.pos})") from None
    try:
        return RecallOutput.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "(root)"
        raise JudgeOutputError(f"recall reply does not match the schema: {where}: {first['msg']}") from None


class ClaudeRecallJudge:
    """A :class:`~rageval_pipeline.core.online.retrieval.RecallLLM` backed by Claude (see the module docstring)."""

    def __init__(
        self,
        *,
        api_key: str,
        model: str = DEFAULT_MODEL,
        base_url: str | None = None,
        max_tokens: int = 400,
        timeout: float = 30.0,
        max_retries: int = 2,
        cache: JudgeCache | None = None,
        prices: Mapping[str, Mapping[str, float]] | None = None,
        retry_base_delay: float = 1.0,
        max_retry_after: float = 30.0,
        max_chunk_chars: int = DEFAULT_MAX_CHUNK_CHARS,
        api_key_env: str = DEFAULT_API_KEY_ENV,
    ) -> None:
        self.model = model
        self.name = f"anthropic-recall:{model}"
        self.max_tokens = max_tokens
        self.cache = cache
        self.max_chunk_chars = max_chunk_chars
        self.prices = PriceTable(prices)
        self._caller = ClaudeCaller(
            api_key=api_key,
            model=model,
            name=self.name,
            base_url=base_url,
            temperature=0.0,
            max_tokens=max_tokens,
            timeout=timeout,
            max_retries=max_retries,
            retry_base_delay=retry_base_delay,
            max_retry_after=max_retry_after,
            cache=cache,
            api_key_env=api_key_env,
        )

    def __repr__(self) -> str:  # no key, ever
        return f"ClaudeRecallJudge(model={self.model!r})"

    def cache_key(self, user: str) -> str:
        """Cache key of one recall call (model, prompt version, prompts, params)."""
        return judge_cache_key(
            model=self.model,
            prompt_version=RECALL_PROMPT_VERSION,
            system=RECALL_SYSTEM,
            user=user,
            params={"max_tokens": self.max_tokens, "temperature": 0.0},
            pass_index=0,
        )

    def __call__(self, query: str, chunks: Sequence[ContextChunk], *, answer: str | None = None) -> RecallJudgement:
        """Recall of ``chunks`` for ``query``: from the cache when seen before, else one API call;
        :class:`JudgeError` when it failed (:class:`JudgeSetupError` when no call can succeed)."""
        user = render_recall_prompt(query, chunks, answer=answer, max_chunk_chars=self.max_chunk_chars)
        outcome = self._caller.call(
            case_id="online", system=RECALL_SYSTEM, user=user, key=self.cache_key(user),
            parse=parse_recall_output, label="recall call",
        )
        if outcome.output is None:
            raise JudgeError(outcome.error or f"[{self.name}] recall call failed")  # already names the judge
        price, _ = self.prices.lookup(self.model)
        return RecallJudgement(
            score=outcome.output.recall,
            reason=_reason(outcome.output, cached=outcome.cached),
            llm_calls=outcome.calls,
            cost_usd=price.cost(outcome.input_tokens, outcome.output_tokens),
            cached=outcome.cached,
        )

    def close(self) -> None:
        """Close the HTTP client (idempotent)."""
        self._caller.close()


def _reason(out: RecallOutput, *, cached: bool) -> str:
    text = out.reason or "LLM recall"
    if out.missing:
        text += f" (missing: {'; '.join(out.missing[:5])})"
    return text + (" [cached]" if cached else "")


__all__ = [
    "DEFAULT_MAX_CHUNK_CHARS",
    "RECALL_PROMPT_VERSION",
    "RECALL_SYSTEM",
    "ClaudeRecallJudge",
    "RecallOutput",
    "parse_recall_output",
    "render_recall_prompt",
]
