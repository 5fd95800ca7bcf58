"""Duel.*: queries over the field, selections, the chain, and the operations scripts perform
(libduel.cpp). Bindings only translate; the rules are in harness.engine."""
from harness.constants import (
    LOCATION_DECK, LOCATION_HAND, LOCATION_GRAVE, LOCATION_REMOVED, LOCATION_MZONE, POS_FACEUP,
    POS_FACEUP_ATTACK, REASON_RELEASE, HINT_SELECTMSG, PLAYER_NONE, CHAININFO_TRIGGERING_EFFECT, CHAININFO_TRIGGERING_PLAYER, CHAININFO_TARGET_CARDS,
    CHAININFO_CHAIN_COUNT, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM, CHAININFO_CHAIN_ID,
    CHAININFO_TRIGGERING_CONTROLER, CHAININFO_TRIGGERING_LOCATION, CHAININFO_TRIGGERING_SEQUENCE, CHAININFO_TRIGGERING_CODE,
    CHAININFO_TRIGGERING_POSITION, CHAININFO_TYPE, CHAININFO_EXTTYPE,
    CHAININFO_DISABLE_REASON, CHAININFO_DISABLE_PLAYER,
)
from harness import constants
from harness.engine import capabilities, chain, operations, stats, summons
from harness.engine.decisions import CardSelection, YesNo
from harness.engine.errors import ApiArgumentError
from harness.engine.duel import FIELD_ZONE_SEQ, PENDULUM_ZONE_SEQS
from harness.engine.group import Group
from harness.engine.zones import summon_sequence
from ..registry import api


# -- matching -----------------------------------------------------------------------------------------------
def _excluded(ctx, ex):
    if ex is None:
        return ()
    return ctx.cards(ex, 0)


def _matching(ctx, f, player, s, o, ex, extra):
    player = ctx.player(player, 2)
    candidates = ctx.duel.cards_in_range(player, ctx.integer(s, 3), ctx.integer(o, 4))
    excluded = _excluded(ctx, ex)
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
    return len(_matching(ctx, f, player, s, o, ex, extra)) >= ctx.integer(count, 5)


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
    found = _matching(ctx, f, player, s, o, ex, extra)
    return found[0] if found else None


@api("Duel", "(f: function?, player: integer, s: integer, o: integer, count: integer, ex: Card|Group?, ...) -> boolean",
     "Whether at least count cards that can be targeted by the current effect match f.")
def IsExistingTarget(ctx, f, player, s, o, count, ex=None, *extra):
    return len(_targetable(ctx, _matching(ctx, f, player, s, o, ex, extra))) >= ctx.integer(count, 5)


@api("Duel", "(player: integer, s: integer, o: integer) -> Group", "Every card in the locations.")
def GetFieldGroup(ctx, player, s, o):
    return Group(ctx.duel.cards_in_range(ctx.player(player, 1), ctx.integer(s, 2), ctx.integer(o, 3)))


@api("Duel", "(player: integer, s: integer, o: integer) -> integer", "How many cards are in the locations.")
def GetFieldGroupCount(ctx, player, s, o):
    return len(ctx.duel.cards_in_range(ctx.player(player, 1), ctx.integer(s, 2), ctx.integer(o, 3)))


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


@api("Duel", "(player: integer, location: integer, use_player?: integer, reason?: integer, zone?: integer) -> integer",
     "How many free zones player has in the location.")
def GetLocationCount(ctx, player, location, use_player=None, reason=None, zone=None):
    player, location = ctx.player(player, 1), ctx.integer(location, 2)
    if location not in _FIELD_LOCATIONS:
        return 0                                    # the core counts Monster and Spell & Trap Zones only
    return ctx.duel.location_count(player, location)


_FIELD_LOCATIONS = frozenset((constants.LOCATION_MZONE, constants.LOCATION_SZONE, constants.LOCATION_FZONE,
                              constants.LOCATION_PZONE))
_ZONE_LOCATIONS = _FIELD_LOCATIONS | {constants.LOCATION_HAND, constants.LOCATION_DECK, constants.LOCATION_GRAVE,
                                      constants.LOCATION_REMOVED, constants.LOCATION_EXTRA}


