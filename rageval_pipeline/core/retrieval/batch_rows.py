"""Some rows of a batched sentence-transformers ``encode`` call, bit for bit, without the others.

Why: the full system's answerer scores ~70 candidate sentences per question by their cosine with
the question, all from one ``embed([question] + sentences)`` call, and its answers must stay
byte-identical. MiniLM's float32 output for a text depends on the *padded length* of the batch
it runs in (attention and mean pooling reduce over it), so a vector computed elsewhere (alone,
or stored with the index) differs in its last bits and can move a rounded score. Usually only
one to three of those sentences can change an answer (the answerer bounds the others with stored
vectors); this module computes just those rows, exactly as the batched call would.

How: ``SentenceTransformer.encode`` sorts its inputs by character length (longest first),
cuts them into batches of ``batch_size``, tokenizes each batch padded to its longest member,
runs the model and L2-normalises. A row's result depends on its tokens and that padded length,
not on the other rows of the batch (measured on this build: every row of every batch tried,
recomputed alone or with a few others, was identical bit for bit). So each wanted row is the
model run on that row's slice of its batch's tokenized features — a fraction of the batch's cost.

That independence is a property of the kernels of one torch build on one CPU, not a guarantee,
so :class:`BatchRows` checks it on its first call against the real batched call, row by row, and
if any bit differs it stops computing rows and answers every later call with the batched call
(correct everywhere, only slower). The plan mirrors sentence-transformers 6.2 (pinned); the
same check catches a release that batches differently.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

log = logging.getLogger(__name__)

#: rows remembered by (text, padded length): a sweep's variants and later questions quote the same
#: sentences again (1.5 KB each; 20,000 rows ~ 30 MB)
KEPT_ROWS = 20_000


def batch_plan(model: Any, texts: Sequence[str], batch_size: int) -> list[list[int]]:
    """Indices of ``texts`` in each batch ``model.encode(texts, batch_size=...)`` forms, in its order."""
    order = np.argsort([-model._input_length(text) for text in texts])  # encode's own expression
    if model._can_flatten_inputs():
        order = model._interleave_sorted_indices(order)
    positions = [int(i) for i in order]
    return [positions[start:start + batch_size] for start in range(0, len(positions), batch_size)]


class BatchRows:
    """``rows(texts, wanted)`` = ``batched(texts)[wanted]``, computing only the wanted rows.

    ``batched`` is the embedder's own call (``model.encode`` with its settings); it answers
    instead when the check found rows that are not independent of their batch. The check runs
    on the first call that computes part of a batch (a whole batch, e.g. one text embedded
    alone, is the batched call's own computation and needs no check).
    """

    def __init__(self, model: Callable[[], Any], batch_size: int, batched: Callable[[list[str]], np.ndarray],
                 *, kept: int = KEPT_ROWS) -> None:
        self._model = model
        self._batch_size = batch_size
        self._batched = batched
        self._kept = kept
        self._cache: OrderedDict[tuple[str, int], np.ndarray] = OrderedDict()
        self._lock = threading.Lock()
        self._check_lock = threading.Lock()
        #: None until the first call checked row independence; then whether rows are computed alone
        self.independent: bool | None = None
        #: rows computed by the model / served from the cache (benchmarks read these)
        self.computed = 0
        self.remembered = 0

    def rows(self, texts: list[str], wanted: Sequence[int]) -> np.ndarray:
        if not wanted:
            return np.zeros((0, 0), dtype=np.float32)
        targets = set(wanted)
        whole = all(set(batch) <= targets for batch in batch_plan(self._model(), texts, self._batch_size)
                    if targets & set(batch))
        if not whole:  # some batch is computed in part: that needs rows to be independent of it
            if self.independent is None:
                with self._check_lock:
                    if self.independent is None:
                        self.independent = self._check(texts)
            if not self.independent:
                return np.ascontiguousarray(self._batched(texts)[list(wanted)])
        return self._rows(texts, wanted, remember=True)

    def forget(self) -> None:
        """Drop the remembered rows (a benchmark's runs each start as a new process would)."""
        with self._lock:
            self._cache.clear()

    def _check(self, texts: list[str]) -> bool:
        """Every row of one real call (one with a batch of two rows or more), computed in two
        halves per batch, against the batched call."""
        batched = np.asarray(self._batched(texts), dtype=np.float32)
        alone = np.empty_like(batched)
        for batch in batch_plan(self._model(), texts, self._batch_size):
            half = (len(batch) + 1) // 2
            for part in (batch[:half], batch[half:]):
                if part:
                    alone[part] = self._rows(texts, part, remember=False)
        if alone.tobytes() == batched.tobytes():
            return True
        log.warning("sentence embeddings depend on more than their batch's padded length on this machine "
                    "(max difference %.2e): the semantic answerer embeds whole batches, as the model's own call "
                    "does (answers unchanged, slower)", float(np.max(np.abs(alone - batched))))
        return False

    def _rows(self, texts: list[str], wanted: Sequence[int], *, remember: bool) -> np.ndarray:
        import torch

        model = self._model()
        if model.training:  # loaded in training mode; encode switches to eval before every call (no dropout)
            model.eval()
        found: dict[int, np.ndarray] = {}
        targets = set(wanted)
        for batch in batch_plan(model, texts, self._batch_size):
            need = [position for position, index in enumerate(batch) if index in targets]
            if not need:
                continue
            features = model.preprocess([texts[i] for i in batch])  # encode's tokenization of this batch
            padded = int(features["attention_mask"].shape[1])
            missing = []
            for position in need:
                row = self._recall((texts[batch[position]], padded)) if remember else None
                if row is None:
                    missing.append(position)
                else:
                    found[batch[position]] = row
            if not missing:
                continue
            part = {name: value[missing] if _batch_first(value, len(batch)) else value
                    for name, value in features.items()}
            with torch.inference_mode():
                vectors = model(part)["sentence_embedding"]
                vectors = torch.nn.functional.normalize(vectors, p=2, dim=1).cpu().numpy()
            self.computed += len(missing)
            for position, vector in zip(missing, vectors, strict=True):
                row = np.array(vector, dtype=np.float32)
                found[batch[position]] = row
                if remember:
                    self._remember((texts[batch[position]], padded), row)
        return np.stack([found[i] for i in wanted])

    def _recall(self, key: tuple[str, int]) -> np.ndarray | None:
        with self._lock:
            row = self._cache.get(key)
            if row is not None:
                self._cache.move_to_end(key)
                self.remembered += 1
            return row

    def _remember(self, key: tuple[str, int], row: np.ndarray) -> None:
        with self._lock:
            self._cache[key] = row
            while len(self._cache) > self._kept:
                self._cache.popitem(last=False)


def _batch_first(value: Any, rows: int) -> bool:
    shape = getattr(value, "shape", None)
    return shape is not None and len(shape) > 0 and shape[0] == rows


__all__ = ["KEPT_ROWS", "BatchRows", "batch_plan"]
