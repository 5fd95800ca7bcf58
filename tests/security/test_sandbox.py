"""Hostile card scripts against the sandbox (harness/lua/sandbox.lua, runtime.py, host.py).

Card scripts are untrusted code. Each case here was reproduced as broken: a script that aborted
the process, hung it past every budget, or turned into an internal error. Each must now end in a
clear ScriptError (naming the problem and, where there is one, the script's file:line) within a
bounded time. The held cases at the end prove the sandbox itself: nothing reachable from _G is a
Python object, binary chunks are refused, and nothing leaks from one duel into the next.

Budgets are kept small (LuaRuntime(instruction_budget=..., time_budget=...)) so that every test
is fast; cases that would hang or abort the process when the bug comes back run in a child
process with a timeout.
"""
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import lupa.lua54 as lupa
import pytest

from harness.carddb import CardDatabase
from harness.engine.state.duel import Duel
from harness.engine.state.errors import ScriptError
from harness.lua.host import LuaHost
from harness.lua.runtime import DEFAULT_INSTRUCTION_BUDGET, DEFAULT_TIME_BUDGET, LuaRuntime
from harness.session import DuelSession

ROOT = Path(__file__).resolve().parent.parent.parent
BUDGET = 2_000_000          # instructions: ~10 ms of Lua
TIME_BUDGET = 3.0           # seconds, for runtimes the tests build
BOUND = 10.0                # every failing case must end within this many seconds

CARD = {"type": ["monster", "effect"], "level": 4, "atk": 1000, "def": 1000}
GOOD = 95200001
HOSTILE = 95200002
OTHER = 95200003

GOOD_SCRIPT = """\
local s, id = GetID()
function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_SINGLE)
  e:SetCode(EFFECT_UPDATE_ATTACK)
  e:SetValue(100)
  c:RegisterEffect(e)
end
"""


def small_runtime(**options):
    options.setdefault("instruction_budget", BUDGET)
    options.setdefault("time_budget", TIME_BUDGET)
    return LuaRuntime(**options)


def card_duel(folder, scripts, runtime=None):
    """A duel whose card scripts are `scripts` {code: text or bytes}, written into `folder`."""
    for code, text in scripts.items():
        (Path(folder) / f"c{code}.lua").write_bytes(text if isinstance(text, bytes) else text.encode())
    carddb = CardDatabase.from_config(inline={code: dict(CARD) for code in scripts}, inline_where="test cards")
    duel = Duel(carddb)
    LuaHost(duel, [folder], runtime=runtime or small_runtime())
    return duel


def fails(action, *fragments, where=None):
    """action() raises a ScriptError within BOUND seconds whose text has every fragment."""
    start = time.monotonic()
    with pytest.raises(ScriptError) as caught:
        action()
    elapsed = time.monotonic() - start
    assert elapsed < BOUND, f"took {elapsed:.1f} s"
    error = caught.value
    for fragment in fragments:
        assert fragment in str(error), str(error)
    if where is not None:
        assert error.where is not None and error.where.endswith(where), (error.where, str(error))
    return error


def chunk_fails(code, *fragments, where="case.lua:1", runtime=None):
    runtime = runtime or small_runtime()
    return fails(lambda: runtime.run_chunk(code, "@case.lua"), *fragments, where=where)


def run_child(program, timeout=60):
    """Run `program` in a fresh Python: a bug that aborts or hangs the process fails one test."""
    child = subprocess.run([sys.executable, "-c", textwrap.dedent(program)], capture_output=True, text=True,
                           timeout=timeout, cwd=ROOT)
    assert child.returncode == 0, f"exit {child.returncode}: {child.stderr[-1500:]}"
    return child.stdout


