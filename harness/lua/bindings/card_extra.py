"""Card.*: archetypes as printed and as Special Summoned, Level/DEF existence, the GY's Attribute
and Type, effect counts, resets and relations, where it would go, counters, Tributes, the
Special Summon record, the Deck (libcard.cpp). The rules are in harness.engine.actions.card_rules."""
from harness.constants import (
    LOCATION_SZONE, RESET_CARD, RESET_PHASE, RESET_SELF_TURN, RESET_OPPO_TURN, SUMMON_INFO_ATTACK, SUMMON_INFO_ATTRIBUTE, SUMMON_INFO_CODE,
    SUMMON_INFO_CODE2, SUMMON_INFO_DEFENSE, SUMMON_INFO_LEVEL, SUMMON_INFO_RACE, SUMMON_INFO_RANK,
    SUMMON_INFO_REASON_EFFECT, SUMMON_INFO_REASON_PLAYER, SUMMON_INFO_TYPE,
)
from harness.engine import activation_checks, card_rules
from harness.engine.processor.chain import event_arguments
from ..registry import api

_U32 = 0xffffffff


def _setnames(ctx, setnames):
    """The archetype arguments from #2 on (nil ones skipped, as the core does), as uint32."""
    return [ctx.integer(s, i + 2) & _U32 for i, s in enumerate(setnames) if s is not None]


def _reason_player(ctx, player, index):
    """An optional player argument; nil or absent: the reason player (core.reason_player)."""
    return ctx.duel.reason_player if player is None else ctx.integer(player, index)


# -- archetypes ---------------------------------------------------------------------------------------
@api("Card", "(c: Card, ...: integer) -> boolean", "Whether one of its printed archetypes is one of these.")
def IsOriginalSetCard(ctx, c, *setnames):
    card = ctx.card(c, 1)
    return any(card_rules.is_original_set_card(card, s) for s in _setnames(ctx, setnames))


@api("Card", "(c: Card, ...: integer) -> boolean",
     "Whether the card that Special Summoned it was of one of these archetypes (as it was then).")
def IsSpecialSummonSetCard(ctx, c, *setnames):
    card = ctx.card(c, 1)
    wanted = _setnames(ctx, setnames)
    return any(card_rules.is_special_summon_set_card(card, s) for s in wanted)


# -- Level, DEF, the GY's Attribute and Type ---------------------------------------------------------------
@api("Card", "(c: Card) -> boolean", "Whether it has a Level (a monster that is not Xyz or Link, no STATUS_NO_LEVEL).")
def IsHasLevel(ctx, c):
    return card_rules.has_level(ctx.card(c, 1))


@api("Card", "(c: Card) -> boolean", "Whether it has DEF (a monster that is not a Link monster).")
def IsHasDefense(ctx, c):
    return card_rules.has_defense(ctx.card(c, 1))


@api("Card", "(c: Card, player?: integer) -> integer",
     "The Attribute it would have in player's GY (default: the reason player): EFFECT_CHANGE_GRAVE_ATTRIBUTE.")
def GetAttributeInGrave(ctx, c, player=None):
    card = ctx.card(c, 1)
    return card_rules.grave_attribute(card, _reason_player(ctx, player, 2))


@api("Card", "(c: Card, player?: integer) -> integer",
     "The Type it would have in player's GY (default: the reason player): EFFECT_CHANGE_GRAVE_RACE.")
def GetRaceInGrave(ctx, c, player=None):
    card = ctx.card(c, 1)
    return card_rules.grave_race(card, _reason_player(ctx, player, 2))


# -- reasons -------------------------------------------------------------------------------------------------
@api("Card", "(c: Card, reason: integer)", "Set its reason (REASON_*) directly.")
def SetReason(ctx, c, reason):
    card = ctx.card(c, 1)
    value = ctx.integer(reason, 2) & _U32
    ctx.duel.guard(lambda: f"changed the reason of {card.describe()}")
    card.reason = value


# -- effects on it -----------------------------------------------------------------------------------------
@api("Card", "(c: Card, code: integer) -> integer", "How many effects with this code apply to it.")
def GetEffectCount(ctx, c, code):
    card = ctx.card(c, 1)
    return card_rules.effect_count(card, ctx.integer(code, 2) & _U32)


@api("Card", "(c: Card, f: function) -> boolean", "Whether f accepts one of the effects its own initial_effect registered.")
def IsOriginalEffectProperty(ctx, c, f):
    card, f = ctx.card(c, 1), ctx.function(f, 2)
    return card_rules.is_original_effect_property(card, lambda effect: ctx.check(f, effect))


@api("Card", "(c: Card, code: integer, reset_type: integer)",
     "Reset its effects as card::reset(code, reset_type) does (RESET_EVENT, _PHASE, _CODE, _COPY or _CARD).")
