"""Which parts of an answer decline to answer: per-clause refusal labels for the judges.

An answer is read as clauses (``text.split_claims(..., keep_refusals=True)``) and each clause is
labelled *asserts* or *declines*. Two signals, the first that fires wins:

1. **Patterns** (``core.refusal``, the documented list shared with dataset loading): "the
   documents do not say / mention / contain …", "not stated", "there is no information / mention
   of …", "I could not find …", "I don't know", "cannot be determined from the sources",
   "insufficient information", "the passages are silent on …", "not in what I was given", and
   bare markers as the whole answer ("Unknown", "N/A", "Not available."). Verbs that also state
   facts (include, provide, cover, available …) count only with the sources as their subject, so
   "The warranty does not include water damage" stays a claim.
2. **Meaning**: the clause's embedding is compared with :data:`REFUSAL_PROTOTYPES`; the best
   cosine at or above the embedder's threshold declines ("Sorry, I don't have an answer for
   that", "I'm sorry, but I can't help with that question", which no pattern lists). A clause
   holding a number, date or amount is never declined by meaning: a refusal states no value.

Thresholds (:data:`SIMILARITY_THRESHOLDS`), chosen on ``test_judge_refusal.py``'s phrasings:
    all-MiniLM-L6-v2  0.60 — real answers with a negation ("The data is not shared with third
                      parties", "The library has no books on that subject") peak at 0.52;
                      paraphrased refusals the patterns miss score 0.59–0.77. A declined clause
                      leaves the claim checks, so a false refusal could hide an invention: the cut
                      sits above the negatives' peak, not in the middle of the gap.
    hashing-v1        0.55 — bag-of-words overlap, so only near restatements of a prototype pass
                      (hard negatives peak at 0.39); the model-free path relies on the patterns.
    other embedders   none — a scale not measured here gets the patterns only.

Reading (:class:`RefusalReading`): ``full`` when something declines and nothing is asserted,
``partial`` when both ("Refunds take 30 days; the sources do not say who approves them": the
first clause is judged as a claim, the second is neither supported nor unsupported), ``none``
otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np

from rageval_pipeline.core.judges import text as tx
from rageval_pipeline.core.judges.refusal_patterns import is_bare_refusal, is_refusal
from rageval_pipeline.core.retrieval.embeddings import MINILM_NAME, Embedder

# generic ways of declining: none names a topic, so a clause matches them by *how* it speaks
REFUSAL_PROTOTYPES: tuple[str, ...] = (
    "The sources do not contain this information.",
    "The provided documents do not answer this question.",
    "I could not find the answer in the context.",
    "This is not mentioned in the retrieved passages.",
    "There is not enough information to answer.",
    "I don't know the answer.",
    "The answer cannot be determined from the given text.",
    "The context says nothing about this.",
    "I'm sorry, I can't answer that based on the information I have.",
    "That information isn't available to me.",
)

SIMILARITY_THRESHOLDS: dict[str, float] = {MINILM_NAME: 0.60, "hashing-v1": 0.55}

Kind = Literal["full", "partial", "none"]


@dataclass(frozen=True)
class ClauseLabel:
    """One clause of an answer: does it decline, and what said so."""

    text: str
    declines: bool
    by: Literal["pattern", "meaning", ""]  # "" for an asserting clause
    similarity: float | None = None  # best cosine to a prototype, when it was computed

    @property
    def label(self) -> str:
        return "declines" if self.declines else "asserts"


@dataclass(frozen=True)
class RefusalReading:
    """An answer's clauses, labelled, and whether the answer as a whole declines."""

    clauses: tuple[ClauseLabel, ...]
    bare: bool = False  # the whole answer is a bare marker ("Unknown", "N/A") or one refusal too short to be a clause

    @property
    def asserted(self) -> list[str]:
        """Clauses that state something: the claims to check."""
        return [c.text for c in self.clauses if not c.declines]

    @property
    def declined(self) -> list[str]:
        return [c.text for c in self.clauses if c.declines]

    @property
    def declines(self) -> bool:
        return self.bare or any(c.declines for c in self.clauses)

    @property
    def kind(self) -> Kind:
        if not self.declines:
            return "none"
        return "partial" if self.asserted else "full"


