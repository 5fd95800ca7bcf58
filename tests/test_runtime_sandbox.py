"""The sandbox card scripts run in (harness/lua/runtime.py, harness/lua/sandbox.lua).

As in the real engine: only the base, string, utf8, table and math libraries; `load` takes text
only; no Lua value leads to a Python object; every entry into Lua has an instruction budget and
the state's memory is capped; every script failure is a ScriptError naming file and line.
"""
import subprocess
import sys
import textwrap
from pathlib import Path

import lupa.lua54 as lupa
import pytest

from harness.carddb import CardDatabase
from harness.engine.state.duel import Duel
from harness.engine.state.errors import HarnessError, ScriptError
from harness.lua.host import LuaHost
from harness.lua.runtime import LuaRuntime
from harness.session import DuelSession

DATA = Path(__file__).resolve().parent / "data" / "lua" / "sandbox"
CARDS = DATA / "cards.yaml"

ENDLESS_LOOP = 95100001      # initial_effect never returns
MEMORY_HOG = 95100002        # initial_effect allocates without limit
SYNTAX_ERROR = 95100003      # the file does not compile
RUNTIME_ERROR = 95100004     # initial_effect indexes nil
LOAD_ERROR = 95100005        # the file raises an error while loading
WELL_BEHAVED = 95100006      # one registered effect, plus failing / endless filters
MEMORY_FILLER = 95100007     # fills the memory up to the limit, keeps it, swallows the error

BASE_LIBRARY = {
    "_G", "_VERSION", "assert", "error", "getmetatable", "ipairs", "load", "next", "pairs", "pcall",
    "print", "rawequal", "rawget", "rawlen", "rawset", "select", "setmetatable", "tonumber",
    "tostring", "type", "warn", "xpcall",
}
LIBRARIES = {"string", "utf8", "table", "math"}
FORBIDDEN = ["io", "os", "debug", "package", "require", "dofile", "loadfile", "collectgarbage",
             "coroutine", "python"]
# Python attribute names a script might try on a userdata to reach the object behind it.
PYTHON_ATTRIBUTES = ["__class__", "__dict__", "__doc__", "__init__", "__getattribute__", "__reduce__",
                     "__subclasses__", "__globals__", "__module__", "__slots__", "_ud", "data", "cards",
                     "effects", "duel", "handler", "owner", "obj", "describe"]
PYTHON_WORDS = ("python", "lupa", "harness", "<", "object at", "entry", "Card(", "Effect(", "Group(")


def line_of(path, marker):
    """The 1-based line of `path` that carries `marker` (fixtures mark the lines tests name)."""
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        if marker in line:
            return number
    raise AssertionError(f"{marker} not found in {path}")


def script(code):
    return DATA / f"c{code}.lua"


def new_session():
    return DuelSession(cdb=[CARDS], scripts=[DATA])


def run(session, code, **bindings):
    """Run a Lua snippet in the session's state (engine objects bound as globals); its results."""
    context = session.host.context
    lua_bindings = {name: context.userdata(value) for name, value in bindings.items()}
    return session.host.run_snippet(code, "=test snippet", lua_bindings)


def duel_on(runtime):
    """A duel whose scripts run in the given runtime (DuelSession always makes its own)."""
    duel = Duel(CardDatabase.from_config(files=[CARDS]))
    LuaHost(duel, [DATA], runtime=runtime)
    return duel


@pytest.fixture
def runtime():
    return LuaRuntime()


@pytest.fixture
def board():
    """A session with one well-behaved card on the field (bound as `hero` in snippets) and its effect."""
    session = new_session()
    card = session.add_card(WELL_BEHAVED, location="mzone", alias="hero")
    effect = card.effects[0]
    return session, card, effect


# -- what is reachable -------------------------------------------------------------------------------------------
def test_globals_are_the_base_library_and_four_safe_libraries(runtime):
    names = runtime.run_chunk(
        "local names = {} for name in pairs(_G) do names[#names + 1] = name end "
        "return table.concat(names, ' ')", "=test")[0].split()
    assert set(names) <= BASE_LIBRARY | LIBRARIES, f"unexpected globals: {set(names) - BASE_LIBRARY - LIBRARIES}"
    assert LIBRARIES <= set(names)


