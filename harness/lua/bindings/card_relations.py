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
