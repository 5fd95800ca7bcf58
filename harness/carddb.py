"""Card data (what YGOPro keeps in cards.cdb) from scenario YAML, YAML databases and .cdb files.

A card is looked up in the scenario's inline `cards:` first, then in the configured databases in
order, then in the bundled scripts/cards.yaml. A spec looks like
`{name: ..., type: [monster, normal], attribute: light, race: dragon, level: 8, atk: 3000, def: 2500}`.
"""

from __future__ import annotations

import functools
import os
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping, Protocol, Sequence

import yaml

from harness.limits import Limits
from harness.yaml_positions import LimitedComposer, YamlError, check_characters, decode, read_limited
from harness.constants import (
    ATTRIBUTE,
    LINK_MARKER,
    RACE,
    TYPE,
    TYPE_LINK,
    TYPE_MONSTER,
    TYPE_NORMAL,
    TYPE_PENDULUM,
    TYPE_SPELL,
    TYPE_TOKEN,
    TYPE_TRAP,
    TYPE_XYZ,
    UnknownFlagError,
)

from harness.bundled import BUNDLED_CARDS  # the bundled scripts/cards.yaml
BUNDLED_LABEL = "scripts/cards.yaml"

# "?" ATK/DEF, stored as -2 in the client's cards.cdb.
UNKNOWN_STAT = -2

MAX_SETCODES = 4
MAX_STRINGS = 16


class CardDataError(ValueError):
    """Invalid card data, or a card database file that cannot be read."""


class UnknownCardError(LookupError):
    """A card code found in none of the sources."""

    def __init__(self, code: int, searched: Sequence[str]):
        self.code = code
        self.searched = list(searched)
        super().__init__(f"unknown card code {code}: not in {', '.join(self.searched)}")


# A card whose alias is within this many codes of its own is an alternate artwork of the alias;
# a farther alias is the card's rule code (the client's card reader, CARD_ARTWORK_VERSIONS_OFFSET).
ARTWORK_VERSIONS_OFFSET = 20
BLACK_LUSTER_SOLDIER2 = 5405695     # its alias is a rule code however near (the client's exception)
# the cards with a second name printed on them: {code: second name} (card_data.h second_code)
SECOND_CODES = {78734254: 17955766, 13857930: 17732278, 1784686: 10000050, 11082056: 10000060, 46232525: 10000070}


@dataclass(frozen=True)
class CardData:
    code: int
    name: str = ""
    alias: int = 0
    setcodes: tuple[int, ...] = ()
    type: int = 0
    level: int = 0  # level, rank or link rating: the engine keeps all three here
    attribute: int = 0
    race: int = 0
    atk: int = 0
    defense: int = 0
    lscale: int = 0
    rscale: int = 0
    link_marker: int = 0
    strings: tuple[str, ...] = ()  # strings[n] is aux.Stringid(code, n)

    @property
    def is_monster(self) -> bool:
        return bool(self.type & TYPE_MONSTER)

    @functools.cached_property
    def rule_code(self) -> int:
        """The name the card has in a duel when its alias is not an alternate artwork's (the
        client reads such an alias as the card's rule code: "this card's name is always treated
        as ..."); 0 for none."""
        if not self.alias:
            return 0
        if self.code == BLACK_LUSTER_SOLDIER2:
            return self.alias
        if self.type & TYPE_TOKEN or abs(self.code - self.alias) < ARTWORK_VERSIONS_OFFSET:
            return 0
        return self.alias

    @functools.cached_property
    def original_code(self) -> int:
        """card_data::get_original_code: the printed card's code, the original's for an alternate
        artwork (whose script the duel runs), the card's own when its alias is a rule code."""
        return self.code if self.rule_code else (self.alias or self.code)

    @functools.cached_property
    def original_code_rule(self) -> tuple[int, int]:
        """card::get_original_code_rule: (its name in a duel, its second printed name or 0)."""
        second = SECOND_CODES.get(self.original_code, 0)
        return (self.original_code, second) if second else (self.rule_code or self.original_code, 0)

    @property
    def loads_script(self) -> bool:
        # The engine loads no script for Normal Monsters, but Pendulum ones have a Pendulum Effect.
        return not self.type & TYPE_NORMAL or bool(self.type & TYPE_PENDULUM)


