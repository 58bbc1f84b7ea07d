"""`rageval init`: a commented starter project — an eval-config.yaml for ad-hoc runs, a nightly suite
and a small example dataset — written into a folder, never over existing files."""

from __future__ import annotations

from pathlib import Path

from rageval_pipeline.core.errors import ConfigError
from rageval_pipeline.core.storage.atomic import write_text_atomic

EVAL_CONFIG = """\
# eval-config.yaml — settings for `rageval run --config eval-config.yaml` (command-line flags win).
# Every key is optional. Secrets are never written here: use ${VARIABLE} and set it in the environment.

adapter: http                         # http | reference | langchain | llamaindex
endpoint: http://127.0.0.1:8000/query # ${VAR}s are expanded when the run starts, never stored
dataset: datasets/example.json        # QA JSON, retrieval JSONL or outcome cases (relative to this file)
judge: auto                           # auto = Claude if ANTHROPIC_API_KEY is set, else the free local judge

http:
  headers:
    Authorization: "Bearer ${RAG_API_TOKEN}"
  timeout: 30                         # seconds per call
  slow_threshold: 5                   # calls slower than this are flagged
  # request_template: {question: "{question}", top_k: 5}   # the JSON body; {question} and {param.NAME}
  # answer_path: answer               # dotted paths into your reply; unset = auto-detect
  # contexts_path: contexts           #   (answer/response/output/result; contexts/sources/documents/...)

concurrency: 4                        # cases asked in parallel
retry: {max_attempts: 3, backoff: exponential, backoff_base_s: 1}

weights:                              # the composite; normalised, unmeasured metrics are left out and reported
  faithfulness: 40
  answer_relevance: 20
  context_precision: 20
  context_recall: 20

thresholds:                           # exit code 1 when one fails (2 when a critical case fails)
  composite: 0.7                      # also fails when the composite covers too little of its weight
  faithfulness: 0.8
  max_error_rate: 0.1
  # max_hallucination_rate: 0.1

comparison:
  semantic_similarity_threshold: 0.85
  embedding_model: all-MiniLM-L6-v2

# variants: {baseline: {top_k: 3}, full: {top_k: 8}}   # ask the system several ways ({param.top_k})

output:
  directory: results                  # eval_report.md / eval_report.json / results.jsonl
  formats: [markdown, json]
"""

SUITE = """\
# A nightly suite: `rageval run --suite my_system` (the file name is the suite's name and partition).
name: my_system
description: My RAG service, nightly.
dataset: {path: ../datasets/example.json}
system:
  adapter: http
  config:
    endpoint: http://127.0.0.1:8000/query
    headers: {Authorization: "Bearer ${RAG_API_TOKEN}"}
    request_template: {question: "{question}", rerank: "{param.rerank}"}
variants:                             # every case is asked once per variant
  baseline: {rerank: false}
  full: {rerank: true}
ab: {baseline: baseline, full: full}  # the full system must earn its keep against the baseline
execution: {timeout_s: 30, retries: 3, concurrency: 4}
judge: {kind: auto, passes: 3}
thresholds:
  max_error_rate: 0.05
  composite: 0.7
  metrics: {faithfulness: 0.8}
  retrieval: {"doc_recall@5": 0.8}    # the example dataset names expected documents
drift: {tolerance: 0.05, warn_at: 0.02}
"""

DATASET = """\
{
  "metadata": {"name": "example", "version": "1.0", "created": "2026-01-01"},
  "test_cases": [
    {"id": "tc_001", "question": "What is the refund window?",
     "ground_truth": "Customers can request a full refund within 30 days of purchase.",
     "expected_contexts": ["refund_policy.md"], "critical": true, "tags": ["billing"]},
    {"id": "tc_002", "question": "How do I reset my password?",
     "ground_truth": "Click Forgot Password on the login page and follow the email link.",
     "expected_contexts": ["account_help.md"], "tags": ["account"]},
    {"id": "tc_003", "question": "What is the parental leave policy?",
     "ground_truth": "Not stated in the sources.", "tags": ["negative"]}
  ]
}
"""

FILES = {"eval-config.yaml": EVAL_CONFIG, "suites/my_system.yaml": SUITE, "datasets/example.json": DATASET}


def write_starter(folder: Path, *, force: bool = False) -> list[Path]:
    """Write the starter files; existing ones are an error naming them (unless ``force``)."""
    targets = {folder / name: text for name, text in FILES.items()}
    existing = [p for p in targets if p.exists()]
    if existing and not force:
        raise ConfigError("would overwrite " + ", ".join(str(p) for p in existing) + " (use --force)",
                          field="rageval init")
    for path, text in targets.items():
        write_text_atomic(path, text)
    return list(targets)


__all__ = ["FILES", "write_starter"]
