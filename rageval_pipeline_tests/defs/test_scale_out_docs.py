"""The README's scale-out configuration is what the code accepts: the Celery worker file equals
``worker_config()``, the Kubernetes instance file passes the schemas of Dagster's instance and of
``K8sRunLauncher``, and the Kubernetes run config resolves against the k8s definitions' job."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml
from dagster._config import validate_config
from dagster._core.instance.config import dagster_instance_config_schema
from dagster._core.system_config.objects import ResolvedRunConfig
from dagster_k8s import K8sRunLauncher

from rageval_pipeline.defs.celery import CELERY_JOB, worker_config

README = Path(__file__).resolve().parents[2] / "README.md"


def _block(first_line: str) -> dict[str, Any]:
    """The YAML in the README that starts with ``first_line`` (up to its fence or heredoc end)."""
    text = README.read_text(encoding="utf-8")
    found = re.search(rf"^{re.escape(first_line)}\n(.*?)^(?:```|YAML)$", text, flags=re.S | re.M)
    assert found, f"README has no block starting with {first_line!r}"
    data = yaml.safe_load(found.group(1))
    assert isinstance(data, dict)
    return data


def test_the_documented_celery_worker_file_is_the_code_s() -> None:
    assert _block("# celery-worker.yaml") == worker_config()
    text = README.read_text(encoding="utf-8")
    assert f"-m rageval_pipeline.defs.celery -j sample__{CELERY_JOB} " in text
    assert '--tags \'{"dagster/partition": "2026-11-21"}\'' in text  # a suite's partitions are plain dates
    assert "-A dagster_celery.app -i rageval_pipeline.defs.celery" in text


def test_the_documented_kubernetes_instance_passes_dagster_s_schemas() -> None:
    instance = _block("# dagster.yaml (Kubernetes)")
    checked = validate_config(dagster_instance_config_schema(), instance)
    assert checked.success, [e.message for e in checked.errors]
    launcher = instance["run_launcher"]
    assert (launcher["module"], launcher["class"]) == ("dagster_k8s", "K8sRunLauncher")
    checked = validate_config(K8sRunLauncher.config_type(), launcher["config"])
    assert checked.success, [e.message for e in checked.errors]


def test_the_documented_kubernetes_run_config_resolves_for_the_nightly_job(tiny) -> None:
    from rageval_pipeline.defs.k8s import defs

    job = defs().resolve_job_def("sample__nightly_eval")
    assert job.executor_def.name == "k8s"
    resolved = ResolvedRunConfig.build(job, _block("# run config (Kubernetes)"))
    assert resolved.execution.execution_engine_config["max_concurrent"] == 8
