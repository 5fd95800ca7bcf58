"""Which files untrusted input may make the harness read.

A scenario file or a script folder arrives in a pull request: it must not make the harness read
`/proc/self/environ`, a secret in the home folder, or anything else outside the project. So a
scenario's `scripts:` folders, the scenario files found under a folder, and every script file
read must lie, after resolving symlinks, inside one of the run's *roots*:

* the run's root: the nearest folder holding `pyproject.toml` at or above the current folder,
  else the current folder;
* the harness's own bundled folders (scripts/, api_stubs/, scenarios/);
* the folders the user named (paths given to `run`, `--scripts`, the configured script folders):
  the user chose them, a file cannot.

A script file may also lie anywhere inside the folder it was found in. `--allow-outside-root`
or `YGO_HARNESS_ALLOW_OUTSIDE_ROOT=1` lift the rule for a user's own runs; a file of the
repository (its pyproject.toml) cannot (harness/config.py).
"""
import functools
import os
from dataclasses import dataclass
from pathlib import Path

from harness import bundled

ALLOW_ENV = "YGO_HARNESS_ALLOW_OUTSIDE_ROOT"
HOW_TO_LIFT = "--allow-outside-root lifts this for your own runs"


@functools.lru_cache(maxsize=16)
def run_root(start: str) -> Path:
    """The nearest folder at or above `start` holding pyproject.toml, else `start` (resolved)."""
    folder = Path(start).resolve()
    for candidate in (folder, *folder.parents):
        if (candidate / "pyproject.toml").is_file():
            return candidate
    return folder


def _outside_allowed_by_environment() -> bool:
    return os.environ.get(ALLOW_ENV, "").strip().lower() in ("1", "true", "yes")


def _inside(path: Path, folder: Path) -> bool:
    # both resolved, so absolute and normalised: comparing their text is comparing their parts
    path, folder = str(path), str(folder)
    return path == folder or path.startswith(folder if folder.endswith(os.sep) else folder + os.sep)


def _resolved(path) -> Path:
    # A run asks about the same script files in every duel: resolve each once per process (by
    # its absolute path: a relative one means another file after a change of folder).
    return _resolved_absolute(os.path.abspath(path))


@functools.lru_cache(maxsize=65536)
def _resolved_absolute(path: str) -> Path:
    return Path(path).resolve()


@functools.cache
def _bundled_roots() -> tuple:
    return tuple(Path(bundled.folder(name)).resolve() for name in bundled.FOLDERS)


@dataclass(frozen=True)
class ReadScope:
    roots: tuple = ()
    unrestricted: bool = False

    @classmethod
    def for_run(cls, named=(), allow_outside=False, start=None):
        """The scope of a run started in `start` (default: the current folder); `named`: folders
        and files the user named (a file counts by its folder)."""
        start = str(start or os.getcwd())
        roots = [run_root(start), *_bundled_roots()]
        for path in map(Path, named):
            if path.is_dir():
                roots.append(path.resolve())
            else:                         # a file named: its folder, and the file itself if it is a link
                roots.extend((path.absolute().parent.resolve(), path.resolve()))
        return cls(tuple(dict.fromkeys(roots)), allow_outside or _outside_allowed_by_environment())

    @property
    def root(self) -> Path:
        return self.roots[0]

    def allows(self, path, own_folder=None) -> bool:
        """Whether `path` (after resolving symlinks) lies inside a root, or inside `own_folder`."""
        if self.unrestricted:
            return True
        resolved = _resolved(path)
        if own_folder is not None and _inside(resolved, _resolved(own_folder)):
            return True
        return any(_inside(resolved, root) for root in self.roots)

    def refusal(self, path, what) -> str:
        """The message for a `what` ("scripts folder 'x'") that `allows` refused."""
        return (f"{what} resolves to {Path(path).resolve()}, outside the run's root {self.root} "
                f"(files may make the harness read only inside the project; {HOW_TO_LIFT})")


def default_scope() -> ReadScope:
    """The scope of a run that named nothing (the Python API): the run's root and the bundled files."""
    return _default_scope(os.getcwd(), os.environ.get(ALLOW_ENV, ""))


@functools.lru_cache(maxsize=16)
def _default_scope(cwd, allow_env):
    return ReadScope.for_run(start=cwd)
