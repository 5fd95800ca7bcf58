"""harness.constants against the generated stub, the real constant.lua, and its own families."""

from __future__ import annotations

import os
from pathlib import Path

import lupa.lua54
import pytest

from harness import constants
from harness.constants import (
    ALL,
    GROUPS,
    LOCATION,
    POS,
    REASON,
    SUMMON_TYPE,
    TYPE,
    FlagFamily,
    UnknownFlagError,
    short_name,
)
from harness.stubgen import STUB_DIR, render_constant_lua

FAMILIES = {name: obj for name, obj in vars(constants).items() if isinstance(obj, FlagFamily)}


def lua_number_globals(source: str) -> dict[str, int | float]:
    """Run source in a fresh Lua 5.4 state; a fresh state has no numeric globals of its own."""
    lua = lupa.lua54.LuaRuntime()
    lua.execute(source)
    return {k: v for k, v in lua.globals().items() if type(v) in (int, float)}


def describe_difference(expected: dict[str, int], actual: dict[str, int | float]) -> str:
    missing = sorted(expected.keys() - actual.keys())
    extra = sorted(actual.keys() - expected.keys())
    shared = expected.keys() & actual.keys()
    wrong = {k: (expected[k], actual[k]) for k in sorted(shared) if expected[k] != actual[k]}
    return f"missing: {missing}; unexpected: {extra}; (expected, actual): {wrong}"


# --- the generated stub ------------------------------------------------------------------

def test_stub_is_up_to_date():
    stub = (STUB_DIR / "constant.lua").read_text(encoding="utf-8")
    assert stub == render_constant_lua(), (
        "api_stubs/constant.lua is stale; regenerate it with `python -m harness.stubgen`"
    )


def test_stub_defines_exactly_all_constants_in_lua():
    defined = lua_number_globals(render_constant_lua())
    assert defined == ALL, describe_difference(ALL, defined)
    # Scripts do integer arithmetic on these: none may turn into a Lua float.
    assert all(type(v) is int for v in defined.values())


# --- the real constant.lua ---------------------------------------------------------------

def real_constant_lua() -> Path:
    checkout = os.environ.get("YGO_SCRIPTS_CHECKOUT")
    if not checkout:
        pytest.skip("YGO_SCRIPTS_CHECKOUT is not set (point it at a ygopro-scripts checkout)")
    path = Path(checkout) / "constant.lua"
    if not path.is_file():
        pytest.skip(f"YGO_SCRIPTS_CHECKOUT={checkout} has no constant.lua")
    return path


def test_all_matches_real_constant_lua():
    # utf-8-sig: a BOM would be a syntax error for a chunk loaded from a string.
    real = lua_number_globals(real_constant_lua().read_text(encoding="utf-8-sig"))
    assert real == ALL, describe_difference(real, ALL)


# --- module layout -----------------------------------------------------------------------

def test_count():
    assert len(ALL) == 859


def test_every_constant_is_a_module_attribute_and_vice_versa():
    attributes = {
        k: v for k, v in vars(constants).items() if k.isupper() and type(v) is int
    }
    assert attributes == ALL


def test_groups_partition_all_in_order_and_share_their_prefix():
    assert [name for g in GROUPS for name in g.members] == list(ALL)
    for group in GROUPS:
        assert group.members, group.title
        if group.prefix:
            for name in group.members:
                short_name(group.prefix, name)  # raises for a stray member


# --- FlagFamily --------------------------------------------------------------------------

def test_parse_short_full_and_composite_names():
    expected = constants.REASON_DESTROY | constants.REASON_RULE | constants.REASON_LOST_TARGET
    assert REASON.parse(["destroy", "rule", "lost_target"]) == expected
    assert REASON.parse(["REASON_DESTROY", " Rule ", "REASON_LOST_TARGET"]) == expected
    assert REASON.parse([]) == 0
    assert LOCATION.parse("onfield") == constants.LOCATION_ONFIELD
    assert TYPE.parse("token_monster") == TYPE.parse("TYPES_TOKEN_MONSTER")
    assert TYPE.parse("token_monster") == constants.TYPES_TOKEN_MONSTER


def test_names_decomposes_composites():
    assert LOCATION.names(constants.LOCATION_ONFIELD) == ["mzone", "szone"]
    assert POS.names(constants.POS_FACEUP) == ["faceup_attack", "faceup_defense"]
    assert TYPE.names(constants.TYPES_TOKEN_MONSTER) == ["monster", "normal", "token"]
    assert REASON.names(0) == []


def test_names_prefers_multi_bit_codes_and_shows_unknown_bits():
    assert SUMMON_TYPE.names(constants.SUMMON_TYPE_ADVANCE) == ["advance"]
    assert SUMMON_TYPE.names(constants.SUMMON_VALUE_DARK_FUSION) == ["fusion", "0x16"]
    assert LOCATION.names(constants.LOCATION_DECKBOT) == ["deckbot"]


@pytest.mark.parametrize("family", FAMILIES.values(), ids=FAMILIES.keys())
def test_round_trips(family: FlagFamily):
    assert len(family.short_names) == len(family.members), "two members share a short name"
    for name, value in family.members.items():
        assert family.parse(family.names(value)) == value, name
    single_bits = [v for v in family.members.values() if v & (v - 1) == 0]
    for combination in (single_bits, single_bits[::2], single_bits[1::3]):
        value = 0
        for bit in combination:
            value |= bit
        assert family.parse(family.names(value)) == value


def test_unknown_name_lists_the_valid_names():
    with pytest.raises(UnknownFlagError) as excinfo:
        REASON.parse(["destroy", "explode"])
    message = str(excinfo.value)
    assert "explode" in message
    assert all(name in message for name in REASON.short_names)
    assert isinstance(excinfo.value, ValueError)
    with pytest.raises(UnknownFlagError):
        REASON.parse("LOCATION_MZONE")  # a member of another family


def test_short_name():
    assert short_name("REASON_", "REASON_LOST_TARGET") == "lost_target"
    assert short_name("TYPE_", "TYPES_TOKEN_MONSTER") == "token_monster"
    with pytest.raises(ValueError):
        short_name("REASON_", "LOCATION_MZONE")
