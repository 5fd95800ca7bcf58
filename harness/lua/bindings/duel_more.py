"""Duel.*: showing the top of the Deck, the shuffle check, extra Normal Summons, sending face-up
to the Extra Deck, Tributes outside a summon, zones for Extra Deck monsters, and clearing a chain
link's targets or operation info, moving a card within its location, the adjust pass (libduel.cpp). The rules are in harness.engine (capabilities,
zones, queries, operations)."""
from harness.constants import (
    LOCATION_EXTRA, LOCATION_REASON_TOFIELD, POS_FACEUP, POS_FACEUP_DEFENSE, POS_FACEDOWN_DEFENSE, REASON_COST, REASON_RULE, TYPE_MONSTER,
    TYPE_PENDULUM,
)
from harness.engine import adjust, capabilities, operations, queries, zones
from harness.engine.state.group import Group
from ..registry import api
from .duel import _link, _matching, _targetable, select_cards


def _valid_player(value):
    return not isinstance(value, bool) and value in (0, 1)


def _lua_true(value):
    return value is not None and value is not False      # lua_toboolean: 0 is true


def _show(ctx, player, cards, what):
    names = ", ".join(card.describe() for card in cards) or "no card"
    ctx.duel.trace("confirm", f"player {player} is shown {what}: {names}")


# -- showing cards -------------------------------------------------------------------------------------
@api("Duel", "(player: integer, count: integer)",
     "Show player's top count cards of the Deck to both players (no rule effect; traced as `confirm`).")
def ConfirmDecktop(ctx, player, count):
    if not _valid_player(player):
        return
    _show(ctx, player, queries.decktop_cards(ctx.duel, player, ctx.integer(count, 2, default=0)),
          "the top of the Deck")


@api("Duel", "(player: integer, count: integer)",
     "Show the top count cards of player's Extra Deck (no rule effect; traced as `confirm`).")
def ConfirmExtratop(ctx, player, count):
    if not _valid_player(player):
        return
    extra = ctx.duel.zone_list(player, LOCATION_EXTRA)
    _show(ctx, player, list(reversed(extra))[:max(ctx.integer(count, 2, default=0), 0)], "the top of the Extra Deck")


@api("Duel", "(disable?: boolean)",
     "Do not shuffle the hand or Deck after the running effect takes cards from them (the harness never shuffles them then).")
def DisableShuffleCheck(ctx, disable=True):
    # core.shuffle_check_disabled: the core shuffles a hand or Deck a card left when the cost or
    # operation ends unless this is set. The harness does no such shuffle (Decks keep their order
    # as under DUEL_PSEUDO_SHUFFLE; the hand is not reshuffled), so the flag changes nothing yet.
    ctx.duel.shuffle_check_disabled = ctx.arguments_given == 0 or _lua_true(disable)


# -- summons -----------------------------------------------------------------------------------------------
@api("Duel", "(player: integer) -> boolean",
     "Whether player has not used an extra Normal Summon (EFFECT_EXTRA_SUMMON_COUNT) this turn.")
def IsPlayerCanAdditionalSummon(ctx, player):
    if not _valid_player(player):
        return False
    return not ctx.duel.extra_summon[player]


# -- to the Extra Deck -----------------------------------------------------------------------------------------
@api("Duel", "(targets: Card|Group, player: integer?, reason: integer) -> integer",
     "Put cards face-up in the Extra Deck (Pendulum monsters); returns how many.")
def SendtoExtraP(ctx, targets, player, reason):
    duel = ctx.duel
    cards = ctx.cards(targets, 1)
    reason = ctx.integer(reason, 3, default=0)
    to_player = player if _valid_player(player) else None
    # field::send_to step 0: a card that cannot go to the Extra Deck stays (not for REASON_RULE)
    # TODO(operations.py): send_to's own step 0 should filter these, and place the card face-up.
    if not reason & REASON_RULE:
        cards = [c for c in cards if capabilities.capable_send_to_extra(duel, c, duel.reason_player)]
    count = operations.send_to(duel, cards, duel.reason_effect, reason, duel.reason_player, LOCATION_EXTRA,
                               position=POS_FACEUP, to_player=to_player)
    for card in duel.operated:
        if card.location == LOCATION_EXTRA:
            card.current.position = POS_FACEUP     # field::send_to: every destination but banishment is POS_FACEUP
    return count


# -- Tributes outside a summon ------------------------------------------------------------------------------------
def _filter(ctx, f, extra):
    if f is None:
        return None
    function = ctx.function(f, 2)
    return lambda card: ctx.check(function, card, *extra)


@api("Duel", "(player: integer, use_hand?: boolean, reason?: integer) -> Group",
     "Every card player could Tribute (its monsters, with use_hand its hand, the opponent's it may Tribute).")
def GetReleaseGroup(ctx, player, use_hand=False, reason=REASON_COST):
    if not _valid_player(player):
        return None
    own, extra, one_of = capabilities.release_list(ctx.duel, player, None, _lua_true(use_hand), (),
                                                   ctx.integer(reason, 3, default=REASON_COST))
    return Group(own + extra + one_of)


@api("Duel", "(player: integer, use_hand?: boolean, reason?: integer) -> integer",
     "How many cards player could Tribute (as GetReleaseGroup).")
def GetReleaseGroupCount(ctx, player, use_hand=False, reason=REASON_COST):
    if not _valid_player(player):
        return None
    own, extra, one_of = capabilities.release_list(ctx.duel, player, None, _lua_true(use_hand), (),
                                                   ctx.integer(reason, 3, default=REASON_COST))
    return len(own) + len(extra) + len(one_of)


