"""Queries scripts ask about cards, players and groups: what is public, the top of the Deck,
whether a player may banish, which Field Spell is in play, and the sums and classes of a group.

Each names the core function whose answer it reproduces (libcard.cpp, libduel.cpp,
libgroup.cpp and what they call in card.cpp / field.cpp / interpreter.cpp).
"""
from harness.constants import (
    LOCATION_HAND, LOCATION_GRAVE, LOCATION_DECK, LOCATION_MZONE, LOCATION_SZONE, LOCATION_FZONE,
    LOCATION_PZONE, LOCATION_EXTRA, LOCATION_REMOVED,
    LOCATION_ONFIELD, POS_FACEUP, PLAYER_ALL, EFFECT_PUBLIC, EFFECT_CANNOT_REMOVE, EFFECT_CHANGE_ENVIRONMENT,
    REASON_EFFECT, RESET_TODECK, RESET_TOHAND, RESET_TOGRAVE, RESET_REMOVE, RESET_TEMP_REMOVE,
    RESET_OVERLAY, RESET_MSCHANGE, RESET_LEAVE, RESET_TOFIELD,
    ASSUME_RANK, EFFECT_CHANGE_RANK, EFFECT_UPDATE_RANK, TYPE_LINK, TYPE_XYZ,
    TYPE_FUSION, TYPE_SYNCHRO, STATUS_SUMMONING, STATUS_SPSUMMON_STEP,
)
from harness.constants import EFFECT_ADD_SETCODE
from ..state.duel import FIELD_ZONE_SEQ, PENDULUM_SPELL_ZONES, PENDULUM_ZONE_SEQS
from ..state.host import truthy
from . import stats
from .zones import treated_as_not_on_field


# -- the cards in locations --------------------------------------------------------------------------
_BEING_SUMMONED = STATUS_SUMMONING | STATUS_SPSUMMON_STEP


def matching_candidates(duel, player, s, o):
    """The cards a filter of Duel.GetMatchingGroup and the like may see (field::filter_matching_card):
    every card in the locations, less a field card treated as not on the field (a monster being
    summoned, a card whose summon or activation is being negated)."""
    return _seen(duel.cards_in_range(player, s, o))


def _seen(cards):
    return [c for c in cards if not (c.location & LOCATION_ONFIELD and treated_as_not_on_field(c))]


def count_reached(found, count):
    """field::filter_matching_card's count (Duel.IsExistingMatchingCard, IsExistingTarget), a
    32-bit integer it stops at: 0 is never reached (the core answers false), a negative count is
    reached by the first match."""
    count = _int32(count)
    return count != 0 and found >= max(count, 1)


def search_order(duel, player, s, o):
    """matching_candidates in the order field::filter_matching_card looks at them for the first
    match (Duel.GetFirstMatchingCard): per player (the player's locations, then the opponent's),
    the Monster Zones, the Spell & Trap Zones (a Pendulum Zone as the Spell & Trap Zone it is),
    the Field Zone and the Pendulum Zones when asked for alone, then the Deck and the Extra Deck
    top first, the hand, the GY and the banishment top first."""
    found = []
    for side, location in ((player, s), (1 - player, o)):
        if location & LOCATION_MZONE:
            found += [c for c in duel.zone_list(side, LOCATION_MZONE) if c is not None]
        if location & LOCATION_SZONE:
            found += sorted((c for c in duel.zone_list(side, LOCATION_SZONE) if c is not None), key=_spell_zone)
        else:
            zones = [c for c in duel.zone_list(side, LOCATION_SZONE) if c is not None]
            for part in (LOCATION_FZONE, LOCATION_PZONE):
                if location & part:
                    found += sorted((c for c in zones if c.is_location(part)), key=_spell_zone)
        for pile, top_first in ((LOCATION_DECK, True), (LOCATION_EXTRA, True), (LOCATION_HAND, False),
                                (LOCATION_GRAVE, True), (LOCATION_REMOVED, True)):
            if location & pile:
                cards = duel.zone_list(side, pile)
                found += reversed(cards) if top_first else cards
    return _seen(found)


def _spell_zone(card):
    """A Spell & Trap Zone card's place in the core's list_szone (a Pendulum Zone is zone 0 or 4)."""
    sequence = card.current.sequence
    return PENDULUM_SPELL_ZONES[PENDULUM_ZONE_SEQS.index(sequence)] if sequence in PENDULUM_ZONE_SEQS else sequence


def field_group(duel, player, s, o):
    """Duel.GetFieldGroup (field::filter_field_card): every card in the locations, less a monster
    being summoned; unlike filter_matching_card, a card whose summon or activation is being
    negated is still counted."""
    return [c for c in duel.cards_in_range(player, s, o)
            if not (c.location == LOCATION_MZONE and c.status_flags & _BEING_SUMMONED)]


