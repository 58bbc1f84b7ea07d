#!/usr/bin/env python3
"""Generate three days of sample production request logs for the ``request_logs`` /
``online_quality`` assets, from the reference RAG answering the sample suite's questions.

Why generated from the real reference system rather than hand-written: the online signals are
arithmetic on retrieval metadata (which retriever found a chunk, its score, its page, whether a
retriever returned its maximum), so sample logs are only useful if that metadata is what a hybrid
retriever really produces. Everything runs offline and fast: ``data/corpus``, the deterministic
model-free :class:`~rageval_pipeline.core.retrieval.embeddings.HashingEmbedder`, the extractive answerer.

The simulated production service, per request:

1. hybrid retrieval (BM25 + kNN, RRF, cheap rerank), each retriever returning
   ``max(RETRIEVER_LIMIT, k)`` candidates. The ``online_quality`` asset's ``bm25_limit`` /
   ``knn_limit`` default to :data:`RETRIEVER_LIMIT` (8). Most requests keep ``k = 4`` chunks, so
   no retriever can reach 8; "broad" requests ask for ``k = 16``, so one retriever usually
   supplies 8 or more of them — seed 003's ``HIT_RETRIEVAL_LIMIT`` (the result count reached the
   configured maximum: more relevant chunks may lie beyond it);
2. a minimum-score filter on the fused score (``total_retrieved_before_filter`` = chunks before
   it), so an aggressive threshold raises ``HIGH_THRESHOLD_FILTERING``;
3. the extractive answerer over the kept chunks (the logged ``answer``), and a per-chunk field
   extraction (seed 003's model: the extractor reads each chunk and may find the field in several):
   the extractive answerer on that chunk alone, one sentence; when it finds evidence, an
   extraction whose value is the first date / amount / number of the sentence (else its first
   words), ``chunk_number`` the chunk's 1-based position, ``evidence`` the sentence and
   ``confidence`` the answerer's sentence score.

Logged chunk scores are each retriever's native score — raw BM25 for ``bm25`` chunks, cosine for
``knn`` chunks, the fused [0, 1] score for ``bm25+knn`` chunks — which is what the online
metrics' per-method normalisation expects. Chunk text is cut to a :data:`TEXT_PREVIEW`-character
preview (production loggers keep a preview; it keeps the checked-in files small); extraction
evidence is the full sentence.

Day 3 is made worse on purpose (an incident day): the dense index is down for half of the requests
(BM25-only chunks), more broad requests, a stricter score filter, and 30% of requests carry a
mis-extracted (hallucinated) values that are not in their evidence (semantic validation fails).

Output: ``data/request_logs/<date>.jsonl``, one request per line, sorted keys, requests in
timestamp order; seeded per day, so re-running reproduces the files byte for byte.

Usage::

    python scripts/generate_sample_request_logs.py            # (re)write the three files
    python scripts/generate_sample_request_logs.py --check    # exit 1 if the checked-in files are stale
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))

from rageval_pipeline.core.adapters.reference import ReferenceAdapter  # noqa: E402
from rageval_pipeline.core.judges.text import normalise  # noqa: E402
from rageval_pipeline.core.records.schemas import ContextChunk  # noqa: E402
from rageval_pipeline.core.retrieval import (  # noqa: E402
    REFUSAL,
    ExtractiveAnswerer,
    ReferenceRAG,
    build_index,
)
from rageval_pipeline.core.retrieval.corpus import load_corpus  # noqa: E402
from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder  # noqa: E402

CORPUS = REPO_ROOT / "data" / "corpus"
CASES = REPO_ROOT / "data" / "sample" / "cases.json"
OUT_DIR = REPO_ROOT / "data" / "request_logs"

RETRIEVER_LIMIT = 8
"""Each retriever's maximum result count (k0) in the simulated service."""
NORMAL_K = 4
BROAD_K = 16
FIELD_MIN_EVIDENCE = 0.3
"""Evidence score a chunk needs for the field extractor to extract from it (the answerer's is 0.4)."""
TEXT_PREVIEW = 240
REQUESTS_PER_DAY = 24
SEED = 20261120


