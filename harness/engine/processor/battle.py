"""The Battle Phase: attack declarations, the battle step, the Damage Step and damage calculation.

Mirrors ygopro-core: field::process_battle_command (processor.cpp, its step numbers are quoted
below), field::get_attack_target and field::calculate_battle_damage, and the attack-cancel check
of field::adjust (step 14). One attack is an `AttackFlow`: a generator that runs the attack and
yields at each window where players may act (the names `stop_at:` uses); whoever drives it
(DuelSession) resumes it when the players have acted in that window.

Windows, in order: attack_declared, battle_step, damage_start, before_damage, damage_cal,
after_damage, damage_end. At each, the events of that point are the ones a "when" effect may
respond to (duel.window_events), and their triggers are chained before the window pauses.
Who may attack what is attack_rules.py; damage calculation, damage_calculation.py.
"""
from dataclasses import dataclass, field

from harness.constants import (
    LOCATION_MZONE, POS_FACEDOWN, PLAYER_NONE, PHASE_BATTLE_STEP, PHASE_DAMAGE, PHASE_DAMAGE_CAL,
    REASON_BATTLE, REASON_EFFECT, REASON_REPLACE, REASON_DESTROY, LOCATION_GRAVE, TYPE_MONSTER,
    ACTIVITY_ATTACK, STATUS_ATTACK_CANCELED, STATUS_BATTLE_DESTROYED, STATUS_BATTLE_RESULT,
    STATUS_OPPO_BATTLE, STATUS_CANNOT_CHANGE_FORM, EFFECT_ATTACK_DISABLED, EFFECT_SKIP_BP, EFFECT_ATTACK_COST,
    EFFECT_MUST_ATTACK, EFFECT_CANNOT_DIRECT_ATTACK, EFFECT_INDESTRUCTABLE_BATTLE,
    EFFECT_BATTLE_DESTROY_REDIRECT, EFFECT_DESTROY_REPLACE, EFFECT_INDESTRUCTABLE, EFFECT_INDESTRUCTABLE_COUNT,
    EFFECT_DESTROY_SUBSTITUTE, EFFECT_FLAG_COUNT_LIMIT, EVENT_ATTACK_ANNOUNCE, EVENT_BE_BATTLE_TARGET,
    EVENT_BATTLE_START, EVENT_BATTLE_CONFIRM, EVENT_PRE_DAMAGE_CALCULATE, EVENT_PRE_BATTLE_DAMAGE,
    EVENT_BATTLED, EVENT_BATTLE_DESTROYING, EVENT_BATTLE_DESTROYED, EVENT_DESTROYED, EVENT_DESTROY,
    EVENT_DAMAGE_STEP_END, EVENT_ATTACK_DISABLED,
    EFFECT_TYPE_SINGLE,
)
from ..values import negation, stats
from ..rules.attack_rules import attack_all_target_check, attack_targets, is_capable_attack, opponent_field_ids
from ..rules.damage_calculation import calculate
from ..actions import operations, replacement
from . import adjust, triggers
from .turn import reset_phase_effects


WINDOWS = ("attack_declared", "battle_step", "damage_start", "before_damage", "damage_cal", "after_damage",
           "damage_end")
DIRECT = "direct"       # the target of a direct attack, as `target:` and `replay:` name it
STOP = "stop"           # `replay: stop`: no new attack after a replay


@dataclass(eq=False)
class Attack:
    """core.attacker, core.attack_target and what the core keeps about the attack in progress."""
    attacker: object
    target: object = None
    pre_field: list = field(default_factory=lambda: [0, 0])   # field ids when the attack was declared
    rollback: bool = False          # core.attack_rollback: the opponent's monsters changed: replay
    opp_mzone: frozenset = frozenset()
    attack_player: bool = False     # core.attack_player: the target became "the player" (ChangeAttackTarget(nil))
    window: str = None              # the window the attack is in (None between windows)
    battle_damage: list = field(default_factory=lambda: [0, 0])
    flip_delayed: bool = False      # core.flip_delayed: flip effects wait for the end of damage calculation
    delayed_flips: list = field(default_factory=list)
    attacker_player: int = PLAYER_NONE
    target_player: int = PLAYER_NONE
    destroyed: list = field(default_factory=list)   # the monsters destroyed by this battle, until they go


