"""`--changed-since REF`: the scripts changed since a git ref (committed, staged, unstaged and
untracked) in the scripts folders' repositories, and the scenarios they affect: those whose board,
`cards:` or steps name a changed card's code, those whose recorded run (`run --record`) loaded a
changed script, and changed scenario files themselves; every scenario when a script that is not a
card's (constant.lua, utility.lua, procedure.lua, any other .lua) changed."""
import re
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from harness.scenario.loader import ScenarioError, load_scenario

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

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


def _git(folder, *arguments):
    try:
        done = subprocess.run(["git", *arguments], cwd=folder, capture_output=True, text=True, check=False)
    except OSError as error:
        raise ChangedError(f"cannot run git: {error}") from None
    if done.returncode:
        raise ChangedError(f"git {' '.join(arguments)} in {folder} failed: {done.stderr.strip()}")
    return [line for line in done.stdout.splitlines() if line]


def changed_paths(folder, ref):
    """The files under `folder` changed since `ref` (in its git repository), and its untracked ones."""
    folder = Path(folder)
    names = _git(folder, "diff", "--name-only", "--relative", ref, "--", ".")
    names += _git(folder, "ls-files", "--others", "--exclude-standard", "--", ".")
    return sorted({(folder / name).resolve() for name in names})


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


def changes_since(folders, ref):
    paths = []
    for folder in folders:
        paths.extend(changed_paths(folder, ref))
    return classify(paths)


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


def named_codes(path):
    """The card codes a scenario names: its board, its `cards:`, and its steps' `code:`,
    `codes:` and `announce:` numbers. Read
    as plain YAML (loading the scenario, with its schema check, took 30 times longer); a file
    that is not a scenario mapping is loaded for real, to raise its ScenarioError."""
    try:
        data = yaml.load(Path(path).read_bytes(), Loader=_LOADER)
    except (yaml.YAMLError, OSError):
        data = None
    if not isinstance(data, dict):
        load_scenario(path)
        return set()
    codes = set(_ints(data.get("cards") or {}))
    board = data.get("board") or []
    codes.update(_ints([entry.get("code") for entry in board if isinstance(entry, dict)]))
    codes.update(_ints(list(_card_values(data.get("steps") or []))))
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
            text = Path(path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        found = {int(number) for number in pattern.findall(text)}
        if not found:                   # cheap: most files never mention a changed code
            continue
        if any(code >= LONG_CODE for code in found):
            # a number of six digits or more equal to a changed code is that card (a board entry,
            # `cards:`, a step, or the comment naming the file's card): no need to parse the file
            take(path, "it names a changed card")
            continue
        try:
            codes = named_codes(path)
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
