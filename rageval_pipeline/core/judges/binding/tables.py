"""Tables and lists: header rows, row cells under their columns, list headings a line inherits, and the line a
superlative picks from a listing of amounts."""

from __future__ import annotations

import re

from rageval_pipeline.core.judges import scan
from rageval_pipeline.core.judges import text as tx
from rageval_pipeline.core.judges.memo import memoised_copies
from rageval_pipeline.core.judges.binding.words import _words
from rageval_pipeline.core.judges.binding.values import (
    _DIGIT, _LABEL_NOUNS, _MEASURE, _PHONE_NUMBER, _SIZED, _SPLIT_YEAR, _is_year, _values, _written_year,
)
from rageval_pipeline.core.judges.binding.pieces import (
    HEADING_WORDS, _INLINE_ENUMERATION, _cells, _kinds, _line_cells, _sentence_parts,
)

_BRACKETED = scan.pattern(r"\([^()]*\)")

#: what a column header may name besides words: a year or a part of one ("2022 annual mean", "Q3 2024", "FY2023"),
#: a short code ("P1 support response")
_HEADER_PERIOD = scan.pattern(r"\b(?:FY\s?)?(?:19|20)\d\d\b|\b[A-Z]{1,2}\d{1,2}\b")

#: a period naming a column: "1 day", "8 days", "3-6 months"
_HEADER_DURATION = scan.pattern(r"\b\d+(?:\s*[-–]\s*\d+)?[\s-]*(?:hours?|hrs?|mins?|minutes?|days?|nights?|weeks?|months?|years?)\b",
                                re.IGNORECASE)

#: the line under a markdown table's header row: "|---|:--:|"
_RULE_LINE = scan.pattern(r"\|?(?:\s*:?-{3,}:?\s*\|)+\s*(?::?-{3,}:?)?\s*")


#: a cell that is a key and its value: "Pilot: Reuben Adeyemi", "Flight hours: 1,120"
_KEYED_CELL = scan.pattern(r"[A-Za-z][\w ()/&'’-]{0,30}:\s+\S")


@memoised_copies(dict, maxsize=16384)  # (asked of each passage by every claim checked against it)
def _table_headers(evidence: str) -> dict[str, str]:
    """Each row of a "|" table (as ``_sentence_parts`` gives it) -> its header row: what its cells are
    ("Tier | Monthly price | API calls" over "Pro | $49 | 100,000")."""
    out: dict[str, str] = {}
    header = ""
    lines = evidence.splitlines()
    for index, line in enumerate(lines):
        if "|" not in line:
            header = ""
            continue
        row = _cells(line).strip(" -*•·\t:")
        if not re.search(r"[A-Za-z0-9]", row):
            continue  # a markdown rule line: |---|---|
        # ("Child (5-15)" names a column, and so do a year and a period: "2022 annual mean", "Q3 2024"; a
        # markdown table's rule line says so whatever it holds: "| Region | 2023 | 2022 |")
        # (nor do periods naming two columns or more: "Car park · 1 day · 8 days")
        if all(_KEYED_CELL.match(cell) for cell in row.split(" · ")):
            # (a row of keyed cells names its own columns, it heads no other: "Pilot: Sophie Turner-Hale | Base: Cardiff")
            header = ""
            continue
        row_named = _HEADER_DURATION.sub("", row) if len(_HEADER_DURATION.findall(row)) >= 2 else row
        # (a row whose every cell has words of its own names columns whatever numbers it holds: "Car up to 5m")
        if not header and (not _DIGIT.search(_HEADER_PERIOD.sub("", _BRACKETED.sub("", row_named)))
                           or all(_words(cell) for cell in row.split(" · "))
                           or index + 1 < len(lines) and _RULE_LINE.fullmatch(lines[index + 1].strip())):
            header = row
        elif header:
            out[row] = header
    return out


#: a note in brackets closing a title: "(price per family of 4, including hotel and park tickets)"
_BRACKETED_NOTE = scan.pattern(r"\s*\([^()]*\)\s*$")


#: a length written as one word before what it names: "5-year fixed rate", "12-month contract"
_NAMING_LENGTH = scan.pattern(r"\b\d+-(?:year|month|week|day|hour|minute)\b", re.IGNORECASE)


