"""The script-bug checks' levels and reports, and the chk==0 guard every change to the duel
passes (Duel.guard). The checks themselves, which read the rules, are in
rules/script_checks.py; this part is state-level so that the duel can call its guard."""
from .errors import HarnessError, ScriptError

DEFAULT_LEVELS = {"chk0_side_effects": "error", "chkc": "warning", "operation_info": "warning",
                  "equip_limit_drift": "error", "argument_types": "warning"}
CHECKS = tuple(DEFAULT_LEVELS)
LEVELS = ("error", "warning", "off")


def settings(checks):
    """The level of every check from True, False or a mapping name -> level or bool."""
    if isinstance(checks, bool):
        return {name: (level if checks else "off") for name, level in DEFAULT_LEVELS.items()}
    unknown = set(checks) - set(CHECKS)
    if unknown:
        raise HarnessError(f"unknown check(s) {', '.join(sorted(unknown))}; checks are {', '.join(CHECKS)}")
    result = dict(DEFAULT_LEVELS)
    for name, value in checks.items():
        if value is True:
            continue
        level = "off" if value is False else value
        if level not in LEVELS:
            raise HarnessError(f"check {name}: level {value!r} is not one of {', '.join(LEVELS)} (or true/false)")
        result[name] = level
    return result


def enabled(duel, check):
    return duel.checks.get(check, DEFAULT_LEVELS[check]) != "off"


def report(duel, check, message, where=None):
    """A finding of `check`: an error at level error, a warning (naming the key that makes it an
    error) at level warning."""
    if duel.checks.get(check, DEFAULT_LEVELS[check]) == "error":
        raise ScriptBug(check, message, where=where)
    located = f"{where}: {message}" if where else message
    duel.warn(f"{located} [check: {check}; `checks: {{{check}: error}}` makes it an error]")


class ScriptBug(ScriptError):
    """A script mistake found by one of the checks; `check` names it (to switch it off)."""

    def __init__(self, check, message, where=None):
        super().__init__(f"{message} [check: {check}]", where=where)
        self.check = check


def guard(duel, action):
    """Called before every change to the duel: fails while a chk==0 call is running."""
    callback = duel.checking_callback
    if callback is None or not enabled(duel, "chk0_side_effects"):
        return
    what = "cost paid during chk==0" if callback == "cost" else f"{callback} with chk==0 changed the duel"
    report(duel, "chk0_side_effects", f"{what}: {action} (with chk==0 a function must only check, never act)")
