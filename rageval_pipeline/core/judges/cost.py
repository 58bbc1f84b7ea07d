"""What judging costs: an estimate before a run (seed 002) and the actual spend after it.

Prices are list prices in USD per million tokens (input, output), as published by Anthropic for
the standard tier (no batch discount, no prompt caching — the judge uses neither). They move,
so they are data, not code: pass ``overrides`` (e.g. from the suite config) to correct or extend
them. A model missing from the table is priced at :data:`DEFAULT_PRICE` (Sonnet's price, the
judge's default model) and the result carries a warning saying so — a cost is never silently 0.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from rageval_pipeline.core.errors import ConfigError


class ModelPrice(BaseModel):
    """USD per million input / output tokens."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    input: float = Field(ge=0.0)
    output: float = Field(ge=0.0)

    def cost(self, input_tokens: int, output_tokens: int) -> float:
        """USD for the given token counts, rounded to 6 decimals (micro-dollars)."""
        return round((input_tokens * self.input + output_tokens * self.output) / 1_000_000, 6)


PRICES: dict[str, ModelPrice] = {
    # Claude 4.6 generation (the judge's default model)
    "claude-sonnet-4-6": ModelPrice(input=3.0, output=15.0),
    # Claude 4.5 generation
    "claude-sonnet-4-5": ModelPrice(input=3.0, output=15.0),
    "claude-haiku-4-5": ModelPrice(input=1.0, output=5.0),
    "claude-opus-4-5": ModelPrice(input=5.0, output=25.0),
    # Claude 4 / 4.1 generation
    "claude-opus-4-1": ModelPrice(input=15.0, output=75.0),
    "claude-opus-4-0": ModelPrice(input=15.0, output=75.0),
    "claude-sonnet-4-0": ModelPrice(input=3.0, output=15.0),
    # Claude 3.x still in service
    "claude-3-7-sonnet": ModelPrice(input=3.0, output=15.0),
    "claude-3-5-haiku": ModelPrice(input=0.8, output=4.0),
}
"""Built-in list prices (USD / MTok). Dated snapshots (``claude-sonnet-4-5-20250929``) and
``-latest`` aliases resolve to their family entry."""

DEFAULT_PRICE = PRICES["claude-sonnet-4-6"]
"""Price used for a model missing from the table (with a warning)."""

_SNAPSHOT_SUFFIX = re.compile(r"(-\d{8}|-latest)$")

CHARS_PER_TOKEN = 3.5
"""Local token estimate: Claude's tokenizer averages ~3.5–4 characters per token on English
prose and fewer on JSON and numbers; 3.5 errs towards over-estimating, which is the safe side
for a budget. Exact counts come back in each reply's ``usage`` (the actual cost)."""


class PriceTable:
    """Built-in prices with per-model overrides: ``{"model": {"input": 3.0, "output": 15.0}}``."""

    def __init__(self, overrides: Mapping[str, Mapping[str, float] | ModelPrice] | None = None) -> None:
        self._prices: dict[str, ModelPrice] = dict(PRICES)
        for model, price in (overrides or {}).items():
            try:
                self._prices[model] = price if isinstance(price, ModelPrice) else ModelPrice.model_validate(price)
            except ValueError as exc:
                raise ConfigError(f"invalid price: {exc}", field=f"prices.{model}") from None

    def lookup(self, model: str) -> tuple[ModelPrice, str | None]:
        """``(price, warning)``; the warning is set when the default price had to be used."""
        for name in (model, _SNAPSHOT_SUFFIX.sub("", model)):
            if name in self._prices:
                return self._prices[name], None
        return DEFAULT_PRICE, (
            f"no price known for model {model!r}: using the default "
            f"${DEFAULT_PRICE.input}/${DEFAULT_PRICE.output} per MTok (set prices to override)"
        )