def _table_titles(evidence: str) -> dict[str, str]:
    """Each row of a "|" table (as ``_table_headers`` keys it) -> the title line right above the table,
    where there is one: what every row is about ("Leeds to London King's Cross, Saturday" over a
    timetable)."""
    out: dict[str, str] = {}
    title, previous = "", ""
    for line in evidence.splitlines():
        if "|" not in line:
            text = line.strip(" -*•·\t\r:")
            # (a blank line may stand between a title and its table)
            title, previous = "", text or previous
            continue
        # (a title may give the year of it all: "A level results 2025 (selected subjects)")
        # (and a note in brackets on what every row is: "Short breaks (price per family of 4, including hotel and park
        # tickets)")
        head = _BRACKETED_NOTE.sub(" ", previous)
        # (a length naming a kind of thing is no value of the title's: "Early repayment charges - 5-year fixed rate")
        kinds = _kinds(_NAMING_LENGTH.sub(" ", head))
        if kinds and "number" in kinds and all(_written_year(n, head) for n in _values(head)["number"]):
            kinds = kinds - {"number"}
        if not title and previous and not previous.endswith((".", "!", "?", ";")) \
                and len(head.split()) <= HEADING_WORDS and kinds <= {"date", "weekday", "name"}:
            title = previous
        previous = ""
        if title:
            out[_cells(line).strip(" -*•·\t:")] = title
    return out


#: a column of ranks: "Pos", "Rank", "#", "No."
_RANK_HEADER = scan.pattern(r"(?:pos(?:ition)?|rank(?:ing)?|place|#|no\.?|seed)", re.IGNORECASE)


def _row_cells(row: str, header: str, title: str = "") -> list[tuple[str, str]]:
    """A table row stating two or more values, cut into its cells: each (row key and cell, the key's and
    the cell's column headers) - "Two-bedroom flat · £1,450 · £1,670" under "Property · Monthly rent ·
    Deposit" says £1,670 of the deposit, not the rent; [] for any other row. The row's cells of words or
    names only are said of each cell's value too ("Warsaw · Agnieszka Nowak · 2018": the office she
    manages opened in 2018), and so are its other values, which key the row ("Family · 4 kW · 10" is the 4 kW package's
    10 panels). A unit the table's ``title`` gives in brackets is each cell's where its column
    names none ("Discrete annual performance to 30 June (%)")."""
    cells, names = row.split(" · "), header.split(" · ")
    if len(names) == len(cells) - 1:
        names = ["", *names]  # a header leaving the row keys' column unnamed: "| | Electricity | Gas |"
    if len(cells) < 3 or len(cells) != len(names):
        return []
    # a row is known by its first cell of words, not by a rank before it ("2 · Ashford Town · 62" under
    # "Pos · Team · Points" is Ashford Town's row, its 2 a value like its 62)
    key = next((i for i, cell in enumerate(cells) if not _kinds(cell) or _kinds(cell) == {"name"}), 0)
    # (nor by a date before what happened on it: "21/02/2023 · 35,900 · Timing belt replacement" is the belt's row)
    if key and (_RANK_HEADER.fullmatch(names[0].strip()) or _kinds(cells[0]) == {"date"}):
        cells = [cells[key]] + cells[:key] + cells[key + 1:]
        names = [names[key]] + names[:key] + names[key + 1:]
    if sum(bool(_kinds(c)) for c in cells[1:]) < 2:
        return []
    if re.fullmatch(r"\s*\d{1,3}\s*", cells[0]) and names[0].strip().lower() in _LABEL_NOUNS:
        cells = [f"{names[0].strip()} {cells[0].strip()}", *cells[1:]]  # ("2" under "Instalment" is Instalment 2)

    def unit_of(name: str) -> str:  # (a column naming no unit or scale has the title's)
        return name if _HEADER_UNIT.search(name) or _HEADER_DURATION_WORD.search(name) or tx.DECLARED_SCALE.search(name) \
            or _header_measure(name) \
            else title

    return [(f"{cells[0]} · {_with_header_unit(cell, unit_of(name))}",
             " · ".join([names[0], name] + [other for other in cells[1:] if other != cell]))
            for cell, name in zip(cells[1:], names[1:], strict=True)]


