"""The zero-cost local judge: claim checks, context metrics and the outcome rubric (0-2 per dimension), no LLM.

How a claim is judged (``support``)
    For every evidence unit (a retrieved context chunk) the claim gets
    ``blend = semantic_weight * sem + (1 - semantic_weight) * lex`` where ``sem`` is the best
    embedding cosine between the claim and one sentence of the unit (clipped to [0, 1]) and ``lex``
    the share of the claim's content words found in the unit (or in the question: restating the
    question is not an invention). The claim is *supported* by the unit
    when ``blend >= support_threshold`` **and** every number, date, amount and capitalised name of the
    claim also occurs in that unit (``text.missing_facts``): "30 days" against "14 days" embeds
    almost identically, so similarity alone would wave it through. A claim stating numbers, dates,
    amounts or names that a unit states (or naming days of the week the unit names), none bound there to
    another value, needs only ``BOUND_SUPPORT_THRESHOLD``
    (0.45): its specifics already say it is that unit's fact ("Menu B costs £55 per person" against "we'd
    suggest Menu B (£55pp) rather than Menu A (£42pp)"). A claim whose specifics are absent
    is a *conflict* (contradicted number/date, invented entity) — the major-hallucination signal.
    With an NLI model (``nli_model_path``, ``judges/nli.py``) a unit's score is the larger of the
    blend and the model's entailment probability for (unit, claim).
    An answer's claim must also find its specifics *bound to its subject* (``judges/binding/``):
    "Non-members pay £10" against "Members pay £20; non-members pay £35. Children under 10 attend
    free." conflicts ("£10 for Non-members ...; the context gives £35") although 10 occurs.

Metrics (``Score`` in [0, 1], or unmeasured with the reason)
    faithfulness       supported claims / claims. ``contexts == []`` → 0.0 ("no contexts retrieved:
                       auto-fail"); ``contexts is None`` → unmeasured + a warning (seed 002);
                       no claims (empty answer, pure refusal) → unmeasured ("no claims to check:
                       the answer declines" — on a negative case even with no contexts retrieved).
                       Claims are the answer's *asserting* clauses (``judges/refusal.py``): a clause
                       that declines ("the sources do not say who approves it") is neither supported
                       nor unsupported, so it leaves the denominator.
    answer_relevance   ``0.7 * clip((cos(answer, question) - 0.15) / 0.45) + 0.3 * coverage`` where
                       coverage is the share of the question's content words the answer uses
                       (the answer read without its citation markers, which name sources, not content).
                       MiniLM puts an on-topic answer at cosine ≳ 0.6 and unrelated text ≲ 0.15,
                       hence the linear map of [0.15, 0.6] onto [0, 1]. A refusal on an answerable
                       question is multiplied by 0.25; on an unanswerable one it is the ideal
                       response (1.0).
    context_precision  average precision of the ranked contexts, a context being relevant when it
                       matches a gold span / expected context doc or supports a required fact or a
                       ground-truth sentence; unmeasured without any of those references.
    context_recall     share of required facts (else ground-truth sentences) that some context
                       supports; unmeasured when there is nothing to recall.
    semantic_similarity  ``max(0, cos(answer, ground_truth))``; ``same_information`` is
                       ``similarity >= similarity_threshold`` (seed 002 default 0.85).

Rubric (0–2, seed 000) — proportions map to integers as documented in ``_grade``
    correctness   2 all required facts present and correct; 1 some correct; 0 none correct, or as
                  many contradicted as correct, or a forbidden claim asserted.
    completeness  share of facts present and correct: 1.0 → 2, ≥ 0.5 → 1, < 0.5 → 0.
    evidence      share of facts with valid evidence (a cited chunk of a ``must_cite`` doc containing
                  the quote; without rules, a cited — or, if nothing is cited, any — chunk that
                  supports the fact): 1.0 → 2, > 0 → 1, 0 → 0.
    hallucination 2 no unsupported claim; 0 a conflict (contradicted specific) or a forbidden
                  claim; otherwise the fitted detector (``judges/detector.py``) decides: 0 when its
                  probability reaches its cut, 1 below. Without a detector (``detector=None``): 0
                  for two or more unsupported claims, 1 for one. The probability is the verdict's
                  ``hallucination_score``.
    Without required facts, ground-truth sentences play their role; without either, correctness and
    completeness come from faithfulness and relevance (same proportion map) and a warning says so.
    Unanswerable cases: an answer saying the sources do not contain the information (and asserting
    nothing unsupported) gets 2/2/2/2; asserting an answer instead is correctness 0, hallucination 0.
    Their context precision/recall are unmeasured ("negative case: nothing to retrieve"), so a correct
    refusal's composite is its answer relevance (1.0) and it passes.

Confidence
    Every decision (claim supported?, fact present?) contributes ``0.5 + |score - threshold| / 0.4``
    capped at 1, times 0.85 when the embedding and lexical signals fall on different sides of the
    threshold; a specifics conflict is a firm decision (0.95). The verdict's confidence is the
    least confident decision (one flipped claim changes the rubric), 0.3 when claims could not be
    checked against anything. The escalating judge re-asks an LLM below 0.7.
"""

from __future__ import annotations

import logging
import re
import sys
import traceback
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

import numpy as np

from rageval_pipeline.core.errors import JudgeError, RagEvalError
from rageval_pipeline.core.judges import text as tx
from rageval_pipeline.core.judges.base import Judge
from rageval_pipeline.core.judges.binding import bound_conflicts
from rageval_pipeline.core.judges.binding.words import _DAY_NAME
from rageval_pipeline.core.judges.nli import EntailmentModel
from rageval_pipeline.core.judges.detector import ClaimSignal, HallucinationDetector, detector_features, word_trigrams
from rageval_pipeline.core.judges.forked import MIN_ITEMS_PER_WORKER, map_forked, resolve_workers
from rageval_pipeline.core.judges.memo import forget_memoised
from rageval_pipeline.core.judges.refusal import RefusalDetector
from rageval_pipeline.core.judges.swap_reader import SWAP_CUT, UNSWAPPED_CUT, SwapReader
from rageval_pipeline.core.judges.vector_cache import VectorCache
from rageval_pipeline.core.metrics.doc_level import doc_matches
from rageval_pipeline.core.records.schemas import (
    CONTEXTS_NOT_PROVIDED,
    ClaimCheck,
    ContextChunk,
    EvalCase,
    RequiredFact,
    Rubric,
    Score,
    SystemResponse,
    Verdict,
    error_verdict,
)
from rageval_pipeline.core.retrieval.embeddings import Embedder, get_default_embedder, resolve_precision, vector_identity

logger = logging.getLogger(__name__)

__all__ = ["LocalJudge", "Support", "clear_caches", "grade_proportion"]

_ROUND = 6
_BAND = 0.2  # distance from a threshold at which a decision counts as certain
_REL_LOW, _REL_HIGH = 0.15, 0.6


def _r(value: float) -> float:
    """Round a persisted float (determinism across platforms / summation orders)."""
    return round(float(value), _ROUND)


