"""The summoned monster a summon's response or field trigger reads, for harness/probe/deep.py:
"when your opponent Special Summons a monster(s) with 1500 or more ATK" (`c:GetAttack()>=1500`),
"... from the Deck or GY" (`IsSummonLocation`, `IsPreviousLocation`), "when 2 or more monsters
are Special Summoned at the same time" (`eg:GetCount()>=2`), "a Level 6 or higher monster"
(`IsLevelAbove(6)`), "if you Normal Summon a Plant Tuner", "a Fusion Monster with 2500 or more ATK".

The fixed summons of harness/probe/events.py summon Harpie Lady (1300 ATK, 1400 DEF, Level 4) or
a monster of the generic board, made-up monsters of the archetype the filters name, one at a
time, from the hand, in Attack Position. Here a made-up monster with the ATK, DEF, Level, Race,
Attribute, kind (`TYPE_TUNER`, `TYPE_SYNCHRO`, ...) and archetype the text of the effect's
condition and target names (asked_stats.py: ATK and DEF at the bound it compares with, else 1000;
Level 4 unless it names one) is summoned the way the text asks: a Special Summon (from the Deck,
GY or banishment it names; an Extra Deck monster, a Fusion Monster when it names no kind, from
the Extra Deck as its kind of summon, by a made-up agent's activation, harness/probe/agents.py), a
Normal Summon, or a Flip Summon, as the event is; two or three of them at once for a count (by an
agent's activation too, from the hand or that place); the response then in the window after the
agent's chain. By the player the text names (the opponent first when it names none; one's own
for a Spell, which responds in its own turn). Tried after the other boards of the effect; its
monster has no effect (a script of its own with none)."""
import re

from harness.constants import (
    EFFECT_TYPE_ACTIVATE, EFFECT_TYPE_QUICK_O, EFFECT_TYPE_SINGLE, EVENT_FLIP_SUMMON_SUCCESS, EVENT_SPSUMMON,
    EVENT_SPSUMMON_SUCCESS, EVENT_SUMMON, EVENT_SUMMON_SUCCESS, LOCATION_MZONE, TYPE_SPELL,
)
from harness.probe import agents
from harness.probe.asked_stats import EXTRA_KINDS, kind, monster_code, names_data, stats
from harness.probe.events import special_summon

_NORMAL = (EVENT_SUMMON_SUCCESS, EVENT_SUMMON)
_SPECIAL = (EVENT_SPSUMMON_SUCCESS, EVENT_SPSUMMON)
_EVENTS = _NORMAL + _SPECIAL + (EVENT_FLIP_SUMMON_SUCCESS,)
_EVENT_CARDS = re.compile(r"\beg\b|\bep\s*[=~]=")
_PLACES = (("LOCATION_DECK", "deck"), ("LOCATION_GRAVE", "grave"), ("LOCATION_REMOVED", "removed"),
           ("LOCATION_EXTRA", "extra"))
_FROM = re.compile(r"Is(?:Summon|Previous)Location\(([\w+|]+)\)")
# two or more summoned at once: eg:GetCount()>=2, #eg>1, eg:IsExists(s.filter,2,nil)
_COUNT = re.compile(r"(?:eg:GetCount\(\)|#eg)\s*(>=|>)\s*(\d)|eg:IsExists\([\w.]+,\s*(\d)\s*,")
_OPPONENT = re.compile(r"IsSummonPlayer\(1-tp\)|\bep\s*~=\s*tp\b|\btp\s*~=\s*ep\b|\bep\s*==\s*1-tp\b|IsControler\(1-tp\)")
_OWN = re.compile(r"IsSummonPlayer\(tp\)|\bep\s*==\s*tp\b|\btp\s*==\s*ep\b|IsControler\(tp\)")
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


_PLACE_NAMES = (("deck", "Deck"), ("grave", "GY"), ("removed", "banishment"), ("extra", "Extra Deck"), ("hand", "hand"))


def _asked(probe, effect, text):
    """The _Asked of the text (its made-up monster's data put among the probe's made-up cards),
    or None when it reads no stat, place, count or kind of the summoned monsters, or asks for a
    summon the plans cannot make (an Extra Deck monster Normal Summoned, a Link Monster)."""
    if effect.code not in _EVENTS or not _EVENT_CARDS.search(text) or "TYPE_LINK" in text:
        return None
    bounded = stats(text)
    place = _place(text) if effect.code in _SPECIAL else "hand"
    count = _count(text)
    if not bounded and place == "hand" and count == 1 and not names_data(text):
        return None
    values = {**_DEFAULTS, **bounded}
    extra = kind(text) in EXTRA_KINDS
    if (effect.code in _NORMAL and values["level"] > 4) or (extra and effect.code != EVENT_SPSUMMON_SUCCESS) \
            or (place == "extra" and kind(text) not in EXTRA_KINDS + ("effect",)):
        return None                 # (a Normal Summon without Tributes)
    place = "extra" if extra else place
    code = monster_code(probe, text, values, default_kind="fusion" if place == "extra" else "effect")
    return _Asked(code, values, place, count)


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
        elif asked.place == "extra":        # as its kind of summon, by a made-up agent's activation
            special_summon(session, monsters[0], player)
        elif code in _SPECIAL:
            session.special_summon(monsters[0], player=player)
        elif code == EVENT_FLIP_SUMMON_SUCCESS:
            session.flip_summon(monsters[0], player=player)
        else:
            session.summon(monsters[0], player=player)
        return True, ""
    return summon
