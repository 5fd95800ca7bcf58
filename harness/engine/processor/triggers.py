"""Triggered effects: what the core does with events before a player gets control back.

- Continuous effects on an event (EFFECT_TYPE_CONTINUOUS) run at once, inside the operation
  that raised it, once the triggers on it are noted (core: process_single_event /
  process_instant_event; continuous.py).
- Trigger effects (EFFECT_TYPE_TRIGGER_O/F) are collected from the pending events at the next
  check point and put on a new chain: the mandatory ones (the turn player's, then the other
  player's), then the optional ones (likewise), as process_point_event does; one player's
  entries in the order select_chain lists them (chain::chain_operation_sort). An optional "when" trigger (no EFFECT_FLAG_DELAY) misses its
  timing when its event was not raised by the last thing that happened.
"""
from functools import cmp_to_key

from harness.constants import (
    EFFECT_TYPE_SINGLE, EFFECT_TYPE_FIELD, EFFECT_TYPE_TRIGGER_O,
    EFFECT_TYPE_TRIGGER_F, EFFECT_TYPE_QUICK_F, EFFECT_FLAG_DELAY, EFFECT_FLAG_ACTIVATE_CONDITION,
    LOCATION_ONFIELD, EFFECT_TYPE_FLIP, NO_FLIP_EFFECT,
)
from ..state.decisions import TriggerOffer
from ..state.errors import ScriptError
from ..state.events import event_arguments
from ..state.host import truthy
from . import chain
from .continuous import field_listener_active, ready_continuous, run_continuous

_TRIGGERS = EFFECT_TYPE_TRIGGER_O | EFFECT_TYPE_TRIGGER_F


def on_event(duel, event):
    """An event is raised: as process_instant_event / process_single_event, the continuous
    effects on it that can run are listed, the triggers and mandatory quick effects it can
    activate are noted (their conditions see the duel as the event left it), and then the
    continuous effects run (PROCESSOR_SOLVE_CONTINUOUS): a trigger whose condition counts what a
    continuous effect on the same event records (a flag per attack) sees the count before it.
    The field's effects are looked through once."""
    if not duel.registered_with_code(event.code):
        return      # no effect listens to this code (most events): nothing runs, no trigger is noted
    watching = duel.effects_with_code(event.code) if event.field else []
    ready = ready_continuous(duel, event, watching)
    note(duel, event, watching)
    run_continuous(duel, ready, event)


def note(duel, event, watching):
    """When an event happens (process_single_event / process_instant_event): the triggers it can
    activate are those whose handler is where they work, enabled, and whose condition holds now;
    each gets its prospective chain link's relation at once (IsRelateToEffect in its checks). A
    card that arrives later, or leaves (losing the relation), does not trigger on it."""
    found = []
    candidates = [e for card in event.responding_cards for e in card.effects
                  if e.type & _TRIGGERS and e.type & EFFECT_TYPE_SINGLE and e.code == event.code]
    candidates += [e for e in watching if e.type & _TRIGGERS and e.type & EFFECT_TYPE_FIELD and e.registered
                   and field_listener_active(e)]
    for effect in candidates:
        handler = effect.get_handler()        # a player's trigger: its owner card, wherever it is
        if handler is None or handler.current.location == 0:
            continue
        if effect.handler is not None and handler.current.location & LOCATION_ONFIELD and handler.is_facedown():
            continue
        if effect.type & EFFECT_TYPE_FLIP and event.value & (NO_FLIP_EFFECT >> 16):
            continue      # flipped by an effect that says its flip effect does not activate
        if not effect.has_property(EFFECT_FLAG_ACTIVATE_CONDITION) and not _condition_holds(duel, effect, event):
            continue
        duel.chain_ids += 1
        handler.relations.add((effect, duel.chain_ids))
        found.append((effect, duel.chain_ids))
    event.triggered = found
    _note_forced_quick(duel, event, watching)


def _note_forced_quick(duel, event, watching):
    """process_instant_event's "instant_f": EFFECT_TYPE_QUICK_F effects on this event that can be
    activated now are remembered, with their relation, and chained at the next priority
    (chain_forced_quick) before anybody may respond."""
    for effect in [e for e in watching if e.type & EFFECT_TYPE_QUICK_F and e.registered]:
        handler = effect.get_handler()
        if handler is None or any(pending[0] is effect for pending in duel.forced_quick):
            continue
        if chain.check_activation(duel, effect, handler.controller, event):
            duel.chain_ids += 1
            handler.relations.add((effect, duel.chain_ids))
            duel.forced_quick.append((effect, event, duel.chain_ids))


def chain_forced_quick(duel):
    """Put the remembered mandatory quick effects on the chain (PROCESSOR_QUICK_EFFECT: they come
    before any response), the turn player's first; each new link may remember more."""
    for _ in range(100):
        pending, duel.forced_quick = duel.forced_quick, []
        if not pending:
            return
        pending.sort(key=lambda item: item[0].get_handler().controller != duel.turn_player)
        for effect, event, chain_id in pending:
            handler = effect.get_handler()
            player = handler.controller
            if (effect, chain_id) in handler.relations and chain.check_activation(duel, effect, player, event):
                chain.add_link(duel, effect, player, event, chain_id)
            else:
                handler.relations.discard((effect, chain_id))
    raise ScriptError(f"mandatory quick effects kept chaining themselves for 100 rounds "
                      f"({', '.join(e.describe() for e, _, _ in duel.forced_quick)}): a loop in their scripts?")


