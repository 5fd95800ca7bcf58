"""A duel that writes down what it did, in the scenario contract's terms (`ygo-harness snapshot`).

RecordingSession is a DuelSession whose public actions are recorded as scenario steps: the board
as it stands when the first action starts (every card, with its place, position, counters,
equip and Xyz relations), each action with its arguments, every prompt's answer on the step (or
the `chain:` entry) whose prompts took it, the cards a step created, and what changed.

Every prompt of a kind the contract answers from a queue is recorded, the forced ones too: a
queue is taken in prompt order, so a recorded answer must be there for every prompt that takes
one, or a later answer would be taken by an earlier prompt. What the contract cannot say makes
the run unrecordable (`problem`): an engine call outside the session's actions (a move by an
effect of a made-up card), a `lua` step, a step that failed. The snapshot writer
(snapshot.py) then writes no file for that plan.
"""
from dataclasses import dataclass, field

from harness import constants
from harness.constants import (
    LOCATION_MZONE, LOCATION_ONFIELD, LOCATION_OVERLAY, LOCATION_REMOVED, STATUS_PROC_COMPLETE, TYPE_LINK,
)
from harness.engine import stats
from harness.engine.state.decisions import FINISH, Chooser
from harness.engine.state.duel import PENDULUM_ZONE_SEQS
from harness.engine.state.events import event_name
from harness.scenario import left_by_steps
from harness.scenario.assertions import summon_type_exact, summon_type_name
from harness.scenario.report import position_name
from harness.scenario.runner import MOVES, PROCEDURE_SUMMONS
from harness.session import EXTRA_DECK_SUMMONS, PHASES, DuelSession

# The events the native oracle logs (EVENT_ codes 1001-1219 less these): a snapshot expects no other.
_LOGGED_EVENTS = range(1001, 1220)
_UNLOGGED_EVENTS = {constants.EVENT_FREE_CHAIN, constants.EVENT_ADJUST, constants.EVENT_STARTUP,
                    constants.EVENT_BREAK_EFFECT,
                    # field::destroy raises it before the move (step 3), but the native oracle's log, a
                    # continuous effect, sees it once the destroy has returned: the two logs order it
                    # differently, so a snapshot does not assert where it comes
                    constants.EVENT_DESTROY}
_PHASE_NAMES = {value: name for name, value in PHASES.items()}
_PROCEDURE_STEPS = {summon_type: kind for kind, summon_type in PROCEDURE_SUMMONS.items()}   # the runner's, read back


class Unrecordable(Exception):
    """The run did something no scenario step says."""


@dataclass
class Context:
    """Where a prompt's answer goes: a step, or a `chain:` entry of a step."""
    data: dict                                   # the step's (or entry's) own keys; cards as Card objects
    chain: list = field(default_factory=list)    # Context per `chain:` entry
    # the index in `chain` of the first entry an `activate` step's `after_chain:` holds (activated
    # in the window after the step's own chain resolved), None: every entry is a `chain:` one
    after_chain: object = None
    triggers: dict = field(default_factory=dict)  # card -> how many offers of its optional triggers it takes
    order: list = field(default_factory=list)     # (key, value) of every answer, in prompt order

    def add(self, key, value):
        self.order.append((key, value))

    @property
    def answers(self):
        """key -> [answer, ...] in prompt order (the keys in the order first asked)."""
        grouped = {}
        for key, value in self.order:
            grouped.setdefault(key, []).append(value)
        return grouped


@dataclass
class RecordedStep:
    context: Context
    created: list = field(default_factory=list)   # cards Duel.CreateToken made during it, in order
    changes: dict = field(default_factory=dict)   # card -> {key: value}: what changed
    players: dict = field(default_factory=dict)   # player -> {lp, hand}
    events: list = field(default_factory=list)    # (name, [cards]); None: not checked (a board-only step)
    registered: dict = field(default_factory=dict)  # card or player -> [registered: entry]: effects it left
    declared: list = field(default_factory=list)  # `operation_info:` entries (cards as Card objects)
    confirmed: list = field(default_factory=list)  # `confirmed:` entries (cards as Card objects)
    winner: object = None                         # 0, 1 or "draw" when the duel ended in this step


@dataclass
class BoardCard:
    card: object
    entry: dict          # the board entry's keys but `as` (cards as Card objects)


