"""Rules behind the Duel.*, Effect.* and Debug.* functions of lua/bindings/duel_extra.py:
Normal Summons and Sets asked by an effect (field::summon / field::mset through Duel.Summon and
Duel.MSet), returning a temporarily banished card (Duel.ReturnToField), zone selections
(Duel.SelectDisableField / SelectField), chain-link changes and queries (field::change_target,
check_chain_target, is_chain_disabled), player permissions (field::is_player_can_*), the draw
count (field::get_draw_count), swapping two monsters' zones (Duel.SwapSequence) and
effect::is_activateable for Effect.IsActivatable, and the puzzle set-up of libdebug.cpp.
"""
from harness.constants import (
    EVENT_FREE_CHAIN,
    EFFECT_CANNOT_TRIGGER, EFFECT_CANNOT_ACTIVATE, EFFECT_ACTIVATE_COST, EFFECT_DRAW_COUNT,
    EFFECT_DISABLE_CHAIN, EFFECT_FLAG_DAMAGE_STEP, EFFECT_FLAG_DAMAGE_CAL, EFFECT_EXTRA_SUMMON_COUNT, EFFECT_FLAG_BOTH_SIDE, EFFECT_FLAG_CARD_TARGET,
    EFFECT_FLAG_EVENT_PLAYER, EFFECT_FLAG_FIELD_ONLY, EFFECT_FLAG_SET_AVAILABLE, EFFECT_FLAG_DELAY,
    EFFECT_LEFT_SPSUMMON_COUNT, EFFECT_SPSUMMON_COUNT_LIMIT, EFFECT_TRAP_ACT_IN_HAND, EFFECT_TRAP_ACT_IN_SET_TURN,
    EFFECT_QP_ACT_IN_NTPHAND, EFFECT_QP_ACT_IN_SET_TURN, EFFECT_TYPE_ACTIONS, EFFECT_TYPE_ACTIVATE,
    EFFECT_TYPE_CONTINUOUS, EFFECT_TYPE_FIELD, EFFECT_TYPE_FLIP, EFFECT_TYPE_QUICK_O, EFFECT_TYPE_SINGLE,
    EFFECT_TYPE_TRIGGER_F, EFFECT_TYPE_TRIGGER_O, EVENT_MOVE, EVENT_TO_DECK, GLOBALFLAG_SPSUMMON_COUNT,
    LOCATION_DECK, LOCATION_EXTRA, LOCATION_GRAVE, LOCATION_HAND, LOCATION_MZONE, LOCATION_ONFIELD,
    LOCATION_OVERLAY, LOCATION_PZONE, LOCATION_REMOVED, LOCATION_SZONE, PHASE_DAMAGE, PHASE_DAMAGE_CAL,
    PLAYER_NONE, POS_FACEDOWN, POS_FACEDOWN_DEFENSE, POS_FACEUP_ATTACK, REASON_RULE, REASON_TEMPORARY,
    STATUS_PROC_COMPLETE, SUMMON_TYPE_ADVANCE, TYPE_COUNTER, TYPE_FIELD, TYPE_MONSTER, TYPE_PENDULUM,
    TYPE_QUICKPLAY, TYPE_TRAP, LOCATION_FZONE,
)
from .decisions import CardSelection, ZoneSelection
from .errors import IllegalAction, NotImplementedByHarness
from .host import truthy
from . import chain, operations, stats, summon_checks, summons