def _two_cell_row(row: str, header: str) -> str:
    """A row of a key and one value, the value written with its column's unit: "2–5 years · 27" under
    "Length of service · Annual leave (days)" is "2–5 years · 27 days"; so is a longer row stating one value
    ("Jake Turner · Snowboard · 5" under "Instructor · Discipline · Years teaching" is 5 years)."""
    cells, names = row.split(" · "), header.split(" · ")
    if len(cells) < 2 or len(cells) != len(names):
        return row
    # (and the key too, where its column names its unit: "5+" under "Years without a claim")
    return " · ".join(_with_header_unit(cell, name) for cell, name in zip(cells, names, strict=True))


#: a column's unit in brackets after its name: "Floor area (sq ft)", "Price (£)", "Uptime (%)"
_HEADER_UNIT = scan.pattern(r"\(\s*([^()\d]{1,12}?)\s*\)\s*$")

#: a column counting a span of time of something: "Hours of tuition" ("Volunteer hours" counts hours as a number:
#: "1,475 volunteer hours")
#: (or what the time was spent so: "Years without a claim", "Months in service", "Years since qualifying", "Years teaching")
_HEADER_DURATION_WORD = scan.pattern(r"^\s*(hours|days|weeks|months|years|minutes|nights)(?:\s+(?:of|without|since|in|at|with|"
                                     r"after|before|served|worked|employed|insured|held|per|a|each|[a-z]{3,}ing)\b)",
                                     re.IGNORECASE)

#: a column named by the unit it measures in, and what is done with it: "Miles required", "Kilometres" (or how much of
#: it a period or a booking gives: "Free miles per day", "Free miles per booking")
_HEADER_MEASURE_WORD = scan.pattern(r"^\s*(?:[a-z]+\s+)??([a-z]+)(?:\s+(?:required|needed|earned|travelled|driven|covered|"
                                    r"total)|\s+(?:per|a|each)\s+(?:day|week|month|year|hour|booking|trip|journey|hire|"
                                    r"rental|ride|visit|session))?\s*$", re.IGNORECASE)


def _header_measure(header: str) -> re.Match[str] | None:
    """The unit word a column is named by, where it is one of measure ("Miles required")."""
    named = _HEADER_MEASURE_WORD.match(header)
    return named if named and _MEASURE.fullmatch(f"2 {named.group(1).lower()}") else None


def _with_header_unit(cell: str, header: str) -> str:
    """A bare number under a column naming its unit, written with it: "610" under "Floor area (sq ft)" is
    "610 sq ft", "12" under "Price (£)" is "£12"."""
    scale = tx.DECLARED_SCALE.search(header)
    if scale:  # "€842.3" under "(EUR million)" is €842.3 million, "2,860" under "(thousands)" 2,860 thousand
        amount = re.fullmatch(r"([£$€¥]?)(\d[\d,]*(?:\.\d+)?)", cell.strip())
        if not amount:
            return cell
        currency = amount.group(1) or scale.group(2) or tx._CURRENCY_CODES.get(scale.group(1) or "", "")
        return f"{currency}{amount.group(2)} {tx.declared_scale(scale)}"
    bracketed = _HEADER_UNIT.search(header)
    duration = None if bracketed else _HEADER_DURATION_WORD.search(header)
    unit = bracketed or duration or _header_measure(header)
    # (a cell may be open upwards: "5+" under "Years without a claim" is 5+ years)
    if not unit or not re.fullmatch(r"\d[\d,]*(?:\.\d+)?" + (r"\+?" if duration else ""), cell.strip()):
        return cell
    written = next(group for group in unit.groups() if group)
    # (a unit written per period is the unit, in the case it is written in: "2,700" under "Electricity (kWh/yr)" is
    # 2,700 kWh)
    as_written = _PER_PERIOD_UNIT.sub("", written)
    written = as_written if bracketed and _MEASURE.fullmatch(f"2 {as_written}") else written.lower()
    return f"{written}{cell.strip()}" if written in ("£", "$", "€", "¥") else f"{cell.strip()} {written}"


#: a period a unit is counted per: "kWh/yr", "GB per month"
_PER_PERIOD_UNIT = scan.pattern(r"\s*(?:/|\bper\s+)(?:yr|year|annum|month|mo|day|week|wk)\b\.?\s*$", re.IGNORECASE)


