"""Authoring support: `ygo-harness new | show | schema --path | annotations | run --trace`, the
HTML report, the board picture, prompt tracing, the runner's hooks, load-time flag checks, and
JUnit XML for scenarios that do not load."""
import json
import re
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ElementTree
from html.parser import HTMLParser
from pathlib import Path

import pytest

from harness import cli, constants
from harness.answers import AnswerQueue
from harness.engine.state.decisions import CardSelection, OptionChoice, TriggerOffer, YesNo
from harness.engine.state.errors import DecisionRequired
from harness.scenario.html_report import render_html
from harness.scenario.loader import ScenarioError, load_scenario, load_schema
from harness.scenario.record import record_run
from harness.scenario.report import render_board, snapshot
from harness.scenario.runner import RunObserver, RunOptions, ScenarioFailed, build_session, run_scenario
from harness.session import DuelSession
from harness.carddb import BUNDLED_CARDS
from harness.probe.skeleton import render_skeleton

pytest_plugins = ["pytester"]

RUNNER_DATA = Path(__file__).parent / "data" / "scenarios_runner"
DATA = Path(__file__).parent / "data" / "authoring"
OWN_SCRIPTS = DATA / "scripts"
OWN_CARDS = DATA / "cards.yaml"
PASSING = RUNNER_DATA / "pass_equip.yaml"
FAILING = RUNNER_DATA / "fail_expect.yaml"
SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed in \d+\.\d\ds$")


@pytest.fixture(autouse=True)
def no_configuration(monkeypatch, tmp_path):
    """No configuration from the environment or from this project's pyproject.toml."""
    monkeypatch.delenv("YGO_HARNESS_SCRIPTS", raising=False)
    monkeypatch.delenv("YGO_HARNESS_CDB", raising=False)
    work = tmp_path / "cwd"
    work.mkdir()
    monkeypatch.chdir(work)
    # the skeletons name tests/data/authoring/scripts, outside the run's root (tmp/cwd) of these tests
    monkeypatch.setenv("YGO_HARNESS_ALLOW_OUTSIDE_ROOT", "1")


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def cli_run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def exit_message(*argv):
    with pytest.raises(SystemExit) as caught:
        cli.main([str(a) for a in argv])
    return caught.value.code


def line_col(path, needle):
    text = Path(path).read_text(encoding="utf-8")
    before = text[: text.index(needle)]
    return f"{before.count(chr(10)) + 1}:{len(before) - before.rfind(chr(10))}"


# --- schema --path and annotations ---------------------------------------------------------------


def test_schema_path_prints_the_installed_schema_file(capsys):
    code, out, _ = cli_run(capsys, "schema", "--path")
    assert code == 0
    path = Path(out.strip())
    assert path.is_absolute() and path.name == "schema.json" and path.is_file()
    assert json.loads(path.read_text(encoding="utf-8")) == load_schema()


def test_annotations_prints_the_folder_of_the_lua_annotations(capsys):
    code, out, _ = cli_run(capsys, "annotations")
    assert code == 0
    folder = Path(out.strip())
    assert sorted(p.name for p in folder.glob("*.lua")) == [
        "card.lua", "constant.lua", "debug.lua", "duel.lua", "effect.lua", "group.lua"]


def test_every_schema_key_has_a_description():
    # Editors show these descriptions on hover (tests/test_scenario_loader.py checks the same
    # for definitions and key rules; this one looks at every property of every subschema).
    missing = []

    def walk(node, where):
        if isinstance(node, dict):
            for key, prop in node.get("properties", {}).items():
                if "description" not in prop:
                    missing.append(f"{where}/{key}")
            for key, value in node.items():
                walk(value, f"{where}/{key}")
        elif isinstance(node, list):
            for index, value in enumerate(node):
                walk(value, f"{where}/{index}")

    walk(load_schema(), "#")
    assert missing == []


# --- show ---------------------------------------------------------------------------------------


def test_show_prints_the_board_after_the_last_step(capsys):
    code, out, _ = cli_run(capsys, "show", PASSING)
    assert code == 0
    assert out.startswith("Dragon Treasure equips to Blue-Eyes (passes)\n")
    assert f"Board after step 2 of 2 (expect) at {PASSING}:" in out
    assert "monster zone 0: bewd (Blue-Eyes White Dragon) faceup_attack ATK 3300 DEF 2800 (base 3000/2500)" in out
    assert "-> equipped to bewd (Blue-Eyes White Dragon)" in out
    assert "player 0: LP 8000" in out and "player 1: LP 8000" in out
    assert "ok   bewd.atk: 3300" in out and "ok   events:" in out


def test_show_step_n_stops_after_that_step(capsys):
    code, out, _ = cli_run(capsys, "show", PASSING, "--step", "1")
    assert code == 0
    assert f"Board after step 1 of 2 (activate) at {PASSING}:" in out
    assert "Events of the step:\n  become_target(bewd (Blue-Eyes White Dragon))\n  chaining(treasure (Dragon Treasure))" in out
    assert "-> equipped to bewd" in out


def test_show_step_0_is_the_board_before_the_first_step(capsys):
    code, out, _ = cli_run(capsys, "show", PASSING, "--step", "0")
    assert code == 0
    assert "Board before the first step:" in out
    assert "hand: treasure (Dragon Treasure), axe (Axe of Despair)" in out
    assert "equipped" not in out