@pytest.mark.parametrize("name", FORBIDDEN)
def test_dangerous_library_is_nil(runtime, name):
    assert runtime.run_chunk(f"return type({name}), rawget(_G, '{name}') == nil", "=test") == ("nil", True)


@pytest.mark.parametrize("name", FORBIDDEN)
def test_dangerous_library_is_nil_in_a_duel_too(name):
    # After the API tables, constant.lua, utility.lua and procedure.lua were installed.
    assert run(new_session(), f"return type({name})") == ("nil",)


def test_no_privileged_helper_leaks_into_globals(runtime):
    leaked = runtime.run_chunk(
        "local found = {} "
        "for _, name in ipairs({'invoke', 'bind', 'unimplemented', 'make_userdata', 'load_text', 'engine_of', "
        "'sethook', 'getinfo', 'setmetatable_any', 'raw_load', 'safe_load', 'instruction_budget', 'install', "
        "'checked', 'calling', 'on_error', 'script_location', 'current_location'}) do "
        "  if rawget(_G, name) ~= nil then found[#found + 1] = name end "
        "end return table.concat(found, ' ')", "=test")
    assert leaked == ("",)


def test_safe_libraries_work(runtime):
    assert runtime.run_chunk(
        "local t = {3, 1, 2} table.sort(t) "
        "return string.format('%d-%s', 7, 'x'), table.concat(t, ','), math.max(2, 9), math.floor(2.5), "
        "utf8.char(72, 105), ('abc'):upper(), #utf8.char(0x20AC)", "=test") == ("7-x", "1,2,3", 9, 2, "Hi", "ABC", 3)


# -- load: text only -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["nil", "'b'", "'bt'", "'t'"])
def test_load_refuses_a_binary_chunk_whatever_the_mode(runtime, mode):
    result = runtime.run_chunk(
        f"local f, message = load(string.dump(function() return 42 end), 'dumped', {mode}) "
        "return f == nil, message", "=test")
    assert result[0] is True
    assert "binary chunk" in result[1]


@pytest.mark.parametrize("mode", ["nil", "'b'"])
def test_load_refuses_a_binary_chunk_when_an_env_is_given(runtime, mode):
    result = runtime.run_chunk(
        f"local f, message = load(string.dump(function() return 42 end), 'dumped', {mode}, {{}}) "
        "return f == nil, message", "=test")
    assert result[0] is True and "binary chunk" in result[1]


def test_load_refuses_a_binary_chunk_from_a_reader_function(runtime):
    # reader functions are refused altogether (issue 23: the compiler calls them where the hook
    # cannot stop them), binary chunks with them
    result = runtime.run_chunk(
        "local dumped, done = string.dump(function() return 42 end), false "
        "local ok, message = pcall(load, function() if done then return nil end done = true return dumped end) "
        "return ok, message", "=test")
    assert result[0] is False and "the chunk must be a string" in result[1]


def test_load_accepts_text(runtime):
    assert runtime.run_chunk(
        "local add = load('return 1 + 1') "
        "local in_env = load('return x * 2', 'chunk', 't', {x = 21}) "
        "local mode_t = load('local a, b = ... return a .. b', 'chunk', 't') "
        "return add(), in_env(), mode_t('x', 'y')", "=test") == (2, 42, "xy")


def test_load_reports_a_syntax_error_in_text(runtime):
    result = runtime.run_chunk("return load('return +', 'bad chunk')", "=test")
    assert result[0] is None and "bad chunk" in result[1]


def test_text_loaded_without_env_sees_the_sandbox_globals(runtime):
    # Lua's load treats a passed nil env as given (_ENV = nil): the wrapper must not pass one.
    assert runtime.run_chunk(
        "local f = load('return type(io), string.rep(\"ab\", 2)') return f()", "=test") == ("nil", "abab")


def test_run_chunk_refuses_a_binary_chunk(runtime):
    dumped = lupa.LuaRuntime(encoding=None).eval("string.dump(function() return 42 end)")
    assert dumped.startswith(b"\x1bLua")
    with pytest.raises(ScriptError, match="binary chunk"):
        runtime.run_chunk(dumped.decode("latin-1"), "@precompiled.lua")


