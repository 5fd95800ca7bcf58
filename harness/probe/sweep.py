"""sweep-equips: activate every Equip Spell of a script folder on a range of monsters, and report
what the real rules would make of it: equipped and stays equipped; a monster the activation
accepts but the equip limit rejects (the "target filter and equip limit drift apart" mistake);
errors with the script line.

The monsters are made up for the sweep (harness/probe/sweep_candidates.py). The activation accepts a
monster in one of three shapes, tried in this order while none is found:

- it targets monsters on the field (`Duel.SelectTarget`, or `Duel.SetTargetCard` on a monster
  its target function picks), or in either GY (summon-then-equip); five candidates a board;
- it chooses its monster at resolution (`Duel.SelectMatchingCard` and the like: summon a monster
  from the hand, GY, Deck or Extra Deck, then equip it): all candidates on one board, resolved;
- a condition on the board as a whole ("you control exactly one monster"): one candidate a board.

Then a few accepted monsters (or every one the equip limit rejects) are each resolved alone.
"""
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from harness.carddb import CardDatabase, CardDataError, UnknownCardError
from harness.constants import (
    CATEGORY_EQUIP, EFFECT_EQUIP_LIMIT, EFFECT_TYPE_ACTIVATE, LOCATION_DECK, LOCATION_EXTRA, LOCATION_GRAVE,
    LOCATION_HAND, LOCATION_MZONE, POS_FACEDOWN_DEFENSE, POS_FACEUP_ATTACK, REASON_LOST_TARGET, REASON_RULE,
    TYPE_EQUIP, TYPE_SPELL,
)
from harness.isolation import Isolation
from harness.probe.batches import run_batches, script_codes
from harness.probe.commands import folder_command
from harness.probe.inferred import InferredCards
from harness.engine import chain, operations, stats, triggers
from harness.engine.state.decisions import Chooser
from harness.engine.state.duel import Duel
from harness.lua.host import LuaHost, read_script
from harness.engine.state.errors import HarnessError, ScriptError
from harness.engine.rules.script_checks import ScriptBug
from harness.probe.sweep_candidates import CANDIDATE_BASE, MAX_CANDIDATES, CandidateCards, candidates_for

BUDGET = 10.0                   # seconds per script (wall clock), checked between boards, as check-scripts --deep
BATCH = 400                     # scripts per worker batch (most are skipped at once: not Equip Spells)
ERRORS = (HarnessError, UnknownCardError, CardDataError, RecursionError)
TARGET_PLACES = ((0, LOCATION_MZONE), (1, LOCATION_MZONE), (0, LOCATION_GRAVE), (1, LOCATION_GRAVE))
CHOSEN_PLACES = ((0, LOCATION_HAND), (0, LOCATION_GRAVE), (0, LOCATION_DECK), (0, LOCATION_EXTRA))
_PLACE_NAMES = {LOCATION_MZONE: "", LOCATION_GRAVE: ", in the GY", LOCATION_HAND: ", in the hand",
                LOCATION_DECK: ", in the Deck", LOCATION_EXTRA: ", in the Extra Deck"}


@dataclass
class SweepResult:
    code: int
    verdict: str                         # ok, drift, not equipped, never activatable, script bug, error
    equipped: list = field(default_factory=list)
    drift: list = field(default_factory=list)
    errors: list = field(default_factory=list)


class _RecordingChooser(Chooser):
    """Answers the sweep's prompts. `offered`: the board's monsters offered by the first card
    selection (not a cost's) that offers any of them, the monsters the activation accepts. Picks
    `target` when offered (a cost takes other cards when it can), else the first legal cards;
    every other prompt takes its first answer."""

    def __init__(self, monsters=(), target=None):
        super().__init__(strict=False)
        self.monsters = list(monsters)
        self.target = target
        self.offered = None

    def answer_cards(self, request):
        if self.offered is None and request.kind != "cost":
            offered = [c for c in request.candidates if c in self.monsters]
            self.offered = offered or None
        count = max(request.minimum, 1)
        others = [c for c in request.candidates if c is not self.target]
        if self.target in request.candidates and (request.kind != "cost" or len(others) < count):
            return [self.target] + others[:count - 1]
        return others[:count] if len(others) >= count else list(request.candidates[:count])

    def answer_yes_no(self, request):
        return True

    def answer_option(self, request):
        return 0 if request.default is None else request.default


def _is_equip_spell(card):
    return bool(stats.current_type(card) & TYPE_EQUIP and stats.current_type(card) & TYPE_SPELL) and any(
        e.type & EFFECT_TYPE_ACTIVATE and e.category & CATEGORY_EQUIP for e in card.effects)


def _describe_place(place):
    side, location = place
    return f"{'yours' if side == 0 else 'opponent'}{_PLACE_NAMES[location]}"


