"""Card.*: what can be done to a card: sent to the hand, Deck, GY or banishment (by an effect or
as a cost), destroyed, Tributed, targeted, taken control of, summoned, Set, repositioned,
discarded, made or stripped of Xyz Materials (libcard.cpp). The rules are in harness.engine
(movement, capabilities, card_rules, summon_checks, summons)."""
from harness.constants import POS_FACEUP, REASON_COST, REASON_EFFECT
from harness.engine import capabilities, card_rules, movement, overlay_removal, summon_checks, summons
from ..registry import api


def _argument(ctx, value, index, default):
    """An optional integer argument as the core reads it: lua_tointeger when the script passed it
    (nil reads as 0), the default when it did not."""
    if index <= ctx.arguments_given:
        return 0 if value is None else ctx.integer(value, index)
    return default


def _lua_true(value):
    return value is not None and value is not False      # lua_toboolean: 0 is true


# -- to the hand, the Deck, the GY, banishment -------------------------------------------------------------------
@api("Card", "(c: Card, player?: integer) -> boolean", "Whether it can be added/returned to the hand.")
def IsAbleToHand(ctx, c, player=None):
    return movement.capable_send_to_hand(ctx.duel, ctx.card(c, 1), _argument(ctx, player, 2, ctx.duel.reason_player))


@api("Card", "(c: Card) -> boolean", "Whether it can be returned to the Deck.")
def IsAbleToDeck(ctx, c):
    return capabilities.capable_send_to_deck(ctx.duel, ctx.card(c, 1), ctx.duel.reason_player)


@api("Card", "(c: Card) -> boolean", "Whether it can be sent to the GY.")
def IsAbleToGrave(ctx, c):
    return movement.capable_send_to_grave(ctx.duel, ctx.card(c, 1), ctx.duel.reason_player)


@api("Card", "(c: Card, player?: integer, pos?: integer, reason?: integer) -> boolean", "Whether it can be banished.")
def IsAbleToRemove(ctx, c, player=None, pos=None, reason=None):
    return movement.removable(ctx.duel, ctx.card(c, 1), _argument(ctx, player, 2, ctx.duel.reason_player),
                              _argument(ctx, pos, 3, POS_FACEUP), _argument(ctx, reason, 4, REASON_EFFECT))


@api("Card", "(c: Card) -> boolean", "Whether it can be returned to the hand as a cost.")
def IsAbleToHandAsCost(ctx, c):
    return movement.capable_cost_to_hand(ctx.duel, ctx.card(c, 1), ctx.duel.reason_player)


@api("Card", "(c: Card) -> boolean", "Whether it can be returned to the Deck as a cost.")
def IsAbleToDeckAsCost(ctx, c):
    return card_rules.capable_cost_to_deck(ctx.duel, ctx.card(c, 1), ctx.duel.reason_player)


@api("Card", "(c: Card) -> boolean", "Whether it can be sent to the GY as a cost.")
def IsAbleToGraveAsCost(ctx, c):
    return movement.capable_cost_to_grave(ctx.duel, ctx.card(c, 1), ctx.duel.reason_player)


@api("Card", "(c: Card) -> boolean", "Whether it can be banished as a cost.")
def IsAbleToRemoveAsCost(ctx, c, pos=None):
    return movement.removable_as_cost(ctx.duel, ctx.card(c, 1), ctx.duel.reason_player,
                                      _argument(ctx, pos, 2, POS_FACEUP))


# -- destroyed, Tributed, targeted, taken control of ---------------------------------------------------------------
@api("Card", "(c: Card, e?: Effect) -> boolean", "Whether it can be destroyed.")
def IsDestructable(ctx, c, e=None):
    card, effect = ctx.card(c, 1), ctx.effect(e, 2, optional=True)
    if effect is None:
        return capabilities.destructable(card)
    return capabilities.destructable_by_effect(card, effect, ctx.duel.reason_player)


@api("Card", "(c: Card, reason?: integer) -> boolean", "Whether it can be Tributed.")
def IsReleasable(ctx, c, reason=None):
    return capabilities.releasable_by_nonsummon(ctx.duel, ctx.card(c, 1), ctx.duel.reason_player,
                                                _argument(ctx, reason, 2, REASON_COST))


@api("Card", "(c: Card, e: Effect, player?: integer) -> boolean", "Whether e may target c.")
def IsCanBeEffectTarget(ctx, c, e=None, player=None):
    card = ctx.card(c, 1)
    effect = ctx.effect(e, 2, optional=True) or ctx.duel.reason_effect
    return capabilities.can_be_effect_target(card, effect)


