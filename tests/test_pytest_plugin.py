"""The pytest plugin (registered through the pytest11 entry point): YAML scenarios as test items,
--ygo-scripts / --ygo-cdb, and the ygo_duel fixture. Each test runs an inner pytest session."""
import os
import textwrap
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from harness import pytest_plugin as plugin

pytest_plugins = ["pytester"]

DATA = Path(__file__).parent / "data" / "scenarios_runner"


# Plugins of the environment that the inner sessions do not need: in-process runs restore
# sys.modules afterwards, so a plugin that imports its package lazily (hypothesis) would be
# re-imported, assertion rewriting and all, by every inner run.
QUIET = ("-p", "no:hypothesispytest", "-p", "no:benchmark", "-p", "no:cacheprovider")


def inner(pytester, *args):
    """An in-process inner pytest session (the harness plugin comes from its entry point)."""
    return pytester.runpytest(*QUIET, *args)


@pytest.fixture(autouse=True)
def no_configuration(monkeypatch):
    monkeypatch.delenv("YGO_HARNESS_SCRIPTS", raising=False)
    monkeypatch.delenv("YGO_HARNESS_CDB", raising=False)


def copy(pytester, source, target):
    path = pytester.path / target
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text((DATA / source).read_text(encoding="utf-8"), encoding="utf-8")
    return path


def write(pytester, target, text):
    path = pytester.path / target
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_plugin_is_registered_through_the_entry_point(pytester):
    result = inner(pytester, "--help")
    result.stdout.fnmatch_lines(["*ygo-harness*", "*--ygo-scripts=DIR*", "*--ygo-cdb=FILE*"])


def test_scenarios_folder_is_collected_and_run(pytester):
    copy(pytester, "pass_equip.yaml", "scenarios/pass_equip.yaml")
    failing = copy(pytester, "fail_expect.yaml", "scenarios/nested/fail_expect.yaml")
    result = inner(pytester)
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["plugins:*ygo-harness*", "*1 failed, 1 passed*"])
    out = result.stdout.str()
    # The failure shows the scenario report: the step's file:line and each expected/found.
    assert f"{failing}:8: step 2 (expect): 4 expectation(s) not met" in out
    assert "bewd.atk: expected 3500, found 3300" in out
    assert "treasure.location: expected grave, found szone" in out
    assert "Board after the step:" in out
    # ... and not a Python traceback of the harness.
    assert "Traceback" not in out
    assert "runner.py" not in out and "pytest_plugin.py" not in out
    assert "raise ScenarioFailed" not in out and "def runtest" not in out


def test_items_are_named_after_the_file(pytester):
    copy(pytester, "pass_equip.yaml", "scenarios/pass_equip.yaml")
    copy(pytester, "single_target_auto.yaml", "scenarios/more/single_target_auto.yml")
    result = inner(pytester, "--collect-only", "-q")
    for item in ("scenarios/more/single_target_auto.yml::single_target_auto", "scenarios/pass_equip.yaml::pass_equip"):
        result.stdout.fnmatch_lines([item])        # each on its own: collection order is pytest's business


def test_verbose_failure_list_names_the_scenario_item(pytester):
    copy(pytester, "fail_expect.yaml", "scenarios/fail_expect.yaml")
    result = inner(pytester, "-rf")
    result.stdout.fnmatch_lines(["FAILED scenarios/fail_expect.yaml::fail_expect*"])


def test_a_scenario_that_does_not_load_is_a_failure_with_its_line(pytester):
    broken = write(pytester, "scenarios/broken.yaml", """\
        name: broken
        board:
          - {as: bewd, code: 89631139, location: mzone}
        steps:
          - activat: bewd
        """)
    result = inner(pytester)
    result.assert_outcomes(failed=1)
    out = result.stdout.str()
    assert f"{broken}:5:" in out and "unknown step kind 'activat'" in out
    assert "Traceback" not in out


def test_yaml_elsewhere_is_not_collected_unless_named(pytester):
    elsewhere = copy(pytester, "pass_equip.yaml", "specs/pass_equip.yaml")
    copy(pytester, "pass_equip.yaml", "scenarios_extra/pass_equip.yaml")  # not a folder named `scenarios`
    write(pytester, "config.yaml", "key: value\n")
    result = inner(pytester)
    result.assert_outcomes()
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED
    named = inner(pytester, str(elsewhere))
    named.assert_outcomes(passed=1)


def test_very_verbose_shows_the_python_traceback(pytester):
    copy(pytester, "fail_expect.yaml", "scenarios/fail_expect.yaml")
    result = inner(pytester, "-vv")
    result.assert_outcomes(failed=1)
    out = result.stdout.str()
    assert "ScenarioFailed" in out and "runner.py" in out
    assert "bewd.atk: expected 3500, found 3300" in out


