"""What can be done to a card: negated by an effect, sent to the Deck or the Extra Deck,
destroyed, taken control of, targeted, Tributed, repositioned, Set, discarded, attached as an Xyz
Material; and the lists of monsters a player could Tribute outside a summon (release lists).

Each function names the core function whose answer it reproduces (card.cpp, field.cpp):
card::is_can_be_disabled_by_effect, is_capable_send_to_deck, is_capable_send_to_extra,
is_capable_cost_to_extra, is_destructable, is_destructable_by_effect, is_capable_change_control,
is_control_can_be_changed, is_releasable_by_nonsummon, is_releasable_by_effect,
is_capable_be_effect_target, is_capable_change_position_by_effect, is_capable_turn_set,
is_setable_szone, is_capable_overlay, field::is_player_can_send_to_deck, is_player_can_discard_hand,
is_player_can_discard_deck, is_player_can_discard_deck_as_cost, get_release_list, check_release_list and select_release_cards.

Not modelled: zones disabled by EFFECT_DISABLE_FIELD, the core's must_select_cards (cards a
procedure forces into the selection; none exist without Fusion/Synchro procedures).
"""
from harness.constants import (
    LOCATION_HAND, LOCATION_DECK, LOCATION_EXTRA, LOCATION_GRAVE, LOCATION_REMOVED, LOCATION_MZONE,
    POS_FACEUP, REASON_EFFECT, REASON_COST, STATUS_SUMMONING, TYPE_LINK,
    TYPE_PENDULUM, TYPE_SPELL, TYPE_TRAP, TYPE_TRAPMONSTER, EFFECT_CANNOT_DISABLE, EFFECT_CANNOT_TO_DECK,
    EFFECT_CANNOT_USE_AS_COST, EFFECT_UNRELEASABLE_NONSUM, EFFECT_UNRELEASABLE_EFFECT, EFFECT_EXTRA_RELEASE,
    EFFECT_EXTRA_RELEASE_NONSUM, EFFECT_LEAVE_FIELD_REDIRECT, EFFECT_TO_DECK_REDIRECT, STATUS_BATTLE_DESTROYED,
    EFFECT_CANNOT_BE_EFFECT_TARGET, STATUS_CANNOT_CHANGE_FORM, STATUS_FORBIDDEN, EFFECT_CANNOT_CHANGE_POSITION,
    EFFECT_CANNOT_FLIP_SUMMON, POS_FACEDOWN, EFFECT_INDESTRUCTABLE, EFFECT_INDESTRUCTABLE_EFFECT,
    EFFECT_INDESTRUCTABLE_COUNT, EFFECT_FLAG_COUNT_LIMIT, EFFECT_CANNOT_CHANGE_CONTROL, LOCATION_REASON_CONTROL,
    PLAYER_NONE, EFFECT_CANNOT_SELECT_EFFECT_TARGET, EFFECT_CANNOT_TURN_SET, EFFECT_CANNOT_SSET, EFFECT_MONSTER_SSET,
    EFFECT_SSET_COST, EFFECT_CANNOT_DISCARD_HAND, LOCATION_REASON_TOFIELD, TYPE_FIELD, TYPE_MONSTER, TYPE_TOKEN,
)
from ..state.errors import IllegalAction
from ..state.host import truthy
from ..values import negation, stats
from ..values.queries import is_extra_deck_monster  # noqa: F401  (Card.IsExtraDeckMonster asks it here)
from ..values.zones import mzone_limit, szone_count
from .permissions import player_can
from .summon_checks import cost_condition_holds, free_main_zones, player_can_release


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


def capable_send_to_deck(duel, card, player, send_activating=False):
    """card::is_capable_send_to_deck: not leaving already (STATUS_LEAVE_CONFIRMED) unless
    send_activating (a card activating may still be returned), not an Extra Deck monster already
    in the Extra Deck, no EFFECT_CANNOT_TO_DECK on it or its player."""
    if not send_activating and card.leave_confirmed:
        return False
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


# -- destruction -----------------------------------------------------------------------------------
def destructable(card):
    """card::is_destructable (Card.IsDestructable without an effect): not an Xyz Material, not in
    the GY or banished."""
    return card.overlay_target is None and not card.location & (LOCATION_GRAVE | LOCATION_REMOVED)


def destructable_by_effect(card, effect, player):
    """card::is_destructable_by_effect: the effect can affect it; no EFFECT_INDESTRUCTABLE_EFFECT
    accepts (effect, player, card); no EFFECT_INDESTRUCTABLE accepts (effect, REASON_EFFECT,
    player); no EFFECT_INDESTRUCTABLE_COUNT with a use left accepts them."""
    if not negation.is_affected_by(card, effect):
        return False
    if any(stats.effect_value(e, effect, player, card) for e in stats.applying(card, EFFECT_INDESTRUCTABLE_EFFECT)):
        return False
    if any(stats.effect_value(e, effect, REASON_EFFECT, player) for e in stats.applying(card, EFFECT_INDESTRUCTABLE)):
        return False
    for counted in stats.applying(card, EFFECT_INDESTRUCTABLE_COUNT):
        if counted.has_property(EFFECT_FLAG_COUNT_LIMIT):
            if counted.count_limit and stats.effect_value(counted, effect, REASON_EFFECT, player):
                return False
            continue
        uses = stats.effect_value(counted, effect, REASON_EFFECT, player)
        if uses and card.indestructible_uses.get(counted.id, 0) + 1 <= uses:
            return False
    return True


