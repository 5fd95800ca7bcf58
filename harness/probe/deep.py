"""`check-scripts DIR --deep`: activate and resolve every script's effects on generated boards.

For every script, each effect the card has (activated by choice, or a trigger) is tried on a few
boards built by the same board-trying code as `ygo-harness new` (harness/probe/skeleton.py `_Finder`):
the card in its range (the hand, Set in the Spell & Trap Zone, face-up in a Monster Zone, the GY,
banished), on a generic board (harness/probe/boards.py), then on a few others (harness/probe/conditions.py:
no monster of one's own, a companion in the hand for costs, and the game states a condition or a cost
that failed asks for). An effect activated by choice
is checked with the full legality check (condition, cost, target with chk==0) and activated when
legal; a trigger gets its event (harness/probe/events.py); an effect that responds to an event is
activated in response to it. When none resolves, the effects nobody activates are tried
(harness/probe/passive.py): its own summon procedure, its continuous effects. Every prompt takes
the default of DeepAnswers (below). One status per script (harness/probe/report.py):

- ran: an effect of the card ran (`how`: a chain link of it resolved; it was Special Summoned
  by its own procedure; a continuous effect of it applied, see passive.py);
- never legal: no board made any effect legal, with the legality reason of the first board tried;
- script error: the script failed (message, file:line) on a board where its effect was legal;
- not implemented: an API function the harness does not implement (the function);
- failed: legal, but the harness refused a step of the activation (message);
- no effect: the card registers no effect a player, a trigger or the rules use.

The attempts are bounded by count (ATTEMPTS boards per script), so that two runs agree; a
wall-clock budget (--budget) only stops a script whose boards are unusually slow.
"""
import contextlib
import functools
import re
import signal
import threading
import time
from dataclasses import dataclass, replace
from pathlib import Path

from harness import constants
from harness.lua import reuse
from harness.answers import AnswerQueue
from harness.constants import (
    EFFECT_TYPE_ACTIVATE, EFFECT_TYPE_IGNITION, EFFECT_TYPE_QUICK_F, EFFECT_TYPE_QUICK_O,
    EFFECT_TYPE_TRIGGER_F, EFFECT_TYPE_TRIGGER_O, EVENT_CHAIN_SOLVED, EVENT_FREE_CHAIN, TYPE_LINK,
    TYPE_MONSTER, TYPE_SPELL, TYPE_TRAP,
)
from harness.probe.boards import DECK, GRAVE, HAND, MADE_UP, generic_board, made_up_root, made_up_scripts, mentioned_cards, with_extras
from harness.probe.conditions import (ANY_TURN, CONDITION_FAILED, activation_speed, as_tp, function_text, later_boards,
                                     other_boards, other_names, text_boards)
from harness.probe.counters import CounterPlan
from harness.probe.equips import EquipPlan, Unreachable
from harness.probe.events import DIRECT_EVENTS, STRONG_FOE_EVENTS, response_actions, trigger_plans
from harness.probe.response_boards import response_boards
from harness.probe.response_scenes import later_scenes, response_scenes
from harness.probe.direct_attacks import direct_attacks
from harness.probe.made_up_battles import made_up_battles
from harness.probe.made_up_summons import made_up_summons
from harness.probe.summoned_monsters import summoned_monsters, summoned_triggers
from harness.probe.battle_foes import battle_foes
from harness.probe.battle_scenes import battle_scene_triggers, battle_scenes, free_chain_window
from harness.probe.battle_destructions import battle_destructions, destruction_triggers
from harness.probe.announced_activations import announced_activations
from harness.probe.tributed_card import reads_own_tribute, tribute_summoned
from harness.probe.chain_links import chain_links
from harness.probe.lp_responses import lp_responses
from harness.probe.monster_activations import monster_activations
from harness.probe.static_boards import static_boards
from harness.probe.continuous_checks import continuous_checks
from harness.probe.tribute_plans import tribute_plans
from harness.probe.trigger_boards import (FLAG_PLANS, flag_plans, flag_setters, other_name_boards, self_equip, then,
                                          trigger_boards)
from harness.probe.passive import (DIFFERENT_MATERIALS, event_plans, normal_procedure_plans, normal_procedures,
                                   passive_effects, pendulum_plans, procedure_by_itself, procedure_plans, static_plan)
from harness.probe.ritual_plans import ritual_plans
from harness.probe.report import DEEP_STATUSES, RAN_KINDS, deep_report_json, deep_summary, print_deep_summary
from harness.engine.actions.duel_rules import ROCK_PAPER_SCISSORS
from harness.engine.state.errors import HarnessError, IllegalAction, NotImplementedByHarness, ScriptError
from harness.engine.state.events import event_name
from harness.probe import agents, decoys, materials
from harness.isolation import Isolation
from harness.probe.batches import run_batches, script_codes
from harness.probe.finder import SkeletonError, _Finder, effect_home
from harness.probe.inferred import InferredCards
from harness.probe.scenario_text import card_spec

__all__ = ["DEEP_STATUSES", "RAN_KINDS", "MADE_UP", "DeepAnswers", "DeepStatus", "deep_check", "deep_report_json",
           "deep_summary", "mentioned_cards", "print_deep_summary", "probe_script"]

ATTEMPTS = 40                # boards tried per script at most (each a fresh duel); per effect with `every`
BUDGET = 10.0                # seconds per script (wall clock): a safety stop, checked between attempts
EVERY_BUDGET_FACTOR = 3      # with `every`, the script's wall-clock stop is this many budgets (under STUCK)
STUCK = 60                   # seconds: a script still running is stopped (_guard)
BATCH = 25
_TRIGGERS = EFFECT_TYPE_TRIGGER_O | EFFECT_TYPE_TRIGGER_F
_PROCEDURES = (("aux.AddSynchro", constants.TYPE_SYNCHRO), ("aux.AddXyzProcedure", constants.TYPE_XYZ),
               ("aux.AddLinkProcedure", TYPE_LINK), ("aux.AddFusionProc", constants.TYPE_FUSION),
               ("aux.ritlimit", constants.TYPE_RITUAL))
