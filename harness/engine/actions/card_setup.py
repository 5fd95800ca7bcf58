"""What a card's script sets up through Card.* helpers rather than its own Effect objects: the
revive limit, counter permits and limits, uniqueness on the field, one Special Summon per turn
(libcard.cpp: card_enable_revive_limit, card_enable_counter_permit, card_set_counter_limit,
card_set_unique_onfield, card_set_spsummon_once). The core creates each effect itself, owned
by the card, and adds it with card::add_effect.
"""
from harness.constants import (
    EFFECT_COUNTER_LIMIT, EFFECT_COUNTER_PERMIT, EFFECT_FLAG_CANNOT_DISABLE, EFFECT_FLAG_SINGLE_RANGE,
    EFFECT_FLAG_UNCOPYABLE, EFFECT_REVIVE_LIMIT, EFFECT_TYPE_SINGLE, EFFECT_UNIQUE_CHECK, GLOBALFLAG_SPSUMMON_ONCE,
    LOCATION_FZONE, LOCATION_MZONE, LOCATION_ONFIELD, LOCATION_SZONE, STATUS_COPYING_EFFECT, TYPE_MONSTER,
)


def _add_single_effect(duel, card, code, flags=0, value=None, range_=0, condition=None):
    effect = duel.new_effect(card)
    effect.type, effect.code = EFFECT_TYPE_SINGLE, code
    effect.property, effect.value, effect.range, effect.condition = flags, value, range_, condition
    duel.register_effect(effect, card=card)
    return effect


def enable_revive_limit(duel, card):
    """EFFECT_REVIVE_LIMIT (cannot be disabled or copied); nothing while its effects are copied."""
    if not card.status_flags & STATUS_COPYING_EFFECT:
        _add_single_effect(duel, card, EFFECT_REVIVE_LIMIT, EFFECT_FLAG_CANNOT_DISABLE | EFFECT_FLAG_UNCOPYABLE)


def enable_counter_permit(duel, card, countertype, location=None, condition=None):
    """EFFECT_COUNTER_PERMIT+type with EFFECT_FLAG_SINGLE_RANGE over `location`: by default the
    Monster Zone for a monster, else the Spell & Trap and Field Zones."""
    if location is None:
        location = LOCATION_MZONE if card.data.type & TYPE_MONSTER else LOCATION_SZONE | LOCATION_FZONE
    _add_single_effect(duel, card, EFFECT_COUNTER_PERMIT | countertype, EFFECT_FLAG_SINGLE_RANGE,
                       range_=location, condition=condition)


def set_counter_limit(duel, card, countertype, limit):
    """EFFECT_COUNTER_LIMIT+type with the limit as its value."""
    _add_single_effect(duel, card, EFFECT_COUNTER_LIMIT | countertype, value=limit)


def set_unique_on_field(duel, card, self_range, opponent_range, unique_code, location=LOCATION_ONFIELD):
    """The card's uniqueness (the sides it counts on, a code or a function accepting cards, the
    field locations it covers), and its EFFECT_UNIQUE_CHECK."""
    card.unique = (self_range, opponent_range, unique_code, location & LOCATION_ONFIELD)
    _add_single_effect(duel, card, EFFECT_UNIQUE_CHECK)


def set_spsummon_once(duel, card, code):
    """The card's Special Summon once code, and GLOBALFLAG_SPSUMMON_ONCE; nothing while its effects
    are copied."""
    if not card.status_flags & STATUS_COPYING_EFFECT:
        card.spsummon_once_code = code
        duel.global_flags |= GLOBALFLAG_SPSUMMON_ONCE
