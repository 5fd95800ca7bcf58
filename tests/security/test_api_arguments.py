"""Hostile arguments and values from card scripts (untrusted: they arrive in pull requests).

Each bad argument or value becomes a clean ScriptError / ApiArgumentError naming the function and
the argument, never an internal Python error: no attribute is read by a script-given name,
integers follow lua_tointeger, results that overflow a Lua integer fail cleanly, what scripts make
Python hold is capped per duel (harness.lua.context.ResourceLimits), and a loading script cannot
act on the duel.
"""
import inspect
import time

import pytest

from harness.engine.state.errors import (ActionWhileLoading, ApiArgumentError, ResourceLimitExceeded, ScriptError)
from harness.lua import registry
from harness.lua.bindings import load_all
from harness.lua.context import DEFAULT_LIMITS, MAX_COUNT, ResourceLimits
from harness.session import DuelSession

load_all()

BLUE_EYES, DARK_MAGICIAN, GAIA = 89631139, 46986414, 6368038     # bundled Normal Monsters
LOADER = 95310001                                                 # made-up card: its script is the test's


@pytest.fixture
def duel():
    session = DuelSession()
    for player in (0, 1):
        session.add_card(BLUE_EYES, player, "mzone", alias=f"bewd{player}")
        session.add_card(DARK_MAGICIAN, player, "deck")
        session.add_card(GAIA, player, "deck")
    session.start()
    return session


def _run(duel, code, card):
    context = duel.host.context
    return duel.host.run_snippet(code, "@snippet.lua", {"C": context.userdata(card),
                                                        "D": context.userdata(duel.card("bewd1"))})


def fails(duel, code, error_class=ScriptError):
    with pytest.raises(error_class) as caught:
        _run(duel, code, duel.card("bewd0"))
    assert type(caught.value).__module__.startswith("harness"), caught.value
    return str(caught.value)


# -- 1. no script value names a Python attribute -------------------------------------------------------------
@pytest.mark.parametrize("getter", ["GetCondition", "GetCost", "GetTarget", "GetOperation", "GetValue"])
@pytest.mark.parametrize("name", ["__module__", "__class__", "__dict__", "duel", "owner", "_ud"])
def test_effect_getters_ignore_their_extra_argument(duel, getter, name):
    result = _run(duel, f"""
        local e = Effect.CreateEffect(C)
        return e:{getter}("{name}"), Effect.{getter}(e, "{name}", "{name}")
    """, duel.card("bewd0"))
    assert result == (None, None)


def test_effect_getters_return_what_was_set(duel):
    result = _run(duel, """
        local e = Effect.CreateEffect(C)
        local f = function() return true end
        e:SetCondition(f) e:SetValue(1200)
        return e:GetCondition("value") == f, e:GetValue("condition")
    """, duel.card("bewd0"))
    assert result == (True, 1200)


def test_no_binding_takes_a_hidden_parameter_with_a_name_or_an_object_default():
    # A default other than nil, a number or a boolean (a sentinel object) is how an argument
    # could turn into something Python uses by name: every such parameter is listed here.
    allowed = {("Duel", "IsPlayerCanSpecialSummonMonster"), ("Duel", "IsPlayerCanRemove")}      # _ABSENT sentinels
    for table, bindings in registry.BINDINGS.items():
        for name, binding in bindings.items():
            for parameter in list(inspect.signature(binding.function).parameters.values())[1:]:
                default = parameter.default
                if default is parameter.empty or default is None or type(default) in (int, bool):
                    continue
                assert (table, name) in allowed and type(default) is object, (table, name, parameter.name, default)