def _board(folder, stub_folder, sources, code, candidates, place, target=None):
    """A fresh duel: the Equip Spell in player 0's hand, the candidates at `place` (face-up on
    the field); `target` is the index of the candidate the chooser picks."""
    side, location = place
    duel = Duel(CardDatabase(sources))
    LuaHost(duel, [folder, stub_folder])
    monsters = []
    for candidate in candidates:
        monster = duel.new_card(candidate.data.code, side)
        operations.place(monster, side, location, None,
                         POS_FACEUP_ATTACK if location & (LOCATION_MZONE | LOCATION_GRAVE) else POS_FACEDOWN_DEFENSE)
        if location == LOCATION_MZONE:
            operations.enable_field_effect(monster, True)
        monster.label = candidate.label
        monsters.append(monster)
    duel.chooser = _RecordingChooser(monsters, None if target is None else monsters[target])
    equip = duel.new_card(code, 0)
    operations.place(equip, 0, LOCATION_HAND, None, POS_FACEDOWN_DEFENSE)
    return duel, equip, monsters


def _activate(duel, equip):
    """Activate the first legal Equip Spell activation: its chain link, or None."""
    for effect in equip.effects:
        if effect.type & EFFECT_TYPE_ACTIVATE and effect.category & CATEGORY_EQUIP \
                and chain.check_activation(duel, effect, 0):
            chain.activate(duel, effect, 0)
            return duel.chain[-1]
    return None


def _accepted(duel, link, monsters):
    """The monsters an activation accepts: those its selection offered, else those it targeted
    without a selection (Duel.SetTargetCard on a card its target function picked)."""
    if link is None:
        return []
    if duel.chooser.offered:
        return duel.chooser.offered
    return [m for m in monsters if link.targets is not None and m in link.targets.cards]


def _outcome(duel, equip, monster):
    """Resolve the chain: "equipped" (the monster got the equip, and it was not destroyed by its
    equip limit after; leaving by its own effect, a self-destruction, is no drift), "rejected"
    (destroyed by the equip limit) or "not equipped"."""
    try:
        triggers.settle(duel)
    except ScriptBug as bug:
        if bug.check == "equip_limit_drift":
            return "rejected"
        raise
    if equip.equip_target is monster and equip.is_onfield():
        return "equipped"
    if equip.previous_equip_target is monster:
        by_limit = equip.reason & REASON_RULE and not equip.reason & REASON_LOST_TARGET
        return "rejected" if by_limit else "equipped"
    return "not equipped"


class _OutOfTime(Exception):
    pass


class _Sweep:
    """One script's sweep: the boards tried, what they accepted, the errors met."""

    def __init__(self, folder, stub_folder, sources, code, candidates):
        self.args = (folder, stub_folder, sources, code)
        self.deadline = time.monotonic() + BUDGET
        self.candidates = candidates
        self.accepted, self.suspects, self.errors = [], [], []
        self.equip_spell = True

    def board(self, group, place, target=None):
        duel, equip, monsters = _board(*self.args, group, place, target)
        self.equip_spell = _is_equip_spell(equip)
        return duel, equip, monsters

    def record(self, error):
        message = f"error: {error}"
        if message not in self.errors:
            self.errors.append(message)

    def accept(self, group, place, size, resolve=False):
        """Try the candidates `size` a board at `place`: activated (and resolved, for a monster
        chosen at resolution); note the monsters accepted, and those the equip limit rejects."""
        for start in range(0, len(group), size):
            if time.monotonic() > self.deadline:
                raise _OutOfTime()
            part = group[start:start + size]
            try:
                duel, equip, monsters = self.board(part, place)
                if not self.equip_spell:
                    return
                has_limit = any(e.code == EFFECT_EQUIP_LIMIT for e in equip.effects)
                link = _activate(duel, equip)
                if resolve and link is not None:
                    triggers.settle(duel)
                accepted = _accepted(duel, link, monsters)
                if not accepted and link is not None and resolve and equip.equip_target in monsters:
                    accepted = [equip.equip_target]
                for monster in accepted:
                    candidate = part[monsters.index(monster)]
                    self.accepted.append((candidate, place, part))
                    if has_limit and place[1] == LOCATION_MZONE and not stats.equip_limit_allows(equip, monster):
                        self.suspects.append((candidate, place, part))
            except ERRORS as error:
                self.record(error)

    def find(self):
        for place in TARGET_PLACES:
            if self.accepted and place[1] != LOCATION_MZONE:
                break                # targets on the field were found: GY targets are another shape
            self.accept(self.candidates, place, 5)
            if not self.equip_spell:
                return
        for place in CHOSEN_PLACES:
            if self.accepted:
                return
            # Extra Deck monsters wait in the Extra Deck or the GY; the others not in the Extra Deck.
            group = [c for c in self.candidates
                     if place[1] == LOCATION_GRAVE or c.extra_deck == (place[1] == LOCATION_EXTRA)]
            self.accept(group, place, len(group), resolve=True)
        for place in TARGET_PLACES[:2]:
            if self.accepted:
                return
            self.accept(self.candidates, place, 1)

    def resolve(self, result):
        # A limit registered only when the card equips (summon-then-equip shapes) cannot be read
        # before: resolve instead. Suspects are confirmed by resolving them too, each on the board
        # that accepted it (a cost may need the other monsters).
        samples = self.suspects[:8] if self.suspects else self.accepted[:3]
        for candidate, place, part in samples:
            try:
                duel, equip, monsters = self.board(part, place, target=part.index(candidate))
                monster = monsters[part.index(candidate)]
                outcome = "not activated" if _activate(duel, equip) is None else _outcome(duel, equip, monster)
            except ERRORS as error:
                self.record(error)
                continue
            label = f"{candidate.label} ({_describe_place(place)})"
            if outcome == "equipped":
                result.equipped.append(label)
            elif outcome == "rejected":
                result.drift.append(label)
        if self.suspects and len(result.drift) == len(samples) and len(self.suspects) > len(samples):
            result.drift.append(f"... {len(self.suspects) - len(samples)} more")


