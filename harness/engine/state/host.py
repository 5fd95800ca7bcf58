"""The engine's only view of card scripts: an object that loads them and calls their functions.

The engine never imports lupa. The Lua layer (harness.lua.host) implements this interface; a
duel without scripts uses NoScripts.
"""


def truthy(result):
    """A script function's first result as a condition, as Lua reads it: nil and false are false."""
    return bool(result) and result[0] is not None and result[0] is not False


class ScriptHost:
    def register_card(self, card):
        """Give the card its script identity and run its initial_effect, as the core does."""
        raise NotImplementedError

    def call(self, function, *args):
        """Call a script function with engine objects as arguments; return its results (tuple)."""
        raise NotImplementedError

    def run_initial_effect(self, code, card):
        """Run the initial_effect of card `code`'s script on `card` (Card.CopyEffect)."""
        raise NotImplementedError

    def defined_at(self, function):
        """"file:line" where a script function is defined, for messages; None when unknown."""
        return None

    def in_script_call(self):
        """True while a script function is running (the engine is serving one of its API calls)."""
        return False


class NoScripts(ScriptHost):
    def register_card(self, card):
        pass

    def call(self, function, *args):
        if callable(function):  # Python callables stand in for script functions in engine tests
            result = function(*args)
            return result if isinstance(result, tuple) else (result,)
        raise TypeError(f"cannot call {function!r} without a script host")
