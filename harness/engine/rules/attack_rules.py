"""Who may attack what: the attack counters, the Battle Phase's entry, capable attackers,
field::get_attack_target (targets and direct attacks), the legality of a declaration, and the
attack-cancel check of the adjust pass (step 14). The attack itself is battle.py."""
from harness.constants import (
    LOCATION_MZONE, PHASE_MAIN1, POS_FACEUP_ATTACK, POS_FACEUP_DEFENSE, POS_DEFENSE, PHASE_BATTLE_STEP, PHASE_DAMAGE,
    PHASE_DAMAGE_CAL, STATUS_ATTACK_CANCELED, STATUS_CANNOT_CHANGE_FORM, STATUS_FORBIDDEN,
    EFFECT_CANNOT_ATTACK, EFFECT_CANNOT_ATTACK_ANNOUNCE, EFFECT_ATTACK_DISABLED, EFFECT_SKIP_BP,
    EFFECT_DEFENSE_ATTACK, EFFECT_FIRST_ATTACK, EFFECT_ONLY_BE_ATTACKED, EFFECT_ONLY_ATTACK_MONSTER,
    EFFECT_MUST_ATTACK_MONSTER, EFFECT_EXTRA_ATTACK, EFFECT_EXTRA_ATTACK_MONSTER, EFFECT_ATTACK_ALL,
    EFFECT_IGNORE_BATTLE_TARGET, EFFECT_CANNOT_BE_BATTLE_TARGET, EFFECT_CANNOT_SELECT_BATTLE_TARGET,
    EFFECT_DIRECT_ATTACK, EFFECT_CANNOT_DIRECT_ATTACK,
    EFFECT_CANNOT_BP, PHASE_BATTLE_START, EFFECT_MUST_ATTACK,
)
from ..state.card import SUMMON_TURN_STATUS
from ..state.host import truthy
from ..values import stats


def reset_counters(card):
    """The attack counters a card forgets when it moves (card::reset) or a turn begins."""
    card.attack_announce_count = 0
    card.announce_count = 0
    card.attacked_count = 0
    card.announced_cards = []
    card.attacked_cards = []
    card.attack_all_target = True


def new_turn(duel):
    """process_turn step 0: every monster on the field starts the turn with no attacks, and no
    longer counts as summoned this turn (STATUS_SUMMON_TURN and the like)."""
    for player in (0, 1):
        for card in duel.zone_list(player, LOCATION_MZONE):
            if card is not None:
                reset_counters(card)
                card.battled_cards = []
                card.status_flags &= ~(STATUS_CANNOT_CHANGE_FORM | SUMMON_TURN_STATUS)
    duel.battled_count = [0, 0]
    duel.attack_count = [0, 0]


def can_enter_battle_phase(duel):
    """field::is_able_to_enter_bp: not the first turn (unless the duel allows it), before the
    Battle Phase, and no EFFECT_CANNOT_BP on the turn player."""
    return (duel.attack_first_turn or duel.turn != 1) and duel.phase < PHASE_BATTLE_START \
        and not stats.player_effects(duel, duel.turn_player, EFFECT_CANNOT_BP)


def is_capable_attack(card):
    """card::is_capable_attack."""
    if not card.is_position(POS_FACEUP_ATTACK) and not (
            card.is_position(POS_FACEUP_DEFENSE) and stats.applying(card, EFFECT_DEFENSE_ATTACK)):
        return False
    if stats.status(card) & STATUS_FORBIDDEN:
        return False
    if stats.applying(card, EFFECT_CANNOT_ATTACK) or stats.applying(card, EFFECT_ATTACK_DISABLED):
        return False
    return not stats.player_effects(card.duel, card.duel.turn_player, EFFECT_SKIP_BP)


def is_capable_attack_announce(card, player):
    """card::is_capable_attack_announce (an attack cost that cannot be paid: not checked)."""
    return is_capable_attack(card) and not stats.applying(card, EFFECT_CANNOT_ATTACK_ANNOUNCE)


def affected_by(card, code, other):
    return stats.affected_with_value(card, code, other) is not None


def _max_value(card, code):
    return max([stats.effect_value(e, card) for e in stats.applying(card, code)] or [0])


