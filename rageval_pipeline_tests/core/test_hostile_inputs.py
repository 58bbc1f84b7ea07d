"""Hostile input: whatever a dataset file, a suite file or a system's HTTP reply holds, loading it ends
in a value or in a RagEvalError subclass whose message names the place (file / field / JSON path).

Covers Unicode (RTL marks, emoji, NUL, lone surrogates), 1 MB fields, 10k-deep nesting, NaN and
Infinity literals, and path traversal in every doc-id field — rejected at load, and never opened by
the local judge even when a case is built around the loader (audit hook on ``open``).
"""

from __future__ import annotations

import json
import os
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rageval_pipeline.core.adapters.base import AdapterAnswer
from rageval_pipeline.core.adapters.http import HttpAdapter
from rageval_pipeline.core.config.suites import Suite, load_suite, parse_suite
from rageval_pipeline.core.datasets import FORMATS, load_dataset, parse_dataset
from rageval_pipeline.core.errors import ConfigError, DatasetError, SystemUnderTestError
from rageval_pipeline.core.judges.local import LocalJudge
from rageval_pipeline.core.records.hashing import canonical_json
from rageval_pipeline.core.records.schemas import (
    CitationRule,
    ContextChunk,
    EvalCase,
    GoldSpan,
    RequiredFact,
    SystemResponse,
)
from rageval_pipeline.core.retrieval.corpus import validate_doc_id
from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder

FAST = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
MB = 1024 * 1024
TRAVERSALS = ["../../etc/passwd", "/etc/passwd", "..\\..\\x"]


# --- shared strategies ------------------------------------------------------------------------


class Raw:
    """A JSON literal written verbatim (``NaN``, ``Infinity``, ``1e999``, a 5000-digit integer)."""

    def __init__(self, literal: str) -> None:
        self.literal = literal

    def __repr__(self) -> str:
        return f"Raw({self.literal[:20]!r})"


def dumps(value: Any, *, ascii_only: bool = True) -> str:
    """``json.dumps`` that also writes :class:`Raw` literals (and thus NaN/Infinity) as they are."""
    if isinstance(value, Raw):
        return value.literal
    if isinstance(value, dict):
        return "{" + ",".join(f"{json.dumps(str(k), ensure_ascii=ascii_only)}:{dumps(v, ascii_only=ascii_only)}"
                              for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(dumps(v, ascii_only=ascii_only) for v in value) + "]"
    return json.dumps(value, ensure_ascii=ascii_only)


_PIECES = [
    "\u202e", "\u200f", "مرحبا", "שלום", "👩\u200d👩\u200d👧", "🙂", "\x00", "\ufeff",
    "\f", "\r\n", "\\", '"', "\u2028", " ", "q1", "a.txt", "Q?", "é",
]  # fmt: skip
_clean_text = st.lists(st.sampled_from(_PIECES) | st.text(st.characters(blacklist_categories=["Cs"]), max_size=4),
                       max_size=5).map("".join)
_surrogate_text = st.lists(st.sampled_from([*_PIECES, "\ud800", "\udfff"]) | st.text(max_size=4), min_size=1,
                           max_size=5).map("".join)  # lone surrogates (often)
hostile_text = st.integers(0, 12).flatmap(lambda i: _surrogate_text if i == 0 else _clean_text)
raw_numbers = st.sampled_from(["NaN", "Infinity", "-Infinity", "1e999", "-0", "1e-400", "9" * 5000, "1.5", "3"]).map(Raw)
doc_ids = st.sampled_from(
    ["a.txt", "meetings/m1.txt", "مرحبا/\u202e.txt", "a.txt", "b/c.txt", *TRAVERSALS, "a/../b", "./a", " a", "", "a//b", "C:\\x", "a/\x00", "..", "\ud800"]
) | hostile_text
scalars = st.none() | st.booleans() | st.integers(-3, 5) | raw_numbers | hostile_text
anything = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(hostile_text, inner, max_size=3),
                        max_leaves=8)


