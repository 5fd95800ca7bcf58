"""Equipped monsters on the deep probe's boards (harness/probe/deep.py), as after a few turns of a
duel. Each equip is a real Equip Spell started equipped (DuelSession.pre_equip, as a puzzle's
Debug.PreEquip):

- the card itself, an Equip Spell the board puts face-up in a Spell & Trap Zone, on the first
  face-up monster its equip limit accepts (one's own first): a face-up Equip Spell equips a
  monster in a duel, so with no such monster the board is Unreachable and the attempt is not made;
- for a script that asks about equips (GetEquipGroup, GetEquipTarget, GetEquipCount,
  IsHasEquip...): Black Pendant on one's own face-up monster, Axe of Despair on the opponent's
  (each another monster than the card equips), and Axe of Despair on the card itself when the
  board puts it face-up in a Monster Zone."""
import re

from harness.constants import LOCATION_MZONE, LOCATION_SZONE, TYPE_EQUIP
from harness.engine import operations, stats

BLACK_PENDANT = 65169794        # Equip Spell: any monster
AXE_OF_DESPAIR = 40619825       # Equip Spell: any monster
_ASKS = re.compile(r"GetEquipGroup|GetEquipTarget|GetEquipCount|IsHasEquip|GetPreviousEquipTarget|EquipByEffect")


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
        equip_each_player(session, {card, card.equip_target})
        if card.current.location == LOCATION_MZONE and card.is_faceup():
            equip_new(session, AXE_OF_DESPAIR, card, card.controller)


def equip_each_player(session, spare=()):
    """Black Pendant on one's own first face-up monster, Axe of Despair on the opponent's (not on
    the monsters of `spare`)."""
    equip_new(session, BLACK_PENDANT, _monster(session, 0, spare), 0)
    equip_new(session, AXE_OF_DESPAIR, _monster(session, 1, spare), 1)


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