def test_a_precompiled_card_script_is_refused(tmp_path):
    # A c<code>.lua holding bytecode (generated here, as luac would) must not run.
    dumped = lupa.LuaRuntime(encoding=None).eval(
        "string.dump(load('local s = self_table function s.initial_effect(c) end'))")
    (tmp_path / "c95100009.lua").write_bytes(dumped)
    session = DuelSession(cards={95100009: {"type": ["monster", "effect"], "level": 1}}, scripts=[tmp_path])
    with pytest.raises(ScriptError, match="binary chunk"):
        session.add_card(95100009)


# -- no path from Lua into Python ------------------------------------------------------------------------------
def test_engine_objects_are_userdata_with_the_api_table_as_metatable(board):
    session, card, effect = board
    result = run(session, f"""
        local g = Group.FromCards(hero)
        return type(hero), type(effect), type(g),
               getmetatable(hero) == c{WELL_BEHAVED}, getmetatable(c{WELL_BEHAVED}) == Card,
               getmetatable(effect) == Effect, getmetatable(g) == Group,
               getmetatable(hero) ~= Card and getmetatable(effect) ~= Group
        """, hero=card, effect=effect)
    assert result == ("userdata", "userdata", "userdata", True, True, True, True, True)


def test_aux_style_value_type_check_tells_the_kinds_apart(board):
    # The shape of the real utility.lua's aux.GetValueType (written here, not copied).
    session, card, effect = board
    result = run(session, """
        local function kind(v)
          local t = type(v)
          if t ~= "userdata" then return t end
          local mt = getmetatable(v)
          if mt == Group then return "Group" elseif mt == Effect then return "Effect" else return "Card" end
        end
        return kind(hero), kind(effect), kind(Group.FromCards(hero)), kind(1), kind(Card)
        """, hero=card, effect=effect)
    assert result == ("Card", "Effect", "Group", "number", "table")


@pytest.mark.parametrize("kind", ["card", "effect", "group"])
@pytest.mark.parametrize("attribute", PYTHON_ATTRIBUTES)
def test_userdata_exposes_no_python_attribute(board, kind, attribute):
    session, card, effect = board
    ok, value = run(session, f"""
        local objects = {{card = hero, effect = effect, group = Group.FromCards(hero)}}
        local ok, value = pcall(function() return objects["{kind}"]["{attribute}"] end)
        return ok, ok and (value == nil and "nil" or type(value)) or tostring(value)
        """, hero=card, effect=effect)
    if ok:
        assert value == "nil", f"{kind}.{attribute} gives a {value}"
    else:
        assert not any(word in value.lower() for word in ("python", "lupa", "<")), value


@pytest.mark.parametrize("kind", ["card", "effect", "group"])
def test_userdata_cannot_be_written_iterated_or_rebound(board, kind):
    session, card, effect = board
    result = run(session, f"""
        local v = ({{card = hero, effect = effect, group = Group.FromCards(hero)}})["{kind}"]
        local wrote = pcall(function() v.__class__ = 1 end)
        local wrote_ud = pcall(function() v._ud = 1 end)
        local iterated = pcall(function() for k in pairs(v) do end end)
        local rebound = pcall(setmetatable, v, {{}})
        local text = tostring(v)
        return wrote, wrote_ud, iterated, rebound, text
        """, hero=card, effect=effect)
    wrote, wrote_ud, iterated, rebound, text = result
    assert (wrote, wrote_ud, iterated, rebound) == (False, False, False, False)
    assert text.startswith("userdata: ")
    assert not any(word in text for word in PYTHON_WORDS), text
    assert card.effects == [effect] and card._ud is not None    # nothing on the Python side changed


def test_api_tables_hold_only_lua_functions():
    problems = run(new_session(), """
        local problems = {}
        for _, table_name in ipairs({"Card", "Duel", "Effect", "Group", "Debug"}) do
          local api = _G[table_name]
          for name, f in pairs(api) do
            local label = table_name .. "." .. tostring(name)
            if name == "__index" then
              if f ~= api then problems[#problems + 1] = label .. " is not the table itself" end
            elseif type(f) ~= "function" then
              problems[#problems + 1] = label .. " is a " .. type(f)
            else
              if getmetatable(f) ~= nil then problems[#problems + 1] = label .. " has a metatable" end
              local indexed, message = pcall(function() return f.__class__ end)
              if indexed then problems[#problems + 1] = label .. " can be indexed" end
              if not tostring(message):find("attempt to index a function value", 1, true) then
                problems[#problems + 1] = label .. " index error: " .. tostring(message)
              end
              local text = tostring(f)
              if not text:find("^function: ") then problems[#problems + 1] = label .. " prints as " .. text end
            end
          end
        end
        return table.concat(problems, "\\n")
        """)[0]
    assert problems == ""


