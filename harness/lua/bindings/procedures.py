"""Card.* and Duel.* of summon procedures: Special Summons by a card's own procedure
(SpecialSummonRule, SynchroSummon, XyzSummon, LinkSummon and their Is...Summonable checks), Tokens
(CreateToken; a Token that leaves the field ceases to exist: operations.send_to) and the
materials a summoned monster records (libcard.cpp, libduel.cpp). The rules are in
harness.engine.procedures."""
from harness.constants import TYPE_SYNCHRO, TYPE_XYZ, TYPE_LINK, SUMMON_TYPE_SYNCHRO, SUMMON_TYPE_XYZ, SUMMON_TYPE_LINK
from harness.carddb import UnknownCardError
from harness.engine import procedures, summon_checks, summon_windows
from harness.engine.state.errors import IllegalAction, ScriptError
from harness.engine.state.duel import PENDULUM_ZONE_SEQS
from harness.engine.state.group import Group
from ..registry import api


def _player(ctx):
    """core.reason_player: who asks (the player whose effect runs)."""
    player = ctx.duel.reason_player
    return player if player in (0, 1) else ctx.duel.turn_player


def _group_or_none(ctx, value, index):
    group = ctx.group(value, index, optional=True)
    return list(group.cards) if group is not None else None


def _limits(ctx, kind, args):
    """The material limits of an Is<kind>Summonable / <kind>Summon call's arguments."""
    if kind == SUMMON_TYPE_SYNCHRO:
        tuner, group, minimum, maximum = (list(args) + [None] * 4)[:4]
        return procedures.MaterialLimits(tuner=ctx.card(tuner, 2, optional=True), synchro=_group_or_none(ctx, group, 3),
                                         synchro_min=ctx.integer(minimum, 4, default=0),
                                         synchro_max=ctx.integer(maximum, 5, default=0))
    if kind == SUMMON_TYPE_XYZ:
        group, minimum, maximum = (list(args) + [None] * 3)[:3]
        return procedures.MaterialLimits(xyz=_group_or_none(ctx, group, 2), xyz_min=ctx.integer(minimum, 3, default=0),
                                         xyz_max=ctx.integer(maximum, 4, default=0))
    group, card, minimum, maximum = (list(args) + [None] * 4)[:4]
    return procedures.MaterialLimits(link=_group_or_none(ctx, group, 2), link_card=ctx.card(card, 3, optional=True),
                                     link_min=ctx.integer(minimum, 4, default=0),
                                     link_max=ctx.integer(maximum, 5, default=0))


_KIND_TYPES = {SUMMON_TYPE_SYNCHRO: TYPE_SYNCHRO, SUMMON_TYPE_XYZ: TYPE_XYZ, SUMMON_TYPE_LINK: TYPE_LINK}


def _summonable(ctx, c, kind, args):
    card = ctx.card(c, 1)
    if not card.data.type & _KIND_TYPES[kind] or ctx.duel.effect_damage_step:
        return False
    return procedures.is_special_summonable(ctx.duel, card, _player(ctx), kind, _limits(ctx, kind, args))


@api("Card", "(c: Card, sumtype?: integer) -> boolean", "Whether one of its own summon procedures could Special Summon it now.")
def IsSpecialSummonable(ctx, c, sumtype=0):
    return procedures.is_special_summonable(ctx.duel, ctx.card(c, 1), _player(ctx), ctx.integer(sumtype, 2, default=0))


@api("Card", "(c: Card, tuner: Card?, mg?: Group, min?: integer, max?: integer) -> boolean",
     "Whether its Synchro procedure could summon it now (with that Tuner and those materials).")
def IsSynchroSummonable(ctx, c, *args):
    return _summonable(ctx, c, SUMMON_TYPE_SYNCHRO, args)


@api("Card", "(c: Card, mg: Group?, min?: integer, max?: integer) -> boolean",
     "Whether its Xyz procedure could summon it now (with those materials).")
def IsXyzSummonable(ctx, c, *args):
    return _summonable(ctx, c, SUMMON_TYPE_XYZ, args)


@api("Card", "(c: Card, mg: Group?, lcard?: Card, min?: integer, max?: integer) -> boolean",
     "Whether its Link procedure could summon it now (with those materials).")
def IsLinkSummonable(ctx, c, *args):
    return _summonable(ctx, c, SUMMON_TYPE_LINK, args)


def _summon_rule(ctx, player, c, kind, limits):
    """Duel.SpecialSummonRule and the like: at once outside a chain; during a chain link, after
    that link has resolved (core.summon_reserved)."""
    duel, player, card = ctx.duel, ctx.player(player, 1), ctx.card(c, 2)
    if duel.effect_damage_step:
        return
    duel.guard(lambda: f"Special Summoned {card.describe()} by its procedure")

    def summon():
        try:
            procedures.special_summon_rule(duel, player, card, kind, limits)
        except IllegalAction:
            pass                # the core does nothing when no procedure can summon it
    if duel.current_link is not None:
        duel.reserved_summons.append(summon)
    else:
        summon()


@api("Duel", "(player: integer, c: Card, sumtype?: integer)", "player Special Summons c by its own procedure.")
def SpecialSummonRule(ctx, player, c, sumtype=0):
    _summon_rule(ctx, player, c, ctx.integer(sumtype, 3, default=0), procedures.NO_LIMITS)


@api("Duel", "(player: integer, c: Card, tuner: Card?, mg?: Group, min?: integer, max?: integer)",
     "player Synchro Summons c by its procedure (with that Tuner and those materials).")
def SynchroSummon(ctx, player, c, *args):
    _summon_rule(ctx, player, c, SUMMON_TYPE_SYNCHRO, _limits(ctx, SUMMON_TYPE_SYNCHRO, args))


