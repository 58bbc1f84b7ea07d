"""Malformed dataset files: each must fail with a DatasetError naming file, line and field."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

import pytest

from rageval_pipeline.core.datasets import limits, load_dataset
from rageval_pipeline.core.errors import DatasetError

GOOD = {"qid": "q1", "question": "Q?", "answerable": True, "gold": [{"doc_id": "a.txt", "start_page": 1, "end_page": 2}]}


def row(**changes: object) -> str:
    """One JSONL line: the good case with some fields replaced (``None`` values are dropped)."""
    data = {**GOOD, **changes}
    return json.dumps({k: v for k, v in data.items() if v is not None})


def span(**changes: object) -> str:
    return row(gold=[{**GOOD["gold"][0], **changes}])  # type: ignore[index]


def qa(*cases: str, top: str = '"metadata": {"name": "x"}') -> str:
    """A qa_json document whose i-th case starts on line 3 + i (one case per line)."""
    return "{" + top + ',\n "test_cases": [\n' + ",\n".join(cases) + "\n]}\n"


def outcome(case_body: str) -> str:
    """An outcome_json document whose only case starts on line 3."""
    return '{"version": "1.0",\n "cases": [\n  {"id": "ve_1", "question": "Q?", "forbidden_claims": [], ' + case_body + "}\n]}\n"


FACT = '"fact_id": "f1", "claim": "c"'
TC = '{"id": "tc1", "question": "Q?", "ground_truth": "A"'

MALFORMED: list[tuple[str, str, str | bytes, str]] = [
    ("bad_json_mid_file", "c.jsonl", row() + "\n" + row(qid="q2") + '\n{"qid": "q3", "question": }\n', "c.jsonl:3: invalid JSON: Expecting value"),
    ("bad_json_in_document", "doc.json", qa(TC + "}", TC.replace("tc1", "tc2") + " tags: []}"), "doc.json:4: invalid JSON: Expecting ',' delimiter"),
    ("jsonl_named_json", "lines.json", row() + "\n" + row(qid="q2") + "\n", "lines.json:2: invalid JSON: Extra data (column 1); this looks like JSON Lines"),
    ("answerable_yes", "c.jsonl", row(answerable="yes"), "c.jsonl:1: answerable: must be true or false (a JSON boolean), got string \"yes\""),
    ("answerable_true_string", "c.jsonl", row(answerable="true"), "c.jsonl:1: answerable: must be true or false (a JSON boolean), got string \"true\""),
    ("answerable_one", "c.jsonl", row(answerable=1), "c.jsonl:1: answerable: must be true or false (a JSON boolean), got number 1"),
    ("gold_not_list", "c.jsonl", row(gold={"doc_id": "a.txt"}), "c.jsonl:1: gold: must be a list, got object"),
    ("start_page_string", "c.jsonl", span(start_page="3"), 'c.jsonl:1: gold[0].start_page: must be an integer, got string "3"'),
    ("start_page_float", "c.jsonl", span(start_page=1.0), "c.jsonl:1: gold[0].start_page: must be an integer, got number 1.0"),
    ("tags_string", "qa.json", qa(TC + ', "tags": "billing"}'), 'qa.json:3: test_cases[0].tags: must be a list, got string "billing"'),
    ("duplicate_qid", "c.jsonl", row() + "\n\n" + row(), "c.jsonl:3: qid: duplicate id 'q1' (first used at c.jsonl:1)"),
    ("duplicate_id_json", "qa.json", qa(TC + "}", TC + "}"), "qa.json:4: test_cases[1].id: duplicate id 'tc1' (first used at qa.json:3: test_cases[0])"),
    ("empty_question", "c.jsonl", row(question=""), 'c.jsonl:1: question: must be a non-empty string, got string ""'),
    ("whitespace_question", "qa.json", qa('{"id": "a", "question": " \\t ", "ground_truth": "A"}'), "qa.json:3: test_cases[0].question: must be a non-empty string"),
    ("missing_question", "c.jsonl", row(question=None), "c.jsonl:1: question: missing required field"),
    ("empty_id", "c.jsonl", row(qid=""), "c.jsonl:1: qid: must be a non-empty string"),
    ("inverted_span", "c.jsonl", span(start_page=5, end_page=3), "c.jsonl:1: gold[0]: start_page (5) must be <= end_page (3)"),
    ("zero_page", "c.jsonl", span(start_page=0), "c.jsonl:1: gold[0].start_page: must be >= 1, got 0"),
    ("empty_doc_id", "c.jsonl", span(doc_id=""), "c.jsonl:1: gold[0].doc_id: must be a non-empty string"),
    ("span_missing_end", "c.jsonl", row(gold=[{"doc_id": "a.txt", "start_page": 1}]), "c.jsonl:1: gold[0]: missing required key(s): end_page"),
    ("span_unknown_key", "c.jsonl", span(page=3), "c.jsonl:1: gold[0]: unknown key(s) 'page'"),
    ("unanswerable_with_gold", "c.jsonl", row(answerable=False), "c.jsonl:1: gold: an unanswerable case (answerable=false) must have empty gold"),
    ("unknown_format", "x.json", '{"rows": []}', "x.json: unknown dataset format (object without a cases list); expected one of: qid_jsonl"),
    ("top_level_list", "list.json", "[" + row() + "]", "list.json: unknown dataset format: the top level is array"),
    ("top_level_number", "num.json", "42", "num.json: unknown dataset format: the top level is number 42"),
    ("line_not_object", "c.jsonl", row() + '\n["q2"]', 'c.jsonl:2: each line must be a JSON object (one case), got array ["q2"]'),
    ("empty_file", "empty.jsonl", "", "empty.jsonl: dataset is empty"),
    ("whitespace_file", "blank.json", " \n\t\n", "blank.json: dataset is empty"),
    ("no_cases", "none.json", '{"version": "1", "cases": []}', "none.json: cases: dataset has no cases"),
    ("non_utf8", "bin.jsonl", row().encode() + b'\n{"qid": "q\xff"}', "bin.jsonl:2: not valid UTF-8 (invalid start byte at byte offset"),
    ("nan_page", "c.jsonl", span(start_page=float("nan")), "c.jsonl:1: gold[0].start_page: NaN is not allowed: numbers must be finite"),
    ("infinity_page", "c.jsonl", row().replace('"end_page": 2', '"end_page": Infinity'), "c.jsonl:1: gold[0].end_page: Infinity is not allowed"),
    ("overflow_float", "c.jsonl", row(extra_score="X").replace('"X"', "1e999"), "c.jsonl:1: extra_score: 1e999 is not allowed"),
    ("traversal_must_cite", "cases.json", outcome(f'"required_facts": [{{{FACT}, "must_cite": [{{"doc": "../secret.txt", "quote_contains": "x"}}]}}]'),
     "cases.json:3: cases[0].required_facts[0].must_cite[0].doc: document id '../secret.txt' is not a safe relative path"),
    ("absolute_expected_context", "qa.json", qa(TC + ', "expected_contexts": ["/etc/passwd"]}'), "qa.json:3: test_cases[0].expected_contexts[0]: document id '/etc/passwd' is not a safe"),
    ("traversal_gold", "c.jsonl", span(doc_id="docs/../../x.txt"), "c.jsonl:1: gold[0].doc_id: document id 'docs/../../x.txt' is not a safe"),
    ("required_facts_not_list", "cases.json", outcome(f'"required_facts": {{{FACT}}}'), "cases.json:3: cases[0].required_facts: must be a list, got object"),
    ("must_cite_missing_quote", "cases.json", outcome(f'"required_facts": [{{{FACT}, "must_cite": [{{"doc": "a.txt"}}]}}]'),
     "cases.json:3: cases[0].required_facts[0].must_cite[0]: missing required key(s): quote_contains"),
    ("duplicate_fact_id", "cases.json", outcome(f'"required_facts": [{{{FACT}, "must_cite": []}}, {{{FACT}, "must_cite": []}}]'),
     "cases.json:3: cases[0].required_facts[1].fact_id: duplicate fact_id 'f1'"),
    ("negative_contradicts", "cases.json", outcome('"required_facts": [], "negative": true, "answerable": true'), "cases.json:3: cases[0].negative: negative=true contradicts answerable=true"),
    ("qa_missing_ground_truth", "qa.json", qa('{"id": "a", "question": "Q?"}'), "qa.json:3: test_cases[0].ground_truth: missing required field"),
    ("cases_not_list", "o.json", '{"cases": {"id": "a"}}', "o.json: cases: must be a list of cases, got object"),
    ("case_not_object", "qa.json", qa('"just a string"'), 'qa.json:3: test_cases[0]: a case must be a JSON object, got string "just a string"'),
    ("duplicate_key", "c.jsonl", '{"qid": "q1", "qid": "q2", "question": "Q?"}', "c.jsonl:1: duplicate key 'qid' in one JSON object"),
    ("lone_surrogate", "c.jsonl", row(question="Q?").replace("Q?", "Q\\ud800"), "c.jsonl:1: question: string contains an unpaired surrogate"),
    ("deep_nesting_over_limit", "deep.jsonl", row(extra="X").replace('"X"', "[" * 100 + "]" * 100), "deep.jsonl:1: extra[0][0]: JSON nesting is deeper than 64 levels"),
    ("deep_nesting_recursion", "deeper.json", "[" * 200_000 + "]" * 200_000, "deeper.json: JSON nesting is too deep"),
    ("metadata_not_object", "qa.json", qa(TC + "}", top='"metadata": "x"'), "qa.json: metadata: must be an object, got string"),
]


@pytest.mark.parametrize(("filename", "content", "fragment"), [m[1:] for m in MALFORMED], ids=[m[0] for m in MALFORMED])
def test_malformed_dataset_names_file_line_and_field(tmp_path: Path, filename: str, content: str | bytes, fragment: str) -> None:
    path = tmp_path / filename
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    with pytest.raises(DatasetError) as info:
        load_dataset(path, now=datetime.fromtimestamp(path.stat().st_mtime, timezone.utc))
    assert fragment in str(info.value)
    assert str(info.value).startswith(filename)


def test_huge_jsonl_line_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.jsonl"
    path.write_text(row() + "\n" + row(qid="q2", padding="x" * (limits.MAX_LINE_BYTES + 10)) + "\n", encoding="utf-8")
    with pytest.raises(DatasetError, match=r"^big\.jsonl:2: line is \d+ bytes, longer than the limit of 1048576 bytes"):
        load_dataset(path)


def test_file_over_size_limit_is_refused_before_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "large.jsonl"
    path.write_text(row() + "\n", encoding="utf-8")
    monkeypatch.setattr(limits, "MAX_FILE_BYTES", 10)
    with pytest.raises(DatasetError, match=r"^large\.jsonl: file is \d+ bytes, larger than the limit of 10 bytes"):
        load_dataset(path)


def test_require_labeled_rejects_answerable_without_gold(tmp_path: Path) -> None:
    path = tmp_path / "u.jsonl"
    path.write_text(row() + "\n" + row(qid="q2", gold=[]) + "\n", encoding="utf-8")
    with pytest.raises(DatasetError, match=r"^u\.jsonl:2: gold: an answerable case must have gold spans"):
        load_dataset(path, require_labeled=True)


def test_missing_file_and_unknown_format_name(tmp_path: Path) -> None:
    with pytest.raises(DatasetError, match="dataset file does not exist"):
        load_dataset(tmp_path / "nope.jsonl")
    (tmp_path / "a.jsonl").write_text(row(), encoding="utf-8")
    with pytest.raises(DatasetError, match=r"^a\.jsonl: unknown format 'csv'; expected one of: qid_jsonl, qa_json, outcome_json"):
        load_dataset(tmp_path / "a.jsonl", format="csv")  # type: ignore[arg-type]