# -- what players can see ---------------------------------------------------------------------------
def is_public(card):
    """Card.IsPublic: the card is face-up. A card in the hand under EFFECT_PUBLIC counts too: the
    core turns such cards face-up when they enter the hand and at every adjust (processor adjust
    step 12), which the harness does not model as a position; this gives the adjusted answer."""
    if card.is_faceup():
        return True
    return card.location == LOCATION_HAND and bool(stats.applying(card, EFFECT_PUBLIC))


def is_faceup_ex(card):
    """Card.IsFaceupEx: face-up, or in the hand, the GY or the Deck (where every card is a legal
    material whatever its position: aux's material filters use it)."""
    return card.is_faceup() or bool(card.location & (LOCATION_HAND | LOCATION_GRAVE | LOCATION_DECK))


def decktop_cards(duel, player, count):
    """Duel.GetDecktopGroup: the top `count` cards of the Deck, the top card first."""
    deck = duel.zone_list(player, LOCATION_DECK)         # the top card is the last one
    return list(reversed(deck))[:max(count, 0)]


# -- what players may do ----------------------------------------------------------------------------
def _prohibitions(duel, player, code):
    return stats.player_effects(duel, player, code)


def player_can_act(duel, player, code):
    """field::is_player_can_action: no player effect with this code forbids it outright (one with
    a target function forbids only some cards, so it does not count here)."""
    return all(prohibition.target is not None for prohibition in _prohibitions(duel, player, code))


def player_can_remove(duel, player, card, reason=REASON_EFFECT, reason_effect=None):
    """field::is_player_can_remove: no EFFECT_CANNOT_REMOVE on the player forbids banishing this
    card (its target gets the effect, the card, the player, the reason and the reason effect)."""
    if reason_effect is None:
        reason_effect = duel.reason_effect
    for prohibition in _prohibitions(duel, player, EFFECT_CANNOT_REMOVE):
        if prohibition.target is None:
            return False
        if truthy(duel.host.call(prohibition.target, prohibition, card, player, reason, reason_effect)):
            return False
    return True


# -- the Field Spell in play ------------------------------------------------------------------------
def _primary_code(card):
    return stats.current_codes(card)[0]        # card::get_code


def is_environment(duel, code, player=PLAYER_ALL, location=LOCATION_ONFIELD):
    """Duel.IsEnvironment: a face-up card with this code is in the given places (by default the
    field; the Field Zones first) of `player` (or either player); when no face-up Field Spell is
    in play, the newest EFFECT_CHANGE_ENVIRONMENT counts as one of its handler's controller."""
    sides = (0, 1) if player == PLAYER_ALL else (player,)
    found, field_spell = False, False
    if location & (LOCATION_FZONE | LOCATION_SZONE):
        for side in (0, 1):
            card = duel.zone_list(side, LOCATION_SZONE)[FIELD_ZONE_SEQ]
            if card is not None and card.is_faceup():
                field_spell = True
                found = found or (side in sides and _primary_code(card) == code)
    for zone_location in (LOCATION_SZONE, LOCATION_MZONE):
        if not found and location & zone_location:
            found = any(card is not None and card.is_faceup() and _primary_code(card) == code
                        for side in sides for card in duel.zone_list(side, zone_location))
    if not found and location & LOCATION_GRAVE:
        found = any(_primary_code(card) == code for side in sides for card in duel.zone_list(side, LOCATION_GRAVE))
    if not field_spell:
        changes = stats.field_effects(duel, EFFECT_CHANGE_ENVIRONMENT)
        if changes:
            newest = max(changes, key=lambda e: e.id)       # the core sorts them, takes the last
            holder = newest.handler.controller if newest.handler is not None else newest.owner_player
            if stats.effect_value(newest) == code and (player == PLAYER_ALL or player == holder):
                found = True
    return found


# -- values of a group (libgroup.cpp, interpreter::get_operation_value) ----------------------------
def _int32(value):
    value &= 0xffffffff
    return value - (1 << 32) if value & 0x80000000 else value


def operation_value(duel, function, card, extra=()):
    """interpreter::get_operation_value: the function's first result for (card, ...) as a 32-bit
    integer: a float is truncated, a numeric string converted, anything else is 0."""
    result = duel.host.call(function, card, *extra)
    value = result[0] if result else None
    if isinstance(value, bool) or value is None:
        return 0
    if isinstance(value, str):
        try:
            value = float(value.strip())
        except ValueError:
            return 0
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            return 0
        value = int(value)
    return _int32(int(value)) if isinstance(value, int) else 0


def extreme_group(duel, cards, function, extra, larger):
    """Group.GetMaxGroup / GetMinGroup: the cards with the largest (smallest) value, and the value;
    None for an empty group (the core then returns nothing)."""
    if not cards:
        return None
    best, chosen = None, []
    for card in cards:
        value = operation_value(duel, function, card, extra)
        if best is None or (value > best if larger else value < best):
            best, chosen = value, [card]
        elif value == best:
            chosen.append(card)
    return chosen, best