@api("Duel", "(player: integer, f: function?, count: integer, reason: integer, use_hand: boolean, ex: Card|Group?, ...) -> boolean",
     "Whether player can Tribute count cards matching f for this reason (with use_hand: from the hand too).")
def CheckReleaseGroupEx(ctx, player, f, count, reason, use_hand, ex=None, *extra):
    if not _valid_player(player):
        return None
    return capabilities.check_release_list(ctx.duel, player, ctx.integer(count, 3, default=0), _filter(ctx, f, extra),
                                           _lua_true(use_hand), ctx.excepted(ex), ctx.integer(reason, 4, default=0))


@api("Duel", "(player: integer, f: function?, min: integer, max: integer, reason: integer, use_hand: boolean, ex: Card|Group?, ...) -> Group",
     "player selects between min and max cards to Tribute (as CheckReleaseGroupEx).")
def SelectReleaseGroupEx(ctx, player, f, minimum, maximum, reason, use_hand, ex=None, *extra):
    if not _valid_player(player):
        return None
    own, extra_cards, one_of = capabilities.release_list(ctx.duel, player, _filter(ctx, f, extra), _lua_true(use_hand),
                                                         ctx.excepted(ex), ctx.integer(reason, 5, default=0))
    chosen = select_cards(ctx, player, own + extra_cards + one_of, ctx.integer(minimum, 3), ctx.integer(maximum, 4),
                          "choose")
    capabilities.check_release_selection(chosen, one_of)
    return Group(chosen)


# -- zones for the Extra Deck ---------------------------------------------------------------------------------------
@api("Duel", "(player: integer, use_player?: integer, leaving?: Card|Group, sc?: Card|integer, zone?: integer) -> integer, integer",
     "How many monsters player could Special Summon from the Extra Deck now (sc: that card, or a card of that type), "
     "and the zones it could not use.")
def GetLocationCountFromEx(ctx, player, use_player=None, leaving=None, sc=None, zone=0xff):
    if not _valid_player(player):
        return None
    duel = ctx.duel
    uplayer = duel.reason_player if use_player is None else ctx.integer(use_player, 2)
    gone = tuple(ctx.cards(leaving, 3)) if leaving is not None else ()
    card, kind, position = None, 0, 0
    if sc is not None:
        if isinstance(sc, (int, float)) and not isinstance(sc, bool):
            kind = TYPE_MONSTER | ctx.integer(sc, 4)
            position = POS_FACEUP_DEFENSE if kind & TYPE_PENDULUM else POS_FACEDOWN_DEFENSE
        else:
            card = ctx.card(sc, 4)
    return zones.count_fromex(duel, player, uplayer, ctx.integer(zone, 5, default=0xff), card, kind, position, gone)


# -- a chain link's targets and operation info ------------------------------------------------------------------------
@api("Duel", "()", "Forget the current chain link's target cards (they stay related to it).")
def ClearTargetCard(ctx):
    link = _link(ctx, 0)
    if link is not None and link.targets is not None:
        ctx.duel.guard("cleared the chain link's targets")
        link.targets = Group()


@api("Duel", "(chain: integer)", "Forget the operation info of that chain link (0: the current one).")
def ClearOperationInfo(ctx, chain_index):
    link = _link(ctx, ctx.integer(chain_index, 1, default=0))
    if link is not None:
        link.operation_infos.clear()


# -- counts ---------------------------------------------------------------------------------------------------------
@api("Duel", "(player: integer, leaving?: Card|Group, use_player?: integer, reason?: integer, zone?: integer) -> integer, integer",
     "How many Spell & Trap Zones (0-4) player has free, counting the leaving cards' zones, and the zones not counted.")
def GetSZoneCount(ctx, player, leaving=None, use_player=None, reason=LOCATION_REASON_TOFIELD, zone=0xff):
    if not _valid_player(player):
        return None
    duel = ctx.duel
    gone = tuple(ctx.cards(leaving, 2)) if leaving is not None else ()
    uplayer = duel.reason_player if use_player is None else ctx.integer(use_player, 3)
    return zones.szone_count(duel, player, uplayer, ctx.integer(reason, 4, default=LOCATION_REASON_TOFIELD),
                             ctx.integer(zone, 5, default=0xff), gone)


@api("Duel", "(f: function?, player: integer, s: integer, o: integer, ex: Card|Group?, ...) -> integer",
     "How many cards matching f the running effect could target in these locations.")
def GetTargetCount(ctx, f, player, s, o, ex=None, *extra):
    return len(_targetable(ctx, _matching(ctx, f, player, s, o, ex, extra)))


# -- moving within a location, the adjust pass ----------------------------------------------------------------
@api("Duel", "(c: Card, sequence: integer)", "Move a card within its location (a Deck card to the top or bottom, a monster to another zone).")
def MoveSequence(ctx, c, sequence):
    operations.move_sequence(ctx.duel, ctx.card(c, 1), ctx.integer(sequence, 2), ctx.duel.reason_effect,
                             ctx.duel.reason_player)


@api("Duel", "(c: Card?)", "Run the adjust pass now (inside an operation), without the win check (adjust_instant).")
def AdjustInstantly(ctx, c=None):
    adjust.adjust(ctx.duel, win=False)


@api("Duel", "()", "Run the adjust pass again after this one (a card asking more than 3 times is sent to the GY).")
def Readjust(ctx):
    effect = ctx.duel.reason_effect
    if effect is not None and effect.handler is not None:
        adjust.readjust(ctx.duel, effect.handler, ctx.duel.reason_player)
