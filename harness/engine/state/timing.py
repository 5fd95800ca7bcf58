"""core.hint_timing: the TIMING_* moments a point of the duel is at, per player (Duel.CheckTiming).

The core sets these bits where it acts (operations.cpp: a summon sets TIMING_SUMMON for its
player, a draw TIMING_DRAW + TIMING_TOHAND, a card sent to the GY TIMING_TOGRAVE for its
controller, ...) and where the turn reaches a point (processor.cpp: TIMING_DRAW_PHASE at the Draw
Phase's point, TIMING_ATTACK when an attack is declared, ...); the bits of actions add up until
both players pass at a point, when all but the Damage Step's are cleared. The harness reads them
off the events of those actions and points (on_event) and clears them as the core does when the
duel moves on: at the end of each phase point and of each step (window_closed)."""
from harness.constants import (
    EVENT_ATTACK_ANNOUNCE, EVENT_BATTLE_START, EVENT_BATTLED, EVENT_CHAIN_END, EVENT_CHANGE_POS, EVENT_DAMAGE,
    EVENT_DAMAGE_STEP_END, EVENT_DESTROY, EVENT_DRAW, EVENT_EQUIP, EVENT_FLIP_SUMMON_SUCCESS, EVENT_MSET,
    EVENT_PHASE, EVENT_PHASE_START, EVENT_PRE_DAMAGE_CALCULATE, EVENT_RECOVER, EVENT_REMOVE, EVENT_SPSUMMON_SUCCESS, EVENT_SSET,
    EVENT_SUMMON_SUCCESS, EVENT_TO_DECK, EVENT_TO_GRAVE, EVENT_TO_HAND, PHASE_BATTLE, PHASE_BATTLE_START,
    PHASE_DRAW, PHASE_END, PHASE_STANDBY, TIMING_ATTACK, TIMING_BATTLE_END, TIMING_BATTLE_START, TIMING_BATTLED,
    TIMING_CHAIN_END, TIMING_DAMAGE, TIMING_DAMAGE_CAL, TIMING_DAMAGE_STEP, TIMING_DESTROY, TIMING_DRAW,
    TIMING_DRAW_PHASE, TIMING_END_PHASE, TIMING_EQUIP, TIMING_FLIPSUMMON, TIMING_MSET, TIMING_POS_CHANGE,
    TIMING_RECOVER, TIMING_REMOVE, TIMING_SPSUMMON, TIMING_SSET, TIMING_STANDBY_PHASE, TIMING_SUMMON,
    TIMING_TODECK, TIMING_TOGRAVE, TIMING_TOHAND,
)

# actions: the bit goes to each card's controller as the action began (before a move)
_PER_CARD = {EVENT_TO_GRAVE: TIMING_TOGRAVE, EVENT_TO_HAND: TIMING_TOHAND, EVENT_TO_DECK: TIMING_TODECK,
             EVENT_REMOVE: TIMING_REMOVE, EVENT_DESTROY: TIMING_DESTROY, EVENT_CHANGE_POS: TIMING_POS_CHANGE}
# summons: to each monster's summoning player
_PER_SUMMON = {EVENT_SUMMON_SUCCESS: TIMING_SUMMON, EVENT_SPSUMMON_SUCCESS: TIMING_SPSUMMON,
               EVENT_FLIP_SUMMON_SUCCESS: TIMING_FLIPSUMMON}
# to the event's player (the one who drew, took damage, gained LP) or, for Sets, its reason player
_PER_EVENT_PLAYER = {EVENT_DRAW: TIMING_DRAW | TIMING_TOHAND, EVENT_DAMAGE: TIMING_DAMAGE, EVENT_RECOVER: TIMING_RECOVER}
_PER_REASON_PLAYER = {EVENT_MSET: TIMING_MSET, EVENT_SSET: TIMING_SSET}
# points of the turn: the turn player's timing is set to this (process_phase_event, process_battle_command)
_PHASE_POINTS = {PHASE_DRAW: TIMING_DRAW_PHASE, PHASE_STANDBY: TIMING_STANDBY_PHASE,
                 PHASE_BATTLE_START: TIMING_BATTLE_START, PHASE_BATTLE: TIMING_BATTLE_END, PHASE_END: TIMING_END_PHASE}
_BATTLE_POINTS = {EVENT_ATTACK_ANNOUNCE: TIMING_ATTACK, EVENT_BATTLE_START: TIMING_DAMAGE_STEP,
                  EVENT_PRE_DAMAGE_CALCULATE: TIMING_DAMAGE_CAL, EVENT_DAMAGE_STEP_END: 0}
_KEPT_WHEN_BOTH_PASS = TIMING_DAMAGE_STEP | TIMING_DAMAGE_CAL


def on_event(duel, event):
    """Set the timing bits an event's action or point gives (a field event, as raised)."""
    timing, code = duel.hint_timing, event.code
    if code in _PER_CARD:
        for card in event.cards:
            moved = code not in (EVENT_DESTROY, EVENT_CHANGE_POS)
            _add(timing, card.previous.controller if moved else card.controller, _PER_CARD[code])
    elif code in _PER_SUMMON:
        for card in event.cards:
            _add(timing, card.summon_player, _PER_SUMMON[code])
    elif code in _PER_EVENT_PLAYER:
        _add(timing, event.event_player, _PER_EVENT_PLAYER[code])
    elif code in _PER_REASON_PLAYER:
        _add(timing, event.reason_player, _PER_REASON_PLAYER[code])
    elif code == EVENT_EQUIP:
        for equip in event.cards:
            if equip.equip_target is not None:
                _add(timing, equip.equip_target.controller, TIMING_EQUIP)
    elif code == EVENT_CHAIN_END:
        timing[0] |= TIMING_CHAIN_END
        timing[1] |= TIMING_CHAIN_END
    elif code == EVENT_BATTLED:
        timing[0] |= TIMING_BATTLED
        timing[1] |= TIMING_BATTLED
    elif code in _BATTLE_POINTS:
        timing[duel.turn_player] = _BATTLE_POINTS[code]
    elif code & EVENT_PHASE and not code & EVENT_PHASE_START and code & 0xfff in _PHASE_POINTS:
        timing[duel.turn_player] = _PHASE_POINTS[code & 0xfff]


def phase_point_over(duel):
    """process_phase_event's last step: the turn player's timing is cleared."""
    duel.hint_timing[duel.turn_player] = 0


def window_closed(duel):
    """Both players passed (the end of a step): only the Damage Step's timings stay."""
    duel.hint_timing[0] &= _KEPT_WHEN_BOTH_PASS
    duel.hint_timing[1] &= _KEPT_WHEN_BOTH_PASS


def check_timing(duel, mask):
    """Duel.CheckTiming: whether either player's timing has one of these bits."""
    return bool(duel.hint_timing[0] & mask or duel.hint_timing[1] & mask)


def _add(timing, player, bits):
    if player in (0, 1):
        timing[player] |= bits