def test_a_scenarios_folder_above_the_rootdir_does_not_make_every_yaml_a_scenario(pytester):
    project = pytester.path / "scenarios" / "my_cards"
    write(pytester, "scenarios/my_cards/cards.yaml", """\
        99990002: {name: Test Dummy, type: [monster, normal], attribute: earth, race: warrior, level: 3, atk: 1, def: 1}
        """)
    write(pytester, "scenarios/my_cards/tests/test_plain.py", "def test_one():\n    assert True\n")
    result = inner(pytester, "--rootdir", str(project), str(project))
    result.assert_outcomes(passed=1)


def test_python_tests_and_scenarios_run_together(pytester):
    copy(pytester, "pass_equip.yaml", "scenarios/pass_equip.yaml")
    pytester.makepyfile(test_plain="def test_one():\n    assert True\n")
    result = inner(pytester)
    result.assert_outcomes(passed=2)


WEAK_AXE = """\
-- test script: an Equip Spell for any face-up monster, +1 ATK
local s, id = GetID()
function s.initial_effect(c)
  aux.AddEquipSpellEffect(c, true, true, Card.IsFaceup)
  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_EQUIP)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(1)
  c:RegisterEffect(boost)
end
"""

WEAK_AXE_SCENARIO = """\
name: the Axe of Despair from --ygo-scripts gives +1 ATK
board:
  - {as: bewd, code: 89631139, player: 1, location: mzone}
  - {as: axe,  code: 40619825, player: 0, location: hand}
steps:
  - activate: axe
    targets: [bewd]
  - expect:
      bewd: {atk: 3001}
"""


def test_ygo_scripts_option(pytester):
    write(pytester, "my_scripts/c40619825.lua", WEAK_AXE)
    write(pytester, "scenarios/weak_axe.yaml", WEAK_AXE_SCENARIO)
    bundled = inner(pytester)
    bundled.assert_outcomes(failed=1)
    assert "bewd.atk: expected 3001, found 4000" in bundled.stdout.str()
    configured = inner(pytester, "--ygo-scripts", str(pytester.path / "my_scripts"))
    configured.assert_outcomes(passed=1)


def test_ygo_scripts_from_pyproject_of_the_rootdir(pytester):
    write(pytester, "my_scripts/c40619825.lua", WEAK_AXE)
    write(pytester, "scenarios/weak_axe.yaml", WEAK_AXE_SCENARIO)
    write(pytester, "pyproject.toml", """\
        [tool.ygo-harness]
        scripts = ["my_scripts"]
        """)
    result = inner(pytester)
    result.assert_outcomes(passed=1)


def test_ygo_scripts_from_the_environment(pytester, monkeypatch):
    write(pytester, "my_scripts/c40619825.lua", WEAK_AXE)
    write(pytester, "scenarios/weak_axe.yaml", WEAK_AXE_SCENARIO)
    monkeypatch.setenv("YGO_HARNESS_SCRIPTS", str(pytester.path / "my_scripts"))
    result = inner(pytester)
    result.assert_outcomes(passed=1)


def test_ygo_cdb_option(pytester):
    write(pytester, "db/cards.yaml", """\
        99990002: {name: Test Dummy, type: [monster, normal], attribute: earth, race: warrior, level: 3, atk: 1234, def: 567}
        """)
    write(pytester, "scenarios/dummy.yaml", """\
        name: a card from --ygo-cdb
        board:
          - {as: dummy, code: 99990002, player: 0, location: mzone}
        steps:
          - expect:
              dummy: {atk: 1234, level: 3}
        """)
    without = inner(pytester)
    without.assert_outcomes(failed=1)
    assert "unknown card code 99990002" in without.stdout.str()
    result = inner(pytester, "--ygo-cdb", str(pytester.path / "db" / "cards.yaml"))
    result.assert_outcomes(passed=1)


def test_ygo_duel_fixture_in_a_plain_test(pytester):
    pytester.makepyfile(test_duel="""\
        from harness.session import DuelSession


        def test_axe_raises_attack(ygo_duel):
            assert isinstance(ygo_duel, DuelSession)
            bewd = ygo_duel.add_card(89631139, player=1, location="mzone", alias="bewd")
            axe = ygo_duel.add_card(40619825, player=0, location="hand", alias="axe")
            ok, reason = ygo_duel.can_activate(axe)
            assert ok, reason
            ygo_duel.activate(axe, targets=[bewd])
            assert axe.equip_target is bewd
            assert ygo_duel.current_atk(bewd) == 4000
            assert ygo_duel.current_def(bewd) == 2500


        def test_each_test_gets_a_fresh_duel(ygo_duel):
            assert ygo_duel.aliases == {}
        """)
    result = inner(pytester)
    result.assert_outcomes(passed=2)


