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
    # a unit's last letter is no initial: "km/h." and "10 m." end their sentences, "J. R. Smith" goes on
    assert tx.split_sentences("It reaches 210 km/h. The electric model is slower. The mast is 10 m. It was built "
                              "by J. R. Smith in 1901.") == [
        "It reaches 210 km/h.", "The electric model is slower.", "The mast is 10 m.", "It was built by J. R. Smith in 1901."]


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


def test_entities_skip_an_opening_preposition_before_the_name_or_a_date() -> None:
    # (an answer opening "Aboard the ..." or "Starting 1 May" named an entity no context has: "Aboard MV Tern")
    assert tx.extract_entities("Aboard the MV Tern, the crossing to Rum takes 40 minutes.") == ["MV Tern", "Rum"]
    assert tx.extract_entities("Starting May 1, the Harbour Cafe opens at 8am.") == ["Harbour Cafe"]
    assert tx.extract_entities("Beginning June 1, the rate rises by 3%.") == []
    # (a name of that shape is still one, and so is a name before a month: "Alfred the Great", "Acme Corp")
    assert tx.extract_entities("Alfred the Great ruled Wessex.") == ["Alfred Great", "Wessex"]


def test_entities_leave_out_a_doing_or_a_plural_opening_the_sentence_and_split_a_day_from_a_name() -> None:
    # (each made a supported answer's name one no context has: "Sitting C1 Advanced", "Residents Elm Road")
    assert tx.extract_entities("Sitting C1 Advanced at the school costs £195.") == ["C1 Advanced"]
    assert tx.extract_entities("Residents of Elm Road get their water back by 1pm.") == ["Elm Road"]
    assert tx.extract_entities("On Saturdays and Sundays the Caxton Court desk opens at 10:00.") == [
        "Saturdays", "Sundays", "Caxton Court"]
    # (a name opening the sentence keeps its words, and a name of that shape elsewhere is still one)
    assert tx.extract_entities("Bank of England rates rose.") == ["Bank England"]
    assert tx.extract_entities("We met the Residents of Elm Road and Reading Council.") == ["Residents Elm Road",
                                                                                           "Reading Council"]


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


