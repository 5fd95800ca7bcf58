"""Summons: Normal Summons and Sets (with their Tributes, or by the card's own procedure), Flip
Summons, and Special Summons by effects (field::summon, mset, flip_summon, special_summon in
operations.cpp). Summons by a card's own Special Summon procedure are procedures.py; the "would
be summoned" windows summon_windows.py.
"""
from harness.constants import (
    ACTIVITY_FLIPSUMMON, ACTIVITY_NORMALSUMMON, ACTIVITY_SPSUMMON, ACTIVITY_SUMMON, EFFECT_CANNOT_MSET, EFFECT_DOUBLE_TRIBUTE,
    EFFECT_CANNOT_SPECIAL_SUMMON, EFFECT_CANNOT_SUMMON, EFFECT_DUAL_STATUS, EFFECT_DUAL_SUMMONABLE, EFFECT_REVIVE_LIMIT,
    EFFECT_SPSUMMON_CONDITION, EFFECT_SPSUMMON_COST, EFFECT_FORBIDDEN, EVENT_BE_MATERIAL, EVENT_CHANGE_POS, EVENT_FLIP,
    EVENT_FLIP_SUMMON, EVENT_FLIP_SUMMON_SUCCESS, EVENT_MSET, EVENT_SPSUMMON_SUCCESS, EVENT_SUMMON,
    EVENT_SUMMON_SUCCESS, LOCATION_DECK, LOCATION_EXTRA, LOCATION_GRAVE, LOCATION_HAND, LOCATION_MZONE, LOCATION_REMOVED,
    LOCATION_SZONE, PLAYER_NONE, POS_FACEDOWN, POS_FACEUP, POS_FACEUP_ATTACK, TYPE_LINK, TYPE_PENDULUM, REASON_FUSION, REASON_LINK,
    REASON_MATERIAL, REASON_RELEASE, REASON_RITUAL, REASON_RULE, REASON_SPSUMMON, REASON_SUMMON, REASON_XYZ,
    STATUS_CANNOT_CHANGE_FORM, STATUS_FLIP_SUMMON_TURN, STATUS_FORBIDDEN, STATUS_PROC_COMPLETE, STATUS_SPSUMMON_STEP,
    STATUS_SPSUMMON_TURN, STATUS_SUMMON_TURN, SUMMON_TYPE_ADVANCE, SUMMON_TYPE_FLIP,
    SUMMON_TYPE_FUSION, SUMMON_TYPE_LINK, SUMMON_TYPE_NORMAL, SUMMON_TYPE_RITUAL, SUMMON_TYPE_SPECIAL, SUMMON_TYPE_SYNCHRO,
    SUMMON_TYPE_XYZ, TYPE_TOKEN,
)
from ..state.count_limits import use_count_limit
from ..state.errors import IllegalAction
from ..state.host import truthy
from ..values import stats
from ..values.zones import card_mzone_count, summon_sequence
from ..rules import summon_checks
from . import trap_monsters
from .card_rules import enable_dual_state, set_special_summon_status
from .operations import _add_control_effect, enable_field_effect, move_to_field, raise_event, raise_single_event, send_to
from .procedures import set_material
from .prompts import select_option


