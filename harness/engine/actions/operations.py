"""Operations that change the field: move, send, destroy, change position, equip.

Each mirrors the core's operation of the same name (operations.cpp) for the rules the harness
implements: reasons, previous state, resets, unequipping, the events raised, and equips lost
with their monster (destroyed with REASON_LOST_TARGET + REASON_RULE).
"""
from harness.constants import (
    LOCATION_DECK, LOCATION_HAND, LOCATION_MZONE, LOCATION_SZONE, LOCATION_GRAVE, LOCATION_REMOVED,
    LOCATION_EXTRA, LOCATION_FZONE, LOCATION_PZONE, LOCATION_OVERLAY, POS_FACEUP, POS_FACEDOWN,
    POS_FACEUP_ATTACK, POS_FACEDOWN_DEFENSE, REASON_DESTROY, REASON_RULE, REASON_LOST_TARGET, REASON_EFFECT,
    REASON_COST, REASON_RELEASE, REASON_DISCARD, REASON_BATTLE, PLAYER_NONE, TYPE_EQUIP, TYPE_TRAP,
    TYPE_SPELL, TYPE_FIELD, TYPE_TOKEN, TYPE_PENDULUM, POS_FACEUP_DEFENSE, TYPE_FUSION, TYPE_SYNCHRO,
    TYPE_XYZ, TYPE_LINK, RESET_EVENT, RESET_LEAVE, RESET_TOFIELD, RESET_TOGRAVE, RESET_TOHAND, RESET_TODECK,
    RESET_REMOVE, RESET_TURN_SET, RESET_MSCHANGE, RESET_TEMP_REMOVE, RESET_OVERLAY, EFFECT_TYPE_SINGLE,
    EFFECT_ADD_TYPE, EFFECT_CHANGE_TYPE, EFFECT_FLAG_SINGLE_RANGE, EFFECT_FLAG_CANNOT_DISABLE, SEQ_DECKTOP, SEQ_DECKBOTTOM, SEQ_DECKSHUFFLE,
    EVENT_LEVEL_UP, EFFECT_UPDATE_LEVEL, EVENT_LEAVE_FIELD, EVENT_LEAVE_FIELD_P, EVENT_TO_HAND, EVENT_TO_DECK, EVENT_TO_GRAVE, EVENT_REMOVE,
    EVENT_DISCARD, EVENT_DRAW, EVENT_RELEASE, EVENT_DESTROY, EVENT_DESTROYED, EVENT_LEAVE_GRAVE, EVENT_LEAVE_DECK,
    REASON_RETURN, REASON_TEMPORARY, REASON_LOST_OVERLAY, EVENT_MOVE, EVENT_EQUIP, EVENT_CHANGE_POS, EVENT_FLIP, EVENT_DAMAGE,
    EVENT_BATTLE_DAMAGE, EVENT_RECOVER, EFFECT_REVERSE_DAMAGE, EFFECT_REFLECT_DAMAGE, EFFECT_CHANGE_DAMAGE,
    EFFECT_REPLACE_DAMAGE, REASON_RDAMAGE, REASON_RRECOVER, EFFECT_REVERSE_RECOVER, EFFECT_DEFENSE_ATTACK,
    STATUS_ATTACK_CANCELED, POS_DEFENSE, STATUS_CANNOT_CHANGE_FORM, EVENT_CONTROL_CHANGED, EVENT_SSET,
    EFFECT_SET_CONTROL, EFFECT_CANNOT_CHANGE_CONTROL, RESET_CONTROL, RESET_PHASE, RESET_SELF_TURN, RESET_OPPO_TURN,
    EFFECT_DESTROY_SUBSTITUTE, EFFECT_INDESTRUCTABLE, REASON_XYZ, REASON_MATERIAL,
    EFFECT_INDESTRUCTABLE_EFFECT, EFFECT_INDESTRUCTABLE_COUNT, EFFECT_FLAG_COUNT_LIMIT, REASON_REPLACE, EFFECT_LEAVE_FIELD_REDIRECT, REASON_REDIRECT,
    EFFECT_DESTROY_REPLACE, EFFECT_RELEASE_REPLACE, EFFECT_SEND_REPLACE, STATUS_SUMMONING, STATUS_SPSUMMON_STEP,
    STATUS_ACTIVATE_DISABLED, STATUS_SUMMON_DISABLED, EFFECT_CANNOT_CHANGE_POS_E, SUMMON_TYPE_FLIP,
    STATUS_DESTROY_CONFIRMED,
    SUMMON_TYPE_PENDULUM, EFFECT_CANNOT_SSET, EFFECT_MONSTER_SSET, EFFECT_SSET_COST, LOCATION_REASON_TOFIELD,
    TYPE_MONSTER, EVENT_DETACH_MATERIAL, GLOBALFLAG_DETACH_EVENT,
)
from ..state import timing
from ..state.card import SUMMON_TURN_STATUS
from ..state.count_limits import use_count_limit
from ..state.duel import EXTRA_MONSTER_ZONES, FIELD_ZONE_SEQ, PENDULUM_SPELL_ZONES, PENDULUM_ZONE_SEQS, base_location
from ..state.errors import IllegalAction, ScriptError
from ..state.events import Event
from ..state.host import truthy
from ..values import negation, stats
from ..values.queries import current_rank
from ..values.zones import useable_count
from ..rules.attack_rules import reset_counters
from ..rules import movement
from ..rules.capabilities import capable_send_to_deck, capable_send_to_extra, capable_turn_set
from ..rules.permissions import player_can
from ..rules.redirects import destination_redirect
from . import replacement

_RESET_FOR_DESTINATION = {
    LOCATION_GRAVE: RESET_TOGRAVE, LOCATION_HAND: RESET_TOHAND, LOCATION_DECK: RESET_TODECK,
    LOCATION_EXTRA: RESET_TODECK, LOCATION_REMOVED: RESET_REMOVE,
}
_RESET_ATTACKS = (RESET_TODECK | RESET_TOHAND | RESET_TOGRAVE | RESET_REMOVE | RESET_TEMP_REMOVE | RESET_OVERLAY
                  | RESET_MSCHANGE | RESET_LEAVE | RESET_TOFIELD)     # card::reset: the attack counters
_EXTRA_DECK_TYPES = TYPE_FUSION | TYPE_SYNCHRO | TYPE_XYZ | TYPE_LINK
_EVENT_FOR_DESTINATION = {
    LOCATION_HAND: EVENT_TO_HAND, LOCATION_DECK: EVENT_TO_DECK, LOCATION_EXTRA: EVENT_TO_DECK,
    LOCATION_GRAVE: EVENT_TO_GRAVE, LOCATION_REMOVED: EVENT_REMOVE,
}


# -- the low-level move ------------------------------------------------------------------------------
# the other slot of the same zone: Pendulum Zone slot 6 or 7 <-> Spell & Trap Zone 0 or 4
_PENDULUM_TWINS = {**dict(zip(PENDULUM_ZONE_SEQS, PENDULUM_SPELL_ZONES)), **dict(zip(PENDULUM_SPELL_ZONES, PENDULUM_ZONE_SEQS))}


def _zone_name(sequence):
    if sequence in PENDULUM_ZONE_SEQS:
        return f"Pendulum Zone {PENDULUM_ZONE_SEQS.index(sequence)}"
    return f"Spell & Trap Zone {sequence}"


def place(card, player, location, sequence=None, position=POS_FACEUP):
    """Put a card into a zone (no events, no rules): used by moves and by board setup."""
    duel = card.duel
    _detach(card)
    zone = duel.zone_list(player, location)
    if location & LOCATION_FZONE:
        location, sequence = LOCATION_SZONE, FIELD_ZONE_SEQ
    elif location & LOCATION_PZONE:            # the two Pendulum Zones: Spell & Trap Zone slots 6 and 7
        free = duel.free_sequences(player, LOCATION_PZONE)
        if sequence is None and not free:
            raise IllegalAction(f"no free Pendulum Zone for {card.describe()}")
        location, sequence = LOCATION_SZONE, free[0] if sequence is None else PENDULUM_ZONE_SEQS[min(sequence, 1)]
    if location in (LOCATION_MZONE, LOCATION_SZONE):
        if sequence is None:
            free = duel.free_sequences(player, location)
            if not free:
                raise IllegalAction(f"no free zone for {card.describe()}")
            sequence = free[0]
        if zone[sequence] is not None:
            raise IllegalAction(f"zone {sequence} is occupied by {zone[sequence].describe()}")
        twin = _PENDULUM_TWINS.get(sequence) if location == LOCATION_SZONE else None
        if twin is not None and zone[twin] is not None:
            raise IllegalAction(f"{_zone_name(sequence)} is occupied by {zone[twin].describe()} in "
                                f"{_zone_name(twin)}: a Pendulum Zone is Spell & Trap Zone 0 or 4")
        if location == LOCATION_MZONE and sequence in EXTRA_MONSTER_ZONES:
            # the two Extra Monster Zones are shared: one player's zone 5 is the other's zone 6
            shared = duel.zone_list(1 - player, LOCATION_MZONE)[11 - sequence]
            if shared is not None:
                raise IllegalAction(f"Extra Monster Zone {sequence} is occupied by {shared.describe()}, player "
                                    f"{1 - player}'s zone {11 - sequence}: the Extra Monster Zones are shared")
        zone[sequence] = card
    else:
        if sequence is None or sequence >= len(zone):
            zone.append(card)              # the others keep their sequence: no renumbering (linear setup)
            sequence = len(zone) - 1
        else:
            zone.insert(sequence, card)
            _renumber(zone)
            sequence = zone.index(card)
    card.current.controller = player
    card.current.location = location
    card.current.sequence = sequence
    card.current.position = position
    card.field_id = duel.new_field_id()
    card.turn_id = duel.turn


