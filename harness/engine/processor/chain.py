"""Activation legality and the chain: checking, activating, responding, resolving, negating.

Mirrors the core (effect::is_activateable, field::add_chain, field::solve_chain, negate_chain)
for the effects the harness implements: card activations of Spells/Traps, ignition and quick
effects, and triggers (see triggers.py), on EVENT_FREE_CHAIN or on the event that triggered them.
"""
from dataclasses import dataclass

from harness.constants import (
    STATUS_ACTIVATE_DISABLED, STATUS_FORBIDDEN,
    EFFECT_TYPE_ACTIVATE, EFFECT_TYPE_IGNITION, EFFECT_TYPE_QUICK_O, EFFECT_TYPE_QUICK_F,
    EFFECT_TYPE_TRIGGER_O, EFFECT_TYPE_TRIGGER_F, EFFECT_TYPE_FIELD, EFFECT_TYPE_SINGLE,
    EFFECT_FLAG_CONTINUOUS_TARGET, EFFECT_FLAG_CANNOT_DISABLE, EFFECT_FLAG_CANNOT_INACTIVATE,
    EFFECT_FLAG_BOTH_SIDE, EFFECT_FLAG_EVENT_PLAYER, EFFECT_FLAG_SET_AVAILABLE,
    EVENT_FREE_CHAIN, EVENT_CHAINING, LOCATION_HAND, LOCATION_SZONE, LOCATION_PZONE, LOCATION_GRAVE, LOCATION_ONFIELD,
    LOCATION_REMOVED, LOCATION_OVERLAY, POS_FACEUP, PLAYER_NONE, REASON_RULE,
    PHASE_MAIN1, PHASE_MAIN2, TYPE_SPELL, TYPE_TRAP, TYPE_MONSTER, TYPE_QUICKPLAY, TYPE_COUNTER,
    TYPE_CONTINUOUS, TYPE_FIELD, TYPE_EQUIP, TYPE_PENDULUM,
    EVENT_CHAIN_SOLVING, EVENT_CHAIN_SOLVED, EVENT_CHAIN_END, EVENT_CHAIN_NEGATED, EVENT_CHAIN_DISABLED,
    EFFECT_CANNOT_INACTIVATE, EFFECT_CANNOT_DISEFFECT,
    EFFECT_CANNOT_ACTIVATE, EFFECT_CANNOT_TRIGGER, EFFECT_FLAG_OATH,
    EFFECT_FLAG_DAMAGE_STEP, EFFECT_FLAG_DAMAGE_CAL, PHASE_DAMAGE, PHASE_DAMAGE_CAL, ACTIVITY_CHAIN,
    EFFECT_REMAIN_FIELD, EFFECT_FLAG_DELAY, EVENT_BATTLE_START, EVENT_PRE_DAMAGE_CALCULATE,
    EVENT_PRE_BATTLE_DAMAGE, EVENT_BECOME_TARGET, EVENT_PHASE, EVENT_PHASE_START, EFFECT_FLAG_CARD_TARGET, EFFECT_FLAG_SINGLE_RANGE, RESET_CHAIN,
)
from harness import constants
from ..state import count_limits
from ..state.chain_link import ChainLink
from ..state.effect import cost_checked
from ..state.decisions import OptionChoice, YesNo
from ..state.errors import IllegalAction, NotImplementedByHarness
from ..state.events import event_arguments, event_name
from ..state.host import truthy
from ..values import negation, stats
from ..values.queries import current_rank
from ..rules import script_checks
from ..rules.activation_checks import (continuous_trap_effects, damage_step_allows, first_failing_check,
                                       is_activateable, set_activate_location)
from ..actions import operations
from . import adjust, continuous

_BY_CHOICE = EFFECT_TYPE_ACTIVATE | EFFECT_TYPE_IGNITION | EFFECT_TYPE_QUICK_O | EFFECT_TYPE_QUICK_F
_TRIGGERS = EFFECT_TYPE_TRIGGER_O | EFFECT_TYPE_TRIGGER_F
_STAYS_ON_FIELD = TYPE_CONTINUOUS | TYPE_FIELD | TYPE_EQUIP | TYPE_PENDULUM


