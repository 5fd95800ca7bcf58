"""Duel.*: the operations scripts perform: destroy, send to the GY, hand, Deck or banishment,
Tribute, equip, place, change positions, take control, Special Summon, Set, attach Xyz
Materials, draw, inflict damage and gain LP, send the top of the Deck or the hand to the GY,
Tribute as a cost, detach Xyz Materials (libduel.cpp). The rules are in harness.engine
(operations, summons, capabilities, turn)."""
from harness import constants
from harness.constants import (
    LOCATION_DECK, LOCATION_GRAVE, LOCATION_HAND, LOCATION_REMOVED, PLAYER_NONE, POS_FACEUP,
    POS_FACEUP_ATTACK, REASON_COST, REASON_RELEASE,
)
from harness.engine import capabilities, operations, overlay_removal, summons, turn
from harness.engine.state.errors import ApiArgumentError
from harness.engine.state.group import Group
from ..registry import api
from .duel import _FIELD_LOCATIONS, _matching, select_cards


def _reason_player(ctx, value=None, index=0):
    """The move's reason player: the optional argument the core reads after the reason
    (lua_gettop), else core.reason_player."""
    return ctx.duel.reason_player if value is None else ctx.integer(value, index)


def _to_player(ctx, value, index):
    """SendtoHand/SendtoDeck's player: nil (or not 0 or 1: PLAYER_NONE) means each card's owner."""
    if value is None:
        return None
    player = ctx.integer(value, index)
    return player if player in (0, 1) else None


@api("Duel", "(targets: Card|Group, reason: integer, dest?: integer, reason_player?: integer) -> integer",
     "Destroy cards; returns how many.")
def Destroy(ctx, targets, reason, destination=LOCATION_GRAVE, reason_player=None):
    cards = ctx.cards(targets, 1)
    destination = ctx.integer(destination, 3, default=LOCATION_GRAVE)
    if destination not in _DESTROY_DESTINATIONS:
        raise ApiArgumentError(f"argument #3 must be a destination (LOCATION_GRAVE, _HAND, _DECK, _EXTRA or "
                               f"_REMOVED), got {destination:#x}")
    return operations.destroy(ctx.duel, cards, ctx.duel.reason_effect, ctx.integer(reason, 2),
                              _reason_player(ctx, reason_player, 4), destination)


_DESTROY_DESTINATIONS = frozenset((LOCATION_GRAVE, constants.LOCATION_HAND, constants.LOCATION_DECK,
                                   constants.LOCATION_EXTRA, constants.LOCATION_REMOVED))


@api("Duel", "(targets: Card|Group, reason: integer, reason_player?: integer) -> integer", "Send cards to the GY.")
def SendtoGrave(ctx, targets, reason, reason_player=None):
    return operations.send_to(ctx.duel, ctx.cards(targets, 1), ctx.duel.reason_effect, ctx.integer(reason, 2),
                              _reason_player(ctx, reason_player, 3), LOCATION_GRAVE)


@api("Duel", "(targets: Card|Group, player: integer?, reason: integer, reason_player?: integer) -> integer",
     "Add cards to the hand.")
def SendtoHand(ctx, targets, player, reason, reason_player=None):
    return operations.send_to(ctx.duel, ctx.cards(targets, 1), ctx.duel.reason_effect, ctx.integer(reason, 3),
                              _reason_player(ctx, reason_player, 4), LOCATION_HAND, to_player=_to_player(ctx, player, 2))


@api("Duel", "(targets: Card|Group, player: integer?, seq: integer, reason: integer, reason_player?: integer, "
     "send_activating?: boolean) -> integer", "Return cards to the Deck (send_activating: a card still activating may go).")
def SendtoDeck(ctx, targets, player, sequence, reason, reason_player=None, send_activating=False):
    return operations.send_to(ctx.duel, ctx.cards(targets, 1), ctx.duel.reason_effect, ctx.integer(reason, 4),
                              _reason_player(ctx, reason_player, 5), LOCATION_DECK, ctx.integer(sequence, 3),
                              to_player=_to_player(ctx, player, 2), send_activating=bool(send_activating))