# -- Normal Summons and Sets by an effect (Duel.Summon, Duel.MSet) -----------------------------------------
def summon_by_effect(duel, player, card, proc, ignore_count, min_tribute, zone, setting):
    """field::summon / field::mset asked by Duel.Summon / Duel.MSet: nothing happens when the
    monster cannot be summoned (or Set) that way now; else its procedure (the given one, the
    only usable one, or the player's `option:`), or the ordinary summon with the Tributes the
    player selects (`choose:`; at least min_tribute). ignore_count: it does not use the turn's
    Normal Summon (and needs none left)."""
    check = summon_checks.can_mset if setting else summon_checks.can_summon
    if not check(duel, card, player, ignore_count, proc, min_tribute, zone):
        return False
    position = POS_FACEDOWN_DEFENSE if setting else POS_FACEUP_ATTACK
    if proc is None:
        if setting:
            procs, verdict = summon_checks.filter_set_procedure(duel, card, player, ignore_count, min_tribute, zone)
            ordinary = verdict not in (-1, -2) and bool(verdict)
        else:
            procs, replacing = summon_checks.summon_procedures(duel, card, player, ignore_count, min_tribute, zone)
            ordinary = not replacing and _ordinary_summon_possible(duel, card, player, min_tribute, zone)
        choices = ([None] if ordinary else []) + list(procs)
        if not choices:
            return False
        if len(choices) > 1:
            from .prompts import select_option
            proc = choices[select_option(duel, player, [1 if c is None else c.description for c in choices])]
        else:
            proc = choices[0]
    counted = not ignore_count
    if proc is not None:
        _procedure_summon(duel, card, player, proc, position, counted)
        return True
    tributes = _select_tributes(duel, card, player, min_tribute, zone, setting)
    if counted:
        duel.normal_summons[player] += 1
    card.materials = []
    if tributes:
        from .procedures import set_material
        from harness.constants import REASON_MATERIAL, REASON_RELEASE, REASON_SUMMON
        set_material(card, tributes)
        operations.send_to(duel, tributes, None, REASON_RELEASE | REASON_SUMMON | REASON_MATERIAL, player,
                           LOCATION_GRAVE)
    summons._complete_normal_summon(duel, card, player, position, None, SUMMON_TYPE_ADVANCE if tributes else 0)
    return True


def _ordinary_summon_possible(duel, card, player, min_tribute, zone):
    if not summon_checks.player_can_summon(duel, 0, player, card, player):
        return False
    low, high = summon_checks.tribute_count_for_summon(card)
    if not summon_checks.player_can_summon(duel, SUMMON_TYPE_ADVANCE, player, card, player):
        high = 0
    low = max(low, min_tribute)
    return high >= low and summon_checks.check_tribute(duel, card, low, high, card.controller, zone)


def _select_tributes(duel, card, player, min_tribute, zone, setting):
    """field::summon step 2: the player selects the Tributes (none for a monster that needs none
    unless min_tribute asks for them; with a free zone, 0 Tributes is one of the answers)."""
    low, high = (summon_checks.set_tribute_count if setting else summon_checks.tribute_count_for_summon)(card)
    low = max(low, min_tribute)
    if high == 0:
        return []
    release, extra, _ = summon_checks.summon_release_list(duel, card, False)
    candidates = release + extra
    if not candidates:
        return []
    if summon_checks.free_main_zones(duel, player, zone) <= 0:
        low = max(low, 1)
    hint, duel.last_hint = duel.last_hint, ""
    return duel.chooser.select_cards(CardSelection(player, "choose", candidates, low, min(high, len(candidates)),
                                                   hint or "HINTMSG_RELEASE"))


def _procedure_summon(duel, card, player, proc, position, counted):
    if not counted:
        duel.normal_summons[player] -= 1          # _summon_by_procedure counts it: this one does not
    summons._summon_by_procedure(duel, card, player, proc, position)


