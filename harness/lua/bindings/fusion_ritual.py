"""Fusion and Ritual materials: Card.CheckFusionMaterial / IsCanBeFusionMaterial / IsFusionCode
..., Duel.GetFusionMaterial / SelectFusionMaterial / SetFusionMaterial, Duel.GetRitualMaterial /
ReleaseRitualMaterial, Card.GetRitualLevel / IsCanBeRitualMaterial (libcard.cpp, libduel.cpp).
The rules are in harness.engine.fusion_ritual."""
from harness.constants import LOCATION_HAND, LOCATION_MZONE, PLAYER_NONE, SUMMON_TYPE_FUSION
from harness.engine import fusion_ritual
from harness.engine.state.group import Group
from ..registry import api


def _given(ctx, index):
    """Whether the script passed argument `index` (an explicit nil counts, as lua_gettop)."""
    return ctx.arguments_given >= index


def _lua_integer(ctx, value, index):
    """lua_tointeger: a number, or 0 for nil."""
    return 0 if value is None else ctx.integer(value, index)


# -- Card: what a card counts as for a Fusion Summon ----------------------------------------------------
@api("Card", "(c: Card) -> integer ...",
     "Its codes, then the names an EFFECT_ADD_FUSION_CODE lets it count as for a Fusion Summon.")
def GetFusionCode(ctx, c):
    return tuple(fusion_ritual.fusion_codes(ctx.card(c, 1)))


@api("Card", "(c: Card, ...: integer) -> boolean",
     "Whether it has one of these names as a Fusion Material (its codes, EFFECT_ADD_FUSION_CODE).")
def IsFusionCode(ctx, c, *codes):
    card = ctx.card(c, 1)
    return fusion_ritual.is_fusion_code(card, [ctx.integer(code, i + 2) for i, code in enumerate(codes)
                                               if code is not None])


@api("Card", "(c: Card, ...: integer) -> boolean",
     "Whether it belongs to one of these archetypes as a Fusion Material (EFFECT_ADD_FUSION_CODE / SETCODE too).")
def IsFusionSetCard(ctx, c, *setnames):
    card = ctx.card(c, 1)
    return any(fusion_ritual.is_fusion_set_card(card, ctx.integer(s, i + 2))
               for i, s in enumerate(setnames) if s is not None)


@api("Card", "(c: Card) -> integer", "Its type as a Fusion Material (a monster card in the Spell & Trap Zone: printed).")
def GetFusionType(ctx, c):
    return fusion_ritual.fusion_type(ctx.card(c, 1))


@api("Card", "(c: Card, type: integer) -> boolean", "Whether its type as a Fusion Material has any of these bits.")
def IsFusionType(ctx, c, mask):
    return bool(fusion_ritual.fusion_type(ctx.card(c, 1)) & _lua_integer(ctx, mask, 2))


def _player_or_reason_player(ctx, value, index):
    if value is None:
        return ctx.duel.reason_player
    return ctx.integer(value, index)


@api("Card", "(c: Card, player?: integer) -> integer",
     "Its Attribute as a Fusion Material (EFFECT_CHANGE_FUSION_ATTRIBUTE; player: default the reason player).")
def GetFusionAttribute(ctx, c, player=None):
    card = ctx.card(c, 1)
    return fusion_ritual.fusion_attribute(card, _player_or_reason_player(ctx, player, 2))


@api("Card", "(c: Card, attribute: integer, player?: integer) -> boolean",
     "Whether its Attribute as a Fusion Material has any of these bits.")
def IsFusionAttribute(ctx, c, attribute, player=None):
    card = ctx.card(c, 1)
    mask = _lua_integer(ctx, attribute, 2)
    return bool(fusion_ritual.fusion_attribute(card, _player_or_reason_player(ctx, player, 3)) & mask)


@api("Card", "(c: Card, fc?: Card, sumtype?: integer) -> boolean",
     "Whether it can be a Fusion Material (of fc, for that summon type: default SUMMON_TYPE_FUSION).")
def IsCanBeFusionMaterial(ctx, c, fc=None, summon_type=None):
    card = ctx.card(c, 1)
    fusion_card = ctx.card(fc, 2, optional=True)
    summon_type = _lua_integer(ctx, summon_type, 3) if _given(ctx, 3) else SUMMON_TYPE_FUSION
    return fusion_ritual.can_be_fusion_material(card, fusion_card, summon_type)


@api("Card", "(c: Card, fc: Card) -> boolean",
     "Whether it can substitute for a named Fusion Material of fc (EFFECT_FUSION_SUBSTITUTE).")
def CheckFusionSubstitute(ctx, c, fc):
    return fusion_ritual.check_fusion_substitute(ctx.card(c, 1), ctx.card(fc, 2))


@api("Card", "(c: Card, g?: Group, gc?: Card, chkf?: integer, not_material?: boolean) -> boolean",
     "Whether g holds materials for this Fusion Monster (its EFFECT_FUSION_MATERIAL condition), with gc among them.")
