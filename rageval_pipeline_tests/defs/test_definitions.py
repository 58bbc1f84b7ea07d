import subprocess
import sys
from datetime import datetime, timezone

from dagster import Definitions, build_schedule_context

from rageval_pipeline.defs.definitions import defs

ASSETS = {"eval_cases", "corpus_index", "system_responses", "retrieval_scores", "judge_verdicts", "case_scores",
          "judge_calibration", "ab_comparison", "score_drift", "request_logs", "online_quality",
          "eval_report"}


def test_definitions_load_with_every_asset_check_job_and_schedule():
    Definitions.validate_loadable(defs)
    graph = defs.resolve_asset_graph()
    assert {k.to_user_string() for k in graph.get_all_asset_keys()} == ASSETS
    checks = {c.name for c in graph.asset_check_keys}
    assert checks == {"dataset_valid", "error_rate_within_threshold", "retrieval_thresholds", "quality_thresholds",
                      "critical_cases_pass", "value_over_baseline", "recall_warning_share_within_limit",
                      "drift_within_tolerance", "all_gates_pass"}
    graph_assets = {"eval_cases", "corpus_index", "system_responses", "retrieval_scores", "judge_verdicts",
                    "case_scores", "ab_comparison", "eval_report", "score_drift"}
    expected = {  # job -> (what it materializes, how it executes)
        "nightly_eval": (graph_assets, "in_process"),
        # everything downstream of what the system said: a rescore never calls the system
        "rescore_from_responses": (graph_assets - {"eval_cases", "corpus_index", "system_responses"}, "in_process"),
        "nightly_eval_multiprocess": (graph_assets, "multiprocess"),
        "judge_calibration_job": ({"judge_calibration"}, "in_process"),
        "online_quality_job": ({"request_logs", "online_quality"}, "in_process"),
    }
    for name, (assets, executor) in expected.items():
        job = defs.resolve_job_def(name)
        assert {k.to_user_string() for k in job.asset_layer.executable_asset_keys} == assets, name
        assert job.executor_def.name == executor, name
    schedule = defs.resolve_schedule_def("nightly_eval_schedule")
    assert schedule.cron_schedule == "0 2 * * *"


def test_every_asset_has_a_code_version_and_the_lineage_of_the_design():
    graph = defs.resolve_asset_graph()
    for key in graph.get_all_asset_keys():
        assert graph.get(key).code_version, key
    parents = {k.to_user_string(): {p.to_user_string() for p in graph.get(k).parent_keys}
               for k in graph.get_all_asset_keys()}
    assert parents["system_responses"] == {"eval_cases", "corpus_index"}
    assert parents["retrieval_scores"] == {"eval_cases", "system_responses"}
    assert parents["case_scores"] == {"eval_cases", "system_responses", "judge_verdicts"}
    assert "case_scores" in parents["eval_report"]


def test_schedule_tick_requests_yesterday_for_every_suite():
    schedule = defs.resolve_schedule_def("nightly_eval_schedule")
    context = build_schedule_context(scheduled_execution_time=datetime(2026, 11, 22, 2, 0, tzinfo=timezone.utc),
                                     repository_def=defs.get_repository_def())
    requests = schedule.evaluate_tick(context).run_requests
    keys = sorted(r.partition_key for r in requests)
    assert keys == ["2026-11-21|sample", "2026-11-21|sample_replay", "2026-11-21|sample_sweep"]


def test_core_imports_without_dagster():
    code = ("import sys; import rageval_pipeline.core.stages, rageval_pipeline.core.reports, "
            "rageval_pipeline.core.judges.factory, rageval_pipeline.core.adapters.factory; "
            "assert not [m for m in sys.modules if m.split('.')[0] == 'dagster'], 'dagster imported'")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_descriptions_render_in_the_ui():
    """The UI renders descriptions as Markdown/HTML: a bare ``<suite>`` would vanish as an unknown tag."""
    import re

    graph = defs.resolve_asset_graph()
    texts = {k.to_user_string(): graph.get(k).description or "" for k in graph.get_all_asset_keys()}
    from rageval_pipeline.defs.definitions import CHECKS

    texts |= {f"check {spec.name}": spec.description or "" for checks in CHECKS for spec in checks.check_specs}
    for name, text in texts.items():
        outside_code = re.sub(r"`[^`]*`", "", text)
        assert not re.search(r"<[A-Za-z_][\w-]*>", outside_code), f"{name}: {text}"
    assert "`$RAGEVAL_HOME/reports/{suite}/{date}/`" in texts["eval_report"]
