"""The project as users install it: a built wheel (not this editable checkout) in a fresh
environment, run from an unrelated folder. Suites and state belong to that folder; nothing may
resolve against the package's install location, and the Claude judge's rubric ships inside the
package.

The fresh environment gets the project's *dependencies* from this checkout's virtualenv through
a ``.pth`` line (a path in a ``.pth`` file is added to ``sys.path`` without processing the
``.pth`` files inside it, so the editable install's import hook never applies): the test stays
offline and takes seconds, while the package itself comes only from the wheel.
"""

from __future__ import annotations

import os
import site
import subprocess
import sys
from pathlib import Path

import pytest

from rageval_pipeline_tests.support.tiny_project import write_tiny_project

REPO = Path(__file__).resolve().parents[1]
DATE = "2026-11-20"

pytestmark = pytest.mark.slow


def _run(command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, capture_output=True, text=True, timeout=600, check=False, **kwargs)  # type: ignore[call-overload]


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the wheel installed; returns its ``bin`` folder."""
    root = tmp_path_factory.mktemp("wheel")
    built = _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                  "-w", str(root / "dist"), str(REPO)])
    assert built.returncode == 0, built.stderr[-3000:]
    wheel = next((root / "dist").glob("rageval_pipeline-*.whl"))
    venv = root / "venv"
    made = _run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    assert made.returncode == 0, made.stderr
    fresh_site = Path(_run([str(venv / "bin" / "python"), "-c", "import site; print(site.getsitepackages()[0])"])
                      .stdout.strip())
    (fresh_site / "project-dependencies.pth").write_text("\n".join(site.getsitepackages()) + "\n", encoding="utf-8")
    installed = _run([sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"), "install", "-q",
                      "--no-deps", "--no-index", str(wheel)])
    assert installed.returncode == 0, installed.stderr[-3000:]
    return venv / "bin"


def _clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("RAGEVAL_") and k not in ("DAGSTER_HOME", "PYTHONPATH", "ANTHROPIC_API_KEY")}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", **extra)
    return env


def test_the_package_comes_from_the_wheel_with_its_rubric(installed: Path, tmp_path: Path) -> None:
    probe = _run([str(installed / "python"), "-c",
                  "import rageval_pipeline as p; from rageval_pipeline.core.judges.prompts import load_rubric; "
                  "print(p.__file__); print(len(load_rubric()))"], cwd=tmp_path, env=_clean_env())
    assert probe.returncode == 0, probe.stderr
    module_file, rubric_chars = probe.stdout.split()
    assert module_file.startswith(str(installed.parent)) and not module_file.startswith(str(REPO))
    assert int(rubric_chars) > 500


def test_rageval_run_from_an_unrelated_folder_keeps_state_there(installed: Path, tmp_path: Path) -> None:
    project = tmp_path / "my-evals"
    write_tiny_project(project)  # suites/sample.yaml, its dataset and corpus — no repository files
    result = _run([str(installed / "rageval"), "run", "--suite", "sample", "--date", DATE, "--quiet"],
                  cwd=project, env=_clean_env())
    assert result.returncode in (0, 1, 2), result.stdout[-3000:] + result.stderr[-3000:]
    report = project / ".rageval" / "reports" / "sample" / DATE
    assert (report / "summary.json").exists() and (report / "summary.md").exists()
    assert (project / ".rageval" / "storage" / "eval_report" / DATE / "sample.parquet").exists()
    assert (project / ".dagster_home" / "dagster.yaml").exists()  # the instance lives with the project too
    # nothing written next to the installed package (where the old defaults pointed)
    assert not any(installed.parent.rglob(".rageval")) and not any(installed.parent.rglob(".dagster_home"))
