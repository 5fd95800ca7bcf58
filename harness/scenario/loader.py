"""Load a scenario file: YAML with positions, the JSON Schema, then checks the schema cannot do.

Every mistake is reported as a ScenarioError that points at the file, line and column.
"""

from __future__ import annotations

import difflib
import functools
import gc
import json
import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from harness.read_scope import ReadScope
from harness import limits as _limits, strict_schema
from harness.limits import Limits
from harness.yaml_positions import Positions, YamlError, decode, json_key, load_yaml, read_limited
from . import collector, fast_check

# Keys of an `expect` mapping that are not card aliases.
RESERVED_EXPECT_KEYS = ("players", "chain", "events", "warnings", "all_warnings", "winner", "registered", "operation_info",
                        "confirmed")
DEFAULT_LP = 8000


class ScenarioError(Exception):
    """A mistake in a scenario file; str() is "file:line:column: message", followed by the
    file's other mistakes of the same check (`others`), one a line."""

    def __init__(self, path, line: int | None, column: int | None, message: str, others=()):
        self.path, self.line, self.column, self.message = path, line, column, message
        self.others = list(others)
        where = f"{path}:{line}:{column}" if line is not None else f"{path}"
        text = f"{where}: {message}"
        if self.others:
            text += "".join(f"\n{other}" for other in self.others)
            text += f"\n({1 + len(self.others)} mistakes in this file)"
        super().__init__(text)


@dataclass
class Turn:
    player: int = 0
    phase: str = "main1"
    number: int = 1
    damage_calculated: bool = False
    attack_first_turn: bool = True


@dataclass
class BoardEntry:
    alias: str
    code: int
    player: int = 0
    location: str = "hand"
    sequence: int | None = None
    position: str | None = None
    owner: int | None = None
    equip_to: str | None = None
    overlay_of: str | None = None
    counters: dict[int, int] | None = None
    properly_summoned: bool = True      # STATUS_PROC_COMPLETE, as Debug.AddCard's proc argument
    summon_type: str | None = None      # how it was summoned earlier (Debug.PreSummon): fusion, synchro, ...
    where: str = ""


@dataclass
class Step:
    """One step; `data` is its mapping as written (kind key included), for the runner."""

    index: int  # 1-based
    kind: str
    data: dict
    where: str = ""


def _default_players() -> dict[int, dict]:
    return {player: {"lp": DEFAULT_LP} for player in (0, 1)}


@dataclass
class Scenario:
    path: Path
    name: str
    ruling: str | None = None
    description: str | None = None
    snapshot: dict | None = None         # `snapshot: {tool: VERSION}`: written by `ygo-harness snapshot`
    registered: dict = field(default_factory=dict)   # alias -> [effect entry]: harness/scenario/registered.py
    script_data: dict = field(default_factory=dict)  # alias -> {field: value}: harness/scenario/script_data.py
    scripts: list[Path] = field(default_factory=list)
    cards: dict[int, dict] = field(default_factory=dict)
    cards_where: dict[int, str] = field(default_factory=dict)
    card_data: dict = field(default_factory=dict, repr=False)    # code -> CardData of `cards`, parsed once
    turn: Turn = field(default_factory=Turn)
    players: dict[int, dict] = field(default_factory=_default_players)
    board: list[BoardEntry] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    strict: bool = True
    seed: int = 0
    checks: object = True
    positions: Positions = field(default_factory=Positions, repr=False)

    def where(self, path=()) -> str:
        """"file:line" of the node at `path` (keys and indices), or of its nearest parent."""
        return f"{self.path}:{self.positions.value(path)[0]}"


@functools.cache
def load_schema() -> dict:
    """The scenario JSON Schema shipped with the package (a fresh copy: the caller may change it)."""
    return json.loads(_schema_text())


@functools.cache
def _schema_text() -> str:
    return resources.files(__package__).joinpath("schema.json").read_text(encoding="utf-8")


def warm_up(file_count: int) -> None:
    """Before loading `file_count` files: compile the schema when that pays (fast_check.py); then
    move what the process holds so far (the imported harness, the schema) out of the collector's
    reach: it lives as long as the process, and each full collection (a duel's state is freed by
    them) would walk it again (gc.freeze; the forked workers inherit it); and pace the collector
    for many duels (collector.py)."""
    if file_count >= fast_check.WARM_AT:
        fast_check.warm(load_schema())
    gc.collect()
    gc.freeze()
    collector.pace_for_many_files()


@functools.cache
def step_kinds() -> tuple[str, ...]:
    """The step kind keys, as the schema lists them."""
    return tuple(branch["required"][0] for branch in load_schema()["$defs"]["step"]["anyOf"])


