"""Continuous effects whose functions only an action of the duel calls (harness/probe/deep.py,
with the other effects nobody activates). The card is face-up where they work, the action
happens, and the effect applied when the engine finds it applying before the action (as
passive.py's check), the action was made, and a function of it written in the card's own script
(condition, target, value) ran meanwhile:

- a battle, for "cannot be destroyed by battle" with a value function
  (EFFECT_INDESTRUCTABLE_BATTLE, EFFECT_INDESTRUCTABLE_COUNT), "your opponent cannot target
  monsters for attacks, except ..." (EFFECT_CANNOT_SELECT_BATTLE_TARGET,
  EFFECT_CANNOT_BE_BATTLE_TARGET) and the battle damage ones (EFFECT_AVOID_BATTLE_DAMAGE,
  EFFECT_REFLECT_BATTLE_DAMAGE): the opponent's strong monster (the board's, else Blue-Eyes
  White Dragon) attacks the card, then one's other monster (the made-up one first);
- the opponent's card effect destroying the card, for "cannot be destroyed by card effects" and
  "unaffected by ..." (EFFECT_INDESTRUCTABLE_EFFECT, EFFECT_IMMUNE_EFFECT);
- an activation, by each player, for "cannot activate ..." (EFFECT_CANNOT_ACTIVATE);
- a Special Summon of Harpie Lady from the hand by an effect, by each player, for "cannot
  Special Summon ..." (EFFECT_CANNOT_SPECIAL_SUMMON).

The moves, activations and summons by an effect are made-up agents' activations (agents.py)."""
from harness import constants
from harness.answers import UnusedAnswer
from harness.constants import LOCATION_MZONE, REASON_EFFECT
from harness.probe import agents
from harness.probe.battles import _battler, attack
from harness.probe.boards import HARPIE
from harness.probe.passive import _applies, _own_function_ran, record_calls

_BATTLE = {constants.EFFECT_INDESTRUCTABLE_BATTLE, constants.EFFECT_INDESTRUCTABLE_COUNT,
           constants.EFFECT_CANNOT_SELECT_BATTLE_TARGET, constants.EFFECT_CANNOT_BE_BATTLE_TARGET,
           constants.EFFECT_AVOID_BATTLE_DAMAGE, constants.EFFECT_REFLECT_BATTLE_DAMAGE}
_DESTROYED = {constants.EFFECT_INDESTRUCTABLE_EFFECT, constants.EFFECT_IMMUNE_EFFECT}
_ACTIVATION = {constants.EFFECT_CANNOT_ACTIVATE}
_SUMMON = {constants.EFFECT_CANNOT_SPECIAL_SUMMON}
_PLAYERS = (("the opponent", 1), ("one", 0))


def continuous_checks(card_effects, indexes):
    """[(name, action)]: the actions that call the functions of the continuous effects among
    `indexes` (of the card's effects `card_effects`)."""
    plans = []
    for codes, actions in ((_BATTLE, _battles), (_DESTROYED, _destroyed), (_ACTIVATION, _activations),
                           (_SUMMON, _summons)):
        wanted = [i for i in indexes if card_effects[i].code in codes]
        if wanted:
            plans += [(name, _checked(wanted, step)) for name, step in actions()]
    return plans


def _checked(indexes, step):
    """action: `step(session, card)` -> (made, reason), then whether a function of the effects ran."""
    def action(session, card, number):
        applying = [index for index in indexes if _applies(session, card.effects[index])]
        called = record_calls(session)
        made, reason = step(session, card)
        if not made:
            return False, reason
        for index in applying:
            effect = card.effects[index]
            if _own_function_ran(session, effect, called, (effect.condition, effect.target, effect.value)):
                return True, f"effect {index + 1} of the card applied: {reason}"
        return False, f"its continuous effects did not apply: {reason}"
    return action


def _battles():
    def attacked(alias):
        def step(session, card):
            target = card if alias is None else session.aliases.get(alias) or session.aliases.get("own_monster")
            if target is None or target.current.location != LOCATION_MZONE or (alias and target is card):
                return False, "no monster of one's own for the opponent to attack"
            made, reason = attack(session, 1, _battler(session, card, "foe_big"), target)
            return made, reason or "the opponent's monster attacked"
        return step
    return [("the opponent's strong monster attacks the card", attacked(None)),
            ("the opponent's strong monster attacks one's other monster", attacked("own_made_up"))]


def _destroyed():
    def step(session, card):
        try:
            if not agents.act(session, agents.move_agent("destroy", REASON_EFFECT), [card], 1):
                return False, "the opponent's card effect could not be activated"
        except UnusedAnswer:        # the effect was negated, or its selection did not offer the card
            return False, "the opponent's card effect did not pick the card"
        return True, "the opponent's card effect destroys it"
    return [("the opponent's card effect destroys the card", step)]


def _activations():
    def activation(player):
        def step(session, card):
            other = session.aliases.get("foe_monster" if player == 0 else "own_monster")
            if other is None or not agents.act(session, agents.move_agent("to_hand", REASON_EFFECT), [other], player):
                return False, "the activation could not be made"
            return True, "a card was activated"
        return step
    return [(f"{name} activates a card", activation(player)) for name, player in _PLAYERS]


def _summons():
    def summon(player):
        def step(session, card):
            monster = session.add_card(HARPIE, player, "hand")
            if not agents.act(session, agents.summon_agent(0), [monster], player):
                return False, "the Special Summon could not be made"
            return True, "a monster was Special Summoned"
        return step
    return [(f"{name} Special Summons a monster", summon(player)) for name, player in _PLAYERS]
