"""Damage calculation: field::calculate_battle_damage (processor.cpp) in full, the battle
ATK/DEF (EFFECT_SET_BATTLE_ATTACK/DEFENSE), piercing, reflect/also/both, the changes to the
damage and who avoids it. It fills attack.battle_damage; battle.py inflicts it."""
from harness.constants import (
    POS_FACEUP_DEFENSE, POS_ATTACK, PLAYER_NONE, EFFECT_DEFENSE_ATTACK, EFFECT_SET_BATTLE_ATTACK,
    EFFECT_SET_BATTLE_DEFENSE, EFFECT_PIERCE, EFFECT_BOTH_BATTLE_DAMAGE, EFFECT_REFLECT_BATTLE_DAMAGE,
    EFFECT_ALSO_BATTLE_DAMAGE, EFFECT_CHANGE_BATTLE_DAMAGE, EFFECT_CHANGE_INVOLVING_BATTLE_DAMAGE,
    EFFECT_NO_BATTLE_DAMAGE, EFFECT_AVOID_BATTLE_DAMAGE, EFFECT_BATTLE_DAMAGE_TO_EFFECT,
    EFFECT_FLAG_PLAYER_TARGET, DOUBLE_DAMAGE, HALF_DAMAGE,
)
from ..values import stats
from .attack_rules import affected_by


def battle_attack(card):
    """card::get_battle_attack: the last EFFECT_SET_BATTLE_ATTACK, else its ATK."""
    setters = stats.applying(card, EFFECT_SET_BATTLE_ATTACK)
    return max(stats.effect_value(setters[-1], card), 0) if setters else stats.attack_and_defense(card)[0]


def battle_defense(card):
    setters = stats.applying(card, EFFECT_SET_BATTLE_DEFENSE)
    return max(stats.effect_value(setters[-1], card), 0) if setters else stats.attack_and_defense(card)[1]


def _player_effect(duel, player, code):
    found = stats.player_effects(duel, player, code)
    return found[0] if found else None


def _handler_player(effect):
    return effect.handler.controller if effect.handler is not None else effect.owner_player


def calculate(duel, attack):
    """field::calculate_battle_damage: fills attack.battle_damage; returns (damage-to-effect
    effect, the card that inflicts the damage, [attacker destroyed, target destroyed])."""
    attacker, target = attack.attacker, attack.target
    damage = attack.battle_damage
    damage[0] = damage[1] = 0
    attacker_value = battle_attack(attacker)
    pa, pd = attacker.controller, PLAYER_NONE
    damaged, reason_card, destroyed, pierce = 0, None, [False, False], False
    if attacker.is_position(POS_FACEUP_DEFENSE):
        defense_attack = stats.applying(attacker, EFFECT_DEFENSE_ATTACK)
        if defense_attack and stats.effect_value(defense_attack[0], attacker):
            attacker_value = battle_defense(attacker)
    if target is not None:
        pd = target.controller
        if target.is_position(POS_ATTACK):
            defender_value = battle_attack(target)
            if attacker_value > defender_value:
                damaged, reason_card, destroyed[1] = pd, attacker, True
                damage[damaged] = attacker_value - defender_value
            elif attacker_value < defender_value:
                damaged, reason_card, destroyed[0] = pa, target, True
                damage[damaged] = defender_value - attacker_value
            elif attacker_value != 0:
                destroyed = [True, True]
        else:
            defender_value = battle_defense(target)
            if attacker_value > defender_value:
                pierces = stats.applying(attacker, EFFECT_PIERCE)
                if pierces:
                    pierce, reason_card = True, attacker
                    _piercing_damage(duel, attack, pierces, attacker_value - defender_value)
                destroyed[1] = True
            elif attacker_value < defender_value:
                damaged, reason_card = pa, target
                damage[damaged] = defender_value - attacker_value
    elif attacker_value != 0:
        damaged, reason_card = 1 - pa, attacker
        damage[damaged] = attacker_value
    to_effect = None
    if reason_card is not None and not pierce:
        to_effect = stats.applying(reason_card, EFFECT_BATTLE_DAMAGE_TO_EFFECT)
        to_effect = to_effect[0] if to_effect else None
        if to_effect is None:
            damage_card = target if reason_card is attacker else attacker
            _modify_damage(duel, attack, reason_card, damage_card, damaged)
    if not damage[0] and not damage[1]:
        reason_card = None
    return to_effect, reason_card, destroyed


