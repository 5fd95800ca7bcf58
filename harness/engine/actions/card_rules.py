"""Card rules the Card.* API asks that the other engine modules do not cover: archetypes as
printed and as Special Summoned, Level/DEF existence, Attributes and Types "in the GY", effect
counts and resets, effect relations, where a card leaving the field would go, counters it may
hold or lose, the Tributes a Normal Summon needs, the Special Summon record.

Each function names the core function whose answer it reproduces (card.cpp, field.cpp,
effect.cpp, libcard.cpp).
"""
from harness.constants import (
    EFFECT_ADD_SETCODE, EFFECT_CANNOT_USE_AS_COST, EFFECT_CHANGE_GRAVE_ATTRIBUTE, EFFECT_CHANGE_GRAVE_RACE,
    EFFECT_COUNTER_PERMIT, EFFECT_FLAG_CANNOT_DISABLE, EFFECT_FLAG_COUNT_LIMIT, EFFECT_FLAG_IMMEDIATELY_APPLY,
    EFFECT_FLAG_INITIAL, EFFECT_FLAG_SINGLE_RANGE, EFFECT_FLAG_UNCOPYABLE, EFFECT_PRE_MONSTER,
    EFFECT_RCOUNTER_REPLACE, EFFECT_REVIVE_LIMIT, EFFECT_SPSUMMON_CONDITION, EFFECT_SPSUMMON_PROC,
    EFFECT_SPSUMMON_PROC_G, EFFECT_TYPE_ACTIONS, EFFECT_TYPE_CONTINUOUS, EFFECT_TYPE_FIELD, EFFECT_TYPE_SINGLE,
    EFFECT_TYPE_XMATERIAL, COUNTER_WITHOUT_PERMIT, EFFECT_TYPE_ACTIVATE, EFFECT_TYPE_TRIGGER_O,
    EFFECT_TYPE_TRIGGER_F, EFFECT_TYPE_QUICK_O, EFFECT_TYPE_QUICK_F, EFFECT_TYPE_FLIP, EFFECT_TYPE_IGNITION,
    LOCATION_DECK, LOCATION_EXTRA, LOCATION_GRAVE, LOCATION_MZONE, LOCATION_REMOVED, LOCATION_SZONE,
    PLAYER_NONE, POS_FACEUP, POS_FACEUP_DEFENSE, REASON_COST, RESET_CARD, RESET_CODE, RESET_COPY, RESET_DISABLE,
    RESET_EVENT, RESET_LEAVE, RESET_MSCHANGE, RESET_OVERLAY, RESET_PHASE, RESET_OPPO_TURN, RESET_REMOVE,
    RESET_SELF_TURN, RESET_TEMP_REMOVE, RESET_TODECK, RESET_TOFIELD, RESET_TOGRAVE, RESET_TOHAND,
    RESET_TURN_SET, STATUS_DISABLED, STATUS_FORBIDDEN, STATUS_NO_LEVEL, STATUS_PROC_COMPLETE,
    STATUS_SPSUMMON_STEP, SUMMON_TYPE_SPECIAL, TYPE_LINK, TYPE_MONSTER, TYPE_PENDULUM, TYPE_TOKEN,
    TYPE_TRAPMONSTER, TYPE_XYZ, TYPE_NORMAL, TYPE_EFFECT, RESETS_STANDARD, STATUS_COPYING_EFFECT,
    EFFECT_ADD_TYPE, STATUS_EFFECT_REPLACED, STATUS_INITIALIZING, EFFECT_DUAL_STATUS, EFFECT_FLAG_CLIENT_HINT,
)
from ..values import queries, stats
from ..rules import capabilities, summon_checks
from . import operations
from harness.carddb import UnknownCardError
from ..state.count_limits import count_limit_available
from ..state.errors import ScriptError
from ..state.events import Event, event_arguments
from ..state.host import truthy
from ..rules.attack_rules import reset_counters
from ..rules.redirects import destination_redirect, leave_field_redirect  # noqa: F401  (Card.* bindings ask here)
from .xyz_link import code_and_another

