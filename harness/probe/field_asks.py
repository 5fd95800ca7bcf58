"""Cards of one's own field that a condition's, cost's or target's text asks for, besides those of
harness/probe/conditions.py (which turns each into a board to try, alone and with the others):

- a Monster Zone a Link Monster points to (`Duel.GetLinkedZone`: "Special Summon it to a zone
  a Link Monster points to"): the bundled Link Spider (Link-1, its arrow down) in an Extra Monster
  Zone whose Main Monster Zone below is free;
- a Token (`TYPE_TOKEN`): a bundled Sheep Token in one's Monster Zone;
- a face-up Trap (`IsFaceup` with `TYPE_TRAP`): the bundled Gravity Bind, a Continuous Trap,
  face-up in one's Spell & Trap Zone;
- monsters in Defense Position (`IsDefensePos`, `POS_FACEUP_DEFENSE`, ...): the made-up monsters
  the filters name (two at most; none named: the bundled Harpie Lady) in face-up Defense Position
  in one's Monster Zones;
- a face-up Spell (`IsFaceup` with `TYPE_SPELL` on one line): the bundled Morale Boost, a
  Continuous Spell, face-up in one's Spell & Trap Zone;
- Equip Spells (`TYPE_EQUIP`), or a monster whose ATK is not its original ATK
  (`c:GetAttack()>c:GetBaseAttack()`): Black Pendant equipping one's face-up monster, Axe of
  Despair the opponent's and the card itself when it is a face-up monster (started equipped,
  harness/probe/equips.py);
- an Xyz Monster with materials (`GetOverlayCount`, `GetOverlayGroup`): one's Number 17: Leviathan
  Dragon Xyz Summoned, with Xyz Materials;
- a Set monster (`IsFacedown`): the first made-up monster the filters name (else Celtic Guardian)
  Set in one's Monster Zone;
- monsters summoned a way (`IsSummonType(SUMMON_TYPE_NORMAL)`, `SUMMON_TYPE_SPECIAL`): the made-up
  Main Deck monsters the filters name (two at most; none named: the bundled Harpie Lady) face-up
  in one's Monster Zones, summoned so (the board's `summon_type:`);
- the opponent's Pendulum Zones holding Pendulum Monsters (`tp,0,LOCATION_PZONE`, or its
  `LOCATION_PZONE` as the opponent's location): the bundled Mandragon and Flash Knight, face-up;
- cards of one's Spell & Trap Zone (`tp,LOCATION_SZONE,0`: "2 face-up Crystal Beast cards in your
  Spell & Trap Zone"): the made-up monsters the filters name face-up there, four at most, one zone
  left free;
- a Tribute Summoned monster (`SUMMON_TYPE_ADVANCE`): the first made-up monster the filters name
  when it is Level 5 or higher, else Blue-Eyes White Dragon, in one's Monster Zone, Tribute
  Summoned earlier (the board's `summon_type: advance`)."""
import re

from harness.constants import (LOCATION_HAND, LOCATION_MZONE, LOCATION_PZONE, LOCATION_SZONE, SUMMON_TYPE_ADVANCE,
                               SUMMON_TYPE_NORMAL, SUMMON_TYPE_SPECIAL)
from harness.probe.boards import FLASH_KNIGHT, FOE_SET_MONSTER, HARPIE, LEVIATHAN, MANDRAGON, as_summoned, attach_materials
from harness.probe.equips import AXE_OF_DESPAIR, BLACK_PENDANT, equip_each_player, equip_new