# -- Duel.ReturnToField --------------------------------------------------------------------------------------
def return_to_field(duel, card, position, zone):
    """move_to_field with RETURN_TEMP_REMOVE_TO_FIELD: a card banished temporarily
    (REASON_TEMPORARY) by an effect of the same card returns to where it was, to its previous
    controller; with no usable zone it is sent to the GY (REASON_RULE). Returns whether it returned."""
    if not card.reason & REASON_TEMPORARY:
        return False
    reason_effect = duel.reason_effect
    if card.reason_effect is None or reason_effect is None or card.reason_effect.owner is not reason_effect.owner:
        return False
    location, controller = card.previous.location, card.previous.controller
    if location == LOCATION_SZONE and card.previous.sequence in (6, 7):
        location = LOCATION_PZONE
    elif location == LOCATION_SZONE and card.previous.sequence == 5:
        location = LOCATION_FZONE
    if location not in (LOCATION_MZONE, LOCATION_SZONE, LOCATION_PZONE, LOCATION_FZONE):
        return False
    free = duel.free_sequences(controller, location)
    if location in (LOCATION_MZONE, LOCATION_SZONE):
        free = [s for s in free if zone >> s & 1]
    if not free:
        operations.send_to(duel, [card], reason_effect, REASON_RULE, duel.reason_player, LOCATION_GRAVE)
        return False
    operations.move_to_field(duel, card, controller, controller, location, position, enable=True,
                             sequence=None if location & (LOCATION_FZONE | LOCATION_PZONE) else free[0])
    card.status_flags |= STATUS_PROC_COMPLETE if card.previous.location == LOCATION_MZONE else 0
    return True


# -- zone selections (Duel.SelectDisableField, Duel.SelectField) -----------------------------------------
def _own_free_flag(duel, player, location):
    """get_useable_count's plist: the bits of the player's Main Monster Zones (0-4) or Spell &
    Trap Zones (0-4) that are taken (1) or free (0)."""
    slots = duel.zone_list(player, location)
    free = duel.free_sequences(player, location)
    flag = 0xff & ~sum(1 << s for s in free if s < 5)
    return flag, len([s for s in free if s < 5]), slots


def select_disable_field(duel, player, count, location1, location2, excluded):
    """Duel.SelectDisableField: player selects `count` free zones among their own (location1)
    and the opponent's (location2) Monster and Spell & Trap Zones not in `excluded`. Returns the
    zone mask from player's view (0 when nothing can be selected)."""
    flag = 0xffffffff
    total = 0
    for loc, shift, side in ((location1 & LOCATION_MZONE, 0, player), (location1 & LOCATION_SZONE, 8, player),
                             (location2 & LOCATION_MZONE, 16, 1 - player), (location2 & LOCATION_SZONE, 24, 1 - player)):
        if loc:
            taken, free, _ = _own_free_flag(duel, side, loc)
            flag = (flag & ~(0xff << shift)) | (taken << shift)
            total += free
    if location1 & LOCATION_MZONE and location2 & LOCATION_MZONE:
        slots = duel.zone_list(player, LOCATION_MZONE)
        other = duel.zone_list(1 - player, LOCATION_MZONE)
        for seq in (5, 6):      # an Extra Monster Zone nobody uses (either side's view of it)
            if slots[seq] is None and other[11 - seq] is None:
                flag &= ~(1 << seq)
                total += 1
    flag = (flag | excluded | 0xe080e080) & 0xffffffff
    count = min(count, total)
    if count == 0:
        return 0
    return _select_zones(duel, player, flag, count)


def select_field(duel, player, count, location1, location2, excluded):
    """Duel.SelectField: player selects `count` zones (taken or free) among these locations
    and not in `excluded`. Returns the zone mask from player's view."""
    flag = 0xffffffff
    if location1 & LOCATION_MZONE:
        flag &= 0xffffff80
    if location1 & LOCATION_SZONE:
        flag &= 0xffffc0ff
    if location2 & LOCATION_MZONE:
        flag &= 0xff80ffff
    if location2 & LOCATION_SZONE:
        flag &= 0xc0ffffff
    if location1 & LOCATION_MZONE and location2 & LOCATION_MZONE:
        flag &= 0xffffff9f
    flag = (flag | excluded | 0x00800080) & 0xffffffff
    return _select_zones(duel, player, flag, count)


