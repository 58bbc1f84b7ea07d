"""Production instance storage on PostgreSQL: one partition end to end, runs and events in Postgres.

A throwaway cluster is created per test in a temporary folder (initdb + pg_ctl, as the ``postgres``
OS user when the tests run as root — the server refuses to run as root), listening only on
127.0.0.1 on a free port with trust auth. ``scripts/postgres_test_setup.sh`` installs Debian's
``postgresql`` once per session if its binaries are missing. The server is always stopped.
"""

from __future__ import annotations

import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from dagster import AssetKey, DagsterInstance, DagsterRunStatus

from rageval_pipeline.defs.jobs import NIGHTLY_ASSETS
from rageval_pipeline_tests.support.graph import run_suite

pytestmark = pytest.mark.slow

import dagster_postgres  # noqa: E402,F401  (dev dependency: fail loudly if missing)
import psycopg2  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
KEY = "2026-11-20"
DB = "rageval_dagster"
PG_USER = "postgres"  # the OS user that runs the server when we are root; also the DB superuser


@pytest.fixture(scope="session")
def pg_bindir() -> Path:
    """Install PostgreSQL if needed (once per session); the folder holding initdb / pg_ctl."""
    proc = subprocess.run(["bash", str(ROOT / "scripts" / "postgres_test_setup.sh")], capture_output=True,
                          text=True, timeout=900, check=False)
    if proc.returncode != 0:
        pytest.fail(f"postgres_test_setup.sh failed ({proc.returncode}):\n{proc.stderr}")
    bindir = Path(proc.stdout.strip().splitlines()[-1])
    assert (bindir / "initdb").exists() and (bindir / "pg_ctl").exists(), bindir
    return bindir


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def postgres(pg_bindir: Path) -> Iterator[dict[str, object]]:
    """A fresh cluster on 127.0.0.1:<free port> with database ``rageval_dagster``; stopped afterwards."""
    as_root = os.geteuid() == 0
    # Not pytest's tmp_path: its parents are 0700 root-owned, so the postgres user could not enter.
    folder = Path(tempfile.mkdtemp(prefix="rageval-pg-"))
    data, log = folder / "data", folder / "server.log"
    prefix: list[str] = []
    if as_root:
        if shutil.which("runuser") is None:
            pytest.fail("running as root without runuser: cannot start PostgreSQL as a non-root user")
        user = pwd.getpwnam(PG_USER)
        os.chown(folder, user.pw_uid, user.pw_gid)
        prefix = ["runuser", "-u", PG_USER, "--"]
    superuser = PG_USER if as_root else pwd.getpwuid(os.geteuid()).pw_name

    def run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*prefix, *args], cwd=folder, capture_output=True, text=True, timeout=timeout,
                              check=False)

    init = run(str(pg_bindir / "initdb"), "-D", str(data), "-U", superuser, "--auth=trust", "-E", "UTF8",
               "--no-locale", "--no-sync")
    assert init.returncode == 0, init.stderr
    started, port = False, 0
    try:
        for _attempt in range(3):  # a free port can be taken between probing and binding
            port = _free_port()
            opts = (f"-c listen_addresses=127.0.0.1 -p {port} -c unix_socket_directories='{folder}' "
                    "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=50")
            start = run(str(pg_bindir / "pg_ctl"), "-D", str(data), "-l", str(log), "-w", "-t", "30", "-o", opts,
                        "start")
            if start.returncode == 0:
                started = True
                break
        assert started, f"pg_ctl start failed:\n{start.stderr}\n{log.read_text() if log.exists() else ''}"
        conn = psycopg2.connect(host="127.0.0.1", port=port, user=superuser, dbname="postgres")
        conn.autocommit = True
        with conn.cursor() as cur:
            cur.execute(f"CREATE DATABASE {DB}")
        conn.close()
        # SQLAlchemy 2.1 maps a bare ``postgresql://`` to psycopg 3, which dagster-postgres does not
        # install (it brings psycopg2-binary): name the driver explicitly.
        yield {"hostname": "127.0.0.1", "port": port, "username": superuser, "password": "", "db_name": DB,
               "scheme": "postgresql+psycopg2"}
    finally:
        if started or (data / "postmaster.pid").exists():
            stop = run(str(pg_bindir / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "-t", "30", "stop")
            if stop.returncode != 0:  # last resort: the server we started, by its pid
                pid_file = data / "postmaster.pid"
                if pid_file.exists():
                    os.kill(int(pid_file.read_text().split()[0]), 9)
        shutil.rmtree(folder, ignore_errors=True)


def _query(pg: dict[str, object], sql: str, params: tuple = ()) -> list[tuple]:
    conn = psycopg2.connect(host=pg["hostname"], port=pg["port"], user=pg["username"], dbname=pg["db_name"])
    try:
        with conn.cursor() as cur:
            cur.execute(sql, params)
            return cur.fetchall()
    finally:
        conn.close()


def test_one_partition_on_a_postgres_instance(tiny, postgres, tmp_path, monkeypatch):
    home = tmp_path / "dagster_home"
    home.mkdir()
    (home / "dagster.yaml").write_text(yaml.safe_dump({
        "storage": {"postgres": {"postgres_db": postgres}},
        "telemetry": {"enabled": False},
    }), encoding="utf-8")
    monkeypatch.setenv("DAGSTER_HOME", str(home))

    from dagster_postgres import PostgresEventLogStorage, PostgresRunStorage

    with DagsterInstance.get() as instance:
        assert isinstance(instance.run_storage, PostgresRunStorage)
        assert isinstance(instance.event_log_storage, PostgresEventLogStorage)
        result = run_suite(tiny, instance, KEY)
        assert result.success
        run_id = result.run_id

    # straight from PostgreSQL: the run, its status and partition, every asset's materialization
    runs = _query(postgres, "SELECT run_id, status, partition FROM runs")
    assert runs == [(run_id, DagsterRunStatus.SUCCESS.value, KEY)]
    materialized = _query(postgres, "SELECT asset_key, partition FROM event_logs "
                                    "WHERE run_id = %s AND dagster_event_type = 'ASSET_MATERIALIZATION'", (run_id,))
    assets = {AssetKey.from_db_string(key).to_user_string() for key, _ in materialized}
    assert assets == {f"sample/{name}" for name in (*NIGHTLY_ASSETS, "judge_calibration")}
    assert {partition for _, partition in materialized} == {KEY}
    (events,) = _query(postgres, "SELECT count(*) FROM event_logs WHERE run_id = %s", (run_id,))[0]
    assert events > len(materialized)
    checks = _query(postgres, "SELECT check_name, execution_status FROM asset_check_executions WHERE run_id = %s",
                    (run_id,))
    evaluated = {e.check_name for e in result.get_asset_check_evaluations()}
    assert len(evaluated) >= 8 and {name for name, _ in checks} == evaluated
    assert {status for _, status in checks} == {"SUCCEEDED"}

    # a fresh instance from the same dagster.yaml (another process, the UI, tomorrow's run) sees it all
    with DagsterInstance.get() as again:
        record = again.get_run_record_by_id(run_id)
        assert record is not None and record.dagster_run.status == DagsterRunStatus.SUCCESS
        latest = again.fetch_materializations(AssetKey(["sample", "eval_report"]), limit=1).records
        assert latest and latest[0].partition_key == KEY
        assert "summary" in latest[0].asset_materialization.metadata