CHILD_PRELUDE = f"""
import gc, sys, tempfile, time
sys.path.insert(0, {str(ROOT)!r})
_folders = tempfile.TemporaryDirectory()    # removed when the child exits, with the folders made in it
tempfile.tempdir = _folders.name
from pathlib import Path
from harness.carddb import CardDatabase
from harness.engine.state.duel import Duel
from harness.engine.state.errors import ScriptError
from harness.lua.host import LuaHost
from harness.lua.runtime import LuaRuntime
CARD = {CARD!r}
def card_duel(folder, scripts, runtime):
    for code, text in scripts.items():
        (Path(folder) / f"c{{code}}.lua").write_text(text)
    duel = Duel(CardDatabase.from_config(inline={{code: dict(CARD) for code in scripts}}, inline_where="t"))
    LuaHost(duel, [folder], runtime=runtime)
    return duel
"""


# -- 1. a script must not abort the process or break the next script load --------------------------------------
HOSTILE_GLOBALS = {
    "newindex on _G": 'setmetatable(_G, {__newindex = function(t, k, v) error("x") end,\n'
                      '                 __index = function(t, k) error("no global " .. tostring(k)) end})',
    "replaced globals": "setmetatable = function() error('hijacked') end\n"
                        "rawset, rawget, next, pairs, ipairs, select, type, tostring = nil, nil, nil, nil, nil, nil, nil, nil\n"
                        "pcall, xpcall, error, load, assert = nil, nil, nil, nil, nil\n"
                        "string.format, string.sub, string.find, string.match, table.unpack, table.concat = nil\n",
    "hijacked string metatable": "getmetatable('').__index = function() error('hijacked') end\n"
                                 "getmetatable('').__concat = function() error('hijacked') end",
    "a global named debug": "debug = setmetatable({}, {__index = function() error('x') end})",
    "a global named debug, raw": "rawset(_G, 'debug', {traceback = function() while true do end end})",
    "a global named debug, _G replaced": "local G = _G\n_G = {}\n"
                                         "rawset(G, 'debug', {traceback = function() while true do end end})",
    "metamethods on Card": "setmetatable(Card, {__index = function() while true do end end,\n"
                           "                    __newindex = function() error('x') end})",
}


def test_hostile_globals_neither_abort_the_process_nor_break_the_next_card():
    # In a child process: with the bug, the host's write of c<code> runs the script's
    # __newindex outside any protected call and Lua panics (exit 134).
    output = run_child(CHILD_PRELUDE + f"""
cases = {HOSTILE_GLOBALS!r}
good = {GOOD_SCRIPT!r}
for name, top in cases.items():
    folder = tempfile.mkdtemp()
    hostile = "local s, id = GetID()\\nfunction s.initial_effect(c) end\\n" + top + "\\n"
    duel = card_duel(folder, {{{HOSTILE}: hostile, {GOOD}: good}}, LuaRuntime(instruction_budget=2_000_000))
    start = time.monotonic()
    try:
        duel.new_card({HOSTILE}, 0)
        refused = "-"
    except ScriptError as error:
        refused = error.message
    card = duel.new_card({GOOD}, 0)
    print(name, "|", len(card.effects), "|", round(time.monotonic() - start, 1), "|", refused)
""")
    lines = [line.split(" | ") for line in output.strip().splitlines()]
    assert [line[0] for line in lines] == list(HOSTILE_GLOBALS)
    for name, effects, seconds, refused in lines:
        assert effects == "1", f"{name}: the next card did not load"
        assert float(seconds) < BOUND
    refusals = {line[0]: line[3] for line in lines}
    # _G keeps the harness's metatable, and `debug` is reserved: lupa looks it up unprotected.
    assert "the globals table's metatable belongs to the harness" in refusals["newindex on _G"]
    assert "the global 'debug' is reserved" in refusals["a global named debug"]
    assert "the global 'debug' is reserved" in refusals["a global named debug, raw"]
    assert "the global 'debug' is reserved" in refusals["a global named debug, _G replaced"]
    assert refusals["replaced globals"] == refusals["hijacked string metatable"] == "-"


def test_a_replaced_setmetatable_does_not_break_the_next_script_load(tmp_path):
    duel = card_duel(tmp_path, {
        HOSTILE: "local s = GetID()\nfunction s.initial_effect(c) end\nsetmetatable = nil\nrawset = nil\n",
        GOOD: GOOD_SCRIPT})
    duel.new_card(HOSTILE, 0)
    assert len(duel.new_card(GOOD, 0).effects) == 1