@pytest.mark.parametrize("step", ["3", "-1"])
def test_show_step_out_of_range(step):
    message = exit_message("show", PASSING, "--step", step)
    assert message == (f"ygo-harness show: there is no step {step}: {PASSING} has 2 step(s) "
                       "(--step takes 0, the board before the first step, to 2)")


def test_show_missing_file(tmp_path):
    missing = tmp_path / "nope.yaml"
    assert exit_message("show", missing) == f"ygo-harness show: no such scenario file: {missing}"


def test_show_a_file_that_does_not_load(capsys, tmp_path):
    broken = write(tmp_path / "broken.yaml", """\
        name: broken
        board:
          - {as: bewd, code: 89631139, location: mzone}
        steps:
          - destroy: [bewd]
            reason: [destroyed]
        """)
    code, out, err = cli_run(capsys, "show", broken)
    assert code == 1
    assert err.startswith(f"{broken}:6:14: unknown REASON_* name 'destroyed'")
    assert "did you mean 'destroy'?" in err


def test_show_checks_the_warnings_of_an_expect(capsys, tmp_path):
    # `warnings:` and `all_warnings:` are lists: each is one check of the report
    path = write(tmp_path / "warned.yaml", """\
        name: an Equip Spell whose operation info does not match
        board:
          - {as: treasure, code: 1435851, location: hand}
          - {as: bewd, code: 89631139, location: mzone}
        steps:
          - activate: treasure
            targets: [bewd]
          - expect:
              all_warnings: []
              warnings: []
        """)
    code, out, _ = cli_run(capsys, "show", path)
    assert code == 0, out
    assert "ok   all_warnings: 0 entr(ies) as written" in out
    assert "ok   warnings: 0 entr(ies) as written" in out


def test_show_a_failing_scenario_prints_the_report_and_fails(capsys):
    code, out, _ = cli_run(capsys, "show", FAILING)
    assert code == 1
    assert f"FAILED at step 2 of 2 (expect) at {FAILING}:8:" in out
    assert "bewd.atk: expected 3500, found 3300" in out


def test_show_stops_before_a_failing_step(capsys):
    code, out, _ = cli_run(capsys, "show", FAILING, "--step", "1")
    assert code == 0
    assert "Board after step 1 of 2 (activate)" in out


def test_show_a_duel_that_cannot_be_set_up(capsys):
    path = RUNNER_DATA / "unknown_code.yaml"
    code, out, _ = cli_run(capsys, "show", path)
    assert code == 1
    assert "unknown card code 12345678" in out


# --- the HTML report ----------------------------------------------------------------------------


class _TagChecker(HTMLParser):
    VOID = {"meta", "br"}

    def __init__(self):
        super().__init__()
        self.stack, self.errors, self.texts = [], [], []

    def handle_starttag(self, tag, attrs):
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if self.stack and self.stack[-1] == tag:
            self.stack.pop()
        else:
            self.errors.append(tag)

    def handle_data(self, data):
        self.texts.append(data)


def balanced(page):
    checker = _TagChecker()
    checker.feed(page)
    assert checker.errors == [] and checker.stack == []
    return checker


def test_html_report_of_a_passing_run(capsys, tmp_path):
    out = tmp_path / "report.html"
    code, text, _ = cli_run(capsys, "show", PASSING, "--html", out)
    assert code == 0 and text == f"wrote {out} (passed)\n"
    page = out.read_text(encoding="utf-8")
    balanced(page)
    assert page.startswith("<!DOCTYPE html>")
    assert "PASSED: 2 of 2 step(s) ran" in page
    assert page.count('<section class="step passed"') == 2
    assert "<pre>  - activate: treasure\n    targets: [bewd]</pre>" in page    # the step's YAML
    assert "<li>equip(treasure (Dragon Treasure))</li>" in page                # its events
    assert '<tr class="ok"><td class="mark">&#10003;</td><td>bewd.atk</td><td>3300</td><td>3300</td></tr>' in page
    assert "ATK 3300 / DEF 2800 (base 3000/2500)" in page                       # the board after it
    assert "&rarr; equipped to bewd (Blue-Eyes White Dragon)" in page
    assert "Board before the first step" in page
    # the piles are zones with their counts; the Extra Monster Zones are drawn even when empty
    assert '<td class="pile"><div class="name">hand (0)</div></td>' in page
    assert '<td class="pile"><div class="name">Deck (top first) (0)</div></td>' in page
    assert "extra monster zones" in page
    # the last step is an expect: the board it would show is the one after the step before
    assert page.count("Board after the step") == 1 and "The board is as after the step before." in page


def test_html_report_of_a_failing_run(capsys, tmp_path):
    out = tmp_path / "report.html"
    code, text, _ = cli_run(capsys, "show", FAILING, "--html", out)
    assert code == 1 and text == f"wrote {out} (failed)\n"
    page = out.read_text(encoding="utf-8")
    balanced(page)
    assert 'FAILED at <a href="#step-2">step 2 (expect)</a>' in page and '<section class="step failed" id="step-2">' in page
    assert '<tr class="bad"><td class="mark">&#10007;</td><td>bewd.atk</td><td>3500</td><td>3300</td></tr>' in page
    assert '<tr class="ok"><td class="mark">&#10003;</td><td>bewd.def</td><td>2800</td><td>2800</td></tr>' in page
    assert '<tr class="bad"><td class="mark">&#10007;</td><td>players.0.hand</td><td>3</td><td>0</td></tr>' in page
    assert '<pre class="failure">' in page


