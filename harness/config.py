"""Where configured script folders and card databases come from, in order of precedence:
command-line options, then YGO_HARNESS_SCRIPTS / YGO_HARNESS_CDB (path-separator lists), then
`[tool.ygo-harness] scripts = [...]`, `cdb = [...]` in the nearest pyproject.toml (paths
relative to that file). The bundled scripts/ and database always come last."""
import os
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    tomllib = None


def _nearest_pyproject(start):
    for folder in [start, *start.parents]:
        candidate = folder / "pyproject.toml"
        if candidate.is_file():
            return candidate
    return None


def _settings(start):
    """(the nearest pyproject.toml, its `[tool.ygo-harness]` table), or (None, {})."""
    path = _nearest_pyproject(Path(start).resolve())
    if path is None or tomllib is None:
        return None, {}
    with open(path, "rb") as handle:
        return path, tomllib.load(handle).get("tool", {}).get("ygo-harness", {})


def _from_pyproject(start, key):
    path, settings = _settings(start)
    return [path.parent / value for value in settings.get(key, [])]


def setting(key, start="."):
    """A plain value under `[tool.ygo-harness]` of the nearest pyproject.toml (None when unset)."""
    return _settings(start)[1].get(key)


def configured(key, option_values=(), start="."):
    """The configured folders ("scripts") or databases ("cdb")."""
    if option_values:
        return [Path(v) for v in option_values]
    env = os.environ.get({"scripts": "YGO_HARNESS_SCRIPTS", "cdb": "YGO_HARNESS_CDB"}[key])
    if env:
        return [Path(v) for v in env.split(os.pathsep) if v]
    return _from_pyproject(start, key)