def test_api_function_text_leaks_no_python_name():
    texts = run(new_session(), """
        local out = {}
        for _, f in ipairs({Duel.GetLP, Card.IsFaceup, Effect.CreateEffect, Group.CreateGroup, Debug.Message,
                            Duel.GetDrawCount, Group.__len}) do
          out[#out + 1] = tostring(f)
        end
        return table.concat(out, "\\n")
        """)[0]
    for text in texts.splitlines():
        assert not any(word in text for word in PYTHON_WORDS), text
    assert len(texts.splitlines()) == 7


def test_api_results_are_plain_lua_values(board):
    session, card, effect = board
    assert run(session, """
        return type(Duel.GetLP(0)), type(hero:GetCode()), type(hero:IsFaceup()),
               math.type(Duel.GetLP(0)), type(Duel.GetTurnPlayer())
        """, hero=card) == ("number", "number", "boolean", "integer", "number")


def test_no_python_object_is_reachable_through_a_caught_api_error(board):
    # Were the caught error the Python exception object, its metatable would be lupa's shared one,
    # and replacing its __call would capture the binding functions and the raw engine objects.
    session, card, effect = board
    captured = run(session, """
        local ok, err = pcall(Card.IsCode, 5, 1)
        local mt = getmetatable(err)
        local captured = {}
        if type(mt) == "table" and mt ~= getmetatable("") then
          local original = rawget(mt, "__call")
          rawset(mt, "__call", function(self, ...)
            for _, v in ipairs({self, ...}) do captured[#captured + 1] = type(v) .. " " .. tostring(v) end
            return original(self, ...)
          end)
          hero:IsFaceup()
          rawset(mt, "__call", original)
        end
        return type(err), table.concat(captured, "\\n")
        """, hero=card)
    kind, leaked = captured
    assert leaked == "", f"Python objects reached Lua:\n{leaked}"
    assert kind == "string"


@pytest.mark.parametrize("failing_call", [
    "Card.IsCode(5, 1)",                                                     # argument error
    "Duel.GetLP()",                                                          # missing argument
    "Group.FromCards(hero):Filter(function(c) error('inner') end, nil)",     # error in a callback
    "Group.FromCards(hero):Filter(function(c) return Card.IsCode(c:GetCode(), 1) end, nil)",  # API error in a callback
    "Duel.GetLP(0, hero:IsCode(Effect.CreateEffect(5)))",                    # nested argument error
])
def test_every_caught_error_is_a_plain_lua_value(board, failing_call):
    session, card, effect = board
    ok, kind, metatable_is_string_metatable = run(session, f"""
        local ok, err = pcall(function() return {failing_call} end)
        return ok, type(err), getmetatable(err) == getmetatable("")
        """, hero=card)
    assert (ok, kind, metatable_is_string_metatable) == (False, "string", True)


# -- instruction budget ---------------------------------------------------------------------------------------------
def test_an_endless_loop_in_a_card_script_stops_with_the_instruction_limit():
    session = DuelSession(cards={ENDLESS_LOOP: {"name": "Endless Loop Test Monster", "type": ["monster", "effect"],
                                                "level": 4, "atk": 1000, "def": 1000}},
                          scripts=[DATA])
    with pytest.raises(ScriptError) as caught:
        session.add_card(ENDLESS_LOOP)
    error = caught.value
    line = line_of(script(ENDLESS_LOOP), "LOOP_LINE")
    assert "instruction limit" in error.message
    assert error.where is not None and error.where.endswith(f"c{ENDLESS_LOOP}.lua:{line}")
    assert f"c{ENDLESS_LOOP}.lua:{line}" in str(error)


