"""The ygo-harness command line: run, schema, bench, and where scripts and card data come from."""
import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from harness import cli

DATA = Path(__file__).parent / "data" / "scenarios_runner"
PASSING = [DATA / "pass_equip.yaml", DATA / "single_target_auto.yaml"]
FAILING = DATA / "fail_expect.yaml"
SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed in \d+\.\d\ds$")


@pytest.fixture(autouse=True)
def no_configuration(monkeypatch, tmp_path):
    """No configuration from the environment or from this project's pyproject.toml."""
    monkeypatch.delenv("YGO_HARNESS_SCRIPTS", raising=False)
    monkeypatch.delenv("YGO_HARNESS_CDB", raising=False)
    work = tmp_path / "cwd"
    work.mkdir()
    monkeypatch.chdir(work)


def run_cli(capsys, *argv):
    code = cli.main(["run", *map(str, argv)])
    out = capsys.readouterr().out
    return code, out, out.rstrip("\n").splitlines()


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


# --- run ----------------------------------------------------------------------------------------


def test_run_passing_files_prints_pass_lines_and_a_summary(capsys):
    code, out, lines = run_cli(capsys, *PASSING)
    assert code == 0
    assert lines[:2] == [f"PASS {PASSING[0]}", f"PASS {PASSING[1]}"]
    assert len(lines) == 3
    match = SUMMARY.match(lines[-1])
    assert match and match.groups() == ("2", "0"), lines[-1]


def test_run_with_a_failing_file_prints_fail_and_the_report(capsys):
    code, out, lines = run_cli(capsys, PASSING[0], FAILING)
    assert code == 1
    assert f"PASS {PASSING[0]}" in lines
    assert f"FAIL {FAILING}" in lines
    report = out.split(f"FAIL {FAILING}\n", 1)[1]
    # The report is indented under the FAIL line, and has the step line and each mismatch.
    assert report.startswith(f"    {FAILING}:8: step 2 (expect): 4 expectation(s) not met\n")
    assert "bewd.atk: expected 3500, found 3300" in report
    assert "players.0.lp: expected 7000, found 8000" in report
    assert "Board after the step:" in report and "Events of the step:" in report
    assert "Traceback" not in out
    match = SUMMARY.match(lines[-1])
    assert match and match.groups() == ("1", "1"), lines[-1]


def test_run_with_jobs_runs_files_at_once_and_prints_them_in_file_order(capsys):
    files = [PASSING[0], FAILING, PASSING[1]]
    code, out, lines = run_cli(capsys, *files, "--jobs", "2")
    assert code == 1
    assert [line for line in lines if line.startswith(("PASS ", "FAIL "))] == \
        [f"PASS {PASSING[0]}", f"FAIL {FAILING}", f"PASS {PASSING[1]}"]
    assert "bewd.atk: expected 3500, found 3300" in out
    match = SUMMARY.match(lines[-1])
    assert match and match.groups() == ("2", "1"), lines[-1]


def test_run_reports_a_scenario_that_does_not_load(capsys, tmp_path):
    broken = write(tmp_path / "broken.yaml", """\
        name: broken
        board:
          - {as: bewd, code: 89631139, location: mzone}
        steps:
          - activat: bewd
        """)
    code, out, lines = run_cli(capsys, broken)
    assert code == 1
    assert f"FAIL {broken}" in lines
    assert f"{broken}:5:" in out and "unknown step kind 'activat'" in out and "'activate'" in out
    assert SUMMARY.match(lines[-1]).groups() == ("0", "1")


def test_run_a_folder_runs_its_yaml_files_in_order(capsys, tmp_path):
    folder = tmp_path / "suite"
    for name in ("b.yaml", "a.yml", "sub/c.yaml"):
        write(folder / name, (DATA / "pass_equip.yaml").read_text(encoding="utf-8"))
    write(folder / "notes.txt", "not a scenario")
    code, out, lines = run_cli(capsys, folder)
    assert code == 0
    assert lines[:-1] == [f"PASS {folder / 'a.yml'}", f"PASS {folder / 'b.yaml'}", f"PASS {folder / 'sub' / 'c.yaml'}"]
    assert SUMMARY.match(lines[-1]).groups() == ("3", "0")


