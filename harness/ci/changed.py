"""`--changed-since REF`: the scripts changed since a git ref (committed, staged, unstaged and
untracked) in the scripts folders' repositories, and the scenarios they affect: those whose board,
`cards:` or steps name a changed card's code, those whose recorded run (`run --record`) loaded a
changed script, and changed scenario files themselves; every scenario when a script that is not a
card's (constant.lua, utility.lua, procedure.lua, any other .lua) changed."""
import re
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from harness.scenario.loader import ScenarioError, load_scenario

CARD_SCRIPT = re.compile(r"^c(\d+)\.lua$")


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
    """The card codes a scenario names: its board, its `cards:`, and numbers in its steps."""
    scenario = load_scenario(path)
    codes = {entry.code for entry in scenario.board} | set(scenario.cards)
    for step in scenario.steps:
        codes.update(_ints(step.data))
    return codes


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
        entry = recorded(record or {}, path)
        if entry and any(_code_of(p) in changes.codes for p in entry.get("loaded", ())):
            take(path, "its recorded run loaded a changed script")
            continue
        if pattern is None:
            continue
        try:
            text = Path(path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        if not pattern.search(text):     # cheap: most files never mention a changed code
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
