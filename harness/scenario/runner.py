"""Run a loaded scenario: build the board, run each step through DuelSession, check `expect`s,
and turn any failure into a report that names the YAML line."""
from dataclasses import dataclass, field
from pathlib import Path

from harness import constants
from harness.carddb import CardDataError, CardMap, UnknownCardError
from harness.engine.state.errors import HarnessError, ScriptError
from harness.engine.rules.invariants import InvariantViolation
from harness.scenario import left_by_steps, registered, script_data
from harness.scenario.assertions import ExpectationError, OfferedMismatch, check_expect, check_offered, unnamed_cards
from harness.scenario.report import render_board, render_events
from harness.session import DuelSession

MOVES = {"destroy": "destroy", "send_to_grave": "send_to_grave", "banish": "banish",
          "to_hand": "to_hand", "to_deck": "to_deck"}
_ANSWER_KEYS = ("targets", "choose", "cost", "yes", "option", "position", "zone", "triggers", "not_offered",
                "announce", "coin", "dice", "random", "counters", "sum", "sort", "materials")


@dataclass
class RunOptions:
    scripts: list = field(default_factory=list)     # configured script folders (after the scenario's)
    cdb: list = field(default_factory=list)         # configured card databases
    checks: object = None                           # override the scenarios' script-bug checks
    verbose: bool = False
    update: bool = False                            # `run --update`: rewrite failing snapshot files' expectations
    scope: object = None                            # where files may lie (harness.read_scope.ReadScope; None: default)
    board_before: bool = True                       # a failure report draws the board before the failed step
                                                    # (a second run); the snapshot writer reads only the headline


class ScenarioFailed(Exception):
    """A failing scenario; str() is the whole report."""

    def __init__(self, where, headline, details="", board_before=None, board_after=None, events=None,
                 traceback=None, cause=None, step=None):
        self.where, self.headline = where, headline
        self.step = step            # the Step that failed; None when the duel could not be set up
        parts = [f"{where}: {headline}"]
        if details:
            parts.append(details)
        if traceback:
            parts.append("Lua traceback:" + traceback.replace("stack traceback:", "", 1))
        if board_before is not None:
            parts.append("Board before the step:\n" + _indent(board_before))
        if board_after is not None:
            parts.append("Board after the step:\n" + _indent(board_after))
        if events is not None:
            parts.append("Events of the step:\n" + render_events(events))
        super().__init__("\n".join(parts))
        self.cause = cause


def _indent(text):
    return "\n".join("  " + line for line in text.splitlines())


@dataclass
class ScenarioResult:
    scenario: object
    declined: list


class RunObserver:
    """Hooks into a scenario run, for tools that watch it (`ygo-harness run --trace`, `show`);
    every method is optional. A failing step raises ScenarioFailed (its `step` says which)."""

    def session_built(self, session):
        """The DuelSession exists; nothing is on the board yet (e.g. register tracers here)."""

    def board_built(self, session):
        """The board is set up; no step has run."""

    def step_started(self, step):
        """A step is about to run."""

    def step_finished(self, step, events, error=None):
        """A step ran without failing. `events`: its events (for an `expect`, the events it
        looked at); `error`: the script error that the following `expect_error` expected."""


def build_session(scenario, options, hook=None):
    """The DuelSession of a scenario with its board set up; `hook(session)` is called as soon as
    the session exists, before the board is built."""
    try:
        cards = CardMap.from_inline(scenario.cards, str(scenario.path), scenario.card_data)
        session = DuelSession(cards=cards,
                              scripts=list(scenario.scripts) + list(options.scripts), cdb=options.cdb,
                              strict=scenario.strict, seed=scenario.seed,
                              checks=scenario.checks if options.checks is None else options.checks,
                              scope=options.scope)
    except (CardDataError, UnknownCardError, HarnessError) as error:
        raise ScenarioFailed(f"{scenario.path}", f"setting up the duel failed: {error}", cause=error) from None
    if hook is not None:
        hook(session)
    session.set_turn(scenario.turn.player, scenario.turn.phase, scenario.turn.number)
    session.duel.damage_calculated = scenario.turn.damage_calculated
    session.duel.attack_first_turn = scenario.turn.attack_first_turn
    for player, values in scenario.players.items():
        session.set_lp(int(player), values.get("lp", 8000))
    _build_board(session, scenario)
    return session


