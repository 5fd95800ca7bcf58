"""Continuous effects on an event (EFFECT_TYPE_CONTINUOUS): they run at once, inside the action
that raised the event (core: process_single_event / process_instant_event), before any trigger
is collected. The adjust pass runs them too (EVENT_ADJUST), so they sit below adjust.py and
triggers.py, which both call them."""
from harness.constants import (
    EFFECT_FLAG_CANNOT_DISABLE, EFFECT_TYPE_CONTINUOUS, EFFECT_TYPE_FIELD, EFFECT_TYPE_SINGLE, LOCATION_ONFIELD,
)
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
    for effect in listeners:
        if effect.operation is None or not effect.registered:
            continue
        player = effect.handler.controller if effect.handler is not None else effect.owner_player
        args = (effect, player) + event_arguments(event)
        with duel.acting(effect, player):
            if effect.condition is not None and not truthy(duel.host.call(effect.condition, *args)):
                continue
            duel.host.call(effect.operation, *args)


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
