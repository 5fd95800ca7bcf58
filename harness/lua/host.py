"""Card scripts as the real engine loads them (interpreter.cpp), behind the engine's ScriptHost.

A duel gets one LuaHost: a fresh sandboxed runtime with the API tables, then constant.lua,
utility.lua and procedure.lua from the first script folder that has them (else api_stubs/).
A card's script table `c<code>` is created on first use, with `Card` as its metatable and
itself as `__index`; while its file runs, `self_table`/`self_code` are set, so GetID() works.
"""
import functools
import os
import stat
from pathlib import Path

import lupa.lua54 as lupa

from harness.bundled import API_STUBS, BUNDLED_SCRIPTS
from harness.engine.state.errors import HarnessError, ScriptError
from harness.engine.state.host import ScriptHost
from harness.read_scope import default_scope
from . import observed, registry, reuse
from .bindings import load_all as _load_bindings
from .context import ApiContext
from .runtime import LuaRuntime, duel_settings

SUPPORT_FILES = ("constant.lua", "utility.lua", "procedure.lua")


class ScriptNotFound(ScriptError):
    pass


MAX_SCRIPT_BYTES = 16 * 1024 * 1024     # a script file larger than this is refused (the largest real ones: ~100 KB)


def read_script(path):
    """The script's bytes, as they are: string literals keep their bytes (lupa loads bytes
    unchanged). Only a regular file is read (a FIFO would block, /proc/self/mem fails), at most
    MAX_SCRIPT_BYTES of it. Cached per process (Lua state never is: each duel has a fresh one) by
    the file's absolute path and its stat, so an edited file, or a relative path read from
    another folder, is read again."""
    absolute = os.path.abspath(path)
    try:
        info = os.stat(absolute)
    except OSError as error:
        raise ScriptError(f"cannot read the script {path}: {error.strerror or error}") from None
    return _read_script(absolute, (info.st_ino, info.st_size, info.st_mtime_ns), path)