@dataclass(frozen=True)
class DayProfile:
    """How the simulated service behaved on one day."""

    date: str
    broad_share: float
    """Share of requests asking for ``BROAD_K`` chunks (they hit the retriever limit)."""
    dense_down_share: float
    """Share of requests served BM25-only (dense index unavailable)."""
    min_score: float
    """Fused-score filter applied after retrieval."""
    misextract_share: float
    """Share of requests whose extracted values are wrong (not in their evidence: hallucinated)."""
    unlogged_share: float
    """Share of requests from a legacy endpoint that does not log extractions."""


DAYS = (
    DayProfile("2026-11-20", broad_share=0.12, dense_down_share=0.0, min_score=0.15, misextract_share=0.04,
               unlogged_share=0.04),
    DayProfile("2026-11-21", broad_share=0.12, dense_down_share=0.0, min_score=0.15, misextract_share=0.04,
               unlogged_share=0.04),
    DayProfile("2026-11-22", broad_share=0.3, dense_down_share=0.5, min_score=0.2, misextract_share=0.3,
               unlogged_share=0.04),
)

_MONTH = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
VALUE_PATTERN = re.compile(
    rf"[$€£]\s?\d[\d,.]*(?:\s?(?:k|million|m)\b)?"
    rf"|\d[\d,.]*\s?(?:%|percent\b)"
    rf"|{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?"
    rf"|\d{{1,2}}\s+{_MONTH}(?:\s+\d{{4}})?"
    rf"|\d[\d,.]*\s+(?:days|hours|weeks|months|years|minutes|euros|dollars|business days)\b"
    rf"|\b\d[\d,.]*\b"
)
_CITED = re.compile(r"(.*?) \[([^\[\]]+)\](?: |$)")


def extract_value(sentence: str) -> str:
    """The field value a production extractor would pull from ``sentence``."""
    match = VALUE_PATTERN.search(sentence)
    if match:
        return match.group(0).strip().rstrip(".,")
    words = sentence.strip("-• ").split()
    return " ".join(words[:8]).rstrip(".,;:")


def corrupt(value: str, rng: random.Random) -> str:
    """A plausible wrong value: a digit changed, else a wrong first word."""
    digits = [i for i, ch in enumerate(value) if ch.isdigit()]
    if digits:
        i = rng.choice(digits)
        return value[:i] + str((int(value[i]) + rng.randint(1, 8)) % 10) + value[i + 1:]
    return "Unnamed " + value


class Service:
    """The simulated production RAG service (reference system, hashing embeddings)."""

    def __init__(self) -> None:
        embedder = HashingEmbedder()
        self.rag = ReferenceRAG(build_index(load_corpus(CORPUS), embedder=embedder), embedder)
        self.adapter = ReferenceAdapter(self.rag)
        self.answerer = ExtractiveAnswerer(page_locator=self.rag.locate_pages)
        self.field_extractor = ExtractiveAnswerer(max_sentences=1, min_evidence=FIELD_MIN_EVIDENCE)
        """Run on each chunk alone: the per-chunk field extraction seed 003 aggregates."""
        self.position = {c.chunk_id: i for i, c in enumerate(self.rag.chunks)}

    def retrieve(self, question: str, *, k: int, dense_down: bool) -> list[tuple[ContextChunk, float]]:
        """``(chunk with its native per-method score, fused score)`` best first (module docstring)."""
        params = self.adapter.resolve_params({"mode": "bm25" if dense_down else "hybrid", "k": k,
                                              "k0": RETRIEVER_LIMIT})
        knobs = {key: value for key, value in params.items() if key != "answerer"}
        rows = self.rag.retrieve_for_eval(question, **knobs)
        depth = max(RETRIEVER_LIMIT, k)  # the reference never searches shallower than k
        bm25 = dict(self.rag.bm25.search(question, depth))
        knn = {} if dense_down else dict(self.rag.dense.search(question, depth))
        out: list[tuple[ContextChunk, float]] = []
        for row in rows:
            index = self.position[row.chunk_id or ""]
            fused = row.score or 0.0
            score = bm25[index] if row.retrieval_method == "bm25" else (
                knn[index] if row.retrieval_method == "knn" else fused)
            out.append((row.model_copy(update={"score": round(float(score), 6)}), fused))
        return out


