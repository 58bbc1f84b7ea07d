"""Answer generation for the reference RAG: extractive (no LLM) or Anthropic Messages API.

``ExtractiveAnswerer`` is the zero-cost default: it quotes the retrieved sentences that best
match the question, each followed by a citation, and refuses with exactly
``"The sources do not state this."`` when the best evidence is weak — so negative questions are
answered correctly without a model. It is deterministic, which keeps nightly runs comparable.

Sentence score (all parts in [0, 1]):

    match(text) = TOPIC_WEIGHT * coverage(topic terms) + (1 - TOPIC_WEIGHT) * coverage(entity terms)
    coverage    = sum of the weights of the terms present / sum of the weights of all terms
    score       = 0.6 * match(sentence) + 0.3 * match(whole context) + 0.1 * cue

*entity terms* are the question's capitalised words (after the first word; all-caps acronyms
such as "API" or "CEO" excluded) and numbers, *topic terms* the other content words; when one group is empty the other carries the full weight.
Term weights are 1 unless a ``term_weight`` is given (e.g. ``ReferenceRAG.term_weight``: corpus
idf, unseen words counting as the rarest). The adapter keeps unit weights: on the sample suite
idf weights answered fewer answerable questions and refused no more negatives. *cue* is 1 when the question asks for a time or quantity (when / date / deadline / how many /
how much / cost ...) and the sentence holds a number or a month name. The context term lets a
bullet line ("Bob: API refactor by March 25th") borrow relevance from its heading. A best score
below :data:`MIN_EVIDENCE` means "not stated".

Chunks overlap, so the same sentence (or a fragment of it, cut at a chunk start) appears in
several contexts: a candidate contained in a longer candidate is folded into it. Citations name
the page of the sentence when a ``page_locator`` (``ReferenceRAG.locate_pages``) can pin it to
one chunk, otherwise the context's page span.
"""

from __future__ import annotations

import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

import numpy as np

from rageval_pipeline.core.errors import SystemUnderTestError
from rageval_pipeline.core.records.schemas import ContextChunk
from rageval_pipeline.core.retrieval.bm25 import tokenize
from rageval_pipeline.core.retrieval.embeddings import Embedder, RowEmbedder

if TYPE_CHECKING:
    from rageval_pipeline.core.retrieval.sentence_vectors import SentenceVectors

log = logging.getLogger(__name__)

REFUSAL = "The sources do not state this."
MIN_EVIDENCE = 0.4
MAX_SENTENCES = 3
#: a further sentence must score at least this share of the best one to be added
RELATIVE_CUTOFF = 0.75
TOPIC_WEIGHT = 0.75

_SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[A-Z0-9])")
_CAPITALISED = re.compile(r"\b[A-Z][\w-]*")
_ACRONYM = re.compile(r"^[A-Z0-9-]+$")
_NUMBER = re.compile(r"\b\w*\d\w*\b")
_MONTHS = re.compile(
    r"\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|"
    r"nov(ember)?|dec(ember)?|q[1-4])\b",
    re.IGNORECASE,
)
_QUANTITY_QUESTION = re.compile(
    r"\b(when|date|dates|deadline|due|how many|how much|cost|costs|budget|price|amount|number|percent|"
    r"percentage|by what|what time|how long)\b",
    re.IGNORECASE,
)
#: words that shape a question but never carry its topic
_QUESTION_WORDS = frozenset(
    "many much list name tell describe give say state mention mentioned explain happen happened".split()
)


@dataclass(frozen=True)
class GeneratedAnswer:
    """An answer, the chunk ids it cites (in citation order), and diagnostics."""

    text: str
    citations: list[str]
    refused: bool
    metadata: dict[str, Any] = field(default_factory=dict)


class Answerer(Protocol):
    """Turns a question and its retrieved contexts into a cited answer."""

    name: str

    def answer(self, question: str, contexts: Sequence[ContextChunk]) -> GeneratedAnswer: ...


