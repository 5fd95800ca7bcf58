"""A record of one scenario run, step by step: the board after each step, the step's events and
what each expectation checked. `ygo-harness show` prints from it and the HTML report
(html_report.py) renders it. The run itself is the runner's (run_scenario with an observer)."""
from dataclasses import dataclass, field

from harness.engine.state.errors import HarnessError
from itertools import zip_longest

from harness.scenario.assertions import (
    ExpectationError, OfferedMismatch, check_card, check_events, check_expect, check_players,
    offered_bounds, offered_item, offered_list, offered_matches,
)
from harness.scenario import left_by_steps
from harness.scenario.report import snapshot
from harness.scenario.runner import RunObserver, ScenarioFailed, run_scenario


@dataclass
class Check:
    """One expectation: `subject` (bewd.atk, players.0.lp, chain, events) and its outcome."""
    subject: str
    expected: str
    found: str
    passed: bool


@dataclass
class StepRecord:
    step: object                    # the loader's Step
    source: str                     # the step's YAML text
    status: str = "not run"         # passed, failed, not run
    board: object = None            # BoardView after the step (None when not run)
    events: list = field(default_factory=list)     # descriptions of its events
    checks: list = field(default_factory=list)     # Check per expectation (expect steps)
    message: str = ""               # the failure report, for a failed step
    expected_error: str = ""        # the script error an expect_error step matched


@dataclass
class RunRecord:
    scenario: object
    steps: list                     # StepRecord per step of the file, in order
    initial_board: object = None    # BoardView before the first step (None if setup failed)
    failure: str = ""               # the failure report, if the run failed
    stop_after: int | None = None

    @property
    def passed(self):
        return not self.failure

    @property
    def last_run(self):
        """The last step that ran (passed or failed), or None."""
        ran = [record for record in self.steps if record.status != "not run"]
        return ran[-1] if ran else None


class Recorder(RunObserver):
    def __init__(self, record):
        self.record = record
        self.session = None
        self._by_index = {r.step.index: r for r in record.steps}
        self._step_mark = self._expect_mark = 0
        self._left_marks = None
        self._error = None

    def session_built(self, session):
        self.session = session

    def board_built(self, session):
        self.record.initial_board = snapshot(session.duel)
        self._expect_mark = session.duel.events.mark()
        self._left_marks = left_by_steps.marks_for(self.record.scenario.steps, session.duel)

    def step_started(self, step):
        self._step_mark = self.session.duel.events.mark()

    def step_finished(self, step, events, error=None):
        record = self._by_index[step.index]
        record.status = "passed"
        record.board = snapshot(self.session.duel)
        record.events = [event.describe() for event in events]
        if step.kind == "expect":
            record.checks = explain_expect(self.session, step.data["expect"], events, self._left_marks)
            self._expect_mark = self.session.duel.events.mark()
            self._left_marks = left_by_steps.marks_for(self.record.scenario.steps, self.session.duel)
        elif "offered" in step.data and error is None:
            record.checks = explain_offered(self.session, step.data["offered"])
        if error is not None:
            record.expected_error = str(error)
        elif step.kind == "expect_error" and self._error is not None:
            record.expected_error = str(self._error)
        self._error = error

    def step_failed(self, step, failure):
        record = self._by_index[step.index]
        record.status = "failed"
        record.message = str(failure)
        record.board = snapshot(self.session.duel)
        if step.kind == "expect":
            # An expect looks at the events since the previous expect.
            events = self.session.duel.events.since(self._expect_mark)
            record.checks = explain_expect(self.session, step.data["expect"], events, self._left_marks)
        else:
            events = self.session.duel.events.since(self._step_mark)
            if isinstance(failure.cause, OfferedMismatch):
                record.checks = explain_offered(self.session, step.data["offered"])
        record.events = [event.describe() for event in events]


def step_source(scenario, step):
    """The YAML text of a step, as written in the file."""
    try:
        lines = scenario.path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return ""
    line, column = scenario.positions.value(("steps", step.index - 1))
    taken = [lines[line - 1]]
    for text in lines[line:]:
        stripped = text.strip()
        if stripped and len(text) - len(text.lstrip()) < column - 1:
            break
        taken.append(text)
    while taken and not taken[-1].strip():
        taken.pop()
    return "\n".join(taken)


def record_run(scenario, options=None, stop_after=None):
    """Run the scenario (its steps up to `stop_after`) and return its RunRecord."""
    record = RunRecord(scenario, [StepRecord(step, step_source(scenario, step)) for step in scenario.steps],
                       stop_after=stop_after)
    recorder = Recorder(record)
    try:
        run_scenario(scenario, options, observer=recorder, stop_after=stop_after)
    except ScenarioFailed as failure:
        record.failure = str(failure)
        if failure.step is not None and recorder.session is not None:
            recorder.step_failed(failure.step, failure)
            if failure.step.kind == "expect_error" and failure.step.index > 1:
                # The step before it ran too: its script error is the one that did not match.
                before = record.steps[failure.step.index - 2]
                if before.status == "not run":
                    before.status, before.message = "failed", record.failure
                    before.board = record.steps[failure.step.index - 1].board
    return record


def explain_expect(session, expected, events, marks=None):
    """Each expectation of an `expect:` mapping checked on its own: [Check]; `marks`
    (left_by_steps.Marks): where the previous `expect:` left the duel."""
    checks = []

    def check(subject, want, compute):
        try:
            mismatches = compute()
        except (ExpectationError, HarnessError) as error:
            checks.append(Check(subject, _show(want), f"error: {error}", False))
            return
        if mismatches:
            checks.append(Check(subject, _show(want), _show(mismatches[0].found), False))
        else:
            checks.append(Check(subject, _show(want), _show(want), True))

    for key, want in expected.items():
        if key == "players":
            for player, values in want.items():
                for name, value in values.items():
                    check(f"players.{player}.{name}", value,
                          lambda p=player, n=name, v=value: check_players(session, {p: {n: v}}))
        elif key == "chain":
            found = len(session.duel.chain)
            checks.append(Check("chain", str(want), str(found), found == want))
        elif key == "winner":
            checks.append(Check("winner", _show(want), _show(session.winner), session.winner == want))
        elif key in ("registered", "operation_info", "confirmed", "warnings", "all_warnings"):
            differences = check_expect(session, {key: want}, events, marks)
            checks.append(Check(key, f"{len(want)} entr(ies) as written", str(differences[0]) if differences
                                else "as expected", not differences))
        elif key == "events":
            shown = "; ".join(", ".join(f"{k}: {_show(v)}" for k, v in item.items()) for item in want)
            check("events", shown, lambda w=want: check_events(session, w, events))
            if not checks[-1].passed:
                checks[-1].expected = shown
        else:
            for name, value in want.items():
                check(f"{key}.{name}", value,
                      lambda a=key, n=name, v=value: check_card(session, a, session.card(a), {n: v}))
    return checks


def explain_offered(session, expected):
    """A step's `offered:` checked against its card selections: the count, then each selection."""
    found = session.offered
    checks = [Check("offered", f"{len(expected)} selection(s)", f"{len(found)} selection(s)",
                    len(expected) == len(found))]
    for number, (want, have) in enumerate(zip_longest(expected, found), 1):
        shown = "(none)" if want is None else offered_item(want)
        passed = want is not None and have is not None and offered_matches(session, want, have)
        bounds = offered_bounds(want) if want is not None else ()
        checks.append(Check(f"offered[{number}]", shown, "(none)" if have is None else offered_list(have, bounds), passed))
    return checks


def _show(value):
    if isinstance(value, list):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_show(v)}" for k, v in value.items()) + "}"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
