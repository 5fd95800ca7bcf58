"""What every binding function receives: the duel, the runtime, and the conversions between
Lua values and engine objects (one userdata per engine object for its whole life)."""
from dataclasses import dataclass

import lupa.lua54 as lupa

from harness.engine.state.card import Card
from harness.engine.state.effect import Effect
from harness.engine.state.errors import ApiArgumentError, ResourceLimitExceeded, ScriptError
from harness.engine.state.group import Group


@dataclass
class ResourceLimits:
    """What the scripts of one duel may make the harness hold outside Lua (the Lua state has its
    own memory cap, runtime.DEFAULT_MAX_MEMORY). Past a limit the API call fails with a
    ResourceLimitExceeded naming it. Change the defaults here (DEFAULT_LIMITS), or for one duel:
    `session.host.context.limits = ResourceLimits(effects=1000)`."""
    message_bytes: int = 64 * 1024 * 1024   # Debug.Message text kept in the message log
    effects: int = 100_000                  # effects handed to scripts (CreateEffect, Clone, flag effects ...)
    groups: int = 500_000                   # groups handed to scripts (each lives as long as the duel)
    cards: int = 10_000                     # cards (the board's and Duel.CreateToken's)
    labels: int = 1_000_000                 # integers held as effect labels (Effect.SetLabel), all effects together
    events: int = 200_000                   # events in the duel's event log (Duel.RaiseEvent ...)
    pending: int = 100_000                  # entries of the duel's pending lists (chain limits, stepped summons ...)


DEFAULT_LIMITS = ResourceLimits()
_CHECK_EVERY = 1024                        # API calls between two checks of the event log and pending lists