PageLocator = Callable[[str, str], tuple[int, int] | None]
"""``(doc_id, quote) -> (start_page, end_page)`` of the narrowest chunk holding the quote, or None."""


def citation_label(ctx: ContextChunk, fallback_index: int, pages: tuple[int, int] | None = None) -> str:
    """``meetings/meeting_001.txt p.2`` (``pp.2-3`` for a span); ``pages`` overrides the context's."""
    doc = ctx.doc_id or f"context {fallback_index}"
    start, end = pages if pages is not None else (ctx.start_page, ctx.end_page)
    if start is None:
        return doc
    if end is None or end == start:
        return f"{doc} p.{start}"
    return f"{doc} pp.{start}-{end}"


def split_sentences(text: str) -> list[str]:
    """Lines, then sentences inside a line; blank pieces dropped."""
    out: list[str] = []
    for line in text.splitlines():
        out.extend(piece.strip() for piece in _SENTENCE_SPLIT.split(line) if piece.strip())
    return out


@dataclass(frozen=True)
class _QuestionTerms:
    topic: frozenset[str]
    entity: frozenset[str]
    wants_quantity: bool

    @classmethod
    def of(cls, question: str) -> _QuestionTerms:
        words = question.split()
        capitalised = " ".join(
            m.group(0) for w in words[1:] for m in _CAPITALISED.finditer(w) if not _ACRONYM.match(m.group(0))
        )
        entity = set(tokenize(capitalised)) | set(tokenize(" ".join(_NUMBER.findall(question))))
        terms = {t for t in tokenize(question) if t not in _QUESTION_WORDS}
        entity &= terms
        return cls(frozenset(terms - entity), frozenset(entity), bool(_QUANTITY_QUESTION.search(question)))

    def match(self, tokens: AbstractSet[str], weight: Callable[[str], float]) -> float:
        if not self.topic and not self.entity:
            return 0.0

        def cov(terms: frozenset[str]) -> float | None:
            if not terms:
                return None
            total = sum(weight(t) for t in terms)
            return sum(weight(t) for t in terms & tokens) / total if total > 0 else 0.0

        topic, entity = cov(self.topic), cov(self.entity)
        if topic is None:
            return float(entity or 0.0)
        if entity is None:
            return topic
        return TOPIC_WEIGHT * topic + (1.0 - TOPIC_WEIGHT) * entity


@dataclass(frozen=True, order=True)
class _Candidate:
    sort_key: tuple[float, int, int]
    sentence: str = field(compare=False)
    context_index: int = field(compare=False)
    score: float = field(compare=False)
    #: what the sentence's text says whatever the question (its normal form, its tokens)
    facts: _SentenceFacts = field(compare=False)


def _by_sort_key(candidate: _Candidate) -> tuple[float, int, int]:
    """The order ``_Candidate``'s generated ``<`` defines, as a key (sorting by it is ~5x faster)."""
    return candidate.sort_key


def _fold_fragments(candidates: list[_Candidate]) -> list[_Candidate]:
    """Drop candidates whose text lies inside a longer candidate, which inherits the better score
    and rank (a chunk that starts mid-sentence yields a fragment of a sentence seen elsewhere)."""
    norms = [c.facts.norm for c in candidates]
    order = sorted(range(len(candidates)), key=lambda i: (-len(norms[i]), candidates[i].sort_key))
    kept: dict[int, _Candidate] = {}
    # every kept text, joined: a text found in none of them (most) is found without a scan; a hit
    # across the separator only costs the scan, which decides
    kept_text = ""
    for i in order:
        host = next((j for j in kept if norms[i] in norms[j]), None) if norms[i] in kept_text else None
        if host is None:
            kept[i] = candidates[i]
            kept_text += "\x00" + norms[i]
        elif candidates[i].sort_key < kept[host].sort_key:
            better = candidates[i]
            host_ = kept[host]
            kept[host] = _Candidate(better.sort_key, host_.sentence, host_.context_index, better.score, host_.facts)
    return list(kept.values())


