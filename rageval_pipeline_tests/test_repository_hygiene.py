"""The repository stands on its own: nothing tracked outside ``.ci/`` reaches for the shared folder
CI keeps beside the checkout (users clone it anywhere), and user-facing text names concepts, not the
seed documents."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = "../" + "shared"  # spelled so this file does not match itself


def _tracked() -> list[Path]:
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=True, timeout=60)
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout: the tracked-file guard needs `git ls-files`")
    return [REPO / name for name in out.stdout.decode().split("\0") if name]


def test_no_tracked_file_outside_ci_reaches_for_the_shared_folder():
    offenders = []
    for path in _tracked():
        if path.relative_to(REPO).parts[0] == ".ci" or not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        if SHARED in text or re.search(r"parents\[\d\]\.parent\s*/\s*\"shared\"", text):
            offenders.append(str(path.relative_to(REPO)))
    assert offenders == [], f"these tracked files depend on a folder users do not have: {offenders}"


def test_user_facing_text_names_concepts_not_seed_documents():
    from rageval_pipeline.cli import build_parser

    parser = build_parser()
    texts = {"README.md": (REPO / "README.md").read_text(encoding="utf-8"), "rageval --help": parser.format_help()}
    sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    for name, command in sub.choices.items():
        texts[f"rageval {name} --help"] = command.format_help()
    offenders = {where: sorted(set(re.findall(r"seed[ _-]?00[0-3]", text, re.I))) for where, text in texts.items()}
    assert {k: v for k, v in offenders.items() if v} == {}