_TYPE_SINGLE_LIKE = EFFECT_TYPE_SINGLE | EFFECT_TYPE_XMATERIAL
# effect.h: EFFECT_TYPES_CHAIN_LINK (the effects that are activated as chain links)
EFFECT_TYPES_CHAIN_LINK = (EFFECT_TYPE_ACTIVATE | EFFECT_TYPE_TRIGGER_O | EFFECT_TYPE_TRIGGER_F | EFFECT_TYPE_QUICK_O
                           | EFFECT_TYPE_QUICK_F | EFFECT_TYPE_FLIP | EFFECT_TYPE_IGNITION)


# -- archetypes ----------------------------------------------------------------------------------------
def is_original_set_card(card, setname):
    """card::is_origin_set_card: one of its printed archetypes (the harness keeps no second
    printed name, so get_original_code_rule's second code is always 0)."""
    return any(queries.setcode_matches(setcode, setname) for setcode in card.data.setcodes)


def is_special_summon_set_card(card, setname):
    """card::is_special_summon_set_card: the archetypes of the card that Special Summoned it, as
    recorded then (set_special_summon_status): its two codes' printed ones, and each
    EFFECT_ADD_SETCODE value it had."""
    info = special_summon_info(card)
    if queries.code_has_setcode(card.duel, info["code"], setname):
        return True
    if info["code2"] and queries.code_has_setcode(card.duel, info["code2"], setname):
        return True
    return any(queries.setcode_matches(setcode, setname) for setcode in info["setcode"])


# -- Level, DEF, the GY's Attribute and Type ---------------------------------------------------------------
def _is_monster_now(card):
    return bool(card.data.type & TYPE_MONSTER or stats.current_type(card) & TYPE_MONSTER
                or stats.applying(card, EFFECT_PRE_MONSTER))


def has_level(card):
    """Card.IsHasLevel: not an Xyz or Link monster, no STATUS_NO_LEVEL, and a monster (printed,
    now, or under EFFECT_PRE_MONSTER)."""
    if card.data.type & (TYPE_XYZ | TYPE_LINK) or card.status_flags & STATUS_NO_LEVEL:
        return False
    return _is_monster_now(card)


def has_defense(card):
    """Card.IsHasDefense: not a Link monster, and a monster (printed, now, or EFFECT_PRE_MONSTER)."""
    return not card.data.type & TYPE_LINK and _is_monster_now(card)


def _grave_value(card, player, code, current, printed):
    """card::get_grave_attribute / get_grave_race: 0 for a non-monster; in the GY its current
    value; elsewhere its printed one, changed by each of the player's EFFECT_CHANGE_GRAVE_*
    effects whose target (if any) accepts the card."""
    if not card.data.type & TYPE_MONSTER:
        return 0
    if card.current.location == LOCATION_GRAVE:
        return current(card)
    value = printed
    if player not in (0, 1):
        return value
    for effect in stats._sorted(stats.player_effects(card.duel, player, code)):
        if effect.target is None or truthy(card.duel.host.call(effect.target, effect, card)):
            value = stats.effect_value(effect, card)
    return value


def grave_attribute(card, player):
    return _grave_value(card, player, EFFECT_CHANGE_GRAVE_ATTRIBUTE, stats.current_attribute, card.data.attribute)


def grave_race(card, player):
    return _grave_value(card, player, EFFECT_CHANGE_GRAVE_RACE, stats.current_race, card.data.race)


# -- effects on a card -----------------------------------------------------------------------------------
def effect_count(card, code):
    """Card.GetEffectCount: how many effects with this code apply to it (card::filter_effect)."""
    return len(stats.applying(card, code))


def is_original_effect_property(card, accepts):
    """card::is_original_effect_property: `accepts` holds for one of its initial effects (the
    ones its own initial_effect registered: EFFECT_FLAG_INITIAL)."""
    return any(accepts(effect) for effect in list(card.effects) if effect.has_property(EFFECT_FLAG_INITIAL))


