"""Loading card scripts as the real engine does (harness/lua/host.py).

Folder search order, the support files (constant.lua, utility.lua, procedure.lua), GetID and the
script table, one userdata per card, which cards load a script, and initial_effect.
"""
from pathlib import Path

import pytest

from harness.constants import EFFECT_TYPE_ACTIVATE
from harness.engine.state.errors import HarnessError, ScriptError
from harness.lua.host import API_STUBS, BUNDLED_SCRIPTS, ScriptNotFound
from harness.session import DuelSession

DATA = Path(__file__).resolve().parent / "data" / "lua" / "loading"
CARDS = DATA / "cards.yaml"
SCENARIO_DIR = DATA / "scenario_dir"        # plays the scenario's own folder
CONFIGURED_DIR = DATA / "configured_dir"    # plays a folder configured with --ygo-scripts
CARDS_DIR = DATA / "cards_dir"
SUPPORT_FIRST, SUPPORT_SECOND, SUPPORT_THIRD = DATA / "support_first", DATA / "support_second", DATA / "support_third"

DRAGON_TREASURE = 1435851     # bundled card with a bundled script (scripts/c1435851.lua)
BLUE_EYES = 89631139          # bundled Normal Monster
ORDER_A = 95200001            # script in scenario_dir and configured_dir
ORDER_B = 95200002            # script only in configured_dir
IDENTITY = 95200010           # records GetID results; registers two effects
NO_INITIAL_EFFECT = 95200011
PENDULUM_NORMAL = 95200012
NORMAL_WITH_TRAP_SCRIPT = 95200013   # its c<code>.lua raises an error if it is ever run
NORMAL_WITHOUT_SCRIPT = 95200014
EFFECT_WITHOUT_SCRIPT = 95200015
PENDULUM_NORMAL_WITHOUT_SCRIPT = 95200016
BROKEN = 95200017             # syntax error


def session(*scripts):
    return DuelSession(cdb=[CARDS], scripts=list(scripts))


def run(duel, code, **cards):
    """Run a Lua snippet in the duel's state with cards bound as globals; its results."""
    context = duel.host.context
    return duel.host.run_snippet(code, "=test snippet", {k: context.userdata(v) for k, v in cards.items()})


def script_value(duel, code, field):
    return run(duel, f"return c{code}.{field}")[0]


def line_of(path, marker):
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        if marker in line:
            return number
    raise AssertionError(f"{marker} not found in {path}")


# -- folder search order ---------------------------------------------------------------------------------------
def test_the_scenario_folder_beats_a_configured_folder():
    duel = session(SCENARIO_DIR, CONFIGURED_DIR)
    duel.add_card(ORDER_A)
    duel.add_card(ORDER_B)
    assert script_value(duel, ORDER_A, "origin") == "scenario_dir"
    assert script_value(duel, ORDER_B, "origin") == "configured_dir"     # only there: found further down
    assert duel.host.find_card_script(ORDER_A) == SCENARIO_DIR / f"c{ORDER_A}.lua"


def test_the_order_of_the_folders_decides_not_their_names():
    duel = session(CONFIGURED_DIR, SCENARIO_DIR)
    duel.add_card(ORDER_A)
    assert script_value(duel, ORDER_A, "origin") == "configured_dir"


def test_a_configured_folder_beats_the_bundled_scripts():
    duel = session(CONFIGURED_DIR)
    card = duel.add_card(DRAGON_TREASURE)
    assert script_value(duel, DRAGON_TREASURE, "origin") == "configured_dir"
    assert len(card.effects) == 2       # what configured_dir/c1435851.lua registers
    assert not any(e.type & EFFECT_TYPE_ACTIVATE for e in card.effects)


def test_the_scenario_folder_beats_both_for_a_bundled_card():
    duel = session(SCENARIO_DIR, CONFIGURED_DIR)
    card = duel.add_card(DRAGON_TREASURE)
    assert script_value(duel, DRAGON_TREASURE, "origin") == "scenario_dir"
    assert len(card.effects) == 1       # what scenario_dir/c1435851.lua registers