def test_html_report_with_step_marks_the_rest_not_run(capsys, tmp_path):
    out = tmp_path / "report.html"
    code, _, _ = cli_run(capsys, "show", FAILING, "--step", "1", "--html", out)
    assert code == 0
    page = out.read_text(encoding="utf-8")
    assert "PASSED: 1 of 2 step(s) ran (stopped after step 1)" in page
    assert '<section class="step not-run" id="step-2">' in page


def test_html_report_escapes_everything(tmp_path):
    path = write(tmp_path / "odd.yaml", """\
        name: "<script>alert('name')</script>"
        ruling: "a & b < c"
        cards:
          99990001: {name: "<img src=x onerror=alert(1)>", type: [monster, normal], attribute: dark, race: fiend, level: 4, atk: 1000, def: 1000}
        board:
          - {as: odd, code: 99990001, player: 1, location: mzone}
        steps:
          - lua: error("<b>boom</b> & more")
          - expect_error: "<b>boom</b>"
          - expect:
              odd: {atk: 1000}
        """)
    record = record_run(load_scenario(path))
    assert record.passed, record.failure
    page = render_html(record)
    checker = balanced(page)
    assert "<script>" not in page and "<img" not in page and "<b>" not in page
    assert "&lt;script&gt;alert(&#x27;name&#x27;)&lt;/script&gt;" in page
    assert "&lt;img src=x onerror=alert(1)&gt;" in page
    assert "a &amp; b &lt; c" in page
    assert any("<b>boom</b> & more" in text for text in checker.texts)   # shown as text
    assert record.steps[0].expected_error and "boom" in record.steps[1].expected_error


def test_html_report_cannot_be_written(tmp_path, capsys):
    folder = tmp_path / "a_folder"
    folder.mkdir()
    assert cli.main(["show", str(PASSING), "--html", str(folder)]) == 2
    assert capsys.readouterr().err == f"ygo-harness: cannot write {folder}: it is a folder\n"


def test_record_of_a_duel_that_cannot_be_set_up():
    record = record_run(load_scenario(RUNNER_DATA / "unknown_code.yaml"))
    assert not record.passed and record.initial_board is None
    assert all(step.status == "not run" for step in record.steps)
    page = render_html(record)
    balanced(page)
    assert "FAILED while setting up the duel" in page and "unknown card code 12345678" in page


# --- the board picture --------------------------------------------------------------------------


def test_board_picture_shows_zones_owners_counters_and_piles():
    session = DuelSession()
    bewd = session.add_card(89631139, player=1, location="mzone", alias="bewd", sequence=5, owner=0)
    session.add_card(6368038, player=0, location="mzone", alias="gaia", position="faceup_defense")
    session.add_card(12580477, player=0, location="szone", alias="raigeki", sequence=2)
    for alias in ("top", "bottom"):
        session.add_card(46986414, player=0, location="deck", alias=alias)
    bewd.counters[0x1] = 2
    text = render_board(session.duel)
    assert ("extra monster zone 5: bewd (Blue-Eyes White Dragon) faceup_attack ATK 3000 DEF 2500"
            " (owner: player 0)  counters: 0x1 x2") in text
    assert "monster zone 0: gaia (Gaia The Fierce Knight) faceup_defense ATK 2300 DEF 2100" in text
    assert "spell/trap zone 2: raigeki (Raigeki) facedown" in text
    assert "deck (top first): bottom (Dark Magician), top (Dark Magician)" in text


def test_board_picture_shows_negation_and_equip_arrows_both_ways():
    session = DuelSession()
    bewd = session.add_card(89631139, player=1, location="mzone", alias="bewd")
    treasure = session.add_card(1435851, player=0, location="hand", alias="treasure")
    session.activate(treasure, targets=[bewd])
    session.negate(bewd)
    text = render_board(session.duel)
    assert ("monster zone 0: bewd (Blue-Eyes White Dragon) faceup_attack ATK 3300 DEF 2800 (base 3000/2500)"
            " [negated]  <- equipped: treasure (Dragon Treasure)") in text
    assert "spell/trap zone 0: treasure (Dragon Treasure) faceup  -> equipped to bewd (Blue-Eyes White Dragon)" in text


def test_a_snapshot_does_not_change_with_the_duel():
    session = DuelSession()
    session.add_card(89631139, player=1, location="mzone", alias="bewd")
    raigeki = session.add_card(12580477, player=0, location="hand", alias="raigeki")
    before = snapshot(session.duel)
    session.activate(raigeki)
    assert before.players[1].monsters[0].name == "bewd (Blue-Eyes White Dragon)"
    assert snapshot(session.duel).players[1].monsters[0] is None
    assert [c.alias for c in snapshot(session.duel).players[1].piles["GY"]] == ["bewd"]


# --- run --trace --------------------------------------------------------------------------------


