"""A report as a list of blocks, rendered to Markdown (``summary.md``) and to one self-contained
HTML page (``summary.html``: styles inline, charts embedded as data URIs, no external request).

Report content is decided once (``reports.markdown`` builds the blocks); the two renderers only
format it, so the Markdown and the HTML can never say different things.

Inline markup inside text is the small Markdown subset the reports use: ``**bold**`` and
```code```. Everything else is escaped for HTML.
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rageval_pipeline.core.records.schemas import page_span


@dataclass(frozen=True)
class Heading:
    level: int
    text: str


@dataclass(frozen=True)
class Paragraph:
    """One or more lines kept together (Markdown line breaks are kept as ``<br>``)."""

    lines: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    header: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]


@dataclass(frozen=True)
class Bullets:
    items: tuple[str, ...]


@dataclass(frozen=True)
class Image:
    alt: str
    #: path relative to the report folder (what Markdown links to)
    href: str
    #: the PNG itself, embedded by the HTML renderer
    data: bytes | None = field(default=None, repr=False)


Block = Heading | Paragraph | Table | Bullets | Image


def fmt(value: Any, digits: int = 4) -> str:
    """A cell: ``None`` is "unmeasured" (never 0), floats to ``digits`` places."""
    if value is None:
        return "unmeasured"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def page_label(start_page: int | None, end_page: int | None) -> str | None:
    """``p.3`` for one page, ``pp.3-5`` for a span, ``None`` when the system gave no page.

    Systems that return only document ids (and QA-JSON datasets) have no pages: they get no label
    rather than ``p.None-None``; a context giving only one end of its span is on that page.
    """
    pages = page_span(start_page, end_page)
    if pages is None:
        return None
    return f"pp.{pages}" if "-" in pages else f"p.{pages}"


def context_location(doc_id: str | None, start_page: int | None, end_page: int | None) -> str:
    """Where a retrieved context came from, as every report prints it: ``policy.pdf pp.3-5``,
    ``policy.md`` when it has no pages, ``source unknown`` when the system named no document."""
    pages = page_label(start_page, end_page)
    document = doc_id or "source unknown"
    return f"{document} {pages}" if pages else document


def para(*lines: str) -> Paragraph:
    return Paragraph(tuple(lines))


def table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> Table:
    return Table(tuple(header), tuple(tuple(r) for r in rows))


# -- Markdown -------------------------------------------------------------------------------------

def to_markdown(blocks: Sequence[Block]) -> str:
    out: list[str] = []
    for block in blocks:
        if out:
            out.append("")
        if isinstance(block, Heading):
            out.append("#" * block.level + " " + block.text)
        elif isinstance(block, Paragraph):
            out.extend(block.lines)
        elif isinstance(block, Table):
            out.append("| " + " | ".join(block.header) + " |")
            out.append("|" + "|".join("---" for _ in block.header) + "|")
            out.extend("| " + " | ".join(fmt(c) for c in row) + " |" for row in block.rows)
        elif isinstance(block, Bullets):
            out.extend(f"- {item}" for item in block.items)
        elif isinstance(block, Image):
            out.append(f"![{block.alt}]({block.href})")
    return "\n".join(out) + "\n"


# -- HTML -----------------------------------------------------------------------------------------

_STYLE = """
body{font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;margin:2rem auto;max-width:72rem;
padding:0 1rem;color:#1b1f24;line-height:1.45}
h1{font-size:1.6rem;border-bottom:1px solid #d0d7de;padding-bottom:.3rem}h2{font-size:1.25rem;margin-top:2rem}
h3{font-size:1.05rem}table{border-collapse:collapse;margin:.5rem 0;font-size:.85rem}
th,td{border:1px solid #d0d7de;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f6f8fa}code{background:#f6f8fa;padding:0 .2rem;border-radius:3px}
td.pass{color:#1a7f37;font-weight:600}td.fail{color:#cf222e;font-weight:600}td.unmeasured{color:#6e7781}
img{max-width:100%;display:block;margin:.5rem 0}
""".strip()

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_CODE = re.compile(r"`([^`]+)`")


def _inline(text: str) -> str:
    escaped = html.escape(text, quote=False)
    escaped = _CODE.sub(lambda m: f"<code>{m.group(1)}</code>", escaped)
    return _BOLD.sub(lambda m: f"<strong>{m.group(1)}</strong>", escaped)


def _cell(value: Any) -> str:
    text = fmt(value)
    css = {"PASS": "pass", "FAIL": "fail", "unmeasured": "unmeasured"}.get(text)
    return f'<td class="{css}">{_inline(text)}</td>' if css else f"<td>{_inline(text)}</td>"


def to_html(blocks: Sequence[Block], *, title: str) -> str:
    body: list[str] = []
    for block in blocks:
        if isinstance(block, Heading):
            level = min(max(block.level, 1), 6)
            body.append(f"<h{level}>{_inline(block.text)}</h{level}>")
        elif isinstance(block, Paragraph):
            body.append("<p>" + "<br>\n".join(_inline(line) for line in block.lines) + "</p>")
        elif isinstance(block, Table):
            head = "".join(f"<th>{_inline(h)}</th>" for h in block.header)
            rows = "\n".join("<tr>" + "".join(_cell(c) for c in row) + "</tr>" for row in block.rows)
            body.append(f"<table>\n<thead><tr>{head}</tr></thead>\n<tbody>\n{rows}\n</tbody>\n</table>")
        elif isinstance(block, Bullets):
            body.append("<ul>\n" + "\n".join(f"<li>{_inline(i)}</li>" for i in block.items) + "\n</ul>")
        elif isinstance(block, Image):
            src = (f"data:image/png;base64,{base64.b64encode(block.data).decode('ascii')}" if block.data is not None
                   else html.escape(block.href))
            body.append(f'<figure><img alt="{html.escape(block.alt)}" src="{src}"></figure>')
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{html.escape(title)}</title>\n<style>\n{_STYLE}\n</style>\n</head>\n<body>\n"
            + "\n".join(body) + "\n</body>\n</html>\n")


__all__ = ["Block", "Bullets", "Heading", "Image", "Paragraph", "Table", "context_location", "fmt", "page_label",
           "para", "table", "to_html", "to_markdown"]