def test_a_hijacked_string_metatable_does_not_hide_the_real_error():
    chunk_fails("getmetatable('').__index = function() error('hijacked') end\n"
                "string.sub, string.find, string.match, string.format, string.gsub = nil\n"
                "local x = nil\n"
                "x.y = 1\n", "attempt to index a nil value", where="case.lua:4")


def test_an_error_object_whose_tostring_fails_is_a_clear_script_error():
    error = chunk_fails("local broken = setmetatable({}, {__tostring = function() error('no') end})\n"
                        "error(broken)\n", "error object is a table value", where="case.lua:2")
    assert "internal" not in str(error).lower()


def test_an_error_object_whose_tostring_loops_is_a_clear_script_error():
    chunk_fails("local broken = setmetatable({}, {__tostring = function() while true do end end})\n"
                "error(broken)\n", "instruction limit exceeded", where="case.lua:2")


def test_an_error_object_with_a_tostring_still_shows_its_text():
    chunk_fails("error(setmetatable({}, {__tostring = function() return 'custom text' end}))\n",
                "custom text", where="case.lua:1")


def test_recursion_through_python_under_pcall_is_a_clean_script_error(tmp_path):
    # Each level goes Lua -> Group.Filter (Python) -> Lua: the C stack runs out. pcall must not
    # swallow it.
    script = GOOD_SCRIPT.replace("function s.initial_effect(c)\n", (
        "function s.initial_effect(c)\n"
        "  local g = Group.FromCards(c)\n"
        "  local function f(x) pcall(g.Filter, g, f, nil) return true end\n"
        "  f(c) -- RECURSION_LINE\n"))
    duel = card_duel(tmp_path, {HOSTILE: script})
    line = script.splitlines().index("  f(c) -- RECURSION_LINE") + 1
    error = fails(lambda: duel.new_card(HOSTILE, 0), "C stack overflow", "too deeply")
    assert error.where is not None and f"c{HOSTILE}.lua:" in error.where, error.where
    assert line > 0


# -- 2. the instruction budget cannot be bypassed ------------------------------------------------------------
def test_a_script_cannot_name_a_chunk_so_the_hook_trusts_it():
    chunk_fails('load("while true do end", "=[harness]")()', "reserved for the harness", where="case.lua:1")
    chunk_fails('load("while true do end", "=x[harness]y")()', "reserved for the harness")


def test_the_harness_refuses_a_reserved_chunk_name_too():
    fails(lambda: small_runtime().run_chunk("while true do end", "=[harness]"), "reserved for the harness")


def test_an_xpcall_message_handler_cannot_run_after_the_budget():
    chunk_fails("xpcall(function() while true do end end, function(m) while true do end end)",
                "instruction limit exceeded", where="case.lua:1")


def test_an_xpcall_handler_cannot_catch_the_budget_either():
    chunk_fails("local n = 0\n"
                "while n < 5 do\n"
                "  xpcall(function() while true do end end, function(m) return m end)\n"
                "  n = n + 1\n"
                "end\n", "instruction limit exceeded", where="case.lua:3")


def test_xpcall_handlers_still_work_for_ordinary_errors():
    runtime = small_runtime()
    assert runtime.run_chunk("return xpcall(function() error('x', 0) end, function(m) return 'handled ' .. m end)",
                             "=test") == (False, "handled x")


def test_a_gc_metamethod_is_refused():
    chunk_fails("setmetatable({}, {__gc = function() while true do end end})", "__gc", where="case.lua:1")
    chunk_fails("setmetatable({}, {__gc = false})", "__gc")


