"""``build_definitions(settings)``: one evaluation graph per suite file, with its own key prefix,
group, jobs, nightly schedule and daily partitions from the suite's first day."""

import datetime as dt
import re
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

import pytest
import yaml
from dagster import AssetKey, Definitions, build_schedule_context

from rageval_pipeline.core.config.settings import Settings
from rageval_pipeline.core.config.suites import load_suite
from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.defs.definitions import build_definitions, defs
from rageval_pipeline.defs.settings import adhoc_suites_dir
from rageval_pipeline.defs.suite_scope import discover_scopes
from rageval_pipeline_tests.support.graph import project_settings
from rageval_pipeline_tests.support.tiny_project import write_tiny_project

REPO = Path(__file__).resolve().parents[2]
EVAL_ASSETS = {"eval_cases", "corpus_index", "system_responses", "retrieval_scores", "judge_verdicts", "case_scores",
               "ab_comparison", "eval_report", "score_drift"}
CHECKS = {"dataset_valid", "error_rate_within_threshold", "retrieval_thresholds", "quality_thresholds",
          "critical_cases_pass", "value_over_baseline", "drift_within_tolerance", "all_gates_pass"}
TODAY = dt.date(2026, 11, 24)


def _two_suite_project(tmp_path: Path) -> Settings:
    """``alpha`` declares start_date 2026-11-01; ``beta-2`` declares none (a name with a '-')."""
    paths = write_tiny_project(tmp_path)
    suite = yaml.safe_load(paths["suite"].read_text())
    paths["suite"].unlink()
    (paths["suites"] / "alpha.yaml").write_text(yaml.safe_dump({**suite, "name": "alpha",
                                                                "start_date": "2026-11-01"}))
    (paths["suites"] / "beta-2.yaml").write_text(yaml.safe_dump({**suite, "name": "beta-2"}))
    return project_settings(paths)


def test_every_suite_file_gets_its_own_graph_jobs_and_schedule(tmp_path):
    settings = _two_suite_project(tmp_path)
    definitions = build_definitions(settings)
    Definitions.validate_loadable(definitions)
    graph = definitions.resolve_asset_graph()
    keys = {k.to_user_string() for k in graph.get_all_asset_keys()}
    assert keys == {f"{suite}/{asset}" for suite in ("alpha", "beta-2") for asset in {*EVAL_ASSETS, "judge_calibration"}} \
        | {"request_logs", "online_quality"}
    assert {graph.get(AssetKey(["beta-2", "eval_report"])).group_name} == {"beta_2"}  # Dagster's name rules
    checks = {(c.asset_key.to_user_string(), c.name) for c in graph.asset_check_keys}
    for suite in ("alpha", "beta-2"):
        assert {name for key, name in checks if key.startswith(f"{suite}/")} == CHECKS
    assert ("online_quality", "recall_warning_share_within_limit") in checks

    expected = {  # job -> (what it materializes, how it executes)
        "nightly_eval": (EVAL_ASSETS, "in_process"),
        # everything downstream of what the system said: a rescore never calls the system
        "rescore_from_responses": (EVAL_ASSETS - {"eval_cases", "corpus_index", "system_responses"}, "in_process"),
        "nightly_eval_multiprocess": (EVAL_ASSETS, "multiprocess"),
        "judge_calibration_job": ({"judge_calibration"}, "in_process"),
    }
    for group, suite in (("alpha", "alpha"), ("beta_2", "beta-2")):
        for name, (assets, executor) in expected.items():
            job = definitions.resolve_job_def(f"{group}__{name}")
            assert {k.to_user_string() for k in job.asset_layer.executable_asset_keys} == \
                {f"{suite}/{a}" for a in assets}, name
            assert job.executor_def.name == executor, name
            assert job.partitions_def is not None and job.partitions_def.start.date().isoformat() == \
                graph.get(AssetKey([suite, "eval_report"])).partitions_def.start.date().isoformat()
        assert definitions.resolve_schedule_def(f"{group}__nightly_schedule").cron_schedule == "0 2 * * *"
    online = definitions.resolve_job_def("online_quality_job")
    assert {k.to_user_string() for k in online.asset_layer.executable_asset_keys} == {"request_logs", "online_quality"}


