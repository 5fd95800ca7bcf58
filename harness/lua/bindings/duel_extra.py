"""Duel.*, Effect.* and Group.* functions: Normal Summons and Sets by effects, returning
temporarily banished cards, zone and position selections, changing and reading chain links,
what players may do, the draw count, the turn player, winning, swapping two monsters' zones,
Effect.IsActivatable / GetActivateLocation, Group.CancelableSelect (libduel.cpp, libeffect.cpp,
libgroup.cpp). The rules are in harness.engine.actions.duel_rules."""
from harness.constants import (
    EFFECT_CANNOT_FLIP_SUMMON, EFFECT_CANNOT_MSET, EFFECT_CANNOT_RELEASE, EFFECT_CANNOT_SSET, EFFECT_CANNOT_TO_DECK,
    EFFECT_CANNOT_TO_GRAVE, EFFECT_CANNOT_TO_HAND, LOCATION_EXTRA, PLAYER_NONE, REASON_COST,
)
from harness.engine import activation_checks, chain, duel_rules, operations, queries, summon_checks, timing, win
from harness.engine.state.decisions import CardSelection
from harness.engine.state.card import Card
from harness.engine.state.duel import script_sequence
from harness.engine.state.errors import ApiArgumentError
from harness.engine.state.group import Group
from ..registry import api


def _valid_player(value):
    return not isinstance(value, bool) and value in (0, 1)


def _lua_true(value):
    return value is not None and value is not False


# -- Normal Summons and Sets by an effect -------------------------------------------------------------------
def _summon(ctx, player, c, ignore_count, e, min_tribute, zone, setting):
    card = ctx.card(c, 2)
    if not _valid_player(player):
        return
    proc = ctx.effect(e, 4, optional=True)
    duel = ctx.duel
    minimum = ctx.integer(min_tribute, 5, default=0) & 0xffffffff
    zones = ctx.integer(zone, 6, default=0x1f) & 0xffffffff
    if duel.effect_damage_step:
        return
    duel.guard(lambda: f"{'Set' if setting else 'Normal Summoned'} {card.describe()}")
    duel.summon_cancelable = False
    ignore = _lua_true(ignore_count)

    def run():
        duel_rules.summon_by_effect(duel, player, card, proc, ignore, minimum, zones, setting)
    if duel.chain:          # core: SUMMON_IN_CHAIN, reserved until the chain link has resolved
        duel.reserved_summons.append(run)
    else:
        run()


@api("Duel", "(player: integer, c: Card, ignore_count: boolean, e: Effect?, min?: integer, zone?: integer)",
     "player Normal Summons c (with its Tributes, or by procedure e); during a chain, once the link has resolved. "
     "ignore_count: it does not use the turn's Normal Summon. Tributes answer `choose:`, a choice of procedure `option:`.")
def Summon(ctx, player, c, ignore_count, e, min_tribute=0, zone=0x1f):
    _summon(ctx, player, c, ignore_count, e, min_tribute, zone, setting=False)


@api("Duel", "(player: integer, c: Card, ignore_count: boolean, e: Effect?, min?: integer, zone?: integer)",
     "player Sets c face-down in a Monster Zone (as Duel.Summon).")
def MSet(ctx, player, c, ignore_count, e, min_tribute=0, zone=0x1f):
    _summon(ctx, player, c, ignore_count, e, min_tribute, zone, setting=True)


@api("Duel", "(c?: Card) -> boolean",
     "Whether the reason player has a Normal Summon left this turn (or c has an extra Normal Summon).")
def CheckSummonedCount(ctx, c=None):
    return duel_rules.summon_count_left(ctx.duel, ctx.card(c, 1, optional=True))


@api("Duel", "(c?: Card)", "The reason player uses a Normal Summon (or c its extra Normal Summon).")
def IncreaseSummonedCount(ctx, c=None):
    card = ctx.card(c, 1, optional=True)
    ctx.duel.guard("used a Normal Summon")
    duel_rules.increase_summon_count(ctx.duel, card)


@api("Duel", "(c: Card, mg?: Group, ex?: boolean) -> integer",
     "How many Tributes c's controller could provide for c's Normal Summon (a monster worth 2 counts 2; "
     "ex: the opponent's monsters count too; mg: only these cards).")
def GetTributeCount(ctx, c, mg=None, ex=False):
    card = ctx.card(c, 1)
    among = ctx.group(mg, 2, optional=True)
    return summon_checks.summon_release_list(ctx.duel, card, _lua_true(ex),
                                             among=list(among.cards) if among is not None else None)[2]


