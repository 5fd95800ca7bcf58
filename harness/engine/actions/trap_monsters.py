"""A Trap Card that becomes a monster (Card.AddMonsterAttribute), as libcard's
card_add_monster_attribute: single effects on the card, which cannot be negated, that end when it
leaves the field or is turned face-down (and EFFECT_PRE_MONSTER with the chain), before the
script Special Summons it.
"""
from harness.constants import (
    EFFECT_TYPE_SINGLE, EFFECT_FLAG_CANNOT_DISABLE, EFFECT_PRE_MONSTER, EFFECT_CHANGE_ATTRIBUTE, EFFECT_CHANGE_RACE,
    EFFECT_CHANGE_LEVEL, EFFECT_SET_BASE_ATTACK, EFFECT_SET_BASE_DEFENSE, RESET_EVENT, RESET_CHAIN, STATUS_NO_LEVEL,
    EFFECT_CHANGE_TYPE, TYPE_MONSTER, TYPE_TRAP, TYPE_TRAPMONSTER,
)
from ..values import stats
from . import operations

_MONSTER_RESETS = RESET_EVENT | 0x47e0000       # the reset bits the core gives these effects


def _add(duel, card, code, value, extra_reset=0):
    effect = duel.new_effect(card)
    effect.type = EFFECT_TYPE_SINGLE
    effect.code = code
    effect.property = EFFECT_FLAG_CANNOT_DISABLE
    effect.reset_flag = _MONSTER_RESETS | extra_reset
    effect.value = value
    duel.register_effect(effect, card=card)


def add_monster_attribute(duel, card, kind, attribute=0, race=0, level=0, attack=0, defense=0):
    """Give the card the monster type `kind` until the chain ends (EFFECT_PRE_MONSTER: the
    summon then keeps it a monster) and, for each value that is not 0, its Attribute, Type, Level,
    base ATK and base DEF."""
    card.status_flags &= ~STATUS_NO_LEVEL
    _add(duel, card, EFFECT_PRE_MONSTER, kind, RESET_CHAIN)
    for code, value in ((EFFECT_CHANGE_ATTRIBUTE, attribute), (EFFECT_CHANGE_RACE, race), (EFFECT_CHANGE_LEVEL, level),
                        (EFFECT_SET_BASE_ATTACK, attack), (EFFECT_SET_BASE_DEFENSE, defense)):
        if value:
            _add(duel, card, code, value)


def on_special_summon(duel, card):
    """field::special_summon: a card summoned while EFFECT_PRE_MONSTER applies becomes that
    monster for good: EFFECT_CHANGE_TYPE (Monster, and for a Trap, Trap Monster plus its printed
    types) replaces the pre-monster effect, until it leaves the field or is turned face-down."""
    pre = stats.applying(card, EFFECT_PRE_MONSTER)
    if not pre:
        return
    kind = pre[0].value if isinstance(pre[0].value, int) else 0
    if kind & TYPE_TRAP:
        kind |= TYPE_TRAPMONSTER | card.data.type
    for effect in [e for e in card.effects if e.code == EFFECT_PRE_MONSTER]:
        operations.remove_effect(effect)
    change = duel.new_effect(card)
    change.type, change.code, change.property = EFFECT_TYPE_SINGLE, EFFECT_CHANGE_TYPE, EFFECT_FLAG_CANNOT_DISABLE
    change.reset_flag = RESET_EVENT | 0x1fc0000
    change.value = TYPE_MONSTER | kind
    duel.register_effect(change, card=card)
