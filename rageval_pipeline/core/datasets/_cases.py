"""One raw case object (from any of the three formats) → the fields of an :class:`EvalCase`.

Validation is hand-written rather than left to pydantic so each message can say exactly which
field of which line is wrong and what was found there (``gold[0].start_page: must be an integer,
got string '3'``); pydantic still runs afterwards as a backstop and its errors are translated
into the same located form.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from pydantic import ValidationError

from rageval_pipeline.core.adapters.response_contract import is_url, split_doc_id
from rageval_pipeline.core.datasets._json import render_path
from rageval_pipeline.core.errors import DatasetError
from rageval_pipeline.core.judges.refusal_patterns import is_refusal_ground_truth
from rageval_pipeline.core.records.schemas import DatasetFormat, EvalCase
from rageval_pipeline.core.retrieval.corpus import validate_doc_id

CANONICAL_FIELDS: tuple[str, ...] = (
    "answerable",
    "gold",
    "ground_truth",
    "expected_contexts",
    "critical",
    "tags",
    "required_facts",
    "forbidden_claims",
    "id_generated",
)
"""Fields every format accepts under their EvalCase name (the union one file may carry)."""

ID_KEYS: dict[DatasetFormat, tuple[str, str]] = {
    "qid_jsonl": ("qid", "id"),
    "qa_json": ("id", "qid"),
    "outcome_json": ("id", "qid"),
}
"""The format's own id key first; the other spelling is accepted when the first is absent."""

OPTIONAL_FIELDS: dict[DatasetFormat, tuple[str, ...]] = {
    "qid_jsonl": ("answerable", "gold"),
    "qa_json": ("expected_contexts",),
    "outcome_json": ("required_facts", "forbidden_claims"),
}
"""Fields the seed format defines whose absence is summed up in one warning per file (the run
continues). ``critical`` and ``tags`` are not among them: absent, they mean what their defaults say
(not critical, no tags), and a misspelling of either is an error of its own (see
:func:`misspelled_field`)."""

TYPO_CUTOFF = 0.8
"""``difflib`` similarity from which an unknown key is taken for a misspelled known field."""


@dataclass(slots=True)
class Location:
    """Where a case came from: names file, line and field path in every message."""

    source: str
    line: int | None
    prefix: str = ""

    def field(self, name: str) -> str:
        if not self.prefix:
            return name
        if not name:
            return self.prefix
        return f"{self.prefix}{name}" if name.startswith("[") else f"{self.prefix}.{name}"

    def error(self, name: str, message: str) -> DatasetError:
        return DatasetError(message, path=self.source, line=self.line, field=self.field(name) or None)

    def label(self) -> str:
        where = f"{self.source}:{self.line}" if self.line is not None else self.source
        return f"{where}: {self.prefix}" if self.prefix else where


@dataclass(slots=True)
class Draft:
    """A validated case still missing its id decision (ids are settled across all cases)."""

    fields: dict[str, Any]
    explicit_id: str | None
    location: Location
    index: int
    warnings: list[str] = field(default_factory=list)
    missing: tuple[str, ...] = ()
    """Optional fields of the format the case leaves out (summed up once per file)."""


def describe(value: Any) -> str:
    """``string 'yes'`` / ``number 1`` / ``null``: what was found, short enough for one line."""
    kinds = {bool: "boolean", int: "number", float: "number", str: "string", list: "array", dict: "object"}
    if value is None:
        return "null"
    kind = kinds.get(type(value), type(value).__name__)
    text = json.dumps(value, ensure_ascii=False, default=str)
    if len(text) > 40:
        text = text[:37] + "..."
    return f"{kind} {text}"


