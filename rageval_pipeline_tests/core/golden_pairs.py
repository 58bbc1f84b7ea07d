"""Judging the golden minimal pairs (a supported answer and the same answer with one specific taken from another subject
of the context), shared by the test suite and ``benchmarks/judge_golden_pairs.py``.

The realistic set is large (some 25,000 pairs, about half an hour of CPU): the suite judges a fixed sample of it (every
``SAMPLE_STRIDE``-th pair, so every round and topic is in it and new rounds add to it), and the benchmark judges all of
it. Each has its floor: the number judged right when it was last measured.
"""

from __future__ import annotations

import json
import multiprocessing
from pathlib import Path

from rageval_pipeline.core.judges.local import LocalJudge
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase, SystemResponse

GOLDEN = Path(__file__).parent / "golden"

#: pairs judged per batched call, as a suite's answers are (one embedding call per batch)
BATCH = 200

#: the suite judges every SAMPLE_STRIDE-th realistic pair
SAMPLE_STRIDE = 8


def load_pairs(name: str) -> list[dict]:
    text = (GOLDEN / name).read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def realistic_sample(pairs: list[dict]) -> list[dict]:
    """Every ``SAMPLE_STRIDE``-th pair, counted from the first: fixed as rounds are appended."""
    return pairs[::SAMPLE_STRIDE]


def case_and_response(pair: dict, answer: str) -> tuple[EvalCase, SystemResponse]:
    case = EvalCase(id=pair["id"], question=pair.get("question", "What does the context say?"), source_format="qa_json",
                    ground_truth=None, extra={})
    response = SystemResponse(case_id=case.id, variant="v", system="s", question=case.question, answer=answer,
                              contexts=[ContextChunk(text=pair["context"], doc_id="ctx.txt", chunk_id="c0")])
    return case, response


def judged_wrong(judge: LocalJudge, pairs: list[dict]) -> list[str]:
    """Ids of the pairs the judge does not tell apart: the supported answer must be fully faithful with no
    hallucination, the contradicted one less than faithful and marked as hallucinating."""
    wrong = []
    for start in range(0, len(pairs), BATCH):
        batch = pairs[start:start + BATCH]
        answers = [case_and_response(pair, pair[side]) for pair in batch for side in ("supported", "contradicted")]
        finals = [next(v for v in verdicts if v.pass_index is None) for verdicts in judge.judge_many(answers)]
        for pair, good, bad in zip(batch, finals[0::2], finals[1::2], strict=True):
            if not (good.faithfulness.value == 1.0 and good.rubric.hallucination == 2
                    and (bad.faithfulness.value or 0.0) < 1.0 and bad.rubric.hallucination < 2):
                wrong.append(pair["id"])
    return wrong


def _judge_share(pairs: list[dict]) -> list[str]:
    """One worker's share of whole batches, judged by a judge of its own (one embedding thread and one scoring
    process: the workers share the machine's cores)."""
    import torch

    torch.set_num_threads(1)
    return judged_wrong(LocalJudge(workers=1), pairs)


def judged_wrong_in_parallel(pairs: list[dict], workers: int = 2) -> list[str]:
    """``judged_wrong`` over ``workers`` processes, each taking every ``workers``-th batch of ``BATCH`` whole, so each
    answer is judged in the very batch it would be in one process (a batch's embeddings are computed together)."""
    batches = [pairs[start:start + BATCH] for start in range(0, len(pairs), BATCH)]
    shares = [[pair for batch in batches[worker::workers] for pair in batch] for worker in range(workers)]
    pool = multiprocessing.get_context("spawn").Pool(workers)
    try:
        shares_wrong = pool.map(_judge_share, shares)
        pool.close()  # (the workers end their own way: killed, they would leave their semaphores behind)
    except BaseException:
        # (stopped early, e.g. by a test's timeout: the workers must not go on judging behind the next test)
        pool.terminate()
        raise
    finally:
        pool.join()
    return [pair_id for wrong in shares_wrong for pair_id in wrong]
