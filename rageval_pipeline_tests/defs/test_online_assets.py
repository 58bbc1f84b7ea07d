"""request_logs -> online_quality -> recall-warning check through Dagster, over the shipped sample logs."""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from dagster import AssetKey, DagsterInstance, materialize

from rageval_pipeline.core.errors import DatasetError
from rageval_pipeline.core.online.batch import NO_VALIDATOR_REASON
from rageval_pipeline.defs.assets.online import (
    ONLINE_ASSETS,
    ONLINE_CHECKS,
    RequestLogsResource,
)
from rageval_pipeline.defs.io_manager import ParquetIOManager
from rageval_pipeline.defs.resources import RagevalResource

PROJECT_ROOT = Path(__file__).resolve().parents[2]  # the repository: the shipped sample logs
from rageval_pipeline_tests.fakes.messages_api import (  # fixture `messages_api`: conftest
    FakeMessagesAPI,
    Reply,
)

SAMPLE_LOGS = PROJECT_ROOT / "data" / "request_logs"
DAY = "2026-11-20"
CHECK_STEP = "online_quality_recall_warning_share_within_limit"


def _resources(home: Path, folder: Path = SAMPLE_LOGS) -> dict[str, object]:
    return {
        "io_manager": ParquetIOManager(base_path=str(home / "storage")),
        "rageval": RagevalResource(suites_dir=str(home), home=str(home)),
        "request_logs_source": RequestLogsResource(folder=str(folder)),
    }


def _run(home: Path, instance: DagsterInstance, *, day: str = DAY, run_config: dict | None = None,
         folder: Path = SAMPLE_LOGS):
    return materialize([*ONLINE_ASSETS, *ONLINE_CHECKS], partition_key=day, resources=_resources(home, folder),
                       instance=instance, run_config=run_config, raise_on_error=False)


def _quality_config(**fields: object) -> dict:
    return {"ops": {"online_quality": {"config": fields}}}


def _metadata(instance: DagsterInstance, asset: str) -> dict:
    materialization = instance.fetch_materializations(AssetKey(asset), limit=1).records[0].asset_materialization
    assert materialization is not None
    return {k: v.value for k, v in materialization.metadata.items()}


def _lines(day: str) -> list[dict]:
    return [json.loads(line) for line in (SAMPLE_LOGS / f"{day}.jsonl").read_text().splitlines() if line.strip()]


def test_sample_day_materializes_without_a_key_and_makes_no_http_call(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, messages_api: FakeMessagesAPI
) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    with DagsterInstance.ephemeral() as instance:
        result = _run(tmp_path, instance, run_config=_quality_config(base_url=messages_api.base_url))
        assert result.success
        expected = len(_lines(DAY))
        logs = pq.read_table(tmp_path / "storage" / "request_logs" / f"{DAY}.parquet")
        quality = pq.read_table(tmp_path / "storage" / "online_quality" / f"{DAY}.parquet")
        assert logs.num_rows == quality.num_rows == expected == 24
        assert logs.column("request_id").to_pylist() == quality.column("request_id").to_pylist()

        meta = _metadata(instance, "online_quality")
        for key in ("requests", "escalation_rate", "escalations_needed", "llm_calls", "cost_usd", "failure_count",
                    "warnings/HIT_RETRIEVAL_LIMIT", "warnings/HIGH_THRESHOLD_FILTERING",
                    "context_relevance/mean", "context_relevance/p10", "context_relevance/p50",
                    "context_relevance/p90", "context_recall_heuristic/p50", "multi_source_agreement/mean"):
            assert isinstance(meta[key], float), key
        assert meta["requests"] == 24.0 and meta["llm_calls"] == 0.0 and meta["cost_usd"] == 0.0
        escalated = quality.column("escalated").to_pylist()
        assert meta["escalations_needed"] == sum(escalated) > 0
        assert meta["escalation_rate"] == round(sum(escalated) / 24, 6)
        assert meta["context_recall_llm/mean"] == "unmeasured"
        reasons = [row["reason"] for row, up in zip(quality.column("context_recall_llm").to_pylist(), escalated,
                                                    strict=True) if up]
        assert set(reasons) == {NO_VALIDATOR_REASON}
        assert messages_api.requests == []  # escalation decided and counted, never sent

        (check,) = result.get_asset_check_evaluations()
        assert check.passed and check.metadata["requests"].value == 24


