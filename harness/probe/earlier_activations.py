"""An activation earlier in the turn, for a condition that reads an activity counter of the script's
(`Duel.GetCustomActivityCount(id,1-tp,ACTIVITY_CHAIN)~=0`: "if your opponent activated a monster
effect this turn"), besides the boards of harness/probe/conditions.py (which tries it alone and
with the others): the player the condition names activates Parasite Paranoid's Quick Effect from
the hand, targeting a face-up monster, before the card's effect is activated. A counter counts the
activations its filter (`Duel.AddCustomActivityCounter`) rejects: a monster effect from the hand
in a Main Phase is one for the filters that leave out monster effects; a filter that counts only
named cards' activations is not met."""
import re

from harness.probe.boards import PARASITE

_COUNTER = re.compile(r"GetCustomActivityCount\(\w+,\s*(tp|1-tp),\s*ACTIVITY_CHAIN\)")


def earlier_activations(text, known):
    """[(name, step(session, card))]: the activations `text` asks for; `known(code)`: whether a
    duel of the probe can create the card."""
    if not known(PARASITE):
        return []
    players = sorted({int(who == "1-tp") for who in _COUNTER.findall(text)}, reverse=True)
    return [(f"earlier this turn, {'the opponent' if player else 'one'} activated a monster effect",
             _activated(player)) for player in players]


def _activated(player):
    def activated(session, card):
        target = session.aliases.get("foe_monster") or session.aliases.get("own_monster")
        parasite = session.add_card(PARASITE, player, "hand")
        session.activate(parasite, player=player, targets=[target] if target is not None else [])
    return activated
