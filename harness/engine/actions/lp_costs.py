"""LP costs: whether a player can pay one and paying it (field::check_lp_cost, field::pay_lp_cost
in field.cpp and operations.cpp): EFFECT_LPCOST_CHANGE changes the amount, EFFECT_LPCOST_REPLACE
may pay it instead."""
from harness.constants import EFFECT_LPCOST_CHANGE, EFFECT_LPCOST_REPLACE, EVENT_PAY_LPCOST
from ..values import stats
from . import replacement
from .operations import raise_event


def changed_cost(duel, player, cost):
    """Each EFFECT_LPCOST_CHANGE of the player in turn: value(reason effect, player, cost so far)."""
    for change in stats.player_effects(duel, player, EFFECT_LPCOST_CHANGE):
        cost = stats.effect_value(change, duel.reason_effect, player, cost)
    return cost


def check_lp_cost(duel, player, cost, must_pay=False):
    """field::check_lp_cost (Duel.CheckLPCost; a cost of 0 or less is refused by the binding):
    a changed cost of 0 or less is payable unless must_pay; else an EFFECT_LPCOST_REPLACE that can
    be activated for (ev = the cost as asked) pays it unless must_pay; else the LP must cover it."""
    value = changed_cost(duel, player, cost)
    if value <= 0:
        return not must_pay
    if not must_pay and replacement.cost_replacements(duel, EFFECT_LPCOST_REPLACE, player, cost, 0):
        return True
    return value <= duel.players[player].lp


def pay_lp_cost(duel, player, cost, must_pay=False):
    """field::pay_lp_cost: the changed cost (nothing to pay at 0 or less); the player pays it (when
    the LP cover it) or, unless must_pay, lets an EFFECT_LPCOST_REPLACE pay it (ev = the changed
    cost); a cost nobody can pay is not paid. Paying raises EVENT_PAY_LPCOST."""
    duel.guard("paid LP")
    value = changed_cost(duel, player, cost)
    if value <= 0:
        return
    payable = value <= duel.players[player].lp
    replacements = [] if must_pay else replacement.cost_replacements(duel, EFFECT_LPCOST_REPLACE, player, value, 0)
    possible, chosen = replacement.choose_cost_replacement(duel, player, payable, replacements)
    if not possible:
        return
    if chosen is not None:
        replacement.solve_cost_replacement(duel, chosen, player, value, 0)
        return
    duel.players[player].lp -= value
    raise_event(duel, EVENT_PAY_LPCOST, [], duel.reason_effect, 0, player, player, value)
