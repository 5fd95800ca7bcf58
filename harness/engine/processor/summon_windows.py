"""The "would be summoned" windows of ygopro-core (operations.cpp summon / flip_summon /
special_summon_rule): a Normal Summon, a Flip Summon and a Special Summon by a card's own
procedure are announced (EVENT_SUMMON, EVENT_FLIP_SUMMON, EVENT_SPSUMMON) while the monster is on
the field with STATUS_SUMMONING; only effects on that event may respond (the point is run without
triggers and without free-chain effects), and Duel.NegateSummon stops the summon there. A
negated monster left on the field is sent to the GY by rule; the summon's success events are not
raised. Summons by effects (Duel.SpecialSummon) have no such window.
"""
from harness.constants import (
    EVENT_SUMMON, EVENT_FLIP_SUMMON, EVENT_SPSUMMON, EVENT_SUMMON_NEGATED, EVENT_FLIP_SUMMON_NEGATED,
    EVENT_SPSUMMON_NEGATED, EFFECT_CANNOT_DISABLE_SUMMON, EFFECT_CANNOT_DISABLE_FLIP_SUMMON,
    EFFECT_CANNOT_DISABLE_SPSUMMON, STATUS_SUMMONING, STATUS_SUMMON_DISABLED, STATUS_PROC_COMPLETE,
    STATUS_FLIP_SUMMONING, STATUS_FLIP_SUMMON_DISABLED,
    LOCATION_MZONE, LOCATION_GRAVE, REASON_RULE, REASON_EFFECT, PLAYER_NONE,
)
from ..values import negation, stats
from ..actions import operations
from . import chain

_CANNOT_DISABLE = {EVENT_SUMMON: EFFECT_CANNOT_DISABLE_SUMMON, EVENT_FLIP_SUMMON: EFFECT_CANNOT_DISABLE_FLIP_SUMMON,
                   EVENT_SPSUMMON: EFFECT_CANNOT_DISABLE_SPSUMMON}
# the status a monster has while announced, and once its summon is negated (a Flip Summon has its own)
_STATUS = {EVENT_SUMMON: (STATUS_SUMMONING, STATUS_SUMMON_DISABLED), EVENT_SPSUMMON: (STATUS_SUMMONING, STATUS_SUMMON_DISABLED),
           EVENT_FLIP_SUMMON: (STATUS_FLIP_SUMMONING, STATUS_FLIP_SUMMON_DISABLED)}
_NEGATED = {EVENT_SUMMON: EVENT_SUMMON_NEGATED, EVENT_FLIP_SUMMON: EVENT_FLIP_SUMMON_NEGATED,
            EVENT_SPSUMMON: EVENT_SPSUMMON_NEGATED}


def _statuses(duel, code):
    """The window's (announced, negated) statuses: a Gemini Summon is announced as EVENT_SUMMON
    with the Flip Summon's statuses (core.is_gemini_summoning)."""
    return _STATUS[EVENT_FLIP_SUMMON] if duel.gemini_summoning else _STATUS[code]


def window(duel, code, cards, reason_effect, player):
    """Announce the summon of `cards` and let the players respond. Returns the cards whose
    summon goes on (the others were negated). No window opens during a chain (a summon by a
    resolving effect, operations.cpp summon step 12), nor for a monster whose summon cannot be
    negated (EFFECT_CANNOT_DISABLE_SUMMON...): those go on at once."""
    if duel.chain:
        return list(cards)
    certain = [c for c in cards if stats.applying(c, _CANNOT_DISABLE[code])]
    cards = [c for c in cards if c not in certain]
    if not cards:
        return certain
    summoning, disabled = _statuses(duel, code)
    for card in cards:
        card.status_flags = (card.status_flags | summoning) & ~disabled
    saved = duel.window_events, duel.summon_window
    event = operations.raise_event(duel, code, cards, reason_effect, 0, player, player, single_cards=[])
    duel.window_events, duel.summon_window = [event], code
    try:
        if duel.summon_responder is not None:
            duel.summon_responder()
        if duel.chain:
            chain.resolve_chain(duel)
    finally:
        duel.window_events, duel.summon_window = saved
    going_on = [c for c in cards if c.status_flags & summoning and c.current.location == LOCATION_MZONE]
    for card in cards:
        card.status_flags &= ~summoning
    negated = [c for c in cards if c.status_flags & disabled and c.current.location == LOCATION_MZONE]
    if negated:
        operations.send_to(duel, negated, None, REASON_RULE, PLAYER_NONE, LOCATION_GRAVE)
    return certain + going_on


def negate_summon(duel, cards, reason_effect, reason_player):
    """Duel.NegateSummon: the monsters being summoned in the open window are not summoned
    (card::is_summon_negatable); EVENT_*_NEGATED is raised for them."""
    code = duel.summon_window
    if code is None:
        return
    summoning, disabled = _statuses(duel, code)
    flip_like = code == EVENT_FLIP_SUMMON or duel.gemini_summoning      # card::is_summon_negatable
    negated = []
    for card in cards:
        if not card.status_flags & summoning or stats.applying(card, _CANNOT_DISABLE[code]):
            continue
        if flip_like and not negation.is_affected_by(card, reason_effect):
            continue
        cleared = summoning | (0 if flip_like else STATUS_PROC_COMPLETE)
        card.status_flags = (card.status_flags & ~cleared) | disabled
        negated.append(card)
    if negated:
        operations.raise_event(duel, _NEGATED[code], negated, reason_effect, REASON_EFFECT, reason_player,
                               negated[0].summon_player)
