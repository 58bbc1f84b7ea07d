"""`rageval run` end to end: seed 002's ad-hoc CLI against a real loopback RAG server.

Every run goes through the real entry point (``rageval_pipeline.cli.main``; once through the
installed ``rageval`` script) into a real Dagster materialization of the ad-hoc configuration's own
graph (``<name>/eval_report`` on ``<date>``) on a temporary instance. The judge is the local one with the model-free hashing embedder, so a run
takes seconds. Covered: the exit-code matrix (0/1/2/3), seed 002's output files, flag-over-file
precedence, ``--dry-run`` calling nothing, and that no header value reaches any written file.
"""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

import pytest
from dagster import AssetKey, DagsterInstance

from rageval_pipeline.cli import main
from rageval_pipeline_tests.support.json_reply import send_json

DATE = "2025-06-01"
SECRET_FLAG = "s3cr3t-XYZ"
SECRET_ENV = "env-t0ken-QRS"
SECRET_LITERAL = "lit3ral-KEY-789"
FACTS = {
    "refund": ("policy.md", "Customers may request a full refund within 30 days of purchase.",
               "You can get a full refund within 30 days of purchase."),
    "password": ("account.md", "To reset your password, click Forgot Password on the login page.",
                 "Click Forgot Password on the login page to reset your password."),
    "shipping": ("shipping.md", "Standard shipping takes 5 business days within the country.",
                 "Standard shipping takes 5 business days."),
}
WRONG = {"refund": "You can get a refund within 14 days by contacting support.",
         "shipping": "Shipping takes 30 business days by boat from Norway."}
DATASET = {
    "metadata": {"name": "cli test", "created": "2026-01-15", "version": "1.0"},
    "test_cases": [
        {"id": "tc_001", "question": "What is the refund policy?", "ground_truth": "Full refund within 30 days of purchase.",
         "expected_contexts": ["policy.md"], "critical": True, "tags": ["billing", "policy"]},
        {"id": "tc_002", "question": "How do I reset my password?", "ground_truth": "Click Forgot Password on the login page.",
         "expected_contexts": ["account.md"], "critical": False, "tags": ["account"]},
        {"id": "tc_003", "question": "How long does shipping take?", "ground_truth": "Standard shipping takes 5 business days.",
         "expected_contexts": ["shipping.md"], "critical": False, "tags": ["shipping"]},
    ],
}


class _Rag(BaseHTTPRequestHandler):
    """A tiny RAG: answers from a fixed table; keys in ``wrong`` get answers contradicting the context."""

    wrong: ClassVar[set[str]] = set()
    seen: ClassVar[list[tuple[dict[str, str], dict[str, Any]]]] = []
    paths: ClassVar[list[str]] = []

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        _Rag.paths.append(self.path)
        _Rag.seen.append((dict(self.headers.items()), body))
        question = body["question"].lower()
        key = next(k for k in FACTS if k in question)
        doc, context, answer = FACTS[key]
        if key in _Rag.wrong:
            answer = WRONG[key]
        send_json(self, {"answer": answer, "contexts": [{"text": context, "doc_id": doc}]})

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - keep pytest output clean
        return


@pytest.fixture(scope="module")
def rag_server() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Rag)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/query"
    server.shutdown()
    server.server_close()


