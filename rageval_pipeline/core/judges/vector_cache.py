"""Sentence vectors the local judge computed before, kept in SQLite between runs.

Embedding the retrieved contexts sentence by sentence is most of the local judge's time (on the
sample suite ~1,000 of its ~1,300 texts are context sentences), and a nightly run of one suite sees
mostly the same corpus sentences every night. Vectors are stored by (embedder name, text) as the
embedder returned them (float32 bytes), so a cached vector is exactly the one a fresh batch gave
then. The cache is best effort: any SQLite problem is logged once and the judge embeds as if there
were no cache — a run never fails for it.
"""

from __future__ import annotations

import hashlib
import logging
import sqlite3
from collections.abc import Mapping, Sequence
from contextlib import closing
from pathlib import Path

import numpy as np

logger = logging.getLogger(__name__)

__all__ = ["VectorCache"]

_BATCH = 500


def _key(embedder: str, text: str) -> str:
    return hashlib.sha256(f"{embedder}\0{text}".encode()).hexdigest()


class VectorCache:
    """Vectors by (embedder, text); ``get`` returns what it has, ``put`` adds what was computed."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._broken = False

    def _connect(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        connection = sqlite3.connect(self.path, timeout=30)
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("CREATE TABLE IF NOT EXISTS vectors (key TEXT PRIMARY KEY, dim INTEGER, data BLOB)")
        return connection

    def _failed(self, exc: Exception) -> None:
        if not self._broken:
            logger.warning("judge vector cache %s unusable, embedding without it: %s", self.path, exc)
        self._broken = True

    def get(self, embedder: str, texts: Sequence[str], dim: int) -> dict[str, np.ndarray]:
        if self._broken or not texts:
            return {}
        keys = {_key(embedder, t): t for t in texts}
        found: dict[str, np.ndarray] = {}
        try:
            with closing(self._connect()) as connection, connection:
                ordered = list(keys)
                for start in range(0, len(ordered), _BATCH):
                    chunk = ordered[start : start + _BATCH]
                    marks = ",".join("?" * len(chunk))
                    for key, stored_dim, data in connection.execute(
                        f"SELECT key, dim, data FROM vectors WHERE key IN ({marks})", chunk  # noqa: S608 - placeholders only
                    ):
                        if stored_dim == dim and len(data) == 4 * dim:
                            found[keys[key]] = np.frombuffer(data, dtype=np.float32).copy()
        except sqlite3.Error as exc:
            self._failed(exc)
            return {}
        return found

    def put(self, embedder: str, vectors: Mapping[str, np.ndarray]) -> None:
        if self._broken or not vectors:
            return
        rows = [(_key(embedder, text), int(v.shape[0]), np.asarray(v, dtype=np.float32).tobytes())
                for text, v in vectors.items()]
        try:
            with closing(self._connect()) as connection, connection:
                connection.executemany("INSERT OR REPLACE INTO vectors (key, dim, data) VALUES (?, ?, ?)", rows)
        except sqlite3.Error as exc:
            self._failed(exc)