def maybe(strategy: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """Mostly the well-typed value, sometimes anything at all."""
    return weighted(strategy, anything, 5)


def weighted(common: st.SearchStrategy[Any], rare: st.SearchStrategy[Any], odds: int) -> st.SearchStrategy[Any]:
    """``common`` ``odds`` times as often as ``rare`` (``one_of`` dedupes repeated strategies)."""
    return st.integers(0, odds).flatmap(lambda i: rare if i == 0 else common)


words = hostile_text.map(lambda s: f"w{s}w")  # non-empty, not blank-edged: passes the loaders' text checks


_span = st.fixed_dictionaries({"doc_id": maybe(doc_ids), "start_page": maybe(st.integers(1, 3) | raw_numbers),
                               "end_page": maybe(st.integers(-1, 4) | raw_numbers)}, optional={"extra": anything})
_rule = st.fixed_dictionaries({"doc": maybe(doc_ids), "quote_contains": maybe(words)}, optional={"x": anything})
_fact = st.fixed_dictionaries({"fact_id": maybe(words), "claim": maybe(words)}, optional={
                                            "must_cite": maybe(st.lists(maybe(_rule), max_size=2))})
_case = st.fixed_dictionaries(
    {"question": maybe(words | st.just("What is the policy?"))},
    optional={
        "id": maybe(words | st.sampled_from(["q1", "q2", "q10"])),
        "qid": maybe(words | st.sampled_from(["q1", "q2", "q10"])),
        "answerable": maybe(st.booleans()),
        "negative": maybe(st.booleans()),
        "gold": maybe(st.lists(maybe(_span), max_size=2)),
        "ground_truth": maybe(words),
        "expected_contexts": maybe(st.lists(doc_ids, max_size=2)),
        "critical": maybe(st.booleans()),
        "tags": maybe(st.lists(words, max_size=2)),
        "required_facts": maybe(st.lists(maybe(_fact), max_size=2)),
        "forbidden_claims": maybe(st.lists(words, max_size=2)),
        "id_generated": maybe(st.booleans()),
        "extra_field": st.one_of(hostile_text, hostile_text, anything),
    },
)


_safe_ids = st.sampled_from(["a.txt", "meetings/m1.txt", "مرحبا/\u202e.txt", "b/c d.txt", "🙂.txt"])
_valid_case = st.fixed_dictionaries(
    {"question": words, "ground_truth": words},
    optional={
        "gold": st.lists(st.fixed_dictionaries({"doc_id": _safe_ids, "start_page": st.just(1), "end_page": st.integers(1, 3)}),
                         max_size=2),
        "expected_contexts": st.lists(_safe_ids, max_size=2),
        "required_facts": st.lists(st.fixed_dictionaries({"fact_id": words, "claim": words, "must_cite": st.lists(
            st.fixed_dictionaries({"doc": _safe_ids, "quote_contains": words}), max_size=1)}), max_size=1),
        "tags": st.lists(words, max_size=2),
        "critical": st.booleans(),
        "extra_field": _clean_text,
    },
)


def _document(fmt: str, cases: list[Any], top: Any, ascii_only: bool) -> str:
    if fmt == "qid_jsonl":
        return "\n".join(dumps(c, ascii_only=ascii_only) for c in cases)
    key = "test_cases" if fmt == "qa_json" else "cases"
    return dumps({**top, key: cases}, ascii_only=ascii_only)


dataset_texts = st.builds(
    _document, st.sampled_from(FORMATS), st.lists(_valid_case, min_size=1, max_size=3), st.just({}), st.booleans()
) | weighted(st.builds(
    _document,
    st.sampled_from(FORMATS),
    st.lists(maybe(_case), min_size=1, max_size=4),
    st.fixed_dictionaries({}, optional={"metadata": maybe(st.dictionaries(words, hostile_text, max_size=2)),
                                        "version": maybe(words), "name": maybe(words)}),
    st.sampled_from([True, True, True, False]),
 ), hostile_text, 6)


def _inside(root: str, doc_id: str) -> bool:
    joined = os.path.normpath(os.path.join(root, doc_id))
    return joined == root or joined.startswith(root + os.sep)


def _all_doc_ids(case: EvalCase) -> list[str]:
    return [g.doc_id for g in case.gold] + list(case.expected_contexts) + [
        r.doc for f in case.required_facts for r in f.must_cite
    ]


# --- datasets ---------------------------------------------------------------------------------


@FAST
@given(text=dataset_texts, fmt=st.sampled_from([None, None, None, *FORMATS]), source=st.sampled_from(["h.jsonl", "h.json", "h.txt"]))
def test_parse_dataset_returns_a_dataset_or_a_located_dataset_error(text: str, fmt: str | None, source: str) -> None:
    try:
        ds = parse_dataset(text, source=source, format=fmt)  # type: ignore[arg-type]
    except DatasetError as exc:
        assert str(exc).startswith(source), str(exc)
        return
    canonical_json(ds)  # finite numbers, valid Unicode: persistable and hashable
    for case in ds.cases:
        for doc_id in _all_doc_ids(case):
            assert validate_doc_id(doc_id) == doc_id and _inside("/corpus", doc_id), doc_id


@FAST
@given(data=st.binary(max_size=300) | dataset_texts.map(lambda t: t.encode("utf-8", "surrogatepass")),
       fmt=st.sampled_from([None, *FORMATS]))
def test_load_dataset_on_arbitrary_bytes(tmp_path_factory: pytest.TempPathFactory, data: bytes, fmt: str | None) -> None:
    path = tmp_path_factory.mktemp("ds") / "hostile.json"
    path.write_bytes(data)
    try:
        load_dataset(path, format=fmt)  # type: ignore[arg-type]
    except DatasetError as exc:
        assert "hostile.json" in str(exc).split(":")[0], str(exc)


def _one_case_doc(fmt: str, case: dict[str, Any]) -> str:
    return _document(fmt, [{"id" if fmt != "qid_jsonl" else "qid": "q1", "ground_truth": "g", **case}], {}, True)


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("bad", TRAVERSALS)
@pytest.mark.parametrize(
    ("field", "case"),
    [
        ("required_facts[0].must_cite[0].doc",
         lambda bad: {"required_facts": [{"fact_id": "f", "claim": "c", "must_cite": [{"doc": bad, "quote_contains": "x"}]}]}),
        ("expected_contexts[0]", lambda bad: {"expected_contexts": [bad]}),
        ("gold[0].doc_id", lambda bad: {"gold": [{"doc_id": bad, "start_page": 1, "end_page": 1}]}),
    ],
)
def test_path_traversal_in_doc_ids_is_rejected_at_load(fmt: str, bad: str, field: str, case: Any) -> None:
    text = _one_case_doc(fmt, {"question": "Q?", **case(bad)})
    for forced in (None, fmt):
        with pytest.raises(DatasetError, match="not a safe relative path") as info:
            parse_dataset(text, source="t.json" if fmt != "qid_jsonl" else "t.jsonl", format=forced)  # type: ignore[arg-type]
        assert info.value.field is not None and info.value.field.endswith(field), info.value.field


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="./\\a\x00 ~:", max_size=12))
def test_every_accepted_doc_id_stays_inside_the_corpus_root(doc_id: str) -> None:
    try:
        validate_doc_id(doc_id)
    except DatasetError:
        return
    assert _inside("/corpus", doc_id), doc_id