def can_be_special_summoned(duel, card, reason_effect, summon_type, player, target_player=None,
                            nocheck=False, nolimit=False, position=POS_FACEUP, cost_check=True, zone=0xff):
    """card::is_can_be_special_summoned (the parts implemented): a card not already in a Monster
    Zone, a monster (or a card treated as one) unless `nocheck`, not forbidden by EFFECT_CANNOT_SPECIAL_SUMMON (its own, or a player's whose
    target accepts it), properly summoned first if it has a revive limit (from the GY, banishment,
    a Spell & Trap Zone, face-up in the Extra Deck, and unless `nocheck` the Deck or hand), a face-up
    Pendulum Monster in the Extra Deck never as a Fusion, Synchro or Xyz Summon, and allowed by its
    EFFECT_SPSUMMON_CONDITION unless `nocheck`, and its EFFECT_SPSUMMON_COST conditions
    (check_cost_condition: Lava Golem not after a Normal Summon; not checked again when the summon
    is performed, `cost_check` False, as special_summon_step does not). A `zone` other than 0xff
    needs a free zone among it (a Link monster's linked zones: 0 when it points nowhere)."""
    if card.current.location & LOCATION_MZONE:
        return False
    if card.current.location == LOCATION_REMOVED and card.current.position & POS_FACEDOWN:
        return False            # a face-down banished card
    if card.data.type & TYPE_TOKEN and card.is_onfield():       # field::is_player_can_spsummon
        return False
    target_player = player if target_player is None else target_player
    if stats.applying(card, EFFECT_CANNOT_SPECIAL_SUMMON) or stats.applying(card, EFFECT_FORBIDDEN):
        return False            # STATUS_FORBIDDEN: the card Prohibition declared
    for prohibition in stats.player_effects(duel, player, EFFECT_CANNOT_SPECIAL_SUMMON):
        if prohibition.target is None or truthy(duel.host.call(prohibition.target, prohibition, card, player,
                                                               summon_type, position, target_player, reason_effect)):
            return False
    # field::is_player_can_spsummon: a Link monster only in face-up Attack Position, a Token or a
    # Link monster never face-down (card::get_spsummonable_position, with
    # EFFECT_LIMIT_SPECIAL_SUMMON_POSITION): no position left, no summon
    positions = position & POS_FACEUP_ATTACK if card.data.type & TYPE_LINK else position
    if not summon_checks.spsummonable_position(duel, card, reason_effect, summon_type | SUMMON_TYPE_SPECIAL,
                                               positions, player, target_player):
        return False
    face_up_pendulum_in_extra = card.data.type & TYPE_PENDULUM and card.current.location == LOCATION_EXTRA \
        and card.current.position & POS_FACEUP
    if stats.applying(card, EFFECT_REVIVE_LIMIT) and not card.status_flags & STATUS_PROC_COMPLETE:
        if (not nolimit and card.current.location & (LOCATION_GRAVE | LOCATION_REMOVED | LOCATION_SZONE)) or \
                (not nocheck and not nolimit and card.current.location & (LOCATION_DECK | LOCATION_HAND)):
            return False
        if not nolimit and face_up_pendulum_in_extra:
            return False
    if face_up_pendulum_in_extra and summon_type in (SUMMON_TYPE_FUSION, SUMMON_TYPE_SYNCHRO, SUMMON_TYPE_XYZ):
        return False
    if zone != 0xff and card_mzone_count(duel, card, target_player, player, zone) <= 0:
        return False
    if cost_check:
        if not summon_checks.cost_condition_holds(duel, card, EFFECT_SPSUMMON_COST, player, summon_type | SUMMON_TYPE_SPECIAL):
            return False
    if not nocheck:
        # a monster card, or a Trap treated as one (EFFECT_PRE_MONSTER from AddMonsterAttribute);
        # with `nocheck` the core asks neither (a Spell of the archetype passes a filter then)
        if not stats.is_monster(card):
            return False
        for condition in stats.applying(card, EFFECT_SPSUMMON_CONDITION):
            if not stats.effect_value(condition, reason_effect, player, summon_type):
                return False
    return True


