"""Card.*: Extra Deck monsters, negation by an effect, who summoned it, the Extra Deck and
Tributes by effects, Rank and Link comparisons, relations to effects and to other cards, the
archetypes it had, its own effects (libcard.cpp). The rules are in harness.engine
(capabilities, queries, operations)."""
from harness.constants import ATTRIBUTE_ALL, EFFECT_DUAL_STATUS, REASON_EFFECT
from harness.engine import capabilities, operations, queries, stats, trap_monsters
from ..registry import api


@api("Card", "(c: Card) -> boolean", "Whether it is a Fusion, Synchro, Xyz or Link Monster (by its printed type).")
def IsExtraDeckMonster(ctx, c):
    return capabilities.is_extra_deck_monster(ctx.card(c, 1))


@api("Card", "(c: Card, e: Effect, is_monster_effect?: boolean) -> boolean",
     "Whether e could negate it: not negated already, no EFFECT_CANNOT_DISABLE, not immune to e.")
def IsCanBeDisabledByEffect(ctx, c, e, is_monster_effect=True):
    return capabilities.can_be_disabled_by_effect(ctx.card(c, 1), ctx.effect(e, 2),
                                                  is_monster_effect is not None and is_monster_effect is not False)


@api("Card", "(c: Card, player: integer) -> boolean", "Whether player summoned it (its summon player).")
def IsSummonPlayer(ctx, c, player):
    return ctx.card(c, 1).summon_player == ctx.integer(player, 2, default=0)


# -- the Extra Deck and Tributes by effects ------------------------------------------------------------
@api("Card", "(c: Card) -> boolean", "Whether it can be put in the Extra Deck (an Extra Deck or Pendulum monster).")
def IsAbleToExtra(ctx, c):
    return capabilities.capable_send_to_extra(ctx.duel, ctx.card(c, 1), ctx.duel.reason_player)


@api("Card", "(c: Card) -> boolean", "Whether it can be returned to the Extra Deck as a cost.")
def IsAbleToExtraAsCost(ctx, c):
    return capabilities.capable_cost_to_extra(ctx.duel, ctx.card(c, 1), ctx.duel.reason_player)


@api("Card", "(c: Card) -> boolean", "Whether the reason player can Tribute it by the running effect.")
def IsReleasableByEffect(ctx, c):
    card, duel = ctx.card(c, 1), ctx.duel
    return capabilities.releasable_by_nonsummon(duel, card, duel.reason_player, REASON_EFFECT) \
        and capabilities.releasable_by_effect(card, duel.reason_player, duel.reason_effect)


# -- Rank, Link rating, Attribute, Gemini state ---------------------------------------------------------
@api("Card", "(c: Card, rank: integer) -> boolean", "Whether its Rank is at least rank (false without a Rank).")
def IsRankAbove(ctx, c, rank):
    return queries.within(queries.current_rank(ctx.card(c, 1)), ctx.integer(rank, 2, default=0), above=True)


@api("Card", "(c: Card, rank: integer) -> boolean", "Whether its Rank is at most rank (false without a Rank).")
def IsRankBelow(ctx, c, rank):
    return queries.within(queries.current_rank(ctx.card(c, 1)), ctx.integer(rank, 2, default=0), above=False)


@api("Card", "(c: Card, link: integer) -> boolean", "Whether its Link rating is at least link (false for a non-Link).")
def IsLinkAbove(ctx, c, link):
    return queries.within(queries.link_rating(ctx.card(c, 1)), ctx.integer(link, 2, default=0), above=True)


@api("Card", "(c: Card, link: integer) -> boolean", "Whether its Link rating is at most link (false for a non-Link).")
def IsLinkBelow(ctx, c, link):
    return queries.within(queries.link_rating(ctx.card(c, 1)), ctx.integer(link, 2, default=0), above=False)


@api("Card", "(c: Card, attribute: integer) -> boolean", "Whether it has an Attribute other than these.")
def IsNonAttribute(ctx, c, attribute):
    return bool(stats.current_attribute(ctx.card(c, 1)) & (ATTRIBUTE_ALL & ~ctx.integer(attribute, 2, default=0)))


@api("Card", "(c: Card) -> boolean", "Whether a Gemini monster is treated as an Effect Monster (EFFECT_DUAL_STATUS).")
def IsDualState(ctx, c):
    return bool(stats.applying(ctx.card(c, 1), EFFECT_DUAL_STATUS))


# -- relations -------------------------------------------------------------------------------------------
@api("Card", "(c: Card, e: Effect)", "Relate it to e (to its newest chain link, if e is on the chain): IsRelateToEffect.")
def CreateEffectRelation(ctx, c, e):
    card, effect = ctx.card(c, 1), ctx.effect(e, 2)
    ctx.duel.guard(lambda: f"related {card.describe()} to an effect")
    for link in reversed(ctx.duel.chain):      # card::create_relation(effect): the newest link of e
        if link.effect is effect:
            card.create_relation(link)
            return
    card.relations.add((effect, 0))


@api("Card", "(c: Card, other: Card, reset: integer)", "Relate other to it until one of the reset events (IsRelateToCard).")
def CreateRelation(ctx, c, other, reset):
    operations.create_card_relation(ctx.card(c, 1), ctx.card(other, 2), ctx.integer(reset, 3, default=0))


@api("Card", "(c: Card, other: Card)", "End a relation made by CreateRelation.")
def ReleaseRelation(ctx, c, other):
    ctx.card(c, 1).card_relations.pop(ctx.card(other, 2), None)


@api("Card", "(c: Card, other: Card) -> boolean", "Whether CreateRelation related other to it (and it still holds).")
def IsRelateToCard(ctx, c, other):
    return ctx.card(other, 2) in ctx.card(c, 1).card_relations


# -- its Link rating, where it was, its own effects ------------------------------------------------------
@api("Card", "(c: Card, ...: integer) -> boolean", "Whether its Link rating is one of these.")
def IsLink(ctx, c, *ratings):
    from harness.engine.values.queries import link_rating
    rating = link_rating(ctx.card(c, 1))
    return any(r is not None and ctx.integer(r, i + 2) == rating for i, r in enumerate(ratings))


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether it was of one of these archetypes where it was before its last move.")
def IsPreviousSetCard(ctx, c, *setnames):
    from harness.engine.values.queries import setcode_matches
    card = ctx.card(c, 1)
    code = card.previous.code or card.code
    setcodes = ctx.duel.carddb.get(code).setcodes if code != card.code else card.data.setcodes
    return any(setcode_matches(setcode, ctx.integer(s, i + 2)) for i, s in enumerate(setnames) for setcode in setcodes)


@api("Card", "(c: Card, f: function) -> boolean", "Whether f accepts one of its own effects (card::is_effect_property).")
def IsEffectProperty(ctx, c, f):
    card, f = ctx.card(c, 1), ctx.function(f, 2)
    return any(ctx.check(f, effect) for effect in card.effects if effect.owner is card)


# -- Trap monsters ---------------------------------------------------------------------------------------------
@api("Card", "(c: Card, type: integer, attribute?: integer, race?: integer, level?: integer, atk?: integer, def?: integer)",
     "Make a Trap Card a monster of this type and data (before Special Summoning it).")
def AddMonsterAttribute(ctx, c, kind, attribute=0, race=0, level=0, atk=0, defense=0):
    card = ctx.card(c, 1)
    ctx.duel.guard(lambda: f"gave {card.describe()} monster attributes")
    values = [ctx.integer(v, i, default=0) for i, v in enumerate((kind, attribute, race, level, atk, defense), start=2)]
    trap_monsters.add_monster_attribute(ctx.duel, card, *values)
