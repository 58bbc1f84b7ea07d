"""Words of a text as the binding check reads them: stems, name runs and spans, plural heads."""

from __future__ import annotations

import re
from functools import lru_cache

from rageval_pipeline.core.judges import scan
from rageval_pipeline.core.judges import text as tx
from rageval_pipeline.core.judges.scan import says_any

#: a word before a noun that may say what kind it is (no word opening a phrase of its own: "4 with electric vehicle
#: chargers" counts no chargers)
_MODIFYING_WORD = r"(?!(?:with|for|from|and|the|per|into|over|under|each|that|which|who)\b)[a-z]{3,}"


def _plural_heads(text: str, value: str) -> set[str]:
    """The plural a number's words end on, where a noun or two stand before it: "12 airport lounge passes" counts
    passes (``_counted`` reads what the first word after it says: airport)."""
    # (past a name too: "12 Gas Safe registered engineers")
    # (written with its thousands separated too: "48,200 smart meter installations")
    forms = {value} | ({f"{int(float(value)):,}"} if re.fullmatch(r"\d{4,}", value) else set())
    written = (r"(?<![\w.,])(?:" + "|".join(map(re.escape, forms)) + r")\s+(?:(?:[A-Z][\w-]*\s+){1,3}(?:"
               + _MODIFYING_WORD + r"\s+){0,2}|(?:" + _MODIFYING_WORD + r"\s+){1,3})([a-z]{3,}s)\b")
    return {_stem(m.group(1)) for m in re.finditer(written, text)}


#: a capitalised word of any Latin script: "Sørensen", "García"
#: (a possessive is no part of the name: "Spain's rate" names Spain; "O'Brien" is one name)
#: (a brand may end in a capital or initials of its own: "ProctorU", "BambooHR")
_CAPITALISED = scan.pattern(r"\b[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+(?:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)*(?:[A-Z]{1,3}(?=[\s.,;:)]|$))?(?:-[^\W\d_]+|['’](?!s\b)[^\W\d_]+)?\b")

#: a measured quantity: unit spelling -> (what it measures, size in that measure's base unit); metric
#: units convert exactly ("1.6 kg" is "1600 g"); other units compare only with themselves (None)
_MEASURES: dict[str, tuple[str, float | None]] = {
    **{u: ("g", f) for u, f in (("mg", 1e-3), ("g", 1.0), ("grams", 1.0), ("gram", 1.0), ("kg", 1e3),
                                 ("kilograms", 1e3), ("kilogram", 1e3), ("kilos", 1e3), ("tonnes", 1e6), ("tonne", 1e6))},
    **{u: ("m", f) for u, f in (("mm", 1e-3), ("millimetres", 1e-3), ("millimeters", 1e-3), ("millimetre", 1e-3),
                                 ("millimeter", 1e-3), ("cm", 1e-2), ("centimetres", 1e-2), ("centimeters", 1e-2),
                                 ("centimetre", 1e-2), ("centimeter", 1e-2), ("m", 1.0), ("metres", 1.0), ("meters", 1.0),
                                 ("metre", 1.0), ("meter", 1.0), ("km", 1e3), ("kilometres", 1e3), ("kilometers", 1e3),
                                 ("kilometre", 1e3), ("kilometer", 1e3))},
    **{u: ("l", f) for u, f in (("ml", 1e-3), ("mL", 1e-3), ("l", 1.0), ("L", 1.0), ("litres", 1.0), ("liters", 1.0),
                                 ("litre", 1.0), ("liter", 1.0))},
    # areas: "32 m²" is 32 square metres, not 32 metres
    **{u: ("m²", 1.0) for u in ("m²", "m2", "sq m", "sqm", "square metres", "square meters", "square metre", "square meter")},
    **{u: ("ft²", 1.0) for u in ("ft²", "sq ft", "sqft", "square feet", "square foot")},
    **{u: ("km²", 1.0) for u in ("km²", "sq km", "square kilometres", "square kilometers", "square miles", "sq mi")
       if "mi" not in u},
    **{u: ("mi²", 1.0) for u in ("square miles", "sq mi")},
    **{u: ("km/h", 1.0) for u in ("km/h", "kph", "kmh")},
    # temperatures: "0°C", "-18 °C", "145 degrees Fahrenheit" (Celsius and Fahrenheit are not converted)
    **{u: ("°C", 1.0) for u in ("°C", "ºC", "degrees Celsius", "degrees C")},
    **{u: ("°F", 1.0) for u in ("°F", "ºF", "degrees Fahrenheit", "degrees F")},
    **{u: ("B", f) for u, f in (("KB", 1e3), ("kB", 1e3), ("MB", 1e6), ("GB", 1e9), ("TB", 1e12))},
    # (speeds of a connection: "1 Gbps" is "1000 Mbps")
    **{u: ("bit/s", f) for u, f in (("kbps", 1e3), ("Kbps", 1e3), ("Mbps", 1e6), ("Gbps", 1e9), ("Mbit/s", 1e6),
                                     ("Gbit/s", 1e9), ("Mb/s", 1e6), ("Gb/s", 1e9))},
    **{u: ("W", f) for u, f in (("W", 1.0), ("kW", 1e3), ("MW", 1e6), ("GW", 1e9))},
    **{u: ("Wh", f) for u, f in (("Wh", 1.0), ("kWh", 1e3), ("MWh", 1e6), ("GWh", 1e9))},
    **{u: (name, None) for name, spellings in (("mi", ("miles", "mile", "mi")), ("ft", ("feet", "foot", "ft")),
                                                ("lb", ("lb", "lbs")), ("oz", ("oz", "ounces", "ounce")),
                                                ("mph", ("mph",)), ("gal", ("gallons", "gallon")))
       for u in spellings},
}

_WEEKDAYS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
#: a day of the week written out, as a pattern ("Saturday"; add "s?" for "Saturdays")
_DAY_NAME = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day"

#: a title before a name is no name, and its period ends no sentence ("Dr. Amara Nwosu")
_TITLES = frozenset(["dr", "mr", "mrs", "ms", "prof", "professor", "sir", "hon", "rev", "sen", "rep", "gen", "col", "capt", "lt", "cllr"])

_AFTER_TITLE = scan.pattern(r"\b(?:" + "|".join(sorted(_TITLES)) + r")\.?\s+$", re.IGNORECASE)

#: a weekday written short: "Thu 30 October"
_SHORT_WEEKDAYS = frozenset("mon tue tues wed thu thur thurs fri sat sun".split())

#: prepositions a stop list may leave as words: "outside", "inside", "within", "beyond"
_PREPOSITION_WORDS = frozenset(("outside inside within without across beyond along among amongst around behind below "
                                "beneath beside besides between despite except near onto toward towards underneath "
                                "unlike upon via throughout during against").split())

_NOT_NAMES = _TITLES | frozenset(["the", "a", "an", "this", "that", "these", "those", "it", "its", "in", "on", "at", "for", "from", "by", "with", "and", "but", "or", "if", "when", "while", "whereas", "after", "before", "during", "each", "every", "all", "some", "no", "not", "our", "their", "his", "her", "we", "they", "he", "she", "i", "you", "to", "of", "as", "per", "there", "here", "what", "which", "who", "how", "why", "where", "one", "two", "three", "both", "either", "neither", "any", "most", "many", "few", "other",
    # (conjunctions a stop list may leave, opening a sentence, as the prepositions below may: "Among customers on ADSL")
    "whilst", "although", "though", "unless", "since", "including", "excluding", "regarding",
    # (a letter's or an email's greeting words: "Hi Tom", "Dear Mark", "Thanks Ana")
    "hi", "hello", "dear", "thanks", "welcome", "sorry"]) | _PREPOSITION_WORDS | tx.STOPWORDS | frozenset(tx._MONTHS) | _WEEKDAYS | {f"{day}s" for day in _WEEKDAYS} | _SHORT_WEEKDAYS

