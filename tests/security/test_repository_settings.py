"""A repository's own pyproject.toml arrives in the pull request: its `[tool.ygo-harness]`
settings may never widen what a run reads. `allow-outside-root` is refused in the file, folders
and databases must lie inside the project, and a broken file or a value of the wrong type is one
line naming the file and the key (harness/config.py)."""
import subprocess
import sys
import textwrap

import pytest

from harness import cli

pytest_plugins = ["pytester"]
from harness.read_scope import ALLOW_ENV

SECRET_SCRIPT = 'local s,id=GetID()\nfunction s.initial_effect(c) error("outside script ran") end\n'
PLAIN_SCRIPT = "local s,id=GetID()\nfunction s.initial_effect(c) end\n"
SCENARIO = """\
name: a plain monster
cards:
  123: {name: Mon, type: [monster, effect], level: 4, atk: 1000, def: 1000}
board:
  - {as: mon, code: 123, player: 0, location: mzone}
steps:
  - expect:
      mon: {atk: 1000}
"""


@pytest.fixture
def project(tmp_path, monkeypatch):
    """tmp/project (the current folder) with a passing scenario, and tmp/outside, with a script
    for the same card that a run must never load."""
    for name in ("YGO_HARNESS_SCRIPTS", "YGO_HARNESS_CDB", ALLOW_ENV):
        monkeypatch.delenv(name, raising=False)
    root, outside = tmp_path / "project", tmp_path / "outside"
    (root / "scenarios").mkdir(parents=True)
    outside.mkdir()
    (outside / "c123.lua").write_text(SECRET_SCRIPT)
    (outside / "cards.yaml").write_text("123: {name: Outside, type: [monster, normal], level: 1, atk: 1, def: 1}\n")
    (root / "scenarios" / "s.yaml").write_text(SCENARIO)
    monkeypatch.chdir(root)
    return root, outside


def settings(root, text):
    (root / "pyproject.toml").write_text(textwrap.dedent(text))


def run(capsys, *argv):
    code = cli.main(["run", *map(str, argv)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_a_good_setting_still_works(project, capsys):
    root, _ = project
    (root / "my_scripts").mkdir()
    (root / "my_scripts" / "c123.lua").write_text(PLAIN_SCRIPT)
    settings(root, '[tool.ygo-harness]\nscripts = ["my_scripts"]\ncdb = []\n')
    code, out, err = run(capsys, "scenarios")
    assert code == 0 and "1 passed, 0 failed" in out, out + err


def test_allow_outside_root_in_the_file_is_refused(project, capsys):
    root, outside = project
    settings(root, "[tool.ygo-harness]\nallow-outside-root = true\n")
    scenario = root / "scenarios" / "s.yaml"
    scenario.write_text(f"scripts: [{outside}]\n" + SCENARIO)
    code, out, err = run(capsys, scenario)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "pyproject.toml" in err and "allow-outside-root" in err
    assert "--allow-outside-root" in err and "Traceback" not in err


@pytest.mark.parametrize("key, value", [
    ("scripts", '["../outside"]'),
    ("scripts", '"../outside"'),
    ("cdb", '["../outside/cards.yaml"]'),
    ("scripts", '["/proc/self"]'),
    ("cdb", '["/etc/passwd"]'),
])
def test_configured_paths_must_lie_inside_the_project(project, capsys, key, value):
    root, _ = project
    settings(root, f"[tool.ygo-harness]\n{key} = {value}\n")
    code, out, err = run(capsys, "scenarios")
    assert code == 2 and "outside script ran" not in out
    assert err.count("\n") == 1 and f"{key}:" in err and "outside the project" in err and "pyproject.toml" in err


def test_a_link_inside_the_project_to_a_folder_outside_is_refused(project, capsys):
    root, outside = project
    (root / "lib").symlink_to(outside)
    settings(root, '[tool.ygo-harness]\nscripts = ["lib"]\n')
    code, out, err = run(capsys, "scenarios")
    assert code == 2 and "outside the project" in err and "outside script ran" not in out


def test_the_command_line_and_environment_still_name_folders_outside(project, capsys, monkeypatch):
    root, outside = project
    settings(root, "[tool.ygo-harness]\n")
    code, out, err = run(capsys, "scenarios", "--scripts", outside)       # the user may name any folder
    assert code == 1 and "outside script ran" in out, out + err
    monkeypatch.setenv("YGO_HARNESS_SCRIPTS", str(outside))
    assert run(capsys, "scenarios")[0] == 1


def test_a_wrong_setting_is_an_error_even_where_an_option_overrides_it(project, capsys):
    root, outside = project
    settings(root, '[tool.ygo-harness]\nscripts = ["../outside"]\n')
    code, out, err = run(capsys, "scenarios", "--scripts", root)
    assert code == 2 and "outside the project" in err and out == ""


@pytest.mark.parametrize("text, words", [
    ("[tool.ygo-harness\nscripts = 1\n", ["not valid TOML"]),
    ("[tool.ygo-harness]\nscripts = 5\n", ["scripts", "list of paths"]),
    ("[tool.ygo-harness]\nscripts = [1, 2]\n", ["scripts", "list of paths"]),
    ("[tool.ygo-harness]\ncdb = [\"\"]\n", ["cdb", "list of paths"]),
    ("[tool.ygo-harness]\nscirpts = [\"x\"]\n", ["unknown key 'scirpts'"]),
    ("[tool]\nygo-harness = 3\n", ["must be a table"]),
    ("\xff\xfe", ["not valid TOML"]),
])
def test_a_broken_file_is_one_line_naming_the_file_and_key(project, capsys, text, words):
    root, _ = project
    (root / "pyproject.toml").write_bytes(text.encode("latin-1"))
    code, out, err = run(capsys, "scenarios")
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err
    assert str(root / "pyproject.toml") in err and all(word in err for word in words), err


def test_every_command_reports_it_the_same_way(project):
    root, _ = project
    settings(root, "[tool.ygo-harness]\nscripts = 5\n")
    for argv in (["run"], ["show", "scenarios/s.yaml"], ["new", "123"],
                 ["check-scripts", str(root)]):
        done = subprocess.run([sys.executable, "-m", "harness", *argv], capture_output=True, text=True,
                              cwd=root, timeout=120)
        assert done.returncode == 2, (argv, done.stdout, done.stderr)
        assert "list of paths" in done.stderr and "Traceback" not in done.stderr, argv


def test_pytest_reports_a_broken_file_as_a_usage_error(pytester):
    pytester.makefile(".toml", pyproject="[tool.ygo-harness]\nallow-outside-root = true\n")
    (pytester.path / "scenarios").mkdir()
    (pytester.path / "scenarios" / "s.yaml").write_text(SCENARIO)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    assert result.ret != 0
    text = result.stdout.str() + result.stderr.str()
    assert "allow-outside-root is not read from a file" in text and "Traceback" not in text
