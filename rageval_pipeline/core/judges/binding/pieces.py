"""Cutting a clause that states several values of one kind into pieces, one value each, and what each
piece inherits from the clause's lead ("6 months for permanent staff and 3 months for contractors")."""

from __future__ import annotations

import re
from functools import lru_cache

from rageval_pipeline.core.judges import scan
from rageval_pipeline.core.judges import text as tx
from rageval_pipeline.core.judges.memo import memoised_copies
from rageval_pipeline.core.judges.binding.words import (
    _CAPITALISED, _DAY_NAME, _HYPHEN_CODE, _IRREGULAR_PAST, _IRREGULAR_VERBS, _MEASURES, _NOT_NAMES, _SHORT_WEEKDAYS,
    _WEEKDAYS,
    _inside_quotes, _name_pair, _says_code, _says_what, _stem, _words,
)
from rageval_pipeline.core.judges.binding.values import (
    _DAY_AND_DATE, _DIGIT, _LABEL, _LABEL_NOUNS, _MONTH_NAMES_RE, _MONTH_WORD, _RANGE_BEFORE, _SIZED, _VALUE_START,
    _first_value, _is_year, _label_value, _values, _written_year, _years,
)

#: a clause ends at ";", before a contrasting ", while/whereas/but" (", although" where a figure follows) and before ", and
#: for/in" another named case (sentences and lines first)
_CLAUSE_BREAK = scan.pattern(r";\s*|,\s+(?=(?:while|whereas|but)\b|although\b[^.;]*\d)"
                             # (and before one naming another named case: "For the North Campus halls that's Priya Nair, and
                             # for the South Campus halls it's Tom Gallagher")
                             r"|,\s+(?=and\s+(?:for|in)\s+(?:the\s+)?(?-i:[A-Z]))"
                             # (and before one with a named doer of its own: "Tom in our finishing team will take care of
                             # the foiling, and Priya will arrange the courier")
                             r"|,\s+(?=and\s+(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b|(?:January|February|March|April|"
                             r"May|June|July|August|September|October|November|December)\b)"
                             r"(?-i:[A-Z][a-z]+)\s+(?:will|would|can|could|is|are|was|were|has|had|does|did|"
                             r"should|must|may|might|(?-i:[a-z]{3,}(?:es|ed)))\b)"
                             # (and before one counting a part of what it counted: "Over 1,200 employees have joined the
                             # scheme, and 340 of them chose e-bikes")
                             r"|,\s+(?=and\s+\d[\d,.]*\s+of\s+(?:them|those|these)\b)"
                             # (and before another way of its own subject: "she can have it on a walk-in basis on Tuesday
                             # afternoons, or you can book a slot on Saturday mornings")
                             r"|,\s+(?=or\s+(?:you|we|they)\s+(?:can|could|may|might)\s)"
                             # (and before an exception with a clause of its own, after a value: "..., with a minimum stay of
                             # 3 nights, | except over Christmas and New Year, when the minimum stay is 5 nights"; not "Sunday:
                             # closed, except on performance days, when it opens ...")
                             r"|(?:(?<=\d)|(?<=\d[ap]m)|(?<=nights)|(?<=days)|(?<=hours)|(?<=weeks)|(?<=months))"
                             r",\s+(?=except\s+[^,;]{1,40},\s+(?:when|where)\s)"
                             # (and before an exception a relative clause gives a value of its own: "Every room needs at
                             # least 2 players, | except the Heist, which requires a minimum of 4"; "from age 10, | except
                             # giant breeds (over 40 kg), who qualify from age 8")
                             r"|,\s+(?=except\s+(?:for\s+)?[^,;()]{1,60}(?:\s*\([^()]{1,30}\))?,\s+(?:which|who)\s[^.;]*\d)"
                             # (and so does a case "unless" it is, "in which case" another value holds: "usually sent within
                             # 3 working days, | unless they're needed for a legal claim, in which case they can take up
                             # to 10 working days")
                             r"|,\s+(?=unless\s+[^,;]{1,80},\s+in\s+which\s+case\s[^.;]*\d)"
                             # (and at a dash before a clause of its own subject and verb: "you'll get 20% off your next
                             # month – your friend gets 50% off their first month")
                             r"|\s+[–—]\s+(?=(?:your|our|their|his|her|its|the|this|these|we|you|they|it|he|she)\s+"
                             r"(?:[a-z'’-]+\s+){0,2}?(?:gets?|pays?|receives?|costs?|is|are|will|can|must|has|have)\s)",
                             re.IGNORECASE)

#: a mark every clause break opens with (``_CLAUSE_BREAK``)
_CLAUSE_BREAK_MARKS = ";,–—"

#: the opening of a bracket bounding the value before it, which is said of the same thing: "(max. £6 per item)",
#: "(up to 4 hours)", "(minimum 2 nights)"
_BOUND_OPENING = (r"(?:max(?:imum)?|min(?:imum)?|up\s+to|capped|at\s+(?:most|least)|no\s+more\s+than|approx(?:imately)?"
                  r"|around|about|roughly)\b")

#: where a clause listing several values of one kind may be cut; never before a relative clause
#: (", which constitutes one ticket at $1000" says its value about what the clause just named)
_LIST_BREAK = scan.pattern(r",\s+(?!(?:which|who|whom|whose|where)\b)|\s+and\s+|\s+(?=(?:but|whereas|while)\s)"
                           # (but before one telling how the thing just named has changed, a change of its own: "will rise
                           # by 5% to cover higher hall hire costs, which have gone up by 18% since 2022")
                           r"|,\s+(?=which\s+(?:have|has|had)\s+(?:gone\s+(?:up|down)|risen|fallen|increased|decreased|"
                           r"grown|dropped|climbed)\s+by\s)"
                           # (a second charge added to a first: "a course fee of €160 plus a materials fee of €45", "£2.10
                           # per mile plus a base fee of £450", "a $40 annual fee plus a $10 production levy")
                           r"|(?<=[\da-z])\s+plus\s+(?=(?:a|an)\s+(?:[£$€¥]\d[\d,.]*\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:fee|charge|"
                           r"deposit|cost|levy|surcharge|supplement)\b)"
                           # (or what comes after it, with its own value: "60 minutes of jumping followed by 45 minutes in
                           # a private party room")
                           r"|(?<=[a-z])\s+(?=followed\s+by\s)"
                           # (or another count added to it: "all 11 home Premiership matches plus 3 home Cup fixtures")
                           r"|(?<=[a-z])\s+plus\s+(?=\d[\d,]*\s+[a-z])"
                           # (or another way of having it, with its own value: "hired for £4 each per week or bought outright
                           # for £12")
                           r"|(?<=[a-z])\s+or\s+(?=(?:[a-z]{3,}ed|bought|sold|paid|kept|sent|taken|spent|held|made)\s)"
                           # (or a second value of what the first is of, for another thing: "around 45 hours of professional
                           # lessons plus 22 hours of private practice")
                           r"|(?<=[a-z])\s+plus\s+(?=(?:about|around|roughly|up\s+to)?\s*[£$€¥]?\d[\d,.]*\s*[a-z]+\s+of\s)"
                           # alternatives, each with its own value: "14 standard muffins or about 36 mini muffins"
                           # (or each with its own bound: "before 11am on weekdays or before 9:30am on Saturdays")
                           r"|(?<=[a-z])\s+or\s+(?=(?:(?:about|around|roughly|up\s+to|nearly|almost|before|after|by|until|from)"
                           r"\s+)?[\d£$€¥])"
                           # (or after a value, another thing with its own: "a morning slot starting at 9am or an
                           # afternoon slot starting at 1pm"; or another occasion: "on weekdays until 7pm or on Saturdays
                           # until 4pm")
                           r"|(?:(?<=\d)|(?<=\d[ap]m)|(?<=%))\s+or\s+(?=(?:a|an|the|on|at|in|during)\s)"
                           # (or another thing an article opens with its value: "a 5-class pass valid for 8 weeks or a
                           # 10-class pass valid for 12 weeks")
                           r"|(?<=[a-z])\s+or\s+(?=(?:a|an)\s+[\d£$€¥])"
                           # (and alternatives each with its value in brackets: "a half day (4 hours) or a full day (8
                           # hours)")
                           # (or its months: "10 monthly instalments (April to January) or 12 monthly instalments (April
                           # to March)")
                           r"|(?<=\))\s+or\s+(?=[^()]{1,40}\([^()]*(?:\d|\b(?:" + _MONTH_NAMES_RE + r")\b)[^()]*\))"
                           # (or a value and its case in brackets after a bracket: "£250 (Mon–Thu) or £400 (Fri–Sun)", "£790
                           # (manual) / £860 (automatic)")
                           r"|(?<=\))\s+(?:or|/)\s+(?=[£$€¥]?\d[^()]{0,30}\([^()]+\))"
                           # (or an amount after a bracket closing the first's case: "£600 on weekdays (Monday–Thursday) or
                           # £750 on Fridays and weekends")
                           r"|(?<=\))\s+or\s+(?=[£$€¥]\d)"
                           # (or a slash between spaces before a value: "£24 for two courses / £29 for three courses")
                           r"|\s+/\s+(?=[£$€¥]\d)"
                           # a change told in steps: "fell to 4.1% in February before rising to 4.4% in March"
                           r"|\s+(?=(?:before|after|then)\s+[a-z]+ing\b)"
                           # (or one's doing after another's, each with its own value: "around three hours of free time in
                           # Stratford in the morning before we continue to Warwick Castle, where we stay for four hours")
                           r"|\s+(?=(?:before|after|then)\s+(?:we|you|they)\s+[a-z]{3,})"
                           # one thing after another, each with its own value: "a 2-hour river cruise ... followed by a
                           # 40-minute guided walk"
                           r"|,?\s+(?=followed\s+by\s+(?:a|an)\s+\d)"
                           # a value set against another's: "52.4% of the vote against 44.1% for Okonkwo"
                           r"|\s+(?=(?:against|versus|vs\.?|compared\s+(?:with|to))\s+(?:just\s+|only\s+)?[\d£$€¥])"
                           # a bracket saying a value of another subject: "£120 for members (£150 for non-members)"
                           # (not one bounding the same thing's value: "25p per day (max. £6 per item)")
                           # (a drive's name is no value: "£30 (4x4/van)"; nor a code naming the thing: "last 10 weeks
                           # (C1 Advanced) or 12 weeks (C2 Proficiency)")
                           r"|\s+\((?=[^()]*[A-Za-z]{3})(?=[^()]*(?:[£$€¥]|(?<![A-Za-z])\d(?![x×]\d)(?<![\d][x×]\d)))(?!"
                           + _BOUND_OPENING
                           + r")"
                           # a colon before a breakdown: "4,200 people in total: 2,900 at its Shenzhen plant"
                           r"|:\s+", re.IGNORECASE)

#: (a number of another kind after it is no list of bare numbers: "up to £10,000 and 0.75% on any amount above"; nor is
#: a duration: "the Pixon 9 and 7 years on ...", "£149, or 5 extra years for £229"; nor a measure: "45Mbps on Fibre 65
#: and 120Mbps on Fibre 150"; nor a time: "8:40am for Key Stage 1 and 8:50am for Key Stage 2")
_NUMBER_NEXT = scan.pattern(r"(?:(?:and|or)\s+)?\d[\d,.]*(?!\d|[.,:]\d|[a-z]|\s*(?:%|per\s*cent|(?:(?:extra|more|further|additional"
                            r"|full|whole|working|calendar|consecutive)\s+)?(?:seconds?|minutes?|hours?|days?|weeks?"
                            r"|months?|years?)\b|\s?(?-i:" + "|".join(re.escape(u) for u in sorted(_MEASURES, key=len, reverse=True))
                            + r")(?![\w/])))", re.IGNORECASE)

#: only a clause this short is cut into listed pieces
MAX_LISTING_WORDS = 30

#: ... unless none of its pieces is longer than this
MAX_PIECE_WORDS = 18

# ("square" stays a word of what a price is per: "$400 per square foot")
_KINDS = ("amount", "percent", "points", "duration", "date", "month", "time", "measure", "number", "weekday", "version",
          "name")

#: a list flattened into one line by scraping, each item opened by its number and a wide gap:
#: "present in the woman: 1  She is of West African descent 2  She is between 30 and 40"
#: (spaces on its line: a field's number ending its line before a blank one is no item number, "Feed stops: 3")
_INLINE_ENUMERATION = scan.pattern(r"(?:(?<=\s)|^)\d{1,2}[.)]?[ \t]{2,}(?=[A-Z])")

#: a plural subject's verb in the present saying what it gets or does: "Registered charities receive a 25% discount",
#: "Our gas engineers cover 42 postcode districts"
#: (after a plural not in "-s" too: "Hybrid staff get", "children receive")
_PLURAL_PRESENT_VERB = scan.pattern(r"(?:(?<=[a-z]s\s)|(?<=\bstaff\s)|(?<=people\s)|(?<=children\s)|(?<=\bmen\s)|(?<=women\s)|"
                                    r"(?<=personnel\s))(?:receive|get|pay|earn|qualify|enjoy|save|cover|serve|handle|employ)\b")

#: the same verb after a plural a participle's phrase goes on about: "Family members travelling with the band pay"
_VERB_AT = scan.pattern(r"receive|get|pay|earn|qualify|enjoy|save")
_PLURAL_PARTICIPLE_VERB = scan.pattern(r"\b[A-Za-z][a-z]{2,}s\s+[a-z]{3,}ing\s+(?:[\w'’-]+\s+){1,4}?"
                                       r"(?=(?:" + _VERB_AT.pattern + r")\s+[£$€¥\d])")

_INLINE_TITLE = scan.pattern(r"([^:;.\n]{3,80}):\s+(?=(?i:the|a|an|all|each|every|our|your|this|these)\s)")

#: a short phrase opening with a preposition and holding no verb: "from Therasia."
_FRAGMENT = scan.pattern(r"(?:of|from|in|at|by|for|with|to)\s+[^\s;]+(?:\s+[^\s;]+){0,2}\s*[.!?]?\s*$")


#: a code ending in digits: "KS1", "Y6", "U15"
_CODE_END = scan.pattern(r"\b[A-Z]{1,3}\d{1,2}$")

#: dots leading from an item to its value: "Full farmhouse breakfast ... £11.50"
_LEADER_DOTS = scan.pattern(r"[ \t]*(?:\.{3,}|…)[ \t]*(?=[£$€¥]?\d)")


def _sentence_parts(evidence: str) -> list[list[str]]:
    """Sentences and lines (a list item or table row is one), each as its ``;`` / ", while" clauses."""
    out = []
    evidence = _INLINE_ENUMERATION.sub("\n", evidence)  # each flattened list item is a line of its own
    # (a menu's leader dots join an item to its price, they end no sentence: "Veggie breakfast ... £10.50")
    evidence = _LEADER_DOTS.sub(" – ", evidence)
    # (and one line of cells each a key and its value is a list of lines: "Chair: Helen Morris | Treasurer: Gareth Pugh |
    # Welfare Officer: Anita Desai")
    piped = [line for line in evidence.split("\n") if _CELL_MARK.search(line)]
    if len(piped) == 1 and _keyed_cells(piped[0]):
        evidence = evidence.replace(piped[0], "\n".join(_line_cells(piped[0])))
    # (so is one whose cells are each a key, a dash and its value, under the lead the line may open with: "Room hire (per
    # hour): Study Pod – £8 | Meeting Room (12 people) – £22 | Community Hall (60 people) – £45")
    elif len(piped) == 1 and (lines := _dash_keyed_cells(piped[0])):
        evidence = evidence.replace(piped[0], "\n".join(lines))
    # (a lead set off by a dash before the first cell of a listing is its heading: "Ticket prices – Band A £68 | Band B
    # £52 | Band C £38")
    elif len(piped) == 1 and (led := _DASH_LEAD.match(piped[0])) and _listed_cells(piped[0][led.end():]):
        evidence = evidence.replace(piped[0], f"{led.group(1)}: {piped[0][led.end():]}")
        piped = [f"{led.group(1)}: {piped[0][led.end():]}"]
    sentences = [one for whole in tx.split_sentences(tx.strip_citations(evidence)) for one in _respectively(whole)]
    # a passage opening with its title before a colon ("Warranty coverage for Voltera e-bikes: The frame is
    # covered for 5 years ..."): the title is a line of its own
    heading = _INLINE_TITLE.match(sentences[0]) if sentences else None
    # (before a word in lower case only a title dating a period is: "Summer holiday opening (19 July – 1 September): the
    # park gates open at 9:30am", not "Notice of AGM: the Annual General Meeting will be held ...", whose first clause
    # the title's words key)
    # (not a colon inside a quoted title: "Admission to 'Monet: The Water Garden Years' is £19")
    if heading and len(heading.group(1).split()) <= HEADING_WORDS and not _SUBJECT_END.search(heading.group(1)) \
            and _kinds(heading.group(1)) <= {"name", "date", "month"} \
            and (sentences[0][heading.end()].isupper() or _kinds(heading.group(1)) & {"date", "month"}) \
            and not _inside_quotes(sentences[0], len(heading.group(1))):
        sentences[:1] = [heading.group(1), sentences[0][heading.end():]]
    # (a line of cells with no other line of cells is a listing: "Tickets: Adults £14 | Concessions £11 | Under-16s £7",
    # "GCSE Maths £45/hr · A-level Maths £55/hr · 11+ preparation £40/hr")
    # (two cells are one too, after a lead and its colon: "Gutter guard installation: £12 per metre (brush type) | £18
    # per metre (mesh type)")
    # (the line up to its first sentence's end: "... flute 12 · clarinet 6. Horn and trombone players can join
    # immediately – no waiting list!")
    cells_line = tx.split_sentences(piped[0])[0] if len(piped) == 1 and piped[0].strip() else ""
    listing = cells_line.strip() if cells_line and (_listed_cells(cells_line) or _led_pair(cells_line)) else ""
    for sentence in sentences:
        sentence = _CELL_MARK.sub(", ", sentence) if listing and listing.startswith(sentence.strip()) else sentence
        parts = [_cells(part).strip(" -*•·\t") for part in (
            _CLAUSE_BREAK.split(sentence) if any(mark in sentence for mark in _CLAUSE_BREAK_MARKS) else [sentence])]
        parts = [part for part in parts if len(tx.content_words(part)) >= 1]
        for index in range(len(parts) - 1, 0, -1):
            if _FRAGMENT.match(parts[index]) and not _kinds(parts[index]) - {"name"}:
                # a phrase completing the clause before it is no clause: "the meaning is: Reap; from Therasia."
                parts[index - 1:index + 1] = [f"{parts[index - 1]}; {parts[index]}"]
            elif _SAID_OF_IT.match(parts[index]) and not _kinds(parts[index]) - {"name"} \
                    and _kinds(parts[index - 1]) - {"name"}:
                # (as is one going on about the value before it: "a deposit of £200 is required to secure it; this is
                # refunded when your child leaves")
                parts[index - 1:index + 1] = [f"{parts[index - 1]}; {parts[index]}"]
        if parts:
            out.append(parts)
    return out