@dataclass
class Verdict:
    ok: bool
    reason: str = ""

    def __bool__(self):
        return self.ok


# -- legality -----------------------------------------------------------------------------------------------
def spell_speed(effect):
    if effect.type & EFFECT_TYPE_ACTIVATE:
        card_type = stats.current_type(effect.handler)
        if card_type & TYPE_TRAP:
            return 3 if card_type & TYPE_COUNTER else 2
        return 2 if card_type & TYPE_QUICKPLAY else 1
    return 2 if effect.type & (EFFECT_TYPE_QUICK_O | EFFECT_TYPE_QUICK_F) else 1


def responding_event(duel, effect, player=None):
    """The event an activation would respond to now: the last chain link's EVENT_CHAINING, or
    an event of this point (duel.window_events: the attack declaration, say), as the core's
    quick-effect check goes through its point events. Delayed ("if") effects do not respond.
    The core offers the effect once per event of its code it can be activated on: with `player`,
    the newest event its condition, cost and target accept (a monster destroyed by a Quick-Play
    Spell, not the Spell sent to the GY after it), else the newest."""
    if effect.code == EVENT_CHAINING and duel.chain:
        return duel.chain[-1].chaining_event
    if effect.has_property(EFFECT_FLAG_DELAY) and not duel.after_action_window:
        return None             # "if" effects wait for the window after the action (core.delayed_quick)
    if effect.code == EVENT_BECOME_TARGET and duel.chain and duel.chain[-1].target_event is not None:
        return duel.chain[-1].target_event      # raised with the link, as EVENT_CHAINING (core.instant_event)
    events = [event for event in reversed(duel.window_events) if event.code == effect.code]
    if player is not None and len(events) > 1:
        return next((event for event in events if _check_callbacks(duel, effect, player, event)), events[0])
    return events[0] if events else None


def check_activation(duel, effect, player, event=None, neglect_condition=False):
    """Whether `player` may activate `effect` now (with `event` for triggers): the core's
    legality flow in its order, with no side effect on the duel. A trigger's condition was
    checked when its event happened (`neglect_condition`: not again, as the core)."""
    if not effect.type & (_BY_CHOICE | _TRIGGERS):
        return Verdict(False, "it is not an activated effect")
    if not effect.type & _TRIGGERS or EVENT_PHASE < effect.code < EVENT_PHASE_START:
        set_activate_location(effect)      # the core sets it as it considers the effect
    if event is None and effect.code != EVENT_FREE_CHAIN and not effect.type & EFFECT_TYPE_IGNITION:
        event = responding_event(duel, effect, player)
        if event is None:
            if effect.type & _TRIGGERS or effect.code != EVENT_CHAINING:
                return Verdict(False, f"it activates only when {event_name(effect.code)} happens")
            return Verdict(False, "there is no chain link to respond to")
    if duel.summon_window is not None and effect.code == EVENT_FREE_CHAIN:
        # the core runs a "would be summoned" window with skip_freechain (PROCESSOR_POINT_EVENT 0x101)
        return Verdict(False, "only effects on the summon being announced may respond in its window")
    verdict = (_check_card_activation if effect.type & EFFECT_TYPE_ACTIVATE else _check_effect_activation)(duel, effect, player)
    if not verdict:
        return verdict
    if not effect.type & _TRIGGERS:
        verdict = _check_timing(duel, effect, player)
    else:    # core: the Damage Step flags apply to triggers too, except mandatory and single optional ones
        verdict = Verdict(True)
        if effect.type & EFFECT_TYPE_TRIGGER_O and not effect.type & EFFECT_TYPE_SINGLE:
            verdict = _check_damage_step(duel, effect, player)
    if not verdict:
        return verdict
    if not count_limits.limit_available(duel, effect, player):
        return Verdict(False, "its count limit is used up")
    for prohibition in stats.player_effects(duel, player, EFFECT_CANNOT_ACTIVATE):
        if stats.effect_value(prohibition, effect, player):
            return Verdict(False, f"activation is forbidden by {prohibition.describe()}")
    verdict = _check_chain_limits(duel, effect, player)
    if not verdict:
        return verdict
    return _check_callbacks(duel, effect, player, event, neglect_condition)


