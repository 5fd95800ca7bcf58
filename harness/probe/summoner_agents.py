"""A trigger on its card's Special Summon whose condition names what summoned it, or where from
(harness/probe/trigger_boards.py): "if this card is Special Summoned by the effect of a "X"
monster" (`c:GetSpecialSummonInfo(SUMMON_INFO_TYPE)&TYPE_MONSTER~=0 and c:IsSpecialSummonSetCard(X)`),
"... of a Spellcaster monster" (`SUMMON_INFO_RACE`, `race&RACE_SPELLCASTER`), "if this card is
Special Summoned from the GY" (`c:IsPreviousLocation(LOCATION_GRAVE)`). The card, in the hand
(in the place the condition names), is Special Summoned by a made-up card of that archetype and
Race that one activates, choosing it (as agents.py's, but of the archetype):

- a monster face-up in one's Monster Zone whose Quick Effect Special Summons the cards its player
  chooses (for a condition that asks for a monster's effect, or names no kind);
- a Quick-Play Spell Set in one's Spell & Trap Zone that does the same (for a condition that asks
  for a Spell's).

Being an activation of a card on the board, the step is an ordinary `activate:` with `choose:`.
Each made-up card has a script of its own (boards.lister_code)."""
import re

from harness import constants
from harness.constants import EFFECT_TYPE_SINGLE, EVENT_SPSUMMON_SUCCESS, LOCATION_MZONE, LOCATION_SZONE
from harness.probe.boards import lister_code, with_extras

_SETCODE = re.compile(r"IsSpecialSummonSetCard\(\s*(0x[0-9a-fA-F]+)")
_RACE = re.compile(r"\b(RACE_[A-Z]+)\b")
_FROM = re.compile(r"IsPreviousLocation\(LOCATION_(GRAVE|REMOVED|DECK)\)")
_PLACES = {"GRAVE": "grave", "REMOVED": "removed", "DECK": "deck"}
_SCRIPT = """-- a made-up @KIND@ of the deep probe (@WHAT@): its activation Special Summons the cards its player chooses
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(@TYPE@)
	e1:SetCode(EVENT_FREE_CHAIN)
@RANGE@	e1:SetOperation(s.operation)
	c:RegisterEffect(e1)
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
	local g=Duel.SelectMatchingCard(tp,aux.TRUE,tp,0x7f,0x7f,1,99,e:GetHandler())
	Duel.SpecialSummon(g,0,tp,tp,true,true,POS_FACEUP_ATTACK)
end
"""
_KINDS = {"monster": ("EFFECT_TYPE_QUICK_O", "\te1:SetRange(LOCATION_MZONE)\n",
                      {"type": ["monster", "effect"], "attribute": "dark", "race": "warrior", "level": 4,
                       "atk": 1000, "def": 1000}),
          "Quick-Play Spell": ("EFFECT_TYPE_ACTIVATE", "", {"type": ["spell", "quickplay"]})}


def summoner_plans(probe, effect, condition):
    """[(name, location, position, board, action)]: the Special Summons above, for a single trigger
    on EVENT_SPSUMMON_SUCCESS whose `condition` text names the archetype of what summoned it; the
    made-up cards' data go to the probe's made-up cards."""
    if effect.code != EVENT_SPSUMMON_SUCCESS or not effect.type & EFFECT_TYPE_SINGLE:
        return []
    found, place = _SETCODE.search(condition), _FROM.search(condition)
    race = _race(condition) if "SUMMON_INFO_RACE" in condition else None
    if found is None and race is None and place is None:
        return []
    what = {**({"setcode": [int(found.group(1), 16)]} if found else {}), **({"race": race} if race else {})}
    named = ", ".join(f"{key} {value[0]:#x}" if key == "setcode" else f"{key} {value}" for key, value in what.items()) \
        or "any"
    kinds = (["monster"] if "TYPE_MONSTER" in condition or "TYPE_SPELL" not in condition else []) + \
        (["Quick-Play Spell"] if "TYPE_SPELL" in condition else [])
    plans = []
    for kind in kinds:
        kind_type, kind_range, spec = _KINDS[kind]
        code = lister_code(_SCRIPT.replace("@KIND@", kind).replace("@WHAT@", named)
                           .replace("@TYPE@", kind_type).replace("@RANGE@", kind_range))
        probe.finder.extra_cards[code] = {**spec, **(what if kind == "monster" else
                                                     {k: v for k, v in what.items() if k == "setcode"}),
                                          "name": f"made-up {kind} that Special Summons ({named})"}
        plans.append((f"Special Summoned by a made-up {kind} its condition names", _PLACES[place.group(1)] if place
                      else "hand", None, _with_summoner(with_extras(probe.board(), False, probe.made_up), code, kind),
                      _summoned))
    return plans


def _race(condition):
    """The single Race the condition names (the summoner's, `race&RACE_BEAST`), or None."""
    for name in _RACE.findall(condition):
        names = constants.RACE.names(constants.ALL.get(name, 0)) if name != "RACE_ALL" else []
        if len(names) == 1:
            return names[0]
    return None


def _with_summoner(board, code, kind):
    """The board, with the made-up card (alias "summoner") face-up in one's Monster Zone or Set in
    one's Spell & Trap Zone."""
    def with_summoner(session, card):
        board(session, card)
        if kind == "monster" and session.duel.free_sequences(0, LOCATION_MZONE):
            session.add_card(code, 0, "mzone", alias="summoner")
        elif kind != "monster" and [seq for seq in session.duel.free_sequences(0, LOCATION_SZONE) if seq < 5]:
            session.add_card(code, 0, "szone", alias="summoner", position="facedown")
    return with_summoner


def _summoned(session, card, number):
    """action: one activates the summoner, choosing the card."""
    summoner = session.aliases.get("summoner")
    if summoner is None:
        return False, "no free zone for the made-up card that Special Summons"
    ok, reason = session.can_activate(summoner, player=0)
    if not ok:
        return False, reason
    session.activate(summoner, player=0, choose=[[card]])
    return True, ""
