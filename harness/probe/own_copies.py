"""Copies of the card itself where a condition, cost or target looks for its name (harness/probe/
conditions.py other_names): "Special Summon 1 'X' from your hand" (`c:IsCode(id)` with
LOCATION_HAND), "if you control another 'X'", "banish 1 'X' from your GY". The boards hold the
card's other copies in the Deck and GY only when its script names its own code: this board adds
one in each other place the text reads (the hand, banished, face-up on one's field for a monster)."""
import re

from harness.constants import LOCATION_MZONE, TYPE_MONSTER

_PLACE = re.compile(r"\bLOCATION_(HAND|REMOVED|MZONE|ONFIELD)\b")
_PLACES = {"HAND": "hand", "REMOVED": "removed", "MZONE": "field", "ONFIELD": "field"}


def own_copies(probe, text):
    """[(name, wrap)]: the board above for a text that names the card's own code, as wrap(board) -> board."""
    if not re.search(rf"IsCode\((?:{probe.code}|id)\)|GetCode\(\)\s*==\s*{probe.code}\b", text):
        return []
    places = list(dict.fromkeys(_PLACES[p] for p in _PLACE.findall(text)))
    if not probe.finder.data.type & TYPE_MONSTER and "field" in places:
        places.remove("field")
    if not places:
        return []
    return [(f"another copy of the card in one's {', '.join(places)}", lambda board: _with_copies(board, places))]


def _with_copies(board, places):
    def copies(session, card):
        board(session, card)
        for place in places:
            if place != "field":
                session.add_card(card.code, 0, place)
            elif session.duel.free_sequences(0, LOCATION_MZONE):
                session.add_card(card.code, 0, "mzone", position="faceup_attack")
    return copies
