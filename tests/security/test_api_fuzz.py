"""Every implemented API function (registry.BINDINGS), called from Lua with hostile arguments.

Each argument position in turn gets each hostile value (nil, NaN, infinities, huge and negative
integers, floats, tables, functions, strings, booleans, userdata of the wrong kind) while the
other arguments are plausible; then seeded random mixes of hostile and plausible values. Every
call must give a value or a clean script error (the ScriptError family, or another HarnessError
such as an unanswered prompt; with no Python error in its message), never an internal Python
exception or a crash.
"""
import random
import re
import time

import pytest

from harness.engine.processor.win import DuelOver
from harness.engine.state.errors import HarnessError, ScriptError
from harness.engine.state.group import Group
from harness.lua.bindings import load_all
from harness.lua.registry import BINDINGS
from harness.session import DuelSession

load_all()

BLUE_EYES, DARK_MAGICIAN, GAIA = 89631139, 46986414, 6368038
SEED = 20240611
RANDOM_CALLS_PER_FUNCTION = 8
CALLS_PER_DUEL = 200             # a fresh duel now and then: the calls change the board

# Lua expressions of the values tried (C1: a Card, G: a Group, E: an Effect).
HOSTILE = {
    "nil": "nil", "nan": "0/0", "inf": "math.huge", "-inf": "-math.huge", "maxinteger": "math.maxinteger",
    "mininteger": "math.mininteger", "2^63": "2.0^63", "1.5": "1.5", "-1": "-1", "2^53": "2^53",
    "2^40": "1 << 40", "table": "{}", "function": "function() end", "string": "'x'",
    "numeric string": "string.rep('7', 40)", "true": "true", "false": "false", "card": "C1", "group": "G",
    "effect": "E", "0": "0", "1": "1", "function true": "function() return true end",
}
NOT_UTF8 = {"bytes": "'\\xff\\xfe'"}
PLAUSIBLE_INTEGERS = {"LOCATION_MZONE": "LOCATION_MZONE", "LOCATION_ONFIELD": "LOCATION_ONFIELD",
                      "LOCATION_DECK": "LOCATION_DECK", "LOCATION_HAND": "LOCATION_HAND", "2": "2",
                      "REASON_EFFECT": "REASON_EFFECT", "POS_FACEUP_ATTACK": "POS_FACEUP_ATTACK",
                      "code": str(BLUE_EYES)}
PLAUSIBLE = {"integer": "0", "Card": "card", "Group": "group", "Effect": "effect", "function": "function true",
             "boolean": "false", "Card|Group": "card", "Group|Card": "group"}
INTERNAL = re.compile(r"Traceback|TypeError|AttributeError|ValueError|IndexError|KeyError|OverflowError|"
                      r"ZeroDivisionError|RecursionError|MemoryError|UnicodeError|AssertionError|NameError|"
                      r"object has no attribute|lupa\.|harness/|\.py\b")

ALL_VALUES = {**HOSTILE, **NOT_UTF8, **PLAUSIBLE_INTEGERS}
DRIVER = ("local H = {" + ", ".join(f"[{k!r}] = {v}" for k, v in ALL_VALUES.items() if k != "nil") + "}\n" + """
return function(table_name, name, keys)
  local args, n = {}, 0
  for i, key in ipairs(keys) do n = i; args[i] = H[key] end
  return _G[table_name][name](table.unpack(args, 1, n))
end
""")


def argument_types(binding):
    """The declared type of each argument ("integer", "Card" ...), as many as the function takes."""
    declared = [m.group(1) for m in re.finditer(r"[\w.]+\??:\s*([\w|]+)", binding.signature.split("->")[0])]
    count = binding.max_args if binding.max_args is not None else max(len(declared), 3)
    return (declared + ["integer"] * count)[:max(count, len(declared))]


