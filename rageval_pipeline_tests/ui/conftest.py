"""Fixtures for the Dagster UI test: Chromium, a throwaway project with two suites, ``rageval ui``
serving it (always stopped), and a five-day backfill of both suites launched the way the UI does.

The project: ``alpha`` declares ``start_date`` (nine days ago) and passes its gates; ``beta``
declares none and gates its composite at 0.99, which no answer reaches, so every beta run succeeds
with failed (red) checks. Beta's first day is the one ``rageval import-history`` brings in (eight
days ago): its partitions start there. Then an asset backfill per suite materializes the same five
dates (seven to three days ago).

The instance runs launched runs in the daemon's own process (``SyncInMemoryRunLauncher``) instead of
one new Python process per run: the same Dagster run, steps, IO manager and event log, at a third of
the wall time on 2 cores (ten runs: ~55 s against ~150 s measured).

Nothing here runs unless a ``ui`` test asks for it, so collecting the rest of the suite stays fast.
"""

from __future__ import annotations

import datetime as dt
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
import yaml

from rageval_pipeline_tests.support.tiny_project import write_tiny_project

REPO = Path(__file__).resolve().parents[2]
SETUP_SCRIPT = REPO / "scripts" / "ui_test_setup.sh"
ARTIFACTS = REPO / "test-artifacts" / "ui"
CHROMIUM = os.environ.get("RAGEVAL_CHROMIUM", "/usr/bin/chromium")
STARTUP_TIMEOUT_S = 120.0
BACKFILL_TIMEOUT_S = 420.0
STOP_TIMEOUT_S = 30.0
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def day(days_ago: int) -> str:
    return (dt.datetime.now(dt.timezone.utc).date() - dt.timedelta(days=days_ago)).isoformat()


#: the five dates both suites are backfilled for, oldest first
DATES = tuple(day(n) for n in range(7, 2, -1))
ALPHA_START = day(9)  # alpha's declared start_date
BETA_FIRST = day(8)  # beta's first run: the history import
SUITES = ("alpha", "beta")
GRAPH_ASSETS = ("eval_cases", "corpus_index", "system_responses", "retrieval_scores", "judge_verdicts", "case_scores",
                "ab_comparison", "eval_report", "score_drift")
DAGSTER_YAML = {
    "telemetry": {"enabled": False},
    "nux": {"enabled": False},  # no "Join the Dagster community" modal over the first page
    "run_launcher": {"module": "dagster._core.launcher.sync_in_memory_run_launcher",
                     "class": "SyncInMemoryRunLauncher"},
}


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
class UiProject:
    env: dict[str, str]
    dagster_home: Path
    rageval_home: Path
    suites_dir: Path
    imported_composite: float


