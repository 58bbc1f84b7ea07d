"""``--dry-run``: what a run would do and cost, computed without calling anything.

The judge prompt of every case is rendered exactly as the Claude judge would send it, with a
stand-in answer and stand-in contexts of the suite's expected size (the real ones do not exist
before the run), and priced with the local token estimate; with Claude judging an A/B suite, the
pairwise comparison (both orders per case) is counted too. The estimate is an upper bound for
``escalate`` (it assumes every case escalates).
"""

from __future__ import annotations

from typing import Any

from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.judges.cost import estimate_cost
from rageval_pipeline.core.judges.factory import frozen_verdicts, resolved_kind
from rageval_pipeline.core.judges.pairwise import (
    ORDERS,
    PairwiseInput,
    render_pairwise_prompt,
)
from rageval_pipeline.core.judges.prompts import (
    JudgeInput,
    load_rubric,
    render_judge_prompt,
)
from rageval_pipeline.core.records.schemas import (
    ContextChunk,
    EvalDataset,
    SystemResponse,
)

STAND_IN_ANSWER_WORDS = 80
EXPECTED_OUTPUT_TOKENS = 700


def _stand_in_response(case_id: str, question: str, k: int, words: int) -> SystemResponse:
    filler = " ".join(["evidence"] * words)
    return SystemResponse(
        case_id=case_id, variant="plan", system="plan", question=question,
        answer=" ".join(["answer"] * STAND_IN_ANSWER_WORDS),
        contexts=[ContextChunk(text=filler, doc_id="doc.txt", chunk_id=f"c{i}", start_page=1, end_page=1)
                  for i in range(k)],
    )


def plan_run(suite: Suite, dataset: EvalDataset, *, api_key_present: bool) -> dict[str, Any]:
    kind = resolved_kind(suite.judge, "key" if api_key_present else None)
    frozen = frozen_verdicts(suite) is not None
    n_cases, n_variants = len(dataset.cases), len(suite.variants)
    plan: dict[str, Any] = {
        "suite": suite.name, "mode": suite.mode, "dataset": dataset.path, "format": dataset.format,
        "cases": n_cases, "negatives": sum(c.is_negative for c in dataset.cases),
        "critical": sum(c.critical for c in dataset.cases), "dataset_warnings": dataset.warnings,
        "variants": sorted(suite.variants), "system": suite.system.adapter,
        "system_calls": 0 if suite.mode == "replay" else n_cases * n_variants,
        "judge": "replay (frozen verdicts)" if frozen else kind,
    }
    if frozen or suite.retrieval_only or kind == "local":
        note = ("frozen verdicts: nothing is judged" if frozen else
                "retrieval-only: answers are not judged" if suite.retrieval_only else
                "local judge: zero cost" + ("" if api_key_present else f" (no ${suite.judge.api_key_env} set)"))
        plan["llm_estimate"] = {"calls": 0, "input_tokens": 0, "output_tokens": 0, "usd": 0.0, "note": note}
        return plan
    k = max(int(v.get("k", 5)) for v in suite.variants.values()) if suite.variants else 5
    words = int(suite.system.config.get("chunk_words", 120))
    rubric = load_rubric()
    prompts = []
    pair_prompts = []
    for case in dataset.cases:
        response = _stand_in_response(case.id, case.question, k, words)
        system, user, _ = render_judge_prompt(JudgeInput.from_case(case, response), rubric,
                                              max_context_chars=suite.judge.max_context_chars)
        prompts.extend([(system, user)] * n_variants)
        if kind == "anthropic" and suite.ab is not None:  # the A/B pair read side by side, in both orders
            system, user, _ = render_pairwise_prompt(PairwiseInput.build(case, response, response), rubric,
                                                     max_context_chars=suite.judge.max_context_chars)
            pair_prompts.extend([(system, user)] * len(ORDERS))
    prices = suite.judge.prices or None
    estimate = estimate_cost(prompts, suite.judge.model, EXPECTED_OUTPUT_TOKENS, suite.judge.passes, prices=prices)
    note = ("upper bound: assumes every case escalates" if kind == "escalate" else
            f"{suite.judge.passes} passes per case × variant; an upper bound: calls the judge cache already "
            "holds cost nothing and are not subtracted")
    if pair_prompts:
        pairwise = estimate_cost(pair_prompts, suite.judge.model, EXPECTED_OUTPUT_TOKENS, 1, prices=prices)
        plan["pairwise_estimate"] = pairwise.model_dump()
        estimate = estimate.model_copy(update={
            "calls": estimate.calls + pairwise.calls, "input_tokens": estimate.input_tokens + pairwise.input_tokens,
            "output_tokens": estimate.output_tokens + pairwise.output_tokens,
            "usd": round(estimate.usd + pairwise.usd, 6)})
        note += f"; plus {pairwise.calls} pairwise A/B calls ({len(ORDERS)} orders per case)"
    plan["llm_estimate"] = estimate.model_dump() | {"note": note}
    return plan
