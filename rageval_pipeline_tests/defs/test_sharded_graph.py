"""A suite with ``execution.shards`` fans ``system_responses`` and ``judge_verdicts`` out over case
shards (plan → one step per shard → merge) and writes the Parquet, metadata and data versions of the
same suite unsharded; the replayed suite and a retrieval-only suite shard too."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import yaml
from dagster import AssetKey, DagsterInstance, ExecuteInProcessResult, GraphDefinition

from rageval_pipeline_tests.support.graph import graph_of, run_suite
from rageval_pipeline_tests.support.tiny_project import write_tiny_project

ROOT = Path(__file__).resolve().parents[2]
DATE = "2026-11-21"
SHARDED = ("system_responses", "judge_verdicts")
#: Parquet files no wall clock reaches: the same bytes, sharded or not
EXACT = ("eval_cases", "retrieval_scores", "judge_verdicts", "ab_comparison")


def _run(paths: Mapping[str, Path], *, suite: str = "sample", date: str = DATE) -> ExecuteInProcessResult:
    with DagsterInstance.ephemeral() as instance:
        result = run_suite(paths, instance, date, suite=suite, raise_on_error=True)
    assert result.success
    return result


def _materializations(result: ExecuteInProcessResult, suite: str) -> dict[str, Any]:
    out = {}
    for event in result.get_asset_materialization_events():
        materialization = event.event_specific_data.materialization  # type: ignore[union-attr]
        if materialization.asset_key.path[0] == suite:
            out[materialization.asset_key.path[-1]] = materialization
    return out


def _parquet(home: Path, asset: str, suite: str = "sample", date: str = DATE) -> Path:
    return home / "storage" / asset / date / f"{suite}.parquet"


def _without_wall_clock(table: pa.Table) -> list[dict[str, Any]]:
    """Rows without the values two runs never share: a call's latency (and whether it was slow)."""
    return [{k: v for k, v in row.items() if k not in ("latency_ms", "slow")} for row in table.to_pylist()]


def _tiny(root: Path, shards: int, **overrides: Any) -> dict[str, Path]:
    return write_tiny_project(root, suite_overrides={
        "execution": {"timeout_s": 10, "retries": 1, "backoff_base_s": 0.0, "shards": shards}, **overrides})


def test_a_sharded_suite_writes_the_unsharded_parquet_metadata_and_data_version(tmp_path: Path) -> None:
    sharded, single = _tiny(tmp_path / "sharded", 3), _tiny(tmp_path / "single", 1)
    graph = graph_of(sharded, dates=[DATE])
    shapes = {a.key.path[-1]: isinstance(a.node_def, GraphDefinition) for a in graph.assets}
    assert {name for name, is_graph in shapes.items() if is_graph} == set(SHARDED)
    assert not any(isinstance(a.node_def, GraphDefinition) for a in graph_of(single, dates=[DATE]).assets)

    results = {"sharded": _run(sharded), "single": _run(single)}
    steps = {e.step_key for e in results["sharded"].all_events if e.is_step_success}
    for asset in SHARDED:
        node = f"sample__{asset}"
        assert {f"{node}.{node}_plan", f"{node}.{node}_merge"} <= steps
        assert {s for s in steps if s.startswith(f"{node}.{node}_shard[")} == {
            f"{node}.{node}_shard[shard_{i:03d}_of_003]" for i in range(3)}

    homes = {"sharded": sharded["home"], "single": single["home"]}
    for asset in EXACT:
        assert _parquet(homes["sharded"], asset).read_bytes() == _parquet(homes["single"], asset).read_bytes(), asset
    for asset in ("system_responses", "case_scores"):
        rows = {name: _without_wall_clock(pq.read_table(_parquet(home, asset))) for name, home in homes.items()}
        assert rows["sharded"] and rows["sharded"] == rows["single"], asset

    found = {name: _materializations(result, "sample") for name, result in results.items()}
    for asset in SHARDED:
        meta = {name: {k: v for k, v in m[asset].metadata.items() if "latency" not in k and k != "path"}
                for name, m in found.items()}  # the path: each run has a home of its own
        assert meta["sharded"].pop("shards").value == 3
        assert meta["sharded"] == meta["single"], asset
    versions = {name: m["system_responses"].tags["dagster/data_version"] for name, m in found.items()}
    assert versions["sharded"] == versions["single"]  # what was answered, whatever the shape

    # the parts the steps handed over and the shards' checkpoints are gone once the assets are stored
    assert not [p for p in (homes["sharded"] / "shard_parts").rglob("*") if p.is_file()]
    assert not list(homes["sharded"].glob("checkpoints/**/*.jsonl"))