def _reflect_and_also(duel, damage, pa, damaged, both, reflect, also):
    """The REFLECT/ALSO_BATTLE_DAMAGE part, identical in both branches of the core."""
    if both:     # the turn player's effect applies first
        for side, owner in ((pa, pa), (1 - pa, pa), (pa, 1 - pa), (1 - pa, 1 - pa)):
            if reflect[side] is not None and _handler_player(reflect[side]) == owner:
                damage[1 - side] += damage[side]
                damage[side] = 0
                return
        return
    if reflect[damaged] is not None:
        damage[1 - damaged] += damage[damaged]
        damage[damaged] = damage[1 - damaged] if also[1 - damaged] else 0
    elif also[damaged]:
        damage[1 - damaged] += damage[damaged]
        if reflect[1 - damaged] is not None:
            damage[damaged] += damage[1 - damaged]
            damage[1 - damaged] = 0


def _change_effects(duel, cards, players):
    found = []
    for card, codes in cards:
        if card is not None:
            for code in codes:
                found += stats.applying(card, code)
    for player in players:
        found += stats.player_effects(duel, player, EFFECT_CHANGE_BATTLE_DAMAGE)
    unique = []
    for effect in found:
        if effect not in unique:
            unique.append(effect)
    return stats._sorted(unique)


def _apply_changes(duel, damage, effects, keep_minimum):
    for player in (0, 1):
        double = half = False
        value, current_min = -1, None
        for effect in effects:
            if not effect.has_property(EFFECT_FLAG_PLAYER_TARGET):
                result = stats.effect_value(effect, player)
            elif _player_targeted(effect, player):
                result = stats.effect_value(effect)
            else:
                result = -1
            if result == 0:
                value = 0
                break
            if result > 0 and (not keep_minimum or current_min is None or result < current_min):
                current_min = result
                value = result
            elif result == DOUBLE_DAMAGE:
                double = True
            elif result == HALF_DAMAGE:
                half = True
        if double and half:
            double = half = False
        if double:
            damage[player] *= 2
        if half:
            damage[player] //= 2
        if value >= 0 and damage[player] > 0:
            damage[player] = value


def _player_targeted(effect, player):
    owner = _handler_player(effect)
    self_range, opponent_range = effect.target_range
    return bool(self_range if player == owner else opponent_range)


def _piercing_damage(duel, attack, pierces, amount):
    attacker, target = attack.attacker, attack.target
    damage = attack.battle_damage
    pa, pd = attacker.controller, target.controller
    to = [False, False]
    for effect in pierces:
        to[1 - _handler_player(effect)] = True
    for player in (0, 1):
        if to[player]:
            damage[player] = amount
    if any(stats.effect_value(e) == DOUBLE_DAMAGE for e in pierces):
        for player in (0, 1):
            if to[player]:
                damage[player] *= 2
    both = to[0] and to[1]
    damaged = 0 if to[0] else 1
    if not both and (stats.applying(attacker, EFFECT_BOTH_BATTLE_DAMAGE) or stats.applying(target, EFFECT_BOTH_BATTLE_DAMAGE)):
        damage[1 - damaged] = damage[damaged]
        both = True
    reflect = [None, None]
    reflect[pd] = stats.affected_with_value(target, EFFECT_REFLECT_BATTLE_DAMAGE, attacker) \
        or _player_effect(duel, pd, EFFECT_REFLECT_BATTLE_DAMAGE)
    reflect[1 - pd] = stats.affected_with_value(attacker, EFFECT_REFLECT_BATTLE_DAMAGE, target) \
        or _player_effect(duel, 1 - pd, EFFECT_REFLECT_BATTLE_DAMAGE)
    also = [False, False]
    if not both:
        also[pd] = bool(stats.applying(target, EFFECT_ALSO_BATTLE_DAMAGE) or _player_effect(duel, pd, EFFECT_ALSO_BATTLE_DAMAGE))
        also[1 - pd] = bool(stats.applying(attacker, EFFECT_ALSO_BATTLE_DAMAGE)
                            or _player_effect(duel, 1 - pd, EFFECT_ALSO_BATTLE_DAMAGE))
    _reflect_and_also(duel, damage, pa, damaged, both, reflect, also)
    changes = _change_effects(duel, [(attacker, (EFFECT_CHANGE_BATTLE_DAMAGE, EFFECT_CHANGE_INVOLVING_BATTLE_DAMAGE)),
                                     (target, (EFFECT_CHANGE_INVOLVING_BATTLE_DAMAGE,))], (pa, 1 - pa))
    _apply_changes(duel, damage, changes, keep_minimum=False)
    if stats.applying(attacker, EFFECT_NO_BATTLE_DAMAGE) or affected_by(target, EFFECT_AVOID_BATTLE_DAMAGE, attacker) \
            or _player_effect(duel, pd, EFFECT_AVOID_BATTLE_DAMAGE):
        damage[pd] = 0
    if stats.applying(target, EFFECT_NO_BATTLE_DAMAGE) or affected_by(attacker, EFFECT_AVOID_BATTLE_DAMAGE, target) \
            or _player_effect(duel, 1 - pd, EFFECT_AVOID_BATTLE_DAMAGE):
        damage[1 - pd] = 0


