"""Fixtures for the Dagster UI test: Chromium, a throwaway instance with two materialized
partitions of the tiny ``sample`` suite, and a ``dagster dev`` server that is always stopped.

Nothing here runs unless a ``ui`` test asks for it, so collecting the rest of the suite stays fast.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from rageval_pipeline_tests.support.tiny_project import write_tiny_project

REPO = Path(__file__).resolve().parents[2]
SETUP_SCRIPT = REPO / "scripts" / "ui_test_setup.sh"
ARTIFACTS = REPO / "test-artifacts" / "ui"
CHROMIUM = os.environ.get("RAGEVAL_CHROMIUM", "/usr/bin/chromium")
DATES = ("2026-11-19", "2026-11-20")
SUITE = "sample"
STARTUP_TIMEOUT_S = 90.0
STOP_TIMEOUT_S = 20.0
DAGSTER_YAML = "telemetry:\n  enabled: false\nnux:\n  enabled: false\n"
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def _venv_bin(name: str) -> str:
    """The console script next to this interpreter (the project venv), else on PATH."""
    candidate = Path(sys.executable).with_name(name)
    found = str(candidate) if candidate.exists() else shutil.which(name)
    if not found:
        pytest.fail(f"`{name}` not found next to {sys.executable} or on PATH; install the project (pip install -e .)")
    return found


@pytest.fixture(scope="session")
def chromium_path() -> str:
    """Run scripts/ui_test_setup.sh once (installs Debian's chromium when missing; a no-op otherwise)."""
    try:
        proc = subprocess.run(["bash", str(SETUP_SCRIPT)], capture_output=True, text=True, timeout=900)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{SETUP_SCRIPT.name} did not finish within 900 s (apt-get install chromium)")
    if proc.returncode != 0 or not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"could not provide Chromium at {CHROMIUM}: {SETUP_SCRIPT} exited {proc.returncode}\n"
                    f"stdout:\n{proc.stdout[-2000:]}\nstderr:\n{proc.stderr[-2000:]}\n"
                    "Install it yourself (apt-get install chromium) or set RAGEVAL_CHROMIUM to a Chromium binary.")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        pytest.fail("the UI test needs Playwright: pip install -e '.[dev]' (playwright is in the dev extra). "
                    "Never run `playwright install`: the test drives the system Chromium.")
    return CHROMIUM


@pytest.fixture(scope="session")
def artifacts_dir() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@dataclass
class UiInstance:
    env: dict[str, str]
    dagster_home: Path
    rageval_home: Path
    suites_dir: Path
    run_exit_codes: dict[str, int]


