"""Facts bound to their subject: golden minimal pairs (one context; a supported sentence and the same
sentence with a value taken from another subject of the context), judged by the local judge exactly as
a case with no ground truth would be.

The set is small (18 pairs; the target is 60+ at 95%) and the judge-level floor below is what the
local judge reaches today (16/18 with the model-free embedder): a regression fails, the target is
still open. Names swapped between subjects are not bound yet (on RAGTruth, binding capitalised words
cost 0.07 balanced accuracy: sentence-initial words read as names).
"""

import json
from pathlib import Path

import pytest

from rageval_pipeline.core.embeddings import HashingEmbedder
from rageval_pipeline.core.judges.binding import bound_conflicts
from rageval_pipeline.core.judges.local import LocalJudge
from rageval_pipeline.core.schemas import ContextChunk, EvalCase, SystemResponse

PAIRS = [json.loads(line) for line in (Path(__file__).parent / "golden" / "bound_facts_pairs.jsonl")
         .read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="module")
def judge():
    return LocalJudge(HashingEmbedder())


def _verdict(judge, pair, answer):
    case = EvalCase(id=pair["id"], question="What does the context say?", source_format="qa_json",
                    ground_truth=None, extra={})
    response = SystemResponse(case_id=case.id, variant="v", system="s", question=case.question, answer=answer,
                              contexts=[ContextChunk(text=pair["context"], doc_id="ctx.txt", chunk_id="c0")])
    return next(v for v in judge.judge(case, response) if v.pass_index is None)


# "After 30 days, a partial refund is possible within 90 days": the claimed 30 sits in the subject's own
# clause, so nothing says it is bound to something else — a finer reading of the clause is needed
KNOWN_MISSES = {"refund-1": "the contradicted value occurs in the subject's own clause"}


@pytest.mark.parametrize("pair", [pytest.param(p, marks=pytest.mark.xfail(strict=True, reason=KNOWN_MISSES[p["id"]]))
                                  if p["id"] in KNOWN_MISSES else p for p in PAIRS], ids=[p["id"] for p in PAIRS])
def test_binding_tells_the_pair_apart(pair):
    assert bound_conflicts(pair["supported"], pair["context"]) == []
    assert bound_conflicts(pair["contradicted"], pair["context"]), pair["contradicted"]


def test_the_local_judge_separates_the_pairs(judge):
    right = []
    for pair in PAIRS:
        good, bad = _verdict(judge, pair, pair["supported"]), _verdict(judge, pair, pair["contradicted"])
        separated = (good.faithfulness.value == 1.0 and good.rubric.hallucination == 2
                     and (bad.faithfulness.value or 0.0) < 1.0 and bad.rubric.hallucination < 2)
        right.append((pair["id"], separated))
    assert sum(ok for _, ok in right) >= 16, [pid for pid, ok in right if not ok]


def test_the_conflict_reads_as_a_reason():
    [problem] = bound_conflicts("Non-members pay £10 per class.",
                                "Members pay £20 per class; non-members pay £35. Children under 10 attend free.")
    assert problem.startswith("£10 for Non-members") and problem.endswith("the context gives £35")
