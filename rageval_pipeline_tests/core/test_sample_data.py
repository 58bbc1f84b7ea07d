"""Integrity of the checked-in sample corpus and sample eval set (data/corpus, data/sample).

The nightly sample suite trusts these files: every cited quote must really be in the cited
document, every gold span must point at pages that exist and hold the evidence, negatives must
carry no evidence, and the two generated formats must match ``cases.json``.
"""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from pathlib import Path

import pytest

from rageval_pipeline.core.retrieval.corpus import Document, load_corpus

REPO_ROOT = Path(__file__).resolve().parents[2]
CORPUS_DIR = REPO_ROOT / "data" / "corpus"
SAMPLE_DIR = REPO_ROOT / "data" / "sample"
CASES_PATH = SAMPLE_DIR / "cases.json"
QUESTIONS_PATH = SAMPLE_DIR / "questions.jsonl"
QA_PATH = SAMPLE_DIR / "sample_qa.json"
GENERATOR_PATH = REPO_ROOT / "scripts" / "generate_sample_formats.py"


@pytest.fixture(scope="module")
def docs() -> dict[str, Document]:
    return {d.doc_id: d for d in load_corpus(CORPUS_DIR)}


@pytest.fixture(scope="module")
def dataset() -> dict:
    return json.loads(CASES_PATH.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def cases(dataset: dict) -> list[dict]:
    return dataset["cases"]


def _generator():
    spec = importlib.util.spec_from_file_location("generate_sample_formats", GENERATOR_PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _norm(text: str) -> str:
    return " ".join(text.split())


# --- corpus ---------------------------------------------------------------------------------


def test_corpus_loads_with_enough_paged_documents(docs: dict[str, Document]) -> None:
    assert len(docs) >= 40
    assert "meetings/meeting_001.txt" in docs
    multi_page = [d for d in docs.values() if d.page_count >= 2]
    assert len(multi_page) >= 0.8 * len(docs), "most documents should have 2-4 pages"
    for doc in docs.values():
        assert all(page.strip() for page in doc.pages), f"{doc.doc_id} has an empty page"


def test_corpus_holds_the_deliberate_distractors(docs: dict[str, Document]) -> None:
    # superseded refund policy and draft expense policy carry the wrong numbers on purpose
    assert docs["policies/archive/refund_policy_v2_2024.txt"].pages_containing("within 30 days of the invoice date")
    assert docs["policies/refund_policy.txt"].pages_containing("within 45 days of the invoice date")
    assert docs["policies/drafts/expense_policy_v3_draft.txt"].pages_containing("within 60 days")
    assert docs["policies/expense_policy.txt"].pages_containing("within 30 days of the expense being incurred")


# --- cases.json -----------------------------------------------------------------------------


def test_dataset_header_and_size(dataset: dict, cases: list[dict]) -> None:
    assert dataset["version"] == "1.0"
    assert dataset["name"] == "sample"
    assert dataset["description"]
    assert len(dataset["created"]) == 10  # fixed YYYY-MM-DD, never "today"
    assert len(cases) >= 30
    assert sum(1 for c in cases if not c["answerable"]) >= 5
    assert 3 <= sum(1 for c in cases if c["critical"]) <= 6


def test_case_ids_unique_and_fields_present(cases: list[dict]) -> None:
    ids = [c["id"] for c in cases]
    dupes = [i for i, n in Counter(ids).items() if n > 1]
    assert not dupes, f"duplicate case ids: {dupes}"
    fields = {
        "id", "question", "answerable", "gold", "ground_truth", "expected_contexts",
        "critical", "tags", "required_facts", "forbidden_claims",
    }
    for case in cases:
        assert fields <= set(case), f"{case.get('id')}: missing {sorted(fields - set(case))}"
        assert case["question"].strip() and case["ground_truth"].strip() and case["tags"]


def test_every_must_cite_quote_is_in_its_document(cases: list[dict], docs: dict[str, Document]) -> None:
    problems = []
    for case in cases:
        for fact in case["required_facts"]:
            assert fact["must_cite"], f"{case['id']}/{fact['fact_id']}: a required fact needs evidence"
            for rule in fact["must_cite"]:
                doc = docs.get(rule["doc"])
                if doc is None:
                    problems.append(f"{case['id']}: unknown doc {rule['doc']}")
                elif not doc.pages_containing(rule["quote_contains"]):
                    problems.append(f"{case['id']}: {rule['quote_contains']!r} not on any page of {rule['doc']}")
    assert not problems, "\n".join(problems)


def test_gold_spans_point_at_existing_pages(cases: list[dict], docs: dict[str, Document]) -> None:
    for case in cases:
        for span in case["gold"]:
            doc = docs.get(span["doc_id"])
            assert doc is not None, f"{case['id']}: unknown gold doc {span['doc_id']}"
            assert 1 <= span["start_page"] <= span["end_page"] <= doc.page_count, (
                f"{case['id']}: pages {span['start_page']}-{span['end_page']} outside 1-{doc.page_count} of {doc.doc_id}"
            )
        assert case["expected_contexts"] == list(dict.fromkeys(g["doc_id"] for g in case["gold"])), case["id"]


def test_gold_pages_hold_the_evidence(cases: list[dict], docs: dict[str, Document]) -> None:
    for case in cases:
        rules = [r for f in case["required_facts"] for r in f["must_cite"]]
        if not case["answerable"] or not rules:
            continue
        gold_pages = {
            (s["doc_id"], p) for s in case["gold"] for p in range(s["start_page"], s["end_page"] + 1)
        }
        assert any(
            _norm(rule["quote_contains"]) in _norm(docs[doc_id].pages[page - 1])
            for doc_id, page in gold_pages
            for rule in rules
            if rule["doc"] == doc_id
        ), f"{case['id']}: no gold page contains any must_cite quote"
        # stricter: each cited quote lies on a gold page of its own document
        for rule in rules:
            pages = docs[rule["doc"]].pages_containing(rule["quote_contains"])
            assert any((rule["doc"], p) in gold_pages for p in pages), (
                f"{case['id']}: quote {rule['quote_contains']!r} is on {rule['doc']} pages {pages}, outside the gold"
            )


def test_negatives_carry_no_evidence(cases: list[dict]) -> None:
    negatives = [c for c in cases if not c["answerable"]]
    assert negatives
    for case in negatives:
        assert case["gold"] == [] and case["required_facts"] == [] and case["expected_contexts"] == [], case["id"]
        assert "negative" in case["tags"], case["id"]
        assert case["forbidden_claims"], f"{case['id']}: a negative should name the tempting wrong answer"
    for case in cases:
        if case["answerable"]:
            assert case["gold"] and case["required_facts"], f"{case['id']}: answerable case without evidence"


def test_forbidden_distractor_numbers_stay_wrong(cases: list[dict], docs: dict[str, Document]) -> None:
    # the current refund policy never states the superseded 30-day window
    assert not docs["policies/refund_policy.txt"].pages_containing("30 days of the invoice date")
    by_id = {c["id"]: c for c in cases}
    assert any("30 days" in claim for claim in by_id["ve_015"]["forbidden_claims"])


# --- generated formats ----------------------------------------------------------------------


def test_generated_files_are_up_to_date(dataset: dict, tmp_path: Path) -> None:
    gen = _generator()
    written = gen.write_all(gen.load_cases(CASES_PATH), tmp_path)
    assert {p.name for p in written} == {QUESTIONS_PATH.name, QA_PATH.name}
    for path in written:
        checked_in = SAMPLE_DIR / path.name
        assert checked_in.read_bytes() == path.read_bytes(), (
            f"{checked_in} is stale: run python scripts/generate_sample_formats.py"
        )
    assert gen.check_all(dataset, SAMPLE_DIR) == []


def test_generator_check_reports_stale_files(dataset: dict, tmp_path: Path) -> None:
    gen = _generator()
    gen.write_all(dataset, tmp_path)
    assert gen.check_all(dataset, tmp_path) == []
    (tmp_path / QA_PATH.name).write_text("{}\n", encoding="utf-8")
    (tmp_path / QUESTIONS_PATH.name).unlink()
    problems = gen.check_all(dataset, tmp_path)
    assert len(problems) == 2
    assert gen.main(["--check", "--out-dir", str(tmp_path)]) == 1


def test_questions_jsonl_strict_seed001_shape(cases: list[dict]) -> None:
    lines = QUESTIONS_PATH.read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(cases)
    for line, case in zip(lines, cases, strict=True):
        row = json.loads(line)
        assert list(row) == ["answerable", "gold", "qid", "question"]
        assert row["qid"] == case["id"] and row["question"] == case["question"]
        keys = [(g["doc_id"], g["start_page"], g["end_page"]) for g in row["gold"]]
        assert keys == sorted(keys)


def test_sample_qa_json_strict_seed002_shape(dataset: dict, cases: list[dict]) -> None:
    doc = json.loads(QA_PATH.read_text(encoding="utf-8"))
    assert set(doc) == {"metadata", "test_cases"}
    assert doc["metadata"] == {"name": dataset["name"], "created": dataset["created"], "version": dataset["version"]}
    assert [tc["id"] for tc in doc["test_cases"]] == [c["id"] for c in cases]
    for tc in doc["test_cases"]:
        assert set(tc) == {"id", "question", "ground_truth", "expected_contexts", "critical", "tags"}


def test_all_three_formats_load_to_the_same_cases() -> None:
    from rageval_pipeline.core.datasets import (
        load_dataset,  # written concurrently; imported here on purpose
    )

    loaded = {path.name: load_dataset(path) for path in (CASES_PATH, QUESTIONS_PATH, QA_PATH)}
    assert loaded[CASES_PATH.name].format == "outcome_json"
    assert loaded[QUESTIONS_PATH.name].format == "qid_jsonl"
    assert loaded[QA_PATH.name].format == "qa_json"
    reference = sorted((c.id, c.question) for c in loaded[CASES_PATH.name].cases)
    assert len(reference) >= 30
    for name, ds in loaded.items():
        assert sorted((c.id, c.question) for c in ds.cases) == reference, name
