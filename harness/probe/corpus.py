"""Run a whole script folder: create every card in a fresh duel and run its initial_effect.

Each script gets one status: ok, syntax error, runtime error, not implemented (with the API
function that blocked it), missing card data. Scripts run in batches (one Lua state per batch,
as the design allows), on every core. Without a card database, card data is inferred from the
script (and said so): the first line's comment is the name, and the kind of card is guessed
from the effects the script registers.
"""
import re
from dataclasses import asdict, dataclass
from pathlib import Path

from harness.carddb import CardDatabase, CardDataError, UnknownCardError
from harness.engine.state.duel import Duel
from harness.lua.host import LuaHost
from harness.engine.state.errors import HarnessError, NotImplementedByHarness, ScriptError
from harness.isolation import Isolation
from harness.probe.batches import run_batches, script_codes
from harness.probe.inferred import InferredCards

STATUSES = ("ok", "syntax error", "runtime error", "not implemented", "missing card data")
BATCH = 200
_NOT_IMPLEMENTED = re.compile(r"not implemented by the harness: ([\w.]+)")


@dataclass
class ScriptStatus:
    code: int
    status: str
    detail: str = ""
    missing: str = ""            # the API function that blocked it ("not implemented")
    inferred: bool = False       # card data was guessed from the script


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


def _check_batch(folder, cdb_files, infer, codes):
    """Worker: one duel and one Lua state for a batch of scripts."""
    sources = CardDatabase.from_config(files=list(cdb_files)).sources
    inference = InferredCards(folder)
    database = CardDatabase(list(sources) + ([inference] if infer else []))
    duel = Duel(database)
    LuaHost(duel, [folder])
    for code in codes:
        inferred = infer and all(source.get(code) is None for source in sources)
        try:
            duel.new_card(code, 0)
            yield ScriptStatus(code, "ok", inferred=inferred)
        except (ScriptError, NotImplementedByHarness, HarnessError, UnknownCardError, CardDataError) as error:
            yield classify(code, error, inferred)
        except RecursionError as error:
            yield ScriptStatus(code, "runtime error", f"recursion: {error}", inferred=inferred)


def _stopped(code, why):
    return ScriptStatus(code, "runtime error", why)


def check_scripts(folder, cdb_files=(), jobs=None, infer=True, progress=None, codes=None, isolation=Isolation()):
    """Statuses for every c<code>.lua of the folder (or the listed codes), in code order."""
    folder = Path(folder).resolve()
    codes = sorted(codes) if codes is not None else script_codes(folder)
    return run_batches(_check_batch, (folder, tuple(cdb_files), infer), codes, BATCH, jobs, progress, _stopped,
                       isolation)


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
