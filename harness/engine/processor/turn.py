"""Turns and phases: moving through them, the phase events, and RESET_PHASE resets.

Phases are run in the order draw, standby, main1, battle, main2, end. Entering a phase raises
EVENT_PHASE_START+phase (the Draw Phase then draws, unless EFFECT_SKIP_DP skips it whole);
leaving the Draw, Standby or End Phase runs its prompt of "during the ... Phase" effects
(phase_event.py, process_phase_event), then the effects whose RESET_PHASE names that phase count
down and reset (a Main Phase only resets). The
Battle Phase has its steps, as in the core: the Start Step (PHASE_BATTLE_START), the battle
step (PHASE_BATTLE_STEP, where attacks are declared: battle.py) and the End Step (PHASE_BATTLE).
"""
from harness.constants import (
    PHASE_DRAW, PHASE_STANDBY, PHASE_MAIN1, PHASE_BATTLE, PHASE_MAIN2, PHASE_END,
    PHASE_BATTLE_START, PHASE_BATTLE_STEP, PHASE_DAMAGE, PHASE_DAMAGE_CAL,
    EVENT_PHASE_START, RESET_PHASE, RESET_SELF_TURN, RESET_OPPO_TURN, LOCATION_DECK, REASON_RULE,
    REASON_DRAW, LOCATION_HAND, EVENT_PREDRAW, PLAYER_NONE, EVENT_TURN_END, EFFECT_SKIP_DP,
    EFFECT_SKIP_BP, EFFECT_SKIP_M1, EFFECT_SKIP_M2, EFFECT_CANNOT_EP, EFFECT_MUST_ATTACK, LOCATION_MZONE,
)
from ..state import count_limits, timing
from ..state.errors import IllegalAction
from ..values import stats
from ..rules import attack_rules
from ..rules.permissions import player_can_draw
from ..actions import operations, prompts
from ..actions.duel_rules import draw_count
from . import adjust, phase_event, triggers

_PHASE_NAMES = {PHASE_DRAW: "Draw Phase", PHASE_STANDBY: "Standby Phase", PHASE_MAIN1: "Main Phase 1",
                PHASE_BATTLE: "Battle Phase", PHASE_MAIN2: "Main Phase 2", PHASE_END: "End Phase"}

ORDER = (PHASE_DRAW, PHASE_STANDBY, PHASE_MAIN1, PHASE_BATTLE, PHASE_MAIN2, PHASE_END)
BATTLE_PHASE_STEPS = PHASE_BATTLE_START | PHASE_BATTLE_STEP | PHASE_DAMAGE | PHASE_DAMAGE_CAL | PHASE_BATTLE


def advance_to(duel, phase, order=()):
    """Leave the current phase and go on until `phase`: later in this turn, or in the next turn
    when it is not later (e.g. `standby` from main1 is the next turn's Standby Phase). `battle`
    stops in the battle step, where attacks are declared. From Main Phase 1 to any phase but the
    Battle Phase and Main Phase 2 the turn player moves to the End Phase at once, as its "to End
    Phase" command does (process_turn: no Battle Phase, no Main Phase 2). `order`: the cards whose
    forced entries of the phase prompt being left go first (the `order:` key)."""
    if phase not in ORDER:
        raise ValueError(f"unknown phase {phase}")
    if duel.phase == PHASE_BATTLE_STEP and duel.attack is None:
        must = attack_rules.must_attackers(duel)
        if must:
            raise IllegalAction(f"the turn player cannot leave the Battle Phase while {', '.join(c.describe() for c in must)} "
                                f"can attack and must (EFFECT_MUST_ATTACK): declare its attack first")
    while True:
        _leave_phase(duel, order)
        order = ()
        while True:
            index = ORDER.index(PHASE_BATTLE if duel.phase & BATTLE_PHASE_STEPS else duel.phase)
            if duel.phase == PHASE_MAIN1 and phase not in (PHASE_BATTLE, PHASE_MAIN2):
                duel.phase = PHASE_END
            elif index + 1 < len(ORDER):
                duel.phase = ORDER[index + 1]
            else:
                _new_turn(duel)
            if _enter_phase(duel):
                break
            if duel.phase == phase:         # process_turn: a skipped phase gives no decision
                raise IllegalAction(f"the turn player's {_PHASE_NAMES[phase]} of turn {duel.turn} is skipped "
                                    f"(EFFECT_SKIP_DP): the turn player gets no decision in it")
        if duel.phase == phase or (phase == PHASE_BATTLE and duel.phase == PHASE_BATTLE_STEP):
            return


