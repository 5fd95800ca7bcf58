"""A Lua state handed from a finished duel to the next (harness/lua/reuse.py): the next duel finds
it as the support files left it, whatever the scripts of the finished one did, and the finished
duel is freed and refuses any further call into Lua."""
import gc
import weakref

import pytest

from harness.engine.state.errors import ScriptError
from harness.lua import observed, reuse
from harness.lua.runtime import duel_budget
from harness.session import DuelSession

# Support files of their own: a function that keeps state in the chunk's locals (its upvalues),
# as utility.lua's caches do, and a table of constants.
CONSTANT = "LOCATION_MZONE = 0x04\nSOME_LIMIT = 3\n"
UTILITY = """
function GetID() return self_table, self_code end
Auxiliary = {}
aux = Auxiliary
local counter = 0
local remembered = {}
function Auxiliary.Next() counter = counter + 1 return counter end
function Auxiliary.Remember(k, v) remembered[k] = v end
function Auxiliary.Recall(k) return remembered[k] end
function Auxiliary.Twice(x) return 2 * x end
"""


SEVEN = {7001: {"name": "Seven", "type": ["monster", "effect"], "level": 1, "atk": 0, "def": 0}}


@pytest.fixture
def support(tmp_path):
    (tmp_path / "constant.lua").write_text(CONSTANT)
    (tmp_path / "utility.lua").write_text(UTILITY)
    (tmp_path / "procedure.lua").write_text("")
    reuse.forget()
    yield tmp_path
    reuse.forget()


def _session(folder):
    return DuelSession(scripts=[folder])


def _value(session, expression):
    session.lua(f"Debug.Message(tostring({expression}))")
    return session.host.context.messages[-1]


HOSTILE = """
LOCATION_MZONE = 99
SOME_LIMIT = nil
left_over = "from the finished duel"
aux.Twice = function(x) return 0 end
aux.Next() aux.Next() aux.Next()
aux.Remember("key", "value")
setmetatable(aux, {__index = function() return "made up" end})
string.upper = function() return "hijacked" end
getmetatable("").__index = {len = function() return -1 end}
table.insert = nil
"""


def test_the_next_duel_finds_the_state_as_the_support_files_left_it(support):
    with reuse.duels():
        first = _session(support)
        state = first.host.runtime
        first.lua(HOSTILE)
        assert _value(first, "aux.Next()") == "4"
        assert _value(first, "('x'):len()") == "-1"
    with reuse.duels():
        second = _session(support)
        assert second.host.runtime is state              # the same Lua state, handed on
        assert _value(second, "LOCATION_MZONE") == "4"
        assert _value(second, "SOME_LIMIT") == "3"
        assert _value(second, "left_over") == "nil"
        assert _value(second, "aux.Twice(21)") == "42"
        assert _value(second, "aux.Next()") == "1"       # the chunk's locals too
        assert _value(second, "aux.Recall('key')") == "nil"
        assert _value(second, "aux.anything") == "nil"   # no metatable left on aux
        assert _value(second, "string.upper('a')") == "A"
        assert _value(second, "('abc'):len()") == "3"
        assert _value(second, "type(table.insert)") == "function"


def test_a_card_script_table_of_the_finished_duel_is_gone(support):
    (support / "c7001.lua").write_text("local s,id=GetID()\nfunction s.initial_effect(c) end\ns.mark = 'set'\n")
    with reuse.duels():
        first = DuelSession(cards=SEVEN, scripts=[support])
        first.add_card(7001, 0, "hand", "seven")
        assert _value(first, "c7001.mark") == "set"
    with reuse.duels():
        second = DuelSession(cards=SEVEN, scripts=[support])
        assert _value(second, "c7001") == "nil"
        second.add_card(7001, 0, "hand", "seven")        # loaded again, from its file
        assert _value(second, "c7001.mark") == "set"


def test_a_script_that_replaces_its_environment_loads_as_fresh_in_the_next_duel(support):
    # a state runs a card's chunk again instead of loading it again: its _ENV is put back first
    (support / "c7001.lua").write_text(
        "local s,id=GetID()\nfunction s.initial_effect(c) end\n"
        "local n = 0\nfunction s.count() n = n + 1 return n end\n"
        "s.before = tostring(rawget(_ENV, 'probe_value'))\n"
        "_ENV = {probe_value = 'left by the last run'}\n")
    for _ in range(2):
        with reuse.duels():
            session = DuelSession(cards=SEVEN, scripts=[support])
            session.add_card(7001, 0, "hand", "seven")
            assert _value(session, "c7001.before") == "nil"
            assert [_value(session, "c7001.count()") for _ in range(2)] == ["1", "2"]    # its locals anew


