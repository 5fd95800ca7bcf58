"""Git, asked which files changed in a checkout that may be an attacker's (`--changed-since REF`
on a pull request).

Git runs programs its configuration names: `core.fsmonitor` on every read of the index, the
clean filter of a `.gitattributes` driver when it hashes a changed file, external diff and
textconv drivers, hooks, pagers. A checkout can lay a repository of its own inside itself (the
files of a bare repository committed in a folder, a folder with its own `.git`), and git run with
its current folder there would read that repository's configuration. So:

- git is asked about one work tree, the one the run's root lies in (`rev-parse` there finds its
  top and its git folder); every later query names both (`--git-dir`, `--work-tree`) and gives
  the script folders as literal pathspecs, so git never looks for a repository inside the tree;
- every configuration key that can name a program is overridden at the command line's level,
  which wins over every configuration file: the keys of OVERRIDES, and the command keys of each
  filter, diff and merge driver the configuration defines;
- the environment has no system configuration, none of the caller's GIT_* variables (GIT_DIR,
  GIT_WORK_TREE, GIT_EXEC_PATH, GIT_EXTERNAL_DIFF, ...), no prompt, no optional locks (nothing
  is written into the repository); stdin is closed;
- a ref is never an option: a leading `-` is refused, and `--end-of-options` comes before it;
- each call of git has a time limit (TIMEOUT).
"""
import os
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

TIMEOUT = 60.0             # seconds per call of git
MAX_DRIVERS = 1_000        # filter/diff/merge drivers a configuration may define (each one is overridden)

# Keys naming a program (or turning on something that runs one), switched off.
OVERRIDES = (
    ("core.fsmonitor", "false"),             # a hook run on every read of the index
    ("core.hooksPath", "/dev/null"),
    ("core.pager", "cat"),
    ("core.editor", ":"),
    ("core.askPass", ""),
    ("core.sshCommand", ""),
    ("core.gitProxy", ""),
    ("core.alternateRefsCommand", ""),
    ("core.untrackedCache", "false"),
    ("diff.external", ""),
    ("diff.ignoreSubmodules", "all"),        # no git run inside a submodule
    ("submodule.recurse", "false"),
    ("credential.helper", ""),
    ("gpg.program", ""),
    ("uploadpack.packObjectsHook", ""),
    ("protocol.allow", "never"),             # no transport: the queries are local
    ("gc.auto", "0"),
    ("maintenance.auto", "false"),
    ("safe.bareRepository", "explicit"),     # a bare repository's files inside the tree are not one
)
# The keys of a driver that name a program; each driver the configuration defines gets them empty.
DRIVER_KEYS = {
    "filter": (("clean", ""), ("smudge", ""), ("process", ""), ("required", "false")),
    "diff": (("command", ""), ("textconv", ""), ("cachetextconv", "false")),
    "merge": (("driver", ""),),
}
_DRIVER = re.compile(r"^(filter|diff|merge)\.(.+)\.[^.]+$", re.S)


class GitError(Exception):
    pass


def check_ref(ref):
    """Refuse a ref git would take for an option, or that no ref can be."""
    if not ref or ref.startswith("-"):
        raise GitError(f"--changed-since {ref!r}: a git ref never starts with '-' (git would read it as an "
                       "option); name a branch, tag or commit")
    if any(ord(char) < 0x20 or char == "\x7f" for char in ref):
        raise GitError(f"--changed-since {ref!r}: not a git ref (it holds a control character)")


def _environment(overrides):
    env = {name: value for name, value in os.environ.items() if not name.startswith("GIT_")}
    env.update(GIT_CONFIG_NOSYSTEM="1", GIT_TERMINAL_PROMPT="0", GIT_OPTIONAL_LOCKS="0", GIT_PAGER="cat",
               GIT_LITERAL_PATHSPECS="1", GIT_CONFIG_COUNT=str(len(overrides)))
    # GIT_CONFIG_KEY_n/VALUE_n: the command line's level, with no parsing of `key=value` (a driver's
    # name may hold `=` or spaces)
    for index, (key, value) in enumerate(overrides):
        env[f"GIT_CONFIG_KEY_{index}"], env[f"GIT_CONFIG_VALUE_{index}"] = key, value
    return env


