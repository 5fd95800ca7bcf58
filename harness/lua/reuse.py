"""Lua states handed from a finished duel to the next, in runs of many duels.

Building a duel's Lua state (the sandbox, the API tables, then constant.lua, utility.lua and
procedure.lua run) is about a fifth of a scenario file's run. Inside `with duels():` a new duel
takes, when there is one, a state a finished duel of the same block or an earlier one left, built
from the same support files with the same settings; when the block ends, each of its duels is
finished (LuaHost.release): its state is put back as it was once the support files had run (the
image: every table a script can reach from the globals and the string metatable, with its fields
and metatable, and the support files' functions' upvalues; sandbox.lua restore_image) and kept
for the next. A duel made outside any block, or with line coverage on, has a fresh state.

No duel may be used once its block has ended: its host then refuses every call into Lua, and the
engine objects its scripts were handed (cards, effects, groups) are emptied (ApiContext.let_go),
so that Python frees the duel at once while Lua frees their userdata at its own pace.
"""
import contextlib
import contextvars
import threading
import weakref
from dataclasses import dataclass

MAX_IDLE = 2                    # states kept per key: a file's duel and the one its failure report replays
# Duels one state serves before it is dropped: each leaves a little behind that only closing the
# state frees (lupa keeps the Python object under each card's or effect's userdata, whose
# metatable the sandbox replaced, until the state is closed), so that stays bounded.
MAX_DUELS = 200

_SCOPE = contextvars.ContextVar("lua_reuse_scope", default=None)
_IDLE = {}                      # key -> [KeptState]
_LOCK = threading.Lock()


class DuelOver(RuntimeError):
    """A duel whose block has ended was asked to run Lua: a bug of the harness, not of a script."""


@dataclass
class KeptState:
    """A Lua state with its API tables and the CurrentContext their calls run in; `duels`: how
    many duels it has served."""
    runtime: object
    tables: dict
    serving: object
    duels: int = 1


@contextlib.contextmanager
def duels():
    """The duels made inside the block may take a finished duel's Lua state; when it ends, each
    of them is finished and its state kept for the next."""
    hosts = weakref.WeakSet()       # a duel dropped before the end is simply freed, its state with it
    token = _SCOPE.set(hosts)
    try:
        yield
    finally:
        _SCOPE.reset(token)
        for host in list(hosts):
            host.release()


def active():
    return _SCOPE.get() is not None


def take(key):
    """The KeptState a finished duel left for this key, or None."""
    with _LOCK:
        idle = _IDLE.get(key)
        return idle.pop() if idle else None


def made(host):
    """`host`'s duel ends with the innermost block (if any)."""
    hosts = _SCOPE.get()
    if hosts is not None:
        hosts.add(host)


def wanted(key, state):
    """Whether a finished duel's state should be restored and kept (else it is just dropped)."""
    with _LOCK:
        return state.duels < MAX_DUELS and len(_IDLE.get(key, ())) < MAX_IDLE


def give_back(key, state):
    with _LOCK:
        idle = _IDLE.setdefault(key, [])
        if len(idle) < MAX_IDLE:
            idle.append(state)


def forget():
    """Drop every kept state (a test that changes what a state is built from)."""
    with _LOCK:
        _IDLE.clear()
