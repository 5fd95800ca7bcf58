"""The mutation run. For each script: its mutants (those on the asked lines, sampled with --max,
the ones that do not compile skipped), and the scenarios that concern it (as `--changed-since`
selects them for a change to that script). Then:

1. every selected scenario runs once against the original scripts, with line coverage on: one
   that fails there is left out (and reported), and its coverage says which functions of each
   script it runs (harness.mutate.reach);
2. each mutant, written to a folder of its own in a temporary folder, runs against the scenarios
   that run the function it sits in, one after the other in one worker, until one fails (the
   mutant is killed); the scenarios that killed the most mutants of the script so far go first.
   A scenario stopped by its time limit, or whose worker died, killed the mutant too (a mutant
   that loops is caught by the Lua budgets or, at worst, by the wall-clock limit).

The user's files are only read; the temporary folder is removed at the end (also on Ctrl-C and
SIGTERM; only a SIGKILL leaves it behind, in the system's temporary folder)."""
import functools
import os
import random
import shutil
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path

import lupa.lua54 as lupa

from harness import isolation
from harness.isolation import Isolation
from harness.ci import changed
from harness.ci.lines import executable_lines
from harness.engine.state.errors import ScriptError
from harness.lua.host import read_script
from harness.mutate import operators
from harness.mutate.lexer import LexError, tokenize
from harness.mutate.pool import Pool
from harness.mutate.reach import Reach, enclosing_functions
from harness.scenario.loader import warm_up

# A mutant's run of a scenario may take this much longer than the original's before it is
# stopped (and the mutant counted as killed), within --timeout.
TIMEOUT_FLOOR, TIMEOUT_FACTOR = 5.0, 10.0
MAX_SCRIPT_BYTES = 1_000_000        # ten times the largest real script: a larger one is not mutated


@dataclass
class Settings:
    jobs: int = 1
    isolation: Isolation = field(default_factory=Isolation)
    max_per_script: int | None = None
    seed: int = 0
    record: dict = field(default_factory=dict)      # harness.ci.record's {scenario: {...}}, for the selection


@dataclass
class Outcome:
    mutant: operators.Mutant
    status: str = "survived"        # "killed", "survived" or "skipped" (does not compile)
    scenario: str | None = None     # the scenario that killed it
    how: str = ""                   # how it was killed, or why no scenario ran against it
    ran: int = 0                    # scenarios run against it


@dataclass
class ScriptRun:
    path: Path                      # as named
    code: int | None                # None: a support file (utility.lua, ...)
    problem: str | None = None      # why it was not mutated
    text: str = ""                  # the file's bytes as latin-1
    outcomes: list = field(default_factory=list)
    scenarios: list = field(default_factory=list)       # those that concern it
    excluded: dict = field(default_factory=dict)        # scenario -> why left out
    reach: dict = field(default_factory=dict)           # scenario -> Reach (the scenarios kept)
    functions: dict = field(default_factory=dict)       # token offset -> its innermost function (reach)

    @property
    def real(self):
        return os.path.realpath(self.path)


def prepare(path, code, lines=None, settings=Settings()):
    """The ScriptRun of a script, with its mutants: those on `lines` (all when None), sampled
    down to settings.max_per_script, the ones that do not compile marked skipped."""
    run = ScriptRun(Path(path), code)
    try:
        run.text = read_script(str(run.real)).decode("latin-1")     # (the cache sees a changed file)
    except ScriptError as error:
        run.problem = str(error)
        return run
    if len(run.text) > MAX_SCRIPT_BYTES:
        run.problem = f"it is larger than {MAX_SCRIPT_BYTES} bytes"
        return run
    if not _compiles(run.text):
        run.problem = "it does not compile (`ygo-harness check-scripts` shows why)"
        return run
    try:
        every = operators.mutants(run.text)
        run.functions = enclosing_functions(tokenize(run.text), executable_lines(run.text.encode("latin-1")))
    except LexError as error:
        run.problem = f"cannot read its Lua tokens: {error}"
        return run
    if lines is not None:
        every = [m for m in every if m.line in lines]
    run.outcomes = _choose(every, run, settings)
    return run


def _choose(every, run, settings):
    """Outcomes of the mutants to run, in order: all, or --max of them in a shuffled order (the
    seed and the file name fix it), skipping those that do not compile."""
    limit = settings.max_per_script
    candidates = list(every)
    if limit is not None and limit < len(candidates):
        random.Random(f"{settings.seed}:{run.path.name}").shuffle(candidates)
    chosen, compiling = [], 0
    for mutant in candidates:
        if limit is not None and compiling >= limit:
            break
        if _compiles(mutant.apply(run.text)):
            compiling += 1
            chosen.append(Outcome(mutant))
        else:
            chosen.append(Outcome(mutant, "skipped", how="does not compile"))
    return sorted(chosen, key=lambda o: o.mutant.sort_key())


