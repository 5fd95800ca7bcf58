"""One's GY holding no monster but copies of one monster, for a condition's (cost's, target's) text
that asks about every monster in one's GY, besides the boards of harness/probe/conditions.py (which
tries it alone and with the others): "if all monsters in your GY are Beast monsters"
(`g:GetCount()>0 and not g:IsExists(s.otherfilter,1,nil)`, `g:FilterCount(f,nil)==g:GetCount()`),
"if you have no monsters in your GY other than Reptile monsters" (`not
Duel.IsExistingMatchingCard(s.cfilter,tp,LOCATION_GRAVE,0,1,nil)` with a filter that excludes a
kind: `c:GetRace()~=RACE_REPTILE`).

The generic board's GY holds monsters of many kinds (its bundled ones and the made-up monsters of
each kind the filters name). Here every monster of one's GY but the card itself goes to the Deck,
and three copies of one made-up monster the filters name (the first two, each its own board) are
put in one's GY."""
import re

from harness.constants import LOCATION_DECK, LOCATION_GRAVE, POS_FACEDOWN_DEFENSE, TYPE_MONSTER
from harness.engine import operations

MOST = 2                    # monsters tried, each its own board
COPIES = 3
_GRAVE = re.compile(r"\btp,LOCATION_GRAVE,0\b")
_ALL_OF_A_KIND = re.compile(r"FilterCount\([^()\n]*\)\s*==\s*(?:\w+:GetCount\(\)|#\w+)|\bnot\s+\w+:IsExists\(")
_NONE_OTHER = re.compile(r"not\s+Duel\.IsExistingMatchingCard\([^\n]*?\btp,LOCATION_GRAVE,0,")
_EXCLUDES = re.compile(r"~=\s*(?:RACE|ATTRIBUTE)_\w+|\bnot\s+c:Is(?:Race|Attribute|SetCard)\(")
_ORDINALS = ("first", "second")


def only_in_grave(text, monsters):
    """[(name, wrap)]: the boards `text` asks for, each as wrap(board) -> board; `monsters`: the
    made-up monsters the filters name (those of the Main Deck first)."""
    if not monsters or not _GRAVE.search(text):
        return []
    if not (_ALL_OF_A_KIND.search(text) or (_NONE_OTHER.search(text) and _EXCLUDES.search(text))):
        return []
    return [(f"one's GY holding no monster but copies of the {ordinal} monster its filters name",
             lambda board, code=code: _only(board, code))
            for ordinal, code in zip(_ORDINALS, monsters[:MOST])]


def _only(board, code):
    def only(session, card):
        board(session, card)
        for other in list(session.duel.cards_in(0, LOCATION_GRAVE)):
            if other is not card and other.data.type & TYPE_MONSTER:
                operations.place(other, other.owner, LOCATION_DECK, position=POS_FACEDOWN_DEFENSE)
        for _ in range(COPIES):
            session.add_card(code, 0, "grave")
    return only
