"""An optional local NLI model as an extra support signal for the local judge's claims.

``judge: {kind: local, nli_model_path: DIR}`` names a folder holding a sequence-classification
checkpoint a user downloaded themselves (an NLI cross-encoder, or a hallucination-detection model
that labels a (premise, hypothesis) pair). It is loaded with ``transformers`` from that folder only
(``local_files_only``: nothing is ever downloaded) and scores (context chunk, claim) pairs; the
probability of its *entailment* label joins the claim's support: a context supports a claim when
``max(blend, entailment) >= support_threshold`` and the claim's specifics agree with it.

The entailment label is read from the checkpoint's ``config.id2label``: the first label containing
"entail", else one named "consistent", "supported", "faithful" or "factual". A folder that is
missing, is not a checkpoint, or has none of those labels is a ``ConfigError`` naming the folder.
Premises longer than the model's window are truncated (the claim, the shorter side, is kept whole
where it fits); pairs are scored in batches.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from rageval_pipeline.core.errors import ConfigError

__all__ = ["ENTAILMENT_NAMES", "EntailmentModel", "entailment_index"]

FIELD = "judge.nli_model_path"
#: label names taken as "the premise supports the hypothesis" when none contains "entail"
ENTAILMENT_NAMES = ("consistent", "supported", "faithful", "factual")


def entailment_index(id2label: dict[int, str], folder: str) -> int:
    """The class index of the entailment label (see the module docstring)."""
    labels = {int(i): str(name) for i, name in id2label.items()}
    for index, name in sorted(labels.items()):
        if "entail" in name.lower():
            return index
    for index, name in sorted(labels.items()):
        if name.strip().lower() in ENTAILMENT_NAMES:
            return index
    found = ", ".join(f"{i}: {n!r}" for i, n in sorted(labels.items())) or "none"
    raise ConfigError(f"the model's config.id2label has no entailment label (labels: {found}; expected one "
                      f"containing 'entail' or named {', '.join(ENTAILMENT_NAMES)})", path=folder, field=FIELD)


class EntailmentModel:
    """A local sequence-classification model scoring (premise, hypothesis) pairs."""

    def __init__(self, path: str | Path, *, batch_size: int = 16, max_length: int = 512) -> None:
        folder = Path(path).expanduser()
        self.folder = str(folder)
        self.batch_size = batch_size
        if not folder.is_dir():
            raise ConfigError("NLI model folder does not exist", path=self.folder, field=FIELD)
        if not (folder / "config.json").is_file():
            raise ConfigError("not a model folder: config.json is missing", path=self.folder, field=FIELD)
        try:
            from transformers import AutoConfig
        except ImportError as exc:
            raise ConfigError(f"an NLI model needs transformers ({exc.name} is not installed); install the "
                              "'embeddings' extra", path=self.folder, field=FIELD) from None
        try:
            config = AutoConfig.from_pretrained(self.folder, local_files_only=True)
        except (OSError, ValueError) as exc:
            raise ConfigError(f"cannot read the model's config: {exc}", path=self.folder, field=FIELD) from None
        self.entailment = entailment_index(dict(getattr(config, "id2label", {}) or {}), self.folder)
        window = int(getattr(config, "max_position_embeddings", max_length) or max_length)
        self.max_length = min(max_length, window)
        self._model: Any = None
        self._tokenizer: Any = None

    def _load(self) -> tuple[Any, Any]:
        if self._model is None:
            from transformers import AutoModelForSequenceClassification, AutoTokenizer
            from transformers.utils import logging as hf_logging

            hf_logging.disable_progress_bar()  # type: ignore[no-untyped-call]  # it would interleave with the CLI's

            try:
                self._tokenizer = AutoTokenizer.from_pretrained(self.folder, local_files_only=True)
                self._model = AutoModelForSequenceClassification.from_pretrained(self.folder, local_files_only=True)
            except (OSError, ValueError) as exc:
                raise ConfigError(f"cannot load the NLI model: {exc}", path=self.folder, field=FIELD) from None
            self._model.eval()
            window = getattr(self._tokenizer, "model_max_length", self.max_length)
            if isinstance(window, int) and window > 0:
                self.max_length = min(self.max_length, window)
        return self._tokenizer, self._model

    def encode(self, premises: Sequence[str], hypotheses: Sequence[str]) -> dict[str, Any]:
        """Tokenised pairs, the premise truncated first to fit the window."""
        tokenizer, _ = self._load()
        return dict(tokenizer(list(premises), list(hypotheses), truncation="longest_first",
                              max_length=self.max_length, padding=True, return_tensors="pt"))

    def entailment_probabilities(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        """P(entailment) for each (premise, hypothesis), in order."""
        if not pairs:
            return np.zeros(0, dtype=np.float64)
        import torch

        _, model = self._load()
        out: list[np.ndarray] = []
        with torch.inference_mode():
            for start in range(0, len(pairs), self.batch_size):
                batch = pairs[start : start + self.batch_size]
                inputs = self.encode([p for p, _ in batch], [h for _, h in batch])
                logits = model(**inputs).logits
                out.append(torch.softmax(logits.float(), dim=-1)[:, self.entailment].cpu().numpy())
        return np.concatenate(out).astype(np.float64)
