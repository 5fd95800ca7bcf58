"""Duel.*: queries over the field, selections and targets, the chain, players, phases and
activities, events (libduel.cpp); the operations scripts perform are in duel_moves.py. Bindings
only translate; the rules are in harness.engine."""
from harness.constants import (
    LOCATION_DECK, LOCATION_HAND, LOCATION_MZONE, HINT_SELECTMSG, CHAININFO_TRIGGERING_EFFECT, CHAININFO_TRIGGERING_PLAYER, CHAININFO_TARGET_CARDS,
    CHAININFO_CHAIN_COUNT, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM, CHAININFO_CHAIN_ID,
    CHAININFO_TRIGGERING_CONTROLER, CHAININFO_TRIGGERING_LOCATION, CHAININFO_TRIGGERING_SEQUENCE, CHAININFO_TRIGGERING_CODE,
    CHAININFO_TRIGGERING_POSITION, CHAININFO_TYPE, CHAININFO_EXTTYPE,
    CHAININFO_DISABLE_REASON, CHAININFO_DISABLE_PLAYER, EFFECT_TYPE_CONTINUOUS,
)
from harness import constants
from harness.engine import (
    activation_checks, capabilities, chain, counters, duel_rules, lp_costs, movement, operations, prompts, queries, stats,
    summon_checks, zones,
)
from harness.engine.state.decisions import CardSelection, YesNo
from harness.engine.state.errors import ApiArgumentError
from harness.engine.state.duel import FIELD_ZONE_SEQ, PENDULUM_ZONE_SEQS, script_sequence
from harness.engine.state.group import Group
from ..registry import api


# -- matching -----------------------------------------------------------------------------------------------
def _matching(ctx, f, player, s, o, ex, extra):
    player = ctx.player(player, 2)
    candidates = queries.matching_candidates(ctx.duel, player, ctx.integer(s, 3), ctx.integer(o, 4))
    excluded = ctx.excepted(ex)
    result = []
    for card in candidates:
        if card in excluded:
            continue
        if f is None or ctx.check(f, card, *extra):
            result.append(card)
    return result


def _targetable(ctx, cards):
    effect = ctx.duel.reason_effect
    return [c for c in cards if capabilities.can_be_effect_target(c, effect)]


@api("Duel", "(f: function?, player: integer, s: integer, o: integer, count: integer, ex: Card|Group?, ...) -> boolean",
     "Whether at least count cards in the locations match f.")
def IsExistingMatchingCard(ctx, f, player, s, o, count, ex=None, *extra):
    return _count_reached(ctx, f, player, s, o, count, ex, extra, targets=False)


def _count_reached(ctx, f, player, s, o, count, ex, extra, targets):
    """field::filter_matching_card with a count: f sees the cards in the order the core looks at
    them and is not called once `count` of them matched (and, for `targets`, can be targeted by
    the current effect), as the core stops there: a filter that would fail on a later card, or
    change something, is never called on it."""
    player = ctx.player(player, 2)
    candidates = queries.search_order(ctx.duel, player, ctx.integer(s, 3), ctx.integer(o, 4))
    excluded = ctx.excepted(ex)
    count = ctx.integer(count, 5)
    effect = ctx.duel.reason_effect
    found = 0
    for card in candidates:
        if card not in excluded and (f is None or ctx.check(f, card, *extra)) \
                and (not targets or capabilities.can_be_effect_target(card, effect)):
            found += 1
            if queries.count_reached(found, count):
                return True
    return False


@api("Duel", "(f: function?, player: integer, s: integer, o: integer, ex: Card|Group?, ...) -> Group",
     "The cards in the locations that match f.")
def GetMatchingGroup(ctx, f, player, s, o, ex=None, *extra):
    return Group(_matching(ctx, f, player, s, o, ex, extra))


@api("Duel", "(f: function?, player: integer, s: integer, o: integer, ex: Card|Group?, ...) -> integer",
     "How many cards in the locations match f.")
