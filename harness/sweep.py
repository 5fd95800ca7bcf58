"""sweep-equips: activate every Equip Spell of a script folder on a range of monsters, and report
what the real rules would make of it: equipped and stays equipped; a target the activation
accepts but the equip limit rejects (the "target filter and equip limit drift apart" mistake);
errors with the script line.

Candidate monsters are made up for the sweep (a plain one per race, attribute, level, ATK, card
type, and one per archetype and card code the script mentions), each on its own fresh board.
"""
import os
import re
import tempfile
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

from harness import constants
from harness.carddb import CardData, CardDatabase, CardDataError, UnknownCardError
from harness.constants import (
    CATEGORY_EQUIP, EFFECT_EQUIP_LIMIT, EFFECT_TYPE_ACTIVATE, LOCATION_GRAVE, LOCATION_HAND, LOCATION_MZONE, POS_FACEDOWN_DEFENSE,
    POS_FACEUP_ATTACK, TYPE_EFFECT, TYPE_EQUIP, TYPE_MONSTER, TYPE_NORMAL, TYPE_SPELL,
)
from harness.corpus import InferredCards, script_codes
from harness.engine import chain, operations, stats, triggers
from harness.engine.decisions import Chooser
from harness.engine.duel import Duel
from harness.engine.errors import HarnessError
from harness.engine.script_checks import ScriptBug

CANDIDATE_BASE = 1_900_000_000
_SETCODE = re.compile(r"IsSetCard\(\s*(0x[0-9a-fA-F]+|\d+)")
_CODE = re.compile(r"IsCode\(\s*(\d{4,9})")


@dataclass
class Candidate:
    label: str
    data: CardData


@dataclass
class SweepResult:
    code: int
    verdict: str                         # ok, drift, not equipped, never activatable, error
    equipped: list = field(default_factory=list)
    drift: list = field(default_factory=list)
    errors: list = field(default_factory=list)


def candidates_for(text):
    """The made-up monsters a script is tried on."""
    plain = dict(type=TYPE_MONSTER | TYPE_NORMAL, race=constants.RACE_WARRIOR, attribute=constants.ATTRIBUTE_EARTH,
                 level=4, atk=1500, defense=1200)
    specs = [("plain", {})]
    specs += [(f"race {name}", {"race": value}) for name, value in constants.RACE.members.items()
              if value & (value - 1) == 0]
    specs += [(f"attribute {name}", {"attribute": value}) for name, value in constants.ATTRIBUTE.members.items()
              if value & (value - 1) == 0]
    specs += [(f"level {level}", {"level": level}) for level in (1, 3, 7, 12)]
    specs += [(f"ATK {atk}", {"atk": atk, "defense": atk}) for atk in (0, 1000, 2500, 3000)]
    for kind in ("effect", "tuner", "fusion", "synchro", "xyz", "link", "ritual", "toon", "spirit", "union",
                 "gemini", "flip", "pendulum"):
        bits = constants.TYPE.parse(["monster", "dual" if kind == "gemini" else kind])
        extra = {"type": bits | (TYPE_EFFECT if kind not in ("fusion", "synchro", "xyz", "link", "ritual") else 0)}
        if kind == "link":
            extra.update(level=2, defense=0)
        specs.append((f"type {kind}", extra))
    for setcode in sorted({int(v, 0) for v in _SETCODE.findall(text)}):
        specs.append((f"set code {setcode:#x}", {"setcodes": (setcode,)}))
    for code in sorted({int(v) for v in _CODE.findall(text)})[:5]:
        specs.append((f"code {code}", {"alias": code}))
    result = []
    for index, (label, changes) in enumerate(specs):
        values = dict(plain, **changes)
        result.append(Candidate(label, CardData(code=CANDIDATE_BASE + index, name=f"sweep monster ({label})", **values)))
    return result


class _Candidates:
    """Card source for the made-up monsters."""
    label = "sweep candidates"

    def __init__(self, candidates):
        self.cards = {c.data.code: c.data for c in candidates}

    def get(self, code):
        return self.cards.get(code)


class _RecordingChooser(Chooser):
    """Answers the sweep's prompts: records what SelectTarget offers and picks `target` (or the
    first offered card); every other prompt takes its first legal answer."""

    def __init__(self, target=None):
        super().__init__(strict=False)
        self.target = target
        self.offered = None

    def answer_cards(self, request):
        if request.kind == "target":
            self.offered = list(request.candidates)
            if self.target in request.candidates:
                return [self.target]
        return list(request.candidates[:max(request.minimum, 1)])

    def answer_yes_no(self, request):
        return True

    def answer_option(self, request):
        return 0


def _is_equip_spell(card):
    return bool(stats.current_type(card) & TYPE_EQUIP and stats.current_type(card) & TYPE_SPELL) and any(
        e.type & EFFECT_TYPE_ACTIVATE and e.category & CATEGORY_EQUIP for e in card.effects)


PLACES = ((0, LOCATION_MZONE), (1, LOCATION_MZONE), (0, LOCATION_GRAVE), (1, LOCATION_GRAVE))


def _describe_place(place):
    side, location = place
    return f"{'yours' if side == 0 else 'opponent'}{'' if location == LOCATION_MZONE else ', in the GY'}"


def _board(folder, stub_folder, sources, code, candidates, place):
    """A fresh duel: the Equip Spell in player 0's hand, the candidates face-up at `place`."""
    side, location = place
    from harness.lua.host import LuaHost
    duel = Duel(CardDatabase(sources), chooser=_RecordingChooser())
    LuaHost(duel, [folder, stub_folder])
    monsters = []
    for candidate in candidates:
        monster = duel.new_card(candidate.data.code, side)
        operations.place(monster, side, location, None, POS_FACEUP_ATTACK)
        operations.enable_field_effect(monster, True)
        monster.label = candidate.label
        monsters.append(monster)
    equip = duel.new_card(code, 0)
    operations.place(equip, 0, LOCATION_HAND, None, POS_FACEDOWN_DEFENSE)
    return duel, equip, monsters


