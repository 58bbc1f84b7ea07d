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

from pydantic import ValidationError

from rageval_pipeline.core.datasets import qid_sort_key
from rageval_pipeline.core.errors import DatasetError
from rageval_pipeline.core.schemas import EvalCase, SystemResponse
from rageval_pipeline.core.storage import write_text_atomic


def load_frozen_responses(path: str | Path) -> dict[tuple[str, str], SystemResponse]:
    file = Path(path)
    try:
        lines = file.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise DatasetError("frozen responses file does not exist", path=file) from None
    out: dict[tuple[str, str], SystemResponse] = {}
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            response = SystemResponse.model_validate(json.loads(line))
        except json.JSONDecodeError as exc:
            raise DatasetError(f"invalid JSON: {exc.msg}", path=file, line=number) from None
        except ValidationError as exc:
            err = exc.errors()[0]
            field = ".".join(str(p) for p in err["loc"]) or None
            raise DatasetError(err["msg"], path=file, line=number, field=field) from None
        key = (response.case_id, response.variant)
        if key in out:
            raise DatasetError(f"duplicate frozen response for case {key[0]!r} variant {key[1]!r}", path=file, line=number)
        out[key] = response
    return out


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
