"""Golden tests for the local judge's text analysis (no model)."""

from __future__ import annotations

from rageval_pipeline.core.judges import text as tx


def test_sentences_keep_abbreviations_decimals_and_list_items() -> None:
    text = "Dr. Smith paid $23.70 per hour. E.g. this stays. Done!\n1. Open Control Panel.\n2. Click OK."
    assert tx.split_sentences(text) == [
        "Dr. Smith paid $23.70 per hour.",
        "E.g. this stays.",
        "Done!",
        "Open Control Panel.",
        "Click OK.",
    ]


def test_claims_strip_citations_filler_refusals_and_split_clauses() -> None:
    answer = (
        "Sure, I can help with that! Refunds are issued within 14 days [policy.md p.2]; "
        "store credit never expires at all (Passage 2). The sources do not state the fee. I hope this helps!"
    )
    assert tx.split_claims(answer) == ["Refunds are issued within 14 days", "Store credit never expires at all."]


def test_lead_ins_are_cut() -> None:
    assert tx.split_claims("According to passage 2, technicians earn $32 per hour.") == ["Technicians earn $32 per hour."]


def test_refusal_detection() -> None:
    for text in ("The documents do not state a date.", "There is no information about that.", "I cannot find this."):
        assert tx.is_refusal(text), text
    assert not tx.is_refusal("Bob will finish the refactor by March 25.")


def test_numbers_amounts_and_dates() -> None:
    assert tx.extract_numbers("It costs $49,400 or $1.5 million, fourteen times, 50%") == [49400.0, 1500000.0, 50.0, 14.0]
    assert tx.extract_amounts("fee of $1,200 and €3") == [("$", 1200.0), ("€", 3.0)]
    dates = tx.extract_dates("due March 25th, 2024, then 3 April and 2024-05-06; you may go")
    assert [str(d) for d in dates] == ["2024-3-25", "?-4-3", "2024-5-6"]
    # date parts are not loose numbers of a claim
    assert tx.extract_numbers("by March 25th, 2024", include_dates=False) == []


def test_entities_skip_sentence_initial_words() -> None:
    assert tx.extract_entities("Automotive technicians in Alaska earn more than in New York.") == ["Alaska", "New York"]
    assert tx.extract_entities("The Acme Corp board met.") == ["Acme Corp"]


def test_missing_facts_reports_contradicted_number_and_invented_entity() -> None:
    evidence = tx.extract_facts("Refunds are issued within 14 days under the Fair Labor Standards Act (FLSA) on March 25, 2024.")
    assert tx.missing_facts(tx.extract_facts("Refunds are issued within 30 days."), evidence) == ["number 30"]
    assert tx.missing_facts(tx.extract_facts("Refunds go through Mississippi Bank."), evidence) == ["entity 'Mississippi Bank'"]
    # an omitted year is not a conflict, a different day is; a name matches its acronym
    assert tx.missing_facts(tx.extract_facts("Paid on March 25."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("Paid on March 26."), evidence) == ["date ?-3-26"]
    assert tx.missing_facts(tx.extract_facts("It falls under the Fair Labor Standards Act."), evidence) == []


def test_content_words_stem_and_drop_stopwords() -> None:
    assert tx.content_words("The refunds were committed on the 25th") == {"refund", "commit", "25"}


def test_normalise_ws_for_quotes() -> None:
    assert tx.normalise_ws("Bob:  Complete\n API “refactor”") == 'Bob: Complete API "refactor"'


def test_a_duration_restated_in_other_units_is_no_missing_number() -> None:
    context = tx.extract_facts("Partners get 14 days of paid leave. Notice is 28 days. Probation lasts 90 days. "
                               "Staff get twenty-five days of annual leave.")
    for supported in ("Partners get two weeks of paid leave.", "Partners get 2 weeks of paid leave.",
                      "Notice is four weeks.", "Probation is three months.", "Staff get 25 days of leave."):
        assert tx.missing_facts(tx.extract_facts(supported), context) == [], supported
    assert tx.missing_facts(tx.extract_facts("Partners get three weeks of paid leave."), context) == ["number 3"]
    assert tx.missing_facts(tx.extract_facts("Probation is four months."), context) == ["number 4"]
    # "twenty-five" is one number, not 20 and 5
    assert tx.extract_numbers("twenty-five, thirty two and seventy") == [25.0, 32.0, 70.0]


def test_markdown_headings_are_no_claims() -> None:
    answer = "## What's new in 4.2.0\n\n- The timeout was lowered to 30 s.\n- Exports now support CSV files."
    assert tx.split_claims(answer) == ["The timeout was lowered to 30 s.", "Exports now support CSV files."]