@functools.cache
def _compiler():
    lua = lupa.LuaRuntime(encoding=None, register_eval=False, register_builtins=False)
    return lua.eval("function(text) return load(text, '=mutant', 't') ~= nil end")


def _compiles(text):
    """Whether the text compiles as a Lua chunk (compiled only, never run)."""
    return bool(_compiler()(text.encode("latin-1")))


def mutate(runs, files, options, settings=Settings()):
    """Run every ScriptRun's mutants against the scenario `files` (RunOptions `options`); fills
    in the runs' outcomes, scenarios and exclusions."""
    active = [run for run in runs if run.problem is None]
    for run in active:
        changes = changed.Changes(codes={run.code}) if run.code is not None else changed.Changes(helpers=[run.path.name])
        run.scenarios, _ = changed.select(files, changes, settings.record)
    active = [run for run in active if any(o.status != "skipped" for o in run.outcomes)]
    warm_up(len({path for run in active for path in run.scenarios}))   # before the workers fork: they inherit it
    pool = Pool(options, settings.jobs, settings.isolation)
    try:
        seconds = _run_originals(active, pool, settings)
        with tempfile.TemporaryDirectory(prefix="ygo-harness-mutate-") as folder:
            _run_mutants(active, pool, settings, folder, seconds)
    finally:
        pool.stop()
    return runs


def _run_originals(runs, pool, settings):
    """Run each selected scenario once on the original scripts; {scenario: seconds} of those
    that pass."""
    wanted = list(dict.fromkeys(path for run in runs for path in run.scenarios))
    watched = tuple(dict.fromkeys(run.real for run in runs))
    timeout = settings.isolation.timeout
    results = dict(pool.each(lambda worker, path: _call(worker, path, None, watched, timeout), wanted))
    for run in runs:
        for path in run.scenarios:
            result = results[path]
            loaded, lines = result["reach"].get(run.real, (False, ()))
            if not result["passed"]:
                run.excluded[path] = f"fails on the original script: {result['message']}"
            elif not loaded:
                run.excluded[path] = "does not load this file (it runs another one, or never needs the card's script)"
            else:
                run.reach[path] = Reach(True, tuple(sorted(lines)))
    return {path: result["seconds"] for path, result in results.items() if result["passed"]}


def _run_mutants(runs, pool, settings, folder, seconds):
    kills = {run.real: {} for run in runs}
    lock = threading.Lock()
    jobs = []
    for run in runs:
        for outcome in run.outcomes:
            if outcome.status == "skipped":
                continue
            function = run.functions[outcome.mutant.start]
            reachable = [path for path, reach in run.reach.items() if reach.can_kill(function)]
            if reachable:
                jobs.append((run, outcome, reachable))
            else:
                outcome.how = ("no scenario names this card" if not run.scenarios
                               else "not reached: no scenario runs this code")

    def ordered(run, outcome, reachable):
        with lock:
            counts = dict(kills[run.real])
        line = outcome.mutant.line
        return sorted(reachable, key=lambda path: (-counts.get(path, 0), not run.reach[path].ran(line), seconds[path]))

    def work(worker, job):
        run, outcome, reachable = job
        home = tempfile.mkdtemp(dir=folder)
        Path(home, run.path.name).write_bytes(outcome.mutant.apply(run.text).encode("latin-1"))
        try:
            for path in ordered(run, outcome, reachable):
                limit = min(settings.isolation.timeout, TIMEOUT_FLOOR + TIMEOUT_FACTOR * seconds[path])
                result = _call(worker, path, home, (), limit)
                outcome.ran += 1
                if not result["passed"]:
                    outcome.status, outcome.scenario, outcome.how = "killed", str(path), result["message"]
                    with lock:
                        kills[run.real][path] = kills[run.real].get(path, 0) + 1
                    return
        finally:
            shutil.rmtree(home, ignore_errors=True)
    for _ in pool.each(work, jobs):
        pass


def _call(worker, path, mutant_folder, watched, timeout):
    """worker.run's result; a scenario stopped or whose worker died did not pass."""
    try:
        return worker.run(path, mutant_folder, watched, timeout)
    except isolation.TimedOut:
        message = f"stopped after {timeout:g} s (its time limit; a loop?)"
    except isolation.WorkerDied as died:
        message = f"the worker process running it died ({died})"
    except isolation.WorkerOutOfMemory:
        message = "it exceeded the worker's memory limit"
    except isolation.WorkerError as error:
        message = f"internal error of the harness: {error}"
    return {"passed": False, "message": message, "seconds": timeout, "reach": {}}
