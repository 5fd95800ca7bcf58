"""harness/ci and docs/ci.md: changed cards, line coverage, shards, merged reports, the pre-commit
hook, and the CI workflows of docs/ci.md run on a throwaway scripts repository."""
import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml

from branching_spell import DAMAGE_LINE, RECOVER_LINE, SCRIPT as BRANCH_SCRIPT
from git_repo import git
from harness import cli
from harness.bundled import BUNDLED_SCRIPTS
from harness.ci import coverage, lines, merge, shards
from harness.lua import observed
from harness.lua.runtime import LuaRuntime
from harness.engine.state.errors import ScriptError

ROOT = Path(__file__).resolve().parent.parent
DTD = Path(__file__).parent / "data" / "ci" / "coverage-04.dtd"
AXE, TREASURE, BRANCH = 40619825, 1435851, 99970001


SCENARIOS = {
    "axe.yaml": f"""\
        name: Axe of Despair equips to Blue-Eyes
        board:
          - {{as: bewd, code: 89631139, player: 1, location: mzone}}
          - {{as: axe,  code: {AXE}, player: 0, location: hand}}
        steps:
          - activate: axe
            targets: [bewd]
          - expect:
              bewd: {{atk: 4000, equipped: [axe]}}
        """,
    "treasure.yaml": f"""\
        name: Dragon Treasure equips to Blue-Eyes
        board:
          - {{as: bewd,     code: 89631139, player: 1, location: mzone}}
          - {{as: treasure, code: {TREASURE}, player: 0, location: hand}}
        steps:
          - activate: treasure
            targets: [bewd]
          - expect:
              bewd: {{atk: 3300}}
        """,
    "branch.yaml": f"""\
        name: the Branching Spell at 8000 LP takes its first branch
        cards:
          {BRANCH}: {{name: Branching Spell, type: [spell]}}
        board:
          - {{as: spell, code: {BRANCH}, player: 0, location: hand}}
        steps:
          - activate: spell
          - expect:
              players: {{0: {{lp: 8500}}, 1: {{lp: 8000}}}}
        """,
}


def make_repo(root):
    """A scripts repository: two bundled scripts and a test card at the root, scenarios in
    tests/scenarios/, one commit."""
    root.mkdir(parents=True, exist_ok=True)
    git(root, "init", "-q", "-b", "master")
    for code in (AXE, TREASURE):
        shutil.copy(BUNDLED_SCRIPTS / f"c{code}.lua", root / f"c{code}.lua")
    (root / f"c{BRANCH}.lua").write_text(BRANCH_SCRIPT, encoding="utf-8")
    for name, text in SCENARIOS.items():
        path = root / "tests" / "scenarios" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "scripts")
    return root


def change(path, commit=True):
    with open(path, "a", encoding="utf-8") as handle:
        handle.write("-- changed\n")
    if commit:
        git(path.parent, "commit", "-q", "-am", f"change {path.name}")


@pytest.fixture
def repo(tmp_path, monkeypatch):
    monkeypatch.delenv("YGO_HARNESS_SCRIPTS", raising=False)
    monkeypatch.delenv("YGO_HARNESS_CDB", raising=False)
    root = make_repo(tmp_path / "repo")
    monkeypatch.chdir(root)
    return root


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    return code, capsys.readouterr().out


def ran(out):
    return sorted(Path(line.split(" ", 1)[1]).name for line in out.splitlines() if line.startswith(("PASS ", "FAIL ")))


# --- changed cards ------------------------------------------------------------------------------

def test_changed_since_runs_only_the_scenarios_naming_the_changed_card(repo, capsys):
    change(repo / f"c{AXE}.lua")
    code, out = run(capsys, "run", "tests/scenarios", "--scripts", ".", "--in-process", "--changed-since", "HEAD~1")
    assert code == 0, out
    assert ran(out) == ["axe.yaml"]
    assert "changed since HEAD~1: 1 card script(s); selected 1 of 3 scenario(s) (1 it names a changed card)" in out
    assert out.rstrip().splitlines()[-1].startswith("1 passed, 0 failed in ")


def test_changed_since_counts_uncommitted_and_untracked_scripts(repo, capsys):
    change(repo / f"c{TREASURE}.lua", commit=False)
    code, out = run(capsys, "run", "tests/scenarios", "--scripts", ".", "--in-process", "--changed-since", "HEAD")
    assert ran(out) == ["treasure.yaml"]
    (repo / f"c{BRANCH}.lua").rename(repo / "c99970002.lua")     # a deleted script, an untracked one
    code, out = run(capsys, "run", "tests/scenarios", "--scripts", ".", "--in-process", "--changed-since", "HEAD")
    assert ran(out) == ["branch.yaml", "treasure.yaml"]