def negate_attack(duel, reason_effect, reason_player):
    """PROCESSOR_ATTACK_DISABLE: True when the attack in progress was negated."""
    attack = duel.attack
    attacker = attack.attacker if attack is not None else None
    if attacker is None or duel.effect_damage_step or attacker.field_id != attack.pre_field[0] \
            or attacker.current.location != LOCATION_MZONE or not is_capable_attack(attacker) \
            or not negation.is_affected_by(attacker, reason_effect):
        return False
    marker = duel.new_effect(None)
    marker.type, marker.code = EFFECT_TYPE_SINGLE, EFFECT_ATTACK_DISABLED
    duel.register_effect(marker, card=attacker)
    attacker.status_flags |= STATUS_ATTACK_CANCELED
    operations.raise_event(duel, EVENT_ATTACK_DISABLED, [attacker], reason_effect, 0, reason_player, PLAYER_NONE, 0)
    return True


def change_attack_target(duel, target):
    """Duel.ChangeAttackTarget: the attack goes on against target (None: directly), when legal."""
    attack = duel.attack
    attacker = attack.attacker if attack is not None else None
    if attacker is None or not is_capable_attack(attacker) or attacker.status_flags & STATUS_ATTACK_CANCELED:
        return False
    targets, _ = attack_targets(duel, attacker, duel.chain_attack)
    if not ((target is not None and target in targets)
            or (target is None and not stats.applying(attacker, EFFECT_CANNOT_DIRECT_ATTACK))):
        return False
    attack.target = target
    attack.rollback = False
    attack.opp_mzone = opponent_field_ids(duel)
    if target is not None:
        turn = duel.turn_player
        operations.raise_single_event(duel, target, EVENT_BE_BATTLE_TARGET, [], None, REASON_REPLACE, 0, 1 - turn)
        operations.raise_event(duel, EVENT_BE_BATTLE_TARGET, [target], None, REASON_REPLACE, 0, 1 - turn,
                               single_cards=[])
    else:
        attack.attack_player = True
    return True


def change_attacker(duel, card, ignore_count=False):
    attack = duel.attack
    if attack is None or attack.attacker is card:
        return
    old = attack.attacker
    old.announce_count += 1
    old.announced_cards.append(attack.target)
    attack_all_target_check(duel)
    attack.attacker = card
    card.attack_controller = card.controller
    attack.pre_field[0] = card.field_id
    if not ignore_count:
        card.attack_announce_count += 1
        if duel.phase == PHASE_DAMAGE:
            card.attacked_count += 1
            card.attacked_cards.append(attack.target)


