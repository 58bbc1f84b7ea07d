"""The whole graph with ``RAGEVAL_HOME=memory://…``: every artefact a run writes goes through the
one store (fsspec's in-memory filesystem here, an object store in production), nothing lands in a
local folder named after the URL, and local working state goes to the configured state folder."""

import json
import os
import uuid
from pathlib import Path

import pyarrow.parquet as pq
from dagster import DagsterInstance, materialize
from upath import UPath

from rageval_pipeline.defs.definitions import build_resources
from rageval_pipeline.defs.resources import RagevalResource
from rageval_pipeline_tests.support.graph import graph_of

DATES = ("2026-11-19", "2026-11-20")


def test_whole_graph_on_an_in_memory_home(tiny, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a stray local write would appear here as a folder named "memory:"
    home = f"memory://rageval-{uuid.uuid4().hex[:8]}"
    state = tmp_path / "state"
    resources = build_resources(home=home, suites=str(tiny["suites"]))
    resources["rageval"] = RagevalResource(suites_dir=str(tiny["suites"]), home=home, state_dir=str(state))
    graph = graph_of(tiny, dates=DATES, home=home)  # its first day is read through the store too
    assert graph.scope.start_date == DATES[0]
    with DagsterInstance.ephemeral() as instance:
        for date in DATES:  # two dates: the second one's drift and trends read the first one's report
            result = materialize(graph.assets_and_checks, partition_key=date, resources=resources,
                                 instance=instance, raise_on_error=False)
            assert result.success, date
    assert graph_of(tiny, home=home).scope.start_date == DATES[0]  # the first stored report, on the URL

    root = UPath(home)
    for asset in ("eval_cases", "corpus_index", "system_responses", "retrieval_scores", "judge_verdicts",
                  "case_scores", "ab_comparison", "eval_report", "score_drift"):
        path = root / "storage" / asset / DATES[1] / "sample.parquet"
        assert path.exists(), asset
    with (root / "storage" / "system_responses" / DATES[1] / "sample.parquet").open("rb") as handle:
        assert pq.read_table(handle).num_rows == 8

    folder = root / "reports" / "sample" / DATES[1]
    summary = json.loads((folder / "summary.json").read_text())
    assert summary["date"] == DATES[1] and set(summary["variants"]) == {"baseline", "full"}
    assert len((folder / "per_question.jsonl").read_text().splitlines()) == 8
    markdown = (folder / "summary.md").read_text()
    assert "## Trends" in markdown and "](trends/composite.png)" in markdown
    drift = json.loads((folder / "drift.json").read_text())
    assert drift["previous"]["baseline_date"] == DATES[0]  # drift found yesterday through the store
    assert (folder / "drift.md").exists()
    charts = sorted(p.name for p in (folder / "trends").iterdir())
    assert charts == ["composite.png", "faithfulness.png", "recall_at_3.png", "value_win_rate.png"]
    assert (folder / "trends" / "composite.png").read_bytes().startswith(b"\x89PNG")

    # nothing written under the working directory; checkpoints and caches in the state folder
    assert not any(p.name.startswith("memory") for p in tmp_path.iterdir())
    # (a finished run clears its checkpoint file; the folder shows where it was kept)
    assert sorted(os.listdir(state)) == ["cache", "checkpoints"]
    assert Path(state, "checkpoints", "system_responses", DATES[1]).is_dir()