def ResetEffect(ctx, c, code, reset_type):
    card = ctx.card(c, 1)
    level, kind = ctx.integer(code, 2) & _U32, ctx.integer(reset_type, 3) & _U32
    ctx.duel.guard(lambda: f"reset effects of {card.describe()}")
    card_rules.reset(card, level, kind)


@api("Card", "(c: Card, ...: integer)", "Remove its effects created by cards with these codes (RESET_CARD).")
def ResetNegateEffect(ctx, c, *codes):
    card = ctx.card(c, 1)
    levels = [ctx.integer(code, i + 2) & _U32 if code is not None else 0 for i, code in enumerate(codes)]
    ctx.duel.guard(lambda: f"reset effects of {card.describe()}")
    for level in levels:
        card_rules.reset(card, level, RESET_CARD)


# -- relations to effects ---------------------------------------------------------------------------------
@api("Card", "(c: Card, e: Effect)", "End its relation to e (to e's newest chain link, if e is on the chain).")
def ReleaseEffectRelation(ctx, c, e):
    card, effect = ctx.card(c, 1), ctx.effect(e, 2)
    ctx.duel.guard(lambda: f"released an effect relation of {card.describe()}")
    card_rules.release_effect_relation(ctx.duel, card, effect)


@api("Card", "(c: Card)", "End all its relations to effects (IsRelateToEffect is false for every effect).")
def ClearEffectRelation(ctx, c):
    card = ctx.card(c, 1)
    ctx.duel.guard(lambda: f"cleared the effect relations of {card.describe()}")
    card_rules.clear_effect_relations(card)


# -- where it would go ----------------------------------------------------------------------------------------
@api("Card", "(c: Card) -> integer", "Where EFFECT_LEAVE_FIELD_REDIRECT would send it (0: nowhere else).")
def GetLeaveFieldDest(ctx, c):
    return card_rules.leave_field_redirect(ctx.duel, ctx.card(c, 1))


@api("Card", "(c: Card) -> boolean",
     "Whether the reason player can return it as a cost: to the Extra Deck (an Extra Deck monster) or the Deck.")
def IsAbleToDeckOrExtraAsCost(ctx, c):
    card = ctx.card(c, 1)
    return card_rules.able_to_deck_or_extra_as_cost(ctx.duel, card, ctx.duel.reason_player)


@api("Card", "(c: Card, player?: integer, location?: integer) -> boolean",
     "Whether it may come to player's field (default: the reason player; location default LOCATION_SZONE): "
     "not forbidden, no uniqueness condition against it.")
def IsCanBePlacedOnField(ctx, c, player=None, location=None):
    card = ctx.card(c, 1)
    given = ctx.arguments_given
    to_player = ctx.integer(player, 2, default=0) if given >= 2 else ctx.duel.reason_player
    to_location = ctx.integer(location, 3, default=0) & 0xff if given >= 3 else LOCATION_SZONE
    return card_rules.can_be_placed_on_field(ctx.duel, card, to_player, to_location)


# -- counters ----------------------------------------------------------------------------------------------
@api("Card", "(c: Card, countertype: integer) -> boolean", "Whether it has its own permit to hold this counter.")
def IsCanHaveCounter(ctx, c, countertype):
    card = ctx.card(c, 1)
    return card_rules.can_have_counter(card, ctx.integer(countertype, 2))


@api("Card", "(c: Card, player: integer, countertype: integer, count: integer, reason: integer) -> boolean?",
     "Whether player could remove count counters of this type from it (nothing for a player not 0 or 1).")
def IsCanRemoveCounter(ctx, c, player, countertype, count, reason):
    card = ctx.card(c, 1)
    player = ctx.integer(player, 2, default=0)
    if player not in (0, 1):
        return ()                         # the core returns no value
    kind = ctx.integer(countertype, 3, default=0) & 0xffff
    amount = ctx.integer(count, 4, default=0) & 0xffff
    why = ctx.integer(reason, 5, default=0) & _U32
    return card_rules.can_remove_counter(ctx.duel, player, card, kind, amount, why)


# -- summons --------------------------------------------------------------------------------------------------
@api("Card", "(c: Card) -> integer, integer", "The minimum and maximum Tributes its Normal Summon needs.")
def GetTributeRequirement(ctx, c):
    return card_rules.tribute_requirement(ctx.card(c, 1))


@api("Card", "(c: Card) -> boolean",
     "Whether it may be Special Summoned at all (its revive limit and EFFECT_SPSUMMON_CONDITION).")
def IsSpecialSummonableCard(ctx, c):
    return card_rules.is_spsummonable_card(ctx.duel, ctx.card(c, 1))


