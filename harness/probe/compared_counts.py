"""The numbers of cards of the two players that a condition's text compares with each other, besides
the fixed numbers of harness/probe/conditions.py (which tries each alone and with the others):

- one player's cards in a place against the other's (`Duel.GetFieldGroupCount(tp,LOCATION_DECK,0)>
  Duel.GetFieldGroupCount(tp,0,LOCATION_DECK)`, `...(tp,LOCATION_EXTRA,0)<=...(tp,0,LOCATION_EXTRA)-5`,
  `...(tp,0,LOCATION_HAND)-...(tp,LOCATION_HAND,0)>=2`): the player who must have more gets Normal
  Monsters (in the Extra Deck: copies of its first Extra Deck monster) until the gap holds;
- no card in one's Extra Deck (`GetFieldGroupCount(tp,LOCATION_EXTRA,0)==0`): one's Extra Deck
  monsters are in the GY instead (summoned and sent there, as in a duel)."""
import re

from harness.constants import LOCATION_DECK, LOCATION_EXTRA, LOCATION_GRAVE, LOCATION_HAND, LOCATION_REMOVED
from harness.engine import operations
from harness.probe.boards import HARPIE, LEVIATHAN

_PLACES = {"LOCATION_HAND": (LOCATION_HAND, "hand"), "LOCATION_DECK": (LOCATION_DECK, "deck"),
           "LOCATION_GRAVE": (LOCATION_GRAVE, "grave"), "LOCATION_REMOVED": (LOCATION_REMOVED, "removed"),
           "LOCATION_EXTRA": (LOCATION_EXTRA, "extra")}
_NAMES = {LOCATION_HAND: "hand", LOCATION_DECK: "Deck", LOCATION_GRAVE: "GY", LOCATION_REMOVED: "banished cards",
          LOCATION_EXTRA: "Extra Deck"}
_PLACE = r"(LOCATION_HAND|LOCATION_DECK|LOCATION_GRAVE|LOCATION_REMOVED|LOCATION_EXTRA)"
# own OP opponent's (minus n)
_AGAINST = re.compile(rf"GetFieldGroupCount\(tp,{_PLACE},0\)\s*(<=|<|>=|>)\s*Duel\.GetFieldGroupCount\(tp,0,\1\)"
                      r"(?:\s*-\s*(\d+))?")
# one's minus the other's (or the reverse) compared with n
_DIFFERENCE = re.compile(rf"GetFieldGroupCount\(tp,(0,)?{_PLACE}(,0)?\)\s*-\s*Duel\.GetFieldGroupCount\(tp,(?:0,)?\2(?:,0)?\)"
                         r"\s*(>=|>)\s*(\d+)")
_NO_EXTRA = re.compile(r"GetFieldGroupCount\(tp,LOCATION_EXTRA,0\)\s*(?:==\s*0|<\s*1)\b")


def compared_counts(text):
    """[(name, wrap)]: the boards `text` asks for, each as wrap(board) -> board."""
    asks = []
    for place, op, n in _AGAINST.findall(text):
        more = 0 if op.startswith(">") else 1
        gap = (int(n) if n else 0) * (1 if more == 1 else -1) + (1 if op in (">", "<") else 0)
        asks.append(_ask(_PLACES[place], more, max(gap, 0)))
    for foe_first, place, _, op, n in _DIFFERENCE.findall(text):
        asks.append(_ask(_PLACES[place], 1 if foe_first else 0, int(n) + (op == ">")))
    if _NO_EXTRA.search(text):
        asks.append(("no card in one's Extra Deck", _no_extra))
    return asks[:2]


def _ask(place, more, gap):
    location, _ = place
    name = f"{'the opponent' if more else 'one'} with {gap} more cards in the {_NAMES[location]}"
    return name, lambda board: _more(board, place, more, gap)


def _more(board, place, more, gap):
    location, where = place

    def with_more(session, card):
        board(session, card)
        mine, theirs = (len(session.duel.cards_in(player, location)) for player in (more, 1 - more))
        extra = [c for c in session.duel.cards_in(more, LOCATION_EXTRA) if c is not card]
        code = (extra[0].data.code if extra else LEVIATHAN) if location == LOCATION_EXTRA else HARPIE
        for _ in range(max(theirs + gap - mine, 0)):
            session.add_card(code, more, where)
    return with_more


def _no_extra(board):
    def no_extra(session, card):
        board(session, card)
        for other in list(session.duel.cards_in(0, LOCATION_EXTRA)):
            if other is not card:
                operations.place(other, other.owner, LOCATION_GRAVE)
    return no_extra
