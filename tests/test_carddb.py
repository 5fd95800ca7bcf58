import sqlite3
import textwrap

import pytest

from harness.carddb import (
    BUNDLED_LABEL,
    UNKNOWN_STAT,
    CardData,
    CardDatabase,
    CardDataError,
    CardMap,
    CdbFile,
    UnknownCardError,
    parse_card_spec,
)
from harness.constants import (
    ATTRIBUTE_DARK,
    ATTRIBUTE_LIGHT,
    RACE_CYBERSE,
    RACE_DRAGON,
    RACE_ROCK,
    RACE_SPELLCASTER,
    TYPE_DUAL,
    TYPE_EFFECT,
    TYPE_EQUIP,
    TYPE_LINK,
    TYPE_MONSTER,
    TYPE_NORMAL,
    TYPE_PENDULUM,
    TYPE_SPELL,
    TYPE_TRAP,
    TYPE_XYZ,
)

# Test cards use made-up codes (9000000x) so they never shadow real ones.
DRAGON = {"name": "Test Dragon", "type": ["monster", "normal"], "attribute": "light",
          "race": "dragon", "level": 8, "atk": 3000, "def": 2500}


def write(path, text):
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def make_cdb(path, datas, texts):
    """A cards.cdb with the client's schema; datas/texts are lists of row tuples."""
    strs = ", ".join(f"str{i} text" for i in range(1, 17))
    with sqlite3.connect(path) as db:
        db.execute("create table datas(id integer primary key, ot integer, alias integer, "
                   "setcode integer, type integer, atk integer, def integer, level integer, "
                   "race integer, attribute integer, category integer)")
        db.execute(f"create table texts(id integer primary key, name text, desc text, {strs})")
        db.executemany("insert into datas values (?,?,?,?,?,?,?,?,?,?,?)", datas)
        db.executemany(f"insert into texts values ({', '.join('?' * 19)})",
                       [row + (None,) * (19 - len(row)) for row in texts])
    db.close()
    return path


# --- inline specs -----------------------------------------------------------------------------

def test_parse_normal_monster():
    assert parse_card_spec(90000001, DRAGON, "s.yaml:3") == CardData(
        code=90000001, name="Test Dragon", type=TYPE_MONSTER | TYPE_NORMAL, level=8,
        attribute=ATTRIBUTE_LIGHT, race=RACE_DRAGON, atk=3000, defense=2500)


def test_parse_all_card_keys():
    data = parse_card_spec(90000002, {
        "name": "Test Mage", "type": ["monster", "effect"], "attribute": "ATTRIBUTE_DARK",
        "race": "spellcaster", "level": 4, "atk": "?", "def": 0, "alias": 90000001,
        "setcode": [0x10a2, 0x13a], "strings": ["first", "second"]}, "s.yaml")
    assert (data.type, data.attribute, data.race) == (
        TYPE_MONSTER | TYPE_EFFECT, ATTRIBUTE_DARK, RACE_SPELLCASTER)
    assert (data.atk, data.defense) == (UNKNOWN_STAT, 0)
    assert data.alias == 90000001
    assert data.setcodes == (0x10a2, 0x13a)
    assert data.strings == ("first", "second")


def test_parse_single_setcode_rank_link_and_scales():
    spell = parse_card_spec(90000003, {"type": ["spell", "equip"], "setcode": 0x46}, "s")
    assert (spell.type, spell.setcodes, spell.is_monster) == (TYPE_SPELL | TYPE_EQUIP, (0x46,), False)
    xyz = parse_card_spec(90000004, {"type": ["monster", "xyz"], "rank": 4}, "s")
    assert (xyz.type, xyz.level) == (TYPE_MONSTER | TYPE_XYZ, 4)
    link = parse_card_spec(90000005, {"type": ["monster", "link"], "race": "cyberse",
                                      "link": 2, "link_marker": 0x28, "atk": 1500}, "s")
    assert (link.level, link.link_marker, link.defense, link.race) == (2, 0x28, 0, RACE_CYBERSE)
    pend = parse_card_spec(90000006, {"type": ["monster", "normal", "pendulum"], "level": 4,
                                      "lscale": 1, "rscale": 8}, "s")
    assert (pend.lscale, pend.rscale) == (1, 8)
    gemini = parse_card_spec(90000011, {"type": ["monster", "effect", "gemini"]}, "s")
    assert gemini.type == TYPE_MONSTER | TYPE_EFFECT | TYPE_DUAL  # the engine calls Gemini "dual"