def test_an_endless_filter_called_back_by_the_engine_names_the_filter_line(board):
    session, card, effect = board
    with pytest.raises(ScriptError) as caught:
        run(session, f"return Group.FromCards(hero):Filter(c{WELL_BEHAVED}.endless_filter, nil)", hero=card)
    line = line_of(script(WELL_BEHAVED), "FILTER_LOOP_LINE")
    assert "instruction limit" in str(caught.value)
    assert caught.value.where.endswith(f"c{WELL_BEHAVED}.lua:{line}")


def test_the_budget_is_per_call_from_the_harness_and_the_runtime_survives_running_out():
    runtime = LuaRuntime(instruction_budget=200_000)
    spin = runtime.run_chunk("return function(n) local x = 0 for i = 1, n do x = x + i end return x end",
                             "=test")[0]
    for _ in range(5):          # each call uses about half the budget: the count restarts each time
        assert runtime.call(spin, 50_000) == (sum(range(50_001)),)
    with pytest.raises(ScriptError, match="instruction limit exceeded"):
        runtime.call(spin, 1_000_000)
    assert runtime.call(spin, 10) == (55,)
    assert runtime.run_chunk("return 'still usable'", "=test") == ("still usable",)


def test_an_instruction_limit_error_message_names_the_budget():
    runtime = LuaRuntime(instruction_budget=100_000)
    with pytest.raises(ScriptError) as caught:
        runtime.run_chunk("local n = 0\nwhile true do n = n + 1 end\n", "@spin.lua")
    assert "100000 instructions" in caught.value.message
    assert caught.value.where == "spin.lua:2"


def test_pcall_cannot_swallow_the_instruction_limit():
    runtime = LuaRuntime(instruction_budget=100_000)
    with pytest.raises(ScriptError, match="instruction limit"):
        runtime.run_chunk(
            "local escaped = 0\n"
            "while escaped < 3 do\n"
            "  pcall(function() while true do end end)\n"
            "  escaped = escaped + 1\n"
            "end\n"
            "return escaped\n", "@escape.lua")


# -- memory ------------------------------------------------------------------------------------------------------------
SMALL_MEMORY = 16 * 1024 * 1024


def test_unbounded_allocation_in_a_card_script_hits_the_memory_limit_and_the_runtime_survives():
    runtime = LuaRuntime(max_memory=SMALL_MEMORY)
    duel = duel_on(runtime)
    with pytest.raises(ScriptError, match="memory limit"):
        duel.new_card(MEMORY_HOG, 0)
    # The same state still runs code, and a fresh duel can be set up on it and load a script.
    assert runtime.run_chunk("local t = {} for i = 1, 1000 do t[i] = ('y'):rep(100) .. i end return #t",
                             "=test") == (1000,)
    fresh = duel_on(runtime)
    card = fresh.new_card(WELL_BEHAVED, 0)
    assert len(card.effects) == 1
    # ... and the limit still holds.
    with pytest.raises(ScriptError, match="memory limit"):
        fresh.new_card(MEMORY_HOG, 1)


def test_the_collector_runs_in_a_duel_once_its_state_is_built():
    # The collector waits while the duel's state is built, then runs paced as after a full cycle:
    # garbage many times the state's size is still collected as it is made, long before the limit.
    session = new_session()
    runtime = session.host.runtime
    built = runtime.lua.get_memory_used()
    assert run(session, "local n = 0 for i = 1, 200000 do local t = {i, i, i, i} n = n + #t end return n") == (800000,)
    assert runtime.lua.get_memory_used() < 3 * built      # 200,000 tables of ~100 bytes: 20 MB made


def test_unbounded_allocation_in_a_chunk_hits_the_memory_limit():
    runtime = LuaRuntime(max_memory=SMALL_MEMORY)
    with pytest.raises(ScriptError, match="memory limit"):
        runtime.run_chunk("local s = 'x' while true do s = s .. s end", "@grow.lua")
    with pytest.raises(ScriptError, match="memory limit"):
        runtime.run_chunk("return string.rep('x', 64 * 1024 * 1024)", "@rep.lua")
    assert runtime.run_chunk("return #string.rep('x', 1000)", "=test") == (1000,)


