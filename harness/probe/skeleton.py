"""`ygo-harness new CODE`: a scenario skeleton for one card.

The skeleton holds the card's data in `cards:` (from the card database); for a Synchro, Xyz or
Link Monster, a first step that summons it by its real procedure with materials from the bundled
cards (the first set the summon accepts); a board with the card where its activatable effect works (a Spell in the hand, a Trap Set, a monster effect in its
range) and, for each effect a player activates, a card from the bundled cards that makes the
activation legal (a legal target for an effect that targets), an `activate` step, and an
`expect` step to fill in. How the board was found: each candidate is tried in a fresh duel, and
kept when the full legality check passes and the activation itself goes through.
"""
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from harness import constants, safe_files
from harness.bundled import BUNDLED_SCRIPTS
from harness.lua import reuse
from harness.constants import (
    EFFECT_FLAG_CARD_TARGET, TYPE_LINK, TYPE_XYZ,
)
from harness.probe.deep import probe_script
from harness.probe.finder import Placement, _Finder, effect_home
from harness.probe.scenario_text import alias_for, card_spec, flow, scalar
from harness.probe.recording import RecordingSession
from harness.probe.snapshot import SCRIPTS, OfferedWatch, record, replay
from harness.probe.summon_plans import plan_summon


@dataclass
class EffectPlan:
    number: int                   # `effect: N`
    kinds: str                    # "activate", "ignition", ...
    targets: bool                 # EFFECT_FLAG_CARD_TARGET
    location: str = "hand"        # where the card is for the activation
    position: str | None = None
    helper: Placement | None = None       # a card the activation needs (its target, if it targets)
    companion: Placement | None = None    # a card in the hand, for a cost (a discard, ...)
    found: bool = False           # a board where it can be activated was found
    problem: str = ""             # what went wrong with the best board found
    observed: dict = field(default_factory=dict)   # alias -> {key: value} after the activation


# --- finding a board ---------------------------------------------------------------------


def plan_card(code, scripts=(), cdb=()):
    """(finder, [EffectPlan]) for the card: the board each activated effect needs."""
    finder = _Finder(code, scripts, cdb)
    plans = []
    for number, effect in finder.effects():
        kinds = "+".join(n for n in constants.EFFECT_TYPE.names(effect.type) if n != "actions")
        plan = EffectPlan(number, kinds, bool(effect.property & EFFECT_FLAG_CARD_TARGET))
        plan.location, plan.position = effect_home(finder.data, effect)
        best = None
        # First with one card besides it, then with a card in the hand too (for a cost).
        for companion, helpers in finder.boards():
            for helper in helpers:
                legal, problem, observed = finder.attempt(plan, plan.location, plan.position, helper, companion)
                if legal and not problem:
                    plan.helper, plan.companion, plan.found, plan.observed, plan.problem = \
                        helper, companion, True, observed, ""
                    break
                if legal and best is None:
                    best = (helper, companion, problem)
                if not legal and helper is None and companion is None and not plan.problem:
                    plan.problem = problem
            if plan.found or companion is None and best is not None:
                break
        if not plan.found and best is not None:
            plan.helper, plan.companion, plan.problem = best
        plans.append(plan)
    return finder, plans


# --- the file ----------------------------------------------------------------------------