def _replay_project(root: Path, shards: int) -> dict[str, Path]:
    """The bundled replay suite (frozen responses and verdicts), its paths made absolute."""
    suite = yaml.safe_load((ROOT / "data" / "suites" / "sample_replay.yaml").read_text(encoding="utf-8"))
    suite["dataset"]["path"] = str(ROOT / "data" / "sample" / "cases.json")
    suite["replay"] = {k: str(ROOT / "data" / "replay" / Path(v).name) for k, v in suite["replay"].items()}
    suite["execution"] = {"shards": shards}
    suites = root / "suites"
    suites.mkdir(parents=True)
    (suites / "sample_replay.yaml").write_text(yaml.safe_dump(suite), encoding="utf-8")
    return {"suites": suites, "home": root / "home", "root": root}


def test_the_replayed_suite_shards_plainly_and_replays_byte_for_byte(tmp_path: Path) -> None:
    """Replay is plainly supported: shards serve their recorded rows (and frozen verdicts), the
    merge restores the recorded order, and every file — Parquet and report — is the unsharded one."""
    homes = {}
    for shards in (4, 1):
        project = _replay_project(tmp_path / f"s{shards}", shards)
        _run(project, suite="sample_replay", date="2026-11-20")
        homes[shards] = project["home"]
    # eval_report's one row names the report folder, which lies in each run's own home
    files = {shards: {p.relative_to(home).as_posix(): p.read_bytes() for p in sorted(home.rglob("*"))
                      if p.is_file() and "eval_report" not in p.parts}
             for shards, home in homes.items()}
    assert "storage/judge_verdicts/2026-11-20/sample_replay.parquet" in files[4]
    assert "reports/sample_replay/2026-11-20/summary.json" in files[4]
    assert set(files[4]) == set(files[1])
    assert [name for name in files[4] if files[4][name] != files[1][name]] == []


def test_a_sharded_retrieval_only_suite_judges_nothing_and_says_why(tmp_path: Path) -> None:
    paths = _tiny(tmp_path, 2, retrieval_only=True, thresholds={"max_error_rate": 0.5})
    result = _run(paths)
    verdicts = _materializations(result, "sample")["judge_verdicts"]
    assert pq.read_table(_parquet(paths["home"], "judge_verdicts")).num_rows == 0
    assert verdicts.metadata["applicable"].value is False
    assert "retrieval_only" in verdicts.metadata["reason"].value
    assert pq.read_table(_parquet(paths["home"], "system_responses")).num_rows == 8  # asked in 2 shards
    summary = json.loads((paths["home"] / "reports" / "sample" / DATE / "summary.json").read_text(encoding="utf-8"))
    assert summary["variants"]["full"]["retrieval"]["means"]


def test_the_shard_count_a_run_uses_is_read_when_it_runs(tmp_path: Path) -> None:
    """The graph's shape is fixed when the definitions load; the count is the suite file's at run time."""
    paths = _tiny(tmp_path, 2)
    graph = graph_of(paths, dates=[DATE])
    text = paths["suite"].read_text(encoding="utf-8")
    paths["suite"].write_text(text.replace("shards: 2", "shards: 4"), encoding="utf-8")
    from dagster import materialize

    from rageval_pipeline.defs.definitions import build_resources

    with DagsterInstance.ephemeral() as instance:
        result = materialize(graph.assets_and_checks, partition_key=DATE, instance=instance,
                             resources=build_resources(home=str(paths["home"]), suites=str(paths["suites"])),
                             selection=[AssetKey(["sample", a]) for a in ("eval_cases", "corpus_index",
                                                                          "system_responses")])
    shards = {e.step_key for e in result.all_events if e.is_step_success and "_shard[" in (e.step_key or "")}
    assert len(shards) == 4, shards
