"""Line coverage counts only the script files the harness's loader loaded: a chunk name a script
gives to `load` is never opened nor published (`@/etc/passwd`, `@/proc/self/environ`,
`@/proc/self/mem`, a newline that would inject lcov records, a control character that would
break the Cobertura XML, bytes that are not UTF-8), and a good scenario run after such a script,
in the same worker, passes with its coverage intact (harness/lua/observed.py, sandbox.lua's
`line_hits`, harness/ci/coverage.py)."""
import os
import xml.etree.ElementTree as ET

import pytest

from ci_project import DAMAGE_LINE, RECOVER_LINE, cli_run, project, subprocess_run  # noqa: F401  (a fixture)
from harness.ci import coverage
from harness.lua import observed
from harness.lua.runtime import LuaRuntime

HOSTILE = 99980001
NAMES = {                      # Lua string literals of the chunk names a script gives to load
    "passwd": '"@/etc/passwd"',
    "environ": '"@/proc/self/environ"',
    "mem": '"@/proc/self/mem"',
    "lcov injection": '"@a\\nSF:/x"',
    "control character": '"@ctl\\1name"',
    "not UTF-8": '"@\\255\\254bad"',
    "outside file": None,      # outside/secret.lua: valid Lua, so a report that read it would list its lines
}
BODY = 'local x = 1\\nlocal y = 2\\nreturn x + y'


def hostile_script(names):
    loads = "\n".join(f'  load("{BODY}", {name})()' for name in names)
    return f"local s, id = GetID()\nfunction s.initial_effect(c)\n{loads}\nend\n"


HOSTILE_SCENARIO = f"""\
name: a script that loads chunks under hostile names
cards:
  {HOSTILE}: {{name: Hostile, type: [monster, effect], level: 4, atk: 1000, def: 1000}}
board:
  - {{as: mon, code: {HOSTILE}, player: 0, location: mzone}}
steps:
  - expect:
      mon: {{atk: 1000}}
"""


def _names(project):
    return [f'"@{project.outside / "secret.lua"}"' if value is None else value for value in NAMES.values()]


@pytest.fixture
def hostile(project):
    (project.root / "scripts" / f"c{HOSTILE}.lua").write_text(hostile_script(_names(project)), encoding="utf-8")
    (project.root / "scenarios" / "a_hostile.yaml").write_text(HOSTILE_SCENARIO, encoding="utf-8")
    return project


def assert_reports_hold_only_loaded_files(project, out):
    """Every file in the reports is one the loader loaded; the good scenario's coverage is whole."""
    lcov_text = open(f"{out}.info", encoding="utf-8").read()
    files = coverage.read_lcov(f"{out}.info")
    loaded = {project.good_script(), str(project.root / "scripts" / f"c{HOSTILE}.lua")}
    support = {path for path in files if os.path.basename(path) in ("constant.lua", "utility.lua", "procedure.lua")}
    assert set(files) == loaded | support and len(support) == 3
    for leaked in ("/etc/passwd", "/proc/", "SF:/x", "SF:a", "ctl", "bad", "secret", str(project.outside)):
        assert leaked not in lcov_text
    good = files[project.good_script()]
    assert good[RECOVER_LINE] == 1 and good[DAMAGE_LINE] == 0
    root = ET.parse(f"{out}.xml").getroot()                 # well-formed XML, the same files
    assert {c.get("filename") for c in root.iter("class")} >= {"scripts/c99970001.lua", f"scripts/c{HOSTILE}.lua"}
    assert len(list(root.iter("class"))) == len(files)


def test_hostile_chunk_names_are_never_opened_nor_reported_and_the_next_scenario_keeps_its_coverage(hostile, capsys):
    code, out, err = cli_run(capsys, "run", "scenarios", "--scripts", "scripts", "--coverage", "out/cov")
    assert (code, err) == (0, ""), out + err
    assert "PASS scenarios/a_hostile.yaml" in out and "PASS scenarios/b_good.yaml" in out   # one worker, in order
    assert "internal error" not in out
    assert_reports_hold_only_loaded_files(hostile, "out/cov")


def test_the_pytest_plugin_on_two_xdist_nodes_reports_only_loaded_files(hostile):
    done = subprocess_run(hostile.root, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "2", "scenarios",
                          "--ygo-scripts", "scripts", "--ygo-coverage", "out/cov")
    assert done.returncode == 0 and "2 passed" in done.stdout, done.stdout + done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    assert_reports_hold_only_loaded_files(hostile, "out/cov")


@pytest.mark.parametrize("name", [n for n in NAMES if NAMES[n]])
def test_each_hostile_name_is_left_out_in_the_worker_itself(name, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    observed.set_coverage(True)
    try:
        observed.take()
        runtime = LuaRuntime()
        runtime.cover("@c1.lua", "c1.lua")                 # as the loader does for a script file
        runtime.run_chunk(f'local a = 1\nload("{BODY}", {NAMES[name]})()\nlocal b = 2\n', "@c1.lua")
        first = observed.take()
        runtime = LuaRuntime()                             # the next duel: nothing left over
        runtime.cover("@c1.lua", "c1.lua")
        runtime.run_chunk("local a = 1\nlocal b = 2\n", "@c1.lua")
        second = observed.take()
    finally:
        observed.set_coverage(False)
    assert first[1] == {str(tmp_path / "c1.lua"): {1: 1, 2: 1, 3: 1}}
    assert second[1] == {str(tmp_path / "c1.lua"): {1: 1, 2: 1}}


def test_a_chunk_named_like_a_loaded_file_drops_that_files_counts_never_mixes_them(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    observed.set_coverage(True)
    try:
        observed.take()
        runtime = LuaRuntime()
        runtime.cover("@c1.lua", "c1.lua")
        runtime.run_chunk('local x = 1\nload("\\n\\n\\n\\n\\nlocal fake = 1", "@c1.lua")()\n', "@c1.lua")
        _, hits = observed.take()
    finally:
        observed.set_coverage(False)
    assert hits == {}


def test_a_chunk_run_by_the_harness_but_not_loaded_from_a_file_is_not_counted(tmp_path, monkeypatch):
    # a scenario's `lua:` step runs under the scenario file's name: not a script file
    monkeypatch.chdir(tmp_path)
    observed.set_coverage(True)
    try:
        observed.take()
        LuaRuntime().run_chunk("local x = 1\n", "@scenario.yaml")
        _, hits = observed.take()
    finally:
        observed.set_coverage(False)
    assert hits == {}


@pytest.mark.parametrize("folder", [b"odd\nSF:x", b"odd\x1b[31m", b"odd\xff"])
def test_a_loaded_file_whose_path_cannot_be_printed_is_left_out_and_said_so(project, capsys, folder):
    # the repository names its folders: a loaded script's path may hold a newline, an escape or
    # bytes that are not UTF-8; such a file is left out of both reports, never written into them
    os.mkdir(folder)
    with open(folder + b"/c99970001.lua", "w") as handle:
        handle.write(open("scripts/c99970001.lua").read())
    code, out, err = cli_run(capsys, "run", "scenarios", "--scripts", os.fsdecode(folder), "--coverage", "out/cov")
    assert (code, err) == (0, ""), out + err
    assert "(1 file(s) left out, their path holding a control character or bytes that are not UTF-8: " in out
    files = coverage.read_lcov("out/cov.info")
    assert all(os.path.basename(path) != "c99970001.lua" for path in files) and len(files) == 3
    text = open("out/cov.info", encoding="utf-8").read()
    assert "SF:x" not in text and "odd" not in text
    ET.parse("out/cov.xml")