class AttackFlow:
    """One attack, from its declaration to the end of the Damage Step (or its end by replay).

    `choose_replay(targets, direct_allowed, forced)` answers the replay question: a target card,
    DIRECT, or STOP. The generator `run()` yields the name of each window once its triggers are
    chained and resolved; the players act there before it is resumed.
    """

    def __init__(self, duel, attacker, target, choose_replay):
        self.duel = duel
        self.attacker = attacker
        self.first_target = target
        self.choose_replay = choose_replay

    def _point(self, window, events):
        """A point where players may act (PROCESSOR_POINT_EVENT): the events that "when" effects
        may respond to are these, the triggers are chained, then the players act."""
        duel = self.duel
        # the core's point events are every event queued since the last point (process_instant_event):
        # after damage calculation, the battle damage (EVENT_BATTLE_DAMAGE) with EVENT_BATTLED
        own = {id(e) for e in events}
        duel.window_events = [e for e in duel.pending_events if e.field and id(e) not in own] + \
            [e for e in events if e.field]
        duel.attack.window = window
        adjust.adjust(duel)
        triggers.settle(duel)
        yield window
        adjust.adjust(duel)
        triggers.settle(duel)
        if duel.attack is not None:
            duel.attack.window = None
        duel.window_events = []
        duel.new_event_batch()      # what happened at this point is not "the last thing" at the next

    def _raise(self, code, single_values, reason=0, rp=0, ep=0):
        """raise_single_event for the attacker (ev 0) and the target (ev 1), then the field event
        with no card, as the core raises the Damage Step's timings."""
        duel = self.duel
        for card, value in single_values:
            if card is not None:
                operations.raise_single_event(duel, card, code, [], None, reason, rp, ep, value)
        return [operations.raise_event(duel, code, [], None, reason, rp, ep, 0, single_cards=[])]

    def run(self):
        duel = self.duel
        attacker = self.attacker
        turn = duel.turn_player
        attack = duel.attack = Attack(attacker)
        duel.new_event_batch()
        attacker.status_flags &= ~STATUS_ATTACK_CANCELED
        attacker.attack_controller = attacker.controller
        attack.pre_field[0] = attacker.field_id
        if duel.chain_attack and duel.chain_attacker_id != attacker.field_id:
            duel.chain_attack, duel.chain_attacker_id = False, 0
        self._pay_attack_costs()
        replaying, target = False, self.first_target
        while True:
            # steps 3-7: the target (chosen by the step; on a replay, by the replay answer)
            failed = bool(attacker.status_flags & STATUS_ATTACK_CANCELED) and not replaying
            attack.attack_player = False
            if not replaying:
                duel.phase_action = True       # process_battle_command: an attack is declared
                duel.attack_count[turn] += 1
                duel.count_activity(turn, ACTIVITY_ATTACK, attacker)
                attacker.attack_announce_count += 1
            if failed:
                attacker.announce_count += 1
                attacker.status_flags |= STATUS_CANNOT_CHANGE_FORM
                duel.chain_attack = False
                self._end()
                return
            attack.target = target
            attack.pre_field[1] = target.field_id if target is not None else 0
            # step 8: the attack declaration
            events = []
            if target is not None:
                operations.raise_single_event(duel, target, EVENT_BE_BATTLE_TARGET, [], None, 0, 0, 1 - turn)
                events.append(operations.raise_event(duel, EVENT_BE_BATTLE_TARGET, [target], None, 0, 0, 1 - turn,
                                                     single_cards=[]))
            attack.rollback = False
            attack.opp_mzone = opponent_field_ids(duel)
            if not replaying:
                operations.raise_single_event(duel, attacker, EVENT_ATTACK_ANNOUNCE, [], None, 0, 0, turn)
                events.append(operations.raise_event(duel, EVENT_ATTACK_ANNOUNCE, [attacker], None, 0, 0, turn,
                                                     single_cards=[]))
            attacker.attack_controller = attacker.controller
            attack.pre_field[0] = attacker.field_id
            yield from self._point("attack_declared", events)
            # step 9: the battle step
            if not (self._skip_bp() or attacker.status_flags & STATUS_ATTACK_CANCELED or attack.rollback):
                yield from self._point("battle_step", [])
            # step 11
            if stats.applying(attacker, EFFECT_ATTACK_DISABLED):
                for marker in [e for e in attacker.effects if e.code == EFFECT_ATTACK_DISABLED]:
                    operations.remove_effect(marker)
                attacker.status_flags |= STATUS_ATTACK_CANCELED
            if self._skip_bp() or attacker.status_flags & STATUS_ATTACK_CANCELED:
                self._attack_over()
                return
            if not attack.rollback:
                attacker.announce_count += 1
                attacker.status_flags |= STATUS_CANNOT_CHANGE_FORM
                attacker.announced_cards.append(attack.target)
                attack_all_target_check(duel)
                break
            targets, _ = attack_targets(duel, attacker, duel.chain_attack)
            if not targets and not attacker.direct_attackable:
                self._attack_over()
                return
            answer = self.choose_replay(targets, attacker.direct_attackable,
                                        forced=bool(stats.applying(attacker, EFFECT_MUST_ATTACK)))
            if answer == STOP:
                self._attack_over()
                return
            replaying, target = True, None if answer == DIRECT else answer
        yield from self._damage_step()

    def _skip_bp(self):
        return bool(stats.player_effects(self.duel, self.duel.turn_player, EFFECT_SKIP_BP))

    def _pay_attack_costs(self):
        duel = self.duel
        costs = stats.player_effects(duel, duel.turn_player, EFFECT_ATTACK_COST) \
            + stats.applying(self.attacker, EFFECT_ATTACK_COST)
        for effect in costs:
            if effect.operation is not None:
                player = duel.turn_player
                with duel.acting(effect, player):
                    duel.host.call(effect.operation, effect, player, None, PLAYER_NONE, 0, None, 0, PLAYER_NONE)
                adjust.adjust(duel)

    def _attack_over(self):
        """Step 13: an attack that does not reach the Damage Step still counts as declared."""
        duel, attack = self.duel, self.duel.attack
        attacker = attack.attacker
        if attacker.field_id == attack.pre_field[0]:
            attacker.announce_count += 1
            attacker.status_flags |= STATUS_CANNOT_CHANGE_FORM
            attacker.announced_cards.append(attack.target)
            attack_all_target_check(duel)
        duel.chain_attack = False
        reset_phase_effects(duel, PHASE_DAMAGE)
        self._end()

    def _end(self):
        duel = self.duel
        adjust.adjust(duel)
        triggers.settle(duel)
        duel.attack = None
        duel.window_events = []

    def after_damage_by_effect(self, events, saved_attack, saved_phase):
        """process_damage_step steps 2-3: after a Duel.CalculateDamage, once the chain has
        resolved: the rest of that Damage Step; then both monsters' attack is over."""
        duel, attack = self.duel, self.duel.attack
        duel.effect_damage_step = 2
        yield from self._point("after_damage", events)
        yield from self._end_of_damage_step(finish=False)
        attacker, target = attack.attacker, attack.target
        attacker.status_flags |= STATUS_ATTACK_CANCELED | STATUS_CANNOT_CHANGE_FORM
        attacker.announce_count += 1
        attacker.announced_cards.append(target)
        attack_all_target_check(duel)
        if target is not None:
            target.status_flags |= STATUS_ATTACK_CANCELED
        duel.effect_damage_step = 0
        duel.attack, duel.phase = saved_attack, saved_phase

    def _damage_step(self):
        duel, attack = self.duel, self.duel.attack
        attacker, target = attack.attacker, attack.target
        turn = duel.turn_player
        # step 19
        duel.phase = PHASE_DAMAGE
        duel.chain_attack = False
        duel.damage_calculated = False
        attack.flip_delayed = True
        attacker.attack_controller = attacker.controller
        attack.pre_field[0] = attacker.field_id
        if target is not None:
            target.attack_controller = target.controller
            attack.pre_field[1] = target.field_id
        attacker.attacked_count += 1
        attacker.attacked_cards.append(target)
        duel.battled_count[turn] += 1
        adjust.adjust(duel)
        # step 20: the start of the Damage Step
        events = self._raise(EVENT_BATTLE_START, [(attacker, 0), (target, 1)])
        yield from self._point("damage_start", events)
        if not attacker.status_flags & STATUS_ATTACK_CANCELED:
            # step 21: a face-down target is flipped face-up
            if target is not None:
                attacker.battle_position = attacker.current.position
                target.battle_position = target.current.position
            was_facedown = target is not None and target.is_position(POS_FACEDOWN)
            if was_facedown:
                operations.change_position(duel, [target], target.current.position >> 1, None, PLAYER_NONE)
                adjust.adjust(duel)
            # step 22: before damage calculation
            if was_facedown:
                attack.pre_field[1] = target.field_id
            events = self._raise(EVENT_BATTLE_CONFIRM, [(attacker, 0), (target, 1)])
            yield from self._point("before_damage", events)
        if not attacker.status_flags & STATUS_ATTACK_CANCELED:
            yield from self._damage_calculation()
        yield from self._end_of_damage_step()

    def _damage_calculation(self):
        duel, attack = self.duel, self.duel.attack
        attacker, target = attack.attacker, attack.target
        # steps 23-24: during damage calculation
        duel.phase = PHASE_DAMAGE_CAL
        adjust.adjust(duel)
        calculate(duel, attack)
        events = self._raise(EVENT_PRE_DAMAGE_CALCULATE, [(attacker, 0), (target, 1)])
        yield from self._point("damage_cal", events)
        if attacker.status_flags & STATUS_ATTACK_CANCELED:      # step 25
            reset_phase_effects(duel, PHASE_DAMAGE_CAL)
            adjust.adjust(duel)
            duel.phase = PHASE_DAMAGE
            return
        events = self.resolve_damage()
        yield from self._point("after_damage", events)

    def resolve_damage(self):
        """Steps 26-31: damage calculation, battle damage, battle destruction decided; returns the
        events of "after damage calculation" (EVENT_BATTLED)."""
        duel, attack = self.duel, self.duel.attack
        attacker, target = attack.attacker, attack.target
        self.calculate_damage()
        # step 27: battle damage
        duel.phase = PHASE_DAMAGE
        self._inflict_battle_damage()
        reset_phase_effects(duel, PHASE_DAMAGE_CAL)
        adjust.adjust(duel)
        # steps 28-30: battle destruction is decided; the monsters stay until the Damage Step ends
        self._mark_battle_destruction()
        adjust.adjust(duel)
        # step 31: after damage calculation (flip effects delayed until now join its triggers)
        attack.flip_delayed = False
        duel.pending_events[:0] = attack.delayed_flips
        attack.delayed_flips = []
        return self._raise(EVENT_BATTLED, [(attacker, 0), (target, 1)], rp=PLAYER_NONE)

    def calculate_damage(self):
        """Step 26: damage calculation itself (Duel.CalculateDamage runs this too)."""
        duel, attack = self.duel, self.duel.attack
        attacker, target = attack.attacker, attack.target
        attacker.status_flags &= ~(STATUS_BATTLE_RESULT | STATUS_BATTLE_DESTROYED)
        if target is not None:
            target.status_flags &= ~(STATUS_BATTLE_RESULT | STATUS_BATTLE_DESTROYED)
            if attacker.controller != target.controller:
                attacker.status_flags |= STATUS_OPPO_BATTLE
                target.status_flags |= STATUS_OPPO_BATTLE
            attack.attacker_player, attack.target_player = attacker.controller, target.controller
        to_effect, reason_card, destroyed = calculate(duel, attack)
        for card, other, index in ((attacker, target, 0), (target, attacker, 1)):
            if destroyed[index]:
                if stats.affected_with_value(card, EFFECT_INDESTRUCTABLE_BATTLE, other) is not None:
                    destroyed[index] = False
                else:
                    card.status_flags |= STATUS_BATTLE_RESULT
        attack.damage_effect, attack.reason_card = to_effect, reason_card
        attack.reason_player = reason_card.controller if reason_card is not None else 0
        if to_effect is None and reason_card is not None:
            for player in (duel.turn_player, 1 - duel.turn_player):
                if attack.battle_damage[player]:
                    rp, amount = reason_card.controller, attack.battle_damage[player]
                    operations.raise_single_event(duel, attacker, EVENT_PRE_BATTLE_DAMAGE, [], None, 0, rp, player, amount)
                    if target is not None:
                        operations.raise_single_event(duel, target, EVENT_PRE_BATTLE_DAMAGE, [], None, 0, rp, player,
                                                      amount)
                    operations.raise_event(duel, EVENT_PRE_BATTLE_DAMAGE, [reason_card], None, 0, rp, player, amount,
                                           single_cards=[])
        duel.damage_calculated = True

    def _inflict_battle_damage(self):
        duel, attack = self.duel, self.duel.attack
        attacker, target = attack.attacker, attack.target
        attacker.battled_cards.append(target)
        if target is not None:
            target.battled_cards.append(attacker)
        for player in (0, 1):
            amount = attack.battle_damage[player]
            if not amount:
                continue
            if attack.damage_effect is None:
                operations.damage(duel, player, amount, None, REASON_BATTLE, attack.reason_player, attack.reason_card)
            else:
                operations.damage(duel, player, amount, attack.damage_effect, REASON_EFFECT, attack.reason_player,
                                  attack.reason_card)

    def _mark_battle_destruction(self):
        """Steps 28-30: the monsters that lost are destroyed by battle (their reason is set now;
        destruction substitutes and indestructibility apply), but they leave only at step 33."""
        duel, attack = self.duel, self.duel.attack
        attacker, target = attack.attacker, attack.target
        marked = []
        for card, other, index in ((attacker, target, 0), (target, attacker, 1)):
            if card is None or not card.status_flags & STATUS_BATTLE_RESULT or card.current.location != LOCATION_MZONE \
                    or card.field_id != attack.pre_field[index]:
                continue
            card.saved_reason = (card.reason, card.reason_card, card.reason_effect, card.reason_player)
            card.reason, card.reason_card, card.reason_effect = REASON_BATTLE, other, None
            card.reason_player = other.controller
            card.battle_destination = LOCATION_GRAVE
            redirect = stats.applying(other, EFFECT_BATTLE_DESTROY_REDIRECT)
            if redirect and card.data.type & TYPE_MONSTER:
                card.battle_destination = operations.redirect_location(
                    redirect[0], stats.effect_value(redirect[0], card) & 0xffff) or LOCATION_GRAVE
            marked.append(card)
        for card in (attacker, target):
            if card is not None:
                card.status_flags &= ~STATUS_BATTLE_RESULT
        substitutes = []
        destroyed = []
        for card in marked:
            if _survives_battle_destruction(card, substitutes):
                card.reason, card.reason_card, card.reason_effect, card.reason_player = card.saved_reason
            else:
                destroyed.append(card)
        if substitutes:        # step 29
            operations.destroy(duel, substitutes, None, REASON_EFFECT | REASON_REPLACE, PLAYER_NONE)
        for card in destroyed:  # step 30
            card.status_flags |= STATUS_BATTLE_DESTROYED
        attack.destroyed = destroyed

    def _end_of_damage_step(self, finish=True):
        duel, attack = self.duel, self.duel.attack
        attacker, target = attack.attacker, attack.target
        # step 33: the monsters destroyed by battle go now
        leaving = [c for c in attack.destroyed if c.current.location == LOCATION_MZONE
                   and c.field_id in attack.pre_field]
        if leaving:       # field::destroy: its replacement steps (the field's, then each card's own)
            leaving = _battle_destroy_replacements(duel, leaving)
        if leaving:       # PROCESSOR_DESTROY from step 3: EVENT_DESTROY, then the move
            for card in leaving:
                card.reason |= REASON_DESTROY
                operations.raise_single_event(duel, card, EVENT_DESTROY, [], None, card.reason, card.reason_player)
            operations.raise_event(duel, EVENT_DESTROY, leaving, None, REASON_BATTLE, PLAYER_NONE, single_cards=[])
            for destination in sorted({c.battle_destination for c in leaving}):
                operations.send_to(duel, [c for c in leaving if c.battle_destination == destination], None,
                                   REASON_BATTLE | REASON_DESTROY, PLAYER_NONE, destination, keep_reason_player=True)
        adjust.adjust(duel)
        # step 34: the end of the Damage Step
        duel.damage_calculated = True
        attack.flip_delayed = False
        duel.pending_events[:0] = attack.delayed_flips
        attack.delayed_flips = []
        events = []
        destroying, destroyed = [], []
        for card, other, index, rp in ((attacker, target, 0, attack.target_player),
                                       (target, attacker, 1, attack.attacker_player)):
            if card is None or not stats.status(card) & STATUS_BATTLE_DESTROYED or not card.reason & REASON_BATTLE:
                continue
            operations.raise_single_event(duel, other, EVENT_BATTLE_DESTROYING, [], None, card.reason, rp, 0, 1 - index)
            operations.raise_single_event(duel, card, EVENT_BATTLE_DESTROYED, [], None, card.reason, rp, 0, index)
            operations.raise_single_event(duel, card, EVENT_DESTROYED, [], None, card.reason, rp, 0, index)
            destroying.append(other)
            destroyed.append(card)
        if destroying:
            events.append(operations.raise_event(duel, EVENT_BATTLE_DESTROYING, destroying, None, 0, 0, 0,
                                                 single_cards=[]))
        if destroyed:
            events.append(operations.raise_event(duel, EVENT_BATTLE_DESTROYED, destroyed, None, 0, 0, 0, single_cards=[]))
            events.append(operations.raise_event(duel, EVENT_DESTROYED, destroyed, None, 0, 0, 0, single_cards=[]))
        events += self._raise(EVENT_DAMAGE_STEP_END, [(attacker, 0), (target, 1)])
        attacker.status_flags &= ~STATUS_BATTLE_DESTROYED
        if target is not None:
            target.status_flags &= ~STATUS_BATTLE_DESTROYED
        yield from self._point("damage_end", events)
        # step 39: the end of the Damage Step
        attacker.status_flags &= ~STATUS_OPPO_BATTLE
        if target is not None:
            target.status_flags &= ~STATUS_OPPO_BATTLE
        reset_phase_effects(duel, PHASE_DAMAGE)
        if finish:
            duel.phase = PHASE_BATTLE_STEP
            self._end()


