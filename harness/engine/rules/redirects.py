"""Where a card would go instead (card::leave_field_redirect, card::destination_redirect):
EFFECT_LEAVE_FIELD_REDIRECT and the EFFECT_TO_*_REDIRECT effects, each counted only when the
card could go to its new place."""
from harness.constants import (
    EFFECT_CANNOT_REMOVE, EFFECT_CANNOT_TO_DECK, EFFECT_CANNOT_TO_GRAVE, EFFECT_CANNOT_TO_HAND,
    EFFECT_LEAVE_FIELD_REDIRECT, EFFECT_REMOVE_REDIRECT, EFFECT_TO_DECK_REDIRECT, EFFECT_TO_GRAVE_REDIRECT,
    EFFECT_TO_HAND_REDIRECT, LOCATION_DECK, LOCATION_DECKBOT, LOCATION_DECKSHF, LOCATION_GRAVE, LOCATION_HAND,
    LOCATION_REMOVED, REASON_EFFECT, REASON_REDIRECT, TYPE_TOKEN,
)
from ..state.host import truthy
from ..values import queries, stats
from . import capabilities
from .permissions import player_can_send_to_hand


def leave_field_redirect(duel, card, reason=REASON_EFFECT):
    """card::leave_field_redirect: where EFFECT_LEAVE_FIELD_REDIRECT would send it (0: nowhere
    else). A redirect counts only when the card could go there (no prevention on it or its
    handler's player); banishment first, then the Deck (its bottom, shuffled), then the hand."""
    if card.data.type & TYPE_TOKEN:
        return 0
    redirects = 0
    for effect in stats.applying(card, EFFECT_LEAVE_FIELD_REDIRECT):
        redirect = stats.effect_value(effect, card)
        player = effect.handler.controller if effect.handler is not None else effect.owner_player
        if redirect & LOCATION_HAND and not stats.applying(card, EFFECT_CANNOT_TO_HAND) \
                and player_can_send_to_hand(duel, player, card):
            redirects |= redirect
        elif redirect & LOCATION_DECK and not stats.applying(card, EFFECT_CANNOT_TO_DECK) \
                and capabilities.player_can_send_to_deck(duel, player, card):
            redirects |= redirect
        elif redirect & LOCATION_REMOVED and not stats.applying(card, EFFECT_CANNOT_REMOVE) \
                and queries.player_can_remove(duel, player, card, REASON_EFFECT | REASON_REDIRECT, effect):
            redirects |= redirect
    if redirects & LOCATION_REMOVED:
        return LOCATION_REMOVED
    if redirects & LOCATION_DECK:
        if redirects & LOCATION_DECKBOT == LOCATION_DECKBOT:
            return LOCATION_DECKBOT
        if redirects & LOCATION_DECKSHF == LOCATION_DECKSHF:
            return LOCATION_DECKSHF
        return LOCATION_DECK
    if redirects & LOCATION_HAND:
        return LOCATION_HAND
    return 0


_DESTINATION_REDIRECTS = {LOCATION_HAND: EFFECT_TO_HAND_REDIRECT, LOCATION_DECK: EFFECT_TO_DECK_REDIRECT,
                          LOCATION_GRAVE: EFFECT_TO_GRAVE_REDIRECT, LOCATION_REMOVED: EFFECT_REMOVE_REDIRECT}


def _player_can_send_to_grave(duel, player, card):
    for prohibition in stats.player_effects(duel, player, EFFECT_CANNOT_TO_GRAVE):
        if prohibition.target is None or truthy(duel.host.call(prohibition.target, prohibition, card, player)):
            return False
    return True


def destination_redirect(duel, card, destination):
    """card::destination_redirect: the first EFFECT_TO_*_REDIRECT for that destination whose
    location the card could go to (0: none)."""
    code = _DESTINATION_REDIRECTS.get(destination)
    if card.data.type & TYPE_TOKEN or code is None:
        return 0
    for effect in stats.applying(card, code):
        redirect = stats.effect_value(effect, card)
        player = effect.handler.controller if effect.handler is not None else effect.owner_player
        if redirect & LOCATION_HAND and not stats.applying(card, EFFECT_CANNOT_TO_HAND) \
                and player_can_send_to_hand(duel, player, card):
            return redirect
        if redirect & LOCATION_DECK and not stats.applying(card, EFFECT_CANNOT_TO_DECK) \
                and capabilities.player_can_send_to_deck(duel, player, card):
            return redirect
        if redirect & LOCATION_REMOVED and not stats.applying(card, EFFECT_CANNOT_REMOVE) \
                and queries.player_can_remove(duel, player, card, REASON_EFFECT | REASON_REDIRECT, effect):
            return redirect
        if redirect & LOCATION_GRAVE and not stats.applying(card, EFFECT_CANNOT_TO_GRAVE) \
                and _player_can_send_to_grave(duel, player, card):
            return redirect
    return 0