@api("Duel", "(targets: Card|Group, pos: integer, reason: integer, reason_player?: integer) -> integer", "Banish cards.")
def Remove(ctx, targets, position, reason, reason_player=None):
    return operations.send_to(ctx.duel, ctx.cards(targets, 1), ctx.duel.reason_effect, ctx.integer(reason, 3),
                              _reason_player(ctx, reason_player, 4), LOCATION_REMOVED, 0, ctx.integer(position, 2, default=POS_FACEUP))


@api("Duel", "(targets: Card|Group, reason: integer) -> integer", "Tribute cards.")
def Release(ctx, targets, reason):
    return operations.send_to(ctx.duel, ctx.cards(targets, 1), ctx.duel.reason_effect,
                              ctx.integer(reason, 2) | REASON_RELEASE, _reason_player(ctx), LOCATION_GRAVE,
                              release=True)


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
                                    ctx.integer(position, 5), bool(enable), no_zone_to_grave=True)


@api("Duel", "(targets: Card|Group, pos: integer, ...) -> integer", "Change the position of cards.")
def ChangePosition(ctx, targets, au, ad=None, du=None, dd=None, no_flip=False):
    au = ctx.integer(au, 2)
    positions = (au, ctx.integer(ad, 3, default=au), ctx.integer(du, 4, default=au), ctx.integer(dd, 5, default=au))
    return operations.change_position(ctx.duel, ctx.cards(targets, 1), positions,
                                      ctx.duel.reason_effect, _reason_player(ctx))


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
    position = _positions(ctx, player, ctx.integer(positions, 7))
    return summons.special_summon_step(ctx.duel, card, ctx.integer(sumtype, 2), player, target, position,
                                       ctx.duel.reason_effect, bool(nocheck), bool(nolimit),
                                       ctx.integer(zone, 8, default=0xff))


@api("Duel", "() -> integer", "Finish the stepped Special Summons: raise their events once.")
def SpecialSummonComplete(ctx):
    return summons.special_summon_complete(ctx.duel, ctx.duel.reason_effect, ctx.duel.reason_player)


@api("Duel", "(player: integer, targets: Card|Group, target_player?: integer, confirm?: boolean) -> integer",
     "Set Spells/Traps face-down in the Spell & Trap Zone; returns how many were Set.")
def SSet(ctx, player, targets, target_player=None, confirm=True):
    player = ctx.player(player, 1)
    to_player = player if target_player not in (0, 1) or isinstance(target_player, bool) else int(target_player)
    return operations.sset_cards(ctx.duel, player, to_player, ctx.cards(targets, 2), ctx.duel.reason_effect)


@api("Duel", "(c: Card, materials: Card|Group)", "Attach cards to an Xyz Monster as its materials.")
def Overlay(ctx, c, materials, adjust=None):
    operations.overlay(ctx.duel, ctx.card(c, 1), ctx.cards(materials, 2))


@api("Duel", "(player: integer, count: integer, reason: integer) -> integer", "player draws count cards.")
def Draw(ctx, player, count, reason):
    return turn.draw(ctx.duel, ctx.player(player, 1), ctx.count(count, 2), ctx.integer(reason, 3))


@api("Duel", "(player: integer, value: integer, reason: integer, is_step?: boolean) -> integer",
     "Inflict damage; returns the amount (is_step: the LP fall and its events wait for Duel.RDComplete).")
def Damage(ctx, player, value, reason, is_step=False):
    return operations.damage(ctx.duel, ctx.player(player, 1), ctx.integer(value, 2), ctx.duel.reason_effect,
                             ctx.integer(reason, 3), ctx.duel.reason_player, is_step=bool(is_step))


@api("Duel", "(player: integer, value: integer, reason: integer, is_step?: boolean) -> integer",
     "Gain LP; returns the amount (is_step: the LP gain and its event wait for Duel.RDComplete).")
def Recover(ctx, player, value, reason, is_step=False):
    return operations.recover(ctx.duel, ctx.player(player, 1), ctx.integer(value, 2), ctx.duel.reason_effect,
                              ctx.integer(reason, 3), ctx.duel.reason_player, is_step=bool(is_step))