def test_a_script_that_fills_the_memory_cannot_crash_the_process():
    # In a child process: when the bug is present, the process aborts.
    program = textwrap.dedent(f"""
        from harness.carddb import CardDatabase
        from harness.engine.state.duel import Duel
        from harness.engine.state.errors import ScriptError
        from harness.lua.host import LuaHost
        from harness.lua.runtime import LuaRuntime
        duel = Duel(CardDatabase.from_config(files=[{str(CARDS)!r}]))
        LuaHost(duel, [{str(DATA)!r}], runtime=LuaRuntime(max_memory={SMALL_MEMORY}))
        try:   # the script cannot swallow its memory error: it fails here, or the next card does
            duel.new_card({MEMORY_FILLER}, 0)
            duel.new_card({WELL_BEHAVED}, 0)
            print("loaded")
        except ScriptError as error:
            print("ScriptError:", error)
        """)
    child = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60)
    assert child.returncode == 0, child.stderr[-500:]
    assert child.stdout.startswith(("loaded", "ScriptError:"))


def test_a_fresh_session_after_a_memory_error_works():
    runtime = LuaRuntime(max_memory=SMALL_MEMORY)
    with pytest.raises(ScriptError):
        duel_on(runtime).new_card(MEMORY_HOG, 0)
    session = new_session()
    assert len(session.add_card(WELL_BEHAVED).effects) == 1


# -- errors name file and line ---------------------------------------------------------------------------------
def test_a_syntax_error_is_a_script_error_naming_file_and_line():
    with pytest.raises(ScriptError) as caught:
        new_session().add_card(SYNTAX_ERROR)
    line = line_of(script(SYNTAX_ERROR), "SYNTAX_LINE")
    assert "syntax error" in caught.value.message
    assert caught.value.where.endswith(f"c{SYNTAX_ERROR}.lua:{line}")
    assert f"c{SYNTAX_ERROR}.lua:{line}" in str(caught.value)


def test_a_runtime_error_in_initial_effect_names_file_and_line():
    with pytest.raises(ScriptError) as caught:
        new_session().add_card(RUNTIME_ERROR)
    error = caught.value
    line = line_of(script(RUNTIME_ERROR), "RUNTIME_LINE")
    assert "attempt to index a nil value" in error.message
    assert error.where.endswith(f"c{RUNTIME_ERROR}.lua:{line}")
    assert f"c{RUNTIME_ERROR}.lua:{line}" in str(error)
    assert f"c{RUNTIME_ERROR}.lua:{line}" in error.traceback
    assert "[harness]" not in error.traceback


def test_an_error_raised_while_the_file_loads_names_file_and_line():
    with pytest.raises(ScriptError) as caught:
        new_session().add_card(LOAD_ERROR)
    line = line_of(script(LOAD_ERROR), "LOAD_ERROR_LINE")
    assert f"refusing to load {LOAD_ERROR}" in caught.value.message
    assert caught.value.where.endswith(f"c{LOAD_ERROR}.lua:{line}")


def test_an_error_in_a_filter_called_back_by_the_engine_names_the_filter_line(board):
    session, card, effect = board
    with pytest.raises(ScriptError) as caught:
        run(session, f"local g = Group.FromCards(hero):Filter(c{WELL_BEHAVED}.failing_filter, nil) return g",
            hero=card)
    line = line_of(script(WELL_BEHAVED), "FILTER_ERROR_LINE")
    assert "attempt to index a nil value" in caught.value.message
    assert caught.value.where.endswith(f"c{WELL_BEHAVED}.lua:{line}")


def test_script_errors_are_harness_errors_not_python_internals():
    for code in (SYNTAX_ERROR, RUNTIME_ERROR, LOAD_ERROR):
        with pytest.raises(HarnessError):
            new_session().add_card(code)


GARBAGE = "local big = string.rep('x', 1000000) for i = 1, 60 do local s = big .. i end"


def test_the_collector_runs_again_after_a_duel_is_built_even_when_a_support_file_fails(tmp_path):
    """The collector waits while a duel's state is built (sandbox.lua); it must run again after,
    also when a support file fails, or a runtime used again would keep all its garbage."""
    (tmp_path / "constant.lua").write_text("this is not Lua\n")
    runtime = LuaRuntime()
    duel = Duel(CardDatabase.from_config())
    with pytest.raises(ScriptError, match="syntax error"):
        LuaHost(duel, [tmp_path], runtime=runtime)
    runtime.run_chunk(GARBAGE, "=garbage")
    assert runtime.lua.get_memory_used() < 30 * 1024 * 1024     # 60 MB of strings made, collected
