"""The JSON files the CI tools read (a `run --record` file, the `--json` reports `ygo-harness merge`
joins): read safely (harness.safe_files: a regular file, no link, at most max_ci_file_bytes),
parsed strictly (UTF-8; no NaN or Infinity) and checked against a JSON Schema, so that a bad file
is one FileError naming it and what is wrong, never a traceback."""
import json
import math

from harness import limits, safe_files, strict_schema
from harness.safe_files import FileError

_JSON_TYPES = ((bool, "a boolean"), (int, "an integer"), (float, "a number"), (str, "a string"),
               (list, "an array"), (dict, "an object"), (type(None), "null"))
_ARTICLES = {"object": "an object", "array": "an array", "integer": "an integer", "string": "a string",
             "number": "a number", "boolean": "a boolean", "null": "null"}


def max_bytes():
    """The size cap of a CI file (YGO_HARNESS_MAX_CI_FILE_BYTES); a bad variable is a FileError."""
    try:
        return limits.current().max_ci_file_bytes
    except ValueError as error:
        raise FileError(str(error)) from None


def read_capped(path, missing_ok=False):
    """The bytes of a CI file, within the size cap (None when missing and `missing_ok`)."""
    return safe_files.read_bytes(path, max_bytes(), missing_ok=missing_ok,
                                 hint=f"{limits.env_name('max_ci_file_bytes')} raises it")


def read(path, schema, missing_ok=False):
    """The parsed, checked content of the JSON file `path` (None when missing and `missing_ok`)."""
    data = read_capped(path, missing_ok)
    if data is None:
        return None
    return check(path, parse(path, data), schema)


def parse(path, data):
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise FileError(f"{path}: not UTF-8 (byte {error.start})") from None
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except RecursionError:
        raise FileError(f"{path}: not JSON the harness reads: nested too deeply") from None
    except ValueError as error:
        raise FileError(f"{path}: not JSON: {str(error)[:200]}") from None


def check(path, data, schema):
    """`data`, when the schema holds; else a FileError naming the first place it does not."""
    error = strict_schema.best_match(strict_schema.validator_class()(schema).iter_errors(data))
    if error is None:
        return data
    at = _location(error.absolute_path)
    raise FileError(f"{path}: {at + ': ' if at else ''}{_describe(error)}")


def _no_constant(name):
    raise ValueError(f"{name} is not a JSON number")


def _finite(text):
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"the number {text[:40]} is too large")
    return value


def _location(path):
    """scenarios["a.yaml"].seconds, scripts[3].code: where the problem is."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part.isidentifier():
            out += f".{part}" if out else part
        else:
            out += f"[{_short(part)}]"
    return out


def _kind_of(value):
    return next(name for kind, name in _JSON_TYPES if isinstance(value, kind))


def _short(value):
    text = json.dumps(value, ensure_ascii=True)
    return text if len(text) <= 60 else text[:57] + "..."


def _describe(error):
    """What is wrong, without echoing a large value."""
    kind, expected, value = error.validator, error.validator_value, error.instance
    if kind == "type":
        names = expected if isinstance(expected, list) else [expected]
        return f"must be {' or '.join(_ARTICLES.get(n, n) for n in names)}, got {_kind_of(value)}"
    if kind == "required" and isinstance(value, dict):
        missing = [key for key in expected if key not in value]
        return f"lacks the key {_short(missing[0])}"
    if kind == "additionalProperties" and isinstance(value, dict):
        known = set(error.schema.get("properties", {}))
        extra = sorted(key for key in value if key not in known)
        return f"has an unknown key {_short(extra[0])}" if extra else "has an unknown key"
    if kind == "enum":
        return f"must be one of {', '.join(map(_short, expected))}, got {_short(value)}"
    if kind in ("minimum", "exclusiveMinimum"):
        return f"must be {'at least' if kind == 'minimum' else 'more than'} {expected}, got {_short(value)}"
    return error.message[:200]