@dataclass
class Board:
    turn: dict
    lp: dict
    cards: list          # BoardCard, in the order the entries are written


def card_state(card):
    """What a snapshot's `expect:` tracks of a card (Card objects for the cards it names)."""
    state = {"location": (constants.LOCATION.names(card.location) or ["nowhere"])[0], "controller": card.controller}
    if card.location & (LOCATION_ONFIELD | LOCATION_REMOVED):      # banished face-up or face-down
        state["position"] = position_name(card)
    if card.location & LOCATION_MZONE:
        atk, defense = stats.attack_and_defense(card)
        state["atk"] = atk
        if not card.data.type & TYPE_LINK:
            state["def"] = defense
        state["summon_type"] = summon_type_exact(card.summon_type)
    if card.reason:
        state["reason"] = constants.REASON.names(card.reason)
    state["equip_target"] = card.equip_target
    state["equipped"] = sorted(card.equipped, key=lambda c: c.card_id)
    state["counters"] = {kind: n for kind, n in sorted(card.counters.items()) if n}
    return state


class StepWatch:
    """What one step changes: made when it starts, `finish(step)` when it has ended (RecordingSession,
    and `run --update`, which watches a snapshot file's steps as the runner runs them)."""

    def __init__(self, duel):
        self.duel = duel
        self.before = {card: card_state(card) for card in duel.cards}
        self.created, self.mark = len(duel.created), duel.events.mark()
        self.left_marks = left_by_steps.Marks(duel)

    def finish(self, step):
        step.created = list(self.duel.created[self.created:])
        for card in self.duel.cards:
            now, old = card_state(card), self.before.get(card)
            changed = {k: v for k, v in now.items() if old is None or old.get(k) != v}
            if changed:
                changed["location"] = now["location"]
                step.changes[card] = changed
        step.players = players(self.duel)
        step.winner = winner(self.duel)
        step.events = [(event_name(e.code), list(e.cards)) for e in self.duel.events.since(self.mark)
                       if e.code in _LOGGED_EVENTS and e.code not in _UNLOGGED_EVENTS]
        step.registered = left_by_steps.registered_since(self.duel, self.left_marks, _itself)
        step.declared = left_by_steps.declared_since(self.duel, self.left_marks, _itself)
        step.confirmed = left_by_steps.confirmed_since(self.duel, self.left_marks, _itself)
        return step


def _itself(card):
    return card


def board_state(duel, own=None):
    """A step with no action, after the board: the monsters whose ATK or DEF differ from the printed
    values (what continuous effects make of the board), and the players; with `own`, that card's
    place and stats whether they differ or not (a file of its registered effects pins them)."""
    step = RecordedStep(Context({}), events=None)
    if own is not None:
        state = card_state(own)
        step.changes[own] = {key: state[key] for key in ("location", "position", "atk", "def") if key in state}
    for card in duel.cards:
        if card.location & LOCATION_MZONE and card is not own:
            state = card_state(card)
            printed = {"atk": card.data.atk, "def": card.data.defense}
            changed = {k: state[k] for k in printed if k in state and state[k] != printed[k]}
            if changed:
                step.changes[card] = {"location": state["location"], **changed}
    step.players = players(duel)
    return step


def winner(duel):
    """The duel's winner as `expect: winner:` names it (0, 1 or "draw"), None while it goes on."""
    if duel.winner is None:
        return None
    return "draw" if duel.winner == constants.PLAYER_NONE else duel.winner


def players(duel):
    """Each player's LP and hand count, as `players:` expects them."""
    return {p: {"lp": duel.players[p].lp, "hand": len(duel.cards_in(p, constants.LOCATION_HAND))} for p in (0, 1)}


