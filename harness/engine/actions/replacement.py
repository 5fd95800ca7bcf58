"""Replacement effects: EFFECT_DESTROY_REPLACE, EFFECT_RELEASE_REPLACE, EFFECT_SEND_REPLACE; and
the replacements of a cost, EFFECT_LPCOST_REPLACE and EFFECT_OVERLAY_REMOVE_REPLACE (below).

As the core (operations.cpp field::operation_replace and its PROCESSOR_OPERATION_REPLACE steps):

- `replace_by_field_effects` (operation_replace(type, 5, targets)): each continuous FIELD effect
  with the code, the turn player's first, that can be "activated" for the event (its handler
  is where it works, its count limit has a use left, its condition and target(chk=0) accept
  the event whose group is the cards being moved) and that has a value: its target runs with
  chk=1 (where the script asks its yes/no); when it returns true, every card its value accepts
  (value(e, c)) is taken out of the operation, its reason restored; the count limit is used;
  then its operation runs.
- `replace_by_single_effects` (destroy_replace / release_replace / send_replace, then
  operation_replace step 0): for one card still in the operation, its own continuous SINGLE
  effects with the code (and its equips' EQUIP ones); the first whose target(chk=1) returns
  true takes the card out (the others are not asked), then its operation runs.

The event the callbacks get: eg = the cards of the operation, ep = the effect's handler's
player, ev = 0, re/r/rp = the first card's (group form) or the card's (single form) reason.
"""
from harness.constants import (
    EFFECT_TYPE_CONTINUOUS, EFFECT_TYPE_SINGLE, EFFECT_TYPE_FIELD, EFFECT_TYPE_EQUIP, EFFECT_FLAG_SINGLE_RANGE,
    EFFECT_FLAG_CANNOT_DISABLE, EFFECT_FLAG_OWNER_RELATE, LOCATION_ONFIELD, STATUS_BATTLE_DESTROYED, PLAYER_NONE,
)
from ..state.count_limits import count_limit_available, use_count_limit
from ..state.decisions import OptionChoice, YesNo
from ..state.events import Event, event_arguments
from ..state.host import truthy
from ..values import stats


def _handler_player(effect):
    handler = effect.handler
    return handler.controller if handler is not None else effect.owner_player


def _handler_usable(effect):
    """effect::is_activateable for a continuous effect: where its handler is and whether its
    effects are enabled and not negated."""
    handler = effect.handler
    if handler is None:
        return True
    if handler.current.location == 0 or handler.current.controller == PLAYER_NONE:
        return False
    if effect.type & EFFECT_TYPE_FIELD and handler.status_flags & STATUS_BATTLE_DESTROYED:
        return False
    if effect.type & EFFECT_TYPE_FIELD or (effect.type & EFFECT_TYPE_SINGLE and effect.has_property(EFFECT_FLAG_SINGLE_RANGE)):
        if handler.current.location & LOCATION_ONFIELD and (handler.is_facedown() or not handler.effect_enabled):
            return False
    if effect.type & (EFFECT_TYPE_FIELD | EFFECT_TYPE_SINGLE) and not effect.type & EFFECT_TYPE_EQUIP:
        if (effect.type & EFFECT_TYPE_FIELD or effect.has_property(EFFECT_FLAG_SINGLE_RANGE)) \
                and not stats.in_range(effect, handler):
            return False
    if not effect.has_property(EFFECT_FLAG_CANNOT_DISABLE):
        if effect.has_property(EFFECT_FLAG_OWNER_RELATE) and effect.owner is not None and stats.is_disabled(effect.owner):
            return False
        if effect.owner is handler and stats.is_disabled(handler):
            return False
    return True


def _count_left(duel, effect, player):
    return count_limit_available(duel, effect, player)


def _use_count(duel, effect, player):
    use_count_limit(duel, effect, player)


def _event(card_list, effect, reference):
    return Event(0, list(card_list), reference.reason_effect, reference.reason, reference.reason_player,
                 _handler_player(effect), 0)


def _ready(duel, effect, player, args):
    """Condition, then target(chk=0) (effect::is_activate_ready; a continuous effect has no cost)."""
    with duel.acting(effect, player):
        if effect.condition is not None and not truthy(duel.host.call(effect.condition, effect, player, *args)):
            return False
        if effect.target is not None and not truthy(duel.host.call(effect.target, effect, player, *args, 0)):
            return False
    return True


def _chosen(duel, effect, player, args):
    """PROCESSOR_EXECUTE_TARGET: target(chk=1); what it returns says whether to replace."""
    with duel.acting(effect, player):
        return truthy(duel.host.call(effect.target, effect, player, *args, 1))


def _operate(duel, effect, player, args):
    if effect.operation is not None:
        with duel.acting(effect, player):
            duel.host.call(effect.operation, effect, player, *args)


def _live(effect):
    return effect.registered or (effect.handler is not None and effect in effect.handler.effects)


