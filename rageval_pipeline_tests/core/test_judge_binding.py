"""``judges.binding`` on small golden cases: clauses, units and currencies, tables and lists, names,
and what it must leave alone."""

import pytest

from rageval_pipeline.core.judges.binding import bound_conflicts, clauses

CLASSES = "Members pay £20 per class; non-members pay £35. Children under 10 attend free."


def test_the_evidence_is_cut_into_clauses_rows_items_and_listed_pieces():
    assert clauses(CLASSES) == ["Members pay £20 per class", "non-members pay £35.", "Children under 10 attend free."]
    assert clauses("Plan | Price\nBasic | $10\nPro | $25") == ["Plan Price", "Basic $10", "Pro $25"]
    assert clauses("- Basic: $10/month\n- Pro: $25/month") == ["Basic: $10/month", "Pro: $25/month"]
    assert clauses("Revenue grew 12%, while costs grew 4%.") == ["Revenue grew 12%", "while costs grew 4%."]
    assert clauses("The probation period is 6 months for permanent staff and 3 months for contractors.") == [
        "The probation period is 6 months for permanent staff and", "3 months for contractors."]
    # no cut between values of different kinds, nor before a piece that says nothing of its own
    assert clauses("In 2024, revenue grew 12%.") == ["In 2024, revenue grew 12%."]
    assert clauses("Collect the cream over a week or two.") == ["Collect the cream over a week or two."]


def test_a_value_said_of_another_subject_conflicts_with_a_readable_reason():
    assert bound_conflicts("Non-members pay £10 per class.", CLASSES) == [
        "£10 for Non-members pay class; the context gives £35"]
    assert bound_conflicts("Non-members pay £35 per class.", CLASSES) == []
    assert bound_conflicts("Members pay £35 per class.", CLASSES) == ["£35 for Members pay class; the context gives £20"]


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The Pro plan costs $25 per month.", "Plan | Price\nBasic | $10\nPro | $25"),
    ("The Pro plan costs $25 per month.", "- Basic: $10/month\n- Pro: $25/month"),
    ("Paternity leave is 14 days.", "Maternity leave is 26 weeks. Paternity leave is 2 weeks."),
    ("The probation period for contractors is 3 months.",
     "The probation period is 6 months for permanent staff and 3 months for contractors."),
    ("Bob approved the hiring plan.", "Alice approved the budget; Bob approved the hiring plan."),
    ("The launch is on 12 June.", "The pilot starts on 3 March; the launch is on 12 June."),
    # a value no clause about the subject states is an omission for the other checks, not a conflict
    ("Children under 10 attend free.", CLASSES),
    ("Ferreira won the sprint title in 2024.",
     "In the 2024 season, Ferreira won the sprint title, while Nakamura won the mountains classification."),
])
def test_bound_values_pass(claim, evidence):
    assert bound_conflicts(claim, evidence) == []


@pytest.mark.parametrize(("claim", "evidence", "reason"), [
    ("The Pro plan costs $10 per month.", "Plan | Price\nBasic | $10\nPro | $25", "$10 for Pro plan costs"),
    ("The Pro plan costs $10 per month.", "- Basic: $10/month\n- Pro: $25/month", "the context gives $25"),
    ("Paternity leave is 26 weeks.", "Maternity leave is 26 weeks. Paternity leave is 2 weeks.",
     "182 days for Paternity leave; the context gives 14 days"),
    ("Bob approved the budget.", "Alice approved the budget; Bob approved the hiring plan.",
     "Bob for approved budget; the context gives Alice"),
    ("The launch is on 3 March.", "The pilot starts on 3 March; the launch is on 12 June.",
     "3 March for launch; the context gives 12 June"),
    ("The final is on 14 July.", "The semi-final is on 14 July. The final is on 21 July.", "the context gives 21 July"),
    ("The junior race is capped at 2 hours.",
     "The marathon record is 2 hours. The junior race is capped at 90 minutes.", "the context gives 90 minutes"),
    ("The 9:40 service calls at Oxford.", "The 8:15 service calls at Oxford. The 9:40 service calls at Reading.",
     "Oxford for service calls; the context gives Reading"),
])
def test_a_swapped_value_conflicts(claim, evidence, reason):
    problems = bound_conflicts(claim, evidence)
    assert any(reason in p for p in problems), problems


def test_units_and_currencies_must_agree():
    evidence = "The Basic plan costs $10. The Pro plan costs £25."
    assert bound_conflicts("The Pro plan costs $25.", evidence) == ["$25 for Pro plan costs; the context gives £25"]
    # exact conversions only: a month is not 30 days, so neither binds nor contradicts
    evidence = "Logs are kept for 1 month. Metrics are kept for 13 months."
    assert bound_conflicts("Logs are kept for 30 days.", evidence) == []
    evidence = "Margins rose 3 percentage points. Revenue rose 3%."
    assert bound_conflicts("Margins rose 3%.", evidence) == []  # no percentage stated for margins: omission
    assert bound_conflicts("Revenue rose 3 percentage points.", evidence) == []


def test_sentence_initial_words_and_menus_are_not_names():
    steps = "Run the uninstaller. Options include Control Panel and Start Menu."
    assert bound_conflicts("Options are in the Start Menu.", steps) == []
    assert bound_conflicts("Run the uninstaller first.", steps) == []


def test_nothing_to_bind_in_one_clause():
    assert bound_conflicts("Members pay £10.", "Members pay £20.") == []  # the plain specifics check's case
