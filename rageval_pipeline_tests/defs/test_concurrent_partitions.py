"""Two suites materialized at the same time by two processes, sharing the Dagster instance, the
Parquet storage, the embedding cache and the reports folder: nothing is clobbered or lost.

Why it holds: every partition writes its own files (``<asset>/<date>/<suite>.parquet``) through
temp-file + atomic rename; the embedding cache is written the same way (same content for the same
key, so the last rename wins harmlessly); the judge call cache is SQLite in WAL mode."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pyarrow.parquet as pq
import pytest
import yaml

from rageval_pipeline_tests.support.tiny_project import write_tiny_project

ROOT = Path(__file__).resolve().parents[2]
RAGEVAL = str(Path(sys.executable).with_name("rageval"))


@pytest.mark.slow
def test_two_suites_in_two_processes_at_once(tmp_path):
    paths = write_tiny_project(tmp_path)
    suite = yaml.safe_load(paths["suite"].read_text())
    paths["suite"].unlink()
    for name in ("alpha", "beta"):
        (paths["suites"] / f"{name}.yaml").write_text(yaml.safe_dump({**suite, "name": name}))
    home = tmp_path / "dagster_home"
    home.mkdir()
    env = dict(os.environ, DAGSTER_HOME=str(home), RAGEVAL_HOME=str(paths["home"]),
               RAGEVAL_SUITES_DIR=str(paths["suites"]), HF_HUB_OFFLINE="1")
    runs = [subprocess.Popen([RAGEVAL, "run", "--suite", name, "--date", "2026-11-20", "--quiet"], env=env, cwd=ROOT,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for name in ("alpha", "beta")]
    outputs = [p.communicate(timeout=300) for p in runs]
    results = [(p.returncode, out, err) for p, (out, err) in zip(runs, outputs, strict=True)]
    for code, out, err in results:
        assert code in (0, 1, 2), err[-2000:]

    storage = Path(paths["home"]) / "storage"
    for (_, out, err), name in zip(results, ("alpha", "beta"), strict=True):
        path = storage / "system_responses" / "2026-11-20" / f"{name}.parquet"
        assert path.exists(), f"{name}: {sorted(str(p) for p in storage.rglob('*.parquet'))}\n{out[-3000:]}\n{err[-3000:]}"
        responses = pq.read_table(path)
        assert responses.num_rows == 8 and set(responses.column("status").to_pylist()) == {"ok"}
        assert pq.read_table(storage / "case_scores" / "2026-11-20" / f"{name}.parquet").num_rows == 8
        summary = json.loads((Path(paths["home"]) / "reports" / name / "2026-11-20" / "summary.json").read_text())
        assert summary["suite"] == name and summary["dataset"]["cases"] == 4
    assert not [p for p in Path(paths["home"]).rglob("*") if p.name.endswith(".tmp")]
