"""Using an effect's count limit from a script (Effect.UseCountLimit), as effect::dec_count.

The activation flow uses the same rule (chain._use_count_limit, when a chain link is created);
this is the script-driven half: an effect that is not activated (a continuous effect, a summon
procedure) marks one of its uses itself.
"""
from harness.constants import EFFECT_COUNT_CODE_OATH
from .chain import _count_limit_available, _use_count_limit


def use_count_limit(duel, effect, player, count=1, oath_only=False):
    """Effect.UseCountLimit(e, p, count=1, oath_only=false): use the limit `count` times for
    player p (only when the limit's code is an oath one, with oath_only). As effect::dec_count,
    an effect without a limit, or whose own count is already 0, is left as it is."""
    if oath_only and not effect.count_code & EFFECT_COUNT_CODE_OATH:
        return
    for _ in range(max(count, 0)):
        if not effect.count_limit_max or effect.count_limit == 0:
            return
        _use_count_limit(duel, effect, player)


def count_limit_available(duel, effect, player):
    """effect::check_count_limit (Effect.CheckCountLimit): a use is left for the player (the same
    rule the activation flow asks)."""
    if effect.count_limit_max and effect.count_limit == 0:
        return False
    return _count_limit_available(duel, effect, player)
