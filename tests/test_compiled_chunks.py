"""Chunks are compiled once per process and loaded as bytecode by the harness only."""
import pytest

from harness.engine.state.errors import ScriptError
from harness.lua import compiled
from harness.lua.runtime import LuaRuntime


def test_a_chunk_is_compiled_once_and_loaded_in_each_state():
    text = b"return 40 + 2"
    first = compiled.bytecode(text, "@answer.lua")
    assert compiled.bytecode(text, "@answer.lua") is first          # the cached bytecode
    assert first.startswith(b"\x1bLua")
    assert LuaRuntime().run_chunk(text, "@answer.lua") == (42,)
    assert LuaRuntime().run_chunk(text, "@answer.lua") == (42,)


def test_errors_of_compiled_chunks_name_the_file_and_line():
    with pytest.raises(ScriptError) as caught:
        LuaRuntime().run_chunk(b"local x = 1\nerror('boom')\n", "@boom.lua")
    assert caught.value.where == "boom.lua:2" and "boom" in caught.value.message


def test_a_chunk_that_does_not_compile_reports_its_syntax_error():
    assert compiled.bytecode(b"local = 1", "@bad.lua") is None
    with pytest.raises(ScriptError, match="syntax error: bad.lua:1:"):
        LuaRuntime().run_chunk(b"local = 1", "@bad.lua")


def test_scripts_still_cannot_load_bytecode():
    runtime = LuaRuntime()
    code = compiled.bytecode(b"return 1", "@one.lua")
    runtime.globals.code = code
    ok, message = runtime.run_chunk("return load(code)", "@try.lua")
    assert ok is None and "binary" in message


def test_the_cache_is_bounded_by_the_bytes_it_keeps(monkeypatch):
    monkeypatch.setattr(compiled, "MAX_CACHED_BYTES", 2000)
    for i in range(50):
        compiled.bytecode(f"return {i}".encode(), f"@n{i}.lua")
    assert compiled._cached_bytes <= 2000 and len(compiled._cache) < 50
    assert (b"return 49", "@n49.lua") in compiled._cache          # the most recent stay
