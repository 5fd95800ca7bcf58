"""The rules engine, in five layers, each importing only those below it (docs/engine.md):

    processor   chain, triggers, adjust and the win check, battle, turn and phases, summon windows
    actions     move, send, destroy, equip, summon, damage, counters, costs
    rules       checks without side effects: may it be summoned, activated, attacked, sent
    values      what is read from the state: stats, negation, zones, queries
    state       the duel, cards, effects, groups, events, errors, hooks

import-linter's contracts (pyproject.toml) keep the arrows pointing down. The package re-exports
every module by its short name (`from harness.engine import stats`), the names the harness and
user tests import.
"""
import sys

from .state import (  # noqa: F401
    card, count_limits, decisions, duel, effect, errors, events, group, hooks, host, script_bugs, timing,
)
from .values import negation, queries, stats, zones  # noqa: F401
from .rules import (  # noqa: F401
    activation_checks, attack_rules, capabilities, damage_calculation, invariants, movement, permissions, redirects,
    script_checks, summon_checks, unions,
)
from .actions import (  # noqa: F401
    card_rules, card_setup, counters, duel_rules, flags, fusion_ritual, lp_costs, operations, overlay_removal, procedures,
    prompts, replacement, summons, synchro, trap_monsters, xyz_link,
)
from .processor import adjust, battle, chain, continuous, phase_event, summon_windows, triggers, turn, win  # noqa: F401


def _keep_the_old_paths():
    """Every module also answers to its path before the layers (`harness.engine.errors`): tools
    outside the package import those (the native oracle's corpus_probe.py), and so may users' tests."""
    for name, value in list(globals().items()):
        if getattr(value, "__name__", "").startswith(__name__ + "."):
            sys.modules.setdefault(f"{__name__}.{name}", value)


_keep_the_old_paths()