@pytest.fixture(scope="module")
def ui_project(tmp_path_factory: pytest.TempPathFactory) -> UiProject:
    """Two suites on a throwaway instance; beta's history imported through the CLI."""
    root = tmp_path_factory.mktemp("ui")
    project = write_tiny_project(root / "project")
    suite = yaml.safe_load(project["suite"].read_text(encoding="utf-8"))
    project["suite"].unlink()
    # day-to-day latency jitter on a loaded machine is not what this test is about: drift compares
    # the quality metrics (identical every day here) and leaves latency moves under a minute alone
    drift = {"latency_floor_ms": 60_000}
    suites = {
        "alpha": {**suite, "name": "alpha", "start_date": ALPHA_START, "drift": drift},
        "beta": {**suite, "name": "beta", "drift": drift, "thresholds": {"max_error_rate": 0.5, "composite": 0.99}},
    }
    for name, body in suites.items():
        (project["suites"] / f"{name}.yaml").write_text(yaml.safe_dump(body, sort_keys=False), encoding="utf-8")
    dagster_home = root / "dagster_home"
    dagster_home.mkdir()
    (dagster_home / "dagster.yaml").write_text(yaml.safe_dump(DAGSTER_YAML), encoding="utf-8")
    rageval_home = root / "rageval_home"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("RAGEVAL_", "DAGSTER_", "PYTHONWARNINGS"))}
    env.pop("ANTHROPIC_API_KEY", None)  # the tiny suites use the local judge; never call out
    env.update(DAGSTER_HOME=str(dagster_home), RAGEVAL_HOME=str(rageval_home), RAGEVAL_SUITES_DIR=str(project["suites"]),
               HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", TOKENIZERS_PARALLELISM="false")
    composite = 0.95
    log = root / "results.jsonl"
    log.write_text(json.dumps({"timestamp": f"{BETA_FIRST}T02:00:00Z", "composite_score": composite, "test_count": 4,
                               "failures": 0}) + "\n", encoding="utf-8")
    done = subprocess.run([_venv_bin("rageval"), "import-history", "--suite", "beta", "--results-jsonl", str(log),
                           "--variant", "full"], cwd=REPO, env=env, capture_output=True, text=True, timeout=300)
    if done.returncode != 0 or f"imported 1 date(s) into suite beta: {BETA_FIRST}" not in done.stdout:
        pytest.fail(f"rageval import-history exited {done.returncode}\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    assert "Warning" not in done.stdout + done.stderr, done.stderr
    return UiProject(env, dagster_home, rageval_home, Path(project["suites"]), composite)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _new_session() -> None:
    """Run in the child before exec: its own process group (as a terminal's foreground job) with
    default SIGINT/SIGTERM — a process started in the background by a non-interactive shell
    inherits SIGINT as ignored."""
    os.setsid()
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


class DagsterUi:
    """``rageval ui`` on a port, its whole output in ``log_path``."""

    def __init__(self, base_url: str, proc: subprocess.Popen[bytes], log_path: Path) -> None:
        self.base_url = base_url
        self.proc = proc
        self.log_path = log_path

    def output(self) -> str:
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return "(no log)"

    def graphql(self, query: str, variables: dict[str, Any] | None = None, timeout: float = 60.0) -> dict[str, Any]:
        body = json.dumps({"query": query, "variables": variables or {}}).encode()
        request = urllib.request.Request(f"{self.base_url}/graphql", data=body,
                                         headers={"Content-Type": "application/json"}, method="POST")
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310 - 127.0.0.1 only
            payload = json.loads(response.read())
        if payload.get("errors"):
            raise AssertionError(f"GraphQL errors for {query[:80]!r}: {payload['errors']}")
        return payload["data"]

    def interrupt(self) -> int | None:
        """Ctrl-C, as a terminal sends it: SIGINT to the whole foreground process group."""
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGINT)
            try:
                self.proc.wait(timeout=STOP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                return None
        return self.proc.returncode

    def stop(self) -> None:
        """Whatever is left of the group (webserver, daemon, code server) gets SIGTERM, then SIGKILL."""
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(self.proc.pid, sig)
            except (ProcessLookupError, PermissionError):
                break
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                continue


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
            pytest.fail(f"rageval ui exited with {ui.proc.returncode} while starting:\n{ui.output()[-4000:]}")
        try:
            data = ui.graphql(LOCATION_QUERY, timeout=5)
            entries = data["workspaceOrError"].get("locationEntries") or []
            errors = [e for e in entries if (e.get("locationOrLoadError") or {}).get("__typename") == "PythonError"]
            if errors:
                pytest.fail(f"code location failed to load: {errors[0]['locationOrLoadError']['message'][:3000]}")
            if any((e.get("locationOrLoadError") or {}).get("__typename") == "RepositoryLocation" for e in entries):
                if ui.graphql("{ assetNodes { assetKey { path } } }", timeout=10)["assetNodes"]:
                    return
                last = "location loaded, no asset nodes yet"
            else:
                last = f"locations: {entries}"
        except (urllib.error.URLError, ConnectionError, TimeoutError, OSError, AssertionError) as exc:
            last = repr(exc)
        time.sleep(1.0)
    pytest.fail(f"rageval ui not ready within {STARTUP_TIMEOUT_S:.0f} s ({last}):\n{ui.output()[-4000:]}")


@pytest.fixture(scope="module")
def dagster_ui(ui_project: UiProject, artifacts_dir: Path) -> Iterator[DagsterUi]:
    """``rageval ui --port P`` as a user starts it (it runs ``dagster dev`` on the project); always stopped."""
    port = _free_port()
    log_path = ui_project.dagster_home.parent / "rageval_ui.log"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen([_venv_bin("rageval"), "ui", "--port", str(port)], cwd=REPO, env=ui_project.env,
                                stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                preexec_fn=_new_session)  # noqa: PLW1509
    ui = DagsterUi(f"http://127.0.0.1:{port}", proc, log_path)
    try:
        _wait_until_ready(ui)
        yield ui
    finally:
        ui.interrupt()
        ui.stop()
        shutil.copyfile(log_path, artifacts_dir / "rageval_ui.log")


LAUNCH_BACKFILL = """
mutation Launch($params: LaunchBackfillParams!) {
  launchPartitionBackfill(backfillParams: $params) {
    __typename
    ... on LaunchBackfillSuccess { backfillId }
    ... on PythonError { message }
    ... on InvalidSubsetError { message }
  }
}
"""
BACKFILL_RUNS = """
query Runs($filter: RunsFilter!) { runsOrError(filter: $filter) { ... on Runs { results {
    runId status tags { key value } } } } }
"""


@dataclass
class Backfill:
    #: suite -> run ids of its backfill, one per date
    runs: dict[str, list[str]]
    seconds: float


@pytest.fixture(scope="module")
def backfilled(dagster_ui: DagsterUi) -> Backfill:
    """An asset backfill of each suite's nightly graph over ``DATES`` (what "Materialize all" → a
    date range launches in the UI), waited for until every run has finished."""
    start = time.monotonic()
    ids: dict[str, str] = {}
    for suite in SUITES:
        params = {"partitionNames": list(DATES), "fromFailure": False,
                  "assetSelection": [{"path": [suite, asset]} for asset in GRAPH_ASSETS]}
        launched = dagster_ui.graphql(LAUNCH_BACKFILL, {"params": params})["launchPartitionBackfill"]
        assert launched["__typename"] == "LaunchBackfillSuccess", launched
        ids[suite] = launched["backfillId"]
    deadline = time.monotonic() + BACKFILL_TIMEOUT_S
    while True:
        runs = {suite: dagster_ui.graphql(BACKFILL_RUNS, {"filter": {"tags": [
            {"key": "dagster/backfill", "value": backfill_id}]}})["runsOrError"]["results"]
            for suite, backfill_id in ids.items()}
        statuses = [r["status"] for suite_runs in runs.values() for r in suite_runs]
        if len(statuses) == len(SUITES) * len(DATES) and all(s in ("SUCCESS", "FAILURE", "CANCELED") for s in statuses):
            break
        if time.monotonic() > deadline:
            pytest.fail(f"backfills not finished within {BACKFILL_TIMEOUT_S:.0f} s: {statuses}\n"
                        f"{dagster_ui.output()[-4000:]}")
        time.sleep(2.0)
    return Backfill({suite: [r["runId"] for r in suite_runs] for suite, suite_runs in runs.items()},
                    time.monotonic() - start)
