"""Content hashes: the identity of inputs, so unchanged inputs are recognised and reused."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pydantic import BaseModel


def canonical_json(obj: Any) -> str:
    """JSON with sorted keys and no whitespace: equal data ⇒ equal text ⇒ equal hash."""
    if isinstance(obj, BaseModel):
        obj = obj.model_dump(mode="json")
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def stable_hash(obj: Any, *, length: int = 16) -> str:
    """Short hex SHA-256 of the canonical JSON of ``obj`` (``str``/``bytes`` hashed as they are)."""
    if isinstance(obj, bytes):
        data = obj
    elif isinstance(obj, str):
        data = obj.encode("utf-8")
    else:
        data = canonical_json(obj).encode("utf-8")
    return hashlib.sha256(data).hexdigest()[:length]