@api("Duel", "(c: Card) -> Group", "The monsters that could be Tributed for c's Normal Summon.")
def GetTributeGroup(ctx, c):
    release, extra, _ = summon_checks.summon_release_list(ctx.duel, ctx.card(c, 1), False)
    return Group(release + extra)


# -- a temporarily banished card -------------------------------------------------------------------------------
@api("Duel", "(c: Card, pos?: integer, zone?: integer) -> boolean",
     "Return a card banished temporarily (REASON_TEMPORARY) by this card's effect to where it was (no free zone: to the GY).")
def ReturnToField(ctx, c, pos=None, zone=0xff):
    card = ctx.card(c, 1)
    if not card.reason & 0x4:        # REASON_TEMPORARY: the core returns nothing
        return None
    position = card.previous.position if pos is None else ctx.integer(pos, 2)
    ctx.duel.guard(lambda: f"returned {card.describe()} to the field")
    return duel_rules.return_to_field(ctx.duel, card, position, ctx.integer(zone, 3, default=0xff) & 0xffffffff)


# -- zone and position selections -------------------------------------------------------------------------------
@api("Duel", "(player: integer, count: integer, s: integer, o: integer, filter: integer) -> integer",
     "player selects count free zones (own s, opponent's o: LOCATION_MZONE/SZONE; filter: zones excluded); "
     "returns their mask from player's view. Answered by `zone:` (a mask); unanswered, the lowest free zones.")
def SelectDisableField(ctx, player, count, s, o, flt):
    if not _valid_player(player):
        return None
    duel = ctx.duel
    duel.guard(lambda: f"asked player {player} to select zones")
    result = duel_rules.select_disable_field(duel, player, ctx.integer(count, 2) & 0xffffffff, ctx.integer(s, 3),
                                             ctx.integer(o, 4), ctx.integer(flt, 5) & 0xffffffff)
    return result if result else None


@api("Duel", "(player: integer, count: integer, s: integer, o: integer, filter: integer, hint?: integer) -> integer",
     "player selects count zones, free or not (as SelectDisableField); `zone:` answers it.")
def SelectField(ctx, player, count, s, o, flt, hint=None):
    if not _valid_player(player):
        return None
    duel = ctx.duel
    duel.guard(lambda: f"asked player {player} to select zones")
    return duel_rules.select_field(duel, player, ctx.integer(count, 2) & 0xffffffff, ctx.integer(s, 3),
                                   ctx.integer(o, 4), ctx.integer(flt, 5) & 0xffffffff)


@api("Duel", "(player: integer, c: Card, positions: integer) -> integer",
     "player chooses a battle position for c among positions (`position:`; unanswered, the first allowed).")
def SelectPosition(ctx, player, c, positions):
    ctx.card(c, 2)
    player = ctx.player(player, 1)
    allowed = ctx.integer(positions, 3)
    choices = [p for p in (0x1, 0x2, 0x4, 0x8) if allowed & p]
    if not choices:
        return 0
    if len(choices) == 1:
        return choices[0]
    return ctx.duel.chooser.select_position(player, choices)


@api("Group", "(g: Group, player: integer, min: integer, max: integer, ex?: Card|Group) -> Group?",
     "player selects min-max cards of g and may cancel instead (nil): `choose: []` cancels.")
def CancelableSelect(ctx, g, player, minimum, maximum, ex=None):
    group = ctx.group(g, 1)
    excluded = ctx.excepted(ex)
    if not _valid_player(player):
        return None
    candidates = [card for card in group.cards if card not in excluded]
    low, high = ctx.integer(minimum, 3), ctx.integer(maximum, 4)
    duel = ctx.duel
    duel.guard(lambda: f"asked player {player} to select cards")
    hint, duel.last_hint = duel.last_hint, ""
    kind = "cost" if duel.paying_cost else "choose"
    request = CardSelection(player, kind, candidates, low, max(0, min(high, len(candidates))), hint, cancelable=True)
    chosen = duel.chooser.select_cards(request)
    return Group(chosen) if chosen else None      # cancelled: returns.ivalue[0] == -1


# -- the chain -------------------------------------------------------------------------------------------------------
@api("Duel", "(chain: integer, g: Group)", "That chain link's targets become the cards of g (a link with targets only).")
def ChangeTargetCard(ctx, chain_index, g):
    group = ctx.group(g, 2)
    ctx.duel.guard("changed a chain link's targets")
    duel_rules.change_target(ctx.duel, ctx.integer(chain_index, 1) & 0xff, list(group.cards))