def GetMatchingGroupCount(ctx, f, player, s, o, ex=None, *extra):
    return len(_matching(ctx, f, player, s, o, ex, extra))


@api("Duel", "(f: function?, player: integer, s: integer, o: integer, ex: Card|Group?, ...) -> Card?",
     "The first matching card.")
def GetFirstMatchingCard(ctx, f, player, s, o, ex=None, *extra):
    # the first match in the order the core looks (the Deck and the GY top first ...), f called
    # until then
    player = ctx.player(player, 2)
    excluded = ctx.excepted(ex)
    for card in queries.search_order(ctx.duel, player, ctx.integer(s, 3), ctx.integer(o, 4)):
        if card not in excluded and (f is None or ctx.check(f, card, *extra)):
            return card
    return None


@api("Duel", "(f: function?, player: integer, s: integer, o: integer, count: integer, ex: Card|Group?, ...) -> boolean",
     "Whether at least count cards that can be targeted by the current effect match f.")
def IsExistingTarget(ctx, f, player, s, o, count, ex=None, *extra):
    return _count_reached(ctx, f, player, s, o, count, ex, extra, targets=True)



@api("Duel", "(player: integer, s: integer, o: integer) -> Group", "Every card in the locations.")
def GetFieldGroup(ctx, player, s, o):
    return Group(_field_cards(ctx, player, s, o))


def _field_cards(ctx, player, s, o):
    return queries.field_group(ctx.duel, ctx.player(player, 1), ctx.integer(s, 2), ctx.integer(o, 3))


@api("Duel", "(player: integer, s: integer, o: integer) -> integer", "How many cards are in the locations.")
def GetFieldGroupCount(ctx, player, s, o):
    return len(_field_cards(ctx, player, s, o))


@api("Duel", "(player: integer, location: integer, sequence: integer) -> Card?", "The card in that zone.")
def GetFieldCard(ctx, player, location, sequence):
    location, sequence = ctx.integer(location, 2), ctx.integer(sequence, 3)
    player = ctx.player(player, 1)
    if location not in _ZONE_LOCATIONS:
        return None                                 # the core: nil for a location without zones
    zone = ctx.duel.zone_list(player, location)
    if location & constants.LOCATION_PZONE:        # the left (0) and right (1) Pendulum Zones
        sequence = PENDULUM_ZONE_SEQS[sequence] if sequence in (0, 1) else -1
    elif location & constants.LOCATION_FZONE:
        sequence = FIELD_ZONE_SEQ if sequence == 0 else -1
    return zone[sequence] if 0 <= sequence < len(zone) else None


@api("Duel", "(player: integer, location: integer, use_player?: integer, reason?: integer, zone?: integer) -> integer, integer",
     "How many free zones player has in the location, and the zones not counted.")
def GetLocationCount(ctx, player, location, use_player=None, reason=None, zone=None):
    player = _player(player)
    if player is None:
        return None
    uplayer = ctx.duel.reason_player if use_player is None else ctx.integer(use_player, 3)
    return zones.useable_count(ctx.duel, player, ctx.integer(location, 2), uplayer,
                               _argument(ctx, reason, 4, constants.LOCATION_REASON_TOFIELD),
                               _argument(ctx, zone, 5, 0xff))


def _player(value):
    """A player argument as the core reads it (lua_tointeger: nil is 0); None when it is not 0 or 1."""
    if value is None:
        return 0
    return None if isinstance(value, bool) or value not in (0, 1) else int(value)


def _argument(ctx, value, index, default):
    """An optional integer as the core reads it: lua_tointeger when passed (nil is 0), else the default."""
    if index <= ctx.arguments_given:
        return 0 if value is None else ctx.integer(value, index)
    return default


_FIELD_LOCATIONS = frozenset((constants.LOCATION_MZONE, constants.LOCATION_SZONE, constants.LOCATION_FZONE,
                              constants.LOCATION_PZONE))
