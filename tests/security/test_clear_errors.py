"""Hostile scripts and scenario files that used to end as "internal error of the harness" (a Python
exception of the harness's own) now end as a script error naming the script line and the effects
involved, or as a file:line:column error of the scenario (issue 23, class 4).

Each case is a scenario run the way `ygo-harness run` runs it (load_scenario + run_scenario): a
ScenarioFailed or ScenarioError is a clear report; anything else escaping is an internal error.
"""
import os
import time
from pathlib import Path

import pytest

from harness.engine.state.errors import ScriptError
from harness.scenario.loader import ScenarioError, load_scenario
from harness.scenario.runner import ScenarioFailed, run_scenario

HANG_GUARD = 30.0
CARD = 95230001


def scenario(tmp_path, script, steps="  - expect:\n      m: {location: mzone}\n", board=None, extra="", atk=1000):
    scripts = tmp_path / "scripts"
    scripts.mkdir(exist_ok=True)
    if script is not None:
        (scripts / f"c{CARD}.lua").write_text("local s, id = GetID()\n" + script, encoding="utf-8")
    board = board or (f"  - {{as: m, code: {CARD}, location: mzone}}\n"
                      f"  - {{as: bewd, code: 89631139, player: 1, location: mzone}}\n")
    path = tmp_path / "case.yaml"
    path.write_text(f"name: case\nscripts: [scripts]\ncards:\n  {CARD}: {{name: Hostile, type: [monster, effect], "
                    f"level: 4, atk: {atk}, def: 1000}}\n{extra}board:\n{board}steps:\n{steps}", encoding="utf-8")
    return path


def report(path):
    """The failure report of a scenario that must fail clearly, within the hang guard."""
    start = time.monotonic()
    with pytest.raises((ScenarioFailed, ScenarioError)) as caught:
        run_scenario(load_scenario(path))
    assert time.monotonic() - start < HANG_GUARD
    text = str(caught.value)
    assert "internal error" not in text.lower() and "Traceback" not in text
    return text


def single(code, value):
    return (f"function s.initial_effect(c)\n  local e = Effect.CreateEffect(c)\n  e:SetType(EFFECT_TYPE_SINGLE)\n"
            f"  e:SetProperty(EFFECT_FLAG_SINGLE_RANGE)\n  e:SetRange(LOCATION_MZONE)\n  e:SetCode({code})\n"
            f"  e:SetValue({value})\n  c:RegisterEffect(e)\nend\n")


# -- engine loops --------------------------------------------------------------------------------------
def test_a_position_that_alternates_forever_names_its_effect_and_line(tmp_path):
    text = report(scenario(tmp_path, single("EFFECT_SET_POSITION", "function(e, c)\n"
                                            "    if c:IsAttackPos() then return POS_FACEUP_DEFENSE end\n"
                                            "    return POS_FACEUP_ATTACK end")))
    assert "the adjust pass did not settle after 32 rounds" in text
    assert "the EFFECT_SET_POSITION effect of m (Hostile)" in text
    assert f"c{CARD}.lua:8" in text           # where the value function is defined


def test_a_self_destroy_the_card_is_protected_from_names_both_effects(tmp_path):
    script = single("EFFECT_SELF_DESTROY", "1").replace(
        "  c:RegisterEffect(e)\nend\n",
        "  c:RegisterEffect(e)\n  local e2 = e:Clone()\n  e2:SetCode(EFFECT_INDESTRUCTABLE)\n  c:RegisterEffect(e2)\nend\n")
    text = report(scenario(tmp_path, script))
    assert "the adjust pass did not settle" in text
    assert "the EFFECT_SELF_DESTROY effect of m (Hostile)" in text
    assert "the EFFECT_INDESTRUCTABLE effect of m (Hostile)" in text