def test_a_changed_helper_selects_every_scenario(repo, capsys):
    shutil.copy(ROOT / "api_stubs" / "utility.lua", repo / "utility.lua")
    git(repo, "add", "utility.lua")
    git(repo, "commit", "-q", "-m", "utility")
    change(repo / "utility.lua")
    code, out = run(capsys, "run", "tests/scenarios", "--scripts", ".", "--in-process", "--changed-since", "HEAD~1")
    assert code == 0, out
    assert ran(out) == ["axe.yaml", "branch.yaml", "treasure.yaml"]
    assert "utility.lua changed: every scenario" in out


def test_no_affected_scenario_is_a_success(repo, capsys):
    code, out = run(capsys, "run", "tests/scenarios", "--scripts", ".", "--in-process", "--changed-since", "HEAD")
    assert code == 0 and "no scenario to run" in out and ran(out) == []


def test_a_bad_ref_ends_the_command(repo, capsys):
    with pytest.raises(SystemExit, match="no-such-ref"):
        cli.main(["run", "tests/scenarios", "--scripts", ".", "--changed-since", "no-such-ref"])


def test_the_record_selects_a_scenario_whose_run_loaded_the_changed_script(repo, capsys):
    code, out = run(capsys, "run", "tests/scenarios", "--scripts", ".", "--record", "record.json")
    assert code == 0, out
    record = json.loads(Path("record.json").read_text())["scenarios"]
    assert [Path(p).name for p in record["tests/scenarios/axe.yaml"]["loaded"]] == [f"c{AXE}.lua"]
    assert record["tests/scenarios/axe.yaml"]["seconds"] > 0
    # a scenario that loads the script without naming it (here: a record saying so)
    record["tests/scenarios/branch.yaml"]["loaded"].append(str(repo / f"c{AXE}.lua"))
    Path("record.json").write_text(json.dumps({"scenarios": record}))
    change(repo / f"c{AXE}.lua")
    code, out = run(capsys, "run", "tests/scenarios", "--scripts", ".", "--in-process", "--changed-since", "HEAD~1",
                    "--record", "record.json")
    assert ran(out) == ["axe.yaml", "branch.yaml"]
    assert "2 its recorded run loaded a changed script" in out


def test_check_scripts_changed_since_checks_only_the_changed_scripts(repo, capsys):
    change(repo / f"c{AXE}.lua")
    for deep in ([], ["--deep"]):
        code, out = run(capsys, "check-scripts", ".", "--jobs", "1", "--changed-since", "HEAD~1", "--json", "r.json", *deep)
        assert code == 0
        assert "1 of 3 script(s) of the folder checked" in out
        assert [s["code"] for s in json.loads(Path("r.json").read_text())["scripts"]] == [AXE]


# --- coverage -----------------------------------------------------------------------------------

def test_executable_lines_are_the_lines_lua_reports_for_every_function():
    text = BRANCH_SCRIPT.encode()
    runtime = LuaRuntime()
    chunk = runtime.lua.globals().load(text)       # an unsandboxed state of the test's own
    del chunk
    import lupa.lua54 as lupa
    lua = lupa.LuaRuntime(encoding=None)
    collect = lua.eval("""function(text)
      local found, s = {}, {}
      local main = load(text, "=t", "t", setmetatable({GetID = function() return s, 1 end}, {__index = _G}))
      for l in pairs(debug.getinfo(main, "L").activelines) do found[l] = true end
      main()
      for _, f in pairs(s) do for l in pairs(debug.getinfo(f, "L").activelines) do found[l] = true end end
      local out = {} for l in pairs(found) do out[#out + 1] = l end table.sort(out) return out end""")
    assert lines.executable_lines(text) == list(collect(text).values())
    assert DAMAGE_LINE in lines.executable_lines(text) and 2 - 1 not in lines.executable_lines(text)


