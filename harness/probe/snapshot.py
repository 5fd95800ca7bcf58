"""`ygo-harness snapshot FOLDER -o DIR`: a scenario file for every card whose effect the deep probe
makes run, recording what the harness does today.

For each script, the deep probe (deep.py) searches a board on which an effect of the card resolves
(else its summon procedure, else a continuous effect), each attempt in a RecordingSession
(recording.py); the attempt that ran is written as an ordinary scenario `DIR/c<code>.yaml`: every
card's data in `cards:`, the board, each step with every answer its prompts took, and after each
step an `expect:` with what changed. The file is then run as `ygo-harness run` runs it; a file that
does not pass is not kept. The made-up cards' scripts a board needs go to `DIR/scripts/`.

The output is deterministic: aliases are named after the cards in board order, mappings and lists
are written in a fixed order, and nothing depends on the machine or the time.
"""
import contextlib
import os
import re
from collections import Counter
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

from harness import __version__, safe_files
from harness.constants import (EFFECT_TYPE_ACTIVATE, EFFECT_TYPE_QUICK_F, EFFECT_TYPE_QUICK_O, EFFECT_TYPE_TRIGGER_F,
                               EFFECT_TYPE_TRIGGER_O, TYPE_QUICKPLAY, TYPE_TRAP)
from harness.probe.boards import made_up_root, made_up_scripts
from harness.isolation import Isolation
from harness.probe.batches import run_batches, script_codes
from harness.probe import legality_boards
from harness.probe.expectation_lines import (activatable_lines, asked_lines, expect_lines, named, offered_lines,
                                             warning_lines, with_registered, with_script_data, written_offered)
from harness.probe import decoys
from harness.lua import reuse
from harness.lua.runtime import duel_budget
from harness.probe.deep import BUDGET, DECOYS, HANDLER_GONE, RETARGETED, TARGET_GONE, DeepStatus, Ran, probe_script
from harness.probe.passive import NORMAL_PROCEDURE_DETAILS
from harness.probe.events import field_home
from harness.probe.finder import effect_home
from harness.probe.recording import RecordingSession
from harness.probe.scenario_text import alias_for, card_spec, flow, scalar, written_turn
from harness.probe.update import NotUpdatable, updated_text
from harness.read_scope import ReadScope
from harness.scenario import registered, script_data
from harness.scenario import collector
from harness.scenario.loader import ScenarioError, load_scenario, warm_up
from harness.scenario.runner import RunObserver, RunOptions, ScenarioFailed, run_scenario

# the edge boards of an effect (deep.Ran.variant, legality_boards.py), in file order
EDGE_BOARDS = (legality_boards.NOTHING_TO_PICK, legality_boards.NOTHING_OFFERED, legality_boards.BARE,
               legality_boards.FEWEST_CANDIDATES,
               legality_boards.ZONES_FULL, legality_boards.FEWEST_ZONES, legality_boards.COPIES, legality_boards.OTHER_SEATS,
               TARGET_GONE, RETARGETED, HANDLER_GONE, DECOYS)
# the edge boards that play an effect's steps from the other seats (legality_boards.mirrored): a
# trigger's nothing_to_pick file does too, but its steps raise no trigger
_PLAYED_EDGES = (legality_boards.FEWEST_ZONES, legality_boards.COPIES)
_TRIGGERS = EFFECT_TYPE_TRIGGER_O | EFFECT_TYPE_TRIGGER_F
_OVER_BUDGET = "used up their budget"     # a duel's scripts over their instruction budget (harness/lua/sandbox.lua)
_QUICKS = EFFECT_TYPE_QUICK_O | EFFECT_TYPE_QUICK_F
_QUICK = re.compile(r"EFFECT_TYPE_QUICK_[OF]")
EDGE_BOARD_INSTRUCTIONS = 5_000_000     # an edge board's duel: at most this many Lua instructions
HEAVY_FILE_INSTRUCTIONS = 5_000_000     # a file whose run takes more is written lighter if it can be (_lighter)
# the variant of a card's file when none of its effects got one: its registered effects only (_write_registered)
REGISTERED = "registered"
MARKER = "snapshot"            # the top-level key that says a file was written by `snapshot` (run --update)
SCRIPTS = "scripts"            # DIR/scripts/: the made-up cards' scripts
BATCH = 25
CATEGORIES = ("written", "never legal", "script error", "not implemented", "failed", "no effect",
              "not expressible", "replay differs")


@dataclass
class EffectResult:
    """One effect of a card that ran (or an edge board of it): where its file went, or why none was kept."""
    effect: str                 # effect_label: "effect 2", "procedure", "continuous"
    category: str               # "written", "not expressible" or "replay differs"
    detail: str = ""
    file: str = ""
    variant: str = ""           # the edge board ("target gone"), "" for the effect's own plan


@dataclass
class SnapshotResult:
    code: int
    category: str               # CATEGORIES: "written" when at least one of its effects has a file
    detail: str = ""            # what ran, or why no file was written
    file: str = ""              # the card's first file (relative to DIR)
    effects: list = field(default_factory=list, metadata={"items": EffectResult})   # each effect that ran
    effect_count: int = 0       # the card's effects the probe tried (its passive ones count as one)

    def __post_init__(self):                # from a JSON report (`ygo-harness merge`): dicts
        self.effects = [EffectResult(**e) if isinstance(e, dict) else e for e in self.effects]

    @property
    def files(self):
        return [effect.file for effect in self.effects if effect.file] or ([self.file] if self.file else [])


def effect_label(ran):
    """What ran, as the summary and the file names say it."""
    if ran.variant == REGISTERED:
        return REGISTERED
    if ran.number:
        return f"effect {ran.number}"
    return "procedure" if ran.outcome.how == "procedure" else "continuous"


