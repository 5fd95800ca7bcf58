"""A scripts repository for the CI kit's security tests (test_ci_*.py): tmp/project, the working
directory (with pyproject.toml), holding scripts/ and scenarios/; and tmp/outside, whose files
no run may write, remove or read. The good scenario runs a two-branch test card, so that its
coverage (one branch run, one not) shows whether a hostile neighbour broke it."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from branching_spell import DAMAGE_LINE, RECOVER_LINE, SCRIPT as GOOD_SCRIPT  # noqa: F401  (re-exported)
from harness import cli

GOOD = 99970001
GOOD_SCENARIO = f"""\
name: the Branching Spell at 8000 LP takes its first branch
cards:
  {GOOD}: {{name: Branching Spell, type: [spell]}}
board:
  - {{as: spell, code: {GOOD}, player: 0, location: hand}}
steps:
  - activate: spell
  - expect:
      players: {{0: {{lp: 8500}}, 1: {{lp: 8000}}}}
"""
SECRET = "local secret = 'do not publish'\nreturn secret\n"      # outside/secret.lua: valid Lua, never read


class Project:
    def __init__(self, root, outside):
        self.root, self.outside = root, outside

    def good_script(self):
        return str(self.root / "scripts" / f"c{GOOD}.lua")

    def outside_state(self):
        """Every entry under outside/: links with their targets, files with their bytes."""
        state = {}
        for path in sorted(self.outside.rglob("*")):
            key = path.relative_to(self.outside).as_posix()
            if path.is_symlink():
                state[key] = ("link", os.readlink(path))
            elif path.is_file():
                state[key] = ("file", path.read_bytes())
            else:
                state[key] = ("folder",)
        return state


@pytest.fixture
def project(tmp_path, monkeypatch):
    for name in ("YGO_HARNESS_SCRIPTS", "YGO_HARNESS_CDB", "YGO_HARNESS_MAX_CI_FILE_BYTES"):
        monkeypatch.delenv(name, raising=False)
    root, outside = tmp_path / "project", tmp_path / "outside"
    for folder in (root / "scripts", root / "scenarios", outside / "folder"):
        folder.mkdir(parents=True)
    (root / "pyproject.toml").write_text("")
    (root / "scripts" / f"c{GOOD}.lua").write_text(GOOD_SCRIPT, encoding="utf-8")
    (root / "scenarios" / "b_good.yaml").write_text(GOOD_SCENARIO, encoding="utf-8")
    (outside / "victim.txt").write_text("precious\n")
    (outside / "folder" / "kept.txt").write_text("kept\n")
    (outside / "secret.lua").write_text(SECRET)
    monkeypatch.chdir(root)
    monkeypatch.setenv("PWD", str(root))
    return Project(root, outside)


def cli_run(capsys, *argv):
    """(exit status, stdout, stderr) of the command run in this process: an exception of the
    harness (a traceback) fails the test."""
    code = cli.main([str(a) for a in argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def subprocess_run(cwd, *argv):
    """The command as a user runs it, in a fresh interpreter of this checkout's harness."""
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2]), "PWD": str(cwd)}
    return subprocess.run([sys.executable, *map(str, argv)], cwd=cwd, capture_output=True, text=True, env=env,
                          timeout=300)