# --- YAML specs -----------------------------------------------------------------------------

_CARD_KEYS = {"name", "type", "setcode", "alias", "strings"}
_MONSTER_KEYS = {"attribute", "race", "level", "rank", "link", "atk", "def",
                 "lscale", "rscale", "link_marker"}
# the stats a Trap Monster's card holds as a Trap (AddMonsterAttribute reads them when it becomes a monster)
_TRAP_MONSTER_KEYS = {"attribute", "race", "level", "atk", "def"}
VALID_KEYS = frozenset(_CARD_KEYS | _MONSTER_KEYS)

# Card-text names the scenario format uses where the engine's constant is named otherwise.

# Keys that only make sense for monsters of one kind.
_KEY_NEEDS_TYPE = {
    "rank": (TYPE_XYZ, "Xyz"),
    "link": (TYPE_LINK, "Link"),
    "link_marker": (TYPE_LINK, "Link"),
    "lscale": (TYPE_PENDULUM, "Pendulum"),
    "rscale": (TYPE_PENDULUM, "Pendulum"),
}


# A suite's files repeat the same few cards' specs: each spec is parsed once per process (by its
# code, keys, and values with their types: `level: true` is not `level: 1`), its CardData shared
# (it is frozen).
_PARSED_KEPT = 4096
_parsed: dict = {}


def parse_card_spec(code: int, mapping: Any, where: str) -> CardData:
    """Build CardData from a YAML spec; `where` (e.g. "scenario.yaml:12") goes into errors."""
    key = _spec_key(code, mapping)
    data = _parsed.get(key) if key is not None else None
    if data is None:
        data = _parse_card_spec(code, mapping, where)
        if key is not None:
            if len(_parsed) >= _PARSED_KEPT:
                _parsed.clear()
            _parsed[key] = data
    return data


def _spec_key(code, mapping):
    """A key that tells apart every two specs that could parse differently (values with their
    types, list items too), or None (not a mapping, or a value that cannot be a key)."""
    if type(mapping) is not dict:
        return None
    key = [code, type(code)]
    for name, value in mapping.items():
        kind = type(value)
        key.append((name, kind, tuple([(type(item), item) for item in value]) if kind is list else value))
    key = tuple(key)
    try:
        hash(key)
    except TypeError:       # a list in a list, a mapping
        return None
    return key