def test_run_trace_prints_operations_chain_prompts_with_script_lines(capsys):
    code, out, _ = cli_run(capsys, "run", "--trace", PASSING)
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == f"TRACE {PASSING}"
    assert f"  step 1 (activate) at {PASSING}:7" in lines
    chain = next(l for l in lines if l.strip().startswith("chain "))
    assert "chain link 1: player 0 activates effect" in chain and "treasure (Dragon Treasure)" in chain
    prompt = next(l for l in lines if l.strip().startswith("prompt "))
    assert "player 0 selects 1-1 card(s) (target" in prompt and "(from `targets:`)" in prompt
    assert re.search(r"at \S*utility\.lua:\d+$", prompt), prompt       # the aux helper's SelectTarget
    equip = next(l for l in lines if l.strip().startswith("event    equip("))
    assert re.search(r"at \S*utility\.lua:\d+$", equip), equip
    assert any(l.strip().startswith("resolve  chain link 1 resolves") for l in lines)
    assert lines[-2] == f"PASS {PASSING}"
    assert SUMMARY.match(lines[-1]).groups() == ("1", "0")


def test_run_trace_names_the_card_script_line(capsys, tmp_path):
    path = write(tmp_path / "axe.yaml", """\
        name: Axe of Despair (its own script, no aux helper)
        board:
          - {as: bewd, code: 89631139, player: 1, location: mzone}
          - {as: axe,  code: 40619825, player: 0, location: hand}
        steps:
          - activate: axe
            targets: [bewd]
        """)
    script = (Path(cli.__file__).parent.parent / "scripts" / "c40619825.lua").read_text(encoding="utf-8")
    line = next(n for n, text in enumerate(script.splitlines(), 1) if "Duel.Equip(" in text)
    code, out, _ = cli_run(capsys, "run", "--trace", path)
    assert code == 0
    equip = next(l for l in out.splitlines() if l.strip().startswith("event    equip("))
    assert equip.endswith(f"c40619825.lua:{line}")


def test_run_trace_of_a_failing_scenario_still_ends_with_the_summary(capsys):
    code, out, _ = cli_run(capsys, "run", "--trace", FAILING)
    assert code == 1
    lines = out.rstrip("\n").splitlines()
    assert "bewd.atk: expected 3500, found 3300" in out
    assert SUMMARY.match(lines[-1]).groups() == ("0", "1")


def test_run_trace_shows_an_unanswered_prompt(capsys):
    path = RUNNER_DATA / "strict_needs_target.yaml"
    code, out, _ = cli_run(capsys, "run", "--trace", path)
    assert code == 1
    assert "no legal answer given (player 0 must select" in out


# --- prompt tracing in AnswerQueue --------------------------------------------------------------


class _Card:
    def __init__(self, label):
        self.label = label

    def describe(self):
        return self.label


class _Effect:
    handler = "x"

    def get_handler(self):
        return self.handler

    def describe(self):
        return "effect 3 of x"


def test_answer_queue_traces_every_prompt_with_its_answer():
    seen = []
    queue = AnswerQueue()
    queue.tracers.append(lambda kind, text: seen.append((kind, text)))
    a, b = _Card("a"), _Card("b")
    queue.load(targets=[b], yes=True, option=1, position=constants.POS_FACEUP_DEFENSE)
    assert queue.select_cards(CardSelection(0, "target", [a, b], 1, 1, "HINTMSG_EQUIP")) == [b]
    assert queue.select_cards(CardSelection(1, "choose", [a], 1, 1)) == [a]
    assert queue.select_yes_no(YesNo(0, "draw?")) is True
    assert queue.select_yes_no(YesNo(0)) is False
    assert queue.select_option(OptionChoice(0, ["x", "y"])) == 1
    assert queue.select_position(0, [constants.POS_FACEUP_ATTACK, constants.POS_FACEUP_DEFENSE]) == \
        constants.POS_FACEUP_DEFENSE
    assert queue.offer_trigger(TriggerOffer(1, _Effect())) is False
    with pytest.raises(DecisionRequired):
        queue.select_cards(CardSelection(0, "choose", [a, b], 1, 1))
    assert [kind for kind, _ in seen] == ["prompt"] * 8
    texts = [text for _, text in seen]
    assert texts[0] == "player 0 selects 1-1 card(s) (target, HINTMSG_EQUIP) among [a, b]: [b] (from `targets:`)"
    assert texts[1] == "player 1 selects 1-1 card(s) (choose) among [a]: [a] (the only legal answer)"
    assert texts[2] == "player 0 yes/no 'draw?': yes (from `yes:`)"
    assert texts[3] == "player 0 yes/no: no (not answered: declined)"
    assert texts[4] == "player 0 chooses an option among 2: option 1 (from `option:`)"
    assert texts[5] == "player 0 chooses a position among faceup_attack, faceup_defense: faceup_defense (from `position:`)"
    assert texts[6] == "player 1 is offered the optional trigger effect 3 of x: declined (not answered: declined)"
    assert texts[7].startswith("player 0 selects 1-1 card(s) (choose) among [a, b]: no legal answer given (")


def test_answer_queue_without_tracers_answers_as_before():
    queue = AnswerQueue()
    queue.load(choose=[_Card("a")])
    card = queue.pending["choose"][0][0]
    assert queue.select_cards(CardSelection(0, "choose", [card, _Card("b")], 1, 1)) == [card]
    assert queue.select_yes_no(YesNo(0)) is False and len(queue.declined) == 1


