"""Work done inside C (or in Python for one API call) that the count hook cannot see: each case
is either charged to the instruction budget by an estimate of its work, or refused before it
starts, and ends as a ScriptError naming the script line (harness/lua/sandbox.lua; issue 23,
class 1).

Budgets are small so that the refusals come at once; a case that would run for minutes without
its fix is built so that, without the fix, it fails fast on a wrong outcome instead (or runs in
a child process with a generous timeout).
"""
import time

import pytest

from harness import constants
from harness.engine.state.errors import ScriptError
from harness.lua.runtime import MAX_API_ARGUMENTS, LuaRuntime
from harness.scenario.loader import load_scenario
from harness.scenario.runner import ScenarioFailed, run_scenario
from harness.session import DuelSession

HANG_GUARD = 30.0            # seconds: only ever a guard against a hang, never a speed check
BLUE_EYES = 89631139


def runtime(budget=2_000_000, time_budget=HANG_GUARD):
    return LuaRuntime(instruction_budget=budget, time_budget=time_budget)


def refused(code, *fragments, where="case.lua:1", rt=None):
    rt = rt or runtime()
    start = time.monotonic()
    with pytest.raises(ScriptError) as caught:
        rt.run_chunk(code, "@case.lua")
    assert time.monotonic() - start < HANG_GUARD
    text = str(caught.value)
    for fragment in fragments:
        assert fragment in text, text
    if where:
        assert caught.value.where == where, (caught.value.where, text)
    assert "internal error" not in text.lower()
    return caught.value


# -- load: text only -------------------------------------------------------------------------------
@pytest.mark.parametrize("code", [
    # a reader returning text forever, inside a long comment: the compiler (C) never ends
    'local first = true\nload(function() if first then first = false return "--[[" end return "xxxxxxxx" end)',
    'load(function() return nil end)',
    'load(setmetatable({}, {__call = function() return nil end}))',
])
def test_load_refuses_reader_functions(code):
    last_line = f"case.lua:{code.count(chr(10)) + 1}"
    refused(code, "load: the chunk must be a string", where=last_line)


def test_load_refuses_a_reader_even_under_pcall_and_still_loads_text():
    rt = runtime()
    assert rt.run_chunk("local ok, message = pcall(load, function() return nil end)\n"
                        "return ok, message:find('must be a string') ~= nil, load('return 1 + 1')()", "=t") \
        == (False, True, 2)


def test_a_reader_function_from_a_yaml_lua_step_is_a_script_error_at_the_step(tmp_path):
    scenario = tmp_path / "reader.yaml"
    scenario.write_text(
        "name: a lua step loading through a reader\n"
        f"board:\n  - {{as: bewd, code: {BLUE_EYES}, location: mzone}}\n"
        "steps:\n"
        "  - lua: |\n"
        "      local first = true\n"
        "      load(function() if first then first = false return '--[[' end return 'xxxxxxxx' end)\n",
        encoding="utf-8")
    start = time.monotonic()
    with pytest.raises(ScenarioFailed) as caught:
        run_scenario(load_scenario(scenario))
    assert time.monotonic() - start < HANG_GUARD
    report = str(caught.value)
    assert "load: the chunk must be a string" in report
    assert "reader.yaml:7" in report, report          # the YAML line of the load call


# -- utf8 ------------------------------------------------------------------------------------------
def test_utf8_len_is_charged_to_the_instruction_budget():
    # Without the charge, each call is 10 MB of C work the hook never sees: the loop ran until
    # the time budget (set out of reach here).
    refused('local s = string.rep("x", 1e7)\nwhile true do utf8.len(s) end', "instruction limit exceeded",
            where="case.lua:2", rt=runtime(budget=20_000_000))


def test_one_utf8_len_over_the_whole_budget_is_refused():
    refused('local s = string.rep("x", 1e6)\nlocal n = utf8.len(s .. s .. s .. s .. s .. s .. s .. s .. s)',
            "utf8.len: too much work for one call", where="case.lua:2")


