"""The Dagster instance `rageval` creates for a project: quiet (no telemetry, no first-visit pop-ups)."""

from dagster import DagsterInstance

from rageval_pipeline.cli import DAGSTER_YAML, ensure_dagster_home


def test_the_project_instance_disables_telemetry_and_first_visit_popups(tmp_path, monkeypatch):
    monkeypatch.setenv("DAGSTER_HOME", str(tmp_path / "dh"))
    home = ensure_dagster_home()
    with DagsterInstance.get() as instance:
        assert not instance.telemetry_enabled and not instance.nux_enabled
    assert (home / "dagster.yaml").read_text() == DAGSTER_YAML


def test_an_instance_config_written_by_an_older_rageval_is_updated_but_a_teams_own_is_kept(tmp_path, monkeypatch):
    ours, theirs = tmp_path / "ours", tmp_path / "theirs"
    for folder in (ours, theirs):
        folder.mkdir()
    (ours / "dagster.yaml").write_text(DAGSTER_YAML.splitlines()[0] + "\ntelemetry:\n  enabled: false\n")
    own = "telemetry:\n  enabled: true\n"
    (theirs / "dagster.yaml").write_text(own)
    for folder in (ours, theirs):
        monkeypatch.setenv("DAGSTER_HOME", str(folder))
        ensure_dagster_home()
    assert (ours / "dagster.yaml").read_text() == DAGSTER_YAML
    assert (theirs / "dagster.yaml").read_text() == own


def test_the_project_instance_is_opened_without_rewriting_the_environment(tmp_path, monkeypatch):
    import os

    from rageval_pipeline.cli.instance import open_instance

    monkeypatch.delenv("DAGSTER_HOME", raising=False)
    monkeypatch.setenv("RAGEVAL_PROJECT_DIR", str(tmp_path))
    home = ensure_dagster_home()
    assert home == tmp_path / ".dagster_home" and "DAGSTER_HOME" not in os.environ
    with open_instance(home) as instance:
        assert instance.root_directory == str(home)
