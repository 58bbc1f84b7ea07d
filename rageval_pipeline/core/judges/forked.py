"""Scoring answers side by side in forked processes.

Once every vector of a run is computed, judging an answer is pure Python (reading its contexts into
clauses costs the most), so one process keeps one core busy however many the machine has. ``map_forked``
forks children that, like the parent, take one task after another (a task: the answers of one case) off a
shared counter, and collects each child's results through a pipe. A fork starts with everything already in
memory (the vectors, the cases, the analyses memoised so far) without copying or pickling any of it;
only the results travel back.

The results are those of ``[work(i) for i in range(n)]`` whatever happens: where forking is unavailable
(no ``fork`` on the platform, a daemonic process such as a Celery prefork worker, which may not have
children) everything runs here, and what a child took but did not deliver (it died, failed or did not
answer in time) is worked here again. ``work`` must not write anywhere but its result: a child shares the
parent's open files and connections (a Dagster event log, a sqlite cache), so a child logs nothing and
returns its failures.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import time
import warnings
from collections.abc import Callable, Sequence
from typing import Any, Literal, TypeVar

Result = TypeVar("Result")

#: fewer items than this per process and a fork costs more than it saves
MIN_ITEMS_PER_WORKER = 8
#: how long a child may go on after the parent has run out of tasks before what it took is worked here
#: instead (a child only computes, and at most one task more than the parent: one this late has hung)
GRACE_S, SLOWER_THAN_PARENT = 30.0, 4.0


def usable_cpus() -> int:
    """The CPUs this process may run on (its affinity mask where the platform has one)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def resolve_workers(workers: int | Literal["auto"]) -> int:
    """``"auto"``: one process per usable CPU, at most 8; a number is taken as given (at least 1)."""
    if workers == "auto":
        return max(1, min(8, usable_cpus()))
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise ValueError(f"workers must be a positive integer or 'auto', got {workers!r}")
    return workers


def can_fork() -> bool:
    """Whether this process may fork children for ``map_forked``."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return False
    return not multiprocessing.current_process().daemon


def map_forked(work: Callable[[int], Result], tasks: Sequence[Sequence[int]], workers: int) -> dict[int, Result]:
    """``{i: work(i)}`` for every index of ``tasks``, shared by this process and ``workers - 1`` forked
    children (see the module docstring). Each process takes the next task off a shared counter when it is
    done with its last, so a slow task holds up one process, not a share fixed in advance; a task's items
    are worked by one process (the two variants of a case read the same contexts, memoised once there)."""
    # What is in memory now is what the work reads (vectors, cases, memoised analyses, models): kept out of the garbage
    # collector's sweeps until it is done, the sweeps stay short, and a child's leave the pages it shares with this
    # process unwritten (a sweep writes to every object it visits, copying each page of them into the child). A cycle
    # among these objects is collected after ``gc.unfreeze``, as before. (A process that froze objects itself keeps
    # them frozen: it is left as it is.)
    freezing = gc.get_freeze_count() == 0
    if freezing:
        gc.freeze()
    try:
        return _map(work, tasks, min(workers, len(tasks)))
    finally:
        if freezing:
            gc.unfreeze()


def _map(work: Callable[[int], Result], tasks: Sequence[Sequence[int]], workers: int) -> dict[int, Result]:
    """``map_forked``'s work, the collector's sweeps set aside."""
    if workers < 2 or not can_fork():
        return {i: work(i) for task in tasks for i in task}
    context = multiprocessing.get_context("fork")
    taken = context.Value("i", 0)  # the next task to take (its lock makes each taking atomic)
    children: list[tuple[Any, Any]] = []
    for _ in range(workers - 1):
        receiver, sender = context.Pipe(duplex=False)
        child = context.Process(target=_child, args=(work, tasks, taken, sender), daemon=True)
        with warnings.catch_warnings():
            # (Python 3.12 warns on forking a process with threads: torch's idle pool is one; the child runs none)
            warnings.simplefilter("ignore", DeprecationWarning)
            child.start()
        sender.close()
        children.append((child, receiver))
    started = time.perf_counter()
    results = _work_through(work, tasks, taken)
    deadline = time.perf_counter() + GRACE_S + SLOWER_THAN_PARENT * (time.perf_counter() - started)
    for child, receiver in children:
        try:
            if receiver.poll(max(0.0, deadline - time.perf_counter())):
                answer = receiver.recv()
                if isinstance(answer, dict):
                    results.update(answer)
        except (EOFError, OSError):  # the child died before answering
            pass
        finally:
            receiver.close()
            if child.is_alive():
                child.kill()
            child.join()
    # what a child took but did not deliver (it failed, died or hung) is worked here: the same work, the same results
    results.update({i: work(i) for task in tasks for i in task if i not in results})
    return results


def _work_through(work: Callable[[int], Result], tasks: Sequence[Sequence[int]], taken: Any) -> dict[int, Result]:
    """Take tasks off the shared counter until none is left; the results of those taken."""
    results: dict[int, Result] = {}
    while True:
        with taken.get_lock():
            index = taken.value
            taken.value = index + 1
        if index >= len(tasks):
            return results
        results.update({i: work(i) for i in tasks[index]})


def _child(work: Callable[[int], Result], tasks: Sequence[Sequence[int]], taken: Any, sender: Any) -> None:
    try:
        answer: object = _work_through(work, tasks, taken)
    except BaseException as exc:  # noqa: BLE001 - reported by delivering nothing; the parent redoes what was taken
        answer = f"{type(exc).__name__}: {exc}"
    try:
        sender.send(answer)
    finally:
        sender.close()