def CheckFusionMaterial(ctx, c, g=None, gc=None, chkf=None, not_material=None):
    card = ctx.card(c, 1)
    group = ctx.group(g, 2, optional=True)
    used = ctx.card(gc, 3, optional=True)
    chkf = _lua_integer(ctx, chkf, 4) if _given(ctx, 4) else PLAYER_NONE
    return fusion_ritual.fusion_check(ctx.duel, card, None if group is None else group.cards, used, chkf,
                                      not_material is not None and not_material is not False)


@api("Card", "(c: Card, sumtype?: integer) -> boolean",
     "Whether it is a Fusion Monster its summon conditions allow to be Fusion Summoned.")
def IsFusionSummonableCard(ctx, c, summon_type=None):
    return fusion_ritual.is_fusion_summonable_card(ctx.duel, ctx.card(c, 1), _lua_integer(ctx, summon_type, 2))


# -- Duel: Fusion Material -------------------------------------------------------------------------------
@api("Duel", "(player: integer, location?: integer) -> Group, Group",
     "The cards player could use as Fusion Material (all, with EFFECT_EXTRA_FUSION_MATERIAL cards; base), from the "
     "locations (default hand and Monster Zone).")
def GetFusionMaterial(ctx, player, location=None):
    if player not in (0, 1):
        return None
    location = _lua_integer(ctx, location, 2) if _given(ctx, 2) else LOCATION_HAND | LOCATION_MZONE
    every, base = fusion_ritual.fusion_material(ctx.duel, int(player), location)
    return Group(every), Group(base)


@api("Duel", "(player: integer, c: Card, g: Group, gc?: Card, chkf?: integer, not_material?: boolean) -> Group",
     "player selects materials for the Fusion Monster c among g (its EFFECT_FUSION_MATERIAL operation), gc included.")
def SelectFusionMaterial(ctx, player, c, g, gc=None, chkf=None, not_material=None):
    ctx.duel.guard("selected Fusion Materials")          # core: check_action_permission
    if player not in (0, 1):
        return None
    card = ctx.card(c, 2)
    group = ctx.group(g, 3)
    used = ctx.card(gc, 4, optional=True)
    chkf = _lua_integer(ctx, chkf, 5) if _given(ctx, 5) else PLAYER_NONE
    chosen = fusion_ritual.select_fusion_material(ctx.duel, int(player), card, group.cards, used, chkf,
                                                  not_material is not None and not_material is not False)
    return Group(chosen)


@api("Duel", "(g: Group)", "The materials a Fusion Monster's EFFECT_FUSION_MATERIAL operation selected.")
def SetFusionMaterial(ctx, g):
    fusion_ritual.set_fusion_material(ctx.duel, ctx.group(g, 1).cards)


@api("Duel", "(player: integer) -> Effect?",
     "The EFFECT_CHAIN_MATERIAL that applies to player (Chain Material: other Fusion Materials), or nil.")
def GetChainMaterial(ctx, player):
    if player not in (0, 1):
        return None
    return fusion_ritual.chain_material(ctx.duel, int(player))


# -- Ritual Material --------------------------------------------------------------------------------------
@api("Card", "(c: Card, rc: Card) -> integer",
     "The Level it counts as for the Ritual Summon of rc (EFFECT_RITUAL_LEVEL; two Levels in the low and high 16 bits).")
def GetRitualLevel(ctx, c, rc):
    return fusion_ritual.ritual_level(ctx.card(c, 1), ctx.card(rc, 2))


@api("Card", "(c: Card, rc: Card?) -> boolean",
     "Whether it can be a Ritual Material of rc (a monster; in the GY only with EFFECT_EXTRA_RITUAL_MATERIAL).")
def IsCanBeRitualMaterial(ctx, c, rc=None):
    return fusion_ritual.can_be_ritual_material(ctx.card(c, 1), ctx.card(rc, 2, optional=True))


@api("Duel", "(player: integer) -> Group",
     "The cards player could Tribute for a Ritual Summon by the running effect (with a Level).")
def GetRitualMaterial(ctx, player):
    if player not in (0, 1):
        return None
    return Group(fusion_ritual.ritual_material(ctx.duel, int(player), ctx.duel.reason_effect))


@api("Duel", "(player: integer) -> Group",
     "GetRitualMaterial, monsters without a Level included.")
def GetRitualMaterialEx(ctx, player):
    if player not in (0, 1):
        return None
    return Group(fusion_ritual.ritual_material(ctx.duel, int(player), ctx.duel.reason_effect, no_level=True))


@api("Duel", "(g: Group)",
     "Use the cards as Ritual Material: Tribute them (banish those in the GY; Xyz Materials and Extra Deck cards to the GY).")
def ReleaseRitualMaterial(ctx, g):
    ctx.duel.guard("released Ritual Materials")          # core: check_action_permission
    group = ctx.group(g, 1)
    fusion_ritual.release_ritual_material(ctx.duel, group.cards)