def _detach(card):
    """Take the card out of wherever it is now."""
    loc = card.current.location
    if loc == 0:
        return
    if loc == LOCATION_OVERLAY:
        holder = card.overlay_target
        holder.overlays.remove(card)
        for i, material in enumerate(holder.overlays):
            material.current.sequence = i
        card.overlay_target = None
    else:
        zone = card.duel.zone_list(card.current.controller, loc)
        if loc in (LOCATION_MZONE, LOCATION_SZONE):
            zone[card.current.sequence] = None
        else:
            zone.remove(card)
            _renumber(zone)
    card.current.location = 0


def _renumber(zone):
    for i, c in enumerate(zone):
        c.current.sequence = i


def attach_overlay(card, holder):
    _detach(card)
    holder.overlays.append(card)
    card.overlay_target = holder
    card.current.controller = PLAYER_NONE
    card.current.location = LOCATION_OVERLAY
    card.current.sequence = len(holder.overlays) - 1
    card.current.position = POS_FACEUP


def _remember_previous(card):
    """What GetPrevious*/IsPrevious* read. As field::send_to step 2, a face-up card on the field
    records its current code, type, Level, Rank, Attribute, Race and ATK/DEF, a face-down one
    its printed data."""
    place_now = card.current.copy()
    if card.is_onfield() and card.is_facedown():
        data = card.data
        place_now.code, place_now.type = card.code, data.type
        place_now.level = place_now.rank = data.level
        place_now.attribute, place_now.race = data.attribute, data.race
        place_now.attack, place_now.defense = data.atk, data.defense
    else:
        place_now.code = stats.current_codes(card)[0] if card.is_onfield() else card.code
        place_now.type = stats.current_type(card)
        place_now.level, place_now.rank = stats.current_level(card), current_rank(card)
        place_now.attribute, place_now.race = stats.current_attribute(card), stats.current_race(card)
        place_now.attack, place_now.defense = stats.attack_and_defense(card)
    card.previous = place_now


_RESET_COUNTERS = (RESET_TODECK | RESET_TOHAND | RESET_TOGRAVE | RESET_REMOVE | RESET_TEMP_REMOVE | RESET_OVERLAY
                   | RESET_MSCHANGE | RESET_TOFIELD | RESET_TURN_SET)


def create_card_relation(card, other, reset_flags):
    """card::create_relation(card, reset): `other` is related to `card` until a reset event
    named in reset_flags (IsRelateToCard)."""
    card.card_relations[other] = reset_flags


def move_sequence(duel, card, sequence, reason_effect, reason_player):
    """Duel.MoveSequence (field::move_card within a location), then EVENT_MOVE: a Deck card to the
    top (SEQ_DECKTOP) or the bottom; a card on the field to that free zone of its row."""
    location, player = card.current.location, card.current.controller
    if location == LOCATION_DECK:
        deck = duel.zone_list(player, LOCATION_DECK)
        deck.remove(card)
        deck.insert(len(deck) if sequence == SEQ_DECKTOP else 0, card)
        _renumber(deck)
    elif location in (LOCATION_MZONE, LOCATION_SZONE):
        zone = duel.zone_list(player, location)
        if not 0 <= sequence < len(zone) or zone[sequence] is not None:
            return
        zone[card.current.sequence], zone[sequence] = None, card
        card.current.sequence = sequence
    else:
        return
    raise_single_event(duel, card, EVENT_MOVE, [], reason_effect, 0, reason_player, player)
    raise_event(duel, EVENT_MOVE, [card], reason_effect, 0, reason_player, player, single_cards=[])


def reset_card(card, reset_bits):
    """card::reset(RESET_EVENT): the card state these events clear (its counters; the previous
    equip target when it comes to the field), then the effects whose reset flags name them."""
    if reset_bits & _RESET_COUNTERS:
        card.counters.clear()
    if reset_bits & RESET_TOFIELD:
        card.previous_equip_target = None
    if reset_bits & _RESET_ATTACKS:
        reset_counters(card)
    if reset_bits & (_RESET_ATTACKS | RESET_TURN_SET):
        card.battled_cards = []
        for effect in card.effects:         # card::reset_effect_count: each count limit is recharged
            if effect.count_limit_max:
                effect.count_limit = effect.count_limit_max
    for other, flags in list(card.card_relations.items()):
        if flags & 0xffff0000 & reset_bits:
            del card.card_relations[other]
    for effect in list(card.effects):
        if effect.reset_flag & RESET_EVENT and effect.reset_flag & reset_bits & 0xffff0000:
            remove_effect(effect)


def remove_effect(effect):
    effect.duel.unregister_effect(effect)


def raise_event(duel, code, cards=(), reason_effect=None, reason=0, reason_player=PLAYER_NONE,
                event_player=PLAYER_NONE, value=0, single_cards=None):
    """field::raise_event: the event for field effects and the log (and, unless `single_cards`
    says otherwise, for the cards' own effects)."""
    event = Event(code, list(cards), reason_effect, reason, reason_player, event_player, value, duel.event_batch,
                  single_cards=single_cards)
    duel.events.record(event)
    return _pending(duel, event)


def raise_single_event(duel, card, code, cards=(), reason_effect=None, reason=0, reason_player=PLAYER_NONE,
                       event_player=PLAYER_NONE, value=0):
    """field::raise_single_event: only `card`'s own effects respond; the event group is `cards`."""
    event = Event(code, list(cards), reason_effect, reason, reason_player, event_player, value, duel.event_batch,
                  single_cards=[card], field=False)
    return _pending(duel, event)


def raise_level_up(duel, card, effect):
    """card::add_effect: an EFFECT_UPDATE_LEVEL of the card's own (single, not a range effect) that
    raises its Level, once registered, raises EVENT_LEVEL_UP for the card alone (ev: the value).
    Not while a card script loads or a check runs (neither may act on the duel here)."""
    if effect.type & EFFECT_TYPE_SINGLE and effect.code == EFFECT_UPDATE_LEVEL \
            and not effect.has_property(EFFECT_FLAG_SINGLE_RANGE) \
            and duel.loading_card is None and duel.checking_callback is None:
        value = stats.effect_value(effect, card)
        if value > 0:
            raise_single_event(duel, card, EVENT_LEVEL_UP, (), effect, 0, 0, 0, value)


def _pending(duel, event):
    duel.guard(lambda: f"raised {event.name}")
    duel.pending_events.append(event)
    if duel.tracers:
        duel.trace("event", event.describe())
    if event.field:
        timing.on_event(duel, event)
    duel.processor.event_raised(duel, event)      # triggers noted, continuous effects run (hooks.py)
    if event.code == EVENT_FLIP and duel.attack is not None:
        _defer_flip(duel, event)
    return event


def _defer_flip(duel, event):
    """core.flip_delayed: a flip effect triggered during the Damage Step before damage
    calculation waits until after it (its event is kept aside for battle.py)."""
    attack = duel.attack
    if attack is not None and attack.flip_delayed and not event.field and event in duel.pending_events:
        duel.pending_events.remove(event)
        attack.delayed_flips.append(event)


