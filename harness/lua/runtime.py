"""The sandboxed Lua 5.4 state a duel's scripts run in.

Only base, string, utf8, table and math are reachable (as in the real engine); `load` takes
text only; no Lua value leads to a Python object (API functions are Lua closures over private
upvalues, cards/effects/groups are userdata whose metatable is the API table); every call into
Lua has an instruction budget and a time budget; the state's memory is capped. Work done inside
the string and table C functions (patterns, string.rep, table.move ...) is estimated and charged
to the instruction budget. Strings that reach Python must be UTF-8; script files are loaded as
bytes, unchanged.
"""
import contextlib
import contextvars
import time
from importlib import resources

import lupa.lua54 as lupa

from harness.engine.state.errors import HarnessError, NotImplementedByHarness, ScriptError
from . import compiled as compiled_chunks
from . import observed

DEFAULT_MAX_MEMORY = 256 * 1024 * 1024
MAX_LOADED_CHUNKS = 512             # compiled chunks a state keeps loaded (then it starts again)
DEFAULT_INSTRUCTION_BUDGET = 50_000_000
DEFAULT_TIME_BUDGET = 10.0          # seconds of wall-clock time per call from the harness into Lua
# All the calls of one runtime (one duel: a scenario, a deep-probe attempt) together: ten calls'
# worth of instructions, two of time. The bundled scenarios use well under a thousandth of it.
DEFAULT_DUEL_INSTRUCTION_BUDGET = 500_000_000
DEFAULT_DUEL_TIME_BUDGET = 20.0
# A smaller duel budget for the duels made inside a `with duel_budget(n):` block (the snapshot
# writer's edge boards): counted in instructions, so a board that needs more is left out the same
# way on every machine.
_DUEL_BUDGET = contextvars.ContextVar("duel_instruction_budget", default=None)
# Arguments of one API call (Duel.X(...)): more are refused before lupa converts them, which
# takes time quadratic in their number. Real scripts pass at most a few dozen.
MAX_API_ARGUMENTS = 1000


@contextlib.contextmanager
def duel_budget(instructions):
    """The duels made inside the block each run at most `instructions` Lua VM instructions."""
    token = _DUEL_BUDGET.set(instructions)
    try:
        yield
    finally:
        _DUEL_BUDGET.reset(token)


def duel_settings():
    """The duel budgets a LuaRuntime() made now gets (instructions, seconds): a kept state serves
    only duels made with the same (harness/lua/reuse.py)."""
    return _DUEL_BUDGET.get() or DEFAULT_DUEL_INSTRUCTION_BUDGET, DEFAULT_DUEL_TIME_BUDGET


def _deny_attribute_access(obj, name, is_setting):
    # Defence in depth: even a Python object that reached Lua would expose no attribute.
    raise AttributeError("Lua code cannot access Python attributes")


