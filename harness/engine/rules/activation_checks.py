"""Whether an effect could be activated now: effect::is_activateable (Effect.IsActivatable),
effect::is_activate_ready with any reason effect and event, and field::check_event_c
(Card.CheckActivateEffect), with the events a check looks at (Duel.CheckEvent's)."""
from harness.constants import (
    EFFECT_ACTIVATE_COST, EFFECT_CANNOT_ACTIVATE, EFFECT_CANNOT_TRIGGER, EFFECT_FLAG_BOTH_SIDE,
    EFFECT_FLAG_DAMAGE_CAL, EFFECT_FLAG_DAMAGE_STEP, EFFECT_FLAG_DELAY, EFFECT_FLAG_EVENT_PLAYER,
    EFFECT_FLAG_FIELD_ONLY, EFFECT_FLAG_SET_AVAILABLE, EFFECT_QP_ACT_IN_NTPHAND, EFFECT_QP_ACT_IN_SET_TURN,
    EFFECT_TRAP_ACT_IN_HAND, EFFECT_TRAP_ACT_IN_SET_TURN, EFFECT_TYPE_ACTIONS, EFFECT_TYPE_ACTIVATE,
    EFFECT_TYPE_CONTINUOUS, EFFECT_TYPE_EQUIP, EFFECT_TYPE_FIELD, EFFECT_TYPE_FLIP, EFFECT_TYPE_QUICK_O,
    EFFECT_TYPE_SINGLE, EFFECT_TYPE_TARGET, EFFECT_TYPE_TRIGGER_F, EFFECT_TYPE_TRIGGER_O,
    EFFECT_TYPE_XMATERIAL, EVENT_FREE_CHAIN, EVENT_PHASE, EVENT_TO_DECK, LOCATION_DECK, LOCATION_EXTRA,
    LOCATION_HAND, LOCATION_ONFIELD, LOCATION_OVERLAY, LOCATION_PZONE, LOCATION_REMOVED, LOCATION_SZONE,
    PHASE_DAMAGE, PHASE_DAMAGE_CAL, TYPE_COUNTER, TYPE_FIELD, TYPE_MONSTER, TYPE_PENDULUM, TYPE_QUICKPLAY,
    TYPE_CONTINUOUS, TYPE_TRAP,
)
from ..state import count_limits
from ..state.effect import cost_checked
from ..state.events import Event, event_arguments
from ..state.host import truthy
from ..values import stats

_WITH_THE_ACTIVATION = EFFECT_TYPE_TRIGGER_F | EFFECT_TYPE_TRIGGER_O | EFFECT_TYPE_QUICK_O
# card::add_effect keeps these apart from card::field_effect (a Quick Effect is a field effect there:
# effect_set_type adds EFFECT_TYPE_FIELD to it)
_NOT_IN_FIELD_EFFECTS = EFFECT_TYPE_SINGLE | EFFECT_TYPE_EQUIP | EFFECT_TYPE_TARGET | EFFECT_TYPE_XMATERIAL


# -- Effect.GetActivateLocation, Effect.IsActivatable ---------------------------------------------------------------
def set_activate_location(effect):
    """effect::set_activate_location: where the handler is as the effect is considered for activation."""
    handler = effect.handler
    if handler is not None:
        effect.active_location = handler.current.location
        effect.active_sequence = handler.current.sequence


def is_activateable(duel, effect, player, neglect_loc=False, neglect_target=False, event=None,
                    neglect_faceup=False):
    """effect::is_activateable(player, event, neglect_target, neglect_loc, neglect_faceup): its
    count limit, where its card is (a card activation: controlled by player, face-down or in the
    hand with a free zone; with neglect_loc its hand/Set-turn requirements are skipped), whether
    its card is face-up with its effects enabled (not with neglect_faceup), the Damage Step
    flags, EFFECT_CANNOT_TRIGGER and EFFECT_CANNOT_ACTIVATE, then its condition, cost (chk 0) and
    target (chk 0; not with neglect_target). Spell speed and the phase are not checked (the core's
    callers check them)."""
    if not effect.type & EFFECT_TYPE_ACTIONS:
        return False
    if not count_limits.limit_available(duel, effect, player):
        return False
    handler = effect.handler
    if effect.has_property(EFFECT_FLAG_FIELD_ONLY) or handler is None:
        if effect.owner_player != player and not effect.has_property(EFFECT_FLAG_BOTH_SIDE):
            return False
    elif effect.type & EFFECT_TYPE_ACTIVATE:
        if not _card_activation_ok(duel, effect, handler, player, neglect_loc):
            return False
    elif not effect.type & EFFECT_TYPE_CONTINUOUS:
        if not _effect_activation_ok(duel, effect, handler, player, neglect_faceup):
            return False
    if not effect.type & EFFECT_TYPE_CONTINUOUS and not _action_check(duel, effect, player):
        return False
    return _activate_ready(duel, effect, player, neglect_target, event)