class RefusalDetector:
    """Labels answer clauses as asserting or declining (see the module docstring).

    ``embedder=None`` gives the patterns only. ``threshold`` overrides the embedder's documented
    cut. Prototype vectors are computed once per detector.
    """

    def __init__(self, embedder: Embedder | None = None, *, threshold: float | None = None) -> None:
        self.embedder = embedder
        name = getattr(embedder, "name", None) if embedder is not None else None
        self.threshold = threshold if threshold is not None else SIMILARITY_THRESHOLDS.get(str(name))
        self._prototypes: np.ndarray | None = None

    @property
    def uses_meaning(self) -> bool:
        return self.embedder is not None and self.threshold is not None

    def _prototype_matrix(self) -> np.ndarray:
        if self._prototypes is None:
            assert self.embedder is not None  # only called when uses_meaning
            self._prototypes = self.embedder.embed(list(REFUSAL_PROTOTYPES))
        return self._prototypes

    def read(self, answer: str, *, embed: Callable[[Sequence[str]], np.ndarray] | None = None) -> RefusalReading:
        """Label ``answer``'s clauses. ``embed`` (texts → unit rows) lets a caller reuse vectors it
        already computed with the same embedder; by default the detector's embedder is called."""
        return self.read_many([answer], embed=embed)[0]

    def read_many(
        self, answers: Sequence[str], *, embed: Callable[[Sequence[str]], np.ndarray] | None = None
    ) -> list[RefusalReading]:
        """:meth:`read` for many answers with one embedding call for the clauses to compare."""
        split = [tx.split_claims(a, keep_refusals=True) if a and a.strip() else [] for a in answers]
        # a bare value ("1999.", "$89.", "The CFO.") is too short to be a clause, yet it is the whole
        # answer: it asserts that value and is checked like any claim
        split = [clauses or ([a.strip()] if a and a.strip() and not is_bare_refusal(a) and _states_a_specific(a) else [])
                 for a, clauses in zip(answers, split, strict=True)]
        by_pattern = [[is_refusal(c) for c in clauses] for clauses in split]
        # meaning is only asked about clauses no pattern caught and that state no value
        pending = sorted({c for clauses, hits in zip(split, by_pattern, strict=True)
                          for c, hit in zip(clauses, hits, strict=True) if not hit and not _states_a_value(c)})
        best: dict[str, float] = {}
        if pending and self.uses_meaning:
            vectors = embed(pending) if embed is not None else self.embedder.embed(pending)  # type: ignore[union-attr]
            scores = np.asarray(vectors, dtype=np.float32) @ self._prototype_matrix().T
            best = {c: float(row.max()) for c, row in zip(pending, scores, strict=True)}
        out: list[RefusalReading] = []
        for answer, clauses, hits in zip(answers, split, by_pattern, strict=True):
            labels: list[ClauseLabel] = []
            marker = bool(answer) and is_bare_refusal(answer)  # "Unknown", "N/A": the whole text declines
            for clause, hit in zip(clauses, hits, strict=True):
                if hit or marker:
                    labels.append(ClauseLabel(clause, True, "pattern"))
                    continue
                cosine = best.get(clause)
                declines = cosine is not None and self.threshold is not None and cosine >= self.threshold
                labels.append(ClauseLabel(clause, declines, "meaning" if declines else "",
                                          None if cosine is None else round(cosine, 4)))
            # "I don't know." / "N/A" may leave no clause at all; the whole text still declines
            bare = marker or (bool(answer) and not labels and is_refusal(answer))
            out.append(RefusalReading(clauses=tuple(labels), bare=bare))
        return out


def _states_a_value(clause: str) -> bool:
    facts = tx.extract_facts(clause)
    return bool(facts.numbers or facts.dates or facts.amounts)


def _states_a_specific(text: str) -> bool:
    facts = tx.extract_facts(text)
    return bool(facts.numbers or facts.dates or facts.amounts or facts.entities)


__all__ = ["REFUSAL_PROTOTYPES", "SIMILARITY_THRESHOLDS", "ClauseLabel", "RefusalDetector", "RefusalReading"]