def _check_chain_limits(duel, effect, player):
    """effect::is_chainable: every Duel.SetChainLimit (until the next link) and
    SetChainLimitTillChainEnd function must accept (effect, the limiting player, player)."""
    for function, limiting_player in duel.chain_limits + duel.chain_limits_till_end:
        if not truthy(duel.host.call(function, effect, limiting_player, player)):
            return Verdict(False, "a chain limit (Duel.SetChainLimit) forbids responding with it")
    return Verdict(True)


def _check_card_activation(duel, effect, player):
    handler = effect.handler
    if handler.controller != player:
        return Verdict(False, f"{handler.describe()} is not controlled by player {player}")
    card_type = stats.current_type(handler)
    if handler.current.location == LOCATION_HAND:
        if card_type & TYPE_MONSTER and not card_type & TYPE_PENDULUM:
            return Verdict(False, "a monster is not activated as a card")
        if card_type & TYPE_TRAP:
            return Verdict(False, "a Trap cannot be activated from the hand")
        if handler.data.type & TYPE_PENDULUM and handler.data.type & TYPE_MONSTER:
            if not duel.free_sequences(player, LOCATION_PZONE):
                return Verdict(False, "no free Pendulum Zone")
        elif not card_type & TYPE_FIELD and not duel.free_sequences(player, LOCATION_SZONE):
            return Verdict(False, "no free Spell & Trap Zone")
        if card_type & TYPE_QUICKPLAY and duel.turn_player != player:
            return Verdict(False, "a Quick-Play Spell can be activated from the hand only in your own turn")
    elif handler.current.location == LOCATION_SZONE:
        if handler.is_faceup():
            return Verdict(False, f"{handler.describe()} is already face-up")
        if handler.equip_target is not None:
            return Verdict(False, f"{handler.describe()} is a face-down Equip Card")
        if handler.set_turn == duel.turn and card_type & (TYPE_TRAP | TYPE_QUICKPLAY):
            return Verdict(False, "it was Set this turn")
    else:
        return Verdict(False, f"{handler.describe()} is neither in the hand nor Set")
    if stats.status(handler) & STATUS_FORBIDDEN:        # effect::is_activateable: a declared card (Prohibition)
        return Verdict(False, f"{handler.describe()} is forbidden (STATUS_FORBIDDEN: a card declared by Prohibition)")
    if stats.applying(handler, EFFECT_CANNOT_TRIGGER):
        return Verdict(False, f"{handler.describe()} cannot activate effects")
    return Verdict(True)