def _build_board(session, scenario):
    entries = list(scenario.board)
    # Deck: listed first = top, and the top of a deck is its last card.
    decks = [e for e in entries if e.location == "deck"]
    ordered = [e for e in entries if e.location != "deck"] + list(reversed(decks))
    for entry in ordered:
        try:
            position = entry.position or ("faceup" if entry.equip_to and entry.location == "szone" else None)
            session.add_card(entry.code, entry.player, entry.location, entry.alias, entry.sequence, position, entry.owner,
                             entry.properly_summoned)
            if entry.counters:
                session.card(entry.alias).counters.update({int(k): v for k, v in entry.counters.items()})
            if entry.summon_type:
                session.pre_summon(session.card(entry.alias), entry.summon_type)
        except (CardDataError, UnknownCardError, HarnessError) as error:
            raise ScenarioFailed(entry.where, f"board entry {entry.alias!r}: {error}", cause=error) from None
    for entry in entries:
        try:
            if entry.overlay_of:
                holder = session.card(entry.overlay_of)
                if not holder.data.is_monster:      # the loader checks this for inline card data only
                    raise ScenarioFailed(entry.where, f"board entry {entry.alias!r}: overlay_of {entry.overlay_of!r}: "
                                         f"{holder.describe()} is not a monster; Xyz materials are attached to a "
                                         f"monster in the Monster Zone")
                session.attach_overlay(session.card(entry.alias), holder)
            if entry.equip_to:
                session.pre_equip(session.card(entry.alias), session.card(entry.equip_to))
        except HarnessError as error:
            raise ScenarioFailed(entry.where, f"board entry {entry.alias!r}: {error}", cause=error) from None
    try:
        session.start()
    except InvariantViolation as error:
        raise ScenarioFailed(str(scenario.path), f"the board is not a legal duel state: {error}", cause=error) from None
    except HarnessError as error:
        raise ScenarioFailed(str(scenario.path), f"the duel's start (the adjust pass after the board) failed: {error}",
                             cause=error) from None


def run_scenario(scenario, options=None, observer=None, stop_after=None):
    """Run the scenario's steps (only those numbered up to `stop_after` when given), reporting to
    `observer` (a RunObserver) when given; raise ScenarioFailed on the first failure."""
    options = options or RunOptions()
    observer = observer or RunObserver()
    session = build_session(scenario, options, hook=observer.session_built)
    observer.board_built(session)
    _check_registered(scenario, session)
    expect_mark = session.duel.events.mark()
    steps = scenario.steps
    left_marks = left_by_steps.marks_for(steps, session.duel)
    index = 0
    while index < len(steps):
        step = steps[index]
        if stop_after is not None and step.index > stop_after:
            break
        observer.step_started(step)
        following = steps[index + 1] if index + 1 < len(steps) else None
        if step.kind == "expect_error":
            raise ScenarioFailed(step.where, "expect_error must follow a step that fails with a script error", step=step)
        before = _board_before(scenario, options, step.index) if options.board_before else None
        step_mark = session.duel.events.mark()
        created_mark = len(session.duel.created)
        try:
            if step.kind == "expect":
                step_events = session.duel.events.since(expect_mark)
                _expect(session, step, step_events, left_marks)
                expect_mark = session.duel.events.mark()
                left_marks = left_by_steps.marks_for(steps, session.duel)
            else:
                session.offered.clear()          # `offered:` looks at this step's selections
                session.asked.clear()            # `asked:` at its yes/no and option prompts
                run_step(session, step)
                step_events = session.duel.events.since(step_mark)
        except ScenarioFailed:
            raise
        except ScriptError as error:
            if following is not None and following.kind == "expect_error":
                wanted = following.data["expect_error"]
                if wanted not in str(error):
                    raise ScenarioFailed(following.where, f"the script error does not contain {wanted!r}",
                                         f"  error: {error}", step=following) from None
                session.duel.chain.clear()
                observer.step_finished(step, session.duel.events.since(step_mark), error)
                observer.step_started(following)
                observer.step_finished(following, [])
                index += 2
                continue
            raise _failure(session, step, f"script error: {error}", before, step_mark, error) from None
        except (HarnessError, ExpectationError, InvariantViolation) as error:
            raise _failure(session, step, str(error), before, step_mark, error) from None
        if "created" in step.data:
            try:
                session.name_created(step.data["created"], session.duel.created[created_mark:])
            except HarnessError as error:
                raise _failure(session, step, str(error), before, step_mark, error) from None
        if "offered" in step.data:
            _check_offered(session, step, before, step_mark)
        if "asked" in step.data and step.data["asked"] != session.asked:
            message = "the yes/no and option prompts did not ask what `asked:` says"
            raise _failure(session, step, message, before, step_mark, None,
                           details=f"  asked: expected {_asked_text(step.data['asked'])}, found {_asked_text(session.asked)}")
        if following is not None and following.kind == "expect_error":
            raise ScenarioFailed(following.where, "expected the previous step to fail with a script error, but it succeeded",
                                 step=following)
        observer.step_finished(step, step_events)
        index += 1
    return ScenarioResult(scenario, list(session.answers.declined))


