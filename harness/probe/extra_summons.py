"""Materials on one's field for an Extra Deck monster an effect summons with them, that a
condition's, cost's or target's text asks for (harness/probe/conditions.py turns each into a board):

- `IsSynchroSummonable` ("Synchro Summon 1 Synchro Monster using monsters you control"): Genex
  Controller (a Level 3 Machine Tuner) and Harpie Lady (Level 4) face-up in one's Monster Zones,
  Power Tool Dragon and Vagnawa the Moon-Eating Dragon (Level 7 Synchro Monsters, "1 Tuner + 1+
  non-Tuner monsters") in one's Extra Deck;
- `IsXyzSummonable` ("Xyz Summon 1 Xyz Monster using monsters you control"): two Harpie Ladies
  face-up, a Rank 4 "2 Level 4 monsters" Xyz Monster in the Extra Deck;
- `IsLinkSummonable`: two Harpie Ladies face-up, Proxy Dragon ("2 monsters") in the Extra Deck.

The Extra Deck monsters come from a card database (cards.cdb); without them, no board."""
import re

from harness.constants import LOCATION_MZONE
from harness.probe.boards import HARPIE
from harness.probe.materials import PROXY_DRAGON, SYNCHROS, XYZS

GENEX_CONTROLLER = 68505803         # a Level 3 Machine Tuner (Normal Monster)
_SYNCHRO = re.compile(r"IsSynchroSummonable\b")
_XYZ = re.compile(r"IsXyzSummonable\b")
_LINK = re.compile(r"IsLinkSummonable\b")
# (name, pattern, the materials on the field, the Extra Deck monsters)
_SUMMONS = (("Synchro", _SYNCHRO, (GENEX_CONTROLLER, HARPIE), SYNCHROS[7]),
            ("Xyz", _XYZ, (HARPIE, HARPIE), (XYZS[4],)),
            ("Link", _LINK, (HARPIE, HARPIE), (PROXY_DRAGON,)))


def extra_summons(text, known):
    """[(name, wrap)]: for each summon `text` asks whether an Extra Deck monster can be summoned
    by, its materials on one's field and the monsters in the Extra Deck (wrap(board) -> board);
    `known(code)`: whether a duel of the probe can create the card."""
    asks = []
    for kind, pattern, materials, extra in _SUMMONS:
        extra = [code for code in extra if known(code)]
        if pattern.search(text) and extra and all(known(code) for code in materials):
            article = "an" if kind == "Xyz" else "a"
            asks.append((f"materials on one's field for {article} {kind} Summon from the Extra Deck",
                         _with_materials(materials, extra)))
    return asks


def _with_materials(materials, extra):
    def wrap(board):
        def with_materials(session, card):
            board(session, card)
            if len(session.duel.free_sequences(0, LOCATION_MZONE)) < len(materials):
                return
            for code in materials:
                session.add_card(code, 0, "mzone")
            for code in extra:
                session.add_card(code, 0, "extra")
        return with_materials
    return wrap