def _with_stop(sentence: str) -> str:
    return sentence if sentence[-1] in ".!?\"')]" else f"{sentence}."


#: cosine (question, sentence) mapped linearly to a [0, 1] evidence score between these two points:
#: all-MiniLM-L6-v2 puts unrelated sentences near 0.1–0.25 and paraphrases of the asked fact
#: around 0.55–0.8, so a sentence needs cos = 0.5 to reach the 0.4 evidence threshold.
SEMANTIC_LOW, SEMANTIC_HIGH = 0.3, 0.8
#: headings and labels ("Kestrel Freightworks — Expense Policy.") resemble any question on their
#: topic; only full sentences may qualify by meaning
SEMANTIC_MIN_WORDS = 6


def is_heading(sentence: str) -> bool:
    """Title and label lines ("SOC 2 Type II Readiness — Status Report.", "Owner: Dana Whitcombe,
    Head of Security.") state no fact an answer could rest on: short, mostly capitalised words."""
    words = [w for w in sentence.split() if any(ch.isalpha() for ch in w)]
    if not words or len(words) > 10:
        return False
    capitalised = sum(1 for w in words if w.lstrip("\"'(“‘")[:1].isupper())
    return capitalised / len(words) >= 0.6


@dataclass(frozen=True, slots=True)
class _SentenceFacts:
    index: int
    text: str
    norm: str
    heading: bool
    tokens: frozenset[str]
    #: holds a number or a month name (the cue for when / how many questions)
    dated: bool


@dataclass(frozen=True, slots=True)
class _ContextFacts:
    tokens: frozenset[str]
    sentences: tuple[_SentenceFacts, ...]


