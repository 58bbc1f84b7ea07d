"""The Dagster UI as a new user meets it: one daily series per suite, gates that read as gates.

Two suites (``alpha``, ``beta``; see ``conftest.py``) are backfilled for the same five dates
through Dagster's asset backfill while ``rageval ui`` serves the project; GraphQL checks what is
defined and how every check ended, and headless Chromium (Debian's, driven by Playwright) checks
what a person sees: each suite's lineage, ``alpha``'s eval_report plot with exactly its five dated
points, each suite's partitions starting at its first day, and a failed gate shown as a red check
of a successful run. Screenshots land in ``test-artifacts/ui/``. Last, Ctrl-C stops the UI with
one line and nothing it printed was a warning.
"""

from __future__ import annotations

import datetime as dt
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rageval_pipeline_tests.ui.conftest import (
    ALPHA_START,
    BETA_FIRST,
    CHROMIUM_FLAGS,
    DATES,
    GRAPH_ASSETS,
    SUITES,
    Backfill,
    DagsterUi,
    UiProject,
)

pytestmark = [pytest.mark.ui, pytest.mark.slow]

CHECKS = {"eval_cases": {"dataset_valid"}, "system_responses": {"error_rate_within_threshold"},
          "eval_report": {"retrieval_thresholds", "quality_thresholds", "critical_cases_pass", "value_over_baseline"},
          "score_drift": {"drift_within_tolerance", "all_gates_pass"}}
#: how every check of the last backfilled date ends: alpha passes everything; beta's composite
#: gate (0.99) fails, and with it all_gates_pass — failed checks, never a failed run
EXPECTED = {suite: {(asset, check): "SUCCEEDED" for asset, checks in CHECKS.items() for check in checks}
            for suite in SUITES}
EXPECTED["beta"][("eval_report", "quality_thresholds")] = "FAILED"
EXPECTED["beta"][("score_drift", "all_gates_pass")] = "FAILED"
UI_TIMEOUT_MS = 45_000

ASSETS_QUERY = """
{ assetNodes {
    assetKey { path }
    groupName
    assetChecksOrError {
      __typename
      ... on AssetChecks { checks { name blocking
          executionForLatestMaterialization { status partition evaluation { success } } } }
    }
    assetMaterializations(limit: 20) { partition }
} }
"""
RUN_STATUS = "query($id: ID!) { runOrError(runId: $id) { ... on Run { status tags { key value } } } }"
#: the data of every chart on the page, read from the React props of its <Line> (the same
#: numbers Chart.js draws on the canvas): its label, its x-axis labels and its y values
CHART_DATA = """() => [...document.querySelectorAll('canvas')].map(canvas => {
  const key = Object.keys(canvas).find(k => k.startsWith('__reactFiber'));
  for (let fiber = key ? canvas[key] : null, i = 0; fiber && i < 40; fiber = fiber.return, i++) {
    const data = fiber.memoizedProps && fiber.memoizedProps.data;
    if (data && data.datasets) {
      return {label: data.datasets[0].label, labels: data.labels,
              ys: data.datasets[0].data.map(p => Number.isNaN(p.y) ? null : p.y)};
    }
  }
  return null;
}).filter(Boolean)"""


def _days(first: str) -> list[str]:
    """Every date from ``first`` to today (UTC), the partitions a suite shows."""
    start, today = dt.date.fromisoformat(first), dt.datetime.now(dt.timezone.utc).date()
    return [(start + dt.timedelta(days=n)).isoformat() for n in range((today - start).days + 1)]


@pytest.fixture(scope="module")
def graph(dagster_ui: DagsterUi, backfilled: Backfill) -> dict[str, dict[str, Any]]:
    nodes = dagster_ui.graphql(ASSETS_QUERY)["assetNodes"]
    return {"/".join(node["assetKey"]["path"]): node for node in nodes}