# -- send_to / destroy -------------------------------------------------------------------------------
def send_to(duel, cards, reason_effect, reason, reason_player, destination, sequence=0,
            position=POS_FACEUP, to_player=None, keep_reason_player=False, routine="send_to", release=False,
            send_activating=False):
    """field::send_to: move cards to hand, deck, extra, GY or banishment, with all its events.

    In the core's order: EVENT_LEAVE_FIELD_P; the moves; EVENT_LEAVE_FIELD / LEAVE_GRAVE /
    LEAVE_DECK while the equip relations and card targets still hold (a leave-field handler
    reads its target); then unequipping, the destination events (none for a banished card
    returned to the GY: REASON_RETURN), EVENT_MOVE, the lost equips' destruction, and the Xyz
    Materials of a monster that left go to the GY (REASON_LOST_OVERLAY).
    `keep_reason_player`: each card keeps the reason player it has (battle destruction: the
    player whose monster won, while the events name no player).
    `routine`: the core routine whose events the move raises: "send_to"; "draw" (field::draw:
    EVENT_DRAW, TO_HAND and MOVE, for the drawing player with the count, and no LEAVE_DECK); or
    "discard_deck" (field::discard_deck: the destination events and MOVE only).
    `release`: field::release's steps come first (Duel.Release, Tributes); a REASON_RELEASE bit
    alone does not make a send a release (Duel.SendtoHand(g, nil, 2) is a send_to in the core).
    `send_activating` (Duel.SendtoDeck's 5th argument): a card still activating may go to the Deck.
    """
    duel.guard("moved cards")
    cards = [c for c in cards if c.current.location != 0]
    saved = _save_reasons(cards)
    _set_reasons(cards, reason, reason_effect, None if keep_reason_player else reason_player, destination)
    restore = _restorer(saved)
    if release:
        cards = _release_replacements(duel, cards, reason, restore)       # field::release steps 0-3
    else:
        if not reason & REASON_RULE:                                      # field::send_to step 0
            kept = [c for c in cards if not c.status_flags & (STATUS_SUMMONING | STATUS_SPSUMMON_STEP)
                    and not (c.reason & REASON_EFFECT and not negation.is_affected_by(c, c.reason_effect))
                    and _can_go(duel, c, destination, position, reason, send_activating)]
            for card in cards:
                if card not in kept:
                    restore(card)
            cards = kept
            replacement.replace_by_field_effects(duel, EFFECT_SEND_REPLACE, cards, restore)
    return _send_replaced_and_move(duel, cards, reason_effect, reason, reason_player, destination, sequence,
                                   position, to_player, restore, routine)


def _can_go(duel, card, destination, position, reason, send_activating):
    """field::send_to step 0 (operations.cpp 3931-3946 at db4fd16): a card the reason player may
    not send where it goes (EFFECT_CANNOT_TO_HAND, _TO_DECK, _REMOVE, _TO_GRAVE on it or the
    player, a target function choosing it) stays where it is. field::release skips this step
    (its step 3 queues send_to at step 1), so a Tribute is not checked here."""
    player = duel.reason_player
    if destination == LOCATION_HAND:
        return movement.capable_send_to_hand(duel, card, player)
    if destination == LOCATION_DECK:
        return capable_send_to_deck(duel, card, player, send_activating)
    if destination == LOCATION_REMOVED:
        return movement.removable(duel, card, player, position, reason)
    if destination == LOCATION_GRAVE:
        return movement.capable_send_to_grave(duel, card, player)
    if destination == LOCATION_EXTRA:
        return capable_send_to_extra(duel, card, player)
    return True


def _save_reasons(cards):
    return {c: (c.reason, c.reason_player, c.reason_effect) for c in cards}


def _restorer(saved):
    """A card an operation no longer moves gets its previous reason back (current = temp)."""
    def restore(card):
        if card in saved:
            card.reason, card.reason_player, card.reason_effect = saved[card]
    return restore


def _set_reasons(cards, reason, reason_effect, reason_player, destination):
    for card in cards:
        card.destination = destination          # sendto_param.set: a redirect changes it (_move_cards)
        card.reason = reason | (REASON_RETURN if destination == LOCATION_GRAVE
                                and card.current.location == LOCATION_REMOVED else 0)
        if reason_player is not None:
            card.reason_player = reason_player
        card.reason_effect = reason_effect
        # the core never clears the reason card here: a material keeps the monster SetMaterial gave it


def _release_replacements(duel, cards, reason, restore):
    """field::release: cards being summoned and, for an effect's Tribute, cards the effect cannot
    affect stay; EFFECT_RELEASE_REPLACE (field, then each card's own) unless by rule; then the
    EFFECT_SEND_REPLACE field effects (step 3)."""
    kept = [c for c in cards if not c.status_flags & (STATUS_SUMMONING | STATUS_SPSUMMON_STEP)
            and not (reason & REASON_EFFECT and not negation.is_affected_by(c, c.reason_effect))]
    for card in cards:
        if card not in kept:
            restore(card)
    if not reason & REASON_RULE:
        replacement.replace_by_field_effects(duel, EFFECT_RELEASE_REPLACE, kept, restore)
    for card in list(kept):
        if card in kept and card.current.location & (LOCATION_GRAVE | LOCATION_REMOVED):
            kept.remove(card)
            restore(card)
        elif card in kept and not card.reason & REASON_RULE:
            replacement.replace_by_single_effects(duel, EFFECT_RELEASE_REPLACE, kept, card, restore)
    replacement.replace_by_field_effects(duel, EFFECT_SEND_REPLACE, kept, restore)
    return kept


def _send_replaced_and_move(duel, cards, reason_effect, reason, reason_player, destination, sequence, position,
                            to_player, restore, routine="send_to"):
    """field::send_to step 1 (field::send_replace: a card already where it is sent, in that
    player's hand, Deck, GY or banishment, is not sent and does not count; each card's own
    EFFECT_SEND_REPLACE, unless by rule), then the move."""
    for card in list(cards):
        if card in cards and _already_there(card, destination, _send_player(card, destination, to_player,
                                                                             reason_player)):
            cards.remove(card)
            restore(card)
        elif card in cards and not card.reason & REASON_RULE:
            replacement.replace_by_single_effects(duel, EFFECT_SEND_REPLACE, cards, card, restore)
    cards = [c for c in cards if c.current.location != 0]
    for card in cards:
        _remember_previous(card)
    return _move_cards(duel, cards, reason_effect, reason, reason_player, destination, sequence, position, to_player,
                       routine)


def _send_player(card, destination, to_player, reason_player):
    """field::send_to (operations.cpp 264-269 at db4fd16): the player a card is sent to
    (sendto_param.playerid). The one the call names; with none named, a Deck card its controller
    adds to the hand goes to that player's hand (an opponent's card in one's Deck too); the GY and
    banishment, and any other unnamed send, are the owner's."""
    if to_player is None and destination & LOCATION_HAND and card.current.location & LOCATION_DECK \
            and card.current.controller == reason_player:
        to_player = reason_player
    return card.owner if to_player is None or destination & (LOCATION_GRAVE | LOCATION_REMOVED) else to_player


def _already_there(card, destination, player):
    """field::send_replace (operations.cpp, 3905 at db4fd16): the card is in the place and under
    the player it is sent to (_send_player). A card in one hand sent to the other player's is not."""
    return card.current.location == destination and card.current.controller == player


_NEGATED = STATUS_SUMMON_DISABLED | STATUS_ACTIVATE_DISABLED