def test_a_new_suite_file_is_a_new_graph_without_code(tmp_path):
    settings = _two_suite_project(tmp_path)
    before = {k.path[0] for k in build_definitions(settings).resolve_asset_graph().get_all_asset_keys()}
    text = (settings.suites_dir / "alpha.yaml").read_text().replace("name: alpha", "name: gamma")
    (settings.suites_dir / "gamma.yaml").write_text(text)
    after = {k.path[0] for k in build_definitions(settings).resolve_asset_graph().get_all_asset_keys()}
    assert after - before == {"gamma"}


def test_lineage_stays_inside_each_suite(tmp_path):
    graph = build_definitions(_two_suite_project(tmp_path)).resolve_asset_graph()
    for key in graph.get_all_asset_keys():
        assert graph.get(key).code_version, key
    parents = {k.to_user_string(): {p.to_user_string() for p in graph.get(k).parent_keys}
               for k in graph.get_all_asset_keys()}
    assert parents["alpha/system_responses"] == {"alpha/eval_cases", "alpha/corpus_index"}
    assert parents["beta-2/retrieval_scores"] == {"beta-2/eval_cases", "beta-2/system_responses"}
    assert parents["alpha/case_scores"] == {"alpha/eval_cases", "alpha/system_responses", "alpha/judge_verdicts"}
    assert parents["alpha/score_drift"] == {"alpha/eval_report"}
    assert "alpha/case_scores" in parents["alpha/eval_report"]


def _starts(settings: Settings, **kwargs) -> dict[str, str]:
    return {s.suite: s.start_date for s in discover_scopes(settings, today=TODAY, **kwargs)}


def test_partitions_start_at_the_declared_start_date_else_the_first_run_else_yesterday(tmp_path):
    settings = _two_suite_project(tmp_path)
    # beta-2 declares nothing and has never run: yesterday, the first date its nightly run evaluates
    assert _starts(settings) == {"alpha": "2026-11-01", "beta-2": "2026-11-23"}
    # `rageval run --date` on a first run: that date becomes a partition
    assert _starts(settings, include_dates={"beta-2": "2026-10-05"})["beta-2"] == "2026-10-05"
    # once reports are stored (a run, or imported history), the earliest one is the first day;
    # a folder without summary.json (a run that never got to its report) does not count
    reports = Path(settings.home) / "reports" / "beta-2"
    for date in ("2026-10-07", "2026-10-09"):
        (reports / date).mkdir(parents=True)
        (reports / date / "summary.json").write_text("{}")
    (reports / "2026-10-06").mkdir()
    assert _starts(settings)["beta-2"] == "2026-10-07"
    assert _starts(settings, include_dates={"beta-2": "2026-10-08"})["beta-2"] == "2026-10-07"
    # a declared start_date wins, and a date before it is an error naming the file and the field
    with pytest.raises(ConfigError) as caught:
        discover_scopes(settings, include_dates={"alpha": "2026-10-31"}, today=TODAY)
    assert "alpha.yaml" in str(caught.value) and "start_date" in str(caught.value)


def test_a_start_date_that_is_not_a_date_names_the_file_and_field(tmp_path):
    settings = _two_suite_project(tmp_path)
    path = settings.suites_dir / "alpha.yaml"
    good = path.read_text()
    path.write_text(good.replace("start_date: '2026-11-01'", "start_date: next monday"))
    with pytest.raises(ConfigError) as caught:
        build_definitions(settings)
    assert "alpha.yaml: start_date: Input should be a valid date" in str(caught.value)
    # a file that does not parse at all still gets its graph (from yesterday); running it says why
    path.write_text(good.replace("start_date: '2026-11-01'", "start_date: 2026-13-01"))
    assert _starts(settings)["alpha"] == "2026-11-23"
    with pytest.raises(ConfigError) as caught:
        load_suite(path)
    assert "alpha.yaml" in str(caught.value) and "month must be in 1..12" in str(caught.value)


def test_suites_whose_dagster_names_collide_are_refused(tmp_path):
    settings = _two_suite_project(tmp_path)
    text = (settings.suites_dir / "beta-2.yaml").read_text().replace("name: beta-2", "name: beta_2")
    (settings.suites_dir / "beta_2.yaml").write_text(text)
    with pytest.raises(ConfigError) as caught:
        build_definitions(settings)
    assert "'beta-2' and 'beta_2'" in str(caught.value) and "rename one" in str(caught.value)


