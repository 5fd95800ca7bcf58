"""Whether a card can go to the hand, the GY or banishment, by an effect or as a cost
(Card.IsAbleToHand, IsAbleToGrave, IsAbleToRemove and their AsCost forms).

Each function names the core function whose answer it reproduces (card.cpp, field.cpp). The
Deck's and the Extra Deck's own rules are in capabilities (is_capable_send_to_deck / _extra,
is_capable_cost_to_extra) and card_rules (is_capable_cost_to_deck, the redirects).
"""
from harness.constants import (
    EFFECT_CANNOT_REMOVE, EFFECT_CANNOT_TO_GRAVE, EFFECT_CANNOT_TO_GRAVE_AS_COST, EFFECT_CANNOT_TO_HAND,
    EFFECT_CANNOT_USE_AS_COST, LOCATION_EXTRA, LOCATION_GRAVE, LOCATION_HAND, LOCATION_REMOVED, POS_FACEDOWN,
    REASON_COST, TYPE_PENDULUM, TYPE_TOKEN, EFFECT_CANNOT_DISCARD_DECK, EFFECT_TO_GRAVE_REDIRECT, LOCATION_DECK,
    POS_FACEUP,
)
from ..values import queries, stats
from . import capabilities, permissions, redirects


def capable_send_to_hand(duel, card, player):
    """card::is_capable_send_to_hand: not leaving already (STATUS_LEAVE_CONFIRMED), not an Extra
    Deck monster in the Extra Deck, no EFFECT_CANNOT_TO_HAND on it, an Extra Deck monster able to
    go back to the Extra Deck, and the player may send it (field::is_player_can_send_to_hand)."""
    if card.leave_confirmed:
        return False
    extra_deck_monster = queries.is_extra_deck_monster(card)
    if card.location == LOCATION_EXTRA and extra_deck_monster:
        return False
    if stats.applying(card, EFFECT_CANNOT_TO_HAND):
        return False
    if extra_deck_monster and not capabilities.capable_send_to_deck(duel, card, player):
        return False
    return permissions.player_can_send_to_hand(duel, player, card)


def capable_send_to_grave(duel, card, player):
    """card::is_capable_send_to_grave: no EFFECT_CANNOT_TO_GRAVE on it or on the player (one with
    a target function gets the effect, the card and the player)."""
    if stats.applying(card, EFFECT_CANNOT_TO_GRAVE):
        return False
    return permissions.player_can(duel, player, EFFECT_CANNOT_TO_GRAVE, card)


def removable(duel, card, player, position, reason):
    """card::is_removeable: the player may banish it (field::is_player_can_remove), no
    EFFECT_CANNOT_REMOVE on it, and a Token is never banished face-down."""
    if not queries.player_can_remove(duel, player, card, reason):
        return False
    if stats.applying(card, EFFECT_CANNOT_REMOVE):
        return False
    return not (card.data.type & TYPE_TOKEN and position & POS_FACEDOWN)


def _cost_destination(duel, card, destination):
    """Where a cost sending the card to `destination` would really send it, and whether a
    redirect changed it: the leave-field redirect of a card on the field, then the destination's
    redirect (the is_capable_cost_to_* functions)."""
    redirected = False
    if card.is_onfield():
        redirect = redirects.leave_field_redirect(duel, card, REASON_COST) & 0xffff
        if redirect:
            destination, redirected = redirect, True
    redirect = redirects.destination_redirect(duel, card, destination) & 0xffff
    if redirect:
        destination, redirected = redirect, True
    return destination, redirected


def capable_cost_to_hand(duel, card, player):
    """card::is_capable_cost_to_hand: not a Token or an Extra Deck monster, not in the hand, usable
    as a cost, able to go to the hand, and no redirect sends it elsewhere."""
    if card.data.type & TYPE_TOKEN or queries.is_extra_deck_monster(card):
        return False
    if card.location == LOCATION_HAND or stats.applying(card, EFFECT_CANNOT_USE_AS_COST):
        return False
    if not capable_send_to_hand(duel, card, player):
        return False
    return _cost_destination(duel, card, LOCATION_HAND)[0] == LOCATION_HAND


