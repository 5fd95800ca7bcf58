"""Activation legality and the chain: checking, activating, responding and resolving.

Mirrors the core's flow (effect::is_activateable, field::add_chain, field::solve_chain) for the
parts the harness implements: card activation of Spells and Traps on EVENT_FREE_CHAIN.
"""
from dataclasses import dataclass, field

from harness.constants import (
    EFFECT_TYPE_ACTIVATE, EFFECT_FLAG_CONTINUOUS_TARGET, EVENT_FREE_CHAIN,
    LOCATION_HAND, LOCATION_SZONE, LOCATION_GRAVE, POS_FACEUP, PLAYER_NONE, REASON_RULE,
    PHASE_MAIN1, PHASE_MAIN2, TYPE_SPELL, TYPE_TRAP, TYPE_QUICKPLAY, TYPE_COUNTER, TYPE_CONTINUOUS,
    TYPE_FIELD, TYPE_EQUIP, TYPE_PENDULUM, EVENT_CHAINING, EVENT_CHAIN_SOLVING, EVENT_CHAIN_SOLVED,
    EVENT_CHAIN_END, EFFECT_COUNT_CODE_OATH, EFFECT_COUNT_CODE_DUEL, EFFECT_COUNT_CODE_SINGLE,
)
from .errors import IllegalAction, NotImplementedByHarness
from .events import event_name
from . import adjust, operations, stats


@dataclass(eq=False)
class ChainLink:
    effect: object
    player: int
    chain_id: int
    chain_count: int
    event: object = None
    targets: object = None               # Group of cards chosen by SelectTarget
    target_player: int = PLAYER_NONE
    target_param: int = 0
    operation_infos: dict = field(default_factory=dict)   # category -> (group, count, player, param)
    continuous_card: bool = False        # CHAIN_CONTINUOUS_CARD: a card that stays on the field
    activation_negated: bool = False
    effect_negated: bool = False

    @property
    def handler(self):
        return self.effect.handler


@dataclass
class Verdict:
    ok: bool
    reason: str = ""

    def __bool__(self):
        return self.ok


# -- legality ------------------------------------------------------------------------------------------
def spell_speed(effect):
    card_type = stats.current_type(effect.handler)
    if card_type & TYPE_TRAP:
        return 3 if card_type & TYPE_COUNTER else 2
    if card_type & TYPE_QUICKPLAY:
        return 2
    return 1


def event_arguments(link_or_none):
    """(eg, ep, ev, re, r, rp) for a callback; EVENT_FREE_CHAIN has no event."""
    return (None, PLAYER_NONE, 0, None, 0, PLAYER_NONE)


def check_activation(duel, effect, player):
    """Whether `player` may activate `effect` now: the core's legality flow, with no side effect."""
    handler = effect.handler
    if not effect.type & EFFECT_TYPE_ACTIVATE:
        raise NotImplementedByHarness(
            f"activating effects of type {effect.type:#x} (only card activations, EFFECT_TYPE_ACTIVATE, so far)")
    if effect.code != EVENT_FREE_CHAIN:
        raise NotImplementedByHarness(f"activation on {event_name(effect.code)} (only EVENT_FREE_CHAIN so far)")
    if handler.controller != player:
        return Verdict(False, f"{handler.describe()} is not controlled by player {player}")
    card_type = stats.current_type(handler)
    if not card_type & (TYPE_SPELL | TYPE_TRAP):
        return Verdict(False, f"{handler.describe()} is not a Spell or Trap")
    speed = spell_speed(effect)
    if handler.current.location == LOCATION_HAND:
        if card_type & TYPE_TRAP:
            return Verdict(False, "a Trap cannot be activated from the hand")
        if not card_type & TYPE_FIELD and not duel.free_sequences(player, LOCATION_SZONE):
            return Verdict(False, "no free Spell & Trap Zone")
        if card_type & TYPE_QUICKPLAY and duel.turn_player != player:
            return Verdict(False, "a Quick-Play Spell can be activated from the hand only in your own turn")
    elif handler.current.location == LOCATION_SZONE and handler.is_facedown():
        if handler.set_turn == duel.turn and card_type & (TYPE_TRAP | TYPE_QUICKPLAY):
            return Verdict(False, "it was Set this turn")
    else:
        return Verdict(False, f"{handler.describe()} is neither in the hand nor Set")
    if speed == 1:
        if duel.turn_player != player or duel.phase not in (PHASE_MAIN1, PHASE_MAIN2):
            return Verdict(False, "spell speed 1: only in your own Main Phase")
        if duel.chain:
            return Verdict(False, "spell speed 1: not in response to a chain")
    if duel.chain and spell_speed(duel.chain[-1].effect) > speed:
        return Verdict(False, "its spell speed is lower than the chain link it would respond to")
    if not _count_limit_available(duel, effect, player):
        return Verdict(False, "its count limit is used up")
    args = (effect, player) + event_arguments(None)
    with duel.acting(effect, player):
        if effect.condition is not None and not _truthy(duel.host.call(effect.condition, *args)):
            return Verdict(False, "its condition is not met")
        if effect.cost is not None and not _truthy(duel.host.call(effect.cost, *args, 0)):
            return Verdict(False, "its cost cannot be paid (cost with chk==0 returned false)")
        if effect.target is not None and not _truthy(duel.host.call(effect.target, *args, 0)):
            return Verdict(False, "it has no legal target (target with chk==0 returned false)")
    return Verdict(True)