_ZONE_LOCATIONS = _FIELD_LOCATIONS | {constants.LOCATION_HAND, constants.LOCATION_DECK, constants.LOCATION_GRAVE,
                                      constants.LOCATION_REMOVED, constants.LOCATION_EXTRA}


# -- selections ----------------------------------------------------------------------------------------------
def select_cards(ctx, player, candidates, minimum, maximum, kind):
    duel = ctx.duel
    duel.guard(lambda: f"asked player {player} to select cards")
    hint, duel.last_hint = duel.last_hint, ""
    if kind == "choose" and duel.paying_cost:
        kind = "cost"
    if not candidates or maximum == 0:
        return []                   # field::select_card asks nothing
    maximum = min(maximum, len(candidates))         # and asks for at most the cards it offers
    request = CardSelection(player, kind, candidates, min(minimum, maximum), maximum, hint)
    return duel.chooser.select_cards(request)


@api("Duel", "(sel_player: integer, f: function?, player: integer, s: integer, o: integer, min: integer, max: integer, ex: Card|Group?, ...) -> Group",
     "sel_player selects min-max matching cards.")
def SelectMatchingCard(ctx, sel_player, f, player, s, o, minimum, maximum, ex=None, *extra):
    candidates = _matching(ctx, f, player, s, o, ex, extra)
    chosen = select_cards(ctx, ctx.player(sel_player, 1), candidates, ctx.integer(minimum, 6), ctx.integer(maximum, 7), "choose")
    return Group(chosen)


@api("Duel", "(sel_player: integer, f: function?, player: integer, s: integer, o: integer, min: integer, max: integer, ex: Card|Group?, ...) -> Group",
     "sel_player targets min-max matching cards for the current effect (they become its targets).")
def SelectTarget(ctx, sel_player, f, player, s, o, minimum, maximum, ex=None, *extra):
    candidates = _targetable(ctx, _matching(ctx, f, player, s, o, ex, extra))
    chosen = select_cards(ctx, ctx.player(sel_player, 1), candidates, ctx.integer(minimum, 6), ctx.integer(maximum, 7), "target")
    link = ctx.duel.current_link
    if link is not None and link.effect is ctx.duel.reason_effect:
        # compared with the chkc branch once the target function has finished (it may set labels),
        # over the selection's kinds of location on both sides (a chkc that forgets IsControler
        # accepts the other side's cards); cards excluded with `ex` (the handler) are left out
        excluded = ctx.excepted(ex)
        locations = ctx.integer(s, 4) | ctx.integer(o, 5)
        in_range = [c for c in _targetable(ctx, ctx.duel.cards_in_range(ctx.player(player, 3), locations, locations))
                    if c not in excluded]
        link.selections.append((candidates, in_range))
    _add_targets(ctx, chosen)
    return Group(chosen)


def _add_targets(ctx, cards):
    ctx.duel.guard("set the chain link's targets")
    link = _continuous_link(ctx) or ctx.duel.current_link
    if link is None:
        return
    if link.targets is None:
        link.targets = Group()
    for card in cards:
        link.targets.add(card)
        card.create_relation(link)


@api("Duel", "(targets: Card|Group)", "Make these cards the current chain link's targets.")
def SetTargetCard(ctx, targets):
    _add_targets(ctx, ctx.cards(targets, 1))


@api("Duel", "(player: integer)", "The current chain link's target player.")
def SetTargetPlayer(ctx, player):
    if ctx.duel.chain:
        ctx.duel.chain[-1].target_player = ctx.integer(player, 1)


@api("Duel", "(param: integer)", "The current chain link's target parameter.")
def SetTargetParam(ctx, param):
    if ctx.duel.chain:
        ctx.duel.chain[-1].target_param = ctx.integer(param, 1)


