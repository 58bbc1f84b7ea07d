"""The graph runs with one process per step: no step relies on another's in-process state, and
the outputs are the rows the in-process executor writes."""

import json
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from dagster import DagsterInstance, execute_job, instance_for_test

from rageval_pipeline.defs.definitions import reconstructable_eval_job
from rageval_pipeline_tests.support.graph import run_suite

DATE = "2026-11-21"
#: columns that hold wall-clock facts of one run (latency) rather than what was evaluated
RUN_SPECIFIC = {"latency_ms", "slow"}


def _rows(home: Path, asset: str) -> list[dict]:
    table = pq.read_table(home / "storage" / asset / DATE / "sample.parquet")
    return [{k: v for k, v in row.items() if k not in RUN_SPECIFIC} for row in table.to_pylist()]


@pytest.mark.slow
def test_multiprocess_executor_writes_the_in_process_rows(tiny, tmp_path):
    with instance_for_test() as instance:
        result = execute_job(reconstructable_eval_job("sample", DATE), instance=instance,
                             tags={"dagster/partition": DATE})
        assert result.success, [e.message for e in result.all_events if e.is_failure]
        pids = {e.pid for e in result.all_events if e.is_step_start}
        assert len(pids) >= 2  # steps really ran in separate processes
    multiprocess_home = Path(tiny["home"])
    assert (multiprocess_home / "reports" / "sample" / DATE / "summary.json").exists()

    in_process_home = tmp_path / "in_process_home"
    with DagsterInstance.ephemeral() as instance:
        assert run_suite(tiny, instance, DATE, home=str(in_process_home), raise_on_error=True).success
    for asset in ("eval_cases", "system_responses", "retrieval_scores", "judge_verdicts", "case_scores",
                  "ab_comparison"):
        rows = _rows(multiprocess_home, asset)
        assert rows and rows == _rows(in_process_home, asset), asset
    summaries = [json.loads((home / "reports" / "sample" / DATE / "summary.json").read_text())
                 for home in (multiprocess_home, in_process_home)]
    for summary in summaries:  # latency percentiles are the only run-specific numbers in a summary
        for variant in summary["variants"].values():
            variant["responses"] = {k: v for k, v in variant["responses"].items() if "latency" not in k}
            variant["scores"].pop("latency_ms")
    assert summaries[0]["variants"] == summaries[1]["variants"] and summaries[0]["gates"] == summaries[1]["gates"]