@api("Duel", "(chain: integer, player: integer)", "That chain link's target player becomes player.")
def ChangeTargetPlayer(ctx, chain_index, player):
    count = ctx.integer(chain_index, 1) & 0xff
    if not _valid_player(player):
        return
    link = duel_rules._chain_link(ctx.duel, count)
    if link is not None:
        link.target_player = int(player)


@api("Duel", "(chain: integer, param: integer)", "That chain link's target parameter becomes param.")
def ChangeTargetParam(ctx, chain_index, param):
    count = ctx.integer(chain_index, 1) & 0xff
    value = ctx.integer(param, 2) & 0xffffffff
    link = duel_rules._chain_link(ctx.duel, count)
    if link is not None:
        link.target_param = value - (1 << 32) if value & 0x80000000 else value     # int32_t, as the core keeps it


@api("Duel", "() -> boolean", "Whether a chain is resolving now.")
def IsChainSolving(ctx):
    return ctx.duel.chain_solving


@api("Duel", "(chain: integer) -> boolean",
     "Whether that chain link's effect is negated (while the chain resolves; false otherwise).")
def IsChainDisabled(ctx, chain_index):
    count = ctx.integer(chain_index, 1)
    if not ctx.duel.chain_solving:
        return False
    return duel_rules.is_chain_disabled(ctx.duel, count)


@api("Duel", "(chain: integer, c: Card) -> boolean", "Whether c would be a legal target of that chain link's effect.")
def CheckChainTarget(ctx, chain_index, c):
    card = ctx.card(c, 2)
    return duel_rules.check_chain_target(ctx.duel, ctx.integer(chain_index, 1), card)


@api("Duel", "() -> boolean", "Whether no two chain links come from cards with the same code.")
def CheckChainUniqueness(ctx):
    return duel_rules.chain_uniqueness(ctx.duel)


@api("Duel", "(chain: integer) -> Group?, integer, integer, Effect?, integer, integer",
     "The event that chain link responds to: eg, ep, ev, re, r, rp (nothing when there is no such link).")
def GetChainEvent(ctx, chain_index):
    link = chain._link_at(ctx.duel, ctx.integer(chain_index, 1) & 0xffffffff)      # field::get_chain
    if link is None:
        return None
    eg, ep, ev, re, r, rp = chain.event_arguments(link.event)
    return eg, ep, ev, re, r, rp         # eg: nil for an event without cards, as group2value


@api("Duel", "(chain: integer) -> integer", "How many operation infos that chain link has (nothing when there is no chain).")
def GetOperationCount(ctx, chain_index):
    link = chain._link_at(ctx.duel, ctx.integer(chain_index, 1) & 0xffffffff)
    return None if link is None else len(link.operation_infos)


# -- players ------------------------------------------------------------------------------------------------------------
@api("Duel", "(player: integer) -> boolean", "Whether player is the turn player.")
def IsTurnPlayer(ctx, player):
    return ctx.integer(player, 1) == ctx.duel.turn_player


@api("Duel", "(player: integer, reason: integer)",
     "player wins the duel (2: a draw) for this reason at the next win check of the adjust pass, unless a "
     "player has lost by then; the first call counts.")
def Win(ctx, player, reason):
    player, reason = ctx.integer(player, 1), ctx.integer(reason, 2)
    if player not in (0, 1, PLAYER_NONE):
        return
    win.request_win(ctx.duel, player, reason & 0xff)        # MSG_WIN carries it as a byte
    ctx.duel.trace("win", f"Duel.Win({player}, {reason:#x}) asked: the win check decides")


@api("Duel", "(player: integer) -> integer", "How many cards player draws in the Draw Phase (0 on the first turn for its turn player).")
def GetDrawCount(ctx, player):
    if not _valid_player(player):
        return None
    return duel_rules.draw_count(ctx.duel, player)


@api("Duel", "(player: integer, count: integer) -> boolean",
     "Whether player could still Special Summon count more times this turn (EFFECT_LEFT_SPSUMMON_COUNT).")
def IsPlayerCanSpecialSummonCount(ctx, player, count):
    number = ctx.integer(count, 2)
    if not _valid_player(player):
        return False
    return duel_rules.spsummon_count_allowed(ctx.duel, player, number)


def _permission(ctx, player, code, c, *extra):
    if not _valid_player(player):
        return False
    if ctx.arguments_given <= 1:
        return queries.player_can_act(ctx.duel, player, code)
    return duel_rules.player_can(ctx.duel, player, code, ctx.card(c, 2), *extra)


