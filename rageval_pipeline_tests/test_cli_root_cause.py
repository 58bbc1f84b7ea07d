"""A step that fails shows its root cause, not Dagster's wrapper; what can be caught before the run is."""

from pathlib import Path

from rageval_pipeline.cli import main
from rageval_pipeline_tests.support.tiny_project import write_tiny_project


def _project(tmp_path: Path, monkeypatch, **overrides) -> dict:
    tiny = write_tiny_project(tmp_path / "p", suite_overrides=overrides)
    for name, value in (("RAGEVAL_HOME", tiny["home"]), ("RAGEVAL_SUITES_DIR", tiny["suites"]),
                        ("DAGSTER_HOME", tmp_path / "dh")):
        monkeypatch.setenv(name, str(value))
    return tiny


def _unknown_embedder(tmp_path, monkeypatch):
    # valid YAML, fails only when the corpus_index step builds the embedder
    return _project(tmp_path, monkeypatch, system={"adapter": "reference", "config": {
        "corpus": "../corpus", "embedder": "no-such-embedder", "chunk_words": 40, "overlap_words": 5}})


def test_a_failed_step_prints_the_projects_error(tmp_path, monkeypatch, capsys):
    _unknown_embedder(tmp_path, monkeypatch)
    assert main(["run", "--suite", "sample", "--date", "2026-11-20", "--quiet"]) == 3
    err = capsys.readouterr().err
    assert "error in corpus_index: RetrievalError: unknown embedder 'no-such-embedder'" in err
    assert "DagsterExecutionStepExecutionError" not in err and "Error occurred while executing" not in err
    assert "Traceback" not in err and 'File "' not in err


def test_verbose_adds_the_stack_of_the_cause(tmp_path, monkeypatch, capsys):
    _unknown_embedder(tmp_path, monkeypatch)
    assert main(["run", "--suite", "sample", "--date", "2026-11-20", "--verbose"]) == 3
    err = capsys.readouterr().err
    assert "unknown embedder" in err and 'File "' in err


def test_an_unset_header_variable_stops_the_run_before_any_call(tmp_path, monkeypatch, capsys):
    _project(tmp_path, monkeypatch, system={"adapter": "http", "config": {
        "endpoint": "http://127.0.0.1:9/rag", "headers": {"Authorization": "Bearer ${RAGEVAL_TEST_UNSET_TOKEN}"}}})
    monkeypatch.delenv("RAGEVAL_TEST_UNSET_TOKEN", raising=False)
    assert main(["run", "--suite", "sample", "--date", "2026-11-20", "--quiet"]) == 3
    assert ("error: sample.yaml: system.config.headers.Authorization: environment variable "
            "RAGEVAL_TEST_UNSET_TOKEN is not set") in capsys.readouterr().err
    assert not (tmp_path / "p" / "home" / "storage").exists()  # nothing ran
