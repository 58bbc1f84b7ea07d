"""Facts bound to their subject: a number, date, amount or name supports a claim only where the
evidence says it about the claim's subject.

"Members pay £20 per class; non-members pay £35. Children under 10 attend free." does not support
"Non-members pay £10 per class" — 10 occurs, but about children. How the judge tells:

1. The evidence is cut into clauses: sentences, ``;``, list items, table rows (one row = one clause),
   ", while/whereas/but". A row inherits its table's header row (a row stating several values is cut
   into cells, each under its column), a list line its heading line ("Ticket prices:"), a sentence
   going on with "it", "they", "he", "she" or "the rate" the words of what the last one was about. A clause stating several values of one kind is cut again before each
   of them at ", " / "and" / "or" ("6 months for permanent staff and 3 months for contractors");
   the later pieces inherit, at a lower weight, the words that lead the clause ("The probation
   period is"), since they are said about it too; so does a short ";" clause that leaves out what its
   value is about ("team leads may approve up to $1,000; directors up to $25,000").
2. For each specific of the claim — a currency amount (the currency must agree: £ is not $), a
   percentage (not "percentage points"), another number, a date, a duration (days/weeks/months/
   years/hours/minutes/seconds with exact conversions only: 2 weeks = 14 days, never months to days), a
   release's number ("v2.4.0", "3.2.0", "3.x": one value, no number) or a capitalised name — the
   judge finds, among the clauses stating a value of that kind, the one most about the claim's
   *subject*: the claim's other content words (rarer words weigh more, a name most, and so does a
   number labelling it: "Version 3.3"; the claim's other specifics a little), where a qualifier on
   one side only ("non-members" vs "members", "semi-final" vs "final") makes it another subject.
3. If that clause states another value of the kind and not the claim's, while the claim's value
   occurs only in clauses clearly about something else, the claim conflicts with the evidence:
   "£10 for Non-members; the context gives £35". Plain numbers conflict only when they count or
   name the same thing (the word after them, else the one before: "64 degrees" is not contradicted
   by "8 mph", "Terminal 5" is by "Terminal 2", "employs 145" by "employs 320 people"); a list's
   enumeration ("3 Collect the cream") and a back-reference ("between the two") state no value; a
   name the claim itself mentions is never "the other value".

What it leaves to the other checks: a claim whose subject the evidence does not clearly speak of
(under half the subject's weight found), a value the subject's clause says nothing of its kind about
(an omission is not a contradiction), and near ties between clauses (a paraphrase must not read as a
conflict).

The package, one stage per module: ``words`` (stems and name runs), ``values`` (what values a text
states), ``pieces`` (a listing cut into one value each), ``tables`` (rows under their headers, lines
under their headings), ``evidence`` (the evidence cut into clauses), ``subjects`` (what makes another
subject), ``age_groups`` (ages bound to the group they are said of), ``month_spans`` (a span of months read by its
ends) and ``conflicts`` (the verdict).
"""

from __future__ import annotations

from rageval_pipeline.core.judges.binding import (
    age_groups, conflicts, evidence, month_spans, pieces, subjects, tables, values, words,
)
from rageval_pipeline.core.judges.binding.conflicts import bound_conflicts
from rageval_pipeline.core.judges.binding.evidence import clauses
from rageval_pipeline.core.judges.memo import forget_memoised

__all__ = ["bound_conflicts", "clauses", "clear_caches"]


def clear_caches() -> None:
    """Forget every memoised analysis of the binding check (benchmarks measure a cold judge with it)."""
    for module in (words, values, pieces, tables, evidence, subjects, age_groups, month_spans, conflicts):
        forget_memoised(module)
