"""The judge's refusal reading: clause labels from patterns and from meaning, full vs partial refusals.

The phrasing lists here are the ones the similarity thresholds of ``core/judges/refusal.py`` were
chosen on (MiniLM 0.60, hashing 0.55); changing a threshold must keep them apart.
"""

import pytest

from rageval_pipeline.core.judges.refusal import RefusalDetector
from rageval_pipeline.core.retrieval.embeddings import (
    HashingEmbedder,
    get_default_embedder,
)

# caught by the patterns alone (no model)
PATTERN_REFUSALS = [
    "The sources do not state this.",
    "The documents do not say when the audit ends.",
    "The provided context doesn't mention a deadline.",
    "The context does not specify who approved it.",
    "The passages do not contain information about parental leave.",
    "There is no information about the Oslo office.",
    "There is no mention of a refund for annual plans.",
    "I don't know.",
    "I could not find the renewal date in the documents.",
    "The answer cannot be determined from the documents.",
    "This question can't be answered with the given documents.",
    "That detail does not appear in the context.",
    "The answer isn't in what I was given.",
    "Sorry, that isn't something the documents cover.",
    "The provided material doesn't touch on this topic.",
    "I have no way to tell from what was retrieved.",
    "The information requested is absent from the documents.",
    "Nothing in the retrieved text addresses that question.",
    "The passages are silent on this point.",
    "None of the passages talk about the Oslo office.",
    "That's beyond what the material covers.",
    "There is insufficient information to answer.",
    "Insufficient information in the sources.",
    "The launch date is not stated.",
    "That figure is not provided in the documents.",
    "Unknown.",
    "N/A",
    "Not available.",
    "Not stated in the sources.",
    "I'm unable to determine who owns the project.",
    "It is not possible to determine the cause from the sources.",
    "I do not have that information.",
]

# no pattern lists these: only the similarity to refusal prototypes (MiniLM) catches them
MEANING_ONLY_REFUSALS = [
    "Sorry, I don't have an answer for that.",
    "I'm sorry, but I can't help with that question.",
]

# real answers: a negation, a "no", "unknown", "information", "not available" — but about the world
HARD_NEGATIVES = [
    "The policy does not apply to refunds older than 45 days.",
    "No, the fee is not refundable.",
    "The warranty does not include water damage.",
    "Refunds are not given after 30 days.",
    "The premium plan is not available in Canada.",
    "Customers cannot transfer licences between accounts.",
    "There is no fee for the first two transfers.",
    "The contract does not contain a non-compete clause.",
    "The SLA does not cover outages caused by the customer.",
    "The document was not signed by the CFO.",
    "The data is not shared with third parties.",
    "Information about salaries is confidential and not published.",
    "The library has no books on that subject.",
    "The system does not store any personal information.",
    "The form does not ask for a phone number.",
    "The survey asked no questions about income.",
    "Support is not available to free-tier users.",
    "The helpdesk cannot answer billing questions; contact finance.",
    "The auditor found no evidence of fraud.",
    "Staff are not allowed to answer press questions.",
    "Details of the settlement remain confidential.",
    "Customers are not told the reason for the decision.",
    "There is no answer key for the exam.",
    "The study found insufficient evidence that the drug works.",
    "The outcome of the trial is unknown until 2027.",
    "The cause of the outage was never determined by the investigators.",
    "Nobody knows the password except the admin.",
    "The text is available in English only.",
    "The vendor could not deliver before June.",
    "Employees have no access to the server room.",
    "The source code is not open.",
    "Records are kept for seven years.",
    "None",
]


@pytest.fixture(scope="module")
def minilm():
    return RefusalDetector(get_default_embedder())


@pytest.fixture(scope="module")
def hashing():
    return RefusalDetector(HashingEmbedder())


def test_lists_are_large_enough_to_choose_a_threshold_on():
    assert len(PATTERN_REFUSALS) + len(MEANING_ONLY_REFUSALS) >= 30 and len(HARD_NEGATIVES) >= 30


@pytest.mark.parametrize("text", PATTERN_REFUSALS)
def test_refusals_are_full_refusals_without_a_model(text):
    reading = RefusalDetector(None).read(text)
    assert reading.kind == "full", reading
    assert reading.asserted == []


@pytest.mark.parametrize("text", HARD_NEGATIVES)
def test_real_answers_assert_with_the_hashing_embedder(hashing, text):
    reading = hashing.read(text)
    assert reading.kind == "none", reading


@pytest.mark.slow
def test_minilm_separates_refusals_from_real_answers(minilm):
    refusals = minilm.read_many(PATTERN_REFUSALS + MEANING_ONLY_REFUSALS)
    answers = minilm.read_many(HARD_NEGATIVES)
    assert [r.kind for r in refusals] == ["full"] * len(refusals)
    wrongly_declined = [t for t, r in zip(HARD_NEGATIVES, answers, strict=True) if r.kind != "none"]
    assert wrongly_declined == []


@pytest.mark.slow
@pytest.mark.parametrize("text", MEANING_ONLY_REFUSALS)
def test_meaning_catches_what_no_pattern_lists(minilm, text):
    assert RefusalDetector(None).read(text).kind == "none"  # the patterns alone miss it
    (label,) = minilm.read(text).clauses
    assert label.declines and label.by == "meaning" and label.similarity >= minilm.threshold


def test_partial_refusal_is_labelled_per_clause(hashing):
    reading = hashing.read("Refunds are paid within 30 days, but the sources do not say who approves them.")
    assert reading.kind == "partial"
    assert [(c.text, c.label) for c in reading.clauses] == [
        ("Refunds are paid within 30 days", "asserts"),
        ("The sources do not say who approves them.", "declines"),
    ]
    assert reading.asserted == ["Refunds are paid within 30 days"]


def test_partial_refusal_across_sentences(hashing):
    reading = hashing.read("The fee is EUR 5. I could not find when it is due.")
    assert reading.kind == "partial" and reading.asserted == ["The fee is EUR 5."]
    assert reading.declined == ["I could not find when it is due."]


def test_a_clause_stating_a_value_never_declines_by_meaning():
    # threshold 0: every clause would match a prototype; the one with a number still asserts
    detector = RefusalDetector(HashingEmbedder(), threshold=0.0)
    labels = {c.text: c.declines for c in detector.read("I don't have that answer ready; it costs 40 dollars.").clauses}
    assert labels == {"I don't have that answer ready": True, "It costs 40 dollars.": False}


def test_an_unmeasured_embedder_gets_the_patterns_only():
    class Unnamed(HashingEmbedder):
        name = "someone-elses-model"

    detector = RefusalDetector(Unnamed())
    assert not detector.uses_meaning
    assert detector.read("Sorry, I don't have an answer for that.").kind == "none"
    assert detector.read("The sources do not state this.").kind == "full"


def test_empty_answers_do_not_decline(hashing):
    assert hashing.read("").kind == "none" and hashing.read("   ").kind == "none"
