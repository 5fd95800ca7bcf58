"""The adjust pass the core runs whenever a player would get control back (processor adjust).

Implemented, in the core's order: the win check (step 1, win.py: the end of the duel), control (step 4: a monster goes to the player its last
applying EFFECT_SET_CONTROL names, else back to its owner), the self-destroy set (step 9,
field::adjust_self_destroy_set: where a card's uniqueness (SetUniqueOnField) names two or more
face-up cards, all but one are destroyed by rule; face-up cards affected by EFFECT_SELF_DESTROY are destroyed, by
EFFECT_SELF_TOGRAVE (with GLOBALFLAG_SELF_TOGRAVE) sent to the GY, each with that effect as its
reason), the equip check (step 10: an equip whose monster no longer satisfies its
EFFECT_EQUIP_LIMIT is destroyed by rule), EFFECT_SET_POSITION (step 11), the attack-cancel check (step 14,
attack_rules.cancel_check), then EVENT_ADJUST for the continuous
effects that watch it (step 15; Duel.Readjust runs the pass again). Equips
that lost their monster are destroyed by the operation that moved it, as in the core.
"""
from harness.constants import (
    LOCATION_MZONE, LOCATION_SZONE, REASON_RULE, REASON_EFFECT, PLAYER_NONE, EFFECT_SELF_DESTROY, EFFECT_SELF_TOGRAVE,
    GLOBALFLAG_SELF_TOGRAVE, LOCATION_GRAVE, TYPE_LINK, EFFECT_CANNOT_CHANGE_POS_E, EFFECT_SET_POSITION, EVENT_ADJUST,
    EFFECT_INDESTRUCTABLE, EFFECT_INDESTRUCTABLE_EFFECT, EFFECT_SET_CONTROL, EFFECT_UNIQUE_CHECK,
)
from ..state.decisions import CardSelection
from ..state.errors import ScriptError
from ..state.events import Event
from ..values import stats
from ..rules import attack_rules
from ..actions import card_rules, operations
from .continuous import dispatch_continuous
from .win import win_check

_MAX_ROUNDS = 32   # adjust repeats while it changes something; a loop longer than this is a bug


def adjust(duel, win=True):
    """win=False: the pass without the win check (Duel.AdjustInstantly, the core's adjust_instant)."""
    duel.readjust_counts = {}
    for _ in range(_MAX_ROUNDS):
        stats.refresh_all_immunity(duel)       # adjust_disable_check_list
        _settle(duel, win)
        attack_rules.cancel_check(duel)
        duel.readjust = False
        _adjust_event(duel)
        if not duel.readjust:                  # Duel.Readjust: the pass runs again
            return
    raise ScriptError(f"the adjust pass did not settle after {_MAX_ROUNDS} rounds of Duel.Readjust")


def readjust(duel, card, reason_player):
    """Duel.Readjust: the adjust pass runs again; a card asking more than 3 times in one pass is
    sent to the GY by rule (the core's guard against loops)."""
    count = duel.readjust_counts.get(card, 0) + 1
    duel.readjust_counts[card] = count
    if count > 3:
        operations.send_to(duel, [card], None, REASON_RULE, reason_player, LOCATION_GRAVE)
    else:
        duel.readjust = True


def _settle(duel, win):
    acting = []
    for _ in range(_MAX_ROUNDS):
        if win:             # each round is the core's pass again from step 1 (core.re_adjust)
            win_check(duel)
        acting.clear()
        # the core's order (processor.cpp adjust_step): control (4), self-destroy (9), equip (10),
        # position (11). Self-destroy first: a monster destroyed by its own effect takes its equips
        # with it (lost target), before the equip check could destroy them by rule.
        if not (_control_check(duel) or _self_destroy_check(duel, acting) or _equip_check(duel)
                or _position_check(duel, acting)):
            return
    raise _loop_error(duel, acting)


def _loop_error(duel, effects):
    """A script error naming the effects that acted in the last round: continuous effects that
    undo each other (a position that alternates, a self-destroy that is never carried out...)."""
    named = list(dict.fromkeys(effects))
    names = "; ".join(e.describe() for e in named) or "control and equip checks"
    where = None
    for effect in named:
        for function in (effect.value, effect.condition, effect.target):
            if callable(function):
                where = duel.host.defined_at(function)
                if where:
                    break
        if where:
            break
    return ScriptError(f"the adjust pass did not settle after {_MAX_ROUNDS} rounds: each round the same effects act "
                       f"again ({names}): continuous effects that undo each other?", where=where)


def _control_check(duel):
    moves = {0: [], 1: []}
    # with no EFFECT_SET_CONTROL in the duel every monster's controller is its owner
    controlled = bool(duel.registered_with_code(EFFECT_SET_CONTROL))
    for player in (0, 1):
        for card in duel.zone_list(player, LOCATION_MZONE):
            if card is not None:
                wanted = operations.desired_controller(card) if controlled else card.owner
                if wanted != card.controller and wanted in (0, 1):
                    moves[wanted].append(card)
    # As the core: the turn player takes back first.
    for player in (duel.turn_player, 1 - duel.turn_player):
        if moves[player]:
            operations.get_control(duel, moves[player], None, PLAYER_NONE, player)
    return bool(moves[0] or moves[1])


def _equip_check(duel):
    illegal = []
    for player in (duel.turn_player, 1 - duel.turn_player):
        for card in duel.zone_list(player, LOCATION_SZONE)[:5]:
            if card is not None and card.equip_target is not None \
                    and not stats.equip_limit_allows(card, card.equip_target):
                illegal.append(card)
    if illegal:
        operations.destroy(duel, illegal, None, REASON_RULE, PLAYER_NONE)
    return bool(illegal)


