"""Detaching Xyz Materials (Card/Duel.CheckRemoveOverlayCard and RemoveOverlayCard): from one
monster or from the monsters on the chosen sides, or replaced by EFFECT_OVERLAY_REMOVE_REPLACE
(field::is_player_can_remove_overlay_card, field::remove_overlay_card in operations.cpp)."""
from harness.constants import EFFECT_OVERLAY_REMOVE_REPLACE, LOCATION_GRAVE, LOCATION_MZONE
from ..state.decisions import CardSelection
from . import replacement
from .operations import send_to


def overlay_group(duel, player, s, o):
    """field::get_overlay_group: the Xyz Materials of the player's monsters (s) and of the opponent's (o)."""
    monsters = duel.cards_in_range(player, LOCATION_MZONE if s else 0, LOCATION_MZONE if o else 0)
    return [material for holder in monsters for material in holder.overlays]


def _materials(duel, card, player, s, o):
    return list(card.overlays) if card is not None else overlay_group(duel, player, s, o)


def can_remove(duel, player, card, s, o, count, reason):
    """field::is_player_can_remove_overlay_card: enough materials (the card's, or on the sides),
    or an EFFECT_OVERLAY_REMOVE_REPLACE that can be activated for (ev = count, r = reason)."""
    if len(_materials(duel, card, player, s, o)) >= count:
        return True
    return bool(replacement.cost_replacements(duel, EFFECT_OVERLAY_REMOVE_REPLACE, player, count, reason))


def remove(duel, reason, card, player, s, o, minimum, maximum):
    """field::remove_overlay_card: the player detaches min-max materials, or lets a replacement
    (chosen as pay_lp_cost chooses; ev = min + (max << 16)) detach some: what its operation
    returns is how many it replaced, and the player detaches the rest (none needed once min is
    reached). The materials go to the GY; returns how many were detached, the replaced ones included."""
    duel.guard("detached Xyz Materials")
    payable = len(_materials(duel, card, player, s, o)) >= minimum
    replacements = replacement.cost_replacements(duel, EFFECT_OVERLAY_REMOVE_REPLACE, player, minimum, reason)
    possible, chosen = replacement.choose_cost_replacement(duel, player, payable, replacements)
    if not possible:
        return 0
    replaced = 0
    if chosen is not None:
        replaced = replacement.solve_cost_replacement(duel, chosen, player, minimum + (maximum << 16), reason)
        replaced = replaced if isinstance(replaced, int) and not isinstance(replaced, bool) else 0
        if replaced >= maximum:
            return replaced
        minimum, maximum = max(minimum - replaced, 0), maximum - replaced
    chosen_cards = _select(duel, player, _materials(duel, card, player, s, o), minimum, maximum)
    return send_to(duel, chosen_cards, duel.reason_effect, reason, player, LOCATION_GRAVE) + replaced


def _select(duel, player, candidates, minimum, maximum):
    """PROCESSOR_SELECT_CARD with the last HINT_SELECTMSG (none when too few to choose from)."""
    hint, duel.last_hint = duel.last_hint, ""
    if len(candidates) < minimum:
        return []
    kind = "cost" if duel.paying_cost else "choose"
    return duel.chooser.select_cards(CardSelection(player, kind, candidates, minimum, min(maximum, len(candidates)), hint))
