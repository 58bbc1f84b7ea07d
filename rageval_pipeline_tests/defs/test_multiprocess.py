"""The graph runs with one process per step: no step relies on another's in-process state."""

from pathlib import Path

import pytest
from dagster import execute_job, instance_for_test, reconstructable

from rageval_pipeline.defs.definitions import multiprocess_eval_job


@pytest.mark.slow
def test_multiprocess_executor_materializes_the_partition(tiny):
    with instance_for_test() as instance:
        result = execute_job(reconstructable(multiprocess_eval_job), instance=instance,
                             tags={"dagster/partition": "2026-11-21|sample"})
        assert result.success, [e.message for e in result.all_events if e.is_failure]
        pids = {e.pid for e in result.all_events if e.is_step_start}
        assert len(pids) >= 2  # steps really ran in separate processes
    report = Path(tiny["home"]) / "reports" / "sample" / "2026-11-21" / "summary.json"
    assert report.exists()
