"""Negating the chain links of a card whose effects are being negated (Duel.NegateRelatedChain),
and whether an effect can affect a card at all (immunity).

As the core (scriptlib::duel_negate_related_chain): each chain link the card activated and is
still related to gets a single EFFECT_DISABLE_CHAIN on the card whose value is the link's chain
id; when that link resolves, field::is_chain_disabled finds it and the link resolves without
effect. The effect resets with RESET_CHAIN (the chain's end), with RESET_EVENT and the reset
events the script gives (RESET_TURN_SET: the card turned face-down is no longer negated).

`link_disabled_by_card_effect` is the resolution-time half: chain._resolve_link must consult it
next to `link.effect_negated` for the negation to take effect (see the module's report).
Immunity (card::is_affect_by_effect) lives in stats.py, which needs it to filter effects;
`negation.is_affected_by` names the same function.
"""
from harness.constants import (
    EFFECT_TYPE_SINGLE, EFFECT_DISABLE_CHAIN, RESET_CHAIN, RESET_EVENT,
)
from .stats import is_affected_by, is_immune  # noqa: F401  (immunity is read with the effects: stats.py)


def refuses_registration(duel, card):
    """Card.RegisterEffect without `forced` (libcard.cpp card_register_effect): a card unaffected
    by the effect whose script is running does not get the effect (a monster under Forbidden
    Lance's immunity keeps its ATK against a second Lance or Shrink)."""
    return duel.reason_effect is not None and not is_affected_by(card, duel.reason_effect)


def negate_related_chain(duel, card, reset_flag):
    """Duel.NegateRelatedChain: with at least 2 links on the chain and the card not immune to
    the effect doing it, mark every link of the card's it is still related to as negated."""
    reason_effect = duel.reason_effect
    if len(duel.chain) < 2 or not is_affected_by(card, reason_effect):
        return
    duel.guard(lambda: f"negated the chain links of {card.describe()}")
    for link in reversed(duel.chain):
        if link.effect.handler is card and card.is_related_to_link(link):
            negation = duel.new_effect(reason_effect.handler if reason_effect is not None else None)
            negation.type = EFFECT_TYPE_SINGLE
            negation.code = EFFECT_DISABLE_CHAIN
            negation.value = link.chain_id
            negation.reset_flag = RESET_CHAIN | RESET_EVENT | reset_flag
            duel.register_effect(negation, card=card)


def link_disabled_by_card_effect(link):
    """field::is_chain_disabled, its EFFECT_DISABLE_CHAIN half: the link's handler carries a
    negation naming the link's chain id (registered by NegateRelatedChain)."""
    handler = link.effect.handler
    return handler is not None and any(e.code == EFFECT_DISABLE_CHAIN and e.value == link.chain_id
                                       for e in handler.effects)