def _move_cards(duel, cards, reason_effect, reason, reason_player, destination, sequence, position, to_player,
                routine="send_to"):
    """field::send_to steps 2-10: the moves and their events (field::draw's and discard_deck's
    for those routines: see send_to)."""
    # a card whose summon or activation was negated never counted as on the field: it raises no
    # leave-field events and is not redirected (send_to steps 2 and 4, 3972 and 4166 at db4fd16)
    leaving_p = [c for c in cards if c.is_onfield() and not c.status_flags & _NEGATED]
    _raise_batch(duel, [(EVENT_LEAVE_FIELD_P, leaving_p)], reason_effect, reason, reason_player)
    moved, left = [], {EVENT_LEAVE_FIELD: [], EVENT_LEAVE_GRAVE: [], EVENT_LEAVE_DECK: []}
    by_event, overlays, detached_from = {}, [], {}      # detached_from: the Xyz Monsters that lost materials
    overlay_counts = {}
    destinations = _destinations(cards, destination, routine)
    for card in cards:
        if card.current.location == 0:      # moved away by what responded to EVENT_LEAVE_FIELD_P
            continue
        origin = card.current.location
        was_onfield = card.is_onfield()
        negated = card.status_flags & _NEGATED
        if negated:
            card.status_flags &= ~_NEGATED
            card.previous.location = 0
        if was_onfield and card.data.type & TYPE_TOKEN:      # a Token leaving the field ceases to exist
            card.reason &= ~REASON_TEMPORARY     # send_to step 5: so no Duel.ReturnToField brings it back
            _leave_zone_state(card, RESET_LEAVE)
            _detach(card)
            card.current.controller = PLAYER_NONE      # field::remove_card
            card.field_id = duel.new_field_id()
            moved.append(card)
            if not negated:
                left[EVENT_LEAVE_FIELD].append(card)
            _reason_events(by_event, card)
            continue
        dest = destinations[card]
        # a leave-field redirect to the bottom of the Deck or shuffled into it (the value's high half)
        card_sequence, dest = (dest >> 16 or sequence), dest & 0xffff
        card.destination = dest
        overlay_counts[card] = len(card.overlays)     # set in step 10, after the leave-field events
        if dest & (LOCATION_DECK | LOCATION_HAND) and card.data.type & _EXTRA_DECK_TYPES:
            dest = LOCATION_EXTRA       # field::move_card: an Extra Deck monster sent to the hand or Deck goes back there
        # core: the GY and banishment are always the owner's
        owner = _send_player(card, dest, to_player, reason_player)
        target_seq, pos = _destination_slot(duel, owner, dest, card_sequence, position, card)
        if was_onfield and dest == LOCATION_GRAVE and card.data.type & TYPE_PENDULUM:
            dest, pos = LOCATION_EXTRA, POS_FACEUP_DEFENSE       # field::move_card: face-up to the Extra Deck
        if was_onfield:
            overlays += card.overlays
        dest_reset = _RESET_FOR_DESTINATION.get(dest, 0)
        if dest == LOCATION_REMOVED and card.reason & REASON_TEMPORARY:
            dest_reset = RESET_TEMP_REMOVE     # send_to step 5: banished until returned (IMT keeps the
                                               # summon's EFFECT_SET_CONTROL, reset 0xc6c0000)
        _leave_zone_state(card, reset_bits=RESET_LEAVE | dest_reset if was_onfield else dest_reset)
        if origin == LOCATION_OVERLAY:
            detached_from[card.overlay_target] = None
        place(card, owner, dest, target_seq, pos)
        moved.append(card)
        if was_onfield and not negated:
            left[EVENT_LEAVE_FIELD].append(card)
        elif origin == LOCATION_GRAVE:
            left[EVENT_LEAVE_GRAVE].append(card)
        elif origin & (LOCATION_DECK | LOCATION_EXTRA):
            left[EVENT_LEAVE_DECK].append(card)
        if not (dest == LOCATION_GRAVE and card.reason & REASON_RETURN):
            by_event.setdefault(_EVENT_FOR_DESTINATION[dest], []).append(card)
        if routine == "send_to":
            _reason_events(by_event, card)
    if routine == "send_to":
        batch = list(left.items())
        if detached_from and duel.global_flags & GLOBALFLAG_DETACH_EVENT:
            batch.append((EVENT_DETACH_MATERIAL, list(detached_from)))
        _raise_batch(duel, batch, reason_effect, reason, reason_player)      # send_to step 9
        duel.processor.adjust_instant(duel)     # a monster that destroys itself once these left goes now
    # step 10: xyz_materials_previous_count_onfield is set only now, so a condition of a leave-field
    # trigger (checked when step 9 processes its event) reads the count of the last time it left
    for card, count in overlay_counts.items():
        card.previous_overlay_count = count
    lost_equips = []
    for card in moved:                                                                 # step 10
        lost_equips += _end_equip_relations(card)
        card.clear_card_targets()
    if routine == "draw":           # field::draw: the drawing player, and how many
        _raise_batch(duel, [(EVENT_DRAW, moved), (EVENT_TO_HAND, moved), (EVENT_MOVE, moved)], reason_effect,
                     reason, reason_player, to_player, len(moved))
    else:
        _raise_batch(duel, [(code, by_event.get(code, [])) for code in (
            EVENT_TO_HAND, EVENT_TO_DECK, EVENT_TO_GRAVE, EVENT_REMOVE, EVENT_DISCARD, EVENT_RELEASE, EVENT_DESTROYED)]
            + [(EVENT_MOVE, moved)], reason_effect, reason, reason_player)
    if lost_equips:
        destroy(duel, lost_equips, None, REASON_RULE | REASON_LOST_TARGET, PLAYER_NONE)
    if overlays:
        send_to(duel, overlays, None, REASON_RULE | REASON_LOST_OVERLAY, PLAYER_NONE, LOCATION_GRAVE)
    duel.operated = moved
    return len(moved)


def _reason_events(by_event, card):
    """The events a move raises by its reason, wherever the card went (send_to step 10)."""
    if card.reason & REASON_DISCARD:
        by_event.setdefault(EVENT_DISCARD, []).append(card)
    if card.reason & REASON_RELEASE:
        by_event.setdefault(EVENT_RELEASE, []).append(card)
    if card.reason & REASON_DESTROY and not card.reason & REASON_BATTLE:
        by_event.setdefault(EVENT_DESTROYED, []).append(card)


def _raise_batch(duel, batch, reason_effect, reason, reason_player, event_player=PLAYER_NONE, value=0):
    """As the core at each point of an operation: every card's single events (with the card's own
    reason; its own continuous effects run now, so what they do comes first), then the field
    events, one per code for all its cards (the log and field effects see these)."""
    for code, cards in batch:
        for card in cards:
            if code == EVENT_DETACH_MATERIAL:     # send_to step 9: the Xyz Monster's own event only while it
                if card.current.location & LOCATION_MZONE:      # is on the field, with the move's reason
                    raise_single_event(duel, card, code, [], reason_effect, reason, reason_player, event_player, value)
                continue
            raise_single_event(duel, card, code, [], reason_effect, card.reason, reason_player, event_player, value)
    for code, cards in batch:
        if cards:
            raise_event(duel, code, cards, reason_effect, reason, reason_player, event_player, value, single_cards=[])


def _destinations(cards, destination, routine):
    """Where each card goes (field::send_to step 3, operations.cpp 4016-4059 at db4fd16): the
    field effects of every moving card stop first (enable_field_effect(false) for all of them,
    so a redirect on a card leaving with them no longer applies), then a card on the field that
    is not a negated summon or activation takes EFFECT_LEAVE_FIELD_REDIRECT, and then every card
    its destination's redirect (card::destination_redirect: EFFECT_TO_GRAVE_REDIRECT and the
    like), REASON_REDIRECT when it changes where the card goes. field::discard_deck (4419-4422)
    takes the destination's redirect only, without REASON_REDIRECT; field::draw none."""
    if routine == "draw":
        return {card: destination for card in cards}
    live = [c for c in cards if c.current.location != 0]
    for card in live:
        enable_field_effect(card, False)
    found = {}
    for card in cards:
        dest = destination
        if card in live and routine == "send_to" and card.is_onfield() and not card.status_flags & _NEGATED:
            dest = _redirected(card, destination)
        redirect = destination_redirect(card.duel, card, dest & 0xffff) & 0xffff if card in live else 0
        if redirect and card.current.location != redirect:
            if routine == "send_to":
                card.reason |= REASON_REDIRECT
            dest = redirect
        found[card] = dest
    return found


def _redirected(card, destination):
    """EFFECT_LEAVE_FIELD_REDIRECT: a face-up card leaving the field goes there instead. As send_to
    step 4, the reason gets REASON_REDIRECT (and loses REASON_TEMPORARY) even when the card was
    going there anyway (Dark Magician of Chaos banished: it stays banished). The value's high
    half is the Deck sequence (LOCATION_DECKBOT, LOCATION_DECKSHF), which it keeps."""
    for redirect in stats.applying(card, EFFECT_LEAVE_FIELD_REDIRECT):
        location = redirect_location(redirect, stats.effect_value(redirect, card), with_sequence=True)
        if location:
            card.reason = card.reason & ~REASON_TEMPORARY | REASON_REDIRECT    # send_to step 4
            return location
    return destination


def redirect_location(effect, location, with_sequence=False):
    """A redirect's value (EFFECT_LEAVE_FIELD_REDIRECT, EFFECT_BATTLE_DESTROY_REDIRECT) as a
    destination: 0, or one place a card can be sent to (`with_sequence`: also the Deck with a
    sequence in the high half, LOCATION_DECKBOT and LOCATION_DECKSHF, as the core's send_to splits
    it); anything else is the script's error."""
    if with_sequence and location >> 16 in (SEQ_DECKBOTTOM, SEQ_DECKSHUFFLE) and location & 0xffff == LOCATION_DECK:
        return location
    if location and location not in _EVENT_FOR_DESTINATION:
        function = effect.value if callable(effect.value) else None
        where = effect.duel.host.defined_at(function) if function is not None else None
        places = ", ".join(f"LOCATION_{name}" for name in ("HAND", "DECK", "EXTRA", "GRAVE", "REMOVED"))
        raise ScriptError(f"the value of {effect.describe()} is {location:#x}, which is no place to send a card to "
                          f"(one of {places})", where=where)
    return location


