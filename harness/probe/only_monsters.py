"""One's Monster Zones holding nothing but copies of one monster, for a condition's (cost's,
target's) text that asks about every monster of one's own, besides the boards of
harness/probe/conditions.py (which tries each alone and with the others):

- all of them of a kind (`g:FilterCount(f,nil)==g:GetCount()`, or "you control a monster" with
  `not Duel.IsExistingMatchingCard(s.otherfilter,tp,LOCATION_MZONE,0,1,nil)`): "if all monsters
  you control are Rock monsters";
- an exact number of them (`g:GetCount()==2`, `GetMatchingGroupCount(...)==2`): "if you control
  exactly 2 Machine monsters";
- N or more of a kind (`IsExistingMatchingCard(f,tp,LOCATION_MZONE,0,3,nil)`) or of one name
  (`GetClassCount(Card.GetCode)==1`).

The generic board's own monsters are of many kinds (its Gene-Warped Warwolf, the made-up
monsters of each Race and Attribute the filters name), so none of these holds there. Here every
monster of one's own but the card itself goes back to the Deck, and N copies (the number the
text names, else 1) of one made-up monster the filters name (the first two, each its own board;
a bundled Normal Monster when the filters name none) are face-up in Attack Position in one's
Main Monster Zones."""
import re

from harness.constants import LOCATION_DECK, LOCATION_MZONE, POS_FACEDOWN_DEFENSE
from harness.engine import operations
from harness.probe.boards import HARPIE, as_summoned

MOST = 2                    # monsters tried, each its own board
_ALL_OF_A_KIND = re.compile(r"FilterCount\([^()\n]*\)\s*==\s*(?:\w+:GetCount\(\)|#\w+)"
                            r"|(?:\w+:GetCount\(\)|#\w+)\s*==\s*\w+:FilterCount\(")
# "none of one's monsters is of another kind", with "one has a monster" beside it
_NONE_OTHER = re.compile(r"not Duel\.IsExistingMatchingCard\([^\n]*?\btp,LOCATION_MZONE,0,")
_SOME = re.compile(r"GetFieldGroupCount\(tp,LOCATION_MZONE,0\)\s*(?:>\s*0|~=\s*0|>=\s*1)"
                   r"|(?<!not )Duel\.IsExistingMatchingCard\([^\n]*?\btp,LOCATION_MZONE,0,[1-5],")
_ARGUMENTS = r"(?:[^()\n]|\([^()\n]*\))*"          # a call's arguments, one level of calls among them
_GROUP_COUNT = rf"(?:\w+:GetCount\(\)|#\w+|MatchingGroupCount\({_ARGUMENTS}\btp,LOCATION_MZONE,0\b{_ARGUMENTS}\))"
_EXACT = re.compile(rf"{_GROUP_COUNT}\s*==\s*([1-5])\b|{_GROUP_COUNT}\s*~=\s*([1-5])\s+then\s+return\s+false")
# a count kept in a variable: "local ct=g:GetCount() ... return ct==1"
_COUNT_VARIABLE = re.compile(r"local\s+(\w+)\s*=\s*\w+:GetCount\(\)")
_AT_LEAST = re.compile(r"IsExistingMatchingCard\([^()\n]*?\btp,LOCATION_MZONE,0,([2-5]),")
_ONE_NAME = re.compile(r"GetClassCount\(Card\.GetCode\)\s*==\s*1\b")
_ONE_NAME_COPIES = 3
_OWN_MONSTERS = re.compile(r"\btp,LOCATION_MZONE,0\b")
_ORDINALS = ("first", "second")


def only_monsters(text, monsters):
    """[(name, wrap)]: the boards `text` asks for, each as wrap(board) -> board; `monsters`: the
    made-up monsters the filters name (those of the Main Deck first)."""
    if not _OWN_MONSTERS.search(text):
        return []
    counts = [int(a or b) for a, b in _EXACT.findall(text)] + [int(n) for n in _AT_LEAST.findall(text)]
    for name in _COUNT_VARIABLE.findall(text):
        counts += [int(n) for n in re.findall(rf"\b{name}\s*==\s*([1-5])\b", text)]
    one_name = bool(_ONE_NAME.search(text))
    asked = counts or one_name or _ALL_OF_A_KIND.search(text) or (_NONE_OTHER.search(text) and _SOME.search(text))
    if not asked:
        return []
    count = max(counts, default=_ONE_NAME_COPIES if one_name else 1)
    return [(f"only {count} {'copy' if count == 1 else 'copies'} of the {ordinal} monster its filters name "
             "on one's field", lambda board, code=code: _only(board, code, count))
            for ordinal, code in zip(_ORDINALS, list(monsters[:MOST]) or [HARPIE])]


def _only(board, code, count):
    def only(session, card):
        board(session, card)
        for other in list(session.duel.zone_list(0, LOCATION_MZONE)):
            if other is not None and other is not card and card.equip_target is not other:
                # with its materials and the cards that equip it: no card is left attached to a card in the Deck
                attached = list(other.overlays) + list(other.equipped)
                for equip in other.equipped[:]:
                    operations.unequip(equip)
                for moved in attached + [other]:
                    operations.place(moved, moved.owner, LOCATION_DECK, position=POS_FACEDOWN_DEFENSE)
        for _ in range(count):
            if not [seq for seq in session.duel.free_sequences(0, LOCATION_MZONE) if seq < 5]:
                break
            as_summoned(session.add_card(code, 0, "mzone"))
    return only