def test_each_adhoc_configuration_is_a_graph_and_a_suite_file_of_its_name_wins(tmp_path):
    settings = _two_suite_project(tmp_path)
    folder = adhoc_suites_dir(settings.home, settings.state_dir)
    folder.mkdir(parents=True)
    text = (settings.suites_dir / "beta-2.yaml").read_text()
    (folder / "adhoc-host-tests-1a2b3c.yaml").write_text(text.replace("name: beta-2", "name: adhoc-host-tests-1a2b3c"))
    (folder / "alpha.yaml").write_text(text.replace("name: beta-2", "name: alpha"))  # shadowed by suites/alpha.yaml
    scopes = {s.suite: s for s in discover_scopes(settings, today=TODAY)}
    assert set(scopes) == {"alpha", "beta-2", "adhoc-host-tests-1a2b3c"}
    assert scopes["adhoc-host-tests-1a2b3c"].adhoc and not scopes["alpha"].adhoc
    graph = build_definitions(settings).resolve_asset_graph()
    assert graph.get(AssetKey(["adhoc-host-tests-1a2b3c", "eval_report"])).tags["rageval/adhoc"] == "true"


def test_the_nightly_schedule_requests_yesterday_of_its_suite_once_the_suite_has_begun(tmp_path):
    definitions = build_definitions(_two_suite_project(tmp_path))
    schedule = definitions.resolve_schedule_def("alpha__nightly_schedule")
    context = build_schedule_context(scheduled_execution_time=datetime(2026, 11, 22, 2, 0, tzinfo=timezone.utc),
                                     repository_def=definitions.get_repository_def())
    (request,) = schedule.evaluate_tick(context).run_requests
    assert request.partition_key == "2026-11-21" and schedule.job_name == "alpha__nightly_eval"
    early = build_schedule_context(scheduled_execution_time=datetime(2026, 10, 20, 2, 0, tzinfo=timezone.utc),
                                   repository_def=definitions.get_repository_def())
    result = schedule.evaluate_tick(early)
    assert not result.run_requests and "before suite alpha's first day 2026-11-01" in result.skip_message


def test_the_code_location_loads_the_bundled_suites():
    """What `rageval ui` and workspace.yaml load: the project in the working directory."""
    loaded = subprocess.run([sys.executable, "-c", "from rageval_pipeline.defs.definitions import defs; "
                             "print(sorted({k.path[0] for k in defs().resolve_asset_graph().get_all_asset_keys()"
                             " if len(k.path) == 2}))"],
                            cwd=REPO, capture_output=True, text=True, env={**_clean_env(), "RAGEVAL_HOME": "/nonexistent"})
    assert loaded.returncode == 0, loaded.stderr
    assert loaded.stdout.strip() == "['sample', 'sample_replay', 'sample_sweep']"
    assert callable(defs)  # built when Dagster loads the location, not when the module is imported


def _clean_env() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items() if not k.startswith(("RAGEVAL_", "DAGSTER_"))}


def test_core_imports_without_dagster():
    code = ("import sys; import rageval_pipeline.core.stages, rageval_pipeline.core.reports, "
            "rageval_pipeline.core.judges.factory, rageval_pipeline.core.adapters.factory; "
            "assert not [m for m in sys.modules if m.split('.')[0] == 'dagster'], 'dagster imported'")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_descriptions_render_in_the_ui(tmp_path):
    """The UI renders descriptions as Markdown/HTML: a bare ``<suite>`` would vanish as an unknown tag."""
    definitions = build_definitions(_two_suite_project(tmp_path))
    graph = definitions.resolve_asset_graph()
    texts = {k.to_user_string(): graph.get(k).description or "" for k in graph.get_all_asset_keys()}
    texts |= {f"check {key.asset_key.to_user_string()}:{key.name}": graph.get_check_spec(key).description or ""
              for key in graph.asset_check_keys}
    texts |= {f"job {job.name}": job.description or "" for job in definitions.jobs}
    for name, text in texts.items():
        outside_code = re.sub(r"`[^`]*`", "", text)
        assert not re.search(r"<[A-Za-z_][\w-]*>", outside_code), f"{name}: {text}"
    assert "`$RAGEVAL_HOME/reports/{suite}/{date}/`" in texts["alpha/eval_report"]
