"""A step that fails shows its root cause, not Dagster's wrapper."""

from pathlib import Path

from rageval_pipeline.cli import main
from rageval_pipeline_tests.support.tiny_project import write_tiny_project


def _project(tmp_path: Path, monkeypatch) -> None:
    system = {"adapter": "http", "config": {"endpoint": "http://127.0.0.1:9/rag",
                                            "headers": {"Authorization": "Bearer ${RAGEVAL_TEST_UNSET_TOKEN}"}}}
    tiny = write_tiny_project(tmp_path / "p", suite_overrides={"system": system})
    for name, value in (("RAGEVAL_HOME", tiny["home"]), ("RAGEVAL_SUITES_DIR", tiny["suites"]),
                        ("DAGSTER_HOME", tmp_path / "dh")):
        monkeypatch.setenv(name, str(value))
    monkeypatch.delenv("RAGEVAL_TEST_UNSET_TOKEN", raising=False)


def test_a_failed_step_prints_the_projects_error(tmp_path, monkeypatch, capsys):
    _project(tmp_path, monkeypatch)
    assert main(["run", "--suite", "sample", "--date", "2026-11-20", "--quiet"]) == 3
    err = capsys.readouterr().err
    assert "error in system_responses: ConfigError:" in err and "RAGEVAL_TEST_UNSET_TOKEN" in err
    assert "DagsterExecutionStepExecutionError" not in err and "Error occurred while executing" not in err
    assert "Traceback" not in err and 'File "' not in err


def test_verbose_adds_the_stack_of_the_cause(tmp_path, monkeypatch, capsys):
    _project(tmp_path, monkeypatch)
    assert main(["run", "--suite", "sample", "--date", "2026-11-20", "--verbose"]) == 3
    err = capsys.readouterr().err
    assert "RAGEVAL_TEST_UNSET_TOKEN" in err and 'File "' in err