def test_a_forced_trigger_raising_its_own_event_names_its_effect_and_line(tmp_path):
    script = ("function s.initial_effect(c)\n  local e = Effect.CreateEffect(c)\n"
              "  e:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_F)\n  e:SetRange(LOCATION_MZONE)\n"
              "  e:SetCode(EVENT_CUSTOM + id)\n"
              "  e:SetOperation(function(e, tp) Duel.RaiseEvent(e:GetHandler(), EVENT_CUSTOM + id, e, 0, tp, tp, 0) end)\n"
              "  c:RegisterEffect(e)\nend\n")
    text = report(scenario(tmp_path, script, steps=f"  - lua: Duel.RaiseEvent(cards.m, EVENT_CUSTOM + {CARD}, nil, 0, 0, 0, 0)\n"))
    assert "more than 100 consecutive chains of triggers" in text
    assert "effect 1 of m (Hostile)" in text and f"c{CARD}.lua:7" in text
    assert "case.yaml:9: step 1 (lua)" in text


# -- effect values the engine could not use --------------------------------------------------------------
def test_a_destroy_substitute_registered_to_a_player_without_a_card(tmp_path):
    steps = ("  - lua: |\n      local e = Effect.GlobalEffect()\n      e:SetType(EFFECT_TYPE_FIELD)\n"
             "      e:SetCode(EFFECT_DESTROY_SUBSTITUTE)\n      e:SetTargetRange(LOCATION_MZONE, LOCATION_MZONE)\n"
             "      e:SetValue(1)\n      Duel.RegisterEffect(e, 0)\n  - destroy: [bewd]\n")
    text = report(scenario(tmp_path, "function s.initial_effect(c) end\n", steps=steps))
    assert "EFFECT_DESTROY_SUBSTITUTE has no card to destroy instead" in text and "step 2 (destroy)" in text


def test_a_destroy_substitute_registered_to_a_player_by_a_card_destroys_that_card(tmp_path):
    # as field::add_effect: an effect registered to a player has its owner as handler
    script = ("function s.initial_effect(c)\n  local e = Effect.CreateEffect(c)\n  e:SetType(EFFECT_TYPE_FIELD)\n"
              "  e:SetCode(EFFECT_DESTROY_SUBSTITUTE)\n  e:SetTargetRange(0, LOCATION_MZONE)\n  e:SetValue(1)\n"
              "  Duel.RegisterEffect(e, 0)\nend\n")
    run_scenario(load_scenario(scenario(tmp_path, script, steps=(
        "  - destroy: [bewd]\n  - expect:\n      bewd: {location: mzone}\n      m: {location: grave}\n"))))


@pytest.mark.parametrize("value", ["12345", "LOCATION_MZONE", "LOCATION_ONFIELD"])
def test_a_leave_field_redirect_to_no_place(tmp_path, value):
    # no EFFECT_FLAG_SINGLE_RANGE: a moving card's field effects stop before its redirect is read
    script = single("EFFECT_LEAVE_FIELD_REDIRECT", value).replace("  e:SetProperty(EFFECT_FLAG_SINGLE_RANGE)\n", "")
    text = report(scenario(tmp_path, script, steps="  - destroy: [m]\n"))
    assert "the value of the EFFECT_LEAVE_FIELD_REDIRECT effect of m (Hostile)" in text
    assert "no place to send a card to" in text and "step 1 (destroy)" in text


def test_a_battle_destroy_redirect_to_no_place(tmp_path):
    script = ("function s.initial_effect(c)\n  local e = Effect.CreateEffect(c)\n  e:SetType(EFFECT_TYPE_SINGLE)\n"
              "  e:SetCode(EFFECT_BATTLE_DESTROY_REDIRECT)\n  e:SetValue(LOCATION_MZONE)\n  c:RegisterEffect(e)\nend\n")
    text = report(scenario(tmp_path, script, atk=5000, extra="turn: {player: 0, phase: main1, number: 2}\n",
                           board=f"  - {{as: m, code: {CARD}, location: mzone}}\n"
                                 f"  - {{as: gaia, code: 6368038, player: 1, location: mzone}}\n",
                           steps="  - attack: m\n    target: gaia\n"))
    assert "the value of the EFFECT_BATTLE_DESTROY_REDIRECT effect of m (Hostile)" in text


