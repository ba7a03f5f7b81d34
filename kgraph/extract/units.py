"""A figure's unit as written, in the one form kgraph stores and compares (`x`, `倍` and `times`
are `×`; `公顷` is `ha`; `grams per cubic meter` is `g/m³`)."""

from __future__ import annotations

import functools
import re


def canonical_unit(unit: str) -> str:
    """The unit's canonical form, or the unit as it is when it has no other."""
    return _UNITS.get(unit) or _UNITS.get(unit.lower()) or _compound(unit) or _rate(unit) or _per_cubic(unit)


_RATE = re.compile(r"^(\D+?)\s*(?:/|\bper\b|每)\s*(百|千|万|萬|\d[\d,]*)\s*(\D+)$", re.I)
_MEASURE = re.compile(r"^[只隻个個头頭粒颗顆株例名位尾条條]")
_TENS = {"百": "100", "千": "1000", "万": "10000", "萬": "10000"}


def _rate(unit: str) -> str | None:
    """`mites per 100 bees`, `只螨每百只蜂` → `mites/100 bees`: a count of things per a number of
    other things, each thing named as the lexicon's `[units]` table names it (or as written)."""
    m = _RATE.match(unit.strip())
    if not m:
        return None
    names = _thing_names()
    things = []
    for word in (m.group(1), m.group(3)):
        word = _MEASURE.sub("", word.strip())
        # (`蜂群` read after `每百只`: the thing is the longest named start, `蜂`)
        named = next((names[word[:n].lower()] for n in range(len(word), 0, -1) if word[:n].lower() in names), None)
        things.append(named or word.lower())
    return f"{things[0]}/{_TENS.get(m.group(2), m.group(2).replace(',', ''))} {things[1]}"


@functools.cache
def _thing_names() -> dict[str, str]:
    from kgraph.extract.lexicon import default

    return {p.lower(): name for name, phrases in default().tables.get("units", {}).items() for p in [name, *phrases]}


def _compound(unit: str) -> str | None:
    """`千克/立方米` → `kg/m³`, `°C每米` → `°C/m`: a unit over a unit, each one of `UNIT_ATOMS`."""
    from kgraph.patterns import UNIT_ATOMS

    parts = re.split(r"\s?(?:/|每)\s?", unit.strip(), maxsplit=1)
    if len(parts) != 2 or parts[0] not in UNIT_ATOMS or parts[1] not in UNIT_ATOMS:
        return None
    return f"{UNIT_ATOMS[parts[0]]}/{UNIT_ATOMS[parts[1]]}"


def _per_cubic(unit: str) -> str:
    """`grams per cubic meter` → `g/m³` (`micrograms` `μg/m³`); any other unit as it is."""
    if not re.search(r"per\s+cubic", unit, re.I):
        return unit
    return {"micro": "μg/m³", "milli": "mg/m³"}.get(unit[:5].lower(), "g/m³")


