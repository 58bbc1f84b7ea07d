"""The Dagster UI shows the evaluation: lineage, partitions, check results and report metadata.

Two dates of the tiny ``sample`` suite are materialized with ``rageval run`` on a throwaway
instance, ``dagster dev -w workspace.yaml`` serves it on 127.0.0.1, GraphQL proves every asset
and check is defined, and headless Chromium (Debian's, driven by Playwright) proves a person sees
them. Screenshots land in ``test-artifacts/ui/``.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rageval_pipeline_tests.ui.conftest import (
    CHROMIUM_FLAGS,
    DATES,
    SUITE,
    DagsterUi,
    UiInstance,
)

pytestmark = [pytest.mark.ui, pytest.mark.slow]

ASSETS = ["eval_cases", "corpus_index", "system_responses", "retrieval_scores", "judge_verdicts", "case_scores",
          "ab_comparison", "eval_report", "judge_calibration"]
# The gates the README documents; the definitions may add more (all of ALL_CHECKS are asserted).
DOCUMENTED_CHECKS = {("eval_cases", "dataset_valid"), ("system_responses", "error_rate_within_threshold"),
                     ("eval_report", "retrieval_thresholds"), ("eval_report", "quality_thresholds"),
                     ("eval_report", "critical_cases_pass")}
# gates are check results, not crashes: only an unusable dataset blocks the rest of the run
BLOCKING = {("eval_cases", "dataset_valid")}
PARTITIONS = [f"{date}|{SUITE}" for date in DATES]
LATEST = PARTITIONS[-1]
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
    assetMaterializations(limit: 10) { partition
      metadataEntries { label __typename
        ... on TextMetadataEntry { text }
        ... on FloatMetadataEntry { floatValue }
        ... on IntMetadataEntry { intValue } } }
} }
"""


def _declared_checks() -> set[tuple[str, str]]:
    from rageval_pipeline.defs.checks import ALL_CHECKS

    return {(key.asset_key.path[-1], key.name) for check in ALL_CHECKS for key in check.check_keys}


def _shown(value: Any) -> str:
    """How the UI prints a metadata value (1.0 → "1")."""
    if isinstance(value, float):
        text = repr(value)
        return text[:-2] if text.endswith(".0") else text
    return str(value)


@pytest.fixture(scope="module")
def graph(dagster_ui: DagsterUi) -> dict[str, dict[str, Any]]:
    nodes = dagster_ui.graphql(ASSETS_QUERY)["assetNodes"]
    return {"/".join(node["assetKey"]["path"]): node for node in nodes}


@pytest.fixture(scope="module")
def browser_page(chromium_path: str, dagster_ui: DagsterUi, artifacts_dir: Path) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="rageval-chromium-") as profile, sync_playwright() as pw:
        # A persistent context on a fresh folder is Playwright's form of --user-data-dir=<fresh dir>.
        context = pw.chromium.launch_persistent_context(
            profile, executable_path=chromium_path, headless=True, args=CHROMIUM_FLAGS,
            viewport={"width": 1600, "height": 1300})
        context.set_default_timeout(UI_TIMEOUT_MS)
        page = context.new_page()
        try:
            yield page
        finally:
            context.close()


def _screenshot_on_failure(page: Any, artifacts: Path, name: str) -> None:
    try:
        page.screenshot(path=str(artifacts / f"FAILED-{name}.png"), full_page=True)
    except Exception:  # noqa: BLE001 - best effort; the assertion is what matters
        pass


def test_graphql_lists_every_asset_and_check(graph: dict[str, dict[str, Any]], ui_instance: UiInstance) -> None:
    missing = [name for name in ASSETS if name not in graph]
    assert not missing, f"assets missing from the UI's code location: {missing} (have {sorted(graph)})"

    found: dict[tuple[str, str], dict[str, Any]] = {}
    for name, node in graph.items():
        checks = node["assetChecksOrError"]
        assert checks["__typename"] == "AssetChecks", f"{name}: {checks}"
        for check in checks["checks"]:
            found[(name, check["name"])] = check
    expected = DOCUMENTED_CHECKS | _declared_checks()
    assert expected <= set(found), f"checks missing: {sorted(expected - set(found))}"
    for key in sorted(expected):
        check = found[key]
        # only an unusable dataset blocks; every other gate reports a failed check on a successful run
        assert check["blocking"] == (key in BLOCKING), f"{key}: blocking={check['blocking']}"
        execution = check["executionForLatestMaterialization"]
        assert execution is not None, f"{key} was never evaluated"
        assert execution["partition"] == LATEST, f"{key}: latest evaluation on {execution['partition']}"
        assert execution["status"] in {"SUCCEEDED", "FAILED"}, f"{key}: {execution}"

    for name in ("eval_cases", "system_responses", "case_scores", "eval_report"):
        partitions = {m["partition"] for m in graph[name]["assetMaterializations"]}
        assert set(PARTITIONS) <= partitions, f"{name} materialized for {sorted(partitions)}"
    report = graph["eval_report"]["assetMaterializations"][0]
    labels = {entry["label"] for entry in report["metadataEntries"]}
    assert {"status", "full/recall@3"} <= labels, sorted(labels)


