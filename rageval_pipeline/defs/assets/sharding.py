"""The Dagster shape of a sharded asset: plan → one step per case shard → merge.

A suite with ``execution.shards`` above 1 builds ``system_responses`` and ``judge_verdicts`` as
graph-backed assets (``defs/assets/responses.py``, ``verdicts.py``). Dynamic outputs rather than
shard partitions: a shard is not something a user materializes or backfills on its own, the number
of shards may change from one run to the next without touching the partitions, and the asset, its
Parquet file and everything downstream stay exactly those of the unsharded suite.

This module holds what both assets share: the planning step, the step names, and the resources
every inner step needs (:mod:`rageval_pipeline.defs.shard_parts` stores what they hand over; its IO
manager is one of the project's resources, ``defs/definitions.py::build_resources``).
"""

from collections.abc import Callable, Iterator, Sequence

import pyarrow as pa
from dagster import DynamicOut, DynamicOutput, OpDefinition, OpExecutionContext, Out, op

from rageval_pipeline.core import stages
from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.records.schemas import EvalCase
from rageval_pipeline.core.runtime.shards import Shard
from rageval_pipeline.defs.resources import RagevalResource
from rageval_pipeline.defs.shard_parts import SHARD_PARTS
from rageval_pipeline.defs.suite_scope import SuiteScope

Planner = Callable[[Suite, Sequence[EvalCase]], list[Shard]]


def step_name(scope: SuiteScope, asset: str, step: str) -> str:
    """``sample__system_responses_shard``: an inner step's op, unique across suites and assets."""
    return f"{scope.key(asset).to_python_identifier()}_{step}"


def part_out() -> Out:
    """The output of a shard's step: its StageResult, stored where every worker finds it."""
    return Out(io_manager_key=SHARD_PARTS)


def plan_op(scope: SuiteScope, asset: str, planner: Planner) -> OpDefinition:
    """The step that reads the suite and the cases when the run starts and yields one dynamic
    output per shard, keyed by ``Shard.key``; the shard count comes from the suite file then."""

    @op(name=step_name(scope, asset, "plan"), out=DynamicOut(Shard, io_manager_key=SHARD_PARTS),
        description=f"Deals the cases of {asset} into the suite's case shards (execution.shards).")
    def plan(context: OpExecutionContext, rageval: RagevalResource, eval_cases: pa.Table) -> Iterator[DynamicOutput[Shard]]:
        suite = scope.load(rageval)
        shards = planner(suite, stages.cases_from_table(eval_cases))
        sizes = sorted({len(s) for s in shards})
        context.log.info(f"{len(shards)} shard(s) of {' or '.join(map(str, sizes))} case(s)")
        for shard in shards:
            yield DynamicOutput(shard, mapping_key=shard.key)

    return plan


__all__ = ["Planner", "part_out", "plan_op", "step_name"]