def test_a_gc_field_put_in_api_tables_never_runs():
    # The userdata under engine objects have finalizers (lupa's); the collector calls the __gc
    # their metatable (Effect, Group, Card, the card's table) holds, with hooks off. In a child:
    # with the bug, collecting (or the process exit, which runs every finalizer) hangs.
    output = run_child(CHILD_PRELUDE + f"""
hostile = '''
local s, id = GetID()
local function forever() while true do end end
local refused = {{}}
for name, attempt in pairs({{
  own = function() s.__gc = forever end, effect = function() Effect.__gc = forever end,
  group = function() Group.__gc = forever end, card = function() Card.__gc = forever end,
  raw = function() rawset(Effect, "__gc", forever) end, own_raw = function() rawset(s, "__gc", forever) end,
  own_metatable = function() setmetatable(s, {{}}) end, effect_metatable = function() setmetatable(Effect, {{}}) end,
  guard = function() getmetatable(Effect).__newindex = nil end}}) do
  local ok, message = pcall(attempt)
  if not ok then refused[#refused + 1] = name end
end
table.sort(refused)
s.refused = table.concat(refused, ",")
function s.initial_effect(c)
  for i = 1, 50 do Effect.CreateEffect(c) Group.FromCards(c) end
end
'''
folder = tempfile.mkdtemp()
runtime = LuaRuntime(instruction_budget=2_000_000)
duel = card_duel(folder, {{{HOSTILE}: hostile, {OTHER}: {GOOD_SCRIPT!r}}}, runtime)
duel.new_card({HOSTILE}, 0)
duel.new_card({OTHER}, 0)
print(duel.host.runtime.raw_get(duel.host.script_table(duel.cards[0]), "refused"))
start = time.monotonic()
del duel
gc.collect()
runtime._collect_garbage()
runtime._collect_garbage()
print("collected", round(time.monotonic() - start, 1))
""")
    refused, collected = output.strip().splitlines()
    assert refused == "card,effect,effect_metatable,group,guard,own,own_metatable,own_raw,raw"
    assert collected.startswith("collected")


def test_close_handlers_cannot_run_after_the_budget():
    chunk_fails("local function forever() while true do end end\n"
                "local function f()\n"
                "  local a <close> = setmetatable({}, {__close = forever})\n"
                "  local b <close> = setmetatable({}, {__close = forever})\n"
                "  while true do end\n"
                "end\n"
                "pcall(f)\n"
                "while true do end\n", "instruction limit exceeded", where=None)


def test_close_handlers_still_run_on_ordinary_exits():
    assert small_runtime().run_chunk(
        "local closed = {}\n"
        "do local a <close> = setmetatable({}, {__close = function() closed[#closed + 1] = 'a' end}) end\n"
        "pcall(function() local b <close> = setmetatable({}, {__close = function() closed[#closed + 1] = 'b' end})"
        " error('x') end)\n"
        "return table.concat(closed, ',')", "=test") == ("a,b",)


# Work inside C functions, which the count hook cannot see.
@pytest.mark.parametrize("code, fragment", [
    ('string.rep("", math.maxinteger)', "string.rep:"),
    ('string.rep("x", 1e6, string.rep("y", 1000))', "string.rep:"),
    ('string.rep("x", 1e12)', "string.rep:"),
    ("table.move({}, 1, math.maxinteger - 1, 1, {})", "table.move:"),
    ('table.concat({}, "", 1, math.maxinteger)', "table.concat:"),
    ("table.unpack({}, 1, 1e8)", "too many results to unpack"),
    ("table.unpack({}, math.mininteger, math.maxinteger)", "too many results to unpack"),
    ('string.format("%s", table.unpack({}, 1, 1e7))', "too many results to unpack"),
    ('utf8.codepoint("abc", 1, math.maxinteger)', "out of bounds"),
    ('utf8.char(table.unpack({}, 1, 1e8))', "too many results"),
    ('string.byte(string.rep("x", 1e6), 1, -1)', "string slice too long"),
    ('string.find(string.rep("a", 5000), string.rep("a*", 20) .. "b")', "string.find: pattern too complex"),
    ('string.match(string.rep("a", 100000), "a*b")', "string.match: pattern too complex"),
    ('string.gsub(string.rep("a", 100000), ".-b", "")', "string.gsub: pattern too complex"),
    ('for x in string.gmatch(string.rep("a", 100000), "a+a+b") do end', "string.gmatch: pattern too complex"),
    ('string.find(string.rep("(", 50000), "%b()")', "string.find: pattern too complex"),
    ('string.find(string.rep("a", 2e7), string.rep("a", 2e5) .. "b", 1, true)', "string.find: a plain search"),
    ("table.insert(setmetatable({}, {__len = function() return math.maxinteger - 1 end}), 1, 'x')",
     "instruction limit exceeded"),
    ("table.remove(setmetatable({}, {__len = function() return math.maxinteger - 1 end}), 1)",
     "instruction limit exceeded"),
    ("table.sort(setmetatable({}, {__len = function() return 2^31 - 2 end, __index = rawlen, __newindex = rawlen}))",
     "instruction limit exceeded"),
    # many calls, each below the one-call bound: their estimated work adds up in the budget
    ('local s = string.rep("a", 100) while true do string.find(s, "a*a*b") end', "instruction limit exceeded"),
    ('while true do string.rep("x", 100000) end', "instruction limit exceeded"),
    ("local t = {} while true do table.move(t, 1, 100000, 1) end", "instruction limit exceeded"),
])
def test_work_inside_c_functions_is_bounded(code, fragment):
    runtime = small_runtime(instruction_budget=DEFAULT_INSTRUCTION_BUDGET if "2e7" in code else BUDGET)
    chunk_fails(code, fragment, where="case.lua:1", runtime=runtime)