def _to_player(ctx, value, index):
    """SendtoHand/SendtoDeck's player: nil (or not 0 or 1: PLAYER_NONE) means each card's owner."""
    if value is None:
        return None
    player = ctx.integer(value, index)
    return player if player in (0, 1) else None


# -- selections ----------------------------------------------------------------------------------------------
def select_cards(ctx, player, candidates, minimum, maximum, kind):
    duel = ctx.duel
    duel.guard(lambda: f"asked player {player} to select cards")
    hint, duel.last_hint = duel.last_hint, ""
    if kind == "choose" and duel.paying_cost:
        kind = "cost"
    request = CardSelection(player, kind, candidates, minimum, min(maximum, len(candidates)) if candidates else maximum, hint)
    if len(candidates) < minimum:
        return []
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
        excluded = _excluded(ctx, ex)
        locations = ctx.integer(s, 4) | ctx.integer(o, 5)
        in_range = [c for c in _targetable(ctx, ctx.duel.cards_in_range(ctx.player(player, 3), locations, locations))
                    if c not in excluded]
        link.selections.append((candidates, in_range))
    _add_targets(ctx, chosen)
    return Group(chosen)


def _add_targets(ctx, cards):
    ctx.duel.guard("set the chain link's targets")
    link = ctx.duel.current_link
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


@api("Duel", "(hint: integer, player: integer, value: integer)", "A client hint; HINT_SELECTMSG names the next selection.")
def Hint(ctx, hint, player, value):
    if hint == HINT_SELECTMSG:
        names = [n for n, v in constants.ALL.items() if n.startswith("HINTMSG_") and v == value]
        ctx.duel.last_hint = names[0] if names else str(value)
        if player in (0, 1):                    # core.last_select_hint: kept for GetLastSelectHint
            ctx.duel.last_select_hint[player] = ctx.integer(value, 3, default=0)


@api("Duel", "(player?: integer) -> integer", "The last HINT_SELECTMSG given to player (default: the acting player).")
def GetLastSelectHint(ctx, player=None):
    player = ctx.duel.reason_player if player is None else player
    if player not in (0, 1):
        return None
    return ctx.duel.last_select_hint[player]


@api("Duel", "(g: Card|Group)", "Show the selected cards to both players (no effect here).")
def HintSelection(ctx, g):
    ctx.cards(g, 1)


@api("Duel", "(player: integer, g: Card|Group)", "Reveal cards to a player (no rule effect).")
def ConfirmCards(ctx, player, g):
    ctx.cards(g, 2)