@api("Duel", "(player: integer, description: integer) -> boolean", "player answers yes or no.")
def SelectYesNo(ctx, player, description=0):
    return ctx.duel.chooser.select_yes_no(YesNo(ctx.player(player, 1), str(description)))


@api("Duel", "(player: integer, card: Card, description?: integer) -> boolean", "player answers whether to apply an effect.")
def SelectEffectYesNo(ctx, player, card, description=0):
    return ctx.duel.chooser.select_yes_no(YesNo(ctx.player(player, 1), f"{ctx.card(card, 2).describe()} {description}"))


# HINTMSG_ value -> its first name (Duel.Hint runs before most selections)
_HINT_MESSAGES = {}
for _name, _value in constants.ALL.items():
    if _name.startswith("HINTMSG_"):
        _HINT_MESSAGES.setdefault(_value, _name)


@api("Duel", "(hint: integer, player: integer, value: integer)", "A client hint; HINT_SELECTMSG names the next selection.")
def Hint(ctx, hint, player, value):
    # a hint to no player (2, -1: `1+tp` written for `1-tp`) is shown to nobody: no selection takes it
    if hint == HINT_SELECTMSG and player in (0, 1):
        ctx.duel.last_hint = _HINT_MESSAGES.get(value) or str(value)
        ctx.duel.last_select_hint[player] = ctx.integer(value, 3, default=0)     # core.last_select_hint


@api("Duel", "(player?: integer) -> integer", "The last HINT_SELECTMSG given to player (default: the acting player).")
def GetLastSelectHint(ctx, player=None):
    player = ctx.duel.reason_player if player is None else player
    player = _player(player)
    if player is None:
        return None
    return ctx.duel.last_select_hint[player]


@api("Duel", "(g: Card|Group)", "Show the selected cards to both players (no effect here).")
def HintSelection(ctx, g):
    ctx.cards(g, 1)


@api("Duel", "(player: integer, g: Card|Group)", "Reveal cards to a player (no rule effect).")
def ConfirmCards(ctx, player, g):
    prompts.confirm_cards(ctx.duel, ctx.integer(player, 1), ctx.cards(g, 2))


# -- the chain ------------------------------------------------------------------------------------------------
def _continuous_link(ctx):
    """The link a resolving continuous effect's target and operation see as chain 0
    (field::get_chain: core.continuous_chain while the reason effect is a continuous one)."""
    duel = ctx.duel
    effect = duel.reason_effect
    if duel.continuous_chain and effect is not None and effect.type & EFFECT_TYPE_CONTINUOUS:
        return duel.continuous_chain[-1]
    return None


def _link(ctx, index=0):
    if index == 0 and (link := _continuous_link(ctx)) is not None:
        return link
    chain = ctx.duel.chain
    if not chain:
        return None
    if ctx.duel.current_link is not None and index == 0:
        return ctx.duel.current_link
    return chain[index - 1] if 1 <= index <= len(chain) else chain[-1]


@api("Duel", "() -> Card ...", "The current chain link's target cards.")
def GetFirstTarget(ctx):
    link = _link(ctx)
    if link is None or link.targets is None:
        return None
    return tuple(link.targets.cards) or None


@api("Duel", "() -> Group", "The current link's targets still related to it.")
def GetTargetsRelateToChain(ctx):
    link = _link(ctx)
    if link is None or link.targets is None:
        return Group()
    return Group(c for c in link.targets if c.is_related_to_link(link))


@api("Duel", "() -> integer", "How many links the chain has.")
def GetCurrentChain(ctx, real=False):
    return len(ctx.duel.chain)