def _destination_slot(duel, owner, dest, sequence, position, card):
    if dest == LOCATION_DECK:
        deck = duel.zone_list(owner, LOCATION_DECK)
        pos = POS_FACEDOWN_DEFENSE
        # SEQ_DECKTOP on top; SEQ_DECKBOTTOM and SEQ_DECKSHUFFLE at the bottom (field::add_card:
        # a card shuffled into the Deck goes under it, and the pseudo shuffle keeps it there)
        return (len(deck) if sequence == SEQ_DECKTOP else 0), pos
    if dest in (LOCATION_HAND, LOCATION_EXTRA):
        return None, POS_FACEDOWN_DEFENSE
    if dest == LOCATION_REMOVED:
        return None, position if position else POS_FACEUP
    return None, POS_FACEUP


def enable_field_effect(card, enabled):
    """card::enable_field_effect (STATUS_EFFECT_ENABLED). When it turns on, the card's continuous
    effects that apply from where it is get new ids, so they apply after every older effect
    (the newest EFFECT_SET_CONTROL decides who controls a monster, say). Its immunity list is
    taken again (card::refresh_disable_status)."""
    stats.refresh_immunity(card)
    if enabled and not card.effect_enabled and card.current.location:
        for effect in card.effects:
            if (effect.is_single and effect.has_property(EFFECT_FLAG_SINGLE_RANGE) and stats.in_range(effect, card)) \
                    or (effect.is_field and stats.in_range(effect, card)) \
                    or (effect.is_equip and card.current.location == LOCATION_SZONE):
                effect.id = card.duel.new_field_id()
    card.effect_enabled = enabled


def _leave_zone_state(card, reset_bits):
    reset_card(card, reset_bits)
    card.status_flags &= ~(STATUS_CANNOT_CHANGE_FORM | SUMMON_TURN_STATUS)
    card.relations.clear()
    enable_field_effect(card, False)
    card.leave_confirmed = False
    card.set_turn = 0


def shuffle(duel, player, location):
    """field::shuffle. Decks keep their order, as the core's DUEL_PSEUDO_SHUFFLE (the option
    tests and puzzles use): what a draw or a search after a shuffle finds is the listed order,
    the same on every run and on the native engine. The hand is shuffled with the duel's seed."""
    if location != LOCATION_HAND:
        return
    zone = duel.zone_list(player, location)
    duel.random.shuffle(zone)
    _renumber(zone)


def destroy(duel, cards, reason_effect, reason, reason_player, destination=LOCATION_GRAVE, self_destroy=False):
    """field::destroy: cards that cannot be destroyed stay (Xyz Materials, cards in the GY or
    banished; unless by rule or as a cost, cards the effect cannot affect and those
    EFFECT_INDESTRUCTABLE_EFFECT protects; EFFECT_INDESTRUCTABLE; EFFECT_INDESTRUCTABLE_COUNT,
    whose protection is used up: _protection; self_destroy: EFFECT_SELF_DESTROY's destruction,
    the core's PLAYER_SELFDES, which spends only the counted protections); a card with a destroy
    substitute (a Union's equip effect, say) stays and the substitute is destroyed instead;
    EFFECT_DESTROY_REPLACE (the field's, then each card's own) may take cards out; then
    EVENT_DESTROY, EFFECT_SEND_REPLACE, and the cards are sent with REASON_DESTROY added.
    Returns how many were destroyed (Duel.GetOperatedGroup: them, not the replacements).
    STATUS_DESTROY_CONFIRMED marks the cards from the start until they are sent (or kept): a
    card already being destroyed is left out of another destroy, unless a replacement took it
    out of its own (core.destroy_canceled); a replacement's target sees it (not IsStatus(...))."""
    cards = [c for c in cards if c.current.location != 0
             and not (c.status_flags & STATUS_DESTROY_CONFIRMED and c not in duel.destroy_canceled)]
    saved = _save_reasons(cards)
    restore = _restorer(saved)
    for card in cards:                      # field::destroy(card_set): the cards' reasons and destination first
        card.reason, card.reason_effect, card.reason_player = reason, reason_effect, reason_player
        card.destination = destination
        card.status_flags |= STATUS_DESTROY_CONFIRMED
    kept, counted, protecting = [], [], []
    for card in cards:
        protected, by_count = _protection(card, reason_effect, reason, reason_player)
        if protected is None:
            kept.append(card)
            continue
        restore(card)
        if by_count:
            counted.append(card)        # core.indestructable_count_set: still confirmed until step 2
        else:
            card.status_flags &= ~STATUS_DESTROY_CONFIRMED
        if by_count or not self_destroy:     # a self-destruction (PLAYER_SELFDES) spends only counted ones
            protecting += [e for e in protected if e not in protecting]
    cards = kept
    for effect in protecting:           # effect::dec_count of each effect that kept a card
        use_count_limit(duel, effect, PLAYER_NONE)

    def cancel(card):                       # taken out by a substitute or a replacement: destroy_canceled
        restore(card)
        duel.destroy_canceled.add(card)
    substitutes = []
    for card in list(cards):
        for substitute in stats.applying(card, EFFECT_DESTROY_SUBSTITUTE):
            if stats.effect_value(substitute, reason_effect, reason, reason_player):
                cards.remove(card)
                cancel(card)
                instead = substitute_card(substitute)
                if instead not in cards and instead not in substitutes:
                    substitutes.append(instead)
                break
    replacement.replace_by_field_effects(duel, EFFECT_DESTROY_REPLACE, cards, cancel)     # step 0
    for card in list(cards):                                                                  # step 1
        if card not in cards:
            continue
        if card.current.location & (LOCATION_GRAVE | LOCATION_REMOVED):
            cards.remove(card)
            restore(card)
            card.status_flags &= ~STATUS_DESTROY_CONFIRMED
            continue
        replacement.replace_by_single_effects(duel, EFFECT_DESTROY_REPLACE, cards, card, cancel)
    for card in [*duel.destroy_canceled, *counted]:                                           # step 2
        card.status_flags &= ~STATUS_DESTROY_CONFIRMED
    duel.destroy_canceled.clear()
    for card in list(cards):                                                                  # step 3
        if card.current.location & (LOCATION_GRAVE | LOCATION_REMOVED) or card.current.location == 0:
            cards.remove(card)
            restore(card)
    if not cards and not substitutes:
        duel.operated = []
        return 0
    for card in cards:
        card.reason |= REASON_DESTROY
    if cards:
        raise_event(duel, EVENT_DESTROY, cards, reason_effect, reason | REASON_DESTROY, reason_player)
    operated = []
    if cards:
        cards = [c for c in cards if c.current.location != 0]       # step 4
        for card in cards:
            card.status_flags &= ~STATUS_DESTROY_CONFIRMED
        _set_reasons(cards, reason | REASON_DESTROY, reason_effect, reason_player, destination)
        replacement.replace_by_field_effects(duel, EFFECT_SEND_REPLACE, cards, restore)
        _send_replaced_and_move(duel, cards, reason_effect, reason | REASON_DESTROY, reason_player,
                                destination, 0, POS_FACEUP, None, restore)
        operated = [c for c in duel.operated if not c.reason & REASON_REPLACE]
    for substitute in substitutes:      # core: REASON_EFFECT+REASON_DESTROY+REASON_REPLACE, by its controller
        send_to(duel, [substitute], None, REASON_EFFECT | REASON_DESTROY | REASON_REPLACE,
                substitute.controller, LOCATION_GRAVE)
    duel.operated = operated
    return len(operated)


def substitute_card(effect):
    """The card an EFFECT_DESTROY_SUBSTITUTE destroys instead: its handler; for an effect
    registered to a player, its owner (field::add_effect makes the owner the handler)."""
    card = effect.handler if effect.handler is not None else effect.owner
    if card is None:
        where = effect.duel.host.defined_at(effect.value) if callable(effect.value) else None
        raise ScriptError(f"{effect.describe()}: EFFECT_DESTROY_SUBSTITUTE has no card to destroy instead (a global "
                          f"effect registered to a player; create it with Effect.CreateEffect(card))", where=where)
    return card