#: words that belong to a specific, not to the subject it is said about
_SPECIFIC_WORDS = frozenset(tx._MONTHS) | _WEEKDAYS | (_SHORT_WEEKDAYS - {"sat", "sun"}) | {"weekday", "weekend"} | {"sec", "minute", "min", "hour", "hr", "day", "week", "month", "year", "percent",
                                           "cent", "point", "percentage", "usd", "eur", "gbp", "am", "pm", "noon", "midnight",
                                           "thousand", "million", "billion", "trillion"} | {
    # a title belongs to the name ("Dr. Tom Ellis"), not to what it is said about
    w for title in _TITLES for w in tx.content_words(title)} | _TITLES | {
    w for unit in _MEASURES for w in tx.content_words(unit.replace("/", " "))} - tx.content_words("square sq")

#: an age group as fixture lists write it: "U15", "U12s"
_U_AGE_GROUP = r"\bU\d{1,2}s?\b"

_GROUP_OR_RACE = _U_AGE_GROUP + r"|(?<![£$€¥\d.,])\b\d{1,3}K\b"

#: an age group named by its bound, or as fixture lists write it: "the under-13s", "Over-60s", "U18s"
_AGE_GROUP = scan.pattern(r"\b(?:[Uu]nder|[Oo]ver)-\d{1,2}s\b|" + _U_AGE_GROUP)

#: an age group's bound, however it is written: "under-14", "Over-60s", "U12" (the bound in group 1)
_AGE_GROUP_BOUND = scan.pattern(r"(?<![\w-])(?:under|over|U)-?(\d{1,2})s?\b(?!-)", re.IGNORECASE)

#: a format named by its dimensions: "2D", "3D" ("3D · £13.40" is the 3D ticket's row)
_FORMAT = r"(?<![£$€¥\d.,])\b[2-4]D\b"

#: a route's or a service's code of a number and a capital, after "the", "route", "bus", "line" or "service": "the 1X",
#: "route 7A"
_ROUTE_CODE = scan.pattern(r"(?:(?<=\bthe\s)|(?<=\broute\s)|(?<=\bbus\s)|(?<=\bline\s)|(?<=\bRoute\s)|(?<=\bservice\s))"
                           r"\d{1,3}[A-Z]\b(?![\d'’-])")

#: a drive's name: "a 4x4"; and a size written as one word, which names a model as a code does: "the 8x6ft shed", "the
#: 12x12 leather album" (one with a unit apart is a measure: "50x70 mm")
_DRIVE = scan.pattern(r"\b(?:[2-8][x×][2-8]|(?:[2-9]|\d{2})[x×](?:[2-9]|\d{2})(?!\s*(?:mm|cm|m|in|ft)\b)"
                      r"|\d{1,2}[x×]\d{1,2}(?:ft|m))\b")

#: a code written with a hyphen names a thing as a label does: "USB-C", "CF-340", "the under-14s"
_HYPHEN_CODE = scan.pattern(r"\b[A-Za-z]+(?:-[A-Za-z0-9]+)*-(?:[A-Z]|\d+[a-z]?s?|[A-Z]+\d+[A-Za-z]*|\d+[A-Z]+\d*)\b(?!-)"
                            r"|" + _GROUP_OR_RACE + r"|" + _FORMAT)

#: a model named by capitals and a number after a dot: "the ID.4 Pro" (no version: "v2.1", no section: "s.4")
_DOTTED_CODE = scan.pattern(r"\b[A-Z]{2,4}\.\d{1,2}\b(?!\.\d)")

_DAY_BEFORE_DATE = scan.pattern(r"\b(Mon|Tues?|Wed|Thu(?:rs?)?|Fri|Sat|Sun)\.?,?\s+(?=\d)")


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    return next(iter(sorted(tx.content_words(word))), "")


# and so do their plurals where those stem otherwise ("minutes" stems as "minut")
_SPECIFIC_WORDS = _SPECIFIC_WORDS | {_stem(w + "s") for w in _SPECIFIC_WORDS if len(w) >= 4 and w.isalpha()}

_CLAUSE_START = scan.pattern(r"(?:^|[.!?;:|(\"\n])[\s\-*•\d.)]*$")

_IRREGULAR_VERBS = (r"won|led|ran|took|gave|made|held|wrote|became|set|got|went|said|saw|met|built|chose|drew|sang|"
                    r"spoke|taught|told|beat")

_IRREGULAR_VERB_WORDS = frozenset(_IRREGULAR_VERBS.split("|"))

#: a description in commas after a word: ", the peregrine,", ", our female Harris's hawk,"
_DESCRIBED_AFTER = scan.pattern(r",\s+(?:the|our|their|your|his|her|its|a|an)\s+[\w'’-]+(?:\s+[\w'’-]+){0,3},")

#: words opening a sentence before a comma that say when or how it goes on, no name: "However, the ...,"
_SENTENCE_ADVERBS = frozenset(("yesterday", "today", "tomorrow", "tonight", "meanwhile", "however", "therefore",
                               "instead", "otherwise", "overall", "again", "also", "besides", "nevertheless", "indeed",
                               "sometimes", "often", "afterwards", "later", "earlier", "first", "second", "third",
                               "next", "then", "now", "still", "alternatively", "additionally", "similarly",
                               "upstairs", "downstairs", "outside", "inside", "nearby", "elsewhere", "online",
                               "finally", "last", "lastly", "hence", "anyway", "plus", "sadly", "yes", "please", "note",
                               "remember"))

# (a word in -s or -ed before a colon or a modal is a plural noun or a participle, no verb: "Payroll queries: Helen
# Marsh", "Pension queries should go to ..."; so is one in -s before a comma or "and", of a listing: "Quartz repairs,
# battery changes and straps are handled at our Leeds branch")
_VERB_AFTER = scan.pattern(r"\s+(?:(?:[a-z]+ed(?!\s*:)|[a-z]+s(?!\s*[:,]|\s+(?:and|or)\b))"
                           r"(?!\s+(?:should|must|can|could|would|may|might|shall)\b)"
                           r"|was|is|has|had|will|" + _IRREGULAR_VERBS + r")\b")

#: what minutes give someone to do, after their first name: "Ben to handle the reorders", "Olivia to take over"
_ACTION_ITEM_AFTER = scan.pattern(r"\s+to\s+(?:take|handle|lead|chase|contact|send|book|organise|organize|arrange|check|"
                                  r"follow|draft|prepare|update|review|order|circulate|confirm|write|call|email|speak|"
                                  r"liaise|cover|collect|investigate|look|ask|share|sort|find|get)\b")

#: a clause's first word followed by a capitalised word and a verb is a first name: "Lucia Romano chairs"
#: the small words inside a name: "Bram de Vries", "Ludwig van Beethoven"
_PARTICLE = r"(?:(?:de|van|von|der|den|da|di|del|du|le|la|al|bin|ibn|dos|das)\s+)"

_NAME_PARTICLE = scan.pattern(r"\b" + _PARTICLE + r"(?=[A-Z])")