class ApiContext:
    def __init__(self, duel, runtime, host):
        self.duel = duel
        self.runtime = runtime
        self.host = host
        self.tables = {}               # filled by registry.install: "Card" -> Lua table, ...
        self.messages = []             # Debug.Message output
        self.arguments_given = 0       # how many arguments the running binding got (nils included)
        self.binding_name = ""         # the running binding's "Table.Function" (for checks' messages)
        self.limits = DEFAULT_LIMITS   # per duel: replace with a ResourceLimits to change them
        self.held = {Card: 0, Effect: 0, Group: 0}     # engine objects handed to scripts
        self.given = []                # those objects (let_go empties them when the duel ends)
        self.message_bytes = 0         # the size of self.messages
        self.labels_held = 0           # effect label integers
        self.calls_to_check = _CHECK_EVERY

    # -- what the scripts make Python hold (ResourceLimits) ---------------------------------------
    def hold_message(self, text):
        size = len(text)
        if self.message_bytes + size > self.limits.message_bytes:
            raise ResourceLimitExceeded(
                f"the scripts made the harness hold more than {_mb(self.limits.message_bytes)} of messages "
                f"(Debug.Message; the limit is ResourceLimits.message_bytes in harness/lua/context.py)")
        self.message_bytes += size
        self.messages.append(text)

    def hold_labels(self, delta):
        if delta > 0 and self.labels_held + delta > self.limits.labels:
            raise ResourceLimitExceeded(
                f"the scripts made the harness hold more than {self.limits.labels} effect labels "
                f"(Effect.SetLabel; the limit is ResourceLimits.labels in harness/lua/context.py)")
        self.labels_held += delta

    def _hold(self, obj):
        kind = type(obj)
        count = self.held[kind] + 1
        limit, what, where = {Card: (self.limits.cards, "cards", "cards"),
                              Effect: (self.limits.effects, "effects", "effects"),
                              Group: (self.limits.groups, "groups", "groups")}[kind]
        if count > limit:
            raise ResourceLimitExceeded(f"the scripts made the harness hold more than {limit} {what} "
                                        f"(the limit is ResourceLimits.{where} in harness/lua/context.py)")
        self.held[kind] = count

    def check_growth(self):
        """Every _CHECK_EVERY API calls (registry._entry): the lists the engine grows as scripts act."""
        self.calls_to_check = _CHECK_EVERY
        duel, limits = self.duel, self.limits
        if len(duel.events.events) > limits.events:
            raise ResourceLimitExceeded(f"the scripts made the harness hold more than {limits.events} events "
                                        f"(the limit is ResourceLimits.events in harness/lua/context.py)")
        pending = sum(len(getattr(duel, name, ())) for name in _PENDING_LISTS)
        if pending > limits.pending:
            raise ResourceLimitExceeded(
                f"the scripts made the harness hold more than {limits.pending} pending entries (chain limits, "
                f"stepped summons and equips ...; the limit is ResourceLimits.pending in harness/lua/context.py)")

    # -- engine object -> Lua ---------------------------------------------------------------------
    def userdata(self, obj):
        ud = obj._ud
        if ud is None:
            self._hold(obj)
            if type(obj) is Card:
                metatable = self.host.script_table(obj)
            elif type(obj) is Effect:
                metatable = self.tables["Effect"]
            else:
                metatable = self.tables["Group"]
            ud = obj._ud = self.runtime.make_userdata(obj, metatable)
            self.given.append(obj)
        return ud

    def let_go(self):
        """The duel is over and its Lua state goes to the next one (LuaHost.release): empty every
        engine object handed to its scripts. Lua keeps each one (under its userdata) until its
        collector frees that userdata, in some later duel; emptied, none of them keeps the
        finished duel's cards, effects and events alive meanwhile, so Python frees the duel now
        and the hand-over needs no full Lua collection. Nothing may use these objects afterwards."""
        given, self.given = self.given, []
        for obj in given:
            if type(obj) is Group:
                obj.cards = []
            else:
                obj.__dict__.clear()

    def to_lua(self, value):
        kind = type(value)
        if kind is Card or kind is Effect or kind is Group:
            ud = value._ud
            return self.userdata(value) if ud is None else ud
        if kind is tuple:
            return tuple(self.to_lua(v) for v in value)
        return value

    def to_lua_checked(self, value):
        """to_lua for binding results: only Lua values and engine objects may cross into Lua, and
        only integers a Lua integer holds (64 bits; lupa would raise OverflowError)."""
        kind = type(value)
        if kind is int:
            return value if INT64_MIN <= value <= INT64_MAX else _out_of_range(value)
        if kind in _PLAIN:
            return value
        if kind is tuple:       # several results: each converted, then each checked
            for item in value:
                item_kind = type(item)
                if item_kind is int:
                    if not INT64_MIN <= item <= INT64_MAX:
                        break
                elif item_kind not in _PLAIN:
                    break
            else:
                return value    # plain values only (the codes of Card.GetCode ...): nothing to convert
            to_lua = self.to_lua
            converted = tuple([to_lua(item) for item in value])
            for item in converted:
                _check_result(item)
            return converted
        converted = self.to_lua(value)
        _check_result(converted)
        return converted

    # -- argument checks (messages name the argument; the registry adds the function) ------------
    @staticmethod
    def card(value, index, optional=False):
        if type(value) is Card or (optional and value is None):
            return value
        raise ApiArgumentError(f"argument #{index} must be a Card, got {_lua_type(value)}")

    @staticmethod
    def effect(value, index, optional=False):
        if type(value) is Effect or (optional and value is None):
            return value
        raise ApiArgumentError(f"argument #{index} must be an Effect, got {_lua_type(value)}")

    @staticmethod
    def group(value, index, optional=False):
        if type(value) is Group or (optional and value is None):
            return value
        raise ApiArgumentError(f"argument #{index} must be a Group, got {_lua_type(value)}")

    @staticmethod
    def cards(value, index):
        """A Card or a Group (as many Duel functions accept): returns a list of cards."""
        if type(value) is Card:
            return [value]
        if type(value) is Group:
            return list(value.cards)
        raise ApiArgumentError(f"argument #{index} must be a Card or a Group, got {_lua_type(value)}")

    def excepted(self, value):
        """The cards an `ex` argument (Card, Group or nil) leaves out of a search. The core reads it
        with check_param(..., TRUE): any other value is no exception, reported by the
        argument_types check (a warning by default)."""
        if value is None:
            return ()
        if type(value) is Card:
            return [value]
        if type(value) is Group:
            return list(value.cards)
        from harness.engine import script_checks
        script_checks.report(self.duel, "argument_types",
                             f"{self.binding_name}: its exception argument is a {_lua_type(value)}, where a Card, a "
                             f"Group or nil is expected; the engine leaves no card out")
        return ()

    def integer(self, value, index, default=None):
        """lua_tointeger, as the core reads an argument: an integer, or a float with an exact 64-bit
        integer value; a nil the script passed reads as 0 (a missing argument as `default`, and is
        an error without one). A boolean, a string, a table, a card, ... reads as the core reads it
        (a numeric string as its number, anything else as 0), reported by the argument_types
        check (a warning by default). NaN, infinities and 1.5 are ApiArgumentErrors."""
        if type(value) is int:      # the common case, first
            return value
        if value is None:
            if default is not None:
                return default
            if index <= self.arguments_given:
                return 0
        elif not isinstance(value, (int, float)) or isinstance(value, bool):
            return self._not_a_number(value, index)
        return lua_integer(value, index)

    def _not_a_number(self, value, index):
        """lua_tointeger of a value that is not a number: a numeric string converts, the rest is 0."""
        read = 0
        if isinstance(value, str):
            try:
                number = float(value.strip()) if value.strip() else None
            except ValueError:
                number = None
            if number is not None and number.is_integer() and abs(number) < 2 ** 63:
                read = int(number)
        from harness.engine import script_checks
        script_checks.report(self.duel, "argument_types",
                             f"{self.binding_name}: argument #{index} is a {_lua_type(value)}, where a number is "
                             f"expected; the engine reads it as {read}")
        return read

    def count(self, value, index, default=None, limit=None):
        """A count or an amount (cards to draw, options to list, ...): an integer from 0 to
        `limit` (MAX_COUNT unless given; nil as integer() reads it); a negative or a larger one is
        refused."""
        number = self.integer(value, index, default)
        top = MAX_COUNT if limit is None else limit
        if not 0 <= number <= top:
            raise ApiArgumentError(f"argument #{index} must be a count from 0 to {top}, got {number}")
        return number

    @staticmethod
    def function(value, index):
        if lupa.lua_type(value) != "function":
            raise ApiArgumentError(f"argument #{index} must be a function, got {_lua_type(value)}")
        return value

    def player(self, value, index):
        if value is None and index <= self.arguments_given:
            return 0        # an explicit nil reads as 0 in the core (lua_tointeger): `tp` of a condition called with e only
        if isinstance(value, bool) or value not in (0, 1):
            raise ApiArgumentError(f"argument #{index} must be a player (0 or 1), got {value!r}")
        return int(value)

    def call(self, function, *args):
        """Call a script function (a filter, a value function ...) with engine objects."""
        return self.host.call(function, *args)

    def check(self, function, *args):
        """Call a script predicate; nil/false is false, anything else true. A predicate that is not
        a function is the calling binding's argument error (named with it), not a script's."""
        kind = lupa.lua_type(function)
        if kind == "function":
            result = self.host.call_lua(function, args)
        elif kind is None and callable(function):       # an engine-made rule, written in Python
            result = self.host.call(function, *args)
        else:
            raise ApiArgumentError(f"the filter argument must be a function, got {_lua_type(function)}")
        return bool(result) and result[0] is not None and result[0] is not False