class Browser:
    """Chromium with one tab open at a time: every page a person opens starts in a fresh tab
    (Dagster's header breadcrumb measures itself on a tab's first page only, and on later ones
    stays collapsed to "Assets > … > eval_report", hiding the suite)."""

    def __init__(self, context: Any, base_url: str) -> None:
        self.context = context
        self.base_url = base_url
        self.page: Any = None

    def open(self, path: str) -> Any:
        if self.page is not None:
            self.page.close()
        self.page = self.context.new_page()
        self.page.goto(f"{self.base_url}{path}")
        return self.page


@pytest.fixture(scope="module")
def browser(chromium_path: str, dagster_ui: DagsterUi, backfilled: Backfill) -> Iterator[Browser]:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="rageval-chromium-") as profile, sync_playwright() as pw:
        # A persistent context on a fresh folder is Playwright's form of --user-data-dir=<fresh dir>.
        context = pw.chromium.launch_persistent_context(
            profile, executable_path=chromium_path, headless=True, args=CHROMIUM_FLAGS,
            viewport={"width": 1600, "height": 1200})
        context.set_default_timeout(UI_TIMEOUT_MS)
        try:
            yield Browser(context, dagster_ui.base_url)
        finally:
            context.close()


def _on_failure(page: Any, artifacts: Path, name: str) -> None:
    try:
        page.screenshot(path=str(artifacts / f"FAILED-{name}.png"), full_page=True)
    except Exception:  # noqa: BLE001 - best effort; the assertion is what matters
        pass


def _settle(page: Any) -> None:
    """Let charts and the header finish laying out before a screenshot."""
    page.wait_for_timeout(1_000)


def _red(css_color: str) -> bool:
    r, g, b = (int(v) for v in re.findall(r"\d+", css_color)[:3])
    return r > 1.5 * g and r > 1.5 * b


def test_every_suite_has_its_graph_and_every_check_its_exact_outcome(
    graph: dict[str, dict[str, Any]], backfilled: Backfill, dagster_ui: DagsterUi,
) -> None:
    for suite in SUITES:
        for asset in (*GRAPH_ASSETS, "judge_calibration"):
            node = graph.get(f"{suite}/{asset}")
            assert node is not None, f"{suite}/{asset} missing (have {sorted(graph)})"
            assert node["groupName"] == suite
        # five runs per suite, one per date, every one a success: a failed gate is not a crash
        assert len(backfilled.runs[suite]) == len(DATES)
        for run_id in backfilled.runs[suite]:
            run = dagster_ui.graphql(RUN_STATUS, {"id": run_id})["runOrError"]
            assert run["status"] == "SUCCESS", (suite, run)
        found = {}
        for asset in CHECKS:
            checks = graph[f"{suite}/{asset}"]["assetChecksOrError"]
            assert checks["__typename"] == "AssetChecks", checks
            for check in checks["checks"]:
                found[(asset, check["name"])] = check
        assert set(found) == set(EXPECTED[suite]), suite
        for key, status in EXPECTED[suite].items():
            execution = found[key]["executionForLatestMaterialization"]
            # only an unusable dataset blocks; every other gate is a check result of a successful run
            assert found[key]["blocking"] == (key == ("eval_cases", "dataset_valid")), (suite, key)
            assert execution["partition"] == DATES[-1], (suite, key, execution)
            assert execution["status"] == status, (suite, key, execution)
            assert execution["evaluation"]["success"] == (status == "SUCCEEDED"), (suite, key, execution)
    partitions = {suite: sorted({m["partition"] for m in graph[f"{suite}/eval_report"]["assetMaterializations"]})
                  for suite in SUITES}
    assert partitions == {"alpha": list(DATES), "beta": [BETA_FIRST, *DATES]}  # beta: its imported first day too


def test_a_suites_lineage_is_its_whole_evaluation_graph(browser: Browser, artifacts_dir: Path) -> None:
    try:
        page = browser.open("/locations/rageval_pipeline.defs.definitions/asset-groups/alpha")
        nodes = page.locator("foreignObject")
        for name in (*GRAPH_ASSETS, "judge_calibration"):
            nodes.filter(has_text=re.compile(rf"^\s*{name}\s*$")).first.wait_for()
        page.wait_for_timeout(1_000)  # edges and zoom-to-fit settle
        page.screenshot(path=str(artifacts_dir / "alpha_lineage.png"))
        assert "beta" not in " ".join(nodes.all_text_contents())
    except BaseException:
        _on_failure(browser.page, artifacts_dir, "lineage")
        raise