def test_a_single_pathological_pattern_names_the_subject_size_and_the_bound():
    error = chunk_fails('string.find(string.rep("a", 5000), string.rep("a*", 20) .. "b")', where="case.lua:1")
    assert "subject of 5000 characters" in error.message
    assert f"instruction budget, {BUDGET}" in error.message


def test_legitimate_uses_of_the_wrapped_functions_are_unchanged():
    runtime = small_runtime()
    assert runtime.run_chunk("""
        local out = {}
        local function add(...) for i = 1, select('#', ...) do out[#out + 1] = tostring((select(i, ...))) end end
        add(string.find("hello world", "o w"), string.find("hello", "l+"), string.find("a.b", ".", 1, true))
        add(("key = value"):match("^(%w+)%s*=%s*(%w+)$"), string.match("x(a(b)c)y", "%b()"))
        add(string.gsub("hello world", "o", "0"), string.gsub("abc", "%w", {a = "1"}), ("abc"):gsub(".", string.upper, 2))
        for k, v in string.gmatch("a=1, b=2", "(%w+)=(%w+)") do add(k, v) end
        add(string.find("THE (quick) fox", "%f[%a]%a+", 5), string.rep("ab", 3, "-"), ("x"):rep(0), ("x"):rep(-1))
        local t = {1, 2, 3}
        table.insert(t, 4) table.insert(t, 1, 0) add(table.remove(t), table.remove(t, 1), table.concat(t, ","))
        table.sort(t, function(a, b) return a > b end) add(table.concat(t, ",", 2, 3))
        add(table.concat(table.move({1, 2, 3}, 1, 3, 2, {}), ",", 2, 4), table.unpack({5, 6}))
        local with_len = setmetatable({}, {__len = function() return 2 end, __index = function(_, i) return i * 10 end})
        add(table.concat(with_len, "+"), table.remove(setmetatable({7, 8}, {__len = function() return 2 end})))
        local sorted = setmetatable({3, 1, 2}, {__len = function() return 3 end}) table.sort(sorted)
        add(table.concat(sorted, ""))
        return table.concat(out, " ")
    """, "=test") == (
        "5 3 2 2 key (a(b)c) hell0 w0rld 1bc ABc 2 a 1 b 2 6 ab-ab-ab   4 0 1,2,3 2,1 1,2,3 5 6 10+20 8 123",)


def test_argument_errors_of_the_wrapped_functions_stay_clear():
    chunk_fails("string.rep()", "bad argument #1 to 'rep'", where="case.lua:1")
    chunk_fails("table.insert(1, 2)", "bad argument #1 to 'insert'", where="case.lua:1")
    chunk_fails("string.find('x', '[a')", "malformed pattern", where="case.lua:1")


