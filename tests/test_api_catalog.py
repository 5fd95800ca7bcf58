"""harness.lua.api_catalog against itself and, when available, a ygopro-core checkout."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from harness.lua.api_catalog import API_NAMES

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
