"""Synchro Materials: Card.IsTuner / IsNotTuner / IsCanBeSynchroMaterial / GetSynchroLevel /
GetSynchroType / GetTunerLimit / GetHandSynchro, Duel.GetSynchroMaterial / CheckTunerMaterial /
CheckSynchroMaterial / SelectTunerMaterial / SelectSynchroMaterial / SetSynchroMaterial, and the
must-be-material checks every summon kind shares, Duel.GetMustMaterial / CheckMustMaterial
(libcard.cpp, libduel.cpp). The rules are in harness.engine.synchro."""
from harness.engine import synchro
from harness.engine.state.card import Card
from harness.engine.state.group import Group
from ..registry import api


def _given(ctx, index):
    """Whether the script passed argument `index` (an explicit nil counts, as lua_gettop)."""
    return ctx.arguments_given >= index



def _lua_integer(ctx, value, index):
    """lua_tointeger: a number, or 0 for nil."""
    return 0 if value is None else ctx.integer(value, index)


def _filter(ctx, value, index):
    """A filter argument: nil (no filter) or a function."""
    return None if value is None else ctx.function(value, index)


def _valid_player(value):
    return not isinstance(value, bool) and value in (0, 1)


def _group(cards):
    return Group(cards)


# -- Card -------------------------------------------------------------------------------------------------
@api("Card", "(c: Card, sc: Card) -> boolean",
     "Whether it is a Tuner for the Synchro Monster sc (a Tuner, or EFFECT_TUNER for sc).")
def IsTuner(ctx, c, sc):
    return synchro.is_tuner(ctx.card(c, 1), ctx.card(sc, 2))


@api("Card", "(c: Card, sc: Card) -> boolean",
     "Whether it is a non-Tuner for the Synchro Monster sc (not a Tuner, or EFFECT_NONTUNER for sc).")
def IsNotTuner(ctx, c, sc):
    return synchro.is_not_tuner(ctx.card(c, 1), ctx.card(sc, 2))


@api("Card", "(c: Card, sc?: Card, tuner?: Card) -> boolean",
     "Whether it can be a Synchro Material (of sc, with that Tuner): a monster, not forbidden, no "
     "EFFECT_CANNOT_BE_SYNCHRO_MATERIAL for sc; an Xyz or Link Monster only with EFFECT_SYNCHRO_LEVEL_EX.")
def IsCanBeSynchroMaterial(ctx, c, sc=None, tuner=None):
    card = ctx.card(c, 1)
    syncard = ctx.card(sc, 2) if _given(ctx, 2) else None
    tuner_card = ctx.card(tuner, 3) if _given(ctx, 3) else None
    return synchro.can_be_synchro_material(card, syncard, tuner_card)


@api("Card", "(c: Card, sc: Card) -> integer",
     "The Level it counts as for the Synchro Monster sc (EFFECT_SYNCHRO_LEVEL; two Levels as low and high 16 bits).")
def GetSynchroLevel(ctx, c, sc):
    return synchro.synchro_level(ctx.card(c, 1), ctx.card(sc, 2))


@api("Card", "(c: Card) -> integer", "Its type as a Synchro Material (a monster card in the Spell & Trap Zone: printed).")
def GetSynchroType(ctx, c):
    return synchro.synchro_type(ctx.card(c, 1))


@api("Card", "(c: Card, type: integer) -> boolean", "Whether its type as a Synchro Material has any of these bits.")
def IsSynchroType(ctx, c, mask):
    return bool(synchro.synchro_type(ctx.card(c, 1)) & _lua_integer(ctx, mask, 2))


@api("Card", "(c: Card) -> Effect?, function?, integer?, integer, integer",
     "Its EFFECT_TUNER_MATERIAL_LIMIT: the effect, its target (which other materials), its value (their "
     "locations), the min and max count of other materials (0-99; EFFECT_FLAG_SPSUM_PARAM's range); nothing without one.")
def GetTunerLimit(ctx, c):
    found = synchro.tuner_limit_info(ctx.card(c, 1))
    return found if found is not None else ()


@api("Card", "(c: Card) -> Effect?, function?, integer, integer",
     "For a monster in the Monster Zone: its EFFECT_HAND_SYNCHRO (or a Tuner limit that allows the hand): the effect, "
     "its target, the min and max count (0-99); nothing otherwise.")
def GetHandSynchro(ctx, c):
    found = synchro.hand_synchro_info(ctx.card(c, 1))
    return found if found is not None else ()


# -- Duel: the materials -----------------------------------------------------------------------------------
@api("Duel", "(player: integer, facedown?: boolean) -> Group",
     "The cards player's Synchro procedures may use: his monsters (face-down ones only with facedown), and the "
     "opponent's monsters and his hand cards with EFFECT_EXTRA_SYNCHRO_MATERIAL.")
def GetSynchroMaterial(ctx, player, facedown=None):
    if not _valid_player(player):
        return ()
    return _group(synchro.synchro_material_group(ctx.duel, int(player), facedown is not None and facedown is not False))


