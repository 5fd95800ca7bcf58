"""Battles between the made-up monsters the filters name, for an effect that responds to an attack
(EVENT_ATTACK_ANNOUNCE, EVENT_BE_BATTLE_TARGET) or in a window of the Damage Step, when its
condition reads the monsters that battle (`Duel.GetAttacker():IsRace(RACE_SPELLCASTER)`,
`d:IsSetCard(0x24)`, `Duel.GetBattleMonster(tp)`, `eg:GetFirst()`): the fixed battles of
harness/probe/events.py are between the generic board's Gene-Warped Warwolf and Giant Soldier of
Stone, of no kind a filter names. harness/probe/deep.py tries these after them:

- the opponent's made-up monster (the board's first, on the opponent's field) attacks one's (the
  card itself, when it is a monster on the field), then one's attacks the opponent's;
- when the text asks about a Defense Position (`IsDefensePos`, `POS_FACEUP_DEFENSE`), each again
  with the attacked monster in face-up Defense Position;
- when it compares ATK or battle damage (`a:GetAttack()<d:GetAttack()`, `GetBattleDamage(tp)`), the
  opponent's Blue-Eyes White Dragon attacks one's made-up monster (else the generic board's), then
  is attacked by it.

The effect is activated in response to the attack declaration, or in the window of the battle
its event is raised in. Each is only tried when the condition reads the battling monsters, so a
card that does not pays nothing."""
import re

from harness.constants import EVENT_ATTACK_ANNOUNCE, EVENT_BE_BATTLE_TARGET, LOCATION_MZONE, POS_FACEUP_DEFENSE
from harness.engine import operations
from harness.probe.boards import with_extras
from harness.probe.events import _WINDOWS as WINDOWS, activate_in_battle_window

STRONG_FOE = "foe_strong"           # with_extras(strong_foe=True): the opponent's Blue-Eyes White Dragon

_READS = re.compile(r"GetAttacker\(|GetAttackTarget\(|GetBattleMonster\(|GetBattleTarget\(|eg:GetFirst\(\)")
_DEFENSE = re.compile(r"IsDefensePos\(|POS_FACEUP_DEFENSE|IsPosition\(POS_DEFENSE\)")
_SIDES = {1: "the opponent's made-up monster attacks one's", 0: "one's made-up monster attacks the opponent's"}
_COMPARES = re.compile(r"GetAttack\(\)\s*[<>-]|[<>-]\s*\w+:GetAttack\(\)|GetBattleDamage\(")
_STRONG_SIDES = {1: "the opponent's Blue-Eyes White Dragon attacks one's made-up monster",
                 0: "one's made-up monster attacks the opponent's Blue-Eyes White Dragon"}


def made_up_battles(probe, effect, condition):
    """[(name, action)]: the battles `condition` (the response's Lua text) asks for; an action's
    `board` is the board it runs on."""
    code = effect.code
    if not (code in (EVENT_ATTACK_ANNOUNCE, EVENT_BE_BATTLE_TARGET) or code in WINDOWS) or not _READS.search(condition):
        return []
    attackers = (1,) if code == EVENT_BE_BATTLE_TARGET else (1, 0)       # (one's own monster is the target)
    defense = (False, True) if _DEFENSE.search(condition) else (False,)
    actions = []
    for attacking in attackers if probe.made_up_monster() else ():
        for in_defense in defense:
            action = _battle(code, attacking)
            action.board = _in_defense(probe.board(), 1 - attacking) if in_defense else probe.board()
            actions.append((f"{_SIDES[attacking]}{', in Defense Position' if in_defense else ''}", action))
    if _COMPARES.search(condition):
        for attacking in attackers:
            action = _battle(code, attacking, STRONG_FOE)
            action.board = with_extras(probe.board(), True, probe.made_up)
            actions.append((_STRONG_SIDES[attacking], action))
    return actions


def _battle(code, attacking, foe_alias="foe_made_up"):
    """A made-up monster of `attacking`'s attacks the other player's (one's: the card, when it is a
    monster on the field; the opponent's: `foe_alias`); the card's effect responds to the attack,
    or in its event's window."""
    def respond(session, card, number):
        own = card if card.current.location == LOCATION_MZONE else \
            session.aliases.get("own_made_up") or session.aliases.get("own_monster")
        foe = session.aliases.get(foe_alias)
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