def test_loads_script():
    normal = parse_card_spec(90000001, DRAGON, "s")
    spell = parse_card_spec(90000007, {"type": ["spell"]}, "s")
    trap = parse_card_spec(90000008, {"type": ["trap"]}, "s")
    pend = parse_card_spec(90000006, {"type": ["monster", "normal", "pendulum"], "level": 4}, "s")
    effect = parse_card_spec(90000009, {"type": ["monster", "effect"]}, "s")
    assert not normal.loads_script
    assert spell.loads_script and spell.type == TYPE_SPELL
    assert trap.loads_script and trap.type == TYPE_TRAP
    assert pend.loads_script and pend.type & TYPE_PENDULUM
    assert effect.loads_script


def test_a_trap_monsters_trap_keeps_the_stats_it_summons_itself_with():
    # Curse of the Statue's data: a Continuous Trap whose monster stats AddMonsterAttribute reads
    data = parse_card_spec(3129635, {"type": ["trap", "continuous"], "attribute": "dark", "race": "rock", "level": 4,
                                     "atk": 1800, "def": 1000}, "s.yaml:3")
    assert (data.atk, data.defense, data.level, data.race, data.attribute) == (1800, 1000, 4, RACE_ROCK, ATTRIBUTE_DARK)
    assert not data.type & TYPE_MONSTER


@pytest.mark.parametrize("spec, expected", [
    ({**DRAGON, "atkk": 1}, r"key\(s\) 'atkk'; valid keys: alias, atk, attribute"),
    ({**DRAGON, "type": ["monster", "dragn"]}, r"key 'type':.*dragn.*normal"),
    ({**DRAGON, "attribute": "shiny"}, r"key 'attribute':.*shiny.*light"),
    ({"name": "No type"}, r"missing 'type'"),
    ({"type": ["normal"]}, r"exactly one of monster, spell, trap"),
    ({"type": ["spell", "normal"]}, r"'normal' is only for Normal Monsters"),
    ({"type": ["spell"], "atk": 100}, r"key 'atk': only monsters"),
    ({"type": ["trap"], "rank": 4}, r"key 'rank': only monsters"),
    ({**DRAGON, "rank": 4}, r"key 'rank': only Xyz monsters"),
    ({**DRAGON, "lscale": 4}, r"key 'lscale': only Pendulum monsters"),
    ({"type": ["monster", "link"], "link": 1, "def": 0}, r"key 'def': Link monsters have no DEF"),
    ({"type": ["monster", "xyz"], "level": 4}, r"key 'level':.*rank"),
    ({**DRAGON, "atk": -1}, r"key 'atk': must be a non-negative integer or '\?'"),
    ({**DRAGON, "atk": -2}, r"key 'atk'"),  # -2 is only the cdb spelling of "?"
    ({**DRAGON, "def": "2500"}, r"key 'def'"),
    ({**DRAGON, "level": True}, r"key 'level'"),
    ({**DRAGON, "setcode": 0x10af0001}, r"key 'setcode': must be a 16-bit set code"),
    ({**DRAGON, "setcode": [1, 2, 3, 4, 5]}, r"key 'setcode'"),
    ({**DRAGON, "strings": ["x"] * 17}, r"key 'strings': must be a list of up to 16"),
    ({**DRAGON, "name": 5}, r"key 'name'"),
    (["monster"], r"must be a mapping"),
])
def test_invalid_spec_names_where_code_and_key(spec, expected):
    with pytest.raises(CardDataError, match=r"^scenario\.yaml:12: card 90000001:.*" + expected):
        parse_card_spec(90000001, spec, "scenario.yaml:12")


def test_a_spec_parsed_again_reads_alike_and_values_of_other_types_are_told_apart():
    first = parse_card_spec(90000001, {**DRAGON, "level": 1}, "a.yaml:1")
    assert parse_card_spec(90000001, {**DRAGON, "level": 1}, "b.yaml:2") == first
    with pytest.raises(CardDataError, match=r"^b\.yaml:2: card 90000001: key 'level'"):
        parse_card_spec(90000001, {**DRAGON, "level": True}, "b.yaml:2")      # True == 1 as a key would
    with pytest.raises(CardDataError, match=r"key 'setcode'"):
        parse_card_spec(90000001, {**DRAGON, "setcode": [True]}, "b.yaml:2")
    assert parse_card_spec(90000002, {**DRAGON, "level": 1}, "a.yaml:1").code == 90000002
    with pytest.raises(CardDataError, match=r"key 'setcode'"):     # a list in a list: parsed, not kept
        parse_card_spec(90000001, {**DRAGON, "setcode": [[1]]}, "")


def test_inline_cards_reject_bad_codes():
    with pytest.raises(CardDataError, match=r"s\.yaml: card codes must be positive integers"):
        CardMap.from_inline({"dragon": DRAGON}, "s.yaml")
    assert CardMap.from_inline({"90000001": DRAGON}, "s.yaml").get(90000001).name == "Test Dragon"


