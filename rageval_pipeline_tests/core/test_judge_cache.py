"""JudgeCache: SQLite, atomic entries, shared across processes, replay mode."""

from __future__ import annotations

import multiprocessing
import sqlite3
from pathlib import Path

import pytest

from rageval_pipeline.core.errors import JudgeError, StorageError
from rageval_pipeline.core.judges.cache import CacheRecord, JudgeCache, judge_cache_key


def record(text: str = '{"x": 1}', **kw: object) -> CacheRecord:
    fields: dict[str, object] = {"text": text, "stop_reason": "end_turn", "input_tokens": 10, "output_tokens": 5, "model": "m"}
    fields.update(kw)
    return CacheRecord(**fields)  # type: ignore[arg-type]


KEY_ARGS = {
    "model": "claude-haiku-4-5",
    "prompt_version": "v1",
    "system": "sys",
    "user": "usr",
    "params": {"max_tokens": 1500, "temperature": 1.0},
    "pass_index": 0,
}


def test_key_is_stable_and_sensitive_to_every_input() -> None:
    base = judge_cache_key(**KEY_ARGS)  # type: ignore[arg-type]
    # golden: a changed key silently invalidates every stored judge call
    assert base == "feb4bd9d37ba48df8ac127e7acc64c12"
    assert judge_cache_key(**{**KEY_ARGS, "params": {"temperature": 1.0, "max_tokens": 1500}}) == base  # type: ignore[arg-type]
    changed = [
        {"model": "claude-sonnet-4-5"},
        {"prompt_version": "v2"},
        {"system": "sys "},
        {"user": "usr2"},
        {"params": {"max_tokens": 1501, "temperature": 1.0}},
        {"pass_index": 1},
    ]
    keys = {judge_cache_key(**{**KEY_ARGS, **c}) for c in changed}  # type: ignore[arg-type]
    assert len(keys) == len(changed) and base not in keys


def test_put_get_roundtrip_and_stats(tmp_path: Path) -> None:
    cache = JudgeCache(tmp_path / "sub" / "judge.sqlite")
    assert cache.get("k1") is None
    cache.put("k1", record(calls=2))
    got = cache.get("k1")
    assert got == record(calls=2)
    assert (cache.stats.hits, cache.stats.misses, cache.stats.puts) == (1, 1, 1)
    assert cache.missing_keys == ["k1"]
    assert "k1" in cache and "k2" not in cache
    assert cache.stats.hits == 1  # membership does not count as a lookup


def test_insert_or_replace_and_sorted_keys(tmp_path: Path) -> None:
    cache = JudgeCache(tmp_path / "c.sqlite")
    for k in ("b", "a", "c"):
        cache.put(k, record(text=k))
    cache.put("a", record(text="new"))
    assert cache.keys() == ["a", "b", "c"] and len(cache) == 3
    got = cache.get("a")
    assert got is not None and got.text == "new"


def test_wal_mode_and_reopen(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    JudgeCache(path).put("k", record())
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert JudgeCache(path).get("k") == record()


def test_replay_only_miss_raises_with_key(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    JudgeCache(path).put("present", record())
    replay = JudgeCache(path, replay_only=True)
    assert replay.get("present") == record()
    with pytest.raises(JudgeError, match=r"case q7: replay mode: no cached judge reply for key absent123"):
        replay.get("absent123", case_id="q7")
    assert replay.missing_keys == ["absent123"]


def test_unreadable_entry_is_a_miss(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    cache = JudgeCache(path)
    cache.put("k", record())
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE judge_calls SET record = '{broken' WHERE key = 'k'")
    assert cache.get("k") is None


def test_not_a_database_is_storage_error(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StorageError, match="c.sqlite"):
        JudgeCache(path)


def _writer(path: str, prefix: str, n: int) -> None:
    cache = JudgeCache(path)
    for i in range(n):
        cache.put(f"{prefix}{i:03d}", record(text=f"{prefix}{i}"))


def test_concurrent_writers_in_separate_processes(tmp_path: Path) -> None:
    path = str(tmp_path / "shared.sqlite")
    JudgeCache(path)
    ctx = multiprocessing.get_context("fork")
    procs = [ctx.Process(target=_writer, args=(path, p, 40)) for p in ("a", "b", "c")]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=30)
    assert [p.exitcode for p in procs] == [0, 0, 0]
    keys = JudgeCache(path).keys()
    assert len(keys) == 120 and keys[0] == "a000" and keys[-1] == "c039"