def test_coverage_marks_the_branch_not_taken_as_unrun(repo, capsys, tmp_path):
    code, out = run(capsys, "run", "tests/scenarios/branch.yaml", "--scripts", ".", "--coverage", "out/cov")
    assert code == 0, out
    assert "coverage: " in out
    files = coverage.read_lcov("out/cov.info")
    branch = files[str(repo / f"c{BRANCH}.lua")]
    assert branch[RECOVER_LINE] == 1 and branch[DAMAGE_LINE] == 0
    assert set(branch) == set(lines.executable_lines(BRANCH_SCRIPT))
    assert any(Path(p).name == "utility.lua" for p in files)
    # the coverage command prints the script, the unrun line marked
    code, out = run(capsys, "coverage", "out/cov.info", "--scripts", f"c{BRANCH}.lua")
    marked = {int(m.group(2)): m.group(1) for m in re.finditer(r"^ *(\S*) +(\d+)  ", out, re.M)}
    assert marked[DAMAGE_LINE] == "!!!!" and marked[RECOVER_LINE] == "1" and marked[1] == ""
    # Cobertura: the same lines
    tree = ET.parse("out/cov.xml")
    klass = next(c for c in tree.iter("class") if c.get("filename") == f"c{BRANCH}.lua")
    hits = {int(line.get("number")): int(line.get("hits")) for line in klass.iter("line")}
    assert hits == branch


def test_the_reports_are_read_by_the_standard_tools(repo, capsys, tmp_path):
    code, out = run(capsys, "run", "tests/scenarios", "--scripts", ".", "--coverage", "out/cov")
    assert code == 0, out
    root = ET.parse("out/cov.xml").getroot()
    assert root.tag == "coverage" and int(root.get("lines-valid")) >= int(root.get("lines-covered")) > 0
    checked = 0
    if shutil.which("xmllint"):
        subprocess.run(["xmllint", "--noout", "--nonet", "--dtdvalid", str(DTD), "out/cov.xml"], check=True,
                       capture_output=True)
        checked += 1
    if shutil.which("genhtml"):
        done = subprocess.run(["genhtml", "-q", "out/cov.info", "-o", "html"], capture_output=True, text=True)
        assert done.returncode == 0 and "WARNING" not in done.stderr, done.stderr
        assert (Path("html") / "index.html").is_file()
        checked += 1
    if not checked:
        pytest.skip("neither xmllint nor genhtml is installed (the XML was parsed only)")


def test_coverage_off_records_nothing_and_costs_no_hook():
    observed.take()
    runtime = LuaRuntime()
    runtime.run_chunk("local x = 0 for i = 1, 10 do x = x + i end", "@c1.lua")
    assert observed.take() == ([], {})
    assert dict(runtime._protected(runtime.lua.eval("function() return debug end"))) if False else True


def test_the_budget_still_stops_a_loop_with_coverage_on():
    observed.set_coverage(True)
    try:
        runtime = LuaRuntime(instruction_budget=100_000)
        runtime.cover("@c2.lua", "c2.lua")          # as the loader does for a script file
        with pytest.raises(ScriptError, match="instruction limit exceeded"):
            runtime.run_chunk("local x = 0\nwhile true do\n  x = x + 1\nend", "@c2.lua")
        _, hits = observed.take()
    finally:
        observed.set_coverage(False)
    assert hits[os.path.abspath("c2.lua")][3] > 1000


# --- shards -------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_shards_hold_every_item_exactly_once(n):
    items = [f"s{i}" for i in range(23)]
    weight = lambda item: (int(item[1:]) * 7) % 10 + 1        # noqa: E731
    parts = [shards.shard(items, weight, (k, n)) for k in range(1, n + 1)]
    assert sorted(sum(parts, [])) == sorted(items)
    loads = [sum(map(weight, part)) for part in parts]
    assert max(loads) - min(loads) <= 10                        # no part heavier by more than one item
    assert parts == [shards.shard(items, weight, (k, n)) for k in range(1, n + 1)]     # the same everywhere


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_run_and_check_scripts_shards_cover_every_item_once(repo, capsys, n):
    every, scripts = [], []
    for k in range(1, n + 1):
        code, out = run(capsys, "run", "tests/scenarios", "--scripts", ".", "--in-process", "--shard", f"{k}/{n}")
        assert code == 0, out
        every += ran(out)
        code, out = run(capsys, "check-scripts", ".", "--jobs", "1", "--shard", f"{k}/{n}", "--json", f"c{k}.json")
        scripts += [s["code"] for s in json.loads(Path(f"c{k}.json").read_text())["scripts"]]
    assert sorted(every) == ["axe.yaml", "branch.yaml", "treasure.yaml"]
    assert sorted(scripts) == sorted([AXE, TREASURE, BRANCH])


def test_a_bad_shard_is_refused(capsys):
    with pytest.raises(SystemExit):
        cli.main(["run", "--shard", "3/2"])
    assert "K must be between 1 and N" in capsys.readouterr().err