@dataclass
class _Source:
    """The file being loaded, to raise errors at a path inside it."""

    path: Path
    positions: Positions

    def position(self, at, key: bool = False) -> tuple[int, int]:
        return self.positions.key(at) if key else self.positions.value(at)

    def error(self, at, message: str, key: bool = False) -> ScenarioError:
        return ScenarioError(self.path, *self.position(at, key), message)

    def where(self, at) -> str:
        return f"{self.path}:{self.position(at)[0]}"


def load_scenario(path, limits: Limits | None = None, scope: ReadScope | None = None) -> Scenario:
    """Read, validate and check a scenario file; raise ScenarioError on the first mistake.
    `limits`: the size limits (harness.scenario.limits); default the defaults and environment.
    `scope`: where the file and its `scripts:` folders may lie (harness.read_scope); default the
    run's root, the bundled files and the file's own folder (the caller named the file)."""
    path = Path(path)
    limits = _limits.current(limits)
    if scope is None:
        scope = ReadScope.for_run(named=[path])
    elif not scope.allows(path):
        raise ScenarioError(path, None, None, scope.refusal(path, "the scenario file"))
    try:
        data, size = read_limited(path, limits)
    except OSError as error:
        raise ScenarioError(path, None, None, f"cannot read the scenario: {error}") from None
    try:
        text = decode(data, limits, "scenario", size)
        data, positions = load_yaml(text, limits)
    except YamlError as error:
        raise ScenarioError(path, error.line, error.column, _short(error.message)) from None
    except RecursionError:      # only with max_yaml_depth raised far above its default
        raise ScenarioError(path, 1, 1, f"nesting too deep to read (max_yaml_depth is {limits.max_yaml_depth}; "
                            "lower YGO_HARNESS_MAX_YAML_DEPTH)") from None
    try:
        return _check_and_build(data, positions, path, limits, scope)
    except RecursionError:
        raise ScenarioError(path, 1, 1, f"nesting too deep to check (max_yaml_depth is {limits.max_yaml_depth}; "
                            "lower YGO_HARNESS_MAX_YAML_DEPTH)") from None


def _check_and_build(data, positions: Positions, path: Path, limits: Limits, scope: ReadScope) -> Scenario:
    source = _Source(path, positions)
    _check_counts(data, source, limits)
    try:
        view, holds_float = _scanned_view(data)
    except _OutOfRange:
        _check_scalars(data, source)        # the first such scalar, at its line
        raise
    # One validation with the alias check settles a good file (the compiled schema, once a run
    # warmed it: fast_check.py); a file with a mistake is checked again, step by step, for the
    # message that explains it best.
    declared = _declared_aliases(data)
    if not fast_check.passes(view, declared, holds_float) and not _alias_validator(declared).is_valid(view):
        _validate(data, source)
        _check_alias_references(data, _check_board_aliases(data, source), source)
    aliases = _check_board_aliases(data, source)
    _check_integer_keys(data, source)
    _check_flag_names(data, source)
    card_data = _check_cards(data, source)
    _check_board_places(data, source)
    _check_announcements(data, aliases, source)
    _check_offered_places(data, source)
    return _build(data, source, scope, card_data)


def _check_counts(data, source: _Source, limits: Limits) -> None:
    """At most max_board_entries board entries and max_steps steps (before the schema, which
    would otherwise look at all of them)."""
    if not isinstance(data, dict):
        return
    for key, limit, name in (("board", limits.max_board_entries, "max_board_entries"),
                             ("steps", limits.max_steps, "max_steps")):
        items = data.get(key)
        if isinstance(items, list) and len(items) > limit:
            message = (f"{key!r} has {len(items)} items, more than {limit} (limit {name}; "
                       f"set {_limits.env_name(name)} to change it)")
            raise source.error((key, limit), message)


_INT64 = 2 ** 63
_SURROGATE = re.compile("[\ud800-\udfff]")


def _check_scalars(data, source: _Source) -> None:
    """Before anything prints or converts a value: integers fit in 64 bits (a number of
    thousands of digits would otherwise reach messages and Python's int-to-str limit), and text
    holds no lone surrogate (a `"\\uD800"` escape: it cannot be encoded as UTF-8)."""
    stack = [((), data)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, dict):
            for key, item in value.items():
                _check_scalar(key, path + (key,), source, key=True)
                stack.append((path + (key,), item))
        elif isinstance(value, list):
            stack.extend((path + (index,), item) for index, item in enumerate(value))
        else:
            _check_scalar(value, path, source)


class _OutOfRange(Exception):
    """A scalar _check_scalars refuses (found by _scanned_view, which knows no path)."""


