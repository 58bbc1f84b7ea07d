"""Your own RAG system behind HTTP, as a new user points rageval at it: no path configuration.

A real loopback server answers in the shapes real servers use; `rageval run` auto-detects where the
answer and the contexts are, measures faithfulness and the context metrics, and — when the server
returns no contexts at all — refuses to let a composite made of answer relevance alone pass
`--fail-under`, saying what the composite covers.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

import pytest

from rageval_pipeline.cli import main
from rageval_pipeline_tests.support.json_reply import send_json

DATE = "2025-06-02"
FACTS = {
    "refund": ("docs/policy.md", 2, "Customers may request a full refund within 30 days of purchase.",
               "You can get a full refund within 30 days of purchase."),
    "password": ("docs/account.md", 1, "To reset your password, click Forgot Password on the login page.",
                 "Click Forgot Password on the login page to reset your password."),
    "shipping": ("docs/shipping.md", 3, "Standard shipping takes 5 business days within the country.",
                 "Standard shipping takes 5 business days."),
}
DATASET = {"metadata": {"name": "own system", "version": "1.0"}, "test_cases": [
    {"id": "tc_001", "question": "What is the refund policy?", "ground_truth": "Full refund within 30 days of purchase.",
     "expected_contexts": ["policy.md"]},
    {"id": "tc_002", "question": "How do I reset my password?",
     "ground_truth": "Click Forgot Password on the login page.", "expected_contexts": ["account.md"]},
    {"id": "tc_003", "question": "How long does shipping take?", "ground_truth": "Standard shipping takes 5 business days.",
     "expected_contexts": ["shipping.md"]},
]}


class _Server(BaseHTTPRequestHandler):
    shape: ClassVar[str] = "documents"

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        key = next(k for k in FACTS if k in body["question"].lower())
        doc, page, context, answer = FACTS[key]
        if _Server.shape == "documents":  # a typical FastAPI RAG service
            reply: dict[str, Any] = {"response": answer, "documents": [{"content": context, "source": doc, "page": page}]}
        elif _Server.shape == "langchain":  # LangChain RetrievalQA with return_source_documents
            reply = {"result": answer, "source_documents": [
                {"page_content": context, "metadata": {"source": doc, "page": str(page)}}]}
        else:  # an answer and nothing else
            reply = {"answer": answer, "meta": {"model": "x"}}
        send_json(self, reply)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - keep pytest output clean
        return


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Server)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/rag"
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for name, folder in (("DAGSTER_HOME", "dagster_home"), ("RAGEVAL_HOME", "home")):
        (tmp_path / folder).mkdir()
        monkeypatch.setenv(name, str(tmp_path / folder))
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "tests.json").write_text(json.dumps(DATASET), encoding="utf-8")
    (tmp_path / "eval-config.yaml").write_text("comparison: {embedding_model: hashing-v1}\n"
                                               "retry: {max_attempts: 1, backoff_base_s: 0}\n", encoding="utf-8")
    return tmp_path


def _run(project: Path, endpoint: str, *extra: str) -> int:
    return main(["run", "--adapter", "http", "--endpoint", endpoint, "--dataset", str(project / "tests.json"),
                 "--config", str(project / "eval-config.yaml"), "--date", DATE, "--judge", "local", *extra])


def _report(project: Path) -> dict[str, Any]:
    return json.loads((project / "results" / "eval_report.json").read_text(encoding="utf-8"))


def _summary(project: Path) -> dict[str, Any]:
    [path] = (project / "home" / "reports").glob(f"*/{DATE}/summary.json")
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("shape", ["documents", "langchain"])
def test_contexts_found_without_configuration_are_scored(project, server, shape, caplog):
    _Server.shape = shape
    caplog.set_level("INFO", logger="rageval_pipeline.core.adapters.http")
    assert _run(project, server, "--fail-under", "0.3") == 0
    metrics = _summary(project)["variants"]["default"]["scores"]["metrics"]
    for name in ("faithfulness", "context_precision", "context_recall"):
        assert metrics[name]["measured"] == 3 and metrics[name]["mean"] is not None, name
    coverage = _summary(project)["variants"]["default"]["scores"]["composite_coverage"]
    assert coverage["mean"] == 1.0 and coverage["unmeasured"] == {}
    used = {"documents": ("response", "documents"), "langchain": ("result", "source_documents")}[shape]
    assert f"answer from `{used[0]}`, contexts from `{used[1]}` (1 items in the first reply)" in caplog.text
    responses = _summary(project)["variants"]["default"]["responses"]
    assert responses["response_fields"] == {"answer": used[0], "contexts": used[1]}


def test_a_reply_without_contexts_cannot_pass_fail_under(project, server, caplog, capsys):
    _Server.shape = "bare"
    assert _run(project, server, "--fail-under", "0.3") == 1
    printed = capsys.readouterr()
    output = printed.out + printed.err
    assert "[FAIL] composite (default): composite leaves out faithfulness (a composite gate needs it measured " \
           "on at least half the cases); it covers 20% of the weight" in output
    assert "faithfulness on 3/3 cases" in output
    assert "reply fields: answer `answer`, contexts `none found`" in output
    assert "no contexts on 3 responses: the system's reply has no contexts field" in output
    gate = next(g for g in _report(project)["gates"] if g["name"] == "composite")
    assert not gate["passed"] and gate["reason"].startswith("composite leaves out faithfulness")
    # warned once, naming the keys that were there
    warnings = [r.message for r in caplog.records if r.levelname == "WARNING" and "no contexts field" in r.message]
    assert len(warnings) == 1 and "keys present: answer, meta" in warnings[0]
    responses = _summary(project)["variants"]["default"]["responses"]
    assert responses["contexts_missing"] == 3 and "keys present: answer, meta" in responses["contexts_missing_reason"]
    markdown = next((project / "home" / "reports").glob(f"*/{DATE}/summary.md")).read_text(encoding="utf-8")
    assert "**no contexts on 3 responses**" in markdown and "the composite covers 20% of its weight" in markdown


def test_check_shows_what_one_reply_parses_to_and_stores_nothing(project, server, capsys):
    _Server.shape = "documents"
    code = main(["check", "--endpoint", server, "--dataset", str(project / "tests.json"), "--case", "tc_002"])
    out = capsys.readouterr().out
    assert code == 0
    assert "case tc_002: How do I reset my password?" in out
    assert "Read from: answer `response`, contexts `documents`" in out
    assert "1. doc docs/account.md · pages 1 · chunk ? · score — · 'To reset your password" in out
    assert "[yes] faithfulness" in out and "[yes] doc_recall@k (documents)" in out
    assert "[no ] recall@k (page spans): needs gold spans in the dataset" in out
    assert not (project / "home" / "storage").exists() and not any((project / "dagster_home").iterdir())


def test_check_says_why_context_metrics_are_unmeasurable_without_contexts(project, server, capsys):
    _Server.shape = "bare"
    assert main(["check", "--endpoint", server, "--dataset", str(project / "tests.json")]) == 0
    out = capsys.readouterr().out
    assert "Contexts: NONE — the system's reply has no contexts field" in out and "keys present: answer, meta" in out
    assert "[no ] faithfulness: needs contexts in the reply" in out


def test_check_reports_an_unreachable_system_as_fatal(project, capsys):
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    code = main(["check", "--endpoint", f"http://127.0.0.1:{port}/rag", "--dataset", str(project / "tests.json")])
    assert code == 3 and "FAILED after" in capsys.readouterr().out


def test_two_adhoc_configurations_on_one_day_keep_separate_reports(project, server):
    _Server.shape = "documents"
    assert _run(project, server) == 0
    assert _run(project, server, "--name", "staging-bot") == 0
    assert _run(project, server.replace("/rag", "/rag-v2")) == 0  # another endpoint: another identity
    reports = sorted(p.parent.parent.name for p in (project / "home" / "reports").glob(f"*/{DATE}/summary.json"))
    assert len(reports) == 3 and "staging-bot" in reports
    assert all(name == "staging-bot" or name.startswith("adhoc-127-0-0-1-rag") for name in reports)
