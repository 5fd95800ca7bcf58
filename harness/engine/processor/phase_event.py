"""The "during the ... Phase" prompt of a phase, as field::process_phase_event runs it.

When the turn player leaves the Draw, Standby or End Phase (and the Battle Phase's Start and End
Steps), the core polls the effects on EVENT_PHASE+phase instead of raising an event:

- step 0: the player whose turn it is to act (the turn player first) gets one prompt listing its
  forced triggers, its continuous effects on the phase (maintenance costs, "during the next
  Standby Phase" operations), the returns of control due in this phase (EFFECT_SET_CONTROL with
  RESET_PHASE), and, until the hand is adjusted, its optional triggers and free-chain effects.
  The player cannot pass while a forced entry is listed;
- step 2: an entry taken is run alone: a trigger is the first link of its own chain, which
  resolves (the other player may respond) before the next prompt; a continuous effect runs
  (solve_continuous); a return of control removes the effect. Each entry is therefore checked
  again when its turn comes (a second Treeborn Frog whose zone the first one took is not
  activated). A pass gives the other player its own prompt; both passing ends the loop;
- steps 20-22 (End Phase only): the turn player with more cards in hand than its limit (6, or
  the last EFFECT_HAND_LIMIT) discards down to it (REASON_RULE+REASON_DISCARD+REASON_ADJUST),
  then the prompts start again with the turn player, without optional triggers;
- step 25: the phase's RESET_PHASE effects reset.

Several entries in one prompt are taken in the turn player's order in the core. The harness takes
the optional triggers the step accepts (`triggers:`) first, then `order:` (the cards named, in
that order), then the forced entries in the core's listing order (triggers, then continuous
effects, then returns of control), as the contract's Version 4 says.
"""
from harness.constants import (
    EVENT_PHASE, PHASE_DRAW, PHASE_STANDBY, PHASE_BATTLE_START, PHASE_BATTLE, PHASE_END,
    EFFECT_SKIP_DP, EFFECT_SKIP_SP, EFFECT_SKIP_BP, EFFECT_HAND_LIMIT, EFFECT_SET_CONTROL,
    EFFECT_TYPE_FIELD, EFFECT_TYPE_CONTINUOUS, EFFECT_TYPE_TRIGGER_F, EFFECT_TYPE_TRIGGER_O,
    RESET_PHASE, RESET_SELF_TURN, RESET_OPPO_TURN, LOCATION_HAND, LOCATION_GRAVE, LOCATION_ONFIELD,
    EFFECT_FLAG_CANNOT_DISABLE, EFFECT_FLAG_INITIAL,
    REASON_RULE, REASON_DISCARD, REASON_ADJUST,
)
from ..state.decisions import CardSelection, TriggerOffer
from ..state.errors import IllegalAction, ScriptError
from ..state.events import Event
from ..values import stats
from ..actions import operations
from . import adjust, chain, continuous, triggers

HAND_LIMIT = 6
_PROMPT_PHASES = (PHASE_DRAW, PHASE_STANDBY, PHASE_END)
_SKIPPED_BY = {PHASE_DRAW: EFFECT_SKIP_DP, PHASE_STANDBY: EFFECT_SKIP_SP, PHASE_BATTLE_START: EFFECT_SKIP_BP,
               PHASE_BATTLE: EFFECT_SKIP_BP}
_MAX_ENTRIES = 200      # each entry uses a count limit or leaves; a script that never does loops forever


def skipped(duel, phase):
    """process_phase_event step 0: a skip effect on the turn player skips the phase's prompt."""
    code = _SKIPPED_BY.get(phase)
    return code is not None and bool(stats.player_effects(duel, duel.turn_player, code))


def process_phase_event(duel, phase, order=()):
    """Run the phase's prompts until both players pass (and, in the End Phase, the hand is
    adjusted), from where a step left them (`prompt_of`). `order`: cards whose forced entries go
    first, in that order (`order:`). Returns whether the prompts ran (False when a skip effect
    skipped them)."""
    if skipped(duel, phase):
        duel.phase_prompt = None
        return False
    prompt = prompt_of(duel, phase)
    prompt.run(duel, order)
    duel.phase_prompt = None
    return True


