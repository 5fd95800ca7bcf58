"""What every binding function receives: the duel, the runtime, and the conversions between
Lua values and engine objects (one userdata per engine object for its whole life)."""
import lupa.lua54 as lupa

from harness.engine.card import Card
from harness.engine.effect import Effect
from harness.engine.errors import ApiArgumentError
from harness.engine.group import Group


class ApiContext:
    def __init__(self, duel, runtime, host):
        self.duel = duel
        self.runtime = runtime
        self.host = host
        self.tables = {}               # filled by registry.install: "Card" -> Lua table, ...
        self.messages = []             # Debug.Message output
        self.arguments_given = 0       # how many arguments the running binding got (nils included)

    # -- engine object -> Lua ---------------------------------------------------------------------
    def userdata(self, obj):
        ud = obj._ud
        if ud is None:
            if type(obj) is Card:
                metatable = self.host.script_table(obj)
            elif type(obj) is Effect:
                metatable = self.tables["Effect"]
            else:
                metatable = self.tables["Group"]
            ud = obj._ud = self.runtime.make_userdata(obj, metatable)
        return ud

    def to_lua(self, value):
        kind = type(value)
        if kind is tuple:
            return tuple(self.to_lua(v) for v in value)
        if kind is Card or kind is Effect or kind is Group:
            return self.userdata(value)
        return value

    def to_lua_checked(self, value):
        """to_lua for binding results: only Lua values and engine objects may cross into Lua."""
        if type(value) in _PLAIN:
            return value
        converted = self.to_lua(value)
        for item in converted if type(converted) is tuple else (converted,):
            if item is not None and type(item) not in _LUA_SAFE and lupa.lua_type(item) is None:
                raise TypeError(f"a binding returned a Python {type(item).__name__}; only Lua values may reach scripts")
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

    @staticmethod
    def integer(value, index, default=None):
        if value is None and default is not None:
            return default
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ApiArgumentError(f"argument #{index} must be a number, got {_lua_type(value)}")
        return int(value)

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
        """Call a script predicate; nil/false is false, anything else true."""
        result = self.host.call(function, *args)
        return bool(result) and result[0] is not None and result[0] is not False


_LUA_SAFE = (bool, int, float, str)
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