# --- YAML database files ----------------------------------------------------------------------

def test_yaml_database(tmp_path):
    path = write(tmp_path / "cards.yaml", """\
        90000001: {name: Test Dragon, type: [monster, normal], attribute: light, race: dragon,
                   level: 8, atk: 3000, def: 2500}
        90000007:
          name: Test Spell
          type: [spell]
    """)
    db = CardMap.from_yaml(path)
    assert db.get(90000001) == parse_card_spec(90000001, DRAGON, "")
    assert db.get(90000007).name == "Test Spell"
    assert db.get(90000008) is None
    assert db.label == str(path)


def test_yaml_database_error_names_file_and_line(tmp_path):
    path = write(tmp_path / "cards.yaml", """\
        90000007:
          type: [spell]

        90000001:
          type: [monster, effect]
          race: dragn
    """)
    with pytest.raises(CardDataError, match=rf"^{path}:4: card 90000001: key 'race':.*dragn"):
        CardMap.from_yaml(path)


@pytest.mark.parametrize("text, expected", [
    ("- 90000001\n", "must be a mapping of card code"),
    ("90000001: [oops\n", "invalid YAML"),
])
def test_yaml_database_bad_file(tmp_path, text, expected):
    path = write(tmp_path / "cards.yaml", text)
    with pytest.raises(CardDataError, match=f"card database {path}: {expected}"):
        CardMap.from_yaml(path)


def test_empty_yaml_database(tmp_path):
    assert CardMap.from_yaml(write(tmp_path / "cards.yaml", "# nothing yet\n")).get(1) is None


# --- cards.cdb --------------------------------------------------------------------------------

def test_cdb(tmp_path):
    setcode = 0x10a2 | 0x13a << 16 | 0x8001 << 48  # slot 3 empty; slot 4 makes it negative
    setcode -= 1 << 64  # as SQLite stores it (signed 64-bit)
    pendulum_level = 4 | 8 << 16 | 1 << 24  # rscale 8 in bits 16-23, lscale 1 in bits 24-31
    path = make_cdb(tmp_path / "cards.cdb", datas=[
        (90000001, 3, 0, setcode, TYPE_MONSTER | TYPE_EFFECT, -2, 1200, 4, RACE_DRAGON,
         ATTRIBUTE_DARK, 0),
        (90000006, 3, 0, 0, TYPE_MONSTER | TYPE_NORMAL | TYPE_PENDULUM, 1800, 0, pendulum_level,
         RACE_SPELLCASTER, ATTRIBUTE_DARK, 0),
        (90000005, 3, 0, 0, TYPE_MONSTER | TYPE_EFFECT | TYPE_LINK, 1500, 0x28, 2, RACE_CYBERSE,
         ATTRIBUTE_LIGHT, 0),
        (90000010, 3, 90000001, 0, TYPE_MONSTER | TYPE_EFFECT, 0, 0, 1, 0, 0, 0),  # no texts row
    ], texts=[
        (90000001, "Cdb Effect", "desc", "first", "", "third"),
        (90000006, "Cdb Pendulum", "desc"),
        (90000005, "Cdb Link", "desc"),
    ])
    db = CdbFile(path)
    assert db.get(90000001) == CardData(
        code=90000001, name="Cdb Effect", setcodes=(0x10a2, 0x13a, 0x8001),
        type=TYPE_MONSTER | TYPE_EFFECT, level=4, attribute=ATTRIBUTE_DARK, race=RACE_DRAGON,
        atk=UNKNOWN_STAT, defense=1200, strings=("first", "", "third"))
    pend = db.get(90000006)
    assert (pend.level, pend.lscale, pend.rscale, pend.loads_script) == (4, 1, 8, True)
    link = db.get(90000005)
    assert (link.level, link.defense, link.link_marker) == (2, 0, 0x28)
    assert (db.get(90000010).name, db.get(90000010).alias) == ("", 90000001)
    assert db.get(90000099) is None


def test_cdb_reads_lazily_and_caches(tmp_path):
    path = make_cdb(tmp_path / "cards.cdb", datas=[], texts=[])
    db = CdbFile(path)
    row = (90000007, 3, 0, 0, TYPE_SPELL, 0, 0, 0, 0, 0, 0)
    with sqlite3.connect(path) as writer:
        writer.execute("insert into datas values (?,?,?,?,?,?,?,?,?,?,?)", row)
    writer.close()
    assert db.get(90000007).type == TYPE_SPELL  # added after opening: not read up front
    with sqlite3.connect(path) as writer:
        writer.execute("delete from datas")
    writer.close()
    assert db.get(90000007).type == TYPE_SPELL  # served from the cache