@api("Duel", "(c: Card, tuner: Card, f1: function?, f2: function?, min: integer, max: integer, mg?: Group) -> boolean",
     "Whether tuner (f1) and min-max non-Tuners (f2(card, c)) can be c's Synchro Materials (Levels, zones, limits; mg: "
     "the only cards that may be used).")
def CheckTunerMaterial(ctx, c, tuner, f1, f2, minimum, maximum, mg=None):
    card, tuner_card = ctx.card(c, 1), ctx.card(tuner, 2)
    f1, f2 = _filter(ctx, f1, 3), _filter(ctx, f2, 4)
    group = ctx.group(mg, 7) if mg is not None else None
    return synchro.check_tuner_material(ctx.duel, card, tuner_card, f1, f2, _lua_integer(ctx, minimum, 5),
                                        _lua_integer(ctx, maximum, 6), None, group)


@api("Duel", "(c: Card, f1: function?, f2: function?, min: integer, max: integer, smat?: Card, mg?: Group) -> boolean",
     "Whether some Tuner (f1) and min-max non-Tuners (f2(card, c)) can be c's Synchro Materials (smat among them; "
     "mg: the only cards that may be used).")
def CheckSynchroMaterial(ctx, c, f1, f2, minimum, maximum, smat=None, mg=None):
    card = ctx.card(c, 1)
    f1, f2 = _filter(ctx, f1, 2), _filter(ctx, f2, 3)
    must = ctx.card(smat, 6) if smat is not None else None
    group = ctx.group(mg, 7) if mg is not None else None
    return synchro.check_synchro_material(ctx.duel, card, f1, f2, _lua_integer(ctx, minimum, 4),
                                          _lua_integer(ctx, maximum, 5), must, group)


@api("Duel", "(player: integer, c: Card, tuner: Card, f1: function?, f2: function?, min: integer, max: integer, "
             "mg?: Group) -> Group?",
     "player selects the non-Tuners (f2) to use with tuner for c (HINTMSG_SMATERIAL; answer: `materials:`); nil when "
     "tuner cannot be used.")
def SelectTunerMaterial(ctx, player, c, tuner, f1, f2, minimum, maximum, mg=None):
    card, tuner_card = ctx.card(c, 2), ctx.card(tuner, 3)
    if not _valid_player(player):
        return ()
    f1, f2 = _filter(ctx, f1, 4), _filter(ctx, f2, 5)
    group = ctx.group(mg, 8) if mg is not None else None
    chosen = synchro.select_tuner_material(ctx.duel, int(player), card, tuner_card, f1, f2,
                                           _lua_integer(ctx, minimum, 6), _lua_integer(ctx, maximum, 7), group)
    return () if chosen is None else _group(chosen)


@api("Duel", "(player: integer, c: Card, f1: function?, f2: function?, min: integer, max: integer, smat?: Card, "
             "mg?: Group) -> Group?",
     "player selects a Tuner (f1) and min-max non-Tuners (f2) for c (HINTMSG_SMATERIAL for each selection; answer: "
     "`materials:`); nil when no Tuner can be used.")
def SelectSynchroMaterial(ctx, player, c, f1, f2, minimum, maximum, smat=None, mg=None):
    card = ctx.card(c, 2)
    if not _valid_player(player):
        return ()
    f1, f2 = _filter(ctx, f1, 3), _filter(ctx, f2, 4)
    must = ctx.card(smat, 7) if smat is not None else None
    group = ctx.group(mg, 8) if mg is not None else None
    chosen = synchro.select_synchro_material(ctx.duel, int(player), card, f1, f2, _lua_integer(ctx, minimum, 5),
                                             _lua_integer(ctx, maximum, 6), must, group,
                                             cancelable=bool(getattr(ctx.duel, "summon_cancelable", False)))
    return () if chosen is None else _group(chosen)


@api("Duel", "(g: Group)", "The materials an EFFECT_SYNCHRO_MATERIAL_CUSTOM operation chose (besides its Tuner).")
def SetSynchroMaterial(ctx, g):
    synchro.set_synchro_materials(ctx.duel, ctx.group(g, 1).cards)


# -- Duel: must be used as material (every summon kind) -----------------------------------------------------
@api("Duel", "(player: integer, code: integer) -> Group",
     "The cards whose EFFECT_MUST_BE_xMATERIAL (code) applies to player: they must be among his materials.")
def GetMustMaterial(ctx, player, code):
    if not _valid_player(player):
        return ()
    return _group(synchro.must_material_list(ctx.duel, int(player), _lua_integer(ctx, code, 2)))


@api("Duel", "(player: integer, materials: Card|Group?, code: integer) -> boolean",
     "Whether every card that must be player's material (EFFECT_MUST_BE_xMATERIAL code) is among materials "
     "(nil: none is used).")
def CheckMustMaterial(ctx, player, materials, code):
    if not _valid_player(player):
        return ()
    # a Card or a Group; anything else (nil) counts as no materials
    cards = ctx.cards(materials, 2) if type(materials) in (Card, Group) else None
    return synchro.check_must_material(ctx.duel, cards, int(player), _lua_integer(ctx, code, 3))
