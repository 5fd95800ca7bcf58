"""A trigger on its card's Special Summon whose condition names what summoned it (harness/probe/
trigger_boards.py): "if this card is Special Summoned by the effect of a "X" monster"
(`c:GetSpecialSummonInfo(SUMMON_INFO_TYPE)&TYPE_MONSTER~=0 and c:IsSpecialSummonSetCard(X)`).
The card, in the hand, is Special Summoned by a made-up card of that archetype that one
activates, choosing it (as agents.py's, but of the archetype):

- a monster face-up in one's Monster Zone whose Quick Effect Special Summons the cards its player
  chooses (for a condition that asks for a monster's effect, or names no kind);
- a Quick-Play Spell Set in one's Spell & Trap Zone that does the same (for a condition that asks
  for a Spell's).

Being an activation of a card on the board, the step is an ordinary `activate:` with `choose:`.
Each made-up card has a script of its own (boards.lister_code)."""
import re

from harness.constants import EFFECT_TYPE_SINGLE, EVENT_SPSUMMON_SUCCESS, LOCATION_MZONE, LOCATION_SZONE
from harness.probe.boards import lister_code, with_extras

_SETCODE = re.compile(r"IsSpecialSummonSetCard\(\s*(0x[0-9a-fA-F]+)")
_SCRIPT = """-- a made-up @KIND@ of the deep probe (archetype @SETCODE@): its activation Special Summons the cards its player chooses
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
    found = _SETCODE.search(condition)
    if effect.code != EVENT_SPSUMMON_SUCCESS or not effect.type & EFFECT_TYPE_SINGLE or found is None:
        return []
    setcode = int(found.group(1), 16)
    kinds = (["monster"] if "TYPE_MONSTER" in condition or "TYPE_SPELL" not in condition else []) + \
        (["Quick-Play Spell"] if "TYPE_SPELL" in condition else [])
    plans = []
    for kind in kinds:
        kind_type, kind_range, spec = _KINDS[kind]
        code = lister_code(_SCRIPT.replace("@KIND@", kind).replace("@SETCODE@", f"{setcode:#x}")
                           .replace("@TYPE@", kind_type).replace("@RANGE@", kind_range))
        probe.finder.extra_cards[code] = {**spec, "name": f"made-up {setcode:#x} {kind} that Special Summons",
                                          "setcode": [setcode]}
        plans.append((f"Special Summoned by a made-up {kind} of the archetype its condition names", "hand", None,
                      _with_summoner(with_extras(probe.board(), False, probe.made_up), code, kind), _summoned))
    return plans


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