def capable_cost_to_grave(duel, card, player):
    """card::is_capable_cost_to_grave: not a Token, not a Pendulum monster on the field that would
    go to the Extra Deck, not in the GY, usable as a cost (EFFECT_CANNOT_USE_AS_COST,
    EFFECT_CANNOT_TO_GRAVE_AS_COST), able to go to the GY, and no redirect sends it elsewhere."""
    if card.data.type & TYPE_TOKEN:
        return False
    if card.data.type & TYPE_PENDULUM and card.is_onfield() and capabilities.capable_send_to_extra(duel, card, player):
        return False
    if card.location == LOCATION_GRAVE:
        return False
    if stats.applying(card, EFFECT_CANNOT_USE_AS_COST) or stats.applying(card, EFFECT_CANNOT_TO_GRAVE_AS_COST):
        return False
    if not capable_send_to_grave(duel, card, player):
        return False
    return _cost_destination(duel, card, LOCATION_GRAVE)[0] == LOCATION_GRAVE


def removable_as_cost(duel, card, player, position):
    """card::is_removeable_as_cost: not banished already, usable as a cost, removable as a cost, no
    redirect sends it elsewhere, and a redirected card is not banished face-down."""
    if card.location == LOCATION_REMOVED or stats.applying(card, EFFECT_CANNOT_USE_AS_COST):
        return False
    if not removable(duel, card, player, position, REASON_COST):
        return False
    destination, redirected = _cost_destination(duel, card, LOCATION_REMOVED)
    return destination == LOCATION_REMOVED and not (redirected and position & POS_FACEDOWN)


# -- the Deck to the GY (Duel.DiscardDeck's checks) ----------------------------------------------
def player_can_discard_deck(duel, player, count):
    """field::is_player_can_discard_deck: at least `count` cards in the Deck, no EFFECT_CANNOT_DISCARD_DECK."""
    if count < 0 or len(duel.zone_list(player, LOCATION_DECK)) < count:
        return False
    return not stats.player_effects(duel, player, EFFECT_CANNOT_DISCARD_DECK)


def player_can_discard_deck_as_cost(duel, player, count):
    """field::is_player_can_discard_deck_as_cost: at least `count` cards in the Deck, no
    EFFECT_CANNOT_DISCARD_DECK; one face-up top card must be able to go to the GY as a cost;
    otherwise no EFFECT_TO_GRAVE_REDIRECT on the field may reach the player's Deck (one that
    banishes does not count when the top card, or its handler's player, cannot banish)."""
    if count < 0 or len(duel.zone_list(player, LOCATION_DECK)) < count:
        return False
    if stats.player_effects(duel, player, EFFECT_CANNOT_DISCARD_DECK):
        return False
    deck = duel.zone_list(player, LOCATION_DECK)
    if not deck:
        return True                        # count 0 of an empty Deck (the core would read past it)
    top = deck[-1]
    if count == 1 and top.is_position(POS_FACEUP):
        return capable_cost_to_grave(duel, top, player)
    cannot_remove = {p: not permissions.player_can_action(duel, p, EFFECT_CANNOT_REMOVE) for p in (0, 1)}
    for redirect in stats.field_effects(duel, EFFECT_TO_GRAVE_REDIRECT):
        owner = redirect.handler.controller if redirect.handler is not None else redirect.owner_player
        if stats.effect_value(redirect) & LOCATION_REMOVED:
            if stats.applying(top, EFFECT_CANNOT_REMOVE) or cannot_remove[owner]:
                continue
        self_range, opponent_range = redirect.target_range
        if (self_range if owner == player else opponent_range) & LOCATION_DECK:
            return False
    return True
