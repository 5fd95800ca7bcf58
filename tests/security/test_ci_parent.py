"""The work the harness's own process does on a repository's files before any worker runs
(docs/security.md, "Git and the parent process"): the scenario files `--changed-since` and the
pre-commit hook read to select are bounded as a scenario file is (size, aliases, nodes, depth),
a file over a limit is selected and then fails clearly; the hook's file names are never options
and its scenarios run under --timeout; the numbers of a command line are range-checked."""
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from harness import cli
from harness.bundled import BUNDLED_SCRIPTS
from harness.ci import shards
from harness.lua import host

ROOT = Path(__file__).resolve().parents[2]
AXE = 40619825
BOUND = 60          # seconds: a hang guard, not a speed target
SHORT = 1000        # a code short enough to be an ATK value: a file naming it is parsed

AXE_SCENARIO = f"""\
name: the Axe equips to Blue-Eyes
board:
  - {{as: bewd, code: 89631139, player: 1, location: mzone}}
  - {{as: axe, code: {AXE}, player: 0, location: hand}}
steps:
  - activate: axe
    targets: [bewd]
  - expect:
      bewd: {{atk: {{atk}}}}
"""
SHORT_SCRIPT = "local s,id=GetID()\nfunction s.initial_effect(c)\nend\n"


def alias_bomb():
    """A few hundred bytes naming the SHORT card, whose steps are 10^9 nodes once its aliases are
    expanded (a reader that walks them all never ends)."""
    lines = ["name: bomb", f"a0: &a0 [{', '.join([str(SHORT)] * 10)}]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 9)]
    return "\n".join([*lines, "steps: [{expect: *a8}]"]) + "\n"


@pytest.fixture
def staged(tmp_path, monkeypatch):
    """A scripts repository's folder (scripts at the root, scenarios/ with the Axe's)."""
    for name in ("YGO_HARNESS_SCRIPTS", "YGO_HARNESS_CDB", "YGO_HARNESS_MAX_FILE_BYTES"):
        monkeypatch.delenv(name, raising=False)
    shutil.copy(BUNDLED_SCRIPTS / f"c{AXE}.lua", tmp_path / f"c{AXE}.lua")
    (tmp_path / f"c{SHORT}.lua").write_text(SHORT_SCRIPT)
    (tmp_path / "scenarios").mkdir()
    (tmp_path / "scenarios" / "axe.yaml").write_text(AXE_SCENARIO.replace("{atk}", "4000"))
    monkeypatch.chdir(tmp_path)
    return tmp_path


def hook_argv(files):
    """The command line pre-commit makes of the hook's definition: entry, args, the staged files."""
    hook = next(h for h in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text()) if h["id"] == "ygo-harness")
    entry = hook["entry"].split()
    assert entry[0] == "ygo-harness"
    return [*entry[1:], *hook.get("args", []), *files]


# --- the files the parent reads to select -------------------------------------------------------

def test_an_alias_bomb_and_an_oversize_file_fail_clearly_and_the_good_scenario_passes(staged):
    (staged / "scenarios" / "bomb.yaml").write_text(alias_bomb())
    (staged / "scenarios" / "big.yaml").write_text(f"name: big\ncards: {{{SHORT}: {{name: x, type: [spell]}}}}\n"
                                                    + "# padding\n" * 300)
    env = {**os.environ, "YGO_HARNESS_MAX_FILE_BYTES": "2000"}
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "harness", *hook_argv([f"c{AXE}.lua", f"c{SHORT}.lua"])],
                          cwd=staged, capture_output=True, text=True, env=env, timeout=BOUND)
    assert time.monotonic() - start < BOUND
    out = done.stdout
    assert done.returncode == 1, out + done.stderr
    assert "Traceback" not in out + done.stderr
    assert "selected 3 of 3 scenario(s) (1 it names a changed card; 2 it does not load (run to see why))" in out
    assert "PASS scenarios/axe.yaml" in out
    assert "FAIL scenarios/bomb.yaml" in out and "(limit max_yaml_nodes" in out
    assert "FAIL scenarios/big.yaml" in out and "over the limit of 2000 bytes" in out


SELECT_UNDER_1_GIB = """\
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
from harness.ci import changed
print(changed.select([sys.argv[1]], changed.Changes(codes={%d})))
""" % SHORT


def test_a_huge_scenario_file_is_never_read_whole(tmp_path):
    """1.5 GB (sparse) naming the SHORT card in its first line: selected as not loading, with the
    parent under a 1 GiB address-space limit (reading it whole would take 3 GB)."""
    path = tmp_path / "huge.yaml"
    with open(path, "wb") as handle:
        handle.write(f"name: huge\ncards: {{{SHORT}: {{name: x, type: [spell]}}}}\n".encode())
        handle.truncate(1_500_000_000)
    done = subprocess.run([sys.executable, "-c", SELECT_UNDER_1_GIB, str(path)], capture_output=True, text=True,
                          timeout=BOUND)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"([{str(path)!r}], {{'it does not load (run to see why)': 1}})"


# --- the pre-commit hook's command line ---------------------------------------------------------