_BY_CHOICE = EFFECT_TYPE_ACTIVATE | EFFECT_TYPE_IGNITION | EFFECT_TYPE_QUICK_O
_NOT_IMPLEMENTED = re.compile(r"not implemented by the harness: ([\w.]+)")
_LOCATION_PREFIX = re.compile(r"^(?:\S+\.lua:\d+: )+")      # the file:line Lua puts before a message
_REFUSED = re.compile(r"cannot activate that effect now: (.*)$")


@dataclass
class DeepStatus:
    code: int
    status: str
    detail: str = ""             # the legality reason, the error message, or what ran
    where: str = ""              # file:line of a script error
    missing: str = ""            # the API function ("not implemented")
    effect: int = 0              # the effect (registration order, as `effect: N`) it is about
    board: str = ""              # the board it ran on ("ran")
    how: str = ""                # how it ran (RAN_KINDS)
    inferred: bool = False


class DeepAnswers(AnswerQueue):
    """The documented defaults of the deep probe, for every prompt nobody answered: a card
    selection takes the first legal cards (as few as allowed, at least one); yes/no: yes; an
    optional trigger: activated; an option: the first (rock-paper-scissors: player 0 scissors,
    player 1 rock); a position: the first allowed; a
    declaration: the first legal value (a card: the first of the bundled cards, or the card
    itself, that the declaration accepts); coins: heads (a toss "until tails": one tails);
    dice: 1, 2, ..., 6, 1, ... in turn; a random pick: the first candidates; counters: from the cards in order;
    a sum: the first legal combination; a one-at-a-time selection: the first card, then it ends
    as soon as it may."""

    def __init__(self, own_code=0):
        super().__init__(strict=False)
        self.own_code = own_code
        self.rolled = 0             # dice rolled so far: the rolls go 1, 2, ..., 6, 1, ...

    def answer_yes_no(self, request):
        return super().answer_yes_no(request) if self.pending["yes"] else True

    def answer_trigger(self, request):
        answer = super().answer_trigger(request)
        return True if answer is None else answer

    def answer_option(self, request):
        if self.pending["option"]:
            return super().answer_option(request)
        if request.options == list(ROCK_PAPER_SCISSORS):
            return request.player          # scissors against rock: not a draw, so a "play again on a draw" ends
        return 0 if request.default is None else request.default      # a summon's way: the contract's rule

    def answer_coin(self, request):
        if self.pending["coin"]:
            return super().answer_coin(request)
        return [0] if request.count == -1 else [1] * request.count

    def answer_dice(self, request):
        if self.pending["dice"]:
            return super().answer_dice(request)
        rolls = [(self.rolled + i) % 6 + 1 for i in range(request.count + request.other_count)]
        self.rolled += len(rolls)
        return rolls

    def answer_random(self, request):
        if self.pending["random"]:
            return super().answer_random(request)
        return list(request.candidates[:request.count])

    def answer_counters(self, request):
        if self.pending["counters"]:
            return super().answer_counters(request)
        left, taken = request.count, {}
        for card, have in request.cards:
            if left and have:
                taken[card] = min(have, left)
                left -= taken[card]
        return taken

    def answer_announce(self, request):
        if self.pending["announce"] or request.kind != "card":
            return super().answer_announce(request)
        for code in (self.own_code,) + DECK + HAND + GRAVE:
            if code and not request.check(code):
                return code
        return None



@dataclass
class _Outcome:
    legal: bool
    ran: bool = False
    reason: str = ""
    error: BaseException = None
    board: str = ""
    how: str = "resolved"
    attempt: tuple = None           # run_attempt's arguments, for an attempt that ran (snapshot.py runs it again)


@dataclass
class Ran:
    """An effect of the card that ran (`every`): its number (0: a passive one), the outcome, the
    session of the attempt that ran, and its status; `variant` names an edge board of that
    effect ("target gone", "decoys"), "" for the effect's own plan."""
    number: int
    outcome: _Outcome
    session: object
    status: DeepStatus
    variant: str = ""


TARGET_GONE = "target gone"
RETARGETED = "retargeted"           # the opponent changes the activation's target in response
HANDLER_GONE = "handler gone"
# a script that asks whether the card whose effect resolves is still there
_ASKS_IF_STILL_THERE = re.compile(r"(?:\bc|e:GetHandler\(\)):IsRelateTo(?:Effect|Chain)\(")
DECOYS = "decoys"