class CostEstimate(BaseModel):
    """Expected spend of a judge run, computed before any call."""

    model_config = ConfigDict(extra="forbid")

    model: str
    calls: int
    cached_calls: int = 0
    input_tokens: int
    output_tokens: int
    usd: float
    warnings: list[str] = Field(default_factory=list)


class CostActual(BaseModel):
    """Spend reported by the API's ``usage`` fields after a run."""

    model_config = ConfigDict(extra="forbid")

    model: str
    calls: int
    input_tokens: int
    output_tokens: int
    usd: float
    warnings: list[str] = Field(default_factory=list)


def estimate_tokens(text: str) -> int:
    """Local token estimate (no API call): ``ceil(len(text) / 3.5)``, at least 1 for non-empty text."""
    if not text:
        return 0
    return max(1, math.ceil(len(text) / CHARS_PER_TOKEN))


def estimate_cost(
    prompts: Sequence[str | tuple[str, str]],
    model: str,
    expected_output_tokens: int,
    passes: int,
    *,
    prices: PriceTable | Mapping[str, Mapping[str, float]] | None = None,
    cached_calls: int = 0,
) -> CostEstimate:
    """Estimate ``passes`` calls per prompt (a prompt is a string or a ``(system, user)`` pair).

    ``cached_calls`` calls are known to be answered by the cache; they are subtracted, assuming
    cached calls are spread evenly (a caller that knows exactly which ones should pass only the
    uncached prompts and ``passes=1``).
    """
    if passes < 1:
        raise ConfigError(f"passes must be >= 1, got {passes}", field="passes")
    if expected_output_tokens < 0:
        raise ConfigError("expected_output_tokens must be >= 0", field="expected_output_tokens")
    table = prices if isinstance(prices, PriceTable) else PriceTable(prices)
    price, warning = table.lookup(model)
    per_prompt = [sum(estimate_tokens(p) for p in ((x,) if isinstance(x, str) else x)) for x in prompts]
    total_calls = len(per_prompt) * passes
    calls = max(0, total_calls - cached_calls)
    share = calls / total_calls if total_calls else 0.0
    input_tokens = round(sum(per_prompt) * passes * share)
    output_tokens = calls * expected_output_tokens
    return CostEstimate(
        model=model,
        calls=calls,
        cached_calls=total_calls - calls,
        input_tokens=input_tokens,
        output_tokens=output_tokens,
        usd=price.cost(input_tokens, output_tokens),
        warnings=[warning] if warning else [],
    )


def _tokens(usage: Any) -> tuple[int, int]:
    """``(input, output)`` from an SDK ``Usage``, a mapping, or any object with those attributes."""
    if isinstance(usage, Mapping):
        return int(usage.get("input_tokens") or 0), int(usage.get("output_tokens") or 0)
    return int(getattr(usage, "input_tokens", 0) or 0), int(getattr(usage, "output_tokens", 0) or 0)


def actual_cost(
    usages: Iterable[Any],
    model: str,
    *,
    prices: PriceTable | Mapping[str, Mapping[str, float]] | None = None,
) -> CostActual:
    """Sum the ``usage`` of every call actually made (one usage per HTTP call) and price it."""
    table = prices if isinstance(prices, PriceTable) else PriceTable(prices)
    price, warning = table.lookup(model)
    calls = input_tokens = output_tokens = 0
    for usage in usages:
        i, o = _tokens(usage)
        calls += 1
        input_tokens += i
        output_tokens += o
    return CostActual(
        model=model,
        calls=calls,
        input_tokens=input_tokens,
        output_tokens=output_tokens,
        usd=price.cost(input_tokens, output_tokens),
        warnings=[warning] if warning else [],
    )


__all__ = [
    "CHARS_PER_TOKEN",
    "DEFAULT_PRICE",
    "PRICES",
    "CostActual",
    "CostEstimate",
    "ModelPrice",
    "PriceTable",
    "actual_cost",
    "estimate_cost",
    "estimate_tokens",
]
