"""Card-to-card relations, Deck sequence moves and instant adjusts (libcard.cpp, libduel.cpp):
the rules are in harness.engine.operations and adjust."""
from harness.engine import adjust, operations
from ..registry import api


@api("Card", "(c: Card, other: Card, reset: integer)", "Relate other to it until one of the reset events (IsRelateToCard).")
def CreateRelation(ctx, c, other, reset):
    operations.create_card_relation(ctx.card(c, 1), ctx.card(other, 2), ctx.integer(reset, 3, default=0))


@api("Card", "(c: Card, other: Card)", "End a relation made by CreateRelation.")
def ReleaseRelation(ctx, c, other):
    ctx.card(c, 1).card_relations.pop(ctx.card(other, 2), None)


@api("Card", "(c: Card, other: Card) -> boolean", "Whether CreateRelation related other to it (and it still holds).")
def IsRelateToCard(ctx, c, other):
    return ctx.card(other, 2) in ctx.card(c, 1).card_relations


@api("Duel", "(c: Card, sequence: integer)", "Move a card within its location (a Deck card to the top or bottom, a monster to another zone).")
def MoveSequence(ctx, c, sequence):
    operations.move_sequence(ctx.duel, ctx.card(c, 1), ctx.integer(sequence, 2), ctx.duel.reason_effect,
                             ctx.duel.reason_player)


@api("Duel", "(c: Card?)", "Run the adjust pass now (inside an operation).")
def AdjustInstantly(ctx, c=None):
    adjust.adjust(ctx.duel)


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether its Link rating is one of these.")
def IsLink(ctx, c, *ratings):
    from harness.engine.queries import link_rating
    rating = link_rating(ctx.card(c, 1))
    return any(r is not None and ctx.integer(r, i + 2) == rating for i, r in enumerate(ratings))


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether it was of one of these archetypes where it was before its last move.")
def IsPreviousSetCard(ctx, c, *setnames):
    from .card import _matches_setcode
    card = ctx.card(c, 1)
    code = card.previous.code or card.code
    setcodes = ctx.duel.carddb.get(code).setcodes if code != card.code else card.data.setcodes
    return any(_matches_setcode(setcodes, ctx.integer(s, i + 2)) for i, s in enumerate(setnames))


@api("Card", "(c: Card, f: function) -> boolean", "Whether f accepts one of its own effects (card::is_effect_property).")
def IsEffectProperty(ctx, c, f):
    card, f = ctx.card(c, 1), ctx.function(f, 2)
    return any(ctx.check(f, effect) for effect in card.effects if effect.owner is card)


@api("Card", "(c: Card) -> Card?", "The monster it is battling: none, as no attack has been declared (the harness runs no battle yet).")
def GetBattleTarget(ctx, c):
    ctx.card(c, 1)
    return None


@api("Duel", "()", "Run the adjust pass again after this one (a card asking more than 3 times is sent to the GY).")
def Readjust(ctx):
    effect = ctx.duel.reason_effect
    if effect is not None and effect.handler is not None:
        adjust.readjust(ctx.duel, effect.handler, ctx.duel.reason_player)