def test_the_finished_duel_is_freed_and_refuses_lua(support):
    (support / "c7001.lua").write_text("local s,id=GetID()\nfunction s.initial_effect(c) s.held = c end\n")
    with reuse.duels():
        session = DuelSession(cards=SEVEN, scripts=[support])
        session.add_card(7001, 0, "hand", "seven")        # its userdata, held by its script table too
        session.lua("x = cards.seven")
        duel = weakref.ref(session.duel)
    with pytest.raises(reuse.DuelOver, match="this duel is over"):
        session.lua("x = 2")
    del session
    gc.collect()
    assert duel() is None


def test_the_garbage_finished_duels_leave_in_a_handed_on_state_stays_bounded(support):
    # the hand-over runs no full collection: Lua's collector keeps pace on its own
    used, states = [], set()
    for _ in range(150):
        with reuse.duels():
            session = DuelSession(scripts=[support])
            session.lua("junk = {} for i = 1, 3000 do junk[i] = {i, tostring(i)} end")
            state = session.host.runtime
        states.add(id(state))
        used.append(state.lua.get_memory_used())
    assert len(states) == 1                  # one state served every duel
    garbage_each = 3000 * 100                # bytes a duel leaves, at least: 150 of them would be 45 MB
    assert max(used) < used[0] + 20 * garbage_each, used[::25]


def test_a_duel_that_used_up_its_budget_leaves_the_next_its_whole_budget(support):
    with duel_budget(200_000):
        with reuse.duels():
            first = _session(support)
            state = first.host.runtime
            with pytest.raises(ScriptError, match="used up their budget"):
                first.lua("while true do end")
        with reuse.duels():
            second = _session(support)
            assert second.host.runtime is state
            assert second.host.runtime.duel_instructions() == 0
            second.lua("for i = 1, 1000 do end")


def test_no_state_is_handed_on_outside_a_block_or_with_coverage_on(support):
    with reuse.duels():
        state = _session(support).host.runtime
    assert _session(support).host.runtime is not state            # outside any block: a fresh one
    observed.set_coverage(True)
    try:
        with reuse.duels():
            assert _session(support).host.runtime is not state
    finally:
        observed.set_coverage(False)


def test_a_state_serves_at_most_max_duels(support, monkeypatch):
    monkeypatch.setattr(reuse, "MAX_DUELS", 2)
    states = []
    for _ in range(3):
        with reuse.duels():
            states.append(_session(support).host.runtime)
    assert states[0] is states[1] and states[2] is not states[0]


def test_changed_support_files_get_a_state_of_their_own(support):
    with reuse.duels():
        state = _session(support).host.runtime
    (support / "constant.lua").write_text(CONSTANT + "ANOTHER = 1\n")
    with reuse.duels():
        session = _session(support)
        assert session.host.runtime is not state
        assert _value(session, "ANOTHER") == "1"


def test_a_duels_instruction_count_does_not_depend_on_the_duel_before(support):
    # the budgets count in steps of 1,000 instructions: a handed-on state starts its count again
    counts = []
    for before in ("for i = 1, 10 do end", "for i = 1, 200 do end"):
        with reuse.duels():
            _session(support).lua(before)
        with reuse.duels():
            session = _session(support)
            session.lua("for i = 1, 2500 do end")
            counts.append(session.host.runtime.duel_instructions())
    assert counts[0] == counts[1] > 0


def test_the_snapshot_writer_hands_its_attempts_states_on_and_writes_the_same_files(tmp_path, monkeypatch):
    from harness.lua.runtime import LuaRuntime
    from harness.probe.snapshot import snapshot_card
    from project_scripts import copy_scripts
    scripts = copy_scripts(tmp_path / "scripts")
    built = []
    take_image = LuaRuntime.take_image
    monkeypatch.setattr(LuaRuntime, "take_image", lambda self: (built.append(self), take_image(self))[1])

    def written(out):
        reuse.forget()
        for code in (40619825, 16255173):        # Axe of Despair, The Grand Jupiter: many boards tried
            snapshot_card(code, scripts, out)
        return {p.name: p.read_bytes() for p in sorted(out.glob("*.yaml"))}

    handed_on = written(tmp_path / "handed_on")
    duels = []
    with pytest.MonkeyPatch.context() as fresh:
        fresh.setattr(reuse, "active", lambda: False)         # every duel builds its own state
        fresh.setattr(DuelSession, "__init__", lambda self, *a, init=DuelSession.__init__, **k:
                      (duels.append(self), init(self, *a, **k))[1])
        assert written(tmp_path / "fresh") == handed_on
    assert handed_on and 2 * len(built) < len(duels)         # most duels took a state another left


