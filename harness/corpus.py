"""Run a whole script folder: create every card in a fresh duel and run its initial_effect.

Each script gets one status: ok, syntax error, runtime error, not implemented (with the API
function that blocked it), missing card data. Scripts run in batches (one Lua state per batch,
as the design allows), on every core. Without a card database, card data is inferred from the
script (and said so): the first line's comment is the name, and the kind of card is guessed
from the effects the script registers.
"""
import os
import re
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

from harness.carddb import CardData, CardDatabase, CardDataError, UnknownCardError
from harness.constants import TYPE_EFFECT, TYPE_EQUIP, TYPE_MONSTER, TYPE_SPELL, TYPE_TRAP, TYPE_CONTINUOUS, TYPE_FIELD
from harness.engine.duel import Duel
from harness.engine.errors import HarnessError, NotImplementedByHarness, ScriptError

STATUSES = ("ok", "syntax error", "runtime error", "not implemented", "missing card data")
BATCH = 200
_NOT_IMPLEMENTED = re.compile(r"not implemented by the harness: ([\w.]+)")
_SCRIPT_NAME = re.compile(r"^c(\d+)\.lua$")


@dataclass
class ScriptStatus:
    code: int
    status: str
    detail: str = ""
    missing: str = ""            # the API function that blocked it ("not implemented")
    inferred: bool = False       # card data was guessed from the script


class InferredCards:
    """A card source of last resort: guesses card data from the script text."""
    label = "inferred from the scripts"

    def __init__(self, folder):
        self.folder = Path(folder)

    def get(self, code):
        path = self.folder / f"c{code}.lua"
        if not path.is_file():
            return None
        text = path.read_text(encoding="utf-8", errors="replace")
        first = text.splitlines()[0] if text else ""
        name = first.lstrip("-").strip() if first.startswith("--") else ""
        return CardData(code=code, name=name, type=_guess_type(text))


def _guess_type(text):
    if "AddEquipSpellEffect" in text:
        return TYPE_SPELL | TYPE_EQUIP
    if "EFFECT_TYPE_ACTIVATE" in text and "SUMMON_TYPE" not in text and "SetSPSummonOnce" not in text:
        if "TYPE_TRAP" in text or "RemainFieldCost" in text:
            return TYPE_TRAP | (TYPE_CONTINUOUS if "SetRange(LOCATION_SZONE)" in text else 0)
        kind = TYPE_SPELL
        if "EFFECT_EQUIP_LIMIT" in text:
            kind |= TYPE_EQUIP
        elif "SetRange(LOCATION_FZONE)" in text:
            kind |= TYPE_FIELD
        elif "SetRange(LOCATION_SZONE)" in text:
            kind |= TYPE_CONTINUOUS
        return kind
    return TYPE_MONSTER | TYPE_EFFECT


def classify(code, error, inferred):
    if isinstance(error, (UnknownCardError, CardDataError)):
        return ScriptStatus(code, "missing card data", str(error))
    message = str(error)
    missing = _NOT_IMPLEMENTED.search(message)
    if missing:
        return ScriptStatus(code, "not implemented", message, missing.group(1), inferred)
    if "syntax error" in message:
        return ScriptStatus(code, "syntax error", message, inferred=inferred)
    return ScriptStatus(code, "runtime error", message, inferred=inferred)


def _check_batch(folder, cdb_files, codes, infer):
    """Worker: one duel and one Lua state for a batch of scripts."""
    from harness.lua.host import LuaHost
    sources = CardDatabase.from_config(files=list(cdb_files)).sources
    inference = InferredCards(folder)
    database = CardDatabase(list(sources) + ([inference] if infer else []))
    duel = Duel(database)
    LuaHost(duel, [folder])
    results = []
    for code in codes:
        inferred = infer and all(source.get(code) is None for source in sources)
        try:
            duel.new_card(code, 0)
            results.append(ScriptStatus(code, "ok", inferred=inferred))
        except (ScriptError, NotImplementedByHarness, HarnessError, UnknownCardError, CardDataError) as error:
            results.append(classify(code, error, inferred))
        except RecursionError as error:
            results.append(ScriptStatus(code, "runtime error", f"recursion: {error}", inferred=inferred))
    return results


def script_codes(folder):
    codes = []
    for name in os.listdir(folder):
        match = _SCRIPT_NAME.match(name)
        if match:
            codes.append(int(match.group(1)))
    return sorted(codes)


def check_scripts(folder, cdb_files=(), jobs=None, infer=True, progress=None):
    """Statuses for every c<code>.lua of the folder, in code order."""
    folder = Path(folder).resolve()
    return run_batches(lambda batch: (_check_batch, folder, tuple(cdb_files), batch, infer),
                       script_codes(folder), BATCH, jobs, progress)


