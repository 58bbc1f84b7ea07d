"""Preflight finds what would break tonight's run, each problem with its file and field."""

import socket

from rageval_pipeline.core.config.suites import load_suite
from rageval_pipeline.core.runtime.preflight import preflight
from rageval_pipeline_tests.support.tiny_project import write_tiny_project


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _suite(tmp_path, **overrides):
    return load_suite(write_tiny_project(tmp_path, suite_overrides=overrides)["suite"])


def test_a_ready_suite_has_no_problems(tmp_path):
    assert preflight(_suite(tmp_path), source="sample.yaml") == []


def test_unset_variables_and_an_unreachable_endpoint(tmp_path):
    suite = _suite(tmp_path, system={"adapter": "http", "config": {
        "endpoint": f"http://127.0.0.1:{_closed_port()}/rag", "headers": {"X-Key": "${PREFLIGHT_UNSET_KEY}"}}})
    problems = [str(p) for p in preflight(suite, source="s.yaml", env={})]
    assert problems == ["s.yaml: system.config.headers.X-Key: environment variable PREFLIGHT_UNSET_KEY is not set",
                        "s.yaml: system.config.endpoint: endpoint is unreachable (ConnectError)"]
    assert len(preflight(suite, source="s.yaml", env={}, probe_network=False)) == 1


def test_missing_corpus_and_labels_the_corpus_lacks(tmp_path):
    suite = _suite(tmp_path / "a", system={"adapter": "reference", "config": {"corpus": "../nope"}})
    [problem] = preflight(suite, source="s.yaml")
    assert problem.field == "system.config.corpus" and "does not exist" in problem.message
    tiny = write_tiny_project(tmp_path / "b")
    (tiny["corpus"] / "policies" / "refunds.txt").unlink()  # a gold document the corpus no longer has
    problems = preflight(load_suite(tiny["suite"]), source="s.yaml")
    assert [p.field for p in problems] == ["dataset gold", "dataset expected_contexts"]
    assert all("1 document(s) not in the corpus corpus/: policies/refunds.txt" in p.message for p in problems)


def test_a_missing_dataset(tmp_path):
    suite = _suite(tmp_path, dataset={"path": "../missing.json"})
    [problem] = preflight(suite, source="s.yaml")
    assert problem.field == "dataset.path" and "does not exist" in problem.message


def test_a_paid_judge_without_its_key_is_found_before_any_call(tmp_path):
    suite = _suite(tmp_path, judge={"kind": "anthropic"})
    [problem] = preflight(suite, source="s.yaml", env={})
    assert str(problem) == ("s.yaml: judge.kind: the anthropic judge needs an API key in $ANTHROPIC_API_KEY, which "
                            "is not set: set it, or judge locally (--judge local, judge.kind: local)")
    assert [p.field for p in preflight(_suite(tmp_path / "e", judge={"kind": "escalate"}), source="s", env={})] == [
        "judge.kind"]
    assert preflight(suite, source="s.yaml", env={"ANTHROPIC_API_KEY": "k"}) == []
    assert preflight(_suite(tmp_path / "a", judge={"kind": "auto"}), source="s.yaml", env={}) == []


def test_an_endpoint_secret_only_its_first_run_had(tmp_path):
    suite = _suite(tmp_path, system={"adapter": "http", "config": {
        "endpoint": "http://127.0.0.1:1/q?api_key=${RAGEVAL_CLI_URL_SECRET_1}"}})
    [problem] = preflight(suite, source="s.yaml", env={}, probe_network=False)
    assert problem.field == "system.config.endpoint"
    assert "typed into its endpoint URL, which is never stored" in problem.message
    assert "--endpoint 'https://host/query?api_key=${RAG_KEY}'" in problem.message
    assert preflight(suite, source="s.yaml", env={"RAGEVAL_CLI_URL_SECRET_1": "x"}, probe_network=False) == []
