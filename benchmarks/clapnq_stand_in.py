"""A ClapNQ-shaped stand-in corpus for benchmarks: one-page encyclopedia articles and questions.

ClapNQ dev (600 one-page Wikipedia passages, 600 questions, some unanswerable) is not available
offline, so ``make_stand_in`` writes a corpus of the same shape: articles of 300-500 words about
towns, rivers, bridges, companies, scientists, ships and festivals, facts drawn from a seeded
vocabulary and written as ordinary sentences (the extractive answerer works sentence by
sentence), background sentences that never repeat, and questions about stated facts, one in six
about a fact no article states. Seeded: the same arguments write the same files.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

_SYLLABLES = ("var", "hol", "ken", "dra", "mor", "lis", "tan", "bel", "cor", "vin", "ash", "fen", "gal",
              "ord", "pra", "sel", "tum", "ri", "wen", "zor", "ka", "lo", "nes", "ther", "ba", "quin", "mar",
              "do", "ul", "ste", "ron", "pel", "is", "a", "eth", "gra", "mi", "lo", "sta", "ver")
_FIRST = ("Marta", "Jonas", "Elena", "Tomas", "Ingrid", "Pavel", "Sofia", "Arvid", "Lucia", "Henrik", "Nadia",
          "Oskar", "Greta", "Milan", "Ada", "Felix", "Irena", "Karl", "Livia", "Bruno", "Clara", "Emil")
_COUNTRIES = ("Norway", "Portugal", "Chile", "Canada", "Austria", "Finland", "Scotland", "Peru", "Estonia",
              "Ireland", "Uruguay", "Slovenia", "Iceland", "Croatia", "Morocco", "Vietnam")
_REGIONS = ("northern", "southern", "eastern", "western", "central", "coastal", "upland")
_MATERIALS = ("granite", "cast iron", "reinforced concrete", "sandstone", "timber", "steel", "limestone")
_INDUSTRIES = ("shipbuilding", "textiles", "forestry", "fishing", "brewing", "mining", "printing", "glassmaking",
               "software", "rail freight", "pharmaceuticals", "wind energy")
_FIELDS = ("astronomy", "botany", "geology", "linguistics", "chemistry", "mathematics", "oceanography",
           "medicine", "economics", "genetics")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")
_ADJECTIVES = ("old", "narrow", "wooden", "northern", "busy", "quiet", "restored", "former", "larger", "early",
               "second", "annual", "small", "municipal", "private", "seasonal", "public", "regional")
_NOUNS = ("harbour", "market", "chapel", "school", "railway station", "mill", "library", "orchard", "quarry",
          "ferry service", "archive", "garrison", "observatory", "tannery", "lighthouse", "customs house",
          "printing press", "hospital", "canal", "brewery", "football club", "choir", "newspaper", "tramway")
_VERBS = ("rebuilt", "expanded", "closed", "renovated", "moved", "sold", "modernised", "damaged", "reopened",
          "surveyed", "described", "photographed", "repainted", "extended")
_SOURCES = ("a local chronicle", "the parish records", "a travel account", "a later report to parliament",
            "a family diary", "the regional newspaper", "an unpublished memoir", "the company minutes")
#: background sentences: every one carries a fresh combination of names, numbers and nouns, as an
#: encyclopedia article's sentences do (no sentence repeats across the corpus by construction)
_FILLER = (
    "In {year}, the {adj} {noun} near {place} was {verb} by {person}, according to {source}.",
    "The {noun} of {place} was {verb} in {year} and again in {year2}, each time at public expense.",
    "According to {source}, about {count} people worked at the {adj} {noun} during the {decade}s.",
    "{person} later wrote that the {noun} had been {verb} because of a dispute with {person2}.",
    "A {adj} {noun} was opened in {place} in {year}, and it remained in use until {year2}.",
    "During the {decade}s the {noun} attracted visitors from {place} and from as far away as {country}.",
    "The {adj} {noun} is mentioned in {source} as early as {year}, though its exact location is unknown.",
    "{person} and {person2} are credited with having {verb} the {noun} in the spring of {year}.",
    "Between {year} and {year2} the population of the district rose from {count} to {count2}.",
    "The {noun} was {verb} after a storm in {year}, and a plaque near {place} records the event.",
    "Most of the {adj} buildings around the {noun} date from the {decade}s and are built of {material}.",
    "In {month} {year} a fire destroyed part of the {noun}, which was {verb} within {small} years.",
    "Historians such as {person} have argued that the {noun} mattered more to {place} than to the capital.",
    "A {adj} road to {place} was completed in {year}, shortening the journey to about {small} hours.",
    "The {noun} appears on maps from {year} under the older name of {place}.",
)


def _name(rng: random.Random, parts: int = 2) -> str:
    return "".join(rng.choice(_SYLLABLES) for _ in range(parts)).capitalize()


def _person(rng: random.Random) -> str:
    return f"{rng.choice(_FIRST)} {_name(rng, 3)}"


def _date(rng: random.Random, year: int) -> str:
    return f"{rng.choice(_MONTHS)} {rng.randint(1, 28)}, {year}"


def _facts(kind: str, title: str, rng: random.Random) -> list[tuple[str, str | None]]:
    """(sentence, question about it or None) in article order for one subject."""
    year = rng.randint(1650, 1990)
    country, region = rng.choice(_COUNTRIES), rng.choice(_REGIONS)
    if kind == "town":
        founder, pop, river = _person(rng), rng.randint(900, 90000), _name(rng)
        industry = rng.choice(_INDUSTRIES)
        return [
            (f"{title} is a town in the {region} part of {country}, on the banks of the {river} River.",
             f"On which river does {title} lie?"),
            (f"It was founded in {year} by the merchant {founder}, who built the first warehouse near the ford.",
             f"Who founded the town of {title}?"),
            (f"At the census of {year + rng.randint(150, 300) if year < 1800 else 2011} the town had a population "
             f"of {pop:,} people.", f"What was the population of {title} at the census?"),
            (f"The economy of {title} has long depended on {industry}, which still employs many residents.",
             f"Which industry has the economy of {title} depended on?"),
            (f"The town hall, completed in {year + rng.randint(20, 120)}, was designed by the architect "
             f"{_person(rng)}.", f"Who designed the town hall of {title}?"),
        ]
    if kind == "river":
        length, source, mouth = rng.randint(40, 900), _name(rng), _name(rng, 3)
        return [
            (f"The {title} is a river in {region} {country} with a total length of about {length} kilometres.",
             f"How long is the {title} river?"),
            (f"It rises on the slopes of Mount {source} and flows into Lake {mouth}.",
             f"Where does the {title} rise?"),
            (f"The first complete survey of the river was made in {year} by the cartographer {_person(rng)}.",
             f"Who made the first complete survey of the {title}?"),
            (f"Its largest tributary is the {_name(rng)}, which joins it near the village of {_name(rng, 3)}.",
             f"What is the largest tributary of the {title}?"),
            (f"A hydroelectric dam was built across the {title} in {year + rng.randint(30, 90)}.",
             f"When was a dam built across the {title}?"),
        ]
    if kind == "bridge":
        engineer, span, material = _person(rng), rng.randint(30, 700), rng.choice(_MATERIALS)
        return [
            (f"The {title} Bridge is a road bridge in {country} that crosses the {_name(rng)} River.",
             f"Which river does the {title} Bridge cross?"),
            (f"It was designed by the engineer {engineer} and opened to traffic on {_date(rng, year)}.",
             f"Who designed the {title} Bridge?"),
            (f"The main span is {span} metres long and is built of {material}.",
             f"How long is the main span of the {title} Bridge?"),
            (f"Construction cost about {rng.randint(2, 90)} million crowns, twice the original estimate.",
             f"How much did the construction of the {title} Bridge cost?"),
            (f"The bridge was closed for repairs in {year + rng.randint(20, 60)} after a flood damaged its piers.",
             f"Why was the {title} Bridge closed for repairs?"),
        ]
    if kind == "company":
        founder, staff, city = _person(rng), rng.randint(40, 40000), _name(rng)
        industry = rng.choice(_INDUSTRIES)
        return [
            (f"{title} is a {country}-based company active in {industry}, with headquarters in {city}.",
             f"Where does {title} have its headquarters?"),
            (f"The company was established in {year} by {founder} as a small family workshop.",
             f"Who established the company {title}?"),
            (f"By the end of the last decade it employed around {staff:,} people in {rng.randint(2, 30)} countries.",
             f"How many people does {title} employ?"),
            (f"In {year + rng.randint(10, 40)} {title} acquired its rival {_name(rng, 3)} for an undisclosed sum.",
             f"Which rival did {title} acquire?"),
            (f"Its best-known product, the {_name(rng)} series, was launched in {year + rng.randint(5, 30)}.",
             f"What is the best-known product of {title}?"),
        ]
    if kind == "scientist":
        field_, school, prize = rng.choice(_FIELDS), _name(rng, 3), _name(rng)
        return [
            (f"{title} was a scientist from {country} known for her work in {field_}.",
             f"What field was {title} known for?"),
            (f"She was born on {_date(rng, year)} in the {region} town of {_name(rng, 3)}.",
             f"When was {title} born?"),
            (f"She studied at the University of {school}, where she later held the chair of {field_}.",
             f"Where did {title} study?"),
            (f"In {year + rng.randint(25, 45)} she received the {prize} Medal for her research on "
             f"{rng.choice(('tidal currents', 'soil bacteria', 'crystal growth', 'prime numbers', 'bird migration'))}.",
             f"Which medal did {title} receive?"),
            (f"Her doctoral students included {_person(rng)} and {_person(rng)}.",
             f"Who were the doctoral students of {title}?"),
        ]
    if kind == "ship":
        builder, tonnage, captain = _name(rng, 3), rng.randint(300, 40000), _person(rng)
        return [
            (f"The {title} was a steamship built in {year} at the {builder} yard in {country}.",
             f"Where was the {title} built?"),
            (f"She had a gross tonnage of {tonnage:,} tons and could carry {rng.randint(20, 900)} passengers.",
             f"What was the gross tonnage of the {title}?"),
            (f"Her first captain was {captain}, who commanded her for eleven years.",
             f"Who was the first captain of the {title}?"),
            (f"The ship sailed mainly between {_name(rng)} and {_name(rng)} until she was sold in "
             f"{year + rng.randint(10, 30)}.", f"When was the {title} sold?"),
            (f"She was scrapped in {year + rng.randint(31, 50)} after running aground off Cape {_name(rng)}.",
             f"Why was the {title} scrapped?"),
        ]
    # festival
    month, founder, visitors = rng.choice(_MONTHS), _person(rng), rng.randint(2, 300) * 1000
    return [
        (f"The {title} Festival is an annual music festival held every {month} in {_name(rng)}, {country}.",
         f"In which month is the {title} Festival held?"),
        (f"It was first organised in {year} by {founder} and a group of local musicians.",
         f"Who first organised the {title} Festival?"),
        (f"Recent editions have drawn about {visitors:,} visitors over {rng.randint(2, 9)} days.",
         f"How many visitors does the {title} Festival draw?"),
        (f"The main stage stands in the grounds of the old {_name(rng)} brewery.",
         f"Where does the main stage of the {title} Festival stand?"),
        (f"In {year + rng.randint(5, 30)} the festival was cancelled because of heavy flooding.",
         f"Why was the {title} Festival cancelled?"),
    ]


def _filler(rng: random.Random) -> str:
    year = rng.randint(1600, 1990)
    text = rng.choice(_FILLER).format(
        year=year, year2=year + rng.randint(3, 60), adj=rng.choice(_ADJECTIVES), noun=rng.choice(_NOUNS),
        place=_name(rng, rng.choice((2, 3))), verb=rng.choice(_VERBS), person=_person(rng), person2=_person(rng),
        source=rng.choice(_SOURCES), count=rng.randint(20, 5000), count2=rng.randint(5000, 40000),
        decade=rng.randint(160, 198) * 10, country=rng.choice(_COUNTRIES), material=rng.choice(_MATERIALS),
        month=rng.choice(_MONTHS), small=rng.randint(2, 12),
    )
    return text[0].upper() + text[1:]


_KINDS = ("town", "river", "bridge", "company", "scientist", "ship", "festival")


def _title(kind: str, rng: random.Random) -> str:
    if kind == "scientist":
        return _person(rng)
    if kind == "ship":
        return f"SS {_name(rng)}"
    return _name(rng, rng.choice((2, 3)))


def make_stand_in(folder: Path, *, docs: int, questions: int, seed: int = 17) -> list[dict[str, Any]]:
    """Write ``docs`` articles under ``folder/corpus`` and return ``questions`` question rows."""
    rng = random.Random(seed)
    corpus = folder / "corpus"
    asked: list[dict[str, Any]] = []
    unanswerable: list[str] = []
    for i in range(docs):
        kind = _KINDS[i % len(_KINDS)]
        title = _title(kind, rng)
        facts = _facts(kind, title, rng)
        target = rng.randint(300, 500)
        paragraphs: list[list[str]] = [[]]
        words = 0
        pending = list(facts)
        while words < target:
            if pending and (rng.random() < 0.5 or words > target * 0.7):
                sentence, question = pending.pop(0)
                if question is not None:
                    asked.append({"doc_id": f"{kind}/{kind}_{i:03d}.txt", "question": question, "answer": sentence})
            else:
                sentence = _filler(rng)
            paragraphs[-1].append(sentence)
            words += len(sentence.split())
            if len(paragraphs[-1]) >= rng.randint(3, 6):
                paragraphs.append([])
        # a question about the same subject that no sentence answers (ClapNQ has unanswerable ones)
        unanswerable.append(f"What is the official colour of the {title} coat of arms?")
        path = corpus / kind / f"{kind}_{i:03d}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        body = "\n\n".join(" ".join(p) for p in paragraphs if p)
        path.write_text(f"{title}\n\n{body}\n", encoding="utf-8")
    rng.shuffle(asked)
    n_negative = questions // 6
    rows = asked[: questions - n_negative] + [{"doc_id": None, "question": q, "answer": None}
                                              for q in rng.sample(unanswerable, min(n_negative, len(unanswerable)))]
    rng.shuffle(rows)
    return [{"id": f"q{i:04d}", **row} for i, row in enumerate(rows)]


__all__ = ["make_stand_in"]