def adjust_instant(duel):
    """field::adjust_instant (an activated card's effects were just enabled, say): the self-destroy
    set. Negation is computed whenever it is read; the disable check list's part is the immunity
    lists (stats.refresh_all_immunity)."""
    stats.refresh_all_immunity(duel)
    _self_destroy_check(duel)


KEEP_ON_FIELD_HINT = "534"      # the client's "select the card to keep on the field"


def _unique_check(duel):
    """field::adjust_self_destroy_set, its first part: for the turn player, then the other, each
    card whose uniqueness counts (face-up, enabled, not negated) and covers that player's field
    while it names two or more face-up cards there keeps one of them, the others destroyed by rule
    (field::self_destroy), in the order the holders came to the field."""
    holders = [c for c in duel.field_cards() if c.unique is not None]
    if not holders:
        return False        # the common case: no uniqueness on the field
    changed = False
    for player in (duel.turn_player, 1 - duel.turn_player):
        crowded = [h for h in holders if card_rules.unique_holder_live(h) and card_rules.unique_covers(h, player)
                   and len(card_rules.unique_targets(duel, h, player)) > 1]
        for holder in sorted(crowded, key=lambda c: c.field_id):
            changed |= _keep_one(duel, holder, player)
    return changed


def _keep_one(duel, holder, player):
    """field::self_destroy: the cards the holder's uniqueness names on player's field, looked at
    again; the player keeps one of their own (else the other player one of theirs), and the
    others are destroyed by rule, with the holder's uniqueness as their reason."""
    if not (holder.is_onfield() and card_rules.unique_covers(holder, player)):
        return False
    named = card_rules.unique_targets(duel, holder, player)
    if len(named) <= 1:
        return False
    chooser = player if any(c.controller == player for c in named) else 1 - player
    choices = [c for c in named if c.controller == chooser]
    if len(choices) == 1:
        kept = choices[0]
    else:
        kept = duel.chooser.select_cards(CardSelection(chooser, "choose", choices, 1, 1, KEEP_ON_FIELD_HINT))[0]
    uniqueness = next((e for e in holder.effects if e.code == EFFECT_UNIQUE_CHECK), None)
    operations.destroy(duel, [c for c in named if c is not kept], uniqueness, REASON_RULE, holder.controller,
                       self_destroy=True)
    return True


def _self_destroy_check(duel, acting=None):
    if _unique_check(duel):
        return True
    if not (duel.registered_with_code(EFFECT_SELF_DESTROY) or duel.registered_with_code(EFFECT_SELF_TOGRAVE)):
        return False        # no effect could apply (the common case: the pass runs after every action)
    faceup = [c for c in duel.field_cards() if c.is_faceup()]
    changed = False
    for code, wanted in ((EFFECT_SELF_DESTROY, True), (EFFECT_SELF_TOGRAVE, duel.global_flags & GLOBALFLAG_SELF_TOGRAVE)):
        if not wanted:
            continue
        for card in faceup:
            if not card.is_onfield() or not card.is_faceup():
                continue
            effects = stats.applying(card, code)
            if not effects:
                continue
            effect = effects[0]
            if acting is not None:
                acting.append(effect)
            player = effect.handler.controller if effect.handler is not None else effect.owner_player
            if code == EFFECT_SELF_DESTROY:
                operations.destroy(duel, [card], effect, REASON_EFFECT, player, self_destroy=True)
            else:
                operations.send_to(duel, [card], effect, REASON_EFFECT, player, LOCATION_GRAVE)
            if acting is not None and card.is_onfield():      # what kept it there
                acting += stats.applying(card, EFFECT_INDESTRUCTABLE) + stats.applying(card, EFFECT_INDESTRUCTABLE_EFFECT)
            changed = True
    return changed


def _position_check(duel, acting):
    """Adjust step 11: a monster under EFFECT_SET_POSITION takes the position of the last one
    (not Link monsters, not under EFFECT_CANNOT_CHANGE_POS_E), all of them in one change."""
    if not duel.registered_with_code(EFFECT_SET_POSITION):
        return False        # no effect could apply
    changes = []
    for player in (duel.turn_player, 1 - duel.turn_player):
        for card in duel.zone_list(player, LOCATION_MZONE):
            if card is None or card.data.type & TYPE_LINK or stats.applying(card, EFFECT_CANNOT_CHANGE_POS_E):
                continue
            setters = stats.applying(card, EFFECT_SET_POSITION)
            if setters:
                position = stats.effect_value(setters[-1], card) & 0xff
                if position and position != card.current.position:
                    changes.append((card, position))
                    acting.append(setters[-1])
    if changes:     # one change of them all (PROCESSOR_CHANGEPOS with the group): one EVENT_CHANGE_POS
        operations.change_position(duel, [card for card, _ in changes], dict(changes), None, PLAYER_NONE)
    return bool(changes)


def _adjust_event(duel):
    """Adjust step 15: EVENT_ADJUST for the continuous effects that watch it. It is a continuous
    event only (no trigger listens to it) and the core's log of events leaves it out: it is
    dispatched to its watchers directly, neither logged nor kept as pending."""
    watchers = duel.effects_with_code(EVENT_ADJUST)
    if watchers:
        dispatch_continuous(duel, Event(EVENT_ADJUST, batch=duel.event_batch), watchers)