#: a sentence ending with ":" over list items heads them however long it is, up to this
LEAD_IN_WORDS = 24

#: an item of a list: a bulleted line or a "Label: value" line
_LIST_ITEM = scan.pattern(r"[ \t]*(?:[-*•·]\s+\S|[A-Z][\w ()/&'-]{0,40}:[ \t]+\S)")


def _list_headings(evidence: str) -> dict[str, str]:
    """Each line under a heading line (as ``_sentence_parts`` gives its sentences) -> the heading: what
    its items are ("Ticket prices:" over "Adult: €18", "Child (4-15): €9"). A heading is a short line
    ending with ":" that states no value; its items run to the next blank line or heading."""
    out: dict[str, str] = {}
    heading = ""
    lines = _INLINE_ENUMERATION.sub("\n", evidence).split("\n")
    for index, line in enumerate(lines):
        text = line.strip(" -*•·\t\r")
        listed_next = index + 1 < len(lines) and _LIST_ITEM.match(lines[index + 1])
        # (only a line that may head what follows is read for values: most lines are prose, and long)
        may_head = text.endswith(":") or (listed_next and not heading and len(text.split()) <= LEAD_IN_WORDS
                                          and not text.endswith((".", "!", "?", ";", ",")))
        valueless = bool(text) and may_head and _states_no_value(text)
        heading_like = valueless and len(text.split()) <= HEADING_WORDS
        if not text:
            heading = ""
        elif text.endswith(":") and (heading_like or (valueless and listed_next and len(text.split()) <= LEAD_IN_WORDS)
                                     or _over_short_lines(text, lines[index + 1:])):
            # (a whole sentence may introduce a list: "Members ... elected a new committee at their AGM on Sunday:")
            heading = text[:-1]
        elif valueless and len(text.split()) <= LEAD_IN_WORDS and not heading \
                and not text.endswith((".", "!", "?", ";", ",")) and listed_next:
            # a title over a list ("AeroBrew X2 Coffee Grinder - Specifications" over "• Grind settings: 31"), however
            # long it is ("Average waiting times from referral to first outpatient appointment (updated monthly)")
            heading = text
        elif heading:
            out.update((parts[0], heading) for parts in _sentence_parts(line))
    return out


#: a line giving one field of a record: "Loan period: 18 months", "Installation date: 14 March 2025"
_FIELD_LINE = scan.pattern(r"[^:|]{1,40}:\s*\S")


def _block_headings(evidence: str) -> dict[str, str]:
    """Each field line of a record (as ``_sentence_parts`` gives its sentences) -> the line naming the record, where the
    passage is records alike, blocks of lines a blank line parts ("Bledlow Tunnel" over "Construction time: 3 years 7
    months", "Object: Roman glass beaker (LN-2214)" over "Loan period: 3 years"). A record's naming line is the one as
    far from its block's end as the shortest block's first line: a line before it is the passage's title ("Loan agreement
    summary")."""
    blocks = [[line.strip(" -*•·\t\r") for line in block.split("\n") if line.strip(" -*•·\t\r")]
              for block in re.split(r"\n\s*\n", evidence.strip())]
    blocks = [block for block in blocks if block]
    shortest = min((len(block) for block in blocks), default=0)
    if len(blocks) < 2 or shortest < 2:
        return {}
    records = [(block[len(block) - shortest], block[len(block) - shortest + 1:]) for block in blocks]
    # (every other line a field, the naming line short and no sentence: prose parted by blank lines is no record)
    if not all(len(name.split()) <= 12 and not name.endswith((".", "!", "?")) and all(_FIELD_LINE.match(line)
               and len(line.split()) <= 12 for line in fields) for name, fields in records):
        return {}
    return {parts[0]: name.rstrip(" :") for name, fields in records for line in fields for parts in _sentence_parts(line)}


#: a heading set apart as one: in capitals, after "#", or in bold ("PHARAOH'S TOMB", "## Parking", "**Fees**")
_MARKED_HEADING = scan.pattern(r"(?:#{1,6}\s*|\*\*|__)?(?P<text>[^*_#]+?)(?:\*\*|__)?")