def test_a_suites_plot_has_exactly_its_five_dated_points(
    browser: Browser, artifacts_dir: Path, ui_project: UiProject,
) -> None:
    try:
        page = browser.open("/assets/alpha/eval_report")
        page.get_by_text("full/composite", exact=True).first.wait_for()
        page.get_by_role("button", name="Plots").click()
        page.wait_for_function("() => document.querySelectorAll('canvas').length > 0")
        charts = {chart["label"]: chart for chart in page.evaluate(CHART_DATA)}
        composite = charts["full/composite"]
        # the x-axis is the suite's own days (from its start date), nothing of another suite
        assert composite["labels"] == _days(ALPHA_START), composite["labels"]
        points = {x: y for x, y in zip(composite["labels"], composite["ys"], strict=True) if y is not None}
        assert list(points) == list(DATES) and len(points) == 5, points
        assert all(0 < y <= 1 for y in points.values())
        # only meaningful numbers are plotted: headline metrics per variant and the suite-wide A/B and
        # gate counts; no table shape, no cost of a judge that costs nothing
        assert set(charts) >= {"full/composite", "baseline/composite", "full/recall@3", "baseline/recall@3"}
        assert {label for label in charts if "/" not in label} == {"value_win_rate", "ab_sign_test_p", "gates_failed"}
        body = page.inner_text("body")
        assert "beta" not in body and "|" not in " ".join(composite["labels"])
        # the plot: its title and, two levels up, the box that also holds its chart
        plot = page.locator("xpath=//*[normalize-space(text())='full/composite']/parent::*/parent::*[.//canvas]")
        assert plot.count() == 1 and plot.locator("canvas").count() == 1
        plot.evaluate("e => e.scrollIntoView({block: 'start'})")  # scrolls the page's own scroll pane
        _settle(page)
        page.screenshot(path=str(artifacts_dir / "alpha_eval_report_plots.png"))
        plot.screenshot(path=str(artifacts_dir / "alpha_full_composite_plot.png"))

        # beta's series carries its imported history on the same line as the runs after it
        page = browser.open("/assets/beta/eval_report")
        page.get_by_text("full/composite", exact=True).first.wait_for()
        page.get_by_role("button", name="Plots").click()
        page.wait_for_function("() => document.querySelectorAll('canvas').length > 0")
        beta = next(c for c in page.evaluate(CHART_DATA) if c["label"] == "full/composite")
        beta_points = {x: y for x, y in zip(beta["labels"], beta["ys"], strict=True) if y is not None}
        assert list(beta_points) == [BETA_FIRST, *DATES]
        assert beta_points[BETA_FIRST] == ui_project.imported_composite
        assert beta_points[DATES[0]] == points[DATES[0]]  # the same system and data as alpha
    except BaseException:
        _on_failure(browser.page, artifacts_dir, "plots")
        raise


@pytest.mark.parametrize(("suite", "first"), [("alpha", ALPHA_START), ("beta", BETA_FIRST)])
def test_the_partitions_view_starts_at_the_suites_first_day(
    browser: Browser, artifacts_dir: Path, suite: str, first: str,
) -> None:
    """alpha's first day is its declared start_date; beta declares none, so its first run is its
    first day (here the history import)."""
    days = _days(first)
    materialized = len(DATES) + (suite == "beta")
    try:
        page = browser.open(f"/assets/{suite}/eval_report?view=partitions")
        page.get_by_text(f"{len(days)} Partitions Selected", exact=True).wait_for()
        page.get_by_text(f"Materialized ({materialized})", exact=True).wait_for()
        page.get_by_text(f"Missing ({len(days) - materialized})", exact=True).wait_for()
        text = page.inner_text("body")
        _settle(page)
        page.screenshot(path=str(artifacts_dir / f"{suite}_partitions.png"))
        ranges = page.locator("input").evaluate_all("inputs => inputs.map(i => i.value)")
        assert f"[{days[0]}...{days[-1]}]" in ranges, ranges  # the selected range: first day to today
        listed = re.findall(r"\d{4}-\d{2}-\d{2}", text)
        assert min(listed) == first, listed  # nothing before the first day, on the bar or in the list
        assert day_before(first) not in text
    except BaseException:
        _on_failure(browser.page, artifacts_dir, f"{suite}_partitions")
        raise