def request_record(service: Service, case: dict[str, Any], profile: DayProfile, rng: random.Random,
                   request_id: str, when: datetime) -> dict[str, Any]:
    """One logged request (a JSON-ready dict in :class:`RequestLog` shape)."""
    broad = rng.random() < profile.broad_share
    dense_down = rng.random() < profile.dense_down_share
    misextract = rng.random() < profile.misextract_share
    unlogged = rng.random() < profile.unlogged_share
    question = case["question"]
    retrieved = service.retrieve(question, k=BROAD_K if broad else NORMAL_K, dense_down=dense_down)
    kept = [chunk for chunk, fused in retrieved if fused >= profile.min_score]
    kept = [c.model_copy(update={"rank": i}) for i, c in enumerate(kept, start=1)]
    generated = service.answerer.answer(question, kept)

    extractions: list[dict[str, Any]] = []
    for position, chunk in enumerate(kept):
        found = service.field_extractor.answer(question, [chunk])
        match = None if found.refused else _CITED.match(found.text)
        if match is None:
            continue
        sentence = match.group(1).strip()
        value = extract_value(sentence)
        if misextract:
            value = corrupt(value, rng)
        score = float(found.metadata.get("sentence_scores", [0.5])[0])
        extractions.append({"chunk_number": position + 1, "confidence": round(min(max(score, 0.0), 1.0), 3),
                            "evidence": sentence, "value": value})
    values = [normalise(e["value"]) for e in extractions]
    top = Counter(values).most_common(1)[0][1] / len(values) if values else 0.0
    label = "HIGH" if top > 0.95 else ("MEDIUM" if top > 0.5 else "LOW")

    record: dict[str, Any] = {
        "request_id": request_id,
        "timestamp": when.isoformat().replace("+00:00", "Z"),
        "query": question,
        "chunks": [
            {k: v for k, v in c.model_copy(update={"text": c.text[:TEXT_PREVIEW]}).model_dump().items() if v is not None}
            for c in kept
        ],
        "aggregation_confidence": label,
        "total_retrieved_before_filter": len(retrieved),
        "answer": generated.text,
        "metadata": {
            "case_id": case["id"], "endpoint": "legacy" if unlogged else "v2", "k": BROAD_K if broad else NORMAL_K,
            "mode": "bm25" if dense_down else "hybrid", "min_score": profile.min_score,
            "refused": generated.refused or generated.text == REFUSAL,
        },
    }
    if not unlogged:
        record["extractions"] = extractions
    return record


def render_day(service: Service, cases: list[dict[str, Any]], profile: DayProfile, day_index: int) -> str:
    """One day's JSONL text (seeded by the day, so days are independent and reproducible)."""
    rng = random.Random(SEED + day_index)
    chosen = [rng.choice(cases) for _ in range(REQUESTS_PER_DAY)]
    start = datetime.fromisoformat(profile.date).replace(tzinfo=UTC)
    times = sorted(start + timedelta(seconds=rng.randrange(86_400)) for _ in chosen)
    lines = []
    for n, (case, when) in enumerate(zip(chosen, times, strict=True), start=1):
        record = request_record(service, case, profile, rng, f"req-{profile.date}-{n:03d}", when)
        lines.append(json.dumps(record, sort_keys=True, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def render_all() -> dict[str, str]:
    """``{file name: JSONL text}`` for the three days."""
    cases = [c for c in json.loads(CASES.read_text(encoding="utf-8"))["cases"]]
    service = Service()
    return {f"{p.date}.jsonl": render_day(service, cases, p, i) for i, p in enumerate(DAYS)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the checked-in files differ")
    parser.add_argument("--out", type=Path, default=OUT_DIR)
    args = parser.parse_args(argv)
    files = render_all()
    if args.check:
        stale = [name for name, text in files.items()
                 if not (args.out / name).is_file() or (args.out / name).read_text(encoding="utf-8") != text]
        for name in stale:
            print(f"stale: {args.out / name}", file=sys.stderr)
        return 1 if stale else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (args.out / name).write_text(text, encoding="utf-8")
        print(f"wrote {args.out / name} ({len(text.encode('utf-8'))} bytes, {text.count(chr(10))} requests)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