def _check_effect_activation(duel, effect, player):
    if effect.handler is None:
        # a player's effect (EFFECT_FLAG_FIELD_ONLY in the core): effect::is_activateable asks only
        # whether it is that player's, wherever its owner card is
        if effect.owner_player != player and not effect.has_property(EFFECT_FLAG_BOTH_SIDE):
            return Verdict(False, f"it is player {effect.owner_player}'s effect")
        return Verdict(True)
    handler = effect.handler
    if handler.current.location == LOCATION_OVERLAY:
        return Verdict(False, "an Xyz Material cannot activate its effects")
    # (effect::is_activateable's "not a monster now" check compares the handler's type with the
    # effect's active type, which for an activated effect is the handler's type: it never applies)
    # A single effect's range counts only with EFFECT_FLAG_SINGLE_RANGE (a "sent to the GY" trigger
    # with SetRange(LOCATION_MZONE) still triggers in the GY, as in the core).
    single_anywhere = effect.type & EFFECT_TYPE_SINGLE and not effect.has_property(EFFECT_FLAG_SINGLE_RANGE)
    in_range = True if single_anywhere else stats.in_range(effect, handler) if effect.range else False
    if not in_range:
        return Verdict(False, f"{handler.describe()} is not where the effect works ({_location_names(effect.range)})")
    if handler.current.location & (LOCATION_ONFIELD | LOCATION_REMOVED):
        if handler.is_facedown() and not effect.has_property(EFFECT_FLAG_SET_AVAILABLE):
            return Verdict(False, f"{handler.describe()} is face-down")
        if handler.is_faceup() and handler.current.location & LOCATION_ONFIELD and not handler.effect_enabled:
            return Verdict(False, f"{handler.describe()}'s effects are not enabled yet")
    if effect.type & EFFECT_TYPE_FIELD and handler.controller != player \
            and not effect.has_property(EFFECT_FLAG_BOTH_SIDE | EFFECT_FLAG_EVENT_PLAYER):
        return Verdict(False, f"{handler.describe()} is not controlled by player {player}")
    # No negation check: a negated card may still activate its effects (core: is_activateable
    # checks negation for continuous effects only); the link then resolves without effect.
    if stats.status(handler) & STATUS_FORBIDDEN:
        return Verdict(False, f"{handler.describe()} is forbidden (STATUS_FORBIDDEN: a card declared by Prohibition)")
    if stats.applying(handler, EFFECT_CANNOT_TRIGGER):
        return Verdict(False, f"{handler.describe()} cannot activate effects")
    return Verdict(True)


def _check_damage_step(duel, effect, player):
    """core effect::is_activateable: in the Damage Step only effects flagged for it (and Counter
    Traps, and a Continuous Trap activated with an effect of it that may be: continuous_trap_effects);
    during damage calculation only those flagged for that too."""
    counter_trap = effect.type & EFFECT_TYPE_ACTIVATE and spell_speed(effect) == 3
    if effect.type & EFFECT_TYPE_ACTIVATE and duel.phase in (PHASE_DAMAGE, PHASE_DAMAGE_CAL) \
            and continuous_trap_effects(duel, effect, player):
        return Verdict(True)
    # the Damage Step's own events open their windows to effects on them, flagged or not
    damage_step_event = EVENT_BATTLE_START <= effect.code <= EVENT_BATTLE_START + 17
    damage_cal_event = EVENT_PRE_DAMAGE_CALCULATE <= effect.code <= EVENT_PRE_BATTLE_DAMAGE
    if duel.phase == PHASE_DAMAGE and not counter_trap and not damage_step_event \
            and not effect.has_property(EFFECT_FLAG_DAMAGE_STEP):
        return Verdict(False, "not during the Damage Step (no EFFECT_FLAG_DAMAGE_STEP)")
    if duel.phase == PHASE_DAMAGE_CAL and not counter_trap and not damage_cal_event \
            and not effect.has_property(EFFECT_FLAG_DAMAGE_CAL):
        return Verdict(False, "not during damage calculation (no EFFECT_FLAG_DAMAGE_CAL)")
    return Verdict(True)


def _check_timing(duel, effect, player):
    verdict = _check_damage_step(duel, effect, player)
    if not verdict:
        return verdict
    speed = spell_speed(effect)
    if speed == 1:
        if duel.turn_player != player or duel.phase not in (PHASE_MAIN1, PHASE_MAIN2):
            return Verdict(False, "spell speed 1: only in your own Main Phase")
        if duel.chain:
            return Verdict(False, "spell speed 1: not in response to a chain")
    elif duel.chain and spell_speed(duel.chain[-1].effect) > speed:
        return Verdict(False, "its spell speed is lower than the chain link it would respond to")
    return Verdict(True)


_CALLBACK_FAILURES = {"condition": "its condition is not met",
                      "cost": "its cost cannot be paid (cost with chk==0 returned false)",
                      "target": "it has no legal target (target with chk==0 returned false)"}


