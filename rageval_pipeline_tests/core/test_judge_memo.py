"""The judge's memoised text analyses: a caller changing what it got cannot change what the next gets,
and ``clear_caches`` forgets every one of them (the speed benchmark measures a cold judge)."""

from rageval_pipeline.core.judges import text as tx
from rageval_pipeline.core.judges.binding import evidence, pieces
from rageval_pipeline.core.judges.local import clear_caches
from rageval_pipeline.core.judges.memo import memoised_copies


def test_each_call_gets_its_own_copy_of_one_computation():
    calls = []

    @memoised_copies(list)
    def letters(text):
        calls.append(text)
        return list(text)

    first = letters("abc")
    first.append("z")  # a caller extending its list
    assert letters("abc") == ["a", "b", "c"]
    assert calls == ["abc"]
    letters.cache_clear()
    assert letters("abc") == ["a", "b", "c"] and calls == ["abc", "abc"]
    assert letters.__name__ == "letters"


def test_features_a_caller_extends_stay_as_computed():
    names = frozenset({"Harbourside"})
    features = evidence._features("Unit 4B at Harbourside is let at £28,500 per year", names)
    expected = dict(features)
    features["w:extra"] = 1.0
    assert evidence._features("Unit 4B at Harbourside is let at £28,500 per year", names) == expected


def test_clear_caches_forgets_the_text_and_binding_analyses():
    tx.content_words("Members pay £20 per class")
    tx.split_sentences("Members pay £20. Non-members pay £35.")
    pieces._kinds("Members pay £20")
    assert tx.content_words.cache_info().currsize and pieces._kinds.cache_info().currsize
    clear_caches()
    assert tx.content_words.cache_info().currsize == 0
    assert tx._date_spans.cache_info().currsize == 0
    assert pieces._kinds.cache_info().currsize == 0
    assert tx.split_sentences("Members pay £20. Non-members pay £35.") == ["Members pay £20.", "Non-members pay £35."]


def test_a_text_read_against_other_names_is_read_once_but_for_its_names():
    clear_caches()
    text = "Same Day orders to Kelso cost £6 each Saturday, Next Day ones £4"
    plain, with_kelso = evidence._features(text, frozenset()), evidence._features(text, frozenset({"Kelso"}))
    # (its values, days and phrases of common words read once; its names, and so its words, per call)
    assert evidence._plain_features.cache_info().misses == 1 and evidence._plain_features.cache_info().hits == 1
    assert "w:kelso" in plain and "name:Kelso" not in plain
    assert "w:kelso" not in with_kelso and with_kelso["name:Kelso"] == 1.0
    assert {"amount:£6", "phrase:same day", "phrase:next day"} <= set(plain) & set(with_kelso)
    # (a phrase one of whose words is a name is that name's, no phrase)
    assert "phrase:same day" not in evidence._features(text, frozenset({"Same"}))


def test_an_evidence_units_numbers_however_written_are_read_once():
    facts = tx.extract_facts("The U15 squad trains on Mondays; the under-tens on Tuesdays, from their fifth birthday")
    assert {15.0, 10.0, 5.0} <= facts.numbers_anyhow
    assert facts.numbers_anyhow is facts.numbers_anyhow  # (kept on the facts: every claim checked against them reads it)
    assert tx.missing_facts(tx.extract_facts("Under-15s train on Mondays"), facts) == []