def total(duel, cards, function, extra):
    """Group.GetSum: the sum of the values (32-bit, as the core adds them)."""
    return _int32(sum(operation_value(duel, function, card, extra) for card in cards))


def class_count(duel, cards, function, extra):
    """Group.GetClassCount: how many different values."""
    return len({operation_value(duel, function, card, extra) for card in cards})


def bin_class_count(duel, cards, function, extra):
    """Group.GetBinClassCount: how many different bits the values have between them."""
    bits = 0
    for card in cards:
        bits |= operation_value(duel, function, card, extra) & 0xffffffff
    return bin(bits).count("1")


# -- comparisons ---------------------------------------------------------------------------------------
def compare_stat(card, stat, below, limit):
    """Card.IsLevel/Attack/DefenseBelow and Above (libcard.cpp): false for a card without the stat
    (Level 0; not a monster; a Link monster's DEF); "below" also needs a value of at least 0."""
    if stat == "level":
        value = stats.current_level(card)
        if value == 0:
            return False
    else:
        if not stats.is_monster(card) or (stat == "defense" and card.data.type & TYPE_LINK):
            return False
        value = stats.attack_and_defense(card)[0 if stat == "attack" else 1]
    return (0 <= value <= limit) if below else value >= limit


# -- Rank and Link rating -----------------------------------------------------------------------------
def current_rank(card):
    """card::get_rank: 0 for a monster that is not an Xyz monster; its printed Rank outside the
    Monster Zone; on the field EFFECT_UPDATE_RANK adds and EFFECT_CHANGE_RANK sets (in the order
    they apply), never below 1. A value function that asks the Rank meanwhile gets the value so far."""
    if not card.data.type & TYPE_XYZ:
        return 0
    if card.assumed is not None and card.assumed[0] == ASSUME_RANK:
        return card.assumed[1]
    if not card.location & LOCATION_MZONE:
        return card.data.level
    partial = card.computing.get("current_rank")
    if partial is not None:
        return partial
    rank, up = card.data.level, 0
    card.computing["current_rank"] = rank
    try:
        changes = stats.applying(card, EFFECT_UPDATE_RANK) + stats.applying(card, EFFECT_CHANGE_RANK)
        for effect in stats._sorted(changes):        # effect_sort_id, as the level's
            if effect.code == EFFECT_UPDATE_RANK:
                up += stats.effect_value(effect, card)
            else:
                rank, up = stats.effect_value(effect, card), 0
            card.computing["current_rank"] = rank + up
    finally:
        card.computing.pop("current_rank", None)
    return max(rank + up, 1)


def link_rating(card):
    """card::get_link: the printed Link rating of a Link monster, else 0."""
    return card.data.level if card.data.type & TYPE_LINK else 0


def within(value, bound, above):
    """Card.IsRankAbove/Below, IsLinkAbove/Below: a card without one (0) is neither."""
    return value != 0 and (value >= bound if above else value <= bound)


# -- archetypes ---------------------------------------------------------------------------------------
def setcode_matches(setcode, setname):
    """check_setcode: the low 12 bits name the archetype, a sub-archetype's high bits must match."""
    setcode &= 0xffff
    return bool(setcode) and (setcode & 0xfff) == (setname & 0xfff) and (setcode & setname) == setname


def code_has_setcode(duel, code, setname):
    """check_card_setcode: the archetypes printed on the card with that code."""
    try:
        data = duel.carddb.get(code)
    except LookupError:
        return False
    return any(setcode_matches(s, setname) for s in data.setcodes)


def is_set_card(card, setname):
    """card::is_set_card: the archetypes of its current code (printed, or the changed code's),
    of its other codes, and each EFFECT_ADD_SETCODE value."""
    codes = stats.current_codes(card)
    if codes[0] == card.data.code:
        if any(setcode_matches(s, setname) for s in card.data.setcodes):
            return True
    elif code_has_setcode(card.duel, codes[0], setname):
        return True
    if any(code_has_setcode(card.duel, code, setname) for code in codes[1:] if code):
        return True
    return any(setcode_matches(stats.effect_value(e, card), setname) for e in stats.applying(card, EFFECT_ADD_SETCODE))


TYPES_EXTRA_DECK = TYPE_FUSION | TYPE_SYNCHRO | TYPE_XYZ | TYPE_LINK     # the core's TYPES_EXTRA_DECK


def is_extra_deck_monster(card):
    """card::is_extra_deck_monster: its printed type is a Fusion, Synchro, Xyz or Link Monster."""
    return bool(card.data.type & TYPES_EXTRA_DECK)