def _check_registered(scenario, session):
    """The `registered:` effects of each named card, as its script registered them, and the
    `script_data:` its script keeps."""
    for alias, wanted in scenario.registered.items():
        problems = registered.mismatches(alias, wanted, registered.card_effects(session.card(alias)))
        if problems:      # at the alias's line of `registered:`
            raise ScenarioFailed(scenario.where(("registered", alias)), "the effects a script registered differ",
                                 "\n".join(f"  {line}" for line in problems))
    for alias, wanted in scenario.script_data.items():
        problems = script_data.mismatches(alias, wanted, script_data.card_data(session, session.card(alias)))
        if problems:
            raise ScenarioFailed(scenario.where(("script_data", alias)), "the data a script keeps differs",
                                 "\n".join(f"  {line}" for line in problems))


def _board_before(scenario, options, index):
    """The board before step `index`, drawn only for a failure report: drawing it before every
    step cost a tenth of a run. The run is deterministic, so a fresh run of the steps before it
    gives that board again."""
    def draw():
        sessions = []

        class Keep(RunObserver):
            def session_built(self, session):
                sessions.append(session)
        try:
            run_scenario(scenario, options, observer=Keep(), stop_after=index - 1)
            return render_board(sessions[-1].duel)
        except Exception as error:      # only a report: say why it is missing
            return f"(not available: replaying the steps before this one failed: {error})"
    return draw


# The board before a failed step is drawn by replaying the steps before it in a second duel while
# the failed one is still held: past these sizes of the failed duel, the report leaves it out, so
# that a report never costs twice what the scenario did (a file that filled its duel's limits).
REPLAY_MAX_LUA_BYTES = 64 * 1024 * 1024
REPLAY_MAX_EVENTS = 50_000
REPLAY_MAX_CARDS = 1_000


def _asked_text(items):
    """An `asked:` list as a message shows it: `[yes_no: 1030068176, option: [1, 2]]`."""
    return "[" + ", ".join(f"{kind}: {value}" for item in items for kind, value in item.items()) + "]"


def _failure(session, step, message, before, step_mark, error, details=""):
    board_after = render_board(session.duel)
    events = session.duel.events.since(step_mark)
    return ScenarioFailed(step.where, f"step {step.index} ({step.kind}) failed: {message}", details,
                          board_before=None if before is None else before() if _replayable(session) else _TOO_LARGE,
                          board_after=board_after, events=events,
                          traceback=getattr(error, "traceback", None), cause=error, step=step)


_TOO_LARGE = ("(not shown: the duel is too large to replay beside it for this report: more than "
              f"{REPLAY_MAX_LUA_BYTES // 2 ** 20} MB of Lua memory, {REPLAY_MAX_EVENTS} events or "
              f"{REPLAY_MAX_CARDS} cards)")


def _replayable(session):
    lua = session.host.runtime.lua
    return (lua.get_memory_used() or 0) <= REPLAY_MAX_LUA_BYTES and len(session.duel.events.events) <= REPLAY_MAX_EVENTS \
        and len(session.duel.cards) <= REPLAY_MAX_CARDS