def test_the_bundled_scripts_come_last():
    duel = session(CARDS_DIR)           # a folder without c1435851.lua
    card = duel.add_card(DRAGON_TREASURE)
    assert duel.host.find_card_script(DRAGON_TREASURE) == BUNDLED_SCRIPTS / f"c{DRAGON_TREASURE}.lua"
    assert script_value(duel, DRAGON_TREASURE, "origin") is None
    # The bundled Equip Spell registers its activation; neither fixture version does.
    assert any(e.type & EFFECT_TYPE_ACTIVATE for e in card.effects)
    assert duel.host.script_dirs == [CARDS_DIR, BUNDLED_SCRIPTS]


def test_a_script_folder_that_does_not_exist_is_reported(tmp_path):
    missing = tmp_path / "no_such_folder"
    with pytest.raises(HarnessError, match="no_such_folder"):
        session(SCENARIO_DIR, missing)


# -- constant.lua, utility.lua, procedure.lua ------------------------------------------------------------------
def test_each_support_file_comes_from_the_first_folder_that_has_it():
    duel = session(SUPPORT_FIRST, SUPPORT_SECOND, SUPPORT_THIRD)
    assert run(duel, "return PROCEDURE_FROM, UTILITY_FROM, CONSTANT_FROM") == (
        "support_first", "support_second", "support_third")
    # api_stubs/ was not loaded at all: neither its aux helpers nor its constants exist.
    assert run(duel, "return aux == nil, Auxiliary == nil, LOCATION_MZONE == nil") == (True, True, True)
    assert duel.host.find_support_file("procedure.lua") == SUPPORT_FIRST / "procedure.lua"
    assert duel.host.find_support_file("utility.lua") == SUPPORT_SECOND / "utility.lua"
    assert duel.host.find_support_file("constant.lua") == SUPPORT_THIRD / "constant.lua"


def test_support_files_no_folder_has_come_from_api_stubs():
    duel = session(SUPPORT_FIRST)
    assert run(duel, "return PROCEDURE_FROM, UTILITY_FROM, CONSTANT_FROM") == ("support_first", None, None)
    assert run(duel, "return LOCATION_MZONE, type(aux), type(aux.Stringid), type(GetID)") == (
        4, "table", "function", "function")
    assert duel.host.find_support_file("constant.lua") == API_STUBS / "constant.lua"
    assert duel.host.find_support_file("utility.lua") == API_STUBS / "utility.lua"


def test_without_folders_everything_comes_from_api_stubs():
    duel = DuelSession()
    assert run(duel, "return PROCEDURE_FROM, type(aux.AddEquipSpellEffect), EFFECT_TYPE_SINGLE") == (
        None, "function", 1)
    for name in ("constant.lua", "utility.lua", "procedure.lua"):
        assert duel.host.find_support_file(name) == API_STUBS / name


def test_cards_use_the_getid_of_the_loaded_utility():
    duel = session(SUPPORT_SECOND, CARDS_DIR)
    assert run(duel, "return GETID_CALLS") == (0,)
    card = duel.add_card(IDENTITY)
    assert run(duel, "return GETID_CALLS, UTILITY_FROM") == (1, "support_second")
    assert script_value(duel, IDENTITY, "id_seen") == IDENTITY
    assert len(card.effects) == 2       # constants still came from api_stubs/constant.lua


# -- GetID and the script table --------------------------------------------------------------------------------
def test_getid_gives_the_script_table_and_the_code():
    duel = session(CARDS_DIR)
    duel.add_card(IDENTITY)
    assert run(duel, f"""
        local s = c{IDENTITY}
        return s.id_seen, s.offset_seen, s.is_global_table, s.self_table_while_loading,
               s.self_code_while_loading
        """) == (IDENTITY, 1, True, True, IDENTITY)


def test_self_table_and_self_code_are_nil_after_loading():
    duel = session(CARDS_DIR)
    assert run(duel, "return self_table, self_code") == (None, None)
    duel.add_card(IDENTITY)
    assert run(duel, "return self_table, self_code") == (None, None)


def test_self_table_and_self_code_are_nil_after_a_failed_load():
    duel = session(CARDS_DIR)
    with pytest.raises(ScriptError):
        duel.add_card(BROKEN)
    assert run(duel, "return self_table, self_code") == (None, None)


