"""Minimal pairs through the whole pipeline, as an outside user would check them: a real HTTP system
on 127.0.0.1 serves two variants of one suite with no ground truth, one answering every question with
the supported sentence, the other with the same sentence carrying a value taken from another subject
of the same context; `rageval run` judges both with the local judge, and the stored per-question
results must tell the variants apart (faithfulness and the hallucination verdict), pair by pair."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

import pytest
import yaml

from rageval_pipeline.cli import main

GOLDEN = Path(__file__).parent / "golden"
DATE = "2026-03-02"


def _pairs() -> list[dict[str, str]]:
    def read(name: str) -> list[dict[str, str]]:
        return [json.loads(line) for line in (GOLDEN / name).read_text(encoding="utf-8").splitlines() if line.strip()]

    first_two: dict[str, list[dict[str, str]]] = {}
    for pair in read("bound_facts_pairs.jsonl"):
        first_two.setdefault(pair["kind"], [])
        if len(first_two[pair["kind"]]) < 2:
            first_two[pair["kind"]].append(pair)
    # 12 held-out pairs + 2 of each kind (amount, number, date, duration, percent, name) = 24
    return read("bound_facts_heldout.jsonl") + [p for kind in sorted(first_two) for p in first_two[kind]]


PAIRS = _pairs()


class _System(BaseHTTPRequestHandler):
    by_question: ClassVar[dict[str, dict[str, str]]] = {}

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        pair = _System.by_question[body["question"]]
        reply = {"answer": pair[body["side"]], "contexts": [{"text": pair["context"], "doc_id": "ctx.txt"}]}
        payload = json.dumps(reply).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        return


@pytest.fixture(scope="module")
def endpoint() -> Iterator[str]:
    _System.by_question = {f"What does the context say about {p['id']}?": p for p in PAIRS}
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _System)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/rag"
    httpd.shutdown()
    httpd.server_close()


@pytest.mark.slow
def test_the_local_judge_separates_minimal_pairs_through_the_pipeline(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, endpoint: str
) -> None:
    for name in ("DAGSTER_HOME", "RAGEVAL_HOME"):
        (tmp_path / name).mkdir()
        monkeypatch.setenv(name, str(tmp_path / name))
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    monkeypatch.chdir(tmp_path)
    suites = tmp_path / "suites"
    suites.mkdir()
    # no ground truth, no gold: only the question (the JSONL format needs nothing else)
    cases = [{"qid": p["id"], "question": f"What does the context say about {p['id']}?"} for p in PAIRS]
    (tmp_path / "pairs.jsonl").write_text("".join(json.dumps(c) + "\n" for c in cases), encoding="utf-8")
    # named like the bundled suite: Dagster fixes the suite partitions when the definitions are first
    # imported in a process, and another test may have imported them already
    monkeypatch.setenv("RAGEVAL_SUITES_DIR", str(suites))
    (suites / "sample.yaml").write_text(yaml.safe_dump({
        "name": "sample", "mode": "live", "dataset": {"path": "../pairs.jsonl", "format": "qid_jsonl"},
        "system": {"adapter": "http", "config": {"endpoint": endpoint,
                                                 "request_template": {"question": "{question}", "side": "{param.side}"}}},
        "variants": {"supported": {"side": "supported"}, "contradicted": {"side": "contradicted"}},
        "judge": {"kind": "local"},
    }), encoding="utf-8")
    code = main(["run", "--suite", "sample", "--suites-dir", str(suites), "--date", DATE, "--quiet"])
    assert code in (0, 1)  # gates may fail; the run itself must not
    [per_question] = (tmp_path / "RAGEVAL_HOME").rglob(f"sample/{DATE}/per_question.jsonl")
    rows = [json.loads(line) for line in per_question.read_text(encoding="utf-8").splitlines()]
    by = {(r["qid"], r["variant"]): r for r in rows}
    assert len(by) == 2 * len(PAIRS) == 48
    wrong = []
    for pair in PAIRS:
        good, bad = by[(pair["id"], "supported")], by[(pair["id"], "contradicted")]
        if not (good["scores"]["faithfulness"] == 1.0 and good["rubric"]["hallucination"] == 2
                and (bad["scores"]["faithfulness"] or 0.0) < 1.0 and bad["rubric"]["hallucination"] < 2):
            wrong.append(pair["id"])
    assert len(PAIRS) - len(wrong) >= 22, wrong  # the bar for its 24 outside pairs