# -- the chain ------------------------------------------------------------------------------------------------
def _link(ctx, index=0):
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
    handler, was = link.effect.handler, link.triggering
    values = {
        CHAININFO_CHAIN_COUNT: link.chain_count, CHAININFO_TRIGGERING_EFFECT: link.effect,
        CHAININFO_TRIGGERING_PLAYER: link.player, CHAININFO_TRIGGERING_CONTROLER: was["controller"],
        CHAININFO_TRIGGERING_LOCATION: was["location"], CHAININFO_TRIGGERING_SEQUENCE: was["sequence"],
        CHAININFO_TRIGGERING_CODE: was["code"], CHAININFO_TRIGGERING_POSITION: was["position"],
        constants.CHAININFO_TRIGGERING_CODE2: was["code2"], constants.CHAININFO_TRIGGERING_LEVEL: was["level"],
        constants.CHAININFO_TRIGGERING_RANK: was["rank"], constants.CHAININFO_TRIGGERING_ATTRIBUTE: was["attribute"],
        constants.CHAININFO_TRIGGERING_RACE: was["race"], constants.CHAININFO_TRIGGERING_ATTACK: was["attack"],
        constants.CHAININFO_TRIGGERING_DEFENSE: was["defense"],
        CHAININFO_TARGET_CARDS: link.targets if link.targets is not None else Group(),
        CHAININFO_TARGET_PLAYER: link.target_player, CHAININFO_TARGET_PARAM: link.target_param,
        CHAININFO_CHAIN_ID: link.chain_id, CHAININFO_TYPE: stats.current_type(handler),
        CHAININFO_EXTTYPE: stats.current_type(handler), CHAININFO_DISABLE_REASON: None,
        CHAININFO_DISABLE_PLAYER: PLAYER_NONE,
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
    from harness.engine import adjust
    adjust.adjust(ctx.duel)


# -- operations ---------------------------------------------------------------------------------------------------
def _reason_player(ctx):
    return ctx.duel.reason_player


@api("Duel", "(targets: Card|Group, reason: integer, dest?: integer) -> integer", "Destroy cards; returns how many.")
def Destroy(ctx, targets, reason, destination=LOCATION_GRAVE):
    cards = ctx.cards(targets, 1)
    destination = ctx.integer(destination, 3, default=LOCATION_GRAVE)
    if destination not in _DESTROY_DESTINATIONS:
        raise ApiArgumentError(f"argument #3 must be a destination (LOCATION_GRAVE, _HAND, _DECK, _EXTRA or "
                               f"_REMOVED), got {destination:#x}")
    return operations.destroy(ctx.duel, cards, ctx.duel.reason_effect, ctx.integer(reason, 2), _reason_player(ctx),
                              destination)


_DESTROY_DESTINATIONS = frozenset((LOCATION_GRAVE, constants.LOCATION_HAND, constants.LOCATION_DECK,
                                   constants.LOCATION_EXTRA, constants.LOCATION_REMOVED))


@api("Duel", "(targets: Card|Group, reason: integer) -> integer", "Send cards to the GY.")
def SendtoGrave(ctx, targets, reason):
    return operations.send_to(ctx.duel, ctx.cards(targets, 1), ctx.duel.reason_effect, ctx.integer(reason, 2),
                              _reason_player(ctx), LOCATION_GRAVE)


@api("Duel", "(targets: Card|Group, player: integer?, reason: integer) -> integer", "Add cards to the hand.")
def SendtoHand(ctx, targets, player, reason):
    return operations.send_to(ctx.duel, ctx.cards(targets, 1), ctx.duel.reason_effect, ctx.integer(reason, 3),
                              _reason_player(ctx), LOCATION_HAND, to_player=_to_player(ctx, player, 2))


@api("Duel", "(targets: Card|Group, player: integer?, seq: integer, reason: integer) -> integer", "Return cards to the Deck.")
def SendtoDeck(ctx, targets, player, sequence, reason):
    return operations.send_to(ctx.duel, ctx.cards(targets, 1), ctx.duel.reason_effect, ctx.integer(reason, 4),
                              _reason_player(ctx), LOCATION_DECK, ctx.integer(sequence, 3),
                              to_player=_to_player(ctx, player, 2))


@api("Duel", "(targets: Card|Group, pos: integer, reason: integer) -> integer", "Banish cards.")
def Remove(ctx, targets, position, reason):
    return operations.send_to(ctx.duel, ctx.cards(targets, 1), ctx.duel.reason_effect, ctx.integer(reason, 3),
                              _reason_player(ctx), LOCATION_REMOVED, 0, ctx.integer(position, 2, default=POS_FACEUP))


@api("Duel", "(targets: Card|Group, reason: integer) -> integer", "Tribute cards.")
def Release(ctx, targets, reason):
    return operations.send_to(ctx.duel, ctx.cards(targets, 1), ctx.duel.reason_effect,
                              ctx.integer(reason, 2) | REASON_RELEASE, _reason_player(ctx), LOCATION_GRAVE)


@api("Duel", "(player: integer, equip: Card, target: Card, up?: boolean, is_step?: boolean) -> boolean",
     "Equip a card to a monster; false if it could not be equipped (then it went to the GY).")
def Equip(ctx, player, equip_card, target, up=True, is_step=False):
    return operations.equip(ctx.duel, ctx.player(player, 1), ctx.card(equip_card, 2), ctx.card(target, 3),
                            up is not False, bool(is_step))


@api("Duel", "()", "Finish stepped equips (Equip with is_step = true).")
def EquipComplete(ctx):
    operations.equip_complete(ctx.duel)


@api("Duel", "(c: Card, move_player: integer, target_player: integer, dest: integer, pos: integer, enable: boolean, zone?: integer) -> boolean",
     "Place a card on the field (not a summon, not an equip).")
def MoveToField(ctx, c, move_player, target_player, destination, position, enable, zone=None):
    card, move_player, target_player = ctx.card(c, 1), ctx.player(move_player, 2), ctx.player(target_player, 3)
    destination = ctx.integer(destination, 4)
    if destination not in _FIELD_LOCATIONS:
        raise ApiArgumentError(f"argument #4 must be LOCATION_MZONE, _SZONE, _FZONE or _PZONE, got {destination:#x}")
    return operations.move_to_field(ctx.duel, card, move_player, target_player, destination,
                                    ctx.integer(position, 5), bool(enable))


@api("Duel", "(targets: Card|Group, pos: integer, ...) -> integer", "Change the position of cards.")
def ChangePosition(ctx, targets, au, ad=None, du=None, dd=None, no_flip=False):
    au = ctx.integer(au, 2)
    positions = (au, ctx.integer(ad, 3, default=au), ctx.integer(du, 4, default=au), ctx.integer(dd, 5, default=au))
    return operations.change_position(ctx.duel, ctx.cards(targets, 1), positions,
                                      ctx.duel.reason_effect, _reason_player(ctx))


# -- players ---------------------------------------------------------------------------------------------------
@api("Duel", "(player: integer) -> integer", "A player's LP.")
def GetLP(ctx, player):
    return ctx.duel.players[ctx.player(player, 1)].lp


def _releasable(ctx, player, f, ex, extra):
    from harness.constants import EFFECT_UNRELEASABLE_SUM
    cards = [c for c in _matching(ctx, f, player, LOCATION_MZONE, 0, ex, extra)]
    return [c for c in cards if not stats.applying(c, EFFECT_UNRELEASABLE_SUM)]


@api("Duel", "(player: integer, f: function?, count: integer, ex: Card|Group?, ...) -> boolean",
     "Whether player can Tribute count monsters matching f (a cost).")
def CheckReleaseGroup(ctx, player, f, count, ex=None, *extra):
    return len(_releasable(ctx, player, f, ex, extra)) >= ctx.integer(count, 3)


@api("Duel", "(player: integer, f: function?, min: integer, max: integer, ex: Card|Group?, ...) -> Group",
     "player selects monsters to Tribute (a cost).")
def SelectReleaseGroup(ctx, player, f, minimum, maximum, ex=None, *extra):
    candidates = _releasable(ctx, player, f, ex, extra)
    return Group(select_cards(ctx, ctx.player(player, 1), candidates, ctx.integer(minimum, 3), ctx.integer(maximum, 4), "choose"))


@api("Duel", "(player: integer, lp: integer)", "Set a player's LP.")
def SetLP(ctx, player, lp):
    ctx.duel.guard("changed LP")
    ctx.duel.players[ctx.player(player, 1)].lp = max(ctx.integer(lp, 2), 0)


@api("Duel", "(player: integer, cost: integer) -> boolean", "Whether player can pay this LP cost.")
def CheckLPCost(ctx, player, cost):
    return ctx.duel.players[ctx.player(player, 1)].lp >= ctx.integer(cost, 2)


@api("Duel", "(player: integer, cost: integer)", "Pay LP as a cost.")
def PayLPCost(ctx, player, cost):
    ctx.duel.guard("paid LP")
    player, cost = ctx.player(player, 1), ctx.integer(cost, 2)
    state = ctx.duel.players[player]
    if cost > state.lp:            # core field::pay_lp_cost: a cost that cannot be paid is not paid
        return
    state.lp -= cost
    operations.raise_event(ctx.duel, constants.EVENT_PAY_LPCOST, [], ctx.duel.reason_effect, 0, player, player, cost)


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
    ctx.duel.guard("registered an effect to a player", while_loading=True)
    effect = ctx.effect(e, 1)
    if not effect.registered:
        ctx.duel.register_effect(effect, player=ctx.player(player, 2))


# -- control, summons, negation, turn ----------------------------------------------------------------------
@api("Duel", "(targets: Card|Group, player: integer, reset_phase?: integer, reset_count?: integer, zone?: integer) -> integer",
     "player takes control of the monsters; returns how many changed.")
def GetControl(ctx, targets, player, reset_phase=0, reset_count=0, zone=None):
    return operations.get_control(ctx.duel, ctx.cards(targets, 1), ctx.duel.reason_effect, ctx.duel.reason_player,
                                  ctx.player(player, 2), ctx.integer(reset_phase, 3, default=0),
                                  ctx.integer(reset_count, 4, default=0))


def _positions(ctx, player, allowed):
    choices = [p for p in (0x1, 0x2, 0x4, 0x8) if allowed & p]     # faceup atk, facedown atk, faceup def, facedown def
    if len(choices) <= 1:
        return choices[0] if choices else POS_FACEUP_ATTACK
    answer = ctx.duel.chooser.select_position(player, choices)
    return answer


@api("Duel", "(targets: Card|Group, sumtype: integer, sumplayer: integer, target_player: integer, nocheck: boolean, nolimit: boolean, pos: integer, zone?: integer) -> integer",
     "Special Summon cards; returns how many were summoned.")
def SpecialSummon(ctx, targets, sumtype, sumplayer, target_player, nocheck, nolimit, positions, zone=None):
    cards = ctx.cards(targets, 1)
    player, target = ctx.player(sumplayer, 3), ctx.player(target_player, 4)
    position = _positions(ctx, player, ctx.integer(positions, 7))
    return len(summons.special_summon(ctx.duel, cards, ctx.integer(sumtype, 2), player, target, position,
                                         ctx.duel.reason_effect, bool(nocheck), bool(nolimit),
                                         ctx.integer(zone, 8, default=0xff)))


@api("Duel", "(c: Card, sumtype: integer, sumplayer: integer, target_player: integer, nocheck: boolean, nolimit: boolean, pos: integer, zone?: integer) -> boolean",
     "Special Summon one card as a step; events wait for SpecialSummonComplete.")
def SpecialSummonStep(ctx, c, sumtype, sumplayer, target_player, nocheck, nolimit, positions, zone=None):
    card = ctx.card(c, 1)
    player, target = ctx.player(sumplayer, 3), ctx.player(target_player, 4)
    sequence = summon_sequence(ctx.duel, card, target, player, ctx.integer(zone, 8, default=0xff))
    if sequence is None:
        return False
    position = _positions(ctx, player, ctx.integer(positions, 7))
    if not summons.can_be_special_summoned(ctx.duel, card, ctx.duel.reason_effect, ctx.integer(sumtype, 2), player,
                                              target, bool(nocheck), bool(nolimit), position):
        return False
    card.summon_location = card.current.location
    operations.move_to_field(ctx.duel, card, player, target, LOCATION_MZONE, position, enable=True, sequence=sequence)
    card.summon_type, card.summon_player = ctx.integer(sumtype, 2) | constants.SUMMON_TYPE_SPECIAL, player
    reason_player = ctx.duel.reason_player if ctx.duel.reason_player != PLAYER_NONE else player
    card.reason, card.reason_effect, card.reason_player = constants.REASON_SPSUMMON, ctx.duel.reason_effect, reason_player
    operations.summoned_to(ctx.duel, card, target)
    ctx.duel.stepped_summons.append(card)
    return True


@api("Duel", "() -> integer", "Finish the stepped Special Summons: raise their events once.")
def SpecialSummonComplete(ctx):
    cards, ctx.duel.stepped_summons = ctx.duel.stepped_summons, []
    if cards:
        operations.raise_event(ctx.duel, constants.EVENT_SPSUMMON_SUCCESS, cards, ctx.duel.reason_effect,
                               constants.REASON_SPSUMMON, ctx.duel.reason_player, ctx.duel.reason_player)
    return len(cards)


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


@api("Duel", "(player: integer, count: integer, reason: integer) -> integer", "player draws count cards.")
def Draw(ctx, player, count, reason):
    from harness.engine import turn
    return turn.draw(ctx.duel, ctx.player(player, 1), ctx.count(count, 2), ctx.integer(reason, 3))


@api("Duel", "(player: integer, count: integer) -> boolean", "Whether player can draw count cards.")
def IsPlayerCanDraw(ctx, player, count=0):
    player = ctx.player(player, 1)
    if stats.player_effects(ctx.duel, player, constants.EFFECT_CANNOT_DRAW):
        return False
    return len(ctx.duel.zone_list(player, LOCATION_DECK)) >= ctx.integer(count, 2, default=0)


@api("Duel", "(player: integer, value: integer, reason: integer) -> integer", "Inflict damage; returns the amount.")
def Damage(ctx, player, value, reason, is_step=False):
    return operations.damage(ctx.duel, ctx.player(player, 1), ctx.integer(value, 2), ctx.duel.reason_effect,
                             ctx.integer(reason, 3), ctx.duel.reason_player)


@api("Duel", "(player: integer, value: integer, reason: integer) -> integer", "Gain LP; returns the amount.")
def Recover(ctx, player, value, reason, is_step=False):
    return operations.recover(ctx.duel, ctx.player(player, 1), ctx.integer(value, 2), ctx.duel.reason_effect,
                              ctx.integer(reason, 3), ctx.duel.reason_player)


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
    link = ctx.duel.chain[-1] if ctx.duel.chain else None
    events = [link.event] if link is not None and link.event is not None else []
    events += [e for e in ctx.duel.pending_events if e.field]    # core: point events, not single ones
    events += ctx.duel.window_events
    for event in events:
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


@api("Duel", "(player: integer, leaving: Card|Group?, use_player?: integer, reason?: integer, zone?: integer) -> integer",
     "Free Main Monster Zones of player, counting the zones the leaving cards would free.")
def GetMZoneCount(ctx, player, leaving=None, use_player=None, reason=None, zone=None):
    player = ctx.player(player, 1)
    freed = [c for c in (ctx.cards(leaving, 2) if leaving is not None else [])
             if c.current.location == LOCATION_MZONE and c.controller == player and c.sequence < 5]
    return ctx.duel.location_count(player, LOCATION_MZONE) + len(freed)


@api("Duel", "(player: integer, countertype?: integer, count?: integer, c?: Card) -> boolean", "Whether player may place counters.")
def IsCanAddCounter(ctx, player, countertype=None, count=None, c=None):
    ctx.player(player, 1)
    return True


@api("Duel", "(eg: Card|Group, code: integer, re: Effect?, r: integer, rp: integer, ep: integer, ev: integer)",
     "Raise an event for these cards (custom events included).")
def RaiseEvent(ctx, eg, code, re, r, rp, ep, ev):
    operations.raise_event(ctx.duel, ctx.integer(code, 2), ctx.cards(eg, 1), ctx.effect(re, 3, optional=True),
                           ctx.integer(r, 4), ctx.integer(rp, 5), ctx.integer(ep, 6), ctx.integer(ev, 7))


@api("Duel", "(c: Card, code: integer, re: Effect?, r: integer, rp: integer, ep: integer, ev: integer)",
     "Raise an event for one card only (its single effects).")
def RaiseSingleEvent(ctx, c, code, re, r, rp, ep, ev):
    operations.raise_event(ctx.duel, ctx.integer(code, 2), [ctx.card(c, 1)], ctx.effect(re, 3, optional=True),
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
    return len(ctx.duel.zone_list(ctx.player(player, 1), LOCATION_DECK)) >= ctx.integer(count, 2)


@api("Duel", "(player: integer, count: integer) -> boolean", "Whether player can send the top cards of the Deck to the GY as a cost.")
def IsPlayerCanDiscardDeckAsCost(ctx, player, count):
    return len(ctx.duel.zone_list(ctx.player(player, 1), LOCATION_DECK)) >= ctx.integer(count, 2)


@api("Duel", "(player: integer, count: integer, reason: integer) -> integer", "Send the top cards of the Deck to the GY.")
def DiscardDeck(ctx, player, count, reason):
    deck = ctx.duel.zone_list(ctx.player(player, 1), LOCATION_DECK)
    count = ctx.count(count, 2)
    top = list(reversed(deck[-count:])) if count else []
    return operations.send_to(ctx.duel, top, ctx.duel.reason_effect, ctx.integer(reason, 3), ctx.duel.reason_player,
                              LOCATION_GRAVE)


@api("Duel", "(player: integer, f: function?, min: integer, max: integer, reason: integer, ex: Card|Group?, ...) -> integer",
     "player discards min-max matching cards from the hand.")
def DiscardHand(ctx, player, f, minimum, maximum, reason, ex=None, *extra):
    player = ctx.player(player, 1)
    candidates = _matching(ctx, f, player, LOCATION_HAND, 0, ex, extra)
    chosen = select_cards(ctx, player, candidates, ctx.integer(minimum, 3), ctx.integer(maximum, 4), "choose")
    # core: the reason as given (scripts add REASON_DISCARD themselves)
    return operations.send_to(ctx.duel, chosen, ctx.duel.reason_effect, ctx.integer(reason, 5),
                              ctx.duel.reason_player if ctx.duel.reason_player != PLAYER_NONE else player, LOCATION_GRAVE)


def _materials(ctx, player, s, o):
    monsters = ctx.duel.cards_in_range(player, LOCATION_MZONE if s else 0, LOCATION_MZONE if o else 0)
    return [m for holder in monsters for m in holder.overlays]


@api("Duel", "(player: integer, s: integer, o: integer, count: integer, reason: integer) -> boolean",
     "Whether player can detach count Xyz Materials from monsters on these sides.")
def CheckRemoveOverlayCard(ctx, player, s, o, count, reason):
    return len(_materials(ctx, ctx.player(player, 1), s, o)) >= ctx.integer(count, 4)


@api("Duel", "(player: integer, s: integer, o: integer, min: integer, max: integer, reason: integer) -> integer",
     "player detaches min-max Xyz Materials.")
def RemoveOverlayCard(ctx, player, s, o, minimum, maximum, reason):
    player = ctx.player(player, 1)
    chosen = select_cards(ctx, player, _materials(ctx, player, s, o), ctx.integer(minimum, 4), ctx.integer(maximum, 5), "choose")
    return operations.send_to(ctx.duel, chosen, ctx.duel.reason_effect, ctx.integer(reason, 6), player, LOCATION_GRAVE)


@api("Duel", "(player: integer, s: integer, o: integer) -> integer", "How many Xyz Materials are on these sides.")
def GetOverlayCount(ctx, player, s, o):
    return len(_materials(ctx, ctx.player(player, 1), s, o))


@api("Duel", "(player: integer, s: integer, o: integer) -> Group", "The Xyz Materials on these sides.")
def GetOverlayGroup(ctx, player, s, o):
    return Group(_materials(ctx, ctx.player(player, 1), s, o))


@api("Duel", "(player: integer, code: integer) -> Effect ...", "The effects with this code that apply to player.")
def IsPlayerAffectedByEffect(ctx, player, code):
    if player not in (0, 1):
        return None
    found = stats.player_effects(ctx.duel, player, ctx.integer(code, 2))
    return tuple(found) if found else None


@api("Duel", "()", "Complete stepped damage/recovery (the harness applies them at once: nothing is left to do).")
def RDComplete(ctx):
    pass



@api("Duel", "(player: integer, sumtype?: integer, c?: Card) -> boolean", "Whether player may Normal Summon (no EFFECT_CANNOT_SUMMON).")
def IsPlayerCanSummon(ctx, player, sumtype=None, c=None):
    player = ctx.player(player, 1)
    return not stats.player_effects(ctx.duel, player, constants.EFFECT_CANNOT_SUMMON)


@api("Duel", "(player: integer, c?: Card) -> boolean", "Whether player may Special Summon (no EFFECT_CANNOT_SPECIAL_SUMMON).")
def IsPlayerCanSpecialSummon(ctx, player, sumtype=None, pos=None, target_player=None, c=None):
    player = ctx.player(player, 1)
    return not stats.player_effects(ctx.duel, player, constants.EFFECT_CANNOT_SPECIAL_SUMMON)


@api("Duel", "(player: integer, targets: Card|Group, target_player?: integer, confirm?: boolean) -> integer",
     "Set Spells/Traps face-down in the Spell & Trap Zone; returns how many were Set.")
def SSet(ctx, player, targets, target_player=None, confirm=True):
    player = ctx.player(player, 1)
    count = 0
    for card in ctx.cards(targets, 2):
        if ctx.duel.free_sequences(player, constants.LOCATION_SZONE):
            operations.set_spell_trap(ctx.duel, card, player)
            count += 1
    return count


@api("Duel", "(c: Card, materials: Card|Group)", "Attach cards to an Xyz Monster as its materials.")
def Overlay(ctx, c, materials, adjust=None):
    operations.overlay(ctx.duel, ctx.card(c, 1), ctx.cards(materials, 2))


@api("Duel", "() -> Group", "The cards the last operation (send, destroy, Special Summon ...) affected.")
def GetOperatedGroup(ctx):
    return Group(ctx.duel.operated)
