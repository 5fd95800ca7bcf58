"""`--lines changed`: the lines of a script that a git diff since REF added or changed (the new
side of each hunk of `git diff -U0`); every line of a file git does not track yet. Git is asked
as `--changed-since` asks it (harness/ci/git.py): about the run's root's work tree alone, with
nothing of the checkout's configuration able to run a program."""
import os
import re
from pathlib import Path

from harness.ci import changed
from harness.ci.git import GitError, WorkTree, check_ref
from harness.read_scope import run_root

_HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@")


def changed_lines(path, ref, root=None):
    """The set of 1-based line numbers of `path` added or changed since `ref`, or None when git
    does not track the file (all of it is new). `root`: the run's root (default: the nearest
    folder holding pyproject.toml at or above the current one). Raises changed.ChangedError when
    git fails."""
    try:
        check_ref(ref)
        tree = WorkTree.of(run_root(os.getcwd()) if root is None else root)
        spec = tree.pathspec(Path(path))
        if tree.run("ls-files", "-z", "--others", "--exclude-standard", "--", spec):
            return None
        text = tree.text("diff", "-U0", "--no-color", "--no-ext-diff", "--no-textconv", "--end-of-options", ref,
                         "--", spec)
    except GitError as error:
        raise changed.ChangedError(str(error)) from None
    lines = set()
    for line in text.splitlines():
        match = _HUNK.match(line)
        if match:
            first, count = int(match.group(1)), int(match.group(2) or 1)
            lines.update(range(first, first + count))
    return lines