def _parse_card_spec(code: int, mapping: Any, where: str) -> CardData:

    def fail(message: str, key: str | None = None) -> CardDataError:
        at = f" key {key!r}:" if key else ""
        error = CardDataError(f"{where}: card {code}:{at} {message}")
        error.key, error.detail = key, f"card {code}:{at} {message}"    # for errors at the key's line
        return error

    def natural(key: str) -> int:
        value = mapping[key]
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise fail(f"must be a non-negative integer, got {value!r}", key)
        return value

    def stat(key: str) -> int:
        value = mapping.get(key, 0)
        if value == "?":
            return UNKNOWN_STAT
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise fail(f"must be a non-negative integer or '?', got {value!r}", key)
        return value

    def flags(family: Any, key: str) -> int:
        value = mapping[key]
        names = [value] if isinstance(value, str) else value
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise fail(f"must be a name or a list of names, got {value!r}", key)
        try:
            return family.parse(names)
        except UnknownFlagError as e:
            raise fail(str(e), key) from e

    if not isinstance(mapping, Mapping):
        raise fail(f"card data must be a mapping, got {type(mapping).__name__}")
    unknown = [k for k in mapping if k not in VALID_KEYS]
    if unknown:
        raise fail(f"unknown key(s) {', '.join(map(repr, unknown))}; "
                   f"valid keys: {', '.join(sorted(VALID_KEYS))}")
    if "type" not in mapping:
        raise fail("missing 'type' (e.g. [monster, normal], [spell, equip] or [trap])")

    type_ = flags(TYPE, "type")
    kinds = [TYPE_MONSTER, TYPE_SPELL, TYPE_TRAP]
    if sum(bool(type_ & kind) for kind in kinds) != 1:
        raise fail("must include exactly one of monster, spell, trap", "type")
    monster = bool(type_ & TYPE_MONSTER)
    # A Normal Spell/Trap carries no TYPE_NORMAL in YGOPro; adding it would suppress its script.
    if type_ & TYPE_NORMAL and not monster:
        raise fail("'normal' is only for Normal Monsters; a Normal Spell/Trap is just [spell]/[trap]",
                   "type")
    for key in mapping:
        if key in _MONSTER_KEYS and not monster and not (type_ & TYPE_TRAP and key in _TRAP_MONSTER_KEYS):
            raise fail("only monsters (and Trap Monsters' Traps) have this", key)
        if key in _KEY_NEEDS_TYPE and not type_ & _KEY_NEEDS_TYPE[key][0]:
            raise fail(f"only {_KEY_NEEDS_TYPE[key][1]} monsters have this", key)
    if "level" in mapping and type_ & (TYPE_XYZ | TYPE_LINK):
        raise fail("Xyz monsters have a rank and Link monsters a link rating, not a level", "level")
    if "def" in mapping and type_ & TYPE_LINK:
        raise fail("Link monsters have no DEF (use link_marker for their arrows)", "def")
    ratings = [key for key in ("level", "rank", "link") if key in mapping]
    if len(ratings) > 1:
        raise fail(f"give only one of level, rank, link (got {', '.join(ratings)})")

    name = mapping.get("name", "")
    if not isinstance(name, str):
        raise fail(f"must be a string, got {name!r}", "name")
    setcodes = mapping.get("setcode", [])
    if not isinstance(setcodes, list):
        setcodes = [setcodes]
    if len(setcodes) > MAX_SETCODES or not all(
            isinstance(s, int) and not isinstance(s, bool) and 0 < s <= 0xFFFF for s in setcodes):
        raise fail(f"must be a 16-bit set code (e.g. 0x10a2) or a list of up to {MAX_SETCODES}, "
                   f"got {mapping['setcode']!r}", "setcode")
    strings = mapping.get("strings", [])
    if (not isinstance(strings, list) or len(strings) > MAX_STRINGS
            or not all(isinstance(s, str) for s in strings)):
        raise fail(f"must be a list of up to {MAX_STRINGS} strings, got {strings!r}", "strings")

    return CardData(
        code=code,
        name=name,
        alias=natural("alias") if "alias" in mapping else 0,
        setcodes=tuple(setcodes),
        type=type_,
        level=natural(ratings[0]) if ratings else 0,
        attribute=flags(ATTRIBUTE, "attribute") if "attribute" in mapping else 0,
        race=flags(RACE, "race") if "race" in mapping else 0,
        atk=stat("atk"),
        defense=stat("def"),
        lscale=natural("lscale") if "lscale" in mapping else 0,
        rscale=natural("rscale") if "rscale" in mapping else 0,
        link_marker=_link_marker(mapping, flags, natural, fail) if "link_marker" in mapping else 0,
        strings=tuple(strings),
    )


_ALL_LINK_MARKERS = 0x1ef    # the eight arrows (0x10, the centre, is none)


def _link_marker(mapping, flags, natural, fail):
    """Arrow names, or the core's LINK_MARKER_ bit value (the def column of a cards.cdb)."""
    if not isinstance(mapping["link_marker"], int) or isinstance(mapping["link_marker"], bool):
        return flags(LINK_MARKER, "link_marker")
    value = natural("link_marker")
    if value & ~_ALL_LINK_MARKERS:
        raise fail(f"{value:#x} is not a set of arrows: the LINK_MARKER_ bits are within {_ALL_LINK_MARKERS:#x} "
                   f"(or give names: {', '.join(LINK_MARKER.short_names)})",
                   "link_marker")
    return value


