"""`ygo-harness run` survives what the sandbox cannot see: a scenario that hangs or kills its
process is one failure, the next scenario still runs; Ctrl-C stops cleanly with a summary."""
import os
import signal
import subprocess
import sys
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
    worker = Worker(_behaves, "opts", timeout=1.0)
    try:
        start = time.monotonic()
        with pytest.raises(ScenarioTimeout, match="exceeded its time limit of 1 s"):
            worker.run("hang")
        assert time.monotonic() - start < 8
        assert worker.run("next") == (True, "ran next with opts")
    finally:
        worker.stop()


def test_trace_lines_arrive_as_they_come_even_from_a_scenario_that_hangs():
    worker = Worker(_behaves, "opts", timeout=1.0)
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
    process = subprocess.Popen([sys.executable, "-m", "harness", "run", str(folder)], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
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
