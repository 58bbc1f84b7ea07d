"""SQLite cache of LLM judge calls: a re-run, a backfill or a resumed run pays nothing for calls
whose inputs did not change.

One file, WAL journal, one short-lived connection per operation, every write an
``INSERT OR REPLACE`` inside ``BEGIN IMMEDIATE`` — so several threads *and* several processes
(Dagster's multiprocess executor) can share one cache, and an entry is either fully there or not
at all (a killed run never leaves half a record).

The key is a hash of everything that determines the reply — model, prompt version, the full
system + user prompt, sampling params and the pass index (passes sample independently, so each
has its own entry). Credentials and endpoints are never part of a key or a record.

``replay_only=True`` turns the cache into a frozen fixture (seed 000's replay mode): a miss raises
a :class:`JudgeError` naming the key instead of letting the judge call the API.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rageval_pipeline.core.errors import JudgeError, StorageError
from rageval_pipeline.core.records.hashing import stable_hash

_SCHEMA = """
CREATE TABLE IF NOT EXISTS judge_calls (
    key TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    record TEXT NOT NULL,
    created_at TEXT NOT NULL
)
"""


class CacheRecord(BaseModel):
    """What one judge pass returned: the usable reply text and what it cost.

    ``calls`` counts the HTTP calls the pass needed (retries after a truncated or malformed
    reply add calls); the tokens are summed over them.
    """

    model_config = ConfigDict(extra="forbid")

    text: str
    stop_reason: str | None = None
    input_tokens: int = Field(ge=0)
    output_tokens: int = Field(ge=0)
    model: str
    calls: int = Field(default=1, ge=1)


class CacheStats(BaseModel):
    """Lookups answered (hits) and not answered (misses) by this cache object."""

    model_config = ConfigDict(extra="forbid")

    hits: int = 0
    misses: int = 0
    puts: int = 0


def judge_cache_key(
    *,
    model: str,
    prompt_version: str,
    system: str,
    user: str,
    params: Mapping[str, Any],
    pass_index: int,
) -> str:
    """Content hash of one judge call (32 hex chars) — equal inputs ⇒ equal key."""
    return stable_hash(
        {
            "model": model,
            "prompt_version": prompt_version,
            "system": system,
            "user": user,
            "params": dict(params),
            "pass_index": pass_index,
        },
        length=32,
    )


class JudgeCache:
    """``get``/``put``/``keys`` over one SQLite file; ``stats`` counts hits and misses."""

    def __init__(self, path: str | Path, *, replay_only: bool = False, busy_timeout: float = 5.0) -> None:
        self.path = Path(path)
        self.replay_only = replay_only
        self._busy_timeout = busy_timeout
        self._lock = threading.Lock()
        self._stats = CacheStats()
        self._missing: list[str] = []
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self._connect() as conn:
                conn.execute("PRAGMA journal_mode=WAL")
                conn.execute(_SCHEMA)
        except (sqlite3.Error, OSError) as exc:
            raise StorageError(f"cannot open the judge cache: {exc}", path=self.path) from None

    def _connect(self) -> _Connection:
        return _Connection(self.path, self._busy_timeout)

    # -- reads ---------------------------------------------------------------------------------

    def get(self, key: str, *, case_id: str | None = None) -> CacheRecord | None:
        """The record for ``key`` or ``None``; in replay mode a miss raises :class:`JudgeError`."""
        try:
            with self._connect() as conn:
                row = conn.execute("SELECT record FROM judge_calls WHERE key = ?", (key,)).fetchone()
        except sqlite3.Error as exc:
            raise StorageError(f"cannot read the judge cache: {exc}", path=self.path) from None
        record: CacheRecord | None = None
        if row is not None:
            try:
                record = CacheRecord.model_validate_json(row[0])
            except ValidationError:
                record = None  # an unreadable entry is a miss: the call is made again and rewritten
        with self._lock:
            if record is None:
                self._stats.misses += 1
                self._missing.append(key)
            else:
                self._stats.hits += 1
        if record is None and self.replay_only:
            raise JudgeError(
                f"replay mode: no cached judge reply for key {key} in {self.path.name} "
                "(re-record the cache in live mode)",
                case_id=case_id,
            )
        return record

    def __contains__(self, key: object) -> bool:
        """Membership without touching the hit/miss statistics (used by cost estimates)."""
        if not isinstance(key, str):
            return False
        try:
            with self._connect() as conn:
                return conn.execute("SELECT 1 FROM judge_calls WHERE key = ?", (key,)).fetchone() is not None
        except sqlite3.Error as exc:
            raise StorageError(f"cannot read the judge cache: {exc}", path=self.path) from None

    def keys(self) -> list[str]:
        """Every stored key, sorted."""
        try:
            with self._connect() as conn:
                return [r[0] for r in conn.execute("SELECT key FROM judge_calls ORDER BY key")]
        except sqlite3.Error as exc:
            raise StorageError(f"cannot read the judge cache: {exc}", path=self.path) from None

    def __len__(self) -> int:
        return len(self.keys())

    @property
    def stats(self) -> CacheStats:
        """A snapshot of this object's hit/miss/put counters."""
        with self._lock:
            return self._stats.model_copy()

    @property
    def missing_keys(self) -> list[str]:
        """Keys looked up and not found, in lookup order (what a replay run lacked)."""
        with self._lock:
            return list(self._missing)

    # -- writes --------------------------------------------------------------------------------

    def put(self, key: str, record: CacheRecord) -> None:
        """Store ``record`` under ``key`` atomically (replacing an older entry)."""
        payload = record.model_dump_json()
        now = datetime.now(UTC).isoformat(timespec="seconds")
        try:
            with self._connect() as conn:
                conn.execute("BEGIN IMMEDIATE")
                try:
                    conn.execute(
                        "INSERT OR REPLACE INTO judge_calls (key, model, record, created_at) VALUES (?, ?, ?, ?)",
                        (key, record.model, payload, now),
                    )
                except sqlite3.Error:
                    conn.execute("ROLLBACK")
                    raise
                conn.execute("COMMIT")
        except sqlite3.Error as exc:
            raise StorageError(f"cannot write the judge cache: {exc}", path=self.path) from None
        with self._lock:
            self._stats.puts += 1

    def __repr__(self) -> str:
        return f"JudgeCache({str(self.path)!r}, replay_only={self.replay_only})"


class _Connection:
    """A connection in autocommit mode (explicit BEGIN/COMMIT), closed on exit."""

    def __init__(self, path: Path, busy_timeout: float) -> None:
        self._conn = sqlite3.connect(path, timeout=busy_timeout, isolation_level=None)

    def __enter__(self) -> sqlite3.Connection:
        return self._conn

    def __exit__(self, *exc: object) -> None:
        self._conn.close()


__all__ = ["CacheRecord", "CacheStats", "JudgeCache", "judge_cache_key"]
