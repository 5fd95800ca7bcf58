"""What can be done to a card: negated by an effect, sent to the Extra Deck, Tributed by an
effect; and the lists of monsters a player could Tribute outside a summon (release lists).

Each function names the core function whose answer it reproduces (card.cpp, field.cpp):
card::is_can_be_disabled_by_effect, is_capable_send_to_extra, is_capable_cost_to_extra,
is_releasable_by_nonsummon, is_releasable_by_effect, field::is_player_can_send_to_deck,
field::get_release_list and check_release_list.

Not modelled: zones disabled by EFFECT_DISABLE_FIELD, the core's must_select_cards (cards a
procedure forces into the selection; none exist without Fusion/Synchro procedures).
"""
from harness.constants import (
    LOCATION_HAND, LOCATION_DECK, LOCATION_EXTRA, LOCATION_GRAVE, LOCATION_REMOVED, LOCATION_MZONE,
    POS_FACEUP, REASON_EFFECT, REASON_COST, STATUS_SUMMONING, TYPE_FUSION, TYPE_SYNCHRO, TYPE_XYZ, TYPE_LINK,
    TYPE_PENDULUM, TYPE_SPELL, TYPE_TRAP, TYPE_TRAPMONSTER, EFFECT_CANNOT_DISABLE, EFFECT_CANNOT_TO_DECK,
    EFFECT_CANNOT_USE_AS_COST, EFFECT_UNRELEASABLE_NONSUM, EFFECT_UNRELEASABLE_EFFECT, EFFECT_EXTRA_RELEASE,
    EFFECT_EXTRA_RELEASE_NONSUM, EFFECT_LEAVE_FIELD_REDIRECT, EFFECT_TO_DECK_REDIRECT, STATUS_BATTLE_DESTROYED,
    EFFECT_CANNOT_BE_EFFECT_TARGET, STATUS_CANNOT_CHANGE_FORM, STATUS_FORBIDDEN, EFFECT_CANNOT_CHANGE_POSITION,
    EFFECT_CANNOT_FLIP_SUMMON, POS_FACEDOWN,
)
from . import negation, stats
from .host import truthy
from .summon_checks import player_can_release

TYPES_EXTRA_DECK = TYPE_FUSION | TYPE_SYNCHRO | TYPE_XYZ | TYPE_LINK     # the core's TYPES_EXTRA_DECK


def is_extra_deck_monster(card):
    """card::is_extra_deck_monster: its printed type is a Fusion, Synchro, Xyz or Link Monster."""
    return bool(card.data.type & TYPES_EXTRA_DECK)


# -- negation ---------------------------------------------------------------------------------------
def can_be_disabled_by_effect(card, effect, is_monster_effect=True):
    """card::is_can_be_disabled_by_effect (Card.IsCanBeDisabledByEffect): not already negated (a
    Trap monster's Trap effect may still be, when is_monster_effect is false), no
    EFFECT_CANNOT_DISABLE applies to it, and the effect can affect it (no immunity)."""
    disabled = stats.is_disabled(card)
    if disabled and (is_monster_effect or not stats.current_type(card) & TYPE_TRAPMONSTER):
        return False
    if stats.applying(card, EFFECT_CANNOT_DISABLE):
        return False
    return negation.is_affected_by(card, effect)


# -- to the Deck and the Extra Deck -----------------------------------------------------------------
def player_can_send_to_deck(duel, player, card):
    """field::is_player_can_send_to_deck: no EFFECT_CANNOT_TO_DECK on the player forbids it (one
    with a target function gets the effect, the card and the player)."""
    for prohibition in stats.player_effects(duel, player, EFFECT_CANNOT_TO_DECK):
        if prohibition.target is None or truthy(duel.host.call(prohibition.target, prohibition, card, player)):
            return False
    return True


def capable_send_to_deck(duel, card, player):
    """card::is_capable_send_to_deck: not an Extra Deck monster already in the Extra Deck, no
    EFFECT_CANNOT_TO_DECK on it or its player. (STATUS_LEAVE_CONFIRMED is checked by the
    caller: a card activating may still be returned.)"""
    if card.location == LOCATION_EXTRA and is_extra_deck_monster(card):
        return False
    if stats.applying(card, EFFECT_CANNOT_TO_DECK):
        return False
    return player_can_send_to_deck(duel, player, card)


def capable_send_to_extra(duel, card, player):
    """card::is_capable_send_to_extra (Card.IsAbleToExtra, Duel.SendtoExtraP): an Extra Deck
    monster or a Pendulum monster, no EFFECT_CANNOT_TO_DECK on it or its player."""
    if not is_extra_deck_monster(card) and not card.data.type & TYPE_PENDULUM:
        return False
    if stats.applying(card, EFFECT_CANNOT_TO_DECK):
        return False
    return player_can_send_to_deck(duel, player, card)


def _redirect(card, code):
    """The first redirect's location (card::leave_field_redirect / destination_redirect; whether
    the card could go there is not re-checked)."""
    for redirect in stats.applying(card, code):
        location = stats.effect_value(redirect, card) & 0xffff
        if location:
            return location
    return 0


def capable_cost_to_extra(duel, card, player):
    """card::is_capable_cost_to_extra (Card.IsAbleToExtraAsCost): an Extra Deck monster not in
    the Extra Deck, usable as a cost, that could be returned and that no redirect sends elsewhere."""
    if not is_extra_deck_monster(card) or card.location == LOCATION_EXTRA:
        return False
    if stats.applying(card, EFFECT_CANNOT_USE_AS_COST):
        return False
    if not capable_send_to_deck(duel, card, player):
        return False
    destination = LOCATION_DECK
    if card.is_onfield():
        destination = _redirect(card, EFFECT_LEAVE_FIELD_REDIRECT) or destination
    if destination == LOCATION_DECK:
        destination = _redirect(card, EFFECT_TO_DECK_REDIRECT) or destination
    return destination == LOCATION_DECK