# The wall-clock deadline.
def test_slow_bindings_called_in_a_loop_hit_the_time_budget():
    runtime = LuaRuntime(time_budget=0.5)          # the default instruction budget: a few calls use little of it
    runtime.install_api("local bind = ...; return {Slow = {wait = bind(1)}}, {'Slow.wait'}", ["Slow"], lambda index: time.sleep(0.002))
    error = fails(lambda: runtime.run_chunk("while true do\n  Slow.wait()\nend\n", "@slow.lua"),
                  "script exceeded its time budget (0.5 s) at slow.lua:", where=None)
    assert error.where is not None and error.where.startswith("slow.lua:")
    assert runtime.run_chunk("return 'usable again'", "=test") == ("usable again",)   # a fresh deadline


def test_a_pure_lua_loop_hits_the_time_budget_when_the_instruction_budget_is_huge():
    runtime = LuaRuntime(instruction_budget=10 ** 15, time_budget=0.3)
    fails(lambda: runtime.run_chunk("local n = 0\nwhile true do n = n + 1 end\n", "@spin.lua"),
          "script exceeded its time budget (0.3 s) at spin.lua:2", where="spin.lua:2")


def test_the_time_budget_cannot_be_caught_by_pcall():
    runtime = LuaRuntime(instruction_budget=10 ** 15, time_budget=0.3)
    fails(lambda: runtime.run_chunk("for i = 1, 3 do pcall(function() while true do end end) end\n"
                                    "while true do end\n", "@catch.lua"), "time budget")


def test_default_budgets_are_documented_constants():
    runtime = LuaRuntime()
    assert DEFAULT_TIME_BUDGET == 10.0 and runtime.time_budget == DEFAULT_TIME_BUDGET
    assert runtime.instruction_budget == DEFAULT_INSTRUCTION_BUDGET
    with pytest.raises(ValueError):
        LuaRuntime(time_budget=0)


# -- 3. bytes that are not UTF-8 -----------------------------------------------------------------------------------
def test_string_literals_keep_their_bytes(tmp_path):
    script = (b"local s, id = GetID()\n"
              b"s.text = \"\xff\xfe\xe9\"\n"
              b"function s.initial_effect(c)\n"
              b"  assert(#s.text == 3 and s.text:byte(1) == 255 and s.text:byte(3) == 233, 'bytes changed')\n"
              b"end\n")
    duel = card_duel(tmp_path, {HOSTILE: script})
    duel.new_card(HOSTILE, 0)


def test_an_error_message_with_bytes_that_are_not_utf8_is_a_clean_script_error():
    error = chunk_fails(b"error('bad \xff byte')\n", "bad \ufffd byte", where="case.lua:1")
    assert isinstance(error.message, str)


def test_an_error_in_a_file_with_bytes_that_are_not_utf8(tmp_path):
    script = b"local s, id = GetID()\n-- \xff\xfe comment\nfunction s.initial_effect(c)\n  error('\xc3\x28')\nend\n"
    duel = card_duel(tmp_path, {HOSTILE: script})
    fails(lambda: duel.new_card(HOSTILE, 0), "\ufffd", where=f"c{HOSTILE}.lua:4")


def test_a_syntax_error_near_bytes_that_are_not_utf8(tmp_path):
    duel = card_duel(tmp_path, {HOSTILE: b"local x = \xff\xfe\n"})
    fails(lambda: duel.new_card(HOSTILE, 0), "syntax error", where=f"c{HOSTILE}.lua:1")


def test_a_chunk_name_with_bytes_that_are_not_utf8():
    error = chunk_fails("load(\"error('x')\", '@\\255name')()", "x", where=None)
    assert error.where == "\ufffdname:1"


def test_a_string_that_is_not_utf8_given_to_an_api_function_passes_as_in_the_engine(tmp_path):
    script = GOOD_SCRIPT.replace("  c:RegisterEffect(e)\n", "  c:RegisterEffect(e)\n  Debug.Message('caf\\233')\n")
    duel = card_duel(tmp_path, {HOSTILE: script})
    duel.new_card(HOSTILE, 0)
    assert duel.host.context.messages == ["caf\ufffd"]        # U+FFFD for the byte, never a codec error