def test_merge_of_shard_reports_equals_the_whole_report(repo, capsys):
    for mode in ([], ["--deep"]):
        run(capsys, "check-scripts", ".", "--jobs", "1", "--json", "whole.json", *mode)
        for k in (1, 2):
            run(capsys, "check-scripts", ".", "--jobs", "1", "--shard", f"{k}/2", "--json", f"part{k}.json", *mode)
        code, out = run(capsys, "merge", "merged.json", "part1.json", "part2.json")
        assert code == 0 and "3 scripts" in out
        whole, merged = (json.loads(Path(name).read_text()) for name in ("whole.json", "merged.json"))
        for report in (whole, merged):
            report.pop("seconds"), report.pop("parts", None)
        assert merged == whole


def test_merge_refuses_reports_of_different_kinds():
    shallow = {"total": 1, "seconds": 1, "scripts": [{"code": 1, "status": "ok"}]}
    deep = {"mode": "deep", "total": 1, "seconds": 1, "scripts": [{"code": 2, "status": "ran"}]}
    with pytest.raises(ValueError, match="different kinds"):
        merge.merge_reports([shallow, deep])


# --- pre-commit ---------------------------------------------------------------------------------

def _hook_command():
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    hook = next(h for h in hooks if h["id"] == "ygo-harness")
    assert hook["language"] == "python"
    return hook


def _staged(repo):
    out = subprocess.run(["git", "diff", "--cached", "--name-only"], cwd=repo, capture_output=True, text=True,
                         check=True).stdout.split()
    return [name for name in out if re.search(_hook_command()["files"], name)]


def _run_hook(repo, files):
    entry = _hook_command()["entry"].split()
    assert entry[0] == "ygo-harness"
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    args = _hook_command()["args"]
    return subprocess.run([sys.executable, "-m", "harness", *entry[1:], *args, *files], cwd=repo, capture_output=True,
                          text=True, env=env)


def test_the_pre_commit_hook_checks_staged_scripts_and_runs_their_scenarios(repo):
    change(repo / f"c{AXE}.lua", commit=False)
    git(repo, "add", f"c{AXE}.lua")
    done = _run_hook(repo, _staged(repo))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "checked 1 staged script(s): all load" in done.stdout
    assert "selected 1 of 3 scenario(s)" in done.stdout and "axe.yaml" in done.stdout
    (repo / f"c{TREASURE}.lua").write_text("function broken(\n", encoding="utf-8")
    git(repo, "add", f"c{TREASURE}.lua")
    done = _run_hook(repo, _staged(repo))
    assert done.returncode == 1
    assert f"c{TREASURE}.lua: syntax error" in done.stdout


def test_the_pre_commit_hook_with_pre_commit_itself(repo):
    if shutil.which("pre-commit") is None and not (Path(sys.executable).parent / "pre-commit").exists():
        pytest.skip("pre-commit is not installed")
    tool = shutil.which("pre-commit") or str(Path(sys.executable).parent / "pre-commit")
    (repo / ".pre-commit-config.yaml").write_text(textwrap.dedent("""\
        repos:
          - repo: local
            hooks:
              - id: ygo-harness
                name: ygo-harness
                entry: ygo-harness pre-commit
                args: [--]
                language: system
                files: '\\.(lua|ya?ml)$'
                require_serial: true
        """))
    change(repo / f"c{AXE}.lua", commit=False)
    git(repo, "add", "-A")
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
           "PRE_COMMIT_HOME": str(repo.parent / "pc-home")}
    done = subprocess.run([tool, "run"], cwd=repo, capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Passed" in done.stdout


# --- the pytest options ---------------------------------------------------------------------------

def test_pytest_changed_since_and_coverage(repo):
    change(repo / f"c{AXE}.lua")
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/scenarios",
                           "--ygo-scripts", ".", "--ygo-changed-since", "HEAD~1", "--ygo-coverage", "out/cov"],
                          cwd=repo, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed, 2 deselected" in done.stdout
    assert "selected 1 of 3 scenario(s)" in done.stdout
    files = coverage.read_lcov(repo / "out" / "cov.info")
    assert str(repo / f"c{AXE}.lua") in files and str(repo / f"c{TREASURE}.lua") not in files
    assert not (repo / "out" / "cov.parts").exists()


# --- docs/ci.md -----------------------------------------------------------------------------------

def _workflow(title):
    text = (ROOT / "docs" / "ci.md").read_text(encoding="utf-8")
    section = text.split(f"## {title}", 1)[1]
    return yaml.safe_load(re.search(r"```yaml\n(.*?)```", section, re.S).group(1))