_NAME_AFTER = scan.pattern(r"\s+" + _PARTICLE + r"?[A-Z][a-z]+(?:[-'][A-Za-z]+)?(?:\s+[A-Z][a-z]+)?\s+"
                           r"(?:[a-z]+(?:ed|s)|was|is|has|had|will|" + _IRREGULAR_VERBS + r")\b"
                           # or a surname closing the clause: a list item naming someone ("2022 - Ama Owusu")
                           r"|\s+" + _PARTICLE + r"?[A-Z][a-z]+(?:[-'][A-Za-z]+)?\s*[.;,]?\s*$"
                           # or the last word of a heading naming a thing of a year: "Owl Prowl 2024: Our popular evening
                           # event" (not a role's: "Access Coordinator: Tomás Ferreira")
                           r"|\s+[A-Z][a-z]+\s+(?:19|20)\d{2}:\s"
                           # or the owner's name it opens: "Ashby House's warden is ..."
                           r"|\s+[A-Z][a-z]+['’]s\s+[a-z]")

_LABEL_COLON = scan.pattern(r"\w:[ \t]*$")

#: (or a place's noun: "Puppy classes: Kingsbridge branch")
_PLACE_NOUN_NEXT = scan.pattern(r"\s+(?:branch|road|street|lane|centre|center|station|campus|site|office|hall|park|"
                                r"surgery|library|hotel|store|depot|hospital|airport)\b")

#: a capitalised place's noun keying a list's line after a word opening it, which it names with that word: "Rocket
#: Room: up to 15 guests" (not a table's cell, which a claim may write in the plural: "Garden Rooms have ...")
_CAPITAL_PLACE_NEXT = scan.pattern(r"\s+(?:Room|Hall|Suite|Studio|Lounge|Court|Pitch|Field|Centre|Center|Theatre|Gallery|"
                                   r"House|Cottage|Barn|Wing|Gate|Terminal|Arena|Rink|Pool|Building|Tower|Garden|Gardens)"
                                   r"\s*:")

#: (or a model's code or number: "Best family EV: Kia EV3", "Renault 5 E-Tech")
_CAPITAL_NEXT = scan.pattern(r"\s+" + _PARTICLE + r"?(?:[A-Z](?:[a-z]|[A-Z]+\b|[A-Z]*\d+\b)|\d+\s+[A-Z])")  # ("Kessler IT GmbH")

#: a key naming who does a thing, before its colon: "Bike share operator:", "Funding partner:", "Provided by:"
#: nouns naming who does a thing, in a column's header or a line's key
_WHO_NOUNS = (r"(?:provider|operator|insurer|underwriter|supplier|partner|contact|organi[sz]ation|company|agent|handler|"
              r"carrier|airline|lender|bank|issuer|administrator|regulator|body|courier|sponsor|organi[sz]er|manager|"
              r"chair|host|venue|caterer|contractor)s?")

_WHO_KEY = scan.pattern(r"(?:\bby|\b" + _WHO_NOUNS + r"):[ \t]*$", re.IGNORECASE)

_VALUE_END = scan.pattern(r"[ \t]*(?:[.;]|$)", re.MULTILINE)

_SINGULAR_VERB_AFTER = scan.pattern(r"\s+(?:is|was|has|[a-z]*[a-rt-z]s)\b")


def _capitalised_within(word: str, text: str) -> bool:
    """Whether the text writes ``word`` capitalised inside a clause too ("trains to Reading"): a name there."""
    return re.search(r"[a-z,]\s+" + re.escape(word) + r"\b", text) is not None


#: where a line's or a cell's value ends
_CELL_END = scan.pattern(r"[ \t]*(?:[.;|·]|$)", re.MULTILINE)

#: one-word values a line's key may take that name nothing: "Status: Approved", "Parking: Free"
_COMMON_VALUE_WORDS = frozenset(
    "yes no none free open closed included available unavailable daily weekly monthly yearly annually online tbc tba "
    "varies optional required mandatory unlimited high low medium pending approved rejected active inactive male female "
    "unknown".split())

#: words joining clauses, never modifiers of the word after them ("whereas refurbished tablets")
_CONJUNCTIONS = frozenset(("whereas", "while", "whilst", "although", "though", "but", "yet", "unless", "because"))

#: words saying how many of a thing, no kind of it: "several attempts were lost" are the attempts
_HOW_MANY = frozenset(("several", "many", "various", "numerous"))

_LOWER_NEXT = scan.pattern(r"\s+[a-z]")

_ADVERB = scan.pattern(r"[A-Z][a-z]*(?:ully|ally|ntly|ously|ively|edly|ewly|arly|ately|idely|ghtly|uickly|asily)")

#: adjectives that open a clause before its noun ("New hires are onboarded by ...", "Existing customers
#: keep"): read before a verb-like "-s" word they would pass for a name doing something ("Luis manages")
_OPENING_ADJECTIVES = frozenset(
    "new current existing former annual monthly weekly daily additional extra regular local national "
    "international public private total average overall previous recent eligible several various typical "
    "older younger larger smaller higher lower online domestic foreign".split())

_POSSESSIVE_AFTER = scan.pattern(r"['’]s\s+[A-Za-z]")  # (a named day too: "Mother's Day bookings open on 1 March")

_PLACE_ADJECTIVE = scan.pattern(r"-(?:based|born|bred|listed|headquartered|registered|educated|trained|made|built|"
                                r"owned|backed|funded|wide|bound)$")

#: a plural noun and the plural verb it is the subject of: " claims for Aurel headphones bought in the EU are"
_PLURAL_SUBJECT_AFTER = scan.pattern(r"\s+[a-z]{3,}s\b(?:(?!\b(?:that|which|who|whom|whose)\b)[^,.;:]){0,80}?"
                                     r"\b(?:are|were|have\s+been|(?:will|can|must|may|should|would)\s+(?:not\s+)?be)\b")

_PLURAL_RELATIVE_AFTER = scan.pattern(r"\s+[a-z]{3,}s\s+(?:who|that|which)\b")

#: a colon right after a word and a few words naming what it is: the word keys a line of a list ("Stripe: payment
#: processing", not "Prompt: What were the long-term effects of Reconstruction?")
_KEY_COLON = scan.pattern(r":\s+(?:[\w&'’()-]+\s*){1,5}[.;]?\s*")

#: what stands before a line's key: nothing but a bullet
_LINE_KEY_WORD = scan.pattern(r"[^\s\-*•·]")


#: a capitalised word right before "Only", which with it names a thing: "Swim Only", "Room Only"
_NAME_BEFORE_ONLY = scan.pattern(r"\b([A-Z][a-z]+)\s+$")


#: a pronoun with its verb contracted: "You're", "We'll", "They've", "I'm"
_PRONOUN_CONTRACTED = scan.pattern(r"(?:You|We|They|I|He|She|It|There|Here|That|What|Who|Let)['’](?:re|ll|ve|d|m|s)",
                                   re.IGNORECASE)