def file_name(code, ran, first):
    """c<code>.yaml for the card's first effect that ran; c<code>.effect<N>.yaml,
    c<code>.procedure.yaml, c<code>.continuous.yaml for the others; an edge board of effect N
    c<code>.effect<N>.<variant>.yaml (c<code>.effect<N>.target_gone.yaml); c<code>.registered.yaml
    for a card none of whose effects has a file (_write_registered)."""
    if ran.variant == REGISTERED:
        return f"c{code}.{REGISTERED}.yaml"
    if first and not ran.variant:
        return f"c{code}.yaml"
    variant = f".{ran.variant.replace(' ', '_')}" if ran.variant else ""
    return f"c{code}.{effect_label(ran).replace(' ', '')}{variant}.yaml"


def card_files(out_dir, code):
    """The files of a card in DIR (from an earlier run too)."""
    return [Path(out_dir) / f"c{code}.yaml", *sorted(Path(out_dir).glob(f"c{code}.*.yaml"))]


def snapshot_card(code, folder, out_dir, cdb=(), budget=BUDGET, decoy_boards=False):
    """Probe one script and write a snapshot file for each of its effects that ran and whose replay
    passes (with `decoy_boards`, each one's decoys edge board too)."""
    out_dir = Path(out_dir)
    for stale in card_files(out_dir, code):
        safe_files.remove(stale)
    with reuse.duels():       # an attempt's Lua state goes to the next (deep.py), the last ones to the next card
        result = probe_script(code, folder, cdb, budget, then=lambda probe, status: _write(probe, status, folder, out_dir),
                              session_class=RecordingSession, every=True, decoy_boards=decoy_boards)
    if isinstance(result, DeepStatus):
        for written in card_files(out_dir, code):      # a failure while writing: no file the report does not list
            safe_files.remove(written)
        return SnapshotResult(code, result.status, result.detail)
    return result


def record(probe, status, ran=None):
    """(Snapshot, "") of the plan that ran, or (None, why not). The probe ran its attempts in
    RecordingSessions (probe_script's session_class): `ran` (deep.Ran) has the one of an effect
    (with `every`), else the one that ran was its last."""
    session = ran.session if ran is not None else probe.last_session
    how = (ran.outcome if ran is not None else probe.winner).how
    if not session.steps and not session.problem and how in ("applied", REGISTERED):
        session.record_board_state(session.aliases.get("card") if how == REGISTERED else None)
    if session.problem or not session.steps:
        return None, session.problem or "it ran with no step"
    return Snapshot(probe, ran.status if ran is not None else status, session, ran.variant if ran is not None else ""), ""


def _write(probe, status, folder, out_dir):
    if status.status != "ran":
        return _unwritten(probe, status.status, status.detail, never_ran(probe), folder, out_dir)
    effects = []
    for ran in probe.ran_effects:
        first = not any(e.file and not e.variant for e in effects)
        result, written = _write_effect(probe, ran, folder, out_dir, first)
        effects.append(result)
        if written is not None and not ran.variant and ran.number:
            effects += _write_legality_edges(probe, ran, written, folder, out_dir)
    effects += never_ran(probe)
    written = next((effect for effect in effects if effect.file), None)
    if written is not None:
        return SnapshotResult(status.code, "written", written.detail, written.file, effects, probe.effect_count)
    return _unwritten(probe, effects[0].category, effects[0].detail, effects, folder, out_dir)


# the cards that get a file of their registered effects: their effects exist but none ran where a
# file could say so (not a script that fails to load, calls what the harness lacks, or replays otherwise)
_REGISTERED_ONLY = ("never legal", "not expressible")


def _unwritten(probe, category, detail, effects, folder, out_dir):
    """The result of a card none of whose effects got a file: with its registered effects' file
    when no effect ran on any board, or none could be written down (`category`)."""
    registered = _write_registered(probe, folder, out_dir) if category in _REGISTERED_ONLY else None
    if registered is not None:
        effects = effects + [registered]
    return SnapshotResult(probe.code, category, detail, registered.file if registered else "", effects,
                          probe.effect_count)


def _write_registered(probe, folder, out_dir):
    """c<code>.registered.yaml, for a card none of whose effects has a file: the card where its
    first effect activated by choice is activated (else face-up on the field) on the generic
    board, with no step but an `expect:` of the board as it is, the effects its script registered
    (`registered:`) and whether each effect it activates by choice can be activated there
    (`expect_not_activatable`, as the closing checks of every file). A changed registration (an
    effect's code, range, count limit or functions) or a condition that lets an effect through
    where it did not fails it. Its EffectResult, or None when its board cannot be built or written."""
    data = probe.finder.data
    by_choice = [effect for _, effect in probe.finder.effects()]
    location, position = effect_home(data, by_choice[0]) if by_choice else field_home(data)
    outcome = probe.run_attempt(0, location, position, lambda session, card, number: (True, ""), how=REGISTERED)
    if not outcome.ran:
        return None
    status = DeepStatus(probe.code, "ran", "no effect of it ran on a board the search tried",
                        board=f"its registered effects, the card in {location}", how=REGISTERED)
    ran = Ran(0, outcome, probe.last_session, status, REGISTERED)
    result, _ = _write_effect(probe, ran, folder, out_dir, first=False)
    return result if result.file else None


