"""Cards of one's own field that a condition's, cost's or target's text asks for, besides those of
harness/probe/conditions.py (which turns each into a board to try, alone and with the others):

- a Monster Zone a Link Monster points to (`Duel.GetLinkedZone`: "Special Summon it to a zone
  a Link Monster points to"): the bundled Link Spider (Link-1, its arrow down) in an Extra Monster
  Zone whose Main Monster Zone below is free;
- a Token (`TYPE_TOKEN`): a bundled Sheep Token in one's Monster Zone;
- a face-up Trap (`IsFaceup` with `TYPE_TRAP`): the bundled Gravity Bind, a Continuous Trap,
  face-up in one's Spell & Trap Zone;
- monsters in Defense Position (`IsDefensePos`, `POS_FACEUP_DEFENSE`, ...): the made-up monsters
  the filters name (two at most) in face-up Defense Position in one's Monster Zones;
- a Tribute Summoned monster (`SUMMON_TYPE_ADVANCE`): the first made-up monster the filters name
  when it is Level 5 or higher, else Blue-Eyes White Dragon, in one's Monster Zone, Tribute
  Summoned earlier (the board's `summon_type: advance`)."""
import re

from harness.constants import LOCATION_HAND, LOCATION_MZONE, LOCATION_SZONE, SUMMON_TYPE_ADVANCE
from harness.probe.boards import as_summoned

LINK_SPIDER = 98978921          # Link-1, its Link Arrow: bottom
SHEEP_TOKEN = 73915052
GRAVITY_BIND = 85742772         # a Continuous Trap
BLUE_EYES = 89631139            # Blue-Eyes White Dragon, Level 8
# an Extra Monster Zone (sequence) and the Main Monster Zone its bottom arrow points to
_BELOW = ((5, 1), (6, 3))
_LINKED = re.compile(r"GetLinkedZone\(")
_DEFENSE = re.compile(r"IsDefensePos\(|POS_FACEUP_DEFENSE|IsPosition\(POS_DEFENSE\)")
_TOKEN = re.compile(r"\bTYPE_TOKEN\b")
_TRIBUTE_SUMMONED = re.compile(r"\bSUMMON_TYPE_ADVANCE\b")
_FACEUP_TRAP = re.compile(r"IsFaceup\b[\s\S]*\bTYPE_TRAP\b|\bTYPE_TRAP\b[\s\S]*IsFaceup\b")


def field_asks(text, known, monsters=()):
    """[(name, wrap)]: the cards of one's field `text` asks for, each as wrap(board) -> board;
    `known(code)`: whether a duel of the probe can create the card; `monsters`: the made-up
    monsters the filters name."""
    asks = []
    if _DEFENSE.search(text) and monsters:
        asks.append(("one's monsters the filters name in Defense Position",
                     lambda board: _in_defense(board, monsters[:2])))
    if _LINKED.search(text) and known(LINK_SPIDER):
        asks.append(("a Link Monster of one's own pointing to a free Monster Zone", _with_link))
    if _TOKEN.search(text) and known(SHEEP_TOKEN):
        asks.append(("a Token of one's own", _with_token))
    if _FACEUP_TRAP.search(text) and known(GRAVITY_BIND):
        asks.append(("a face-up Continuous Trap of one's own", _with_trap))
    if _TRIBUTE_SUMMONED.search(text) and known(BLUE_EYES):
        asks.append(("a Tribute Summoned monster of one's own", lambda board: _with_tributed(board, monsters[:1])))
    return asks


def _with_link(board):
    def with_link(session, card):
        board(session, card)
        zones = session.duel.zone_list(0, LOCATION_MZONE)
        free = next((extra for extra, below in _BELOW if zones[extra] is None and zones[below] is None
                     and zones[11 - extra] is None), None)        # (one Extra Monster Zone per player)
        if free is not None:
            as_summoned(session.add_card(LINK_SPIDER, 0, "mzone", sequence=free))
    return with_link


def _with_token(board):
    def with_token(session, card):
        board(session, card)
        if session.duel.free_sequences(0, LOCATION_MZONE):
            session.add_card(SHEEP_TOKEN, 0, "mzone")
    return with_token


def _with_trap(board):
    def with_trap(session, card):
        board(session, card)
        if [seq for seq in session.duel.free_sequences(0, LOCATION_SZONE) if seq < 5]:
            session.add_card(GRAVITY_BIND, 0, "szone", position="faceup")
    return with_trap


def _in_defense(board, codes):
    def in_defense(session, card):
        board(session, card)
        for code in codes:
            if session.duel.free_sequences(0, LOCATION_MZONE):
                session.add_card(code, 0, "mzone", position="faceup_defense")
    return in_defense


def _with_tributed(board, monsters):
    def with_tributed(session, card):
        board(session, card)
        code = next((c for c in monsters if (session.carddb.get(c).level or 0) >= 5), BLUE_EYES)
        if session.duel.free_sequences(0, LOCATION_MZONE):
            monster = session.add_card(code, 0, "mzone")
            monster.summon_type, monster.summon_location, monster.summon_player = SUMMON_TYPE_ADVANCE, LOCATION_HAND, 0
    return with_tributed