def _protection(card, reason_effect, reason, reason_player):
    """field::destroy step 0: (the effects that keep the card, whether an
    EFFECT_INDESTRUCTABLE_COUNT did), or (None, False) when it is destroyed. Xyz Materials and
    cards in the GY or banished are never destroyed (card::is_destructable); unless by rule or as
    a cost, a card the reason effect cannot affect (immunity) is not destroyed, nor one
    EFFECT_INDESTRUCTABLE_EFFECT protects; then the first EFFECT_INDESTRUCTABLE that accepts
    (reason effect, reason, reason player); then every EFFECT_INDESTRUCTABLE_COUNT that does: one
    with a count limit left, or one whose value counts more protections this turn than the card
    has had (each such effect counts this one)."""
    if card.overlay_target is not None or card.current.location & (LOCATION_GRAVE | LOCATION_REMOVED):
        return [], False
    if not reason & (REASON_RULE | REASON_COST):
        if not negation.is_affected_by(card, reason_effect):
            return [], False
        if reason_effect is not None:
            for effect in stats.applying(card, EFFECT_INDESTRUCTABLE_EFFECT):
                if stats.effect_value(effect, reason_effect, reason_player, card):
                    return [effect], False
    for effect in stats.applying(card, EFFECT_INDESTRUCTABLE):
        if stats.effect_value(effect, reason_effect, reason, reason_player):
            return [effect], False
    counting = []
    for effect in stats.applying(card, EFFECT_INDESTRUCTABLE_COUNT):
        if effect.has_property(EFFECT_FLAG_COUNT_LIMIT):
            if effect.count_limit and stats.effect_value(effect, reason_effect, reason, reason_player):
                counting.append(effect)
            continue
        allowed = stats.effect_value(effect, reason_effect, reason, reason_player)
        if allowed:
            used = card.indestructible_uses.get(effect.id, 0) + 1
            card.indestructible_uses[effect.id] = used
            if used <= allowed:
                counting.append(effect)
    return (counting, True) if counting else (None, False)


# -- field placement and positions -------------------------------------------------------------------
def move_to_field(duel, card, move_player, target_player, location, position, enable=True, sequence=None,
                  no_zone_to_grave=False):
    """field::move_to_field: put a card into a Monster or Spell & Trap Zone of target_player.
    `no_zone_to_grave` (Duel.MoveToField): with no usable zone the card goes to the GY; the
    engine's own callers check the zones first and keep the card."""
    duel.guard(lambda: f"moved {card.describe()} to the field")
    field_spell = card.data.type & TYPE_FIELD and card.data.type & TYPE_SPELL
    no_zone = location & LOCATION_FZONE and not field_spell     # the zone mask 0x20 leaves none of the five
    if location & LOCATION_FZONE or (location == LOCATION_SZONE and stats.current_type(card) & TYPE_FIELD):
        location = LOCATION_FZONE
    if no_zone or location != LOCATION_FZONE and sequence is None and not duel.free_sequences(target_player, location):
        # move_to_field step 0: no usable zone sends the card to the GY by rule
        if no_zone_to_grave and card.current.location != LOCATION_GRAVE:
            send_to(duel, [card], None, REASON_RULE, PLAYER_NONE, LOCATION_GRAVE)
        return False
    if location == LOCATION_FZONE and field_spell:
        # move_to_field step 0: a Field Spell there already goes to the GY by rule (master rule 3 and later)
        there = duel.zone_list(target_player, LOCATION_SZONE)[FIELD_ZONE_SEQ]
        if there is not None and there is not card:
            send_to(duel, [there], None, REASON_RULE, there.controller, LOCATION_GRAVE)
    from_field = card.is_onfield()
    if card.current.location == LOCATION_REMOVED and card.reason & REASON_TEMPORARY:
        # move_to_field with RETURN_TEMP_REMOVE_TO_FIELD (Duel.ReturnToField, the only way back a
        # temporarily banished card takes): the card is no longer banished temporarily
        card.reason &= ~REASON_TEMPORARY
    if card.equip_target is not None:
        unequip(card)
    _remember_previous(card)
    # As move_to_field step 1: a new location resets TOFIELD, plus LEAVE and MSCHANGE when it
    # comes from the field. Relations survive (the core clears them only off the field).
    if base_location(location) != card.current.location:
        reset_card(card, RESET_TOFIELD | (RESET_LEAVE | RESET_MSCHANGE if from_field else 0))
        card.clear_card_targets()
    place(card, target_player, location, sequence, position)
    card.leave_confirmed = False        # move_to_field step 2: a card that moves stays where it went
    enable_field_effect(card, enable and card.is_faceup())
    if base_location(location) != LOCATION_MZONE:     # a monster that became a Spell/Trap: step 2
        if card.equipped:
            lost = list(card.equipped)
            destroy(duel, lost, None, REASON_LOST_TARGET | REASON_RULE, PLAYER_NONE)
            for equip in lost:
                unequip(equip)
        card.previous_overlay_count = len(card.overlays)
        if card.overlays:
            send_to(duel, list(card.overlays), None, REASON_RULE | REASON_LOST_OVERLAY, PLAYER_NONE, LOCATION_GRAVE)
    return True


def change_position(duel, cards, position, reason_effect, reason_player, flag=0):
    """field::change_position for monsters and spells/traps; face-down loses equips. `position`
    is one position for all, (face-up attack, face-down attack, face-up defense, face-down
    defense): the new position for each current one, as Duel.ChangePosition's au, ad, du, dd, or
    {card: position} (each card's position_param, as adjust step 11 sets them).
    A monster turned face-up raises EVENT_FLIP (its value carries NO_FLIP_EFFECT >> 16 when
    `flag` says so); a monster moved to Defense Position stops attacking."""
    lost_equips, changed, flips, in_mzone = [], [], [], []
    for card in cards:
        if isinstance(position, dict):
            new_position = position.get(card, 0)
        elif isinstance(position, tuple):
            au, ad, du, dd = position
            current = card.current.position
            new_position = au if current == POS_FACEUP_ATTACK else dd if current == POS_FACEDOWN_DEFENSE \
                else du if current == POS_FACEUP_DEFENSE else ad
        else:
            new_position = position
        if not new_position or card.current.position == new_position \
                or not _position_changeable(card, new_position, reason_effect, reason_player):
            continue
        old_position = card.previous.position = card.current.position
        card.current.position = new_position
        changed.append(card)
        if new_position & POS_DEFENSE and not stats.applying(card, EFFECT_DEFENSE_ATTACK):
            card.status_flags |= STATUS_ATTACK_CANCELED
        if new_position & POS_FACEDOWN:
            reset_card(card, RESET_TURN_SET)
            card.clear_card_targets()
            card.set_turn = duel.turn
            if old_position & POS_FACEUP:
                # step 1: a face-up card turned face-down is no longer Flip Summoned, nor summoned
                # from anywhere; a Pendulum Summon keeps only its main type
                card.summon_type &= ~SUMMON_TYPE_FLIP
                card.summon_location = 0
                if card.summon_type & SUMMON_TYPE_PENDULUM == SUMMON_TYPE_PENDULUM:
                    card.summon_type &= 0xf000ffff
            enable_field_effect(card, False)
            lost_equips += _end_equip_relations(card)
        else:
            enable_field_effect(card, True)
            if old_position & POS_FACEDOWN and card.current.location == LOCATION_MZONE:
                raise_single_event(duel, card, EVENT_FLIP, [], reason_effect, 0, reason_player, 0, flag >> 16)
                flips.append(card)
        if card.current.location == LOCATION_MZONE:
            raise_single_event(duel, card, EVENT_CHANGE_POS, [], reason_effect, 0, reason_player, 0, 0)
            in_mzone.append(card)
    if flips:
        raise_event(duel, EVENT_FLIP, flips, reason_effect, 0, reason_player, single_cards=[])
    if in_mzone:
        raise_event(duel, EVENT_CHANGE_POS, in_mzone, reason_effect, 0, reason_player, single_cards=[])
    if lost_equips:
        destroy(duel, lost_equips, None, REASON_RULE | REASON_LOST_TARGET, PLAYER_NONE)
    return len(changed)


def _position_changeable(card, new_position, reason_effect, reason_player):
    """field::change_position step 0: a card that is not on the field, a Link monster, one being
    summoned, one unaffected by the effect (Book of Moon on a monster under Forbidden Lance), a
    face-up non-Token that cannot be turned face-down, and, for an effect, one under
    EFFECT_CANNOT_CHANGE_POS_E keep their position."""
    if not card.current.location & (LOCATION_MZONE | LOCATION_SZONE) or card.data.type & TYPE_LINK \
            or card.status_flags & (STATUS_SUMMONING | STATUS_SPSUMMON_STEP) \
            or not negation.is_affected_by(card, reason_effect):
        return False
    if not card.data.type & TYPE_TOKEN and card.current.position & POS_FACEUP and new_position & POS_FACEDOWN \
            and not capable_turn_set(card, reason_player):
        return False
    return not (reason_effect is not None and stats.applying(card, EFFECT_CANNOT_CHANGE_POS_E))