def grade_proportion(share: float, *, some_is_one: bool = False) -> int:
    """Map a proportion to the 0–2 rubric: 1.0 → 2, ≥ 0.5 (or > 0 if ``some_is_one``) → 1, else 0.

    Correctness/completeness use the 0.5 cut ("mostly missing" = 0); evidence uses "any" because its
    level 1 reads "some evidence, incomplete".
    """
    if share >= 1.0 - 1e-9:
        return 2
    if share >= 0.5 or (some_is_one and share > 0.0):
        return 1
    return 0


def clear_caches() -> None:
    """Forget every memoised text analysis (benchmarks measure a cold judge with it)."""
    from rageval_pipeline.core.judges import binding

    forget_memoised(sys.modules[__name__])
    word_trigrams.cache_clear()
    tx.clear_caches()
    binding.clear_caches()


@lru_cache(maxsize=65536)
def _facts(text: str) -> tx.Facts:
    return tx.extract_facts(text)


def _evidence_facts(text: str, claimed: tx.Facts) -> tx.Facts:
    """An evidence unit's specifics, its holidays on the same day every year dated too where the claim dates one ("New
    Year's Day" states the 1 January of "On 1 January we open at noon")."""
    return _facts(tx.holidays_dated(text) if tx.dates_a_holiday(claimed.dates) else text)  # (memoised, as a unit's are)


#: a day of the week named in full, in the singular or the plural: "every Thursday", "on Saturdays"
_WEEKDAY_NAMED = re.compile(r"\b(" + _DAY_NAME + r")s?\b", re.IGNORECASE)


@lru_cache(maxsize=16384)
def _weekdays_named(text: str) -> frozenset[str]:
    return frozenset(day.lower() for day in _WEEKDAY_NAMED.findall(text))


@lru_cache(maxsize=65536)
def _content(text: str) -> frozenset[str]:
    return frozenset(tx.content_words(text))


@lru_cache(maxsize=16384)
def _unit_words(text: str) -> frozenset[str]:
    """An evidence unit's content words for a claim's word overlap, with the words its short forms shorten
    (``_SHORT_FORMS``) and the other forms of its verbs (``_VERB_FORMS``) added."""
    words = tx.content_words(_UNIT_ON_NUMBER.sub(r"\1 \2", text))
    return frozenset(words) | {_SHORT_FORMS[word] for word in words if word in _SHORT_FORMS} \
        | {form for word in words for form in _VERB_FORMS.get(word, ())} | _clock_words(text) \
        | {_NUMBER_IN_WORDS[word] for word in words if word in _NUMBER_IN_WORDS}


#: a small number in figures as the word a claim may write it in: a claim saying "at least fifteen years old" or "for six
#: months" uses the words of a unit saying "aged 15 and over" or "a 6-month warranty" (the fact check reads both alike)
_NUMBER_IN_WORDS = {str(number): stem for number, word in tx.SPELLED_NUMBERS.items() if number >= 2
                    for stem in tx.content_words(word)}


def _clock_words(text: str) -> frozenset[str]:
    """The words of a unit's clock times as either clock writes them: a claim saying "until 19:00" or "at 7.30pm" uses
    the words of a unit saying "7pm" or "19:30" (the judge's fact check reads the times alike: ``tx.clock_times``)."""
    written = " ".join(f"{hour:02d}:{minute:02d} {hour % 12 or 12}:{minute:02d} {hour % 12 or 12}.{minute:02d}"
                       for _, hour, minute in tx.clock_times(text))
    return frozenset(tx.content_words(written)) if written else frozenset()


#: a short form written on to its number: "£55pp", "30hrs", "12mths"
_UNIT_ON_NUMBER = re.compile(r"(\d)(pp|hrs?|mins?|wks?|mths?|yrs?)\b", re.IGNORECASE)

#: short forms timetables and price lists write, as the stems of the words they shorten: a claim saying "Wednesday" or
#: "hours" uses the words of a row saying "Wed 9–8" or "30 hrs", and one saying "per person" those of "£55pp"
#: (the days' short forms are the ones the entity check reads: ``text._DAY_SHORT_FORMS``)
_SHORT_FORMS = {short: next(iter(tx.content_words(full))) for full, shorts in (
    *((day, " ".join(shorts)) for day, shorts in tx._DAY_SHORT_FORMS.items()),
    ("hour", "hr hrs"), ("minute", "min mins"), ("week", "wk wks"), ("month", "mth mths"), ("year", "yr yrs"),
    ("person", "pp"), ("maximum", "max")) for short in shorts.split()}


#: the forms of a verb the stemmer leaves apart ("take", "took", "taken"; "use", "used"), and a few verbs one says for
#: another ("need" for "require", "provide" for "give"): a claim saying "is actually taken" or "you'll need a tasting
#: appointment" uses the words of a unit saying "we take" or "require ... a tasting appointment"
_VERB_FAMILIES = (("tak", "took", "taken"), ("use", "using", "used"), ("giv", "gav", "given", "provid"), ("mak", "mad"),
                  ("pay", "paid"), ("hold", "held"), ("keep", "kept"), ("sell", "sold"), ("bring", "brought"),
                  ("run", "ran"), ("get", "got"), ("buy", "bought"), ("send", "sent"), ("com", "cam"),
                  ("need", "requir"))
_VERB_FORMS = {form: family for family in _VERB_FAMILIES for form in family}


@lru_cache(maxsize=16384)
def _sentences(text: str) -> tuple[str, ...]:
    """Evidence sentences; a unit with no sentence boundary is its own sentence."""
    parts = tuple(s for s in tx.split_sentences(tx.strip_citations(text)) if tx.content_words(s))
    if "|" in text:  # a table row is read with its column names
        rows = tx.labelled_table_rows(tx.strip_citations(text))
        parts = tuple(rows.get(s, s) for s in parts)
    return parts or ((text.strip(),) if text.strip() else ())


@dataclass(frozen=True)
class _Unit:
    """One piece of evidence a claim can be supported by (a context chunk, the answer, ...)."""

    unit_id: str
    text: str

    @property
    def sentences(self) -> tuple[str, ...]:
        return _sentences(self.text)


@dataclass(frozen=True)
class Support:
    """The outcome of checking one statement against a list of evidence units."""

    score: float  # best blend over units
    supported: bool
    unit_ids: tuple[str, ...]  # supporting units, or the best-scoring one when unsupported
    problems: tuple[str, ...]  # specifics missing from the best unit ("number 30", "entity 'X'")
    conflict: bool  # specifics missing: contradicted / invented, not merely unsupported
    sem: float
    lex: float
    confidence: float

    def reason(self, what: str = "context") -> str:
        """Human-readable why, for ClaimCheck.reason and the verdict's reasoning."""
        where = ", ".join(self.unit_ids) or f"no {what}"
        if self.supported:
            return f"supported by {where} (score {self.score:.2f})"
        if self.problems:
            return f"not in {where}: {', '.join(self.problems)} (score {self.score:.2f})"
        return f"no {what} supports it (best {where}, score {self.score:.2f})"


