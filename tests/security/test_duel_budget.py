"""Class 2 of the second hardening round: budgets that add up. Each call from the harness into Lua
has its own budget; a duel's calls together (every step and callback of a scenario) have one too,
so hundreds of calls that each stay just under theirs still end, with a clear script error."""
import textwrap

import pytest

from harness.engine.state.errors import ScriptError
from harness.lua.runtime import DEFAULT_DUEL_INSTRUCTION_BUDGET, DEFAULT_DUEL_TIME_BUDGET, LuaRuntime
from harness.scenario.loader import load_scenario
from harness.scenario.runner import ScenarioFailed, run_scenario

SPIN = "return function(n) local x = 0 for i = 1, n do x = x + i end return x end"


def test_calls_that_each_stay_within_their_budget_use_up_the_duels():
    runtime = LuaRuntime(instruction_budget=2_000_000, duel_instruction_budget=5_000_000)
    spin = runtime.run_chunk(SPIN, "=test")[0]
    for _ in range(3):                  # about 1.6 million instructions each: 4.8 of the duel's 5
        runtime.call(spin, 800_000)
    with pytest.raises(ScriptError) as caught:
        runtime.call(spin, 800_000)
    assert "the duel's scripts used up their budget of 5000000 instructions" in caught.value.message
    with pytest.raises(ScriptError, match="used up their budget"):
        runtime.call(spin, 10)         # spent is spent: the duel stays out of budget


def test_a_loop_stops_at_the_duels_time_budget_when_it_comes_before_the_calls():
    runtime = LuaRuntime(instruction_budget=10 ** 12, time_budget=30, duel_time_budget=0.3)
    with pytest.raises(ScriptError) as caught:
        runtime.run_chunk("local n = 0\nwhile true do n = n + 1 end\n", "@spin.lua")
    assert "the duel's scripts used up their budget of 0.3 s" in caught.value.message
    assert "spin.lua:2" in caught.value.message


def test_the_defaults_are_ten_calls_of_instructions_and_twenty_seconds():
    runtime = LuaRuntime()
    assert DEFAULT_DUEL_INSTRUCTION_BUDGET == 10 * runtime.instruction_budget
    assert DEFAULT_DUEL_TIME_BUDGET == 20.0


def test_a_scenario_of_many_steps_each_under_the_call_budget_fails_clearly(tmp_path, monkeypatch):
    # 12 lua steps of about 5 million instructions each: every one within the 50 million of a call,
    # together over a duel's budget of 40 million (the default is 500 million: the same, only slower)
    monkeypatch.setattr("harness.lua.runtime.DEFAULT_DUEL_INSTRUCTION_BUDGET", 40_000_000)
    step = "  - lua: \"local x = 0 for i = 1, 2500000 do x = x + i end\"\n"
    path = tmp_path / "many.yaml"
    path.write_text(textwrap.dedent("""\
        name: many steps under the call budget
        board: []
        steps:
        """) + step * 12, encoding="utf-8")
    with pytest.raises(ScenarioFailed) as caught:
        run_scenario(load_scenario(path))
    report = str(caught.value)
    assert "the duel's scripts used up their budget of 40000000 instructions" in report
    assert "many.yaml:" in report