@lru_cache(maxsize=65536)
def _name_words(text: str) -> frozenset[str]:
    """Capitalised words that read as names. Grammar capitalises a clause's first word, so there a
    lone word counts only as the subject of a verb ("Alice approved", "Osei won"), not as an
    imperative or a plural noun ("Run the uninstaller", "Options include"; but "Luis manages")."""
    out = set()
    for match in _CAPITALISED.finditer(text):
        word = match.group(0)
        if (word.lower() in _NOT_NAMES or word.split("-")[0].lower() in _NOT_NAMES) \
                and not (word == "Only" and (named := _NAME_BEFORE_ONLY.search(text, 0, match.start()))
                         and named.group(1).lower() not in _NOT_NAMES):
            continue  # (and "April-to-October", "Monday-Friday": a month's or a day's span)
            # (but "Only" after a capitalised word is the name's: "Swim Only membership", "Room Only rate")
        if _PLACE_ADJECTIVE.search(word):
            continue  # "a Munich-based sensor maker": where it is, no subject of its own
        if _PRONOUN_CONTRACTED.fullmatch(word):
            continue  # "You're rostered as ...": a pronoun and its verb, no one's name
        if _GROUP_POSSESSIVE.match(text, match.start()) or _DAY_BEFORE_DATE.match(text, match.start()):
            continue  # "Women's winner": the women, no one's name; "Sat 16 Nov": a day
        # a plural noun takes "include", a name ending in s takes "manages": "Luis manages finance"
        before = text[: match.start()]
        if word.lower() in tx._NUMBER_WORDS and _SMALL_NEXT.match(text, match.end()) and _CLAUSE_START.search(before):
            continue  # a number opening a sentence: "Five hundred business cards cost £55" (not "The Five Valleys Walk")
        # (after a label's colon, a capitalised run is the value it names: "Precinct 4: Maplewood Community Center")
        opens_clause = (_CLAUSE_START.search(before) and not _AFTER_TITLE.search(before)
                        and not _NAME_AFTER.match(text, match.end())
                        and not _CAPITAL_PLACE_NEXT.match(text, match.end())
                        and not (_LABEL_COLON.search(before) and (_CAPITAL_NEXT.match(text, match.end())
                                                                   or _PLACE_NOUN_NEXT.match(text, match.end())))
                        # (nor a word that is all a key saying who does a thing gives: "E-scooter operator: Dott")
                        and not (_WHO_KEY.search(before) and _VALUE_END.match(text, match.end()))
                        # (nor one word that is all a line's or a cell's value: "E-signature platform: DocuSign", "Base:
                        # Swindon |")
                        and not (_LABEL_COLON.search(before) and _CELL_END.match(text, match.end())
                                 and word.lower() not in _COMMON_VALUE_WORDS))
        # (or as an owner: "Spain's unemployment rate"; or as the key of a short list item, "Stripe: payment processing")
        # (a word a description in commas goes on about is the name it describes: "Sky, the peregrine, usually flies at")
        described = bool(_DESCRIBED_AFTER.match(text, match.end())) and not word.lower().endswith("ly") \
            and word.lower() not in _SENTENCE_ADVERBS | _NOT_NAMES
        if opens_clause and not described and not _POSSESSIVE_AFTER.match(text, match.end()) and not (
                _KEY_COLON.fullmatch(text, match.end()) and not _LINE_KEY_WORD.search(before)) and (
            not (_VERB_AFTER.match(text, match.end()) or _ACTION_ITEM_AFTER.match(text, match.end()))
            # (not a word ending in "ss", which no plural does: "Jess replaced the rear hub")
            or (word.endswith("s") and not word.endswith("ss") and not _SINGULAR_VERB_AFTER.match(text, match.end()))
            # (a plural noun after it whose verb comes later: "Warranty claims for Aurel headphones ... are processed")
            or _PLURAL_SUBJECT_AFTER.match(text, match.end())
            # (or one a relative clause goes on about: "Carp anglers who want to stay for the whole weekend can buy")
            or _PLURAL_RELATIVE_AFTER.match(text, match.end())
            # (a gerund is the subject of its verb as a name is: "Parking costs £1.20", unless the text
            # capitalises it inside a clause too: "Reading is ... trains to Reading")
            or (word.endswith("ing") and not _capitalised_within(word, text))
            # (an adverb opens a clause as no name: "Fully funded PhD studentships", "Recently renovated")
            or _ADVERB.fullmatch(word) or word.lower() in _OPENING_ADJECTIVES
            # (and so is a participle before its noun: "Adjusted earnings for the quarter came in at $1.67")
            or (len(word) >= 6 and word.endswith("ed") and _LOWER_NEXT.match(text, match.end())
                and not _capitalised_within(word, text))
        ):
            continue
        out.add(word)
    # (an organisation known by its initials is named by them where it is who does a thing: "provided by the AA",
    # "operated by NCP"; elsewhere initials are mostly terms or regions: "API calls", "the DACH region")
    # (initials are two capitals or more: a text with none is not scanned, the pattern's look-behinds being slow)
    out.update(m.group(0) for m in (_ACRONYM.finditer(text) if _TWO_CAPITALS.search(text) else ())
               if m.group(0) not in _COMMON_ACRONYMS)
    # (and a brand written with a small first letter is a name as any other: "awarded through iBSL", "sold on eBay")
    out.update(_brands(text))
    return frozenset(out)


def _letter_labels(text: str) -> frozenset[str]:
    """The capital letters labelling a named thing, which tell it from its siblings as a name does: "Classroom A", "Gate
    C" (read apart from the text's names, so no listing is cut at them)."""
    return frozenset(m.group(2) for m in _LETTER_LABEL.finditer(text) if m.group(1).lower() not in _NOT_NAMES) \
        | frozenset(_LETTER_BEFORE_NOUN.findall(text))


#: a capital letter labelling the capitalised word before it: "Classroom B upstairs", "in Building A." ("A" only where no
#: word it could be the article of follows: "Book A table" is no label; nor a middle initial, "John F Kennedy")
_LETTER_LABEL = scan.pattern(r"\b([A-Z][a-z]{2,})\s+([B-H]|A(?=\s*(?:[.,;:)|]|$)|\s+(?:on|in|at|is|and|or|for|to|with|from|of|by|"
                             r"upstairs|downstairs|opens|closes|has|was|will)\b))\b(?![-'’.]\w)(?!\s+[A-Z])", re.MULTILINE)

#: (or the noun after it, after "the" or a preposition in small letters, where a capital is no article: "the C group",
#: "The B ride", "berthed on D pontoon", "the hammerhead of A pontoon"; not a qualification, "in A level maths")
_LETTER_BEFORE_NOUN = scan.pattern(r"(?:\b[Tt]he|(?<![A-Za-z])(?:on|of|at|in|from|to|onto|into|via))\s+([A-H])\s+"
                                   r"(?=[a-z]{3,}\b)(?!levels?\b)")


def _brands(text: str) -> list[str]:
    """Brands written with a small first letter and a capital inside: "macOS", "iPhone", "eBay" (not a unit: "kWh")."""
    return [word for word in _INNER_CAPITAL.findall(text) if word not in _MEASURES and word not in _SMALL_UNITS]


_INNER_CAPITAL = scan.pattern(r"\b[a-z]{1,4}[A-Z][A-Za-z]*\b")

#: units whose capital sits inside, besides the measured ones: milliamp hours, decibels, acidity
_SMALL_UNITS = frozenset(["mAh", "dB", "dBA", "pH", "kWp", "kVA", "mW", "mV", "kV", "mA", "kN", "kPa", "hPa", "MPa"])


