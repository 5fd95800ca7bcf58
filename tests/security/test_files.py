"""Hostile scenario and card files: each is refused with a `file:line:column` error (never an
internal error), in bounded time. Limits: harness.scenario.limits."""
import sqlite3
import time
from contextlib import contextmanager

import pytest

from harness.carddb import CardDataError, CardMap, CdbFile
from harness import limits as limits_module
from harness.limits import Limits
from harness.scenario.loader import ScenarioError, load_scenario
from harness.scenario.runner import RunOptions, ScenarioFailed, build_session

# seconds: a hang guard, not a speed target (the limits bound the work; speed is the benchmark
# command's). Every case takes well under one second on an idle machine, and a few on a starved one.
BOUND = 60.0

CARDS = """\
name: t
cards:
  100: {name: Mon, type: [monster, normal], level: 4, atk: 1000, def: 1000}
  101: {name: Xyz, type: [monster, xyz], rank: 4, atk: 2000, def: 2000}
  200: {name: Spell, type: [spell]}
"""


@pytest.fixture(autouse=True)
def _default_limits(monkeypatch):
    """The tests expect the default limits, whatever the environment says."""
    for name in Limits.__dataclass_fields__:
        monkeypatch.delenv(limits_module.env_name(name), raising=False)


@contextmanager
def bounded():
    """The refusal comes, not after an unbounded parse (BOUND)."""
    start = time.monotonic()
    yield
    elapsed = time.monotonic() - start
    assert elapsed < BOUND, f"took {elapsed:.1f} s"


def write(tmp_path, content, name="s.yaml"):
    path = tmp_path / name
    (path.write_bytes if isinstance(content, bytes) else path.write_text)(content)
    return path


def refused(tmp_path, content, **limits) -> str:
    """The error text of loading `content`, which must be refused in bounded time."""
    path = write(tmp_path, content)
    with bounded(), pytest.raises(ScenarioError) as info:
        load_scenario(path, Limits(**limits) if limits else None)
    return str(info.value).replace(str(path), "s.yaml")


def board(*entries, steps="steps:\n  - lua: assert(true)\n"):
    return CARDS + "board:\n" + "".join(f"  - {entry}\n" for entry in entries) + steps


# --- 1. alias expansion ----------------------------------------------------------------------

