"""The built-in system under test: the reference hybrid RAG behind the ``RAGAdapter`` contract.

A suite variant's ``params`` are the retrieval knobs of :meth:`ReferenceRAG.retrieve_for_eval`
plus ``answerer``. Unknown or mistyped params fail loudly (``SystemUnderTestError`` listing the
known ones) instead of being ignored, because a typo in a variant would otherwise silently
evaluate the defaults under the variant's name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rageval_pipeline.core.adapters.base import AdapterAnswer, RAGAdapter
from rageval_pipeline.core.errors import RetrievalError, SystemUnderTestError
from rageval_pipeline.core.retrieval.answerer import (
    Answerer,
    AnthropicAnswerer,
    ExtractiveAnswerer,
)
from rageval_pipeline.core.retrieval.reference import MODES, ReferenceRAG

#: knob -> default; ``k0=None`` means ``k * candidate_multiplier``
PARAM_DEFAULTS: dict[str, Any] = {
    "mode": "hybrid",
    "k": 8,
    "k0": None,
    "candidate_multiplier": 4,
    "fusion": True,
    "rerank": True,
    "rerank_pool": 20,
    "expand_neighbors": 0,
    "answerer": "extractive",
}
ANSWERERS = ("extractive", "extractive-semantic", "anthropic")
_INT_PARAMS = ("k", "k0", "candidate_multiplier", "rerank_pool", "expand_neighbors")
_BOOL_PARAMS = ("fusion", "rerank")


class ReferenceAdapter(RAGAdapter):
    """Retrieves with a :class:`ReferenceRAG`, answers extractively or with Claude."""

    name = "reference"

    def __init__(
        self,
        rag: ReferenceRAG,
        *,
        extractive: ExtractiveAnswerer | None = None,
        anthropic: AnthropicAnswerer | None = None,
    ) -> None:
        self.rag = rag
        self._answerers: dict[str, Answerer] = {
            "extractive": extractive or ExtractiveAnswerer(page_locator=rag.locate_pages),
            # the full system also *selects* evidence by meaning, with the embedder it retrieves with;
            # the index's sentence vectors and retrieval's question vector spare most of the model work
            "extractive-semantic": ExtractiveAnswerer(
                page_locator=rag.locate_pages, embedder=rag.embedder,
                sentence_vectors=rag.index.sentence_vectors, question_vector=rag.pools.vector,
            ),
        }
        if anthropic is not None:
            self._answerers["anthropic"] = anthropic
        self._anthropic = anthropic

    def resolve_params(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults overlaid with ``params``, type-checked; raises on unknown or bad values."""
        unknown = sorted(set(params) - set(PARAM_DEFAULTS))
        if unknown:
            raise SystemUnderTestError(
                f"unknown parameter(s) {unknown} for the reference system; known: {sorted(PARAM_DEFAULTS)}",
                system=self.name,
            )
        resolved = {**PARAM_DEFAULTS, **params}
        for key in _INT_PARAMS:
            value = resolved[key]
            if value is None and key == "k0":
                continue
            if isinstance(value, bool) or not isinstance(value, int):
                raise SystemUnderTestError(f"parameter {key!r} must be an integer, got {value!r}", system=self.name)
        for key in _BOOL_PARAMS:
            if not isinstance(resolved[key], bool):
                raise SystemUnderTestError(f"parameter {key!r} must be true or false, got {resolved[key]!r}",
                                           system=self.name)
        if resolved["mode"] not in MODES:
            raise SystemUnderTestError(f"parameter 'mode' must be one of {list(MODES)}, got {resolved['mode']!r}",
                                       system=self.name)
        if resolved["answerer"] not in ANSWERERS:
            raise SystemUnderTestError(
                f"parameter 'answerer' must be one of {list(ANSWERERS)}, got {resolved['answerer']!r}", system=self.name
            )
        if resolved["answerer"] not in self._answerers:
            raise SystemUnderTestError(
                "answerer 'anthropic' is not configured (construct ReferenceAdapter with an AnthropicAnswerer)",
                system=self.name,
            )
        return resolved

    def query(self, question: str, params: Mapping[str, Any]) -> AdapterAnswer:
        resolved = self.resolve_params(params)
        knobs = {k: v for k, v in resolved.items() if k != "answerer"}
        try:
            contexts = self.rag.retrieve_for_eval(question, **knobs)
        except RetrievalError as exc:
            raise SystemUnderTestError(f"retrieval failed: {exc}", system=self.name) from exc
        generated = self._answerers[resolved["answerer"]].answer(question, contexts)
        if resolved["k0"] is None:
            resolved["k0"] = max(resolved["k"] * resolved["candidate_multiplier"], resolved["k"])
        return AdapterAnswer(
            answer=generated.text,
            contexts=contexts,
            citations=generated.citations,
            metadata={"retrieval": resolved, "refused": generated.refused, "answer": generated.metadata},
        )

    def describe(self) -> dict[str, Any]:
        out: dict[str, Any] = {"adapter": self.name, **self.rag.describe(), "answerers": sorted(self._answerers)}
        if self._anthropic is not None:
            out["anthropic"] = self._anthropic.describe()
        return out


__all__ = ["ANSWERERS", "PARAM_DEFAULTS", "ReferenceAdapter"]
