"""The Claude judge: seed 000's strict rubric + seed 002's metrics, 3-pass majority vote, every
pass cached, cost estimated before and counted after.

Why it does its own retries (the SDK client is built with ``max_retries=0``): retries must be
visible per pass (a pass that exhausts them becomes an error pass, the case goes on), their
delays configurable so tests run in milliseconds, and ``retry-after`` capped so one overloaded
minute cannot stall a nightly run for longer than we allow.

One pass = one logical judgement, possibly several HTTP calls (the protocol lives in
:mod:`._claude`, shared with the pairwise A/B judge so both behave identically):

1. the prompt is sent; 429 / 408 / 409 / 5xx / 529 / timeouts / connection errors are retried
   with exponential backoff (``retry_base_delay * 2**attempt``, jittered) or after the server's
   ``retry-after`` (capped at ``max_retry_after``); other 4xx fail the pass at once — except
   401 / 402 / 403 / 404 (key, account, permission or model refused), which stop the judge;
2. a reply cut off by ``max_tokens`` that does not parse is asked again once with twice the budget;
3. a reply that still does not validate gets one repair turn (the bad reply is sent back with the
   validation problem, asking for the JSON only).

Only a pass that produced a valid :class:`JudgeOutput` is cached, so a failed pass is retried on
the next run. Cached passes cost nothing: their verdict has ``cached=True``, zero tokens and
``cost_usd=0``, and a warning records what they cost when they were first made (the tokens are
deliberately *not* put in ``input_tokens``/``output_tokens``, so summing those fields over a run
always gives the tokens actually billed in that run).

A refused key, account, permission or model is not a per-case failure: no pass of any case could
succeed, so :meth:`AnthropicJudge.judge` and :meth:`~AnthropicJudge.judge_many` raise
:class:`JudgeSetupError` after that one request (the cases not started are not run) instead of
returning error verdicts for every case; the verdicts stage then fails as a configuration error,
while the passes already made stay in the cache (a re-run with a valid key does not pay for them).

The API key lives only in the SDK client (sent as its auth header); it is never logged, cached,
put in a verdict, or left in an error message (messages are scrubbed of it).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping, Sequence

from rageval_pipeline.core.errors import ConfigError, JudgeSetupError, RagEvalError
from rageval_pipeline.core.judges._claude import DEFAULT_API_KEY_ENV, CallOutcome, ClaudeCaller, map_in_threads
from rageval_pipeline.core.judges.base import Judge
from rageval_pipeline.core.judges.cache import JudgeCache, judge_cache_key
from rageval_pipeline.core.judges.cost import (
    CostActual,
    CostEstimate,
    ModelPrice,
    PriceTable,
    estimate_cost,
)
from rageval_pipeline.core.judges.prompts import (
    DEFAULT_MAX_CONTEXT_CHARS,
    PROMPT_VERSION,
    JudgeInput,
    JudgeOutput,
    MetricJudgement,
    parse_judge_output,
    render_judge_prompt,
)
from rageval_pipeline.core.judges.refusal_patterns import is_bare_refusal, is_refusal
from rageval_pipeline.core.judges.voting import vote
from rageval_pipeline.core.records.schemas import (
    ClaimCheck,
    EvalCase,
    Rubric,
    Score,
    SystemResponse,
    Verdict,
    error_verdict,
)

logger = logging.getLogger(__name__)

DEFAULT_MODEL = "claude-sonnet-4-6"  # claude-sonnet-4-5 reaches end of life 2026-11-30
"""Default judge model: Claude Sonnet 4.6, seed 002's "good balance of cost/quality" tier
(claude-sonnet-4-5 is deprecated in anthropic SDK 2.12.0, end of life 2026-11-30); pass
``model=`` to choose another."""

DEFAULT_TEMPERATURE = 1.0
"""Passes must be able to disagree for a vote to mean anything, so sampling stays on (> 0).
SDK 2.12.0 has no ``temperature`` argument any more; it is sent through ``extra_body``."""

_PassOutcome = CallOutcome[JudgeOutput]
"""The result of one pass: a parsed output or an error, and what it cost (see ``_claude``)."""


class AnthropicJudge(Judge):
    """LLM judge over the Messages API (see the module docstring for the pass protocol).

    ``judge`` returns ``passes`` pass verdicts (``pass_index`` 0..n-1; failed ones are error
    verdicts) followed by the voted final verdict (``pass_index=None``). ``judge_many`` runs cases
    on a bounded thread pool. A system error response is turned into an error verdict without a call.
    ``api_key_env`` only names where the key came from in the message of a refused key.
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
        api_key_env: str = DEFAULT_API_KEY_ENV,
    ) -> None:
        replay = cache is not None and cache.replay_only
        if not api_key and not replay:
            raise ConfigError("an API key is required (unless the cache is replay-only)", field="api_key")
        checks: list[tuple[bool, str, str]] = [
            (passes >= 1, "passes", "must be >= 1"),
            (concurrency >= 1, "concurrency", "must be >= 1"),
            (bool(rubric_text.strip()), "rubric_text", "must not be empty"),
        ]
        for ok, name, why in checks:
            if not ok:
                raise ConfigError(why, field=name)
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
        # the key lives only inside the caller (and, from there, in the SDK client)
        self._caller = ClaudeCaller(
            api_key=api_key, model=model, name=self.name, base_url=base_url, temperature=temperature,
            max_tokens=max_tokens, timeout=timeout, max_retries=max_retries, retry_base_delay=retry_base_delay,
            max_retry_after=max_retry_after, cache=cache, api_key_env=api_key_env,
        )

    def __repr__(self) -> str:  # no key, ever
        return f"AnthropicJudge(model={self.model!r}, passes={self.passes}, base_url={self.base_url!r})"

    # -- public API ----------------------------------------------------------------------------

    def judge(self, case: EvalCase, response: SystemResponse) -> list[Verdict]:
        """Pass verdicts then the final voted verdict; never raises for a per-case failure, only
        :class:`JudgeSetupError` (no case can be judged: the key, account or model was refused)."""
        if response.status == "error":
            reason = f"system under test failed, nothing to judge: {response.error}"
            return [error_verdict(case.id, response.variant, self.name, reason)]
        try:
            return self._judge(case, response)
        except JudgeSetupError:
            raise
        except RagEvalError as exc:
            reason = self._scrub(str(exc))
            logger.warning("judge %s: case %s: %s", self.name, case.id, reason)
            return [error_verdict(case.id, response.variant, self.name, reason)]

    def judge_many(self, pairs: Iterable[tuple[EvalCase, SystemResponse]]) -> list[list[Verdict]]:
        """Judge cases concurrently (``concurrency`` threads); results in input order. A
        :class:`JudgeSetupError` stops it: the cases not started are not judged."""
        return map_in_threads(lambda pair: self.judge(*pair), list(pairs), workers=self.concurrency,
                              thread_name_prefix="judge")

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

    def estimate(self, pairs: Sequence[tuple[EvalCase, SystemResponse]]) -> CostEstimate:
        return self.estimate_cost(pairs)

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
        calls, tin, tout = self._caller.totals()
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
        self._caller.close()

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
        """One pass through the shared Claude call protocol (cache, retries, truncation, repair)."""
        return self._caller.call(
            case_id=case_id,
            system=system,
            user=user,
            key=self.cache_key(system, user, pass_index),
            parse=parse_judge_output,
            label=f"pass {pass_index}",
        )

    def _scrub(self, text: str) -> str:
        """Remove the API key from any text that may leave this object (defence in depth)."""
        return self._caller.scrub(text)


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
    if not case.answerable:
        # as in the local judge: a negative case has nothing to retrieve (precision/recall of 0 failed
        # every correct refusal), and a refusal asserts nothing, so its faithfulness is not measured
        nothing = Score.unmeasured("negative case: nothing to retrieve")
        answer = response.answer or ""
        if not out.claims and (is_refusal(answer) or is_bare_refusal(answer)):
            return Score.unmeasured("no claims to check: the answer declines"), nothing, nothing
        if not response.contexts:
            return Score(value=0.0, reason="no contexts retrieved: faithfulness auto-fails"), nothing, nothing
        return _score(out.faithfulness), nothing, nothing
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
