"""Cost estimate before a run and actual cost after it."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.core.judges.cost import (
    DEFAULT_PRICE,
    ModelPrice,
    PriceTable,
    actual_cost,
    estimate_cost,
    estimate_tokens,
)


@pytest.mark.parametrize(("text", "tokens"), [("", 0), ("a", 1), ("abcdefg", 2), ("x" * 35, 10), ("x" * 36, 11)])
def test_estimate_tokens_is_ceil_chars_over_3_5(text: str, tokens: int) -> None:
    assert estimate_tokens(text) == tokens


def test_price_lookup_snapshots_defaults_and_overrides() -> None:
    table = PriceTable()
    assert table.lookup("claude-sonnet-4-5") == (ModelPrice(input=3.0, output=15.0), None)
    assert table.lookup("claude-sonnet-4-5-20250929")[0] == ModelPrice(input=3.0, output=15.0)
    assert table.lookup("claude-opus-4-1")[0] == ModelPrice(input=15.0, output=75.0)
    assert table.lookup("claude-haiku-4-5")[0] == ModelPrice(input=1.0, output=5.0)
    price, warning = table.lookup("claude-future-9")
    assert price == DEFAULT_PRICE and warning is not None and "claude-future-9" in warning
    custom = PriceTable({"claude-future-9": {"input": 2.0, "output": 8.0}, "claude-haiku-4-5": {"input": 0.5, "output": 2.5}})
    assert custom.lookup("claude-future-9") == (ModelPrice(input=2.0, output=8.0), None)
    assert custom.lookup("claude-haiku-4-5")[0].input == 0.5
    with pytest.raises(ConfigError, match="prices.bad"):
        PriceTable({"bad": {"input": -1.0, "output": 1.0}})


def test_model_price_cost_golden() -> None:
    assert ModelPrice(input=3.0, output=15.0).cost(1_000_000, 100_000) == 4.5
    assert ModelPrice(input=1.0, output=5.0).cost(1234, 321) == 0.002839


def test_estimate_cost_golden() -> None:
    prompts = [("s" * 70, "u" * 35), "p" * 7]  # 20 + 10 tokens, 2 tokens
    est = estimate_cost(prompts, "claude-sonnet-4-5", expected_output_tokens=100, passes=3)
    assert (est.calls, est.cached_calls, est.input_tokens, est.output_tokens) == (6, 0, 96, 600)
    assert est.usd == pytest.approx((96 * 3 + 600 * 15) / 1e6)
    assert est.warnings == []
    half = estimate_cost(prompts, "claude-sonnet-4-5", expected_output_tokens=100, passes=3, cached_calls=3)
    assert (half.calls, half.cached_calls, half.input_tokens, half.output_tokens) == (3, 3, 48, 300)
    unknown = estimate_cost(prompts, "mystery", 100, 1)
    assert unknown.warnings and "mystery" in unknown.warnings[0]
    with pytest.raises(ConfigError, match="passes"):
        estimate_cost(prompts, "claude-sonnet-4-5", 100, 0)


def test_actual_cost_sums_usage_of_any_shape() -> None:
    usages = [
        {"input_tokens": 1000, "output_tokens": 200},
        SimpleNamespace(input_tokens=500, output_tokens=50),
        {"input_tokens": 10, "output_tokens": None},
    ]
    act = actual_cost(usages, "claude-opus-4-1")
    assert (act.calls, act.input_tokens, act.output_tokens) == (3, 1510, 250)
    assert act.usd == pytest.approx((1510 * 15 + 250 * 75) / 1e6)
    overridden = actual_cost(usages, "claude-opus-4-1", prices={"claude-opus-4-1": {"input": 0.0, "output": 0.0}})
    assert overridden.usd == 0.0
    assert actual_cost([], "claude-haiku-4-5").usd == 0.0