def _select_zones(duel, player, flag, count):
    available = ~flag & 0xffffffff
    zones = [bit for bit in range(32) if available >> bit & 1]
    if not zones or count <= 0:
        return 0
    count = min(count, len(zones))
    chosen = duel.chooser.select_zone(ZoneSelection(player, available, count))
    if chosen & 1 << 5:
        chosen |= 1 << (16 + 6)
    if chosen & 1 << 6:
        chosen |= 1 << (16 + 5)
    return chosen


# -- chain links -----------------------------------------------------------------------------------------------
def _chain_link(duel, count):
    """field::get_chain-style lookup of change_target: count 1..n, anything else the last link."""
    if not duel.chain:
        return None
    return duel.chain[count - 1] if 1 <= count <= len(duel.chain) else duel.chain[-1]


def change_target(duel, count, cards):
    """field::change_target: the link's targets become these cards (only for a link that has
    targets: the old ones lose their relation to it, the new ones gain it)."""
    link = _chain_link(duel, count)
    if link is None or link.targets is None:
        return
    from .group import Group
    for card in link.targets:
        card.release_relation(link)
    link.targets = Group(cards)
    for card in link.targets:
        card.create_relation(link)


def link_by_count(duel, count):
    """The link check_chain_target / is_chain_disabled mean: 0 the last, 1..n that one, else none."""
    if not duel.chain or count < 0 or count > len(duel.chain):
        return None
    return duel.chain[-1] if count == 0 else duel.chain[count - 1]


def check_chain_target(duel, count, card):
    """field::check_chain_target: whether card would be a legal target of that link's effect (its
    target function with chkc = card); false for an effect that does not target cards."""
    link = link_by_count(duel, count)
    if link is None:
        return False
    effect = link.effect
    if not effect.has_property(EFFECT_FLAG_CARD_TARGET) or effect.target is None:
        return False
    args = (effect, link.player) + chain.event_arguments(link.event) + (0, card)
    saved, duel.checking_callback = duel.checking_callback, "target"
    try:
        with duel.acting(effect, link.player, link):
            return truthy(duel.host.call(effect.target, *args))
    finally:
        duel.checking_callback = saved


def is_chain_disabled(duel, count):
    """field::is_chain_disabled: the link's effect is negated (CHAIN_DISABLE_EFFECT, or an
    EFFECT_DISABLE_CHAIN on its handler naming the link's chain id)."""
    link = link_by_count(duel, count)
    if link is None:
        return False
    if link.effect_negated:
        return True
    handler = link.effect.handler
    if handler is None:
        return False
    for effect in handler.effects:
        if effect.code == EFFECT_DISABLE_CHAIN and stats.effect_value(effect) == link.chain_id:
            return True
    return False


def chain_uniqueness(duel):
    """Duel.CheckChainUniqueness: no two links of the chain were activated by cards with the same code."""
    codes = [stats.current_codes(link.effect.handler)[0] for link in duel.chain]
    return len(set(codes)) == len(codes)


# -- players -----------------------------------------------------------------------------------------------------
def player_can(duel, player, code, card, *extra):
    """field::is_player_can_send_to_grave / _sset / _flipsummon / _release ...: no player effect
    with this code forbids it (one with a target function when it accepts (effect, card, player, ...))."""
    for prohibition in stats.player_effects(duel, player, code):
        if prohibition.target is None:
            return False
        if truthy(duel.host.call(prohibition.target, prohibition, card, player, *extra)):
            return False
    return True


def player_can_send_to_hand(duel, player, card):
    """field::is_player_can_send_to_hand: no EFFECT_CANNOT_TO_HAND forbids it (its target also
    gets the reason effect), and an Extra Deck monster must be able to go to the Deck."""
    from harness.constants import EFFECT_CANNOT_TO_HAND, EFFECT_CANNOT_TO_DECK
    if not player_can(duel, player, EFFECT_CANNOT_TO_HAND, card, duel.reason_effect):
        return False
    from .capabilities import is_extra_deck_monster
    if is_extra_deck_monster(card) and not player_can(duel, player, EFFECT_CANNOT_TO_DECK, card):
        return False
    return True


