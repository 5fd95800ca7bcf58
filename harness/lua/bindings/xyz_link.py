"""Card.* and Duel.* of Xyz and Link materials: whether a card may be one, its Level for an Xyz
Summon, its type, race, attribute, names and archetypes as a Link Material, the Xyz material
check and selection, the Monster Zones a player could use (libcard.cpp, libduel.cpp). The rules
are in harness.engine.xyz_link."""
from harness.constants import EFFECT_ADD_LINK_CODE
from harness.engine import stats, xyz_link
from harness.engine.state.decisions import YesNo
from harness.engine.state.group import Group
from ..registry import api
from .card import IsCode
from .duel import select_cards

SELECT_MORE_MATERIALS = 93      # the core's system string for "select more materials?"


def _player_or_reason(ctx, value, index):
    """An optional player argument: nil (or absent) is the reason player (core.reason_player)."""
    if value is None:
        return ctx.duel.reason_player
    return ctx.integer(value, index)


# -- Xyz materials -------------------------------------------------------------------------------------
@api("Card", "(c: Card, xyzc: Card?) -> boolean",
     "Whether it can be an Xyz Material (of xyzc): a monster, not a Token, no EFFECT_CANNOT_BE_XYZ_MATERIAL.")
def IsCanBeXyzMaterial(ctx, c, xyzc=None):
    return xyz_link.can_be_xyz_material(ctx.card(c, 1), ctx.card(xyzc, 2, optional=True))


@api("Card", "(c: Card, xyzc: Card, lv: integer) -> boolean",
     "Whether it can be treated as Level lv for xyzc's Xyz Summon (its Level, or an EFFECT_XYZ_LEVEL value).")
def IsXyzLevel(ctx, c, xyzc, lv):
    return bool(xyz_link.xyz_level(ctx.card(c, 1), ctx.card(xyzc, 2), ctx.integer(lv, 3, default=0)))


@api("Card", "(c: Card) -> integer", "The printed Rank of an Xyz monster (0 for any other card).")
def GetOriginalRank(ctx, c):
    return xyz_link.original_rank(ctx.card(c, 1))


@api("Card", "(c: Card) -> integer", "Its type as an Xyz Material (a monster card in a Spell & Trap Zone: its printed type).")
def GetXyzType(ctx, c):
    return xyz_link.xyz_type(ctx.card(c, 1))


@api("Card", "(c: Card, type: integer) -> boolean", "Whether its type as an Xyz Material has one of these bits.")
def IsXyzType(ctx, c, kind):
    return bool(xyz_link.xyz_type(ctx.card(c, 1)) & ctx.integer(kind, 2, default=0))


def _filter(ctx, f, index):
    if f is None:
        return None
    return xyz_link.material_filter(ctx.duel, ctx.function(f, index))


@api("Duel", "(c: Card, f: function?, lv: integer, min: integer, max: integer, mg: Group?) -> boolean",
     "Whether c could be Xyz Summoned with min-max Level lv materials that f accepts (from mg, else the field), "
     "leaving it a zone.")
def CheckXyzMaterial(ctx, c, f, lv, minimum, maximum, mg=None):
    card = ctx.card(c, 1)
    accepts = _filter(ctx, f, 2)
    group = ctx.group(mg, 6, optional=True)
    return xyz_link.check_xyz_material(ctx.duel, card, accepts, ctx.integer(lv, 3, default=0),
                                       ctx.integer(minimum, 4, default=0), ctx.integer(maximum, 5, default=0),
                                       list(group.cards) if group is not None else None)


@api("Duel", "(player: integer, c: Card, f: function?, lv: integer, min: integer, max: integer, mg: Group?) -> Group?",
     "player selects min-max Level lv Xyz Materials for c that f accepts (nil when CheckXyzMaterial fails).")
def SelectXyzMaterial(ctx, player, c, f, lv, minimum, maximum, mg=None):
    duel = ctx.duel
    player = ctx.player(player, 1)
    card = ctx.card(c, 2)
    accepts = _filter(ctx, f, 3)
    level, minimum, maximum = (ctx.integer(v, i, default=0) for i, v in ((4, lv), (5, minimum), (6, maximum)))
    group = ctx.group(mg, 7, optional=True)
    cards = list(group.cards) if group is not None else None
    if not xyz_link.check_xyz_material(duel, card, accepts, level, minimum, maximum, cards):
        return None

    def choose(candidates, low, high):
        duel.last_hint = "HINTMSG_XMATERIAL"
        return select_cards(ctx, player, candidates, low, high, "choose")

    def confirm():
        return duel.chooser.select_yes_no(YesNo(player, str(SELECT_MORE_MATERIALS)))

    chosen = xyz_link.select_xyz_material(duel, player, card, accepts, level, minimum, maximum, cards, choose, confirm)
    return Group(chosen) if chosen is not None else None


