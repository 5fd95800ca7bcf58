"""A hostile duel against the Lua state the next duel takes (harness/lua/reuse.py): flooding the
tables the restore walks, or growing them near the memory limit, leaves the next duel the state
as the support files left it, in bounded time."""
import time

import pytest

from harness.engine.state.errors import ScriptError
from harness.lua import reuse
from harness.session import DuelSession


def _message(session, expression):
    session.lua(f"Debug.Message(tostring({expression}))")
    return session.host.context.messages[-1]


def test_a_duel_that_floods_the_globals_and_the_api_tables_leaves_the_next_duel_clean(tmp_path):
    reuse.forget()
    try:
        with reuse.duels():
            first = DuelSession()
            state = first.host.runtime
            first.lua("for i = 1, 200000 do _G['g' .. i] = i; Duel['d' .. i] = i; string[i] = i end "
                      "aux = nil Card.GetCode = nil")
        start = time.monotonic()
        with reuse.duels():
            second = DuelSession()
            assert second.host.runtime is state
            assert _message(second, "g1") == "nil" and _message(second, "Duel.d1") == "nil"
            assert _message(second, "string[1]") == "nil"
            assert _message(second, "type(aux) .. type(Card.GetCode)") == "tablefunction"
        assert time.monotonic() - start < 10
    finally:
        reuse.forget()


def test_a_duel_that_fills_its_memory_leaves_the_next_duel_room_to_run(tmp_path):
    reuse.forget()
    try:
        with reuse.duels():
            first = DuelSession()
            with pytest.raises(ScriptError, match="memory limit"):
                first.lua("local t = {} for i = 1, 1e8 do t[i] = {i, i, i} end")
        with reuse.duels():
            second = DuelSession()
            second.lua("local t = {} for i = 1, 1000 do t[i] = i end")     # room to run
            assert _message(second, "type(aux)") == "table"
    finally:
        reuse.forget()