def special_summon(duel, cards, summon_type, summon_player, target_player, position, reason_effect,
                   nocheck=False, nolimit=False, zone=0xff):
    """field::special_summon (the parts implemented): the cards that may be Special Summoned
    (can_be_special_summoned) are placed face-up or face-down in free Monster Zones; one that finds
    no free zone goes to the GY by rule (unless it is there already); then EVENT_SPSUMMON_SUCCESS
    once for all. Returns the summoned cards."""
    summoned, unable = [], []
    cards = [c for c in cards if can_be_special_summoned(duel, c, reason_effect, summon_type, summon_player,
                                                         target_player, nocheck, nolimit, position, cost_check=False)]
    for card in cards:
        sequence = summon_sequence(duel, card, target_player, summon_player, zone)
        if sequence is None:
            if card.current.location != LOCATION_GRAVE:
                unable.append(card)         # special_summon_step: core.unable_tofield_set
            continue
        _pay_spsummon_costs(duel, card, summon_player)
        card.summon_location = card.current.location
        move_to_field(duel, card, summon_player, target_player, LOCATION_MZONE, position, enable=True, sequence=sequence)
        trap_monsters.on_special_summon(duel, card)
        card.summon_type = summon_type | SUMMON_TYPE_SPECIAL
        card.summon_player = summon_player
        card.reason = REASON_SPSUMMON      # field::special_summon: the reason player is the effect's player
        card.reason_effect = reason_effect
        card.reason_player = duel.reason_player if duel.reason_player != PLAYER_NONE else summon_player
        _add_control_effect(duel, card, target_player, reason_effect, 0, 0)   # core: set_control after a summon
        card.status_flags |= STATUS_CANNOT_CHANGE_FORM | STATUS_SPSUMMON_TURN
        summoned.append(card)
    if unable:          # step 1: a monster that found no free zone goes to the GY by rule
        send_to(duel, unable, None, REASON_RULE, PLAYER_NONE, LOCATION_GRAVE)
    if summoned:
        duel.processor.adjust_instant(duel)     # step 2: a monster that destroys itself on the field goes now
    for card in summoned:
        duel.count_activity(summon_player, ACTIVITY_SPSUMMON, card)
        set_special_summon_status(duel, card, reason_effect)       # field::special_summon step 3
    _summoned_events(duel, summoned, reason_effect, summon_player)
    duel.operated = summoned
    return summoned


def _summoned_events(duel, summoned, reason_effect, reason_player):
    """field::special_summon steps 3-4: each face-up monster's own EVENT_SPSUMMON_SUCCESS and its
    materials' events, its own continuous effects running at once (process_single_event: a
    monster that destroys itself is gone before the field event), then the field event for all of
    them. Both with reason 0; the field event names no player (operations.cpp special_summon)."""
    for card in summoned:
        if card.is_faceup():
            raise_single_event(duel, card, EVENT_SPSUMMON_SUCCESS, [], reason_effect, 0, reason_player, card.summon_player)
    _be_material_events(duel, summoned, reason_effect, reason_player)
    if summoned:
        raise_event(duel, EVENT_SPSUMMON_SUCCESS, summoned, reason_effect, 0, reason_player, PLAYER_NONE,
                    single_cards=[])


def _pay_spsummon_costs(duel, card, player):
    """special_summon_step step 0: the operations of the card's EFFECT_SPSUMMON_COST effects run
    (Lava Golem: its player cannot Normal Summon for the rest of the turn)."""
    for cost in stats.applying(card, EFFECT_SPSUMMON_COST):
        if cost.operation is not None:
            with duel.acting(cost, player):
                duel.host.call(cost.operation, cost, player, None, PLAYER_NONE, 0, None, 0, PLAYER_NONE)


