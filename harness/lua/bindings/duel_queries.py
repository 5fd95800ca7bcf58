"""Duel.*: the top of the Deck, what players may summon or banish, player flag effects, zones
and link arrows, the Field Spell in play, the adjust pass, and negating a card's chain links
(libduel.cpp). The rules are in harness.engine (queries, summon_checks, flags, zones, negation)."""
from harness.constants import LOCATION_ONFIELD, PLAYER_ALL, POS_FACEUP, REASON_EFFECT, EFFECT_CANNOT_REMOVE
from harness.engine import adjust, flags, negation, queries, summon_checks, zones
from harness.engine.state.group import Group
from ..registry import api

_ABSENT = object()        # an argument the script did not pass (a nil it passed reads as 0, as lua_tointeger)


def _valid_player(value):
    return not isinstance(value, bool) and value in (0, 1)


@api("Duel", "(player: integer, count: integer) -> Group", "The top count cards of player's Deck.")
def GetDecktopGroup(ctx, player, count):
    return Group(queries.decktop_cards(ctx.duel, ctx.player(player, 1), ctx.count(count, 2)))


@api("Duel", "(player: integer, code: integer, setcode?: integer, type?: integer, atk?: integer, def?: integer, "
             "level?: integer, race?: integer, attribute?: integer, pos?: integer, target_player?: integer, "
             "sumtype?: integer) -> boolean",
     "Whether player could Special Summon a monster with this data (a Token, a Trap monster) to target_player's field.")
def IsPlayerCanSpecialSummonMonster(ctx, player, code, setcode=None, kind=None, atk=None, defense=None, level=None,
                                    race=None, attribute=None, pos=_ABSENT, target_player=_ABSENT, sumtype=_ABSENT):
    if not _valid_player(player):
        return False
    given = [None if v is None else ctx.integer(v, i)
             for i, v in enumerate((setcode, kind, atk, defense, level, race, attribute), start=3)]
    data = summon_checks.monster_data(ctx.duel, ctx.integer(code, 2), *given)
    positions = POS_FACEUP if pos is _ABSENT else ctx.integer(pos, 10, default=0)
    toplayer = player if target_player is _ABSENT else ctx.integer(target_player, 11, default=0)
    summon_type = 0 if sumtype is _ABSENT else ctx.integer(sumtype, 12, default=0)
    card = summon_checks.temp_card(ctx.duel)
    if card._ud is None:            # the core's temp card has no script of its own: plain Card methods
        card._ud = ctx.runtime.make_userdata(card, ctx.tables["Card"])
    return summon_checks.can_special_summon_monster(ctx.duel, player, data, positions, toplayer, summon_type)


@api("Duel", "(player: integer, c?: Card, reason?: integer) -> boolean",
     "Whether player may banish (that card, for that reason: no EFFECT_CANNOT_REMOVE forbids it).")
def IsPlayerCanRemove(ctx, player, c=_ABSENT, reason=None):
    if not _valid_player(player):
        return False
    if c is _ABSENT:
        return queries.player_can_act(ctx.duel, player, EFFECT_CANNOT_REMOVE)
    return queries.player_can_remove(ctx.duel, player, ctx.card(c, 2), ctx.integer(reason, 3, default=REASON_EFFECT))


@api("Duel", "()", "Run the adjust pass now (control, equip limits).")
def AdjustAll(ctx):
    adjust.adjust(ctx.duel)


# -- player flag effects ---------------------------------------------------------------------------------------
@api("Duel", "(player: integer, code: integer, reset: integer, property: integer, count: integer, label?: integer) -> Effect",
     "Set a flag effect on a player (a counter scripts use to remember things).")
def RegisterFlagEffect(ctx, player, code, reset, prop, count, label=0):
    if not _valid_player(player):
        return None
    ctx.duel.guard(lambda: f"registered a flag effect to player {player}", while_loading=True)
    return flags.register_player_flag(ctx.duel, player, ctx.integer(code, 2), ctx.integer(reset, 3, default=0),
                                      ctx.integer(prop, 4, default=0), ctx.integer(count, 5, default=0),
                                      ctx.integer(label, 6, default=0))