def _check_callbacks(duel, effect, player, event, neglect_condition=False):
    with duel.acting(effect, player):
        failed = first_failing_check(duel, effect, effect, player, event, neglect_con=neglect_condition)
    return Verdict(False, _CALLBACK_FAILURES[failed]) if failed else Verdict(True)


def _location_names(mask):
    return "+".join(constants.LOCATION.names(mask)) or "nowhere"


# -- activating -----------------------------------------------------------------------------------------------
def activate(duel, effect, player, event=None):
    """Activate an effect as a new chain link: place the card, pay the cost, choose targets."""
    if event is None:
        event = responding_event(duel, effect, player)
    verdict = check_activation(duel, effect, player, event)
    if not verdict:
        raise IllegalAction(f"{effect.get_handler().describe()} cannot activate that effect now: {verdict.reason}")
    return add_link(duel, effect, player, event)


def add_link(duel, effect, player, event, chain_id=None):
    """A new chain link; chain_id is given for a trigger, whose relation was made when collected."""
    handler = effect.get_handler()
    if effect.type & EFFECT_TYPE_ACTIVATE:
        if handler.current.location == LOCATION_HAND:     # a Pendulum Monster is activated in a Pendulum Zone
            pendulum = handler.data.type & TYPE_PENDULUM and handler.data.type & TYPE_MONSTER
            operations.move_to_field(duel, handler, player, player, LOCATION_PZONE if pendulum else LOCATION_SZONE,
                                     POS_FACEUP, enable=False)
        elif handler.is_facedown():
            handler.current.position = POS_FACEUP        # flipped by the activation; effects not yet enabled
    if chain_id is None:
        duel.chain_ids += 1
        chain_id = duel.chain_ids
    link = ChainLink(effect, player, chain_id, len(duel.chain) + 1, event)
    link.triggering = triggering_state(handler)
    duel.chain.append(link)
    duel.chain_limits = []        # add_chain: a SetChainLimit lasts until the next chain link
    duel.trace("chain", f"chain link {link.chain_count}: player {player} activates {effect.describe()}")
    handler.create_relation(link)
    effect.active_type = stats.current_type(handler)
    count_limits.use_limit(duel, effect, player)
    if effect.type & EFFECT_TYPE_ACTIVATE:
        effect, event = _with_an_effect_of_it(duel, link)
    args = (effect, player) + event_arguments(event)
    link.target_ready = False         # core.is_target_ready: its cost and target are still running
    with duel.acting(effect, player, link), cost_checked(effect):
        if effect.cost is not None:
            duel.paying_cost = True
            try:
                duel.host.call(effect.cost, *args, 1)
            finally:
                duel.paying_cost = False
        if effect.target is not None:
            duel.host.call(effect.target, *args, 1)
    link.target_ready = True
    duel.declared.append((link, dict(link.operation_infos)))     # what responses read at EVENT_CHAINING
    if len(link.selections) == 1:      # several SelectTarget calls: chkc cannot describe them (core idiom: return false)
        offered, in_range = link.selections[0]
        script_checks.check_chkc(duel, effect, player, event_arguments(event), offered, in_range)
    targets = list(link.targets) if link.targets is not None else []
    if targets and effect.has_property(EFFECT_FLAG_CARD_TARGET):     # add_chain step 9
        for card in targets:
            operations.raise_single_event(duel, card, EVENT_BECOME_TARGET, [], effect, 0, player, 0, link.chain_count)
        link.target_event = operations.raise_event(duel, EVENT_BECOME_TARGET, targets, effect, 0, player, player,
                                                   link.chain_count, single_cards=[])
    card_type = stats.current_type(handler)
    if effect.type & EFFECT_TYPE_ACTIVATE:
        if not card_type & _STAYS_ON_FIELD and not stats.applying(handler, EFFECT_REMAIN_FIELD):
            handler.leave_confirmed = True
    if card_type & (TYPE_SPELL | TYPE_TRAP) and card_type & _STAYS_ON_FIELD \
            and handler.is_related_to_link(link) and handler.current.location == LOCATION_SZONE \
            and not effect.has_property(constants.EFFECT_FLAG_FIELD_ONLY):      # add_chain: any effect of it, not only its activation
        link.continuous_card = True
    duel.count_activity(player, ACTIVITY_CHAIN, effect, player, link.chain_count)
    link.chaining_event = operations.raise_event(duel, EVENT_CHAINING, [handler], effect, 0, player, player, link.chain_count)
    adjust.adjust(duel)
    return link


