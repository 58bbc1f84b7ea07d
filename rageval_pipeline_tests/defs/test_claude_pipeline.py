"""With an API key set, the same pipeline judges with Claude (real SDK → fake Messages API on
127.0.0.1): three passes per case, voted, cached, costed — and the key is written nowhere."""

import json
import logging
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from dagster import DagsterInstance, instance_for_test

from rageval_pipeline.defs.resources import JudgeResource
from rageval_pipeline_tests.fakes.messages_api import FakeMessagesAPI, Reply
from rageval_pipeline_tests.support.graph import run_suite
from rageval_pipeline_tests.support.tiny_project import write_tiny_project

SECRET = "sk-ant-api03-SECRET-do-not-persist-4b1d"
KEY = "2026-11-20"
VERDICT = {
    "correctness": 2, "completeness": 2, "evidence": 2, "hallucination": 2, "missing_facts": [],
    "unsupported_claims": [], "forbidden_hits": [],
    "faithfulness": {"value": 1.0, "reason": "all claims supported"},
    "answer_relevance": {"value": 0.9, "reason": "on point"},
    "context_precision": {"value": 0.5, "reason": "half the contexts help"},
    "context_recall": {"value": 1.0, "reason": "facts retrieved"},
    "same_information": True, "claims": [], "reasoning": "fine",
}


SIDE = {"correctness": 2, "completeness": 2, "evidence": 2, "hallucination": 2}


def reply_for(request):
    """Answer each prompt in the shape it asks for: a rubric verdict, or seed 000's A/B block."""
    if "comparing two answers, A and B" in json.dumps(request.body.get("system", "")):
        return Reply.ok(json.dumps({"A": SIDE, "B": SIDE, "delta": {"winner": "tie", "notes": "same"}}),
                        input_tokens=1000, output_tokens=200)
    return Reply.ok(json.dumps(VERDICT), input_tokens=1000, output_tokens=200)


@pytest.fixture
def claude_project(tmp_path, monkeypatch):
    paths = write_tiny_project(tmp_path / "project", suite_overrides={
        "judge": {"kind": "auto", "passes": 3, "model": "claude-haiku-4-5", "embedder": "hashing-v1",
                  "concurrency": 2}})
    monkeypatch.setenv("ANTHROPIC_API_KEY", SECRET)
    monkeypatch.setenv("RAGEVAL_HOME", str(paths["home"]))
    return paths


def _dir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def _materialize(paths, api, instance, selection=None):
    return run_suite(paths, instance, KEY, resources={"judge": JudgeResource(base_url=api.base_url)},
                     selection=selection)


def test_key_set_means_claude_judges_caches_and_costs(claude_project, tmp_path, caplog):
    caplog.set_level(logging.DEBUG)
    with FakeMessagesAPI(default=reply_for) as api, \
            instance_for_test(temp_dir=str(_dir(tmp_path / "dagster_home"))) as instance:
        result = _materialize(claude_project, api, instance)
        assert result.success
        # 4 cases × 2 variants × 3 passes, then the A/B: 4 cases × 2 orders (counterbalanced)
        assert len(api.message_requests) == 8 * 3 + 4 * 2

        storage = Path(claude_project["home"]) / "storage"
        verdicts = pq.read_table(storage / "judge_verdicts" / "2026-11-20" / "sample.parquet").to_pylist()
        assert len(verdicts) == 8 * 4  # three passes + the voted verdict per case × variant
        finals = [v for v in verdicts if v["pass_index"] is None]
        assert {v["judge"] for v in finals} == {"anthropic:claude-haiku-4-5"}
        assert all(v["stability"] == 1.0 for v in finals)
        # cost = the usage the server reported, at haiku-4-5's $1 / $5 per million tokens
        summary = json.loads((Path(claude_project["home"]) / "reports" / "sample" / "2026-11-20"
                              / "summary.json").read_text())
        assert summary["judge"]["input_tokens"] == 24 * 1000 and summary["judge"]["output_tokens"] == 24 * 200
        assert summary["judge"]["cost_usd"] == pytest.approx(24 * (1000 * 1 + 200 * 5) / 1e6)
        assert summary["ab"]["llm"]["cost_usd"] == pytest.approx(8 * (1000 * 1 + 200 * 5) / 1e6)
        assert summary["ab"]["ties"] == 4 and summary["ab"]["verdict"] == "no_significant_difference"

        # a re-score of the same partition is answered from the judge cache: zero HTTP calls
        again = _materialize(claude_project, api, instance,
                             selection=["judge_verdicts", "case_scores", "retrieval_scores", "ab_comparison",
                                        "eval_report"])
        assert again.success and len(api.message_requests) == 32

    written = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert any(p.suffix == ".parquet" for p in written) and any(p.name.endswith(".db") or "sqlite" in p.name
                                                                  for p in written)
    leaks = [str(p) for p in written if SECRET.encode() in p.read_bytes()]
    assert leaks == []
    assert SECRET not in caplog.text


def test_without_a_key_auto_falls_back_to_the_local_judge(claude_project, monkeypatch):
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    with FakeMessagesAPI() as api, DagsterInstance.ephemeral() as instance:
        assert _materialize(claude_project, api, instance).success
        assert api.message_requests == []
    verdicts = pq.read_table(Path(claude_project["home"]) / "storage" / "judge_verdicts" / "2026-11-20"
                             / "sample.parquet")
    assert set(verdicts.column("judge").to_pylist()) == {"local"}
