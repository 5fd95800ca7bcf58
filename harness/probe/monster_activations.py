"""The opponent's monster effects a response's condition asks for, beyond the fixed activations of
harness/probe/events.py (a monster effect from the hand, in the opponent's Main Phase 1; one of a
monster on the field that was placed there):

- a monster effect in the turn and phase the condition names (`re:IsActiveType(TYPE_MONSTER)` with
  `ph>PHASE_MAIN1 and ph<PHASE_MAIN2`, `PHASE_MAIN2`, ...): the opponent's Parasite Paranoid's
  Quick Effect from the hand, targeting one's monster, then;
- a monster effect of a monster Special Summoned from the Extra Deck (`re:GetHandler():IsSummonType(
  SUMMON_TYPE_SPECIAL)`, `IsSummonLocation(LOCATION_EXTRA)`, `STATUS_SPSUMMON_TURN`): the opponent
  Xyz Summons Number 17: Leviathan Dragon with two Giant Soldier of Stone in its Main Phase 1 and
  activates its effect.

Each is the opponent's real activation through the engine, answered by the card as the next chain
link, and is tried only when the condition's text asks for it."""
import re

from harness.constants import EVENT_CHAINING, LOCATION_MZONE, SUMMON_TYPE_XYZ, TYPE_SPELL
from harness.engine.state.errors import IllegalAction, IllegalDecision
from harness.probe.boards import LEVIATHAN, PARASITE
from harness.probe.conditions import _turn_name as turn_name, _turns

GIANT_SOLDIER = 13039848        # Giant Soldier of Stone, a Level 3 Normal Monster (Leviathan's materials)
_MONSTER_EFFECT = re.compile(r"re:IsActiveType\(TYPE_MONSTER\)|re:GetActiveType\(\)\s*==\s*TYPE_MONSTER")
_SUMMONED_ACTIVATOR = re.compile(r"re:GetHandler\(\):(?:IsSummonType\(SUMMON_TYPE_SPECIAL\)|IsSummonLocation\("
                                 r"LOCATION_EXTRA\)|IsStatus\(STATUS_SPSUMMON_TURN\))"
                                 r"|\b(\w+):IsStatus\(STATUS_SPSUMMON_TURN\)")
_MOST_TURNS = 2


def monster_activations(probe, effect, condition):
    """[(name, action)]: the opponent's monster effects `condition` (the response's Lua text) asks
    for; none for a Spell (it responds in its own turn only) nor for another event."""
    if effect.code != EVENT_CHAINING or probe.finder.data.type & TYPE_SPELL:
        return []
    actions = []
    if _MONSTER_EFFECT.search(condition) and probe.known(PARASITE):
        actions += [(f"in response to the opponent's monster effect, {turn_name(*turn)}", _quick_effect_in(*turn))
                    for turn in _turns(condition)[:_MOST_TURNS] if turn[0] == 1 and turn[1] != "main1"]
    if _SUMMONED_ACTIVATOR.search(condition) and probe.known(LEVIATHAN) and probe.known(GIANT_SOLDIER):
        actions.append(("in response to the effect of the opponent's monster Xyz Summoned this turn", _summoned_activates))
    return actions


def _quick_effect_in(player, phase):
    """The opponent activates Parasite Paranoid's Quick Effect from its hand in `player`'s turn, in
    `phase`, targeting one's monster; the card's effect responds."""
    def respond(session, card, number):
        target = card if card.current.location == LOCATION_MZONE else session.aliases.get("own_monster")
        if target is None:
            return False, "no monster of one's own for the opponent's monster effect to target"
        parasite = session.add_card(PARASITE, 1, "hand")
        session.set_turn(player, phase, 2 + (player == 0))
        try:
            session.activate(parasite, player=1, targets=[target], chain_responses=[{"card": card, "effect": number}])
        except (IllegalAction, IllegalDecision):
            return False, "the opponent's monster effect to respond to could not be activated then"
        return True, ""
    return respond


def _summoned_activates(session, card, number):
    """The opponent Xyz Summons Number 17: Leviathan Dragon in its Main Phase 1, then activates its
    effect; the card's effect responds to that activation."""
    if len(session.duel.free_sequences(1, LOCATION_MZONE)) < 2:
        return False, "no free Monster Zones for the opponent's materials"
    leviathan = session.add_card(LEVIATHAN, 1, "extra")
    materials = [session.add_card(GIANT_SOLDIER, 1, "mzone") for _ in range(2)]
    session.set_turn(1, "main1", 2)
    try:
        session.summon_by_procedure(leviathan, SUMMON_TYPE_XYZ, player=1, materials=materials)
        session.activate(leviathan, player=1, chain_responses=[{"card": card, "effect": number}])
    except (IllegalAction, IllegalDecision):
        return False, "the opponent's summoned monster could not activate its effect"
    return True, ""