def test_the_random_generator_is_seeded_again(support):
    # math.randomseed is the one state of the Lua library outside its tables: a seed one duel sets
    # is not where the next duel's numbers come from
    with reuse.duels():
        first_of_seven = _value(_session(support), "(function() math.randomseed(7) return math.random(1, 10^9) end)()")
    with reuse.duels():
        _session(support).lua("math.randomseed(7)")
    with reuse.duels():
        assert _value(_session(support), "math.random(1, 10^9)") != first_of_seven


def test_a_duel_whose_api_tables_or_budgets_would_differ_gets_a_state_of_its_own(support, monkeypatch):
    from harness.lua import registry
    with reuse.duels():
        state = _session(support).host.runtime
    with duel_budget(123_456), reuse.duels():
        assert _session(support).host.runtime is not state
    original = registry._dispatcher
    monkeypatch.setattr(registry, "_dispatcher", lambda ctx, entries: original(ctx, entries))
    with reuse.duels():
        assert _session(support).host.runtime is not state


def test_a_script_that_replaces_the_comparison_functions_cannot_keep_its_changes(support):
    # the state is put back with the harness's own rawequal/rawget/next, not the globals a script
    # can replace: a rawequal that says "all equal" would otherwise keep every change
    with reuse.duels():
        first = _session(support)
        state = first.host.runtime
        first.lua('rawequal = function() return true end\nrawget = function() return nil end\n'
                  'next = function() return nil end\nstring.upper = function() return "hijacked" end\n'
                  'LOCATION_MZONE = 99')
    with reuse.duels():
        second = _session(support)
        assert second.host.runtime is state
        assert _value(second, "('a'):upper()") == "A"
        assert _value(second, "LOCATION_MZONE") == "4"
        assert _value(second, "rawequal(1, 2)") == "false"


def test_the_sandbox_library_s_caches_start_again(support):
    # string.find and the like analyse a pattern once and cache the analysis, which costs
    # instructions: a pattern the duel before analysed must cost the next duel as much again
    pattern = "string.rep('a', 3000)"
    counts = []
    for before in ("local p = 1", f"string.find('x', {pattern})"):
        with reuse.duels():
            _session(support).lua(before)
        with reuse.duels():
            session = _session(support)
            session.lua(f"string.find('x', {pattern})")
            counts.append(session.host.runtime.duel_instructions())
    assert counts[0] == counts[1] > 0


def test_a_card_s_script_table_costs_a_handed_on_state_what_it_costs_a_fresh_one(support):
    # The hook counts in steps of 1,000 instructions, so a few instructions more or less before a
    # call (the harness's cached metatable of the cards' script tables) can move a count by a
    # step. Found at the loop length where the fresh state's count steps up, the count must step
    # up at the same length on a handed-on state.
    (support / "c7001.lua").write_text("local s,id=GetID()\nfunction s.initial_effect(c) end\n")

    def count(loops, handed_on):
        reuse.forget()
        if handed_on:
            with reuse.duels():
                DuelSession(cards=SEVEN, scripts=[support]).add_card(7001, 0, "hand", "seven")
        with reuse.duels():
            session = DuelSession(cards=SEVEN, scripts=[support])
            session.add_card(7001, 0, "hand", "seven")
            session.lua(f"for i = 1, {loops} do end")
            return session.host.runtime.duel_instructions()

    low, high = 0, 2000
    assert count(low, False) < count(high, False)
    while high - low > 1:               # the last length of the fresh state's lower count
        middle = (low + high) // 2
        if count(middle, False) == count(low, False):
            low = middle
        else:
            high = middle
    assert [count(low, True), count(high, True)] == [count(low, False), count(high, False)]


def test_what_building_a_state_ran_is_not_the_duel_s(support):
    # the support files' top-level code runs when a state is built: a duel on a new state starts
    # its budget and its count at zero, as a duel on a handed-on state does
    (support / "procedure.lua").write_text("for i = 1, 20000 do end\n")
    reuse.forget()
    assert _session(support).host.runtime.duel_instructions() == 0          # a state of its own
    with reuse.duels():
        assert _session(support).host.runtime.duel_instructions() == 0      # new, kept for the next
    with reuse.duels():
        assert _session(support).host.runtime.duel_instructions() == 0      # handed on
