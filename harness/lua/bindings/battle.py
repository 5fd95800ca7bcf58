"""Duel.* and Card.* of battle: the attack in progress, changing it, damage, the per-card attack
counters (libduel.cpp, libcard.cpp). The rules are in harness.engine.battle and attack_rules."""
from harness import constants
from harness.constants import STATUS_BATTLE_DESTROYED, EFFECT_EXTRA_ATTACK
from harness.engine import attack_rules, battle, stats
from harness.engine.state.group import Group
from ..registry import api


def _attack(ctx):
    return ctx.duel.attack


def _lua_true(value):
    return value is not None and value is not False      # lua_toboolean: 0 is true


# -- the attack in progress --------------------------------------------------------------------------------
@api("Duel", "() -> Card?", "The attacking monster (nil when no attack is in progress).")
def GetAttacker(ctx):
    attack = _attack(ctx)
    return attack.attacker if attack is not None else None


@api("Duel", "() -> Card?", "The attack target (nil for a direct attack or when no attack is in progress).")
def GetAttackTarget(ctx):
    attack = _attack(ctx)
    return attack.target if attack is not None else None


@api("Duel", "(player: integer) -> Card?, Card?", "The battling monsters: player's, then the other player's.")
def GetBattleMonster(ctx, player):
    player = ctx.integer(player, 1)
    attack = _attack(ctx)
    found = []
    for side in (player, 1 - player):
        monster = None
        if attack is not None:
            if attack.attacker.controller == side:
                monster = attack.attacker
            elif attack.target is not None and attack.target.controller == side:
                monster = attack.target
        found.append(monster)
    return tuple(found)


@api("Card", "(c: Card) -> Card?", "The monster it is battling (nil when it is not in the attack in progress).")
def GetBattleTarget(ctx, c):
    card, attack = ctx.card(c, 1), _attack(ctx)
    if attack is None:
        return None
    if attack.attacker is card:
        return attack.target
    return attack.attacker if attack.target is card else None


@api("Card", "(c: Card) -> boolean", "Whether it is one of the monsters of the attack in progress (the same card since the declaration).")
def IsRelateToBattle(ctx, c):
    card, attack = ctx.card(c, 1), _attack(ctx)
    return attack is not None and card.field_id in attack.pre_field and card.field_id != 0


@api("Duel", "() -> boolean", "Whether damage has been calculated in this Damage Step.")
def IsDamageCalculated(ctx):
    return ctx.duel.damage_calculated


@api("Duel", "() -> boolean", "Whether the turn player may enter the Battle Phase now.")
def IsAbleToEnterBP(ctx):
    return attack_rules.can_enter_battle_phase(ctx.duel)


@api("Duel", "(player: integer) -> integer", "How many battles player's monsters have entered this turn.")
def GetBattledCount(ctx, player):
    return ctx.duel.battled_count[ctx.player(player, 1)]


# -- changing the attack --------------------------------------------------------------------------------------
@api("Duel", "() -> boolean", "Negate the attack in progress (EVENT_ATTACK_DISABLED); whether it was negated.")
def NegateAttack(ctx):
    return battle.negate_attack(ctx.duel, ctx.duel.reason_effect, ctx.duel.reason_player)


@api("Duel", "(target: Card?) -> boolean", "Make the attack target this monster (nil: a direct attack) when it may be attacked.")
def ChangeAttackTarget(ctx, target):
    return battle.change_attack_target(ctx.duel, ctx.card(target, 1, optional=True))


@api("Duel", "(attacker: Card, ignore_count?: boolean)", "Make this monster the attacker of the attack in progress.")
def ChangeAttacker(ctx, attacker, ignore_count=False):
    battle.change_attacker(ctx.duel, ctx.card(attacker, 1), _lua_true(ignore_count))


@api("Duel", "(target?: Card)", "The attacker may attack again after this attack (against target only, when given).")
def ChainAttack(ctx, target=None):
    duel, attack = ctx.duel, _attack(ctx)
    from harness.engine import negation
    if attack is None or not negation.is_affected_by(attack.attacker, duel.reason_effect):
        return
    duel.chain_attack = True
    duel.chain_attacker_id = attack.attacker.field_id
    if target is not None:
        duel.chain_attack_target = ctx.card(target, 1)


@api("Card", "(c: Card, count?: integer, monster_only?: boolean) -> boolean",
     "Whether the attacker could attack again (Duel.ChainAttack) after this attack.")
def IsChainAttackable(ctx, c, count=2, monster_only=False):
    duel, attack = ctx.duel, _attack(ctx)
    count = ctx.integer(count, 2, default=2)
    attacker = attack.attacker if attack is not None else None
    if attacker is None or stats.status(attacker) & STATUS_BATTLE_DESTROYED \
            or attacker.controller != duel.turn_player or attacker.field_id != attack.pre_field[0] \
            or not attack_rules.is_capable_attack_announce(attacker, duel.turn_player) \
            or (count != 0 and attacker.announce_count >= count) \
            or (count == 2 and stats.applying(attacker, EFFECT_EXTRA_ATTACK)):
        return False
    targets, _ = attack_rules.attack_targets(duel, attacker, chain_attack=True)
    return bool(targets) or (not _lua_true(monster_only) and attacker.direct_attackable)


# -- damage -----------------------------------------------------------------------------------------------------
@api("Duel", "(player: integer) -> integer", "The battle damage player would take in this battle.")
def GetBattleDamage(ctx, player):
    player = ctx.integer(player, 1)
    attack = _attack(ctx)
    if player not in (0, 1) or attack is None:
        return 0
    return attack.battle_damage[player]


