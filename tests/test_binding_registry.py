"""The binding registry (harness/lua/registry.py) and how bindings meet scripts.

Every function of the real API exists; unimplemented ones fail with a clear message naming the
calling line; wrong arguments are ApiArgumentErrors naming the function and the line; the
registry refuses names the real API does not have; Group metamethods work; extra arguments are
ignored, as the real engine does.
"""
from pathlib import Path

import pytest

from harness.engine.state.card import Card
from harness.engine.state.effect import Effect
from harness.engine.state.errors import ApiArgumentError, NotImplementedByHarness, ScriptError
from harness.engine.state.group import Group
from harness.lua import registry
from harness.lua.api_catalog import API_NAMES
from harness.lua.bindings import load_all
from harness.session import DuelSession

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data" / "lua" / "registry"
SHOWN = "tests/data/lua/registry"          # how messages show DATA when the tests run from ROOT
CARDS = DATA / "cards.yaml"

UNIMPLEMENTED_CALL = 95300001   # calls _G[PROBE_TABLE][PROBE_NAME](c)
WRONG_TYPE = 95300002           # Card.IsCode(5, id)
MISSING_ARGUMENT = 95300003     # Duel.GetLP()
TAIL_CALL = 95300004            # return Card.IsCode(5, id)

BLUE_EYES, DARK_MAGICIAN, GAIA = 89631139, 46986414, 6368038     # bundled Normal Monsters
TABLES = ("Card", "Duel", "Effect", "Group", "Debug")

load_all()


def line_of(path, marker):
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        if marker in line:
            return number
    raise AssertionError(f"{marker} not found in {path}")


def unimplemented_name(table):
    """The first function of the real API that the harness does not implement, in `table`."""
    for name in API_NAMES[table]:
        if not registry.implemented(table, name):
            return name
    pytest.skip(f"every {table} function is implemented")


def run(duel, code, **values):
    """Run a Lua snippet with globals bound: engine objects become their userdata; its results."""
    context = duel.host.context
    bound = {k: (context.userdata(v) if isinstance(v, (Card, Effect, Group)) else v) for k, v in values.items()}
    return duel.host.run_snippet(code, "=test snippet", bound)


def lua_table(duel, mapping):
    table = duel.host.runtime.new_table()
    for key, value in mapping.items():
        table[key] = value
    return table


@pytest.fixture
def fixture_duel(monkeypatch):
    # From the project root, chunk names (and so the messages) are short relative paths.
    monkeypatch.chdir(ROOT)
    return DuelSession(cdb=[CARDS], scripts=[DATA])


@pytest.fixture
def board():
    duel = DuelSession()
    cards = {name: duel.add_card(code, location="mzone", alias=name)
             for name, code in (("a", BLUE_EYES), ("b", DARK_MAGICIAN), ("c", GAIA))}
    return duel, cards


# -- every name of the real API exists -------------------------------------------------------------------------
def test_every_api_name_is_a_function_in_the_runtime_tables():
    duel = DuelSession()
    qualified = [f"{table}.{name}" for table in API_NAMES for name in API_NAMES[table]]
    names = lua_table(duel, dict(enumerate(qualified, start=1)))
    result = run(duel, """
        local missing = {}
        for _, qualified in ipairs(NAMES) do
          local table_name, name = qualified:match("^(%w+)%.(.+)$")
          if type(_G[table_name]) ~= "table" or type(_G[table_name][name]) ~= "function" then
            missing[#missing + 1] = qualified
          end
        end
        return #NAMES, table.concat(missing, " ")
        """, NAMES=names)
    assert result == (len(qualified), "")
    assert len(qualified) > 600


def test_the_runtime_tables_hold_the_real_api_and_nothing_else():
    duel = DuelSession()
    assert set(duel.host.context.tables) == set(TABLES)
    for table, lua in duel.host.context.tables.items():
        assert set(lua.keys()) == set(API_NAMES[table]) | {"__index"}, table


def test_every_registered_binding_is_a_real_api_name():
    assert any(registry.BINDINGS.values())
    for table, bindings in registry.BINDINGS.items():
        for name, binding in bindings.items():
            assert name in API_NAMES[table]
            assert (binding.table, binding.name, binding.qualified_name) == (table, name, f"{table}.{name}")
            assert registry.implemented(table, name)