class Fuzzer:
    def __init__(self):
        self.calls = 0
        self.failures = []
        self._new_duel()

    def _new_duel(self):
        session = DuelSession(strict=False)
        cards = [session.add_card(code, player, location) for code, player, location in
                 ((BLUE_EYES, 0, "mzone"), (DARK_MAGICIAN, 0, "hand"), (GAIA, 1, "mzone"), (BLUE_EYES, 0, "deck"),
                  (DARK_MAGICIAN, 1, "deck"), (GAIA, 0, "grave"))]
        session.start()
        context, runtime = session.host.context, session.host.runtime
        runtime.globals["C1"] = context.userdata(cards[0])
        runtime.globals["G"] = context.userdata(Group(cards[:3]))
        runtime.globals["E"] = context.userdata(session.duel.new_effect(cards[0]))
        self.session, self.runtime = session, runtime
        self.driver = runtime.run_chunk(DRIVER, "=fuzz driver")[0]
        self.since_new = 0

    def call(self, binding, keys):
        if self.since_new >= CALLS_PER_DUEL or self.session.duel.winner is not None:
            self._new_duel()
        self.calls += 1
        self.since_new += 1
        shown = f"{binding.qualified_name}({', '.join(keys)})"
        self.prompted = False
        try:
            self.runtime.call(self.driver, binding.table, binding.name, self.runtime.lua.table_from(keys))
        except ScriptError as error:
            if INTERNAL.search(str(error)):
                self.failures.append(f"{shown}: internal error in the message: {error}")
            return str(error)
        except HarnessError as error:    # a prompt nobody answered (DecisionRequired ...): user-facing too
            self.prompted = True
            if INTERNAL.search(str(error)):
                self.failures.append(f"{shown}: internal error in the message: {error}")
            return str(error)
        except DuelOver:                 # a win check ended the duel (Duel.AdjustAll called outside a script)
            self._new_duel()
        except Exception as error:       # an internal error: the state may be broken, start again
            self.failures.append(f"{shown}: {type(error).__name__}: {error}")
            self._new_duel()
        return None


def every_binding():
    return [binding for table in BINDINGS.values() for binding in table.values()]


def test_every_argument_position_with_every_hostile_value():
    fuzzer = Fuzzer()
    start = time.monotonic()
    for binding in every_binding():
        types = argument_types(binding)
        plausible = [PLAUSIBLE.get(t, "0") for t in types]
        for position in range(len(types)):
            for key in HOSTILE:
                keys = list(plausible)
                keys[position] = key
                fuzzer.call(binding, keys)
        if not types:
            fuzzer.call(binding, [])
    assert fuzzer.calls > 5000
    assert not fuzzer.failures, f"{len(fuzzer.failures)} internal errors:\n" + "\n".join(fuzzer.failures[:40])
    assert time.monotonic() - start < 60


def test_random_mixes_of_hostile_and_plausible_arguments():
    rng = random.Random(SEED)
    fuzzer = Fuzzer()
    for binding in every_binding():
        types = argument_types(binding)
        for _ in range(RANDOM_CALLS_PER_FUNCTION):
            keys = []
            for declared in types:
                pool = list(HOSTILE) + [PLAUSIBLE.get(declared, "0")] * 6
                if "integer" in declared:
                    pool += list(PLAUSIBLE_INTEGERS) * 2
                keys.append(rng.choice(pool))
            fuzzer.call(binding, keys)
    assert not fuzzer.failures, f"{len(fuzzer.failures)} internal errors:\n" + "\n".join(fuzzer.failures[:40])


def test_a_binding_error_names_the_function():
    fuzzer = Fuzzer()
    message = fuzzer.call(BINDINGS["Duel"]["SetLP"], ["0", "nan"])
    assert message == "Duel.SetLP: argument #2 must be an integer, got nan (number has no integer representation)"


def test_strings_that_are_not_utf8_give_clean_errors_naming_the_function():
    rng = random.Random(SEED)
    fuzzer = Fuzzer()
    unnamed = []
    for binding in rng.sample(every_binding(), 60):
        types = argument_types(binding)
        for position in range(len(types)):
            keys = [PLAUSIBLE.get(t, "0") for t in types]
            keys[position] = "bytes"
            message = fuzzer.call(binding, keys)
            # a prompt nobody answered means the string was accepted (as the core reads it), not refused
            if message is not None and not fuzzer.prompted and binding.qualified_name not in message:
                unnamed.append(f"{binding.qualified_name}: {message}")
    assert not fuzzer.failures, "\n".join(fuzzer.failures[:40])
    assert not unnamed, "\n".join(unnamed[:20])
