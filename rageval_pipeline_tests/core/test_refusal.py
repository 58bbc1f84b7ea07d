"""Refusal detection in many phrasings, and the statements that only look like refusals."""

import pytest

from rageval_pipeline.core.judges.refusal_patterns import (
    is_refusal,
    is_refusal_ground_truth,
)

REFUSALS = [
    "The sources do not state this.",
    "The documents do not say when the audit ends.",
    "The provided context doesn't mention a deadline.",
    "The passages do not contain information about parental leave.",
    "The context does not specify who approved it.",
    "It does not say.",
    "They don't specify the amount.",
    "The deadline is not stated.",
    "The owner isn't mentioned anywhere.",
    "That figure is not provided in the documents.",
    "This information is not available in the provided sources.",
    "The answer is not in the sources.",
    "That question is outside the provided context.",
    "There is no information about the Oslo office.",
    "No details are given about the pricing tier.",
    "There is no mention of a refund for annual plans.",
    "I cannot find this in the documents.",
    "I couldn't find an answer to that.",
    "We are unable to confirm the date from the material.",
    "I'm unable to determine who owns the project.",
    "It is not possible to determine the cause from the sources.",
    "There is insufficient information to answer.",
    "Not enough context is available to answer this question.",
    "I don't know.",
    "I do not have that information.",
    "There is nothing in the sources about this.",
    "The launch date remains unknown from the documents.",
    "The retrieved passages do not cover the 2024 budget.",
    "The knowledge base does not include the SLA for Enterprise.",
    "Unfortunately the documents don’t indicate the reason.",
    "The records do not list an owner for this action item.",
    "This information is not provided.",
    "The information is not available.",
    "This detail is not given.",
    "The exact answer isn't stated here.",
]

REAL_ANSWERS = [
    "The warranty does not include water damage.",
    "Refunds are not given after 30 days.",
    "The premium plan is not available in Canada.",
    "No, the fee is not refundable.",
    "The policy does not apply to refunds older than 45 days.",
    "Customers cannot transfer licences between accounts.",
    "There is no fee for the first two transfers.",
    "The migration was not completed until June.",
    "Staff do not need approval for purchases under EUR 500.",
    "The API is not available during the maintenance window on Sunday.",
    "Orders are not shipped on public holidays.",
    "Drivers cannot find the stop without the app's map.",
    "The team did not meet the March deadline.",
    "Guests are not allowed in the lab after 8 pm.",
    "The SLA does not cover outages caused by the customer.",
    "The report was not published in 2024.",
    "Version 2 is no longer supported.",
    "Interest is not charged on balances below $100.",
    "The contract does not contain a non-compete clause.",
    "The product does not have an offline mode yet.",
    "Aisha could not attend the review, so Jonah presented.",
    "The vendor was not found liable.",
    "Children under 10 attend free; no booking is needed.",
    "Bob does not say much in meetings but owns the API refactor.",
    "The feature is not included in the Starter plan.",
    "The refund is not provided in cash but as account credit.",
    "The certificate was not renewed in time, which caused the outage.",
    "The room does not hold more than 12 people.",
    "The queue is not processed on weekends.",
    "New hires cannot access production until day 30.",
    "The terms do not cover accidental damage.",
    "The Basic plan does not offer phone support.",
    "The details are not available until the contract is signed.",
    "The information is not provided to free users.",
    "The answer is not given orally but in writing.",
]

# a saying-verb is about a text whatever the answer calls it; a document noun with a content verb too
NAMED_DOCUMENTS = [
    "The leaflet does not say whether it can be taken with ibuprofen; ask a pharmacist.",
    "The excerpt provided does not mention automatic renewal.",
    "The changelog does not list which versions remain supported.",
    "The brochure doesn't cover group discounts.",
]


@pytest.mark.parametrize("text", NAMED_DOCUMENTS)
def test_refusals_naming_the_kind_of_document_are_recognised(text):
    assert is_refusal(text)


@pytest.mark.parametrize("text", REFUSALS)
def test_refusals_are_recognised(text):
    assert is_refusal(text)


@pytest.mark.parametrize("text", REAL_ANSWERS)
def test_facts_with_a_negation_are_not_refusals(text):
    assert not is_refusal(text)


@pytest.mark.parametrize("text", ["Not stated in the sources.", "Unknown", "unknown.", "N/A", "n/a", "null",
                                  "The documents do not say.", "Not available", "Not specified in the documents.",
                                  "Cannot be determined", "No answer", "The sources do not state this.",
                                  "This information is not provided."])
def test_refusal_ground_truths(text):
    assert is_refusal_ground_truth(text)


# "None" answers "Which plans include it?": a value, not a refusal
@pytest.mark.parametrize("text", ["30 days.", "Unknown Pleasures is the album.", "None of the plans include it.", "None",
                                  "Not before June 2026.", "No, it is not refundable.", "", None])
def test_real_ground_truths(text):
    assert not is_refusal_ground_truth(text)