#: a line in title case, every word of it capitalised but small ones, with no sentence's stop: "Christmas Lantern Trail",
#: "Terms and Conditions"
_TITLE_CASE_LINE = scan.pattern(r"[A-Z][\w'’&-]*(?:\s+(?:(?:and|of|the|for|in|on|at|to|a|an|&)\s+)*[A-Z0-9][\w'’&-]*)+")


#: a short line of a few words with no stop and no figure, which over the lines of its block heads them: "Morning sessions"
#: (words in brackets, an acronym or a slash too: "Phlebotomy (blood tests)", "INR / warfarin clinic")
_SHORT_HEADING_LINE = scan.pattern(r"[A-Z][A-Za-z'’-]*(?:[ \t]+(?:/[ \t]+)?\(?[A-Za-z][A-Za-z'’&-]*\)?){0,3}")


def _section_headings(evidence: str) -> dict[str, str]:
    """Each sentence of a passage in sections (blocks a blank line parts, two or more each opened by a heading marked as
    one: in capitals, after "#", in bold or in title case) -> its section's heading: "For 3-8 players." under "PHARAOH'S TOMB" is said of
    Pharaoh's Tomb, not of "THE VAULT" above. A sentence said alike in two sections is left to its own words."""
    blocks = [[line.strip(" \t\r") for line in block.split("\n") if line.strip(" \t\r")]
              for block in re.split(r"\n\s*\n", evidence.strip())]
    headed = []
    for block in blocks:
        marked = _MARKED_HEADING.fullmatch(block[0]) if block else None
        text = marked.group("text").strip(" :") if marked else ""
        is_marked = marked is not None and (block[0] != marked.group("text") or (
            re.search(r"[A-Z]{2}", text) is not None and not re.search(r"[a-z]", text)) or _TITLE_CASE_LINE.fullmatch(text)
            is not None or _SHORT_HEADING_LINE.fullmatch(text) is not None)
        if len(block) >= 2 and is_marked and len(text.split()) <= HEADING_WORDS \
                and not _kinds(text) - {"name", "number", "date", "weekday"}:
            headed.append((text, block[1:]))
    if len(headed) < 2:
        return {}
    out: dict[str, str] = {}
    said_twice: set[str] = set()
    for heading, lines in headed:
        for line in lines:
            for part in (part for parts in _sentence_parts(line) for part in parts):
                if out.get(part, heading) != heading:
                    said_twice.add(part)
                out[part] = heading
    return {sentence: heading for sentence, heading in out.items() if sentence not in said_twice}


#: a row of a timetable, opening with its clock time: "16:10 A Complete Unknown (15)", "07:45  Morning Prayer"
_TIMED_ROW = scan.pattern(r"(?:\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?)(?:\s*(?:-|–|to)\s*\S+)?\s+\S",
                          re.IGNORECASE)


def _timetable_headings(evidence: str) -> dict[str, str]:
    """Each row of a timetable in sections (as ``_sentence_parts`` gives its sentences) -> the line heading its section:
    "16:10 A Complete Unknown (15)" under "Screen 2" is not shown in "Screen 1" above it, "17:30 Evensong" under
    "Monday – Saturday" is no Sunday service. Sections: two or more short lines, no rows themselves and stating no
    times or prices, each followed by rows opening with a clock time."""
    sections: list[tuple[str, list[str]]] = []
    open_section = False
    for line in evidence.split("\n"):
        text = line.strip(" -*•·\t\r")
        if not text:
            open_section = False
        elif _TIMED_ROW.match(text):
            if open_section:
                sections[-1][1].append(text)
        elif len(text.split()) <= HEADING_WORDS and not text.endswith((".", "!", "?", ";", ",")) \
                and not _kinds(text) - {"name", "number", "date", "weekday", "month"}:
            sections.append((text.rstrip(" :"), []))
            open_section = True
        else:
            open_section = False
    headed = [(heading, rows) for heading, rows in sections if rows]
    if len(headed) < 2:
        return {}
    return {parts[0]: heading for heading, rows in headed for row in rows for parts in _sentence_parts(row)}


#: a field saying which record a passage is: "Application reference: 25/00412/HOU", "Booking ref: KX4471", "Address: 17
#: Beech Avenue"
_IDENTITY_FIELD = scan.pattern(r"(?:[\w'’ -]{0,25}\s)?(?:reference|ref\.?|no\.?|number|id|code|name|title|address|site|property"
                               r"|guest|customer|applicant|account|policy|object|item|incident|job|order|case|ticket|booking"
                               r"|invoice)\s*:\s*\S", re.IGNORECASE)

