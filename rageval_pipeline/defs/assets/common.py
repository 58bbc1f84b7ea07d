"""What every evaluation asset shares: one decorator that binds an asset to its suite's graph.

Each asset module builds its asset for one :class:`SuiteScope` (``build_<asset>(scope)``), so a
suite's graph is a list of builder calls (``defs/suite_graph.py``) and a builder can be swapped for
another shape of the same asset (a graph-backed asset fanning a stage out over shards) without
touching the others.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dagster import AssetsDefinition, asset, graph_asset

from rageval_pipeline.defs.suite_scope import SuiteScope


def eval_asset(scope: SuiteScope, name: str, *, description: str, inputs: Sequence[str] = (),
               kinds: Sequence[str] = ("parquet",), code_version: str = "1") -> Callable[..., AssetsDefinition]:
    """``@asset`` for ``name`` in the suite's graph: its key, its upstream assets, its group and daily
    partitions. ``inputs`` name upstream assets of the same suite (the body's parameters)."""
    decorator: Callable[..., AssetsDefinition] = asset(
        key=scope.key(name), ins=scope.ins(*inputs), partitions_def=scope.partitions, group_name=scope.group,
        kinds=set(kinds), code_version=code_version, description=description,
        tags={"rageval/adhoc": "true"} if scope.adhoc else None,
    )
    return decorator


def eval_graph_asset(scope: SuiteScope, name: str, *, description: str, inputs: Sequence[str] = (),
                     kinds: Sequence[str] = ("parquet",), code_version: str = "1") -> Callable[..., AssetsDefinition]:
    """``@graph_asset`` bound like :func:`eval_asset`: the same key, upstream assets, group,
    partitions, kinds, code version and tags, so a graph-backed shape of an asset is the same asset
    to everything around it. Its graph (and so each inner step's key) is named after the key."""
    decorator: Callable[..., AssetsDefinition] = graph_asset(
        key=scope.key(name), ins=scope.ins(*inputs),
        partitions_def=scope.partitions, group_name=scope.group, kinds=set(kinds), code_version=code_version,
        description=description, tags={"rageval/adhoc": "true"} if scope.adhoc else None,
    )
    return decorator