@api("Duel", "(chain: integer, ...: integer) -> ...", "Information about a chain link (CHAININFO_*).")
def GetChainInfo(ctx, chain_index, *fields):
    link = _link(ctx, ctx.integer(chain_index, 1))
    if link is None:
        return None
    handler, was = link.handler, link.triggering
    values = {
        CHAININFO_CHAIN_COUNT: link.chain_count, CHAININFO_TRIGGERING_EFFECT: link.effect,
        CHAININFO_TRIGGERING_PLAYER: link.player, CHAININFO_TRIGGERING_CONTROLER: was["controller"],
        CHAININFO_TRIGGERING_LOCATION: was["location"],
        CHAININFO_TRIGGERING_SEQUENCE: script_sequence(was["location"], was["sequence"]),
        CHAININFO_TRIGGERING_CODE: was["code"], CHAININFO_TRIGGERING_POSITION: was["position"],
        constants.CHAININFO_TRIGGERING_CODE2: was["code2"], constants.CHAININFO_TRIGGERING_LEVEL: was["level"],
        constants.CHAININFO_TRIGGERING_RANK: was["rank"], constants.CHAININFO_TRIGGERING_ATTRIBUTE: was["attribute"],
        constants.CHAININFO_TRIGGERING_RACE: was["race"], constants.CHAININFO_TRIGGERING_ATTACK: was["attack"],
        constants.CHAININFO_TRIGGERING_DEFENSE: was["defense"],
        CHAININFO_TARGET_CARDS: link.targets if link.targets is not None else Group(),
        CHAININFO_TARGET_PLAYER: link.target_player, CHAININFO_TARGET_PARAM: link.target_param,
        CHAININFO_CHAIN_ID: link.chain_id, CHAININFO_TYPE: stats.current_type(handler),
        CHAININFO_EXTTYPE: stats.current_type(handler), CHAININFO_DISABLE_REASON: link.disable_reason,
        CHAININFO_DISABLE_PLAYER: link.disable_player,
    }
    result = []
    for field in fields:
        if field not in values:
            raise ApiArgumentError(f"unknown CHAININFO field {field!r}")
        result.append(values[field])
    return tuple(result)


@api("Duel", "(chain: integer, category: integer, targets: Card|Group?, count: integer, player: integer, param: integer)",
     "Announce what the effect will do (operation info).")
def SetOperationInfo(ctx, chain_index, category, targets, count, player, param):
    link = _link(ctx, ctx.integer(chain_index, 1))
    if link is None:
        return
    # core: anything but a card or group (nil, or the 0 many scripts pass) is no card
    cards = Group(ctx.cards(targets, 3)) if targets is not None and not isinstance(targets, (int, float)) else None
    link.operation_infos[ctx.integer(category, 2)] = (cards, ctx.integer(count, 4), player, param)


@api("Duel", "(chain: integer, category: integer) -> boolean, Group?, integer, integer, integer",
     "Read back an operation info.")
def GetOperationInfo(ctx, chain_index, category):
    link = _link(ctx, ctx.integer(chain_index, 1))
    info = link.operation_infos.get(ctx.integer(category, 2)) if link else None
    if info is None:
        return False
    return (True,) + tuple(info)


@api("Duel", "()", "Separate the parts of an effect (\"then\"): resolves pending timing.")
def BreakEffect(ctx):
    chain.break_effect(ctx.duel)


# -- players ---------------------------------------------------------------------------------------------------
@api("Duel", "(player: integer) -> integer", "A player's LP.")
def GetLP(ctx, player):
    return ctx.duel.players[ctx.player(player, 1)].lp


@api("Duel", "(player: integer, lp: integer)", "Set a player's LP.")
def SetLP(ctx, player, lp):
    ctx.duel.guard("changed LP")
    ctx.duel.players[ctx.player(player, 1)].lp = max(ctx.integer(lp, 2), 0)


@api("Duel", "(player: integer, cost: integer, must_pay?: boolean) -> boolean", "Whether player can pay this LP cost.")
def CheckLPCost(ctx, player, cost, must_pay=False):
    player = _player(player)
    if player is None:
        return None
    cost = ctx.integer(cost, 2)
    return cost > 0 and lp_costs.check_lp_cost(ctx.duel, player, cost, _lua_true(must_pay))


def _lua_true(value):
    return value is not None and value is not False      # lua_toboolean: 0 is true


