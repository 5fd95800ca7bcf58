"""A chain of several links built before the activation, for a condition that counts them
(`Duel.GetCurrentChain()>=3`, `ev>1`: "activate only as Chain Link 3 or higher", "if 2 or more
cards or effects are activated in a chain"): the fixed activations of harness/probe/events.py make
a chain of one link. The opponent activates, in its Main Phase 1 (one's own, for a Spell or a
condition that names one's turn), its Set Mystical Space Typhoon, then chains its Set Book of
Moon and Parasite Paranoid's Quick Effect from the hand (three different cards: the chain stays
unique, `Duel.CheckChainUniqueness`), as many as the condition counts (at most three; a monster
effect last, `re:IsActiveType(TYPE_MONSTER)` reads the last link); the card is activated as the
next link."""
import re

from harness.constants import LOCATION_MZONE, TYPE_SPELL
from harness.engine.state.errors import IllegalDecision
from harness.probe.boards import BOOK_OF_MOON, PARASITE
from harness.probe.conditions import _OWN_TURN

MOST = 3
# the links a condition counts before the activation: (pattern, links = number + offset)
_COUNTS = ((re.compile(r"GetCurrentChain\(\)\s*>=\s*(\d)"), 0), (re.compile(r"GetCurrentChain\(\)\s*>\s*(\d)"), 1),
           (re.compile(r"\bev\s*>=\s*(\d)"), 0), (re.compile(r"\bev\s*>\s*(\d)"), 1),
           (re.compile(r"\bev\s*<=\s*(\d)\s+then\s+return\s+false"), 1))


def chain_links(probe, effect, condition):
    """[(name, action(session, card, number))]: the chain `condition` (the activation's Lua text)
    counts, then the card's effect activated on it; none when it counts no more than one link."""
    counts = [int(n) + offset for pattern, offset in _COUNTS for n in pattern.findall(condition)]
    links = min(max(counts, default=0), MOST)
    if links < 2:
        return []
    turn = 0 if probe.finder.data.type & TYPE_SPELL or _OWN_TURN.search(condition) else 1
    return [(f"as chain link {links + 1}, after {links} of the opponent's", _chained(links, turn))]


def _chained(links, turn):
    def action(session, card, number):
        first = session.aliases.get("foe_quick")          # the generic board's Set Mystical Space Typhoon
        if first is None:
            return False, "no Set Mystical Space Typhoon of the opponent's to start the chain"
        own = card if card.current.location == LOCATION_MZONE else session.aliases.get("own_monster")
        foe = session.aliases.get("foe_monster")
        if foe is None:
            return False, "no monster of the opponent's for its Book of Moon"
        more = [{"card": session.add_card(BOOK_OF_MOON, 1, "szone"), "player": 1, "targets": [foe]},
                {"card": session.add_card(PARASITE, 1, "hand"), "player": 1, "targets": [own or foe]}][3 - links:]
        session.set_turn(turn, "main1", 2 + (turn == 0))
        try:
            session.activate(first, player=1, chain_responses=more + [{"card": card, "effect": number}])
        except IllegalDecision:
            return False, "the opponent's chain could not be built"
        return True, ""
    return action
