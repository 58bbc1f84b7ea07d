"""How many of the realistic golden pairs does the local judge tell apart? The whole set, not the suite's sample.

``rageval_pipeline_tests/core/golden/bound_facts_realistic.jsonl`` holds minimal pairs written in rounds of 24 (a
question, a context, a supported answer and the same answer with one specific taken from another subject of the
context; see ``bound_facts_realistic.md`` there). The test suite judges every eighth pair; this judges all of them,
exactly as the suite does (batches of 200, one judge per worker process), prints how many were told apart against the
floor recorded below, and exits 1 when fewer were.

    python benchmarks/judge_golden_pairs.py [--workers 2] [--rounds 1035-1050] [--wrong FILE]

``--rounds`` judges only the rounds named (``real-rNNNN-..`` ids: a first-sight measure of new rounds before they
are added); ``--wrong`` writes the ids judged wrong, one per line, to compare two commits. The whole set takes some
20 minutes on 2 idle cores (the suite's eighth under 3).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from rageval_pipeline_tests.core.golden_pairs import judged_wrong_in_parallel, load_pairs  # noqa: E402

#: pairs of the whole realistic set told apart at its last full measure (raise it when more are)
FULL_FLOOR = 34540

_ROUND = re.compile(r"^real-r(\d+)-")


def _round_of(pair_id: str) -> int | None:
    found = _ROUND.match(pair_id)
    return int(found.group(1)) if found else None


def _rounds(spec: str) -> set[int]:
    low, _, high = spec.partition("-")
    return set(range(int(low), int(high or low) + 1))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rounds", help="judge only these rounds, e.g. 1035-1050")
    parser.add_argument("--wrong", type=Path, help="write the ids judged wrong here")
    args = parser.parse_args(argv)

    pairs = load_pairs("bound_facts_realistic.jsonl")
    if args.rounds:
        wanted = _rounds(args.rounds)
        pairs = [pair for pair in pairs if _round_of(pair["id"]) in wanted]
        if not pairs:
            parser.error(f"no pairs in rounds {args.rounds}")
    started = time.perf_counter()
    wrong = judged_wrong_in_parallel(pairs, workers=args.workers)
    elapsed = time.perf_counter() - started
    right = len(pairs) - len(wrong)
    if args.wrong:
        args.wrong.write_text("".join(f"{pair_id}\n" for pair_id in sorted(wrong)), encoding="utf-8")

    print(f"{right}/{len(pairs)} pairs told apart ({right / len(pairs):.1%}) in {elapsed:.0f} s on {args.workers} "
          f"workers")
    if args.rounds:
        # (a round of 24 with at least 22 right is the bar a hidden set written by someone else is held to)
        per_round = Counter(_round_of(pair["id"]) for pair in pairs)
        missed = Counter(_round_of(pair_id) for pair_id in wrong)
        for number in sorted(per_round):
            print(f"  round {number}: {per_round[number] - missed[number]}/{per_round[number]}")
        print(f"  rounds with at least 22 right: "
              f"{sum(per_round[n] - missed[n] >= 22 for n in per_round)} of {len(per_round)}")
        return 0
    print(f"floor: {FULL_FLOOR}")
    return 0 if right >= FULL_FLOOR else 1


if __name__ == "__main__":
    sys.exit(main())
