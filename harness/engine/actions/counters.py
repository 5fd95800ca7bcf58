"""Counters on a card: whether a player may place them, placing and removing them
(Card.IsCanAddCounter, AddCounter, RemoveCounter, GetCounter; Duel.IsCanAddCounter).

Each function names the core function whose answer it reproduces (card.cpp, field.cpp,
operations.cpp, libcard.cpp). What a card may hold by its own permit and what a removal could
be replaced by are in card_rules (is_can_have_counter, is_player_can_remove_counter).

Not modelled: a removal from one card replaced by EFFECT_RCOUNTER_REPLACE (field::remove_counter
offers the replacement; the harness removes the counters).
"""
from harness.constants import (
    COUNTER_WITHOUT_PERMIT, EFFECT_CANNOT_PLACE_COUNTER, EFFECT_COUNTER_LIMIT, EFFECT_COUNTER_PERMIT,
    EVENT_ADD_COUNTER, REASON_EFFECT,
)
from ..values import negation, queries, stats
from . import duel_rules, operations

COUNTER_TYPE_MASK = 0xffff      # the core keeps counter types as uint16


def player_can_place_counters(duel, player):
    """Duel.IsCanAddCounter(player): field::is_player_can_action(EFFECT_CANNOT_PLACE_COUNTER), no
    prohibition without a target function."""
    return queries.player_can_act(duel, player, EFFECT_CANNOT_PLACE_COUNTER)


def player_can_place_counter(duel, player, card):
    """field::is_player_can_place_counter: no EFFECT_CANNOT_PLACE_COUNTER on the player forbids it
    (one with a target function gets the effect, the card and the player)."""
    return duel_rules.player_can(duel, player, EFFECT_CANNOT_PLACE_COUNTER, card)


def counter_count(card, countertype):
    """Card.GetCounter: how many counters of that type it has; type 0: how many types it has."""
    countertype &= COUNTER_TYPE_MASK
    if countertype == 0:
        return len(card.counters)
    return card.counters.get(countertype, 0)


def counter_limit(card, countertype):
    """The value of the newest EFFECT_COUNTER_LIMIT for that type (0: none)."""
    limits = stats.applying(card, EFFECT_COUNTER_LIMIT + countertype)
    return stats.effect_value(limits[-1]) if limits else 0


def can_add_counter(duel, card, player, countertype, count, singly=False, location=0):
    """card::is_can_add_counter: the player may place it; the card is face-up on the field (unless a
    location is given); a counter with a permit needs an EFFECT_COUNTER_PERMIT for it (whose range
    covers the location, when one is given); and an EFFECT_COUNTER_LIMIT is not exceeded (by one
    counter, singly)."""
    countertype &= COUNTER_TYPE_MASK
    if not player_can_place_counter(duel, player, card):
        return False
    if not location and (not card.is_onfield() or not card.is_faceup()):
        return False
    if not countertype & COUNTER_WITHOUT_PERMIT:
        permits = stats.applying(card, EFFECT_COUNTER_PERMIT + countertype)
        if not any(not location or location & permit.range for permit in permits):
            return False
    limit = counter_limit(card, countertype)
    added = 1 if singly else count
    return not (limit > 0 and card.counters.get(countertype, 0) + added > limit)


def add_counter(duel, card, player, countertype, count, singly=False):
    """Card.AddCounter: nothing on a card the reason effect cannot affect; card::add_counter: when
    card::is_can_add_counter allows it, the counters are placed (singly: no more than the limit
    leaves room for) and the card gets EVENT_ADD_COUNTER+type as a single event."""
    duel.guard(lambda: f"placed counters on {card.describe()}")
    countertype &= COUNTER_TYPE_MASK
    reason_effect = duel.reason_effect
    if not negation.is_affected_by(card, reason_effect):
        return False
    if not can_add_counter(duel, card, player, countertype, count, singly):
        return False
    added = count
    limit = counter_limit(card, countertype) if singly else 0
    if limit:
        added = min(added, max(limit - card.counters.get(countertype, 0), 0))
    card.counters[countertype] = card.counters.get(countertype, 0) + added
    operations.raise_single_event(duel, card, EVENT_ADD_COUNTER + countertype, (), reason_effect, REASON_EFFECT,
                                  player, player, added)
    return True


def remove_counter(duel, card, countertype, count):
    """Card.RemoveCounter. Type 0 removes every counter (libcard.cpp: true when it had any).
    Otherwise field::remove_counter for one card: false when it has fewer than `count`; else
    card::remove_counter takes them (all of them when it has no more) and the answer is true. The
    core raises EVENT_REMOVE_COUNTER only for a removal from several cards (Duel.RemoveCounter)."""
    duel.guard(lambda: f"removed counters from {card.describe()}")
    countertype &= COUNTER_TYPE_MASK
    if countertype == 0:
        had = bool(card.counters)
        card.counters.clear()
        return had
    held = card.counters.get(countertype, 0)
    if held < count:
        return False
    if held <= count:
        card.counters.pop(countertype, None)
    else:
        card.counters[countertype] = held - count
    return True
