"""The outside guarantee on every path that runs untrusted files: check-scripts (shallow and
--deep), snapshot, sweep-equips, show, new and bench run them in worker processes that are killed
after the wall-clock limit per item (--timeout), and the item is one clear, named failure while
the rest of the run goes on.

The stand-in for work no in-process budget sees (one C call that never returns) is reading the
script c1002.lua: the `stuck` fixture makes that read sleep for an hour. The workers are forked
from the test's process, so they inherit the patch."""
import json
import os
import tempfile
import time

import pytest

from harness import cli
from harness.isolation import Isolation
from harness.lua import host
from harness.probe import boards, sweep
from harness.probe.batches import run_batches

GOOD = """local s,id=GetID()
-- EQUIP (sweep-equips looks at scripts that say it)
function s.initial_effect(c)
  local e=Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_SINGLE)
  e:SetCode(EFFECT_UPDATE_ATTACK)
  e:SetValue(1)
  c:RegisterEffect(e)
end
"""
LIMIT = ["--timeout", "1"]      # the smallest limit well above a good script's time
WHOLE = ["--timeout", "0.5"]    # a limit for the whole command, whose one item hangs
BOUND = 45          # seconds: a hang guard for the whole command, not a speed target


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    scripts = tmp_path / "scripts"
    scripts.mkdir()
    for code in (1001, 1002, 1003):
        (scripts / f"c{code}.lua").write_text(GOOD)
    real_read = host.read_script

    def read(path):
        if path.endswith("c1002.lua"):
            time.sleep(3600)
        return real_read(path)
    monkeypatch.setattr(host, "read_script", read)
    monkeypatch.setattr(sweep, "read_script", read)
    return scripts


def main(*argv):
    start = time.monotonic()
    code = cli.main([str(a) for a in argv])
    assert time.monotonic() - start < BOUND
    return code


def statuses(report, key):
    return {entry["code"]: entry for entry in report[key]}


def test_check_scripts_reports_the_stuck_script_and_checks_the_others(folder, tmp_path):
    out = tmp_path / "report.json"
    assert main("check-scripts", folder, "--json", out, "--jobs", "1", *LIMIT) == 0
    text = out.read_text()
    assert "stopped after 1 s, the limit per script" in text
    report = json.loads(text)
    assert report["counts"]["ok"] == 2


def test_check_scripts_deep_reports_the_stuck_script(folder, tmp_path):
    out = tmp_path / "deep.json"
    assert main("check-scripts", folder, "--deep", "--json", out, "--jobs", "1", *LIMIT) == 0
    text = out.read_text()
    assert "stopped after 1 s, the limit per script" in text and "1001" in text and "1003" in text


def test_snapshot_reports_the_stuck_script_and_writes_no_file_for_it(folder, tmp_path, monkeypatch):
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temporary))
    monkeypatch.setattr(boards, "_MADE_UP_ROOT", [])        # this run makes its own
    out, report = tmp_path / "snaps", tmp_path / "snap.json"
    assert main("snapshot", folder, "-o", out, "--json", report, "--jobs", "1", *LIMIT) == 0
    text = report.read_text()
    assert "stopped after 1 s, the limit per script" in text
    assert not (out / "c1002.yaml").exists()
    # the killed worker and the one after it made their made-up folders inside this process's
    # folder, which goes when this process exits: nothing of theirs is left beside it
    [root] = temporary.iterdir()
    assert root == boards.made_up_root() and len(list(root.iterdir())) >= 2


def test_sweep_equips_reports_the_stuck_equip_spell(folder, capsys):
    assert main("sweep-equips", folder, "--jobs", "1", *LIMIT) == 0
    out = capsys.readouterr().out
    assert "error  c1002.lua: stopped after 1 s, the limit per script" in out


HANGING_SCENARIO = """\
name: hangs
scripts: [scripts]
cards:
  1002: {name: Stuck, type: [monster, effect], level: 4, atk: 1000, def: 1000}
board:
  - {as: stuck, code: 1002, player: 0, location: hand}
steps:
  - expect:
      stuck: {location: hand}
"""