def test_internal_error_is_reported_without_traceback_unless_verbose(capsys, monkeypatch):
    def explode(scenario, options):
        raise RuntimeError("an internal bug")
    monkeypatch.setattr(cli, "run_scenario", explode)
    code, out, lines = run_cli(capsys, PASSING[0])
    assert code == 1
    assert lines[0] == f"FAIL {PASSING[0]}"
    assert f"{PASSING[0]}: internal error of the harness (run with -v for the Python traceback)" in out
    assert "an internal bug" not in out and "Traceback" not in out
    code, out, _ = run_cli(capsys, PASSING[0], "-v")        # the worker sends its traceback
    assert code == 1 and "Traceback" in out and "RuntimeError: an internal bug" in out
    with pytest.raises(RuntimeError, match="an internal bug"):
        cli.main(["run", str(PASSING[0]), "-v", "--in-process"])


def test_run_missing_path_is_one_failure_and_the_rest_still_runs(capsys, tmp_path):
    missing = tmp_path / "no_such_scenario.yaml"
    code, out, lines = run_cli(capsys, PASSING[0], missing)
    assert code == 1
    assert lines[:2] == [f"FAIL {missing}", "    no such file or folder"]
    assert f"PASS {PASSING[0]}" in lines
    assert SUMMARY.match(lines[-1]).groups() == ("1", "1")


def test_run_without_arguments_runs_the_bundled_scenarios(capsys, monkeypatch):
    bundled = sorted(p for p in cli.DEFAULT_SCENARIOS.rglob("*") if p.suffix in (".yaml", ".yml"))
    assert bundled, "the project ships scenarios"
    # Each file is loaded as `run` loads it; its duel is left out: the bundled scenarios run as the
    # suite's own items (scenarios/), and the CLI's part is which files, in which order.
    monkeypatch.setattr(cli, "run_scenario", lambda scenario, options: None)
    code, out, lines = run_cli(capsys)
    # Every bundled file runs, in order, each with a PASS or FAIL line (whether they all pass is
    # the bundled scenarios' business, not the CLI's).
    verdicts = [line for line in lines if line.startswith(("PASS ", "FAIL "))]
    assert [line[5:] for line in verdicts] == [str(path) for path in bundled]
    passed = sum(line.startswith("PASS ") for line in verdicts)
    assert SUMMARY.match(lines[-1]).groups() == (str(passed), str(len(bundled) - passed))
    assert code == (0 if passed == len(bundled) else 1)


