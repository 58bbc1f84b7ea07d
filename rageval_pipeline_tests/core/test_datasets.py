"""Valid loads, normalisation, ordering, warnings, round trips and robustness of core.datasets."""

from __future__ import annotations

import json
import logging
import os
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rageval_pipeline.core.datasets import (
    detect_format,
    dump_dataset,
    load_dataset,
    parse_dataset,
    qid_sort_key,
)
from rageval_pipeline.core.datasets._cases import Draft, Location, build_case
from rageval_pipeline.core.errors import DatasetError
from rageval_pipeline.core.records.schemas import EvalCase, EvalDataset, GoldSpan

QID_JSONL = "\n".join(
    [
        '{"qid": "q10", "question": "What does ML-KEM standardise?", "answerable": true,'
        ' "gold": [{"doc_id": "fips203.txt", "start_page": 4, "end_page": 5},'
        ' {"doc_id": "fips203.txt", "start_page": 1, "end_page": 2}]}',
        "",
        '{"qid": "q2", "question": "Who won the 1998 world cup?", "answerable": false, "gold": []}',
        '{"qid": "q1", "question": "What is ML-DSA?", "answerable": true,'
        ' "gold": [{"doc_id": "b/fips204.txt", "start_page": 3, "end_page": 3}], "difficulty": "easy"}',
    ]
)

QA_JSON = """{
  "metadata": {"name": "Customer Support QA", "created": "2026-01-15", "version": "1.0"},
  "test_cases": [
    {
      "id": "tc_001",
      "question": "What is the refund policy?",
      "ground_truth": "Full refund within 30 days of purchase.",
      "expected_contexts": ["policy.md"],
      "critical": true,
      "tags": ["billing", "policy"]
    },
    {
      "id": "tc_002",
      "question": "How do I reset my password?",
      "ground_truth": "Click 'Forgot Password' on the login page.",
      "critical": false
    }
  ]
}
"""

OUTCOME_JSON = """{
  "version": "1.0",
  "cases": [
    {
      "id": "ve_001",
      "question": "What commitments does Bob have and when are they due?",
      "required_facts": [
        {
          "fact_id": "bob_api_refactor_due",
          "claim": "Bob committed to complete the API refactor by March 25th, 2024",
          "must_cite": [
            {"doc": "meetings/meeting_001.txt", "quote_contains": "Bob: Complete API refactor by March 25th"}
          ]
        }
      ],
      "forbidden_claims": ["Bob committed to something not present in the corpus"]
    },
    {
      "id": "ve_002",
      "question": "What is Carol's salary?",
      "negative": true,
      "forbidden_claims": ["Carol earns a specific stated amount"]
    }
  ]
}
"""