def _effect_resets(effect, level, reset_type, turn_player):
    """effect::reset: whether this reset removes the effect."""
    if reset_type == RESET_EVENT:
        if not effect.reset_flag & RESET_EVENT:
            return False
        if effect.owner is not effect.handler:
            level &= ~RESET_DISABLE
        return bool(level & 0xffff0000 & effect.reset_flag)
    if reset_type == RESET_CARD:
        return effect.owner is not None and effect.owner.data.code == level
    if reset_type == RESET_PHASE:
        if not effect.reset_flag & RESET_PHASE:
            return False
        owner = effect.handler.controller if effect.handler is not None else effect.owner_player
        flags, count = effect.reset_flag, effect.reset_count or 1     # add_effect: a count of 0 is 1
        if ((flags & RESET_SELF_TURN and owner == turn_player) or (flags & RESET_OPPO_TURN and owner != turn_player)) \
                and level & 0x3ff & flags:
            count -= 1
        effect.reset_count = count
        return count == 0
    if reset_type == RESET_CODE:
        return effect.code == level and bool(effect.type & EFFECT_TYPE_SINGLE) and not effect.type & EFFECT_TYPE_ACTIONS
    if reset_type == RESET_COPY:
        return effect.copy_id == level
    return False


_LEAVE_RELATIONS = (RESET_TODECK | RESET_TOHAND | RESET_TOGRAVE | RESET_REMOVE | RESET_TEMP_REMOVE | RESET_OVERLAY
                    | RESET_MSCHANGE)
_ATTACKS = _LEAVE_RELATIONS | RESET_LEAVE | RESET_TOFIELD
_COUNTERS = _LEAVE_RELATIONS | RESET_TOFIELD | RESET_TURN_SET


def reset(card, level, reset_type):
    """card::reset (Card.ResetEffect, ResetNegateEffect): for RESET_EVENT, the card state those
    events clear first; then every effect of the card that this reset removes. Other reset
    types than EVENT, PHASE, CODE, COPY and CARD do nothing."""
    if reset_type not in (RESET_EVENT, RESET_PHASE, RESET_CODE, RESET_COPY, RESET_CARD):
        return
    if reset_type == RESET_EVENT:
        for other, flags in list(card.card_relations.items()):
            if flags & 0xffff0000 & level:
                del card.card_relations[other]
        if level & _LEAVE_RELATIONS:
            card.relations.clear()
        if level & _ATTACKS:
            card.indestructible_uses.clear()
            reset_counters(card)
        if level & (_ATTACKS | RESET_TURN_SET):
            card.battled_cards = []
        if level & _COUNTERS:
            card.counters.clear()
        if level & RESET_TOFIELD:
            card.previous_equip_target = None
        if level & RESET_DISABLE:
            for kind in [k for k in card.counters if not k & COUNTER_WITHOUT_PERMIT]:
                del card.counters[kind]
    elif reset_type == RESET_COPY:
        for target in list(card.card_targets):      # delete_card_target: the card stops targeting
            target.target_owners.remove(card)
        card.card_targets.clear()
    turn_player = card.duel.turn_player
    reload = False
    for effect in list(card.effects):
        if _effect_resets(effect, level, reset_type, turn_player):
            reload |= bool(card.status_flags & STATUS_EFFECT_REPLACED and effect.has_property(EFFECT_FLAG_INITIAL)
                           and effect.copy_id)
            operations.remove_effect(effect)
    if reload:             # Card.ReplaceEffect's effects are gone: the card's own come back
        card.status_flags = (card.status_flags & ~STATUS_EFFECT_REPLACED) | STATUS_INITIALIZING
        try:
            card.duel.host.run_initial_effect(card.data.code, card)
        finally:
            card.status_flags &= ~STATUS_INITIALIZING


# -- effect relations ------------------------------------------------------------------------------------
def release_effect_relation(duel, card, effect):
    """card::release_relation(effect): the relation to the newest chain link of the effect, or
    (the effect not on the chain) the one made outside a chain."""
    for link in reversed(duel.chain):
        if link.effect is effect:
            card.release_relation(link)
            return
    card.relations.discard((effect, 0))


def clear_effect_relations(card):
    """card::clear_relate_effect."""
    card.relations.clear()


