"""The adjust pass the core runs whenever a player would get control back (processor adjust).

Implemented, in the core's order: control (step 4: a monster goes to the player its last
applying EFFECT_SET_CONTROL names, else back to its owner) and the equip check (step 10: an
equip whose monster no longer satisfies its EFFECT_EQUIP_LIMIT is destroyed by rule). Equips
that lost their monster are destroyed by the operation that moved it, as in the core.
"""
from harness.constants import LOCATION_MZONE, LOCATION_SZONE, REASON_RULE, PLAYER_NONE
from . import operations, stats

_MAX_ROUNDS = 32   # adjust repeats while it changes something; a loop longer than this is a bug


def adjust(duel):
    for _ in range(_MAX_ROUNDS):
        if not (_control_check(duel) or _equip_check(duel)):
            return
    raise RuntimeError("adjust did not settle after 32 rounds")


def _control_check(duel):
    moves = {0: [], 1: []}
    for player in (0, 1):
        for card in duel.zone_list(player, LOCATION_MZONE):
            if card is not None:
                wanted = operations.desired_controller(card)
                if wanted != card.controller and wanted in (0, 1):
                    moves[wanted].append(card)
    # As the core: the turn player takes back first.
    for player in (duel.turn_player, 1 - duel.turn_player):
        if moves[player]:
            operations.get_control(duel, moves[player], None, PLAYER_NONE, player)
    return bool(moves[0] or moves[1])


def _equip_check(duel):
    illegal = []
    for player in (duel.turn_player, 1 - duel.turn_player):
        for card in duel.zone_list(player, LOCATION_SZONE)[:5]:
            if card is not None and card.equip_target is not None \
                    and not stats.equip_limit_allows(card, card.equip_target):
                illegal.append(card)
    if illegal:
        operations.destroy(duel, illegal, None, REASON_RULE, PLAYER_NONE)
    return bool(illegal)