def special_summon_step(duel, card, summon_type, summon_player, target_player, position, reason_effect,
                        nocheck=False, nolimit=False, zone=0xff):
    """field::special_summon_step (Duel.SpecialSummonStep): one monster that may be Special
    Summoned (can_be_special_summoned) and has a free zone is placed now; what completes a
    summon waits for special_summon_complete. Returns whether it was placed."""
    sequence = summon_sequence(duel, card, target_player, summon_player, zone)
    if sequence is None or not can_be_special_summoned(duel, card, reason_effect, summon_type, summon_player,
                                                       target_player, nocheck, nolimit, position, cost_check=False):
        return False
    _pay_spsummon_costs(duel, card, summon_player)
    card.summon_location = card.current.location
    # its effects are enabled when the summon completes; until then it is being summoned
    # (STATUS_SPSUMMON_STEP: Card.IsLocation and IsOnField do not see it on the field yet)
    move_to_field(duel, card, summon_player, target_player, LOCATION_MZONE, position, enable=False, sequence=sequence)
    trap_monsters.on_special_summon(duel, card)       # move_to_field: a Trap Monster becomes one for good
    card.summon_type, card.summon_player = summon_type | SUMMON_TYPE_SPECIAL, summon_player
    card.reason, card.reason_effect = REASON_SPSUMMON, reason_effect
    card.reason_player = duel.reason_player if duel.reason_player != PLAYER_NONE else summon_player
    _add_control_effect(duel, card, target_player, reason_effect, 0, 0)   # special_summon_step step 3: set_control
    card.status_flags |= STATUS_SPSUMMON_STEP
    duel.stepped_summons.append(card)
    return True


def special_summon_complete(duel, reason_effect, reason_player):
    """field::special_summon_complete (PROCESSOR_SPSUMMON from step 2): the stepped monsters can
    no longer change their battle position this turn, count as the summon player's Special
    Summons (activity counters), record what summoned them (set_special_summon_status with the
    completing effect), then EVENT_SPSUMMON_SUCCESS once for all and their materials' events.
    Returns how many were summoned."""
    summoned, duel.stepped_summons = duel.stepped_summons, []
    for card in summoned:                   # step 2: summoned now, their effects enabled
        card.status_flags = (card.status_flags & ~STATUS_SPSUMMON_STEP) | STATUS_CANNOT_CHANGE_FORM | STATUS_SPSUMMON_TURN
        if card.is_faceup():
            enable_field_effect(card, True)
    if summoned:
        duel.processor.adjust_instant(duel)     # a monster that destroys itself on the field goes now
    for card in summoned:
        duel.count_activity(card.summon_player, ACTIVITY_SPSUMMON, card)
        set_special_summon_status(duel, card, reason_effect)
    _summoned_events(duel, summoned, reason_effect, reason_player)
    duel.operated = summoned
    return len(summoned)


_MATERIAL_REASONS = {SUMMON_TYPE_FUSION: REASON_FUSION, SUMMON_TYPE_RITUAL: REASON_RITUAL,
                     SUMMON_TYPE_XYZ: REASON_XYZ, SUMMON_TYPE_LINK: REASON_LINK}


def _be_material_events(duel, summoned, reason_effect, reason_player):
    """field::special_summon step 3: a monster Special Summoned by an effect with the materials
    SetMaterial gave it (a Fusion, Ritual, Xyz or Link Summon by effect) makes them materials;
    EVENT_SPSUMMON_SUCCESS for all comes after, in step 4."""
    for card in summoned:
        reason = _MATERIAL_REASONS.get(card.summon_type & 0xff000000)
        if reason is None or not card.materials:
            continue
        for material in card.materials:
            raise_single_event(duel, material, EVENT_BE_MATERIAL, [], reason_effect, reason, reason_player,
                               card.summon_player)
        raise_event(duel, EVENT_BE_MATERIAL, card.materials, reason_effect, reason, reason_player, card.summon_player,
                    single_cards=[])


