"""The Claude judge: seed 000's strict rubric + seed 002's metrics, 3-pass majority vote, every
pass cached, cost estimated before and counted after.

Why it does its own retries (the SDK client is built with ``max_retries=0``): retries must be
visible per pass (a pass that exhausts them becomes an error pass, the case goes on), their
delays configurable so tests run in milliseconds, and ``retry-after`` capped so one overloaded
minute cannot stall a nightly run for longer than we allow.

One pass = one logical judgement, possibly several HTTP calls:

1. the prompt is sent; 429 / 408 / 409 / 5xx / 529 / timeouts / connection errors are retried
   with exponential backoff (``retry_base_delay * 2**attempt``, jittered) or after the server's
   ``retry-after`` (capped at ``max_retry_after``); other 4xx fail the pass at once;
2. a reply cut off by ``max_tokens`` that does not parse is asked again once with twice the budget;
3. a reply that still does not validate gets one repair turn (the bad reply is sent back with the
   validation problem, asking for the JSON only).

Only a pass that produced a valid :class:`JudgeOutput` is cached, so a failed pass is retried on
the next run. Cached passes cost nothing: their verdict has ``cached=True``, zero tokens and
``cost_usd=0``, and a warning records what they cost when they were first made (the tokens are
deliberately *not* put in ``input_tokens``/``output_tokens``, so summing those fields over a run
always gives the tokens actually billed in that run).

The API key lives only in the SDK client (sent as its auth header); it is never logged, cached,
put in a verdict, or left in an error message (messages are scrubbed of it).
"""

from __future__ import annotations

import json
import logging
import random
import threading
import time
from collections.abc import Iterable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rageval_pipeline.core.errors import ConfigError, JudgeError, RagEvalError
from rageval_pipeline.core.judges.cache import CacheRecord, JudgeCache, judge_cache_key
from rageval_pipeline.core.judges.cost import CostActual, CostEstimate, ModelPrice, PriceTable, estimate_cost
from rageval_pipeline.core.judges.prompts import (
    DEFAULT_MAX_CONTEXT_CHARS,
    PROMPT_VERSION,
    REPAIR_INSTRUCTION,
    JudgeInput,
    JudgeOutput,
    JudgeOutputError,
    MetricJudgement,
    parse_judge_output,
    render_judge_prompt,
)
from rageval_pipeline.core.judges.voting import vote
from rageval_pipeline.core.schemas import (
    ClaimCheck,
    EvalCase,
    Rubric,
    Score,
    SystemResponse,
    Verdict,
    error_verdict,
)

if TYPE_CHECKING:  # the SDK is imported lazily, only when a call is made
    import anthropic

logger = logging.getLogger(__name__)

DEFAULT_MODEL = "claude-sonnet-4-6"  # claude-sonnet-4-5 reaches end of life 2026-11-30
"""Default judge model: Claude Sonnet 4.5, seed 002's "good balance of cost/quality" tier.
Note: anthropic SDK 2.12.0 lists it as deprecated (end of life 2026-11-30) and warns on use;
pass ``model=`` to move to a newer Sonnet."""

DEFAULT_TEMPERATURE = 1.0
"""Passes must be able to disagree for a vote to mean anything, so sampling stays on (> 0).
SDK 2.12.0 has no ``temperature`` argument any more; it is sent through ``extra_body``."""

_RETRYABLE_STATUS = frozenset({408, 409, 429})
_TRUNCATION_GROWTH = 2
_MAX_TOKENS_CEILING = 16_000


@dataclass
class _PassOutcome:
    """The result of one pass: a parsed output or an error, and what it cost."""

    output: JudgeOutput | None
    error: str | None
    input_tokens: int = 0
    output_tokens: int = 0
    calls: int = 0
    cached: bool = False
    cached_tokens: tuple[int, int] = (0, 0)