def test_utf8_offset_is_charged_too():
    refused('local s = string.rep("x", 1e7)\nwhile true do utf8.offset(s, 9999999) end', "instruction limit exceeded",
            where="case.lua:2", rt=runtime(budget=20_000_000))


def test_utf8_functions_still_work():
    assert runtime().run_chunk('return utf8.len("caf\\u{E9}"), utf8.len("abc", 2), utf8.len("\\255"), '
                               'utf8.offset("caf\\u{E9}!", 5), utf8.len("abc", -1)', "=t") == (4, 2, None, 6, 1)


# -- ranges that overflow --------------------------------------------------------------------------
@pytest.mark.parametrize("code", [
    'table.concat(setmetatable({}, {__index = rawlen}), "", math.mininteger, 0)',
    'table.concat(setmetatable({}, {__index = rawlen}), "", math.mininteger, math.maxinteger)',
])
def test_table_concat_ranges_whose_size_overflows_are_refused(code):
    # j - i + 1 wrapped to a negative number, so the estimate was 0 and the C loop ran over 2^63
    # indexes (rawlen as __index is C: the hook never ran).
    refused(code, "table.concat: too much work for one call")


def test_table_move_ranges_are_estimated_without_overflow():
    refused("table.move({}, -2^62, 2^62, 1, {})", "table.move: too much work for one call")


# -- patterns with large character sets ------------------------------------------------------------
@pytest.mark.parametrize("function", ["find", "match", "gsub", "gmatch"])
def test_a_character_set_of_many_characters_counts_in_the_pattern_estimate(function):
    # 100 characters of subject: without the set's size, C(102, 2) = 5151 steps, well under the
    # budget; testing each character against a set of 40,000 costs 10,000 times that.
    call = {"find": "string.find(s, p)", "match": "string.match(s, p)", "gsub": "string.gsub(s, p, '')",
            "gmatch": "for _ in string.gmatch(s, p) do end"}[function]
    error = refused(f'local s = string.rep("a", 100)\nlocal p = "[" .. string.rep("b", 40000) .. "a]*c"\n{call}',
                    f"string.{function}: pattern too complex for a subject of 100 characters",
                    where="case.lua:3", rt=runtime(budget=5_000_000))
    assert "a character set of 40003 characters" in str(error)


def test_ordinary_sets_keep_working():
    assert runtime().run_chunk('return ("key_1 = value"):match("^([%w_]+)%s*=%s*([%w_]+)$"), '
                               'select(2, ("a,b;c"):gsub("[,;]", " ")), ("x1y2"):find("%f[%d][0-9]+")', "=t") \
        == ("key_1", 2, 2, 2)


# -- argument counts of API calls ------------------------------------------------------------------
@pytest.fixture
def duel():
    session = DuelSession()
    session.add_card(BLUE_EYES, 0, "mzone", alias="bewd")
    session.start()
    return session


def snippet_fails(session, code, *fragments, where="snippet.lua:"):
    start = time.monotonic()
    with pytest.raises(ScriptError) as caught:
        session.host.run_snippet(code, "@snippet.lua", {"C": session.host.context.userdata(session.card("bewd"))})
    assert time.monotonic() - start < HANG_GUARD
    text = str(caught.value)
    for fragment in fragments:
        assert fragment in text, text
    assert caught.value.where and caught.value.where.startswith(where), (caught.value.where, text)
    assert "internal error" not in text.lower()
    return text


def test_an_api_call_with_too_many_arguments_is_refused_before_any_is_converted(duel):
    # 450,000 arguments took lupa minutes to convert (quadratic); now refused at the call.
    text = snippet_fails(duel, "local t = {}\nfor i = 1, 450000 do t[i] = i end\n"
                               "Duel.SelectOption(0, table.unpack(t))\n",
                         "Duel.SelectOption: 450001 arguments, more than the 1000 an API call may take",
                         where="snippet.lua:3")
    assert str(MAX_API_ARGUMENTS) in text