def run_batches(task, codes, size, jobs=None, progress=None):
    """Results of every batch of `size` codes, in order: task(batch) gives (worker, *arguments),
    run in this process (jobs 1) or on `jobs` processes (default: every core)."""
    batches = [codes[i:i + size] for i in range(0, len(codes), size)]
    results = []
    jobs = jobs or os.cpu_count() or 1
    if jobs == 1 or len(batches) <= 1:
        for batch in batches:
            worker, *arguments = task(batch)
            results.extend(worker(*arguments))
            if progress:
                progress(len(results), len(codes))
        return results
    with ProcessPoolExecutor(jobs) as pool:
        futures = [pool.submit(*task(batch)) for batch in batches]
        for future in futures:
            results.extend(future.result())
            if progress:
                progress(len(results), len(codes))
    return results


def summarize(results):
    counts = {status: 0 for status in STATUSES}
    blockers = {}
    for result in results:
        counts[result.status] += 1
        if result.missing:
            blockers[result.missing] = blockers.get(result.missing, 0) + 1
    ranking = sorted(blockers.items(), key=lambda item: (-item[1], item[0]))
    return counts, ranking


def report_json(results, elapsed):
    counts, ranking = summarize(results)
    return {"total": len(results), "seconds": round(elapsed, 2), "counts": counts,
            "not_implemented_ranking": [{"function": name, "scripts": n} for name, n in ranking],
            "scripts": [asdict(r) for r in results]}


def print_summary(results, elapsed, top=20, out=print):
    counts, ranking = summarize(results)
    total = len(results) or 1
    inferred = sum(1 for r in results if r.inferred)
    out(f"{len(results)} scripts in {elapsed:.1f}s ({len(results) / max(elapsed, 1e-9):.0f} scripts/s)")
    for status in STATUSES:
        out(f"  {status:<18} {counts[status]:>6}  {100 * counts[status] / total:5.1f}%")
    if inferred:
        out(f"  card data inferred from the script for {inferred} scripts (no card database had them)")
    if ranking:
        out("not implemented by the harness, by scripts blocked:")
        for name, count in ranking[:top]:
            out(f"  {count:>6}  {name}")


def progress_bar(done, total, stream=None):
    import sys
    stream = stream or sys.stderr
    width = 30
    filled = int(width * done / max(total, 1))
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done >= total:
        stream.write("\n")
    stream.flush()


def folder_command(prog, run, print_report, to_json, argv, deep=None):
    """The command line shared by check-scripts and sweep-equips: FOLDER [--cdb F] [--json OUT] [--jobs N];
    `deep`: (run, print_report, to_json) of check-scripts --deep (with --limit N and --budget S)."""
    import argparse
    import json
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("folder")
    parser.add_argument("--cdb", action="append", default=[], help="card database, .cdb or .yaml (repeatable)")
    parser.add_argument("--json", dest="json_out", metavar="OUT", help="write a JSON report for CI")
    parser.add_argument("--jobs", type=int, default=None, help="processes (default: every core)")
    if deep is not None:
        from harness.deep import BUDGET
        parser.add_argument("--deep", action="store_true",
                            help="activate and resolve every script's effects on generated boards (docs/corpus.md)")
        parser.add_argument("--limit", type=int, default=None, metavar="N",
                            help="with --deep: an even sample of N scripts of the folder")
        parser.add_argument("--budget", type=float, default=BUDGET, metavar="SECONDS",
                            help=f"with --deep: the attempts' wall-clock budget per script (default {BUDGET})")
    args = parser.parse_args(argv)
    if not Path(args.folder).is_dir():
        parser.error(f"no such folder: {args.folder}")
    start = time.perf_counter()
    if deep is not None and args.deep:
        run_deep, print_report, to_json = deep
        results = run_deep(args.folder, args.cdb, args.jobs, progress=progress_bar, limit=args.limit,
                           budget=args.budget)
    else:
        results = run(args.folder, args.cdb, args.jobs, progress=progress_bar)
    elapsed = time.perf_counter() - start
    print_report(results, elapsed)
    if args.json_out:
        Path(args.json_out).write_text(json.dumps(to_json(results, elapsed), indent=1), encoding="utf-8")
    return 0


def main(argv=None):
    from harness.deep import deep_check, deep_report_json, print_deep_summary
    return folder_command("ygo-harness check-scripts", check_scripts, print_summary, report_json, argv,
                          deep=(deep_check, print_deep_summary, deep_report_json))


if __name__ == "__main__":
    raise SystemExit(main())
