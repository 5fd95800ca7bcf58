"""harness.lua.api_catalog against itself and, when available, a ygopro-core checkout."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from harness.lua.api_catalog import API_NAMES, PARAMETERS_NEEDED

EXPECTED_COUNTS = {"Card": 276, "Duel": 229, "Effect": 55, "Group": 40, "Debug": 11}
SOURCE_FILES = {
    "Card": "libcard.cpp",
    "Duel": "libduel.cpp",
    "Effect": "libeffect.cpp",
    "Group": "libgroup.cpp",
    "Debug": "libdebug.cpp",
}


def registered_names(source: str) -> tuple[str, ...]:
    """Names in the file's `static const struct luaL_Reg xxxlib[] = { ... };` table."""
    table = re.search(r"luaL_Reg\s+\w+\[\]\s*=\s*\{(.*?)\n\};", source, re.S)
    assert table, "no luaL_Reg table found"
    # A commented-out entry is not registered.
    body = re.sub(r"//[^\n]*|/\*.*?\*/", "", table.group(1), flags=re.S)
    return tuple(re.findall(r'\{\s*"(\w+)"\s*,', body))


def test_counts():
    assert {table: len(names) for table, names in API_NAMES.items()} == EXPECTED_COUNTS


@pytest.mark.parametrize("table", EXPECTED_COUNTS)
def test_no_duplicates(table: str):
    names = API_NAMES[table]
    assert len(set(names)) == len(names), sorted({n for n in names if names.count(n) > 1})


@pytest.mark.parametrize("table", EXPECTED_COUNTS)
def test_matches_core_checkout(table: str):
    checkout = os.environ.get("YGO_CORE_CHECKOUT")
    if not checkout:
        pytest.skip("YGO_CORE_CHECKOUT is not set (point it at a ygopro-core checkout)")
    path = Path(checkout) / SOURCE_FILES[table]
    if not path.is_file():
        pytest.skip(f"YGO_CORE_CHECKOUT={checkout} has no {SOURCE_FILES[table]}")
    real = registered_names(path.read_text(encoding="utf-8", errors="replace"))
    missing = [n for n in real if n not in API_NAMES[table]]
    extra = [n for n in API_NAMES[table] if n not in real]
    assert API_NAMES[table] == real, f"{table}: missing {missing}, not in the core {extra}"


def parameter_counts(source: str) -> dict[str, int]:
    """{C function: N} of each function whose body opens with check_param_count(L, N) (after
    check_action_permission, where it has one)."""
    counts = {}
    for found in re.finditer(r"int32_t scriptlib::(\w+)\(lua_State\s*\*\s*L\)\s*\{(.*?)\n\}", source, re.S):
        for statement in [line.strip() for line in found.group(2).splitlines() if line.strip()][:3]:
            count = re.match(r"check_param_count\(L,\s*(\d+)\);", statement)
            if count:
                counts[found.group(1)] = int(count.group(1))
                break
            if not statement.startswith("check_action_permission"):
                break
    return counts


def test_the_parameter_counts_name_functions_of_the_api():
    for table, counts in PARAMETERS_NEEDED.items():
        assert set(counts) <= set(API_NAMES[table]) and all(1 <= n <= 10 for n in counts.values())


@pytest.mark.parametrize("table", EXPECTED_COUNTS)
def test_the_parameter_counts_match_the_core_checkout(table: str):
    checkout = os.environ.get("YGO_CORE_CHECKOUT")
    if not checkout:
        pytest.skip("YGO_CORE_CHECKOUT is not set (point it at a ygopro-core checkout)")
    path = Path(checkout) / SOURCE_FILES[table]
    if not path.is_file():
        pytest.skip(f"YGO_CORE_CHECKOUT={checkout} has no {SOURCE_FILES[table]}")
    source = path.read_text(encoding="utf-8", errors="replace")
    functions = dict(re.findall(r'\{\s*"(\w+)"\s*,\s*scriptlib::(\w+)\s*\}', source))
    counts = parameter_counts(source)
    real = {name: counts[function] for name, function in functions.items() if function in counts}
    assert PARAMETERS_NEEDED[table] == real