@api("Duel", "(player: integer, cost: integer, must_pay?: boolean)", "Pay LP as a cost.")
def PayLPCost(ctx, player, cost, must_pay=False):
    player = _player(player)
    if player is not None:
        lp_costs.pay_lp_cost(ctx.duel, player, ctx.integer(cost, 2), _lua_true(must_pay))


@api("Duel", "() -> integer", "The turn player.")
def GetTurnPlayer(ctx):
    return ctx.duel.turn_player


@api("Duel", "(player?: integer) -> integer", "The turn number.")
def GetTurnCount(ctx, player=None):
    return ctx.duel.turn


@api("Duel", "() -> integer", "The current phase (PHASE_*).")
def GetCurrentPhase(ctx):
    return ctx.duel.phase


@api("Duel", "(player: integer)", "Shuffle the hand.")
def ShuffleHand(ctx, player):
    operations.shuffle(ctx.duel, ctx.player(player, 1), LOCATION_HAND)


@api("Duel", "(player: integer)", "Shuffle the Deck.")
def ShuffleDeck(ctx, player):
    operations.shuffle(ctx.duel, ctx.player(player, 1), LOCATION_DECK)


@api("Duel", "(e: Effect, player: integer)", "Register an effect to a player (not to a card).")
def RegisterEffect(ctx, e, player):
    effect = ctx.effect(e, 1)
    ctx.duel.guard("registered an effect to a player", while_loading=True, registering=effect)
    if not effect.registered:
        ctx.duel.register_effect(effect, player=ctx.player(player, 2))


# -- negation, the chain's limits, turn --------------------------------------------------------------------------
@api("Duel", "(chain: integer) -> boolean", "Negate the activation of that chain link.")
def NegateActivation(ctx, chain_index):
    return chain.negate_activation(ctx.duel, ctx.integer(chain_index, 1))


@api("Duel", "(chain: integer) -> boolean", "Negate the effect of that chain link.")
def NegateEffect(ctx, chain_index):
    return chain.negate_effect(ctx.duel, ctx.integer(chain_index, 1))


@api("Duel", "(chain: integer) -> boolean", "Whether that link's activation can be negated.")
def IsChainNegatable(ctx, chain_index):
    return chain.is_negatable(ctx.duel, ctx.integer(chain_index, 1))


@api("Duel", "(chain: integer) -> boolean", "Whether that link's effect can be negated.")
def IsChainDisablable(ctx, chain_index):
    return chain.is_disablable(ctx.duel, ctx.integer(chain_index, 1))


@api("Duel", "(chain: integer, operation: function)", "Replace the operation of that chain link.")
def ChangeChainOperation(ctx, chain_index, operation):
    link = _link(ctx, ctx.integer(chain_index, 1))
    if link is not None:
        link.replaced_operation = operation


@api("Duel", "(f: function)",
     "Until the next chain link: only effects f(e, limiting player, player) accepts may respond.")
def SetChainLimit(ctx, f):
    ctx.duel.chain_limits.append((ctx.function(f, 1), ctx.duel.reason_player))


@api("Duel", "(f: function)", "Until the chain resolves: only effects f(e, limiting player, player) accepts may be chained.")
def SetChainLimitTillChainEnd(ctx, f):
    ctx.duel.chain_limits_till_end.append((ctx.function(f, 1), ctx.duel.reason_player))


@api("Duel", "(player: integer, count: integer) -> boolean", "Whether player can draw count cards.")
def IsPlayerCanDraw(ctx, player, count=0):
    player = _player(player)
    if player is None:
        return False
    return duel_rules.player_can_draw(ctx.duel, player, _argument(ctx, count, 2, 0))


@api("Duel", "(flag: integer)", "Switch on a global rule flag (GLOBALFLAG_*).")
def EnableGlobalFlag(ctx, flag):
    ctx.duel.global_flags |= ctx.integer(flag, 1)