def _scanned_view(data) -> tuple[object, bool]:
    """(the JSON view of the data, whether a value is a float), in one pass that also looks for
    what _check_scalars refuses, raising _OutOfRange at the first (the common case: none)."""
    holds_float = False

    def view(value):
        nonlocal holds_float
        kind = type(value)
        if kind is dict:
            result = {}
            for key, item in value.items():
                if type(key) is str:
                    if not key.isascii() and _SURROGATE.search(key):
                        raise _OutOfRange()
                    result[key] = view(item)
                else:
                    if type(key) is int and not -_INT64 <= key < _INT64:
                        raise _OutOfRange()
                    result[json_key(key)] = view(item)
            return result
        if kind is list:
            return [view(item) for item in value]
        if kind is str:
            if not value.isascii() and _SURROGATE.search(value):
                raise _OutOfRange()
        elif kind is int:
            if not -_INT64 <= value < _INT64:
                raise _OutOfRange()
        elif kind is float:
            holds_float = True
        return value

    return view(data), holds_float


def _check_scalar(value, path, source: _Source, key: bool = False) -> None:
    if isinstance(value, int) and not isinstance(value, bool) and not -_INT64 <= value < _INT64:
        digits = max(1, int(value.bit_length() * 0.30103))       # never str(): it may be too long to print
        raise source.error(path, f"an integer of about {digits} digits is out of range: integers in a scenario "
                                 f"are 64-bit (from -2^63 to 2^63-1)", key=key)
    if isinstance(value, str):
        match = _SURROGATE.search(value)
        if match:
            raise source.error(path, f"the text holds a lone surrogate, U+{ord(match.group()):04X} (a \\u escape "
                                     f"of half a character): it is not valid Unicode", key=key)


def _short(message: str, limit: int = 400) -> str:
    """A message quoting a huge scalar, cut in the middle."""
    if len(message) <= limit:
        return message
    return f"{message[:limit // 2]}...({len(message) - limit} characters)...{message[-limit // 2:]}"


# --- schema validation ---------------------------------------------------------------------


@functools.cache
def _validator():
    return strict_schema.validator_class()(load_schema())