def prompt_of(duel, phase=None):
    """The phase prompt the duel is at (a step paused at a Draw, Standby or End Phase stops at
    the turn player's first prompt of it), made when first needed."""
    phase = duel.phase if phase is None else phase
    prompt = getattr(duel, "phase_prompt", None)
    if prompt is None or prompt.phase != phase or prompt.turn != duel.turn:
        prompt = duel.phase_prompt = PhasePrompt(duel, phase)
    return prompt


def at_phase_prompt(duel):
    """Whether the duel is paused at a phase prompt (a Draw, Standby or End Phase stop, chain empty)."""
    return duel.phase in _PROMPT_PHASES and not duel.chain and not skipped(duel, duel.phase)


def yield_priority(duel, respond=None):
    """The other player is to act at a phase stop: the turn player first takes its forced entries
    (and the optional triggers the step accepts), as playerop.cpp's select_chain does not let it
    pass while a forced entry is listed, then passes. `respond()` is offered each chain such an
    entry starts (the other player's quick-effect window, PROCESSOR_QUICK_EFFECT), and the
    point event's window after a continuous entry (a maintenance cost paid): when it activates
    there (True), the chain resolves and the turn player has the prompt again, where the step
    stops. Returns whether `respond` activated."""
    prompt = prompt_of(duel)
    return prompt.run(duel, until_pass_of=duel.turn_player, respond=respond)


def turn_player_acted(duel):
    """The turn player activated at its phase prompt: as after any entry taken (step 2), the other
    player's earlier pass no longer counts."""
    prompt = getattr(duel, "phase_prompt", None)
    if prompt is not None and prompt.phase == duel.phase and prompt.turn == duel.turn:
        prompt.player, prompt.passed = duel.turn_player, False


def resume_after_response(duel):
    """After the other player's activation at a phase stop resolved: it gets the prompt again
    (its own forced entries: Imperial Order's maintenance in the opponent's Standby Phase), and
    when it passes the turn player has the prompt: the step stops there."""
    prompt = prompt_of(duel)
    prompt.player, prompt.passed = 1 - duel.turn_player, False
    prompt.run(duel, until_pass_of=1 - duel.turn_player)


class PhasePrompt:
    """The state of process_phase_event between steps: whose prompt it is, whether the other
    player passed just before, whether the hand was adjusted."""

    def __init__(self, duel, phase):
        self.phase, self.turn = phase, duel.turn
        self.player, self.passed, self.hand_adjusted = duel.turn_player, False, False
        self.pass_batch = None            # duel.event_batch when the last pass was made
        self.logged = False
        self.event = Event(EVENT_PHASE + phase, [], None, 0, duel.turn_player, duel.turn_player, 0, duel.event_batch)

    def _log(self, duel):
        """The log's EVENT_PHASE+phase: when a player first answers the phase's prompt (the core's
        HINT_EVENT; no event is raised: process_phase_event polls the effects)."""
        if not self.logged:
            self.logged = True
            duel.events.record(self.event)
            if duel.tracers:
                duel.trace("event", self.event.describe())

    def run(self, duel, order=(), until_pass_of=None, respond=None):
        """Prompts until both players have passed; with `until_pass_of`, only until that player
        passes (the other player then has the prompt). `respond`: see yield_priority; True when
        it activated (the run stops after that chain, at the same player's prompt)."""
        order = list(order)
        turn_player = duel.turn_player
        declined = set()        # offered and declined in this step: not offered again in it
        for _ in range(_MAX_ENTRIES):
            entries = _entries(duel, self.phase, self.event, self.player, self.hand_adjusted)
            entry = _choose(duel, self.player, entries, declined, order)
            self._log(duel)
            if entry is None:
                if until_pass_of == self.player:
                    if self.passed and self.player == turn_player and self.pass_batch == duel.event_batch:
                        # the other player passed just before: both passed in succession, the
                        # prompts end (step 2) and the other player gets no priority in this phase
                        # (a god-hand or `lua:` step since is an entry the turn player took: the
                        # native oracle runs it as its dispatcher, a continuous entry)
                        raise IllegalAction(f"player {1 - turn_player} cannot act in this phase any more: it "
                                            f"passed at its phase prompt and the turn player passes too, which "
                                            f"ends the phase's prompts (process_phase_event)")
                    self.passed, self.player, self.pass_batch = True, 1 - self.player, duel.event_batch
                    return False
                if self.passed and self.pass_batch == duel.event_batch:
                    if self.phase == PHASE_END and adjust_hand(duel):
                        self.hand_adjusted, self.player, self.passed = True, turn_player, False
                        continue
                    return False
                self.passed, self.player, self.pass_batch = True, 1 - self.player, duel.event_batch
                continue
            self.passed = False
            if _run(duel, entry, self.player, self.event, respond):
                return True
        raise ScriptError(f"the phase prompt listed an effect again after {_MAX_ENTRIES} entries "
                          f"(a continuous phase effect with no count limit that never stops applying?)")


