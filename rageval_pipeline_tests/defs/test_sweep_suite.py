"""A sweep suite is an ordinary suite: one partition, every generated variant answered, one scorecard
against the base, and a chart of each headline metric against each swept knob."""

import json
from pathlib import Path

import pytest
from dagster import DagsterInstance

from rageval_pipeline_tests.support.graph import run_suite
from rageval_pipeline_tests.support.tiny_project import write_tiny_project

KEY = "2026-11-20"
SWEEP = {"base": {"mode": "hybrid", "fusion": True, "rerank": True, "expand_neighbors": 0, "k": 3, "k0": 6},
         "grid": {"k0": [6, 12], "rerank": [True, False]}}


def test_a_grid_sweep_materializes_with_a_scorecard_and_knob_charts(tmp_path):
    paths = write_tiny_project(tmp_path, suite_overrides={"variants": None, "ab": None, "sweep": SWEEP})
    with DagsterInstance.ephemeral() as instance:
        assert run_suite(paths, instance, KEY, raise_on_error=True).success
    folder = Path(paths["home"]) / "reports" / "sample" / "2026-11-20"
    summary = json.loads((folder / "summary.json").read_text())
    assert sorted(summary["variants"]) == ["base", "k0=12", "k0=12,rerank=off", "rerank=off"]
    card = summary["scorecard"]
    assert card["base"] == "base" and card["variants"] == ["k0=12", "k0=12,rerank=off", "rerank=off"]
    recall = [r for r in card["rows"] if r["metric"] == "recall@3"]
    assert [r["variant"] for r in recall] == card["variants"] and all(r["n_pairs"] == 3 for r in recall)
    charts = sorted(p.name for p in (folder / "sweep").iterdir())
    assert "recall_at_3_by_k0.png" in charts and "composite_by_rerank.png" in charts
    markdown = (folder / "summary.md").read_text()
    assert "## Scorecard: every variant vs `base`" in markdown and "](sweep/recall_at_3_by_k0.png)" in markdown


REPO = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_the_bundled_retrieval_sweep_runs_offline(tmp_path):
    """data/suites/sample_sweep.yaml: 9 variants of the reference system, retrieval only — no answer is
    judged, every variant is scored and compared with the base."""
    project = {"suites": REPO / "data" / "suites", "home": tmp_path / "home", "root": REPO}
    with DagsterInstance.ephemeral() as instance:
        assert run_suite(project, instance, "2026-11-20", suite="sample_sweep", raise_on_error=True).success
    folder = tmp_path / "home" / "reports" / "sample_sweep" / "2026-11-20"
    summary = json.loads((folder / "summary.json").read_text())
    assert len(summary["variants"]) == 9 and summary["scorecard"]["base"] == "base"
    assert all(v["scores"] is None for v in summary["variants"].values())  # nothing judged
    assert summary["variants"]["base"]["retrieval"]["means"]["recall@5"] >= 0.8
    rows = [r for r in summary["scorecard"]["rows"] if r["metric"] == "recall@5"]
    assert len(rows) == 8 and all(r["n_pairs"] == 35 for r in rows)  # the 35 answerable cases with gold
    assert not any(r["metric"] in ("composite", "faithfulness") for r in summary["scorecard"]["rows"])
    assert (folder / "sweep" / "recall_at_5_by_k0.png").exists()
