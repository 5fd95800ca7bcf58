"""`--lines changed`: the lines of a script that a git diff since REF added or changed (the new
side of each hunk of `git diff -U0`); every line of a file git does not track yet. git runs
through harness.ci.changed's own invocation, as `--changed-since` runs it."""
import re
from pathlib import Path

from harness.ci import changed

_HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@")


def changed_lines(path, ref):
    """The set of 1-based line numbers of `path` added or changed since `ref`, or None when git
    does not track the file (all of it is new). Raises changed.ChangedError when git fails."""
    path = Path(path)
    folder, name = path.parent, path.name
    if changed._git(folder, "ls-files", "--others", "--exclude-standard", "--", name):
        return None
    lines = set()
    for text in changed._git(folder, "diff", "-U0", "--no-color", "--no-ext-diff", "--no-textconv", ref, "--", name):
        match = _HUNK.match(text)
        if match:
            first, count = int(match.group(1)), int(match.group(2) or 1)
            lines.update(range(first, first + count))
    return lines