def test_the_script_table_falls_back_to_card():
    duel = session(CARDS_DIR)
    duel.add_card(IDENTITY)
    assert run(duel, f"""
        local s = c{IDENTITY}
        return getmetatable(s) == Card, rawget(s, "__index") == s, s.IsFaceup == Card.IsFaceup,
               rawget(s, "IsFaceup") == nil
        """) == (True, True, True, True)


# -- a card sees the Card API and its own script table ---------------------------------------------------------
def test_a_card_resolves_the_card_api_and_its_script_fields():
    duel = session(CARDS_DIR)
    up = duel.add_card(IDENTITY, location="mzone")
    down = duel.add_card(IDENTITY, location="hand")
    assert run(duel, f"return c{IDENTITY}.describe(up)", up=up) == (5, True, True, IDENTITY)
    assert run(duel, f"return c{IDENTITY}.describe(down)", down=down) == (5, False, False, IDENTITY)
    assert run(duel, "return up.some_value, up.initial_effect == c95200010.initial_effect, up.no_such_field",
               up=up) == (5, True, None)


def test_a_script_field_shadows_nothing_of_card_for_other_cards():
    duel = session(CARDS_DIR)
    mine = duel.add_card(IDENTITY, location="mzone")
    other = duel.add_card(NORMAL_WITHOUT_SCRIPT, location="mzone")
    assert run(duel, "return mine.some_value, other.some_value, other:IsFaceup()", mine=mine, other=other) == (
        5, None, True)


def test_two_cards_of_one_code_share_one_script_table_and_load_it_once():
    duel = session(CARDS_DIR)
    first = duel.add_card(IDENTITY, location="mzone")
    second = duel.add_card(IDENTITY, location="mzone")
    assert run(duel, f"""
        local s = c{IDENTITY}
        return rawequal(getmetatable(a), s), rawequal(getmetatable(b), s), a ~= b,
               LOAD_COUNT_{IDENTITY}, s.init_count, s.first_card == a, s.last_card == b
        """, a=first, b=second) == (True, True, True, 1, 2, True, True)
    assert len(first.effects) == 2 and len(second.effects) == 2
    assert not set(map(id, first.effects)) & set(map(id, second.effects))


def test_a_card_is_the_same_userdata_every_time():
    duel = session(CARDS_DIR)
    card = duel.add_card(IDENTITY, location="mzone", sequence=2)
    context = duel.host.context
    assert context.userdata(card) is context.userdata(card)
    assert run(duel, f"""
        local from_field = Duel.GetFieldCard(0, LOCATION_MZONE, 2)
        local created = Effect.CreateEffect(a)
        return rawequal(a, b), rawequal(a, c{IDENTITY}.first_card), rawequal(a, from_field),
               a == Duel.GetFieldCard(0, LOCATION_MZONE, 2), rawequal(created:GetOwner(), a),
               rawequal(registered:GetHandler(), a), rawequal(Group.FromCards(a):GetFirst(), a)
        """, a=card, b=card, registered=card.effects[0]) == (True,) * 7


def test_effects_and_groups_keep_their_userdata_too():
    duel = session(CARDS_DIR)
    card = duel.add_card(IDENTITY, location="mzone")
    effect = card.effects[0]
    assert run(duel, """
        local g = Group.FromCards(a)
        g:KeepAlive()
        HELD_GROUP = g
        return rawequal(e, f), rawequal(e, a:IsHasEffect(EFFECT_UPDATE_ATTACK))
        """, a=card, e=effect, f=effect) == (True, True)


# -- which cards load a script ---------------------------------------------------------------------------------
def test_a_normal_monster_loads_no_script():
    duel = session(CARDS_DIR)
    # No file anywhere for this one, and this one has a file that fails if it is ever run.
    plain = duel.add_card(NORMAL_WITHOUT_SCRIPT, location="mzone")
    trap = duel.add_card(NORMAL_WITH_TRAP_SCRIPT, location="mzone")
    assert plain.effects == [] and trap.effects == []
    assert run(duel, f"""
        return getmetatable(t) == c{NORMAL_WITH_TRAP_SCRIPT}, c{NORMAL_WITH_TRAP_SCRIPT}.initial_effect,
               t:IsFaceup(), Card.GetCode(p)
        """, t=trap, p=plain) == (True, None, True, NORMAL_WITHOUT_SCRIPT)