def render_skeleton(code, scripts=(), cdb=(), output=None, search=None, effect=None):
    """The scenario text. `scripts` go into its `scripts:` key (relative to `output`, the file
    it will be written to, or to the current folder); `search`: the script folders to load the
    card from (default: `scripts`). The deep probe's search first (a board on which an effect of
    the card runs, with every answer it needs: from_the_search); when it finds none, one card that
    makes each effect's activation legal (below), with a TODO saying what did not go through.
    `effect`: the board of that effect (N as `effect: N` counts, 0 its summon procedure or
    continuous effects) instead of the first effect that runs."""
    search = list(scripts if search is None else search)
    found = from_the_search(code, scripts, search, cdb, output, effect)
    if found is not None:
        return found
    finder, plans = plan_card(code, search, cdb)
    data = finder.data
    taken = set()
    own = alias_for(data.name, code, taken)
    summon = plan_summon(finder)
    main_plan = next((p for p in plans if p.found), None) or next((p for p in plans if p.helper or p.companion), None) \
        or (plans[0] if plans else None)
    location, position = (main_plan.location, main_plan.position) if main_plan else \
        ("hand", None)

    helpers = {}          # Placement -> alias
    for plan in plans:
        for placement in (plan.helper, plan.companion):
            if placement is not None and placement not in helpers:
                helpers[placement] = alias_for(finder.db.get(placement.code).name, placement.code, taken)

    title = data.name or f"card {code}"
    lines = [
        f"# A scenario for {title} ({code}), started by `ygo-harness new {code}`.",
        "# Fill in what the TODOs ask, then run it: ygo-harness run THIS_FILE",
        f"name: {scalar(title + ': TODO say what this scenario checks')}",
        'ruling: "TODO: the card text or ruling this scenario checks"',
    ]
    if scripts:
        lines.append(_scripts_line(scripts, output))
    lines.append("cards:")
    if finder.inferred:
        lines.append("  # TODO: no card database has this card: its data was guessed from the script (the type from")
        lines.append("  # what it registers; name from its first comment line). Fill in the real values, or give")
        lines.append("  # the card database with --cdb cards.cdb.")
    lines.append(f"  {code}: {flow(card_spec(data))}")
    lines.append("board:")
    material_aliases = []
    spell_alias = None
    if summon is not None:
        home = "hand" if summon.step == "summon" else "extra"
        how = "Fusion Summoned by Polymerization" if summon.step == "fusion" else summon.step
        lines.append(f"  - {flow({'as': own, 'code': code, 'player': 0, 'location': home})}    # {how} in the first step")
        if summon.spell is not None:
            spell_alias = alias_for(finder.db.get(summon.spell.code).name, summon.spell.code, taken)
            lines.append(f"  - {flow({'as': spell_alias, 'code': summon.spell.code, 'player': 0, 'location': 'hand'})}")
        for placement in summon.materials:
            alias = alias_for(finder.db.get(placement.code).name, placement.code, taken)
            material_aliases.append(alias)
            entry = {"as": alias, "code": placement.code, "player": 0, "location": placement.location}
            lines.append(f"  - {flow(entry)}    # a material (from the bundled cards)")
    else:
        entry = {"as": own, "code": code, "player": 0, "location": location}
        if position:
            entry["position"] = position
        note = "" if location == "hand" else f"    # where effect {main_plan.number} ({main_plan.kinds}) is activated"
        lines.append(f"  - {flow(entry)}{note}")
    for placement, alias in helpers.items():
        entry = {"as": alias, "code": placement.code, "player": placement.player, "location": placement.location}
        if placement.position:
            entry["position"] = placement.position
        users = [p for p in plans if p.helper == placement]
        if users:
            why = ", ".join(f"effect {p.number}" for p in users)
            purpose = "a legal target of" if any(p.targets for p in users) else "something for"
        else:
            why = ", ".join(f"effect {p.number}" for p in plans if p.companion == placement)
            purpose = "a card in the hand for the cost of"
        lines.append(f"  - {flow(entry)}    # {purpose} {why} (from the bundled cards)")
    lines.append("steps:")
    if summon is not None and summon.step == "summon":
        lines.append(f"  - summon: {own}    # a Normal Summon: its effect on its own summon needs one")
        lines.append(f"    # triggers: {{{own}: true}}    # TODO: once the board lets its trigger activate, and its answers")
    elif summon is not None:
        if summon.spell is not None:
            lines.append(f"  - activate: {spell_alias}")
        else:
            lines.append(f"  - {summon.step}: {own}")
        lines.append(f"    materials: {flow(material_aliases)}")
        lines.append("  - expect:")
        kind = summon.step.split("_")[0]
        lines.append(f"      {own}: {{location: mzone, summon_type: {kind}}}")
        reason = "effect, material, fusion" if kind == "fusion" else f"material, {kind}"
        lines.append(f"      {material_aliases[0]}: {{reason_has: [{reason}], reason_card: {own}}}")
    elif data.type & (TYPE_XYZ | TYPE_LINK | constants.TYPE_SYNCHRO | constants.TYPE_FUSION):
        lines.append("  # TODO: summon it first (no material set from the bundled cards worked); the board places it")
        lines.append("  # on the field directly (properly summoned: see `properly_summoned:` in docs/scenario-format.md).")
    several = len(plans) > 1
    if main_plan is None and summon is None:
        lines.append("  # The card has no effect a player activates: add the steps that exercise it")
        lines.append("  # (summon, destroy, phase, ...; see docs/scenario-format.md).")
    for plan in plans:
        step = _activate_lines(own, plan, helpers, several)
        if plan is main_plan:
            if plan.problem:
                lines.append(f"  # TODO: this activation did not go through when the skeleton was made: {_one_line(plan.problem)}")
            lines += [f"  {text}" for text in step]
        else:
            state = "can be activated too" if plan.found else f"was not activatable on any board tried ({_one_line(plan.problem)})"
            lines.append(f"  # Effect {plan.number} ({plan.kinds}) {state}:")
            lines += [f"  # {text}" for text in step]
    lines += _expect_lines(own, main_plan, helpers)
    return "\n".join(lines) + "\n"