def _card_code(key: Any, where: str) -> int:
    # YAML gives 89631139 as an int; accept a quoted "89631139" too.
    if isinstance(key, str) and key.isdigit():
        key = int(key)
    if isinstance(key, bool) or not isinstance(key, int) or key <= 0:
        raise CardDataError(f"{where}: card codes must be positive integers, got {key!r}")
    return key


@functools.lru_cache(maxsize=64)
def _parse_yaml_database(path: Path, stamp) -> dict[int, CardData]:
    """Parsed once per process and file version: a duel is created per scenario."""
    parsed = {}
    for key, spec, line in _load_yaml_entries(path):
        where = f"{path}:{line}"
        code = _card_code(key, where)
        parsed[code] = parse_card_spec(code, spec, where)
    return parsed


class _CardsLoader(LimitedComposer, yaml.SafeLoader):
    """yaml.SafeLoader (a card database keeps YAML 1.1 scalars) with the size limits."""

    nodes_limit = "max_card_yaml_nodes"


def _load_yaml_entries(path: Path) -> list[tuple[Any, Any, int]]:
    """The (key, value, line) entries of a YAML file's top-level mapping."""
    limits = Limits.from_env()
    try:
        data, size = read_limited(path, limits, "max_card_file_bytes")
    except OSError as e:
        raise CardDataError(f"card database {path}: cannot read: {e}") from e
    try:
        text = decode(data, limits, "card database", size, "max_card_file_bytes")
        check_characters(text)
    except YamlError as e:
        raise CardDataError(f"card database {path}: cannot read: line {e.line}, column {e.column}: "
                            f"{e.message}") from None
    # Walk the node tree rather than yaml.safe_load so each card keeps its line number.
    loader = _CardsLoader(text)
    loader.limits = limits
    try:
        root = loader.get_single_node()
        if root is None:
            return []
        if not isinstance(root, yaml.MappingNode):
            raise CardDataError(f"card database {path}: must be a mapping of card code to card data")
        entries, first_lines = [], {}
        for key, value in root.value:
            line = key.start_mark.line + 1
            code = loader.construct_object(key, deep=True)
            if isinstance(code, str) and code.isdigit():
                code = int(code)
            if isinstance(code, (int, str)) and code in first_lines:
                raise CardDataError(f"{path}:{line}: duplicate card code {code} (first at line {first_lines[code]})")
            if isinstance(code, (int, str)):
                first_lines[code] = line
            entries.append((code, loader.construct_object(value, deep=True), line))
        return entries
    except YamlError as e:
        raise CardDataError(f"card database {path}: invalid YAML at line {e.line}, column {e.column}: "
                            f"{e.message.removeprefix('invalid YAML: ')}") from None
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        at = f" at line {mark.line + 1}, column {mark.column + 1}" if mark is not None else ""
        raise CardDataError(f"card database {path}: invalid YAML{at}: {e.problem or e.context}") from None
    except yaml.YAMLError as e:
        raise CardDataError(f"card database {path}: invalid YAML: {e}") from e
    finally:
        loader.dispose()


# --- sources --------------------------------------------------------------------------------

class CardSource(Protocol):
    label: str  # how "not in ..." messages name this source

    def get(self, code: int) -> CardData | None: ...


class CardMap:
    """Cards parsed up front from YAML (inline scenario cards or a YAML database file)."""

    def __init__(self, label: str, cards: Mapping[int, CardData]):
        self.label = label
        self._cards = dict(cards)

    @classmethod
    def from_inline(cls, cards: Any, where: str, parsed_before: Mapping[int, CardData] | None = None) -> CardMap:
        """`parsed_before`: code -> CardData of these specs, parsed already (the scenario loader's)."""
        if not isinstance(cards, Mapping):
            raise CardDataError(f"{where}: cards must be a mapping of card code to card data")
        parsed = {}
        for key, spec in cards.items():
            code = _card_code(key, where)
            known = parsed_before.get(code) if parsed_before else None
            parsed[code] = known if known is not None else parse_card_spec(code, spec, where)
        return cls(f"scenario cards ({where})", parsed)

    @classmethod
    def from_yaml(cls, path: str | Path, label: str | None = None) -> CardMap:
        path = Path(path)
        try:
            stamp = path.stat().st_mtime_ns
        except OSError:
            stamp = None    # let the loader report the missing file
        return cls(label or str(path), _parse_yaml_database(path, stamp))

    def get(self, code: int) -> CardData | None:
        return self._cards.get(code)