class _Vectors:
    """Text → embedding lookup built from one batched ``embed`` call."""

    def __init__(self, embedder: Embedder, texts: Iterable[str], cache: VectorCache | None = None) -> None:
        unique = sorted({t for t in texts if t and t.strip()})
        self._index = {t: i for i, t in enumerate(unique)}
        identity = vector_identity(embedder)
        known = cache.get(identity, unique, embedder.dim) if cache is not None else {}
        missing = [t for t in unique if t not in known]
        try:
            fresh = embedder.embed(missing) if missing else np.zeros((0, embedder.dim), dtype=np.float32)
        except RagEvalError as exc:
            raise JudgeError(f"embedding failed: {exc}", judge="local") from exc
        fresh = np.asarray(fresh, dtype=np.float32)
        if cache is not None and missing:
            cache.put(identity, dict(zip(missing, fresh, strict=True)))
        if known:
            rows = dict(zip(missing, fresh, strict=True))
            matrix = np.stack([known[t] if t in known else rows[t] for t in unique])
        else:
            matrix = fresh
        self._matrix = np.asarray(matrix, dtype=np.float32)
        self._zero = np.zeros((self._matrix.shape[1] if self._matrix.ndim == 2 else embedder.dim,), dtype=np.float32)
        self._stacked: dict[tuple[str, ...], np.ndarray] = {}

    def get(self, text: str) -> np.ndarray:
        i = self._index.get(text)
        return self._zero if i is None else self._matrix[i]

    def many(self, texts: Sequence[str]) -> np.ndarray:
        """The rows of ``texts``; a tuple's (a unit's sentences, asked for once per claim) stacked once and shared, so
        never to be written to."""
        if not texts:
            return np.zeros((0, self._zero.shape[0]), dtype=np.float32)
        if not isinstance(texts, tuple):
            return np.stack([self.get(t) for t in texts])
        stacked = self._stacked.get(texts)
        if stacked is None:
            stacked = self._stacked[texts] = np.stack([self.get(t) for t in texts])
        return stacked


@dataclass
class _Plan:
    """Everything about one (case, response) pair that needs no embedding, computed up front."""

    case: EvalCase
    response: SystemResponse
    answer: str
    claims: list[str]
    refuses: bool
    contexts: list[ContextChunk] | None
    units: list[_Unit]
    reference_units: list[_Unit]  # stand-in evidence for hallucination when contexts is None
    gt_sentences: list[str]
    warnings: list[str] = field(default_factory=list)
    declined: list[str] = field(default_factory=list)  # clauses that decline: neither claims nor checked

    @property
    def prose(self) -> str:
        """The answer without its citation markers: what its relevance and similarity cosines read.
        A marker names a source, not content ("[incidents/inc_2026_014.txt p.1]" is a dozen tokens of
        path), and left in it drags the answer's vector away from the question's."""
        return tx.strip_citations(self.answer).strip() or self.answer

    def texts(self) -> list[str]:
        """Every text this pair needs embedded."""
        out = [self.prose, self.case.question, *self.claims, *self.gt_sentences]
        if self.case.ground_truth:
            out.append(self.case.ground_truth)
        out += [f.claim for f in self.case.required_facts] + list(self.case.forbidden_claims)
        for unit in [*self.units, *self.reference_units, _Unit("answer", self.answer)]:
            out.extend(unit.sentences)
        return out


#: the blend a claim stating numbers, dates, amounts or names needs from a unit stating them all with no conflict about
#: its subject (``support_threshold`` otherwise)
BOUND_SUPPORT_THRESHOLD = 0.45


def _scoring_tasks(plans: Sequence[_Plan]) -> list[list[int]]:
    """The answers of ``plans`` (indices) in tasks for ``forked.map_forked``: one task per case, so the
    contexts its variants share are read once, the costliest first (claims times context characters:
    a claim's specifics send it to read the contexts into clauses) so that none is left to the end."""
    by_case: dict[str, list[int]] = {}
    for index, plan in enumerate(plans):
        by_case.setdefault(plan.case.id, []).append(index)

    def cost(task: list[int]) -> int:
        return sum(len(plans[i].claims) * sum(len(u.text) for u in plans[i].units or plans[i].reference_units)
                   for i in task)

    return sorted(by_case.values(), key=lambda task: (-cost(task), task[0]))


