"""Unit conversions an answer adds in brackets: "bake at 300°F (150°C)", "1 tablespoon (15 ml)",
"70°F to 90°F (21°C to 32°C)", "6 mph (9 km/h)".

Why the judge needs them: an answer that restates a figure of the sources in other units adds a
number the sources never print, and the specifics check read "150" as invented — a correct recipe
answer became a major hallucination. A bracketed value that converts the value just before it is
the same fact said twice, so either side stated by the sources states the other ("about 390°F
(200°C)" against a recipe saying 200°C). A *wrong* conversion ("43°F (4°C)", really 6°C; "10-15 cm
(10-15 inches)") is a problem whatever the sources say: the answer contradicts itself.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from rageval_pipeline.core.judges import scan
from rageval_pipeline.core.judges.memo import memoised_copies
from rageval_pipeline.core.judges.scan import says_any

__all__ = ["conversion_pairs", "derived_spans", "wrong_conversions"]


@dataclass(frozen=True)
class _Unit:
    dimension: str
    to_base: Callable[[float], float]


#: a number, its unit and where the number stands in the text
_Quantity = tuple[float, _Unit, int, int]


def _linear(dimension: str, factor: float) -> _Unit:
    return _Unit(dimension, lambda value: value * factor)


#: spelling (lower case) -> unit; lengths in metres, masses in grams, volumes in litres, areas in m²,
#: speeds in km/h, temperatures in °C
_UNITS: dict[str, _Unit] = {}
for _names, _unit in (
    (("°f", "° f", "degrees fahrenheit", "degree fahrenheit", "fahrenheit", "degrees f", "f"),
     _Unit("temperature", lambda f: (f - 32.0) * 5.0 / 9.0)),
    (("°c", "° c", "degrees celsius", "degree celsius", "celsius", "degrees c", "c", "degrees centigrade"),
     _Unit("temperature", lambda c: c)),
    (("kelvin", "k"), _Unit("temperature", lambda k: k - 273.15)),
    (("miles", "mile", "mi"), _linear("length", 1609.344)),
    (("kilometres", "kilometers", "kilometre", "kilometer", "km"), _linear("length", 1000.0)),
    (("metres", "meters", "metre", "meter", "m"), _linear("length", 1.0)),
    (("centimetres", "centimeters", "centimetre", "centimeter", "cm"), _linear("length", 0.01)),
    (("millimetres", "millimeters", "millimetre", "millimeter", "mm"), _linear("length", 0.001)),
    (("feet", "foot", "ft"), _linear("length", 0.3048)),
    (("inches", "inch", "in"), _linear("length", 0.0254)),
    (("yards", "yard", "yd"), _linear("length", 0.9144)),
    (("mph", "miles per hour"), _linear("speed", 1.609344)),
    (("km/h", "kph", "kmh", "kilometres per hour", "kilometers per hour"), _linear("speed", 1.0)),
    (("kilograms", "kilogram", "kg"), _linear("mass", 1000.0)),
    (("grams", "gram", "g"), _linear("mass", 1.0)),
    (("pounds", "pound", "lbs", "lb"), _linear("mass", 453.59237)),
    (("ounces", "ounce", "oz"), _linear("mass", 28.349523125)),
    (("litres", "liters", "litre", "liter", "l"), _linear("volume", 1.0)),
    (("millilitres", "milliliters", "millilitre", "milliliter", "ml"), _linear("volume", 0.001)),
    (("gallons", "gallon", "gal"), _linear("volume", 3.785411784)),
    (("quarts", "quart", "qt"), _linear("volume", 0.946352946)),
    (("pints", "pint", "pt"), _linear("volume", 0.473176473)),
    (("cups", "cup"), _linear("volume", 0.2365882365)),
    (("fluid ounces", "fluid ounce", "fl oz", "fl. oz"), _linear("volume", 0.0295735295625)),
    (("tablespoons", "tablespoon", "tbsp", "tbs"), _linear("volume", 0.01478676478125)),
    (("teaspoons", "teaspoon", "tsp"), _linear("volume", 0.00492892159375)),
    (("square feet", "square foot", "sq ft", "sq. ft"), _linear("area", 0.09290304)),
    (("square metres", "square meters", "square metre", "square meter", "sq m", "m²", "m2"), _linear("area", 1.0)),
    (("acres", "acre"), _linear("area", 4046.8564224)),
    (("hectares", "hectare", "ha"), _linear("area", 10000.0)),
):
    for _name in _names:
        _UNITS[_name] = _unit

_UNIT_RE = "|".join(re.escape(name) for name in sorted(_UNITS, key=len, reverse=True))
#: a number and its unit; the unit must end at a word boundary ("5 in total" is not 5 inches when
#: followed by a word, hence the bracket-only use below)
_QUANTITY = scan.pattern(r"(?<![\w.])(?P<num>-?\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(?P<num2>-?\d+(?:\.\d+)?))?\s*-?\s*"
                         r"(?:(?:US|UK|imperial|metric)\s+)?(?P<unit>" + _UNIT_RE + r")(?![\w])", re.IGNORECASE)
#: what restates the quantity before it in other units outside brackets: "200°C, which is about 390°F",
#: "an 11-inch display, which is about 28 cm" (up to three words name what is measured)
_RESTATED = scan.pattern(r"(?:\s+[A-Za-z-]+){0,3}\s*,?\s*(?:which\s+is|that\s+is|that's|i\.e\.,?|≈|~|=)\s*(?:about|roughly|approximately|"
                         r"around|approx\.?|nearly|almost|just\s+over|just\s+under)?\s*", re.IGNORECASE)
#: the words or signs _RESTATED needs, found without its slow leading words (most texts have none)
#: what every mark of a restatement holds (``_RESTATED_MARK``)
_RESTATED_WORDS = ("which", "that", "i.e.", "≈", "~", "=")
_RESTATED_MARK = scan.pattern(r"which\s+is|that\s+is|that's|i\.e\.|[≈~=]", re.IGNORECASE)
_BRACKET = scan.pattern(r"\(([^()]{1,80})\)")
#: what may sit between the quantities inside the brackets: "21°C to 32°C", "9 km/h", "-9°C - 1°C"
_FILLER = scan.pattern(r"^[\s,;/\-–~]*(?:to|or|and|about|approx\.?|approximately|around|roughly|~)?[\s,;/\-–~]*$",
                       re.IGNORECASE)
#: how far before the bracket the converted quantities may start
_LOOK_BACK = 80


def _quantities(text: str) -> list[_Quantity]:
    """(value, unit, start, end) of every quantity; a range ("10-15 cm") is two, in one unit."""
    out = []
    for m in _QUANTITY.finditer(text):
        unit = _UNITS[m.group("unit").lower()]
        out.append((float(m.group("num")), unit, m.start("num"), m.end("num")))
        if m.group("num2") is not None:
            out.append((float(m.group("num2")), unit, m.start("num2"), m.end("num2")))
    return out


def _expected(original: tuple[float, _Unit], unit: _Unit) -> float | None:
    """``original`` in ``unit``; ``None`` when the two measure different things (or the same unit)."""
    value, from_unit = original
    if from_unit.dimension != unit.dimension or from_unit is unit:
        return None
    return _from_base(unit, from_unit.to_base(value))


def _agrees(converted: float, expected: float, dimension: str) -> bool:
    """Equal to the rounding people use in conversions: within 6% (1.5 degrees for temperatures), or
    within one unit of the last digit given and 10% ("250°F (120°C)" is 121.1°C, "1 cup (250 ml)" 236.6
    ml, "35°F (1°C)" 1.7°C, "6 mph (9 km/h)" 9.7 km/h); "43°F (4°C)" (6.1°C), "1.4 kg (2.1 lb)" (3.1 lb),
    "88.5 m (265 ft)" (290 ft) and "300 ml (2 cups)" (1.3 cups) are not."""
    text = f"{converted:g}"
    last_digit = 10.0 ** -(len(text.split(".")[1]) if "." in text else 0)
    off = abs(converted - expected)
    if off <= max(0.06 * abs(expected), 1.5 if dimension == "temperature" else 0.0) + 1e-9:
        return True
    return off <= last_digit + 1e-9 and off <= 0.10 * abs(expected)


def _from_base(unit: _Unit, base: float) -> float:
    # every unit's conversion is affine, so two points give its inverse
    zero, one = unit.to_base(0.0), unit.to_base(1.0)
    return (base - zero) / (one - zero)


def derived_spans(text: str) -> list[tuple[int, int]]:
    """Character spans of the numbers in ``text`` that only convert the quantity before them (see the
    module docstring); empty when there is none."""
    return [span for _, _, span in conversion_pairs(text)]


@memoised_copies(list)
def conversion_pairs(text: str) -> list[tuple[float, float, tuple[int, int]]]:
    """``(value, its conversion, span of the conversion)`` for every right bracketed conversion: either
    side may be the one the sources print ("200°C (about 390°F)" or "about 390°F (200°C)")."""
    pairs: list[tuple[float, float, tuple[int, int]]] = []
    for before, inside, offset in [*_bracketed(text), *_restated(text)]:
        expectations = _expectations(before, inside)
        if None not in expectations and all(_agrees(b, e, unit.dimension) for (b, unit, *_), e
                                            in zip(inside, expectations, strict=True) if e is not None):
            pairs.extend((a, b, (offset + start, offset + end))
                         for (a, *_), (b, _, start, end) in zip(before, inside, strict=True))
    return pairs


@memoised_copies(list)
def wrong_conversions(text: str) -> list[str]:
    """Bracketed conversions that do not convert the value before them ("10-15 cm (10-15 inches)",
    "43°F (4°C)"), as readable problems: the answer contradicts itself, whatever the sources say."""
    problems = []
    for before, inside, _ in [*_bracketed(text), *_restated(text)]:
        for (a, *_), (b, unit, *_), expected in zip(before, inside, _expectations(before, inside), strict=True):
            if expected is not None and not _agrees(b, expected, unit.dimension):
                problems.append(f"conversion {a:g} -> {b:g} (should be about {expected:.3g})")
    return problems


def _expectations(before: list[_Quantity], inside: list[_Quantity]) -> list[float | None]:
    return [_expected((a, unit_a), unit_b) for (a, unit_a, *_), (_, unit_b, *_) in zip(before, inside, strict=True)]


def _bracketed(text: str) -> list[tuple[list[_Quantity], list[_Quantity], int]]:
    """(quantities just before a bracket, the bracket's quantities, where its text starts) for every
    bracket holding quantities only, as many as before it."""
    found: list[tuple[list[_Quantity], list[_Quantity], int]] = []
    if "(" not in text:
        return found
    for bracket in _BRACKET.finditer(text):
        inside = _quantities(bracket.group(1))
        if not inside or not _only_quantities(bracket.group(1)):
            continue
        window_start = max(0, bracket.start() - _LOOK_BACK, text.rfind(")", 0, bracket.start()) + 1)
        before = _quantities(text[window_start:bracket.start()])[-len(inside):]
        if len(before) == len(inside):
            found.append((before, inside, bracket.start(1)))
    return found


def _restated(text: str) -> list[tuple[list[_Quantity], list[_Quantity], int]]:
    """(a quantity or range, its restatement right after it, 0) for "200°C, which is about 390°F" and
    "10-15 cm, i.e. 4-6 inches" (positions are the text's own, hence the offset 0)."""
    if not says_any(text, _RESTATED_WORDS) or not _RESTATED_MARK.search(text) or not _RESTATED.search(text):
        return []
    groups = [[q for q in _quantities(text) if m.start() <= q[2] < m.end()] for m in _QUANTITY.finditer(text)]
    spans = [(m.start(), m.end()) for m in _QUANTITY.finditer(text)]
    found: list[tuple[list[_Quantity], list[_Quantity], int]] = []
    for (first, second), ((_, end), (start, _)) in zip(zip(groups, groups[1:]), zip(spans, spans[1:])):
        if len(first) == len(second) and _RESTATED.fullmatch(text, end, start):
            found.append((first, second, 0))
    return found


def _only_quantities(inside: str) -> bool:
    """The bracket holds quantities and joining words only ("21°C to 32°C"), not a remark with a
    number in it ("(about 5 km from the station)")."""
    rest = _QUANTITY.sub(" ", inside)
    return bool(_FILLER.match(rest))