def test_a_result_that_is_not_utf8_is_a_clean_script_error():
    chunk_fails("return 'ok', '\\255'", "not valid UTF-8", where=None)


def test_a_huge_error_message_is_cut():
    error = chunk_fails("error(string.rep('\\255', 1000000))", "bytes)", where="case.lua:1")
    assert len(error.message) < 50_000


# -- 4. held cases -----------------------------------------------------------------------------------------------------
WALK = """
local seen, found, queue = {}, {}, {}
local function visit(v)
  local kind = type(v)
  if kind == "table" or kind == "function" or kind == "userdata" or kind == "thread" then
    if seen[v] then return end
    seen[v] = true
  end
  found[#found + 1] = (kind == "string") and "a string" or v   -- utf8.charpattern is not UTF-8
  local mt = getmetatable(v)
  if mt ~= nil then visit(mt) end
  if kind == "table" then queue[#queue + 1] = v end
end
visit(_G)
for _, v in ipairs({"", 0, 0.5, true, print, hero, effect, group}) do visit(v) end
visit(select(2, pcall(Card.IsCode, 5, 1)))         -- a caught API error
local i = 1
while queue[i] do
  local t = queue[i]
  local k, v = next(t)
  while k ~= nil do
    visit(k) visit(v)
    k, v = next(t, k)
  end
  i = i + 1
end
return found
"""


def test_nothing_reachable_from_globals_is_a_python_object(tmp_path):
    session = _session_with_a_card(tmp_path)
    card = session.duel.cards[-1]
    context = session.host.context
    effect = card.effects[0]
    group_ud = session.host.run_snippet("return Group.FromCards(hero)", "=group", {"hero": context.userdata(card)})[0]
    found = session.host.run_snippet(WALK, "=walk", {"hero": context.userdata(card), "effect": context.userdata(effect),
                                                     "group": group_ud})[0]
    values = list(found.values())
    assert len(values) > 1000          # the API, the constants, the libraries
    kinds = set()
    for value in values:
        kind = lupa.lua_type(value)
        if kind is None:
            assert value is None or type(value) in (bool, int, float, str), f"a Python {type(value).__name__} is reachable"
            kind = type(value).__name__
        kinds.add(kind)
    assert {"table", "function", "userdata", "str", "int"} <= kinds


def _session_with_a_card(folder):
    folder = Path(folder)
    (folder / f"c{GOOD}.lua").write_text(GOOD_SCRIPT)
    session = DuelSession(cards={GOOD: dict(CARD)}, scripts=[folder])
    session.add_card(GOOD, location="mzone")
    return session


def test_binary_chunks_are_refused_by_load():
    runtime = small_runtime()
    result = runtime.run_chunk(
        "local results = {}\n"
        "for _, f in ipairs({function() return 1 end, pcall, string.find}) do\n"
        "  local ok, dumped = pcall(string.dump, f)\n"
        "  if ok then local chunk, message = load(dumped, 'x', 'b') results[#results + 1] = tostring(message) end\n"
        "end\n"
        "return table.concat(results, '|')", "=test")[0]
    assert result and all("binary chunk" in part for part in result.split("|")), result


def test_nothing_leaks_from_one_duel_into_the_next(tmp_path):
    hostile = ("local s, id = GetID()\nfunction s.initial_effect(c) end\n"
               "LEAKED = 'yes'\nCard.LeakedMethod = function() end\n"
               "getmetatable('').__index = function() return 'hijacked' end\n"
               "string.upper = nil\n")
    first = card_duel(tmp_path, {HOSTILE: hostile, GOOD: GOOD_SCRIPT})
    first.new_card(HOSTILE, 0)
    second = _session_with_a_card(tmp_path)
    assert second.host.run_snippet(
        "return rawget(_G, 'LEAKED'), Card.LeakedMethod, ('x'):upper(), getmetatable('').__index == string, "
        "UNDEFINED_NAME", "=check") == (None, None, "X", True, None)