def _shown(text, limit=300):
    """Git's message, one line, control characters escaped, cut: it may quote the checkout's names."""
    text = " ".join(text.split())
    text = "".join(char if char.isprintable() else f"\\x{ord(char):02x}" for char in text)
    return text if len(text) <= limit else text[:limit] + " ..."


def _git(arguments, cwd, overrides):
    command = next((word for word in arguments if not word.startswith("-")), "")
    try:
        done = subprocess.run(["git", "--no-pager", *arguments], cwd=cwd, env=_environment(overrides),
                              stdin=subprocess.DEVNULL, capture_output=True, timeout=TIMEOUT, check=False)
    except subprocess.TimeoutExpired:
        raise GitError(f"git {command} in {cwd}: no answer within {TIMEOUT:g} s (stopped)") from None
    except (OSError, ValueError) as error:
        raise GitError(f"cannot run git: {error}") from None
    if done.returncode:
        raise GitError(f"git {command} in {cwd} failed: "
                       f"{_shown(done.stderr.decode('utf-8', 'replace')) or f'exit status {done.returncode}'}")
    return done.stdout


def _names(output):
    return [os.fsdecode(name) for name in output.split(b"\0") if name]


@dataclass(frozen=True)
class WorkTree:
    top: Path
    git_dir: Path
    overrides: tuple

    @classmethod
    def of(cls, root):
        """The work tree the folder `root` lies in."""
        root = Path(root).resolve()
        lines = _git(["rev-parse", "--show-toplevel", "--absolute-git-dir"], root, OVERRIDES).decode(
            "utf-8", "surrogateescape").splitlines()
        if len(lines) != 2:
            raise GitError(f"git rev-parse in {root}: unexpected answer {_shown(' | '.join(lines))}")
        top, git_dir = map(Path, lines)
        names = _names(_git([f"--git-dir={git_dir}", f"--work-tree={top}", "config", "-z", "--name-only",
                             "--list"], top, OVERRIDES))
        drivers = {(match.group(1), match.group(2)) for match in map(_DRIVER.match, names) if match}
        if len(drivers) > MAX_DRIVERS:
            raise GitError(f"the git configuration of {top} defines {len(drivers)} filter/diff/merge drivers, "
                           f"more than {MAX_DRIVERS}")
        disabled = tuple((f"{kind}.{name}.{key}", value) for kind, name in sorted(drivers)
                         for key, value in DRIVER_KEYS[kind])
        return cls(top, git_dir, OVERRIDES + disabled)

    def pathspec(self, folder):
        """`folder` relative to the top (after resolving links); GitError when it lies outside."""
        resolved = Path(folder).resolve()
        try:
            relative = resolved.relative_to(self.top.resolve())
        except ValueError:
            raise GitError(f"the script folder {folder} ({resolved}) lies outside the git work tree {self.top} "
                           "of the run's root: run from the repository that holds it") from None
        return relative.as_posix() if relative.parts else "."

    def run(self, *arguments):
        """The NUL-separated names git prints, run on this work tree alone."""
        return _names(_git([f"--git-dir={self.git_dir}", f"--work-tree={self.top}", *arguments], self.top,
                           self.overrides))

    def text(self, *arguments):
        """What git prints (as text, undecodable bytes escaped), run on this work tree alone."""
        return _git([f"--git-dir={self.git_dir}", f"--work-tree={self.top}", *arguments], self.top,
                    self.overrides).decode("utf-8", "surrogateescape")

    def changed_files(self, ref, folders):
        """The files under `folders` changed since `ref` (committed, staged or not: deleted, added, renamed
        on both sides) and the untracked ones, as absolute paths."""
        check_ref(ref)
        specs = sorted({self.pathspec(folder) for folder in folders})
        names = self.run("diff", "--name-only", "-z", "--no-renames", "--no-ext-diff", "--no-textconv",
                         "--ignore-submodules=all", "--end-of-options", ref, "--", *specs)
        names += self.run("ls-files", "-z", "--others", "--exclude-standard", "--", *specs)
        return sorted({self.top / name for name in names})