#: answers remembered per answerer (a sweep asks each question in every variant, one after another)
KEPT_ANSWERS = 512

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class _Memo(Generic[K, V]):
    """A small thread-safe LRU map: the last ``size`` results of a pure computation."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._items: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key: K, value: V) -> V:
        with self._lock:
            self._items[key] = value
            while len(self._items) > self._size:
                self._items.popitem(last=False)
        return value


def _context_facts(text: str) -> _ContextFacts:
    """What the answerer reads from a context, whatever the question (a sweep's variants and
    neighbouring questions retrieve the same contexts again: ``ExtractiveAnswerer`` remembers it)."""
    sentences = tuple(
        _SentenceFacts(index, sentence, " ".join(sentence.lower().split()), is_heading(sentence),
                       frozenset(tokenize(sentence)), bool(_NUMBER.search(sentence) or _MONTHS.search(sentence)))
        for index, sentence in enumerate(split_sentences(text))
    )
    return _ContextFacts(frozenset(tokenize(text)), sentences)


class ExtractiveAnswerer:
    """Quotes up to three best-matching retrieved sentences with citations; refuses when weak.

    Sentences are scored lexically (question-term coverage). With an ``embedder`` (the full
    system's ``extractive-semantic`` answerer) a sentence may instead qualify by meaning: its
    score is the larger of the lexical score and the mapped question–sentence cosine, so a
    paraphrased question can still be answered from the evidence dense retrieval found.

    The cosines are those of one ``embedder.embed([question] + candidates)`` call, bit for bit
    (a vector's last bits depend on its batch, see ``batch_rows.py``), but that call is rarely
    made whole. With the index's ``sentence_vectors`` and ``question_vector`` (the question
    embedded alone) every candidate's meaning score is known within a tolerance; a candidate
    whose score provably stays lexical, or stays below the answer's cut-off whatever its exact
    cosine, needs no model, and only the others (and the question) are computed — as the rows
    they would be in that call (``embed_rows``). The answer, its citations and every score are
    the ones the whole call gives.
    """

    def __init__(
        self,
        *,
        min_evidence: float = MIN_EVIDENCE,
        max_sentences: int = MAX_SENTENCES,
        page_locator: PageLocator | None = None,
        term_weight: Callable[[str], float] | None = None,
        embedder: Embedder | None = None,
        sentence_vectors: SentenceVectors | None = None,
        question_vector: Callable[[str], np.ndarray] | None = None,
    ) -> None:
        self.term_weight: Callable[[str], float] = term_weight or (lambda _term: 1.0)
        self.min_evidence = min_evidence
        self.max_sentences = max_sentences
        self.page_locator = page_locator
        self.embedder = embedder
        self.name = "extractive-semantic" if embedder is not None else "extractive"
        self._store = sentence_vectors if embedder is not None and question_vector is not None else None
        self._question_vector = question_vector
        self._store_trusted: bool | None = None
        self._store_lock = threading.Lock()
        #: questions answered without the model / with some rows computed / sentence rows computed
        self.stats = {"model_free": 0, "model_calls": 0, "rows": 0}
        self._answers: _Memo[tuple[str, tuple[tuple[Any, ...], ...]], GeneratedAnswer] = _Memo(KEPT_ANSWERS)
        self._scores: _Memo[tuple[str, str], tuple[tuple[_SentenceFacts, float], ...]] = _Memo(8 * KEPT_ANSWERS)
        self._facts: _Memo[str, _ContextFacts] = _Memo(8 * KEPT_ANSWERS)
        self._terms: _Memo[str, _QuestionTerms] = _Memo(KEPT_ANSWERS)

    def _trusted_store(self) -> SentenceVectors | None:
        """The stored sentence vectors, once checked against the embedder (first use)."""
        if self._store is None:
            return None
        if self._store_trusted is None:
            with self._store_lock:
                if self._store_trusted is None:
                    assert self.embedder is not None
                    problem = self._store.drift_problem(self.embedder)
                    if problem is not None:
                        log.warning("stored sentence vectors are not used (%s): every candidate sentence is "
                                    "embedded", problem)
                    self._store_trusted = problem is None
        return self._store if self._store_trusted else None

    def _upper_bounds(self, question: str, candidates: list[_Candidate]) -> list[float]:
        """Each candidate's largest possible meaning score (1.0 where nothing bounds it)."""
        store = self._trusted_store()
        rows: dict[int, int] = {}  # candidate -> its stored sentence
        if store is not None:
            for i, cand in enumerate(candidates):
                row = store.row(cand.sentence) if len(cand.sentence.split()) >= SEMANTIC_MIN_WORDS else None
                if row is not None:
                    rows[i] = row
        approx: dict[int, float] = {}
        if store is not None and rows and self._question_vector is not None:
            cosines = store.cosines(list(rows.values()), self._question_vector(question))
            approx = dict(zip(rows, cosines.tolist(), strict=True))
        bounds = []
        for i, cand in enumerate(candidates):
            if len(cand.sentence.split()) < SEMANTIC_MIN_WORDS:
                bounds.append(0.0)  # meaning never counts for a short line
            elif store is not None and i in approx:
                high = (approx[i] + store.cosine_tolerance - SEMANTIC_LOW) / (SEMANTIC_HIGH - SEMANTIC_LOW)
                bounds.append(min(1.0, max(0.0, high)))
            else:
                bounds.append(1.0)
        return bounds

    def _needing_cosines(self, question: str, candidates: list[_Candidate]) -> list[int]:
        """Candidates whose exact cosine could change the answer, its citations or its scores.

        A candidate's score is ``round(max(lexical, meaning), 6)``. Where the meaning score's
        upper bound does not exceed the lexical score, the score is the lexical one (*settled*).
        Exact scores can only raise the best score, and with it the cut-off below which no
        sentence is quoted (``max(min_evidence, RELATIVE_CUTOFF * best)``; a refusal reports the
        best score): an unsettled candidate that stays, even at its upper bound, below the cut-off
        the settled candidates alone imply can neither be quoted nor become the best, so it keeps
        its lexical score, a lower bound that sorts it below the cut-off as its true score would.
        """
        bounds = self._upper_bounds(question, candidates)
        settled = [c.score for c, high in zip(candidates, bounds, strict=True) if high <= c.score]
        unsettled = [i for i, (c, high) in enumerate(zip(candidates, bounds, strict=True)) if high > c.score]
        if not settled:
            return unsettled
        best = max(settled)
        ceiling = min(best, max(self.min_evidence, RELATIVE_CUTOFF * best))
        # 1e-6: a score is rounded to 6 decimals after the bound, which may lift it by 5e-7
        return [i for i in unsettled if bounds[i] + 1e-6 >= ceiling]

    def _cosines(self, question: str, candidates: list[_Candidate], needed: list[int]) -> np.ndarray:
        """The cosines of one ``embed([question] + candidates)`` call; exact at ``needed``."""
        assert self.embedder is not None
        texts = [question] + [c.sentence for c in candidates]
        if isinstance(self.embedder, RowEmbedder):
            rows = [0] + [1 + i for i in needed]
            vectors = np.zeros((len(texts), int(self.embedder.dim)), dtype=np.float32)
            vectors[rows] = self.embedder.embed_rows(texts, rows)
            self.stats["rows"] += len(needed)
        else:
            vectors = self.embedder.embed(texts)
            self.stats["rows"] += len(candidates)
        # the same matrix-vector product as the whole call's: each row's dot product is its own
        sims: np.ndarray = vectors[1:] @ vectors[0]
        return sims

    def _semantic(self, question: str, candidates: list[_Candidate]) -> list[_Candidate]:
        """Raise each candidate's score to its meaning-based score where that is higher."""
        if self.embedder is None or not candidates:
            return candidates
        needed = self._needing_cosines(question, candidates)
        if not needed:
            self.stats["model_free"] += 1
            return candidates
        self.stats["model_calls"] += 1
        sims = self._cosines(question, candidates, needed)
        out = list(candidates)
        for i in needed:
            cand = candidates[i]
            semantic = min(1.0, max(0.0, (float(sims[i]) - SEMANTIC_LOW) / (SEMANTIC_HIGH - SEMANTIC_LOW)))
            if len(cand.sentence.split()) < SEMANTIC_MIN_WORDS:
                semantic = 0.0
            score = round(max(cand.score, semantic), 6)
            out[i] = _Candidate((-score, cand.sort_key[1], cand.sort_key[2]), cand.sentence, cand.context_index, score,
                                cand.facts)
        return sorted(out, key=_by_sort_key)

    def _candidates(self, question: str, terms: _QuestionTerms, contexts: Sequence[ContextChunk]
                    ) -> list[_Candidate]:
        seen: set[str] = set()
        out: list[_Candidate] = []
        for ci, ctx in enumerate(contexts):
            for sentence, score in self._scored(question, terms, ctx.text):
                if sentence.norm in seen:  # overlapping chunks repeat sentences: keep the better-ranked copy
                    continue
                seen.add(sentence.norm)
                out.append(_Candidate((-score, ci, sentence.index), sentence.text, ci, score, sentence))
        return sorted(_fold_fragments(out), key=_by_sort_key)

    def _scored(self, question: str, terms: _QuestionTerms, text: str) -> tuple[tuple[_SentenceFacts, float], ...]:
        """A context's quotable sentences with their lexical scores for ``question`` (remembered)."""
        key = (question, text)
        scored = self._scores.get(key)
        if scored is None:
            facts = self._facts.get(text) or self._facts.put(text, _context_facts(text))
            context_match = terms.match(facts.tokens, self.term_weight)
            rows = []
            for sentence in facts.sentences:
                if sentence.heading:
                    continue
                cue = 1.0 if terms.wants_quantity and sentence.dated else 0.0
                match = terms.match(sentence.tokens, self.term_weight)
                rows.append((sentence, round(0.6 * match + 0.3 * context_match + 0.1 * cue, 6)))
            scored = self._scores.put(key, tuple(rows))
        return scored

    def answer(self, question: str, contexts: Sequence[ContextChunk]) -> GeneratedAnswer:
        # an answer reads each context's text, document, chunk id and pages, never its score or
        # rank: a sweep's variants that retrieve the same contexts get the same answer, computed once
        key = (question, tuple((c.text, c.doc_id, c.chunk_id, c.start_page, c.end_page) for c in contexts))
        answered = self._answers.get(key)
        if answered is None:
            answered = self._answers.put(key, self._answer(question, contexts))
        metadata = {name: list(value) if isinstance(value, list) else value
                    for name, value in answered.metadata.items()}
        return GeneratedAnswer(answered.text, list(answered.citations), answered.refused, metadata)

    def _answer(self, question: str, contexts: Sequence[ContextChunk]) -> GeneratedAnswer:
        terms = self._terms.get(question) or self._terms.put(question, _QuestionTerms.of(question))
        candidates = self._semantic(question, self._candidates(question, terms, contexts))
        best = candidates[0].score if candidates else 0.0
        meta: dict[str, Any] = {"answerer": self.name, "best_score": best, "threshold": self.min_evidence}
        if best < self.min_evidence:
            return GeneratedAnswer(REFUSAL, [], True, meta)
        chosen: list[_Candidate] = []
        chosen_tokens: list[frozenset[str]] = []
        for cand in candidates:
            if len(chosen) == self.max_sentences or cand.score < max(self.min_evidence, RELATIVE_CUTOFF * best):
                break
            tokens = cand.facts.tokens
            if any(tokens and len(tokens & t) / len(tokens | t) > 0.8 for t in chosen_tokens):
                continue  # near-duplicate of a chosen sentence
            chosen.append(cand)
            chosen_tokens.append(tokens)
        parts: list[str] = []
        citations: list[str] = []
        for cand in chosen:
            ctx = contexts[cand.context_index]
            pages = self.page_locator(ctx.doc_id, cand.sentence) if self.page_locator and ctx.doc_id else None
            parts.append(f"{_with_stop(cand.sentence)} [{citation_label(ctx, cand.context_index + 1, pages)}]")
            cited = ctx.chunk_id or f"context-{cand.context_index + 1}"
            if cited not in citations:
                citations.append(cited)
        meta["sentence_scores"] = [c.score for c in chosen]
        return GeneratedAnswer(" ".join(parts), citations, False, meta)


_SYSTEM_PROMPT = (
    "You answer questions using only the numbered sources you are given. After each sentence, cite "
    "the sources that support it with markers such as [1] or [2][3]. Do not use outside knowledge. "
    f"If the sources do not contain the answer, reply exactly: {REFUSAL}"
)
_MARKER = re.compile(r"\[(\d+(?:\s*,\s*\d+)*)\]")


def build_prompt(question: str, contexts: Sequence[ContextChunk]) -> str:
    """The user message: numbered sources with their doc/page labels, then the question."""
    blocks = [f"[{i}] ({citation_label(ctx, i)})\n{ctx.text}" for i, ctx in enumerate(contexts, start=1)]
    return "Sources:\n\n" + "\n\n".join(blocks) + f"\n\nQuestion: {question}\nAnswer in at most three sentences."


def map_markers(text: str, contexts: Sequence[ContextChunk]) -> tuple[list[str], list[int]]:
    """Chunk ids cited by ``[n]`` markers (first-citation order) and the out-of-range markers."""
    cited: list[str] = []
    invalid: list[int] = []
    for match in _MARKER.finditer(text):
        for number in (int(n) for n in match.group(1).split(",")):
            if 1 <= number <= len(contexts):
                ctx = contexts[number - 1]
                chunk = ctx.chunk_id or f"context-{number}"
                if chunk not in cited:
                    cited.append(chunk)
            elif number not in invalid:
                invalid.append(number)
    return cited, invalid


def _retry_after(exc: Any) -> float | None:
    """Seconds from a Retry-After header (numeric form), if the API sent one."""
    try:
        value = exc.response.headers.get("retry-after")
        return max(0.0, float(value)) if value is not None else None
    except (AttributeError, ValueError):
        return None


class AnthropicAnswerer:
    """Answers with a Claude model through the Messages API; the key is never logged or shown."""

    name = "anthropic"

    def __init__(
        self,
        model: str,
        api_key: str,
        base_url: str | None = None,
        timeout: float = 30,
        max_tokens: int = 512,
    ) -> None:
        if not api_key:
            raise SystemUnderTestError("the anthropic answerer needs an API key", system="reference")
        self.model = model
        self.base_url = base_url
        self.timeout = timeout
        self.max_tokens = max_tokens
        self._api_key = api_key
        self._client: Any = None

    def __repr__(self) -> str:
        return f"AnthropicAnswerer(model={self.model!r}, base_url={self.base_url!r})"

    def describe(self) -> dict[str, Any]:
        return {"model": self.model, "base_url": self.base_url, "max_tokens": self.max_tokens}

    def _get_client(self) -> Any:
        if self._client is None:
            import anthropic

            self._client = anthropic.Anthropic(
                # retries belong to the runner (seed 002's policy, counted in `attempts`)
                api_key=self._api_key, base_url=self.base_url, max_retries=0, timeout=self.timeout
            )
        return self._client

    def answer(self, question: str, contexts: Sequence[ContextChunk]) -> GeneratedAnswer:
        meta: dict[str, Any] = {"answerer": self.name, "model": self.model}
        if not contexts:  # nothing to ground an answer in: do not pay for a call
            return GeneratedAnswer(REFUSAL, [], True, {**meta, "skipped_call": "no contexts"})
        import anthropic

        try:
            response = self._get_client().messages.create(
                model=self.model,
                max_tokens=self.max_tokens,
                system=_SYSTEM_PROMPT,
                extra_body={"temperature": 0},  # this SDK's create() no longer takes it directly
                messages=[{"role": "user", "content": build_prompt(question, contexts)}],
            )
        except anthropic.APIStatusError as exc:
            retryable = exc.status_code == 429 or exc.status_code >= 500
            raise SystemUnderTestError(
                f"Anthropic API returned HTTP {exc.status_code} ({type(exc).__name__})", system="reference",
                retryable=retryable, retry_after=_retry_after(exc),
            ) from None
        except anthropic.APIError as exc:  # timeouts and connection errors: worth another attempt
            raise SystemUnderTestError(f"Anthropic API call failed ({type(exc).__name__})", system="reference") from None
        text = "".join(getattr(b, "text", "") for b in (response.content or []) if getattr(b, "type", "") == "text")
        text = text.strip()
        if not text:
            raise SystemUnderTestError("Anthropic API returned no text", system="reference")
        cited, invalid = map_markers(text, contexts)
        usage = getattr(response, "usage", None)
        meta.update(
            input_tokens=int(getattr(usage, "input_tokens", 0) or 0),
            output_tokens=int(getattr(usage, "output_tokens", 0) or 0),
            stop_reason=getattr(response, "stop_reason", None),
            invalid_markers=invalid,
        )
        refused = text.rstrip() == REFUSAL
        log.debug("anthropic answer: %d chars, %d citations", len(text), len(cited))
        return GeneratedAnswer(text, [] if refused else cited, refused, meta)


__all__ = [
    "MIN_EVIDENCE",
    "REFUSAL",
    "AnthropicAnswerer",
    "Answerer",
    "ExtractiveAnswerer",
    "GeneratedAnswer",
    "build_prompt",
    "citation_label",
    "map_markers",
    "split_sentences",
]