class PromptRecorder:
    """The duel's chooser, seen from outside: every prompt goes to the real chooser, and its answer
    is written on the context the session names."""

    def __init__(self, inner, session):
        self.inner, self.session = inner, session
        self._unselect = None           # the list of the one-at-a-time selection under way

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def _context(self):
        return self.session.answer_context()

    def select_cards(self, request):
        answer = self.inner.select_cards(request)
        key = "targets" if request.kind == "target" else "cost" if request.kind == "cost" else "choose"
        self._close_unselect()
        self._context().add(key, list(answer))
        return answer

    def select_yes_no(self, request):
        answer = self.inner.select_yes_no(request)
        self._context().add("yes", bool(answer))
        return answer

    def select_option(self, request):
        answer = self.inner.select_option(request)
        self._context().add("option", answer)
        return answer

    # A position or zone the deep probe leaves to the default (the first legal one) is not written:
    # the step takes the same default, and the native oracle takes one value per key, not a list.
    def select_position(self, player, positions):
        answer = self.inner.select_position(player, positions)
        if answer != positions[0]:
            self._context().add("position", "_".join(constants.POS.names(answer)))
        return answer

    def select_zone(self, request):
        answer = self.inner.select_zone(request)
        if answer != Chooser().select_zone(request):
            self._context().add("zone", answer)
        return answer

    def offer_trigger(self, request):
        answer = self.inner.offer_trigger(request)
        if answer:
            context, card = self._context(), request.effect.get_handler()
            # a second offer of the card's triggers in the step: `triggers:` answers each in turn
            context.triggers[card] = context.triggers.get(card, 0) + 1
        return answer

    def announce(self, request):
        answer = self.inner.announce(request)
        declared = _declaration(request, answer)
        self._context().add("announce", declared)
        if request.kind == "card":
            self.session.declared.add(declared)     # its data goes into `cards:` (the engine checks it)
        return answer

    def toss_coin(self, request):
        answer = self.inner.toss_coin(request)
        context = self._context()
        for result in answer:
            context.add("coin", "heads" if result else "tails")
        return answer

    def roll_dice(self, request):
        answer = self.inner.roll_dice(request)
        context = self._context()
        for result in answer:
            context.add("dice", result)
        return answer

    def random_pick(self, request):
        answer = self.inner.random_pick(request)
        self._context().add("random", list(answer))
        return answer

    def remove_counters(self, request):
        answer = self.inner.remove_counters(request)
        self._context().add("counters", dict(answer))
        return answer

    def select_sum(self, request):
        answer = self.inner.select_sum(request)
        self._context().add("sum", list(answer))
        return answer

    def sort_cards(self, request):
        answer = self.inner.sort_cards(request)
        self._context().add("sort", list(answer))
        return answer

    def select_unselect(self, request):
        answer = self.inner.select_unselect(request)
        if not request.selected or self._unselect is None:
            self._close_unselect()
            key = "cost" if request.kind == "cost" else "choose"
            self._unselect = []
            self._context().add(key, self._unselect)
        if answer != FINISH and answer not in self._unselect:
            self._unselect.append(answer)
        if answer == FINISH:
            self._close_unselect()
        return answer

    def _close_unselect(self):
        self._unselect = None


def _declaration(request, answer):
    """A declaration as an item of `announce:` writes it (several Attributes or Types at once: a list)."""
    if request.kind in ("race", "attribute"):
        family = constants.RACE if request.kind == "race" else constants.ATTRIBUTE
        names = family.names(answer)
        return names[0] if len(names) == 1 else names
    if request.kind == "card" and not isinstance(answer, int):
        return answer.data.code
    return answer