def test_run_empty_folder_is_not_a_success(capsys, tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    code, out, lines = run_cli(capsys, empty)
    assert lines == [f"ygo-harness run: no scenarios found (no .yaml or .yml file under {empty})"]
    assert code == 1


def test_python_dash_m_harness_run(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("YGO_HARNESS_SCRIPTS", "YGO_HARNESS_CDB")}
    command = [sys.executable, "-m", "harness", "run"]
    passed = subprocess.run(command + [str(PASSING[0])], cwd=tmp_path, env=env, capture_output=True, text=True,
                            timeout=120)
    assert passed.returncode == 0, passed.stderr
    assert passed.stdout.splitlines()[0] == f"PASS {PASSING[0]}"
    assert SUMMARY.match(passed.stdout.splitlines()[-1]).groups() == ("1", "0")
    failed = subprocess.run(command + [str(FAILING)], cwd=tmp_path, env=env, capture_output=True, text=True,
                            timeout=120)
    assert failed.returncode == 1
    assert f"FAIL {FAILING}" in failed.stdout and "bewd.atk: expected 3500, found 3300" in failed.stdout
    assert "Traceback" not in failed.stdout + failed.stderr
    missing = subprocess.run(command + [str(tmp_path / "nope.yaml")], cwd=tmp_path, env=env,
                             capture_output=True, text=True, timeout=120)
    assert missing.returncode == 1
    assert f"FAIL {tmp_path / 'nope.yaml'}\n    no such file or folder" in missing.stdout
    assert "Traceback" not in missing.stderr


def test_unknown_command_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as caught:
        cli.main(["launch"])
    assert caught.value.code == 2
    assert "invalid choice: 'launch'" in capsys.readouterr().err


def test_a_misspelled_option_shows_the_commands_usage_and_the_closest_option(capsys):
    with pytest.raises(SystemExit) as caught:
        cli.main(["run", "--scirpts", "x"])
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: ygo-harness run ")
    assert "unrecognized arguments: --scirpts" in err and "--scirpts: did you mean --scripts?" in err


def test_run_help_describes_its_paths(capsys):
    with pytest.raises(SystemExit):
        cli.main(["run", "--help"])
    assert "scenario files (.yaml/.yml) or folders searched for them" in " ".join(capsys.readouterr().out.split())


# --- where scripts and card data come from ------------------------------------------------------

# Axe of Despair (code 40619825) rewritten to give +1 ATK, so that we can tell which script ran.
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
name: the Axe of Despair from the configured script folder gives +1 ATK
board:
  - {as: bewd, code: 89631139, player: 1, location: mzone}
  - {as: axe,  code: 40619825, player: 0, location: hand}
steps:
  - activate: axe
    targets: [bewd]
  - expect:
      bewd: {atk: 3001, equipped: [axe]}
"""


@pytest.fixture
def weak_axe(tmp_path):
    """(scripts folder, scenario) in tmp_path."""
    folder = write(tmp_path / "my_scripts" / "c40619825.lua", WEAK_AXE).parent
    scenario = write(tmp_path / "suite" / "weak_axe.yaml", WEAK_AXE_SCENARIO)
    return folder, scenario


def test_without_scripts_option_the_bundled_script_runs(capsys, weak_axe):
    folder, scenario = weak_axe
    code, out, lines = run_cli(capsys, scenario)
    assert code == 1
    assert "bewd.atk: expected 3001, found 4000" in out


def test_scripts_option_wins_over_the_bundled_script(capsys, weak_axe):
    folder, scenario = weak_axe
    code, out, lines = run_cli(capsys, scenario, "--scripts", folder)
    assert lines[0] == f"PASS {scenario}", out
    assert code == 0


def test_scripts_option_is_repeatable_and_the_first_folder_wins(capsys, weak_axe, tmp_path):
    folder, scenario = weak_axe
    strong = write(tmp_path / "strong" / "c40619825.lua", WEAK_AXE.replace("SetValue(1)", "SetValue(5)")).parent
    code, out, _ = run_cli(capsys, scenario, "--scripts", folder, "--scripts", strong)
    assert code == 0, out
    code, out, _ = run_cli(capsys, scenario, "--scripts", strong, "--scripts", folder)
    assert code == 1 and "bewd.atk: expected 3001, found 3005" in out


def test_scenario_scripts_key_comes_before_the_command_line(capsys, weak_axe, tmp_path):
    folder, _ = weak_axe
    strong = write(tmp_path / "strong" / "c40619825.lua", WEAK_AXE.replace("SetValue(1)", "SetValue(5)")).parent
    scenario = write(tmp_path / "suite" / "own_scripts.yaml",
                     WEAK_AXE_SCENARIO.replace("name:", "scripts: [../my_scripts]\nname:", 1))
    write(tmp_path / "pyproject.toml", "")        # the project's root: ../my_scripts lies inside it
    code, out, _ = run_cli(capsys, scenario, "--scripts", strong)
    assert code == 0, out


def test_environment_variable_gives_script_folders(capsys, weak_axe, monkeypatch, tmp_path):
    folder, scenario = weak_axe
    other = tmp_path / "other_scripts"
    other.mkdir()
    monkeypatch.setenv("YGO_HARNESS_SCRIPTS", os.pathsep.join([str(other), str(folder)]))
    code, out, lines = run_cli(capsys, scenario)
    assert lines[0] == f"PASS {scenario}", out
    assert code == 0


def test_scripts_option_wins_over_the_environment(capsys, weak_axe, monkeypatch, tmp_path):
    folder, scenario = weak_axe
    empty = tmp_path / "empty_scripts"
    empty.mkdir()
    monkeypatch.setenv("YGO_HARNESS_SCRIPTS", str(folder))
    code, out, _ = run_cli(capsys, scenario, "--scripts", empty)
    assert code == 1 and "bewd.atk: expected 3001, found 4000" in out


def test_pyproject_gives_script_folders_relative_to_itself(capsys, weak_axe, monkeypatch, tmp_path):
    folder, scenario = weak_axe
    project = tmp_path / "project"
    (project / "cards").mkdir(parents=True)
    folder = folder.rename(project / "cards" / "scripts")
    write(project / "pyproject.toml", """\
        [project]
        name = "my-cards"

        [tool.ygo-harness]
        scripts = ["cards/scripts"]
        """)
    (project / "deep" / "down").mkdir(parents=True)
    monkeypatch.chdir(project / "deep" / "down")  # the nearest pyproject.toml is found upwards
    code, out, lines = run_cli(capsys, scenario)
    assert lines[0] == f"PASS {scenario}", out
    assert code == 0


def test_environment_wins_over_pyproject(capsys, weak_axe, monkeypatch, tmp_path):
    folder, scenario = weak_axe
    project = tmp_path / "project"
    (project / "cards").mkdir(parents=True)
    folder.rename(project / "cards" / "scripts")
    write(project / "pyproject.toml", """\
        [tool.ygo-harness]
        scripts = ["cards/scripts"]
        """)
    empty = tmp_path / "empty_scripts"
    empty.mkdir()
    monkeypatch.chdir(project)
    monkeypatch.setenv("YGO_HARNESS_SCRIPTS", str(empty))
    code, out, _ = run_cli(capsys, scenario)
    assert code == 1 and "bewd.atk: expected 3001, found 4000" in out


NEW_CARD_SCENARIO = """\
name: a card that only the configured database knows
board:
  - {as: dummy, code: 99990002, player: 0, location: mzone}
  - {as: bewd,  code: 89631139, player: 1, location: mzone}
steps:
  - expect:
      dummy: {atk: 1234, def: 567, level: 3, race: warrior}
      bewd: {atk: 1111}
"""

CARD_DB = """\
99990002: {name: Test Dummy, type: [monster, normal], attribute: earth, race: warrior, level: 3, atk: 1234, def: 567}
89631139: {name: Weak Blue-Eyes, type: [monster, normal], attribute: light, race: dragon, level: 8, atk: 1111, def: 1}
"""


def test_cdb_option_with_a_yaml_database(capsys, tmp_path):
    scenario = write(tmp_path / "suite" / "new_card.yaml", NEW_CARD_SCENARIO)
    database = write(tmp_path / "db" / "my_cards.yaml", CARD_DB)
    code, out, lines = run_cli(capsys, scenario)
    assert code == 1
    assert "unknown card code 99990002" in out
    code, out, lines = run_cli(capsys, scenario, "--cdb", database)
    # The database adds a card and comes before the bundled one.
    assert lines[0] == f"PASS {scenario}", out
    assert code == 0


def test_cdb_environment_variable(capsys, tmp_path, monkeypatch):
    scenario = write(tmp_path / "suite" / "new_card.yaml", NEW_CARD_SCENARIO)
    database = write(tmp_path / "db" / "my_cards.yaml", CARD_DB)
    monkeypatch.setenv("YGO_HARNESS_CDB", str(database))
    code, out, _ = run_cli(capsys, scenario)
    assert code == 0, out


def test_cdb_from_pyproject(capsys, tmp_path, monkeypatch):
    scenario = write(tmp_path / "suite" / "new_card.yaml", NEW_CARD_SCENARIO)
    write(tmp_path / "project" / "db" / "my_cards.yaml", CARD_DB)
    write(tmp_path / "project" / "pyproject.toml", """\
        [tool.ygo-harness]
        cdb = ["db/my_cards.yaml"]
        """)
    monkeypatch.chdir(tmp_path / "project")
    code, out, _ = run_cli(capsys, scenario)
    assert code == 0, out


def test_scenario_cards_win_over_the_cdb_option(capsys, tmp_path):
    scenario = write(tmp_path / "suite" / "inline.yaml", """\
        name: inline card data first
        cards:
          99990002: {name: Inline Dummy, type: [monster, normal], attribute: earth, race: warrior, level: 3, atk: 42, def: 0}
        board:
          - {as: dummy, code: 99990002, player: 0, location: mzone}
        steps:
          - expect:
              dummy: {atk: 42}
        """)
    database = write(tmp_path / "db" / "my_cards.yaml", CARD_DB)
    code, out, _ = run_cli(capsys, scenario, "--cdb", database)
    assert code == 0, out


def test_missing_cdb_file_is_reported(capsys, tmp_path):
    code, out, lines = run_cli(capsys, PASSING[0], "--cdb", tmp_path / "no_such_cards.yaml")
    assert code == 1
    assert f"FAIL {PASSING[0]}" in lines
    assert f"{PASSING[0]}: setting up the duel failed: card database {tmp_path / 'no_such_cards.yaml'}: cannot read" in out
    assert "internal error" not in out


def test_missing_scripts_folder_is_reported(capsys, tmp_path):
    code, out, lines = run_cli(capsys, PASSING[0], "--scripts", tmp_path / "no_such_scripts")
    assert code == 1
    assert "no_such_scripts" in out and "not found" in out


# --- schema and bench ---------------------------------------------------------------------------


def test_schema_prints_the_json_schema(capsys):
    assert cli.main(["schema"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert "$defs" in schema
    assert "step" in schema["$defs"]
    assert "name" in schema["required"]


def test_bench_prints_the_timing_lines(capsys, tmp_path):
    (tmp_path / "c99700001.lua").write_text("local s=GetID()\nfunction s.initial_effect(c) end\n")
    assert cli.main(["bench", str(PASSING[0]), "--repeat", "1", "--corpus", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 5
    assert lines[0].startswith("support files: ") and lines[0].endswith("procedure.lua")
    assert re.match(r"^parse baseline \(a bare Lua state compiling them from source\): [\d.]+ ms$", lines[1]), lines[1]
    assert re.match(r"^duel creation \(Lua state \+ API \+ constant/utility/procedure\): [\d.]+ ms \(median of 51\); "
                    r"[\d.]+x the parse baseline$", lines[2]), lines[2]
    assert re.match(r"^scenarios: 1; median time per scenario: [\d.]+ ms; slowest: [\d.]+ ms; whole suite: [\d.]+ s; "
                    r"median scenario [\d.]+x the parse baseline, [\d.]+x a fresh duel$", lines[3]), lines[3]
    assert re.match(rf"^scripts: 1 loaded from {re.escape(str(tmp_path))} in [\d.]+ s: \d+ scripts/s", lines[4]), lines[4]


def test_snapshot_in_workers_leaves_no_temporary_folder(tmp_path):
    # Each worker of the deep probe writes its made-up cards' scripts to a temporary folder; the
    # command removes them all when it ends, the workers' included (they exit without Python's
    # exit handlers).
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    scripts = Path(__file__).resolve().parent.parent / "scripts"
    env = {**os.environ, "TMPDIR": str(temporary)}
    made = subprocess.run([sys.executable, "-m", "harness", "snapshot", str(scripts), "--codes", "40619825,102380",
                           "-o", str(tmp_path / "out"), "--jobs", "2"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert made.returncode == 0, made.stdout + made.stderr
    assert sorted(path.name for path in (tmp_path / "out").glob("c40619825*.yaml"))
    assert list(temporary.iterdir()) == []
