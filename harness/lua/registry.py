"""The binding registry: every function of the real Lua API, implemented or not.

Binding modules declare their functions with @api("Card", "(c: Card) -> boolean", "meaning").
`install` builds the Card/Duel/Effect/Group/Debug tables in a runtime: implemented names get a
Lua shim over the Python function, every other name of the real API raises "not implemented by
the harness: Duel.X (called from c123.lua:45)". The same signatures feed the LuaLS annotations.
"""
import functools
import inspect
import re
from dataclasses import dataclass

import lupa.lua54 as lupa

from harness.engine.state.errors import ActionWhileLoading, ApiArgumentError, ResourceLimitExceeded, ScriptError
from .api_catalog import API_NAMES, PARAMETERS_NEEDED
from .context import ResultOutOfRange

TABLES = tuple(API_NAMES)


@dataclass(frozen=True)
class Binding:
    table: str
    name: str
    function: object
    signature: str
    doc: str
    max_args: int | None      # how many arguments the function takes (None: any number)
    min_args: int             # how many it requires (missing ones arrive as nil, as in Lua)

    @property
    def qualified_name(self):
        return f"{self.table}.{self.name}"


BINDINGS: dict = {table: {} for table in TABLES}


def api(table, signature="", doc=""):
    """Register the decorated function as `table.<function name>` (leading '_' dropped for
    Python keywords and dunders written as e.g. `len_` -> `__len`)."""
    def register(function):
        name = function.__name__
        if name.endswith("_meta"):
            name = "__" + name[: -len("_meta")]
        if name not in API_NAMES[table]:
            raise ValueError(f"{table}.{name} is not a function of the real API")
        if name in BINDINGS[table] and BINDINGS[table][name].function.__module__ != function.__module__:
            raise ValueError(f"{table}.{name} is bound twice ({BINDINGS[table][name].function.__module__} "
                             f"and {function.__module__})")
        BINDINGS[table][name] = Binding(table, name, function, signature, doc, _positional_limit(function),
                                        _required_count(function))
        return function
    return register


def implemented(table, name):
    return name in BINDINGS[table]


def _positional_limit(function):
    params = inspect.signature(function).parameters.values()
    if any(p.kind == p.VAR_POSITIONAL for p in params):
        return None
    return _named_count(function)


def _named_count(function):
    params = inspect.signature(function).parameters.values()
    return sum(1 for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)) - 1      # minus ctx


def _required_count(function):
    params = list(inspect.signature(function).parameters.values())[1:]      # minus ctx
    return sum(1 for p in params if p.kind == p.POSITIONAL_OR_KEYWORD and p.default is p.empty)


_QUALIFIED_PREFIX = re.compile(r"^\w+\.\w+: ")
_NAMED_ERRORS = (ApiArgumentError, ActionWhileLoading, ResourceLimitExceeded,    # prefixed with "Duel.X: "
                 ResultOutOfRange)


class CurrentContext:
    """The duel the API tables of a Lua state serve now: a state handed to the next duel
    (harness/lua/reuse.py) keeps its tables, and its bindings then serve that duel's context."""
    __slots__ = ("ctx",)

    def __init__(self, ctx):
        self.ctx = ctx


