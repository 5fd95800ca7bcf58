"""The summoned monster a summon's response or field trigger reads, for harness/probe/deep.py:
"when your opponent Special Summons a monster(s) with 1500 or more ATK" (`c:GetAttack()>=1500`),
"... from the Deck or GY" (`IsSummonLocation`, `IsPreviousLocation`), "when 2 or more monsters are Special Summoned at the same time"
(`eg:GetCount()>=2`), "a Level 6 or higher monster" (`IsLevelAbove(6)`).

The fixed summons of harness/probe/events.py summon Harpie Lady (1300 ATK, 1400 DEF, Level 4) or
a made-up monster of the archetype the filters name, one at a time, from the hand, in Attack
Position. Here a made-up monster with the ATK, DEF, Level, Race, Attribute and archetype the
text of the effect's condition and target names (ATK and DEF at the bound it compares with, else
1000; Level 4 unless it names one) is summoned the way the text asks: a Special Summon (from the
Deck, GY or banishment it names), a Normal Summon, or a Flip Summon, as the event is; two or three of them at once for a count (by a made-up
agent's activation, harness/probe/agents.py, from the hand or that place, the response then in
the window after its chain), by the player the text names (the opponent first when it names
none; one's own for a Spell, which responds in its own turn). Tried after the other boards of the
effect; its monster has no effect (a script of its own with none)."""
import re

from harness import constants
from harness.constants import (
    EFFECT_TYPE_ACTIVATE, EFFECT_TYPE_QUICK_O, EFFECT_TYPE_SINGLE, EVENT_FLIP_SUMMON_SUCCESS, EVENT_SPSUMMON,
    EVENT_SPSUMMON_SUCCESS, EVENT_SUMMON, EVENT_SUMMON_SUCCESS, LOCATION_MZONE, TYPE_SPELL,
)
from harness.probe import agents
from harness.probe.boards import other_name_code

_NORMAL = (EVENT_SUMMON_SUCCESS, EVENT_SUMMON)
_SPECIAL = (EVENT_SPSUMMON_SUCCESS, EVENT_SPSUMMON)
_EVENTS = _NORMAL + _SPECIAL + (EVENT_FLIP_SUMMON_SUCCESS,)
_EVENT_CARDS = re.compile(r"\beg\b|\bep\s*[=~]=")
# a stat compared with a number: c:GetAttack()>=1500, tc:GetDefense()<=500, IsAttackAbove(2000), IsLevelAbove(6)
_COMPARED = re.compile(r"Get(?:Base|Text)?(Attack|Defense|Level)\(\)\s*(>=|>|<=|<|==)\s*(\d+)")
_BOUNDED = re.compile(r"Is(Attack|Defense|Level)(Above|Below)?\((\d+)\)")
_PLACES = (("LOCATION_DECK", "deck"), ("LOCATION_GRAVE", "grave"), ("LOCATION_REMOVED", "removed"))
_FROM = re.compile(r"Is(?:Summon|Previous)Location\(([\w+|]+)\)")
# two or more summoned at once: eg:GetCount()>=2, #eg>1, eg:IsExists(s.filter,2,nil)
_COUNT = re.compile(r"(?:eg:GetCount\(\)|#eg)\s*(>=|>)\s*(\d)|eg:IsExists\([\w.]+,\s*(\d)\s*,")
_OPPONENT = re.compile(r"IsSummonPlayer\(1-tp\)|\bep\s*~=\s*tp\b|\btp\s*~=\s*ep\b|\bep\s*==\s*1-tp\b|IsControler\(1-tp\)")
_OWN = re.compile(r"IsSummonPlayer\(tp\)|\bep\s*==\s*tp\b|\btp\s*==\s*ep\b|IsControler\(tp\)")
_SETCODE = re.compile(r"IsSetCard\((0x[0-9a-fA-F]+)")
_FLAG = re.compile(r"\b(RACE|ATTRIBUTE)_([A-Z]+)\b")
_MOST = 3                   # monsters summoned at once
_DEFAULTS = {"atk": 1000, "def": 1000, "level": 4}


def summoned_monsters(probe, effect, text):
    """[(name, action)] for an effect that responds to a summon (a Trap, a Quick Effect: `text` its
    condition's and target's Lua): the summon above, the card's effect activated in response; an
    action's `board` is the board it runs on. [] when the text reads nothing of the summoned
    monster that the fixed summons lack."""
    if not effect.type & (EFFECT_TYPE_ACTIVATE | EFFECT_TYPE_QUICK_O):
        return []
    asked = _asked(probe, effect, text)
    if asked is None:
        return []
    actions = []
    for player in _players(text, bool(probe.finder.data.type & TYPE_SPELL)):
        action = _summon(effect.code, asked, player, respond=True)
        action.board = probe.board()
        actions.append((f"{'the opponent' if player else 'one'} summons {asked.name}", action))
    return actions


def summoned_triggers(probe, effect, text, location, position, board):
    """[(name, location, position, board, action)] for a field trigger on a summon (`text` its
    condition's and target's Lua): the summon above raises its event, the card at `location`."""
    if effect.type & EFFECT_TYPE_SINGLE:
        return []
    asked = _asked(probe, effect, text)
    if asked is None:
        return []
    return [(f"{'the opponent' if player else 'one'} summons {asked.name}", location, position, board,
             _summon(effect.code, asked, player, respond=False))
            for player in _players(text, False)]