def continuous_trap_effects(duel, effect, player):
    """field::get_cteffect: a Continuous Trap whose activation does nothing itself (EVENT_FREE_CHAIN,
    no cost, target or operation) may be activated together with one of its own Trigger or Quick
    Effects that could be activated now (is_activateable, its card not yet face-up with effects
    enabled): the (effect, event) pairs, in the core's order (by event code). Event codes other than
    EVENT_FREE_CHAIN and this phase's are matched against the events of this point."""
    handler = effect.get_handler()
    if handler is None or handler.data.type != TYPE_TRAP | TYPE_CONTINUOUS or not effect.type & EFFECT_TYPE_ACTIVATE \
            or effect.code != EVENT_FREE_CHAIN or effect.cost or effect.target or effect.operation:
        return []
    found = []
    own = [e for e in handler.effects if e.type & _WITH_THE_ACTIVATION and not e.type & _NOT_IN_FIELD_EFFECTS]
    for other in sorted(own, key=lambda e: e.code):         # card::field_effect, a multimap by code
        if not stats.in_range(other, handler):
            continue
        if other.code == EVENT_FREE_CHAIN:
            events = [None]
        elif other.code == EVENT_PHASE + duel.phase:
            events = [Event(other.code)]
        else:
            events = [e for e in duel.window_events if e.code == other.code]
        found += [(other, event) for event in events
                  if is_activateable(duel, other, player, event=event, neglect_faceup=True)]
    return found


def damage_step_allows(duel, effect):
    """effect::is_activateable's Damage Step check: in the Damage Step only an effect with
    EFFECT_FLAG_DAMAGE_STEP (or on one of its events), during damage calculation only one with
    EFFECT_FLAG_DAMAGE_CAL."""
    if duel.phase == PHASE_DAMAGE and not 1132 <= effect.code <= 1149 and not effect.has_property(EFFECT_FLAG_DAMAGE_STEP):
        return False
    if duel.phase == PHASE_DAMAGE_CAL and not 1134 <= effect.code <= 1136 and not effect.has_property(EFFECT_FLAG_DAMAGE_CAL):
        return False
    return True


def _card_activation_ok(duel, effect, handler, player, neglect_loc):
    if handler.controller != player:
        return False
    if not handler.data.type & TYPE_COUNTER and not damage_step_allows(duel, effect) \
            and not continuous_trap_effects(duel, effect, player):
        return False
    if handler.current.location == LOCATION_SZONE:
        if handler.is_faceup() or handler.equip_target is not None:
            return False
    elif handler.data.type & TYPE_MONSTER:
        if not handler.data.type & TYPE_PENDULUM or not duel.free_sequences(player, LOCATION_PZONE):
            return False
    elif not handler.data.type & TYPE_FIELD and not duel.free_sequences(player, LOCATION_SZONE):
        return False
    if not neglect_loc:       # effect::get_required_handorset_effects
        card_type = stats.current_type(handler)
        if handler.current.location == LOCATION_HAND:
            if card_type & TYPE_TRAP and not stats.applying(handler, EFFECT_TRAP_ACT_IN_HAND):
                return False
            if card_type & TYPE_QUICKPLAY and duel.turn_player != player \
                    and not stats.applying(handler, EFFECT_QP_ACT_IN_NTPHAND):
                return False
        elif handler.current.location == LOCATION_SZONE and handler.set_turn == duel.turn:
            if card_type & TYPE_TRAP and not stats.applying(handler, EFFECT_TRAP_ACT_IN_SET_TURN):
                return False
            if card_type & TYPE_QUICKPLAY and not stats.applying(handler, EFFECT_QP_ACT_IN_SET_TURN):
                return False
    return not stats.applying(handler, EFFECT_CANNOT_TRIGGER)


