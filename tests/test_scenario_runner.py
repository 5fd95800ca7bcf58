"""The scenario runner: passing and failing scenarios, and what a failure report says.

Scenario files live in tests/data/scenarios_runner/ (not a folder named `scenarios`, so the
pytest plugin does not collect them); a few variants are written to tmp_path by the tests.
"""
import re
import shutil
import textwrap
from pathlib import Path

import pytest

from harness.constants import LOCATION_DECK, LOCATION_GRAVE, LOCATION_HAND
from harness.scenario.loader import Step, load_scenario
from harness.scenario.runner import (
    RunOptions,
    ScenarioFailed,
    ScenarioResult,
    build_session,
    run_scenario,
    run_step,
)

DATA = Path(__file__).parent / "data" / "scenarios_runner"


# --- helpers ---------------------------------------------------------------------------------


def line_of(path, needle, nth=1):
    """The 1-based line number of the nth line of `path` that contains `needle`."""
    seen = 0
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if needle in line:
            seen += 1
            if seen == nth:
                return number
    raise AssertionError(f"{needle!r} not found {nth} time(s) in {path}")


def where(path, needle, nth=1):
    """"file:line" as reports print it."""
    return f"{path}:{line_of(path, needle, nth)}"


def run(path, **options):
    return run_scenario(load_scenario(path), RunOptions(**options))


def failure(path, **options):
    """Run a scenario that must fail; return the ScenarioFailed."""
    with pytest.raises(ScenarioFailed) as caught:
        run(path, **options)
    return caught.value


def section(report, title):
    """The text of one report section ("Board before the step:", ...) up to the next one."""
    titles = ("Lua traceback:", "Board before the step:", "Board after the step:", "Events of the step:")
    assert title in report, f"no {title!r} section in:\n{report}"
    text = report.split(title, 1)[1]
    ends = [text.index(other) for other in titles if other != title and other in text]
    return text[:min(ends)] if ends else text