_CDB_QUERY = (
    "SELECT d.alias, d.setcode, d.type, d.atk, d.def, d.level, d.race, d.attribute, t.name, "
    + ", ".join(f"t.str{i}" for i in range(1, MAX_STRINGS + 1))
    + " FROM datas d LEFT JOIN texts t ON t.id = d.id WHERE d.id = ?"
)


class CdbFile:
    """A YGOPro client cards.cdb (SQLite), read one card at a time as the duel needs it."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.label = str(self.path)
        if not self.path.is_file():
            raise CardDataError(f"card database {self.path}: no such file")
        # the cards read from this file in this process, while it stays the same file (a run opens
        # the database once per scenario file, with the same cards each time)
        self._cache: dict[int, CardData | None] = _read_cards(self.path)
        if not self._cache:
            self._query(0)  # no card has code 0: this only checks the file and its tables
            self._cache[0] = None

    def get(self, code: int) -> CardData | None:
        if code not in self._cache:
            row = self._query(code)
            self._cache[code] = _from_cdb_row(code, _checked_cdb_row(self.path, code, row)) if row else None
        return self._cache[code]

    def _query(self, code: int) -> tuple | None:
        # A connection per lookup: lookups are few and cached, and nothing stays open.
        uri = self.path.resolve().as_uri() + "?mode=ro"
        try:
            with closing(sqlite3.connect(uri, uri=True)) as db:
                _bound(db)
                return db.execute(_CDB_QUERY, (code,)).fetchone()
        except sqlite3.Error as e:
            if "interrupted" in str(e):
                e = f"a lookup took more than {MAX_CDB_STEPS:,} SQLite steps (a view or query that loops?)"
            raise CardDataError(f"card database {self.path}: cannot read: {e}") from None


_CDB_FILES_CACHED = 8
_cdb_cards: dict[tuple, dict[int, CardData | None]] = {}


def _read_cards(path: Path) -> dict[int, CardData | None]:
    """The cards read so far from the .cdb file at `path` in this process (code -> data, None for
    a code it does not have), by the file's absolute path and stat: a file changed or replaced
    since is read again. At most _CDB_FILES_CACHED files are kept (the oldest first out)."""
    try:
        info = path.stat()
    except OSError:
        return {}
    key = (os.path.abspath(path), info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)
    cards = _cdb_cards.get(key)
    if cards is None:
        while len(_cdb_cards) >= _CDB_FILES_CACHED:
            del _cdb_cards[next(iter(_cdb_cards))]
        cards = _cdb_cards[key] = {}
    return cards


# A .cdb file is untrusted like a scenario: `datas` or `texts` may be views that compute huge
# strings or recurse for ever. One lookup reads one row by its id (a few hundred steps): these
# bounds never touch a real database.
MAX_CDB_TEXT = 1_000_000        # bytes of any one string or blob SQLite builds (SQLITE_LIMIT_LENGTH)
MAX_CDB_STEPS = 1_000_000       # SQLite virtual-machine steps of one lookup
_PROGRESS_EVERY = 1_000


def _bound(db: sqlite3.Connection) -> None:
    if hasattr(db, "setlimit"):          # Python 3.11+; on 3.10 the worker's address-space cap holds
        db.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_CDB_TEXT)
    calls = iter(range(MAX_CDB_STEPS // _PROGRESS_EVERY))
    db.set_progress_handler(lambda: next(calls, None) is None, _PROGRESS_EVERY)


_CDB_COLUMNS = (("datas", "alias"), ("datas", "setcode"), ("datas", "type"), ("datas", "atk"), ("datas", "def"),
                ("datas", "level"), ("datas", "race"), ("datas", "attribute"), ("texts", "name"),
                *(("texts", f"str{i}") for i in range(1, MAX_STRINGS + 1)))
_CDB_NON_NEGATIVE = ("alias", "type", "race", "attribute")


def _checked_cdb_row(path: Path, code: int, row: tuple) -> tuple:
    """The row, if each column has the type the client's format gives it: SQLite keeps whatever
    a file stores (text in an integer column, a BLOB), so a bad file is refused here, naming
    the card (the row's id) and the column, rather than failing somewhere in the duel."""
    for (table, column), value in zip(_CDB_COLUMNS, row):
        if value is None:
            continue
        if table == "datas":
            if isinstance(value, float) and value.is_integer():
                value = int(value)
            if not isinstance(value, int):
                got = f"the text {value!r}" if isinstance(value, str) else \
                    f"{type(value).__name__} {value!r}"[:80]
                raise CardDataError(f"card database {path}: card {code} (table datas, row id {code}): column "
                                    f"{column!r} must be an integer, got {got}")
            if column in _CDB_NON_NEGATIVE and value < 0:
                raise CardDataError(f"card database {path}: card {code} (table datas, row id {code}): column "
                                    f"{column!r} must not be negative, got {value}")
        elif not isinstance(value, str):
            raise CardDataError(f"card database {path}: card {code} (table texts, row id {code}): column "
                                f"{column!r} must be text, got {type(value).__name__} {value!r}"[:200])
    return tuple(int(v) if isinstance(v, float) else v for v in row)


def _from_cdb_row(code: int, row: tuple) -> CardData:
    # NULL columns read as 0 / "".
    alias, setcode, type_, atk, def_, level, race, attribute = (value or 0 for value in row[:8])
    name, *strings = (value or "" for value in row[8:])
    setcode &= 0xFFFF_FFFF_FFFF_FFFF  # SQLite hands back a 4th set code >= 0x8000 as negative
    is_link = bool(type_ & TYPE_LINK)
    # Trailing empty strings are just unused str columns.
    while strings and not strings[-1]:
        strings.pop()
    return CardData(
        code=code,
        name=name,
        alias=alias,
        # Four 16-bit set codes, lowest first; empty slots are skipped, as the engine does.
        setcodes=tuple(s for s in ((setcode >> shift) & 0xFFFF for shift in (0, 16, 32, 48)) if s),
        type=type_,
        level=level & 0xFFFF,
        attribute=attribute,
        race=race,
        atk=atk,
        defense=0 if is_link else def_,
        lscale=(level >> 24) & 0xFF,
        rscale=(level >> 16) & 0xFF,
        link_marker=def_ if is_link else 0,  # a Link monster's def column holds its arrows
        strings=tuple(strings),
    )


def open_database_file(path: str | Path) -> CardSource:
    """A card database file, by suffix: .cdb (SQLite) or .yaml/.yml."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix == ".cdb":
        return CdbFile(path)
    if suffix in (".yaml", ".yml"):
        return CardMap.from_yaml(path)
    raise CardDataError(f"card database {path}: unsupported file type; expected .cdb, .yaml or .yml")


class CardDatabase:
    """Card lookup over sources in precedence order (first source holding the code wins)."""

    def __init__(self, sources: Iterable[CardSource]):
        self.sources = list(sources)

    @classmethod
    def from_config(cls, inline: Mapping | None = None, inline_where: str = "scenario",
                    files: Iterable[str | Path] = ()) -> CardDatabase:
        """Scenario cards (a mapping of specs, or a CardMap already parsed), then `files` (e.g.
        repeated --cdb) in order, then the bundled cards."""
        sources: list[CardSource] = []
        if isinstance(inline, CardMap):
            sources.append(inline)
        elif inline is not None:
            sources.append(CardMap.from_inline(inline, inline_where))
        sources.extend(open_database_file(path) for path in files)
        sources.append(CardMap.from_yaml(BUNDLED_CARDS, label=BUNDLED_LABEL))
        return cls(sources)

    def get(self, code: int) -> CardData:
        for source in self.sources:
            data = source.get(code)
            if data is not None:
                return data
        raise UnknownCardError(code, [source.label for source in self.sources])