#: initials naming an organisation: two to five capitals standing alone ("DVLA", "NCP"; not "USB-C", "A4", nor the start
#: of a longer name, "DFDS Seaways")
#: who does a thing, sends it or makes it: "provided by the AA", "sent with DHL", "panels from REC" (or owning a thing:
#: "EE's 4G network", "runs on BT's lines"; or what a thing is: "our lead supervisory authority is the ICO")
#: two capitals side by side, which every match of ``_ACRONYM`` holds
_TWO_CAPITALS = scan.pattern(r"[A-Z]{2}")
_ACRONYM = scan.pattern(r"(?:(?<=\bby\s)|(?<=\bby\sthe\s)|(?<=\bcontact\s)|(?<=\bcontact\sthe\s)|(?<=\bwith\s)|(?<=\bvia\s)"
                        r"|(?<=\bfrom\s)|(?<=\bis\sthe\s)|(?<=\bwas\sthe\s)|(?<=\bare\sthe\s))"
                        r"[A-Z]{2,5}(?![\w&/-]|\.\w|\s+[A-Z])|(?<![\w&/-])[A-Z]{2,5}(?=['’]s\s+[a-z0-9])")

#: initials that name no one: places, units, currencies, times, roles, formats and common terms
_COMMON_ACRONYMS = frozenset((
    "UK US USA EU UAE GB EEA UN AM PM GMT BST UTC CET EST PST VAT ID PIN FAQ PDF TV DJ IT HR PR AI VIP ATM SMS "
    "CEO CFO COO CTO CIO CMO MD MP OBE MBE MA BA KG KM MB TB MPH KWH MW KW GBP USD EUR JPY APR AER "
    "OK NB PS RSVP ASAP DIY NHS GP ISA ETA DOB NI HGV EV SUV WC BBQ UKVI "
    # (devices and formats a thing is sent from or with: "transfer them from PC", "with USB")
    "PC USB GPS LED HD SIM DVD CD SD SSD RAM CPU GPU API URL QR").split())


def _says_what(text: str) -> bool:
    """Whether a text says what a value is about: a subject word, or a code, which says it as a word does ("£1 for
    under-18s", "£80 for a 4x4", "£3 on the 1X")."""
    return bool(_words(text)) or _says_code(text)


def _says_code(text: str) -> bool:
    """Whether a text has a code naming a thing as a word would ("under-18s", "a 4x4", "the 1X")."""
    return any(code.search(text) for code in (_HYPHEN_CODE, _DOTTED_CODE, _DRIVE, _ROUTE_CODE))


#: a web or email address: "tickets.castlebridgetownfc.co.uk", "www.example.com/book", "slo@example.co.uk"
#: how every web or email address ``_ADDRESS`` reads ends: a dot and its domain's last part
_WEB_ENDINGS = (".co", ".org", ".ac", ".gov", ".com", ".net", ".uk", ".io", ".ie", ".edu", ".info")
_ADDRESS = scan.pattern(r"(?:https?://)?[\w.+-]*[\w-]@?[\w-]+(?:\.[a-z][\w-]*)*\.(?:co\.uk|org\.uk|ac\.uk|gov\.uk|com|org|net|uk|"
                        r"io|ie|edu|gov|info)\b(?:/[\w/.-]*)?", re.IGNORECASE)


@lru_cache(maxsize=65536)
def _words(text: str) -> frozenset[str]:
    """The subject words of a text: stemmed content words that are not part of a specific."""
    # (a name's particles belong to the name, "Bram de Vries", but "a van permit" is about vans)
    text = _NAME_PARTICLE.sub(" ", text)
    # (a web address says where to go, no word of what a clause is about: "buy online at tickets.example.co.uk")
    # (an email's name for its box is what it is for, and stays: "complaints@example.co.uk")
    text = _ADDRESS.sub(lambda m: m.group(0) if "@" in m.group(0) else " ", text) \
        if "." in text and says_any(text, _WEB_ENDINGS) else text
    # (the kind of day a length counts is part of the length, no word of what it is of: "takes 5 working days")
    text = _DAY_KIND.sub(r"\1", text)
    # (nor are seconds after a number, a unit as minutes are, though "second" elsewhere is an ordinal: "a second driver")
    text = _SECONDS.sub(r"\1", text)
    # (a foot no number measures is how one travels, a word: "Foot passengers" are those "travelling on foot")
    text = _ON_FOOT.sub("pedestrian", text)
    # ("last" before a stretch of time says when, no lasting: "hired with us in the last 3 years", "since last time")
    text = _LAST_OF_TIME.sub(" ", text) if "ast" in text else text
    # (nor a part of an hour a length is told in: "a quarter of an hour", "half an hour", "three quarters of an hour")
    text = _PART_OF_A_UNIT.sub(" ", text) if ("alf" in text or "uarter" in text) else text
    # (a word in "-ing" is none, whatever it stems as: "wedding" is no "Wed", "marching" no "March")
    return frozenset(w for w, token in ((_root(token), token) for token in tx.words(text) if token not in tx.STOPWORDS)
                     if w and not w[0].isdigit() and (w not in _SPECIFIC_WORDS or token.endswith(("ing", "ings")))
                     and w not in tx._NUMBER_WORDS and token not in tx._NUMBER_WORDS
                     # (nor is a compound number word: "forty-five minutes", nor one with its unit: "a forty-five-minute
                     # break")
                     and not ("-" in w and all(part in tx._NUMBER_WORDS or part in _SPELLED_UNIT_PARTS
                                               for part in w.split("-"))))


#: a word in small letters next: " hundred", " people"
_SMALL_NEXT = scan.pattern(r"[\s-]+[a-z]")

#: a part of a unit of time a length is told in, the unit left to be read: "a quarter of an hour", "half a day"
_PART_OF_A_UNIT = scan.pattern(r"\b(?:(?:a|one|three)[\s-]+)?(?:half|quarters?)(?=(?:\s+of)?\s+(?:an?|the)\s+(?:hour|day|"
                               r"minute|week|month|year|mile|century)\b)", re.IGNORECASE)

#: what a length written in words with hyphens may hold besides its number words: "forty-five-minute", "one-hour"
_SPELLED_UNIT_PARTS = frozenset(("one", "minute", "minut", "hour", "day", "week", "month", "year", "night", "mile", "metre",
                                 "and", "a", "half"))


#: the kinds of day a length counts in ("5 working days"): fewer than ``values._DURATION_QUALIFIER``, whose "25 sick
#: days" or "28 days' holiday" say which length is meant and stay subject words here
_DAY_KIND = scan.pattern(r"(\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|"
                         r"twenty|thirty)[\s-]+)(?:working|business|calendar|clear|school)\s+(?=(?:days?|weeks?)\b)",
                         re.IGNORECASE)

#: "last" saying which stretch of time: "in the last 3 years", "since last time" (not "last year", an occasion, nor a
#: lasting: "shifts last 3 hours")
_LAST_OF_TIME = scan.pattern(r"(?<=\bthe\s)last\s+(?=(?:\d+|few|couple|two|three|four|five|six|seven|eight|nine|ten|"
                             r"twelve)\s+(?:years|months|weeks|days|nights|seasons|terms|hours|minutes)\b)"
                             r"|\b[Ll]ast\s+(?=times?\b)")

#: "foot" with no number before it: "on foot", "Foot passengers" (not "6 foot", "a six-foot table")
_ON_FOOT = scan.pattern(r"(?<![\d-])(?<!\d\s)\b[Ff]oot\b(?!-)")

#: seconds a number counts: "40 seconds", "a 30-second wait", "a few seconds"
_SECONDS = scan.pattern(r"(\d(?:\.\d+)?|\b(?:a few|several|few|ten|twenty|thirty|forty|fifty|sixty|ninety))[\s-]*"
                        r"seconds?\b", re.IGNORECASE)

_ACTION_NOUN = scan.pattern(r"[a-z]{4,}[ts]ions?")