@api("Duel", "(player: integer, c: Card, mg: Group?, min?: integer, max?: integer)",
     "player Xyz Summons c by its procedure (with those materials).")
def XyzSummon(ctx, player, c, *args):
    _summon_rule(ctx, player, c, SUMMON_TYPE_XYZ, _limits(ctx, SUMMON_TYPE_XYZ, args))


@api("Duel", "(player: integer, c: Card, mg: Group?, lcard?: Card, min?: integer, max?: integer)",
     "player Link Summons c by its procedure (with those materials).")
def LinkSummon(ctx, player, c, *args):
    _summon_rule(ctx, player, c, SUMMON_TYPE_LINK, _limits(ctx, SUMMON_TYPE_LINK, args))


@api("Duel", "(targets: Card|Group)", "Negate the summon of these monsters in the \"would be summoned\" window (EVENT_SUMMON, ...).")
def NegateSummon(ctx, targets):
    summon_windows.negate_summon(ctx.duel, ctx.cards(targets, 1), ctx.duel.reason_effect, ctx.duel.reason_player)


@api("Duel", "() -> boolean", "Whether the summon in progress may still be cancelled (one the player chose, not one by an effect).")
def IsSummonCancelable(ctx):
    return ctx.duel.summon_cancelable


# -- Tributes for a summon procedure ----------------------------------------------------------------------------
@api("Duel", "(c: Card, min: integer, max?: integer, mg?: Group, toplayer?: integer, zone?: integer) -> boolean",
     "Whether c could be summoned with min-max Tributes (from mg when given), a zone being free then.")
def CheckTribute(ctx, c, minimum, maximum=None, mg=None, toplayer=None, zone=None):
    card = ctx.card(c, 1)
    minimum = ctx.integer(minimum, 2)
    group = ctx.group(mg, 4, optional=True)
    return summon_checks.check_tribute(ctx.duel, card, minimum, ctx.integer(maximum, 3, default=minimum),
                                       card.controller if toplayer is None else ctx.player(toplayer, 5),
                                       ctx.integer(zone, 6, default=summon_checks.MAIN_ZONES),
                                       among=group.cards if group is not None else None)


@api("Duel", "(player: integer, c: Card, min: integer, max: integer, mg?: Group, toplayer?: integer) -> Group",
     "player selects min-max Tributes for c's summon (from mg when given). Each card counts as one Tribute here.")
def SelectTribute(ctx, player, c, minimum, maximum, mg=None, toplayer=None):
    from .duel import select_cards
    player, card = ctx.player(player, 1), ctx.card(c, 2)
    group = ctx.group(mg, 5, optional=True)
    toplayer = player if toplayer is None else ctx.player(toplayer, 6)
    release, extra, _ = summon_checks.summon_release_list(ctx.duel, card, toplayer != player,
                                                          among=group.cards if group is not None else None)
    ctx.duel.last_hint = "HINTMSG_RELEASE"
    return Group(select_cards(ctx, player, release + extra, ctx.integer(minimum, 3), ctx.integer(maximum, 4), "choose"))


# -- Pendulum scales -------------------------------------------------------------------------------------------
@api("Card", "(c: Card) -> integer", "Its left Pendulum Scale (changed by effects in a Pendulum Zone).")
def GetLeftScale(ctx, c):
    return procedures.scale(ctx.card(c, 1), left=True)


@api("Card", "(c: Card) -> integer", "Its right Pendulum Scale (changed by effects in a Pendulum Zone).")
def GetRightScale(ctx, c):
    return procedures.scale(ctx.card(c, 1), left=False)


@api("Card", "(c: Card) -> integer", "Its printed left Pendulum Scale.")
def GetOriginalLeftScale(ctx, c):
    return ctx.card(c, 1).data.lscale


@api("Card", "(c: Card) -> integer", "Its printed right Pendulum Scale.")
def GetOriginalRightScale(ctx, c):
    return ctx.card(c, 1).data.rscale


@api("Card", "(c: Card) -> integer", "The scale that counts where it is: the left one in the left Pendulum Zone, else the right one.")
def GetCurrentScale(ctx, c):
    card = ctx.card(c, 1)
    return procedures.scale(card, left=card.current.sequence == PENDULUM_ZONE_SEQS[0])


# -- Tokens -----------------------------------------------------------------------------------------------------
@api("Duel", "(player: integer, code: integer) -> Card", "Create a card of this code owned by player, nowhere yet (a Token to Special Summon).")
def CreateToken(ctx, player, code):
    player = ctx.integer(player, 1)
    if player not in (0, 1):
        return False
    duel = ctx.duel
    duel.guard("created a Token")
    try:
        card = duel.new_card(ctx.integer(code, 2), player)
    except UnknownCardError as error:
        raise ScriptError(f"Duel.CreateToken: {error} (give the Token's data in `cards:`)") from None
    card.current.controller = player
    duel.created.append(card)
    return card


# -- materials ---------------------------------------------------------------------------------------------
@api("Card", "(c: Card, g: Group?)", "Record the materials it is summoned with (each one's reason card becomes c).")
def SetMaterial(ctx, c, g):
    group = ctx.group(g, 2, optional=True)
    procedures.set_material(ctx.card(c, 1), group.cards if group is not None else [])


@api("Card", "(c: Card) -> Group", "The materials it was summoned with.")
def GetMaterial(ctx, c):
    return Group(ctx.card(c, 1).materials)


@api("Card", "(c: Card) -> integer", "How many materials it was summoned with.")
def GetMaterialCount(ctx, c):
    return len(ctx.card(c, 1).materials)
