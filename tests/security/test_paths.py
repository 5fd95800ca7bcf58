"""Class 5: files may make the harness read only inside the run's root (harness.read_scope).
A scenario's `scripts:` folder, a script file reached through a link, and a scenario file found
under a folder must resolve inside the project, the harness's bundled files or a folder the user
named; --allow-outside-root (or its environment variable) lifts the rule; the repository's own
pyproject.toml cannot (tests/security/test_repository_settings.py)."""
import os

import pytest

from harness import cli
from harness.read_scope import ALLOW_ENV, ReadScope
from harness.scenario.loader import ScenarioError, load_scenario
from harness.session import DuelSession

MONSTER = "local s,id=GetID()\nfunction s.initial_effect(c) end\n"
SCENARIO = """\
name: outside
scripts: [{folder}]
cards:
  123: {{name: Mon, type: [monster, effect], level: 4, atk: 1000, def: 1000}}
board:
  - {{as: mon, code: 123, player: 0, location: mzone}}
steps:
  - expect:
      mon: {{atk: 1000}}
"""


@pytest.fixture
def project(tmp_path, monkeypatch):
    """tmp/project (with pyproject.toml, the run's root and the current folder) and tmp/outside,
    which holds a script a scenario must not reach."""
    monkeypatch.delenv(ALLOW_ENV, raising=False)
    root, outside = tmp_path / "project", tmp_path / "outside"
    for folder in (root / "scenarios", root / "scripts", outside):
        folder.mkdir(parents=True)
    (root / "pyproject.toml").write_text("")
    (outside / "c123.lua").write_text(MONSTER)
    monkeypatch.chdir(root)
    return root, outside


def scenario(root, folder, name="s.yaml"):
    path = root / "scenarios" / name
    path.write_text(SCENARIO.format(folder=folder))
    return path


def run(*argv, capsys):
    code = cli.main(["run", *map(str, argv)])
    return code, capsys.readouterr().out


@pytest.mark.parametrize("folder", ["../../outside", "{outside}", "/proc/self"])
def test_a_scripts_folder_outside_the_root_is_a_yaml_error_at_its_line(project, folder, capsys):
    root, outside = project
    path = scenario(root, folder.format(outside=outside))
    with pytest.raises(ScenarioError) as error:
        load_scenario(path, scope=ReadScope.for_run([path]))
    assert error.value.line == 2
    assert "outside the run's root" in str(error.value) and "--allow-outside-root" in str(error.value)
    code, out = run(path, capsys=capsys)
    assert code == 1 and f"{path}:2:" in out and "outside the run's root" in out


def test_a_link_in_the_project_to_a_folder_outside_is_refused_too(project, capsys):
    root, outside = project
    (root / "scenarios" / "lib").symlink_to(outside)
    code, out = run(scenario(root, "lib"), capsys=capsys)
    assert code == 1 and "outside the run's root" in out


def test_allow_outside_root_lifts_it_by_option_and_variable(project, capsys, monkeypatch):
    root, outside = project
    path = scenario(root, str(outside))
    assert run(path, capsys=capsys)[0] == 1
    assert run(path, "--allow-outside-root", capsys=capsys)[0] == 0
    monkeypatch.setenv(ALLOW_ENV, "1")
    assert run(path, capsys=capsys)[0] == 0


def test_folders_the_user_names_are_allowed(project, capsys):
    root, outside = project
    path = scenario(root, str(outside))
    assert run(path, "--scripts", outside, capsys=capsys)[0] == 0


def test_a_script_file_that_links_out_of_its_folder_is_a_script_error(project, capsys):
    root, outside = project
    (root / "scripts" / "c123.lua").symlink_to(outside / "c123.lua")
    code, out = run(scenario(root, "../scripts"), capsys=capsys)
    assert code == 1
    assert "cannot read the script" in out and "c123.lua" in out and "outside the run's root" in out


def test_a_script_linked_to_proc_self_environ_is_never_read(project, capsys, monkeypatch):
    root, _ = project
    monkeypatch.setenv("YGO_TEST_SECRET", "do-not-print-me")
    (root / "scripts" / "c123.lua").symlink_to("/proc/self/environ")
    code, out = run(scenario(root, "../scripts"), capsys=capsys)
    assert code == 1 and "outside the run's root" in out and "do-not-print-me" not in out


def test_links_inside_the_folder_or_the_root_are_followed(project):
    root, _ = project
    (root / "scripts" / "real.lua").write_text(MONSTER)
    (root / "scripts" / "c123.lua").symlink_to(root / "scripts" / "real.lua")
    session = DuelSession(cards={123: {"name": "Mon", "type": ["monster", "effect"], "level": 4, "atk": 1000,
                                       "def": 1000}}, scripts=[root / "scripts"])
    session.add_card(123, 0, "mzone")


def test_a_scenario_file_found_under_a_folder_that_links_outside_is_refused(project, tmp_path, capsys):
    root, outside = project
    (outside / "evil.yaml").write_text(SCENARIO.format(folder="."))
    (root / "scenarios" / "evil.yaml").symlink_to(outside / "evil.yaml")
    code, out = run(root / "scenarios", capsys=capsys)
    assert code == 1 and "the scenario file" in out and "outside the run's root" in out


def test_the_bundled_suite_still_runs_from_any_folder(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)           # no pyproject.toml: the root is this folder
    from harness.bundled import BUNDLED_SCENARIOS
    uses_bundled_scripts = BUNDLED_SCENARIOS / "chain_limits" / "mira_lets_its_own_controller_respond.yaml"  # ../../scripts
    assert run(uses_bundled_scripts, capsys=capsys)[0] == 0


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads a file of mode 000")
def test_an_unreadable_script_is_a_clear_error(project, capsys):
    root, _ = project
    script = root / "scripts" / "c123.lua"
    script.write_text(MONSTER)
    script.chmod(0)
    code, out = run(scenario(root, "../scripts"), capsys=capsys)
    assert code == 1 and "cannot read the script" in out and "Permission denied" in out


def test_a_relative_path_is_judged_again_after_a_change_of_folder(tmp_path, monkeypatch):
    """Resolved paths are cached per process: a relative one must not answer for another folder."""
    outer, elsewhere = tmp_path / "outer", tmp_path / "elsewhere"
    (outer / "inner").mkdir(parents=True)
    elsewhere.mkdir()
    (outer / "pyproject.toml").write_text("")
    (outer / "x").mkdir()
    (outer / "inner" / "x").symlink_to(elsewhere)
    monkeypatch.delenv(ALLOW_ENV, raising=False)
    monkeypatch.chdir(outer)
    assert ReadScope.for_run().allows("x")
    monkeypatch.chdir(outer / "inner")
    assert not ReadScope.for_run().allows("x")