# -- where it would go -----------------------------------------------------------------------------------
def capable_cost_to_deck(duel, card, player):
    """card::is_capable_cost_to_deck: not a Token or Extra Deck monster, not in the Deck, usable
    as a cost, returnable to the Deck, and no redirect sends it elsewhere."""
    if card.data.type & TYPE_TOKEN or capabilities.is_extra_deck_monster(card):
        return False
    if card.current.location == LOCATION_DECK or stats.applying(card, EFFECT_CANNOT_USE_AS_COST):
        return False
    if card.leave_confirmed or not capabilities.capable_send_to_deck(duel, card, player):
        return False
    destination = LOCATION_DECK
    if card.is_onfield():
        destination = (leave_field_redirect(duel, card, REASON_COST) & 0xffff) or destination
    destination = (destination_redirect(duel, card, destination) & 0xffff) or destination
    return destination == LOCATION_DECK


def able_to_deck_or_extra_as_cost(duel, card, player):
    """Card.IsAbleToDeckOrExtraAsCost: to the Extra Deck for an Extra Deck monster, else to the Deck."""
    if capabilities.is_extra_deck_monster(card):
        return capabilities.capable_cost_to_extra(duel, card, player)
    return capable_cost_to_deck(duel, card, player)


def can_be_placed_on_field(duel, card, player, location):
    """Card.IsCanBePlacedOnField: not forbidden, and no uniqueness condition (its own, or one of a
    face-up card on the field) stops it coming to player's field."""
    if player not in (0, 1):
        return False
    if stats.status(card) & STATUS_FORBIDDEN:
        return False
    return not unique_conflict(duel, card, player, location)


def _unique_code_matches(duel, holder, card):
    """card::check_unique_code: the holder's unique code (or function) accepts the card."""
    code = holder.unique[2]
    if callable(code):
        return truthy(duel.host.call(code, card))
    first, second = code_and_another(card)
    return bool(code) and (first == code or (second != 0 and second == code))


def _unique_sides(holder, player):
    """The players on whose field the holder's uniqueness counts for `player` (unique_pos)."""
    self_range, opponent_range = holder.unique[0], holder.unique[1]
    return (self_range and holder.controller == player) or (opponent_range and holder.controller == 1 - player)


def unique_holder_live(holder):
    """A card whose uniqueness counts now: face-up on the field, its effects enabled, not negated."""
    return holder.unique is not None and holder.is_onfield() and holder.is_faceup() and holder.effect_enabled \
        and not stats.status(holder) & (STATUS_DISABLED | STATUS_FORBIDDEN)


def unique_covers(holder, player):
    """Whether the holder's uniqueness counts on player's field (field::add_unique_card's unique_cards[player])."""
    return bool(_unique_sides(holder, player))


def unique_targets(duel, holder, player, ignored=None):
    """card::get_unique_target: the face-up cards the holder's unique code names, on player's
    field (its first range) and the other player's (its second range), in its locations, but
    `ignored`; a monster being Special Summoned step by step is not counted yet."""
    self_range, opponent_range, _, unique_location = holder.unique
    found = []
    for side, counts in ((player, self_range), (1 - player, opponent_range)):
        if not counts:
            continue
        for zone in (LOCATION_MZONE, LOCATION_SZONE):
            if not unique_location & zone:
                continue
            for other in duel.zone_list(side, zone):
                if other is None or other is ignored or not other.is_faceup():
                    continue
                if zone == LOCATION_MZONE and other.status_flags & STATUS_SPSUMMON_STEP:
                    continue
                if _unique_code_matches(duel, holder, other):
                    found.append(other)
    return found


def unique_conflict(duel, card, player, location, ignored=None):
    """field::check_unique_onfield: a face-up, enabled, non-negated card on the field whose
    uniqueness covers player's field and names this card; or the card's own uniqueness with a
    card it names already face-up there."""
    for holder in duel.cards:
        if holder is card or holder is ignored or not unique_holder_live(holder):
            continue
        if unique_covers(holder, player) and holder.unique[3] & location and _unique_code_matches(duel, holder, card):
            return True
    if card.unique is None or not card.unique[3] & location or stats.status(card) & (STATUS_DISABLED | STATUS_FORBIDDEN):
        return False
    found = set(unique_targets(duel, card, player, ignored))
    if _unique_code_matches(duel, card, card):
        found.add(card)
    return len(found) >= 2