#: a key saying its value is the record's number, which may then be digits alone: "Job no: 4471", "Incident: 2024-117"
#: (elsewhere a value of digits alone is a count: "Electricians on site: 2")
_NUMBER_KEY = scan.pattern(r"(?:\b(?:no\.?|number|ref\.?|reference|id)|^(?:incident|job|order|case|ticket|booking|invoice))"
                           r"\s*$", re.IGNORECASE)


def _record_identity(evidence: str) -> dict[str, str]:
    """Each field line of a passage that is one record (as ``_sentence_parts`` gives its sentences) -> the fields saying
    which record it is: "Validated: 10/02/2025" and "Received: 03/02/2025" are of "Application reference: 25/00412/HOU"
    at "Address: 17 Beech Avenue". One record: every line but a title a field line, no two keyed alike, at least three
    besides those naming it (a list keyed by its subjects, "Basic: £9" over "Premium: £29", names none). Or records
    alike one after another, each opened by the same key: "Elevation gain: 1,420 m" is of the "Route: Petit Tour" above
    it, not of the "Route: Grand Tour" before."""
    lines = [line.strip(" -*•·\t\r") for line in evidence.strip().split("\n") if line.strip(" -*•·\t\r")]
    if lines and not _FIELD_LINE.match(lines[0]):
        lines = lines[1:]  # (a title: "Planning application details")
    if len(lines) < 4 or not all(_FIELD_LINE.match(line) and len(line.split()) <= 16 for line in lines):
        return {}
    keys = [line.split(":", 1)[0].strip().lower() for line in lines]
    if keys.count(keys[0]) >= 2:
        starts = [i for i, key in enumerate(keys) if key == keys[0]]
        records = [lines[start:end] for start, end in zip(starts, [*starts[1:], len(lines)], strict=True)]
        if any(len(record) < 2 or len(set(keys[start:start + len(record)])) < len(record)
               for start, record in zip(starts, records, strict=True)):
            return {}
        return {parts[0]: record[0] for record in records for line in record[1:] for parts in _sentence_parts(line)}
    # (a key of a few words naming the record by words, a code or an address, no count: not "Electricians on site: 2")
    identity = [line for line in lines if _IDENTITY_FIELD.match(line) and len(line.split(":", 1)[0].split()) <= 3
                and (re.search(r"[A-Za-z]", line.split(":", 1)[1]) or _NUMBER_KEY.search(line.split(":", 1)[0].strip()))]
    fields = [line for line in lines if line not in identity]
    if len(set(keys)) < len(keys) or not identity or len(fields) < 3:
        return {}
    named = " ".join(line.rstrip(" .;") for line in identity)
    return {parts[0]: named for line in fields for parts in _sentence_parts(line)}


def _over_short_lines(text: str, following: list[str]) -> bool:
    """Whether a line ending with its colon heads two or more short lines after it that each state a value of kinds it
    states none of: "Easter crash course (Mon 8 – Fri 12 April), 5 × 45-minute lessons:" over "Beginners 9:00–9:45am"
    and "Improvers 10:00–10:45am"."""
    items = []
    for line in following:  # (up to the first line that is none: "Book early: places are limited to 4 pupils.")
        item = line.strip(" -*•·\t\r")
        if not item or len(item.split()) > HEADING_WORDS or item.endswith(".") or not _kinds(item) - {"name"}:
            break
        items.append(item)
    if len(items) < 2 or len(text.split()) > LEAD_IN_WORDS:
        return False
    return not (_kinds(text) - {"date", "weekday", "name"}) & frozenset().union(*(_kinds(item) for item in items))


def _states_no_value(line: str) -> bool:
    """Whether a line states no value but dates, days, names and years: it may be a heading."""
    # (a size naming what is served states no value: "Fiber per 1-cup cooked serving:"; nor does the year a
    # heading is of: "2025 estimated tax payment due dates", "Fees 2025/26:")
    # (nor a compound naming a kind: "What's included in our Two-Bedroom Packing Kit:")
    # (nor a phone number to call about the items: "Billing enquiries: 0345 600 4321" over "Saturday: 8am-2pm")
    bare = _SPLIT_YEAR.sub(r"\1", _NUMBER_COMPOUND.sub(" ", _SIZED.sub(" ", _PHONE_NUMBER.sub(" ", line))))
    return _kinds(bare) <= {"date", "weekday", "name"} or (
        _kinds(bare) <= {"date", "weekday", "name", "number"} and all(_is_year(v) for v in _values(bare)["number"]))