#: action nouns that are their own verb, which stems as the noun does ("10% off commissions" is off "any commissioned
#: piece"; "questioned", "mentioned", "stationed")
_VERB_AS_ITSELF = frozenset(("commission", "question", "mention", "function", "position", "station", "sanction",
                             "section", "caution", "auction", "partition", "petition", "provision", "audition",
                             "condition", "ration", "pension", "vision"))

#: adverbs saying how usual or when a thing is, which say no kind of it as their adjective may ("usually booked")
_HEDGES = frozenset(("usually", "typically", "normally", "generally", "occasionally", "especially", "basically",
                     "eventually", "finally", "initially", "originally", "additionally", "traditionally", "ideally"))


@lru_cache(maxsize=65536)
def _root(token: str) -> str:
    """A token's stem; an action noun's is its verb's ("translation" stems as "translated" does:
    "translat"; "completion" as "completed"), so "the English translation, by ..." is where "translated
    into English" is found; "replacement" as "replaced": "replac")."""
    if token in _OTHER_FORM:  # (stemmed as the word itself is: "probationary" as "probation", "probat")
        stem = _root(_OTHER_FORM[token])
    elif token.endswith("s") and token[:-1] in _OTHER_FORM:  # (and its plural: "Rentals from the store" are rentals)
        stem = _root(_OTHER_FORM[token[:-1]])
    elif len(token) > 6 and token.endswith("ally") and token not in _HEDGES:
        stem = _root(token[:-2])  # (an adverb of an adjective in "-al" is it: "physically damaged" is physical damage)
    elif _ACTION_NOUN.fullmatch(token) and token.removesuffix("s") not in _VERB_AS_ITSELF:
        stem = _stem(token.removesuffix("s")[:-3])
    elif _MENT_NOUN.fullmatch(token):
        stem = _stem(token.removesuffix("s")[:-4])
    elif _EVENT_NOUN.fullmatch(token):  # "expiry", "arrival", "closure": "expire", "arrive", "close"
        verb = re.sub(r"(?:y|ies|als?|ures?)$", "", token)
        stem = _stem(verb + "e" if re.search(r"[aeiou]s$", verb) else verb)  # ("refusal": "refuse", "closure": "close")
        stem = stem[:-1] if stem.endswith("rr") else stem  # ("referral": "refer")
    elif _ABILITY_NOUN.fullmatch(token):  # "availability", "eligibility": "available", "eligible"
        stem = _stem(re.sub(r"ilit(?:y|ies)$", "le", token))
    else:
        stem = _stem(token.replace(",", ""))
    return _SAME_EVENT.get(stem, _ACTION_OF_VERB.get(stem, stem))


#: words saying another word in another form: an adjective its noun ("standard postal delivery" is sent "by standard
#: post"), an adverb its adjective ("newly laid turf" is "new turf")
_OTHER_FORM = {"postal": "post", "rental": "rent", "seasonal": "season", "regional": "region", "coastal": "coast",
               "parental": "parent", "optional": "option", "newly": "new", "freshly": "fresh", "annually": "annual",
               # (a thing done again to what it names: "rehomed 367 cats" is "found new homes for 367")
               "rehome": "home", "rehomed": "home", "rehomes": "home",
               # (an abbreviation its word: "(max. £6 per item)" is the maximum; a familiar word its plain one: "Kids'
               # hygiene visits" are children's; "florals by Wild Bloom Studio" are the flowers)
               "max": "maximum", "kid": "child", "kids": "child", "floral": "flower", "florals": "flower",
               # (a thing of a period is of it: "your probationary period" is your probation)
               "probationary": "probation",
               # (a payment is what is paid: "Payment must reach us by the 1st" is when fees "must be paid")
               "payment": "pay", "payments": "pay",
               # (and so is an instalment: "each instalment is £426" where "12 payments of £426")
               "instalment": "pay", "instalments": "pay", "installment": "pay", "installments": "pay",
               # (an additional one is an extra one: "Additional driver: £12 per day" for "an extra driver")
               "additional": "extra",
               # (what actually happened is the actual one: "Your journey actually took" is the "Actual journey time")
               "actually": "actual",
               # (men and women are the male and the female: "Men need a level of at least 13.0 g/dL" where "For male
               # donors, the minimum is 13.0 g/dL")
               "men": "male", "man": "male", "women": "female", "woman": "female",
               # (to shut is to close: "On Saturdays it shuts at 12:30pm" where "it opens at 9:00am and closes at 12:30pm")
               "shut": "close", "shuts": "close",
               # (a drawn match is a draw: "A drawn match earns a team one point" where "one point for a draw")
               "drawn": "draw",
               # (maintenance is maintaining: "towards range maintenance" for "go towards maintaining the range")
               "maintenance": "maintain",
               # (several are multiple: "after several days of diving" where "after multiple dives or multiple days of
               # diving")
               "several": "multiple",
               # (what remains to pay is the balance: "The remaining $260 is paid on the day" where "the balance of $260
               # payable on the day")
               "remaining": "balance",
               # (a machine doing a thing is its doing: "The dryer runs for 60 minutes" where "a drying cycle takes 60
               # minutes")
               "dryer": "dry", "dryers": "dry", "washer": "wash", "washers": "wash",
               # (a regular one is the standard one: "A standard volunteer shift is three hours" where "Regular shifts
               # last 3 hours")
               # (and so is one done regularly: "6 fixers who volunteer regularly" are the "regular fixers")
               "regular": "standard", "regularly": "standard",
               # (the British verb is its noun: "League players can practise" where "Practice boards: ...")
               "practise": "practice", "practised": "practice", "practises": "practice", "practising": "practice",
               # (a bike is a bicycle: "Bringing a bike aboard costs £2.50" under "- Bicycle: £2.50")
               "bike": "bicycle",
               # (and a motorbike a motorcycle: "travel by motorbike" where "motorcycle mileage at 12p per mile")
               "motorbike": "motorcycle", "motorbikes": "motorcycle",
               # (a visiting one is a visitor's: "berths for visiting boats" where "40 are reserved for visitors")
               "visiting": "visitor",
               # (a choice is what one chooses: "If the move is your own choice" where "Employees who choose to move")
               "choice": "choose", "choices": "choose",
               # (tuition is lessons: "Online A level tuition costs £50 per hour" where "Online lessons are charged at
               # ... £50 per hour for A level")
               "tuition": "lesson",
               # (a communal thing is a shared one: "Recycling bins shared by residents of flats" are "communal bins")
               "communal": "shared",
               # (an incoming call is one received, an outgoing one made: "£1.20 a minute for incoming calls" where
               # "Receiving calls: £1.20/min")
               "incoming": "receiving", "outgoing": "making",
               # (a big one is a large one: "For a big dog, de-shedding costs £18" where "De-shedding: £12 small / £18
               # large")
               "big": "large", "bigger": "larger", "biggest": "largest",
               # (a break in a performance is its interval: "a twenty-minute break between the Beethoven and the
               # Brahms" where "including a 20-minute interval")
               "break": "interval", "breaks": "interval", "intermission": "interval", "intermissions": "interval",
               # (a grown-up is an adult: "grip socks for a grown-up" where "£2.00 a pair (adults)")
               "grown-up": "adult", "grownup": "adult",
               # (being admitted is entry: "the latest you can be admitted" where "(last entry 3:30pm)")
               "admitted": "entry", "admit": "entry", "admits": "entry", "admittance": "entry",
               # (behind a thing is at its back: "two metres behind the car" where "1 metre on each side and 2 metres at
               # the back"; and so is its rear)
               "behind": "back", "rear": "back"}