# --- the runner's hooks -------------------------------------------------------------------------


def test_build_session_calls_the_hook_before_the_board_is_built():
    scenario = load_scenario(PASSING)
    seen = []
    session = build_session(scenario, RunOptions(), hook=lambda s: seen.append(len(s.aliases)))
    assert seen == [0] and len(session.aliases) == 3


def test_run_scenario_reports_each_step_to_the_observer():
    calls = []

    class Observer(RunObserver):
        def session_built(self, session):
            calls.append("session")

        def board_built(self, session):
            calls.append(f"board {len(session.aliases)}")

        def step_started(self, step):
            calls.append(f"start {step.index}")

        def step_finished(self, step, events, error=None):
            calls.append(f"done {step.index} {len(events)} {error is not None}")

    run_scenario(load_scenario(PASSING), observer=Observer())
    assert calls == ["session", "board 3", "start 1", "done 1 6 False", "start 2", "done 2 6 False"]
    calls.clear()
    run_scenario(load_scenario(RUNNER_DATA / "expect_error_ok.yaml"), observer=Observer(), stop_after=2)
    assert calls == ["session", "board 1", "start 1", "done 1 0 True", "start 2", "done 2 0 False"]


def test_a_failure_names_its_step():
    with pytest.raises(ScenarioFailed) as caught:
        run_scenario(load_scenario(FAILING))
    assert caught.value.step.index == 2
    with pytest.raises(ScenarioFailed) as caught:
        run_scenario(load_scenario(RUNNER_DATA / "unknown_code.yaml"))
    assert caught.value.step is None


# --- new ----------------------------------------------------------------------------------------


def test_new_equip_spell_skeleton_loads_and_runs(capsys, tmp_path):
    out = tmp_path / "suite" / "blade.yaml"
    code, text, _ = cli_run(capsys, "new", "99500001", "--scripts", OWN_SCRIPTS, "--cdb", OWN_CARDS, "-o", out)
    assert code == 0
    assert text == f"wrote {out}: fill in its TODOs, then run `ygo-harness run {out}`\n"
    skeleton = out.read_text(encoding="utf-8")
    scenario = load_scenario(out)
    assert scenario.cards[99500001] == {"name": "Test Blade", "type": ["spell", "equip"]}
    # the deep probe's board: a made-up monster its equip limit accepts, whose script is written beside the file
    assert scenario.scripts == [OWN_SCRIPTS.resolve(), out.parent / "scripts"]
    own, target = scenario.board
    assert (own.alias, own.code, own.player, own.location) == ("test_blade", 99500001, 0, "hand")
    assert target.location == "mzone"
    assert scenario.cards[target.code]["race"] == "warrior"        # the card's equip limit
    assert [step.kind for step in scenario.steps] == ["activate", "expect"]
    # the target selection offered the one monster on the board (and says to check that against the text)
    assert scenario.steps[0].data == {"activate": "test_blade", "targets": [target.alias],
                                      "offered": [{"cards": [target.alias], "min": 1, "max": 1, "hint": "HINTMSG_EQUIP"}]}
    assert (f"offered: [{{cards: [{target.alias}], min: 1, max: 1, hint: HINTMSG_EQUIP}}]    # what each card selection "
            "offered now: check it") in skeleton
    assert "# TODO: what must hold after the step above" in skeleton
    assert re.search(rf"#   {target.alias}: {{.*atk: \d+.*equipped: \[test_blade\]}}", skeleton)
    run_scenario(scenario)


@pytest.mark.parametrize("code, location, needs", [
    (40619825, "hand", "targets"),     # Axe of Despair: an Equip Spell
    (12580477, "hand", None),          # Raigeki: no target, but a monster to destroy
    (94192409, "szone", "targets"),    # Compulsory Evacuation Device: a Trap, Set
    (5318639, "hand", "targets"),      # Mystical Space Typhoon: targets a Spell/Trap
])
def test_new_for_bundled_cards(tmp_path, code, location, needs):
    out = tmp_path / f"c{code}.yaml"
    out.write_text(render_skeleton(code, output=out), encoding="utf-8")
    scenario = load_scenario(out)
    assert scenario.board[0].code == code and scenario.board[0].location == location
    assert scenario.steps[0].data["activate"] == scenario.board[0].alias
    activate = scenario.steps[0].data
    assert ("targets" in activate) == (needs == "targets")
    run_scenario(scenario)


def test_new_writes_the_board_of_the_effect_asked_for(tmp_path):
    out = tmp_path / "axe_continuous.yaml"
    out.write_text(render_skeleton(40619825, output=out, effect=0), encoding="utf-8")    # its continuous effect
    scenario = load_scenario(out)
    axe = scenario.board[0]
    assert (axe.code, axe.location, axe.equip_to) == (40619825, "szone", scenario.board[1].alias)
    assert [step.kind for step in scenario.steps] == ["expect"]         # it applies: nothing to activate
    first = render_skeleton(40619825, output=out)                       # without --effect: the activation
    assert "- activate: axe_of_despair" in first
    run_scenario(scenario)


def test_new_prints_to_stdout_without_output(capsys):
    code, text, _ = cli_run(capsys, "new", "40619825")
    assert code == 0
    assert text.startswith("# A scenario for Axe of Despair (40619825), started by `ygo-harness new 40619825`.\n")
    assert "\ncards:\n  40619825: {name: Axe of Despair, type: [spell, equip]}\n" in text
    assert "scripts:" not in text