def test_show_stops_a_scenario_that_hangs(tmp_path, folder, capsys):
    path = tmp_path / "hang.yaml"
    path.write_text(HANGING_SCENARIO)
    assert main("show", path, *WHOLE) == 1
    assert "exceeded its time limit of 0.5 s and was stopped" in capsys.readouterr().err


def test_show_still_prints_a_good_scenario_from_its_worker(capsys):
    from harness.bundled import BUNDLED_SCENARIOS
    good = BUNDLED_SCENARIOS / "chain_limits" / "mira_lets_its_own_controller_respond.yaml"
    assert main("show", good) == 0
    assert "Board after step" in capsys.readouterr().out


def test_new_stops_a_card_whose_script_hangs(folder, capsys):
    assert main("new", "1002", "--scripts", folder, *WHOLE) == 1
    assert "ygo-harness new: 1002: exceeded its time limit of 0.5 s" in capsys.readouterr().err


def test_bench_reports_a_scenario_that_hangs_and_times_the_rest(tmp_path, monkeypatch, capsys, folder):
    from harness.bundled import BUNDLED_SCENARIOS
    good = BUNDLED_SCENARIOS / "chain_limits" / "mira_lets_its_own_controller_respond.yaml"
    path = tmp_path / "hang.yaml"
    path.write_text(HANGING_SCENARIO)
    corpus = tmp_path / "corpus"           # the good scripts: a stuck one there is check-scripts' test
    corpus.mkdir()
    (corpus / "c1001.lua").write_text(GOOD)
    assert main("bench", good, path, "--repeat", "1", "--corpus", corpus, *LIMIT) == 1
    out = capsys.readouterr().out
    assert "scenarios: 1;" in out and f"FAIL {path}: a run exceeded its time limit of 1 s" in out


def _dies_on_2(codes):
    for code in codes:
        if code == 2:
            os.abort()
        yield code * 10


def test_a_batch_whose_worker_dies_reports_that_script_and_runs_the_rest():
    results = run_batches(_dies_on_2, (), [1, 2, 3, 4], 4, jobs=1, on_stuck=lambda code, why: (code, why),
                          isolation=Isolation(timeout=10))
    assert results[0] == 10 and results[2:] == [30, 40]
    assert results[1][0] == 2 and "its worker process died (killed by SIGABRT)" in results[1][1]


def test_no_isolate_runs_in_this_process():
    results = run_batches(lambda codes: (code * 10 for code in codes), (), [1, 2, 3], 2,
                          isolation=Isolation(enabled=False))
    assert results == [10, 20, 30]


def test_sweep_equips_stops_trying_boards_after_its_budget_per_script(tmp_path, monkeypatch):
    """A script that loads but spends its whole call budget on every board would take boards x
    budget: the sweep stops after BUDGET seconds (0 here: at the first board)."""
    (tmp_path / "c1001.lua").write_text(
        "local s,id=GetID()\n-- EQUIP\nfunction s.initial_effect(c)\n  aux.AddEquipSpellEffect(c,true,true,Card.IsFaceup,nil)\nend\n")
    monkeypatch.setattr(sweep, "BUDGET", 0.0)
    [result] = sweep.sweep_equips(tmp_path, isolation=Isolation(enabled=False))
    assert result.verdict == "error" and "the budget per script" in result.errors[-1]


def test_sweep_equips_reports_a_script_that_cannot_be_created_once(tmp_path):
    (tmp_path / "c1001.lua").write_text("local s,id=GetID()\n-- EQUIP\nfunction s.initial_effect(c)\n  error('no')\nend\n")
    [result] = sweep.sweep_equips(tmp_path, isolation=Isolation(enabled=False))
    assert result.verdict == "error" and len(result.errors) == 1 and "c1001.lua:4: no" in result.errors[0]