def _modify_damage(duel, attack, reason_card, damage_card, damaged):
    damage = attack.battle_damage
    pa = attack.attacker.controller
    both = False
    if stats.applying(reason_card, EFFECT_BOTH_BATTLE_DAMAGE) or (
            damage_card is not None and stats.applying(damage_card, EFFECT_BOTH_BATTLE_DAMAGE)):
        damage[1 - damaged] = damage[damaged]
        both = True
    reflect = [None, None]
    if damage_card is not None:
        reflect[damaged] = stats.affected_with_value(damage_card, EFFECT_REFLECT_BATTLE_DAMAGE, reason_card)
    reflect[damaged] = reflect[damaged] or _player_effect(duel, damaged, EFFECT_REFLECT_BATTLE_DAMAGE)
    reflect[1 - damaged] = stats.affected_with_value(reason_card, EFFECT_REFLECT_BATTLE_DAMAGE, damage_card) \
        or _player_effect(duel, 1 - damaged, EFFECT_REFLECT_BATTLE_DAMAGE)
    also = [False, False]
    if not both:
        also[damaged] = bool((damage_card is not None and stats.applying(damage_card, EFFECT_ALSO_BATTLE_DAMAGE))
                             or _player_effect(duel, damaged, EFFECT_ALSO_BATTLE_DAMAGE))
        also[1 - damaged] = bool(stats.applying(reason_card, EFFECT_ALSO_BATTLE_DAMAGE)
                                 or _player_effect(duel, 1 - damaged, EFFECT_ALSO_BATTLE_DAMAGE))
    _reflect_and_also(duel, damage, pa, damaged, both, reflect, also)
    changes = _change_effects(duel, [(reason_card, (EFFECT_CHANGE_BATTLE_DAMAGE, EFFECT_CHANGE_INVOLVING_BATTLE_DAMAGE)),
                                     (damage_card, (EFFECT_CHANGE_INVOLVING_BATTLE_DAMAGE,))], (damaged, 1 - damaged))
    _apply_changes(duel, damage, changes, keep_minimum=True)
    if stats.applying(reason_card, EFFECT_NO_BATTLE_DAMAGE) or (
            damage_card is not None and affected_by(damage_card, EFFECT_AVOID_BATTLE_DAMAGE, reason_card)) \
            or _player_effect(duel, damaged, EFFECT_AVOID_BATTLE_DAMAGE):
        damage[damaged] = 0
    if (damage_card is not None and stats.applying(damage_card, EFFECT_NO_BATTLE_DAMAGE)) \
            or affected_by(reason_card, EFFECT_AVOID_BATTLE_DAMAGE, damage_card) \
            or _player_effect(duel, 1 - damaged, EFFECT_AVOID_BATTLE_DAMAGE):
        damage[1 - damaged] = 0