class _Probe:
    @functools.cached_property
    def numbered_effects(self):
        """{number: effect} of the card's effects, as `effect: N` counts them (snapshot.py's edge boards)."""
        return dict(self.finder.effects(kinds=~0))

    def __init__(self, code, folder, cdb, budget, session_class=None, every=False, decoy_boards=False):
        self.code = code
        self.every = every          # every effect of the card, not only the first that runs (snapshot.py)
        self.decoy_boards = decoy_boards     # with `every`: each effect's decoys edge board too (snapshot --decoys)
        self.finder = _Finder(code, [folder, made_up_scripts()], cdb, answers=lambda: DeepAnswers(code), strict=False)
        if session_class is not None:
            self.finder.session_class = session_class       # snapshot.py: every attempt recorded
        path = Path(folder) / f"c{code}.lua"
        self.text = path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""
        data = self.finder.data
        if self.finder.inferred and data.type & TYPE_MONSTER:
            # the kind of monster, from the summon procedure the script registers
            kind = next((bit for marker, bit in _PROCEDURES if marker in self.text), 0)
            if kind:
                self.finder.data = replace(data, type=data.type | kind)
        mentioned = mentioned_cards(self.text, code, folder, known=self.in_a_database, own_level=self.finder.data.level)
        self.finder.extra_cards = {c: spec for c, spec in mentioned.items() if spec is not None}
        self.finder.extra_cards.update(agents.CARDS)        # the cards that move cards by an effect (agents.py)
        self.finder.extra_cards.update(materials.CARDS)     # the made-up Fusion Monster of a material (materials.py)
        self.finder.extra_cards.update(DIFFERENT_MATERIALS)     # a Link Monster's materials of different names
        self.made_up = list(mentioned)
        self.plans = [CounterPlan(self.text), EquipPlan(self.text)]      # what every board adds
        self.deadline = time.perf_counter() + budget * (EVERY_BUDGET_FACTOR if every else 1)
        self.attempts = 0
        self.last_attempt = self.last_session = None
        self.winner = None          # the _Outcome that ran (the first, with `every`)
        self.outcomes = []          # (effect number, _Outcome)
        self.ran_effects = []       # with `every`: Ran of each effect that ran, in effect order
        # effect number -> (_Outcome, its session): a run a scenario cannot express (snapshot.py's
        # RecordingSession names its problem), kept while the other boards of that effect are tried
        self.unwritable = {}
        # the attempts' sessions something keeps (a Ran, an unwritable run): the others are done
        # with once the next attempt starts, and their Lua states go to it (harness/lua/reuse.py)
        self.kept_sessions = set()
        self.searching = False      # an effect's boards are being tried (not its edge boards)
        self.effect_count = 0       # the effects tried: by choice and triggers, and the passive ones as one

    def in_a_database(self, code):
        """A card database has the card (the guesses from the scripts are not one: the duels do not read them)."""
        return any(source.get(code) is not None for source in self.finder.db.sources
                   if not isinstance(source, InferredCards))

    def out_of_time(self):
        return self.attempts >= ATTEMPTS or time.perf_counter() > self.deadline

    def board(self, **kwargs):
        return _with_plans(generic_board(self.made_up, **kwargs), self.plans)

    def made_up_monster(self):
        """Whether the generic board has a made-up monster on the field (alias own_made_up)."""
        specs = self.finder.extra_cards
        return any("monster" in specs[c]["type"] if c in specs else self.finder.db.get(c).type & TYPE_MONSTER
                   for c in self.made_up if c != self.code)        # its own other copies stay off the field

    def run_attempt(self, number, location, position, action, board=None, helper=None, companion=None, how="resolved"):
        """Build a board, run `action(session, card, number)` and say whether an effect of the card
        ran: a chain link of it resolved or, for an action of the effects nobody activates (`how`
        not "resolved"), the action succeeded."""
        self.attempts += 1
        self.last_attempt = (number, location, position, action, board, helper, companion, how)
        session = None
        self._done_with(self.last_session)
        try:
            session, card, _ = self.finder.build(location, position, helper, companion, board or self.board())
            self.last_session = session
            mark = session.duel.events.mark()
            legal, reason = action(session, card, number)
            resolved = any(e.code == EVENT_CHAIN_SOLVED and e.reason_effect is not None
                           and e.reason_effect.handler is card for e in session.duel.events.since(mark))
            if resolved:
                return self.unless_unwritable(number, _Outcome(True, True, attempt=self.last_attempt))
            if not legal:
                return _Outcome(False, reason=reason)
            if how != "resolved":
                return self.unless_unwritable(number, _Outcome(True, True, reason, how=how, attempt=self.last_attempt))
            return _Outcome(True, False, "it activated, but no chain link of it resolved")
        except ScriptError as error:
            return _Outcome(True, reason=str(error), error=error)
        except Unreachable as error:
            return _Outcome(False, reason=str(error))
        except (HarnessError, RecursionError) as error:
            if "`chain:` was given, but the step opened no chain" in str(error):
                return _Outcome(False, reason="its event happened, but the response was not legal")
            refused = _REFUSED.search(str(error))
            if isinstance(error, IllegalAction) and refused:
                return _Outcome(False, reason=refused.group(1))
            return _Outcome(True, reason=f"{type(error).__name__}: {error}", error=error)
        except Exception:
            # snapshot.py's RecordingSession refuses a run it cannot write (a turn set after a step):
            # while an effect's boards are tried, the next board is
            problem = getattr(session, "problem", "")
            if not (self.searching and problem):
                raise
            return _Outcome(True, False, f"a scenario cannot express the run: {problem}")

    def _done_with(self, session):
        """An earlier attempt's session nothing keeps: its Lua state goes to the next duel."""
        if session is not None and session not in self.kept_sessions and reuse.active():
            session.host.release()

    def _kept(self, session):
        self.kept_sessions.add(session)
        return session

    def unless_unwritable(self, number, outcome):
        """The outcome of a run, unless a scenario cannot express it while the effect's boards are
        tried: then it is kept (the first such run of the effect) and the search goes on, as if the
        board had not run."""
        problem = getattr(self.last_session, "problem", "")
        if not (self.searching and problem):
            return outcome
        self.unwritable.setdefault(number, (outcome, self._kept(self.last_session)))
        return _Outcome(True, False, f"it ran, but a scenario cannot express the run: {problem}")

    def searched(self, number, search):
        """search() (an effect's boards tried: an _Outcome, or None); when none ran, the first run a
        scenario cannot express, with its session as the last (what snapshot.py records and reports)."""
        self.searching = True
        try:
            outcome = search()
        finally:
            self.searching = False
        if (outcome is None or not outcome.ran) and number in self.unwritable:
            outcome, self.last_session = self.unwritable[number]
        return outcome

    # -- effects activated by choice ------------------------------------------------------------
    @staticmethod
    def activate(session, card, number):
        ok, reason = session.can_activate(card, number)
        if not ok:
            return False, reason
        session.activate(card, number)
        return True, ""

    def _first_that_runs(self, number, location, position, boards):
        """Each (name, board, action, companion, home) in turn, the card at `home` (else where the
        effect works): the first legal run that ran or failed with an error, recorded; every legal
        run is recorded."""
        for name, board, action, companion, home in boards:
            if self.out_of_time():
                break
            where = home or location
            outcome = self.run_attempt(number, where, None if home else position, action, board=board,
                                       companion=companion)
            outcome.board = f"{name}, the card in {where}"
            if outcome.legal:
                self.record(number, outcome)
                if outcome.ran or outcome.error is not None:
                    return outcome
        return None

    def by_choice(self, number, effect):
        location, position = effect_home(self.finder.data, effect)
        if effect.code != EVENT_FREE_CHAIN and effect.type & (EFFECT_TYPE_ACTIVATE | EFFECT_TYPE_QUICK_O):
            responder = self.response(number, effect, location, position)
            if responder is not None:
                return responder
        first = self.record(number, self.run_attempt(number, location, position, self.activate))
        first.board = f"generic, the card in {location}"
        if first.ran or first.error is not None:
            return first
        # a Quick Effect activated as a later chain link, for a condition that counts the links (chain_links.py)
        chained = [(name, None, action, None, None) for name, action
                   in chain_links(self, effect, function_text(effect, "condition", self.text))] \
            if first.reason == CONDITION_FAILED else []
        outcome = self._first_that_runs(number, location, position, other_boards(self, effect, first.reason) + chained)
        if outcome is not None:
            return outcome
        setters = []
        if effect.range & constants.LOCATION_SZONE and not effect.range & constants.LOCATION_MZONE:
            setters += [(name, "mzone", before) for name, before in self_equip(self)]     # a Union monster's
        if first.reason == CONDITION_FAILED:
            # a flag of the card's own its condition reads: what registers it first (trigger_boards.flag_setters)
            setters += flag_setters(self, effect, _BY_CHOICE)[:FLAG_PLANS]
        if setters and not self.out_of_time():
            for name, where, before in setters:
                if self.out_of_time():
                    break
                outcome = self.extra_attempt(number, where, None, then(before, self.activate))
                if outcome is not None and outcome.ran:
                    outcome.board = f"{name}, the card in {where}"
                    return self.record(number, outcome)
        # last, the boards text_boards tries after the others (battles, ...), then the battle its
        # condition reads, with made-up monsters (battle_scenes.py)
        outcome = self._first_that_runs(number, location, position, later_boards(self, effect, first.reason)
                                        + self.battle_windows(effect, first.reason))
        if outcome is not None:
            return outcome
        if location == "hand" and self.finder.data.type & constants.TYPE_QUICKPLAY \
                and effect.code != EVENT_FREE_CHAIN and not self.out_of_time():
            # a Quick-Play Spell is activated from the hand only in its controller's turn: one that
            # responds in the opponent's turn (an attack's) is Set in an earlier turn
            responder = self.response(number, effect, "szone", None)
            if responder is not None and (responder.ran or responder.error is not None):
                return responder
        return first

    def battle_windows(self, effect, reason):
        """For an effect activated by choice in a window of the battle whose condition failed: the
        battle its condition reads, with made-up monsters (battle_scenes.py), as _first_that_runs boards."""
        condition = function_text(effect, "condition", self.text)
        window = free_chain_window(condition) if reason == CONDITION_FAILED else None
        if window is None or activation_speed(self.finder.data, effect).speed1:
            return []
        text = f"{condition}\n{function_text(effect, 'target', self.text)}"
        return [(name, action.board, action, None, None) for name, action in battle_scenes(self, effect, text, window)]

    def known(self, code):
        """Whether a duel of the probe can create the card (a database has it, or it is made up)."""
        return code == self.code or code in self.finder.extra_cards or self.in_a_database(code)

    def response(self, number, effect, location, position):
        """An effect that responds to an event: the event happens, and it is activated in response.
        The first outcome where it was legal, or None."""
        legal = None
        condition = function_text(effect, "condition", self.text)       # what the activation to respond to is
        scenes = response_scenes(self, effect, condition)
        actions = response_actions(self.finder.data, effect.code, condition) + response_boards(self, effect, condition) \
            + scenes + made_up_battles(self, effect, condition) \
            + made_up_summons(self, effect, condition) + chain_links(self, effect, condition) \
            + monster_activations(self, effect, condition) + direct_attacks(self, effect) \
            + later_scenes(self, effect, condition)
        actions += lp_responses(condition, actions, scenes)
        # last, the made-up cards of what its condition and target read: the summoned monsters, the
        # battle, the monster destroyed by battle, the activation's announced categories
        # (summoned_monsters.py, battle_scenes.py, battle_destructions.py, announced_activations.py)
        text = f"{condition}\n{function_text(effect, 'target', self.text)}"
        actions += summoned_monsters(self, effect, text) + battle_scenes(self, effect, text) \
            + battle_destructions(self, effect, text) + announced_activations(self, effect, condition)
        for name, action in actions:
            if self.out_of_time():
                break
            outcome = self.record(number, self.run_attempt(number, location, position, action,
                                                           board=getattr(action, "board", None)))
            outcome.board = name
            if outcome.ran or outcome.error is not None:
                return outcome
            legal = legal or (outcome if outcome.legal else None)
        return legal

    # -- triggers ---------------------------------------------------------------------------------
    def trigger(self, number, effect):
        """Raise the trigger's event; an optional trigger is activated (DeepAnswers)."""
        code = effect.code
        plans = trigger_plans(self.finder.data, effect, self.made_up_monster())
        if not plans:
            return self.record(number, _Outcome(False, reason=f"the probe does not raise its event ({event_name(code)})"))
        # a plan's own board; the plans that raised the event (for trigger_boards)
        plans = [(location, position, action, {"foe_monster": code not in DIRECT_EVENTS, **getattr(action, "board", {})})
                 for location, position, action in plans]
        first, happened = None, []
        for location, position, action, options in plans:
            if self.out_of_time():
                break
            board = with_extras(self.board(**options), code in STRONG_FOE_EVENTS, self.made_up)
            outcome = self.run_attempt(number, location, position, action, board=board)
            if outcome.error is None and not outcome.ran:
                if outcome.legal:
                    happened.append((location, position, action, options))
                outcome = _Outcome(False, reason="its event happened, but it did not activate (its condition, "
                                                 "cost or target failed)" if outcome.legal else outcome.reason)
            outcome.board = f"trigger {event_name(code)}, the card in {location}"
            first = first or outcome
            if outcome.ran or outcome.error is not None:
                return self.record(number, outcome)
        outcome = self.trigger_boards(number, effect, plans, happened)
        if outcome is not None:
            return self.record(number, outcome)
        return self.record(number, first) if first else _Outcome(False, reason="out of time")

    def trigger_boards(self, number, effect, plans, happened):
        """The trigger's event again on the boards its condition asks for, and after what registers
        a flag of the card's own it reads (harness/probe/trigger_boards.py): the outcome that ran, or None."""
        code = effect.code
        flagged = [(name, location, position, with_extras(self.board(**options), code in STRONG_FOE_EVENTS,
                                                           self.made_up), action)
                   for name, location, position, action, options in flag_plans(self, effect, plans, _BY_CHOICE)] \
            if not self.out_of_time() else []
        for boards in (lambda: trigger_boards(self, effect, happened) + flagged,
                       lambda: other_name_boards(self, effect, happened),      # (made only when the others failed)
                       lambda: self.last_trigger_boards(effect, plans)):
            for name, location, position, board, action in boards():
                if self.out_of_time():
                    return None
                outcome = self.extra_attempt(number, location, position, action, board)
                if outcome is not None and outcome.ran:     # (a refusal on these boards is no verdict on the card: the first plan's stays)
                    outcome.board = f"trigger {event_name(code)}, {name}, the card in {location}"
                    return outcome
        return None

    def last_trigger_boards(self, effect, plans):
        """The boards tried last for a trigger: the summoned monsters a field trigger's condition and
        target read (summoned_monsters.py), the card where its first plan puts it; the monster a
        battle trigger's read of the one it battles (battle_foes.py); the monster destroyed by
        battle a field trigger reads (battle_destructions.py); the battle a field trigger on an
        attack reads (battle_scenes.py); first, for a condition on the card's own Tribute Summon,
        its first two plans on the field again with it Tribute Summoned (tributed_card.py), which
        the monster it battles gets too."""
        if not plans:
            return []
        location, position, _, options = plans[0]
        text = "\n".join(function_text(effect, attr, self.text) for attr in ("condition", "target"))
        strong = effect.code in STRONG_FOE_EVENTS
        board = with_extras(self.board(**options), strong, self.made_up)
        tributed = reads_own_tribute(self.finder.data, text)
        if tributed:        # (the card Tribute Summoned on the boards that put it on the field: tributed_card.py)
            board = tribute_summoned(board)
        again = [("the card Tribute Summoned", where, pos, tribute_summoned(with_extras(self.board(**opts), strong,
                                                                                        self.made_up)), action)
                 for where, pos, action, opts in plans[:2] if where == "mzone"] if tributed else []
        return again + summoned_triggers(self, effect, text, location, position, board) \
            + battle_foes(self, effect, text, board) + destruction_triggers(self, effect, text, location, position) \
            + battle_scene_triggers(self, effect, text, location, position)

    def extra_attempt(self, number, location, position, action, board=None):
        """run_attempt for a board that combines steps (what registers a flag, then the event): None
        when the recorded run cannot be written as a scenario (snapshot.py's RecordingSession
        refuses a card put on the board, or a turn set, after a step)."""
        try:
            return self.run_attempt(number, location, position, action, board=board)
        except Exception:
            if not getattr(self.last_session, "problem", ""):
                raise
            return None

    # -- the effects nobody activates -------------------------------------------------------------
    def passive_effects(self):
        """(Passive, the card's effects), from the card created in the hand."""
        card = self.finder.lone_card()[1]
        return passive_effects(card), card.effects

    def passive(self, passive, card_effects, rituals=()):
        """Its summon procedure (a Ritual Monster with no effect: `rituals`, its Ritual Summons),
        then its continuous effects (harness/probe/passive.py)."""
        data = self.finder.data
        attempts = [(location, None, action, "procedure", where, {"own_monster": own})
                    for location, action, where, own in procedure_plans(data, self.finder.db, passive.procedures,
                                                                        self.made_up, self.text)]
        attempts += [("hand", None, action, "procedure", where, {}) for action, where in rituals]
        attempts += [("hand", None, action, "procedure", where, {"own_monster": own})
                     for action, where, own in normal_procedure_plans(card_effects, passive)]
        summon_attempts = len(attempts)
        if passive.static:
            location, position, action = static_plan(data, passive.static, self.text)
            attempts.append((location, position, action, "applied", f"continuous, the card in {location}", {}))
            attempts += [(location, position, prepared, "applied", f"continuous, {name}, the card in {location}",
                          {"board": board})
                         for name, board, prepared in static_boards(self, card_effects, passive.static, action)]
            attempts += [("mzone", "faceup_attack", then(before, action), "applied", f"continuous, {name}", {})
                         for name, before in self_equip(self)]      # a Union monster's, while it is an Equip Card
            attempts += [(location, position, tribute, "applied", f"continuous, {name}", {})
                         for name, tribute in tribute_plans(self, card_effects, passive.static)]
            attempts += [(location, position, check, "applied", f"continuous, {name}", {})
                         for name, check in continuous_checks(card_effects, passive.static)]
        on_event = event_plans(data, card_effects, passive.on_event, self.made_up_monster())
        if passive.on_event and not on_event and not attempts:
            code = card_effects[passive.on_event[0]].code
            self.record(0, _Outcome(False, reason=f"the probe does not raise its event ({event_name(code)})"))
        for location, position, action in on_event:
            attempts.append((location, position, action, "applied", f"continuous on its event, the card in {location}",
                             {"extras": True}))
        attempts += [(location, position, action, "applied", "a Pendulum Summon with it as a Pendulum Scale", {})
                     for location, position, action in pendulum_plans(card_effects, passive.static)]
        if passive.static:          # the boards text_boards tries after the others (battles, ...), last
            location, position, action = static_plan(data, passive.static, self.text)
            attempts += [(location, position, prepared, "applied", f"continuous, {name}, the card in {location}",
                          {"board": board})
                         for name, board, prepared in static_boards(self, card_effects, passive.static, action, late=True)]
        made_in_turn = [lambda: attempts, lambda: self.other_name_procedures(passive, card_effects),
                        lambda: self.procedure_boards(passive, card_effects)]
        if passive.only_normal_procedures:
            # what "applied" shows of a Normal Summon procedure is that it is registered: only when
            # no summon by it works, on any board
            summons, applied = attempts[:summon_attempts], attempts[summon_attempts:]
            made_in_turn = [lambda: summons, *made_in_turn[1:], lambda: applied]
        for made in made_in_turn:
            for location, position, action, how, where, options in made():     # (the last made only when needed)
                if self.out_of_time():
                    return None
                board = options.get("board") or self.board(own_monster=options.get("own_monster", True))
                if options.get("extras"):
                    board = with_extras(board, True, self.made_up)
                outcome = self.run_attempt(0, location, position, action, board=board, how=how)
                outcome.board = where
                self.record(0, outcome)
                if outcome.ran or outcome.error is not None:
                    return outcome
        return None

    def other_name_procedures(self, passive, card_effects):
        """The attempts of its summon procedures on the boards with the cards their condition asks
        for under other names (conditions.other_names: "3 or more Laval monsters with different
        names in your GY"), tried after all the others."""
        return [(location, None, action, "procedure", f"its summon procedure, {name}, the card in {location}",
                 {"board": wrap(self.board())})
                for index, location, action in self._procedures(passive, card_effects)
                for name, wrap in other_names(self, function_text(card_effects[index], "condition", self.text))]

    @staticmethod
    def _procedures(passive, card_effects):
        """[(index, location, action)]: its Special Summon procedures, then (when they are all that
        applies of it) its Normal Summon or Set procedures, with the action that uses each."""
        return [(index, location, procedure_by_itself()) for index, location in passive.procedures] + \
            [(index, "hand", action) for index, action in normal_procedures(card_effects, passive)]

    def procedure_boards(self, passive, card_effects):
        """The attempts of its summon procedures on the boards their condition's text asks for
        (conditions.text_boards: "if you control no cards", the cards it names or counts, ...),
        tried after all the others; a procedure's condition names its player `c:GetControler()`."""
        attempts = []
        for index, location, action in self._procedures(passive, card_effects):
            effect = card_effects[index]
            text = as_tp(function_text(effect, "condition", self.text))
            if text:
                attempts += [(location, None, prepared, "procedure", f"its summon procedure, {name}, the card in {location}",
                              {"board": board})
                             for name, board, prepared, companion, home
                             in text_boards(self, effect, text, ANY_TURN, action=action, late=False)
                             if companion is None and home is None]
        return attempts

    def record(self, number, outcome):
        self.outcomes.append((number, outcome))
        return outcome

    # -- the whole card ---------------------------------------------------------------------------
    def correct_guess(self, effects):
        """The three corrections of the inferred card data (docs/corpus.md)."""
        data = self.finder.data
        if not self.finder.inferred:
            return
        activations = [e for _, e in effects if e.type & EFFECT_TYPE_ACTIVATE]
        if data.type & TYPE_SPELL and not data.type & (constants.TYPE_FIELD | constants.TYPE_EQUIP) \
                and any(e.code != EVENT_FREE_CHAIN for e in activations):
            # a card activation that waits for an event is a Trap's (the guess said Spell: no TYPE_TRAP in the text)
            self.finder.data = replace(data, type=TYPE_TRAP)
        elif data.type & TYPE_MONSTER and activations and not data.type & constants.TYPE_PENDULUM:
            # the script's guess said monster (it mentions a summon), but a monster has no card activation
            kind = TYPE_SPELL if all(e.code == EVENT_FREE_CHAIN for e in activations) else TYPE_TRAP
            self.finder.data = replace(data, type=kind)
        elif data.type & TYPE_MONSTER and not data.level:
            # no card data: a Level 4 (Link-2) monster with 1800 ATK, so it can be summoned and deal damage
            self.finder.data = replace(data, level=2 if data.type & TYPE_LINK else 4, atk=1800, defense=1000)

    def run(self):
        effects = self.finder.effects(kinds=_BY_CHOICE | _TRIGGERS | EFFECT_TYPE_QUICK_F)
        self.correct_guess(effects)
        for number, effect in effects:
            if self.every:
                self.attempts = 0           # each effect gets its own ATTEMPTS boards
            if self.out_of_time():
                break
            search = self.trigger if effect.type & _TRIGGERS or effect.type & EFFECT_TYPE_QUICK_F else self.by_choice
            outcome = self.searched(number, lambda: search(number, effect))
            if outcome.ran:
                if not self.every:
                    return self.ran(number, outcome)
                self.keep(number, outcome)
        passive, card_effects = self.passive_effects()
        self.effect_count = len(effects) + bool(passive.procedures or passive.static or passive.on_event)
        no_effect = not effects and not (passive.procedures or passive.static or passive.on_event)
        rituals = ritual_plans(self.finder.data, self.finder.db, self.text) if no_effect else []
        if no_effect and not (self.finder.data.type & constants.TYPE_FUSION or rituals):
            return DeepStatus(self.code, "no effect", "no effect activated by a player or a trigger, no continuous "
                                                      "effect, no summon procedure", inferred=self.finder.inferred)
        if self.every:
            self.attempts = 0
        outcome = self.searched(0, lambda: self.passive(passive, card_effects, rituals)) \
            if not self.ran_effects or self.every else None
        if outcome is not None and outcome.ran:
            if not self.every:
                return self.ran(0, outcome)
            self.keep(0, outcome)
        if self.ran_effects:
            return self.ran_effects[0].status
        return self.verdict()

    def keep(self, number, outcome):
        """With `every`: an effect that ran, with the session of its attempt (its last), then its
        edge boards that run too."""
        ran = Ran(number, outcome, self._kept(self.last_session), self.status_of(number, outcome))
        self.ran_effects.append(ran)
        if self.winner is None:
            self.winner = outcome
        for edge in (self.target_gone(ran), self.retargeted(ran), self.handler_gone(ran),
                     self.decoys(ran) if self.decoy_boards else None):
            if edge is not None:
                self.ran_effects.append(edge)

    def target_gone(self, ran):
        """The plan of an effect activated by choice with a card target, again, with the opponent
        banishing the first target in response (a made-up agent Set on its field): what the
        resolution does with its target gone, where mistakes hide (no IsRelateToEffect check, a
        nil card used). A Ran when that chain link still resolved, else None."""
        if not self._activated_by_choice(ran):
            return None
        picked = self._targets(ran)
        if not picked or not picked[0]:
            return None
        wanted = {card.card_id for card in picked[0]}
        return self._banished_in_response(ran, lambda card: wanted, "the target", TARGET_GONE)

    def handler_gone(self, ran):
        """The plan of an effect activated by choice, again, with the opponent banishing the card
        itself in response, for a card whose script asks whether it is still there
        (`c:IsRelateToEffect(e)`): what the resolution does once the card has left the field (that
        check left out, or `and` written `or` beside it). Not for a card its activation targets
        (target_gone plays that). A Ran when that chain link still resolved, else None."""
        if not self._activated_by_choice(ran) or not _ASKS_IF_STILL_THERE.search(self.text):
            return None
        targeted = {card.card_id for group in self._targets(ran) or () for card in group or ()}

        def the_card(card):
            on_field = card.location & constants.LOCATION_ONFIELD and card.card_id not in targeted
            return {card.card_id} if on_field else set()
        return self._banished_in_response(ran, the_card, "the card itself", HANDLER_GONE)

    @staticmethod
    def _targets(ran):
        """The `targets:` answers of the activation's step (a list per selection), or None."""
        context = ran.session.steps[-1].context
        return context.answers.get("targets") if context is not None else None

    @staticmethod
    def _activated_by_choice(ran):
        attempt = ran.outcome.attempt
        return attempt is not None and attempt[3] is _Probe.activate and bool(ran.session.steps)

    def retargeted(self, ran):
        """The plan of an effect activated by choice with a card target, again, with the opponent
        changing its target in response (a made-up agent Set on its field, agents.RETARGET) to a
        card the effect could target instead (Duel.CheckChainTarget: the target function's `chkc`
        check): the agent's selection offers the cards that check accepts, and the resolution runs
        on the new target. A Ran when that chain link still resolved, else None."""
        if not self._activated_by_choice(ran) or not self._targets(ran) or not self._targets(ran)[0]:
            return None
        return self._with_a_response(ran, lambda card: (agents.RETARGET, {}), "changes its target", RETARGETED)

    def _banished_in_response(self, ran, which, what, variant):
        """The plan of `ran` again, the opponent banishing in response the cards `which(card)` names
        (their ids; none: no response) after the card's activation: a Ran of `variant` when that
        chain link still resolved, else None."""
        agent = agents.move_agent("banish", constants.REASON_EFFECT)

        def response(card):
            wanted = which(card)
            if not wanted:
                return None, f"{what} cannot be banished in response"
            return agent, {"choose": [[c for c in card.duel.cards if c.card_id in wanted]]}
        return self._with_a_response(ran, response, f"banishes {what}", variant)

    def _with_a_response(self, ran, response, what, variant):
        """The plan of `ran` again, the opponent activating in response to the card's activation the
        made-up agent `response(card)` names, Set on its field: (its code, its chain entry's
        answers), or (None, why there is none). A Ran of `variant` when the card's chain link still
        resolved, else None."""
        def respond(session, card, number):
            ok, reason = session.can_activate(card, number)
            if not ok:
                return False, reason
            agent, answers = response(card)
            if agent is None:
                return False, answers
            foe = 1 - card.controller
            responder = agents.set_agent(session, agent, foe)
            if responder is None:
                return False, "no free Spell & Trap Zone for the response"
            session.activate(card, number, chain_responses=[{"card": responder, "player": foe, **answers}])
            return True, ""
        number, location, position, _, board, helper, companion, how = ran.outcome.attempt
        outcome = self.run_attempt(number, location, position, respond, board=board, helper=helper,
                                   companion=companion, how=how)
        if not outcome.ran:
            return None
        outcome.board = f"{ran.outcome.board}; the opponent {what} in response"
        return Ran(number, outcome, self._kept(self.last_session), self.status_of(number, outcome), variant)

    def decoys(self, ran):
        """The plan of an effect again, with decoys around the cards it picked or changed
        (harness/probe/decoys.py): made-up cards a correct filter rejects and a loosened one
        accepts, so the file's `offered:` and `expect:` pin what its filters take. A Ran when the
        chain link still resolves (or the plan still runs) with as many steps, else None."""
        attempt = ran.outcome.attempt
        _board_state(ran)
        if attempt is None or not ran.session.steps:
            return None
        placed = decoys.plan(ran.session, self.text)
        if not placed:
            return None
        number, location, position, action, board, helper, companion, how = attempt
        cards = {decoy.data.code: card_spec(decoy.data) for decoy in placed}
        before = self.finder.extra_cards
        self.finder.extra_cards = {**before, **cards}       # the decoys' data, for this attempt's duel
        try:
            outcome = self.run_attempt(number, location, position, action,
                                       board=decoys.added(board or self.board(), placed),
                                       helper=helper, companion=companion, how=how)
        finally:
            self.finder.extra_cards = before
        if not outcome.ran:
            return None
        outcome.board = f"{ran.outcome.board}; decoys around the cards it picked or changed"
        edge = Ran(number, outcome, self._kept(self.last_session), self.status_of(number, outcome), DECOYS)
        _board_state(edge)
        return edge if len(edge.session.steps) == len(ran.session.steps) else None

    def ran(self, number, outcome):
        self.winner = outcome
        return self.status_of(number, outcome)

    def status_of(self, number, outcome):
        detail = f"effect {number} activated and resolved" if outcome.how == "resolved" and number else \
            "an effect of it resolved" if outcome.how == "resolved" else outcome.reason
        return DeepStatus(self.code, "ran", detail, effect=number, board=outcome.board, how=outcome.how,
                          inferred=self.finder.inferred)

    def verdict(self):
        inferred = self.finder.inferred
        for number, outcome in self.outcomes:
            if isinstance(outcome.error, NotImplementedByHarness) or \
                    (outcome.error is not None and _NOT_IMPLEMENTED.search(str(outcome.error))):
                found = _NOT_IMPLEMENTED.search(str(outcome.error))
                return DeepStatus(self.code, "not implemented", _one_line(outcome.error),
                                  missing=found.group(1) if found else "", effect=number, inferred=inferred)
        for number, outcome in self.outcomes:
            if isinstance(outcome.error, ScriptError):
                return DeepStatus(self.code, "script error", _one_line(outcome.error.message),
                                  where=outcome.error.where or "", effect=number, board=outcome.board, inferred=inferred)
        for number, outcome in self.outcomes:
            if outcome.legal:
                return DeepStatus(self.code, "failed", _one_line(outcome.reason), effect=number, board=outcome.board,
                                  inferred=inferred)
        number, outcome = self.outcomes[0] if self.outcomes else (0, _Outcome(False, reason="out of time"))
        return DeepStatus(self.code, "never legal", _one_line(outcome.reason), effect=number, board=outcome.board,
                          inferred=inferred)


