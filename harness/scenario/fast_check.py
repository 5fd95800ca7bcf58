"""The quick "yes" of schema validation, for runs of many files.

jsonschema, which explains every mistake well, takes about 8 ms to pass a snapshot file; the same
schema compiled to Python by fastjsonschema takes under 1 ms, but compiling it costs about a
tenth of a second. So a command that loads many files (`run` of a folder, the pytest plugin on a suite,
`snapshot`) calls `warm()` once, before its workers fork; then `passes()` settles a good file at
once, and only a file it does not pass goes through jsonschema for the message. A single-file run
never pays for the compilation.

A file holding a float always takes the jsonschema path: fastjsonschema, as JSON Schema, takes
2.0 for an integer, and the harness does not (`sequence: 2.0`).
"""
import contextvars
import functools
import re

import fastjsonschema

WARM_AT = 20                    # files a run loads before compiling the schema pays for itself (~0.1 s)

_ALIASES = contextvars.ContextVar("aliases", default=frozenset())
_compiled = None


def _is_alias(value):
    return not isinstance(value, str) or value in _ALIASES.get()


def warm(schema) -> None:
    """Compile the schema (once per process; workers forked later inherit it)."""
    global _compiled
    if _compiled is None:
        # only the verdict is read: exceptions without the value and the schema part they failed
        # (their detail made compiling six times slower)
        formats = {"alias": _is_alias}
        code = fastjsonschema.compile_to_code(_quick_form(schema), formats=formats, detailed_exceptions=False)
        namespace = {}
        exec(_NESTED_PREFIX.sub("custom_formats, name_prefix)", code), namespace)     # noqa: S102 (our schema's code)
        _compiled = functools.partial(namespace["validate"], custom_formats=formats)


# The compiled code names the part of the data each nested check looks at (".board[3]"), for
# its exception's message, by formatting a string for every item it checks, even when the item
# passes; only the verdict is read here, so nested checks get the caller's name unchanged.
_NESTED_PREFIX = re.compile(r'custom_formats, \(name_prefix or "data"\) \+ "(?:[^"\\]|\\.)*"'
                            r'(?:\.format\(\*\*locals\(\)\))?\)')


def _quick_form(schema):
    """The schema with the step's kind choice written so that a good step raises no exception
    inside the compiled code (fastjsonschema tries each branch of an anyOf and each `if` by
    raising): for an object, `anyOf: [{required: [k]}, ...]` (one of the kind keys is there) is
    `not: {properties: {k: false, ...}}`, and `allOf: [{if: {required: [k]}, then: S}, ...]` is
    `dependencies: {k: S, ...}`. The same verdicts (tests/test_fast_check.py)."""
    if isinstance(schema, list):
        return [_quick_form(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    quick = {key: _quick_form(value) for key, value in schema.items()}
    if quick.get("type") != "object":
        return quick
    choice = quick.get("anyOf")
    if "not" not in quick and isinstance(choice, list) and choice and all(
            isinstance(branch, dict) and set(branch) == {"required"} and len(branch["required"]) == 1
            for branch in choice):
        del quick["anyOf"]
        quick["not"] = {"properties": {branch["required"][0]: False for branch in choice}}
    cases = quick.get("allOf")
    if "dependencies" not in quick and isinstance(cases, list) and cases and all(
            isinstance(case, dict) and set(case) == {"if", "then"} and isinstance(case["if"], dict)
            and set(case["if"]) == {"required"} and len(case["if"]["required"]) == 1 for case in cases):
        keys = [case["if"]["required"][0] for case in cases]
        if len(set(keys)) == len(keys):
            del quick["allOf"]
            quick["dependencies"] = {key: case["then"] for key, case in zip(keys, cases)}
    return quick


def passes(data, aliases, holds_float=None) -> bool:
    """True when the compiled schema passes `data` (JSON view) with these aliases defined; False
    when it does not, it is not compiled, or the data holds a float (`holds_float`, when the caller
    knows): then ask jsonschema."""
    if _compiled is None or (_has_float(data) if holds_float is None else holds_float):
        return False
    token = _ALIASES.set(frozenset(aliases))
    try:
        _compiled(data)
        return True
    except fastjsonschema.JsonSchemaException:
        return False
    finally:
        _ALIASES.reset(token)


def _has_float(value) -> bool:
    if isinstance(value, float):
        return True
    if isinstance(value, dict):
        return any(_has_float(item) for item in value.values())
    if isinstance(value, list):
        return any(_has_float(item) for item in value)
    return False
