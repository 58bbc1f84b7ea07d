"""Scoring answers in forked processes: the same results as one process whatever a child does (fails,
dies, hangs), no fork where none may be made, and the local judge's verdicts unchanged by it."""

from __future__ import annotations

import gc
import logging
import multiprocessing
import os
import time
from pathlib import Path

import pytest

from rageval_pipeline.core.config.suites import JudgeSection
from rageval_pipeline.core.datasets import load_dataset
from rageval_pipeline.core.errors import JudgeError
from rageval_pipeline.core.judges import forked
from rageval_pipeline.core.judges import local as local_judge
from rageval_pipeline.core.judges.factory import build_judge
from rageval_pipeline.core.judges.local import LocalJudge, clear_caches
from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder
from rageval_pipeline.core.storage.replay import load_frozen_responses

ROOT = Path(__file__).resolve().parents[2]
TASKS = [[i] for i in range(40)]


def _square_where(index: int) -> tuple[int, int]:
    time.sleep(0.005)  # (long enough for a child to start and take its share)
    return index * index, os.getpid()


def test_every_index_is_worked_once_and_children_take_a_share():
    results = forked.map_forked(_square_where, TASKS, workers=2)
    assert sorted(results) == list(range(40))
    assert all(results[i][0] == i * i for i in results)
    pids = {pid for _, pid in results.values()}
    assert os.getpid() in pids and len(pids) == 2


def test_a_task_of_several_items_is_worked_by_one_process():
    tasks = [[i, i + 20] for i in range(20)]
    results = forked.map_forked(_square_where, tasks, workers=2)
    assert sorted(results) == list(range(40))
    assert all(results[i][1] == results[i + 20][1] for i in range(20))
    assert len({pid for _, pid in results.values()}) == 2


def _parent_only(failure):
    parent = os.getpid()

    def work(index: int) -> tuple[int, int]:
        if os.getpid() != parent:
            failure()
        return _square_where(index)

    return work


def _raise() -> None:
    raise RuntimeError("a child fails")


def _frozen(index: int) -> int:
    return gc.get_freeze_count()


@pytest.mark.parametrize("workers", [1, 2])
def test_what_is_in_memory_is_kept_from_the_collector_while_working_and_given_back_after(workers):
    assert gc.get_freeze_count() == 0
    frozen = forked.map_forked(_frozen, TASKS, workers=workers)
    assert all(count > 0 for count in frozen.values())
    assert gc.get_freeze_count() == 0


def test_a_process_that_froze_objects_itself_keeps_them_frozen():
    gc.freeze()
    try:
        forked.map_forked(_frozen, TASKS, workers=2)
        assert gc.get_freeze_count() > 0  # (unfrozen, it would be 0)
    finally:
        gc.unfreeze()


def test_what_a_failing_child_took_is_worked_here():
    results = forked.map_forked(_parent_only(_raise), TASKS, workers=2)
    assert {i: r[0] for i, r in results.items()} == {i: i * i for i in range(40)}
    assert {pid for _, pid in results.values()} == {os.getpid()}


def test_what_a_dying_child_took_is_worked_here():
    results = forked.map_forked(_parent_only(lambda: os._exit(3)), TASKS, workers=2)
    assert {i: r[0] for i, r in results.items()} == {i: i * i for i in range(40)}


def test_a_hanging_child_is_stopped_and_its_task_worked_here(monkeypatch):
    monkeypatch.setattr(forked, "GRACE_S", 0.5)
    monkeypatch.setattr(forked, "SLOWER_THAN_PARENT", 0.0)
    # (children an earlier test left behind, e.g. one stopped by its timeout, are not this test's to reap)
    before = set(multiprocessing.active_children())
    started = time.perf_counter()
    results = forked.map_forked(_parent_only(lambda: time.sleep(60)), TASKS, workers=3)
    assert {i: r[0] for i, r in results.items()} == {i: i * i for i in range(40)}
    assert time.perf_counter() - started < 20
    assert not set(multiprocessing.active_children()) - before  # killed and reaped


