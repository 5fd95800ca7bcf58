"""The data of a made-up monster a text asks about, read from its Lua by regular expressions
(harness/probe/summoned_monsters.py, battle_foes.py): the ATK, DEF and Level it compares with a
number (`c:GetAttack()>=1500`, `GetPreviousAttackOnField()==0`, `IsLevelAbove(6)`), the Race,
Attribute (by name, `RACE_FIEND`, or by value, `IsRace(0x8)`; the lowest of a combination) and
archetype it names, and the kind of monster (`TYPE_NORMAL`, `TYPE_TUNER`, `TYPE_SYNCHRO`)."""
import re

from harness import constants
from harness.probe.boards import other_name_code

_COMPARED = re.compile(r"Get(?:Base|Text|Previous)?(Attack|Defense|Level)(?:OnField)?\(\)\s*(>=|>|<=|<|==)\s*(\d+)")
_BOUNDED = re.compile(r"Is(Attack|Defense|Level)(Above|Below)?\((\d+)\)")
_SETCODE = re.compile(r"Is(?:Previous|Original|Fusion|Link|Xyz|Synchro)?SetCard\((0x[0-9a-fA-F]+)")
_FLAG = re.compile(r"\b(RACE|ATTRIBUTE)_([A-Z]+)\b|Is(Race|Attribute)\((0x[0-9a-fA-F]+)\)")
_KINDS = (("TYPE_SYNCHRO", "synchro"), ("TYPE_FUSION", "fusion"), ("TYPE_XYZ", "xyz"), ("TYPE_NORMAL", "normal"),
          ("TYPE_TUNER", "tuner"))
EXTRA_KINDS = ("synchro", "fusion", "xyz")
_KEYS = {"Attack": "atk", "Defense": "def", "Level": "level"}
_OPS = {">=": "Above", ">": "Over", "<=": "Below", "<": "Under", "==": ""}


def stats(text):
    """{atk, def, level: value} for the stats the text bounds: the lowest a lower bound allows,
    else the highest an upper bound allows (a Level kept within 1 to 12)."""
    low, high = {}, {}
    found = [(stat, _OPS[op], value) for stat, op, value in _COMPARED.findall(text)] + _BOUNDED.findall(text)
    for stat, how, value in found:
        key, value = _KEYS[stat], int(value)
        step = 1 if key == "level" else 100
        if how in ("Above", "Over", ""):
            low.setdefault(key, value + (step if how == "Over" else 0))
        else:
            high.setdefault(key, value - (step if how == "Under" else 0))
    bounded = {**high, **low}
    return {key: max(min(value, 12), 1) if key == "level" else max(value, 0) for key, value in bounded.items()}


def kind(text):
    """The kind of monster the text names first of _KINDS, else "effect"."""
    return next((kind for flag, kind in _KINDS if flag in text), "effect")


def names_data(text):
    """Whether the text names a Race, Attribute, archetype or kind of monster."""
    return bool(_FLAG.search(text) or _SETCODE.search(text) or kind(text) != "effect")


def monster_code(probe, text, values, kind_of=True, default_kind="effect"):
    """The code of a made-up monster with no effect, with `values` (atk, def, level) and the Race,
    Attribute, archetype and (kind_of: the kind of monster, else `default_kind`) the text names;
    its data go to the probe's made-up cards."""
    races, attributes = _flag_values(text, "RACE"), _flag_values(text, "ATTRIBUTE")
    made = kind(text) if kind_of else "effect"
    made = default_kind if made == "effect" else made
    setcode = _SETCODE.search(text)
    spec = {"type": ["monster", "normal"] if made == "normal" else ["monster", "effect"] + ([made] if made != "effect" else []),
            "atk": values["atk"], "def": values["def"],
            "race": _single(constants.RACE, races, "warrior"),
            "attribute": _single(constants.ATTRIBUTE, attributes, "dark"),
            **({"rank": values["level"]} if made == "xyz" else {"level": values["level"]}),
            **({"setcode": [int(setcode.group(1), 16)]} if setcode else {})}
    described = ", ".join(f"{key} {value}" for key, value in sorted(spec.items()) if key != "type")
    spec["name"] = f"made-up {made} monster ({described})"
    code = other_name_code(spec["name"])
    probe.finder.extra_cards[code] = spec
    return code


def _flag_values(text, prefix):
    """The Race (prefix RACE) or Attribute values the text names, in order: RACE_FIEND, IsRace(0x8)."""
    values = []
    for family, name, called, number in _FLAG.findall(text):
        if family == prefix:
            values.append(constants.ALL.get(f"{prefix}_{name}", 0))
        elif called.upper() == prefix:
            values.append(int(number, 16))
    return values


def _single(family, values, default):
    """The name of the first of `values` that is a single Race/Attribute (RACE_ALL and combinations
    aside), else of the lowest one of the first combination, else `default`."""
    for value in values:
        found = family.names(value)
        if len(found) == 1:
            return found[0]
    combined = next((value for value in values if value), 0)
    return family.names(combined & -combined)[0] if combined else default