def test_cdb_reads_are_shared_in_the_process_until_the_file_changes(tmp_path, monkeypatch):
    path = make_cdb(tmp_path / "cards.cdb", datas=[(90000008, 3, 0, 0, TYPE_SPELL, 0, 0, 0, 0, 0, 0)],
                    texts=[(90000008, "Before", "desc")])
    assert CdbFile(path).get(90000008).name == "Before"
    with monkeypatch.context() as patched:          # the same file, opened again: nothing is queried
        patched.setattr(CdbFile, "_query", lambda self, code: pytest.fail(f"queried {code}"))
        assert CdbFile(path).get(90000008).name == "Before"
    path.unlink()                                   # another file at the same path: read again
    make_cdb(path, datas=[(90000008, 3, 0, 0, TYPE_TRAP, 0, 0, 0, 0, 0, 0)], texts=[(90000008, "After", "desc")])
    after = CdbFile(path).get(90000008)
    assert (after.name, after.type) == ("After", TYPE_TRAP)
    with sqlite3.connect(path) as writer:           # the file changed in place: read again
        writer.execute("update texts set name = 'Changed'")
    writer.close()
    assert CdbFile(path).get(90000008).name == "Changed"

def test_cdb_bad_files(tmp_path):
    with pytest.raises(CardDataError, match=rf"card database {tmp_path}/missing\.cdb: no such file"):
        CdbFile(tmp_path / "missing.cdb")
    write(tmp_path / "text.cdb", "not sqlite " * 100)
    with pytest.raises(CardDataError, match=rf"card database {tmp_path}/text\.cdb: cannot read"):
        CdbFile(tmp_path / "text.cdb")
    with sqlite3.connect(tmp_path / "other.cdb") as db:
        db.execute("create table unrelated(x)")
    db.close()
    with pytest.raises(CardDataError, match=r"other\.cdb: cannot read: no such table"):
        CdbFile(tmp_path / "other.cdb")


# --- CardDatabase -----------------------------------------------------------------------------

BLUE_EYES = 89631139  # in the bundled database


def test_bundled_database():
    blue_eyes = CardDatabase.from_config().get(BLUE_EYES)
    assert (blue_eyes.name, blue_eyes.atk, blue_eyes.defense, blue_eyes.level) == (
        "Blue-Eyes White Dragon", 3000, 2500, 8)
    assert not blue_eyes.loads_script


def test_precedence(tmp_path):
    first = write(tmp_path / "first.yaml", f"{BLUE_EYES}: {{name: From first, type: [spell]}}\n")
    second = make_cdb(tmp_path / "second.cdb",
                      datas=[(BLUE_EYES, 3, 0, 0, TYPE_TRAP, 0, 0, 0, 0, 0, 0),
                             (90000007, 3, 0, 0, TYPE_TRAP, 0, 0, 0, 0, 0, 0)],
                      texts=[(BLUE_EYES, "From second", ""), (90000007, "Only second", "")])
    inline = {BLUE_EYES: {"name": "Inline", "type": ["spell"]}}

    def name(code, **config):
        return CardDatabase.from_config(**config).get(code).name

    assert name(BLUE_EYES, inline=inline, files=[first, second]) == "Inline"
    assert name(BLUE_EYES, inline={}, files=[first, second]) == "From first"
    assert name(BLUE_EYES, files=[second, first]) == "From second"
    assert name(90000007, files=[first, second]) == "Only second"
    assert name(BLUE_EYES) == "Blue-Eyes White Dragon"


def test_unknown_code_names_every_place_searched(tmp_path):
    cdb = make_cdb(tmp_path / "db.cdb", datas=[], texts=[])
    yml = write(tmp_path / "db.yml", "{}\n")
    db = CardDatabase.from_config(inline={}, inline_where="x.yaml", files=[cdb, yml])
    with pytest.raises(UnknownCardError) as info:
        db.get(12345)
    assert str(info.value) == (f"unknown card code 12345: not in scenario cards (x.yaml), "
                               f"{cdb}, {yml}, {BUNDLED_LABEL}")
    assert info.value.code == 12345


@pytest.mark.parametrize("name, expected", [
    ("missing.cdb", "no such file"),
    ("missing.yaml", "cannot read"),
    ("cards.json", "unsupported file type; expected .cdb, .yaml or .yml"),
])
def test_from_config_bad_files(tmp_path, name, expected):
    with pytest.raises(CardDataError, match=f"card database {tmp_path / name}: {expected}"):
        CardDatabase.from_config(files=[tmp_path / name])
