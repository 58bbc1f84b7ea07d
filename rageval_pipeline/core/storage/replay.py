"""Replay mode (seed 000): serve frozen system responses instead of calling the system.

Frozen responses are JSONL, one ``SystemResponse`` per line (``freeze_responses`` writes them,
deterministically). Replaying keeps what was frozen — answers, contexts, latencies and errors —
so downstream scores are a pure function of the fixture: CI detects regressions in the
evaluation itself, never flakiness of a live system.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from rageval_pipeline.core.datasets import qid_sort_key
from rageval_pipeline.core.errors import DatasetError
from rageval_pipeline.core.records.schemas import (
    EvalCase,
    SystemResponse,
    Verdict,
    error_verdict,
)
from rageval_pipeline.core.runtime.bulk import gc_paused
from rageval_pipeline.core.storage.atomic import write_text_atomic


@gc_paused()  # thousands of records, no cycles: see core.bulk
def _read_jsonl(path: str | Path, model: type[BaseModel], what: str) -> list[tuple[int, Any]]:
    file = Path(path)
    try:
        lines = file.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise DatasetError(f"frozen {what} file does not exist", path=file) from None
    return _parse_lines(file, lines, model)


def _parse_lines(file: Path, lines: list[str], model: type[BaseModel]) -> list[tuple[int, Any]]:
    out: list[tuple[int, Any]] = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            out.append((number, model.model_validate(json.loads(line))))
        except json.JSONDecodeError as exc:
            raise DatasetError(f"invalid JSON: {exc.msg}", path=file, line=number) from None
        except ValidationError as exc:
            err = exc.errors()[0]
            field = ".".join(str(p) for p in err["loc"]) or None
            raise DatasetError(err["msg"], path=file, line=number, field=field) from None
    return out


@gc_paused()
def load_frozen_responses(path: str | Path) -> dict[tuple[str, str], SystemResponse]:
    out: dict[tuple[str, str], SystemResponse] = {}
    for number, response in _read_jsonl(path, SystemResponse, "responses"):
        key = (response.case_id, response.variant)
        if key in out:
            raise DatasetError(f"duplicate frozen response for case {key[0]!r} variant {key[1]!r}", path=Path(path),
                               line=number)
        out[key] = response
    return out


@gc_paused()
def load_frozen_verdicts(path: str | Path) -> dict[tuple[str, str], list[Verdict]]:
    """Every frozen verdict row (LLM passes and the final one) by (case, variant)."""
    out: dict[tuple[str, str], list[Verdict]] = {}
    for _, verdict in _read_jsonl(path, Verdict, "verdicts"):
        out.setdefault((verdict.case_id, verdict.variant), []).append(verdict)
    return out


@gc_paused()
def replay_verdicts(
    frozen: Mapping[tuple[str, str], list[Verdict]], responses: Sequence[SystemResponse]
) -> list[list[Verdict]]:
    """The frozen verdicts of each response; a missing one is an error verdict naming the gap."""
    out: list[list[Verdict]] = []
    for r in responses:
        found = frozen.get((r.case_id, r.variant))
        out.append(list(found) if found else
                   [error_verdict(r.case_id, r.variant, "replay", "no frozen verdict for this case and variant")])
    return out


def freeze_verdicts(verdicts: Sequence[Verdict], path: str | Path) -> None:
    rows = [v.model_dump(mode="json") for v in sorted(
        verdicts, key=lambda v: (qid_sort_key(v.case_id), v.variant, -1 if v.pass_index is None else v.pass_index))]
    write_text_atomic(Path(path), "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in rows))


@gc_paused()
def replay_responses(
    frozen: Mapping[tuple[str, str], SystemResponse], cases: Sequence[EvalCase], variants: Sequence[str]
) -> list[SystemResponse]:
    """Frozen rows for every case × variant; a missing one becomes an error row naming the gap."""
    out: list[SystemResponse] = []
    for case in sorted(cases, key=lambda c: qid_sort_key(c.id)):
        for variant in sorted(variants):
            found = frozen.get((case.id, variant))
            if found is None:
                found = SystemResponse(case_id=case.id, variant=variant, system="replay", question=case.question,
                                       status="error", error="no frozen response for this case and variant",
                                       attempts=0)
            out.append(found)
    return out


def freeze_responses(responses: Sequence[SystemResponse], path: str | Path) -> None:
    rows: list[dict[str, Any]] = [r.model_dump(mode="json") for r in
                                  sorted(responses, key=lambda r: (qid_sort_key(r.case_id), r.variant))]
    write_text_atomic(Path(path), "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in rows))