def never_ran(probe):
    """A "never legal" entry for each effect the probe tried that ran on no board, with the reason
    of its first board (the passive effects together, as "continuous")."""
    ran = {r.number for r in probe.ran_effects}
    reasons = {}
    for number, outcome in probe.outcomes:
        if number not in ran and outcome.error is None:
            reasons.setdefault(number, outcome.reason or "it did not run")
    return [EffectResult(f"effect {number}" if number else "continuous", "never legal", reason)
            for number, reason in sorted(reasons.items())]


def _write_effect(probe, ran, folder, out_dir, first):
    """(EffectResult, (its text, the card's alias) when the file was written, else None)."""
    label = effect_label(ran)
    scenario, why = record(probe, ran.status, ran)
    if scenario is None:
        return EffectResult(label, "not expressible", why, variant=ran.variant), None
    path = out_dir / file_name(ran.status.code, ran, first)
    problem = ""
    try:
        # the board cut down to the cards the run names first (a file a person can read), else the whole board
        for kept, turn, battle_phase in scenario.candidates_with_battle_phase():
            text, scripts = scenario.render(kept, turn=turn, battle_phase=battle_phase)
            # atomic (several processes may write the same made-up script), never through a link
            safe_files.write_text(path, text)
            for name, script in scripts.items():
                write_unless_same(out_dir / SCRIPTS / name, script)
            offered = {}
            own = scenario.aliases[scenario.own]
            watch = OfferedWatch(offered, own)
            with reuse.duels():       # the watched run's duel, read below, then handed on
                problem = replay(path, folder, watch)
                heavy = not problem and watch.session.duel.host.runtime.duel_instructions() > HEAVY_FILE_INSTRUCTIONS
                more = [] if problem else warning_lines(watch.session) + activatable_lines(watch.session, own)
            if not problem:
                # what the card registered, what the selections offered, what the prompts asked and
                # what the card may still activate, read from the written board's own run (so that a rerun agrees)
                if any(offered.values()) or any(watch.asked.values()):
                    text = scenario.render(kept, turn=turn, offered=offered, battle_phase=battle_phase,
                                           asked=watch.asked)[0]
                text = with_script_data(with_registered(text, own, watch.registered), own, watch.script_data)
                text += "".join(line + "\n" for line in more)
                safe_files.write_text(path, text)
                if heavy:
                    text = _lighter(path, text, own, folder)
                return EffectResult(label, "written", ran.status.detail, path.name, ran.variant), (text, own)
        safe_files.remove(path)
    except safe_files.FileError as error:      # DIR/scripts a link, say: this effect's file is not written
        return EffectResult(label, "failed", str(error), variant=ran.variant), None
    return EffectResult(label, "replay differs", problem, variant=ran.variant), None


def _lighter(path, text, own, folders):
    """The text of a heavy file (its run over HEAVY_FILE_INSTRUCTIONS Lua instructions) written
    again without the board cards its selections only offered (legality_boards.without_the_unpicked),
    when its steps go through there; else `text`, written back."""
    lighter = legality_boards.without_the_unpicked(text, own)
    if lighter is not None:
        with duel_budget(HEAVY_FILE_INSTRUCTIONS):
            written = _write_played(path, lighter, folders)
        if written is not None:
            return written
        safe_files.write_text(path, text)
    return text


def _write_legality_edges(probe, ran, written, folder, out_dir):
    """The edge boards of an effect whose file was written (legality_boards.py): the legality
    ones, each kept when a run of its board refuses the effect; then its fewest_zones and copies
    boards. Their EffectResults (none for one not kept). Each edge board's duel runs at most
    EDGE_BOARD_INSTRUCTIONS Lua instructions: one that needs more (a check over every pair of
    cards, with copies in the Deck) is left out, on every machine alike."""
    with duel_budget(EDGE_BOARD_INSTRUCTIONS):
        return _write_edges(probe, ran, written, folder, out_dir)