def day_before(date: str) -> str:
    return (dt.date.fromisoformat(date) - dt.timedelta(days=1)).isoformat()


def test_a_failed_gate_is_a_red_check_of_a_successful_run(
    browser: Browser, dagster_ui: DagsterUi, artifacts_dir: Path, backfilled: Backfill,
) -> None:
    run_id = next(rid for rid in backfilled.runs["beta"]
                  if {"key": "dagster/partition", "value": DATES[-1]} in
                  dagster_ui.graphql(RUN_STATUS, {"id": rid})["runOrError"]["tags"])
    try:
        # the run: Success, with its check evaluations listed, the two failed ones in red
        page = browser.open(f"/runs/{run_id}?logs=type%3AASSET_CHECK_EVALUATION")
        page.get_by_text("Check quality_thresholds failed", exact=False).first.wait_for()
        header = page.locator("text=Success").first
        header.wait_for()
        page.wait_for_timeout(500)
        page.screenshot(path=str(artifacts_dir / "beta_run_success_with_failed_checks.png"))
        text = page.inner_text("body")
        assert "Errored (0)" in text  # no step failed
        for asset, check in EXPECTED["beta"]:
            outcome = "failed" if EXPECTED["beta"][(asset, check)] == "FAILED" else "succeeded"
            assert f"Check {check} {outcome} for materialization of beta / {asset}" in text, check
        failed_line = page.get_by_text(re.compile(r"^Check quality_thresholds failed")).first
        assert _red(failed_line.evaluate("e => getComputedStyle(e).color")), "the failed check is not red"

        # the asset's checks: quality_thresholds failed (red), with the gate that failed it
        page = browser.open("/assets/beta/eval_report?view=checks")
        page.get_by_text("quality_thresholds", exact=True).first.click()
        page.get_by_text("Evaluation result", exact=True).wait_for()
        result = page.get_by_text("Evaluation result", exact=True).locator("xpath=..").get_by_text("Failed", exact=True)
        result.wait_for()
        assert _red(result.evaluate("e => getComputedStyle(e).color"))
        assert "not >= 0.99" in page.inner_text("body")
        _settle(page)
        page.screenshot(path=str(artifacts_dir / "beta_checks.png"))
    except BaseException:
        _on_failure(browser.page, artifacts_dir, "gate_failure")
        raise


def test_ctrl_c_stops_the_ui_with_one_line_and_nothing_it_printed_was_a_warning(dagster_ui: DagsterUi) -> None:
    """Runs last in this module: it stops the server the other tests used (startup, the ten
    backfill runs executed by its daemon, and the pages served all went to this output)."""
    before_interrupt = len(dagster_ui.output())
    code = dagster_ui.interrupt()
    output = dagster_ui.output()
    assert code == 0, output[-3000:]
    assert output.rstrip().endswith("Dagster UI stopped."), output[-3000:]
    # Ctrl-C's own output: no traceback. (What the server printed while it ran is checked for
    # warnings below, not for tracebacks: grpc's asyncio poller inside `dagster dev` rarely logs an
    # EBADF traceback of its own while runs are launched, which the runs survive.)
    stopping = output[before_interrupt:]
    assert "Traceback" not in stopping and "KeyboardInterrupt\n" not in stopping, stopping[-3000:]
    warnings = [line for line in output.splitlines() if "Warning" in line]
    assert warnings == [], "\n".join(warnings[:20])
    assert "Serving dagster-webserver" in output  # the output checked is the server's, not an empty file