# -- counters -----------------------------------------------------------------------------------------------
def _single_ready(effect):
    """effect::is_single_ready: a single (or Xyz Material) continuous effect that is in force."""
    if effect.type & EFFECT_TYPE_ACTIONS or not effect.type & _TYPE_SINGLE_LIKE or effect.type & EFFECT_TYPE_FIELD:
        return False
    handler = effect.handler
    if handler is None or handler.controller == PLAYER_NONE:
        return False
    if effect.has_property(EFFECT_FLAG_SINGLE_RANGE):
        if not stats.in_range(effect, handler):
            return False
        if not handler.effect_enabled and not effect.has_property(EFFECT_FLAG_IMMEDIATELY_APPLY):
            return False
        if handler.is_onfield() and not handler.is_position(POS_FACEUP):
            return False
    return stats.condition_holds(effect)


def can_have_counter(card, countertype):
    """card::is_can_have_counter: its own EFFECT_COUNTER_PERMIT for that counter (on the field, one
    in force); never a counter without permit."""
    countertype &= 0xffff
    if countertype & COUNTER_WITHOUT_PERMIT:
        return False
    permits = [e for e in card.effects if e.code == EFFECT_COUNTER_PERMIT + countertype and e.is_single
               and e.has_property(EFFECT_FLAG_SINGLE_RANGE)]         # filter_self_effect
    if card.is_onfield():
        return any(_single_ready(permit) for permit in permits)
    return bool(permits)


def can_remove_counter(duel, player, card, countertype, count, reason):
    """field::is_player_can_remove_counter for one card: it has that many counters, or a
    continuous EFFECT_RCOUNTER_REPLACE for that counter could replace the removal."""
    countertype &= 0xffff
    if card.counters.get(countertype, 0) >= count:
        return True
    event = Event(0, [], duel.reason_effect, reason, player, player, count)
    for effect in list(duel.registered_effects):
        if effect.code == EFFECT_RCOUNTER_REPLACE + countertype and effect.type & EFFECT_TYPE_CONTINUOUS \
                and _continuous_ready(duel, effect, event):
            return True
    return False


def _continuous_ready(duel, effect, event):
    """effect::is_activateable for a continuous effect: its use left, in force where its handler
    is (face-up, not negated), and its condition holds for the event."""
    handler = effect.handler
    player = handler.controller if handler is not None else effect.owner_player
    if effect.has_property(EFFECT_FLAG_COUNT_LIMIT) and not count_limit_available(duel, effect, player):
        return False
    if handler is not None:
        if handler.controller == PLAYER_NONE:
            return False
        if effect.type & EFFECT_TYPE_FIELD and not stats.in_range(effect, handler):
            return False
        if handler.is_onfield() and (not handler.is_faceup() or not handler.effect_enabled):
            return False
        if not effect.has_property(EFFECT_FLAG_CANNOT_DISABLE) and stats.is_disabled(handler):
            return False
    if effect.condition is None:
        return True
    return truthy(duel.host.call(effect.condition, effect, player, *event_arguments(event)))


# -- summons ------------------------------------------------------------------------------------------------
def tribute_requirement(card):
    """card::get_summon_tribute_count, as (min, max)."""
    return summon_checks.tribute_count_for_summon(card)