def _write_edges(probe, ran, written, folder, out_dir):
    text, own = written
    number = ran.number
    edges = legality_boards.edge_texts(text, own, number, probe.text)
    results = []
    for variant, tried in edges.items():
        edge = out_dir / file_name(ran.status.code, replace(ran, variant=variant), False)
        if any(_write_refused(edge, legality_boards.mirrored(edge_text), own, number, folder) for edge_text in tried):
            kind = next((kind for kind in (legality_boards.NOTHING_OFFERED, legality_boards.BARE)
                         if variant.startswith(kind)), variant)
            results.append(EffectResult(effect_label(ran), "written", ran.status.detail, edge.name, kind))
    allowing = legality_boards.fewest_candidates_text(text, own, number)
    edge = out_dir / file_name(ran.status.code, replace(ran, variant=legality_boards.FEWEST_CANDIDATES), False)
    if allowing is not None and _write_checked(edge, legality_boards.mirrored(allowing), own, number, folder,
                                               refused=False):
        results.append(EffectResult(effect_label(ran), "written", ran.status.detail, edge.name,
                                    legality_boards.FEWEST_CANDIDATES))
    zones_full_refused = any(result.variant == legality_boards.ZONES_FULL for result in results)
    later_link = _later_link(probe, text, own, number, out_dir)
    edge = out_dir / file_name(ran.status.code, replace(ran, variant=legality_boards.FEWEST_ZONES), False)
    left = _write_fewest_zones(edge, legality_boards.fewest_zone_texts(text, own, number, probe.text, zones_full_refused),
                               zones_full_refused, folder, later_link)
    if left is not None:
        results.append(EffectResult(effect_label(ran), "written", ran.status.detail, edge.name,
                                    legality_boards.FEWEST_ZONES))
        # a trigger: one zone fewer stopped its steps; there it must not be offered at all
        untriggered = legality_boards.trigger_zones_full_text(text, own, number, probe.text, left - 1) if left else None
        edge = out_dir / file_name(ran.status.code, replace(ran, variant=legality_boards.ZONES_FULL), False)
        if untriggered is not None and _write_played_mirrored(edge, untriggered, folder) is not None:
            results.append(EffectResult(effect_label(ran), "written", ran.status.detail, edge.name,
                                        legality_boards.ZONES_FULL))
    tried = legality_boards.trigger_nothing_to_pick_texts(text, own, number)
    edge = out_dir / file_name(ran.status.code, replace(ran, variant=legality_boards.NOTHING_TO_PICK), False)
    if any(_write_played_mirrored(edge, untriggered, folder) is not None for untriggered in tried):
        results.append(EffectResult(effect_label(ran), "written", ran.status.detail, edge.name,
                                    legality_boards.NOTHING_TO_PICK))
    fewest = None
    if legality_boards.raised_trigger(text, own, number, mandatory=True) is not None:
        effect = probe.numbered_effects.get(number)
        mandatory = effect is not None and bool(effect.type & EFFECT_TYPE_TRIGGER_F)
        fewest = legality_boards.trigger_fewest_candidates_text(text, own, number, mandatory)
    edge = out_dir / file_name(ran.status.code, replace(ran, variant=legality_boards.FEWEST_CANDIDATES), False)
    if fewest is not None and _write_played_mirrored(edge, fewest, folder, later_link) is not None:
        results.append(EffectResult(effect_label(ran), "written", ran.status.detail, edge.name,
                                    legality_boards.FEWEST_CANDIDATES))
    edge = out_dir / file_name(ran.status.code, replace(ran, variant=legality_boards.COPIES), False)
    if _write_copies(edge, text, own, number, probe.text, folder, later_link):
        results.append(EffectResult(effect_label(ran), "written", ran.status.detail, edge.name, legality_boards.COPIES))
    if not any(result.variant in _PLAYED_EDGES for result in results):
        # no edge board plays the steps from the other seats: the file itself, played there
        edge = out_dir / file_name(ran.status.code, replace(ran, variant=legality_boards.OTHER_SEATS), False)
        if _write_played_mirrored(edge, legality_boards.other_seats_text(text, number), folder, later_link) is not None:
            results.append(EffectResult(effect_label(ran), "written", ran.status.detail, edge.name,
                                        legality_boards.OTHER_SEATS))
    return results


def _write_refused(path, text, own, number, folders):
    """Write the legality edge `text` (a board, no step) with the closing activatable checks of a
    run there, when effect `number` is refused on it; True when written."""
    return _write_checked(path, text, own, number, folders, refused=True)


def _write_checked(path, text, own, number, folders, refused):
    """Write the legality edge `text` (a board, no step) with the closing activatable checks of a
    run there, when effect `number` is refused on it (`refused`), or can be activated there (not
    `refused`); True when written."""
    safe_files.write_text(path, text.replace("\nsteps:\n", "\nsteps: []\n"))      # the board alone, first
    watch = OfferedWatch({}, own)
    with reuse.duels():
        problem = replay(path, folders, watch)
        checks = [] if problem else activatable_lines(watch.session, own)
    kind = "expect_not_activatable" if refused else "expect_activatable"
    if f"  - {kind}: {{{own}: {number}}}    # effect {number}" in checks:
        safe_files.write_text(path, text + "".join(line + "\n" for line in checks))
        return True
    safe_files.remove(path)
    return False


def _write_copies(path, text, own, number, script, folders, later_link=None):
    """Write the copies file of the written file `text` (legality_boards.copies_text): with all
    the copies and variants, else the copies beside the picked cards alone, when its steps go
    through there and it pins something the file does not (legality_boards.copies_pin); True when
    it was written. The variants' scripts go to the folder's scripts/ beside the made-up cards'."""
    for beside_only in (False, True):
        made = legality_boards.copies_text(text, own, number, script, beside_only)
        if made is None:
            return False
        board_text, copies, scripts = made
        for code, kind in scripts.items():
            write_unless_same(path.parent / SCRIPTS / f"c{code}.lua", decoys.script(kind))
        written = _write_played_mirrored(path, board_text, folders, later_link)
        if written is not None:
            if legality_boards.copies_pin(written, copies):
                return True
            safe_files.remove(path)
            return False
    return False


def _later_link(probe, text, own, number, out_dir):
    """A function that makes effect `number` a later chain link on a played edge board's text, or
    None: for a trigger that the first step of its file `text` raised, the turn player's companion
    trigger chained first (legality_boards.with_companion); for an effect that can respond (a Quick
    Effect, a Trap, a Quick-Play Spell) activated by the first step, its activation chained to an
    opener (legality_boards.chained_to_an_opener). The function gives None where it cannot; the
    made-up card's script goes to the folder's scripts/."""
    if legality_boards.raised_trigger(text, own, number, mandatory=True) is not None:
        effect = probe.numbered_effects.get(number)
        if effect is None or not effect.type & _TRIGGERS:
            return None
        mandatory = bool(effect.type & EFFECT_TYPE_TRIGGER_F)
        if legality_boards.raised_trigger(text, own, number, mandatory) is None:
            return None         # chained in the step, but an optional trigger whose offer it did not answer
        make = lambda played: legality_boards.with_companion(played, own, number, effect.code, mandatory)
    elif probe.finder.data.type & (TYPE_TRAP | TYPE_QUICKPLAY) or _QUICK.search(probe.text):
        effect = probe.numbered_effects.get(number)
        if effect is None or not (effect.type & _QUICKS or effect.type & EFFECT_TYPE_ACTIVATE
                                  and probe.finder.data.type & (TYPE_TRAP | TYPE_QUICKPLAY)):
            return None
        make = lambda played: legality_boards.chained_to_an_opener(played, own, number)
    else:
        return None         # the card's effects are created again only for these

    def later(played):
        made = make(played)
        if made is None:
            return None
        played, code, script = made
        write_unless_same(out_dir / SCRIPTS / f"c{code}.lua", script)
        return played
    return later