def _with_an_effect_of_it(duel, link):
    """add_chain steps 2-4: a Continuous Trap may be activated together with one of its own
    effects (continuous_trap_effects). Its player is asked (`yes:`; in the Damage Step, where only
    that made the activation legal, it is not asked), then which effect when several could be
    (`option:`); the link becomes that effect's, which counts as an activation (EFFECT_TYPE_ACTIVATE,
    its count limit used) until the link resolves. The link's (effect, event)."""
    effect, player, handler = link.effect, link.player, link.handler
    found = continuous_trap_effects(duel, effect, player)
    if not found:
        return effect, link.event
    if damage_step_allows(duel, effect) and not duel.chooser.select_yes_no(
            YesNo(player, f"activate {handler.describe()} and use an effect of it at once")):
        return effect, link.event
    index = 0 if len(found) == 1 else \
        duel.chooser.select_option(OptionChoice(player, [e.description for e, _ in found]))
    chosen, event = found[index]
    link.effect, link.event = chosen, event
    duel.trace("chain", f"chain link {link.chain_count}: activated with {chosen.describe()}")
    handler.create_relation(link)
    chosen.active_type = stats.current_type(handler)
    count_limits.use_limit(duel, chosen, player)
    if not chosen.type & EFFECT_TYPE_ACTIVATE:
        chosen.type |= EFFECT_TYPE_ACTIVATE
        link.activating = True
    return chosen, event


def triggering_state(card):
    """chain::set_triggering_state: what CHAININFO_TRIGGERING_* report, as the card was when activated."""
    codes = stats.current_codes(card)
    atk, defense = stats.attack_and_defense(card)
    return {"controller": card.controller, "location": card.location, "sequence": card.sequence,
            "position": card.position, "code": codes[0], "code2": codes[1] if len(codes) > 1 else 0,
            "level": stats.current_level(card), "rank": current_rank(card), "attribute": stats.current_attribute(card),
            "race": stats.current_race(card), "attack": atk, "defense": defense}


# -- negation -------------------------------------------------------------------------------------------------
def _negatable(duel, link, code, flag):
    if link.effect.has_property(flag):
        return False
    for protection in stats.field_effects(duel, code):
        if stats.effect_value(protection, link.chain_count):
            return False
    return True


def negate_activation(duel, chain_count):
    """Duel.NegateActivation: the link's activation is negated (core: field::negate_chain)."""
    link = _link_at(duel, chain_count)
    if link is None or link.activation_negated or not _negatable(duel, link, EFFECT_CANNOT_INACTIVATE, EFFECT_FLAG_CANNOT_INACTIVATE):
        return False
    link.activation_negated = True
    _negated_by(duel, link)
    handler = link.handler
    if link.effect.type & EFFECT_TYPE_ACTIVATE and handler.is_related_to_link(link) \
            and handler.current.location == LOCATION_SZONE:
        handler.leave_confirmed = True
        handler.status_flags |= STATUS_ACTIVATE_DISABLED
    return True


def negate_effect(duel, chain_count):
    """Duel.NegateEffect: the link resolves without its effect (core: field::disable_chain)."""
    link = _link_at(duel, chain_count)
    if link is None or link.effect_negated or not _negatable(duel, link, EFFECT_CANNOT_DISEFFECT, EFFECT_FLAG_CANNOT_DISABLE):
        return False
    link.effect_negated = True
    _negated_by(duel, link)
    return True