# -- 2. numbers ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("code, expected", [
    ("Duel.SetLP(0, 0/0)", "Duel.SetLP: argument #2 must be an integer, got nan"),
    ("Duel.SetLP(0, math.huge)", "Duel.SetLP: argument #2 must be an integer, got inf"),
    ("Duel.SetLP(0, -math.huge)", "Duel.SetLP: argument #2 must be an integer, got -inf"),
    ("Effect.CreateEffect(C):SetCode(1.5)", "Effect.SetCode: argument #2 must be an integer, got 1.5 "
                                            "(number has no integer representation)"),
    ("Effect.CreateEffect(C):SetCode(2.0^63)", "argument #2 must be an integer, got 9.223372036854776e+18"),
    ("Duel.SetLP(0/0, 100)", "Duel.SetLP: argument #1 must be a player (0 or 1), got nan"),
    ("Group.RandomSelect(Group.FromCards(C, D), 0, -1)",
     f"Group.RandomSelect: argument #3 must be a count from 0 to {MAX_COUNT}, got -1"),
    ("Duel.Draw(0, math.mininteger, REASON_EFFECT)",
     f"Duel.Draw: argument #2 must be a count from 0 to {MAX_COUNT}, got {-2 ** 63}"),
    ("Duel.DiscardDeck(0, -1, REASON_EFFECT)", "Duel.DiscardDeck: argument #2 must be a count"),
    ("C:AddCounter(0x1, math.mininteger)", "Card.AddCounter: argument #3 must be a count"),
    ("C:RemoveCounter(0, 0x1, math.mininteger, REASON_EFFECT)", "Card.RemoveCounter: argument #4 must be a count"),
    ("Duel.AnnounceLevel(0, 1, math.maxinteger)", f"Duel.AnnounceLevel: argument #3: Levels 1 to {2 ** 63 - 1} are "
                                                  f"more than {MAX_COUNT} to choose from"),
    ("Effect.CreateEffect(C):SetValue(0/0)", "Effect.SetValue: argument #2 must be an integer, got nan"),
    ("Duel.GetFieldCard(0, LOCATION_MZONE, 0/0)", "Duel.GetFieldCard: argument #3 must be an integer, got nan"),
    ("Duel.Destroy(C, REASON_EFFECT, 0)", "Duel.Destroy: argument #3 must be a destination"),
    ("Duel.MoveToField(C, 0, 0, LOCATION_DECK, POS_FACEUP, true)", "Duel.MoveToField: argument #4 must be"),
])
def test_bad_numbers_are_clean_argument_errors_naming_the_function_and_the_line(duel, code, expected):
    message = fails(duel, code, ApiArgumentError)
    assert expected in message
    assert "snippet.lua:1" in message


@pytest.mark.parametrize("code, read, warning", [
    ("e:SetCode(true)", 0, "Effect.SetCode: argument #2 is a boolean, where a number is expected; the engine reads it as 0"),
    ("e:SetCode({})", 0, "Effect.SetCode: argument #2 is a table"),
    ("e:SetCode(C)", 0, "Effect.SetCode: argument #2 is a Card"),
    ("e:SetCode('x')", 0, "Effect.SetCode: argument #2 is a string"),
    ("e:SetCode(' 42 ')", 42, "the engine reads it as 42"),
])
def test_a_value_that_is_not_a_number_reads_as_lua_tointeger_reads_it_with_a_warning(duel, code, read, warning):
    result = _run(duel, f"local e = Effect.CreateEffect(C) {code} return e:GetCode()", duel.card("bewd0"))
    assert result == (read,)
    assert any(warning in w and "[check: argument_types" in w for w in duel.duel.warnings), duel.duel.warnings


@pytest.mark.parametrize("code", [
    "Duel.IsExistingMatchingCard(nil, 0, LOCATION_MZONE, LOCATION_MZONE, 2, 0)",
    "Duel.GetMatchingGroup(nil, 0, LOCATION_MZONE, LOCATION_MZONE, 'x'):GetCount() == 2",
    "Duel.GetMatchingGroup(nil, 0, LOCATION_MZONE, LOCATION_MZONE, nil):Filter(nil, true):GetCount() == 2",
])
def test_an_exception_that_is_no_card_or_group_leaves_no_card_out_with_a_warning(duel, code):
    # the core reads `ex` with check_param(..., TRUE): a real script passes tp there (Strafe Attack)
    assert _run(duel, f"return {code}", duel.card("bewd0")) == (True,)
    assert any("its exception argument is a" in w and "[check: argument_types" in w for w in duel.duel.warnings)


def test_the_argument_types_check_at_error_level_refuses_it(duel):
    duel.duel.checks["argument_types"] = "error"
    assert "Effect.SetCode: argument #2 is a boolean" in fails(duel, "Effect.CreateEffect(C):SetCode(true)")


def test_floats_with_an_integer_value_are_integers_as_in_lua_tointeger(duel):
    result = _run(duel, """
        local e = Effect.CreateEffect(C)
        e:SetCode(100.0) e:SetCountLimit(2.0)
        Duel.SetLP(0, 4000.0)
        return e:GetCode(), math.type(e:GetCode()), Duel.GetLP(0), math.type(Duel.GetLP(0))
    """, duel.card("bewd0"))
    assert result == (100, "integer", 4000, "integer")