def spsummon_count_allowed(duel, player, count):
    """field::is_player_can_spsummon_count: every EFFECT_LEFT_SPSUMMON_COUNT (value(e, reason
    effect, player)) leaves at least count Special Summons, and the SPSUMMON_COUNT_LIMIT counters allow them."""
    for effect in stats.player_effects(duel, player, EFFECT_LEFT_SPSUMMON_COUNT):
        if stats.effect_value(effect, duel.reason_effect, player) < count:
            return False
    if duel.global_flags & GLOBALFLAG_SPSUMMON_COUNT and stats.field_effects(duel, EFFECT_SPSUMMON_COUNT_LIMIT):
        raise NotImplementedByHarness(
            "Duel.IsPlayerCanSpecialSummonCount with an EFFECT_SPSUMMON_COUNT_LIMIT in play: the harness does not "
            "keep the per-card Special Summon counters (card::spsummon_counter) that limit counts")
    return True


def draw_count(duel, player):
    """field::get_draw_count: none on the first turn for its turn player; else the player's draw
    count (Debug.SetPlayerInfo), raised by EFFECT_DRAW_COUNT, none when one of them is 0."""
    if duel.turn == 1 and duel.turn_player == player:
        return 0
    count = duel.players[player].draw_count
    for effect in stats.player_effects(duel, player, EFFECT_DRAW_COUNT):
        value = stats.effect_value(effect)
        if value == 0:
            return 0
        count = max(count, value)
    return count


def summon_count_left(duel, card):
    """Duel.CheckSummonedCount: the reason player has a Normal Summon left (or the card has an
    EFFECT_EXTRA_SUMMON_COUNT)."""
    player = duel.reason_player
    if card is not None and stats.applying(card, EFFECT_EXTRA_SUMMON_COUNT):
        return True
    if player not in (0, 1):
        return False
    return duel.normal_summons[player] < summon_checks.summon_count_limit(duel, player)


def increase_summon_count(duel, card):
    """Duel.IncreaseSummonedCount: the reason player uses a Normal Summon (or the card's
    EFFECT_EXTRA_SUMMON_COUNT is used: its value is read, as the core does)."""
    if card is not None:
        extra = stats.applying(card, EFFECT_EXTRA_SUMMON_COUNT)
        if extra:
            stats.effect_value(extra[0], card)
            return
    player = duel.reason_player
    if player in (0, 1):
        duel.normal_summons[player] += 1


# -- moving cards within the field -----------------------------------------------------------------------------------
def swap_sequence(duel, first, second):
    """Duel.SwapSequence: two monsters of the same controller exchange Monster Zones (both must be
    affected by the reason effect); EVENT_MOVE for each, then for both."""
    player = first.controller
    if second.controller != player or first.location != LOCATION_MZONE or second.location != LOCATION_MZONE:
        return False
    from .negation import is_affected_by
    effect = duel.reason_effect
    if not is_affected_by(first, effect) or not is_affected_by(second, effect):
        return False
    duel.guard("swapped two monsters' zones")
    slots = duel.zone_list(player, LOCATION_MZONE)
    s1, s2 = first.current.sequence, second.current.sequence
    for card in (first, second):
        card.previous.sequence = card.current.sequence
    slots[s1], slots[s2] = second, first
    first.current.sequence, second.current.sequence = s2, s1
    reason_player = duel.reason_player
    for card in (first, second):
        operations.raise_single_event(duel, card, EVENT_MOVE, [], effect, 0, reason_player, player, 0)
    operations.raise_event(duel, EVENT_MOVE, [first, second], effect, 0, reason_player, player, 0, single_cards=[])
    return True