def test_new_card_without_an_activated_effect(tmp_path):
    out = tmp_path / "bewd.yaml"
    out.write_text(render_skeleton(89631139, output=out), encoding="utf-8")
    scenario = load_scenario(out)
    assert [entry.location for entry in scenario.board] == ["hand"]
    assert [step.kind for step in scenario.steps] == ["expect"]
    assert "has no effect a player activates" in out.read_text(encoding="utf-8")
    assert scenario.cards[89631139] == {"name": "Blue-Eyes White Dragon", "type": ["monster", "normal"],
                                        "attribute": "light", "race": "dragon", "level": 8, "atk": 3000,
                                        "def": 2500}


def test_new_quotes_what_yaml_must_quote(tmp_path):
    out = tmp_path / "odd.yaml"
    out.write_text(render_skeleton(99500002, scripts=[OWN_SCRIPTS], cdb=[OWN_CARDS], output=out), encoding="utf-8")
    scenario = load_scenario(out)
    assert scenario.cards[99500002]["name"] == "Odd: Name, #1 <b>"
    assert scenario.name == "Odd: Name, #1 <b>: TODO say what this scenario checks"
    run_scenario(scenario)


def test_new_unknown_code_says_where_it_looked_in_full_paths(tmp_path):
    message = exit_message("new", "12345678", "--scripts", str(tmp_path))
    assert message == (f"ygo-harness new: unknown card code 12345678: no card database has it (searched "
                       f"{BUNDLED_CARDS}) and no script c12345678.lua was found (searched {tmp_path})")


def test_new_for_a_script_without_card_data_guesses_the_data_and_marks_it_todo(tmp_path):
    folder = tmp_path / "real"
    folder.mkdir()
    (folder / "c77770001.lua").write_text(textwrap.dedent("""\
        --Unlisted Blade
        local s,id=GetID()
        function s.initial_effect(c)
            aux.AddEquipSpellEffect(c,true,true,Card.IsFaceup,nil)
            local e2=Effect.CreateEffect(c)
            e2:SetType(EFFECT_TYPE_EQUIP)
            e2:SetCode(EFFECT_UPDATE_ATTACK)
            e2:SetValue(300)
            c:RegisterEffect(e2)
        end
        """), encoding="utf-8")
    out = tmp_path / "blade.yaml"
    assert cli.main(["new", "77770001", "--scripts", str(folder), "-o", str(out)]) == 0
    skeleton = out.read_text(encoding="utf-8")
    assert "# TODO: no card database has this card: its data was guessed from the script" in skeleton
    assert "77770001: {name: Unlisted Blade, type: [spell, equip]}" in skeleton
    run_scenario(load_scenario(out))


def test_new_card_without_a_script():
    message = exit_message("new", "99500003", "--cdb", OWN_CARDS)
    assert message.startswith("ygo-harness new: card 99500003 (No Script Spell) cannot be created: "
                              "no script c99500003.lua")
    assert message.endswith("(give the folder of your scripts with --scripts DIR)")


def test_new_refuses_to_overwrite_without_force(capsys, tmp_path):
    out = write(tmp_path / "taken.yaml", "mine\n")
    assert exit_message("new", "40619825", "-o", out) == f"ygo-harness new: {out} exists (use --force to overwrite it)"
    assert out.read_text(encoding="utf-8") == "mine\n"
    code, _, _ = cli_run(capsys, "new", "40619825", "-o", out, "--force")
    assert code == 0 and load_scenario(out).board[0].code == 40619825


def test_new_missing_scripts_folder_or_database(tmp_path):
    assert exit_message("new", "40619825", "--scripts", tmp_path / "nope") == \
        f"ygo-harness new: scripts folder not found: {tmp_path / 'nope'}"
    assert exit_message("new", "40619825", "--cdb", tmp_path / "nope.cdb") == \
        f"ygo-harness new: card database not found: {tmp_path / 'nope.cdb'}"


def test_new_code_must_be_a_number(capsys):
    with pytest.raises(SystemExit) as caught:
        cli.main(["new", "axe"])
    assert caught.value.code == 2
    assert "not a card code: 'axe'" in capsys.readouterr().err


# --- load-time flag checks ----------------------------------------------------------------------

BOARD = """\
name: t
board:
  - {as: bewd, code: 89631139, player: 1, location: mzone}
  - {as: raigeki, code: 12580477}
"""


def load_error(tmp_path, text):
    path = write(tmp_path / "s.yaml", text)
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    error = caught.value
    return path, f"{error.line}:{error.column}", error.message


