"""End to end through Dagster on the tiny project: every asset, every check, report files."""

import json
from pathlib import Path

import pyarrow.parquet as pq
from dagster import AssetKey, DagsterInstance, FloatMetadataValue, IntMetadataValue

from rageval_pipeline_tests.support.graph import run_suite

KEY = "2026-11-20"


def _run(paths, instance, resources=None, selection=None, key=KEY):
    return run_suite(paths, instance, key, resources=resources, selection=selection)


def test_whole_graph_for_one_partition(tiny, counting_system):
    with DagsterInstance.ephemeral() as instance:
        result = _run(tiny, instance, {"system": counting_system})
        assert result.success
        storage = Path(tiny["home"]) / "storage"
        for asset in ("eval_cases", "corpus_index", "system_responses", "retrieval_scores", "judge_verdicts",
                      "case_scores", "ab_comparison", "eval_report", "score_drift"):
            assert (storage / asset / "2026-11-20" / "sample.parquet").exists(), asset
        responses = pq.read_table(storage / "system_responses" / "2026-11-20" / "sample.parquet")
        assert responses.num_rows == 8  # 4 cases × 2 variants
        assert len(counting_system.calls) == 8
        assert sorted(set(responses.column("status").to_pylist())) == ["ok"]
        checks = {e.check_name: e.passed for e in result.get_asset_check_evaluations()}
        assert checks["dataset_valid"] and checks["error_rate_within_threshold"]
        assert set(checks) == {"dataset_valid", "error_rate_within_threshold", "retrieval_thresholds",
                               "quality_thresholds", "critical_cases_pass", "value_over_baseline", "drift_within_tolerance", "all_gates_pass"}

        folder = Path(tiny["home"]) / "reports" / "sample" / "2026-11-20"
        summary = json.loads((folder / "summary.json").read_text())
        assert set(summary["variants"]) == {"baseline", "full"}
        assert summary["dataset"]["cases"] == 4 and summary["dataset"]["negatives"] == 1
        ret = summary["variants"]["full"]["retrieval"]
        assert ret["scored"] == 3 and ret["skipped"] == {"unanswerable": 1}
        lines = (folder / "per_question.jsonl").read_text().splitlines()
        assert len(lines) == 8 and json.loads(lines[0])["qid"] == "t_001"
        assert (folder / "summary.md").read_text().startswith("# RAG evaluation: suite `sample`, 2026-11-20")

        mats = instance.fetch_materializations(AssetKey(["sample", "eval_report"]), limit=1).records
        assert mats[0].partition_key == KEY
        metadata = mats[0].asset_materialization.metadata
        assert "summary" in metadata and "full/recall@3" in metadata
        # what the UI plots (every int and float): one series per headline metric and variant, plus
        # the suite-wide A/B and gate counts; no table shape, no cost of a judge that costs nothing
        plotted = {k for k, v in metadata.items() if isinstance(v, (FloatMetadataValue, IntMetadataValue))}
        per_variant = {k for k in plotted if k.split("/")[0] in {"baseline", "full"}}
        assert plotted - per_variant == {"value_win_rate", "ab_sign_test_p", "gates_failed"}
        assert {"full/composite", "baseline/composite", "full/recall@3", "baseline/recall@3"} <= per_variant
        assert metadata["llm_judge"].value == "none" and "cost_usd" not in metadata
        for asset in ("eval_cases", "system_responses", "judge_verdicts", "ab_comparison"):
            record = instance.fetch_materializations(AssetKey(["sample", asset]), limit=1).records[0]
            shown = record.asset_materialization.metadata
            assert not {"rows", "columns", "cost_usd", "input_tokens"} & set(shown), (asset, sorted(shown))


def _without_latency(value):
    """Live latencies differ run to run; every other byte of the outputs must not."""
    if isinstance(value, dict):
        return {k: _without_latency(v) for k, v in value.items() if "latency" not in k}
    if isinstance(value, list):  # scorecard rows name their metric in a field
        return [_without_latency(v) for v in value
                if not (isinstance(v, dict) and "latency" in str(v.get("metric", "")))]
    return value


def test_outputs_are_deterministic_across_runs(tiny):
    folder = Path(tiny["home"]) / "reports" / "sample" / "2026-11-20"
    runs = []
    for _ in range(2):
        with DagsterInstance.ephemeral() as instance:
            assert _run(tiny, instance).success
        runs.append({
            "summary": _without_latency(json.loads((folder / "summary.json").read_text())),
            "rows": [_without_latency(json.loads(line)) for line in (folder / "per_question.jsonl").read_text().splitlines()],
        })
    assert runs[0]["rows"] and runs[0] == runs[1]


def test_rescore_three_dates_never_calls_the_system(tiny, counting_system):
    dates = ["2026-11-17", "2026-11-18", "2026-11-19"]
    with DagsterInstance.ephemeral() as instance:
        for date in dates:
            assert _run(tiny, instance, {"system": counting_system}, key=date).success
        calls_after_capture = len(counting_system.calls)
        assert calls_after_capture == 3 * 8
        rescore = ["retrieval_scores", "judge_verdicts", "case_scores", "ab_comparison", "eval_report", "score_drift"]
        for date in dates:
            result = _run(tiny, instance, {"system": counting_system}, key=date, selection=rescore)
            assert result.success
            assert {e.step_key for e in result.all_events if e.is_step_success} >= {f"sample__{a}" for a in rescore}
        assert len(counting_system.calls) == calls_after_capture


def test_the_suites_calibration_job_measures_its_judge_against_labels(tmp_path):
    """``<suite>__judge_calibration_job``, as the UI launches it, on two labelled responses."""
    from rageval_pipeline.defs.definitions import build_definitions
    from rageval_pipeline_tests.support.graph import project_settings
    from rageval_pipeline_tests.support.tiny_project import write_tiny_project

    passages = "passage 1:Refunds are available within 30 days of purchase.\n\npassage 2:Shipping takes 5 days."
    rows = [{"source_id": 1, "source": {"question": "How long is the refund window?", "passages": passages},
             "responses": [{"response": "Refunds are available within 30 days of purchase.", "labels": []},
                           {"response": "Refunds are available within 90 days, and shipping is free.",
                            "labels": [{"label_type": "Evident Conflict", "text": "90 days"}]}]}]
    (tmp_path / "labels.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    paths = write_tiny_project(tmp_path, suite_overrides={
        "judge": {"kind": "local", "embedder": "hashing-v1", "calibration_labels": "../labels.jsonl"}})
    job = build_definitions(project_settings(paths), include_dates={"sample": KEY}).resolve_job_def(
        "sample__judge_calibration_job")
    with DagsterInstance.ephemeral() as instance:
        assert job.execute_in_process(partition_key=KEY, instance=instance).success
        record = instance.fetch_materializations(AssetKey(["sample", "judge_calibration"]), limit=1).records[0]
    metadata = record.asset_materialization.metadata
    assert record.partition_key == KEY and metadata["n"].value == 2 and metadata["positives"].value == 1
    assert isinstance(metadata["balanced_accuracy"], FloatMetadataValue)
