"""`ygo-harness run --update`: a snapshot file's expectations, rewritten from what its steps do now.

Only files with the top-level `snapshot:` key (written by `ygo-harness snapshot`) are rewritten, and
only their expectations: `registered:`, `script_data:`, the `expect:` steps (the last one's `warnings:` too),
each step's `offered:` and `asked:` and the closing `expect_activatable` / `expect_not_activatable` steps; the board, the steps and their answers stay
as they are. The steps are run as `ygo-harness run` runs them, without the
expectations; a step that fails (a script error, a prompt its answers no longer fit) fails the
update too, so nothing is ever hidden by it.
"""
import difflib
import re
from dataclasses import replace
from pathlib import Path

from harness import safe_files
from harness.lua import reuse
from harness.probe.recording import RecordedStep, StepWatch, board_state
from harness.probe.expectation_lines import (activatable_lines, asked_lines, expect_lines, offered_lines,
                                             warning_lines, with_registered, with_script_data, written_offered)
from harness.scenario import registered, script_data
from harness.scenario.loader import ScenarioError, load_scenario
from harness.scenario.runner import RunObserver, ScenarioFailed, run_scenario

_STEP = re.compile(r"^  - ")
_OFFERED = re.compile(r"^    (?:offered|asked):")
_ACTIVATABLE = re.compile(r"^  - expect_(?:not_)?activatable: \{(\w+): ")
_EXPECTATIONS = ("expect", "expect_activatable", "expect_not_activatable")


class NotUpdatable(Exception):
    """Why a snapshot file's expectations cannot be rewritten."""


class _Watcher(RunObserver):
    def __init__(self, named=(), named_data=()):
        self.session, self.board, self.records, self._watch = None, None, [], None
        self.offered = []           # written_offered() of each step, as self.records
        self.asked = []             # what each step's yes/no and option prompts asked
        self.named, self.registered = list(named), {}     # the `registered:` aliases, their effects now
        self.named_data, self.script_data = list(named_data), {}    # the `script_data:` aliases, their data now

    def session_built(self, session):
        self.session = session

    def board_built(self, session):
        self.board = board_state(session.duel)
        self.registered = {alias: registered.card_effects(session.card(alias)) for alias in self.named}
        self.script_data = {alias: script_data.card_data(session, session.card(alias)) for alias in self.named_data}

    def step_started(self, step):
        self._watch = StepWatch(self.session.duel)

    def step_finished(self, step, events, error=None):
        self.records.append(self._watch.finish(RecordedStep(None)))
        self.offered.append(written_offered(self.session.offered))
        self.asked.append(list(self.session.asked))


def updated_text(path, options):
    """The file's text with each `expect:` step rewritten from what the steps before it do now.
    Raises ScenarioFailed / ScenarioError when a step fails, NotUpdatable for a file `snapshot` did
    not write."""
    with reuse.duels():           # the run's duel, read to the end, then handed on
        return _updated_text(Path(path), options)