def _equip_effects(equip):
    return [e for e in equip.effects if e.type & EFFECT_TYPE_ACTIVATE and e.category & CATEGORY_EQUIP]


def _probe(duel, equip, monsters):
    """Which monsters the activation offers as targets (an activation that is then abandoned)."""
    for effect in _equip_effects(equip):
        if not chain.check_activation(duel, effect, 0):
            continue
        chain.activate(duel, effect, 0)
        return [m for m in duel.chooser.offered or [] if m in monsters]
    return []


def _resolve(duel, equip, monster):
    """Activate on `monster` and resolve: "equipped" (and still equipped after the adjust pass),
    "rejected" (not equipped, or destroyed by its equip limit), or "no activation"."""
    duel.chooser.target = monster
    for effect in _equip_effects(equip):
        if chain.check_activation(duel, effect, 0):
            chain.activate(duel, effect, 0)
            try:
                triggers.settle(duel)
            except ScriptBug as bug:
                if bug.check == "equip_limit_drift":
                    return "rejected"
                raise
            return "equipped" if equip.equip_target is monster and equip.is_onfield() else "rejected"
    return "no activation"


def _sweep_script(folder, stub_folder, sources, code, text):
    candidates = candidates_for(text)
    all_sources = sources + [_Candidates(candidates)]
    result = SweepResult(code, "never activatable")
    accepted, suspects = [], []
    has_limit = False

    def record(error):
        message = f"error: {error}"
        if message not in result.errors:
            result.errors.append(message)

    for place in PLACES:
        if accepted and place[1] != LOCATION_MZONE:
            break                    # targets on the field were found: GY targets are another shape
        for start in range(0, len(candidates), 5):
            group = candidates[start:start + 5]
            try:
                duel, equip, monsters = _board(folder, stub_folder, all_sources, code, group, place)
                if not _is_equip_spell(equip):
                    return None
                has_limit = any(e.code == EFFECT_EQUIP_LIMIT for e in equip.effects)
                for monster in _probe(duel, equip, monsters):
                    candidate = group[monsters.index(monster)]
                    accepted.append((candidate, place))
                    if has_limit and place[1] == LOCATION_MZONE and not stats.equip_limit_allows(equip, monster):
                        suspects.append((candidate, place))
            except (HarnessError, UnknownCardError, CardDataError, RecursionError) as error:
                record(error)
    # A limit registered only when the card equips (summon-then-equip shapes) cannot be read
    # before: resolve instead. Suspects are confirmed by resolving them too.
    samples = suspects[:8] if suspects else accepted[:3]
    for candidate, place in samples:
        try:
            duel, equip, monsters = _board(folder, stub_folder, all_sources, code, [candidate], place)
            outcome = _resolve(duel, equip, monsters[0])
        except (HarnessError, UnknownCardError, CardDataError, RecursionError) as error:
            record(error)
            continue
        label = f"{candidate.label} ({_describe_place(place)})"
        if outcome == "equipped":
            result.equipped.append(label)
        elif outcome == "rejected":
            result.drift.append(label)
    if suspects and len(result.drift) == len(samples) and len(suspects) > len(samples):
        result.drift.append(f"... {len(suspects) - len(samples)} more")
    bugs = [e for e in result.errors if "[check: " in e]
    result.verdict = ("script bug" if bugs and len(bugs) == len(result.errors) else
                      "error" if result.errors else "drift" if result.drift else
                      "ok" if result.equipped else "not equipped" if accepted else "never activatable")
    return result


def _sweep_batch(folder, stub_folder, cdb_files, codes):
    sources = list(CardDatabase.from_config(files=list(cdb_files)).sources) + [InferredCards(folder)]
    results = []
    for code in codes:
        text = (Path(folder) / f"c{code}.lua").read_text(encoding="utf-8", errors="replace")
        if "EQUIP" not in text:
            continue
        result = _sweep_script(folder, stub_folder, sources, code, text)
        if result is not None:
            results.append(result)
    return results


def _write_candidate_stubs(folder):
    """Effect-type candidates need a script: an empty initial_effect, written outside the project."""
    for index in range(200):
        Path(folder, f"c{CANDIDATE_BASE + index}.lua").write_text(
            "local s=GetID()\nfunction s.initial_effect(c) end\n", encoding="utf-8")


def sweep_equips(folder, cdb_files=(), jobs=None, progress=None):
    folder = Path(folder).resolve()
    codes = script_codes(folder)
    batches = [codes[i:i + 400] for i in range(0, len(codes), 400)]
    results = []
    with tempfile.TemporaryDirectory(prefix="ygo-sweep-") as stub_folder:
        _write_candidate_stubs(stub_folder)
        jobs = jobs or os.cpu_count() or 1
        with ProcessPoolExecutor(jobs) as pool:
            futures = [pool.submit(_sweep_batch, folder, stub_folder, tuple(cdb_files), batch) for batch in batches]
            for number, future in enumerate(futures, 1):
                results.extend(future.result())
                if progress:
                    progress(number, len(futures))
    return sorted(results, key=lambda r: r.code)


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
    from harness.corpus import folder_command
    return folder_command("ygo-harness sweep-equips", sweep_equips, print_report,
                          lambda results, elapsed: [asdict(r) for r in results], argv)


if __name__ == "__main__":
    raise SystemExit(main())
