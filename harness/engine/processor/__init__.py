"""Layer 5, the processor that orders the work (as the core's processor.cpp): the chain and its
resolution, continuous effects and triggers on events, the adjust pass, the summon windows, the
turn and its phases, battle.

Importing this package registers the processor's entry points that the actions call through
duel.processor (state/hooks.py), as the core's operations queue processor units."""
from ..state.hooks import PROCESSOR
from . import adjust, summon_windows, triggers

PROCESSOR.register(event_raised=triggers.on_event, adjust=adjust.adjust, adjust_instant=adjust.adjust_instant,
                   summon_window=summon_windows.window)