def _negated_by(duel, link):
    """field::negate_chain and disable_chain: the effect (and its player) that negates the link,
    as CHAININFO_DISABLE_REASON and CHAININFO_DISABLE_PLAYER read them."""
    link.disable_reason, link.disable_player = duel.reason_effect, duel.reason_player


def is_negatable(duel, chain_count):
    link = _link_at(duel, chain_count)
    return link is not None and _negatable(duel, link, EFFECT_CANNOT_INACTIVATE, EFFECT_FLAG_CANNOT_INACTIVATE)


def is_disablable(duel, chain_count):
    link = _link_at(duel, chain_count)
    return link is not None and _negatable(duel, link, EFFECT_CANNOT_DISEFFECT, EFFECT_FLAG_CANNOT_DISABLE)


def _link_at(duel, chain_count):
    if not duel.chain:
        return None
    return duel.chain[chain_count - 1] if 1 <= chain_count <= len(duel.chain) else duel.chain[-1]


# -- resolving ------------------------------------------------------------------------------------------------
def resolve_chain(duel):
    """field::solve_chain: resolve every link, last in first out, then the end-of-chain rules."""
    duel.chain_limits = []        # the chain starts resolving: responses are over
    duel.phase_action = True      # solve_chain step 0
    duel.window_events = []       # the point's events are used: nothing responds to them any more
    solving, duel.chain_solving = duel.chain_solving, True      # core.chain_solving
    try:
        _solve_links(duel)
    finally:
        duel.chain_solving = solving


def _solve_links(duel):
    while duel.chain:
        _resolve_link(duel, duel.chain[-1])
        duel.chain.pop()
        adjust.adjust(duel)             # the win check: when the duel ends, the rest never resolves
        if duel.chain:
            _run_reserved_summons(duel)
    leaving = [c for c in duel.field_cards() if c.leave_confirmed]
    for card in leaving:
        card.leave_confirmed = False
    if leaving:
        operations.send_to(duel, leaving, None, REASON_RULE, PLAYER_NONE, LOCATION_GRAVE)
    duel.chain_limits, duel.chain_limits_till_end = [], []
    count_limits.end_chain_count_limits(duel)
    for effect in [e for e in duel.all_effects() if e.reset_flag & RESET_CHAIN]:    # field::reset_chain
        operations.remove_effect(effect)
    _run_reserved_summons(duel)          # solve_chain step 12: what waited for the chain, then its end
    if duel.reserved_damage_step is not None:
        _run_reserved_damage_step(duel)
    operations.raise_event(duel, EVENT_CHAIN_END)
    adjust.adjust(duel)


def _run_reserved_damage_step(duel):
    """After the chain that called Duel.CalculateDamage: the rest of that Damage Step (battle.py
    left it as a generator on the duel), through its windows without pausing."""
    rest, duel.reserved_damage_step = duel.reserved_damage_step, None
    for _ in rest:
        pass


def _run_reserved_summons(duel):
    """solve_chain: a summon by procedure a link asked for happens once that link has resolved."""
    summons, duel.reserved_summons = duel.reserved_summons, []
    for summon in summons:
        summon()


def break_effect(duel):
    """field::break_effect (Duel.BreakEffect, an effect's "then"): the optional triggers without
    EFFECT_FLAG_DELAY that the effect has set off so far miss their timing (dropped from
    core.new_ochain: "when ... you can" must be the last thing that happened). A new event batch
    does that here: triggers.collect drops such triggers of an earlier batch. Then the adjust."""
    duel.new_event_batch()
    adjust.adjust(duel)