@pytest.fixture(scope="module")
def ui_instance(tmp_path_factory: pytest.TempPathFactory) -> UiInstance:
    """A temporary DAGSTER_HOME / RAGEVAL_HOME with the tiny suite materialized for two dates."""
    root = tmp_path_factory.mktemp("ui")
    project = write_tiny_project(root / "project")
    dagster_home = root / "dagster_home"
    dagster_home.mkdir()
    (dagster_home / "dagster.yaml").write_text(DAGSTER_YAML, encoding="utf-8")
    rageval_home = root / "rageval_home"
    rageval_home.mkdir()
    env = dict(os.environ)
    env.pop("ANTHROPIC_API_KEY", None)  # the tiny suite uses the local judge; never call out
    env.update(DAGSTER_HOME=str(dagster_home), RAGEVAL_HOME=str(rageval_home),
               RAGEVAL_SUITES_DIR=str(project["suites"]),
               HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", TOKENIZERS_PARALLELISM="false")
    rageval = _venv_bin("rageval")
    codes: dict[str, int] = {}
    for date in DATES:  # sequential: one sqlite instance, 2 cores
        try:
            proc = subprocess.run([rageval, "run", "--suite", SUITE, "--date", date, "--quiet"], cwd=REPO, env=env,
                                  capture_output=True, text=True, timeout=300)
        except subprocess.TimeoutExpired:
            pytest.fail(f"rageval run --date {date} did not finish within 300 s")
        # 0 pass, 1 threshold failed, 2 critical case failed: all materialized the partition; 3 is fatal.
        if proc.returncode not in (0, 1, 2):
            pytest.fail(f"rageval run --suite {SUITE} --date {date} exited {proc.returncode}\n"
                        f"stdout:\n{proc.stdout[-3000:]}\nstderr:\n{proc.stderr[-3000:]}")
        codes[date] = proc.returncode
    return UiInstance(env, dagster_home, rageval_home, Path(project["suites"]), codes)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _restore_signals() -> None:
    """Run in the child before exec: a fresh session (own process group) and default SIGINT/SIGTERM.

    A process started in the background by a non-interactive shell inherits SIGINT as ignored, and
    ``dagster dev`` maps SIGTERM to the SIGINT handler, so it would ignore SIGTERM too.
    """
    os.setsid()
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


class DagsterUi:
    def __init__(self, base_url: str, proc: subprocess.Popen[bytes], log_path: Path) -> None:
        self.base_url = base_url
        self.proc = proc
        self.log_path = log_path

    def log_tail(self, chars: int = 4000) -> str:
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")[-chars:]
        except OSError:
            return "(no log)"

    def graphql(self, query: str, variables: dict[str, Any] | None = None, timeout: float = 30.0) -> dict[str, Any]:
        body = json.dumps({"query": query, "variables": variables or {}}).encode()
        request = urllib.request.Request(f"{self.base_url}/graphql", data=body,
                                         headers={"Content-Type": "application/json"}, method="POST")
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310 - 127.0.0.1 only
            payload = json.loads(response.read())
        if payload.get("errors"):
            raise AssertionError(f"GraphQL errors for {query[:80]!r}: {payload['errors']}")
        return payload["data"]

    def stop(self) -> None:
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                self.proc.wait(timeout=STOP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                pass
        # Whatever is left of the group (webserver, daemon, code servers) gets SIGKILL.
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            pass


LOCATION_QUERY = """
{ workspaceOrError { __typename ... on Workspace { locationEntries { name
    locationOrLoadError { __typename ... on PythonError { message } } } } } }
"""


def _wait_until_ready(ui: DagsterUi) -> None:
    """Bounded: the endpoint answers and the code location is loaded with its assets."""
    deadline = time.monotonic() + STARTUP_TIMEOUT_S
    last = "no answer yet"
    while time.monotonic() < deadline:
        if ui.proc.poll() is not None:
            pytest.fail(f"dagster dev exited with {ui.proc.returncode} while starting:\n{ui.log_tail()}")
        try:
            data = ui.graphql(LOCATION_QUERY, timeout=5)
            entries = data["workspaceOrError"].get("locationEntries") or []
            errors = [e for e in entries if (e.get("locationOrLoadError") or {}).get("__typename") == "PythonError"]
            if errors:
                pytest.fail(f"code location failed to load: {errors[0]['locationOrLoadError']['message'][:3000]}")
            if any((e.get("locationOrLoadError") or {}).get("__typename") == "RepositoryLocation" for e in entries):
                nodes = ui.graphql("{ assetNodes { assetKey { path } } }", timeout=10)["assetNodes"]
                if nodes:
                    return
                last = "location loaded, no asset nodes yet"
            else:
                last = f"locations: {entries}"
        except (urllib.error.URLError, ConnectionError, TimeoutError, OSError, AssertionError) as exc:
            last = repr(exc)
        time.sleep(1.0)
    pytest.fail(f"dagster dev not ready within {STARTUP_TIMEOUT_S:.0f} s ({last}):\n{ui.log_tail()}")


@pytest.fixture(scope="module")
def dagster_ui(ui_instance: UiInstance, artifacts_dir: Path) -> Iterator[DagsterUi]:
    """``dagster dev -w workspace.yaml`` on a free 127.0.0.1 port; always stopped (SIGTERM, then SIGKILL)."""
    port = _free_port()
    log_path = ui_instance.dagster_home.parent / "dagster_dev.log"
    command = [_venv_bin("dagster"), "dev", "-w", str(REPO / "workspace.yaml"), "-h", "127.0.0.1", "-p", str(port)]
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(command, cwd=REPO, env=ui_instance.env, stdout=log, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, preexec_fn=_restore_signals)  # noqa: PLW1509
    ui = DagsterUi(f"http://127.0.0.1:{port}", proc, log_path)
    try:
        _wait_until_ready(ui)
        assert ui.graphql("mutation { setNuxSeen }")["setNuxSeen"] is True  # no "Join the community" modal
        yield ui
    finally:
        ui.stop()
        shutil.copyfile(log_path, artifacts_dir / "dagster_dev.log")