def _dispatcher(bound, entries):
    """The one Python callable Lua calls, dispatch(index, *args): the binding `index` (its entry:
    function, max_args, min_args, qualified name) runs with the arguments trimmed as the core
    reads them, its result converted, its errors tagged, in the context `bound.ctx`."""

    def dispatch(index, *args):
        ctx = bound.ctx
        function, limit, required, name, needed, named = entries[index]
        given = supplied = len(args)    # as lua_gettop: explicit nils count (an explicit nil player reads 0)
        if given > limit:
            args = args[:limit]         # the real API ignores extra arguments
            given = limit
        if given and args[-1] is None and given <= named:
            # a left-out named argument takes its default; nils among the extra arguments a
            # function passes on to a filter stay, as the core passes each (lua_gettop) on
            while args and args[-1] is None:
                args = args[:-1]
        if len(args) < required:
            args = args + (None,) * (required - len(args))    # reported by the argument checks
        saved = ctx.arguments_given, ctx.binding_name
        ctx.arguments_given, ctx.binding_name = given, name
        try:
            ctx.calls_to_check -= 1
            if not ctx.calls_to_check:
                ctx.check_growth()
            if supplied < needed:
                raise ApiArgumentError(f"{needed} Parameters are needed.")
            return ctx.to_lua_checked(function(ctx, *args))
        except UnicodeDecodeError as error:     # a Lua string the binding read (a callback's result, a table's)
            problem = ApiArgumentError(f"{name}: a string the script gave is not valid UTF-8 "
                                       f"({error.reason} at byte {error.start})")
            ctx.runtime.pending_error = problem
            raise problem from None
        except lupa.LuaError as error:
            # Lua code the binding ran implicitly (a __tostring, an __index of a table it read) failed
            if isinstance(error, lupa.LuaMemoryError):
                problem = ScriptError(f"{name}: the script exceeded the Lua memory limit")
            else:
                text = error.args[0] if error.args else ""
                text = text.decode("utf-8", "replace") if isinstance(text, bytes) else str(text)
                problem = ScriptError(f"{name}: script code it ran failed: {text[:2000]}")
            ctx.runtime.pending_error = problem
            raise problem from None
        except ScriptError as error:
            if isinstance(error, _NAMED_ERRORS) and not _QUALIFIED_PREFIX.match(error.message):
                error.message = f"{name}: {error.message}"
                error.args = (error.message,)
            ctx.runtime.pending_error = error
            raise
        except BaseException as error:
            ctx.runtime.pending_error = error
            raise
        finally:
            ctx.arguments_given, ctx.binding_name = saved
    return dispatch


_ANY = 2 ** 62       # the argument bound of a binding that takes any number (MAX_API_ARGUMENTS bounds them)


@functools.cache
def _layout():
    """Built once per process: each binding's dispatch entry by index (1-based, as Lua will pass
    them: function, max_args, min_args, qualified name, the count check_param_count needs, how
    many named arguments it has) and a Lua chunk (bytes: the compiled-chunk cache then finds it
    by identity) building the API tables:
    `local bind, unimplemented = ...; return {Card = {GetCode = bind(1), ...}, ...}, {"Card.GetCode", ...}`."""
    bindings = [None]
    lines = ["local bind, unimplemented = ...", "return {"]
    for table in TABLES:
        fields = []
        for name in API_NAMES[table]:
            binding = BINDINGS[table].get(name)
            if binding is None:
                fields.append(f"[{name!r}] = unimplemented({table + '.' + name!r})")
            else:
                bindings.append(binding)
                fields.append(f"[{name!r}] = bind({len(bindings) - 1})")
        lines.append(f"  {table} = {{{', '.join(fields)}}},")
    names = ", ".join(repr(binding.qualified_name) for binding in bindings[1:])
    lines.append(f"}}, {{{names}}}")
    # what each call reads, by index, without attribute lookups (a duel makes many thousands of calls)
    entries = (None,) + tuple((b.function, _ANY if b.max_args is None else b.max_args, b.min_args, b.qualified_name,
                               PARAMETERS_NEEDED[b.table].get(b.name, 0), _named_count(b.function))
                              for b in bindings[1:])
    return entries, "\n".join(lines).encode()


def installed_as():
    """What the API tables `install` builds now depend on (a kept Lua state serves only duels
    whose tables would be built alike: harness/lua/reuse.py)."""
    return _dispatcher, id(_layout()[0])      # (the layout is built once per process)


def install(runtime, ctx):
    """Create the API tables in the runtime's globals (one call into Lua); return them by name,
    and the CurrentContext whose `ctx` their calls run in."""
    entries, layout = _layout()
    bound = CurrentContext(ctx)
    return runtime.install_api(layout, TABLES, _dispatcher(bound, entries)), bound