@pytest.fixture
def rag(rag_server: str) -> Iterator[str]:
    _Rag.seen.clear()
    _Rag.paths.clear()
    _Rag.wrong = set()
    yield rag_server
    _Rag.wrong = set()


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """Temporary instance, home and working directory; no API key, so the judge is local."""
    paths = {"dagster": tmp_path / "dagster_home", "home": tmp_path / "rageval_home", "work": tmp_path / "work"}
    for path in paths.values():
        path.mkdir()
    monkeypatch.setenv("DAGSTER_HOME", str(paths["dagster"]))
    monkeypatch.setenv("RAGEVAL_HOME", str(paths["home"]))
    for name in ("ANTHROPIC_API_KEY", "RAG_AUTH_HEADER", "RAGEVAL_CLI_HEADERS"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(paths["work"])
    dataset = paths["work"] / "tests.json"
    dataset.write_text(json.dumps(DATASET, indent=2), encoding="utf-8")
    paths["dataset"] = dataset
    paths["config"] = write_config(paths["work"] / "eval-config.yaml")
    return paths


def write_config(path: Path, extra: str = "") -> Path:
    """A fast, local eval-config.yaml: hashing embedder (no model), one attempt per case."""
    path.write_text("comparison: {embedding_model: hashing-v1}\n"
                    "retry: {max_attempts: 1, backoff_base_s: 0}\n" + extra, encoding="utf-8")
    return path


def run(env: dict[str, Path], endpoint: str, *extra: str) -> int:
    return main(["run", "--adapter", "http", "--endpoint", endpoint, "--dataset", str(env["dataset"]),
                 "--config", str(env["config"]), "--date", DATE, "--judge", "local", *extra])


def closed_port_url() -> str:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/query"


def report_json(env: dict[str, Path]) -> dict[str, Any]:
    return json.loads((env["work"] / "results" / "eval_report.json").read_text(encoding="utf-8"))


def log_lines(env: dict[str, Path]) -> list[dict[str, Any]]:
    text = (env["work"] / "results" / "results.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines()]


# -- exit code 0: reports, the Dagster partition, and no secret anywhere -------------------------

def test_pass_run_writes_seed_reports_materializes_adhoc_and_stores_no_secret(
    env: dict[str, Path], rag: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("RAG_API_TOKEN", SECRET_ENV)
    write_config(env["config"], "http:\n  headers:\n    X-Api-Token: \"Token ${RAG_API_TOKEN}\"\n"
                                f"    X-Literal-Key: \"{SECRET_LITERAL}\"\n")
    code = run(env, rag, "--header", f"Authorization: Bearer {SECRET_FLAG}")
    out, err = capsys.readouterr()
    assert code == 0, err
    # no threshold was set: the PASS says how little it checked
    assert "note: no quality, retrieval or A/B gate is set, so PASS only means the error rate" in out

    # the server got every header: flag, ${VAR} template expanded at execution, literal config value
    assert len(_Rag.seen) == 3
    for headers, _ in _Rag.seen:
        assert headers["Authorization"] == f"Bearer {SECRET_FLAG}"
        assert headers["X-Api-Token"] == f"Token {SECRET_ENV}"
        assert headers["X-Literal-Key"] == SECRET_LITERAL

    report = report_json(env)
    # the ad-hoc configuration's own name: what it evaluates, on what, and a short hash
    assert report["exit_code"] == 0 and report["date"] == DATE
    assert report["suite"].startswith("adhoc-127-0-0-1-query-tests-") and len(report["suite"]) <= 64
    assert report["counts"]["cases"] == 3 and report["counts"]["critical"] == 1
    assert [c["id"] for c in report["cases"]] == ["tc_001", "tc_002", "tc_003"]
    assert {c["status"] for c in report["cases"]} == {"pass"}
    assert 0 < report["summary"]["composite"] <= 1
    assert set(report["tags"]) == {"account", "billing", "policy", "shipping"}
    assert report["latency"]["p95_ms"] is not None and report["cost"]["actual_usd"] == 0.0
    md = (env["work"] / "results" / "eval_report.md").read_text(encoding="utf-8")
    assert "# RAG Evaluation Report" in md and f"**Endpoint:** {rag}" in md
    assert "## Critical Tests: 1/1 PASSED" in md and "## Issues Found: 0" in md
    (line,) = log_lines(env)
    assert (line["suite"], line["date"], line["test_count"], line["failures"], line["errors"], line["exit_code"]) == (
        report["suite"], DATE, 3, 0, 0, 0)
    assert line["timestamp"].endswith("Z")

    # a Dagster materialization of the configuration's own eval_report on the instance the UI reads
    with DagsterInstance.from_config(str(env["dagster"])) as instance:
        event = instance.get_latest_materialization_event(AssetKey([report["suite"], "eval_report"]))
        assert event is not None and event.asset_materialization is not None
        assert event.asset_materialization.partition == DATE
        (record,) = instance.get_runs()
        assert SECRET_FLAG not in json.dumps(record.run_config) and record.tags["rageval/source"] == "cli"
        assert record.job_name == f"{report['suite'].replace('-', '_')}__nightly_eval"
    suite_file = env["home"] / "adhoc_suites" / f"{report['suite']}.yaml"
    assert "Token ${RAG_API_TOKEN}" in suite_file.read_text(encoding="utf-8")

    # no header value in any written file (reports, suite file, Parquet, sqlite event log) or output
    secrets = [SECRET_FLAG, SECRET_ENV, SECRET_LITERAL]
    scanned = 0
    for root in (env["work"], env["home"], env["dagster"]):
        for path in root.rglob("*"):
            if path.is_file() and path != env["config"]:  # the user's own input file holds the literal
                data = path.read_bytes()
                scanned += 1
                assert not any(s.encode() in data for s in secrets), path
    assert scanned > 10 and any(p.suffix == ".db" for p in env["dagster"].rglob("*"))
    assert not any(s in out + err for s in secrets)
    assert "RAGEVAL_CLI_HEADERS" not in os.environ  # set only for the run, then restored


def test_each_adhoc_configuration_has_its_own_daily_series(
    env: dict[str, Path], rag: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    from rageval_pipeline.core.config.settings import Settings
    from rageval_pipeline.defs.suite_scope import discover_scopes

    assert run(env, rag, "--quiet", "--name", "bot-a", "--date", "2025-05-31") == 0
    assert run(env, rag, "--quiet", "--name", "bot-a") == 0
    assert run(env, rag, "--quiet", "--name", "bot-b") == 0
    with DagsterInstance.from_config(str(env["dagster"])) as instance:
        for name, dates in (("bot-a", ["2025-05-31", DATE]), ("bot-b", [DATE])):
            records = instance.fetch_materializations(AssetKey([name, "eval_report"]), limit=10).records
            assert sorted(r.partition_key for r in records) == dates, name
    # the code location the UI loads has a graph per configuration, each from its first run
    scopes = {s.suite: s for s in discover_scopes(Settings.from_env())}
    assert (scopes["bot-a"].start_date, scopes["bot-b"].start_date) == ("2025-05-31", DATE)
    assert scopes["bot-a"].adhoc and scopes["bot-b"].adhoc
    # an ad-hoc name that is a suite of the project would share its reports: refused before any call
    monkeypatch.setenv("RAGEVAL_SUITES_DIR", str(Path(__file__).resolve().parents[1] / "data" / "suites"))
    calls = len(_Rag.seen)
    capsys.readouterr()
    assert run(env, rag, "--quiet", "--name", "sample") == 3
    assert "the ad-hoc name 'sample' is a suite of this project" in capsys.readouterr().err
    assert len(_Rag.seen) == calls


# -- exit codes 1, 2, 3 --------------------------------------------------------------------------

def test_fail_under_fails_the_threshold_with_exit_1(env: dict[str, Path], rag: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert run(env, rag, "--fail-under", "0.99") == 1
    assert "no quality, retrieval or A/B gate is set" not in capsys.readouterr().out
    report = report_json(env)
    assert report["summary"]["metrics"]["composite"]["threshold"] == 0.99
    assert report["summary"]["metrics"]["composite"]["status"] == "fail"
    assert report["counts"]["critical_failed"] == []
    # a per-metric gate from the flag as well; a second run appends a second log line
    assert run(env, rag, "--fail-under-faithfulness", "0.5", "--fail-under-answer-relevance", "0.99", "--quiet") == 1
    report = report_json(env)
    assert report["summary"]["metrics"]["faithfulness"]["status"] == "pass"
    assert report["summary"]["metrics"]["answer_relevance"]["status"] == "fail"
    assert [x["exit_code"] for x in log_lines(env)] == [1, 1]


def test_a_failing_critical_case_exits_2_with_its_trace(env: dict[str, Path], rag: str,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    _Rag.wrong = {"refund"}
    assert run(env, rag, "--quiet") == 2
    # --quiet prints no table: the failed gate is named on stderr
    assert "Failed gate: critical_cases (default): critical case(s) not passing: tc_001" in capsys.readouterr().err
    assert run(env, rag) == 2
    assert capsys.readouterr().out.rstrip().endswith(
        "Exit code 2: critical_cases (default): critical case(s) not passing: tc_001")
    report = report_json(env)
    assert report["counts"]["critical_failed"] == ["tc_001"]
    assert next(c for c in report["cases"] if c["id"] == "tc_001")["status"] == "fail"
    md = (env["work"] / "results" / "eval_report.md").read_text(encoding="utf-8")
    assert "## Critical Tests: 0/1 PASSED (not passing: tc_001)" in md
    trace = md[md.index("### FAILED: tc_001 - What is the refund policy?"):]
    for part in ("**Retrieved Contexts:**", "(policy.md)", "within 14 days by contacting support",
                 '**Ground Truth:** "Full refund within 30 days of purchase."', "**Scores:**", "**Judge Reasoning:**"):
        assert part in trace, part


def test_drift_between_adhoc_runs_informs_but_does_not_gate(
    env: dict[str, Path], rag: str, capsys: pytest.CaptureFixture[str],
) -> None:
    assert run(env, rag, "--quiet", "--date", "2025-05-31") == 0
    _Rag.wrong = {"shipping"}  # a non-critical case goes wrong the next day: the composite drops
    code = run(env, rag, "--quiet")
    err = capsys.readouterr().err
    assert "drift_within_tolerance" in err and "not gating" in err
    assert code == 0, err
    assert report_json(env)["counts"]["failed"] == 1


def test_system_down_for_every_case_is_fatal(env: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    assert run(env, closed_port_url(), "--quiet") == 3
    assert "failed for every case" in capsys.readouterr().err
    report = report_json(env)  # the report is still written: every case is an error
    assert report["counts"]["errors"] == 3 and report["exit_code"] == 3
    assert "### ERROR: tc_001" in (env["work"] / "results" / "eval_report.md").read_text(encoding="utf-8")
    assert log_lines(env)[-1]["exit_code"] == 3


def test_invalid_config_is_fatal_and_names_file_and_field(
    env: dict[str, Path], rag: str, capsys: pytest.CaptureFixture[str],
) -> None:
    write_config(env["config"], "http:\n  timeout: -5\n")
    assert run(env, rag) == 3
    err = capsys.readouterr().err
    assert f"{env['config']}: http.timeout:" in err and "greater than 0" in err
    write_config(env["config"], "concurency: 4\n")
    assert run(env, rag) == 3
    assert f"{env['config']}: concurency:" in capsys.readouterr().err
    assert _Rag.seen == [] and not (env["work"] / "results").exists()


def test_missing_dataset_and_bad_options_are_fatal(
    env: dict[str, Path], rag: str, capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(["run", "--endpoint", rag, "--dataset", "missing.json", "--config", str(env["config"]), "--date", DATE])
    assert code == 3
    assert "missing.json" in capsys.readouterr().err
    assert main(["run", "--endpoint", rag, "--dataset", "tests.json", "--concurrency", "0"]) == 3  # not argparse's 2
    assert main(["run", "--suite", "sample", "--concurrency", "2", "--dry-run"]) == 3  # ad-hoc only option
    assert main(["run", "--endpoint", rag, "--dataset", "tests.json", "--header", "no colon here"]) == 3
    capsys.readouterr()
    # a folder without the suite asked for (the default is "sample") says how to run anything at all
    empty = env["dataset"].parent / "no_suites_here"
    empty.mkdir()
    assert main(["run", "--suite", "nightly", "--suites-dir", str(empty), "--dry-run"]) == 3
    err = capsys.readouterr().err
    assert "no suite named 'nightly'; known: none (give --suite NAME, or --endpoint URL --dataset FILE" in err
    assert _Rag.seen == []


def test_a_secret_typed_into_the_endpoint_is_used_warned_about_and_never_stored(
    env: dict[str, Path], rag: str, capsys: pytest.CaptureFixture[str],
) -> None:
    from rageval_pipeline.core.adapters.factory import build_adapter
    from rageval_pipeline.core.config.suites import load_suite
    from rageval_pipeline.core.errors import ConfigError

    code = run(env, f"{rag}?api_key=SECRET456&lang=en")
    out, err = capsys.readouterr()
    assert code == 0, err
    assert _Rag.paths == ["/query?api_key=SECRET456&lang=en"] * 3  # this run calls the real URL
    assert "warning: the endpoint URL holds a literal secret (api_key)" in err
    assert "--endpoint 'https://host/query?api_key=${RAG_KEY}'" in err
    for root in (env["work"], env["home"], env["dagster"]):
        for path in root.rglob("*"):
            assert not (path.is_file() and b"SECRET456" in path.read_bytes()), path
    assert "SECRET456" not in out + err and not any(k.startswith("RAGEVAL_CLI_URL_SECRET") for k in os.environ)
    # the nightly schedule runs the stored configuration without this process: it refuses to call
    # a wrong URL and says how to pass the secret
    (suite_file,) = (env["home"] / "adhoc_suites").glob("*.yaml")
    with pytest.raises(ConfigError, match=r"secret typed into its endpoint URL, which is never stored.*\$\{RAG_KEY\}"):
        build_adapter(load_suite(suite_file))
    assert len(_Rag.paths) == 3


def test_an_unset_variable_in_the_endpoint_is_named(env: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["run", "--endpoint", "${RAGEVAL_TEST_NOPE}/x", "--dataset", str(env["dataset"]), "--dry-run"])
    err = capsys.readouterr().err
    assert code == 3
    assert err.strip() == "error: command line: endpoint: environment variable ${RAGEVAL_TEST_NOPE} is not set"


@pytest.mark.parametrize("dry_run", [True, False])
def test_a_paid_judge_without_its_key_fails_before_any_call(
    env: dict[str, Path], rag: str, capsys: pytest.CaptureFixture[str], dry_run: bool,
) -> None:
    code = main(["run", "--endpoint", rag, "--dataset", str(env["dataset"]), "--config", str(env["config"]),
                 "--judge", "anthropic", "--date", DATE, *(["--dry-run", "--no-probe"] if dry_run else [])])
    out, err = capsys.readouterr()
    assert code == 3
    assert err.strip() == ("error: ad-hoc run: judge.kind: the anthropic judge needs an API key in "
                           "$ANTHROPIC_API_KEY, which is not set: set it, or judge locally "
                           "(--judge local, judge.kind: local)")
    assert _Rag.seen == [] and "estimated" not in out
    assert not any(env["dagster"].rglob("*.db"))


class _SlowRag(BaseHTTPRequestHandler):
    """Answers every question after a pause, counting the calls."""

    calls: ClassVar[list[str]] = []

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        _SlowRag.calls.append(body["question"])
        time.sleep(0.4)
        send_json(self, {"answer": "It depends.", "contexts": ["It depends on the case."]})

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - keep pytest output clean
        return


@pytest.mark.slow
def test_ctrl_c_says_what_was_saved_in_one_line_and_exits_130(env: dict[str, Path]) -> None:
    """SIGINT to the whole process group, as a terminal's Ctrl-C sends it: no traceback (neither
    ours nor from the helper processes Dagster starts), one line, exit 130; the re-run resumes."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _SlowRag)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    _SlowRag.calls.clear()
    dataset = env["work"] / "fifteen.json"
    dataset.write_text(json.dumps({"test_cases": [{"id": f"c{i:02d}", "question": f"Question {i}?",
                                                   "ground_truth": "It depends."} for i in range(15)]}))
    command = [str(Path(sys.executable).with_name("rageval")), "run", "--endpoint",
               f"http://127.0.0.1:{server.server_address[1]}/q", "--dataset", str(dataset), "--config",
               str(env["config"]), "--judge", "local", "--date", DATE]
    try:
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   env=os.environ.copy(), start_new_session=True)
        deadline = time.monotonic() + 120
        while len(_SlowRag.calls) < 3 and process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        os.killpg(process.pid, signal.SIGINT)
        out, err = process.communicate(timeout=120)
        assert process.returncode == 130, err
        assert "Traceback" not in err + out and "KeyboardInterrupt" not in err, err
        assert "DagsterExecutionInterruptedError" not in err
        lines = [line for line in err.splitlines() if line.startswith("Interrupted")]
        assert len(lines) == 1 and re.fullmatch(r"Interrupted: (\d+) of 15 answers saved; re-run to resume\.",
                                                lines[0]), err
        saved = int(lines[0].split()[1])
        assert 1 <= saved < 15
        asked = len(_SlowRag.calls)
        again = subprocess.run(command, capture_output=True, text=True, timeout=300, env=os.environ.copy(),
                               check=False)
        assert again.returncode in (0, 1, 2), again.stderr[-3000:]
        assert len(_SlowRag.calls) - asked == 15 - saved  # only what was not saved is asked again
    finally:
        server.shutdown()
        server.server_close()


# -- precedence and --dry-run ---------------------------------------------------------------------

def test_dry_run_calls_nothing_and_flags_beat_the_file(
    env: dict[str, Path], rag: str, capsys: pytest.CaptureFixture[str],
) -> None:
    write_config(env["config"], "adapter: http\nendpoint: http://127.0.0.1:9/from-file\nconcurrency: 2\n"
                                "thresholds: {composite: 0.99, faithfulness: 0.7}\nhttp: {timeout: 11}\n")
    code = main(["run", "--config", str(env["config"]), "--dataset", "tests.json", "--endpoint", rag,
                 "--concurrency", "3", "--fail-under", "0.1", "--dry-run"])
    out = capsys.readouterr().out
    assert code == 0
    assert f"http at {rag}: 3 calls" in out and "from-file" not in out
    assert "concurrency 3, timeout 11 s" in out  # the flag wins; the file still fills what no flag sets
    assert "composite >= 0.1, faithfulness >= 0.7" in out and "0.99" not in out
    # every gate the run will apply is listed (the error rate too); an ad-hoc run's drift does not gate
    assert "error rate <= 0.1" in out and "drift" not in out.split("gates", 1)[1].split("\n", 1)[0]
    assert "3 cases, 0 negative, 1 critical" in out and "estimated $0.0000" in out
    assert _Rag.seen == []
    assert not (env["work"] / "results").exists() and not (env["home"] / "adhoc_suites").exists()
    assert not any(env["dagster"].rglob("*.db"))


def test_installed_script_dry_run(env: dict[str, Path], rag: str) -> None:
    script = Path(sys.executable).with_name("rageval")
    done = subprocess.run([str(script), "run", "--endpoint", rag, "--dataset", str(env["dataset"]), "--config",
                           str(env["config"]), "--dry-run"], capture_output=True, text=True, timeout=120,
                          env=os.environ.copy(), check=False)
    assert done.returncode == 0, done.stderr
    assert "Dry run of ad-hoc run" in done.stdout and "3 calls" in done.stdout
    assert _Rag.seen == []
    bad = subprocess.run([str(script), "run", "--endpoint", rag, "--dataset", "nope.json"], capture_output=True,
                         text=True, timeout=120, env=os.environ.copy(), check=False)
    assert bad.returncode == 3 and "nope.json" in bad.stderr


# -- a named suite ---------------------------------------------------------------------------------

def test_named_suite_with_output_and_fail_under(
    env: dict[str, Path], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    from rageval_pipeline_tests.support.tiny_project import write_tiny_project

    tiny = write_tiny_project(env["work"] / "tiny")
    monkeypatch.setenv("RAGEVAL_HOME", str(tiny["home"]))
    monkeypatch.setenv("RAGEVAL_SUITES_DIR", str(tiny["suites"]))
    out_dir = env["work"] / "ci"
    code = main(["run", "--suite", "sample", "--date", DATE, "--output", str(out_dir), "--quiet",
                 "--fail-under-answer-relevance", "0.9", "--fail-under", "0.01"])
    err = capsys.readouterr().err
    report = json.loads((out_dir / "eval_report.json").read_text(encoding="utf-8"))
    assert report["suite"] == "sample" and report["variant"] == "full"  # the A/B's full variant is gated
    # the suite's own gates pass (critical case included); only the flag's recall gate fails: exit 1
    assert report["summary"]["metrics"]["answer_relevance"]["threshold"] == 0.9
    assert report["summary"]["metrics"]["answer_relevance"]["status"] == "fail"
    assert report["summary"]["metrics"]["composite"]["status"] == "pass"
    assert report["counts"]["critical_failed"] == []
    assert code == report["exit_code"] == 1
    assert "Failed gate: answer_relevance (full)" in err
    assert "| Answer Relevance | 0.63 | 0.90 | FAIL |" in (out_dir / "eval_report.md").read_text(encoding="utf-8")
    assert not (env["work"] / "results").exists()  # named suites write only where --output says
    (line,) = [json.loads(x) for x in (out_dir / "results.jsonl").read_text(encoding="utf-8").splitlines()]
    assert (line["suite"], line["exit_code"]) == ("sample", code)


def test_a_date_outside_the_suites_days_is_refused_before_anything_runs(
    env: dict[str, Path], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    from rageval_pipeline_tests.support.tiny_project import write_tiny_project

    tiny = write_tiny_project(env["work"] / "tiny", suite_overrides={"start_date": "2025-06-01"})
    monkeypatch.setenv("RAGEVAL_HOME", str(tiny["home"]))
    monkeypatch.setenv("RAGEVAL_SUITES_DIR", str(tiny["suites"]))
    assert main(["run", "--suite", "sample", "--date", "2025-05-31", "--quiet"]) == 3
    err = capsys.readouterr().err
    assert "sample.yaml: start_date: 2025-05-31 is before the suite's start_date 2025-06-01" in err
    assert main(["run", "--suite", "sample", "--date", "2999-01-01", "--quiet"]) == 3
    assert "--date 2999-01-01 is after today (UTC)" in capsys.readouterr().err
    assert not (tiny["home"] / "storage").exists()


def test_import_history_through_the_cli(tmp_path, monkeypatch):
    import json as _json

    from rageval_pipeline.cli import main as _main

    monkeypatch.setenv("DAGSTER_HOME", str(tmp_path / "dh"))
    monkeypatch.setenv("RAGEVAL_HOME", str(tmp_path / "home"))
    log = tmp_path / "results.jsonl"
    log.write_text(_json.dumps({"timestamp": "2026-10-01T02:00:00Z", "composite_score": 0.8, "test_count": 3,
                                "failures": 1}) + "\n")
    assert _main(["import-history", "--suite", "sample", "--results-jsonl", str(log)]) == 0
    summary = _json.loads((tmp_path / "home" / "reports" / "sample" / "2026-10-01" / "summary.json").read_text())
    assert summary["source"].startswith("results-log:results.jsonl") and summary["date"] == "2026-10-01"
    assert _main(["import-history", "--suite", "no_such_suite", "--results-jsonl", str(log)]) == 3
    assert _main(["import-history", "--suite", "sample"]) == 3
    # --variant puts the numbers on one of the suite's series (sample compares baseline and full)
    assert _main(["import-history", "--suite", "sample", "--results-jsonl", str(log), "--variant", "full"]) == 0
    summary = _json.loads((tmp_path / "home" / "reports" / "sample" / "2026-10-01" / "summary.json").read_text())
    assert list(summary["variants"]) == ["full"] and summary["variants"]["full"]["scores"]["metrics"]["composite"][
        "mean"] == 0.8
    assert _main(["import-history", "--suite", "sample", "--results-jsonl", str(log), "--variant", "ful"]) == 3


def test_endpoint_variables_expand_at_run_time_only():
    from rageval_pipeline.core.adapters.factory import expand_env
    from rageval_pipeline.core.errors import ConfigError

    assert expand_env("https://h/q?key=${TOKEN}", {"TOKEN": "abc"}, field="f") == "https://h/q?key=abc"
    with pytest.raises(ConfigError) as info:
        expand_env("https://h/q?key=${MISSING}", {}, field="system.config.endpoint")
    assert "${MISSING}" in str(info.value) and "system.config.endpoint" in str(info.value)


def test_sweep_prints_the_scorecard_sorted_by_recall_and_dry_run_lists_variants(
    env: dict[str, Path], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    from rageval_pipeline_tests.support.tiny_project import write_tiny_project

    sweep = {"base": {"mode": "hybrid", "fusion": True, "rerank": True, "expand_neighbors": 0, "k": 3, "k0": 6},
             "grid": {"k0": [6, 12], "rerank": [True, False]}}
    tiny = write_tiny_project(env["work"] / "tiny", suite_overrides={"variants": None, "ab": None, "sweep": sweep,
                                                                     "retrieval_only": True})
    monkeypatch.setenv("RAGEVAL_HOME", str(tiny["home"]))
    monkeypatch.setenv("RAGEVAL_SUITES_DIR", str(tiny["suites"]))
    assert main(["sweep", "--suite", "sample", "--dry-run", "--no-probe"]) == 0
    plan = capsys.readouterr().out
    assert "calls over 4 variants" in plan
    assert "k0=12,rerank=off  " in plan and "rerank=False" in plan
    assert "retrieval-only: answers are not judged" in plan

    assert main(["sweep", "--suite", "sample", "--date", DATE]) == 0
    out = capsys.readouterr().out
    table = out[out.index("Scorecard against base, sorted by recall@3"):].splitlines()
    assert table[1].split()[:4] == ["#", "variant", "recall@3", "mrr@3"]
    ranked = [line.split() for line in table[2:6]]
    assert sorted(r[1] for r in ranked) == ["base", "k0=12", "k0=12,rerank=off", "rerank=off"]
    recall = [float(r[2]) if r[2] != "—" else -1.0 for r in ranked]
    assert recall == sorted(recall, reverse=True)  # best first
    assert "composite" not in table[1]  # nothing judged: answer columns are left out
    summary_header = next(line for line in out.splitlines() if line.startswith("variant"))
    assert "composite" not in summary_header


def test_retrieval_only_flag_shapes_an_adhoc_run_and_is_refused_for_a_named_suite(
    env: dict[str, Path], rag: str, capsys: pytest.CaptureFixture[str],
) -> None:
    assert run(env, rag, "--retrieval-only", "--quiet") == 0
    (summary_file,) = (env["home"] / "reports").rglob("summary.json")
    summary = json.loads(summary_file.read_text())
    assert summary["variants"]["default"]["scores"] is None  # nothing judged, so nothing scored
    verdicts = [p for p in (env["home"] / "storage").rglob("*") if "judge_verdicts" in p.parts and p.is_file()]
    assert verdicts, "the judge_verdicts partition is stored (empty, with its reason)"
    import pyarrow.parquet as pq

    assert all(pq.read_table(p).num_rows == 0 for p in verdicts)  # no answer was judged
    capsys.readouterr()
    assert main(["run", "--suite", "sample", "--retrieval-only", "--dry-run"]) == 3
    assert "--retrieval-only shape an ad-hoc run" in capsys.readouterr().err


@pytest.mark.slow
def test_run_prints_no_framework_warning(tmp_path: Path) -> None:
    """What a user sees from the installed script: the scorecard, the gates, and no Dagster notices
    (preview / beta / supersession / pydantic deprecations) on either stream."""
    from rageval_pipeline_tests.support.tiny_project import write_tiny_project

    tiny = write_tiny_project(tmp_path / "project")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("RAGEVAL_", "DAGSTER_", "PYTHONWARNINGS"))}
    env.update(RAGEVAL_HOME=str(tiny["home"]), RAGEVAL_SUITES_DIR=str(tiny["suites"]),
               DAGSTER_HOME=str(tmp_path / "dagster_home"))
    script = Path(sys.executable).with_name("rageval")
    done = subprocess.run([str(script), "run", "--suite", "sample", "--date", DATE], capture_output=True, text=True,
                          timeout=300, env=env, cwd=tmp_path, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Exit code 0" in done.stdout and "Reports:" in done.stdout
    assert "Warning" not in done.stderr and "Warning" not in done.stdout, done.stderr[-3000:]


def test_a_night_failing_only_on_drift_says_so_next_to_the_reports_pass() -> None:
    from rageval_pipeline.cli.run import outside_report_lines

    lines = outside_report_lines({"drift_within_tolerance": "full/doc_recall@3 dropped 0.1429"}, "pass", 1)
    assert lines == ["  [FAIL] drift_within_tolerance: full/doc_recall@3 dropped 0.1429",
                     "Overall: FAIL (exit 1): the report's own gates pass, but drift_within_tolerance failed "
                     "(see drift.md)"]
    assert outside_report_lines({}, "pass", 0) == []


def test_import_history_says_which_run_of_a_day_it_kept() -> None:
    from types import SimpleNamespace

    from rageval_pipeline.cli.commands import same_day_notes

    runs = [SimpleNamespace(date="2026-01-05", source="results-log:r.jsonl:1"),
            SimpleNamespace(date="2026-01-06", source="results-log:r.jsonl:2"),
            SimpleNamespace(date="2026-01-06", source="results-log:r.jsonl:3")]
    assert same_day_notes(runs) == ["note: 2026-01-06 has 2 runs in the input; kept the last "
                                    "(results-log:r.jsonl:3), not results-log:r.jsonl:2"]