def test_the_argument_limit_counts_methods_self_and_explicit_nils(duel):
    snippet_fails(duel, f"C:IsCode(table.unpack({{}}, 1, {MAX_API_ARGUMENTS}))",
                  "Card.IsCode: 1001 arguments", where="snippet.lua:1")
    # at the limit the call goes through as before
    assert duel.host.run_snippet(f"return C:IsCode({BLUE_EYES}, table.unpack({{}}, 1, {MAX_API_ARGUMENTS - 2}))",
                                 "@ok.lua", {"C": duel.host.context.userdata(duel.card("bewd"))}) == (True,)


def test_announce_level_tests_the_excluded_levels_by_hash(duel, monkeypatch):
    # The binding handed the engine a list, which it scans once per Level of the range: 999
    # excluded values times a million Levels. A loop of such calls outlived the time budget.
    from harness.engine import prompts
    seen = []
    real = prompts.announce_level

    def spy(duel_, player, minimum, maximum, excluded):
        seen.append(excluded)
        return real(duel_, player, minimum, maximum, excluded)
    monkeypatch.setattr(prompts, "announce_level", spy)
    duel.answers.load(announce=[12345] * 5)
    result = duel.host.run_snippet(
        "local t = {}\nfor i = 1, 997 do t[i] = i * 1000 end\nlocal out = {}\n"
        "for n = 1, 5 do out[n] = Duel.AnnounceLevel(0, 1, 1000000, table.unpack(t)) end\n"
        "return table.concat(out, ',')", "@levels.lua")
    assert result == ("12345,12345,12345,12345,12345",)
    assert seen and all(isinstance(e, (set, frozenset)) and len(e) == 997 for e in seen)


def test_announce_level_still_excludes_levels(duel):
    duel.answers.load(announce=[4])
    with pytest.raises(Exception) as caught:      # 4 is excluded: the answer is not legal
        duel.host.run_snippet("return Duel.AnnounceLevel(0, 1, 12, 4, 5)", "@levels.lua")
    assert "4" in str(caught.value)
    duel.answers.pending["announce"].clear()
    duel.answers.load(announce=[6])
    assert duel.host.run_snippet("return Duel.AnnounceLevel(0, 1, 12, 4, 5)", "@levels.lua") == (6, 3)


def test_announce_card_with_a_filter_of_100000_operations_is_refused_at_the_line(duel):
    code = (f"local f = {{{BLUE_EYES}}}\n"
            f"for i = 1, 50000 do f[#f + 1] = 1 f[#f + 1] = {constants.OPCODE_ADD} end\n"
            f"f[#f + 1] = {constants.OPCODE_ISCODE}\n"
            "local code = Duel.AnnounceCard(0, table.unpack(f))\n")
    snippet_fails(duel, code, "Duel.AnnounceCard: 100003 arguments", where="snippet.lua:4")


# -- the deadline when single instructions are slow ------------------------------------------------
def test_the_clock_is_read_sooner_when_instructions_are_slow():
    # Each call of Slow.wait sleeps 2 ms: the instructions between clock readings (4,000) used to
    # be hundreds of calls, so the deadline (0.5 s: at most 250 such calls) was missed by seconds.
    # Now the clock is paced by what the last instructions cost. (A count, not a time: a slower
    # machine only makes fewer calls.)
    rt = LuaRuntime(time_budget=0.5)
    calls = []

    def wait(index):
        calls.append(1)
        time.sleep(0.002)
    rt.install_api("local bind = ...; return {Slow = {wait = bind(1)}}, {'Slow.wait'}", ["Slow"], wait)
    with pytest.raises(ScriptError, match=r"time budget \(0.5 s\) at slow.lua:2"):
        rt.run_chunk("local n = 0\nwhile true do Slow.wait() n = n + 1 end\n", "@slow.lua")
    assert len(calls) < 300, len(calls)
    assert rt.run_chunk("return 'usable again'", "=t") == ("usable again",)