def _condition_holds(duel, effect, event):
    if effect.condition is None:
        return True
    player = effect.get_handler().controller
    with duel.acting(effect, player):
        result = duel.host.call(effect.condition, effect, player, *event_arguments(event))
    return truthy(result)


def collect(duel, events):
    """(effect, player, event, chain id) for every trigger the events can activate now, in SEGOC order."""
    last_batch = duel.event_batch
    found, seen = [], set()
    for event in events:
        for effect, chain_id in getattr(event, "triggered", ()):
            handler = effect.get_handler()
            relation = (effect, chain_id)
            if id(effect) in seen or relation not in handler.relations:    # moved since: no trigger
                continue
            if effect.type & EFFECT_TYPE_TRIGGER_O and not effect.has_property(EFFECT_FLAG_DELAY) \
                    and event.batch != last_batch:
                handler.relations.discard(relation)
                continue                      # "when ... you can": missed the timing
            player = handler.controller
            if chain.check_activation(duel, effect, player, event, neglect_condition=_neglects_condition(effect)):
                seen.add(id(effect))
                found.append((effect, player, event, chain_id))
            else:
                handler.relations.discard(relation)
    turn = duel.turn_player
    # process_point_event: the forced triggers (steps 2-3: the turn player's, then the other
    # player's), then the optional ones (steps 4-6, the same way); each player picks its next
    # link from a list that select_chain sorts with chain::chain_operation_sort (field.cpp), and
    # the first entry listed is the one taken when several are accepted
    found.sort(key=cmp_to_key(_chain_operation_order))
    return sorted(found, key=lambda item: (bool(item[0].type & EFFECT_TYPE_TRIGGER_O), item[1] != turn))


def _chain_operation_order(first, second):
    """chain::chain_operation_sort: two effects of one card by their descriptions, else by effect
    id (registration order), else by chain id."""
    e1, e2 = first[0], second[0]
    if e1.handler is e2.handler and e1.description != e2.description:
        return -1 if e1.description < e2.description else 1
    if e1.id != e2.id:
        return -1 if e1.id < e2.id else 1
    return (first[3] > second[3]) - (first[3] < second[3])


def _neglects_condition(effect):
    return not effect.has_property(EFFECT_FLAG_ACTIVATE_CONDITION)


def open_trigger_chain(duel):
    """Put the pending triggers on a new chain; True if any was activated."""
    events, duel.pending_events = duel.pending_events, []
    activated = False
    for effect, player, event, chain_id in collect(duel, events):
        # checked again before it is offered (process_point_event re-checks the entries left after
        # each pick): an earlier link may have used up a shared count limit or moved the card
        if not chain.check_activation(duel, effect, player, event, neglect_condition=_neglects_condition(effect)) \
                or (effect.type & EFFECT_TYPE_TRIGGER_O and not duel.chooser.offer_trigger(TriggerOffer(player, effect))):
            effect.get_handler().relations.discard((effect, chain_id))
            continue
        chain.add_link(duel, effect, player, event, chain_id)
        activated = True
    return activated


def _respond_at_the_point(duel, events, respond):
    """The responses activated in the quick-effect window after an action that started no chain:
    they may respond to the action's events (its field events, as the core's point events)."""
    saved = duel.window_events, duel.after_action_window
    duel.window_events, duel.after_action_window = events, True
    try:
        respond()
    finally:
        duel.window_events, duel.after_action_window = saved


def settle(duel, respond=None):
    """Resolve the chain, then every chain of triggers that follows, until the state is open.
    `respond` (once) adds responses to the first chain of triggers before it resolves; when the
    action starts no chain, the responses start one on the action's events (the core's
    quick-effect window at that point: a Trap "when a monster is destroyed", say)."""
    last_chain = []
    for _ in range(_MAX_TRIGGER_CHAINS):
        if duel.chain:
            last_chain = [link.effect for link in duel.chain]
            chain.resolve_chain(duel)
        point = [e for e in duel.pending_events if e.field]      # the events the triggers use up
        open_trigger_chain(duel)
        chain_forced_quick(duel)
        if not duel.chain:
            if respond is None:
                return
            _respond_at_the_point(duel, point, respond)
            respond = None
            if not duel.chain:
                return
            continue
        if respond is not None:
            respond()
            respond = None
    raise _trigger_loop_error(duel, last_chain)


_MAX_TRIGGER_CHAINS = 100


def _trigger_loop_error(duel, effects):
    """A script error naming the effects of the last chain: triggers that set each other off."""
    named = list(dict.fromkeys(effects))
    where = next((w for w in (duel.host.defined_at(e.operation) for e in named if callable(e.operation)) if w), None)
    names = "; ".join(e.describe() for e in named) or "no effect"
    duel.chain.clear()
    return ScriptError(f"more than {_MAX_TRIGGER_CHAINS} consecutive chains of triggers: the last one was {names}: "
                       f"a trigger that raises its own event again?", where=where)