def test_billion_laughs_is_refused_at_the_alias_that_expands_too_far(tmp_path):
    lines = ["name: t", 'a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    lines += [f"a{i}: &a{i} [" + ",".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, 10)]
    message = refused(tmp_path, "\n".join(lines) + "\n")
    assert message.startswith("s.yaml:6:30:")       # a4: 9 * 9^4 nodes, over the 50,000 default
    assert "more than 50000 nodes once `*a3` is expanded (limit max_yaml_nodes; " \
           "set YGO_HARNESS_MAX_YAML_NODES to change it)" in message


def test_too_many_alias_uses_are_refused(tmp_path):
    content = "name: t\nx: &x 1\ny: [" + ",".join(["*x"] * 100_000) + "]\n"
    message = refused(tmp_path, content)
    assert message.startswith("s.yaml:3:")
    assert "more than 100 alias uses (`*x` here) (limit max_yaml_aliases" in message


def test_a_few_anchors_still_work(tmp_path):
    content = CARDS + "board:\n  - &mon {as: a, code: 100, location: mzone}\n  - {<<: *mon, as: b}\n" \
                      "steps:\n  - lua: assert(true)\n"
    scenario = load_scenario(write(tmp_path, content))
    assert [entry.alias for entry in scenario.board] == ["a", "b"]


def test_an_alias_expanding_past_the_depth_limit_is_refused(tmp_path):
    deep = "[" * 40 + "]" * 40
    message = refused(tmp_path, f"name: t\na: &a {deep}\nb: [[[[[[[[[[[[[*a]]]]]]]]]]]]]\n")
    assert message.startswith("s.yaml:3:") and "nesting deeper than 50 levels once `*a` is expanded" in message


def test_a_recursive_alias_is_refused(tmp_path):
    message = refused(tmp_path, "name: t\na: &a [1, *a]\n")
    assert message.startswith("s.yaml:2:") and "an alias refers to a node that contains it" in message


# --- 2. sizes --------------------------------------------------------------------------------

def test_a_file_over_the_size_limit_is_refused_at_the_line_that_passes_it(tmp_path):
    content = "name: t\ndescription: |\n" + ("  " + "x" * 78 + "\n") * 65_000      # 5 MB
    message = refused(tmp_path, content)
    assert message.startswith("s.yaml:12348:1: the scenario is 5265023 bytes, over the limit of 1000000 bytes "
                              "(reached at this line)")
    assert "set YGO_HARNESS_MAX_FILE_BYTES to change it" in message


def test_too_many_board_entries_are_refused(tmp_path):
    entries = [f"{{as: c{i}, code: 100, location: deck}}" for i in range(1001)]
    message = refused(tmp_path, board(*entries))
    assert message.startswith("s.yaml:1007:5: 'board' has 1001 items, more than 1000 (limit max_board_entries; "
                              "set YGO_HARNESS_MAX_BOARD_ENTRIES to change it)")


def test_ten_thousand_board_entries_are_refused_quickly(tmp_path):
    """They took 55 s to load and build; now the node limit stops them while the YAML is read."""
    entries = [f"{{as: c{i}, code: 100, location: deck}}" for i in range(10_000)]
    message = refused(tmp_path, board(*entries))
    assert message.startswith("s.yaml:7143:38: invalid YAML: the document has more than 50000 nodes")


def test_too_many_steps_are_refused(tmp_path):
    message = refused(tmp_path, CARDS + "steps:\n" + "  - lua: assert(true)\n" * 1001)
    assert message.startswith("s.yaml:1007:5: 'steps' has 1001 items, more than 1000 (limit max_steps")


def test_deep_nesting_is_refused_not_a_recursion_error(tmp_path):
    message = refused(tmp_path, "name: t\nx: " + "[" * 100_000 + "]" * 100_000 + "\n")
    assert message.startswith("s.yaml:2:53: invalid YAML: nesting deeper than 50 levels (limit max_yaml_depth")


def test_too_many_nodes_are_refused(tmp_path):
    content = board("{as: a, code: 100}", steps="steps:\n  - {activate: a, targets: [" + ",".join(["a"] * 60_000) + "]}\n")
    message = refused(tmp_path, content)
    assert message.startswith("s.yaml:9:99921: invalid YAML: the document has more than 50000 nodes")


def test_the_c_composers_documents_are_held_to_the_same_limits(tmp_path):
    """Small documents without aliases are composed by libyaml (yaml_positions._CLoader), which
    checks no limit itself: one just over a limit is reported as the Python composer reports it."""
    from harness import yaml_positions
    deep = "name: t\nx: " + "[" * 51 + "]" * 51 + "\n"
    assert yaml_positions._fits_c_composer(deep)
    assert refused(tmp_path, deep).startswith("s.yaml:2:53: invalid YAML: nesting deeper than 50 levels")
    many = board("{as: a, code: 100}", steps="steps:\n  - {activate: a, targets: [" + ",".join(["a"] * 300) + "]}\n")
    assert yaml_positions._fits_c_composer(many)
    message = refused(tmp_path, many, max_yaml_nodes=200)
    assert message.startswith("s.yaml:9:") and "invalid YAML: the document has more than 200 nodes" in message


def _paths(value, path=()):
    """The path of every node of loaded YAML data."""
    yield path
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        yield from _paths(item, path + (key,))


def test_the_c_composer_reads_a_document_as_the_python_composer_does():
    from harness import yaml_positions
    text = ("name: t\ncards:\n  01435851: {name: 'x: y', type: [monster], atk: 0x10}\nyes: no\n"
            "steps:\n  - {activate: a, targets: [a, b]}\n  - expect: {lp: [-100, 8000]}\n")
    assert yaml_positions._fits_c_composer(text)
    fast = yaml_positions.load_yaml(text)
    slow = yaml_positions._load(yaml_positions._Loader, text, None)
    assert fast[0] == slow[0]
    assert all(fast[1].value(path) == slow[1].value(path) and fast[1].key(path) == slow[1].key(path)
               for path in _paths(fast[0]))
    assert fast[0]["cards"] == {1435851: {"name": "x: y", "type": ["monster"], "atk": 16}} and fast[0]["yes"] == "no"
    assert fast[1].value(("steps", 1, "expect", "lp", 0)) == (7, 19)


def test_limits_change_by_environment_and_argument(tmp_path, monkeypatch):
    content = board("{as: a, code: 100}", "{as: b, code: 100}", "{as: c, code: 100}")
    assert len(load_scenario(write(tmp_path, content)).board) == 3
    assert refused(tmp_path, content, max_board_entries=2).startswith("s.yaml:9:5: 'board' has 3 items, more than 2 "
                                                                      "(limit max_board_entries")
    monkeypatch.setenv("YGO_HARNESS_MAX_BOARD_ENTRIES", "2")
    assert refused(tmp_path, content).startswith("s.yaml:9:5: 'board' has 3 items")
    monkeypatch.setenv("YGO_HARNESS_MAX_BOARD_ENTRIES", "lots")
    with pytest.raises(ValueError, match="YGO_HARNESS_MAX_BOARD_ENTRIES must be a positive integer, got 'lots'"):
        load_scenario(write(tmp_path, content))


def test_a_large_board_is_built_in_linear_time(tmp_path, monkeypatch):
    """Placing a card at the bottom of a pile renumbered the whole pile: 10,000 Deck cards took 55 s.
    Counted, not timed: the cards renumbered while the board is built stay below one per entry."""
    from harness.engine import operations
    renumbered = []
    original = operations._renumber
    monkeypatch.setattr(operations, "_renumber", lambda zone: (renumbered.append(len(zone)), original(zone)))
    entries = [f"{{as: c{i}, code: 100, location: {('deck', 'grave')[i % 2]}}}" for i in range(6000)]
    path = write(tmp_path, board(*entries))
    session = build_session(load_scenario(path, Limits(max_board_entries=6000)), RunOptions())
    assert sum(renumbered) < len(entries)
    deck = session.duel.zone_list(0, 0x01)
    assert [card.current.sequence for card in deck] == list(range(3000))


# --- 3. malformed content --------------------------------------------------------------------

def test_a_tab_in_the_indentation(tmp_path):
    message = refused(tmp_path, "name: t\nboard:\n\t- {as: a, code: 100}\n")
    assert message == ("s.yaml:3:1: invalid YAML: found character '\\t' that cannot start any token (while scanning "
                       "for the next token); YAML indentation must use spaces, not tabs")


def test_a_nul_byte(tmp_path):
    assert refused(tmp_path, b"name: t\nruling: a\x00b\n") == \
        "s.yaml:2:10: invalid YAML: U+0000 (NUL) is not allowed in a YAML file"


def test_a_control_character(tmp_path):
    assert refused(tmp_path, "name: t\x1b\n").startswith("s.yaml:1:8: invalid YAML: U+001B (a control character)")


def test_bytes_that_are_not_utf8(tmp_path):
    assert refused(tmp_path, "name: t\nruling: café\n".encode("latin-1")) == \
        "s.yaml:2:12: the scenario is not UTF-8 text: byte 0xe9 cannot be decoded (invalid continuation byte)"


@pytest.mark.parametrize("entry, column, expected", [
    ("{as: a, code: 100, location: mzone, sequence: 99}", 51, "sequence 99 does not exist in mzone (0-4 the Main "
                                                              "Monster Zones, 5-6 the Extra Monster Zones)"),
    ("{as: a, code: 200, location: szone, sequence: 8}", 51, "sequence 8 does not exist in szone"),
    ("{as: a, code: 100, location: pzone, sequence: 2}", 51, "sequence 2 does not exist in pzone"),
])
def test_a_sequence_that_is_no_zone(tmp_path, entry, column, expected):
    assert refused(tmp_path, board(entry)).startswith(f"s.yaml:7:{column}: {expected}")


def test_two_cards_in_one_zone(tmp_path):
    message = refused(tmp_path, board("{as: a, code: 100, location: mzone, sequence: 2}",
                                      "{as: b, code: 100, location: mzone, sequence: 2}"))
    assert message == "s.yaml:8:5: 'b' and 'a' (line 7) are both in zone 2 of player 0's mzone"


def test_wrong_inline_card_data_is_reported_at_its_key(tmp_path):
    content = "name: t\ncards:\n  100: {type: [monster, normal], level: 4,\n         rank: 4}\n"
    assert refused(tmp_path, content) == "s.yaml:4:16: card 100: key 'rank': only Xyz monsters have this"


def make_cdb(path, atk=1000, name="Mon", code=100):
    strs = ", ".join(f"str{i} text" for i in range(1, 17))
    with sqlite3.connect(path) as db:
        db.execute("create table datas(id integer primary key, ot integer, alias integer, setcode integer, "
                   "type integer, atk integer, def integer, level integer, race integer, attribute integer, "
                   "category integer)")
        db.execute(f"create table texts(id integer primary key, name text, desc text, {strs})")
        db.execute("insert into datas values (?,?,?,?,?,?,?,?,?,?,?)", (code, 3, 0, 0, 0x11, atk, 1000, 4, 1, 1, 0))
        db.execute("insert into texts (id, name) values (?, ?)", (code, name))
    db.close()
    return path


@pytest.mark.parametrize("atk, name, expected", [
    ("abc", "Mon", "card 100 (table datas, row id 100): column 'atk' must be an integer, got the text 'abc'"),
    (1000, b"\xff\xfe", "card 100 (table texts, row id 100): column 'name' must be text, got bytes"),
])
def test_a_cdb_with_wrong_column_types(tmp_path, atk, name, expected):
    cdb = make_cdb(tmp_path / "cards.cdb", atk=atk, name=name)
    with bounded(), pytest.raises(CardDataError) as info:
        CdbFile(cdb).get(100)
    assert str(info.value).startswith(f"card database {cdb}: {expected}")
    # In a scenario: the board entry's line, then the database's row and column.
    path = write(tmp_path, "name: t\nboard:\n  - {as: a, code: 100, location: mzone}\nsteps:\n  - lua: assert(true)\n")
    with pytest.raises(ScenarioFailed) as failed:
        build_session(load_scenario(path), RunOptions(cdb=[cdb]))
    assert str(failed.value).startswith(f"{path}:3: board entry 'a': card database {cdb}: {expected}")


def test_a_cdb_with_a_good_row_still_loads(tmp_path):
    assert CdbFile(make_cdb(tmp_path / "cards.cdb")).get(100).atk == 1000


@pytest.mark.parametrize("content, expected", [
    ("100: {type: [monster, normal], atk: abc}\n", "{path}:1: card 100: key 'atk': must be a non-negative integer or "
                                                   "'?', got 'abc'"),
    ("100: {type: 5}\n", "{path}:1: card 100: key 'type': must be a name or a list of names, got 5"),
    ("100: [monster]\n", "{path}:1: card 100: card data must be a mapping, got list"),
    ("[1, 2]: {type: [spell]}\n", "{path}:1: card codes must be positive integers, got [1, 2]"),
    ("100: {type: [spell]}\n100: {type: [trap]}\n", "{path}:2: duplicate card code 100 (first at line 1)"),
    ("100:\n\t{type: [spell]}\n", "card database {path}: invalid YAML at line 2, column 1: found character '\\t'"),
    ("100: {type: [spell], name: \"a\x00\"}\n", "card database {path}: cannot read: line 1, column 30: "
                                               "invalid YAML: U+0000 (NUL)"),
    ("a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"b{i}: &b{i} [" + ", ".join([f"*{'a' if i == 0 else f'b{i - 1}'}"] * 10) + "]\n" for i in range(9)),
     "card database {path}: invalid YAML at line 6, column 45: the document has more than 1000000 nodes once "
     "`*b3` is expanded (limit max_card_yaml_nodes; set YGO_HARNESS_MAX_CARD_YAML_NODES to change it)"),
])
def test_a_cards_yaml_with_wrong_content(tmp_path, content, expected):
    path = write(tmp_path, content, "cards.yaml")
    with bounded(), pytest.raises(CardDataError) as info:
        CardMap.from_yaml(path)
    assert str(info.value).startswith(expected.format(path=path))


def test_a_cards_yaml_not_utf8(tmp_path):
    path = write(tmp_path, "100: {type: [spell], name: café}\n".encode("latin-1"), "cards.yaml")
    with pytest.raises(CardDataError, match=r"cannot read: line 1, column 31: the card database is not UTF-8"):
        CardMap.from_yaml(path)


# --- 4. impossible boards --------------------------------------------------------------------

XYZ = "{as: xyz, code: 101, location: mzone}"


@pytest.mark.parametrize("entries, where, expected", [
    (["{as: s, code: 200, location: mzone}", "{as: m, code: 100, location: overlay, overlay_of: s}"], "8:55",
     "overlay_of 's': 's' (line 7) is a Spell card; Xyz materials are attached to a monster in the Monster Zone"),
    (["{as: h, code: 101, location: hand}", "{as: m, code: 100, location: overlay, overlay_of: h}"], "8:55",
     "overlay_of 'h': 'h' (line 7) is in the hand; Xyz materials are attached to a monster in the Monster Zone"),
    (["{as: s, code: 200, location: szone}", "{as: m, code: 100, location: overlay, overlay_of: s}"], "8:55",
     "overlay_of 's': 's' (line 7) is in a Spell & Trap Zone"),
    (["{as: m, code: 100, location: overlay, overlay_of: m}"], "7:55", "'m' cannot be an Xyz material of itself"),
    (["{as: a, code: 100, location: overlay, overlay_of: b}", "{as: b, code: 101, location: overlay, overlay_of: a}"],
     "7:55", "overlay_of 'b': 'b' (line 8) is itself an Xyz material (a cycle: a -> b -> a)"),
    ([XYZ, "{as: a, code: 100, location: overlay, overlay_of: xyz}", "{as: b, code: 100, location: overlay, "
     "overlay_of: a}"], "9:55", "overlay_of 'a': 'a' (line 8) is itself an Xyz material; materials are attached"),
    ([XYZ, "{as: m, code: 100, location: overlay}"], "8:34",
     "'m' is an Xyz material (`location: overlay`) of no monster: add `overlay_of: ALIAS`"),
    ([XYZ, "{as: m, code: 100, location: grave, overlay_of: xyz}"], "8:34",
     "'m' has `overlay_of:` (an Xyz material), so its location is overlay, not grave"),
])
def test_impossible_xyz_materials(tmp_path, entries, where, expected):
    assert refused(tmp_path, board(*entries)).startswith(f"s.yaml:{where}: {expected}")


def test_xyz_materials_of_a_monster_in_the_monster_zone_load(tmp_path):
    path = write(tmp_path, board(XYZ, "{as: m, code: 100, location: overlay, overlay_of: xyz}"))
    (tmp_path / "c101.lua").write_text("local s=GetID()\nfunction s.initial_effect(c) end\n")
    session = build_session(load_scenario(path), RunOptions(scripts=[tmp_path]))
    assert session.card("xyz").overlays == [session.card("m")]


def test_an_xyz_material_of_a_spell_from_a_card_database(tmp_path):
    """Card data from a database is known only when the duel is set up: refused there, at the
    entry's line (12580477: Raigeki, in the bundled cards)."""
    path = write(tmp_path, "name: t\nboard:\n  - {as: s, code: 12580477, location: mzone}\n"
                           "  - {as: m, code: 89631139, location: overlay, overlay_of: s}\nsteps:\n  - lua: assert(true)\n")
    with bounded(), pytest.raises(ScenarioFailed) as failed:
        build_session(load_scenario(path), RunOptions())
    assert str(failed.value).startswith(f"{path}:4: board entry 'm': overlay_of 's': ")
    assert "is not a monster; Xyz materials are attached to a monster in the Monster Zone" in str(failed.value)
