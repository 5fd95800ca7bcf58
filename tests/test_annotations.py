"""The LuaLS annotations of api_stubs/annotations/: generated from the binding registry and the
constants, complete, valid Lua, and never stale."""
import re

import lupa.lua54
import pytest

from harness import constants
from harness.lua.api_catalog import API_NAMES
from harness.lua.bindings import load_all
from harness.lua.registry import BINDINGS
from harness.stubgen import (
    ANNOTATION_DIR,
    NOT_IMPLEMENTED,
    Param,
    Result,
    SignatureError,
    annotation_files,
    generated_files,
    parse_signature,
)

load_all()
FILES = annotation_files()


def test_the_checked_in_files_are_up_to_date():
    stale = [path.name for path, text in generated_files().items()
             if not path.is_file() or path.read_text(encoding="utf-8") != text]
    assert stale == [], f"{stale} are stale; regenerate them with `python -m harness.stubgen`"
    on_disk = sorted(p.name for p in ANNOTATION_DIR.glob("*.lua"))
    assert on_disk == sorted(FILES), "api_stubs/annotations/ holds a file stubgen does not generate"


def test_one_meta_file_per_table_and_one_for_the_constants():
    assert sorted(FILES) == ["card.lua", "constant.lua", "debug.lua", "duel.lua", "effect.lua", "group.lua"]
    for name, text in FILES.items():
        assert text.startswith("---@meta\n"), name


@pytest.mark.parametrize("name", sorted(FILES))
def test_each_file_is_valid_lua(name):
    lua = lupa.lua54.LuaRuntime()
    compiled = lua.eval("load")(FILES[name], "=" + name)
    assert callable(compiled), compiled  # (nil, message) on a syntax error
    compiled()  # defines the tables and functions without error


def _functions(text, table):
    """name -> (doc lines, the `function` line) for every function of the file."""
    found = {}
    block = []
    for line in text.splitlines():
        if line.startswith("---"):
            block.append(line)
            continue
        match = re.match(rf"^function {table}[.:](\w+)\((.*)\) end$", line)
        if match:
            assert match.group(1) not in found, f"{table}.{match.group(1)} is defined twice"
            found[match.group(1)] = (block, line)
        block = []
    return found


@pytest.mark.parametrize("table", sorted(API_NAMES))
def test_every_function_of_the_real_api_is_annotated_in_order(table):
    functions = _functions(FILES[f"{table.lower()}.lua"], table)
    assert list(functions) == list(API_NAMES[table])


@pytest.mark.parametrize("table", sorted(API_NAMES))
def test_implemented_functions_carry_their_signature_and_doc(table):
    functions = _functions(FILES[f"{table.lower()}.lua"], table)
    for name, binding in BINDINGS[table].items():
        docs, line = functions[name]
        assert docs[0] == "---" + binding.doc.strip().splitlines()[0], name
        signature = parse_signature(binding.signature)
        params = list(signature.params)
        if line.startswith(f"function {table}:"):
            assert params[0].type == table, name  # a method: the object is `self`
            params = params[1:]
        param_docs = [d for d in docs if d.startswith("---@param ")]
        assert len(param_docs) == len(params), name
        for doc, param in zip(param_docs, params):
            assert doc.split()[2] == param.type, (name, doc)
            assert doc.split()[1].rstrip("?").rstrip("_") in (param.name, "...")
            assert doc.split()[1].endswith("?") == param.optional
        results = [d for d in docs if d.startswith("---@return ")]
        assert [r.split()[1] for r in results] == [r.type for r in signature.results], name
        assert NOT_IMPLEMENTED not in "\n".join(docs)


@pytest.mark.parametrize("table", sorted(API_NAMES))
def test_the_others_say_they_are_not_implemented(table):
    functions = _functions(FILES[f"{table.lower()}.lua"], table)
    missing = [name for name in API_NAMES[table] if name not in BINDINGS[table]]
    for name in missing:
        docs, line = functions[name]
        assert docs[0] == f'---{NOT_IMPLEMENTED}: calling it raises "{NOT_IMPLEMENTED}: {table}.{name}".'
        assert line.endswith("(...) end")
    header = FILES[f"{table.lower()}.lua"].splitlines()[2]
    assert header == (f"-- {table}: {len(API_NAMES[table])} functions of the real API, "
                      f"{len(API_NAMES[table]) - len(missing)} implemented by the harness;")


def test_methods_use_the_colon_and_constructors_the_dot():
    card = _functions(FILES["card.lua"], "Card")
    assert card["IsFaceup"][1] == "function Card:IsFaceup() end"
    assert card["IsControler"][1] == "function Card:IsControler(player) end"
    effect = _functions(FILES["effect.lua"], "Effect")
    assert effect["CreateEffect"][1] == "function Effect.CreateEffect(c) end"
    assert "---@return Effect" in effect["CreateEffect"][0]
    group = _functions(FILES["group.lua"], "Group")
    assert group["__add"][1] == "function Group.__add(a, b) end"
    assert "---@operator add(Group|Card): Group" in FILES["group.lua"]
    duel = _functions(FILES["duel.lua"], "Duel")
    assert duel["Equip"][1] == "function Duel.Equip(player, equip, target, up, is_step) end"
    assert "---@param up? boolean" in duel["Equip"][0]


def test_the_constant_file_types_every_constant_as_integer_grouped():
    text = FILES["constant.lua"]
    lua = lupa.lua54.LuaRuntime()
    lua.execute(text)
    defined = {k: v for k, v in lua.globals().items() if isinstance(v, int) and not isinstance(v, bool)}
    assert defined == constants.ALL
    for name in constants.ALL:
        assert re.search(rf"---@type integer\n{name} = ", text), name
    for group in constants.GROUPS:
        if group.prefix:
            assert f"\n-- {group.prefix}*: {group.title}\n" in text


# --- the signature grammar ---


def test_signature_parsing():
    signature = parse_signature("(c: Card, player?: integer, ...: integer) -> boolean, Group?")
    assert signature.params == (Param("c", "Card"), Param("player", "integer", True), Param("...", "integer"))
    assert signature.results == (Result("boolean"), Result("Group?"))
    assert parse_signature("(e: Effect, value)").params[1] == Param("value", "any")
    assert parse_signature("(c: Card) -> Effect ...").results == (Result("Effect", True),)
    assert parse_signature("(e: Effect) -> ...integer").results == (Result("integer", True),)
    assert parse_signature("(chain: integer) -> ...").results == (Result("any", True),)
    assert parse_signature("()").params == () and parse_signature("").results == ()


@pytest.mark.parametrize("bad", ["c: Card", "(c Card)", "(c: Card) -> 1", "(: integer)"])
def test_a_malformed_signature_is_an_error(bad):
    with pytest.raises(SignatureError):
        parse_signature(bad)


def test_every_registered_signature_parses():
    for table in BINDINGS.values():
        for binding in table.values():
            parse_signature(binding.signature)
