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
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

from harness import constants
from harness.carddb import CardData, CardDatabase, CardDataError, UnknownCardError
from harness.constants import (
    CATEGORY_EQUIP, EFFECT_TYPE_ACTIVATE, LOCATION_GRAVE, LOCATION_HAND, LOCATION_MZONE, LOCATION_SZONE,
    POS_FACEDOWN_DEFENSE, POS_FACEUP_ATTACK, TYPE_EFFECT, TYPE_EQUIP, TYPE_MONSTER, TYPE_NORMAL, TYPE_SPELL,
)
from harness.corpus import InferredCards, script_codes
from harness.engine import chain, operations, stats, triggers
from harness.engine.decisions import Chooser
from harness.engine.duel import Duel
from harness.engine.errors import HarnessError

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
    verdict: str                         # ok, drift, never activatable, error, not an equip spell
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


class _PickTarget(Chooser):
    """Answers the sweep's prompts: target the candidate, else the first legal choice."""

    def __init__(self, target):
        super().__init__(strict=False)
        self.target = target

    def answer_cards(self, request):
        if request.kind == "target" and self.target in request.candidates:
            return [self.target]
        return list(request.candidates[:max(request.minimum, 1)])

    def answer_yes_no(self, request):
        return True


def _is_equip_spell(card):
    return bool(stats.current_type(card) & TYPE_EQUIP and stats.current_type(card) & TYPE_SPELL) and any(
        e.type & EFFECT_TYPE_ACTIVATE and e.category & CATEGORY_EQUIP for e in card.effects)


def _try(folder, stub_folder, sources, code, candidate, side):
    """One board: the Equip Spell in the hand, the candidate face-up on `side`. Returns an outcome."""
    from harness.lua.host import LuaHost
    duel = Duel(CardDatabase(sources), chooser=None)
    LuaHost(duel, [folder, stub_folder])
    monster = duel.new_card(candidate.data.code, side)
    operations.place(monster, side, LOCATION_MZONE, None, POS_FACEUP_ATTACK)
    monster.effect_enabled = True
    equip = duel.new_card(code, 0)
    operations.place(equip, 0, LOCATION_HAND, None, POS_FACEDOWN_DEFENSE)
    if not _is_equip_spell(equip):
        return "not an equip spell"
    duel.chooser = _PickTarget(monster)
    effects = [e for e in equip.effects if e.type & EFFECT_TYPE_ACTIVATE and e.category & CATEGORY_EQUIP]
    for effect in effects:
        if not chain.check_activation(duel, effect, 0):
            continue
        link = chain.activate(duel, effect, 0)
        if link.targets is None or monster not in link.targets:
            duel.chain.clear()
            continue
        triggers.settle(duel)
        if equip.equip_target is monster:
            return "equipped"
        if monster.current.location == LOCATION_MZONE and monster.is_faceup() \
                and not stats.equip_limit_allows(equip, monster):
            return "drift"
        return "not equipped"
    return "not a target"


def _sweep_batch(folder, stub_folder, cdb_files, codes):
    sources = list(CardDatabase.from_config(files=list(cdb_files)).sources) + [InferredCards(folder)]
    results = []
    for code in codes:
        text = (Path(folder) / f"c{code}.lua").read_text(encoding="utf-8", errors="replace")
        if "EQUIP" not in text:
            continue
        candidates = candidates_for(text)
        result = SweepResult(code, "never activatable")
        all_sources = sources + [_Candidates(candidates)]
        for candidate in candidates:
            outcome = None
            for side in (0, 1):
                try:
                    outcome = _try(folder, stub_folder, all_sources, code, candidate, side)
                except (HarnessError, UnknownCardError, CardDataError) as error:
                    outcome = f"error: {error}"
                except RecursionError as error:
                    outcome = f"error: recursion ({error})"
                if outcome != "not a target":
                    break
            if outcome == "not an equip spell":
                result = None
                break
            if outcome == "equipped":
                result.equipped.append(candidate.label)
            elif outcome == "drift":
                result.drift.append(candidate.label)
            elif outcome and outcome.startswith("error"):
                if outcome not in result.errors:
                    result.errors.append(outcome)
        if result is None:
            continue
        result.verdict = ("error" if result.errors else "drift" if result.drift else
                          "ok" if result.equipped else "never activatable")
        results.append(result)
    return results


def _write_candidate_stubs(folder):
    """Effect-type candidates need a script: an empty initial_effect, written outside the project."""
    for candidate in candidates_for(""):
        pass
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
    for verdict in ("ok", "drift", "never activatable", "error"):
        out(f"  {verdict:<18} {counts.get(verdict, 0):>5}")
    for result in results:
        if result.verdict == "drift":
            out(f"  drift  c{result.code}.lua: accepted as target but rejected by the equip limit: {', '.join(result.drift)}")
    for result in results:
        if result.verdict == "error":
            out(f"  error  c{result.code}.lua: {result.errors[0].splitlines()[0]}")


def main(argv=None):
    import argparse
    import json
    from harness.corpus import progress_bar
    parser = argparse.ArgumentParser(prog="ygo-harness sweep-equips")
    parser.add_argument("folder")
    parser.add_argument("--cdb", action="append", default=[])
    parser.add_argument("--json", dest="json_out")
    parser.add_argument("--jobs", type=int, default=None)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    results = sweep_equips(args.folder, args.cdb, args.jobs, progress=progress_bar)
    elapsed = time.perf_counter() - start
    print_report(results, elapsed)
    if args.json_out:
        Path(args.json_out).write_text(json.dumps([asdict(r) for r in results], indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
