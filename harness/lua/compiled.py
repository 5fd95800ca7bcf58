"""Lua chunks compiled once per process. Parsing constant.lua, utility.lua, procedure.lua and
the card scripts was most of a fresh duel's time, and the real engine repeats it for every duel;
the harness compiles each (text, chunk name) once, in a private Lua state, keeps the bytecode
(`string.dump`, debug information kept: error lines stay right) and loads it into each new duel
through a loader only the harness holds. Scripts themselves still cannot load binary chunks.

The cache is bounded by the bytes it keeps (least recently used first out), so a corpus run
over thousands of scripts does not grow without limit.
"""
from collections import OrderedDict

import lupa.lua54 as lupa

MAX_CACHED_BYTES = 64 * 1024 * 1024

_cache = OrderedDict()          # (text bytes, chunk name) -> bytecode
_cached_bytes = 0
_compiler = []                  # the private Lua state that compiles (created on first use)


def _state():
    if not _compiler:
        runtime = lupa.LuaRuntime(encoding=None, register_eval=False, register_builtins=False)
        lua_globals = runtime.globals()
        compile_and_dump = runtime.eval(
            "function(load, dump, text, name) local f = load(text, name, 't') "
            "if f then return dump(f) end return nil end")
        _compiler.append((compile_and_dump, lua_globals.load, lua_globals.string.dump))
    return _compiler[0]


def bytecode(text, chunkname):
    """The chunk's bytecode, or None when it does not compile (the caller loads the text to get
    the syntax error as a script would see it)."""
    global _cached_bytes
    if isinstance(text, str):
        text = text.encode("utf-8")
    key = (text, chunkname)
    code = _cache.get(key)
    if code is not None:
        _cache.move_to_end(key)
        return code
    compile_and_dump, load, dump = _state()
    code = compile_and_dump(load, dump, text, chunkname.encode("utf-8", "surrogateescape"))
    if code is None:
        return None
    _cache[key] = code
    _cached_bytes += len(code) + len(text)
    while _cached_bytes > MAX_CACHED_BYTES and len(_cache) > 1:
        (old_text, _), old_code = _cache.popitem(last=False)
        _cached_bytes -= len(old_code) + len(old_text)
    return code
