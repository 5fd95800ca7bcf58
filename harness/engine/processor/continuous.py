"""Continuous effects on an event (EFFECT_TYPE_CONTINUOUS): they run at once, inside the action
that raised the event (core: process_single_event / process_instant_event), once the triggers
on the event have been noted (their conditions see the duel before these effects run). The
adjust pass runs them too (EVENT_ADJUST), so they sit below adjust.py and triggers.py, which
both call them."""
from harness.constants import (
    EFFECT_FLAG_CANNOT_DISABLE, EFFECT_FLAG_DELAY, EFFECT_FLAG_EVENT_PLAYER, EFFECT_TYPE_CONTINUOUS, EFFECT_TYPE_FIELD, EFFECT_TYPE_SINGLE,
    LOCATION_ONFIELD,
)
from ..state.chain_link import ChainLink
from ..state.count_limits import count_limit_available, use_count_limit
from ..state.errors import ScriptError
from ..state.events import event_arguments
from ..state.host import truthy
from ..values import stats


def dispatch_continuous(duel, event, watching):
    """Run the continuous effects listening to this event, now (`watching`: the field's effects
    with the event's code): ready_continuous, then run_continuous."""
    run_continuous(duel, ready_continuous(duel, event, watching), event)


def ready_continuous(duel, event, watching):
    """(effect, player) of the continuous effects listening to this event that
    effect::is_activateable allows now, the turn player's before the other's (two Calls of the
    Haunted losing their monsters in one battle), as process_single_event /
    process_instant_event list them before any of them runs."""
    listeners = []
    for card in event.responding_cards:
        listeners.extend(e for e in card.effects
                         if e.code == event.code and e.type & EFFECT_TYPE_CONTINUOUS and e.type & EFFECT_TYPE_SINGLE)
    listeners += [e for e in watching if e.type & EFFECT_TYPE_CONTINUOUS and e.type & EFFECT_TYPE_FIELD
                  and field_listener_active(e)]
    ready = []
    for effect in listeners:
        if (effect.operation is None and effect.target is None) or not effect.registered:
            continue
        player = _listening_player(effect, event)
        if continuous_ready(duel, effect, player, event):
            ready.append((effect, player))
    ready.sort(key=lambda entry: entry[1] != duel.turn_player)
    return ready


def run_continuous(duel, ready, event):
    """Solve the listed continuous effects in turn (PROCESSOR_SOLVE_CONTINUOUS); a delayed one
    (EFFECT_FLAG_DELAY) raised while a chain link or another such effect resolves waits
    (solve_delayed_continuous)."""
    for effect, player in ready:
        if not effect.registered:
            continue
        if effect.has_property(EFFECT_FLAG_DELAY) and (duel.chain_solving or duel.conti_solving):
            duel.delayed_continuous[player != duel.turn_player].append((effect, player, event))
            continue
        solve_continuous(duel, effect, player, event, waits=False)


def _listening_player(effect, event):
    """The handler's controller (a player's own effect: its owner); the event's player for
    EFFECT_FLAG_EVENT_PLAYER."""
    if effect.has_property(EFFECT_FLAG_EVENT_PLAYER) and event.event_player in (0, 1):
        return event.event_player
    return effect.handler.controller if effect.handler is not None else effect.owner_player


def continuous_ready(duel, effect, player, event):
    """effect::is_activateable's last part for a continuous effect (is_activate_ready): a use of
    its count limit left, its condition, then its target with chk 0 (a continuous effect has no
    cost check), the effect being the reason effect."""
    if not count_limit_available(duel, effect, player):
        return False
    args = (effect, player) + event_arguments(event)
    with duel.acting(effect, player):
        if effect.condition is not None and not truthy(duel.host.call(effect.condition, *args)):
            return False
        return effect.target is None or truthy(duel.host.call(effect.target, *args, 0))


def solve_continuous(duel, effect, player, event, waits=True):
    """field::solve_continuous: nothing when its count limit is used up; its target with chk 1,
    then a use of its count limit and its operation, both seeing the effect's own link as chain 0
    (core.continuous_chain: Duel.SetOperationInfo(0, ...), Duel.SetTargetCard). `waits`: a delayed
    or phase effect, during which conti_solving makes the delayed continuous effects it raises
    wait."""
    if not count_limit_available(duel, effect, player):
        return
    args = (effect, player) + event_arguments(event)
    saved = duel.conti_solving
    duel.conti_solving = saved or waits
    duel.continuous_chain.append(ChainLink(effect, player, 0, 0, event))
    try:
        with duel.acting(effect, player):
            if effect.target is not None:
                duel.host.call(effect.target, *args, 1)
            if effect.operation is not None:
                use_count_limit(duel, effect, player)
                duel.host.call(effect.operation, *args)
    finally:
        duel.continuous_chain.pop()
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