@pytest.mark.parametrize("snippet, bad, family", [
    ("steps:\n  - expect:\n      bewd: {reason: [destroy, destroyed]}\n", "destroyed", "REASON_"),
    ("steps:\n  - expect:\n      bewd: {reason_has: [lost_targt]}\n", "lost_targt", "REASON_"),
    ("steps:\n  - expect:\n      bewd: {reason_lacks: [battel]}\n", "battel", "REASON_"),
    ("steps:\n  - expect:\n      bewd: {type: [monster, nromal]}\n", "nromal", "TYPE_"),
    ("steps:\n  - expect:\n      bewd: {type_has: [equp]}\n", "equp", "TYPE_"),
    ("steps:\n  - expect:\n      bewd: {type_lacks: [spel]}\n", "spel", "TYPE_"),
    ("steps:\n  - expect:\n      bewd: {attribute: ligth}\n", "ligth", "ATTRIBUTE_"),
    ("steps:\n  - expect:\n      bewd: {race: [dragn]}\n", "dragn", "RACE_"),
    ("steps:\n  - destroy: [bewd]\n    reason: [efect]\n", "efect", "REASON_"),
    ("steps:\n  - {banish: [bewd], reason: [cost, rul]}\n", "rul", "REASON_"),
    ("cards:\n  99990001: {type: [monster, normal], attribute: drak, race: fiend}\n", "drak", "ATTRIBUTE_"),
    ("cards:\n  99990001: {type: [monster, normal], race: [fiend, wariror]}\n", "wariror", "RACE_"),
    ("cards:\n  99990001: {type: [spell, equipp]}\n", "equipp", "TYPE_"),
    ("steps:\n  - expect:\n      events:\n        - {event: destroyed, reason: [rul]}\n", "rul", "REASON_"),
    ("steps:\n  - expect:\n      events:\n        - {event: destroyed, reason_has: [efect]}\n", "efect", "REASON_"),
])
def test_a_wrong_flag_name_is_a_load_error_at_its_value(tmp_path, snippet, bad, family):
    path, where, message = load_error(tmp_path, BOARD + snippet)
    assert where == line_col(path, bad)
    assert message.startswith(f"unknown {family}* name {bad!r} for ")
    valid = getattr(constants, family.rstrip("_")).short_names
    assert f"(valid names: {', '.join(valid)}" in message
    assert "; did you mean '" in message


def test_the_reason_destroyed_example(tmp_path):
    path, where, message = load_error(tmp_path, BOARD + "steps:\n  - activate: raigeki\n  - expect:\n"
                                                        "      bewd: {location: grave, reason: [destroyed]}\n")
    assert where == "8:40"
    assert message.startswith("unknown REASON_* name 'destroyed' for 'reason' (valid names: destroy, release, ")
    assert message.endswith("; did you mean 'destroy'?")


def test_an_unknown_event_name_lists_the_events(tmp_path):
    path, where, message = load_error(tmp_path, BOARD + "steps:\n  - expect:\n      events:\n"
                                                        "        - {event: destroyd, cards: [bewd]}\n")
    assert where == line_col(path, "destroyd")
    assert message.startswith("unknown event 'destroyd' (known events: add_counter, adjust, ")
    assert "to_grave" in message and message.endswith("; did you mean 'destroyed'?")


def test_an_event_key_the_runner_does_not_compare_is_an_error(tmp_path):
    path, where, message = load_error(tmp_path, BOARD + "steps:\n  - expect:\n      events:\n"
                                                        "        - {event: destroyed, reasons: [effect]}\n")
    assert where == line_col(path, "reasons")
    assert message == "unknown key 'reasons' in event; did you mean 'reason'?"
    _, _, message = load_error(tmp_path, BOARD + "steps:\n  - expect:\n      events:\n"
                                                 "        - {event: destroyed, turn: 2}\n")
    assert message == "unknown key 'turn' in event; allowed keys: event, cards, reason, reason_has, player, event_player, value"


def test_constant_names_other_spellings_and_gemini_are_accepted(tmp_path):
    path = write(tmp_path / "ok.yaml", BOARD + """\
cards:
  99990001: {type: [monster, effect, gemini], attribute: DARK, race: [fiend]}
steps:
  - {destroy: [bewd], reason: [REASON_EFFECT, Destroy]}
  - expect:
      bewd: {reason: [destroy, effect], reason_has: [REASON_DESTROY], type: [monster, TYPE_NORMAL], attribute: light}
      events:
        - {event: EVENT_DESTROYED, cards: [bewd], reason: [destroy, effect], player: 0}
""")
    load_scenario(path)


def test_gemini_is_a_name_of_type_dual_everywhere():
    # Card text says Gemini; the constant is TYPE_DUAL: both names work in data and expectations.
    assert constants.TYPE.parse(["gemini"]) == constants.TYPE.parse(["dual"]) == constants.TYPE_DUAL


def test_schema_locations_and_positions_are_engine_names():
    defs = load_schema()["$defs"]
    for name in defs["location"]["enum"]:
        constants.LOCATION.parse(name)
    for name in defs["position"]["enum"] + defs["battle_position"]["enum"]:
        constants.POS.parse(name)


# --- CI: JUnit XML and the command's exit code --------------------------------------------------

QUIET = ("-p", "no:hypothesispytest", "-p", "no:benchmark", "-p", "no:cacheprovider")


def test_junit_xml_reports_a_scenario_that_does_not_load(pytester):
    (pytester.path / "scenarios").mkdir()
    (pytester.path / "scenarios" / "pass_equip.yaml").write_text(PASSING.read_text(encoding="utf-8"),
                                                                  encoding="utf-8")
    bad = pytester.path / "scenarios" / "bad_flag.yaml"
    bad.write_text(BOARD + "steps:\n  - expect:\n      bewd: {reason: [destroyed]}\n", encoding="utf-8")
    report = pytester.path / "report.xml"
    result = pytester.runpytest(*QUIET, f"--junitxml={report}")
    result.assert_outcomes(passed=1, failed=1)
    cases = {case.get("name"): case for case in ElementTree.parse(report).getroot().iter("testcase")}
    assert set(cases) == {"pass_equip", "bad_flag"}
    failure = cases["bad_flag"].find("failure")
    text = (failure.text or "") + failure.get("message", "")
    assert "bad_flag.yaml:7:23: unknown REASON_* name 'destroyed'" in text
    assert "did you mean 'destroy'?" in text


