"""`--changed-since REF`: the scripts changed since a git ref (committed, staged, unstaged and
untracked) in the script folders, as the git work tree of the run's root has them, and the scenarios they affect: those whose board,
`cards:` or steps name a changed card's code, those whose recorded run (`run --record`) loaded a
changed script, and changed scenario files themselves; every scenario when a script that is not a
card's (constant.lua, utility.lua, procedure.lua, any other .lua) changed."""
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from harness import limits as _limits
from harness.ci.git import GitError, WorkTree
from harness.read_scope import run_root
from harness.scenario.loader import ScenarioError, load_scenario
from harness.yaml_positions import YamlError, decode, load_yaml, read_limited

CARD_SCRIPT = re.compile(r"^c(\d+)\.lua$")
LONG_CODE = 100_000      # shorter codes (10000, ...) may be ATK values: those files are parsed


class ChangedError(Exception):
    pass


@dataclass
class Changes:
    codes: set = field(default_factory=set)          # card scripts changed (or added, or deleted)
    helpers: list = field(default_factory=list)      # other .lua files: every scenario may use them
    scenarios: set = field(default_factory=set)      # changed .yaml/.yml files (resolved paths)

    def describe(self):
        parts = [f"{len(self.codes)} card script(s)"]
        if self.helpers:
            parts.append(f"{len(self.helpers)} other script(s) ({', '.join(sorted(self.helpers)[:3])}"
                         f"{', ...' if len(self.helpers) > 3 else ''})")
        if self.scenarios:
            parts.append(f"{len(self.scenarios)} scenario file(s)")
        return ", ".join(parts)


def changed_paths(folders, ref, root=None):
    """The files under `folders` changed since `ref`, and their untracked ones, in the git work tree
    the run's root lies in (harness/ci/git.py: git is never run inside the folders themselves)."""
    try:
        tree = WorkTree.of(run_root(os.getcwd()) if root is None else root)
        return sorted({path.resolve() for path in tree.changed_files(ref, folders)})
    except GitError as error:
        raise ChangedError(str(error)) from None


def classify(paths):
    changes = Changes()
    for path in map(Path, paths):
        match = CARD_SCRIPT.match(path.name)
        if match:
            changes.codes.add(int(match.group(1)))
        elif path.suffix == ".lua":
            changes.helpers.append(path.name)
        elif path.suffix in (".yaml", ".yml"):
            changes.scenarios.add(path.resolve())
    return changes


def changes_since(folders, ref, root=None):
    """The Changes since `ref` in the script folders; `root`: the run's root (default: the nearest
    folder holding pyproject.toml at or above the current one, else the current one)."""
    return classify(changed_paths(folders, ref, root))


def _ints(value):
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _ints(key)
            yield from _ints(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _ints(item)


def named_codes(path, head=None):
    """The card codes a scenario names: its board, its `cards:`, and its steps' `code:`,
    `codes:` and `announce:` numbers. Read as plain YAML (loading the scenario, with its schema
    check, took 30 times longer), under the scenario files' size and YAML limits; a file that is
    over them, or not a scenario mapping, is loaded for real, to raise its ScenarioError.
    `head`: (the file's first bytes, its size) as read_limited returned them, when already read."""
    limits = _limits.current()
    try:
        data, size = read_limited(path, limits) if head is None else head
        value, _ = load_yaml(decode(data, limits, "scenario", size), limits)
    except (YamlError, OSError, RecursionError):
        value = None
    if not isinstance(value, dict):
        load_scenario(path)
        return set()
    codes = set(_ints(value.get("cards") or {}))
    board = value.get("board") or []
    codes.update(_ints([entry.get("code") for entry in board if isinstance(entry, dict)]))
    codes.update(_ints(list(_card_values(value.get("steps") or []))))
    return codes


CARD_KEYS = {"code", "codes", "announce"}       # the step keys whose numbers are card codes


def _card_values(value):
    if isinstance(value, dict):
        for key, item in value.items():
            if key in CARD_KEYS:
                yield item
            else:
                yield from _card_values(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _card_values(item)


def select(files, changes, record=None):
    """(the files affected by the changes, {reason: count}), in the files' order. `record`:
    harness.ci.record's {scenario: {"loaded": [...]}} of an earlier run."""
    from harness.ci.record import recorded
    if changes.helpers:
        return list(files), {f"{', '.join(sorted(changes.helpers))} changed: every scenario": len(files)}
    reasons, selected = {}, []
    wanted = [str(code) for code in changes.codes]
    pattern = re.compile(r"(?<!\d)(" + "|".join(map(re.escape, wanted)) + r")(?!\d)") if wanted else None

    def take(path, reason):
        selected.append(path)
        reasons[reason] = reasons.get(reason, 0) + 1
    limits = _limits.current()
    for path in files:
        if Path(path).resolve() in changes.scenarios:
            take(path, "the scenario file changed")
            continue
        entry = recorded(record, path) if record else None
        if entry and any(_code_of(p) in changes.codes for p in entry.get("loaded", ())):
            take(path, "its recorded run loaded a changed script")
            continue
        if pattern is None:
            continue
        try:
            head = read_limited(path, limits)      # never a huge file whole
        except OSError:
            continue
        if head[1] > limits.max_file_bytes:        # refused when it runs, with the limit named
            take(path, "it does not load (run to see why)")
            continue
        found = {int(number) for number in pattern.findall(head[0].decode("utf-8", errors="replace"))}
        if not found:                   # cheap: most files never mention a changed code
            continue
        if any(code >= LONG_CODE for code in found):
            # a number of six digits or more equal to a changed code is that card (a board entry,
            # `cards:`, a step, or the comment naming the file's card): no need to parse the file
            take(path, "it names a changed card")
            continue
        try:
            codes = named_codes(path, head)
        except ScenarioError:
            take(path, "it does not load (run to see why)")
            continue
        if codes & changes.codes:
            take(path, "it names a changed card")
    return selected, reasons


def _code_of(path):
    match = CARD_SCRIPT.match(Path(path).name)
    return int(match.group(1)) if match else None


def summary(ref, changes, selected, total, reasons):
    why = "; ".join(f"{count} {reason}" for reason, count in reasons.items())
    return (f"changed since {ref}: {changes.describe()}; selected {len(selected)} of {total} scenario(s)"
            + (f" ({why})" if why else ""))
