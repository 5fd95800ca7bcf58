"""Card.*: what is public, Setting a monster, link arrows and columns, flag
labels (libcard.cpp). The rules are in harness.engine (queries, summon_checks, zones, flags)."""
from harness.constants import PLAYER_NONE
from harness.engine import flags, queries, summon_checks, zones
from harness.engine.state.group import Group
from ..registry import api


@api("Card", "(c: Card) -> boolean", "Whether it is public: face-up (a card in the hand revealed by EFFECT_PUBLIC included).")
def IsPublic(ctx, c):
    return queries.is_public(ctx.card(c, 1))


@api("Card", "(c: Card) -> boolean", "Whether it is face-up, or in the hand, the GY or the Deck.")
def IsFaceupEx(ctx, c):
    return queries.is_faceup_ex(ctx.card(c, 1))


@api("Card", "(c: Card, ignore_count: boolean, e: Effect?, minc?: integer, zone?: integer) -> boolean",
     "Whether the current player could Set it in a Monster Zone now (with e: by that procedure).")
def IsMSetable(ctx, c, ignore_count, e, minimum=0, zone=summon_checks.MAIN_ZONES):
    card = ctx.card(c, 1)
    player = ctx.duel.reason_player
    if player == PLAYER_NONE:
        player = card.controller
    return summon_checks.can_mset(ctx.duel, card, player, _lua_true(ignore_count), ctx.effect(e, 3, optional=True),
                                  ctx.integer(minimum, 4, default=0), ctx.integer(zone, 5, default=summon_checks.MAIN_ZONES))


def _lua_true(value):
    return value is not None and value is not False      # lua_toboolean: 0 is true


# -- link arrows -----------------------------------------------------------------------------------------
def _seen_by(ctx, card, zone, player, index):
    """A zone mask relative to the card's controller, as `player` sees it (the core swaps the
    halves only for the other player)."""
    if player is not None and ctx.integer(player, index) == 1 - card.controller:
        return zones.swap_sides(zone)
    return zone


@api("Card", "(c: Card, marker: integer) -> boolean", "Whether this Link monster has that arrow (LINK_MARKER_*).")
def IsLinkMarker(ctx, c, marker):
    return bool(zones.link_marker(ctx.card(c, 1)) & ctx.integer(marker, 2))


@api("Card", "(c: Card) -> Group", "The monsters this Link monster points to.")
def GetLinkedGroup(ctx, c):
    return Group(zones.linked_cards(ctx.card(c, 1)))


@api("Card", "(c: Card) -> integer", "How many monsters this Link monster points to.")
def GetLinkedGroupCount(ctx, c):
    return len(zones.linked_cards(ctx.card(c, 1)))


@api("Card", "(c: Card, player?: integer) -> integer",
     "The zones this Link monster points to, as a zone mask seen from player (default: its controller).")
def GetLinkedZone(ctx, c, player=None):
    card = ctx.card(c, 1)
    return _seen_by(ctx, card, zones.linked_zone(card), player, 2)


@api("Card", "(c: Card) -> Group", "The monsters this Link monster points to that point back to it.")
def GetMutualLinkedGroup(ctx, c):
    return Group(zones.mutual_linked_cards(ctx.card(c, 1)))


@api("Card", "(c: Card) -> integer", "How many monsters are mutually linked with it.")
def GetMutualLinkedGroupCount(ctx, c):
    return len(zones.mutual_linked_cards(ctx.card(c, 1)))


@api("Card", "(c: Card, player?: integer) -> integer", "The zones of the monsters mutually linked with it, seen from player.")
def GetMutualLinkedZone(ctx, c, player=None):
    card = ctx.card(c, 1)
    return _seen_by(ctx, card, zones.mutual_linked_zone(card), player, 2)


@api("Card", "(c: Card) -> boolean", "Whether it is linked: it points to a monster, or a Link monster points to it.")
def IsLinkState(ctx, c):
    return zones.is_link_state(ctx.card(c, 1))


@api("Card", "(c: Card) -> boolean", "Whether it is co-linked into a chain that joins both Extra Monster Zones.")
def IsExtraLinkState(ctx, c):
    return zones.is_extra_link_state(ctx.card(c, 1))


# -- columns -------------------------------------------------------------------------------------------------
@api("Card", "(c: Card) -> Group", "The other cards in its column (both players' Monster and Spell & Trap Zones).")
def GetColumnGroup(ctx, c):
    return Group(zones.column_cards(ctx.card(c, 1)))


@api("Card", "(c: Card) -> integer", "How many other cards are in its column.")
def GetColumnGroupCount(ctx, c):
    return len(zones.column_cards(ctx.card(c, 1)))


@api("Card", "(c: Card, location: integer, player?: integer) -> integer",
     "The other zones of its column in these locations, as a zone mask seen from player.")
def GetColumnZone(ctx, c, location, player=None):
    card = ctx.card(c, 1)
    return _seen_by(ctx, card, zones.column_zone(card, ctx.integer(location, 2)), player, 3)


@api("Card", "(c: Card) -> boolean", "Whether every other zone of its column is occupied.")
def IsAllColumn(ctx, c):
    return zones.is_all_column(ctx.card(c, 1))


# -- flag effects ----------------------------------------------------------------------------------------------
@api("Card", "(c: Card, code: integer, label: integer) -> boolean", "Set the label of its first flag effect with this code.")
def SetFlagEffectLabel(ctx, c, code, label):
    card = ctx.card(c, 1)
    ctx.duel.guard(lambda: f"relabelled a flag effect of {card.describe()}")
    return flags.set_card_flag_label(card, ctx.integer(code, 2), ctx.integer(label, 3))
