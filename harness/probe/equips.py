"""Equipped monsters on the deep probe's boards (harness/probe/deep.py), as after a few turns of a
duel. Each equip is a real Equip Spell started equipped (DuelSession.pre_equip, as a puzzle's
Debug.PreEquip):

- the card itself, an Equip Spell the board puts face-up in a Spell & Trap Zone, on the first
  face-up monster its equip limit accepts (one's own first): a face-up Equip Spell equips a
  monster in a duel, so with no such monster the board is Unreachable and the attempt is not made;
- for a script that asks about equips (GetEquipGroup, GetEquipTarget, GetEquipCount,
  IsHasEquip...): Black Pendant on one's own face-up monster, Axe of Despair on the opponent's
  (each another monster than the card equips), and Axe of Despair on the card itself when the
  board puts it face-up in a Monster Zone;
- for a text that asks for a monster whose ATK is above its original ATK
  (`c:GetAttack()>c:GetBaseAttack()`), a board of harness/probe/conditions.py (raised_attack):
  Axe of Despair on the card itself (a face-up monster), on one's other first face-up monster
  and on the opponent's."""
import re

from harness.constants import LOCATION_MZONE, LOCATION_SZONE, TYPE_EQUIP
from harness.engine import operations, stats

BLACK_PENDANT = 65169794        # Equip Spell: any monster
AXE_OF_DESPAIR = 40619825       # Equip Spell: any monster
_ASKS = re.compile(r"GetEquipGroup|GetEquipTarget|GetEquipCount|IsHasEquip|GetPreviousEquipTarget|EquipByEffect")
_RAISED_ATTACK = re.compile(r"GetAttack\(\)\s*>\s*[\w:()]*GetBaseAttack\(\)")


class Unreachable(Exception):
    """The board is no state a duel reaches (the attempt is not made)."""


class EquipPlan:
    """The equips a script's board gets (see the module's text)."""

    def __init__(self, text):
        self.asks = bool(_ASKS.search(text))

    def place(self, session, card):
        if card.data.type & TYPE_EQUIP and card.current.location == LOCATION_SZONE and card.is_faceup() \
                and card.equip_target is None:
            monsters = [m for player in (0, 1) for m in session.duel.zone_list(player, LOCATION_MZONE)
                        if m is not None and m.is_faceup()]
            monster = next((m for m in monsters if stats.equip_limit_allows(card, m)), None)
            if monster is None:
                raise Unreachable("a face-up Equip Spell equips a monster, and no monster of the board is one its "
                                  "equip limit accepts")
            session.pre_equip(card, monster)
        if not self.asks:
            return
        # the other equips go on other monsters: an ATK boost must not break the card's own limit
        spare = {card, card.equip_target}
        equip_new(session, BLACK_PENDANT, _monster(session, 0, spare), 0)
        equip_new(session, AXE_OF_DESPAIR, _monster(session, 1, spare), 1)
        if card.current.location == LOCATION_MZONE and card.is_faceup():
            equip_new(session, AXE_OF_DESPAIR, card, card.controller)


def _monster(session, player, spare):
    """The player's first face-up monster not in `spare`, or None."""
    return next((m for m in session.duel.zone_list(player, LOCATION_MZONE)
                 if m is not None and m not in spare and m.is_faceup()), None)


def equip_new(session, code, monster, player):
    """An Equip Spell `code` of the player's, started equipped to `monster` (None: nothing)."""
    if monster is None or session.duel.location_count(player, LOCATION_SZONE) <= 0:
        return
    equip = session.add_card(code, player, "szone", position="faceup")
    session.pre_equip(equip, monster)
    operations.enable_field_effect(equip, True)      # it resolved long ago: its ATK boost applies now


def raised_attack(text, known):
    """[(name, wrap)]: the board `text` asks for, as wrap(board) -> board (see the module's text);
    `known(code)`: whether a duel of the probe can create the card."""
    if not _RAISED_ATTACK.search(text) or not known(AXE_OF_DESPAIR):
        return []
    return [("monsters with their ATK raised by Axe of Despair", _with_raised_attack)]


def _with_raised_attack(board):
    def with_raised_attack(session, card):
        board(session, card)
        monsters = [card] if card.current.location == LOCATION_MZONE and card.is_faceup() else []
        monsters += [_monster(session, player, {card}) for player in (0, 1)]
        for monster in monsters:
            if monster is not None:
                equip_new(session, AXE_OF_DESPAIR, monster, monster.controller)
    return with_raised_attack