#: a number written on to a word as one compound: "two-person", "3-bedroom", "one-hour"
_NUMBER_COMPOUND = scan.pattern(r"(?<![\w-])(?<!\d[.,])(\d{1,3}|" + "|".join(sorted(tx._NUMBER_WORDS, key=len, reverse=True))
                                + r")-(?!year-old)[a-z]+(?![\w-])", re.IGNORECASE)


def _row_key_conflicts(claim: str, evidence: str) -> list[str]:
    """A row of a "|" table the claim names by its key, where what the claim says of it is said only in another row:
    "Breakdown cover comes with the Silver account" under "Account | Monthly fee | Key benefit" with "Silver | £10 |
    Worldwide travel insurance" and "Gold | £17 | UK and European breakdown cover" names the Gold row's benefit (whether
    or not the question names the row: "What view does the Premier Room have?" is not answered by the Classic Room's).
    Empty where the claim names no one row key, or its own row says any of it, or no one other row says it."""
    headers = _table_headers(evidence)
    rows = [[cell.strip() for cell in row.split(" · ")] for row in headers]
    return _keyed_row_conflicts(claim, rows, {w for header in headers.values() for w in tx.content_words(header)})


def _listed_key_conflicts(claim: str, evidence: str) -> list[str]:
    """The same for a listing keying each word it gives by a dash or a colon: "Senior kyu grades and belt colours: 6th
    kyu – red; 5th kyu – yellow; 4th kyu – orange" names the 5th kyu's belt in "The belt colour for 4th kyu is yellow"."""
    rows: list[list[str]] = []
    lead = ""
    for line in _lines_and_sentences(evidence):
        heading, colon, listed = line.partition(": ")
        pieces = (listed if colon and ";" in listed else line).split(";")
        keyed = [m for p in pieces if (m := _KEYED_WORDS.fullmatch(p.strip()))]
        if len(keyed) >= 2 and len(keyed) == len(pieces):
            rows += [[m.group("key"), m.group("said")] for m in keyed]
            lead += f" {heading}" if colon and ";" in listed else ""
    return _keyed_row_conflicts(claim, rows, set(tx.content_words(lead)))


def _lines_and_sentences(text: str) -> list[str]:
    """Each line of a text, cut again at its sentences' ends: a list's line, a table's row, a sentence of prose."""
    return [sentence for line in text.splitlines() for sentence in _SENTENCE_END.split(line)]


_SENTENCE_END = scan.pattern(r"(?<=[a-z][.!?])\s+(?=[A-Z])")

#: a listing's piece keying a few words by a few words, no figures said: "4th kyu – orange", "- Saturday: closed"
_KEYED_WORDS = scan.pattern(r"(?:[-*•·]\s*)?(?P<key>[\w’'/]+(?:\s[\w’'/]+){0,3}?)\s*(?:\s[-–—]\s|:\s)\s*"
                            r"(?P<said>[A-Za-z][A-Za-z’'-]*(?:\s[A-Za-z][A-Za-z’'-]*){0,2})\.?")