def is_spsummonable_card(duel, card):
    """card::is_spsummonable_card: a monster card; under EFFECT_REVIVE_LIMIT without its
    procedure done, not from the GY, banishment or a Spell & Trap Zone, nor a face-up Pendulum in
    the Extra Deck; and every EFFECT_SPSUMMON_CONDITION accepts (reason effect, reason player,
    SUMMON_TYPE_SPECIAL, 0, 0)."""
    if not card.data.type & TYPE_MONSTER:
        return False
    if stats.applying(card, EFFECT_REVIVE_LIMIT) and not card.status_flags & STATUS_PROC_COMPLETE:
        if card.current.location & (LOCATION_GRAVE | LOCATION_REMOVED | LOCATION_SZONE):
            return False
        if card.data.type & TYPE_PENDULUM and card.current.location == LOCATION_EXTRA and card.is_faceup():
            return False
    for condition in stats.applying(card, EFFECT_SPSUMMON_CONDITION):
        if not stats.effect_value(condition, duel.reason_effect, duel.reason_player, SUMMON_TYPE_SPECIAL, 0, 0):
            return False
    return True


_EMPTY_SUMMON_INFO = {"code": 0, "code2": 0, "type": 0, "level": 0, "rank": 0, "attribute": 0, "race": 0,
                      "attack": 0, "defense": 0, "setcode": (), "reason_effect": None, "reason_player": PLAYER_NONE}


def set_special_summon_status(duel, card, effect):
    """card::set_special_summon_status, when `card` is Special Summoned by `effect`: what the
    summoning card was (the summon procedures of the rules record nothing). With a chain link
    whose handler no longer relates to it (or is a Trap monster), the state it had when
    activated; otherwise the handler as it is now."""
    if effect is None:
        card.spsummon = dict(_EMPTY_SUMMON_INFO)
        return
    if effect.code in (EFFECT_SPSUMMON_PROC, EFFECT_SPSUMMON_PROC_G) \
            and effect.has_property(EFFECT_FLAG_CANNOT_DISABLE) and effect.has_property(EFFECT_FLAG_UNCOPYABLE):
        card.spsummon = dict(_EMPTY_SUMMON_INFO)
        return
    handler = effect.handler if effect.handler is not None else effect.owner
    if handler is None:
        card.spsummon = dict(_EMPTY_SUMMON_INFO)
        return
    link = duel.chain[-1] if duel.chain else None
    live = not effect.type & EFFECT_TYPES_CHAIN_LINK or (
        link is not None and handler.is_related_to_link(link) and not stats.current_type(handler) & TYPE_TRAPMONSTER)
    if live or link is None:
        code, code2 = code_and_another(handler)
        atk, defense = stats.attack_and_defense(handler)
        info = {"code": code, "code2": code2, "type": stats.current_type(handler),
                "level": stats.current_level(handler), "rank": queries.current_rank(handler),
                "attribute": stats.current_attribute(handler), "race": stats.current_race(handler),
                "attack": atk, "defense": defense, "reason_effect": effect,
                "reason_player": link.player if link is not None else card.summon_player}
    else:
        state = link.triggering
        handler = link.effect.handler
        info = {"code": state["code"], "code2": state["code2"], "type": handler.data.type, "level": state["level"], "rank": state["rank"],
                "attribute": state["attribute"], "race": state["race"], "attack": state["attack"],
                "defense": state["defense"], "reason_effect": link.effect, "reason_player": link.player}
    info["setcode"] = tuple(stats.effect_value(e, handler) & 0xffff for e in stats.applying(handler, EFFECT_ADD_SETCODE))
    card.spsummon = info


def has_effect(card, code, player=PLAYER_NONE):
    """Card.IsHasEffect: the effects with this code that apply to it (card::filter_effect); for a
    player 0 or 1, only those with a use of their count limit left for that player."""
    found = stats.applying(card, code)
    if player == PLAYER_NONE:
        return found
    return [effect for effect in found if count_limit_available(card.duel, effect, player)]


def special_summon_info(card):
    """card->spsummon: what set_special_summon_status last recorded (all zero before any; a
    stepped monster keeps its older record until Duel.SpecialSummonComplete)."""
    info = getattr(card, "spsummon", None)
    return info if info is not None else _EMPTY_SUMMON_INFO


# -- the Deck ---------------------------------------------------------------------------------------------
def reverse_in_deck(card):
    """Card.ReverseInDeck: a card in the Deck turns face-up (the client is told when it is on top)."""
    if card.current.location == LOCATION_DECK:
        card.current.position = POS_FACEUP_DEFENSE


