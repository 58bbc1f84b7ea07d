"""A real Celery cluster for tests and benchmarks: Debian's redis-server on 127.0.0.1 and a free
port (fresh, nothing persisted), and workers started through the ``dagster-celery worker start``
CLI, each in its own process group, stopped by PID.

``scripts/celery_test_setup.sh`` installs redis-server when it is missing (once per process). Every
worker gets the same environment as the launcher (``DAGSTER_HOME``, ``RAGEVAL_HOME``,
``RAGEVAL_SUITES_DIR``, ``RAGEVAL_CELERY_BROKER``) plus the venv's ``bin/`` on ``PATH``:
``dagster-celery worker start`` runs ``celery`` through a subprocess.
"""

from __future__ import annotations

import contextlib
import functools
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
VENV_BIN = Path(sys.executable).parent
#: imported by each worker's main process before it forks its pool: a step's process starts with the
#: definitions loaded instead of importing them (seconds) when its first step arrives
PRELOAD = "rageval_pipeline.defs.celery"


class ClusterError(RuntimeError):
    """Redis or a worker did not come up; the message carries the tail of its log."""


@functools.cache
def redis_server_binary() -> str:
    """The redis-server path, installing Debian's package first when it is missing."""
    proc = subprocess.run(["bash", str(ROOT / "scripts" / "celery_test_setup.sh")], capture_output=True,
                          text=True, timeout=900, check=False)
    if proc.returncode != 0:
        raise ClusterError(f"celery_test_setup.sh failed ({proc.returncode}):\n{proc.stderr[-2000:]}")
    return proc.stdout.strip().splitlines()[-1]


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _tail(path: Path, chars: int = 3000) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")[-chars:]
    except OSError:
        return "(no log)"


def _stop_group(process: subprocess.Popen[bytes], grace_s: float) -> None:
    """SIGTERM the process group led by ``process`` (its PID), SIGKILL what is left after ``grace_s``."""
    if process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=grace_s)
        except subprocess.TimeoutExpired:
            pass
    # children of the leader (celery and its pool) may outlive it: the group goes in any case
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(timeout=10)


def _pong(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(64).startswith(b"+PONG")
    except OSError:
        return False


@contextlib.contextmanager
def redis_server(folder: Path, *, timeout_s: float = 30.0) -> Iterator[str]:
    """A fresh redis-server on 127.0.0.1 and a free port; yields ``redis://127.0.0.1:<port>/0``."""
    binary = redis_server_binary()
    folder.mkdir(parents=True, exist_ok=True)
    log = folder / "redis.log"
    for _ in range(3):  # the free port may be taken between choosing and binding it
        port = free_port()
        process = subprocess.Popen(
            [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(folder), "--logfile", str(log), "--protected-mode", "yes"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        deadline = time.monotonic() + timeout_s
        while process.poll() is None and not _pong(port) and time.monotonic() < deadline:
            time.sleep(0.05)
        if process.poll() is None and _pong(port):
            break
        _stop_group(process, grace_s=1)
    else:
        raise ClusterError(f"redis-server did not start:\n{_tail(log)}")
    try:
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        _stop_group(process, grace_s=5)


@dataclass
class Worker:
    """One ``dagster-celery worker start`` process group (the CLI, celery and its pool children)."""

    name: str
    process: subprocess.Popen[bytes]
    log: Path

    @property
    def pid(self) -> int:
        return self.process.pid

    def owns(self, pid: int) -> bool:
        """Whether ``pid`` (a step's process, from a Dagster event) belongs to this worker."""
        try:
            return os.getpgid(pid) == self.process.pid
        except ProcessLookupError:
            return False

    def tail(self, chars: int = 3000) -> str:
        """The end of this worker's log, for a failing test's message."""
        return f"--- {self.name} ---\n{_tail(self.log, chars)}"

    def kill(self) -> None:
        """SIGKILL the whole worker at once, as a lost node: nothing gets to clean up."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=10)


def worker_environment(base: Mapping[str, str]) -> dict[str, str]:
    """``base`` with the venv's ``bin/`` first on PATH (the CLI spawns ``celery`` by name)."""
    env = dict(base)
    env["PATH"] = f"{VENV_BIN}{os.pathsep}{env.get('PATH', '')}"
    env.setdefault("PYTHONUNBUFFERED", "1")
    return env


@contextlib.contextmanager
def celery_workers(count: int, *, folder: Path, env: Mapping[str, str], concurrency: int = 1,
                   visibility_timeout_s: int = 3600, restore_interval_s: int = 10,
                   timeout_s: float = 120.0) -> Iterator[list[Worker]]:
    """``count`` workers (``--concurrency`` each) consuming the broker in ``env``; yields them once
    every one has logged ``ready``, and stops every process group on the way out, failure or not."""
    from rageval_pipeline.defs.celery import worker_config

    folder.mkdir(parents=True, exist_ok=True)
    config = folder / "celery-worker.yaml"
    config.write_text(yaml.safe_dump(worker_config(visibility_timeout_s=visibility_timeout_s,
                                                   restore_interval_s=restore_interval_s)), encoding="utf-8")
    full_env = worker_environment(env)
    workers: list[Worker] = []
    try:
        for i in range(1, count + 1):
            name = f"w{i}"
            log = folder / f"{name}.log"
            with open(log, "wb") as out:
                process = subprocess.Popen(
                    [str(VENV_BIN / "dagster-celery"), "worker", "start", "-n", name, "-y", str(config),
                     "-A", "dagster_celery.app", "-i", PRELOAD, "-l", "INFO", "--", "--concurrency", str(concurrency),
                     "--without-gossip", "--without-mingle"],
                    env=full_env, cwd=env.get("RAGEVAL_PROJECT_DIR") or None, stdin=subprocess.DEVNULL,
                    stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
            workers.append(Worker(name, process, log))
        deadline = time.monotonic() + timeout_s
        waiting = list(workers)
        while waiting:
            for worker in list(waiting):
                if worker.process.poll() is not None:
                    raise ClusterError(f"worker {worker.name} exited ({worker.process.returncode}):\n"
                                       f"{_tail(worker.log)}")
                if f"{worker.name}@" in (text := _tail(worker.log, 20000)) and " ready." in text:
                    waiting.remove(worker)
            if waiting and time.monotonic() > deadline:
                raise ClusterError(f"worker {waiting[0].name} not ready after {timeout_s:g} s:\n"
                                   f"{_tail(waiting[0].log)}")
            time.sleep(0.1)
        yield workers
    finally:
        for worker in workers:
            _stop_group(worker.process, grace_s=5)


def dagster_home(folder: Path) -> Path:
    """A Dagster instance folder the launcher and every worker share (sqlite; telemetry off).

    Its storage is created here, before any worker starts: processes opening a fresh sqlite
    instance at the same moment race on its schema migration (two alembic heads)."""
    from dagster import DagsterInstance

    folder.mkdir(parents=True, exist_ok=True)
    (folder / "dagster.yaml").write_text("telemetry:\n  enabled: false\n", encoding="utf-8")
    with DagsterInstance.from_config(str(folder)):
        pass
    return folder