def _resolve_link(duel, link):
    effect, handler = link.effect, link.handler
    if link.answers:            # the answers given with this activation come first (answers.py)
        duel.chooser.restore_front(link.answers)
    duel.new_event_batch()
    duel.trace("resolve", f"chain link {link.chain_count} resolves: {effect.describe()}"
               + (" (activation negated)" if link.activation_negated else ""))
    if link.activation_negated:
        count_limits.refund_oath_limit(duel, effect, link.player)
        _remove_oath_effects(duel, effect)
        operations.raise_event(duel, EVENT_CHAIN_NEGATED, [], effect, 0, link.player, link.player, link.chain_count)
    else:
        duel.chain_solving = True           # solve_chain step 1 to step 5
        try:
            _solve_link(duel, link)
        except BaseException:
            for queue in duel.delayed_continuous:
                queue.clear()
            raise
        finally:
            duel.chain_solving = False
        continuous.solve_delayed_continuous(duel)
        operations.raise_event(duel, EVENT_CHAIN_SOLVED, [], effect, 0, link.player, link.player, link.chain_count)
    if link.targets is not None:
        for target in link.targets:
            target.release_relation(link)
    if handler.data.type & TYPE_EQUIP and effect.type & EFFECT_TYPE_ACTIVATE \
            and handler.equip_target is None and handler.is_related_to_link(link):
        handler.leave_confirmed = True       # an Equip Spell that did not equip goes to the GY
    if link.activating:
        effect.type &= ~EFFECT_TYPE_ACTIVATE
    handler.release_relation(link)


def _solve_link(duel, link):
    """solve_chain steps 1-3: EVENT_CHAIN_SOLVING, then the operation, or EVENT_CHAIN_DISABLED."""
    effect, handler = link.effect, link.handler
    operations.raise_event(duel, EVENT_CHAIN_SOLVING, [], effect, 0, link.player, link.player, link.chain_count)
    if not (link.continuous_card and not handler.is_related_to_link(link)):
        if effect.type & EFFECT_TYPE_ACTIVATE and handler.is_related_to_link(link) \
                and link.replaced_operation is None:        # solve_chain step 2
            operations.enable_field_effect(handler, handler.is_faceup())
            adjust.adjust_instant(duel)          # its own EFFECT_SELF_DESTROY applies now
        # An operation that creates a continuous target runs even when negated (core comment).
        negated = link.effect_negated or (stats.is_disabled(handler) and handler.is_related_to_link(link)) \
            or negation.link_disabled_by_card_effect(link)
        if negated and is_disablable(duel, link.chain_count) \
                and not (effect.has_property(EFFECT_FLAG_CONTINUOUS_TARGET) and link.replaced_operation is None):
            operations.raise_event(duel, EVENT_CHAIN_DISABLED, [], effect, 0, link.player, link.player, link.chain_count)
        else:
            _run_operation(duel, link)


def _remove_oath_effects(duel, effect):
    """Restrictions a cost registered (EFFECT_FLAG_OATH) end when the activation is negated
    (core: remove_oath_effect)."""
    for oath in list(duel.all_effects()):
        if oath.has_property(EFFECT_FLAG_OATH) and oath.oath_of is effect:
            operations.remove_effect(oath)


def _run_operation(duel, link):
    operation = link.replaced_operation or link.effect.operation
    if operation is None:
        return
    mark = duel.events.mark()
    with duel.acting(link.effect, link.player, link):
        duel.host.call(operation, link.effect, link.player, *event_arguments(link.event))
    events = duel.events.since(mark)
    script_checks.check_equip_limit_drift(duel, link, events)
    if link.replaced_operation is None:
        script_checks.check_operation_info(duel, link, events)


def run_requested_activations(duel):
    """Duel.Activate's PROCESSOR_ACTIVATE_EFFECT, once the script call that asked returns: each
    effect its handler's controller could activate now (is_activateable, no event) is activated
    as a new chain (its count limit used, its cost and target) and the chain resolves. The
    request made while a chain resolves (the core adds the link to that chain) is not implemented."""
    requested, duel.requested_activations = duel.requested_activations, []
    for effect in requested:
        if duel.chain_solving or duel.chain:
            raise NotImplementedByHarness("not implemented by the harness: Duel.Activate while a chain is built or "
                                          "resolves (the core adds the link to that chain)")
        player = effect.get_handler().controller
        if not is_activateable(duel, effect, player):
            continue
        add_link(duel, effect, player, None)
        resolve_chain(duel)