def write(tmp_path: Path, name: str, text: str | bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return path


NOW = datetime(2026, 3, 1, tzinfo=timezone.utc)


def load_fresh(path: Path, **kwargs: object) -> EvalDataset:
    """Load as if the file had just been written (no staleness warning from the test clock)."""
    return load_dataset(path, now=datetime.fromtimestamp(path.stat().st_mtime, timezone.utc), **kwargs)  # type: ignore[arg-type]


# --- valid loads ---------------------------------------------------------------------------


def test_qid_jsonl_loads_sorted_with_lines_and_sorted_gold(tmp_path: Path) -> None:
    ds = load_fresh(write(tmp_path, "cases.jsonl", QID_JSONL))
    assert ds.format == "qid_jsonl"
    assert ds.name == "cases"
    assert [c.id for c in ds.cases] == ["q1", "q2", "q10"]
    assert [c.source_line for c in ds.cases] == [4, 3, 1]
    q10 = ds.cases[2]
    assert q10.gold == [GoldSpan(doc_id="fips203.txt", start_page=1, end_page=2), GoldSpan(doc_id="fips203.txt", start_page=4, end_page=5)]
    assert ds.cases[1].answerable is False and ds.cases[1].is_negative
    assert ds.cases[0].extra == {"difficulty": "easy"}
    assert all(c.source_format == "qid_jsonl" and not c.id_generated for c in ds.cases)
    assert ds.warnings == []


def test_qa_json_loads_metadata_defaults_and_missing_optional_warnings(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    ds = load_fresh(write(tmp_path, "sample_qa.json", QA_JSON))
    assert ds.format == "qa_json"
    assert (ds.name, ds.version, ds.created) == ("Customer Support QA", "1.0", "2026-01-15")
    assert ds.metadata == {"name": "Customer Support QA", "created": "2026-01-15", "version": "1.0"}
    first, second = ds.cases
    assert first.critical and first.tags == ["billing", "policy"] and first.expected_contexts == ["policy.md"]
    assert first.ground_truth == "Full refund within 30 days of purchase."
    assert (first.source_line, second.source_line) == (4, 12)
    assert second.tags == [] and second.expected_contexts == []
    assert ds.warnings == ["sample_qa.json: 1 of 2 case(s) without expected_contexts: defaults used (first: line 12, test_cases[1])"]
    assert ds.warnings[0] in caplog.text


def test_outcome_json_loads_facts_and_negative_alias(tmp_path: Path) -> None:
    ds = load_fresh(write(tmp_path, "cases.json", OUTCOME_JSON))
    assert ds.format == "outcome_json" and ds.version == "1.0" and ds.metadata == {}
    bob, carol = ds.cases
    assert bob.required_facts[0].must_cite[0].doc == "meetings/meeting_001.txt"
    assert bob.forbidden_claims == ["Bob committed to something not present in the corpus"]
    assert bob.answerable and not carol.answerable and carol.required_facts == []
    assert "negative" not in carol.extra
    assert (bob.source_line, carol.source_line) == (4, 18)
    assert ds.warnings == []  # a negative case is not expected to carry required facts


def test_utf8_bom_is_accepted(tmp_path: Path) -> None:
    ds = load_fresh(write(tmp_path, "bom.json", b"\xef\xbb\xbf" + QA_JSON.encode()))
    assert [c.id for c in ds.cases] == ["tc_001", "tc_002"]
    assert parse_dataset("\ufeff" + QID_JSONL, source="mem.jsonl").cases[0].id == "q1"


# --- union extensions and lossless extras --------------------------------------------------


def test_every_format_accepts_canonical_extension_fields() -> None:
    facts = [{"fact_id": "f1", "claim": "c", "must_cite": [{"doc": "d.txt", "quote_contains": "x"}]}]
    line = {
        "qid": "q1", "question": "Q?", "answerable": True, "gold": [{"doc_id": "d.txt", "start_page": 1, "end_page": 1}],
        "ground_truth": "A", "expected_contexts": ["d.txt"], "critical": True, "tags": ["t"],
        "required_facts": facts, "forbidden_claims": ["no"],
    }  # fmt: skip
    case = parse_dataset(json.dumps(line), source="u.jsonl").cases[0]
    assert case.ground_truth == "A" and case.critical and case.tags == ["t"] and case.forbidden_claims == ["no"]
    assert case.required_facts[0].fact_id == "f1" and case.expected_contexts == ["d.txt"] and case.extra == {}

    qa = {"test_cases": [{"id": "a", "question": "Q?", "answerable": False, "required_facts": facts, "forbidden_claims": ["x"]}]}
    qa_case = parse_dataset(json.dumps(qa), source="u.json").cases[0]
    assert not qa_case.answerable and qa_case.required_facts[0].claim == "c" and qa_case.ground_truth is None

    outcome = {"cases": [{"id": "a", "question": "Q?", "gold": [{"doc_id": "d.txt", "start_page": 2, "end_page": 3}],
                          "ground_truth": "G", "tags": ["x"], "required_facts": [], "forbidden_claims": []}]}  # fmt: skip
    out_case = parse_dataset(json.dumps(outcome), source="u.json").cases[0]
    assert out_case.gold[0].end_page == 3 and out_case.ground_truth == "G" and out_case.tags == ["x"]


def test_unknown_keys_are_kept_verbatim_in_extra_and_metadata() -> None:
    doc = {
        "version": "2", "owner": {"team": "eval"}, "name": "union suite",
        "cases": [{"id": "a", "question": "Q?", "required_facts": [], "forbidden_claims": [],
                   "notes": {"why": [1, 2.5, None]}, "qid": "alt"}],
    }  # fmt: skip
    ds = parse_dataset(json.dumps(doc), source="mem.json")
    assert ds.name == "union suite"
    assert ds.metadata == {"owner": {"team": "eval"}, "name": "union suite"}
    assert ds.cases[0].extra == {"notes": {"why": [1, 2.5, None]}, "qid": "alt"}


def test_id_key_falls_back_to_other_spelling() -> None:
    ds = parse_dataset('{"id": "x7", "question": "Q?", "answerable": false, "gold": []}', source="m.jsonl")
    assert ds.cases[0].id == "x7" and ds.cases[0].extra == {}


# --- ordering ------------------------------------------------------------------------------


def test_qid_sort_key_is_numeric_aware_and_total() -> None:
    ids = ["q10a", "q10", "q2", "q02", "a", "10", "q1b2", "q1b10", "Q3", "q" + "9" * 5000, ""]
    ordered = sorted(ids, key=qid_sort_key)
    assert ordered.index("q2") < ordered.index("q10") < ordered.index("q10a")
    assert ordered.index("q1b2") < ordered.index("q1b10")
    assert ordered.index("q02") != ordered.index("q2")
    assert ordered[-1] == "q" + "9" * 5000
    assert sorted(reversed(ids), key=qid_sort_key) == ordered  # independent of input order
    assert len({qid_sort_key(i) for i in ids}) == len(ids)


# --- ids, warnings, guards -----------------------------------------------------------------


def test_missing_ids_are_generated_deterministically_with_warning(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    text = json.dumps(
        {"test_cases": [{"question": "A?", "ground_truth": "a", "expected_contexts": [], "critical": False, "tags": []},
                        {"id": "case_0001", "question": "B?", "ground_truth": "b", "expected_contexts": [], "critical": False, "tags": []},
                        {"question": "C?", "ground_truth": "c", "expected_contexts": [], "critical": False, "tags": []}]}  # fmt: skip
    )
    ds = parse_dataset(text, source="gen.json")
    by_question = {c.question: c for c in ds.cases}
    assert by_question["A?"].id == "case_0001_1" and by_question["A?"].id_generated
    assert by_question["C?"].id == "case_0003" and by_question["C?"].id_generated
    assert not by_question["B?"].id_generated
    assert "gen.json:1: test_cases[0]: missing id; generated 'case_0001_1'" in ds.warnings
    assert "missing id; generated 'case_0003'" in caplog.text
    assert parse_dataset(text, source="gen.json").content_hash == ds.content_hash


def test_staleness_warning_by_mtime(tmp_path: Path) -> None:
    path = write(tmp_path, "old.jsonl", QID_JSONL)
    forty_days_ago = (NOW - timedelta(days=40)).timestamp()
    os.utime(path, (forty_days_ago, forty_days_ago))
    ds = load_dataset(path, now=NOW)
    assert ds.warnings == [
        "old.jsonl: dataset file is 40 days old (last modified 2026-01-20), older than 30 days; labels may be stale"
    ]
    assert load_dataset(path, now=NOW, max_age_days=45).warnings == []


def test_require_labeled_guard() -> None:
    text = '{"qid": "q1", "question": "Q?", "answerable": true, "gold": []}\n'
    assert parse_dataset(text, source="u.jsonl").cases[0].gold == []
    with pytest.raises(DatasetError, match=r"^u\.jsonl:1: gold: an answerable case must have gold spans"):
        parse_dataset(text, source="u.jsonl", require_labeled=True)
    negative = '{"qid": "q1", "question": "Q?", "answerable": false, "gold": []}\n'
    assert parse_dataset(negative, source="u.jsonl", require_labeled=True).cases[0].is_negative


def test_qid_jsonl_missing_optional_fields_warn_and_default() -> None:
    ds = parse_dataset('{"qid": "q1", "question": "Q?"}\n', source="m.jsonl")
    assert ds.cases[0].answerable and ds.cases[0].gold == []
    assert ds.warnings == ["m.jsonl: 1 of 1 case(s) without answerable, gold: defaults used (first: line 1)"]


# --- misspelled fields and the missing-field summary -----------------------------------------


@pytest.mark.parametrize(("text", "source", "message"), [
    (json.dumps({"test_cases": [{"id": "a", "question": "Q?", "ground_truth": "A", "critical": True},
                                {"id": "b", "question": "Q?", "ground_truth": "A", "critcal": True}]}, indent=1),
     "cases.json", "cases.json:9: test_cases[1].critcal: unknown field; did you mean 'critical'?"),
    (json.dumps({"test_cases": [{"id": "a", "question": "Q?", "ground_truth": "A", "expected_context": ["d.md"]}]}),
     "cases.json", "cases.json:1: test_cases[0].expected_context: unknown field; did you mean 'expected_contexts'?"),
    ('{"qid": "q1", "question": "Q?", "answerable": true, "gold": []}\n'
     '{"qid": "q2", "question": "Q?", "answerable": true, "gold": [], "groundtruth": "A"}\n',
     "cases.jsonl", "cases.jsonl:2: groundtruth: unknown field; did you mean 'ground_truth'?"),
    (json.dumps({"cases": [{"id": "a", "question": "Q?", "forbidden_claims": [], "Required_Facts": []}]}),
     "out.json", "out.json:1: cases[0].Required_Facts: unknown field; did you mean 'required_facts'?"),
    (json.dumps({"cases": [{"id": "a", "question": "Q?", "required_facts": [], "forbiden_claims": ["x"]}]}),
     "out.json", "out.json:1: cases[0].forbiden_claims: unknown field; did you mean 'forbidden_claims'?"),
    (json.dumps({"test_cases": [{"ID": "a", "question": "Q?", "ground_truth": "A"}]}),
     "cases.json", "cases.json:1: test_cases[0].ID: unknown field; did you mean 'id'?"),
], ids=["qa_critcal", "qa_expected_context", "jsonl_groundtruth", "outcome_case", "outcome_forbiden", "qa_ID"])  # fmt: skip
def test_a_misspelled_field_is_an_error_naming_file_line_and_field(text: str, source: str, message: str) -> None:
    with pytest.raises(DatasetError) as info:
        parse_dataset(text, source=source)
    assert str(info.value) == message


def test_unknown_fields_unlike_any_unset_field_stay_metadata_without_a_warning() -> None:
    case = {"id": "a", "question": "Q?", "ground_truth": "A", "expected_contexts": ["d.md"], "critical": False,
            "difficulty": "hard", "owner": "kb-team", "critcal": "a note beside the real field"}
    ds = parse_dataset(json.dumps({"test_cases": [case]}), source="m.json")
    assert ds.cases[0].extra == {"difficulty": "hard", "owner": "kb-team", "critcal": "a note beside the real field"}
    assert ds.warnings == []


def test_missing_optional_fields_are_one_line_per_file_and_critical_tags_need_none() -> None:
    cases = [{"id": f"c{i}", "question": "Q?", "ground_truth": "A"} for i in range(42)]
    cases += [{"id": "neg", "question": "Q?", "ground_truth": "Not stated in the sources."},
              {"id": "full", "question": "Q?", "ground_truth": "A", "expected_contexts": ["d.md"]}]
    ds = parse_dataset(json.dumps({"test_cases": cases}), source="big.json")
    missing = [w for w in ds.warnings if "defaults used" in w]
    # critical/tags absent mean "not critical, no tags"; a negative case needs no expected documents
    assert missing == ["big.json: 42 of 44 case(s) without expected_contexts: defaults used (first: line 1, test_cases[0])"]
    from rageval_pipeline.core.config.starter import DATASET
    assert [w for w in parse_dataset(DATASET, source="example.json").warnings if "defaults used" in w] == []


def test_load_dataset_can_leave_logging_its_warnings_to_the_caller(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    ds = load_fresh(write(tmp_path, "quiet.json", QA_JSON), log_warnings=False)
    assert ds.warnings and "quiet.json" not in caplog.text


def test_dump_refuses_extra_keys_that_would_read_back_as_misspelled_fields() -> None:
    case = EvalCase(id="a", question="Q?", ground_truth="A", source_format="qa_json", extra={"tag": "x"})
    assert parse_dataset(dump_dataset([case], "qa_json"), source="r.json").cases[0].extra == {"tag": "x"}  # tags: []
    with pytest.raises(DatasetError, match="extra key 'tag' would be read back as a misspelling of 'tags'"):
        dump_dataset([case], "qid_jsonl")  # no tags written: "tag" would read back as an error


def test_required_fact_without_must_cite_warns() -> None:
    doc = {"cases": [{"id": "a", "question": "Q?", "forbidden_claims": [], "required_facts": [{"fact_id": "f", "claim": "c"}]}]}
    ds = parse_dataset(json.dumps(doc), source="f.json")
    assert ds.cases[0].required_facts[0].must_cite == []
    assert ds.warnings == ["f.json:1: cases[0]: required_facts[0] has no must_cite evidence rule"]


# --- format detection ----------------------------------------------------------------------


def test_detect_format() -> None:
    assert detect_format(['{"qid": "q1"}']) == "qid_jsonl"
    assert detect_format([{"qid": "q1"}]) == "qid_jsonl"
    assert detect_format({"test_cases": []}) == "qa_json"
    assert detect_format({"version": "1", "cases": []}) == "outcome_json"
    for bad in ({"rows": []}, "text", 3, None, {"cases": [], "test_cases": []}):
        with pytest.raises(DatasetError, match="qid_jsonl .*qa_json .*outcome_json"):
            detect_format(bad)


def test_content_sniffing_without_suffix_and_explicit_format() -> None:
    assert parse_dataset(QID_JSONL, source="<stdin>").format == "qid_jsonl"
    assert parse_dataset(QA_JSON, source="<stdin>").format == "qa_json"
    assert parse_dataset(OUTCOME_JSON, source="<stdin>").format == "outcome_json"
    one_line = '{"qid": "q1", "question": "Q?", "answerable": false, "gold": []}'
    assert parse_dataset(one_line, source="<stdin>").format == "qid_jsonl"
    assert parse_dataset(QID_JSONL, source="data.txt", format="qid_jsonl").format == "qid_jsonl"
    with pytest.raises(DatasetError, match=r"^q\.json: test_cases: missing top-level 'test_cases'"):
        parse_dataset(OUTCOME_JSON, source="q.json", format="qa_json")


# --- dump, round trips, hashes ------------------------------------------------------------

def _semantic(cases: list[EvalCase]) -> list[dict[str, object]]:
    return [c.model_dump(exclude={"source_line"}) for c in cases]


@pytest.mark.parametrize(("text", "source"), [(QID_JSONL, "r.jsonl"), (QA_JSON, "r.json"), (OUTCOME_JSON, "r.json")])
def test_dump_then_load_round_trips_each_format(text: str, source: str) -> None:
    ds = parse_dataset(text, source=source)
    dumped = dump_dataset(ds, ds.format)
    again = parse_dataset(dumped, source=source)
    assert _semantic(again.cases) == _semantic(ds.cases)
    assert (again.metadata, again.version, again.name) == (ds.metadata, ds.version, ds.name)
    assert again.content_hash == ds.content_hash
    assert dump_dataset(again, ds.format) == dumped  # a fixed point: deterministic text


def test_union_cases_survive_every_format() -> None:
    case = EvalCase(
        id="u1", question="Q?", answerable=True, gold=[GoldSpan(doc_id="d.txt", start_page=1, end_page=2)],
        ground_truth="A", expected_contexts=["d.txt"], critical=True, tags=["t"],
        required_facts=[{"fact_id": "f", "claim": "c", "must_cite": [{"doc": "d.txt", "quote_contains": "q"}]}],
        forbidden_claims=["z"], source_format="qa_json", extra={"note": [1, {"k": "v"}]},
    )  # fmt: skip
    negative = EvalCase(id="u2", question="N?", answerable=False, id_generated=True, source_format="qid_jsonl")
    hashes = set()
    for fmt in ("qid_jsonl", "qa_json", "outcome_json"):
        text = dump_dataset([negative, case], fmt)
        back = parse_dataset(text, source=f"x.{'jsonl' if fmt == 'qid_jsonl' else 'json'}")
        expected = [c.model_copy(update={"source_format": fmt}) for c in (case, negative)]
        assert _semantic(back.cases) == _semantic(expected), fmt
        hashes.add(back.content_hash)
    assert len(hashes) == 1  # the hash is about the cases, not the format that spelled them


def test_pydantic_rejections_become_located_dataset_errors() -> None:
    draft = Draft(fields={"question": "Q?", "tags": [7]}, explicit_id="a", location=Location("p.json", 9, "cases[2]"), index=2)
    with pytest.raises(DatasetError, match=r"^p\.json:9: cases\[2\]\.tags\[0\]: Input should be a valid string"):
        build_case(draft, "a", "outcome_json", generated=False)


def test_dump_is_deterministic_and_seed_only_without_extensions() -> None:
    ds = parse_dataset(QID_JSONL, source="d.jsonl")
    text = dump_dataset(list(reversed(ds.cases)), "qid_jsonl", include_extensions=False)
    assert text == dump_dataset(ds.cases, "qid_jsonl", include_extensions=False)
    lines = text.splitlines()
    assert text.endswith("\n") and len(lines) == 3
    assert [set(json.loads(line)) for line in lines] == [{"qid", "question", "answerable", "gold"}] * 3
    qa = json.loads(dump_dataset(ds, "qa_json", name="N", version="3", include_extensions=False))
    assert qa["metadata"] == {"name": "N", "version": "3"}
    assert set(qa["test_cases"][0]) == {"id", "question", "expected_contexts", "critical", "tags"}
    pretty = dump_dataset(ds, "outcome_json", version="1")
    assert pretty.startswith('{\n  "cases": [\n    {\n')


def test_dump_refuses_extra_keys_that_would_read_back_as_fields() -> None:
    case = EvalCase(id="a", question="Q?", source_format="qa_json", extra={"tags": "clash"})
    with pytest.raises(DatasetError, match="extra key 'tags'"):
        dump_dataset([case], "qa_json")


def test_content_hash_ignores_whitespace_and_order_but_not_content() -> None:
    base = parse_dataset(QID_JSONL, source="h.jsonl")
    rows = [json.loads(line) for line in QID_JSONL.splitlines() if line.strip()]
    respaced = "\n\n".join(json.dumps(row, indent=None, separators=(",", ":")) for row in reversed(rows)) + "\n\n"
    assert parse_dataset(respaced, source="other.jsonl").content_hash == base.content_hash
    as_json = parse_dataset(json.dumps({"test_cases": [dict(r, id=r.pop("qid"), ground_truth="x") for r in rows]}), source="h.json")
    assert as_json.content_hash != base.content_hash  # ground_truth changed the cases
    rows[0]["question"] = "What does ML-KEM standardize?"
    changed = "\n".join(json.dumps(row) for row in rows)
    assert parse_dataset(changed, source="h.jsonl").content_hash != base.content_hash


# --- robustness: nothing but EvalDataset or DatasetError ----------------------------------

_json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)
_keys = st.sampled_from(
    ["id", "qid", "question", "answerable", "gold", "ground_truth", "expected_contexts", "critical", "tags",
     "required_facts", "forbidden_claims", "negative", "doc_id", "start_page", "end_page", "fact_id", "claim",
     "must_cite", "doc", "quote_contains", "id_generated", "metadata", "version", "name"]
)  # fmt: skip
_shaped = st.recursive(
    st.none() | st.booleans() | st.integers(-2, 4) | st.sampled_from(["", " ", "a.txt", "../x", "q1", "Q?"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_keys, inner, max_size=6),
    max_leaves=30,
)
_documents = st.one_of(
    _json_values.map(json.dumps),
    st.lists(_shaped, max_size=4).map(lambda rows: "\n".join(json.dumps(r) for r in rows)),
    st.builds(lambda cases, key: json.dumps({key: cases}), st.lists(_shaped, max_size=4), st.sampled_from(["cases", "test_cases"])),
    st.text(max_size=60),
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=_documents, source=st.sampled_from(["p.jsonl", "p.json", "<mem>"]), labeled=st.booleans())
def test_parse_dataset_only_ever_returns_a_dataset_or_raises_dataset_error(text: str, source: str, labeled: bool) -> None:
    try:
        ds = parse_dataset(text, source=source, require_labeled=labeled)
    except DatasetError as exc:
        assert str(exc).startswith(source)
    else:
        assert ds.cases and [c.id for c in ds.cases] == sorted((c.id for c in ds.cases), key=qid_sort_key)
        assert dump_dataset(ds, ds.format)  # whatever loads can be written back


def test_a_spreadsheet_is_refused_as_a_file_type_not_as_invalid_json(tmp_path):
    from rageval_pipeline.core.datasets import load_dataset
    from rageval_pipeline.core.errors import DatasetError

    path = tmp_path / "cases.csv"
    path.write_text("id,question,ground_truth\nq1,What?,That.\n", encoding="utf-8")
    with pytest.raises(DatasetError) as info:
        load_dataset(path)
    assert "unsupported dataset file type '.csv'" in str(info.value) and "invalid JSON" not in str(info.value)