def test_locations_without_zones_read_as_the_core_does(duel):
    # GetLocationCount gives the count and the zone list (0 for a location without zones)
    assert _run(duel, "return Duel.GetFieldCard(0, 0, 0), Duel.GetLocationCount(0, LOCATION_GRAVE), "
                      "Duel.GetLocationCount(0, 0)", duel.card("bewd0")) == (None, 0, 0, 0)


@pytest.mark.parametrize("value, shown", [("0/0", "nan"), ("{}", "a table"), ("math.huge", "inf"),
                                          ("function() end", "a function")])
def test_a_value_function_giving_a_non_integer_is_a_clean_error(duel, value, shown):
    message = fails(duel, f"""
        local e = Effect.CreateEffect(C)
        e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_UPDATE_ATTACK)
        e:SetValue(function() return {value} end)
        C:RegisterEffect(e)
        return C:GetAttack()
    """)
    assert f"gave {shown}: an effect's value must be an integer" in message
    assert "snippet.lua" in message


def test_results_beyond_64_bits_are_a_clean_error_not_an_overflow(duel):
    message = fails(duel, """
        for i = 1, 2 do
          local e = Effect.CreateEffect(C)
          e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_UPDATE_ATTACK) e:SetValue(math.maxinteger)
          C:RegisterEffect(e)
        end
        local atk = C:GetAttack()
        return atk
    """)
    assert "Card.GetAttack: a result (18446744073709554614) does not fit in a Lua integer (64 bits)" in message
    assert "snippet.lua:7" in message


def test_huge_numbers_in_lists_and_ranges_return_quickly(duel):
    start = time.monotonic()
    fails(duel, "Duel.AnnounceLevel(0, math.mininteger, math.maxinteger)", ApiArgumentError)
    fails(duel, "Duel.AnnounceLevel(0, math.maxinteger, 1)", ApiArgumentError)
    assert time.monotonic() - start < 30       # a hang guard: a walk over the range would never end


# -- 3. memory outside Lua --------------------------------------------------------------------------------------
def limited(duel, **limits):
    duel.host.context.limits = ResourceLimits(**limits)
    return duel


def test_debug_messages_are_capped(duel):
    limited(duel, message_bytes=8 * 1024 * 1024)
    start = time.monotonic()
    message = fails(duel, 'for i = 1, 2000 do Debug.Message(string.rep("M", 2^20)) end', ResourceLimitExceeded)
    assert time.monotonic() - start < 60       # a hang guard (2 GB of messages uncapped), not a speed target
    assert "Debug.Message: the scripts made the harness hold more than 8 MB of messages" in message
    assert "ResourceLimits.message_bytes" in message and "snippet.lua:1" in message
    assert duel.host.context.message_bytes <= 8 * 1024 * 1024


def test_effects_are_capped(duel):
    limited(duel, effects=1000)
    start = time.monotonic()
    message = fails(duel, "for i = 1, 300000 do Effect.CreateEffect(C) end", ResourceLimitExceeded)
    assert time.monotonic() - start < 10
    assert "Effect.CreateEffect: the scripts made the harness hold more than 1000 effects" in message


def test_groups_are_capped(duel):
    limited(duel, groups=1000)
    message = fails(duel, "for i = 1, 300000 do Group.CreateGroup() end", ResourceLimitExceeded)
    assert "Group.CreateGroup: the scripts made the harness hold more than 1000 groups" in message


def test_cards_are_capped(duel):
    limited(duel, cards=20)
    message = fails(duel, f"for i = 1, 1000 do Duel.CreateToken(0, {BLUE_EYES}) end", ResourceLimitExceeded)
    assert "Duel.CreateToken: the scripts made the harness hold more than 20 cards" in message


def test_effect_labels_are_capped(duel):
    limited(duel, labels=100_000)
    start = time.monotonic()
    message = fails(duel, """
        local values = {}
        for i = 1, 999 do values[i] = i end          -- the effect and 999 labels: MAX_API_ARGUMENTS
        for i = 1, 1000 do Effect.CreateEffect(C):SetLabel(table.unpack(values)) end
    """, ResourceLimitExceeded)
    assert time.monotonic() - start < 10
    assert "Effect.SetLabel: the scripts made the harness hold more than 100000 effect labels" in message


def test_relabelling_one_effect_holds_only_its_last_labels(duel):
    limited(duel, labels=100)
    _run(duel, "local e = Effect.CreateEffect(C) for i = 1, 10000 do e:SetLabel(i, i, i) end", duel.card("bewd0"))
    assert duel.host.context.labels_held == 2


