"""Where the files the harness ships are: the one place every module asks.

* ``BUNDLED_SCRIPTS``: the project's own card scripts and ``cards.yaml`` (the repository's ``scripts/``);
* ``API_STUBS``: ``constant.lua``, ``utility.lua``, ``procedure.lua`` and ``annotations/`` (``api_stubs/``);
* ``BUNDLED_SCENARIOS``: the bundled scenario suite, what ``ygo-harness run`` runs by default
  (``scenarios/``);
* ``sandbox.lua`` and ``schema.json`` are ordinary package data of ``harness.lua`` and
  ``harness.scenario``.

The repository keeps the three folders at its top level. The wheel and the sdist carry them as
package data under ``harness/data/`` (pyproject.toml maps the packages ``harness.data.scripts``,
``harness.data.api_stubs`` and ``harness.data.scenarios`` to the top-level folders), and an
installed package finds them there through ``importlib.resources``. A source checkout (an
editable install, or the repository on ``sys.path``) has no ``harness/data/``: there the folders
are the checkout's own, next to the ``harness`` package, so that edits to them count at once and
``python -m harness.stubgen`` writes into the repository.

Lua and sqlite open files by path, so the harness must be installed as files on disk (as pip
installs it); a package imported from a zip archive is reported as broken by ``check()``.
"""
from importlib import resources
from pathlib import Path

FOLDERS = ("scripts", "api_stubs", "scenarios")

PACKAGE = resources.files("harness")        # a Path for an install on disk
_DATA = PACKAGE / "data"
_ON_DISK = isinstance(PACKAGE, Path)
# The source checkout the package is imported from, or None for an installed package.
CHECKOUT = (PACKAGE.parent if _ON_DISK and not _DATA.is_dir() and (PACKAGE.parent / "pyproject.toml").is_file()
            else None)


def folder(name: str) -> Path:
    """The bundled folder `name` ("scripts", "api_stubs" or "scenarios")."""
    if name not in FOLDERS:
        raise ValueError(f"no bundled folder {name!r} (one of {', '.join(FOLDERS)})")
    return (CHECKOUT / name) if CHECKOUT is not None else Path(str(_DATA / name))


BUNDLED_SCRIPTS = folder("scripts")
BUNDLED_CARDS = BUNDLED_SCRIPTS / "cards.yaml"
API_STUBS = folder("api_stubs")
ANNOTATION_DIR = API_STUBS / "annotations"
BUNDLED_SCENARIOS = folder("scenarios")
SANDBOX = Path(str(PACKAGE / "lua" / "sandbox.lua"))
SCHEMA = Path(str(PACKAGE / "scenario" / "schema.json"))

# What a duel cannot start without.
REQUIRED = (BUNDLED_CARDS, API_STUBS / "constant.lua", API_STUBS / "utility.lua", API_STUBS / "procedure.lua",
            SANDBOX, SCHEMA)


class BrokenInstall(RuntimeError):
    """A file the harness ships is missing: one message for the whole run."""


def missing_files() -> list[Path]:
    return [path for path in REQUIRED if not path.is_file()]


def check() -> None:
    """Raise BrokenInstall naming the first missing bundled file, if any."""
    if not _ON_DISK:
        raise BrokenInstall(f"the ygo-harness package at {PACKAGE} is not a folder of files on disk (a zip "
                            f"archive?); the harness needs a normal install: pip install ygo-harness")
    missing = missing_files()
    if not missing:
        return
    more = f" (and {len(missing) - 1} more bundled file(s))" if len(missing) > 1 else ""
    if CHECKOUT is not None:
        raise BrokenInstall(f"the source checkout {CHECKOUT} is incomplete: {missing[0]} is missing{more}")
    raise BrokenInstall(f"the installed ygo-harness package is broken: {missing[0]} is missing{more}; "
                        f"reinstall it (pip install --force-reinstall with what it was installed from)")
