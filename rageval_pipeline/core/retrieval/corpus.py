"""Corpora of paged documents.

A corpus is a folder of UTF-8 ``.txt`` files. A document's id is its path relative to the corpus
root with ``/`` separators (``meetings/meeting_001.txt``, as seed 000's ``must_cite.doc``), and its
pages are separated by form feeds (``\\f``), the convention of ``pdftotext``: page 1 is the text
before the first form feed.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from rageval_pipeline.core.errors import DatasetError
from rageval_pipeline.core.records.hashing import stable_hash

PAGE_BREAK = "\f"


@dataclass(frozen=True, slots=True)
class Document:
    doc_id: str
    pages: tuple[str, ...]

    @property
    def text(self) -> str:
        return "\n".join(self.pages)

    @property
    def page_count(self) -> int:
        return len(self.pages)

    def pages_containing(self, quote: str) -> list[int]:
        """1-based pages whose text contains ``quote`` (whitespace-normalised, case-sensitive)."""
        needle = " ".join(quote.split())
        return [i + 1 for i, page in enumerate(self.pages) if needle in " ".join(page.split())]


def validate_doc_id(doc_id: str) -> str:
    """Reject ids that could escape the corpus root (absolute paths, ``..``, backslashes)."""
    if not doc_id or doc_id != doc_id.strip():
        raise DatasetError("document id must be a non-empty relative path", field="doc_id")
    pure = PurePosixPath(doc_id)
    if pure.is_absolute() or "\\" in doc_id or any(part in ("..", "") for part in doc_id.split("/")):
        raise DatasetError(f"document id {doc_id!r} is not a safe relative path inside the corpus", field="doc_id")
    return doc_id


def load_corpus(root: str | Path) -> list[Document]:
    """All ``.txt`` documents below ``root``, sorted by id (deterministic)."""
    root_path = Path(root)
    if not root_path.is_dir():
        raise DatasetError("corpus folder does not exist", path=root_path)
    docs: list[Document] = []
    for path in sorted(root_path.rglob("*.txt")):
        doc_id = path.relative_to(root_path).as_posix()
        try:
            raw = path.read_text(encoding="utf-8-sig")
        except UnicodeDecodeError as exc:
            raise DatasetError(f"not UTF-8 text ({exc.reason} at byte {exc.start})", path=path) from None
        pages = tuple(p.strip("\n") for p in raw.split(PAGE_BREAK))
        if raw.endswith(PAGE_BREAK):  # a trailing form feed does not open an empty last page
            pages = pages[:-1]
        docs.append(Document(doc_id=doc_id, pages=pages))
    if not docs:
        raise DatasetError("corpus folder holds no .txt documents", path=root_path)
    return docs


def corpus_hash(docs: list[Document]) -> str:
    """Content hash of a corpus: ids and page texts, independent of file timestamps."""
    return stable_hash([[d.doc_id, list(d.pages)] for d in docs])