def _updated_text(path, options):
    scenario = load_scenario(path, scope=options.scope)
    if not scenario.snapshot:
        raise NotUpdatable(f"{path}: not a snapshot file (no top-level `snapshot:` key): --update rewrites only "
                           f"the files `ygo-harness snapshot` wrote")
    watcher = _Watcher(scenario.registered, scenario.script_data)
    steps = [replace(s, data={k: v for k, v in s.data.items() if k not in ("offered", "asked")})
             for s in scenario.steps if s.kind not in _EXPECTATIONS]
    run_scenario(replace(scenario, steps=steps, registered={}, script_data={}), options, observer=watcher)
    aliases = {card: alias for alias, card in watcher.session.aliases.items()}
    text = path.read_text(encoding="utf-8")
    blocks = _step_blocks(text)
    if blocks is None:
        raise NotUpdatable(f"{path}: its steps are not laid out as `snapshot` writes them (one `  - ` line each)")
    head, steps = blocks
    for alias, effects in watcher.registered.items():
        head = with_registered(head, alias, effects)
    for alias, data in watcher.script_data.items():
        head = with_script_data(head, alias, data)
    records, latest, out = iter(watcher.records), watcher.board, [head]
    offered, asked = iter(watcher.offered), iter(watcher.asked)
    activatable_done = False
    last_expect = max((i for i, block in enumerate(steps) if block[0].startswith("  - expect:")), default=None)
    for index, block in enumerate(steps):
        own = _ACTIVATABLE.match(block[0])
        if own:
            if not activatable_done:        # the closing checks, as `snapshot` writes them, from the run now
                out.extend(line + "\n" for line in activatable_lines(watcher.session, own.group(1)))
                activatable_done = True
        elif block[0].startswith("  - expect:"):
            try:
                lines = expect_lines(latest, aliases)
                if index == last_expect:        # the run's warnings, as `snapshot` writes them
                    lines += warning_lines(watcher.session)
                out.append("\n".join(lines) + "\n")
            except KeyError as missing:
                raise NotUpdatable(f"{path}: a step made a card the file does not name (add `created:`): "
                                   f"{missing}") from None
        else:
            latest = next(records)
            out.append("".join(_with_offered(block, next(offered), next(asked))))
    return "".join(out)


def _with_offered(block, offered, asked=()):
    """A step's lines with its `asked:` and `offered:` (the last keys, as `snapshot` writes them)
    from the run now."""
    lines, skipping = [], False
    for line in block:
        if _OFFERED.match(line):
            skipping = True             # the old one, with the lines of a block list under it
        elif skipping and line.startswith("      "):
            continue
        else:
            skipping = False
            lines.append(line)
    end = len(lines)
    while end > 1 and not lines[end - 1].strip():
        end -= 1
    new = asked_lines(asked) + offered_lines(offered)
    if new and not lines[end - 1].endswith("\n"):
        lines[end - 1] += "\n"
    lines[end:end] = [line + "\n" for line in new]
    return lines


def _step_blocks(text):
    """(the text up to the steps' first line, [the lines of each step]) or None."""
    lines = text.splitlines(keepends=True)
    try:
        start = next(i for i, line in enumerate(lines) if line.rstrip() == "steps:") + 1
    except StopIteration:
        return None
    blocks = []
    for line in lines[start:]:
        if _STEP.match(line):
            blocks.append([line])
        elif blocks and (line.startswith("    ") or not line.strip()):
            blocks[-1].append(line)
        else:
            return None
    return "".join(lines[:start]), blocks


def diff(path, old, new):
    return "".join(difflib.unified_diff(old.splitlines(keepends=True), new.splitlines(keepends=True),
                                        fromfile=f"{path} (the file)", tofile=f"{path} (the run now)"))


def after_failure(path, options, failure):
    """(passed, message) for a snapshot file whose run failed with `failure` (its report): with
    `options.update`, the file rewritten (passed, and the diff); else the failure and the diff an
    update would make. A step that fails now fails the update too: the failure stands."""
    try:
        new = updated_text(path, options)
    except (ScenarioFailed, ScenarioError, NotUpdatable):
        return False, failure
    old = Path(path).read_text(encoding="utf-8")
    if new == old:
        return False, failure
    change = diff(path, old, new)
    if not options.update:
        return False, f"{failure}\n\nthe snapshot differs from what the run does now (`ygo-harness run --update` " \
                      f"rewrites its expectations):\n{change}"
    try:
        safe_files.write_text(path, new)        # a link there is replaced by the file, never followed
    except safe_files.FileError as error:
        return False, f"{failure}\n\n`--update` did not rewrite it: {error}"
    try:
        with reuse.duels():
            run_scenario(load_scenario(path, scope=options.scope), options)
    except (ScenarioFailed, ScenarioError) as error:
        return False, f"{path}: its expectations were rewritten, but it still fails: {error}"
    return True, change