def test_a_daemonic_process_works_everything_itself(monkeypatch):
    # (a Celery prefork worker is daemonic, and a daemonic process may not have children)
    monkeypatch.setitem(multiprocessing.current_process()._config, "daemon", True)
    assert not forked.can_fork()
    results = forked.map_forked(_square_where, TASKS, workers=2)
    assert {pid for _, pid in results.values()} == {os.getpid()}


def test_one_worker_or_one_task_forks_nothing():
    assert {pid for _, pid in forked.map_forked(_square_where, TASKS, workers=1).values()} == {os.getpid()}
    assert {pid for _, pid in forked.map_forked(_square_where, [list(range(40))], workers=4).values()} == {os.getpid()}


def test_workers_auto_is_the_usable_cpus_up_to_eight():
    assert forked.resolve_workers("auto") == max(1, min(8, forked.usable_cpus()))
    assert forked.resolve_workers(3) == 3
    for bad in (0, -1, True, "two", 1.5):
        with pytest.raises(ValueError, match="positive integer or 'auto'"):
            forked.resolve_workers(bad)  # type: ignore[arg-type]
    with pytest.raises(JudgeError, match="workers"):
        LocalJudge(HashingEmbedder(), workers=0)


def test_the_judge_section_takes_workers_and_the_factory_passes_them():
    assert JudgeSection().workers == "auto"
    for bad in (0, 65, True, "2", 2.5):
        with pytest.raises(ValueError, match="workers"):
            JudgeSection(workers=bad)
    judge = build_judge(JudgeSection(kind="local", workers=3), api_key=None, cache_path=None)
    assert isinstance(judge, LocalJudge) and judge.workers == 3


def _sample_pairs():
    cases = {c.id: c for c in load_dataset(ROOT / "data" / "sample" / "cases.json", format="outcome_json").cases}
    responses = load_frozen_responses(ROOT / "data" / "replay" / "sample_responses.jsonl")
    return [(cases[case_id], response) for (case_id, _), response in sorted(responses.items())]


def test_the_judge_gives_the_same_verdicts_scored_in_two_processes_as_in_one(monkeypatch):
    shares = []
    real = local_judge.map_forked

    def recording(work, tasks, workers):
        shares.append((len(tasks), workers))
        return real(work, tasks, workers)

    monkeypatch.setattr(local_judge, "map_forked", recording)
    pairs = _sample_pairs()
    clear_caches()
    one = LocalJudge(HashingEmbedder(), workers=1).judge_with_signals(pairs)
    clear_caches()
    two = LocalJudge(HashingEmbedder(), workers=2).judge_with_signals(pairs)
    assert shares == [(42, 1), (42, 2)]  # a task per case, both variants in it
    assert [([v.model_dump() for v in verdicts], signals) for verdicts, signals in one] == \
           [([v.model_dump() for v in verdicts], signals) for verdicts, signals in two]


def test_a_case_failing_in_a_child_is_an_error_verdict_logged_here(monkeypatch, caplog):
    pairs = _sample_pairs()
    parent, real = os.getpid(), LocalJudge._score

    def failing_in_children(self, plan, vectors, *readings):
        if os.getpid() != parent:
            raise ValueError("cannot read this case")
        return real(self, plan, vectors, *readings)

    monkeypatch.setattr(LocalJudge, "_score", failing_in_children)
    with caplog.at_level(logging.ERROR, logger=local_judge.__name__):
        verdicts = [v[0] for v in LocalJudge(HashingEmbedder(), workers=2).judge_many(pairs)]
    failed = [v for v in verdicts if v.status == "error"]
    assert failed and len(failed) < len(verdicts)  # the child took some cases, this process the rest
    assert all(v.error == "local judge failed: ValueError: cannot read this case" for v in failed)
    # each failure logged once, here (a child writes nothing: it shares this process's files and connections)
    logged = [r.getMessage() for r in caplog.records]
    assert sorted(m.splitlines()[0] for m in logged) == sorted(
        f"local judge failed on case {v.case_id}" for v in failed)
    assert all("ValueError: cannot read this case" in m for m in logged)