def normal_summon(duel, card, player, tributes, position=POS_FACEUP_ATTACK):
    """A Normal (Tribute) Summon or a Set: once per turn, not under EFFECT_CANNOT_SUMMON/MSET;
    or by the card's own summon procedure (EFFECT_SUMMON_PROC / LIMIT_SUMMON_PROC, and their Set
    counterparts). With more than one way, the player chooses (field::summon / mset step 0): the
    step's `option:`, else the ordinary summon when Tributes are given or it needs none, else the
    first procedure. Tributes go to the GY and are its materials, then the monster is placed."""
    if duel.normal_summons[player] >= 1:
        raise IllegalAction(f"player {player} has already Normal Summoned or Set this turn")
    setting = bool(position & POS_FACEDOWN)
    if stats.status(card) & STATUS_FORBIDDEN:       # card::is_can_be_summoned, is_setable_mzone
        raise IllegalAction(f"{card.describe()} cannot be {'Set' if setting else 'Normal Summoned'}: it is "
                            f"forbidden (STATUS_FORBIDDEN: a card declared by Prohibition)")
    forbidden = EFFECT_CANNOT_MSET if setting else EFFECT_CANNOT_SUMMON
    if card.current.location == LOCATION_HAND and stats.applying(card, forbidden):    # the card's own
        raise IllegalAction(f"{card.describe()} cannot be {'Set' if setting else 'Normal Summoned'} "
                            f"({'EFFECT_CANNOT_MSET' if setting else 'EFFECT_CANNOT_SUMMON'} applies to it)")
    for prohibition in stats.player_effects(duel, player, forbidden):
        if prohibition.target is None or duel.host.call(prohibition.target, prohibition, card, player)[0]:
            raise IllegalAction(f"player {player} cannot {'Set' if setting else 'Normal Summon'} "
                                f"{card.describe()}: {prohibition.describe()}")
    if card.current.location == LOCATION_MZONE and not setting:
        return gemini_summon(duel, card, player)
    check = summon_checks.filter_set_procedure if setting else summon_checks.filter_summon_procedure
    procs, verdict = check(duel, card, player, False, 0, summon_checks.MAIN_ZONES)
    replacing = verdict in (-1, -2)
    low, high = (summon_checks.set_tribute_count if setting else summon_checks.tribute_count_for_summon)(card)
    # a monster with EFFECT_DOUBLE_TRIBUTE for this card counts as two of its Tributes (select_tribute's values)
    value = sum(2 if stats.affected_with_value(t, EFFECT_DOUBLE_TRIBUTE, card) is not None else 1 for t in tributes)
    ordinary = not replacing and (low <= len(tributes) <= high or bool(tributes) and low <= value and len(tributes) <= high)
    release, extra, _ = summon_checks.summon_release_list(duel, card, False)
    unusable = [t for t in tributes if t not in release and t not in extra]
    if unusable:
        raise IllegalAction(f"{', '.join(t.describe() for t in unusable)} cannot be Tributed for {card.describe()} "
                            f"(not a monster its controller may Tribute for a summon)")
    ways = ([None] if not replacing and verdict else []) + list(procs)
    if len(ways) > 1:
        proc = _chosen_way(duel, player, ways, bool(tributes) or ordinary)
    else:
        proc = procs[0] if procs and (replacing or (not tributes and not ordinary)) else None
    if proc is not None:
        if tributes:
            raise IllegalAction(f"`tribute:` given, but {card.describe()} is summoned by its own procedure "
                                f"({proc.describe()}), which chooses its own Tributes")
        return _summon_by_procedure(duel, card, player, proc, position)
    if not ordinary:
        what = "Set" if setting else "Normal Summon"
        if replacing:
            raise IllegalAction(f"{card.describe()} can be {what} only by its own procedure, and none can be used now")
        needed = f"{low}" if low == high else f"{low}-{high}"
        raise IllegalAction(f"{card.describe()} (Level {stats.current_level(card)}) needs {needed} Tribute(s) to "
                            f"{what}, {len(tributes)} given (`tribute: [..]`)")
    if tributes:        # field::summon step 2 asks for the Tributes (select_tribute_cards); the step named them
        duel.chooser.offer_tributes(release + extra)
    duel.normal_summons[player] += 1
    card.materials = []
    if tributes:        # field::summon step: the Tributes are its materials (their reason card is it)
        set_material(card, tributes)
        send_to(duel, tributes, None, REASON_RELEASE | REASON_SUMMON | REASON_MATERIAL, player, LOCATION_GRAVE,
                release=True)
    _complete_normal_summon(duel, card, player, position, None, SUMMON_TYPE_ADVANCE if tributes else 0)