def test_unimplemented_functions_say_so_and_implemented_ones_do_not():
    duel = DuelSession()
    implemented = lua_table(duel, {f"{t}.{n}": registry.implemented(t, n) for t in API_NAMES for n in API_NAMES[t]})
    result = run(duel, """
        local wrong, counts = {}, {[true] = 0, [false] = 0}
        for _, table_name in ipairs({"Card", "Duel", "Effect", "Group", "Debug"}) do
          for name, f in pairs(_G[table_name]) do
            if name ~= "__index" then
              local qualified = table_name .. "." .. name
              local ok, err = pcall(f)            -- no arguments: implemented ones fail otherwise or work
              local says_so = not ok and err == "not implemented by the harness: " .. qualified
              local is_implemented = IMPLEMENTED[qualified]
              counts[is_implemented] = counts[is_implemented] + 1
              if says_so == is_implemented then
                wrong[#wrong + 1] = qualified .. (is_implemented and " claims to be unimplemented" or ": " .. tostring(err))
              end
            end
          end
        end
        return counts[true], counts[false], table.concat(wrong, "\\n")
        """, IMPLEMENTED=implemented)
    implemented_count = sum(len(b) for b in registry.BINDINGS.values())
    total = sum(len(names) for names in API_NAMES.values())
    assert result == (implemented_count, total - implemented_count, "")


# -- unimplemented functions called from a script ---------------------------------------------------------------
@pytest.mark.parametrize("table", TABLES)
def test_an_unimplemented_call_names_the_function_and_the_calling_line(fixture_duel, table):
    name = unimplemented_name(table)
    assert not registry.implemented(table, name)
    runtime = fixture_duel.host.runtime
    runtime.globals["PROBE_TABLE"], runtime.globals["PROBE_NAME"] = table, name
    with pytest.raises(ScriptError) as caught:
        fixture_duel.add_card(UNIMPLEMENTED_CALL)
    line = line_of(DATA / f"c{UNIMPLEMENTED_CALL}.lua", "UNIMPLEMENTED_LINE")
    where = f"{SHOWN}/c{UNIMPLEMENTED_CALL}.lua:{line}"
    assert caught.value.message == f"not implemented by the harness: {table}.{name} (called from {where})"
    assert caught.value.where == where
    assert str(caught.value) == caught.value.message      # the place is not repeated


def test_an_unimplemented_call_from_a_snippet_has_no_invented_place():
    duel = DuelSession()
    name = unimplemented_name("Duel")
    with pytest.raises(ScriptError) as caught:
        run(duel, f"local x = Duel.{name}()")
    assert caught.value.message == f"not implemented by the harness: Duel.{name}"


def test_an_unimplemented_call_is_a_not_implemented_by_harness_error(fixture_duel):
    runtime = fixture_duel.host.runtime
    runtime.globals["PROBE_TABLE"], runtime.globals["PROBE_NAME"] = "Duel", unimplemented_name("Duel")
    with pytest.raises(NotImplementedByHarness):
        fixture_duel.add_card(UNIMPLEMENTED_CALL)


# -- argument errors ------------------------------------------------------------------------------------------
def test_a_wrong_argument_type_names_the_function_the_argument_and_the_line(fixture_duel):
    with pytest.raises(ApiArgumentError) as caught:
        fixture_duel.add_card(WRONG_TYPE)
    line = line_of(DATA / f"c{WRONG_TYPE}.lua", "WRONG_TYPE_LINE")
    error = caught.value
    assert error.message == "Card.IsCode: argument #1 must be a Card, got number"
    assert error.where == f"{SHOWN}/c{WRONG_TYPE}.lua:{line}"
    assert str(error) == f"{SHOWN}/c{WRONG_TYPE}.lua:{line}: Card.IsCode: argument #1 must be a Card, got number"


def test_a_wrong_argument_in_a_tail_call_names_the_enclosing_function(fixture_duel):
    # `return Card.IsCode(...)` leaves no frame for the calling line: the function's definition is named.
    with pytest.raises(ApiArgumentError) as caught:
        fixture_duel.add_card(TAIL_CALL)
    line = line_of(DATA / f"c{TAIL_CALL}.lua", "TAIL_CALL_FUNCTION_LINE")
    assert caught.value.message == "Card.IsCode: argument #1 must be a Card, got number"
    assert caught.value.where.startswith(f"{SHOWN}/c{TAIL_CALL}.lua:{line}")


@pytest.mark.parametrize("call, message", [
    ("Card.IsCode(Effect.CreateEffect(a), 1)", "Card.IsCode: argument #1 must be a Card, got Effect"),
    ("Card.IsCode(Group.FromCards(a), 1)", "Card.IsCode: argument #1 must be a Card, got Group"),
    ("Card.IsCode('a', 1)", "Card.IsCode: argument #1 must be a Card, got string"),
    ("Card.IsCode(nil, 1)", "Card.IsCode: argument #1 must be a Card, got nil"),
    ("Effect.SetType(a, 1)", "Effect.SetType: argument #1 must be an Effect, got Card"),
    ("Group.GetCount(a)", "Group.GetCount: argument #1 must be a Group, got Card"),
    ("Duel.GetLP(2)", "Duel.GetLP: argument #1 must be a player (0 or 1), got 2"),
])
def test_argument_errors_name_function_and_argument(board, call, message):
    duel, cards = board
    with pytest.raises(ApiArgumentError) as caught:
        run(duel, f"local result = {call}", a=cards["a"])
    assert caught.value.message == message