@api("Duel", "(counter_id: integer, activity: integer, filter: function)",
     "Count, per player, the activities (ACTIVITY_*) that the filter rejects.")
def AddCustomActivityCounter(ctx, counter_id, activity, filter_function):
    ctx.duel.activity_counters.setdefault(ctx.integer(counter_id, 1), (ctx.integer(activity, 2), filter_function))


@api("Duel", "(counter_id: integer, player: integer, activity: integer) -> integer",
     "How many counted activities the player did this turn.")
def GetCustomActivityCount(ctx, counter_id, player, activity):
    return ctx.duel.activity_counts.get((ctx.integer(counter_id, 1), ctx.player(player, 2)), 0)


@api("Duel", "(event: integer, get_info?: boolean) -> boolean, ...", "Whether that event is the one being responded to.")
def CheckEvent(ctx, code, get_info=False):
    code = ctx.integer(code, 1)
    for event in activation_checks.current_events(ctx.duel):
        if event.code == code:
            if get_info:
                return (True,) + chain.event_arguments(event)
            return True
    return False


@api("Duel", "(g: Card|Group)", "Remember cards for a following GrabSelectedCard (used by aux selection helpers).")
def SetSelectedCard(ctx, g):
    ctx.duel.selected_cards = ctx.cards(g, 1) if g is not None else []


@api("Duel", "() -> Group", "The cards SetSelectedCard remembered (and forget them).")
def GrabSelectedCard(ctx):
    cards, ctx.duel.selected_cards = ctx.duel.selected_cards, []
    return Group(cards)


@api("Duel", "(player: integer, leaving: Card|Group?, use_player?: integer, reason?: integer, zone?: integer) -> integer, integer",
     "Free Main Monster Zones of player, counting the zones the leaving cards would free, and the zones not counted.")
def GetMZoneCount(ctx, player, leaving=None, use_player=None, reason=None, zone=None):
    player = _player(player)
    if player is None:
        return None
    gone = tuple(ctx.cards(leaving, 2)) if leaving is not None else ()
    return zones.useable_count(ctx.duel, player, LOCATION_MZONE, _argument(ctx, use_player, 3, ctx.duel.reason_player),
                               _argument(ctx, reason, 4, constants.LOCATION_REASON_TOFIELD),
                               _argument(ctx, zone, 5, 0xff), gone)


@api("Duel", "(player: integer, countertype?: integer, count?: integer, c?: Card) -> boolean", "Whether player may place counters.")
def IsCanAddCounter(ctx, player, countertype=None, count=None, c=None):
    if isinstance(player, bool) or player not in (0, 1):
        return False
    if ctx.arguments_given == 1:
        return counters.player_can_place_counters(ctx.duel, player)
    return counters.player_can_place_counter(ctx.duel, player, ctx.card(c, 4))


@api("Duel", "(eg: Card|Group, code: integer, re: Effect?, r: integer, rp: integer, ep: integer, ev: integer)",
     "Raise an event for these cards (custom events included).")
def RaiseEvent(ctx, eg, code, re, r, rp, ep, ev):
    operations.raise_event(ctx.duel, ctx.integer(code, 2), ctx.cards(eg, 1), ctx.effect(re, 3, optional=True),
                           ctx.integer(r, 4), ctx.integer(rp, 5), ctx.integer(ep, 6), ctx.integer(ev, 7))


@api("Duel", "(c: Card, code: integer, re: Effect?, r: integer, rp: integer, ep: integer, ev: integer)",
     "Raise an event for one card only (its single effects).")
def RaiseSingleEvent(ctx, c, code, re, r, rp, ep, ev):
    # duel_raise_single_event: field::raise_single_event with no event group; field effects never see it
    operations.raise_single_event(ctx.duel, ctx.card(c, 1), ctx.integer(code, 2), (), ctx.effect(re, 3, optional=True),
                                  ctx.integer(r, 4), ctx.integer(rp, 5), ctx.integer(ep, 6), ctx.integer(ev, 7))


