"""Battles between the made-up monsters the filters name, for an effect that responds to an attack
(EVENT_ATTACK_ANNOUNCE, EVENT_BE_BATTLE_TARGET) or in a window of the Damage Step, when its
condition reads the monsters that battle (`Duel.GetAttacker():IsRace(RACE_SPELLCASTER)`,
`d:IsSetCard(0x24)`, `Duel.GetBattleMonster(tp)`, `eg:GetFirst()`): the fixed battles of
harness/probe/events.py are between the generic board's Gene-Warped Warwolf and Giant Soldier of
Stone, of no kind a filter names. harness/probe/deep.py tries these after them:

- the opponent's made-up monster (the board's first, on the opponent's field) attacks one's (the
  card itself, when it is a monster on the field), then one's attacks the opponent's;
- when the text asks about a Defense Position (`IsDefensePos`, `POS_FACEUP_DEFENSE`), each again
  with the attacked monster in face-up Defense Position.

The effect is activated in response to the attack declaration, or in the window of the battle
its event is raised in. Each is only tried when the condition reads the battling monsters, so a
card that does not pays nothing."""
import re

from harness.constants import EVENT_ATTACK_ANNOUNCE, EVENT_BE_BATTLE_TARGET, LOCATION_MZONE, POS_FACEUP_DEFENSE
from harness.engine import operations
from harness.probe.events import _WINDOWS as WINDOWS, activate_in_battle_window

_READS = re.compile(r"GetAttacker\(|GetAttackTarget\(|GetBattleMonster\(|GetBattleTarget\(|eg:GetFirst\(\)")
_DEFENSE = re.compile(r"IsDefensePos\(|POS_FACEUP_DEFENSE|IsPosition\(POS_DEFENSE\)")
_SIDES = {1: "the opponent's made-up monster attacks one's", 0: "one's made-up monster attacks the opponent's"}


def made_up_battles(probe, effect, condition):
    """[(name, action)]: the battles `condition` (the response's Lua text) asks for; an action's
    `board` is the board it runs on."""
    code = effect.code
    if not (code in (EVENT_ATTACK_ANNOUNCE, EVENT_BE_BATTLE_TARGET) or code in WINDOWS) \
            or not _READS.search(condition) or not probe.made_up_monster():
        return []
    attackers = (1,) if code == EVENT_BE_BATTLE_TARGET else (1, 0)       # (one's own monster is the target)
    defense = (False, True) if _DEFENSE.search(condition) else (False,)
    actions = []
    for attacking in attackers:
        for in_defense in defense:
            action = _battle(code, attacking)
            action.board = _in_defense(probe.board(), 1 - attacking) if in_defense else probe.board()
            actions.append((f"{_SIDES[attacking]}{', in Defense Position' if in_defense else ''}", action))
    return actions


def _battle(code, attacking):
    """A made-up monster of `attacking`'s attacks the other player's (one's: the card, when it is a
    monster on the field); the card's effect responds to the attack, or in its event's window."""
    def respond(session, card, number):
        own = card if card.current.location == LOCATION_MZONE else session.aliases.get("own_made_up")
        foe = session.aliases.get("foe_made_up")
        if own is None or foe is None:
            return False, "no made-up monster of each player's to battle"
        session.set_turn(attacking, "main1", 2)
        attacker, target = (foe, own) if attacking else (own, foe)
        if code in WINDOWS:
            return activate_in_battle_window(session, card, number, attacker, target, WINDOWS[code])
        session.attack(attacker, target, chain_responses=[{"card": card, "effect": number}])
        return True, ""
    return respond


def _in_defense(board, player):
    """The board, with the player's made-up monster in face-up Defense Position."""
    def in_defense(session, card):
        board(session, card)
        monster = session.aliases.get("foe_made_up" if player else "own_made_up")
        if monster is not None:
            operations.place(monster, player, LOCATION_MZONE, monster.current.sequence, POS_FACEUP_DEFENSE)
    return in_defense