def calculate_damage_by_effect(duel, attacker, target, new_attack):
    """Duel.CalculateDamage (PROCESSOR_DAMAGE_STEP): these monsters battle now, inside the
    effect's resolution: damage calculation and its damage at once, the rest of that Damage Step
    (after damage calculation, the destruction, its end) once the chain has resolved."""
    if duel.effect_damage_step and not new_attack:
        return
    saved_attack, saved_phase = duel.attack, duel.phase
    duel.effect_damage_step = 1
    attack = duel.attack = Attack(attacker, target)
    flow = AttackFlow(duel, attacker, target, choose_replay=None)
    if attacker.current.location != LOCATION_MZONE or (target is not None and target.current.location != LOCATION_MZONE):
        duel.reserved_damage_step = flow.after_damage_by_effect([], saved_attack, saved_phase)
        return
    turn = duel.turn_player
    if new_attack:
        duel.attack_count[turn] += 1
        duel.battled_count[turn] += 1
        duel.count_activity(turn, ACTIVITY_ATTACK, attacker)
    attacker.announced_cards.append(target)
    attack_all_target_check(duel)
    duel.phase = PHASE_DAMAGE
    attack.pre_field = [attacker.field_id, target.field_id if target is not None else 0]
    attacker.attacked_count += 1
    if target is not None and target.is_position(POS_FACEDOWN):
        operations.change_position(duel, [target], target.current.position >> 1, None, PLAYER_NONE)
        adjust.adjust(duel)
        attack.pre_field[1] = target.field_id
    duel.phase = PHASE_DAMAGE_CAL
    events = flow.resolve_damage()
    duel.reserved_damage_step = flow.after_damage_by_effect(events, saved_attack, saved_phase)