@api("Duel", "(player: integer, code: integer) -> integer", "How many flag effects with this code player has.")
def GetFlagEffect(ctx, player, code):
    if not _valid_player(player):
        return None
    return len(flags.player_flags(ctx.duel, player, ctx.integer(code, 2)))


@api("Duel", "(player: integer, code: integer)", "Remove player's flag effects with this code.")
def ResetFlagEffect(ctx, player, code):
    if _valid_player(player):
        ctx.duel.guard(lambda: f"reset the flag effects of player {player}")
        flags.reset_player_flags(ctx.duel, player, ctx.integer(code, 2))


@api("Duel", "(player: integer, code: integer) -> integer ...",
     "The labels of player's flag effects with this code (nil: none).")
def GetFlagEffectLabel(ctx, player, code):
    if not _valid_player(player):
        return None
    found = flags.player_flags(ctx.duel, player, ctx.integer(code, 2))
    return tuple(e.labels[0] if e.labels else 0 for e in found) if found else None


@api("Duel", "(player: integer, code: integer, label: integer) -> boolean",
     "Set the label of player's first flag effect with this code.")
def SetFlagEffectLabel(ctx, player, code, label):
    if not _valid_player(player):
        return None
    ctx.duel.guard(lambda: f"relabelled a flag effect of player {player}")
    return flags.set_player_flag_label(ctx.duel, player, ctx.integer(code, 2), ctx.integer(label, 3))


# -- zones and link arrows ----------------------------------------------------------------------------------------
@api("Duel", "(player: integer, location: integer, sequence: integer) -> boolean",
     "Whether that zone of player's is free to use (LOCATION_PZONE 0/1: the Pendulum Zones).")
def CheckLocation(ctx, player, location, sequence):
    if not _valid_player(player):
        return None
    return zones.is_location_useable(ctx.duel, player, ctx.integer(location, 2), ctx.integer(sequence, 3))


@api("Duel", "(player: integer, s: integer, o: integer) -> Group",
     "The monsters Link monsters point to, on player's side (s non-zero) and the opponent's (o non-zero).")
def GetLinkedGroup(ctx, player, s, o):
    if not _valid_player(player):
        return None
    return Group(zones.players_linked_cards(ctx.duel, player, ctx.integer(s, 2), ctx.integer(o, 3)))


@api("Duel", "(player: integer, s: integer, o: integer) -> integer", "How many monsters Link monsters point to on those sides.")
def GetLinkedGroupCount(ctx, player, s, o):
    if not _valid_player(player):
        return None
    return len(zones.players_linked_cards(ctx.duel, player, ctx.integer(s, 2), ctx.integer(o, 3)))


@api("Duel", "(player: integer) -> integer", "The zones of player's that Link monsters point to (a zone mask).")
def GetLinkedZone(ctx, player):
    if not _valid_player(player):
        return None
    return zones.player_linked_zone(ctx.duel, player)


# -- the Field Spell in play ----------------------------------------------------------------------------------------
@api("Duel", "(code: integer, player?: integer, location?: integer) -> boolean",
     "Whether a face-up card with this code is in these places (default: the field) of player (default: either).")
def IsEnvironment(ctx, code, player=PLAYER_ALL, location=LOCATION_ONFIELD):
    player = ctx.integer(player, 2, default=PLAYER_ALL)
    if player not in (0, 1, PLAYER_ALL):
        return None
    return queries.is_environment(ctx.duel, ctx.integer(code, 1), player, ctx.integer(location, 3, default=LOCATION_ONFIELD))


# -- negation ----------------------------------------------------------------------------------------------------------
@api("Duel", "(c: Card, reset: integer)",
     "Negate the chain links c activated that are still on the chain (EFFECT_DISABLE_CHAIN, reset also by these RESET_ events).")
def NegateRelatedChain(ctx, c, reset):
    negation.negate_related_chain(ctx.duel, ctx.card(c, 1), ctx.integer(reset, 2, default=0))


@api("Duel", "() -> integer", "How many chain links are complete (the one being activated, whose cost or target runs, not counted).")
def GetReadyChain(ctx):
    chain = ctx.duel.chain
    return len(chain) - (1 if chain and not chain[-1].target_ready else 0)
