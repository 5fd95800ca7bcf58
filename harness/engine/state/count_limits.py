"""Using an effect's count limit from a script (Effect.UseCountLimit), as effect::dec_count.

The activation flow uses the same rule (use_limit, when a chain link is created); the
script-driven half (use_count_limit): an effect that is not activated (a continuous effect, a
summon procedure) marks one of its uses itself.
"""
from harness.constants import (
    EFFECT_COUNT_CODE_CHAIN, EFFECT_COUNT_CODE_DUEL, EFFECT_COUNT_CODE_OATH, EFFECT_COUNT_CODE_SINGLE, EFFECT_FLAG_NO_TURN_RESET, PLAYER_NONE,
)

# As effect::check_count_limit / dec_count: a limit without a code counts down on the effect
# itself; a code (SetCountLimit(1, id)) is counted per player (per card for
# EFFECT_COUNT_CODE_SINGLE), the OATH/DUEL/CHAIN bits being part of the code.
_MAX_CARD_ID = 0xfffffff


def _count_key(effect, player):
    limit_code = effect.count_code & _MAX_CARD_ID
    limit_type = effect.count_code & 0xf0000000
    if limit_code == EFFECT_COUNT_CODE_SINGLE:
        return (limit_type, effect.handler.card_id if effect.handler else 0, PLAYER_NONE)
    return (effect.count_code, None, player)


def limit_available(duel, effect, player):
    if not effect.count_limit_max:
        return True
    if not effect.count_code:
        return effect.count_limit > 0
    return duel.count_limits.get(_count_key(effect, player), 0) < effect.count_limit_max


def use_limit(duel, effect, player):
    if not effect.count_limit_max:
        return
    if not effect.count_code or effect.has_property(EFFECT_FLAG_NO_TURN_RESET):
        effect.count_limit -= 1
    if effect.count_code:
        key = _count_key(effect, player)
        duel.count_limits[key] = duel.count_limits.get(key, 0) + 1


def refund_oath_limit(duel, effect, player):
    """A negated activation gives back only an oath limit's use (core: solve_chain step 1)."""
    if effect.count_limit_max and effect.count_code & EFFECT_COUNT_CODE_OATH:
        key = _count_key(effect, player)
        duel.count_limits[key] = max(duel.count_limits.get(key, 0) - 1, 0)


def new_turn_count_limits(duel):
    """Limits recharge each turn, except once-per-Duel ones (and NO_TURN_RESET effects)."""
    duel.count_limits = {k: v for k, v in duel.count_limits.items() if k[0] & EFFECT_COUNT_CODE_DUEL}
    for effect in duel.all_effects():
        if effect.count_limit_max and not effect.has_property(EFFECT_FLAG_NO_TURN_RESET):
            effect.count_limit = effect.count_limit_max


def end_chain_count_limits(duel):
    """Once-per-Chain limits (EFFECT_COUNT_CODE_CHAIN) recharge when the chain ends (solve_chain's
    last step and process_point_event clear effect_count_code_chain)."""
    duel.count_limits = {k: v for k, v in duel.count_limits.items() if not k[0] & EFFECT_COUNT_CODE_CHAIN}


def use_count_limit(duel, effect, player, count=1, oath_only=False):
    """Effect.UseCountLimit(e, p, count=1, oath_only=false): use the limit `count` times for
    player p (only when the limit's code is an oath one, with oath_only). As effect::dec_count,
    an effect without a limit, or whose own count is already 0, is left as it is."""
    if oath_only and not effect.count_code & EFFECT_COUNT_CODE_OATH:
        return
    for _ in range(max(count, 0)):
        if not effect.count_limit_max or effect.count_limit == 0:
            return
        use_limit(duel, effect, player)


def count_limit_available(duel, effect, player):
    """effect::check_count_limit (Effect.CheckCountLimit): a use is left for the player (the same
    rule the activation flow asks)."""
    if effect.count_limit_max and effect.count_limit == 0:
        return False
    return limit_available(duel, effect, player)