@api("Card", "(c: Card) -> boolean", "Whether control of it can change.")
def IsControlerCanBeChanged(ctx, c, ignore_mzone=False, zone=None):
    return capabilities.control_can_be_changed(ctx.duel, ctx.card(c, 1), _lua_true(ignore_mzone),
                                               _argument(ctx, zone, 3, 0xff))


@api("Card", "(c: Card) -> boolean", "Whether control of it can change (ignoring free zones).")
def IsAbleToChangeControler(ctx, c):
    return capabilities.capable_change_control(ctx.card(c, 1))


# -- summoned, Set, repositioned, discarded ---------------------------------------------------------------------------
@api("Card", "(c: Card, e: Effect, sumtype: integer, player: integer, nocheck: boolean, nolimit: boolean, pos?: integer, target_player?: integer, zone?: integer) -> boolean",
     "Whether it can be Special Summoned this way (to one of the zones of `zone`, when given).")
def IsCanBeSpecialSummoned(ctx, c, e, sumtype, player, nocheck=False, nolimit=False, pos=None, target_player=None,
                           zone=None):
    return summons.can_be_special_summoned(ctx.duel, ctx.card(c, 1), ctx.effect(e, 2), ctx.integer(sumtype, 3),
                                              ctx.player(player, 4), target_player, bool(nocheck), bool(nolimit),
                                              pos or POS_FACEUP, zone=ctx.integer(zone, 9, default=0xff))


@api("Card", "(c: Card) -> boolean", "Whether it is a monster that can be Normal Summoned at all (not an Extra Deck, Ritual or special-only monster).")
def IsSummonableCard(ctx, c):
    return summon_checks.summonable_card(ctx.card(c, 1))


@api("Card", "(c: Card, ignore_count: boolean, e: Effect?, min?: integer) -> boolean",
     "Whether it can be Normal Summoned now (once per turn, no prohibition, enough Tributes).")
def IsSummonable(ctx, c, ignore_count=False, e=None, minimum=None, zone=None):
    card = ctx.card(c, 1)
    player = ctx.duel.reason_player if ctx.duel.reason_player in (0, 1) else card.controller
    return summon_checks.can_summon(ctx.duel, card, player, ignore_count is not None and ignore_count is not False,
                                    ctx.effect(e, 3, optional=True), ctx.integer(minimum, 4, default=0),
                                    ctx.integer(zone, 5, default=summon_checks.MAIN_ZONES))


@api("Card", "(c: Card, ignore_field?: boolean) -> boolean", "Whether it can be Set in the Spell & Trap Zone.")
def IsSSetable(ctx, c, ignore_field=False):
    return capabilities.setable_szone(ctx.duel, ctx.card(c, 1), ctx.duel.reason_player, _lua_true(ignore_field))


@api("Card", "(c: Card) -> boolean", "Whether an effect can change its battle position.")
def IsCanChangePosition(ctx, c):
    return capabilities.can_change_position_by_effect(ctx.card(c, 1))


@api("Card", "(c: Card) -> boolean", "Whether it can be turned face-down.")
def IsCanTurnSet(ctx, c):
    return capabilities.capable_turn_set(ctx.card(c, 1), ctx.duel.reason_player)


@api("Card", "(c: Card, reason?: integer) -> boolean", "Whether it can be discarded.")
def IsDiscardable(ctx, c, reason=None):
    return capabilities.discardable(ctx.duel, ctx.card(c, 1), ctx.duel.reason_player,
                                    _argument(ctx, reason, 2, REASON_COST))


# -- Xyz Materials ------------------------------------------------------------------------------------------------------
@api("Card", "(c: Card, player?: integer) -> boolean", "Whether it can become an Xyz Material.")
def IsCanOverlay(ctx, c, player=None):
    player = ctx.duel.reason_player if player is None else ctx.player(player, 2)
    return capabilities.capable_overlay(ctx.card(c, 1), player)


@api("Card", "(c: Card, player: integer, count: integer, reason: integer) -> boolean", "Whether player can detach count of its Xyz Materials.")
def CheckRemoveOverlayCard(ctx, c, player, count, reason):
    return overlay_removal.can_remove(ctx.duel, ctx.player(player, 2), ctx.card(c, 1), 0, 0, ctx.integer(count, 3),
                                      ctx.integer(reason, 4))


@api("Card", "(c: Card, player: integer, min: integer, max: integer, reason: integer) -> integer", "player detaches min-max of its Xyz Materials.")
def RemoveOverlayCard(ctx, c, player, minimum, maximum, reason):
    return overlay_removal.remove(ctx.duel, ctx.integer(reason, 5), ctx.card(c, 1), ctx.player(player, 2), 0, 0,
                                  ctx.integer(minimum, 3), ctx.integer(maximum, 4))
