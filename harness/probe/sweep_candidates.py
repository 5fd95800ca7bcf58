"""The made-up monsters sweep-equips tries an Equip Spell on.

One trait at a time (a plain monster, one per race, attribute, level, ATK, card type, and one per
archetype and card code the script mentions), then monsters combining the traits the script's
filters name: a filter such as `IsSetCard(0x..) and IsLevelBelow(4)` or `IsRace(..) and
IsAttribute(..)` matches no single-trait monster.
"""
import itertools
import re
from dataclasses import dataclass, replace

from harness import constants
from harness.carddb import CardData
from harness.constants import TYPE_EFFECT, TYPE_MONSTER, TYPE_NORMAL

CANDIDATE_BASE = 1_900_000_000
MAX_CANDIDATES = 200              # the stub scripts written for them
MAX_COMBINED = 96                 # a script naming many values of many traits would multiply them
MAX_CODES = 5

_SETCODE = re.compile(r"IsSetCard\(\s*(0x[0-9a-fA-F]+|\d+)")
_CODE = re.compile(r"IsCode\(\s*(\d{4,9})")
_RACE = re.compile(r"\bRACE_([A-Z]+)\b")
_ATTRIBUTE = re.compile(r"\bATTRIBUTE_([A-Z]+)\b")
_LEVEL = re.compile(r"(?:Is(?:Level|Rank|Link)(?:Below|Above)?\(\s*|Get(?:Level|Rank|Link)\(\)\s*[<>=~]=?\s*)(\d{1,2})\b")
_ATK = re.compile(r"(?:IsAttack(?:Below|Above)?\(\s*|GetAttack\(\)\s*[<>=~]=?\s*)(\d{1,5})\b")
_KIND = re.compile(r"\bTYPE_(EFFECT|TUNER|FUSION|SYNCHRO|XYZ|LINK|RITUAL|TOON|SPIRIT|UNION|DUAL|FLIP|PENDULUM)\b")
KINDS = ("effect", "tuner", "fusion", "synchro", "xyz", "link", "ritual", "toon", "spirit", "union", "dual", "flip",
         "pendulum")
EXTRA_KINDS = ("fusion", "synchro", "xyz", "link")

PLAIN = dict(type=TYPE_MONSTER | TYPE_NORMAL, race=constants.RACE_WARRIOR, attribute=constants.ATTRIBUTE_EARTH,
             level=4, atk=1500, defense=1200)


@dataclass
class Candidate:
    label: str
    data: CardData

    @property
    def extra_deck(self):
        return bool(self.data.type & constants.TYPE.parse(list(EXTRA_KINDS)))


def _single_bits(flags):
    return {name: value for name, value in flags.members.items() if value & (value - 1) == 0}


def _kind(kind):
    bits = constants.TYPE.parse(["monster", kind])
    changes = {"type": bits | (0 if kind in EXTRA_KINDS or kind == "ritual" else TYPE_EFFECT)}
    if kind == "link":
        changes.update(level=2, defense=0)
    return f"type {'gemini' if kind == 'dual' else kind}", changes


def named_traits(text):
    """Per trait, the (label, changes) of every value the script names."""
    races, attributes = _single_bits(constants.RACE), _single_bits(constants.ATTRIBUTE)
    traits = {
        "race": [(f"race RACE_{n}", {"race": races[f"RACE_{n}"]})
                 for n in dict.fromkeys(_RACE.findall(text)) if f"RACE_{n}" in races],
        "attribute": [(f"attribute ATTRIBUTE_{n}", {"attribute": attributes[f"ATTRIBUTE_{n}"]})
                      for n in dict.fromkeys(_ATTRIBUTE.findall(text)) if f"ATTRIBUTE_{n}" in attributes],
        "kind": [_kind(kind.lower()) for kind in dict.fromkeys(_KIND.findall(text))],
        "level": [(f"level {n}", {"level": n}) for n in sorted({int(v) for v in _LEVEL.findall(text)} - {0})],
        "ATK": [(f"ATK {n}", {"atk": n, "defense": n}) for n in sorted({int(v) for v in _ATK.findall(text)})],
        "set code": [(f"set code {s:#x}", {"setcodes": (s,)})
                     for s in sorted({int(v, 0) for v in _SETCODE.findall(text)})],
    }
    return {trait: values for trait, values in traits.items() if values}


def _combined(traits):
    """Every pair of named traits, then all of them together (a filter naming three traits)."""
    names = list(traits)
    groups = [pair for pair in itertools.combinations(names, 2)]
    if len(names) > 2:
        groups.append(tuple(names))
    seen, result = set(), []
    for group in groups:
        for picks in itertools.product(*(traits[name] for name in group)):
            # The kind goes first: its Link rating gives way to a named level.
            picks = sorted(picks, key=lambda pick: not pick[0].startswith("type "))
            changes = {}
            for _, change in picks:
                changes.update(change)
            key = tuple(sorted(changes.items()))
            if key not in seen:
                seen.add(key)
                result.append((" + ".join(label for label, _ in picks), changes))
            if len(result) >= MAX_COMBINED:
                return result
    return result


def candidates_for(text, known=None):
    """The made-up monsters a script is tried on. `known(code)`, when given, is the real card data
    of a code (a card database): a monster the script names by code then has that card's type,
    Level, Attribute, Race and set codes."""
    traits = named_traits(text)
    specs = [("plain", {})]
    specs += [(f"race {name}", {"race": value}) for name, value in _single_bits(constants.RACE).items()]
    specs += [(f"attribute {name}", {"attribute": value}) for name, value in _single_bits(constants.ATTRIBUTE).items()]
    levels = sorted({1, 3, 7, 12} | {changes["level"] for _, changes in traits.get("level", ())})
    specs += [(f"level {level}", {"level": level}) for level in levels]
    atks = sorted({0, 1000, 2500, 3000} | {changes["atk"] for _, changes in traits.get("ATK", ())})
    specs += [(f"ATK {atk}", {"atk": atk, "defense": atk}) for atk in atks]
    specs += [_kind(kind) for kind in KINDS]
    specs += traits.get("set code", [])
    for code in sorted({int(v) for v in _CODE.findall(text)})[:MAX_CODES]:
        data = known(code) if known else None
        if data is not None and data.is_monster:
            specs.append((f"code {code}", {field: getattr(data, field) for field in
                                           ("type", "race", "attribute", "level", "atk", "defense", "setcodes",
                                            "link_marker")} | {"alias": code}))
        else:
            specs.append((f"code {code}", {"alias": code}))
    specs += _combined(traits)
    result = []
    for index, (label, changes) in enumerate(specs[:MAX_CANDIDATES]):
        data = CardData(code=CANDIDATE_BASE + index, name=f"sweep monster ({label})", **PLAIN)
        result.append(Candidate(label, replace(data, **changes)))
    return result


class CandidateCards:
    """Card source for the made-up monsters."""
    label = "sweep candidates"

    def __init__(self, candidates):
        self.cards = {c.data.code: c.data for c in candidates}

    def get(self, code):
        return self.cards.get(code)