def _chosen_way(duel, player, ways, ordinary_by_default):
    """field::summon / mset step 0: with more than one way, the player picks among the ordinary
    summon (None, system string 1, listed first) and each usable procedure (its description),
    a PROCESSOR_SELECT_OPTION prompt. The procedure chosen, or None."""
    default = 0 if ways[0] is not None or ordinary_by_default else 1
    descriptions = [1 if way is None else way.description for way in ways]
    return ways[select_option(duel, player, descriptions, default)]


def gemini_summon(duel, card, player):
    """field::summon of a face-up monster in the Monster Zone: a Gemini monster's second Normal
    Summon (EFFECT_DUAL_SUMMONABLE, from aux.EnableDualAttribute). It counts as the turn's Normal
    Summon; the monster gets EFFECT_DUAL_STATUS (enable_dual_state) before the EVENT_SUMMON window,
    which it passes with the Flip Summon's statuses (core.is_gemini_summoning); then
    EVENT_SUMMON_SUCCESS."""
    if not card.is_faceup():
        raise IllegalAction(f"{card.describe()} is face-down: only a face-up Gemini monster can be Normal Summoned on the field")
    if not stats.applying(card, EFFECT_DUAL_SUMMONABLE):
        raise IllegalAction(f"{card.describe()} is already on the field and is not a Gemini monster "
                            f"(no EFFECT_DUAL_SUMMONABLE)")
    if stats.applying(card, EFFECT_DUAL_STATUS):
        raise IllegalAction(f"{card.describe()} is already Gemini Summoned (EFFECT_DUAL_STATUS)")
    if stats.applying(card, EFFECT_CANNOT_SUMMON):
        raise IllegalAction(f"{card.describe()} cannot be Normal Summoned (EFFECT_CANNOT_SUMMON)")
    duel.guard(lambda: f"Gemini Summoned {card.describe()}")
    duel.normal_summons[player] += 1
    enable_field_effect(card, False)            # step 9
    card.summon_type |= SUMMON_TYPE_NORMAL
    card.reason_effect, card.reason_player = None, player
    enable_dual_state(duel, card)
    _add_control_effect(duel, card, player, None, 0, 0)      # step 11
    duel.phase_action = True
    card.reason, card.summon_player = REASON_SUMMON, player
    duel.gemini_summoning = True
    try:
        going_on = duel.processor.summon_window(duel, EVENT_SUMMON, [card], None, player)
    finally:
        duel.gemini_summoning = False
    if not going_on:
        return                                 # the Gemini Summon was negated
    enable_field_effect(card, True)            # step 15
    duel.processor.adjust_instant(duel)        # a monster that destroys itself on the field goes now
    card.status_flags |= STATUS_CANNOT_CHANGE_FORM | STATUS_SUMMON_TURN      # field::summon step 15
    duel.count_activity(player, ACTIVITY_SUMMON, card)
    duel.count_activity(player, ACTIVITY_NORMALSUMMON, card)
    _summon_success(duel, card, None, player)


def _summon_by_procedure(duel, card, player, proc, position):
    """field::summon step 6 (and mset's): the procedure's operation makes its own Tributes (it
    calls Duel.Release and SetMaterial); the summon type has the procedure's value."""
    duel.normal_summons[player] += 1
    card.materials = []
    with duel.acting(proc, player):
        if proc.operation is not None:
            duel.host.call(proc.operation, proc, player, None, PLAYER_NONE, 0, None, 0, PLAYER_NONE, card, 0, 0x1f,
                           0xff00ff)
        use_count_limit(duel, proc, player)
    value = stats.effect_value(proc, card) or 0
    _complete_normal_summon(duel, card, player, position, proc, value & 0x0f00ffff)