def test_raised_events_are_capped(duel):
    limited(duel, events=5000)
    start = time.monotonic()
    message = fails(duel, "for i = 1, 100000 do Duel.RaiseEvent(C, EVENT_CUSTOM + 1, nil, 0, 0, 0, 0) end",
                    ResourceLimitExceeded)
    assert time.monotonic() - start < 10
    assert "more than 5000 events" in message


def test_the_default_limits_fit_a_real_duel():
    assert DEFAULT_LIMITS.effects >= 50_000 and DEFAULT_LIMITS.message_bytes >= 16 * 1024 * 1024
    assert DuelSession().host.context.limits == DEFAULT_LIMITS


# -- 4. no duel action while a script loads ---------------------------------------------------------------------
LOADER_CARD = {LOADER: {"name": "Loading Test Monster", "type": ["monster", "effect"], "level": 4}}


def loader_duel(tmp_path, body, at_file_scope=""):
    (tmp_path / f"c{LOADER}.lua").write_text(
        f"local s, id = GetID()\n{at_file_scope}\nfunction s.initial_effect(c)\n{body}\nend\n", encoding="utf-8")
    session = DuelSession(cards=LOADER_CARD, scripts=[tmp_path])
    session.add_card(BLUE_EYES, 0, "mzone", alias="bewd")
    session.add_card(DARK_MAGICIAN, 0, "deck")
    return session


@pytest.mark.parametrize("call, function", [
    ("Duel.SetLP(0, 100)", "Duel.SetLP"),
    ("Duel.Draw(0, 1, REASON_EFFECT)", "Duel.Draw"),
    ("Duel.Destroy(Duel.GetFieldGroup(0, LOCATION_MZONE, 0), REASON_EFFECT)", "Duel.Destroy"),
    ("Duel.Damage(1, 500, REASON_EFFECT)", "Duel.Damage"),
    ("Duel.SendtoGrave(c, REASON_EFFECT)", "Duel.SendtoGrave"),
    ("c:AddCounter(0x1, 1)", "Card.AddCounter"),
])
def test_duel_actions_in_initial_effect_are_refused(tmp_path, call, function):
    session = loader_duel(tmp_path, f"  {call}")
    with pytest.raises(ActionWhileLoading) as caught:
        session.add_card(LOADER, 0, "hand")
    message = str(caught.value)
    assert f"c{LOADER}.lua:4: {function}: duel action while a card script is loading" in message
    assert session.duel.players[0].lp == 8000 and session.card("bewd").current.location == 0x04


def test_duel_actions_at_file_scope_are_refused(tmp_path):
    session = loader_duel(tmp_path, "", at_file_scope="Duel.SetLP(0, 1)")
    with pytest.raises(ActionWhileLoading, match="Duel.SetLP: duel action while a card script is loading"):
        session.add_card(LOADER, 0, "hand")
    assert session.duel.players[0].lp == 8000


def test_registering_effects_while_loading_is_allowed(tmp_path):
    session = loader_duel(tmp_path, """
      local e = Effect.CreateEffect(c)
      e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_UPDATE_ATTACK) e:SetValue(100)
      c:RegisterEffect(e)
      c:RegisterFlagEffect(id, 0, 0, 1)
      local g = Effect.GlobalEffect()
      g:SetType(EFFECT_TYPE_FIELD) g:SetCode(EFFECT_UPDATE_ATTACK)
      Duel.RegisterEffect(g, 0)
    """)
    card = session.add_card(LOADER, 0, "hand")
    assert len(card.effects) == 2
    assert session.duel.loading_card is None


def test_actions_after_loading_still_work(tmp_path):
    session = loader_duel(tmp_path, "")
    session.add_card(LOADER, 0, "hand")
    session.lua("Duel.SetLP(0, 1234)")
    assert session.duel.players[0].lp == 1234


# -- 5. strings that are not UTF-8 ----------------------------------------------------------------------------
def test_non_utf8_strings_reach_the_api_as_in_the_engine(duel):
    duel.lua('Debug.Message("\\xff\\xfe")')
    assert duel.host.context.messages[-1] == "\ufffd\ufffd"
    _run(duel, 'Effect.CreateEffect(C):SetCode("\\xff")', duel.card("bewd0"))
    assert any("Effect.SetCode: argument #2 is a string" in w for w in duel.duel.warnings)
