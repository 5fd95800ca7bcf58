"""More battles for a condition, cost or target that reads the battle (harness/probe/conditions.py text_boards):
its fixed battle is between the generic board's Gene-Warped Warwolf and Giant Soldier of Stone,
monsters of no kind a filter names, and never a direct attack ("if this card attacks directly",
"if this card battles a WIND monster"). After the text's other boards, each attack paused in the
window the text reads (the opponent's attack first when it names no turn player):

- a direct attack (`GetAttackTarget()==nil`, `not Duel.GetAttackTarget()`): one's monster attacks
  the opponent's empty field, the opponent's monster attacks one's;
- the opponent's made-up monster (the board's first of the kinds the script names) battles one's
  monster, attacked by it and attacking it; in face-up Defense Position when the text asks about
  a Defense Position.

For a cost's or target's text (and a target's read along with a condition that does not read the
battle) the generic monsters' battle comes first: no board before made it.

One's monster is the card, when it is a monster on the field, else the made-up monster of one's
own, else the generic one."""
import re

from harness.constants import LOCATION_MZONE, POS_FACEUP_DEFENSE
from harness.engine import operations
from harness.engine.state.errors import IllegalAction

_DIRECT = re.compile(r"GetAttackTarget\(\)\s*==\s*nil|not\s+Duel\.GetAttackTarget\(\)")
DEFENSE = re.compile(r"IsDefensePos\(|POS_FACEUP_DEFENSE|IsPosition\(POS_DEFENSE\)")
_SIDES = {0: "one's monster", 1: "the opponent's monster"}
PREFIX = "a battle its text reads: "     # what the names of these boards start with


def battle_asks(text, players, window, made_up_monster, fixed=False):
    """[(name, wrap or None, step, board options)]: the battles `text` asks for beyond the fixed
    one (with `fixed`, that one first: the generic monsters battle), for the attacking `players`
    (0: one's own); wrap(board) -> board, step(session, card)."""
    asks = [(f"{PREFIX}{_SIDES[p]} attacks, in the {window} window", None, _attack(p, window, "foe_monster"), {})
            for p in players] if fixed else []
    if _DIRECT.search(text):
        asks += [(f"{PREFIX}{_SIDES[p]} attacks directly, in the {window} window", None, _attack(p, window, None),
                  {"own_monster": False} if p else {"foe_monster": False}) for p in players]
    if made_up_monster:
        positions = (False, True) if DEFENSE.search(text) else (False,)
        for p in players:
            for in_defense in positions:
                made_up = f"the opponent's made-up monster{' in Defense Position' if in_defense else ''}"
                battle = f"{made_up} attacks one's monster" if p else f"one's monster attacks {made_up}"
                name = f"{PREFIX}{battle}, in the {window} window"
                asks.append((name, _in_defense if in_defense else None, _attack(p, window, "foe_made_up"), {}))
    return asks


def _attack(player, window, foe_alias):
    """The player's monster attacks the other player's `foe_alias` (one's: the opponent's attacks
    it; None: directly), and the attack pauses in the window."""
    def attack(session, card):
        session.set_turn(player, "main1", 2)
        own = card if card.current.location == LOCATION_MZONE else \
            session.aliases.get("own_made_up") or session.aliases.get("own_monster")
        foe = session.aliases.get(foe_alias or "foe_monster")
        if foe_alias is None:
            attacker, target = (own, None) if player == 0 else (foe, None)
        else:
            attacker, target = (own, foe) if player == 0 else (foe, own)
        if attacker is None or (foe_alias is not None and target is None):
            raise IllegalAction("no monster for the attack")
        session.attack(attacker, target, stop_at=window)
    return attack


def _in_defense(board):
    return foes_in_defense(board, ("foe_made_up",))


def foes_in_defense(board, aliases):
    """The board, with the opponent's monsters `aliases` name in face-up Defense Position."""
    def in_defense(session, card):
        board(session, card)
        for alias in aliases:
            monster = session.aliases.get(alias)
            if monster is not None:
                operations.place(monster, 1, LOCATION_MZONE, monster.current.sequence, POS_FACEUP_DEFENSE)
    return in_defense
