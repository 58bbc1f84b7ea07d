"""The package type-checks: strictly for the Dagster-free core, with mypy's defaults for the Dagster
layer and the CLI (configuration in pyproject.toml)."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(shutil.which("mypy", path=str(Path(sys.executable).parent)) is None
                    and subprocess.run([sys.executable, "-m", "mypy", "--version"], capture_output=True).returncode != 0,
                    reason="mypy is not installed (it is in the dev extra that scripts/setup.sh installs)")
def test_mypy_passes(tmp_path):
    done = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache")], cwd=REPO,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