class AnthropicJudge:
    """LLM judge over the Messages API (see the module docstring for the pass protocol).

    ``judge`` returns ``passes`` pass verdicts (``pass_index`` 0..n-1; failed ones are error
    verdicts) followed by the voted final verdict (``pass_index=None``). ``judge_many`` runs cases
    on a bounded thread pool. A system error response is turned into an error verdict without a call.
    """

    def __init__(
        self,
        *,
        api_key: str,
        rubric_text: str,
        model: str = DEFAULT_MODEL,
        base_url: str | None = None,
        passes: int = 3,
        temperature: float | None = DEFAULT_TEMPERATURE,
        max_tokens: int = 1500,
        timeout: float = 60.0,
        max_retries: int = 3,
        concurrency: int = 4,
        cache: JudgeCache | None = None,
        prices: Mapping[str, Mapping[str, float]] | None = None,
        retry_base_delay: float = 1.0,
        max_retry_after: float = 60.0,
        max_context_chars: int = DEFAULT_MAX_CONTEXT_CHARS,
    ) -> None:
        replay = cache is not None and cache.replay_only
        if not api_key and not replay:
            raise ConfigError("an API key is required (unless the cache is replay-only)", field="api_key")
        checks: list[tuple[bool, str, str]] = [
            (passes >= 1, "passes", "must be >= 1"),
            (max_tokens >= 1, "max_tokens", "must be >= 1"),
            (timeout > 0, "timeout", "must be > 0"),
            (max_retries >= 0, "max_retries", "must be >= 0"),
            (concurrency >= 1, "concurrency", "must be >= 1"),
            (retry_base_delay >= 0, "retry_base_delay", "must be >= 0"),
            (max_retry_after >= 0, "max_retry_after", "must be >= 0"),
            (temperature is None or 0.0 <= temperature <= 1.0, "temperature", "must lie in [0, 1]"),
            (bool(rubric_text.strip()), "rubric_text", "must not be empty"),
        ]
        for ok, name, why in checks:
            if not ok:
                raise ConfigError(why, field=name)
        self._api_key = api_key
        self.model = model
        self.name = f"anthropic:{model}"
        self.base_url = base_url
        self.passes = passes
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.timeout = timeout
        self.max_retries = max_retries
        self.concurrency = concurrency
        self.cache = cache
        self.rubric_text = rubric_text
        self.retry_base_delay = retry_base_delay
        self.max_retry_after = max_retry_after
        self.max_context_chars = max_context_chars
        self.prices = PriceTable(prices)
        self._client: anthropic.Anthropic | None = None
        self._client_lock = threading.Lock()
        self._totals_lock = threading.Lock()
        self._calls = 0
        self._input_tokens = 0
        self._output_tokens = 0
        self._rng = random.Random(0)

    def __repr__(self) -> str:  # no key, ever
        return f"AnthropicJudge(model={self.model!r}, passes={self.passes}, base_url={self.base_url!r})"

    # -- public API ----------------------------------------------------------------------------

    def judge(self, case: EvalCase, response: SystemResponse) -> list[Verdict]:
        """Pass verdicts then the final voted verdict; never raises for a per-case failure."""
        if response.status == "error":
            reason = f"system under test failed, nothing to judge: {response.error}"
            return [error_verdict(case.id, response.variant, self.name, reason)]
        try:
            return self._judge(case, response)
        except RagEvalError as exc:
            reason = self._scrub(str(exc))
            logger.warning("judge %s: case %s: %s", self.name, case.id, reason)
            return [error_verdict(case.id, response.variant, self.name, reason)]

    def judge_many(self, pairs: Iterable[tuple[EvalCase, SystemResponse]]) -> list[list[Verdict]]:
        """Judge cases concurrently (``concurrency`` threads); results in input order."""
        items = list(pairs)
        if not items:
            return []
        with ThreadPoolExecutor(max_workers=min(self.concurrency, len(items)), thread_name_prefix="judge") as pool:
            return list(pool.map(lambda pair: self.judge(*pair), items))

    def prompt_for(self, case: EvalCase, response: SystemResponse) -> tuple[str, str, list[str]]:
        """``(system, user, warnings)`` exactly as sent for this case."""
        return render_judge_prompt(
            JudgeInput.from_case(case, response), self.rubric_text, max_context_chars=self.max_context_chars
        )

    def cache_key(self, system: str, user: str, pass_index: int) -> str:
        """The cache key of one pass (model, prompt version, prompts, params, pass index)."""
        params = {"max_tokens": self.max_tokens, "temperature": self.temperature}
        return judge_cache_key(
            model=self.model,
            prompt_version=PROMPT_VERSION,
            system=system,
            user=user,
            params=params,
            pass_index=pass_index,
        )

    def estimate_cost(
        self, pairs: Iterable[tuple[EvalCase, SystemResponse]], *, expected_output_tokens: int = 700
    ) -> CostEstimate:
        """Seed 002's estimate before the run: every pass not already cached, priced locally."""
        prompts: list[tuple[str, str]] = []
        cached = 0
        for case, response in pairs:
            if response.status == "error":
                continue
            system, user, _ = self.prompt_for(case, response)
            for i in range(self.passes):
                if self.cache is not None and self.cache_key(system, user, i) in self.cache:
                    cached += 1
                else:
                    prompts.append((system, user))
        est = estimate_cost(prompts, self.model, expected_output_tokens, 1, prices=self.prices)
        return est.model_copy(update={"cached_calls": cached})

    def actual_cost(self) -> CostActual:
        """Seed 002's actual cost after the run: the usage the API reported for every call made."""
        with self._totals_lock:
            calls, tin, tout = self._calls, self._input_tokens, self._output_tokens
        price, warning = self.prices.lookup(self.model)
        return CostActual(
            model=self.model,
            calls=calls,
            input_tokens=tin,
            output_tokens=tout,
            usd=price.cost(tin, tout),
            warnings=[warning] if warning else [],
        )

    def close(self) -> None:
        """Close the HTTP client (idempotent)."""
        with self._client_lock:
            if self._client is not None:
                self._client.close()
                self._client = None

    # -- one case ------------------------------------------------------------------------------

    def _judge(self, case: EvalCase, response: SystemResponse) -> list[Verdict]:
        system, user, prompt_warnings = self.prompt_for(case, response)
        outcomes = [self._run_pass(case.id, system, user, i) for i in range(self.passes)]
        price, price_warning = self.prices.lookup(self.model)
        base_warnings = list(prompt_warnings) + ([price_warning] if price_warning else [])
        base_warnings += _context_warnings(response)

        verdicts: list[Verdict] = []
        for i, outcome in enumerate(outcomes):
            cost = price.cost(outcome.input_tokens, outcome.output_tokens)
            usage = {"input_tokens": outcome.input_tokens, "output_tokens": outcome.output_tokens, "cost_usd": cost}
            if outcome.output is None:
                failed = error_verdict(case.id, response.variant, self.name, outcome.error or "pass failed", pass_index=i)
                verdicts.append(failed.model_copy(update=usage))
                continue
            warnings = list(base_warnings) + _cached_warning(outcome, price)
            verdicts.append(
                self._verdict(case, response, outcome.output, pass_index=i, confidence=1.0, warnings=warnings)
                .model_copy(update={**usage, "cached": outcome.cached})
            )

        total_in = sum(o.input_tokens for o in outcomes)
        total_out = sum(o.output_tokens for o in outcomes)
        totals = {"input_tokens": total_in, "output_tokens": total_out, "cost_usd": price.cost(total_in, total_out)}
        valid = [o.output for o in outcomes]
        if all(o is None for o in valid):
            reasons = "; ".join(f"pass {i}: {o.error}" for i, o in enumerate(outcomes))
            final = error_verdict(case.id, response.variant, self.name, f"all {self.passes} passes failed: {reasons}")
            logger.warning("judge %s: case %s: all passes failed", self.name, case.id)
            return [*verdicts, final.model_copy(update=totals)]

        result = vote(valid)
        warnings = list(base_warnings) + result.warnings
        cached_in = sum(o.cached_tokens[0] for o in outcomes if o.cached)
        cached_out = sum(o.cached_tokens[1] for o in outcomes if o.cached)
        n_cached = sum(o.cached for o in outcomes)
        if n_cached:
            warnings.append(
                f"{n_cached} of {self.passes} passes from cache (originally {cached_in} input + "
                f"{cached_out} output tokens, ${price.cost(cached_in, cached_out)}; not counted here)"
            )
        stability = result.stability
        confidence = (result.valid_passes / result.total_passes) * (stability if stability is not None else 1.0)
        final = self._verdict(
            case, response, result.output, pass_index=None, confidence=round(confidence, 6), warnings=warnings
        ).model_copy(
            update={
                **totals,
                "stability": stability,
                "cached": all(o.cached for o in outcomes if o.output is not None),
            }
        )
        logger.info(
            "judge %s: case %s: %d/%d passes ok, stability=%s, tokens in=%d out=%d",
            self.name, case.id, result.valid_passes, result.total_passes, stability, total_in, total_out,
        )
        return [*verdicts, final]

    def _verdict(
        self,
        case: EvalCase,
        response: SystemResponse,
        out: JudgeOutput,
        *,
        pass_index: int | None,
        confidence: float,
        warnings: list[str],
    ) -> Verdict:
        """A :class:`Verdict` from one (or the voted) output, applying seed 002's context rules."""
        labels = _context_labels(response)
        claims = [
            ClaimCheck(
                claim=c.claim,
                supported=c.supported,
                support_score=1.0 if c.supported else 0.0,
                context_ids=[labels.get(cid, cid) for cid in c.context_ids],
            )
            for c in out.claims
        ]
        faith, precision, recall = _context_metrics(case, response, out)
        return Verdict(
            case_id=case.id,
            variant=response.variant,
            judge=self.name,
            pass_index=pass_index,
            rubric=Rubric(
                correctness=out.correctness,
                completeness=out.completeness,
                evidence=out.evidence,
                hallucination=out.hallucination,
                missing_facts=list(out.missing_facts),
                unsupported_claims=list(out.unsupported_claims),
                forbidden_hits=list(out.forbidden_hits),
            ),
            faithfulness=faith,
            answer_relevance=_score(out.answer_relevance),
            context_precision=precision,
            context_recall=recall,
            semantic_similarity=Score.unmeasured("not computed by the LLM judge (embedding similarity is local)"),
            same_information=out.same_information if case.ground_truth else None,
            claims=claims,
            confidence=confidence,
            reasoning=out.reasoning,
            warnings=warnings,
        )

    # -- one pass ------------------------------------------------------------------------------

    def _run_pass(self, case_id: str, system: str, user: str, pass_index: int) -> _PassOutcome:
        key = self.cache_key(system, user, pass_index)
        if self.cache is not None:
            try:
                record = self.cache.get(key, case_id=case_id)
            except JudgeError as exc:  # replay-only miss: this pass cannot be judged
                return _PassOutcome(output=None, error=self._scrub(str(exc)))
            if record is not None:
                try:
                    output = parse_judge_output(record.text)
                except JudgeOutputError:
                    logger.warning("judge %s: case %s: unusable cache entry %s, calling again", self.name, case_id, key)
                else:
                    return _PassOutcome(
                        output=output, error=None, cached=True,
                        cached_tokens=(record.input_tokens, record.output_tokens),
                    )
        outcome = _PassOutcome(output=None, error=None)
        try:
            text, stop_reason = self._converse(case_id, system, user, outcome)
        except JudgeError as exc:
            outcome.error = self._scrub(str(exc))
            logger.warning("judge %s: case %s pass %d failed: %s", self.name, case_id, pass_index, outcome.error)
            return outcome
        if self.cache is not None and outcome.output is not None:
            self.cache.put(
                key,
                CacheRecord(
                    text=text,
                    stop_reason=stop_reason,
                    input_tokens=outcome.input_tokens,
                    output_tokens=outcome.output_tokens,
                    model=self.model,
                    calls=max(1, outcome.calls),
                ),
            )
        return outcome

    def _converse(self, case_id: str, system: str, user: str, outcome: _PassOutcome) -> tuple[str, str | None]:
        """Call until the reply parses: one bigger budget after truncation, one repair turn."""
        messages: list[dict[str, str]] = [{"role": "user", "content": user}]
        max_tokens = self.max_tokens
        grown = repaired = False
        while True:
            message = self._create(case_id, system, messages, max_tokens)
            outcome.calls += 1
            outcome.input_tokens += int(message.usage.input_tokens or 0)
            outcome.output_tokens += int(message.usage.output_tokens or 0)
            self._count(message.usage.input_tokens, message.usage.output_tokens)
            text = "".join(block.text for block in message.content if getattr(block, "type", None) == "text")
            stop = message.stop_reason
            if stop == "refusal":
                raise JudgeError("the model refused to grade this answer (stop_reason=refusal)", case_id=case_id, judge=self.name)
            try:
                outcome.output = parse_judge_output(text)
                return text, stop
            except JudgeOutputError as exc:
                problem = str(exc)
            if stop == "max_tokens" and not grown and max_tokens < _MAX_TOKENS_CEILING:
                grown = True
                max_tokens = min(max_tokens * _TRUNCATION_GROWTH, _MAX_TOKENS_CEILING)
                logger.info("judge %s: case %s: reply truncated, retrying with max_tokens=%d", self.name, case_id, max_tokens)
                continue
            if not repaired:
                repaired = True
                logger.info("judge %s: case %s: invalid reply (%s), asking for a repair", self.name, case_id, problem)
                messages = [
                    messages[0],
                    {"role": "assistant", "content": text.strip() or "(empty reply)"},
                    {"role": "user", "content": REPAIR_INSTRUCTION.format(problem=problem)},
                ]
                continue
            raise JudgeError(
                f"unusable reply after truncation retry/repair (stop_reason={stop}): {problem}",
                case_id=case_id, judge=self.name,
            )

    def _create(self, case_id: str, system: str, messages: list[dict[str, str]], max_tokens: int) -> Any:
        """One ``messages.create`` with our retry policy; raises :class:`JudgeError` when it gives up."""
        import anthropic

        client = self._get_client(case_id)
        extra: dict[str, Any] | None = {"temperature": self.temperature} if self.temperature is not None else None
        last = ""
        for attempt in range(self.max_retries + 1):
            try:
                message = client.messages.create(
                    model=self.model, max_tokens=max_tokens, system=system, messages=messages, extra_body=extra,  # type: ignore[arg-type]
                )
                if _well_formed(message):
                    return message
                last = "malformed API response (not a Message)"
                delay = self._delay(attempt, None)
            except anthropic.APIStatusError as exc:
                last = self._describe(exc)
                retryable = exc.status_code in _RETRYABLE_STATUS or exc.status_code >= 500
                if not retryable:
                    raise JudgeError(f"API rejected the request: {last}", case_id=case_id, judge=self.name) from None
                delay = self._delay(attempt, _retry_after(exc.response.headers))
            except anthropic.APIConnectionError as exc:  # includes APITimeoutError
                last = "request timed out" if isinstance(exc, anthropic.APITimeoutError) else "connection error"
                delay = self._delay(attempt, None)
            except json.JSONDecodeError:  # SDK 2.12 lets it escape for a non-JSON 200 body
                last = "malformed API response (body is not JSON)"
                delay = self._delay(attempt, None)
            except anthropic.AnthropicError as exc:  # anything else the SDK raises: not retried
                raise JudgeError(
                    f"unusable API response ({type(exc).__name__}): {self._scrub(str(exc))[:300]}",
                    case_id=case_id, judge=self.name,
                ) from None
            if attempt < self.max_retries:
                logger.info(
                    "judge %s: case %s: %s; retry %d/%d in %.2fs",
                    self.name, case_id, last, attempt + 1, self.max_retries, delay,
                )
                time.sleep(delay)
        tries = self.max_retries + 1
        raise JudgeError(
            f"gave up after {tries} attempt{'s' if tries > 1 else ''}: {last}", case_id=case_id, judge=self.name
        )

    # -- helpers -------------------------------------------------------------------------------

    def _get_client(self, case_id: str | None = None) -> anthropic.Anthropic:
        with self._client_lock:
            if self._client is None:
                if not self._api_key:
                    raise JudgeError(
                        "no API key: cannot call the API (replay-only cache missed)", case_id=case_id, judge=self.name
                    )
                import anthropic

                self._client = anthropic.Anthropic(
                    api_key=self._api_key, base_url=self.base_url, timeout=self.timeout, max_retries=0
                )
            return self._client

    def _delay(self, attempt: int, retry_after: float | None) -> float:
        """Server's retry-after (capped) if given, else jittered exponential backoff."""
        if retry_after is not None:
            return min(max(retry_after, 0.0), self.max_retry_after)
        with self._totals_lock:
            jitter = 0.75 + 0.5 * self._rng.random()
        return min(self.retry_base_delay * (2**attempt) * jitter, self.max_retry_after)

    def _describe(self, exc: Any) -> str:
        body = getattr(exc, "body", None)
        error = body.get("error") if isinstance(body, dict) else None
        kind = error.get("type") if isinstance(error, dict) else None
        msg = error.get("message") if isinstance(error, dict) else None
        text = f"HTTP {exc.status_code}" + (f" {kind}" if kind else "") + (f": {msg}" if msg else "")
        return self._scrub(text)

    def _scrub(self, text: str) -> str:
        """Remove the API key from any text that may leave this object (defence in depth)."""
        return text.replace(self._api_key, "[redacted]") if self._api_key else text

    def _count(self, input_tokens: int | None, output_tokens: int | None) -> None:
        with self._totals_lock:
            self._calls += 1
            self._input_tokens += int(input_tokens or 0)
            self._output_tokens += int(output_tokens or 0)