def _check_offered(session, step, before, step_mark):
    """The step's card selections against its `offered:` (after `created:` named its new cards)."""
    found = session.offered
    mismatches = check_offered(session, step.data["offered"], found)
    if not mismatches:
        return
    message = "the card selections did not offer what `offered:` says"
    unnamed = unnamed_cards(found)
    if unnamed:
        cards = ", ".join(f"{card.data.name or 'a card'} (code {card.data.code})" for card in unnamed)
        one = len(unnamed) == 1
        message += (f"; a selection offered {cards}, which {'has' if one else 'have'} no alias, so `offered:` cannot "
                    f"name {'it' if one else 'them'}: name the cards a step creates with `created:` on that step")
    error = OfferedMismatch(message, mismatches)
    raise _failure(session, step, message, before, step_mark, error, details="\n".join(f"  {m}" for m in mismatches))


def _expect(session, step, events, marks):
    mismatches = check_expect(session, step.data["expect"], events, marks)
    if mismatches:
        details = "\n".join(f"  {m}" for m in mismatches)
        raise ScenarioFailed(step.where, f"step {step.index} (expect): {len(mismatches)} expectation(s) not met",
                             details, board_after=render_board(session.duel), events=events, step=step)


def _answers(session, data):
    answers = {}
    for key in _ANSWER_KEYS:
        if key not in data:
            continue
        value = data[key]
        if key in ("targets", "choose", "cost", "sum", "sort"):
            value = [[session.card(a) for a in v] if isinstance(v, list) else session.card(v) for v in value]
            if value and not isinstance(value[0], list):
                value = [value]
        elif key == "not_offered":
            value = [session.card(a) for a in value]
        elif key in ("random", "materials"):
            value = [[session.card(a) for a in v] if isinstance(v, list) else session.card(v) for v in value]
        elif key == "counters":
            value = [{session.card(a): n for a, n in v.items()} for v in (value if isinstance(value, list) else [value])]
        elif key == "triggers":
            value = {session.card(a): [bool(x) for x in v] if isinstance(v, list) else bool(v) for a, v in value.items()}
        elif key == "position":
            value = [constants.POS.parse(v) for v in value] if isinstance(value, list) else constants.POS.parse(value)
        answers[key] = value
    return answers


def _chain_item(session, step, item):
    """A response (an activate mapping), or a legality check at that point of the chain."""
    for kind in ("expect_activatable", "expect_not_activatable"):
        if kind in item:
            return lambda: _check_activatable(session, kind, item[kind])
    return _activation(session, item)


def _activation(session, data):
    card = session.card(data["activate"])
    return dict(card=card, effect=data.get("effect"), player=data.get("player"), **_answers(session, data))


PROCEDURE_SUMMONS = {"synchro_summon": constants.SUMMON_TYPE_SYNCHRO, "xyz_summon": constants.SUMMON_TYPE_XYZ,
                      "link_summon": constants.SUMMON_TYPE_LINK}

# Steps that happen inside the window where an attack is paused; any other step ends the attack first.
_IN_BATTLE_WINDOW = {"activate", "expect_activatable", "expect_not_activatable", "expect_attackable",
                     "expect_not_attackable", "lua", "continue_battle", "change_position", "equip", "change_control",
                     "negate", "restore", *MOVES}