def attack_targets(duel, card, chain_attack=False, select_target=True):
    """field::get_attack_target: the monsters `card` may attack now (and card.direct_attackable)."""
    card.direct_attackable = False
    player = card.controller
    monsters = [m for m in duel.zone_list(1 - player, LOCATION_MZONE) if m is not None]
    auto_attack = [m for m in monsters if stats.applying(m, EFFECT_ONLY_BE_ATTACKED)]
    only_attack = [m for m in monsters if affected_by(card, EFFECT_ONLY_ATTACK_MONSTER, m)]
    must_attack = [m for m in monsters if affected_by(card, EFFECT_MUST_ATTACK_MONSTER, m)]
    if auto_attack:
        atype, pool = 1, auto_attack if len(auto_attack) == 1 else None
    elif stats.applying(card, EFFECT_ONLY_ATTACK_MONSTER):
        atype, pool = 2, only_attack if len(only_attack) == 1 else None
    elif stats.applying(card, EFFECT_MUST_ATTACK_MONSTER):
        atype, pool = 3, must_attack or None
    else:
        atype, pool = 4, monsters
    if pool is None:
        return [], atype
    extra = _max_value(card, EFFECT_EXTRA_ATTACK)
    extra_monster = _max_value(card, EFFECT_EXTRA_ATTACK_MONSTER)
    chain = chain_attack
    found = []

    def selectable(target):
        if atype >= 2 and affected_by(target, EFFECT_IGNORE_BATTLE_TARGET, card):
            return False
        if select_target and atype in (2, 4):
            if affected_by(target, EFFECT_CANNOT_BE_BATTLE_TARGET, card) \
                    or affected_by(card, EFFECT_CANNOT_SELECT_BATTLE_TARGET, target):
                return False
        return True

    if not chain and card.announce_count > extra and (
            not extra_monster or card.announce_count > extra_monster or None in card.announced_cards):
        attack_all = stats.applying(card, EFFECT_ATTACK_ALL)
        if attack_all and card.attack_all_target:
            for target in pool:
                allowed = stats.effect_value(attack_all[0], target)
                if not truthy((allowed,)) or card.announced_cards.count(target) >= allowed:
                    continue
                if selectable(target):
                    found.append(target)
        return found, atype
    counted = 0
    for target in pool:
        if atype >= 2 and affected_by(target, EFFECT_IGNORE_BATTLE_TARGET, card):
            continue
        counted += 1
        if chain and duel.chain_attack_target is not None and target is not duel.chain_attack_target:
            continue
        if selectable(target):
            found.append(target)
    if atype <= 3:
        return found, atype
    attack_player = duel.attack is not None and duel.attack.attack_player
    if (counted == 0 or stats.applying(card, EFFECT_DIRECT_ATTACK) or attack_player) \
            and not stats.applying(card, EFFECT_CANNOT_DIRECT_ATTACK) \
            and not (not chain and extra_monster and card.announce_count > extra) \
            and not (chain and duel.chain_attack_target is not None):
        card.direct_attackable = True
    return found, atype


def attackers(duel):
    """The monsters the turn player may declare an attack with now (process_battle_command step
    0): capable of an attack announcement with a target or a direct attack; EFFECT_FIRST_ATTACK
    monsters first and alone."""
    player = duel.turn_player
    if stats.player_effects(duel, player, EFFECT_CANNOT_ATTACK_ANNOUNCE):
        return []
    able, first = [], []
    for card in duel.zone_list(player, LOCATION_MZONE):
        if card is None or not is_capable_attack_announce(card, player):
            continue
        chain = duel.chain_attack and duel.chain_attacker_id == card.field_id
        targets, _ = attack_targets(duel, card, chain)
        if not targets and not card.direct_attackable:
            continue
        able.append(card)
        if stats.applying(card, EFFECT_FIRST_ATTACK):
            first.append(card)
    return first or able


def must_attackers(duel):
    """The monsters that may attack now and must (EFFECT_MUST_ATTACK): while there is one, the turn
    player cannot leave the Battle Phase (process_battle_command step 0: no to_m2, no to_ep)."""
    player = duel.turn_player
    if stats.player_effects(duel, player, EFFECT_CANNOT_ATTACK_ANNOUNCE):
        return []
    found = []
    for card in duel.zone_list(player, LOCATION_MZONE):
        if card is None or not is_capable_attack_announce(card, player) or not stats.applying(card, EFFECT_MUST_ATTACK):
            continue
        targets, _ = attack_targets(duel, card, duel.chain_attack and duel.chain_attacker_id == card.field_id)
        if targets or card.direct_attackable:
            found.append(card)
    return found