# -- damage and recovery --------------------------------------------------------------------------------
def damage(duel, player, amount, reason_effect, reason, reason_player, reason_card=None, is_step=False):
    """field::damage: EFFECT_REVERSE_DAMAGE turns it into recovery, EFFECT_REFLECT_DAMAGE sends it
    to the other player, EFFECT_CHANGE_DAMAGE and EFFECT_REPLACE_DAMAGE change the amount; then
    the LP fall and EVENT_DAMAGE (and EVENT_BATTLE_DAMAGE for battle damage) are raised. Returns
    the damage inflicted. is_step (Duel.Damage's 4th argument): the amount is worked out now, the
    LP fall and the events wait for Duel.RDComplete (core.recover_damage_reserve)."""
    duel.guard("inflicted damage")
    if amount <= 0:
        return 0
    if not reason & REASON_RDAMAGE:
        for effect in stats.player_effects(duel, player, EFFECT_REVERSE_DAMAGE):
            if truthy((stats.effect_value(effect, reason_effect, reason, reason_player, reason_card),)):
                recover(duel, player, amount, reason_effect, (reason & REASON_RRECOVER) | REASON_RDAMAGE | REASON_EFFECT,
                        reason_player, is_step)
                return amount
    for effect in stats.player_effects(duel, player, EFFECT_REFLECT_DAMAGE):
        if truthy((stats.effect_value(effect, reason_effect, amount, reason, reason_player, reason_card),)):
            player = 1 - player
            break
    value = amount
    for code in (EFFECT_CHANGE_DAMAGE, EFFECT_REPLACE_DAMAGE):
        for effect in stats.player_effects(duel, player, code):
            value = stats.effect_value(effect, reason_effect, value, reason, reason_player, reason_card)
            if value == 0:
                return 0

    def lose_lp():
        duel.players[player].lp -= value
        raise_event(duel, EVENT_DAMAGE, [reason_card] if reason_card is not None else [], reason_effect, reason,
                    reason_player, player, value)
        if reason == REASON_BATTLE and reason_card is not None:
            raise_single_event(duel, reason_card, EVENT_BATTLE_DAMAGE, [], None, 0, reason_player, player, value)
            raise_event(duel, EVENT_BATTLE_DAMAGE, [reason_card], None, 0, reason_player, player, value, single_cards=[])
    _now_or_reserved(duel, lose_lp, is_step)
    return value


def recover(duel, player, amount, reason_effect, reason, reason_player, is_step=False):
    """field::recover: EFFECT_REVERSE_RECOVER turns it into damage; then the LP rise and
    EVENT_RECOVER is raised (with is_step, at Duel.RDComplete). Returns the LP gained."""
    duel.guard("gained LP")
    if amount <= 0:
        return 0
    if not reason & REASON_RRECOVER:
        for effect in stats.player_effects(duel, player, EFFECT_REVERSE_RECOVER):
            if truthy((stats.effect_value(effect, reason_effect, reason, reason_player),)):
                damage(duel, player, amount, reason_effect, (reason & REASON_RDAMAGE) | REASON_RRECOVER | REASON_EFFECT,
                       reason_player, is_step=is_step)
                return amount

    def gain_lp():
        duel.players[player].lp += amount
        raise_event(duel, EVENT_RECOVER, [], reason_effect, reason, reason_player, player, amount)
    _now_or_reserved(duel, gain_lp, is_step)
    return amount


def _now_or_reserved(duel, change, is_step):
    if is_step:
        duel.reserved_lp_changes.append(change)
    else:
        change()


def complete_lp_changes(duel):
    """Duel.RDComplete: the stepped damage and recoveries happen now, in the order they were asked."""
    reserved, duel.reserved_lp_changes = duel.reserved_lp_changes, []
    for change in reserved:
        change()


def _end_equip_relations(card):
    """The card stops being equipped, and its equips stop being equipped to it; returns those
    equips still in the Spell & Trap Zone: they lost their target."""
    if card.equip_target is not None:
        unequip(card)
    lost = []
    for equip in list(card.equipped):
        unequip(equip)
        if equip.current.location == LOCATION_SZONE:
            lost.append(equip)
    return lost


def unequip(equip):
    """card::unequip: the equip relation ends; the equip remembers its previous target."""
    target = equip.equip_target
    if target is None:
        return
    target.equipped.remove(equip)
    equip.previous_equip_target = target
    equip.equip_target = None
    if target in equip.card_targets:
        equip.card_targets.remove(target)
        target.target_owners.remove(equip)


def equip(duel, equip_player, equip_card, target, faceup=True, is_step=False):
    """field::equip. Returns True when the card ended up equipped to the target.

    A target that is not a face-up monster, or no free Spell & Trap Zone, sends the card to the
    GY by rule (not destroyed), as step 0 of field::equip does.
    """
    if equip_card is target:
        return False
    to_grave = target.current.location != LOCATION_MZONE or target.is_facedown()
    if equip_card.current.location != LOCATION_SZONE and not duel.free_sequences(equip_player, LOCATION_SZONE):
        to_grave = True
    if to_grave:
        if equip_card.current.location != LOCATION_GRAVE:
            send_to(duel, [equip_card], None, REASON_RULE, PLAYER_NONE, LOCATION_GRAVE)
        return False
    original_type = stats.current_type(equip_card)
    if equip_card.equip_target is not None:
        unequip(equip_card)
    if equip_card.current.location == LOCATION_SZONE:
        if faceup and equip_card.is_facedown():
            change_position(duel, [equip_card], POS_FACEUP, None, equip_player)
    else:
        pos = POS_FACEUP if (faceup or equip_card.is_faceup()) else POS_FACEDOWN
        move_to_field(duel, equip_card, equip_player, equip_player, LOCATION_SZONE, pos, enable=False)
    _bind_equip(duel, equip_card, target, original_type)
    if is_step:
        duel.stepped_equips.append(equip_card)
        return True
    _complete_equip(duel, [equip_card])
    return True


def attach_equip(duel, equip_card, target):
    """Board setup: the card is already equipped (a puzzle's pre-equip): no zone move, no event."""
    _bind_equip(duel, equip_card, target, stats.current_type(equip_card))
    enable_field_effect(equip_card, equip_card.is_faceup())


def _bind_equip(duel, equip_card, target, original_type):
    """card::equip and field::equip step 1: the relation, the continuous card target, and the
    Equip type for a card that was not an Equip Card."""
    equip_card.equip_target = target
    target.equipped.append(equip_card)
    if not equip_card.data.type & TYPE_EQUIP:
        _add_equip_type(duel, equip_card, original_type)
    equip_card.add_card_target(target)


def equip_complete(duel):
    """Duel.EquipComplete: finish stepped equips, raising EVENT_EQUIP once for all of them."""
    cards, duel.stepped_equips = duel.stepped_equips, []
    if cards:
        _complete_equip(duel, cards)


def _complete_equip(duel, equips):
    """field::equip step 1 / Duel.EquipComplete: effects enabled, then EVENT_EQUIP as a single
    event on each equipped monster (event group: the equips) and as a field event."""
    for card in equips:
        if card.is_faceup():
            enable_field_effect(card, True)
    targets = []
    for card in equips:
        if card.equip_target is not None and card.equip_target not in targets:
            targets.append(card.equip_target)
    for target in targets:
        raise_single_event(duel, target, EVENT_EQUIP, equips, duel.reason_effect, 0, duel.reason_player)
    raise_event(duel, EVENT_EQUIP, equips, duel.reason_effect, 0, duel.reason_player, single_cards=[])


def _add_equip_type(duel, card, original_type):
    """A monster or trap that becomes equipped gets the Equip type until it leaves (core: equip step 1)."""
    effect = duel.new_effect(card)
    effect.type = EFFECT_TYPE_SINGLE
    if original_type & TYPE_TRAP:
        effect.code, effect.value = EFFECT_ADD_TYPE, TYPE_EQUIP
    else:
        effect.code, effect.value = EFFECT_CHANGE_TYPE, TYPE_EQUIP | TYPE_SPELL
    effect.property = EFFECT_FLAG_CANNOT_DISABLE
    effect.reset_flag = RESET_EVENT | 0x17e0000
    duel.register_effect(effect, card=card)


# -- control -------------------------------------------------------------------------------------------
def get_control(duel, cards, reason_effect, reason_player, player, reset_phase=0, reset_count=0):
    """field::get_control: monsters move to `player`'s Monster Zone; their equips stay where they
    are. Monsters that find no free zone are destroyed by rule. Returns how many changed."""
    # step 0: not a monster already of that player, nor one that cannot change control or that is
    # unaffected by the effect (Change of Heart on a monster under Forbidden Lance)
    movable = [c for c in cards if c.current.location == LOCATION_MZONE and c.controller not in (player, PLAYER_NONE)
               and c.overlay_target is None and not stats.applying(c, EFFECT_CANNOT_CHANGE_CONTROL)
               and negation.is_affected_by(c, reason_effect)]
    free = len(duel.free_sequences(player, LOCATION_MZONE))
    if free <= 0:
        destroy(duel, movable, None, REASON_RULE, PLAYER_NONE)
        return 0
    changed = movable[:free]
    for card in changed:
        move_to_field(duel, card, player, player, LOCATION_MZONE, card.current.position, enable=True)
        _add_control_effect(duel, card, player, reason_effect, reset_phase, reset_count)
        reset_card(card, RESET_CONTROL)
    # step 5: each card's own EVENT_CONTROL_CHANGED and EVENT_MOVE, then each raised once for the
    # whole group (one event with every card, not one per card); step 6: the rest destroyed after
    for card in changed:
        for code in (EVENT_CONTROL_CHANGED, EVENT_MOVE):
            raise_single_event(duel, card, code, [], reason_effect, REASON_EFFECT, reason_player, player)
    if changed:
        for code in (EVENT_CONTROL_CHANGED, EVENT_MOVE):
            raise_event(duel, code, changed, reason_effect, REASON_EFFECT, reason_player, player, single_cards=[])
    if len(movable) > free:
        destroy(duel, movable[free:], None, REASON_RULE, PLAYER_NONE)
    return len(changed)