def test_missing_day_fails_naming_the_path(tmp_path: Path) -> None:
    with DagsterInstance.ephemeral() as instance:
        result = _run(tmp_path, instance, day="2026-11-19")
        assert not result.success
        (failure,) = result.get_step_failure_events()
        assert failure.step_key == "request_logs"
        message = failure.step_failure_data.error.to_string()
        assert f"{SAMPLE_LOGS / '2026-11-19.jsonl'}: no request log for 2026-11-19" in message
        assert "2026-11-19.parquet" in message
        assert not (tmp_path / "storage" / "request_logs").exists()  # no empty success


def test_a_parquet_day_is_read_like_jsonl(tmp_path: Path) -> None:
    folder = tmp_path / "logs"
    folder.mkdir()
    pq.write_table(pa.Table.from_pylist(_lines(DAY)), folder / f"{DAY}.parquet")
    with DagsterInstance.ephemeral() as instance:
        result = materialize([ONLINE_ASSETS[0]], partition_key=DAY, resources=_resources(tmp_path, folder),
                             instance=instance, raise_on_error=False)
        assert result.success
        from_parquet = pq.read_table(tmp_path / "storage" / "request_logs" / f"{DAY}.parquet")
    with DagsterInstance.ephemeral() as instance:
        assert materialize([ONLINE_ASSETS[0]], partition_key=DAY, resources=_resources(tmp_path / "j"),
                           instance=instance).success
        from_jsonl = pq.read_table(tmp_path / "j" / "storage" / "request_logs" / f"{DAY}.parquet")
    assert from_parquet.num_rows == 24 and from_parquet.equals(from_jsonl)


def test_both_formats_for_one_day_is_ambiguous(tmp_path: Path) -> None:
    (tmp_path / f"{DAY}.jsonl").write_text("")
    (tmp_path / f"{DAY}.parquet").write_bytes(b"")
    with pytest.raises(DatasetError, match="two request logs"):
        RequestLogsResource(folder=str(tmp_path)).path_for(DAY)


def test_worse_day_fails_a_strict_warning_gate(tmp_path: Path) -> None:
    day3 = "2026-11-22"
    run_config = {"ops": {CHECK_STEP: {"config": {"max_share": 0.1}}}}
    with DagsterInstance.ephemeral() as instance:
        result = _run(tmp_path, instance, day=day3, run_config=run_config)
        assert result.success  # a failed gate is a failed check of a successful run, not a crash
        (check,) = result.get_asset_check_evaluations()
        assert not check.passed
        share = check.metadata["share"].value
        assert share > 0.1 and check.metadata["max_share"].value == 0.1
        warned = sum(bool(w) for w in pq.read_table(
            tmp_path / "storage" / "online_quality" / f"{day3}.parquet").column("warnings").to_pylist())
        assert check.metadata["with_recall_warning"].value == warned
        assert share == round(warned / len(_lines(day3)), 6)


def test_with_a_key_escalations_call_claude_once_then_hit_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, messages_api: FakeMessagesAPI
) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-ONLINE-7f3a")
    messages_api.set_default(Reply.ok(json.dumps({"recall": 0.5, "missing": ["owner"], "reason": "partial"}),
                                      input_tokens=1000, output_tokens=100))
    run_config = _quality_config(base_url=messages_api.base_url, model="claude-haiku-4-5")
    with DagsterInstance.ephemeral() as instance:
        assert _run(tmp_path, instance, run_config=run_config).success
        meta = _metadata(instance, "online_quality")
        calls = len(messages_api.message_requests)
        escalated = pq.read_table(tmp_path / "storage" / "online_quality" / f"{DAY}.parquet").column(
            "escalated").to_pylist()
        prompts = {json.dumps([log["query"], log["chunks"][:10], log.get("answer")], sort_keys=True)
                   for log, up in zip(_lines(DAY), escalated, strict=True) if up}
        # one call per distinct escalated prompt: the same request served twice that day is a cache hit
        assert calls == meta["llm_calls"] == len(prompts) > 0 and meta["escalations_needed"] == sum(escalated)
        assert meta["cost_usd"] == pytest.approx(calls * 0.0015)  # haiku: $1 / $5 per MTok
        assert meta["context_recall_llm/mean"] == 0.5
        assert (tmp_path / "cache" / "judge_calls.sqlite").exists()

        assert _run(tmp_path, instance, run_config=run_config).success  # same day again
        assert len(messages_api.message_requests) == calls  # every reply came from the cache
        assert _metadata(instance, "online_quality")["cost_usd"] == 0.0