#: a clause going on about what the one before it said: "this is refunded when ..."
_SAID_OF_IT = scan.pattern(r"\W*(?:this|it|which)\s+(?:is|will|can|may|must)\b", re.IGNORECASE)

_RESPECTIVELY = scan.pattern(r",?\s*\brespectively\b", re.IGNORECASE)

_LISTED_VALUE = scan.pattern(r"[£$€¥]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?%?")

_VALUE_SEPARATOR = scan.pattern(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+")

_TRAILING_SEPARATOR = scan.pattern(r"(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+|\s+)$")

_WORD_TOKEN = scan.pattern(r"[\w'-]+")

#: a thing listed before "respectively": a name of several words ("Hillcrest Academy and St Brendan's"), else one word
_RESPECTIVE_THING = (r"\b((?!(?:The|A|An|In|On|At|For|Of|By|To|With|From|And|Or|But)\b)[A-Z][\w'’.-]*"
                     r"(?:\s+[A-Z][\w'’.-]*)*|[\w'’-]+)")

_ARTICLE = r"(?:(?:the|a|an)\s+(?=[A-Z]))?"


def _respectively(sentence: str) -> list[str]:
    """A sentence pairing listed things with listed values "respectively", as one sentence per thing:
    "The Basic and Plus plans cost £60 and £96 a year respectively." -> "The Basic plans cost £60 a
    year." and "The Plus plans cost £96 a year." (else the sentence itself). The values are those
    listed right before "respectively" (a unit after the last is said of each bare one: "45 and 120
    million cubic metres"); the things, the last listing of as many single words before them."""
    marker = _RESPECTIVELY.search(sentence)
    if not marker:
        return [sentence]
    head = sentence[:marker.start()]
    # the values: separated values ending the text before "respectively", the last with its unit
    # (the last run of two or more: "saw 72% and 64% of pupils achieve a grade 4 or above, respectively")
    chain: list[re.Match[str]] = []
    for value in reversed(list(_LISTED_VALUE.finditer(head))):
        if chain and not _VALUE_SEPARATOR.fullmatch(_unit_less(head[value.end():chain[0].start()])):
            if len(chain) >= 2:
                break
            chain = []
        chain.insert(0, value)
    if len(chain) < 2:
        return [sentence]
    start = chain[0].start()
    # each value with the words it has up to the next one; a bare one takes the last one's unit
    unit = head[chain[-1].end():].strip()
    elements = [_TRAILING_SEPARATOR.sub("", head[a.start():b.start()]) for a, b in zip(chain, chain[1:], strict=False)]
    elements = [e if _WORD_TOKEN.search(e[len(v.group(0)):]) else f"{e} {unit}".strip()
                for e, v in zip(elements, chain, strict=False)] + [head[chain[-1].start():].strip()]
    # the things: the last listing of as many words before the values
    # (a later thing may have its article: "the Social Democrats and the Agrarian League")
    things = re.compile(_RESPECTIVE_THING + "".join([r",\s+" + _ARTICLE + _RESPECTIVE_THING] * (len(chain) - 2))
                        + r",?\s+(?:and|or)\s+" + _ARTICLE + _RESPECTIVE_THING + r"(?![\w'’-])")
    found = list(things.finditer(head[:start]))
    if not found or any(w.lower() in tx.STOPWORDS or w[0].isdigit() for w in found[-1].groups()) or len(
            {w[0].isupper() for i, w in enumerate(found[-1].groups()) if i or head[:found[-1].start()].strip()}) > 1:
        # (names are listed with names: "per month and the Deluxe" lists nothing; a sentence's first word
        # is capitalised by grammar: "Revenue, profit and cash")
        return [sentence]
    listing = found[-1]
    tail = sentence[marker.end():]
    return [f"{head[:listing.start()]}{thing}{head[listing.end():start]}{element}{tail}"
            for thing, element in zip(listing.groups(), elements, strict=True)]


def _unit_less(gap: str) -> str:
    """A gap between two listed values without the first one's unit words ("45 km and 120 km")."""
    return re.sub(r"^\s*[A-Za-z%°]+(?:\s+[a-z]+){0,2}(?=\s*(?:,|and\b|or\b))", "", gap)


#: what parts a line's cells: "|", or a middle dot between spaces
_CELL_MARK = scan.pattern(r"\s*\|\s*|\s+·\s+")


def _line_cells(line: str) -> list[str]:
    """The cells of one line, as ``_CELL_MARK`` parts them."""
    return [cell.strip() for cell in _CELL_MARK.split(line.strip(" |")) if cell.strip()]


def _keyed_cells(line: str) -> bool:
    """Whether a line's cells, three or more, are each a key and its value ("Treasurer: Gareth Pugh")."""
    cells = _line_cells(line)
    return len(cells) >= 3 and all(re.fullmatch(r"[^:]{1,40}:\s+\S.*", cell) for cell in cells)


#: a cell keyed by a dash, after the lead the first cell may open with: "Room hire (per hour): Study Pod – £8"
#: (a clock time's colon is no lead's: "Wed 12:30pm – Lunch & Learn")
_DASH_KEYED_CELL = scan.pattern(r"(?:([^:|–—]{1,60}):\s+)?((?:[^–—|:]|(?<=\d):(?=\d\d)){1,60}?[A-Za-z)]\s+[–—-]\s+\S.*)")

#: a listing's lead set off by a dash: "Ticket prices – "
_DASH_LEAD = scan.pattern(r"\s*([A-Za-z][^–—|:\d£$€¥]{2,40}?)\s+[–—-]\s+(?=[^|]*\d)")


def _dash_keyed_cells(line: str) -> list[str]:
    """The lines of a line of two or more cells each keyed by a dash ("Study Pod – £8"), the first cell's lead on a
    line of its own as their heading; empty when the line is no such cells."""
    cells = _line_cells(line)
    keyed = [_DASH_KEYED_CELL.fullmatch(cell) for cell in cells]
    if len(cells) < 2 or not all(keyed) or any(m.group(1) for m in keyed[1:] if m) \
            or sum(bool(_kinds(cell) - {"name"}) for cell in cells) < 2:
        return []
    lead = keyed[0].group(1) if keyed[0] else None
    return ([f"{lead}:"] if lead else []) + [m.group(2) for m in keyed if m]


def _led_pair(line: str) -> bool:
    """Whether a line is a lead and its colon before two cells stating values of a kind they share."""
    lead = re.match(r"[^:|]{3,60}:\s+", line)
    cells = _line_cells(line[lead.end():]) if lead else []
    kinds = [_kinds(cell) - {"name"} for cell in cells]
    return len(cells) == 2 and all(kinds) and bool(kinds[0] & kinds[1])


#: a thing given free, which is a price ("Members free"; not "free of charge", "free from", "free with a paying adult")
_FREE = scan.pattern(r"\bfree\b(?!\s+(?:of|from|with|to)\b)", re.IGNORECASE)


def _listed_cells(line: str) -> bool:
    """Whether a line's cells, three or more, state values of a kind they share, all but one at most: a listing, no
    table row."""
    cells = _line_cells(line)
    # (a thing that is free is priced: "Adults £18 | Concessions £16 | Under-18s free | Members free")
    kinds = [_kinds(cell) - {"name"} | ({"amount"} if _FREE.search(cell) else set()) for cell in cells]
    valued = [k for k in kinds if k]
    # (one cell may state none: "Weekend camping £189 | Day ticket £79 | Under-12s free with a paying adult")
    # (cells keyed by a dash are read as cells: "Solo coaching – £25 | Duet – £32")
    return len(valued) >= 2 and len(cells) >= 3 and len(cells) - len(valued) <= 1 and bool(frozenset.intersection(*valued)) \
        and not any(re.search(r"[A-Za-z)]\s+[–—-]\s", cell) for cell in cells)


def _cells(text: str) -> str:
    """A table row's cells apart, by a mark that is no word and no clause break: "| Berlin | 22 December |
    5 January |" must not read "22 December 5" as 5 December."""
    return tx.normalise_ws(text.replace("|", " · ")) if "|" in text else tx.normalise_ws(text)


def _sentences(evidence: str) -> list[str]:
    """Sentences and lines, then their ``;`` / ", while" clauses."""
    return [part for parts in _sentence_parts(evidence) for part in parts]


#: a later clause of one sentence this short, stating a value of a kind the first clause states, says
#: it about what the first clause is about ("team leads may approve up to $1,000; directors up to $25,000")
ELLIPTICAL_WORDS = 2

_NAMED_PLACE = scan.pattern(r"\b(?:at|in)\s+(?:the\s+)?(?:[A-Z][\w'’&-]*\s*)+")


def _elliptical_lead(first: str, part: str) -> str:
    """The first clause's lead when ``part`` leaves out what its value is about, else "". A later
    clause of its own subject ending on a bare value leaves out what the value counts, which the first
    clause says after its own: "Lena Okafor scored 27 league goals for Riverside, while Maya Tran
    added 14" - 14 league goals for Riverside."""
    shared = _listing_kinds(first) & _listing_kinds(part) - {"name"}
    if not shared:
        return ""
    # (a phrase set off after the bare value adds to it, it says nothing the value counts: "while kittens need two, given
    # three to four weeks apart" - two injections in their primary course)
    value = _SPELLED_OR_DIGIT.search(part)
    comma = part.find(", ", value.end()) if value else -1
    core = part[:comma] if comma > 0 else part
    if len(_words(core)) > ELLIPTICAL_WORDS:
        return _unopposed(_tail(first), part) if not _words(_tail(core)) else ""
    # (the lead with what its value counts: "puppies have 3 injections in their primary course, while kittens need 2")
    return f"{_lead(first, names_listed=False)} {_tail(first)}".strip()


#: a value's first mark: a digit or a number written out
_SPELLED_OR_DIGIT = scan.pattern(r"\d|\b(?:" + "|".join(tx._NUMBER_WORDS) + r")\b", re.IGNORECASE)


def _unopposed(tail: str, part: str) -> str:
    """The first clause's ``tail`` up to a word whose opposite ``part`` says: "The MSc takes 12 months to complete
    full-time, while the part-time route takes 24 months" - the part-time route's 24 months are to complete, not
    full-time."""
    said = _words(part)
    for m in re.finditer(r"[A-Za-z][\w'’]*", tail):
        if _OPPOSITE_MODIFIERS.get(_stem(m.group(0).lower()), frozenset()) & said:
            return tail[:m.start()]
    return tail


def _listing_kinds(text: str) -> frozenset[str]:
    """The kinds a piece of a listing states, names included; a year is a kind of its own ("released in
    2019, sold 95,000" lists no two numbers; "planted in 1820 and reached its height by 1900" two years)."""
    values = _values(text)
    kinds = set(_kinds(text)) | ({"name"} if values["name"] else set())
    # (a number written with a thousands separator is a count: "2,100 in manufacturing")
    years = {v for v in values["number"] if _written_year(v, text)}
    if years:
        kinds.add("year")
        if not values["number"] - years:
            kinds.discard("number")
    if _years(values["date"]):  # a dated event lists with a year's ("fell after 2008, and ... in March 2016")
        kinds.add("year")
    # (a label's number names a thing, it is no value listed: "Schedule C, Schedule F, or Form 4835")
    if "number" in kinds and values["number"] <= {_label_value(label) for word, label in _LABEL.findall(text)
                                                  if word.lower() in _LABEL_NOUNS and label[0].isdigit()}:
        kinds.discard("number")
    return frozenset(kinds)


def _in_valueless_bracket(clause: str, at: int) -> bool:
    """Whether ``at`` falls inside a bracket stating no value at all, before or after it."""
    opened, close = clause.rfind("(", 0, at), clause.find(")", at)
    return opened > clause.rfind(")", 0, at) and close > 0 and not _kinds(clause[opened + 1:close]) - {"name"}


def _note_in_bracket(clause: str, start: int, end: int) -> bool:
    """Whether the break at ``start:end`` falls inside a bracket and what follows it there states no value but names
    and years ("tastings included", "incl. our 2015 Barrel Select")."""
    if clause.count("(", 0, start) <= clause.count(")", 0, start):
        return False
    close = clause.find(")", end)
    values = _values(clause[end:close])
    return close > 0 and all(kind == "name" or kind == "number" and all(map(_is_year, values[kind]))
                             for kind in _KINDS if values[kind])


#: a heading of a few words closing on its day: "Booking rule agreed at the committee meeting, 4 April: "
_DATED_HEADING = scan.pattern(r"[^:,.;]{3,60},\s+\d{1,2}\s+(?:" + _MONTH_NAMES_RE + r")(?:\s+\d{4})?:\s+")


def _counts_in_bracket_before_verb(clause: str, start: int, end: int) -> bool:
    """Whether the break at ``start:end`` falls inside a bracket stating only counts and names, which the subject's
    verb follows once it closes: "The Mixed Bonspiel (two men, two women per rink) is $360 per team"."""
    opened = clause.rfind("(", 0, start)
    close = clause.find(")", end)
    return opened > clause.rfind(")", 0, start) and close > 0 and _VERB_AFTER_BRACKET.match(clause, end) is not None \
        and _kinds(clause[opened + 1:close]) <= {"number", "name"}


@lru_cache(maxsize=65536)
def _kinds(text: str) -> frozenset[str]:
    """The kinds of specific a piece states; a name counts only in a piece stating nothing else."""
    values = _values(text)
    return frozenset(k for k in _KINDS if values[k] and k != "name") or frozenset(k for k in _KINDS if values[k])


_LARGER_UNIT_BEFORE = scan.pattern(r"(?<![\d.])\d+(?:\.\d+)?\s*(?:hours?|hrs?|minutes?|mins?)$", re.IGNORECASE)

_SMALLER_UNIT_NEXT = scan.pattern(r"\d+(?:\.\d+)?\s*(?:minutes?|mins?|seconds?|secs?)\b", re.IGNORECASE)

#: the counts of a party a thing is for, before and after their "and": "for two adults and two children"
_PARTY_COUNT = r"(?:up\s+to\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+[a-z]+"

_PARTY_BEFORE = scan.pattern(r"(?:\b(?:for|with)\s+|\(\s*)" + _PARTY_COUNT + r"$", re.IGNORECASE)  # (or in a bracket)

#: (or after a verb saying whom the thing takes, where the piece's own value comes after them: "Family membership
#: covering two adults and up to three children is £210"; not "covers up to 2 adults and 3 children", the counts its
#: values)
_PARTY_TAKEN = scan.pattern(r"\b(?:cover(?:s|ing)?|admit(?:s|ting)?|includ(?:es|ing))\s+" + _PARTY_COUNT + r"$", re.IGNORECASE)

_PARTY_NEXT = scan.pattern(_PARTY_COUNT + r"\b", re.IGNORECASE)

_OPEN_END = scan.pattern(r"\s*(?:over|above|older|under|younger|below)\b(?!-\d)", re.IGNORECASE)  # (not "over-65s")

#: what a sentence says of all it lists after a colon: "If you need a lot of prescriptions, a prescription prepayment
#: certificate (PPC) can save you money: "
_LEAD_IN = scan.pattern(r"[^:;]+?:\s+(?=\S)")

#: a year after the word saying which: "for 2024", "in 2025/26"; or opening a title: "2024 Annual Report - Where our
#: funding comes from:"
_SCENE_YEAR = scan.pattern(r"\b(?:for|in|of|during)\s+(?:the\s+)?(?:19|20)\d\d(?:[/–-]\d\d(?:\d\d)?)?\b"
                           r"|^\s*(?:19|20)\d\d(?:[/–-]\d\d(?:\d\d)?)?\s+(?=(?-i:[A-Z]))", re.IGNORECASE)

_COPULA_END = scan.pattern(r"\b(?:is|are|was|were|be|include|includes|as\s+follows)\s*:\s*$", re.IGNORECASE)


#: a lead counting what it lists, in words, before the colon: "in three storage configurations:", "two options:"
_COUNT_OF_LISTED = scan.pattern(r"\b(?:two|three|four|five|six|seven|eight|nine|ten)\s+(?:[a-z-]+\s+){0,2}[a-z]+s\s*:\s*$")


def _lead_in(clause: str, *, over: str = "") -> str:
    """The words before a colon saying of what the rest of the clause lists (three words or more, stating no value),
    with the colon; else "". Given the later clause ``over`` it would be said of (one after a ";"), its values of kinds
    that clause does not state are its scene, no value it keys: "Saturday kick-off times at Brookfield Park:" over
    "U10–U11 matches at 10:45am", "Parents' evenings this term (5.30pm–7pm, book a 10-minute slot):" over "Oaks –
    Wednesday 22 October" (not over a clause naming its own day: "Saturday: 10am–4pm")."""
    opening = _LEAD_IN.match(clause)
    # (not one whose verb the value after the colon completes: "the meaning of the name Theresa is: Reaper")
    # (nor a key of names alone: "Pulse Buds Pro: battery life 8 hours")
    # (a number making a compound names the kind of thing, it states no value: "10-visit passes save you money:")
    # (nor does one counting the things it lists: "is available in three storage configurations:")
    # (a year it sets the scene in is no value it states: "At the AGM the new board for 2024 was confirmed:")
    if not opening or len(opening.group(0).split()) < 3:
        return ""
    stated = _kinds(_SCENE_YEAR.sub(" ", _COUNT_OF_LISTED.sub(" ", _SIZED.sub(" ", opening.group(0))))) - {"name"}
    if over:
        stated &= _kinds(over)
    if stated or _COPULA_END.search(opening.group(0)) \
            or not _words(" ".join(re.findall(r"\b[a-z][a-z'-]+", opening.group(0)))):
        return ""
    return opening.group(0)


#: who leads a thing, after it: "led by Aoife Brennan", "managed by the Hale Group"
_LED_BY = scan.pattern(r"(?:led|run|managed|headed|chaired|coached|supervised|overseen)\s+by\s+(?:the\s+)?[A-Z]")

#: names and the present verb taking a value after them: "Cinque Terre costs $850"
_NAMES_THEN_VERB = scan.pattern(r"\s*(?:[A-Z][\w'’-]*\s+)+(?:costs?|is|are|takes?|lasts?|runs?|starts?|opens?|closes?|ends?|"
                                r"begins?)\s+(?:about\s+|around\s+|from\s+|at\s+|just\s+|only\s+|on\s+|by\s+|until\s+)?"
                                r"[£$€¥\d]")

#: a verb after a comma, the one a phrase set off before it belongs to: ", was first published"
_VERB_AFTER_COMMA = scan.pattern(r",\s+(?:(?:was|is|were|are|has|had|have|will)\b|[a-z]{3,}ed\b)")

#: a bracket closed before its piece's verb: "(ages 5–15) are"
_VERB_AFTER_BRACKET = scan.pattern(r"[^()]*\)\s+(?:is|are|was|were|has|have|had|will|costs?|pays?|gets?|receives?|takes?|"
                                   r"lasts?|runs?|starts?|opens?|closes?|includes?)\b"
                                   # (or any verb in the present or the past before its object: "the three-storey Big
                                   # Kids' Frame (ages 4-11) features the astro slide")
                                   r"|[^()]*\)\s+[a-z]{3,}(?:s|ed)\s+(?:the|a|an|its|their|our|up\s+to|\d|[£$€])")

_MADE_BY = scan.pattern(r"(?:directed|produced|written|designed|conducted|choreographed|narrated|illustrated|"
                        r"composed|curated|translated)\s+by\s+(?:the\s+)?[A-Z]")


#: a verb in "-s" opening a piece, with what it takes after it: "draws on", "features a", "includes the"
_VERB_GOING_ON = scan.pattern(r"\s*[a-z]{3,}s\s+(?:on|with|from|to|in|at|by|into|the|a|an|its|their|his|her)\b")


#: a name joined to the next piece's: "Tilehurst and "
_NAME_JOINED_NEXT = scan.pattern(r"[A-Z][\w'’-]*\s+(?:and|or|&)\s*$")

#: a value taken off a thing: "20% off Off-Peak Day Return tickets", "£5 off any gift card"
_OFF_A_THING = scan.pattern(r"[£$€¥]?\d[\d,.]*\s*(?:%|per\s+cent\b)?\s+off\s+(?:the\s+|all\s+|any\s+)?[A-Za-z]")

#: a value and the three words after it: "8.4% of patients in"
_VALUE_THEN_WORDS = scan.pattern(r"[£$€¥]?\d[\d,.]*\s*(?:%|per\s+cent\b)?((?:\s+[A-Za-z'’-]+){3})")


#: the words bounding a value, right before it: "up to ", "at least "
_BOUND_BEFORE = scan.pattern(r"\b(up\s+to|at\s+least|no\s+more\s+than|a\s+maximum\s+of|a\s+minimum\s+of|at\s+most|"
                             r"under|over)\s+[£$€¥]?$", re.IGNORECASE)


def _values_said_alike(pieces: list[str]) -> bool:
    """Whether each piece says its first value with the same words after it, a structure to trust however long the
    pieces are: "... occurred in 8.4% of patients in the finerolide group and 11.5% of patients in the placebo group"."""
    said = []
    # (so does each piece taking its value "off" a thing of its own: "20% off Off-Peak Day Return tickets anywhere on
    # the network and 10% off food and drink at our cafés")
    firsts = [_first_value(piece, 0) for piece in pieces]
    if len(pieces) >= 2 and all(first is not None and _OFF_A_THING.match(piece, first.start())
                                for piece, first in zip(pieces, firsts, strict=True)):
        return True
    # (and so does each piece bounding its value by the same words after a thing of its own: "spaces for RVs up to 40
    # feet and boats (on trailers) up to 30 feet")
    bounds = [_BOUND_BEFORE.search(piece, 0, first.start()) if first is not None else None
              for piece, first in zip(pieces, firsts, strict=True)]
    said_bounds = [(piece, bound) for piece, bound in zip(pieces, bounds, strict=True) if bound is not None]
    if len(pieces) >= 2 and len(said_bounds) == len(pieces) and all(
            bound.group(1).lower().split() == said_bounds[0][1].group(1).lower().split() and _words(piece[:bound.start()])
            for piece, bound in said_bounds):
        return True
    for piece in pieces:
        first = _first_value(piece, 0)
        words = _VALUE_THEN_WORDS.match(piece, first.start()) if first else None
        if words is None:
            return False
        said.append(words.group(1).lower().split())
    return len(said) >= 2 and all(words == said[0] for words in said) and bool(tx.content_words(" ".join(said[0])))


def _inside_names_bracket(text: str, at: int) -> bool:
    """Whether ``at`` falls inside a bracket listing names only: "Short stay car parks (Market Square and Bridge Road)"
    (or months: "Summer holiday bookings (July and August) open on 2 January")."""
    opened = text.rfind("(", 0, at)
    closed = text.find(")", at)
    return opened > text.rfind(")", 0, at) and closed > 0 and "(" not in text[at:closed] \
        and _kinds(text[opened + 1:closed]) <= {"name", "month"} and bool(_CAPITALISED.search(text[opened + 1:closed]))


def _another_of_its_kind(condition: str, piece: str) -> bool:
    """Whether ``piece`` names a thing by a word the condition ends a name of another modifier with ("a lorry test"
    where the condition says "an extended test")."""
    said = re.findall(r"[a-z]+", condition.lower())
    before = {word: {said[k - 1] for k in range(1, len(said)) if said[k] == word} for word in said}
    words = re.findall(r"[a-z]+", piece.lower())
    return any(head in before and first not in said and first not in tx.STOPWORDS and before[head] - tx.STOPWORDS
               and len(head) > 2 for first, head in zip(words, words[1:]))


#: a bracket opening with "or" that the clause goes on after: "... before a short break (or 7 days before a day trip) and"
_ALTERNATIVE_BRACKET = scan.pattern(r"\s*\((or\s+[^()]+)\)(?=\s*[A-Za-z])")


def _alternative_last(clause: str) -> str:
    """The clause with a bracketed alternative of a value it states moved to its end, where the clause goes on after it:
    "at least 14 days before a short break (or 7 days before a day trip) and offer you a full refund" is read as "at least
    14 days before a short break and offer you a full refund, or 7 days before a day trip"."""
    bracket = _ALTERNATIVE_BRACKET.search(clause)
    if not bracket or not _kinds(bracket.group(1)) - {"name"} & _kinds(clause[:bracket.start()]):
        return clause
    rest = clause[bracket.end():]
    end = re.search(r"[\s.;:!?]*$", rest)
    closing = end.group(0) if end else ""
    return f"{clause[:bracket.start()]}{rest[:len(rest) - len(closing)]}, {bracket.group(1)}{closing}"


def _words_before_listing(piece: str, kinds: frozenset[str]) -> int:
    """How many words of a listing's first piece come before the comma its values of ``kinds`` follow, where they state
    none of them ("Our shepherd's hut ... private shower room, | priced at £85 per night in low season and"); 0 if none."""
    if not kinds:
        return 0
    for comma in reversed(list(re.finditer(r",\s+", piece))):
        if _LISTING_OPENS.match(piece, comma.end()) and not _kinds(piece[:comma.start()]) & kinds \
                and _kinds(piece[comma.end():]) & kinds:
            return len(piece[:comma.start()].split())
    return 0


#: a phrase opening a listing of values after what its subject is: "priced at", "costing", "charged from"
_LISTING_OPENS = scan.pattern(r"(?:[a-z]+ed\s+(?:at|from|for)|costing|charging|starting\s+(?:at|from))\s", re.IGNORECASE)


#: an aside between spaced dashes, stating no value: " - which includes a written quiz and a practical test - "
_DASHED_ASIDE = scan.pattern(r"\s[-–—]\s[^-–—\d£$€¥%]{3,160}?\s[-–—]\s")


#: a bracket's words after its opening, a clause saying a value of a thing with a verb of its own: "tableware hire is a
#: further £6 per head)."
_OWN_BRACKETED_CLAUSE = scan.pattern(r"\s*(?:[a-z][\w'’-]*\s+){1,4}(?:is|are|costs?|adds?|will\s+be)\s+[^()]*[£$€¥\d]"
                                     r"[^()]*\)\W*")


@memoised_copies(list)
def _pieces(clause: str) -> list[tuple[str, str]]:
    """A clause listing several values of one kind, cut before each: (piece, lead it inherits).

    Cuts fall only where the pieces on both sides state a value of a shared kind, so "In 2024,
    revenue grew 12%" stays whole while "92% at full load and 78% at half load" is cut.
    """
    # (a bracketed alternative set inside the clause is said after the rest of it, which is the main case's: "we'll let
    # you know at least 14 days before a short break (or 7 days before a day trip) and offer you a full refund")
    clause = _alternative_last(clause)
    # a list of bare numbers ("boxes 1,2,3, and 5") is one value list, not pieces about different things
    # (nor is a span "between April and October")
    # a sentence opening with what the rest lists ("Sports equipment is charged per item each way: a golf bag costs
    # €50, a bicycle €75") says it of each piece
    opening = _lead_in(clause)
    if opening:
        listed = _pieces(clause[len(opening):])
        if len(listed) > 1:
            return [(opening, "")] + [(piece, f"{opening} {lead}".strip()) for piece, lead in listed]
    # (and so does a condition opening the sentence, however long, past a clause's number: "9.1 If a bike is not returned
    # to a docking station within 24 hours of hire, we may charge you up to £300 for a classic bike or up to £1,200 for
    # an e-bike" - the condition is the e-bike's as much as the classic bike's)
    numbered = _CLAUSE_NUMBER.match(clause)
    condition = _CONDITION_OPENING.match(clause, numbered.end() if numbered else 0)
    if condition and len(condition.group(0).split()) > OPENING_WORDS:
        listed = _pieces(clause[condition.end():])
        if len(listed) > 1:
            opening = clause[:condition.end()]
            # (not a piece naming another thing of the kind the condition names: "If a court has ordered you to take an
            # extended test, allow about 70 minutes, and for a lorry (category C) test about 90 minutes")
            return [(opening, "")] + [(piece, lead if _another_of_its_kind(opening, piece) else f"{opening} {lead}".strip())
                                      for piece, lead in listed]
    # (nor is a weekday and its date: "on Thursday, February 6, 2025")
    inserted = _insertions(clause) + [(m.start(), m.end()) for m in _DAY_AND_DATE.finditer(clause)] \
        + _breakdown_brackets(clause) \
        + [(m.start(), m.end(1)) for m in _SHARE_BRACKET.finditer(clause)] \
        + [m.span() for m in _DASHED_ASIDE.finditer(clause)]
    # (the sum per head: "£40 in total (£20 per child)"; an aside set off by dashes: "and Gold - which includes a written
    # quiz and a practical test - typically 20 sessions" lists nothing)
    # (nor is a name its bracketed initials spell: "the Engineering and Physical Sciences Research Council (EPSRC)")
    if "(" in clause:
        inserted += [(start, start + len(long_form)) for abbreviation, long_form in _abbreviations(clause).items()
                     if (start := clause.rfind(long_form, 0, clause.find(f"({abbreviation}"))) >= 0]
    # (a closing phrase stating no value lists nothing of the clause's: "..., mainly reflecting the increase in the National
    # Living Wage and employer National Insurance")
    closing_phrase = _CLOSING_PHRASE.search(clause)
    closing_at = closing_phrase.start() if closing_phrase and _kinds(closing_phrase.group(0)) <= {"name"} \
        and not closing_phrase.group(0).lstrip().startswith(("-", "—", "–")) else len(clause)
    bounds = [0] + [m.end() for m in _LIST_BREAK.finditer(clause)
                    if m.start() <= closing_at
                    # (a code's digits end no list of numbers: "12:15–12:45pm for KS1 and 12:50–1:20pm for KS2")
                    if not (clause[:m.start()][-1:].isdigit() and not _CODE_END.search(clause, 0, m.start())
                            and _NUMBER_NEXT.match(clause, m.end()))
                    # (unless a "between" of things, no values, has one of its own after, the same said of another
                    # pair: "at least 4 hours between doses of paracetamol and at least 6 hours between doses of
                    # ibuprofen")
                    and not (m.group(0).strip() == "and" and (between := _BETWEEN.search(clause, 0, m.start()))
                             and not (not re.search(r"\d", between.group(0))
                                      and re.search(r"\bbetween\b", clause[m.end():], re.IGNORECASE)))
                    # (nor the counts of whom a thing is for: "a family ticket for two adults and two children is £310")
                    and not (m.group(0).strip() == "and" and _PARTY_BEFORE.search(clause, 0, m.start())
                             and _PARTY_NEXT.match(clause, m.end()))
                    and not (m.group(0).strip() == "and" and _PARTY_TAKEN.search(clause, 0, m.start())
                             and (party := _PARTY_NEXT.match(clause, m.end())) is not None
                             and _kinds(clause[party.end():]) - {"number", "name"})
                    # (nor an open span's end: "Children aged three and over")
                    and not _OPEN_END.match(clause, m.end())
                    # (nor two doings said of one thing by one agent: "was supplied and installed by Starfield Optics")
                    and not (m.group(0).strip() == "and" and _PARTICIPLE_BEFORE.search(clause, 0, m.start())
                             and _PARTICIPLE_BY_NEXT.match(clause, m.end()))
                    # (nor the commas around what is said of a subject before its verb: "and Terminal 3, which
                    # opened in 2019, has 22 gates"; "Dr Priya Raman, from the UK Centre ..., warned that ...")
                    and not (m.group(0).startswith(",") and _around_insertion(clause, m.start(), m.end()))
                    # (nor the colon of a title's subtitle: "Creative Writing: Short Stories is taught by ...")
                    and not ((subtitled := _SUBTITLED.match(clause)) and subtitled.end(1) == m.start())
                    # (nor anything inside a quoted title: "Admission to 'Hokusai: Beyond the Great Wave' is £18")
                    and not _inside_quotes(clause, m.start())
                    # (nor inside a bracket naming the things the piece is of: "Short stay car parks (Market Square and
                    # Bridge Road) have a maximum stay of 3 hours")
                    and not _inside_names_bracket(clause, m.start())
                    # (nor inside a bracket whose rest states nothing: "the Vineyard Trail (4 hrs, tastings included)
                    # is led by Tom Whitaker")
                    # (nor an "and" / "or" inside one stating no value at all: "an outfit (car and caravan, or
                    # motorhome) up to 9 metres long")
                    and not ((m.group(0).startswith(",") or _in_valueless_bracket(clause, m.start()))
                             and _note_in_bracket(clause, m.start(), m.end()))
                    # (nor inside a bracket counting what makes up the subject its verb follows: "The Mixed Bonspiel (two
                    # men, two women per rink) is $360 per team")
                    and not (m.group(0).startswith(",") and _counts_in_bracket_before_verb(clause, m.start(), m.end()))
                    and not any(start < m.start() < end for start, end in inserted)
                    # (nor the comma before the name of a role just said: "handled by our Head of Billing, Daniel
                    # Okafor, who will respond within ten working days")
                    and not (m.group(0).startswith(",") and _NAME_OF_ROLE.match(clause, m.end()))
                    # (nor the words of a compound the "and" shares: "parents of 3- and 4-year-olds")
                    and not (m.group(0).strip() in ("and", "or") and clause[:m.start()].endswith("-"))
                    # (nor days or months listed for one value: "Saturday and Sunday 09:00-20:00", "by 5pm in April, May
                    # and September")
                    and not (_DAY_BEFORE.search(clause, 0, m.start()) and _DAY_NEXT.match(clause, m.end()))
                    # (nor the days of one event over a month's days: "over Saturday 1 and Sunday 2 March")
                    and not (m.group(0).strip() == "and" and _DAY_OF_MONTH_BEFORE.search(clause, 0, m.start())
                             and _DAY_OF_THE_MONTH_NEXT.match(clause, m.end()))
                    # (nor names listed for one thing said of them all: "..., French, German and Italian by the Continental
                    # team, and ...")
                    and not (m.group(0).strip() in (",", "and", "or") and _LISTED_NAME_BEFORE.search(clause, 0, m.start())
                             and _LISTED_NAME_NEXT.match(clause, m.end()))
                    # (nor the comma between the parts of one address: "moves to Unit 6, Canal Wharf on 14 April 2025")
                    and not (m.group(0).startswith(",") and _ADDRESS_PART.search(clause, 0, m.start())
                             and _ADDRESS_NEXT.match(clause, m.end()))
                    # (nor the commas around a role in lower case said of a name before its verb: "Sarah Whitfield, our
                    # head instructor, is a BHS Stage 4 coach who teaches all the dressage clinics")
                    and not (m.group(0).startswith(",") and _around_lower_role(clause, m.start(), m.end()))
                    # (nor the comma before the role of a name just said: "led by Priya Raman, Head of Active Travel at
                    # the city council")
                    and not (m.group(0).startswith(",") and _ROLE_OF_NAME.match(clause, m.end())
                             and _NAME_BEFORE.search(clause, 0, m.start()))
                    # (nor the comma before who leads what was just named: "our Dublin team, led by Aoife Brennan")
                    and not (m.group(0).startswith(",") and _LED_BY.match(clause, m.end())
                             and re.search(r"\b[a-z]{3,}$", clause[:m.start()]))
                    # (or who made the work just named: "a new production of A Streetcar Named Desire, directed by
                    # Priya Ramanathan")
                    # (not where it is set off before the verb: "The novel The Salt Orchard, written by the Portuguese
                    # author Inês Carvalho, was first published in Lisbon")
                    and not (m.group(0).startswith(",") and (made := _MADE_BY.match(clause, m.end()))
                             and re.search(r"\b[A-Za-z][\w'’-]+$", clause[:m.start()])
                             and not _VERB_AFTER_COMMA.search(clause, made.end()))
                    # (nor a bracket holding only the value of the words before it: "or a full day (8 hours)")
                    and not ("(" in m.group(0) and _BRACKETED_VALUE.match(clause, m.end())
                             and re.search(r"[a-z]$", clause[:m.start()]))
                    # (nor the comma closing an opening phrase that states only names, under what or after what the
                    # clause holds: it is no item of the clause's listing - "Under the Section 106 agreement signed this
                    # week, the developer has committed £1.2 million towards a new primary school, £340,000 for ..."; a
                    # place or a case is, where others are set against it: "For penalties issued in London, appeals go
                    # to London Tribunals")
                    and not (m.group(0).startswith(",") and (scene := _FRAMING_PHRASE.match(clause)) is not None
                             and clause.rfind(",", 0, scene.end()) == m.start()
                             and len(scene.group(0).split()) <= OPENING_WORDS + 2
                             and not _CLAUSE_IN_PHRASE.search(scene.group(0))
                             and _listing_kinds(scene.group(0)) <= {"name"})
                    # (nor the comma closing an opening that names the clause's thing by its time: "For the 7:30pm
                    # Candlelit Yin, check-in closes at 7:25pm")
                    and not (m.group(0).startswith(",") and (timed := _TIMED_NAME_OPENING.match(clause)) is not None
                             and timed.end() - 1 == m.start())
                    # (a bracket after no value is no value of another: "ECON2050 Public Finance (20 credits)")
                    and not ("(" in m.group(0) and _kinds(clause[:m.start()]) <= {"name"})
                    # (nor one its piece's verb follows: "and child tickets (ages 5–15) are $25" says who they are for)
                    and not ("(" in m.group(0) and _VERB_AFTER_BRACKET.match(clause, m.end()))
                    # (nor a duration told in two units: "needed just 1 hour and 28 minutes"; a range's end is
                    # none: "for shifts of 6–8 hours and 45 minutes for ...")
                    and not ((larger := _LARGER_UNIT_BEFORE.search(clause, 0, m.start()))
                             and not _RANGE_BEFORE.search(clause, 0, larger.start())
                             and _SMALLER_UNIT_NEXT.match(clause, m.end()))]
    if len(bounds) == 1:
        return [(clause, "")]
    merged: list[tuple[str, frozenset[str]]] = []
    # a piece opening a new item with "and" before its value ("..., and her breakthrough single, Paper
    # Moon, in 2012"; "..., and major services like crowns and bridges at 50%") waits for the piece that
    # states it, instead of joining the one before
    pending = ""
    ends = bounds[1:] + [len(clause)]
    for start, end in zip(bounds, ends, strict=True):
        piece = pending + clause[start:end]
        pending = ""
        kinds = _listing_kinds(piece)
        # (so does a day opening the next item before its hours: "Monday to Friday, 8am to 8pm, and Saturday, 9am to 5pm")
        if (merged and end < len(clause) and _NEW_ITEM.match(piece)
                and (not (kinds - {"name"}) & merged[-1][1] or _DAY_ITEM.fullmatch(piece) is not None)
                and any(merged[-1][1] & _listing_kinds(clause[end:later]) for later in ends if later > end)):
            pending = piece
            continue
        # (and so does a thing whose value the bracket opening after it gives: "'The Salt Path' (due 4 May) and
        # 'Atomic Habits' (due 11 May)")
        if merged and end < len(clause) and kinds <= {"name"} and piece.rstrip().endswith("(") \
                and _kinds(clause[end:]) - {"name"}:
            pending = piece
            continue
        # (and so does a thing listed with the next one after a comma: "gowns 40% off, veils and headpieces 20% off")
        if (merged and end < len(clause) and not kinds and _JOINED_NEXT.search(piece) and len(piece.split()) <= 3
                and piece.strip()[:1].islower() and merged[-1][0].rstrip().endswith(",")
                and any(merged[-1][1] & _listing_kinds(clause[end:later]) for later in ends if later > end)):
            pending = piece
            continue
        # (and so do names joined by "and" to the next after a comma: "on Mondays, Tilehurst and | Calcot on Tuesdays")
        if (merged and end < len(clause) and kinds <= {"name"} and _NAME_JOINED_NEXT.search(piece)
                and merged[-1][0].rstrip().endswith(",") and len(piece.split()) <= 5
                and any((merged[-1][1] - {"name"}) & _listing_kinds(clause[end:later]) for later in ends if later > end)):
            pending = piece
            continue
        # a piece too short to say what its value is about ("or two", "and 5") stays with the last
        # ("and Start Menu" in a list of names, too; "Europe by 6%" says its value of Europe)
        # (a code says what as a word does: "and the under-13s by Priya Shah")
        named_only = not _words(piece) - tx.content_words(" ".join(_CAPITALISED.findall(piece))) and not _says_code(piece)
        # but one keyed by a value or a month of its own is a piece ("..., and after ten years to 30 days",
        # "October 98 mm, November 121 mm")
        keyed_by_value = (sum(len(v) for k, v in _values(piece).items() if k != "name")
                          + len(_MONTH_WORD.findall(piece))) > 1
        # (a name listed with the one before in a subject is none: "Customers in Scotland and Northern Ireland will
        # follow on 30 September 2025")
        # (what an opening phrase says before it is no part of the subject: "Because of limited space, however, the Medicine
        # and Veterinary Science talks admit only one guest per student")
        last = merged[-1][0] if merged else ""
        subject_part = last.rpartition(", ")[2] if _OPENING_ASIDE.match(last) else last
        subject_listing = bool(merged) and merged[-1][1] == {"name"} and re.search(r"\sand\s*$", last) \
            and not _OWN_VERB.search(subject_part) and len(subject_part.rpartition(": ")[2].split()) <= 6 \
            and (piece[:1].isupper() or len(merged) == 1)  # ("Full-time students and people on Universal Credit receive")
        # (names each keyed by another are pieces, not one subject: "the Regal Picturehouse in Bath and the Electric Palace
        # in Hastings")
        subject_listing = subject_listing and not (_name_pair(piece) and _name_pair(merged[-1][0]))
        # (nor is the last name of a listing in a subject without a verb, its verb after it: "An optional excursion
        # package with weekend trips to Rome, Venice and Cinque Terre costs $850")
        subject_listing = subject_listing or bool(merged) and re.search(r"(?:,|\sand)\s*$", merged[-1][0]) is not None \
            and not _OWN_VERB.search(merged[-1][0]) and not (kinds - {"name"}) & (merged[-1][1] - {"weekday"}) \
            and _NAMES_THEN_VERB.match(piece) is not None
        # (names keyed by names are pieces: "Lisbon by Carla Mendes, Porto by Rui Santos")
        # (a closing piece with a subject and a verb of its own stating nothing is a clause of its own: "..., and tickets
        # bought in person at the box office have no booking fee")
        closing_clause = not kinds and end == len(clause) and re.match(r"\s*(?:and|but)\s", piece) is not None \
            and _own_clause(piece)
        # (and so is one saying there is or is none of a thing, naming no more than names, wherever it stands: "Christmas
        # Eve has a single matinee at 12 noon, | there are no performances on Christmas Day or Boxing Day, | and from 27
        # December to 5 January shows are at 11am and 3pm")
        closing_clause = closing_clause or bool(merged) and kinds <= {"name"} and _THERE_IS.match(piece) is not None
        # (a verb of the last piece's subject going on after its "and", naming no more than names, says more of it: "which
        # runs for ten weeks and draws on the Fenwick map collection")
        going_on = bool(merged) and kinds <= {"name"} and re.search(r"(?<!,)\sand\s*$", merged[-1][0]) is not None \
            and _VERB_GOING_ON.match(piece) is not None
        # (an item opening with the word the item before opened with is an item of its own, whatever it states: "free
        # for children under 18, for young people under 19 in full-time education, and for women who are pregnant")
        opens, opened = _ITEM_PREPOSITION.match(piece), _ITEM_PREPOSITION.match(merged[-1][0]) if merged else None
        parallel = bool(opens and opened and opens.group(1).lower() == opened.group(1).lower())
        # (and the piece after such a clause opens one of its own: "..., | and from 27 December to 5 January shows are at
        # 11am and 3pm")
        after_there_is = bool(merged) and merged[-1][1] <= {"name"} and _THERE_IS.match(merged[-1][0]) is not None \
            and bool(kinds - {"name"})
        if merged and not parallel and not after_there_is and (
                       subject_listing or going_on or not (kinds & merged[-1][1]) and not closing_clause
                       or not (_says_what(piece) or keyed_by_value) and not closing_clause
                       or (named_only and not kinds - {"name"}
                           and not (_name_pair(piece) and _name_pair(merged[-1][0]))
                           # (the first item after a heading: "partner venues: the Regal Picturehouse in Bath and the
                           # Electric Palace in Hastings")
                           and not (_name_pair(piece) and merged[-1][0].rstrip().endswith(":")))):
            merged[-1] = (merged[-1][0] + piece, merged[-1][1] | kinds)
        else:
            merged.append((piece, kinds))
    # a leading piece without any specific ("Prices are as follows, ...") belongs to the next one, and
    # so does an opening phrase saying when or for whom ("After five years of service, the allowance
    # increases to 25 days"): it sets the condition of the clause it opens, it is no item of a list
    # (and so does the whole a share is of: "Of the 1,215 plant species assessed, 342 are endangered")
    # (as does the source it is all according to: "According to Calloway Realty's Q2 2024 report, ...", and a
    # key naming the one value after it by a number of its name: "2.0 TDI diesel: 115 PS")
    key_of_one = len(merged) == 2 and merged[0][0].rstrip().endswith(":") and merged[0][1] <= {"number"} \
        and re.search(r"[A-Za-z]{2}", merged[0][0]) is not None
    if len(merged) > 1 and (not merged[0][1] or key_of_one or _ATTRIBUTION.fullmatch(merged[0][0]) or (
            (_OPENING_PHRASE.match(merged[0][0]) and not _OWN_VERB.search(merged[0][0])
             # (a plain present verb is a subject's own too: "On Saturdays tours run at 12pm and 3pm, and the tap room
             # closes at 11pm" lists the tours' times and the tap room's)
             and not _PLAIN_PRESENT.search(merged[0][0])
             or _PARTITIVE_OPENING.match(merged[0][0])) and len(merged[0][0].split()) <= OPENING_WORDS)):
        merged[1] = (merged[0][0] + merged[1][0], merged[1][1])
        merged.pop(0)
    # a clause opening with a heading of its own ("Children aged 6 to 12: take 1 tablet every 4 hours, no
    # more than 4 tablets in 24 hours") lists the rest about it: each piece of the rest keeps the lead it
    # has there ("take") and inherits the heading too
    heading = merged[0][0]
    if heading.rstrip().endswith(":") and len(merged) > 2:
        return [(heading, "")] + [(piece, f"{heading} {lead}") for piece, lead in _pieces(clause[len(heading):])]
    # (and a key stating values of its own keys the one piece after it whole: "Points earned July–December 2025:
    # expire 30 June 2026")
    if heading.rstrip().endswith(":") and len(merged) == 2:
        return [(heading, ""), (merged[1][0], heading)]
    # a long run-on (badly segmented text, a list of steps) does not have a structure to trust, unless
    # it is a list of short pieces ("46% said they commute by car, 31% use public transport, 14% cycle ...")
    # (a closing phrase stating nothing is no part of its length: "..., compared with £71 million in the same quarter
    # last year, reflecting higher working capital investment ahead of the peak season")
    closing = _CLOSING_PHRASE.search(merged[-1][0])
    closing_words = len(closing.group(0).split()) if closing and not _kinds(closing.group(0)) else 0
    # (nor one said of every piece, whatever it states: "..., both from 6pm to 8pm")
    shared = _SHARED_CLOSING.search(merged[-1][0]) if len(merged) > 1 else None
    closing_words = max(closing_words, len(shared.group(0).split()) if shared else 0)
    # (nor a closing relative clause saying more of the last thing: "... and £4 per day in the long-stay car park, which
    # is a five-minute walk away")
    relative = _CLOSING_RELATIVE.search(merged[-1][0]) if len(merged) > 1 else None
    # (and one listing what the last thing adds, stating no value: "..., and a Major service every 24 months, which adds
    # brake fluid, spark plugs and a new cabin filter")
    if not relative and len(merged) > 1 and (listing := _CLOSING_RELATIVE_LISTING.search(merged[-1][0])) \
            and _kinds(listing.group(0)) <= {"name"}:
        relative = listing
    closing_words = max(closing_words, len(relative.group(0).split()) if relative else 0)
    # (nor is an opening phrase saying when or where: "From April 2024, patients in England ... are charged £26.80 for a
    # Band 1 course of treatment and £73.50 for a Band 2 course of treatment")
    # (nor a short heading, nor the condition of all: "Rent-to-buy: if you decide to buy your rented piano, 75% of the
    # rental paid in the first year is deducted from the purchase price, falling to 50% in the second year")
    # (a heading may close on the day it is of: "Booking rule agreed at the committee meeting, 4 April: when ...")
    short_heading = re.match(r"[^:,]{1,30}:\s+", merged[0][0]) or _DATED_HEADING.match(merged[0][0])
    after_heading = merged[0][0][short_heading.end() if short_heading else 0:]
    opening_phrase = _OPENING_PHRASE_START.match(after_heading) or _CONDITION_OPENING.match(after_heading)
    opening_words = (len(opening_phrase.group(0).split()) if opening_phrase and len(opening_phrase.group(0).split())
                     <= OPENING_WORDS else 0) + (len(short_heading.group(0).split()) if short_heading else 0)
    # (nor is what the subject is or has before the comma its listing opens after, stating none of the listed kinds: "Our
    # shepherd's hut is for two adults only and has a double bed, wood-burner and private shower room, | priced at £85 per
    # night in low season and £110 in high season")
    listed_kinds = merged[0][1] & frozenset().union(*(kinds for _, kinds in merged[1:])) - {"name"} \
        if len(merged) > 1 else frozenset()
    opening_words = max(opening_words, _words_before_listing(merged[0][0], listed_kinds))
    # (nor are examples in brackets: "£70 for higher-level contraventions (such as parking on a yellow line during
    # restrictions) and £50 for lower-level contraventions (such as overstaying in a pay-and-display bay)")
    # (nor an aside in brackets said of the subject before any value: "our Hounslow High Street branch (a five-minute
    # drive from the airport) opens from 8am to 6pm Monday to Saturday and from 10am to 4pm on Sundays")
    # (nor any note in brackets, a clause stating no value: "for up to 6 months in the case of pregnancy or serious injury
    # (a doctor's note is required), and for up to 3 months if they are working or studying abroad")
    def length(text: str) -> int:
        # (and an aside between dashes: "and Gold - which includes a written quiz and a practical test in front of an
        # external examiner - typically 20 sessions")
        return len(_VALUELESS_BRACKET.sub("", _ASIDE_BEFORE_VALUES.sub(r"\1 ", _EXAMPLES_BRACKETED.sub(
            " ", _DASHED_ASIDE.sub(" ", text)))).split())

    # (clauses each with a subject and a verb of its own are a structure to trust however long: "Children under 8 qualify
    # ... if they live more than 2 miles from their nearest suitable school, and children aged 8 to 16 qualify if ..."; so
    # are three or more: "diagnostics are on Tuesdays, four-wheel alignment is on Wednesdays, and clutch jobs are booked
    # on Mondays because ...")
    if len(merged) == 1 or (length(clause) - closing_words - opening_words > MAX_LISTING_WORDS
                            and max(length(piece) - (closing_words if index == len(merged) - 1 else 0)
                                    - (opening_words if index == 0 else 0)
                                    for index, (piece, _) in enumerate(merged)) > MAX_PIECE_WORDS
                            and not (len(merged) >= 2 and all(_own_clause(merged[i][0], merged[i - 1][0])
                                                               for i in range(1, len(merged)))
                                     and re.match(r"\s*and\s", merged[-1][0]) is not None)
                            # (nor two doings of one subject, the second after "and" and its modal: "Your puppy can come
                            # for its first introduction from 12 weeks old, as long as ..., and can have its first full
                            # groom from 6 months old")
                            and not (len(merged) == 2 and _MODAL_DOING_NEXT.match(merged[1][0]))
                            # (nor a last item opening on its value, the rest left to be read from the first: "run free
                            # checks every Tuesday from 12:00 to 14:00 outside the Central Library ..., and every Friday at
                            # the university's campus")
                            and not (len(merged) == 2 and merged[0][0].rstrip().endswith(",")
                                     and _opens_on_value(merged[1][0], listed_kinds))
                            and not _values_said_alike([piece for piece, _ in merged])
                            # (nor is a closing bracket saying another thing's value with a verb of its own, however
                            # long the rest: "..., in which case a kitchen fee of £12 per head applies (tableware hire
                            # is a further £6 per head).")
                            and not (len(merged) == 2 and merged[0][0].rstrip().endswith("(")
                                     and _OWN_BRACKETED_CLAUSE.fullmatch(merged[1][0]))):
        return [(clause, "")]
    # a listing keyed by names or labels ("Dubai 7 hours, Singapore 13 hours") keeps no key in its lead
    # (a month and its year are no label: "balance due 1 January 2026")
    # (nor a day of the week before a date: "reopen on Monday 17 March")
    keyed = all(any(m.group(1).lower() not in tx._MONTHS and m.group(1).lower() not in _WEEKDAYS | _SHORT_WEEKDAYS
                    for m in _LABEL.finditer(piece)) for piece, _ in merged)
    # (its names are keys where a later piece names its own before its value: "Europe by 6%"; one naming them
    # after its value keeps the lead's: "SkyBridge will operate 10 flights a week between Dublin and Lisbon
    # and 4 flights a week between Dublin and Porto")
    # (a source the first piece opens with is every piece's, before the lead: "According to the 2025 review,")
    source = _ATTRIBUTION.match(merged[0][0])
    # (so is a short heading the first piece opens with, names and all, where it names a thing: "Autumn Bouldering
    # League 2024: qualifier rounds run on Saturday 14 September, with the final on Saturday 12 October" - the final is
    # the league's; "Line 2: first departure ..., last return ..."; a field's label is none: "Manufacturer: Brevik
    # Laboratories GmbH, Hafenstraße 21, 20457 Hamburg" - the address is no manufacturer)
    names_listed = keyed or "name" in (merged[0][1] & merged[1][1]) and _names_first(merged[1][0])
    # (and so is one holding the first value, which would leave the lead nothing: "October half-term: booking opens at
    # 8 am on 1 September for members and on 8 September for everyone else")
    first_at = _first_value(merged[0][0], 0)
    titled = short_heading if short_heading and not source and len(short_heading.group(0).split()) >= 2 and (
        names_listed or (first_at is not None and first_at.start() < short_heading.end()
                         and _first_value(merged[0][0], short_heading.end()) is not None)) else None
    lead = _lead(merged[0][0][source.end() if source else titled.end() if titled else 0:], names_listed, listed_kinds)
    lead = f"{source.group(0)}{lead}" if source else f"{titled.group(0)}{lead}" if titled else lead
    # a word or two between a colon and the first value key the first piece alone: "Tyre pressures: front
    # 2.3 bar, rear 2.1 bar" - the rear is no front ("Grades: the exam counts for 60%, ..." says more), where the later
    # pieces name keys of their own ("Membership benefits: Members receive 15% off all classes and 10% off commissions":
    # members receive the 10% too)
    heading, colon, key = lead.partition(": ")
    lead = heading + ":" if colon and len(key.split()) <= 2 and (not key.strip() or all(
        (value := _first_value(piece, 0)) is None or _words(piece[:value.start()]) for piece, _ in merged[1:])) else lead
    # what the first value is said of after it ("60% of the final mark") holds for a later piece that
    # says nothing after its own ("the project for 30%"), not for one that does ("3 months for contractors")
    tail = _tail(merged[0][0])
    # (a named place closing the last piece after what its value is of, where no other piece names one, is where every
    # piece holds: "Members receive 15% off birthday party bookings and 10% off holiday club places at Cedar Lane Sports
    # Centre"; one right after its value is that piece's own: "£10 online and £12 at the Grand Theatre box office")
    closing_place = _CLOSING_PLACE.search(merged[-1][0])
    shared_place = closing_place.group(1) if closing_place and not any(
        _NAMED_PLACE.search(piece) for piece, _ in merged[:-1]) and _words(
        _VALUE_TEXT.sub(" ", merged[-1][0][:closing_place.start()]).split("%")[-1]) else ""
    # (a piece comparing its value with the first's says it of what the first piece says it of, for its own thing:
    # "87% of respondents rated the pool as good, compared with 72% for the changing rooms")
    def lead_of(piece: str, at: int) -> str:
        if _CHANGE_OF_IT.match(piece):
            return merged[0][0]
        # (a piece saying "as were" its value of its own subject says the first piece's doing of it: "87% of our
        # undergraduates were in work fifteen months after graduating, as were 92% of our postgraduates")
        if _AS_WERE.match(piece) and (doing := _FIRST_DOING.search(tail)):
            return f"{lead} {doing.group(0)}"
        # (a piece opening on its value after a clause of its own is that clause's, not the first piece's: "Priya works
        # in Berlin from 10 to 14 June, and deposits there are €70 for small pieces or €120 for larger work")
        nearer = next((p for p, _ in reversed(merged[1:at]) if _own_clause(p, merged[0][0])), "")
        if nearer and not _own_clause(piece, merged[0][0]) and (value := _first_value(piece, 0)) is not None \
                and not _words(piece[:value.start()]):
            own_tail = _tail(piece)
            if _says_what(own_tail) and not own_tail.startswith(","):
                return _lead(nearer, names_listed=False) + _tail_before(_tail(nearer), own_tail)
            return _lead(nearer, names_listed=False) + _tail(nearer)
        if _own_clause(piece, merged[0][0]) and not _COMPARED.match(piece):
            # (one of its own ending on the word the first piece's tail opens with leaves the rest of the tail unsaid:
            # "Members get 10% off cider at the Apple Day stall, and anyone who volunteered at pressing gets 20% off" -
            # 20% off cider at the stall)
            bare = re.fullmatch(r"\s*([a-z]+)\W*", _tail(piece))
            ends_as_tail_opens = bool(bare and re.match(r"\s*" + bare.group(1) + r"\s+\w", tail))
            return f"{_scene(merged[0][0], piece)} {tail}" if ends_as_tail_opens else _scene(merged[0][0], piece)
        if _opens_with_verb(piece, merged[0][0]) and not _COMPARED.match(piece):
            return _shared_subject(merged[0][0])
        kept = f"{_without_opening(_past_repeated_head(lead, piece), piece)} {_middle(merged[0][0], piece)}"
        # (a value in brackets closing the piece is said of all before it: "and 4 wardrobe cartons (£110)" says what its
        # 4 are of)
        own_tail = _tail(_CLOSING_VALUE_BRACKET.sub("", piece))
        # (a phrase a comma sets off after the piece's bare value adds to it, it says nothing the value counts: "electric
        # vans with at least 30%, so the next member can set off" is 30% battery)
        if _says_what(own_tail) and not own_tail.startswith(","):
            return kept + (tail if _compared_thing(piece) else _tail_before(tail, own_tail))
        return kept + tail

    # (and so is a span of hours closing the last piece after its own value: "Cars are swapped on Mondays, vans on
    # Thursdays and electric vehicles on Wednesdays, between 9 am and 3 pm")
    closing_hours = _CLOSING_HOURS.search(merged[-1][0])
    shared_hours = closing_hours.group(1) if closing_hours and _kinds(merged[-1][0][:closing_hours.start()]) else ""
    # (and so is a remark a dash sets off after the last piece's value, stating none, where the pieces are no keyed things:
    # "- Kemble: 55mm lens width, 17mm bridge, 145mm arms – our largest fit" - the frame is the largest fit)
    closing_remark = _CLOSING_REMARK.search(merged[-1][0]) if not names_listed else None
    shared_remark = closing_remark.group(1) if closing_remark and _kinds(merged[-1][0][:closing_remark.start()]) \
        and not _kinds(closing_remark.group(1)) - {"name"} else ""
    shared_lead = f"{shared_place} {shared_hours} {shared_remark}".strip()
    # (a first piece saying nothing after its value but, in brackets, whom it is for says what the last piece says after
    # its own: "A further £25 (households) or £50 (businesses) is paid for each additional 24 hours without water")
    opened = _VALUE_AND_BRACKET.match(merged[-1][0])
    last_says = merged[-1][0][opened.end():] if opened else ""
    first_lead = f"{shared_lead} {last_says}".strip() \
        if _BARE_TAIL.fullmatch(_tail(merged[0][0])) and _says_what(last_says) else shared_lead
    # (the shared place goes to every piece before the last, which says it)
    return [(merged[0][0], first_lead)] + [
        (piece, f"{shared_lead} " * (index < len(merged) - 2) + lead_of(piece, index + 1))
        for index, (piece, _) in enumerate(merged[1:])]


#: a bracket closing a piece with a value in it: " (£110)."
_CLOSING_VALUE_BRACKET = scan.pattern(r"\s*\([^()]*\d[^()]*\)[\s.,;]*$")

#: a remark closing a piece after a dash: " – our largest fit"
_CLOSING_REMARK = scan.pattern(r"\s[-—–]\s+((?:(?!\s[-—–]\s)[^\d£$€¥;])+?)[.\s]*$")


def _past_repeated_head(lead: str, piece: str) -> str:
    """The lead past the word a piece names its own thing by, where the piece repeats it before its value: "a dozen
    £3.90" after "half a dozen free-range £2.20" is a dozen free-range eggs, no half dozen."""
    value = _first_value(piece, 0)
    named = _ARTICLE_AND_NOUN.fullmatch(piece[:value.start()]) if value is not None else None
    if not named:
        return lead
    said = [m.end() for m in re.finditer(r"(?<![\w-])" + re.escape(named.group(1)) + r"(?![\w-])", lead, re.IGNORECASE)]
    return lead[said[-1]:] if said else lead


#: a piece's own thing before its value, an article and a noun: ", a dozen ", "and a bag "
_ARTICLE_AND_NOUN = scan.pattern(r"\W*(?:(?:and|or)\s+)?(?:a|an|one)\s+([a-z][a-z'’-]+)\s*", re.IGNORECASE)


#: examples in brackets: "(such as parking on a yellow line)", "(e.g. a sofa)"
#: a bracket no value comes before, of a few words: what the subject before it is ("(a five-minute drive from ...)")
_ASIDE_BEFORE_VALUES = scan.pattern(r"\A([^\d()£$€]*?)\s*\((?:[^()\d]\s*){1,80}\)")

#: a bracket after an amount giving its share per head: "£40 in total (£20 per child)"
_SHARE_BRACKET = scan.pattern(r"[£$€¥]\d[\d,.]*(?:\s+(?:in\s+total|total|overall|altogether))?\s*"
                              r"(\([£$€¥]\d[\d,.]*\s+(?:per|each|a|for\s+each)\s+[a-z]+\))")

#: an opening aside before a clause's subject: "Because of limited space, however, "
_OPENING_ASIDE = scan.pattern(r"\s*(?:because|due\s+to|owing\s+to|as\s+a\s+result|however|unfortunately|in\s+addition)\b"
                              r"[^;:]*,\s+\S", re.IGNORECASE)

_VALUELESS_BRACKET = scan.pattern(r"\s*\((?=[^()]*\b(?:is|are|was|were|be|been|may|must|can|will|should)\b)[^()\d£$€¥]*\)")
_EXAMPLES_BRACKETED = scan.pattern(r"\(\s*(?:such\s+as|e\.?g\.?|for\s+example|for\s+instance|including)\b[^()]*\)",
                                   re.IGNORECASE)

#: a span of hours closing a listing after a comma: ", between 9 am and 3 pm", ", from 10:00 to 16:00"
_CLOSING_HOURS = scan.pattern(r",\s*((?:between|from)\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?\s+(?:and|to)\s+\d{1,2}(?:[:.]\d\d)?"
                              r"\s*(?:am|pm)?)\s*\.?\s*$", re.IGNORECASE)

#: a bracket holding one value and its unit only: "(8 hours)", "(£150)"
_BRACKETED_VALUE = scan.pattern(r"\s*[£$€¥]?\d[\d.,]*\s*(?:%|[a-z]+)?\s*\)")

#: a title in capitals with its subtitle, the subject of the verb after them: "Creative Writing: Short Stories is"
_SUBTITLED = scan.pattern(r"\W*(?:[A-Z][\w'’&-]*\s+){1,3}[A-Z][\w'’&-]*():\s+(?:[A-Z][\w'’&-]*\s+){1,3}(?=[a-z]{2,}\b)")

#: a value's own text, from where it starts: "£1,260", "12.5%", "15 per cent"
_VALUE_TEXT = scan.pattern(r"[£$€¥]?\s?\d[\d,.]*(?:\s*(?:%|per\s*cent\b|percent\b))?")


def _middle(first: str, piece: str) -> str:
    """What the first piece says between its first value and a later one of its own that a later piece keeps: the
    part before the phrase the piece replaces ("A discretionary service charge of 12.5% is added to bills for tables
    of up to 7 guests, and 15% for groups of 8 or more": the 15% is added to bills too); nothing where the first piece
    states one value only (its tail says it)."""
    first_start, own_start = _first_value(first, 0), _first_value(piece, 0)
    first_value = _VALUE_TEXT.match(first, first_start.start()) if first_start else None
    own_value = _VALUE_TEXT.match(piece, own_start.start()) if own_start else None
    last = _LAST_VALUE.match(first)
    if not (first_value and own_value and last) or last.end() <= first_value.end():
        return ""
    kept = _tail_before(first[first_value.end():last.end()], piece[own_value.end():])
    return f"{kept} " if _PREPOSITION.match(piece[own_value.end():]) else ""


#: a closing phrase said of each piece before it: ", both from 6pm to 8pm", ", all at 7.30pm"
_SHARED_CLOSING = scan.pattern(r",\s+(?:both|all|each)\s+(?:from|at|on|in|for|until|between|start(?:ing)?|last(?:ing)?|"
                               r"run(?:ning)?)\b[^,]*$")

#: a last phrase set off by a comma saying why or how: ", reflecting higher working capital investment", ", driven by
#: exports", ", due to ...", ", with the broom wagon following the last riders"; or what comes besides: ", plus a couple of
#: wardrobe boxes if you have a lot of hanging clothes"
_CLOSING_PHRASE = scan.pattern(r",\s+(?:[a-z]+ing|driven|led|offset|partly|mainly|largely|due\s+to|owing\s+to|thanks\s+to|"
                               r"because|as|with|plus)\b[^,]*$"
                               # (or an aside after a dash: "... runs a hands-on denim repair demo — bring a pair of jeans")
                               r"|\s[-—–]\s(?:(?!\s[-—–]\s).)*$")

#: a relative clause closing a sentence: ", which is a five-minute walk away"
_CLOSING_RELATIVE = scan.pattern(r",\s+(?:which|where)\s+(?:is|are)\b[^,;]*$")
_CLOSING_RELATIVE_LISTING = scan.pattern(r",\s+which\s+(?:adds?|includes?|has|have|comes?\s+with|gives?|offers?|covers?)\b[^;]*$")

#: a named place closing a sentence, after words of what the value is of: "... off holiday club places at Cedar Lane
#: Sports Centre." (not bought or booked there: "... for tickets bought at the Box Office")
_CLOSING_PLACE = scan.pattern(r"(?<!ed)(?<!bought)(?<!made)\s+((?:at|in)\s+(?:the\s+)?(?:[A-Z][\w'’&-]*\s+){0,4}"
                              r"[A-Z][\w'’&-]*"
                              # (or the floor of a building, and what it is beside: "6 dryers on the ground floor next to
                              # reception")
                              r"|(?i:on\s+the\s+(?:ground|first|second|third|fourth|top|lower|upper)\s+floor|in\s+the\s+basement)"
                              r"(?:\s*,?\s+(?:next\s+to|beside|near|by|opposite|behind)\s+(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+)?)?)"
                              r"\W*$")

#: a piece comparing its value with the first piece's: "compared with 72% for the changing rooms", "against 9% in 2023"
#: a piece opening with "as" and a verb saying the same again of its own subject: "as were 92% of ...", "as did 40%"
_AS_WERE = scan.pattern(r"\s*(?:and\s+)?as\s+(?:were|was|are|is|did|do|does|had|have|has)\s+[\d£$€¥]", re.IGNORECASE)

#: the doing a piece's tail says, from its verb on: "were in work or further study fifteen months after graduating"
_FIRST_DOING = scan.pattern(r"\b(?:were|was|are|is|did|do|does|had|have|has)\b.*", re.IGNORECASE | re.DOTALL)

_COMPARED = scan.pattern(r"\s*(?:compared\s+(?:with|to)|as\s+against|against|versus|vs\.?)\s+[\d£$€¥]", re.IGNORECASE)


def _compared_thing(piece: str) -> bool:
    """Whether a piece compares its value with the first piece's for another thing ("compared with 72% for the changing
    rooms"), not at another time ("compared with 38.9% a year earlier")."""
    own_tail = _tail(piece)
    return bool(_COMPARED.match(piece) and (_PREPOSITION.match(own_tail) or re.match(r"\s*of\s", own_tail))) \
        and not _EARLIER.search(own_tail)


_EARLIER = scan.pattern(r"\b(?:years?|quarters?|months?|weeks?|earlier|ago|last|previous|prior|before)\b|\d{4}", re.IGNORECASE)

#: an opening naming where the rest is from: "According to the 2024 survey, ", "As reported in Q3 2024, "
_ATTRIBUTION = scan.pattern(r"\s*(?:according\s+to|as\s+(?:reported|stated|noted|published)\s+(?:by|in))\b[^,;]*,\s*",
                            re.IGNORECASE)

#: a piece saying how the first piece's value changed ("1,842 pairs on Skarholm in 2023, a decline of 12% since
#: 2018", "412 million passengers, up 18% on 2021"): it is about all the first piece is about
_CHANGE_OF_IT = scan.pattern(r"\s*(?:(?:a|an)\s+(?:\w+\s+)?(?:decline|drop|fall|rise|increase|decrease|gain|growth|jump|"
                             r"reduction|cut|change|slump|surge)\s+(?:of|by)\s+|(?:up|down)\s+(?:by\s+)?)[\d£$€¥]",
                             re.IGNORECASE)

#: a relative clause, a place of origin or a participle said of a subject before its verb: ", which opened in 2019,",
#: ", from the UK Centre for Ecology & Hydrology,", ", available on the Enterprise plan," (not "who": "Professor Gupta,
#: who heads the physics department, co-authored the study with Professor Okoro" says who heads what)
# (said of each of them too: "the corridor kitchens in Fenwick Hall, each shared by twelve students, have three")
_INSERTION = scan.pattern(r"(?:each\s+)?(?:which|whose|where|previously|formerly|from|with|without|available|valid|located|based|"
                          r"such\s+as|including|[a-z]{3,}ed|"
                          # (a relative clause of a place or an occasion too: "the Family Bread Morning, where one adult bakes
                          # alongside up to two children, lasts two and a half hours"), and a post held before: "Tom Ellery,
                          # previously our Deputy Head of Operations, has moved to lead the Customer Support team")
                          # (short and irregular participles: "The smaller Barfleur, used on the Poole–Cherbourg route,")
                          r"used|run|led|held|built|made|known|chosen|given|taken|shown|drawn|won|sold|paid|"
                          r"[a-z]{3,}ing"
                          # (where the thing is: "Parking in the Express Red car park, opposite Terminal 1, costs €18")
                          r"|opposite|next\s+to|near|beside|behind|inside|outside|close\s+to|adjacent\s+to|across\s+from"
                          r"|on|at|in"
                          # (and whom it is for: "and the Northbridge Youth Orchestra, for players aged 13 to 21, has 75
                          # members")
                          r"|for)\b[^,;]*"  # (", covering two adults and up to three children,")
                          # (and the name of a role just said: "Our General Manager, Sofia Marchetti, joined ...")
                          r"|(?:(?:Dr|Mr|Mrs|Ms|Prof|Cllr)\.?\s+)?[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){1,2}(?=,)"
                          # (and a name in quotes: "while hole 17, 'The Lava Chute', is the trickiest")
                          r"|['‘\"“][A-Z][^'’\"”,;]{0,40}['’\"”](?=,)")

#: kinds of quantity a listing's items state alike
_QUANTITY_KINDS = frozenset(("amount", "percent", "points", "duration", "measure"))

_SEGMENT_START = scan.pattern(r"(?:^|[,;:]\s+|\s+and\s+)(?:(?![,;:]|\s+and\s).)*$", re.DOTALL)

#: a piece opening with what the last one's measure changes to: "rising to 98% for Nursing", "falling to 2% in June"
_CHANGE_OPENING = scan.pattern(r"\W*(?:rising|falling|increasing|decreasing|dropping|climbing|going\s+(?:up|down))\s+to\s",
                               re.IGNORECASE)

_VERB_AFTER_INSERTION = scan.pattern(r"\s*(?!(?:and|or|but|while|whereas|then|with|for|in|on|at|to)\b)[a-z]+\b")


def _around_insertion(clause: str, start: int, end: int) -> bool:
    """Whether the comma at ``start``..``end`` opens or closes an insertion between a subject without a verb and
    its verb ("and Terminal 3, which opened in 2019, has 22 gates": the gates are Terminal 3's)."""
    opened = next((m for m in _INSERTION_OPENING.finditer(clause, 0, start) if m.end() == start), None)
    if opened:  # the closing comma: the insertion runs up to it
        before, after, inserted = clause[:opened.start()], end, clause[opened.start():start]
    else:  # the opening comma: an insertion and its closing comma follow
        insertion = _INSERTION.match(clause, end)
        if not insertion or clause[insertion.end():insertion.end() + 1] != ",":
            return False
        before, after, inserted = clause[:start], insertion.end() + 1, insertion.group(0)
    # (what a measure changes to is a value of its own, never an insertion: "£65 on weekdays between 8am and 6pm, rising to
    # £95 for evenings, weekends and bank holidays", where "weekends" would read as the verb after it)
    if _CHANGE_OPENING.match(inserted):
        return False
    segment = _SEGMENT_START.search(before)
    subject = segment.group(0) if segment else before
    # (one stating a quantity of the kind the words before it state is the next item of a listing, its first word no
    # participle: "pedalo 300 kg, rowing boat 350 kg, motor boat 600 kg")
    if _listing_kinds(inserted) & _listing_kinds(subject) & _QUANTITY_KINDS:
        return False
    # (and so is one stating a quantity of the kind the words after it state, after an opening stating none: "but as a
    # rough guide, | adding 100 miles of range takes about 15 minutes on a 150 kW charger, | around 35 minutes on a 50 kW
    # rapid charger")
    if _ITEM_VALUE_FIRST.match(clause, after) \
            and _listing_kinds(inserted) & _listing_kinds(clause[after:]) & _QUANTITY_KINDS:
        return False
    return bool(subject.strip()) and not _OWN_VERB.search(subject) and not _OPENS_WITH_PRESENT.match(subject) \
        and _VERB_AFTER_INSERTION.match(clause, after) is not None


#: a role said of a name before it: "Head of Active Travel", "our Chief Operating Officer", "Senior Partner"
_ROLE_OF_NAME = scan.pattern(r"(?:(?:the|our|its|their)\s+)?(?:(?:[A-Z][a-z]+|and|&)\s+){0,3}(?:Head|Director|Chair|Chairman|"
                             r"Chairwoman|Chairperson|Manager|Lead|Leader|Officer|Co-?ordinator|President|Secretary|"
                             r"Treasurer|Editor|Dean|Principal|Founder|Chief|Partner|Consultant|Curator|Captain|Coach|"
                             r"Superintendent|Supervisor|Administrator|Registrar|Governor|Trustee|Clerk|"
                             # (and a profession's name: "Tom Reddish, Senior Physiotherapist – running injuries")
                             r"Physiotherapist|Physio|Therapist|Instructor|Teacher|Tutor|Trainer|Nurse|Doctor|Surgeon|"
                             r"Dentist|Hygienist|Optometrist|Pharmacist|Midwife|Assistant|Adviser|Advisor|Specialist|"
                             r"Technician|Engineer|Warden|Receptionist|Planner|Guide|Chef|Counsellor|Librarian|Caretaker|"
                             r"Groundsman|Groundskeeper|Steward|Organiser|Organizer|Ranger)\b(?![-'’])")

#: a role in lower case set off after a name, up to its closing comma and the name's verb: "our head instructor, is"
#: (its words may be possessives: "our children's librarian, runs")
_LOWER_ROLE = r"(?:our|the|their|its)\s+(?:[a-z'’-]+\s+){0,3}[a-z'’-]+"

_LOWER_ROLE_THEN_VERB = scan.pattern(_LOWER_ROLE + r",\s*(?:is|was|has|had|will|leads|runs|teaches|manages|[a-z]+ed)\b")

_NAME_THEN_LOWER_ROLE = scan.pattern(r"\b[A-Z][a-z'’-]+\s+(?:[A-Z][a-z'’-]+|\d{1,3}[A-Za-z]?),\s*" + _LOWER_ROLE + r"$")


def _around_lower_role(clause: str, start: int, end: int) -> bool:
    """Whether the comma at ``start``..``end`` opens or closes a role in lower case said of the name before it, whose
    verb follows ("Sarah Whitfield, our head instructor, is ...")."""
    opening = _NAME_BEFORE.search(clause, 0, start) and _LOWER_ROLE_THEN_VERB.match(clause, end)
    closing = _NAME_THEN_LOWER_ROLE.search(clause, 0, start) and _VERB_AFTER_INSERTION.match(clause, end)
    # (or closes the clause: "please contact Martin Okafor, our Season Ticket team lead."; "run by Tom Okafor, a former
    # national Laser champion.")
    last = _NAME_BEFORE.search(clause, 0, start) and _CLOSING_ROLE.match(clause, end)
    return bool(opening or closing or last)


#: a role closing a clause after a name, its words capitalised or not: "our Season Ticket team lead."
_CLOSING_ROLE = scan.pattern(r"(?:our|the|their|its|your|an?)\s+(?:[A-Za-z&-]+\s+){0,4}[a-z-]+"
                             # (of a named body: "a former member of the Hallé")
                             r"(?:\s+(?:of|at|with|for)\s+(?:the\s+)?[A-ZÀ-Þ][\w'’&-]*(?:\s+[A-ZÀ-Þ][\w'’&-]*){0,3})?"
                             r"\s*[.!?]?\s*$")

#: a name ending right before a comma: "Priya Raman" (or a thing named by its number: "Screen 5, our boutique screen,
#: has 48 reclining seats")
_NAME_BEFORE = scan.pattern(r"\b[A-ZÀ-Þ][a-zß-ÿ'’-]+\s+(?:[A-ZÀ-Þ][a-zß-ÿ'’-]+|\d{1,3}[A-Za-z]?)\s*$")

#: a day of the week a listing of days goes on from, and the next day of it: "Saturday and Sunday 09:00-20:00"
#: (a day written short too, with its capital: "| Mon, Wed, Fri |"; and the days a weekend is: "£750 on Fridays and
#: weekends", "on Fridays and at weekends")
_SHORT_DAY = r"(?-i:" + "|".join(sorted((d.capitalize() for d in _SHORT_WEEKDAYS), key=len, reverse=True)) + r")\.?"
#: a weekday and its day of the month, the month said after the next: "Saturday 1 | and Sunday 2 March"
_DAY_OF_MONTH_BEFORE = scan.pattern(r"\b" + _DAY_NAME + r"\s+\d{1,2}(?:st|nd|rd|th)?$", re.IGNORECASE)
_DAY_OF_THE_MONTH_NEXT = scan.pattern(_DAY_NAME + r"\s+\d{1,2}(?:st|nd|rd|th)?\s+(?:" + _MONTH_NAMES_RE + r")\b",
                                      re.IGNORECASE)

_DAY_BEFORE = scan.pattern(r"\b(?:" + _DAY_NAME + r"s?|weekends?|" + _MONTH_NAMES_RE + r"|" + _SHORT_DAY + r")$", re.IGNORECASE)
_DAY_NEXT = scan.pattern(r"(?:" + _DAY_NAME + r"s?|(?:at\s+|on\s+)?weekends?|(?:" + _MONTH_NAMES_RE + r")(?!\s+\d))\b|"
                         + _SHORT_DAY + r"(?!\w)", re.IGNORECASE)

#: a one-word name a listing of names goes on from, and the rest of the listing up to what is said of them all:
#: "French, | German and | Italian by the Continental team"
_LISTED_NAME_BEFORE = scan.pattern(r"(?:,\s+|\s(?:and|or)\s+)[A-Z][a-z]+$")
_LISTED_NAME_NEXT = scan.pattern(r"[A-Z][a-z]+(?:(?:,\s+|\s+(?:and|or)\s+)[A-Z][a-z]+)*\s+(?:by|for|at|in|to)\s+(?:the\s+|our\s+)?"
                                 r"[A-Z]")

#: the part of an address a comma goes on from, to the next part: "Unit 6, Canal Wharf", "41 Orchard Street, Bristol"
_ADDRESS_PART = scan.pattern(r"(?:\b(?:Unit|Flat|Suite|Apartment|Floor|Building|Block|Studio|Plot|Stand|Pitch)\s+\w{1,4}"
                             r"|\b\d{1,4}[A-Za-z]?\s+(?:[A-Z][a-z'’-]+\s+){1,3}(?:Street|Road|Lane|Avenue|Way|Place|Square|Close"
                             r"|Drive|Court|Terrace|Crescent|Row|Hill|Wharf|Quay|Park|Gardens|Yard|Parade))\s*$")

#: the next part of an address, closing it: a place's name and then no more of the listing ("Canal Wharf on 14 April")
_ADDRESS_NEXT = scan.pattern(r"\s*(?:[A-Z][a-z'’-]+\s+){0,2}[A-Z][a-z'’-]+(?=\s+(?:on|from|by|in|at|until|before|after)\b|\s*[.;)]|$)")

#: a person's name opening a relative clause about them: "Daniel Okafor, who will respond"
_NAME_OF_ROLE = scan.pattern(r"(?:(?:Dr|Mr|Mrs|Ms|Prof|Cllr)\.?\s+)?[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){1,2},\s*who\b")


def _insertions(clause: str) -> list[tuple[int, int]]:
    """Where the insertions between a subject and its verb run: ", valid for up to two adults and three children
    travelling together," lists nothing of the clause's own."""
    return [(m.start(), m.end()) for m in _INSERTION_SPAN.finditer(clause)
            if _around_insertion(clause, m.start(), m.start("insertion"))]


#: an opening naming a thing by the time it starts: "For the 7:30pm Candlelit Yin,", "At the 10am Family Swim,"
_TIMED_NAME_OPENING = scan.pattern(r"\W*(?:for|at|on)\s+the\s+\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)?\s+(?:(?-i:[A-Z])[\w'’-]*\s+){0,3}"
                                   r"(?-i:[A-Z])[\w'’-]*\s*,", re.IGNORECASE)


def _breakdown_brackets(clause: str) -> list[tuple[int, int]]:
    """Where a bracket breaking down the count just before it runs, from that count to the bracket's end: "three two-seat
    training gliders (two K-21s and a K-13)" counts three gliders, of which the bracket says which (its counts add up to
    the one before it); its own counts are no items of the clause's listing."""
    out = []
    for m in _COUNTED_THEN_BRACKET.finditer(clause):
        parts = re.split(r"\s*(?:,\s*(?:and\s+)?|\band\b|&)\s*", m.group("inside").strip())
        counts = [_count_of(part.split()[0]) if part.split() else None for part in parts]
        known = [count for count in counts if count is not None]
        if len(counts) >= 2 and len(known) == len(counts) and sum(known) == _count_of(m.group("count")):
            out.append((m.start(), m.end()))
    return out


def _count_of(word: str) -> float | None:
    """The count a word says: "3", "three", "a"."""
    word = word.lower()
    if word.isdigit():
        return float(word)
    return 1.0 if word in ("a", "an", "one") else float(tx._NUMBER_WORDS[word]) if word in tx._NUMBER_WORDS else None


#: a count, a few words of what it counts, and a bracket after them: "three two-seat training gliders (two K-21s and a
#: K-13)"
_COUNTED_THEN_BRACKET = scan.pattern(r"(?<![\w-])(?P<count>\d{1,3}|" + "|".join(tx._NUMBER_WORDS) + r")\s+(?:[\w-]+\s+){0,3}"
                                     r"[A-Za-z][\w-]*\s*(?P<open>\()(?P<inside>[^()]{3,80})\)", re.IGNORECASE)

_INSERTION_SPAN = scan.pattern(r",\s*(?P<insertion>[^,;]*),")

_INSERTION_OPENING = scan.pattern(r",\s+" + _INSERTION.pattern)

_BETWEEN = scan.pattern(r"\bbetween\b(?:(?!\band\b)(?:[^,;.]|(?<=\d)[,.](?=\d))){1,60}$", re.IGNORECASE)  # ("£250,001")

_OPENING = scan.pattern(r"\s*(?:(?:and|or|but)\s+)?([A-Za-z]+)\b")

#: a piece ending with the word joining it to the next: "veils and "
_JOINED_NEXT = scan.pattern(r"\s(?:and|or|&)\s*$")

#: a clause saying there is or is none of a thing: "there are no performances on Christmas Day"
_THERE_IS = scan.pattern(r"\s*(?:(?:and|but)\s+)?there\s+(?:is|are|will\s+be|won['’]t\s+be|were|was)\b", re.IGNORECASE)

#: the preposition an item of a listing opens with, after its "and": "for young people under 19", "and for women who ..."
_ITEM_PREPOSITION = scan.pattern(r"\s*(?:(?:and|or)\s+)?(for|to|in|at|on|from|with)\s+(?=[a-z])", re.IGNORECASE)

#: a piece opening a new item with only the days it is on: "and Saturday, ", "and Saturdays to Sundays, "
_DAY_ITEM = scan.pattern(r"\s*(?:and|or)\s+(?:on\s+)?(?:" + _DAY_NAME + r"s?(?:\s*(?:to|-|–|and|&)\s*)?){1,2}"
                         r"[,:]?\s*", re.IGNORECASE)

#: a piece opening a new item: "and her breakthrough single", "and major services like crowns"
#: (or with "with" and an article: ", with the junior aquathlon the day before, on Saturday, August 16")
_NEW_ITEM = scan.pattern(r"\s*(?:and|or|but|while|whereas|except|with(?=\s+(?:the|a|an|its|our|their)\s))\s+[a-z]+\b", re.IGNORECASE)

#: a listed piece with a verb of its own and the first piece's subject: "It was passed on 17 July 2019 and
#: came into force on 1 January 2020" - the second piece says nothing of passing
_OPENS_WITH_VERB = scan.pattern(r"\s*(?:(?:and|or|but)\s+)?(?:then\s+|later\s+)?(?!compared|followed|based)(?:was|were|is|are|has|have|had|became|"
                                r"began|rose|fell|grew|came|went|took|left|won|found|[a-z]{3,}(?<!hundr)ed)\b")


def _shared_subject(lead: str) -> str:
    """What a listed piece opening with its own verb is said of: the first piece's subject ("It was passed
    on 17 July 2019 and came into force ..."; "'Tides of Glass' showcases ... and is sponsored by ...")."""
    subject = _subject_phrase(lead)
    if subject.strip():
        return subject
    # (a verb in the present before what it is said on or at ends it too: "The 2025 to 2026 tax year starts on 6
    # April 2025 and ends on 5 April 2026")
    present = _PRESENT_VERB_BEFORE.search(lead)
    if present and _words(lead[:present.start()]):
        return lead[:present.start()]
    # (where its verb is one the subject pattern does not know, all the first piece says before its value)
    return _lead(lead, names_listed=False)


_PRESENT_VERB_BEFORE = scan.pattern(r"\s[a-z]+[^s\W]s\s+(?:on|at|in|from|by|until|to|for|with)\b")

#: a piece opening with a verb in the present: "and offers 40 public computers"
# (not a conjunction ending as a verb does: "whereas the corridor kitchens ...")
_OPENS_WITH_PRESENT_VERB = r"(?!whereas\b|unless\b|perhaps\b)(?:also\s+)?[a-z]+[^s\W]s\b(?!\s+(?:is|are|was|were|has|have)\b)"

_OPENS_WITH_PRESENT = scan.pattern(r"\s*(?:(?:and|or|but)\s+)?" + _OPENS_WITH_PRESENT_VERB)


def _opens_with_verb(piece: str, first: str = "") -> bool:
    """Whether a listed piece opens with its own verb and has no subject of its own ("and came into force
    on 1 January 2020", "and offers 40 public computers"; after a modal in the ``first`` piece, a bare verb:
    "The branch will close on 6 January and | reopen on 3 February")."""
    # (after a modal, a word in "-s" is a plural, the gapped piece's own subject: "Puppies can start their course from 8
    # weeks of age, and kittens from 9 weeks")
    # (a word before "by" and a value, where the first piece changes by one, is the thing that changes: "charges for
    # rubble will rise by 8% and plasterboard by 12%")
    bare = _BARE_VERB_OPENING.match(piece)
    changed = bare is not None and bare.group(0).split()[-1] == "by" and _CHANGED_BY.search(first) is not None \
        and _CHANGED_BY.match(piece) is None
    return bool(_OPENS_WITH_VERB.match(piece) or _OPENS_WITH_PRESENT.match(piece) and not _MODAL.search(first)
                or (_MODAL.search(first) or _PLAIN_PRESENT.search(first)) and bare and not changed) \
        and not _own_clause(piece)


#: a verb of change and the amount it changes by: "will rise by 8%", "fell by 3%", "and increase by"
_CHANGED_BY = scan.pattern(r"\s*(?:(?:and|or|but)\s+)?\b(?:ris|rose|fall|fell|increas|decreas|drop|grow|grew|go(?:es)?\s+up|"
                           r"go(?:es)?\s+down|went\s+(?:up|down)|reduc|cut|climb|jump|slip|decline)[a-z]*\s+by\b",
                           re.IGNORECASE)


_MODAL = scan.pattern(r"\b(?:will|would|can|could|must|may|might|shall|should)\s+(?:not\s+|also\s+)?[a-z]+\b")

_BARE_VERB_OPENING = scan.pattern(r"\s*(?:(?:and|or|but)\s+)?(?:then\s+|later\s+)?"
                                  r"(?!(?:then|later|also|only|just|still|each|every|both|all|with|from|until|about)\b)"
                                  # (nor a plural: "can start ... from 8 weeks of age, and kittens from 9 weeks")
                                  r"(?![a-z]*[^su]s\s)"
                                  r"[a-z]{3,}\s+(?:on|at|in|from|by|until|for)\b")


def _without_opening(lead: str, piece: str) -> str:
    """The lead less its opening phrase where the piece opens with one of its own: "After five years
    of service, the allowance increases to 25 days, and after ten years to 30 days" — the second
    piece is after ten years, not after five years of service."""
    phrase = _OPENING_PHRASE_START.match(lead)
    word = _OPENING.match(piece)
    if phrase and word and word.group(1).lower() == phrase.group(1).lower():
        return lead[phrase.end():]
    return lead


#: an opening phrase is short: "In July the city averages 9 hours of sunshine a day," is a clause
OPENING_WORDS = 8

#: an opening phrase without a verb or a subject of its own: "After five years of service,", "For adults,",
#: "In 2021,", a participle's ("Founded in 1968 by Walter Brandt,"); not "On Fridays it stays open until 21:00,"
_OPENERS = (r"after|before|for|in|on|at|during|from|since|until|by|under|over|within|once|following|with|without|among|"
            r"outside|inside|beyond|throughout|across"
            # (and a guide's hedge: "but as a rough guide, adding 100 miles of range takes about 15 minutes ...")
            r"|(?:but\s+)?as\s+a\s+(?:rough\s+|general\s+)?guide")

#: (a participle opens a phrase where a preposition, an adverb or a value follows it: "Founded in 1968,", "Priced at
#: £40,"; "Registered charities receive a 50% discount," is a clause)
_OPENING_PARTICIPLE = (r"[A-Z][a-z]+ed(?=\s+(?:(?:in|on|at|by|to|from|with|for|over|under|as|near|into|after|before|during|"
                       r"between|since|until|around|about|across|through|within|[a-z]+ly)\b|\d|[£$€¥]))")

# (an age group opens no phrase: "Over-65s get 20% off")
_OPENING_PHRASE = scan.pattern(r"\s*(?:" + _OPENERS + r"|as\s+of|up\s+to|" + _OPENING_PARTICIPLE + r")\b(?!-)(?![^,]*\b(?:can|must|"
                               r"may|should|would|could|might|it|they|he|she|we|you)\b)[^,:]*,\s*$", re.IGNORECASE)

_PARTITIVE_OPENING = scan.pattern(r"\s*of\s+(?:the|all|its|their|these|those)\b(?:[^,]|,\d{3})*,\s*$", re.IGNORECASE)

#: an opening phrase's words after its first, up to its comma
_PHRASE_TO_COMMA = r"\b(?!-)[^,]*,\s*"

#: an opening phrase saying under what or after what its clause holds: "Under the Section 106 agreement signed this week,"
_FRAMING_PHRASE = scan.pattern(r"\s*(?:under|after|before|during|following|since|until|by|once|with|without)" + _PHRASE_TO_COMMA,
                               re.IGNORECASE)

#: a subject or a finite verb: what an opening phrase up to its comma holds when it is a clause after all ("For long-term
#: storage we partner with Safestore,")
_CLAUSE_IN_PHRASE = scan.pattern(r"\b(?:we|they|he|she|it|you|i|is|are|was|were|has|have|had|will|can|must)\b",
                                 re.IGNORECASE)

_OPENING_PHRASE_START = scan.pattern(r"\s*(" + _OPENERS + r")" + _PHRASE_TO_COMMA, re.IGNORECASE)

#: the phrase a piece says after its value, its unit (one word) aside: "25 grams for women"
_PREPOSITION = scan.pattern(r"^\s*(?:[A-Za-z]+\s+)?(for|in|at|on|among|by|to|from|with)\b", re.IGNORECASE)


_WHEN_PREPOSITION = scan.pattern(r"^\s*(?:[A-Za-z]+\s+)?(after|before|during)\b", re.IGNORECASE)


#: a participle after its auxiliary, right before a list break: "was supplied"; and one right after it, whose agent
#: follows: "installed by"
_PARTICIPLE_BEFORE = scan.pattern(r"\b(?:is|are|was|were|be|been|being|has|have|had)\s+(?:[a-z]+ly\s+)?[a-z]+(?:ed|en|t)\s*$")
_PARTICIPLE_BY_NEXT = scan.pattern(r"\s*(?:[a-z]+ly\s+)?[a-z]+(?:ed|en|t)\s+by\b")


#: the unit a value is a rate per, opening the text after it: " per child", " a night"
_RATE_UNIT = scan.pattern(r"\s*(?:per|a|an)\s+(?:child|person|adult|head|guest|night|day|week|month|year|hour|session|class|"
                          r"lesson|visit|dog|pet|room|item|ticket|seat)\b", re.IGNORECASE)


def _tail_before(first_tail: str, own_tail: str) -> str:
    """What of the first piece's tail a later piece keeps when it says its own phrase after its value:
    the part before the phrase it replaces ("38 grams of fibre a day for men and 25 grams for women":
    the women's 25 grams are "of fibre a day" too); nothing when its phrase replaces none."""
    # (a phrase saying when replaces the first's phrase saying when: "12 hours before flying after a single dive, and 18
    # hours after multiple dives" - 18 hours before flying)
    phrase = _PREPOSITION.match(own_tail) or _WHEN_PREPOSITION.match(own_tail)
    if not phrase:
        # what the first value is a share of holds for a later one saying none ("78% of adults have
        # received one dose, and 64% are fully vaccinated": 64% of adults)
        share_of = _SHARE_OF.match(first_tail) or _SHARE_WITH_COMPLEMENT.match(first_tail)
        return share_of.group(1) if share_of and not own_tail.lstrip().lower().startswith("of ") else ""
    at = re.search(r"\s" + phrase.group(1).lower() + r"\b", first_tail.lower())
    if at:
        return first_tail[:at.start()]
    # (the unit the first value is a rate per is the later one's too, where its phrase is of another case: "£90 per child
    # (£80 for members)" - £80 per child)
    per = _RATE_UNIT.match(first_tail)
    return per.group(0) if per and phrase.group(1).lower() != "per" else ""


#: "of adults" in "78% of adults have received ...": up to the verb
_SHARE_OF = scan.pattern(r"(\s*of\s+(?:the\s+|all\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)(?=\s+(?:have|has|had|are|is|were|was|"
                         r"will|can|say|said|use|used|[a-z]+ed)\b)", re.IGNORECASE)

#: "of schools" in "rated 19% of schools outstanding and 68% good": a later piece replaces the word after it
_SHARE_WITH_COMPLEMENT = scan.pattern(r"(\s*of\s+(?:the\s+|all\s+)?[a-z][\w-]*)\s+[a-z][\w-]*\s*(?:,|and|or)?\s*$",
                                      re.IGNORECASE)


#: "with" and a subject doing a thing: "with every finisher earning"
_WITH_SUBJECT_DOING = scan.pattern(r"\s*(?:and\s+)?with\s+(?:every|each|all|most|some|the|a|an)\s+[a-z]+\s+[a-z]{3,}ing\b")


def _own_clause(piece: str, first: str = "") -> bool:
    """Whether a listed piece has a subject and a verb of its own ("Dark mode arrived in version 2.3,
    and version 3.0 introduced the plugin system"): it inherits nothing from the first piece. A gapped
    item has no verb ("the east room 150") or only its verb ("and reviewed by Tomasz Nowak")."""
    # (a word in "-ed" after a number is an adjective: "runs 6 guided tours a day"; a condition's verb is the
    # condition's: "John Lewis on home furnishings, provided the item is identical")
    # (one opening with its condition says the rest with a subject of its own: "and if you go over your credit limit we
    # charge an over-limit fee of £10")
    if _CONDITION_FIRST.match(piece):
        return True
    # (and one asking the reader to do a thing, no more of the first piece's thing: "Pitches are available from 1pm on
    # your day of arrival, | and we ask you to vacate your pitch by 11am")
    if _ASKING_THE_READER.match(piece):
        return True
    # (and so is one saying with whom doing what: "..., with every finisher earning at least 1 point")
    if _WITH_SUBJECT_DOING.match(piece):
        return True
    # (and one telling another thing "we" or "you" do than the first piece does: "We'll repair the first leak ... if the
    # pipe is shorter than 25 metres, | and we'll replace a lead supply pipe at no cost if it runs for less than 15 metres")
    doing, first_doing = _PERSON_DOING.match(piece), _PERSON_DOING.match(first)
    if doing and first_doing and doing.group(1).lower() == first_doing.group(1).lower() \
            and _stem(doing.group(2).lower()) != _stem(first_doing.group(2).lower()) \
            and doing.group(2).lower() not in _AUXILIARIES | {"be", "get", "have", "need"}:
        return True
    condition = _CONDITION.search(piece)
    # (a piece giving the reason for its value has a verb of its own where a modal says it before the reason: "platelet
    # donors can give as often as 24 times a year, | because platelets are replaced ...", not "and women every 16 weeks,
    # because women generally have lower iron stores")
    if condition and condition.group(0).lstrip(", ").lower().startswith(("because", "since")) \
            and (modal := _MODAL_VERB.search(piece, 0, condition.start())) and _words(piece[:modal.start()]) \
            and not _PRONOUN_BEFORE_VERB.search(piece, 0, modal.start()):
        return True
    piece = piece[:condition.start()] if condition else piece
    # (a plural's present verb ending the piece before its condition: "and children aged 8 to 16 qualify | if they live
    # more than 3 miles away")
    conditioned = _PLURAL_PRESENT_END.search(piece) if condition else None
    # (or a plural's present verb, where the first piece does not say that plural of its own subject: "Seniors ... pay
    # $28 per month, and students with valid ID pay $33", not "The service charge for the one-bedroom flats ... is
    # £1,320 per year, and the two-bedroom flats pay £1,860": the service charge of those)
    plural = _PLURAL_PRESENT_VALUE.search(piece)  # (it starts past a plural, the word its subject ends on)
    if plural and _words(piece[:plural.start()].split()[-1]) & _words(first):
        plural = None
    # (nor is one after an article, which is its noun's: "and a lost locker key is £15")
    verb = next((m for m in _OWN_VERB.finditer(piece) if not (_AFTER_NUMBER.search(piece, 0, m.start())
                                                              and _NOUN_NEXT.match(piece, m.end()))
                 and not _ARTICLE_BEFORE.search(piece, 0, m.start())), None) or plural \
        or _SINGULAR_PRESENT_VALUE.search(piece) or conditioned \
        or _PLURAL_HELD_WHEN.search(piece)
    # (the singular's: "and taking a dog in a pet-friendly cabin costs €35"; the plural's when: "and our open evenings
    # take place on the first Wednesday")
    # (a pronoun is the first piece's subject again: "the standing charge for electricity is 53.35p per day and
    # for gas it is 31.43p per day")
    # (a participle after a piece's opening value and its noun says which of them, no subject's doing: "and 10% off
    # tyres fitted at any of our centres")
    participle = verb is not None and verb.group(0) not in _AUXILIARIES and _VALUE_OPENING.match(piece) is not None
    # (a code is a subject too: "and over-65s get 20% off line rental")
    before = piece[:verb.start()] if verb else ""
    # (nor one right after "and", with no subject between: the first piece's subject's, "The cloakroom charges £1 per coat
    # and £2 per bag, and is cash or card")
    shared_verb = re.search(r"\b(?:and|but)\s+$", before) is not None
    return bool(verb and (_words(before) or _HYPHEN_CODE.search(before)) and not _PRONOUN_BEFORE_VERB.search(piece, 0, verb.start())
                and not participle and not shared_verb)


#: a plural's present verb saying when or where it is held: "and our open evenings take place on the first Wednesday"
_PLURAL_HELD_WHEN = scan.pattern(r"(?<=[a-z]s\s)(?:take\s+place|run|meet)\s+(?=(?:on|at|in|every|each)\s)")

#: the first words of a listing's item after its "and" / "or": "and every Friday", "and £35 for"
_ITEM_OPENING = scan.pattern(r"\s*(?:and|or)\s+((?:[^\s,]+\s+){0,2}[^\s,]+)")


def _opens_on_value(piece: str, kinds: frozenset[str]) -> bool:
    """Whether ``piece`` opens, past its "and" / "or", on a value of one of ``kinds`` within its first three words."""
    opening = _ITEM_OPENING.match(piece)
    # (a label's number is no value: "..., or Scheme 2")
    return opening is not None and bool(_listing_kinds(opening.group(1)) & kinds) and not _LABEL.match(opening.group(1))


#: a second doing of the first piece's subject after "and" and a modal: "and can have its first full groom"
_MODAL_DOING_NEXT = scan.pattern(r"\s*and\s+(?:can|may|must|will|should)\s+(?:also\s+)?(?!be\b)[a-z]{3,}\b")

_AUXILIARIES = frozenset("is are was were has have had will".split())

#: a piece opening with what "we" or "you" do, past its modal: "and we'll replace", "We will repair", "you can book"
_PERSON_DOING = scan.pattern(r"\W*(?:(?:and|but)\s+)?(we|you)(?:\s*['’]ll|\s*['’]d|\s+will|\s+would|\s+can|\s+may|\s+must)?"
                             r"\s+(?:also\s+|then\s+|only\s+)?([a-z]{3,})\b", re.IGNORECASE)

#: an article or a determiner right before a word: a participle there is its noun's adjective ("a lost locker key")
_ARTICLE_BEFORE = scan.pattern(r"\b(?:a|an|the|your|our)\s+$", re.IGNORECASE)

#: a piece opening with its condition, then its own subject and verb: "and if you go over your limit we charge"
_CONDITION_FIRST = scan.pattern(r"\W*(?:(?:and|but|or)\s+)?(?:if|when|unless)\s+\w+\s[^,;]*?(?:(?:,\s*|\s)(?:we|you)\s+(?!are\b|were\b)"
                                r"[a-z]{3,}\b"
                                # (or telling the reader what to do then: "and if the needle site bleeds, press firmly on it
                                # for 5 minutes")
                                r"|,\s*(?:please\s+|just\s+|simply\s+)?(?!(?:the|a|an|it|this|that|there|which|who|and|or|"
                                r"but|so|then|we|you|they)\b)[a-z]{3,}\s+(?:it|us|them|the|your|a|an|our|this|firmly|gently|"
                                r"immediately|straight|again|back|up|down|off|on|in|out)\b)", re.IGNORECASE)

#: a listing's next item opening with its value: "around 35 minutes on a 50 kW rapid charger"
_ITEM_VALUE_FIRST = scan.pattern(r"\s*(?:(?:around|about|roughly|approximately|approx\.?|up\s+to|nearly|almost|just)\s+)?"
                                 r"[£$€¥]?\d")

#: a piece asking the reader to do a thing: "and we ask you to vacate", "but we'd ask you to", "and please"
_ASKING_THE_READER = scan.pattern(r"\W*(?:and|but)\s+(?:we\s+(?:would\s+|['’]d\s+)?(?:ask|request|require)\s+(?:you|guests|"
                                     r"visitors|all)\s+to|please)\b", re.IGNORECASE)

_VALUE_OPENING = scan.pattern(r"\s*(?:(?:and|or|but)\s+)?(?:up\s+to\s+)?[£$€¥]?\s?\d")

#: a singular subject's verb in the present before the value it takes: "costs €35", "takes 4 hours"
#: (or for how long: "and each of the support acts plays for 45 minutes")
_SINGULAR_PRESENT_VALUE = scan.pattern(r"(?<=[A-Za-z]\s)(?:(?:costs|takes|lasts|pays|charges|earns|receives|gets|requires|"
                                       r"holds|runs|plays)\s+(?=(?:for\s+)?(?:about\s+|around\s+|up\s+to\s+|just\s+|only\s+"
                                       r"|from\s+)?(?:[£$€¥\d]|"
                                       # (or a spelled one: "and the lunch break lasts one hour")
                                       r"(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|an?)\s+(?:minutes?|hours?|"
                                       r"days?|weeks?|months?|years?|nights?)\b))"
                                       # (or when it starts or ends: "and the season closes on 30 May 2026")
                                       r"|(?:opens|closes|starts|ends|begins|finishes|reopens|expires)\s+(?=(?:on|at|from|until|"
                                       r"by|in)\s+(?:[A-Z][a-z]+day,?\s+)?\d)"
                                       # (or where it is held: "and our Financial Literacy workshop takes place in the community
                                       # room at the Oak Street branch on October 23")
                                       # (how often first too: "and our wedding fair takes place twice a year on a
                                       # Sunday")
                                       r"|takes\s+place\s+(?=(?:(?:once|twice|three\s+times)\s+a\s+(?:year|month|week)\s+)?"
                                       r"(?:on|at|in|every|each)\s)"
                                       # (or when it goes: "and the no-drop beginners' ride goes out on Sundays at 9:30am")
                                       r"|(?:goes|leaves|departs|sets\s+off|heads|meets|sails|returns)(?:\s+(?:out|off|back))?\s+"
                                       r"(?=(?:on|at|from|every|each)\s+(?:[A-Z][a-z]+day|\d)))")

_PRONOUN_BEFORE_VERB = scan.pattern(r"\b(?:it|they)\s+$", re.IGNORECASE)

#: a condition set off after what it holds for: ", provided the item is identical", ", as long as ...", ", if ..."
_CONDITION = scan.pattern(r",\s+(?:provided|providing|as\s+long\s+as|so\s+long\s+as|if|unless|when|where|because|since"
                          r"|so(?:\s+that)?(?=\s+(?:the|a|an|you|we|they|it|your|our)\b))\b"
                          # (or a reason, or a purpose: "and women every 16 weeks, because women generally have lower iron
                          # stores"; "electric vans with at least 30%, so the next member can set off")
                          # (a condition's own words say it without the comma: "or under 20 if they stay in education")
                          r"|\s(?:provided|providing|as\s+long\s+as|so\s+long\s+as|if|unless)\s", re.IGNORECASE)


def _scene(first: str, piece: str) -> str:
    """What a listed piece with a subject of its own keeps of the first piece: the heading before its colon
    ("Riverside Tennis Club membership: adult membership is £240 and junior membership is £95") and the
    opening phrase setting the occasion of both ("At this year's AGM, Helen Okafor was elected chair and David
    Lindqvist was appointed treasurer"), unless it opens with its own ("In 2020 ..., and in 2021 ...")."""
    heading, colon, _ = first.partition(": ")
    if colon and len(heading.split()) <= HEADING_WORDS and not _DIGIT.search(heading):
        return heading + ":"
    opening = _OPENING_PHRASE_START.match(first)
    if opening and len(opening.group(0).split()) <= OPENING_WORDS and not _OWN_VERB.search(opening.group(0)):
        return _without_opening(opening.group(0), piece)
    # (and the condition of both: "when a friend you refer completes their first 5 lessons, you receive £30 of lesson
    # credit and your friend receives £15 off their sixth lesson")
    condition = _CONDITION_OPENING.match(first)
    if condition and len(condition.group(0).split()) <= 2 * OPENING_WORDS and not _CONDITION_OPENING.match(piece):
        return condition.group(0)
    # (and what the first subject's head is of, where the piece's subject has that head: "Adult tickets for the
    # open-air cinema screenings are $18 and children's tickets are $9" - the children's tickets are for them too)
    own_head = re.findall(r"[A-Za-z]+", _subject_phrase(piece))[-1:]
    of_head = re.search(r"\b" + re.escape(own_head[0]) + r"\s+((?:for|of|at|on)\s+[^,;]+)", _subject_phrase(first),
                        re.IGNORECASE) if own_head and len(own_head[0]) > 2 else None
    if of_head:
        return of_head.group(1)
    # (and the named thing the first subject is of, where the piece's subject names none: "Nominations for the Ashcombe
    # Parish Council by-election close at 4pm on 3 April, and polling day is 1 May" - the by-election's polling day)
    value = _first_value(first, 0)
    named_of = _NAMED_OF.search(_subject_phrase(first) or first[:value.start() if value else 0])
    own_subject = _subject_phrase(piece)
    return named_of.group(0) if named_of and own_subject and not _CAPITALISED.search(own_subject[1:]) else ""


#: a condition opening a sentence with a subject and verb of its own: "When your friend completes 5 lessons,"
#: a clause's number in a numbered list of terms: "9.1 ", "12. "
_CLAUSE_NUMBER = scan.pattern(r"\s*\d{1,2}(?:(?:\.\d{1,2})+\.?|\.)\s+(?=[A-Z])")

_CONDITION_OPENING = scan.pattern(r"\s*(?:when|whenever|if|once|as\s+soon\s+as)\s[^,;:]*,\s*", re.IGNORECASE)

#: a subject's phrase naming what it is of: "for the Ashcombe Parish Council by-election"
_NAMED_OF = scan.pattern(r"\b(?:for|of|at)\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*(?:\s+[a-z]+-[a-z]+)?")

_AFTER_NUMBER = scan.pattern(r"(?:\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))\s*$", re.IGNORECASE)

_NOUN_NEXT = scan.pattern(r"\s+(?!(?:the|a|an|its|their|his|her|our|to|in|on|at|by|for|with|from|of|and|or)\b)[a-z]")

_LAST_VALUE = scan.pattern(r".*[\d%]", re.DOTALL)

_OWN_VERB = scan.pattern(r"\b(?:is|are|was|were|has|have|had|will|" + _IRREGULAR_PAST + r"|[a-z]{3,}(?<!hundr)ed)\b")

#: a modal before its verb: "platelet donors can give"
_MODAL_VERB = scan.pattern(r"\b(?:can|could|may|might|must|should)\s+(?:not\s+|also\s+|only\s+)?(?!be\b)[a-z]{3,}\b")


def _tail(piece: str) -> str:
    """The text of a piece after its last value ("of the final mark" in "60% of the final mark")."""
    # (a code's number is no value: "£1 for under-18s" says "for under-18s" after its value)
    match = _LAST_VALUE.match(_HYPHEN_CODE.sub(lambda m: re.sub(r"\d", "x", m.group(0)), piece))
    return piece[match.end():] if match else ""


def _names_first(piece: str) -> bool:
    """Whether a listed piece names something before its first value ("Europe by 6%", "and Porto 4 times")."""
    first = _VALUE_START.search(piece)
    end = first.start() if first else len(piece)
    # (a day of the week is the piece's value, no name keying it: "on Thursdays from Riverside" names Riverside after it;
    # so is a number in words: "but complete six stations, ... via Microsoft Teams")
    day = _DAY_VALUE.search(piece, 0, end) or _SPELLED_OR_DIGIT.search(piece, 0, end)
    return any(w.lower() not in _NOT_NAMES for w in _CAPITALISED.findall(piece[:day.start() if day else end]))


_DAY_VALUE = scan.pattern(_DAY_NAME + r"s?\b")


def _lead(piece: str, names_listed: bool, listed: frozenset[str] = frozenset()) -> str:
    """The text of a piece before its first value: what the listed values are said about (an opening
    phrase's value aside: "From 30 March, SkyBridge will operate 10 flights ..., and 4 flights ...", "Founded in
    1889, Aldergate Albion have won the league title 7 times and the national cup 11 times"). ``listed``: the kinds the
    pieces list, whose first value ends the lead where measures describe its thing before it ("A standard 25 mm
    domestic connection up to 5 metres from the main costs £1,150 ..., or £780 in an unmade verge": the verge's
    connection is as standard and as long)."""
    opening = _OPENING_PHRASE_START.match(piece) or _PARTICIPLE_OPENING.match(piece)
    first = _first_value(piece, opening.end()) if opening else None
    first = first or _first_value(piece, 0)
    at = first if listed else None
    while at is not None and _kinds(_value_ahead(piece, at)) == {"measure"} and not _AGE_BEFORE.search(piece, 0, at.start()):
        at = _first_value(piece, at.start() + len(_value_ahead(piece, at)))
    first = at if at is not None and _kinds(_value_ahead(piece, at)) & listed else first
    end = first.start() if first else len(piece)
    if names_listed:  # "the Asia region grew sales by 14%, Europe by 6%": Europe's lead is "the region grew sales by"
        return _CAPITALISED.sub(lambda m: m.group(0) if m.group(0).lower() in _NOT_NAMES else "", piece[:end])
    return piece[:end]


#: a piece's tail saying nothing but what a bracket keys it by before its "or": " (households) or"
_BARE_TAIL = scan.pattern(r"\s*(?:\([^()]*\)\s*)?,?\s*(?:or|and)\s*")
#: a piece opening on its value and a bracket keying it: "£50 (businesses) "
_VALUE_AND_BRACKET = scan.pattern(r"\s*[£$€¥]?\d[\d,.]*\s*%?\s*\([^()]*\)")

#: the text a value starts, enough to tell its kind: "25 mm domestic", "£1,150 if we"
_VALUE_AHEAD = scan.pattern(r"[^;()]{1,20}")


def _value_ahead(piece: str, value: re.Match[str]) -> str:
    ahead = _VALUE_AHEAD.match(piece, value.start())
    return ahead.group(0) if ahead else piece[value.start():]

#: an age's word before its number: "children aged 5", "under 18"
_AGE_BEFORE = scan.pattern(r"\b(?:aged?|ages|under|over)\s*$", re.IGNORECASE)

_PARTICIPLE_OPENING = scan.pattern(r"\s*[A-Z][a-z]+ed\b[^,]{0,60},\s*")

#: a heading line is short: "Ticket prices:", "Opening hours (summer):"
HEADING_WORDS = 10

#: an abbreviation defined in brackets after its long form: "prescription prepayment certificate (PPC)"
_DEFINED_ABBREVIATION = scan.pattern(r"\(([A-Z]{2,6})s?\)")

#: words an abbreviation's letters skip: "Department for Work and Pensions (DWP)"
_UNSPELLED = frozenset(("of", "and", "for", "the", "in", "on", "&"))


def _abbreviations(evidence: str) -> dict[str, str]:
    """Each abbreviation the evidence defines -> its long form, the words right before its bracket whose initials
    spell it ("prescription prepayment certificate (PPC)" -> "prescription prepayment certificate")."""
    out: dict[str, str] = {}
    for m in _DEFINED_ABBREVIATION.finditer(evidence):
        abbreviation, spelled, taken = m.group(1), "", []
        for word in reversed(evidence[:m.start()].split()[-2 * len(m.group(1)):]):
            if not re.fullmatch(r"[A-Za-z][\w'-]*|&", word) or len(spelled) == len(abbreviation):
                break
            taken.append(word)
            if word.lower() not in _UNSPELLED:
                spelled = word[0].upper() + spelled
        while taken and taken[-1].lower() in _UNSPELLED:
            taken.pop()
        if spelled == abbreviation:
            out[abbreviation] = " ".join(reversed(taken))
    return out


#: the end of a clause's subject: its first verb ("Construction of the bridge | began in March 1932"); never
#: the second half of a compound ("A better-equipped expedition | left")
_SUBJECT_END = scan.pattern(r"\b(?<!-)(?:is|are|was|were|has|have|had|will|would|can|could|must|may|might|should|shall|"
                            r"does|do|did|began|rose|fell|grew|left|sank|struck|sold|bought|paid|found|kept|lost|spent|"
                            r"sent|brought|stood|came|flew|" + _IRREGULAR_VERBS + r"|[a-z]{3,}(?<!hundr)(?<![^r]e)ed)\b")

#: what stands before an adjective in "-ed", never before the clause's verb: "Volta Mobile's unlimited plan"
_BEFORE_ADJECTIVE = scan.pattern(r"(?:\b(?:the|a|an|its|their|his|her|our|this|that|these|those)|['’]s)\s+$", re.IGNORECASE)


@lru_cache(maxsize=65536)
def _subject_phrase(clause: str) -> str:
    """The words before a clause's first verb (its subject, where it opens with one), else ""."""
    verbs = [m for m in (next((m for m in _SUBJECT_END.finditer(clause) if not (
        m.group(0).endswith("ed") and _BEFORE_ADJECTIVE.search(clause, 0, m.start()))), None),
        _PLURAL_PRESENT_VERB.search(clause), _verb_after_participle(clause)) if m]
    if not verbs:
        return ""
    verb = min(verbs, key=lambda m: m.start())
    # an opening phrase is no part of it: "Founded in 1968 by Walter Brandt, | the company went public";
    # a phrase after it is, where the verb opens that phrase: "The documentary, | narrated by ..."
    before, _, subject = clause[:verb.start()].rpartition(",")
    return subject if subject.strip() else before.rpartition(",")[2]


def _verb_after_participle(clause: str) -> re.Match[str] | None:
    """The verb after a plural and its participle's phrase (``_PLURAL_PARTICIPLE_VERB``), if any."""
    after = _PLURAL_PARTICIPLE_VERB.search(clause)
    return _VERB_AT.match(clause, after.end()) if after else None


#: verbs a plural subject takes as they are written: "changes take effect", "classes run", "fees apply"
_BASE_VERBS = frozenset(("take make give get go come run last apply start begin end open close cost pay need require "
                         "include receive remain follow occur happen expire renew stay vary differ depend qualify").split())

#: a plural's verb in the present before the value it takes: "and students with valid ID pay $33 per month"
_PLURAL_PRESENT_VALUE = scan.pattern(r"(?:(?<=[a-z]s\s)|(?<=\ds\s)|(?<=children\s)|(?<=people\s)|(?<=men\s))(?:[^,;]*?\s)?(?:"
                                     + "|".join(sorted(_BASE_VERBS))
                                     + r")\s+(?=(?:for\s+)?(?:about\s+|around\s+|up\s+to\s+|just\s+|only\s+)?[£$€¥\d])")

#: a plural's verb in the present closing a piece: "and children aged 8 to 16 qualify"
_PLURAL_PRESENT_END = scan.pattern(r"(?:(?<=[a-z]s\s)|(?<=children\s)|(?<=people\s))(?:[^,;]*?\s)?(?:"
                                   + "|".join(sorted(_BASE_VERBS)) + r")\s*$")

#: a plural subject's verb in the present, before when or where: "Applications ... open on 3 February and | close
#: on 14 March" (not after an article: "the close of business on")
_PLAIN_PRESENT = scan.pattern(r"(?<!\bthe\s)\b(?:" + "|".join(sorted(_BASE_VERBS)) + r")\s+(?:on|at|in|from|by|until)\b")

#: modifiers naming the opposite one of a pair of things: where the claim says "the new hospital", a
#: clause about "the old county hospital" speaks of the other hospital (a paraphrase keeps the side)
_OPPOSITE_MODIFIERS: dict[str, frozenset[str]] = {}
for _pair in ("old new", "former current", "former new", "previous current", "previous new", "upper lower",
              "inner outer", "northern southern", "eastern western", "north south", "east west", "earlier later",
              "early late", "junior senior", "minimum maximum", "domestic international", "indoor outdoor",
              "public private", "internal external", "front rear", "morning evening", "summer winter",
              "permanent temporary", "urban rural", "inbound outbound", "paid unpaid", "full part", "man woman",
              "boy girl", "male female", "lady gentleman", "adult child", "adult junior", "adult infant",
              "new returning", "new existing", "positive negative", "day evening", "day night", "home away"):
    _one, _other = (_stem(w) for w in _pair.split())
    _OPPOSITE_MODIFIERS[_one] = _OPPOSITE_MODIFIERS.get(_one, frozenset()) | {_other}
    _OPPOSITE_MODIFIERS[_other] = _OPPOSITE_MODIFIERS.get(_other, frozenset()) | {_one}

#: (and the tiers of a product, each another of its kind: "the enhanced renters plan" is no "basic renters plan")
_TIERS = frozenset(_stem(w) for w in ("basic standard enhanced premium advanced economy essential deluxe classic "
                                      "superior").split())
for _one in _TIERS:
    _OPPOSITE_MODIFIERS[_one] = _OPPOSITE_MODIFIERS.get(_one, frozenset()) | (_TIERS - {_one})

#: (and how often a thing recurs: "the fortnightly plan" is no "monthly payment plan"; "annual" and "yearly" are one)
_FREQUENCIES = {_stem(w): w for w in "daily weekly fortnightly monthly quarterly annual yearly".split()}
for _one, _word in _FREQUENCIES.items():
    _OPPOSITE_MODIFIERS[_one] = _OPPOSITE_MODIFIERS.get(_one, frozenset()) | {
        other for other, word in _FREQUENCIES.items() if other != _one and {word, _word} != {"annual", "yearly"}}