def _board_state(ran):
    """A continuous effect that applied ran no step: its run's one step is the board's state
    (the monsters whose ATK/DEF it changed), as snapshot.py records it."""
    session = ran.session
    if ran.outcome.how == "applied" and not session.steps and not getattr(session, "problem", True):
        session.record_board_state()


def _with_plans(board, plans):
    """The board, then what each plan adds to it (counters, equips)."""
    def planned(session, card):
        board(session, card)
        for plan in plans:
            plan.place(session, card)
    return planned


def _one_line(text):
    text = _LOCATION_PREFIX.sub("", " ".join(str(text).split()))
    return text if len(text) <= 240 else text[:237] + "..."


class _Stuck(BaseException):
    """A script that ran STUCK seconds (a BaseException, so that no handler of the probe takes it)."""


def _stuck(signum, frame):
    raise _Stuck()


@contextlib.contextmanager
def _guard():
    """SIGALRM after STUCK seconds, where signals can be used (the main thread of a POSIX process):
    the last resort against a loop of the engine's own code, which the sandbox's limits do not bound."""
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGALRM, _stuck)
    signal.setitimer(signal.ITIMER_REAL, STUCK)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def probe_script(code, folder, cdb=(), budget=BUDGET, then=None, session_class=None, every=False, decoy_boards=False):
    """The deep status of one script; with `then`, what then(probe, status) returns (snapshot.py
    writes the plan that ran), under the same guard (a DeepStatus when the probe itself failed).
    `session_class`: the attempts' DuelSession class (snapshot.py records them); `every`: every
    effect of the card is tried, each that ran kept in probe.ran_effects (with `decoy_boards`, and
    its decoys edge board)."""
    try:
        with _guard():
            probe = _Probe(code, folder, cdb, budget, session_class, every, decoy_boards)
            status = probe.run()
            return status if then is None else then(probe, status)
    except _Stuck:
        return DeepStatus(code, "failed", f"stopped after {STUCK} s (a loop no limit of the sandbox bounds)")
    except SkeletonError as error:
        return _load_failure(code, error)
    except NotImplementedByHarness as error:
        found = _NOT_IMPLEMENTED.search(str(error))
        return DeepStatus(code, "not implemented", _one_line(error), missing=found.group(1) if found else "")
    except ScriptError as error:
        return DeepStatus(code, "script error", _one_line(error.message), where=error.where or "")
    except Exception as error:         # a harness failure on one script must not stop the run
        return DeepStatus(code, "failed", _one_line(f"{type(error).__name__}: {error}"))