#: a quality's noun told by its adjective: "in-store availability" is what is "available in store"
_ABILITY_NOUN = scan.pattern(r"[a-z]{3,}[ai]bilit(?:y|ies)")

#: verbs whose action noun does not stem as they do, stemmed as the noun ("Cancellations received by 23 May" are what
#: "cancel ... until 23 May" says; "allocated" and "allocation" stem alike): the noun's stem is what a count of it keeps
_ACTION_OF_VERB = {_stem(verb): _stem(noun[:-3]) for verb, noun in (
    ("cancel", "cancellation"), ("cancelled", "cancellation"), ("reserved", "reservation"), ("confirmed", "confirmation"),
    ("registered", "registration"), ("register", "registration"), ("installed", "installation"), ("install", "installation"),
    ("consulted", "consultation"), ("examined", "examination"), ("prepared", "preparation"), ("declared", "declaration"))}

#: verbs telling one event in other words ("The tower was finished in 1342" / "was completed in 1342")
_SAME_EVENT = {"finish": "complet", "began": "begin", "begun": "begin", "commenc": "begin", "start": "begin",
               "bought": "buy", "purchas": "buy", "won": "win", "lost": "los", "fed": "feed", "paid": "pay",
               # (to resume after a break is to reopen: "Grooming appointments resume ... on 2 January" where "We reopen
               # for full grooms on 2 January")
               "resum": "reopen",
               # (a coach that leaves at 7.15am departs then: "the coach leaves the band room car park promptly at 7.15am,
               # and it will depart Cheltenham for the journey home at 6.00pm")
               "leav": "depart",
               # (to kick off is to begin: "weekday parties kick off at 4pm" where "weekday parties begin at 4pm")
               "kick": "begin"}

_MENT_NOUN = scan.pattern(r"[a-z]{5,}ments?")

#: nouns naming what their verb does: "delivery", "expiry", "enquiry"; "arrival", "renewal", "dismissal", "referral";
#: "closure", "departure", "failure"
_EVENT_NOUN = scan.pattern(r"[a-z]*(?:liver|cover|pir|quir)(?:y|ies)|[a-z]{3,}(?:iv|ov|ew|aw|os|us|iss|err)als?"
                           r"|[a-z]*(?:los|pos|part|fail)ures?")


def _dash_joined(name: str) -> list[str]:
    """The names a dash joins into one ("Newhaven-Dieppe" -> ["Newhaven", "Dieppe"]); [] for any other name."""
    parts = name.split("-")
    return parts if len(parts) > 1 and all(part[:1].isupper() and len(part) > 1 for part in parts) else []


#: a quoted title: "'Hokusai: Beyond the Great Wave'", "“Vermeer and the Delft School”"
_QUOTED_TITLE = scan.pattern(r"(?:(?<=\s)|^)['‘\"“](?=\S)(.{1,80}?)(?<=\S)['’\"”](?![A-Za-z])")


def _inside_quotes(text: str, at: int) -> bool:
    """Whether ``at`` falls inside a quoted title."""
    return any(m.start(1) <= at < m.end(1) for m in _QUOTED_TITLE.finditer(text))


#: a name keyed by another: "Lisbon by Carla Mendes", "Porto: Rui Santos"
_NAME_PAIR = scan.pattern(r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*\s*(?::|-|–|\s(?:by|for|in|at|to|with|under))\s+"
                          r"(?:the\s+)?[A-Z][\w'-]*")


def _name_pair(piece: str) -> bool:
    return bool(_NAME_PAIR.search(piece))


#: a finite verb: an auxiliary or a past form ("introduced", "began"); a gapped listing has none
#: past forms that do not end in "-ed"
_IRREGULAR_PAST = ("began|rose|fell|grew|took|went|won|led|ran|gave|held|wrote|became|said|saw|oversaw|met|built|chose|"
                   "drew|sang|spoke|taught|told|bought|sold|brought|thought|caught|fought|sought|lost|kept|left|felt|"
                   "paid|sent|spent|stood|understood|knew|threw|flew|drove|rode|came|ate|fed|fled|lent|dealt|meant|"
                   "struck|stuck|hung|found|broke|froze|stole|woke|withdrew|overtook|undertook|beat|shot|hid|dug")

#: a doing said with who does it: "managed by", "operated by", "run by"
_DONE_BY = scan.pattern(r"\b([a-z]{3,}(?:ed|en)|run|led|held|made|built)\s+by\s+(?:the\s+)?")

_LOWER_CASE_NAME = scan.pattern(r"([a-z][a-z0-9]{2,})\b(?=\s*(?:[.,;)]|$))")

#: a list line's one-word-or-name value: "Gatwick North Terminal: Menzies Aviation"
_LINE_VALUE = scan.pattern(r"^[ \t]*(?:[-*•·][ \t]+)?[^:\n]{1,60}:[ \t]+([A-Za-z][\w&'’-]*(?:[ \t]+[A-Z][\w&'’-]*){0,3})[ \t]*$",
                           re.MULTILINE)

_NAME_VALUE = scan.pattern(r"[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3}")

#: how a thing is done, where "by" says no one: "sent by post", "paid by card"
_MANNER_NOUNS = frozenset(("post hand phone telephone email mail card cheque cash car bus train coach road rail air sea "
                           "bike bicycle foot appointment default law contract arrangement").split())


@lru_cache(maxsize=4096)
def _lower_case_names(evidence: str) -> frozenset[str]:
    """Names the evidence writes in lower case where another clause of it writes a name with a capital: "Terminal 1
    lounges are managed by Menzies Aviation, while Terminal 2 lounges are managed by dnata"."""
    done = list(_DONE_BY.finditer(evidence))
    by_name = {m.group(1) for m in done if evidence[m.end():m.end() + 1].isupper()}
    # (or a list's line where the other lines' values are names: "Gatwick North Terminal: Menzies Aviation" /
    # "Manchester Terminal 2: dnata")
    values = [m.group(1) for m in _LINE_VALUE.finditer(evidence)]
    listed = {value for value in values if value.islower()} if sum(
        bool(_NAME_VALUE.fullmatch(value)) for value in values) >= 2 else set()
    return frozenset({word.group(1) for m in done if m.group(1) in by_name
                      and (word := _LOWER_CASE_NAME.match(evidence, m.end()))} | listed) - tx.STOPWORDS - _MANNER_NOUNS


def _written_names(text: str, names: frozenset[str]) -> set[str]:
    """The lower-case names (``_lower_case_names``) a text writes."""
    return {n for n in names if n.islower() and re.search(r"\b" + re.escape(n) + r"\b", text)}


def _singular(word: str) -> str:
    """A plural's singular, as a text may write it ("projects" -> "project", "companies" -> "company"); "" for a word
    that reads as no plural."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else ""


_IRREGULAR_STEMS = frozenset(_stem(w) for w in _IRREGULAR_VERB_WORDS | frozenset(_IRREGULAR_PAST.split("|")))


def _verbs(text: str) -> frozenset[str]:
    """The stems of a text's past-tense verbs ("reached", "began") and of the verbs of a scheduled event in the
    present ("opens", "runs until"): an event's words."""
    return frozenset(_root(w.lower()) for w in re.findall(r"\b[A-Za-z]{3,}ed\b", text)) | (
        _words(text) & _IRREGULAR_STEMS) | frozenset(_root((m.group(1) or m.group(2)).lower()) for m in _SCHEDULED.finditer(text))