LINK_SPIDER = 98978921          # Link-1, its Link Arrow: bottom
SHEEP_TOKEN = 73915052
GRAVITY_BIND = 85742772         # a Continuous Trap
BLUE_EYES = 89631139            # Blue-Eyes White Dragon, Level 8
# an Extra Monster Zone (sequence) and the Main Monster Zone its bottom arrow points to
_BELOW = ((5, 1), (6, 3))
_LINKED = re.compile(r"GetLinkedZone\(")
_DEFENSE = re.compile(r"IsDefensePos\(|POS_FACEUP_DEFENSE|IsPosition\(POS_DEFENSE\)")
_TOKEN = re.compile(r"\bTYPE_TOKEN\b")
_FACEUP_TRAP = re.compile(r"IsFaceup\b[\s\S]*\bTYPE_TRAP\b|\bTYPE_TRAP\b[\s\S]*IsFaceup\b")
MORALE_BOOST = 93671934         # a Continuous Spell
_FACEUP_SPELL = re.compile(r"IsFaceup\b[^\n]*\bTYPE_SPELL\b|\bTYPE_SPELL\b[^\n]*IsFaceup\b")
# Equip Spells, or a monster whose ATK an equip changed ("a monster whose ATK is higher than its original ATK")
_EQUIP = re.compile(r"\bTYPE_EQUIP\b|GetAttack\(\)\s*[<>~=]+\s*[\w:()]*:GetBaseAttack\(\)|IsAttack\(\w+:GetBaseAttack\(\)\)")
_SUMMONED_AS = re.compile(r"IsSummonType\(SUMMON_TYPE_(NORMAL|SPECIAL)\)")
_SUMMON_TYPES = {"NORMAL": SUMMON_TYPE_NORMAL, "SPECIAL": SUMMON_TYPE_SPECIAL}
_OVERLAY = re.compile(r"GetOverlayCount\(\)|GetOverlayGroup\(\)")
_FACEDOWN = re.compile(r"IsFacedown\b")
_FOE_PZONE = re.compile(r"\btp,\s*(?:0|LOCATION_\w+),\s*LOCATION_PZONE\b")
_TRIBUTE_SUMMONED = re.compile(r"\bSUMMON_TYPE_ADVANCE\b")
# cards of one's Spell & Trap Zone searched ("2 face-up Crystal Beast cards in your Spell & Trap Zone")
_OWN_SZONE = re.compile(r"\btp,\s*LOCATION_SZONE\s*,")
_IN_SZONE_MOST = 4


def field_asks(text, known, monsters=(), main_deck=()):
    """[(name, wrap)]: the cards of one's field `text` asks for, each as wrap(board) -> board;
    `known(code)`: whether a duel of the probe can create the card; `monsters`: the made-up
    monsters the filters name (`main_deck`: those of the Main Deck)."""
    asks = []
    if _DEFENSE.search(text):
        asks.append(("one's monsters the filters name in Defense Position" if monsters else
                     "a Normal Monster of one's own in Defense Position",
                     lambda board: _in_defense(board, monsters[:2] or (HARPIE,))))
    if _LINKED.search(text) and known(LINK_SPIDER):
        asks.append(("a Link Monster of one's own pointing to a free Monster Zone", _with_link))
    if _TOKEN.search(text) and known(SHEEP_TOKEN):
        asks.append(("a Token of one's own", _with_token))
    if _FACEUP_TRAP.search(text) and known(GRAVITY_BIND):
        asks.append(("a face-up Continuous Trap of one's own", _with_trap))
    if _FACEUP_SPELL.search(text) and known(MORALE_BOOST):
        asks.append(("a face-up Continuous Spell of one's own", lambda board: _with_spell(board, MORALE_BOOST)))
    if _EQUIP.search(text) and known(BLACK_PENDANT) and known(AXE_OF_DESPAIR):
        asks.append(("an Equip Spell equipping a monster of each player's", _with_equips))
    if _OVERLAY.search(text) and known(LEVIATHAN):
        asks.append(("an Xyz Monster of one's own with Xyz Materials", lambda board: _with_xyz(board, monsters)))
    summoned = _SUMMONED_AS.search(text)
    if summoned:
        asks.append((f"one's monsters the filters name {summoned.group(1).title()} Summoned" if main_deck else
                     f"a Normal Monster of one's own {summoned.group(1).title()} Summoned",
                     lambda board: _summoned_as(board, main_deck[:2] or (HARPIE,), _SUMMON_TYPES[summoned.group(1)])))
    if _FOE_PZONE.search(text) and known(MANDRAGON) and known(FLASH_KNIGHT):
        asks.append(("the opponent's Pendulum Zones holding Pendulum Monsters", _with_foe_scales))
    if _FACEDOWN.search(text):
        asks.append(("a Set monster of one's own", lambda board: _with_set_monster(board, (*monsters, FOE_SET_MONSTER)[0])))
    if _OWN_SZONE.search(text) and monsters:
        asks.append(("one's monsters the filters name face-up in the Spell & Trap Zone",
                     lambda board: _in_szone(board, monsters)))
    if _TRIBUTE_SUMMONED.search(text) and known(BLUE_EYES):
        asks.append(("a Tribute Summoned monster of one's own", lambda board: _with_tributed(board, monsters[:1])))
    return asks