@api("Duel", "(player: integer, c?: Card, reason?: integer) -> boolean", "Whether player may Tribute (c, for that reason).")
def IsPlayerCanRelease(ctx, player, c=None, reason=REASON_COST):
    if not _valid_player(player):
        return False
    if ctx.arguments_given <= 1:
        return queries.player_can_act(ctx.duel, player, EFFECT_CANNOT_RELEASE)
    card = ctx.card(c, 2)
    return summon_checks.player_can_release(ctx.duel, player, card, ctx.integer(reason, 3, default=REASON_COST))


@api("Duel", "(player: integer, c?: Card) -> boolean", "Whether player may Set Spells/Traps (c).")
def IsPlayerCanSSet(ctx, player, c=None):
    return _permission(ctx, player, EFFECT_CANNOT_SSET, c)


@api("Duel", "(player: integer, c?: Card) -> boolean", "Whether player may Flip Summon (c).")
def IsPlayerCanFlipSummon(ctx, player, c=None):
    return _permission(ctx, player, EFFECT_CANNOT_FLIP_SUMMON, c)


@api("Duel", "(player: integer, c?: Card) -> boolean", "Whether player may send cards (c) to the GY.")
def IsPlayerCanSendtoGrave(ctx, player, c=None):
    return _permission(ctx, player, EFFECT_CANNOT_TO_GRAVE, c)


@api("Duel", "(player: integer, c?: Card) -> boolean", "Whether player may return cards (c) to the Deck.")
def IsPlayerCanSendtoDeck(ctx, player, c=None):
    return _permission(ctx, player, EFFECT_CANNOT_TO_DECK, c)


@api("Duel", "(player: integer, c?: Card) -> boolean",
     "Whether player may add cards (c) to the hand (an Extra Deck monster: also to the Deck).")
def IsPlayerCanSendtoHand(ctx, player, c=None):
    if not _valid_player(player):
        return False
    if ctx.arguments_given <= 1:
        return queries.player_can_act(ctx.duel, player, EFFECT_CANNOT_TO_HAND)
    return duel_rules.player_can_send_to_hand(ctx.duel, player, ctx.card(c, 2))


@api("Duel", "(player: integer, sumtype?: integer, c?: Card) -> boolean", "Whether player may Set monsters (c, by that summon type).")
def IsPlayerCanMSet(ctx, player, sumtype=None, c=None):
    if not _valid_player(player):
        return False
    if ctx.arguments_given <= 1:
        return queries.player_can_act(ctx.duel, player, EFFECT_CANNOT_MSET)
    summon_type = ctx.integer(sumtype, 2)
    return summon_checks.player_can_mset(ctx.duel, summon_type, player, ctx.card(c, 3), player)


# -- cards ---------------------------------------------------------------------------------------------------------------
@api("Duel", "(player: integer)", "Shuffle player's Extra Deck (its order is kept, as under DUEL_PSEUDO_SHUFFLE).")
def ShuffleExtra(ctx, player):
    if _valid_player(player):
        operations.shuffle(ctx.duel, player, LOCATION_EXTRA)


@api("Duel", "(c1: Card, c2: Card)", "Two monsters of the same player exchange their Monster Zones (EVENT_MOVE).")
def SwapSequence(ctx, c1, c2):
    duel_rules.swap_sequence(ctx.duel, ctx.card(c1, 1), ctx.card(c2, 2))


@api("Duel", "(player: integer, count: integer) -> Group", "The top count face-down cards of player's Extra Deck.")
def GetExtraTopGroup(ctx, player, count):
    player = ctx.integer(player, 1)
    number = ctx.integer(count, 2) & 0xffffffff
    if player not in (0, 1):
        return Group()
    return Group(duel_rules.extra_top(ctx.duel, player, number))


@api("Duel", "(disable?: boolean)",
     "Stop (true, the default) or restart the self-destruction checks (core.selfdes_disabled; the harness has no "
     "such check yet, so only the flag is kept).")
def DisableSelfDestroyCheck(ctx, disable=True):
    ctx.duel.self_destroy_disabled = ctx.arguments_given == 0 or _lua_true(disable)


# -- effects -----------------------------------------------------------------------------------------------------------
@api("Effect", "(e: Effect) -> integer", "Where its card was when the effect was last considered for activation (LOCATION_*).")
def GetActivateLocation(ctx, e):
    return getattr(ctx.effect(e, 1), "active_location", 0)


@api("Effect", "(e: Effect) -> integer", "The sequence its card had when the effect was last considered for activation.")
def GetActivateSequence(ctx, e):
    effect = ctx.effect(e, 1)
    return script_sequence(getattr(effect, "active_location", 0), getattr(effect, "active_sequence", 0))