def enter_battle_phase(duel):
    """From Main Phase 1 to the battle step of the Battle Phase (an `attack` step does this)."""
    advance_to(duel, PHASE_BATTLE)


def battle_command(duel):
    """process_battle_command step 0, back at the battle step after an attack: under
    EFFECT_SKIP_BP (Negate Attack, say) the Battle Phase ends and Main Phase 2 begins."""
    if duel.phase == PHASE_BATTLE_STEP and duel.attack is None \
            and stats.player_effects(duel, duel.turn_player, EFFECT_SKIP_BP):
        advance_to(duel, PHASE_MAIN2)


def idle_command(duel):
    """process_idle_command step 0 (processor.cpp), each time the turn player would get its Main
    Phase prompt (after an action, a chain): under EFFECT_SKIP_M1 in Main Phase 1 (EFFECT_SKIP_M2
    in Main Phase 2), Duel.SkipPhase's effect, the phase ends at once, with no prompt. The turn
    player goes to the Battle Phase when it can and may not go to the End Phase (to_bp and not
    to_ep), to the End Phase when it cannot enter the Battle Phase, and chooses between them
    (system strings 80/81) when both are open. To the End Phase from Main Phase 1 skips the
    Battle Phase and Main Phase 2 (process_turn step 9: `step = 14`, then step 15)."""
    if duel.attack is not None or duel.chain:
        return
    skip = {PHASE_MAIN1: EFFECT_SKIP_M1, PHASE_MAIN2: EFFECT_SKIP_M2}.get(duel.phase)
    if skip is None or not stats.player_effects(duel, duel.turn_player, skip):
        return
    to_bp = attack_rules.can_enter_battle_phase(duel)
    to_ep = True
    if duel.phase == PHASE_MAIN1 and to_bp:
        must_attack = any(attack_rules.is_capable_attack(card) and stats.applying(card, EFFECT_MUST_ATTACK)
                          for card in duel.zone_list(duel.turn_player, LOCATION_MZONE) if card is not None)
        if must_attack or stats.player_effects(duel, duel.turn_player, EFFECT_CANNOT_EP):
            to_ep = False
    if to_bp and to_ep:
        to_bp = prompts.select_option(duel, duel.turn_player, [80, 81]) == 0
    if to_bp:
        advance_to(duel, PHASE_BATTLE)
        return
    _leave_phase(duel)
    duel.phase = PHASE_END
    _enter_phase(duel)


def _enter_phase(duel):
    """process_turn's start of a phase; False when the phase is skipped whole (the Draw Phase
    under EFFECT_SKIP_DP: process_turn step 1 resets it and goes on to the Standby Phase)."""
    duel.phase_action = False          # process_turn: each phase starts with no action taken
    if duel.phase == PHASE_BATTLE:
        _enter_battle_phase(duel)
        return True
    duel.new_event_batch()
    operations.raise_event(duel, EVENT_PHASE_START + duel.phase, [], None, 0, duel.turn_player, duel.turn_player)
    if duel.phase == PHASE_DRAW:
        adjust.adjust(duel)
        triggers.settle(duel)
        if stats.player_effects(duel, duel.turn_player, EFFECT_SKIP_DP):
            reset_phase_effects(duel, PHASE_DRAW)
            adjust.adjust(duel)
            return False
        # process_phase's Draw Phase step 1: EVENT_PREDRAW, and its triggers resolve before the draw
        operations.raise_event(duel, EVENT_PREDRAW, [], None, 0, 0, duel.turn_player)
        triggers.settle(duel)
        count = draw_count(duel, duel.turn_player)
        if count and duel.zone_list(duel.turn_player, LOCATION_DECK):
            draw(duel, duel.turn_player, count, REASON_RULE)   # an empty Deck skips it (the contract's rule)
    triggers.settle(duel)
    return True