def run_step(session, step):
    data, kind = step.data, step.kind
    if "replay" in data:
        session.answer_replay(_replay_answer(session, data["replay"]))
    if kind not in _IN_BATTLE_WINDOW:
        session.finish_attack()
    if kind == "attack":
        _attack(session, data)
        return
    if kind not in ("activate", "expect_activatable", "expect_not_activatable"):
        # answers for the prompts the action causes (a trigger it sets off, that trigger's targets),
        # and responses to the chain of triggers it opens
        session.answers.load(**_answers(session, data))
        if "chain" in data:
            session.respond_to_triggers([_chain_item(session, step, item) for item in data["chain"]])
    if kind == "activate":
        if "after_chain" in data:       # a new chain in the window after the step's own has resolved
            session.respond_to_triggers([_chain_item(session, step, item) for item in data["after_chain"]])
        main = _activation(session, data)
        responses = [_chain_item(session, step, response) for response in data.get("chain", [])]
        session.activate(main.pop("card"), main.pop("effect"), main.pop("player"), chain_responses=responses, **main)
    elif kind in MOVES:
        cards = [session.card(a) for a in (data[kind] if isinstance(data[kind], list) else [data[kind]])]
        reason = constants.REASON.parse(data.get("reason", ["effect"]))
        getattr(session, MOVES[kind])(cards, reason, data.get("player"))
    elif kind == "change_position":
        spec = data["change_position"]
        session.change_position(session.card(spec["card"]), spec["position"])
    elif kind == "equip":
        spec = data["equip"]
        session.equip(session.card(spec["card"]), session.card(spec["to"]), spec.get("player"))
    elif kind == "change_control":
        spec = data["change_control"]
        session.change_control(session.card(spec["card"]), spec["to"], spec.get("player"))
    elif kind in ("negate", "restore"):
        getattr(session, kind)(session.card(data[kind]))
    elif kind in PROCEDURE_SUMMONS:
        session.summon_by_procedure(session.card(data[kind]), PROCEDURE_SUMMONS[kind])
    elif kind == "pendulum_summon":
        session.pendulum_summon([session.card(a) for a in data[kind]])
    elif kind == "special_summon" and data.get("procedure"):
        session.summon_by_procedure(session.card(data[kind]))
    elif kind in ("summon", "set", "special_summon"):
        card = session.card(data[kind])
        options = {"position": data["position"]} if "position" in data and kind != "set" else {}
        if kind != "special_summon":
            options["tribute"] = [session.card(a) for a in data.get("tribute", [])]
        getattr(session, kind)(card, **options)
    elif kind == "phase":
        session.phase(data["phase"], order=[session.card(a) for a in data.get("order", [])])
    elif kind == "lua":
        session.lua(data["lua"], name=Path(step.where.rsplit(":", 1)[0]).name,
                    first_line=_lua_first_line(session, step))
    elif kind in ("expect_activatable", "expect_not_activatable"):
        _check_activatable(session, kind, data[kind])
    elif kind in ("flip_summon", "change_battle_position"):
        getattr(session, kind)(session.card(data[kind]))
    elif kind == "continue_battle":
        session.continue_battle(data["continue_battle"])
    elif kind in ("expect_attackable", "expect_not_attackable"):
        _check_attackable(session, kind, data[kind])
    else:
        raise HarnessError(f"the step kind {kind!r} is not implemented by the harness yet")


def _attack(session, data):
    target = data.get("target")
    responses = [_chain_item(session, None, item) for item in data.get("chain", [])]
    session.attack(session.card(data["attack"]), session.card(target) if target is not None else None,
                   chain_responses=responses, stop_at=data.get("stop_at"), **_answers(session, data))


def _replay_answer(session, value):
    return value if value in ("direct", "stop") else session.card(value)


def _check_attackable(session, kind, spec):
    wanted = kind == "expect_attackable"
    problems = []
    for alias, targets in spec.items():
        attacker = session.card(alias)
        for name in targets:
            target = None if name == "direct" else session.card(name)
            ok, reason = session.attackable(attacker, target)
            if ok != wanted:
                what = "directly" if target is None else name
                problems.append(f"{alias} attacking {what}: expected {'legal' if wanted else 'not legal'}, but it is "
                                + ("legal" if ok else f"not: {reason}"))
    if problems:
        raise HarnessError("; ".join(problems))


def _lua_first_line(session, step):
    """The YAML line where the snippet's text starts, so Lua reports lines of the scenario file."""
    line = int(step.where.rsplit(":", 1)[1])
    return line + 1 if str(step.data["lua"]).count("\n") > 0 else line


def _check_activatable(session, kind, spec):
    """Effect N when given; else whether any effect the player activates by choice is legal now."""
    wanted = kind == "expect_activatable"
    items = spec.items() if isinstance(spec, dict) else ((alias, None) for alias in spec)
    problems = []
    for alias, effect in items:
        number = effect.get("effect") if isinstance(effect, dict) else effect
        card = session.card(alias)
        numbers = [number] if number else session.choice_effect_numbers(card)
        verdicts = [session.can_activate(card, n) for n in numbers] or [(False, "it has no effect activated by choice")]
        ok = any(v[0] for v in verdicts)
        if ok != wanted:
            reasons = "; ".join(reason for _, reason in verdicts if reason)
            problems.append(f"{alias}{f' effect {number}' if number else ''}: expected "
                            f"{'activatable' if wanted else 'not activatable'}, but it is "
                            f"{'activatable' if ok else 'not: ' + reasons}")
    if problems:
        raise HarnessError("; ".join(problems))
