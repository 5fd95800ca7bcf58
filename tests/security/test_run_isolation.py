"""`ygo-harness run` survives what the sandbox cannot see: a scenario that hangs or kills its
process is one failure, the next scenario still runs; Ctrl-C stops cleanly with a summary."""
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from harness import cli
from harness.isolation import ScenarioTimeout, Worker, WorkerDied

ROOT = Path(__file__).resolve().parent.parent.parent
GOOD = ROOT / "scenarios" / "union" / "union_only_equips_to_its_monster.yaml"


def _behaves(path, options, trace_out=None):
    """A stand-in for cli.run_one whose behaviour the path names."""
    name = Path(path).name
    if trace_out is not None:
        trace_out(f"traced {name}")
    if name == "hang":
        while True:
            time.sleep(0.05)
    if name == "abort":
        os.abort()
    if name == "memory":
        raise MemoryError
    return True, f"ran {name} with {options}"


def test_a_scenario_that_outlives_its_time_limit_is_stopped_and_the_next_one_runs():
    worker = Worker(_behaves, "opts", timeout=0.5)
    try:
        start = time.monotonic()
        with pytest.raises(ScenarioTimeout, match="exceeded its time limit of 0.5 s"):
            worker.run("hang")
        assert time.monotonic() - start < 8
        assert worker.run("next") == (True, "ran next with opts")
    finally:
        worker.stop()


def test_trace_lines_arrive_as_they_come_even_from_a_scenario_that_hangs():
    worker = Worker(_behaves, "opts", timeout=0.5)
    seen = []
    try:
        with pytest.raises(ScenarioTimeout):
            worker.run("hang", trace_out=seen.append)
        assert seen == ["traced hang"]
    finally:
        worker.stop()


def test_a_scenario_whose_process_dies_is_one_failure_and_the_next_one_runs():
    worker = Worker(_behaves, "opts", timeout=10.0)
    try:
        with pytest.raises(WorkerDied, match="SIGABRT"):
            worker.run("abort")
        assert worker.run("next") == (True, "ran next with opts")
    finally:
        worker.stop()


def test_python_memory_exhaustion_in_the_worker_is_a_failure_naming_the_limit():
    worker = Worker(_behaves, "opts", timeout=10.0, memory_mb=1234)
    try:
        ok, message = worker.run("memory")
        assert not ok and "memory limit (1234 MB" in message
    finally:
        worker.stop()


