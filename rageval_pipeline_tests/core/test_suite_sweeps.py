"""Sweeps in a suite: a base plus a grid or a list of overrides becomes readable, stable variants."""

import pytest

from rageval_pipeline.core.config.suites import parse_suite, variant_label
from rageval_pipeline.core.errors import ConfigError


def _suite(**extra):
    return parse_suite({"name": "sweep", "dataset": {"path": "d.json"}, **extra}, source="sweep.yaml")


def test_a_grid_makes_every_combination_named_by_what_differs_from_the_base():
    suite = _suite(sweep={"base": {"mode": "hybrid", "k0": 20, "rerank": True},
                          "grid": {"k0": [20, 40], "rerank": [True, False]}})
    assert list(suite.variants) == ["base", "rerank=off", "k0=40", "k0=40,rerank=off"]
    assert suite.variants["k0=40,rerank=off"] == {"mode": "hybrid", "k0": 40, "rerank": False}
    assert suite.base_variant == "base"


def test_a_list_of_overrides_keeps_its_order():
    suite = _suite(sweep={"base": {"k": 5}, "base_name": "k5", "list": [{"k": 3}, {"mode": "bm25", "fusion": False}]})
    assert list(suite.variants) == ["k5", "k=3", "mode=bm25,fusion=off"]
    assert suite.variants["mode=bm25,fusion=off"] == {"k": 5, "mode": "bm25", "fusion": False}


def test_labels_are_stable_and_safe():
    assert variant_label({"k0": 40, "rerank": False, "answerer": "Extractive Semantic", "x": None}) == \
        "k0=40,rerank=off,answerer=extractive-semantic,x=none"


@pytest.mark.parametrize(("sweep", "message"), [
    ({"base": {}}, "exactly one of sweep.grid"),
    ({"base": {}, "grid": {"k": [1]}, "list": [{"k": 2}]}, "exactly one of sweep.grid"),
    ({"base": {}, "grid": {"k": []}}, "sweep.grid.k needs at least one value"),
])
def test_malformed_sweeps_are_config_errors(sweep, message):
    with pytest.raises(ConfigError, match=message):
        _suite(sweep=sweep)


def test_a_sweep_and_explicit_variants_do_not_mix():
    with pytest.raises(ConfigError, match="remove `variants`"):
        _suite(sweep={"base": {}, "grid": {"k": [1, 2]}}, variants={"a": {}})


def test_retrieval_only_refuses_answer_gates_it_could_never_measure():
    assert _suite(retrieval_only=True, thresholds={"retrieval": {"recall@5": 0.5}}).retrieval_only
    with pytest.raises(ConfigError, match=r"thresholds \['composite', 'metrics.faithfulness'\]"):
        _suite(retrieval_only=True, thresholds={"composite": 0.5, "metrics": {"faithfulness": 0.5}})


def test_the_base_variant_is_the_ab_baseline_without_a_sweep():
    suite = _suite(variants={"baseline": {}, "full": {}}, ab={"baseline": "baseline", "full": "full"})
    assert suite.base_variant == "baseline"
    assert _suite(variants={"b": {}, "a": {}}).base_variant == "a"
