"""Eval dataset contracts: the three seed formats, loaded into one validated EvalDataset.

Formats (see ``docs/ARCHITECTURE.md``):

- ``qid_jsonl`` (seed 001): one JSON object per line — ``qid``, ``question``, ``answerable``, ``gold``.
- ``qa_json`` (seed 002): ``{"metadata": {...}, "test_cases": [{id, question, ground_truth, ...}]}``.
- ``outcome_json`` (seed 000): ``{"version": ..., "cases": [{id, question, required_facts, ...}]}``.

Every format also accepts any canonical EvalCase field by its own name, so one file can carry
the union; unknown per-case keys land in ``EvalCase.extra`` (unless one is a close misspelling of a
field the case does not set, ``critcal``: an error), unknown top-level keys in ``EvalDataset.metadata``. Every problem is a :class:`DatasetError` naming file, line and field.
Resource limits are in :mod:`rageval_pipeline.core.datasets.limits`.
"""

from __future__ import annotations

from rageval_pipeline.core.datasets import limits
from rageval_pipeline.core.datasets._dump import dump_dataset
from rageval_pipeline.core.datasets._load import (
    FORMATS,
    case_content_hash,
    content_hash,
    detect_format,
    load_dataset,
    parse_dataset,
    qid_sort_key,
)

__all__ = [
    "FORMATS",
    "case_content_hash",
    "content_hash",
    "detect_format",
    "dump_dataset",
    "limits",
    "load_dataset",
    "parse_dataset",
    "qid_sort_key",
]