_SUMMON_INFO_FIELDS = {
    SUMMON_INFO_CODE: "code", SUMMON_INFO_CODE2: "code2", SUMMON_INFO_TYPE: "type", SUMMON_INFO_LEVEL: "level",
    SUMMON_INFO_RANK: "rank", SUMMON_INFO_ATTRIBUTE: "attribute", SUMMON_INFO_RACE: "race",
    SUMMON_INFO_ATTACK: "attack", SUMMON_INFO_DEFENSE: "defense", SUMMON_INFO_REASON_EFFECT: "reason_effect",
    SUMMON_INFO_REASON_PLAYER: "reason_player",
}


@api("Card", "(c: Card, ...: integer) -> any ...",
     "For each SUMMON_INFO_* flag, what the card that Special Summoned it was (nil for an unknown flag).")
def GetSpecialSummonInfo(ctx, c, *flags):
    card = ctx.card(c, 1)
    flags = flags + (None,) * max(ctx.arguments_given - 1 - len(flags), 0)     # trailing nils count (lua_gettop)
    wanted = [ctx.integer(flag, i + 2, default=0) & _U32 for i, flag in enumerate(flags)]
    if not wanted:
        return ()
    info = card_rules.special_summon_info(card)
    values = []
    for flag in wanted:
        field = _SUMMON_INFO_FIELDS.get(flag)
        value = info[field] if field is not None else None
        values.append(value)
    return tuple(values)


# -- the Deck ------------------------------------------------------------------------------------------------
@api("Card", "(c: Card)", "A card in the Deck turns face-up (face-up Defense Position, as the core).")
def ReverseInDeck(ctx, c):
    card = ctx.card(c, 1)
    ctx.duel.guard(lambda: f"turned {card.describe()} face-up in the Deck")
    card_rules.reverse_in_deck(card)



@api("Card", "(c: Card) -> integer",
     "Where its latest move sends it (sendto_param.location: the destination asked, or its redirect).")
def GetDestination(ctx, c):
    return ctx.card(c, 1).destination


@api("Card", "(c: Card) -> integer", "How many Xyz Materials it had when it last left the field (or the Monster Zone).")
def GetPreviousOverlayCountOnField(ctx, c):
    return ctx.card(c, 1).previous_overlay_count


@api("Card", "(c: Card, code: integer, reset: integer, count?: integer) -> integer",
     "Give it the effects of card `code` (its initial_effect run on this card); returns the copy id "
     "(for ResetEffect(id, RESET_COPY)), or -1 for a Normal card.")
def CopyEffect(ctx, c, code, reset, count=1):
    reset, count = _copy_reset(ctx, reset, count)
    return card_rules.copy_effect(ctx.duel, ctx.card(c, 1), ctx.integer(code, 2), reset, count)


@api("Card", "(c: Card, code: integer, reset: integer, count?: integer) -> integer",
     "Replace its own effects by those of card `code` until the reset (then its own come back); "
     "returns the copy id, or -1 for a Normal card.")
def ReplaceEffect(ctx, c, code, reset, count=1):
    reset, count = _copy_reset(ctx, reset, count)
    return card_rules.replace_effect(ctx.duel, ctx.card(c, 1), ctx.integer(code, 2), reset, count)


def _copy_reset(ctx, reset, count):
    """The reset and count of CopyEffect / ReplaceEffect: a phase reset without a turn gets both."""
    reset = ctx.integer(reset, 3) & _U32
    count = ctx.integer(count, 4, default=1) or 1
    if reset & RESET_PHASE and not reset & (RESET_SELF_TURN | RESET_OPPO_TURN):
        reset |= RESET_SELF_TURN | RESET_OPPO_TURN
    return reset, count


@api("Card", "(c: Card)", "It is treated as Gemini Summoned (EFFECT_DUAL_STATUS until it leaves the field or turns face-down).")
def EnableDualState(ctx, c):
    card_rules.enable_dual_state(ctx.duel, ctx.card(c, 1))


@api("Card", "(c: Card, assume_type: integer, value: integer)",
     "Until the running script call returns, its ASSUME_* property (code, type, Level, Rank, Attribute, "
     "Race, ATK, DEF) reads `value`.")
def AssumeProperty(ctx, c, assume_type, value):
    ctx.duel.assume(ctx.card(c, 1), ctx.integer(assume_type, 2) & 0xff, ctx.integer(value, 3) & _U32)


@api("Card", "(c: Card, neglect_con: boolean, neglect_cost: boolean, copy_info: boolean) -> Effect?, Group?, integer?, integer?, Effect?, integer?, integer?",
     "Its activation that could be activated now (with the reason effect as its effect): the Effect, and "
     "with copy_info for an activation on an event, the event's eg, ep, ev, re, r, rp; nil if none.")
def CheckActivateEffect(ctx, c, neglect_con=False, neglect_cost=False, copy_info=False):
    found = activation_checks.check_activate_effect(ctx.duel, ctx.card(c, 1), bool(neglect_con), bool(neglect_cost),
                                             bool(copy_info))
    if found is None:
        return None
    effect, event = found
    if not copy_info or event is None:
        return effect
    return (effect,) + event_arguments(event)