#: the verbs a timetable's events are told by in the present: "opens on", "runs until", "expire on" (those that are
#: adjectives or nouns too only with their "-s": "open enrollment", "the start date")
_SCHEDULED = scan.pattern(r"\b(?:(expire|begin|depart|arrive|reopen|restart|resume|renew|commence)s?|"
                          r"(open|close|run|start|finish|launch)(?:s|es))\b", re.IGNORECASE)


def _last_word(phrase: str) -> str:
    """A phrase's last word, past its hyphens: "fee" of "late-cancellation fee"."""
    return phrase.replace("-", " ").split()[-1]


_WORD_SPAN = scan.pattern(r"[^\W_]+")

_GROUP_POSSESSIVE = scan.pattern(r"\b(women|men|girls|boys|children|ladies|gentlemen|child|adult|student|senior|infant)['’]s?(?=\s)",
                                 re.IGNORECASE)


@lru_cache(maxsize=16384)
def _capitalised_pairs(text: str) -> frozenset[tuple[str, str]]:
    """The stems of each two capitalised words standing together, as a name writes them: "Weald Boiler Installers"
    -> (weald, boiler), (boiler, installer)."""
    spans = list(_WORD_SPAN.finditer(text))
    return frozenset((_stem(one.group(0).lower()), _stem(two.group(0).lower())) for one, two in zip(spans, spans[1:])
                     if one.group(0)[0].isupper() and two.group(0)[0].isupper()
                     and text[one.end():two.start()].strip(" -") == "")


@lru_cache(maxsize=65536)
def _spelled_out_in(word: str, text: str) -> bool:
    """Whether ``text`` writes the initialism ``word`` out ("fsa": "Flexible Spending Account"), as the
    specifics check reads abbreviations (``text._initialisms``)."""
    return 2 <= len(word) <= 6 and word in tx._initialisms(text)


def _word_before(text: str, first: str, head: str) -> bool:
    """Whether the stem ``first`` stands one or two words before the stem ``head`` ("Adult day tickets" for adult and
    ticket, where "day" makes no pair of words)."""
    stems = _word_stems(text)
    return any(stem == first and head in stems[i + 1:i + 3] for i, stem in enumerate(stems))


@lru_cache(maxsize=16384)
def _word_stems(text: str) -> tuple[str, ...]:
    """A text's words stemmed, in order (read once per clause: a clause is scored once for every value checked)."""
    return tuple(_stem(w.lower()) for w in re.findall(r"[A-Za-z][\w'’-]*", text))


def _head_word(subject: str) -> str:
    """The last word of a subject's first part: "Motorcycles" of "Motorcycles and mopeds", "manager" of "Our nursery
    manager"; "" for none."""
    first = re.split(r"\s+(?:and|or)\s+|,", subject.strip())[0].split()
    return first[-1] if first else ""


def _quoted(claim: str, evidence: str) -> bool:
    """Whether the claim is a sentence of the evidence word for word (case, spacing and the final stop aside)."""
    said = tx.normalise_ws(claim).strip().rstrip(".").lower()
    if len(said.split()) < 4:
        return False
    text = tx.normalise_ws(evidence).lower()
    # (found by hand, not by a pattern of the claim's own: each claim would compile one)
    at = text.find(said)
    while at >= 0:
        end = at + len(said)
        if not (at and _word_character(text[at - 1])) and not (end < len(text) and _word_character(text[end])):
            return True
        at = text.find(said, at + 1)
    return False


def _word_character(character: str) -> bool:
    """What ``\\w`` matches: a letter, a digit or numeral of any script, or "_"."""
    return character.isalnum() or character == "_"


def _name_spans(text: str, words: frozenset[str]) -> list[tuple[int, int, set[str]]]:
    """(start, end, words) of each name ``words`` make in ``text``: adjacent name words are one
    ("Chimamanda Ngozi Adichie", "Bram de Vries")."""
    spans: list[tuple[int, int, set[str]]] = []
    of_body = False  # (whether the last name is a body's, "for" what it is: "Department for Energy Security")
    for match in _CAPITALISED.finditer(text):
        if match.group(0) not in words:
            continue
        # (and so are name words with capitalised words between, no names themselves: "Riverside Community Health NHS
        # Trust")
        # (and so are name words an ampersand joins: "Park & Ride", "Marks & Spencer")
        # (and a body's name "for" what it does, which may join two things by "and": "the Department for Energy Security
        # and Net Zero", "the Department for Work and Pensions")
        gap = text[spans[-1][1]:match.start()] if spans else ""
        for_body = bool(spans) and re.fullmatch(r"\s+for\s+", gap) is not None \
            and _BODY_NOUN.search(text, spans[-1][0], spans[-1][1]) is not None
        if spans and (re.fullmatch(r"\s+" + _PARTICLE + r"?|\s+&\s+", gap) or for_body
                      or of_body and re.fullmatch(r"\s+and\s+", gap)
                      or _CAPITALS_BETWEEN.fullmatch(text, spans[-1][1], match.start())):
            spans[-1] = (spans[-1][0], match.end(), spans[-1][2] | {match.group(0)})
            of_body = of_body and not re.fullmatch(r"\s+and\s+", gap) or for_body
        else:
            spans.append((match.start(), match.end(), {match.group(0)}))
            of_body = False
    return spans


#: the head of a body's name that says what it is for: "Department for", "Institute for"
_BODY_NOUN = scan.pattern(r"\b(?:Department|Institute|Centre|Center|Office|Ministry|Commission|Council|Society|Trust|"
                          r"Foundation|Agency|Alliance|Campaign|Fund|Board|Secretary|Minister)$")


def _name_runs(text: str, words: frozenset[str]) -> list[set[str]]:
    """The names ``words`` make in ``text`` (``_name_spans``)."""
    return [run for *_, run in _name_spans(text, words)]


_PAIR_JOIN = scan.pattern(r"\s+(?:and|or|&)\s+")

#: capitalised words within one name: " Community " in "Riverside Community Health"
_CAPITALS_BETWEEN = scan.pattern(r"\s+(?:[A-Z][\w'’&.-]*\s+){1,3}")

_COMMA_JOIN = scan.pattern(r"\s*,\s*(?:(?:and|or)\s+)?")


def _name_groups(text: str, words: frozenset[str], leave_out: set[str], evidence: str) -> int:
    """How many names ``text`` states (less those holding a word of ``leave_out``), a pair of them
    joined by "and" or "or" outside a longer listing, as the evidence pairs them too, counting once:
    "Orders to Spain and Portugal ship from Gothenburg" states two where the evidence says "Spain and
    Portugal" (but "Margherita, Pepperoni and Hawaiian" three)."""
    spans = [(start, end) for start, end, run in _name_spans(text, words) if not run & leave_out]
    gaps = [text[a[1]:b[0]] for a, b in zip(spans, spans[1:], strict=False)]
    paired = [bool(_PAIR_JOIN.fullmatch(gap)
                   and not any(_COMMA_JOIN.fullmatch(g) for g in gaps[max(0, i - 1):i + 2] if g is not gap)
                   and text[spans[i][0]:spans[i + 1][1]] in evidence) for i, gap in enumerate(gaps)]
    return len(spans) - sum(paired)


def _short(subject: dict[str, float], claim: str) -> str:
    stems = {f[2:] for f in subject if f.startswith("w:")} | {w for f in subject if f.startswith("name:")
                                                              for w in tx.content_words(f[5:])}
    words = [w for w in re.findall(r"[A-Za-z][\w-]*", claim) if (tx.content_words(w) | _words(w)) & stems]
    return " ".join(words[:4]) or "the claim's subject"