class _Entries:
    def __init__(self):
        self.forced, self.optional = [], []


def _entries(duel, phase, event, player, hand_adjusted):
    """process_phase_event step 0's list for `player`, in the core's order."""
    code = EVENT_PHASE + phase
    found = _Entries()
    effects = sorted((e for e in duel.effects_with_code(code) if e.registered), key=_listing_order(duel))
    forced_triggers = [e for e in effects if e.type & EFFECT_TYPE_TRIGGER_F and _trigger_ready(duel, e, player, event)]
    continuous = [e for e in effects if e.type & EFFECT_TYPE_CONTINUOUS and _continuous_ready(duel, e, player, event)]
    found.forced = forced_triggers + continuous + _control_returns(duel, phase, player)
    if not hand_adjusted:
        found.optional = [e for e in effects if e.type & EFFECT_TYPE_TRIGGER_O
                          and _trigger_ready(duel, e, player, event)]
    return found


def _listing_order(duel):
    """The order of the core's effect lists (multimaps by code: insertion order): a card's own
    effects join them when the card arrives where they work (card::apply_field_effect, so in the
    order the cards arrived: its field id), an effect registered later when it is registered."""
    registered = {id(e): n for n, e in enumerate(duel.registered_effects)}

    def key(effect):
        handler = effect.handler
        joined = handler.field_id if handler is not None and effect.has_property(EFFECT_FLAG_INITIAL) else effect.id or 0
        return joined, registered.get(id(effect), 0)
    return key


def _trigger_ready(duel, effect, player, event):
    """A trigger in the field's lists (a field effect whose handler is in its range) that
    effect::is_activateable allows for this player, its condition checked now."""
    handler = effect.handler
    if not effect.type & EFFECT_TYPE_FIELD or (handler is not None and not stats.in_range(effect, handler)):
        return False          # a player's trigger (no handler) is listed wherever its owner card is
    return bool(chain.check_activation(duel, effect, player, event))


def _continuous_ready(duel, effect, player, event):
    """A continuous effect of this player (its handler's controller; a player's own effect: its
    owner) that is_activateable allows: in range, face-up and enabled, not negated, a use of its
    count limit left, its condition true and its target with chk 0 (continuous.continuous_ready)."""
    if not effect.type & EFFECT_TYPE_FIELD:
        return False
    handler = effect.handler
    owner = handler.controller if handler is not None else effect.owner_player
    if owner != player or (handler is not None and not _continuous_active(effect, handler)):
        return False
    return continuous.continuous_ready(duel, effect, player, event)


def _continuous_active(effect, handler):
    """effect::is_activateable for a continuous effect: in range, face-up and enabled on the
    field, its card not negated (unless EFFECT_FLAG_CANNOT_DISABLE)."""
    if not stats.in_range(effect, handler):
        return False
    if handler.current.location & LOCATION_ONFIELD and (handler.is_facedown() or not handler.effect_enabled):
        return False
    return effect.has_property(EFFECT_FLAG_CANNOT_DISABLE) or effect.owner is not handler \
        or not stats.is_disabled(handler)