def _scripts_line(scripts, output, extra=()):
    """The `scripts:` line: the folders relative to `output` (or the current folder), then `extra`."""
    base = Path(output).resolve().parent if output else Path.cwd()
    folders = [_relative(Path(folder).resolve(), base) for folder in scripts] + list(extra)
    where = "this file" if output else "the current folder"
    note = f"    # relative to {where}" if any(not f.startswith("/") for f in folders) else ""
    return f"scripts: {flow(folders)}{note}"


class Skeleton:
    """How `new` writes the scenario the deep search found (snapshot.Snapshot's text): the TODOs a
    person fills in, the expectations as comments to check against the card's text, every answer."""

    def __init__(self, code, scripts, output, inferred, single_effect):
        self.code, self.scripts, self.output = code, scripts, output
        self.inferred, self.single_effect = inferred, single_effect

    def head(self, title, how, status, made_up):
        lines = [
            f"# A scenario for {title} ({self.code}), started by `ygo-harness new {self.code}`.",
            "# Fill in what the TODOs ask, then run it: ygo-harness run THIS_FILE",
            f"# On this board {how} (found by the deep probe: {status.board}); every prompt's",
            "# answer it needed is on its step.",
            f"name: {scalar(title + ': TODO say what this scenario checks')}",
            'ruling: "TODO: the card text or ruling this scenario checks"',
        ]
        if self.scripts or made_up:
            lines.append(_scripts_line(self.scripts, self.output, ["scripts"] if made_up else []))
        return lines

    def cards_note(self):
        if not self.inferred:
            return []
        return ["  # TODO: no card database has this card: its data was guessed from the script (the type from",
                "  # what it registers; name from its first comment line). Fill in the real values, or give",
                "  # the card database with --cdb cards.cdb."]

    def step_data(self, data):
        if self.single_effect and "activate" in data:
            data = {k: v for k, v in data.items() if k != "effect"}      # the card's one effect
        return data

    @staticmethod
    def expect(lines, own, after_action):
        subject = "the step above" if after_action else "the board"
        ended = [line for line in lines[1:] if line.startswith("      winner:")]    # a fact of the run, kept
        return [lines[0],
                f"      # TODO: what must hold after {subject}, from the card's text and rulings",
                "      # (location, position, equip_target, equipped, atk, def, reason, players, events:",
                "      # see docs/scenario-format.md). `ygo-harness show THIS_FILE` prints the board.",
                "      # What the harness does now (check each value against the rulings before using it):"] + \
            [f"      #   {line[6:]}" for line in lines[1:] if line not in ended] + \
            (["      # the duel ended in this step: no step can follow it"] if ended else []) + ended + \
            [f"      {own}: {{}}"]