def _json_view(value):
    """The data as JSON (and so the schema) sees it: mapping keys are strings."""
    if isinstance(value, dict):
        return {json_key(key): _json_view(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_json_view(item) for item in value]
    return value


MAX_REPORTED_SCHEMA_ERRORS = 20      # a file full of mistakes is not a wall of text


def _validate(data, source: _Source) -> None:
    """Every schema mistake of the file, in file order: the most telling error of each place."""
    by_place = {}
    for error in _validator().iter_errors(_json_view(data)):
        by_place.setdefault(_key_site(error), []).append(error)
    found = []
    for errors in by_place.values():
        try:
            _raise_schema_error(strict_schema.best_match(errors), source)
        except ScenarioError as mistake:
            found.append(mistake)
    if not found:
        return
    found.sort(key=lambda mistake: (mistake.line or 0, mistake.column or 0))
    first, others = found[0], found[1:MAX_REPORTED_SCHEMA_ERRORS]
    raise ScenarioError(first.path, first.line, first.column, first.message, others)


def _key_site(error) -> tuple[tuple, bool]:
    """(path, is_key) of what an error is about: a mapping key for `propertyNames` errors
    (jsonschema reports those at the mapping, with the key as instance), else a value."""
    at = tuple(error.absolute_path)
    if "propertyNames" in error.absolute_schema_path:
        return at + (error.instance,), True
    return at, False


def _raise_schema_error(error, source: _Source):
    at, is_key = _key_site(error)
    instance, schema = error.instance, error.schema
    title = schema.get("title") if isinstance(schema, dict) else None
    in_title = f" in {title}" if title else ""
    if is_key:
        message = f"invalid key {instance!r}: expected {schema['description']}"
        raise source.error(at, message, key=True)
    if error.validator == "additionalProperties":
        raise _unknown_key_error(at, instance, schema, in_title, source)
    if error.validator == "anyOf" and _is_kind_choice(error.validator_value):
        raise _step_kind_error(at, instance, source)
    if error.validator == "required":
        missing = next(key for key in error.validator_value if key not in instance)
        raise source.error(at, f"missing required key {missing!r}{in_title}")
    subject = _subject(at)
    if error.validator in ("type", "anyOf") and len(at) > 1 and at[-2] == "offered" and isinstance(instance, str):
        raise source.error(at, f"{subject} is {instance!r}, but each item of 'offered' is one card selection: the "
                               f"list of the cards it offered (`offered: [[{instance}]]`: one selection offering it)")
    if error.validator == "enum":
        allowed = ", ".join(str(value) for value in error.validator_value)
        hint = _did_you_mean(instance, error.validator_value) if isinstance(instance, str) else ""
        message = f"invalid value {instance!r} for {subject} (allowed values: {allowed}){hint}"
        raise source.error(at, message)
    if error.validator == "type":
        types = error.validator_value
        types = [types] if isinstance(types, str) else types
        expected = " or ".join(_TYPE_NAMES[name] for name in types)
        message = f"invalid value for {subject}: expected {expected}, got {_describe(instance)}"
        raise source.error(at, message)
    description = schema.get("description") if isinstance(schema, dict) else None
    if description and error.validator in ("anyOf", "pattern"):
        raise source.error(at, f"invalid value for {subject}: expected {description}")
    raise source.error(at, f"invalid value for {subject}: {error.message}")


_TYPE_NAMES = {
    "object": "a mapping",
    "array": "a list",
    "string": "a string",
    "integer": "an integer",
    "number": "a number",
    "boolean": "true or false",
    "null": "null",
}


def _describe(value) -> str:
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if value is None or isinstance(value, bool):
        return json.dumps(value)  # null, true, false
    if isinstance(value, str):
        return f"the string {value!r}"
    return f"the number {value!r}"


def _subject(at: tuple) -> str:
    """How a message names the node at `at`: its key, or which item of which key."""
    if not at:
        return "the scenario"
    if isinstance(at[-1], int):
        return f"item {at[-1] + 1} of {_subject(at[:-1])}"
    return repr(at[-1])


def _did_you_mean(word: str, choices) -> str:
    match = difflib.get_close_matches(word, list(choices), n=1)
    return f"; did you mean {match[0]!r}?" if match else ""


def _unknown_key_error(at, instance: dict, schema: dict, in_title: str, source: _Source):
    allowed = list(schema.get("properties", {}))
    unknown = next(key for key in instance if key not in allowed)
    if unknown == "random_number" and "random" in allowed:
        message = ("`random_number:` answers Duel.GetRandomNumber, which the API of the real engine (ygopro-core) "
                   "does not have; the random outcomes scripts get are `coin:` (Duel.TossCoin), `dice:` "
                   "(Duel.TossDice) and `random:` (Group.RandomSelect)")
        return source.error(at + (unknown,), message, key=True)
    kinds = step_kinds()
    other_kind = next((key for key in instance if key in kinds and key != unknown), None)
    if unknown in kinds and other_kind:
        message = f"a step has exactly one kind, this one has {other_kind!r} and {unknown!r}"
    else:
        hint = _did_you_mean(unknown, allowed) or f"; allowed keys: {', '.join(allowed)}"
        message = f"unknown key {unknown!r}{in_title}{hint}"
    return source.error(at + (unknown,), message, key=True)


def _is_kind_choice(branches) -> bool:
    """Whether an anyOf is the step's "one of these kind keys" (every branch a `required`)."""
    return all(set(branch) == {"required"} for branch in branches)


def _step_kind_error(at, step: dict, source: _Source):
    kinds = step_kinds()
    if not step:
        return source.error(at, f"empty step; step kinds: {', '.join(kinds)}")
    for key in step:
        hint = _did_you_mean(key, kinds)
        if hint:
            return source.error(at + (key,), f"unknown step kind {key!r}{hint}", key=True)
    first = next(iter(step))
    message = f"unknown step kind {first!r}; step kinds: {', '.join(kinds)}"
    return source.error(at + (first,), message, key=True)


# --- checks beyond the schema --------------------------------------------------------------


def _check_board_aliases(data: dict, source: _Source) -> list[str]:
    """Aliases are unique and not a reserved expect key; return them in board order, then the
    names the steps' `created:` lists give."""
    first_at: dict[str, tuple] = {}      # alias -> where it is first defined (its line only for a message)
    for index, entry in enumerate(data.get("board", [])):
        at, alias = ("board", index, "as"), entry["as"]
        if alias in RESERVED_EXPECT_KEYS:
            raise source.error(at, f"alias {alias!r} is reserved (an expect key); choose another")
        if alias in first_at:
            message = f"duplicate alias {alias!r} (first defined at line {source.position(first_at[alias])[0]})"
            raise source.error(at, message)
        first_at[alias] = at
    for index, step in enumerate(data.get("steps", [])):     # `created:` names cards a step creates (Tokens)
        for number, alias in enumerate(step.get("created", []) if isinstance(step, dict) else []):
            at = ("steps", index, "created", number)
            if alias in RESERVED_EXPECT_KEYS:
                raise source.error(at, f"alias {alias!r} is reserved (an expect key); choose another")
            if alias in first_at:
                raise source.error(at, f"duplicate alias {alias!r} (first defined at line "
                                       f"{source.position(first_at[alias])[0]})")
            first_at[alias] = at
    return list(first_at)


def _check_cards(data: dict, source: _Source) -> dict:
    """Inline card data is what the duel will read (harness.carddb.parse_card_spec): its mistakes
    are reported here, at the card's key, rather than when the duel is set up. Returns the
    parsed cards (code -> CardData), for the duel."""
    from harness.carddb import CardDataError, parse_card_spec

    parsed = {}
    for code, spec in (data.get("cards") or {}).items():
        try:
            parsed[code] = parse_card_spec(code, spec, "")
        except CardDataError as error:
            key = getattr(error, "key", None)
            at = ("cards", code, key) if key and isinstance(spec, dict) and key in spec else ("cards", code)
            raise source.error(at, getattr(error, "detail", str(error))) from None
    return parsed


# Zone slots, as harness.engine.duel lays them out: Monster Zones 0-4 and the Extra Monster Zones
# 5-6; Spell & Trap Zones 0-4, the Field Zone 5 and the Pendulum Zones 6-7 (pzone 0 and 1).
_ZONE_SLOTS = {"mzone": 7, "szone": 8, "pzone": 2}
_FIELD_ZONE_SEQ, _PENDULUM_ZONE_SEQS = 5, (6, 7)
_LOCATION_NAMES = {"hand": "in the hand", "deck": "in the Deck", "grave": "in the GY", "removed": "banished",
                   "extra": "in the Extra Deck", "mzone": "in the Monster Zone", "szone": "in a Spell & Trap Zone",
                   "fzone": "in the Field Zone", "pzone": "in a Pendulum Zone", "overlay": "an Xyz material"}


def _check_board_places(data: dict, source: _Source) -> None:
    """Board entries describe a position the duel can be in: a `sequence` names an existing zone,
    no two cards share a zone, and Xyz materials (`location: overlay` with `overlay_of`) are
    attached to a monster in the Monster Zone, as the core keeps them (card::xyz_overlay)."""
    board = data.get("board", [])
    entries = {entry["as"]: (index, entry) for index, entry in enumerate(board)}
    cards = data.get("cards") or {}
    taken: dict[tuple, int] = {}
    for index, entry in enumerate(board):
        at = ("board", index)
        location, alias = entry.get("location", "hand"), entry["as"]
        sequence = entry.get("sequence")
        if sequence is not None and location in _ZONE_SLOTS and sequence >= _ZONE_SLOTS[location]:
            zones = {"mzone": "0-4 the Main Monster Zones, 5-6 the Extra Monster Zones",
                     "szone": "0-4 the Spell & Trap Zones, 5 the Field Zone, 6-7 the Pendulum Zones",
                     "pzone": "0 the left Pendulum Zone, 1 the right one"}[location]
            raise source.error(at + ("sequence",), f"sequence {sequence} does not exist in {location} ({zones})")
        slot = None
        if location == "fzone":
            slot = ("szone", _FIELD_ZONE_SEQ)
        elif location in _ZONE_SLOTS and sequence is not None:
            slot = ("szone", _PENDULUM_ZONE_SEQS[sequence]) if location == "pzone" else (location, sequence)
        if slot is not None:
            key = (entry.get("player", 0), *slot)
            if key in taken:
                first = board[taken[key]]["as"]
                message = (f"{alias!r} and {first!r} (line {source.positions.value(('board', taken[key]))[0]}) "
                           f"are both in zone {slot[1]} of player {key[0]}'s {slot[0]}")
                raise source.error(at, message)
            taken[key] = index
        holder_alias = entry.get("overlay_of")
        if holder_alias is None:
            if location == "overlay":
                raise source.error(at + ("location",), f"{alias!r} is an Xyz material (`location: overlay`) of no "
                                   "monster: add `overlay_of: ALIAS` naming the Xyz Monster in the Monster Zone")
            continue
        where = at + ("overlay_of",)
        if "location" in entry and location != "overlay":
            raise source.error(at + ("location",), f"{alias!r} has `overlay_of:` (an Xyz material), so its location "
                               f"is overlay, not {location}")
        if holder_alias == alias:
            raise source.error(where, f"{alias!r} cannot be an Xyz material of itself")
        if holder_alias not in entries:
            raise source.error(where, f"overlay_of {holder_alias!r}: not a card of the board (Xyz materials are "
                               "attached to a board card)")
        holder_index, holder = entries[holder_alias]
        holder_line = source.positions.value(("board", holder_index))[0]
        if holder.get("overlay_of") is not None or holder.get("location") == "overlay":
            chain, seen = [alias, holder_alias], {alias, holder_alias}
            follow = holder.get("overlay_of")
            while follow in entries and follow not in seen:
                chain.append(follow)
                seen.add(follow)
                follow = entries[follow][1].get("overlay_of")
            cycle = f" (a cycle: {' -> '.join(chain + [follow])})" if follow in seen else ""
            raise source.error(where, f"overlay_of {holder_alias!r}: {holder_alias!r} (line {holder_line}) is itself "
                               f"an Xyz material{cycle}; materials are attached to a monster in the Monster Zone")
        holder_location = holder.get("location", "hand")
        if holder_location != "mzone":
            raise source.error(where, f"overlay_of {holder_alias!r}: {holder_alias!r} (line {holder_line}) is "
                               f"{_LOCATION_NAMES.get(holder_location, holder_location)}; Xyz materials are "
                               "attached to a monster in the Monster Zone")
        kind = _card_kind(cards.get(holder["code"]))
        if kind not in (None, "monster"):
            raise source.error(where, f"overlay_of {holder_alias!r}: {holder_alias!r} (line {holder_line}) is a "
                               f"{kind.capitalize()} card; Xyz materials are attached to a monster in the Monster Zone")


def _card_kind(spec) -> str | None:
    """"monster", "spell" or "trap" for inline card data (its flag names are checked already)."""
    from harness import constants

    if not isinstance(spec, dict) or "type" not in spec:
        return None
    try:
        value = constants.TYPE.parse(spec["type"])
    except (constants.UnknownFlagError, TypeError, ValueError):
        return None
    for name in ("monster", "spell", "trap"):
        if value & constants.TYPE.parse(name):
            return name
    return None


def _alias_validator(aliases):
    """The schema, with values and keys marked `format: alias` checked against these aliases."""
    checker = strict_schema.format_checker()
    checker.checks("alias")(lambda value: not isinstance(value, str) or value in aliases)
    return strict_schema.validator_class()(load_schema(), format_checker=checker)


def _declared_aliases(data) -> set:
    """The board's `as` and the steps' `created:` names, read leniently (before any check)."""
    if not isinstance(data, dict):
        return set()
    board = data.get("board") if isinstance(data.get("board"), list) else []
    steps = data.get("steps") if isinstance(data.get("steps"), list) else []
    created = [step.get("created") for step in steps if isinstance(step, dict)]
    return {entry["as"] for entry in board if isinstance(entry, dict) and isinstance(entry.get("as"), str)} | \
        {name for names in created if isinstance(names, list) for name in names if isinstance(name, str)}


def _check_alias_references(data: dict, aliases: list[str], source: _Source) -> None:
    """Every alias used is defined: the schema marks alias values and keys `format: alias`,
    which this second validation checks against the board's aliases."""
    # A format error may sit inside an anyOf (a selection, an expect key): look in contexts.
    errors = _with_context(_alias_validator(aliases).iter_errors(_json_view(data)))
    uses = [(*_key_site(error), error.instance) for error in errors if error.validator == "format"]
    if not uses:
        return
    at, is_key, alias = min(uses, key=lambda use: source.position(use[0], use[1]))  # first in file
    defined = f"defined aliases: {', '.join(aliases)}" if aliases else "no aliases are defined"
    message = f"unknown alias {alias!r}; {defined}{_did_you_mean(alias, aliases)}"
    raise source.error(at, message, key=is_key)


def _with_context(errors):
    """The errors and, recursively, the errors of their anyOf / oneOf branches."""
    for error in errors:
        yield error
        yield from _with_context(error.context)


def _integer_keyed(data: dict):
    """(path, mapping) for each mapping whose keys are numbers: codes, players, counter types."""
    yield ("cards",), data.get("cards")
    yield ("players",), data.get("players")
    for index, entry in enumerate(data.get("board", [])):
        yield ("board", index, "counters"), entry.get("counters")
    for index, step in enumerate(data.get("steps", [])):
        for key, value in step.get("expect", {}).items():
            if key == "players":
                yield ("steps", index, "expect", key), value
            elif key not in RESERVED_EXPECT_KEYS:
                yield ("steps", index, "expect", key, "counters"), value.get("counters")


def _check_integer_keys(data: dict, source: _Source) -> None:
    # The schema sees every key as a string; here a quoted "123" is told apart from 123.
    for at, mapping in _integer_keyed(data):
        for key in mapping or {}:
            if not isinstance(key, int):
                message = f"key {key!r} must be an integer, not a string"
                raise source.error(at + (key,), message, key=True)
    for index, step in enumerate(data.get("steps", [])):      # `registered:` keys: aliases, or the players 0 and 1
        for key in (step.get("expect") or {}).get("registered") or {}:
            if isinstance(key, str) and key.isdigit():
                raise source.error(("steps", index, "expect", "registered", key),
                                   f"key {key!r}: a player is the integer 0 or 1, not a string", key=True)


# --- flag names ----------------------------------------------------------------------------
# Flag names (reason: [destroy], type: [spell, equip], event: destroyed, ...) are checked here,
# before anything runs, against the constant families the runner parses them with.

_CARD_FLAG_KEYS = {"type": "TYPE", "attribute": "ATTRIBUTE", "race": "RACE", "link_marker": "LINK_MARKER"}
_EXPECT_FLAG_KEYS = {
    "type": "TYPE", "type_has": "TYPE", "type_lacks": "TYPE", "attribute": "ATTRIBUTE", "race": "RACE",
    "reason": "REASON", "reason_has": "REASON", "reason_lacks": "REASON",
    "location": "LOCATION", "position": "POS",
}
_MOVE_STEPS = ("destroy", "send_to_grave", "banish", "to_hand", "to_deck")
# The keys of an `expect: events:` item that the runner compares (assertions.check_events).
EVENT_KEYS = ("event", "cards", "reason", "reason_has", "player", "event_player", "value")


def _flag_sites(data: dict):
    """(path, family name, value) of every flag name (or list) in the file."""
    for code, spec in (data.get("cards") or {}).items():
        for key, family in _CARD_FLAG_KEYS.items():
            if key in spec:
                yield ("cards", code, key), family, spec[key]
    for index, entry in enumerate(data.get("board", [])):
        for key, family in (("location", "LOCATION"), ("position", "POS")):
            if key in entry:
                yield ("board", index, key), family, entry[key]
    for index, step in enumerate(data.get("steps", [])):
        if "reason" in step and any(kind in step for kind in _MOVE_STEPS):
            yield ("steps", index, "reason"), "REASON", step["reason"]
        expect = step.get("expect") or {}
        for alias, expected in expect.items():
            if alias in RESERVED_EXPECT_KEYS:
                continue
            for key, family in _EXPECT_FLAG_KEYS.items():
                if key in (expected or {}):
                    yield ("steps", index, "expect", alias, key), family, expected[key]
        for number, item in enumerate(expect.get("events") or []):
            for key in ("reason", "reason_has"):
                if key in item:
                    yield ("steps", index, "expect", "events", number, key), "REASON", item[key]


# (family name, flag name) pairs found valid: a run checks the same few names in every file
_VALID_FLAG_NAMES: set[tuple[str, str]] = set()
_MAX_VALID_FLAG_NAMES = 4096


def _check_flag_names(data: dict, source: _Source) -> None:
    from harness import constants

    _check_events(data, source)
    valid_names = _VALID_FLAG_NAMES
    for at, family_name, value in _flag_sites(data):
        if isinstance(value, int) and not isinstance(value, bool):
            continue          # a bit value (link_marker: 160), checked with the card data
        items = [(at, value)] if isinstance(value, str) else [(at + (i,), v) for i, v in enumerate(value)]
        for where, name in items:
            if not isinstance(name, str):
                raise source.error(where, f"invalid value for {at[-1]!r}: expected a flag name, got {_describe(name)}")
            if (family_name, name) in valid_names:
                continue
            family = getattr(constants, family_name)
            try:
                family.parse(name)
            except constants.UnknownFlagError:
                valid = family.short_names
                message = (f"unknown {family.prefix}* name {name!r} for {at[-1]!r} "
                           f"(valid names: {', '.join(valid)}){_did_you_mean(name.lower(), valid)}")
                raise source.error(where, message) from None
            if len(valid_names) < _MAX_VALID_FLAG_NAMES:
                valid_names.add((family_name, name))


def announce_names() -> list[str]:
    """The names `announce:` takes besides aliases: Attributes, Types (races), card types, coin faces."""
    from harness import constants

    return (constants.ATTRIBUTE.short_names + constants.RACE.short_names
            + ["monster", "spell", "trap", "heads", "tails"])


def _announce_sites(steps, at):
    """(path, text) of every name in the `announce:` answers of these steps and their chains."""
    for index, step in enumerate(steps or []):
        if not isinstance(step, dict):
            continue
        here = at + (index,)
        value = step.get("announce")
        items = [(here + ("announce",), value)] if not isinstance(value, list) else \
            [(here + ("announce", i), v) for i, v in enumerate(value)]
        for where, item in items:
            if isinstance(item, list):
                yield from ((where + (j,), v) for j, v in enumerate(item) if isinstance(v, str))
            elif isinstance(item, str):
                yield where, item
        for key in ("chain", "after_chain"):
            if isinstance(step.get(key), list):
                yield from _announce_sites(step[key], here + (key,))


def _check_announcements(data: dict, aliases: list[str], source: _Source) -> None:
    """An `announce:` text is an alias (a card's code) or a name the declarations take."""
    names = announce_names()
    prefixes = ("ATTRIBUTE_", "RACE_")
    for where, text in _announce_sites(data.get("steps"), ("steps",)):
        if text in aliases or text.lower() in names or \
                (text.upper().startswith(prefixes) and text.lower().split("_", 1)[1] in names):
            continue
        choices = names + aliases
        message = (f"`announce:` {text!r} is neither an alias nor a name a declaration takes (aliases: "
                   f"{', '.join(aliases) or 'none'}; names: Attributes, Types (races), monster/spell/trap, "
                   f"heads/tails){_did_you_mean(text.lower(), choices)}")
        raise source.error(where, message)


def _check_offered_places(data: dict, source: _Source) -> None:
    """`offered:` lists the card selections of a whole step, its `chain:` responses' included: it
    goes on the step (the schema takes a response for an activate step, which may have it)."""
    for index, step in enumerate(data.get("steps", [])):
        for key in ("chain", "after_chain"):
            for number, entry in enumerate(step.get(key) or [] if isinstance(step, dict) else []):
                if isinstance(entry, dict) and "offered" in entry:
                    raise source.error(("steps", index, key, number, "offered"),
                                       f"`offered:` goes on the step, not on a `{key}:` entry: it lists every card "
                                       "selection of the step, its responses' included, in the order they came",
                                       key=True)
                if isinstance(entry, dict) and "after_chain" in entry:
                    raise source.error(("steps", index, key, number, "after_chain"),
                                       f"`after_chain:` goes on an `activate` step, not on a `{key}:` entry: the "
                                       "new chain starts once the step's own chain has resolved", key=True)


def event_names() -> list[str]:
    """The event names `expect: events:` accepts: EVENT_ constants without the prefix, lower case."""
    from harness import constants

    return sorted({name[len("EVENT_"):].lower() for name in constants.ALL if name.startswith("EVENT_")})


def _check_events(data: dict, source: _Source) -> None:
    from harness.engine.state.events import event_code

    for index, step in enumerate(data.get("steps", [])):
        for number, item in enumerate((step.get("expect") or {}).get("events") or []):
            at = ("steps", index, "expect", "events", number)
            for key in item:
                if key not in EVENT_KEYS:
                    hint = _did_you_mean(str(key), EVENT_KEYS) or f"; allowed keys: {', '.join(EVENT_KEYS)}"
                    raise source.error(at + (key,), f"unknown key {key!r} in event{hint}", key=True)
            try:
                event_code(item["event"])
            except ValueError:
                known = event_names()
                message = (f"unknown event {item['event']!r} (known events: {', '.join(known)})"
                           f"{_did_you_mean(item['event'].lower(), known)}")
                raise source.error(at + ("event",), message) from None


# --- the model -----------------------------------------------------------------------------


def _resolve_scripts(data: dict, source: _Source, scope: ReadScope) -> list[Path]:
    folders = []
    for index, folder in enumerate(data.get("scripts", [])):
        resolved = (source.path.parent / folder).resolve()
        if not scope.allows(resolved):
            raise source.error(("scripts", index), scope.refusal(resolved, f"scripts folder {folder!r}"))
        if not resolved.is_dir():
            message = f"scripts folder {folder!r} not found (looked for {resolved})"
            raise source.error(("scripts", index), message)
        folders.append(resolved)
    return folders


def _build(data: dict, source: _Source, scope: ReadScope, card_data: dict) -> Scenario:
    players = _default_players()
    for player, values in data.get("players", {}).items():
        players[player].update(values)
    return Scenario(
        path=source.path,
        name=data["name"],
        ruling=data.get("ruling"),
        description=data.get("description"),
        snapshot=data.get("snapshot"),
        registered=data.get("registered", {}),
        script_data=data.get("script_data", {}),
        scripts=_resolve_scripts(data, source, scope),
        cards=data.get("cards", {}),
        cards_where={code: source.where(("cards", code)) for code in data.get("cards", {})},
        card_data=card_data,
        turn=Turn(**data.get("turn", {})),
        players=players,
        board=[
            _board_entry(entry, source.where(("board", index)))
            for index, entry in enumerate(data.get("board", []))
        ],
        steps=[
            _step(index, step, source.where(("steps", index)))
            for index, step in enumerate(data.get("steps", []))
        ],
        strict=data.get("strict", True),
        seed=data.get("seed", 0),
        checks=data.get("checks", True),
        positions=source.positions,
    )


def _board_entry(entry: dict, where: str) -> BoardEntry:
    options = {key: value for key, value in entry.items() if key not in ("as", "code")}
    return BoardEntry(alias=entry["as"], code=entry["code"], where=where, **options)


def _step(index: int, step: dict, where: str) -> Step:
    kind = next(key for key in step if key in step_kinds())
    return Step(index=index + 1, kind=kind, data=step, where=where)