def _control_returns(duel, phase, player):
    """"All effects taking control non-permanently are only until End Phase": an
    EFFECT_SET_CONTROL whose RESET_PHASE ends in this phase, of this player's turn or the
    other's as its flags say, taking control now, is a forced entry of its controller."""
    found = []
    for effect in duel.all_effects():
        flags = effect.reset_flag
        if effect.code != EFFECT_SET_CONTROL or not flags & RESET_PHASE or not flags & phase or not effect.registered:
            continue
        handler = effect.handler
        if handler is None or handler.controller != player:
            continue
        own_turn = player == duel.turn_player
        if not ((flags & RESET_SELF_TURN and own_turn) or (flags & RESET_OPPO_TURN and not own_turn)):
            continue
        if (effect.reset_count or 1) != 1 or stats.effect_value(effect, handler) != handler.controller:
            continue
        found.append(effect)
    return found


def _choose(duel, player, entries, declined, order):
    """The entry the player takes, or None for a pass: an optional trigger the step accepts,
    then the forced entries of the cards `order:` names, then the first forced entry."""
    listed = getattr(duel.chooser, "triggers_listed", None)
    if listed is not None and entries.optional:
        listed([e.get_handler() for e in entries.optional])
    for effect in entries.optional:
        if effect in declined:
            continue
        if duel.chooser.offer_trigger(TriggerOffer(player, effect)):
            return effect
        declined.add(effect)
    if not entries.forced:
        return None
    for card in list(order):
        named = [e for e in entries.forced if e.get_handler() is card]
        if named:
            return named[0]
        order.remove(card)            # nothing of it is listed (any more): the next card
    return entries.forced[0]


def _run(duel, effect, player, event, respond=None):
    """process_phase_event step 2: the entry taken, alone, then the point event. A trigger's
    chain is offered to `respond` before it resolves; after a continuous entry or a return of
    control (steps 3-4: adjust, then the point event, whose quick-effect window both players get,
    the turn player first) `respond` is offered that window with the chain empty: the other
    player acts there before its own forced entries (Imperial Order's maintenance in the other
    player's Standby Phase is listed only when the turn player passes). Returns whether it
    responded."""
    responded = False
    duel.new_event_batch()
    starts_chain = False
    if effect.code == EFFECT_SET_CONTROL:
        operations.remove_effect(effect)            # control returns at the adjust pass
    elif effect.type & EFFECT_TYPE_CONTINUOUS:      # a phase effect: solve_continuous
        continuous.solve_continuous(duel, effect, player, event)
        continuous.solve_delayed_continuous(duel)
    else:
        starts_chain = True
        chain.add_link(duel, effect, player, event)
        triggers.chain_forced_quick(duel)
        responded = bool(respond is not None and respond())
    adjust.adjust(duel)
    triggers.settle(duel)
    if not starts_chain and respond is not None and not duel.chain:
        responded = bool(respond())
    return responded


def adjust_hand(duel):
    """Steps 20-22: the turn player discards down to its hand limit; True if it discarded."""
    player = duel.turn_player
    limits = stats.player_effects(duel, player, EFFECT_HAND_LIMIT)
    limit = stats.effect_value(limits[-1]) if limits else HAND_LIMIT
    hand = duel.zone_list(player, LOCATION_HAND)
    excess = len(hand) - limit
    if excess <= 0:
        return False
    chosen = duel.chooser.select_cards(CardSelection(player, "choose", list(hand), excess, excess, "HINTMSG_DISCARD"))
    duel.new_event_batch()
    operations.send_to(duel, list(chosen), None, REASON_RULE | REASON_DISCARD | REASON_ADJUST, player, LOCATION_GRAVE)
    adjust.adjust(duel)
    triggers.settle(duel)
    return True