class LuaRuntime:
    def __init__(self, max_memory=DEFAULT_MAX_MEMORY, instruction_budget=DEFAULT_INSTRUCTION_BUDGET,
                 time_budget=DEFAULT_TIME_BUDGET, duel_instruction_budget=None, duel_time_budget=None):
        duel_instruction_budget = duel_instruction_budget or _DUEL_BUDGET.get() or DEFAULT_DUEL_INSTRUCTION_BUDGET
        duel_time_budget = duel_time_budget or DEFAULT_DUEL_TIME_BUDGET
        if not min(instruction_budget, time_budget, duel_instruction_budget, duel_time_budget) > 0:
            raise ValueError("the instruction and time budgets must be positive")
        self.lua = lupa.LuaRuntime(register_eval=False, register_builtins=False,
                                   unpack_returned_tuples=True, attribute_filter=_deny_attribute_access,
                                   max_memory=max_memory)
        # Named "=[harness]" so that tracebacks can leave the harness's own frames out, and the
        # budget hook never stops the harness's own code (scripts cannot load under that name).
        config = self.lua.table_from({"instruction_budget": int(instruction_budget),
                                      "time_budget": float(time_budget), "clock": time.monotonic,
                                      "duel_instruction_budget": int(duel_instruction_budget),
                                      "duel_time_budget": float(duel_time_budget),
                                      "max_memory": int(max_memory or 0) or 2 ** 62,
                                      "max_arguments": MAX_API_ARGUMENTS,
                                      "coverage": observed.coverage_on(),
                                      "library": _harness_bytecode("sandbox_library.lua", LIBRARY_CHUNK)})
        privileged = self.lua.globals().load(_harness_bytecode("sandbox.lua", HARNESS_CHUNK), HARNESS_CHUNK, "b")(config)
        del config
        self.trace_lines = privileged["trace_lines"]
        self._cover = privileged["cover"]
        if observed.coverage_on():
            observed.track(privileged["line_hits"])
        self._invoke = privileged["invoke"]
        self._make_userdata = privileged["make_userdata"]
        self._install = privileged["install"]
        self._load_text = privileged["load_text"]
        self._load_binary = privileged["load_binary"]
        self._get_upvalue, self._set_upvalue = privileged["get_upvalue"], privileged["set_upvalue"]
        self._loaded_chunks = {}        # bytecode -> (its main function, that function's _ENV)
        self._card_table = privileged["card_table"]
        self._set_loading = privileged["set_loading"]
        self._raw_get = privileged["raw_get"]
        self._raw_set = privileged["raw_set"]
        self._data_fields = privileged["data_fields"]
        self._set_global = privileged["set_global"]
        self.current_location = privileged["current_location"]
        self._defined_at = privileged["defined_at"]
        self._collect_garbage = privileged["collect_garbage"]
        self._take_image = privileged["take_image"]
        self._restore_image = privileged["restore_image"]
        self._start_duel = privileged["start_duel"]
        self.imaged = False             # take_image ran: restore_image can hand the state to another duel
        self.resume_collector = privileged["resume_collector"]
        self.duel_instructions = privileged["duel_instructions"]     # what the duel's budget has paid so far
        self.max_memory = max_memory
        self.instruction_budget = instruction_budget
        self.time_budget = time_budget
        self.globals = self.lua.globals()
        self.pending_error = None       # a Python exception raised inside a binding, in flight
        self.out_of_memory = False      # after a memory error the state is not touched again

    # -- building the API ------------------------------------------------------------------------
    def new_table(self):
        return self.lua.table()

    def install_api(self, layout, table_names, dispatch):
        """layout: a Lua chunk (text, compiled once per process) that, given (bind,
        unimplemented), returns {table: {name: bind(index) or unimplemented("Table.name")}} and
        {index: "Table.name"}; dispatch(index, *args) runs binding `index`. Returns {table name:
        Lua table}."""
        code = compiled_chunks.bytecode(layout, "=api layout")
        if code is None:
            raise HarnessError("the API layout chunk does not compile")
        function = self._protected(self._load_binary, code, "=api layout", "b")
        tables = self._protected(self._install, function, self.lua.table_from(list(table_names)), dispatch)
        return {table: tables[table] for table in table_names}

    def make_userdata(self, engine_object, metatable):
        return self._make_userdata(_Handle(), metatable, engine_object)

    def card_table(self, name, metatable):
        """A card's script table as the global `name` (c<code>): itself as __index, `metatable`
        as metatable (never finalized)."""
        return self._protected(self._card_table, name, metatable)

    def set_loading(self, table, code):
        """self_table and self_code: the card whose script file runs now (None, None after it)."""
        self._protected(self._set_loading, table, code)

    # Scripts can put metamethods on every table they reach, _G included; the harness reads and
    # writes those tables with raw accesses only, inside protected calls.
    def set_global(self, name, value):
        self._protected(self._set_global, name, value)

    def raw_get(self, table, key):
        return self._protected(self._raw_get, table, key)

    def raw_set(self, table, key, value):
        self._protected(self._raw_set, table, key, value)

    def data_fields(self, table):
        """{key: value} of the data a script table holds (sandbox.lua data_fields): integers,
        strings, booleans, and tables of them as dicts."""
        return self._protected(self._read_data_fields, table)

    def _read_data_fields(self, table):
        return {key: dict(value.items()) if lupa.lua_type(value) == "table" else value
                for key, value in self._data_fields(table).items()}

    # -- handing the state to the next duel (harness/lua/reuse.py) -------------------------------
    def take_image(self):
        """Record what the scripts can reach now (the support files have run): restore_image puts it back."""
        self._protected(self._take_image)
        self.imaged = True

    @property
    def reusable(self):
        return self.imaged and not self.out_of_memory

    def restore_image(self):
        """Put back what take_image recorded and let go of the finished duel (its engine objects,
        budgets and garbage). Raises ScriptError if the state cannot (it is then not reused)."""
        self.pending_error = None
        self._protected(self._restore_image)

    def start_duel(self):
        """The duel starts: whole budgets, and the instruction count started again (what building
        the state ran, or a finished duel, never shows in this duel's counts)."""
        self._protected(self._start_duel)

    def _protected(self, function, *args):
        if self.out_of_memory:
            raise ScriptError("this duel's Lua state ran out of memory earlier; it cannot run scripts any more")
        try:
            return function(*args)
        except lupa.LuaMemoryError:
            self._recover_memory()
            raise ScriptError("the script exceeded the Lua memory limit") from None
        except UnicodeDecodeError as error:
            raise ScriptError(_not_utf8(error)) from None

    # -- running code ----------------------------------------------------------------------------
    def cover(self, chunkname, path):
        """With coverage on, count the lines of the script file `path` the loader runs under
        `chunkname` (harness/lua/observed.py); nothing else is ever counted."""
        if observed.coverage_on():
            self._cover(chunkname)
            observed.file_chunk(chunkname, path)

    def run_chunk(self, text, chunkname):
        """Compile and run a script file's text (bytes are loaded as they are; str is encoded as
        UTF-8); chunkname like "@c123.lua" shows in messages."""
        if self.out_of_memory:
            raise ScriptError("this duel's Lua state ran out of memory earlier; it cannot run scripts any more")
        if "[harness]" in chunkname:
            raise ScriptError(f"the chunk name {chunkname!r} is reserved for the harness")
        code = compiled_chunks.bytecode(text, chunkname)
        if code is not None:
            return self.call(self._protected(self._loaded_chunk, code, chunkname))
        compiled = self._protected(self._load_text, text, chunkname)     # does not compile: its message
        if not isinstance(compiled, tuple):
            return self.call(compiled)
        _, message = compiled
        message = message if isinstance(message, str) else str(message)
        raise ScriptError(f"syntax error: {message}", where=_location_of(message))

    def _loaded_chunk(self, code, chunkname):
        """The main function of a compiled chunk, loaded once per state: a state serves many duels
        (reuse.py) and each loads its cards' scripts again, and loading the bytecode (its
        prototypes, every string of its debug information) costs more than running its top level.
        Running the main function again is a fresh load's run: its functions and locals are made
        anew by each run, and its one upvalue, _ENV, is put back first (a chunk may assign _ENV).
        Only C functions are called, so no Lua instruction is counted either way."""
        loaded = self._loaded_chunks.get(code)
        if loaded is not None:
            function, env = loaded
            self._set_upvalue(function, 1, env)
            return function
        function = self._load_binary(code, chunkname, "b")
        if lupa.lua_type(function) == "function":
            if len(self._loaded_chunks) >= MAX_LOADED_CHUNKS:
                self._loaded_chunks.clear()
            self._loaded_chunks[code] = (function, self._get_upvalue(function, 1)[1])
        return function

    def call(self, function, *args):
        """Call a Lua function under the budget; return its results as a tuple."""
        if self.out_of_memory:
            raise ScriptError("this duel's Lua state ran out of memory earlier; it cannot run scripts any more")
        try:
            outcome = self._invoke(function, *args)
        except lupa.LuaMemoryError:
            self._recover_memory()
            raise ScriptError("the script exceeded the Lua memory limit") from None
        except UnicodeDecodeError as error:      # a result string is not UTF-8 (messages are cleaned in Lua)
            raise ScriptError(_not_utf8(error)) from None
        if type(outcome) is not tuple:
            if outcome is True:         # a call that returned nothing (the common callback)
                return ()
            outcome = (outcome,)
        elif outcome[0]:
            return outcome[1:]
        error = self._error_from(outcome[1] if len(outcome) > 1 else None)
        if isinstance(error, ScriptError) and not error.where:
            # the message handler could not run (error in error handling): name the function called
            where = self.defined_at(function)
            error.where = f"{where} (in the function defined there)" if where else None
        raise error

    def defined_at(self, function):
        """"c123.lua:45": where a script function is defined (None for the harness's own)."""
        try:
            return self._defined_at(function)
        except (lupa.LuaError, UnicodeDecodeError):
            return None

    def _error_from(self, info):
        pending, self.pending_error = self.pending_error, None
        if lupa.lua_type(info) == "table":
            message, where, traceback = info["message"], info["where"], _script_frames(info["traceback"])
        else:   # memory errors skip the message handler
            message, where, traceback = _text(info), None, None
            if message == "error in error handling":
                message = ("error in error handling (the error could not be reported: a C stack overflow, "
                           "or a failing message handler)")
        if pending is not None and str(pending) in message:
            if isinstance(pending, ScriptError):
                pending.where = pending.where or where
                pending.traceback = pending.traceback or traceback
                return pending
            if isinstance(pending, HarnessError):
                pending.where = getattr(pending, "where", None) or where
                return pending
            return pending               # a harness bug: keep its Python traceback
        if message == "not enough memory":
            self._recover_memory()
            return ScriptError("the script exceeded the Lua memory limit", where=where, traceback=traceback)
        error_class = NotImplementedByHarness if "not implemented by the harness:" in message else ScriptError
        return error_class(message, where=where or _location_of(message), traceback=traceback)

    def _recover_memory(self):
        """After a memory error: collect garbage; if the state stays nearly full, retire it (a Lua
        state at its limit fails even the harness's own calls, and that would abort the process)."""
        try:
            self._collect_garbage()
            full = self.lua.get_memory_used() > 0.8 * self.max_memory
        except lupa.LuaError:
            full = True
        self.out_of_memory = full


