"""Cheap tests before slow patterns (``judges/scan.py``): a guard may skip a scan only where the pattern could not
have matched, so each guarded analysis gives what the bare pattern gives, in any case and in any script a
case-insensitive pattern reads as ASCII."""

from __future__ import annotations

import re

import pytest

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
