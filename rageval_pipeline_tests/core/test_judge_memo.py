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
