"""Record the replay fixtures of the `sample_replay` suite (seed 000's replay mode).

Runs the live `sample` suite once without Dagster — the reference RAG answers every case in both
variants, the local judge grades them — and freezes responses and verdicts under data/replay/.
CI then replays them: a deterministic regression check of the evaluation itself.

    .venv/bin/python scripts/freeze_sample_replay.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rageval_pipeline.core import stages as pipeline  # noqa: E402
from rageval_pipeline.core.adapters.factory import build_adapter  # noqa: E402
from rageval_pipeline.core.config.suites import load_suite  # noqa: E402
from rageval_pipeline.core.judges.factory import build_judge  # noqa: E402
from rageval_pipeline.core.storage.replay import (  # noqa: E402
    freeze_responses,
    freeze_verdicts,
)


def main() -> None:
    suite = load_suite(ROOT / "data" / "suites" / "sample.yaml")
    cases = pipeline.load_suite_cases(suite).cases
    index = pipeline.corpus_index_stage(suite, cache_dir=ROOT / ".rageval" / "cache" / "embeddings")
    adapter = build_adapter(suite, corpus_index=index.table)
    responses = pipeline.responses_from_table(pipeline.responses_stage(suite, adapter, cases).table)
    judge = build_judge(suite.judge.model_copy(update={"kind": "local"}), api_key=None, cache_path=None)
    verdicts = pipeline.verdicts_from_table(pipeline.verdicts_stage(judge, cases, responses).table)
    out = ROOT / "data" / "replay"
    freeze_responses(responses, out / "sample_responses.jsonl")
    freeze_verdicts(verdicts, out / "sample_verdicts.jsonl")
    print(f"froze {len(responses)} responses and {len(verdicts)} verdicts into {out}")


if __name__ == "__main__":
    main()