@api("Duel", "(player: integer, value: integer, check?: boolean)",
     "Change the battle damage player takes (with check, the default: only if there is some).")
def ChangeBattleDamage(ctx, player, value, check=True):
    player, attack = ctx.integer(player, 1), _attack(ctx)
    if player not in (0, 1) or attack is None:
        return
    if _lua_true(check) and attack.battle_damage[player] == 0:
        return
    attack.battle_damage[player] = ctx.integer(value, 2)


@api("Duel", "(attacker: Card, target: Card?, new_attack?: boolean)",
     "Damage calculation between these monsters now (the rest of their Damage Step after the chain).")
def CalculateDamage(ctx, attacker, target, new_attack=False):
    attacker, target = ctx.card(attacker, 1), ctx.card(target, 2, optional=True)
    if attacker is target:
        return
    battle.calculate_damage_by_effect(ctx.duel, attacker, target, _lua_true(new_attack))


# -- phases -----------------------------------------------------------------------------------------------------
_EFFECT_SKIP_EP = 189      # effect.h's EFFECT_SKIP_EP (constant.lua does not name it)
_SKIPS = {constants.PHASE_DRAW: constants.EFFECT_SKIP_DP, constants.PHASE_STANDBY: constants.EFFECT_SKIP_SP,
          constants.PHASE_MAIN1: constants.EFFECT_SKIP_M1, constants.PHASE_BATTLE: constants.EFFECT_SKIP_BP,
          constants.PHASE_MAIN2: constants.EFFECT_SKIP_M2, constants.PHASE_END: _EFFECT_SKIP_EP}


@api("Duel", "(player: integer, phase: integer, reset: integer, count: integer, value?: integer)",
     "Skip player's next phase (EFFECT_SKIP_*: the Battle Phase in progress ends after this attack).")
def SkipPhase(ctx, player, phase, reset, count, value=0):
    player = ctx.integer(player, 1)
    code = _SKIPS.get(ctx.integer(phase, 2))
    if player not in (0, 1) or code is None:
        return
    duel = ctx.duel
    duel.guard("skipped a phase")
    effect = duel.new_effect(None)
    effect.type, effect.code = constants.EFFECT_TYPE_FIELD, code
    effect.reset_flag = (ctx.integer(reset, 3) & 0x3ff) | constants.RESET_PHASE | constants.RESET_SELF_TURN
    effect.property = constants.EFFECT_FLAG_CANNOT_DISABLE | constants.EFFECT_FLAG_PLAYER_TARGET
    effect.target_range = (1, 0)
    effect.reset_count = max(ctx.integer(count, 4), 1)
    effect.value = ctx.integer(value, 5, default=0)
    duel.register_effect(effect, player=player)


# -- per-card counters --------------------------------------------------------------------------------------------
@api("Card", "(c: Card) -> integer", "How many attacks it declared this turn.")
def GetAttackAnnouncedCount(ctx, c):
    return ctx.card(c, 1).attack_announce_count


@api("Card", "(c: Card) -> integer", "How many times it entered the Damage Step as the attacker this turn.")
def GetAttackedCount(ctx, c):
    return ctx.card(c, 1).attacked_count


def _distinct(cards):
    found = []
    for card in cards:
        if card not in found:
            found.append(card)
    return found


@api("Card", "(c: Card) -> Group", "The monsters it attacked this turn.")
def GetAttackedGroup(ctx, c):
    return Group([m for m in _distinct(ctx.card(c, 1).attacked_cards) if m is not None])


@api("Card", "(c: Card) -> integer", "How many different attack targets it had this turn (a direct attack counts once).")
def GetAttackedGroupCount(ctx, c):
    return len(_distinct(ctx.card(c, 1).attacked_cards))


@api("Card", "(c: Card) -> Group", "The monsters it battled this turn.")
def GetBattledGroup(ctx, c):
    return Group([m for m in _distinct(ctx.card(c, 1).battled_cards) if m is not None])


@api("Card", "(c: Card) -> integer", "How many different battles it had this turn (a direct attack counts once).")
def GetBattledGroupCount(ctx, c):
    return len(_distinct(ctx.card(c, 1).battled_cards))


@api("Card", "(c: Card) -> integer", "Its battle position when its Damage Step began (before a face-down monster is flipped).")
def GetBattlePosition(ctx, c):
    return ctx.card(c, 1).battle_position


@api("Card", "(c: Card) -> boolean", "Whether it attacked directly this turn.")
def IsDirectAttacked(ctx, c):
    return None in ctx.card(c, 1).attacked_cards


@api("Card", "(c: Card) -> boolean", "Whether it can attack (card::is_capable_attack).")
def IsAttackable(ctx, c):
    return attack_rules.is_capable_attack(ctx.card(c, 1))


@api("Card", "(c: Card, attacker: Card) -> boolean", "Whether attacker may choose it as its attack target.")
def IsCanBeBattleTarget(ctx, c, attacker):
    return attack_rules.is_capable_be_battle_target(ctx.card(c, 1), ctx.card(attacker, 2))


@api("Card", "(c: Card) -> Group, boolean", "The monsters it may attack now, and whether it may attack directly.")
def GetAttackableTarget(ctx, c):
    card = ctx.card(c, 1)
    chain = ctx.duel.chain_attacker_id == card.field_id
    targets, _ = attack_rules.attack_targets(ctx.duel, card, chain)
    return Group(targets), card.direct_attackable