def _battle_destroy_replacements(duel, leaving):
    """EFFECT_DESTROY_REPLACE for the monsters destroyed by battle, as field::destroy steps 0-1
    apply it: a monster a replacement takes stays, with its previous reason, no longer destroyed."""
    leaving = list(leaving)

    def restore(card):
        card.reason, card.reason_card, card.reason_effect, card.reason_player = card.saved_reason
        card.status_flags &= ~STATUS_BATTLE_DESTROYED
    replacement.replace_by_field_effects(duel, EFFECT_DESTROY_REPLACE, leaving, restore)
    for card in list(leaving):
        if card in leaving:
            replacement.replace_by_single_effects(duel, EFFECT_DESTROY_REPLACE, leaving, card, restore)
    return leaving


def _survives_battle_destruction(card, substitutes):
    """PROCESSOR_DESTROY step 10 for battle: EFFECT_INDESTRUCTABLE, EFFECT_INDESTRUCTABLE_COUNT,
    then destruction substitutes (the substitute is destroyed instead)."""
    args = (card.reason_effect, card.reason, card.reason_player)
    if any(stats.effect_value(e, *args) for e in stats.applying(card, EFFECT_INDESTRUCTABLE)):
        return True
    for effect in stats.applying(card, EFFECT_INDESTRUCTABLE_COUNT):
        if effect.has_property(EFFECT_FLAG_COUNT_LIMIT):
            if effect.count_limit and stats.effect_value(effect, *args):
                effect.count_limit -= 1
                return True
        else:
            allowed = stats.effect_value(effect, *args)
            if allowed:
                used = card.indestructible_uses.get(effect.id, 0) + 1
                card.indestructible_uses[effect.id] = used
                if used <= allowed:
                    return True
    found = False
    for effect in stats.applying(card, EFFECT_DESTROY_SUBSTITUTE):
        if stats.effect_value(effect, *args):
            instead = operations.substitute_card(effect)
            if instead not in substitutes:
                substitutes.append(instead)
            found = True
    return found
