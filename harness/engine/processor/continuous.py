"""Continuous effects on an event (EFFECT_TYPE_CONTINUOUS): they run at once, inside the action
that raised the event (core: process_single_event / process_instant_event), before any trigger
is collected. The adjust pass runs them too (EVENT_ADJUST), so they sit below adjust.py and
triggers.py, which both call them."""
from harness.constants import (
    EFFECT_FLAG_CANNOT_DISABLE, EFFECT_FLAG_DELAY, EFFECT_TYPE_CONTINUOUS, EFFECT_TYPE_FIELD, EFFECT_TYPE_SINGLE,
    LOCATION_ONFIELD,
)
from ..state.count_limits import count_limit_available, use_count_limit
from ..state.errors import ScriptError
from ..state.events import event_arguments
from ..state.host import truthy
from ..values import stats


def dispatch_continuous(duel, event, watching):
    """Run the continuous effects listening to this event, now (`watching`: the field's effects
    with the event's code)."""
    listeners = []
    for card in event.responding_cards:
        listeners.extend(e for e in card.effects
                         if e.code == event.code and e.type & EFFECT_TYPE_CONTINUOUS and e.type & EFFECT_TYPE_SINGLE)
    listeners += [e for e in watching if e.type & EFFECT_TYPE_CONTINUOUS and e.type & EFFECT_TYPE_FIELD
                  and field_listener_active(e)]
    # process_single_event / process_instant_event: the turn player's continuous effects run
    # first, then the other player's (two Calls of the Haunted losing their monsters in one battle)
    listeners.sort(key=lambda e: (e.handler.controller if e.handler is not None else e.owner_player)
                   != duel.turn_player)
    for effect in listeners:
        if effect.operation is None or not effect.registered:
            continue
        player = effect.handler.controller if effect.handler is not None else effect.owner_player
        args = (effect, player) + event_arguments(event)
        with duel.acting(effect, player):
            if effect.condition is not None and not truthy(duel.host.call(effect.condition, *args)):
                continue
            if effect.has_property(EFFECT_FLAG_DELAY) and (duel.chain_solving or duel.conti_solving):
                duel.delayed_continuous[player != duel.turn_player].append((effect, player, event))
                continue
            duel.host.call(effect.operation, *args)


def solve_continuous(duel, effect, player, event):
    """core solve_continuous: use its count limit, then run the operation with conti_solving set,
    so the delayed continuous effects it raises wait (a phase effect, or one that waited)."""
    use_count_limit(duel, effect, player)
    saved, duel.conti_solving = duel.conti_solving, True
    try:
        with duel.acting(effect, player):
            duel.host.call(effect.operation, effect, player, *event_arguments(event))
    finally:
        duel.conti_solving = saved


def solve_delayed_continuous(duel):
    """solve_chain step 5 and solve_continuous step 4: the delayed continuous effects (those with
    EFFECT_FLAG_DELAY, e.g. Solemn Wishes' recovery on a draw) whose event came while a chain link
    or another such effect was resolving run now, one at a time, the turn player's first; each
    runs with conti_solving set, so what it raises waits in turn, and the adjust pass follows it
    (solve_continuous step 3: its win check may end the duel there). A use of its count limit is
    needed then (solve_continuous step 0)."""
    queues = duel.delayed_continuous
    current = 0                          # core.conti_player: 0 the turn player's queue, 1 the other's
    for _ in range(1000):
        if current == 0 and not queues[0]:
            current = 1
        if current == 1 and not queues[1]:
            if not queues[0]:
                return
            current = 0
        effect, player, event = queues[current].pop(0)
        if count_limit_available(duel, effect, player):
            solve_continuous(duel, effect, player, event)
            duel.processor.adjust(duel)
    raise ScriptError("delayed continuous effects kept raising each other for 1000 rounds: a loop in their scripts?")


def field_listener_active(effect):
    """A field effect listens only while its card is where it works, face-up, enabled and not negated."""
    handler = effect.handler
    if handler is None:
        return True
    if not stats.in_range(effect, handler):
        return False
    if handler.current.location & LOCATION_ONFIELD and (handler.is_facedown() or not handler.effect_enabled):
        return False
    return effect.has_property(EFFECT_FLAG_CANNOT_DISABLE) or effect.owner is not handler or not stats.is_disabled(handler)