def _complete_normal_summon(duel, card, player, position, proc, extra_type):
    """The monster goes to the field; a Set raises EVENT_MSET; a summon is announced (the
    negation window), its Tributes become materials, then EVENT_SUMMON_SUCCESS."""
    card.summon_location = card.current.location
    if not move_to_field(duel, card, player, player, LOCATION_MZONE, position, enable=True):
        raise IllegalAction(f"no free Monster Zone to summon {card.describe()}")
    card.summon_player = player
    card.reason_effect, card.reason_player = proc, player
    card.status_flags |= STATUS_CANNOT_CHANGE_FORM
    duel.phase_action = True                   # field::summon step 11, field::mset step 9
    _add_control_effect(duel, card, player, None, 0, 0)
    if position & POS_FACEDOWN:
        card.set_turn = duel.turn
        card.status_flags |= STATUS_SUMMON_TURN                                         # field::mset step 9
        card.summon_type = SUMMON_TYPE_NORMAL | extra_type                              # field::mset
        raise_event(duel, EVENT_MSET, [card], None, 0, player, player)
    else:
        card.reason = REASON_SUMMON            # field::summon step 11
        card.summon_type = SUMMON_TYPE_NORMAL | extra_type
        if not duel.processor.summon_window(duel, EVENT_SUMMON, [card], proc, player):
            return                             # the summon was negated
        card.status_flags |= STATUS_SUMMON_TURN                        # field::summon step 15
        if card.materials:                     # field::summon step 16
            for material in card.materials:
                raise_single_event(duel, material, EVENT_BE_MATERIAL, [], proc, REASON_SUMMON, player, player)
            raise_event(duel, EVENT_BE_MATERIAL, card.materials, proc, REASON_SUMMON, player, player, single_cards=[])
        duel.processor.adjust_instant(duel)    # step 16: a monster that destroys itself on the field goes now
        duel.count_activity(player, ACTIVITY_SUMMON, card)
        duel.count_activity(player, ACTIVITY_NORMALSUMMON, card)
        _summon_success(duel, card, proc, player)


def _summon_success(duel, card, proc, player):
    """field::summon step 17: the monster's own EVENT_SUMMON_SUCCESS first, its continuous effects
    running at once (process_single_event: one that destroys itself is gone before the field
    event), then the field event."""
    raise_single_event(duel, card, EVENT_SUMMON_SUCCESS, [], proc, 0, player, player)
    raise_event(duel, EVENT_SUMMON_SUCCESS, [card], proc, 0, player, player, single_cards=[])


def flip_summon(duel, card, player):
    """field::flip_summon: face-up Attack Position, the "would be Flip Summoned" window
    (EVENT_FLIP_SUMMON, summon_windows.py); then EVENT_FLIP (its flip effect triggers),
    EVENT_FLIP_SUMMON_SUCCESS and EVENT_CHANGE_POS."""
    duel.guard(lambda: f"Flip Summoned {card.describe()}")
    duel.phase_action = True
    card.previous.position = card.current.position
    card.current.position = POS_FACEUP_ATTACK
    card.summon_player = player
    card.summon_type |= SUMMON_TYPE_FLIP
    if not duel.processor.summon_window(duel, EVENT_FLIP_SUMMON, [card], None, player):
        return                                 # the Flip Summon was negated
    enable_field_effect(card, True)
    card.status_flags |= STATUS_CANNOT_CHANGE_FORM | STATUS_FLIP_SUMMON_TURN
    duel.count_activity(player, ACTIVITY_FLIPSUMMON, card)
    for code in (EVENT_FLIP, EVENT_FLIP_SUMMON_SUCCESS, EVENT_CHANGE_POS):
        raise_single_event(duel, card, code, [], None, 0, player, player)
    for code in (EVENT_FLIP, EVENT_FLIP_SUMMON_SUCCESS, EVENT_CHANGE_POS):
        raise_event(duel, code, [card], None, 0, player, player, single_cards=[])
