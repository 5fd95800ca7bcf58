"""JSON Schema checks as the harness means them (the scenario schema, the CI's JSON files):
Draft 2020-12, where "integer" is an int (not 2.0, not true), as in a Lua script; 2.0 would
otherwise reach the harness as a list index.

jsonschema is imported on first use: in a run of many files a valid scenario passes the compiled
check (harness/scenario/fast_check.py) without it (a single file is still checked by it), and
importing it was about a quarter of every command's start."""
import functools


@functools.cache
def validator_class():
    """The Draft 2020-12 validator class with the strict "integer"."""
    from jsonschema import Draft202012Validator, validators
    return validators.extend(Draft202012Validator, type_checker=Draft202012Validator.TYPE_CHECKER.redefine(
        "integer", lambda checker, instance: isinstance(instance, int) and not isinstance(instance, bool)))


def best_match(errors):
    """The most telling of these validation errors (jsonschema's pick), or None."""
    from jsonschema.exceptions import best_match as pick
    return pick(errors)


def format_checker():
    """A format checker that checks no format until the caller adds its own."""
    from jsonschema import FormatChecker
    return FormatChecker(formats=())