def _effect_activation_ok(duel, effect, handler, player, neglect_faceup=False):
    if effect.type & EFFECT_TYPE_QUICK_O and effect.has_property(EFFECT_FLAG_DELAY) \
            and not stats.in_range(effect, handler):
        return False
    if not neglect_faceup and handler.current.location & (LOCATION_ONFIELD | LOCATION_REMOVED):
        if handler.is_facedown() and not effect.has_property(EFFECT_FLAG_SET_AVAILABLE):
            return False
        if handler.is_faceup() and handler.current.location & LOCATION_ONFIELD and not handler.effect_enabled:
            return False
    if not effect.type & (EFFECT_TYPE_FLIP | EFFECT_TYPE_TRIGGER_F) \
            and not (effect.type & EFFECT_TYPE_TRIGGER_O and effect.type & EFFECT_TYPE_SINGLE):
        if not damage_step_allows(duel, effect):
            return False
    if handler.current.location == LOCATION_OVERLAY:
        return False
    if handler.current.location == LOCATION_DECK or (handler.current.location == LOCATION_EXTRA and handler.is_facedown()):
        if effect.type & EFFECT_TYPE_SINGLE and effect.code != EVENT_TO_DECK:
            return False
        if effect.type & EFFECT_TYPE_FIELD and not effect.range & (LOCATION_DECK | LOCATION_EXTRA):
            return False
    if effect.type & EFFECT_TYPE_FIELD and handler.controller != player \
            and not effect.has_property(EFFECT_FLAG_BOTH_SIDE | EFFECT_FLAG_EVENT_PLAYER):
        return False
    return not stats.applying(handler, EFFECT_CANNOT_TRIGGER)


def _action_check(duel, effect, player):
    """effect::is_action_check: no EFFECT_CANNOT_ACTIVATE forbids it, every applying
    EFFECT_ACTIVATE_COST can be paid."""
    for prohibition in stats.player_effects(duel, player, EFFECT_CANNOT_ACTIVATE):
        if stats.effect_value(prohibition, effect, player):
            return False
    for cost in stats.player_effects(duel, player, EFFECT_ACTIVATE_COST):
        if cost.target is not None and not truthy(duel.host.call(cost.target, cost, effect, player)):
            continue
        if cost.cost is not None and not truthy(duel.host.call(cost.cost, cost, effect, player)):
            return False
    return True


def _activate_ready(duel, effect, player, neglect_target, event=None):
    """effect::is_activate_ready with the event (None: the nil event), the effect acting:
    condition, cost and target with chk 0."""
    with duel.acting(effect, player):
        return activate_ready(duel, effect, effect, player, event, neglect_target=neglect_target)


def activate_ready(duel, reason_effect, effect, player, event, neglect_con=False, neglect_cost=False,
                   neglect_target=False):
    """effect::is_activate_ready(reason_effect, ...): effect's condition, cost and target (chk 0)
    called with `reason_effect` as their effect (a copier's own, for Card.CheckActivateEffect) and
    the event's arguments; Effect.IsCostChecked holds for reason_effect meanwhile."""
    return first_failing_check(duel, reason_effect, effect, player, event, neglect_con, neglect_cost,
                               neglect_target) is None


def first_failing_check(duel, reason_effect, effect, player, event, neglect_con=False, neglect_cost=False,
                        neglect_target=False):
    """activate_ready's callbacks in order: "condition", "cost" or "target", the first that
    returned false, or None when every one passed."""
    args = (reason_effect, player) + event_arguments(event)
    steps = [] if neglect_con else [("condition", effect.condition, ())]
    if not neglect_cost and not effect.type & EFFECT_TYPE_CONTINUOUS:
        steps.append(("cost", effect.cost, (0,)))
    if not neglect_target:
        steps.append(("target", effect.target, (0,)))
    with cost_checked(reason_effect):
        for name, function, extra in steps:
            if function is None:
                continue
            with duel.checking(name):
                result = duel.host.call(function, *args, *extra)
            if not truthy(result):
                return name
    return None


def current_events(duel):
    """The events a check looks at now (the core's point and instant events, Duel.CheckEvent):
    the newest chain link's event, the field events waiting to be processed, the open summon window's."""
    link = duel.chain[-1] if duel.chain else None
    events = [link.event] if link is not None and link.event is not None else []
    return events + [e for e in duel.pending_events if e.field] + list(duel.window_events)


def check_activate_effect(duel, card, neglect_con, neglect_cost, copy_info):
    """Card.CheckActivateEffect (field::check_event_c): the card's first activation (EFFECT_TYPE_ACTIVATE,
    in code order) ready now for the reason player, with the reason effect as its effect: a
    free-chain one with no event, another with a current event of its code. With copy_info, a
    check from an operation or a chk 1 target makes that event the newest chain link's.
    Returns (effect, event or None), or None."""
    reason_effect = duel.reason_effect
    player = duel.reason_player
    activations = sorted((e for e in card.effects if e.type & EFFECT_TYPE_ACTIVATE), key=lambda e: e.code)
    for effect in activations:
        if effect.code == EVENT_FREE_CHAIN:
            if activate_ready(duel, reason_effect or effect, effect, player, None, neglect_con, neglect_cost):
                return effect, None
            continue
        for event in current_events(duel):
            if event.code == effect.code and activate_ready(duel, reason_effect or effect, effect, player, event,
                                                            neglect_con, neglect_cost):
                if copy_info and duel.checking_callback is None and duel.chain:
                    duel.chain[-1].event = event
                return effect, event
    return None
