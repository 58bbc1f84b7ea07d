"""A tiny paged corpus written into a test's tmp_path (tests must not depend on data/corpus/)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from rageval_pipeline.core.retrieval.corpus import Document, load_corpus

MEETING = "\f".join(
    [
        "Weekly engineering sync, March 4th.\nAttendees: Alice, Bob, Carol.\n"
        "Agenda: release planning, hiring, the customer escalation from Globex.",
        "Action items:\nBob: Complete API refactor by March 25th.\n"
        "Alice: Draft the security review by April 2nd.\nCarol: Interview two backend candidates.",
        "Risks: the vendor contract with Initech expires in June and renewal is unconfirmed.\n"
        "Next meeting on March 11th.",
    ]
)
TRAVEL = "\f".join(
    [
        "Travel policy. Employees are reimbursed for economy airfare booked through the company portal. "
        "Receipts must be submitted within thirty days of the trip.",
        "Hotel stays are reimbursed up to a nightly limit of 180 euros. Meals are covered by a daily allowance.",
    ]
)
GARDEN = (
    "Garden notes. Tomatoes need full sun and regular watering. "
    "Basil grows well next to tomatoes. Compost is added every spring."
)

FILES = {
    "meetings/meeting_001.txt": MEETING,
    "handbook/travel.txt": TRAVEL,
    "notes/garden.txt": GARDEN,
}


def write_corpus(root: Path, files: dict[str, str] | None = None) -> list[Document]:
    """Write ``files`` (default: the three documents above) under ``root`` and load them."""
    for rel, text in (files or FILES).items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return load_corpus(root)


class CountingEmbedder:
    """Wraps an embedder and counts the texts it was asked to embed."""

    def __init__(self, inner) -> None:  # noqa: ANN001 - any Embedder
        self.inner = inner
        self.name = inner.name
        self.dim = inner.dim
        self.calls = 0
        self.texts = 0

    def embed(self, texts: list[str]) -> np.ndarray:
        self.calls += 1
        self.texts += len(texts)
        return self.inner.embed(texts)
