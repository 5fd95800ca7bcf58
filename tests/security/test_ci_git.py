"""`--changed-since REF` on a checkout that is an attacker's (harness/ci/git.py; docs/security.md,
"Git and the parent process"): nothing of the tree makes git run a program, a ref is never an
option, the caller's GIT_* variables do not redirect git, and a git that does not answer is
stopped. Each hostile case ends in a clear error or in the right selection, whose scenario passes.

The hostile program appends to a marker file: the marker must never appear."""
import os
import shutil
import subprocess
import sys
import time

import pytest

from git_repo import git
from harness import cli
from harness.bundled import BUNDLED_SCRIPTS
from harness.ci import git as safe_git

AXE, TREASURE = 40619825, 1435851
SCENARIO = """\
name: {name}
board:
  - {{as: bewd, code: 89631139, player: 1, location: mzone}}
  - {{as: card, code: {code}, player: 0, location: hand}}
steps:
  - activate: card
    targets: [bewd]
  - expect:
      bewd: {{atk: {atk}}}
"""


def change(path):
    with open(path, "a", encoding="utf-8") as handle:
        handle.write("-- changed\n")


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A scripts repository: scripts/ and tests/scenarios/ (one scenario per card), two commits,
    the second changing the Axe's script."""
    for name in ("YGO_HARNESS_SCRIPTS", "YGO_HARNESS_CDB"):
        monkeypatch.delenv(name, raising=False)
    root = tmp_path / "project"
    (root / "scripts").mkdir(parents=True)
    (root / "tests" / "scenarios").mkdir(parents=True)
    for code in (AXE, TREASURE):
        shutil.copy(BUNDLED_SCRIPTS / f"c{code}.lua", root / "scripts" / f"c{code}.lua")
    (root / "tests" / "scenarios" / "axe.yaml").write_text(SCENARIO.format(name="axe", code=AXE, atk=4000))
    (root / "tests" / "scenarios" / "treasure.yaml").write_text(SCENARIO.format(name="treasure", code=TREASURE,
                                                                                 atk=3300))
    git(root, "init", "-q", "-b", "master")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "scripts")
    change(root / "scripts" / f"c{AXE}.lua")
    git(root, "commit", "-q", "-am", "change the axe")
    monkeypatch.chdir(root)
    return root


@pytest.fixture
def hostile(tmp_path):
    """(a program that records its run in a marker file and passes its input through, the marker)."""
    marker = tmp_path / "marker"
    program = tmp_path / "hostile.sh"
    program.write_text(f"#!/bin/sh\necho \"$0 $*\" >> '{marker}'\ncat\n")
    program.chmod(0o755)
    return program, marker


def run_changed(capsys, ref="HEAD~1", *extra):
    code = cli.main(["run", "tests/scenarios", "--scripts", "scripts", "--in-process", f"--changed-since={ref}",
                     *extra])
    return code, capsys.readouterr().out


def ran(out):
    return sorted(line.split()[1].rsplit("/", 1)[-1] for line in out.splitlines() if line.startswith(("PASS ", "FAIL ")))


def test_a_repository_of_its_own_inside_the_scripts_folder_is_never_asked(project, hostile, capsys):
    program, marker = hostile
    scripts = project / "scripts"
    git(scripts, "init", "-q", "-b", "master")      # a repository in the folder, whose history says the Treasure changed
    git(scripts, "add", "-A")
    git(scripts, "commit", "-q", "-m", "one")
    change(scripts / f"c{TREASURE}.lua")
    git(scripts, "commit", "-q", "-am", "two")
    git(scripts, "config", "core.fsmonitor", str(program))
    git(project, "checkout", "-q", "--", f"scripts/c{TREASURE}.lua")
    code, out = run_changed(capsys)
    assert not marker.exists()
    assert code == 0, out
    assert ran(out) == ["axe.yaml"]
    assert "1 card script(s); selected 1 of 2 scenario(s)" in out


def test_a_bare_repository_committed_in_the_scripts_folder_is_never_asked(project, hostile, capsys):
    """The files of a bare repository, committed: git would take the folder for a repository of its
    own (its HEAD, objects/, refs/ and config), with a work tree and a hook its config names."""
    program, marker = hostile
    scripts = project / "scripts"
    inner = ["--git-dir", str(scripts), "--work-tree", str(scripts)]
    git(project, "init", "-q", "--bare", "-b", "master", str(scripts))
    (scripts / "notes.txt").write_text("one\n")
    git(project, *inner, "add", "notes.txt")
    git(project, *inner, "commit", "-q", "-m", "one")
    change(scripts / "notes.txt")
    git(project, *inner, "commit", "-q", "-am", "two")
    for key, value in (("core.bare", "false"), ("core.worktree", "."), ("core.fsmonitor", str(program))):
        git(project, "config", "--file", str(scripts / "config"), key, value)
    git(project, "add", "-A")
    git(project, "commit", "-q", "-m", "a bare repository's files")
    change(project / "scripts" / f"c{AXE}.lua")
    git(project, "commit", "-q", "-am", "change the axe again")
    code, out = run_changed(capsys)
    assert not marker.exists()
    assert code == 0, out
    assert ran(out) == ["axe.yaml"]


