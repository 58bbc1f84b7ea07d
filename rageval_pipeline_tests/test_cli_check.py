"""`rageval check`: one question to the system, then what was parsed and what will be measurable.

Against real loopback servers (ad hoc, as `rageval run --adapter http` takes them) and the bundled
sample suite; plus ``probe_system`` / ``render_probe`` alone with an in-process adapter, for the
measurability rules. Nothing may be stored: no Dagster run, no Parquet, no checkpoint.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator, Mapping
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

import pytest

from rageval_pipeline.cli import main
from rageval_pipeline.core.adapters.base import AdapterAnswer, RAGAdapter
from rageval_pipeline.core.errors import SystemUnderTestError
from rageval_pipeline.core.records.schemas import (
    ContextChunk,
    EvalCase,
    GoldSpan,
    RequiredFact,
)
from rageval_pipeline.core.runtime.probe import probe_system, render_probe

REPO = Path(__file__).resolve().parents[1]
TOKEN = "Bearer check-secret-4c1d9e"
DATASET = {"metadata": {"name": "check", "version": "1.0"}, "test_cases": [
    {"id": "tc_001", "question": "What is the refund policy?", "ground_truth": "Full refund within 30 days.",
     "expected_contexts": ["policy.md"]},
    {"id": "tc_002", "question": "Who wrote the policy?", "ground_truth": "The finance team."},
]}
REPLIES: dict[str, Any] = {
    "documents": {"response": "You can get a full refund within 30 days of purchase.", "documents": [
        {"content": "Customers may request a full refund within 30 days of purchase.", "source": "docs/policy.md",
         "page": 2, "chunk_id": "policy#4", "score": 0.91},
        {"content": "Refunds go back to the original payment method.", "source": "docs/policy.md",
         "start_page": 3, "end_page": 4, "score": "0.42"}]},
    "bare": {"answer": "Thirty days.", "meta": {"model": "x"}},
    "broken": {"response": "r", "documents": [{"content": "c", "page": "abc"}]},
}


class _Server(BaseHTTPRequestHandler):
    seen_auth: ClassVar[list[str | None]] = []

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        _Server.seen_auth.append(self.headers.get("Authorization"))
        name = self.path.strip("/")
        status, reply = (200, REPLIES[name]) if name in REPLIES else (500, {"error": "index offline"})
        payload = json.dumps(reply).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, format: str, *args: Any) -> None:
        return


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Server)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for name, folder in (("DAGSTER_HOME", "dagster_home"), ("RAGEVAL_HOME", "home")):
        (tmp_path / folder).mkdir()
        monkeypatch.setenv(name, str(tmp_path / folder))
    monkeypatch.chdir(tmp_path)
    (tmp_path / "tests.json").write_text(json.dumps(DATASET), encoding="utf-8")
    return tmp_path


def _nothing_stored(project: Path) -> bool:
    written = [p for p in project.rglob("*") if p.is_file() and p.name != "tests.json"]
    return written == []


def _check(url: str, project: Path, *extra: str) -> int:
    return main(["check", "--adapter", "http", "--endpoint", url, "--dataset", str(project / "tests.json"), *extra])


def test_check_prints_fields_contexts_and_what_is_measurable(base_url, project, capsys):
    code = _check(f"{base_url}/documents", project, "--header", f"Authorization: {TOKEN}")
    out = capsys.readouterr().out
    assert code == 0, out
    assert "case tc_001: What is the refund policy?" in out
    assert "You can get a full refund within 30 days of purchase." in out
    assert "Read from: answer `response`, contexts `documents`" in out
    assert "Contexts: 2" in out
    assert "1. doc docs/policy.md · pages 2 · chunk policy#4 · score 0.910" in out
    assert "2. doc docs/policy.md · pages 3-4 · chunk ? · score 0.420" in out
    assert "Citations: none" in out
    for line in ("[yes] faithfulness", "[yes] context_precision", "[yes] context_recall", "[yes] semantic_similarity",
                 "[yes] doc_recall@k (documents)", "[no ] recall@k (page spans): needs gold spans in the dataset"):
        assert line in out, line
    assert _Server.seen_auth[-1] == TOKEN and TOKEN not in out  # the header reached the server, not the screen
    assert _nothing_stored(project)


def test_check_of_a_case_without_expected_documents_says_doc_recall_is_unmeasurable(base_url, project, capsys):
    assert _check(f"{base_url}/documents", project, "--case", "tc_002") == 0
    out = capsys.readouterr().out
    assert "case tc_002: Who wrote the policy?" in out
    assert "[yes] faithfulness" in out and "[yes] context_precision" in out
    assert "[no ] doc_recall@k (documents): needs expected_contexts or gold spans in the dataset" in out


def test_check_without_contexts_names_the_keys_and_the_lost_metrics(base_url, project, capsys):
    assert _check(f"{base_url}/bare", project) == 0
    out = capsys.readouterr().out
    assert "Read from: answer `answer`, contexts `none found`" in out
    assert "Contexts: NONE — the system's reply has no contexts field" in out and "keys present: answer, meta" in out
    for metric in ("faithfulness", "context_precision", "context_recall"):
        assert f"[no ] {metric}: needs contexts" in out, metric
    assert "[no ] doc_recall@k (documents): needs contexts\n" in out
    assert "[yes] answer_relevance" in out


@pytest.mark.parametrize(("path", "cause"), [
    ("down", "HTTP 500 Internal Server Error from"),
    ("broken", 'documents[0].page: expected an integer page number, got "abc"'),
])
def test_a_failed_call_exits_3_with_its_root_cause(base_url, project, capsys, path, cause):
    assert _check(f"{base_url}/{path}", project) == 3
    out = capsys.readouterr().out
    assert "FAILED after" in out and cause in out
    assert "Traceback" not in out and _nothing_stored(project)


def test_an_unknown_case_or_variant_is_fatal_and_asks_nothing(base_url, project, capsys):
    before = len(_Server.seen_auth)
    assert _check(f"{base_url}/documents", project, "--case", "nope") == 3
    assert "no case 'nope' in the dataset (first ids: ['tc_001', 'tc_002'])" in capsys.readouterr().err
    assert _check(f"{base_url}/documents", project, "--variant", "full") == 3
    assert "no variant 'full'" in capsys.readouterr().err
    assert len(_Server.seen_auth) == before


class _InProcess(RAGAdapter):
    """A system in this process: answers with the contexts it was given."""

    name = "in-process"

    def __init__(self, contexts: list[ContextChunk] | None, citations: list[str] | None = None) -> None:
        self.contexts = contexts
        self.citations = citations or []

    def query(self, question: str, params: Mapping[str, Any]) -> AdapterAnswer:
        return AdapterAnswer(answer="The refund window is 30 days. " * 20, contexts=self.contexts,
                             citations=self.citations)


def _case(**fields: Any) -> EvalCase:
    return EvalCase(id="c1", question="What is the refund window?", source_format="qid_jsonl", **fields)


def test_span_recall_needs_pages_in_the_contexts_and_gold_spans_in_the_dataset():
    gold = _case(gold=[GoldSpan(doc_id="policy.md", start_page=2, end_page=2)])
    no_pages = probe_system(_InProcess([ContextChunk(text="t", doc_id="policy.md")]), gold, "v", {})
    verdicts = {m.metric: (m.measurable, m.why) for m in no_pages.metrics}
    span_why = "needs page numbers in the contexts (scored at document level instead)"
    assert verdicts["recall@k (page spans)"] == (False, span_why)
    assert verdicts["doc_recall@k (documents)"][0] is True
    assert verdicts["context_precision"][0] is True  # gold spans are references for precision
    assert verdicts["context_recall"] == (False, "needs a ground truth or required facts")
    with_pages = probe_system(_InProcess([ContextChunk(text="t", doc_id="policy.md", start_page=2, end_page=2)]),
                              gold, "v", {})
    assert {m.metric: m.measurable for m in with_pages.metrics}["recall@k (page spans)"] is True
    no_doc_ids = probe_system(_InProcess([ContextChunk(text="t", start_page=2, end_page=2)]), gold, "v", {})
    assert {m.metric: m.why for m in no_doc_ids.metrics}["doc_recall@k (documents)"] == \
        "needs doc_id/source in the contexts"


def test_render_shows_at_most_ten_contexts_300_answer_characters_and_citations():
    facts = _case(required_facts=[RequiredFact(fact_id="f1", claim="The refund window is 30 days.")])
    contexts = [ContextChunk(text=f"passage {i}", doc_id=f"d{i}.md", rank=i + 1) for i in range(12)]
    report = probe_system(_InProcess(contexts, citations=["d1.md", "3"]), facts, "full", {})
    text = render_probe(report)
    assert report.ok and report.contexts == 12 and len(report.shown) == 10
    assert "Contexts: 12 (first 10)" in text and " 10. doc d9.md" in text and "d10.md" not in text
    answer_line = next(line for line in text.splitlines() if line.startswith("Answer ("))
    assert len(answer_line.split("): ", 1)[1]) == 300
    assert "Citations: d1.md, 3" in text
    assert "[no ] evidence (must_cite): no must_cite rules in this case" in text
    assert "[yes] context_recall" in text


def test_a_case_without_references_leaves_reference_metrics_unmeasurable():
    verdicts = {m.metric: (m.measurable, m.why) for m in probe_system(
        _InProcess([ContextChunk(text="t", doc_id="d.md", start_page=1, end_page=1)]), _case(), "v", {}).metrics}
    assert verdicts["faithfulness"][0] is True and verdicts["answer_relevance"][0] is True
    precision_why = "needs a ground truth, required facts, gold spans or expected documents"
    assert verdicts["context_precision"] == (False, precision_why)
    assert verdicts["semantic_similarity"] == (False, "needs a ground truth")
    assert verdicts["recall@k (page spans)"] == (False, "needs gold spans in the dataset")


def test_a_negative_case_leaves_context_metrics_unmeasured_by_design():
    negative = _case(answerable=False, ground_truth="Not stated in the sources.")
    verdicts = {m.metric: (m.measurable, m.why) for m in probe_system(_InProcess([]), negative, "v", {}).metrics}
    assert verdicts["context_precision"] == (False, "negative case: nothing to retrieve")
    assert verdicts["context_recall"] == (False, "negative case: nothing to retrieve")


def test_a_system_error_is_reported_not_raised():
    class _Down(RAGAdapter):
        name = "down"

        def query(self, question: str, params: Mapping[str, Any]) -> AdapterAnswer:
            raise SystemUnderTestError("connection refused", system="down", retryable=True)

    report = probe_system(_Down(), _case(), "v", {})
    assert not report.ok and "connection refused" in (report.error or "")
    assert "FAILED after" in render_probe(report) and report.metrics == []


@pytest.mark.slow
def test_check_the_bundled_sample_suite_builds_its_index_and_stores_only_the_embedding_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    for name, folder in (("DAGSTER_HOME", "dagster_home"), ("RAGEVAL_HOME", "home")):
        (tmp_path / folder).mkdir()
        monkeypatch.setenv(name, str(tmp_path / folder))
    monkeypatch.setenv("RAGEVAL_SUITES_DIR", str(REPO / "data" / "suites"))
    monkeypatch.chdir(tmp_path)
    assert main(["check", "--suite", "sample"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("System reference · variant baseline · case ")
    assert "Contexts: 5" in out and " 1. doc " in out and " · pages " in out
    assert "[yes] faithfulness" in out and "[yes] recall@k (page spans)" in out
    written = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file())
    assert written and all(p.startswith("home/cache/embeddings/") for p in written), written


def test_a_replay_suite_has_no_live_system_to_ask(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("RAGEVAL_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("RAGEVAL_SUITES_DIR", str(REPO / "data" / "suites"))
    monkeypatch.chdir(tmp_path)
    assert main(["check", "--suite", "sample_replay"]) == 3
    assert "suite 'sample_replay' replays frozen responses: there is no live system to ask" in capsys.readouterr().err
    assert not (tmp_path / "home").exists()