def extra_top(duel, player, count):
    """Duel.GetExtraTopGroup: the top count face-down cards of the Extra Deck (the face-up
    Pendulum monsters, kept at its top, are skipped)."""
    extra = duel.zone_list(player, LOCATION_EXTRA)
    face_up = sum(1 for card in extra if card.is_faceup())
    ordered = list(reversed(extra))[face_up:]
    return ordered[:max(count, 0)]


# -- Effect.GetActivateLocation, Effect.IsActivatable ---------------------------------------------------------------
def set_activate_location(effect):
    """effect::set_activate_location: where the handler is as the effect is considered for activation."""
    handler = effect.handler
    if handler is not None:
        effect.active_location = handler.current.location
        effect.active_sequence = handler.current.sequence


def is_activateable(duel, effect, player, neglect_loc=False, neglect_target=False):
    """effect::is_activateable(player, nil_event, neglect_target, neglect_loc): its count limit,
    where its card is (a card activation: controlled by player, face-down or in the hand with a
    free zone; with neglect_loc its hand/Set-turn requirements are skipped), the Damage Step
    flags, EFFECT_CANNOT_TRIGGER and EFFECT_CANNOT_ACTIVATE, then its condition, cost (chk 0) and
    target (chk 0; not with neglect_target). Spell speed and the phase are not checked (the core's
    callers check them)."""
    if not effect.type & EFFECT_TYPE_ACTIONS:
        return False
    if not chain._count_limit_available(duel, effect, player):
        return False
    handler = effect.handler
    if effect.has_property(EFFECT_FLAG_FIELD_ONLY) or handler is None:
        if effect.owner_player != player and not effect.has_property(EFFECT_FLAG_BOTH_SIDE):
            return False
    elif effect.type & EFFECT_TYPE_ACTIVATE:
        if not _card_activation_ok(duel, effect, handler, player, neglect_loc):
            return False
    elif not effect.type & EFFECT_TYPE_CONTINUOUS:
        if not _effect_activation_ok(duel, effect, handler, player):
            return False
    if not effect.type & EFFECT_TYPE_CONTINUOUS and not _action_check(duel, effect, player):
        return False
    return _activate_ready(duel, effect, player, neglect_target)


def _damage_step_ok(duel, effect):
    if duel.phase == PHASE_DAMAGE and not 1132 <= effect.code <= 1149 and not effect.has_property(EFFECT_FLAG_DAMAGE_STEP):
        return False
    if duel.phase == PHASE_DAMAGE_CAL and not 1134 <= effect.code <= 1136 and not effect.has_property(EFFECT_FLAG_DAMAGE_CAL):
        return False
    return True


def _card_activation_ok(duel, effect, handler, player, neglect_loc):
    if handler.controller != player:
        return False
    if not handler.data.type & TYPE_COUNTER and not _damage_step_ok(duel, effect):
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


def _effect_activation_ok(duel, effect, handler, player):
    if effect.type & EFFECT_TYPE_QUICK_O and effect.has_property(EFFECT_FLAG_DELAY) \
            and not stats.in_range(effect, handler):
        return False
    if handler.current.location & (LOCATION_ONFIELD | LOCATION_REMOVED):
        if handler.is_facedown() and not effect.has_property(EFFECT_FLAG_SET_AVAILABLE):
            return False
        if handler.is_faceup() and handler.current.location & LOCATION_ONFIELD and not handler.effect_enabled:
            return False
    if not effect.type & (EFFECT_TYPE_FLIP | EFFECT_TYPE_TRIGGER_F) \
            and not (effect.type & EFFECT_TYPE_TRIGGER_O and effect.type & EFFECT_TYPE_SINGLE):
        if not _damage_step_ok(duel, effect):
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