def _keyed_row_conflicts(claim: str, rows: list[list[str]], columns: set[str]) -> list[str]:
    """``_row_key_conflicts`` of rows of cells, each keyed by its first; ``columns``: the stems naming what the cells
    are, which tell no row from another."""
    rows = [cells for cells in rows if len(cells) >= 2 and cells[0] and _words(cells[0])]
    if len(rows) < 2:
        return []
    named = [cells for cells in rows if re.search(r"(?<![\w-])" + re.escape(cells[0]) + r"(?![\w-])", claim, re.IGNORECASE)]
    if len(named) != 1:
        return []
    key = named[0][0]
    # (a claim stating a quantity is checked by its quantity: "The Dublin office has 120 employees"; a key's own number
    # is none, "4th kyu")
    unkeyed = re.sub(r"(?<![\w-])" + re.escape(key) + r"(?![\w-])", " ", claim, flags=re.IGNORECASE)
    if any(values for kind, values in _values(unkeyed).items() if kind != "name"):
        return []
    # (the words of the keys and of the column names tell no row from another)
    said = {w for w in tx.content_words(claim) - tx.content_words(key) - columns
            - {w for cells in rows for w in tx.content_words(cells[0])} if not w[0].isdigit()}

    def saying(cells: list[str]) -> set[str]:
        theirs = tx.content_words(" ".join(cells[1:]))
        # (a country's people or language is said by the country: "German" of "Germany")
        return {w for w in said if w in theirs or len(w) >= 5 and any(t.startswith(w) for t in theirs)}

    if saying(named[0]):
        return []
    others = [cells for cells in rows if cells is not named[0] and saying(cells)]
    if len(others) != 1:
        return []
    told = saying(others[0])
    words = [w for w in re.findall(r"[A-Za-z][\w'’-]*", claim) if tx.content_words(w) & told]
    return [f"{key} for {' '.join(words)}; the context gives {others[0][0]}"]


#: superlatives picking the greatest amount, and those picking the least (a plain "most" picks by no amount: "the most
#: popular")
_MOST = scan.pattern(r"\b(?:highest|largest|biggest|greatest|most\s+expensive|priciest|dearest)\b", re.IGNORECASE)
_LEAST = scan.pattern(r"\b(?:lowest|cheapest|smallest|least\s+expensive)\b", re.IGNORECASE)

#: a list line keyed by what it prices: "1. iPhone 15 Pro Max 256GB – £640", "- Hedgehog Gardening: £340"
_LIST_LINE = scan.pattern(r"^\s*(?:\d{1,2}[.)]|[-*•·])?\s*(?P<key>[^:–—|]+?)\s*(?:\s[-–—]\s|:\s)\s*(?P<rest>.+?)\s*$")


def _listed_amounts(evidence: str) -> list[tuple[str, tuple[str, float]]]:
    """(key, (currency, amount)) of each line of a table or a list that gives one amount after its key; [] where the
    lines give amounts in more than one currency, or fewer than two lines give one."""
    out = []
    for line in evidence.splitlines():
        if "|" in line:
            cells = _line_cells(line)
            key, rest = (cells[0], " ".join(cells[1:])) if len(cells) >= 2 else ("", "")
        else:
            listed = _LIST_LINE.match(line)
            key, rest = (listed.group("key"), listed.group("rest")) if listed else ("", "")
        amounts = tx.extract_amounts(rest) if key and not tx.extract_amounts(key) else []
        if len(amounts) == 1:
            out.append((key, amounts[0]))
    return out if len(out) >= 2 and len({currency for _, (currency, _) in out}) == 1 else []


def _superlative_conflicts(claim: str, evidence: str) -> list[str]:
    """The claim's thing, called the cheapest or the highest (``_MOST``, ``_LEAST``) of a listing of amounts, where
    another line's amount is the least or the most: "The Samsung Galaxy S24 Ultra has the highest trade-in value" where
    "iPhone 15 Pro Max 256GB – £640" tops "Samsung Galaxy S24 Ultra – £575"."""
    most, least = _MOST.search(claim), _LEAST.search(claim)
    picker = most or least
    if picker is None or (most is not None and least is not None):
        return []  # (none, or both: "the cheapest of the largest rooms")
    listed = _listed_amounts(evidence)
    claimed_words = _words(claim)
    named = [(key, amount) for key, amount in listed if (words := _words(key)) and words <= claimed_words]
    # (the one line the claim names by all its key's words, and by more of them than any other: "iPhone 14 Pro Max" is
    # not "iPhone 14 Pro")
    if not named:
        return []
    fullest = max(len(_words(key)) for key, _ in named)
    named = [(key, amount) for key, amount in named if len(_words(key)) == fullest]
    if len(named) != 1:
        return []
    key, (_, amount) = named[0]
    amounts = [value for _, (_, value) in listed]
    extreme = max(amounts) if most else min(amounts)
    if amount == extreme:
        return []
    picked = [other for other, (_, value) in listed if value == extreme]
    return [f"{key} for the {picker.group(0)}; the context gives {', '.join(picked)}"]
