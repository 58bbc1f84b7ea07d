"""Cheap tests before slow patterns (``judges/scan.py``): a guard may skip a scan only where the pattern could not
have matched, so each guarded analysis gives what the bare pattern gives, in any case and in any script a
case-insensitive pattern reads as ASCII."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from rageval_pipeline.core.judges import scan
from rageval_pipeline.core.judges import text as tx
from rageval_pipeline.core.judges.binding import values, words
from rageval_pipeline.core.judges.scan import says_any


@pytest.mark.parametrize("text", ["see PASSAGE 2", "See Passage 2", "ſee paſſage 2", "ESCAPE"])
def test_says_any_is_true_wherever_a_case_insensitive_pattern_finds_the_word(text):
    # (Python's re matches long s, dotless i, dotted capital I and the Kelvin sign as ASCII letters)
    pattern = re.compile(r"passage|escape", re.IGNORECASE)
    assert bool(pattern.search(text)) is says_any(text, ("passage", "escape"))


@pytest.mark.parametrize(("text", "word"), [
    ("300 \u212aelvin", "kelvin"), ("\u0130NFO desk", "info"), ("d\u0131g\u0131t", "digit"), ("\u017fource", "source")])
def test_the_four_letters_re_reads_as_ascii_are_folded_to_them(text, word):
    assert re.search(word, text, re.IGNORECASE)  # (what a case-insensitive pattern finds)
    assert says_any(text, (word,))
    assert not says_any(text, ("nothing",))


def test_a_source_reference_is_stripped_in_any_case_and_a_text_without_one_is_returned_as_it_is():
    assert tx.strip_source_refs("As PASSAGE 2 says, the fee is £5.") == "As  says, the fee is £5."
    text = "The fee is £5 for 2 people."
    assert tx.strip_source_refs(text) is text


def test_answer_labels_and_counts_of_parts_are_stripped_only_where_their_words_are():
    assert "3" not in tx.strip_labels("Option 3 is cheaper: the Three Steps above cost £5.")
    assert "three" not in tx.strip_labels("Follow the three steps listed above.").lower()
    assert tx.strip_labels("Doors open at 7pm on 3 May.") == "Doors open at 7pm on 3 May."


@pytest.mark.parametrize(("text", "dates"), [
    ("It opens on 3 May 2026.", ["2026-5-3"]),
    ("It opens on 3 MAY 2026.", ["2026-5-3"]),  # (a month in capitals)
    ("Filed 2026-05-03; paid 04/06/2026.", ["2026-5-3", "2026-6-4"]),
    ("From 3 to 9 April the hall is shut.", ["?-4-3", "?-4-9"]),
    ("Room 12 holds 30 people.", []),
])
def test_dates_are_found_whatever_pattern_gives_them(text, dates):
    assert sorted(str(d) for d in tx.extract_dates(text)) == sorted(dates)


def test_clock_times_and_numbers_are_read_past_the_text_before_the_first_digit():
    assert tx.clock_times("Doors open at 7:30pm and close at 23:00.") == ((7.0, 19, 30), (23.0, 23, 0))
    assert tx.extract_numbers("Entry costs GBP 12 for adults.") == [12.0]
    assert tx.extract_amounts("Entry costs GBP 12 for adults.") == [("£", 12.0)]


def test_short_day_names_and_lengths_in_primes_are_found_only_where_written():
    assert values._weekdays("Open Mon-Fri 9am-5pm, Sat 10am-2pm.") == frozenset("123456")
    assert values._weekdays("Open every weekday.") == frozenset("12345")
    assert values._durations("She ran it in 1' 47\" flat.") == ({"minutes:1.78333"}, set())
    assert values._durations("She ran it in 1’ 47″ flat.") == ({"minutes:1.78333"}, set())
    assert values._durations("It takes 3 hours.") == ({"minutes:180"}, {"3"})


def test_initials_are_names_only_where_two_capitals_stand_together():
    assert "AA" in words._name_words("Breakdown cover is provided by the AA.")
    assert words._name_words("breakdown cover is provided by the club.") == frozenset()


# ------------------------------------------------------------------ patterns that skip texts they cannot match

def _needs(source: str, flags: int = 0):
    return scan.required_literals(re.compile(source, flags))


@pytest.mark.parametrize(("source", "flags", "needs"), [
    (r",?\s*\brespectively\b", 0, {("respectively", False)}),
    (r"\b(?:day|week)s?\s+(\d+)", re.IGNORECASE, {("day", True), ("week", True)}),  # (words before a digit)
    (r"\b(?:the\s+)?(?-i:No)\s+\w+", re.IGNORECASE, {("No", False)}),  # (a group's own flags)
    (r"(?<=\bthe\s)\d+", 0, {("the", False)}),  # (a lookbehind's words are in the text too)
    (r"\b\d+\s?(?:kg|lb)\b", 0, {("kg", False), ("lb", False)}),  # (two letters before a digit)
    (r"(?:\d+|twelve)\s+x", re.IGNORECASE, {scan.DIGIT, ("twelve", True)}),
    (r"[£$€]\s?\w+", 0, {("£", False), ("$", False), ("€", False)}),
    (r"\bÉcole\s+\w+", re.IGNORECASE, {("cole", True)}),  # (a caseless letter outside ASCII is not sought)
])
def test_what_a_pattern_needs_is_read_from_its_parse(source, flags, needs):
    assert _needs(source, flags) == needs


@pytest.mark.parametrize(("source", "flags"), [
    (r"\b(?:yes|)\s+\w+", 0),  # (an empty alternative needs nothing)
    (r"(?:report)?\s+\w+", 0),  # (nor an optional word)
    (r"(?!report)\w+", 0),  # (nor a negative lookahead)
    (r"[^abc]+x", 0),  # (a single letter is in most texts: not worth a test)
    (r"\b(?:a|b|c|d|e|f|g|h|i|j|k|l|m)\s+\w", 0),  # (too many alternatives)
])
def test_a_pattern_that_may_match_without_a_known_string_is_left_as_it_is(source, flags):
    assert _needs(source, flags) is None
    assert isinstance(scan.pattern(source, flags), re.Pattern)


def test_a_pattern_opening_with_a_character_is_left_to_re_which_scans_for_it_itself():
    assert _needs(r"respectively\b") == {("respectively", False)}
    assert isinstance(scan.pattern(r"respectively\b"), re.Pattern)


@pytest.mark.parametrize("text", [
    "Members pay UP TO £20; non-members pay up to £35.", "Nothing here.", "up to", "At most £5, at most £6.",
    "\u017fome pay up to \u00a310", "UP\u00a0TO £3",
])
def test_a_skipping_pattern_answers_every_call_as_the_compiled_pattern_does(text):
    source = r"\b(?:up\s+to|at\s+most)\s+£(\d+)"
    skipping, compiled = scan.pattern(source, re.IGNORECASE), re.compile(source, re.IGNORECASE)
    assert not isinstance(skipping, re.Pattern)  # (the test is of the wrapper)
    assert skipping.search(text) == compiled.search(text) or skipping.search(text).span() == compiled.search(text).span()
    assert [m.span() for m in skipping.finditer(text)] == [m.span() for m in compiled.finditer(text)]
    assert skipping.findall(text) == compiled.findall(text)
    assert skipping.sub("X", text) == compiled.sub("X", text)
    assert skipping.sub(lambda m: m.group(1), text, count=1) == compiled.sub(lambda m: m.group(1), text, count=1)
    assert skipping.subn("X", text) == compiled.subn("X", text)
    assert skipping.split(text) == compiled.split(text)
    assert bool(skipping.match(text)) is bool(compiled.match(text))
    assert bool(skipping.fullmatch(text)) is bool(compiled.fullmatch(text))
    assert (skipping.pattern, skipping.flags, skipping.groups) == (compiled.pattern, compiled.flags, compiled.groups)


@pytest.mark.parametrize(("text", "word"), [("300 \u212aelvin", "kelvin"), ("\u0130NFO desk", "info"),
                                            ("d\u0131g\u0131t", "digit"), ("\u017fource", "source")])
def test_a_caseless_skipping_pattern_finds_the_letters_re_reads_as_ascii(text, word):
    assert scan.pattern(rf"\b(?:{word}|zzzz)\b", re.IGNORECASE).search(text)


def _judge_texts() -> list[str]:
    """Texts as the judge reads them: the sample suite's contexts and answers, a share of the golden pairs, and texts in
    the scripts a caseless pattern reads as ASCII."""
    root = Path(__file__).resolve().parents[2]
    texts = []
    for line in (root / "data" / "replay" / "sample_responses.jsonl").read_text(encoding="utf-8").splitlines():
        response = json.loads(line)
        texts += [response.get("answer") or ""] + [c.get("text") or "" for c in response.get("contexts") or []]
    golden = (Path(__file__).parent / "golden" / "bound_facts_realistic.jsonl").read_text(encoding="utf-8").splitlines()
    for line in golden[::150]:
        pair = json.loads(line)
        texts += [pair["context"], pair["supported"], pair["contradicted"], pair["question"]]
    texts += [t.upper() for t in texts[:40]] + [t.replace("s", "\u017f").replace("k", "\u212a") for t in texts[:40]]
    return list(dict.fromkeys(texts))


def test_no_skipping_pattern_of_the_judge_skips_a_text_its_compiled_pattern_matches():
    import rageval_pipeline.core.judges.binding  # noqa: F401 - (loads every module whose patterns are checked)

    skipping = {id(value): value for name, module in list(sys.modules.items())
                if name.startswith("rageval_pipeline.core.judges") for value in vars(module).values()
                if isinstance(value, scan._Skipping)}
    assert len(skipping) > 300  # (most of the binding's patterns skip)
    texts = _judge_texts()
    for guarded in skipping.values():
        for text in texts:
            if not guarded.may_match(text):
                assert guarded.compiled.search(text) is None, (guarded.pattern, text)