@pytest.mark.parametrize("fmt", FORMATS)
def test_huge_fields(fmt: str) -> None:
    big = "x" * MB
    text = _one_case_doc(fmt, {"question": big})
    if fmt == "qid_jsonl":  # one line per case: the line limit (1 MiB) applies and names the line
        with pytest.raises(DatasetError, match=r"^t\.jsonl:1: line is \d+ bytes, longer than the limit"):
            parse_dataset(text, source="t.jsonl", format=fmt)
    else:
        ds = parse_dataset(text, source="t.json", format=fmt)
        assert ds.cases[0].question == big


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("where", ["field", "top"])
def test_ten_thousand_deep_nesting(fmt: str, where: str) -> None:
    deep = "[" * 10_000 + "]" * 10_000
    if where == "top":
        text = deep
    elif fmt == "qid_jsonl":
        text = '{"qid": "q1", "question": "Q?", "extra": ' + deep + "}"
    else:
        key = "test_cases" if fmt == "qa_json" else "cases"
        text = '{"%s": [{"id": "q1", "question": "Q?", "ground_truth": "g", "extra": %s}]}' % (key, deep)
    source = "d.jsonl" if fmt == "qid_jsonl" else "d.json"
    for forced in (None, fmt):
        with pytest.raises(DatasetError) as info:
            parse_dataset(text, source=source, format=forced)  # type: ignore[arg-type]
        assert str(info.value).startswith(source)


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_non_finite_numbers_are_rejected_naming_the_field(fmt: str, literal: str) -> None:
    text = _one_case_doc(fmt, {"question": "Q?", "gold": [{"doc_id": "a.txt", "start_page": Raw(literal), "end_page": 2}]})
    with pytest.raises(DatasetError, match="start_page") as info:
        parse_dataset(text, source="n.json", format=fmt)  # type: ignore[arg-type]
    assert str(info.value).startswith("n.json")


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("piece", ["\ud800", "\x00", "\u202e", "👩\u200d👩\u200d👧"])
def test_unicode_in_questions(fmt: str, piece: str) -> None:
    for ascii_only in (True, False):
        text = _document(fmt, [{"id" if fmt != "qid_jsonl" else "qid": "q1", "question": f"Q{piece}?", "ground_truth": "g"}],
                         {}, ascii_only)
        try:
            ds = parse_dataset(text, source="u.json", format=fmt)  # type: ignore[arg-type]
        except DatasetError as exc:
            assert piece == "\ud800" and "surrogate" in str(exc) and str(exc).startswith("u.json")
        else:
            assert piece != "\ud800" and ds.cases[0].question == f"Q{piece}?"