def replace_by_field_effects(duel, code, targets, restore):
    """operation_replace(code, 5, targets): `targets` (a list, changed in place) loses the cards
    a replacement takes; `restore(card)` gives a taken card its previous reason back."""
    effects = [e for e in duel.effects_with_code(code) if e.type & EFFECT_TYPE_CONTINUOUS
               and e.type & EFFECT_TYPE_FIELD]
    effects.sort(key=lambda e: _handler_player(e) != duel.turn_player)
    for effect in effects:
        if not targets or not _live(effect) or effect.value is None or effect.target is None:
            continue
        player = _handler_player(effect)
        if not _handler_usable(effect) or not _count_left(duel, effect, player):
            continue
        args = event_arguments(_event(targets, effect, targets[0]))
        if not _ready(duel, effect, player, args):
            continue
        duel.trace("replace", f"{effect.describe()} may replace the operation on "
                              f"{', '.join(c.describe() for c in targets)}")
        if not _chosen(duel, effect, player, args):
            continue
        for card in list(targets):
            if truthy((stats.effect_value(effect, card),)):
                targets.remove(card)
                restore(card)
        _use_count(duel, effect, player)
        _operate(duel, effect, player, args)


def _single_effects(card, code):
    found = [e for e in card.effects if e.code == code and e.type & EFFECT_TYPE_CONTINUOUS and e.is_single]
    for equip in card.equipped:
        found += [e for e in equip.effects if e.code == code and e.type & EFFECT_TYPE_CONTINUOUS and e.is_equip]
    return sorted(found, key=lambda e: e.id)


def replace_by_single_effects(duel, code, targets, card, restore):
    """destroy_replace / release_replace / send_replace for one card: its own replacement
    effects, until one replaces (operation_replace step 0..3)."""
    for effect in _single_effects(card, code):
        if card not in targets:
            return
        if effect.target is None or not _live(effect):
            continue
        player = _handler_player(effect)
        if not _handler_usable(effect) or not _count_left(duel, effect, player):
            continue
        args = event_arguments(_event(targets, effect, card))
        if not _ready(duel, effect, player, args):
            continue
        duel.trace("replace", f"{effect.describe()} may replace the operation on {card.describe()}")
        if _chosen(duel, effect, player, args):
            targets.remove(card)
            restore(card)
            _use_count(duel, effect, player)
            _operate(duel, effect, player, args)
            return


# -- replacements of a cost (EFFECT_LPCOST_REPLACE, EFFECT_OVERLAY_REMOVE_REPLACE) ---------------------
def cost_replacements(duel, code, player, value, reason):
    """The continuous field effects with this code that can be activated (effect::is_activateable
    for the handler's player) for the cost's event: no cards, ep = the paying player, ev = value,
    re = the reason effect, r = reason, rp = the paying player (field::effect_replace_check, and
    the options of pay_lp_cost / remove_overlay_card step 0)."""
    event = Event(0, [], duel.reason_effect, reason, player, player, value)
    ready = []
    for effect in duel.all_effects():
        if effect.code != code or not effect.type & EFFECT_TYPE_CONTINUOUS or not effect.type & EFFECT_TYPE_FIELD:
            continue
        owner = _handler_player(effect)
        if _live(effect) and _handler_usable(effect) and _count_left(duel, effect, owner) \
                and _ready(duel, effect, owner, event_arguments(event)):
            ready.append(effect)
    return ready


def choose_cost_replacement(duel, player, payable, replacements):
    """pay_lp_cost / remove_overlay_card step 0: the player picks the ordinary payment (None) or
    a replacement; a yes/no when there is one of each, an option among more. Returns (whether
    anything can be done, the chosen replacement or None)."""
    options = ([None] if payable else []) + list(replacements)
    if not options:
        return False, None
    if len(options) == 1:
        return True, options[0]
    if options[0] is None and len(options) == 2:
        use = duel.chooser.select_yes_no(YesNo(player, f"replace the cost with {options[1].describe()}"))
        return True, options[1] if use else None
    index = duel.chooser.select_option(OptionChoice(player, [0 if e is None else e.description for e in options]))
    return True, options[index]


def solve_cost_replacement(duel, effect, player, value, reason):
    """field::solve_continuous for the chosen replacement: its count limit, target (chk 1), the
    use of the count, its operation; returns what the operation returned (remove_overlay_card
    reads it as the number of materials it replaced)."""
    owner = _handler_player(effect)
    if not _count_left(duel, effect, owner):
        return None
    args = event_arguments(Event(0, [], duel.reason_effect, reason, player, player, value))
    with duel.acting(effect, player):
        if effect.target is not None:
            duel.host.call(effect.target, effect, player, *args, 1)
        _use_count(duel, effect, player)
        if effect.operation is not None:
            result = duel.host.call(effect.operation, effect, player, *args)
            return result[0] if result else None
    return None
