"""Flag effects: the counters scripts keep on a card (Card.RegisterFlagEffect and its family) and
on a player (Duel.RegisterFlagEffect and its family).

A card's flag effect is, as in the core (scriptlib::card_register_flag_effect), a single effect
that cannot be negated, owned by the reason player, whose code is the script's code with
EFFECT_FLAG_EFFECT set; the card's single effects with that code are its flags.

A player's flag effect is, as in the core (scriptlib::duel_register_flag_effect), a field effect
that targets its player (EFFECT_FLAG_PLAYER_TARGET, range 1/0), cannot be negated and applies
from nowhere (EFFECT_FLAG_FIELD_ONLY); its code is the script's code with EFFECT_FLAG_EFFECT set.
It resets like any effect: RESET_PHASE counts down in turn.reset_phase_effects.
"""
from harness.constants import (
    EFFECT_FLAG_EFFECT, EFFECT_TYPE_FIELD, EFFECT_TYPE_SINGLE, EFFECT_FLAG_CANNOT_DISABLE, EFFECT_FLAG_PLAYER_TARGET,
    EFFECT_FLAG_FIELD_ONLY, RESET_PHASE, RESET_SELF_TURN, RESET_OPPO_TURN,
)
from ..values import stats
from . import operations

MAX_CARD_ID = 0xfffffff


def flag_code(code):
    return (code & MAX_CARD_ID) | EFFECT_FLAG_EFFECT


def _phase_reset_in_either_turn(reset):
    """A RESET_PHASE without a turn bit counts in either player's turn."""
    if reset & RESET_PHASE and not reset & (RESET_SELF_TURN | RESET_OPPO_TURN):
        reset |= RESET_SELF_TURN | RESET_OPPO_TURN
    return reset


def register_card_flag(duel, card, code, reset, prop, count, label=0, description=0):
    """Card.RegisterFlagEffect: a count of 0 means 1."""
    effect = duel.new_effect(card)
    effect.owner_player = duel.reason_player
    effect.type = EFFECT_TYPE_SINGLE
    effect.code = flag_code(code)
    effect.reset_flag = _phase_reset_in_either_turn(reset)
    effect.reset_count = count or 1
    effect.property = prop | EFFECT_FLAG_CANNOT_DISABLE
    effect.labels = [label]
    effect.description = description
    duel.register_effect(effect, card=card)
    return effect


def card_flags(card, code):
    """The card's single effects with the flag code (card->single_effect.equal_range)."""
    code = flag_code(code)
    return [e for e in card.effects if e.code == code and e.is_single]


def reset_card_flags(card, code):
    """Card.ResetFlagEffect: card::reset(code, RESET_CODE) removes them."""
    for effect in card_flags(card, code):
        operations.remove_effect(effect)


def card_flag_labels(card, code):
    """Card.GetFlagEffectLabel: the first label of each flag (0 for one without labels)."""
    return [e.labels[0] if e.labels else 0 for e in card_flags(card, code)]


def register_player_flag(duel, player, code, reset, prop, count, label=0):
    """Duel.RegisterFlagEffect: a count of 0 means 1; RESET_PHASE without a turn bit resets in
    either player's turn."""
    effect = duel.new_effect(None)               # the core's owner is its temp card
    effect.type = EFFECT_TYPE_FIELD
    effect.code = flag_code(code)
    effect.reset_flag = _phase_reset_in_either_turn(reset)
    effect.reset_count = count or 1
    effect.property = prop | EFFECT_FLAG_CANNOT_DISABLE | EFFECT_FLAG_PLAYER_TARGET | EFFECT_FLAG_FIELD_ONLY
    effect.target_range = (1, 0)
    effect.labels = [label]
    duel.register_effect(effect, player=player)
    return effect


def player_flags(duel, player, code):
    """field::filter_player_effect on the flag code: the flag effects that apply to the player,
    oldest first."""
    return sorted(stats.player_effects(duel, player, flag_code(code)), key=lambda e: e.id)


def _targets_player(effect, player):
    """effect::is_target_player for a player-target effect."""
    if not effect.has_property(EFFECT_FLAG_PLAYER_TARGET):
        return False
    owner = effect.handler.controller if effect.handler is not None else effect.owner_player
    self_range, opponent_range = effect.target_range
    return bool(self_range if player == owner else opponent_range)


def reset_player_flags(duel, player, code):
    """Duel.ResetFlagEffect: remove every field effect with the flag code that targets the player."""
    code = flag_code(code)
    for effect in [e for e in duel.effects_with_code(code) if e.is_field and _targets_player(e, player)]:
        operations.remove_effect(effect)


def set_player_flag_label(duel, player, code, label):
    """Duel.SetFlagEffectLabel: relabel the oldest flag effect; False when the player has none."""
    flags = player_flags(duel, player, code)
    if not flags:
        return False
    flags[0].labels = [label]
    return True


def set_card_flag_label(card, code, label):
    """Card.SetFlagEffectLabel: relabel the card's first flag effect with the code."""
    code = flag_code(code)
    for effect in card.effects:
        if effect.code == code:
            effect.labels = [label]
            return True
    return False