class RecordingSession(DuelSession):
    """A DuelSession that records its public actions as scenario steps (see the module docstring)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.board = None              # Board, taken when the first action starts
        self.steps = []                # RecordedStep
        self.problem = ""              # why the run cannot be written as a scenario ("" while it can)
        self.declared = set()          # the codes declared by Duel.AnnounceCard
        self._depth = 0                # nesting of public actions: only the outermost is a step
        self._step = None              # the RecordedStep under way
        self._entry = None             # the `chain:` entry whose activation is under way
        self._link_entries = {}        # id(chain link) -> its entry's Context
        self._step_link = None         # the chain link the step's own activation made
        self._starting = False

    def unrecordable(self, why):
        self.problem = self.problem or why

    # -- where a prompt's answer goes -----------------------------------------------------------
    def answer_context(self):
        if self._entry is not None:
            return self._entry
        link = self.duel.current_link
        if link is not None and id(link) in self._link_entries:
            return self._link_entries[id(link)]
        if self._step is None:
            self.unrecordable("a prompt outside any step")
            return Context({})
        return self._step.context

    # -- the board ------------------------------------------------------------------------------
    def _take_board(self):
        self.board = Board(turn={"player": self.duel.turn_player, "phase": _PHASE_NAMES[self.duel.phase],
                                 "number": self.duel.turn},
                           lp={p: self.duel.players[p].lp for p in (0, 1)}, cards=board_cards(self.duel))
        self.duel.chooser = PromptRecorder(self.duel.chooser, self)
        self._starting = True
        # responses to the triggers of the first action (respond_to_triggers) are for that action,
        # not for the board's own start
        pending, self._trigger_responses = self._trigger_responses, []
        try:
            self.start()
        finally:
            self._starting = False
            self._trigger_responses = pending

    def record_board_state(self, own=None):
        """A run with no action (a continuous effect that applies on the board): the board, and one
        `expect:` of what the continuous effects make of it: the ATK and DEF of the monsters whose
        values differ from the printed ones (and `own`'s place and stats: board_state)."""
        self._take_board()
        self.steps.append(board_state(self.duel, own))

    def add_card(self, *args, **kwargs):
        if self.board is not None:
            self.unrecordable("a card put on the board after the first step (the board is placed before it)")
        return super().add_card(*args, **kwargs)

    def set_turn(self, *args, **kwargs):
        if self.board is not None:      # `turn:` is the board's; only `phase:` steps move the turn on
            self.unrecordable("a turn set after the first step (the board's `turn:` comes before it)")
        super().set_turn(*args, **kwargs)
        if self.board is None:
            # a file places its board in its turn (as Debug.AddCard does): the cards the board has
            # so far arrived this turn too ("not the turn it was sent to the GY" reads it)
            for card in self.duel.cards:
                card.turn_id = self.duel.turn

    def set_lp(self, *args, **kwargs):
        if self.board is not None:
            self.unrecordable("LP set after the first step (the board's `players:` come before it)")
        return super().set_lp(*args, **kwargs)

    # -- actions ----------------------------------------------------------------------------------
    def _record(self, data, run):
        """Run one public action as the step `data` (its cards as Card objects)."""
        if self._depth:
            return run()
        if self.problem:
            raise Unrecordable(self.problem)
        if self.board is None:
            self._take_board()
        step = RecordedStep(Context(data))
        self._step, self._depth, self._step_link = step, 1, None
        watch = StepWatch(self.duel)
        try:
            result = run()
        except BaseException as error:
            self.unrecordable(f"a step failed: {error}")
            raise
        finally:
            self._depth, self._step = 0, None
        watch.finish(step)
        self.steps.append(step)
        return result

    def _finish(self, action, *args, **kwargs):
        if not self._depth and not self._starting:
            self.unrecordable("an engine action outside the contract's steps (a move or summon by an effect of "
                              "a card on the board, a damage, a control change)")
        return super()._finish(action, *args, **kwargs)

    def _activate_link(self, card, effect, player, answers, own_answers=False):
        if not own_answers or self._step is None:
            length = len(self.duel.chain)
            result = super()._activate_link(card, effect, player, answers, own_answers)
            if self._step is not None and self._step_link is None and len(self.duel.chain) > length:
                self._step_link = self.duel.chain[length]         # the step's own activation
            return result
        entry = Context(_activation(card, effect, player))
        context = self._step.context
        if "activate" in context.data and context.after_chain is None and self._step_link is not None \
                and all(link is not self._step_link for link in self.duel.chain):
            context.after_chain = len(context.chain)      # once the step's own chain has resolved
        context.chain.append(entry)
        length = len(self.duel.chain)
        self._entry = entry
        try:
            return super()._activate_link(card, effect, player, answers, own_answers)
        finally:
            self._entry = None
            if len(self.duel.chain) > length:
                self._link_entries[id(self.duel.chain[length])] = entry

    def respond_to_triggers(self, responses):
        if not self._depth:
            if any(callable(r) for r in responses):
                self.unrecordable("a check inside a chain")
            # the `chain:` entries are recorded as they are activated, on the step that opens the chain
        return super().respond_to_triggers(responses)

    def activate(self, card, effect=None, player=None, chain_responses=(), **answers):
        if any(callable(r) for r in chain_responses):
            self.unrecordable("a check inside a chain")
        return self._record(_activation(card, effect, player),
                            lambda: super(RecordingSession, self).activate(card, effect, player, chain_responses,
                                                                          **answers))

    def lua(self, code, name="lua step", first_line=1):
        if not self._depth:
            self.unrecordable("a Lua snippet (snapshots use the contract's steps, not `lua:`)")
        return super().lua(code, name, first_line)

    def summon(self, card, tribute=(), position="faceup_attack", player=None):
        return self._own_action("summon", card, player, {"tribute": list(tribute)} if tribute else {},
                                lambda: super(RecordingSession, self).summon(card, tribute, position, player))

    def set(self, card, tribute=(), player=None):
        return self._own_action("set", card, player, {"tribute": list(tribute)} if tribute else {},
                                lambda: super(RecordingSession, self).set(card, tribute, player))

    def special_summon(self, card, position="faceup_attack", player=None, procedure=False, **answers):
        extra = {"procedure": True} if procedure else {}
        if position != "faceup_attack" and not procedure:
            extra["position"] = position
        return self._own_action("special_summon", card, player, extra,
                                lambda: super(RecordingSession, self).special_summon(card, position, player, procedure,
                                                                                    **answers))

    def summon_by_procedure(self, card, summon_type=0, player=None, **answers):
        kind = _PROCEDURE_STEPS.get(summon_type, "special_summon" if not summon_type else None)
        if kind is None and not self._depth:
            self.unrecordable(f"a summon by procedure of type {summon_type:#x} (no step names it)")
        extra = {"procedure": True} if kind == "special_summon" else {}
        return self._own_action(kind or "special_summon", card, player, extra,
                                lambda: super(RecordingSession, self).summon_by_procedure(card, summon_type, player,
                                                                                         **answers))

    def flip_summon(self, card, player=None):
        return self._own_action("flip_summon", card, player, {},
                                lambda: super(RecordingSession, self).flip_summon(card, player))

    def change_battle_position(self, card, player=None):
        return self._own_action("change_battle_position", card, player, {},
                                lambda: super(RecordingSession, self).change_battle_position(card, player))

    def pendulum_summon(self, cards, player=None):
        if player is not None and not self._depth:
            self.unrecordable("a Pendulum Summon by a given player (the step has no `player:`)")
        def summon():
            result = super(RecordingSession, self).pendulum_summon(cards, player)
            # the step's own list answered the procedure's selection: that answer is not written again
            own = self._step.context if self._step is not None else None
            if own is not None:
                own.order = [(key, value) for key, value in own.order
                             if not (key == "choose" and sorted(value, key=id) == sorted(cards, key=id))]
            return result
        return self._record({"pendulum_summon": list(cards)}, summon)

    def _own_action(self, kind, card, player, extra, run):
        """A player's own action on a card: the step has no `player:`, so only the card's controller acts."""
        if player is not None and player != card.controller and not self._depth:
            self.unrecordable(f"`{kind}` by a player who does not control the card (the step has no `player:`)")
        return self._record({kind: card, **extra}, run)

    def phase(self, name):
        return self._record({"phase": name}, lambda: super(RecordingSession, self).phase(name))

    def attack(self, attacker, target=None, chain_responses=(), stop_at=None, replay=None, **answers):
        if any(callable(r) for r in chain_responses):
            self.unrecordable("a check inside a chain")
        data = {"attack": attacker, "target": target}
        if stop_at is not None:
            data["stop_at"] = stop_at
        if replay is not None:
            data["replay"] = replay
        return self._record(data, lambda: super(RecordingSession, self).attack(attacker, target, chain_responses,
                                                                             stop_at, replay, **answers))

    def continue_battle(self, until=None):
        return self._record({"continue_battle": until or "end"},
                            lambda: super(RecordingSession, self).continue_battle(until))

    def change_position(self, card, position, player=None):
        if player is not None and not self._depth:
            self.unrecordable("a position change by a given player (the step has no `player:`)")
        return self._record({"change_position": {"card": card, "position": position}},
                            lambda: super(RecordingSession, self).change_position(card, position, player))

    def equip(self, card, target, player=None):
        spec = {"card": card, "to": target, **({"player": player} if player is not None else {})}
        return self._record({"equip": spec}, lambda: super(RecordingSession, self).equip(card, target, player))

    def change_control(self, card, to, player=None):
        spec = {"card": card, "to": to, **({"player": player} if player is not None else {})}
        return self._record({"change_control": spec},
                            lambda: super(RecordingSession, self).change_control(card, to, player))

    def negate(self, card):
        return self._record({"negate": card}, lambda: super(RecordingSession, self).negate(card))

    def restore(self, card):
        return self._record({"restore": card}, lambda: super(RecordingSession, self).restore(card))


def _moves():
    """destroy, send_to_grave, banish, to_hand, to_deck: each a step with its reason and player."""
    def make(kind):
        def move(self, cards, reason=constants.REASON_EFFECT, player=None):
            data = {kind: list(cards)}
            if reason != constants.REASON_EFFECT:
                data["reason"] = constants.REASON.names(reason)
            if player is not None:
                data["player"] = player
            return self._record(data, lambda: getattr(DuelSession, kind)(self, cards, reason, player))
        move.__name__ = kind
        return move
    for kind in MOVES:
        setattr(RecordingSession, kind, make(kind))


_moves()


def _activation(card, effect, player):
    data = {"activate": card}
    if effect is not None:
        data["effect"] = effect
    if player is not None:
        data["player"] = player
    return data


def board_cards(duel):
    """Every card of the duel as a board entry, in a stable order: by player, then by place
    (field, hand, Deck top first, Extra Deck, GY, banished), then by sequence; an Xyz Material after
    its monster."""
    order = {constants.LOCATION_MZONE: 0, constants.LOCATION_SZONE: 1, constants.LOCATION_FZONE: 1,
             constants.LOCATION_PZONE: 1, constants.LOCATION_HAND: 2, constants.LOCATION_DECK: 3,
             constants.LOCATION_EXTRA: 4, constants.LOCATION_GRAVE: 5, constants.LOCATION_REMOVED: 6}
    placed = [c for c in duel.cards if c.location and not c.location & LOCATION_OVERLAY]

    def key(card):
        sequence = -card.sequence if card.location & constants.LOCATION_DECK else card.sequence
        return card.controller, order.get(card.location, 7), sequence
    entries = []
    for card in sorted(placed, key=key):
        entries.append(BoardCard(card, _entry(card)))
        for material in card.overlays:
            entries.append(BoardCard(material, {"code": material.data.code, "player": card.controller,
                                                "location": "overlay", "overlay_of": card,
                                                **({"owner": material.owner} if material.owner != card.controller else {})}))
    return entries


def _entry(card):
    location = constants.LOCATION.names(card.location)[0]
    entry = {"code": card.data.code, "player": card.controller, "location": location}
    if card.location & LOCATION_ONFIELD:
        entry["sequence"] = card.sequence
        entry["position"] = card_state(card)["position"]
        if card.location == constants.LOCATION_SZONE and card.sequence in PENDULUM_ZONE_SEQS:
            # the harness keeps Pendulum Scales in slots 6-7; the contract names them `pzone` 0-1
            # (Spell & Trap Zone 6 does not exist under Master Rule 5: the native oracle cannot place it)
            entry["location"], entry["sequence"] = "pzone", PENDULUM_ZONE_SEQS.index(card.sequence)
    elif card.location & (constants.LOCATION_GRAVE | constants.LOCATION_REMOVED | constants.LOCATION_EXTRA) \
            and card.is_faceup() != (location != "extra"):
        entry["position"] = "faceup" if card.is_faceup() else "facedown"
    if card.owner != card.controller:
        entry["owner"] = card.owner
    if card.equip_target is not None:
        entry["equip_to"] = card.equip_target
    counters = {kind: n for kind, n in sorted(card.counters.items()) if n}
    if counters:
        entry["counters"] = counters
    if not card.status_flags & STATUS_PROC_COMPLETE:
        entry["properly_summoned"] = False
    kind = _summoned_as(card)
    if kind:
        entry["summon_type"] = kind
    return entry


def _summoned_as(card):
    """The board's `summon_type:` of a monster summoned before the steps (the probe's boards say how
    their Extra Deck monsters were summoned), when the key says it exactly; else None."""
    if card.location != LOCATION_MZONE or not card.summon_type:
        return None
    kind = summon_type_name(card.summon_type)
    exact = getattr(constants, f"SUMMON_TYPE_{kind.upper()}", None) == card.summon_type
    where = constants.LOCATION_EXTRA if kind in EXTRA_DECK_SUMMONS else constants.LOCATION_HAND
    return kind if exact and card.summon_location == where else None