def _write_fewest_zones(path, texts, too_few_before, folders, later_link=None):
    """Write the first of the fewest_zones `texts` whose steps go through, when one fewer free zone
    stopped them (`too_few_before`: for the first); how many zones it leaves free when one was
    written, else None. With `later_link` (_later_link), each where the effect is a later chain
    link first (a Trap chained to an opener, a trigger after a companion's)."""
    for left, text in texts:
        if _write_played_mirrored(path, text, folders, later_link) is not None:
            if too_few_before:
                return left
            safe_files.remove(path)         # free zones do not stop the steps: nothing to pin
            return None
        too_few_before = True
    return None


def _write_played_mirrored(path, text, folders, later_link=None):
    """_write_played of `text` from the other seats (legality_boards.mirrored): on a sample of 150
    cards no board whose steps failed there went through as the file sits them, so no second try.
    With `later_link` (_later_link), the board where the effect is a later chain link first, else as it is."""
    later = later_link(text) if later_link is not None else None
    if later is not None:
        written, problem = _played(path, legality_boards.mirrored(later), folders)
        if written is not None or _OVER_BUDGET in problem:      # over it without the later link too
            return written
    return _write_played(path, legality_boards.mirrored(text), folders)


def _write_played(path, text, folders):
    """Write the file `text` (an edge board with the steps of the file it was made from) with its
    expectations rewritten from a run, as `run --update` does; its text, or None, and no file, when
    a step fails there or the rewritten file does not replay."""
    return _played(path, text, folders)[0]


def _played(path, text, folders):
    """(_write_played's result, why none: the failure's message, "" when written)."""
    folders = [Path(f) for f in ([folders] if isinstance(folders, (str, Path)) else folders)]
    safe_files.write_text(path, text)
    scope = ReadScope.for_run([path, *folders])
    try:
        text = updated_text(path, RunOptions(scripts=folders, scope=scope, board_before=False))
    except (ScenarioFailed, ScenarioError, NotUpdatable) as error:
        safe_files.remove(path)
        return None, str(error)
    safe_files.write_text(path, text)
    problem = replay(path, folders)
    if problem:
        safe_files.remove(path)
        return None, problem
    return text, ""


def write_unless_same(path, text):
    """Write the file unless it already holds `text`: the made-up cards' scripts are the same for
    many files, and a rename per file and script costs more than a read."""
    data = text.encode("utf-8")
    try:
        if safe_files.read_bytes(path, len(data), missing_ok=True) == data:
            return
    except safe_files.FileError:       # larger, or not a regular file: write_text says what is wrong
        pass
    safe_files.write_bytes(path, data)


def replay(path, folders, observer=None):
    """'' when the file passes as `ygo-harness run --scripts FOLDER...` runs it, else the failure's
    first line; `observer` (an OfferedWatch, say) watches the run (a caller that reads its session
    afterwards ends the reuse.duels() block around both)."""
    folders = [folders] if isinstance(folders, (str, Path)) else folders
    try:
        folders = [Path(f) for f in folders]
        scope = ReadScope.for_run([path, *folders])        # the folders are the user's: named
        with reuse.duels() if observer is None else contextlib.nullcontext():
            run_scenario(load_scenario(path, scope=scope), RunOptions(scripts=folders, scope=scope, board_before=False),
                         observer=observer)
    except (ScenarioFailed, ScenarioError) as error:
        return str(error).splitlines()[0][:300]
    finally:
        collector.file_done()
    return ""


class OfferedWatch(RunObserver):
    """Fills `offered` with step number -> written_offered() of that step's card selections, and
    `asked` with what its yes/no and option prompts asked; keeps the run's session (what the card
    may activate after the last step: activatable_lines); with `own` (an alias), the effects that
    card registered and the data its script keeps once the board was built."""

    def __init__(self, offered, own=None):
        self.offered, self.session, self.own, self.registered = offered, None, own, None
        self.asked, self.script_data = {}, {}

    def session_built(self, session):
        self.session = session

    def board_built(self, session):
        if self.own is not None:
            self.registered = registered.card_effects(session.card(self.own))
            self.script_data = script_data.card_data(session, session.card(self.own))

    def step_finished(self, step, events, error=None):
        if step.kind != "expect":
            self.offered[step.index] = written_offered(self.session.offered)
            self.asked[step.index] = list(self.session.asked)