def test_a_bracketed_unit_conversion_is_checked_through_the_value_before_it() -> None:
    # each bracketed value converts the one before it, to the rounding people use
    assert tx.extract_facts("Bake at 300°F (150°C) for 20 minutes.").numbers == (300.0, 20.0)
    assert tx.extract_facts("Summers run 70°F to 90°F (21°C to 32°C).").numbers == (70.0, 90.0)
    assert tx.extract_facts("Add 1 tablespoon (15 ml) of oil; winds of 6 mph (9 km/h).").numbers == (1.0, 6.0)
    assert tx.extract_facts("Winters run 15°F to 35°F (-9°C to 1°C).").numbers == (15.0, 35.0)
    assert tx.extract_facts("It is 58 degrees Fahrenheit (15 degrees Celsius).").numbers == (58.0,)
    # a wrong conversion (43°F is 6°C) is a figure of its own to check, and so is a remark in brackets
    assert tx.extract_facts("It is 43 degrees Fahrenheit (4 degrees Celsius).").numbers == (43.0, 4.0)
    assert tx.extract_facts("The hotel is 2 km (about 5 minutes by taxi) away.").numbers == (2.0, 5.0)
    # a converted value nobody checks through its source is still missing when the source value is
    evidence = tx.extract_facts("Preheat the oven to 300°F.")
    assert tx.missing_facts(tx.extract_facts("Preheat the oven to 300°F (150°C)."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("Preheat the oven to 350°F (175°C)."), evidence) == ["number 350"]


def test_a_back_reference_and_a_comma_list_of_numbers() -> None:
    # "the two" points at things already named: the evidence need not print the count
    assert tx.extract_facts("The main difference between the two is how they form.").numbers == ()
    assert tx.extract_facts("Connect these three circles; it has four parts.").numbers == (4.0,)
    # "boxes 1,2,3, and 5" lists four numbers (a comma before a digit group of three is a thousands separator)
    assert tx.extract_numbers("boxes 1,2,3, and 5 of 49,400") == [1.0, 2.0, 3.0, 5.0, 49400.0]


def test_names_without_possessives_instruction_verbs_labels_or_units() -> None:
    assert tx.extract_entities("The South's economy grew; the National Safety Council's survey helps.") == [
        "South", "National Safety Council"]
    assert tx.extract_entities("Open Control Panel. Check the French White Pages online.") == [
        "Control Panel", "French White Pages"]
    # a quoted or bulleted first word, one after a spaced dash; a name before a colon says who
    assert tx.extract_entities('"Unable to answer." + Regular meetings help. Wine - Drinking a glass helps.') == []
    assert tx.extract_entities("Helen Okafor: Circulate the budget.") == ["Helen Okafor"]
    assert tx.extract_entities("At 3 PM it is 58 degrees Fahrenheit in Lyon.") == ["Lyon"]
    # a name that leads its sentence still counts when it is not an instruction's verb
    assert tx.extract_entities("Acme Corp announced the merger.") == ["Acme Corp"]
    evidence = tx.extract_facts("After the war the South joined the market system.")
    assert tx.missing_facts(tx.extract_facts("The South's economy joined the market system."), evidence) == []


def test_a_title_case_line_over_more_text_is_a_heading_not_a_claim() -> None:
    answer = "Essential Amino Acids\nThere are nine of them in food.\nNon-Essential Amino Acids\nThe body makes the rest."
    assert tx.split_claims(answer) == ["There are nine of them in food.", "The body makes the rest."]
    # a one-line answer is the answer, whatever its case
    assert tx.split_claims("Paris Is The Capital Of France") == ["Paris Is The Capital Of France"]


def test_a_name_the_evidence_writes_another_usual_way_is_stated() -> None:
    evidence = tx.extract_facts("Make a do it yourself roller. Visit pagesjaunes.fr to search. The Fair Labor "
                                "Standards Act applies.")
    for claim in ("Build a DIY roller.", "Use the Pages Jaunes website.", "The FLSA applies."):
        assert tx.missing_facts(tx.extract_facts(claim), evidence) == [], claim
    assert tx.missing_facts(tx.extract_facts("Use the XYZ roller."), evidence) == ["entity 'XYZ'"]
    assert tx.missing_facts(tx.extract_facts("Use the Pages Blanches site."), evidence) == ["entity 'Pages Blanches'"]


def test_an_ordinal_ends_a_sentence() -> None:
    # "31st." is a day, not the abbreviation "St." (Street) that keeps a sentence going
    answer = "- Helen: Circulate the budget by March 31st. - Helen: Add the audit fee to the budget."
    assert tx.split_claims(answer) == ["Helen: Circulate the budget by March 31st.", "Helen: Add the audit fee to the budget."]
    assert tx.split_sentences("He lives at 5 Main St. in Leeds.") == ["He lives at 5 Main St. in Leeds."]


def test_conversions_either_way_ranges_and_wrong_ones() -> None:
    evidence = tx.extract_facts("Bake at 200°C for 25 minutes. Cut into 10-15 cm pieces.")

    def problems(claim: str) -> list[str]:
        return tx.missing_facts(tx.extract_facts(claim), evidence)

    # the answer may convert the evidence's value and give the original in brackets, or a range
    assert problems("Bake at about 390°F (200°C) for 25 minutes.") == []
    assert problems("Cut into 10–15 cm (4–6 inches) pieces.") == []
    # a bracketed value in the same kind of unit that is not the conversion contradicts the answer itself
    assert problems("Cut into 10–15 cm (10–15 inches) pieces.") == [
        "conversion 10 -> 10 (should be about 3.94)", "conversion 15 -> 15 (should be about 5.91)"]
    assert problems("Bake at 200°C (350°F).") == ["conversion 200 -> 350 (should be about 392)", "number 350"]
    # kitchen rounding is no error: 1 cup is 236.6 ml
    assert tx.extract_facts("Add 1 cup (250 ml) of milk.").wrong_conversions == ()
    # a wrong conversion the sources print too is quoted, not made up by the answer
    sources = tx.extract_facts("Winters can get windy, sometimes even dropping to minus 20 °C (4 °F).")
    assert tx.missing_facts(tx.extract_facts("Temperatures can drop to minus 20 °C (4 °F)."), sources) == []


def test_fractions_a_no_answer_and_a_referral() -> None:
    assert tx.extract_numbers("Use 2½ cups, 1 ¼ tsp and ½ lemon.") == [2.5, 1.25, 0.5]
    # "No." ends an answer's first sentence unless a number follows ("No. 5")
    assert tx.split_sentences("No. According to the recipe, you bake it. See No. 5.") == [
        "No.", "According to the recipe, you bake it.", "See No. 5."]
    assert tx.extract_entities("No. According to the recipe, you bake it.") == []
    # a referral asserts nothing about the world
    assert tx.split_claims("The documents do not say. HR should be able to confirm. Contact your pharmacist for "
                           "details.") == []


def test_a_conversion_restated_outside_brackets() -> None:
    evidence = tx.extract_facts("Roast at 200°C for 80 minutes. The tablet has an 11-inch display.")
    assert tx.missing_facts(tx.extract_facts("Roast at 200°C, which is about 390°F, for 80 minutes."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("It has an 11-inch display, which is about 28 cm across."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("Roast at 200°C, which is about 350°F."), evidence) == [
        "conversion 200 -> 350 (should be about 392)", "number 350"]


def test_a_conversion_is_right_to_the_rounding_people_use() -> None:
    def wrong(text: str) -> tuple[str, ...]:
        return tx.extract_facts(text).wrong_conversions

    for right in ("Add 1 cup (250 ml).", "Add 1 oz (30 g).", "It is 35°F (1°C).", "Bake at 250°F (120°C).",
                  "Use 300 ml, which is about 1.25 US cups.", "It weighs 1.4 kg (about 3.1 lb)."):
        assert wrong(right) == (), right
    assert wrong("It weighs 1.4 kg (about 2.1 lb).") == ("conversion 1.4 -> 2.1 (should be about 3.09)",)
    assert wrong("He threw 88.50 m (about 265 ft).") == ("conversion 88.5 -> 265 (should be about 290)",)
    assert wrong("Use 300 ml, which is about 2 US cups.") == ("conversion 300 -> 2 (should be about 1.27)",)


def test_words_and_dates_beyond_ascii_and_single_days():
    from rageval_pipeline.core.judges import text as tx

    # a letter beyond ASCII does not cut a word in two ("García" was "garc")
    assert {"garcía", "sørensen", "dvořák"} <= tx.content_words("García, Sørensen and Dvořák")
    # both ends of a range of days are dates
    assert [(d.month, d.day) for d in tx.extract_dates("from 1 to 14 July")] == [(7, 1), (7, 14)]
    assert [(d.year, d.month, d.day) for d in tx.extract_dates("April 3-9, 2025")] == [(None, 4, 3), (2025, 4, 9)]
    # and so is each day listed before the month it shares (not an amount before it)
    assert [(d.month, d.day) for d in tx.extract_dates("Saturdays 7 and 14 June; 3, 10 and 17 May")] == [
        (6, 7), (6, 14), (5, 3), (5, 10), (5, 17)]
    assert [(d.month, d.day) for d in tx.extract_dates("£7 and 14 June")] == [(6, 14)]


def test_an_abbreviation_of_words_spelled_out_small_words_and_digits_aside() -> None:
    evidence = tx.extract_facts("The National Snow and Ice Data Center and the Copernicus Climate Change Service "
                                "reported it. Norvale Energy named a new chief financial officer.")
    for claim in ("The NSIDC reported it.", "C3S reported it.", "Norvale Energy's CFO was named."):
        assert tx.missing_facts(tx.extract_facts(claim), evidence) == [], claim
    assert tx.missing_facts(tx.extract_facts("Norvale Energy's CEO was named."), evidence) == [
        "entity 'Norvale Energy CEO'"]


def test_a_companys_suffix_ends_a_sentence_before_a_sentences_first_word() -> None:
    assert tx.split_sentences("The deal went to GreenCycle Ltd. A second deal went to Acme Inc. Chief Executive "
                              "Jo Bloggs signed it.") == [
        "The deal went to GreenCycle Ltd.", "A second deal went to Acme Inc. Chief Executive Jo Bloggs signed it."]
    # (and before a capitalised word a lower-case one follows: a sentence's subject, not more of the name)
    assert tx.split_sentences("Cover is underwritten by Harbour Legal Ltd. Breakdown cover is provided by RoadAid.") == [
        "Cover is underwritten by Harbour Legal Ltd.", "Breakdown cover is provided by RoadAid."]


def test_a_tables_declared_scale_may_name_its_currency() -> None:
    facts = tx.extract_facts("Revenue by segment (EUR million)\nSegment | 2025\nRetail | 412.5")
    assert 412.5e6 in facts.all_numbers


def test_a_table_row_is_read_with_its_column_names() -> None:
    table = ("Model | Engine | 0-100 km/h | Seats\n|---|---|---|---|\nVela S | 1.5L petrol | 9.8 s | 5\n"
             "Vela Van | 1.6L diesel | 13.1 s | 8\n\nNo table here.")
    assert tx.labelled_table_rows(table) == {
        "Vela S | 1.5L petrol | 9.8 s | 5": "Model: Vela S; Engine: 1.5L petrol; 0-100 km/h: 9.8 s; Seats: 5",
        "Vela Van | 1.6L diesel | 13.1 s | 8": "Model: Vela Van; Engine: 1.6L diesel; 0-100 km/h: 13.1 s; Seats: 8"}
    # a first row holding as many values as the next is a row, not a header
    assert tx.labelled_table_rows("Basic | £10 | 5GB\nPlus | £20 | 50GB") == {}


def test_a_short_version_states_its_numbers() -> None:
    evidence = tx.extract_facts("v3.2.1 (2024-04-02): Fixed a crash. v3.3.0 (2024-05-20): Added offline sync.")
    assert tx.missing_facts(tx.extract_facts("Offline sync was added in version 3.3.0."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("Offline sync was added in version 3.4.0."), evidence) == ["number 3.4"]


def test_a_lead_in_naming_the_document_is_cut_and_a_named_source_kept() -> None:
    assert tx.split_claims("According to the FAQ, the Deluxe box costs $49 per month.") == [
        "The Deluxe box costs $49 per month."]
    assert tx.split_claims("The race report says 51 yachts finished the offshore leg.") == [
        "51 yachts finished the offshore leg."]
    assert tx.split_claims("Per the 2024 payroll guidance, the employer contributes 12%.") == [
        "The employer contributes 12%."]
    # a person or an organisation the answer cites is a claim of its own: the evidence must name them
    assert tx.split_claims("According to Reuters, the deal closed in May.") == [
        "According to Reuters, the deal closed in May."]


def test_a_scale_the_evidence_declares_holds_for_its_figures() -> None:
    evidence = tx.extract_facts("Passenger traffic, 2023 (millions)\nBrekke Regional | 6.7 | +21.8%\n"
                                "Coal mining accounted for 29% (37 Mt).")
    claim = tx.extract_facts("Brekke Regional handled 6.7 million passengers; coal mining released 37 million tonnes.")
    assert tx.missing_facts(claim, evidence) == []
    assert tx.missing_facts(tx.extract_facts("Brekke Regional handled 6.9 million passengers."), evidence) == [
        "number 6.9e+06"]
    # without a declared scale a bare figure is no million
    assert tx.missing_facts(claim, tx.extract_facts("Brekke Regional | 6.7 | 37")) != []


def test_a_name_made_an_adjective_a_quarter_and_a_sentences_opening_word() -> None:
    assert tx.extract_entities("The Frankfurt-bound flight was delayed; a London-based firm bought Coca-Cola.") == [
        "Frankfurt", "London", "Coca-Cola"]
    # "Since" opens the sentence; joined by "the" to a month it is no name
    assert tx.extract_entities("Since the December 2023 timetable change, trains to Westbury run hourly.") == [
        "Westbury"]
    assert tx.extract_entities("Google's December update shipped.") == ["Google"]
    evidence = tx.extract_facts("In the third quarter, the median price was $874,000; in the first half sales rose.")
    assert tx.missing_facts(tx.extract_facts("Houses sold for a median of $874K in Q3."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("Sales rose in H1."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("Houses sold for a median of $874K in Q2."), evidence) == ["entity 'Q2'"]


def test_a_chief_officers_title_and_stems_of_ied() -> None:
    evidence = tx.extract_facts("Brightwater Foods named Helen Okafor as chief executive, replacing Tom Reid.")
    assert tx.missing_facts(tx.extract_facts("Helen Okafor is Brightwater Foods' new CEO."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("Helen Okafor is Brightwater Foods' new CFO."), evidence) == ["entity 'CFO'"]
    assert tx.content_words("ratified studies applied") == tx.content_words("ratify study apply")
    assert tx.split_sentences("Open 9:00 a.m. to 12:00 p.m. It is closed on Sundays. Meet at 9 a.m. Monday.") == [
        "Open 9:00 a.m. to 12:00 p.m.", "It is closed on Sundays.", "Meet at 9 a.m. Monday."]


def test_a_currency_code_before_an_amount_is_its_sign() -> None:
    assert tx.extract_amounts("Standard fare GBP 72.40; EUR 18 one way; USD 5 million") == [
        ("£", 72.4), ("€", 18.0), ("$", 5e6)]
    assert tx.missing_facts(tx.extract_facts("The fare is £72.40."), tx.extract_facts("06:40 | GBP 72.40")) == []
    assert tx.missing_facts(tx.extract_facts("The fare is $72.40."), tx.extract_facts("06:40 | GBP 72.40")) == [
        "amount $72.4"]


def test_a_documents_own_labels_are_no_facts() -> None:
    assert tx.strip_labels("Table 3: Annual means; see Figure 2.1 and Appendix 4.") == ": Annual means; see  and ."
    assert tx.extract_facts("Table 3: Annual mean concentrations").numbers == ()
    # a year after "figures" is a fact: "sales figures 2023"
    assert 2023.0 in tx.extract_facts("The sales figures 2023 were published in March.").all_numbers


def test_a_count_of_the_answers_own_parts_is_no_fact() -> None:
    assert tx.extract_facts("The method can be summed up in 6 steps as listed above.").all_numbers == frozenset()
    assert tx.extract_facts("Try the three tips below first.").all_numbers == frozenset()
    # without "above" or "below" it may be the source's count; "above that limit" is no part of the answer
    assert 6.0 in tx.extract_facts("The method takes 6 steps.").all_numbers
    assert 12.0 in tx.extract_facts("You can return 12 items per order; returns above that need a call.").all_numbers


def test_a_hyphenated_word_of_a_name_may_be_written_as_one() -> None:
    evidence = tx.extract_facts("Nonessential amino acids are made by the body.")
    assert tx.missing_facts(tx.extract_facts("Non-Essential Amino Acids"), evidence) == []
    assert tx.missing_facts(tx.extract_facts("Non-Essential Fatty Acids"), evidence) != []


def test_plurals_and_tenses_of_words_in_e_meet_their_stem() -> None:
    for forms in (("grade", "grades"), ("price", "prices", "priced"), ("charge", "charges", "charged", "charging"),
                  ("class", "classes"), ("box", "boxes"), ("case", "cases")):
        assert len({frozenset(tx.content_words(f)) for f in forms}) == 1, forms
    assert tx.content_words("three fees") == {"three", "fee"}


def test_a_words_own_double_letter_stays_before_ing_and_ed() -> None:
    # (the doubled letter a suffix adds goes, a word's own "ss", "zz" or one-syllable "ll" stays)
    for forms in (("poll", "polls", "polling"), ("pass", "passes", "passed"), ("fill", "fills", "filled"),
                  ("travel", "travels", "travelled"), ("commit", "commits", "committed"), ("plan", "plans", "planning")):
        assert len({frozenset(tx.content_words(f)) for f in forms}) == 1, forms


def test_pence_with_a_fraction_are_an_amount() -> None:
    assert tx.extract_amounts("Unleaded averaged 142.9p a litre; the standing charge is 53.35p a day.") == [
        ("£", 1.429), ("£", 0.5335)]
    assert tx.extract_amounts("Streams in 1080p") == []


def test_a_date_written_in_numbers_is_a_date() -> None:
    assert [str(d) for d in tx.extract_dates("Serviced on 21/02/2023 and 02/21/2024; due 05.03.2025.")] == [
        "2023-2-21", "2024-2-21", "2025-3-5"]
    # (no year, no date: a fraction or a rota)
    assert tx.extract_dates("Add 1/2 cup; support is 24/7.") == []
    assert tx.missing_facts(tx.extract_facts("It was replaced on 21/02/2023."),
                            tx.extract_facts("21 February 2023: replacement")) == []


def test_a_date_the_question_states_is_no_invention() -> None:
    evidence = tx.extract_facts("Cancellations received between 1 and 31 May incur a £60 fee.")
    claim = tx.extract_facts("Cancelling on 12 May would incur a £60 fee.")
    assert tx.missing_facts(claim, evidence) == ["date ?-5-12"]
    question = tx.extract_facts("If I cancel on 12 May, what fee will I pay?")
    assert tx.missing_facts(claim, evidence, also_dates=question.dates) == []


def test_a_singular_ending_in_s_meets_its_plural():
    assert tx.content_words("a lens") == tx.content_words("lenses")
    assert tx.content_words("the bonus") == tx.content_words("bonuses")
    assert tx.content_words("menus") == tx.content_words("menu")


def test_a_label_letter_ends_its_sentence_where_the_next_opens_with_another_label_of_its_kind():
    assert tx.split_sentences("Berths on Pontoon A cost £9 a metre, against £7 on Pontoon C. Pontoon D is for visitors.") \
        == ["Berths on Pontoon A cost £9 a metre, against £7 on Pontoon C.", "Pontoon D is for visitors."]
    # (an initial goes on with the surname, a letter with no label before it stays inside its sentence too)
    assert tx.split_sentences("Harriet J. Holt chairs it. Harriet J. Holt is the chair.") == [
        "Harriet J. Holt chairs it.", "Harriet J. Holt is the chair."]



def test_a_weekday_is_stated_by_its_short_form():
    claim = tx.extract_facts("Portuguese A1 starts at 6:15 pm on Wednesdays.")
    assert tx.missing_facts(claim, tx.extract_facts("Wed | Portuguese A1 | 6:15–7:45 pm | Room 3")) == []
    assert tx.missing_facts(tx.extract_facts("The class is on Thursdays."), tx.extract_facts("Class: Thurs 6pm")) == []
    assert tx.missing_facts(tx.extract_facts("The class is on Thursdays."), tx.extract_facts("Class: Tue 6pm")) == [
        "entity 'Thursdays'"]


def test_an_age_group_is_stated_by_its_code():
    claim = tx.extract_facts("An Under-15 bowler can bowl a spell of 6 overs.")
    assert tx.missing_facts(claim, tx.extract_facts("• U15 – max 6 overs per spell")) == []
    assert tx.missing_facts(claim, tx.extract_facts("Our U-15s bowl spells of up to 6 overs.")) == []
    assert tx.missing_facts(claim, tx.extract_facts("• U13 – max 6 overs per spell")) == ["number 15", "entity 'Under-15'"]


def test_an_age_group_is_stated_by_the_plural_of_its_bound():
    # ("the under-tens" stated no 10, so a claim saying "under ten" was an invention)
    claim = tx.extract_facts("There are 4 coaches for swimmers under ten.")
    assert tx.missing_facts(claim, tx.extract_facts("We have 4 coaches working with the under-tens.")) == []
    assert tx.missing_facts(claim, tx.extract_facts("We have 4 coaches working with the under-10s.")) == []
    assert tx.missing_facts(claim, tx.extract_facts("We have 4 coaches working with the under-nines.")) == ["number 10"]
    # (a plural counting many is no age group: "over tens of thousands")
    assert tx.missing_facts(claim, tx.extract_facts("We have 4 coaches for over tens of thousands.")) == ["number 10"]


def test_a_names_number_before_until_is_no_day():
    # "Green Fix 24 until 31 March" is the tariff's name and when it ends; "from 24 until 31 March" is a span
    assert tx.extract_facts("You can sign up to Green Fix 24 until 31 March 2025.").dates == (
        tx.DateMention(2025, 3, 31),)
    assert tx.extract_facts("The show runs from 24 until 31 March 2025.").dates == (
        tx.DateMention(2025, 3, 24), tx.DateMention(2025, 3, 31))
    assert tx.extract_facts("Edinburgh Festival 2 to 26 August").dates[0] == tx.DateMention(None, 8, 2)


def test_a_time_on_the_other_clock_is_stated():
    evidence = tx.extract_facts("| Thursday | Aqua aerobics | 18:15 |")
    assert tx.missing_facts(tx.extract_facts("Aqua aerobics on Thursdays starts at 6:15pm."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("Aqua aerobics on Thursdays starts at 6:15am."), evidence) == ["number 6"]
    # (a time written with a dot is written as the decimal the number check reads: "7.30 a.m." is 7.3)
    assert tx.clock_times("from 7.30 a.m. to 12pm, or 21:05") == ((7.3, 7, 30), (12.0, 12, 0), (21.0, 21, 5))
    assert tx.clock_times("12am") == ((12.0, 0, 0),) and tx.clock_times("£7.45 a ratio of 3:1") == ()


def test_a_time_after_a_day_and_month_is_no_day_of_that_month() -> None:
    # (a timetable's heading "Saturday 18 October" over "10:30 - ..." read as 10 October, so "on 18 October" was invented)
    assert tx.extract_dates("Friday 7 March\n09:15 - Registration\n10:00 - Keynote") == [tx.DateMention(None, 3, 7)]
    assert tx.extract_dates("on March 7, 2025") == [tx.DateMention(2025, 3, 7)]


def test_entities_skip_the_verb_an_answer_tells_the_reader_with() -> None:
    # ("Expect the Module 2 test ..." named "Expect Module", an entity no context has, so a correct answer was a conflict)
    assert tx.extract_entities("Expect the Module 2 test to last roughly 40 minutes.") == ["Module"]
    assert tx.extract_entities("Email the Harbour Office for a mooring permit.") == ["Harbour Office"]
    assert tx.extract_entities("Meet Sarah Jones at the north gate.") == ["Sarah Jones"]
    assert tx.extract_entities("Alfred the Great ruled Wessex.") == ["Alfred Great", "Wessex"]


def test_a_weekday_is_stated_by_the_part_of_the_week_or_the_span_it_is_in() -> None:
    # ("On Saturdays and Sundays" where the evidence says "At weekends" was an entity the evidence never names)
    hours = tx.extract_facts("Weekdays 06:30-21:00. At weekends the pool opens at 08:00 and closes at 18:00.")
    assert tx.missing_facts(tx.extract_facts("On Saturdays and Sundays the pool opens at 08:00."), hours) == []
    assert tx.missing_facts(tx.extract_facts("On Thursdays the pool opens at 06:30."), hours) == []
    span = tx.extract_facts("Open Thursday to Sunday, 11:00-15:00.")
    assert tx.missing_facts(tx.extract_facts("On Fridays it opens at 11:00."), span) == []
    assert tx._day_covered("saturday", span) and not tx._day_covered("tuesday", span)
    assert tx._day_covered("monday", tx.extract_facts("Open Fri-Mon.")) and not tx._day_covered(
        "wednesday", tx.extract_facts("Open Fri-Mon."))


def test_a_number_and_a_half_is_the_number_and_a_half() -> None:
    # ("three and a half hours" was the number 3, missing from a context that writes "3½ hrs")
    assert tx.extract_numbers("The B ride takes around three and a half hours.") == [3.5]
    assert tx.extract_numbers("It takes 3 and a half hours and costs £3") == [3.5, 3.0]
    assert tx.missing_facts(tx.extract_facts("The B ride takes around three and a half hours."),
                            tx.extract_facts("| B ride | 80 km | 3½ hrs |")) == []


def test_three_quarters_of_a_thing_assert_three_quarters_not_three():
    claim = tx.extract_facts("The induction session takes three-quarters of an hour.")
    assert claim.numbers == (0.75,) and claim.durations[0][1] == tx.extract_facts("45 minutes").durations[0][1]
    assert tx.missing_facts(claim, tx.extract_facts("Induction: 45 minutes; the gym tour: 20 minutes.")) == []
    assert tx.missing_facts(claim, tx.extract_facts("The induction session takes 30 minutes.")) == ["number 0.75"]
    assert tx.missing_facts(tx.extract_facts("The car park is three quarters of a mile away."),
                            tx.extract_facts("The car park is 0.75 miles from the entrance.")) == []


def test_a_connective_opening_a_sentence_is_no_part_of_a_name():
    assert tx.extract_entities("Since Thursday is a bank holiday, the Marlow Road depot collects on Friday.") \
        == ["Marlow Road"]
    assert tx.extract_entities("Including VAT, the Premier plan costs £30.") == ["VAT", "Premier"]
    assert tx.extract_entities("If Northgate Housing agrees, the repair is done within 7 days.") == ["Northgate Housing"]


def test_a_part_going_on_about_the_part_before_by_a_pronoun_stays_with_it():
    # (alone, "It closes at 4pm" is of nothing: no context could support it)
    assert tx.split_claims("The café serves lunch from noon, and it closes at 4pm.") == [
        "The café serves lunch from noon, and it closes at 4pm."]
    # (not "they", who may be others than the part before's subject)
    assert tx.split_claims("Members get in free, and they can bring two guests for £5 each.") == [
        "Members get in free", "They can bring two guests for £5 each."]
    # (a part of its own stays a claim of its own, and so does one set apart by ";")
    assert tx.split_claims("The café serves hot lunches from noon; it closes its kitchen at 4pm on weekdays.") == [
        "The café serves hot lunches from noon", "It closes its kitchen at 4pm on weekdays."]
    assert tx.split_claims("The café serves lunch from noon, and the shop closes at 4pm.") == [
        "The café serves lunch from noon", "The shop closes at 4pm."]


def test_one_of_a_unit_said_as_how_long_is_a_length():
    assert tx.extract_durations("Tell us within a week.") == [(1.0, 7.0, False)]
    assert tx.extract_durations("Loans run for a fortnight.") == [(1.0, 14.0, False)]
    # (not a rate, nor a price for a period, nor "a day or two")
    assert tx.extract_durations("We are open seven days a week.") == [(7.0, 7.0, False)]
    assert tx.extract_durations("Hire is £5 for a day.") == []
    assert tx.extract_durations("It takes a day or two.") == []
    # (a quarter without its article, and the quarter an hour adds, are parts of the hour, never a quarter of a year)
    assert tx.extract_durations("The first quarter of an hour is free.") == [(0.25, 0.25 / 24, False)]
    assert tx.extract_durations("The walk takes an hour and a quarter.") == [(1.25, 1.25 * (1 / 24), False)]


def test_devices_written_as_initials_are_no_names():
    assert tx.extract_entities("Cleaning a desktop PC costs $89.") == []
    assert tx.extract_entities("Bring a TV to Hartley Fields.") == ["Hartley Fields"]


def test_a_number_word_before_hundred_or_thousand_is_one_number():
    assert tx.extract_numbers("Five hundred cards and two thousand copies") == [500.0, 2000.0]
    # (not where "and" follows, which this reading leaves to the words one by one)
    assert 500.0 not in tx.extract_numbers("five hundred and fifty")


def test_a_span_of_dotted_times_is_two_clock_times():
    assert tx.clock_times("| 10.45–11.15 | Break |") == ((10.45, 10, 45), (11.15, 11, 15))
    assert tx.clock_times("9.00 - 9.45 Theory") == ((9.0, 9, 0), (9.45, 9, 45))
    # (not a price's span, nor one of weights)
    assert tx.clock_times("£11.15–12.30 each") == ()
    assert tx.clock_times("2.50-3.75 kg") == ()


def test_a_closing_word_on_what_a_price_leaves_out_is_no_part_of_its_subject():
    assert tx.without_closing_remark("Two hundred cards cost £40, before any lamination.") == "Two hundred cards cost £40"
    # (a closing part stating a value stays)
    claim = "The room costs £90, excluding any extras over £20."
    assert tx.without_closing_remark(claim) == claim


def test_an_initialism_the_evidence_writes_in_the_plural_is_stated():
    evidence = tx.extract_facts("Caterers need two hours to set up, and MCs at least 20 minutes.")
    assert tx.missing_facts(tx.extract_facts("Your MC should allow at least 20 minutes."), evidence) == []
    assert tx.missing_facts(tx.extract_facts("Your DJ should allow at least 20 minutes."), evidence)


def test_a_peoples_adjective_is_its_countrys_name():
    evidence = tx.extract_facts("Applicants must have lived in Scotland or Ireland for at least 3 years.")
    assert tx.missing_facts(tx.extract_facts("You must have lived at a Scottish or Irish address for 3 years."),
                            evidence) == []
    assert tx.missing_facts(tx.extract_facts("You must have lived at a French address for 3 years."), evidence)


def test_a_condition_whose_statement_follows_the_next_condition_is_no_claim_of_its_own():
    assert tx.split_claims("If the plumber can't get into the flat, and you didn't let us know, the £60 call-out fee is "
                           "charged.") == ["If the plumber can't get into the flat, and you didn't let us know, the £60 "
                                           "call-out fee is charged."]
    # (a condition stating its own statement is a claim of its own)
    assert tx.split_claims("If you book online you save 10%, and members save a further 5% on weekdays.") == [
        "If you book online you save 10%", "Members save a further 5% on weekdays."]


def test_a_span_opening_without_am_or_pm_takes_its_ends_half_of_the_day():
    assert tx.clock_times("Pilates: Tuesdays 7.15–8pm") == ((7.15, 19, 15), (8.0, 20, 0))
    assert tx.clock_times("Brunch is served 11-2pm.") == ((11.0, 11, 0), (2.0, 14, 0))
    # (so a time in words of the evening is stated by it, as its figures are)
    claim = tx.extract_facts("Pilates starts at a quarter past seven in the evening.")
    assert list(tx.missing_facts(claim, tx.extract_facts("Pilates: Tuesdays 7.15–8pm"))) == []
    assert list(tx.missing_facts(claim, tx.extract_facts("Pilates: Tuesdays 7.15–8am")))


def test_a_count_said_in_a_word_states_its_number():
    def missing(claim: str, evidence: str) -> list[str]:
        return list(tx.missing_facts(tx.extract_facts(claim), tx.extract_facts(evidence)))

    assert missing("Reception makes two attempts to reach you.", "Reception will try to reach you twice.") == []
    assert missing("Players train two to a court.", "Players train in pairs on 4 courts.") == []
    assert missing("Reception makes three attempts to reach you.", "Reception will try to reach you twice.")
