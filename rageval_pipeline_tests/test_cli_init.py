"""`rageval init` writes a starter project that validates as it is, and never overwrites files."""

from rageval_pipeline.cli import main
from rageval_pipeline.core.config.adhoc import load_eval_config
from rageval_pipeline.core.config.suites import load_suite
from rageval_pipeline.core.datasets import load_dataset


def test_init_writes_a_starter_that_validates(tmp_path, capsys):
    assert main(["init", str(tmp_path)]) == 0
    config = load_eval_config(tmp_path / "eval-config.yaml")
    assert config.http.headers == {"Authorization": "Bearer ${RAG_API_TOKEN}"} and config.thresholds.composite == 0.7
    suite = load_suite(tmp_path / "suites" / "my_system.yaml")
    assert suite.ab is not None and suite.thresholds.retrieval == {"doc_recall@5": 0.8}
    dataset = load_dataset(tmp_path / "datasets" / "example.json")
    assert [c.answerable for c in dataset.cases] == [True, True, False]  # "Not stated in the sources."
    assert "wrote" in capsys.readouterr().out


def test_init_refuses_to_overwrite(tmp_path, capsys):
    (tmp_path / "eval-config.yaml").write_text("mine: true\n")
    assert main(["init", str(tmp_path)]) == 3
    assert "would overwrite" in capsys.readouterr().err and (tmp_path / "eval-config.yaml").read_text() == "mine: true\n"
    assert main(["init", str(tmp_path), "--force"]) == 0


def test_the_written_suite_is_ready_once_its_token_is_set(tmp_path, monkeypatch, capsys):
    assert main(["init", str(tmp_path)]) == 0
    monkeypatch.delenv("RAG_API_TOKEN", raising=False)
    assert main(["suites", "--suites-dir", str(tmp_path / "suites"), "--no-probe"]) == 3
    assert "environment variable RAG_API_TOKEN is not set" in capsys.readouterr().out
    monkeypatch.setenv("RAG_API_TOKEN", "t0ken-for-the-test")
    assert main(["suites", "--suites-dir", str(tmp_path / "suites"), "--no-probe"]) == 0
    assert main(["run", "--config", str(tmp_path / "eval-config.yaml"), "--dry-run", "--no-probe"]) == 0