def test_a_nil_integer_the_script_passes_reads_as_zero_and_a_missing_one_is_an_error(board):
    # lua_tointeger(nil) is 0 in the core (scripts pass nil for a filter's unused parameter), but a
    # required argument left out is refused, as check_param_count refuses it
    duel, cards = board
    assert run(duel, "return Card.IsType(a, nil), Card.IsLevelBelow(a, nil)", a=cards["a"]) == (False, False)
    with pytest.raises(ApiArgumentError) as caught:
        run(duel, "return Card.IsType(a)", a=cards["a"])
    assert caught.value.message == "Card.IsType: 2 Parameters are needed."


def test_a_call_with_fewer_arguments_than_the_core_counts_fails_even_where_the_harness_has_a_default(board):
    # Duel.IsExistingTarget checks 6 (its `ex` too): a real script that leaves `ex` out can never
    # be activated on the engine
    duel, cards = board
    with pytest.raises(ApiArgumentError) as caught:
        run(duel, "return Duel.IsExistingTarget(Card.IsFaceup, 0, LOCATION_MZONE, 0, 1)")
    assert caught.value.message == "Duel.IsExistingTarget: 6 Parameters are needed."
    assert run(duel, "return Duel.IsExistingTarget(Card.IsFaceup, 0, LOCATION_MZONE, 0, 1, nil)") in ((True,), (False,))


def test_the_nils_a_function_passes_on_to_its_filter_are_passed_as_the_core_passes_them(board):
    # the extra arguments after `ex` reach the filter as given, explicit nils included (lua_gettop)
    duel, cards = board
    found = run(duel, "local n = 0\n"
                      "Duel.IsExistingMatchingCard(function(c, ...) n = select('#', ...) return true end,"
                      " 0, LOCATION_MZONE, 0, 1, nil, nil, nil)\nreturn n")
    assert found == (2,)


def test_a_table_argument_is_reported_as_a_table(board):
    duel, cards = board
    with pytest.raises(ApiArgumentError) as caught:
        run(duel, "local result = Card.IsCode({}, 1)")
    assert caught.value.message == "Card.IsCode: argument #1 must be a Card, got table"


def test_a_boolean_is_not_a_player(board):
    duel, cards = board
    with pytest.raises(ApiArgumentError, match="Duel.GetLP: argument #1"):
        run(duel, "local lp = Duel.GetLP(true)")


def test_a_missing_argument_is_an_argument_error_naming_the_line(fixture_duel):
    with pytest.raises(ScriptError) as caught:
        fixture_duel.add_card(MISSING_ARGUMENT)
    line = line_of(DATA / f"c{MISSING_ARGUMENT}.lua", "MISSING_ARGUMENT_LINE")
    assert "Duel.GetLP" in caught.value.message
    assert caught.value.where == f"{SHOWN}/c{MISSING_ARGUMENT}.lua:{line}"


def test_a_caught_api_error_is_a_string(board):
    # As in the real engine (luaL_error): a script's pcall receives the message, a Lua string.
    duel, cards = board
    assert run(duel, """
        local ok, err = pcall(Card.IsCode, 5, 1)
        return ok, type(err), "caught: " .. err
        """) == (False, "string", "caught: Card.IsCode: argument #1 must be a Card, got number")


def test_a_string_that_is_not_utf8_can_be_passed_to_the_api():
    duel = DuelSession()
    run(duel, 'Debug.Message("caf\\233")')
    assert len(duel.host.context.messages) == 1


def test_a_caught_unimplemented_error_is_a_string():
    duel = DuelSession()
    name = unimplemented_name("Duel")
    assert run(duel, f"""
        local ok, err = pcall(Duel.{name})
        return ok, type(err), "caught: " .. err
        """) == (False, "string", f"caught: not implemented by the harness: Duel.{name}")


# -- registration -----------------------------------------------------------------------------------------------
def test_registering_a_name_outside_the_real_api_is_refused():
    def NotARealApiFunction(ctx):
        return 1

    before = {table: dict(bindings) for table, bindings in registry.BINDINGS.items()}
    with pytest.raises(ValueError, match=r"Duel\.NotARealApiFunction is not a function of the real API"):
        registry.api("Duel", "() -> integer", "made up")(NotARealApiFunction)
    assert registry.BINDINGS == before
    assert not registry.implemented("Duel", "NotARealApiFunction")