# --- the local judge never opens a doc id -------------------------------------------------------

_OPENED: list[str] = []
_WATCHING = threading.Event()


def _audit(event: str, args: tuple[Any, ...]) -> None:
    if _WATCHING.is_set() and event == "open" and args and isinstance(args[0], str | bytes | os.PathLike):
        _OPENED.append(os.fsdecode(args[0]))


sys.addaudithook(_audit)  # audit hooks cannot be removed; this one is inert unless _WATCHING is set


def test_local_judge_never_reads_files_named_by_doc_ids(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    (corpus / "meetings").mkdir(parents=True)
    (corpus / "meetings" / "m1.txt").write_text("Bob: Complete API refactor by March 25th.", encoding="utf-8")
    secret = tmp_path / "secret.txt"
    sentinel = "SENTINEL-7f3a9c-do-not-leak"
    secret.write_text(f"Bob: Complete API refactor by March 25th. {sentinel}", encoding="utf-8")
    bad_ids = ["../secret.txt", str(secret), "meetings/../../secret.txt", "..\\secret.txt", *TRAVERSALS]
    judge = LocalJudge(HashingEmbedder())
    # The loader refuses these ids, so the case is built directly (EvalCase does not re-check them).
    cases_and_responses = []
    for i, bad in enumerate(bad_ids):
        case = EvalCase(
            id=f"t{i}", question="When is Bob due to complete the API refactor?", source_format="outcome_json",
            gold=[GoldSpan(doc_id=bad, start_page=1, end_page=1)], expected_contexts=[bad],
            required_facts=[RequiredFact(fact_id="f", claim="Bob will complete the API refactor by March 25th",
                                         must_cite=[CitationRule(doc=bad, quote_contains=sentinel)])],
        )
        response = SystemResponse(
            case_id=case.id, variant="v", system="sut", question=case.question,
            answer=f"Bob will complete the API refactor by March 25th [{bad}].", citations=[bad],
            contexts=[ContextChunk(text="Bob: Complete API refactor by March 25th.", doc_id=bad, chunk_id=bad)],
        )
        cases_and_responses.append((case, response))
    _OPENED.clear()
    _WATCHING.set()
    try:
        verdicts = judge.judge_many(cases_and_responses)
    finally:
        _WATCHING.clear()
    outside = [p for p in _OPENED if "secret" in p or p.startswith("/etc")]
    assert outside == [], outside
    for (case, _), [verdict] in zip(cases_and_responses, verdicts, strict=True):
        assert verdict.status == "ok", verdict.error
        assert sentinel not in verdict.model_dump_json()
        # the quote is only in the file outside the corpus: the evidence rule cannot be satisfied
        assert verdict.rubric is not None and verdict.rubric.evidence == 0, case.id


# --- suites -----------------------------------------------------------------------------------

floats_any = weighted(st.floats(0.01, 1) | st.integers(1, 5), st.floats() | st.integers(-2, 100) | hostile_text | st.none(), 4)
names = st.sampled_from(["s", "nightly", "Bad Name", "", "x" * 70, "baseline", "full"]) | hostile_text
_suite = st.fixed_dictionaries(
    {"name": maybe(st.just("s")), "dataset": maybe(st.fixed_dictionaries(
        {"path": maybe(hostile_text | st.just("d.jsonl"))},
        optional={"format": maybe(st.sampled_from(FORMATS)), "require_labeled": maybe(st.booleans()),
                  "max_age_days": floats_any}))},
    optional={
        "description": hostile_text,
        "mode": maybe(st.sampled_from(["live", "replay"])),
        "system": maybe(st.fixed_dictionaries({}, optional={
            "adapter": maybe(st.sampled_from(["reference", "http"])), "config": maybe(st.dictionaries(hostile_text, anything))})),
        "variants": maybe(st.dictionaries(names, maybe(st.dictionaries(hostile_text, anything, max_size=2)), max_size=3)),
        "ab": maybe(st.fixed_dictionaries({"baseline": names, "full": names})),
        "replay": maybe(st.fixed_dictionaries({"responses": hostile_text}, optional={"verdicts": hostile_text})),
        "retrieval": maybe(st.fixed_dictionaries({}, optional={"ks": maybe(st.lists(floats_any, max_size=4)),
                                                               "primary_k": floats_any, "near_page_tolerance": floats_any})),
        "execution": maybe(st.fixed_dictionaries({}, optional={k: floats_any for k in (
            "timeout_s", "retries", "backoff_base_s", "concurrency", "slow_threshold_s")})),
        "judge": maybe(st.fixed_dictionaries({}, optional={
            "kind": maybe(st.sampled_from(["auto", "local"])), "passes": floats_any, "escalation_threshold": floats_any,
            "prices": maybe(st.dictionaries(hostile_text, st.dictionaries(hostile_text, floats_any, max_size=2), max_size=2))})),
        "weights": maybe(st.dictionaries(st.sampled_from(["faithfulness", "answer_relevance", "bogus"]) | hostile_text,
                                         floats_any, max_size=3)),
        "thresholds": maybe(st.fixed_dictionaries({}, optional={
            "max_error_rate": floats_any, "composite": floats_any,
            "metrics": maybe(st.dictionaries(hostile_text, floats_any, max_size=2))})),
        "drift": maybe(st.fixed_dictionaries({}, optional={"tolerance": floats_any, "warn_at": floats_any})),
        "unknown_section": anything,
    },
)


def _plain(value: Any) -> Any:
    """Strategies above may hold Raw literals (JSON only): make them plain strings for YAML / dicts."""
    if isinstance(value, Raw):
        return value.literal
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


@FAST
@given(data=_suite.map(_plain) | anything.map(_plain))
def test_parse_suite_returns_a_suite_or_a_located_config_error(data: Any) -> None:
    try:
        suite = parse_suite(data, source="hostile.yaml", base_dir="/tmp")
    except ConfigError as exc:
        assert str(exc).startswith("hostile.yaml"), str(exc)
    else:
        assert isinstance(suite, Suite) and suite.name == data["name"]


def _yaml_text(data: Any) -> str:
    try:
        return yaml.safe_dump(_plain(data), allow_unicode=True)
    except yaml.YAMLError:
        return "{}"


@FAST
@given(raw=st.binary(max_size=300) | _suite.map(_yaml_text).map(lambda t: t.encode("utf-8", "surrogatepass"))
       | st.text(alphabet=":-[]{}&*!|>'\"%@`#,? \n\tab1\x00\ud800\u202e", max_size=60).map(lambda t: t.encode("utf-8", "surrogatepass")))
def test_load_suite_on_arbitrary_bytes(tmp_path_factory: pytest.TempPathFactory, raw: bytes) -> None:
    path = tmp_path_factory.mktemp("suite") / "s.yaml"
    path.write_bytes(raw)
    try:
        load_suite(path)
    except ConfigError as exc:
        assert str(exc).startswith("s.yaml"), str(exc)


def test_suite_with_huge_and_unicode_fields_loads(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(yaml.safe_dump({"name": "s", "description": "x" * MB + "\u202e👩\u200d👩\u200d👧",
                                    "dataset": {"path": "مرحبا.jsonl"}}, allow_unicode=True), encoding="utf-8")
    suite = load_suite(path)
    assert len(suite.description) > MB and suite.config_hash()


@pytest.mark.parametrize("text", ["[" * 10_000 + "]" * 10_000, "a: " + "{x: " * 3000 + "1" + "}" * 3000])
def test_load_suite_deep_nesting_is_a_config_error(tmp_path: Path, text: str) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError, match=r"^s\.yaml"):
        load_suite(path)


@pytest.mark.parametrize(
    "yaml_text",
    [
        "weights: {faithfulness: .nan}",
        "thresholds: {metrics: {faithfulness: .nan}}",
        "thresholds: {retrieval: {recall@5: .inf}}",
        "execution: {timeout_s: .inf}",
        "judge: {prices: {m: {input: .nan}}}",
        'description: "\\ud800"',
    ],
)
def test_suite_non_finite_numbers_and_surrogates_are_config_errors(tmp_path: Path, yaml_text: str) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(f"name: s\ndataset: {{path: d.jsonl}}\n{yaml_text}\n", encoding="utf-8")
    try:
        suite = load_suite(path)
    except ConfigError as exc:
        assert str(exc).startswith("s.yaml")
        return
    suite.config_hash()  # today: ValueError (non-finite) / UnicodeEncodeError (surrogate)
    pytest.fail("a suite with a non-finite number or a lone surrogate loaded and hashed")


# --- HTTP replies -----------------------------------------------------------------------------


class _Reply:
    body = b"{}"
    lock = threading.Lock()


class _Handler(BaseHTTPRequestHandler):
    def do_POST(self) -> None:  # noqa: N802 - http.server API
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        with _Reply.lock:
            body = _Reply.body
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def reply_server() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/query"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


def _serve(body: bytes) -> None:
    with _Reply.lock:
        _Reply.body = body


@pytest.fixture(scope="module")
def reply_adapters(reply_server: str) -> Iterator[list[HttpAdapter]]:
    adapters = [
        HttpAdapter(reply_server, timeout=5.0),
        HttpAdapter(reply_server, timeout=5.0, answer_path="data.answer", contexts_path="data.contexts[0].items",
                    citations_path="data.citations"),
    ]
    yield adapters
    for adapter in adapters:
        adapter.close()


_chunk = st.fixed_dictionaries({}, optional={
    "text": maybe(hostile_text), "doc_id": maybe(doc_ids), "chunk_id": maybe(hostile_text | st.integers()),
    "page": maybe(st.integers(-2, 9) | raw_numbers), "start_page": maybe(raw_numbers), "end_page": maybe(st.integers(0, 3)),
    "score": maybe(raw_numbers | st.floats(allow_nan=False, allow_infinity=False)),
})
_reply = st.fixed_dictionaries({}, optional={
    "answer": maybe(hostile_text), "contexts": maybe(st.lists(maybe(_chunk) | hostile_text, max_size=3)),
    "citations": maybe(st.lists(maybe(hostile_text), max_size=2)),
})
_bodies = (
    st.builds(lambda r, a: dumps(r, ascii_only=a), _reply, st.booleans())
    | st.builds(lambda r, a: dumps({"data": {**r, "contexts": [{"items": r.get("contexts")}]}}, ascii_only=a), _reply, st.booleans())
    | st.builds(lambda v, a: dumps(v, ascii_only=a), anything, st.booleans())
).map(lambda t: t.encode("utf-8", "surrogatepass")) | st.binary(max_size=200)
_PLACES = ("JSON path", "not valid JSON", "contexts[", "contexts:", "contexts[0].items[", "citations",
           "reply has no answer")


def _query(adapter: HttpAdapter) -> AdapterAnswer | SystemUnderTestError:
    try:
        return adapter.query("What is the policy?", {})
    except SystemUnderTestError as exc:
        return exc


@FAST
@given(body=_bodies)
def test_http_reply_parsing_ends_in_an_answer_or_a_located_error(reply_adapters: list[HttpAdapter], body: bytes) -> None:
    _serve(body)
    for adapter in reply_adapters:
        outcome = _query(adapter)
        if isinstance(outcome, SystemUnderTestError):
            assert not outcome.retryable  # a 200 with a bad body: asking again cannot help
            assert any(place in str(outcome) for place in _PLACES), str(outcome)
        else:
            assert isinstance(outcome.answer, str)


@pytest.mark.parametrize(
    ("body", "place"),
    [
        (b'{"answer": "' + b"x" * MB + b'"}', None),
        ('{"answer": "\u202eمرحبا 👩\u200d👩\u200d👧 \\u0000"}'.encode(), None),
        (b'{"answer": "a", "contexts": [{"text": "t", "score": NaN}]}', "contexts[0].score"),
        (b'{"answer": "a", "contexts": [{"text": "t", "score": -Infinity}]}', "contexts[0].score"),
        (b'{"answer": "a", "contexts": [{"text": "t", "page": 1e999}]}', "contexts[0].page"),
        (b'{"answer": ' + b"9" * 5000 + b"}", "not valid JSON"),
        (b'{"answer": NaN}', "JSON path 'answer'"),
        (b"\xff\xfe\x00{", "not valid JSON"),
    ],
)
def test_http_reply_edge_cases(reply_server: str, body: bytes, place: str | None) -> None:
    _serve(body)
    adapter = HttpAdapter(reply_server, timeout=5.0)
    try:
        outcome = _query(adapter)
    finally:
        adapter.close()
    if place is None:
        assert isinstance(outcome, AdapterAnswer), outcome
    else:
        assert isinstance(outcome, SystemUnderTestError) and place in str(outcome), outcome


def test_http_reply_nested_ten_thousand_deep_is_a_located_error(reply_server: str) -> None:
    _serve(b'{"answer": "a", "contexts": ' + b"[" * 10_000 + b"]" * 10_000 + b"}")
    adapter = HttpAdapter(reply_server, timeout=5.0)
    try:
        with pytest.raises(SystemUnderTestError, match="JSON") as info:
            adapter.query("q", {})
        assert not info.value.retryable
    finally:
        adapter.close()


@pytest.mark.parametrize("field", ["answer", "contexts[0].text", "contexts[0].doc_id", "citations[0]"])
def test_http_reply_lone_surrogate_is_a_located_error(reply_server: str, field: str) -> None:
    reply: dict[str, Any] = {"answer": "a", "contexts": [{"text": "t", "doc_id": "d.txt"}], "citations": ["c"]}
    if field == "answer":
        reply["answer"] = "a\ud800"
    elif field == "citations[0]":
        reply["citations"] = ["c\ud800"]
    else:
        reply["contexts"][0][field.split(".")[1]] = "x\udfff"
    _serve(json.dumps(reply).encode())  # ASCII on the wire: a "\ud800" escape
    adapter = HttpAdapter(reply_server, timeout=5.0, citations_path="citations")
    try:
        with pytest.raises(SystemUnderTestError, match=field.split("[")[0]):
            adapter.query("q", {})
    finally:
        adapter.close()


@FAST
@given(name=hostile_text | st.just("Authorization"), value=hostile_text)
def test_http_adapter_headers_are_accepted_or_a_config_error_without_the_value(name: str, value: str) -> None:
    try:
        adapter = HttpAdapter("http://127.0.0.1:9/q", headers={name: value})
    except ConfigError as exc:
        assert "headers" in str(exc)
        if len(value) >= 4:
            assert value not in str(exc)
    else:
        adapter.close()