def _activate_ready(duel, effect, player, neglect_target):
    """effect::is_activate_ready with the nil event, the effect acting: condition, cost and target with chk 0."""
    with duel.acting(effect, player):
        return activate_ready(duel, effect, effect, player, None, neglect_target=neglect_target)


def activate_ready(duel, reason_effect, effect, player, event, neglect_con=False, neglect_cost=False,
                   neglect_target=False):
    """effect::is_activate_ready(reason_effect, ...): effect's condition, cost and target (chk 0)
    called with `reason_effect` as their effect (a copier's own, for Card.CheckActivateEffect) and
    the event's arguments; Effect.IsCostChecked holds for reason_effect meanwhile."""
    args = (reason_effect, player) + chain.event_arguments(event)
    steps = [] if neglect_con else [("condition", effect.condition, ())]
    if not neglect_cost and not effect.type & EFFECT_TYPE_CONTINUOUS:
        steps.append(("cost", effect.cost, (0,)))
    if not neglect_target:
        steps.append(("target", effect.target, (0,)))
    with chain._cost_checked(reason_effect):
        for name, function, extra in steps:
            if function is None:
                continue
            saved, duel.checking_callback = duel.checking_callback, name
            try:
                result = duel.host.call(function, *args, *extra)
            finally:
                duel.checking_callback = saved
            if not truthy(result):
                return False
    return True


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


# -- Debug.* (libdebug.cpp): puzzle set-up -----------------------------------------------------------------------------
def debug_add_card(duel, code, owner, player, location, sequence, position, proc):
    """Debug.AddCard: a card of owner's placed in player's location (a free zone; a Monster Zone
    holding an Xyz Monster takes it as a material) with no event; face-up on the field (or off
    it) its effects apply. Returns the card, or None when the place cannot take it."""
    from .zones import is_location_useable
    if location == LOCATION_EXTRA and position == 0:
        position = POS_FACEDOWN_DEFENSE
    if location in (LOCATION_MZONE, LOCATION_SZONE, LOCATION_PZONE, LOCATION_FZONE):
        if location == LOCATION_FZONE:
            usable = duel.zone_list(player, LOCATION_SZONE)[5] is None and sequence == 0
        else:
            usable = is_location_useable(duel, player, location, sequence)
    else:
        usable = location in (LOCATION_DECK, LOCATION_HAND, LOCATION_GRAVE, LOCATION_REMOVED, LOCATION_EXTRA)
    if usable:
        card = duel.new_card(code, owner)
        if location == LOCATION_PZONE:
            slot = (6, 7)[sequence]
            operations.place(card, player, LOCATION_SZONE, slot, position)
        elif location == LOCATION_FZONE:
            operations.place(card, player, LOCATION_SZONE, 5, position)
        elif location & (LOCATION_MZONE | LOCATION_SZONE):
            operations.place(card, player, location, sequence, position)
        else:
            operations.place(card, player, location, None, position)
        card.current.position = position
        if not location & (LOCATION_ONFIELD | LOCATION_PZONE) or position & 0x5:     # POS_FACEUP
            operations.enable_field_effect(card, True)
        if proc:
            card.status_flags |= STATUS_PROC_COMPLETE
        return card
    if location == LOCATION_MZONE and 0 <= sequence < 7:
        holder = duel.zone_list(player, LOCATION_MZONE)[sequence]
        from harness.constants import TYPE_XYZ
        if holder is None or not holder.data.type & TYPE_XYZ:
            return None
        card = duel.new_card(code, owner)
        operations.attach_overlay(card, holder)
        if proc:
            card.status_flags |= STATUS_PROC_COMPLETE
        return card
    return None


def debug_pre_equip(duel, equip_card, target):
    """Debug.PreEquip: equip a card in a Spell & Trap Zone to a face-up monster with no event."""
    if equip_card.current.location != LOCATION_SZONE or target.current.location != LOCATION_MZONE \
            or target.is_facedown():
        return False
    operations.attach_equip(duel, equip_card, target)
    return True
