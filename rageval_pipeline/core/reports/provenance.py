"""What a partition's numbers depend on, as content hashes: drift names what changed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rageval_pipeline.core.config.suites import Suite
from rageval_pipeline.core.records.hashing import stable_hash
from rageval_pipeline.core.records.schemas import EvalCase, SystemResponse, Verdict


def build_provenance(
    suite: Suite, cases: Sequence[EvalCase], responses: Sequence[SystemResponse], verdicts: Sequence[Verdict],
    *, corpus_hash: str | None,
) -> dict[str, Any]:
    """Content hashes of everything a partition's numbers depend on: drift names what changed.

    ``None`` means "not known" (e.g. no corpus for a remote system), never "unchanged".
    """
    from rageval_pipeline import __version__
    from rageval_pipeline.core.judges.prompts import PROMPT_VERSION

    judges = sorted({v.judge for v in verdicts if v.pass_index is None})
    llm_judged = any(j.startswith("anthropic") for j in judges)
    return {
        "dataset_hash": stable_hash([c.model_dump(mode="json") for c in cases]),
        "corpus_hash": corpus_hash,
        "system_config_hash": stable_hash({"system": suite.system.model_dump(mode="json"),
                                           "variants": suite.variants}),
        "suite_config_hash": suite.config_hash(),
        "answers_hash": stable_hash([[r.case_id, r.variant, r.answer, r.status] for r in responses]),
        "judge": ", ".join(judges) or None,
        "judge_prompt_version": PROMPT_VERSION if llm_judged else "local",
        "code_version": __version__,
    }