# -- Lua run implicitly by a binding, and errors the message handler cannot report -----------------------
def test_debug_message_of_a_value_whose_tostring_fails(tmp_path):
    text = report(scenario(tmp_path, "function s.initial_effect(c)\n"
                                     "  Debug.Message(setmetatable({}, {__tostring = function() error('no text') end}))\n"
                                     "end\n"))
    assert "Debug.Message: script code it ran failed" in text and f"c{CARD}.lua:3: no text" in text


def test_a_memory_error_names_the_function_the_harness_called(tmp_path):
    from harness.lua.runtime import LuaRuntime
    runtime = LuaRuntime(max_memory=64 * 1024 * 1024)
    function = runtime.run_chunk("return function()\n  local t = {}\n  for i = 1, 1e9 do t[i] = {i} end\nend",
                                 "@grow.lua")[0]
    with pytest.raises(ScriptError) as caught:
        runtime.call(function)
    assert "memory" in str(caught.value)
    assert caught.value.where == "grow.lua:1 (in the function defined there)"


# -- scenario files ------------------------------------------------------------------------------------
def test_a_float_sequence_is_a_file_error(tmp_path):
    path = scenario(tmp_path, "function s.initial_effect(c) end\n",
                    board=f"  - {{as: m, code: {CARD}, location: mzone, sequence: 2.0}}\n")
    text = report(path)
    assert "case.yaml:6:" in text and "'sequence': expected an integer, got the number 2.0" in text


@pytest.mark.parametrize("place", ["player", "code", "lp"])
@pytest.mark.parametrize("digits", [4000, 5000])
def test_integers_of_thousands_of_digits(tmp_path, place, digits):
    big = "9" * digits
    if place == "lp":
        path = scenario(tmp_path, "function s.initial_effect(c) end\n", extra=f"players:\n  0: {{lp: {big}}}\n")
    elif place == "player":
        path = scenario(tmp_path, "function s.initial_effect(c) end\n",
                        board=f"  - {{as: m, code: {CARD}, location: mzone, player: {big}}}\n")
    else:
        path = scenario(tmp_path, "function s.initial_effect(c) end\n", board=f"  - {{as: m, code: {big}, location: mzone}}\n")
    text = report(path)
    assert "case.yaml:6:" in text
    assert len(text) < 1000, text[:300]
    if digits == 4000:
        assert "an integer of about 4000 digits is out of range" in text


@pytest.mark.parametrize("where", ["lua", "alias"])
def test_lone_surrogates_are_a_file_error(tmp_path, where):
    if where == "lua":
        path = scenario(tmp_path, "function s.initial_effect(c) end\n", steps='  - lua: "local x = \\"\\uD800\\""\n')
    else:
        path = scenario(tmp_path, "function s.initial_effect(c) end\n",
                        board=f'  - {{as: "m\\uDC00", code: {CARD}, location: mzone}}\n',
                        steps='  - lua: assert(true)\n')
    text = report(path)
    assert "lone surrogate" in text and ("case.yaml:9:" in text if where == "lua" else "case.yaml:6:" in text)


# -- script files that cannot be read --------------------------------------------------------------------
@pytest.mark.skipif(not Path("/proc/self/mem").exists(), reason="needs /proc")
def test_a_script_that_is_a_symlink_to_proc_self_mem(tmp_path):
    path = scenario(tmp_path, None)
    os.symlink("/proc/self/mem", tmp_path / "scripts" / f"c{CARD}.lua")
    text = report(path)
    assert "cannot read the script" in text and f"c{CARD}.lua" in text


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads a file of mode 000")
def test_a_script_of_mode_000(tmp_path):
    path = scenario(tmp_path, "function s.initial_effect(c) end\n")
    (tmp_path / "scripts" / f"c{CARD}.lua").chmod(0)
    try:
        text = report(path)
    finally:
        (tmp_path / "scripts" / f"c{CARD}.lua").chmod(0o644)
    assert "cannot read the script" in text and "Permission denied" in text