def copy_effect(duel, card, code, reset, count):
    """card::copy_effect: run card `code`'s initial_effect on `card` with STATUS_COPYING_EFFECT:
    what it registers gets EFFECT_FLAG_COPY, the copy's id and its reset; effects it marks
    EFFECT_FLAG_UNCOPYABLE are dropped. A monster without the Effect type gains it for as long.
    Returns the copy id (reset by Card.ResetEffect(id, RESET_COPY)), or -1 for a Normal card."""
    return _run_other_initial_effect(duel, card, code, reset, count, STATUS_COPYING_EFFECT)


def replace_effect(duel, card, code, reset, count):
    """card::replace_effect: the card's own effects (EFFECT_FLAG_INITIAL) are removed and card
    `code`'s initial_effect runs as its own (STATUS_INITIALIZING | STATUS_COPYING_EFFECT: the new
    effects are initial, with the copy's id and reset); STATUS_EFFECT_REPLACED marks it, and when
    the reset removes them the card's own initial_effect runs again (reset()). Returns the id."""
    if _copied_card_data(duel, code).type & TYPE_NORMAL:
        return -1
    card.status_flags &= ~STATUS_EFFECT_REPLACED
    for effect in [e for e in card.effects if e.has_property(EFFECT_FLAG_INITIAL)]:
        operations.remove_effect(effect)
    copy_id = _run_other_initial_effect(duel, card, code, reset, count, STATUS_INITIALIZING | STATUS_COPYING_EFFECT)
    card.status_flags |= STATUS_EFFECT_REPLACED
    return copy_id


def _copied_card_data(duel, code):
    try:
        return duel.carddb.get(code)
    except UnknownCardError:
        raise ScriptError(f"unknown card code {code}: no card data to copy effects from") from None


def _run_other_initial_effect(duel, card, code, reset, count, statuses):
    """The part copy_effect and replace_effect share: card `code`'s initial_effect runs on `card`
    under `statuses` with core.copy_reset(_count) set; uncopyable effects are dropped, and a
    monster without the Effect type gains it for as long. Returns the copy id, -1 for a Normal card."""
    if _copied_card_data(duel, code).type & TYPE_NORMAL:
        return -1
    reset = reset or RESETS_STANDARD
    saved = duel.copy_reset, duel.copy_reset_count
    duel.copy_reset, duel.copy_reset_count = reset, count
    copy_id = duel.copy_id
    before = set(map(id, card.effects))
    card.status_flags |= statuses
    try:
        duel.host.run_initial_effect(code, card)
    finally:
        duel.copy_id += 1
        card.status_flags &= ~statuses
        duel.copy_reset, duel.copy_reset_count = saved
    for effect in [e for e in card.effects if id(e) not in before and e.has_property(EFFECT_FLAG_UNCOPYABLE)]:
        operations.remove_effect(effect)
    if card.data.type & TYPE_MONSTER and not card.data.type & TYPE_EFFECT:
        gains = duel.new_effect(duel.reason_effect.handler if duel.reason_effect is not None
                                and duel.reason_effect.handler is not None else card)
        gains.type, gains.code, gains.value = EFFECT_TYPE_SINGLE, EFFECT_ADD_TYPE, TYPE_EFFECT
        gains.property = EFFECT_FLAG_CANNOT_DISABLE
        gains.reset_flag, gains.reset_count = reset, count
        duel.register_effect(gains, card=card)
    return copy_id


def enable_dual_state(duel, card):
    """Card.EnableDualState (and a Gemini Summon, field::summon step 9): the monster gets
    EFFECT_DUAL_STATUS until it leaves the field or turns face-down (RESET_EVENT+0x1fe0000)."""
    effect = duel.new_effect(card)
    effect.type, effect.code = EFFECT_TYPE_SINGLE, EFFECT_DUAL_STATUS
    effect.property = EFFECT_FLAG_CANNOT_DISABLE | EFFECT_FLAG_CLIENT_HINT
    effect.description = 64
    effect.reset_flag = RESET_EVENT | 0x1fe0000
    duel.register_effect(effect, card=card)