def _load_failure(code, error):
    message = str(error)
    found = _NOT_IMPLEMENTED.search(message)
    if found:
        return DeepStatus(code, "not implemented", _one_line(message), missing=found.group(1))
    where = re.search(r"([\w./-]+\.lua:\d+)", message)
    return DeepStatus(code, "script error", _one_line(message), where=where.group(1) if where else "")


def _probe_batch(folder, cdb_files, budget, codes):
    for code in codes:
        with reuse.duels():       # one attempt's Lua state goes to the next
            status = probe_script(code, folder, cdb_files, budget)
        yield status


def _stopped(code, why):
    return DeepStatus(code, "failed", why)


def deep_check(folder, cdb_files=(), jobs=None, progress=None, limit=None, budget=BUDGET, codes=None,
               isolation=Isolation()):
    """Deep statuses for every c<code>.lua of the folder or the listed codes (the first `limit`), in
    code order."""
    folder = Path(folder).resolve()
    codes = sorted(codes) if codes is not None else script_codes(folder)
    if limit:
        step = max(len(codes) // limit, 1)         # an even sample of the folder
        codes = codes[::step][:limit]
    made_up_root()          # before the fork: the workers' made-up folders go inside it
    return run_batches(_probe_batch, (str(folder), tuple(cdb_files), budget), codes, BATCH, jobs, progress,
                       _stopped, isolation)