_UNITS = {
    "x": "×",
    "X": "×",
    "倍": "×",
    "point": "points",
    "pts": "points",
    "percentage points": "points",
    "pp": "points",
}
_UNITS |= {
    "tokens/s": "tok/s",
    "毫秒": "ms",
    "个点": "points",
    "个百分点": "points",
    "百分点": "points",
    "分": "points",
    "cycle": "cycles",
    "day": "days",
    "天": "days",
    "次循环": "cycles",
    "循环": "cycles",
    "毫安时": "mAh",
    "毫伏": "mV",
    "摄氏度": "°C",
    "开尔文": "K",
    "W/m2": "W/m²",
    "km2": "km²",
    "m2": "m²",
    "平方公里": "km²",
    "平方千米": "km²",
    "公里": "km",
    "千米": "km",
    "米": "m",
    "公尺": "m",
    "平方公尺": "m²",
    "g/m3": "g/m³",
    "mg/m3": "mg/m³",
    "μg/m3": "μg/m³",
    "µg/m3": "μg/m³",
    "µg/m³": "μg/m³",
    "百帕": "hPa",
    "千帕": "kPa",
    "公顷": "ha",
    "公頃": "ha",
    "tC/ha": "t C/ha",
    "株/m²": "seedlings/m²",
    "株/m2": "seedlings/m²",
    "seedling/m²": "seedlings/m²",
    "seedlings/m2": "seedlings/m²",
    "plants/m²": "seedlings/m²",
    "colonies/m2": "colonies/m²",
    "colony/m²": "colonies/m²",
    "colony/m2": "colonies/m²",
    "°C-week": "°C-weeks",
    "°C weeks": "°C-weeks",
    "°C week": "°C-weeks",
    "°C-周": "°C-weeks",
    "群体/平方公尺": "colonies/m²",
    "个群体/平方米": "colonies/m²",
    "个群体/平方公尺": "colonies/m²",
    "个株/平方米": "seedlings/m²",
    "群体/平方米": "colonies/m²",
    "群體/平方公尺": "colonies/m²",
    "群体/m²": "colonies/m²",
    "株/平方公尺": "seedlings/m²",
    "株/平方米": "seedlings/m²",
    "棵/平方公尺": "seedlings/m²",
    "棵/平方米": "seedlings/m²",
    "°C周": "°C-weeks",
    "°C-週": "°C-weeks",
    "°C週": "°C-weeks",
    "毫米/年": "mm/yr",
    "厘米/年": "cm/yr",
    "公分/年": "cm/yr",
    "米/年": "m/yr",
    "厘米": "cm",
    "公分": "cm",
    "毫米": "mm",
    "公釐": "mm",
    "千牛": "kN",
    "巴": "bar",
    "MN·m": "MNm",
    "MN⋅m": "MNm",
    "kN·m": "kNm",
    "兆牛·米": "MNm",
    "兆牛米": "MNm",
    "千牛·米": "kNm",
    "千牛米": "kNm",
    "兆帕": "MPa",
    "微应变": "με",
    "µε": "με",
    "microstrain": "με",
    "千瓦": "kW",
    "千瓦时": "kWh",
    "r/min": "rpm",
    "转/分": "rpm",
    "转/分钟": "rpm",
    "转每分": "rpm",
    "转每分钟": "rpm",
    "赫兹": "Hz",
    "赫茲": "Hz",
    "分贝": "dB",
    "分貝": "dB",
    "公厘": "mm",
    "mm/year": "mm/yr",
    "m/d": "m/day",
    "m per day": "m/day",
    "km/d": "km/day",
    "Gt/year": "Gt/yr",
    "Gt/a": "Gt/yr",
    "Gt / yr": "Gt/yr",
    "Gt per year": "Gt/yr",
    "十亿吨/年": "Gt/yr",
    "hour": "h",
    "hours": "h",
    "小时": "h",
    "小時": "h",
    "µm": "μm",
    "微米": "μm",
    "克/千克": "g/kg",
    "公克/公斤": "g/kg",
    "克/公斤": "g/kg",
    "公克/千克": "g/kg",
    "g/m2": "g/m²",
    "克/平方米": "g/m²",
    "公克/平方米": "g/m²",
    "克/平方公尺": "g/m²",
    "公克/平方公尺": "g/m²",
    "Tg/year": "Tg/yr",
    "Tg/a": "Tg/yr",
    "Tg / yr": "Tg/yr",
    "Tg per year": "Tg/yr",
    "太克/年": "Tg/yr",
    "兆克/年": "Tg/yr",
    "nmol/m2/s": "nmol/m²/s",
    "纳摩尔/平方米/秒": "nmol/m²/s",
    "纳摩尔/平方公尺/秒": "nmol/m²/s",
    "奈莫耳/平方公尺/秒": "nmol/m²/s",
    "奈莫尔/平方公尺/秒": "nmol/m²/s",
    "吉吨/年": "Gt/yr",
    "次误报/日": "false alarms/day",
    "次误报/天": "false alarms/day",
    "公尺/日": "m/day",
    "米/日": "m/day",
    "公尺/天": "m/day",
    "米/天": "m/day",
    "false alarm/day": "false alarms/day",
    "false alarms per day": "false alarms/day",
    "false alarm per day": "false alarms/day",
    "mm/a": "mm/yr",
    "cm/year": "cm/yr",
    "cm/a": "cm/yr",
    "m/year": "m/yr",
    "m/a": "m/yr",
    "kilometers": "km",
    "kilometres": "km",
    "meters": "m",
    "metres": "m",
    "centimeters": "cm",
    "centimetres": "cm",
    "millimeters": "mm",
    "millimetres": "mm",
    "kilotons": "kt",
    "kilotonnes": "kt",
    "kilo tons": "kt",
    "kilo tonnes": "kt",
    "hectopascal": "hPa",
    "hectopascals": "hPa",
    "percent": "%",
    "per cent": "%",
    "times": "×",
    "千吨": "kt",
    "克/立方米": "g/m³",
    "毫克/立方米": "mg/m³",
    "微克/立方米": "μg/m³",
}