def _with_link(board):
    def with_link(session, card):
        board(session, card)
        zones, foes = session.duel.zone_list(0, LOCATION_MZONE), session.duel.zone_list(1, LOCATION_MZONE)
        # one Extra Monster Zone per player, and each is shared: one's zone 5 is the other's 6
        free = next((extra for extra, below in _BELOW if zones[extra] is None and zones[below] is None
                     and zones[11 - extra] is None and foes[11 - extra] is None), None)
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


def _in_szone(board, codes):
    """The board, with the monsters (each, then the first again, up to _IN_SZONE_MOST) face-up in
    one's free Spell & Trap Zones, as a card that puts a monster there leaves it; one zone stays
    free (for a Spell or Trap activated from the hand)."""
    def in_szone(session, card):
        board(session, card)
        free = [seq for seq in session.duel.free_sequences(0, LOCATION_SZONE) if seq < 5][:-1]
        wanted = (list(codes) * _IN_SZONE_MOST)[:_IN_SZONE_MOST]
        for code, sequence in zip(wanted, free):
            session.add_card(code, 0, "szone", sequence=sequence, position="faceup")
    return in_szone


def _with_spell(board, code):
    def with_spell(session, card):
        board(session, card)
        if [seq for seq in session.duel.free_sequences(0, LOCATION_SZONE) if seq < 5]:
            session.add_card(code, 0, "szone", position="faceup")
    return with_spell


def _with_equips(board):
    def with_equips(session, card):
        board(session, card)
        equip_each_player(session, {card, card.equip_target})
        if card.current.location == LOCATION_MZONE and card.is_faceup():
            equip_new(session, AXE_OF_DESPAIR, card, card.controller)      # "if this card's ATK is higher ..."
    return with_equips


def _with_xyz(board, monsters):
    def with_xyz(session, card):
        board(session, card)
        if session.duel.free_sequences(0, LOCATION_MZONE):
            xyz = session.add_card(LEVIATHAN, 0, "mzone")
            as_summoned(xyz)
            attach_materials(session, xyz, list(monsters))
    return with_xyz


def _with_set_monster(board, code):
    def with_set_monster(session, card):
        board(session, card)
        if session.duel.free_sequences(0, LOCATION_MZONE):
            session.add_card(code, 0, "mzone", position="facedown_defense")
    return with_set_monster


def _summoned_as(board, codes, summon_type):
    """The board, with the monsters face-up in one's Monster Zones, summoned from the hand that way."""
    def summoned_as(session, card):
        board(session, card)
        for code in codes:
            if session.duel.free_sequences(0, LOCATION_MZONE):
                monster = session.add_card(code, 0, "mzone")
                monster.summon_type, monster.summon_location, monster.summon_player = summon_type, LOCATION_HAND, 0
    return summoned_as


def _with_foe_scales(board):
    def with_foe_scales(session, card):
        board(session, card)
        for code in (MANDRAGON, FLASH_KNIGHT)[:len(session.duel.free_sequences(1, LOCATION_PZONE))]:
            session.add_card(code, 1, "pzone", position="faceup")
    return with_foe_scales


def _with_tributed(board, monsters):
    def with_tributed(session, card):
        board(session, card)
        code = next((c for c in monsters if (session.carddb.get(c).level or 0) >= 5), BLUE_EYES)
        if session.duel.free_sequences(0, LOCATION_MZONE):
            monster = session.add_card(code, 0, "mzone")
            monster.summon_type, monster.summon_location, monster.summon_player = SUMMON_TYPE_ADVANCE, LOCATION_HAND, 0
    return with_tributed
