"""Facts bound to their subject: golden minimal pairs (one context; a supported sentence and the same
sentence with a number, amount, date, duration, percentage or name taken from another subject of the
context), judged by the local judge exactly as a case with only a question would be (no ground truth,
no required facts).

``bound_facts_pairs.jsonl`` (64 pairs) was written before the binding was tuned;
``bound_facts_heldout.jsonl`` (12 pairs) was only run once the design was settled.
``bound_facts_realistic.jsonl`` (311 pairs, each with a real question) was written later, in thirteen
rounds of 24, to find the binding's gaps: tables (and their header rows), ";" lists that leave out
their subject ("directors up to $25,000"), thousands separators, labels ("Version 3.3", "Station
B"), qualified durations ("25 sick days"), full names, titles and letters beyond ASCII ("Dr. Amara
Nwosu", "Ingrid Sørensen"), a value's qualifier after it ("60% of the final mark"), years inside a
listing, a contrast without a comma, ranges of days ("from 1 to 14 July"), another modifier of the
claim's own words ("current account" / "savings account", "first phase" / "second phase"), measures
("1.6 kg" / "950 g"), pence, spelled durations ("one month's notice"), ordinals ("4th floor"),
listed pieces with a subject and verb of their own, markdown table cells, a bracket or a colon
before another subject's value ("£120 for members (£150 for non-members)"), names with particles
("Bram de Vries"), a tail shared by the listed pieces ("38 grams of fibre a day for men and 25
grams for women"), irregular plurals ("€7 for children" / "a child ticket"), a lower-case word of
the claim the evidence capitalises ("the fine for littering" / "Littering carries"), listings keyed by
a name ("Dubai 7 hours, Singapore 13 hours"), a claimed range ("around 7-8 mph"). The judge got 22,
15, 20, 18, 19, 20, 17, 19, 19, 20, 15, 19 and 19 of the rounds right when each was written (each
before the fixes it prompted); 23, 24, 22, 23, 22, 23, 20, 23, 23, 22, 21, 21 and 21 after. One pair
of the twelfth round was dropped once written: both of its sides were true. They are not held out. A pair is "judged
right" when the supported side gets faithfulness 1.0 and hallucination 2 and the contradicted side
faithfulness < 1 and hallucination < 2.
"""

import json
from pathlib import Path

import pytest

from rageval_pipeline.core.judges.binding import bound_conflicts
from rageval_pipeline.core.judges.local import LocalJudge
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase, SystemResponse

GOLDEN = Path(__file__).parent / "golden"


def _pairs(name):
    return [json.loads(line) for line in (GOLDEN / name).read_text(encoding="utf-8").splitlines() if line.strip()]


PAIRS = _pairs("bound_facts_pairs.jsonl")
HELD_OUT = _pairs("bound_facts_heldout.jsonl")
REALISTIC = _pairs("bound_facts_realistic.jsonl")


def test_the_golden_sets_are_what_the_docstring_says():
    assert len(PAIRS) == 64 and len(HELD_OUT) == 12
    assert {p["kind"] for p in PAIRS} == {"amount", "number", "date", "duration", "percent", "name"}
    assert all(p["supported"] != p["contradicted"] for p in PAIRS + HELD_OUT)


@pytest.mark.parametrize("pair", PAIRS + HELD_OUT, ids=[p["id"] for p in PAIRS + HELD_OUT])
def test_binding_tells_the_pair_apart(pair):
    assert bound_conflicts(pair["supported"], pair["context"]) == []
    assert bound_conflicts(pair["contradicted"], pair["context"]), pair["contradicted"]


@pytest.fixture(scope="module")
def judge():
    return LocalJudge()


def _verdict(judge, pair, answer):
    case = EvalCase(id=pair["id"], question=pair.get("question", "What does the context say?"), source_format="qa_json",
                    ground_truth=None, extra={})
    response = SystemResponse(case_id=case.id, variant="v", system="s", question=case.question, answer=answer,
                              contexts=[ContextChunk(text=pair["context"], doc_id="ctx.txt", chunk_id="c0")])
    return next(v for v in judge.judge(case, response) if v.pass_index is None)