def swap_control(duel, cards1, cards2, reason_effect, reason_player, reset_phase=0, reset_count=0):
    """field::swap_control: each monster of cards1 trades places and control with the monster of
    cards2 at the same position; all or nothing. A monster goes to the zone the other left (or,
    from an Extra Monster Zone, the lowest free Main Monster Zone: the harness's choice of zone).
    Returns whether the swap happened."""
    duel.operated = []
    if not cards1 or len(cards1) != len(cards2):
        return False
    p1, p2 = cards1[0].controller, cards2[0].controller
    if p1 == p2 or PLAYER_NONE in (p1, p2):
        return False
    for cards, player in ((cards1, p1), (cards2, p2)):
        for card in cards:
            if card.overlay_target is not None or card.controller != player or card.current.location != LOCATION_MZONE \
                    or stats.applying(card, EFFECT_CANNOT_CHANGE_CONTROL) or not negation.is_affected_by(card, reason_effect):
                return False
        leaving_extra_zones = sum(1 for c in cards if c.current.sequence >= 5)
        if len(duel.free_sequences(player, LOCATION_MZONE)) - leaving_extra_zones < 0:
            return False
    for card1, card2 in zip(cards1, cards2):
        def new_zone(card, player):
            own = card.current.sequence
            return min(duel.free_sequences(player, LOCATION_MZONE) + ([own] if own < 5 else []))
        s_for_card2, s_for_card1 = new_zone(card1, p1), new_zone(card2, p2)
        for card in (card1, card2):
            _remember_previous(card)
            _detach(card)
        place(card2, p1, LOCATION_MZONE, s_for_card2, card2.current.position)
        place(card1, p2, LOCATION_MZONE, s_for_card1, card1.current.position)
        for card, player in ((card1, p2), (card2, p1)):
            reset_card(card, RESET_CONTROL)
            _add_control_effect(duel, card, player, reason_effect, reset_phase, reset_count)
            card.status_flags |= STATUS_ATTACK_CANCELED
    swapped = list(cards1) + list(cards2)
    for card in swapped:
        for code in (EVENT_CONTROL_CHANGED, EVENT_MOVE):
            raise_single_event(duel, card, code, [], reason_effect, REASON_EFFECT, reason_player, card.controller)
    for code in (EVENT_CONTROL_CHANGED, EVENT_MOVE):      # step 4: the cards' own events are raised above
        raise_event(duel, code, swapped, reason_effect, REASON_EFFECT, reason_player, 0, single_cards=[])
    duel.operated = swapped
    return True


def _add_control_effect(duel, card, player, reason_effect, reset_phase, reset_count):
    """field::set_control: a SINGLE EFFECT_SET_CONTROL records who controls it now (none when an
    applying effect, e.g. an equip's, already names that player)."""
    if desired_controller(card) == player:
        return
    effect = duel.new_effect(reason_effect.handler if reason_effect is not None and reason_effect.handler else card)
    effect.type = EFFECT_TYPE_SINGLE
    effect.code = EFFECT_SET_CONTROL
    effect.value = player
    effect.property = EFFECT_FLAG_CANNOT_DISABLE
    effect.reset_flag = RESET_EVENT | 0xc6c0000
    if reset_count:
        effect.reset_flag |= RESET_PHASE | reset_phase
        if not effect.reset_flag & (RESET_SELF_TURN | RESET_OPPO_TURN):
            effect.reset_flag |= RESET_SELF_TURN | RESET_OPPO_TURN
        effect.reset_count = reset_count
    duel.register_effect(effect, card=card)


def summoned_to(duel, card, player):
    """After a summon the monster is controlled by the player it was summoned for (set_control)."""
    _add_control_effect(duel, card, player, duel.reason_effect, 0, 0)


def desired_controller(card):
    """card::refresh_control_status: the last EFFECT_SET_CONTROL that applies, else the owner."""
    effects = stats.applying(card, EFFECT_SET_CONTROL)
    return stats.effect_value(effects[-1], card) if effects else card.owner


def set_spell_trap(duel, card, player):
    """Set a Spell/Trap from the hand face-down in the Spell & Trap Zone (field::sset)."""
    if not move_to_field(duel, card, player, player, LOCATION_SZONE, POS_FACEDOWN, enable=False):
        raise IllegalAction(f"no free Spell & Trap Zone to Set {card.describe()}")
    duel.phase_action = True                   # field::sset / sset_g
    card.set_turn = duel.turn
    raise_event(duel, EVENT_SSET, [card], None, 0, player, player)


def sset_cards(duel, set_player, to_player, cards, reason_effect):
    """field::sset_g (Duel.SSet): the cards that may be Set (a monster only under
    EFFECT_MONSTER_SSET, not already in the Spell & Trap Zone, no EFFECT_CANNOT_SSET on the card or
    forbidding the player) and that find a Spell & Trap Zone of to_player (a Field Spell needs
    none) pay their EFFECT_SSET_COST operations, then go face-down there (a monster becomes the
    type its EFFECT_MONSTER_SSET gives); one that finds no zone goes to the GY by rule (unless it
    is there already). EVENT_SSET once for all; returns how many were Set."""
    settable, unable = [], []
    for card in cards:
        if (card.data.type & TYPE_MONSTER and not stats.applying(card, EFFECT_MONSTER_SSET)) \
                or card.current.location == LOCATION_SZONE or not player_can(duel, set_player, EFFECT_CANNOT_SSET, card) \
                or stats.applying(card, EFFECT_CANNOT_SSET):
            continue
        if not card.data.type & TYPE_FIELD \
                and useable_count(duel, to_player, LOCATION_SZONE, set_player, LOCATION_REASON_TOFIELD)[0] <= 0:
            if card.current.location != LOCATION_GRAVE:
                unable.append(card)
            continue
        settable.append(card)
    for card in settable:
        for cost in stats.applying(card, EFFECT_SSET_COST):
            if cost.operation is not None:
                with duel.acting(cost, set_player):
                    duel.host.call(cost.operation, cost, set_player, None, PLAYER_NONE, 0, None, 0, PLAYER_NONE)
    done = []
    for card in settable:
        if not move_to_field(duel, card, set_player, to_player, LOCATION_SZONE, POS_FACEDOWN, enable=False):
            continue
        card.set_turn = duel.turn
        if card.data.type & TYPE_MONSTER:
            become = duel.new_effect(card)
            become.type, become.code = EFFECT_TYPE_SINGLE, EFFECT_CHANGE_TYPE
            become.value = stats.effect_value(stats.applying(card, EFFECT_MONSTER_SSET)[0])
            become.reset_flag = RESET_EVENT | 0x1fe0000
            duel.register_effect(become, card=card)
        done.append(card)
    if unable:
        send_to(duel, unable, None, REASON_RULE, PLAYER_NONE, LOCATION_GRAVE)
    if done:
        duel.phase_action = True
        raise_event(duel, EVENT_SSET, done, reason_effect, 0, set_player, set_player)
    duel.operated = done
    return len(done)


def overlay(duel, holder, materials):
    """card::xyz_overlay: the cards become Xyz Materials of `holder`; equips they held or were
    are lost (destroyed as lost targets, or unequipped)."""
    duel.guard("attached Xyz Materials")
    lost_equips = []
    for card in materials:
        if card is holder or card.overlay_target is holder:
            continue
        card.reason = REASON_XYZ | REASON_MATERIAL
        _remember_previous(card)
        reset_card(card, RESET_LEAVE | RESET_OVERLAY)
        card.relations.clear()
        enable_field_effect(card, False)
        lost_equips += _end_equip_relations(card)
        card.clear_card_targets()
        attach_overlay(card, holder)
    if lost_equips:
        destroy(duel, lost_equips, None, REASON_RULE | REASON_LOST_TARGET, PLAYER_NONE)