def _load_error(folder, stub_folder, sources, code):
    """The error of creating the card on an empty board, or None. A script that cannot even be
    created fails every board alike: it is reported once, not tried on each (a hostile one would
    spend its whole budget on every board)."""
    try:
        _board(folder, stub_folder, sources, code, [], TARGET_PLACES[0])
    except ERRORS as error:
        return error
    return None


def _sweep_script(folder, stub_folder, sources, code, text):
    error = _load_error(folder, stub_folder, sources, code)
    if error is not None:
        return SweepResult(code, "error", errors=[f"error: {error}"])
    known = _known_cards(sources)
    candidates = candidates_for(text, known)
    sweep = _Sweep(folder, stub_folder, sources + [CandidateCards(candidates)], code, candidates)
    try:
        sweep.find()
    except _OutOfTime:
        return SweepResult(code, "error", errors=sweep.errors + [
            f"error: the boards tried took more than {BUDGET:g} s, the budget per script (the rest were not tried)"])
    if not sweep.equip_spell:
        return None
    result = SweepResult(code, "never activatable")
    sweep.resolve(result)
    result.errors = sweep.errors
    bugs = [e for e in result.errors if "[check: " in e]
    result.verdict = ("script bug" if bugs and len(bugs) == len(result.errors) else
                      "error" if result.errors else "drift" if result.drift else
                      "ok" if result.equipped else "not equipped" if sweep.accepted else "never activatable")
    return result


def _known_cards(sources):
    """The real card data of a code, from the card databases given (never a guess from a script)."""
    real = [s for s in sources if not isinstance(s, InferredCards)]

    def known(code):
        return next((data for data in (s.get(code) for s in real) if data is not None), None)
    return known if real else None


def _sweep_batch(folder, stub_folder, cdb_files, codes):
    """One value per code: its SweepResult, or None (not an Equip Spell)."""
    sources = list(CardDatabase.from_config(files=list(cdb_files)).sources) + [InferredCards(folder)]
    for code in codes:
        try:
            text = read_script(str(Path(folder) / f"c{code}.lua")).decode("utf-8", errors="replace")
        except ScriptError as error:
            yield SweepResult(code, "error", errors=[str(error)])
            continue
        yield _sweep_script(folder, stub_folder, sources, code, text) if "EQUIP" in text else None


def _stopped(code, why):
    return SweepResult(code, "error", errors=[why])


def _write_candidate_stubs(folder):
    """Effect-type candidates need a script: an empty initial_effect, written outside the project."""
    for index in range(MAX_CANDIDATES):
        Path(folder, f"c{CANDIDATE_BASE + index}.lua").write_text(
            "local s=GetID()\nfunction s.initial_effect(c) end\n", encoding="utf-8")


def sweep_equips(folder, cdb_files=(), jobs=None, progress=None, isolation=Isolation()):
    folder = Path(folder).resolve()
    with tempfile.TemporaryDirectory(prefix="ygo-sweep-") as stub_folder:
        _write_candidate_stubs(stub_folder)
        return run_batches(_sweep_batch, (str(folder), stub_folder, tuple(cdb_files)), script_codes(folder), BATCH,
                           jobs, progress, _stopped, isolation)


def print_report(results, elapsed, out=print):
    counts = {}
    for result in results:
        counts[result.verdict] = counts.get(result.verdict, 0) + 1
    out(f"{len(results)} Equip Spell scripts swept in {elapsed:.1f}s")
    for verdict in ("ok", "drift", "not equipped", "never activatable", "script bug", "error"):
        out(f"  {verdict:<18} {counts.get(verdict, 0):>5}")
    for result in results:
        if result.verdict == "drift":
            out(f"  drift  c{result.code}.lua: targetable, but not kept equipped: {', '.join(result.drift)}")
    for result in results:
        if result.verdict == "not equipped":
            out(f"  not equipped  c{result.code}.lua: targets accepted, but resolving equipped none of them")
    for result in results:
        if result.verdict in ("script bug", "error"):
            out(f"  {result.verdict}  c{result.code}.lua: {result.errors[0].splitlines()[0][:300]}")


def main(argv=None):
    return folder_command("ygo-harness sweep-equips", sweep_equips, print_report,
                          lambda results, elapsed: [asdict(r) for r in results], argv)


if __name__ == "__main__":
    raise SystemExit(main())
