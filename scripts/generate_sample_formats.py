#!/usr/bin/env python3
"""Generate the sample eval set's seed-001 and seed-002 files from ``data/sample/cases.json``.

``data/sample/cases.json`` (seed 000's outcome format plus the EvalCase extension fields) is the
single source of truth. This script derives, deterministically and with the json stdlib only:

- ``data/sample/questions.jsonl`` — seed 001: one object per line with exactly
  ``qid, question, answerable, gold`` (sorted keys; gold sorted by doc_id, start_page, end_page);
- ``data/sample/sample_qa.json`` — seed 002: ``{"metadata": {name, created, version},
  "test_cases": [{id, question, ground_truth, expected_contexts, critical, tags}]}``.

``created`` comes from cases.json (never today's date), so the output is reproducible.

Usage::

    python scripts/generate_sample_formats.py            # (re)write both files
    python scripts/generate_sample_formats.py --check    # exit 1 if the checked-in files are stale
"""

from __future__ import annotations

import argparse
import difflib
import json
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
SAMPLE_DIR = REPO_ROOT / "data" / "sample"
CASES_PATH = SAMPLE_DIR / "cases.json"
QUESTIONS_NAME = "questions.jsonl"
QA_NAME = "sample_qa.json"


def load_cases(path: Path = CASES_PATH) -> dict:
    with path.open(encoding="utf-8") as fh:
        data = json.load(fh)
    if not isinstance(data, dict) or not isinstance(data.get("cases"), list):
        raise SystemExit(f"{path}: expected an object with a 'cases' list")
    for key in ("name", "version", "created"):
        if not isinstance(data.get(key), str) or not data[key]:
            raise SystemExit(f"{path}: top-level field {key!r} must be a non-empty string")
    return data


def _gold_key(span: dict) -> tuple:
    return (span["doc_id"], span["start_page"], span["end_page"])


def render_questions_jsonl(data: dict) -> str:
    """Seed 001 JSONL: exactly qid, question, answerable, gold per line, in cases.json order."""
    lines = []
    for case in data["cases"]:
        gold = sorted(
            ({"doc_id": g["doc_id"], "start_page": g["start_page"], "end_page": g["end_page"]} for g in case["gold"]),
            key=_gold_key,
        )
        row = {"qid": case["id"], "question": case["question"], "answerable": case["answerable"], "gold": gold}
        lines.append(json.dumps(row, sort_keys=True, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def render_sample_qa_json(data: dict) -> str:
    """Seed 002 JSON: metadata plus test_cases with the seed's fields only."""
    test_cases = [
        {
            "id": case["id"],
            "question": case["question"],
            "ground_truth": case["ground_truth"],
            "expected_contexts": list(case["expected_contexts"]),
            "critical": case["critical"],
            "tags": list(case["tags"]),
        }
        for case in data["cases"]
    ]
    doc = {
        "metadata": {"name": data["name"], "created": data["created"], "version": data["version"]},
        "test_cases": test_cases,
    }
    return json.dumps(doc, sort_keys=True, indent=2, ensure_ascii=False) + "\n"


def render_all(data: dict) -> dict[str, str]:
    """File name -> exact text for every generated file."""
    return {QUESTIONS_NAME: render_questions_jsonl(data), QA_NAME: render_sample_qa_json(data)}


def write_all(data: dict, out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in render_all(data).items():
        path = out_dir / name
        path.write_bytes(text.encode("utf-8"))
        written.append(path)
    return written


def check_all(data: dict, out_dir: Path) -> list[str]:
    """Human-readable problems for generated files that differ from what would be written."""
    problems = []
    for name, expected in render_all(data).items():
        path = out_dir / name
        if not path.is_file():
            problems.append(f"{path}: missing")
            continue
        actual = path.read_bytes().decode("utf-8")
        if actual != expected:
            diff = list(
                difflib.unified_diff(
                    actual.splitlines(), expected.splitlines(), f"{name} (checked in)", f"{name} (generated)", lineterm="", n=1
                )
            )
            changed = sum(1 for line in diff if line[:1] in "+-" and not line.startswith(("+++", "---")))
            preview = "\n".join(diff[:20])
            problems.append(f"{path}: differs ({changed} changed lines)\n{preview}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="do not write; exit 1 if the checked-in files are stale")
    parser.add_argument("--cases", type=Path, default=CASES_PATH, help="source cases.json (default: %(default)s)")
    parser.add_argument("--out-dir", type=Path, default=SAMPLE_DIR, help="output folder (default: %(default)s)")
    args = parser.parse_args(argv)
    data = load_cases(args.cases)
    if args.check:
        problems = check_all(data, args.out_dir)
        if problems:
            print("generated sample files are out of date; run scripts/generate_sample_formats.py", file=sys.stderr)
            for problem in problems:
                print(problem, file=sys.stderr)
            return 1
        print(f"ok: {QUESTIONS_NAME} and {QA_NAME} match {args.cases.name} ({len(data['cases'])} cases)")
        return 0
    for path in write_all(data, args.out_dir):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