class LocalJudge(Judge):
    """Zero-cost judge: embeddings (MiniLM by default) + lexical and factual consistency checks.

    Thresholds: ``support_threshold`` decides whether a blend of similarity and word overlap
    grounds a claim; it and ``semantic_weight`` were picked from a coarse grid (weight 0.3/0.4/0.5 ×
    threshold 0.5–0.7) on RAGTruth QA, taking the middle of the plateau rather than its peak (see
    ``calibration.py``). ``fact_threshold`` (default: the support threshold) decides whether a
    required fact is stated by the answer; ``similarity_threshold`` is seed 002's same-information
    cut on answer ↔ ground truth cosine.
    """

    name = "local"

    def __init__(
        self,
        embedder: Embedder | None = None,
        *,
        similarity_threshold: float = 0.85,
        support_threshold: float = 0.6,
        fact_threshold: float | None = None,
        semantic_weight: float = 0.4,
        relevance_threshold: float = 0.5,
        detector: HallucinationDetector | None | Literal["packaged"] = "packaged",
        bind_subjects: bool = True,
        nli_model_path: str | None = None,
        swap_check: bool = False,
        vector_cache: VectorCache | None = None,
        embedding_precision: str = "auto",
        workers: int | Literal["auto"] = "auto",
    ) -> None:
        for label, value in (
            ("similarity_threshold", similarity_threshold),
            ("support_threshold", support_threshold),
            ("semantic_weight", semantic_weight),
            ("relevance_threshold", relevance_threshold),
        ):
            if not 0.0 <= value <= 1.0:
                raise JudgeError(f"{label} must lie in [0, 1], got {value}", judge="local")
        self._embedder = embedder
        #: MiniLM's precision when no embedder is given: "auto" is bfloat16 where the CPU has it natively
        #: (about twice as fast, verdicts unchanged on the sample suite: ``retrieval/embeddings.py``)
        self.embedding_precision = resolve_precision(embedding_precision)
        self.similarity_threshold = similarity_threshold
        self.support_threshold = support_threshold
        self.fact_threshold = support_threshold if fact_threshold is None else fact_threshold
        self.semantic_weight = semantic_weight
        self.relevance_threshold = relevance_threshold
        #: the fitted hallucination detector (``judges/detector.py``); ``None`` keeps the plain rule
        #: (two or more unsupported claims, or a contradicted specific, is a major hallucination)
        self.detector: HallucinationDetector | None = (
            HallucinationDetector.packaged() if detector == "packaged" else detector)
        #: check that a claim's specifics are stated about its subject (``judges/binding/``)
        self.bind_subjects = bind_subjects
        #: an optional local NLI model whose entailment probability joins a claim's support (``judges/nli.py``)
        self.nli: EntailmentModel | None = EntailmentModel(nli_model_path) if nli_model_path else None
        #: the learned second reading of a supported claim's specifics (``judges/swap_reader.py``)
        self.swap_reader: SwapReader | None = SwapReader(precision=self.embedding_precision) if swap_check else None
        #: sentence vectors kept between runs (``judges/vector_cache.py``); ``None`` embeds every time
        self.vector_cache = vector_cache
        #: processes that score answers side by side once their vectors are computed (``judges/forked.py``);
        #: ``"auto"`` = one per usable CPU, 1 = all in this process. Results are the same either way.
        self.workers = workers
        try:
            resolve_workers(workers)  # (a bad value fails here, not mid-run)
        except ValueError as exc:
            raise JudgeError(str(exc), judge="local") from None
        self._refusals: RefusalDetector | None = None

    @property
    def embedder(self) -> Embedder:
        """The embedder, created on first use so constructing a judge never loads torch."""
        if self._embedder is None:
            self._embedder = get_default_embedder(self.embedding_precision)
        return self._embedder

    # ------------------------------------------------------------------ public API

    def judge(self, case: EvalCase, response: SystemResponse) -> list[Verdict]:
        """One final verdict for one answer (``[verdict]``); never raises for a per-case problem."""
        return self.judge_many([(case, response)])[0]

    def judge_many(self, pairs: Sequence[tuple[EvalCase, SystemResponse]]) -> list[list[Verdict]]:
        """Judge many answers with a single batched embedding call (10k cases stay feasible)."""
        return [verdicts for verdicts, _ in self.judge_with_signals(pairs)]

    def judge_with_signals(
        self, pairs: Sequence[tuple[EvalCase, SystemResponse]]
    ) -> list[tuple[list[Verdict], dict[str, float] | None]]:
        """:meth:`judge_many` plus each answer's detector inputs (``detector.DETECTOR_FEATURES``, and
        ``contradicted``: 1.0 when a claim's specific is contradicted), ``None`` where the answer
        could not be checked. The fitting script learns the detector from these."""
        plans: list[_Plan | Verdict] = [self._plan_or_error(case, response) for case, response in pairs]
        texts: list[str] = []
        for plan in plans:
            if isinstance(plan, _Plan):
                texts.extend(plan.texts())
        vectors = _Vectors(self.embedder, texts, self.vector_cache)
        for index, plan in enumerate(plans):
            if isinstance(plan, _Plan):
                try:
                    self._read_refusal(plan, vectors)
                except Exception as exc:  # noqa: BLE001 - see below
                    logger.exception("local judge failed on case %s", plan.case.id)
                    plans[index] = self._error(plan.case, plan.response,
                                               f"local judge failed: {type(exc).__name__}: {exc}")
        ready = [plan for plan in plans if isinstance(plan, _Plan)]
        entailment = self._entailment(ready)
        swaps = self._swap_readings(ready)

        def score(k: int) -> tuple[Verdict, dict[str, float] | None, str | None]:
            try:
                return (*self._score(ready[k], vectors, entailment, swaps), None)
            except Exception as exc:  # noqa: BLE001 - one bad case must not stop a 10k-case run
                reason = f"local judge failed: {type(exc).__name__}: {exc}"
                # (logged below, not here: this may run in a forked child, which must write nothing)
                return self._error(ready[k].case, ready[k].response, reason), None, traceback.format_exc()

        # once every vector is computed, the answers are scored side by side by several processes
        workers = min(resolve_workers(self.workers), len(ready) // MIN_ITEMS_PER_WORKER)
        scored = map_forked(score, _scoring_tasks(ready), workers)
        out: list[tuple[list[Verdict], dict[str, float] | None]] = []
        k = 0
        for plan in plans:
            if isinstance(plan, Verdict):
                out.append(([plan], None))
                continue
            verdict, signals, failure = scored[k]
            if failure is not None:
                logger.error("local judge failed on case %s\n%s", plan.case.id, failure)
            out.append(([verdict], signals))
            k += 1
        return out

    # ------------------------------------------------------------------ planning

    def _error(self, case: EvalCase, response: SystemResponse, reason: str) -> Verdict:
        return error_verdict(response.case_id or case.id, response.variant, self.name, reason)

    def _plan_or_error(self, case: EvalCase, response: SystemResponse) -> _Plan | Verdict:
        if response.status == "error":
            return self._error(case, response, f"system error: {response.error}")
        if response.case_id != case.id:
            return self._error(case, response, f"response is for case {response.case_id!r}, not {case.id!r}")
        try:
            return self._plan(case, response)
        except Exception as exc:  # noqa: BLE001 - see judge_many
            logger.exception("local judge could not prepare case %s", case.id)
            return self._error(case, response, f"local judge failed: {type(exc).__name__}: {exc}")

    def _plan(self, case: EvalCase, response: SystemResponse) -> _Plan:
        answer = (response.answer or "").strip()
        contexts = response.contexts
        units = [
            _Unit(c.chunk_id or f"ctx[{i}]", c.text) for i, c in enumerate(contexts or []) if c.text and c.text.strip()
        ]
        warnings: list[str] = []
        reference_units: list[_Unit] = []
        if contexts is None:
            warnings.append("system did not provide contexts: context metrics skipped")
            if case.ground_truth:
                reference_units.append(_Unit("ground_truth", case.ground_truth))
            reference_units += [_Unit(f"fact:{f.fact_id}", f.claim) for f in case.required_facts]
        gt_sentences = list(_sentences(case.ground_truth)) if case.ground_truth else []
        return _Plan(
            case=case,
            response=response,
            answer=answer,
            # every clause, declining ones included, so all get embedded; _read_refusal then
            # keeps the asserting ones as claims
            claims=tx.split_claims(answer, keep_refusals=True) if answer else [],
            refuses=bool(answer) and tx.is_refusal(answer),
            contexts=contexts,
            units=units,
            reference_units=reference_units,
            gt_sentences=gt_sentences,
            warnings=warnings,
        )

    def _entailment(self, plans: Sequence[_Plan]) -> dict[tuple[str, str], float]:
        """P(entailment) of every (context, claim) pair the claim checks will look at, in one batched
        pass of the NLI model; empty without one."""
        if self.nli is None:
            return {}
        wanted = sorted({(unit.text, claim) for plan in plans for claim in plan.claims
                         for unit in (plan.units if plan.contexts is not None else plan.reference_units)})
        probabilities = self.nli.entailment_probabilities(wanted)
        return {pair: float(p) for pair, p in zip(wanted, probabilities, strict=True)}

    def _swap_readings(self, plans: Sequence[_Plan]) -> dict[tuple[str, str], float]:
        """The swap reader's P(swapped) of every (claim, unit) pair where a claim states a specific that the unit states
        too (only such a unit can support it), in one batched pass; a claim's check then reads those of the units
        supporting it. Empty without the reader. The reader reads the whole sentence of the answer a claim was cut
        from, as it learned to: a clause cut from its sentence ("getting rid of rats costs £165", of "..., and that price
        covers three visits") is no answer it has seen."""
        if self.swap_reader is None:
            return {}
        wanted: dict[tuple[str, str], tuple[str, str]] = {}
        for plan in plans:
            question = _facts(plan.case.question)
            allowed = _content(plan.case.question)
            sentences = _sentences(plan.answer)
            for claim in plan.claims:
                facts = _facts(claim)
                if not _states_a_specific(facts):
                    continue
                said = max(sentences, key=lambda sentence: len(_content(sentence) & _content(claim)), default=claim)
                wanted.update(((claim, unit.text), (said, unit.text))
                              for unit in (plan.units if plan.contexts is not None else plan.reference_units)
                              if not tx.missing_facts(facts, _evidence_facts(unit.text, facts), also_entities=allowed,
                                                      also_numbers=question.all_numbers,
                                                      also_dates=tuple(question.dates)))
        read = sorted(set(wanted.values()))
        probabilities = dict(zip(read, (float(p) for p in self.swap_reader.probabilities(read)), strict=True))
        return {pair: probabilities[reading] for pair, reading in wanted.items()}

    def _read_refusal(self, plan: _Plan, vectors: _Vectors) -> None:
        """Split the answer's clauses into claims and refusals (``judges.refusal``: patterns, then
        similarity to refusal prototypes with the clause vectors already computed)."""
        if self._refusals is None or self._refusals.embedder is not self.embedder:
            self._refusals = RefusalDetector(self.embedder)
        reading = self._refusals.read(plan.answer, embed=vectors.many)
        plan.claims = reading.asserted
        plan.declined = reading.declined
        plan.refuses = bool(plan.answer) and reading.declines

    # ------------------------------------------------------------------ support

    def _support(
        self,
        statement: str,
        units: Sequence[_Unit],
        vectors: _Vectors,
        *,
        threshold: float,
        allowed: frozenset[str] = frozenset(),
        allowed_numbers: frozenset[float] = frozenset(),
        allowed_dates: tuple[tx.DateMention, ...] = (),
        bind: bool = False,
        entailment: dict[tuple[str, str], float] | None = None,
        swaps: dict[tuple[str, str], float] | None = None,
        answer_claim: bool = False,
    ) -> Support:
        """Check one statement against evidence units (see the module docstring). With ``bind``, a
        specific must also be stated about the claim's subject (``judges.binding``); with
        ``entailment`` (an NLI model's P(entailment) per (unit text, statement)), a unit's score is the
        larger of the blend and that probability. ``answer_claim``: the statement is a claim of the answer
        checked against the contexts (``BOUND_SUPPORT_THRESHOLD`` applies), not a required or forbidden fact; ``swaps``
        (the swap reader's P(swapped) per (statement, unit text)) may then overrule the binding's support of it."""
        words = _content(statement)
        facts = _facts(statement)
        if not units:
            return Support(0.0, False, (), (), False, 0.0, 0.0, 0.95)
        vector = vectors.get(statement)
        best: tuple[float, float, float, int] | None = None
        per_unit: list[tuple[float, float, float, tuple[str, ...]]] = []
        for index, unit in enumerate(units):
            sims = vectors.many(unit.sentences) @ vector if unit.sentences else np.zeros(1)
            sem = float(np.clip(sims.max(), 0.0, 1.0)) if sims.size else 0.0
            lex = len(words & (_unit_words(unit.text) | allowed)) / len(words) if words else 0.0
            blend = self.semantic_weight * sem + (1.0 - self.semantic_weight) * lex
            if entailment:
                blend = max(blend, entailment.get((unit.text, statement), 0.0))
            problems = tuple(tx.missing_facts(facts, _evidence_facts(unit.text, facts), also_entities=allowed,
                                              also_numbers=allowed_numbers, also_dates=allowed_dates))
            per_unit.append((blend, sem, lex, problems))
            if best is None or blend > best[0] + 1e-12:
                best = (blend, sem, lex, index)
        if best is None:  # unreachable: units is non-empty
            raise JudgeError("no evidence unit scored", judge="local")
        blend, sem, lex, index = best
        # (a claim stating a number, date or amount that a unit states with no conflict about the claim's subject - every
        # specific found there, none bound to another value - needs less of its wording repeated: "Menu B costs £55 per
        # person" against "we'd suggest Menu B (£55pp) rather than Menu A (£42pp)")
        bound_checked = answer_claim and bind and self.bind_subjects
        # (and so does one naming a name the binding checks as it checks a number: "Fernleigh is located in Ripon")
        # (a length or a time of day said in words is a specific as its figures are: "half an hour ahead" is checked as "30
        # minutes before" is)
        quantified = bound_checked and _states_a_specific(facts)
        cut = min(threshold, BOUND_SUPPORT_THRESHOLD) if quantified else threshold
        # (and so does a claim naming the days a unit names, which the binding checks as it checks a date: "The children's
        # clinic is held every Thursday" against "... the children's clinic ... runs on Thursdays")
        days = _weekdays_named(statement) if bound_checked and not quantified else frozenset()
        cuts = [min(threshold, BOUND_SUPPORT_THRESHOLD) if days and days <= _weekdays_named(unit.text) else cut
                for unit in units]
        # A unit stating every specific may still bind one to another subject. Reading a unit into clauses is the judge's
        # costliest step, so it is done where the outcome depends on it: units similar enough to support, the most similar
        # one (whose problems are the reason given), and the rest only when "invented everywhere" must be decided.
        unbound = [i for i, (_, _, _, p) in enumerate(per_unit) if not p] if bind and self.bind_subjects else []
        bound_at: set[int] = set()  # units whose problems are specifics bound to another value there

        bound_part = tx.without_closing_remark(statement)

        def bind_units(indices: list[int]) -> None:
            for i in indices:
                b, s, w, _ = per_unit[i]
                problems = tuple(bound_conflicts(bound_part, units[i].text, allowed_numbers, allowed))
                if problems:
                    per_unit[i] = (b, s, w, problems)
                    bound_at.add(i)

        bind_units([i for i in unbound if per_unit[i][0] >= cuts[i] or i == index])
        if quantified and swaps:
            # (a unit the binding finds stating a specific of the claim about another subject, which the swap reader
            # reads as surely the claim's own, supports it after all: see judges/swap_reader.py)
            for i in bound_at:
                if per_unit[i][0] >= cuts[i] and swaps.get((statement, units[i].text), 1.0) < UNSWAPPED_CUT:
                    per_unit[i] = (*per_unit[i][:3], ())
        supporting = [units[i].unit_id for i, (b, _, _, p) in enumerate(per_unit) if not p and b >= cuts[i]]
        best_problems = per_unit[index][3]
        supported = bool(supporting)
        # (a specific the rules find said of the claim's subject, which the swap reader reads as another subject's in
        # every unit supporting the claim, is a conflict there: see judges/swap_reader.py)
        readings = swaps or {}
        swapped = quantified and supported and bool(readings) and all(
            readings.get((statement, unit.text), 0.0) >= SWAP_CUT for unit in units if unit.unit_id in supporting)
        if swapped:
            index = max((i for i, u in enumerate(units) if u.unit_id in supporting), key=lambda i: per_unit[i][0])
            reading = readings[(statement, units[index].text)]
            best_problems = (f"a specific said of another subject (swap reader {reading:.2f})",)
            blend, sem, lex = per_unit[index][:3]
            supported, supporting = False, []
        # a conflict: the most similar unit binds a specific of the claim to another value, or a
        # specific occurs in no unit at all. A specific the most similar unit lacks but another unit
        # states is not contradicted: the claim draws on two passages (unsupported, not a conflict)
        conflict = swapped
        if not supported and best_problems and not swapped:
            conflict = blend >= threshold and index in bound_at
            if not conflict:
                bind_units([i for i in unbound if per_unit[i][0] < cuts[i] and i != index])
                conflict = self._absent_everywhere(per_unit)
        confidence = self._decision_confidence(blend, sem, lex, threshold, supported, conflict)
        if supported:
            top = max((per_unit[i][0] for i, u in enumerate(units) if u.unit_id in supporting))
            blend = max(blend, top)
        return Support(
            score=_r(min(1.0, max(0.0, blend))),
            supported=supported,
            unit_ids=tuple(supporting) if supported else (units[index].unit_id,),
            problems=() if supported else best_problems,
            conflict=conflict,
            sem=sem,
            lex=lex,
            confidence=confidence,
        )

    @staticmethod
    def _absent_everywhere(per_unit: list[tuple[float, float, float, tuple[str, ...]]]) -> bool:
        """A specific missing from every unit is invented, whatever the similarity."""
        common = set(per_unit[0][3])
        for *_, problems in per_unit[1:]:
            common &= set(problems)
        return bool(common)

    @staticmethod
    def _decision_confidence(blend: float, sem: float, lex: float, threshold: float, supported: bool, conflict: bool) -> float:
        """How far a support decision sits from its threshold, discounted when signals disagree."""
        if conflict:
            return 0.95
        margin = abs(blend - threshold)
        confidence = min(1.0, 0.5 + margin / (2 * _BAND))
        if (sem >= threshold) != (lex >= threshold):
            confidence *= 0.85
        if not supported and blend >= threshold:  # similar but a specific is missing from that unit
            confidence = min(confidence, 0.8)
        return confidence

    # ------------------------------------------------------------------ scoring

    def _score(self, plan: _Plan, vectors: _Vectors, entailment: dict[tuple[str, str], float],
               swaps: dict[tuple[str, str], float] | None = None) -> tuple[Verdict, dict[str, float] | None]:
        case, response = plan.case, plan.response
        warnings = list(plan.warnings)
        allowed = _content(case.question)
        # the question's own numbers ("Windows 10", "Form 1040") are not inventions when an answer repeats them
        question_numbers = _facts(case.question).all_numbers
        question_dates = tuple(_facts(case.question).dates)  # (and its dates: "If I cancel on 10 September, ...")
        evidence_units = plan.units if plan.contexts is not None else plan.reference_units
        checks = [
            (claim, self._support(claim, evidence_units, vectors, threshold=self.support_threshold, allowed=allowed,
                                  allowed_numbers=question_numbers, allowed_dates=question_dates, bind=True,
                                  entailment=entailment, swaps=swaps, answer_claim=True))
            for claim in plan.claims
        ]
        claim_checks = [
            ClaimCheck(claim=c, supported=s.supported, support_score=s.score, context_ids=list(s.unit_ids), reason=s.reason())
            for c, s in checks
        ] if (plan.contexts is not None or evidence_units) else []
        if plan.contexts is None and not evidence_units and plan.claims:
            warnings.append("claims not checked: no contexts and no ground truth or required facts to check against")

        checked = plan.contexts is not None or bool(evidence_units)
        signals = self._signals(plan, checks, evidence_units, allowed) if checked else None
        probability = (self.detector.probability(signals) if self.detector is not None and signals is not None
                       else None)
        faithfulness = self._faithfulness(plan, checks)
        relevance = self._relevance(plan, vectors)
        similarity, same = self._similarity(plan, vectors)
        precision, recall, ref_decisions = self._context_metrics(plan, vectors)
        rubric, rubric_decisions, notes, rubric_warnings = self._rubric(plan, checks, vectors, faithfulness, relevance,
                                                                         probability)
        warnings += rubric_warnings

        decisions = [s.confidence for _, s in checks if claim_checks] + rubric_decisions + ref_decisions
        if plan.claims and not claim_checks:
            confidence = 0.3
        elif decisions:
            confidence = min(decisions)
        else:
            confidence = 0.9 if (plan.refuses or not plan.answer) else 0.5
        reasoning = self._reasoning(plan, checks, rubric, notes, faithfulness)
        verdict = Verdict(
            case_id=case.id,
            variant=response.variant,
            judge=self.name,
            pass_index=None,
            status="ok",
            rubric=rubric,
            faithfulness=faithfulness,
            answer_relevance=relevance,
            context_precision=precision,
            context_recall=recall,
            semantic_similarity=similarity,
            same_information=same,
            claims=claim_checks,
            confidence=_r(min(1.0, max(0.0, confidence))),
            reasoning=reasoning,
            warnings=warnings,
            hallucination_score=None if probability is None else _r(probability),
        )
        return verdict, signals

    def _signals(self, plan: _Plan, checks: list[tuple[str, Support]], units: Sequence[_Unit],
                 allowed: frozenset[str]) -> dict[str, float]:
        """The detector's inputs for this answer (``detector.detector_features``) plus ``contradicted``."""
        known = frozenset(allowed.union(*(_content(u.text) for u in units)))
        claims = [ClaimSignal(text=c, supported=s.supported, lexical=s.lex, problems=len(s.problems))
                  for c, s in checks]
        signals = detector_features(claims, known_words=known, answer=plan.answer, declines=plan.refuses,
                                    sources=[*(u.text for u in units), plan.case.question])
        signals["contradicted"] = 1.0 if any(s.conflict for _, s in checks) else 0.0
        return signals

    def _faithfulness(self, plan: _Plan, checks: list[tuple[str, Support]]) -> Score:
        if plan.case.is_negative and plan.refuses and not checks:
            # the right answer asserts nothing; with nothing to retrieve, an empty context list is no failure
            return Score.unmeasured("no claims to check: the answer declines")
        if plan.contexts is None:
            if plan.refuses and not checks:
                return Score.unmeasured("no claims to check: the answer declines")
            return Score.unmeasured(CONTEXTS_NOT_PROVIDED)
        if not plan.units:
            return Score(value=0.0, reason="no contexts retrieved: auto-fail")
        if not checks:
            why = ("answer is empty" if not plan.answer else "no claims to check: the answer declines" if plan.refuses
                   else "answer makes no factual claims")
            return Score.unmeasured(why)
        supported = sum(1 for _, s in checks if s.supported)
        return Score(value=_r(supported / len(checks)), reason=f"{supported}/{len(checks)} claims supported by the contexts")

    def _relevance(self, plan: _Plan, vectors: _Vectors) -> Score:
        if not plan.answer:
            return Score(value=0.0, reason="empty answer")
        if plan.case.is_negative and plan.refuses and not plan.claims:
            return Score(value=1.0, reason="unanswerable question answered with 'not in the sources'")
        cos = float(vectors.get(plan.prose) @ vectors.get(plan.case.question))
        sem = float(np.clip((cos - _REL_LOW) / (_REL_HIGH - _REL_LOW), 0.0, 1.0))
        q_words = _content(plan.case.question)
        coverage = len(q_words & _content(plan.answer)) / len(q_words) if q_words else sem
        value = 0.7 * sem + 0.3 * coverage
        reason = f"cosine {cos:.2f} → {sem:.2f}, question-term coverage {coverage:.2f}"
        if plan.refuses and not plan.claims and plan.case.answerable:
            value *= 0.25
            reason += "; refusal on an answerable question (x0.25)"
        return Score(value=_r(value), reason=reason)

    def _similarity(self, plan: _Plan, vectors: _Vectors) -> tuple[Score, bool | None]:
        if not plan.case.ground_truth:
            return Score.unmeasured("case has no ground truth"), None
        if not plan.answer:
            return Score(value=0.0, reason="empty answer"), False
        cos = max(0.0, float(vectors.get(plan.prose) @ vectors.get(plan.case.ground_truth)))
        value = _r(min(1.0, cos))
        same = value >= self.similarity_threshold
        return Score(value=value, reason=f"cosine to ground truth; same information if >= {self.similarity_threshold}"), same

    def _references(self, case: EvalCase, gt_sentences: list[str]) -> list[tuple[str, str]]:
        """(label, statement) the contexts should contain: required facts, else ground-truth sentences."""
        if case.required_facts:
            return [(f.fact_id, f.claim) for f in case.required_facts]
        return [(f"ground_truth[{i}]", s) for i, s in enumerate(gt_sentences)]

    def _context_metrics(self, plan: _Plan, vectors: _Vectors) -> tuple[Score, Score, list[float]]:
        case = plan.case
        if case.is_negative:
            # nothing in the sources answers it: precision and recall of "the evidence" mean nothing
            # here (scoring them 0 failed every correct refusal); the rubric judges the refusal
            why = "negative case: nothing to retrieve"
            return Score.unmeasured(why), Score.unmeasured(why), []
        if plan.contexts is None:
            return Score.unmeasured(CONTEXTS_NOT_PROVIDED), Score.unmeasured(CONTEXTS_NOT_PROVIDED), []
        refs = self._references(case, plan.gt_sentences)
        decisions: list[float] = []
        # recall: each reference statement supported by some context
        if not refs:
            recall = Score.unmeasured("nothing to recall: case has no required facts or ground truth")
        elif not plan.units:
            recall = Score(value=0.0, reason="no contexts retrieved")
        else:
            found = [self._support(s, plan.units, vectors, threshold=self.fact_threshold) for _, s in refs]
            decisions += [f.confidence for f in found]
            hit = sum(1 for f in found if f.supported)
            recall = Score(value=_r(hit / len(refs)), reason=f"{hit}/{len(refs)} reference statements found in the contexts")
        # precision: average precision of relevance over the ranked contexts
        gold_docs = {g.doc_id for g in case.gold} | set(case.expected_contexts)
        if not refs and not gold_docs:
            precision = Score.unmeasured("case has no ground truth, gold spans or required facts")
        elif not plan.units:
            precision = Score.unmeasured("no contexts retrieved")
        else:
            relevant = [self._context_relevant(chunk, refs, case, vectors, i) for i, chunk in enumerate(plan.contexts) if chunk.text.strip()]
            precision = Score(value=_r(_average_precision(relevant)), reason=f"{sum(relevant)}/{len(relevant)} contexts relevant (rank-weighted)")
        return precision, recall, decisions

    def _context_relevant(self, chunk: ContextChunk, refs: list[tuple[str, str]], case: EvalCase, vectors: _Vectors, index: int) -> bool:
        """Matches a gold span (doc + page overlap) / expected doc, or supports a reference statement."""
        if chunk.doc_id is not None:
            # the retrieval metrics' rules: a document matches by name or path suffix; a chunk with no
            # page at all matches its document's spans, one with a page range must overlap them
            if any(doc_matches(expected, chunk.doc_id) for expected in case.expected_contexts):
                return True
            start = chunk.start_page if chunk.start_page is not None else chunk.end_page
            end = chunk.end_page if chunk.end_page is not None else chunk.start_page
            for span in case.gold:
                if not doc_matches(span.doc_id, chunk.doc_id):
                    continue
                if start is None or end is None:
                    return True
                if start <= span.end_page and span.start_page <= end:
                    return True
        unit = [_Unit(chunk.chunk_id or f"ctx[{index}]", chunk.text)]
        return any(self._support(s, unit, vectors, threshold=self.fact_threshold).supported for _, s in refs)

    # ------------------------------------------------------------------ rubric

    def _rubric(
        self, plan: _Plan, checks: list[tuple[str, Support]], vectors: _Vectors, faithfulness: Score, relevance: Score,
        probability: float | None = None,
    ) -> tuple[Rubric, list[float], list[str], list[str]]:
        """Seed-000 rubric plus the decision confidences and notes that explain it."""
        case = plan.case
        warnings: list[str] = []
        notes: list[str] = []
        decisions: list[float] = []
        answer_unit = [_Unit("answer", plan.answer)] if plan.answer else []
        # the answer need not repeat the question's subject ("When is the Orion cutover?" → "It is on
        # 12 June"): the question's words count as stated when a fact is looked for in the answer
        question_words = frozenset(tx.content_words(case.question)) | frozenset(
            t for e in tx.extract_entities(case.question) for t in tx.words(e))
        answer_facts = _facts(plan.answer) if plan.answer else None
        checked = bool(plan.units) or plan.contexts == [] or bool(plan.reference_units)
        unsupported = [c for c, s in checks if not s.supported] if checked else []
        conflicts = [c for c, s in checks if s.conflict] if checked else []

        forbidden_hits: list[str] = []
        asserting = _asserting_units(plan.answer)
        truth = _content(" ".join([case.ground_truth or ""] + [f.claim for f in case.required_facts]))
        for forbidden in case.forbidden_claims:
            # what makes the claim wrong are its words the truth lacks ("July" in "moved to July"): a
            # sentence asserts it only if it contains them. When the truth names every one of them (it
            # says "quarterly instead of twice a year"), its words beyond the question's topic count
            # ("twice", "year"): a sentence about phishing simulations in May does not assert it.
            distinguishing = (_content(forbidden) - truth) or (_content(forbidden) - question_words)
            units = [u for u in asserting if distinguishing <= _content(u.text)] if distinguishing else asserting
            # and its specifics must be said about its subject: "EUR 180 in most cities and EUR 240 in
            # ... Oslo" does not assert "the Oslo hotel was within the EUR 180 limit"
            hit = self._support(forbidden, units, vectors, threshold=self.fact_threshold, bind=True)
            decisions.append(hit.confidence)
            if hit.supported:
                forbidden_hits.append(forbidden)

        if case.is_negative:
            return self._negative_rubric(plan, unsupported, conflicts, forbidden_hits, notes), decisions, notes, warnings

        hallucination = self._hallucination_level(unsupported, conflicts, forbidden_hits, probability, notes)
        refs = self._references(case, plan.gt_sentences)
        missing: list[str] = []
        if refs:
            correct, wrong = 0, 0
            evidenced = 0
            facts: list[RequiredFact | None] = list(case.required_facts) if case.required_facts else [None] * len(refs)
            for (label, statement), fact in zip(refs, facts, strict=True):
                present = self._support(statement, answer_unit, vectors, threshold=self.fact_threshold,
                                        allowed=question_words)
                decisions.append(present.confidence)
                if present.supported:
                    correct += 1
                    if self._has_evidence(plan, statement, fact, vectors):
                        evidenced += 1
                    else:
                        notes.append(f"{label}: no valid evidence")
                else:
                    missing.append(label)
                    # wrong only where the answer states a different value; an omission is incompleteness
                    conflicts_here = (tx.conflicting_specifics(_facts(statement), answer_facts)
                                      if answer_facts is not None and present.score >= self.fact_threshold else [])
                    if conflicts_here:
                        wrong += 1
                        notes.append(f"{label} contradicted ({', '.join(conflicts_here)})")
            n = len(refs)
            completeness = grade_proportion(correct / n)
            if correct == 0 or wrong >= correct or forbidden_hits:
                correctness = 0
            else:
                correctness = 2 if correct == n else 1
            evidence = grade_proportion(evidenced / n, some_is_one=True)
            if not case.required_facts:
                notes.append(f"ground truth coverage {correct}/{n}")
        else:
            warnings.append("no required facts or ground truth: correctness/completeness estimated from faithfulness and relevance")
            correctness = grade_proportion(faithfulness.value) if faithfulness.value is not None else (2 if hallucination == 2 else 1)
            completeness = grade_proportion(relevance.value / self.relevance_threshold) if relevance.value is not None else 1
            if forbidden_hits:
                correctness = 0
            evidence = grade_proportion(faithfulness.value, some_is_one=True) if faithfulness.value is not None else 0
        if not plan.answer:
            correctness, completeness, evidence = 0, 0, 0
        return (
            Rubric(
                correctness=correctness,
                completeness=completeness,
                evidence=evidence,
                hallucination=hallucination,
                missing_facts=missing,
                unsupported_claims=unsupported,
                forbidden_hits=forbidden_hits,
            ),
            decisions,
            notes,
            warnings,
        )

    def _hallucination_level(self, unsupported: list[str], conflicts: list[str], forbidden_hits: list[str],
                             probability: float | None, notes: list[str]) -> int:
        """Rubric hallucination: 0 major, 1 minor, 2 none (see the module docstring)."""
        if forbidden_hits or conflicts:
            return 0
        if not unsupported:
            return 2
        if self.detector is None or probability is None:
            return 0 if len(unsupported) >= 2 else 1
        major = self.detector.hallucinated(probability)
        notes.append(f"hallucination detector {probability:.2f} {'>=' if major else '<'} cut {self.detector.cut:.2f}")
        return 0 if major else 1

    @staticmethod
    def _negative_rubric(
        plan: _Plan, unsupported: list[str], conflicts: list[str], forbidden_hits: list[str], notes: list[str]
    ) -> Rubric:
        """Unanswerable question: "not in the sources" is the right answer, anything asserted is not."""
        if plan.refuses and not plan.claims and not forbidden_hits:
            notes.append("correctly said the sources do not contain the answer")
            return Rubric(correctness=2, completeness=2, evidence=2, hallucination=2)
        if plan.refuses and not forbidden_hits:
            notes.append("said the sources do not contain the answer but also asserted claims")
            hallucination = 0 if (conflicts or len(unsupported) >= 2) else (1 if unsupported else 2)
            return Rubric(correctness=1, completeness=2, evidence=2, hallucination=hallucination, unsupported_claims=unsupported)
        if not plan.answer:
            notes.append("empty answer to an unanswerable question")
            return Rubric(correctness=0, completeness=0, evidence=0, hallucination=2)
        notes.append("answered an unanswerable question instead of saying it is not in the sources")
        return Rubric(
            correctness=0,
            completeness=0,
            evidence=0,
            hallucination=0,
            unsupported_claims=list(plan.claims) or [plan.answer],
            forbidden_hits=forbidden_hits,
        )

    def _cited_chunks(self, plan: _Plan) -> list[tuple[str, ContextChunk]]:
        """Chunks the answer cites: ``response.citations`` and inline ``[...]`` markers, matched to
        chunk ids, doc ids (also as a prefix: "doc.txt p.2") or 1-based ``[n]`` indexes."""
        contexts = plan.contexts or []
        tokens = [*plan.response.citations, *tx.bracket_citations(plan.answer)]
        cited: dict[int, None] = {}
        for token in tokens:
            token = token.strip()
            for i, chunk in enumerate(contexts):
                if token.isdigit() and int(token) == i + 1:
                    cited.setdefault(i, None)
                elif chunk.chunk_id and token == chunk.chunk_id:
                    cited.setdefault(i, None)
                elif chunk.doc_id and (token == chunk.doc_id or token.startswith(chunk.doc_id)):
                    cited.setdefault(i, None)
        return [(contexts[i].chunk_id or f"ctx[{i}]", contexts[i]) for i in sorted(cited)]

    def _has_evidence(self, plan: _Plan, statement: str, fact: object, vectors: _Vectors) -> bool:
        """Valid evidence for a present fact (see the module docstring, rubric/evidence)."""
        cited = self._cited_chunks(plan)
        rules = getattr(fact, "must_cite", None) or []
        if rules:
            return all(
                any(
                    chunk.doc_id is not None
                    and (chunk.doc_id == rule.doc or chunk.doc_id.endswith("/" + rule.doc) or rule.doc.endswith("/" + chunk.doc_id))
                    and tx.normalise(rule.quote_contains) in tx.normalise(chunk.text)
                    for _, chunk in cited
                )
                for rule in rules
            )
        pool = cited or [(u.unit_id, ContextChunk(text=u.text)) for u in plan.units]
        units = [_Unit(uid, chunk.text) for uid, chunk in pool]
        return bool(units) and self._support(statement, units, vectors, threshold=self.fact_threshold).supported

    # ------------------------------------------------------------------ explanation

    @staticmethod
    def _reasoning(plan: _Plan, checks: list[tuple[str, Support]], rubric: Rubric, notes: list[str], faithfulness: Score) -> str:
        parts: list[str] = []
        if not plan.answer:
            parts.append("empty answer")
        if checks and faithfulness.value is not None:
            parts.append(faithfulness.reason)
        if rubric.missing_facts:
            parts.append("missing facts: " + ", ".join(rubric.missing_facts))
        bad = [(c, s) for c, s in checks if not s.supported and c in rubric.unsupported_claims]
        if bad:
            shown = "; ".join(f'"{_short(c)}" ({", ".join(s.problems) or "not found in contexts"})' for c, s in bad[:5])
            more = f" (+{len(bad) - 5} more)" if len(bad) > 5 else ""
            parts.append(f"unsupported claims: {shown}{more}")
        if rubric.forbidden_hits:
            parts.append("forbidden claims asserted: " + "; ".join(_short(f) for f in rubric.forbidden_hits))
        if plan.declined and plan.claims:
            parts.append("declined, not checked as claims: " + "; ".join(f'"{_short(c)}"' for c in plan.declined[:3]))
        parts += notes
        return ". ".join(parts) if parts else "all claims supported"


# A sentence that names a value only to reject it ("quarterly instead of twice a year", "moves from
# 15 May to 12 June", "no longer 30 days") does not assert that value.
_SUPERSEDES = re.compile(
    r"\b(instead of|rather than|no longer|replac(?:e|es|ed|ing)|supersed\w*|previously|formerly|used to|"
    r"was changed|(?:moves?|moved|changed|changes|raised|lowered|cut|extended|reduced) from)\b",
    re.IGNORECASE,
)


def _states_a_specific(facts: tx.Facts) -> bool:
    """Whether a claim states a number, date, amount, name, length or time of day (what the binding checks)."""
    return bool(facts.numbers or facts.dates or facts.amounts or facts.entities or facts.durations or facts.clock_times)


def _asserting_units(answer: str) -> list[_Unit]:
    """The answer's sentences that assert something (forbidden claims are matched per sentence)."""
    return [_Unit(f"answer[{i}]", sentence) for i, sentence in enumerate(_sentences(answer))
            if not _SUPERSEDES.search(sentence)]


def _short(text: str, limit: int = 90) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _average_precision(relevant: Sequence[bool]) -> float:
    """AP over a ranked relevance list: mean of precision@k at each relevant rank (0 if none)."""
    hits, total = 0, 0.0
    for rank, is_relevant in enumerate(relevant, start=1):
        if is_relevant:
            hits += 1
            total += hits / rank
    return total / hits if hits else 0.0