def _text(value: Any, loc: Location, name: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise loc.error(name, f"must be a non-empty string, got {describe(value)}")
    return value


def _boolean(value: Any, loc: Location, name: str) -> bool:
    if type(value) is not bool:
        raise loc.error(name, f"must be true or false (a JSON boolean), got {describe(value)}")
    return value


def _array(value: Any, loc: Location, name: str) -> list[Any]:
    if not isinstance(value, list):
        raise loc.error(name, f"must be a list, got {describe(value)}")
    return value


def _obj(value: Any, loc: Location, name: str, allowed: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise loc.error(name, f"must be an object, got {describe(value)}")
    unknown = sorted(set(value) - set(allowed))
    if unknown:
        raise loc.error(name, f"unknown key(s) {', '.join(map(repr, unknown))}; allowed: {', '.join(allowed)}")
    missing = [k for k in allowed if k not in value]
    if missing:
        raise loc.error(name, f"missing required key(s): {', '.join(missing)}")
    return value


def _doc_id(value: Any, loc: Location, name: str) -> str:
    text = _text(value, loc, name)
    try:
        return validate_doc_id(text)
    except DatasetError as exc:
        raise loc.error(name, exc.message) from None


def _url(value: str, loc: Location, name: str) -> None:
    """A document named by URL, as systems return them: one token with a host or a path."""
    try:
        parts = urlsplit(value)
    except ValueError as exc:  # a malformed host (``http://[x``)
        raise loc.error(name, f"not a valid URL ({exc})") from None
    if any(ch.isspace() for ch in value) or not (parts.netloc or parts.path.strip("/")):
        raise loc.error(name, f"not a valid URL: {describe(value)}")


def _document(value: Any, loc: Location, name: str) -> str:
    """A labelled document: a safe path inside the corpus, or a URL (how remote systems name theirs)."""
    text = _text(value, loc, name)
    if is_url(text):
        _url(text, loc, name)
        return text
    return _doc_id(text, loc, name)


def _page(value: Any, loc: Location, name: str) -> int:
    if type(value) is not int:
        raise loc.error(name, f"must be an integer, got {describe(value)}")
    if value < 1:
        raise loc.error(name, f"must be >= 1, got {value}")
    return value


def _gold(value: Any, loc: Location) -> list[dict[str, Any]]:
    spans = []
    for i, raw in enumerate(_array(value, loc, "gold")):
        at = f"gold[{i}]"
        span = _obj(raw, loc, at, ("doc_id", "start_page", "end_page"))
        doc_id = _document(span["doc_id"], loc, f"{at}.doc_id")
        start = _page(span["start_page"], loc, f"{at}.start_page")
        end = _page(span["end_page"], loc, f"{at}.end_page")
        if start > end:
            raise loc.error(at, f"start_page ({start}) must be <= end_page ({end})")
        spans.append({"doc_id": doc_id, "start_page": start, "end_page": end})
    # Stable sort (seed 001): equal spans keep file order, so output never depends on dict order.
    return sorted(spans, key=lambda s: (s["doc_id"], s["start_page"], s["end_page"]))


def _strings(value: Any, loc: Location, name: str) -> list[str]:
    return [_text(item, loc, f"{name}[{i}]") for i, item in enumerate(_array(value, loc, name))]


def _expected_context(value: Any, loc: Location, name: str) -> str:
    """One expected document: a path inside the corpus, or a URL (whose ``?query``/``#fragment`` do not
    name another document, as in document matching), either with an optional ``#page=N``."""
    text = _text(value, loc, name)
    if is_url(text):
        _url(text, loc, name)  # before splitting it: a malformed host must be a located error
    document, page = split_doc_id(text)
    if page is not None and int(page) < 1:
        raise loc.error(name, f"#page= must be >= 1, got {page}")
    if not is_url(document):
        _doc_id(document, loc, name)
    return text


def _expected_contexts(value: Any, loc: Location) -> list[str]:
    items = _array(value, loc, "expected_contexts")
    return [_expected_context(item, loc, f"expected_contexts[{i}]") for i, item in enumerate(items)]


def _pages_of_expected_contexts(fields: dict[str, Any]) -> None:
    """An expected context ending in ``#page=N`` names its page too (``split_doc_id``, the rule for
    the documents systems return): its document stays an expected context, its page becomes a gold
    span, so span metrics can tell the right page from the right document. A case marked
    unanswerable keeps no gold: its pages are dropped with it."""
    entries = fields.get("expected_contexts")
    if not entries:
        return
    documents, spans = [], []
    for entry in entries:
        document, page = split_doc_id(entry)
        if page is None:
            documents.append(entry)  # as written: a URL's other fragment (``#section-2``) is only ignored
            continue
        documents.append(document)
        spans.append({"doc_id": document, "start_page": int(page), "end_page": int(page)})
    fields["expected_contexts"] = documents
    if spans and fields.get("answerable", True):
        gold = list(fields.get("gold", []))
        for span in spans:
            if span not in gold:  # a page labelled twice (or also as a gold span) is one span
                gold.append(span)
        fields["gold"] = sorted(gold, key=lambda s: (s["doc_id"], s["start_page"], s["end_page"]))


def _required_facts(value: Any, loc: Location, warnings: list[str]) -> list[dict[str, Any]]:
    facts: list[dict[str, Any]] = []
    seen: dict[str, int] = {}
    for i, raw in enumerate(_array(value, loc, "required_facts")):
        at = f"required_facts[{i}]"
        if isinstance(raw, dict) and "must_cite" not in raw:
            warnings.append(f"{loc.label()}: {at} has no must_cite evidence rule")
            raw = {**raw, "must_cite": []}
        fact = _obj(raw, loc, at, ("fact_id", "claim", "must_cite"))
        fact_id = _text(fact["fact_id"], loc, f"{at}.fact_id")
        if fact_id in seen:
            raise loc.error(f"{at}.fact_id", f"duplicate fact_id {fact_id!r} (also required_facts[{seen[fact_id]}])")
        seen[fact_id] = i
        rules = []
        for j, rule_raw in enumerate(_array(fact["must_cite"], loc, f"{at}.must_cite")):
            rule_at = f"{at}.must_cite[{j}]"
            rule = _obj(rule_raw, loc, rule_at, ("doc", "quote_contains"))
            rules.append(
                {
                    "doc": _doc_id(rule["doc"], loc, f"{rule_at}.doc"),
                    "quote_contains": _text(rule["quote_contains"], loc, f"{rule_at}.quote_contains"),
                }
            )
        facts.append({"fact_id": fact_id, "claim": _text(fact["claim"], loc, f"{at}.claim"), "must_cite": rules})
    return facts


def _ground_truth(value: Any, loc: Location) -> str | None:
    return None if value is None else _text(value, loc, "ground_truth")


_CHECKS: dict[str, Callable[[Any, Location, list[str]], Any]] = {
    "answerable": lambda v, loc, w: _boolean(v, loc, "answerable"),
    "gold": lambda v, loc, w: _gold(v, loc),
    "ground_truth": lambda v, loc, w: _ground_truth(v, loc),
    "expected_contexts": lambda v, loc, w: _expected_contexts(v, loc),
    "critical": lambda v, loc, w: _boolean(v, loc, "critical"),
    "tags": lambda v, loc, w: _strings(v, loc, "tags"),
    "required_facts": lambda v, loc, w: _required_facts(v, loc, w),
    "forbidden_claims": lambda v, loc, w: _strings(v, loc, "forbidden_claims"),
    "id_generated": lambda v, loc, w: _boolean(v, loc, "id_generated"),
}


def _explicit_id(raw: dict[str, Any], fmt: DatasetFormat, loc: Location) -> tuple[str | None, str | None]:
    """(id or None when it must be generated, the key it was read from)."""
    for key in ID_KEYS[fmt]:
        if key in raw:
            value = raw[key]
            if value is None:
                return None, key
            case_id = _text(value, loc, key)
            if case_id != case_id.strip():
                raise loc.error(key, f"must not start or end with whitespace, got {describe(case_id)}")
            return case_id, key
    return None, None


def _field_names(fmt: DatasetFormat, id_key: str | None) -> set[str]:
    """Every key a case of ``fmt`` may set: its id key (both spellings while it has none)."""
    ids = ID_KEYS[fmt] if id_key is None else (id_key,)
    return {*ids, "question", *CANONICAL_FIELDS} | ({"negative"} if fmt == "outcome_json" else set())


def misspelled_field(raw: dict[str, Any], fmt: DatasetFormat) -> tuple[str, str] | None:
    """``(key, field)`` for the first unknown key that is a close spelling of a known field the case
    does not set (``critcal`` → ``critical``), else ``None``.

    Such a key would otherwise land in ``extra`` and the case silently lose its label; an unknown
    key that resembles no unset field is the user's own metadata and is kept."""
    id_key = next((key for key in ID_KEYS[fmt] if key in raw), None)
    known = _field_names(fmt, id_key)
    unset = sorted(known - set(raw))
    for key in raw:
        if key in known:
            continue
        match = difflib.get_close_matches(key.lower(), unset, n=1, cutoff=TYPO_CUTOFF)
        if match:
            return key, match[0]
    return None


def draft_case(raw: Any, fmt: DatasetFormat, loc: Location, index: int, *, require_labeled: bool) -> Draft:
    """Validate one raw case; unknown keys are kept verbatim in ``extra``, unless one looks like a
    misspelled field (an error)."""
    if not isinstance(raw, dict):
        raise loc.error("", f"a case must be a JSON object, got {describe(raw)}")
    typo = misspelled_field(raw, fmt)
    if typo is not None:
        raise loc.error(typo[0], f"unknown field; did you mean {typo[1]!r}?")
    warnings: list[str] = []
    case_id, id_key = _explicit_id(raw, fmt, loc)
    known = _field_names(fmt, id_key)
    if "question" not in raw:
        raise loc.error("question", "missing required field")
    fields: dict[str, Any] = {"question": _text(raw["question"], loc, "question")}
    for name in CANONICAL_FIELDS:
        if name in raw:
            fields[name] = _CHECKS[name](raw[name], loc, warnings)
    _apply_negative(raw, fmt, loc, fields)
    _pages_of_expected_contexts(fields)
    _negative_from_ground_truth(fields, loc, warnings, case_id)
    _check_labels(fields, fmt, loc, require_labeled)
    missing = tuple(name for name in OPTIONAL_FIELDS[fmt] if name not in raw and not _implied(name, fields))
    fields["extra"] = {k: v for k, v in raw.items() if k not in known}
    return Draft(fields=fields, explicit_id=case_id, location=loc, index=index, warnings=warnings, missing=missing)


def _implied(name: str, fields: dict[str, Any]) -> bool:
    """A negative case needs no evidence labels (required facts, expected documents, gold spans):
    their absence is not worth a warning."""
    return name in ("required_facts", "expected_contexts", "gold") and fields.get("answerable") is False


def missing_summary(drafts: list[Draft], source: str) -> str | None:
    """One warning for a whole file: how many cases leave out which optional fields."""
    missing = [draft for draft in drafts if draft.missing]
    if not missing:
        return None
    names = list(dict.fromkeys(name for draft in missing for name in draft.missing))
    first = missing[0].location
    where = ", ".join(part for part in (f"line {first.line}" if first.line is not None else "", first.prefix) if part)
    return (f"{source}: {len(missing)} of {len(drafts)} case(s) without {', '.join(names)}: defaults used"
            f" (first: {where})")


def _apply_negative(raw: dict[str, Any], fmt: DatasetFormat, loc: Location, fields: dict[str, Any]) -> None:
    """Seed 000's negative cases: ``negative: true`` is another way to say answerable=false."""
    if fmt != "outcome_json" or "negative" not in raw:
        return
    negative = _boolean(raw["negative"], loc, "negative")
    if "answerable" in fields and fields["answerable"] == negative:
        raise loc.error("negative", f"negative={str(negative).lower()} contradicts answerable={str(fields['answerable']).lower()}")
    fields["answerable"] = not negative


def _negative_from_ground_truth(fields: dict[str, Any], loc: Location, warnings: list[str], case_id: str | None) -> None:
    """A case whose expected answer says "not in the sources" is a negative case, whatever the
    format: QA JSON has no ``answerable`` field. An explicit ``answerable`` always wins.

    Patterns only (``core.refusal``), no model: loading 12,000 cases takes about a second."""
    if "answerable" in fields or not is_refusal_ground_truth(fields.get("ground_truth")):
        return
    if fields.get("gold") or fields.get("required_facts"):
        return  # labelled evidence says it is answerable: the ground truth is phrased as a negation
    fields["answerable"] = False
    which = f" case {case_id}:" if case_id else ""
    warnings.append(f"{loc.label()}:{which} ground truth says the answer is not in the sources; treated as a "
                    "negative case (set answerable: true to override)")


def _check_labels(fields: dict[str, Any], fmt: DatasetFormat, loc: Location, require_labeled: bool) -> None:
    """Seed 001's guard rails plus seed 002's requirement of an expected answer."""
    answerable = fields.get("answerable", True)
    gold = fields.get("gold", [])
    if not answerable and gold:
        raise loc.error("gold", "an unanswerable case (answerable=false) must have empty gold")
    if require_labeled and answerable and not gold:
        raise loc.error("gold", "an answerable case must have gold spans when labels are required (require_labeled=True)")
    if fmt == "qa_json" and fields.get("ground_truth") is None:
        if not (fields.get("required_facts") or gold or not answerable):
            raise loc.error("ground_truth", "missing required field (the qa_json format needs an expected answer)")


def build_case(draft: Draft, case_id: str, fmt: DatasetFormat, *, generated: bool) -> EvalCase:
    """The EvalCase of a draft; a pydantic complaint becomes a located DatasetError."""
    fields = {
        **draft.fields,
        "id": case_id,
        "id_generated": generated or draft.fields.get("id_generated", False),
        "source_format": fmt,
        "source_line": draft.location.line,
    }
    try:
        return EvalCase.model_validate(fields)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise draft.location.error(render_path(tuple(first["loc"])), first["msg"]) from None
