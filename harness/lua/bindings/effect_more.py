"""Effect.*: using a count limit from a script (libeffect.cpp). The rule is in
harness.engine.count_limits."""
from harness.engine import count_limits
from ..registry import api


@api("Effect", "(e: Effect, player: integer, count?: integer, oath_only?: boolean)",
     "Use e's count limit count times for player (with oath_only: only an oath limit).")
def UseCountLimit(ctx, e, player, count=1, oath_only=False):
    effect = ctx.effect(e, 1)
    ctx.duel.guard(lambda: f"used the count limit of {effect.describe()}")
    count_limits.use_count_limit(ctx.duel, effect, ctx.integer(player, 2, default=0), ctx.integer(count, 3, default=1),
                                 oath_only is not None and oath_only is not False)


@api("Effect", "(e: Effect, player: integer) -> boolean", "Whether e's count limit has a use left for player.")
def CheckCountLimit(ctx, e, player):
    return count_limits.count_limit_available(ctx.duel, ctx.effect(e, 1), ctx.integer(player, 2, default=0))