def _enter_battle_phase(duel):
    """process_turn steps 9-11: the Start Step, then the battle step."""
    duel.phase = PHASE_BATTLE_START
    duel.phase_action = False
    duel.new_event_batch()
    operations.raise_event(duel, EVENT_PHASE_START + PHASE_BATTLE_START, [], None, 0, duel.turn_player, duel.turn_player)
    adjust.adjust(duel)
    triggers.settle(duel)
    _phase_event(duel, PHASE_BATTLE_START)
    duel.phase = PHASE_BATTLE_STEP
    duel.chain_attack = False


def _leave_phase(duel, order=()):
    if duel.phase & BATTLE_PHASE_STEPS:
        # process_battle_command steps 40-41: the battle step ends, then the End Step
        reset_phase_effects(duel, PHASE_BATTLE_STEP)
        adjust.adjust(duel)
        duel.phase = PHASE_BATTLE
    if duel.phase in (PHASE_MAIN1, PHASE_MAIN2):
        # process_idle_command: a Main Phase has no phase prompt; its resets, then adjust
        timing.phase_point_over(duel)
        reset_phase_effects(duel, duel.phase)
        adjust.adjust(duel)
        return
    _phase_event(duel, duel.phase, order)


def _phase_event(duel, phase, order=()):
    """PROCESSOR_PHASE_EVENT: the phase's prompts (the "during the ... Phase" effects, the
    hand-size discard: phase_event.py), then that phase's resets (step 25)."""
    duel.new_event_batch()
    phase_event.process_phase_event(duel, phase, order)
    timing.phase_point_over(duel)
    reset_phase_effects(duel, phase)
    adjust.adjust(duel)
    triggers.settle(duel)


def _new_turn(duel):
    # process_turn step 18: the turn ends
    duel.new_event_batch()
    operations.raise_event(duel, EVENT_TURN_END, [], None, 0, 0, duel.turn_player)
    adjust.adjust(duel)
    triggers.settle(duel)
    duel.turn += 1
    duel.turn_player = 1 - duel.turn_player
    duel.phase = PHASE_DRAW
    count_limits.new_turn_count_limits(duel)
    duel.normal_summons = [0, 0]
    attack_rules.new_turn(duel)
    for card in duel.cards:
        card.indestructible_uses = {}
    duel.activities.clear()
    duel.activity_counts.clear()


def reset_phase_effects(duel, phase):
    """effect::reset for RESET_PHASE: count down, and remove the effects that reach zero."""
    for effect in list(duel.all_effects()):
        flags = effect.reset_flag
        if not flags & RESET_PHASE or not flags & phase:
            continue
        owner = effect.handler.controller if effect.handler is not None else effect.owner_player
        own_turn = duel.turn_player == owner
        if flags & (RESET_SELF_TURN | RESET_OPPO_TURN) and not (
                (flags & RESET_SELF_TURN and own_turn) or (flags & RESET_OPPO_TURN and not own_turn)):
            continue
        effect.reset_count = (effect.reset_count or 1) - 1
        if effect.reset_count <= 0:
            operations.remove_effect(effect)


def draw(duel, player, count, reason):
    """field::draw: the top `count` cards to the hand; an effect's draw under EFFECT_CANNOT_DRAW
    draws nothing. A draw that finds the Deck short of `count` sets the player's overdraw: it
    loses at the next win check (win.py); the rule's draw runs that check at once."""
    if not reason & REASON_RULE and not player_can_draw(duel, player):
        return 0
    if count == 0:
        return 0
    deck = duel.zone_list(player, LOCATION_DECK)
    duel.overdraw[player] = count > len(deck)
    drawn = list(reversed(deck[-count:])) if count > 0 else []
    if drawn:
        operations.send_to(duel, drawn, duel.reason_effect, reason | REASON_DRAW, duel.reason_player
                           if duel.reason_player != PLAYER_NONE else player, LOCATION_HAND, to_player=player,
                           routine="draw")
    if duel.overdraw[player] and reason & REASON_RULE:
        adjust.adjust(duel)
    return len(drawn)
