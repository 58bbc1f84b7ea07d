"""A tiny but complete project on disk: corpus, outcome dataset, suite — for fast pipeline tests.

The suite is named ``sample`` (the partition name the definitions know) but lives in a temporary
folder, uses the deterministic hashing embedder and the local judge, so a full materialization
takes seconds and needs no model.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

CORPUS = {
    "policies/refunds.txt": [
        "Refund policy, version 3. Customers may request a full refund within 30 days of purchase.",
        "Refunds are paid to the original payment method within 5 business days of approval.",
    ],
    "policies/refunds_v2_superseded.txt": [
        "Refund policy, version 2 (superseded). Customers could request a refund within 14 days of purchase.",
    ],
    "meetings/meeting_001.txt": [
        "Weekly sync, March 4th 2024. Attendees: Bob, Alice, Chen.",
        "Action items. Bob: Complete API refactor by March 25th. Alice: Draft the security review by April 2nd.",
    ],
    "incidents/inc_007.txt": [
        "Incident 7 postmortem. On May 3rd the billing service was down for 42 minutes.",
        "Root cause: an expired TLS certificate on the payments gateway. Owner of the fix: Chen.",
    ],
}

CASES: list[dict[str, Any]] = [
    {
        "id": "t_001", "question": "Within how many days can a customer get a full refund?",
        "answerable": True, "critical": True, "tags": ["policy"],
        "gold": [{"doc_id": "policies/refunds.txt", "start_page": 1, "end_page": 1}],
        "ground_truth": "A full refund can be requested within 30 days of purchase.",
        "expected_contexts": ["policies/refunds.txt"],
        "required_facts": [{"fact_id": "refund_30_days", "claim": "Full refund within 30 days of purchase",
                            "must_cite": [{"doc": "policies/refunds.txt", "quote_contains": "full refund within 30 days"}]}],
        "forbidden_claims": ["Refunds are available within 14 days"],
    },
    {
        "id": "t_002", "question": "When is Bob due to complete the API refactor?",
        "answerable": True, "tags": ["commitments"],
        "gold": [{"doc_id": "meetings/meeting_001.txt", "start_page": 2, "end_page": 2}],
        "ground_truth": "Bob committed to complete the API refactor by March 25th.",
        "required_facts": [{"fact_id": "bob_refactor", "claim": "Bob will complete the API refactor by March 25th",
                            "must_cite": [{"doc": "meetings/meeting_001.txt", "quote_contains": "Bob: Complete API refactor by March 25th"}]}],
    },
    {
        "id": "t_010", "question": "What caused incident 7?",
        "answerable": True, "tags": ["incidents"],
        "gold": [{"doc_id": "incidents/inc_007.txt", "start_page": 2, "end_page": 2}],
        "ground_truth": "An expired TLS certificate on the payments gateway.",
        "required_facts": [{"fact_id": "inc7_cause", "claim": "Incident 7 was caused by an expired TLS certificate",
                            "must_cite": [{"doc": "incidents/inc_007.txt", "quote_contains": "expired TLS certificate"}]}],
    },
    {
        "id": "t_020", "question": "What is the company's parental leave policy?",
        "answerable": False, "tags": ["negative"], "ground_truth": "The sources do not state this.",
    },
]


def write_tiny_project(root: Path, *, suite_overrides: dict[str, Any] | None = None) -> dict[str, Path]:
    corpus = root / "corpus"
    for doc_id, pages in CORPUS.items():
        path = corpus / doc_id
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\f".join(pages) + "\n", encoding="utf-8")
    dataset = root / "cases.json"
    dataset.write_text(json.dumps({"version": "1.0", "name": "tiny", "cases": CASES}, indent=2), encoding="utf-8")
    suite: dict[str, Any] = {
        "name": "sample",
        "description": "tiny test suite",
        "dataset": {"path": "../cases.json", "format": "outcome_json"},
        "system": {"adapter": "reference", "config": {"corpus": "../corpus", "embedder": "hashing-v1",
                                                      "chunk_words": 40, "overlap_words": 5}},
        "variants": {"baseline": {"mode": "bm25", "fusion": False, "rerank": False, "expand_neighbors": 0, "k": 3},
                     "full": {"mode": "hybrid", "fusion": True, "rerank": True, "expand_neighbors": 1, "k": 3}},
        "ab": {"baseline": "baseline", "full": "full"},
        "retrieval": {"ks": [1, 3], "primary_k": 3},
        "execution": {"timeout_s": 10, "retries": 1, "backoff_base_s": 0.0},
        "judge": {"kind": "local", "embedder": "hashing-v1"},
        "thresholds": {"max_error_rate": 0.5},
    }
    for key, value in (suite_overrides or {}).items():
        suite[key] = value
    suites = root / "suites"
    suites.mkdir(parents=True, exist_ok=True)
    (suites / "sample.yaml").write_text(yaml.safe_dump(suite, sort_keys=False), encoding="utf-8")
    return {"root": root, "corpus": corpus, "dataset": dataset, "suites": suites, "suite": suites / "sample.yaml",
            "home": root / "home"}