class Snapshot:
    """The scenario text of a recorded run."""

    def __init__(self, probe, status, session, variant=""):
        self.probe, self.status, self.session, self.variant = probe, status, session, variant
        self.code = status.code
        self.aliases = {}           # card -> alias, named in board order (render)
        self.own = session.aliases.get("card")
        self.engine_picks = set()   # the cards whose selections the file leaves to the engine (render)

    def referenced(self, hands=True, field=False, materials=True, places=()):
        """The board cards the run names (the card, its steps' cards and answers, what changed, the
        events' cards), with the cards they hang together with (equips, Xyz Materials); with
        `hands`, the cards in the hands too (the `players:` expectations count them); with `field`, every
        card on the field (effects that count them), and every card of `places` ("grave"); without
        `materials`, an Xyz Monster keeps only the materials the run names."""
        found = {self.own}
        for step in self.session.steps:
            for context in self._contexts(step):
                found |= cards_in([context.data, context.answers, list(context.triggers)])
            found |= cards_in([step.created, step.changes, [cards for _, cards in step.events or ()]])
        board = self.session.board.cards
        wanted = ({"hand"} if hands else set()) | ({"mzone", "szone", "fzone", "pzone"} if field else set()) | set(places)
        found |= {placed.card for placed in board if placed.entry["location"] in wanted
                  or decoys.is_decoy(placed.card.data.code)}        # the decoys are the point of their board
        while True:
            more = set()
            for placed in board:
                ties = _ties(placed)
                if placed.card in found:
                    more.update(ties)            # a kept equip keeps its monster, a kept material its Xyz Monster
                if any(tie in found for tie in ties) and (materials or placed.entry["location"] != "overlay"):
                    more.add(placed.card)        # a kept monster keeps its equips and its materials
            if not more - found:
                return found
            found |= more

    @staticmethod
    def _contexts(step):
        return [step.context] + step.context.chain if step.context is not None else []

    def _materials(self):
        """The board's Xyz Materials."""
        return {placed.card for placed in self.session.board.cards if placed.entry["location"] == "overlay"}

    def _answers_name_a_material(self):
        """Whether a prompt's answer is an Xyz Material of the board (a detach cost, a material chosen)."""
        materials = self._materials()
        return any(cards_in(context.answers) & materials
                   for step in self.session.steps for context in self._contexts(step))

    def candidates(self, hands=True):
        """(kept cards, turn number) of the boards to try, the smallest first: the cards the run names
        (with the hands, when the expectations count them; and the decoys), then with the field (a
        decoys board starts there), then the whole board;
        when an answer picks among Xyz Materials, first the named cards with only the materials the
        run names (the native oracle cannot name one material among several, but lets the engine
        take the only ones there are); each in turn 1 first when the plan's turn is a later one
        (the native oracle starts every duel in turn 1), then in the plan's turn. A file of a card's
        registered effects keeps the whole board; a retargeted board its field, GYs and banishment
        (the cards a target check accepts or rejects)."""
        number = self.session.board.turn["number"]
        turns = [1, number] if number != 1 else [1]
        # a decoys board keeps the field: the board's own monsters and Set cards are decoys too
        with_decoys = any(decoys.is_decoy(placed.card.data.code) for placed in self.session.board.cards)
        boards = [self.referenced(hands), self.referenced(hands, field=True), None][with_decoys:]
        if self.variant == REGISTERED:          # what its effects are refused on is the whole board
            boards = [None]
        elif self.variant == RETARGETED:        # the agent's offered: pins the cards its target check rejects too
            boards = [self.referenced(hands, field=True, places=("grave", "removed")), None]
        elif self._answers_name_a_material():
            lean = self.referenced(hands, field=with_decoys, materials=False)
            if lean != boards[0]:
                boards.insert(0, lean)
        return [(kept, turn) for kept in boards for turn in turns]

    def candidates_with_battle_phase(self):
        """candidates() as (kept cards, turn number, battle_phase): each board in a turn 1 whose file
        says it has no Battle Phase (written_turn) a second time with one, for a plan that needs
        it (a condition reading Duel.IsAbleToEnterBP)."""
        steps = self._step_data()
        for kept, turn in self.candidates():
            yield kept, turn, False
            board_turn = {**self.session.board.turn, "number": turn}
            if written_turn(board_turn, steps).get("attack_first_turn") is False:
                yield kept, turn, True

    def _step_data(self):
        return [step.context.data for step in self.session.steps if step.context is not None]

    def render(self, kept=None, players=True, skeleton=None, turn=None, offered=None, battle_phase=False, asked=None):
        """(the scenario text, {script file name: text} of the made-up cards it needs), with the
        board cards of `kept` (None: all); without `players`, the expectations leave the players out;
        `skeleton` (a Skeleton, skeleton.py): the text `ygo-harness new` writes instead; `offered`,
        `asked`: the `offered:` and `asked:` of each step, by step number (OfferedWatch, from a run
        of the same text)."""
        cards = [placed for placed in self.session.board.cards if kept is None or placed.card in kept]
        self.engine_picks = self._materials_left_out(kept)
        own = [placed for placed in cards if placed.card is self.own and placed.entry["location"] != "deck"]
        cards = own + [placed for placed in cards if placed not in own]      # the card first (a Deck keeps its order)
        taken, self.aliases = set(), {}
        for card in [placed.card for placed in cards] + [c for step in self.session.steps for c in step.created]:
            self.aliases[card] = alias_for(card.data.name, card.data.code, taken)
        codes = sorted({placed.card.data.code for placed in cards} | self.session.declared |
                       {card.data.code for step in self.session.steps for card in step.created})
        made_up = made_up_scripts()
        scripts = {f"c{c}.lua": (made_up / f"c{c}.lua").read_text(encoding="utf-8")
                   for c in codes if (made_up / f"c{c}.lua").is_file()}
        self.players, self.turn, self.offered, self.battle_phase = players, turn, offered or {}, battle_phase
        self.asked = asked or {}
        return self._text(cards, codes, scripts, skeleton), scripts

    def _materials_left_out(self, kept):
        """The board's Xyz Materials when `kept` leaves out some material of a kept Xyz Monster (the
        lean board of candidates): an answer that picks only materials is then not written, for
        the engine takes the only materials left by itself (a forced selection answers itself on
        both engines, and the native oracle cannot name a material). Else the empty set."""
        materials = self._materials()
        cut = kept is not None and any(placed.card in materials and placed.card not in kept
                                       and placed.entry["overlay_of"] in kept for placed in self.session.board.cards)
        return materials if cut else set()

    def _left_to_the_engine(self, answer):
        picked = cards_in(answer)
        return bool(picked) and picked <= self.engine_picks

    def name(self, value):
        return named(value, self.aliases)

    def what_ran(self):
        if self.status.how == "procedure" and self.status.detail.endswith(NORMAL_PROCEDURE_DETAILS):
            return "it is Normal Summoned or Set by its own procedure"
        return {"resolved": "an effect of it resolves", "procedure": "it is Special Summoned by its own procedure",
                "applied": "a continuous effect of it applies",
                REGISTERED: "the effects it registers"}.get(self.status.how, self.status.how)

    def _text(self, cards, codes, scripts, skeleton):
        data = self.probe.finder.data
        title = data.name or f"card {self.code}"
        how = self.what_ran()
        if skeleton is None:
            lines = [
                f"# A snapshot of {title} ({self.code}): {how} ({self.status.detail}).",
                f"# The plan: {self.status.board}.",
                "# Written by `ygo-harness snapshot`: it records what the harness does today, not what the card's",
                "# text says. Check it against the text and rulings; `ygo-harness run --update` rewrites its",
                "# expectations when the behaviour changes on purpose (only in files with the `snapshot:` key).",
                f"snapshot: {{tool: {scalar(__version__)}}}",
                f"name: {scalar(f'{title} ({self.code}): {how}')}",
            ]
            if scripts:
                lines.append(f"scripts: [{SCRIPTS}]")
        else:
            lines = skeleton.head(title, how, self.status, scripts)
        lines.append("cards:")
        if skeleton is not None:
            lines += skeleton.cards_note()
        data_of = {code: self.session.carddb.get(code) for code in self.session.declared}
        data_of.update({card.data.code: card.data for card in self.aliases})
        data_of[self.code] = self.probe.finder.data
        for code in codes:
            lines.append(f"  {code}: {flow(card_spec(data_of[code]))}")
        board = self.session.board
        turn = {**board.turn, **({'number': self.turn} if self.turn else {})}
        lines.append(f"turn: {flow(written_turn(turn, self._step_data(), self.battle_phase))}")
        if any(lp != 8000 for lp in board.lp.values()):
            lines.append(f"players: {flow({p: {'lp': lp} for p, lp in board.lp.items()})}")
        lines.append("board:")
        for placed in cards:
            entry = {"as": self.aliases[placed.card], **self.name(placed.entry)}
            note = "    # the card" if placed.card is self.own else ""
            lines.append(f"  - {flow(entry)}{note}")
        lines.append("steps:")
        number = 1                  # the file's step number of the next step written
        for step in self.session.steps:
            written = self._step(step, skeleton, self.offered.get(number, []), self.asked.get(number, []))
            number += sum(line.startswith("  - ") for line in written)
            lines += written
        return "\n".join(lines) + "\n"

    def _step(self, step, skeleton=None, offered=(), asked=()):
        context = step.context
        data = {k: v for k, v in context.data.items() if k != "chain"}
        if skeleton is not None:
            data = skeleton.step_data(data)
        lines = []
        if data:            # else the board alone, checked by the expect
            first, *rest = data.items()
            lines = [f"  - {first[0]}: {flow(self.name(first[1]))}"]
            lines += [f"    {key}: {flow(self.name(value))}" for key, value in rest]
            lines += [f"    {key}: {flow(value)}" for key, value in self._answers(context)]
        split = len(context.chain) if context.after_chain is None else context.after_chain
        for key, entries in (("chain", context.chain[:split]), ("after_chain", context.chain[split:])):
            if entries:
                lines.append(f"    {key}:")
                lines += [f"      - {flow({**self.name(entry.data), **dict(self._answers(entry))})}" for entry in entries]
        if step.created:
            lines.append(f"    created: {flow([self.aliases[c] for c in step.created])}")
        if data:
            lines += asked_lines(asked) + offered_lines(offered, skeleton is not None)
        expect = expect_lines(step, self.aliases, self.players)
        if skeleton is not None:
            expect = skeleton.expect(expect, self.aliases[self.own], bool(data))
        return lines + expect

    def _answers(self, context):
        """(key, value) of a context's answers, as the contract writes them."""
        out = []
        for key, values in _cost_in_choose(context).items():
            values = [value for value in values if not self._left_to_the_engine(value)]
            if not values:
                continue
            values = self.name(values)
            if key in ("targets", "choose", "cost", "sum", "sort", "random"):
                value = values[0] if len(values) == 1 and values[0] else values
            elif key in ("coin", "dice") or (key == "announce" and isinstance(values[0], list)):
                value = values          # one declaration of several Attributes stays an item: [[light, dark]]
            else:
                value = values[0] if len(values) == 1 else values
            out.append((key, value))
        if context.triggers:
            out.append(("triggers", {self.aliases[c]: True if taken == 1 else [True] * taken
                                     for c, taken in context.triggers.items()}))
        return out