_PENDING_LISTS = ("chain_limits", "chain_limits_till_end", "stepped_summons", "stepped_equips", "reserved_summons",
                  "selected_cards", "forced_quick", "operated", "requested_activations", "reserved_lp_changes")


def _mb(size):
    return f"{size / (1024 * 1024):g} MB"


_LUA_SAFE = (bool, int, float, str)
INT64_MIN, INT64_MAX = -2 ** 63, 2 ** 63 - 1
MAX_COUNT = 1_000_000       # the largest count an argument may give (cards, options, levels to list ...)


def lua_integer(value, index):
    """lua_tointeger: an int, or a float with an exact integer value in the 64-bit range."""
    kind = type(value)
    if kind is int:
        return value
    if kind is float:
        if value.is_integer() and -9.223372036854775808e18 <= value < 9.223372036854775808e18:
            return int(value)
        raise ApiArgumentError(f"argument #{index} must be an integer, got {_show_number(value)} "
                               f"(number has no integer representation)")
    raise ApiArgumentError(f"argument #{index} must be a number, got {_lua_type(value)}")


def _show_number(value):
    if value != value:
        return "nan"
    if value in (float("inf"), float("-inf")):
        return "inf" if value > 0 else "-inf"
    return repr(value)


def _check_result(item):
    kind = type(item)
    if kind is int:
        if not INT64_MIN <= item <= INT64_MAX:
            _out_of_range(item)
    elif item is not None and kind not in _LUA_SAFE and lupa.lua_type(item) is None:
        raise TypeError(f"a binding returned a Python {kind.__name__}; only Lua values may reach scripts")


class ResultOutOfRange(ScriptError):
    """A binding's integer result does not fit in a Lua integer (the registry names the function)."""


def _out_of_range(value):
    raise ResultOutOfRange(f"a result ({value}) does not fit in a Lua integer (64 bits): the scripts made a value "
                      f"overflow (the core keeps ATK, DEF and LP in 32 bits)")
_PLAIN = frozenset((bool, int, float, str, type(None)))


def _lua_type(value):
    if value is None:
        return "nil"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if type(value) is Card:
        return "Card"
    if type(value) is Effect:
        return "Effect"
    if type(value) is Group:
        return "Group"
    return lupa.lua_type(value) or type(value).__name__
