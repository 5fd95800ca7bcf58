"""Whether a player may do something at all: no player effect forbids it (field::is_player_can_*).

The questions every layer above asks before acting on a card: send to the hand or the GY, Set,
draw, Special Summon; the card-side questions (can this card go there) are in capabilities.py
and movement.py.
"""
from harness.constants import (
    EFFECT_CANNOT_DRAW, EFFECT_CANNOT_SPECIAL_SUMMON, EFFECT_CANNOT_TO_DECK, EFFECT_CANNOT_TO_HAND,
    EFFECT_LEFT_SPSUMMON_COUNT, EFFECT_SPSUMMON_COUNT_LIMIT, GLOBALFLAG_SPSUMMON_COUNT, LOCATION_DECK,
)
from ..state.errors import NotImplementedByHarness
from ..state.host import truthy
from ..values import stats
from ..values.queries import is_extra_deck_monster


def player_can(duel, player, code, card, *extra):
    """field::is_player_can_send_to_grave / _sset / _flipsummon / _release ...: no player effect
    with this code forbids it (one with a target function when it accepts (effect, card, player, ...))."""
    for prohibition in stats.player_effects(duel, player, code):
        if prohibition.target is None:
            return False
        if truthy(duel.host.call(prohibition.target, prohibition, card, player, *extra)):
            return False
    return True


def player_can_action(duel, player, code):
    """field::is_player_can_action: no player effect with this code and no target function (one
    with a target forbids only what it accepts, which this question does not name)."""
    return all(prohibition.target is not None for prohibition in stats.player_effects(duel, player, code))


def player_can_draw(duel, player, count=0):
    """Duel.IsPlayerCanDraw: no EFFECT_CANNOT_DRAW on the player (field::is_player_can_draw) and,
    for a count other than 0, at least that many cards in the Deck."""
    if stats.player_effects(duel, player, EFFECT_CANNOT_DRAW):
        return False
    return count == 0 or len(duel.zone_list(player, LOCATION_DECK)) >= count


def player_can_special_summon_at_all(duel, player):
    """field::is_player_can_spsummon(player) (Duel.IsPlayerCanSpecialSummon with no card): no
    EFFECT_CANNOT_SPECIAL_SUMMON without a target, and one Special Summon left
    (is_player_can_spsummon_count)."""
    return player_can_action(duel, player, EFFECT_CANNOT_SPECIAL_SUMMON) and spsummon_count_allowed(duel, player, 1)


def player_can_send_to_hand(duel, player, card):
    """field::is_player_can_send_to_hand: no EFFECT_CANNOT_TO_HAND forbids it (its target also
    gets the reason effect), and an Extra Deck monster must be able to go to the Deck."""
    if not player_can(duel, player, EFFECT_CANNOT_TO_HAND, card, duel.reason_effect):
        return False
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
            "not implemented by the harness: Duel.IsPlayerCanSpecialSummonCount with an EFFECT_SPSUMMON_COUNT_LIMIT "
            "in play (the per-card Special Summon counters, card::spsummon_counter, that limit counts)")
    return True