def _cost_in_choose(context):
    """A context's answers by key, `cost:` folded into `choose:` when a `choose:` prompt comes
    before a `cost:` one. The contract gives a cost its `cost:` answers, but the native oracle
    answers a selection outside Duel.SelectTarget from the first of `cost:`, `choose:` whose next
    answer fits it, so an earlier non-cost selection (a made-up agent's pick before a trigger's
    cost) would take the cost's answer there. Without `cost:`, a cost takes its answer from
    `choose:` on both engines (the contract's `cost:` entry), so one `choose:` list in prompt
    order is read alike."""
    answers = context.answers
    if "cost" not in answers or "choose" not in answers:
        return answers
    kinds = [key for key, _ in context.order if key in ("cost", "choose")]
    last_cost = len(kinds) - 1 - kinds[::-1].index("cost")
    if kinds.index("choose") > last_cost:       # every choose prompt after the costs: as they are
        return answers
    merged = {}
    for key, values in answers.items():
        if key in ("cost", "choose"):
            if "choose" not in merged:
                merged["choose"] = [value for kind, value in context.order if kind in ("cost", "choose")]
        else:
            merged[key] = values
    return merged


def cards_in(value):
    """The cards in a value of nested mappings and lists."""
    if isinstance(value, dict):
        return cards_in(list(value.items()))
    if isinstance(value, (list, tuple)):
        return set().union(*map(cards_in, value)) if value else set()
    return {value} if hasattr(value, "card_id") else set()