def test_the_command_exits_non_zero_with_the_summary_last(tmp_path):
    command = [sys.executable, "-m", "harness", "run", str(PASSING), str(FAILING)]
    result = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert SUMMARY.match(result.stdout.rstrip("\n").splitlines()[-1]).groups() == ("1", "1")


# --- pass-through commands ----------------------------------------------------------------------


def test_check_scripts_and_sweep_equips_go_to_their_modules(monkeypatch):
    import harness.probe.commands
    import harness.probe.sweep
    seen = []
    monkeypatch.setattr(harness.probe.commands, "main", lambda argv: seen.append(("corpus", argv)) or 0)
    monkeypatch.setattr(harness.probe.sweep, "main", lambda argv: seen.append(("sweep", argv)) or 0)
    assert cli.main(["check-scripts", "folder", "--cdb", "x.cdb"]) == 0
    assert cli.main(["sweep-equips", "--help"]) == 0
    assert seen == [("corpus", ["folder", "--cdb", "x.cdb"]), ("sweep", ["--help"])]


def test_record_of_an_expect_error_that_does_not_match():
    record = record_run(load_scenario(RUNNER_DATA / "expect_error_mismatch.yaml"))
    assert [step.status for step in record.steps] == ["failed", "failed"]
    assert "does not contain 'some other message'" in record.failure
    balanced(render_html(record))


def test_new_puts_a_card_in_the_hand_for_a_cost(tmp_path):
    out = tmp_path / "bolt.yaml"
    out.write_text(render_skeleton(99500004, scripts=[OWN_SCRIPTS], cdb=[OWN_CARDS], output=out), encoding="utf-8")
    scenario = load_scenario(out)
    own, for_cost, target = scenario.board
    assert (own.location, target.player, target.location) == ("hand", 1, "mzone")
    assert (for_cost.player, for_cost.location) == (0, "hand")
    # the discard offered the one other card in the hand, the target the opponent's one monster
    assert scenario.steps[0].data == {"activate": "test_bolt", "cost": [for_cost.alias], "targets": [target.alias],
                                      "offered": [{"cards": [for_cost.alias], "min": 1, "max": 1, "hint": "HINTMSG_DISCARD"},
                                                  {"cards": [target.alias], "min": 1, "max": 1, "hint": "HINTMSG_DESTROY"}]}
    assert re.search(rf"#   {for_cost.alias}: {{location: grave, reason: \[cost, discard\]}}",
                     out.read_text(encoding="utf-8"))
    run_scenario(scenario)


def test_new_says_when_no_board_makes_the_activation_legal(tmp_path):
    out = tmp_path / "never.yaml"
    text = render_skeleton(99500005, scripts=[OWN_SCRIPTS], cdb=[OWN_CARDS], output=out)
    out.write_text(text, encoding="utf-8")
    assert "  # TODO: this activation did not go through when the skeleton was made: " in text
    scenario = load_scenario(out)
    assert [(e.code, e.location) for e in scenario.board] == [(99500005, "szone")]
    assert [step.kind for step in scenario.steps] == ["activate", "expect"]
    with pytest.raises(ScenarioFailed, match="cannot activate that effect now"):
        run_scenario(scenario)


def test_new_summons_a_monster_whose_trigger_needs_its_summon(tmp_path):
    out = tmp_path / "dux.yaml"
    out.write_text(render_skeleton(28183605, output=out), encoding="utf-8")    # Dragunity Dux: a summon trigger
    scenario = load_scenario(out)
    assert (scenario.board[0].code, scenario.board[0].location) == (28183605, "hand")
    summon = scenario.steps[0].data
    assert summon["summon"] == "dragunity_dux" and summon["triggers"] == {"dragunity_dux": True}
    target = next(entry for entry in scenario.board if entry.alias == summon["targets"][0])
    assert target.location == "grave" and 0x29 in scenario.cards[target.code]["setcode"]     # a Dragunity in the GY
    run_scenario(scenario)


def test_new_fusion_summons_a_fusion_monster_with_polymerization_and_its_listed_materials(tmp_path):
    out = tmp_path / "bsd.yaml"
    out.write_text(render_skeleton(11901678, output=out), encoding="utf-8")    # Black Skull Dragon
    scenario = load_scenario(out)
    assert [(entry.code, entry.location) for entry in scenario.board] == [
        (11901678, "extra"), (24094653, "hand"), (70781052, "hand"), (74677422, "hand")]
    assert scenario.steps[0].data["activate"] == "polymerization"
    assert scenario.steps[0].data["choose"] == [["black_skull_dragon"], ["summoned_skull", "red_eyes_black_dragon"]]
    assert "#   black_skull_dragon: {location: mzone, position: faceup_attack" in out.read_text(encoding="utf-8")
    run_scenario(scenario)
