"""One binding module per Lua table. Importing a module registers its functions."""
import functools


@functools.cache
def load_all():
    from . import card, card_state, card_moves, duel, duel_moves, effect, group, debug  # noqa: F401  (registration on import)
    from . import card_queries, duel_queries, group_queries  # noqa: F401
    from . import prompts  # noqa: F401
    from . import card_more, duel_more, effect_more  # noqa: F401
    from . import card_extra  # noqa: F401
    from . import battle  # noqa: F401
    from . import procedures, synchro, xyz_link, fusion_ritual  # noqa: F401  (summons and their materials)
    from . import duel_extra  # noqa: F401