def test_workers_started_from_threads_at_once_each_stop_at_once():
    """`run --jobs` starts its workers from several threads: a worker must not hold another's
    end of its exit pipe, or stopping that one waits for both (the 5 s join limit)."""
    workers = [Worker(_behaves, "opts", timeout=10.0) for _ in range(4)]
    barrier = threading.Barrier(len(workers))

    def first_run(worker):
        barrier.wait()
        worker.run("first")
    threads = [threading.Thread(target=first_run, args=(worker,)) for worker in workers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    start = time.monotonic()
    for worker in workers:
        worker.stop()
    assert time.monotonic() - start < 2


def test_a_missing_path_among_several_is_one_failure_and_the_rest_runs(tmp_path, capsys):
    missing = tmp_path / "nope.yaml"
    status = cli.main(["run", str(missing), str(GOOD)])
    out = capsys.readouterr().out
    assert status == 1
    assert f"FAIL {missing}\n    no such file or folder" in out
    assert f"PASS {GOOD}" in out
    assert "1 passed, 1 failed" in out


def test_a_folder_without_scenarios_says_so(tmp_path, capsys):
    assert cli.main(["run", str(tmp_path)]) == 1
    assert "no scenarios found" in capsys.readouterr().out


@pytest.mark.skipif(sys.platform == "win32", reason="sends SIGINT")
def test_ctrl_c_stops_after_the_current_scenario_with_a_summary_and_exit_130():
    folder = ROOT / "scenarios"
    # Ctrl-C as in a terminal, even when these tests run where SIGINT is ignored (started in the
    # background by a shell without job control): the child would inherit that, and Python too
    process = subprocess.Popen([sys.executable, "-m", "harness", "run", str(folder)], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    first = process.stdout.readline()
    assert first.startswith("PASS "), first
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, (out, err)
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    last = out.strip().splitlines()[-1]
    assert "interrupted:" in last and "not run" in last and " passed, " in last


def test_a_bad_limit_variable_is_one_message_before_any_scenario(monkeypatch, capsys):
    monkeypatch.setenv("YGO_HARNESS_MAX_STEPS", "abc")
    with pytest.raises(SystemExit) as stopped:
        cli.main(["run", str(GOOD)])
    assert stopped.value.code == "ygo-harness run: YGO_HARNESS_MAX_STEPS must be a positive integer, got 'abc'"
    assert "PASS" not in capsys.readouterr().out


# -- one run with hostile files among good ones ------------------------------------------------------
HOSTILE_SCRIPTS = {
    "abort_the_process": 'setmetatable(_G, {__newindex = function(t, k, v) error("x") end})',
    "hang_in_a_message_handler": 'xpcall(function() while true do end end, function(m) while true do end end)',
    "hang_inside_a_c_function": 'local s = string.rep("", math.maxinteger)',
    "hang_in_a_finalizer": 'setmetatable({}, {__gc = function() while true do end end})',
    "bloat_python": 'for i = 1, 2000 do Debug.Message(string.rep("M", 2^20)) end',
    "name_a_python_attribute": 'local e = Effect.CreateEffect(Duel.GetFieldCard(0, LOCATION_MZONE, 0))\n'
                               'assert(e:GetCondition("__module__") == nil, "read a Python attribute")\n'
                               'error("no attribute read")',
}


HOSTILE_REASONS = {
    "abort_the_process": "the globals table's metatable belongs to the harness",
    "hang_in_a_message_handler": "instruction limit exceeded",
    "hang_inside_a_c_function": "string.rep: 9223372036854775808 repetitions is too many",
    "hang_in_a_finalizer": "a metatable with __gc is not allowed",
    "bloat_python": "instruction limit exceeded",       # string.rep's bytes are charged to the budget
    "name_a_python_attribute": "no attribute read",
}


def _hostile_scenario(folder, name, body):
    card = 77700000 + len(list(folder.glob("*.yaml")))
    scripts = folder / f"scripts_{name}"
    scripts.mkdir()
    (scripts / f"c{card}.lua").write_text(f"local s, id = GetID()\n{body}\nfunction s.initial_effect(c) end\n",
                                          encoding="utf-8")
    (folder / f"{name}.yaml").write_text(
        f"name: {name}\nscripts: [scripts_{name}]\ncards:\n  {card}: {{name: Hostile, type: [spell]}}\n"
        f"board:\n  - {{as: bewd, code: 89631139, location: mzone}}\n  - {{as: hostile, code: {card}, location: hand}}\n"
        f"steps:\n  - expect:\n      bewd: {{location: mzone}}\n", encoding="utf-8")


def test_hostile_scripts_and_files_each_fail_clearly_in_bounded_time_and_the_good_ones_still_pass(tmp_path):
    for name, body in HOSTILE_SCRIPTS.items():
        _hostile_scenario(tmp_path, name, body)
    laughs = "name: laughs\na0: &a0 [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]\n" for i in range(1, 10)) + "board: []\nsteps: []\n"
    (tmp_path / "billion_laughs.yaml").write_text(laughs, encoding="utf-8")
    good = tmp_path / "zz_good.yaml"
    good.write_text(GOOD.read_text(encoding="utf-8"), encoding="utf-8")
    start = time.monotonic()
    run = subprocess.run([sys.executable, "-m", "harness", "run", str(tmp_path), "--timeout", "30"], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    elapsed = time.monotonic() - start
    out = run.stdout
    assert run.returncode == 1, out + run.stderr
    assert f"PASS {good}" in out
    assert f"{len(HOSTILE_SCRIPTS) + 1} failed" in out.splitlines()[-1]
    assert "Traceback" not in out + run.stderr and "internal error" not in out
    for name, why in HOSTILE_REASONS.items():
        report = out.split(f"FAIL {tmp_path / name}.yaml\n", 1)[1].split("\nFAIL ", 1)[0].split("\nPASS ", 1)[0]
        assert why in report and ".lua:" in report, (name, report)
    assert "exceeded its time limit" not in out         # the sandbox stopped each one itself
    assert elapsed < 120