def test_a_staged_file_named_like_an_option_is_a_file(staged, capsys):
    """pre-commit passes `--scenarios=none.yaml` (a staged file) after the hook's args: read as
    an option it would replace the scenario folders, and the failing scenario would be skipped."""
    (staged / "scenarios" / "axe.yaml").write_text(AXE_SCENARIO.replace("{atk}", "9999"))
    (staged / "--scenarios=none.yaml").write_text("name: none\n")
    assert cli.main(["pre-commit", *hook_argv([f"c{AXE}.lua", "--scenarios=none.yaml"])[1:]]) == 1
    out = capsys.readouterr().out
    assert "FAIL scenarios/axe.yaml" in out


def test_a_scenario_file_named_like_an_option_runs_as_a_file(staged, capsys):
    (staged / "scenarios" / "axe.yaml").unlink()
    (staged / "--trace.yaml").write_text(AXE_SCENARIO.replace("{atk}", "9999"))
    assert cli.main(["pre-commit", "--scenarios", ".", "--", f"c{AXE}.lua"]) == 1
    out = capsys.readouterr().out
    assert "FAIL --trace.yaml" in out and "expected" in out.split("FAIL --trace.yaml", 1)[1]


def test_the_hook_wants_its_files_after_the_separator(staged, capsys):
    with pytest.raises(SystemExit) as stopped:
        cli.main(["pre-commit", "--scenarios", "scenarios", f"c{AXE}.lua"])
    assert stopped.value.code == 2
    assert "the file names come after `--`" in capsys.readouterr().err


HANGING_SCENARIO = """\
name: hangs
cards:
  1002: {name: Stuck, type: [monster, effect], level: 4, atk: 1000, def: 1000}
board:
  - {as: stuck, code: 1002, player: 0, location: hand}
steps:
  - expect:
      stuck: {location: hand}
"""


def test_the_hook_passes_its_timeout_to_the_run(staged, monkeypatch, capsys):
    """The stand-in for work no in-process budget sees: reading c1002.lua sleeps for an hour (the
    workers are forked from this process, so they inherit the patch)."""
    (staged / "c1002.lua").write_text(SHORT_SCRIPT)
    (staged / "scenarios" / "hangs.yaml").write_text(HANGING_SCENARIO)
    real_read = host.read_script

    def read(path):
        if path.endswith("c1002.lua"):
            time.sleep(3600)
        return real_read(path)
    monkeypatch.setattr(host, "read_script", read)
    start = time.monotonic()
    assert cli.main(["pre-commit", "--timeout", "0.5", "--", "c1002.lua"]) == 1
    assert time.monotonic() - start < BOUND
    out = capsys.readouterr().out
    assert "FAIL scenarios/hangs.yaml" in out and "exceeded its time limit of 0.5 s" in out


# --- numbers on the command line ----------------------------------------------------------------

BAD_NUMBERS = [
    (["run", "--shard", "1/1000000000"], "--shard", "N must be between 1 and 10,000"),
    (["run", "--shard", "3/2"], "--shard", "K must be between 1 and N"),
    (["run", "--jobs", "0"], "--jobs", "from 1 to 256"),
    (["run", "--jobs", "9" * 5000], "--jobs", "from 1 to 256"),
    (["run", "--timeout", "nan"], "--timeout", "above 0 and at most 86,400"),
    (["run", "--timeout", "1e300"], "--timeout", "above 0 and at most 86,400"),
    (["run", "--timeout", "-1"], "--timeout", "above 0"),
    (["run", "--worker-memory", "99999999999999"], "--worker-memory", "from 0 to 1,048,576"),
    (["new", "99999999999"], "code", "not a card code (1 to 4294967295)"),
    (["snapshot", "scripts", "-o", "out", "--jobs", "-3"], "--jobs", "from 1 to 256"),
    (["snapshot", "scripts", "-o", "out", "--codes", "1,0x1ffffffff"], "--codes", "not a card code"),
    (["bench", "--repeat", "100000000000"], "--repeat", "from 1 to 1,000,000"),
    (["check-scripts", "scripts", "--limit", "0"], "--limit", "from 1 to 1,000,000"),
    (["check-scripts", "scripts", "--budget", "inf"], "--budget", "above 0 and at most 86,400"),
    (["check-scripts", "scripts", "--shard", "1/0"], "--shard", "N must be between 1 and 10,000"),
    (["sweep-equips", "scripts", "--jobs", "100000"], "--jobs", "from 1 to 256"),
    (["sweep-equips", "scripts", "--timeout", "1e999"], "--timeout", "above 0 and at most 86,400"),
    (["pre-commit", "--timeout", "0", "--"], "--timeout", "above 0"),
]


@pytest.mark.parametrize("argv, option, message", BAD_NUMBERS, ids=[" ".join(c[0])[:40] for c in BAD_NUMBERS])
def test_a_number_out_of_range_is_a_usage_error(argv, option, message, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "scripts").mkdir()
    with pytest.raises(SystemExit) as stopped:
        cli.main(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert f"argument {option}: " in err and message in err


def test_the_pytest_timeout_is_range_checked(tmp_path):
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--ygo-timeout", "inf"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=BOUND)
    assert done.returncode == 4
    assert "argument --ygo-timeout: must be a number of seconds above 0 and at most 86,400" in done.stderr


def test_the_largest_shard_count_is_quick():
    items = list(range(12_000))
    start = time.monotonic()
    parts = shards.partition(items, lambda item: item % 17 + 1, shards.parse_shard("1/10000")[1])
    assert time.monotonic() - start < 10
    assert sorted(item for part in parts for item in part) == items and len(parts) == 10_000