@functools.lru_cache(maxsize=4096)
def _read_script(absolute, stamp, path):
    try:
        with open(absolute, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise ScriptError(f"cannot read the script {path}: it is not a regular file")
            data = handle.read(MAX_SCRIPT_BYTES + 1)
    except OSError as error:
        raise ScriptError(f"cannot read the script {path}: {error.strerror or error}") from None
    if len(data) > MAX_SCRIPT_BYTES:
        raise ScriptError(f"the script {path} is larger than {MAX_SCRIPT_BYTES} bytes")
    return data


def chunk_name(path):
    """'@scripts/c123.lua': relative to the working directory when shorter, for messages; bytes
    of the path that are not UTF-8 shown as U+FFFD (a chunk name goes to Lua as UTF-8)."""
    path = Path(path)
    try:
        shown = os.path.relpath(path)
    except ValueError:
        shown = str(path)
    if len(shown) > len(str(path)):
        shown = str(path)
    return "@" + os.fsencode(shown).decode("utf-8", "replace")


def support_file(folders, name, scope=None):
    """constant.lua, utility.lua or procedure.lua: from the first folder that has it (the bundled
    scripts/ last), else the harness's own in api_stubs/."""
    for folder in [*map(Path, folders), BUNDLED_SCRIPTS]:
        if (folder / name).is_file():
            return _within_scope(folder / name, folder, scope)
    return API_STUBS / name


@functools.lru_cache(maxsize=64)
def _support_chunks(folders, scope, cwd):
    """[(path, chunk name)] of the support files a duel with these folders loads: looked up once
    per process, like their text (read_script); `cwd` keys the chunk names, which are relative."""
    paths = [support_file(folders, name, scope) for name in SUPPORT_FILES]
    return tuple((path, chunk_name(path)) for path in paths)


@functools.lru_cache(maxsize=16384)
def _card_script(folders, scope, code, cwd=None):
    """(path, chunk name) of c<code>.lua in the first folder that has it: looked up once per
    process, like its text (read_script); `cwd` keys the chunk name, which is relative."""
    for folder in folders:
        path = folder / f"c{code}.lua"
        if path.is_file():
            path = _within_scope(path, folder, scope)
            return path, chunk_name(path)
    searched = ", ".join(str(d) for d in folders)
    raise ScriptNotFound(f"no script c{code}.lua for card {code} (searched: {searched})")


def _within_scope(path, folder, scope):
    """`path`, unless it is a link out of its folder and of the run's roots (harness.read_scope)."""
    scope = scope or default_scope()
    if not scope.allows(path, own_folder=folder):
        raise ScriptError(f"cannot read the script {path}: " + scope.refusal(path, "it"))
    return path


class _Released:
    """The Lua state of a duel that is over (harness/lua/reuse.py): any use fails clearly, as the
    harness's own bug it is (never taken for a script's or a board's failure)."""

    def __getattr__(self, name):
        raise reuse.DuelOver("this duel is over: its Lua state was handed to another duel")


RELEASED = _Released()


class LuaHost(ScriptHost):
    def __init__(self, duel, script_dirs=(), runtime=None, scope=None):
        _load_bindings()
        self.duel = duel
        missing = [str(d) for d in script_dirs if not Path(d).is_dir()]
        if missing:
            raise HarnessError(f"script folder not found: {', '.join(missing)}")
        self.script_dirs = [Path(d) for d in script_dirs] + [BUNDLED_SCRIPTS]
        self.scope = scope or default_scope()     # where a script file may lead (links out are refused)
        self._script_tables = {}
        self._call_depth = 0              # interpreter::call_depth: assumptions end with the outermost call
        duel.host = self
        chunks = _support_chunks(tuple(self.script_dirs), self.scope, os.getcwd())
        # a state a finished duel left (reuse.py): the same support files, API tables and budgets
        self._reuse_key = None
        if runtime is None and reuse.active() and not observed.coverage_on():
            self._reuse_key = (chunks, tuple(read_script(str(path)) for path, _ in chunks), registry.installed_as(),
                               duel_settings())
            self._state = reuse.take(self._reuse_key)
            if self._state is not None:
                self._state.duels += 1
                self.runtime = self._state.runtime
                self.context = ApiContext(duel, self.runtime, self)
                self.context.tables = self._state.tables
                self._state.serving.ctx = self.context
                reuse.made(self)
                self.runtime.start_duel()
                return
        self.runtime = runtime or LuaRuntime()
        self.context = ApiContext(duel, self.runtime, self)
        tables, serving = registry.install(self.runtime, self.context)
        self.context.tables = tables
        self._state = reuse.KeptState(self.runtime, tables, serving)
        try:
            for path, name in chunks:
                # with coverage on, their top-level code (the same in every duel) is traced once per process
                repeated = observed.coverage_on() and not observed.first_run(path)
                if repeated:
                    self.runtime.trace_lines(False)
                self.runtime.cover(name, path)
                self.runtime.run_chunk(read_script(str(path)), name)
                if repeated:
                    self.runtime.trace_lines(True)
        finally:     # the collector waited while the duel's state was built (sandbox.lua)
            if not self.runtime.out_of_memory:
                self.runtime.resume_collector()
        if self._reuse_key is not None:
            self._keep_for_the_next()
        if not self.runtime.out_of_memory:
            self.runtime.start_duel()       # last: nothing the state ran before counts in the duel

    def _keep_for_the_next(self):
        """Record the state's image (reuse.py); a state the support files made too large to walk
        serves this duel alone."""
        try:
            self.runtime.take_image()
        except ScriptError:
            self._reuse_key = None
            return
        reuse.made(self)

    def release(self):
        """The duel is over (the end of its reuse.duels() block): its Lua state goes back to what
        the support files left and waits for the next duel; this host refuses any further call."""
        runtime = self.runtime
        if runtime is RELEASED:
            return
        self.runtime = self.context.runtime = RELEASED
        self._state.serving.ctx = None
        if self._reuse_key is None or self._call_depth or not runtime.reusable \
                or not reuse.wanted(self._reuse_key, self._state):
            return
        try:
            runtime.restore_image()
        except ScriptError:
            return
        self.context.let_go()
        reuse.give_back(self._reuse_key, self._state)

    # -- finding files ---------------------------------------------------------------------------
    def find_support_file(self, name):
        return support_file(self.script_dirs, name, self.scope)

    def find_card_script(self, code):
        return _card_script(tuple(self.script_dirs), self.scope, code)[0]

    # -- cards -----------------------------------------------------------------------------------
    def script_table(self, card):
        code = card.data.original_code        # an alternate artwork runs its original's script
        table = self._script_tables.get(code)
        if table is None:
            table = self._load_card_script(code, card.data.loads_script)
        return table

    def _load_card_script(self, code, loads_script):
        # Scripts may have put metamethods on _G, Card or anything else they reach, or replaced
        # any global: the loader uses only the runtime's raw, protected accesses.
        runtime = self.runtime
        table = runtime.card_table(f"c{code}", self.context.tables["Card"])
        if loads_script:
            path, name = _card_script(tuple(self.script_dirs), self.scope, code, os.getcwd())
            observed.script_loaded(path)
            runtime.set_loading(table, code)
            runtime.cover(name, path)
            try:
                runtime.run_chunk(read_script(str(path)), name)
            except BaseException:
                if not runtime.out_of_memory:     # a failed load is not cached: the next card fails alike
                    runtime.set_global(f"c{code}", None)
                raise
            finally:
                if not runtime.out_of_memory:
                    runtime.set_loading(None, None)
        self._script_tables[code] = table
        return table

    def register_card(self, card):
        if not card.data.loads_script:
            # its script table (the global c<code>) now, as the core; its userdata when a script
            # first sees the card (ApiContext.userdata): most board cards never reach a script
            self.script_table(card)
            return
        ud = self.context.userdata(card)
        code = card.data.original_code
        initial_effect = self.runtime.raw_get(self._script_tables[code], "initial_effect")
        if initial_effect is None:
            raise ScriptError(f"c{code}.lua defines no initial_effect")
        self.runtime.call(initial_effect, ud)

    def run_initial_effect(self, code, card):
        """interpreter::call_code_function(code, "initial_effect") with `card` (Card.CopyEffect)."""
        table = self._script_tables.get(code)
        if table is None:
            table = self._load_card_script(code, True)
        initial_effect = self.runtime.raw_get(table, "initial_effect")
        if initial_effect is None:
            raise ScriptError(f"c{code}.lua defines no initial_effect")
        self.runtime.call(initial_effect, self.context.userdata(card))

    # -- calls -----------------------------------------------------------------------------------
    def call(self, function, *args):
        if not callable(function):
            raise ScriptError(f"attempt to call a {type(function).__name__} value as a script function")
        if lupa.lua_type(function) is None:      # an engine-made effect's rule, written in Python
            result = function(*args)
            return result if isinstance(result, tuple) else (result,)
        return self.call_lua(function, args)

    def call_lua(self, function, args):
        """call() of a Lua function with the tuple of its arguments (the filters' path)."""
        to_lua = self.context.to_lua
        return self._script_call(self.runtime.call, (function, *[to_lua(a) for a in args]))

    def _script_call(self, run, args):
        """run(*args) as a call into Lua, counted as interpreter::call_depth: Card.AssumeProperty's
        assumptions end with the outermost call, and what Duel.Activate asked for runs after it
        (the core's next process). Plain try/finally: this is on every callback's path."""
        self._call_depth += 1
        try:
            result = run(*args)
        finally:
            self._call_depth -= 1
            if not self._call_depth and self.duel.assumed_cards:
                self.duel.restore_assumes()
        if not self._call_depth and self.duel.requested_activations:
            from harness.engine.processor.chain import run_requested_activations
            run_requested_activations(self.duel)
        return result

    def in_script_call(self):
        return self._call_depth > 0

    def defined_at(self, function):
        return self.runtime.defined_at(function) if function is not None else None

    def run_snippet(self, text, name, bindings=None):
        """Run a Lua snippet (the scenario `lua:` step) with extra globals bound."""
        if bindings:
            for key, value in bindings.items():
                self.runtime.set_global(key, value)
        return self._script_call(self.runtime.run_chunk, (text, name))