def test_the_repositorys_configuration_names_no_program_that_runs(project, hostile, capsys):
    """Its own .git/config (an fsmonitor hook, a clean filter, textconv and external diff drivers,
    a pager, hooks), with .gitattributes choosing the drivers for every script."""
    program, marker = hostile
    hooks = project / "hooks"
    hooks.mkdir()
    for name in ("post-index-change", "reference-transaction", "pre-auto-gc"):
        shutil.copy(program, hooks / name)
    (project / ".gitattributes").write_text("*.lua filter=evil diff=evil\n* filter=other=name diff=other\n")
    for key in ("core.fsmonitor", "filter.evil.clean", "filter.evil.smudge", "filter.evil.process",
                "filter.other=name.clean", "diff.evil.textconv", "diff.evil.command", "diff.other.command",
                "diff.external", "core.pager", "pager.diff"):
        git(project, "config", key, str(program))
    git(project, "config", "filter.evil.required", "true")
    git(project, "config", "core.hooksPath", str(hooks))
    change(project / "scripts" / f"c{TREASURE}.lua")           # not staged: git hashes the file again
    code, out = run_changed(capsys, "HEAD")
    assert not marker.exists()
    assert code == 0, out
    assert ran(out) == ["treasure.yaml"]


@pytest.mark.parametrize("command", ["run", "check-scripts"])
def test_a_ref_that_is_an_option_is_refused_and_writes_nothing(project, tmp_path, command, capsys):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n")
    argv = {"run": ["run", "tests/scenarios", "--scripts", "scripts", "--in-process"],
            "check-scripts": ["check-scripts", "scripts", "--jobs", "1"]}[command]
    with pytest.raises(SystemExit) as stopped:
        cli.main([*argv, f"--changed-since=--output={victim}"])
    message = f"{stopped.value.code}{capsys.readouterr().err}"
    assert "a git ref never starts with '-'" in message
    assert victim.read_text() == "keep me\n"


def test_a_ref_with_a_control_character_is_refused(project, capsys):
    with pytest.raises(SystemExit, match="not a git ref"):
        run_changed(capsys, "HEAD\n--output=x")


def test_the_callers_git_variables_do_not_redirect_git(project, hostile, tmp_path, monkeypatch, capsys):
    program, marker = hostile
    other = tmp_path / "other"
    other.mkdir()
    git(other, "init", "-q")
    git(other, "config", "core.fsmonitor", str(program))
    monkeypatch.setenv("GIT_DIR", str(other / ".git"))
    monkeypatch.setenv("GIT_WORK_TREE", str(other))
    monkeypatch.setenv("GIT_EXTERNAL_DIFF", str(program))
    monkeypatch.setenv("GIT_CONFIG_PARAMETERS", f"'core.fsmonitor'='{program}'")
    code, out = run_changed(capsys)
    assert not marker.exists()
    assert code == 0, out
    assert ran(out) == ["axe.yaml"]


def test_a_git_that_does_not_answer_is_stopped(project, tmp_path, monkeypatch):
    fifo = tmp_path / "config.fifo"             # git waits for a writer that never comes
    os.mkfifo(fifo)
    git(project, "config", "include.path", str(fifo))
    monkeypatch.setattr(safe_git, "TIMEOUT", 0.5)
    start = time.monotonic()
    with pytest.raises(SystemExit, match=r"git rev-parse in .*: no answer within 0.5 s \(stopped\)"):
        cli.main(["run", "tests/scenarios", "--scripts", "scripts", "--in-process", "--changed-since", "HEAD~1"])
    assert time.monotonic() - start < 30


def test_a_script_folder_outside_the_work_tree_is_refused(project, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    with pytest.raises(SystemExit, match="lies outside the git work tree .* of the run's root"):
        cli.main(["run", "tests/scenarios", "--scripts", str(elsewhere), "--in-process", "--changed-since", "HEAD~1"])


def test_a_folder_name_is_a_literal_path_to_git(project, capsys):
    """A folder named like pathspec magic (`:(exclude)*` would mean no file at all) means that folder."""
    magic = project / ":(exclude)*"
    magic.mkdir()
    shutil.copy(project / "scripts" / f"c{TREASURE}.lua", magic / f"c{TREASURE}.lua")
    code = cli.main(["run", "tests/scenarios", "--scripts", str(magic), "--in-process", "--changed-since", "HEAD"])
    out = capsys.readouterr().out
    assert "changed since HEAD: 1 card script(s); selected 1 of 2 scenario(s)" in out
    assert ran(out) == ["treasure.yaml"] and code == 0, out


def test_the_pytest_plugin_refuses_an_option_ref(project, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n")
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/scenarios",
                           "--ygo-scripts", "scripts", f"--ygo-changed-since=--output={victim}"],
                          cwd=project, capture_output=True, text=True)
    assert done.returncode != 0
    assert "a git ref never starts with '-'" in done.stdout + done.stderr
    assert victim.read_text() == "keep me\n"