def test_lineage_page_shows_every_asset(browser_page: Any, dagster_ui: DagsterUi, artifacts_dir: Path) -> None:
    page = browser_page
    try:
        page.goto(f"{dagster_ui.base_url}/asset-groups")
        graph_nodes = page.locator("foreignObject")
        graph_nodes.filter(has_text="reporting").first.wait_for()
        # Groups start collapsed: "Expand all groups" (⌥E, also in the graph's settings menu).
        page.keyboard.press("Alt+e")
        try:
            graph_nodes.filter(has_text="judge_calibration").first.wait_for(timeout=8_000)
        except Exception:  # noqa: BLE001 - fall back to the menu item
            for button in page.locator("button[class*='SVGViewport_iconButton']").all():
                button.click()
                item = page.get_by_text("Expand all groups")
                if item.count():
                    item.first.click()
                    break
                page.keyboard.press("Escape")
            graph_nodes.filter(has_text="judge_calibration").first.wait_for()
        for name in ASSETS:
            graph_nodes.filter(has_text=re.compile(rf"^\s*{name}\s*$")).first.wait_for()
        page.wait_for_timeout(1_000)  # let the edges and zoom-to-fit settle for the screenshot
        page.screenshot(path=str(artifacts_dir / "lineage.png"))
        shown = " ".join(graph_nodes.all_text_contents())
        assert all(name in shown for name in ASSETS), shown
    except BaseException:
        _screenshot_on_failure(page, artifacts_dir, "lineage")
        raise


def test_eval_report_pages_show_partitions_checks_and_metadata(
    browser_page: Any, dagster_ui: DagsterUi, artifacts_dir: Path, graph: dict[str, dict[str, Any]]
) -> None:
    page = browser_page
    latest = next(m for m in graph["eval_report"]["assetMaterializations"] if m["partition"] == LATEST)
    values = {e["label"]: e.get("text", e.get("floatValue", e.get("intValue"))) for e in latest["metadataEntries"]}
    checks = graph["eval_report"]["assetChecksOrError"]["checks"]
    try:
        # Overview: latest partition, check summary and the metadata table.
        page.goto(f"{dagster_ui.base_url}/assets/eval_report")
        for expected_text in ("full/recall@3", LATEST, "Latest check results"):
            page.get_by_text(expected_text, exact=True).first.wait_for()
        text = page.inner_text("body")
        page.screenshot(path=str(artifacts_dir / "eval_report_overview.png"))
        assert "eval_report" in text and LATEST in text and "Latest check results" in text
        assert re.search(rf"status\s+[^\n]*\s*{re.escape(_shown(values['status']))}\b", text), text[:3000]
        assert "full/recall@3" in text and _shown(values["full/recall@3"]) in text

        # Events: both partition keys, and the latest materialization's metadata (key next to value).
        page.goto(f"{dagster_ui.base_url}/assets/eval_report?view=events")
        for key in PARTITIONS:
            page.get_by_text(key, exact=True).first.wait_for()
        page.get_by_text("full/recall@3", exact=True).first.wait_for()
        text = page.inner_text("body")
        page.screenshot(path=str(artifacts_dir / "eval_report_events.png"))
        for key in PARTITIONS:
            assert key in text, f"partition {key} not shown:\n{text[:3000]}"
        for label in ("status", "full/recall@3"):
            assert re.search(rf"{re.escape(label)}\s+{re.escape(_shown(values[label]))}\b", text), \
                f"{label}={values[label]!r} not shown:\n{text[:4000]}"

        # Checks: every check on eval_report with its latest status.
        page.goto(f"{dagster_ui.base_url}/assets/eval_report?view=checks")
        page.get_by_text(f"Checks ({len(checks)})").first.wait_for()
        text = page.inner_text("body")
        page.screenshot(path=str(artifacts_dir / "eval_report_checks.png"))
        # Dagster shows either a list with statuses or the selected check's detail ("Evaluation
        # result: Passed"): open each check and accept the wording of either layout.
        for check in checks:
            status = check["executionForLatestMaterialization"]["status"]  # SUCCEEDED / FAILED
            words = ("Succeeded", "Passed") if status == "SUCCEEDED" else ("Failed",)
            name = re.escape(check["name"])
            page.get_by_text(check["name"], exact=True).first.click()
            page.wait_for_timeout(800)
            text = page.inner_text("body")
            assert any(re.search(rf"{name}\s+(?:{name}\s+)?{w}\b", text) or
                       (re.search(rf"Evaluation result\s+{w}\b", text) and check["name"] in text) for w in words), \
                f"check {check['name']} ({status}) not shown:\n{text[:3000]}"

        # Partitions: both dates of the date dimension are listed.
        page.goto(f"{dagster_ui.base_url}/assets/eval_report?view=partitions")
        page.get_by_text("Materialized (", exact=False).first.wait_for()
        for date in DATES:
            page.get_by_text(date, exact=True).first.wait_for()
        text = page.inner_text("body")
        page.screenshot(path=str(artifacts_dir / "eval_report_partitions.png"))
        assert "Materialized (2)" in text, text[:2000]
    except BaseException:
        _screenshot_on_failure(page, artifacts_dir, "eval_report")
        raise