# -- Link materials ---------------------------------------------------------------------------------------
@api("Card", "(c: Card, lc: Card?) -> boolean",
     "Whether it can be a Link Material (of lc): a monster (any card in a Spell & Trap Zone), no EFFECT_CANNOT_BE_LINK_MATERIAL.")
def IsCanBeLinkMaterial(ctx, c, lc=None):
    return xyz_link.can_be_link_material(ctx.card(c, 1), ctx.card(lc, 2, optional=True))


@api("Card", "(c: Card) -> integer", "Its type as a Link Material (a card in a Spell & Trap Zone is also a monster).")
def GetLinkType(ctx, c):
    return xyz_link.link_type(ctx.card(c, 1))


@api("Card", "(c: Card, type: integer) -> boolean", "Whether its type as a Link Material has one of these bits.")
def IsLinkType(ctx, c, kind):
    return bool(xyz_link.link_type(ctx.card(c, 1)) & ctx.integer(kind, 2, default=0))


@api("Card", "(c: Card, player?: integer) -> integer",
     "Its Attribute as a Link Material of player's (with EFFECT_ADD_LINK_ATTRIBUTE).")
def GetLinkAttribute(ctx, c, player=None):
    return xyz_link.link_attribute(ctx.card(c, 1), _player_or_reason(ctx, player, 2))


@api("Card", "(c: Card, attribute: integer, player?: integer) -> boolean",
     "Whether its Attribute as a Link Material has one of these bits.")
def IsLinkAttribute(ctx, c, attribute, player=None):
    card = ctx.card(c, 1)
    return bool(xyz_link.link_attribute(card, _player_or_reason(ctx, player, 3)) & ctx.integer(attribute, 2, default=0))


@api("Card", "(c: Card, player?: integer) -> integer", "Its Type as a Link Material of player's (with EFFECT_ADD_LINK_RACE).")
def GetLinkRace(ctx, c, player=None):
    return xyz_link.link_race(ctx.card(c, 1), _player_or_reason(ctx, player, 2))


@api("Card", "(c: Card, race: integer, player?: integer) -> boolean", "Whether its Type as a Link Material has one of these bits.")
def IsLinkRace(ctx, c, race, player=None):
    card = ctx.card(c, 1)
    return bool(xyz_link.link_race(card, _player_or_reason(ctx, player, 3)) & ctx.integer(race, 2, default=0))


@api("Card", "(c: Card) -> integer ...", "Its names as a Link Material: its name, a second name, the EFFECT_ADD_LINK_CODE ones.")
def GetLinkCode(ctx, c):
    return tuple(xyz_link.link_codes(ctx.card(c, 1)))


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether it has one of these names as a Link Material.")
def IsLinkCode(ctx, c, *codes):
    card = ctx.card(c, 1)
    if not stats.applying(card, EFFECT_ADD_LINK_CODE):
        return IsCode(ctx, c, *codes)           # the core answers as Card.IsCode then
    names = set(xyz_link.link_codes(card))
    return any(code is not None and ctx.integer(code, i + 2) in names for i, code in enumerate(codes))


@api("Card", "(c: Card, ...: integer) -> boolean",
     "Whether it belongs to one of these archetypes as a Link Material (also through an EFFECT_ADD_LINK_CODE name).")
def IsLinkSetCard(ctx, c, *setnames):
    card = ctx.card(c, 1)
    return any(s is not None and xyz_link.is_link_set_card(card, ctx.integer(s, i + 2) & 0xffffffff)
               for i, s in enumerate(setnames))


# -- zones and the summon in progress -----------------------------------------------------------------------
@api("Duel", "(player: integer, use_player?: integer) -> integer",
     "How many monsters player could still put in the Monster Zones: the free Main Monster Zones and an Extra "
     "Monster Zone an Extra Deck monster could use, within EFFECT_MAX_MZONE.")
def GetUsableMZoneCount(ctx, player, use_player=None):
    if isinstance(player, bool) or player not in (0, 1):
        return None
    uplayer = ctx.duel.reason_player
    if ctx.arguments_given >= 2:                # lua_gettop >= 2: an explicit nil reads as 0
        uplayer = ctx.integer(use_player, 2, default=0)
    return xyz_link.usable_mzone_count(ctx.duel, int(player), uplayer)