@api("Duel", "(player: integer, count: integer, reason: integer) -> integer", "Send the top cards of the Deck to the GY.")
def DiscardDeck(ctx, player, count, reason):
    deck = ctx.duel.zone_list(ctx.player(player, 1), LOCATION_DECK)
    count = ctx.count(count, 2)
    top = list(reversed(deck[-count:])) if count else []
    return operations.send_to(ctx.duel, top, ctx.duel.reason_effect, ctx.integer(reason, 3), ctx.duel.reason_player,
                              LOCATION_GRAVE, routine="discard_deck")


@api("Duel", "(player: integer, f: function?, min: integer, max: integer, reason: integer, ex: Card|Group?, ...) -> integer",
     "player discards min-max matching cards from the hand.")
def DiscardHand(ctx, player, f, minimum, maximum, reason, ex=None, *extra):
    player = ctx.player(player, 1)
    candidates = _matching(ctx, f, player, LOCATION_HAND, 0, ex, extra)
    chosen = select_cards(ctx, player, candidates, ctx.integer(minimum, 3), ctx.integer(maximum, 4), "choose")
    # core: the reason as given (scripts add REASON_DISCARD themselves)
    return operations.send_to(ctx.duel, chosen, ctx.duel.reason_effect, ctx.integer(reason, 5),
                              ctx.duel.reason_player if ctx.duel.reason_player != PLAYER_NONE else player, LOCATION_GRAVE)


def _release_filter(ctx, f, extra):
    if f is None:
        return None
    function = ctx.function(f, 2)
    return lambda card: ctx.check(function, card, *extra)


@api("Duel", "(player: integer, f: function?, count: integer, ex: Card|Group?, ...) -> boolean",
     "Whether player can Tribute count monsters matching f (a cost).")
def CheckReleaseGroup(ctx, player, f, count, ex=None, *extra):
    return capabilities.check_release_list(ctx.duel, ctx.player(player, 1), ctx.integer(count, 3),
                                           _release_filter(ctx, f, extra), False, ctx.excepted(ex), REASON_COST)


@api("Duel", "(player: integer, f: function?, min: integer, max: integer, ex: Card|Group?, ...) -> Group",
     "player selects monsters to Tribute (a cost).")
def SelectReleaseGroup(ctx, player, f, minimum, maximum, ex=None, *extra):
    player = ctx.player(player, 1)
    own, extra_cards, one_of = capabilities.release_list(ctx.duel, player, _release_filter(ctx, f, extra), False,
                                                         ctx.excepted(ex), REASON_COST)
    chosen = select_cards(ctx, player, own + extra_cards + one_of, ctx.integer(minimum, 3), ctx.integer(maximum, 4),
                          "choose")
    capabilities.check_release_selection(chosen, one_of)
    return Group(chosen)


@api("Duel", "(player: integer, s: integer, o: integer, count: integer, reason: integer) -> boolean",
     "Whether player can detach count Xyz Materials from monsters on these sides.")
def CheckRemoveOverlayCard(ctx, player, s, o, count, reason):
    return overlay_removal.can_remove(ctx.duel, ctx.player(player, 1), None, ctx.integer(s, 2), ctx.integer(o, 3),
                                      ctx.integer(count, 4), ctx.integer(reason, 5))


@api("Duel", "(player: integer, s: integer, o: integer, min: integer, max: integer, reason: integer) -> integer",
     "player detaches min-max Xyz Materials.")
def RemoveOverlayCard(ctx, player, s, o, minimum, maximum, reason):
    return overlay_removal.remove(ctx.duel, ctx.integer(reason, 6), None, ctx.player(player, 1), ctx.integer(s, 2),
                                  ctx.integer(o, 3), ctx.integer(minimum, 4), ctx.integer(maximum, 5))


@api("Duel", "(player: integer, s: integer, o: integer) -> integer", "How many Xyz Materials are on these sides.")
def GetOverlayCount(ctx, player, s, o):
    return len(overlay_removal.overlay_group(ctx.duel, ctx.player(player, 1), s, o))


@api("Duel", "(player: integer, s: integer, o: integer) -> Group", "The Xyz Materials on these sides.")
def GetOverlayGroup(ctx, player, s, o):
    return Group(overlay_removal.overlay_group(ctx.duel, ctx.player(player, 1), s, o))


@api("Duel", "() -> Group", "The cards the last operation (send, destroy, Special Summon ...) affected.")
def GetOperatedGroup(ctx):
    return Group(ctx.duel.operated)