# -- phases and activities ------------------------------------------------------------------------------------
_BATTLE_PHASES = (constants.PHASE_BATTLE_START | constants.PHASE_BATTLE_STEP | constants.PHASE_DAMAGE
                  | constants.PHASE_DAMAGE_CAL | constants.PHASE_BATTLE)


@api("Duel", "(phase: integer) -> boolean", "Whether the current phase is one of these.")
def IsPhase(ctx, phase):
    return bool(ctx.duel.phase & ctx.integer(phase, 1))


@api("Duel", "() -> boolean", "Whether it is Main Phase 1 or 2.")
def IsMainPhase(ctx):
    return bool(ctx.duel.phase & (constants.PHASE_MAIN1 | constants.PHASE_MAIN2))


@api("Duel", "() -> boolean", "Whether it is the Battle Phase (any step).")
def IsBattlePhase(ctx):
    return bool(ctx.duel.phase & _BATTLE_PHASES)


@api("Duel", "(player: integer, ...: integer) -> integer ...", "How often player did each activity (ACTIVITY_*) this turn.")
def GetActivityCount(ctx, player, *activities):
    player = ctx.player(player, 1)
    return tuple(ctx.duel.activities.get((player, ctx.integer(a, i + 2)), 0) for i, a in enumerate(activities))


@api("Duel", "(player: integer, count: integer, reason: integer) -> boolean", "Whether player can send the top cards of the Deck to the GY.")
def IsPlayerCanDiscardDeck(ctx, player, count):
    return movement.player_can_discard_deck(ctx.duel, ctx.player(player, 1), ctx.integer(count, 2))


@api("Duel", "(player: integer, count: integer) -> boolean", "Whether player can send the top cards of the Deck to the GY as a cost.")
def IsPlayerCanDiscardDeckAsCost(ctx, player, count):
    player = _player(player)
    if player is None:
        return False
    return movement.player_can_discard_deck_as_cost(ctx.duel, player, ctx.integer(count, 2))


@api("Duel", "(player: integer, code: integer) -> Effect ...", "The effects with this code that apply to player.")
def IsPlayerAffectedByEffect(ctx, player, code):
    player = _player(player)
    if player is None:
        return None
    found = stats.player_effects(ctx.duel, player, ctx.integer(code, 2))
    return tuple(found) if found else None


@api("Duel", "()", "The damage and recoveries asked with is_step happen now (LP and events).")
def RDComplete(ctx):
    operations.complete_lp_changes(ctx.duel)


@api("Duel", "(player: integer, sumtype?: integer, c?: Card) -> boolean",
     "Whether player may Normal Summon (that card with that summon type).")
def IsPlayerCanSummon(ctx, player, sumtype=None, c=None):
    player = _player(player)
    if player is None:
        return False
    if ctx.arguments_given == 1:
        return duel_rules.player_can_action(ctx.duel, player, constants.EFFECT_CANNOT_SUMMON)
    return summon_checks.player_can_summon(ctx.duel, _argument(ctx, sumtype, 2, 0), player, ctx.card(c, 3), player)


@api("Duel", "(player: integer, sumtype?: integer, pos?: integer, target_player?: integer, c?: Card) -> boolean",
     "Whether player may Special Summon (that card this way).")
def IsPlayerCanSpecialSummon(ctx, player, sumtype=None, pos=None, target_player=None, c=None):
    player = _player(player)
    if player is None:
        return False
    if ctx.arguments_given == 1:
        return duel_rules.player_can_special_summon_at_all(ctx.duel, player)
    return summon_checks.player_can_special_summon(ctx.duel, ctx.duel.reason_effect, _argument(ctx, sumtype, 2, 0),
                                                   _argument(ctx, pos, 3, 0), player,
                                                   _argument(ctx, target_player, 4, 0), ctx.card(c, 5))