def from_the_search(code, scripts, search, cdb, output, effect=None):
    """The skeleton of the board the deep probe finds for the card (snapshot.py's scenario), or None
    when it finds none (or the board needs made-up cards' scripts and the text is only printed).
    `effect`: the board on which that effect ran (every effect is searched)."""
    folder = next((Path(f) for f in search if (Path(f) / f"c{code}.lua").is_file()), None)
    if folder is None and (BUNDLED_SCRIPTS / f"c{code}.lua").is_file():
        folder = BUNDLED_SCRIPTS
    if folder is None:
        return None

    def write(probe, status):
        if status.status != "ran":
            return None
        ran = None
        if effect is not None:
            ran = next((r for r in probe.ran_effects if r.number == effect), None)
            if ran is None:
                return None
        scenario, _ = record(probe, status, ran)
        if scenario is None:
            return None
        single = len(probe.finder.effects()) == 1
        skeleton = Skeleton(code, scripts, output, probe.finder.inferred, single)
        with tempfile.TemporaryDirectory() as work:
            boards = [(kept, turn, False) for kept, turn in scenario.candidates(hands=False)[:-2]] + \
                [(kept, turn, True) for kept, turn in scenario.candidates()]
            for kept, turn, players in boards:            # the smallest board that runs the same
                text, made_up = scenario.render(kept, players, turn=turn)
                if made_up and output is None:
                    return None
                path = Path(work) / "check.yaml"
                safe_files.write_text(path, text)
                for name, script in made_up.items():
                    safe_files.write_text(Path(work) / SCRIPTS / name, script)
                offered = {}
                if not replay(path, search or [folder], OfferedWatch(offered)):
                    for name, script in made_up.items():     # beside -o FILE: its folder as named, never resolved
                        safe_files.write_text(Path(os.path.abspath(output)).parent / SCRIPTS / name, script)
                    return scenario.render(kept, players, skeleton, turn, offered)[0]
        return None
    with reuse.duels():       # one attempt's Lua state goes to the next (deep.py)
        found = probe_script(code, folder, cdb, then=write, session_class=RecordingSession, every=effect is not None)
    return found if isinstance(found, str) else None


def _relative(folder, base):
    """`folder` relative to `base` when they share a folder below the root, else absolute."""
    common = os.path.commonpath([folder, base])
    if Path(common) == Path(common).parent:     # only the root (or drive) in common
        return folder.as_posix()
    return os.path.relpath(folder, base).replace(os.sep, "/")


def _one_line(text):
    text = " ".join(str(text).split())
    return text if len(text) <= 160 else text[:157] + "..."


def _activate_lines(own, plan, helpers, several):
    step = [f"- activate: {own}"]
    if several:
        step.append(f"  effect: {plan.number}")
    if plan.targets and plan.helper is not None:
        step.append(f"  targets: [{helpers[plan.helper]}]")
    return step


def _expect_lines(own, plan, helpers):
    lines = ["  - expect:"]
    subject = "the activation" if plan is not None else "the steps"
    lines.append(f"      # TODO: what must hold after {subject}, from the card's text and rulings")
    lines.append("      # (location, position, equip_target, equipped, atk, def, reason, players, events:")
    lines.append("      # see docs/scenario-format.md). `ygo-harness show THIS_FILE` prints the board.")
    if plan is not None and plan.observed:
        renames = {"card": own}
        if plan.helper is not None:
            renames["helper"] = helpers[plan.helper]
        if plan.companion is not None:
            renames["companion"] = helpers[plan.companion]
        lines.append("      # What the harness does now (check each value against the rulings before using it):")
        for alias, values in plan.observed.items():
            if alias == "players":
                lines.append(f"      #   players: {flow(values)}")
                continue
            shown = {k: ([renames.get(a, a) for a in v] if isinstance(v, list) and k == "equipped"
                         else renames.get(v, v) if k == "equip_target" else v) for k, v in values.items()}
            lines.append(f"      #   {renames.get(alias, alias)}: {flow(shown)}")
    lines.append(f"      {own}: {{}}")
    return lines