def _truthy(result):
    return bool(result) and result[0] not in (None, False)


def _count_key(effect, player):
    if effect.count_code:
        code = effect.count_code & 0xfffffff
        return ("code", player if not effect.count_code & EFFECT_COUNT_CODE_DUEL else PLAYER_NONE, code)
    return ("effect", effect.id)


def _count_limit_available(duel, effect, player):
    if not effect.count_limit_max:
        return True
    return duel.count_limits.get(_count_key(effect, player), 0) < effect.count_limit_max


def _use_count_limit(duel, effect, player):
    if effect.count_limit_max:
        key = _count_key(effect, player)
        duel.count_limits[key] = duel.count_limits.get(key, 0) + 1


def activatable_effects(duel, card, player):
    """The card's activation effects, with a verdict for each (for reports and expect_activatable)."""
    return [(e, check_activation(duel, e, player)) for e in card.effects if e.type & EFFECT_TYPE_ACTIVATE]


# -- activating -----------------------------------------------------------------------------------------
def activate(duel, effect, player):
    """Activate an effect as a new chain link: place the card, pay the cost, choose targets."""
    verdict = check_activation(duel, effect, player)
    if not verdict:
        raise IllegalAction(f"{effect.handler.describe()} cannot be activated now: {verdict.reason}")
    handler = effect.handler
    if handler.current.location == LOCATION_HAND:
        operations.move_to_field(duel, handler, player, player, LOCATION_SZONE, POS_FACEUP, enable=False)
    elif handler.is_facedown():
        handler.current.position = POS_FACEUP        # flipped by the activation, effects not yet enabled
    duel.chain_ids += 1
    link = ChainLink(effect, player, duel.chain_ids, len(duel.chain) + 1)
    duel.chain.append(link)
    handler.create_relation(link)
    _use_count_limit(duel, effect, player)
    args = (effect, player) + event_arguments(link)
    with duel.acting(effect, player, link):
        if effect.cost is not None:
            duel.host.call(effect.cost, *args, 1)
        if effect.target is not None:
            duel.host.call(effect.target, *args, 1)
    card_type = stats.current_type(handler)
    if not card_type & (TYPE_CONTINUOUS | TYPE_FIELD | TYPE_EQUIP | TYPE_PENDULUM):
        handler.leave_confirmed = True
    if card_type & (TYPE_SPELL | TYPE_TRAP) and card_type & (TYPE_CONTINUOUS | TYPE_FIELD | TYPE_EQUIP | TYPE_PENDULUM) \
            and handler.is_related_to_link(link) and handler.current.location == LOCATION_SZONE:
        link.continuous_card = True
    operations.raise_event(duel, EVENT_CHAINING, [handler], effect, 0, player, player, link.chain_count)
    adjust.adjust(duel)
    return link


# -- resolving ------------------------------------------------------------------------------------------
def resolve_chain(duel):
    """field::solve_chain: resolve every link, last in first out, then the end-of-chain rules."""
    while duel.chain:
        _resolve_link(duel, duel.chain[-1])
        duel.chain.pop()
        adjust.adjust(duel)
    duel.chain_solving = False
    leaving = [c for c in duel.field_cards() if c.leave_confirmed]
    for card in leaving:
        card.leave_confirmed = False
    if leaving:
        operations.send_to(duel, leaving, None, REASON_RULE, PLAYER_NONE, LOCATION_GRAVE)
    operations.raise_event(duel, EVENT_CHAIN_END)
    adjust.adjust(duel)


def _resolve_link(duel, link):
    effect, handler = link.effect, link.handler
    duel.chain_solving = True
    if not link.activation_negated:
        operations.raise_event(duel, EVENT_CHAIN_SOLVING, [], effect, 0, link.player, link.player, link.chain_count)
        if not (link.continuous_card and not handler.is_related_to_link(link)):
            if effect.type & EFFECT_TYPE_ACTIVATE and handler.is_related_to_link(link):
                handler.effect_enabled = handler.is_faceup()
            # an operation that creates a continuous target runs even when the effect is negated
            negated = link.effect_negated or (stats.is_disabled(handler) and handler.is_related_to_link(link))
            if not negated or effect.has_property(EFFECT_FLAG_CONTINUOUS_TARGET):
                _run_operation(duel, link)
    if link.targets is not None:
        for target in link.targets:
            target.release_relation(link)
    if stats.current_type(handler) & TYPE_EQUIP and effect.type & EFFECT_TYPE_ACTIVATE \
            and handler.equip_target is None and handler.is_related_to_link(link):
        handler.leave_confirmed = True       # an Equip Spell that did not equip goes to the GY
    handler.release_relation(link)
    operations.raise_event(duel, EVENT_CHAIN_SOLVED, [], effect, 0, link.player, link.player, link.chain_count)


def _run_operation(duel, link):
    if link.effect.operation is None:
        return
    with duel.acting(link.effect, link.player, link):
        duel.host.call(link.effect.operation, link.effect, link.player, *event_arguments(link))