def why_not(duel, card, target):
    """None when `card` may declare an attack on target (a card, or None for a direct attack)
    now; otherwise the rule that forbids it."""
    if card.controller != duel.turn_player or card.current.location != LOCATION_MZONE:
        return f"{card.describe()} is not a Monster Zone monster of the turn player"
    if duel.phase == PHASE_MAIN1:
        if not can_enter_battle_phase(duel):
            return "the turn player cannot enter the Battle Phase (the first turn of the duel, or EFFECT_CANNOT_BP)"
    elif duel.phase != PHASE_BATTLE_STEP or duel.attack is not None:
        return "attacks are declared in the battle step of the Battle Phase (from Main Phase 1 it is entered first)"
    if card not in attackers(duel):
        if not is_capable_attack(card):
            reason = "it cannot attack (not face-up in Attack Position" + (
                ", or EFFECT_CANNOT_ATTACK / an attack negated)" if card.is_position(POS_FACEUP_ATTACK) else ")")
            return f"{card.describe()} cannot declare an attack: {reason}"
        if stats.applying(card, EFFECT_CANNOT_ATTACK_ANNOUNCE) or \
                stats.player_effects(duel, duel.turn_player, EFFECT_CANNOT_ATTACK_ANNOUNCE):
            return f"{card.describe()} cannot declare an attack (EFFECT_CANNOT_ATTACK_ANNOUNCE)"
        return f"{card.describe()} cannot declare an attack now (no attacks left this turn, or nothing it may attack)"
    targets, _ = attack_targets(duel, card, duel.chain_attack and duel.chain_attacker_id == card.field_id)
    if target is None and not card.direct_attackable:
        return f"{card.describe()} cannot attack directly" + (
            f" (it may attack: {', '.join(t.describe() for t in targets)})" if targets else "")
    if target is not None and target not in targets:
        listing = ", ".join(t.describe() for t in targets) or "none"
        return f"{card.describe()} cannot attack {target.describe()} (it may attack: {listing}" + (
            "; or directly)" if card.direct_attackable else ")")
    return None


def attack_all_target_check(duel):
    """field::attack_all_target_check: an EFFECT_ATTACK_ALL whose value rejects the target ends it."""
    attack = duel.attack
    if attack is None:
        return
    if attack.target is None:
        attack.attacker.attack_all_target = False
        return
    effects = stats.applying(attack.attacker, EFFECT_ATTACK_ALL)
    if effects and not truthy((stats.effect_value(effects[0], attack.target),)):
        attack.attacker.attack_all_target = False


def cancel_check(duel):
    """An attack stops (STATUS_ATTACK_CANCELED) when its attacker can no longer attack, changed
    control or left; before the Damage Step a change among the opponent's monsters, or a target
    that may no longer be attacked, means a replay (core.attack_rollback)."""
    attack = duel.attack
    if attack is None or attack.attacker.status_flags & STATUS_ATTACK_CANCELED:
        return
    attacker, target = attack.attacker, attack.target
    if duel.phase not in (PHASE_DAMAGE, PHASE_DAMAGE_CAL):
        if not is_capable_attack(attacker) or attacker.controller != attacker.attack_controller \
                or attacker.field_id != attack.pre_field[0]:
            attacker.status_flags |= STATUS_ATTACK_CANCELED
            return
        if attack.rollback:
            return
        field_ids = frozenset(m.field_id for m in duel.zone_list(1 - duel.turn_player, LOCATION_MZONE) if m is not None)
        if field_ids != attack.opp_mzone or not _target_still_legal(duel, attack):
            attack.rollback = True
    elif attacker.current.location != LOCATION_MZONE or attacker.field_id != attack.pre_field[0] \
            or (attacker.is_position(POS_DEFENSE) and not stats.applying(attacker, EFFECT_DEFENSE_ATTACK)) \
            or attacker.controller != attacker.attack_controller \
            or (target is not None and (target.current.location != LOCATION_MZONE
                                        or target.controller != target.attack_controller
                                        or target.field_id != attack.pre_field[1])):
        attacker.status_flags |= STATUS_ATTACK_CANCELED


def _target_still_legal(duel, attack):
    """field::confirm_attack_target."""
    targets, _ = attack_targets(duel, attack.attacker, duel.chain_attack, select_target=False)
    if attack.target is not None:
        return attack.target in targets
    return attack.attacker.direct_attackable


def opponent_field_ids(duel):
    return frozenset(m.field_id for m in duel.zone_list(1 - duel.turn_player, LOCATION_MZONE) if m is not None)


def is_capable_be_battle_target(card, attacker):
    """card::is_capable_be_battle_target."""
    return not (affected_by(card, EFFECT_CANNOT_BE_BATTLE_TARGET, attacker)
                or affected_by(attacker, EFFECT_CANNOT_SELECT_BATTLE_TARGET, card)
                or affected_by(card, EFFECT_IGNORE_BATTLE_TARGET, attacker))