def test_the_readme_points_at_docs_ci():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    in_ci = readme.split("### In CI", 1)[1].split("\n### ", 1)[0]
    assert "docs/ci.md" in in_ci


def test_the_github_workflow_runs_on_a_scripts_repository(repo):
    """Every `run:` of docs/ci.md's GitHub workflow but the installs, on a repository with two
    commits (one script changed): the pull request's jobs against HEAD~1, master's for each part."""
    for k in (2, 3, 4):        # a scenario for each of the four parts of the suite
        shutil.copy(repo / "tests" / "scenarios" / "treasure.yaml", repo / "tests" / "scenarios" / f"treasure{k}.yaml")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "more scenarios")
    change(repo / f"c{AXE}.lua")
    workflow = _workflow("GitHub Actions")
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
           "BASE": "HEAD~1", "HARNESS": "unused"}
    skipped, commands = [], 0
    for name in ("changed", "suite", "sweep", "reports"):
        job = workflow["jobs"][name]
        matrix = job.get("strategy", {}).get("matrix", {"-": [None]})
        (key, values), = matrix.items()
        if name == "reports":      # the artifacts of the parts, downloaded
            (repo / "parts").mkdir()
            for part in (repo / "reports").iterdir():
                shutil.copy(part, repo / "parts" / part.name) if part.is_file() else None
        for value in values:
            for step in job["steps"]:
                command = step.get("run")
                if not command or step.get("name", "").startswith("Install"):
                    continue
                command = command.replace("${{ matrix." + key + " }}", str(value))
                assert "${{" not in command, command
                program = command.split()[0]
                # the merge of the parts' coverage needs the parts, which only pytest-split's steps write
                needs_split_parts = "parts/coverage-" in command and not _has("pytest_split")
                if shutil.which(program, path=env["PATH"]) is None or needs_split_parts or (
                        "--splits" in command and not _has("pytest_split")):
                    skipped.append(command)
                    continue
                done = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", command], cwd=repo, env=env,
                                      capture_output=True, text=True)
                assert done.returncode == 0, f"{command}\n{done.stdout}\n{done.stderr}"
                commands += 1
    assert commands >= 6, skipped
    assert json.loads((repo / "reports" / "check.json").read_text())["total"] == 1
    junit = ET.parse(repo / "reports" / "junit.xml").getroot()
    assert sum(int(s.get("tests")) for s in junit.iter("testsuite")) == 1
    assert (repo / "reports" / "coverage.xml").is_file()
    assert json.loads((repo / "reports" / "deep.json").read_text())["total"] == 3


def _has(module):
    import importlib.util
    return importlib.util.find_spec(module) is not None


def test_the_gitlab_pipeline_names_the_same_commands():
    pipeline = _workflow("GitLab CI")
    github = _workflow("GitHub Actions")
    github_runs = " ".join(step.get("run", "") for job in github["jobs"].values() for step in job["steps"])
    for job in ("changed", "suite", "sweep", "sweep-report"):
        for command in pipeline[job]["script"]:
            program = command.split()[0:3]
            if program[0] == "ygo-harness":
                assert f"ygo-harness {program[1]}" in github_runs
    assert pipeline["changed"]["artifacts"]["reports"]["coverage_report"]["coverage_format"] == "cobertura"


def test_a_short_code_is_matched_on_the_board_not_in_an_atk_value(tmp_path):
    from harness.ci import changed
    board = tmp_path / "board.yaml"
    board.write_text("name: x\nboard:\n  - {as: a, code: 10000, player: 0, location: hand}\nsteps: []\n")
    atk = tmp_path / "atk.yaml"
    atk.write_text("name: y\nboard:\n  - {as: a, code: 40619825, player: 0, location: hand}\n"
                   "steps:\n  - expect:\n      a: {atk: 10000}\n      players: {0: {lp: 8000}}\n")
    long_code = changed.select([board, atk], changed.Changes(codes={40619825}))[0]
    assert long_code == [atk]
    selected, reasons = changed.select([board, atk], changed.Changes(codes={10000}))
    assert selected == [board] and reasons == {"it names a changed card": 1}
    announce = tmp_path / "announce.yaml"
    announce.write_text("name: z\nboard:\n  - {as: a, code: 40619825, player: 0, location: hand}\n"
                        "steps:\n  - activate: a\n    announce: 10000\n")
    assert changed.select([announce], changed.Changes(codes={10000}))[0] == [announce]
