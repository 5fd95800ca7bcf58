"""The card itself Tribute Summoned, for a trigger of a Level 5 or higher monster whose condition
reads it ("if this Tribute Summoned card is sent from the field to the GY",
`e:GetHandler():IsSummonType(SUMMON_TYPE_ADVANCE)`), for harness/probe/deep.py: the plans that
start the card face-up in a Monster Zone run again with the card Tribute Summoned earlier (the
board's `summon_type: advance`, as field_asks.py puts a Tribute Summoned monster on the field)."""
import re

from harness.constants import LOCATION_HAND, LOCATION_MZONE, SUMMON_TYPE_ADVANCE, TYPE_MONSTER

# the card's own summon type read: e:GetHandler():IsSummonType(SUMMON_TYPE_ADVANCE), c:IsSummonType(...)
_OWN_TRIBUTE = re.compile(r"(?:GetHandler\(\)|\bc):IsSummonType\(SUMMON_TYPE_ADVANCE\)")
_LOWEST = 5                 # the lowest Level a monster is Tribute Summoned at


def reads_own_tribute(data, text):
    """Whether `text` reads the card's own Tribute Summon, for a card that can be Tribute Summoned."""
    return bool(data.type & TYPE_MONSTER and (data.level or 0) >= _LOWEST and _OWN_TRIBUTE.search(text))


def tribute_summoned(board):
    """The board, with the card (face-up in one's Monster Zone) Tribute Summoned."""
    def tributed(session, card):
        board(session, card)
        if card.current.location == LOCATION_MZONE and card.is_faceup():
            card.summon_type, card.summon_location, card.summon_player = SUMMON_TYPE_ADVANCE, LOCATION_HAND, card.controller
    return tributed
