"""Errors the engine raises. Each says what a scripter or a scenario author did wrong."""


class HarnessError(Exception):
    """Base of every error the harness reports to a user (never an internal bug)."""


class ScriptError(HarnessError):
    """A card script failed: Lua error, bad API argument, or a rule the script broke.

    `where` is "file:line" of the script line when known; `traceback` the Lua traceback.
    """

    def __init__(self, message, where=None, traceback=None):
        super().__init__(message)
        self.message = message
        self.where = where
        self.traceback = traceback

    def __str__(self):
        if self.where and self.where not in self.message:
            return f"{self.where}: {self.message}"
        return self.message


class NotImplementedByHarness(ScriptError):
    """A real API function (or engine feature) that the harness does not implement yet."""


class ApiArgumentError(ScriptError):
    """A script passed a wrong argument to an API function."""


class ActionWhileLoading(ScriptError):
    """A card script acted on the duel (Duel.Draw, Duel.SetLP ...) while its file or its
    initial_effect ran: scripts may only create and register effects when they load."""


class ResourceLimitExceeded(ScriptError):
    """The scripts made the harness hold more than a per-duel limit allows (messages, effects ...)."""


class DecisionRequired(HarnessError):
    """A player choice that nobody answered while strict mode is on."""


class IllegalDecision(HarnessError):
    """An answer that is not among the legal choices of a prompt."""


class IllegalAction(HarnessError):
    """A scenario step asked for an action the rules do not allow now (e.g. an illegal activation)."""
