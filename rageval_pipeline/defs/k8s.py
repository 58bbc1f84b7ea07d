"""The project's definitions with every step of every run launched as its own Kubernetes Job
(``dagster-k8s``'s ``k8s_job_executor``; install the ``k8s`` extra in the image).

Point the code location at this module (``dagster api grpc -m rageval_pipeline.defs.k8s``) and the
instance's run launcher at ``K8sRunLauncher`` (README, "Scaling out"). Storage goes to
``RAGEVAL_HOME`` — an ``s3://`` URL through the same UPath IO manager as a local folder — so every
step's pod reads and writes the same Parquet. Jobs that name their own executor keep it.
"""

from __future__ import annotations

from dagster import Definitions, ExecutorDefinition, definitions

from rageval_pipeline.defs.definitions import build_definitions

try:
    from dagster_k8s import k8s_job_executor
except ImportError as exc:  # an optional extra: say which one
    raise ImportError("the Kubernetes executor needs the 'k8s' extra: pip install 'rageval_pipeline[k8s]'") from exc


def on_executor(base: Definitions, executor: ExecutorDefinition) -> Definitions:
    """``base`` with ``executor`` for every job that does not choose its own."""
    return Definitions(assets=base.assets, asset_checks=base.asset_checks, jobs=base.jobs, schedules=base.schedules,
                       sensors=base.sensors, resources=base.resources, executor=executor)


@definitions
def defs() -> Definitions:
    """The code location: the project's suites (read when Dagster loads it), every job on Kubernetes."""
    return on_executor(build_definitions(), k8s_job_executor)