class _Asked:
    """What the text asks of the summoned monster: its made-up card's code, how it is summoned
    (place, how many at once) and a name for the board."""

    def __init__(self, code, stats, place, count):
        self.code, self.place, self.count = code, place, count
        what = [f"ATK {stats['atk']}", f"DEF {stats['def']}", f"Level {stats['level']}"]
        what += [f"from the {dict(_PLACE_NAMES)[place]}"] if place != "hand" else []
        self.name = f"{count if count > 1 else 'a'} made-up monster{'s' if count > 1 else ''} ({', '.join(what)})"


_PLACE_NAMES = (("deck", "Deck"), ("grave", "GY"), ("removed", "banishment"), ("hand", "hand"))


def _asked(probe, effect, text):
    """The _Asked of the text (its made-up monster's data put among the probe's made-up cards),
    or None when it reads no stat, place or count of the summoned monsters."""
    if effect.code not in _EVENTS or not _EVENT_CARDS.search(text):
        return None
    stats = _stats(text)
    place = _place(text) if effect.code in _SPECIAL else "hand"
    count = _count(text)
    if stats == _DEFAULTS and place == "hand" and count == 1:
        return None
    if effect.code in _NORMAL and stats["level"] > 4:
        return None                 # a Normal Summon without Tributes
    races = [name for family, name in _FLAG.findall(text) if family == "RACE" and name != "ALL"]
    attributes = [name for family, name in _FLAG.findall(text) if family == "ATTRIBUTE" and name != "ALL"]
    setcode = _SETCODE.search(text)
    spec = {"type": ["monster", "effect"], "level": stats["level"], "atk": stats["atk"], "def": stats["def"],
            "race": _single(constants.RACE, "RACE", races, "warrior"),
            "attribute": _single(constants.ATTRIBUTE, "ATTRIBUTE", attributes, "dark"),
            **({"setcode": [int(setcode.group(1), 16)]} if setcode else {})}
    described = ", ".join(f"{key} {value}" for key, value in sorted(spec.items()) if key != "type")
    spec["name"] = f"made-up summoned monster ({described})"
    code = other_name_code(spec["name"])
    probe.finder.extra_cards[code] = spec
    return _Asked(code, stats, place, count)


def _single(family, prefix, names, default):
    """The first of `names` (RACE_X, ATTRIBUTE_X) that is a single Race/Attribute, as its name."""
    for name in names:
        found = family.names(constants.ALL.get(f"{prefix}_{name}", 0))
        if len(found) == 1:
            return found[0]
    return default


def _stats(text):
    """ATK, DEF and Level that meet the bounds the text compares them with: the lowest a lower
    bound allows, else the highest an upper bound allows, else _DEFAULTS."""
    low, high = {}, {}
    for stat, op, value in _COMPARED.findall(text):
        _bound(low, high, stat, {">=": "Above", ">": "Over", "<=": "Below", "<": "Under", "==": ""}[op], int(value))
    for stat, how, value in _BOUNDED.findall(text):
        _bound(low, high, stat, how, int(value))
    stats = {}
    for key, default in _DEFAULTS.items():
        value = low.get(key, high.get(key, default))
        stats[key] = max(min(value, 12), 1) if key == "level" else max(value, 0)
    return stats


def _bound(low, high, stat, how, value):
    key = {"Attack": "atk", "Defense": "def", "Level": "level"}[stat]
    step = 1 if key == "level" else 100
    if how in ("Above", "Over", ""):
        low.setdefault(key, value + (step if how == "Over" else 0))
    else:
        high.setdefault(key, value - (step if how == "Under" else 0))


def _place(text):
    """Where a Special Summon takes the monster from: the first place the text's IsSummonLocation
    or IsPreviousLocation names of the Deck, GY and banishment, else the hand."""
    for found in _FROM.findall(text):
        for flag, place in _PLACES:
            if flag in found:
                return place
    return "hand"


def _count(text):
    for op, n, exists in _COUNT.findall(text):
        wanted = int(exists) if exists else int(n) + (op == ">")
        if wanted > 1:
            return min(wanted, _MOST)
    return 1


def _players(text, spell):
    """Both summoning players, the one the text names first (the opponent when it names none or
    both: a filter's `tp` may be the other player's, `eg:IsExists(s.filter,1,nil,1-tp)`); one's
    own only for a Spell (it responds in its own turn)."""
    if spell:
        return [0]
    return [0, 1] if _OWN.search(text) and not _OPPONENT.search(text) else [1, 0]


def _summon(code, asked, player, respond):
    """The player summons the made-up monsters in its Main Phase 1; with `respond`, the card's
    effect is activated in response (in the window after the agent's chain, for several)."""
    def summon(session, card, number):
        free = session.duel.free_sequences(player, LOCATION_MZONE)
        if len(free) < asked.count:
            return False, "no free Monster Zone for the summon"
        where = "mzone" if code == EVENT_FLIP_SUMMON_SUCCESS else asked.place
        monsters = [session.add_card(asked.code, player, where, alias="summoned" if asked.count == 1 else None,
                                     position="facedown_defense" if where == "mzone" else None)
                    for _ in range(asked.count)]
        session.set_turn(player, "main1", 2 + (player == 0))
        if respond:
            session.respond_to_triggers([{"card": card, "effect": number}])
        if asked.count > 1:
            if code not in _SPECIAL or not agents.act(session, agents.summon_agent(0), monsters, player):
                return False, "the monsters could not be summoned at once"
        elif code in _SPECIAL:
            session.special_summon(monsters[0], player=player)
        elif code == EVENT_FLIP_SUMMON_SUCCESS:
            session.flip_summon(monsters[0], player=player)
        else:
            session.summon(monsters[0], player=player)
        return True, ""
    return summon