def _judged_right(judge, pairs):
    wrong = []
    for pair in pairs:
        good, bad = _verdict(judge, pair, pair["supported"]), _verdict(judge, pair, pair["contradicted"])
        if not (good.faithfulness.value == 1.0 and good.rubric.hallucination == 2
                and (bad.faithfulness.value or 0.0) < 1.0 and bad.rubric.hallucination < 2):
            wrong.append(pair["id"])
    return wrong


@pytest.mark.slow
def test_the_local_judge_separates_the_pairs(judge):
    wrong = _judged_right(judge, PAIRS)
    assert len(PAIRS) - len(wrong) >= 0.95 * len(PAIRS), wrong  # 64/64 with MiniLM today


@pytest.mark.slow
def test_the_local_judge_separates_the_held_out_pairs(judge):
    # 11/12 today: "The double room costs $129 per night" against the row "Double | $129" falls under
    # the similarity threshold (the binding itself tells that pair apart, see above)
    wrong = _judged_right(judge, HELD_OUT)
    assert len(HELD_OUT) - len(wrong) >= 11, wrong


@pytest.mark.slow
def test_the_conflict_is_the_verdicts_reason(judge):
    pair = next(p for p in PAIRS if p["id"] == "price-1")
    verdict = _verdict(judge, pair, pair["contradicted"])
    assert "£10 for Non-members pay class; the context gives £35" in verdict.reasoning


@pytest.mark.slow
def test_the_local_judge_separates_realistic_pairs_with_their_questions(judge):
    # 290/311 today. Left: "Teenagers need 7 to 9 hours of sleep" against "Adults need 7 to 9 hours of
    # sleep. Teenagers need 8 to 10 hours." and "70% of the island is farmland" against "70% of the
    # island is forest, and 12% is farmland" tie between two clauses, and a tie is never read as a
    # conflict, nor is "the gold card has an annual fee of €250" (the gold card's clause says "costs
    # ... a year"); "Unemployment was 5.2% in 2023" against "fell from 5.2% in 2022 to 4.6% in 2023"
    # and "turnout rose from 61.2% in the 2015 election to 67.8% in 2019" (values of one clause are not
    # bound to its years), nor are monthly figures to their month ("October 112 mm, November 96 mm");
    # "the merger closed on ..." against "the deal closed on ..." (no synonym is resolved), "the fixed
    # saver requires a minimum deposit of £100" against "... needs a minimum deposit of £1. The fixed
    # saver requires at least £500, and the ISA £100" (the claim's words are the other clause's);
    # "cases fell from 1,240 in January to 860 in February and 410 in March" (months key no value);
    # "It reopened to the public in October 2023" (no pronoun is resolved); "5.4 million people live in
    # the capital" against "a population of 5.4 million, of whom 1.3 million live in the capital";
    # "signed in 1995" against "signed on 13 September 1993, and a second accord followed in 1995" (a
    # year is not compared with a full date); "twice a year" for "every two months" and a
    # weekday for another (frequencies and weekdays are not values); "Ana manages finance at the
    # studio" (a swapped name needs its clause to carry 3/4 of the claim's subject, and "studio" is in
    # another clause: names are many in long passages); "The sequel is set in Lagos" against "The novel
    # is set in Lagos; its sequel moves the story to London" and "The west stand cost £45 million"
    # against "The east stand ... at a cost of £45 million; the west stand followed ... for £60 million"
    # (ties); "the new one reaches 1,500 times" (no pronoun is resolved); "50 years old" against "at
    # least 17 years old and weigh at least 50 kg" and names of one long sentence ("assistant Davide
    # Russo took charge ... before Lena Hoffmann was appointed", "Professor Gupta, who heads the physics
    # department, co-authored the study with Professor Okoro, head of chemistry") (one clause: nothing
    # to bind to another); "Gate A" for "Gate C" (labels point at a clause, they are not values checked for
    # swaps); "except on Thursdays, when it stays open until 9 pm" (the exception is read with the
    # hours before it, so the right answer reads as a conflict)
    wrong = _judged_right(judge, REALISTIC)
    assert len(REALISTIC) - len(wrong) >= 290, wrong