def _well_formed(message: Any) -> bool:
    """A reply we can read: content blocks and usage present (the SDK does not validate bodies)."""
    usage = getattr(message, "usage", None)
    return (
        isinstance(getattr(message, "content", None), list)
        and usage is not None
        and isinstance(getattr(usage, "input_tokens", None), int)
        and isinstance(getattr(usage, "output_tokens", None), int)
    )


def _retry_after(headers: Mapping[str, str]) -> float | None:
    """Seconds from ``retry-after-ms`` or ``retry-after`` (numeric form; HTTP dates are ignored)."""
    for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
        value = headers.get(name)
        if value is None:
            continue
        try:
            return float(value) * scale
        except ValueError:
            continue
    return None


def _score(judgement: MetricJudgement) -> Score:
    if judgement.value is None:
        return Score.unmeasured(judgement.reason or "the judge did not score it")
    return Score(value=judgement.value, reason=judgement.reason)


def _context_metrics(case: EvalCase, response: SystemResponse, out: JudgeOutput) -> tuple[Score, Score, Score]:
    """Seed 002's context rules override what the model said:

    * contexts ``None`` (not exposed) ⇒ faithfulness, context precision and recall unmeasured —
      all three are defined against retrieved contexts;
    * contexts ``[]`` (nothing retrieved) ⇒ faithfulness 0 (auto-fail), precision unmeasured (no
      ranking to judge), recall 0 when the question is answerable (nothing needed was retrieved).
    """
    if response.contexts is None:
        why = "system does not expose retrieved contexts"
        return Score.unmeasured(why), Score.unmeasured(why), Score.unmeasured(why)
    if not response.contexts:
        recall = (
            Score(value=0.0, reason="no contexts retrieved")
            if case.answerable
            else Score.unmeasured("no contexts retrieved and nothing needed (unanswerable question)")
        )
        return (
            Score(value=0.0, reason="no contexts retrieved: faithfulness auto-fails"),
            Score.unmeasured("no contexts retrieved"),
            recall,
        )
    return _score(out.faithfulness), _score(out.context_precision), _score(out.context_recall)


def _context_warnings(response: SystemResponse) -> list[str]:
    if response.contexts is None:
        return ["contexts not exposed by the system: context metrics skipped"]
    if not response.contexts:
        return ["no contexts retrieved: faithfulness auto-failed (0)"]
    return []


def _context_labels(response: SystemResponse) -> dict[str, str]:
    """Prompt label (``C1``…) → chunk id, so claims point at real chunks when the system named them."""
    return {f"C{i}": c.chunk_id for i, c in enumerate(response.contexts or [], start=1) if c.chunk_id}


def _cached_warning(outcome: _PassOutcome, price: ModelPrice) -> list[str]:
    if not outcome.cached:
        return []
    tin, tout = outcome.cached_tokens
    return [f"cache hit: originally {tin} input + {tout} output tokens (${price.cost(tin, tout)}), not counted"]


__all__ = ["DEFAULT_MODEL", "DEFAULT_TEMPERATURE", "AnthropicJudge"]