def test_a_real_name_in_the_wrong_table_is_refused():
    def GetLP(ctx, player):           # Duel.GetLP exists; Card.GetLP does not
        return 0

    before = dict(registry.BINDINGS["Card"])
    with pytest.raises(ValueError, match=r"Card\.GetLP is not a function of the real API"):
        registry.api("Card")(GetLP)
    assert registry.BINDINGS["Card"] == before


def test_a_metamethod_name_outside_the_real_api_is_refused():
    def len_meta(ctx, c):             # Group.__len exists; Card.__len does not
        return 0

    with pytest.raises(ValueError, match=r"Card\.__len is not a function of the real API"):
        registry.api("Card")(len_meta)
    assert "__len" not in registry.BINDINGS["Card"]


def test_registration_maps_meta_names_and_returns_the_function(monkeypatch):
    monkeypatch.setitem(registry.BINDINGS, "Group", {})   # restored after the test

    def sub_meta(ctx, a, b):
        return None

    assert registry.api("Group", "(a: Group, b: Group) -> Group", "a - b")(sub_meta) is sub_meta
    binding = registry.BINDINGS["Group"]["__sub"]
    assert (binding.function, binding.signature, binding.doc) == (sub_meta, "(a: Group, b: Group) -> Group", "a - b")


# -- Group metamethods --------------------------------------------------------------------------------------------
def test_group_length_union_and_difference(board):
    duel, cards = board
    result = run(duel, """
        local ab, bc = Group.FromCards(a, b), Group.FromCards(b, c)
        local union, difference = ab + bc, ab - bc
        return #ab, #bc, #union, #difference,
               union:IsContains(a) and union:IsContains(b) and union:IsContains(c),
               difference:IsContains(a) and not difference:IsContains(b),
               getmetatable(union) == Group, getmetatable(difference) == Group,
               not rawequal(union, ab) and not rawequal(difference, ab),
               #ab, #Group.CreateGroup()
        """, a=cards["a"], b=cards["b"], c=cards["c"])
    assert result == (2, 2, 3, 1, True, True, True, True, True, 2, 0)


def test_group_operators_with_cards_and_the_other_set_operators(board):
    duel, cards = board
    result = run(duel, """
        local ab, bc = Group.FromCards(a, b), Group.FromCards(b, c)
        return #(ab + c), #(c + ab), #(ab - a), #(ab | bc), #(ab & bc), (ab & bc):GetFirst() == b,
               #(ab ~ bc), (ab ~ bc):IsContains(b)
        """, a=cards["a"], b=cards["b"], c=cards["c"])
    assert result == (3, 3, 1, 3, 1, True, 2, False)


# -- extra arguments --------------------------------------------------------------------------------------------
def test_extra_arguments_are_ignored(board):
    duel, cards = board
    duel.set_lp(1, 1234)
    result = run(duel, """
        local e = Effect.CreateEffect(a)
        e:SetValue(500, "extra", {}, nil, 9)
        return Duel.GetLP(1, "junk"),
               Duel.GetLP(1, "junk", {}, false, 5, 6, 7),
               a:IsFaceup("junk"), Card.IsFaceup(a, 1, 2, 3, 4, 5),
               a:GetAttack(b, c, nil, "x"),
               e:GetValue(),
               Duel.GetTurnPlayer(1, 2, 3, 4, 5, 6)
        """, a=cards["a"], b=cards["b"], c=cards["c"])
    assert result == (1234, 1234, True, True, 3000, 500, 0)


def test_variadic_bindings_keep_every_argument(board):
    duel, cards = board
    assert run(duel, f"""
        return a:IsCode(1, 2, 3, 4, 5, 6, {BLUE_EYES}), a:IsCode(1, 2, 3, 4, 5, 6, 7),
               #Group.FromCards(a, nil, b), #Group.FromCards(a, nil, nil, nil, nil, b, c)
        """, a=cards["a"], b=cards["b"], c=cards["c"]) == (True, False, 2, 3)


def test_a_count_of_zero_is_never_reached_and_a_negative_one_by_the_first_match(board):
    # field::filter_matching_card stops at `count` matches and answers false when it never stopped
    duel, cards = board
    exists = "return Duel.IsExistingMatchingCard(nil, 0, LOCATION_MZONE, 0, {count}, nil)"
    assert run(duel, exists.format(count=1)) == (True,)
    assert run(duel, exists.format(count=0)) == (False,)
    assert run(duel, exists.format(count=-1)) == (True,)
    assert run(duel, exists.replace("LOCATION_MZONE, 0", "0, 0").format(count=-1)) == (False,)     # no match
    assert run(duel, "return Duel.IsExistingTarget(nil, 0, LOCATION_MZONE, 0, 0, nil)") == (False,)