@api("Effect", "(e: Effect, range: integer) -> boolean", "Whether its range has any of these locations.")
def IsHasRange(ctx, e, mask):
    return bool(ctx.effect(e, 1).range & ctx.integer(mask, 2))


@api("Effect", "(e: Effect, player: integer, neglect_loc?: boolean, neglect_target?: boolean) -> boolean",
     "Whether player could activate it (effect::is_activateable with no event: its card's place, count limit, "
     "condition, cost and target; not the spell speed or the phase). neglect_loc: the hand/Set-turn rules "
     "are skipped; neglect_target: the target check is.")
def IsActivatable(ctx, e, player, neglect_loc=False, neglect_target=False):
    effect = ctx.effect(e, 1)
    return activation_checks.is_activateable(ctx.duel, effect, ctx.player(player, 2), _lua_true(neglect_loc),
                                             _lua_true(neglect_target))


@api("Duel", "() -> boolean",
     "Whether a player has acted in this phase (core.phase_action: a summon, a Set, a position change, an "
     "attack declared or a chain resolved since the phase began).")
def CheckPhaseActivity(ctx):
    return ctx.duel.phase_action


@api("Duel", "(a: Card|Group, b: Card|Group, reset_phase?: integer, reset_count?: integer) -> boolean",
     "Swap control of two monsters (or two groups of the same size, pairwise); all or nothing.")
def SwapControl(ctx, a, b, reset_phase=0, reset_count=0):
    if type(a) is Card and type(b) is Card:
        first, second = [a], [b]
    elif type(a) is Group and type(b) is Group:
        first, second = list(a), list(b)
    else:
        raise ApiArgumentError("arguments #1 and #2 must be two Cards or two Groups")
    phase = ctx.integer(reset_phase, 3, default=0) & 0x3ff
    count = ctx.integer(reset_count, 4, default=0) & 0xff
    return operations.swap_control(ctx.duel, first, second, ctx.duel.reason_effect, ctx.duel.reason_player,
                                   phase, count)


# -- the Deck and the GY, copies, shuffles, games ---------------------------------------------------------
@api("Duel", "(player: integer)", "Swap player's Deck and GY (the GY's Extra Deck monsters go to the Extra Deck); no event.")
def SwapDeckAndGrave(ctx, player):
    ctx.duel.guard("swapped a Deck and a GY")
    if _valid_player(player):
        duel_rules.swap_deck_and_grave(ctx.duel, player)


@api("Duel", "(c: Card, target: Card)",
     "c gets copies of target's own monster effects that start a chain, until the End Phase (Majesty's Fiend).")
def MajesticCopy(ctx, c, target):
    duel_rules.majestic_copy(ctx.duel, ctx.card(c, 1), ctx.card(target, 2))


@api("Duel", "(g: Group)", "Shuffle one player's Set cards among their zones (answer: `random:` the new order).")
def ShuffleSetCard(ctx, g):
    duel_rules.shuffle_set_cards(ctx.duel, list(ctx.group(g, 1).cards))


@api("Duel", "(repeat?: boolean) -> integer",
     "Rock-paper-scissors: player 0 then player 1 answer `option:` (0 scissors, 1 rock, 2 paper); "
     "the winner, or PLAYER_NONE for a draw when repeat is false (default true: a draw is replayed).")
def RockPaperScissors(ctx, repeat=True):
    ctx.duel.guard("played rock-paper-scissors")
    return duel_rules.rock_paper_scissors(ctx.duel, _lua_true(repeat))


@api("Duel", "(reveal?: boolean)",
     "Whether the Deck's cards are shown to both players while a player selects a Deck sequence "
     "(default true); it only changes what a client displays.")
def RevealSelectDeckSequence(ctx, reveal=True):
    ctx.duel.select_deck_sequence_revealed = _lua_true(reveal) if ctx.arguments_given else True


@api("Duel", "()", "Does nothing in ygopro-core (an action, refused where actions are, e.g. in chk==0).")
def SelectSequence(ctx):
    ctx.duel.guard("selected a sequence")


@api("Duel", "(timing: integer) -> boolean",
     "Whether either player's TIMING_* moments (core.hint_timing: what the duel just did or where it is) "
     "include one of these bits.")
def CheckTiming(ctx, mask):
    return timing.check_timing(ctx.duel, ctx.integer(mask, 1))


@api("Duel", "(e: Effect)",
     "Activate e as a new chain once the running script call returns, if its card's controller could activate "
     "it now; the chain resolves.")
def Activate(ctx, e):
    effect = ctx.effect(e, 1)
    ctx.duel.guard(lambda: f"asked to activate {effect.describe()}")
    if effect.handler is not None:
        ctx.duel.requested_activations.append(effect)