def write(tmp_path, text, name="scenario.yaml"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


# --- passing and failing expectations --------------------------------------------------------


def test_passing_scenario_passes_and_returns_a_result():
    path = DATA / "pass_equip.yaml"
    result = run(path)
    assert isinstance(result, ScenarioResult)
    assert result.scenario.name == "Dragon Treasure equips to Blue-Eyes (passes)"
    assert result.declined == []


def test_bundled_style_scenario_with_every_expectation_kind_passes():
    run(DATA / "expectations_pass.yaml")


def test_wrong_expectations_are_all_listed_with_expected_and_found():
    path = DATA / "fail_expect.yaml"
    error = failure(path)
    report = str(error)
    first_line = report.splitlines()[0]
    assert first_line == f"{where(path, '- expect:')}: step 2 (expect): 4 expectation(s) not met"
    assert error.where == where(path, "- expect:")
    # Every wrong key is listed, not only the first one; the right ones are not.
    assert "bewd.atk: expected 3500, found 3300" in report
    assert "treasure.location: expected grave, found szone" in report
    assert "players.0.lp: expected 7000, found 8000" in report
    assert "players.0.hand: expected 3, found 0" in report
    assert "bewd.def" not in report
    # The board after the step, with the values that were found.
    after = section(report, "Board after the step:")
    assert "turn 1, player 0's main1" in after
    assert "monster zone 0: bewd (Blue-Eyes White Dragon) faceup_attack ATK 3300 DEF 2800" in after
    assert "equipped: treasure (Dragon Treasure)" in after
    assert "spell/trap zone 0: treasure (Dragon Treasure)" in after
    assert "-> equipped to bewd (Blue-Eyes White Dragon)" in after
    # The events since the previous step, in order.
    events = section(report, "Events of the step:")
    assert events.index("chaining(treasure (Dragon Treasure))") < events.index("equip(treasure (Dragon Treasure))")
    assert "chain_end()" in events


def test_expectation_failure_keeps_the_order_of_the_yaml():
    report = str(failure(DATA / "fail_expect.yaml"))
    order = [report.index(text) for text in ("bewd.atk", "treasure.location", "players.0.lp", "players.0.hand")]
    assert order == sorted(order)


def test_failing_action_step_reports_board_before_and_after_and_its_events():
    path = DATA / "fail_action_unused_answer.yaml"
    error = failure(path)
    report = str(error)
    assert report.startswith(f"{where(path, '- activate: raigeki')}: step 1 (activate) failed: ")
    assert "answers were given that no prompt asked for (targets: [bewd])" in report
    before = section(report, "Board before the step:")
    after = section(report, "Board after the step:")
    events = section(report, "Events of the step:")
    # Raigeki resolved before the unused answer was noticed: before and after differ.
    assert "monster zone 0: bewd (Blue-Eyes White Dragon) faceup_attack ATK 3000 DEF 2500" in before
    assert "hand: raigeki (Raigeki)" in before
    assert "monster zone" not in after
    assert "GY: bewd (Blue-Eyes White Dragon)" in after
    assert "GY: raigeki (Raigeki)" in after
    assert "chaining(raigeki (Raigeki))" in events
    assert "destroyed(bewd (Blue-Eyes White Dragon)) reason=destroy+effect" in events
    assert "to_grave(raigeki (Raigeki)) reason=rule" in events


def test_a_failure_report_without_the_board_before_runs_the_duel_once():
    # the snapshot writer reads only the headline: no second run draws the board before the step
    scenario = load_scenario(DATA / "fail_action_unused_answer.yaml")
    with pytest.raises(ScenarioFailed) as raised:
        run_scenario(scenario, RunOptions(board_before=False))
    report = str(raised.value)
    assert "answers were given that no prompt asked for" in report
    assert "Board before the step:" not in report and "Board after the step:" in report


def test_failure_keeps_the_cause():
    error = failure(DATA / "fail_action_unused_answer.yaml")
    assert error.cause is not None
    assert "no prompt asked for" in str(error.cause)
    assert error.headline.startswith("step 1 (activate) failed")


def test_step_with_no_events_says_none():
    report = str(failure(DATA / "not_activatable_but_is.yaml"))
    assert section(report, "Events of the step:").strip() == "(none)"


# --- prompts ---------------------------------------------------------------------------------


def test_strict_target_choice_without_answer_lists_legal_cards_and_the_key_to_add():
    path = DATA / "strict_needs_target.yaml"
    report = str(failure(path))
    assert report.startswith(f"{where(path, '- activate: axe')}: step 1 (activate) failed: ")
    assert "player 0 must select 1-1 card(s)" in report
    assert "legal: dm (Dark Magician), bewd (Blue-Eyes White Dragon)" in report
    assert "add `targets: [...]` to the step" in report


def test_strict_false_lets_an_unanswered_selection_take_a_legal_card():
    run(DATA / "strict_off.yaml")


def test_a_single_legal_target_is_chosen_automatically():
    run(DATA / "single_target_auto.yaml")


def test_illegal_target_answer_names_the_card_and_lists_the_legal_choices():
    path = DATA / "illegal_target.yaml"
    report = str(failure(path))
    assert report.startswith(f"{where(path, '- activate: axe')}: step 1 (activate) failed: ")
    assert "dm (Dark Magician) cannot be selected for this prompt (target)" in report
    assert "legal: gaia (Gaia The Fierce Knight), bewd (Blue-Eyes White Dragon)" in report


def test_too_many_targets_says_how_many_the_prompt_takes():
    report = str(failure(DATA / "too_many_targets.yaml"))
    assert "2 card(s) selected; this prompt takes 1-1" in report
    assert "legal: gaia (Gaia The Fierce Knight), bewd (Blue-Eyes White Dragon)" in report


@pytest.mark.parametrize("answer, shown", [("yes: true", "yes: True"), ("option: 0", "option: 0"),
                                           ("choose: [bewd]", "choose: [bewd]"), ("targets: [bewd]", "targets: [bewd]"),
                                           ("position: faceup_defense", "position: "), ("zone: 3", "zone: 3"),
                                           ("cost: [bewd]", "cost: [bewd]"), ("triggers: {bewd: true}", "triggers: ")])
def test_every_unused_answer_kind_fails(tmp_path, answer, shown):
    path = write(tmp_path, f"""\
        name: an answer to a prompt that never comes
        board:
          - {{as: bewd,    code: 89631139, player: 1, location: mzone}}
          - {{as: raigeki, code: 12580477, player: 0, location: hand}}
        steps:
          - activate: raigeki
            {answer}
        """)
    report = str(failure(path))
    assert f"answers were given that no prompt asked for ({shown}" in report
    assert report.startswith(f"{path}:6: step 1 (activate) failed")


BROKEN_TARGET_SCRIPT = """\
-- test card: its activation passes the chk==0 check, then its target function fails
local s, id = GetID()
function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_ACTIVATE)
  e:SetCode(EVENT_FREE_CHAIN)
  e:SetProperty(EFFECT_FLAG_CARD_TARGET)
  e:SetTarget(s.target)
  c:RegisterEffect(e)
end
function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chk == 0 then return true end
  error("broken target function")
end
"""


@pytest.fixture
def broken_scripts(tmp_path):
    folder = tmp_path / "broken_scripts"
    folder.mkdir()
    (folder / "c99990001.lua").write_text(BROKEN_TARGET_SCRIPT, encoding="utf-8")
    return folder


BROKEN_CARD = "99990001: {name: Broken Spell, type: [spell]}"


def test_script_error_during_activation_is_reported_with_the_script_line(tmp_path, broken_scripts):
    path = write(tmp_path, f"""\
        name: a script error while activating
        cards:
          {BROKEN_CARD}
        board:
          - {{as: bewd,   code: 89631139, player: 1, location: mzone}}
          - {{as: broken, code: 99990001, player: 0, location: hand}}
        steps:
          - activate: broken
        """)
    report = str(failure(path, scripts=[broken_scripts]))
    assert report.startswith(f"{path}:8: step 1 (activate) failed: script error: ")
    assert "c99990001.lua:13: broken target function" in report
    assert "Lua traceback:" in report


def test_expect_error_accepts_a_script_error_during_activation(tmp_path, broken_scripts):
    path = write(tmp_path, f"""\
        name: expect_error after an activation whose script fails
        cards:
          {BROKEN_CARD}
        board:
          - {{as: bewd,   code: 89631139, player: 1, location: mzone}}
          - {{as: broken, code: 99990001, player: 0, location: hand}}
        steps:
          - activate: broken
          - expect_error: broken target function
          - expect:
              bewd: {{location: mzone, atk: 3000}}
              chain: 0
        """)
    run(path, scripts=[broken_scripts])


def test_answers_of_a_step_that_failed_as_expected_do_not_leak_into_the_next_step(tmp_path, broken_scripts):
    path = write(tmp_path, f"""\
        name: answers of a failed activation do not leak
        cards:
          {BROKEN_CARD}
        board:
          - {{as: bewd,    code: 89631139, player: 1, location: mzone}}
          - {{as: broken,  code: 99990001, player: 0, location: hand}}
          - {{as: raigeki, code: 12580477, player: 0, location: hand}}
        steps:
          - activate: broken
            targets: [bewd]
          - expect_error: broken target function
          - activate: raigeki
          - expect:
              bewd: {{location: grave}}
        """)
    run(path, scripts=[broken_scripts])


# --- expect_activatable / expect_not_activatable ---------------------------------------------


def test_expect_activatable_failure_gives_the_legality_reason():
    path = DATA / "activatable_no_target.yaml"
    report = str(failure(path))
    # The first step (axe) passed; the second (treasure) is the one reported.
    assert report.startswith(f"{where(path, '- expect_activatable: [treasure]')}: step 2 (expect_activatable) failed: ")
    assert "treasure: expected activatable, but it is not: it has no legal target" in report
    assert "axe" not in report.splitlines()[0]


def test_expect_activatable_in_the_opponents_turn_gives_the_spell_speed_reason():
    path = DATA / "activatable_wrong_turn.yaml"
    report = str(failure(path))
    assert report.startswith(f"{where(path, '- expect_activatable: [axe]')}: step 2 (expect_activatable) failed: ")
    assert "axe: expected activatable, but it is not: spell speed 1: only in your own Main Phase" in report
    assert "turn 1, player 1's main1" in section(report, "Board before the step:")


def test_expect_not_activatable_failure_names_the_effect():
    path = DATA / "not_activatable_but_is.yaml"
    report = str(failure(path))
    assert report.startswith(f"{where(path, 'expect_not_activatable')}: step 1 (expect_not_activatable) failed: ")
    assert "axe effect 1: expected not activatable, but it is activatable" in report


def test_expect_activatable_has_no_side_effect(tmp_path):
    path = write(tmp_path, """\
        name: checking legality moves nothing and raises no event
        board:
          - {as: bewd, code: 89631139, player: 1, location: mzone}
          - {as: axe,  code: 40619825, player: 0, location: hand}
        steps:
          - expect_activatable: [axe]
          - expect:
              axe: {location: hand}
              bewd: {atk: 3000, equipped: []}
              chain: 0
              events: []
        """)
    run(path)


# --- lua and expect_error --------------------------------------------------------------------


def test_lua_error_is_a_script_error_with_the_yaml_step_line():
    path = DATA / "lua_error.yaml"
    error = failure(path)
    report = str(error)
    step = where(path, "- lua: |")
    assert error.where == step
    assert report.startswith(f"{step}: step 2 (lua) failed: script error: ")
    # Lua itself reports the scenario file and the YAML line of the failing snippet line.
    failing = line_of(path, 'error("snippet exploded')
    assert f"lua_error.yaml:{failing}: snippet exploded at 2300" in report
    assert f"lua_error.yaml:{failing}: in main chunk" in section(report, "Lua traceback:")
    assert "Board before the step:" in report and "Board after the step:" in report


def test_inline_lua_snippet_error_names_the_step_line(tmp_path):
    path = write(tmp_path, """\
        name: a one-line lua step
        board:
          - {as: gaia, code: 6368038, player: 1, location: mzone}
        steps:
          - lua: error("inline failure")
        """)
    report = str(failure(path))
    assert report.startswith(f"{path}:5: step 1 (lua) failed: script error: ")
    assert "scenario.yaml:5: inline failure" in report


def test_lua_error_names_the_yaml_line_even_for_a_long_path(tmp_path):
    # Lua cuts chunk names at 60 bytes (LUA_IDSIZE): an absolute path in the chunk name used to
    # lose the file name and the YAML line ('.../a_long_fo:2: ...').
    folder = tmp_path / ("a_long_folder_name_for_scenarios_" * 2)
    folder.mkdir()
    path = folder / "lua_error.yaml"
    path.write_text((DATA / "lua_error.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    report = str(failure(path))
    assert report.startswith(f"{path}:7: step 2 (lua) failed: script error: ")
    assert f"lua_error.yaml:{line_of(path, 'error(')}: snippet exploded at 2300" in report


def test_lua_step_failure_has_no_python_traceback():
    report = str(failure(DATA / "lua_error.yaml"))
    assert "Traceback (most recent call last)" not in report
    assert "runner.py" not in report and "session.py" not in report


def test_lua_step_can_read_and_change_cards():
    run(DATA / "deck_order.yaml")


def test_expect_error_passes_when_the_text_matches_and_the_scenario_continues():
    run(DATA / "expect_error_ok.yaml")


def test_expect_error_fails_when_the_text_does_not_match():
    path = DATA / "expect_error_mismatch.yaml"
    report = str(failure(path))
    assert report.startswith(f"{where(path, '- expect_error:')}: the script error does not contain 'some other message'")
    assert "deliberate failure 42" in report  # the actual error is shown


def test_expect_error_fails_when_the_previous_step_succeeded():
    path = DATA / "expect_error_after_success.yaml"
    report = str(failure(path))
    assert report == f"{where(path, '- expect_error:')}: expected the previous step to fail with a script error, but it succeeded"


def test_expect_error_as_the_first_step_fails():
    path = DATA / "expect_error_first.yaml"
    report = str(failure(path))
    assert report == f"{where(path, '- expect_error:')}: expect_error must follow a step that fails with a script error"


def test_expect_error_does_not_swallow_a_failure_that_is_not_a_script_error():
    path = DATA / "expect_error_not_script.yaml"
    report = str(failure(path))
    # Reported at the failing step (not at expect_error), with the legality reason.
    assert report.startswith(f"{where(path, '- activate: treasure')}: step 1 (activate) failed: ")
    assert "it has no legal target" in report


# --- expectations ----------------------------------------------------------------------------


def test_unmet_expectations_of_each_kind_are_all_reported():
    path = DATA / "expectations_fail.yaml"
    report = str(failure(path))
    assert report.startswith(f"{where(path, '- expect:')}: step 3 (expect): 7 expectation(s) not met")
    # reason is an exact set; reason_has / reason_lacks are subset checks.
    assert "bewd.reason: expected ['effect'], found [destroy, effect]" in report
    assert "bewd.reason_lacks: expected ['effect'], found [destroy, effect]" in report
    assert "treasure.reason_has: expected ['battle'], found [destroy, lost_target, rule]" in report
    # faceup / facedown match any face-up / face-down position; others are exact.
    assert "bewd.position: expected facedown" in report
    assert "treasure.position: expected faceup_defense" in report
    assert "chain: expected 1, found 0" in report
    # events is an ordered subsequence: bewd was destroyed before treasure.
    assert re.search(r"events\[2\]: expected event: destroyed, cards: \['bewd'\], found no match after position \d+, "
                     r"where events\[1\] \(event: destroyed, cards: \['treasure'\]\) matched; it occurs earlier, "
                     r"at position \d+", report)
    assert "events[1]:" not in report          # the first expected event was met


@pytest.mark.parametrize("expectation, passes", [
    ("{position: faceup}", True),
    ("{position: faceup_attack}", True),
    ("{position: facedown}", False),
    ("{position: faceup_defense}", False),
])
def test_position_faceup_matches_faceup_attack(tmp_path, expectation, passes):
    path = write(tmp_path, f"""\
        name: position
        board:
          - {{as: bewd, code: 89631139, player: 1, location: mzone, position: faceup_attack}}
        steps:
          - expect:
              bewd: {expectation}
        """)
    if passes:
        run(path)
    else:
        assert "bewd.position: expected " in str(failure(path))


@pytest.mark.parametrize("expectation, message", [
    ("{reason: [destroy, effect]}", None),
    ("{reason: [effect, destroy]}", None),
    ("{reason: [REASON_DESTROY, REASON_EFFECT]}", None),
    ("{reason: [destroy]}", "bewd.reason: expected ['destroy'], found [destroy, effect]"),
    ("{reason: [destroy, effect, rule]}", "bewd.reason: expected ['destroy', 'effect', 'rule'], found [destroy, effect]"),
    ("{reason_has: [destroy]}", None),
    ("{reason_has: [destroy, effect]}", None),
    ("{reason_has: [rule]}", "bewd.reason_has: expected ['rule'], found [destroy, effect]"),
    ("{reason_lacks: [rule, battle]}", None),
    ("{reason_lacks: [rule, effect]}", "bewd.reason_lacks: expected ['rule', 'effect'], found [destroy, effect]"),
])
def test_reason_exact_versus_has_and_lacks(tmp_path, expectation, message):
    path = write(tmp_path, f"""\
        name: reasons
        board:
          - {{as: bewd,    code: 89631139, player: 1, location: mzone}}
          - {{as: raigeki, code: 12580477, player: 0, location: hand}}
        steps:
          - activate: raigeki
          - expect:
              bewd: {expectation}
        """)
    if message is None:
        run(path)
    else:
        report = str(failure(path))
        assert message in report
        assert "1 expectation(s) not met" in report


def load_error(path):
    """Flag and event names are checked when the file loads (loader), before anything runs."""
    from harness.scenario.loader import ScenarioError
    with pytest.raises(ScenarioError) as caught:
        run(path)
    return str(caught.value)


def test_unknown_reason_flag_lists_the_valid_names():
    path = DATA / "unknown_flag.yaml"
    report = load_error(path)
    assert report.startswith(f"{where(path, 'destroyed')}:")
    assert "unknown REASON_* name 'destroyed'" in report
    assert "valid names: destroy, release, " in report
    for name in ("lost_target", "rule", "effect", "battle"):
        assert name in report


def test_unknown_event_name_lists_the_known_events():
    path = DATA / "unknown_event.yaml"
    report = load_error(path)
    assert report.startswith(f"{where(path, 'obliterated')}:")
    assert "unknown event 'obliterated' (known events: " in report
    assert "destroyed" in report and "to_grave" in report


@pytest.mark.parametrize("listed", ["[treasure, axe]", "[axe, treasure]"])
def test_equipped_is_compared_as_a_set(tmp_path, listed):
    path = write(tmp_path, f"""\
        name: equipped in any order
        board:
          - {{as: bewd,     code: 89631139, player: 1, location: mzone}}
          - {{as: treasure, code: 1435851,  player: 0, location: szone, equip_to: bewd}}
          - {{as: axe,      code: 40619825, player: 0, location: szone, equip_to: bewd}}
        steps:
          - expect:
              bewd: {{equipped: {listed}, atk: 4300}}
        """)
    run(path)


def test_equipped_mismatch_shows_both_sets_sorted(tmp_path):
    path = write(tmp_path, """\
        name: equipped mismatch
        board:
          - {as: bewd,     code: 89631139, player: 1, location: mzone}
          - {as: treasure, code: 1435851,  player: 0, location: szone, equip_to: bewd}
          - {as: axe,      code: 40619825, player: 0, location: hand}
        steps:
          - expect:
              bewd: {equipped: [treasure, axe]}
        """)
    assert "bewd.equipped: expected ['axe', 'treasure'], found ['treasure']" in str(failure(path))


def test_player_lp_and_pile_counts(tmp_path):
    path = write(tmp_path, """\
        name: player counts
        players:
          1: {lp: 4000}
        board:
          - {as: a, code: 89631139, player: 0, location: hand}
          - {as: b, code: 46986414, player: 0, location: hand}
          - {as: c, code: 6368038,  player: 0, location: deck}
          - {as: d, code: 12580477, player: 1, location: grave}
          - {as: e, code: 5318639,  player: 1, location: removed}
        steps:
          - expect:
              players:
                0: {lp: 8000, hand: 2, deck: 1, grave: 0}
                1: {lp: 4000, hand: 0, grave: 1, removed: 1}
          - expect:
              players:
                0: {lp: 8000, hand: 1, deck: 1}
                1: {lp: 8000, removed: 0}
        """)
    report = str(failure(path))
    assert report.startswith(f"{where(path, '- expect:', 2)}: step 2 (expect): 3 expectation(s) not met")
    assert "players.0.hand: expected 1, found 2" in report
    assert "players.1.lp: expected 8000, found 4000" in report
    assert "players.1.removed: expected 0, found 1" in report
    assert "players.0.deck" not in report


def test_events_are_an_ordered_subsequence(tmp_path):
    right = write(tmp_path, """\
        name: events in order
        board:
          - {as: bewd,    code: 89631139, player: 1, location: mzone}
          - {as: raigeki, code: 12580477, player: 0, location: hand}
        steps:
          - activate: raigeki
          - expect:
              events:
                - {event: chaining, cards: [raigeki]}
                - {event: destroyed, cards: [bewd]}
                - {event: EVENT_TO_GRAVE, cards: [raigeki], reason: [rule]}
                - {event: chain_end}
        """, "right.yaml")
    run(right)
    wrong = write(tmp_path, """\
        name: events in the wrong order
        board:
          - {as: bewd,    code: 89631139, player: 1, location: mzone}
          - {as: raigeki, code: 12580477, player: 0, location: hand}
        steps:
          - activate: raigeki
          - expect:
              events:
                - {event: destroyed, cards: [bewd]}
                - {event: chaining, cards: [raigeki]}
        """, "wrong.yaml")
    report = str(failure(wrong))
    assert "events[2]: expected event: chaining, cards: ['raigeki'], found no match after position" in report
    lines = report.splitlines()           # the step's events, one a line, numbered
    chaining = next(i for i, line in enumerate(lines) if line.strip().endswith(". chaining(raigeki (Raigeki))"))
    assert lines[chaining + 1].strip().endswith(". chain_solving()")
    assert re.match(r"\s+\d+\. destroy\(bewd", lines[chaining + 2])


def test_event_fields_must_match(tmp_path):
    path = write(tmp_path, """\
        name: an event with the wrong reason
        board:
          - {as: bewd,    code: 89631139, player: 1, location: mzone}
          - {as: raigeki, code: 12580477, player: 0, location: hand}
        steps:
          - activate: raigeki
          - expect:
              events:
                - {event: destroyed, cards: [bewd], reason: [destroy, battle]}
        """)
    report = str(failure(path))
    assert "events[1]: expected event: destroyed, cards: ['bewd'], reason: ['destroy', 'battle'], found no such event" in report


def test_events_are_those_since_the_previous_expect(tmp_path):
    path = write(tmp_path, """\
        name: an expect sees only new events
        board:
          - {as: bewd,    code: 89631139, player: 1, location: mzone}
          - {as: raigeki, code: 12580477, player: 0, location: hand}
        steps:
          - activate: raigeki
          - expect:
              events:
                - {event: destroyed, cards: [bewd]}
          - expect:
              events:
                - {event: destroyed, cards: [bewd]}
        """)
    report = str(failure(path))
    assert report.startswith(f"{path}:10: step 3 (expect): 1 expectation(s) not met")
    assert "found no such event in the step:\n" in report and "(none)" in report


# --- board set-up ----------------------------------------------------------------------------


def test_unknown_card_code_names_the_code_and_where_it_was_searched():
    path = DATA / "unknown_code.yaml"
    error = failure(path)
    report = str(error)
    assert error.where == where(path, "as: mystery")
    assert report.startswith(f"{where(path, 'as: mystery')}: board entry 'mystery': unknown card code 12345678")
    assert f"scenario cards ({path})" in report
    assert "cards.yaml" in report  # the bundled database was searched too


@pytest.mark.parametrize("pendulum, spell", [(0, 0), (1, 4)])
def test_a_pendulum_zone_and_its_spell_and_trap_zone_take_one_card(tmp_path, pendulum, spell):
    # Master Rule 5: Pendulum Zone 0 is Spell & Trap Zone 0, and Pendulum Zone 1 is Zone 4 (the
    # engine's Debug.AddCard places nothing in a zone taken either way)
    path = write(tmp_path, f"""\
        name: one zone, two cards
        turn: {{player: 0, phase: main1}}
        board:
          - {{as: scale, code: 19474136, player: 0, location: pzone, sequence: {pendulum}}}
          - {{as: axe, code: 40619825, player: 0, location: szone, sequence: {spell}, position: facedown}}
        steps:
          - expect:
              scale: {{location: pzone}}
        """)
    report = str(failure(path))
    assert report.startswith(f"{where(path, 'as: axe')}: board entry 'axe': Spell & Trap Zone {spell} is occupied "
                             f"by scale (Mandragon) in Pendulum Zone {pendulum}: a Pendulum Zone is Spell & Trap "
                             f"Zone 0 or 4"), report
    path.write_text(path.read_text().replace(f"szone, sequence: {spell}", "szone, sequence: 2"))
    run(path)


def test_the_extra_monster_zones_are_shared_by_both_players(tmp_path):
    # one player's Extra Monster Zone 5 is the other's zone 6 (the engine's Debug.AddCard places
    # nothing in a zone taken from either side)
    path = write(tmp_path, """\
        name: one Extra Monster Zone, two monsters
        turn: {player: 0, phase: main1}
        board:
          - {as: mine, code: 46986414, player: 0, location: mzone, sequence: 5}
          - {as: theirs, code: 46986414, player: 1, location: mzone, sequence: 6}
        steps:
          - expect:
              mine: {location: mzone}
        """)
    report = str(failure(path))
    assert report.startswith(f"{where(path, 'as: theirs')}: board entry 'theirs': Extra Monster Zone 6 is occupied "
                             f"by mine (Dark Magician), player 0's zone 5: the Extra Monster Zones are shared"), report
    path.write_text(path.read_text().replace("sequence: 6", "sequence: 5"))
    run(path)


def test_unknown_card_code_lists_a_configured_database(tmp_path):
    cdb = tmp_path / "extra_cards.yaml"
    cdb.write_text("99990002: {name: Extra, type: [spell]}\n", encoding="utf-8")
    report = str(failure(DATA / "unknown_code.yaml", cdb=[cdb]))
    assert "unknown card code 12345678" in report
    assert "extra_cards.yaml" in report


def test_step_kind_not_implemented_names_the_yaml_line():
    # Every step kind of the schema may be implemented by now, so the test swaps in one that the
    # runner does not know, as a newer schema would produce.
    path = DATA / "not_implemented_step.yaml"
    scenario = load_scenario(path)
    placeholder = scenario.steps[1]
    scenario.steps[1] = Step(index=placeholder.index, kind="teleport", data={"teleport": "bewd"},
                             where=placeholder.where)
    with pytest.raises(ScenarioFailed) as caught:
        run_scenario(scenario, RunOptions())
    report = str(caught.value)
    assert report.startswith(f"{where(path, '- to_hand: [bewd]')}: step 2 (teleport) failed: ")
    assert "the step kind 'teleport' is not implemented by the harness yet" in report
    assert "Board before the step:" in report


def test_deck_order_listed_first_is_the_top():
    scenario = load_scenario(DATA / "deck_order.yaml")
    session = build_session(scenario, RunOptions())
    deck = session.duel.zone_list(0, LOCATION_DECK)
    # The top of the deck is the last card of the deck list (the highest sequence).
    assert [card.label for card in deck] == ["bottom", "middle", "top"]
    assert [card.sequence for card in deck] == [0, 1, 2]
    assert session.card("hand1").sequence == 0


def test_deck_order_wrong_expectation_fails(tmp_path):
    path = write(tmp_path, """\
        name: the first listed deck card is not the bottom
        board:
          - {as: top,    code: 89631139, player: 0, location: deck}
          - {as: bottom, code: 6368038,  player: 0, location: deck}
        steps:
          - lua: |
              assert(Duel.GetFieldCard(0, LOCATION_DECK, 0) == cards.top, "top is not at sequence 0")
        """)
    report = str(failure(path))
    assert "top is not at sequence 0" in report


# --- seeds -----------------------------------------------------------------------------------


def _shuffle_scenario(tmp_path, seed, expect=None):
    codes = (89631139, 46986414, 6368038, 1435851, 40619825, 12580477)
    board = "\n".join(f"  - {{as: c{i}, code: {codes[i % len(codes)]}, location: hand}}" for i in range(12))
    text = f"name: shuffle with seed {seed}\nseed: {seed}\nboard:\n{board}\nsteps:\n  - lua: Duel.ShuffleHand(0)\n"
    if expect:
        text += "  - expect:\n" + "".join(f"      {alias}: {{sequence: {seq}}}\n" for alias, seq in expect.items())
    path = tmp_path / f"shuffle_{seed}_{len(expect or {})}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def _deck_after_shuffle(path):
    """The hand's order after Duel.ShuffleHand (the seed's shuffle; Decks keep their order)."""
    scenario = load_scenario(path)
    session = build_session(scenario, RunOptions())
    for step in scenario.steps:
        run_step(session, step)
    return [card.label for card in session.duel.zone_list(0, LOCATION_HAND)]


def test_deck_shuffles_keep_the_order_as_the_cores_pseudo_shuffle(tmp_path):
    path = write(tmp_path, """
        name: a shuffled Deck keeps its order; a card shuffled in goes to the bottom
        board:
          - {as: top,    code: 89631139, player: 0, location: deck}
          - {as: middle, code: 46986414, player: 0, location: deck}
          - {as: bottom, code: 6368038,  player: 0, location: deck}
          - {as: back,   code: 1435851,  player: 0, location: hand}
        steps:
          - lua: |
              Duel.ShuffleDeck(0)
              Duel.SendtoDeck(cards.back, nil, SEQ_DECKSHUFFLE, REASON_EFFECT)
          - expect:
              top: {sequence: 3}
              middle: {sequence: 2}
              bottom: {sequence: 1}
              back: {location: deck, sequence: 0}
        """)
    run(path)


def test_same_file_and_seed_give_the_same_result(tmp_path):
    path = _shuffle_scenario(tmp_path, 7)
    first = _deck_after_shuffle(path)
    assert sorted(first) == sorted(f"c{i}" for i in range(12))
    assert first == _deck_after_shuffle(path)
    assert first != [f"c{i}" for i in range(12)]  # it did shuffle
    # A scenario that asserts that order passes every time it is run with that seed.
    expected = {alias: sequence for sequence, alias in enumerate(first)}
    checked = _shuffle_scenario(tmp_path, 7, expected)
    run(checked)
    run(checked)


def test_a_different_seed_gives_a_different_shuffle(tmp_path):
    orders = {seed: _deck_after_shuffle(_shuffle_scenario(tmp_path, seed)) for seed in (0, 1, 2)}
    assert len({tuple(order) for order in orders.values()}) > 1
    expected = {alias: sequence for sequence, alias in enumerate(orders[0])}
    differs = next(seed for seed in (1, 2) if orders[seed] != orders[0])
    report = str(failure(_shuffle_scenario(tmp_path, differs, expected)))
    assert "expectation(s) not met" in report and ".sequence: expected " in report


# --- the duel's start: the adjust pass after the board ------------------------------------------


def test_pre_equip_its_limit_rejects_is_destroyed_before_the_first_step_with_a_warning():
    path = Path(__file__).parent.parent / "scenarios" / "equip_limit" / "pre_equip_rejected_by_its_limit_is_destroyed_at_once.yaml"
    session = build_session(load_scenario(path), RunOptions())
    armor = session.card("armor")
    assert armor.location == LOCATION_GRAVE and armor.previous_equip_target is session.card("bewd")
    assert any("starts equipped to bewd (Blue-Eyes White Dragon), but no equip limit of it accepts" in w
               and "cannot be pre-equipped" in w for w in session.duel.warnings)


def test_pre_equipped_control_effect_applies_before_the_first_step():
    path = Path(__file__).parent.parent / "scenarios" / "control" / "pre_equipped_snatch_steal_takes_control_before_the_first_step.yaml"
    session = build_session(load_scenario(path), RunOptions())
    assert session.card("bewd").controller == 0 and session.card("bewd").owner == 1


DECK_ORDER = """\
    name: deck order
    board:
      - {as: a, code: 89631139, location: deck}
      - {as: b, code: 40619825, location: deck}
      - {as: c, code: 1435851, location: deck}
      - {as: h, code: 12580477, location: hand}
    steps:
      - expect:
          a: {deck_position: top}
          b: {deck_position: 2}
          c: {deck_position: bottom}
          h: {location: hand}
          players:
            0: {deck: [a, b, c], hand: [h], grave: []}
    """


def test_deck_order_and_pile_lists_read_top_first(tmp_path):
    run(write(tmp_path, DECK_ORDER))        # board deck lists are first = top


def test_deck_position_and_pile_list_mismatches_say_what_is_there(tmp_path):
    wrong = DECK_ORDER.replace("a: {deck_position: top}", "a: {deck_position: bottom}") \
        .replace("h: {location: hand}", "h: {deck_position: 1}") \
        .replace("{deck: [a, b, c], hand: [h], grave: []}", "{deck: [c, b, a], hand: [a], grave: [h]}")
    report = str(failure(write(tmp_path, wrong)))
    assert "a.deck_position: expected bottom, found 1 from the top (top)" in report
    assert "h.deck_position: expected 1, found not in a Deck" in report
    assert "players.0.deck: expected ['c', 'b', 'a'], found ['a', 'b', 'c']" in report
    assert "players.0.hand: expected ['a'], found ['h']" in report
    assert "players.0.grave: expected ['h'], found []" in report


ANNOUNCES_A_DRAW = Path(__file__).parents[1] / "scenarios" / "legality" / "mistake_announced_category_never_performed_warns.yaml"


@pytest.mark.parametrize("expected, passes", [
    ('["announced draw (SetOperationInfo) but did not perform it"]', True),
    ("[]", False),                                      # a warning came: not none
    ('["announced draw", "a chkc branch"]', False),     # a text no warning holds
])
def test_all_warnings_lists_every_warning_given(tmp_path, expected, passes):
    shutil.copytree(ANNOUNCES_A_DRAW.parent / "scripts", tmp_path / "scripts")
    text = ANNOUNCES_A_DRAW.read_text(encoding="utf-8")
    path = tmp_path / "all_warnings.yaml"
    path.write_text(text.replace('      warnings: ["announced draw (SetOperationInfo) but did not perform it"]',
                                 f"      all_warnings: {expected}"), encoding="utf-8")
    scenario = load_scenario(path)
    if passes:
        run_scenario(scenario, RunOptions())
    else:
        with pytest.raises(ScenarioFailed, match="all_warnings"):
            run_scenario(scenario, RunOptions())


PROMPT_SCRIPTS = Path(__file__).resolve().parents[1] / "scenarios" / "prompts" / "scripts"


@pytest.mark.parametrize("asked", [
    "[{option: [1588800208, 1588800209]}, {option: [1588800210, 1588800212]}]",     # another description
    "[{option: [1588800208, 1588800209]}]",                                         # a prompt fewer
    "[{yes_no: 1588800208}, {option: [1588800210, 1588800211]}]",                   # another kind of prompt
])
def test_asked_fails_a_step_whose_prompts_asked_something_else(tmp_path, asked):
    # Two Choices asks two options: (id, 0) or (id, 1), then (id, 2) or (id, 3); id * 16 + n
    path = write(tmp_path, f"""\
        name: asked
        cards:
          99300013: {{name: Two Choices, type: [spell]}}
        board:
          - {{as: choices, code: 99300013, player: 0, location: hand}}
        steps:
          - activate: choices
            option: [1, 0]
            asked: {asked}
        """)
    report = str(failure(path, scripts=[PROMPT_SCRIPTS]))
    assert "the yes/no and option prompts did not ask what `asked:` says" in report
    assert "found [option: [1588800208, 1588800209], option: [1588800210, 1588800211]]" in report


def test_a_flag_name_found_valid_for_one_key_is_still_refused_for_another(tmp_path):
    # `destroy` is a reason; the loader remembers the names it found valid, per family of flags
    good = write(tmp_path, """\
        name: a valid reason
        board:
          - {as: bewd, code: 89631139, player: 0, location: mzone}
        steps:
          - destroy: [bewd]
            reason: [destroy]
          - expect:
              bewd: {location: grave, reason: [destroy]}
        """, name="good.yaml")
    run(good)
    bad = write(tmp_path, """\
        name: a reason where a location goes
        board:
          - {as: bewd, code: 89631139, player: 0, location: mzone}
        steps:
          - expect:
              bewd: {type_has: [destroy]}
        """, name="bad.yaml")
    report = load_error(bad)
    assert "unknown TYPE_* name 'destroy'" in report
