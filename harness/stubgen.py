"""Generate the Lua files of api_stubs/ that come from code.

* ``api_stubs/constant.lua`` from harness/constants.py (the constants scripts see);
* ``api_stubs/annotations/*.lua``: LuaLS (lua-language-server) ``---@meta`` files for editors,
  one per API table (Card, Duel, Effect, Group, Debug) from the binding registry, and one for
  the constants.

Run ``python -m harness.stubgen`` after changing the constants or a binding's @api signature or
doc; tests/test_constants.py and tests/test_annotations.py fail while a checked-in file is stale.

Signatures are the @api strings, e.g. ``"(c: Card, player?: integer) -> boolean, Group?"``:
parameters ``name``, ``name: type``, ``name?: type`` (optional), ``...`` or ``...: type``; results
separated by commas, ``T ...`` or ``...T`` for any number of T, ``...`` for any values.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from harness import bundled, constants, safe_files

STUB_DIR = bundled.API_STUBS
ANNOTATION_DIR = bundled.ANNOTATION_DIR

NOT_IMPLEMENTED = "not implemented by the harness"

# What each table is, for the class documentation.
TABLE_DOCS = {
    "Card": "A card. A card seen from Lua is a userdata whose metatable is its script table (`s` of "
            "GetID()), which falls back to `Card`: `c:IsFaceup()` and `Card.IsFaceup(c)` both work.",
    "Duel": "The duel: moving cards, chains, selections, and queries over the whole field.",
    "Effect": "An effect, created with Effect.CreateEffect(c) and registered with c:RegisterEffect(e).",
    "Group": "A group of cards. `#g` is its size; `+`, `-`, `|`, `&` and `~` combine groups and cards.",
    "Debug": "Debugging helpers for scripts.",
}
# Functions of Card/Effect/Group that are not called on an object of the table.
_NOT_METHODS = {"Effect": {"CreateEffect", "GlobalEffect"}, "Group": {"CreateGroup", "FromCards"}}
# Group metamethods as LuaLS operators.
_OPERATORS = {"__add": "add", "__bor": "bor", "__sub": "sub", "__band": "band", "__bxor": "bxor"}
_LUA_KEYWORDS = frozenset(
    "and break do else elseif end false for function goto if in local nil not or repeat return "
    "then true until while self".split())


# --- constant.lua ----------------------------------------------------------------------------

def _literal(value: int, bitmask: bool) -> str:
    # Enumerations stay decimal, except id bases such as EVENT_CUSTOM that are OR'ed with a number.
    if value >= 0 and (bitmask or (value >= 0x1000 and value % 0x1000 == 0)):
        return hex(value)
    return str(value)


def render_constant_lua() -> str:
    lines = [
        "-- Generated from harness/constants.py by `python -m harness.stubgen`; do not edit.",
        f"-- {len(constants.ALL)} constants of the YGOPro script API.",
    ]
    for group in constants.GROUPS:
        lines.append("")
        lines.append(f"-- {_group_title(group)}")
        lines += [f"{name}={_literal(v, group.bitmask)}" for name, v in group.members.items()]
    return "\n".join(lines) + "\n"


def _group_title(group) -> str:
    return f"{group.prefix}*: {group.title}" if group.prefix else group.title


# --- signatures ------------------------------------------------------------------------------

class SignatureError(ValueError):
    """An @api signature string that does not follow the grammar above."""


@dataclass(frozen=True)
class Param:
    name: str
    type: str
    optional: bool = False

    @property
    def variadic(self) -> bool:
        return self.name == "..."


@dataclass(frozen=True)
class Result:
    type: str
    variadic: bool = False


@dataclass(frozen=True)
class Signature:
    params: tuple[Param, ...]
    results: tuple[Result, ...]


_NAME = re.compile(r"^(?:[A-Za-z_][A-Za-z0-9_]*|\.\.\.)$")
_TYPE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*\??(?:\|[A-Za-z_][A-Za-z0-9_]*\??)*$")


def parse_signature(text: str) -> Signature:
    """Parse an @api signature; raise SignatureError naming what is wrong."""
    match = re.fullmatch(r"\s*\((.*)\)\s*(?:->\s*(.*?))?\s*", text or "()")
    if not match:
        raise SignatureError(f"signature {text!r} is not '(params) -> results'")
    params_text, results_text = match.group(1).strip(), (match.group(2) or "").strip()
    params = tuple(_param(part.strip(), text) for part in params_text.split(",")) if params_text else ()
    results = tuple(_result(part.strip(), text) for part in results_text.split(",")) if results_text else ()
    return Signature(params, results)


def _param(part: str, text: str) -> Param:
    name, _, type_ = part.partition(":")
    name, type_ = name.strip(), type_.strip() or "any"
    optional = name.endswith("?")
    name = name.rstrip("?")
    if not _NAME.match(name) or not _TYPE.match(type_):
        raise SignatureError(f"parameter {part!r} of signature {text!r} is not 'name: type'")
    return Param(name, type_, optional)


def _result(part: str, text: str) -> Result:
    if part == "...":
        return Result("any", True)
    if part.startswith("..."):
        part, variadic = part[3:].strip(), True
    elif part.endswith("..."):
        part, variadic = part[:-3].strip(), True
    else:
        variadic = False
    if not _TYPE.match(part):
        raise SignatureError(f"result {part!r} of signature {text!r} is not a type")
    return Result(part, variadic)


# --- annotations -----------------------------------------------------------------------------

def _bindings():
    from harness.lua.bindings import load_all
    from harness.lua.registry import BINDINGS
    load_all()
    return BINDINGS


def _doc_line(doc: str) -> str:
    lines = (doc or "").strip().splitlines()
    return lines[0].strip() if lines else ""


def _lua_name(name: str) -> str:
    return name + "_" if name in _LUA_KEYWORDS else name


def _function_lines(table: str, name: str, binding) -> list[str]:
    if binding is None:
        return _unimplemented_lines(table, name)
    signature = parse_signature(binding.signature)
    params = list(signature.params)
    method = bool(params) and params[0].type == table and not name.startswith("__")
    lines = [f"---{_doc_line(binding.doc) or f'{table}.{name}.'}"]
    if method:
        params = params[1:]
    for param in params:
        if param.variadic:
            lines.append(f"---@param ... {param.type}")
        else:
            lines.append(f"---@param {_lua_name(param.name)}{'?' if param.optional else ''} {param.type}")
    for result in signature.results:
        lines.append(f"---@return {result.type}{' ...' if result.variadic else ''}")
    names = ", ".join("..." if p.variadic else _lua_name(p.name) for p in params)
    lines.append(f"function {table}{':' if method else '.'}{name}({names}) end")
    return lines


def _unimplemented_lines(table: str, name: str) -> list[str]:
    method = table in ("Card", "Effect", "Group") and name not in _NOT_METHODS.get(table, ())
    return [
        f"---{NOT_IMPLEMENTED}: calling it raises \"{NOT_IMPLEMENTED}: {table}.{name}\".",
        "---@param ... any",
        "---@return any ...",
        f"function {table}{':' if method else '.'}{name}(...) end",
    ]


def render_table_annotations(table: str) -> str:
    """The ---@meta file of one API table: every function of the real API, in its order."""
    from harness.lua.api_catalog import API_NAMES
    bindings = _bindings()[table]
    names = API_NAMES[table]
    implemented = sum(1 for name in names if name in bindings)
    lines = [
        "---@meta",
        "-- Generated from the binding registry (harness/lua/bindings) by `python -m harness.stubgen`; do not edit.",
        f"-- {table}: {len(names)} functions of the real API, {implemented} implemented by the harness;",
        f"-- the others say \"{NOT_IMPLEMENTED}\" (calling one raises that error).",
        "",
        f"---{TABLE_DOCS[table]}",
        f"---@class {table}",
    ]
    if table == "Group":
        lines += [f"---@operator {op}(Group|Card): Group" for meta, op in _OPERATORS.items() if meta in names]
        if "__len" in names:
            lines.append("---@operator len: integer")
    lines.append(f"{table} = {{}}")
    for name in names:
        lines.append("")
        lines += _function_lines(table, name, bindings.get(name))
    return "\n".join(lines) + "\n"


def render_constant_annotations() -> str:
    """The ---@meta file of the constants: each typed as integer, grouped as in constants.py."""
    lines = [
        "---@meta",
        "-- Generated from harness/constants.py by `python -m harness.stubgen`; do not edit.",
        f"-- {len(constants.ALL)} constants of the YGOPro script API, in {len(constants.GROUPS)} groups.",
    ]
    for group in constants.GROUPS:
        lines += ["", f"-- {_group_title(group)}"]
        for name, value in group.members.items():
            lines += [f"---{_group_title(group)}", "---@type integer", f"{name} = {_literal(value, group.bitmask)}"]
    return "\n".join(lines) + "\n"


def annotation_files() -> dict[str, str]:
    """File name (in api_stubs/annotations/) -> generated text."""
    from harness.lua.api_catalog import API_NAMES
    files = {f"{table.lower()}.lua": render_table_annotations(table) for table in API_NAMES}
    files["constant.lua"] = render_constant_annotations()
    return files


def generated_files() -> dict[Path, str]:
    """Every generated file: path -> text."""
    files = {STUB_DIR / "constant.lua": render_constant_lua()}
    files.update({ANNOTATION_DIR / name: text for name, text in annotation_files().items()})
    return files


def main() -> None:
    if bundled.CHECKOUT is None:   # a developer tool: the installed package only reads the files
        raise SystemExit(f"python -m harness.stubgen regenerates api_stubs/ of a source checkout; this harness "
                         f"is an installed package (its api_stubs are {STUB_DIR}): run it in a checkout")
    for path, text in generated_files().items():
        try:
            safe_files.write_text(path, text)
        except safe_files.FileError as error:
            raise SystemExit(f"python -m harness.stubgen: {error}") from None
        print(f"wrote {path}")
    known = set(annotation_files())
    for stale in sorted(ANNOTATION_DIR.glob("*.lua")):
        if stale.name not in known:
            print(f"note: {stale} is not generated any more; delete it")


if __name__ == "__main__":
    main()