def test_a_bundled_normal_monster_loads_no_script():
    duel = DuelSession()
    card = duel.add_card(BLUE_EYES, location="mzone")
    assert card.effects == []
    assert run(duel, "return c:GetAttack(), c:IsFaceup()", c=card) == (3000, True)


def test_a_pendulum_normal_monster_loads_its_script():
    duel = session(CARDS_DIR)
    card = duel.add_card(PENDULUM_NORMAL)
    assert script_value(duel, PENDULUM_NORMAL, "loaded") is True
    assert len(card.effects) == 1


def test_a_pendulum_normal_monster_without_a_script_is_an_error():
    with pytest.raises(ScriptNotFound, match=f"c{PENDULUM_NORMAL_WITHOUT_SCRIPT}.lua"):
        session(CARDS_DIR).add_card(PENDULUM_NORMAL_WITHOUT_SCRIPT)


def test_a_missing_script_names_the_code_and_every_folder_searched():
    duel = session(SCENARIO_DIR, CONFIGURED_DIR)
    with pytest.raises(ScriptError) as caught:
        duel.add_card(EFFECT_WITHOUT_SCRIPT)
    error = caught.value
    assert isinstance(error, ScriptNotFound)
    text = str(error)
    assert f"c{EFFECT_WITHOUT_SCRIPT}.lua" in text and f"card {EFFECT_WITHOUT_SCRIPT}" in text
    for folder in (SCENARIO_DIR, CONFIGURED_DIR, BUNDLED_SCRIPTS):
        assert str(folder) in text
    assert text.index(str(SCENARIO_DIR)) < text.index(str(CONFIGURED_DIR)) < text.index(str(BUNDLED_SCRIPTS))


# -- initial_effect ---------------------------------------------------------------------------------------------
def test_initial_effect_runs_when_the_card_is_created():
    duel = session(CARDS_DIR)
    card = duel.duel.new_card(IDENTITY, 0)       # created, not yet placed anywhere
    assert len(card.effects) == 2
    assert all(e.handler is card and e.owner is card and e.registered for e in card.effects)
    assert [e.value for e in card.effects] == [100, 100]
    assert script_value(duel, IDENTITY, "init_count") == 1


def test_a_script_without_initial_effect_is_a_clear_error():
    duel = session(CARDS_DIR)
    with pytest.raises(ScriptError) as caught:
        duel.add_card(NO_INITIAL_EFFECT)
    assert f"c{NO_INITIAL_EFFECT}.lua" in str(caught.value)
    assert "initial_effect" in str(caught.value)
    assert script_value(duel, NO_INITIAL_EFFECT, "loaded") is True     # the file itself did run


def test_a_script_that_failed_to_load_reports_the_same_error_for_the_next_card():
    # A failed load must not leave a cached, empty script table ("defines no initial_effect").
    duel = session(CARDS_DIR)
    line = line_of(CARDS_DIR / f"c{BROKEN}.lua", "SYNTAX_LINE")
    for _ in range(2):
        with pytest.raises(ScriptError) as caught:
            duel.add_card(BROKEN)
        assert "syntax error" in caught.value.message
        assert caught.value.where.endswith(f"c{BROKEN}.lua:{line}")


def test_the_script_cache_sees_an_edited_file_and_a_relative_path_from_another_folder(tmp_path, monkeypatch):
    from harness.lua.host import read_script
    for name, text in (("one", b"-- one\n"), ("two", b"-- two, longer\n")):
        (tmp_path / name / "scripts").mkdir(parents=True)
        (tmp_path / name / "scripts" / "c1.lua").write_bytes(text)
    monkeypatch.chdir(tmp_path / "one")
    assert read_script("scripts/c1.lua") == b"-- one\n"
    monkeypatch.chdir(tmp_path / "two")
    assert read_script("scripts/c1.lua") == b"-- two, longer\n"       # the same relative name, another file
    (tmp_path / "two" / "scripts" / "c1.lua").write_bytes(b"-- edited\n")
    assert read_script("scripts/c1.lua") == b"-- edited\n"