# -- control ----------------------------------------------------------------------------------------
def capable_change_control(card):
    """card::is_capable_change_control (Card.IsAbleToChangeControler): no EFFECT_CANNOT_CHANGE_CONTROL."""
    return not stats.applying(card, EFFECT_CANNOT_CHANGE_CONTROL)


def control_can_be_changed(duel, card, ignore_mzone=False, zone=0xff):
    """card::is_control_can_be_changed (Card.IsControlerCanBeChanged): a monster in a Monster Zone
    whose opponent has a usable Main Monster Zone among `zone` (unless ignore_mzone), and no
    EFFECT_CANNOT_CHANGE_CONTROL. (The Trap monster's Spell & Trap Zone check is for Master
    Rules 4 and older only.)"""
    controller = card.controller
    if controller == PLAYER_NONE or card.location != LOCATION_MZONE:
        return False
    if not ignore_mzone:
        opponent = 1 - controller
        free = min(free_main_zones(duel, opponent, zone), mzone_limit(duel, opponent, controller, LOCATION_REASON_CONTROL))
        if free <= 0:
            return False
    return capable_change_control(card)


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


def check_release_selection(chosen, one_of):
    """field::select_release_cards: at most one of the monsters EFFECT_EXTRA_RELEASE_NONSUM offers."""
    if sum(1 for card in chosen if card in one_of) > 1:
        raise IllegalAction("at most one of " + ", ".join(c.describe() for c in one_of)
                            + " may be Tributed (EFFECT_EXTRA_RELEASE_NONSUM)")


def can_be_effect_target(card, effect):
    """card::is_capable_be_effect_target: not cards being summoned or destroyed by battle, not
    cards in the hand, Deck or Extra Deck, not cards an EFFECT_CANNOT_BE_EFFECT_TARGET protects
    (its value gets the targeting effect and player), nor cards an EFFECT_CANNOT_SELECT_EFFECT_TARGET
    on the targeting effect's handler refuses (its value gets the effect and the card)."""
    if card.status_flags & (STATUS_SUMMONING | STATUS_BATTLE_DESTROYED):
        return False
    if card.current.location & (LOCATION_HAND | LOCATION_DECK | LOCATION_EXTRA):
        return False
    player = card.duel.reason_player
    for protection in stats.applying(card, EFFECT_CANNOT_BE_EFFECT_TARGET):
        if effect is None or stats.effect_value(protection, effect, player):
            return False
    handler = effect.handler if effect is not None else None
    if handler is not None:
        for refusal in stats.applying(handler, EFFECT_CANNOT_SELECT_EFFECT_TARGET):
            if stats.effect_value(refusal, effect, card):
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


# -- positions, Sets, discards, Xyz Materials ----------------------------------------------------------
def can_change_position_by_effect(card):
    """card::is_capable_change_position_by_effect (Card.IsCanChangePosition): not a Link monster."""
    return not card.data.type & TYPE_LINK


def capable_turn_set(card, player):
    """card::is_capable_turn_set (Card.IsCanTurnSet): not a Link monster or a Token, face-up, no
    EFFECT_CANNOT_TURN_SET on it or on the player."""
    if card.data.type & (TYPE_LINK | TYPE_TOKEN) or card.is_position(POS_FACEDOWN):
        return False
    return not stats.applying(card, EFFECT_CANNOT_TURN_SET) and not stats.player_effects(card.duel, player,
                                                                                         EFFECT_CANNOT_TURN_SET)


def setable_szone(duel, card, player, ignore_field=False):
    """card::is_setable_szone (Card.IsSSetable): a free Spell & Trap Zone of its controller (not
    needed for a Field Spell, nor with ignore_field), a monster only under EFFECT_MONSTER_SSET, not
    forbidden, no EFFECT_CANNOT_SSET on it or the player, and its EFFECT_SSET_COST payable."""
    if not card.data.type & TYPE_FIELD and not ignore_field \
            and szone_count(duel, card.controller, card.controller, LOCATION_REASON_TOFIELD)[0] <= 0:
        return False
    if card.data.type & TYPE_MONSTER and not stats.applying(card, EFFECT_MONSTER_SSET):
        return False
    if stats.status(card) & STATUS_FORBIDDEN or stats.applying(card, EFFECT_CANNOT_SSET):
        return False
    if not player_can(duel, player, EFFECT_CANNOT_SSET, card):
        return False
    return cost_condition_holds(duel, card, EFFECT_SSET_COST, player)


def discardable(duel, card, player, reason=REASON_COST):
    """Card.IsDiscardable: usable as a cost (for a cost) and field::is_player_can_discard_hand: in
    the hand, no EFFECT_CANNOT_DISCARD_HAND on the player forbids it (one with a target function
    gets the effect, the card, the reason effect and the reason)."""
    if reason == REASON_COST and stats.applying(card, EFFECT_CANNOT_USE_AS_COST):
        return False
    if card.location != LOCATION_HAND:
        return False
    return player_can_discard_hand(duel, player, card, reason)


def player_can_discard_hand(duel, player, card, reason):
    for prohibition in stats.player_effects(duel, player, EFFECT_CANNOT_DISCARD_HAND):
        if prohibition.target is None or truthy(duel.host.call(prohibition.target, prohibition, card,
                                                                duel.reason_effect, reason)):
            return False
    return True


def capable_overlay(card, player):
    """card::is_capable_overlay (Card.IsCanOverlay): not a Token, not forbidden off the field, and
    a card of the other player only if its control can change."""
    if card.data.type & TYPE_TOKEN:
        return False
    if not card.is_onfield() and stats.status(card) & STATUS_FORBIDDEN:
        return False
    return card.controller == player or capable_change_control(card)
