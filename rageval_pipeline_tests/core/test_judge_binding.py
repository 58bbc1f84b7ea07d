"""``judges.binding`` on small golden cases: clauses, units and currencies, tables and lists, names,
and what it must leave alone."""

import math
import os
import subprocess
import sys

import pytest

from rageval_pipeline.core.judges import local
from rageval_pipeline.core.judges import text as tx
from rageval_pipeline.core.judges.binding import age_groups, bound_conflicts, clauses
from rageval_pipeline.core.judges.binding import conflicts as binding_conflicts
from rageval_pipeline.core.judges.binding import evidence as binding_evidence
from rageval_pipeline.core.judges.binding import pieces as binding_pieces
from rageval_pipeline.core.judges.binding import subjects as binding_subjects
from rageval_pipeline.core.judges.binding import tables as binding_tables
from rageval_pipeline.core.judges.binding import values as binding_values
from rageval_pipeline.core.judges.binding import words as binding_words
from rageval_pipeline.core.judges.binding.pieces import _respectively
from rageval_pipeline.core.judges.binding.values import _values, _weekdays
from rageval_pipeline.core.judges.text import split_sentences

CLASSES = "Members pay £20 per class; non-members pay £35. Children under 10 attend free."


def test_the_evidence_is_cut_into_clauses_rows_items_and_listed_pieces():
    assert clauses(CLASSES) == ["Members pay £20 per class", "non-members pay £35.", "Children under 10 attend free."]
    assert clauses("Plan | Price\nBasic | $10\nPro | $25") == ["Plan · Price", "Basic · $10", "Pro · $25"]
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



FORECAST = ("Noon: The Harbor Point forecast for May 3 is 71 degrees and Sunny. There is 10 percentage chance of rain "
            "and 6 mph winds from the South. 3pm: The Harbor Point forecast for May 3 is 68 degrees and Sunny. There "
            "is 20 percentage chance of rain and 9 mph winds from the Southwest.")
BUTTER = ("After melting, the butter will separate into three layers. Foam will appear on the top layer, the milk "
          "solids will sink to the bottom of the pan, and clarified butter will float between the two.")
STEPS = ("1 Keep the boiled milk in the refrigerator.\n2 Skim the gathered cream on the top of it after a few hours.\n"
         "3 Collect the cream in a bowl over the course of a week or two.\n4 Churn the cream in a mixer to make "
         "butter.\n5 Cook the butter until it separates into layers.")


def test_numbers_of_different_things_are_not_two_values_of_one_fact():
    # "71 degrees" is not contradicted by the "6 mph" of the clause most about the same forecast ...
    assert bound_conflicts("At noon, the temperature is 71 degrees and it is sunny with a 10% chance of rain.",
                           FORECAST) == []
    # ... while a count of the same thing said of another subject still is
    assert bound_conflicts("The team has 12 engineers.", "The team has 9 engineers. The design group has 12 designers.") == [
        "12 for team engineers; the context gives 9"]
    # "between the two" refers back to things already named: it states no second value
    assert bound_conflicts("The butter will melt and separate into three layers - foam at the top, milk solids at "
                           "the bottom, clarified butter in between.", BUTTER) == []


def test_a_lists_enumeration_is_no_value():
    assert bound_conflicts("Allow the butter to separate into three layers - foam on top, clarified butter in the "
                           "middle", STEPS) == []
    assert bound_conflicts(
        "Note: It is recommended to use 3/4-inch-thick tuna steaks and to choose a heavy skillet that fits the "
        "number of steaks you are cooking.",
        "Start with 3/4-inch-thick steaks.\n1 Choose a heavy skillet that best fits the number of tuna steaks you "
        "are cooking.\n2 Add 1 to 3 teaspoons cooking oil or olive oil to lightly coat the skillet.") == []


def test_a_name_the_claim_itself_states_is_not_the_other_value():
    evidence = ("WEATHER AVERAGES FOR Lyon, France. Lyon has a semi-continental climate. Summers are warm, around "
                "27 °C (81 °F) in July.")
    assert bound_conflicts("Lyon, France has a semi-continental climate.", evidence) == []
    # a number that names a thing is still compared with the numbers of the same kind of thing
    # (and the claim's names are asserted beside it: the flights from Terminal 5 are Madrid's)
    assert bound_conflicts("Flights to Lisbon depart from Terminal 5.",
                           "Flights to Lisbon depart from Terminal 2. Flights to Madrid depart from Terminal 5.") == [
        "5 for Flights Lisbon depart Terminal; the context gives 2",
        "Lisbon for Flights depart Terminal; the context gives Madrid"]


def test_a_flattened_list_is_cut_into_its_items():
    # scraped pages flatten "1. ... 2. ..." lists into one line: the item numbers are no values
    evidence = ("Twins are more likely when the mother: 1  She is of West African descent 2  She is between the "
                "age of 30 and 40 years.  3  She is taller than average.")
    assert clauses(evidence) == ["Twins are more likely when the mother:", "She is of West African descent",
                                 "She is between the age of 30 and 40 years.", "She is taller than average."]
    assert bound_conflicts("Twins are more likely in mothers aged between 30 and 40.", evidence) == []
    # the item's own subject still binds its values
    assert bound_conflicts("She is between the age of 30 and 45 years.", evidence) == [
        "45 years for age; the context gives 40 years"]


def test_a_number_hyphenated_to_a_name_is_part_of_the_name():
    evidence = ("Form 1099-PATR (Taxable Distributions Received From Cooperatives). Per the IRS instructions, "
                "patronage dividends and other distributions of 5 or more from a cooperative are reported on Schedule C.")
    claim = "The 1099-PATR tax form is used to report patronage dividends and other distributions from cooperatives."
    assert bound_conflicts(claim, evidence) == []  # was "1099 for PATR tax form used; the context gives 5"
    # a number hyphenated to a lower-case word is still a quantity: "a 30-day window"
    assert bound_conflicts("Refunds have a 14-day window.", "Refunds have a 30-day window. Exchanges have a 60-day window.") == [
        "14 days for Refunds window; the context gives 30 days"]


def test_a_relative_clause_says_its_value_about_what_it_follows():
    evidence = ("Tickets are $50 each and a table consists of 20 individuals, which constitutes one complete ticket "
                "at $1000. There are two $500 prizes.")
    assert bound_conflicts("A table of 20 individuals forms a complete ticket worth $1000.", evidence) == []
    assert bound_conflicts("A table of 20 individuals forms a complete ticket worth $500.", evidence) == [
        "$500 for table individuals forms complete; the context gives $1000"]


def test_numbers_of_one_list_count_the_same_thing_and_the_questions_numbers_are_given():
    evidence = ("Form 1099-PATR lists distributions from cooperatives. Patronage dividends in boxes 1,2,3, and 5 "
                "are reported on Schedule F or Form 4835.")
    # "1,2,3, and 5" is one list of boxes, "1099-PATR" a name
    assert clauses(evidence)[1] == "Patronage dividends in boxes 1,2,3, and 5 are reported on Schedule F or Form 4835."
    assert bound_conflicts("Patronage dividends in boxes 2 and 5 are reported on Schedule F.", evidence) == []
    assert bound_conflicts("Patronage dividends in box 4 are reported on Schedule F.", evidence) == [
        "4 for Patronage dividends box reported; the context gives 1, 2, 3, 5"]
    # another form than the one the evidence names conflicts, unless the question itself names it
    claim = "Patronage dividends are reported on Schedule F of Form 1040."
    assert bound_conflicts(claim, evidence) == [
        "1040 for Patronage dividends reported Schedule; the context gives 4835"]
    assert bound_conflicts(claim, evidence, frozenset({1040.0})) == []


def test_a_number_that_labels_the_subject_points_at_its_clause():
    # "Version 3.3" is what the claim is about, more than the verb "released" the other clause shares
    evidence = "Version 3.2 was released on March 3, 2024. Version 3.3 followed on June 18, 2024."
    assert bound_conflicts("Version 3.3 was released on June 18, 2024.", evidence) == []
    problems = bound_conflicts("Version 3.3 was released on March 3, 2024.", evidence)
    assert "3 March 2024 for Version released; the context gives 18 June 2024" in problems, problems
    # a letter labels as a number does
    evidence = "Station A recorded 812 mm of rain last year, while Station B recorded 654 mm."
    assert bound_conflicts("Station B recorded 654 mm of rain.", evidence) == []
    assert bound_conflicts("Station B recorded 812 mm of rain.", evidence) == [
        "812 mm for Station B recorded rain; the context gives 654 mm"]


def test_numbers_with_thousands_separators_and_a_verb_before_them_are_compared():
    assert bound_conflicts("The Nile is about 6,400 km long.",
                           "The Amazon river is about 6,400 km long. The Nile is about 6,650 km long.") == [
        "6,400 km for Nile long; the context gives 6,650 km"]
    # "employs 145" counts what "employs 320 people" counts
    evidence = "The warehouse in Leeds employs 320 people; the one in Bristol employs 145."
    assert bound_conflicts("The Bristol warehouse employs 320 people.", evidence) == [
        "320 for Bristol warehouse employs people; the context gives 145"]
    assert bound_conflicts("The Bristol warehouse employs 145 people.", evidence) == []
    # "180 completed the trial": the claim says its 240 completed it too
    evidence = "The study enrolled 240 participants. Of these, 180 completed the trial and 60 dropped out."
    assert bound_conflicts("240 participants completed the trial.", evidence) == [
        "240 for participants completed trial; the context gives 180"]
    assert bound_conflicts("180 participants completed the trial.", evidence) == []


def test_a_semicolon_list_that_leaves_out_its_subject_inherits_it():
    evidence = ("Approval limits: team leads may approve purchases up to $1,000; directors up to $25,000; "
                "anything above needs the CFO.")
    assert bound_conflicts("Directors may approve purchases up to $25,000.", evidence) == []
    assert bound_conflicts("Directors may approve purchases up to $1,000.", evidence) == [
        "$1,000 for Directors approve purchases; the context gives $25,000"]
    assert bound_conflicts("Team leads may approve purchases up to $25,000.", evidence) == [
        "$25,000 for Team leads approve purchases; the context gives $1,000"]


def test_a_qualified_duration_and_a_full_name_are_one_value():
    evidence = ("Annual leave: employees receive 25 days per year. Sick leave: up to 10 days per year are paid "
                "in full.")
    assert bound_conflicts("Up to 25 sick days per year are paid in full.", evidence) == [
        "25 days for sick paid full; the context gives 10 days"]
    evidence = "The novel was written by Chimamanda Ngozi Adichie. The film adaptation was directed by Biyi Bandele."
    assert bound_conflicts("The film adaptation was directed by Biyi Bandele.", evidence) == []
    assert bound_conflicts("The film adaptation was directed by Chimamanda Ngozi Adichie.", evidence)


def test_what_the_first_listed_value_is_said_of_holds_for_the_bare_ones_after_it():
    evidence = "Grades: the exam counts for 60% of the final mark, the project for 30% and participation for 10%."
    assert bound_conflicts("The project counts for 30% of the final mark.", evidence) == []
    assert bound_conflicts("The project counts for 60% of the final mark.", evidence) == [
        "60% for project counts final mark; the context gives 30%"]
    assert bound_conflicts("The exam counts for 30% of the final mark.", evidence) == [
        "30% for exam counts final mark; the context gives 60%"]


def test_names_listed_in_one_sentence_are_bound_to_their_roles():
    evidence = "The report was drafted by Sofia Reyes and reviewed by Tomasz Nowak before the board approved it."
    assert bound_conflicts("The report was reviewed by Tomasz Nowak.", evidence) == []
    assert bound_conflicts("The report was reviewed by Sofia Reyes.", evidence)
    # a name ending in s opening a clause is a name when its verb is singular ("Options include" is not)
    assert clauses("Ana is the creative director and Luis manages finance.") == [
        "Ana is the creative director and", "Luis manages finance."]


def test_listings_by_name_with_bare_numbers_and_years():
    # "Europe by 6%" is a piece of its own, and inherits "the region grew sales by"
    evidence = "In the quarter, the Asia region grew sales by 14%, Europe by 6% and North America by 9%."
    assert bound_conflicts("Europe grew sales by 6%.", evidence) == []
    assert bound_conflicts("Europe grew sales by 14%.", evidence) == ["14% for Europe grew sales; the context gives 6%"]
    # a bare number of a listed piece counts what the first piece's number counts
    evidence = "Capacity: the main hall holds 900 people, the east room 150, and the terrace 80."
    assert bound_conflicts("The east room holds 150 people.", evidence) == []
    assert bound_conflicts("The east room holds 900 people.", evidence) == [
        "900 for east room holds people; the context gives 150"]
    # a year is no listed count, and "copies" (what the number counts) is left out on one side
    evidence = ("The first edition sold 40,000 copies in its first year; the paperback edition, released in 2019, "
                "sold 95,000.")
    assert bound_conflicts("The paperback edition sold 95,000 copies.", evidence) == []
    assert bound_conflicts("The paperback edition sold 40,000 copies.", evidence) == [
        "40,000 for paperback edition sold copies; the context gives 95,000"]


def test_table_rows_are_read_under_their_header():
    table = "Tier | Monthly price | API calls\n|---|---|---|\nFree | $0 | 1,000\nPro | $49 | 100,000\nEnterprise | custom | unlimited"
    assert bound_conflicts("The Pro tier includes 100,000 API calls a month.", table) == []
    assert bound_conflicts("The Pro tier includes 1,000 API calls a month.", table) == [
        "1,000 for Pro tier includes API; the context gives 100,000"]


def test_names_point_at_their_clause_and_titles_are_no_sentence_end():
    evidence = "Our Berlin team is led by Klaus Becker, and our Warsaw team by Agnieszka Nowak."
    assert bound_conflicts("The Warsaw team is led by Agnieszka Nowak.", evidence) == []
    assert bound_conflicts("The Warsaw team is led by Klaus Becker.", evidence)
    evidence = "The keynote speaker is Dr. Amara Nwosu; the panel will be moderated by Kevin Walsh."
    assert bound_conflicts("The panel will be moderated by Kevin Walsh.", evidence) == []
    assert bound_conflicts("The panel will be moderated by Amara Nwosu.", evidence)
    # names listed together in the claim do not point at each other's clause
    evidence = ("The Boxer is a breed of medium-sized dog. The Boxer was bred from the Old English Bulldog and the now "
                "extinct Bullenbeisser.")
    assert bound_conflicts("Boxers descended from the Old English Bulldog and the now extinct Bullenbeisser.", evidence) == []


def test_years_a_contrast_and_a_first_name_opening_a_sentence():
    # two years of one sentence, each bound to its verb
    evidence = "The tree was planted in 1820 and reached its full height of 38 metres by 1900."
    assert bound_conflicts("The tree was planted in 1820.", evidence) == []
    assert bound_conflicts("The tree was planted in 1900.", evidence) == ["1900 for tree planted; the context gives 1820"]
    # "but" cuts a listing without a comma
    evidence = "Women make up 46% of the workforce but only 22% of senior management."
    assert bound_conflicts("Women make up 22% of senior management.", evidence) == []
    assert bound_conflicts("Women make up 46% of senior management.", evidence) == [
        "46% for Women make senior management; the context gives 22%"]
    # "Lucia" opens the sentence, and is a first name all the same
    evidence = "Lucia Romano chairs the ethics board, and Peter Lindqvist chairs the finance committee."
    assert bound_conflicts("Peter Lindqvist chairs the finance committee.", evidence) == []
    assert bound_conflicts("Lucia Romano chairs the finance committee.", evidence)


def test_names_beyond_ascii_and_ranges_of_days():
    evidence = "The award was given to Ingrid Sørensen in 2021 and to Hiroshi Mori in 2022."
    assert bound_conflicts("Hiroshi Mori received the award in 2022.", evidence) == []
    assert bound_conflicts("Ingrid Sørensen received the award in 2022.", evidence)
    evidence = "The spring sale runs from 3 to 9 April, and the summer sale from 1 to 14 July."
    assert bound_conflicts("The summer sale starts on 1 July.", evidence) == []
    assert bound_conflicts("The summer sale starts on 3 July.", evidence)


def test_another_modifier_of_the_claims_own_words_is_another_subject():
    # "current account" is not the "savings account" the evidence also speaks of
    evidence = "The current account pays 0.5% interest. The savings account pays 3.2%, and the fixed-term bond pays 4.1%."
    assert bound_conflicts("The savings account pays 3.2% interest.", evidence) == []
    assert bound_conflicts("The savings account pays 0.5% interest.", evidence) == [
        "0.5% for savings account pays interest; the context gives 3.2%"]
    # ordinals modify as adjectives do; a word of the claim itself is no other subject ("phase lasted")
    evidence = ("The first phase of the trial lasted 6 weeks and enrolled 80 patients. The second phase lasted 9 "
                "months and enrolled 420 patients.")
    assert bound_conflicts("The second phase of the trial lasted 9 months.", evidence) == []
    assert bound_conflicts("The second phase of the trial lasted 6 weeks.", evidence) == [
        "42 days for second phase trial lasted; the context gives 9 months"]
    # a listed piece saying its own modifier does not inherit the first piece's ("the platinum card €250")
    evidence = "The classic card has no annual fee. The gold card costs €95 a year, and the platinum card €250 a year."
    assert bound_conflicts("The platinum card costs €250 a year.", evidence) == []
    assert bound_conflicts("The gold card costs €250 a year.", evidence) == ["€250 for gold card costs; the context gives €95"]
    # only a pair the evidence itself uses contrasts: a paraphrase ("new policy" / "revised policy") does not
    evidence = "The revised policy takes effect on 1 March. The old policy expired on 28 February."
    assert bound_conflicts("The new policy takes effect on 1 March.", evidence) == []


def test_measures_convert_within_the_metric_system_and_compare_within_their_kind():
    evidence = "The aluminium frame weighs 1.6 kg. The carbon frame is considerably lighter at 950 g."
    assert bound_conflicts("The carbon frame weighs 950 g.", evidence) == []
    assert bound_conflicts("The carbon frame weighs 0.95 kg.", evidence) == []  # the same mass
    assert bound_conflicts("The carbon frame weighs 1.6 kg.", evidence) == [
        "1.6 kg for carbon frame weighs; the context gives 950 g"]
    # what a measure measures points at its clause ("Weight: 172 g"), and a mass is no value of a storage size
    evidence = "Specifications\n- Screen: 6.1 inches\n- Weight: 172 g\n- Storage: 128 GB or 256 GB"
    assert bound_conflicts("The phone weighs 172 g.", evidence) == []
    assert bound_conflicts("The phone weighs 128 g.", evidence) == ["128 g for phone weighs; the context gives 172 g"]
    # pence are pounds
    evidence = "Overdue books are charged 20p per day. Overdue DVDs are charged £1 per day, up to a maximum of £8."
    assert bound_conflicts("Overdue DVDs are charged £1 per day.", evidence) == []
    assert bound_conflicts("Overdue DVDs are charged 20p per day.", evidence) == [
        "20p for Overdue DVDs charged; the context gives £1"]


def test_spelled_durations_ordinals_table_headers_and_own_clauses():
    evidence = ("Employees with less than five years of service must give one month's notice. After five years, the "
                "notice period rises to three months.")
    assert bound_conflicts("After five years of service the notice period is three months.", evidence) == []
    assert bound_conflicts("After five years of service the notice period is one month.", evidence) == [
        "1 month for service notice period; the context gives 3 months"]
    evidence = "Directory:\n- Reception: ground floor\n- Human resources: 2nd floor\n- Finance: 4th floor"
    assert bound_conflicts("The finance department is on the 4th floor.", evidence) == []
    assert bound_conflicts("The finance department is on the 2nd floor.", evidence) == [
        "2 for finance department floor; the context gives 4"]
    # a header row's words are words, not names: "Employees" says what the bare numbers count
    evidence = "Office | Opened | Employees\nLondon | 2012 | 340\nDublin | 2016 | 85\nBerlin | 2019 | 120"
    assert bound_conflicts("The Dublin office has 85 employees.", evidence) == []
    assert bound_conflicts("The Dublin office has 120 employees.", evidence) == [
        "120 for Dublin office employees; the context gives 85"]
    # a listed piece with its own subject and verb inherits nothing; a gapped one ("and reviewed by") does
    evidence = "Version 2.0 added offline sync. Dark mode arrived in version 2.3, and version 3.0 introduced the plugins."
    assert bound_conflicts("Dark mode was introduced in version 2.3.", evidence) == []
    assert bound_conflicts("Dark mode was introduced in version 3.0.", evidence) == [
        "3 for Dark mode introduced version; the context gives 2.3"]
    evidence = "The stadium hosted the cup semi-final in 1998 and the final in 2004; it was demolished in 2016."
    assert bound_conflicts("The stadium hosted the final in 2004.", evidence) == []
    assert bound_conflicts("The stadium hosted the final in 1998.", evidence) == [
        "1998 for stadium hosted final; the context gives 2004"]
    # "between the two" restates no value
    evidence = "Symptoms include diarrhoea. Belly pains ease after a bowel 1 movement."
    assert bound_conflicts("Symptoms include diarrhoea, constipation or alternating between the two, belly pains "
                           "that ease after a bowel movement.", evidence) == []


def test_the_questions_own_name_is_what_the_answer_is_about():
    # "Indiana" restates the question ("typical weather in indiana"); it is not a name swapped for "Indianapolis"
    evidence = ("The page gives the average weather in Indianapolis Indiana, United States. In Indianapolis, the "
                "summers are long, warm, humid, and wet; the winters are chilly and windy.")
    claim = "The typical weather in Indiana is characterized by long, warm, humid, wet summers."
    assert bound_conflicts(claim, evidence) == [
        "Indiana for typical weather characterized long; the context gives Indianapolis"]
    assert bound_conflicts(claim, evidence, frozenset(), frozenset({"typical", "weather", "indiana"})) == []
    # as the passage's title the line names what all of it is about, Indiana included
    titled = evidence.replace("The page gives the average weather", "Average Weather")
    assert bound_conflicts(claim, titled) == []


def test_table_cells_brackets_colons_names_with_particles_and_a_shared_tail():
    # cells stay apart: "22 December | 5 January" is not 5 December
    evidence = "| Office | Closes | Reopens |\n|---|---|---|\n| Berlin | 22 December | 5 January |\n| Madrid | 24 December | 2 January |"
    assert bound_conflicts("The Berlin office closes on 22 December.", evidence) == []
    assert bound_conflicts("The Berlin office closes on 24 December.", evidence) == [
        "24 December for Berlin office closes; the context gives 22 December"]
    # a bracket saying a value of another subject is a piece of its own
    evidence = "Course fees: £120 for members (£150 for non-members). Materials cost an extra £15."
    assert bound_conflicts("Non-members pay £150 for the course.", evidence) == []
    assert bound_conflicts("Non-members pay £120 for the course.", evidence) == [
        "£120 for Non-members pay course; the context gives £150"]
    # a colon opens a breakdown
    evidence = "The company employs 4,200 people in total: 2,900 at its Shenzhen plant and 1,300 at the headquarters."
    assert bound_conflicts("The Shenzhen plant employs 2,900 people.", evidence) == []
    assert bound_conflicts("The Shenzhen plant employs 4,200 people.", evidence) == [
        "4,200 for Shenzhen plant employs people; the context gives 2,900"]
    # the same modifier of another head is another thing ("e-scooter" / "e-bike")
    evidence = ("The e-scooter has a top speed of 25 km/h and a range of 40 km. The e-bike reaches 32 km/h and has a "
                "range of 90 km.")
    assert bound_conflicts("The e-bike has a top speed of 32 km/h.", evidence) == []
    assert bound_conflicts("The e-bike has a top speed of 25 km/h.", evidence) == [
        "25 km/h for e-bike top speed; the context gives 32 km/h"]
    # "Bram de Vries" is one name, and a list item naming someone opens with a first name
    evidence = "Past winners: 2020 - Leila Navarro; 2021 - Bram de Vries; 2022 - Ama Owusu; 2023 - Jin Park."
    assert bound_conflicts("Ama Owusu won the prize in 2022.", evidence, frozenset({2022.0})) == []
    assert bound_conflicts("Bram de Vries won the prize in 2022.", evidence, frozenset({2022.0}))
    # a later piece keeps what the first piece's tail says before the phrase it replaces
    evidence = "Guidelines recommend 38 grams of fibre a day for men and 25 grams for women."
    assert bound_conflicts("Women should eat 25 grams of fibre a day.", evidence) == []
    assert bound_conflicts("Women should eat 38 grams of fibre a day.", evidence) == [
        "38 grams for Women eat fibre; the context gives 25 grams"]


def test_irregular_plurals_and_a_plain_word_the_evidence_capitalises():
    evidence = ("Tickets cost €14 for adults and €7 for children aged 4 to 15. Family tickets (two adults and two "
                "children) are €38.")
    assert bound_conflicts("A child ticket costs €7.", evidence) == []
    assert bound_conflicts("A child ticket costs €14.", evidence) == ["€14 for child ticket costs; the context gives €7"]
    evidence = ("Littering carries a fixed penalty of £150. Failing to pick up after your dog can result in a £100 "
                "fine, and fly-tipping up to £1,000.")
    assert bound_conflicts("The fine for littering is £150.", evidence) == []
    assert bound_conflicts("The fine for littering is £100.", evidence) == ["£100 for fine littering; the context gives £150"]
    # a name the claim capitalises is no plain word: "Kenji Sato won the women's race" stays a swapped name
    evidence = "The 2023 marathon was won by Kenji Sato in 2:08:41. The women's race was won by Grace Mutua in 2:22:10."
    assert bound_conflicts("Kenji Sato won the women's race.", evidence)


def test_a_claims_first_word_a_listing_keyed_by_names_and_a_claimed_range():
    # the first word is capitalised by grammar: "Online" is the word the evidence opens its sentence with
    evidence = "Paper tax returns must reach the tax office by 31 October. Online returns can be filed until 31 January."
    assert bound_conflicts("Online tax returns can be filed until 31 January.", evidence) == []
    assert bound_conflicts("Online tax returns can be filed until 31 October.", evidence) == [
        "31 October for Online tax returns filed; the context gives 31 January"]
    # each piece is keyed by its own name; the first key is no part of what the later pieces inherit
    evidence = "Flight times from London: Dubai 7 hours, Singapore 13 hours, Sydney 22 hours (with one stop)."
    assert bound_conflicts("The flight to Singapore takes 13 hours.", evidence) == []
    assert bound_conflicts("The flight to Singapore takes 7 hours.", evidence) == [
        "7 hours for flight Singapore takes; the context gives 13 hours"]
    # a range holding the subject's value is no conflict
    evidence = ("There is 42 percent chance of rain and 8 mph winds from the West-Northwest. There is 58 percent "
                "chance of rain and 7 mph winds from the Northwest.")
    assert bound_conflicts("The wind is expected to be around 7-8 mph from the northwest.", evidence) == []


def test_an_opening_phrase_stays_with_its_clause_and_other_specifics_key_it():
    evidence = ("New employees receive 20 vacation days per year. After five years of service, the allowance "
                "increases to 25 days, and after ten years to 30 days.")
    assert bound_conflicts("After five years of service, employees get 25 vacation days per year.", evidence) == []
    assert bound_conflicts("After five years of service, employees get 30 vacation days per year.", evidence)
    # a duration keeps its role: "after 30 days" is when, "within 90 days" how long
    evidence = "Customers get a full refund within 30 days. After 30 days, a partial refund is possible within 90 days."
    assert bound_conflicts("A partial refund is possible within 90 days.", evidence) == []
    assert bound_conflicts("A partial refund is possible within 30 days.", evidence)
    # a month keys the value beside it, and the steps of a change are pieces
    evidence = "Unemployment fell to 4.1% in February before rising to 4.4% in March. In April it was unchanged."
    assert bound_conflicts("The unemployment rate in March was 4.4%.", evidence) == []
    assert bound_conflicts("The unemployment rate in March was 4.1%.", evidence) == [
        "4.1% for unemployment rate; the context gives 4.4%"]


def test_a_pronoun_goes_on_about_the_last_subject():
    evidence = ("Construction of the bridge began in March 1932. It was completed in May 1937 and opened to traffic "
                "later that month.")
    assert bound_conflicts("The bridge was completed in May 1937.", evidence) == []
    assert bound_conflicts("The bridge was completed in March 1932.", evidence) == [
        "March 1932 for bridge completed; the context gives May 1937"]
    # a date the evidence gives without its year is the claim's date
    evidence = ("The ship left Southampton on 10 April 1912. It struck an iceberg late on 14 April and sank in the "
                "early hours of 15 April.")
    assert bound_conflicts("The ship sank on 15 April 1912.", evidence) == []
    assert bound_conflicts("The ship sank on 10 April 1912.", evidence)


def test_the_claims_grammatical_subject_an_exception_and_whom_a_value_is_for():
    evidence = ("Most items can be returned within 30 days of delivery. Electronics must be returned within 14 days, "
                "and perishable goods cannot be returned.")
    assert bound_conflicts("Electronics can be returned within 14 days of delivery.", evidence) == []
    assert bound_conflicts("Electronics can be returned within 30 days of delivery.", evidence)
    evidence = "All staff serve a probation period of three months, except managers, whose probation lasts six months."
    assert bound_conflicts("Managers serve a probation period of six months.", evidence) == []
    assert bound_conflicts("Managers serve a probation period of three months.", evidence)
    evidence = ("The vaccine was approved for adults in December 2020. Approval for children aged 5 to 11 followed in "
                "October 2021.")
    assert bound_conflicts("The vaccine was approved for children in October 2021.", evidence) == []


def test_weekdays_are_values_and_a_listing_counts_one_thing():
    assert _weekdays("Open Monday to Friday, and on Sundays") == frozenset({"1", "2", "3", "4", "5", "7"})
    assert _weekdays("at 8 am on weekends") == frozenset({"6", "7"})
    evidence = ("General waste is collected every Monday. Recycling is collected every other Thursday, and garden "
                "waste on Fridays from March to November.")
    assert bound_conflicts("Recycling is collected every other Thursday.", evidence) == []
    assert bound_conflicts("Recycling is collected every other Monday.", evidence) == [
        "Monday for Recycling collected every; the context gives Thursday"]
    evidence = "Our London office employs 420 people. The Dublin office has 85 staff, and the Berlin office 130."
    assert bound_conflicts("The Dublin office has 85 employees.", evidence) == []
    assert bound_conflicts("The Dublin office has 130 employees.", evidence) == [
        "130 for Dublin office employees; the context gives 85"]
    # "million" scales the value, it counts nothing
    evidence = "The reservoir holds 120 million cubic metres. The two dams were built in 1961."
    assert bound_conflicts("The reservoir holds 120 million cubic metres.", evidence) == []


def test_a_year_meets_a_full_date_and_an_event_is_told_by_its_verb():
    evidence = ("The retailer reached 600 stores in 2004. Sales fell after 2008, and the company filed for "
                "bankruptcy in March 2016.")
    assert bound_conflicts("The company filed for bankruptcy in 2016.", evidence) == []
    assert bound_conflicts("The company filed for bankruptcy in 2008.", evidence) == [
        "2008 for company filed bankruptcy; the context gives 2016"]
    # the subject is the same thing in every sentence; the verb says which event ("the building" is
    # the cathedral, so the right year must not read as a conflict)
    evidence = ("Work on the cathedral started in 1220. The choir was finished by 1258, and the building was "
                "consecrated in 1266, although the spire was only added in 1320.")
    assert bound_conflicts("The cathedral was consecrated in 1266.", evidence) == []


def test_a_claims_pair_of_words_the_evidence_says_apart_and_a_warranty_that_can_be_extended():
    evidence = "The economy grew by 0.3% in the first quarter and by 0.7% in the second, the fastest pace in two years."
    assert bound_conflicts("The economy grew by 0.7% in the second quarter.", evidence) == []
    assert bound_conflicts("The economy grew by 0.3% in the second quarter.", evidence)
    evidence = ("New phones come with a two-year warranty. Refurbished phones carry a one-year warranty, which can be "
                "extended to two years for £29.")
    assert bound_conflicts("Refurbished phones carry a one-year warranty.", evidence) == []
    assert bound_conflicts("Refurbished phones carry a two-year warranty.", evidence)


def test_temperatures_and_a_full_name_said_of_another_part_of_its_clause():
    evidence = "Keep your fridge between 0°C and 5°C. The freezer should be at -18°C or below."
    assert bound_conflicts("The fridge should be kept between 0°C and 5°C.", evidence) == []
    assert bound_conflicts("The freezer should be at -18°C or below.", evidence) == []
    assert bound_conflicts("The freezer should be at 5°C or below.", evidence)
    evidence = ("The lifetime achievement award was presented by actor Julian Marsh to the director Eva Lindgren, "
                "who gave an emotional speech.")
    assert bound_conflicts("Julian Marsh presented the award.", evidence) == []
    assert bound_conflicts("Eva Lindgren presented the award.", evidence)
    # the subject opening its clause owns the predicate up to the next name
    evidence = "In the new production, Anika Roy plays the lead role of Nora, and Felix Brandt plays her husband Torvald."
    assert bound_conflicts("Anika Roy plays the lead role.", evidence) == []
    # a one-word capitalised word is as often a button: never swapped within its clause
    evidence = "Press the Volume keys to highlight Recovery Mode, then press the Power key to select it."
    assert bound_conflicts("Select Recovery Mode using the Power key.", evidence) == []


def test_an_event_the_evidence_never_names_is_not_bound_to_another():
    # "walked out" is the strike's beginning, but nothing says so: the date is unsupported at most,
    # never a conflict with the day the strike ended
    evidence = ("Talks broke down on 2 March. Workers walked out on 9 March, and the strike ended on 27 April after "
                "a new pay deal was agreed.")
    assert bound_conflicts("The strike began on 9 March.", evidence) == []
    assert bound_conflicts("The strike ended on 9 March.", evidence) == ["9 March for strike ended; the context gives 27 April"]


def test_a_clause_of_another_year_day_or_time_is_about_another_occasion():
    # the claim's year keys its value: the forecast for 2026 shares more words with the claim, but it
    # is of another year (asked "What were ticket sales in 2024?": the year is the question's own)
    evidence = ("Ticket sales reached €19 million in 2025, up from €14 million in 2024. The organisers expect "
                "ticket sales of about €22 million in 2026.")
    asked = frozenset({2024.0})
    assert bound_conflicts("The organisers' ticket sales were €14 million in 2024.", evidence, asked) == []
    assert bound_conflicts("The organisers' ticket sales were €19 million in 2024.", evidence, asked) == [
        "€19 million for organisers ticket sales; the context gives €14 million"]
    # a weekday keys a schedule's times; a clause of other days says nothing of it
    hours = "Opening times: weekdays 7:30 to 18:00; Sunday 10:00 to 14:00. In August the library opens at 9:00."
    assert bound_conflicts("On Sundays the library closes at 14:00.", hours) == []
    assert bound_conflicts("On Sundays the library closes at 18:00.", hours) != []


def test_a_sentence_dated_from_the_one_before():
    evidence = ("The first festival was held in 2015 in a car park. Two years later, it moved to the riverside "
                "park and drew 12,000 visitors.")
    assert bound_conflicts("The festival moved to the riverside park in 2017.", evidence) == []
    assert bound_conflicts("The festival moved to the riverside park in 2015.", evidence) != []
    assert clauses_values("The Act was passed in 1998. The following year, it was amended.") == [
        {"1998"}, {"1999"}]


def clauses_values(evidence: str) -> list[set[str]]:
    from rageval_pipeline.core.judges.binding.evidence import _clauses

    return [set(c.values["number"]) for c in _clauses(evidence)]


def test_a_compound_adjective_is_no_verb_and_a_pronoun_opens_no_phrase():
    # "better-equipped" does not end the subject: "it" goes on about the second expedition
    evidence = ("The first survey team left in 1921 and returned after 9 months. A second, well-funded team set "
                "out in 1924; it stayed 17 months.")
    assert bound_conflicts("The second team stayed 17 months.", evidence) == []
    assert bound_conflicts("The second team stayed 9 months.", evidence) != []
    # "On Mondays it closes at 20:00," is a clause with a subject, not an opening phrase of the next piece
    evidence = "The pool opens at 6:00. On Mondays it closes at 20:00, and on the last Friday of the month at 16:00."
    assert bound_conflicts("On Mondays the pool closes at 20:00.", evidence) == []
    assert bound_conflicts("On Mondays the pool closes at 16:00.", evidence) != []


def test_a_long_listing_of_short_pieces_is_cut_but_a_long_run_on_is_not():
    evidence = ("Among the 1,500 members polled, 52% prefer evening classes, 27% want weekend sessions, 13% favour "
                "mornings and the remaining 8% have no preference.")
    assert bound_conflicts("27% of members want weekend sessions.", evidence) == []
    assert bound_conflicts("13% of members want weekend sessions.", evidence) != []
    run_on = ("Per the county guidance, pupils in years 7, 8, 9 and 10 who live more than three miles from school "
              "are eligible for a free bus pass, a travel grant, or Scheme 2.")
    assert len(clauses(run_on)) == 1


def test_a_heading_line_is_what_its_items_are_about():
    evidence = "Parking charges:\nCars: £6 per day\nLorries (up to 7.5 t): £9 per day\nCoaches: £25 per day"
    assert bound_conflicts("Lorry parking is charged at £9 per day.", evidence) == []
    assert bound_conflicts("Lorry parking is charged at £6 per day.", evidence) != []
    # a blank line ends what the heading is about
    from rageval_pipeline.core.judges.binding.tables import _list_headings

    assert _list_headings("Fees:\nAdult: €10\n\nOpening: 9:00") == {"Adult: €10": "Fees"}


def test_a_clause_opening_with_a_heading_lists_the_rest_about_it():
    evidence = ("Dogs over 20 kg: feed 3 cups a day, split into two meals. Dogs under 10 kg: feed 1 cup a day, "
                "no more than 2 treats in 24 hours.")
    assert bound_conflicts("Dogs under 10 kg should get no more than 2 treats in 24 hours.", evidence) == []


def test_a_general_noun_and_a_personal_pronoun_go_on_about_what_came_before():
    evidence = "Inflation averaged 2.9% across the euro area in May. The rate was highest in Estonia at 5.1%."
    assert bound_conflicts("Inflation in Estonia was 5.1%.", evidence) == []
    assert bound_conflicts("Inflation in Estonia was 2.9%.", evidence) != []
    evidence = ("Clara Voss joined the orchestra on 3 March 2011, but her first concert was postponed. She finally "
                "performed on 9 September 2011.")
    assert bound_conflicts("Clara Voss first performed on 3 March 2011.", evidence) != []
    assert bound_conflicts("Clara Voss first performed on 9 September 2011.", evidence) == []


def test_a_name_of_another_role_in_a_passive_or_another_clause_is_swapped():
    evidence = ("The opera's libretto is by Ada Lindqvist. The music was composed by Piotr Zielinski, and the "
                "premiere was conducted by Mei Chen in 1925.")
    assert bound_conflicts("The libretto was written by Piotr Zielinski.", evidence) != []
    assert bound_conflicts("Ada Lindqvist composed the music.", evidence) != []
    assert bound_conflicts("Piotr Zielinski composed the music.", evidence) == []
    # a title is no word of the subject: "Dr." does not point at the doctor's own clause
    evidence = "The clinic is run by Professor Ines Rocha. Dr. Sam Patel manages the pharmacy."
    assert bound_conflicts("Dr. Sam Patel runs the clinic.", evidence) != []


def test_an_occasion_stated_with_the_claims_count_and_a_sized_model():
    evidence = ("The market had 2,400 visitors on Thursday. Friday was the quietest day, with 1,100 visitors, and "
                "about 3,900 people came on Saturday.")
    assert bound_conflicts("1,100 people visited the market on Friday.", evidence) == []
    assert bound_conflicts("3,900 people visited the market on Friday.", evidence) != []
    evidence = "The 27-inch monitor costs $329 and the 32-inch monitor $449."
    assert bound_conflicts("The 32-inch monitor costs $449.", evidence) == []
    assert bound_conflicts("The 32-inch monitor costs $329.", evidence) != []


def test_a_month_keys_a_listed_value_and_an_approximation_contrasts_nothing():
    evidence = "Average sunshine: May 210 hours, June 225 hours, July 240 hours."
    assert bound_conflicts("June gets about 225 hours of sunshine.", evidence) == []
    assert bound_conflicts("June gets about 240 hours of sunshine.", evidence) != []
    evidence = "The e-reader's battery lasts up to 6 weeks. The phone manages around 20 hours of talk time."
    assert bound_conflicts("The phone lasts around 20 hours of talk time.", evidence) == []
    assert bound_conflicts("The phone lasts around 6 weeks of talk time.", evidence) != []


def test_words_only_another_subjects_clause_uses_are_not_asked_of_the_subjects():
    evidence = "The first interview takes place on 4 May. The second interview follows on 11 May."
    assert bound_conflicts("The second interview takes place on 11 May.", evidence) == []
    assert bound_conflicts("The second interview takes place on 4 May.", evidence) != []


def test_a_tables_cells_are_said_of_their_column_and_a_colon_key_of_its_piece():
    evidence = ("| Model | Price | Battery |\n|---|---|---|\n| Lite | $199 | 9 hours |\n| Pro | $349 | 14 hours |")
    assert bound_conflicts("The Pro model costs $349.", evidence) == []
    assert bound_conflicts("The Pro model's battery lasts 9 hours.", evidence) != []
    evidence = "Recommended cooking times: beef 20 minutes, lamb 15 minutes."
    assert bound_conflicts("Lamb should cook for 15 minutes.", evidence) == []
    assert bound_conflicts("Lamb should cook for 20 minutes.", evidence) != []


def test_names_keyed_by_names_and_a_name_with_its_affiliation():
    evidence = "The stores are led by experienced managers: Leeds by Omar Farah, York by Jane Holt, and Hull by Li Na."
    assert bound_conflicts("Jane Holt manages the York store.", evidence) == []
    assert bound_conflicts("Omar Farah manages the York store.", evidence) != []
    evidence = ("The survey was designed by Dr. Sara Quinn of the Centre for Urban Studies. It was funded by the "
                "council and analysed by Professor Ken Ito.")
    assert bound_conflicts("The survey was designed by Professor Ken Ito.", evidence) != []
    assert bound_conflicts("The survey was designed by Dr. Sara Quinn.", evidence) == []


def test_amounts_read_as_the_text_writes_them():
    assert bound_conflicts("The premium plan costs £1,200 a year.",
                           "The basic plan costs £1,200 a year and the premium plan £2,450.") == [
        "£1,200 for premium plan costs; the context gives £2,450"]


def test_now_against_a_year_and_not_until_is_no_negation():
    evidence = "The service launched in 2020 with 9 routes. It now runs 27, and 5 of them overnight."
    assert bound_conflicts("The service now runs 27 routes.", evidence) == []
    assert bound_conflicts("The service now runs 9 routes.", evidence) != []
    evidence = ("Work on the canal began in 1792. The first stretch opened in 1796, but the whole canal was not "
                "finished until 1805.")
    assert bound_conflicts("The whole canal was finished in 1805.", evidence) == []


def test_a_part_of_a_count_and_an_amount_said_of_another_thing():
    evidence = "The school has 1,240 pupils, of whom 310 are in the sixth form."
    assert bound_conflicts("The school has 1,240 pupils.", evidence) == []
    assert bound_conflicts("The school has 310 pupils.", evidence) == ["310 for school pupils; the context gives 1,240"]
    evidence = "The stadium was built for $1.2 billion on a budget of $800 million."
    assert bound_conflicts("The stadium was built for $1.2 billion.", evidence) == []
    assert bound_conflicts("The stadium was built for $800 million.", evidence) == [
        "$800 million for stadium built; the context gives $1.2 billion"]
    # both ends of a range are said of one thing
    assert bound_conflicts("Grants of up to £5,000 are available.", "Grants from £500 to £5,000 are available.") == []


def test_he_or_she_after_a_sentence_naming_someone_as_its_object():
    evidence = ("In May the board dismissed chief executive Paul Reyes. He was replaced by his deputy, Ines Alba, "
                "and the board's chair, Tom Ng, oversaw the handover.")
    assert bound_conflicts("Paul Reyes was replaced by Ines Alba.", evidence) == []
    assert bound_conflicts("Paul Reyes was replaced by Tom Ng.", evidence) != []


def test_an_item_opening_with_and_waits_for_its_value():
    from rageval_pipeline.core.judges.binding.pieces import _pieces

    assert [piece for piece, _ in _pieces("The first bridge opened in 1890, and the second one, the Iron Span, "
                                           "in 1932.")] == ["The first bridge opened in 1890, ",
                                                            "and the second one, the Iron Span, in 1932."]


def test_a_scoped_measure_noun_goes_on_about_the_last_measure():
    evidence = "Nationally, 22% of households rent privately. In the capital the share is 31%, and in rural areas 14%."
    assert bound_conflicts("In the capital, 31% of households rent privately.", evidence) == []
    assert bound_conflicts("In the capital, 22% of households rent privately.", evidence) != []


def test_names_beyond_ascii_are_whole_names_in_the_plain_check():
    from rageval_pipeline.core.judges.text import extract_entities

    assert extract_entities("The symphony was written by Antonín Dvořák and premiered by Tomáš Baťa.") == [
        "Antonín Dvořák", "Tomáš Baťa"]


def test_what_a_first_value_is_a_share_of_and_where_a_change_started():
    evidence = "So far 81% of members have renewed, and 12% are on a payment plan. Among staff, 95% have renewed."
    assert bound_conflicts("12% of members are on a payment plan.", evidence) == []
    assert bound_conflicts("81% of members are on a payment plan.", evidence) != []
    evidence = "Exports made up 44% of output last year, up from 39% the year before. Services added 8%."
    assert bound_conflicts("Exports made up 44% of output last year.", evidence) == []
    assert bound_conflicts("Exports made up 39% of output last year.", evidence) != []
    # a change the claim tells itself, and a range, start from nothing another value replaced
    assert bound_conflicts("Exports rose from 39% to 44% of output.", evidence) == []
    assert bound_conflicts("Tickets start at $10 per person.", "Tickets range from $10 to $20 per person.") == []


def test_a_row_about_a_narrower_thing_is_not_the_claims_row():
    evidence = "| Class | Bags |\n|---|---|\n| Economy | 1 |\n| Premium economy | 2 |\n| Business | 3 |"
    assert bound_conflicts("Economy passengers may check 1 bag.", evidence) == []
    assert bound_conflicts("Economy passengers may check 2 bags.", evidence) != []
    assert bound_conflicts("Premium economy passengers may check 2 bags.", evidence) == []
    # with no row naming the thing itself, neither row is preferred: nothing to contradict
    assert bound_conflicts("The ticket costs £12.", "A standard ticket costs £12. A premium ticket costs £20.") == []


def test_the_opposite_modifier_speaks_of_the_other_thing():
    evidence = "The old county hospital had 310 beds. Its replacement, which opened in 2019, has 450 beds."
    assert bound_conflicts("The new hospital has 450 beds.", evidence) == []
    assert bound_conflicts("The new hospital has 310 beds.", evidence) != []
    evidence = "Indoor seating holds 120 people. Outdoor seating on the terrace holds 40 people."
    assert bound_conflicts("Outdoor seating holds 40 people.", evidence) == []
    assert bound_conflicts("Outdoor seating holds 120 people.", evidence) != []
    # the opposite of a modifier of another word of the claim says nothing ("old" is of the fee, "new" of the policy)
    assert bound_conflicts("The new policy raised the fee from £10 to £15.",
                           "Under the old policy the fee was £10. The new policy sets it at £15.") == []


def test_what_someones_work_did_they_did_but_not_what_their_deputy_did():
    evidence = ("Ngozi Adeyemi published her debut novel in 2008. Her third book, The Salt Road, won the national "
                "fiction prize in 2015. Kofi Mensah won it in 2019.")
    assert bound_conflicts("Ngozi Adeyemi won the national fiction prize in 2015.", evidence) == []
    assert bound_conflicts("Kofi Mensah won the national fiction prize in 2015.", evidence) != []
    evidence = "Paul Reyes resigned in March. His deputy, Ines Alba, took over in May."
    assert bound_conflicts("Ines Alba took over in May.", evidence) == []
    assert bound_conflicts("Paul Reyes took over in May.", evidence) != []


def test_an_event_told_by_another_verb_is_found_by_what_did_it():
    evidence = "The town received its charter in 1712. The railway arrived in 1868, and the population doubled by 1901."
    assert bound_conflicts("The railway reached the town in 1868.", evidence) == []
    assert bound_conflicts("The railway reached the town in 1712.", evidence) != []
    # where the evidence uses the claim's verb, the verb says which clause is meant
    evidence = "The theatre was badly damaged by fire in 1941. Restoration began in 1948, and it finally reopened in 1951."
    assert bound_conflicts("The theatre reopened in 1951.", evidence) == []


def test_the_same_modified_modifier_with_another_head_is_the_same_thing():
    evidence = ("The full-time MBA takes 12 months to complete. The part-time version is spread over 24 months, "
                "with classes on alternate weekends.")
    assert bound_conflicts("The part-time MBA is spread over 24 months.", evidence) == []
    assert bound_conflicts("The part-time MBA is spread over 12 months.", evidence) != []


def test_a_listing_of_people_with_their_roles_says_whose_role_it_is():
    evidence = ("Executive team: Amelia Grant (Chief Executive Officer), Rohan Mehta (Chief Financial Officer), "
                "Lucy Chen (Chief Technology Officer) and Oscar Fields (General Counsel).")
    assert bound_conflicts("Rohan Mehta is the Chief Financial Officer.", evidence) == []
    # (told by the bracketed titles, which give each office its holder by full name)
    assert bound_conflicts("Lucy Chen is the Chief Financial Officer.", evidence) == [
        "Lucy Chen for Chief Financial Officer; the context gives Rohan Mehta"]
    assert bound_conflicts("Ana Silva is a committee member.",
                           "The committee members are Ana Silva, Ben Okafor, Carla Ruiz and Dev Patel.") == []


def test_a_subject_set_off_by_a_phrase_and_an_item_waiting_for_its_value():
    evidence = ("The documentary, narrated by actor Sam Whitlock, was directed by Mei Lin and produced by her "
                "long-time collaborator Arjun Das.")
    assert bound_conflicts("The documentary was directed by Mei Lin.", evidence) == []
    assert bound_conflicts("The documentary was directed by Sam Whitlock.", evidence) != []
    evidence = ("The start-up raised $4m in a seed round in 2019. Its Series A in 2021 brought in $18m, and the "
                "Series B, led by Northlight Ventures, raised $55m last month.")
    assert bound_conflicts("The Series B raised $55m.", evidence) == []
    assert bound_conflicts("The Series B raised $18m.", evidence) != []


def test_an_action_noun_is_found_where_its_verb_is():
    evidence = ("The novel was written in Portuguese by Tiago Ramos in 1998. The English translation, by Catherine "
                "Lowe, appeared in 2003; a French edition followed, translated by Luc Perrin.")
    assert bound_conflicts("The novel was translated into English by Catherine Lowe.", evidence) == []
    assert bound_conflicts("The novel was translated into English by Luc Perrin.", evidence) != []


def test_a_claim_listing_names_where_the_evidence_lists_others():
    evidence = ("Lumen Labs was founded in 2014 by Aisha Bello and Tom Hargreaves. In 2020 it was bought by Vertex "
                "Group, whose chief executive, Carl Jensen, merged it with another unit.")
    assert bound_conflicts("Lumen Labs was founded by Aisha Bello and Tom Hargreaves.", evidence) == []
    assert bound_conflicts("Lumen Labs was founded by Aisha Bello and Carl Jensen.", evidence) != []


def test_a_count_written_with_a_thousands_separator_is_no_year():
    evidence = ("Of the company's 5,800 employees, 1,250 work in research and development, 2,100 in manufacturing "
                "and 900 in sales.")
    assert bound_conflicts("1,250 employees work in research and development.", evidence) == []
    assert bound_conflicts("2,100 employees work in research and development.", evidence) != []


def test_respectively_pairs_each_listed_thing_with_its_value():

    assert _respectively("The north and south reservoirs hold 45 and 120 million cubic metres respectively.") == [
        "The north reservoirs hold 45 million cubic metres.", "The south reservoirs hold 120 million cubic metres."]
    assert _respectively("Revenue, profit and cash rose 5%, 3% and 9%, respectively, last year.") == [
        "Revenue rose 5%, last year.", "profit rose 3%, last year.", "cash rose 9%, last year."]
    assert _respectively("They were praised respectively.") == ["They were praised respectively."]
    # a thousands separator is no list separator
    assert _respectively("Men and women won 1,200 and 900 medals, respectively.") == [
        "Men won 1,200 medals.", "women won 900 medals."]
    evidence = "The Basic and Plus plans cost £60 and £96 a year respectively."
    assert bound_conflicts("The Plus plan costs £96 a year.", evidence) == []
    assert bound_conflicts("The Plus plan costs £60 a year.", evidence) == ["£60 for Plus plan costs; the context gives £96"]
    evidence = "The north and south reservoirs hold 45 and 120 million cubic metres respectively."
    assert bound_conflicts("The north reservoir holds 120 million cubic metres.", evidence) == [
        "120 million for north reservoir holds cubic; the context gives 45 million"]


def test_a_possessive_names_its_owner_and_a_superlative_names_no_other_kind():
    evidence = ("In the euro area, unemployment averaged 6.5% last year. Spain had the highest rate at 11.8%, "
                "while Germany's was 3.1%.")
    assert bound_conflicts("Spain's unemployment rate was 11.8%.", evidence) == []
    assert bound_conflicts("Spain's unemployment rate was 6.5%.", evidence) != []


def test_a_subject_of_something_is_found_by_its_head():
    evidence = ("The words of the national anthem were written by the poet Karel Novotny in 1918. The music was "
                "composed by Josef Vlach, a church organist, a year later.")
    assert bound_conflicts("The music of the national anthem was composed by Josef Vlach.", evidence) == []


def test_a_later_piece_keeps_what_the_first_value_is_a_share_of():
    evidence = "Inspectors rated 19% of schools outstanding and 68% good. A further 11% require improvement."
    assert bound_conflicts("Inspectors rated 68% of schools good.", evidence) == []
    assert bound_conflicts("Inspectors rated 19% of schools good.", evidence) != []


def test_the_whole_a_share_is_of_opens_the_listing_and_a_separated_count_is_no_year():
    evidence = ("Of the 1,215 plant species assessed, 342 are classed as endangered and 188 as critically "
                "endangered. A further 95 are already extinct in the wild.")
    assert bound_conflicts("342 of the plant species assessed are classed as endangered.", evidence) == []
    assert bound_conflicts("188 of the plant species assessed are classed as endangered.", evidence) != []
    evidence = "The main auditorium seats 2,150. The recital hall seats 450 and the studio 120."
    assert bound_conflicts("The recital hall seats 450.", evidence) == []
    assert bound_conflicts("The recital hall seats 2,150.", evidence) == [
        "2,150 for recital hall seats; the context gives 450"]


def test_a_plural_unit_is_no_subject_word():
    evidence = ("Knead the dough for 10 minutes, then leave it to rise for 1 hour until doubled. After shaping, let "
                "it prove for another 30 minutes before baking.")
    assert bound_conflicts("Leave the dough to rise for 1 hour.", evidence) == []
    assert bound_conflicts("Leave the dough to rise for 30 minutes.", evidence) != []


def test_an_events_verb_says_which_clause_is_meant():
    evidence = ("The two banks announced their merger on 12 May 2021. Shareholders approved it in September, and "
                "the deal closed on 1 February 2022.")
    assert bound_conflicts("The merger closed on 1 February 2022.", evidence) == []
    assert bound_conflicts("The merger closed on 12 May 2021.", evidence) != []


def test_a_later_clause_ending_on_a_bare_value_counts_what_the_first_counts():
    evidence = ("In the 2022-23 season, striker Lena Okafor scored 27 league goals for Riverside FC, while her "
                "teammate Maya Tran added 14.")
    assert bound_conflicts("Maya Tran scored 14 league goals for Riverside FC in 2022-23.", evidence) == []
    assert bound_conflicts("Maya Tran scored 27 league goals for Riverside FC in 2022-23.", evidence) != []


def test_a_plural_before_a_value_is_a_subject_not_a_modifier():
    evidence = "Adult admission is €18 and students pay €9; children under 12 enter free."
    assert bound_conflicts("Student admission costs €9.", evidence) == []
    assert bound_conflicts("Student admission costs €18.", evidence) != []


def test_the_one_clause_saying_the_subject_holds_whatever_variant_it_names():
    evidence = "The standard VAT rate is 20%; a reduced rate of 5% applies to domestic energy and car seats."
    assert bound_conflicts("Domestic energy is subject to a VAT rate of 5%.", evidence) == []
    assert bound_conflicts("Domestic energy is subject to a VAT rate of 20%.", evidence) != []
    # (but not where another clause says the claim's thing itself: "A second shop followed in 2016")
    evidence = ("The bakery opened its first shop on Market Street in 2012. A second shop followed in 2016 in the "
                "station arcade, and a third in 2021.")
    assert bound_conflicts("The bakery opened its second shop in 2016.", evidence) == []


def test_a_subject_of_several_words_said_by_one_clause_only():
    evidence = ("Patients with an uncomplicated Achilles tendon repair wear a walking boot for between 8 and 10 "
                "weeks, whereas return to running is usually allowed only after 6 months.")
    claim = "Return to running is usually permitted only after {} following an uncomplicated Achilles tendon repair."
    assert bound_conflicts(claim.format("6 months"), evidence) == []
    assert bound_conflicts(claim.format("10 weeks"), evidence) != []


def test_a_table_rows_word_cells_go_with_each_value_and_a_name_opening_a_row():
    evidence = "Office | Country manager | Opened\nLisbon | Rui Santos | 2016\nWarsaw | Agnieszka Nowak | 2018"
    assert bound_conflicts("The Warsaw office, managed by Agnieszka Nowak, opened in 2018.", evidence) == []
    assert bound_conflicts("The Warsaw office, managed by Agnieszka Nowak, opened in 2016.", evidence) != []
    evidence = "Route | Departs | Crossing time\nDover–Calais | 08:15 | 90 minutes\nPortsmouth–Caen | 08:45 | 6 hours"
    assert bound_conflicts("The Portsmouth–Caen crossing takes 6 hours.", evidence) == []
    assert bound_conflicts("The Portsmouth–Caen crossing takes 90 minutes.", evidence) != []


def test_respectively_after_names_of_several_words_and_values_mid_sentence():
    evidence = ("In the 2023 exams, Hillcrest Academy and St Brendan's saw 72% and 64% of pupils achieve a grade 4 "
                "or above in maths, respectively.")
    assert bound_conflicts("At St Brendan's, 64% of pupils achieved a grade 4 or above in maths.", evidence) == []
    assert bound_conflicts("At St Brendan's, 72% of pupils achieved a grade 4 or above in maths.", evidence) != []
    evidence = "Paris, Lyon and Nice had 5, 6 and 7 stations, respectively."
    assert clauses(evidence) == ["Paris had 5 stations.", "Lyon had 6 stations.", "Nice had 7 stations."]


def test_a_short_version_label_and_the_name_said_of_it():
    evidence = "v3.0 (codename Aurora) shipped in January 2023; v4.0 (codename Borealis) shipped in September 2023."
    assert bound_conflicts("Version 4.0 was codenamed Borealis.", evidence) == []
    assert bound_conflicts("Version 4.0 was codenamed Aurora.", evidence) != []


def test_two_names_joined_by_and_are_one_listing():
    evidence = ("Shipments to Scandinavia are handled by our Gothenburg warehouse; orders to Spain and Portugal ship "
                "from our Zaragoza warehouse.")
    assert bound_conflicts("Orders to Spain and Portugal ship from the Zaragoza warehouse.", evidence) == []
    assert bound_conflicts("Orders to Spain and Portugal ship from the Gothenburg warehouse.", evidence) != []


def test_off_peak_is_another_subject_than_peaks():
    evidence = ("On the Northfield Metro, the Red Line runs every 4 minutes during weekday peaks and every 8 minutes "
                "off-peak. The Blue Line operates every 6 minutes at peak times.")
    assert bound_conflicts("Off-peak, Red Line trains run every 8 minutes.", evidence) == []
    assert bound_conflicts("Off-peak, Red Line trains run every 4 minutes.", evidence) != []


def test_the_clause_naming_the_claims_name_in_a_listing_keyed_by_names():
    evidence = ("According to the Q2 2024 market report, median asking prices for two-bedroom flats were £412,000 in "
                "Clifton, £298,000 in Bedminster and £265,000 in Southville.")
    claim = "In Q2 2024, the median asking price for a two-bedroom flat in Bedminster was {}."
    assert bound_conflicts(claim.format("£298,000"), evidence) == []
    assert bound_conflicts(claim.format("£265,000"), evidence) != []


def test_two_names_next_to_a_count_are_both_asserted():
    evidence = "Club | Top scorer | Goals\nRiverside FC | Marco Vidal | 21\nAshby Town | Tomás Reyes | 17"
    assert bound_conflicts("Ashby Town's top scorer was Tomás Reyes, who netted 17 goals.", evidence) == []
    assert bound_conflicts("Ashby Town's top scorer was Marco Vidal, who netted 17 goals.", evidence) != []


def test_a_name_after_a_subject_naming_no_one_is_asserted_beside_a_value():
    evidence = ("The council awarded the five-year waste collection contract, worth £14.2 million, to GreenCycle Ltd. "
                "A separate three-year street-lighting maintenance contract went to Lumen Services.")
    claim = "The five-year waste collection contract, valued at £14.2 million, was won by {}."
    assert bound_conflicts(claim.format("GreenCycle Ltd"), evidence) == []
    assert bound_conflicts(claim.format("Lumen Services"), evidence) != []
    # (a label is no name: "Flights to Lisbon depart from Terminal 5" checks the terminal's number only)


def test_a_heading_with_a_date_over_list_items():
    evidence = ("Grain prices at the Wagga Wagga depot, 3 June:\n- Wheat (APW1): A$365 per tonne\n- Canola: A$712 "
                "per tonne\n- Feed barley: A$298 per tonne")
    claim = "On 3 June, canola was fetching {} per tonne at the Wagga Wagga depot."
    assert bound_conflicts(claim.format("A$712"), evidence) == []
    assert bound_conflicts(claim.format("A$365"), evidence) != []


def test_a_capitalised_word_the_claim_writes_plainly_is_no_other_name():
    evidence = ("Batteries: take to the Harlow Road recycling centre. Electrical items: take to the Mill Lane depot "
                "(open Wed–Sun).")
    assert bound_conflicts("Old electrical items should be taken to the Mill Lane depot.", evidence) == []


def test_an_adjective_in_ed_after_an_owner_is_no_verb():
    evidence = ("Volta Mobile's 20 GB plan costs £12 per month and its unlimited plan costs £25 per month, both on "
                "12-month contracts.")
    assert bound_conflicts("Volta Mobile's unlimited plan costs £25 per month.", evidence) == []
    assert bound_conflicts("Volta Mobile's unlimited plan costs £12 per month.", evidence) != []
    # nor is a noun in "-eed": "Near schools the speed limit is 30 km/h" has no verb "speed"
    evidence = ("The general speed limit in built-up areas is 50 km/h. Near schools and playgrounds it is reduced to "
                "30 km/h, while on expressways it rises to 100 km/h.")
    assert bound_conflicts("Near schools the speed limit is 30 km/h.", evidence) == []


def test_a_name_as_the_claims_subject_weighs_as_its_subject():
    evidence = ("In the 2023 mayoral election in Port Alden, challenger Maria Okafor won with 48.6% of the vote, ahead "
                "of the incumbent, Daniel Reyes, who took 39.1%. Turnout was 41%, down from 47% in 2019.")
    claim = "{} won the 2023 Port Alden mayoral election with 48.6% of the vote."
    assert bound_conflicts(claim.format("Maria Okafor"), evidence) == []
    assert bound_conflicts(claim.format("Daniel Reyes"), evidence) != []


def test_a_season_keys_its_value_as_a_month_does():
    evidence = ("Under the new timetable, the Calder Sound ferry will sail every 90 minutes in summer, compared with "
                "every 2 hours in winter. The crossing itself takes 35 minutes.")
    claim = "Under the new timetable, the Calder Sound ferry will sail every {} in winter."
    assert bound_conflicts(claim.format("2 hours"), evidence) == []
    assert bound_conflicts(claim.format("90 minutes"), evidence) != []


def test_a_verb_said_plainly_and_negated_and_a_for_going_back():
    evidence = ("At Brewline, a regular flat white costs $4.20 and an oat-milk upgrade adds $0.60, whereas rival chain "
                "Kettle & Bean charges $3.85 for the same drink and does not charge extra for plant-based milk.")
    assert bound_conflicts("Kettle & Bean charges $3.85 for a regular flat white.", evidence) == []
    assert bound_conflicts("Kettle & Bean charges $4.20 for a regular flat white.", evidence) != []


def test_a_comparative_after_a_noun_is_no_pair_of_words():
    evidence = ("Alpenhorn resort will open its lifts on 30 November and close on 21 April, whereas neighbouring "
                "Steinberg, which sits lower in the valley, plans to open on 14 December, snow permitting.")
    claim = "Steinberg, the neighbouring resort lower in the valley, plans to open on {}, snow permitting."
    assert bound_conflicts(claim.format("14 December"), evidence) == []
    assert bound_conflicts(claim.format("30 November"), evidence) != []


def test_the_womens_race_is_not_the_mens():
    evidence = ("At this year's Lakeside Championships, the men's singles draw featured 64 players while the women's "
                "singles draw had 32 players. Play ran over eight days.")
    claim = "The women's singles draw at this year's Lakeside Championships had {} players."
    assert bound_conflicts(claim.format("32"), evidence) == []
    assert bound_conflicts(claim.format("64"), evidence) != []


def test_the_piece_saying_more_of_the_claims_names():
    evidence = ("Hallam United signed striker Luca Moretti from Genoa for €18 million and goalkeeper Anders Holm from "
                "Brøndby for €4 million; manager Claire Dawson said both would be available.")
    assert bound_conflicts("Hallam United signed goalkeeper Anders Holm from Brøndby for €4 million.", evidence) == []
    assert bound_conflicts("Hallam United signed goalkeeper Anders Holm from Brøndby for €18 million.", evidence) != []


def test_a_month_named_alone_is_bound_to_its_subject():
    evidence = ("Pension scheme calendar: the annual pension increase is applied each April; annual benefit statements "
                "are issued each July; the scheme's annual general meeting is held each November.")
    assert bound_conflicts("Annual benefit statements are issued each July.", evidence) == []
    assert bound_conflicts("Annual benefit statements are issued each April.", evidence) == [
        "April for Annual benefit statements issued; the context gives July"]


def test_a_span_of_months_holds_every_month_in_it():
    evidence = ("Greenway Park's outdoor pool is open from May to September; the ice rink operates from November to "
                "February; the botanical glasshouse closes for maintenance every January.")
    assert bound_conflicts("The ice rink opens in November and operates until February.", evidence) == []
    assert bound_conflicts("The ice rink is open in December.", evidence) == []
    assert bound_conflicts("The ice rink opens in May and operates until February.", evidence) != []
    # a date's month is a month stated; "May" as a verb or a name is no month
    assert binding_values._values("Staff may apply. June Carter sang on 3 July 2024.")["month"] == frozenset()
    assert binding_values._values("It runs May–June, and again in October.")["month"] == frozenset({"5", "6", "10"})


def test_the_company_goes_on_about_the_organisation_last_named():
    evidence = ("Norvale Systems reported third-quarter revenue of $412 million, up from $368 million a year earlier. "
                "Net income rose to $57 million from $41 million. The company raised its full-year revenue guidance "
                "to $1.62 billion, compared with the $1.55 billion it had forecast in July.")
    claim = "Norvale is now guiding for full-year revenue of {}."
    assert bound_conflicts(claim.format("$1.62 billion"), evidence) == []
    assert bound_conflicts(claim.format("$1.55 billion"), evidence) != []


def test_hours_written_h_are_hours():
    # (each one duration told in two units)
    assert binding_values._values("falls from 2 h 14 min to 1 h 52 min")["duration"] == frozenset({"minutes:134", "minutes:112"})


def test_a_title_line_over_a_list_is_what_its_items_are_about():
    evidence = ("AeroBrew X2 Coffee Grinder - Specifications\n• Burr type: 40 mm conical steel\n• Grind settings: 31\n"
                "• Hopper capacity: 250 g\n• Weight: 2.9 kg")
    assert bound_conflicts("The AeroBrew X2 grinder can be adjusted across 31 grind settings.", evidence) == []
    assert bound_conflicts("The AeroBrew X2 grinder can be adjusted across 40 grind settings.", evidence) == [
        "40 for AeroBrew X2 grinder adjusted; the context gives 31"]


def test_a_change_of_the_first_value_is_about_what_it_is_about():
    evidence = ("The survey recorded 1,842 breeding pairs of Atlantic puffins on Skarholm island in 2023, a decline of "
                "12% since the previous count in 2018. On the neighbouring island of Vestøy, numbers rose by 7% to 960 "
                "pairs.")
    claim = "Skarholm's breeding puffin population fell by {} between 2018 and 2023, to 1,842 pairs."
    assert bound_conflicts(claim.format("12%"), evidence) == []
    assert bound_conflicts(claim.format("7%"), evidence) == [
        "7% for Skarholm breeding puffin population; the context gives 12%"]


def test_an_area_is_no_length_and_measures_of_other_quantities_state_nothing():
    assert binding_values._values("Superior King: 32 m², partial sea view")["measure"] == frozenset({"m²:32"})
    assert binding_values._values("it measures 32 square metres")["measure"] == frozenset({"m²:32"})
    evidence = ("Room types:\n- Classic Double: 24 m², city view\n- Superior King: 32 m², partial sea view\n"
                "- Junior Suite: 48 m², full sea view with balcony")
    assert bound_conflicts("The Superior King room measures 32 square metres.", evidence) == []
    assert bound_conflicts("The Superior King room measures 48 square metres.", evidence) != []
    # the lake's area is no value of its depth: the deepest point's clause is
    evidence = "The lake covers 58 square kilometres. At its deepest point it is 310 metres deep, with an average depth of 89 metres."
    assert bound_conflicts("The lake is 89 metres deep at its deepest point.", evidence) != []


def test_respectively_with_articles_and_a_quoted_sentence():
    assert _respectively("In 2023 the Renewal Party won 58 seats, while the Social Democrats and the Agrarian League "
                         "took 39 and 14 seats respectively.") == [
        "In 2023 the Renewal Party won 58 seats, while the Social Democrats took 39 seats.",
        "In 2023 the Renewal Party won 58 seats, while the Agrarian League took 14 seats."]
    # a word and a name listed are no listing ("per month and the Deluxe")
    sentence = "The Classic box costs $29 per month and the Deluxe box costs $49 per month; annual plans are $299 and $499 respectively."
    assert _respectively(sentence) == [sentence]
    # an answer quoting the evidence binds as the evidence does; a month it moved from is no month it holds
    evidence = "The public launch is planned for September 2026, after the product review on 14 April moved it from June."
    assert bound_conflicts("The public launch is planned for September 2026, after the product review on 14 April "
                           "moved it from June.", evidence + " The report is dated 2 June 2026.") == []
    assert binding_words._quoted("Men are advised to drink 2 litres.", "Women are advised to drink 2 litres.") is False
    # (a word goes on past either end only in letters, digits or "_" of any script, as "\\w" would say)
    assert binding_words._quoted("Adults are advised to drink 2 litres.", "Adults are advised to drink 2 litres_x.") is False
    assert binding_words._quoted("Adults are advised to drink 2 litres.", "Adults are advised to drink 2 litres٣") is False
    assert binding_words._quoted("Adults are advised to drink 2 litres.", "Men: 3 litres. Adults are advised to drink "
                                 "2 litres-a-day, women 2 litres. Adults  are advised to drink 2 LITRES.") is True


def test_names_written_in_camel_case_and_their_labels():
    evidence = ("HR Operations Vendors. Payroll is processed by PayCore, background checks are handled by VerityScreen, "
                "and benefits administration is outsourced to Lumen Benefits.")
    assert bound_conflicts("Background checks are handled by VerityScreen.", evidence) == []
    assert bound_conflicts("Background checks are handled by PayCore.", evidence) != []
    # "the larger PureAir 500" is the PureAir 500 (a comparative narrows nothing)
    evidence = ("The PureAir 300 purifier covers rooms up to 35 m2 and has a CADR of 210 m3/h, while the larger PureAir "
                "500 covers up to 60 m2 with a CADR of 380 m3/h.")
    assert bound_conflicts("The PureAir 500 is designed for rooms of up to 60 m2.", evidence) == []
    assert bound_conflicts("The PureAir 500 is designed for rooms of up to 35 m2.", evidence) != []


def test_a_span_between_two_months_and_a_value_opening_a_piece_with_its_unit():
    evidence = ("Ferries from Portmere to the Island of Kell depart four times daily between April and October. The "
                "crossing takes about 2 hours 15 minutes. From November to March, service drops to twice daily, and the "
                "winter sailing is routed via Dunholm, extending the journey to 3 hours 40 minutes.")
    claim = "During the April-to-October season, the crossing to Kell takes roughly {}."
    assert bound_conflicts(claim.format("2 hours 15 minutes"), evidence) == []
    assert [c.text for c in binding_evidence._clauses(evidence)][0] == (
        "Ferries from Portmere to the Island of Kell depart four times daily between April and October.")
    # "45 W wired charging" opens a piece with its value: 45 is no list item's number
    assert binding_values._values("45 W wired charging")["measure"] == frozenset({"W:45"})
    assert binding_values._values("3 Collect the cream")["number"] == frozenset()
    evidence = "Galaxa X5 specifications:\n- Battery: 4,300 mAh, 45 W wired charging, 15 W wireless charging"
    assert bound_conflicts("The Galaxa X5 supports wireless charging at up to 15 W.", evidence) == []
    assert bound_conflicts("The Galaxa X5 supports wireless charging at up to 45 W.", evidence) != []


def test_a_clock_time_ends_its_sentence_and_ratified_is_ratify():
    evidence = ("The Riverside Passport Office is open Monday to Friday from 8:30 a.m. to 4:30 p.m., and on Saturdays "
                "from 9:00 a.m. to 12:00 p.m. It is closed on Sundays and public holidays.")
    assert bound_conflicts("On weekdays, the Riverside Passport Office closes at 4:30 p.m.", evidence) == []
    assert bound_conflicts("On weekdays, the Riverside Passport Office closes at 12:00 p.m.", evidence) != []
    evidence = ("The Treaty of Marlow was signed on 14 March 1712 by representatives of the Duchy of Arnsfeld and the "
                "Free City of Kessel. Ratification by the Kessel city council followed on 2 May 1712, while the Arnsfeld "
                "estates did not ratify the treaty until 19 August 1712.")
    claim = "The Treaty of Marlow was ratified by the estates of Arnsfeld on {}."
    assert bound_conflicts(claim.format("August 19, 1712"), evidence) == []
    assert bound_conflicts(claim.format("May 2, 1712"), evidence) != []


def test_a_table_title_a_bracketed_column_and_a_currency_code():
    evidence = ("Leeds to London King's Cross, Saturday\n| Departure | Arrival | Standard fare |\n|---|---|---|\n"
                "| 06:40 | 09:05 | GBP 72.40 |\n| 08:10 | 10:22 | GBP 96.10 |\n| 09:35 | 12:01 | GBP 58.90 |")
    assert bound_conflicts("The 08:10 departure to King's Cross costs GBP 96.10 in Standard class.", evidence) == []
    assert bound_conflicts("The 08:10 departure to King's Cross costs GBP 58.90 in Standard class.", evidence) != []
    evidence = ("Metro fares (single journey)\n| Zones | Adult | Child (5-15) | Concession |\n| 1 | $2.80 | $1.40 | $1.20 |\n"
                "| 1-2 | $3.90 | $1.95 | $1.60 |\n| 1-3 | $5.20 | $2.60 | $2.10 |")
    assert bound_conflicts("An adult single journey across zones 1-2 costs $3.90.", evidence) == []
    assert bound_conflicts("A child's single journey across zones 1-2 costs $1.95.", evidence) == []
    assert bound_conflicts("An adult single journey across zones 1-2 costs $1.95.", evidence) != []


def test_pieces_of_another_kind_of_number_spans_between_names_and_longer_listings():
    assert [p for p, _ in binding_pieces._pieces("The account pays 1.25% AER on balances up to £10,000 and 0.75% AER on any "
                                           "amount above that.")] == [
        "The account pays 1.25% AER on balances up to £10,000 and ", "0.75% AER on any amount above that."]
    assert len(binding_pieces._pieces("Boxes 1,2,3, and 5 are full.")) == 1
    assert binding_pieces._pieces("The Treaty of Valmora between the Kingdom of Sardinia and the canton of Ticino was signed on "
                           "14 March 1821 and settled the boundary in 1822.")[0][0].endswith("14 March 1821 and ")
    evidence = ("Year 7 parents' evening will be held on Tuesday 12 November, and Year 9 parents' evening on Thursday 21 "
                "November, both from 4:30pm to 7:30pm in the main hall.")
    claim = "The Year 9 parents' evening takes place on {}, from 4:30pm to 7:30pm in the main hall."
    assert bound_conflicts(claim.format("21 November"), evidence) == []
    assert bound_conflicts(claim.format("12 November"), evidence) != []


def test_phone_numbers_and_label_numbers_state_no_values():
    assert binding_values._values("Call 1-800-ASK-USPS or 1-800-275-8777.")["number"] == frozenset()
    assert binding_values._values("v3.2.0 (2024-03-11): Added dark mode.")["date"] == frozenset({"2024-3-11"})
    # "Schedule C, Schedule F, or Form 4835" lists forms, not values: the sentence stays one clause
    sentence = ("Per the IRS instructions, patronage dividends and other distributions in boxes 1,2,3, and 5 from a "
                "cooperative are reported on Schedule C, Schedule F, or Form 4835.")
    assert len(binding_pieces._pieces(sentence)) == 1
    # a count keyed by a name is a value all the same: "Silva 27 goals, Moreau 19 goals"
    assert len(binding_pieces._pieces("Top scorers this season: Silva 27 goals, Moreau 19 goals, Adeyemi 15 goals.")) > 1


def test_an_age_keys_the_clause_said_of_the_ages_holding_it():
    assert binding_values._age_ranges("Children aged 6 to 12: take one tablet") == ((6.0, 12.0),)
    assert binding_values._age_ranges("Adults and children over 12:") == ((13.0, math.inf),)
    assert binding_values._age_ranges("Adults and children aged 16 years and over:") == ((16.0, math.inf),)
    assert binding_values._age_ranges("Do not give to children under 6.") == ((0.0, 5.0),)
    assert binding_values._age_ranges("take 1 tablet every 4 to 6 hours") == ()
    evidence = ("Ibuprofen oral suspension - dosage\n| Age | Dose | How often |\n|---|---|---|\n"
                "| 3–6 months | 2.5 ml | 3 times in 24 hours |\n| 1–3 years | 5 ml | 3 times in 24 hours |\n"
                "| 4–6 years | 7.5 ml | 3 times in 24 hours |")
    assert bound_conflicts("A child aged five should be given 7.5 ml per dose.", evidence) == []
    assert bound_conflicts("A child aged five should be given 5 ml per dose.", evidence) != []
    # the age's number said again as a count is checked, even where the question gives it
    evidence = ("Dosage: Adults and children over 12: take two tablets every 4 to 6 hours, up to a maximum of 8 tablets "
                "in 24 hours. Children aged 6 to 12: take one tablet every 4 to 6 hours, no more than 4 tablets in 24 "
                "hours.")
    claim = "An eight-year-old should not be given more than {} tablets in any 24-hour period."
    assert bound_conflicts(claim.format(4), evidence, frozenset({8.0})) == []
    assert bound_conflicts(claim.format(8), evidence, frozenset({8.0})) != []


def test_a_number_is_another_kinds_only_where_written_as_one():
    assert binding_values._values("An eight-year-old should not be given more than 8 tablets.")["number"] == frozenset({"8"})
    assert binding_values._values("The 5 staff work 5 days a week.")["number"] == frozenset({"5"})
    assert binding_values._values("It works 5 days a week.")["number"] == frozenset()


def test_a_tables_number_and_year_headed_columns():
    # "Table 2" names the table, its 2 is no value; a header naming years ("2023 average") is a header
    evidence = ("Table 2: Average waiting times at the two city clinics\n"
                "Clinic | 2023 average | 2024 average | Target\n"
                "Northgate | 19 days | 14 days | 18 days\n"
                "Riverside | 27 days | 22 days | 18 days")
    assert binding_values._values("Table 2: Average waiting times")["number"] == frozenset()
    claim = "In 2024 the average wait at Northgate was {} days."
    assert bound_conflicts(claim.format(14), evidence) == []
    assert bound_conflicts(claim.format(22), evidence) != []


def test_a_rank_column_does_not_key_the_row():
    evidence = ("Standings after 12 rounds\nPos | Club | Played | Points\n1 | Harbour City | 12 | 29\n"
                "2 | Millbrook Athletic | 12 | 25\n3 | Oakden FC | 12 | 21")
    claim = "Millbrook Athletic are second with {} points."
    assert bound_conflicts(claim.format(25), evidence) == []
    assert bound_conflicts(claim.format(21), evidence) != []
    # a first column of route or model numbers keys its rows as before
    evidence = ("Route | From | To | Journey time\n12 | Central Station | Airport | 45 minutes\n"
                "27 | Central Station | University | 25 minutes")
    assert bound_conflicts("The journey on route 27 takes 25 minutes.", evidence) == []
    assert bound_conflicts("The journey on route 27 takes 45 minutes.", evidence) != []


def test_a_name_after_a_labels_colon_and_a_label_the_claim_opens_with():
    evidence = ("Collection points - December\n- Zone 1: Ashcombe Leisure Centre, Mill Lane\n"
                "- Zone 2: Fernhill Primary School hall, Church Road\n- Zone 3: Old Quay Library, Harbour Street")
    assert {"Ashcombe", "Fernhill"} <= binding_evidence._evidence_names(evidence)
    assert bound_conflicts("Zone 2 residents collect their bins at Fernhill Primary School hall.", evidence,
                           frozenset({2.0})) == []
    assert bound_conflicts("Zone 2 residents collect their bins at Ashcombe Leisure Centre.", evidence,
                           frozenset({2.0})) != []


def test_a_race_time_is_a_duration_and_the_womens_winner_names_no_women():
    values = binding_values._values("Women's winner: Ruth Kemboi (2:21:09)")
    assert values["duration"] == frozenset({"minutes:141.15"})
    assert values["time"] == frozenset() and values["number"] == frozenset()
    assert values["name"] == frozenset({"Ruth", "Kemboi"})
    assert binding_values._values("The train leaves at 10:45.")["time"] == frozenset({"10:45"})


def test_a_title_line_names_what_the_passage_is_about_not_one_thing_in_it():
    evidence = ("Harlow Road Surgery - Our doctors. Dr Amara Osei leads the diabetes clinic and has been with the "
                "practice since 2011. Dr Piotr Nowak runs the minor surgery list on Tuesdays.")
    assert binding_evidence._clauses(evidence)[0].title
    claim = "{} runs the minor surgery list at Harlow Road Surgery."
    assert bound_conflicts(claim.format("Dr Piotr Nowak"), evidence) == []
    assert bound_conflicts(claim.format("Dr Amara Osei"), evidence) != []
    # a list's first item is no title
    assert not binding_evidence._clauses("- Harlow Road Surgery manager: Jo Platt\n- Harlow Road Surgery nurse: Ian Roe")[0].title


def test_a_cell_naming_only_other_names_of_the_claim_is_not_where_the_checked_name_is():
    evidence = ("Team | Captain | Home ground\nUnder-14 girls | Mia Forde | Westfield Park\n"
                "Under-16 boys | Tom Achebe | Westfield Park")
    claim = "The under-16 boys team at Westfield Park is captained by {}."
    assert bound_conflicts(claim.format("Tom Achebe"), evidence) == []
    assert bound_conflicts(claim.format("Mia Forde"), evidence) != []


def test_a_piece_opening_with_its_verb_is_said_of_the_first_pieces_subject():
    evidence = ("Spring season at the Corran Playhouse. 'The Quiet Harbour' tours six coastal towns and is funded by "
                "the Elswick Arts Fund. 'Paper Kings', a new comedy, is staged in partnership with Tallis Bank.")
    claim = "'The Quiet Harbour' is funded by {}."
    assert bound_conflicts(claim.format("the Elswick Arts Fund"), evidence) == []
    assert bound_conflicts(claim.format("Tallis Bank"), evidence) != []


def test_words_counting_people_count_the_same_people():
    evidence = ("The Calder study enrolled 530 adults with type 2 diabetes at nine sites. The control arm at Brenton "
                "Hospital included 240 patients receiving standard care.")
    assert bound_conflicts("The Calder study enrolled 530 participants.", evidence) == []
    assert bound_conflicts("The Calder study enrolled 240 participants.", evidence) != []


def test_what_a_value_is_charged_on_says_whom_the_clause_is_about():
    evidence = ("Under the 2025 plan, sales managers earn 6% commission on new contracts. Contract renewals are paid "
                "at a lower rate of 2% commission.")
    claim = "Sales managers earn {}% commission on renewals."
    assert bound_conflicts(claim.format(2), evidence) == []
    assert bound_conflicts(claim.format(6), evidence) != []
    # the claim may say it before its value: "on motorways ... is 70 mph"
    evidence = "Speed limits for cars: 30 mph in built-up areas, 60 mph on single carriageways, and 70 mph on motorways."
    assert bound_conflicts("The speed limit for cars on motorways is 70 mph.", evidence) == []
    assert bound_conflicts("The speed limit for cars on motorways is 60 mph.", evidence) != []


def test_a_title_holds_no_value_of_one_thing_and_a_unit_written_onto_a_number():
    evidence = ("Brightwell Power - Home Saver 12 tariff\nUnit rate (electricity): 25.1p per kWh\n"
                "Standing charge (electricity): 51.8p per day\nUnit rate (gas): 6.4p per kWh\n"
                "Standing charge (gas): 30.2p per day")
    assert binding_values._counted("The standing charge is 30.2p per day.")["30.2"] == frozenset({("p", "")})
    claim = "The gas standing charge on the Home Saver 12 tariff is {}p per day."
    assert bound_conflicts(claim.format(30.2), evidence) == []
    assert bound_conflicts(claim.format(51.8), evidence) != []


def test_a_days_short_name_before_a_date_is_a_weekday():
    assert binding_values._weekdays("Thurs 3 April and Sun, 5 May") == frozenset({"4", "7"})
    assert "Sat" not in binding_values._values("Sat 16 Nov")["name"]
    evidence = ("Round | Date | Fixture | Venue\n4 | Sat 2 Mar | Kelso Rovers v Dunmore FC | Kelso Park\n"
                "5 | Sat 9 Mar | Dunmore FC v Ashby Town | Dunmore Road")
    claim = "Dunmore FC play Ashby Town on Saturday {} March."
    assert bound_conflicts(claim.format(9), evidence) == []
    assert bound_conflicts(claim.format(2), evidence) != []


def test_a_phrase_completing_the_clause_before_it_is_no_clause():
    assert binding_pieces._sentence_parts("In Latin the meaning of the name Clara is: Bright; from Clarus.") == [
        ["In Latin the meaning of the name Clara is: Bright; from Clarus."]]
    assert binding_pieces._sentence_parts("Members pay £20; non-members £35.") == [["Members pay £20", "non-members £35."]]


def test_a_month_keys_a_date_of_another_month():
    evidence = ("Applications for the autumn intake at Corbridge College close on 30 June. Applications for the "
                "February intake close on 20 November, and late applications are considered if places remain.")
    claim = "Applications for Corbridge College's February intake close on {}."
    assert bound_conflicts(claim.format("20 November"), evidence) == []
    assert bound_conflicts(claim.format("30 June"), evidence) != []
    # a date's own month keys nothing: "in March, on 9 March"
    assert not binding_conflicts._is_key("month:3", "date:2024-3-9") and binding_conflicts._is_key("month:2", "date:?-11-20")


def test_a_course_code_is_no_number_and_a_bracket_after_no_value_is_no_piece():
    assert binding_values._values("ECON2050 Public Finance and ISO9001")["number"] == frozenset()
    assert len(binding_pieces._pieces("HIST1010 Modern Europe (15 credits) is convened by Dr Ana Ruiz and taught in spring.")) == 1
    # a bracket giving another subject's value is still a piece of its own
    assert len(binding_pieces._pieces("Members pay £120 a year (£150 for non-members).")) == 2


def test_a_title_may_carry_a_bracketed_note():
    evidence = ("Larkfield Mobile SIM-only plans (12-month contract)\nPlan | Monthly price | Data\n"
                "Lite | £7 | 4 GB\nPlus | £11 | 25 GB\nMax | £19 | Unlimited")
    assert binding_evidence._clauses(evidence)[0].title
    claim = "The Larkfield Mobile Plus plan includes {} of data."
    assert bound_conflicts(claim.format("25 GB"), evidence) == []
    assert bound_conflicts(claim.format("4 GB"), evidence) != []


def test_a_piece_opening_with_a_verb_in_the_present_shares_the_first_pieces_names():
    evidence = ("The central Hartley Museum building on King Street displays around 3,000 objects and runs 6 guided "
                "tours a day. The smaller Quayside annex shows about 400 objects and runs 2 tours a day.")
    claim = "The central Hartley Museum building runs {} guided tours a day."
    assert bound_conflicts(claim.format(6), evidence) == []
    assert bound_conflicts(claim.format(2), evidence) != []


def test_a_columns_unit_and_a_short_code_in_a_header():
    assert binding_tables._with_header_unit("610", "Floor area (sq ft)") == "610 sq ft"
    assert binding_tables._with_header_unit("12", "Price (£)") == "£12"
    assert binding_tables._with_header_unit("Unlimited", "Data (GB)") == "Unlimited"
    evidence = "Unit type | Floor area (sq ft) | Monthly rent\nStudio | 420 | $1,350\nOne-bedroom | 610 | $1,780"
    claim = "The one-bedroom apartment has a floor area of {} square feet."
    assert bound_conflicts(claim.format(610), evidence) == []
    assert bound_conflicts(claim.format(420), evidence) != []
    # "P1 support response" names a column
    evidence = ("| Tier | Monthly uptime | P1 support response |\n| Basic | 99.5% | 8 hours |\n"
                "| Business | 99.9% | 1 hour |")
    assert bound_conflicts("The Business tier commits to 99.9% monthly uptime.", evidence) == []
    assert bound_conflicts("The Business tier commits to 99.5% monthly uptime.", evidence) != []


def test_a_title_before_a_colon_opening_the_passage():
    evidence = ("Cover terms for Nordlys scooters: The deck is covered for 4 years against defects. The motor carries "
                "a 1-year warranty.")
    assert binding_pieces._sentence_parts(evidence)[0] == ["Cover terms for Nordlys scooters"]
    assert binding_evidence._clauses(evidence)[0].title
    claim = "The motor of a Nordlys scooter is covered by a {}-year warranty."
    assert bound_conflicts(claim.format(1), evidence) == []
    assert bound_conflicts(claim.format(4), evidence) != []


def test_an_ordinal_names_what_a_labels_number_does():
    assert "label:instalment 3" in binding_evidence._features("Your third council tax instalment is due.", frozenset())
    evidence = ("Payment dates for 2026/27:\n- Instalment 1: 1 April 2026\n- Instalment 2: 1 May 2026\n"
                "- Instalment 3: 1 June 2026")
    claim = "Your second instalment is due on {}."
    assert bound_conflicts(claim.format("1 May 2026"), evidence) == []
    assert bound_conflicts(claim.format("1 June 2026"), evidence) != []


def test_a_prefixed_qualifier_holds_whatever_else_the_clause_says():
    evidence = ("Under the leave policy, birthing parents are entitled to 26 weeks of fully paid leave. Non-birthing "
                "parents receive 12 weeks of fully paid leave, to be taken within a year of the birth.")
    assert binding_evidence._clauses(evidence)[-1].qualified == frozenset({"birth"})
    claim = "Non-birthing parents receive {} weeks of fully paid leave."
    assert bound_conflicts(claim.format(12), evidence) == []
    assert bound_conflicts(claim.format(26), evidence) != []


def test_a_span_of_short_day_names_and_a_time_after_a_weekday():
    assert binding_values._weekdays("Wed-Thu") == frozenset({"3", "4"})
    assert binding_values._weekdays("Fri–Sun") == frozenset({"5", "6", "7"})
    assert binding_values._labels("EU region: Sundays 01:00-03:00") == []
    evidence = ("Support rota\n| Days | Primary | Secondary |\n| Mon-Tue | Ada Kerr | Ben Ode |\n"
                "| Wed-Thu | Ben Ode | Cy Lund |")
    claim = "{} is the primary on-call on Thursday."
    assert bound_conflicts(claim.format("Ben Ode"), evidence) == []
    assert bound_conflicts(claim.format("Ada Kerr"), evidence) != []


def test_a_modifier_of_a_compound_name_contrasts_no_other_head():
    evidence = ("Maintenance windows (UTC)\n- EU region: Sundays 01:00-03:00\n- US-East region: Sundays 06:00-08:00")
    claim = "The US-East maintenance window starts at {} UTC on Sundays."
    assert bound_conflicts(claim.format("06:00"), evidence) == []
    assert bound_conflicts(claim.format("01:00"), evidence) != []


def test_codes_and_three_part_versions_are_labels():
    assert ("P", "2") in binding_values._labels("Respond to Priority 2 tickets") and binding_values._labels("| P2 |") == [("P", "2")]
    assert binding_values._labels("Claims for Q3 costs") == [("Q", "3")]
    assert ("Version", "4.2.1") in binding_values._labels("Version 4.2.1, released on 19 March 2024")
    evidence = ("Support response targets\n| Priority | Description | First response |\n"
                "| P1 | Service down | 1 hour |\n| P2 | Major feature unavailable | 4 hours |")
    claim = "Support aims to respond to Priority 2 tickets within {}."
    assert bound_conflicts(claim.format("4 hours"), evidence) == []
    assert bound_conflicts(claim.format("1 hour"), evidence) != []
    evidence = ("Release notes. Version 5.0.0, released on 2 May 2024, added audit logs. Version 5.0.1, released on "
                "9 May 2024, fixed a bug in PDF exports.")
    claim = "The PDF export bug was fixed in version 5.0.1, released on {}."
    assert bound_conflicts(claim.format("9 May 2024"), evidence) == []
    assert bound_conflicts(claim.format("2 May 2024"), evidence) != []


def test_a_few_words_naming_the_topic_open_the_passage_as_its_title():
    assert binding_evidence._clauses("Office opening hours. Our Leeds office opens at 8:00 am.")[0].title
    assert not binding_evidence._clauses("Prices rose. Our Leeds office opens at 8:00 am.")[0].title


def test_a_bracket_listing_what_a_label_covers_is_no_list_of_swapped_names():
    evidence = ("Regional account managers\n- Benelux (Belgium, Netherlands, Luxembourg): Sanne de Wit\n"
                "- Nordics (Sweden, Norway, Denmark, Finland): Johan Berg\n- Iberia: Carlos Ruiz")
    claim = "Customers in the Nordics are looked after by {}."
    assert bound_conflicts(claim.format("Johan Berg"), evidence) == []
    assert bound_conflicts(claim.format("Carlos Ruiz"), evidence) != []


def test_a_title_naming_one_thing_names_what_every_clause_is_about():
    evidence = ("Nimbus T4 kettle guarantee. The heating element and body of the Nimbus T4 are guaranteed for "
                "36 months from delivery, while the lid hinge is guaranteed for 6 months. Limescale damage is "
                "not covered.")
    claim = "The Nimbus T4's lid hinge is guaranteed for {} from delivery."
    assert bound_conflicts(claim.format("6 months"), evidence) == []
    assert bound_conflicts(claim.format("36 months"), evidence) != []


def test_what_a_contrasting_clause_leaves_out_holds_for_each_of_its_pieces():
    evidence = ("Ferndale Pools - Opening times\nThe main pool is open from 7 am until 9 pm on weekdays, while the "
                "learner pool opens at 9 am and closes at 4 pm. At weekends both pools open from 8 am to 6 pm.")
    claim = "The learner pool closes at {} on weekdays."
    assert bound_conflicts(claim.format("4 pm"), evidence) == []
    assert bound_conflicts(claim.format("9 pm"), evidence) != []


def test_a_clause_naming_the_claims_name_and_no_value_sets_the_scene():
    evidence = ("Fees at Quayside Marina apply all year round. Mooring costs £18 per night for boats up to 8 metres, "
                "£26 per night for boats up to 12 metres and £40 per night for larger vessels. Electricity is "
                "charged separately.")
    claim = "Mooring a boat of up to 12 metres at Quayside Marina costs {} per night."
    assert bound_conflicts(claim.format("£26"), evidence) == []
    assert bound_conflicts(claim.format("£40"), evidence) != []
    # (a gerund opening a sentence is no name: "Mooring costs")
    assert "Mooring" not in binding_words._name_words("Mooring costs £18 per night.")
    assert "Reading" in binding_words._name_words("Reading has a station. Trains run to Reading hourly.")


def test_seconds_are_durations_and_a_duration_may_be_told_in_two_units():
    assert binding_values._durations("a 90-second delay")[0] == {"minutes:1.5"}
    assert binding_values._durations("it took 1 hour and 28 minutes")[0] == {"minutes:88"}
    assert binding_values._durations("finished 2 minutes 31 seconds behind")[0] == binding_values._durations("at 2' 31\"")[0]
    assert binding_values._durations("overall time of 56h 12' 08\"")[0] == {f"minutes:{56 * 60 + 12 + 8 / 60:g}"}
    evidence = ("The checkout outage on 3 May lasted 14 minutes, during which card payments failed. Queue depth "
                "peaked after 52 seconds, and alerts fired after a 20-second delay.")
    claim = "The checkout outage lasted {}."
    assert bound_conflicts(claim.format("14 minutes"), evidence) == []
    assert bound_conflicts(claim.format("52 seconds"), evidence) != []
    assert binding_subjects._describe("duration", "minutes:0.866667") == "52 seconds"
    evidence = ("The women's final lasted 3 hours and 2 minutes. In the men's final, Tom Reyes needed only 1 hour "
                "and 45 minutes to beat Ivo Hart.")
    claim = "The men's final lasted {}."
    assert bound_conflicts(claim.format("1 hour and 45 minutes"), evidence) == []
    assert bound_conflicts(claim.format("3 hours and 2 minutes"), evidence) != []


def test_a_lines_key_says_what_each_of_its_clauses_is_about():
    evidence = ("Plan comparison:\nBasic: excess £250; cover 70%; annual limit £2,000\n"
                "Plus: excess £150; cover 80%; annual limit £5,000\nPremier: excess £0; cover 90%; annual limit £10,000")
    claim = "On the Plus plan you are covered for {} of costs above the £150 excess."
    assert bound_conflicts(claim.format("80%"), evidence) == []
    assert bound_conflicts(claim.format("90%"), evidence) != []
    evidence = ("max_connections: Largest number of open connections. Default: 100.\n"
                "pool_timeout: How long to wait for a free connection. Default: 30 seconds.\n"
                "retry_delay: Pause between retries. Default: 5 seconds.")
    claim = "The pool_timeout setting defaults to {}."
    assert bound_conflicts(claim.format("30 seconds"), evidence) == []
    assert bound_conflicts(claim.format("5 seconds"), evidence) != []


def test_a_later_sentence_naming_no_one_else_is_about_what_the_first_one_named():
    evidence = ("The Halden Swift estate has a boot capacity of 540 litres and a top speed of 210 km/h. The hybrid "
                "version is heavier at 1,720 kg and is limited to 180 km/h. Both come with a seven-year warranty.")
    claim = "The hybrid Halden Swift has a top speed of {}."
    assert bound_conflicts(claim.format("180 km/h"), evidence) == []
    assert bound_conflicts(claim.format("210 km/h"), evidence) != []
    # (the first sentence names one thing before its verb; a race and its winner are two)
    assert binding_evidence._opening_topic("Unit 3 at Harbour Retail Park, recently refitted, offers 900 square metres.",
                                  frozenset({"Harbour", "Retail", "Park"})) == {"Harbour", "Retail", "Park"}
    assert binding_evidence._opening_topic("At the Lakeshore Marathon, Tom Wier won the men's race.",
                                  frozenset({"Lakeshore", "Marathon", "Tom", "Wier"})) == set()


def test_a_participle_opening_a_sentence_is_no_name():
    assert "Adjusted" not in binding_words._name_words("Adjusted earnings for the quarter came in at $1.67 per share.")
    # (a first name before its surname stays a name; one alone opening a sentence is read as a participle)
    assert "Mohammed" in binding_words._name_words("Mohammed Aziz leads the team.")


def test_an_adverb_opening_a_sentence_is_no_name():
    assert "Fully" not in binding_words._name_words("Fully funded places cover tuition fees.")
    assert "Recently" not in binding_words._name_words("Recently renovated rooms cost more.")


def test_a_number_before_a_duration_is_no_bare_number_of_a_list():
    evidence = ("The Vexa 5 supports 30 W charging, while the Vexa 5 Max supports 80 W. Security updates are "
                "promised for 4 years on the Vexa 5 and 6 years on the Vexa 5 Max.")
    claim = "The Vexa 5 Max gets {} of security updates."
    assert bound_conflicts(claim.format("6 years"), evidence) == []
    assert bound_conflicts(claim.format("4 years"), evidence) != []


def test_only_hours_minutes_and_seconds_join_into_one_duration():
    assert binding_values._durations("3 hours and 2 days")[0] == {"minutes:180", "days:2"}
    assert binding_values._durations("2 weeks 3 days")[0] == {"days:14", "days:3"}


def test_what_a_value_is_on_is_asked_only_of_clauses_about_the_claims_own_subject():
    evidence = ("Concession fares are available across buses and trams. Veterans receive a 45% discount on all fares. "
                "Apprentices with a valid card receive a 20% discount on off-peak and peak journeys.")
    claim = "Apprentices with a valid card receive a {} discount on fares."
    assert bound_conflicts(claim.format("20%"), evidence) == []
    assert bound_conflicts(claim.format("45%"), evidence) != []
    # (a clause opening with the claim's own word in another form is about the claim's subject)
    assert not binding_subjects._about_another("Approval for children followed in 2021.", frozenset({"approv", "child"}))


def test_an_adjective_opening_a_sentence_is_no_name():
    assert "New" not in binding_words._name_words("New starters are onboarded by Ravi Shah.")
    assert "Existing" not in binding_words._name_words("Existing customers keep their price.")
    evidence = ("New starters in Finance should contact Ola Berg for system access. Warehouse starters are onboarded "
                "by Tim Rowe, who also books their forklift training.")
    claim = "New warehouse starters are onboarded by {}."
    assert bound_conflicts(claim.format("Tim Rowe"), evidence) == []
    assert bound_conflicts(claim.format("Ola Berg"), evidence) != []


def test_a_duration_may_carry_two_qualifiers():
    assert binding_values._values("Staff get 12 paid sick days a year.")["duration"] == {"days:12"}


def test_weekdays_in_the_plural_name_no_one_and_a_clause_naming_only_the_claims_other_names_says_no_one_else():
    evidence = ("The dermatology clinic at Holm Park Hospital runs on Mondays and Wednesdays. Monday clinics are led by "
                "Dr Sara Lind, and Wednesday clinics are led by Dr Omar Haddad.")
    assert "Mondays" not in binding_words._name_words(evidence)
    claim = "The Wednesday dermatology clinics at Holm Park Hospital are led by {}."
    assert bound_conflicts(claim.format("Dr Omar Haddad"), evidence) == []
    assert bound_conflicts(claim.format("Dr Sara Lind"), evidence) != []


def test_a_day_named_alone_says_more_than_a_span_holding_it():
    evidence = "The gallery is open Wednesday to Sunday from 11 am to 5 pm; on Fridays it stays open until 8 pm."
    claim = "On Fridays the gallery is open until {}."
    assert bound_conflicts(claim.format("8 pm"), evidence) == []
    assert bound_conflicts(claim.format("5 pm"), evidence) != []


def test_a_season_or_a_products_code_leaves_a_title_a_title():
    assert binding_evidence._is_title("Estimated uptake, 2023/24 season\n| Group | Uptake |", "Estimated uptake, 2023/24 season")
    assert binding_evidence._is_title("Easy Saver 24M tariff (online)\n| | Gas |", "Easy Saver 24M tariff (online)")


def test_markdown_tables_read_by_their_header_row_and_title():
    # a header row of years, told by the rule line under it; cells counted with thousands separators are no years
    evidence = ("Average headcount by site:\n| Site | 2024 | 2023 |\n|---|---|---|\n| Leeds | 2,310 | 2,145 |\n"
                "| Derby | 1,480 | 1,522 |\n| Hull | 615 | 590 |")
    claim = "The company employed an average of {} people in Derby in 2024."
    assert bound_conflicts(claim.format("1,480"), evidence) == []
    assert bound_conflicts(claim.format("2,310"), evidence) != []
    # a header leaving the row keys' column unnamed
    evidence = ("Easy Saver 24M tariff (online)\n| | Electricity | Gas |\n|---|---|---|\n"
                "| Unit rate | 26.10p/kWh | 6.45p/kWh |\n| Standing charge | 51.30p/day | 31.70p/day |")
    claim = "The gas standing charge on the Easy Saver 24M tariff is {} per day."
    assert bound_conflicts(claim.format("31.70p"), evidence) == []
    assert bound_conflicts(claim.format("51.30p"), evidence) != []
    # the title's bracketed unit for columns that name none
    evidence = ("Annual returns to 31 March (%)\n| Year | Fund | Index |\n|---|---|---|\n| 2025 | 8.4 | 7.1 |\n"
                "| 2024 | 2.9 | 4.6 |")
    claim = "The fund returned {} in the year to 31 March 2024."
    assert bound_conflicts(claim.format("2.9%"), evidence) == []
    assert bound_conflicts(claim.format("4.6%"), evidence) != []


def test_a_networks_generation_is_no_number():
    assert binding_values._values("Customers will lose 3G service from 15 May 2024.")["number"] == frozenset()
    evidence = ("We are closing our 3G network in stages. Customers in Leeds will lose 3G service from 4 March 2025, "
                "and customers in York from 9 June 2025.")
    claim = "Customers in York will lose 3G service from {}."
    assert bound_conflicts(claim.format("9 June 2025"), evidence) == []
    assert bound_conflicts(claim.format("4 March 2025"), evidence) != []


def test_what_a_figure_excludes_qualifies_it_as_excluding_does():
    evidence = ("Basic earnings per share were $2.10 for the year, against $1.95 a year earlier. Underlying earnings per "
                "share, which exclude one-off costs, were $2.32. A final dividend of 40 cents was declared.")
    claim = "Underlying earnings per share, excluding one-off costs, were {} for the year."
    assert bound_conflicts(claim.format("$2.32"), evidence) == []
    assert bound_conflicts(claim.format("$2.10"), evidence) != []


def test_a_percentage_is_of_what_it_is_said_of():
    evidence = ("Pension scheme. The employer matches 100% of member contributions up to 5% of salary. Contributions "
                "vest after two years.")
    claim = "The employer matches member contributions up to {} of salary."
    assert bound_conflicts(claim.format("5%"), evidence) == []
    assert bound_conflicts(claim.format("100%"), evidence) != []


def test_a_span_of_dates_ends_on_its_second_date():
    evidence = ("Spring registration runs from 3 March to 28 March. Timetables are published on 14 April. Students "
                "who miss registration have 10 days to appeal.")
    assert bound_conflicts("Spring registration closes on 28 March.", evidence) == []
    assert bound_conflicts("Spring registration closes on 3 March.", evidence) != []
    assert bound_conflicts("Spring registration opens on 28 March.", evidence) != []


def test_a_claims_span_of_ages_keys_the_clause_said_of_those_ages():
    evidence = ("Eye tests are offered every 2 years to adults aged 18 to 59. For diabetics, tests are offered every "
                "year to people aged 12 to 39 and every 6 months to those aged 40 to 70.")
    claim = "For diabetics, tests are offered every {} to people aged 40 to 70."
    assert bound_conflicts(claim.format("6 months"), evidence) == []
    assert bound_conflicts(claim.format("2 years"), evidence) != []


def test_a_listed_piece_naming_its_places_after_its_value_keeps_the_leads_subject():
    evidence = ("From 1 April, Aerlink will run 12 flights a week between Cork and Madrid and 5 flights a week between "
                "Cork and Faro. Both routes use Embraer aircraft.")
    claim = "Aerlink will run {} flights a week between Cork and Faro."
    assert bound_conflicts(claim.format(5), evidence) == []
    assert bound_conflicts(claim.format(12), evidence) != []


def test_a_clause_stating_the_claims_label_is_no_narrower_thing():
    evidence = ("The VoltPanel 500 is a 500-watt panel with a rated efficiency of 22.4%. The entry-level VoltPanel 420 "
                "uses the same frame but is rated at 20.1% efficiency.")
    claim = "The VoltPanel 420 has a rated efficiency of {}."
    assert bound_conflicts(claim.format("20.1%"), evidence) == []
    assert bound_conflicts(claim.format("22.4%"), evidence) != []


def test_what_a_number_is_a_count_of_may_come_before_of():
    assert binding_values._counted("The room has a capacity of 40 people.")["40"] == frozenset(
        {(binding_words._stem("people"), "capacity")})
    evidence = ("Training rooms (Level 3)\n- Room Oak: capacity 30\n- Room Elm: capacity 12\n"
                "Bookings open a week ahead.")
    claim = "Room Elm has a capacity of {} people."
    assert bound_conflicts(claim.format(12), evidence) == []
    assert bound_conflicts(claim.format(30), evidence) != []


def test_a_bracket_after_a_value_says_what_it_is_of():
    assert binding_pieces._pieces("Warranty: 3 years (frame), 10 years (motor)") == [
        ("Warranty: 3 years (frame), ", ""), ("10 years (motor)", "Warranty: ")]
    evidence = ("Kestrel e-bike - key facts\n- Battery: 500 Wh\n- Warranty: 3 years (frame), 10 years (motor)\n"
                "- Weight: 23 kg")
    claim = "The Kestrel e-bike's motor is covered by a warranty of {}."
    assert bound_conflicts(claim.format("10 years"), evidence) == []
    assert bound_conflicts(claim.format("3 years"), evidence) != []


def test_an_opening_phrase_of_up_to_eight_words_stays_with_its_clause():
    evidence = ("At the 1952 Nordic Ski Championships in Falun, Ingrid Holm won the women's slalom at the age of 19, "
                "while the runner-up, Kaisa Laine of Finland, was 26. Holm retired in 1958.")
    claim = "Ingrid Holm won the 1952 Nordic slalom title at the age of 19."
    assert bound_conflicts(claim, evidence) == []


def test_a_name_the_claims_subject_says_in_its_own_words_is_no_other_person():
    evidence = ("The Lakeside Blues Festival opens on Friday 9 August with a set by the Corran Trio on the Main Stage. "
                "On Saturday, singer Maya Lindqvist headlines the Dock Tent.")
    assert bound_conflicts("The festival opens on Friday 9 August with a set by the Corran Trio.", evidence) == []
    assert bound_conflicts("The festival opens on Friday 9 August with a set by Maya Lindqvist.", evidence) != []


def test_a_first_sentences_name_joined_by_of_is_one_topic():
    assert binding_evidence._opening_topic("The Museum of Flight is open 10:00-17:00.", frozenset({"Museum", "Flight"})) == {
        "Museum", "Flight"}
    evidence = ("The Museum of Flight is open 10:00-17:00, Tuesday to Sunday. The café opens at 9:15, and the library "
                "opens at 11:30 by appointment only.")
    assert bound_conflicts("The museum café opens at 9:15.", evidence) == []
    assert bound_conflicts("The museum café opens at 11:30.", evidence) != []


def test_excl_qualifies_as_excluding_does():
    evidence = "Registration fees (excl. VAT)\n- Standard: €640\n- Student: €210\n- One-day pass: €290"
    claim = "Student registration costs {} excluding VAT."
    assert bound_conflicts(claim.format("€210"), evidence) == []
    assert bound_conflicts(claim.format("€290"), evidence) != []


def test_a_hyphenated_code_says_which_thing_is_meant():
    evidence = ("The Vireo dock ships with 3 USB-A ports on the back and 1 USB-C port on the side. All ports carry "
                "data at up to 10 Gbps.")
    claim = "The Vireo dock has {} USB-C port on the side."
    assert bound_conflicts(claim.format(1), evidence) == []
    assert bound_conflicts(claim.format(3), evidence) != []


def test_an_age_group_is_no_count():
    assert binding_values._values("The under-16s squad has 21 players.")["number"] == frozenset({"21"})
    evidence = ("The under-10s squad trains with 14 players this year. The under-16s squad is bigger, with 21 players "
                "after the spring trials.")
    claim = "The under-16s squad has {} players this year."
    assert bound_conflicts(claim.format(21), evidence) == []
    assert bound_conflicts(claim.format(14), evidence) != []


def test_a_models_number_is_part_of_the_lead_it_names():
    assert binding_pieces._lead("The Solenne 5 has a 48 MP camera and", names_listed=False) == "The Solenne 5 has a "
    assert binding_pieces._lead("Dubai 7 hours,", names_listed=False) == "Dubai "
    evidence = ("The Solenne 5 has a 6.1-inch screen and a 3,900 mAh battery, while the Solenne 5 Max has a 6.8-inch "
                "screen and a 4,800 mAh battery. Both charge at 25 W.")
    claim = "The Solenne 5 Max has a {} mAh battery."
    assert bound_conflicts(claim.format("4,800"), evidence) == []
    assert bound_conflicts(claim.format("3,900"), evidence) != []


def test_a_pronoun_is_the_first_pieces_subject_again():
    evidence = ("From 1 April, the daily standing charge for water is 41.2p and for sewerage it is 58.9p. "
                "Volume charges are listed overleaf.")
    claim = "The sewerage standing charge is {} a day."
    assert bound_conflicts(claim.format("58.9p"), evidence) == []
    assert bound_conflicts(claim.format("41.2p"), evidence) != []


def test_a_piece_with_its_own_subject_keeps_the_heading_and_the_scene():
    evidence = "Harbour Rowing Club fees: senior membership is £180 and student membership is £60. Kit is extra."
    claim = "Student membership of Harbour Rowing Club costs {}."
    assert bound_conflicts(claim.format("£60"), evidence) == []
    assert bound_conflicts(claim.format("£180"), evidence) != []
    evidence = ("At the March board meeting, Priya Raman was elected chair and Tom Easton was appointed secretary. "
                "Minutes follow within a month.")
    claim = "{} was appointed secretary at the board meeting."
    assert bound_conflicts(claim.format("Tom Easton"), evidence) == []
    assert bound_conflicts(claim.format("Priya Raman"), evidence) != []


def test_a_qualifier_no_priced_clause_uses_tells_no_clause_from_another():
    evidence = ("Bike storage:\n- Standard bay: £9.00 per month\n- Covered bay: £15.00 per month\n"
                "Key deposits are paid separately.")
    claim = "A covered bay costs {} per month, excluding the key deposit."
    assert bound_conflicts(claim.format("£15.00"), evidence) == []
    assert bound_conflicts(claim.format("£9.00"), evidence) != []


def test_a_span_of_days_in_the_claim_weighs_as_one_day():
    evidence = ("Collection from the depot costs £2.50 and is ready in 3 days. Same-day courier delivery costs £11.99 "
                "for orders placed by 11 am, Monday to Friday.")
    claim = "Same-day courier delivery costs {} if you order by 11 am on a weekday."
    assert bound_conflicts(claim.format("£11.99"), evidence) == []
    assert bound_conflicts(claim.format("£2.50"), evidence) != []


def test_an_adjective_before_what_a_number_counts_counts_it_too():
    assert binding_words._stem("cabins") in {noun for noun, _ in binding_values._counted("offers 30 larger cabins")["30"]}
    evidence = ("The Aurelia ship has two decks. The Lido Deck has 120 cabins with sea views, while the Harbour Deck "
                "offers 86 larger cabins facing the promenade.")
    claim = "The Harbour Deck has {} cabins facing the promenade."
    assert bound_conflicts(claim.format(86), evidence) == []
    assert bound_conflicts(claim.format(120), evidence) != []


def test_a_threshold_set_from_the_other_side_is_another_subject():
    assert binding_subjects._thresholds("orders over £50 ship free") == frozenset({("above", "50")})
    evidence = ("Import handling for parcels valued under £135 costs £8 per parcel. Parcels above that value cost £25 "
                "per parcel, plus duty.")
    claim = "Parcels valued above £135 cost {} per parcel in import handling."
    assert bound_conflicts(claim.format("£25"), evidence) == []
    assert bound_conflicts(claim.format("£8"), evidence) != []


def test_of_these_goes_back_to_the_last_subject():
    evidence = "The trial of drug KX-22 enrolled 340 adults in six countries. Of these, 51 stopped treatment early."
    claim = "{} adults stopped KX-22 treatment early."
    assert bound_conflicts(claim.format(51), evidence) == []
    assert bound_conflicts(claim.format(340), evidence) != []


def test_a_weekday_said_with_its_date_keys_neither_by_the_other():
    assert binding_values._dates_with_weekdays("on Friday 4 July") == {frozenset({"weekday:5", "date:?-7-4"})}
    evidence = ("The library will close on Thursday 3 July for stocktaking. It will reopen at 10am on Friday 4 July. "
                "Returns can be posted through the book drop.")
    claim = "The library reopens at 10am on {}."
    assert bound_conflicts(claim.format("Friday 4 July"), evidence) == []
    assert bound_conflicts(claim.format("Thursday 3 July"), evidence) != []


def test_an_age_counts_no_children():
    evidence = ("The Robin Room looks after up to 9 babies aged 6 to 18 months. The Wren Room is for children aged "
                "3 to 4 and has room for 24 children. Both open at 7:30.")
    claim = "The Wren Room has room for {} children aged 3 to 4."
    assert bound_conflicts(claim.format(24), evidence) == []
    assert bound_conflicts(claim.format(9), evidence) != []


def test_outside_qualifies_as_excluding_does():
    evidence = ("TravelPass works abroad. It costs £3 per day in our Europe zone. In the worldwide zone, including "
                "Canada and Japan, it costs £7 per day.")
    claim = "Outside Europe, in the worldwide zone, TravelPass costs {} per day."
    assert bound_conflicts(claim.format("£7"), evidence) == []
    assert bound_conflicts(claim.format("£3"), evidence) != []


def test_a_new_item_before_its_value_waits_for_it():
    evidence = ("After the excess, the policy pays routine care at 100%, minor treatment such as stitches at 70%, "
                "and major treatment like surgery and scans at 40%.")
    claim = "Surgery is major treatment, which the policy pays at {}."
    assert bound_conflicts(claim.format("40%"), evidence) == []
    assert bound_conflicts(claim.format("70%"), evidence) != []


def test_a_race_distance_is_no_count():
    evidence = "Entries so far:\n- 5K: 410 runners\n- 10K: 263 runners\n- Half marathon: 150 runners"
    claim = "So far {} runners have entered the 10K."
    assert bound_conflicts(claim.format(263), evidence) == []
    assert bound_conflicts(claim.format(410), evidence) != []


def test_an_opening_phrase_naming_where_it_all_holds_is_every_pieces_scene():
    evidence = ("Some benefits have waiting periods. Under the Bronze Plan, there is a 3-month waiting period for "
                "physiotherapy and a 9-month waiting period for hearing aids. GP visits are covered at once.")
    claim = "Hearing aids on the Bronze Plan have a {} waiting period."
    assert bound_conflicts(claim.format("9-month"), evidence) == []
    assert bound_conflicts(claim.format("3-month"), evidence) != []


def test_a_unit_after_a_number_makes_no_other_kind_of_thing():
    assert binding_evidence._modifier_pairs("a smaller 2,600 mAh pack") == frozenset()
    evidence = ("The Tidy X2 has a 4,400 mAh battery that lasts up to 150 minutes, while the X2 Mini uses a smaller "
                "2,600 mAh pack. Both models dock themselves.")
    claim = "The Tidy X2 Mini has a {} mAh battery."
    assert bound_conflicts(claim.format("2,600"), evidence) == []
    assert bound_conflicts(claim.format("4,400"), evidence) != []


def test_a_place_adjective_is_no_name():
    assert "Lyon-based" not in binding_words._name_words("Hale SA agreed to buy Orvet, a Lyon-based lab, for €80 million.")
    evidence = ("Hale SA said it agreed to buy Orvet SAS, a Lyon-based testing lab, for €80 million in cash. Separately, "
                "it sold its logistics arm to Baird Capital for €35 million.")
    claim = "Hale is buying Orvet SAS for {} in cash."
    assert bound_conflicts(claim.format("€80 million"), evidence) == []
    assert bound_conflicts(claim.format("€35 million"), evidence) != []


def test_a_short_weekday_is_no_name_and_keys_its_date_as_a_weekday():
    evidence = ("Summer craft sessions (all 14:00-16:00):\nMon 4 August - Paper lanterns\nTue 5 August - Kite making\n"
                "Wed 6 August - Clay pots\nSessions cost £4 per child.")
    claim = "The kite making session is on {}."
    assert bound_conflicts(claim.format("Tue 5 August"), evidence) == []
    assert bound_conflicts(claim.format("Wed 6 August"), evidence) != []


def test_the_clause_giving_the_claims_ages_keys_it():
    evidence = ("Entry to the Canal Museum is £8 for adults and £4 for children aged 4-16; under-fours go free. Family "
                "tickets (two adults and up to two children) cost £20.")
    claim = "A child ticket for ages 4-16 costs {}."
    assert bound_conflicts(claim.format("£4"), evidence) == []
    assert bound_conflicts(claim.format("£8"), evidence) != []


def test_a_named_event_is_known_whatever_verb_the_claim_uses():
    evidence = ("The Annual General Meeting will be held on 12 June 2025 in Leeds. Members on the register on 20 May "
                "2025 may attend and vote.")
    claim = "The Annual General Meeting will take place on {}."
    assert bound_conflicts(claim.format("12 June 2025"), evidence) == []
    assert bound_conflicts(claim.format("20 May 2025"), evidence) != []


def test_a_size_after_the_names_the_variant():
    assert binding_values._labels("the 4.0 Ah battery needs 80 minutes") == [("Ah", "4")]
    assert binding_values._labels("in the 88th minute") == []
    evidence = ("On the fast charger, the 2.5 Ah battery is full in 35 minutes, while the 4.0 Ah battery needs 80 minutes. "
                "A light shows the charge.")
    claim = "The 4.0 Ah battery needs {} to charge fully."
    assert bound_conflicts(claim.format("80 minutes"), evidence) == []
    assert bound_conflicts(claim.format("35 minutes"), evidence) != []


def test_a_hyphenated_compound_says_which_thing_is_meant():
    evidence = ("Standard delivery costs £2.95 and takes 3-5 working days. Same-day delivery is £8.50 if you order "
                "before noon. Orders over £40 ship free.")
    claim = "Same-day delivery costs {}."
    assert bound_conflicts(claim.format("£8.50"), evidence) == []
    assert bound_conflicts(claim.format("£2.95"), evidence) != []


def test_a_size_in_a_list_heading_leaves_it_a_heading():
    evidence = "Protein per 1-cup cooked serving:\n- Lentils: 18 g (36% DV)\n- Chickpeas: 15 g (30% DV)\n- Peas: 9 g (18% DV)"
    claim = "A cup of cooked chickpeas provides {} of the daily value for protein."
    assert bound_conflicts(claim.format("30%"), evidence) == []
    assert bound_conflicts(claim.format("36%"), evidence) != []


def test_alternatives_with_values_of_their_own_are_pieces():
    evidence = ("The dough makes one large pizza base. Rolled thinner, the same dough makes 12 small flatbreads or "
                "about 30 crackers. Bake flatbreads for 8 minutes.")
    claim = "The dough makes about {} crackers."
    assert bound_conflicts(claim.format(30), evidence) == []
    assert bound_conflicts(claim.format(12), evidence) != []


def test_a_clause_telling_the_reader_what_to_do_is_about_the_first_ones_subject():
    evidence = ("The Mill Pond walk is 2 miles and takes about 1 hour. The harder Crag Path climbs 900 feet over 5 miles; "
                "allow 3 hours and take a map.")
    claim = "You should allow about {} for the Crag Path."
    assert bound_conflicts(claim.format("3 hours"), evidence) == []
    assert bound_conflicts(claim.format("1 hour"), evidence) != []


def test_names_the_subjects_clause_says_too_are_no_listing():
    evidence = ("The Travel Desk is run by Nadia Brooks, Head of Corporate Travel. Expense queries, including mileage "
                "claims, are handled by Owen Pryce in the Finance team.")
    claim = "The Travel Desk is run by {}, Head of Corporate Travel."
    assert bound_conflicts(claim.format("Nadia Brooks"), evidence) == []
    assert bound_conflicts(claim.format("Owen Pryce"), evidence) != []


def test_a_separated_count_in_a_table_is_no_other_years():
    evidence = ("Results of the 2024 spring bird count at Marden Lake:\n\n| Species | Count |\n|---|---|\n"
                "| Mallard | 3,410 |\n| Teal | 2,068 |\n| Wigeon | 1,152 |")
    claim = "Counters recorded {} teal at Marden Lake in spring 2024."
    assert bound_conflicts(claim.format("2,068"), evidence) == []
    assert bound_conflicts(claim.format("1,152"), evidence) != []


def test_an_age_open_at_one_end_keys_its_clause_whoever_is_aged():
    claim = "In people aged 50 and over the booster was {} effective."
    evidence = "The booster was 91% effective in people aged 18-49. In participants aged 50 and over it was 74% effective."
    assert bound_conflicts(claim.format("74%"), evidence) == []
    assert bound_conflicts(claim.format("91%"), evidence) != []


def test_a_plural_before_a_colon_or_a_modal_is_no_verb():
    evidence = ("Useful contacts:\n- Billing queries: Dev Patel (ext. 210)\n- Repairs: Cara Quinn (ext. 214)\n"
                "- Noise complaints: the estate office")
    claim = "Repair queries should go to {}."
    assert bound_conflicts(claim.format("Cara Quinn"), evidence) == []
    assert bound_conflicts(claim.format("Dev Patel"), evidence) != []


def test_a_spans_end_is_no_part_of_a_duration_after_it():
    evidence = "Rest breaks are 20 minutes for shifts of 4-6 hours and 40 minutes for shifts over 6 hours."
    claim = "For shifts over 6 hours, the rest break is {}."
    assert bound_conflicts(claim.format("40 minutes"), evidence) == []
    assert bound_conflicts(claim.format("20 minutes"), evidence) != []


def test_a_span_the_claim_is_of_keys_the_row_giving_it():
    evidence = ("Sick pay by length of service:\n\n| Length of service | Full pay (weeks) |\n|---|---|\n"
                "| Under 1 year | 4 |\n| 1–3 years | 8 |\n| Over 3 years | 12 |")
    claim = "Staff with 1–3 years of service get {} of full sick pay."
    assert bound_conflicts(claim.format("8 weeks"), evidence) == []
    assert bound_conflicts(claim.format("12 weeks"), evidence) != []


def test_an_adjective_between_a_count_and_its_unit_leaves_it_a_duration():
    evidence = ("The standard course runs over 6 days. The intensive course covers the same syllabus in 3 longer days.")
    claim = "The intensive course takes {} days."
    assert bound_conflicts(claim.format(3), evidence) == []
    assert bound_conflicts(claim.format(6), evidence) != []


def test_an_initialism_spelled_out_is_the_claims_modifier():
    # ("HSA elections must" pairs its words as "Health Savings Account elections" does: the initialism is no other thing)
    evidence = ("Medical plan elections are due by 14 November. Health Savings Account elections must be made by "
                "5 December. Elections not made by then default to last year's choices, except HSAs, which lapse.")
    claim = "HSA elections must be made by {}."
    assert bound_conflicts(claim.format("5 December"), evidence) == []
    assert bound_conflicts(claim.format("14 November"), evidence) != []


def test_a_grade_in_a_span_of_grades_keys_the_clause_of_that_span():
    evidence = ("Staff on Bands 1-3 accrue 25 days of annual leave. Staff on Bands 4 and above accrue 28 days.")
    claim = "A Band {} employee accrues {} days of annual leave."
    assert bound_conflicts(claim.format(5, 28), evidence) == []
    assert bound_conflicts(claim.format(5, 25), evidence) != []
    assert bound_conflicts(claim.format(2, 25), evidence) == []
    assert bound_conflicts(claim.format(2, 28), evidence) != []


def test_a_plural_subject_and_its_verb_pair_no_words():
    # ("changes take" is no kind of "take" that "Enrolments confirmed during that window take" would contrast)
    evidence = ("Course enrolment for the 2026 intake runs from 2 March to 27 March 2026. Enrolments confirmed during "
                "that window take effect on 1 September 2026. Students can change modules within 14 days of the start.")
    claim = "Module enrolment changes take effect on {}."
    assert bound_conflicts(claim.format("1 September 2026"), evidence) == []
    assert bound_conflicts(claim.format("27 March 2026"), evidence) != []


def test_a_half_is_another_thing():
    evidence = ("The Harbour Marathon sets off at 9:30 on Sunday 14 September from the Quay. The half marathon sets off "
                "at 10:15 from the same start line.")
    claim = "The Harbour half marathon sets off at {}."
    assert bound_conflicts(claim.format("10:15"), evidence) == []
    assert bound_conflicts(claim.format("9:30"), evidence) != []


def test_the_source_it_is_all_according_to_is_no_listings_lead():
    evidence = ("According to the council's 2025 parking review, average daily charges were £14 in the city centre, "
                "£9 at the station and £6 at the retail park.")
    claim = "In 2025, the average daily parking charge at the station was {}."
    assert bound_conflicts(claim.format("£9"), evidence) == []
    assert bound_conflicts(claim.format("£6"), evidence) != []


def test_the_rest_of_a_name_the_claim_says_in_part_is_no_other_name():
    evidence = ("The Wellcome Trust gave £3 million to Prof. Mei Tanaka's lab in Leeds for malaria work. A group at "
                "Bristol University studying tick-borne disease received £1.2 million in the same round.")
    claim = "The Bristol tick-borne disease group received {} from the Wellcome Trust."
    assert bound_conflicts(claim.format("£1.2 million"), evidence) == []


def test_a_verb_after_a_plural_and_every_pair_no_words():
    # ("versions need servicing every 24 months" is no kind of "service" the "flexible service schedule" contrasts)
    evidence = ("Hybrid models need servicing every 12 months or 10,000 miles, whichever comes first. Electric versions "
                "can go 24 months or 20,000 miles between services thanks to the flexible service schedule.")
    assert bound_conflicts("Electric versions need servicing every 24 months or 20,000 miles.", evidence) == []


def test_a_bare_verb_after_a_modal_goes_on_about_the_first_pieces_subject():
    evidence = ("The Kings Road pool will close for repairs on 3 March 2025 and reopen on 14 April 2025. "
                "The gym upstairs stays open throughout.")
    claim = "The Kings Road pool reopens on {}."
    assert bound_conflicts(claim.format("14 April 2025"), evidence) == []
    assert bound_conflicts(claim.format("3 March 2025"), evidence) != []


def test_a_key_naming_its_one_value_by_a_number_is_no_value():
    evidence = "Engine choices:\n- 1.6 GDi petrol: 123 bhp\n- 1.6 CRDi diesel: 134 bhp\n- 2.0 T-GDi: 201 bhp"
    claim = "The 1.6 CRDi diesel produces {} bhp."
    assert bound_conflicts(claim.format(134), evidence) == []
    assert bound_conflicts(claim.format(123), evidence) != []


def test_an_office_is_told_by_the_office_not_by_its_owner():
    evidence = ("Dr Lena Fischer chairs the board of the Heron Trust, and Marcus Webb serves as Secretary. "
                "Day-to-day work is run by Director Aisha Khan, who joined the trust in 2019.")
    claim = "The trust's secretary is {}."
    assert bound_conflicts(claim.format("Marcus Webb"), evidence) == []
    assert bound_conflicts(claim.format("Aisha Khan"), evidence) != []


def test_a_named_day_opening_a_sentence_is_a_name():
    evidence = ("Reservations for Valentine's Day (Friday 14 February) open on 10 January. Father's Day bookings "
                "(Sunday 15 June) open on 1 May.")
    claim = "Father's Day reservations open on {}."
    assert bound_conflicts(claim.format("1 May"), evidence) == []
    assert bound_conflicts(claim.format("10 January"), evidence) != []


def test_a_price_is_compared_with_prices_per_the_same_thing():
    evidence = "Electricity costs 26.4p per kWh with a standing charge of 48.2p per day. Gas costs 6.8p per kWh."
    assert bound_conflicts("Gas costs 6.8p per kWh.", evidence) == []
    assert bound_conflicts("Gas costs 26.4p per kWh.", evidence) != []
    evidence = ("Octopus pays 15p per kWh exported. British Gas pays 5.6p per kWh exported, and its standing charge is "
                "51.2p per day.")
    assert bound_conflicts("British Gas pays 5.6p per kWh for exported electricity.", evidence) == []
    # (a price per day is no rival of one per kWh: the swap is told by the other price per kWh)
    assert bound_conflicts("British Gas pays 15p per kWh for exported electricity.", evidence) != []


def test_a_table_row_is_known_by_what_happened_not_by_its_date():
    # (and "replaced" is what a "replacement" did)
    evidence = ("Maintenance log:\n\n| Date | Hours | Work done |\n|---|---|---|\n| 04/05/2022 | 1,200 | Oil change |\n"
                "| 17/11/2022 | 1,850 | Oil change and new filters |\n| 02/06/2023 | 2,430 | Propeller replacement |")
    claim = "The propeller was replaced on {}."
    assert bound_conflicts(claim.format("02/06/2023"), evidence) == []
    assert bound_conflicts(claim.format("17/11/2022"), evidence) != []


def test_the_ages_a_claim_is_about_are_no_value_of_its_own():
    # (nor is the age a figure holds by: "by age 5")
    evidence = ("Our shingles vaccinations for adults aged 70 and over take place on Tuesday 8 April. Those for "
                "adults under 70 with a weakened immune system are on Tuesday 22 April.")
    claim = "Shingles vaccinations for adults aged 70 and over are on Tuesday {}."
    assert bound_conflicts(claim.format("8 April"), evidence) == []
    assert bound_conflicts(claim.format("22 April"), evidence) != []
    evidence = "Last year 91% of pupils could read fluently by age 7. By age 11, 84% met the expected standard in maths."
    claim = "{}% of pupils met the expected standard in maths by age 11."
    assert bound_conflicts(claim.format(84), evidence) == []
    assert bound_conflicts(claim.format(91), evidence) != []


def test_an_age_span_said_from_the_claims_age_keys_its_clause():
    # "from age 12" keys "aged 12 or older"; "aged 9 or older" is of other animals; "riders under 18" are an age span
    evidence = ("Horses aged 9 or older carry a 25% excess on every claim. Ponies pay a 10% excess from age 12.")
    claim = "Ponies aged 12 or older pay a {} excess."
    assert bound_conflicts(claim.format("10%"), evidence) == []
    assert bound_conflicts(claim.format("25%"), evidence) != []
    evidence = "The deposit is £150 for riders aged 18 and over and £75 for riders under 18."
    claim = "Riders under 18 pay a deposit of {}."
    assert bound_conflicts(claim.format("£75"), evidence) == []
    assert bound_conflicts(claim.format("£150"), evidence) != []


def test_a_name_particle_is_a_word_outside_a_name():
    # ("a van" is about vans; a sentence with no value sets the scene of the parallel ones after it)
    evidence = ("Customers hiring a van or a minibus for a weekend must book online. Van hire includes up to 300 miles "
                "per day. Minibus hire includes up to 200 miles per day. Fuel is charged separately.")
    claim = "Weekend van hire includes up to {} miles per day."
    assert bound_conflicts(claim.format(300), evidence) == []
    assert bound_conflicts(claim.format(200), evidence) != []


def test_an_insertion_between_a_subject_and_its_verb_stays_with_the_subject():
    # (the question's own label number, "How many bays does Hangar 3 have?", leaves the bays to bind)
    evidence = "Hangar 2 has 48 bays, and Hangar 3, which opened in 2019, has 22 bays."
    assert bound_conflicts("Hangar 3 has 22 bays.", evidence, given=frozenset({3.0})) == []
    assert bound_conflicts("Hangar 3 has 48 bays.", evidence, given=frozenset({3.0})) != []
    evidence = ("Standard tickets receive a reply within 24 hours on weekdays. Urgent tickets, available on the Business "
                "plan, receive a reply within 2 hours, at any time.")
    assert bound_conflicts("Urgent tickets receive a reply within 2 hours, at any time.", evidence) == []
    assert bound_conflicts("Urgent tickets receive a reply within 24 hours, at any time.", evidence) != []


def test_a_count_of_another_thing_is_no_count_of_the_claims():
    evidence = "Millbrook Surgery is a teaching practice with 7 GPs and 4 practice nurses. Call 0161 496 0000 to book."
    assert bound_conflicts("Millbrook Surgery has 4 practice nurses.", evidence) == []
    assert bound_conflicts("Millbrook Surgery has 7 practice nurses.", evidence) != []
    # (a whole the part is of counts no other value: "Of the 600 staff, 150 work in sales")
    evidence = "Of the firm's 600 staff, 150 work in sales, 300 in production and 150 in support."
    assert bound_conflicts("150 staff work in sales.", evidence) == []


def test_a_line_key_names_each_of_its_pieces():
    # ("v1" is a name's code, no value the lead leaves off)
    evidence = ("Support timeline:\n- SDK v3: security fixes only from 1 June 2025, end of life 1 January 2026\n"
                "- SDK v4: security fixes only from 1 March 2026, end of life 1 October 2026")
    claim = "SDK v3 reaches end of life on {}."
    assert bound_conflicts(claim.format("1 January 2026"), evidence) == []
    assert bound_conflicts(claim.format("1 October 2026"), evidence) != []


def test_an_event_told_in_other_words_is_the_same_event():
    evidence = "The east wing was completed in 1788. The chapel was added in 1802 by the architect John Nash."
    claim = "The east wing was finished in {}."
    assert bound_conflicts(claim.format(1788), evidence) == []
    assert bound_conflicts(claim.format(1802), evidence) != []
    evidence = "Hartley Rovers topped the table with 19 wins from 22 games. Selby Park were second with 15 wins."
    claim = "Selby Park won {} of their games."
    assert bound_conflicts(claim.format(15), evidence) == []
    assert bound_conflicts(claim.format(19), evidence) != []


def test_a_tier_is_another_of_its_kind_and_a_verb_in_s_modifies_nothing():
    evidence = ("The standard home plan includes £500 of accidental damage cover. The premium plan raises this to "
                "£2,000 and adds cover for garden furniture.")
    claim = "The premium home plan includes {} of accidental damage cover."
    assert bound_conflicts(claim.format("£2,000"), evidence) == []
    assert bound_conflicts(claim.format("£500"), evidence) != []


def test_an_alternative_value_keeps_the_leads_label():
    evidence = ("Your first parking permit costs £40 a year, or £55 if you apply by post. A second permit costs £90 a "
                "year.")
    claim = "If you apply by post, the first parking permit costs {} a year."
    assert bound_conflicts(claim.format("£55"), evidence) == []
    assert bound_conflicts(claim.format("£40"), evidence) != []


def test_a_span_between_two_numbers_sets_both_thresholds():
    evidence = ("If you withdraw more than 60 days before the course starts, you get an 80% refund; withdrawals "
                "between 14 and 60 days before the start are refunded at 40%.")
    claim = "Withdrawing between 14 and 60 days before the course starts gets you a {} refund."
    assert bound_conflicts(claim.format("40%"), evidence) == []
    assert bound_conflicts(claim.format("80%"), evidence) != []


def test_a_value_said_in_another_place_is_another_places():
    evidence = ("Operators in Germany may charge up to €30 for a Green Zone permit. In Austria the fee is €45, and in "
                "Switzerland the permit is free.")
    claim = "A Green Zone permit costs {} in Austria."
    assert bound_conflicts(claim.format("€45"), evidence) == []
    assert bound_conflicts(claim.format("€30"), evidence) != []
    evidence = "As at 30 June 2024, the Company ran 310 cafes in the United States and 95 cafes in Canada, after 12 net closures."
    claim = "The Company ran {} cafes in Canada at 30 June 2024."
    assert bound_conflicts(claim.format(95), evidence) == []
    assert bound_conflicts(claim.format(310), evidence) != []


def test_a_childs_ticket_is_no_adult_ticket_and_shares_what_both_are_for():
    evidence = ("Adult passes for the summer lido sessions are £7 and children's passes are £3.50, with lockers "
                "available for £1.")
    claim = "A child's pass for the summer lido sessions costs {}."
    assert bound_conflicts(claim.format("£3.50"), evidence) == []
    assert bound_conflicts(claim.format("£7"), evidence) != []


def test_a_size_naming_a_model_is_no_value():
    evidence = ("The 13-inch AeroBook Pro is now £999, down from £1,149. The 15-inch model in the same range has been "
                "cut to £1,249.")
    claim = "The 15-inch AeroBook Pro now costs {}."
    assert bound_conflicts(claim.format("£1,249"), evidence) == []
    assert bound_conflicts(claim.format("£999"), evidence) != []


def test_another_thing_of_a_name_in_part_is_another_thing():
    # (and an insertion listing its own "and" lists nothing of the clause: "valid for two adults and up to three children")
    evidence = ("A Standard Day pass for the Harbour Park costs £12. A Premium Day pass, valid for two adults and up to "
                "three children, is £30.")
    claim = "A Premium Day pass for the Harbour Park costs {}."
    assert bound_conflicts(claim.format("£30"), evidence) == []
    assert bound_conflicts(claim.format("£12"), evidence) != []


def test_a_name_after_its_role_stays_with_the_role():
    evidence = ("Questions about your pension should be addressed to our Member Services Manager, Ruth Kelly. Transfer "
                "requests are handled by our Head of Transfers, Omar Siddiqui, who will reply within ten working days.")
    claim = "Transfer requests are handled by {}, the Head of Transfers."
    assert bound_conflicts(claim.format("Omar Siddiqui"), evidence) == []
    assert bound_conflicts(claim.format("Ruth Kelly"), evidence) != []


def test_a_count_inside_a_range_keys_the_ranges_clause():
    evidence = ("Schools booking more than 60 pupils receive a 20% discount on entry. Groups of between 15 and 59 "
                "pupils get 10% off.")
    claim = "If you bring 30 pupils, you get {} off entry."
    assert bound_conflicts(claim.format("10%"), evidence) == []
    assert bound_conflicts(claim.format("20%"), evidence) != []


def test_what_two_list_lines_say_alike_tells_neither_from_the_other():
    evidence = ("Area contacts for road closures:\n- South East: Nadia Brooks, Highways Liaison Officer\n"
                "- Kent: Colin Price, Highways Liaison Officer\nOut of hours, call the council switchboard.")
    claim = "The Highways Liaison Officer for Kent is {}."
    assert bound_conflicts(claim.format("Colin Price"), evidence) == []
    assert bound_conflicts(claim.format("Nadia Brooks"), evidence) != []


def test_a_season_keys_its_row_as_a_label_does():
    evidence = ("| Survey round | Date | Plots visited |\n|---|---|---|\n| Winter | 12 January 2023 | 30 |\n"
                "| Spring | 18 April 2023 | 30 |\n| Autumn | 2 October 2023 | 28 |")
    claim = "The spring survey took place on {}."
    assert bound_conflicts(claim.format("18 April 2023"), evidence) == []
    assert bound_conflicts(claim.format("2 October 2023"), evidence) != []


def test_a_sentence_ending_in_a_colon_heads_the_list_under_it():
    evidence = ("Members of the Northfield Cycling Club chose their officers for the coming season at the meeting on "
                "Tuesday:\n- Captain: Helen Moss\n- Secretary: Arjun Patel\n- Treasurer: Lewis Grant\n"
                "The club has 140 riders.")
    claim = "{} is the secretary of the Northfield Cycling Club."
    assert bound_conflicts(claim.format("Arjun Patel"), evidence) == []
    assert bound_conflicts(claim.format("Lewis Grant"), evidence) != []


def test_a_product_named_by_its_term_or_a_network_by_its_generation_is_a_label():
    evidence = ("Our 3 Year Fixed Saver pays 4.10% AER with a minimum deposit of £1,000, while the 1 Year Fixed Saver "
                "pays 4.60% AER with a minimum deposit of £500.")
    claim = "The 3 Year Fixed Saver needs a minimum deposit of {}."
    assert bound_conflicts(claim.format("£1,000"), evidence) == []
    assert bound_conflicts(claim.format("£500"), evidence) != []
    evidence = "Our 4G SIM plan averages 35Mbps. Where you have coverage, the 5G SIM plan averages 210Mbps."
    assert bound_conflicts("The 5G SIM plan averages 210Mbps.", evidence) == []
    assert bound_conflicts("The 5G SIM plan averages 35Mbps.", evidence) != []


def test_a_lower_case_term_or_semester_is_a_label():
    evidence = "Evening classes: semester 1 begins on 15 September 2025 and semester 2 begins on 2 February 2026."
    claim = "Semester 2 of the evening classes begins on {}."
    assert bound_conflicts(claim.format("2 February 2026"), evidence) == []
    assert bound_conflicts(claim.format("15 September 2025"), evidence) != []


def test_an_amount_or_duration_the_claim_gives_as_its_case_keys_the_range_holding_it():
    evidence = ("Survey fees: for homes valued up to £300,000 the fee is £350, and for homes between £300,001 and "
                "£600,000 it is £520.")
    claim = "For a home valued at £450,000 the survey fee is {}."
    assert bound_conflicts(claim.format("£520"), evidence) == []
    assert bound_conflicts(claim.format("£350"), evidence) != []
    table = ("Pension contributions by service:\n\n| Service | Employer contribution |\n|---|---|\n"
             "| Under 3 years | 5% |\n| 3–8 years | 7% |\n| Over 8 years | 9% |")
    claim = "With 6 years of service the employer contribution is {}."
    assert bound_conflicts(claim.format("7%"), table) == []
    assert bound_conflicts(claim.format("9%"), table) != []
    evidence = ("Staff with less than one year's service get 2 weeks of paid parental leave. Staff with one or more "
                "years' service get 6 weeks.")
    claim = "With four years' service you get {} of paid parental leave."
    assert bound_conflicts(claim.format("6 weeks"), evidence) == []
    assert bound_conflicts(claim.format("2 weeks"), evidence) != []


def test_without_qualifies_as_excluding_does():
    evidence = "Rooms with breakfast cost €140 a night, while rooms without breakfast cost €115."
    claim = "A room without breakfast costs {} a night."
    assert bound_conflicts(claim.format("€115"), evidence) == []
    assert bound_conflicts(claim.format("€140"), evidence) != []


def test_a_part_of_a_place_is_in_it_and_places_listed_in_a_subject_are_one_subject():
    evidence = ("The new timetable starts in the north of Wales on 4 May 2025. Passengers in England and Scotland will "
                "follow on 1 June 2025.")
    claim = "The new timetable starts in Scotland on {}."
    assert bound_conflicts(claim.format("1 June 2025"), evidence) == []
    assert bound_conflicts(claim.format("4 May 2025"), evidence) != []


def test_a_deputy_holds_another_role():
    evidence = ("Cllr Ruth Hale was elected mayor of Barford at Monday's annual meeting, with Cllr Tom Baines chosen as "
                "deputy mayor. Cllr Hale said her charity for the year would be Barford Food Bank.")
    claim = "{} was chosen as deputy mayor of Barford."
    assert bound_conflicts(claim.format("Cllr Tom Baines"), evidence) == []
    assert bound_conflicts(claim.format("Cllr Ruth Hale"), evidence) != []


def test_a_later_piece_keeps_the_named_thing_the_first_subject_is_of():
    evidence = ("Entries for the Riverside Photo Prize close at noon on 14 March, and the shortlist is published on "
                "2 April. Tickets for the awards evening are £12.")
    claim = "The Riverside Photo Prize shortlist comes out on {}."
    assert bound_conflicts(claim.format("2 April"), evidence) == []
    assert bound_conflicts(claim.format("14 March"), evidence) != []


def test_a_name_the_passage_opens_with_is_where_a_table_of_it_is():
    evidence = ("The Independents kept overall control of Millford Borough Council after Thursday's count.\n\n"
                "| Party | Seats won | Change |\n|---|---|---|\n| Social Democrats | 31 | +2 |\n| Conservative | 12 | -3 |\n"
                "| Green | 5 | +1 |")
    claim = "The Green Party won {} seats on Millford Borough Council."
    assert bound_conflicts(claim.format("5"), evidence) == []
    assert bound_conflicts(claim.format("12"), evidence) != []


def test_a_value_compared_with_the_first_is_said_as_the_first_is_for_its_own_thing():
    evidence = ("In the tenant survey, 79% of residents rated the cleanliness of the stairwells as good, compared with 58% "
                "for the lifts.")
    claim = "{} of residents rated the lifts as good."
    assert bound_conflicts(claim.format("58%"), evidence) == []
    assert bound_conflicts(claim.format("79%"), evidence) != []


def test_a_table_title_may_give_its_year_and_stand_a_blank_line_above():
    evidence = ("GCSE results 2024 (selected subjects):\n\n| Subject | A*–A | A*–C |\n|---|---|---|\n"
                "| Physics | 58% | 94% |\n| Modern History | 39% | 77% |")
    claim = "In Physics, {} of pupils achieved A*–A grades in 2024."
    assert bound_conflicts(claim.format("58%"), evidence) == []
    assert bound_conflicts(claim.format("39%"), evidence) != []


def test_brackets_after_each_listed_name_tell_the_names_apart():
    evidence = ("This year's house captains are Ella Fraser (Kestrel) and Noah Williams (Osprey), chosen by a vote "
                "of all pupils.")
    claim = "{} is house captain of Osprey."
    assert bound_conflicts(claim.format("Noah Williams"), evidence) == []
    assert bound_conflicts(claim.format("Ella Fraser"), evidence) != []


def test_a_line_keyed_by_a_label_keys_each_of_its_pieces():
    evidence = ("Storage units available:\n- Bay 1: 12-month contract, 2 months free\n"
                "- Bay 2: 6-month contract, 1 month free\n- Bay 3: let")
    claim = "Bay 1 comes with {} free."
    assert bound_conflicts(claim.format("2 months"), evidence) == []
    assert bound_conflicts(claim.format("1 month"), evidence) != []


def test_a_subject_of_several_words_said_by_one_clause_tells_its_event():
    evidence = ("Important dates for exhibitors:\n- Stand allocation: 2 June 2025\n- Deadline for insurance "
                "certificates: 20 June 2025\n- Build-up day: 14 July 2025")
    claim = "Insurance certificates must be sent in by {}."
    assert bound_conflicts(claim.format("20 June 2025"), evidence) == []
    assert bound_conflicts(claim.format("14 July 2025"), evidence) != []


def test_a_qualifier_may_follow_what_it_leaves_out():
    evidence = "In the UK, the Starter plan costs £12 per month and the Growth plan £45 per month, VAT excluded."
    claim = "The Growth plan costs {} per month in the UK, excluding VAT."
    assert bound_conflicts(claim.format("£45"), evidence) == []
    assert bound_conflicts(claim.format("£12"), evidence) != []


def test_a_role_after_a_name_is_said_of_it():
    evidence = ("For questions about school transport, email our Travel Assistance Officer, Priya Shah. Queries about "
                "free school meals go to Daniel Fox, Pupil Support Team Manager.")
    claim = "You should contact {}, the Travel Assistance Officer."
    assert bound_conflicts(claim.format("Priya Shah"), evidence) == []
    assert bound_conflicts(claim.format("Daniel Fox"), evidence) != []


def test_a_list_lines_key_with_a_bracketed_date_names_its_pieces():
    evidence = ("Payment deadlines:\n- Alpine Lakes Tour (departs 4 May 2026): final payment 3 March 2026\n"
                "- Danube Explorer (departs 9 June 2026): final payment 8 April 2026")
    claim = "The final payment for the Danube Explorer is due on {}."
    assert bound_conflicts(claim.format("8 April 2026"), evidence) == []
    assert bound_conflicts(claim.format("3 March 2026"), evidence) != []


def test_ages_written_in_words_or_as_columns_key_their_values():
    evidence = ("| Session | Under 3s | 3 years + |\n|---|---|---|\n| Morning | £38.00 | £34.50 |\n"
                "| Afternoon | £33.00 | £30.00 |")
    claim = "A morning session for a child aged three or over costs {}."
    assert bound_conflicts(claim.format("£34.50"), evidence) == []
    assert bound_conflicts(claim.format("£38.00"), evidence) != []
    evidence = ("Children under four must attend at least 2 mornings a week. Children aged four and over must attend "
                "at least 4 mornings a week.")
    claim = "Children aged four and over must attend at least {} mornings a week."
    assert bound_conflicts(claim.format("4"), evidence) == []
    assert bound_conflicts(claim.format("2"), evidence) != []


def test_a_present_verb_after_the_first_subject_shares_it():
    evidence = "The 2026 to 2027 academic year begins on 7 September 2026 and finishes on 16 July 2027."
    claim = "The 2026 to 2027 academic year finishes on {}."
    assert bound_conflicts(claim.format("16 July 2027"), evidence) == []
    assert bound_conflicts(claim.format("7 September 2026"), evidence) != []


def test_an_amount_per_week_may_be_the_one_a_table_gives_per_child():
    # (a time a price is said per is compared with times only: "a week" is no other unit than "per child")
    evidence = ("Carer's grant rates 2025 to 2026\n\n| Who it is for | Weekly rate |\n|---|---|\n"
                "| Oldest child | £31.20 |\n| Each additional child | £19.40 per child |")
    claim = "You get {} a week for each additional child."
    assert bound_conflicts(claim.format("£19.40"), evidence) == []
    assert bound_conflicts(claim.format("£31.20"), evidence) != []


def test_a_conjunction_is_no_modifier_of_the_word_after_it():
    evidence = "Refurbished laptops carry a 24-month warranty, whereas refurbished monitors are covered for 9 months."
    claim = "Refurbished monitors are covered by a {} warranty."
    assert bound_conflicts(claim.format("9-month"), evidence) == []
    assert bound_conflicts(claim.format("24-month"), evidence) != []


def test_out_of_is_a_qualifier_as_outside_is():
    evidence = ("If a courier cannot deliver twice, a £6 redelivery fee applies. Servicing a boiler outside the "
                "warranty period costs £95 per visit.")
    claim = "An out-of-warranty boiler service costs {} per visit."
    assert bound_conflicts(claim.format("£95"), evidence) == []
    assert bound_conflicts(claim.format("£6"), evidence) != []


def test_a_bare_verb_after_a_plural_subjects_verb_shares_its_subject():
    evidence = ("Nominations for the Riverside Arts Awards open on 2 March 2026 and close at noon on 30 April 2026. "
                "Shortlisted artists will be told by 1 June 2026.")
    claim = "Nominations for the Riverside Arts Awards close on {}."
    assert bound_conflicts(claim.format("30 April 2026"), evidence) == []
    assert bound_conflicts(claim.format("1 June 2026"), evidence) != []


def test_a_passage_opening_phrase_does_not_hide_the_name_it_is_about():
    evidence = ("Since the recall began, 9,200 of the affected Lumo desk lamps have been returned for a refund. The "
                "manufacturer has received 35 reports of overheating, including 4 reports of minor burns.")
    claim = "The manufacturer has received {} reports of overheating for the Lumo desk lamp."
    assert bound_conflicts(claim.format("35"), evidence) == []
    assert bound_conflicts(claim.format("9,200"), evidence) != []


def test_a_weekday_and_its_date_are_never_cut_apart():
    evidence = "Harlow Foods will publish its half-year 2026 results before trading opens on Tuesday, July 21, 2026."
    assert any(clause.endswith("on Tuesday, July 21, 2026.") for clause in clauses(evidence)), clauses(evidence)


def test_a_closing_phrase_stating_nothing_does_not_make_a_listing_too_long():
    evidence = ("Northgate Retail reported operating profit of £38 million for the half year, compared with £46 million "
                "in the same period last year, as higher energy and wage costs weighed on margins across its stores.")
    claim = "Northgate Retail's operating profit for the half year was {}."
    assert bound_conflicts(claim.format("£38 million"), evidence) == []
    assert bound_conflicts(claim.format("£46 million"), evidence) != []


def test_a_table_rows_other_values_key_each_of_its_cells():
    evidence = ("Tier | Storage | Users | Price per month\nSolo | 50 GB | 1 | £4\nTeam | 500 GB | 10 | £18\n"
                "Business | 2 TB | 50 | £65")
    claim = "The 500 GB Team tier allows {} users."
    assert bound_conflicts(claim.format("10"), evidence) == []
    assert bound_conflicts(claim.format("50"), evidence) != []


def test_a_cell_holding_another_value_of_the_claim_is_not_the_checked_values():
    evidence = ("Division One (after 30 games)\nPos | Team | P | W | D | L | Pts\n1 | Elmbridge | 30 | 20 | 6 | 4 | 66\n"
                "2 | Castleford Vale | 30 | 18 | 7 | 5 | 61\n3 | Pinehurst | 30 | 17 | 5 | 8 | 56")
    claim = "Castleford Vale have {} points from 30 games."
    assert bound_conflicts(claim.format("61"), evidence) == []
    assert bound_conflicts(claim.format("66"), evidence) != []


def test_periods_naming_columns_key_the_cells_under_them():
    evidence = ("Hire | 1 week | 4 weeks | Deposit\nCarpet cleaner | £45 | £150 | £50\n"
                "Floor sander | £80 | £260 | £100")
    claim = "Hiring the floor sander for 4 weeks costs {}."
    assert bound_conflicts(claim.format("£260"), evidence) == []
    assert bound_conflicts(claim.format("£150"), evidence) != []


def test_what_a_sentence_says_before_its_colon_holds_for_each_piece_after_it():
    evidence = ("Oversized luggage is charged per bag each way: a pushchair travels free, a surfboard costs €60, while "
                "a kayak in a protective bag costs €95.")
    claim = "Taking a bagged kayak costs {} per bag each way."
    assert bound_conflicts(claim.format("€95"), evidence) == []
    assert bound_conflicts(claim.format("€60"), evidence) != []
    evidence = ("If you travel often, a season ticket can cut your costs: a monthly ticket costs £212.40 and an annual "
                "ticket costs £2,212.00, which can be spread over 10 monthly payments.")
    claim = "An annual season ticket costs {}."
    assert bound_conflicts(claim.format("£2,212.00"), evidence) == []
    assert bound_conflicts(claim.format("£212.40"), evidence) != []


def test_a_noun_naming_what_its_verb_does_is_that_verb():
    evidence = ("From 1 March 2026, Brightway Rewards points will expire after 18 months without activity. Members who "
                "joined before 1 October 2025 keep their current balance until the new rule takes effect.")
    claim = "The new Brightway Rewards points expiry rules start on {}."
    assert bound_conflicts(claim.format("1 March 2026"), evidence) == []
    assert bound_conflicts(claim.format("1 October 2025"), evidence) != []


def test_a_tables_declared_scale_and_currency_are_its_cells():
    evidence = ("Operating profit by segment, 2025 (GBP million)\nSegment | 2025 | 2024\nRetail | £312.6 | £298.1\n"
                "Wholesale | £144.0 | £151.9")
    claim = "Operating profit in the Retail segment was {} in 2025."
    assert bound_conflicts(claim.format("£312.6 million"), evidence) == []
    assert bound_conflicts(claim.format("£144.0 million"), evidence) != []


def test_a_cell_under_a_column_named_by_a_word_the_claim_does_not_say_is_of_another_column():
    evidence = ("Item | Daily overdue charge | Maximum charge\nPaperback | €0.20 | €4.00\nBoard game | €0.60 | €9.00\n"
                "Console game | €1.00 | €12.00")
    claim = "The maximum overdue charge for a board game is {}."
    assert bound_conflicts(claim.format("€9.00"), evidence) == []
    assert bound_conflicts(claim.format("€12.00"), evidence) != []


def test_the_words_of_a_name_are_no_other_thing_of_the_claims_kind():
    evidence = ("Approved installers by county:\n- Kent: Medway Heat Pumps\n- Surrey: Weald Boiler Installers\n"
                "- Essex: Colne Valley Heating")
    claim = "The approved installer in Surrey is {}."
    assert bound_conflicts(claim.format("Weald Boiler Installers"), evidence) == []
    assert bound_conflicts(claim.format("Medway Heat Pumps"), evidence) != []


def test_a_name_said_for_a_place_is_said_where_the_place_is():
    evidence = ("Repairs for Lumo speakers bought in the EU are carried out by Lumo Service BV in Utrecht. Repairs for "
                "devices bought in the UK are handled by our partner, Fenwick Electronics Ltd.")
    claim = "Repairs for Lumo speakers bought in the UK are handled by {}."
    assert bound_conflicts(claim.format("Fenwick Electronics Ltd"), evidence) == []
    assert bound_conflicts(claim.format("Lumo Service BV"), evidence) != []


def test_a_qualifier_may_be_quoted():
    evidence = ("The last day to join a module is 12 January. You can leave a module without a 'Fail' on your record "
                "until 26 January; after that date and until 20 March, leaving is recorded as a Fail.")
    claim = "The last day to leave a module without a Fail on your record is {}."
    assert bound_conflicts(claim.format("26 January"), evidence) == []
    assert bound_conflicts(claim.format("20 March"), evidence) != []


def test_a_clause_stating_all_the_claims_other_values_is_where_the_claim_is():
    evidence = ("Under our Hardship Fund, households earning up to 150% of the Living Wage receive a 90% reduction on "
                "council tax. Households earning between 151% and 250% of the Living Wage receive a 40% reduction.")
    claim = "Households earning between 151% and 250% of the Living Wage receive a {} reduction on council tax."
    assert bound_conflicts(claim.format("40%"), evidence) == []
    assert bound_conflicts(claim.format("90%"), evidence) != []


def test_a_role_written_before_a_name_is_said_of_it():
    evidence = ("Orrin Foods will hold its results call at 9:00 a.m. GMT. The call will be hosted by Chief Executive "
                "Officer Hannah Lowe and Chief Operating Officer Marcus Bell. Media enquiries should go to Ruth Adair, "
                "Head of Communications.")
    claim = "Orrin Foods' Chief Operating Officer is {}."
    assert bound_conflicts(claim.format("Marcus Bell"), evidence) == []
    assert bound_conflicts(claim.format("Ruth Adair"), evidence) != []


def test_a_first_row_of_worded_cells_names_columns_whatever_numbers_it_holds():
    evidence = ("Return fares (off-peak)\nRoute | Adult | Bike up to 2m\nTruro - Falmouth | £6.20 | £3.00\n"
                "Penzance - St Ives | £5.40 | £2.50")
    claim = "Taking a bike up to 2m from Truro to Falmouth costs {} off-peak."
    assert bound_conflicts(claim.format("£3.00"), evidence) == []
    assert bound_conflicts(claim.format("£2.50"), evidence) != []


def test_a_value_the_claim_opens_with_is_its_case():
    evidence = ("Part-time staff receive 15 days of paid leave a year. After three years of service this increases to "
                "18 days, and after eight years of service to 21 days.")
    claim = "After three years of service, part-time staff receive {} of paid leave a year."
    assert bound_conflicts(claim.format("18 days"), evidence) == []
    assert bound_conflicts(claim.format("21 days"), evidence) != []


def test_hours_and_minutes_written_short_are_one_duration():
    evidence = "Journey times from Bristol\nTo | Journey time | Buses a day\nBath | 0h 55m | 30\nExeter | 1h 50m | 6"
    claim = "The bus from Bristol to Exeter takes {}."
    assert bound_conflicts(claim.format("1h 50m"), evidence) == []
    assert bound_conflicts(claim.format("0h 55m"), evidence) != []


def test_a_weekend_is_what_the_evidence_counts_as_one():
    evidence = ("From July to September, stays arriving on a Friday or Saturday must be at least 2 nights, while arrivals "
                "on other days need only 1 night.")
    claim = "In the summer, weekend arrivals must stay at least {} nights."
    assert bound_conflicts(claim.format("2"), evidence) == []


def test_avoiding_a_charge_is_going_without_one():
    evidence = ("Standard bookings can be changed without a fee up to 48 hours before departure. Coach party bookings "
                "must be changed at least 14 days before departure to avoid a penalty.")
    claim = "You must change a standard booking at least {} before departure to avoid a fee."
    assert bound_conflicts(claim.format("48 hours"), evidence) == []
    assert bound_conflicts(claim.format("14 days"), evidence) != []


def test_who_leads_a_thing_is_said_with_it_and_a_place_naming_it_is_no_person():
    evidence = ("Orders from Irish customers are packed by our Cork team, led by Siobhan Walsh, while UK orders are packed "
                "in Leeds under Daniel Price.")
    claim = "The team packing orders from Irish customers is led by {}."
    assert bound_conflicts(claim.format("Siobhan Walsh"), evidence) == []
    assert bound_conflicts(claim.format("Daniel Price"), evidence) != []


def test_a_list_lines_key_may_be_a_name():
    evidence = ("Our sub-processors:\n- Mailgun: transactional email\n- Adyen: card payments\n"
                "- Intercom: live chat support")
    claim = "Card payments are handled by {}."
    assert bound_conflicts(claim.format("Adyen"), evidence) == []
    assert bound_conflicts(claim.format("Mailgun"), evidence) != []


def test_a_day_naming_a_kind_of_thing_keys_it():
    evidence = ("Sunday delivery is available in most areas for £7.50 if you order by noon on Saturday. Timed delivery "
                "costs £4.95 and can be booked up to 10 days ahead.")
    claim = "Sunday delivery costs {}."
    assert bound_conflicts(claim.format("£7.50"), evidence) == []
    assert bound_conflicts(claim.format("£4.95"), evidence) != []


def test_the_thing_a_clause_names_is_what_the_next_says_the_thing_of():
    evidence = ("Our Winter Treble Stamps event runs until 28 February 2026. Bonus stamps earned during the event will "
                "be credited to your card by 14 March 2026.")
    claim = "Bonus stamps from the Winter Treble Stamps event will be credited by {}."
    assert bound_conflicts(claim.format("14 March 2026"), evidence) == []
    assert bound_conflicts(claim.format("28 February 2026"), evidence) != []


def test_a_seasons_short_end_year_is_no_count():
    assert _values("Kingsmoor finished the 2023-24 season with 57 points.")["number"] == {"2023", "57"}
    evidence = ("2023-24 County League (top three)\nPos | Club | Pld | Pts\n1 | Harbury | 26 | 61\n"
                "2 | Kingsmoor | 26 | 57\n3 | Alderton | 26 | 49")
    claim = "Kingsmoor finished the 2023-24 season with {} points."
    assert bound_conflicts(claim.format("57"), evidence) == []
    assert bound_conflicts(claim.format("61"), evidence) != []


def test_capitals_joined_by_an_ampersand_are_part_of_the_name_after_them():
    evidence = ("The overnight Hull-Zeebrugge ferry is operated by P&O Ferries, while the Newcastle-Amsterdam route is run "
                "by DFDS Seaways with nightly sailings.")
    claim = "The Newcastle-Amsterdam ferry is run by {}."
    assert bound_conflicts(claim.format("DFDS Seaways"), evidence) == []
    assert bound_conflicts(claim.format("P&O Ferries"), evidence) != []


def test_a_conditions_verb_gives_a_listed_piece_no_subject_of_its_own():
    evidence = "We price match Currys on laptops and Home Bargains on garden tools, provided the model is identical."
    claim = "For garden tools, we price match {}."
    assert bound_conflicts(claim.format("Home Bargains"), evidence) == []
    assert bound_conflicts(claim.format("Currys"), evidence) != []


def test_a_lines_key_keys_the_rest_of_the_line_whatever_it_states():
    evidence = ("Voucher expiry\n- Vouchers bought January-June 2026: valid until 31 December 2026\n"
                "- Vouchers bought July-December 2026: valid until 30 June 2027")
    claim = "Vouchers bought in July-December 2026 are valid until {}."
    assert bound_conflicts(claim.format("30 June 2027"), evidence) == []
    assert bound_conflicts(claim.format("31 December 2026"), evidence) != []


def test_of_one_clauses_two_dates_the_one_after_the_claims_own_words_is_its():
    evidence = ("Season tickets for matches up to 31 May 2026 will go on sale on 14 July 2025. No matches are played on "
                "25 or 26 December.")
    claim = "Season tickets go on sale on {}."
    assert bound_conflicts(claim.format("14 July 2025"), evidence) == []
    assert bound_conflicts(claim.format("31 May 2026"), evidence) == [
        '31 May 2026 for "sale on"; the context gives 14 July 2025']


def test_a_label_noun_in_lower_case_with_a_letter_names_its_thing():
    evidence = "Vehicles in band K2 (171–190 g/km) pay £330 a year in road tax, while band L vehicles (191–225 g/km) pay £365 a year."
    claim = "A band L vehicle pays {} a year in road tax."
    assert bound_conflicts(claim.format("£365"), evidence) == []
    assert bound_conflicts(claim.format("£330"), evidence) != []


def test_a_condition_without_its_comma_gives_a_piece_no_subject_of_its_own():
    evidence = "Carer's Allowance can be claimed for people aged under 16, or under 19 if they stay in full-time approved training."
    claim = "Carer's Allowance can be claimed for someone under {} who stays in full-time approved training."
    assert bound_conflicts(claim.format("19"), evidence) == []
    assert bound_conflicts(claim.format("16"), evidence) != []


def test_what_the_first_piece_says_between_its_values_holds_for_a_later_piece():
    evidence = "A cleaning fee of 12% is added to bills for stays of up to 3 nights, and 8% for stays of a week or longer."
    claim = "Stays of a week or longer have a {} cleaning fee added to the bill."
    assert bound_conflicts(claim.format("8%"), evidence) == []
    assert bound_conflicts(claim.format("12%"), evidence) != []


def test_a_heading_line_with_the_year_it_is_of_heads_its_list():
    evidence = ("2026 estimated council tax instalment due dates\n- First instalment: 1 April 2026\n- Second instalment: "
                "1 May 2026\n- Third instalment: 1 June 2026")
    claim = "The third estimated council tax instalment is due on {}."
    assert bound_conflicts(claim.format("1 June 2026"), evidence) == []
    assert bound_conflicts(claim.format("1 May 2026"), evidence) != []


def test_an_ordinal_in_figures_is_the_ordinal_word():
    evidence = "Payment | Due\n1st | 15 January 2026\n2nd | 15 April 2026\n3rd | 15 July 2026"
    claim = "The third payment is due on {}."
    assert bound_conflicts(claim.format("15 July 2026"), evidence) == []
    assert bound_conflicts(claim.format("15 April 2026"), evidence) != []
    assert binding_values._ordinal_figures("due on May 2nd or the 3rd of June, the 4th payment") == ["fourth"]


def test_a_with_phrase_between_a_subject_and_its_verb_cuts_nothing():
    evidence = ("Our Basic router covers up to 80 square metres. The Pro 6 router, with its three external aerials, "
                "covers up to 200 square metres.")
    claim = "The Pro 6 router covers up to {} square metres."
    assert bound_conflicts(claim.format("200"), evidence) == []
    assert bound_conflicts(claim.format("80"), evidence) != []


def test_a_house_number_names_its_house():
    assert ("Street", "12") in binding_values._labels("The flat at 12 Orchard Street is let.")
    evidence = ("The ground-floor shop at 12 Orchard Street becomes vacant on 1 May 2026. The first-floor flat above it "
                "will be available from 1 March 2026.")
    claim = "The first-floor flat at 12 Orchard Street is available from {}."
    assert bound_conflicts(claim.format("1 March 2026"), evidence) == []
    assert bound_conflicts(claim.format("1 May 2026"), evidence) != []


def test_a_closing_with_phrase_does_not_make_a_listing_too_long():
    evidence = ("The full course has a cut-off time of 7 hours and the half course has a cut-off time of 4 hours, with "
                "marshals staying at every feed station until the last walkers have passed.")
    claim = "The half course has a cut-off time of {}."
    assert bound_conflicts(claim.format("4 hours"), evidence) == []
    assert bound_conflicts(claim.format("7 hours"), evidence) != []


def test_a_name_after_a_present_verb_and_a_quantity_is_asserted():
    evidence = ("The men's course record of 2:09:51 is held by Daniel Mwangi, while the women's record of 2:27:30 belongs "
                "to Freya Holm.")
    claim = "The women's course record of 2:27:30 belongs to {}."
    assert bound_conflicts(claim.format("Freya Holm"), evidence) == []
    assert bound_conflicts(claim.format("Daniel Mwangi"), evidence) != []


def test_the_opening_place_of_the_first_clause_is_said_of_the_later_ones():
    evidence = ("At the Corran Textile Museum, guided walks cost £9 per person on top of admission, while the audio guide "
                "can be hired for £3.")
    claim = "The audio guide at the Corran Textile Museum can be hired for {}."
    assert bound_conflicts(claim.format("£3"), evidence) == []
    assert bound_conflicts(claim.format("£9"), evidence) != []


def test_an_opposite_modifier_two_words_before_the_head_is_opposed():
    evidence = ("Fernhill Farm Park is open daily from 9am to 6pm. Adult day passes cost £14 when bought online. Child "
                "passes (ages 2-15) are £8, and under-2s go free.")
    claim = "A child pass at Fernhill Farm Park costs {}."
    assert bound_conflicts(claim.format("£8"), evidence) == []
    assert bound_conflicts(claim.format("£14"), evidence) != []


def test_a_clause_naming_a_part_of_the_claims_name_is_about_another_thing():
    evidence = ("The Fast Track ticket at Brightwater Pier skips the main queues and costs £25 per person. The Gold Fast "
                "Track ticket adds a meal voucher and costs £40 per person.")
    claim = "The Gold Fast Track ticket at Brightwater Pier costs {} per person."
    assert bound_conflicts(claim.format("£40"), evidence) == []
    assert bound_conflicts(claim.format("£25"), evidence) != []


def test_the_name_a_sentence_opens_with_may_follow_its_article():
    # (what a later "it" goes on about: "The Viking Gold exhibition opens ... It runs until 27 September 2026")
    names = frozenset({"Viking", "Gold", "Castlegate", "Museum"})
    sentence = "The Viking Gold exhibition opens at the Castlegate Museum on 3 April 2026."
    assert binding_evidence._opening_name(sentence, names) == "The Viking Gold"
    assert binding_evidence._opening_name("Tickets for the Viking Gold exhibition cost £12.", names) == ""


def test_a_scheduled_events_present_verb_tells_its_clause():
    evidence = ("Applications for the 2026 visitor parking permit open on 5 January 2026 and existing permits expire on "
                "28 February 2026.")
    claim = "Existing visitor parking permits expire on {}."
    assert bound_conflicts(claim.format("28 February 2026"), evidence) == []
    assert bound_conflicts(claim.format("5 January 2026"), evidence) != []


def test_a_count_before_a_product_term_is_no_list_number():
    assert _values("2 Wi-Fi boosters included")["number"] == {"2"}
    evidence = "Home broadband add-ons\n- Boost Lite: 1 Wi-Fi booster included\n- Boost Max: 2 Wi-Fi boosters included"
    claim = "Boost Max comes with {} Wi-Fi boosters."
    assert bound_conflicts(claim.format("2"), evidence) == []
    assert bound_conflicts(claim.format("1"), evidence) != []


def test_a_participle_before_what_a_number_counts_counts_it_too():
    evidence = ("Charging at Harbour View\nTower 1 has 18 dedicated charging bays for its residents, whereas Tower 2 "
                "has just 6 bays, shared on a first-come, first-served basis.")
    claim = "Tower 2 at Harbour View has {} charging bays."
    assert bound_conflicts(claim.format("6"), evidence) == []
    assert bound_conflicts(claim.format("18"), evidence) != []


def test_a_negated_verb_qualifies_the_verb_it_says_in_other_words():
    evidence = "Results\nEntrants: 640\nCompleted: 598\nDid not finish: 42"
    assert bound_conflicts("598 riders finished the event.", evidence) == []


def test_a_line_right_above_a_table_is_its_title_whatever_it_counts():
    evidence = "Orders dispatched within 2 working days (2024)\nCourier | Share of orders\nSwiftPost | 91%\nParcelGo | 84%"
    claim = "ParcelGo dispatched {} of orders within 2 working days in 2024."
    assert bound_conflicts(claim.format("84%"), evidence) == []
    assert bound_conflicts(claim.format("91%"), evidence) != []


def test_a_row_counting_a_range_is_the_case_of_a_count_inside_it():
    evidence = ("Garden waste sacks 2025\nNumber of sacks | Price | Concession price\nUp to 2 sacks | £20.00 | £10.00\n"
                "3 to 5 sacks | £35.00 | £17.50\n6 to 8 sacks | £48.00 | £24.00")
    claim = "A collection of 4 sacks costs {} at the full price."
    assert bound_conflicts(claim.format("£35.00"), evidence, frozenset({4.0})) == []
    assert bound_conflicts(claim.format("£48.00"), evidence, frozenset({4.0})) != []


def test_a_number_ending_a_name_is_part_of_the_name_checked():
    evidence = "Station | Partner lounge for Silver members\nLeeds | Horizon Lounge 4\nYork | The Railway Rooms"
    claim = "At York, Silver members can use {}."
    assert bound_conflicts(claim.format("The Railway Rooms"), evidence) == []
    assert bound_conflicts(claim.format("the Horizon Lounge 4"), evidence) != []


def test_a_count_is_of_the_noun_after_a_compound_modifier():
    assert ("student", "") in binding_values._counted("awarded to 20 incoming first-year students")["20"]
    evidence = ("The Founders Award goes to 12 returning second-year students each year. The Access Bursary supports up "
                "to 40 students annually.")
    claim = "The Founders Award goes to {} students each year."
    assert bound_conflicts(claim.format("12"), evidence) == []
    assert bound_conflicts(claim.format("40"), evidence) != []


def test_an_abbreviation_the_evidence_defines_says_its_long_form():
    assert binding_pieces._abbreviations("the Department for Work and Pensions (DWP) said") == {
        "DWP": "Department for Work and Pensions"}
    evidence = ("A 6-month railcard season pass (RSP) costs £210. A 12-month RSP costs £380 and can be paid in "
                "monthly instalments.")
    claim = "A 12-month railcard season pass costs {}."
    assert bound_conflicts(claim.format("£380"), evidence) == []
    assert bound_conflicts(claim.format("£210"), evidence) != []


def test_how_many_times_a_thing_is_done_counts_the_doing():
    evidence = "Loans\n- DVDs: up to 4 renewals\n- Magazines: up to 2 renewals"
    claim = "You can renew a magazine up to {} times."
    assert bound_conflicts(claim.format("2"), evidence) == []
    assert bound_conflicts(claim.format("4"), evidence) != []


def test_a_clause_naming_another_place_is_not_the_one_saying_the_subjects_words():
    evidence = ("The Northside sports centre has 25 parking spaces, while the smaller Oakwood Green hall has 8. Both "
                "are closed on Christmas Day.")
    claim = "The Oakwood Green sports centre has {} parking spaces."
    assert bound_conflicts(claim.format("8"), evidence) == []
    assert bound_conflicts(claim.format("25"), evidence) != []


def test_a_later_clause_takes_no_word_opposed_to_its_own_from_the_first():
    evidence = "The BSc in Nursing takes 3 years to complete full-time, while the part-time route takes 5 years."
    claim = "The part-time BSc in Nursing takes {}."
    assert bound_conflicts(claim.format("5 years"), evidence) == []
    assert bound_conflicts(claim.format("3 years"), evidence) != []


def test_a_year_naming_which_season_is_no_value_and_new_is_opposed_to_returning():
    evidence = ("Pitch bookings for the 2026 season open on 2 November 2025 for returning campers and on 16 November "
                "2025 for everyone else.")
    claim = "For new campers, pitch bookings for the 2026 season open on {}."
    assert bound_conflicts(claim.format("16 November 2025"), evidence) == []
    assert bound_conflicts(claim.format("2 November 2025"), evidence) != []


def test_how_often_a_plan_recurs_tells_one_plan_from_another():
    evidence = ("On our monthly payment plan, your estimated annual premium is spread across 12 equal payments. On the "
                "weekly plan, it is split into 52 equal payments.")
    claim = "On the weekly plan, the annual premium is split into {} equal payments."
    assert bound_conflicts(claim.format("52"), evidence) == []
    assert bound_conflicts(claim.format("12"), evidence) != []


def test_the_first_clauses_place_is_a_later_clauses_where_it_names_none():
    evidence = ("The Main Hall at Westbrook Community Centre can be hired for £40 per hour, while the smaller Garden "
                "Room costs £18 per hour. Bookings close 24 hours before.")
    claim = "The Garden Room at Westbrook Community Centre costs {} per hour to hire."
    assert bound_conflicts(claim.format("£18"), evidence) == []
    assert bound_conflicts(claim.format("£40"), evidence) != []


def test_what_a_listed_value_is_for_tells_the_pieces_apart():
    evidence = ("Average bills assume yearly usage of 3,100 kWh for electricity and 12,000 kWh for gas, for a "
                "three-bedroom home.")
    claim = "Average gas bills assume yearly usage of {}."
    assert bound_conflicts(claim.format("12,000 kWh"), evidence) == []
    assert bound_conflicts(claim.format("3,100 kWh"), evidence) != []
    # (a paraphrase after the value tells nothing: "in advance" / "ahead")
    evidence = "Members can reserve courts up to 14 days in advance, while guests can reserve up to 2 days ahead."
    assert bound_conflicts("Guests can reserve courts up to 2 days in advance.", evidence) == []


def test_one_name_may_hold_capitalised_words_that_are_no_names():
    evidence = ("Evening GP appointments are provided by Hillside Medical Group, and the community podiatry service is "
                "run by Lakeside Community Care NHS Trust.")
    claim = "Evening GP appointments are provided by {}."
    assert bound_conflicts(claim.format("Hillside Medical Group"), evidence) == []
    assert bound_conflicts(claim.format("Lakeside Community Care NHS Trust"), evidence) != []


def test_an_age_from_which_a_value_holds_may_be_written_in_words():
    assert binding_values._age_ranges("a 10% excess from age eight") == ((8.0, math.inf),)
    evidence = ("Dogs aged seven and over pay a 25% excess on every claim, while cats pay a 10% excess from age "
                "eight.")
    claim = "Cats aged eight and over pay a {} excess on every claim."
    assert bound_conflicts(claim.format("10%"), evidence) == []
    assert bound_conflicts(claim.format("25%"), evidence) != []


def test_not_having_a_thing_is_being_without_it():
    evidence = ("If you drive without a licence, you can be fined £1,000 and get 6 penalty points. Riding a motorbike "
                "that does not have a valid tax disc can lead to a fine of up to £2,500.")
    claim = "You can be fined up to {} for riding a motorbike without a valid tax disc."
    assert bound_conflicts(claim.format("£2,500"), evidence) == []
    assert bound_conflicts(claim.format("£1,000"), evidence) != []


def test_the_threshold_the_question_asks_about_keys_the_clause_setting_it():
    evidence = ("Members spending more than £200 a year earn a 5% rebate on all purchases. Those spending over £1,000 a "
                "year earn a 12% rebate.")
    claim = "Members spending over £1,000 a year earn a {} rebate on all purchases."
    assert bound_conflicts(claim.format("12%"), evidence, frozenset({1000.0})) == []
    assert bound_conflicts(claim.format("5%"), evidence, frozenset({1000.0})) != []
    # (a threshold the claim states of its own is its value, whatever the other clauses set)
    evidence = "Adults should drink no more than 14 units a week. Teenagers aged 15 to 17 should have no more than 4."
    assert bound_conflicts("Adults should drink no more than 4 units a week.", evidence) != []


def test_the_words_before_for_name_the_thing_whose_event_is_checked():
    evidence = ("Payroll calendar - March 2025\nTravel claim deadline: 7 March 2025\nTimesheet cut-off: 12 March 2025\n"
                "Pay date: 25 March 2025")
    claim = "Travel claims for the March payroll must be sent in by {}."
    assert bound_conflicts(claim.format("7 March 2025"), evidence) == []
    assert bound_conflicts(claim.format("12 March 2025"), evidence) != []


def test_a_letter_label_may_join_letters_and_end_its_sentence():
    assert ("Area", "c+d") in binding_values._labels("The Zone 1+2 ticket and the Area C+D pass")
    assert split_sentences("It is valid within Area C. The Area C+D pass costs more.") == [
        "It is valid within Area C.", "The Area C+D pass costs more."]
    assert split_sentences("A talk by John F. Kennedy.") == ["A talk by John F. Kennedy."]
    evidence = ("A Day Saver ticket costs £4.60 and is valid on all buses within Area C. The Area C+D Day Saver is priced "
                "at £6.90 and can also be used on the ferry.")
    claim = "The Area C+D Day Saver ticket costs {}."
    assert bound_conflicts(claim.format("£6.90"), evidence) == []
    assert bound_conflicts(claim.format("£4.60"), evidence) != []


def test_a_clause_saying_its_value_of_the_opposite_is_about_another():
    evidence = ("On all Harbour Ferries routes, adults pay £3.20 per crossing while children aged 5 to 15 pay £1.60, "
                "and dogs travel free on a lead.")
    claim = "A child's crossing on Harbour Ferries routes costs {}."
    assert bound_conflicts(claim.format("£1.60"), evidence) == []
    assert bound_conflicts(claim.format("£3.20"), evidence) != []
    # (an opposite named later in the clause is no subject of it)
    evidence = "Women over 30 gained the vote in 1918. Voting rights on equal terms with men followed in 1928."
    assert bound_conflicts("Women gained voting rights on equal terms with men in 1928.", evidence) == []


def test_a_number_counting_another_thing_beside_the_claims_count_in_one_clause_is_recounted():
    evidence = "Our Leeds shop stocks over 600 board games from more than 30 publishers. Demo tables open at weekends."
    claim = "The Leeds shop stocks over {} board games."
    assert bound_conflicts(claim.format("600"), evidence) == []
    assert bound_conflicts(claim.format("30"), evidence) != []
    # (an opening naming the whole is no count of the part: "Of the company's 5,800 employees, 1,250 work in ...")
    evidence = "Of the firm's 4,200 staff, 900 work in sales and 1,300 in logistics."
    assert bound_conflicts("900 staff work in sales.", evidence) == []


def test_a_plural_before_its_verb_is_a_noun_a_word_may_modify():
    assert ("bifocal", "glass") in binding_evidence._modifier_pairs("Bifocal glasses take up to 10 days.", nouns_only=True)
    evidence = ("Standard reading glasses are usually ready within 5 days. Bifocal lenses are made in our workshop and take "
                "up to 10 days.")
    claim = "Bifocal glasses take up to {} to be ready."
    assert bound_conflicts(claim.format("10 days"), evidence) == []
    assert bound_conflicts(claim.format("5 days"), evidence) != []


def test_a_table_rows_key_listing_several_things_is_one_key():
    evidence = "Season | Discount on room hire\nJanuary-March | 25%\nApril and September | 10%\nDecember | 5%"
    assert "April and September · 10%" in clauses(evidence)
    claim = "Bookings in April receive a {} discount on room hire."
    assert bound_conflicts(claim.format("10%"), evidence) == []
    assert bound_conflicts(claim.format("25%"), evidence) != []


def test_the_words_written_on_to_a_checked_name_are_part_of_it():
    evidence = "Governor | Role\nAmara Nwosu | Chair\nPeter Lindgren | Clerk\nSofia Marchetti | Vice-chair"
    claim = "{} is the school's clerk."
    assert bound_conflicts(claim.format("Peter Lindgren"), evidence) == []
    assert bound_conflicts(claim.format("Sofia Marchetti"), evidence) != []


def test_an_age_after_over_is_the_end_of_a_range():
    assert binding_conflicts._claimed_ages("For a car over 12 years old, the excess is £300.") == (13.0, math.inf)
    evidence = ("If your car is written off, we pay £400 towards a replacement for cars aged 8 to 12 years and £150 for "
                "cars over 12 years old.")
    claim = "For a car over 12 years old, the replacement contribution is {}."
    assert bound_conflicts(claim.format("£150"), evidence) == []
    assert bound_conflicts(claim.format("£400"), evidence) != []


def test_a_rows_other_cells_name_what_each_of_its_cells_is_of():
    evidence = ("Upcoming talks\nTalk | Room | Date\nSpring Lecture | The Assembly Rooms | 3 March 2025\n"
                "Garden Forum | The Assembly Rooms | 17 March 2025\nCraft Fair | Town Hall | 24 March 2025")
    claim = "The Garden Forum at The Assembly Rooms takes place on {}."
    assert bound_conflicts(claim.format("17 March 2025"), evidence) == []
    assert any("24 March 2025 for" in problem for problem in bound_conflicts(claim.format("24 March 2025"), evidence))


def test_a_column_counting_hours_of_something_gives_its_cells_the_unit():
    assert "Premium · 40 hours" in clauses("Plan | Hours of support | Price\nBasic | 10 | £90\nPremium | 40 | £300")
    evidence = "Plan | Hours of support | Price\nBasic | 10 | £90\nPremium | 40 | £300\nEnterprise | 100 | £650"
    claim = "The Premium plan includes {} of support."
    assert bound_conflicts(claim.format("40 hours"), evidence) == []
    assert bound_conflicts(claim.format("100 hours"), evidence) != []
    # (a column of hours counted as a number keeps its numbers: "1,200 volunteer hours")
    assert "Park Run · 1,200" in clauses("Project | Volunteers | Hours\nPark Run | 40 | 1,200\nFood Bank | 25 | 900")


def test_a_checked_names_own_word_is_no_subject_word_pointing_to_its_clause():
    evidence = ("Your savings are protected up to £85,000 by the Deposit Protection Guarantee Scheme. If you disagree with "
                "our final answer to your complaint, you can take it to the Independent Complaints Service free of charge.")
    claim = "You can take your complaint to the {}."
    assert bound_conflicts(claim.format("Independent Complaints Service"), evidence) == []
    assert bound_conflicts(claim.format("Deposit Protection Guarantee Scheme"), evidence) != []


def test_a_word_written_capitalised_on_to_a_name_is_part_of_it():
    evidence = ("Cloud Plus stores 200 GB of files, and Cloud Max stores 2 TB plus version history for 90 days.")
    assert {"Cloud", "Plus"} <= binding_evidence._evidence_names(evidence)
    # (but not a noun the text writes after an article: "the Marlow Museum ... led the museum")
    assert "Museum" not in binding_evidence._evidence_names("The Marlow Museum opened in 1952. Helen Osei has led the museum since 2018.")
    assert ("plu", "version") not in binding_evidence._modifier_pairs("2 TB plus version history", nouns_only=True)
    evidence = "Travel Plus includes 3 airport lounge visits a year, and Travel Elite includes 10 visits plus fast track."
    claim = "Travel Elite includes {} airport lounge visits a year."
    assert bound_conflicts(claim.format("10"), evidence) == []
    assert bound_conflicts(claim.format("3"), evidence) != []


def test_a_participle_insertion_lists_nothing_of_the_clause():
    evidence = ("Annual membership at the Old Mill Gallery costs £40 for individuals and includes free entry all year. "
                "Household membership, covering two adults and up to four children, is £95.")
    claim = "Household membership costs {}."
    assert bound_conflicts(claim.format("£95"), evidence) == []
    assert bound_conflicts(claim.format("£40"), evidence) != []


def test_of_tiers_holding_the_case_the_narrowest_is_its_own():
    evidence = "Member discounts\n- Members for 1+ years: 5% off\n- Members for 3+ years: 10% off\n- Members for 6+ years: 15% off"
    claim = "After four years as a member you get {} off."
    assert bound_conflicts(claim.format("10%"), evidence) == []
    assert bound_conflicts(claim.format("5%"), evidence) != []


def test_a_cell_of_a_name_and_its_number_counts_nothing():
    evidence = "Package | Max devices | Router\nStarter | 8 | Hub 2\nPlus | 24 | Hub 5\nUltra | 60 | Hub 5 Pro"
    claim = "The Plus package router supports up to {} devices."
    assert bound_conflicts(claim.format("24"), evidence) == []
    assert bound_conflicts(claim.format("60"), evidence) != []


def test_an_opening_phrase_outside_a_thing_sets_the_scene_of_each_piece():
    evidence = "Outside the free allowance, photos are charged at €0.20 each and videos are charged at €0.90 per minute."
    claim = "Videos outside the free allowance cost {} per minute."
    assert bound_conflicts(claim.format("€0.90"), evidence) == []
    assert bound_conflicts(claim.format("€0.20"), evidence) != []


def test_please_modifies_no_noun():
    assert binding_subjects._head_modifiers("Please return the form within 5 days.", "return", frozenset()) == (True, frozenset())
    evidence = "Please return a faulty item within 30 days of delivery. Exchanges are usually processed within 5 days."
    claim = "You must return a faulty item within {} of delivery."
    assert bound_conflicts(claim.format("30 days"), evidence) == []
    assert bound_conflicts(claim.format("5 days"), evidence) != []


def test_a_name_after_a_line_key_may_go_on_in_capitals():
    assert "Lindqvist" in binding_words._name_words("Nordics: Lindqvist AB")
    evidence = ("Distributors\n- France and Belgium: Maison Durand SA\n- Spain and Portugal: Costa Iberia SL\n"
                "- Sweden and Norway: Lindqvist AB")
    claim = "{} is the distributor for Sweden and Norway."
    assert bound_conflicts(claim.format("Lindqvist AB"), evidence) == []
    assert bound_conflicts(claim.format("Maison Durand SA"), evidence) != []


def test_a_date_said_with_who_the_claim_names_in_full_as_doing_it_is_bound():
    evidence = ("Saturday's main stage slot at Oak Meadow goes to Rosa Delgado, who returns after her sold-out 2023 show. "
                "Friday is headlined by The Iron Gulls. Sunday ends with a set from Theo Marsh.")
    claim = "Friday at Oak Meadow is headlined by {}."
    assert bound_conflicts(claim.format("The Iron Gulls"), evidence) == []
    assert bound_conflicts(claim.format("Theo Marsh"), evidence) != []


def test_restart_tells_a_scheduled_event():
    evidence = ("The final evening pottery class of the autumn term is in the week commencing 8 December 2025. Classes "
                "restart in the week commencing 12 January 2026.")
    claim = "Evening pottery classes restart in the week commencing {}."
    assert bound_conflicts(claim.format("12 January 2026"), evidence) == []
    assert bound_conflicts(claim.format("8 December 2025"), evidence) != []


def test_a_measured_quantity_every_line_gives_alike_says_no_whose():
    evidence = "Welcome gifts\n- Gold: 3 months of Spotify Premium\n- Silver: 3 months of Apple Music\n- Bronze: none"
    claim = "Silver members get 3 months of {}."
    assert bound_conflicts(claim.format("Apple Music"), evidence) == []
    assert bound_conflicts(claim.format("Spotify Premium"), evidence) != []


def test_a_code_of_digits_and_capitals_names_its_thing():
    assert binding_words._HYPHEN_CODE.search("the QX-500TR router").group(0) == "QX-500TR"
    evidence = ("The Aurel QX-500TR router went on sale on 4 March 2024. The matching extender, the Aurel QX-500EX, "
                "followed on 9 September 2024.")
    claim = "The QX-500EX went on sale on {}."
    assert bound_conflicts(claim.format("9 September 2024"), evidence) == []
    assert bound_conflicts(claim.format("4 March 2024"), evidence) != []


def test_instalments_and_payments_are_labels_and_key_their_rows():
    assert ("Instalment", "2") in binding_values._labels("Tuition instalment 2 due: 9 January 2026")
    evidence = "Payment | Due date | Amount\n1 | 1 September 2025 | £1,850\n2 | 1 January 2026 | £1,850\n3 | 1 April 2026 | £1,850"
    claim = "The third payment is due on {}."
    assert bound_conflicts(claim.format("1 April 2026"), evidence) == []
    assert bound_conflicts(claim.format("1 January 2026"), evidence) != []


def test_a_line_keyed_by_a_word_of_the_claims_subject_tells_its_event():
    evidence = ("Your booking - Ref 44821\n- Site survey: 03/03/2025\n- Fitting date: 17/03/2025\n"
                "- Follow-up call: 31/03/2025")
    claim = "Your new kitchen fitting is scheduled for {}."
    assert bound_conflicts(claim.format("17/03/2025"), evidence) == []
    assert bound_conflicts(claim.format("31/03/2025"), evidence) != []


def test_without_doing_a_thing_leaves_out_the_thing():
    assert binding_evidence._qualifiers("cancelled without giving 48 hours' notice", "") == frozenset({"notic"})
    evidence = ("Members who cancel a class without giving 12 hours' notice are charged a late cancellation fee of £6. "
                "Towels can be hired from reception for £2.")
    claim = "Cancelling a class without 12 hours' notice costs {}."
    assert bound_conflicts(claim.format("£6"), evidence) == []
    assert bound_conflicts(claim.format("£2"), evidence) != []


def test_a_plural_with_its_own_present_verb_is_its_own_subject():
    evidence = "Adults aged 18 and over pay $12 per visit, and children under 5 pay $4 per visit."
    assert binding_pieces._pieces(evidence)[1][1] == ""
    claim = "Adults pay {} per visit."
    assert bound_conflicts(claim.format("$12"), evidence) == []
    assert bound_conflicts(claim.format("$4"), evidence) != []
    # (not a plural the first piece says of its own subject: the service charge for those flats)
    evidence = ("The service charge for the studio flats at Dock House is £980 per year, and the penthouse flats pay "
                "£2,400 per year.")
    claim = "The service charge for a penthouse flat at Dock House is {} per year."
    assert bound_conflicts(claim.format("£2,400"), evidence) == []
    assert bound_conflicts(claim.format("£980"), evidence) != []


def test_initials_naming_who_does_a_thing_are_a_name():
    assert "RAC" in binding_words._name_words("Breakdown cover is provided by the RAC.")
    assert "API" not in binding_words._name_words("Extra API calls are billed at $0.40 per 1,000.")
    evidence = "Gadget insurance is underwritten by Harbour Mutual, while breakdown cover is provided by the RAC."
    claim = "Gadget insurance is provided by {}."
    assert bound_conflicts(claim.format("Harbour Mutual"), evidence) == []
    assert bound_conflicts(claim.format("the RAC"), evidence) != []


def test_the_one_name_an_opening_phrase_sets_the_scene_with_is_every_sentences():
    evidence = ("Under the Warm Start Scheme, households in Scotland can receive a grant of £6,000 towards an air source heat "
                "pump. A grant of £3,500 is available towards a wood pellet boiler, but only for homes off the gas grid.")
    claim = "The Warm Start Scheme grant for a wood pellet boiler is {}."
    assert bound_conflicts(claim.format("£3,500"), evidence) == []
    assert bound_conflicts(claim.format("£6,000"), evidence) != []


def test_a_count_of_the_claims_thing_beside_the_subjects_other_counts_is_compared():
    evidence = ("The Leeds clinic has eight consulting rooms and five physiotherapists. Our reception team is made up of "
                "two receptionists.")
    claim = "The Leeds clinic has {} physiotherapists."
    assert bound_conflicts(claim.format("five"), evidence) == []
    assert bound_conflicts(claim.format("two"), evidence) != []


def test_an_opening_phrase_saying_where_is_said_of_the_later_clause_too():
    evidence = "At our city-centre branch, a day locker costs £4, while a weekly locker for the same branch costs £15."
    claim = "A weekly locker at the city-centre branch costs {}."
    assert bound_conflicts(claim.format("£15"), evidence) == []
    assert bound_conflicts(claim.format("£4"), evidence) != []
    # (a time is no place: "In the first half," is the first clause's own occasion)
    assert binding_evidence._PLACE_OPENING.match("In the first half, ") is None


def test_a_bound_said_up_to_or_at_least_is_the_maximum_or_minimum_a_list_names():
    evidence = "Family Saver\nMinimum party size: 2 people\nMaximum party size: 6 people\nDiscount: 20% off"
    claim = "Family Saver covers parties of up to {} people."
    assert bound_conflicts(claim.format("6"), evidence) == []
    assert bound_conflicts(claim.format("2"), evidence) != []
    # (where the evidence says "at least" itself, its words say which clause is meant)
    evidence = ("Members must give a minimum of 2 weeks' notice to cancel. The club must give at least 4 weeks' notice "
                "to close a membership.")
    claim = "The club must give at least {} notice to close a membership."
    assert bound_conflicts(claim.format("4 weeks'"), evidence) == []
    assert bound_conflicts(claim.format("2 weeks'"), evidence) != []


def test_the_same_thing_said_again_is_the_thing_the_last_clause_described():
    evidence = ("A return ticket booked online from Leeds to York costs £14.20. The same ticket bought from the conductor "
                "costs £19.80.")
    claim = "A return ticket from Leeds to York bought from the conductor costs {}."
    assert bound_conflicts(claim.format("£19.80"), evidence) == []
    assert bound_conflicts(claim.format("£14.20"), evidence) != []
    # (a firm or a person said again is the one the last clause named, not all it said)
    assert binding_evidence._SAME_THING.match("The same firm designed the extension") is None


def test_ages_said_as_who_is_that_old_key_their_clause():
    assert binding_values._age_ranges("for three- and four-year-olds") == ((3.0, 3.0), (4.0, 4.0))
    assert binding_values._age_ranges("for 5-to-7-year-olds") == ((5.0, 7.0),)
    evidence = ("Little Acorns offers 10 funded hours a week for eligible two-year-olds and 25 funded hours a week for "
                "three- and four-year-olds.")
    claim = "Four-year-olds can get {} funded hours a week at Little Acorns."
    assert bound_conflicts(claim.format("25"), evidence) == []
    assert bound_conflicts(claim.format("10"), evidence) != []


def test_a_name_set_off_by_commas_after_its_role_is_no_piece_of_its_own():
    evidence = ("Our Head Chef, Marco Bellini, joined The Anchor in 2021 after six years in Lyon. The pastry kitchen is "
                "run by Pastry Chef Hana Sato, who leads a team of six.")
    claim = "The head chef of The Anchor is {}."
    assert bound_conflicts(claim.format("Marco Bellini"), evidence) == []
    assert bound_conflicts(claim.format("Hana Sato"), evidence) != []
    # (nor is the role set off after a name)
    evidence = ("The cycling strategy is led by Tomas Varga, Head of Sustainable Transport at the county council. "
                "Bike maintenance is managed by Ellen Price, who joined the contractor in 2020.")
    claim = "The cycling strategy is led by {}."
    assert bound_conflicts(claim.format("Tomas Varga"), evidence) == []
    assert bound_conflicts(claim.format("Ellen Price"), evidence) != []


def test_initials_name_an_organisation_in_a_who_column_and_wherever_a_claim_writes_them():
    evidence = "Service | Provided by\nLegal helpline | DAS\nHome emergency | HomeServe\nBreakdown | AA"
    claim = "The legal helpline is provided by {}."
    assert bound_conflicts(claim.format("DAS"), evidence) == []
    assert bound_conflicts(claim.format("HomeServe"), evidence) != []
    assert "TBC" not in binding_evidence._evidence_names("Service | Provided by\nLegal helpline | TBC\nBreakdown | Acme Rescue")
    evidence = "Parcels to Wales are delivered by DHL. Parcels to the Isle of Man are sent with Evri."
    claim = "Parcels to the Isle of Man are sent with {}."
    assert bound_conflicts(claim.format("Evri"), evidence) == []
    assert bound_conflicts(claim.format("DHL"), evidence) != []


def test_a_name_its_bracketed_initials_spell_is_one_name():
    evidence = ("The Northern Lights Bursary for first-year students is funded by the Ellery Trust. Doctoral training "
                "grants are funded by the Arts and Humanities Research Council (AHRC).")
    assert len(clauses(evidence)) == 2
    claim = "The Northern Lights Bursary is funded by {}."
    assert bound_conflicts(claim.format("the Ellery Trust"), evidence) == []
    assert bound_conflicts(claim.format("the Arts and Humanities Research Council (AHRC)"), evidence) != []


def test_a_brand_may_end_in_a_capital_and_a_key_saying_who_names_its_one_word_value():
    assert "TutorU" in binding_words._name_words("Online tutoring is delivered by TutorU.")
    evidence = "Delivery partners\nGrocery courier: Swiftly\nPharmacy courier: Medrun\nFunding partner: Northshire Council"
    assert {"Swiftly", "Medrun"} <= binding_evidence._evidence_names(evidence)
    claim = "Pharmacy deliveries are handled by {}."
    assert bound_conflicts(claim.format("Medrun"), evidence) == []
    assert bound_conflicts(claim.format("Swiftly"), evidence) != []


def test_what_a_clause_leaves_out_past_designated_and_a_preposition_heads_no_pair():
    assert binding_evidence._qualifiers("Bikes left outside a designated bay are charged £20", "") == frozenset({"bay"})
    assert ("bike", "outsid") not in binding_evidence._modifier_pairs("a bike outside the zone")
    evidence = ("Riders who leave a bike outside a designated bay are charged a £20 fee. If a bike has to be collected from "
                "a river, a £120 recovery fee applies.")
    claim = "Leaving a bike outside a bay costs a {} fee."
    assert bound_conflicts(claim.format("£20"), evidence) == []
    assert bound_conflicts(claim.format("£120"), evidence) != []


def test_a_key_counts_its_own_thing_not_what_it_counts_per():
    evidence = "Starter plan limits\nWorkspaces: 5\nGuests per workspace: 3\nStorage: 10 GB"
    assert "Workspaces" not in binding_evidence._evidence_names(evidence)  # ("workspace" in lower case: a plural noun)
    claim = "The Starter plan allows {} workspaces."
    assert bound_conflicts(claim.format("5"), evidence) == []
    assert bound_conflicts(claim.format("3"), evidence) != []


def test_a_column_saying_how_long_gives_its_key_cells_their_unit():
    evidence = "Years since qualifying | Fee discount\n1 | 10%\n4 | 25%\n8+ | 40%"
    assert binding_tables._two_cell_row("4 · 25%", "Years since qualifying · Fee discount") == "4 years · 25%"
    assert binding_tables._two_cell_row("8+ · 40%", "Years since qualifying · Fee discount") == "8+ years · 40%"
    claim = "After 4 years since qualifying you get a {} fee discount."
    assert bound_conflicts(claim.format("25%"), evidence) == []
    assert bound_conflicts(claim.format("40%"), evidence) != []


def test_a_number_compounded_as_the_evidence_writes_it_names_a_kind_beside_another_quantity():
    evidence = ("Standard parcels get up to 3 delivery attempts. Our two-man crew makes 2 delivery attempts for sofas, "
                "after which you must rebook.")
    claim = "For sofas, the two-man crew makes {} delivery attempts."
    assert bound_conflicts(claim.format("2"), evidence) == []
    assert bound_conflicts(claim.format("3"), evidence) != []
    # (alone it is what the claim states)
    evidence = "The compact model has a 13-inch display. The larger model has a 15-inch display."
    assert bound_conflicts("The larger model has a 13-inch display.", evidence) != []


def test_a_share_of_these_is_of_what_the_last_clause_counted():
    evidence = ("Harbour View is a new scheme of 60 flats near the marina. Of these, 15 are offered for social rent "
                "through Tidewater Housing.")
    claim = "Harbour View has {} social rent flats."
    assert bound_conflicts(claim.format("15"), evidence) == []
    assert bound_conflicts(claim.format("60"), evidence) != []


def test_a_duration_a_charge_is_per_is_no_length_of_the_claims_thing():
    evidence = ("A Weekend Pass covers rides of up to 2 hours each. A single ticket covers one ride of up to 45 minutes. "
                "Longer rides are charged £1 per extra 20 minutes.")
    claim = "With a Weekend Pass, each ride can last up to {}."
    assert bound_conflicts(claim.format("2 hours"), evidence) == []
    assert bound_conflicts(claim.format("45 minutes"), evidence) != []
    # (how often a thing renews says how long each period lasts)
    assert binding_values._rate_durations("it renews every 12 months") == set()
    assert binding_values._rate_durations("charged £1 per extra 20 minutes") == {"minutes:20"}


def test_a_bare_subject_is_the_thing_the_first_clause_named_by_its_name():
    evidence = ("Season Saver refunds for Leeds–Hull tickets are paid by Northern, while refunds for York–Hull tickets "
                "are paid by TransPennine.")
    claim = "Season Saver refunds for York–Hull tickets are paid by {}."
    assert bound_conflicts(claim.format("TransPennine"), evidence) == []
    assert bound_conflicts(claim.format("Northern"), evidence) != []


def test_the_other_end_of_a_claimed_range_keys_no_clause():
    evidence = "Single-vision lenses ready in: 5–8 working days\nVarifocals ready in: 12 working days"
    claim = "Varifocal lenses are ready in {} working days."
    assert bound_conflicts(claim.format("12"), evidence) == []
    assert bound_conflicts(claim.format("5–8"), evidence) != []


def test_names_a_dash_joins_are_each_a_name():
    evidence = "Our Poole–Cherbourg crossing takes 4 hours 30 minutes. The Portsmouth–Caen route is shorter and takes 3 hours."
    claim = "The crossing from Portsmouth to Caen takes {}."
    assert bound_conflicts(claim.format("3 hours"), evidence) == []
    assert bound_conflicts(claim.format("4 hours 30 minutes"), evidence) != []


def test_a_doing_with_its_own_present_verb_and_value_is_a_clause_of_its_own():
    evidence = "Adding a surfboard to your booking costs £18 per crossing, and taking a kayak on board costs £30 per crossing."
    assert binding_pieces._pieces(evidence)[1][1] == ""
    claim = "Taking a surfboard on the ferry costs {} per crossing."
    assert bound_conflicts(claim.format("£18"), evidence) == []
    assert bound_conflicts(claim.format("£30"), evidence) != []


def test_the_vessel_is_the_one_the_last_sentence_named():
    evidence = ("Refreshments on the MV Loch Seaforth are run by Island Galley Ltd. The vessel's master this year is "
                "Captain Ruth Mackay, and the purser is Owen Lloyd.")
    claim = "The master of the MV Loch Seaforth this year is {}."
    assert bound_conflicts(claim.format("Ruth Mackay"), evidence) == []
    assert bound_conflicts(claim.format("Owen Lloyd"), evidence) != []


def test_the_thing_a_definite_subject_names_is_the_one_the_last_sentence_described():
    evidence = ("If you pay off more than 10% of the loan in a year, an early settlement fee applies. The fee is 4% of the "
                "amount repaid in year one and 2% in year two.")
    claim = "The early settlement fee in year one is {} of the amount repaid."
    assert bound_conflicts(claim.format("4%"), evidence) == []
    assert bound_conflicts(claim.format("2%"), evidence) != []


def test_what_only_the_opening_scene_names_says_no_clause_is_meant():
    evidence = ("Escola Viva Lisboa offers two main Portuguese programmes. The General Course, with 15 lessons per week, "
                "costs €190 per week. The Business Course adds afternoon seminars for a total of 25 lessons per week and "
                "costs €290 per week. A materials fee of €40 applies to all bookings.")
    claim = "The General Course at Escola Viva Lisboa costs {} per week."
    assert bound_conflicts(claim.format("€190"), evidence) == []
    assert "€290 for General Course Escola Viva; the context gives €190" in bound_conflicts(claim.format("€290"), evidence)


def test_a_possessive_after_a_sentences_own_subject_is_its_own():
    assert not binding_evidence._refers_back("Customers on the Fixed Plus tariff will receive their renewal letters in May.")
    assert binding_evidence._refers_back("Regulators approved it on 2 December 2020.")
    evidence = ("Prepayment customers on the Flex Saver tariff will move to smart top-ups on 9 September 2025. Customers on "
                "the Classic Fix tariff will receive their renewal letters from 4 August 2025.")
    claim = "Flex Saver customers will move to smart top-ups on {}."
    assert bound_conflicts(claim.format("9 September 2025"), evidence) == []
    assert bound_conflicts(claim.format("4 August 2025"), evidence) != []


def test_a_compound_is_said_by_its_words_written_apart():
    evidence = ("Puppies settle in over a three-week period with short visits first, while adult dogs usually complete "
                "their settling-in within four days.")
    claim = "The settling-in period for puppies lasts {}."
    assert bound_conflicts(claim.format("three weeks"), evidence) == []
    assert bound_conflicts(claim.format("four days"), evidence) != []


def test_the_thing_a_definite_subject_names_after_an_opening_case_is_the_one_described():
    evidence = ("If you cancel before the end of your contract, an early exit fee of £6 for each remaining month applies "
                "to landlines. For mobiles, the fee is £15 per remaining month.")
    claim = "The early exit fee for mobiles is {} per remaining month."
    assert bound_conflicts(claim.format("£15"), evidence) == []
    assert bound_conflicts(claim.format("£6"), evidence) != []


def test_initials_owning_a_thing_name_an_organisation():
    evidence = ("Our home phone service runs on BT's copper network. Our fibre is delivered over the CityFibre network, "
                "so installation is carried out by CityFibre engineers.")
    claim = "The home phone service runs on {}'s network."
    assert bound_conflicts(claim.format("BT"), evidence) == []
    assert bound_conflicts(claim.format("CityFibre"), evidence) != []


def test_the_house_is_the_house_the_passage_named():
    evidence = ("Ashdown Manor was built in 1680 for the wool merchant Henry Pell. The east wing was added in 1745. After "
                "the Pell family sold the estate, the manor opened to the public in 1961.")
    claim = "Ashdown Manor opened to the public in {}."
    assert bound_conflicts(claim.format("1961"), evidence) == []
    assert bound_conflicts(claim.format("1745"), evidence) != []
    # (but not where the sentence's subject is another: "can be contacted through the school office")
    assert binding_evidence._named_by_head("Our SENCo can be contacted through the school office.",
                                  binding_evidence._clauses("Oakhurst Primary School - Staff."), frozenset({"Oakhurst"})) == ""


def test_a_column_counting_days_per_year_gives_its_cells_days():
    evidence = "Leave type | Days per year\nAnnual leave | 25\nCompassionate leave | 5\nStudy leave | 3"
    claim = "Employees get {} of compassionate leave per year."
    assert bound_conflicts(claim.format("5 days"), evidence) == []
    assert bound_conflicts(claim.format("25 days"), evidence) != []


def test_the_role_and_the_successful_candidate_are_the_advertised_post():
    evidence = ("The Warehouse Supervisor will lead a team of 22 pickers across three shifts. The role has 3 direct "
                "reports, all of whom are team leaders.")
    claim = "The Warehouse Supervisor will have {} direct reports."
    assert bound_conflicts(claim.format("3"), evidence) == []
    assert bound_conflicts(claim.format("22"), evidence) != []
    evidence = ("Applications for the Data Analyst role should be sent to Helen Ward, Talent Partner. The successful "
                "candidate will report to Marcus Lee, Head of Insight.")
    claim = "The Data Analyst will report to {}."
    assert bound_conflicts(claim.format("Marcus Lee"), evidence) == []
    assert bound_conflicts(claim.format("Helen Ward"), evidence) != []


def test_a_modifier_listed_with_the_claims_own_is_none_it_lacks():
    evidence = ("Container delivery times\n- Bins for a new home: up to 8 working days\n- Replacement for a damaged or "
                "stolen bin: up to 12 working days\n- Extra food caddy: up to 3 working days")
    claim = "A damaged wheelie bin will be replaced within up to {} working days."
    assert bound_conflicts(claim.format("12"), evidence) == []
    assert bound_conflicts(claim.format("8"), evidence) != []


def test_how_usual_a_value_is_names_no_kind_and_a_keys_when_no_thing():
    evidence = ("Braces treatment at Hillside Dental\nTypical treatment length: 18–24 months\nCheck-ups: every 6 weeks\n"
                "Retainer wear after treatment: 12 months")
    claim = "Braces treatment usually takes {}."
    assert bound_conflicts(claim.format("18–24 months"), evidence) == []
    assert bound_conflicts(claim.format("12 months"), evidence) != []


def test_a_case_the_claim_negates_is_the_other_row():
    evidence = ("Household type | Maximum reduction\nPension age | 100%\nWorking age, receiving Pension Credit | 90%\n"
                "Working age, other | 65%")
    claim = "A working-age household not receiving Pension Credit can get a maximum reduction of {}."
    assert bound_conflicts(claim.format("65%"), evidence) == []
    assert bound_conflicts(claim.format("90%"), evidence) != []


def test_a_span_of_letters_ends_its_sentence():
    assert split_sentences("The East Pier has 12 gates serving zones A–D. The West Pier has 7 gates.") == [
        "The East Pier has 12 gates serving zones A–D.", "The West Pier has 7 gates."]
    evidence = ("The East Pier has 12 gates serving zones A–D. The West Pier, which handles mainly regional flights, "
                "has 7 gates.")
    claim = "The West Pier has {} gates."
    assert bound_conflicts(claim.format("7"), evidence) == []
    assert bound_conflicts(claim.format("12"), evidence) != []


def test_a_place_set_off_between_a_subject_and_its_verb_cuts_no_piece():
    evidence = ("Parking in the Short Stay Green car park, next to Terminal 2, costs £22 per day when booked online. The "
                "Purple Long Stay car park charges £11 per day, with a bus to the terminals every 15 minutes.")
    claim = "Parking in the Short Stay Green car park costs {} per day when booked online."
    assert bound_conflicts(claim.format("£22"), evidence) == []
    assert bound_conflicts(claim.format("£11"), evidence) != []


def test_a_lower_case_name_in_another_names_slot_is_a_name():
    assert binding_words._lower_case_names("Ground handling\nTerminal 1: Swissport\nTerminal 2: Menzies\nTerminal 3: dnata") \
        == frozenset({"dnata"})
    assert binding_words._lower_case_names("Letters are sent by post, and parcels are sent by DPD.") == frozenset()
    evidence = "Pier A gates are served by Swissport, while Pier B gates are served by dnata."
    claim = "Pier B gates are served by {}."
    assert bound_conflicts(claim.format("dnata"), evidence) == []
    assert bound_conflicts(claim.format("Swissport"), evidence) != []


def test_a_participle_after_a_pieces_value_leaves_it_the_first_pieces_subject():
    evidence = "Members of the Roadline Club get 20% off all MOTs and 5% off batteries fitted at any branch."
    assert binding_pieces._pieces(evidence)[1][1].startswith("Members of the Roadline Club get")
    claim = "Roadline Club members get {} off batteries."
    assert bound_conflicts(claim.format("5%"), evidence) == []
    assert bound_conflicts(claim.format("20%"), evidence) != []


def test_where_the_passages_first_subject_is_every_later_price_is():
    evidence = ("A studio flat at The Maltings on Station Road rents for £1,150 a month, with bills included. Storage "
                "lockers in the basement cost £25 per month and are let on a first-come, first-served basis.")
    claim = "A storage locker at The Maltings on Station Road costs {} per month."
    assert bound_conflicts(claim.format("£25"), evidence) == []
    assert bound_conflicts(claim.format("£1,150"), evidence) != []


def test_a_line_key_saying_no_thing_is_without_it():
    evidence = ("Guarantor options\n- Parent guarantor: no charge\n- Guarantor company: fee of 3.5% of the annual rent\n"
                "- No guarantor: 40% of the annual rent paid in advance")
    claim = "Without a guarantor, you pay {} of the annual rent in advance."
    assert bound_conflicts(claim.format("40%"), evidence) == []
    assert bound_conflicts(claim.format("3.5%"), evidence) != []
    # (a "no" inside a sentence qualifies nothing: "there is no minimum for the basic account")
    assert binding_evidence._qualifiers("there is no minimum for the basic account", "") == frozenset()


def test_a_size_naming_the_claims_thing_leaves_a_compounded_count_a_value():
    evidence = ("Our small van carries up to 10 cubic metres and comes with a 2-person crew. For bigger moves we send a "
                "7.5-tonne truck with a 4-person crew.")
    claim = "The 7.5-tonne truck comes with a {}-person crew."
    assert bound_conflicts(claim.format("4"), evidence) == []
    assert bound_conflicts(claim.format("2"), evidence) != []


def test_a_clause_about_another_doing_is_about_another_thing():
    evidence = ("Cancelling within 72 hours of your appointment incurs a £40 fee. If you reschedule instead of "
                "cancelling, a £10 rebooking fee applies.")
    claim = "Rescheduling your appointment incurs a {} rebooking fee."
    assert bound_conflicts(claim.format("£10"), evidence) == []
    assert bound_conflicts(claim.format("£40"), evidence) != []


def test_a_table_row_is_one_sentence_and_a_name_of_common_words_keys_it():
    evidence = "Service | Cut-off | Max. transit time\nPriority | 09:00 | 2 hours\nNext Day | 16:00 | 24 hours"
    assert split_sentences(evidence)[0] == "Service | Cut-off | Max. transit time"
    claim = "Next Day delivery takes at most {}."
    assert bound_conflicts(claim.format("24 hours"), evidence) == []
    assert bound_conflicts(claim.format("2 hours"), evidence) != []


def test_a_compound_naming_a_kind_leaves_a_heading_valueless():
    evidence = "What's in our Three-Room Moving Bundle:\n- 40 medium boxes\n- 15 large boxes\n- 3 rolls of tape"
    claim = "The Three-Room Moving Bundle includes {} large boxes."
    assert bound_conflicts(claim.format("15"), evidence) == []
    assert bound_conflicts(claim.format("40"), evidence) != []


def test_an_opening_participle_is_no_part_of_a_listings_lead():
    evidence = "Established in 1902, Harrow Vale Rovers have won the league title 9 times and the national shield 4 times."
    claim = "Harrow Vale Rovers have won the national shield {} times."
    assert bound_conflicts(claim.format("4"), evidence) == []
    assert bound_conflicts(claim.format("9"), evidence) != []


def test_the_owner_of_an_office_of_two_words_or_initials_says_less_than_the_office():
    evidence = ("Dr Priya Nair is the surgery's clinical lead for asthma care. Dr Owen Hart is our prescribing lead for "
                "all patients.")
    claim = "{} is the surgery's prescribing lead."
    assert bound_conflicts(claim.format("Dr Owen Hart"), evidence) == []
    assert bound_conflicts(claim.format("Dr Priya Nair"), evidence) != []
    evidence = ("Our pre-school leader is Anna Kowalski, who has run Little Acorns since 2016. Our room leader, Ben "
                "Carter, is also our SENCo.")
    claim = "The pre-school's SENCo is {}."
    assert bound_conflicts(claim.format("Ben Carter"), evidence) == []
    assert bound_conflicts(claim.format("Anna Kowalski"), evidence) != []


def test_what_a_thing_is_without_is_its_whole_phrase():
    evidence = ("If you visit an urgent care centre without a referral note from a GP, a fee of €60 applies. The fee is "
                "waived if you are admitted. An overnight stay is charged at €90 per night.")
    claim = "Visiting an urgent care centre without a GP referral note costs {}."
    assert bound_conflicts(claim.format("€60"), evidence) == []
    assert bound_conflicts(claim.format("€90"), evidence) != []
    evidence = "Outside your monthly allowance, texts are charged at £0.08 each and calls are charged at £0.20 per minute."
    claim = "Calls outside your allowance cost {} per minute."
    assert bound_conflicts(claim.format("£0.20"), evidence) == []
    assert bound_conflicts(claim.format("£0.08"), evidence) != []


def test_an_opening_phrase_makes_no_listing_a_run_on():
    evidence = ("From April 2025, patients in Wales who pay for NHS eye care are charged £21.50 for a Grade 1 course of "
                "treatment and £58.20 for a Grade 2 course of treatment.")
    claim = "A Grade 2 NHS eye course of treatment costs {}."
    assert bound_conflicts(claim.format("£58.20"), evidence) == []
    assert bound_conflicts(claim.format("£21.50"), evidence) != []


def test_a_number_a_later_sentence_counts_the_claims_thing_with_is_its_count():
    evidence = ("Oak Lane Halls has 420 bedrooms over six floors. The building also offers 60 bike storage spaces in a "
                "secure store.")
    claim = "Oak Lane Halls has {} bike storage spaces."
    assert bound_conflicts(claim.format("60"), evidence) == []
    assert bound_conflicts(claim.format("420"), evidence) != []
    # (an earlier sentence may count the whole a part is of)
    evidence = "The survey reached 900 tenants. Of these, 610 replied within a week."
    assert bound_conflicts("610 tenants replied within a week.", evidence) == []


def test_a_second_charge_added_with_plus_is_a_piece_of_its_own():
    evidence = ("Pottery for Beginners has a course fee of £120 plus a materials fee of £35, payable at the first class. "
                "Life Drawing has a materials fee of £50 to cover paper and charcoal.")
    claim = "The pottery course has a materials fee of {}."
    assert bound_conflicts(claim.format("£35"), evidence) == []
    assert bound_conflicts(claim.format("£50"), evidence) != []


def test_a_threshold_written_after_its_number_keys_its_side():
    evidence = "Grooming costs £28 for cats under 5kg and £36 for cats of 5kg and over, including a nail trim."
    claim = "Grooming a cat of 5kg or over costs {}."
    assert bound_conflicts(claim.format("£36"), evidence) == []
    assert bound_conflicts(claim.format("£28"), evidence) != []
    # (a span is the other side of its lower end, in the piece of its sentence that states the value too)
    evidence = ("If availability is between 98.5% and 99.5%, customers receive a 5% credit. If availability drops below "
                "98.5%, the credit rises to 20%.")
    assert bound_conflicts("If availability falls below 98.5%, customers receive a 20% credit.", evidence) == []


def test_initials_that_are_a_list_lines_value_are_names():
    evidence = ("Who to contact\n- Registering a new vehicle: DVLA\n- Booking a theory test: DVSA\n"
                "- Fitting a tow bar: an approved installer")
    claim = "To register a new vehicle, contact the {}."
    assert bound_conflicts(claim.format("DVLA"), evidence) == []
    assert bound_conflicts(claim.format("DVSA"), evidence) != []


def test_a_name_the_claim_gives_its_thing_by_is_no_other_kind_of_it():
    evidence = ("Cyclon rental charges\n- Late return: €8 per hour\n- Broken light: €20\n"
                "- Lost or stolen scooter (no police report): €600\n- Lost key: €15")
    claim = "If you lose a Cyclon scooter and there is no police report, the charge is {}."
    assert bound_conflicts(claim.format("€600"), evidence) == []
    assert bound_conflicts(claim.format("€20"), evidence) != []


def test_a_unit_of_time_before_a_noun_names_a_kind_of_it():
    evidence = ("Ticket | Included ride time | Extra time\nSingle ride | 30 minutes | £1 per 15 minutes\n"
                "Day ticket | 90 minutes | £1 per 30 minutes\nAnnual ticket | 60 minutes | £1 per 30 minutes")
    claim = "With the day ticket, each ride includes {} before extra time is charged."
    assert bound_conflicts(claim.format("90 minutes"), evidence) == []
    assert bound_conflicts(claim.format("60 minutes"), evidence) != []


def test_a_closing_phrase_said_of_every_piece_makes_no_run_on():
    evidence = ("The open day for our engineering degrees is on Saturday 8 March, and the open day for our nursing and "
                "midwifery degrees is on Saturday 15 March, both from 10am to 3pm.")
    claim = "The open day for the engineering degrees is on Saturday {} March."
    assert bound_conflicts(claim.format("8"), evidence) == []
    assert bound_conflicts(claim.format("15"), evidence) != []


def test_a_titles_subtitle_after_a_colon_is_part_of_its_subject():
    evidence = ("Digital Photography: Studio Portraits is taught by photographer Ana Ruiz, who has exhibited in Madrid "
                "for ten years. The Watercolour Workshop on Monday mornings is led by Colin Price, a retired art teacher.")
    claim = "The digital photography class is taught by photographer {}."
    assert bound_conflicts(claim.format("Ana Ruiz"), evidence) == []
    assert bound_conflicts(claim.format("Colin Price"), evidence) != []


def test_not_eligible_is_the_case_of_otherwise():
    evidence = ("Maths GCSE fees\n- Foundation: £0 for eligible learners, otherwise £310\n"
                "- Higher: £0 for eligible learners, otherwise £365")
    claim = "For learners not eligible for free tuition, the Higher course costs {}."
    assert bound_conflicts(claim.format("£365"), evidence) == []
    assert bound_conflicts(claim.format("£310"), evidence) != []


def test_a_row_named_by_the_claims_row_name_and_more_is_another_row():
    evidence = ("Plan | Monthly data | Price\nTravel Lite | 5GB | €9\nTravel | 20GB | €15\nTravel Max | 50GB | €25")
    claim = "The Travel plan costs {} a month."
    assert bound_conflicts(claim.format("€15"), evidence) == []
    assert bound_conflicts(claim.format("€25"), evidence) != []


def test_the_same_thing_is_the_clause_naming_it():
    evidence = ("For a typical low-use household paying by Direct Debit, our Simply Variable tariff costs about £1,240 a "
                "year. The same household on our 24-month Fixed Choice would pay about £1,180 a year.")
    claim = "A typical low-use home on the Simply Variable tariff pays about {} a year."
    assert bound_conflicts(claim.format("£1,240"), evidence) == []
    assert bound_conflicts(claim.format("£1,180"), evidence) != []


def test_what_a_value_is_of_right_after_it_tells_the_pieces_apart():
    evidence = ("Ofgem's typical consumption values for a high-use household are 4,100 kWh of electricity and 17,000 kWh "
                "of gas per year.")
    claim = "A typical high-use household consumes {} of gas per year."
    assert bound_conflicts(claim.format("17,000 kWh"), evidence) == []
    assert bound_conflicts(claim.format("4,100 kWh"), evidence) != []


def test_a_plurals_present_verb_ends_the_claims_subject():
    evidence = ("Discounts apply to all hall bookings. Pensioners aged 60 and over receive a 40% discount on hall hire. "
                "Registered clubs receive a 20% discount on showing their membership list.")
    claim = "Registered clubs receive a {} discount on hall hire."
    assert bound_conflicts(claim.format("20%"), evidence) == []
    assert bound_conflicts(claim.format("40%"), evidence) != []


def test_another_label_of_the_claims_subject_is_another_thing():
    evidence = ("Applications for Series 7 of the Green Bond close on 2 May 2025, while Series 8 remains open to new "
                "savers until 20 June 2025.")
    claim = "Series 8 of the Green Bond is open to new savers until {}."
    assert bound_conflicts(claim.format("20 June 2025"), evidence) == []
    assert bound_conflicts(claim.format("2 May 2025"), evidence) != []
    # (a label after the claim's subject may be its value)
    evidence = "Version 4.0 added tabs. Split view arrived in version 4.2, and version 5.0 brought sync."
    assert bound_conflicts("Split view was introduced in version 5.0.", evidence) != []


def test_a_share_a_column_is_named_by_keys_its_cells():
    evidence = ("Card | 0% purchase period | Purchase fee\nEveryday Card | 12 months | 1.5%\nRewards Plus | 20 months | 2.5%")
    claim = "The Rewards Plus card offers 0% on purchases for {}."
    assert bound_conflicts(claim.format("20 months"), evidence) == []
    assert bound_conflicts(claim.format("12 months"), evidence) != []


def test_a_month_the_claim_states_of_its_own_is_no_part_of_its_date():
    evidence = ("Billing month | Bill date | Payment due\nJune 2025 | 3 June 2025 | 24 July 2025\n"
                "July 2025 | 3 July 2025 | 24 August 2025")
    claim = "Payment for the July 2025 bill is due by {}."
    assert bound_conflicts(claim.format("24 August 2025"), evidence) == []
    assert bound_conflicts(claim.format("24 July 2025"), evidence) != []


def test_a_piece_opening_with_its_condition_has_a_subject_of_its_own():
    evidence = ("We charge £9 if a direct debit fails. A bounced cheque costs £18, and if you exceed your overdraft limit "
                "we charge an unarranged fee of £6.")
    claim = "A bounced cheque on your overdraft account costs {}."
    assert bound_conflicts(claim.format("£18"), evidence) == []
    assert bound_conflicts(claim.format("£9"), evidence) != []


def test_a_short_participle_set_off_before_the_verb_cuts_no_piece():
    evidence = ("Our largest ship, the Aurora, has 520 cabins. The older Isle of Mull, run on the Oban–Craignure "
                "route, has 40 cabins.")
    claim = "The Isle of Mull has {} cabins."
    assert bound_conflicts(claim.format("40"), evidence) == []
    assert bound_conflicts(claim.format("520"), evidence) != []


def test_the_same_route_is_the_last_sentences_route():
    evidence = ("The fast catamaran from Holyhead to Dublin takes about 2 hours. The cruise ferry on the same route "
                "takes around 3 hours 15 minutes.")
    claim = "The cruise ferry from Holyhead to Dublin takes {}."
    assert bound_conflicts(claim.format("around 3 hours 15 minutes"), evidence) == []
    assert bound_conflicts(claim.format("about 2 hours"), evidence) != []
    # (another thing no clause named is nothing the passage has said)
    evidence = ("Because of bench space, Jewellery Making is capped at 6 places per term. The Stained Glass course in "
                "the same studio can take up to 10 learners.")
    assert bound_conflicts("The jewellery making course is capped at 10 places per term.", evidence) != []


def test_a_duration_and_a_half_is_its_number_and_a_half():
    evidence = ("The Harrow Research Fellowship funds two and a half years of study, including fees. The Bridge Award "
                "covers one year.")
    claim = "The Harrow Research Fellowship funds {} of study."
    assert bound_conflicts(claim.format("two and a half years"), evidence) == []
    assert bound_conflicts(claim.format("one year"), evidence) != []


def test_a_list_under_a_heading_of_no_words_has_no_title():
    evidence = ("About us\nPractice owner: Ashdown Dental Group\nOut-of-hours cover partner: NightDoc Services\n"
                "Regulated by: Care Quality Commission")
    claim = "Out-of-hours cover is provided by {}."
    assert bound_conflicts(claim.format("NightDoc Services"), evidence) == []
    assert bound_conflicts(claim.format("Ashdown Dental Group"), evidence) != []


def test_who_made_a_named_work_goes_with_its_name():
    evidence = ("The spring season opens with a revival of Blithe Spirit, directed by Maya Osei. It is followed in May "
                "by Hamlet, directed by Owen Blake, with lighting by Ruth Adler.")
    claim = "The revival of Blithe Spirit is directed by {}."
    assert bound_conflicts(claim.format("Maya Osei"), evidence) == []
    assert bound_conflicts(claim.format("Owen Blake"), evidence) != []


def test_a_thing_said_only_is_the_clause_saying_it_only():
    evidence = ("We supply and fit uPVC windows from £640 per window. Fitting only, where you supply the window, is "
                "charged at £180 per window.")
    claim = "Fitting only, for a window you buy yourself, costs {} per window."
    assert bound_conflicts(claim.format("£180"), evidence) == []
    assert bound_conflicts(claim.format("£640"), evidence) != []


def test_an_adjective_of_a_noun_is_its_noun():
    evidence = ("Replacement passes\n- Standard postal delivery: 5-7 working days\n- Collection at a Ticket Office: "
                "1 working day")
    claim = "A replacement ticket pass sent by standard post takes {} to arrive."
    assert bound_conflicts(claim.format("5-7 working days"), evidence) == []
    assert bound_conflicts(claim.format("1 working day"), evidence) != []


def test_a_planned_length_is_no_length_a_thing_took():
    evidence = ("The library closed in 2018 for a refit that was expected to last two years. Problems with the roof "
                "stretched the work to five years, and it reopened in 2023.")
    assert bound_conflicts("The refit took five years.", evidence) == []
    evidence = ("The pool closed in 2016 for a refurbishment that was planned to take 18 months. Delays stretched the work "
                "to 30 months.")
    assert bound_conflicts("The refurbishment took 30 months.", evidence) == []


def test_a_name_of_the_claim_the_clause_names_alone_is_not_part_of_another():
    evidence = ("Extra | Provided by | Phone\nBreakdown cover | Roadstar Home Assist | 0800 111 2000\n"
                "Legal expenses | Anchor Legal Ltd | 0800 111 3000\nKey cover | KeySafe Services | 0800 111 4000")
    claim = "Legal expenses cover is provided by {}."
    assert bound_conflicts(claim.format("Anchor Legal Ltd"), evidence) == []
    assert bound_conflicts(claim.format("Roadstar Home Assist"), evidence) != []


def test_a_short_doing_is_the_subject_of_its_clause():
    evidence = "Renting an album on TuneBox costs £2.49, while buying it outright costs £8.99."
    claim = "Buying an album on TuneBox costs {}."
    assert bound_conflicts(claim.format("£8.99"), evidence) == []
    assert bound_conflicts(claim.format("£2.49"), evidence) != []


def test_a_label_before_a_verb_taking_a_value_keys_the_claim():
    evidence = ("Private screening hire at the Plaza Cinema starts at £300 for Screen 3, which seats 30 guests. Hiring the "
                "150-seat Screen 2 starts at £900.")
    claim = "Hiring Screen 2 for a private screening starts at {}."
    assert bound_conflicts(claim.format("£900"), evidence) == []
    assert bound_conflicts(claim.format("£300"), evidence) != []


def test_who_does_the_thing_is_named_in_full_though_it_shares_a_claim_name():
    evidence = ("The Picturedrome is operated by Northern Screens Ltd. Its sister venue, the Rex in Tadley, is run by the "
                "community charity Tadley Film Trust.")
    claim = "The Rex in Tadley is run by {}."
    assert bound_conflicts(claim.format("the Tadley Film Trust"), evidence) == []
    assert bound_conflicts(claim.format("Northern Screens Ltd"), evidence) != []


def test_which_in_time_is_no_other_kind_under_a_heading_saying_the_kind():
    evidence = ("Green bin service 2025\nSign-up deadline: 20 February 2025\nFirst collections: 3 March 2025\n"
                "Last collections: 1 December 2025")
    claim = "Green bin collections start on {}."
    assert bound_conflicts(claim.format("3 March 2025"), evidence) == []
    assert bound_conflicts(claim.format("20 February 2025"), evidence) != []


def test_a_clause_naming_the_claims_name_is_about_it_by_whatever_words():
    evidence = ("The Mill Lane recycling centre is operated by Biffa on behalf of the district council. The Hatfield site "
                "is run by Viridor Resources under a separate contract.")
    claim = "The Hatfield recycling centre is run by {}."
    assert bound_conflicts(claim.format("Viridor Resources"), evidence) == []
    assert bound_conflicts(claim.format("Biffa"), evidence) != []


def test_a_lists_share_of_nothing_is_of_what_its_first_share_is():
    evidence = "Last year\n- 55% of food waste composted\n- 30% turned into biogas\n- 15% sent to incineration"
    claim = "Last year, {} of food waste was sent to incineration."
    assert bound_conflicts(claim.format("15%"), evidence) == []
    assert bound_conflicts(claim.format("55%"), evidence) != []


def test_names_listed_in_a_subject_before_its_verb_are_no_pieces():
    evidence = ("The summer course fee is €2,900 and includes lessons, a homestay and a farewell lunch. An optional "
                "tour package with day trips to Pisa, Lucca and San Gimignano costs €420.")
    claim = "The optional tour package costs {}."
    assert bound_conflicts(claim.format("€420"), evidence) == []
    assert bound_conflicts(claim.format("€2,900"), evidence) != []


def test_an_adverb_says_its_adjective():
    evidence = ("After planting\nNew hedging: water daily for 2 weeks\nNewly sown meadow: water daily for 5 weeks\n"
                "Freshly laid bark: no watering needed")
    claim = "You should water newly planted hedging daily for {}."
    assert bound_conflicts(claim.format("2 weeks"), evidence) == []
    assert bound_conflicts(claim.format("5 weeks"), evidence) != []


def test_the_thing_itself_is_the_one_the_last_sentence_described_where_it_is():
    evidence = ("Sign-ups for the summer book fair at Riverside Library open on 2 June 2025. The fair itself runs in the "
                "main hall on 21 June 2025.")
    claim = "The summer book fair runs in the Riverside Library main hall on {}."
    assert bound_conflicts(claim.format("21 June 2025"), evidence) == []
    assert bound_conflicts(claim.format("2 June 2025"), evidence) != []


def test_a_piece_with_its_own_verb_and_a_spelled_value_is_a_clause_of_its_own():
    evidence = ("Each day opens with a 30-minute briefing in the Lecture Theatre. Parallel workshop sessions run for 75 "
                "minutes, and the lunch break lasts one hour.")
    # (the lunch break's hour is no length of the sessions the piece before it speaks of)
    assert bound_conflicts("The briefing session lasts 30 minutes.", evidence) == []


def test_a_rows_letter_under_a_column_naming_it_is_a_label():
    evidence = "Car park | Spaces | Max stay\nA | 120 | 4 hours\nB | 85 | 2 hours\nC | 40 | 24 hours"
    claim = "Car park B has {} spaces."
    assert bound_conflicts(claim.format("85"), evidence) == []
    assert bound_conflicts(claim.format("120"), evidence) != []
    evidence = "Zone | Pontoon berths | Max length\nA | 64 | 10 m\nB | 52 | 14 m\nC | 38 | 18 m"
    assert bound_conflicts("Zone C has 52 pontoon berths.", evidence) != []


def test_a_plurals_present_verb_of_what_it_does_ends_the_subject():
    evidence = ("Our Blue Badge advisers cover 31 parishes across North Somerset. Our welfare team currently covers 19 "
                "parishes, mostly around Weston.")
    claim = "The badge advisers cover {} parishes across North Somerset."
    assert bound_conflicts(claim.format("31"), evidence) == []
    assert bound_conflicts(claim.format("19"), evidence) != []


def test_one_clause_counting_two_things_binds_each_count_past_a_name():
    evidence = ("We currently employ 11 Water Safe registered plumbers and 4 HETAS-approved installers, all directly "
                "employed rather than subcontracted.")
    claim = "They employ {} HETAS-approved installers."
    assert bound_conflicts(claim.format("4"), evidence) == []
    assert bound_conflicts(claim.format("11"), evidence) != []


def test_a_number_written_in_thousands_counts_its_plural():
    evidence = ("This quarter the north team completed 41,300 smart meter installations, supported by 290 engineers. "
                "The south team completed 26,800 installations over the same period.")
    claim = "The south team completed {} smart meter installations this quarter."
    assert bound_conflicts(claim.format("26,800"), evidence) == []
    assert bound_conflicts(claim.format("41,300"), evidence) != []


def test_a_bracket_closed_before_its_pieces_verb_cuts_nothing():
    evidence = ("Adult tickets for the Riverside Folk Evening are £30 and junior tickets (ages 8–16) are £12, with "
                "under-eights admitted free.")
    claim = "A junior ticket for the Riverside Folk Evening costs {}."
    assert bound_conflicts(claim.format("£12"), evidence) == []
    assert bound_conflicts(claim.format("£30"), evidence) != []


def test_none_done_is_not_done():
    evidence = ("Winter embargoes\n- Flights to Oslo: no pets carried from 1 December 2025\n"
                "- Flights to Reykjavik: no pets carried from 8 December 2025")
    claim = "Pets are not carried on flights to Reykjavik from {}."
    assert bound_conflicts(claim.format("8 December 2025"), evidence) == []
    assert bound_conflicts(claim.format("1 December 2025"), evidence) != []


def test_a_column_named_by_a_unit_gives_its_cells_the_unit():
    evidence = "Route | Kilometres\nCoastal loop | 42\nForest loop | 27"
    claim = "The forest loop is {} kilometres long."
    assert bound_conflicts(claim.format("27"), evidence) == []
    assert bound_conflicts(claim.format("42"), evidence) != []
    evidence = ("Reward flights\nFlight | Miles needed\nReturn economy, Canada | 26,000\nReturn economy, Mexico | 34,000\n"
                "Return business, Mexico | 90,000")
    claim = "A return economy reward flight to Mexico needs {} miles."
    assert bound_conflicts(claim.format("34,000"), evidence) == []
    assert bound_conflicts(claim.format("26,000"), evidence) != []


def test_a_models_digits_start_no_value_and_a_qualitys_noun_is_its_adjective():
    evidence = ("Galaxy A55 pre-orders open online on 4 March, with in-store availability starting 18 March at all our "
                "shops.")
    claim = "The Galaxy A55 will be available in store from {}."
    assert bound_conflicts(claim.format("18 March"), evidence) == []
    assert bound_conflicts(claim.format("4 March"), evidence) != []
    evidence = ("Galaxy A55 trade-ins open online on 4 March, with in-branch collection starting 18 March at every "
                "store.")
    claim = "Galaxy A55 trade-ins can be collected in branch from {}."
    assert bound_conflicts(claim.format("18 March"), evidence) == []
    assert bound_conflicts(claim.format("4 March"), evidence) != []


def test_a_word_in_ing_is_no_specific():
    evidence = "Ordering notice\n- Wedding cakes: 8 weeks\n- Christening cakes: 3 weeks\n- Cupcake trays: 48 hours"
    claim = "Wedding cake orders need {} notice."
    assert bound_conflicts(claim.format("8 weeks'"), evidence) == []
    assert bound_conflicts(claim.format("3 weeks'"), evidence) != []


def test_a_codes_plural_is_the_code_and_each_half_no_qualified_thing():
    evidence = "Match fees\n- Under-10s: £3 per match\n- Under-13s: £4 per match\n- Under-15s: £5 per match"
    claim = "An under-13 player pays {} per match."
    assert bound_conflicts(claim.format("£4"), evidence) == []
    assert bound_conflicts(claim.format("£5"), evidence) != []
    evidence = ("Grassroots Hockey League - Match lengths\n- Under-10s: two halves of 12 minutes\n"
                "- Under-13s: two halves of 18 minutes\n- Under-15s: two halves of 25 minutes")
    claim = "In under-13 matches, each half lasts {}."
    assert bound_conflicts(claim.format("18 minutes"), evidence) == []
    assert bound_conflicts(claim.format("25 minutes"), evidence) != []


def test_a_half_thing_after_a_is_a_half_thing():
    evidence = "Pitch | Hire per hour\nFull pitch | £60\nHalf pitch | £35"
    claim = "Hiring a half pitch costs {} per hour."
    assert bound_conflicts(claim.format("£35"), evidence) == []
    assert bound_conflicts(claim.format("£60"), evidence) != []


def test_a_one_word_subject_is_the_clause_with_it_as_its_own_subject():
    evidence = ("Full-time students receive a 40% discount on the annual gym membership. Apprentices and trainees "
                "qualify for a 20% discount.")
    claim = "Apprentices get a {} discount on the gym membership."
    assert bound_conflicts(claim.format("20%"), evidence) == []
    assert bound_conflicts(claim.format("40%"), evidence) != []


def test_a_clause_saying_more_of_the_subject_tells_which_event():
    evidence = ("Following the consultation, allotment rents will rise from 1 October 2025. The new fees for community "
                "orchard plots will apply from 1 January 2026, giving groups time to budget.")
    claim = "The increased community orchard plot fees will take effect from {}."
    assert bound_conflicts(claim.format("1 January 2026"), evidence) == []
    assert bound_conflicts(claim.format("1 October 2025"), evidence) != []


def test_what_a_thing_was_changed_from_is_not_what_it_was_changed_to():
    evidence = "Because of the strike, the Castleford derby has been moved from 8 March to 22 March 2025."
    claim = "The Castleford derby has been moved to {}."
    assert bound_conflicts(claim.format("22 March 2025"), evidence) == []
    assert bound_conflicts(claim.format("8 March 2025"), evidence) != []


def test_a_clause_telling_only_the_other_end_of_an_event_is_of_that_end():
    evidence = ("The Old Mill Cafe will close for the winter on 3 November 2025. We will be delighted to see you again "
                "when we reopen on 14 March 2026.")
    claim = "The Old Mill Cafe will reopen on {}."
    assert bound_conflicts(claim.format("14 March 2026"), evidence) == []
    assert bound_conflicts(claim.format("3 November 2025"), evidence) != []
    # (a span tells both ends)
    evidence = "The Old Mill Cafe is open from 9am to 5pm. The terrace closes at 4pm."
    assert bound_conflicts("The Old Mill Cafe closes at 5pm.", evidence) == []


def test_one_clause_giving_a_span_binds_its_ends():
    evidence = "Voting for the student union elections runs from 3 February 2025 until 7 February 2025."
    claim = "Voting for the student union elections closes on {}."
    assert bound_conflicts(claim.format("7 February 2025"), evidence) == []
    assert bound_conflicts(claim.format("3 February 2025"), evidence) != []


def test_a_place_the_claim_opens_with_is_where_its_name_belongs():
    evidence = ("Ground handling at Leeds Bradford Airport is provided by Menzies. At Newcastle Airport, passengers "
                "are handled by Swissport.")
    claim = "At Newcastle Airport, ground handling is provided by {}."
    assert bound_conflicts(claim.format("Swissport"), evidence) == []
    assert bound_conflicts(claim.format("Menzies"), evidence) != []


def test_after_a_thing_is_post_thing():
    evidence = ("Post-surgery recovery\nWound check: 3 days after surgery\nNo bathing: 10 days\n"
                "Short garden walks only: 3 weeks")
    claim = "Your cat should be limited to short garden walks for {} after surgery."
    assert bound_conflicts(claim.format("3 weeks"), evidence) == []
    assert bound_conflicts(claim.format("10 days"), evidence) != []


def test_a_part_of_what_the_last_piece_counted_counts_those_things():
    evidence = "This year 268 pupils sat our bursary assessment, and 41 of them were awarded bursaries for September entry."
    claim = "This year {} pupils were awarded bursaries."
    assert bound_conflicts(claim.format("41"), evidence) == []
    assert bound_conflicts(claim.format("268"), evidence) != []


def test_a_quoted_title_is_cut_nowhere():
    evidence = ("Admission to 'Monet: The Water Garden Years' is £19 for adults, with concessions available. The "
                "permanent galleries remain free, while the spring textiles show in the Lowry Room costs £9 for adults.")
    claim = "An adult ticket for the Monet exhibition costs {}."
    assert bound_conflicts(claim.format("£19"), evidence) == []
    assert bound_conflicts(claim.format("£9"), evidence) != []
    evidence = ("'Vermeer and the Delft School' runs until 4 June 2025, so visitors are advised to book early. "
                "'Contemporary Ceramics Now' continues on the ground floor until 28 September 2025.")
    claim = "The Vermeer exhibition closes on {}."
    assert bound_conflicts(claim.format("4 June 2025"), evidence) == []
    assert bound_conflicts(claim.format("28 September 2025"), evidence) != []


def test_what_is_avoided_is_the_phrases_last_word():
    evidence = ("Clinic policies\n- Late cancellation window: 24 hours before your appointment\n"
                "- Check-in closes: 10 minutes after your appointment time\n- Records requests: up to 30 days")
    claim = "You need to cancel at least {} before your appointment to avoid a late-cancellation fee."
    assert bound_conflicts(claim.format("24 hours"), evidence) == []
    assert bound_conflicts(claim.format("10 minutes"), evidence) != []


def test_an_ampersand_joins_a_name_and_another_of_the_named_thing_is_another():
    evidence = ("The Westgate Bed & Breakfast is run by Coastline Hospitality on behalf of the trust. The Eastgate "
                "site is managed by Harbour Inns Ltd.")
    claim = "The Eastgate Bed & Breakfast is managed by {}."
    assert bound_conflicts(claim.format("Harbour Inns Ltd"), evidence) == []
    assert bound_conflicts(claim.format("Coastline Hospitality"), evidence) != []


def test_a_value_up_to_a_threshold_is_below_it():
    evidence = ("Probate fees\n- Estates valued up to £250,000: 2% of the estate\n"
                "- Estates valued above £250,000: 1.25% of the estate")
    claim = "For estates valued up to £250,000, the fee is {} of the estate."
    assert bound_conflicts(claim.format("2%"), evidence) == []
    assert bound_conflicts(claim.format("1.25%"), evidence) != []
    # ("for up to 28 days" sets no threshold)
    assert binding_subjects._thresholds("refunds can be claimed for up to 28 days") == frozenset()


def test_a_verb_is_its_action_noun():
    evidence = ("The Silversmithing Masterclass takes place from 8 to 9 November 2025. Cancellations received by 10 "
                "October 2025 are refunded in full, less a £15 fee. The masterclass balance must be paid by 24 October "
                "2025.")
    claim = "You can cancel the Silversmithing Masterclass for a refund until {}."
    assert bound_conflicts(claim.format("10 October 2025"), evidence) == []
    assert bound_conflicts(claim.format("24 October 2025"), evidence) != []
    evidence = "Members who lose a locker key will be charged £15, and a lost wristband for the spa costs £5 to replace."
    claim = "A lost locker key is charged at {}."
    assert bound_conflicts(claim.format("£15"), evidence) == []
    assert bound_conflicts(claim.format("£5"), evidence) != []


def test_a_required_age_is_the_claims_value():
    evidence = "Minimum ages\nTree-top trail: minimum age 7\nZip wire: minimum age 12\nRope bridge: 5 and over"
    claim = "Riders must be at least {} years old to use the zip wire."
    assert bound_conflicts(claim.format("12"), evidence) == []
    assert bound_conflicts(claim.format("7"), evidence) != []
    evidence = "Minimum ages\nTree-top trail: 7 and over\nZip wire: 12 and over\nRope bridge: 5 and over"
    claim = "Visitors on the zip wire must be {} or over."
    assert bound_conflicts(claim.format("12"), evidence) == []
    assert bound_conflicts(claim.format("7"), evidence) != []


def test_capitals_with_a_number_are_a_generation_of_a_series():
    evidence = ("Around 7% of the DVB1 set-top boxes on our network are still running in legacy mode. For DVB2 boxes, "
                "that figure is just 1%.")
    claim = "Just {} of DVB2 boxes on the network are running in legacy mode."
    assert bound_conflicts(claim.format("1%"), evidence) == []
    assert bound_conflicts(claim.format("7%"), evidence) != []


def test_meters_that_are_fitted_are_devices():
    evidence = "Water meter programme - Year 1\n- Properties surveyed: 8,420\n- Meters fitted: 6,115\n- Refusals: 410"
    claim = "{} meters were fitted in Year 1."
    assert bound_conflicts(claim.format("6,115"), evidence) == []
    assert bound_conflicts(claim.format("8,420"), evidence) != []


def test_a_column_named_by_the_claims_modifier_is_the_claims():
    evidence = "Plan | Data | Tethering allowance\nBasic | 8GB | 4GB\nPlus | 60GB | 20GB\nUltra | Unlimited | 50GB"
    claim = "The Plus plan includes {} of tethering data."
    assert bound_conflicts(claim.format("20GB"), evidence) == []
    assert bound_conflicts(claim.format("50GB"), evidence) != []


def test_noon_is_a_time_of_day():
    evidence = ("Sealed bids\n- 4 Elm Row: bids by 12 noon, Tuesday 6 May 2025\n- 18 Quay Street: bids by 12 noon, "
                "Friday 16 May 2025\n- All bids must include proof of funds.")
    claim = "Bids for 4 Elm Row must be received by 12 noon on {}."
    assert bound_conflicts(claim.format("Tuesday 6 May 2025"), evidence) == []
    assert bound_conflicts(claim.format("Friday 16 May 2025"), evidence) != []


def test_initials_in_a_column_of_names_are_names():
    evidence = ("Subject | Exam board | Specification code\nHistory | Edexcel | 1HI0\nCombined Science | AQA | 8464\n"
                "Computing | OCR | J277")
    claim = "For GCSE Combined Science they follow the {} specification."
    assert bound_conflicts(claim.format("AQA"), evidence) == []
    assert bound_conflicts(claim.format("Edexcel"), evidence) != []


def test_updated_things_are_new_things():
    evidence = ("Our new parking rules for the main campus take effect on 2 September 2025. For the hospital site, the "
                "updated charges apply to permits issued from 6 October 2025.")
    claim = "The new charges apply to hospital-site permits issued from {}."
    assert bound_conflicts(claim.format("6 October 2025"), evidence) == []
    assert bound_conflicts(claim.format("2 September 2025"), evidence) != []


def test_a_named_place_closing_a_sentence_is_where_every_piece_holds():
    evidence = "Seniors get 20% off swimming lessons and 5% off gym classes at Hillcrest Leisure Centre."
    claim = "Seniors get {} off swimming lessons at Hillcrest Leisure Centre."
    assert bound_conflicts(claim.format("20%"), evidence) == []
    assert bound_conflicts(claim.format("5%"), evidence) != []


def test_the_counts_of_whom_a_thing_is_for_cut_no_piece():
    evidence = "Standard rooms are €120 a night and a family suite for two adults and three children is €260."
    claim = "A family suite costs {} a night."
    assert bound_conflicts(claim.format("€260"), evidence) == []
    assert bound_conflicts(claim.format("€120"), evidence) != []


def test_each_of_what_the_last_sentence_named_is_of_it():
    evidence = ("Guided cave tours run daily from the visitor centre. Each group is limited to 15 visitors to "
                "protect the formations. Our climbing sessions take a maximum of 6 people per instructor.")
    claim = "A guided cave tour can take up to {} visitors."
    assert bound_conflicts(claim.format("15"), evidence) == []
    assert bound_conflicts(claim.format("6"), evidence) != []


def test_a_passages_opening_name_runs_on_through_of_the():
    evidence = ("Our Festival of the Lakes boat parade takes place on 12 August 2025. Entries must be submitted "
                "by 30 June 2025.")
    claim = "Entries for the Festival of the Lakes boat parade must be submitted by {}."
    assert bound_conflicts(claim.format("30 June 2025"), evidence) == []
    assert bound_conflicts(claim.format("12 August 2025"), evidence) != []


def test_a_thing_of_another_is_told_by_the_clause_saying_the_thing():
    evidence = ("The seven-night Lakes cruise costs $2,150 per person in an inside cabin, and the balcony "
                "upgrade is $640.")
    claim = "The balcony upgrade on the Lakes cruise is {}."
    assert bound_conflicts(claim.format("$640"), evidence) == []
    assert bound_conflicts(claim.format("$2,150"), evidence) != []


def test_a_size_in_seats_counts_passengers():
    evidence = "We run a 12-seat minibus for school trips and a 57-seat coach for weddings."
    claim = "The coach carries {} passengers."
    assert bound_conflicts(claim.format("57"), evidence) == []
    assert bound_conflicts(claim.format("12"), evidence) != []


def test_one_thing_followed_by_another_is_a_piece_of_its_own():
    evidence = "The evening includes a 90-minute wine tasting followed by a 3-hour dinner in the cellar."
    claim = "The wine tasting lasts {}."
    assert bound_conflicts(claim.format("90 minutes"), evidence) == []
    assert bound_conflicts(claim.format("3 hours"), evidence) != []


def test_a_one_word_list_value_beside_names_is_a_name():
    evidence = "Our suppliers\nCoffee: Bean Collective Ltd\nMilk: Hollybrook\nBread: BKD\nCakes: Stoneground"
    claim = "The café gets its milk from {}."
    assert bound_conflicts(claim.format("Hollybrook"), evidence) == []
    assert bound_conflicts(claim.format("Stoneground"), evidence) != []


def test_a_doing_to_a_thing_in_capitals_is_about_the_thing():
    evidence = ("Standard spaces for cars and vans cost $60 a month. RV spaces for vehicles up to 40 feet are "
                "$150 a month.")
    claim = "Storing an RV costs {} a month."
    assert bound_conflicts(claim.format("$150"), evidence) == []
    assert bound_conflicts(claim.format("$60"), evidence) != []


def test_who_does_a_thing_is_keyed_by_the_noun_of_who_does_it():
    evidence = ("Your policy\n- Insurer: Larkfield Mutual\n- Claims handler: Brightside Claims Ltd\n- Sold by: "
                "Homeguard Direct")
    claim = "The policy is insured by {}."
    assert bound_conflicts(claim.format("Larkfield Mutual"), evidence) == []
    assert bound_conflicts(claim.format("Brightside Claims Ltd"), evidence) != []


def test_a_most_that_is_the_least_of_a_range_is_a_conflict():
    evidence = "Grants of between £500 and £5,000 are available to community groups."
    claim = "Community groups can get up to {}."
    assert bound_conflicts(claim.format("£5,000"), evidence) == []
    assert bound_conflicts(claim.format("£500"), evidence) != []


def test_a_clause_stating_only_another_value_of_the_claim_is_where_that_value_is():
    evidence = ("Example costs for a £200,000 mortgage over 25 years\n- 4.5% rate: £1,112 per month\n- 5.5% rate: "
                "£1,228 per month")
    claim = "On a £200,000 mortgage at 5.5% the monthly payment is {}."
    assert bound_conflicts(claim.format("£1,228"), evidence) == []
    assert bound_conflicts(claim.format("£1,112"), evidence) != []


def test_a_doing_with_a_word_before_it_is_about_what_is_done():
    evidence = "Hand washing a standard car costs £12 and takes 30 minutes. A large SUV is £18, and a van is £22."
    claim = "Hand washing a large SUV costs {}."
    assert bound_conflicts(claim.format("£18"), evidence) == []
    assert bound_conflicts(claim.format("£12"), evidence) != []


def test_a_strict_bound_past_the_claims_number_is_another_case():
    evidence = ("Cancellation charges\n- 10 to 20 days before arrival: 25% charge\n- Fewer than 10 days before "
                "arrival: 100% charge")
    claim = "Cancelling 10 days before arrival incurs a {} charge."
    assert bound_conflicts(claim.format("25%"), evidence) == []
    assert bound_conflicts(claim.format("100%"), evidence) != []


def test_a_bodys_name_for_what_it_does_is_one_name():
    evidence = "The grant is paid by the Department for Work and Pensions and managed by Jobcentre Plus."
    claim = "The grant is managed by {}."
    assert bound_conflicts(claim.format("Jobcentre Plus"), evidence) == []
    assert bound_conflicts(claim.format("the Department for Work and Pensions"), evidence) != []


def test_zero_in_a_name_counts_nothing():
    evidence = "The scheme is funded by the Department for Energy Security and Net Zero and run by Ofgem."
    claim = "The scheme is run by {}."
    assert bound_conflicts(claim.format("Ofgem"), evidence) == []
    assert bound_conflicts(claim.format("the Department for Energy Security and Net Zero"), evidence) != []


def test_a_deadline_is_when_a_thing_closes():
    evidence = "Nominations for the community awards open on 3 March and close on 28 April 2025."
    claim = "The deadline for award nominations is {}."
    assert bound_conflicts(claim.format("28 April 2025"), evidence) == []
    assert bound_conflicts(claim.format("3 March 2025"), evidence) != []


def test_a_date_a_thing_must_be_done_by_is_its_deadline():
    evidence = ("Key dates\n- Claim forms sent out: 10 January\n- Deadline to return claim: 24 January\n- Payments "
                "made: 7 February")
    claim = "You must return your claim form by {}."
    assert bound_conflicts(claim.format("24 January"), evidence) == []
    assert bound_conflicts(claim.format("10 January"), evidence) != []


def test_a_route_to_a_place_is_not_within_it():
    evidence = "Delivery charges\n- Within Scotland: £45\n- From England to Scotland: £85"
    claim = "Delivery within Scotland costs {}."
    assert bound_conflicts(claim.format("£45"), evidence) == []
    assert bound_conflicts(claim.format("£85"), evidence) != []


def test_an_opposite_the_claim_says_itself_opposes_nothing():
    evidence = ("Plan | Annual fee increase | Cancellation fee\nMonthly rolling plan | 5% | £0\nTwo-year plan | 3% "
                "| £50")
    claim = "The monthly rolling plan has an annual fee increase of {}."
    assert bound_conflicts(claim.format("5%"), evidence) == []
    assert bound_conflicts(claim.format("3%"), evidence) != []


def test_what_a_person_must_be_at_least_is_an_age():
    evidence = ("Visitors aged 12 and over may use the gym. Swimmers in the deep pool must be at least 14 and "
                "must pass a swim test.")
    claim = "Swimmers in the deep pool must be at least {} years old."
    assert bound_conflicts(claim.format("14"), evidence) == []
    assert bound_conflicts(claim.format("12"), evidence) != []


def test_rehoming_is_finding_new_homes():
    evidence = "Last year Paws Haven took in 230 dogs and found new homes for 198 of them."
    claim = "Paws Haven rehomed {} dogs last year."
    assert bound_conflicts(claim.format("198"), evidence) == []
    assert bound_conflicts(claim.format("230"), evidence) != []


def test_the_same_building_is_the_place_the_passage_opens_with():
    evidence = ("Quayside Student Village offers en-suite rooms at £180 per week, including all bills. Studios "
                "in the same building cost £235 per week and come with a private kitchen.")
    claim = "A studio at Quayside Student Village costs {} per week."
    assert bound_conflicts(claim.format("£235"), evidence) == []
    assert bound_conflicts(claim.format("£180"), evidence) != []


def test_how_often_a_thing_is_paid_is_no_other_kind_of_it():
    evidence = ("Allotment water is supplied from March to October. An annual subscription for one plot costs "
                "£48 and runs from April. Water butt deliveries are charged separately at £20 for up to two "
                "butts.")
    claim = "The allotment water subscription costs {} a year for one plot."
    assert bound_conflicts(claim.format("£48"), evidence) == []
    assert bound_conflicts(claim.format("£20"), evidence) != []


def test_a_plural_in_ings_says_its_singular():
    evidence = ("A listing fee of 6% applies to all items sold online. Bulk listings of 20 or more items pay a "
                "reduced fee of 3%, and charity sellers pay nothing.")
    claim = "Bulk listings of 20 or more items pay a listing fee of {}."
    assert bound_conflicts(claim.format("3%"), evidence) == []
    assert bound_conflicts(claim.format("6%"), evidence) != []


def test_free_of_charge_is_without_charge():
    evidence = ("Table bookings can be changed free of charge up to 2 hours before arrival. For private dining "
                "rooms, we need 72 hours' notice to change a booking without charge.")
    claim = "You need to give {} notice to change a private dining room booking free of charge."
    assert bound_conflicts(claim.format("72 hours'"), evidence) == []
    assert bound_conflicts(claim.format("2 hours'"), evidence) != []


def test_the_same_property_is_the_last_sentences_subject():
    evidence = ("A standard two-bedroom flat takes about 90 minutes for an end-of-tenancy clean. Carpet "
                "shampooing on the same property usually takes around 3 hours.")
    claim = "Carpet shampooing on a two-bedroom flat usually takes around {}."
    assert bound_conflicts(claim.format("3 hours"), evidence) == []
    assert bound_conflicts(claim.format("90 minutes"), evidence) != []


def test_annually_is_annual():
    evidence = "Payment option | Discount\nFirst month | 30%\nFriend referral | 15%\nAnnual plan | 10%"
    claim = "Paying annually gives a {} discount."
    assert bound_conflicts(claim.format("10%"), evidence) == []
    assert bound_conflicts(claim.format("15%"), evidence) != []


def test_a_fraction_counts_nothing_and_a_named_fleet_counts_its_things():
    evidence = ("We stock 45 guitars for hire in sizes from 1/4 to 3/4. Our ukulele collection numbers 12 "
                "instruments, from soprano to baritone.")
    claim = "There are {} ukuleles available for hire."
    assert bound_conflicts(claim.format("12"), evidence) == []
    assert bound_conflicts(claim.format("45"), evidence) != []


def test_a_role_in_lower_case_after_a_name_cuts_nothing_and_a_level_names_no_one():
    evidence = ("Dr Anika Rao, our lead physiotherapist, is a Band 7 clinician who runs all the back-pain "
                "classes. Practice manager Leo Brandt handles referrals and billing.")
    claim = "The back-pain classes are run by {}."
    assert bound_conflicts(claim.format("Anika Rao"), evidence) == []
    assert bound_conflicts(claim.format("Leo Brandt"), evidence) != []


def test_a_clause_opening_with_the_claims_case_is_the_claims():
    evidence = ("Standard delivery within the city costs €15 per order. For sofas and large wardrobes, which "
                "need a two-person crew, the charge is €45 per order.")
    claim = "Delivery for a large wardrobe costs {} per order."
    assert bound_conflicts(claim.format("€45"), evidence) == []
    assert bound_conflicts(claim.format("€15"), evidence) != []


def test_a_piece_going_on_with_its_own_verb_keeps_its_subjects_date():
    evidence = "Gowns for proms on Friday 27 June must be collected by Wednesday 25 June and returned by Monday 30 June."
    claim = "For a prom on Friday 27 June, gowns must be returned by {}."
    assert bound_conflicts(claim.format("Monday 30 June"), evidence) == []
    assert bound_conflicts(claim.format("Wednesday 25 June"), evidence) != []


def test_a_spelled_count_before_a_participle_is_no_subject():
    evidence = ("The Basic plan includes two video calls and five edited photos. The Premium plan allows up to six video "
                "calls and delivers twelve edited photos.")
    claim = "The Premium plan delivers {} edited photos."
    assert bound_conflicts(claim.format("twelve"), evidence) == []
    assert bound_conflicts(claim.format("five"), evidence) != []


def test_a_date_a_thing_is_done_by_is_told_by_the_clause_doing_it_by_a_date():
    evidence = ("The community quiz night takes place on 14 November 2025 in the village hall. Teams are limited, so "
                "please sign up by 31 October 2025. Photos will be posted online from 20 November 2025.")
    claim = "You need to sign up for the quiz night by {}."
    assert bound_conflicts(claim.format("31 October 2025"), evidence) == []
    assert bound_conflicts(claim.format("20 November 2025"), evidence) != []


def test_a_number_word_opening_a_name_counts_nothing():
    evidence = ("The Five Valleys Walk is 21 miles long and includes 64 stiles, so most walkers take two days. The "
                "Cotswold Edge Trail covers 17 miles with 38 stiles.")
    claim = "The Five Valleys Walk has {} stiles."
    assert bound_conflicts(claim.format("64"), evidence) == []
    assert bound_conflicts(claim.format("38"), evidence) == ["38 for Five Valleys Walk stiles; the context gives 64"]


def test_a_later_sentence_naming_only_who_does_it_is_still_about_the_passages_place():
    # (the other side is left: "Hannah Cole" for the pilates classes is still read as the yoga sentence's)
    evidence = ("Yoga classes at Willow Studio are led by Hannah Cole, who trained in Mysore. Our pilates and barre work "
                "is taught by Marcus Webb, a certified reformer instructor.")
    assert bound_conflicts("Pilates classes at Willow Studio are taught by Marcus Webb.", evidence) == []


def test_a_code_says_what_a_listed_value_is_about():
    evidence = "Swimming lessons cost £8 for adults and £5 for under-16s."
    claim = "Swimming lessons cost {} for adults."
    assert bound_conflicts(claim.format("£8"), evidence) == []
    assert bound_conflicts(claim.format("£5"), evidence) != []


def test_a_participle_opens_a_phrase_only_before_a_preposition_or_value():
    evidence = "Registered carers receive a 30% discount, and students receive a 10% discount on bookings."
    claim = "Registered carers get a {} discount."
    assert bound_conflicts(claim.format("30%"), evidence) == []
    assert bound_conflicts(claim.format("10%"), evidence) != []


def test_the_claims_own_doing_as_a_noun_is_no_other_thing():
    evidence = ("Lost fobs: If you lose your gym fob, tell reception straight away. Replacement fobs cost £15 for "
                "members and £5 for under-16s. Your first fob is free.")
    claim = "Replacing a lost member gym fob costs {}."
    assert bound_conflicts(claim.format("£15"), evidence) == []
    assert bound_conflicts(claim.format("£5"), evidence) != []


def test_a_count_before_a_name_and_a_plural_is_no_enumeration():
    evidence = ("Brookside Leisure Centre car park has 250 standard spaces, 16 Blue Badge spaces and 10 "
                "parent-and-child spaces, plus 6 motorcycle bays near the entrance.")
    claim = "There are {} Blue Badge spaces at Brookside Leisure Centre."
    assert bound_conflicts(claim.format("16"), evidence) == []
    assert bound_conflicts(claim.format("10"), evidence) != []


def test_a_piece_about_another_thing_of_the_opening_names_kind_keeps_its_own_name():
    evidence = ("The Osprey cabin sleeps 2 and can be rented for weekend breaks with up to 3 dogs. The larger "
                "Kestrel cabin sleeps 6 and takes up to 4 dogs on weekend breaks.")
    claim = "The Osprey can take up to {} dogs on a weekend break."
    assert bound_conflicts(claim.format("3"), evidence) == []
    assert bound_conflicts(claim.format("4"), evidence) != []


def test_alternatives_each_with_a_bracketed_value_are_pieces():
    evidence = ("Paddleboards can be rented for a morning (3 hours) or a full day (7 hours). Wetsuits are also "
                "available by the hour.")
    claim = "A morning paddleboard rental lasts {}."
    assert bound_conflicts(claim.format("3 hours"), evidence) == []
    assert bound_conflicts(claim.format("7 hours"), evidence) != []


def test_another_thing_after_or_with_its_own_value_is_a_piece():
    evidence = ("Arrival slots: removal crews arrive between 7am and 8am. Storage visits can be booked for a weekday "
                "slot starting at 10am or a weekend slot starting at 2pm.")
    claim = "The weekend storage slot starts at {}."
    assert bound_conflicts(claim.format("2pm"), evidence) == []
    assert bound_conflicts(claim.format("10am"), evidence) != []


def test_a_compounds_plural_says_its_singular():
    evidence = ("Deposits for custom work are 25% of the quoted price. Because touch-ups need extra booking time, "
                "their deposit is 40% of the quote. All deposits are taken when your slot is confirmed.")
    claim = "For a touch-up, the deposit is {} of the quoted price."
    assert bound_conflicts(claim.format("40%"), evidence) == []
    assert bound_conflicts(claim.format("25%"), evidence) != []


def test_a_condition_opening_a_sentence_is_every_pieces_case():
    evidence = ("Refer a friend: when a member you introduce completes their first 3 months, you get £20 off your "
                "next renewal and your friend gets £10 of credit.")
    claim = "Once they've completed their first 3 months, your friend gets {} of credit."
    assert bound_conflicts(claim.format("£10"), evidence) == []
    assert bound_conflicts(claim.format("£20"), evidence) != []


def test_two_subjects_joined_by_and_before_one_verb_are_one_subject():
    evidence = ("Concessions: Residents aged 70 or over receive a 30% discount on their annual permit. Blue Badge "
                "holders and people receiving Carer's Allowance receive a 20% discount.")
    claim = "Blue Badge holders get a {} discount on their annual permit."
    assert bound_conflicts(claim.format("20%"), evidence) == []
    assert bound_conflicts(claim.format("30%"), evidence) != []


def test_a_share_is_told_by_what_it_did():
    evidence = "This year 92% of our candidates passed the written test, and 37% earned a merit."
    claim = "{} of candidates earned a merit in the written test this year."
    assert bound_conflicts(claim.format("37%"), evidence) == []
    assert bound_conflicts(claim.format("92%"), evidence) != []


def test_a_period_bounded_as_the_claim_bounds_it_tells_its_clause():
    evidence = ("Season tickets are valid for 12 months from the date of issue. Gift season tickets are valid for 12 "
                "months from the date they are redeemed, and must be redeemed within 3 months of purchase.")
    claim = "Gift season tickets must be redeemed within {} of purchase."
    assert bound_conflicts(claim.format("3 months"), evidence) == []
    assert bound_conflicts(claim.format("12 months"), evidence) != []


def test_a_clause_going_on_about_the_value_before_it_is_part_of_it():
    evidence = ("Enrolling: a non-refundable application fee of £25 is payable when you apply. Once a place is "
                "confirmed, a bond of £150 is required to hold it; this is returned when your child finishes the "
                "course, provided all fees are paid.")
    claim = "To hold a place you need to pay a bond of {}, which is returned when your child finishes the course."
    assert bound_conflicts(claim.format("£150"), evidence) == []
    assert bound_conflicts(claim.format("£25"), evidence) != []


def test_a_verb_after_a_number_counts_nothing():
    evidence = ("2024 results: 5,120 riders finished the Classic and 2,870 finished the Sportive. The fastest "
                "Sportive time was 2:41.")
    claim = "Last year, {} riders completed the Sportive."
    assert bound_conflicts(claim.format("2,870"), evidence) == []
    assert bound_conflicts(claim.format("5,120"), evidence) != []


def test_a_participle_after_a_number_counts_nothing():
    evidence = ("Waiting lists: there are currently 36 people waiting for a plot at Hillside and 12 waiting at "
                "Meadowbank. Plots are offered in order of application.")
    claim = "There are currently {} people on the waiting list for Meadowbank."
    assert bound_conflicts(claim.format("12"), evidence) == []
    assert bound_conflicts(claim.format("36"), evidence) != []


def test_it_is_the_named_place_it_stands_for():
    evidence = ("Our two branches: the Mill Lane branch has 40 parking spaces and a cafe. The Station Road branch is "
                "smaller, with 12 spaces, but it is home to our repair workshop, which services all bikes.")
    claim = "The repair workshop is at the {} branch."
    assert bound_conflicts(claim.format("Station Road"), evidence) == []
    assert bound_conflicts(claim.format("Mill Lane"), evidence) != []


def test_a_deadline_said_as_closing_tells_when_a_thing_must_be_done_by():
    evidence = ("Admissions: applications for April 2026 places close on 30 November 2025, and applications for "
                "September 2026 places close on 31 March 2026. Decisions are sent within three weeks.")
    claim = "Applications for an April 2026 place must be submitted by {}."
    assert bound_conflicts(claim.format("30 November 2025"), evidence) == []
    assert bound_conflicts(claim.format("31 March 2026"), evidence) != []


def test_a_bracket_naming_places_is_not_cut():
    evidence = ("Short stay car parks (Castle Street and Quay Road) have a maximum stay of 4 hours. Long stay car "
                "parks (Park Avenue and Mill Lane) allow stays of up to 5 days.")
    claim = "You can park at Castle Street for a maximum of {}."
    assert bound_conflicts(claim.format("4 hours"), evidence) == []
    assert bound_conflicts(claim.format("5 days"), evidence) != []


def test_names_and_a_lower_case_subject_after_a_heading_colon_are_one_subject():
    evidence = ("Free sessions at Northgate Library: Tax and pension help sessions are run by Citizens Advice on "
                "Tuesday mornings. CV workshops are run by Jobcentre Plus on Thursday afternoons.")
    claim = "The tax help sessions are run by {}."
    assert bound_conflicts(claim.format("Citizens Advice"), evidence) == []
    assert bound_conflicts(claim.format("Jobcentre Plus"), evidence) != []


def test_a_groups_size_counts_people():
    evidence = ("Group rates: bookings of 6-9 people receive 10% off the total; bookings of 10 or more people "
                "receive 20% off.")
    claim = "A group of 12 qualifies for {} off the total."
    assert bound_conflicts(claim.format("20%"), evidence) == []
    assert bound_conflicts(claim.format("10%"), evidence) != []


def test_within_bounds_a_period_in_other_units():
    evidence = ("Refunds: cancel more than 14 days before for a full refund. Cancellations made 3-14 days before are "
                "refunded at 50%, and cancellations within 72 hours are refunded at 10%.")
    claim = "Cancelling 7 days before gets you a {} refund."
    assert bound_conflicts(claim.format("50%"), evidence) == []
    assert bound_conflicts(claim.format("10%"), evidence) != []


def test_a_day_the_claim_adds_to_the_subjects_span_conflicts():
    evidence = ("We have two studios. Our Leeds studio is at 8 Park Row and offers classes Monday to Saturday. Our "
                "York studio is at 2 Low Petergate and is open Wednesday to Sunday only.")
    claim = "The York studio runs classes from {} to Sunday."
    assert bound_conflicts(claim.format("Wednesday"), evidence) == []
    assert bound_conflicts(claim.format("Monday"), evidence) != []


def test_names_the_subjects_sentence_says_on_are_no_other_names():
    evidence = ("Meet our chefs: Chef Luca Moretti leads all Italian classes. Chef Priya Nair teaches our South "
                "Indian and Sri Lankan courses. Baking classes are taught by Chef Anna Berg, formerly of Noma in "
                "Copenhagen.")
    claim = "Baking classes are taught by Chef {}, who previously worked at Noma in Copenhagen."
    assert bound_conflicts(claim.format("Anna Berg"), evidence) == []
    assert bound_conflicts(claim.format("Priya Nair"), evidence) != []


def test_examples_in_brackets_do_not_count_towards_a_listings_length():
    evidence = ("Fixed penalties are £100 for serious offences (such as parking on a zebra crossing or in a bus lane "
                "at peak times) and £60 for minor offences (such as parking without displaying a valid ticket).")
    claim = "Parking without displaying a valid ticket is a minor offence with a {} penalty."
    assert bound_conflicts(claim.format("£60"), evidence) == []
    assert bound_conflicts(claim.format("£100"), evidence) != []


def test_who_holds_the_claims_role_is_where_a_name_is_set_off_by_it():
    evidence = ("Dear residents,\nFollowing the review, the new cycle lane plan for Park Street will be presented to "
                "the Transport Board by Councillor Ruth Daly. Questions about the review can be sent to the scheme "
                "manager, Owen Price, at cycling@example.org.")
    claim = "The scheme manager for the Park Street plan is {}."
    assert bound_conflicts(claim.format("Owen Price"), evidence) == []
    assert bound_conflicts(claim.format("Ruth Daly"), evidence) != []


def test_a_full_hour_is_a_length():
    evidence = ("How long should sessions be? For beginners we suggest sessions of 45 minutes. Advanced players "
                "usually need a full hour.")
    claim = "Advanced players usually need sessions of {}."
    assert bound_conflicts(claim.format("60 minutes"), evidence) == []
    assert bound_conflicts(claim.format("45 minutes"), evidence) != []


def test_a_closing_phrase_adding_another_fact_does_not_weaken_the_subjects_clause():
    evidence = ("Kayak hire - Lakeside\n| Duration | Single | Double |\n| 1 hour | £15 | £25 |\n| 3 hours | £35 | "
                "£55 |\nBuoyancy aids are included in all prices.")
    claim = "A double kayak costs {} for 3 hours, buoyancy aids included."
    assert bound_conflicts(claim.format("£55"), evidence) == []
    assert bound_conflicts(claim.format("£35"), evidence) != []


def test_a_closing_phrase_with_a_value_of_another_fact_does_not_either():
    evidence = ("Dear Ms Patel,\nWe can confirm your survey day as Monday 3 March and your installation day as "
                "Wednesday 5 March. Our engineers will arrive at 9am on both days.")
    claim = "Your installation is booked for {}, with the engineers arriving at 9am."
    assert bound_conflicts(claim.format("5 March"), evidence) == []
    assert bound_conflicts(claim.format("3 March"), evidence) != []


def test_the_opposite_part_of_a_place_is_another_subject():
    evidence = ("Where do I recycle? Residents living in the east of the borough usually take garden waste to the "
                "Canal Street depot, while those in the west normally use Hollins Park. Opening hours vary by "
                "season.")
    claim = "Residents from the west of the borough normally take garden waste to {}."
    assert bound_conflicts(claim.format("Hollins Park"), evidence) == []
    assert bound_conflicts(claim.format("Canal Street"), evidence) != []


def test_an_age_code_after_over_is_no_open_span():
    evidence = ("Concessions at the Regent Cinema: students with valid ID receive 20% off standard tickets, over-60s "
                "receive 10% off, and under-12s receive 40% off when accompanied by an adult. Concessions cannot be "
                "combined.")
    claim = "Students with valid ID get {} off standard tickets at the Regent Cinema."
    assert bound_conflicts(claim.format("20%"), evidence) == []
    assert bound_conflicts(claim.format("10%"), evidence) != []


def test_a_closing_clause_stating_nothing_is_no_part_of_the_last_piece():
    evidence = ("Delivery charges at Greenleaf Market: standard deliveries carry a charge of $4.00 per order, "
                "express deliveries carry a charge of $7.50 per order, and orders collected from the store have no "
                "delivery charge.")
    claim = "Express deliveries from Greenleaf Market carry a delivery charge of {} per order."
    assert bound_conflicts(claim.format("$7.50"), evidence) == []
    assert bound_conflicts(claim.format("$4.00"), evidence) != []


def test_a_rule_charging_otherwise_is_what_avoiding_the_charge_means():
    evidence = ("Booking changes: Standard tables can be changed free of charge up to 6 hours before your booking. "
                "Private dining rooms must be changed at least 48 hours in advance, otherwise the full fee is "
                "charged.")
    claim = "To avoid being charged, you need to change a private dining room booking at least {} beforehand."
    assert bound_conflicts(claim.format("48 hours"), evidence) == []
    assert bound_conflicts(claim.format("6 hours"), evidence) != []


def test_a_span_of_hours_closing_a_listing_is_every_pieces():
    evidence = ("Bulky waste collections in Ashby: sofas are collected on Tuesdays, fridges on Fridays and "
                "mattresses on Mondays, between 7 am and 2 pm. Book at least three days ahead.")
    claim = "Fridges are collected in Ashby on {} between 7 am and 2 pm."
    assert bound_conflicts(claim.format("Fridays"), evidence) == []
    assert bound_conflicts(claim.format("Mondays"), evidence) != []


def test_a_span_a_thing_is_closed_for_starts_when_it_closes():
    evidence = ("Notice: the east car park will close for relining from 6 May to 20 May 2025. Please use the west car park, "
                "which reopens on 2 June 2025 after repairs.")
    claim = "The east car park closes for relining on {}."
    assert bound_conflicts(claim.format("6 May 2025"), evidence) == []
    assert bound_conflicts(claim.format("20 May 2025"), evidence) != []


def test_a_year_opening_a_name_is_no_listings_first_value():
    evidence = ("Our signature 2021 Coastal Rose, served at the end of every tasting, is a blend of 55% Syrah and 45% "
                "Grenache, aged for 9 months in steel tanks.")
    claim = "The 2021 Coastal Rose contains {} Grenache."
    assert bound_conflicts(claim.format("45%"), evidence) == []
    assert bound_conflicts(claim.format("55%"), evidence) != []


def test_clear_caches_empties_every_memoised_analysis_of_the_package():
    from rageval_pipeline.core.judges import binding

    bound_conflicts("Non-members pay £10 per class.", CLASSES)
    cached = [member for module in (binding_words, binding_values, binding_evidence, binding_conflicts)
              for member in vars(module).values() if callable(getattr(member, "cache_info", None))
              and member.__module__ == module.__name__]
    assert cached and any(member.cache_info().currsize for member in cached)
    binding.clear_caches()
    assert all(member.cache_info().currsize == 0 for member in cached)


def test_a_name_saying_of_what_the_same_thing_the_claims_name_does_is_its_rival():
    evidence = ("Orders for Hillcrest School are collected from our Northgate store, while orders for Oakfield Primary are "
                "collected from our Castle Park store.")
    claim = "Hillcrest School orders are collected from the {} store."
    assert bound_conflicts(claim.format("Northgate"), evidence) == []
    assert any("Northgate" in problem for problem in bound_conflicts(claim.format("Castle Park"), evidence))


def test_initials_something_is_sent_with_name_who_sends_it():
    evidence = "Standard orders ship with Royal Mail Tracked 24. Oversized items are sent with DHL on a two-person van."
    assert any("DHL" in problem for problem in bound_conflicts(
        "Oversized items are sent with Royal Mail on a two-person van.", evidence))


def test_a_contracted_not_is_a_not():
    evidence = ("Parcels not collected within 7 days of delivery are returned to the sender. After 30 days, unclaimed "
                "parcels are destroyed.")
    claim = "Parcels are returned to the sender if they aren't collected within {} days."
    assert bound_conflicts(claim.format("7"), evidence) == []
    assert bound_conflicts(claim.format("30"), evidence) != []


def test_the_one_who_does_what_the_claim_says_is_done_says_who_does_it():
    evidence = ("Thanks for booking Max in for a training session on Friday. Your trainer on the day will be Marta Nowak. "
                "Kind regards, Leo Grant, Centre Manager")
    assert bound_conflicts("Marta Nowak will be training your dog on the day.", evidence) == []


def test_having_none_of_a_thing_is_being_without_it():
    evidence = ("Oakwood Dental has two sites. The main site on Church Lane offers check-ups, hygiene and tooth bleaching "
                "appointments. The branch at Meadow View Centre offers check-ups and hygiene appointments only, with no "
                "whitening.")
    assert bound_conflicts("Whitening is only available at the Church Lane site.", evidence) == []
    # (", no interval" closing a line says it too; ", no fees are charged" says what is not done)
    running = "Running times:\n- Hamlet: 3 hours, one interval\n- Endgame: 80 minutes, no interval"
    assert bound_conflicts("Endgame runs for 80 minutes with no interval.", running) == []
    assert bound_conflicts("Endgame runs for 3 hours with no interval.", running) != []
    relief = ("Empty property relief: no business rates are charged for the first 3 months for shops. Warehouses are "
              "exempt for the first 6 months.")
    assert bound_conflicts("An empty shop is exempt from business rates for its first 3 months.", relief) == []


def test_an_amount_labelling_the_claims_thing_says_which_clause_is_its():
    evidence = ("A £5 top-up stays valid for 30 days from the date you add it. A £15 bundle, which includes 10GB of data "
                "and unlimited calls, lasts for 90 days.")
    claim = "A £15 bundle stays valid for {} days."
    assert bound_conflicts(claim.format("90"), evidence) == []
    assert bound_conflicts(claim.format("30"), evidence) != []


def test_a_groups_size_is_in_the_groups_open_range():
    evidence = ("Team bookings: book 4 to 7 players in one go and save 5% on court hire. Groups of 8 or more save 12%.")
    claim = "A group of 10 players booked together would save {} on court hire."
    assert bound_conflicts(claim.format("12%"), evidence) == []
    assert bound_conflicts(claim.format("5%"), evidence) != []


def test_a_title_over_keyed_lines_is_no_key_of_theirs():
    evidence = ("Route K7 – departures from Station Square\nMonday to Friday: first bus 07:05, then every 20 minutes until "
                "18:45\nSaturday: first bus 08:20, then hourly until 17:20")
    claim = "On Saturdays the first K7 leaves Station Square at {}."
    assert bound_conflicts(claim.format("08:20"), evidence) == []
    assert bound_conflicts(claim.format("07:05"), evidence) != []


def test_a_day_in_a_period_the_evidence_bounds_is_the_claims_case():
    evidence = ("Cancellation fees: cancellations received before 1 May incur a £20 fee. Cancellations received between "
                "1 and 31 May incur a £60 fee. No refunds are given from 1 June.")
    claim = "Cancelling on 12 May would incur a {} fee."
    assert bound_conflicts(claim.format("£60"), evidence) == []
    assert bound_conflicts(claim.format("£20"), evidence) != []


def test_a_day_bounded_on_the_other_side_is_another_case():
    evidence = ("Stalls booked before 1 April require a 20% deposit. Stalls booked on or after 1 April require a 40% "
                "deposit.")
    claim = "Because you're booking after 1 April, a {} deposit is required."
    assert bound_conflicts(claim.format("40%"), evidence) == []
    assert bound_conflicts(claim.format("20%"), evidence) != []
    # (running "until" a day is no side: "will run until 6 April" is when it "closes after 6 April")
    season = ("The Alpenblick gondola will run until 6 April 2025. The Sonnberg chairlift, which serves the upper slopes, "
              "stays open longer and closes on 4 May 2025.")
    assert bound_conflicts("The Alpenblick gondola closes for the season after 6 April 2025.", season) == []


def test_a_thing_charged_in_full_otherwise_is_what_avoiding_the_charge_means():
    evidence = ("Group classes can be cancelled free of charge up to 7 days before the start. Private sessions must be "
                "cancelled at least 48 hours in advance, otherwise the session is charged in full.")
    claim = "To avoid being charged, you must cancel a private session at least {} in advance."
    assert bound_conflicts(claim.format("48 hours"), evidence) == []
    assert bound_conflicts(claim.format("7 days"), evidence) != []


def test_the_same_route_in_a_later_clause_is_the_one_the_sentence_named():
    evidence = ("The express boat crosses from Portmere to Halsey in 25 minutes, while the car ferry takes 55 minutes on "
                "the same route.")
    claim = "The car ferry takes {} minutes to get from Portmere to Halsey."
    assert bound_conflicts(claim.format("55"), evidence) == []
    assert bound_conflicts(claim.format("25"), evidence) != []


def test_a_share_of_things_named_before_their_noun_is_of_them():
    evidence = ("Each day we offer around 90 NHS appointments. Of these, 30 are released at 8am and 60 can be booked in "
                "advance.")
    claim = "About {} NHS appointments are released at 8am each day."
    assert bound_conflicts(claim.format("30"), evidence) == []
    assert bound_conflicts(claim.format("60"), evidence) != []


def test_a_day_word_opening_a_name_names_no_days():
    assert binding_values._values("Weekend Plus gives you free calls on Saturdays.")["weekday"] == frozenset({"6"})
    evidence = "Weekend Plus gives you free calls on Saturdays. Weekend Lite gives you half-price calls on Sundays."
    claim = "On the Weekend Plus plan, calls are free on {}."
    assert bound_conflicts(claim.format("Saturdays"), evidence) == []
    assert bound_conflicts(claim.format("Sundays"), evidence) != []


def test_a_closing_relative_clause_does_not_count_towards_a_listings_length():
    evidence = ("Parking at the Kingsbridge marina visitor centre costs £8 per day in the short-stay car park right next to "
                "the harbour office and £5 per day in the long-stay car park, which is a ten-minute walk away.")
    claim = "The long-stay car park at the Kingsbridge marina visitor centre costs {} per day."
    assert bound_conflicts(claim.format("£5"), evidence) == []
    assert bound_conflicts(claim.format("£8"), evidence) != []


def test_not_on_a_thing_and_not_held_in_it_qualify_the_thing():
    evidence = ("Sponsored students must keep at least 90% attendance to stay on their visa. For all other students, a "
                "certificate is issued to those with 75% attendance or more.")
    claim = "Students who are not on a visa get a certificate with at least {} attendance."
    assert bound_conflicts(claim.format("75%"), evidence) == []
    assert bound_conflicts(claim.format("90%"), evidence) != []
    stock = ("Colours not held in stock can be ordered and usually arrive within 5 days. Bespoke embroidered blazers take "
             "4 weeks to make.")
    claim = "Out-of-stock colours can be ordered and usually arrive within {}."
    assert bound_conflicts(claim.format("5 days"), stock) == []
    assert bound_conflicts(claim.format("4 weeks"), stock) != []


def test_alternatives_each_with_its_own_bound_are_pieces():
    evidence = "For same-day key cutting, drop your keys off before 2pm on weekdays or before 11am on Saturdays."
    claim = "On Saturdays you need to drop your keys off before {} for same-day cutting."
    assert bound_conflicts(claim.format("11am"), evidence) == []
    assert bound_conflicts(claim.format("2pm"), evidence) != []


def test_names_each_keyed_by_a_place_after_a_heading_are_pieces():
    evidence = "Club members can also use their pass at our partner gyms: the Iron House in Leeds and the Core Studio in York."
    claim = "The partner gym in York is the {}."
    assert bound_conflicts(claim.format("Core Studio"), evidence) == []
    assert bound_conflicts(claim.format("Iron House"), evidence) != []


def test_a_role_set_off_after_a_thing_named_by_its_number_cuts_nothing():
    evidence = "Studio 1 is our largest room with 40 mats. Studio 3, our quiet room, has 12 mats with bolsters."
    assert bound_conflicts("Studio 3 has 12 mats.", evidence) == []
    assert any("40 for" in problem for problem in bound_conflicts("Studio 3 has 40 mats.", evidence))


def test_the_stops_a_route_calls_at_are_no_other_thing_it_is_of():
    evidence = ("The X5 runs non-stop from Leeds bus station to Manchester Airport in 1 hour 10 minutes. The stopping "
                "service 6 takes 1 hour 50 minutes, calling at Huddersfield, Oldham and Manchester Piccadilly.")
    claim = "The stopping 6 service takes {} to get from Leeds to Manchester Airport."
    assert bound_conflicts(claim.format("1 hour 50 minutes"), evidence) == []
    assert bound_conflicts(claim.format("1 hour 10 minutes"), evidence) != []


def test_a_bracket_of_months_is_not_cut():
    evidence = ("Booking dates: Easter bookings open on 1 December and must be paid by 1 March. Summer bookings (July and "
                "August) open on 5 January and must be paid by 1 May.")
    claim = "Easter bookings open on {}, with full payment due by 1 March."
    assert bound_conflicts(claim.format("1 December"), evidence) == []
    assert bound_conflicts(claim.format("5 January"), evidence) != []


def test_a_place_the_passage_opens_with_is_no_scene_where_a_later_clause_names_another():
    evidence = ("Our sites: our main yard on Mill Road in Ashford takes cars and vans, and our bike-only depot is in "
                "Rye, about 25 minutes' drive away.")
    claim = "The bike-only depot is in {}, about 25 minutes from the main yard."
    assert bound_conflicts(claim.format("Rye"), evidence) == []
    assert bound_conflicts(claim.format("Ashford"), evidence) != []


def test_an_adverb_after_a_first_name_is_no_thing_it_names():
    evidence = ("Hi Sam, your site manager for the build will be Ellen Marsh, and our lead electrician, Ravi Shah, will "
                "fit the sockets on 3 May. Any questions about access should go to Ellen directly.")
    assert bound_conflicts("Questions about access should go to Ellen Marsh, your site manager.", evidence) == []
    assert bound_conflicts("Questions about access should go to Ravi Shah, your site manager.", evidence) != []


def test_a_number_a_verb_of_holding_takes_counts_the_people_held():
    evidence = ("Capacities: the Long Barn seats 160 for a banquet and holds 220 for a standing reception. The Garden "
                "Room seats 70 for a seated dinner, or 100 standing.")
    claim = "The Garden Room seats up to {} guests for a sit-down dinner."
    assert bound_conflicts(claim.format("70"), evidence) == []
    assert bound_conflicts(claim.format("160"), evidence) != []


def test_a_subject_and_its_verb_name_no_kind_of_the_subject():
    evidence = "Class length: Levels 1 to 3 have 40-minute classes. From Level 4 upwards, classes last 60 minutes."
    claim = "A Level 2 class lasts {} minutes."
    assert bound_conflicts(claim.format("40"), evidence) == []
    assert bound_conflicts(claim.format("60"), evidence) != []


def test_midnight_and_noon_are_times():
    assert binding_values._values("Guests must leave by midnight.")["time"] == frozenset({"0:00"})
    evidence = ("Curfew: live music must stop by 10:45 pm, and all guests must have left the venue by midnight. Caterers "
                "may collect equipment from 9:00 am the next day.")
    claim = "Live music has to stop by {}."
    assert bound_conflicts(claim.format("10:45 pm"), evidence) == []
    assert bound_conflicts(claim.format("midnight"), evidence) != []


def test_the_role_before_a_later_name_is_that_names():
    evidence = ("Thanks for booking with Elm Garage. Your Ford Fiesta is booked in for its service on Monday at 8:30am "
                "with our senior mechanic Dan Price. The tyre change will be done afterwards by our fitter Joe Bell.")
    claim = "Your service on Monday will be carried out by the mechanic {}."
    assert bound_conflicts(claim.format("Dan Price"), evidence) == []
    assert bound_conflicts(claim.format("Joe Bell"), evidence) != []


def test_closed_until_a_day_is_closed_to_its_end():
    evidence = ("Planned closures: the small hall will be closed for repainting from 3 March until 17 March 2025. The "
                "main hall closes for floor sanding from 5 May until 12 May 2025.")
    claim = "The small hall is closed for repainting until {} 2025."
    assert bound_conflicts(claim.format("17 March"), evidence) == []
    assert bound_conflicts(claim.format("12 May"), evidence) != []


def test_and_a_half_day_after_another_thing_is_a_half_day():
    evidence = ("Camp prices: a full day (9am-5pm) costs £35 per child, and a half day (morning or afternoon) costs £20 "
                "per child.")
    claim = "A half day costs {} per child."
    assert bound_conflicts(claim.format("£20"), evidence) == []
    assert bound_conflicts(claim.format("£35"), evidence) != []


def test_initials_a_thing_comes_from_name_who_makes_it_and_devices_name_no_one():
    evidence = ("We fit batteries from two makers: our Basic range uses 5 kWh units from Pylon Tech, and our Plus range "
                "uses 5 kWh units from LG.")
    assert any("LG" in problem for problem in bound_conflicts("The Plus range uses units made by Pylon Tech.", evidence))
    assert "PC" not in binding_words._name_words("Copy the files from PC to the phone.")


def test_a_role_closing_a_clause_after_a_name_cuts_nothing():
    evidence = ("Your new card was posted today. If it has not arrived within a week, please contact Nadia Flint, our "
                "Membership Services lead. Questions about refunds are handled by our Accounts Officer, Owen Pike.")
    claim = "If the card has not arrived, you should contact {}, the Membership Services lead."
    assert bound_conflicts(claim.format("Nadia Flint"), evidence) == []
    assert bound_conflicts(claim.format("Owen Pike"), evidence) != []


def test_a_compounds_last_word_is_the_thing_it_names():
    evidence = ("Annual members get free rides of up to 60 minutes each. Week-pass holders get free rides of up to 20 "
                "minutes each.")
    claim = "With a week pass, each ride is free for up to {} minutes."
    assert bound_conflicts(claim.format("20"), evidence) == []
    assert bound_conflicts(claim.format("60"), evidence) != []
    # (not after a prefix making it another thing: a co-author is no lead author)
    study = "The survey, led by Dr. Hana Ito of York University, was published in May. Co-author Ben Ruiz ran the models."
    assert bound_conflicts("Ben Ruiz is the lead author of the survey.", study) != []


def test_a_thing_had_none_of_in_brackets_is_without_it():
    evidence = ("Membership options\nStandard: £30 a month (peak-time surcharge applies)\nPremium: £45 a month (no "
                "peak-time surcharge, free towels)")
    claim = "Premium membership costs {} a month with no peak-time surcharge."
    assert bound_conflicts(claim.format("£45"), evidence) == []
    assert bound_conflicts(claim.format("£30"), evidence) != []


def test_a_short_title_opening_a_listing_is_every_pieces():
    evidence = ("Spring Chess Open 2025: group games are played on Sunday 6 April, with the playoff on Sunday 27 April. "
                "Entry costs £8.")
    claim = "The open's playoff will be held on Sunday {}."
    assert bound_conflicts(claim.format("27 April"), evidence) == []
    assert bound_conflicts(claim.format("6 April"), evidence) != []
    # (a field's label is no title: the address after the maker is no maker)
    label = "Producer: Larsen Foods AS, Kaigata 4, 5003 Bergen, Norway"
    assert bound_conflicts("The food is produced by Larsen Foods AS in Bergen.", label) == []


def test_a_long_title_over_a_list_is_its_items_heading():
    evidence = ("Typical turnaround times for a standard order once the artwork is approved (business days)\n"
                "- Flyers: 2 days\n"
                "- Posters: 4 days\n- Banners: 6 days")
    claim = "The typical turnaround for a standard poster order is {} business days."
    assert bound_conflicts(claim.format("4"), evidence) == []
    assert bound_conflicts(claim.format("6"), evidence) != []


def test_the_parts_of_one_address_are_one_piece():
    evidence = ("Studio changes: Our pottery studio moves to 12 Kiln Lane on 5 May 2025. Our print studio moves to Unit 3, "
                "Dockside Works on 19 May 2025.")
    claim = "The print studio moves to Unit 3, Dockside Works on {} 2025."
    assert bound_conflicts(claim.format("19 May"), evidence) == []
    assert bound_conflicts(claim.format("5 May"), evidence) != []


def test_an_age_in_years_old_is_told_by_years_under_an_age():
    evidence = ("Trade-in eligibility\nDevice | Maximum age\nLaptop | 5 years\nPhone | 3 years\nTablet | 4 years")
    claim = "A phone can be traded in if it is no more than {} years old."
    assert bound_conflicts(claim.format("3"), evidence) == []
    assert bound_conflicts(claim.format("5"), evidence) != []


def test_a_note_in_brackets_closing_a_tables_title_leaves_it_a_title():
    evidence = ("Family breaks (price per family of 4, including hotel and zoo tickets)\nBreak | Stay | Price\n"
                "Safari | 1 night | £289\nJungle | 2 nights | £469")
    titles = binding_tables._table_titles(evidence)
    assert titles["Jungle · 2 nights · £469"].startswith("Family breaks")


def test_alternatives_of_extra_years_are_pieces():
    evidence = "Extend your laptop cover: add 1 extra year for £59, or 2 extra years for £99."
    claim = "You can add 2 extra years of cover for {}."
    assert bound_conflicts(claim.format("£99"), evidence) == []
    assert bound_conflicts(claim.format("£59"), evidence) != []
    assert len(binding_pieces._pieces("add 1 extra year for £59, or 2 extra years for £99.")) == 2


def test_a_phone_number_leaves_a_line_a_heading():
    evidence = ("Bookings line: 0161 496 0000\nMonday to Friday: 9am-7pm\nSaturday: 10am-3pm\nSunday: closed")
    claim = "On Saturdays the bookings line is open until {}."
    assert bound_conflicts(claim.format("3pm"), evidence) == []
    assert bound_conflicts(claim.format("7pm"), evidence) != []


def test_another_occasion_after_or_is_a_piece():
    evidence = "Your parcel is at our depot. You can pick it up on weekdays until 8pm or on Sundays until 1pm."
    claim = "On Sundays you can pick up the parcel until {}."
    assert bound_conflicts(claim.format("1pm"), evidence) == []
    assert bound_conflicts(claim.format("8pm"), evidence) != []


def test_days_listed_for_one_value_are_not_cut_and_inherit_no_more_than_said():
    evidence = ("Pool hours: Monday to Friday 06:30-21:00. On Saturdays and Sundays the pool opens at 08:00 and closes "
                "at 18:00.")
    claim = "At weekends the pool opens at {}."
    assert bound_conflicts(claim.format("08:00"), evidence) == []
    assert bound_conflicts(claim.format("06:30"), evidence) != []
    assert [c for c in clauses("Hours: Saturday and Sunday 09:00-17:00.") if "Saturday" in c][0].count("Sunday") == 1


def test_a_line_key_naming_a_thing_is_each_pieces():
    evidence = ("Shuttle timetable\nRoute A: first bus from Park Gate 06:50, last bus from Old Mill 22:10\n"
                "Route C: first bus from Park Gate 07:20, last bus from Old Mill 21:40")
    claim = "The last route A bus from Old Mill leaves at {}."
    assert bound_conflicts(claim.format("22:10"), evidence) == []
    assert bound_conflicts(claim.format("21:40"), evidence) != []


def test_an_email_address_leaves_a_name_a_name():
    evidence = ("Dear Ana,\nFrom Monday your tutor will be Priya Shah. She takes over from Tom Webb, who is moving to the "
                "Bristol campus. You can email priya.shah@example.ac.uk with any questions.")
    claim = "From Monday your tutor will be {}."
    assert bound_conflicts(claim.format("Priya Shah"), evidence) == []
    assert bound_conflicts(claim.format("Tom Webb"), evidence) != []


def test_whom_a_thing_is_for_qualifies_it_as_the_thing():
    # ("Pre-school Swim School sessions" are the sessions for pre-schoolers)
    assert "school" in binding_evidence._qualifiers("Swim School sessions for pre-schoolers run on Mondays", "")


def test_a_day_opening_the_next_item_goes_with_its_hours():
    evidence = "The help desk is staffed Monday to Friday, 7am to 9pm, and Sunday, 10am to 4pm."
    claim = "On Sundays the help desk closes at {}."
    assert bound_conflicts(claim.format("4pm"), evidence) == []
    assert bound_conflicts(claim.format("9pm"), evidence) != []


def test_an_age_in_years_old_is_told_by_an_age_too():
    evidence = ("Under-18s may use the gym only with a parent present. In the climbing zone, all users must be aged 14 or "
                "over for safety reasons.")
    claim = "Users of the climbing zone must be at least {} years old."
    assert bound_conflicts(claim.format("14"), evidence) == []
    assert bound_conflicts(claim.format("18"), evidence) != []


def test_the_words_of_a_shared_compound_are_not_cut():
    evidence = ("Parents of 5- and 6-year-olds can book 10 free sessions a week, and parents of 7-year-olds can book 6 "
                "free sessions a week.")
    assert clauses(evidence)[0].startswith("Parents of 5- and 6-year-olds can book 10")


def test_an_amount_two_clauses_give_alike_says_no_whose_date():
    evidence = ("Your council tax can be paid in two parts: the first payment of £812.40 is due by 1 April 2025 and the "
                "second payment of £812.40 by 1 October 2025.")
    claim = "The second payment of £812.40 is due by {}."
    assert bound_conflicts(claim.format("1 October 2025"), evidence) == []
    assert bound_conflicts(claim.format("1 April 2025"), evidence) != []


def test_alternatives_with_their_months_in_brackets_are_pieces():
    evidence = "Season tickets can be paid in 8 monthly payments (August to March) or 10 monthly payments (August to May)."
    claim = "Paying from August to March spreads a season ticket over {} monthly payments."
    assert bound_conflicts(claim.format("8"), evidence) == []
    assert bound_conflicts(claim.format("10"), evidence) != []


def test_the_names_of_a_title_a_listing_opens_with_are_every_pieces():
    evidence = ("Fixed fares from Leeds Bradford Airport with Dales Cabs: Leeds city centre £29, Harrogate £41, York £65. "
                "Prices are per vehicle for up to 4 passengers.")
    claim = "A fixed fare from Leeds Bradford Airport to Harrogate costs {} per car."
    assert bound_conflicts(claim.format("£41"), evidence) == []
    assert bound_conflicts(claim.format("£29"), evidence) != []


def test_the_ages_a_room_is_for_are_no_duration():
    assert binding_values._values("Fees for the 2-3 years room")["duration"] == frozenset()
    assert binding_values._values("a course of 2 years")["duration"] != frozenset()


def test_a_count_open_above_without_its_noun_counts_what_the_other_range_counts():
    evidence = ("Team kit offer: order 8-10 training tops together and get 5% off; order 11 or more and get 12% off. "
                "The offer excludes printing.")
    claim = "Ordering fifteen training tops together gets you {} off the tops."
    assert bound_conflicts(claim.format("12%"), evidence) == []
    assert bound_conflicts(claim.format("5%"), evidence) != []


def test_a_thing_listed_with_the_next_after_a_comma_goes_with_its_value():
    evidence = "Winter clearance (until 28 February): coats 50% off, hats and scarves 25% off, boots 35% off."
    claim = "Hats and scarves are {} off in the winter clearance, which runs until 28 February."
    assert bound_conflicts(claim.format("25%"), evidence) == []
    assert bound_conflicts(claim.format("50%"), evidence) != []


def test_a_season_naming_a_term_is_no_season_though_a_word_stands_between():
    evidence = "The autumn swimming term runs for 11 weeks and the spring term for 9 weeks. There are no lessons at Easter."
    claim = "The spring swimming term lasts {} weeks."
    assert bound_conflicts(claim.format("9"), evidence) == []
    assert bound_conflicts(claim.format("11"), evidence) != []


def test_a_fee_charged_or_else_is_the_fee_a_claim_avoids():
    evidence = ("Room bookings can be cancelled up to 12 hours in advance for a full refund. Studio hires must be "
                "cancelled at least 72 hours before the start time, or the full fee will be charged.")
    claim = "Studio hires need to be cancelled at least {} hours in advance to avoid paying the full fee."
    assert bound_conflicts(claim.format("72"), evidence) == []
    assert bound_conflicts(claim.format("12"), evidence) != []


def test_a_spelled_count_beside_a_spelled_duration_is_a_count():
    assert binding_values._values("The course includes four tutorials, held about four weeks apart.")["number"] \
        == frozenset({"4"})
    evidence = ("Our basic plan includes two check-ins, usually about two months apart. The premium plan includes six "
                "check-ins.")
    assert bound_conflicts("The basic plan comes with six check-ins.", evidence) != []


def test_after_a_modal_a_plural_opens_a_gapped_piece_of_its_own_subject():
    evidence = ("Toddlers can join the splash sessions from 18 months of age, and infants from 6 months. Sessions last "
                "30 minutes.")
    claim = "Infants can join the splash sessions from {} months old."
    assert bound_conflicts(claim.format("6"), evidence) == []
    assert bound_conflicts(claim.format("18"), evidence) != []


def test_a_span_of_clock_times_shares_its_closing_pm():
    assert binding_values._values("Mondays 6:15-7:15pm")["time"] == frozenset({"18:15", "19:15"})
    assert binding_values._values("from 6:15 to 7:15pm")["time"] == frozenset({"18:15", "19:15"})
    evidence = "Junior squad: Tuesdays 5:00-6:00pm. Senior squad: Tuesdays 6:15-7:45pm. Both squads train for 10 weeks."
    claim = "The senior squad starts at {} on Tuesdays."
    assert bound_conflicts(claim.format("6:15pm"), evidence) == []
    assert bound_conflicts(claim.format("5:00pm"), evidence) != []


def test_a_span_of_whole_hours_shares_its_closing_pm():
    # "7–8pm" is two times, not a count of 7 the club's own count would be compared with
    values = _values("Adult Chess Club meets on Thursdays 6–7pm and takes up to 8 players.")
    assert values["number"] == {"8"} and values["time"] == {"18:00", "19:00"}
    assert _values("Sessions run from 9 to 11am.")["time"] == {"9:00", "11:00"}
    assert _values("The desk is open 9-5pm.")["time"] == {"17:00"}  # (no span running forward within the afternoon)
    evidence = ("Junior Chess Club meets Tuesdays 6–7pm, max 10 players, $40 for a 5-week course. Adult Chess Club meets "
                "Thursdays 7–8pm, max 5 players (two boards each), $60 for 5 weeks.")
    assert bound_conflicts("Adult Chess Club has a maximum of 5 players.", evidence) == []
    assert bound_conflicts("Adult Chess Club has a maximum of 10 players.", evidence)
    assert bound_conflicts("Junior Chess Club has a maximum of 10 players.", evidence) == []
    assert bound_conflicts("Junior Chess Club has a maximum of 5 players.", evidence)


def test_names_listed_in_a_subject_before_its_verb_and_date_are_no_pieces():
    # ("Station Road and Mill Lane closes on ..." is no piece: what closes is the consultation)
    sentence = "The consultation on extending Zone C to Station Road and Mill Lane closes on 14 February 2025."
    assert binding_pieces._pieces(sentence) == [(sentence, "")]
    evidence = sentence + " Subject to the outcome, the new layout will take effect on 3 March 2025."
    assert bound_conflicts("The consultation on extending Zone C closes on 14 February 2025.", evidence) == []
    assert bound_conflicts("The consultation on extending Zone C closes on 3 March 2025.", evidence)


def test_a_later_piece_saying_the_claims_own_words_is_meant_over_the_lead_it_inherits_from():
    # what both pieces say (the lead's names, natively in the first and inherited in the second) tells neither from the
    # other: the words only one says do
    evidence = ("Harbour Rewards members earn 4 points for every £1 spent on ferry tickets and 2 points for every £1 "
                "spent on harbour parking. Points expire after two years.")
    claim = "Harbour Rewards members earn {} points for every £1 spent on harbour parking."
    assert bound_conflicts(claim.format("2"), evidence) == []
    assert bound_conflicts(claim.format("4"), evidence)
    assert bound_conflicts("Harbour Rewards members earn 4 points for every £1 spent on ferry tickets.", evidence) == []
    # (a piece opening with its value before a participle inherits the lead: "spent" is no verb of its own)
    piece = " 2 points for every £1 spent on harbour parking."
    assert not binding_pieces._own_clause(piece, "Harbour Rewards members earn 4 points for every £1 spent on tickets")


def test_a_code_before_a_plurals_present_verb_is_a_subject_of_its_own():
    first = "Students with a valid NUS card save 10%, "
    assert binding_pieces._own_clause(" and over-65s get 20% off line rental.", first)
    assert binding_pieces._own_clause(" and under-18s pay £4 per session.", first)


def test_a_number_compound_in_a_lead_in_states_no_value():
    evidence = "12-session passes cut the cost: £96 for adults and £60 for under-16s, valid for 6 months from purchase."
    claim = "A 12-session pass for under-16s costs {}."
    assert bound_conflicts(claim.format("£60"), evidence) == []
    assert bound_conflicts(claim.format("£96"), evidence)


def test_the_checked_measure_labels_no_clause():
    # "a 500GB monthly allowance" is the claimed value, not the name of the plan the claim is about
    evidence = "Basic – 50GB monthly data allowance\nPlus – 200GB monthly data allowance\nMax – unlimited data"
    claim = "The Basic plan includes a {} monthly data allowance."
    assert bound_conflicts(claim.format("50GB"), evidence) == []
    assert bound_conflicts(claim.format("200GB"), evidence)


def test_a_name_meets_its_plural_opening_a_list_line():
    evidence = "FRAME PRICES\n• Metal frames – from £59\n• Rimless frames – from £99\n• Titanium – from £129"
    claim = "Titanium frames start from {}."
    assert bound_conflicts(claim.format("£129"), evidence) == []
    assert bound_conflicts(claim.format("£99"), evidence)
    evidence = "LENS OPTIONS\n• Bifocals – from £79\n• Varifocals – from £139\n• Tints – add £20"
    assert bound_conflicts("Varifocal lenses start from £79.", evidence)
    assert bound_conflicts("Varifocal lenses start from £139.", evidence) == []


def test_one_line_of_cells_each_stating_a_value_is_a_listing():
    evidence = "Entry: Adults £9 | Students £6 | Children £4 | Family (2+2) £24"
    assert bound_conflicts("Student entry costs £6.", evidence) == []
    assert bound_conflicts("Student entry costs £9.", evidence)
    # (a table keeps its rows: a line of cells with other lines of cells is a row)
    assert binding_pieces._listed_cells("Adults £9 | Students £6 | Children £4")
    assert not binding_pieces._listed_cells("Plan | Price | Term")


def test_a_relative_clause_is_part_of_the_claims_subject():
    evidence = ("Exclusion periods: children with chickenpox must stay at home for 5 days after the spots appear. "
                "Children who have had a fever must stay away for 24 hours.")
    claim = "A child who has had a fever must stay home for {}."
    assert bound_conflicts(claim.format("24 hours"), evidence) == []
    assert bound_conflicts(claim.format("5 days"), evidence)


def test_an_item_of_a_listing_opening_with_a_word_in_ing_is_no_insertion():
    # ("rowing" is no participle opening an insertion: ", rowing boat 350 kg," is the listing's next item)
    evidence = "Maximum load: kayak 120 kg, rowing boat 350 kg, motor launch 600 kg."
    assert bound_conflicts("A rowing boat has a maximum load of 350 kg.", evidence) == []
    assert bound_conflicts("A rowing boat has a maximum load of 120 kg.", evidence)
    sentence = "and Terminal 3, which opened in 2019, has 22 gates"
    assert binding_pieces._pieces(sentence) == [(sentence, "")]


def test_one_line_of_keyed_cells_is_a_list_of_lines():
    evidence = "Committee\nChair: Ruth Adebayo | Treasurer: Colin Marsh | Secretary: Nadia Petrova | Captain: Joe Finch"
    assert bound_conflicts("The club's treasurer is Colin Marsh.", evidence) == []
    assert bound_conflicts("The club's treasurer is Nadia Petrova.", evidence)
    evidence = "Carpet cleaner hire\n4 hours: £18 | 1 day: £26 | Weekend: £39 | 1 week: £75"
    assert bound_conflicts("Weekend hire of the carpet cleaner costs £39.", evidence) == []
    assert bound_conflicts("Weekend hire of the carpet cleaner costs £75.", evidence)


def test_cells_keyed_by_a_dash_stay_cells():
    # (no listing of pieces: "Duet – £32" is read as the cell it is, not after the first cell's lead)
    assert not binding_pieces._listed_cells("Private lessons (per 30 mins): Solo – £25 | Duet – £32 | Exam prep – £28")
    evidence = "Private lessons (per 30 mins): Solo coaching – £25 | Duet – £32 | Exam prep – £28"
    assert bound_conflicts("A 30-minute duet private lesson costs £32.", evidence) == []
    assert bound_conflicts("A 30-minute duet private lesson costs £28.", evidence)


def test_a_menus_leader_dots_join_an_item_to_its_price():
    evidence = "LUNCH MENU\nSoup of the day ... £5.50\nPloughman's lunch ... £9.75\nJacket potato ... £7.25"
    assert bound_conflicts("The ploughman's lunch costs £9.75.", evidence) == []
    assert bound_conflicts("The ploughman's lunch costs £5.50.", evidence)


def test_alternatives_each_an_article_and_its_value_are_pieces():
    evidence = "Members can buy a 6-visit card valid for 2 months or a 12-visit card valid for 4 months."
    claim = "The 12-visit card is valid for {} months."
    assert bound_conflicts(claim.format("4"), evidence) == []
    assert bound_conflicts(claim.format("2"), evidence)


def test_a_line_of_cells_parted_by_middle_dots_is_a_listing():
    evidence = "Tuition fees: Grade 5 Piano £38/hr · Grade 8 Piano £52/hr · Theory £30/hr. Fees are payable termly."
    assert bound_conflicts("Grade 8 Piano lessons cost £52 per hour.", evidence) == []
    assert bound_conflicts("Grade 8 Piano lessons cost £38 per hour.", evidence)


def test_an_age_group_written_out_is_its_code():
    evidence = ("Match rules:\n• U11 – 7-a-side, 40-minute matches\n• U13 – 9-a-side, 60-minute matches\n"
                "Referees must be registered with the county FA.")
    assert bound_conflicts("Under-13 matches last 60 minutes.", evidence) == []
    assert bound_conflicts("Under-13 matches last 40 minutes.", evidence)


def test_a_note_said_of_every_price_keys_no_clause():
    # ("All prices exclude VAT." is said of every line alike: the claim's "(excluding VAT)" asks nothing of the lines)
    evidence = "Studio hire\n- Half day: £120\n- Full day: £200\n- Evening: £90\nAll prices exclude VAT."
    assert bound_conflicts("A full day's studio hire costs £200 (excluding VAT).", evidence) == []
    assert bound_conflicts("A full day's studio hire costs £120 (excluding VAT).", evidence)


def test_a_codes_digits_end_no_list_of_numbers():
    evidence = "Breakfast club runs 7:45–8:30am for Y1 and 7:30–8:30am for Y2, every school day."
    assert bound_conflicts("Breakfast club for Y2 starts at 7:30am.", evidence) == []
    assert bound_conflicts("Breakfast club for Y2 starts at 7:45am.", evidence)
    assert binding_values._values("boxes 1, 2 and 3")["number"] == {"1", "2", "3"}


def test_an_amounts_numeral_written_apart_is_a_number_too():
    assert binding_values._values("Silver members earn 1 point for every £1 spent.")["number"] == {"1"}
    assert binding_values._values("A £10 top-up lasts 30 days.")["number"] == frozenset()
    evidence = "Silver members earn 1 point for every £1 spent. Platinum members earn 3 points per £1 and free delivery."
    assert bound_conflicts("Platinum members earn 3 points for every £1 they spend.", evidence) == []
    assert bound_conflicts("Platinum members earn 1 point for every £1 they spend.", evidence)


def test_a_short_days_name_keying_a_row_is_that_day():
    assert _weekdays("Sun · 11am - 4pm") == {"7"} and _weekdays("Sat: 9am–5pm") == {"6"}
    assert _weekdays("Sun cream costs £5") == frozenset()
    evidence = "Opening hours\nMon | Closed\nTue–Fri | 9am – 8pm\nSat | 10am – 6pm\nSun | 12pm – 4pm"
    assert bound_conflicts("On Sundays the shop opens at 12pm.", evidence) == []
    assert bound_conflicts("On Sundays the shop opens at 10am.", evidence)


def test_a_line_of_cells_may_have_one_stating_no_value():
    evidence = "Opening hours: Mon–Fri 8am–6pm | Sat 9am–1pm | Sun closed | Bank holidays 10am–2pm"
    assert bound_conflicts("The yard opens at 9am on Saturdays.", evidence) == []
    assert bound_conflicts("The yard opens at 8am on Saturdays.", evidence)
    assert not binding_pieces._listed_cells("Adults £9 | Children welcome | Dogs on leads")


def test_an_abbreviation_before_a_value_ends_no_sentence():
    assert split_sentences("Hall Manager – Gareth Lloyd (ext. 4410). Adults pay max. £6 per item.") == [
        "Hall Manager – Gareth Lloyd (ext. 4410).", "Adults pay max. £6 per item."]
    # (before a word it may end one)
    assert split_sentences("Sessions last 30 mins. Book online.") == ["Sessions last 30 mins.", "Book online."]
    evidence = ("Meet the team\n• Hall Manager – Gareth Lloyd (ext. 4410)\n• Assistant Manager – Chloe Brennan (ext. 4412)\n"
                "• Maintenance Supervisor – Ade Okafor (ext. 4419)")
    assert bound_conflicts("The Assistant Manager, Chloe Brennan, is on extension 4412.", evidence) == []
    assert bound_conflicts("The Assistant Manager, Chloe Brennan, is on extension 4419.", evidence)
    # (an average or typical figure is a value too: "Fibre 500 – avg. 500Mbps – £35/month" is one line)
    evidence = ("Fibre 150 – avg. 150Mbps – £28/month\nFibre 500 – avg. 500Mbps – £35/month\n"
                "Full Fibre 900 – avg. 900Mbps – £45/month")
    assert bound_conflicts("Fibre 500 costs £35 a month.", evidence) == []
    assert bound_conflicts("Fibre 500 costs £28 a month.", evidence)


def test_a_bracket_bounding_the_value_before_it_is_no_other_subjects():
    evidence = ("Overdue charges: adult books 25p per day (max. £6 per item); DVDs £1 per day (max. £10 per item); "
                "children's items are fine-free.")
    assert bound_conflicts("The maximum overdue charge for an adult book is £6 per item.", evidence) == []
    assert bound_conflicts("The maximum overdue charge for an adult book is £10 per item.", evidence)


def test_a_familiar_word_meets_its_plain_one():
    # ("florals" are the flowers, "kids" the children)
    evidence = "Included suppliers: florals by Wild Bloom Studio, cake by The Little Bakehouse, and lighting by Glow Events Ltd."
    assert bound_conflicts("Flowers are provided by Wild Bloom Studio.", evidence) == []
    assert bound_conflicts("Flowers are provided by The Little Bakehouse.", evidence)
    assert binding_words._words("Kids' swimming") == binding_words._words("children swimming")


def test_a_fact_added_after_the_value_qualifies_nothing():
    # ("and no replacement is needed" is another fact of the same case, not "not needed" notice)
    evidence = ("Normally you must give 8 weeks' written notice and find a replacement tenant before you're released. "
                "If you are withdrawing from the university altogether, 4 weeks' notice is enough and no replacement is "
                "needed.")
    assert bound_conflicts("If you're withdrawing from the university, you need to give 4 weeks' notice.", evidence) == []
    assert bound_conflicts("If you're withdrawing from the university, you need to give 8 weeks' notice.", evidence)


def test_one_line_of_cells_keyed_by_dashes_is_a_list_of_lines_under_its_lead():
    assert binding_pieces._dash_keyed_cells("Room hire: Study Pod – £8 | Meeting Room (12 people) – £22") == [
        "Room hire:", "Study Pod – £8", "Meeting Room (12 people) – £22"]
    assert binding_pieces._dash_keyed_cells("Adults £9 | Children £5 | Under-5s free") == []
    evidence = ("Room hire (per hour): Study Pod – £8 | Meeting Room (12 people) – £22 | Community Hall (60 people) – £45. "
                "Registered charities receive 30% off.")
    assert bound_conflicts("The Community Hall holds up to 60 people.", evidence) == []
    assert bound_conflicts("The Community Hall holds up to 12 people.", evidence)
    evidence = ("Our branches: Riverside – Manager: Laura Chen – 01632 960114 | "
                "Hillcrest – Manager: Ben Walsh – 01632 960208")
    assert bound_conflicts("The Hillcrest branch is managed by Ben Walsh.", evidence) == []
    assert bound_conflicts("The Hillcrest branch is managed by Laura Chen.", evidence)


def test_a_listings_lead_set_off_by_a_dash_is_its_heading():
    evidence = "Ticket prices – Band A £68 | Band B £52 | Band C £38 | Band D £24 | Choir seats £15"
    assert bound_conflicts("Band C tickets cost £38.", evidence) == []
    assert bound_conflicts("Band C tickets cost £52.", evidence)


def test_a_short_days_name_beside_its_hours_is_that_day():
    assert _weekdays("8am–8pm Mon–Fri, 9am–6pm Sat, closed Sundays") == {"1", "2", "3", "4", "5", "6", "7"}
    assert _weekdays("Wed 9–8, Thu 9–6") == {"3", "4"}
    assert _weekdays("We sat 4 exams") == frozenset()
    evidence = "Customer services: 8am–8pm Mon–Fri, 9am–6pm Sat, closed Sundays and bank holidays."
    assert bound_conflicts("Customer services open at 9am on Saturdays.", evidence) == []
    assert bound_conflicts("Customer services open at 8am on Saturdays.", evidence)


def test_a_labels_number_keyed_by_a_dash_spans_nothing_and_letters_span():
    evidence = "Maximum class sizes: Stage 1 – 6 swimmers per teacher; Stages 2–4 – 8 swimmers; Stages 5–7 – 12 swimmers."
    assert bound_conflicts("Stage 3 classes have a maximum of 8 swimmers per teacher.", evidence) == []
    assert bound_conflicts("Stage 3 classes have a maximum of 6 swimmers per teacher.", evidence)
    evidence = ("A security deposit is held at pick-up: CHF 500 for categories A–C, CHF 1,000 for categories D–F and "
                "CHF 2,000 for prestige models.")
    assert bound_conflicts("For a category E car, a deposit of CHF 1,000 is held.", evidence) == []
    assert bound_conflicts("For a category E car, a deposit of CHF 500 is held.", evidence)


def test_one_word_of_a_name_given_in_full_before_is_said_for_it():
    # ("the Shop" after "the Museum Shop" is the Museum Shop; "The Express Pass" before "The Platinum Express Pass" is not)
    evidence = ("All members enjoy 10% off in the Museum Shop and Café. Patron and Benefactor members receive 20% off in the "
                "Shop (excluding sale items).")
    assert bound_conflicts("Patron members get 20% off in the Museum Shop.", evidence) == []
    assert bound_conflicts("Patron members get 10% off in the Museum Shop.", evidence)


def test_larger_than_sets_a_threshold_from_above():
    assert binding_subjects._thresholds("a unit larger than 100 sq ft") == {("above", "100")}
    assert binding_subjects._thresholds("parcels lighter than 2kg") == {("below", "2")}
    evidence = "Deposits\n• Lockers: £50\n• Units up to 100 sq ft: £100\n• Units over 100 sq ft: £200"
    assert bound_conflicts("The deposit for a unit larger than 100 sq ft is £200.", evidence) == []
    assert bound_conflicts("The deposit for a unit larger than 100 sq ft is £100.", evidence)


def test_a_point_parts_a_clock_times_minutes_before_am_or_pm():
    assert _values("starting at 5.30pm")["time"] == {"17:30"} and _values("starting at 5.30pm")["number"] == frozenset()
    assert _values("Tues 5.30–6.30pm")["time"] == {"17:30", "18:30"}
    assert _values("scored 5.30 points")["time"] == frozenset()
    evidence = "Age group | Training | Venue\nU9s | Tues 5.30–6.30pm | Astro pitch\nU11s | Wed 6–7pm | Astro pitch"
    assert bound_conflicts("The U11s train on Wednesdays, starting at 6pm.", evidence) == []
    assert bound_conflicts("The U11s train on Wednesdays, starting at 5.30pm.", evidence)


def test_an_amounts_pp_is_per_person():
    assert _values("Menu B (£55pp)")["amount"] == {"£55"} and _values("Menu B (£55pp)")["points"] == frozenset()
    assert _values("rates rose 2.5pp in May")["points"] == {"2.5"}


def test_alternatives_each_a_value_and_its_case_in_brackets_are_pieces():
    evidence = ("Room hire is included when the minimum spend is met. If it isn't, a room hire fee of £250 (Mon–Thu) or "
                "£400 (Fri–Sun) will be added to the final bill.")
    assert bound_conflicts("If the minimum spend isn't met, the room hire fee on a Saturday is £400.", evidence) == []
    assert bound_conflicts("If the minimum spend isn't met, the room hire fee on a Saturday is £250.", evidence)


def test_a_clause_ends_before_and_another_named_case():
    evidence = ("Your dedicated account manager is Priya Shah (Midlands region). For North West accounts please contact "
                "Daniel Okafor, and for London & South East, Ellie Brennan.")
    assert bound_conflicts("North West accounts should contact Daniel Okafor.", evidence) == []
    assert bound_conflicts("North West accounts should contact Ellie Brennan.", evidence)
    # (a lower-case case is no named one: "and in the morning" goes on)
    assert binding_pieces._CLAUSE_BREAK.search("Tours run at 10am, and in the morning the café opens") is None
    assert binding_pieces._CLAUSE_BREAK.search("contact Daniel Okafor, and for London & South East, Ellie Brennan")


def test_a_compound_before_a_rates_unit_says_which_kind_of_it():
    assert binding_conflicts._amount_rates("Non-members pay £3 per pay-and-play session.") == {"£3": {"session"}}
    assert binding_conflicts._amount_rates("€0.020 per GB-month for the Standard tier") == {"€0.02": {"gb"}}
    evidence = "Pay & play sessions: £6 per session for non-members, £3 for members, juniors £2. Racket hire is free."
    assert bound_conflicts("Non-members pay £6 per pay-and-play session.", evidence) == []
    assert bound_conflicts("Non-members pay £3 per pay-and-play session.", evidence)


def test_a_slash_before_a_value_parts_alternatives():
    evidence = "Set Lunch Menu – £24 for two courses / £29 for three courses. Available Tuesday to Saturday, 12–2.30pm."
    assert bound_conflicts("The three-course set lunch costs £29 per person.", evidence) == []
    assert bound_conflicts("The three-course set lunch costs £24 per person.", evidence)


def test_a_preposition_after_a_number_is_not_what_it_counts():
    assert binding_values._counted("Our Cellar seats 14 around a single oak table")["14"] == {("", "seat")}
    evidence = ("The Garden Room seats up to 40 guests for a seated dinner or 60 for a standing reception. Our more "
                "intimate Cellar seats 14 around a single oak table.")
    assert bound_conflicts("The Cellar seats up to 14 guests.", evidence) == []
    assert bound_conflicts("The Cellar seats up to 40 guests.", evidence)


def test_the_first_line_under_a_heading_ending_in_a_colon_is_no_title():
    evidence = ("Scholarship enquiries by faculty:\n• Faculty of Science & Engineering – Dr Helen Marsh\n"
                "• Faculty of Arts & Humanities – Prof. Ade Bankole\n• Business School – Ms Clare Dunmore")
    assert [c.title for c in binding_evidence._clauses(evidence)] == [True, False, False, False]
    assert bound_conflicts("Enquiries for the Faculty of Arts & Humanities go to Prof. Ade Bankole.", evidence) == []
    assert bound_conflicts("Enquiries for the Faculty of Arts & Humanities go to Dr Helen Marsh.", evidence)


def test_a_measure_after_a_labels_number_starts_another_piece():
    # ("65 and 120Mbps" is no list of bare numbers: the unit written onto 120 makes it a value of its own)
    evidence = ("Minimum guaranteed download speed: 45Mbps on Fibre 65 and 120Mbps on Fibre 150. If we cannot fix a "
                "slower line within 30 days, you can leave penalty-free.")
    assert bound_conflicts("Fibre 150 has a minimum guaranteed download speed of 120Mbps.", evidence) == []
    assert bound_conflicts("Fibre 150 has a minimum guaranteed download speed of 45Mbps.", evidence)


def test_a_lead_counting_what_it_lists_is_said_of_each_item():
    evidence = ("The Nimbus Air tablet comes in three storage options: 64 GB for £329, 128 GB for £379 and 256 GB for "
                "£449. Every model has a 10-hour battery.")
    assert bound_conflicts("The 128 GB Nimbus Air costs £379.", evidence) == []
    assert bound_conflicts("The 128 GB Nimbus Air costs £449.", evidence)
    assert binding_pieces._lead_in(evidence).strip() == "The Nimbus Air tablet comes in three storage options:"


def test_a_number_in_words_counts_the_noun_after_it():
    # ("two glasses" counts glasses, not the canapés the claim counts; "canapés" keeps its accent)
    evidence = ("Drinks & canapé packages (per guest):\n• Bronze – glass of cava on arrival, 3 canapés\n"
                "• Silver – two glasses of prosecco on arrival, 5 canapés\n• Gold – champagne reception, 8 canapés")
    assert bound_conflicts("The Silver package includes 5 canapés per guest.", evidence) == []
    assert bound_conflicts("The Silver package includes 8 canapés per guest.", evidence)


def test_a_line_cut_like_the_next_is_a_list_item_not_a_second_title():
    evidence = ("Contacts\nGroup bookings – Helen Marsh (Sales), groups@example.org\n"
                "Refunds & complaints – Tomasz Nowak (Customer Team Lead), help@example.org")
    assert bound_conflicts("For group bookings you should contact Helen Marsh.", evidence) == []
    assert bound_conflicts("For group bookings you should contact Tomasz Nowak.", evidence)


def test_whom_to_contact_is_asserted_beside_the_number():
    evidence = ("Your contacts at Harbour Dental:\nAppointments – Lucy Brennan (ext. 301)\n"
                "Payments & refunds – Owen Pryce (ext. 305)\nComplaints – Asha Mistry, Practice Manager (ext. 310)")
    assert bound_conflicts("For refunds, contact Owen Pryce in Payments on ext. 305.", evidence) == []
    assert bound_conflicts("For refunds, contact Lucy Brennan in Payments on ext. 305.", evidence)


def test_initials_after_by_or_with_name_who_does_it():
    evidence = ("Bottle banks at the leisure centre are emptied by the firm Greenway Glass, and electrical items are "
                "collected in partnership with WEEE UK.")
    assert bound_conflicts("The bottle banks are emptied by the firm Greenway Glass.", evidence) == []
    assert bound_conflicts("The bottle banks are emptied by the firm WEEE UK.", evidence)


def test_a_comma_inside_a_bracketed_note_cuts_no_piece():
    # (the note states nothing but names and years: the name before the bracket keeps the verb after it)
    evidence = ("Guided walks run every Sunday. The Harbour Walk (2 hrs) is led by Priya Shah, and the Castle Walk "
                "(3 hrs, lunch included) is led by Owen Davies.")
    assert bound_conflicts("The Castle Walk is led by Owen Davies.", evidence) == []
    assert bound_conflicts("The Castle Walk is led by Priya Shah.", evidence)
    evidence = ("Our House Tasting (4 ciders) is £18 per person; the Cellar Tasting (6 ciders, incl. our 2019 Vintage "
                "Reserve) is £30. Platters can be added for £9.")
    assert bound_conflicts("The Cellar Tasting costs £30 per person.", evidence) == []
    assert bound_conflicts("The Cellar Tasting costs £18 per person.", evidence)
    assert split_sentences("The Cellar Tasting (6 ciders, incl. our 2019 Vintage Reserve) is £30.") == [
        "The Cellar Tasting (6 ciders, incl. our 2019 Vintage Reserve) is £30."]


def test_the_least_age_a_thing_is_for_is_the_claims_value():
    evidence = ("Youth squads: the Academy Squad is for swimmers aged 8 and over; the Elite Squad is by invitation only "
                "for swimmers aged 12+ with a county time of 1:05 or faster.")
    assert bound_conflicts("The Elite Squad is for swimmers aged 12 and over.", evidence) == []
    assert bound_conflicts("The Elite Squad is for swimmers aged 8 and over.", evidence)


def test_an_opening_sentence_naming_the_claims_label_sets_the_scene():
    evidence = ("Economy 10 gives you 10 hours of cheaper electricity across the day. Current prices: off-peak "
                "16.4p/kWh, peak 30.9p/kWh, standing charge 55.2p/day.")
    assert bound_conflicts("On Economy 10 the peak rate is 30.9p per kWh.", evidence) == []
    assert bound_conflicts("On Economy 10 the peak rate is 16.4p per kWh.", evidence)


def test_a_first_sentence_keyed_like_the_next_on_its_line_is_no_title():
    evidence = "Head coach: Rachel Moss. Club welfare officer: Darren Kaye (welfare@example.org). Treasurer: Amir Siddiqui."
    assert bound_conflicts("The club welfare officer is Darren Kaye.", evidence) == []
    assert bound_conflicts("The club welfare officer is Rachel Moss.", evidence)


def test_two_cells_after_a_lead_are_a_listing():
    evidence = ("Loft insulation fitting: £9 per square metre (glass fibre) | £14 per square metre (sheep's wool). "
                "Most lofts are 40 m².")
    assert bound_conflicts("Sheep's wool loft insulation costs £14 per square metre.", evidence) == []
    assert bound_conflicts("Sheep's wool loft insulation costs £9 per square metre.", evidence)


def test_a_clause_keyed_by_another_value_of_the_claims_other_kind_is_another_case():
    evidence = ("Garden waste is collected from your kerb by pre-paid sticker. Households get a 10% discount on packs of "
                "10 stickers, or 25% on packs of 26 stickers.")
    assert bound_conflicts("Households get 25% off a pre-paid pack of 26 stickers.", evidence) == []
    assert bound_conflicts("Households get 10% off a pre-paid pack of 26 stickers.", evidence)


def test_a_thing_pre_booked_is_booked_in_advance_not_another_thing():
    evidence = ("Audio guides can be hired on the day for £4; guided tours of the cellars are £9 and must be "
                "pre-booked.")
    assert bound_conflicts("A guided tour of the cellars costs £9 and has to be booked in advance.", evidence) == []
    assert bound_conflicts("A guided tour of the cellars costs £4 and has to be booked in advance.", evidence)


def test_a_thing_changing_by_a_value_after_another_keeps_the_verb():
    evidence = ("Notice of price changes: from 1 May, charges for soil will rise by 6% and timber by 9%. Bricks stay "
                "the same.")
    assert bound_conflicts("Timber charges will rise by 9% from 1 May.", evidence) == []
    assert bound_conflicts("Timber charges will rise by 6% from 1 May.", evidence)
    assert binding_pieces._opens_with_verb("fall by 2% in June.", "Prices will rise by 5% in April and ")


def test_a_one_to_one_session_in_figures_counts_nothing():
    assert not _values("Law students meet their tutor for a weekly 1:1.")["number"]
    assert _values("Staff ratio 1:4 in the baby room.")["number"] == frozenset({"1", "4"})
    evidence = ("Each student has a weekly 1:1 with a tutor: History students meet Dr Ellen Marsh, and Law students "
                "Dr Omar Haddad.")
    assert bound_conflicts("Law students meet Dr Omar Haddad for their weekly 1:1.", evidence) == []
    assert bound_conflicts("Law students meet Dr Ellen Marsh for their weekly 1:1.", evidence)


def test_a_dash_before_a_clause_of_its_own_subject_ends_a_clause():
    evidence = "Refer a neighbour and you get 15% off your next clean – your neighbour gets 30% off their first clean."
    assert bound_conflicts("Your neighbour gets 30% off their first clean.", evidence) == []
    assert bound_conflicts("Your neighbour gets 15% off their first clean.", evidence)


def test_an_allowance_word_between_a_number_and_its_unit():
    assert _values("Estates include 120 free miles per day.")["measure"] == frozenset({"mi:120"})
    evidence = "Economy cars include 200 miles per day; estates include 120 miles per day."
    assert bound_conflicts("Estates include 120 free miles per day.", evidence) == []
    assert bound_conflicts("Estates include 200 free miles per day.", evidence)


def test_what_a_thing_comes_without_in_a_bracket_or_where_it_is_not_valid():
    evidence = "Pitch prices per night:\nStandard pitch + electric – £32\nStandard pitch (No Electric) – £24"
    assert bound_conflicts("A standard pitch without electric costs £24 a night.", evidence) == []
    assert bound_conflicts("A standard pitch without electric costs £32 a night.", evidence)
    evidence = ("Seniors get 20% off all fares, and members with a valid card get 10% off (not valid on bank "
                "holidays).")
    assert bound_conflicts("Members with a valid card get 10% off, except on bank holidays.", evidence) == []
    assert bound_conflicts("Members with a valid card get 20% off, except on bank holidays.", evidence)


def test_cells_keyed_by_a_clock_time_and_a_dash():
    evidence = "Weekly timetable: Tue 6:30pm – Yoga | Thu 7:15pm – Pilates | Sat 9:00am – Spin"
    assert bound_conflicts("Pilates is on Thursdays at 7:15pm.", evidence) == []
    assert bound_conflicts("Pilates is on Thursdays at 6:30pm.", evidence)


def test_a_month_inside_a_span_of_dates_is_its_occasion():
    assert binding_values._spanned_months("between 1 February and 30 April") == frozenset({"2", "3", "4"})
    assert binding_values._spanned_months("Winter (1 Nov–28 Feb)") == frozenset({"11", "12", "1", "2"})
    assert binding_values._spanned_months("Closed 25 & 26 December and 1 January") == frozenset()
    assert binding_values._spanned_months("made before 1 March", open_ended=True) == frozenset({"1", "2"})
    assert binding_values._spanned_months("must be paid by 15 November", open_ended=True) == frozenset()
    evidence = ("Refunds: cancellations made before 1 February receive a 90% refund; cancellations between 1 February "
                "and 30 April receive 40%. No refunds after 30 April.")
    assert bound_conflicts("Cancelling in March gets you a 40% refund.", evidence) == []
    assert bound_conflicts("Cancelling in March gets you a 90% refund.", evidence)


def test_funded_hours_and_hours_in_thousands_are_durations():
    assert _values("Working parents can claim 30 funded hours a week.")["duration"] == frozenset({"minutes:1800"})
    assert _values("They logged 1,200 hours.")["duration"] == frozenset({"minutes:72000"})
    evidence = "Over-3s get 15 hours of funded care per week; working parents can claim 30 hours."
    assert bound_conflicts("Working parents can claim 30 funded hours a week.", evidence) == []
    assert bound_conflicts("Working parents can claim 15 funded hours a week.", evidence)


def test_initials_a_thing_is_done_with_name_it():
    evidence = "Our cleaners use EcoShine products on hard floors, while carpets are treated using HALO foam."
    assert bound_conflicts("Carpets are treated using HALO foam.", evidence) == []
    assert bound_conflicts("Carpets are treated using EcoShine foam.", evidence)


def test_a_second_value_added_with_plus_is_its_own_piece():
    evidence = "Most applicants need around 30 hours of classroom study plus 12 hours of supervised practice."
    assert bound_conflicts("Applicants need around 12 hours of supervised practice.", evidence) == []
    assert bound_conflicts("Applicants need around 30 hours of supervised practice.", evidence)


def test_a_line_of_cells_may_end_its_last_one_and_go_on():
    assert split_sentences("Entry: Adults £15 | Students £11 | Carers free. Late Fridays: £8 for everyone.") == [
        "Entry: Adults £15 | Students £11 | Carers free.", "Late Fridays: £8 for everyone."]
    assert split_sentences("| Service | Max. delivery time |") == ["| Service | Max. delivery time |"]
    evidence = "Entry: Adults £15 | Students £11 | Under-12s free | Carers free. Late Fridays (7–10pm): £8 for everyone."
    assert bound_conflicts("A student ticket costs £11.", evidence) == []
    assert bound_conflicts("A student ticket costs £15.", evidence)


def test_a_span_of_abbreviated_months_names_its_months():
    assert _values("Jul–Oct · £140")["month"] == frozenset({"7", "8", "9", "10"})
    evidence = "Season | Nightly rate\nNov–Feb | £85\nMar–Jun | £110\nJul–Oct | £140"
    assert bound_conflicts("A night in August costs £140.", evidence) == []
    assert bound_conflicts("A night in August costs £110.", evidence)


def test_a_day_and_a_month_are_a_date_not_a_code_or_a_list_number():
    assert _values("Summer (1 Apr–30 Sep): 8am–8pm")["date"] == frozenset({"?-4-1", "?-9-30"})
    assert _values("1 April–30 September")["date"] == frozenset({"?-4-1", "?-9-30"})
    assert not _values("Form W-2")["number"]


def test_a_line_with_its_colon_heads_short_lines_of_other_values():
    evidence = ("Summer swim camp (Mon 4 – Fri 8 August), 5 × 1-hour sessions:\nStarters 9:00–10:00am\n"
                "Improvers 10:30–11:30am\nAdvanced 12:00–1:00pm")
    assert bound_conflicts("The Improvers swim camp session starts at 10:30am.", evidence) == []
    assert bound_conflicts("The Improvers swim camp session starts at 12:00pm.", evidence)


def test_a_price_per_sized_thing_is_per_that_thing():
    evidence = "Copying: black & white 8p per sheet (A4), colour 45p per sheet (A4). A3 copies cost 30p."
    assert bound_conflicts("Colour copies cost 45p per A4 sheet.", evidence) == []
    assert bound_conflicts("Colour copies cost 8p per A4 sheet.", evidence) == [
        "8p for Colour copies cost A4; the context gives 45p"]


def test_a_thing_named_before_the_bracket_giving_its_value_is_that_bracket_s_piece():
    evidence = ("Dear Ms Hale,\nTwo items on your card are overdue: 'The Glass Hotel' (due 2 June) and 'Piranesi' "
                "(due 9 June). Charges so far: £1.80.")
    assert bound_conflicts("'Piranesi' was due back on 9 June.", evidence) == []
    assert bound_conflicts("'Piranesi' was due back on 2 June.", evidence)


def test_an_age_group_s_ages_in_brackets_are_its_ages():
    assert binding_values._age_ranges("teens (13–17) are charged at 75%") == ((13.0, 17.0),)
    assert binding_values._age_ranges("babies (0–18 months) stay in the Nest") == ()
    evidence = ("Children aged 4–11 pay 40% of the adult fare; under-4s travel free; teens (12–17) pay 70% of the "
                "adult fare.")
    assert bound_conflicts("Passengers aged 12–17 pay 70% of the adult fare.", evidence) == []
    assert bound_conflicts("Passengers aged 12–17 pay 40% of the adult fare.", evidence)


def test_year_olds_are_an_age_not_a_length_of_time():
    assert not _values("Taster sessions for 16-year-olds cost £25.")["duration"]
    evidence = ("Taster sessions for 16-year-olds take place on our off-road track and cost £35 for 40 minutes. From "
                "17 you can book road lessons of 60 or 120 minutes.")
    assert bound_conflicts("Taster sessions for 16-year-olds last 40 minutes.", evidence) == []
    assert bound_conflicts("Taster sessions for 16-year-olds last 120 minutes.", evidence)


def test_a_line_keyed_by_the_option_the_claim_opens_with_is_the_claims():
    evidence = ("Express wash: in and out in 30 minutes (£5 extra). Standard valets are drop-off and usually ready within "
                "2 hours – we'll text you when your car is ready to collect.")
    assert bound_conflicts("With the express wash your car is in and out within 30 minutes.", evidence) == []
    assert bound_conflicts("With the express wash your car is in and out within 2 hours.", evidence)


def test_a_fee_added_with_plus_after_a_rate_is_its_own_piece():
    evidence = ("Out-of-area callouts are charged at £1.80 per mile plus a callout fee of £60. Weekend callouts carry a "
                "£25 supplement.")
    assert bound_conflicts("Out-of-area callouts have a callout fee of £60 plus mileage.", evidence) == []
    assert bound_conflicts("Out-of-area callouts have a callout fee of £25 plus mileage.", evidence)


def test_a_line_of_cells_is_read_up_to_its_first_sentence():
    evidence = ("Places left this term: ballet 3 · tap 0 · jazz 5 · contemporary 8. Street dance is full – join the "
                "waiting list!")
    assert bound_conflicts("There are 5 places left in jazz.", evidence) == []
    assert bound_conflicts("There are 8 places left in jazz.", evidence)
    # (three cells, one stating nothing, are a listing too)
    assert binding_pieces._listed_cells("Office hours: Mon–Fri 9am–5pm | Sat 10am–2pm | Sun closed")


def test_months_listed_for_one_value_are_one_piece():
    evidence = "Bikes must be back at the hire hut by 5pm in April, May and September, and by 7pm from June to August."
    assert bound_conflicts("In July, bikes must be back at the hire hut by 7pm.", evidence) == []
    assert bound_conflicts("In July, bikes must be back at the hire hut by 5pm.", evidence)


def test_a_month_cut_short_after_its_day_ends_a_sentence_before_a_capital():
    assert split_sentences("Key dates – Survey: 3 Sept. Exchange: 24 Sept. Completion: 8 Oct.") == [
        "Key dates – Survey: 3 Sept.", "Exchange: 24 Sept.", "Completion: 8 Oct."]
    assert split_sentences("Payment is due on 13 Sept. 2025 at the latest.") == [
        "Payment is due on 13 Sept. 2025 at the latest."]
    evidence = "Key dates – Survey: 3 Sept. Exchange of contracts: 24 Sept. Completion: 8 Oct."
    assert bound_conflicts("Exchange of contracts is on 24 September.", evidence) == []
    assert bound_conflicts("Exchange of contracts is on 3 September.", evidence)


def test_columns_named_by_hours_written_short_are_a_header():
    evidence = ("Boat | 1 hr | Half day (4 hrs) | Full day\nRowing boat | £25 | £60 | £90\n"
                "Motor boat | £45 | £110 | £170")
    assert bound_conflicts("A motor boat costs £110 for a half day (4 hours).", evidence) == []
    assert bound_conflicts("A motor boat costs £60 for a half day (4 hours).", evidence)


def test_a_degree_prefixed_to_a_word_makes_another_thing():
    evidence = "The Eastfield hub has 8 ultra-rapid chargers, 14 rapid chargers and 30 fast chargers."
    assert bound_conflicts("The Eastfield hub has 14 rapid chargers.", evidence) == []
    assert bound_conflicts("The Eastfield hub has 8 rapid chargers.", evidence)


def test_a_row_keyed_by_years_under_an_age_column_is_an_age():
    evidence = "Crèche ratios\nAge group | Staff : child ratio\nUnder 1 year | 1:2\n1 year | 1:3\n2 to 4 years | 1:6"
    assert [c.ages for c in binding_evidence._clauses(evidence) if c.text.startswith("1 year")] == [((1.0, 1.0),)]
    assert bound_conflicts("For 1-year-olds the ratio is 1 adult to 3 children.", evidence) == []
    assert bound_conflicts("For 1-year-olds the ratio is 1 adult to 6 children.", evidence)


def test_a_participle_after_an_article_is_its_noun_s_not_a_verb():
    evidence = ("Damaged items are charged at replacement cost plus a £10 admin fee. A replacement swipe card costs £6, "
                "and a lost gym locker key is £18.")
    assert bound_conflicts("Replacing a lost swipe card costs £6.", evidence) == []
    assert bound_conflicts("Replacing a lost swipe card costs £18.", evidence)


def test_a_drive_s_name_in_a_bracket_is_no_value():
    assert not _values("A puncture repair for a 4x4 or van costs £30.")["number"]
    evidence = "Wheel balancing: £12 (car), £18 (4x4/van). We can't balance motorcycle wheels."
    assert bound_conflicts("Wheel balancing for a 4x4 or van costs £18.", evidence) == []
    assert bound_conflicts("Wheel balancing for a 4x4 or van costs £12.", evidence)


def test_short_day_names_listed_together_are_each_named():
    assert _values("Family swim: Sat & Sun 1:00pm–4:00pm")["weekday"] == frozenset({"6", "7"})
    assert _values("Sarah Mitchell (Mon, Wed & Fri)")["weekday"] == frozenset({"1", "3", "5"})
    evidence = ("Weekly pool timetable:\n- Lane swimming: Mon–Fri 6:30am–9:00am\n- Aqua fit: Tue & Thu 10:00am–10:45am\n"
                "- Family swim: Sat & Sun 1:30pm–4:00pm")
    assert bound_conflicts("Family swim on Saturdays starts at 1:30pm.", evidence) == []
    assert bound_conflicts("Family swim on Saturdays starts at 6:30am.", evidence)


def test_the_verdict_does_not_hang_on_the_order_sets_are_read_in():
    # (each of the claim's other values keys the clauses on the scores before any: string hashing, and so the order a
    # set of values is read in, changes from process to process)
    code = ("from rageval_pipeline.core.judges.binding import bound_conflicts; print(bound_conflicts("
            "'The five-year fixed-rate mortgage at 75% loan-to-value will be priced at 4.59%.', "
            "'From Monday, our two-year fixed-rate mortgage at 75% loan-to-value will be priced at 4.89%, while the "
            "equivalent five-year fix will be 4.59%. Both products carry a £999 arrangement fee.'))")
    verdicts = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                               env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout.strip() for seed in range(1, 7)}
    assert verdicts == {"[]"}


def _question_words(question):

    return frozenset(tx.content_words(question)), frozenset(tx.extract_facts(question).all_numbers)


def test_an_adverb_heads_no_pair_of_words():
    evidence = ("The Team plan costs $300 per year when billed annually, compared with $360 per year if you pay "
                "month to month.")
    assert bound_conflicts("If you pay annually, the Team plan costs $300 a year.", evidence) == []
    assert bound_conflicts("If you pay annually, the Team plan costs $360 a year.", evidence)


def test_a_word_between_the_same_two_as_the_claim_s_is_its_rival():
    evidence = ("The average wait for a routine cardiology appointment is currently 11 weeks. For ENT, the wait is "
                "around 6 weeks.")
    assert bound_conflicts("A routine ENT appointment currently has a wait of around 6 weeks.", evidence) == []
    assert bound_conflicts("A routine ENT appointment currently has a wait of around 11 weeks.", evidence)
    # (not a word saying how often, nor a verb, nor before a verb)
    loan = "Your loan was paid out on 3 May 2025, and your first monthly payment of £120 is due on 3 June 2025."
    assert bound_conflicts("Your first loan payment is due on 3 June 2025.", loan) == []
    assert bound_conflicts("Your first loan payment is due on 3 May 2025.", loan)
    delivery = ("Standard kerbside delivery costs £20 and leaves your order at the door. Our white-glove service costs "
                "£85 and includes unpacking.")
    assert bound_conflicts("White-glove delivery costs £85.", delivery) == []


def test_a_clause_saying_its_value_of_the_opposite_people_is_of_them():
    railcard = ("The Family Railcard gives adults 25% off most fares. Children travelling with the cardholder get 60% "
                "off.")
    assert bound_conflicts("Children travelling with a Family Railcard holder get 60% off.", railcard) == []
    assert bound_conflicts("Children travelling with a Family Railcard holder get 25% off.", railcard)
    brunch = "Our Saturday brunch is £18 for adults. Children under 10 can have a smaller plate for £9."
    assert bound_conflicts("A children's Saturday brunch costs £9.", brunch) == []
    assert bound_conflicts("A children's Saturday brunch costs £18.", brunch)


def test_a_word_placing_a_thing_in_time_names_no_narrower_kind_of_it():
    evidence = ("Any days carried over from the previous leave year must be used by 31 March, while requests to sell "
                "up to three days of leave must be made by 30 November.")
    assert bound_conflicts("Leave carried over from last year must be used by 31 March.", evidence) == []
    assert bound_conflicts("Leave carried over from last year must be used by 30 November.", evidence)


def test_initials_in_a_clause_s_subject_name_another_than_the_claim_s():
    evidence = "Your account manager for APAC is Hiro Tanaka; for Latin America, please contact Sofia Reyes."
    assert bound_conflicts("The account manager for Latin America is Sofia Reyes.", evidence) == []
    assert bound_conflicts("The account manager for Latin America is Hiro Tanaka.", evidence)


def test_a_stop_named_by_a_name_is_one_of_the_claim_s_kind():
    evidence = ("The nearest car park to Riverside is Mill Street, open 24 hours. For Castle Quarter, use the Station "
                "Yard car park, which closes at 10pm.")
    words, numbers = _question_words("Which car park is nearest to Castle Quarter?")
    assert bound_conflicts("The nearest car park to Castle Quarter is Station Yard.", evidence, numbers, words) == []
    assert bound_conflicts("The nearest car park to Castle Quarter is Mill Street.", evidence, numbers, words)


def test_a_name_beside_the_question_s_own_number_is_asserted():
    evidence = "Floor guide:\n- Floor 1: Toy Department\n- Floor 2: Home and Garden\n- Floor 3: Café"
    words, numbers = _question_words("What is on floor 2?")
    assert bound_conflicts("Home and Garden is on floor 2.", evidence, numbers, words) == []
    assert bound_conflicts("The Toy Department is on floor 2.", evidence, numbers, words)


def test_an_ordinal_opening_a_name_counts_nothing():
    evidence = ("Gold members flying from York can use the 22nd & Park lounge. At Leeds, Gold members have access to the "
                "Horizon Lounge on level 1.")
    words, numbers = _question_words("Which lounge can Gold members use at Leeds?")
    assert bound_conflicts("At Leeds, Gold members can use the Horizon Lounge.", evidence, numbers, words) == []
    assert bound_conflicts("At Leeds, Gold members can use the 22nd & Park lounge.", evidence, numbers, words)


def test_an_exception_of_several_words_opens_its_own_piece():
    evidence = ("All Premier Division games on Sunday kick off at 2pm, except Ashby v Crowle, which starts at 12pm to "
                "avoid a clash with the fun run.")
    words, numbers = _question_words("What time does Ashby v Crowle kick off?")
    assert bound_conflicts("Ashby v Crowle kicks off at 12pm.", evidence, numbers, words) == []
    assert bound_conflicts("Ashby v Crowle kicks off at 2pm.", evidence, numbers, words) == [
        "14:00 for Ashby v Crowle kicks; the context gives 12:00"]


def test_having_no_thing_is_being_without_it():
    evidence = "Belief (2021 census):\n- Christian: 46.2%\n- No religion: 37.2%\n- Muslim: 4.1%\n- Other religions: 1.1%"
    assert bound_conflicts("37.2% of residents reported having no religion.", evidence) == []
    assert bound_conflicts("46.2% of residents reported having no religion.", evidence)


def test_a_count_of_other_things_more_of_them_is_of_those():
    evidence = ("The Duo card discount applies to the cardholder and up to two other adults travelling with them, plus "
                "up to three children aged 5 to 15.")
    assert bound_conflicts("Up to three children can travel at a discount with a Duo card holder.", evidence) == []
    assert bound_conflicts("Up to two children can travel at a discount with a Duo card holder.", evidence)


def test_an_ordinal_picks_its_value_from_a_bare_listing():
    evidence = "Fees can be paid in three instalments, due on 1 September, 5 January and 20 April."
    assert bound_conflicts("The third fee instalment is due on 20 April.", evidence) == []
    assert bound_conflicts("The second fee instalment is due on 5 January.", evidence) == []
    assert bound_conflicts("The final fee instalment is due on 20 April.", evidence) == []
    assert bound_conflicts("The second fee instalment is due on 1 September.", evidence)


def test_a_column_s_unit_per_period_is_the_cells_unit():
    evidence = "Usage | Electricity (kWh/yr) | Gas (kWh/yr)\nLow | 1,900 | 8,000\nMedium | 2,900 | 12,000"
    assert bound_conflicts("A medium-use home uses about 2,900 kWh of electricity a year.", evidence) == []
    assert bound_conflicts("A medium-use home uses about 1,900 kWh of electricity a year.", evidence)


def test_us_in_capitals_is_the_country():
    evidence = "Region | Day | Window (UTC)\nEU | Saturday | 01:00–03:00\nUS | Saturday | 05:00–07:00"
    assert bound_conflicts("Maintenance for the US region starts at 05:00 UTC on Saturdays.", evidence) == []
    assert bound_conflicts("Maintenance for the US region starts at 01:00 UTC on Saturdays.", evidence)


def test_a_model_number_after_the_checked_name_is_its_own():
    evidence = "Route | Aircraft | Seats\nLondon–Boston | Boeing 787 | 30\nLondon–Miami | Airbus A330 | 24"
    assert bound_conflicts("The London to Miami route is flown by the Airbus A330.", evidence) == []
    assert bound_conflicts("The London to Miami route is flown by the Boeing 787.", evidence)


def test_a_row_named_by_its_key_for_what_another_row_says():
    evidence = "Plan | Monthly price | Extra\nBasic | £5 | Cloud backup\nPlus | £9 | Phone insurance"
    assert bound_conflicts("Phone insurance comes with the Plus plan.", evidence) == []
    assert bound_conflicts("Phone insurance comes with the Basic plan.", evidence) == \
        ["Basic for Phone insurance; the context gives Plus"]
    # (and where the question names the row: what is asked of it is what the claim gets wrong)
    words, numbers = _question_words("What extra comes with the Basic plan?")
    assert bound_conflicts("Phone insurance comes with the Basic plan.", evidence, numbers, words)
    assert bound_conflicts("Cloud backup comes with the Basic plan.", evidence, numbers, words) == []


def test_a_thing_the_claim_names_is_not_told_by_another_named_one():
    evidence = "Audit logs are kept for 14 days on the Team plan. Business customers get 180 days of log retention."
    assert bound_conflicts("On the Business plan, audit logs are kept for 180 days.", evidence) == []
    assert bound_conflicts("On the Business plan, audit logs are kept for 14 days.", evidence)


def test_a_day_the_claim_s_time_is_on_is_no_value_of_its_own():
    evidence = "Date | Opening hours\n24 December | 10:00–14:00\n26 December | Closed\n31 December | 10:00–16:00"
    assert bound_conflicts("On 31 December the shop closes at 16:00.", evidence) == []
    assert bound_conflicts("On 31 December the shop closes at 14:00.", evidence)


def test_a_name_and_its_model_number_is_not_a_longer_name():
    evidence = "Trade in your old tablet and get up to £300 off the Orbit 5 Max or up to £150 off the Orbit 5."
    assert bound_conflicts("You can get up to £150 off the Orbit 5 with a trade-in.", evidence) == []
    assert bound_conflicts("You can get up to £300 off the Orbit 5 with a trade-in.", evidence)


def test_a_clause_whose_range_holds_the_claim_s_count_keys_it():
    evidence = ("Please give at least 48 hours' notice to cancel. For private dining and parties of 12 or more, we need "
                "7 days' notice.")
    assert bound_conflicts("For a party of 15, you need to give 7 days' notice to cancel.", evidence) == []
    assert bound_conflicts("For a party of 15, you need to give 48 hours' notice to cancel.", evidence)


def test_ages_in_words_are_a_span():
    evidence = ("Sunny Days Nursery charges £70 per full day for babies under two, while children aged two to five pay "
                "£58 per full day.")
    assert (2.0, 5.0) in binding_evidence._clauses(evidence)[1].ages
    assert bound_conflicts("A full day for a four-year-old at Sunny Days costs £58.", evidence) == []
    assert bound_conflicts("A full day for a four-year-old at Sunny Days costs £70.", evidence)


def test_an_organisation_known_by_its_initials_is_named():
    evidence = ("Tickets between Leeds and York are sold by Northern, which runs every 20 minutes. Between Leeds and "
                "London, the main operator is LNER.")
    assert bound_conflicts("LNER is the main operator between Leeds and London.", evidence) == []
    assert bound_conflicts("Northern is the main operator between Leeds and London.", evidence)


def test_an_adverb_of_any_ending_heads_no_pair():
    evidence = ("Treatment with metal braces usually lasts about 20 months, whereas ClearAlign Go cases typically take "
                "around 5 months.")
    assert bound_conflicts("ClearAlign Go treatment typically takes around 5 months.", evidence) == []
    assert bound_conflicts("ClearAlign Go treatment typically takes around 20 months.", evidence)


def test_a_place_the_claim_opens_with_is_where_its_name_is():
    evidence = "Our mortgage adviser at the Bristol branch is Anna Cole. Appointments at the Bath branch are with Tom Reed."
    words, numbers = _question_words("Who is the mortgage adviser at the Bath branch?")
    assert bound_conflicts("At the Bath branch, your mortgage adviser is Tom Reed.", evidence, numbers, words) == []
    assert bound_conflicts("At the Bath branch, your mortgage adviser is Anna Cole.", evidence, numbers, words)


def test_the_checked_name_s_own_word_is_not_opposed_by_its_opposite():
    evidence = "The Harbour View rooms are in the North Wing, while the Garden rooms are in the quieter South Wing."
    words, numbers = _question_words("Which wing are the Garden rooms in?")
    assert bound_conflicts("The Garden rooms are in the South Wing.", evidence, numbers, words) == []
    assert bound_conflicts("The Garden rooms are in the North Wing.", evidence, numbers, words)


def test_a_price_per_kilo_is_a_price_per_kg():
    evidence = "Smoked salmon is £32.00 per kg at the counter, while the gravadlax is £28.50 per kg."
    assert bound_conflicts("Gravadlax costs £28.50 per kilo.", evidence) == []
    assert bound_conflicts("Gravadlax costs £32.00 per kilo.", evidence)


def test_a_phrase_left_out_that_ends_sooner_is_the_same():
    evidence = ("If you miss 3 appointments in a row without letting us know, you will be discharged. On the group "
                "programme, you will be discharged after 2 missed sessions.")
    assert bound_conflicts("You will be discharged if you miss 3 appointments in a row without letting the clinic "
                           "know.", evidence) == []
    assert bound_conflicts("You will be discharged if you miss 2 appointments in a row without letting the clinic "
                           "know.", evidence)


def test_half_the_thing_is_its_half_row():
    evidence = "Court hire (per hour)\n\n| Area | Off-peak | Peak |\n|---|---|---|\n| Whole court | £40 | £56 |\n" \
               "| Half court | £22 | £30 |"
    assert bound_conflicts("Hiring half the court at peak times costs £30 per hour.", evidence) == []
    assert bound_conflicts("Hiring half the court at peak times costs £56 per hour.", evidence)


def test_a_title_naming_a_length_heads_its_table():
    evidence = "Early repayment charges – 2-year fixed rate\n\n| Period | ERC |\n|---|---|\n| Year 1 | 3% |\n| Year 2 | 2% |"
    assert bound_conflicts("If you repay in year 2, the early repayment charge is 2%.", evidence) == []
    assert bound_conflicts("If you repay in year 2, the early repayment charge is 3%.", evidence)


def test_a_plural_in_ings_stems_as_its_singular():

    assert tx.content_words("bookings meetings settings") == tx.content_words("booking meeting setting")
    evidence = "Block court bookings can be made up to 6 months in advance. Casual bookings open 2 weeks ahead."
    assert bound_conflicts("You can make a casual booking up to 2 weeks in advance.", evidence) == []
    assert bound_conflicts("You can make a casual booking up to 6 months in advance.", evidence)


def test_an_amount_before_a_unit_of_time_is_no_duration():

    assert not _values("The £10 day meal allowance applies.")["duration"]
    assert not tx.extract_facts("The £10 day meal allowance applies.").durations
    assert _values("a 10 day trip")["duration"] == frozenset({"days:10"})


def test_a_plural_not_in_s_takes_its_verb():
    assert binding_pieces._subject_phrase("Hybrid staff get a one-off equipment allowance of £300.") == "Hybrid staff "
    evidence = "Office-based staff receive a one-off desk allowance of £400, while field staff receive £250."
    assert bound_conflicts("Field staff get a one-off desk allowance of £250.", evidence) == []
    assert bound_conflicts("Field staff get a one-off desk allowance of £400.", evidence)


def test_a_clause_opening_with_the_time_the_claim_s_thing_holds_in_keys_it():
    evidence = ("During the trial period, either side may cancel by giving 3 days' notice. Once the trial has ended, the "
                "notice period increases to 30 days.")
    assert bound_conflicts("The notice period during the trial is 3 days.", evidence) == []
    assert bound_conflicts("The notice period during the trial is 30 days.", evidence)


def test_a_claim_opening_with_what_it_is_for_keys_the_line_of_it():
    evidence = ("Repair targets:\n- Burst pipe or no water: plumber on site within 2 hours\n- Leaking taps: within 48 hours\n"
                "- Broken boiler: within 8 hours")
    assert bound_conflicts("For a leaking tap, a plumber should attend within 48 hours.", evidence) == []
    assert bound_conflicts("For a leaking tap, a plumber should attend within 2 hours.", evidence)


def test_this_before_a_verb_goes_on_about_the_last_sentence_s_thing():
    evidence = ("Your starting salary will be £28,000 per year. On completion of your probationary period, this will "
                "increase to £29,500.")
    assert bound_conflicts("After probation your salary will increase to £29,500 a year.", evidence) == []
    assert bound_conflicts("After probation your salary will increase to £28,000 a year.", evidence)


def test_a_deputy_of_the_claim_s_named_office_is_another_office():
    evidence = "The Returning Officer for the poll is Ruth Ames, the chief executive. The Deputy Returning Officer is Omar Said."
    words, numbers = _question_words("Who is the Returning Officer?")
    assert bound_conflicts("The Returning Officer is Ruth Ames.", evidence, numbers, words) == []
    assert bound_conflicts("The Returning Officer is Omar Said.", evidence, numbers, words)


def test_none_of_a_thing_said_after_the_value_qualifies_nothing():
    evidence = "The autumn course has 9 sessions and the summer course has 8 sessions, with no sessions over Easter."
    assert bound_conflicts("There are 8 sessions in the summer course.", evidence) == []
    assert bound_conflicts("There are 9 sessions in the summer course.", evidence)


def test_a_count_with_a_word_before_its_plural_counts_it():
    evidence = "The starter pack includes 4 smart plugs and a hub. The premium pack comes with 8 plugs and a motion sensor."
    assert bound_conflicts("The starter pack comes with 4 plugs.", evidence) == []
    assert bound_conflicts("The starter pack comes with 8 plugs.", evidence)


def test_a_brand_written_with_a_small_first_letter_keys_its_clause_as_a_name():
    evidence = "The Windows client needs 4 GB of free memory. The macOS client needs 6 GB, including its bundled tools."
    assert bound_conflicts("The macOS client needs 6 GB of free memory.", evidence) == []
    assert bound_conflicts("The macOS client needs 4 GB of free memory.", evidence)
    assert binding_words._brands("Trade in your iPhone for 40 kWh of credit") == ["iPhone"]


def test_the_same_thing_after_an_opening_phrase_is_the_last_sentence_s():
    evidence = ("Buy ahead and save: a family pass is £48 when bought online before your visit. On arrival, the same pass "
                "costs £56 at the kiosk.")
    assert bound_conflicts("A family pass bought at the kiosk costs £56.", evidence) == []
    assert bound_conflicts("A family pass bought at the kiosk costs £48.", evidence)


def test_a_word_said_in_another_form_stems_as_that_word_does():
    evidence = ("Your starting salary will be £31,000 per year. On completion of your probationary period, this will "
                "increase to £32,400.")
    assert bound_conflicts("After passing probation your salary rises to £32,400 a year.", evidence) == []
    assert bound_conflicts("After passing probation your salary rises to £31,000 a year.", evidence)


def test_a_claim_opening_with_a_name_the_evidence_gives_names_it():
    evidence = "Cover for damage is included up to £30 on the Economy service. Signed For parcels are insured for up to £100."
    assert bound_conflicts("Economy parcels are insured for up to £30 if damaged.", evidence) == []
    assert bound_conflicts("Economy parcels are insured for up to £100 if damaged.", evidence)


def test_a_length_before_a_noun_names_the_variant_beside_a_price():
    evidence = ("At our Leeds centre, the 5-hour motorway refresher package costs £210. The 12-hour package is £460 and "
                "includes a mock test.")
    assert bound_conflicts("The 12-hour motorway refresher package costs £460.", evidence) == []
    assert bound_conflicts("The 12-hour motorway refresher package costs £210.", evidence)
    # (alone, a length before a noun is what the claim says: the grace period is 60 minutes, not 30)
    evidence = "There is a 30-minute grace period for bikes and a 60-minute grace period for cars."
    assert bound_conflicts("Cars get a 60-minute grace period.", evidence) == []


def test_a_later_piece_with_no_label_of_its_own_is_of_the_first_piece_s_variant():
    evidence = ("Our 2-year fixed rate is 4.29% with a £999 fee and a maximum loan-to-value of 75%. The 3-year fixed rate "
                "is 4.49% with no fee and a maximum loan-to-value of 85%.")
    assert bound_conflicts("The 3-year fixed rate allows a maximum loan-to-value of 85%.", evidence) == []
    assert bound_conflicts("The 3-year fixed rate allows a maximum loan-to-value of 75%.", evidence)


def test_a_kind_named_with_a_unit_of_time_is_one_word():
    evidence = ("Standard shipping from the club shop costs £2.99 and takes 4-6 working days. Next-day shipping is "
                "available for £6.49 if you order before noon.")
    assert bound_conflicts("Next-day shipping from the club shop costs £6.49.", evidence) == []
    assert bound_conflicts("Next-day shipping from the club shop costs £2.99.", evidence)


def test_a_preposition_opening_a_sentence_is_no_name():
    assert "Among" not in binding_words._name_words("Among customers still on copper lines, the figure was 71%.")
    assert "Despite" not in binding_words._name_words("Despite delays, the Harbour Line reopened in May.")


def test_the_thing_said_again_with_the_is_the_one_an_earlier_clause_qualified():
    evidence = ("If your annual return is filed up to 2 months late, you pay a £50 fine. After 2 months, you are charged "
                "£5 for each week the return is late.")
    assert bound_conflicts("If your return is up to 2 months late, the fine is £50.", evidence) == []
    assert bound_conflicts("If your return is up to 2 months late, the fine is £5.", evidence)


def test_the_head_of_the_opposite_is_another_thing():
    evidence = ("Stocks of B negative are currently at 47% of target. A positive stocks are at 83%, and all other groups "
                "are above 75%.")
    assert bound_conflicts("A positive stocks are currently at 83% of target.", evidence) == []
    assert bound_conflicts("A positive stocks are currently at 47% of target.", evidence)


def test_a_narrower_thing_said_when_the_claim_says_it_is_the_claim_s():
    evidence = ("Before 9 am on weekdays, senior railcard holders pay a flat fare of £2.40. Railcard holders who travel "
                "at peak times can buy a day ticket for £5.50.")
    assert bound_conflicts("Before 9 am on weekdays, railcard holders pay a flat fare of £2.40.", evidence) == []
    assert bound_conflicts("Before 9 am on weekdays, railcard holders pay a flat fare of £5.50.", evidence)


def test_a_capital_before_a_plural_a_relative_clause_goes_on_about_is_no_name():
    evidence = ("Day permits at Millbrook Lake are £6 per session. Pike anglers who want to fish all weekend can buy a "
                "weekend ticket for £18.")
    assert bound_conflicts("A weekend ticket at Millbrook Lake costs £18.", evidence) == []
    assert bound_conflicts("A weekend ticket at Millbrook Lake costs £6.", evidence)


def test_an_irregular_past_is_its_verb():
    evidence = ("We feed all boarders Acana Classic as standard. Dogs with allergies can be switched to Harper Farm Duck & "
                "Rice at no extra cost.")
    assert bound_conflicts("Boarding dogs are fed Acana Classic as standard.", evidence) == []


def test_a_format_named_by_its_dimensions_keys_its_row():
    evidence = ("| Format | Adult | Child |\n|---|---|---|\n| 2D | £9.80 | £7.10 |\n| 3D | £12.30 | £9.40 |\n"
                "| 4DX | £15.60 | £12.20 |")
    assert bound_conflicts("A child 3D ticket costs £9.40.", evidence) == []
    assert bound_conflicts("A child 3D ticket costs £12.20.", evidence)


def test_a_name_of_two_words_is_not_the_same_name_with_a_model_number():
    evidence = ("The vendor guarantees updates for the Chromebook Plus until May 2030. Its predecessor, the Chromebook Plus "
                "2, reaches the end of updates in March 2027.")
    assert bound_conflicts("The Chromebook Plus gets updates until May 2030.", evidence) == []
    assert bound_conflicts("The Chromebook Plus gets updates until March 2027.", evidence)


def test_a_maker_s_name_before_the_product_the_evidence_names_is_no_other_name():
    evidence = ("The base Swift Edge uses an Intel Core Ultra 5 125H, while the Swift Ultra steps up to a Core Ultra 7 155H "
                "paired with an RTX 4050.")
    assert bound_conflicts("The Swift Ultra uses an Intel Core Ultra 7 155H processor.", evidence) == []


def test_an_addition_tagged_on_with_no_value_says_nothing_of_where_the_value_is():
    evidence = ("To change a ferry booking there is an £12 fee per vehicle online or a £20 fee per vehicle through our "
                "call centre, plus any difference in fare.")
    assert bound_conflicts("Changing a ferry booking online costs £12 per vehicle, plus any difference in fare.",
                           evidence) == []
    assert bound_conflicts("Changing a ferry booking online costs £20 per vehicle, plus any difference in fare.", evidence)


def test_a_clause_naming_another_place_in_place_of_the_claim_s_is_of_that_place():
    evidence = ("In Band C, the parish precept is £71.40 in Wester Hailes and £96.10 in Easter Rigg, on top of the main "
                "council tax charge.")
    assert bound_conflicts("The Easter Rigg parish precept in Band C is £96.10.", evidence) == []
    assert bound_conflicts("The Easter Rigg parish precept in Band C is £71.40.", evidence)


def test_a_sentence_giving_the_last_one_s_figure_for_another_name_is_of_that_name():
    evidence = ("In the latest survey, 7% of Kelvor dishwashers needed a repair within three years. For Brandt, the "
                "figure was 15%.")
    assert bound_conflicts("15% of Brandt dishwashers needed a repair within three years.", evidence) == []
    assert bound_conflicts("7% of Brandt dishwashers needed a repair within three years.", evidence)


def test_of_this_is_a_part_of_the_amount_the_last_sentence_measured():
    evidence = "The district collected 23,400 tonnes of garden waste in 2024. Of this, 9,150 tonnes was composted on site."
    assert bound_conflicts("9,150 tonnes of garden waste was composted on site in 2024.", evidence) == []
    assert bound_conflicts("23,400 tonnes of garden waste was composted on site in 2024.", evidence)


def test_a_gapped_clause_with_a_phrase_set_off_after_its_value_counts_what_the_first_counts():
    # (the phrase set off holds the other subject's count, "three", which is no count of the rabbits' injections)
    evidence = ("At Brook Farm Vets, ferrets have three injections in their first course, while rabbits need two, given "
                "three to four weeks apart.")
    assert bound_conflicts("Rabbits need two injections in their first course.", evidence) == []
    assert bound_conflicts("Rabbits need three injections in their first course.", evidence)


def test_a_payment_is_what_is_paid():
    assert binding_words._words("Payment") == binding_words._words("paid") == frozenset({"pay"})


def test_a_row_named_by_digits_is_named_by_the_counts_written_out():
    evidence = ("| Ticket | Price |\n|---|---|\n| Adult | £6.20 |\n| Child | £3.10 |\n"
                "| Family (2 adults + 3 children) | £17.50 |")
    assert bound_conflicts("A family ticket for two adults and three children costs £17.50.", evidence) == []
    assert bound_conflicts("A family ticket for two adults and three children costs £6.20.", evidence)


def test_the_years_of_an_age_column_are_ages_not_lengths():
    evidence = ("Children's paracetamol oral suspension 120 mg/5 ml\n\n| Age | How much | How often |\n|---|---|---|\n"
                "| 2 to 5 months | 2.5 ml | Up to 2 times in 24 hours |\n| 6 to 23 months | 2.5 ml | Up to 4 times in 24 hours |\n"
                "| 2 to 3 years | 5 ml | Up to 4 times in 24 hours |\n| 4 to 5 years | 7.5 ml | Up to 4 times in 24 hours |")
    assert bound_conflicts("For a 3-year-old, give 5 ml up to 4 times in 24 hours.", evidence) == []
    assert bound_conflicts("For a 3-year-old, give 7.5 ml up to 4 times in 24 hours.", evidence)


def test_only_after_a_capitalised_word_is_part_of_the_name():
    assert _values("Room Only rates start at £80")["name"] == frozenset({"Room", "Only"})
    assert _values("Only members may enter")["name"] == frozenset()
    evidence = ("Our Room Only rate is £89 per night for a double room. The Bed and Room package is £119 per night and "
                "also includes parking.")
    assert bound_conflicts("The Room Only rate is £89 per night.", evidence) == []
    assert bound_conflicts("The Room Only rate is £119 per night.", evidence)


def test_a_month_is_said_by_a_span_of_dates_running_through_it():
    evidence = ("Children born between 1 April and 31 August can start in September, and children born between 1 "
                "September and 31 December can start in January.")
    assert bound_conflicts("A child born in June can start in September.", evidence) == []
    assert bound_conflicts("A child born in June can start in January.", evidence)


def test_too_little_notice_is_no_notice_enough():
    evidence = ("We charge £15 for a missed nurse appointment and £40 for a missed doctor appointment where less than 48 "
                "hours' notice is given.")
    assert bound_conflicts("Missing a doctor appointment without enough notice costs £40.", evidence) == []
    assert bound_conflicts("Missing a doctor appointment without enough notice costs £15.", evidence)


def test_names_said_together_by_a_sentence_alike_but_for_its_names_are_said_of_each_other():
    evidence = ("Households in Hillside and Moorfield should take bulky items to the Quarry Road depot. Households in "
                "Lowbridge and Ashton should take bulky items to the Canal Street yard.")
    asked = frozenset({"depot", "bulky", "item", "live", "lowbridg"})
    supported = "If you live in Lowbridge, you should take bulky items to the Canal Street depot."
    contradicted = "If you live in Lowbridge, you should take bulky items to the Quarry Road depot."
    assert bound_conflicts(supported, evidence) == []
    assert bound_conflicts(contradicted, evidence)
    assert bound_conflicts(supported, evidence, frozenset(), asked) == []
    assert bound_conflicts(contradicted, evidence, frozenset(), asked)


def test_a_clause_whose_subject_is_the_opposite_people_s_thing_is_theirs():
    evidence = ("An adult day return to Brownsea Island on the Pride of Poole costs £14. Children aged 5–15 travel for £8 "
                "return, and under-5s go free. Tickets must be booked at least 24 hours in advance.")
    assert bound_conflicts("A child day return to Brownsea Island costs £8.", evidence) == []
    assert bound_conflicts("A child day return to Brownsea Island costs £14.", evidence)


def test_a_clause_naming_the_claim_s_code_may_count_its_things_by_another_word():
    evidence = ("Last year 21,300 runners crossed the half marathon finish line on the Promenade. The 5K, held the same "
                "morning, had 4,800 finishers.")
    assert bound_conflicts("About 4,800 runners finished the 5K last year.", evidence) == []


def test_a_line_s_key_is_said_of_each_of_its_amounts():
    evidence = ("Weekend kettle offers:\n- Russell Hobbs Inspire: was £45, now £32\n- Breville Flow: was £55, now £39\n"
                "- Smeg Retro: was £149, now £119")
    assert bound_conflicts("The Breville Flow is now £39.", evidence) == []
    assert bound_conflicts("The Breville Flow is now £32.", evidence)


def test_a_value_given_in_place_of_another_is_not_the_subject_s():
    evidence = ("Pensioners pay £18 for a season swim pass instead of the standard £30. Passes run from May to September.")
    assert bound_conflicts("Pensioners pay £18 for a season swim pass.", evidence) == []
    assert bound_conflicts("Pensioners pay £30 for a season swim pass.", evidence)


def test_a_clause_saying_the_claim_s_modifier_as_its_verb_is_of_that_thing():
    evidence = ("Replacing a lost gym key fob costs £6. Lost or damaged items are charged at their replacement cost plus "
                "a £9 admin fee.")
    assert bound_conflicts("A replacement gym key fob costs £6.", evidence) == []
    assert bound_conflicts("A replacement gym key fob costs £9.", evidence)


def test_a_later_piece_whose_subject_plays_for_a_length_is_its_own():
    evidence = "The main feature runs for 120 minutes, and each of the short films plays for 15 minutes."
    assert bound_conflicts("The main feature plays for 120 minutes.", evidence) == []
    assert bound_conflicts("The main feature plays for 15 minutes.", evidence)


def test_an_additional_thing_is_an_extra_one_and_an_evening_one_no_day_one():
    evidence = "Hire extras:\n- Bike lock: £3 per day\n- Additional helmet: £5 per day\n- Pannier bags: £7 per day"
    assert bound_conflicts("An extra helmet costs £5 a day.", evidence) == []
    assert bound_conflicts("An extra helmet costs £3 a day.", evidence)
    # (so an additional day guest is still no extra evening guest)
    evidence = ("Evening visitors can join at £12 per head, which includes a drink. Additional day visitors are charged "
                "at £20 per head.")
    assert bound_conflicts("Each extra evening visitor costs £12 per head.", evidence) == []
    assert bound_conflicts("Each extra evening visitor costs £20 per head.", evidence)


def test_clauses_alike_but_for_one_place_are_of_the_things_named_there():
    evidence = ("Headaches were reported by 31% of trial participants within 3 days. Nausea was reported by 12%, and "
                "most cases resolved quickly.")
    assert bound_conflicts("12% of trial participants reported nausea.", evidence) == []
    assert bound_conflicts("31% of trial participants reported nausea.", evidence)
    evidence = ("About 15% of a building's heat escapes through single-glazed windows. About 10% escapes through "
                "uninsulated floors.")
    assert bound_conflicts("About 10% of a building's heat escapes through uninsulated floors.", evidence) == []
    assert bound_conflicts("About 15% of a building's heat escapes through uninsulated floors.", evidence)


def test_times_listed_for_numbered_groups_are_pieces():
    evidence = "Lunch starts at 11:45am for Year 3 and 12:15pm for Year 4. Pupils eat in the main hall."
    assert bound_conflicts("Lunch for Year 4 starts at 12:15pm.", evidence) == []
    assert bound_conflicts("Lunch for Year 4 starts at 11:45am.", evidence)


def test_a_model_s_letter_and_number_written_as_one_word_names_it():
    evidence = ("The Orion X5 is available to pre-order from 6 May. The Orion X7 follows on 20 May, with shipping expected "
                "in June.")
    assert bound_conflicts("You can pre-order the Orion X7 from 20 May.", evidence) == []
    assert bound_conflicts("You can pre-order the Orion X7 from 6 May.", evidence)


def test_a_row_key_saying_no_thing_after_a_comma_is_without_it():
    evidence = "| Pass | Price |\n|---|---|\n| Weekend with parking | £95 |\n| Weekend, no parking | £80 |\n| Day pass | £45 |"
    assert bound_conflicts("A weekend pass without parking costs £80.", evidence) == []
    assert bound_conflicts("A weekend pass without parking costs £95.", evidence)


def test_a_clause_opening_with_a_case_only_it_says_is_the_claim_s():
    evidence = ("Members must be at least 16 to use the gym floor. For the sauna and steam room, the minimum age is 18.")
    assert bound_conflicts("You must be at least 18 to use the sauna.", evidence) == []
    assert bound_conflicts("You must be at least 16 to use the sauna.", evidence)


def test_a_count_in_millions_counts_the_plural_after_it():
    evidence = ("Our 5G network now covers 3.1 million households. A further 450,000 premises are due to be added "
                "next year.")
    assert bound_conflicts("5G is currently available to 3.1 million households.", evidence) == []
    assert bound_conflicts("5G is currently available to 450,000 households.", evidence)


def test_a_date_said_of_another_doing_in_the_clause_is_not_the_claim_s():
    evidence = ("The final dividend will be paid on 9 May 2025 to shareholders on the register at the close of business "
                "on 4 April 2025.")
    assert bound_conflicts("The final dividend will be paid on 9 May 2025.", evidence) == []
    assert bound_conflicts("The final dividend will be paid on 4 April 2025.", evidence)


def test_noon_is_a_time_no_word_of_a_subject():
    evidence = "Stallholder access begins at 7am on market day, and shoppers may not enter before 12 noon."
    assert bound_conflicts("Stallholders can get in from 7am on market day.", evidence) == []
    assert bound_conflicts("Stallholders can get in from 12 noon on market day.", evidence)


def test_a_model_s_code_after_its_range_s_name_names_it():
    evidence = ("Orbis promises security updates for the Nova A12 until 2027. The flagship Nova S30 will keep getting "
                "updates until 2031.")
    assert bound_conflicts("The Nova S30 will receive security updates until 2031.", evidence) == []


def test_away_things_are_no_home_things():
    evidence = ("Home supporters can buy tickets for Sunday's cup tie for £28, while the away allocation is priced at "
                "£22 under the competition's cap.")
    assert bound_conflicts("Away tickets for Sunday's cup tie cost £22.", evidence) == []
    assert bound_conflicts("Away tickets for Sunday's cup tie cost £28.", evidence)


def test_a_clause_naming_another_kind_of_a_thing_the_claim_names_by_its_kind_is_of_that_kind():
    evidence = ("Squash court bookings can be cancelled free of charge up to 12 hours before the start time. For "
                "badminton courts, the free cancellation window is 36 hours; later cancellations are charged in full.")
    supported = "You need to cancel a badminton booking at least 36 hours before the start time to avoid a charge."
    contradicted = "You need to cancel a badminton booking at least 12 hours before the start time to avoid a charge."
    assert bound_conflicts(supported, evidence) == []
    assert bound_conflicts(contradicted, evidence)


def test_what_is_not_included_is_left_out_as_by_excluding():
    evidence = ("Platinum members get 25% off all food and drink at the bar. Bronze members receive a 5% discount on "
                "food and drink, excluding wine.")
    assert bound_conflicts("Bronze members get 5% off food and drink (not including wine).", evidence) == []
    assert bound_conflicts("Bronze members get 25% off food and drink (not including wine).", evidence)


def test_a_number_counts_the_plural_after_two_describing_words():
    evidence = ("Studio 2 is our largest room, with 260 seats and a balcony. Studio 5 is our intimate room, offering 36 "
                "padded velvet seats.")
    assert bound_conflicts("Studio 5 has 36 seats.", evidence) == []
    assert bound_conflicts("Studio 5 has 260 seats.", evidence)


def test_a_line_under_a_heading_opening_with_the_claim_s_modifier_is_of_that_kind():
    evidence = ("Savings thresholds for legal aid, 2025:\n- Civil cases: upper threshold £8,000\n- Family cases: upper "
                "threshold £3,000\n- Immigration cases: single threshold £5,500")
    assert bound_conflicts("For immigration cases, the savings threshold is £5,500.", evidence) == []
    assert bound_conflicts("For immigration cases, the savings threshold is £3,000.", evidence)


def test_two_lengths_each_between_its_own_pair_are_pieces():
    evidence = "Allow at least 2 hours between feeds of formula and at least 3 hours between feeds of solids."
    assert bound_conflicts("You should allow at least 3 hours between feeds of solids.", evidence) == []
    assert bound_conflicts("You should allow at least 2 hours between feeds of solids.", evidence)


def test_two_superlatives_pick_different_things():
    evidence = "The longest slide at the water park is Riptide at 80 metres, and the steepest is Freefall, dropping 25 metres."
    assert bound_conflicts("Freefall is the steepest slide at the water park.", evidence) == []
    assert bound_conflicts("Riptide is the steepest slide at the water park.", evidence)


def test_a_name_a_superlative_picks_is_asserted_beside_its_quantity():
    evidence = ("The sunniest town in the UK is Eastbourne, with over 1,900 hours of sunshine a year. The cloudiest is "
                "Lerwick, with around 1,100 hours.")
    supported = "Lerwick is the cloudiest town in the UK, with around 1,100 hours of sunshine a year."
    assert bound_conflicts(supported, evidence) == []
    assert bound_conflicts(supported.replace("Lerwick", "Eastbourne"), evidence)


def test_a_list_line_s_key_that_is_a_name_keys_the_line_whoever_it_names():
    evidence = ("Where to collect your key:\n- Willow Lodge: key safe by the back door (code sent by email)\n- Heron "
                "Lodge: collect from Mrs Owens at the post office\n- Kestrel Lodge: collect from Mr Lloyd at the village pub")
    assert bound_conflicts("You collect the Kestrel Lodge key from Mr Lloyd at the village pub.", evidence) == []
    assert bound_conflicts("You collect the Kestrel Lodge key from Mrs Owens at the village pub.", evidence)


def test_initials_are_said_beside_the_name_they_stand_with():
    evidence = ("Live chat (LC) support is offered from the Plus tier upwards. Phone callbacks are only included in the "
                "Premier tier.")
    assert bound_conflicts("The cheapest tier with LC is the Plus tier.", evidence) == []
    assert bound_conflicts("The cheapest tier with LC is the Premier tier.", evidence)


def test_a_maker_s_name_before_a_model_code_after_a_key_is_a_name():
    evidence = "Our 2025 e-bike awards:\n- Best commuter: Cube EV3\n- Best trail: Orbea 7 Wild\n- Best cargo: Tern GSD"
    assert bound_conflicts("The Cube EV3 won Best commuter.", evidence) == []
    assert bound_conflicts("The Orbea 7 Wild won Best commuter.", evidence)


def test_a_letter_before_a_word_the_evidence_letters_two_ways_names_which():
    # (the letters "A" and "I", which are words too)
    evidence = "| Share class | Ongoing charge |\n|---|---|\n| A Inc | 1.10% |\n| I Inc | 0.60% |"
    assert bound_conflicts("The I Inc share class has an ongoing charge of 0.60%.", evidence) == []
    assert bound_conflicts("The I Inc share class has an ongoing charge of 1.10%.", evidence)


def test_a_claim_s_contraction_says_no_word_of_its_subject():
    evidence = ("If your bin is due on Monday 6 May, we'll empty it on Tuesday 7 May instead. Bins due on Monday 27 May "
                "will be emptied on Wednesday 29 May.")
    assert bound_conflicts("If your bin is due on 27 May, it'll be emptied on Wednesday 29 May.", evidence) == []
    assert bound_conflicts("If your bin is due on 27 May, it'll be emptied on Wednesday 7 May.", evidence)


def test_a_sentence_saying_only_the_claim_s_dates_says_them_of_each_other():
    evidence = ("Delivery days shift over Easter. If your box is due on 18 April, you'll get it on 16 April. If it's due "
                "on 21 April, you'll get it on 22 April instead.")
    # (the 21 April clause says the box only as "it": the sentence saying both dates and no other tells them)
    assert bound_conflicts("If your box is due on 21 April, you'll get it on 22 April.", evidence) == []
    # (not a period the claim gives by its two ends: the line saying them is another branch's)
    closures = ("Refurbishment closures:\n- Kew: closed 3–7 March\n- Ealing: closed 10–14 March\nAppointments will be "
                "moved to our Putney branch during these dates.")
    question = "When will the Ealing branch be closed for refurbishment?"
    assert bound_conflicts("The Ealing branch will be closed from 3 to 7 March.", closures,
                           given_words=frozenset(tx.content_words(question)))


def test_a_value_compared_with_is_another_s():
    evidence = ("Under the new scheme, topping up earns a bonus of about 2.5% on every deposit, compared with 4% under "
                "the old loyalty scheme.")
    assert bound_conflicts("Topping up under the new scheme earns a bonus of about 2.5% on every deposit.", evidence) == []
    assert bound_conflicts("Topping up under the new scheme earns a bonus of about 4% on every deposit.", evidence)


def test_a_number_before_a_spaced_dash_counts_nothing_after_it():
    evidence = "The lemon cake needs 8 ingredients, while the shortbread needs just 3 - flour, butter and sugar."
    assert bound_conflicts("The shortbread needs just 3 ingredients.", evidence) == []
    assert bound_conflicts("The shortbread needs just 8 ingredients.", evidence)


def test_a_bound_the_claim_sets_is_its_value_not_its_case():
    evidence = ("Absences of more than 5 school days need a doctor's note. More than 4 late arrivals in a term lead to "
                "an after-school detention.")
    assert bound_conflicts("More than 4 late arrivals in a term lead to an after-school detention.", evidence) == []
    assert bound_conflicts("More than 5 late arrivals in a term lead to an after-school detention.", evidence)


def test_a_price_per_another_period_is_no_price_of_the_claim_s_period():
    evidence = ("The Gold bundle costs £12.50 a month and adds a 10% discount per kWh. The yearly option costs £129 and "
                "includes the same discount.")
    assert bound_conflicts("The yearly Gold bundle costs £129.", evidence) == []
    assert bound_conflicts("The yearly Gold bundle costs £12.50.", evidence)


def test_a_measure_a_claim_gives_as_its_case_is_in_its_row_s_range():
    evidence = "Excess baggage (per item)\n\n| Weight | Charge |\n|---|---|\n| 20.1–25 kg | €40 |\n| 25.1–30 kg | €75 |"
    assert bound_conflicts("A bag weighing 27 kg is charged €75.", evidence) == []
    assert bound_conflicts("A bag weighing 27 kg is charged €40.", evidence)


def test_a_quantity_said_only_of_another_name_beside_the_claim_s_is_theirs():
    evidence = ("The Basic ticket includes only a reserved seat, while the Premium ticket includes a £15 bar voucher and "
                "a programme.")
    assert bound_conflicts("The Premium ticket includes a £15 bar voucher.", evidence) == []
    assert bound_conflicts("The Basic ticket includes a £15 bar voucher.", evidence)


def test_a_count_with_the_number_of_a_length_the_claim_states_is_no_length():
    evidence = "Part-time staff receive 15 days' paid holiday plus the 6 public holidays that fall on their working days."
    assert bound_conflicts("Part-time staff get 15 days' paid holiday on top of public holidays.", evidence) == []
    assert bound_conflicts("Part-time staff get 6 days' paid holiday on top of public holidays.", evidence)


def test_a_route_s_start_is_not_where_it_ends():
    evidence = "The Ridgeway National Trail runs for 87 miles from Overton Hill near Avebury to Ivinghoe Beacon in the Chilterns."
    assert bound_conflicts("The Ridgeway finishes at Ivinghoe Beacon.", evidence) == []
    assert bound_conflicts("The Ridgeway finishes at Overton Hill.", evidence)
    assert bound_conflicts("The Ridgeway starts at Ivinghoe Beacon.", evidence)
    # (a place a route both starts and ends at says neither alone)
    both = "The 10:15 service runs from Bath to Bristol, and the 11:15 service from Bristol to Bath."
    assert bound_conflicts("The 11:15 service ends at Bath.", both) == []


def test_an_opening_case_needs_no_comma():
    evidence = ("Long-service rewards:\n- 3 years: £100 voucher\n- 6 years: £300 voucher and one extra day's leave\n"
                "- 12 years: £600 voucher and two extra days' leave")
    # (the 6 years are the case the claim speaks of, no length it states against the line's extra day)
    assert bound_conflicts("After 6 years you receive a £300 voucher plus an extra day's leave.", evidence) == []


def test_a_first_modifier_pairs_with_the_head_past_a_second():
    evidence = "Season tickets for 2025 are £380 for a standard seat and £520 for a padded seat, payable by 1 July."
    assert bound_conflicts("A padded season seat costs £520 for 2025.", evidence) == []
    assert bound_conflicts("A padded season seat costs £380 for 2025.", evidence)


def test_an_amount_said_per_another_period_is_another_price():
    evidence = "Premium Pass costs £8.99 a month or £79 a year, and includes free next-day delivery."
    assert bound_conflicts("Paid yearly, Premium Pass costs £79 a year.", evidence) == []
    assert bound_conflicts("Paid yearly, Premium Pass costs £8.99 a year.", evidence)


def test_a_compound_length_names_which_thing_beside_a_quantity():
    evidence = ("Reserved seats with a one-year membership are discounted by 10% compared with match-day prices. A "
                "three-year membership brings the discount to 25%.")
    assert bound_conflicts("A three-year reserved seat is discounted by 25% compared with match-day prices.", evidence) == []
    assert bound_conflicts("A three-year reserved seat is discounted by 10% compared with match-day prices.", evidence)


def test_a_list_line_s_key_with_a_word_more_than_the_claim_says_is_another_line():
    evidence = "Sunday sessions\nEvening: 18:00 - 19:30\nLate evening: 20:00 - 21:30"
    assert bound_conflicts("The Sunday evening session starts at 18:00.", evidence) == []
    assert bound_conflicts("The Sunday evening session starts at 20:00.", evidence)
    # (a key of stop words only, "Other", is said by no claim)
    regions = "Members by region, 2024:\n- Local: 61%\n- Rest of Wales: 22%\n- England: 12%\n- Other: 5%"
    assert bound_conflicts("In 2024, 22% of members came from elsewhere in Wales.", regions) == []


def test_a_piece_saying_what_a_measure_rises_to_is_of_that_measure():
    evidence = "Last year 81% of our apprentices passed first time, rising to 92% for Plumbing."
    assert bound_conflicts("92% of Plumbing apprentices passed first time.", evidence) == []
    assert bound_conflicts("81% of Plumbing apprentices passed first time.", evidence)


def test_what_actually_happened_is_the_actual_one():
    evidence = "Delay details\nBooked arrival time: 14:05\nActual arrival time: 15:20"
    assert bound_conflicts("Your train actually arrived at 15:20.", evidence) == []
    assert bound_conflicts("Your train actually arrived at 14:05.", evidence)


def test_longer_than_sets_a_range_the_claim_s_length_is_in():
    evidence = ("Walks of up to two hours need 1 leader per group. Walks longer than two hours need 2 leaders per group so "
                "that one can turn back with anyone who tires.")
    assert bound_conflicts("A four-hour walk needs 2 leaders per group.", evidence) == []
    assert bound_conflicts("A four-hour walk needs 1 leader per group.", evidence)


def test_the_counts_of_a_party_in_a_bracket_are_one_piece():
    evidence = "A family pass for the zoo (2 adults and 3 children) is £72. Groups of 12 or more pay £14 per person."
    assert bound_conflicts("A family pass for two adults and three children costs £72.", evidence) == []
    assert bound_conflicts("A family pass for two adults and three children costs £14.", evidence)


def test_a_row_s_range_counts_what_its_header_names():
    evidence = "| Number of players | Team discount |\n|---|---|\n| 6–10 | 8% |\n| 11 or more | 15% |"
    assert bound_conflicts("A squad of 14 players gets a 15% team discount.", evidence) == []
    assert bound_conflicts("A squad of 14 players gets an 8% team discount.", evidence)


def test_an_adverb_in_ally_is_its_adjective():
    evidence = ("Cleaning a laptop with a working fan costs a flat £25. If the fan has physical damage, cleaning starts "
                "from £70 and we will confirm the final price after inspection.")
    assert bound_conflicts("Cleaning a laptop with a physically damaged fan starts from £70.", evidence) == []
    assert bound_conflicts("Cleaning a laptop with a physically damaged fan starts from £25.", evidence)


def test_a_route_the_evidence_gives_as_the_claim_does_binds_its_places():
    evidence = "On match days, free buses run from Kings Cross to the north stand and from Mill Lane to the Riverside Gate."
    assert bound_conflicts("The free bus to the Riverside Gate leaves from Mill Lane.", evidence) == []
    # (not where another route runs from the same place)
    ferries = ("The morning ferry from Oldport sails to Gull Island, returning at noon. The evening ferry from Oldport "
               "sails to Seal Bay.")
    assert bound_conflicts("The morning ferry from Oldport goes to Seal Bay.", ferries)


def test_a_label_s_number_the_claim_writes_again_as_a_count_is_checked():
    evidence = "Points per course of treatment:\n- Level 1: 1 point\n- Level 2: 4 points\n- Level 3: 9 points"
    assert bound_conflicts("A Level 2 course of treatment counts as 4 points.", evidence) == []
    assert bound_conflicts("A Level 2 course of treatment counts as 2 points.", evidence)


def test_an_essential_tier_is_no_premium_one():
    evidence = "All Premium boilers come with a 10-year parts warranty. Essential models are covered for 5 years."
    assert bound_conflicts("Essential boilers have a 5-year warranty.", evidence) == []
    assert bound_conflicts("Essential boilers have a 10-year warranty.", evidence)


def test_a_capitalised_word_after_a_key_before_a_place_s_noun_is_a_name():
    evidence = "Where to go:\n- Baby clinics: Ashgrove branch\n- Flu jabs: Mill Lane branch"
    assert bound_conflicts("Flu jabs are given at the Mill Lane branch.", evidence) == []
    assert bound_conflicts("Flu jabs are given at the Ashgrove branch.", evidence)


def test_the_plus_model_is_another_model():
    evidence = "The Ridge GT ships with a 500Wh battery, and the Ridge GT+ comes with a 700Wh battery for longer rides."
    assert bound_conflicts("The Ridge GT has a 500Wh battery.", evidence) == []
    assert bound_conflicts("The Ridge GT has a 700Wh battery.", evidence)


def test_a_one_word_place_where_the_claim_s_place_is_is_its_rival():
    evidence = ("Adult members train at our Riverside Road pool. Junior and family members train at our Hollybank "
                "centre, which has a learner pool.")
    assert bound_conflicts("Junior members train at Hollybank.", evidence) == []
    assert bound_conflicts("Junior members train at Riverside Road.", evidence)


def test_about_an_hour_is_a_length():
    evidence = "A standard eye test takes about 20 minutes, while a full contact lens fitting takes around an hour."
    assert bound_conflicts("A standard eye test takes about 20 minutes.", evidence) == []
    assert bound_conflicts("A standard eye test takes about an hour.", evidence)
    assert bound_conflicts("Parking costs £2 an hour.", "Parking costs £2 an hour, up to a maximum of £8.") == []


def test_an_opening_phrase_before_a_plain_present_verb_lists_its_subject_s_values():
    evidence = "On Sundays lessons run at 10am and 2pm, and the café closes at 5pm."
    assert bound_conflicts("The café closes at 5pm on Sundays.", evidence) == []
    assert bound_conflicts("The café closes at 2pm on Sundays.", evidence)


def test_what_follows_a_first_value_is_a_piece_of_its_own():
    evidence = "Each session starts with 20 minutes of warm-up followed by 40 minutes on the climbing wall."
    assert bound_conflicts("You get 40 minutes on the climbing wall.", evidence) == []
    assert bound_conflicts("You get 20 minutes on the climbing wall.", evidence)
    # (one with a subject of its own keeps it: "followed by the awards at 4pm" is the awards')
    agenda = "Registration opens at 9:00, followed by the awards ceremony at 16:00."
    assert bound_conflicts("Registration opens at 9:00.", agenda) == []
    assert bound_conflicts("Registration opens at 16:00.", agenda)


def test_a_name_after_the_and_a_capitalised_word_more_is_another_thing():
    evidence = ("The Garden Suite, with its own terrace, costs £240 a night. The Royal Garden Suite costs £410 a night "
                "and sleeps four.")
    assert bound_conflicts("The Garden Suite costs £240 a night.", evidence) == []
    assert bound_conflicts("The Garden Suite costs £410 a night.", evidence)
    # (a place before a name is that name's: "London King's Cross" is King's Cross)
    fares = ("Anytime returns to London King's Cross cost £84.10. From Peterborough, an anytime return to King's Cross "
             "is £71.30.")
    assert bound_conflicts("An anytime return from Hitchin to King's Cross costs £84.10.", fares) == []


def test_an_opening_phrase_naming_a_labelled_thing_sets_the_scene_of_the_later_clause():
    evidence = "On line 4, a single ticket is £1.80, while a weekly pass costs £14."
    assert bound_conflicts("A weekly pass on line 4 costs £14.", evidence) == []
    assert bound_conflicts("A weekly pass on line 4 costs £1.80.", evidence)


def test_the_kind_of_day_a_length_counts_is_no_subject_word():
    evidence = ("| Request | Usually takes |\n|---|---|\n| Changing your name on the permit | 3 working days |\n"
                "| Replacement damaged permit | 2 weeks |")
    assert bound_conflicts("A replacement permit usually takes 2 weeks.", evidence) == []
    assert bound_conflicts("A replacement permit usually takes 3 working days.", evidence)


def test_a_period_written_as_how_often_is_that_period():
    evidence = "Payment options:\n- Monthly: 12 instalments a year\n- Every 3 months: 4 instalments a year"
    assert bound_conflicts("With three-monthly payments you pay 4 instalments a year.", evidence) == []
    assert bound_conflicts("With three-monthly payments you pay 12 instalments a year.", evidence)


def test_a_piece_of_a_line_keyed_by_a_name_is_said_of_that_name():
    evidence = ("Our coaches:\n- Silver Arrow: 49 seats, used for the Oxford shuttle\n"
                "- Blue Heron: 35 seats, used for the Cotswolds day trip")
    assert bound_conflicts("The Cotswolds day trip uses the Blue Heron.", evidence) == []
    assert bound_conflicts("The Cotswolds day trip uses the Silver Arrow.", evidence)
    # (a name the claim gives where no line is keyed by it is checked as before: "Harbour Removals" keys the line)
    movers = "Harbour Removals: moves within Leeds cost £95/hour for 2 movers and £125/hour for 3 movers."
    assert bound_conflicts("Three movers cost £125 per hour for moves within Leeds.", movers) == []


def test_the_frequency_a_later_sentence_gives_is_of_the_last_labelled_thing():
    evidence = ("Trams on line 3 run every 8 minutes at peak times. Late at night, after 11pm, the frequency drops to "
                "every 20 minutes.")
    assert bound_conflicts("Late at night, line 3 runs every 20 minutes.", evidence) == []
    assert bound_conflicts("Late at night, line 3 runs every 8 minutes.", evidence)


def test_initials_the_evidence_spells_out_are_its_words():
    evidence = "Disclosure and Barring Service checks can be arranged for £38. Safeguarding training costs £25 per person."
    assert bound_conflicts("A DBS check costs £38.", evidence) == []
    assert bound_conflicts("A DBS check costs £25.", evidence)


def test_a_route_s_code_names_its_route():
    evidence = "The trip from Leeds to York takes 55 minutes on the 840, but only 40 minutes on the fast service 84X."
    assert bound_conflicts("On the 84X, Leeds to York takes 40 minutes.", evidence) == []
    assert bound_conflicts("On the 84X, Leeds to York takes 55 minutes.", evidence)


def test_one_word_values_of_three_list_lines_are_names():
    evidence = "Regional offices:\n- North: Harrogate\n- Central: Wakefield\n- South: Barnsley"
    asked = frozenset(tx.content_words("Which town is the Central office in?"))  # (the question names "Central")
    assert bound_conflicts("The Central office is in Wakefield.", evidence, frozenset(), asked) == []
    assert bound_conflicts("The Central office is in Harrogate.", evidence, frozenset(), asked)


def test_a_plural_of_a_word_in_another_form_is_that_form():
    evidence = ("Borrowed e-books stay on your device for 21 days once you start reading. Rentals from the shop must be "
                "started within 60 days of purchase.")
    assert bound_conflicts("You have 60 days from purchase to start reading a rental.", evidence) == []
    assert bound_conflicts("You have 21 days from purchase to start reading a rental.", evidence)


def test_a_qualifier_every_row_inherits_from_its_header_tells_no_row_apart():
    evidence = "| Home | Outside windows |\n|---|---|\n| Flat | £12 |\n| Terraced house | £18 |\n| Detached house | £26 |"
    assert bound_conflicts("Window cleaning for a terraced house costs £18.", evidence) == []
    assert bound_conflicts("Window cleaning for a terraced house costs £26.", evidence)


def test_a_verb_right_after_and_is_the_first_subject_s():
    evidence = "The left-luggage desk charges £3 per bag and £8 per bike, and is open until 10pm."
    assert bound_conflicts("Leaving a bike at the left-luggage desk costs £8.", evidence) == []
    assert bound_conflicts("Leaving a bike at the left-luggage desk costs £3.", evidence)


def test_a_name_before_a_plural_counts_the_plural_too():
    evidence = "The Team plan includes up to 10 Pro seats, while the Starter plan includes 3 seats."
    assert bound_conflicts("The Team plan includes up to 10 seats.", evidence) == []
    assert bound_conflicts("The Team plan includes up to 3 seats.", evidence)


def test_a_column_naming_its_measure_after_a_word_gives_a_bare_number_its_unit():
    mileage = "| Van | Free miles per day |\n|---|---|\n| Luton van | 80 |\n| Transit | 120 |"
    assert bound_conflicts("The Transit comes with 120 free miles per day.", mileage) == []
    assert bound_conflicts("The Transit comes with 80 free miles per day.", mileage)


def test_a_further_count_is_said_as_the_last_clause_says_it():
    evidence = ("Last winter our food bank supported 1,240 families with emergency parcels. A further 380 came to us for "
                "help with energy bills.")
    assert bound_conflicts("The food bank supported 380 families with energy bills.", evidence) == []
    assert bound_conflicts("The food bank supported 1,240 families with energy bills.", evidence)


def test_points_another_clause_counts_are_the_claim_s_points():
    evidence = ("Booking a class online earns you 5 reward points when you check in at reception. Bringing a friend to a "
                "class earns 20 points.")
    assert bound_conflicts("You earn 20 reward points for bringing a friend to a class.", evidence) == []
    assert bound_conflicts("You earn 5 reward points for bringing a friend to a class.", evidence)


def test_plus_a_count_and_or_another_way_of_having_it_are_pieces():
    season = "Membership covers all 8 home league games plus 2 home cup ties."
    assert bound_conflicts("Membership covers 8 home league games.", season) == []
    assert bound_conflicts("Membership covers 2 home league games.", season)
    crates = "Plastic crates can be hired for £2 each per week or bought outright for £9."
    assert bound_conflicts("You can buy a crate outright for £9.", crates) == []
    assert bound_conflicts("You can buy a crate outright for £2.", crates)


def test_a_drive_s_name_says_which_vehicle():
    evidence = "A full valet is £60 for a saloon and £80 for a 4x4, including the boot and upholstery."
    assert bound_conflicts("A full valet for a 4x4 costs £80.", evidence) == []
    assert bound_conflicts("A full valet for a 4x4 costs £60.", evidence)


def test_a_clause_counting_children_counts_other_things_than_the_claim():
    evidence = "Last term 146 children joined the academy. This season we have 24 qualified coaches, all first-aid trained."
    assert bound_conflicts("The academy has 24 qualified coaches this season.", evidence) == []
    assert bound_conflicts("The academy has 146 qualified coaches this season.", evidence)


def test_a_noun_ending_like_a_verb_names_a_kind_of_the_thing_after_it():
    # ("Evening bookings" is no plain "bookings" beside which "a refundable booking deposit" reads as narrower)
    evidence = ("A refundable booking deposit of £40 holds your table for a tasting menu. Evening bookings for groups need a "
                "deposit of £150.")
    assert bound_conflicts("The booking deposit for a tasting menu is £40.", evidence) == []
    assert bound_conflicts("The booking deposit for a tasting menu is £150.", evidence)


def test_an_age_group_s_code_says_what_a_piece_is_about():
    evidence = "The under-9s are managed by Tom Reilly and the under-15s by Grace Obi."
    assert bound_conflicts("The under-15s are managed by Grace Obi.", evidence) == []
    assert bound_conflicts("The under-15s are managed by Tom Reilly.", evidence)


def test_an_age_group_opening_a_clause_is_no_value_cutting_its_lead():
    evidence = "Under-16s can swim in the Lagoon pool for £4, while adults pay £7."
    assert bound_conflicts("Adults pay £7 to swim in the Lagoon pool.", evidence) == []
    assert bound_conflicts("Adults pay £4 to swim in the Lagoon pool.", evidence)


def test_a_model_code_with_a_dot_names_its_model():
    evidence = ("On a 11kW wallbox the Skoda EV.5 Sport charges fully in about 6 hours. The bigger EV.7 Sport needs around "
                "8 hours on the same wallbox.")
    assert bound_conflicts("The EV.7 Sport charges fully in around 8 hours on an 11kW wallbox.", evidence) == []
    assert bound_conflicts("The EV.7 Sport charges fully in around 6 hours on an 11kW wallbox.", evidence)


def test_a_size_written_with_its_unit_s_symbol_names_the_model():
    evidence = "The Volta Cityline 77kWh has a rated range of 340 miles. The entry 52kWh version is rated at 245 miles."
    assert bound_conflicts("The 52kWh Volta Cityline has a rated range of 245 miles.", evidence) == []
    assert bound_conflicts("The 52kWh Volta Cityline has a rated range of 340 miles.", evidence)


def test_an_opposite_the_claim_says_itself_as_a_stem_opposes_nothing():
    evidence = "The new fees apply to new tenants from 1 April 2025 and to existing tenants from 1 July 2025."
    assert bound_conflicts("For existing tenants, the new fees apply from 1 July 2025.", evidence) == []
    assert bound_conflicts("For existing tenants, the new fees apply from 1 April 2025.", evidence)


def test_a_phrase_set_off_after_a_bare_value_leaves_it_counting_the_first_piece_s_thing():
    evidence = ("Please leave pool cars with at least 10% battery and electric minibuses with at least 50%, so the next "
                "team can head off straight away.")
    assert bound_conflicts("You need to leave a minibus with at least 50% battery.", evidence) == []
    assert bound_conflicts("You need to leave a minibus with at least 10% battery.", evidence)


def test_an_opening_phrase_placing_the_only_clause_saying_the_claim_s_words_elsewhere():
    evidence = ("In Bristol, the bike share scheme is operated by Ridewell. In Bath, the service is run by CityCycle "
                "together with the council.")
    assert bound_conflicts("The Bath bike share scheme is run by CityCycle.", evidence) == []
    assert bound_conflicts("The Bath bike share scheme is run by Ridewell.", evidence)


def test_a_thing_named_by_a_word_of_its_own_is_no_tier_s_thing():
    evidence = "Our basic framing package is £45, and the museum package with UV glass is £120."
    assert bound_conflicts("The museum framing package costs £120.", evidence) == []
    assert bound_conflicts("The museum framing package costs £45.", evidence)
    # (a tier the evidence writes before another word names no kind of the claim's thing)
    cover = "Treatment | Cover\nRoutine (check-ups, scale and polish) | 100%\nBasic (fillings, root canals) | 70%"
    assert bound_conflicts("The plan pays 70% of the cost of root canals.", cover) == []


def test_the_figure_of_a_later_clause_is_measured_as_the_last_clause_measured():
    evidence = ("Last year 71% of hospital outpatient appointments started within 15 minutes of the booked time. For "
                "diabetic patients the figure was 88%.")
    assert bound_conflicts("88% of diabetic patient appointments started within 15 minutes of the booked time.",
                           evidence) == []
    assert bound_conflicts("71% of diabetic patient appointments started within 15 minutes of the booked time.", evidence)


def test_for_a_period_names_no_one_a_price_is_for():
    evidence = ("Our Junior Explorer course (ages 5-8) costs £70 for the term. The Junior Pioneer course for ages 9-13 is £95 "
                "and includes a kit bag.")
    assert bound_conflicts("The Junior Pioneer course costs £95 for the term.", evidence) == []
    assert bound_conflicts("The Junior Pioneer course costs £70 for the term.", evidence)


def test_a_second_charge_written_with_its_value_before_its_name_is_a_piece():
    evidence = "Allotment holders pay a £35 yearly rent plus a £15 water levy for each plot they hold."
    assert bound_conflicts("Holders pay a £15 water levy for each plot.", evidence) == []
    assert bound_conflicts("Holders pay a £35 water levy for each plot.", evidence)


def test_the_plain_word_a_place_s_name_ends_on_is_no_word_of_the_subject():
    evidence = ("The orchestra rehearses at Holy Trinity Church, and the youth band meets at the Kings Road studio; "
                "parking is free at both.")
    assert bound_conflicts("The orchestra rehearses at Holy Trinity Church.", evidence) == []
    assert bound_conflicts("The orchestra rehearses at the Kings Road studio.", evidence)


def test_a_house_number_in_a_title_counts_nothing():
    evidence = "Survey notes – 14 Mill Lane\n- Tiles to replace: 35\n- Gutters to clear: 4\n- Vents to fit: 2"
    assert bound_conflicts("35 tiles need replacing at 14 Mill Lane.", evidence) == []
    assert bound_conflicts("4 tiles need replacing at 14 Mill Lane.", evidence)


def test_a_singular_noun_before_another_noun_names_no_narrower_kind_of_the_subject():
    # ("with a valid senior card" speaks of a card, no kind of senior: the clause giving the classes' discount is theirs)
    evidence = "Seniors get 10% off lunches and drinks and 20% off classes with a valid senior card."
    assert bound_conflicts("Seniors get 20% off classes.", evidence) == []
    assert bound_conflicts("Seniors get 10% off classes.", evidence)


def test_a_reference_number_counts_nothing():
    evidence = "Invoice #40817 – what's included:\n- 3 rooms\n- 2 hallways\n- 1 staircase"
    assert bound_conflicts("The invoice includes 3 rooms.", evidence) == []
    assert bound_conflicts("The invoice includes 2 rooms.", evidence)


def test_a_size_written_as_one_word_names_its_model():
    evidence = "A 10x8ft greenhouse costs £620 installed, and the 6x4ft version is £340 installed."
    assert bound_conflicts("The 6x4ft greenhouse costs £340 installed.", evidence) == []
    assert bound_conflicts("The 6x4ft greenhouse costs £620 installed.", evidence)


def test_an_irregular_plural_meets_its_singular():
    evidence = "| Pest | Price |\n|---|---|\n| Rats | £130 |\n| Mice | £85 |\n| Wasps | £60 |"
    assert bound_conflicts("Mouse treatment costs £85.", evidence) == []
    assert bound_conflicts("Mouse treatment costs £130.", evidence) == ["£130 for Mouse treatment costs; the context gives £85"]


def test_the_line_keyed_by_more_of_the_subject_s_words_tells_an_unnamed_event():
    evidence = "Pass validity:\n- Autumn term: from 2 September\n- Spring term: from 7 January\n- Summer term: from 23 April"
    assert bound_conflicts("Spring term passes are valid from 7 January.", evidence) == []
    assert bound_conflicts("Spring term passes are valid from 2 September.", evidence)


def test_a_count_of_a_part_is_told_apart_by_its_deed():
    evidence = "The festival received 860 stall applications this year. Of these, 240 were accepted."
    assert bound_conflicts("240 stall applications were accepted this year.", evidence) == []
    assert bound_conflicts("860 stall applications were accepted this year.", evidence) == [
        "860 for stall applications accepted; the context gives 240"]


def test_a_clause_of_a_subject_of_its_own_is_not_the_claim_s_subject_s():
    evidence = "Season ticket holders who renew early get 15% off match programmes, and juniors get 30% off."
    assert bound_conflicts("Juniors get 30% off match programmes.", evidence) == []
    assert bound_conflicts("Juniors get 15% off match programmes.", evidence)
    # (nor an imperative's: "Stay ... and enjoy" has no subject; and who a subject is counts as its words: "Customers who
    # book a service and MOT together")
    evidence = ("Book your MOT online and save 20%. Customers who book a service and MOT together receive 25% off the "
                "combined price.")
    assert bound_conflicts("Booking a service and MOT together gets you 25% off the combined price.", evidence) == []


def test_an_age_group_opens_no_phrase():
    evidence = "Over-60s get 40% off swim prices, and members who swim daily save 20%."
    assert bound_conflicts("Over-60s get 40% off swim prices.", evidence) == []
    assert bound_conflicts("Over-60s get 20% off swim prices.", evidence)


def test_a_date_the_evidence_gives_as_a_start_is_no_close():
    evidence = ("The summer reading challenge opens on 5 July 2025. Completed reading logs must be returned by 30 August "
                "2025.")
    assert bound_conflicts("The summer reading challenge closes on 30 August 2025.", evidence) == []
    assert bound_conflicts("The summer reading challenge closes on 5 July 2025.", evidence) == [
        "5 July 2025 for summer reading challenge closes; the context gives 30 August 2025"]
    # (a start told of that date alone: "opens on 3 March 2025" of "the June 2025 exam session" is no start in June)
    evidence = "Online booking for the June 2025 exam session opens on 3 March 2025 and closes on 14 April 2025."
    assert bound_conflicts("Booking for the June 2025 exam session closes on 14 April 2025.", evidence) == []


def test_a_deadline_is_a_close_whatever_start_it_is_before():
    evidence = ("Entries for the spring show open on 1 February. The deadline for entries to be judged before the start of "
                "the show is 20 March.")
    assert bound_conflicts("The deadline for spring show entries is 20 March.", evidence) == []
    assert bound_conflicts("The deadline for spring show entries is 1 February.", evidence)


def test_a_line_keyed_by_another_thing_is_not_the_claim_s_thing():
    evidence = "Junior kit prices:\nClub shirt – £24\nScarf – £9\nTraining top – £28"
    assert bound_conflicts("The junior club scarf costs £9.", evidence) == []
    assert bound_conflicts("The junior club scarf costs £24.", evidence) == ["£24 for junior club scarf costs; the context gives £9"]
    # (not where the claim's thing is named only by the kind of value it has: "The fee for a lost car key")
    evidence = "Additional charges\nLate return fee: €45\nLost key replacement: €250\nSmoking cleaning fee: €150"
    assert bound_conflicts("The fee for a lost car key is €250.", evidence) == []


def test_a_label_span_open_upwards_holds_the_labels_above():
    evidence = "Candidates at Grades 1 to 3 play two studies. From Grade 4 upwards, candidates play three studies."
    assert bound_conflicts("Grade 5 candidates play three studies.", evidence) == []
    assert bound_conflicts("Grade 5 candidates play two studies.", evidence)


def test_a_distance_beyond_a_bound_is_on_its_far_side():
    evidence = ("Addresses within 5 miles of the depot pay a delivery charge of £3. Beyond 5 miles, the delivery charge is "
                "£8.")
    assert bound_conflicts("The delivery charge for addresses beyond 5 miles is £8.", evidence) == []
    assert bound_conflicts("The delivery charge for addresses beyond 5 miles is £3.", evidence)


def test_a_count_of_another_kind_of_the_claim_s_things_is_not_its_count():
    evidence = "The Open Sea kayak course includes 3 sheltered bay trips in the harbour and 2 open sea trips along the coast."
    assert bound_conflicts("The Open Sea kayak course includes 2 open sea trips.", evidence) == []
    assert bound_conflicts("The Open Sea kayak course includes 3 open sea trips.", evidence)


def test_the_end_of_a_compound_the_claim_says_is_no_rival_word():
    evidence = "Maths drop-in sessions run on Tuesdays and physics drop-ins run on Thursdays, both from 3:30pm."
    assert bound_conflicts("Physics drop-in sessions run on Thursdays.", evidence) == []
    assert bound_conflicts("Physics drop-in sessions run on Tuesdays.", evidence) == [
        "Tuesday for Physics drop-in sessions run; the context gives Thursday"]
    # (a compound of the clause's own is: "The easy-access saver" is another saver)
    evidence = "The easy-access saver needs a minimum deposit of £1. The fixed saver requires at least £500, and the ISA £100."
    assert bound_conflicts("The fixed saver requires a minimum deposit of £100.", evidence)


def test_a_size_in_square_feet_is_a_case_of_a_range_of_sizes():
    evidence = "Carpet cleaning costs $120 for rooms up to 300 sq ft. Rooms larger than 300 sq ft are charged $180."
    assert bound_conflicts("Cleaning a 250 sq ft room costs $120.", evidence) == []
    assert bound_conflicts("Cleaning a 250 sq ft room costs $180.", evidence)


def test_a_long_sentence_of_two_clauses_each_with_its_own_subject_is_read_as_two():
    evidence = ("Pupils under 11 qualify for a free bus pass if they live more than 2 miles from their nearest suitable "
                "school, and pupils aged 11 to 16 qualify if they live more than 3 miles from it.")
    assert bound_conflicts("A 13-year-old qualifies if they live more than 3 miles from their nearest suitable school.",
                           evidence) == []
    assert bound_conflicts("A 13-year-old qualifies if they live more than 2 miles from their nearest suitable school.",
                           evidence)


def test_a_place_said_of_other_age_groups_is_not_where_the_claim_s_plays():
    evidence = ("Under-10s and Under-11s train at Riverside Park. The Under-12s and Under-14s train at Mill Lane, our second "
                "pitch.")
    assert bound_conflicts("The Under-12s train at Mill Lane.", evidence) == []
    assert bound_conflicts("The Under-12s train at Riverside Park.", evidence)


def test_a_range_of_lengths_with_their_unit_written_on_holds_the_claim_s_length():
    evidence = "Boat storage per season\n- Boats up to 16ft: £300\n- 16ft to 24ft: £420\n- Over 24ft: £560"
    assert bound_conflicts("Storing a 20ft boat costs £420 a season.", evidence) == []
    assert bound_conflicts("Storing a 20ft boat costs £560 a season.", evidence)


def test_the_cheapest_or_the_highest_of_a_listing_is_the_line_with_the_least_or_the_most():
    evidence = ("Quotes for re-felting the shed roof:\n| Roofer | Quote |\n|---|---|\n| Oakside Roofing | £480 |\n"
                "| Kent & Sons | £415 |\n| TopCover Ltd | £530 |")
    assert bound_conflicts("Kent & Sons gave the cheapest quote for the shed roof.", evidence) == []
    assert bound_conflicts("Oakside Roofing gave the cheapest quote for the shed roof.", evidence) == [
        "Oakside Roofing for the cheapest; the context gives Kent & Sons"]
    evidence = "Best prices paid this month:\n1. Pixel 9 Pro XL – £410\n2. Pixel 9 Pro – £365\n3. Galaxy S24 – £300"
    assert bound_conflicts("The Pixel 9 Pro XL gets the highest price this month.", evidence) == []
    # (the line the claim names by all of its key's words, and by more of them than another: "Pixel 9 Pro" is no "Pixel 9
    # Pro XL")
    assert bound_conflicts("The Pixel 9 Pro gets the highest price this month.", evidence) == [
        "Pixel 9 Pro for the highest; the context gives Pixel 9 Pro XL"]


def test_cannot_written_as_one_word_qualifies_as_can_t_does():
    evidence = "Late cancellations incur a £25 fee, and a visit where we cannot get in is charged at £40."
    assert bound_conflicts("If they can't get in for the visit, you're charged £40.", evidence) == []
    assert bound_conflicts("If they can't get in for the visit, you're charged £25.", evidence)


def test_a_count_of_a_part_is_not_the_count_of_the_whole():
    evidence = "Our volunteers have repaired 860 bikes since 2019, and 120 of those were e-bikes."
    assert bound_conflicts("The volunteers have repaired 120 e-bikes.", evidence) == []
    assert bound_conflicts("The volunteers have repaired 860 e-bikes.", evidence)


def test_last_year_is_another_occasion_than_this_year():
    evidence = "The summer fair drew 3,200 visitors last year. This year's target is 4,000 visitors."
    assert bound_conflicts("This year's summer fair target is 4,000 visitors.", evidence) == []
    assert bound_conflicts("This year's summer fair target is 3,200 visitors.", evidence)
    # (a year a change is measured against is no occasion of the value)
    evidence = "Ticket sales rose by 12% compared with last year. Programme sales, however, fell by 4% over the same period."
    assert bound_conflicts("Programme sales fell by 4% compared with last year.", evidence) == []
    assert bound_conflicts("Programme sales fell by 12% compared with last year.", evidence)


def test_larger_things_are_beyond_the_bound_an_earlier_clause_sets():
    evidence = "Groups of up to 8 people pay £12 each. Larger groups pay £10 each."
    assert bound_conflicts("A group of 12 people pays £10 each.", evidence) == []
    assert bound_conflicts("A group of 12 people pays £12 each.", evidence)


def test_a_grade_with_a_plus_is_another_grade():
    evidence = "| Condition | Price |\n|---|---|\n| EX+ | £18 |\n| EX | £14 |\n| VG | £9 |"
    assert bound_conflicts("An EX+ copy costs £18.", evidence) == []
    assert bound_conflicts("An EX+ copy costs £14.", evidence)


def test_a_list_line_counting_things_named_in_capitals_states_its_count():
    evidence = "Our coaches\n- 3 Volvo Plaxtons\n- 5 Mercedes Tourismos\nAll coaches have seat belts."
    assert bound_conflicts("There are 3 Volvo Plaxtons in the fleet.", evidence) == []
    assert bound_conflicts("There are 5 Volvo Plaxtons in the fleet.", evidence)


def test_when_another_thing_ends_is_not_when_the_claim_s_ends():
    evidence = "The winter sale runs until 12 January, and the free delivery offer ends on 31 December."
    assert bound_conflicts("The winter sale ends on 12 January.", evidence) == []
    assert bound_conflicts("The winter sale ends on 31 December.", evidence)


def test_a_date_of_another_event_is_not_the_claim_s():
    evidence = "Pre-orders for the Aurora Max headphones open on 4 March. Units are expected to ship to retailers on 18 April."
    assert bound_conflicts("The Aurora Max headphones are expected to ship to retailers on 18 April.", evidence) == []
    assert bound_conflicts("The Aurora Max headphones are expected to ship to retailers on 4 March.", evidence)


def test_an_adjective_of_degree_names_no_other_kind_of_the_thing():
    evidence = "The Orton JX90 reissue is hand-built in Leeds, England. The more affordable CX range is made in Vietnam."
    assert bound_conflicts("The Orton CX range is made in Vietnam.", evidence) == []


def test_a_plural_owner_names_a_kind_of_the_thing_it_owns():
    evidence = "The main pool holds up to 120 swimmers at once, while the learners' pool is limited to 30."
    assert bound_conflicts("The learners' pool holds a maximum of 30 swimmers.", evidence) == []
    assert bound_conflicts("The learners' pool holds a maximum of 120 swimmers.", evidence)


def test_a_count_written_again_apart_from_the_question_s_compound_is_stated():
    evidence = "A 4-foot run suits two adult rabbits. Our 8-foot run houses up to four."
    assert bound_conflicts("A 4-foot run suits two adult rabbits.", evidence, frozenset({4.0})) == []
    assert bound_conflicts("A 4-foot run suits four adult rabbits.", evidence, frozenset({4.0}))


def test_an_amount_in_a_column_s_name_keys_its_cells():
    evidence = ("| Tax band | Tax on a £1,000 bonus | You keep |\n|---|---|---|\n| Basic rate | £200 | £800 |\n"
                "| Higher rate | £400 | £600 |")
    assert bound_conflicts("A higher-rate taxpayer pays £400 tax on a £1,000 bonus.", evidence) == []
    assert bound_conflicts("A higher-rate taxpayer pays £200 tax on a £1,000 bonus.", evidence)


def test_seats_count_the_people_a_place_seats():
    evidence = "The café seats 30 people indoors. The courtyard has space for another 16 when it is dry."
    assert bound_conflicts("There are 30 seats indoors at the café.", evidence) == []
    assert bound_conflicts("There are 16 seats indoors at the café.", evidence)


def test_a_count_before_an_adverb_and_a_participle_counts_the_noun_after_them():
    evidence = "Our Leeds depot has 12 fully equipped service bays. The smaller Wakefield depot has 5 bays."
    assert bound_conflicts("The Leeds depot has 12 service bays.", evidence) == []
    assert bound_conflicts("The Leeds depot has 5 service bays.", evidence)


def test_a_line_s_count_counts_what_its_key_names():
    evidence = "Valve complement:\n- Preamp valves: 4 x ECC83\n- Power valves: 2 x EL34\n- Weight: 22 kg"
    assert bound_conflicts("The amp uses 4 preamp valves.", evidence) == []
    assert bound_conflicts("The amp uses 2 preamp valves.", evidence)


def test_a_measure_sizing_the_claim_s_thing_keys_the_clause_sizing_its_own_thing_so():
    evidence = "A 120 cm terrarium bundled with a T8 UVB kit is £199. The 80 cm version with the same lighting is £159."
    assert bound_conflicts("The 80 cm terrarium with UVB lighting costs £159.", evidence) == []
    assert bound_conflicts("The 80 cm terrarium with UVB lighting costs £199.", evidence)


def test_a_bound_said_with_cannot_is_no_other_case():
    evidence = ("Valuables cannot make up more than 25% of your contents cover. Any single item worth more than 5% of "
                "the cover must be listed.")
    assert bound_conflicts("Valuables can make up no more than 25% of your contents cover.", evidence) == []
    assert bound_conflicts("Valuables can make up no more than 5% of your contents cover.", evidence)



def test_a_school_year_is_in_the_span_of_years_a_clause_gives():
    evidence = "Pupils in Years 1 to 2 pay £4 per session. Pupils in Years 3 to 6 pay £5 per session."
    assert bound_conflicts("A Year 4 pupil pays £5 per session.", evidence) == []
    assert bound_conflicts("A Year 4 pupil pays £4 per session.", evidence)


def test_ages_in_brackets_after_a_group_key_its_line():
    evidence = "Swimming lessons:\n- Child (under 8): £6 per lesson\n- Junior (8–15): £8 per lesson\n- Adult: £11 per lesson"
    assert bound_conflicts("Lessons for a 10-year-old cost £8 each.", evidence) == []
    assert bound_conflicts("Lessons for a 10-year-old cost £6 each.", evidence)


def test_a_model_s_code_in_the_plural_is_the_model():
    evidence = ("A pair of RCF K12.3 speakers costs £95 per day to hire, while a pair of Mackie SRM450s costs £65 per "
                "day. Both come with stands and cables.")
    assert bound_conflicts("A pair of Mackie SRM450 speakers costs £65 per day to hire.", evidence) == []
    assert bound_conflicts("A pair of Mackie SRM450 speakers costs £95 per day to hire.", evidence)


def test_a_model_s_number_with_letters_after_it_is_part_of_its_name():
    evidence = ("| Course | Camera provided |\n|---|---|\n| Beginners | Nikon 3500D |\n| Portraits | Sony 6400S |\n"
                "| Wildlife | Olympus 1200X |")
    assert bound_conflicts("The portraits course provides the Sony 6400S.", evidence) == []
    assert bound_conflicts("The portraits course provides the Nikon 3500D.", evidence)


def test_a_verb_in_s_after_its_subject_modifies_no_noun():
    evidence = ("Fitting appointments at our Hull showroom run on Mondays. Our Beverley showroom holds appointments on "
                "Wednesdays, by booking only.")
    assert bound_conflicts("Fitting appointments at the Beverley showroom are held on Wednesdays.", evidence) == []
    # (the day itself, not only the place the claim names: a question naming the showroom leaves the day to tell)
    assert any(reason.startswith("Monday for") for reason in bound_conflicts(
        "Fitting appointments at the Beverley showroom are held on Mondays.", evidence))


def test_a_description_closing_the_clause_after_a_name_is_that_name_s():
    evidence = ("The under-12s are coached by Ruth Adeyemi, who joined in 2019. The senior squad is coached by Omar "
                "Fitch, a former Welsh county captain. Goalkeeping sessions are run by Lena Park.")
    assert bound_conflicts("The senior squad is coached by Omar Fitch, a former Welsh county captain.", evidence) == []
    assert bound_conflicts("The senior squad is coached by Ruth Adeyemi, a former Welsh county captain.", evidence)


def test_a_clause_opening_with_another_name_is_not_the_claim_s_subject():
    evidence = ("We stock two lawn feeds. Verdana is applied with a spreader every 6 weeks and includes a moss killer. "
                "Greenlight is a liquid feed: you apply it every 4 weeks.")
    assert bound_conflicts("Greenlight lawn feed is applied every 4 weeks.", evidence) == []
    assert bound_conflicts("Greenlight lawn feed is applied with a spreader every 6 weeks and includes a moss killer.",
                           evidence)


def test_a_line_keyed_by_the_claim_s_word_is_its_thing_whatever_the_rest_pairs():
    evidence = ("Party packages:\n- Bronze (£120): venue hire, soft drinks and two hosts\n"
                "- Silver (£160): venue hire, pizza and three hosts\n- Gold (£210): venue hire, hot food, party bags "
                "and unlimited hosts")
    assert bound_conflicts("The Silver package, at £160, includes venue hire, pizza and three hosts.", evidence) == []
    assert bound_conflicts("The Gold package, at £160, includes venue hire, pizza and three hosts.", evidence)


def test_a_value_a_change_started_from_in_another_year_is_not_this_year_s():
    evidence = "Our staff turnover has fallen from 18.2% in 2021/22 to 11.4% in 2024/25, the lowest in the sector."
    assert bound_conflicts("Staff turnover in 2024/25 was 11.4%.", evidence) == []
    assert bound_conflicts("Staff turnover in 2024/25 was 18.2%.", evidence)
    evidence = "In the 2024 season the ferry carried 96,500 passengers, up from 81,200 the year before."
    assert bound_conflicts("The ferry carried 96,500 passengers in the 2024 season.", evidence) == []
    assert bound_conflicts("The ferry carried 81,200 passengers in the 2024 season.", evidence)


def test_a_record_s_field_lines_are_said_of_the_line_naming_it():
    evidence = ("Pendle Viaduct\nSpan count: 14 arches\nOpened: 1849\n\n"
                "Marsden Viaduct\nSpan count: 9 arches\nOpened: 1852")
    assert bound_conflicts("The Pendle Viaduct has 14 arches.", evidence) == []
    assert bound_conflicts("The Pendle Viaduct has 9 arches.", evidence)


def test_pieces_saying_their_values_with_the_same_words_are_cut_however_long():
    evidence = ("The primary outcome of first-year dropout from the apprenticeship scheme or transfer to another provider "
                "occurred in 12.5% of learners in the mentored cohort and 19.8% of learners in the control cohort over "
                "an average of 1.4 years.")
    assert bound_conflicts("The primary outcome occurred in 12.5% of learners in the mentored cohort.", evidence) == []
    assert bound_conflicts("The primary outcome occurred in 19.8% of learners in the mentored cohort.", evidence)


def test_a_clause_holding_only_another_length_the_claim_states_is_that_length_s():
    evidence = ("Sessions: The morning class runs for 60 minutes, plus a 15-minute cool-down stretch. The lunchtime "
                "express class lasts 30 minutes.")
    assert bound_conflicts("The morning class runs for 60 minutes plus a 15-minute cool-down stretch.", evidence) == []
    assert bound_conflicts("The morning class runs for 30 minutes plus a 15-minute cool-down stretch.", evidence)


def test_a_verb_going_on_after_and_says_more_of_the_last_piece_s_subject():
    evidence = ("'Harbour Lights' is on show for four weeks in the Long Gallery. It will be followed by 'Tidewater', "
                "which runs for nine weeks and features the Ashby photograph archive.")
    assert bound_conflicts("Tidewater runs for nine weeks, featuring the Ashby photograph archive.", evidence) == []
    assert bound_conflicts("Tidewater runs for four weeks, featuring the Ashby photograph archive.", evidence)


def test_a_piece_with_its_own_subject_and_event_verb_inherits_no_lead():
    evidence = ("The autumn term starts on 3 September with the welcome evening. The Harvest Fair is on 24 October, and "
                "the term ends on 19 December with the carol service.")
    assert bound_conflicts("This term's Harvest Fair takes place on 24 October.", evidence) == []
    assert bound_conflicts("This term's Harvest Fair takes place on 3 September.", evidence)


def test_a_clause_about_where_the_claim_s_subject_is_does_not_say_its_value():
    # (the bar's piece has a subject and a verb of its own, so it inherits nothing of the party's: the party's clause is
    # where the bar is, it says no closing time of the bar's)
    evidence = ("Ceremonies in the Chapel can take place between 10am and 3pm. The evening party in the Coach House must "
                "finish by midnight, and the bar closes at 11:15pm.")
    assert bound_conflicts("The bar at the evening party closes at 11:15pm.", evidence) == []
    assert bound_conflicts("The bar at the evening party closes at midnight.", evidence)


def test_an_amount_added_at_the_claim_s_end_is_of_what_it_names():
    evidence = ("Q: I've lost my key fob. Is there a fee?\nA: Yes, there is a charge for replacement key fobs: standard "
                "£15, long-range £28 and waterproof £34. A postage charge of £4 is added to every order.")
    assert bound_conflicts("A replacement long-range key fob costs £28, plus a £4 postage charge.", evidence) == []
    assert bound_conflicts("A replacement long-range key fob costs £34, plus a £4 postage charge.", evidence)


def test_what_the_reader_can_do_after_a_semicolon_is_said_of_the_last_subject():
    evidence = ("The Quick Stop bay is beside the main entrance; you can park for up to 20 minutes for £3. If you need "
                "longer, the Visitor Stop area behind the library allows up to 45 minutes for £2.")
    assert bound_conflicts("You can park in the Quick Stop bay for up to 20 minutes, which costs £3.", evidence) == []
    assert bound_conflicts("You can park in the Quick Stop bay for up to 45 minutes, which costs £3.", evidence)


def test_an_action_noun_opening_a_clause_goes_on_about_the_last_subject():
    evidence = ("Holiday tennis camps. Easter camps run from 7 to 11 April, and booking for them closes on 28 March. "
                "February half-term camps run from 17 to 21 February 2025; booking closes on 10 February.")
    assert bound_conflicts("Booking for the February half-term camps closes on 10 February.", evidence) == []
    assert bound_conflicts("Booking for the February half-term camps closes on 28 March.", evidence)


def test_an_opening_phrase_naming_only_under_what_stays_with_its_clause():
    evidence = ("Under the Section 278 deal signed last week, the builder of the 300-home Ashgrove Meadows estate will pay "
                "£600,000 towards a new roundabout, £90,000 for bus shelters and £45,000 for tree planting.")
    assert bound_conflicts("The Section 278 deal has the builder paying £600,000 towards a new roundabout.", evidence) == []
    assert bound_conflicts("The Section 278 deal has the builder paying £90,000 towards a new roundabout.", evidence)


def test_a_passage_that_is_one_record_says_each_field_of_what_names_it():
    evidence = ("Booking reference: QX-4471\nRoom type: Deluxe double with sea view\nGuest name: Ana Ruiz\n"
                "Check-in: 12/05/2025\nCheck-out: 16/05/2025\nBalance due: 30/04/2025")
    assert bound_conflicts("The check-out date of booking QX-4471 for Ana Ruiz is 16/05/2025.", evidence) == []
    assert bound_conflicts("The check-out date of booking QX-4471 for Ana Ruiz is 12/05/2025.", evidence)


def test_a_line_s_heading_is_no_part_of_its_clause_s_subject():
    evidence = ("Winter closures 2026: The swimming pool will close for tiling repairs from 5 to 9 January. The gym "
                "closes for the same reason from 2 to 6 February.")
    assert bound_conflicts("The gym closes for its winter repairs from 2 to 6 February.", evidence) == []
    assert bound_conflicts("The gym closes for its winter repairs from 5 to 9 January.", evidence)


def test_a_claim_counting_a_whole_and_its_part_is_told_by_the_whole_s_clause():
    evidence = ("The Northgate depot now runs 12 electric buses, of which 4 are double-deckers. The Southgate depot runs "
                "30 buses, all of them diesel.")
    assert bound_conflicts("Northgate depot runs 12 electric buses, 4 of which are double-deckers.", evidence) == []
    assert bound_conflicts("Northgate depot runs 30 electric buses, 4 of which are double-deckers.", evidence)


def test_a_claim_opening_with_when_is_about_the_name_after_it():
    evidence = ("Club figures show York had 2,310 members at the end of March 2025, including 410 juniors. Harrogate had "
                "1,150 members, of which 220 were juniors, and Ripon had 640.")
    assert bound_conflicts("At the end of March 2025 Harrogate had 1,150 members, 220 of them juniors.", evidence) == []
    assert bound_conflicts("At the end of March 2025 Harrogate had 640 members, 220 of them juniors.", evidence)


def test_records_opened_by_the_same_key_line_after_line_are_read_apart():
    evidence = ("Ride options\nRoute: Coast Classic\nDistance: 142 km\nClimbing: 2,100 m\nStart time: 07:30\n"
                "Route: Valley Loop\nDistance: 74 km\nClimbing: 880 m\nStart time: 09:00")
    assert bound_conflicts("The Valley Loop route has 880 m of climbing.", evidence) == []
    assert bound_conflicts("The Valley Loop route has 2,100 m of climbing.", evidence)
    assert bound_conflicts("The Valley Loop starts at 09:00.", evidence) == []
    assert bound_conflicts("The Valley Loop starts at 07:30.", evidence)


def test_a_field_s_number_before_a_blank_line_is_no_list_item_s_number():
    # ("Feed stops: 4" ending a record was read as "Feed stops:" and an item "4" of the next line: a heading over the
    # next record, whose fields it then keyed)
    evidence = ("Route: Coast Classic\nDistance: 142 km\nClimbing: 2,100 m\nFeed stops: 4\n\n"
                "Route: Valley Loop\nDistance: 74 km\nClimbing: 880 m\nFeed stops: 2")
    assert bound_conflicts("The Valley Loop has 2 feed stops.", evidence) == []
    assert bound_conflicts("The Valley Loop has 4 feed stops.", evidence)
    assert bound_conflicts("The Valley Loop route has 880 m of climbing.", evidence) == []
    assert bound_conflicts("The Valley Loop route has 2,100 m of climbing.", evidence)


def test_a_count_a_change_started_from_is_not_the_count_now():
    evidence = ("Yearly round-up: Last year we repaired 640 bikes, up from 410 the year before, mostly thanks to our second "
                "workshop. E-bikes made up 150 of those.")
    assert bound_conflicts("The shop repaired 640 bikes last year.", evidence) == []
    assert bound_conflicts("The shop repaired 410 bikes last year.", evidence)


def test_a_release_number_is_one_value_of_its_own_kind():
    # ("3.2.0" was read as the number 3.2 and "v2.4.0" as nothing: a release swapped for another went unseen)
    found = _values("Upgrade from v1.9 to 2.0.1 or 3.x; v12 is next.")
    assert found["version"] == {"1.9", "2.0.1", "3.x", "12"}
    assert not found["number"]
    notes = ("- v4.1.0 added offline mode and a dark theme.\n"
             "- v4.2.0 introduced single sign-on for team accounts.")
    assert bound_conflicts("Single sign-on arrived in v4.2.0.", notes) == []
    assert bound_conflicts("Single sign-on arrived in v4.1.0.", notes)
    table = "| Release | Date |\n|---|---|\n| 7.0.0 | 2024-02-01 |\n| 7.1.0 | 2024-05-20 |"
    assert bound_conflicts("Release 7.1.0 shipped on 2024-05-20.", table) == []
    assert bound_conflicts("Release 7.1.0 shipped on 2024-02-01.", table)


def test_seconds_after_a_number_are_a_unit_not_a_subject_word():
    # ("seconds" stayed a word of the clause saying them, and so drew a claim of seconds to it whatever its subject)
    evidence = ("Our nightly import now finishes in about 12 minutes, and a single-record sync completes in around "
                "30 seconds.")
    assert bound_conflicts("The nightly import now finishes in about 12 minutes.", evidence) == []
    assert bound_conflicts("The nightly import now finishes in about 30 seconds.", evidence)


def test_a_half_of_what_a_clause_also_names_whole_is_no_other_subject():
    # ("half-term" qualified the clause's term as another one, so the autumn term's dates were no one's)
    evidence = ("Swim school terms: the autumn term runs from 8th September to 12th December, with a half-term week in "
                "October. The winter term starts on 5th January.")
    assert bound_conflicts("The autumn term ends on 12th December.", evidence) == []
    assert bound_conflicts("The autumn term ends on 5th January.", evidence)


def test_a_code_of_initials_and_a_number_is_the_phrase_it_abbreviates():
    # ("KS2" where the evidence writes "Key Stage 2": the claim's stage was no word of the evidence)
    evidence = ("Homework guide: pupils in Key Stage 1 get 10 minutes of spellings a night, while Key Stage 2 pupils get "
                "25 minutes of reading a night.")
    assert binding_conflicts._spelled_out_codes("KS2 pupils get 25 minutes of reading a night.", evidence) == \
        "Key Stage 2 pupils get 25 minutes of reading a night."
    assert bound_conflicts("KS2 pupils get 25 minutes of reading a night.", evidence) == []
    assert bound_conflicts("KS2 pupils get 10 minutes of reading a night.", evidence)


def test_a_piece_labelled_otherwise_does_not_inherit_the_lead_s_label():
    # ("while Year 1 completed a 2 km loop" kept the lead's "Year 6" at a lower weight, and its verb then outweighed it)
    evidence = ("Fun run: Year 5 ran 3 km around the playing fields, while Nursery and Year 2 finished a 1 km lap of the "
                "playground.")
    assert bound_conflicts("Year 5 finished 3 km in the fun run.", evidence) == []
    assert bound_conflicts("Year 5 finished 1 km in the fun run.", evidence)


def test_a_record_named_by_its_number_says_each_field_of_that_number():
    # ("Order no: 80317" was no field naming the record, its value being digits alone; and "2025-204" read as the year
    # 2025, which only the naming line had)
    evidence = "Order no: 80317\nPlaced: 02/05/2025\nDispatched: 06/05/2025\nCourier: Parcelwise\nWeight: 2.4 kg"
    assert bound_conflicts("Order 80317 was dispatched on 06/05/2025.", evidence) == []
    assert bound_conflicts("Order 80317 was dispatched on 02/05/2025.", evidence)
    evidence = "Case: 2025-204\nOpened: 14:05\nAssigned to: Rita Moss\nClosed: 17:40\nPriority: high"
    assert _values("Case 2025-204 was closed.")["number"] == frozenset()
    assert bound_conflicts("Case 2025-204 was closed at 17:40.", evidence) == []
    assert bound_conflicts("Case 2025-204 was closed at 14:05.", evidence)


def test_each_part_after_of_which_counts_what_the_whole_counted():
    # ("5 are automatic" after "14 dual-controlled cars, of which 9 are manual" counted nothing the claim's cars were)
    evidence = "Our yard keeps 30 long-wheelbase vans, of which 18 are diesel and 12 are electric. All are serviced yearly."
    assert bound_conflicts("The yard has 12 electric vans.", evidence) == []
    assert bound_conflicts("The yard has 18 electric vans.", evidence)


def test_a_sentence_before_every_value_of_the_kind_sets_the_scene_for_them():
    # (the opening sentence's "parents' evening" weighed as the subject's words no appointment clause said, so the one
    # giving the appointments' length was too little about the subject to contradict)
    evidence = ("The summer open day runs on Saturday 14 June, 10am to 3pm. Guided tours are 40 minutes long. Please "
                "arrive 15 minutes before your tour.")
    assert bound_conflicts("Each summer open day guided tour lasts 40 minutes.", evidence) == []
    assert bound_conflicts("Each summer open day guided tour lasts 15 minutes.", evidence)


def test_he_or_she_opening_a_clause_is_the_person_just_named():
    evidence = ("Bookings are handled by Priya Shah. For group visits, speak to Mr. Tom Eliot; he arranges all school "
                "tours in term time.")
    assert bound_conflicts("School tours are arranged by Tom Eliot.", evidence) == []
    assert bound_conflicts("School tours are arranged by Priya Shah.", evidence)
    # (not where the clause before names another person after a pronoun: "her partner" is not she)
    evidence = ("Nadia Petrova opened the bakery in 2010. Her husband, Ivan Petrov, joined in 2015; he now bakes all "
                "the sourdough.")
    assert bound_conflicts("The sourdough is baked by Ivan Petrov.", evidence) == []


def test_a_name_ending_in_capitals_is_one_name():
    evidence = "Invoices go through QuickBooks, while our leave requests are tracked in BreatheHR."
    assert bound_conflicts("Leave requests are tracked in BreatheHR.", evidence) == []
    assert bound_conflicts("Leave requests are tracked in QuickBooks.", evidence)


def test_a_line_s_one_word_value_after_its_key_is_a_name():
    evidence = "Office tools\nCloud storage: Dropbox\nVideo calls: Zoom\nAll accounts use single sign-on."
    assert bound_conflicts("Video calls are made on Zoom.", evidence) == []
    assert bound_conflicts("Video calls are made on Dropbox.", evidence)


def test_rows_of_key_value_cells_have_no_header_row():
    evidence = "Ward: Oak | Sister: Helen Marsh | Beds: 24\nWard: Elm | Sister: Joan Pike | Beds: 18"
    assert bound_conflicts("Helen Marsh is the sister on Oak ward.", evidence) == []
    assert bound_conflicts("Joan Pike is the sister on Oak ward.", evidence)


def test_the_month_of_the_claim_s_other_date_keys_no_clause():
    evidence = ("Autumn term runs from 2 September to 18 December. Spring term starts on 6 January and ends on "
                "4 April. Fees are due in the first week of term.")
    assert bound_conflicts("Spring term starts on 6 January and ends on 4 April.", evidence) == []
    assert bound_conflicts("Spring term starts on 2 September and ends on 4 April.", evidence)


def test_a_clause_holding_only_the_claim_s_other_date_is_that_date_s():
    # (the month of the other date had keyed this one by chance: "30 April" made the April clause the subject's)
    evidence = ("Key dates: summer camp places open on 3 March and must be paid for by 30 April. Half-term camp places "
                "open on 1 September and must be paid for by 10 October.")
    assert bound_conflicts("Summer camp places open on 3 March, with payment due by 30 April.", evidence) == []
    assert bound_conflicts("Summer camp places open on 1 September, with payment due by 30 April.", evidence)


def test_whereas_modifies_no_noun():
    evidence = ("Online orders are packed by our warehouse team. Orders to the mainland usually arrive in two days, "
                "whereas orders to the islands take up to five days.")
    assert bound_conflicts("Online orders to the islands can take up to five days.", evidence) == []
    assert bound_conflicts("Online orders to the islands can take up to two days.", evidence)


def test_initials_a_clause_says_something_is_are_a_name():
    evidence = ("Regulation. In the UK our principal regulator is the FCA; for our Irish branch it is the Central Bank of "
                "Ireland. Complaints can go to either.")
    assert bound_conflicts("For the Irish branch, the principal regulator is the Central Bank of Ireland.", evidence) == []
    assert bound_conflicts("For the Irish branch, the principal regulator is the FCA.", evidence)


def test_a_listing_opening_with_its_whole_counts_the_whole_s_things_in_each_part():
    # ("the remaining 86 are juniors" counted no members, so the whole's "140 members" was the claim's clause)
    evidence = "Choir in numbers: of our 72 members, 30 are adults and the remaining 42 are juniors, led by 3 section leaders."
    assert bound_conflicts("The choir has 42 junior members.", evidence) == []
    assert bound_conflicts("The choir has 30 junior members.", evidence)


def test_a_plural_opening_a_listing_of_subjects_is_no_name_doing_a_thing():
    # ("Quartz repairs, battery changes and straps are handled at ..." read "Quartz" as a name that "repairs", a value
    # the claim's clause then stated)
    evidence = ("Our senior engraver works from the Harrogate studio, where all hand engraving is done. Trophy plates, "
                "key rings and tags are engraved at our York shop on Stonegate.")
    assert bound_conflicts("Trophy plates are engraved at the York shop on Stonegate.", evidence) == []
    assert bound_conflicts("Trophy plates are engraved at the Harrogate shop on Stonegate.", evidence)


def test_a_heading_s_word_over_lines_naming_people_tells_none_of_them():
    # ("Booking contacts" over the naming lines made "bookings" say the school line was the claim's)
    evidence = ("Booking contacts\nSchool group bookings (15+): Hannah Price, schools@lakeside.example\n"
                "Private hire: Omar Siddiqui, hire@lakeside.example\nMembership cards: Ruth Lyle, members@lakeside.example")
    assert bound_conflicts("Omar Siddiqui handles private hire bookings.", evidence) == []
    assert bound_conflicts("Hannah Price handles private hire bookings.", evidence)


def test_a_piece_describing_the_name_before_it_is_about_what_that_piece_is_about():
    # (the piece "a food-sharing app made by ..." said nothing of the award; and "chosen by local residents" set off
    # between the award and its verb cut the award from what it went to)
    evidence = ("Awards night: This year's Design award went to Loopline, a bike-sharing map made by Irene Castillo and "
                "Joe Park. The Community award, chosen by local residents, went to Pantry Pal, a food-sharing app made by "
                "Musa Diallo.")
    assert bound_conflicts("The Community award went to Pantry Pal, which was made by Musa Diallo.", evidence) == []
    assert bound_conflicts("The Community award went to Pantry Pal, which was made by Joe Park.", evidence)


def test_the_size_of_a_group_is_what_the_group_counts():
    # ("teams of 10" counted teams, so "60 players" was as good a size of a team as any)
    evidence = ("The five-a-side league has 60 players in total. At the start of each season they are drafted into teams "
                "of 10 for the year, and every team has its own volunteer captain.")
    assert bound_conflicts("Each team has 10 players.", evidence) == []
    assert bound_conflicts("Each team has 60 players.", evidence)


def test_a_note_in_brackets_after_a_row_s_name_makes_it_no_longer_row():
    # ("Evening adult (after 6 pm)" read as a longer name than the claim's row, so the plain "Adult" row was the claim's)
    evidence = ("| Pass | Monthly price |\n|---|---|\n| Adult | £48 |\n| Evening adult (after 6 pm) | £31 |\n"
                "| Student (with ID) | £26 |")
    assert bound_conflicts("An evening adult pass costs £31 a month.", evidence) == []
    assert bound_conflicts("An evening adult pass costs £48 a month.", evidence)


def test_a_length_written_on_to_its_number_is_no_ordinal():
    # ("a 60-second slot" picked the second of the prices listed after it)
    evidence = ("Sponsorship rates on Valley Radio: a 60-second slot costs £40 during breakfast hours and £25 after 8pm, or "
                "you can book our weekend bundle of 12 slots for £200.")
    assert bound_conflicts("A 60-second breakfast slot on Valley Radio costs £40.", evidence) == []
    assert bound_conflicts("A 60-second breakfast slot on Valley Radio costs £25.", evidence)


def test_a_year_a_lead_sets_its_listing_in_is_every_piece_s():
    # (the year made the lead no lead, so the first piece kept it and was the claim's for "2025")
    evidence = ("At the annual meeting the committee for 2025 was elected: Priya Nair will chair, Tomasz Wolak takes on the "
                "role of membership secretary and Erin Walsh stays on as treasurer.")
    assert bound_conflicts("Tomasz Wolak is the membership secretary for 2025.", evidence) == []
    assert bound_conflicts("Priya Nair is the membership secretary for 2025.", evidence)


def test_a_model_code_written_on_to_the_checked_name_is_part_of_it():
    # ("XR8" pointed at the clause naming it, whichever name the claim checked)
    evidence = "Juniors train on the Vela Breeze, while the racing squad sails the Kestrel RS5."
    assert bound_conflicts("Juniors train on the Vela Breeze dinghy.", evidence) == []
    assert bound_conflicts("Juniors train on the Kestrel RS5 dinghy.", evidence)


def test_an_age_group_s_bound_is_no_quantity_of_the_claim():
    # (the "14" of "under-14" made the claim's names whom a quantity was about, checked no more)
    evidence = ("Coaches for the new season: the under-12 boys are coached by Sam Reid and the under-12 girls by Nadia "
                "Haddad, while the under-16 squad will be run by Owen Price.")
    assert bound_conflicts("Nadia Haddad coaches the under-12 girls.", evidence) == []
    assert bound_conflicts("Sam Reid coaches the under-12 girls.", evidence)


def test_a_note_saying_what_holds_of_every_offer_tells_none_apart():
    # ("Offers cannot be combined" put its words in the claim's subject, more than the one line stating its value said)
    evidence = ("Money off at the box office:\n- Seniors: 10% off\n- Parties of 8 or more: 30% off\n- Students: 20% off\n"
                "Offers cannot be combined and do not apply to gala nights.")
    assert bound_conflicts("Parties of 8 or more get 30% off, but it can't be combined or used for gala nights.",
                           evidence) == []
    assert bound_conflicts("Parties of 8 or more get 20% off, but it can't be combined or used for gala nights.",
                           evidence)


def test_the_half_a_length_is_written_with_is_no_subject_word():
    evidence = ("Walking routes: The castle loop takes three and a half hours, while the harbour walk is 75 minutes and suits "
                "families with buggies.")
    assert bound_conflicts("The harbour walk takes 75 minutes.", evidence) == []
    assert bound_conflicts("The harbour walk takes three and a half hours.", evidence)


def test_the_first_attempt_is_the_first_time():
    # ("first time" and "first attempt" read as two kinds of thing, so no clause was the claim's)
    evidence = ("Exam results: on the written paper, 88% of learners passed first time. The hazard test was tougher, with "
                "64% passing at the first attempt.")
    assert bound_conflicts("64% of learners passed the hazard test first time.", evidence) == []
    assert bound_conflicts("88% of learners passed the hazard test first time.", evidence)


def test_whom_a_thing_covers_is_one_party_not_a_listing():
    # ("covering two adults and | up to four children" was cut, so the price was no family's)
    evidence = ("Season tickets: Adult season ticket is £95. Family season ticket covering two adults and up to four "
                "children is £240, and a concession ticket is £70.")
    assert bound_conflicts("A family season ticket, covering two adults and up to four children, costs £240.",
                           evidence) == []
    assert bound_conflicts("A family season ticket, covering two adults and up to four children, costs £95.", evidence)


def test_non_members_are_everyone_else_not_the_members():
    # (the claim's "Non-residents" matched "residents" best; and the heading holding the month left the later piece no
    # lead, so its date was of another month than the camp's)
    evidence = ("July holiday camp: registration opens at 9 am on 2 April for residents and on 16 April for everyone else. "
                "Places go fast, so please register early.")
    assert bound_conflicts("Non-residents can register for the July holiday camp from 16 April.", evidence) == []
    assert bound_conflicts("Non-residents can register for the July holiday camp from 2 April.", evidence)


def test_a_verb_reporting_what_people_said_is_no_subject_word():
    # ("said" only the first of two compared pieces says pointed at it for the second's share)
    evidence = ("In our 2024 member survey, 71% of respondents said they mostly swim in the mornings, compared with 22% "
                "who swim after work. The remaining 7% had no fixed time.")
    assert bound_conflicts("In the 2024 survey, 22% of members said they swim after work.", evidence) == []
    assert bound_conflicts("In the 2024 survey, 71% of members said they swim after work.", evidence)


def test_after_the_first_is_not_the_first():
    # ("first" pointed at the clause pricing the first instrument)
    evidence = ("Piano tuning is billed at £80 for the first instrument on a visit. Each further instrument is charged at "
                "£55. Pitch raises add £30 per piano.")
    assert bound_conflicts("Each instrument after the first is charged at £55.", evidence) == []
    assert bound_conflicts("Each instrument after the first is charged at £80.", evidence)


def test_what_a_measure_rises_to_is_no_insertion():
    # (", rising to £18 for evenings," read as an insertion before "weekends", taken for its verb: one clause, £12 first)
    evidence = ("Court hire is £12 an hour on weekdays between 9am and 5pm, rising to £18 for evenings, weekends and bank "
                "holidays.")
    assert bound_conflicts("Hiring a court at the weekend costs £18 an hour.", evidence) == []
    assert bound_conflicts("Hiring a court at the weekend costs £12 an hour.", evidence)


def test_a_heading_word_does_not_tell_the_other_end_of_an_event():
    # ("opening" of the heading, inherited by the closing clause, kept the clause telling the closing from being the
    # other end of when the shop is "back open")
    evidence = ("Easter opening:\nThe shop will close at 1pm on Thursday 17 April and reopen on Tuesday 22 April. "
                "Online orders are still dispatched.")
    assert bound_conflicts("The shop is back open on Tuesday 22 April.", evidence) == []
    assert bound_conflicts("The shop is back open on Thursday 17 April.", evidence)


def test_a_period_counted_by_a_number_word_is_that_ordinal_period():
    # ("year one" was no first year: "projected" pointed the first year's savings at the clause projecting twenty years)
    evidence = ("Heat pump savings estimate: Based on your past 12 months of usage, we estimate first-year savings of "
                "£960. Over 20 years, projected total savings are £24,000.")
    assert bound_conflicts("In year one, you're projected to save about £960 on your bills.", evidence) == []


def test_a_thing_named_by_a_number_is_the_other_of_the_checked_names_kind():
    # ("Studio 2" is a label, no name: the subject's clause named no other studio, so none was swapped)
    evidence = ("Junior classes meet in Studio 2 beside the café, while the adult improvers use the Garden Studio "
                "upstairs.")
    assert bound_conflicts("Junior classes meet in Studio 2.", evidence) == []
    assert bound_conflicts("Junior classes meet in the Garden Studio.", evidence)


def test_a_brand_written_with_a_small_first_letter_is_a_name():
    # ("eBay" read as no name: no seller could be told from another)
    evidence = ("Our refurbished laptops are sold through Back Market. Spare parts and accessories are listed on eBay.")
    assert bound_conflicts("Spare parts are listed on eBay.", evidence) == []
    assert bound_conflicts("Spare parts are listed on Back Market.", evidence)
    assert bound_conflicts("Refurbished laptops are sold through eBay.", evidence)


def test_a_day_after_a_clock_time_goes_on_its_sentence():
    # ("a.m." before "Monday through Friday" ended a sentence, leaving the weekday hours and Sunday's in two)
    evidence = "Opening hours: the pool opens at 7 a.m. Monday to Friday and at 8 a.m. on Sundays."
    assert split_sentences(evidence) == [evidence]
    assert bound_conflicts("On Sundays the pool opens at 8 a.m.", evidence) == []
    assert bound_conflicts("On Sundays the pool opens at 7 a.m.", evidence)


def test_a_price_per_player_is_a_price_per_person():
    # ("per person" and "per player" read as rates of different units, so the weekend price was never checked)
    evidence = "Off-peak sessions cost £9 per player, and peak sessions are £13 per player, shoe hire included."
    assert bound_conflicts("Peak sessions are £13 per person.", evidence) == []
    assert bound_conflicts("Peak sessions are £9 per person.", evidence)


def test_a_clause_saying_the_claims_days_says_each_of_them_whole():
    # ("weekends" gave Saturday and Sunday a half each on both sides, so the clause saying it carried a quarter of it and
    # too little of the subject to swap the name)
    evidence = "Lifeguards on duty:\n- Pool (weekday mornings): Sam Okoro\n- Pool (weekends): Lena Fischer"
    assert bound_conflicts("Lena Fischer guards the pool on weekends.", evidence) == []
    assert bound_conflicts("Sam Okoro guards the pool on weekends.", evidence)


def test_a_name_is_swapped_where_the_subjects_clause_says_twice_as_much_of_it():
    # (the Orchard Lawn's clause shares "after the tour" with the claim; the subject's says "school debriefs" - less
    # than three quarters of the subject, but twice as much as the other)
    evidence = ("Birthday groups use the Orchard Lawn for games after the tour. School debriefs are held in the Old "
                "Granary, which has a projector.")
    assert bound_conflicts("After the tour, school classes debrief in the Old Granary.", evidence) == []
    assert bound_conflicts("After the tour, school classes debrief in the Orchard Lawn.", evidence)


def test_a_word_saying_how_many_names_no_kind_of_the_thing():
    # ("several entries" read as another kind of entry than the claim's "festival entries", so the clause about the
    # juniors was of another subject)
    evidence = ("Judges' summary: of the 2024 festival entries, 70% in the open class were placed, compared with 45% "
                "in the junior class, where several entries arrived late.")
    assert bound_conflicts("In 2024, 45% of junior festival entries were placed.", evidence) == []
    assert bound_conflicts("In 2024, 70% of junior festival entries were placed.", evidence)


def test_one_who_is_not_a_member_is_a_non_member():
    evidence = "Studio hire rates\n| Hirer | Per hour |\n|---|---|\n| Society members | £12 |\n| Non-members | £18 |"
    assert bound_conflicts("If you're not a Society member, the studio costs £18 an hour.", evidence) == []
    assert bound_conflicts("If you aren't a Society member, the studio costs £12 an hour.", evidence)
    assert bound_conflicts("Hirers who are not members pay £12 an hour.", evidence)


def test_a_name_in_another_cell_of_the_subjects_row_is_bound_there():
    # (the row was cut into a piece per column; the date's piece did not hold the route's name, so the name read as
    # another row's)
    evidence = ("Summer walks\n| Date | Start | Route |\n|---|---|---|\n| 6 July | St Anne's, Kettleby | Heron Loop |\n"
                "| 3 August | Holy Cross, Millbrook | Beacon Ridge |")
    assert bound_conflicts("The Beacon Ridge walk from Holy Cross is scheduled for 3 August.", evidence) == []
    assert bound_conflicts("The Beacon Ridge walk from Holy Cross is scheduled for 6 July.", evidence)


def test_men_and_women_are_the_male_and_the_female():
    evidence = ("Qualifying standards: female runners need a 10 km time under 50 minutes. For male runners the cut-off "
                "is 42 minutes.")
    assert bound_conflicts("Men need a 10 km time under 42 minutes to qualify.", evidence) == []
    assert bound_conflicts("Men need a 10 km time under 50 minutes to qualify.", evidence)


def test_a_foot_no_number_measures_is_a_word():
    # ("foot" read as a unit, so "travelling on foot" said nothing of "Foot passengers", and the cars' "at least" told
    # the clause)
    evidence = ("Check-in: cars must check in at least 45 minutes before departure. Foot passengers should arrive no "
                "later than 15 minutes before the boat leaves.")
    assert bound_conflicts("If you're travelling on foot, you need to be there at least 15 minutes before sailing.",
                           evidence) == []


def test_a_clause_ending_on_the_word_the_first_tail_opens_with_says_the_rest_of_it():
    # ("gets 15% off" said nothing of where, so the stall's clause took the volunteers' discount)
    evidence = "Friends get 5% off plants at the Spring Fair stall, and anyone who helped at potting day gets 15% off."
    assert bound_conflicts("If you helped at potting day, you get 15% off at the Spring Fair stall.", evidence) == []
    assert bound_conflicts("If you helped at potting day, you get 5% off at the Spring Fair stall.", evidence)


def test_a_headings_name_of_a_year_is_a_name_whole():
    # ("Lantern" opening the passage read as no name, so the heading's event lent a later sentence half its name)
    assert _values("Lantern Parade 2025: Our much-loved evening event will be held on 8 November.")["name"] == {
        "Lantern", "Parade"}
    # (a role's key is no heading: "Access Coordinator: ..." names no one)
    staff = "Venue staff:\n- Head of Bookings: Ellen Park\n- Access Coordinator: Dev Mistry"
    assert bound_conflicts("Access needs are handled by the Access Coordinator, Ellen Park.", staff)


def test_what_a_thing_is_without_stops_at_a_joining_word():
    # ("free of charge but still" read as the thing the clause was without, so the claim's "still" named another case)
    evidence = ("Toddlers under 3 ride free of charge but still need a ticket. Riders under 12 must sit with an adult "
                "on every ride.")
    assert binding_evidence._qualifiers(evidence.split(". ")[0], "") == frozenset({"charg"})


def test_an_age_all_the_claim_states_is_what_it_asserts():
    # (an age is a key where the claim states something else of that age; alone it is the value)
    evidence = ("Who can hire: renters must be 21 or over to hire a van. We hire bicycles and helmets to riders aged "
                "14 and above.")
    assert bound_conflicts("Bicycles can be hired by anyone aged 14 or older.", evidence) == []
    assert bound_conflicts("Bicycles can be hired by anyone aged 21 or older.", evidence)
    # (ages the question gives say of whom it asks, the name is what the claim states)
    groups = "| Ages | Group |\n|---|---|\n| Under 6s | Tadpoles |\n| 6-10 years | Minnows |\n| 11 and over | Sharks |"
    assert bound_conflicts("For swimmers aged 6 to 10, the group is the Minnows.", groups, frozenset({6.0, 10.0})) == []
    assert bound_conflicts("For swimmers aged 6 to 10, the group is the Tadpoles.", groups, frozenset({6.0, 10.0}))


def test_ages_are_no_one_a_thing_is_for():
    # ("for ages 12 and up" read as for other people than the claim's "players")
    evidence = ("Players under 10 must bring an adult, and the Lost Temple room is recommended for ages 12 and up "
                "because of its puzzles.")
    assert bound_conflicts("The Lost Temple room is recommended for players who are 12 or older.", evidence) == []
    assert bound_conflicts("The Lost Temple room is recommended for players who are 10 or older.", evidence)


def test_an_ordinal_joined_to_a_period_is_that_period():
    evidence = ("Your quote: we estimate first-year savings of £410. Over 15 years, projected total savings are "
                "£7,900.")
    assert bound_conflicts("In year one, you're projected to save about £410.", evidence) == []
    assert bound_conflicts("In year one, you're projected to save about £7,900.", evidence)


def test_a_longer_row_stating_one_value_takes_its_columns_unit():
    # (a row of three cells stating one value was not cut into cells, so its bare number never took the header's unit
    # and no row stated the claim's length)
    evidence = ("| Tutor | Subject | Years tutoring |\n|---|---|---|\n| Hana Sato | Violin | 9 |\n| Owen Price | Cello | 4 |\n"
                "| Ines Roca | Viola | 15 |")
    assert bound_conflicts("Owen Price, who teaches cello, has 4 years of tutoring experience.", evidence) == []
    assert bound_conflicts("Owen Price, who teaches cello, has 9 years of tutoring experience.", evidence)
    mileage = "| Tier | Free miles per hire |\n|---|---|\n| Basic | 25 |\n| Plus | 50 |\n| Max | 80 |"
    assert bound_conflicts("Each hire on the Plus tier includes 50 free miles.", mileage) == []
    assert bound_conflicts("Each hire on the Plus tier includes 80 free miles.", mileage)


def test_a_doing_said_in_two_words_is_the_one_word_doing():
    # ("picked up" said nothing of "collect", "shuts" nothing of "closes", "open again" nothing of "reopen")
    evidence = "Holiday club times: drop-off is from 08:15 at the main gate, and you should collect your child by 17:45."
    assert bound_conflicts("The latest pick-up time is 17:45.", evidence) == []
    assert bound_conflicts("The latest pick-up time is 08:15.", evidence)
    hours = ("Our Mill Street branch is open from 8:00am to 6:00pm, Monday to Friday. On Saturdays it opens at 9:30am and "
             "closes at 1:00pm.")
    assert bound_conflicts("On Saturdays, the Mill Street branch shuts at 1:00pm.", hours) == []
    assert bound_conflicts("On Saturdays, the Mill Street branch shuts at 9:30am.", hours)


def test_the_same_venue_is_where_the_last_clause_is():
    # ("at the same venue" named no place, so the claim's place pointed only to the other clause and its day)
    evidence = ("Open rehearsals are held every Monday from 6pm at the Corn Exchange on Fore Street. Concerts are "
                "performed on Saturday evenings at the same venue, starting at 7:30pm.")
    assert bound_conflicts("The choir's concerts take place on Saturday evenings at the Corn Exchange.", evidence) == []
    assert bound_conflicts("The choir's concerts take place on Monday evenings at the Corn Exchange.", evidence)


def test_the_runner_up_is_second():
    evidence = "The prize pot is shared out as 60% to the champion, 25% to second place and 15% to third place."
    assert bound_conflicts("The runner-up takes 25% of the prize pot.", evidence) == []
    assert bound_conflicts("The runner-up takes 60% of the prize pot.", evidence)


def test_a_word_a_name_also_holds_is_a_word_where_written_small():
    # ("piercings" was dropped as a word because "Piercing" is part of a product's name on the same line)
    evidence = ("Aftercare we sell:\n- New tattoos: Inkwell Tattoo butter, twice a day\n"
                "- New piercings: Saline Piercing mist, three times a day")
    features = binding_evidence._features("New piercings: Saline Piercing mist, three times a day",
                                          frozenset({"Saline", "Piercing"}))
    assert "w:pierc" in features
    assert bound_conflicts("For a new piercing, the shop sells Inkwell Tattoo butter.", evidence)
    assert bound_conflicts("For a new piercing, the shop sells Saline Piercing mist.", evidence) == []


def test_the_plain_word_a_named_product_ends_on_is_the_products():
    # (the claimed product's own noun, "butter", pointed to that product's line: a swap was a tie)
    evidence = ("Recommended for leather:\n- Smooth leather: Dubbin Gold cream, once a month\n"
                "- Suede: Nubuck Care spray, every two weeks")
    assert bound_conflicts("For suede shoes, use Dubbin Gold cream.", evidence)
    assert bound_conflicts("For suede shoes, use Nubuck Care spray.", evidence) == []


def test_a_value_opening_a_piece_after_a_clause_of_its_own_is_that_clauses():
    # ("€95 for a full day" took the sentence's first clause as its lead, not the one about deposits)
    evidence = ("Marta guests at Studio Nord in Oslo from 3 to 7 March, and deposits for her Oslo sessions are €40 "
                "for small designs or €95 for a full day.")
    assert bound_conflicts("For a full day in Oslo, Marta takes a €95 deposit.", evidence) == []
    assert bound_conflicts("For a full day in Oslo, Marta takes a €40 deposit.", evidence)
    assert binding_pieces._pieces(evidence)[-1][1].startswith("and deposits for her Oslo sessions are")


def test_each_side_of_a_size_is_a_measure_and_a_note_of_all_points_nowhere():
    assert _values("Prints must be 10 x 15 cm.")["measure"] == {"m:0.1", "m:0.15"}
    assert not _values("Prints must be 10 x 15 cm.")["number"]
    evidence = ("Prints needed per form:\n- Residence permit: 4 prints\n- Work visa: 2 prints\n"
                "All prints must be 10 x 15 cm and in colour.")
    assert bound_conflicts("For a work visa you need 2 prints of 10 x 15 cm.", evidence) == []
    assert bound_conflicts("For a work visa you need 4 prints of 10 x 15 cm.", evidence)


def test_a_list_lines_name_with_its_edition_number_is_a_name():
    # ("Sogang I" was read as no name, so the line naming it stated none)
    evidence = "Set texts (library desk):\n- Polish A1: Krok Dalej 1\n- Czech A1: Chytra A1\n- Korean A1: Sogang I"
    assert bound_conflicts("The book for Czech A1 is Sogang I.", evidence)
    assert bound_conflicts("The book for Korean A1 is Sogang I.", evidence) == []
    assert "Sogang" in binding_evidence._evidence_names(evidence)


def test_handing_back_is_returning():
    evidence = ("Laptops can be borrowed from the IT desk from Monday morning. Every borrowed laptop must be returned by "
                "5pm on Thursday.")
    assert bound_conflicts("Borrowed laptops have to be handed back by 5pm on Thursday.", evidence) == []
    assert binding_conflicts._HANDED_BACK.sub(binding_conflicts._returned, "please bring it back") == "please return it"


def test_the_event_a_closing_phrase_sets_a_time_after_names_no_subject():
    evidence = "Day one:\n- 08:45 Registration (Foyer)\n- 09:30 Keynote talk (Hall A)\n- 10:15 Workshops begin"
    assert bound_conflicts("Workshops start at 10:15, after the keynote talk.", evidence) == []
    assert bound_conflicts("Workshops start at 09:30, after the keynote talk.", evidence)


def test_a_later_subject_named_by_another_modifier_keeps_the_words_it_leaves_out():
    evidence = ("Standard parcel deliveries arrive within 4 working days, while priority deliveries arrive within 1 "
                "working day for a fee of £6.")
    assert bound_conflicts("If you pay for priority, your parcel delivery arrives within 1 working day.", evidence) == []
    assert bound_conflicts("If you pay for priority, your parcel delivery arrives within 4 working days.", evidence)
    assert binding_evidence._elided_modifiers("Standard parcel deliveries arrive", "while priority deliveries arrive") \
        == "parcel"
    assert binding_evidence._elided_modifiers("Standard parcels arrive in 4 days", "while priority ones arrive") == ""


def test_last_year_picks_no_last_item():
    evidence = "In 2023, 84% of claims were paid within 10 days, up from 70% in 2022."
    assert bound_conflicts("Last year's report shows 84% of claims in 2023 were paid within 10 days.", evidence) == []
    assert binding_subjects._ORDINAL_PICK.findall("the last instalment, not last month's") == ["last"]


def test_not_earlier_is_a_bound_no_other_thing():
    evidence = ("Your ID must be valid for at least 12 months after you arrive, and bookings may be made no earlier than "
                "9 months before travel.")
    assert bound_conflicts("You can book up to 9 months before you travel, but not earlier.", evidence) == []
    assert bound_conflicts("You can book up to 12 months before you travel, but not earlier.", evidence)


def test_a_bare_number_one_must_be_at_least_is_an_age():
    evidence = ("Night classes are open to adults aged 18 and over. Teens aged 15 to 17 may join the Sunday pottery group "
                "with a parent's consent.")
    assert bound_conflicts("You need to be at least 18 to join a night class.", evidence) == []
    assert bound_conflicts("You need to be at least 15 to join a night class.", evidence)


def test_a_count_only_the_title_gives_is_the_whole_passages():
    # ("eight rounds" was compared with the leader's row, a position and points)
    evidence = ("Darts league standings after Round 8:\n\n| Position | Team | Points |\n|---|---|---|\n"
                "| 1 | Bullseye Belles | 140 |\n| 2 | Treble Trouble | 131 |")
    assert bound_conflicts("The darts league is currently being led by Bullseye Belles after eight rounds.", evidence) == []
    assert binding_conflicts._AFTER_NUMBERED.sub(binding_conflicts._stages_counted, "after Round 8") == "after 8 rounds"


def test_a_plurals_apostrophe_joins_one_name():
    # ("The Improvers' Workshop" was two runs, so later sentences went on about "Improvers" alone)
    evidence = ("The Improvers' Workshop costs £120, which includes two years' club membership. A deposit of £45 secures "
                "your place, with the rest due a week before the first class.")
    assert bound_conflicts("You can reserve a place on the Improvers' Workshop by paying a £45 deposit.", evidence) == []
    assert bound_conflicts("You can reserve a place on the Improvers' Workshop by paying a £120 deposit.", evidence)
    assert binding_evidence._joined_runs("The Improvers' Workshop costs £120", frozenset({"Improvers", "Workshop"})) \
        == [{"Improvers", "Workshop"}]


def test_ages_written_as_bare_numbers_or_years_of_age_are_ages():
    evidence = ("Senior health checks are advised from age 7 for rabbits and from age 5 for guinea pigs. Owners must be at "
                "least 16 to book, and to collect an animal you need to be 18 or over.")
    assert bound_conflicts("For guinea pigs, senior checks are advised from 5 years of age.", evidence) == []
    assert bound_conflicts("For guinea pigs, senior checks are advised from 7 years of age.", evidence)
    assert bound_conflicts("To collect an animal you must be 18 or older.", evidence) == []
    assert bound_conflicts("To collect an animal you must be 16 or older.", evidence)
    assert binding_conflicts._AT_LEAST_AGE.sub(binding_conflicts._aged, "Riders must be at least 1.2 m tall.") \
        == "Riders must be at least 1.2 m tall."


def test_a_plain_word_is_no_labelled_name_of_its_kind():
    # ("the studio" matched "Studio A" as a name read as a word, so the engineer's clause tied with the one naming who
    # does the mastering)
    evidence = ("Our senior engineer, Rosa Lind, records live sessions in Studio A and has worked with choirs and brass "
                "bands. Editing and mastering are done by Omar Haddad in the Edit Room.")
    assert bound_conflicts("Mastering at the studio is handled by Rosa Lind.", evidence)
    assert bound_conflicts("Mastering at the studio is handled by Omar Haddad.", evidence) == []


def test_a_role_said_of_a_name_lists_no_other_name():
    evidence = ("We're delighted to welcome Ana Ruiz as our new Front of House Manager; she'll handle bookings and invoices. "
                "For anything to do with broken taps, Wi-Fi or heating, please contact Sam Reid, our Site Lead.")
    assert bound_conflicts("A broken tap should be reported to Ana Ruiz.", evidence)
    assert bound_conflicts("A broken tap should be reported to Sam Reid.", evidence) == []


def test_opening_its_doors_again_is_reopening_and_discounts_apply_to_all():
    evidence = ("Festive closure notice: Harbour Hub will close at 2pm on 22 December and reopen on 3 January. Any parcel "
                "that arrives while we're closed will be ready for collection from 6 January. Members with a key fob can "
                "still use the building.")
    assert bound_conflicts("The centre opens its doors again on 3 January after the Christmas break.", evidence) == []
    assert bound_conflicts("The centre opens its doors again on 6 January after the Christmas break.", evidence)
    offers = ("Juniors with a valid card get 10% off lane time, and clubs booking 3 or more days receive a 25% discount. "
              "Discounts apply to pool hire only, not coaching time.")
    assert bound_conflicts("A club that books three days or more gets 25% off pool hire.", offers) == []
    assert bound_conflicts("A club that books three days or more gets 10% off pool hire.", offers)


def test_a_period_told_from_now_may_name_its_kind_of_year():
    # ("last tax year" was no period told from now, so this year's count tied with last year's)
    evidence = ("In the last financial year the charity placed 318 volunteers with partner schools. This year it has "
                "already placed 204, and the autumn intake is still to come.")
    assert bound_conflicts("So far this year the charity has placed 318 volunteers.", evidence)
    assert bound_conflicts("So far this year the charity has placed 204 volunteers.", evidence) == []


def test_people_counted_are_whatever_a_clause_counts_them_as():
    # ("9,400 people" were read as other things than "11,200 passengers", so last year's clause alone was asked)
    evidence = ("The manager reported that 9,400 people visited the heritage railway last year. This year the railway "
                "welcomed 11,200 passengers, helped by the new steam gala.")
    assert bound_conflicts("This year 9,400 people came to the railway.", evidence)
    assert bound_conflicts("This year 11,200 people came to the railway.", evidence) == []


def test_an_action_noun_that_is_its_own_verb_stems_as_the_verb():
    # ("commissions" stemmed as "commiss", "commissioned" as "commission": the two never met)
    assert binding_words._root("commissions") == binding_words._root("commissioned")
    assert binding_words._root("questions") == binding_words._root("questioned")
    assert binding_words._root("translations") == binding_words._root("translated")  # (an action noun still)


def test_a_heading_before_a_subject_and_verb_leaves_both_to_the_later_pieces():
    # ("Perks: Members receive 15% ... and 10% ..." kept only "Perks:" for the 10%, which then lost "members")
    evidence = "Loyalty perks: Subscribers receive 20% off workshops and 5% off commissions, plus early access to sales."
    assert bound_conflicts("As a subscriber you get 20% off a commissioned piece.", evidence)
    assert bound_conflicts("As a subscriber you get 5% off a commissioned piece.", evidence) == []


def test_term_time_and_school_holidays_are_occasions():
    evidence = ("In term time the pool opens from 07:00 until 20:00, while in the school holidays we open earlier at 08:00 "
                "and stay open until 21:30.")
    assert bound_conflicts("In the school holidays the pool shuts at 20:00.", evidence)
    assert bound_conflicts("In the school holidays the pool shuts at 21:30.", evidence) == []
    # (a kind of their own: a summer is no other time than the holidays)
    parking = ("Last summer the North car park reached 94% capacity on peak Saturdays and the South car park peaked at "
               "71%, so please book ahead during the school holidays.")
    assert bound_conflicts("Last summer the South car park peaked at 94% capacity.", parking)


def test_wrapping_up_is_ending():
    evidence = "Season dates\n| Season | Starts | Ends |\n|---|---|---|\n| Autumn | 9 September | 13 December |\n" \
               "| Spring | 6 January | 4 April |"
    assert bound_conflicts("The spring season wraps up on 6 January.", evidence)
    assert bound_conflicts("The spring season wraps up on 4 April.", evidence) == []
    assert binding_conflicts._WRAPS_UP.sub(binding_conflicts._ended, "the course wrapped up early") == \
        "the course ended early"


def test_a_line_key_naming_its_case_by_what_it_has_none_of_is_qualified():
    evidence = ("Reservation steps:\n- Provisional booking (no payment): 5 days\n- Confirm and pay balance: within 21 days "
                "of booking\n- Arrival details: 1 week before the trip")
    assert bound_conflicts("A provisional booking can be kept for 21 days with no payment.", evidence)
    assert bound_conflicts("A provisional booking can be kept for 5 days with no payment.", evidence) == []


def test_for_lack_of_a_thing_is_without_it():
    # (the line key "(no snow)" qualifies its case, so the claim's "for lack of snow" must too)
    assert binding_evidence._LACKING.sub("without", "if the centre cancels for lack of snow") == \
        "if the centre cancels without snow"
    # (and a case's "there is no" is one, a statement's or a granted case's is none)
    assert binding_evidence._without_in_case("If you lose it and there is no police report") == \
        "If you lose it and without police report"
    assert binding_evidence._without_in_case("The fee is £5 and there is no fee for juniors") == \
        "The fee is £5 and there is no fee for juniors"
    assert binding_evidence._without_in_case("replaced even if there is no visible damage") == \
        "replaced even if there is no visible damage"
    evidence = ("Refunds:\nCancelled by you, 7+ days ahead: 80% refund\nCancelled by the centre (no snow): 100% refund or "
                "a voucher")
    assert bound_conflicts("If the centre cancels for lack of snow, you get an 80% refund.", evidence)
    assert bound_conflicts("If the centre cancels for lack of snow, you get a 100% refund.", evidence) == []


def test_a_letter_labelling_a_name_is_checked_as_a_name():
    evidence = ("First-aid refresher sessions run in Seminar Room C on the first floor. The fire marshal briefings use "
                "Seminar Room D next to reception.")
    assert bound_conflicts("The first-aid refresher sessions are in Seminar Room D.", evidence)
    assert bound_conflicts("The first-aid refresher sessions are in Seminar Room C.", evidence) == []
    assert binding_words._letter_labels("Parking is in Car Park B.") == {"B"}
    assert binding_words._letter_labels("Please Book A table in advance.") == frozenset()
    # (and the row a letter labels keeps its place: "Row D, seats 14-15" is no listing of its own)
    seats = ("Your seats: Dress Circle, Row D, seats 14-15\nYour friend's seats: Dress Circle, Row F, seats 2-3")
    assert bound_conflicts("You are in Dress Circle Row D, seats 14-15.", seats) == []
    assert bound_conflicts("You are in Dress Circle Row D, seats 2-3.", seats)


def test_a_number_held_through_a_bound_counts_people():
    evidence = ("The Orangery seats up to 120 guests for a sit-down meal. The Garden Room, on the lower floor, takes a "
                "maximum of 45 for drinks receptions.")
    assert bound_conflicts("For a drinks reception the Garden Room holds up to 120 guests.", evidence)
    assert bound_conflicts("For a drinks reception the Garden Room holds up to 45 guests.", evidence) == []


def test_a_later_pieces_phrase_saying_when_replaces_the_first_ones():
    # ("after a full marathon" read no "before running" into the 72 hours, so the 24 hours' clause tied with it)
    evidence = ("We recommend resting at least 24 hours before running after a half marathon, and at least 72 hours after "
                "a full marathon or multiple days of racing.")
    assert bound_conflicts("After several days of racing, you should allow at least 24 hours before you run.", evidence)
    assert bound_conflicts("After several days of racing, you should allow at least 72 hours before you run.",
                           evidence) == []


def test_a_later_piece_opening_on_a_name_is_opened_by_that_name():
    evidence = ("Our inflatable PuppetDome is on tour this spring: it visits Whitby on 12 May and Pickering on 19 May, setting "
                "up in the town library on both dates.")
    assert bound_conflicts("On 19 May the inflatable PuppetDome will be set up in Whitby.", evidence)
    assert bound_conflicts("On 19 May the inflatable PuppetDome will be set up in Pickering.", evidence) == []


def test_a_models_number_and_noun_after_a_checked_name_are_the_names_own():
    # ("the Storm 9 foamie" keyed its own row by "storm 9" and "foamie", so the swapped board passed)
    evidence = ("Which kayak should I hire?\n| Paddler | Suggested kayak |\n|---|---|\n| Beginner | Zephyr 10 tandem |\n"
                "| Improver | Corsair 12 tourer |\n| Experienced | Nomad 14 expedition |")
    assert bound_conflicts("If you're an improver, the shop suggests the Zephyr 10 tandem.", evidence)
    assert bound_conflicts("If you're an improver, the shop suggests the Corsair 12 tourer.", evidence) == []


def test_two_doings_of_one_agent_are_one_piece():
    # ("was supplied and installed by" was cut at its "and", leaving the installer no word of what was installed)
    evidence = ("Project update: the new 4K camera rig in the Blue Studio was supplied and installed by Lumen Optics, while "
                "the lighting upgrade was carried out by Beacon Stage Ltd. Both were completed ahead of the spring season.")
    assert bound_conflicts("Beacon Stage Ltd provided and fitted the Blue Studio's new 4K camera rig.", evidence)
    assert bound_conflicts("Lumen Optics provided and fitted the Blue Studio's new 4K camera rig.", evidence) == []


def test_staying_open_until_a_time_is_closing_then():
    # ("stays open" read as the opening column's, so the right closing time was a conflict)
    evidence = "| Day | Opens | Closes |\n|---|---|---|\n| Weekdays | 8:00 | 19:30 |\n| Sunday | 11:00 | 16:30 |"
    assert bound_conflicts("On Sundays the shop stays open until 16:30.", evidence) == []
    assert bound_conflicts("On Sundays the shop stays open until 19:30.", evidence)
    # (where the evidence says "open until" itself, the claim's words are its words)
    late = "The gallery is open from 10am to 5.30pm daily, and open until 9pm on Thursdays."
    assert bound_conflicts("On Thursdays the gallery stays open until 9pm.", late) == []
    assert bound_conflicts("On Thursdays the gallery stays open until 5.30pm.", late)


def test_a_count_and_more_is_a_threshold_that_keys_its_piece():
    assert binding_subjects._thresholds("those with three or more receive 20%") == {("above", "3")}
    assert binding_subjects._thresholds("The supplement is £350 + VAT") == frozenset()  # (a sum, no open count)
    evidence = ("Households with two pets insured get a 5% multi-pet discount, and those with three or more get 12%.")
    assert bound_conflicts("If you insure three or more pets, your household gets a 5% discount.", evidence)
    assert bound_conflicts("If you insure three or more pets, your household gets a 12% discount.", evidence) == []


def test_as_were_says_the_first_pieces_doing_of_its_own_subject():
    evidence = ("According to this year's survey, 78% of our school leavers were in skilled work a year after finishing, as "
                "were 85% of our mature learners.")
    assert bound_conflicts("A year after finishing, 78% of mature learners were in skilled work.", evidence)
    assert bound_conflicts("A year after finishing, 85% of mature learners were in skilled work.", evidence) == []


def test_a_word_giving_an_example_modifies_nothing():
    # ("cheeses like Brie" paired "like" with "Brie", so "Cut Brie" read as another kind of Brie)
    assert ("lik", "bri") not in binding_evidence._modifier_pairs("soft cheeses like Brie are best eaten fresh")
    evidence = ("Once opened, dried pastas such as Rigatoni Classico keep for up to 12 months in the cupboard, but fresh "
                "pastas like Tagliatelle Fresca are best eaten within 3 days.")
    assert bound_conflicts("Opened Tagliatelle Fresca is best eaten within 12 months.", evidence)
    assert bound_conflicts("Opened Tagliatelle Fresca is best eaten within 3 days.", evidence) == []


def test_a_clause_set_against_the_first_under_a_key_keeps_only_the_key():
    # (the key's first clause was inherited by the "while" clause, so waste collection read as window cleaning too)
    evidence = ("Building services contracts: window cleaning is provided by Clearview Cleaning Services, while waste "
                "collection is contracted to BinCo.")
    later = binding_evidence._clauses(evidence)[-1]
    assert later.text.startswith("while waste collection")
    assert "w:window" not in later.features and "w:build" in later.features
    assert bound_conflicts("Window cleaning is handled by BinCo.", evidence)


def test_the_number_closing_a_longer_name_is_its_label():
    # (the "4" of "Hollybank Court 4" read as a count the claim states, so the names were never compared)
    evidence = "| Team | Home court |\n|---|---|\n| Juniors | Hollybank Court 4 |\n| Seniors | Westgate Arena |"
    assert bound_conflicts("The Seniors play their home matches at Hollybank Court 4.", evidence)
    assert bound_conflicts("The Seniors play their home matches at Westgate Arena.", evidence) == []


def test_a_number_a_group_is_of_counts_its_members():
    evidence = "The senior choir is limited to 40 singers. For the youth choir, which rehearses on Fridays, we keep a roster of 25."
    assert bound_conflicts("The youth choir roster has 40 singers.", evidence)
    assert bound_conflicts("The youth choir roster has 25 singers.", evidence) == []


def test_an_owner_weighs_less_than_the_registrars_role():
    # ("registrar" was no office, so "the club's" weighed as much as the role and both people tied)
    evidence = ("Membership renewals should be sent to our registrar, Olga Petrenko, while complaints about pitches go to "
                "club secretary Marcus Webb.")
    assert bound_conflicts("Marcus Webb is the club's registrar.", evidence)
    assert bound_conflicts("Olga Petrenko is the club's registrar.", evidence) == []


def test_that_figure_after_a_period_stands_for_the_last_measure():
    evidence = ("Performance update: last year 61% of orders were shipped on the same day they were placed. This year that "
                "figure has risen to 77%, thanks to a new warehouse.")
    assert bound_conflicts("So far this year, 61% of orders have been shipped on the day they were placed.", evidence)
    assert bound_conflicts("So far this year, 77% of orders have been shipped on the day they were placed.", evidence) == []


def test_a_heading_every_aged_line_shares_is_no_key_of_the_ages():
    # (the heading's "Sunday" read as the claim's own value, so the claimed ages only keyed the clause)
    evidence = "Sunday swim squads:\n- Minnows: ages 5–7\n- Otters: ages 8–10\n- Sharks: ages 11–14"
    assert bound_conflicts("Otters is the Sunday squad for swimmers aged 11–14.", evidence)
    assert bound_conflicts("Otters is the Sunday squad for swimmers aged 8–10.", evidence) == []


def test_a_name_said_only_on_another_occasion_is_no_name_of_the_claims():
    evidence = ("This month's Book of the Month is Salt Roads, a debut novel from Cornwall. Next month we'll be featuring "
                "Glass Harbour, a thriller set in Norway.")
    assert bound_conflicts("Glass Harbour is the featured book this month.", evidence)
    assert bound_conflicts("Salt Roads is the featured book this month.", evidence) == []


def test_a_modals_verb_modifies_nothing_and_its_object_is_a_noun():
    assert binding_evidence._modifier_pairs("Adults can book private coaching once a week.", nouns_only=True) \
        == {("privat", "coach")}
    evidence = ("Private tuition is offered to pupils from age 9. Our Little Sparks club welcomes children as young as 5 "
                "with games and songs.")
    assert bound_conflicts("Children can start private tuition when they are 5 years old.", evidence)
    assert bound_conflicts("Children can start private tuition when they are 9 years old.", evidence) == []


def test_an_age_group_named_by_its_bound_keys_its_value():
    assert binding_values._age_ranges("and over-65s receive 30% off") == ((65.0, math.inf),)
    assert binding_values._age_ranges("If you're under 16, you need a guardian") == ((0.0, 15.0),)
    evidence = "Apprentices get 15% off all courses, and over-65s receive 40% off."
    assert bound_conflicts("Learners aged over 65 get a 15% discount on courses.", evidence)
    assert bound_conflicts("Learners aged over 65 get a 40% discount on courses.", evidence) == []
    listed = "Season ticket discounts:\n- Apprentices: 10%\n- Over-65s: 25%\n- Carers: 50%"
    assert bound_conflicts("If you're over 65, your season ticket is 10% cheaper.", listed)
    assert bound_conflicts("If you're over 65, your season ticket is 25% cheaper.", listed) == []


def test_one_not_a_member_of_a_plain_club_is_a_non_member():
    evidence = "Gym members pay £4 per class. Non-members joining a single class pay £9."
    assert bound_conflicts("If you aren't a gym member, a single class costs £4.", evidence)
    assert bound_conflicts("If you aren't a gym member, a single class costs £9.", evidence) == []


def test_the_remaining_sum_is_the_balance():
    evidence = "Boat charters require a £300 deposit when booking, with the balance of £900 payable on the day."
    assert bound_conflicts("The remaining £300 is paid on the day of the charter.", evidence)
    assert bound_conflicts("The remaining £900 is paid on the day of the charter.", evidence) == []


def test_a_machine_is_named_by_its_doing():
    evidence = "Each wash cycle lasts 35 minutes, and a drying cycle lasts 50 minutes."
    assert bound_conflicts("A cycle in the dryer lasts 35 minutes.", evidence)
    assert bound_conflicts("A cycle in the dryer lasts 50 minutes.", evidence) == []


def test_days_written_as_part_of_a_name_are_the_names():
    # ("weekday" in the claim was the days Monday to Friday, "Weekday Early Bird" in the list a name)
    evidence = ("Weekly offers:\n- Weekday Early Bird (7–9 AM): 20% off lane hire\n- Saturday Family Deal: 35% off for a "
                "family of 4\n- Thursday League Night: 15% off with a league card")
    assert bound_conflicts("During weekday Early Bird, lane hire is discounted by 20%.", evidence) == []
    assert bound_conflicts("During weekday Early Bird, lane hire is discounted by 35%.", evidence) \
        == ["35% for Early Bird lane hire; the context gives 20%"]


def test_resuming_after_a_break_is_reopening():
    evidence = ("Summer closure: our last lessons before the break are on 25 July. We reopen for lessons on 1 September, "
                "and the practice rooms will be bookable again from 18 August.")
    assert bound_conflicts("Lessons resume after the summer break on 1 September.", evidence) == []
    assert bound_conflicts("Lessons resume after the summer break on 25 July.", evidence)


def test_a_side_of_an_event_is_not_the_other_side():
    assert ("after", "before", "^break|christma") in binding_subjects._opposites(
        "Bookings resume after the Christmas break on 5 January.")
    evidence = "Final orders before the holiday must reach us by 18 December; orders after the holiday ship from 4 January."
    assert bound_conflicts("Orders placed after the holiday ship from 18 December.", evidence)
    assert bound_conflicts("Orders placed after the holiday ship from 4 January.", evidence) == []


def test_a_floor_is_a_place_named_as_a_name_names_one():
    evidence = ("Where to find us: the reception desk is on the ground floor. The treatment rooms and the staff kitchen "
                "are on the second floor.")
    assert bound_conflicts("The treatment rooms are on the ground floor.", evidence)
    assert bound_conflicts("The treatment rooms are on the second floor.", evidence) == []
    # (its ordinal labels nothing of the claim's: "the First Floor landing")
    table = "| Facility | Where |\n|---|---|\n| Cloakroom | Lower level, by the stairs |\n| Bar | First floor landing |"
    assert bound_conflicts("The cloakroom is on the first floor landing.", table)
    assert bound_conflicts("The cloakroom is on the lower level.", table) == []


def test_a_piece_opening_with_its_verb_takes_only_the_first_pieces_own_names():
    # (the closing time took the lead-in's "Copper Kettle" at full weight and outscored the opening clause)
    evidence = ("Opening hours at Copper Kettle: On weekdays we open the doors at 7:30am. On Sundays we open at 10:00am and "
                "close at 4pm. We are closed on Mondays in winter.")
    assert bound_conflicts("On Sundays, Copper Kettle opens its doors at 10:00am.", evidence) == []
    assert bound_conflicts("On Sundays, Copper Kettle opens its doors at 7:30am.", evidence)


def test_what_a_value_changes_from_is_not_what_it_will_be():
    evidence = "Fee update: From 1 September, the hourly court fee will rise from £12 to £15. Racket hire stays the same."
    assert bound_conflicts("Once the new fees apply on 1 September, an hour on court will cost £12.", evidence)
    assert bound_conflicts("Once the new fees apply on 1 September, an hour on court will cost £15.", evidence) == []
    # (a claim of what it was before is told by the old value)
    assert binding_conflicts._old_value_as_new("Before September an hour on court was £12.", evidence) == []


def test_a_word_opening_a_clause_before_a_places_noun_names_it():
    evidence = "Meeting rooms:\n- Maple Room: seats 8\n- Cedar Room: seats 20\n- Birch Room: seats 4"
    assert "Maple" in binding_words._name_words("Maple Room: seats 8")
    assert bound_conflicts("A meeting of 20 people would use the Maple Room.", evidence, frozenset({20.0}))
    assert bound_conflicts("A meeting of 20 people would use the Cedar Room.", evidence, frozenset({20.0})) == []


def test_a_time_said_of_another_doing_in_the_same_clause_is_not_the_claims():
    evidence = "Express prints: photos uploaded before 11am are ready to pick up after 3pm the same day."
    assert binding_conflicts._slotted_times(evidence) == [("11:00", "upload"), ("15:00", "pick")]
    assert bound_conflicts("Photos uploaded in the morning can be picked up after 11am.", evidence)
    assert bound_conflicts("Photos uploaded in the morning can be picked up after 3pm.", evidence) == []


def test_what_a_compound_agent_does_is_keyed_by_its_noun():
    # ("made by" had no "maker", and "breadmaker" was no word of "bread ... made")
    evidence = "Meet the team: our breadmaker is Idris Vaughan and our front-of-house manager is Keeley Shaw."
    assert bound_conflicts("The bread is made by Keeley Shaw.", evidence)
    assert bound_conflicts("The bread is made by Idris Vaughan.", evidence) == []


def test_a_letter_name_a_stop_list_drops_is_no_name_the_question_gives():
    # ("A" has no content words, so it read as a name of the question's and was never checked)
    evidence = "Site plan: engine overhauls are done in Hangar C and paint jobs in Hangar A. Visitors must stay behind the line."
    assert bound_conflicts("Engine overhauls take place in Hangar A.", evidence)
    assert bound_conflicts("Engine overhauls take place in Hangar C.", evidence) == []


def test_a_title_written_before_a_name_is_that_persons():
    evidence = ("Open day: Head Coach Sam Whitlock and Membership Secretary Dana Okoye will be at the clubhouse from 10am. "
                "Refreshments will be served.")
    assert binding_conflicts._titled_people(evidence) == [
        (frozenset({"head", "coach"}), "Sam Whitlock"), (frozenset({"membership", "secretary"}), "Dana Okoye")]
    assert bound_conflicts("The club's Membership Secretary is Sam Whitlock.", evidence) == [
        "Sam Whitlock for Membership Secretary; the context gives Dana Okoye"]
    assert bound_conflicts("The Membership Secretary is Dana Okoye.", evidence) == []
    assert bound_conflicts("Dana Okoye serves as the head coach.", evidence)


def test_welcoming_guests_back_is_reopening():
    evidence = ("Notice: the museum will close for roof repairs from 3 March 2025. We expect to reopen to visitors on 28 April "
                "2025. Members' previews will be announced later.")
    assert bound_conflicts("Visitors will be welcomed back from 28 April 2025, once the roof repairs are done.", evidence) == []
    assert bound_conflicts("Visitors will be welcomed back from 3 March 2025, once the roof repairs are done.", evidence)


def test_being_present_at_a_thing_is_attending_it():
    evidence = "Attended tastings are held every Friday. Our free wine club meets on Tuesday evenings in the cellar."
    assert bound_conflicts("You can be present for a wine tasting on a Tuesday.", evidence)
    assert bound_conflicts("You can be present for a wine tasting on a Friday.", evidence) == []


def test_what_a_thing_is_reduced_from_is_not_what_it_now_is():
    # (the change's verb took what changes as its object before "from", which hid the change)
    evidence = "Choosing our Premium Cover (£40 per year) reduces your excess from £250 to £75."
    assert bound_conflicts("With Premium Cover, your excess is only £250.", evidence)
    assert bound_conflicts("With Premium Cover, your excess is only £75.", evidence) == []
    # (a change still to come leaves the old value what it is now)
    coming = "From 1 June, the monthly fee will go up from £20 to £24."
    assert bound_conflicts("The monthly fee is £20.", coming) == []
    assert bound_conflicts("After 1 June the monthly fee will be £20.", coming)


def test_a_name_only_the_first_clause_says_is_the_passage_topic():
    # (the trip's name keyed the first clause, whose total then stood for the deposit the next clause gives)
    evidence = ("The ski trip to the Val Thorens Week costs €600 in all. A €150 deposit holds your place. "
                "The €450 balance is payable by 1 December.")
    assert bound_conflicts("For the Val Thorens Week trip, the deposit to hold your place is €150.", evidence) == []
    assert bound_conflicts("For the Val Thorens Week trip, the deposit to hold your place is €450.", evidence)
    assert bound_conflicts("The Val Thorens Week trip costs €150 in all.", evidence)
    # (a season the name is written with is the name's, no season of the clause's)
    concert = "Gates open at 5pm for the Winter Gala at Elmfield Park. The choir takes the stage at 6:45pm."
    assert bound_conflicts("The choir will start its Winter Gala set at 6:45pm.", concert) == []
    assert bound_conflicts("The choir will start its Winter Gala set at 5pm.", concert)


def test_a_name_said_apart_from_the_others_keys_its_clause():
    # (the only names of the passage, said by its first clause, were read as its topic, which keys no clause)
    evidence = ("The entry deadline for Sailing, Rowing and Canoeing is 2 May. For most other sports, applications "
                "must be submitted by 20 June.")
    assert bound_conflicts("Rowing applications must be in by 2 May.", evidence) == []
    assert bound_conflicts("Rowing applications must be in by 20 June.", evidence)


def test_a_regular_one_is_the_standard_one():
    # (the first shift of the induction's sentence took the "standard" shift's length)
    evidence = ("All new volunteers complete a 90-minute induction covering safeguarding and toy hygiene before their "
                "first shift. Regular shifts last 3 hours, including setting up and packing away.")
    words, numbers = _question_words("How long is a volunteer shift?")
    claim = "A standard volunteer shift is {}, set-up and pack-down included."
    assert bound_conflicts(claim.format("three hours long"), evidence, numbers, words) == []
    assert bound_conflicts(claim.format("90 minutes long"), evidence, numbers, words)


def test_from_start_to_finish_is_no_word_of_the_subject():
    evidence = ("Our diploma runs for 18 months in all, taught one evening a week. Every applicant first completes a "
                "taster course of 3 days.")
    assert bound_conflicts("The diploma lasts 18 months from start to finish.", evidence) == []
    assert bound_conflicts("The diploma lasts 3 days from start to finish.", evidence)


def test_a_table_header_says_its_rows_are_deadlines():
    # (a date a thing must be paid by, where the evidence never says "paid", was read as an unknown event's)
    evidence = "| Term | Subs due by |\n|---|---|\n| Autumn | 15 September |\n| Spring | 15 January |\n| Summer | 15 April |"
    words, numbers = _question_words("When are spring term subs due?")
    claim = "Subscriptions for the spring term have to be paid by {}."
    assert bound_conflicts(claim.format("15 January"), evidence, numbers, words) == []
    assert bound_conflicts(claim.format("15 September"), evidence, numbers, words)


def test_starting_again_once_a_break_is_over_is_reopening():
    evidence = ("The pool will close for its annual deep clean after the swim on Sunday 3 September and reopen on "
                "Monday 18 September.")
    assert bound_conflicts("Lessons start again on Monday 18 September once the deep clean is over.", evidence) == []
    assert bound_conflicts("The pool will reopen on Sunday 3 September.", evidence)


def test_a_first_name_given_a_task_in_minutes_is_a_name():
    evidence = ("Committee minutes - 9 May\n- Priya to chase the insurance renewal with the broker.\n"
                "- Daniel to book the marquee for the summer fete.")
    assert bound_conflicts("The marquee for the summer fete is being booked by Daniel.", evidence) == []
    assert bound_conflicts("The marquee for the summer fete is being booked by Priya.", evidence)


def test_an_amount_for_each_day_is_a_rate_per_day():
    # ("for each day" was no rate, so the per-item charge stood for the daily fine)
    evidence = "Late returns are fined 20p per day. Lost cases are charged at £5 per case."
    assert bound_conflicts("You are charged 20p for each day a game is late.", evidence) == []
    assert bound_conflicts("You are charged £5 for each day a game is late.", evidence)


def test_a_time_before_a_payment_falls_due_is_a_time_without_it():
    # ("without paying fees" qualified the claim, and no clause said so)
    evidence = ("New members get a trial of 6 weeks before fees become payable. Kit loans for beginners are reviewed "
                "after 2 months.")
    assert bound_conflicts("New members can train for 6 weeks without paying fees.", evidence) == []
    assert bound_conflicts("New members can train for 2 months without paying fees.", evidence)


def test_a_subject_ends_before_a_closing_phrase():
    # (the subject ran on to the closing phrase's verb, so the claim's "start again" told no event)
    evidence = ("The studio will close for refurbishment after the class on Friday 7 March and reopen on Wednesday "
                "19 March.")
    assert bound_conflicts("Classes start again on Wednesday 19 March once the refurbishment is over.", evidence) == []
    assert bound_conflicts("Classes start again on Friday 7 March once the refurbishment is over.", evidence)


def test_a_thing_not_done_is_one_undone():
    # ("ready for pickup" is collecting, and "Unrepaired" is what "couldn't be repaired")
    evidence = ("Drop-off for bulky items is on Monday evening. Anything that couldn't be repaired on the day can be "
                "collected on Thursday after 4pm.")
    assert bound_conflicts("Unrepaired items are ready for pickup on Thursday.", evidence) == []
    assert bound_conflicts("Unrepaired items are ready for pickup on Monday.", evidence)
    # (and doing a thing "without anyone supervising" is doing it "unsupervised")
    gym = "Children under 12 must be with an adult at all times. Members aged 16 or over may use the gym unsupervised."
    assert bound_conflicts("You must be 16 or older to use the gym without anyone supervising.", gym) == []
    assert bound_conflicts("You must be 12 or older to use the gym without anyone supervising.", gym)
    # (not where the claim says the thing done: "Used vouchers" are the others of "Unused vouchers")
    vouchers = "Unused vouchers can be refunded within 30 days. Used vouchers can be exchanged within 7 days."
    assert bound_conflicts("Used vouchers can be exchanged within 7 days.", vouchers) == []
    assert bound_conflicts("Used vouchers can be exchanged within 30 days.", vouchers)


def test_a_number_bounded_from_the_other_side_is_another_one():
    evidence = ("Players aged 10 and under use the small pitch and must be supervised by a coach aged 21 or over. "
                "Each coach may look after up to eight players.")
    assert bound_conflicts("The coach in charge has to be at least 21 years old.", evidence) == []
    assert bound_conflicts("The coach in charge has to be at least 10 years old.", evidence)
    # (an age the claim gives as "the age of" is compared with the ages the subject's clause gives)
    menu = "The junior menu is for diners aged 10 and under. Cocktails are only served to guests aged 18 or over."
    assert bound_conflicts("Diners can order from the junior menu up to and including the age of 10.", menu) == []
    assert bound_conflicts("Diners can order from the junior menu up to and including the age of 18.", menu)


def test_at_the_moment_is_now_and_regularly_is_regular():
    # (the next sentence's "volunteers" outweighed the clause of the regular drivers)
    evidence = ("Right now we have 9 regular drivers and 4 dispatchers who answer the phones. New volunteers are "
                "always welcome.")
    assert bound_conflicts("At the moment, the scheme has 9 drivers who volunteer regularly.", evidence) == []
    assert bound_conflicts("At the moment, the scheme has 4 drivers who volunteer regularly.", evidence)


def test_a_count_of_things_the_claim_names_after_it_is_no_recount():
    # (the claim's "volunteers" were recounted as the other crew's "volunteer" players)
    evidence = ("The orchestra has 40 volunteer players and 6 stage crew, supported by a group of friends and "
                "front-of-house volunteers.")
    assert bound_conflicts("There are 6 volunteers in the stage crew.", evidence) == []
    assert bound_conflicts("There are 40 volunteers in the stage crew.", evidence)


def test_an_ordinal_labels_the_claims_thing():
    # (the "second offence" clause was about the claim's first offence as much as the first clause)
    evidence = ("Club rules: a rider found guilty of dangerous riding is banned for two weeks, and a second offence "
                "in one season brings a six-month ban.")
    assert bound_conflicts("A first offence of dangerous riding results in a two-week ban.", evidence) == []
    assert bound_conflicts("A first offence of dangerous riding results in a six-month ban.", evidence)
    # (but not a place the claim puts a thing in, which may be its value)
    floors = "The café is on the ground floor. The library is on the first floor. The gym is on the second floor."
    assert bound_conflicts("The gym is on the first floor.", floors)


def test_a_claim_of_the_earlier_period_tells_the_value_changed_from():
    evidence = "Open day update: this year 48 families visited the open day, compared with 35 last year."
    assert bound_conflicts("Last year, 35 families came to the open day.", evidence) == []
    assert bound_conflicts("Last year, 48 families came to the open day.", evidence)


def test_initials_are_the_words_the_evidence_spells_them_with():
    evidence = ("Trustee meetings are held in the Board Room, while the annual general meeting takes place in the Main "
                "Hall. Everyone is welcome at the AGM.")
    assert bound_conflicts("The AGM is held in the Main Hall.", evidence) == []
    assert bound_conflicts("The AGM is held in the Board Room.", evidence)


def test_a_breed_is_no_past_tense():
    # ("large-breed" stemmed as "bre", no word of "large breeds")
    evidence = "Each walker takes no more than 5 dogs at once, and we limit large breeds to 2 per walker."
    assert bound_conflicts("Each walker takes at most 2 large-breed dogs.", evidence) == []
    assert bound_conflicts("Each walker takes at most 5 large-breed dogs.", evidence)


def test_a_title_before_a_colon_and_a_lower_case_article_is_a_heading():
    evidence = ("Winter opening (1 November – 28 February): the garden gates open at 10am, while the café starts "
                "serving at 11am. Gates close at 4pm.")
    assert bound_conflicts("During winter opening, the café begins serving at 11am.", evidence) == []
    assert bound_conflicts("During winter opening, the café begins serving at 10am.", evidence)


def test_finishing_second_is_second_place():
    # (the county keyed the champions' row as much as "second" keyed the runners-up's)
    evidence = "| Place | Prize |\n|---|---|\n| County champions | £500 |\n| Runners-up | £250 |\n| Third place | £100 |"
    assert bound_conflicts("The side finishing second in the county takes £250.", evidence) == []
    assert bound_conflicts("The side finishing second in the county takes £500.", evidence)


def test_each_number_of_a_claim_keys_the_clause_of_what_it_counts():
    # (the other number's "cases" keyed the cases' cell, and the other number's value was no rival)
    evidence = ("Vehicles:\n- Estate car – up to 4 passengers, 4 cases\n- People carrier – up to 7 passengers, 7 cases\n"
                "- Coach – up to 30 passengers, 25 cases")
    assert bound_conflicts("The people carrier takes up to 7 passengers and 7 cases.", evidence) == []
    assert [p for p in bound_conflicts("The people carrier takes up to 30 passengers and 7 cases.", evidence)
            if p.startswith("30 for ")]


def test_a_size_written_as_one_word_names_the_thing():
    # (the size's first number was checked as a count, and the count of the claim was never told apart)
    evidence = ("Frames: 20x30 oak frame, 12 mounts – £40 · 30x40 walnut frame, 16 mounts – £75 · mini frames (5x5, "
                "4 mounts) – £15 each.")
    assert bound_conflicts("The 30x40 walnut frame comes with 16 mounts.", evidence) == []
    assert [p for p in bound_conflicts("The 30x40 walnut frame comes with 12 mounts.", evidence) if p.startswith("12 ")]
    # (and a claim of last year is no claim of the year before, where last year's value changed from that one)
    sales = "Online bookings made up 58% of sales last year, up from 41% the year before."
    assert bound_conflicts("Online bookings made up 41% of sales last year.", sales)


def test_a_word_opening_a_sentence_before_an_appositive_is_a_name():
    # ("Heron" opened its sentence, so it was read as a word, and the claim's "Heron" keyed nothing)
    evidence = ("Weekly charters of Swift and Kestrel start on Mondays. Osprey, our biggest launch, changes over on "
                "Sundays instead.")
    assert bound_conflicts("Week-long charters of Osprey begin on a Sunday.", evidence) == []
    assert bound_conflicts("Week-long charters of Osprey begin on a Monday.", evidence)
    # (not a word saying when: "Yesterday, the committee met")
    assert "Yesterday" not in binding_evidence._evidence_names("Yesterday, the committee met, and it voted.")


def test_a_deadline_is_told_by_the_clause_saying_it_not_by_when_the_thing_happens():
    # (the event's clause named the claim's race, so its day was read as the day to enter by)
    evidence = ("The Harbour Fun Run is on Sunday, June 8. Entries close on May 25, so send your form to the club "
                "secretary before then.")
    assert bound_conflicts("You need to enter the Harbour Fun Run by May 25.", evidence) == []
    assert bound_conflicts("You need to enter the Harbour Fun Run by June 8.", evidence)
    # (so is a claim naming its deadline, against a scheme that opens before it closes)
    scheme = "Bookings for the Winter Lecture Series open on 2 September and close on 30 September."
    assert bound_conflicts("The deadline for booking the Winter Lecture Series is 30 September.", scheme) == []
    assert bound_conflicts("The deadline for booking the Winter Lecture Series is 2 September.", scheme)
    # (a clause saying neither when a thing happens nor a deadline stays: the balance is due when it is payable)
    payable = "The balance of the holiday is payable on 1 June. A late fee applies after the deadline of 15 June."
    assert bound_conflicts("You need to pay the balance of the holiday by 1 June.", payable) == []
    # (nor is a clause saying what a thing is due by a happening because it says what starts after it)
    records = ("Please send us your receipts by 30 April so we can start preparing your accounts. Your next VAT payment "
               "of £860 is due on 7 May.")
    assert bound_conflicts("Your receipts need to reach the practice by 30 April.", records) == []


def test_a_word_of_a_name_is_no_event_of_the_claim():
    # (the "Open" of the tournament's name read as the claim's event, so the closing of entries was another event's)
    evidence = ("The Northfield Squash Open will be played on Saturday 9 March. Entries close on 20 February, and no "
                "late entries are taken.")
    assert bound_conflicts("You must get your entry for the Northfield Squash Open in by 20 February.", evidence) == []
    assert bound_conflicts("You must get your entry for the Northfield Squash Open in by 9 March.", evidence)



def test_an_age_group_said_in_words_is_the_group_written_with_a_hyphen():
    # ("under 16" keyed nothing of "Under-16s", so no clause was the claim's)
    evidence = "Tickets for the summer gala are £15 for adults. Under-12s are admitted for £6, and under-3s go free."
    assert bound_conflicts("Children under 12 can get in for £6.", evidence) == []
    assert bound_conflicts("Children under 12 can get in for £15.", evidence)
    # (nor does the age group a checked number bounds key its own clause: "any child under 12" is no "under 12")
    ice = "Children under 6 must be accompanied on the ice by an adult, and those under 10 must have an adult on site."
    assert bound_conflicts("An adult has to be on the ice with any child under 10.", ice)
    # (not a bound of another unit: "under 10 minutes" is no age group)
    assert "code:u10" not in binding_evidence._features("Most calls are answered in under 10 minutes.", frozenset())


def test_an_ordinal_in_figures_labels_the_team_it_names():
    # (the question gave the 2 of "2nd XI", and the 1st XI's clause said more of the claim's other words)
    evidence = "Sam Okoro captains the 1st XI this summer, and the 2nd XI will be led by Dan Price."
    assert bound_conflicts("The 2nd XI captain this summer is Dan Price.", evidence, frozenset({2.0})) == []
    assert bound_conflicts("The 2nd XI captain this summer is Sam Okoro.", evidence, frozenset({2.0}))
    # (not a month's day: "the 3rd of May" labels no May; nor a plain word, whose ordinal is mostly the value)
    assert binding_evidence._ordinal_labels("Entries close on the 3rd of May or 2nd March.") == frozenset()
    stamps = "Stamp card: your 5th coffee is half price, and your 9th coffee is completely free."
    assert bound_conflicts("With the stamp card, your 5th coffee is completely free.", stamps)


def test_a_plural_a_participle_goes_on_about_is_the_subject_of_the_verb_after():
    # (the claim's subject was read as nothing, so the trip's clause, naming the claim's trip, tied the people's)
    evidence = ("Spring tour: the trip to Bruges costs €380 per singer, including coach and hotel. Accompanying partners "
                "pay €260 and are welcome at every concert.")
    assert bound_conflicts("Partners travelling with the choir pay €260 for the Bruges trip.", evidence) == []
    assert bound_conflicts("Partners travelling with the choir pay €380 for the Bruges trip.", evidence)


def test_an_hour_long_is_a_length():
    # ("at an hour long" was no length, so only the other session's clause gave one)
    evidence = "Each adult swim lesson lasts 45 minutes. Toddler lessons are shorter, at an hour long with the warm-up."
    assert bound_conflicts("A toddler swim lesson runs for 45 minutes.", evidence)


def test_a_place_and_where_it_is_are_one_name():
    # (checking the ground, the claim's "Mill Lane" keyed the clause naming it, the very clause it was said in)
    evidence = ("First-team matches are played at the Memorial Ground on Station Road, while the colts train on the "
                "Hillside Academy field on weekday evenings.")
    assert bound_conflicts("On weekday evenings the colts use the Hillside Academy field.", evidence) == []
    assert bound_conflicts("On weekday evenings the colts use the Memorial Ground on Station Road.", evidence)
    # (and so are a hall and the school it is at, the school's name holding a possessive)
    venues = ("Venues: beginners train in the Main Hall at St Cuthbert's College, while the advanced group uses the "
              "studio at the Northgate Leisure Centre.")
    assert bound_conflicts("Advanced sessions are held in the Main Hall at St Cuthbert's College.", venues)
    # (not a person and where they work, two things: the person is checked against the firm's clause)
    contacts = ("For questions about joining, contact Priya Shah in HR. Queries about transfers should go to our "
                "administrator, Tom Reid at Oakfield Pension Services.")
    assert bound_conflicts("You should contact Tom Reid at Oakfield Pension Services.", contacts) == []


def test_a_price_per_entry_is_a_price_per_player():
    # ("per entry" and "per player" read as different units, so no line's price could be the claim's)
    evidence = ("Tournament entry fees (paid to the club secretary):\n- County Open: £18 per entry\n- National Finals: "
                "£35 per entry\n- Late entries: £5 on top of the normal fee")
    assert bound_conflicts("Entering the National Finals costs £35 per player.", evidence) == []
    assert bound_conflicts("Entering the National Finals costs £18 per player.", evidence)


def test_after_a_holiday_is_post_holiday():
    # (the claim's "post-Christmas" qualified its course, and no clause said "post-": every clause was another course)
    evidence = ("Autumn indoor sessions run for 12 weeks from September. After Christmas, the beginners' course moves to "
                "the main pool for 6 weeks.")
    assert bound_conflicts("The post-Christmas beginners' course lasts 12 weeks.", evidence)


def test_a_groups_reduced_rate_is_of_what_the_sentence_before_priced():
    # (the first sentence said more of the claim's words, so its price was read as the members')
    evidence = "Booking the pavilion for a private party costs £120 for a day. Members pay a reduced rate of £75."
    assert bound_conflicts("Members can book the pavilion for a day for £75.", evidence) == []
    assert bound_conflicts("Members can book the pavilion for a day for £120.", evidence)


def test_an_age_one_reaches_is_an_age():
    # ("reach 16" counted nothing, so no age of the evidence was comparable with it)
    evidence = "Junior membership is open to those aged 10 to 16. The veterans' rate applies from age 60."
    assert bound_conflicts("You qualify for the veterans' rate once you reach 60.", evidence) == []
    assert bound_conflicts("You qualify for the veterans' rate once you reach 16.", evidence)


def test_a_name_later_clauses_only_inherit_is_the_first_clauses_topic():
    # (the later clause inherited the first's capitalised "Club", so "Station Road" keyed the first clause's time)
    evidence = ("Club nights begin at 7:00pm in the hut on Station Road. The building is locked at 9:45pm, so please "
                "start tidying up in good time.")
    assert bound_conflicts("The building on Station Road gets locked up at 9:45pm.", evidence) == []
    assert bound_conflicts("The building on Station Road gets locked up at 7:00pm.", evidence)
    # (not where a later clause speaks of an alternative to it: the first clause's name is what the claim is about)
    fees = ("The application fee for a Debt Relief Order is £90, which can be paid in instalments. If you apply for "
            "bankruptcy instead, the adjudicator fee is £680.")
    assert bound_conflicts("A Debt Relief Order costs £90 to apply for.", fees) == []


def test_the_rest_of_a_payment_is_its_balance():
    # ("the rest of the payment" shared no word with the balance's clause, so neither clause's length was the claim's)
    evidence = ("A deposit of £50 secures your party date, and final numbers must be confirmed 7 days beforehand. The "
                "remaining balance is due 3 days before the party.")
    assert bound_conflicts("The rest of the payment needs to be made 3 days ahead of the party.", evidence) == []
    assert bound_conflicts("The rest of the payment needs to be made 7 days ahead of the party.", evidence)


def test_a_closing_relative_clause_keys_no_clause():
    # (the words of ", which you get back ..." keyed the refund's clause, which states no amount, so the deposits'
    # clause seemed too little about the claim to contradict it)
    evidence = ("Before the first match night every team must pay a £30 bib deposit and a £15 ball deposit; both are "
                "refunded at the end of the season once the kit is returned in good condition.")
    tail = ", which you get back at the end of the season if the kit is returned in good condition."
    assert bound_conflicts("The ball deposit is £15" + tail, evidence) == []
    assert bound_conflicts("The ball deposit is £30" + tail, evidence)


def test_a_title_in_brackets_after_a_name_is_held_by_that_name():
    # ("Name (Title)" was read as no title, and "the Fixtures Secretary, Name" closing a claim as no title of a name)
    evidence = ("Your league committee for 2025/26 was confirmed at the AGM: Denise Okafor (Chair), Hannah Pryce "
                "(Fixtures Secretary), Gemma Lindqvist (Treasurer) and Rachel Tomlinson (Umpire Coordinator). Please "
                "send any fixture change requests directly to the Fixtures Secretary.")
    assert bound_conflicts("Fixture change requests go to the Fixtures Secretary, Hannah Pryce.", evidence) == []
    assert bound_conflicts("Fixture change requests go to the Fixtures Secretary, Gemma Lindqvist.", evidence)
    assert bound_conflicts("Requests go to Gemma Lindqvist, the Fixtures Secretary.", evidence)


def test_an_age_one_must_be_by_a_date_is_an_age():
    # ("be at least 18 on 1 September" was no age: only "to", "if", "before", "for" and "and" could follow one)
    evidence = ("Eligibility: The Senior League is open to players aged 16 and over on 1 September of the current "
                "season. Junior sections run for U12s and U14s (players aged 9 and over), and Back to Netball sessions "
                "are open to anyone aged 18+.")
    assert bound_conflicts("To play in the Senior League you must be at least 16 on 1 September of the season.",
                           evidence) == []
    assert bound_conflicts("To play in the Senior League you must be at least 18 on 1 September of the season.",
                           evidence)


def test_a_bracket_before_the_verb_of_its_clause_is_no_break():
    # (the clause was cut at "(ages 4-11)", so what the frame features was in a clause holding no name)
    evidence = ("Our Toddler Zone (for under-4s) sits next to the café, so you can keep an eye on little ones, while "
                "the three-storey Big Kids' Frame (ages 4–11) features the astro slide, the ball cannons and the "
                "wobbly bridge.")
    assert bound_conflicts("The ball cannons are part of the Big Kids' Frame.", evidence) == []
    assert bound_conflicts("The ball cannons are part of the Toddler Zone.", evidence)


def test_free_before_charges_begin_is_without_charge():
    # (the claim's "without being charged" qualified its time, and no clause was read as saying it)
    evidence = ("Drivers get 20 minutes free in the Hourly Lot, while the Short-Term Garage allows 10 minutes free before "
                "charges begin. After that, standard hourly rates apply.")
    assert bound_conflicts("In the Short-Term Garage you can stay for 10 minutes without being charged.", evidence) == []
    assert bound_conflicts("In the Short-Term Garage you can stay for 20 minutes without being charged.", evidence)


def test_printed_on_both_sides_is_double_sided():
    # ("printed on both sides" named neither column, so the row's two prices were both the claim's)
    evidence = ("Business card prices (400gsm silk)\n| Quantity | Single-sided | Double-sided |\n|---|---|---|\n"
                "| 250 | £29 | £39 |\n| 500 | £45 | £59 |")
    assert bound_conflicts("A batch of 500 business cards printed on both sides costs £59.", evidence) == []
    assert bound_conflicts("A batch of 500 business cards printed on both sides costs £45.", evidence)
    assert bound_conflicts("250 cards printed on one side only cost £39.", evidence)


def test_a_clause_offering_the_same_is_about_what_the_one_before_said():
    # (the second clause said none of "league players", so it was no clause of theirs; and "quiz nights aside" read as
    # about quiz nights, which that clause excepts)
    evidence = ("Practice boards: the Red Lion keeps its board free for league players every Monday evening. The Crown & "
                "Anchor has offered the same on Wednesdays, except during quiz nights.")
    claim = "League players can practise on the Crown & Anchor's board on {}, quiz nights aside."
    assert bound_conflicts(claim.format("Wednesdays"), evidence) == []
    assert bound_conflicts(claim.format("Mondays"), evidence)


def test_a_no_show_is_one_who_does_not_show():
    # (the claim's "don't show up" qualified it as not showing, and "No-shows" was read as saying no such case)
    evidence = ("Cancellations with less than 72 hours' notice forfeit the deposit. No-shows lose their deposit and will be "
                "charged a £50 rebooking fee. Late arrivals of over 30 minutes may be charged £25 or have their "
                "appointment cancelled.")
    claim = "If you don't show up, you lose your deposit and are charged a {} rebooking fee."
    assert bound_conflicts(claim.format("£50"), evidence) == []
    assert bound_conflicts(claim.format("£25"), evidence)


def test_a_bike_is_a_bicycle():
    evidence = "Extras (each way):\n- Dog (on lead): £3.00\n- Bicycle: £2.50\n- Kayak or canoe: £6.00"
    assert bound_conflicts("Bringing a bike aboard costs £2.50 per crossing.", evidence) == []
    assert bound_conflicts("Bringing a bike aboard costs £3.00 per crossing.", evidence)


def test_a_head_said_only_in_an_opening_phrase_before_a_pronoun_is_no_narrower_kind():
    # ("the old cattle market" made the moving clause one of a narrower kind of market than the claim's)
    evidence = ("About us\nThe market was founded in May 1998 by a group of six local farmers who wanted to sell direct "
                "to the public. After outgrowing its first home at the old cattle market, it moved to the High Street in "
                "September 2006, where it has traded every Saturday since.")
    assert bound_conflicts("The market relocated to the High Street in September 2006.", evidence) == []
    assert bound_conflicts("The market relocated to the High Street in May 1998.", evidence)


def test_short_days_listed_in_a_cell_keep_their_row_whole():
    # (the commas of "Mon, Wed, Fri" cut the row, so the specialism's cell was in a piece naming no optometrist)
    evidence = ("| Optometrist | Days | Specialism |\n|---|---|---|\n| Priya Shah | Mon, Wed, Fri | Paediatric eye care |\n"
                "| James Whitfield | Tue, Thu, Sat | Dry eye clinic |")
    assert bound_conflicts("The dry eye clinic is run by James Whitfield.", evidence) == []
    assert bound_conflicts("The dry eye clinic is run by Priya Shah.", evidence)


def test_a_length_in_two_units_is_no_case_of_its_first_part():
    # ("under 8 hours 30 minutes" read as the case "8 hours" beside the value, which ruled out the faster rows, and as
    # a threshold of 8 that the Bronze row shares)
    evidence = ("Long route (172 km) time standards\n| Standard | Finishing time |\n|---|---|\n| Gold | under 6 hours |\n"
                "| Silver | under 7 hours 15 minutes |\n| Bronze | under 8 hours 30 minutes |\n"
                "| Finisher | within the 10-hour limit |")
    claim = "To earn a silver standard on the Long route you need to finish in under {}."
    assert bound_conflicts(claim.format("7 hours 15 minutes"), evidence) == []
    assert bound_conflicts(claim.format("8 hours 30 minutes"), evidence)


def test_a_place_finished_in_is_compared_with_another_place():
    # ("placed 19th" counted nothing, so the clause's "finishing 12th" was no value of its kind)
    evidence = ("Local teacher Claire Dunmore was the top British woman, finishing 12th in the women's race in a personal "
                "best of 2:34:50. Her Kingsford Striders clubmate Jess Ormond was 19th, and the pair are now targeting "
                "selection for the Commonwealth Games.")
    claim = "Claire Dunmore placed {} in the women's race, making her the top British woman."
    assert bound_conflicts(claim.format("12th"), evidence) == []
    assert bound_conflicts(claim.format("19th"), evidence)


def test_a_title_set_off_before_a_name_is_held_by_that_name():
    # ("Title, Name," was read as no title held, and an advisor as no title at all)
    evidence = ("Welcome to the puppy walking team! Your Puppy Development Advisor, Karen Ashby, will visit you every six "
                "weeks, and our Volunteer Coordinator, Tom Reddish, handles all holiday boarding requests.")
    claim = "Holiday boarding requests are dealt with by {}, the Volunteer Coordinator."
    assert bound_conflicts(claim.format("Tom Reddish"), evidence) == []
    assert bound_conflicts(claim.format("Karen Ashby"), evidence)


def test_a_field_label_opening_each_record_is_no_name():
    # ("Object:" and "Lender:" were read as names, so the beaker's line gave "Object" as who lent it)
    evidence = ("Loan agreement summary\nObject: Bronze Age torc (LN-2211)\nLender: County Archaeology Trust\nLoan period: "
                "18 months\nObject: Roman glass beaker (LN-2214)\nLender: St Aldhelm's College\nLoan period: 3 years")
    assert bound_conflicts("The Roman glass beaker is on loan from St Aldhelm's College for 3 years.", evidence) == []
    assert bound_conflicts("The Roman glass beaker is on loan from County Archaeology Trust for 3 years.", evidence)


def test_a_weekday_written_with_a_short_month_is_the_dates_own():
    # ("Wed 25 Dec" was no weekday said with its date, so "Wed" set the claim on another occasion than Thursday's line)
    evidence = ("Holiday schedule 2024\n- Thanksgiving (Thu 28 Nov): one community WOD at 8 am\n- Christmas Day (Wed 25 "
                "Dec): closed\n- New Year's Day (Wed 1 Jan): closed, reopening Thu 2 Jan")
    assert bound_conflicts("The Thanksgiving community WOD is on Thu 28 Nov at 8 am.", evidence) == []
    assert bound_conflicts("The Thanksgiving community WOD is on Wed 25 Dec at 8 am.", evidence)


def test_a_line_under_a_heading_naming_the_claims_pair_is_of_that_pair():
    # ("extra tickets" read as another kind of ticket than the claim's guest tickets, though the heading says they are)
    evidence = ("Guest ticket allowance:\n- Gold subscribers: up to 4 extra tickets per concert at the subscriber discount\n"
                "- Silver subscribers: up to 2 extra tickets per concert at the subscriber discount")
    claim = "Silver subscribers can buy up to {} discounted guest tickets per concert."
    assert bound_conflicts(claim.format(2), evidence) == []
    assert bound_conflicts(claim.format(4), evidence)


def test_days_listed_before_their_month_are_each_a_date():
    # ("7 and 14 June" gave only 14 June, so the course's first session seemed to be on another date)
    evidence = ("Intro to kayaking courses\nCourse A – Saturdays 3 and 10 May\nCourse B – Saturdays 7 and 14 June\n"
                "Each course is two mornings, 9:30–12:30.")
    assert bound_conflicts("Course B's first session is on Saturday 7 June.", evidence) == []
    assert bound_conflicts("Course B's first session is on Saturday 3 May.", evidence)


def test_one_not_a_customer_is_a_non_customer():
    evidence = ("VAN HIRE - our 3.5-tonne Luton van is available by the half-day. Storage customers pay £35 per half-day; "
                "non-customers pay £55.")
    claim = "If you're not a storage customer, the van costs {} for each half-day of hire."
    assert bound_conflicts(claim.format("£55"), evidence) == []
    assert bound_conflicts(claim.format("£35"), evidence)


def test_a_capital_letter_after_the_labels_the_noun_after_it():
    # ("the C group" was no label, so every group's piece said as much of the claim as the first)
    evidence = ("Group paces: the A group averages around 30 km/h on the flat, the B group 25 km/h and the C group 20 "
                "km/h. If you're new, try C first.")
    assert bound_conflicts("The C group averages about 20 km/h.", evidence) == []
    assert bound_conflicts("The C group averages about 25 km/h.", evidence)


def test_or_they_will_be_charged_is_otherwise_charged():
    # (the evidence's "otherwise the full court fee is charged" qualified the guests' piece, and the claim's "or they
    # will be charged the full court fee" was read as no such qualifier)
    evidence = ("Cancellations: members must cancel at least 24 hours before the booking and guests at least 48 hours "
                "before, otherwise the full court fee is charged.")
    claim = "Guests have to cancel at least {} hours ahead, or they will be charged the full court fee."
    assert bound_conflicts(claim.format(48), evidence) == []
    assert bound_conflicts(claim.format(24), evidence)


def test_the_final_one_is_the_last():
    # ("final" was no word of the evidence's "the last one", so the first slot's time seemed as much the claim's)
    evidence = ("Court times: the first bookable slot is at 6:45am and the last one starts at 9:15pm. Peak time is "
                "weekdays 5pm to 9pm.")
    claim = "The final court slot of the day begins at {}."
    assert bound_conflicts(claim.format("9:15pm"), evidence) == []
    assert bound_conflicts(claim.format("6:45am"), evidence)


def test_a_number_the_claim_counts_twice_is_checked_for_the_thing_the_clause_does_not_count_with_it():
    # ("three games ... 3 points": the clause counting games with 3 seemed to hold the claim's 3 points)
    evidence = ("Box league scoring: a win earns 3 points; a loss in three games earns 1 point; a loss in two games earns "
                "nothing.")
    claim = "Losing a box league match in three games still earns you {}."
    assert bound_conflicts(claim.format("1 point"), evidence) == []
    assert bound_conflicts(claim.format("3 points"), evidence)
    # (and the question's "three games" does not make the claim's 3 the question's own number)
    asked = frozenset({3.0})
    assert bound_conflicts(claim.format("1 point"), evidence, asked) == []
    assert bound_conflicts(claim.format("3 points"), evidence, asked)


def test_a_thing_after_a_modal_verb_and_an_article_is_its_object():
    # ("can enter the doubles events" read "events" as a verb, so "doubles events" contrasted no "singles events")
    evidence = ("CLUB CHAMPIONSHIPS\nEntries for the singles events close on Friday 21 February, while doubles entries "
                "stay open until Friday 28 February. Finals day is Sunday 16 March.")
    claim = "You can enter the doubles events up until Friday {} February."
    assert bound_conflicts(claim.format(28), evidence) == []
    assert bound_conflicts(claim.format(21), evidence)


def test_an_age_after_age_is_an_age_and_a_comma_after_it_ends_no_number():
    # ("from age 8" was a bare number, and "the age of 8," was not read as an age for the comma after it)
    evidence = ("Juniors from age eight can join the Saturday sessions. Tuesday club night is open to juniors aged fourteen "
                "and over, as long as they are accompanied by a parent who is a member.")
    for claim in ("Juniors can attend Tuesday club night from age {}.",
                  "Juniors can attend Tuesday club night from the age of {}, provided a parent who is a member comes "
                  "with them."):
        assert bound_conflicts(claim.format(14), evidence) == []
        assert bound_conflicts(claim.format(8), evidence)


def test_a_thing_the_claim_says_is_included_keys_no_clause():
    # (", café stop included" keyed the note giving the café stop's 30 minutes, against the ride's own 3½ hours)
    evidence = ("| Ride | Distance | Typical duration |\n|---|---|---|\n| A ride | 110 km | 4 hrs |\n"
                "| B ride | 80 km | 3½ hrs |\n| C ride | 45 km | 2 hrs |\n\nDurations include a café stop of around 30 "
                "minutes.")
    claim = "The B ride normally takes around {}, café stop included."
    assert bound_conflicts(claim.format("three and a half hours"), evidence) == []
    assert bound_conflicts(claim.format("four hours"), evidence)


def test_a_numbered_thing_said_to_be_the_one_described_is_what_the_claim_asserts():
    # ("Court 2" opening the claim keyed the clause naming courts 1 and 2, so the claim seemed about them)
    evidence = ("Courts 1 and 2 are the glass-backed show courts, used for league matches and tournaments; Court 5 is the "
                "racketball-only court.")
    claim = "Court {} is the one reserved for racketball only."
    assert bound_conflicts(claim.format(5), evidence) == []
    assert bound_conflicts(claim.format(2), evidence)
    assert bound_conflicts("Courts 1 and 2 are the glass-backed show courts.", evidence) == []


def test_a_piece_of_only_a_value_and_whom_it_is_for_says_what_the_piece_before_says_between_them():
    # ("50% for adult members" inherited the grant but not "of the cost of the Level 1 coaching course", so the
    # junior members' piece seemed the one about the course's cost)
    evidence = ("Good news from the committee meeting: the regional development grant will cover 75% of the cost of the "
                "Level 1 coaching course for junior members and 50% for adult members who train as coaches.")
    claim = "For adults training as coaches, the grant pays {} of the Level 1 coaching course cost."
    assert bound_conflicts(claim.format("50%"), evidence) == []
    assert bound_conflicts(claim.format("75%"), evidence)
    assert bound_conflicts("For junior members, the grant pays 75% of the Level 1 coaching course cost.", evidence) == []


def test_a_line_keyed_before_a_dash_is_keyed_by_its_words():
    # (a verb no line says, "played", left the event unknown: only keys before a colon told it)
    evidence = ("**Club Night League 2025**\n- Round 1 – Thursday 5 June\n- Round 2 – Thursday 3 July\n"
                "- Final – Thursday 7 August\nAll rounds start at 6.30pm on the Volcano Course.")
    claim = "The league final will be played on Thursday {}."
    assert bound_conflicts(claim.format("7 August"), evidence) == []
    assert bound_conflicts(claim.format("3 July"), evidence)


def test_an_hour_and_a_quarter_is_75_minutes():
    evidence = ("A round on the Jungle Course takes about 45 minutes, whereas the Volcano Course, with its steeper slopes "
                "and water hazards, typically takes an hour and 15 minutes.")
    assert bound_conflicts("You should expect the Volcano Course to take roughly an hour and a quarter.", evidence) == []
    assert bound_conflicts("The Jungle Course takes three quarters of an hour.", evidence) == []
    assert bound_conflicts("The Jungle Course takes an hour and a quarter.", evidence)


def test_a_name_in_quotes_between_commas_is_said_of_the_subject_before_it():
    # (", 'The Lava Chute', is the trickiest" cut the name from its verb, so the trickiest hole was the first's)
    evidence = ("Course guide: hole 9, 'Skull Rock', is the hardest on the Jungle Course with its double loop, while hole "
                "17, 'The Lava Chute', is the trickiest on the Volcano Course.")
    claim = "The trickiest hole on the Volcano Course is {}."
    assert bound_conflicts(claim.format("The Lava Chute"), evidence) == []
    assert bound_conflicts(claim.format("Skull Rock"), evidence)


def test_things_said_to_be_included_key_no_clause_unless_said_beside_the_claims_figure():
    # (the included things keyed the sentence saying that both prices include them, which states no price)
    evidence = ("Club Championship entry: $30 for the sprint distance and $45 for the Olympic distance. Both include a "
                "timing chip and the post-race barbecue.")
    claim = "Entering the Olympic-distance championship race costs {}, with a timing chip and the post-race barbecue included."
    assert bound_conflicts(claim.format("$45"), evidence) == []
    assert bound_conflicts(claim.format("$30"), evidence)
    # (where the evidence says the included thing beside the claim's figure, it still keys that clause)
    evidence = ("While the choir's hire of the Town Hall costs €450 per evening, the church charges only €180 for the same "
                "slot, including use of the piano.")
    claim = "Hiring the church costs {} for an evening, piano included."
    assert bound_conflicts(claim.format("€180"), evidence) == []
    assert bound_conflicts(claim.format("€450"), evidence)


def test_a_thing_said_with_with_before_its_date_is_the_dates():
    # (", with the junior aquathlon the day before," joined the piece before, so the aquathlon was on the 17th)
    evidence = ("The 2025 Club Championships will be held on Sunday, August 17, at Miller Lake, with the junior aquathlon "
                "the day before, on Saturday, August 16.")
    claim = "The junior aquathlon is on {}."
    assert bound_conflicts(claim.format("Saturday, August 16"), evidence) == []
    assert bound_conflicts(claim.format("Sunday, August 17"), evidence)
    assert bound_conflicts("The Club Championships are on Sunday, August 17.", evidence) == []


def test_a_length_written_before_a_thing_is_that_things():
    # ("a 90-minute ride followed immediately by a 20-minute run" is one clause: both lengths seemed the run's)
    evidence = "Sunday's brick session is a 90-minute ride followed immediately by a 20-minute run off the bike."
    claim = "After the ride, you'll run for {} minutes straight off the bike."
    assert bound_conflicts(claim.format(20), evidence) == []
    assert bound_conflicts(claim.format(90), evidence)
    assert bound_conflicts("The ride lasts 90 minutes.", evidence) == []


def test_a_name_hyphenated_to_a_word_is_the_name_the_evidence_writes_alone():
    # ("Olympic-distance" was no name, so nothing told the Olympic race's piece from the sprint's)
    evidence = ("Course distances: the sprint championship covers a 750 m swim, 20 km bike and 5 km run, while the "
                "Olympic race doubles that to a 1,500 m swim, 40 km bike and 10 km run.")
    claim = "The Olympic-distance bike leg is {} km."
    assert bound_conflicts(claim.format(40), evidence) == []
    assert bound_conflicts(claim.format(20), evidence)


def test_with_a_subject_doing_a_thing_is_a_clause_of_its_own_and_for_each_tells_no_piece_apart():
    # (", with every finisher earning at least 1 point" inherited "first place", and "in each age group" keyed the
    # third place's piece alone, so second place seemed to earn 1 point or 15)
    evidence = ("Championship series scoring: 25 points for first place, 18 for second and 15 for third in each age group, "
                "with every finisher earning at least 1 point.")
    for claim in ("Second place earns {} points.", "Finishing second in your age group earns {} points."):
        assert bound_conflicts(claim.format(18), evidence) == []
        assert bound_conflicts(claim.format(25), evidence)


def test_two_words_after_an_article_closing_the_clause_are_a_noun_phrase():
    # ("takes the ballet classes." read "classes" as a verb, so "ballet classes" contrasted no "street classes")
    evidence = ("About our teachers: ballet is taught by Miss Eleanor Hart, and tap and street classes are led by Mr Dean "
                "Okafor. Both hold full teaching qualifications.")
    claim = "{} takes the ballet classes."
    assert bound_conflicts(claim.format("Miss Eleanor Hart"), evidence) == []
    assert bound_conflicts(claim.format("Mr Dean Okafor"), evidence)


def test_a_contrasted_clause_with_a_subject_and_a_price_of_its_own_inherits_no_key_of_the_line():
    # ("whereas a shared lesson for two riders costs £40" inherited the one-to-one lesson's words from the line's key)
    evidence = ("Private coaching: a 45-minute one-to-one lesson is £30, whereas a shared lesson for two riders costs £40 in "
                "total. Lessons can be booked at the kiosk or online.")
    claim = "A one-to-one lesson with a coach costs {} for 45 minutes."
    assert bound_conflicts(claim.format("£30"), evidence) == []
    assert bound_conflicts(claim.format("£40"), evidence)


def test_an_amount_in_words_is_an_amount():
    # ("twelve pounds" was the number 12, so no clause gave the junior membership a price)
    evidence = ("Membership: annual membership for juniors is twelve pounds and for adults is twenty pounds. Members get "
                "reduced entry to every session.")
    assert bound_conflicts("Junior membership costs £12 a year.", evidence) == []
    assert bound_conflicts("Junior membership costs £20 a year.", evidence)
    assert _values("5 pounds of apples")["amount"] == frozenset()


def test_a_line_keyed_by_a_title_names_who_holds_it():
    evidence = ("Tower officers\nTower Captain: Margaret Ellis\nSteeple Keeper: David Okafor\nSecretary: Helen Brooke\n"
                "Please contact the Steeple Keeper about any problems with ropes or fittings.")
    claim = "Rope problems should be reported to {}, the Steeple Keeper."
    assert bound_conflicts(claim.format("David Okafor"), evidence) == []
    assert bound_conflicts(claim.format("Margaret Ellis"), evidence)


def test_both_of_a_kind_of_thing_keys_the_clause_saying_both():
    # ("both" was a stop word, so nothing told "£48 to play both courses" from "£30 for one course")
    evidence = ("Family tickets cover two adults and two children. A family ticket is £30 for one course, or £48 to play "
                "both courses on the same day.")
    claim = "A family ticket for both courses on the same day costs {}."
    assert bound_conflicts(claim.format("£48"), evidence) == []
    assert bound_conflicts(claim.format("£30"), evidence)


def test_a_team_number_the_question_names_leaves_the_name_asserted():
    # ("Ladies 2s" was a count the claim stated, so the captain's name beside it was only whom it was about; the question
    # gave the 2 and nothing was checked)
    evidence = "Team managers 2025\n- Veterans 1s: Paul Grant\n- Veterans 2s: Amir Khan\n- Juniors: Lisa Moore"
    question = frozenset({2.0})
    words = frozenset({"veteran", "2s", "manag"})
    assert bound_conflicts("Amir Khan manages the Veterans 2s this year.", evidence, question, words) == []
    assert bound_conflicts("Paul Grant manages the Veterans 2s this year.", evidence, question, words)


def test_a_title_in_lower_case_between_commas_names_its_holder():
    # ("the membership secretary, Ruth Cole," was no title's holder, and the claim's person, named for another duty, had
    # no title of their own)
    evidence = ("Kit orders are handled by Sam Peters; renewals should go to the membership secretary, Ruth Cole, at least "
                "10 days before the AGM.")
    claim = "Send your renewal to the membership secretary, {}, at least 10 days before the AGM."
    assert bound_conflicts(claim.format("Ruth Cole"), evidence) == []
    assert bound_conflicts(claim.format("Sam Peters"), evidence)


def test_a_weekday_and_the_day_of_the_month_are_no_model_name():
    # ("Saturday 4" read as a model's name, "Saturday 4 May" a longer one, so the claim's own line was set aside)
    evidence = "Summer league\nWeek 1 - Saturday 4 April\nWeek 2 - Saturday 18 April\nWeek 3 - Saturday 4 May"
    claim = "Week 3 is played on Saturday 4 {}."
    assert bound_conflicts(claim.format("May"), evidence) == []
    assert bound_conflicts(claim.format("April"), evidence)


def test_a_contrasted_clause_counting_further_things_inherits_nothing_and_a_shared_tail_is_both_counts():
    # ("while two more vintage coaches are" was no clause with a subject of its own, and "in service" closed only the second
    # count: the first count was no more in service than the contrasted one)
    evidence = ("Fleet news: at present we run 5 vintage coaches and 3 minibuses in service, while two more vintage coaches "
                "are awaiting repair at the depot.")
    claim = "{} vintage coaches are currently in service."
    assert bound_conflicts(claim.format("Five"), evidence) == []
    assert bound_conflicts(claim.format("Two"), evidence)


def test_the_months_a_sentence_opens_with_are_each_clauses():
    # (the contrasted clause had no months, so the claim's months keyed the first clause's day)
    evidence = "From June to September, trams run on Sundays, while our heritage bus provides the service on Tuesdays."
    claim = "From June to September the heritage bus runs on {}."
    assert bound_conflicts(claim.format("Tuesdays"), evidence) == []
    assert bound_conflicts(claim.format("Sundays"), evidence)


def test_an_age_group_in_words_is_the_code_the_evidence_writes():
    # ("Under-10 games" shared no word with "U10 matches", so the senior clause's length was taken for theirs)
    evidence = "Adult matches last 80 minutes, while U10 matches are 5-a-side and last 40 minutes."
    claim = "Under-10 games last {} minutes."
    assert bound_conflicts(claim.format(40), evidence) == []
    assert bound_conflicts(claim.format(80), evidence)
    assert binding_conflicts._age_groups_as_written("The U14s train on Monday.", "Under-14s train at 6pm") \
        == "The Under-14s train on Monday."


def test_a_thing_named_by_its_day_is_the_one_thing_the_evidence_names_by_that_day():
    # ("Sunday games" matched "Saturday league games" by its noun, and the day it is named by was read as a value)
    evidence = ("Teams are announced on the website by 6pm Thursday for Saturday cup games and by 6pm Friday for Sunday "
                "league fixtures.")
    claim = "Teams for Sunday games are announced by 6pm on {}."
    assert bound_conflicts(claim.format("Friday"), evidence) == []
    assert bound_conflicts(claim.format("Thursday"), evidence)


def test_the_minutes_of_a_time_before_a_month_are_no_day():
    # ("closes 16:45 April" was 45 April, no day, and "April-September" lost its first month)
    assert tx.extract_dates("last entry 16:45 April-September, 15:15 October-March") == []
    evidence = "Castle grounds: open from 10:00 (last entry 16:45 April-September, 15:15 October-March)"
    claim = "In January the last entry to the castle grounds is at {}."
    assert bound_conflicts(claim.format("15:15"), evidence) == []
    assert bound_conflicts(claim.format("16:45"), evidence)


def test_a_count_open_above_before_its_verb_counts_what_the_range_before_it_counts():
    # ("and parties of 12 or more get 20% off" was no range of guests, so 15 guests fell in no clause's range)
    evidence = "Bringing friends? Parties of 6 to 11 guests get 10% off any set menu, and parties of 12 or more get 20% off."
    claim = "With 15 guests you qualify for {} off the set menu."
    assert bound_conflicts(claim.format("20%"), evidence) == []
    assert bound_conflicts(claim.format("10%"), evidence)


def test_a_persons_deed_with_a_figure_asserts_the_deed():
    # (the figure was the quantity checked and the person only whom it was about: the figure was the right row's)
    evidence = ("| Pool | Length | Record | Holder |\n|---|---|---|---|\n| Indoor | 25 m | 24.9 s | Ben Ayo |\n"
                "| Outdoor | 50 m | 27.3 s | Dan Webb |")
    claim = "{} holds the outdoor pool record with a 27.3 s swim."
    assert bound_conflicts(claim.format("Dan Webb"), evidence) == []
    assert bound_conflicts(claim.format("Ben Ayo"), evidence)


def test_leaving_is_departing():
    # ("departs" matched only the later clause's "depart", which inherited the first clause's place through "it")
    evidence = ("Saturday's trip to Leeds: the minibus leaves the school gates at 8.30am, and it will depart Leeds for the "
                "return journey at 5.00pm.")
    claim = "The minibus departs from the school gates at {}."
    assert bound_conflicts(claim.format("8.30am"), evidence) == []
    assert bound_conflicts(claim.format("5.00pm"), evidence)


def test_a_division_and_those_below_it_hold_the_higher_numbered_divisions():
    # ("Division 3 and below" spanned divisions 0 to 3, so Division 4 fell in no clause's span, nor did "division" name
    # a kind of label)
    evidence = ("Referees are paid £40 a match for Division 1 and Division 2 games and £28 a match for Division 3 and below. "
                "Expenses are paid monthly.")
    claim = "A referee for a Division 4 game is paid {}."
    assert bound_conflicts(claim.format("£28"), evidence) == []
    assert bound_conflicts(claim.format("£40"), evidence)


def test_a_request_to_the_reader_tells_no_other_end_of_the_claims_event():
    # (once leaving was departing, "please arrive 20 minutes early" told the arrival, the other end, so the clause giving
    # the second walk's time was set aside)
    evidence = ("Walk times: The morning walk leaves at 09:30 and the evening walk at 18:15, so please arrive 15 minutes "
                "early to be fitted with a head torch.")
    claim = "The evening walk leaves at {}."
    assert bound_conflicts(claim.format("18:15"), evidence) == []
    assert bound_conflicts(claim.format("09:30"), evidence)


def test_a_piece_giving_its_own_value_qualifies_its_thing_though_the_claim_names_it_plainly_elsewhere():
    # (the claim as a whole said "season" plainly too, so its "half season" qualified nothing and the £90 was read as the
    # full season's, the column whose months the claim names, against the student's £200)
    evidence = ("2025 Ski School Prices\n| Membership | Full season (Dec-Mar) | Half season |\n|---|---|---|\n"
                "| Adult | £300 | £180 |\n| Child (under 16) | £160 | £90 |\n| Student (16-25) | £200 | £120 |")
    claim = "A child skier pays £160 for the full December-to-March season, or {} for a half season."
    assert bound_conflicts(claim.format("£90"), evidence) == []
    assert bound_conflicts(claim.format("£180"), evidence)


def test_a_bracket_counting_who_makes_up_the_subject_is_not_cut_at_its_comma():
    # ("The Mixed Regatta (two men" and "two women per boat) is £90 per crew" were two pieces, the price's naming no
    # regatta; and once whole, the dinner's words said only by the piece going on after the price left the price's clause
    # too small a share of the claim's words to contradict it)
    assert binding_pieces._pieces("The Family Pass (two adults, three children) is £48 per visit.") == [
        ("The Family Pass (two adults, three children) is £48 per visit.", "")]
    evidence = ("Upcoming regattas: the Spring Open costs £120 per crew and guarantees three races. The Mixed Regatta (two "
                "men, two women per boat) is £90 per crew, including Saturday dinner tickets for all four rowers.")
    claim = "Each crew entering the Mixed Regatta pays {}, and that includes dinner tickets for all four rowers on Saturday."
    assert bound_conflicts(claim.format("£90"), evidence) == []
    assert bound_conflicts(claim.format("£120"), evidence)


def test_a_compound_number_word_counts_a_length_whole_and_an_hour_goes_with_its_minutes():
    assert _values("usually take an hour and forty-five minutes")["duration"] == {"minutes:105"}
    assert _values("a twenty-five minute wait")["duration"] == {"minutes:25"}
    assert _values("£12 an hour and 30 minutes free")["duration"] == {"minutes:30"}  # (a rate's hour is no length)
    evidence = ("Beginners' rides last forty minutes, while the moorland trek usually takes an hour and fifty-five "
                "minutes.")
    claim = "The moorland trek takes about {}."
    assert bound_conflicts(claim.format("an hour and fifty-five minutes"), evidence) == []
    assert bound_conflicts(claim.format("forty minutes"), evidence)


def test_how_usual_a_doing_is_makes_no_other_kind_of_it():
    # ("normally take" in the evidence was another kind of taking than the claim's "usually take")
    evidence = ("Junior lessons on Saturday mornings cover four skills, which normally takes about 30 minutes, while adult "
                "lessons in the same slot cover six skills and usually take around 50 minutes.")
    claim = "Saturday morning junior lessons cover four skills and usually take around {}."
    assert bound_conflicts(claim.format("30 minutes"), evidence) == []
    assert bound_conflicts(claim.format("50 minutes"), evidence)


def test_a_day_bounding_what_is_not_done_bounds_what_is_done_on_the_other_side():
    # ("no refunds are made after 31 October" was read as refunds after that day, the other side of the claim's)
    evidence = ("Withdrawals before the first session receive a 75% refund. After the first session, members who leave "
                "receive 40% of their fee back, and no refunds are made after 31 October.")
    claim = "If you leave after the first session you get {} of your fee back, as long as it is before 31 October."
    assert bound_conflicts(claim.format("40%"), evidence) == []
    assert bound_conflicts(claim.format("75%"), evidence)


def test_a_label_nouns_number_may_be_a_capitalised_word():
    assert ("Level", "2") in binding_values._labels("Level Two classes")
    evidence = "Level One classes run on Mondays, Level Two on Wednesdays and Level Three on Fridays."
    claim = "Level Two classes are held on {}."
    assert bound_conflicts(claim.format("Wednesdays"), evidence) == []
    assert bound_conflicts(claim.format("Fridays"), evidence)


def test_a_number_naming_a_thing_leaves_the_names_the_claim_asserts():
    # (once "Division Two" was a label, its 2 was the quantity the claim stated and its names were dropped as context)
    # (in figures too: the claim's names were checked only by the division's number)
    for one, two in (("One", "Two"), ("1", "2")):
        evidence = f"Division {one} was won by Castle Rangers, and Division {two} went to Riverside Athletic."
        claim = "{} were last season's Division " + two + " champions."
        assert bound_conflicts(claim.format("Riverside Athletic"), evidence) == []
        assert any("Riverside" in problem for problem in bound_conflicts(claim.format("Castle Rangers"), evidence))


def test_the_words_after_of_in_the_subject_pick_the_line_keyed_by_them():
    # (the head "final" keyed both lines alike, so which final was unknown)
    evidence = "Cup dates:\n- Junior Cup final: 3 May\n- Senior Cup final: 17 May\n- Presentation evening: 6 June"
    claim = "The final of the Senior Cup will be played on {}."
    assert bound_conflicts(claim.format("17 May"), evidence) == []
    assert bound_conflicts(claim.format("3 May"), evidence)


def test_a_name_is_read_as_the_evidence_writes_it_initials_or_spelled_out():
    evidence = "Diary:\n- Committee meeting: 2 March\n- EGM: 9 April\n- AGM: 14 July"
    claim = "The Annual General Meeting takes place on {}."
    assert bound_conflicts(claim.format("14 July"), evidence) == []
    assert bound_conflicts(claim.format("2 March"), evidence)
    spelled = ("The Committee Meeting is on 2 March and the Annual General Meeting on 14 July; the Extraordinary General "
               "Meeting follows on 9 August.")
    assert bound_conflicts("The AGM is on 14 July.", spelled) == []
    assert bound_conflicts("The AGM is on 9 August.", spelled)
    # (the spelled-out words may open a sentence after "The", which is none of them)
    spelled = ("The Annual General Meeting will be held on 27 March at 7:30pm. Nominations must reach the office by 5pm "
               "on 7 March.")
    assert bound_conflicts("The AGM starts at 7:30pm.", spelled) == []
    assert bound_conflicts("The AGM starts at 5pm.", spelled)


def test_a_share_in_words_is_a_share():
    assert _values("Twenty-five per cent of the money")["percent"] == {"25"}
    evidence = "Of all entry fees, 70% goes to the prize fund, 20% pays for trophies and the remaining 10% covers hall hire."
    claim = "{} per cent of the entry fees goes to the prize fund."
    assert bound_conflicts(claim.format("Seventy"), evidence) == []
    assert bound_conflicts(claim.format("Twenty"), evidence)


def test_a_place_and_purpose_closing_the_second_count_are_the_first_counts_too():
    # ("available for loan at the front desk" closed only the second count, whose clause then said more of the claim)
    evidence = ("Equipment (treasurer's report): The club owns four courts' worth of match rackets, 48 in total. In "
                "addition, there are 30 lightweight junior rackets and 12 ball machines available for loan at the front desk.")
    claim = "The club has {} lightweight junior rackets, which can be borrowed at the front desk."
    assert bound_conflicts(claim.format("30"), evidence) == []
    assert bound_conflicts(claim.format("12"), evidence)


def test_a_clock_time_with_a_dot_is_the_same_time_as_with_a_colon():
    assert tx.missing_facts(tx.extract_facts("Registration closes at 2.30pm."),
                            tx.extract_facts("Registration closes at 14:30.")) == []
    assert tx.missing_facts(tx.extract_facts("Doors open at 9.45am."), tx.extract_facts("Doors open at 09:45.")) == []


def test_months_spelled_out_are_stated_by_their_short_forms():
    assert tx.missing_facts(tx.extract_facts("The full October-to-March season costs $145."),
                            tx.extract_facts("| Junior | Full season (Oct-Mar) | $145 |")) == []


def test_a_name_the_evidence_does_something_to_is_no_rival_where_the_claim_does_it_to_another():
    # (a RAGTruth answer: once "Windows 10" was the question's own name, the claim's names were checked, and "select Scan
    # Leftovers" was read as the place "go to the Control Panel" names, though the claim selects another thing)
    question = "how to uninstall zoom windows 11"
    evidence = ("Uninstall Zoom via Programs and Features – the usual method. If you want to remove Zoom on a Windows PC, "
                "the usual method is to remove it in Control Panel. 1  Open the “Programs and Features” option. 2  Select "
                "Zoom from the list. STEP 4: Wait for the uninstall to finish and select Clean Leftovers to find leftover "
                "files, then click Remove Leftovers.")
    claim = ('To uninstall Zoom on Windows 11, you need to go to the Control Panel and select the "Programs and Features" '
             'option.')
    given, words = local._facts(question).all_numbers, local._content(question)
    assert bound_conflicts(claim, evidence, given, words) == []
    # (a name given to the same doing still is: "contact Tom Reed" for "contact Priya Shah")
    evidence = "Bookings are handled by our events team: for weddings contact Priya Shah, and for conferences contact Tom Reed."
    assert bound_conflicts("For conferences, contact Priya Shah.", evidence)
    assert bound_conflicts("For conferences, contact Tom Reed.", evidence) == []


def test_a_heading_closing_on_its_day_is_no_part_of_a_run_on_listing():
    # ("Booking rule agreed at the committee meeting, 4 April:" made the first piece too long for a listing, so the two
    # limits were one clause and neither could contradict the other)
    evidence = ("Court booking rule agreed at the committee meeting, 12 May: when the waiting list is busy, games on club "
                "singles courts are limited to 40 minutes and games on club doubles courts to 60 minutes. Coaching "
                "sessions are not affected.")
    claim = "On busy evenings, games on the club's doubles courts are limited to {}."
    assert bound_conflicts(claim.format("60 minutes"), evidence) == []
    assert bound_conflicts(claim.format("40 minutes"), evidence)


def test_a_plural_label_noun_labels_each_number_word_it_lists():
    assert ("Division", "2") in binding_values._labels("£50 per team in Divisions Two and Three")
    assert ("Division", "3") in binding_values._labels("£50 per team in Divisions Two and Three")
    evidence = ("Entry fees this season are £80 per team in Division One and £55 per team in Divisions Two and Three. "
                "Each player also pays a £10 county fee.")
    claim = "A Division Two team pays {} to enter."
    assert bound_conflicts(claim.format("£55"), evidence) == []
    assert bound_conflicts(claim.format("£80"), evidence)


def test_a_clock_time_opening_a_timetable_line_is_no_label_of_its_name():
    # ("Juniors 5.45-7.00pm" read as a labelled name, "Juniors 5.45", made "the junior session" another kind of it)
    assert binding_values._labels("Improvers 7.15-8.30pm") == []
    assert binding_values._labels("Improvers 7.15pm") == []
    assert ("Version", "3.3") in binding_values._labels("fixed in Version 3.3 last week")
    evidence = "Evening classes (Tuesday and Thursday): Beginners 6.15–7.15pm, Improvers 7.15–8.30pm, Advanced 8.30–9.45pm."
    claim = "On Tuesdays the improvers' class starts at {}."
    assert bound_conflicts(claim.format("7.15pm"), evidence) == []
    assert bound_conflicts(claim.format("6.15pm"), evidence)


def test_a_group_bounded_by_another_groups_age_is_a_conflict():
    evidence = ("Children under 10 must be supervised in the water by an adult aged 18 or over. One adult may supervise "
                "up to three children.")
    claim = "Children under {} must be supervised in the water by an adult who is at least 18."
    assert bound_conflicts(claim.format(10), evidence) == []
    assert bound_conflicts(claim.format(18), evidence)
    # (a narrower span of the group's own ages is theirs)
    assert age_groups._age_group_conflicts("Children aged 6 to 9 must be supervised by an adult.", evidence) == []


def test_a_listing_keying_words_by_a_dash_is_read_as_rows():
    evidence = "Club kit colours: home – claret; away – white; third – navy. Shirts are £35 from the club shop."
    assert bound_conflicts("The away shirts are white.", evidence) == []
    assert bound_conflicts("The away shirts are navy.", evidence)
    # (a claim naming two keys is no one row's)
    assert bound_conflicts("The away kit is navy, like the third kit.", evidence) == []
    # (a key's own number is no quantity of the claim: "4th kyu")
    evidence = "Senior grades and belt colours: 3rd kyu – green; 2nd kyu – blue; 1st kyu – brown."
    assert bound_conflicts("A 2nd kyu wears a brown belt.", evidence)


def test_going_on_until_a_day_is_ending_on_it():
    evidence = ("The public consultation opens on 3 March and closes on 14 April. A public meeting will be held on 20 "
                "March.")
    claim = "The public consultation runs until {}."
    assert bound_conflicts(claim.format("14 April"), evidence) == []
    assert bound_conflicts(claim.format("20 March"), evidence)


def test_one_counted_beside_a_count_of_more_is_a_number():
    assert _values("teams get two points for a win and one point for a draw")["number"] == {"1", "2"}
    assert "1" not in _values("one of our 3 coaches")["number"]
    assert binding_words._root("drawn") == binding_words._root("draw")
    evidence = "Members may bring two guests on weekdays and one guest at weekends; guests pay a £5 green fee."
    claim = "At weekends a member may bring {}."
    assert bound_conflicts(claim.format("one guest"), evidence) == []
    assert bound_conflicts(claim.format("two guests"), evidence)


def test_a_bracket_breaking_down_a_count_is_no_item_of_the_listing():
    assert binding_pieces._breakdown_brackets("five road bikes (three hybrids and two tourers) and six e-bikes") == [(0, 47)]
    # (counts that do not add up to the one before are no breakdown)
    assert binding_pieces._breakdown_brackets("five road bikes (two of them new) and six e-bikes") == []
    evidence = "The hire fleet has five road bikes (three hybrids and two tourers) and six e-bikes for guided tours."
    claim = "The fleet has {} road bikes: three hybrids and two tourers."
    assert bound_conflicts(claim.format("five"), evidence) == []
    assert bound_conflicts(claim.format("six"), evidence)


def test_a_capital_letter_after_a_preposition_labels_the_noun_after_it():
    assert binding_words._letter_labels("Boats over 10m moor on C pontoon.") == {"C"}
    assert binding_words._letter_labels("the hammerhead of A pontoon") == {"A"}
    assert binding_words._letter_labels("She got grades in A level maths.") == frozenset()
    evidence = "Dinghies under 5m are stored on B rack, while larger boats go on the end of F rack."
    assert bound_conflicts("Dinghies under 5m are stored on B rack.", evidence) == []
    assert bound_conflicts("Dinghies under 5m are stored on F rack.", evidence)


def test_a_clause_in_a_case_the_claim_never_names_is_no_plain_value():
    evidence = ("Bookings for the function room should be made at least 14 days in advance. In an emergency (e.g. a "
                "flooded hall), a room can usually be arranged with 48 hours' notice.")
    assert bound_conflicts("Standard room hires need to be booked at least 14 days ahead.", evidence) == []
    assert bound_conflicts("Standard room hires need to be booked at least 48 hours ahead.", evidence)
    # (the case named, the clause is the claim's)
    assert bound_conflicts("In an emergency, a room can be arranged with 48 hours' notice.", evidence) == []


def test_an_open_age_span_from_the_bound_of_the_other_side_is_a_conflict():
    evidence = ("Under-14s must be accompanied by an adult at all times, and members may use the gym unsupervised from "
                "the age of 16.")
    assert bound_conflicts("Members can use the gym unsupervised from age 16.", evidence) == []
    assert bound_conflicts("Members can use the gym unsupervised from age 14.", evidence)
    # (a bound the evidence gives on the claim's side is no other side's)
    assert age_groups._age_bound_of_the_other_side("Under-14s must be accompanied.", evidence) == []


def test_a_bulleted_line_under_a_heading_of_no_content_words_is_no_title():
    # ("Who's who" has no content words, so the first bullet was read as the passage's title and its name went with every
    # line under it)
    evidence = "Who's who\n- Club captain: Helen Forbes\n- Fixtures secretary: Tom Ashby\n- Welfare officer: Nadia Khan"
    assert bound_conflicts("The fixtures secretary is Tom Ashby.", evidence) == []
    assert bound_conflicts("The fixtures secretary is Helen Forbes.", evidence)


def test_what_closes_a_piece_without_its_verb_is_said_of_the_piece_before():
    evidence = "Members pay £6 and guests £9 for a 90-minute court slot with rackets included. Balls are sold at the bar."
    claim = "A member pays {} for a 90-minute court slot with rackets included."
    assert bound_conflicts(claim.format("£6"), evidence) == []
    assert bound_conflicts(claim.format("£9"), evidence)
    evidence = ("Injury policy: any senior rider with a head injury must stay off the bike for at least 14 days, and any "
                "rider under 18 for at least 21 days, before a supervised return to riding.")
    claim = "A senior rider with a head injury must stay off the bike for {} before a supervised return to riding."
    assert bound_conflicts(claim.format("14 days"), evidence) == []
    assert bound_conflicts(claim.format("21 days"), evidence)


def test_the_rest_of_a_share_going_elsewhere_is_a_share_of_the_same_whole():
    evidence = "Raffle proceeds: 60% of ticket sales go into the trophy fund and the remaining 40% towards pitch maintenance."
    claim = "{} of raffle ticket sales go towards maintaining the pitch."
    assert bound_conflicts(claim.format("40%"), evidence) == []
    assert bound_conflicts(claim.format("60%"), evidence)


def test_by_then_holds_the_date_of_the_clause_before():
    evidence = ("The AGM is on 12 March in the village hall. Nominations for the committee close on 20 February, and postal "
                "ballot papers must be returned by then.")
    assert bound_conflicts("Postal ballot papers must be returned by 20 February.", evidence) == []
    assert bound_conflicts("Postal ballot papers must be returned by 12 March.", evidence)


def test_staying_out_of_a_thing_is_no_qualifier_of_it():
    assert "contact" not in binding_evidence._qualifiers("must stay out of contact training for 10 days", "")
    assert "hour" in binding_evidence._qualifiers("calls out of hours cost £40", "") or \
        "hours" in binding_evidence._qualifiers("calls out of hours cost £40", "")


def test_who_holds_no_such_thing_is_everyone_else():
    evidence = ("Booking: season pass holders can reserve a lane up to 14 days ahead, whereas everyone else can reserve up "
                "to 3 days ahead.")
    claim = "If you don't hold a season pass, you can reserve a lane up to {} ahead."
    assert bound_conflicts(claim.format("3 days"), evidence) == []
    assert bound_conflicts(claim.format("14 days"), evidence)


def test_a_span_of_age_groups_holds_each_group_inside_it():
    evidence = ("First-team fixtures are played at Hollow Road, whereas the under-9s to under-12s use the Priory Park "
                "pitches.")
    claim = "The under-10s play on the {} pitches."
    assert bound_conflicts(claim.format("Priory Park"), evidence) == []
    assert bound_conflicts(claim.format("Hollow Road"), evidence)


def test_these_are_what_the_clause_before_names():
    evidence = ("Visitors can tour the workshop on Fridays at 2pm. For first-time makers we recommend a short taster class; "
                "these run on Tuesdays and must be booked in advance.")
    claim = "Taster classes for first-time makers run on {}."
    assert bound_conflicts(claim.format("Tuesdays"), evidence) == []
    assert bound_conflicts(claim.format("Fridays"), evidence)


def test_a_span_of_months_starts_and_ends_where_it_says():
    evidence = "| Crop | Picking season |\n|---|---|\n| Strawberries | June – August |\n| Raspberries | July – October |"
    assert bound_conflicts("Raspberry picking starts in July.", evidence) == []
    assert bound_conflicts("Raspberry picking starts in August.", evidence)
    assert bound_conflicts("Raspberry picking runs until October.", evidence) == []
    assert bound_conflicts("Raspberry picking runs until September.", evidence)


def test_one_of_a_thing_the_evidence_counts_in_figures_is_that_figure():
    assert binding_values._ones_in_figures("one adult and two children", "2 adults + 2 children; 1 adult + 2 children") \
        == "1 adult and two children"
    # (the evidence writing no 1 of its own: "A single cat pen", beside "two cats ... share a pen")
    assert binding_values._ones_in_figures("Boarding one cat", "A single cat pen. If two cats share a pen") == \
        "Boarding one cat"
    assert binding_values._ones_in_figures("one of our coaches", "3 coaches") == "one of our coaches"
    evidence = "Camping pitches\n- 2 adults + 2 children: £28\n- 1 adult + 2 children: £19\n- Extra car: £5"
    assert bound_conflicts("A pitch for one adult and two children is £19.", evidence) == []
    assert bound_conflicts("A pitch for one adult and two children is £28.", evidence)


def test_a_length_of_contact_hours_is_a_length():
    assert _values("the course includes 120 contact hours")["duration"] == {"minutes:7200"}
    evidence = ("The diploma includes 120 contact hours plus 30 hours of reading, whereas the certificate consists of 45 "
                "contact hours and 12 hours of observation.")
    claim = "The certificate has {} of contact time, along with 12 hours of observation."
    assert bound_conflicts(claim.format("45 hours"), evidence) == []
    assert bound_conflicts(claim.format("120 hours"), evidence)


def test_an_opening_naming_a_thing_by_its_time_is_no_piece_of_its_own():
    evidence = ("Late arrivals: for the 9:00am Stretch Class, doors close at 8:55am; for the 6:30pm Power Flow, doors close "
                "at 6:25pm.")
    claim = "For the 6:30pm Power Flow, you must arrive before {}."
    assert bound_conflicts(claim.format("6:25pm"), evidence) == []
    assert bound_conflicts(claim.format("8:55am"), evidence)


def test_a_number_word_is_counted_whole():
    assert binding_values._counted("the small hall fourteen.") == {"14": frozenset({("", "hall")})}
    assert binding_values._counted("capped at twenty-four mats")["24"] == frozenset({("mat", "")})
    evidence = "Room sizes: the main hall seats a maximum of thirty-six chairs and the side room sixteen."
    claim = "The side room seats {} chairs."
    assert bound_conflicts(claim.format("sixteen"), evidence) == []
    assert bound_conflicts(claim.format("thirty-six"), evidence)


def test_a_verb_after_a_modal_is_no_modifier_of_its_object():
    assert ("carry", "length") not in binding_evidence._modifier_pairs("The trailer can carry lengths of timber")
    assert ("exam", "period") in binding_evidence._modifier_pairs("During the May exam period the limit is 1 night")
    evidence = "Deliveries: our small van can carry loads up to 400kg, whereas the lorry takes loads up to 2,000kg."
    claim = "The lorry can carry loads of up to {}."
    assert bound_conflicts(claim.format("2,000kg"), evidence) == []
    assert bound_conflicts(claim.format("400kg"), evidence)


def test_the_event_a_claim_is_set_after_says_nothing_of_its_own_event():
    evidence = ("Holiday closures: the café closes for the winter break from 22 December and reopens on 6 January. The "
                "summer closure runs from 4 August until 18 August.")
    claim = "The café opens its doors again on {} after the winter closure."
    assert bound_conflicts(claim.format("6 January"), evidence) == []
    assert bound_conflicts(claim.format("22 December"), evidence)


def test_a_time_of_day_ends_its_sentence_before_the_next_ones_first_word():
    assert len(tx.split_sentences("Seniors have the gym on Tuesdays from 7 to 8 a.m. Women-only sessions run on "
                                  "Thursdays.")) == 2
    assert len(tx.split_sentences("The office opens at 9 a.m. Monday to Friday.")) == 1
    evidence = ("Quiet hours: the gym floor is reserved for seniors on Tuesdays from 7 to 8 a.m. Women-only sessions run "
                "on Thursdays in the studio.")
    claim = "Women-only sessions are held on {} in the studio."
    assert bound_conflicts(claim.format("Thursdays"), evidence) == []
    assert bound_conflicts(claim.format("Tuesdays"), evidence)


def test_one_is_a_count_where_the_evidence_joins_it_to_its_thing_beside_a_count_of_more():
    evidence = ("Summer camps: Brownies go on a one-night camp at Foxlease, while Guides spend four nights under canvas "
                "at Broneirion.")
    claim = "Guides will camp for {} at Broneirion."
    assert bound_conflicts(claim.format("four nights"), evidence) == []
    assert bound_conflicts(claim.format("one night"), evidence)
    assert bound_conflicts("Brownies camp for one night at Foxlease.", evidence) == []


def test_a_closing_plain_statement_keys_no_clause_of_the_claims_value():
    evidence = ("Pricing update: From 1 April the per-hour court fee will go up from £8 to £9. Junior membership prices "
                "will rise on 1 July; existing juniors keep their current price until renewal.")
    claim = "Junior membership prices go up on {}, with current juniors keeping their price until they renew."
    assert bound_conflicts(claim.format("1 July"), evidence) == []
    assert bound_conflicts(claim.format("1 April"), evidence)


def test_a_year_opening_a_title_is_no_value_of_the_lead_in():
    evidence = "2023 Annual Review – Where our income came from: ticket sales 64%; grants 21%; donations 11%; other 4%."
    claim = "Grants made up {} of income in 2023."
    assert bound_conflicts(claim.format("21%"), evidence) == []
    assert bound_conflicts(claim.format("64%"), evidence)


def test_a_long_condition_opening_a_listing_is_every_pieces():
    evidence = ("4. Late returns\n4.2 If a kayak is not brought back to the boathouse within 2 hours of the end of your "
                "slot, we may charge up to £40 for a single kayak or up to £75 for a tandem kayak.")
    claim = "You may be charged up to {} if a tandem kayak is not brought back within 2 hours."
    assert bound_conflicts(claim.format("£75"), evidence) == []
    assert bound_conflicts(claim.format("£40"), evidence)
    claim = "A single kayak brought back late can cost up to {}."
    assert bound_conflicts(claim.format("£40"), evidence) == []
    assert bound_conflicts(claim.format("£75"), evidence)


def test_a_piece_saying_where_its_own_thing_takes_place_is_a_clause_of_its_own():
    evidence = ("Community events this spring: Free Shred Day will be held in the Northgate branch parking lot on "
                "Saturday, April 12, and our Home Buying workshop takes place in the community room at the Pine Street "
                "branch on April 24.")
    claim = "Shred Day is in the parking lot of the {} branch."
    assert bound_conflicts(claim.format("Northgate"), evidence) == []
    assert bound_conflicts(claim.format("Pine Street"), evidence)


def test_a_gapped_piece_naming_its_thing_again_inherits_no_other_measure_of_it():
    evidence = "Fresh from the farm: half a dozen free-range eggs £2.40, a dozen £4.20. Quail eggs are £3.80 for twelve."
    claim = "A dozen free-range eggs costs {}."
    assert bound_conflicts(claim.format("£4.20"), evidence) == []
    assert bound_conflicts(claim.format("£2.40"), evidence)
    assert bound_conflicts("Half a dozen free-range eggs costs £2.40.", evidence) == []


def test_clear_days_are_a_length():
    evidence = ("Notices go up on the village noticeboard at least five clear days before each hearing. Decisions are "
                "published within 21 days.")
    claim = "Notices are posted at least {} before the hearing."
    assert bound_conflicts(claim.format("five clear days"), evidence) == []
    assert bound_conflicts(claim.format("21 days"), evidence)


def test_a_part_of_an_hour_or_a_day_said_in_words_is_a_length():
    assert tx.extract_durations("lasts half an hour") == [(0.5, 0.5 / 24, False)]
    assert tx.extract_durations("an hour and a half") == [(1.5, 1.5 / 24, False)]
    assert tx.extract_durations("a quarter of an hour")[0][1] == pytest.approx(0.25 / 24)
    evidence = tx.extract_facts("The guided walk round the walled garden takes half an hour.")
    assert tx.missing_facts(tx.extract_facts("The garden walk takes 30 minutes."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("The garden walk takes 45 minutes."), evidence) == ["number 45"]


def test_a_year_is_no_quantity_stated_apart_from_a_sized_compound():
    evidence = ("Our instruments: the old Cooke refractor in the north dome has an 8-inch lens and dates from 1902, while "
                "the newer reflector in the south dome has a 14-inch mirror and was installed in 2021.")
    claim = "The Cooke refractor, which dates from 1902, has a {} lens."
    assert bound_conflicts(claim.format("8-inch"), evidence) == []
    assert bound_conflicts(claim.format("14-inch"), evidence)


def test_days_listed_with_a_weekend_are_one_value_s_days_and_an_amount_after_a_bracket_is_another():
    evidence = ("Hire the studio for a rehearsal: £40 an hour on weekdays (Monday to Thursday) or £55 an hour on Fridays "
                "and weekends.")
    claim = "On a Sunday the studio costs {} an hour."
    assert bound_conflicts(claim.format("£55"), evidence) == []
    assert bound_conflicts(claim.format("£40"), evidence)


def test_a_relative_clause_of_where_sits_inside_its_subject_s_clause():
    evidence = ("Junior sessions: Tiny Kickers is a ninety-minute session for ages 3–5, while the Family Football Morning, "
                "where one parent plays alongside up to three children, lasts two and a half hours.")
    claim = "Tiny Kickers lasts {}."
    assert bound_conflicts(claim.format("an hour and a half"), evidence) == []
    assert bound_conflicts(claim.format("two and a half hours"), evidence)


def test_a_closing_plus_phrase_of_plain_words_leaves_a_listing_its_pieces():
    evidence = ("As a rough guide we suggest about 12 crates for a studio flat and about 40 for a four-bedroom house, "
                "plus a few book boxes if you have a large library at home.")
    claim = "For a four-bedroom house we suggest about {} crates."
    assert bound_conflicts(claim.format("40"), evidence) == []
    assert bound_conflicts(claim.format("12"), evidence)


def test_what_a_claim_draws_from_its_statement_is_no_part_of_its_subject():
    evidence = ("The Harbour Road depot has nine open loading bays and three covered refrigerated bays, so we can usually "
                "fit in a delivery without booking but chilled loads should be booked ahead.")
    claim = "Harbour Road has {} covered refrigerated bays, so it's best to book chilled loads ahead."
    assert bound_conflicts(claim.format("three"), evidence) == []
    assert bound_conflicts(claim.format("nine"), evidence)


def test_a_gapped_piece_has_its_own_subject_and_a_claim_s_opening_period_is_none():
    evidence = ("What our members read last year: crime novels made up 41% of all loans across our branches, while "
                "biographies accounted for 15% and poetry for 4%.")
    for opening in ("", "Last year "):
        claim = opening + ("biographies" if opening else "Biographies") + " made up {} of all loans across the branches."
        assert bound_conflicts(claim.format("15%"), evidence) == [], opening
        assert bound_conflicts(claim.format("41%"), evidence), opening


def test_a_post_held_before_sits_inside_its_holder_s_clause():
    evidence = ("Staff changes: we welcome Amira Haddad as Head of Finance; she joins from the county council. Owen "
                "Pritchard, formerly our Deputy Head of Finance, now leads the Grants team.")
    claim = "The Grants team is now led by {}, who was formerly Deputy Head of Finance."
    assert bound_conflicts(claim.format("Owen Pritchard"), evidence) == []
    assert bound_conflicts(claim.format("Amira Haddad"), evidence)


def test_a_line_keyed_by_a_person_and_their_role_is_that_person_s():
    evidence = ("Who's who\n- Grace Obi, Head Groundsman: looks after the pitches and the nets\n- Leon Marsh, Bar Manager: "
                "your contact for function bookings\n- Nadia Karim, Junior Coordinator: runs the Sunday Colts and the summer "
                "camps")
    claim = "Function bookings are handled by {}, the Bar Manager."
    assert bound_conflicts(claim.format("Leon Marsh"), evidence) == []
    assert bound_conflicts(claim.format("Nadia Karim"), evidence)


def test_a_thing_closed_until_a_day_reopens_that_day():
    evidence = ("Easter opening\nWe close at noon on Good Friday. The farm shop reopens on 7 April, while the kiosk stays "
                "closed until 14 April.")
    claim = "The kiosk reopens on {}."
    assert bound_conflicts(claim.format("14 April"), evidence) == []
    assert bound_conflicts(claim.format("7 April"), evidence)


def test_a_count_of_vans_is_held_by_a_range_of_vehicles():
    evidence = ("Trade accounts: firms running 3 to 9 vehicles get 5% off servicing, while fleets of 10 or more vehicles "
                "get 15% off and a named account manager.")
    claim = "With 14 vans your business would get {} off servicing, plus a named account manager."
    assert bound_conflicts(claim.format("15%"), evidence, frozenset({14.0})) == []
    assert bound_conflicts(claim.format("5%"), evidence, frozenset({14.0}))


def test_a_length_in_miles_is_told_apart_from_one_in_metres():
    evidence = ("Finding us: the club is on Station Road, 3 miles from the town centre. The 22 bus stops on Station Road, "
                "only 250 metres from the clubhouse.")
    claim = "The bus stop on Station Road is only {} from the clubhouse."
    assert bound_conflicts(claim.format("250 metres"), evidence) == []
    assert bound_conflicts(claim.format("3 miles"), evidence)


def test_a_place_told_for_the_case_a_claim_opens_with_is_checked_against_that_case_s_place():
    evidence = ("Where to leave your car: visitors to the Walled Garden park in the North Meadow, while visitors to the "
                "Rose House use the Stable car park beside the shop. Coach parties can park by the gatehouse.")
    claim = "If you're visiting the Rose House, you park in the {}."
    assert bound_conflicts(claim.format("Stable car park"), evidence) == []
    assert bound_conflicts(claim.format("North Meadow"), evidence)


def test_names_listed_for_one_thing_said_of_them_all_are_one_piece():
    evidence = ("Editing: all news and sport copy is checked by our Desk team, Film, Music and Theatre by the Arts team, "
                "and all travel pieces by the Features team.")
    claim = "Music copy goes through checking by the {} team."
    assert bound_conflicts(claim.format("Arts"), evidence) == []
    assert bound_conflicts(claim.format("Features"), evidence)


def test_an_age_group_among_a_span_of_groups_is_stated_by_it():
    evidence = tx.extract_facts("Junior subs: U8–U10 players pay £60 a season, U11 to U14 players £75, and U15 and over £90.")
    assert tx.missing_facts(tx.extract_facts("An Under-12 player pays £75 a season."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("A U16 player pays £90 a season."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("An Under-7 player pays £60 a season."), evidence) == [
        "number 7", "entity 'Under-7'"]


def test_a_dotted_clause_number_opening_a_line_is_no_value():
    assert _values("3.2 For our group houses (sleeping 12 or more), the lead guest must be at least 25.")["number"] == {
        "12", "25"}
    assert _values("2.5 GB of storage is included.")["measure"] == {"B:2500000000"}


def test_a_closing_phrase_stating_another_value_keys_no_clause_of_the_checked_one():
    evidence = ("Opening hours\nSunday car boot: 7am–1pm\nThursday twilight market: 5pm–9pm (last entry 8:30pm)\n"
                "Hot food at the twilight market only.")
    claim = "The Thursday twilight market closes at {}, with last entry at 8:30pm."
    assert bound_conflicts(claim.format("9pm"), evidence) == []
    assert bound_conflicts(claim.format("1pm"), evidence)


def test_a_profession_after_a_name_is_its_role_not_another_piece():
    evidence = ("Our coaches\n- Hannah Price, Head Coach – adult squads and masters sessions\n- Leo Grant, Swimming Teacher "
                "– beginners and stroke correction\n- Maya Osei, Pool Lifeguard Trainer – NPLQ courses")
    claim = "{}, the Swimming Teacher, takes beginners and stroke correction."
    assert bound_conflicts(claim.format("Leo Grant"), evidence) == []
    assert bound_conflicts(claim.format("Hannah Price"), evidence)


def test_an_aside_after_a_dash_leaves_a_sentence_its_two_clauses():
    evidence = ("Workshop stage (free): at 10:30am Ruth Ellison will explain how to date old pottery marks, and at 3pm Sam "
                "Carver runs a hands-on furniture waxing demo — bring a small wooden item to practise on.")
    claim = "The hands-on furniture waxing demo at 3pm is led by {}."
    assert bound_conflicts(claim.format("Sam Carver"), evidence) == []
    assert bound_conflicts(claim.format("Ruth Ellison"), evidence)


def test_a_place_the_claim_opens_with_keys_its_place_and_a_hyphenated_name_is_one_name():
    evidence = ("Cotswolds day trips: the tea stop on the Broadway trip is at Stow-on-the-Wold, whereas on the Bibury trip "
                "we stop for tea in Burford before visiting the abbey.")
    question = tx.content_words("Where is the tea stop on the Bibury trip?")
    claim = "On the Bibury day trip, tea is taken in {}."
    assert bound_conflicts(claim.format("Burford"), evidence, frozenset(), question) == []
    assert bound_conflicts(claim.format("Stow-on-the-Wold"), evidence, frozenset(), question)


def test_a_failure_to_do_a_thing_is_not_doing_it():
    evidence = ("Penalties (extract): failure to return a library book within 21 days of the due date — £5; late "
                "membership renewal (after the 1 March deadline) — £8; failure to attend a booked session without notice "
                "— £12.")
    claim = "Not returning a library book within 21 days of the due date incurs a {} penalty."
    assert bound_conflicts(claim.format("£5"), evidence) == []
    assert bound_conflicts(claim.format("£8"), evidence)


def test_a_line_keyed_by_an_event_and_its_day_states_that_day():
    evidence = ("Application deadlines\nSpring market (Sunday 6 April): applications close Friday 7 March.\nEaster market "
                "(Sunday 20 April): applications close Friday 21 March.\nLate applications go on the waiting list.")
    claim = "Stall applications for the Easter market on Sunday 20 April close on {}."
    assert bound_conflicts(claim.format("Friday 21 March"), evidence) == []
    assert bound_conflicts(claim.format("Friday 7 March"), evidence)


def test_a_duration_clearly_longer_in_another_unit_is_another_value():
    evidence = ("Our guarantee: refurbished laptops come with a 6-month guarantee on parts and labour, while screen repairs "
                "are guaranteed for 30 days. Accidental damage such as drops and spills is not covered.")
    claim = "Screen repairs carry a {} guarantee, though accidental damage like drops and spills isn't covered."
    assert bound_conflicts(claim.format("30-day"), evidence) == []
    assert bound_conflicts(claim.format("6-month"), evidence)
    # (a month may be restated as 30 days: neither equal nor contradicting)
    assert not binding_conflicts._clearly_another_length("months:1", "days:30")
    assert binding_conflicts._clearly_another_length("months:3", "days:30")


def test_what_a_claim_sets_against_its_statement_is_no_part_of_its_subject():
    evidence = ("The Harbour Road depot has nine open loading bays and three covered refrigerated bays, so we can usually "
                "fit in a delivery without booking but chilled loads should be booked ahead.")
    claim = "Harbour Road has {} covered refrigerated bays, though it's best to book chilled loads ahead."
    assert bound_conflicts(claim.format("three"), evidence) == []
    assert bound_conflicts(claim.format("nine"), evidence)


def test_a_minimum_or_maximum_age_bounds_the_ages_a_thing_is_for():
    assert binding_values._age_ranges("Junior Sailing – minimum age 8, parental consent form required") == (
        (8.0, math.inf),)
    assert binding_values._age_ranges("Youth squad (maximum age 17)") == ((0.0, 17.0),)


def test_a_doing_after_before_we_keys_a_piece_of_its_own():
    evidence = ("Day three: you get about two hours to explore Bath in the morning before we drive on to Wells, where we "
                "spend ninety minutes at the cathedral.")
    claim = "The stop at Wells lasts {}."
    assert bound_conflicts(claim.format("ninety minutes"), evidence) == []
    assert bound_conflicts(claim.format("two hours"), evidence)


def test_a_day_opening_a_lead_over_clauses_is_the_scene_of_them_all():
    evidence = ("Sunday fixture times at Oakfield Rec: U8–U10 games kick off at 9am; U11–U12 games at 10:15am. Please "
                "arrive 20 minutes early.")
    claim = "Under-11 games at Oakfield Rec start at {}."
    assert bound_conflicts(claim.format("10:15am"), evidence) == []
    assert bound_conflicts(claim.format("9am"), evidence)


def test_ages_up_to_an_age_are_a_span():
    evidence = "The Little Explorers session is for ages 3 to 5; the Junior Lab, with microscopes, is for 6 to 10."
    claim = "The Junior Lab is for children aged {} up to 10."
    assert bound_conflicts(claim.format("6"), evidence) == []
    assert bound_conflicts(claim.format("3"), evidence)


def test_a_closing_which_clause_of_other_values_keys_no_clause_of_the_checked_one():
    evidence = ("WINTER CLEARANCE – now on! 30% off all coats and boots. Branded scarves 10% off (while stocks last). "
                "Clearance ends Sunday 12 January.")
    claim = "All boots are {} off in the winter clearance, which ends on Sunday 12 January."
    assert bound_conflicts(claim.format("30%"), evidence) == []
    assert bound_conflicts(claim.format("10%"), evidence)


def test_a_reason_opening_the_claim_sets_its_case():
    evidence = ("Training hubs: every hub is offered two free kit deliveries each term, while hubs with more than 300 "
                "players receive three.")
    claim = "Because your hub has more than 300 players, it is offered {} free kit deliveries each term."
    assert bound_conflicts(claim.format("three"), evidence) == []
    assert bound_conflicts(claim.format("two"), evidence)


def test_a_closing_though_phrase_with_another_value_of_the_kind_keys_no_clause():
    evidence = ("Opening hours: Monday to Friday 8am–6pm; Saturday 9am–1pm. Members can use the 24-hour helpline from "
                "6am to 11pm every day.")
    claim = "On Saturdays the shop shuts at {}, though the helpline is open until 11pm."
    assert bound_conflicts(claim.format("1pm"), evidence) == []
    assert bound_conflicts(claim.format("6pm"), evidence)


def test_the_clause_a_case_alone_opens_is_in_that_case():
    evidence = ("4.1 Either party may end a trial membership by giving one week's notice. / 4.2 Once the six-month "
                "minimum term has ended, full memberships require one month's notice from either party.")
    claim = "After the six-month minimum term, either party must give {} notice to end a full membership."
    assert bound_conflicts(claim.format("one month's"), evidence) == []
    assert bound_conflicts(claim.format("one week's"), evidence)


def test_a_birthday_told_by_its_ordinal_states_the_age():
    evidence = tx.extract_facts("Free travel starts from the month after a child's fifth birthday.")
    assert tx.missing_facts(tx.extract_facts("Children travel free once they turn 5."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("Children travel free once they turn 6."), evidence) == ["number 6"]


def test_a_whole_day_a_session_is_named_by_keys_no_length():
    evidence = ("| Camp | Ages | Whole day (9am–4pm) | Half day (9am–12pm) |\n|---|---|---|---|\n"
                "| Explorers | 5–7 years | £38.00 | £22.00 |\n| Adventurers | 8–11 years | £35.00 | £20.00 |")
    claim = "A whole day (9am–4pm) at Adventurers, the camp for children aged 8–11 years, costs {}."
    assert bound_conflicts(claim.format("£35.00"), evidence) == []
    assert bound_conflicts(claim.format("£38.00"), evidence)


def test_a_lead_s_values_of_kinds_a_later_clause_does_not_state_are_its_scene():
    evidence = ("Open evenings this term (6pm–8pm, please book a 20-minute tour with a mentor): Maths – Monday 3 "
                "March; Art – Tuesday 11 March; Music – Thursday 20 March.")
    claim = "Music families can book a 20-minute tour with a mentor on {}."
    assert bound_conflicts(claim.format("Thursday 20 March"), evidence) == []
    assert bound_conflicts(claim.format("Tuesday 11 March"), evidence)


def test_a_modifier_a_lead_says_of_its_clauses_contrasts_none_of_them():
    evidence = ("Practice test marking: we mark and annotate sample papers at £12 per KS2 paper and £18 per KS3 paper, "
                "returned within a week.")
    claim = "Having a KS2 practice paper marked costs {} per paper."
    assert bound_conflicts(claim.format("£12"), evidence) == []
    assert bound_conflicts(claim.format("£18"), evidence)


def test_a_rate_per_a_named_kind_of_thing_is_per_the_thing():
    assert binding_conflicts._amount_rates("fees of £9 per BTEC unit and £14 per A level unit") == {
        "£9": {"unit"}, "£14": {"unit"}}


def test_tuition_is_lessons():
    evidence = ("Online lessons are charged at £35 per hour for KS3 and £45 per hour for GCSE. For tuition at your "
                "home, a travel charge of £8 per visit is added.")
    claim = "Online GCSE tuition costs {} per hour."
    assert bound_conflicts(claim.format("£45"), evidence) == []
    assert bound_conflicts(claim.format("£35"), evidence)


def test_a_date_listed_after_a_done_by_date_is_done_by_it_too():
    evidence = ("Payment terms: subscriptions are due by 1 October (first half), 1 February (second half) and 1 June "
                "(summer). Late payment may mean your place is released.")
    claim = "The second half subscription must be paid by {}."
    assert bound_conflicts(claim.format("1 February"), evidence) == []
    assert bound_conflicts(claim.format("1 June"), evidence)


def test_a_condition_is_no_lead_of_a_piece_naming_another_of_its_kind():
    evidence = ("How long will my assessment take? / A standard hearing assessment takes about 30 minutes. If your GP has "
                "referred you for an extended assessment, allow about 60 minutes, and for a tinnitus (specialist) "
                "assessment about 75 minutes.")
    claim = "Extended assessments last roughly {}."
    assert bound_conflicts(claim.format("60 minutes"), evidence) == []
    assert bound_conflicts(claim.format("75 minutes"), evidence)


def test_times_a_week_count_the_sessions_a_week():
    evidence = ("The Senior squad trains five times a week, including two evening gym sessions, while the Junior squad "
                "has three sessions a week.")
    claim = "Junior players train {} times a week."
    assert bound_conflicts(claim.format("three"), evidence) == []
    assert bound_conflicts(claim.format("five"), evidence)


def test_a_weekday_and_its_day_before_another_of_the_month_are_one_event():
    evidence = ("Meet dates for the season: the Area Championships take place over Saturday 8 and Sunday 9 February, and "
                "our own Club Gala is on Sunday 22 June at the home pool.")
    claim = "The club gala is being held on {}."
    assert bound_conflicts(claim.format("Sunday 22 June"), evidence) == []
    assert bound_conflicts(claim.format("Sunday 9 February"), evidence)


def test_being_unable_to_provide_a_thing_is_being_without_it():
    evidence = ("Deposits. When you book you will be asked to pay a holding deposit of £100. Tenants who are unable to "
                "provide a UK-based guarantor pay a higher deposit of £450 instead.")
    claim = "If you are a tenant without a UK-based guarantor, the deposit you pay is {}."
    assert bound_conflicts(claim.format("£450"), evidence) == []
    assert bound_conflicts(claim.format("£100"), evidence)


def test_an_owner_s_name_opening_a_claim_is_a_name():
    assert {"Kestrel", "Lodge"} <= _values("Kestrel Lodge's manager is Anna Price.")["name"]


def test_a_role_a_heading_says_of_its_lines_is_said_by_them():
    evidence = ("Managers for 2025\n- Kestrel Lodge: Anna Price (Senior Manager), assisted by Deputy Manager Leo Hart\n"
                "- Heron House: Mr Sam Ode\n- Wren Court: Ms Ruth Bell\nManagers can be reached through reception.")
    claim = "Heron House's manager is {}."
    assert bound_conflicts(claim.format("Mr Sam Ode"), evidence) == []
    assert bound_conflicts(claim.format("Ms Ruth Bell"), evidence)


def test_an_insertion_said_of_each_sits_between_a_subject_and_its_verb():
    evidence = ("Rooms: each Oak Wing bedroom is fitted with two wardrobes and a desk, whereas the suites in the Elm Wing, "
                "each shared by four guests, have three wardrobes and one sofa bed.")
    claim = "Every suite in the Elm Wing has {} wardrobes."
    assert bound_conflicts(claim.format("three"), evidence) == []
    assert bound_conflicts(claim.format("two"), evidence)


def test_an_overall_thing_is_no_narrower_kind_of_it():
    evidence = ("Waste disclosure: food waste collected from the Riverside site is 100% composted. Across all of our "
                "sites, our overall waste for the year to April 2024 was 62% recycled, 30% recovered and 8% landfilled.")
    claim = "Taking all sites together, {} of the waste for the year to April 2024 was recycled."
    assert bound_conflicts(claim.format("62%"), evidence) == []
    assert bound_conflicts(claim.format("100%"), evidence)


def test_a_value_only_a_lead_gives_is_no_occasion_of_its_first_clause():
    evidence = ("Ten-week evening classes this spring: Beginners' Pottery starts on 14 January (Tuesday evenings), while "
                "Advanced Throwing begins on 16 January (Thursday evenings). Each class costs £240.")
    claim = "Advanced Throwing begins on {} and runs on Thursday evenings for ten weeks."
    assert bound_conflicts(claim.format("16 January"), evidence) == []
    assert bound_conflicts(claim.format("14 January"), evidence)


def test_an_instruction_to_tell_someone_names_no_one_by_its_verb():
    evidence = tx.extract_facts("If you need a ramp, speak to Site Manager Owen Price before you arrive.")
    assert tx.missing_facts(tx.extract_facts("Tell Site Manager Owen Price that you need a ramp."), evidence) == []


def test_pence_in_words_are_the_amount_in_figures():
    evidence = "Photocopies are twenty pence per sheet in black and white and sixty pence per sheet in colour."
    assert tx.missing_facts(tx.extract_facts("A colour copy costs 60p per sheet."), tx.extract_facts(evidence)) == []
    claim = "A colour copy costs {} per sheet."
    assert bound_conflicts(claim.format("60p"), evidence) == []
    assert bound_conflicts(claim.format("20p"), evidence)


def test_what_happens_after_the_value_keys_no_clause_of_it():
    evidence = ("Opening 2025: the garden is open every day from 1 March until 31 October. From 1 November to 20 December "
                "we open at weekends only for the Winter Lights trail. The garden is closed in January.")
    claim = "The garden opens daily until {}, after which it opens at weekends only."
    assert bound_conflicts(claim.format("31 October"), evidence) == []


def test_a_time_on_the_other_clock_states_its_minutes_too():
    evidence = tx.extract_facts("The pool is open 6.30am - 9pm on weekdays and 8am - 5.30pm at weekends.")
    assert tx.missing_facts(tx.extract_facts("At weekends the pool closes at 17:30."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("On weekdays it shuts at 21:00."), evidence) == []
    # (once each: a count beside the time is still checked)
    assert tx.missing_facts(tx.extract_facts("At 21:00 there are 30 lanes."), tx.extract_facts("Open until 9pm.")) \
        == ["number 30"]


def test_a_length_in_two_units_is_their_sum():
    evidence = tx.extract_facts("A full set of acrylic nails takes 2 hours 15 minutes, and a gel infill 45 minutes.")
    assert tx.missing_facts(tx.extract_facts("Allow 135 minutes for a full set."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("A full set takes 2 hours and 15 minutes."),
                            tx.extract_facts("A full set takes 135 minutes.")) == []


def test_a_units_clock_times_are_words_of_both_clocks():
    words = local._unit_words("The café closes at 4.30pm and reopens at 7pm.")
    assert {"16", "30", "19", "00"} <= words


def test_an_aside_bracket_before_any_value_leaves_the_listing_short():
    evidence = ("whereas our Portside Road depot (next to the retail park on the ring road) opens from 7am to 7pm Monday "
                "to Friday and from 9am to 1pm on Saturdays, except on bank holidays, when it is shut.")
    claim = "On a Saturday the Portside Road depot closes at {}."
    assert bound_conflicts(claim.format("1pm"), evidence) == []
    assert bound_conflicts(claim.format("7pm"), evidence)


def test_sections_under_marked_headings_are_said_of_them():
    evidence = ("## River Cruise\nA gentle trip past the old warehouses. Departs hourly. Lasts 50 minutes.\n\n"
                "## Sunset Sail\nDrinks on deck as the sun goes down. Lasts 90 minutes.\n\n"
                "## Harbour Dash\nA fast RIB ride round the breakwater. Lasts 20 minutes.")
    claim = "The Sunset Sail lasts {}."
    assert bound_conflicts(claim.format("90 minutes"), evidence) == []
    assert bound_conflicts(claim.format("50 minutes"), evidence)
    assert binding_tables._section_headings(evidence)["Lasts 90 minutes."] == "Sunset Sail"
    # (a sentence said alike under two headings is left to its own words)
    assert "Departs hourly." not in binding_tables._section_headings(evidence.replace("Drinks on deck as the sun goes down.",
                                                                                         "Departs hourly."))


def test_a_heading_line_in_capitals_names_as_a_claim_names():
    evidence = ("THE ENGINE ROOM\nRestart the ship's engine before it sinks. Teams of 3-6 players.\n\n"
                "THE LIBRARY\nOur hardest room: find the hidden will among the shelves. For 2-8 players.\n\n"
                "THE CELLAR\nA horror room in a Victorian wine cellar. For 4-6 players.")
    claim = "The Library can take a group of up to {} players."
    assert bound_conflicts(claim.format("eight"), evidence) == []
    assert bound_conflicts(claim.format("six"), evidence)


def test_a_closing_doing_keys_no_clause_of_the_checked_value():
    evidence = ("Every Monday we go to Malvern, every Thursday to Hereford, and on Saturdays to Ludlow. Pick-up is from "
                "Worcester at 9:15am for all three trips.")
    claim = "Our Hereford day out runs weekly on a {}, leaving Worcester at 9:15am."
    assert not any(p.startswith("Thursday") for p in bound_conflicts(claim.format("Thursday"), evidence))
    assert any(p.startswith("Saturday for Hereford") for p in bound_conflicts(claim.format("Saturday"), evidence))


def test_the_whole_of_a_thing_is_no_kind_of_it():
    evidence = ("Norwegian Fjords - 7 nights, full board\nFrom £699 per person sharing an inside cabin. Single cabins "
                "carry a supplement of £150 for the whole cruise, while balcony cabins are an extra £25 per person per "
                "night (subject to availability).")
    claim = ("If you want a single cabin on the Norwegian Fjords cruise, there's a one-off supplement of {} covering the "
             "entire trip.")
    assert bound_conflicts(claim.format("£150"), evidence) == []
    assert bound_conflicts(claim.format("£25"), evidence)


def test_apart_from_is_except():
    evidence = ("Member perks: 10% off in the café; 20% off books in the shop (except during the Christmas Fair); free "
                "entry to all talks.")
    claim = "Members get {} off books in the shop, apart from during the Christmas Fair."
    assert bound_conflicts(claim.format("20%"), evidence) == []
    assert bound_conflicts(claim.format("10%"), evidence)


def test_what_a_fee_is_not_subject_to_it_is_without():
    evidence = ("Our fee is £600 + VAT for a will and trust. Separately, the Land Registry charges a fee of £45 per "
                "title, which is not subject to VAT.")
    claim = "The Land Registry charges {} per title (no VAT)."
    assert bound_conflicts(claim.format("£45"), evidence) == []
    assert bound_conflicts(claim.format("£600"), evidence)


def test_a_length_with_a_plus_is_a_length():
    evidence = "Our tutors\nJunior tutor – 2+ years of teaching.\nSenior tutor – 8+ years and a master's degree."
    claim = "Senior tutors have taught for {} years or more."
    assert bound_conflicts(claim.format("eight"), evidence) == []
    assert bound_conflicts(claim.format("two"), evidence)


def test_a_part_of_a_unit_in_words_is_the_measure():
    evidence = ("The bus stop is a quarter of a mile from the campsite, and the nearest supermarket is 4.25 miles "
                "away in town.")
    assert tx.missing_facts(tx.extract_facts("The bus stop is 0.25 miles from the campsite."),
                            tx.extract_facts(evidence)) == []
    claim = "The bus stop is {} miles from the campsite."
    assert bound_conflicts(claim.format("0.25"), evidence) == []
    assert bound_conflicts(claim.format("4.25"), evidence)


def test_that_date_is_the_date_the_sentence_gave():
    evidence = ("A season ticket costs £120 if you buy it by 15 August, or £150 after that date. Juniors pay £40.")
    claim = "If you buy after 15 August, a season ticket costs {}."
    assert bound_conflicts(claim.format("£150"), evidence) == []
    assert bound_conflicts(claim.format("£120"), evidence)


def test_although_opens_a_clause_of_its_own():
    evidence = ("Attendance at the Year 7 clubs rose to 64%, although it remains lower for the after-school clubs, at "
                "41%.")
    assert len(clauses(evidence)) == 2


def test_a_word_in_another_form_modifies_as_the_claims_word():
    evidence = ("Annual report 2023/24\nThe library lent 61.4% of its stock in 2023/24, up from 58.9% the year before. "
                "Returns to the Central branch fell to 12%, although they remain higher at branches with communal drop "
                "boxes, at 19%.")
    claim = "Branches with shared drop boxes had a late-return rate of {} in 2023/24."
    assert bound_conflicts(claim.format("19%"), evidence) == []
    assert bound_conflicts(claim.format("12%"), evidence)


def test_unless_a_member_is_a_non_member():
    evidence = ("For weekend trips, overnight parking costs £8 per night, or £4 per night for Gold members.")
    claim = "Unless you're a Gold member, overnight parking on a weekend trip costs {} per night."
    assert bound_conflicts(claim.format("£8"), evidence) == []
    assert bound_conflicts(claim.format("£4"), evidence)


def test_an_insertion_stating_the_kind_after_it_is_a_listing_item():
    evidence = ("As a rough guide, printing 500 flyers takes about 2 days on our digital press, around 5 days on the "
                "litho press and roughly 10 days for foiled finishes.")
    claim = "Printing 500 flyers on the litho press takes about {} days."
    assert bound_conflicts(claim.format("5"), evidence) == []
    assert bound_conflicts(claim.format("2"), evidence)


def test_a_bracketed_alternative_is_read_after_the_rest():
    evidence = ("If a course is undersubscribed, we'll tell you at least 21 days before a weekend course (or 10 days "
                "before a one-day course) and offer you a refund or another date.")
    claim = "If a weekend course is undersubscribed, you'll hear at least {} days before and be offered a refund."
    assert bound_conflicts(claim.format("21"), evidence) == []
    assert bound_conflicts(claim.format("10"), evidence)


def test_a_letter_label_ends_its_sentence():
    assert len(split_sentences("Under-25s may hire cars up to Band D. Drivers over 75 need a doctor's letter.")) == 2


def test_a_periods_own_amount_is_per_that_period():
    evidence = "Parking: the multi-storey on Castle Street charges £3 per hour, up to a maximum of £15 per day, payable by card."
    claim = "However long you stay, a day's parking won't cost more than {}."
    assert bound_conflicts(claim.format("£15"), evidence) == []
    assert bound_conflicts(claim.format("£3"), evidence)


def test_a_measure_counted_in_words_is_the_measure():
    evidence = ("Our serviced pitches take motorhomes up to 8 metres long. The paddock pitches suit tents up to 5 metres.")
    claim = "Serviced pitches take motorhomes up to {} metres long."
    assert bound_conflicts(claim.format("eight"), evidence) == []
    assert bound_conflicts(claim.format("five"), evidence)


def test_an_and_inside_a_bracket_stating_nothing_cuts_no_listing():
    assert binding_pieces._pieces("Our bays are 6 m wide and will take a vehicle (van or car and trailer) up to 10 "
                                  "metres long.")[1][0].startswith("will take a vehicle (van or car and trailer)")


def test_the_first_day_of_a_period_is_not_its_last():
    evidence = ("Lumiere, our festival of light, runs from Friday 14 February to Sunday 2 March (closed Mondays). "
                "Tickets for 20–23 February cost £14.")
    claim = "The last day of the Lumiere festival is {}."
    assert bound_conflicts(claim.format("Sunday 2 March"), evidence) == []
    assert bound_conflicts(claim.format("Friday 14 February"), evidence)
    assert bound_conflicts("Lumiere opens on Sunday 2 March.", evidence)


def test_we_or_you_open_a_clause_of_their_own():
    evidence = ("Arrivals and departures\nRooms are ready from 3pm on your day of arrival, and we ask you to check out of "
                "your room by 10am on the day you leave so that we can prepare it for the next guests.")
    claim = "You can get into your room from {} on the day you arrive."
    assert bound_conflicts(claim.format("3pm"), evidence) == []
    assert bound_conflicts(claim.format("10am"), evidence)


def test_doing_so_does_what_the_clause_before_says():
    evidence = ("We will reply to your appeal within 10 working days. If you disagree with our decision, you can ask "
                "the Independent Adjudicator to review it, but you must do so within 3 months of our reply.")
    claim = "You need to ask the Independent Adjudicator for a review within {} of our reply."
    assert bound_conflicts(claim.format("3 months"), evidence) == []
    assert bound_conflicts(claim.format("10 working days"), evidence)


def test_a_bound_within_a_measure_is_the_bound_up_to_it():
    evidence = ("Our town rate applies to deliveries within 10 miles of the bakery; deliveries of between 10 and 30 miles "
                "are charged at the county rate.")
    assert bound_conflicts("The town rate covers deliveries of up to 10 miles from the bakery.", evidence) == []
    assert bound_conflicts("The town rate covers deliveries of up to 30 miles from the bakery.", evidence)


def test_a_whole_and_a_half_of_a_unit_is_a_length():
    evidence = tx.extract_facts("The coach reaches Bath in 1 hour 45 minutes and Bristol in a total of 2 hours 30 minutes.")
    assert tx.missing_facts(tx.extract_facts("The trip to Bristol takes two and a half hours in total."), evidence) == []


def test_what_goes_on_until_a_time_after_starting_at_another_tells_its_start_too():
    evidence = ("Night cover\nThe night service runs from 6pm until 8am on weekdays. At weekends, the night service starts at "
                "noon on Saturday and runs until 8am on Monday.")
    claim = "At weekends the night service takes over at {} and continues until 8am on Monday."
    assert bound_conflicts(claim.format("12pm"), evidence) == []
    assert bound_conflicts(claim.format("6pm"), evidence)


def test_everyone_else_are_the_claims_non_members():
    evidence = ("Holiday Art Camps: This summer's camps run in two blocks – Block A from 28 July and Block B from 11 August "
                "– each Monday to Thursday, 10am to 2pm. The price is £95 per child per block. Bookings open on 2 June "
                "for members and on 9 June for everyone else, and places are limited to 20 children per block.")
    claim = "If you're not a member, you can book a place on the summer art camps from {}."
    assert bound_conflicts(claim.format("9 June"), evidence) == []
    assert any("the context gives 9 June" in p for p in bound_conflicts(claim.format("2 June"), evidence))


def test_a_compound_counted_in_words_is_the_one_counted_in_figures():
    evidence = ("Class passes: A 20-class pass costs £150 and is valid for 12 months from the date of purchase. We also "
                "sell a 6-class pass at £54, which is valid for 3 months.")
    claim = "The six-class pass can be used for up to {} months after you buy it."
    assert bound_conflicts(claim.format("three"), evidence) == []
    assert bound_conflicts(claim.format("twelve"), evidence)


def test_a_thing_a_period_long_is_of_that_period():
    evidence = ("Can we bring a bike? Yes. We store up to 4 bikes per booking, with a charge of £5 per bike for a short "
                "break or £12 per bike for a full week. There's a wash-down point by the barn.")
    claim = "For a week-long stay, each bike is charged at {}."
    assert bound_conflicts(claim.format("£12"), evidence) == []
    assert bound_conflicts(claim.format("£5"), evidence)


def test_unless_it_is_a_holiday_is_except_on_holidays():
    evidence = ("Eating and shopping: The Garden Tearoom, in the old coach house off the courtyard, serves lunches from "
                "Wednesday to Sunday, 10am-4pm; it is closed on Tuesdays except in school holidays. The shop opens daily.")
    claim = "The Garden Tearoom is closed on {}, unless it's a school holiday."
    assert bound_conflicts(claim.format("Tuesdays"), evidence) == []


def test_a_measure_of_another_dimension_is_no_value_of_the_claims():
    evidence = ("A standard van ticket covers vans up to 6 m long and 2.2 m high, and anything on the roof counts towards "
                "that height. If your van is over 2.2 m (up to 3 m), book it as a high vehicle.")
    assert bound_conflicts("A standard van ticket is for vans no more than 2.2 m tall.", evidence) == []


def test_items_opening_with_the_same_preposition_are_items_of_their_own():
    evidence = ("Swimming is free for children under 16, for students under 21 in full-time study, and for carers who "
                "come with a swimmer or hold a card issued in the last 12 months.")
    claim = "If you're a student in full-time study, swimming is free until you turn {}."
    assert bound_conflicts(claim.format("21"), evidence) == []
    assert bound_conflicts(claim.format("16"), evidence)


def test_a_group_under_an_age_is_its_age_group_whatever_follows():
    evidence = ("How often do I need an eye test?\nFollowing national guidance, your optician will set a recall interval "
                "for you. For adults this can be anywhere from 1 year to 2 years; for children under 16 the longest "
                "interval is 12 months. Most of our contact lens wearers are seen every 6 months.")
    claim = "For under-16s, the maximum gap the optician will set between eye tests is {}."
    assert bound_conflicts(claim.format("twelve months"), evidence) == []
    assert bound_conflicts(claim.format("two years"), evidence)


def test_a_time_told_by_the_part_of_the_day_is_that_time():
    assert _values("the bar stays open until 11 o'clock at night")["time"] == {"23:00"}
    assert _values("doors open at half past six in the evening")["time"] == {"18:30"}
    assert _values("the walk sets off on Saturday mornings at half eight")["time"] == {"8:30"}
    assert _values("a quarter to seven in the morning")["time"] == {"6:45"}
    assert _values("at 7 o'clock")["time"] == frozenset()  # (which half of the day is not said)
    evidence = "The pool runs an early swim on Mondays from 6:30am, and the adults-only session on Fridays ends at 9pm."
    claim = "On Fridays the adults-only session finishes at {} o'clock in the evening."
    assert bound_conflicts(claim.format("nine"), evidence) == []
    assert bound_conflicts(claim.format("six"), evidence)


def test_a_share_of_a_sum_said_as_a_fraction_is_that_share():
    assert _values("you get half the fee back")["percent"] == {"50"}
    assert _values("three-quarters of the total price")["percent"] == {"75"}
    assert _values("half-price entry")["percent"] == frozenset()
    evidence = ("If you cancel more than 30 days before the course, we refund 75% of the course fee; within 30 days we "
                "refund 25% of it.")
    claim = "Cancel more than 30 days before the course and you get {} of the course fee back."
    assert bound_conflicts(claim.format("three-quarters"), evidence) == []
    assert bound_conflicts(claim.format("a quarter"), evidence)


def test_the_age_from_which_a_thing_holds_for_them_is_its_value():
    evidence = ("Climbing wall rules\nThe lead wall is for adults aged 18 and over, and the auto-belays are for children from "
                "the age of 10. Anyone supervising must be 18+. Auto-belay sessions cost £9.")
    claim = "Children can use the auto-belays once they are {} years old, and a session costs £9."
    assert bound_conflicts(claim.format("ten"), evidence) == []
    assert bound_conflicts(claim.format("eighteen"), evidence)


def test_a_floor_closing_a_listing_is_where_each_piece_is():
    evidence = ("Changing facilities: the East Pavilion has 12 showers and 40 lockers in the basement; the West Pavilion "
                "has 6 showers and 24 lockers on the first floor beside the gym.")
    claim = "The first-floor changing area in the West Pavilion has {} showers."
    assert bound_conflicts(claim.format("six"), evidence) == []
    assert bound_conflicts(claim.format("twelve"), evidence)


def test_a_thing_counted_by_its_doer_is_the_thing_counted_by_its_doing():
    evidence = ("Laundry rooms\nElm House has 12 dryers and 10 washers in the basement; Oak House has 4 dryers and 5 "
                "washers on the ground floor beside the bike store.")
    claim = "The ground-floor laundry at Oak House has {} drying machines."
    assert bound_conflicts(claim.format("four"), evidence) == []
    assert bound_conflicts(claim.format("twelve"), evidence)


def test_how_a_thing_is_handed_out_goes_on_about_its_clause():
    evidence = ("Parking\nThere are no permits at Mill Lane or Brook Street. The Westfield site has a small number of parking "
                "permits at £85 a year, allocated by priority (Gold Card holders first, then staff with a documented need). "
                "Bike lockers at Brook Street cost £20 a term.")
    claim = "A parking permit at the Westfield site costs £{} for the year, with Gold Card holders given first priority."
    assert bound_conflicts(claim.format("85"), evidence) == []
    assert bound_conflicts(claim.format("20"), evidence)


def test_connection_speeds_are_measures_in_any_unit():
    assert _values("a 2 Gbps line")["measure"] == {"bit/s:2000000000"}
    assert _values("up to 900Mbps")["measure"] == {"bit/s:900000000"}
    evidence = ("Our Standard fibre runs at 150 Mbps. Business Pro customers get 1 Gbps and a static IP address.")
    claim = "Business Pro comes with a {} connection."
    assert bound_conflicts(claim.format("1 Gbps"), evidence) == []
    assert bound_conflicts(claim.format("150 Mbps"), evidence)


def test_a_line_keyed_before_its_price_keys_each_of_its_sentences():
    evidence = ("Valeting\n• Mini Valet – £25: exterior wash and vacuum. Done while you wait.\n"
                "• Full Valet – £90: interior shampoo and polish. Allow 4 hours.")
    claim = "A Full Valet takes about {} hours."
    assert bound_conflicts(claim.format("4"), evidence) == []
    evidence2 = evidence.replace("Done while you wait.", "Allow 1 hour.")
    assert bound_conflicts(claim.format("1"), evidence2)


def test_the_name_signing_a_message_off_is_a_name():
    evidence = ("Hi Tom,\n\nYour locker is booked for the spring term. Your coach will be Ines.\n\nThanks,\nBeth – "
                "Membership desk")
    assert "Beth" in binding_evidence._evidence_names(evidence)


def test_may_after_a_number_and_before_a_verb_is_no_month():
    assert tx.extract_dates("Visitors aged under 16 may be asked to leave.") == []
    assert tx.extract_dates("Term ends on 16 may.")  # (a month in lower case is still one at the end)
    evidence = "Tickets are £8. Anyone who looks under 21 may be asked for proof of age at the bar."
    claim = "If you look younger than {}, bar staff may ask you for proof of age."
    assert bound_conflicts(claim.format("21"), evidence) == []
    assert bound_conflicts(claim.format("8"), evidence)


def test_a_piece_whose_subject_goes_out_has_a_verb_of_its_own():
    evidence = ("Our club run leaves the square every Wednesday at 7pm (about 8 km at an easy pace, head torches needed in "
                "winter), and the trail group heads out on Saturdays at 8am, covering about 15 km of forest paths.")
    claim = "The trail group sets off on {} mornings."
    assert bound_conflicts(claim.format("Saturday"), evidence) == []
    assert bound_conflicts(claim.format("Wednesday"), evidence)


def test_seven_days_a_week_is_daily():
    problems = tx.missing_facts(tx.extract_facts("You can call the helpline from 8am, seven days a week."),
                                tx.extract_facts("The helpline is open from 8am to 10pm daily."))
    assert problems == []
    assert tx.missing_facts(tx.extract_facts("You can call the helpline from 8am, seven days a week."),
                            tx.extract_facts("The helpline is open from 8am to 10pm on weekdays."))


def test_what_holds_without_the_thing_offered_is_of_the_case_without_it():
    evidence = ("For £4 per day you can add our Breakdown Waiver, which reduces your liability for breakdown call-outs to "
                "15% of the call-out cost (without it you pay 100%). Tyre damage is not covered unless you bought our tyre "
                "pack, in which case your excess is 30% of the tyre's price.")
    claim = "With the Breakdown Waiver added, you'd only pay {} of the cost of a call-out."
    assert bound_conflicts(claim.format("15%"), evidence) == []
    assert bound_conflicts(claim.format("30%"), evidence)


def test_timetable_rows_are_said_of_the_line_heading_their_section():
    evidence = ("Saturday 3 May\nStage A\n12:00 The Lanterns\n14:30 Blue Harbour\nStage B\n13:15 Cold Fronts\n"
                "15:45 The Lanterns (acoustic)")
    headings = binding_tables._timetable_headings(evidence)
    assert headings["13:15 Cold Fronts"] == "Stage B"
    claim = "Cold Fronts play Stage B at {}."
    assert bound_conflicts(claim.format("1:15pm"), evidence) == []
    assert bound_conflicts(claim.format("2:30pm"), evidence)


def test_a_number_labelling_a_thing_is_stated_by_the_label_its_heading_gives():
    evidence = ("Sunday 9 March\nScreen 1\n14:00 Wicked (PG)\n17:30 Conclave (12A)\nScreen 3\n15:00 Flow (U)\n"
                "19:00 Anora (18)")
    assert bound_conflicts("Anora is on in Screen 3 at 7pm.", evidence) == []
    # (not where the clause labels another one too)
    evidence = "The shop is on Level 1, at street level, while the tearoom and the gallery are on Level 2."
    assert bound_conflicts("The tearoom is on Level 1, next to the gallery.", evidence)


def test_a_floor_the_claim_names_is_told_by_the_section_heading_the_thing():
    evidence = ("Museum floor plan\n\n## Ground floor\nShop, cloakroom and the Roman Gallery.\n\n## First floor\n"
                "The Egyptian Gallery, café (open 10am-4pm) and toilets.\n\n## Second floor\nTemporary exhibitions, 40 seats.")
    assert bound_conflicts("The Egyptian Gallery is on the first floor, next to the café.", evidence) == []
    assert bound_conflicts("The Egyptian Gallery is on the second floor, next to the café.", evidence)


def test_a_closing_clause_about_another_thing_keys_no_value():
    evidence = ("The hall seats 120 for a theatre-style event; the adjoining lounge can take a further 30 standing when the "
                "doors are opened. Catering is available.")
    claim = "The hall seats {} people, and the lounge can take more if the doors are opened."
    assert bound_conflicts(claim.format("120"), evidence) == []


def test_a_day_told_by_the_occasion_it_goes_before_is_the_clause_telling_so():
    evidence = ("Every Thursday during term, 20 rink slots are released as Learn to Skate taster sessions (£4), going on "
                "sale at 9am on the Tuesday before. Our opening gala on Saturday 4 October is free to all.")
    claim = "Learn to Skate taster slots for each Thursday go on sale at 9am on the {} before."
    assert bound_conflicts(claim.format("Tuesday"), evidence) == []
    assert bound_conflicts(claim.format("Saturday"), evidence)


def test_a_time_span_is_a_value_of_the_frame():
    assert binding_conflicts._FRAME_VALUE.fullmatch("8am-8pm")
    assert binding_conflicts._FRAME_VALUE.fullmatch("6pm.")
    evidence = ("Bookings team: 0300 123 4567, Monday to Friday 9am-7pm, Saturday 10am-2pm.\nComplaints: 0300 765 4321, "
                "Monday to Friday 10am-4pm.")
    claim = "On weekdays the bookings team takes calls until {}."
    assert bound_conflicts(claim.format("7pm"), evidence) == []
    assert bound_conflicts(claim.format("4pm"), evidence)


def test_not_making_a_claim_is_not_claiming():
    evidence = ("You can cancel within 21 days of the start date for a full refund, as long as you haven't made a claim. "
                "Refunds are paid within 10 days.")
    claim = "Provided you haven't claimed, a full refund is available if you cancel within {} days of the start date."
    assert bound_conflicts(claim.format("21"), evidence) == []
    assert bound_conflicts(claim.format("10"), evidence)


def test_incoming_calls_are_the_ones_received():
    evidence = "Zone 2 roaming\nMaking calls: 95p/min\nReceiving calls: 40p/min\nTexts: 30p each"
    claim = "In Zone 2, incoming calls cost {} a minute."
    assert bound_conflicts(claim.format("40p"), evidence) == []
    assert bound_conflicts(claim.format("95p"), evidence)


def test_a_month_the_claim_puts_in_a_season_is_told_by_that_seasons_lines():
    evidence = ("Opening times\nSummer (1 May - 30 September): Monday-Saturday 9am-7pm, Sunday 10am-6pm\n"
                "Winter (1 October - 30 April): Monday-Saturday 9am-5pm, Sunday 11am-3pm")
    claim = "February is in our winter season, so on Sundays the visitor centre closes at {}."
    assert bound_conflicts(claim.format("3pm"), evidence) == []
    assert bound_conflicts(claim.format("6pm"), evidence)


def test_the_words_of_a_claims_opening_condition_said_only_where_no_value_is_leave_it_keyed():
    evidence = ("Hi Sam,\nYour handset plan has £240.00 left to pay, and there's £35.50 remaining on your airtime plan. If you "
                "keep your current tariff, you only need to clear the handset balance to upgrade; moving to a new tariff "
                "means the airtime balance is due too.")
    claim = "If you keep your current tariff, upgrading just means paying off the {} still owed on your handset plan."
    assert bound_conflicts(claim.format("£240.00"), evidence) == []
    assert bound_conflicts(claim.format("£35.50"), evidence)


def test_a_role_in_lower_case_with_a_possessive_is_set_off_after_its_name():
    evidence = ("Ana Silva, our children's coach, runs Splash Club and organises the Summer Gala each year. Paul Reid "
                "coaches the masters group.")
    assert bound_conflicts("The Summer Gala is organised by Ana Silva, the children's coach.", evidence) == []
    assert bound_conflicts("The Summer Gala is organised by Paul Reid, the children's coach.", evidence)


def test_a_clause_saying_there_is_none_is_a_piece_of_its_own():
    pieces = binding_pieces._pieces("Boxing Day has a single show at 2pm, there are no shows on New Year's Day, and from "
                                    "2 to 6 January shows are at 12pm and 5pm.")
    assert len(pieces) == 3
    evidence = ("From 1 to 22 December the show plays at 2pm and 7pm. Boxing Day has a single show at 2pm, there are no "
                "shows on New Year's Day, and from 2 to 6 January shows are at 12pm and 5pm.")
    claim = "Between 2 and 6 January the shows start at {} and 5pm."
    assert bound_conflicts(claim.format("12pm"), evidence) == []


def test_a_role_of_a_named_body_set_off_after_a_name_stays_with_it():
    evidence = ("Our brass department is led by Tom Hale (trumpet and horn), who has taught here since 2012. Tuba lessons "
                "are given by José Núñez, a former member of the Black Dyke Band, while euphonium pupils study with Clare "
                "Lowe on Mondays.")
    assert bound_conflicts("Tuba pupils are taught by José Núñez, who used to play in the Black Dyke Band.", evidence) == []
    assert bound_conflicts("Tuba pupils are taught by Clare Lowe, who used to play in the Black Dyke Band.", evidence)


def test_a_deadline_said_in_other_words_is_where_a_done_by_date_is():
    evidence = ("Leagues: spring league matches take place between 1 March and 30 April, and the closing date for "
                "registrations is 10 February. For the autumn league, matches run from 6 September to 29 November, with "
                "registrations closing on 15 August.")
    claim = "If your team is playing in autumn-league matches, the registration has to be in by {}."
    assert bound_conflicts(claim.format("15 August"), evidence) == []
    assert bound_conflicts(claim.format("10 February"), evidence)


def test_a_day_the_claim_leaves_out_is_no_day_it_states():
    evidence = ("Branches\nOld Town: Mon-Sat 9am-5:30pm, closed Sunday.\nHarbour: Tue-Sun 10am-4pm, closed Monday.")
    claim = "The Harbour branch closes at {} on the days it opens, every day apart from Monday."
    assert bound_conflicts(claim.format("4pm"), evidence) == []
    assert bound_conflicts(claim.format("5:30pm"), evidence)


def test_an_age_from_which_up_to_another_is_a_span():
    assert binding_values._age_ranges("children from the age of 6 up to 11") == ()
    evidence = ("Holiday camps\nMini camp (ages 4-6): £22 a day.\nExplorer camp (ages 7-11): £28 a day.\n"
                "Children under 4 need a parent on site.")
    claim = "Explorer camp is for children from the age of {} up to 11 and costs £28 a day."
    assert bound_conflicts(claim.format("7"), evidence) == []


def test_a_clause_opening_with_its_verb_is_no_claim_of_its_own():
    assert tx.split_claims("Tastings happen in the Orchard Room, and last about half an hour.") == [
        "Tastings happen in the Orchard Room, and last about half an hour."]
    assert tx.split_claims("The museum opens at 10am, and tickets cost £12.") == ["The museum opens at 10am",
                                                                                  "Tickets cost £12."]


def test_a_short_day_keying_a_line_by_a_dash_is_that_day():
    assert _weekdays("Fri – Fish pie (£7.50)") == {"5"}
    evidence = ("Soup of the day (this week)\nMon – Leek and potato\nTue – Tomato and basil\nWed – Carrot and coriander\n"
                "Thu – Pea and mint\nFri – Minestrone")
    claim = "Carrot and coriander is the soup on {}."
    assert bound_conflicts(claim.format("Wednesday"), evidence) == []
    assert bound_conflicts(claim.format("Friday"), evidence)


def test_a_time_told_by_minutes_past_or_to_its_hour_is_that_time():
    assert tx.spoken_clock_in_figures("the bus leaves at twenty past four") == "the bus leaves at 4:20"
    assert tx.spoken_clock_in_figures("doors open at a quarter to seven in the evening") == "doors open at 6:45pm"
    # (a span of counts is none: "five to six weeks", "aged ten to twelve", "open from ten to four")
    for text in ("allow five to six weeks", "for pupils aged ten to twelve", "open from ten to four"):
        assert tx.spoken_clock_in_figures(text) == text
    evidence = "Sports day programme\n09:30 Registration\n10:50 Sack race\n12:10 Picnic lunch\n13:40 Relay"
    claim = "The sack race starts at {} on sports day."
    assert tx.missing_facts(tx.extract_facts(claim.format("ten to eleven")), tx.extract_facts(evidence)) == []
    assert bound_conflicts(claim.format("ten to eleven"), evidence) == []
    assert bound_conflicts(claim.format("twenty to two"), evidence)


def test_a_time_without_am_or_pm_is_the_one_the_evidence_gives_either_side_of_noon():
    evidence = "The junior choir rehearses at 4:45pm on Mondays, and the adult choir at 7:15pm on Wednesdays."
    claim = "The junior choir rehearses at {} on Mondays."
    assert bound_conflicts(claim.format("4:45"), evidence) == []
    assert bound_conflicts(claim.format("half past seven"), evidence)
    assert bound_conflicts(claim.format("7:15"), evidence)
    # (the plain fact check reads such a time on either side of noon too; one with "am" stays the morning's)
    assert tx.missing_facts(tx.extract_facts("Rehearsal ends at 8:30."), tx.extract_facts("Ends 20:30")) == []
    assert tx.missing_facts(tx.extract_facts("Rehearsal ends at 8:30am."), tx.extract_facts("Ends 20:30"))


def test_an_hour_o_clock_alone_is_read_as_a_time_by_the_binding():
    assert tx.spoken_clock_in_figures("until three o'clock") == "until three o'clock"
    assert tx.spoken_clock_in_figures("until three o'clock", o_clock_alone=True) == "until 3:00"
    evidence = "Breakfast is served from 7:30am to 10am, and the lunch menu runs from 12pm until 3pm."
    assert bound_conflicts("The lunch menu is available until ten o'clock.", evidence)
    assert bound_conflicts("The lunch menu is available until three o'clock.", evidence) == []


def test_a_short_closing_part_referring_back_is_no_claim_of_its_own():
    assert tx.split_claims("The evening ghost walk takes ninety minutes, and you should book it early.") == [
        "The evening ghost walk takes ninety minutes, and you should book it early."]
    assert tx.split_claims("Lockers cost £1, and the pool closes at 9pm.") == ["Lockers cost £1", "The pool closes at 9pm."]
    # (what it binds is said before the remark, whose words key nothing)
    assert tx.without_closing_remark("Lockers cost £1, and you get it back afterwards.") == "Lockers cost £1"
    assert tx.without_closing_remark("The gallery opens at 10am, so it's worth arriving early.") == "The gallery opens at 10am"
    assert tx.without_closing_remark("Lockers cost £1, and the pool closes at 9pm.") == \
        "Lockers cost £1, and the pool closes at 9pm."


def test_a_big_thing_is_a_large_one():
    evidence = "Nail trims\n- Cats: £6\n- Rabbits: £5 small / £9 large\n- Guinea pigs: £4"
    claim = "Trimming a big rabbit's nails costs {}."
    assert bound_conflicts(claim.format("£9"), evidence) == []
    assert bound_conflicts(claim.format("£5"), evidence)


def test_an_ordinal_the_thing_is_compared_with_labels_nothing():
    assert binding_evidence._ordinal_labels("with a later start time than the first heat") == frozenset()
    evidence = ("Siblings: a second child at the same school pays 20% less for breakfast club, and 30% less for after-school "
                "club when booked on the same days as the first child.")
    claim = "If your second child goes to after-school club on the same days as your first, you pay {} less."
    assert bound_conflicts(claim.format("30%"), evidence) == []
    assert bound_conflicts(claim.format("20%"), evidence)


def test_a_group_so_many_strong_numbers_so_many():
    evidence = ("Kennel news: our pack of retired greyhounds now numbers 9, following the arrival of a rescue in April. "
                "Meanwhile our lurcher group has 4 members after a move to the Devon site.")
    claim = "Counting the rescue that arrived in April, the greyhound pack is now {} strong."
    assert bound_conflicts(claim.format("nine"), evidence) == []
    assert bound_conflicts(claim.format("four"), evidence)


def test_a_section_headed_in_title_case_is_said_of_its_heading():
    evidence = ("What's on this winter\n\nFrost Fair Market\n6 December - 8 December. Stalls, carols and mulled apple "
                "juice.\n\nIce Sculpture Festival\n10 January - 19 January. Live carving every afternoon.")
    claim = "The Ice Sculpture Festival finishes on {}."
    assert bound_conflicts(claim.format("19 January"), evidence) == []
    assert bound_conflicts(claim.format("8 December"), evidence)


def test_a_note_opening_with_the_plural_of_what_every_row_is_about_is_said_of_each():
    evidence = ("| Day | Garden tour | Children's trail |\n|---|---|---|\n| Wednesday | 10:30 | - |\n| Friday | 15:00 | - |\n"
                "| Sunday | 11:00 | 14:00 |\n\nTours leave from the glasshouse door and cost nothing.")
    claim = "On Fridays the free garden tour leaves at {} from the glasshouse door."
    assert bound_conflicts(claim.format("3pm"), evidence) == []
    assert bound_conflicts(claim.format("11am"), evidence)


def test_a_web_address_says_no_word_of_what_a_clause_is_about():
    assert binding_words._words("Book online at lessons.riversidetennis.org.uk or call us") == frozenset(
        {"book", "onlin", "call"})
    assert "refund" in binding_words._words("email refunds@example.com")


def test_a_lines_key_and_the_rest_of_its_line_set_the_scene():
    evidence = ("County Cup semi-final: Ashdown Athletic v Brierley Town, Sunday 9 March, 2pm\n"
                "Entry is £8 for adults and £4 for juniors in every part of the ground.")
    claim = "For the County Cup semi-final against Brierley Town, junior tickets cost {}."
    assert bound_conflicts(claim.format("£4"), evidence) == []
    assert bound_conflicts(claim.format("£8"), evidence)


def test_what_a_date_was_first_planned_for_is_no_date_it_moved_to():
    evidence = ("The summer fete, originally planned for Saturday 7 June, has been postponed because of the forecast and "
                "will now be held on Saturday 14 June on the village green.")
    claim = "The summer fete has been moved to Saturday {} June."
    assert bound_conflicts(claim.format("14"), evidence) == []
    assert bound_conflicts(claim.format("7"), evidence)


def test_a_closing_phrase_stating_no_value_lists_nothing():
    evidence = ("From 1 April 2026, fees for children under 3 will rise by 5%, and fees for children aged 3 and over will rise "
                "by 2%, mainly reflecting the increase in the Real Living Wage and employer National Insurance.")
    assert len(binding_pieces._pieces(evidence)) == 2
    claim = "As your child is under three, fees will go up by {} from 1 April 2026."
    assert bound_conflicts(claim.format("5%"), evidence) == []
    assert bound_conflicts(claim.format("2%"), evidence)


def test_the_organisation_owning_a_role_keys_no_clause_by_its_word():
    evidence = ("For questions about the junior section or the club newsletter, contact our Membership Secretary, Asha "
                "Patel. Complaints are handled by our Welfare Officer, Tom Reeves.")
    claim = "To make a complaint, speak to {}, the club's Welfare Officer."
    assert bound_conflicts(claim.format("Tom Reeves"), evidence) == []
    assert bound_conflicts(claim.format("Asha Patel"), evidence)


def test_clauses_each_with_their_own_subject_are_pieces_however_long():
    evidence = ("Clinic days: blood tests are taken on Mondays and Tuesdays, ear syringing is on Thursdays, and travel "
                "vaccinations are given on Wednesdays and Fridays because the nurse who does them only works those days.")
    claim = "Ear syringing is done on {}."
    assert bound_conflicts(claim.format("Thursdays"), evidence) == []
    assert bound_conflicts(claim.format("Fridays"), evidence)


def test_a_listing_keyed_by_names_with_a_bracket_keys_its_lines():
    evidence = ("Friends' membership\n• Bronze Friend (£20): free entry and the newsletter.\n"
                "• Silver Friend (£40): everything in Bronze plus two guest passes.\n"
                "• Gold Friend (£75): everything in Silver plus invitations to private views.")
    assert bound_conflicts("Only Silver gets you invitations to private views.", evidence)
    assert bound_conflicts("Only Gold gets you invitations to private views.", evidence) == []
    claim = "The {} membership, at £75, comes with invitations to private views."
    assert bound_conflicts(claim.format("Gold"), evidence) == []
    assert bound_conflicts(claim.format("Silver"), evidence)


def test_a_relative_clause_listing_what_the_last_thing_adds_is_no_part_of_its_length():
    evidence = ("We suggest a basic check every 3 months or 3,000 miles for high-mileage bikes, a standard service every "
                "6 months or 6,000 miles, and a full service every 12 months or 12,000 miles, which adds new brake pads, "
                "chain, cables and a wheel true to the standard one.")
    claim = "A standard service is suggested every {} months or 6,000 miles."
    assert bound_conflicts(claim.format("six"), evidence) == []
    assert bound_conflicts(claim.format("three"), evidence)


def test_a_whole_and_a_part_in_words_is_that_measure():
    assert tx.extract_facts("a walk of four and a quarter miles").numbers == (4.25,)
    evidence = "The river path is 2¾ miles from the car park to the weir, and the hill route is 5½ miles."
    claim = "The river path runs for {} miles from the car park to the weir."
    assert bound_conflicts(claim.format("two and three quarters"), evidence) == []
    assert bound_conflicts(claim.format("five and a half"), evidence)


def test_a_pronoun_with_its_verb_contracted_is_no_name():
    assert "We'll" not in binding_words._name_words("Thanks for booking. We'll see you at Hillside Farm on Saturday.")
    evidence = ("Hi Sam,\n\nThanks for signing up. You're rostered as steward on the 14:30 tour from the Lodge, working with "
                "guide Anna Berg. Shop cover at the Gatehouse that day is with Tom Lyle, so if you finish early he may want "
                "a hand.")
    claim = "On Sunday you'll be assisting guide {} on the 14:30 tour from the Lodge."
    assert bound_conflicts(claim.format("Anna Berg"), evidence) == []
    assert bound_conflicts(claim.format("Tom Lyle"), evidence)


def test_a_value_its_sentence_excepts_the_claims_day_from_holds_on_other_days():
    evidence = ("Opening hours\nThe library is open Monday to Saturday. It opens at 9am and closes at 7pm, except on "
                "Saturdays, when it closes at 4pm.")
    claim = "On Saturdays the library closes early, at {}."
    assert bound_conflicts(claim.format("4pm"), evidence) == []
    assert bound_conflicts(claim.format("7pm"), evidence)


def test_who_a_thing_is_for_with_a_plus_after_their_age_is_that_age_and_over():
    assert binding_values._age_ranges("Adults 16+.") == ((16.0, math.inf),)
    evidence = "Prices\nAdults 16+: £12 per session.\nChildren 5+: £7 per session."
    claim = "For a ten-year-old, a session costs {}."
    assert bound_conflicts(claim.format("£7"), evidence) == []
    assert bound_conflicts(claim.format("£12"), evidence)


def test_a_group_named_by_the_claims_ages_names_no_other():
    evidence = ("Fares 2026 (Weekend Rover - unlimited travel on the day of issue): Adult £22, Senior (60+) £17, Junior (5-15) "
                "£11, Family (2 adults and up to 2 juniors) £60. Under-5s travel free.")
    claim = "If you're 60 or older, a Weekend Rover costs {}."
    assert not [reason for reason in bound_conflicts(claim.format("£17"), evidence) if reason.startswith("£")]
    assert bound_conflicts(claim.format("£22"), evidence) == ["£22 for Rover costs; the context gives £17"]


def test_a_price_each_way_is_a_price_per_journey():
    evidence = ("Travelling with pets and kit: small dogs ride free, larger dogs need a £1.50 day ticket, and kayaks can go in "
                "the luggage van for £4 each way if there is room.")
    claim = "If there's room, a kayak can travel in the luggage van for {} per trip."
    assert bound_conflicts(claim.format("£4"), evidence) == []
    assert bound_conflicts(claim.format("£1.50"), evidence)


def test_a_name_with_a_capitalised_word_more_is_another_thing():
    evidence = ("Garden Explorer membership\nGarden Explorer covers 1 adult and up to 2 children from the same household, with "
                "free entry to every event. Families who need more can choose the Garden Explorer Plus option (£60 a year), "
                "which covers up to 5 children and includes a café discount.")
    claim = "The standard Garden Explorer membership includes one adult and up to {} children from the same household."
    assert bound_conflicts(claim.format("two"), evidence) == []
    assert bound_conflicts(claim.format("five"), evidence)


def test_every_clause_of_a_section_under_a_short_heading_is_said_of_it():
    evidence = ("Lane swimming\n\nEarly sessions\nDoors open at 6.15am; swimming starts at 6.30am and the pool closes at 8am."
                "\n\nEvening sessions\nDoors open at 6.45pm; swimming starts at 7pm and the pool closes at 9pm.\n\n"
                "Please shower before entering the pool.")
    claim = "At an evening session, the doors open at 6.45pm and swimming begins at {}."
    assert bound_conflicts(claim.format("7pm"), evidence) == []
    assert bound_conflicts(claim.format("6.30am"), evidence)


def _asked(question: str) -> tuple[frozenset[float], frozenset[str]]:
    """The question's numbers and words, as the judge passes them to the binding."""
    return frozenset(local._facts(question).all_numbers), frozenset(local._content(question))


def test_a_count_of_other_things_is_no_age():
    evidence = "### Aqua Fit\nAdults 18+. Thursdays, 6pm. £7 a class or £55 for a 10-class card.\n\n" \
               "### Junior Swim\nAges 8–15. Saturdays, 9am. £5 a class."
    claim = "Aqua Fit is open to people aged {} and over."
    assert bound_conflicts(claim.format("18"), evidence) == []
    assert bound_conflicts(claim.format("8"), evidence)


def test_each_before_a_rate_is_per_head():
    evidence = ("Archery taster sessions\nSolo session (1 archer): £30 per hour\nPair session (2 archers): £18 per person "
                "per hour\nFamily session (up to 4): £12 per person, 90 minutes")
    claim = "A pair session for two archers costs {} each per hour."
    assert bound_conflicts(claim.format("£18"), evidence) == []
    assert bound_conflicts(claim.format("£12"), evidence)


def test_a_case_without_a_comma_runs_to_whom_the_claim_speaks_of():
    evidence = ("Thanks for asking about a birthday booking for 10 children. For parties of eight or more we take a 40% "
                "deposit when you book, with the balance due 3 days before the party. Cancellations within 7 days forfeit 20% "
                "of the total.")
    claim = "For a group of eight or more you pay a {} deposit when booking, with the balance due 3 days before the party."
    assert bound_conflicts(claim.format("40%"), evidence) == []
    assert bound_conflicts(claim.format("20%"), evidence)


def test_a_closing_part_counting_some_of_them_is_no_subject():
    evidence = ("Facilities include a 20-metre pool, a salt cave and 6 therapy rooms, two of which are twin rooms for couples. "
                "The lounge seats 12 guests, and to keep the pool calm we limit it to 25 swimmers at a time.")
    claim = "There are {} therapy rooms at the spa, two of them twin rooms for couples."
    assert bound_conflicts(claim.format("six"), evidence) == []
    assert bound_conflicts(claim.format("twelve"), evidence)


def test_a_possessive_ends_no_sentence_as_an_initial_would():
    assert tx.split_sentences("Drop-in runs on Mondays at St Mark's. Sessions missed are not refunded.") == [
        "Drop-in runs on Mondays at St Mark's.", "Sessions missed are not refunded."]
    evidence = ("Catch-up classes\nCatch-up classes run on Tuesday evenings from 6pm to 7pm at Northgate and on Saturday "
                "mornings from 10am to 11am at St Mark's. Classes we cancel (e.g. for a gala) are always refunded.")
    claim = "At St Mark's, catch-up classes are on {} mornings from 10 until 11."
    assert bound_conflicts(claim.format("Saturday"), evidence) == []
    assert bound_conflicts(claim.format("Tuesday"), evidence)


def test_a_unit_owned_by_what_lasts_it_is_one_of_it():
    assert binding_values._values("You need to give a month's notice.")["duration"] == frozenset({"months:1"})
    assert binding_values._values("A day's parking costs £8.")["duration"] == frozenset()
    evidence = ("To cancel your plan, give us one month's notice in writing; to pause it for a holiday, 7 days' notice "
                "is enough.")
    claim = "If you only want to pause for a holiday, {} notice will do."
    assert bound_conflicts(claim.format("a week's"), evidence) == []
    assert bound_conflicts(claim.format("a month's"), evidence)


def test_an_hour_of_a_doing_is_a_length_of_it():
    evidence = ("A day at our Riverside camp includes a 40-minute tennis session with a coach, a 75-minute kayak trip on "
                "the lake (over-10s only) and an hour of quiet reading in the library after lunch, if wet.")
    claim = "At Riverside, each tennis session with the coach lasts {} minutes."
    assert bound_conflicts(claim.format("40"), evidence) == []
    assert bound_conflicts(claim.format("75"), evidence)


def test_a_note_in_brackets_adds_nothing_to_a_listing_length():
    evidence = ("Season tickets can be suspended for up to 8 weeks in the event of illness or bereavement (evidence may be "
                "requested), and for up to 4 weeks if you are travelling for work.")
    claim = "If you're travelling for work, you can put your season ticket on hold for up to {} weeks."
    assert bound_conflicts(claim.format("4"), evidence) == []
    assert bound_conflicts(claim.format("8"), evidence)


def test_a_consequence_stating_other_kinds_is_no_subject_of_the_value_before_it():
    evidence = ("Dear customer,\nPlease note that the branch will be closed for a stock count on Monday 9 June from 2pm. If you "
                "need to collect an urgent order during this time, please ring our depot on extension 240. The café next door "
                "stays open until 5pm. Our key-cutting desk will also be closed on the morning of Tuesday 10 June.")
    claim = "The branch shuts for a stock count from 2pm on {} June, so ring the depot on extension 240 if you need an urgent order."
    assert bound_conflicts(claim.format("9"), evidence) == []
    assert bound_conflicts(claim.format("10"), evidence)


def test_a_reason_closing_a_claim_is_no_subject():
    evidence = ("**Northgate depot**\nTrading dates: Monday 3 March – Friday 28 November 2025.\n\n**Eastfield depot**\nTrading dates: "
                "Monday 10 March – Friday 21 November 2025. We open a week later and close a week earlier here because of "
                "the council's winter road repairs near the depot.")
    claim = "The Eastfield depot shuts for the year on Friday {} November 2025, because of winter road repairs nearby."
    assert bound_conflicts(claim.format("21"), evidence) == []
    assert bound_conflicts(claim.format("28"), evidence)


def test_a_short_heading_in_brackets_or_with_a_slash_heads_its_block():
    evidence = ("Dressings (wound care)\nMonday to Friday, 8:00am–10:30am. Dressings should be booked before 9:00am.\n\n"
                "INR / anticoagulation clinic\nThursdays, 2:00pm–4:00pm, with Nurse Patel. Please bring your dosing record.")
    assert "INR / anticoagulation clinic" in binding_tables._section_headings(evidence).values()
    claim = "The anticoagulation (INR) clinic runs on Thursdays starting at {}."
    assert bound_conflicts(claim.format("14:00"), evidence) == []
    assert bound_conflicts(claim.format("08:00"), evidence)


def test_an_age_one_turns_in_the_evidence_is_an_age():
    evidence = ("Eye tests are free every two years for adults aged 16 to 59 on benefits. The flu jab is offered to "
                "everyone when they turn 50, and to children aged 2 to 3 at their GP.")
    claim = "You'll be offered the flu jab once you reach the age of {}."
    assert bound_conflicts(claim.format("50"), evidence) == []
    assert bound_conflicts(claim.format("16"), evidence)


def test_an_age_in_words_or_as_a_birthday_is_an_age():
    evidence = ("Young drivers: vans can be hired by drivers aged 21 and over. Minibuses can only be hired by drivers aged 25 "
                "and over. Drivers under their 30th birthday pay a £10 daily surcharge.")
    claim = "To hire a minibus you have to be at least {} years old."
    assert bound_conflicts(claim.format("twenty-five"), evidence) == []
    assert bound_conflicts(claim.format("twenty-one"), evidence)
    evidence = ("Who pays? Children under 5 ride free. Students aged 16 or 17 pay half fare, and young adults get a "
                "third off until their 26th birthday.")
    claim = "Young adults get a third off until they turn {}."
    assert bound_conflicts(claim.format("26"), evidence) == []
    assert bound_conflicts(claim.format("17"), evidence)


def test_a_line_opened_by_a_name_and_a_dash_is_said_of_it_throughout():
    evidence = ("Our vets\nSam Okoro (Clinical Director) – works Monday and Tuesday; leads on dentistry and fracture repair.\n"
                "Lena Voss (Vet) – works Wednesday to Friday; special interest in exotic pets and rabbits.")
    assert "Okoro" in next(c for c in binding_evidence._clauses(evidence) if c.text.startswith("leads")).key_names
    claim = "Fracture repairs are handled by {}, the clinical director."
    assert bound_conflicts(claim.format("Sam Okoro"), evidence) == []
    assert bound_conflicts(claim.format("Lena Voss"), evidence)


def test_a_run_of_names_within_a_sentence_is_a_name_though_its_words_are_plain_elsewhere():
    evidence = ("Getting help\n- Stolen bikes: use Report Online on our website\n- Missing parts: email the workshop\n"
                "For the first report we need your frame number; online reporting is free.")
    claim = "For a stolen bike, you should go through {}."
    assert bound_conflicts(claim.format("Report Online"), evidence) == []
    assert "Report" in binding_evidence._evidence_names(evidence)


def test_last_before_a_stretch_of_time_is_no_lasting():
    assert "last" not in binding_words._words("Riders who have booked with us in the last 2 years")
    assert "last" in binding_words._words("Morning shifts last 3 hours")
    evidence = ("New riders get a full induction lasting around 60 minutes, including a lap of the track. Riders who have "
                "booked with us in the last 2 years get a shorter 20-minute recap instead.")
    claim = "If you've never ridden with us, your induction will last about {} minutes, including a lap of the track."
    assert bound_conflicts(claim.format("60"), evidence) == []
    assert bound_conflicts(claim.format("20"), evidence)


def test_a_name_before_its_appositive_after_a_semicolon_is_a_name():
    evidence = ("On board: Swift has two cabins, one with bunks; Lark has one cabin and a galley; Wren, our accessible "
                "boat, has a ramp, wide doors and a hoist. All boats have heating.")
    claim = "The boat with a hoist for wheelchair users is {}."
    assert bound_conflicts(claim.format("Wren"), evidence) == []
    assert bound_conflicts(claim.format("Swift"), evidence)


def test_an_age_the_question_asks_is_what_the_claim_asserts():
    evidence = ("Who can join? Members must be 18 or older. Members aged 65 and over get our senior rate of £20 a month, "
                "taken automatically once we've seen ID.")
    given, words = _asked("At what age can I get the senior rate?")
    claim = "The £20-a-month senior rate starts at age {}."
    assert bound_conflicts(claim.format("65"), evidence, given, words) == []
    assert bound_conflicts(claim.format("18"), evidence, given, words)


def test_a_weekday_or_a_number_in_words_is_a_pieces_value_not_its_name():
    evidence = ("Every week our Seniors and Juniors play an away fixture – on Tuesdays from Hilltop and on Fridays from "
                "Lakeside.")
    claim = "From Lakeside, the Seniors and Juniors play their away fixture on {}."
    assert bound_conflicts(claim.format("Fridays"), evidence) == []
    assert bound_conflicts(claim.format("Tuesdays"), evidence)
    evidence = ("Law candidates sit ten assessment tasks, each lasting eight minutes. Criminology candidates follow the "
                "same format but complete seven tasks, and all sessions run online via Zoom.")
    claim = "Criminology candidates complete {} assessment tasks online."
    assert bound_conflicts(claim.format("7"), evidence) == []
    assert bound_conflicts(claim.format("10"), evidence)


def test_an_opening_aside_is_no_part_of_a_subject_listing_its_names():
    evidence = ("Each ticket holder may bring up to three friends to the open evening. Owing to space, however, the "
                "Chemistry and Physics labs admit only one friend per student, and tours are limited to groups of 15.")
    claim = "For the Chemistry lab, you can bring just {} along with you."
    assert bound_conflicts(claim.format("one friend"), evidence) == []
    assert bound_conflicts(claim.format("three friends"), evidence)


def test_another_way_with_a_subject_of_its_own_is_a_clause_of_its_own():
    evidence = ("You can have your booster at the Mill Lane clinic on a walk-in basis on Monday and Wednesday mornings "
                "between 9am and 12pm, or you can book an appointment on Thursday evenings from 5pm to 7pm.")
    claim = "Without an appointment, you can just turn up at Mill Lane on a Monday or {} morning between 9am and 12pm."
    assert bound_conflicts(claim.format("Wednesday"), evidence) == []
    assert bound_conflicts(claim.format("Thursday"), evidence)


def test_what_a_thing_comes_as_part_of_is_asserted():
    evidence = ("Ways to book\nTwin Pack – £30 for any 4 sessions used by 31 May (weekends only).\nTerm Bundle – £95 for all 12 "
                "sessions at one venue, including kit hire.\nDrop-in – £9 each, bookable a day ahead.")
    claim = "Kit hire comes as part of the {}, which covers all 12 sessions at one venue for £95."
    assert bound_conflicts(claim.format("Term Bundle"), evidence) == []
    assert bound_conflicts(claim.format("Twin Pack"), evidence)


def test_a_name_in_the_plural_is_said_of_one_in_the_singular():
    evidence = ("Streaming\nA single film rental costs £4 and lasts 48 hours. The annual pass, covering all 50 titles, "
                "costs £40, or £30 for Members.")
    claim = "As a Member, you'd pay {} for the annual pass."
    assert bound_conflicts(claim.format("£30"), evidence) == []
    assert bound_conflicts(claim.format("£40"), evidence)


def test_a_day_without_its_year_is_stated_by_the_same_day_with_it():
    evidence = ("Dear member,\nOur open meeting is on Tuesday 11 February 2025 at 7pm in the hall. Fees for 2025 are due "
                "on 1 March and must be paid by 31 March; after that a £10 fee is added.\nJo Reed, Treasurer")
    claim = "Your 2025 fees must be paid by {} at the latest, or a £10 fee is added."
    assert bound_conflicts(claim.format("31 March"), evidence) == []
    assert bound_conflicts(claim.format("11 February"), evidence)


def test_an_exception_with_its_own_clause_is_its_own():
    evidence = ("Summer stays (June to August) are priced at £90 per night for the Barn and £120 per night for the Loft, with a "
                "minimum stay of 2 nights, except over the August bank holiday, when the minimum stay is 4 nights and a £50 "
                "supplement applies. The Cabin is closed in summer.")
    claim = "Over the August bank holiday you have to book at least {} nights, and there's a £50 supplement."
    assert bound_conflicts(claim.format("four"), evidence) == []
    assert bound_conflicts(claim.format("two"), evidence)


def test_whom_a_thing_is_for_between_commas_is_no_break_before_its_verb():
    evidence = ("The City Choir has 54 adult singers. Its outreach team runs 30 workshops a year, and the City Youth Choir, "
                "for singers aged 11 to 18, has 40 members.")
    claim = "The City Youth Choir has {} young singers aged 11 to 18."
    assert bound_conflicts(claim.format("40"), evidence) == []
    assert bound_conflicts(claim.format("54"), evidence)


def test_a_share_in_brackets_is_of_the_sum_before_it():
    evidence = ("Coaching\nA 45-minute private session costs £35, and a shared session for two players costs £50 in total "
                "(£25 per player).")
    claim = "Sharing a session with another player works out at {} per player."
    assert bound_conflicts(claim.format("£25"), evidence) == []
    assert bound_conflicts(claim.format("£35"), evidence)


def test_what_a_thing_is_said_without_is_no_subject_word():
    evidence = ("Friday 7 March – Brahms evening\n| Area | Standard | Concession |\n|---|---|---|\n| Front stalls | £40 | £34 "
                "|\n| Balcony | £30 | £26 |\nConcessions are for students and over-65s.")
    claim = "Without a concession, a Balcony seat for the Brahms evening is {}."
    assert bound_conflicts(claim.format("£30"), evidence) == []
    assert bound_conflicts(claim.format("£34"), evidence)


def test_the_label_of_another_event_a_time_is_after_keys_nothing():
    evidence = ("Day plan\n09:00–10:30 Session 1\n10:30–10:45 Break\n10:45–12:30 Session 2\n12:30–13:15 Lunch\n"
                "13:15–15:00 Session 3")
    claim = "Lunch begins at {} and runs until 1:15pm, after the second session."
    assert bound_conflicts(claim.format("12:30pm"), evidence) == []
    assert bound_conflicts(claim.format("10:30am"), evidence)


def test_the_clause_the_claims_case_keys_is_its_subjects():
    evidence = ("Concessions\nIf you rent a plot from the council or a parish trust and are over 60, your annual plot fee for "
                "the Garden Scheme will be reduced if you hold a concession card. The reduction is 20% of your plot fee if you "
                "have one card holder in the household, and 35% if you have two or more card holders.")
    claim = "With two card holders in the household, your plot fee for the Garden Scheme will be reduced by {} per cent."
    assert bound_conflicts(claim.format("35"), evidence) == []
    assert bound_conflicts(claim.format("20"), evidence)


def test_a_name_the_claim_concludes_is_asserted():
    evidence = ("Ward contacts\n\n| Ward | Beds | Sister | Extension |\n|---|---|---|---|\n| Oak | 1–20 | Ann Bell | 4012 |\n"
                "| Oak | 21–40 | Raj Mehta | 4013 |")
    claim = "Bed 30 on Oak is in the 21–40 range, so {} is your sister."
    assert bound_conflicts(claim.format("Raj Mehta"), evidence) == []
    assert binding_subjects._named_beyond_subject(claim.format("Ann Bell"), frozenset({"Ann", "Bell", "Oak"}))


def test_a_date_whose_day_is_a_word_is_that_date():
    assert tx.dates_in_words_in_figures("The recital is on the twenty-third of May.") == "The recital is on 23 May."
    assert tx.dates_in_words_in_figures("from March the first") == "from March 1"
    # (a month's capital and one line: "December\nFirst Class" opens a name, "in May second-year pupils" a compound)
    assert tx.dates_in_words_in_figures("Friday 20 December\nFirst Class") == "Friday 20 December\nFirst Class"
    assert tx.dates_in_words_in_figures("In May second-year pupils sit mocks") == "In May second-year pupils sit mocks"
    evidence = ("Summer tour\nThe choir sings at Ely Cathedral on 9 July and at King's Lynn Minster on 12 July, ending at "
                "Norwich Cathedral on 16 July.")
    claim = "On the twelfth of July the choir sings at {}."
    assert bound_conflicts(claim.format("King's Lynn Minster"), evidence) == []
    assert bound_conflicts(claim.format("Norwich Cathedral"), evidence)


def test_a_small_number_in_figures_is_its_word_for_the_overlap():
    words = local._unit_words("Tenants aged 18 and over may sign a 12-month lease.")
    assert {"eighteen", "twelve"} <= words
    assert "eighteen" not in local._unit_words("Tenants may sign a lease.")


def test_on_average_names_nothing_a_value_is_on():
    evidence = ("From 1 July, average fares will rise by 3.1% for passengers who buy single tickets and by 5.4% for "
                "passengers who buy weekly and monthly season tickets.")
    claim = "If you buy a weekly season ticket, your fare goes up by {} on average from July."
    assert bound_conflicts(claim.format("5.4%"), evidence) == []
    assert bound_conflicts(claim.format("3.1%"), evidence)


def test_ages_none_of_which_are_the_claims_say_another_group():
    evidence = ("Visitors\nEach member may bring a visitor twice a month. A visit costs £12 for an adult visitor or £6 for a "
                "visitor under 16, paid at reception on arrival.")
    claim = "Bringing in a visitor aged 16 or over costs {} a visit, paid at reception."
    assert bound_conflicts(claim.format("£12"), evidence) == []
    assert bound_conflicts(claim.format("£6"), evidence)


def test_an_age_in_compound_words_is_read_whole():
    assert binding_conflicts._claimed_ages("a rider who is thirty-two years old") == (32.0, 32.0)


def test_an_exception_unless_it_is_part_of_a_range_is_said_as_the_evidence_leaves_it_out():
    evidence = ("Bookshop offers: 15% off all paperbacks with a student card; 25% off hardbacks (signed editions excluded); and "
                "10% off coffee before noon.")
    claim = "Yes, hardbacks are {} cheaper, unless they are part of the signed editions."
    assert bound_conflicts(claim.format("25%"), evidence) == []
    assert bound_conflicts(claim.format("15%"), evidence)


def test_what_the_claim_says_its_case_is_rather_than_keys_nothing():
    evidence = ("Fencing quotes: a 1.8 m close-board panel fitted on a level site costs £95 if we have to break concrete, "
                "or £70 on open soil.")
    claim = "When the panel goes on open soil rather than concrete, a 1.8 m close-board panel fitted costs {}."
    assert bound_conflicts(claim.format("£70"), evidence) == []
    assert bound_conflicts(claim.format("£95"), evidence)


def test_a_first_piece_bare_but_for_its_bracket_says_what_the_last_says():
    evidence = ("Late delivery: we credit £10 to personal accounts and £40 to trade accounts. A further £5 (personal) or "
                "£20 (trade) is credited for each additional working day of delay.")
    claim = "Personal account holders are credited an extra {} for every further working day of delay."
    assert bound_conflicts(claim.format("£5"), evidence) == []
    assert bound_conflicts(claim.format("£20"), evidence)


def test_an_ordinal_before_a_label_noun_is_that_label():
    evidence = ("Trips: one teacher is needed for every 8 pupils in grades K–2 and for every 12 pupils in grades 3–6; "
                "coach hire is extra.")
    claim = "A fourth-grade trip needs one teacher for every {} pupils."
    assert bound_conflicts(claim.format("12"), evidence) == []
    assert bound_conflicts(claim.format("8"), evidence)


def test_getting_your_money_back_is_a_refund():
    evidence = ("Changes are free up to 48 hours before the class, but refunds are only given if you cancel at least 7 days "
                "in advance.")
    claim = "You only get your money back if you cancel {} or more before the class."
    assert bound_conflicts(claim.format("7 days"), evidence) == []
    assert bound_conflicts(claim.format("48 hours"), evidence)


def test_a_purpose_opening_names_the_thing_the_claim_opens_with():
    evidence = ("Rides & simulators: Our XR racing simulators have a minimum height of 130cm, while the Turbo karts need "
                "riders to be at least 110cm tall. Each XR race lasts 5 minutes.")
    claim = "To ride the XR racing simulators, your son must be at least {} cm tall."
    assert bound_conflicts(claim.format("130"), evidence) == []
    assert bound_conflicts(claim.format("110"), evidence)


def test_pieces_keyed_by_ordinals_are_no_bare_listing():
    evidence = "Quiz night prizes: each round pays £30 for 1st, £20 for 2nd and £10 for 3rd. The overall winner gets £100."
    claim = "Coming second in a round wins you {}."
    assert bound_conflicts(claim.format("£20"), evidence) == []
    assert bound_conflicts(claim.format("£10"), evidence)


def test_year_olds_written_apart_are_ages():
    evidence = ("Swim groups: 4 and 5 year olds start in Minnows, 6 and 7 year olds move up to Sharks, and from 8 they join "
                "Dolphins.")
    claim = "A six-year-old would swim with the {} group."
    assert bound_conflicts(claim.format("Sharks"), evidence) == []
    assert bound_conflicts(claim.format("Minnows"), evidence)


def test_another_thing_we_do_after_and_is_a_clause_of_its_own():
    evidence = ("We'll clear the first blockage on a customer's drain free of charge if the drain is shorter than 20 metres, "
                "and we'll reline a clay drain at no cost if it runs for less than 12 metres.")
    assert len(binding_pieces._pieces(evidence)) == 2
    claim = "A clay drain can be relined at no charge as long as it is under {} metres long."
    assert bound_conflicts(claim.format("12"), evidence) == []
    assert bound_conflicts(claim.format("20"), evidence)


def test_a_longer_name_said_bare_in_its_sentence_is_the_claims():
    evidence = ("Help with parking\n- Resident Plus: caps your permit at £60 a year if you have two cars.\n- Assist: reduces your "
                "permit by up to 80% depending on income.\n- Blue Badge Discount: 30% off your permit and visitor vouchers if "
                "anyone in the household holds a Blue Badge.")
    claim = "If someone in your household holds a Blue Badge, your permit and visitor vouchers are cut by {}."
    assert bound_conflicts(claim.format("30%"), evidence) == []
    assert bound_conflicts(claim.format("80%"), evidence)


def test_each_time_is_per_occasion():
    assert binding_conflicts._amount_rates("charged at £4 each time") == {"£4": {"occasion"}}
    assert binding_conflicts._amount_rates("Stop cheque: £12 per transaction") == {"£12": {"occasion"}}
    evidence = "Account fees\n* Stopped cheque: £10 each\n* Faster Payment by phone: £3 per payment\n* Statement copy: £2"
    claim = "A Faster Payment made by phone is charged at {} each time."
    assert bound_conflicts(claim.format("£3"), evidence) == []
    assert bound_conflicts(claim.format("£10"), evidence)


def test_a_sentence_opening_on_a_verb_opens_with_no_name():
    evidence = ("Monthly Saver (Issue 3)\nSave from £20 to £300 each month by standing order over a 12-month term; two missed "
                "payments are allowed. The Junior Monthly Saver lets you save up to £50 per month per child, and pays 5% AER.")
    claim = "The Monthly Saver takes monthly standing orders of no more than {}."
    assert bound_conflicts(claim.format("£300"), evidence) == []
    assert bound_conflicts(claim.format("£50"), evidence)


def test_a_time_said_only_as_the_other_end_of_a_span_is_the_other_ends():
    evidence = "Rota at the Crewe depot:\n- Mornings: 07:00–15:00\n- Afternoons: 15:00–23:00\n- Nights: 23:00–07:00"
    claim = "Afternoon shifts at the Crewe depot end at {}."
    assert bound_conflicts(claim.format("11pm"), evidence) == []
    assert bound_conflicts(claim.format("3pm"), evidence)
    evidence = "Quiet hour: on Tuesdays the library opens from 9 a.m. to 10 a.m. for readers with autism. Normal opening follows."
    assert bound_conflicts("The quiet hour starts at 10 a.m. on Tuesdays.", evidence)


def test_an_exception_given_a_value_is_its_subject():
    evidence = ("Uniform\nWe supply your polo shirts (usually £12 each) at no charge. Safety kit is free, except the steel-toe "
                "boots, which cost £30 and are taken from your first wage.")
    claim = "The steel-toe boots will cost you {}, taken from your first wage."
    assert bound_conflicts(claim.format("£30"), evidence) == []
    assert bound_conflicts(claim.format("£12"), evidence)


def test_a_name_beside_a_role_the_evidence_gives_another():
    evidence = ("Dear Ms Khan, your boiler is booked for Monday. Our surveyor, Tom, will check the flue first, and our "
                "engineer, Aled, will fit the new boiler.")
    assert bound_conflicts("Aled, the engineer, will fit your boiler.", evidence) == []
    assert bound_conflicts("Tom, the engineer, will fit your boiler.", evidence) == [
        "Tom for the engineer; the context gives Aled"]


def test_a_time_the_claims_condition_gives_keys_no_clause_of_another_time():
    evidence = ("Express service: Blouses handed in by 10am are ready from 3pm. Coats and jackets must be in by 8am and will "
                "be ready from 6pm. Express is not available on Sundays.")
    claim = "As long as your coat is in by 8am, it can be picked up from {} the same day."
    assert bound_conflicts(claim.format("6pm"), evidence) == []
    assert bound_conflicts(claim.format("3pm"), evidence)


def test_a_piece_opening_with_its_exception_and_a_bracketed_value_is_about_what_it_excepts():
    evidence = ("Repair turnaround: Most repairs are done in 3 working days, except screen replacements on tablets (6 working "
                "days) and battery swaps (1 day). Express repairs cost an extra 40%.")
    claim = "Replacing a tablet screen takes {} working days."
    assert bound_conflicts(claim.format("six"), evidence) == []
    assert bound_conflicts(claim.format("three"), evidence)


def test_a_holiday_on_the_same_day_every_year_is_that_date():
    assert tx.holidays_dated("Closed on Christmas Day.") == "Closed on Christmas Day (25 December)."
    # (not where its day is written beside it, nor where it opens a longer name)
    assert tx.holidays_dated("Boxing Day, 26 December") == "Boxing Day, 26 December"
    assert tx.holidays_dated("the Halloween Night Walk") == "the Halloween Night Walk"
    evidence = ("Holiday hours\nChristmas Eve: 9am – 1pm\nChristmas Day: closed\nBoxing Day: 10am – 4pm\nNew Year's Eve: 9am – "
                "5pm\nNew Year's Day: closed")
    claim = "On 26 December the centre is open from 10am until {}."
    assert bound_conflicts(claim.format("4pm"), evidence) == []
    assert bound_conflicts(claim.format("1pm"), evidence)


def test_a_determiner_opening_a_sentence_is_no_part_of_a_name():
    assert tx.extract_entities("Every Junior Swim class lasts 30 minutes.") == ["Junior Swim"]


def test_a_bracket_of_the_earlier_periods_value_is_the_earlier_periods():
    evidence = ("Your yearly statement (1 April 2024 - 31 March 2025)\nWater used: 86 m3 (previous year: 94 m3)\nWaste water: "
                "80 m3 (previous year: 88 m3)\nWell done: you used 9% less water than the year before.")
    claim = "In the year to 31 March 2025, your home used {} m3 of water."
    assert bound_conflicts(claim.format("86"), evidence) == []
    assert bound_conflicts(claim.format("94"), evidence)
    assert bound_conflicts("Last year your home used 94 m3 of water.", evidence) == []


def test_a_span_shares_its_closing_pm_written_with_points():
    assert _values("from 7:15 to 9:45 p.m. in winter")["time"] == frozenset({"19:15", "21:45"})
    evidence = ("Stargazing\nGuided sessions run on clear Saturdays, from 9 to 11 p.m. between May and August and from 7:15 to "
                "9:45 p.m. between September and April.")
    claim = "In January, a guided session on a clear Saturday starts at {}."
    assert bound_conflicts(claim.format("7:15 p.m."), evidence) == []
    assert bound_conflicts(claim.format("9 p.m."), evidence)


def test_a_term_written_small_is_the_product_the_evidence_names_by_it():
    evidence = ("Dear Mr Shah,\nOur 3 Year Fixed Rate Bond (Issue 12) closes to new savers on 9 May 2025. Your existing 2 Year "
                "Bond matures on 30 June 2025, and we will write to you at least 14 days before then.")
    claim = "Mr Shah's current two-year bond matures on {}."
    assert bound_conflicts(claim.format("30 June 2025"), evidence) == []
    assert bound_conflicts(claim.format("9 May 2025"), evidence)


def test_an_opening_for_that_runs_past_the_main_verb_is_no_case():
    evidence = ("Subject: Walking weekend – confirmed!\nHi all, the trip to the Lake District is on. The price is £180 per "
                "person for club members, or £215 per person for guests, which includes two nights' hostel stay and a "
                "packed lunch each day. A £40 deposit is due by 1 March.")
    claim = "For guests the Lake District weekend costs {} each, covering two nights' hostel stay and packed lunches."
    assert bound_conflicts(claim.format("£215"), evidence) == []
    assert bound_conflicts(claim.format("£180"), evidence)



def test_a_stopped_thing_starts_again_when_the_span_it_is_stopped_for_ends():
    evidence = ("Winter break: the tearoom closes at 3pm on Saturday 20 December and reopens on Saturday 27 December. Online "
                "orders are suspended from 18 December until 5 January while the kitchen is refitted.")
    claim = "Online orders can be placed again from {}."
    assert bound_conflicts(claim.format("5 January"), evidence) == []
    assert bound_conflicts(claim.format("27 December"), evidence)



def test_a_quarter_and_a_fortnight_without_a_number_are_lengths():
    facts = tx.extract_facts
    assert tx.missing_facts(facts("The filters are changed every three months."),
                            facts("Filters: changed once a quarter.")) == []
    assert tx.missing_facts(facts("Bins are emptied every two weeks."), facts("Bins are emptied fortnightly.")) == []
    assert tx.extract_durations("a quarter of an hour") == [(0.25, 0.25 / 24, False)]
    assert tx.extract_durations("before ringing a quarter peal") == []
    evidence = "Service plans\n- Basic: one boiler check a year, £9/month\n- Plus: a filter flush once a quarter, £15/month"
    claim = "The {} plan flushes the filter every three months."
    assert bound_conflicts(claim.format("Plus"), evidence) == []
    assert bound_conflicts(claim.format("Basic"), evidence)


def test_a_value_only_another_keys_line_gives_is_that_keys():
    evidence = ("Loyalty tiers\n- Bronze: 5% off hot drinks\n- Silver: 10% off hot drinks and a free cake each month\n"
                "- Gold: 15% off everything and a free lunch once a quarter")
    assert bound_conflicts("The Gold tier gives a free lunch every three months.", evidence) == []
    assert bound_conflicts("The Silver tier gives a free lunch every three months.", evidence) == [
        "3 months for Silver; the context gives it for Gold"]


def test_not_counting_a_thing_leaves_it_out_as_excluding_it_does():
    evidence = ("| Package | Price |\n|---|---|\n| Garden room (with base) | £14,200 |\n| Garden room (excl. base) | £12,900 |")
    claim = "A garden room costs {}, not counting the base."
    assert bound_conflicts(claim.format("£12,900"), evidence) == []
    assert bound_conflicts(claim.format("£14,200"), evidence)


def test_a_clause_in_the_first_person_is_of_who_we_are():
    evidence = ("About us: Pennington Bakers was founded in 1952. We opened our café on Bridge Street in 1987 and our second "
                "shop, in Hexham, in 2011.")
    assert bound_conflicts("Pennington Bakers opened its Hexham shop in 2011.", evidence) == []
    # (not where no sentence naming them says "we")
    assert bound_conflicts("Pennington Bakers opened its Hexham shop in 2011.", evidence.replace("About us: ", "")
                           .replace("We opened our", "Holt & Sons opened a").replace("our second", "a second"))


def test_at_no_cost_is_free_of_charge():
    evidence = ("We'll store your bike free of charge for 2 weeks; after that a storage fee of £5 per week applies. Bikes not "
                "collected within 3 months may be sold.")
    claim = "They'll keep your bike at no cost for {}."
    assert bound_conflicts(claim.format("two weeks"), evidence) == []
    assert bound_conflicts(claim.format("three months"), evidence)


def test_a_part_saying_only_when_the_part_before_holds_is_no_claim_of_its_own():
    assert tx.split_claims("An annual pass can be paused, but only if at least 60 days remain on it.") == [
        "An annual pass can be paused, but only if at least 60 days remain on it."]


def test_values_each_taken_off_a_thing_of_their_own_are_pieces_however_long():
    evidence = ("To thank our long-standing subscribers for staying with us through the whole of last year, every premium "
                "member now gets 15% off all hardback editions in any of our shops and 5% off gift cards bought online.")
    claim = "Premium members get {} off hardback editions in the shops."
    assert bound_conflicts(claim.format("15%"), evidence) == []
    assert bound_conflicts(claim.format("5%"), evidence)




def test_an_instalment_is_a_payment():
    evidence = ("- Economy: £1,200 up front, or 10 payments of £126\n- Premium: £1,800 up front, or 10 payments of £189")
    claim = "If you spread Premium over ten months, each instalment is {}."
    assert bound_conflicts(claim.format("£189"), evidence) == []
    assert bound_conflicts(claim.format("£126"), evidence)




def test_a_case_no_clause_states_keys_the_row_whose_range_holds_it():
    evidence = ("Compensation for late flights\nCustomers can claim for each delayed flight. Compensation is based on the "
                "equivalent one-way fare for your booking:\n\n| Delay | Compensation |\n|---|---|\n| 30-59 minutes | 20% of the "
                "one-way fare |\n| 60-119 minutes | 40% of the one-way fare |\n| 120 minutes or more | 100% of the one-way "
                "fare |")
    claim = "If your flight landed 90 minutes late, you can claim back {} of the equivalent one-way fare for that flight."
    assert bound_conflicts(claim.format("40%"), evidence, frozenset({90.0})) == []
    assert bound_conflicts(claim.format("20%"), evidence, frozenset({90.0})) == [
        "20% for flight landed late claim; the context gives 40%"]




def test_a_modifier_telling_the_claims_event_in_another_form_is_no_other_kind():
    evidence = ("Keys: pick up the key from the warden at 2 Mill Lane between 4pm and 6pm. Regular users may keep their own "
                "key against a £15 deposit. Lost keys are charged at £40 to cover a new lock.")
    claim = "Losing the key will cost you {}, which pays for the lock to be changed."
    assert bound_conflicts(claim.format("£40"), evidence) == []
    assert bound_conflicts(claim.format("£15"), evidence)



def test_words_saying_another_word_in_another_form():
    evidence = ("Parking: cars £6 per day, motorcycles £2 per day. Season tickets are available to regular visitors at "
                "£40 a month.")
    claim = "If you come by motorbike, parking is {} a day."
    assert bound_conflicts(claim.format("£2"), evidence) == []
    assert bound_conflicts(claim.format("£6"), evidence)




def test_names_joined_by_and_after_a_comma_go_with_the_next_piece():
    evidence = ("Bins are collected in Ashby and Coleorton on Mondays, Measham and Appleby on Tuesdays, Ibstock and "
                "Heather on Thursdays, and Castle Donington on Fridays.")
    claim = "Ibstock's bins are collected on {}, the same day as Heather's."
    assert bound_conflicts(claim.format("Thursdays"), evidence) == []
    assert bound_conflicts(claim.format("Tuesdays"), evidence)



def test_an_amount_per_the_claims_unit_is_where_the_claims_amount_is():
    evidence = ("Looking after your dog\nWe're happy to give worming tablets at no charge. Flea treatments (such as spot-ons) "
                "are £4 per day, and ear cleaning is £2 per day. If your dog needs a vet during their stay with us, the vet's "
                "fees are added to your bill, plus a £15 transport charge for each trip to the surgery.")
    claim = "Yes, giving flea treatments such as spot-ons costs {} for each day of your dog's stay."
    assert bound_conflicts(claim.format("£4"), evidence) == []
    assert bound_conflicts(claim.format("£2"), evidence)



def test_the_outside_of_a_thing_and_into_or_out_of_are_no_exceptions_and_before_vat_is_one():
    assert binding_evidence._qualifiers("only the outside of a detached house", "") == frozenset()
    assert binding_evidence._qualifiers("flights into or out of Belfast", "") == frozenset()
    assert binding_evidence._qualifiers("£90 an hour before VAT", "") == frozenset({"vat"})
    assert binding_evidence._qualifiers("£90 an hour excluding VAT", "") == frozenset({"vat"})


def test_one_more_of_a_unit_said_without_a_number_is_a_length():
    assert _values("with an extra week if you are moving house")["duration"] == frozenset({"days:7"})
    evidence = ("Study leave\nStaff sitting a professional exam get 3 days' paid study leave, plus 1 extra day if the exam "
                "is taken abroad. Apprentices get 5 days.")
    claim = "Staff sitting a professional exam get {} days' paid study leave, with an additional day if it is abroad."
    assert bound_conflicts(claim.format("three"), evidence) == []
    assert bound_conflicts(claim.format("five"), evidence)


def test_no_more_than_is_the_side_below():
    assert binding_subjects._thresholds("no more than 20 km") == frozenset({("below", "20")})
    assert binding_subjects._thresholds("not less than 20 km") == frozenset({("above", "20")})
    evidence = ("Delivery is free to addresses within 20 km of the warehouse. Between 20 and 50 km a charge of £15 applies, "
                "and beyond 50 km we quote separately.")
    claim = "Delivery is free as long as you are no more than {} km from the warehouse."
    assert bound_conflicts(claim.format("20"), evidence) == []
    assert bound_conflicts(claim.format("50"), evidence)
    evidence = ("We deliver free within a 20-mile radius of the warehouse. Between 20 and 50 miles there is a £15 charge.")
    assert bound_conflicts("Delivery is free if you are no more than 20 miles from the warehouse.", evidence) == []


def test_a_span_of_bare_hours_is_read_as_the_evidence_gives_its_hours():
    assert binding_conflicts._bare_hours_as_given("Open from 9 to 5 on weekdays", frozenset({"9:00", "17:00"})) \
        == "Open from 9am to 5pm on weekdays"
    # (where the evidence gives an hour both ways, or not at all, nothing is read into it; nor into ages or days)
    assert binding_conflicts._bare_hours_as_given("Open from 9 to 5", frozenset({"9:00", "21:00", "17:00"})) \
        == "Open from 9 to 5"
    assert binding_conflicts._bare_hours_as_given("for children from 9 to 11 years", frozenset({"9:00", "11:00"})) \
        == "for children from 9 to 11 years"
    evidence = ("Our workshops: the pottery taster runs on Saturday afternoons (1pm-4pm) in the Garden Studio, and the "
                "wheel-throwing class on Thursday evenings (6pm-9pm) in the Kiln Room.")
    claim = "The pottery taster is held on {} afternoons between 1 and 4 in the Garden Studio."
    assert bound_conflicts(claim.format("Saturday"), evidence) == []
    assert bound_conflicts(claim.format("Thursday"), evidence)


def test_a_charge_a_claim_says_comes_on_top_is_no_subject_of_its_value():
    evidence = ("Chimney sweeping: £65 per chimney for the first one and £40 for each further flue, plus a £30 call-out "
                "fee outside our 10-mile area.")
    claim = "Sweeping costs £{} for the first chimney, with a call-out fee added on if you are further away."
    assert bound_conflicts(claim.format("65"), evidence) == []
    assert bound_conflicts(claim.format("30"), evidence)
    claim = "The first chimney is swept for £{}, with the call-out fee on top outside the local area."
    assert bound_conflicts(claim.format("65"), evidence) == []



def test_words_said_another_way_key_the_clause_they_say():
    # (a grown-up is an adult, the whole day the full day where the evidence prices that, being admitted entry, kicking
    # off beginning)
    evidence = "Extras\n- Wristbands: £3 a band (children) / £4.50 a band (adults)\n- Lockers: 50p"
    assert bound_conflicts("A wristband for a grown-up costs £4.50.", evidence) == []
    assert bound_conflicts("A wristband for a grown-up costs £3.", evidence)
    evidence = "Kayaks: £20 half day, £32 full day (a £50 deposit applies to all boats)."
    assert bound_conflicts("Taking a kayak out for the whole day costs £32.", evidence) == []
    assert bound_conflicts("Taking a kayak out for the whole day costs £20.", evidence)
    evidence = "Opening hours\nWeekdays: 10am - 8pm (last entry 6:15pm)\nSundays: 11am - 4pm (last entry 2:45pm)"
    assert bound_conflicts("On Sundays, the latest anyone is admitted is 2:45pm.", evidence) == []
    assert bound_conflicts("On Sundays, the latest anyone is admitted is 6:15pm.", evidence)
    evidence = ("Session times\nWeekend sessions start at 9am, 11:30am and 2pm. On weekdays in the school holidays there is a "
                "single session at 12:15pm, and in term time weekday sessions begin at 4:30pm, after school.")
    claim = "During term time, weekday sessions kick off at {}, once school has finished."
    assert bound_conflicts(claim.format("4:30pm"), evidence) == []
    assert bound_conflicts(claim.format("12:15pm"), evidence)


def test_a_closing_apposition_of_plain_words_says_no_subject_of_the_value():
    evidence = ("Around 40% of visitors come by car, which makes it the most common way, whereas only about 9% cycle. The "
                "cycle path is often called the green route because it can be used by anyone all year. The park-and-ride "
                "brings roughly 30% of visitors.")
    claim = "About {}% of visitors cycle, the route that can be used by anyone all year."
    assert bound_conflicts(claim.format("9"), evidence) == []
    assert bound_conflicts(claim.format("30"), evidence)
    # (not after a name, whose apposition says whose name it is)
    evidence = ("Our senior tutor, Sam Reid, specialises in advanced conversation classes. Nervous or first-time learners "
                "are usually placed with Pat Lowe, who runs our beginners' sessions.")
    claim = "You'll want {}, the senior tutor who specialises in advanced conversation classes."
    assert bound_conflicts(claim.format("Sam Reid"), evidence) == []
    assert bound_conflicts(claim.format("Pat Lowe"), evidence)


def test_an_ordinal_in_words_is_the_one_the_evidence_writes_in_figures():
    evidence = ("Prize money\nIn each age group the pot is shared as follows: 1st place takes 60%, 2nd place 25% and 3rd "
                "place 15%. Ties share the prizes equally.")
    claim = "The runner finishing second in an age group takes {}% of that group's pot, unless there's a tie."
    assert bound_conflicts(claim.format("25"), evidence) == []
    assert bound_conflicts(claim.format("15"), evidence)
    assert binding_conflicts._ordinals_as_written("in third place", "1st place, 2nd place, 3rd place") == "in 3rd place"
    # (not where the evidence writes the word itself, nor an ordinal it never gives in figures, nor a thing's ordinal,
    # which is its label's number already: "the third instalment")
    assert binding_conflicts._ordinals_as_written("in third place", "third place, 3rd lane") == "in third place"
    assert binding_conflicts._ordinals_as_written("in fourth place", "1st place, 2nd place, 3rd place") == "in fourth place"
    assert binding_conflicts._ordinals_as_written("the third instalment", "3rd instalment: 15 April") == "the third instalment"


def test_paying_for_a_period_by_its_adverb_is_paying_per_the_period():
    evidence = "The Film Club costs £6.50 a month or £65 a year, and you can cancel whenever you like."
    assert bound_conflicts("If you pay annually, the Film Club costs £65.", evidence) == []
    assert bound_conflicts("If you pay annually, the Film Club costs £6.50.", evidence)
    assert binding_conflicts._paid_per_period("Paid monthly, it is £6.50.") == "Paid monthly, it is £6.50 a month."
    # (an amount already said per something keeps what it is said per)
    assert binding_conflicts._paid_per_period("Paid monthly, it is £6.50 per person.") == "Paid monthly, it is £6.50 per person."


def test_degrees_without_a_scale_are_in_the_scale_the_evidence_gives():
    evidence = "Care labels\nCotton: machine wash at 60°C.\nWool: hand wash at 30°C only, and dry flat.\nSynthetics: 40°C."
    assert bound_conflicts("Wool should be washed by hand at thirty degrees.", evidence) == []
    assert bound_conflicts("Wool should be washed by hand at forty degrees.", evidence)
    # (where the evidence gives both scales, which is meant is open)
    assert binding_conflicts._degrees_as_given("at 40 degrees", "60°C (140°F)") == "at 40 degrees"


def test_a_case_the_claim_opens_with_as_not_suiting_is_no_case_of_its_value():
    evidence = ("Hi Ana,\nThanks for offering your bakery's leftovers. Our driver can pick up on Monday between 4pm and 5pm; "
                "if that doesn't suit, the next free slot is Wednesday at 10am, when Raj will be out on the round.\nBest, Kim")
    claim = "If Monday isn't convenient, the driver could call on Wednesday at {} instead."
    assert bound_conflicts(claim.format("10am"), evidence) == []
    assert bound_conflicts(claim.format("4pm"), evidence)


def test_fresh_things_are_new_ones_where_the_evidence_says_new():
    evidence = ("About our stock\nEverything is chosen by our buyers. We currently have 410 books listed online, and the shop "
                "itself holds around 2,000 titles at any one time, with roughly 90 new books going out on the shelves each "
                "week.")
    claim = "Each week, around {} fresh books are put out on the shop shelves."
    assert bound_conflicts(claim.format("90"), evidence) == []
    assert bound_conflicts(claim.format("410"), evidence)


def test_a_short_day_name_where_a_day_is_said_is_that_day_and_no_name():
    # (after a word leading to a day, before a date, a time or another day, after a rota's comma)
    assert tx.extract_entities("The clinic takes place on the first Fri of every month.") == []
    assert _weekdays("The clinic takes place on the first Fri of every month.") == frozenset({"5"})
    assert _weekdays("Over the summer it switches to Mon and Wed mornings.") == frozenset({"1", "3"})
    rota = "Next week's openers: Mon & Tue Aisha, Wed Dev, Thu & Fri Aisha again, Sat Marek."
    assert tx.extract_entities(rota) == ["Aisha", "Dev", "Marek"]
    assert _weekdays(rota) == frozenset({"1", "2", "3", "4", "5", "6"})
    # (not where it reads as a name or a word)
    assert tx.extract_entities("Sun Life Financial pays on Fri.") == ["Sun Life Financial"]
    assert tx.short_day_spans("We met Sat Nav users.") == ()
    evidence = ("Specialist clinics: the dry-eye clinic runs every Tuesday morning, the low-vision clinic is held on the "
                "first Friday of each month, and children's appointments are on Wednesdays after school.")
    claim = "The low-vision clinic takes place on the first {} of every month."
    assert tx.missing_facts(tx.extract_facts(claim.format("Fri")), tx.extract_facts(evidence)) == []
    assert bound_conflicts(claim.format("Fri"), evidence) == []
    assert bound_conflicts(claim.format("Tue"), evidence)


def test_a_spoken_span_opens_in_the_part_of_the_day_it_ends_in():
    assert tx.spoken_clock_in_figures("from eight until ten in the evening") == "from 8pm until 10:00pm"
    assert tx.spoken_clock_in_figures("from 8 till half past ten at night") == "from 8pm till 10:30pm"
    # (not an opening hour later on the clock than the end: "from eleven until two in the afternoon" opens before noon)
    assert tx.spoken_clock_in_figures("from eleven until two in the afternoon") == "from eleven until 2:00pm"
    evidence = "Adults-Only Night (18+) takes place every other Wednesday from 8 to 10 p.m. and costs $20."
    claim = tx.extract_facts("Adults-Only Night for over-18s is held on alternate Wednesdays, from eight until ten in the evening.")
    assert tx.missing_facts(claim, tx.extract_facts(evidence)) == []


def test_a_date_written_in_figures_alone_states_the_date():
    evidence = tx.extract_facts("You're all set for Pharaoh's Tomb for 6 players on Sat 3/15 at 7:30 PM.")
    assert tx.missing_facts(tx.extract_facts("The group plays on March 15."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("The group plays on 15 March."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("The group plays on March 16."), evidence) == ["date ?-3-16"]
    # (a date given its year is read as the evidence writes it, whole: "3/15" says no year)
    assert tx.missing_facts(tx.extract_facts("The group plays on March 15, 2024."), evidence)


def test_up_to_a_date_says_the_spans_end():
    evidence = ("SkyHop hosts school groups on weekday mornings from September 2 through May 23, when the park is normally "
                "closed to the public. Summer camp groups can book from June 2 to August 15.")
    claim = "School field trips can be booked up to {}, on weekday mornings."
    assert bound_conflicts(claim.format("May 23"), evidence) == []
    assert bound_conflicts(claim.format("August 15"), evidence)


def test_behind_a_thing_is_at_its_back():
    evidence = ("What do you need from me? Just enough room around the car: at least 1 metre on each side and 2 metres at the "
                "back. Our van carries its own water and power.")
    claim = "You'll need to leave a clear space of at least {} behind the car."
    assert bound_conflicts(claim.format("two metres"), evidence) == []
    assert bound_conflicts(claim.format("one metre"), evidence)


def test_a_name_given_with_its_letter_is_not_stated_by_another_of_its_kind():
    evidence = ("Confident dogs may go into the cabinet dryers in Room A (maximum 20 minutes). Anxious, elderly or "
                "flat-faced dogs must instead be hand-dried with the low-noise blaster in Room B, which is kept quiet.")
    claim = "A nervous dog has to be hand-dried using the low-noise blaster in Room {}."
    assert bound_conflicts(claim.format("B"), evidence) == []
    assert bound_conflicts(claim.format("A"), evidence)


def test_a_list_items_later_sentences_are_said_of_the_name_before_its_dash():
    evidence = ("Our rooms\n• Pharaoh's Tomb – Explore a buried chamber before the air runs out. 60 minutes. Difficulty: 3/5.\n"
                "• Heist at Halloway Bank – Crack the vault and get out before the guards change shift. 75 minutes.\n"
                "- The Nursery - Something is wrong in the old Whitcombe house. 50 minutes.")
    claim = "Teams get {} minutes to pull off the Halloway Bank heist."
    assert bound_conflicts(claim.format("75"), evidence) == []
    assert bound_conflicts(claim.format("60"), evidence)
    assert bound_conflicts("The Nursery lasts 50 minutes.", evidence) == []
    assert bound_conflicts("The Nursery lasts 75 minutes.", evidence)


def test_a_place_given_as_where_a_named_thing_is_is_its_place():
    evidence = ("Our instructors regularly take pupils to test at Harehills and Horsforth in Leeds and at Heaton in Bradford. "
                "At the moment the average wait is about 14 weeks at Harehills, 9 weeks at Horsforth and 18 weeks at Heaton.")
    claim = "At the Heaton centre in {}, the average wait for a test date is currently around {} weeks."
    assert bound_conflicts(claim.format("Bradford", "18"), evidence) == []
    assert bound_conflicts(claim.format("Bradford", "9"), evidence)
    assert bound_conflicts(claim.format("Leeds", "18"), evidence)
    # (the whole name placed there, not another thing whose name ends alike: the Secretary of State is in Sacramento)
    evidence = ("State-issued documents are apostilled by the Secretary of State in Sacramento. Federal documents must "
                "instead be sent to the U.S. Department of State in Washington, D.C.")
    assert bound_conflicts("Federal documents have to be sent to the U.S. Department of State in Sacramento.", evidence)


def test_an_exception_giving_its_own_value_is_where_the_excepted_things_value_is():
    # (a list of excepted things before the relative clause giving their value)
    evidence = ("Unclaimed property is stored for 28 days and then recycled, except laptops, tablets and cameras, which we "
                "keep for 90 days. Ring the front desk to ask.")
    assert bound_conflicts("If you leave a tablet behind, it is kept for 90 days.", evidence) == []
    assert bound_conflicts("If you leave a tablet behind, it is kept for 28 days.", evidence)
    # (an exception of a clause of its own, split from the rule it excepts)
    evidence = ("Each boat takes at least 2 rowers, except the Dragon, which needs a crew of 6 because of its size.")
    assert bound_conflicts("You need a crew of at least 6 to take out the Dragon.", evidence) == []
    assert bound_conflicts("You need a crew of at least 2 to take out the Dragon.", evidence)
    # (with brackets after the excepted thing)
    evidence = ("Members aged 65 and over pay half price, except those on the Flex plan (monthly billing), who qualify "
                "from 70.")
    assert bound_conflicts("On the Flex plan, members get half price from the age of 70.", evidence) == []
    assert bound_conflicts("On the Flex plan, members get half price from the age of 65.", evidence)
    # (a head after "except" is of no narrower kind: "except tickets bought for the gala")
    evidence = ("Tickets are valid for 6 months from purchase, except tickets bought for the summer gala, which stay "
                "valid for 18 months.")
    assert bound_conflicts("A gala ticket can be used for up to 18 months after it was bought.", evidence) == []
    assert bound_conflicts("A gala ticket can be used for up to 6 months after it was bought.", evidence)


def test_a_year_has_only_years_for_rivals():
    evidence = ("In 2022, 58% of our students passed at the first attempt. Students who took our four-week revision "
                "course before the exam passed at a rate of 77%.")
    assert bound_conflicts("In 2022, students who took the revision course passed 77% of the time.", evidence) == []


def test_a_number_opening_a_sentence_in_words_is_one_number_and_no_name():
    evidence = "Flyers (A5, printed both sides):\n- 250 flyers - £30\n- 500 flyers - £45\n- 1,000 flyers - £70"
    assert bound_conflicts("Five hundred double-sided A5 flyers cost £45.", evidence) == []
    assert bound_conflicts("Five hundred double-sided A5 flyers cost £70.", evidence)


def test_the_case_a_claim_puts_with_otherwise_is_the_case_of_not_doing_it():
    evidence = ("Desks can be held for up to 30 minutes while you step out. If you haven't collected your key within "
                "10 minutes of your slot, the locker is given to the next person in the queue.")
    claim = "You have {} to collect your key, otherwise the locker goes to the next person."
    assert bound_conflicts(claim.format("a quarter of an hour"), evidence)
    assert bound_conflicts(claim.format("10 minutes"), evidence) == []
    assert bound_conflicts(claim.format("30 minutes"), evidence)


def test_doings_said_in_other_words():
    # (back open is reopening; due back by a time is being returned by it; a last day is an end)
    evidence = ("The pool closes on 3 March for retiling and reopens on 14 April. The gym stays open until 31 March.")
    assert bound_conflicts("After the retiling the pool is back open on 14 April.", evidence) == []
    assert bound_conflicts("After the retiling the pool is back open on 31 March.", evidence)
    evidence = ("Borrow any board game after 4pm on Friday and return it by 10am on Monday for a single day's fee.")
    assert bound_conflicts("The game has to be back with us by 10am on Monday.", evidence) == []
    assert bound_conflicts("The game has to be back with us by 4pm on Monday.", evidence)
    evidence = "Autumn term begins on Monday 1 September and ends on Friday 19 December."
    assert bound_conflicts("The last day of the autumn term is Friday 19 December.", evidence) == []
    assert bound_conflicts("The last day of the autumn term is Monday 1 September.", evidence)


def test_twelve_in_the_morning_and_a_name_of_midnight():
    evidence = "The Late Swim runs from 10 p.m. to 12:30 a.m. on Saturdays."
    assert bound_conflicts("On Saturdays the Late Swim ends at 00:30.", evidence) == []
    assert binding_conflicts._values(evidence)["time"] == {"22:00", "0:30"}
    assert binding_conflicts._values("We close at midnight.")["time"] == {"0:00"}
    assert binding_conflicts._values("The Midnight Run starts at 11pm.")["time"] == {"23:00"}


def test_an_hour_priced_is_a_rate_no_length():
    evidence = ("Group lessons cost £20 per hour, or £150 for a block of ten hours. Private online lessons are £30 per "
                "hour.")
    assert bound_conflicts("An hour of private online teaching costs £30.", evidence) == []
    assert bound_conflicts("An hour of private online teaching costs £20.", evidence)


def test_a_length_inside_a_span_the_clause_gives():
    evidence = ("Cancel more than 30 days before departure for a full refund; between 30 and 7 days before, we refund "
                "half. No refund is given within 7 days.")
    assert bound_conflicts("Cancelling 12 days before departure gets you half back.", evidence) == []
    assert bound_conflicts("Cancelling 40 days before departure gets you half back.", evidence)
    # (a dash between a key's span and its length joins no span of lengths: "Levels 1–2 – 20 minutes")
    evidence = "Suggested practice: Levels 1–2 – 20 minutes; Levels 3–4 – 35 minutes; Level 5 – 50 minutes."
    assert bound_conflicts("At Level 3, practise for 35 minutes.", evidence) == []
    assert bound_conflicts("At Level 3, practise for 20 minutes.", evidence)


def test_ages_between_two_numbers_are_a_span():
    assert binding_conflicts._age_ranges("A junior aged between 8 and 16 pays £4.") == ((8.0, 16.0),)
    assert binding_conflicts._age_ranges("adults aged 18 and 25") == ()
    evidence = "| Ticket | Price |\n|---|---|\n| Adult | £9 |\n| Junior (8-16) | £4 |\n| Family (2 adults + 3 juniors) | £22 |"
    assert bound_conflicts("A junior aged between 8 and 16 pays £4.", evidence) == []
    assert bound_conflicts("A junior aged between 8 and 16 pays £9.", evidence)


def test_past_a_point_is_after_it():
    evidence = ("If a match is abandoned before half-time, tickets are refunded in full; if it is abandoned after "
                "half-time, you get 40% back.")
    assert bound_conflicts("If the match is called off past half-time, you get 40% back.", evidence) == []
    assert bound_conflicts("If the match is called off past half-time, you get 100% back.", evidence)


def test_a_preposition_before_a_name_names_no_other_of_it():
    evidence = ("Walkers aged 12 and over may go round Heron Lake without an adult, but under-12s must be with someone "
                "aged 18 or over.")
    assert bound_conflicts("Children can walk Heron Lake on their own from the age of 12.", evidence) == []


def test_how_a_thing_is_booked_heads_no_kind_of_it():
    assert ("book", "onlin") not in binding_evidence._modifier_pairs("or $16 if booked online by 8 p.m.")


def test_a_part_of_an_hour_is_no_subject_word():
    from rageval_pipeline.core.judges.binding.words import _words

    assert "quarter" not in _words("You have a quarter of an hour to check in")
    assert "half" not in _words("Allow half an hour for parking")
    assert "quarter" in _words("Rents are paid each quarter")


def test_a_later_clause_taking_place_how_often_has_its_own_subject():
    evidence = ("Our tasting evening runs on the last Friday of every month from 7pm to 9pm, and our cheese market takes "
                "place twice a year on a Saturday.")
    claim = "The tasting evening takes place on the last {} of each month."
    assert bound_conflicts(claim.format("Friday"), evidence) == []
    assert bound_conflicts(claim.format("Saturday"), evidence)


def test_a_case_unless_which_another_value_holds_is_that_values():
    evidence = ("Repairs are usually finished within 5 working days, unless parts have to be ordered from abroad, in "
                "which case they can take up to 15 working days.")
    claim = "If parts must be ordered from abroad, a repair can take up to {} working days."
    assert bound_conflicts(claim.format("15"), evidence) == []
    assert bound_conflicts(claim.format("5"), evidence)
    assert bound_conflicts("A repair is usually finished within 5 working days.", evidence) == []


def test_a_step_of_a_scale_taking_in_the_claims_length_is_its():
    evidence = ("Refunds: cancel more than 8 weeks before the course for a full refund. Between 8 and 4 weeks before, "
                "we keep 25% of the fee; between 4 and 2 weeks, 60%; and within 2 weeks of the start, 100% is kept.")
    claim = "If you cancel three weeks before the course, we keep {} of the fee."
    assert bound_conflicts(claim.format("60%"), evidence) == []
    assert bound_conflicts(claim.format("25%"), evidence)
    assert bound_conflicts(claim.format("100%"), evidence)


def test_a_measure_counted_in_words_is_that_measure():
    evidence = ("Planting guide: set bulbs no deeper than 15 cm, with at least 5 cm of soil between each bulb and the next, "
                "and water every 3 days.")
    claim = "Leave at least {} between one bulb and the next."
    assert bound_conflicts(claim.format("five centimetres"), evidence) == []
    assert bound_conflicts(claim.format("fifteen centimetres"), evidence)


def test_a_bound_the_claim_sets_with_its_own_measure_is_no_case():
    evidence = ("Climber weight policy\nFor the safety of our ropes, climbers must weigh no more than 120kg (19 stone) for "
                "general sessions. Our junior harnesses carry a maximum of 40kg, and climbers on the crag day must be under "
                "100kg because of the abseil and distance involved. We may ask climbers to step on the scales.")
    claim = "Yes - because of the abseil and distance, you need to weigh under {} to join the crag day."
    assert bound_conflicts(claim.format("100kg"), evidence) == []
    assert bound_conflicts(claim.format("120kg"), evidence)


def test_two_statements_of_a_claim_are_read_one_at_a_time():
    evidence = ("Proofreading service: Our proofreading is £90 per chapter (up to 8,000 words) or £70 per chapter for books "
                "of five chapters or more. Each proofread includes two rounds of corrections; further rounds cost £20 each. "
                "Style sheets and a change log are included at no extra charge.")
    claim = "Every proofread comes with {} rounds of corrections, and any more after that are charged at £20 each."
    assert bound_conflicts(claim.format("2"), evidence) == []
    assert bound_conflicts(claim.format("5"), evidence)


def test_an_added_price_with_its_own_case_is_no_case_of_the_first():
    evidence = ("Private tours: a garden tour for schools starts from £90 on weekdays, whereas a photography walk starts "
                "from £140. Weekend tours cost an extra £30.")
    claim = "A photography walk starts from {}, with an extra £30 if it runs at the weekend."
    assert bound_conflicts(claim.format("£140"), evidence) == []
    assert bound_conflicts(claim.format("£90"), evidence)


def test_a_sentence_that_is_only_a_length_goes_on_about_the_last_on_its_line():
    evidence = ("Workshops\nStarter Workshop - £30 per person. 2 hours with a tutor and all materials.\n"
                "Masterclass - £55 per person. Four hours, including lunch and a take-home kit.")
    claim = "The Masterclass lasts {} and costs £55 per person."
    assert bound_conflicts(claim.format("four hours"), evidence) == []
    assert bound_conflicts(claim.format("2 hours"), evidence)


def test_an_aside_between_dashes_lists_nothing():
    evidence = ("Grading: the Yellow belt usually takes about 12 classes, the Green around 30, and Black - which includes a "
                "written exam and a practical test in front of an outside panel of senior instructors - typically 150 "
                "classes. Gradings cost £25 each.")
    claim = "Most students earn the Green belt in around {} classes."
    assert bound_conflicts(claim.format("30"), evidence) == []
    assert bound_conflicts(claim.format("150"), evidence)


def test_a_case_a_note_says_again_keys_no_clause():
    evidence = ("Typical workshop turnaround\n- Reupholstering a sofa: 4 weeks\n- Leg replacement: 1 week\n"
                "- Full frame repair: 10 days\n- New cushions (full set): 2 weeks\nTimes start from when the frame arrives at "
                "our Canal Road workshop, and can run longer in December.")
    claim = "Once the frame reaches the Canal Road workshop, fitting new legs usually takes about {}."
    assert bound_conflicts(claim.format("one week"), evidence) == []
    assert bound_conflicts(claim.format("four weeks"), evidence)


def test_a_step_of_a_scale_of_measures_taking_in_the_claims_is_its():
    evidence = ("Delivery: There's no delivery charge for homes within 5 miles of our Leeds store. Between 5 and 12 miles we "
                "add $6 per order, and from 12 to 25 miles the delivery fee is $11. We don't deliver beyond 25 miles except "
                "for large furniture, which is quoted separately.")
    claim = "Because you're 18 miles from the store, each order would carry {} delivery charge."
    assert bound_conflicts(claim.format("an $11"), evidence) == []
    assert bound_conflicts(claim.format("a $6"), evidence)


def test_words_for_what_is_paid_are_one_another():
    from rageval_pipeline.core.judges.binding.subjects import _PRICE_HEADS

    assert {tx._stem("fee"), tx._stem("charge"), tx._stem("price"), tx._stem("cost")} <= _PRICE_HEADS


def test_a_thing_left_unused_in_the_claims_case_is_the_evidence_without_it():
    evidence = ("When a primer is applied to the wall, the paint stays sound in around 90% of cases, meaning it does not "
                "peel. Without primer, peeling happens in up to 35% of cases.")
    claim = "If primer isn't used, the paint peels in as many as {} of cases."
    assert bound_conflicts(claim.format("35%"), evidence) == []
    assert bound_conflicts(claim.format("90%"), evidence)


def test_one_more_of_a_thing_is_the_second_where_the_evidence_counts_it_so():
    evidence = ("Glasses: ready-made readers cost £20 a pair and can be collected the same day. Prescription glasses, made "
                "from your eye test results, are £160 a pair and take around 10 days to arrive; a second pair ordered at "
                "the same time is £80.")
    claim = "If you order an additional pair of prescription glasses at the same time, it costs {}."
    assert bound_conflicts(claim.format("£80"), evidence) == []
    # (said of the second pair, which is how the evidence names it)
    assert any("second pair" in problem for problem in bound_conflicts(claim.format("£160"), evidence))


def test_a_name_a_cleft_or_a_recommendation_picks_is_asserted():
    evidence = ("New in: the Nordic Pine Dollhouse (ages 4+, 30 pieces), the Magnetic Tile Castle (ages 3+), and the "
                "Marble Run Tower (ages 6+).")
    assert bound_conflicts("It's the Nordic Pine Dollhouse that has 30 pieces.", evidence) == []
    advice = ("Which course? If you're new to sailing, our Taster course (one afternoon) suits best. For those with some "
              "experience, choose Explorer, which runs over four days.")
    claim = "For sailors with some experience, the school recommends {}, which runs over four days."
    assert bound_conflicts(claim.format("Explorer"), advice) == []
    assert bound_conflicts(claim.format("Taster"), advice)


def test_a_case_not_done_within_a_time_is_the_time_to_do_it_in():
    evidence = ("Your permit is valid for 6 months. If you don't reapply within 2 weeks of it running out, your space "
                "is given to the next person on the list.")
    claim = "You have {} after the permit runs out to reapply before your space is given away."
    assert bound_conflicts(claim.format("two weeks"), evidence) == []
    assert bound_conflicts(claim.format("6 months"), evidence)


def test_a_remark_in_brackets_keys_no_clause():
    evidence = ("Rates: charities pay 20% less for every hire. Regular hirers on the Annual Booking Scheme save 30% "
                "on each session.")
    claim = "A charity pays {} less for each hire (unless the Annual Booking Scheme saving is bigger, as the two don't combine)."
    assert bound_conflicts(claim.format("20%"), evidence) == []
    assert bound_conflicts(claim.format("30%"), evidence)


def test_brothers_and_sisters_are_siblings():
    evidence = ("Block bookings and discounts\nBook a block of 8 group classes in advance and save 5% on the standard fee. "
                "Siblings swimming in the same class each receive a 20% discount, while members of the Otter Club get 10% "
                "off any class on showing a valid membership card.")
    claim = "Yes - brothers and sisters who swim in the same class each get {} off."
    assert bound_conflicts(claim.format("20%"), evidence) == []
    assert bound_conflicts(claim.format("10%"), evidence)


def test_everything_in_a_place_is_no_tier_added_to():
    evidence = ("Members receive 5% off drinks in the Garden Bar and 12% off everything in the Gift Shop (excluding "
                "books). Membership is £30 a year.")
    claim = "Members get {} off Gift Shop purchases."
    assert bound_conflicts(claim.format("12%"), evidence) == []
    assert bound_conflicts(claim.format("5%"), evidence)


def test_too_little_notice_in_words_qualifies_the_notice():
    evidence = ("Cancelling: appointments can be moved free with 72 hours' notice. Cancellations with less than 48 hours' "
                "notice cost £30, and if nobody is home when we call, we charge the full £90 visit fee.")
    claim = "If you cancel with less than two days' notice, you'll be charged {}."
    assert bound_conflicts(claim.format("£30"), evidence) == []
    assert bound_conflicts(claim.format("£90"), evidence)


def test_the_whole_a_claim_opens_by_counting_keys_no_clause_of_its_part():
    evidence = ("About the water park: Splash Valley covers 30 acres of Devon coast and has 50 slides and pools, including "
                "9 flumes, 4 lazy rivers and 11 pools designed for toddlers. Opened in 1991, it now welcomes more than "
                "400,000 visitors a year.")
    claim = "Among the park's 50 pools there are {} lazy rivers."
    assert bound_conflicts(claim.format("four"), evidence) == []
    problems = bound_conflicts(claim.format("nine"), evidence)
    # (the part's count conflicts; the whole's is no value of the part's clause)
    assert problems and not any(problem.startswith("50 ") for problem in problems)


def test_what_a_claim_adds_on_top_keys_no_clause():
    evidence = ("Bike storage: Standard racks are £8/month and covered racks are £15/month; a £10 refundable fob deposit "
                "applies to both. Helmet hooks are free for members.")
    claim = "Renting a covered rack costs {} a month, on top of a refundable fob deposit."
    assert bound_conflicts(claim.format("£15"), evidence) == []
    assert bound_conflicts(claim.format("£8"), evidence)


def test_a_size_told_with_by_is_two_sides_in_its_unit():
    from rageval_pipeline.core.judges.binding.values import _values

    assert _values("a 300 by 200 mm tile")["measure"] == _values("a 300×200mm tile")["measure"]


def test_a_quarter_of_an_hour_said_without_its_article_is_fifteen_minutes():
    evidence = ("Extras: Nail polish £4 per visit. Flea bath: £9, takes about 45 minutes. Tangle removal: £6 per quarter "
                "hour after the first 15 minutes, which cost nothing.")
    claim = "The first quarter of an hour of tangle removal is free, then it costs {} per quarter hour."
    # ("an hour of tangle removal" inside it is no hour)
    assert bound_conflicts(claim.format("£6"), evidence) == []
    assert bound_conflicts(claim.format("£9"), evidence)


def test_a_length_owned_by_a_noun_goes_on_about_the_head_of_its_dashed_line():
    evidence = ("Our coaches\nPriya Shah – Head coach. 11 years' experience, leads the squad sessions.\n"
                "Dan Hughes – Assistant coach. 3 years' experience, runs the beginners' class.")
    claim = "Dan Hughes, the assistant coach, has {} years of coaching experience."
    assert bound_conflicts(claim.format("three"), evidence) == []
    assert bound_conflicts(claim.format("eleven"), evidence)


def test_like_giving_examples_is_read_as_such_as():
    evidence = ("After your knee operation, avoid driving for 6 weeks, and avoid high-impact exercise such as running and "
                "tennis for 3 months.")
    claim = "Stay away from high-impact exercise like running or tennis for {}."
    assert bound_conflicts(claim.format("three months"), evidence) == []
    assert bound_conflicts(claim.format("six weeks"), evidence)
    # ("like" saying what one wants is no example: the claim keeps its verb)
    assert bound_conflicts("You can avoid driving for six weeks if you like.", evidence) == []


def test_other_ways_of_saying_avoid_are_read_as_the_evidences_avoid():
    evidence = "Avoid alcohol for 48 hours after the filler, and avoid saunas and steam rooms for 2 weeks."
    claim = "Please steer clear of saunas and steam rooms for {}."
    assert bound_conflicts(claim.format("two weeks"), evidence) == []
    assert bound_conflicts(claim.format("48 hours"), evidence)
    assert bound_conflicts("Refrain from alcohol for 2 weeks after the filler.", evidence)


def test_a_word_described_in_commas_after_it_opens_the_claim_as_a_name():
    from rageval_pipeline.core.judges.binding.values import _values

    assert _values("Misty, the brindle whippet, usually races at about 14 kg.")["name"] == {"Misty"}
    # (not a word saying how the sentence goes on)
    assert _values("However, the brindle whippet, usually races at about 14 kg.")["name"] == frozenset()


def test_a_name_ending_in_double_s_opening_a_sentence_before_a_past_verb_is_a_name():
    evidence = ("Hello Ana,\n\nGreat news - your sofa is re-covered. Ross stitched the new cushions, but he is away this "
                "week, so please ask for Ewa at the collection desk.")
    claim = "Ana should ask for {} at the collection desk."
    assert bound_conflicts(claim.format("Ewa"), evidence) == []
    assert bound_conflicts(claim.format("Ross"), evidence)


def test_the_key_of_a_listing_line_with_its_price_after_a_dash_is_a_name():
    evidence = ("Studio plans\nStarter - £15/month: 4 hours of booth time, standard mics.\n"
                "Studio Plus - £40/month: 12 hours of booth time, free mastering on weekend sessions.")
    claim = "Free mastering on weekend sessions comes with the {} plan."
    assert bound_conflicts(claim.format("Studio Plus"), evidence) == []
    assert bound_conflicts(claim.format("Starter"), evidence)


def test_a_named_things_value_in_a_relative_clause_is_checked_as_its_own():
    evidence = ("Membership\nBronze (£30 a year): members' newsletter.\nSilver (£55 a year): newsletter and free guided "
                "walks.\nGold (£95 a year): everything in Silver, plus a private garden tour.")
    claim = "A private garden tour is only part of the {} membership, which costs £95 a year."
    assert bound_conflicts(claim.format("Gold"), evidence) == []
    assert bound_conflicts(claim.format("Silver"), evidence)


def test_a_new_named_doer_after_and_opens_a_clause_of_its_own():
    evidence = ("Thanks for your order. Once the artwork is approved, Nadia in our print room will trim the cards, and Omar "
                "will pack and post them to Leeds by Friday.")
    claim = "Once the artwork is approved, {} from the print room will be trimming the cards."
    assert bound_conflicts(claim.format("Nadia"), evidence) == []
    assert bound_conflicts(claim.format("Omar"), evidence)


def test_words_of_the_value_clauses_own_sentence_count_towards_its_subject():
    evidence = ("Add-ons\nColour grading: £35 per video\nSubtitles: £25 per video\n"
                "Each package includes one round of revisions; any further rounds are billed at £15 each.")
    claim = "After your included round is used up, every additional revision is billed at {}."
    assert bound_conflicts(claim.format("£15"), evidence) == []
    assert bound_conflicts(claim.format("£35"), evidence)


def test_places_on_a_booking_count_the_people_it_takes():
    evidence = ("Cookery classes\n- Thai Street Food - Friday 6pm, max 12 places, £65\n"
                "- Fresh Pasta - Saturday 10am, max 8 places, £55")
    claim = "The Fresh Pasta class is limited to {} people."
    assert bound_conflicts(claim.format("eight"), evidence) == []
    assert bound_conflicts(claim.format("twelve"), evidence)


def test_a_measure_counted_by_a_compound_number_word_is_that_measure():
    evidence = ("Free collection is offered within a 10-mile radius of the depot. Beyond that we collect from up to 35 miles "
                "away for a £20 fee.")
    claim = "Collection is free as long as you're within {} of the depot."
    assert bound_conflicts(claim.format("ten miles"), evidence) == []
    # (35 miles, not the 5 of "thirty-five" read alone)
    assert any(problem.startswith("35 miles") for problem in bound_conflicts(claim.format("thirty-five miles"), evidence))


def test_minutes_and_seconds_written_short_are_one_length():
    from rageval_pipeline.core.judges.binding.values import _values

    assert _values("Best time: 41 min 05 s")["duration"] == _values("in 41 minutes 5 seconds")["duration"] != frozenset()


def test_a_count_of_things_told_apart_counts_the_noun_after_its_adjective():
    from rageval_pipeline.core.judges.binding.values import _counted

    assert ("breed", "") in _counted("The farm keeps 120 animals from 35 different breeds.")["35"]


def test_a_greeting_names_no_one():
    from rageval_pipeline.core.judges.binding.evidence import _evidence_names

    assert "Hello" not in _evidence_names("Hello Sam,\nYour frames are ready. Hello and welcome to our new shop!")


def test_a_sentence_ends_after_an_area_in_square_metres():
    assert len(split_sentences("The hall has 140 sq m. Parking is free for guests.")) == 2


def test_a_code_in_brackets_after_a_value_names_what_the_value_is_of():
    evidence = ("Exam courses last 6 weeks (B1 Preliminary) or 9 weeks (B2 First) and start in January, April and "
                "September.")
    claim = "The B2 First course lasts {} weeks."
    assert bound_conflicts(claim.format("nine"), evidence) == []
    assert bound_conflicts(claim.format("six"), evidence)


def test_a_closing_bracket_with_a_verb_of_its_own_is_cut_from_however_long_a_clause():
    clause = ("Guests may use any caterer, photographer or band they like, except that fireworks must be approved by the "
              "estate, and all drinks are served by our own bar team unless you are holding an event that needs a "
              "specialist wine merchant, in which case an approved merchant may be used for a corkage fee of £9 per bottle "
              "(glassware hire is a further £2 per guest).")
    assert [piece for piece, _ in binding_pieces._pieces(clause)][1:] == ["glassware hire is a further £2 per guest)."]


def test_a_plurals_when_said_after_and_is_a_clause_of_its_own():
    evidence = ("Tastings are run on Mondays and Fridays by arrangement, and our supper clubs take place on the last "
                "Thursday of each month from 7pm to 10pm, when guests can meet the winemakers and try new vintages.")
    claim = "Supper clubs are held on the last {} of the month."
    assert bound_conflicts(claim.format("Thursday"), evidence) == []
    assert bound_conflicts(claim.format("Friday"), evidence)


def test_a_second_doing_after_and_and_a_modal_is_cut_from_the_first():
    evidence = ("Your kitten can come for its first check-up from 9 weeks old, as long as it has had its first jab, and can "
                "have its first full clip from 6 months old.")
    claim = "Once your kitten reaches {} of age, it can have its first full clip."
    assert bound_conflicts(claim.format("six months"), evidence) == []
    assert bound_conflicts(claim.format("nine weeks"), evidence)


def test_names_given_as_examples_of_a_kind_name_no_one():
    evidence = ("Our team. Olga runs the workshop and specialises in restoring vintage bicycles such as Raleighs and "
                "Peugeots. Tariq is our wheel builder and is trained in suspension servicing.")
    claim = "The mechanic to ask about restoring a vintage bicycle is {}."
    assert bound_conflicts(claim.format("Olga"), evidence) == []
    assert bound_conflicts(claim.format("Tariq"), evidence)


def test_a_bracketed_price_for_a_case_keeps_the_unit_the_first_is_per():
    evidence = ("### Holiday club\nFive days of crafts and sport, 4-8 August. £120 per child (£100 for siblings).\n"
                "### Half-term workshop\nOne day of baking on 28 October. £30 for siblings, £40 for everyone else.")
    claim = "For children whose brother or sister also attends, the holiday club costs {} per child."
    assert bound_conflicts(claim.format("£100"), evidence) == []
    assert bound_conflicts(claim.format("£30"), evidence)


def test_a_value_only_another_age_groups_row_states_is_that_groups():
    evidence = ("Youth squads\n| Squad | Ages | Training |\n|---|---|---|\n| Under-11s | 8-10 | Tuesday 5:00pm |\n"
                "| Under-14s | 11-13 | Tuesday 6:15pm |\n| Under-17s | 14-16 | Thursday 7:00pm |")
    claim = "A twelve-year-old would be in the {}, who train on Tuesdays at 6:15pm."
    assert bound_conflicts(claim.format("Under-14s"), evidence) == []
    assert bound_conflicts(claim.format("Under-17s"), evidence)


def test_the_keys_before_a_listings_dashes_are_its_things_names():
    evidence = ("Memberships\nStarter - two sessions a week, £25/month.\nRegular - four sessions a week, £35/month.\n"
                "Unlimited Plus - unlimited sessions and sauna, £50/month.")
    claim = "If you want sauna access with unlimited sessions, choose {}."
    assert bound_conflicts(claim.format("Unlimited Plus"), evidence) == []
    assert bound_conflicts(claim.format("Regular"), evidence)


def test_a_change_told_in_a_relative_clause_is_its_antecedents():
    evidence = ("From 1 April, season tickets will go up by 4% to cover higher ground rent, which has risen by 12% since "
                "2023.")
    claim = "Season tickets are rising by {} from April."
    assert bound_conflicts(claim.format("4%"), evidence) == []
    assert bound_conflicts(claim.format("12%"), evidence)


def test_a_word_opening_the_claim_is_a_word_of_its_subject_though_a_name_shares_it():
    names = frozenset({"Animology", "Tearless", "Puppy"})
    features = binding_evidence._features("Puppies get bathed with Animology Tearless Puppy shampoo.", names)
    assert "w:puppy" in features and "name:Puppy" in features


def test_what_a_claim_opens_by_doing_without_keys_no_column():
    evidence = ("| Lessons | Termly (paid upfront) | Pay-as-you-go |\n|---|---|---|\n| Beginner | £90 | £12 per lesson |\n"
                "| Improver | £110 | £14 per lesson |")
    claim = "Without paying termly upfront, an improver pays {} for each lesson."
    assert bound_conflicts(claim.format("£14"), evidence) == []
    assert bound_conflicts(claim.format("£12"), evidence)


def test_the_pieces_going_on_after_a_cases_clause_say_what_holds_in_it():
    evidence = ("Studio hire runs for a minimum of 12 months and needs 2 months' notice after that, while hot desks can be "
                "cancelled with one week's notice.")
    claim = "Once the twelve-month minimum has passed, studio hirers need to give notice of {}."
    assert bound_conflicts(claim.format("two months"), evidence) == []
    assert bound_conflicts(claim.format("one week"), evidence)


def test_a_named_thing_said_to_be_the_one_that_does_a_thing_is_asserted():
    evidence = ("Choose your plan:\n- **Basic – £9/month**: two classes per week.\n- **Standard – £15/month**: unlimited "
                "classes.\n- **Premium – £25/month**: everything in Standard, and one 30-minute personal training session "
                "every month.")
    claim = "The {} plan is the one that includes a 30-minute personal training session each month."
    assert bound_conflicts(claim.format("Premium"), evidence) == []
    assert bound_conflicts(claim.format("Standard"), evidence)


def test_a_room_capped_at_the_number_the_claim_goes_beyond_is_not_its_room():
    evidence = ("Dining rooms. Parties can dine in the Garden Room, which seats up to 30 guests, or, for small groups of up "
                "to 10, in the Snug. Parties of up to 80 guests are seated in the Ballroom, with its own bar.")
    claim = "A party of more than 30 guests (up to 80) is seated in the {}."
    assert bound_conflicts(claim.format("Ballroom"), evidence) == []
    assert bound_conflicts(claim.format("Garden Room"), evidence)


def test_what_a_claim_does_without_is_the_case_of_no_clause_saying_it():
    evidence = ("Age limits. Adult courses are open to anyone aged 18 or over; 16- and 17-year-olds may join adult courses "
                "only if a parent has signed our consent form.")
    assert bound_conflicts("Without a signed consent form, you must be at least 18 to join an adult course.",
                           evidence) == []

def test_a_case_excepted_where_it_is_and_given_its_own_value_in_which_case_is_that_cases():
    evidence = ("Repairs are guaranteed for 6 months from collection, except where genuine manufacturer parts were fitted, "
                "in which case the guarantee runs for 24 months.")
    claim = "With genuine manufacturer parts fitted, your repair is guaranteed for {}."
    assert bound_conflicts(claim.format("24 months"), evidence) == []
    assert bound_conflicts(claim.format("6 months"), evidence)


def test_a_long_clauses_last_item_opening_on_its_value_is_an_item_of_its_own():
    evidence = ("Our volunteers run free bike marking sessions every Monday from 10:00 to 13:00 in the foyer of the Old "
                "Market Hall on Castle Street, and every Thursday at the students' union building (term time only).")
    claim = "Bike marking in the Old Market Hall foyer takes place on {}s, 10am to 1pm."
    assert bound_conflicts(claim.format("Monday"), evidence) == []
    assert bound_conflicts(claim.format("Thursday"), evidence)


def test_a_name_a_listing_pairs_with_another_value_than_the_questions_is_swapped():
    evidence = ("Loyalty tiers: you move up as you visit - Copper at 3 visits, Bronze at 8, Jade at 15, Opal at 30, and "
                "Diamond at 60. Every tier comes with a welcome drink.")
    claim = "Thirty visits take you up to the {} tier, with its welcome drink."
    assert bound_conflicts(claim.format("Opal"), evidence, frozenset({30.0})) == []
    assert bound_conflicts(claim.format("Diamond"), evidence, frozenset({30.0}))


def test_a_number_a_label_noun_names_a_thing_by_counts_nothing():
    evidence = ("Sailing for young people\nLittle Sailors (ages 8 to 11): Sunday mornings on the lake. £10 a session.\nSea "
                "Cadets (ages 12 to 16): a ten-week course ending in an RYA Stage 2 badge. £140 in all.")
    claim = "Sea Cadets is open to young people from {}, up to age sixteen."
    assert bound_conflicts(claim.format("12"), evidence) == []
    assert bound_conflicts(claim.format("8"), evidence)


def test_a_piece_opening_with_a_condition_and_telling_the_reader_what_to_do_is_a_clause_of_its_own():
    evidence = ("Leave the dressing on for 4 hours, and if the graze starts to weep, wash it gently for 2 minutes under cool "
                "running water.")
    claim = "The dressing should stay on the graze for {} after treatment."
    assert bound_conflicts(claim.format("four hours"), evidence) == []
    assert bound_conflicts(claim.format("two minutes"), evidence)


def test_a_line_key_the_claim_writes_in_lower_case_keys_its_line():
    evidence = ("How long each treatment takes\n\nWhitening: a tray is fitted to your teeth, so the treatment takes around "
                "60 minutes.\n\nPolishing: the treatment lasts about 30 minutes.")
    claim = "The whitening treatment itself lasts roughly {}."
    assert bound_conflicts(claim.format("60 minutes"), evidence) == []
    assert bound_conflicts(claim.format("30 minutes"), evidence)


def test_a_remark_a_dash_sets_off_after_a_lines_last_value_is_said_of_its_whole_line():
    evidence = ("Tent sizes\n- Ridge 2: 210cm length, 120cm width, 100cm height - lightweight, for backpacking\n- Dome 4: "
                "240cm length, 220cm width, 150cm height - our roomiest tent")
    claim = "The Dome 4, the roomiest tent in the range, has a length of {}."
    assert bound_conflicts(claim.format("240cm"), evidence) == []
    assert bound_conflicts(claim.format("150cm"), evidence)


def test_words_of_one_meaning_are_read_alike():
    assert tx.content_words("the nearest car park") == tx.content_words("the closest car park")
    assert tx.content_words("an extra night") == tx.content_words("an additional night")
    assert tx.content_words("shipped overseas") == tx.content_words("shipped abroad")
    evidence = ("Over the holidays we close on 25 and 26 December. Normal opening hours resume on Monday 29 December.")
    claim = "The café is back to its usual hours on {}."
    assert bound_conflicts(claim.format("29 December"), evidence) == []
    assert bound_conflicts(claim.format("26 December"), evidence)


def test_a_value_bracketed_after_a_lines_last_item_leaves_the_items_own_noun_its_own():
    evidence = ("Starter kits\n- Solo kit – 2 paint pots, 1 brush, 3 canvases (£20)\n- Studio kit – 12 paint pots, 5 brushes, "
                "4 canvases and 2 easel stands (£65)")
    claim = "The Studio kit comes with twelve paint pots, along with brushes, canvases and easel stands."
    assert bound_conflicts(claim, evidence) == []
    assert bound_conflicts(claim.replace("twelve", "two"), evidence)


def test_a_reason_after_a_listed_piece_gives_the_piece_no_subject_of_its_own():
    evidence = "Men can donate plasma every 2 weeks, and women every 3 weeks, because women generally have lower iron stores."
    claim = "Women have to leave at least {} between plasma donations."
    assert bound_conflicts(claim.format("3 weeks"), evidence) == []
    assert bound_conflicts(claim.format("2 weeks"), evidence)


def test_who_does_a_thing_by_an_agent_noun_in_ist_says_the_doing():
    evidence = "Drivers can claim 40p per mile and cyclists 25p per mile, while taxi fares are not refunded."
    claim = "If you cycle to your appointment you can claim {} for every mile."
    assert bound_conflicts(claim.format("25p"), evidence) == []
    assert bound_conflicts(claim.format("40p"), evidence)


def test_a_day_before_a_date_is_no_label_keying_a_listing():
    evidence = ("Refit notice\nOur Market Square branch will be closed for refurbishment from Tuesday 4 February to Saturday "
                "15 February and will reopen on Monday 17 February. During the closure, all fittings will be moved to Bridge "
                "Street.")
    claim = "The Market Square shop opens its doors again on {}, once the refurbishment is finished."
    assert bound_conflicts(claim.format("17 February"), evidence) == []
    assert bound_conflicts(claim.format("15 February"), evidence)


def test_a_thing_after_the_first_one_is_an_additional_one():
    evidence = "The first bike you store is £12 per month, and each additional bike is £8 per month."
    claim = "Every bike after the first one costs {} a month to store."
    assert bound_conflicts(claim.format("£8"), evidence) == []
    assert bound_conflicts(claim.format("£12"), evidence)


def test_an_exception_naming_other_things_first_is_no_exception_for_the_claims_thing():
    evidence = ("For current members, increases are capped at 5% a year, except for lockers rented on a founder's deal, which "
                "may rise by up to 20% once the deal ends in order to return to the standard rate.")
    claim = "As a current member, your rent cannot increase by more than {} in a year."
    assert bound_conflicts(claim.format("5%"), evidence) == []
    assert bound_conflicts(claim.format("20%"), evidence)


def test_it_after_a_name_of_its_own_clause_is_that_names():
    evidence = ("The Lighthouse is our easiest puzzle trail, and 70% of players finish it. The Crypt sits at 45%, while only "
                "15% of players have ever finished Blackwater Mill - we suggest it for experienced teams.")
    claim = "Under half of players finish The Crypt: its completion rate is {}."
    assert bound_conflicts(claim.format("45%"), evidence) == []
    assert bound_conflicts(claim.format("15%"), evidence)


def test_one_unit_before_a_word_saying_how_far_ahead_is_a_length():
    assert tx.extract_durations("the form must reach us a week ahead of the trip")
    assert tx.extract_durations("please arrive a day early")
    assert not tx.extract_durations("buy a day pass at the gate")


def test_a_time_when_there_is_no_such_thing_is_without_it():
    evidence = ("The kiosk is open from 9am to 6pm on race days, and from 11am to 4pm on Saturdays and Sundays when there "
                "is no race.")
    claim = "On a Sunday without a race, the kiosk opens at {}."
    assert bound_conflicts(claim.format("11am"), evidence) == []
    assert bound_conflicts(claim.format("9am"), evidence)


def test_names_the_passage_gives_every_clause_name_no_others():
    evidence = ("Jobs at Fenwick & Daughters\nWe're hiring packers and drivers across Tyneside. Packers must be aged 16 or "
                "over and able to lift safely as part of a crew. Because of our insurer's requirements, HGV drivers must be "
                "at least 23 and hold a Category C licence with no more than 3 penalty points.")
    claim = "HGV drivers for the firm need to be aged {} or older, and hold a Category C licence."
    assert bound_conflicts(claim.format("23"), evidence) == []
    assert bound_conflicts(claim.format("16"), evidence)


def test_a_note_on_all_of_the_listed_things_keys_none_of_them():
    evidence = ("Our hearing clinic runs every Tuesday morning. Tinnitus clinics are held on Wednesdays and Saturdays. All "
                "clinics are at our Market Street practice.")
    claim = "Hearing tests are held at a dedicated clinic on {} mornings at Market Street."
    assert bound_conflicts(claim.format("Tuesday"), evidence) == []
    assert bound_conflicts(claim.format("Saturday"), evidence)


def test_pieces_bounding_their_values_alike_are_items_however_long_the_first():
    evidence = ("The marina has open berths for day boats of any size, plus deep-water berths for yachts up to 14 metres "
                "and catamarans (with their own fenders) up to 11 metres, measured at the waterline.")
    claim = "A catamaran can have a berth as long as it's no more than {} at the waterline."
    assert bound_conflicts(claim.format("11 metres"), evidence) == []
    assert bound_conflicts(claim.format("14 metres"), evidence)


def test_the_ends_of_a_range_of_labelled_things_count_nothing():
    evidence = ("Hi everyone - for Sunday's tournament, Courts 1-4 are booked for the junior matches run by Priya Okafor, "
                "and Courts 5-6 for the veterans' doubles organised by Tom Reid. Court 7 stays free for warm-ups.")
    claim = "The junior matches on Courts 1 to 4 will be run by {}."
    assert bound_conflicts(claim.format("Priya Okafor"), evidence) == []
    assert bound_conflicts(claim.format("Tom Reid"), evidence)


def test_cents_are_a_dollar_amount():
    assert tx.extract_amounts("each extra mile costs 45 cents") == [("$", 0.45)]
    assert tx.extract_amounts("when a piano is more than 15 cents flat") == []


def test_the_final_one_is_no_other_kind_of_the_last_one():
    evidence = ("OPENING TIMES\nMon-Thu: 09:00-21:00, last class starts 19:30\nFri: 09:00-22:00, last class starts 20:30\n"
                "Sun: 10:00-18:00, last class starts 16:15\nThe studio locks once the final group has left.")
    claim = "On Sundays the final class of the day begins at {}."
    assert bound_conflicts(claim.format("4:15pm"), evidence) == []
    assert bound_conflicts(claim.format("8:30pm"), evidence)


def test_a_verb_taking_an_object_names_no_kind_its_noun_before_it_modifies():
    evidence = ("Bookings cancelled more than 14 days in advance receive a full refund; bookings cancelled between 14 days "
                "and 72 hours before the trip receive a 50% refund, and within 72 hours no refund is given.")
    claim = "To get a full refund, you need to cancel more than {} before your trip."
    assert bound_conflicts(claim.format("14 days"), evidence) == []
    assert bound_conflicts(claim.format("72 hours"), evidence)