# -- Tributes outside a summon ----------------------------------------------------------------------
def releasable_by_nonsummon(duel, card, player, reason):
    """card::is_releasable_by_nonsummon: not being summoned, not an Xyz Material, not in the GY or
    banished, not a Spell/Trap in the hand, the player may Tribute it, no EFFECT_UNRELEASABLE_NONSUM."""
    if card.status_flags & STATUS_SUMMONING or card.overlay_target is not None:
        return False
    if card.location & (LOCATION_GRAVE | LOCATION_REMOVED):
        return False
    if card.location == LOCATION_HAND and card.data.type & (TYPE_SPELL | TYPE_TRAP):
        return False
    if not player_can_release(duel, player, card, reason):
        return False
    return not stats.applying(card, EFFECT_UNRELEASABLE_NONSUM)


def releasable_by_effect(card, player, effect):
    """card::is_releasable_by_effect: no EFFECT_UNRELEASABLE_EFFECT accepts (effect, player, card)."""
    if effect is None:
        return True
    return not any(stats.effect_value(prohibition, effect, player, card)
                   for prohibition in stats.applying(card, EFFECT_UNRELEASABLE_EFFECT))


def _can_tribute(duel, card, player, reason):
    return releasable_by_nonsummon(duel, card, player, reason) \
        and (reason != REASON_EFFECT or releasable_by_effect(card, player, duel.reason_effect))


def release_list(duel, player, accepts=None, use_hand=False, excluded=(), reason=REASON_COST):
    """field::get_release_list: (the player's own monsters, and with use_hand the cards in the
    hand, it could Tribute; the opponent's monsters under EFFECT_EXTRA_RELEASE; the opponent's
    monsters under EFFECT_EXTRA_RELEASE_NONSUM, of which one at most may be used). `accepts` is
    the script's filter (None: every card); with a filter the opponent's monsters must be face-up."""
    def fits(card):
        return card is not None and card not in excluded and _can_tribute(duel, card, player, reason) \
            and (accepts is None or accepts(card))

    own = [card for card in duel.zone_list(player, LOCATION_MZONE) if fits(card)]
    if use_hand:
        own += [card for card in duel.zone_list(player, LOCATION_HAND) if fits(card)]
    extra, one_of = [], []
    for card in duel.zone_list(1 - player, LOCATION_MZONE):
        if card is None or (accepts is not None and not card.is_position(POS_FACEUP)) or not fits(card):
            continue
        if stats.applying(card, EFFECT_EXTRA_RELEASE):
            extra.append(card)
            continue
        allowing = stats.applying(card, EFFECT_EXTRA_RELEASE_NONSUM)
        if not allowing:
            continue
        allowance = allowing[0]
        if allowance.count_limit_max and allowance.count_limit == 0:
            continue
        if stats.effect_value(allowance, duel.reason_effect, reason, duel.reason_player):
            one_of.append(card)
    return own, extra, one_of


def check_release_list(duel, player, count, accepts=None, use_hand=False, excluded=(), reason=REASON_COST):
    """field::check_release_list: at least `count` cards to Tribute (the EXTRA_RELEASE_NONSUM
    ones count as one)."""
    own, extra, one_of = release_list(duel, player, accepts, use_hand, excluded, reason)
    return len(own) + len(extra) + (1 if one_of else 0) >= count


def can_be_effect_target(card, effect):
    """card::is_capable_be_effect_target: not cards being summoned or destroyed by battle, not
    cards in the hand, Deck or Extra Deck, not cards an EFFECT_CANNOT_BE_EFFECT_TARGET protects
    (its value gets the targeting effect and player)."""
    if card.status_flags & (STATUS_SUMMONING | STATUS_BATTLE_DESTROYED):
        return False
    if card.current.location & (LOCATION_HAND | LOCATION_DECK | LOCATION_EXTRA):
        return False
    player = card.duel.reason_player
    for protection in stats.applying(card, EFFECT_CANNOT_BE_EFFECT_TARGET):
        if effect is None or stats.effect_value(protection, effect, player):
            return False
    return True


def can_change_position(card, player):
    """card::is_capable_change_position: the player's own change of its battle position (not the
    turn it was summoned or after it attacked: STATUS_CANNOT_CHANGE_FORM; not a Link monster)."""
    if card.status_flags & STATUS_CANNOT_CHANGE_FORM or card.data.type & TYPE_LINK:
        return False
    if stats.status(card) & STATUS_FORBIDDEN or stats.applying(card, EFFECT_CANNOT_CHANGE_POSITION):
        return False
    return not stats.player_effects(card.duel, player, EFFECT_CANNOT_CHANGE_POSITION)


def can_be_flip_summoned(card, player):
    """card::is_can_be_flip_summoned (a Flip Summon cost that cannot be paid: not checked)."""
    if card.status_flags & STATUS_CANNOT_CHANGE_FORM or card.current.location != LOCATION_MZONE \
            or not card.is_position(POS_FACEDOWN):
        return False
    for prohibition in stats.player_effects(card.duel, player, EFFECT_CANNOT_FLIP_SUMMON):
        if prohibition.target is None or truthy(card.duel.host.call(prohibition.target, prohibition, card, player)):
            return False
    if stats.status(card) & STATUS_FORBIDDEN:
        return False
    return not (stats.applying(card, EFFECT_CANNOT_FLIP_SUMMON) or stats.applying(card, EFFECT_CANNOT_CHANGE_POSITION))
