"""Where configured script folders and card databases come from, in order of precedence:
command-line options, then YGO_HARNESS_SCRIPTS / YGO_HARNESS_CDB (path-separator lists), then
`[tool.ygo-harness] scripts = [...]`, `cdb = [...]` in the nearest pyproject.toml (paths
relative to that file). The bundled scripts/ and database always come last.

The pyproject.toml is the repository's own file, so it arrives in pull requests: what it says
may narrow a run, never widen what the run may read. Its folders and databases must lie inside
the project (the folder that holds it, symlinks resolved), and it cannot switch the read guard
off (`allow-outside-root` is taken from the command line or the environment only). A broken
file or a value of the wrong type is a one-line ConfigError naming the file and the key.
"""
import os
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

TABLE = "tool.ygo-harness"
PATH_KEYS = {"scripts": "YGO_HARNESS_SCRIPTS", "cdb": "YGO_HARNESS_CDB"}
COMMAND_LINE_ONLY = {
    "allow-outside-root": "pass --allow-outside-root (pytest: --ygo-allow-outside-root) or set "
                          "YGO_HARNESS_ALLOW_OUTSIDE_ROOT=1: a repository's own file cannot switch the read guard off",
}
MAX_PYPROJECT_BYTES = 1_000_000


class ConfigError(ValueError):
    """A pyproject.toml that cannot be used: the message names the file and the key."""


def _nearest_pyproject(start):
    for folder in [start, *start.parents]:
        candidate = folder / "pyproject.toml"
        if candidate.is_file():
            return candidate
    return None


def _read_table(path):
    try:
        if path.stat().st_size > MAX_PYPROJECT_BYTES:
            raise ConfigError(f"{path}: larger than {MAX_PYPROJECT_BYTES:,} bytes")
        with open(path, "rb") as handle:
            document = tomllib.load(handle)
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise ConfigError(f"{path}: not valid TOML: {error}") from None
    except OSError as error:
        raise ConfigError(f"{path}: cannot read it: {error.strerror or error}") from None
    table = document.get("tool", {})
    table = table.get("ygo-harness", {}) if isinstance(table, dict) else {}
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [{TABLE}] must be a table, got {type(table).__name__}")
    for key, value in table.items():
        if key in COMMAND_LINE_ONLY:
            raise ConfigError(f"{path}: [{TABLE}] {key} is not read from a file; {COMMAND_LINE_ONLY[key]}")
        if key not in PATH_KEYS:
            raise ConfigError(f"{path}: [{TABLE}] unknown key {key!r} (known: {', '.join(PATH_KEYS)})")
        if isinstance(value, str):
            table[key] = [value]
        elif not (isinstance(value, list) and all(isinstance(item, str) and item for item in value)):
            raise ConfigError(f"{path}: [{TABLE}] {key} must be a list of paths (strings), got {value!r}"[:300])
    return table


def _settings(start):
    """(the nearest pyproject.toml, its checked `[tool.ygo-harness]` table), or (None, {})."""
    path = _nearest_pyproject(Path(start).resolve())
    if path is None:
        return None, {}
    return path, _read_table(path)


def _from_pyproject(start, key):
    path, settings = _settings(start)
    if path is None:
        return []
    project = path.parent.resolve()
    paths = []
    for value in settings.get(key, []):
        resolved = (project / value).resolve()
        if resolved != project and project not in resolved.parents:
            raise ConfigError(f"{path}: [{TABLE}] {key}: {value!r} resolves to {resolved}, outside the project "
                              f"{project} (a repository's own settings may not widen what a run reads; give it "
                              f"with --{key} or {PATH_KEYS[key]})")
        paths.append(project / value)
    return paths


def check(start="."):
    """Raise ConfigError if the nearest pyproject.toml's `[tool.ygo-harness]` cannot be used
    (even where options or the environment override it: a wrong setting is never silent)."""
    for key in PATH_KEYS:
        _from_pyproject(start, key)


def configured(key, option_values=(), start="."):
    """The configured folders ("scripts") or databases ("cdb")."""
    check(start)
    if option_values:
        return [Path(v) for v in option_values]
    env = os.environ.get(PATH_KEYS[key])
    if env:
        return [Path(v) for v in env.split(os.pathsep) if v]
    return _from_pyproject(start, key)