def _ties(placed):
    """The cards a board entry hangs together with: its equip target, its Xyz monster."""
    entry = placed.entry
    return [card for card in (entry.get("equip_to"), entry.get("overlay_of")) if card is not None]


# -- a whole folder ---------------------------------------------------------------------------------

def _snapshot_batch(folder, out_dir, cdb_files, budget, decoy_boards, codes):
    for code in codes:
        yield snapshot_card(code, folder, out_dir, cdb_files, budget, decoy_boards)


class _Stuck:
    """The result of a card whose worker was stopped: no file (one it was replaying is removed)."""

    def __init__(self, out_dir):
        self.out_dir = out_dir

    def __call__(self, code, why):
        for path in card_files(self.out_dir, code):
            safe_files.remove(path)
        return SnapshotResult(code, "failed", why)


def snapshot_folder(folder, out_dir, cdb_files=(), codes=None, jobs=None, progress=None, budget=BUDGET,
                    isolation=Isolation(), decoy_boards=False):
    """SnapshotResult for every script of the folder (or the listed codes), in code order; with
    `decoy_boards`, the decoys edge boards too."""
    # DIR made absolute, not resolved: a link in it is refused when written (harness.safe_files), not followed
    folder, out_dir = Path(folder).resolve(), Path(os.path.abspath(out_dir))
    safe_files.make_folder(out_dir)
    codes = sorted(codes) if codes else script_codes(folder)
    warm_up(len(codes))           # each written file is replayed: compile the schema once, before the fork
    made_up_root()                # before the fork too: the workers' made-up folders go inside it
    return run_batches(_snapshot_batch, (str(folder), str(out_dir), tuple(cdb_files), budget, decoy_boards), codes,
                       BATCH, jobs, progress, _Stuck(out_dir), isolation)


def summary(results):
    counts = {category: 0 for category in CATEGORIES}
    for result in results:
        counts[result.category] = counts.get(result.category, 0) + 1
    return counts


def effect_summary(results):
    """{"effects": the effects the probe tried, "ran": those that ran, category: count of those that
    ran, "never legal": effects that ran on no board, "edge boards": files of edge boards written,
    "edge boards by kind": {variant: files}, "registered": the cards with only their registered
    effects' file}."""
    own = [effect for result in results for effect in result.effects
           if not effect.variant and effect.category != "never legal"]
    edges = [e.variant for r in results for e in r.effects if e.variant and e.file and e.variant != REGISTERED]
    counts = {"effects": sum(r.effect_count for r in results), "ran": len(own),
              "never legal": sum(1 for r in results for e in r.effects if e.category == "never legal"),
              "edge boards": len(edges), "edge boards by kind": {variant: edges.count(variant) for variant in EDGE_BOARDS},
              REGISTERED: sum(1 for r in results for e in r.effects if e.variant == REGISTERED and e.file)}
    for effect in own:
        counts[effect.category] = counts.get(effect.category, 0) + 1
    return counts


def _reason_kind(detail):
    """A never-legal reason without what names one card or event (the summary's rows)."""
    text = re.sub(r"^\S+ \([^)]*\) ", "the card ", detail)     # "card_1 (Its Name) is not where ..."
    return text.split(" (")[0][:60]


def print_summary(results, elapsed, out=print):
    counts = summary(results)
    total = len(results) or 1
    files = sum(len(result.files) for result in results)
    out(f"{len(results)} scripts in {elapsed:.1f}s: {counts['written']} with a snapshot file "
        f"({100 * counts['written'] / total:.1f}%), {files} files")
    for category in CATEGORIES[1:]:
        if counts.get(category):
            out(f"  {category:<18} {counts[category]:>6}  {100 * counts[category] / total:5.1f}%")
    effects = effect_summary(results)
    if effects[REGISTERED]:
        out(f"  of the scripts without one, {effects[REGISTERED]} have a file of the effects they register "
            f"(c<code>.registered.yaml: none of their effects has one)")
    if effects["effects"]:
        out(f"effects: {effects.get('written', 0)} of {effects['effects']} have a file "
            f"({100 * effects.get('written', 0) / effects['effects']:.1f}%); of the {effects['ran']} that ran: "
            + ", ".join(f"{category} {effects[category]}" for category in CATEGORIES
                        if effects.get(category) and category != "never legal")
            + f"; {effects['edge boards']} edge-board files ("
            + ", ".join(f"{n} {variant}" for variant, n in effects["edge boards by kind"].items()) + ")")
        reasons = Counter(_reason_kind(e.detail) for r in results for e in r.effects if e.category == "never legal")
        if reasons:
            out(f"effects that ran on no board: {effects['never legal']}")
            for reason, count in sorted(reasons.items(), key=lambda item: (-item[1], item[0])):
                out(f"  {reason:<60} {count:>6}")


def report_json(results, elapsed):
    return {"total": len(results), "seconds": round(elapsed, 2), "counts": summary(results),
            "effects": effect_summary(results), "scripts": [asdict(r) for r in results]}