def test_ygo_duel_factory_takes_inline_cards_and_checks_with_the_yaml_names(pytester):
    pytester.makepyfile(test_factory="""\
        import pytest


        def test_inline_card_and_expect(ygo_duel_factory):
            duel = ygo_duel_factory(cards={99990001: {"name": "Plain Beast", "type": ["monster", "normal"],
                                                      "attribute": "earth", "race": "beast", "level": 4,
                                                      "atk": 1600, "def": 1000}})
            beast = duel.add_card(99990001, player=1, location="mzone", alias="beast")
            axe = duel.add_card(40619825, location="hand", alias="axe")
            duel.activate(axe, targets=[beast])
            assert duel.state("beast")["location"] == "mzone" and duel.state(beast)["atk"] == 2600
            assert duel.state(axe)["equip_target"] == "beast"
            duel.expect(beast={"atk": 2600, "equipped": ["axe"]}, axe={"location": "szone"},
                        events=[{"event": "equip", "cards": ["axe"]}])
            with pytest.raises(AssertionError) as failed:
                duel.expect(beast={"atk": 1}, players={0: {"hand": 1}})
            assert "beast.atk: expected 1, found 2600" in str(failed.value)
            assert "players.0.hand: expected 1, found 0" in str(failed.value)
        """)
    inner(pytester).assert_outcomes(passed=1)


def test_ygo_duel_fixture_uses_ygo_scripts(pytester):
    write(pytester, "my_scripts/c40619825.lua", WEAK_AXE)
    pytester.makepyfile(test_duel="""\
        def test_weak_axe(ygo_duel):
            bewd = ygo_duel.add_card(89631139, player=1, location="mzone", alias="bewd")
            axe = ygo_duel.add_card(40619825, player=0, location="hand", alias="axe")
            ygo_duel.activate(axe, targets=[bewd])
            assert ygo_duel.current_atk(bewd) == 3001
        """)
    result = inner(pytester, "--ygo-scripts", str(pytester.path / "my_scripts"))
    result.assert_outcomes(passed=1)


def test_junit_xml_contains_the_scenario_items(pytester):
    copy(pytester, "pass_equip.yaml", "scenarios/pass_equip.yaml")
    copy(pytester, "fail_expect.yaml", "scenarios/fail_expect.yaml")
    report = pytester.path / "report.xml"
    result = inner(pytester, f"--junitxml={report}")
    result.assert_outcomes(passed=1, failed=1)
    root = ElementTree.parse(report).getroot()
    cases = {case.get("name"): case for case in root.iter("testcase")}
    assert set(cases) == {"pass_equip", "fail_expect"}
    assert cases["pass_equip"].find("failure") is None
    failure = cases["fail_expect"].find("failure")
    assert failure is not None
    assert "bewd.atk: expected 3500, found 3300" in (failure.text or "") + failure.get("message", "")
    assert all("scenarios" in case.get("classname", "") for case in cases.values())


def test_subprocess_run_shows_the_report_and_no_harness_traceback(pytester):
    failing = copy(pytester, "lua_error.yaml", "scenarios/lua_error.yaml")
    copy(pytester, "pass_equip.yaml", "scenarios/pass_equip.yaml")
    result = pytester.runpytest_subprocess(*QUIET)
    result.assert_outcomes(passed=1, failed=1)
    out = result.stdout.str()
    assert f"{failing}:7: step 2 (lua) failed: script error: " in out
    assert "snippet exploded at 2300" in out
    assert "Lua traceback:" in out
    assert "Traceback (most recent call last)" not in out
    assert "site-packages" not in out and f"harness{os.sep}scenario" not in out


def test_isolated_scenarios_pass_and_fail_as_in_process(pytester):
    copy(pytester, "pass_equip.yaml", "scenarios/pass_equip.yaml")
    copy(pytester, "fail_expect.yaml", "scenarios/fail_expect.yaml")
    result = inner(pytester, "--ygo-isolate")
    result.assert_outcomes(passed=1, failed=1)
    assert "expected" in result.stdout.str() and "Traceback" not in result.stdout.str()


def _hangs(path, options, trace_out=None):
    while True:
        time.sleep(0.05)


@pytest.mark.parametrize("flags", [[], ["--ygo-isolate"]])      # isolated by default
def test_an_isolated_scenario_that_hangs_fails_after_its_time_limit(pytester, monkeypatch, flags):
    monkeypatch.setattr(plugin, "_run_file", _hangs)
    copy(pytester, "pass_equip.yaml", "scenarios/pass_equip.yaml")
    start = time.monotonic()
    result = inner(pytester, *flags, "--ygo-timeout", "0.5")
    result.assert_outcomes(failed=1)
    assert "exceeded its time limit of 0.5 s" in result.stdout.str()
    assert time.monotonic() - start < 20


def test_no_isolate_runs_the_scenarios_in_pytests_own_process(pytester, monkeypatch):
    monkeypatch.setattr(plugin, "_run_file", _hangs)         # a worker would hang: this one must not run
    copy(pytester, "pass_equip.yaml", "scenarios/pass_equip.yaml")
    result = inner(pytester, "--ygo-no-isolate", "--ygo-timeout", "1")
    result.assert_outcomes(passed=1)