HARNESS_CHUNK = "=[harness]"
LIBRARY_CHUNK = "=[sandbox library]"
_BYTECODE = {}


def _harness_bytecode(file_name, chunk_name):
    """One of the harness's own Lua files compiled once per process (with its debug information:
    the hook tells the harness's code by its chunk name), in a throwaway state that returns bytes."""
    if file_name not in _BYTECODE:
        source = resources.files("harness.lua").joinpath(file_name).read_bytes()
        compiler = lupa.LuaRuntime(encoding=None, register_eval=False, register_builtins=False)
        compiled = compiler.globals().load(source, chunk_name.encode())
        if not compiler.globals().type(compiled) == b"function":
            raise RuntimeError(f"harness/lua/{file_name} does not compile: {compiled}")
        _BYTECODE[file_name] = compiler.globals().string.dump(compiled)
    return _BYTECODE[file_name]


def _text(value):
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return str(value)


def _not_utf8(error):
    return f"a script passed text that is not valid UTF-8 to the harness ({error.reason} at byte {error.start})"


def _script_frames(traceback):
    """The Lua traceback without the harness's own frames (its shims and the call wrapper)."""
    kept = [line for line in traceback.splitlines()
            if line.strip() and "[harness]" not in line and "[sandbox library]" not in line
            and not (line.strip().startswith("[C]:") and ("'xpcall'" in line or "'error'" in line))]
    return "\n".join(kept)


class _Handle:
    """The Python object under a card/effect/group userdata: empty, and never seen by Lua."""
    __slots__ = ()


def _location_of(message):
    """'c123.lua:45: attempt to ...' -> 'c123.lua:45' (Lua prefixes errors with their position)."""
    head, sep, _ = message.partition(": ")
    if sep and ":" in head and head.rsplit(":", 1)[1].isdigit():
        return head
    return None
