"""Continuous effects whose functions only a battle calls (harness/probe/deep.py, with the other
effects nobody activates): "cannot be destroyed by battle" with a value function
(EFFECT_INDESTRUCTABLE_BATTLE, EFFECT_INDESTRUCTABLE_COUNT), "your opponent cannot target
monsters for attacks, except ..." (EFFECT_CANNOT_SELECT_BATTLE_TARGET,
EFFECT_CANNOT_BE_BATTLE_TARGET), the battle damage ones (EFFECT_AVOID_BATTLE_DAMAGE,
EFFECT_REFLECT_BATTLE_DAMAGE). The opponent's strong monster (the board's, else Blue-Eyes White
Dragon) attacks the card, then one's other monster (the made-up one the filters name first); the
effect applied when the attack was made and a function of it written in the card's own script ran."""
from harness import constants
from harness.constants import LOCATION_MZONE
from harness.probe.battles import _battler, attack
from harness.probe.passive import _own_function_ran, record_calls

_CODES = {constants.EFFECT_INDESTRUCTABLE_BATTLE, constants.EFFECT_INDESTRUCTABLE_COUNT,
          constants.EFFECT_CANNOT_SELECT_BATTLE_TARGET, constants.EFFECT_CANNOT_BE_BATTLE_TARGET,
          constants.EFFECT_AVOID_BATTLE_DAMAGE, constants.EFFECT_REFLECT_BATTLE_DAMAGE}
_TARGETS = (("the card", None), ("one's other monster", "own_made_up"))


def battle_plans(card_effects, indexes):
    """[(name, action)]: the opponent's attacks, for the continuous effects among `indexes` that a
    battle asks."""
    wanted = [i for i in indexes if card_effects[i].code in _CODES]
    if not wanted:
        return []
    return [(f"the opponent's strong monster attacks {name}", _attacked(wanted, alias)) for name, alias in _TARGETS]


def _attacked(indexes, alias):
    def action(session, card, number):
        target = card if alias is None else session.aliases.get(alias) or session.aliases.get("own_monster")
        if target is None or target.current.location != LOCATION_MZONE or (alias and target is card):
            return False, "no monster of one's own for the opponent to attack"
        called = record_calls(session)
        legal, reason = attack(session, 1, _battler(session, card, "foe_big"), target)
        if not legal:
            return False, reason
        for index in indexes:
            effect = card.effects[index]
            if _own_function_ran(session, effect, called, (effect.condition, effect.target, effect.value)):
                return True, f"effect {index + 1} of the card applied in the opponent's attack"
        return False, "its continuous effects did not apply in the opponent's attack"
    return action
